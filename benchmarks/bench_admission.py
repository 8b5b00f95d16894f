"""Throughput of `check_support` (DESIGN §4) on ~1 KB evidence with ~10-token values.

Run: `python benchmarks/bench_admission.py [--seconds S]`. Prints checks/s for

- cold: every call gets an evidence and a source text it has never seen (nothing memoized helps);
- warm: the same source and evidence every call, values varying (tokenized evidence and source come
  from the module's LRU memo, as when the core re-checks proposals citing one source);

each for the guarded check and for the unguarded ordered test (`guard=False`, the papers' baseline),
measured in the same run, with the ratio guarded / unguarded.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from memtx import admission
from memtx.admission import check_support

_SENTENCES = (
    "I moved to Berlin last year, but I don't really like the weather there.",
    "My sister works as a nurse at the city hospital and she loves her job.",
    "The store does not offer refunds on sale items unless they are damaged.",
    "Actually, we usually order groceries online because the market is far away.",
    "Only premium users can export data, and exports are limited to 30 files per day.",
    "Alice lives in Paris with her two cats, while Bob works in Rome.",
    "If the package arrives late, the courier will refund the shipping fee.",
    "Our office is closed on public holidays; otherwise it opens at nine.",
    "He said that the meeting was moved to Thursday afternoon.",
    "We can't ship batteries to Spain, although we ship most other items there.",
    "The new policy applies to every order placed after the first of March.",
    "Honestly, the hotel was nice, the staff were friendly and breakfast was included.",
)


def _corpus(rng: random.Random, tag: str) -> tuple[str, str, list[str]]:
    """An ~1 KB evidence, a ~2 KB source that contains it, and values taken from its clauses. Every
    sentence starts with its own `Note <tag>-<k>:` so no two corpora share a sentence (nothing memoized
    carries over between cold calls)."""
    picks = [f"Note {tag}-{k}: {rng.choice(_SENTENCES)}" for k in range(30)]
    evidence_parts: list[str] = []
    while sum(len(p) + 1 for p in evidence_parts) < 1000:
        evidence_parts.append(picks.pop())
    evidence = " ".join(evidence_parts)
    source = " ".join(picks[:10]) + " " + evidence + " " + " ".join(picks[10:20])
    values = [  # ~10 tokens each; most are faithful, a few are the deletions G exists to reject
        "I moved to Berlin last year, but I do not really like the weather there",
        "My sister works as a nurse at the city hospital and she loves her job",
        "The store does not offer refunds on sale items unless they are damaged",
        "we usually order groceries online because the market is far away",
        "exports are limited to 30 files per day",
        "Alice lives in Paris with her two cats",
        "If the package arrives late, the courier will refund the shipping fee",
        "He said that the meeting was moved to Thursday afternoon",
        "the hotel was nice, the staff were friendly and breakfast was included",
        "the courier will refund the shipping fee",  # condition dropped
        "store offer refunds on sale items",  # negation dropped
        "users can export data",  # scope dropped
    ]
    present = [v for v in values if check_support(v, evidence, source, guard=False).ok]
    return evidence, source, present or [evidence_parts[0]]


def _rate(fn: Callable[[int], None], calls: int) -> float:
    start = time.perf_counter()
    fn(calls)
    return calls / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=6000, help="checks per measurement")
    args = parser.parse_args()
    calls = args.calls
    rng = random.Random(7)
    cold = [_corpus(rng, f"n{i}") for i in range(calls)]
    ev_bytes = sum(len(e.encode()) for e, _, _ in cold) / len(cold)
    src_bytes = sum(len(s.encode()) for _, s, _ in cold) / len(cold)
    value_tokens = sum(len(v.split()) for _, _, vs in cold for v in vs) / sum(len(vs) for _, _, vs in cold)

    def run_cold(guard: bool) -> Callable[[int], None]:
        def go(n: int) -> None:
            admission._evidence.cache_clear()
            admission._groups.cache_clear()
            admission._source.cache_clear()
            admission._source_key.cache_clear()
            for i in range(n):
                evidence, source, values = cold[i]
                check_support(values[i % len(values)], evidence, source, guard=guard)

        return go

    evidence, source, values = cold[0]

    def run_warm(guard: bool) -> Callable[[int], None]:
        def go(n: int) -> None:
            k = len(values)
            for i in range(n):
                check_support(values[i % k], evidence, source, guard=guard)

        return go

    check_support(values[0], evidence, source)  # warm the memo
    accepted = sum(check_support(v, e, s).ok for e, s, vs in cold[:500] for v in vs)
    total = sum(len(vs) for _, _, vs in cold[:500])
    print(f"evidence ≈ {ev_bytes:.0f} B, source ≈ {src_bytes:.0f} B, value ≈ {value_tokens:.1f} tokens")
    print(f"guarded verdicts on the workload: {accepted}/{total} accepted")
    print(f"{'':8}{'guarded':>14}{'unguarded':>14}{'ratio':>8}")
    for label, make in (("cold", run_cold), ("warm", run_warm)):
        guarded = _rate(make(True), calls)
        unguarded = _rate(make(False), calls)
        print(f"{label:8}{guarded:>10,.0f} /s{unguarded:>10,.0f} /s{guarded / unguarded:>8.2f}")


if __name__ == "__main__":
    main()
