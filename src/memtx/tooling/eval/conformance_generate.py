"""Assembling the conformance study's two sets and writing their data files.

Responsible for: the main and hardened sets, deterministically from a seed — the hand-written families
(`conformance_episodes`), the papers' failure cases and paraphrased laundering (`conformance_cases`), then
randomized episodes (`conformance_random`, truth from the reference model) until the set holds at least
`MIN_SCRIPTS` distinct scripts — and writing them as `conformance_data/<suite>.json`. Must not: run a
system or score one.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Final

from memtx.tooling.eval.conformance_cases import PARAPHRASE_STYLES, paper_cases, paraphrased_laundering
from memtx.tooling.eval.conformance_episodes import (
    DATA_DIR,
    SUITES,
    Case,
    Draw,
    Episode,
    dump,
    script_of,
    scripted_cases,
)
from memtx.tooling.eval.conformance_random import HARDENED, MAIN, randomized

MIN_SCRIPTS: Final = 64  # at least 60 distinct scripts per set, with a margin


def _episode(suite: str, family: str, case: Case, episode_id: str, origin: str) -> Episode:
    steps = tuple(case.steps)
    episode = Episode(
        id=episode_id,
        suite=suite,
        family=family,
        kind=case.kind,
        description=case.description,
        steps=steps,
        acceptable=case.acceptable,
        final=case.final,
        secrets=case.secrets,
        agents=tuple(dict.fromkeys(s["agent"] for s in steps if "agent" in s)),
        origin=origin,
    )
    episode.validate()
    return episode


def _handwritten(suite: str, d: Draw) -> Iterator[tuple[str, str, Case]]:
    for family, case in scripted_cases(suite, d):
        yield "scripted", family, case
    for family, case in paper_cases(d, suite):
        yield "paper", family, case
    copies = 2 if suite == "main" else 1
    for style in PARAPHRASE_STYLES:
        for _ in range(copies):
            yield "scripted", "permission_laundering", paraphrased_laundering(d, style)


def build(suite: str, seed: int = 0) -> list[Episode]:
    """One set, deterministically from `seed` (the data files hold seed 0's)."""
    d = Draw(random.Random(f"conformance:{seed}:{suite}"))
    episodes: list[Episode] = []
    counts: dict[str, int] = {}
    for origin, family, case in _handwritten(suite, d):
        label = f"{family}/{case.kind}" if origin == "scripted" else f"paper/{family}"
        counts[label] = counts.get(label, 0) + 1
        episodes.append(_episode(suite, family, case, f"{suite}/{label}-{counts[label]:02d}", origin))
    taken = {script_of(e) for e in episodes}
    wanted = max(0, MIN_SCRIPTS - len(taken))

    def script(family: str, case: Case) -> str:
        return script_of(_episode(suite, family, case, "probe", "random"))

    rng = random.Random(f"conformance:{seed}:{suite}:random")
    odds = MAIN if suite == "main" else HARDENED
    for n, (family, case) in enumerate(randomized(rng, wanted, taken, script, odds), start=1):
        episodes.append(_episode(suite, family, case, f"{suite}/random/{family}-{n:03d}", "random"))
    return episodes


def generate(seed: int = 0) -> dict[str, list[Episode]]:
    """Both sets, deterministically from `seed`."""
    return {suite: build(suite, seed) for suite in SUITES}


def write_data(directory: Path, seed: int = 0) -> list[Path]:
    """Regenerate the data files (`python -m memtx.tooling.eval.conformance_generate [DIR]`)."""
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for suite, episodes in generate(seed).items():
        path = directory / f"{suite}.json"
        path.write_text(dump(episodes), encoding="utf-8")
        paths.append(path)
    return paths


if __name__ == "__main__":  # pragma: no cover - a maintenance entry point
    import sys

    for written in write_data(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / DATA_DIR):
        print(written)
