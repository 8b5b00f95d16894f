"""Canonical key clustering on real facts: does every (subject, relation) slot get its own cluster?

Ingests MemoryAgentBench FactConsolidation facts (../shared/data/memoryagentbench/Conflict_Resolution.json, or
$MEMTX_FACTCONSOLIDATION) through the public API into a fresh in-memory store per row, one source per fact line
and one proposal per fact with key=(subject, relation) from `memtx.tooling.eval.factconsolidation`, then counts how the
store clustered them:

- merges: canonical clusters holding more than one distinct slot (two different facts now share one winner);
- splits: slots whose versions landed in more than one cluster (an update that no longer supersedes);
- stale reads: slots where `mem.get(slot)` does not return the slot's newest sentence.

The slots are exact (subject, relation) pairs, so the ideal is clusters == slots, 0 merges, 0 splits, 0 stale.

    python benchmarks/bench_key_clusters.py                      # every row (the 262k row takes a while)
    python benchmarks/bench_key_clusters.py --rows 6k,32k --json out/clusters.json
    python benchmarks/bench_key_clusters.py --rows 262k --limit 5000

SH and MH rows of one length share the same context; such a context is ingested once and reported for both.
Only the public API is used (`Memory.open`, `observe`, `transaction`, `propose`, `record`, `get`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import memtx
from memtx.tooling.eval import factconsolidation as fc

AGENT = "bench"


def ingest(lines: tuple[str, ...], *, batch: int, progress: bool) -> dict[str, Any]:
    facts, missed = fc.parse_facts(lines)
    mem = memtx.Memory.open(":memory:")
    vid_slot: dict[int, tuple[str, str]] = {}
    staged_ckey: dict[int, str] = {}
    rejected: Counter[str] = Counter()
    outcomes: Counter[str] = Counter()
    aborted = 0
    start = time.perf_counter()
    for lo in range(0, len(facts), batch):
        chunk = facts[lo : lo + batch]
        try:
            with mem.transaction(agent=AGENT) as tx:
                for fact in chunk:
                    src = mem.observe(fact.sentence, owner=AGENT, scope="shared", authority=0.5, at=float(fact.serial))
                    try:
                        rec = tx.propose(
                            key=fact.slot,
                            value=fact.sentence,
                            evidence=fact.sentence,
                            source=src.id,
                            at=float(fact.serial),
                        )
                    except memtx.AdmissionRejected as exc:
                        rejected[getattr(exc, "reason", type(exc).__name__)] += 1
                        continue
                    vid_slot[rec.vid] = fact.slot
                    staged_ckey[rec.vid] = rec.canonical_key
        except memtx.TransactionConflict:
            pass  # single writer: not expected; counted from tx.result below
        result = tx.result
        if result is not None:
            aborted += int(result.aborted)
            outcomes.update(str(o.state) for o in result.outcomes)
        if progress:
            done = min(lo + batch, len(facts))
            print(f"  {done}/{len(facts)} facts, {time.perf_counter() - start:.1f}s", file=sys.stderr, flush=True)
    ingest_s = time.perf_counter() - start

    # Clusters as stored after commit (a backend may settle a record's cluster only when it commits).
    slot_clusters: dict[tuple[str, str], set[str]] = defaultdict(set)
    cluster_slots: dict[str, set[tuple[str, str]]] = defaultdict(set)
    moved = 0
    for vid, slot in vid_slot.items():
        ckey = mem.record(vid).canonical_key
        moved += ckey != staged_ckey[vid]
        slot_clusters[slot].add(ckey)
        cluster_slots[ckey].add(slot)

    # Reads: does each slot's key return its newest sentence?
    newest = {slot: versions[-1].sentence for slot, versions in fc.slot_versions(facts).items()}
    stale = 0
    for slot, sentence in newest.items():
        got = mem.get(slot, agent=AGENT)
        stale += got is None or got.value != sentence
    mem.close()

    merges = {ckey: slots for ckey, slots in cluster_slots.items() if len(slots) > 1}
    splits = {slot: ckeys for slot, ckeys in slot_clusters.items() if len(ckeys) > 1}
    worst = sorted(merges.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    return {
        "facts": len(lines),
        "covered": len(facts),
        "uncovered": len(missed),
        "proposed": len(vid_slot),
        "rejected": dict(rejected),
        "aborted_txns": aborted,
        "outcomes": dict(outcomes),
        "slots": len(newest),
        "slots_stored": len(slot_clusters),
        "clusters": len(cluster_slots),
        "merges": len(merges),
        "slots_in_merged_clusters": sum(len(s) for s in merges.values()),
        "largest_merge": max((len(s) for s in merges.values()), default=0),
        "splits": len(splits),
        "stale_reads": stale,
        "ckey_changed_at_commit": moved,
        "merge_examples": [
            {"canonical_key": ckey, "slots": [list(s) for s in sorted(slots)[:10]], "n_slots": len(slots)}
            for ckey, slots in worst[:5]
        ],
        "split_examples": [
            {"slot": list(slot), "clusters": sorted(ckeys)} for slot, ckeys in sorted(splits.items())[:5]
        ],
        "ingest_seconds": round(ingest_s, 2),
    }


def table(results: list[dict[str, Any]]) -> str:
    cols = [
        ("row", 26, "row"),
        ("facts", 6, "facts"),
        ("covered", 7, "covered"),
        ("slots", 6, "slots"),
        ("clusters", 8, "clusters"),
        ("merges", 6, "merges"),
        ("in merges", 9, "slots_in_merged_clusters"),
        ("max", 4, "largest_merge"),
        ("splits", 6, "splits"),
        ("stale", 6, "stale_reads"),
        ("rejected", 8, "rejected_n"),
        ("ingest s", 8, "ingest_seconds"),
    ]
    head = " ".join(f"{name:<{w}}" if i == 0 else f"{name:>{w}}" for i, (name, w, _) in enumerate(cols))
    out = [head, "-" * len(head)]
    for r in results:
        vals = {**r, "rejected_n": sum(r["rejected"].values())}
        out.append(" ".join(f"{vals[k]!s:<{w}}" if i == 0 else f"{vals[k]!s:>{w}}" for i, (_, w, k) in enumerate(cols)))
    return "\n".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=None, help="the Conflict_Resolution.json file")
    parser.add_argument("--rows", default="", help="sizes to run, e.g. 6k,32k (default: all)")
    parser.add_argument("--limit", type=int, default=None, help="only the first N fact lines of each row")
    parser.add_argument("--batch", type=int, default=500, help="facts per transaction")
    parser.add_argument("--json", type=Path, default=None, help="write the results as JSON here")
    parser.add_argument("--progress", action="store_true", help="per-transaction progress on stderr")
    args = parser.parse_args()

    try:
        rows = fc.load_rows(args.data)
    except fc.DataFileMissing as exc:
        print(f"skipped: {exc}")
        return 0
    wanted = {s.strip() for s in args.rows.split(",") if s.strip()}
    if wanted:
        unknown = wanted - {r.size for r in rows}
        if unknown:
            parser.error(f"unknown row sizes {sorted(unknown)}; the file has {sorted({r.size for r in rows})}")
        rows = [r for r in rows if r.size in wanted]

    print(f"memtx {memtx.__version__} from {Path(memtx.__file__).parent}", flush=True)
    done: dict[tuple[str, ...], dict[str, Any]] = {}
    results: list[dict[str, Any]] = []
    for row in rows:
        lines = row.facts[: args.limit] if args.limit is not None else row.facts
        if lines in done:
            shared = done[lines]
            results.append({**shared, "row": row.source, "same_context_as": shared["row"]})
            print(f"{row.source}: same context as {shared['row']}, not ingested again", flush=True)
            continue
        print(f"{row.source}: ingesting {len(lines)} fact lines ...", flush=True)
        res = {"row": row.source, **ingest(lines, batch=args.batch, progress=args.progress)}
        done[lines] = res
        results.append(res)
        print(f"  done in {res['ingest_seconds']}s", flush=True)

    print()
    print(table(results))
    for r in results:
        if r.get("same_context_as") or not (r["merge_examples"] or r["split_examples"]):
            continue
        print(f"\n{r['row']}: {r['merges']} merged clusters, e.g.")
        for ex in r["merge_examples"]:
            shown = "; ".join(f"({s!r}, {rel!r})" for s, rel in ex["slots"][:6])
            more = f" ... +{ex['n_slots'] - 6}" if ex["n_slots"] > 6 else ""
            print(f"  [{ex['canonical_key']}] <- {ex['n_slots']} slots: {shown}{more}")
        for ex in r["split_examples"]:
            print(f"  split: {tuple(ex['slot'])} over {ex['clusters']}")
        if r["rejected"] or r["aborted_txns"] or r["ckey_changed_at_commit"]:
            print(
                f"  rejected {r['rejected']}, aborted txns {r['aborted_txns']}, "
                f"cluster changed at commit {r['ckey_changed_at_commit']}"
            )
    if args.json is not None:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        meta = {"memtx_version": memtx.__version__, "batch": args.batch, "limit": args.limit}
        args.json.write_text(json.dumps({"meta": meta, "rows": results}, indent=2, ensure_ascii=False) + "\n")
        print(f"\nwrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
