"""What the LangGraph store and the MCP server add on top of the `Memory` calls they make (DESIGN §12).

Run: `python benchmarks/bench_interfaces.py [--n N] [--db-dir DIR]`. On one SQLite store (fsync per commit,
memtx's default), measured in the same run:

- LangGraph: puts/s and gets/s through `MemtxStore`, against the same work done directly with `Memory`
  (one transaction observing the source and proposing the value; one `mem.get`), and the ratio — the
  adapter's cost (a read of the visible version inside each put, the source lookup for `created_at`);
- MCP: p50/p99 latency of `get` and `propose_and_commit` tool calls through the SDK's in-process client,
  against the direct `Memory` calls, and the ratio — the SDK's dispatch and JSON conversion.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from mcp.client import Client

import memtx
from memtx.langgraph.store import MemtxStore
from memtx.mcp.server import build_server


def rate(n: int, fn: Callable[[int], object]) -> float:
    start = time.perf_counter()
    for i in range(n):
        fn(i)
    return n / (time.perf_counter() - start)


def direct_put(mem: memtx.Memory, i: int) -> None:
    text = f'{{"text": "fact number {i} for the benchmark"}}'
    with mem.transaction(agent="bench") as tx:
        src = tx.observe(f"source {text}", owner="bench")
        tx.propose(key=f"direct/k{i}", value=text, evidence=text, source=src.id)


def langgraph(mem: memtx.Memory, n: int) -> None:
    store = MemtxStore(mem, agent="bench")
    puts = rate(n, lambda i: store.put(("bench",), f"k{i}", {"text": f"fact number {i} for the benchmark"}))
    base_puts = rate(n, lambda i: direct_put(mem, i))
    gets = rate(n, lambda i: store.get(("bench",), f"k{i}"))
    base_gets = rate(n, lambda i: mem.get(f"direct/k{i}", agent="bench"))
    print(f"langgraph put   {puts:9.0f}/s   direct Memory {base_puts:9.0f}/s   ratio {base_puts / puts:5.2f}x")
    print(f"langgraph get   {gets:9.0f}/s   direct Memory {base_gets:9.0f}/s   ratio {base_gets / gets:5.2f}x")


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered) * 1e3, ordered[int(0.99 * (len(ordered) - 1))] * 1e3


def mcp(mem: memtx.Memory, n: int) -> None:
    server = build_server(mem, agent="bench")

    async def main() -> dict[str, list[float]]:
        out: dict[str, list[float]] = {"get": [], "propose_and_commit": []}
        async with Client(server) as client:
            for i in range(n):
                start = time.perf_counter()
                await client.call_tool("get", {"key": f"direct/k{i}"})
                out["get"].append(time.perf_counter() - start)
                text = f"Tool fact number {i}."
                args = {
                    "observe": [{"text": text}],
                    "proposals": [{"key": f"mcp/k{i}", "value": text[:-1], "evidence": text[:-1]}],
                }
                start = time.perf_counter()
                await client.call_tool("propose_and_commit", args)
                out["propose_and_commit"].append(time.perf_counter() - start)
        return out

    through = asyncio.run(main())
    direct: dict[str, list[float]] = {"get": [], "propose_and_commit": []}
    for i in range(n):
        start = time.perf_counter()
        mem.get(f"direct/k{i}", agent="bench")
        direct["get"].append(time.perf_counter() - start)
        text = f"Direct fact number {i}"
        start = time.perf_counter()
        with mem.transaction(agent="bench") as tx:
            src = tx.observe(text + ".", owner="bench")
            tx.propose(key=f"direct2/k{i}", value=text, evidence=text, source=src.id)
        direct["propose_and_commit"].append(time.perf_counter() - start)
    for name in ("get", "propose_and_commit"):
        (p50, p99), (b50, b99) = percentiles(through[name]), percentiles(direct[name])
        print(
            f"mcp {name:18} p50 {p50:6.2f} ms  p99 {p99:6.2f} ms   direct p50 {b50:6.2f} ms  p99 {b99:6.2f} ms"
            f"   p50 ratio {p50 / b50:5.1f}x"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=300, help="operations per measurement")
    parser.add_argument("--db-dir", default=None, help="directory for the SQLite store (default: a temporary one)")
    args = parser.parse_args()
    directory = Path(args.db_dir or tempfile.mkdtemp())
    with memtx.Memory.open(directory / "bench_interfaces.db") as mem:
        mem.register_agent("bench")
        langgraph(mem, args.n)
        mcp(mem, args.n)


if __name__ == "__main__":
    main()
