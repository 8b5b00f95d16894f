"""The conformance study's statistics, counted over distinct scripts.

Responsible for: the exact McNemar test, folding episode runs into one outcome per distinct script (a
script is right for a system and policy when every copy of it is), and each system's summary per set and
policy: episode-level rates (success, damage, permit rate, abort recovery, compliance) beside the
script-level success and the McNemar test against memtx on one pair per script. Must not: run a system or
read the episodes' data files.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


class RunLike(Protocol):
    """What the statistics read of one run (`conformance.Run`)."""

    @property
    def episode(self) -> str: ...
    @property
    def suite(self) -> str: ...
    @property
    def script(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def system(self) -> str: ...
    @property
    def policy(self) -> str: ...
    @property
    def success(self) -> bool: ...
    @property
    def damage(self) -> bool: ...
    @property
    def recovered(self) -> bool | None: ...
    @property
    def leaked(self) -> bool: ...
    @property
    def seconds(self) -> float: ...


def mcnemar(ours: Sequence[bool], theirs: Sequence[bool]) -> tuple[int, int, float]:
    """Paired exact McNemar test (binomial on the discordant pairs): (only ours right, only theirs right,
    two-sided p)."""
    b = sum(1 for x, y in zip(ours, theirs, strict=True) if x and not y)
    c = sum(1 for x, y in zip(ours, theirs, strict=True) if y and not x)
    n = b + c
    if n == 0:
        return b, c, 1.0
    tail = sum(math.comb(n, i) for i in range(min(b, c) + 1)) / 2**n
    return b, c, min(1.0, 2 * tail)


def by_script(runs: Iterable[RunLike]) -> dict[str, bool]:
    """One outcome per script: right when every copy of it was right."""
    out: dict[str, bool] = {}
    for r in runs:
        out[r.script] = out.get(r.script, True) and r.success
    return out


@dataclass(frozen=True, slots=True)
class Summary:
    suite: str
    system: str
    policy: str
    episodes: int
    scripts: int
    success: float  # over episodes
    script_success: float  # over distinct scripts (every copy right)
    damage: int  # episodes with an irreversible wrong action
    damage_scripts: int  # distinct scripts with one
    permit_rate: float | None  # controls' episodes with the right action taken
    abort_recovery: float | None
    compliance: float
    ms_per_episode: float
    reference: str  # the memtx arm the test pairs with: the global gate, or the scoped one for its ablations
    mcnemar_vs_memtx: tuple[int, int, float] | None  # one pair per distinct script

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.__slots__}


def _rate(hits: int, n: int) -> float | None:
    return round(hits / n, 4) if n else None


def summarize(runs: Sequence[RunLike], suite: str, system: str, policy: str, reference: str) -> Summary:
    """`system`'s summary on `suite` under `policy`, tested against `reference` (memtx) on the same scripts."""
    mine = [r for r in runs if (r.suite, r.system, r.policy) == (suite, system, policy)]
    scripts = by_script(mine)
    test = None
    if system != reference:
        ref = by_script(r for r in runs if (r.suite, r.system, r.policy) == (suite, reference, policy))
        if ref:
            order = sorted(scripts)
            test = mcnemar([ref[s] for s in order], [scripts[s] for s in order])
    controls = [r for r in mine if r.kind == "control"]
    aborted = [r for r in mine if r.recovered is not None]
    return Summary(
        suite=suite,
        system=system,
        policy=policy,
        episodes=len(mine),
        scripts=len(scripts),
        success=_rate(sum(r.success for r in mine), len(mine)) or 0.0,
        script_success=_rate(sum(scripts.values()), len(scripts)) or 0.0,
        damage=sum(r.damage for r in mine),
        damage_scripts=len({r.script for r in mine if r.damage}),
        permit_rate=_rate(sum(r.success for r in controls), len(controls)),
        abort_recovery=_rate(sum(bool(r.recovered) for r in aborted), len(aborted)),
        compliance=_rate(len(mine) - sum(r.leaked for r in mine), len(mine)) or 0.0,
        ms_per_episode=round(1000 * sum(r.seconds for r in mine) / max(1, len(mine)), 3),
        reference=reference,
        mcnemar_vs_memtx=test,
    )
