"""`memtx eval` with no suite named: every suite on one runner, one output folder, one report.

Responsible for: running the selected suites (`admission`, `consolidation`, `recovery`, `conformance`,
`stress`) at their default or `--quick` sizes, recording the seed, versions, configuration and what stands
in for a language model, and writing `results.json`, `report.md` (a one-page summary — each paper's claim,
our measured figure, the verdict — then each suite's own section) and the PNG plots. Must not: compute a
suite's figures itself; it reads each suite's report.
"""

from __future__ import annotations

import importlib
import importlib.util
import platform
import re
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path
from typing import Any, Final

from memtx.eval import plots
from memtx.eval.progress import Bars, Tick, silent
from memtx.eval.report import dump_json, markdown_table, text_table

SUITES: Final = ("admission", "consolidation", "recovery", "conformance", "stress", "e2e")
STAND_INS: Final = {
    "admission": "no model: the generated valid updates and hard negatives stand in for an extractor's writes",
    "consolidation": "deterministic readers (best-match, newest-match; multi-hop along a chain) stand in for "
    "the reader model",
    "recovery": "generated LongMemEval-S-shaped histories and the LoCoMo dialogs stand in for agent sessions",
    "conformance": "eager and careful deterministic policies stand in for the backbones",
    "stress": "a scripted task-state workload stands in for an agent",
    "e2e": "the admission audit's seeded items stand in for an agent's writes over HTTP",
}


@dataclass(frozen=True, slots=True)
class Claim:
    """One line of the summary: what a paper claims, what this run measured, and whether it holds."""

    paper: str
    claim: str
    measured: str
    holds: bool


@dataclass
class SuiteRun:
    name: str
    report: Any
    seconds: float
    document: dict[str, Any]
    markdown: str
    table: str


def _run_suite(name: str, seed: int, quick: bool, out_dir: Path, tick: Tick) -> SuiteRun:
    start = time.perf_counter()
    if name == "admission":
        from memtx.eval import admission  # noqa: PLC0415

        report: Any = admission.run(seed, progress=tick)
        document = report.to_dict()
    elif name == "consolidation":
        from memtx.eval import consolidation  # noqa: PLC0415

        report = consolidation.run(seed, quick=quick, progress=tick)
        document = report.to_dict()
        consolidation.plot(report, out_dir / "consolidation.png")
    elif name == "recovery":
        from memtx.eval import recovery  # noqa: PLC0415

        report = recovery.run(seed, synthetic=4 if quick else 58, dialogs=1 if quick else 10, progress=tick)
        document = report.to_dict()
        plots.restore_rate(document, out_dir / "recovery.png")
    elif name == "conformance":
        from memtx.eval import conformance  # noqa: PLC0415

        report = conformance.run(progress=tick)
        document = report.to_dict()
        plots.damage(document, out_dir / "conformance.png")
    elif name == "stress":
        from memtx.eval import stress  # noqa: PLC0415

        report = stress.run(seed, updates=200 if quick else 1_000, progress=tick)
        document = report.to_dict()
    else:
        from memtx.eval import e2e  # noqa: PLC0415

        report = e2e.run(seed, progress=tick)
        document = report.to_dict()
    return SuiteRun(name, report, time.perf_counter() - start, document, report.to_markdown(), report.format_table())


def claims(runs: dict[str, SuiteRun]) -> list[Claim]:
    """The summary's lines, from the suites that ran."""
    out: list[Claim] = []
    if "admission" in runs:
        methods: dict[str, dict[str, Any]] = {m["name"]: m for m in runs["admission"].document["methods"]}
        none: dict[str, Any] = {}
        ordered = methods.get("ordered", none).get("paper", none)
        guarded = next((m for n, m in methods.items() if "guard" in n), none).get("all", none)
        bow = [m["all"]["fp"] for n, m in methods.items() if n.startswith("bow")]
        out.append(
            Claim(
                "MemTxn",
                "ordered PatchTest: 100% accuracy on the paper-shaped set (60 valid, 179 hard negatives)",
                f"accuracy {ordered.get('accuracy', 0):.3f} on {ordered.get('n', 0)} items",
                ordered.get("accuracy") == 1.0,
            )
        )
        out.append(
            Claim(
                "MemTxn",
                "bag-of-words coverage lets hard negatives through (≥ 49 false accepts)",
                f"bag-of-words false accepts: {', '.join(map(str, bow))}; ordered + guard: {guarded.get('fp', '–')}",
                bool(bow) and min(bow) > 0 and guarded.get("fp") == 0,
            )
        )
    if "consolidation" in runs:
        report = runs["consolidation"].report
        gains = list(report.gains("best", "sh").values())
        out.append(
            Claim(
                "MemTxn",
                "+17.06 to +24.07 F1 over dense retrieval on FactConsolidation",
                f"single-hop, best-match reader: {min(gains):+.1f} to {max(gains):+.1f} F1" if gains else "–",
                bool(gains) and min(gains) >= 17.06,
            )
        )
    if "recovery" in runs:
        overall = runs["recovery"].document["overall"]
        out.append(
            Claim(
                "MemTxn",
                "journal restore: 100% complete pre-image restore, as the write-set oracle; single-key undo fails",
                f"journal {overall['journal restore']:.3f}, oracle {overall['write-set oracle']:.3f}, "
                f"undo {overall['single-key undo']:.3f}",
                overall["journal restore"] == 1.0 and overall["single-key undo"] < 1.0,
            )
        )
    out += _memtxn_ablations(runs)
    if "stress" in runs:
        arm = next(a for a in runs["stress"].document["arms"] if a["arm"] == "memtx")
        out.append(
            Claim(
                "MemTxn",
                "stress: transaction success, fault detection and retention all 1.0",
                f"{arm['updates']} updates: success {arm['transaction_success']:.3f}, detection "
                f"{arm['fault_detection']:.3f}, retention {arm['retention']:.3f}",
                arm["transaction_success"] == arm["fault_detection"] == arm["retention"] == 1.0,
            )
        )
    if "e2e" in runs:
        rates = runs["e2e"].document["pass_rate"]
        ours = rates.get("memtx (HTTP)")
        if ours is None:
            out.append(Claim("MemTxn", "end to end over HTTP: 1.0 / 1.0 / 0.992", "skipped (no server extra)", False))
        else:
            shown = " / ".join(f"{ours[k]:.3f}" for k in ("valid write", "invalid write", "retention"))
            base = ", ".join(f"{s} retention {r['retention']:.3f}" for s, r in rates.items() if s != "memtx (HTTP)")
            out.append(
                Claim(
                    "MemTxn",
                    "end to end over HTTP: valid / invalid / retention 1.0 / 1.0 / 0.992; retrieval retains 0.225, "
                    "versioned 0",
                    f"memtx {shown}; {base}",
                    ours["valid write"] == 1.0 and ours["invalid write"] == 1.0 and ours["retention"] >= 0.95,
                )
            )
    if "conformance" in runs:
        summaries = runs["conformance"].document["summaries"]
        ours = [s for s in summaries if s["system"] in ("memtx (global gate)", "memtx (scoped gate)")]
        others = [s for s in summaries if not s["system"].startswith("memtx")]
        ablated = [s for s in summaries if s["system"].startswith("memtx − ")]
        damage = sum(s["damage"] for s in ours)
        scoped = [s["permit_rate"] for s in ours if "scoped" in s["system"]]
        strict = [s["permit_rate"] for s in ours if "global" in s["system"]]
        worst_p = max((s["mcnemar_vs_memtx"][2] for s in others if s["mcnemar_vs_memtx"]), default=1.0)
        out.append(
            Claim(
                "MemTX",
                "zero downstream damage on every backbone, permit rate 0.911-0.978",
                f"memtx damage {damage} on both sets and policies, either gate; permit rate on controls: "
                f"scoped gate {min(scoped):.3f}, global gate {min(strict):.3f} (it blocks every control with "
                "unrelated state in flight, by its rule); every baseline damages",
                damage == 0 and min(scoped) >= 0.95 and all(s["damage"] > 0 for s in others),
            )
        )
        drops = sorted(
            f"{s['system'].removeprefix('memtx − ')} {s['damage']}"
            for s in ablated
            if s["policy"] == "eager" and s["suite"] == "main"
        )
        out.append(
            Claim(
                "MemTX",
                "ablations: removing any one component costs correctness",
                ", ".join(drops) + " (damage, main set, eager policy)",
                bool(ablated) and all(s["damage"] > 0 for s in ablated),
            )
        )
        out.append(
            Claim(
                "MemTX",
                "significant over every baseline in paired McNemar tests",
                f"largest p against a baseline: {worst_p:.2g}",
                worst_p < 0.05,
            )
        )
    return out


def _memtxn_ablations(runs: dict[str, SuiteRun]) -> list[Claim]:
    """One line for the ablations of the MemTxn components, each measured in its own suite: the guard and
    the ordered test (admission), the resolver (consolidation) and the journal (recovery)."""
    parts: list[str] = []
    drops: list[bool] = []
    if "admission" in runs:
        fp = {m["name"]: m["all"]["fp"] for m in runs["admission"].document["methods"]}
        unguarded, bow = fp.get("ordered", 0), [v for n, v in fp.items() if n.startswith("bow")]
        parts += [f"no guard {unguarded} false accepts", f"no ordered test (bag of words) {min(bow, default=0)}+"]
        drops += [unguarded > fp.get("ordered+guard", 0), bool(bow) and min(bow) > 0]
    if "consolidation" in runs:
        scores = runs["consolidation"].document["scores"]
        f1 = {(r["size"], r["method"]): r["f1"] for r in scores if r["hops"] == "sh" and r["reader"] == "best"}
        lost = [f1[(size, "memtx")] - f1[(size, m)] for size, m in f1 if m == "memtx − resolver"]
        if lost:
            parts.append(f"no resolver −{min(lost):.1f} to −{max(lost):.1f} F1 (single-hop, best-match)")
            drops.append(min(lost) > 0)
    if "recovery" in runs:
        overall = runs["recovery"].document["overall"]
        undo = overall["single-key undo"]
        parts.append(f"no journal: restore {overall['no recovery']:.3f} (single-key undo {undo:.3f})")
        drops.append(overall["no recovery"] < overall["journal restore"])
    if not parts:
        return []
    return [
        Claim(
            "MemTxn",
            "ablations: removing the guard, the ordered test, the resolver or the journal costs correctness",
            "; ".join(parts),
            all(drops),
        )
    ]


def environment(seed: int, quick: bool, suites: Sequence[str]) -> dict[str, Any]:
    def installed(distribution: str, module: str) -> str | None:
        return version(distribution) if importlib.util.find_spec(module) else None

    return {
        "seed": seed,
        "quick": quick,
        "suites": list(suites),
        "memtx": version("memtx"),
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "platform": platform.platform(),
        "peers": {"memstate": installed("memstate", "memstate"), "mem0ai": installed("mem0ai", "mem0")},
        "stand_ins": {s: STAND_INS[s] for s in suites},
    }


def run_all(
    out_dir: Path,
    *,
    seed: int = 0,
    quick: bool = False,
    suites: Sequence[str] = SUITES,
    progress: Bars | None = None,
) -> tuple[list[Claim], dict[str, SuiteRun], list[Path]]:
    """Run `suites`, write the folder, return the summary, the runs and the files written. `progress` draws a
    bar per suite (`memtx.eval.progress.Bars`); nothing is drawn without it."""
    unknown = [s for s in suites if s not in SUITES]
    if unknown:
        raise ValueError(f"unknown suites {unknown}; expected some of {', '.join(SUITES)}")
    out_dir.mkdir(parents=True, exist_ok=True)
    runs: dict[str, SuiteRun] = {}
    for name in suites:
        runs[name] = _run_suite(name, seed, quick, out_dir, progress(name) if progress is not None else silent)
        if progress is not None:
            progress.finish(name, runs[name].seconds)
    summary = claims(runs)
    env = environment(seed, quick, suites)
    if "consolidation" in runs:
        embedder = runs["consolidation"].report.settings["embedder"]
        env["stand_ins"]["consolidation"] += f"; the dense baselines embed with {embedder}"
    results = {
        "environment": env,
        "summary": [vars_of(c) for c in summary],
        "seconds": {name: round(r.seconds, 2) for name, r in runs.items()},
        "suites": {name: r.document for name, r in runs.items()},
    }
    paths = [out_dir / "results.json", out_dir / "report.md"]
    paths[0].write_text(dump_json(results) + "\n", encoding="utf-8")
    paths[1].write_text(_markdown(summary, runs, env, out_dir), encoding="utf-8")
    paths += sorted(out_dir.glob("*.png"))
    return summary, runs, paths


def vars_of(claim: Claim) -> dict[str, Any]:
    return {"paper": claim.paper, "claim": claim.claim, "measured": claim.measured, "holds": claim.holds}


def summary_table(summary: Sequence[Claim]) -> str:
    rows = [[c.paper, c.claim, c.measured, "holds" if c.holds else "does not hold"] for c in summary]
    return text_table(["paper", "claim", "measured here", "verdict"], rows, indent="  ")


def _markdown(summary: Sequence[Claim], runs: dict[str, SuiteRun], env: dict[str, Any], out_dir: Path) -> str:
    lines = [
        "# memtx evaluation report",
        "",
        f"memtx {env['memtx']} · Python {env['python']} · SQLite {env['sqlite']} · seed {env['seed']}"
        + (" · quick sizes" if env["quick"] else ""),
        "",
        "Real peer packages: "
        + ", ".join(f"{name} {v}" if v else f"{name} not installed" for name, v in env["peers"].items())
        + ".",
        "",
        "## Summary",
        "",
        markdown_table(
            ["paper", "claim", "measured here", "verdict"],
            [[c.paper, c.claim, c.measured, "**holds**" if c.holds else "does not hold"] for c in summary],
        ),
        "",
        *([] if importlib.util.find_spec("matplotlib") else ["(No plots: install memtx[plot] for them.)", ""]),
        "What stands in for a language model:",
        "",
        *(f"- {suite}: {text}" for suite, text in env["stand_ins"].items()),
        "",
    ]
    for name, run in runs.items():
        # The suite's own report, its title dropped and its headings one level down.
        body = re.sub(r"^(#+) ", r"#\1 ", run.markdown.split("\n", 1)[-1], flags=re.MULTILINE)
        lines += [f"## {name} ({run.seconds:.1f} s)", "", body.strip(), ""]
        if (out_dir / f"{name}.png").exists():
            lines += [f"![{name}]({name}.png)", ""]
    return "\n".join(lines)
