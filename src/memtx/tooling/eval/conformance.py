"""`memtx eval conformance`: the MemTX study — scripted multi-agent episodes against memory systems.

Responsible for: running every episode (the main and hardened sets, read from the data files) on every
system (`conformance_systems`) under every agent policy, scoring it against its ground truth, the report
(table, JSON, Markdown: where memtx loses as well as where it wins) and the suite's summary claims
(`claims`). The statistics, over distinct scripts, are `conformance_stats`'. Must not: change an episode's
truth or let a system see it.

Policies stand in for the backbones of different carefulness: `eager` acts on the first value its read
returns; `careful` acts only when the read presents exactly one current value (two current, different
values are a contradiction it will not resolve by guessing).

Metrics (per system, policy and set): **task success** (the action's outcome — a value acted on, or no
action — is one the truth accepts), **downstream damage** (irreversible actions executed with a value the
truth does not accept), **permit rate** on controls (the right action was taken), **abort recovery**
(episodes where a transaction aborted, by the agent or by the system, whose key ends as a correct memory
holds it) and **permission compliance** (episodes where no agent was shown a private text it may not read).
Each is given over episodes; success also over distinct scripts, on which the McNemar test pairs memtx
(the global gate, the paper's rule) with each other system.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Final

from memtx.tooling.eval.claims import Claim, Verdict
from memtx.tooling.eval.conformance_episodes import FAMILIES, SUITES, Episode, load, script_of
from memtx.tooling.eval.conformance_stats import Summary, mcnemar, summarize
from memtx.tooling.eval.conformance_systems import (
    MEM0_MISSING,
    MEMSTATE_MISSING,
    MEMTX,
    SYSTEMS,
    Candidate,
    System,
    Write,
    mem0_available,
    memstate_available,
    profile,
)
from memtx.tooling.eval.output import write_json_and_markdown
from memtx.tooling.eval.progress import Tick, silent
from memtx.tooling.eval.report import markdown_table, text_table

__all__ = ["POLICIES", "ConformanceEval", "Run", "choose", "claims", "mcnemar", "run", "write_report"]

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
    script: str  # `conformance_episodes.script_of`: copies of one script under other names share it
    family: str
    kind: str
    origin: str
    system: str
    policy: str
    acted: str | None  # the value acted on (None: no action ran)
    success: bool
    damage: bool
    aborted: bool  # some transaction aborted (by the agent or the system)
    recovered: bool | None  # aborted episodes: the key ends as a correct memory holds it
    leaked: bool  # the acting agent was shown a private text it may not read
    refused: tuple[str, ...]  # writes the system declined, with its reason (the episode ran on without them)
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
        script=script_of(episode),
        family=episode.family,
        kind=episode.kind,
        origin=episode.origin,
        system=name,
        policy=policy,
        acted=acted,
        success=success,
        damage=acted is not None and not success,
        aborted=aborted,
        recovered=(held == episode.final) if aborted else None,
        leaked=leaked,
        refused=tuple(system.refused),
        seconds=time.perf_counter() - started,
    )


ABLATED: Final = "memtx − "
SCOPED: Final = "memtx (scoped gate)"


def _is_memtx(name: str) -> bool:
    return name.startswith("memtx")


@dataclass
class ConformanceEval:
    runs: list[Run]
    summaries: list[Summary]
    settings: dict[str, Any]
    skipped: dict[str, str] = field(default_factory=dict)
    damage_by_family: dict[str, dict[str, int]] = field(default_factory=dict)

    def summary(self, suite: str, system: str, policy: str) -> Summary | None:
        return next((s for s in self.summaries if (s.suite, s.system, s.policy) == (suite, system, policy)), None)

    def scripts(self) -> list[dict[str, Any]]:
        """Per distinct script: what it is, how many episodes copy it, and who got it right under each policy."""
        out: dict[tuple[str, str], dict[str, Any]] = {}
        for r in self.runs:
            row = out.setdefault(
                (r.suite, r.script),
                {
                    "suite": r.suite,
                    "script": r.script,
                    "family": r.family,
                    "kind": r.kind,
                    "origin": r.origin,
                    "example": r.episode,
                    "episodes": set(),
                    "right": {},
                },
            )
            row["episodes"].add(r.episode)
            cell = row["right"].setdefault(r.system, {})
            cell[r.policy] = cell.get(r.policy, True) and r.success
        return [row | {"episodes": len(row["episodes"])} for row in out.values()]

    def to_dict(self) -> dict[str, Any]:
        return {
            "suite": "conformance",
            "settings": self.settings,
            "skipped": self.skipped,
            "summaries": [s.to_dict() for s in self.summaries],
            "scripts": self.scripts(),
            "damage_by_family": self.damage_by_family,
            "runs": [asdict(r) for r in self.runs],
        }

    def _rows(self, suite: str, *, ablations: bool) -> tuple[list[str], list[list[Any]]]:
        headers = [
            "system",
            "policy",
            "success (episodes)",
            "success (scripts)",
            "damage (episodes / scripts)",
            "permit (controls)",
            "abort recovery",
            "compliance",
            f"McNemar vs {SCOPED if ablations else MEMTX}, per script (b/c, p)",
            "ms/episode",
        ]
        rows = []
        for s in (x for x in self.summaries if x.suite == suite and x.system.startswith(ABLATED) == ablations):
            test = s.mcnemar_vs_memtx
            rows.append(
                [
                    s.system,
                    s.policy,
                    f"{s.success:.3f}",
                    f"{s.script_success:.3f}",
                    f"{s.damage} / {s.damage_scripts}",
                    "–" if s.permit_rate is None else f"{s.permit_rate:.3f}",
                    "–" if s.abort_recovery is None else f"{s.abort_recovery:.3f}",
                    f"{s.compliance:.3f}",
                    "–" if test is None else f"{test[0]}/{test[1]}, p={test[2]:.2g}",
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

    def _set_line(self, suite: str) -> str:
        n, k = self.settings["episodes"][suite], self.settings["distinct_scripts"][suite]
        return f"{suite} set: {n} episodes, {k} distinct scripts"

    def format_table(self) -> str:
        lines = [
            "memtx eval conformance · the MemTX study (scripted multi-agent episodes)",
            f"  policies stand in for backbones: {self.settings['policies']}",
            *(f"  {line}" for line in self._peers()[:1]),
        ]
        for suite in SUITES:
            if not self.settings["episodes"].get(suite):
                continue
            headers, rows = self._rows(suite, ablations=False)
            lines += [f"  {self._set_line(suite)}", text_table(headers, rows, indent="  ")]
        losses = self.losses()
        lines.append(f"  memtx (global gate) wrong on {len(losses)} scripts (see the Markdown report)")
        lines += [f"  skipped: {name}: {why}" for name, why in self.skipped.items()]
        return "\n".join(lines)

    def losses(self) -> list[dict[str, Any]]:
        """The scripts memtx (global gate) gets wrong under some policy, with who gets them right."""
        out = []
        for row in self.scripts():
            ours = row["right"].get(MEMTX, {})
            if all(ours.values()):
                continue
            right = sorted(
                name
                for name, cell in row["right"].items()
                if not name.startswith(ABLATED) and name != MEMTX and all(cell.values())
            )
            out.append(row | {"wrong_under": sorted(p for p, ok in ours.items() if not ok), "right_on_it": right})
        return sorted(out, key=lambda r: (r["suite"], r["family"], r["example"]))

    def _systems_section(self) -> list[str]:
        rows = [
            [name, p["implements"], "; ".join(p["mechanisms"]), p["leaves_out"]]
            for name, p in self.settings["profiles"].items()
            if not name.startswith(ABLATED)
        ]
        return [
            "## Systems",
            "",
            markdown_table(["system", "implements", "mechanisms", "leaves out"], rows),
            "",
        ]

    def _losses_section(self) -> list[str]:
        losses = self.losses()
        descriptions = {r.episode: r for r in self.runs if r.system == MEMTX}
        rows = []
        for row in losses:
            run = descriptions[row["example"]]
            rows.append(
                [
                    row["suite"],
                    row["family"],
                    row["origin"],
                    row["example"],
                    row["episodes"],
                    "no action" if run.acted is None else f"acted on {run.acted!r}",
                    ", ".join(row["wrong_under"]),
                    ", ".join(row["right_on_it"]) or "none",
                ]
            )
        return [
            "## Where memtx loses",
            "",
            f"memtx (global gate) is wrong on {len(losses)} distinct scripts (its action — or its refusal — is "
            "not one the truth accepts, under the policies named). One example episode per script; the last "
            "column names the systems that get every copy right under both policies.",
            "",
            markdown_table(
                ["set", "family", "origin", "example episode", "copies", "memtx did", "wrong under", "right on it"],
                rows,
            )
            if rows
            else "(none)",
            "",
        ]

    def to_markdown(self) -> str:
        lines = [
            "# Conformance (the MemTX study)",
            "",
            f"Policies: {self.settings['policies']}. A script is an episode's steps and truth up to renaming; "
            "copies of a script are counted once in the script columns, and the McNemar test pairs memtx "
            "(global gate) with each system on one outcome per script (right when every copy is right; "
            "b = only memtx right, c = only the other right).",
            "",
            *self._peers(),
            f"Writes memtx declined (admission or flow rules; the episode ran on without them): "
            f"{sum(len(r.refused) for r in self.runs if _is_memtx(r.system))}.",
            "",
            *self._systems_section(),
        ]
        for suite in SUITES:
            if not self.settings["episodes"].get(suite):
                continue
            headers, rows = self._rows(suite, ablations=False)
            lines += [f"## {self._set_line(suite)}", "", markdown_table(headers, rows), ""]
        lines += self._losses_section()
        for suite in SUITES:
            headers, rows = self._rows(suite, ablations=True)
            if rows:
                lines += [
                    f"## Ablations on the {suite} set: memtx with one component removed (scoped gate)",
                    "",
                    "Each ablation runs on the scoped gate and is paired with it, script by script (b = only "
                    "memtx (scoped gate) right, c = only the ablation right).",
                    "",
                    markdown_table(headers, rows),
                    "",
                ]
        families = list(FAMILIES)
        lines += [
            "## Downstream damage by family (episodes, both sets, both policies)",
            "",
            markdown_table(
                ["system", *families],
                [[name, *(d.get(f, 0) for f in families)] for name, d in self.damage_by_family.items()],
            ),
        ]
        lines += [f"- skipped {name}: {why}" for name, why in self.skipped.items()]
        return "\n".join(lines)


def _one_per_script(episodes: Sequence[Episode]) -> list[Episode]:
    """The first episode of each distinct script, in order."""
    seen: set[str] = set()
    out = []
    for episode in episodes:
        script = script_of(episode)
        if script not in seen:
            seen.add(script)
            out.append(episode)
    return out


def run(
    *,
    suites: Sequence[str] = SUITES,
    systems: Sequence[str] | None = None,
    quick: bool = False,
    progress: Tick | None = None,
) -> ConformanceEval:
    """Every episode of `suites` on every system in `systems` (default: all registered) under both policies.
    `quick`: one episode per distinct script — the script-level statistics are the same kind, the episode
    counts smaller."""
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
    if quick:
        episodes = {
            suite: list({script_of(e): e for e in reversed(eps)}.values())[::-1] for suite, eps in episodes.items()
        }
    runs: list[Run] = []
    steps = [(suite, name) for suite in episodes for name in chosen]
    for n, (suite, name) in enumerate(steps):
        eps = episodes[suite]
        tick(n, len(steps), f"{suite}: {name} ({len(eps)} episodes x {len(POLICIES)} policies)")
        for policy in POLICIES:
            runs += [run_episode(e, SYSTEMS[name], policy, name) for e in eps]
    tick(len(steps), len(steps), "done")
    summaries = [
        summarize(runs, suite, name, policy, SCOPED if name.startswith(ABLATED) else MEMTX)
        for suite in episodes
        for name in chosen
        for policy in POLICIES
    ]
    damage = {
        name: {f: sum(r.damage for r in runs if r.system == name and r.family == f) for f in FAMILIES}
        for name in chosen
    }
    settings: dict[str, Any] = {
        "policies": "eager = acts on the first value read; careful = acts only on a single current value",
        "episodes": {suite: len(eps) for suite, eps in episodes.items()},
        "distinct_scripts": {suite: len({script_of(e) for e in eps}) for suite, eps in episodes.items()},
        "origins": {
            suite: {o: sum(e.origin == o for e in eps) for o in ("scripted", "paper", "random")}
            for suite, eps in episodes.items()
        },
        "quick": quick,
        "systems": chosen,
        "profiles": {name: profile(name).to_dict() for name in chosen},
        "reference": MEMTX,
    }
    if "MemState" in chosen:
        settings["memstate_version"] = importlib_version("memstate")
    if "mem0" in chosen:
        settings["mem0_version"] = importlib_version("mem0ai")
    return ConformanceEval(runs, summaries, settings, skipped, damage)


# --- the summary's claims (MemTX) ---------------------------------------------------------------------------

PAPER: Final = "MemTX"


def _cells(document: dict[str, Any], system: str) -> list[dict[str, Any]]:
    return [s for s in document["summaries"] if s["system"] == system]


def _configuration(document: dict[str, Any]) -> str:
    sets = ", ".join(
        f"{suite} {n} episodes / {document['settings']['distinct_scripts'][suite]} scripts"
        for suite, n in document["settings"]["episodes"].items()
    )
    return f"{sets}; eager and careful policies (no model)"


def claims(document: dict[str, Any]) -> list[Claim]:
    """MemTX's claims against this run's `to_dict()` document, each judged with the paper's figure as the bar:
    damage on the paper's gate (global), its permit rate on the same gate (the scoped gate's beside it),
    significance over every baseline on one pair per distinct script, and the ablations."""
    config = _configuration(document)
    ours = _cells(document, MEMTX)
    if not ours:
        missing = "memtx (global gate) did not run"
        return [
            Claim(PAPER, claim, figure, missing, config, Verdict.NOT_MEASURED)
            for claim, figure in (
                ("zero downstream damage on every backbone", "0"),
                ("permit rate on legitimate actions", "0.911–0.978"),
                ("significant over every baseline (paired McNemar)", "p < 0.05"),
                ("ablations: removing any one component costs correctness", "every ablation loses"),
            )
        ]
    return [
        _damage_claim(document, ours, config),
        _permit_claim(document, ours, config),
        _significance_claim(document, config),
        _ablation_claim(document, config),
    ]


def _damage_claim(document: dict[str, Any], ours: list[dict[str, Any]], config: str) -> Claim:
    damage = sum(s["damage"] for s in ours)
    scripts = sorted({(s["suite"], s["damage_scripts"]) for s in ours})
    scoped = sum(s["damage"] for s in _cells(document, SCOPED))
    per_set = ", ".join(f"{suite} {sum(s['damage'] for s in ours if s['suite'] == suite)}" for suite, _ in scripts)
    return Claim(
        PAPER,
        "zero downstream damage on every backbone",
        "0 irreversible wrong actions",
        f"global gate: {damage} wrong actions ({per_set}; both policies); scoped gate: {scoped}",
        config,
        Verdict.HOLDS if damage == 0 else Verdict.NOT_REPRODUCED,
    )


def _permit_claim(document: dict[str, Any], ours: list[dict[str, Any]], config: str) -> Claim:
    rates = [s["permit_rate"] for s in ours if s["permit_rate"] is not None]
    scoped = [s["permit_rate"] for s in _cells(document, SCOPED) if s["permit_rate"] is not None]
    if not rates:
        return Claim(
            PAPER, "permit rate on legitimate actions", "0.911–0.978", "no controls ran", config, Verdict.NOT_MEASURED
        )
    shown = f"global gate (the one tested for significance) {min(rates):.3f}–{max(rates):.3f}"
    if scoped:
        shown += f"; scoped gate {min(scoped):.3f}–{max(scoped):.3f}"
    return Claim(
        PAPER,
        "permit rate on legitimate actions (controls), every backbone at or above the paper's lowest",
        "0.911–0.978",
        shown,
        config + "; the bar: each set and policy ≥ 0.911 on the global gate",
        Verdict.HOLDS if min(rates) >= 0.911 else Verdict.NOT_REPRODUCED,
    )


def _significance_claim(document: dict[str, Any], config: str) -> Claim:
    worst: dict[str, float] = {}
    for s in document["summaries"]:
        if _is_memtx(s["system"]) or s["mcnemar_vs_memtx"] is None:
            continue
        worst[s["system"]] = max(worst.get(s["system"], 0.0), float(s["mcnemar_vs_memtx"][2]))
    skipped = sorted(document.get("skipped", {}))
    if not worst:
        return Claim(
            PAPER,
            "significant over every baseline (paired McNemar)",
            "p < 0.05 for each",
            "no baseline ran",
            config,
            Verdict.NOT_MEASURED,
        )
    shown = ", ".join(f"{name} p≤{p:.2g}" for name, p in sorted(worst.items(), key=lambda kv: -kv[1]))
    if skipped:
        shown += f"; not run: {', '.join(skipped)}"
    verdict = Verdict.HOLDS if max(worst.values()) < 0.05 and not skipped else Verdict.NOT_REPRODUCED
    if skipped and max(worst.values()) < 0.05:
        verdict = Verdict.NOT_MEASURED
    return Claim(
        PAPER,
        "significant over every baseline (paired McNemar)",
        "p < 0.05 for each baseline",
        f"largest p per baseline over sets and policies, one pair per distinct script: {shown}",
        config + "; memtx with the global gate",
        verdict,
    )


def _ablation_claim(document: dict[str, Any], config: str) -> Claim:
    ablated = sorted({s["system"] for s in document["summaries"] if s["system"].startswith(ABLATED)})
    full = _cells(document, SCOPED)
    if not ablated or not full:
        return Claim(
            PAPER,
            "ablations: removing any one component costs correctness",
            "every ablation loses",
            "the ablations or memtx (scoped gate) did not run",
            config,
            Verdict.NOT_MEASURED,
        )

    def wrong(system: str) -> int:
        cells = _cells(document, system)
        return sum(round((1 - s["script_success"]) * s["scripts"]) for s in cells)

    base = wrong(SCOPED)
    costs = {name.removeprefix(ABLATED): wrong(name) - base for name in ablated}
    shown = ", ".join(f"{name} {cost:+d}" for name, cost in costs.items())
    significant = sorted(
        {
            s["system"].removeprefix(ABLATED)
            for s in document["summaries"]
            if s["system"].startswith(ABLATED) and s["mcnemar_vs_memtx"] and s["mcnemar_vs_memtx"][2] < 0.05
        }
    )
    shown += f"; per-script McNemar p < 0.05 on some set for: {', '.join(significant) or 'none'}"
    return Claim(
        PAPER,
        "ablations: removing any one component costs correctness",
        "every ablation loses",
        f"wrong scripts beyond memtx (scoped gate), summed over sets and policies: {shown}",
        config + "; each ablation on the scoped gate",
        Verdict.HOLDS if all(c > 0 for c in costs.values()) else Verdict.NOT_REPRODUCED,
    )


def importlib_version(package: str) -> str:
    from importlib.metadata import version  # noqa: PLC0415

    return version(package)


def write_report(report: ConformanceEval, out_dir: Path) -> list[Path]:
    return write_json_and_markdown(out_dir, "conformance", report.to_dict(), report.to_markdown())
