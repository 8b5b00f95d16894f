"""Throughput of `check_support` (DESIGN §4) on ~1 KB evidence with ~10-token values, and its growth on long inputs.

Run: `python benchmarks/bench_admission.py [--calls N] [--no-long] [--cpu]`. Prints checks/s (by wall clock,
or with `--cpu` by the process's CPU time, steadier when other processes share the cores) for

- cold: every call gets an evidence and a source text it has never seen (nothing memoized helps);
- warm: the same source and evidence every call, values varying (tokenized evidence and source come
  from the module's LRU memo, as when the core re-checks proposals citing one source);

each for the guarded check and for the unguarded ordered test (`guard=False`, the papers' baseline),
measured in the same run, with the ratio guarded / unguarded.

Then (unless `--no-long`) the time of one cold guarded check at value lengths 10 KB, 100 KB and 1 MB, for
three shapes, with each time's ratio to the 10 KB one and that ratio divided by the length ratio (1.0 is
linear growth; the old search was quadratic in the value's length and showed ~10 here at 1 MB):

- equal: value = evidence = source, a repeated paragraph;
- half: the value is the first half of an evidence twice its length (its embedding is ambiguous over the
  whole value: the window is wide, and the narrow first pass finds one);
- negation dropped: value = evidence with one `not` left out (rejected; naming the reason runs more passes).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from memtx.core import admission
from memtx.core.admission import check_support

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


def _letters(n: int) -> str:
    """`n` spelled in letters (a, b, …, z, ba, bb, …): a tag that is no identifier."""
    out = ""
    while True:
        n, r = divmod(n, 26)
        out = chr(97 + r) + out
        if not n:
            return out


def _corpus(rng: random.Random, tag: str, *, plain: bool = False) -> tuple[str, str, list[str]]:
    """An ~1 KB evidence, a ~2 KB source that contains it, and values taken from its clauses. Every
    sentence starts with its own `Note <tag>-<k>:` so no two corpora share a sentence (nothing memoized
    carries over between cold calls). Such a tag (`n12-5`) is a code, one token since issue 31 (an identifier
    in every sentence: the costly case); `plain` spells it in letters (`Note bm-f:`), as prose would be."""
    picks = [f"Note {tag}-{_letters(k) if plain else k}: {rng.choice(_SENTENCES)}" for k in range(30)]
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


_PARAGRAPH = (
    "Alice moved to Paris last year, but she does not like the weather there. "
    "My brother, who lives in Rome, is a doctor; if it rains, we stay home for 3 days. "
    "The store does not offer refunds on sale items unless they are damaged. "
)


def _long_shapes(size: int) -> list[tuple[str, str, str, str]]:
    """(shape, value, evidence, source) with a value of about `size` characters."""
    text = (_PARAGRAPH * (size // len(_PARAGRAPH) + 1))[:size]
    text = text[: text.rfind(".") + 1]
    double = f"{text} {text}"
    at = text.rfind("does not like")
    dropped = text[:at] + "does like" + text[at + len("does not like") :]
    return [("equal", text, text, text), ("half", text, double, double), ("negation dropped", dropped, text, text)]


def _clear_memos() -> None:
    admission._evidence.cache_clear()
    admission._groups.cache_clear()
    admission._source.cache_clear()
    admission._source_key.cache_clear()


def _label(size: int) -> str:
    return f"{size // 1_000_000} MB" if size >= 1_000_000 else f"{size // 1000} KB"


def _long_inputs() -> None:
    sizes = (10_000, 100_000, 1_000_000)
    print()
    print("one cold guarded check, by value length (ratio: to 10 KB; /linear: that ratio / the length ratio)")
    print(f"{'':18}" + "".join(f"{_label(size):>12}" for size in sizes) + f"{'ratio':>10}{'/linear':>9}  verdict")
    for k, shape in enumerate(("equal", "half", "negation dropped")):
        times: list[float] = []
        verdict = ""
        for size in sizes:
            _, value, evidence, source = _long_shapes(size)[k]
            _clear_memos()
            start = time.perf_counter()
            support = check_support(value, evidence, source)
            times.append(time.perf_counter() - start)
            verdict = "ok" if support.ok else str(support.reason)
        ratio = times[-1] / times[0]
        linear = ratio / (sizes[-1] / sizes[0])
        cells = "".join(f"{t * 1000:>10.1f}ms" for t in times)
        print(f"{shape:18}{cells}{ratio:>10.0f}{linear:>9.2f}  {verdict}")


_CLOCK: list[Callable[[], float]] = [time.perf_counter]  # `--cpu`: this process's CPU time instead


def _rate(fn: Callable[[int], None], calls: int) -> float:
    clock = _CLOCK[0]
    start = clock()
    fn(calls)
    return calls / (clock() - start)


def _first_use() -> float:
    """Seconds of the first checks that need speaker binding's and the coordination rule's lemmatizers (issue 31:
    lemminflect and simplemma load their tables on first use), so that the rates below measure checks only."""
    start = time.perf_counter()
    check_support("Lena lives in Rome", "I moved and now live in Rome", "I moved and now live in Rome", speaker="Lena")
    check_support("Lena vive en Roma", "Vivo en Roma", "Vivo en Roma", speaker="Lena")
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=6000, help="checks per measurement")
    parser.add_argument("--no-long", action="store_true", help="skip the long-input growth table")
    parser.add_argument(
        "--cpu", action="store_true", help="rate by this process's CPU time (steadier on a shared machine)"
    )
    parser.add_argument(
        "--plain-tags", action="store_true", help="tag sentences in letters, not with a code (no identifier)"
    )
    args = parser.parse_args()
    if args.cpu:
        _CLOCK[0] = time.process_time
    calls = args.calls
    rng = random.Random(7)
    cold = [
        _corpus(rng, f"n{_letters(i)}" if args.plain_tags else f"n{i}", plain=args.plain_tags) for i in range(calls)
    ]
    ev_bytes = sum(len(e.encode()) for e, _, _ in cold) / len(cold)
    src_bytes = sum(len(s.encode()) for _, s, _ in cold) / len(cold)
    value_tokens = sum(len(v.split()) for _, _, vs in cold for v in vs) / sum(len(vs) for _, _, vs in cold)

    def run_cold(guard: bool) -> Callable[[int], None]:
        def go(n: int) -> None:
            _clear_memos()
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
    print(f"first use (loads the lemmatizers' tables once per process, where a tree has them): {_first_use():.2f} s")
    print(f"guarded verdicts on the workload: {accepted}/{total} accepted")
    print(f"{'':8}{'guarded':>14}{'unguarded':>14}{'ratio':>8}")
    for label, make in (("cold", run_cold), ("warm", run_warm)):
        guarded = _rate(make(True), calls)
        unguarded = _rate(make(False), calls)
        print(f"{label:8}{guarded:>10,.0f} /s{unguarded:>10,.0f} /s{guarded / unguarded:>8.2f}")
    if not args.no_long:
        _long_inputs()


if __name__ == "__main__":
    main()
