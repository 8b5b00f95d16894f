"""`memtx eval conformance`: the MemTX study — scripted multi-agent episodes against memory systems.

Responsible for: running every episode (`conformance_episodes`: the main and hardened sets, read from the
data files) on every system (`conformance_systems`) under every agent policy, scoring it against its ground
truth, the paired McNemar test of memtx against each baseline, and the report (table, JSON, Markdown).
Must not: change an episode's truth or let a system see it.

Policies stand in for the backbones of different carefulness: `eager` acts on the first value its read
returns; `careful` acts only when the read presents exactly one current value (two current, different
values are a contradiction it will not resolve by guessing).

Metrics (per system, policy and set): **task success** (the action's outcome — a value acted on, or no
action — is one the truth accepts), **downstream damage** (irreversible actions executed with a value the
truth does not accept), **permit rate** on controls (the right action was taken), **abort recovery**
(episodes where a transaction aborted, by the agent or by the system, whose key ends as a correct memory
holds it) and **permission compliance** (episodes where no agent was shown a private text it may not read).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Final

from memtx.eval.conformance_episodes import FAMILIES, SUITES, Episode, load
from memtx.eval.conformance_systems import (
    MEM0_MISSING,
    MEMSTATE_MISSING,
    MEMTX,
    SYSTEMS,
    Candidate,
    System,
    Write,
    mem0_available,
    memstate_available,
)
from memtx.eval.output import write_json_and_markdown
from memtx.eval.progress import Tick, silent
from memtx.eval.report import markdown_table, text_table

POLICIES: Final = ("eager", "careful")


def choose(policy: str, candidates: Sequence[Candidate]) -> Candidate | None:
    """What the agent acts on, if anything (the module docstring's policies)."""
    if policy == "eager":
        return candidates[0] if candidates else None
    current = [c for c in candidates if c.current]
    if len({c.value for c in current}) != 1:
        return None
    return current[0]


@dataclass(frozen=True, slots=True)
class Run:
    """One episode on one system under one policy."""

    episode: str
    suite: str
    family: str
    kind: str
    system: str
    policy: str
    acted: str | None  # the value acted on (None: no action ran)
    success: bool
    damage: bool
    aborted: bool  # some transaction aborted (by the agent or the system)
    recovered: bool | None  # aborted episodes: the key ends as a correct memory holds it
    leaked: bool  # the acting agent was shown a private text it may not read
    seconds: float


def run_episode(episode: Episode, factory: Callable[[], System], policy: str, name: str) -> Run:
    system = factory()
    started = time.perf_counter()
    acted: str | None = None
    leaked = aborted = False
    act_step: dict[str, Any] = {}
    try:
        system.setup(episode.agents)
        for step in episode.steps:
            op = step["op"]
            if op == "write":
                system.write(Write.of(step))
            elif op == "begin":
                system.begin(step["txn"], step["agent"])
            elif op == "stage":
                system.stage(step["txn"], Write.of(step))
            elif op == "commit":
                aborted |= not system.commit(step["txn"])
            elif op == "abort":
                system.abort(step["txn"])
                aborted = True
            elif op == "retract":
                system.retract(step["agent"], step["target"])
            else:  # act
                act_step = dict(step)
                candidates = system.read(step["agent"], step["key"])
                leaked |= any(secret in c.value for c in candidates for secret in episode.secrets)
                chosen = choose(policy, candidates)
                if chosen is not None and system.act(step["agent"], step["tool"], step["key"], chosen):
                    acted = chosen.value
        end = system.read(act_step["agent"], act_step["key"])
        held = next((c.value for c in end if c.current), None)
    finally:
        system.close()
    success = acted in episode.acceptable
    return Run(
        episode=episode.id,
        suite=episode.suite,
        family=episode.family,
        kind=episode.kind,
        system=name,
        policy=policy,
        acted=acted,
        success=success,
        damage=acted is not None and not success,
        aborted=aborted,
        recovered=(held == episode.final) if aborted else None,
        leaked=leaked,
        seconds=time.perf_counter() - started,
    )


def mcnemar(ours: Sequence[bool], theirs: Sequence[bool]) -> tuple[int, int, float]:
    """Paired exact McNemar test: (only ours right, only theirs right, two-sided p)."""
    b = sum(1 for x, y in zip(ours, theirs, strict=True) if x and not y)
    c = sum(1 for x, y in zip(ours, theirs, strict=True) if y and not x)
    n = b + c
    if n == 0:
        return b, c, 1.0
    tail = sum(math.comb(n, i) for i in range(min(b, c) + 1)) / 2**n
    return b, c, min(1.0, 2 * tail)


@dataclass(frozen=True, slots=True)
class Summary:
    suite: str
    system: str
    policy: str
    episodes: int
    success: float
    damage: int
    permit_rate: float | None
    abort_recovery: float | None
    compliance: float
    ms_per_episode: float
    mcnemar_vs_memtx: tuple[int, int, float] | None


@dataclass
class ConformanceEval:
    runs: list[Run]
    summaries: list[Summary]
    settings: dict[str, Any]
    skipped: dict[str, str] = field(default_factory=dict)
    damage_by_family: dict[str, dict[str, int]] = field(default_factory=dict)

    def summary(self, suite: str, system: str, policy: str) -> Summary | None:
        return next((s for s in self.summaries if (s.suite, s.system, s.policy) == (suite, system, policy)), None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "suite": "conformance",
            "settings": self.settings,
            "skipped": self.skipped,
            "summaries": [asdict(s) for s in self.summaries],
            "damage_by_family": self.damage_by_family,
            "runs": [asdict(r) for r in self.runs],
        }

    def _rows(self, suite: str) -> tuple[list[str], list[list[Any]]]:
        headers = [
            "system",
            "policy",
            "success",
            "damage",
            "permit (controls)",
            "abort recovery",
            "compliance",
            "McNemar vs memtx (b/c, p)",
            "ms/episode",
        ]
        rows = []
        for s in (x for x in self.summaries if x.suite == suite):
            test = (
                "–"
                if s.mcnemar_vs_memtx is None
                else (f"{s.mcnemar_vs_memtx[0]}/{s.mcnemar_vs_memtx[1]}, p={s.mcnemar_vs_memtx[2]:.2g}")
            )
            rows.append(
                [
                    s.system,
                    s.policy,
                    f"{s.success:.3f}",
                    s.damage,
                    "–" if s.permit_rate is None else f"{s.permit_rate:.3f}",
                    "–" if s.abort_recovery is None else f"{s.abort_recovery:.3f}",
                    f"{s.compliance:.3f}",
                    test,
                    f"{s.ms_per_episode:.2f}",
                ]
            )
        return headers, rows

    def _peers(self) -> list[str]:
        ran = [
            f"{name} {self.settings[key]}"
            for name, key in (("MemState", "memstate_version"), ("mem0", "mem0_version"))
            if key in self.settings
        ]
        return [f"Real packages run: {', '.join(ran)}.", ""] if ran else []

    def format_table(self) -> str:
        lines = [
            "memtx eval conformance · the MemTX study (scripted multi-agent episodes)",
            f"  policies stand in for backbones: {self.settings['policies']}",
            *(f"  {line}" for line in self._peers()[:1]),
        ]
        for suite in SUITES:
            n = self.settings["episodes"].get(suite)
            if not n:
                continue
            headers, rows = self._rows(suite)
            lines += [f"  {suite} set: {n} episodes", text_table(headers, rows, indent="  ")]
        lines += [f"  skipped: {name}: {why}" for name, why in self.skipped.items()]
        return "\n".join(lines)

    def to_markdown(self) -> str:
        lines = [
            "# Conformance (the MemTX study)",
            "",
            f"Policies: {self.settings['policies']}. McNemar: memtx (global gate) against each system, "
            "paired by episode and policy (b = only memtx right, c = only the other right).",
            "",
            *self._peers(),
        ]
        for suite in SUITES:
            n = self.settings["episodes"].get(suite)
            if not n:
                continue
            headers, rows = self._rows(suite)
            lines += [f"## {suite} set ({n} episodes)", "", markdown_table(headers, rows), ""]
        ablated = [s for s in self.summaries if s.system.startswith("memtx − ")]
        if ablated:
            lines += [
                "## Ablations: memtx with one component removed (scoped gate)",
                "",
                "Each row against `memtx (scoped gate)` under the same policy on the same set.",
                "",
            ]
            rows = []
            for s in ablated:
                full = self.summary(s.suite, "memtx (scoped gate)", s.policy)
                rows.append(
                    [
                        s.system,
                        s.suite,
                        s.policy,
                        f"{s.success:.3f}",
                        "–" if full is None else f"{s.success - full.success:+.3f}",
                        s.damage,
                        f"{s.compliance:.3f}",
                    ]
                )
            lines += [
                markdown_table(["ablation", "set", "policy", "success", "drop", "damage", "compliance"], rows),
                "",
            ]
        families = list(FAMILIES)
        lines += [
            "## Downstream damage by family (both sets, both policies)",
            "",
            markdown_table(
                ["system", *families],
                [[name, *(d.get(f, 0) for f in families)] for name, d in self.damage_by_family.items()],
            ),
        ]
        lines += [f"- skipped {name}: {why}" for name, why in self.skipped.items()]
        return "\n".join(lines)


def run(
    *, suites: Sequence[str] = SUITES, systems: Sequence[str] | None = None, progress: Tick | None = None
) -> ConformanceEval:
    tick = progress or silent
    chosen = list(systems) if systems is not None else list(SYSTEMS)
    unknown = [s for s in chosen if s not in SYSTEMS]
    if unknown:
        raise ValueError(f"unknown systems {unknown}; expected some of {', '.join(SYSTEMS)}")
    skipped: dict[str, str] = {}
    if "MemState" in chosen and not memstate_available():
        chosen.remove("MemState")
        skipped["MemState"] = MEMSTATE_MISSING
    if "mem0" in chosen and not mem0_available():
        chosen.remove("mem0")
        skipped["mem0"] = MEM0_MISSING
    episodes = {suite: load(suite) for suite in suites}
    runs: list[Run] = []
    steps = [(suite, name) for suite in episodes for name in chosen]
    for n, (suite, name) in enumerate(steps):
        eps = episodes[suite]
        tick(n, len(steps), f"{suite}: {name} ({len(eps)} episodes x {len(POLICIES)} policies)")
        for policy in POLICIES:
            runs += [run_episode(e, SYSTEMS[name], policy, name) for e in eps]
    tick(len(steps), len(steps), "done")
    summaries = []
    for suite in episodes:
        for name in chosen:
            for policy in POLICIES:
                mine = [r for r in runs if (r.suite, r.system, r.policy) == (suite, name, policy)]
                ref = [r for r in runs if (r.suite, r.system, r.policy) == (suite, MEMTX, policy)]
                controls = [r for r in mine if r.kind == "control"]
                aborted = [r for r in mine if r.recovered is not None]
                summaries.append(
                    Summary(
                        suite=suite,
                        system=name,
                        policy=policy,
                        episodes=len(mine),
                        success=round(sum(r.success for r in mine) / len(mine), 4),
                        damage=sum(r.damage for r in mine),
                        permit_rate=round(sum(r.success for r in controls) / len(controls), 4) if controls else None,
                        abort_recovery=round(sum(bool(r.recovered) for r in aborted) / len(aborted), 4)
                        if aborted
                        else None,
                        compliance=round(1 - sum(r.leaked for r in mine) / len(mine), 4),
                        ms_per_episode=round(1000 * sum(r.seconds for r in mine) / len(mine), 3),
                        mcnemar_vs_memtx=None
                        if name == MEMTX or not ref
                        else mcnemar([r.success for r in ref], [r.success for r in mine]),
                    )
                )
    damage = {
        name: {f: sum(r.damage for r in runs if r.system == name and r.family == f) for f in FAMILIES}
        for name in chosen
    }
    settings: dict[str, Any] = {
        "policies": "eager = acts on the first value read; careful = acts only on a single current value",
        "episodes": {suite: len(eps) for suite, eps in episodes.items()},
        "systems": chosen,
    }
    if "MemState" in chosen:
        settings["memstate_version"] = importlib_version("memstate")
    if "mem0" in chosen:
        settings["mem0_version"] = importlib_version("mem0ai")
    return ConformanceEval(runs, summaries, settings, skipped, damage)


def importlib_version(package: str) -> str:
    from importlib.metadata import version  # noqa: PLC0415

    return version(package)


def write_report(report: ConformanceEval, out_dir: Path) -> list[Path]:
    return write_json_and_markdown(out_dir, "conformance", report.to_dict(), report.to_markdown())
