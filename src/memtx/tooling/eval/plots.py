"""The evaluation report's plots (matplotlib, the `plot` extra): damage by system and policy, the ablations'
drops, recovery's restore rate by fault class and key count, and a question-answering suite's F1 per method
over the reader family (the reader curve).

Responsible for: drawing from the suites' JSON documents. Must not: compute a figure. Each function returns
None without matplotlib, so the report is written either way.
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path
from typing import Any

_POLICY_COLOURS = {"eager": "#d0583b", "careful": "#3b7dd0"}


def _pyplot() -> Any | None:
    if importlib.util.find_spec("matplotlib") is None:
        return None
    importlib.import_module("matplotlib").use("Agg")
    return importlib.import_module("matplotlib.pyplot")


def damage(document: dict[str, Any], path: Path) -> Path | None:
    """Downstream damage per memory system and policy (both sets), horizontal grouped bars; and the
    ablations' success drop against memtx with the scoped gate, beside it."""
    plt = _pyplot()
    if plt is None:
        return None
    rows = document["summaries"]
    systems = list(dict.fromkeys(r["system"] for r in rows))
    policies = list(dict.fromkeys(r["policy"] for r in rows))

    def total(system: str, policy: str, field: str = "damage") -> float:
        return float(sum(r[field] for r in rows if r["system"] == system and r["policy"] == policy))

    fig, (left, right) = plt.subplots(1, 2, figsize=(13, 0.42 * len(systems) + 1.6), width_ratios=(3, 2))
    order = sorted(systems, key=lambda s: total(s, policies[0]))
    height = 0.8 / len(policies)
    for n, policy in enumerate(policies):
        ys = [i + n * height for i in range(len(order))]
        bars = left.barh(
            ys,
            [total(s, policy) for s in order],
            height=height,
            label=f"{policy} policy",
            color=_POLICY_COLOURS.get(policy),
        )
        left.bar_label(bars, padding=2, fontsize=8)
    left.set_yticks([i + height * (len(policies) - 1) / 2 for i in range(len(order))], order, fontsize=9)
    left.set_xlabel("irreversible wrong actions executed (main + hardened sets)")
    left.set_title("Downstream damage by memory system and policy")
    left.margins(x=0.08)
    left.legend(loc="lower right", fontsize=9)
    ablated = [s for s in systems if s.startswith("memtx − ")]
    full = "memtx (scoped gate)"
    for n, policy in enumerate(policies):
        sets = {r["suite"] for r in rows if r["system"] == full and r["policy"] == policy}

        def success(system: str, policy: str = policy, sets: set[str] = sets) -> float:
            cells = [r for r in rows if r["system"] == system and r["policy"] == policy and r["suite"] in sets]
            episodes = int(sum(r["episodes"] for r in cells))
            return float(sum(r["success"] * r["episodes"] for r in cells)) / max(1, episodes)

        drops = [100 * (success(full) - success(s)) for s in ablated]
        ys = [i + n * height for i in range(len(ablated))]
        bars = right.barh(ys, drops, height=height, color=_POLICY_COLOURS.get(policy), label=f"{policy} policy")
        right.bar_label(bars, fmt="%.1f", padding=2, fontsize=8)
    right.set_yticks(
        [i + height * (len(policies) - 1) / 2 for i in range(len(ablated))],
        [s.removeprefix("memtx − ") + " off" for s in ablated],
        fontsize=9,
    )
    right.set_xlabel("task success lost, points (vs memtx, scoped gate)")
    right.set_title("Ablations: one component removed")
    right.margins(x=0.15)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def restore_rate(document: dict[str, Any], path: Path) -> Path | None:
    """Complete pre-image restore rate by fault class and physical key count, one line per method."""
    plt = _pyplot()
    if plt is None:
        return None
    rates = document["complete_restore_rate"]
    faults, keys = document["faults"], [str(k) for k in document["keys"]]
    fig, axes = plt.subplots(1, len(faults), figsize=(3.2 * len(faults), 3.4), sharey=True, squeeze=False)
    for ax, fault in zip(axes[0], faults, strict=True):
        for n, method in enumerate(rates):
            ys = [rates[method][fault][k] for k in keys]
            # Methods that coincide stay visible: wide solid lines under narrow dashed ones, no shifted values.
            ax.plot(
                keys,
                ys,
                marker="osD^"[n % 4],
                markersize=10 - 2 * n,
                linewidth=5 - n,
                linestyle=("-", "--", "-.", ":")[n % 4],
                label=method,
            )
        ax.set_title(fault.replace("_", " "))
        ax.set_xlabel("physical keys damaged")
        ax.set_ylim(-0.08, 1.08)
        ax.grid(alpha=0.3)
    axes[0][0].set_ylabel("complete restore rate")
    handles, labels = axes[0][0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="lower center", ncol=len(labels), fontsize=9, frameon=False)
    fig.suptitle("Recovery: complete pre-image restores by fault class and key count")
    fig.tight_layout(rect=(0, 0.08, 1, 1))
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def reader_curve(document: dict[str, Any], path: Path, *, title: str = "FactConsolidation") -> Path | None:
    """F1 (mean over the lengths) per method across the reader family, single- and multi-hop panels: where
    a method's line is flat, the readers' tie-break does not matter to it."""
    plt = _pyplot()
    if plt is None:
        return None
    readers = [r for r in document["readers"] if r != "llm"]
    panels = [h for h in ("sh", "mh") if any(document["mean_f1"][h][m][r] is not None
                                             for m in document["methods"] for r in readers)]  # fmt: skip
    fig, axes = plt.subplots(1, len(panels), figsize=(6.2 * len(panels), 4.4), squeeze=False, sharey=True)
    for ax, hops in zip(axes[0], panels, strict=True):
        for method in document["methods"]:
            ys = [document["mean_f1"][hops][method][r] for r in readers]
            ys = [float("nan") if y is None else y for y in ys]
            ax.plot(readers, ys, marker="o", linewidth=2.6 if method == "memtx" else 1.3, label=method)
        ax.set_title(f"{'single' if hops == 'sh' else 'multi'}-hop questions")
        ax.set_xlabel("reader (p = probability a tie goes to the newer fact)")
        ax.set_ylim(0, 100)
        ax.grid(alpha=0.3)
        ax.tick_params(axis="x", labelsize=8)
    axes[0][0].set_ylabel("F1 (points, mean over lengths)")
    handles, labels = axes[0][0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="lower center", ncol=min(6, len(labels)), fontsize=8, frameon=False)
    fig.suptitle(f"{title}: F1 over the reader family")
    fig.tight_layout(rect=(0, 0.08, 1, 1))
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
