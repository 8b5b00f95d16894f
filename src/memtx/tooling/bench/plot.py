"""The PNG plot of `memtx bench --plot`: commit and `get` latency against store size (log x), from `scale`.

Responsible for: drawing the scale series of a report. Must not: need matplotlib to import — it is the optional
`plot` extra, loaded only when a plot is asked for.
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path

from memtx.tooling.bench.runner import Report

MISSING = "matplotlib is not installed: install memtx[plot] to draw --plot (plot skipped)"


def write_plot(report: Report, path: Path) -> str:
    """Draw the plot into `path`; returns one line saying what happened (never raises for a missing extra)."""
    scale = report.workload("scale")
    if scale is None or scale.skipped or "series" not in scale.data:
        return "no scale workload in this run: plot skipped (run it with --only scale, or without --only)"
    if importlib.util.find_spec("matplotlib") is None:
        return MISSING
    matplotlib = importlib.import_module("matplotlib")
    matplotlib.use("Agg")  # no display needed
    plt = importlib.import_module("matplotlib.pyplot")
    series = scale.data["series"]
    sizes = series["sizes"]
    fig, ax = plt.subplots(figsize=(7.5, 4.5))
    for op, label in (("commit", "commit (observe + propose, new key)"), ("get", "get (hit)")):
        stats = series[op]
        medians = [s["median"] for s in stats]
        line = ax.plot(sizes, medians, marker="o", label=f"{label}: median")[0]
        ax.fill_between(sizes, [s["p25"] for s in stats], [s["p75"] for s in stats], alpha=0.2, color=line.get_color())
    ax.set_xscale("log")
    ax.set_xlabel("records in the store")
    ax.set_ylabel("latency (µs), median and quartiles")
    env = report.env
    ax.set_title(
        f"memtx {env['memtx_version']} · SQLite {env['sqlite']} · synchronous=NORMAL · {env['machine']['cores']} cores"
    )
    ax.set_ylim(bottom=0)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return f"wrote {path}"
