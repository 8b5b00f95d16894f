"""The memtx operations the workloads time, through the public API, with fallbacks for APIs still landing.

Responsible for: one governed commit (observe + propose), batch proposals, building keyed stores fast, and saying
which fallback a run used. Must not: reach into engine or storage internals (the one exception, the statement
trace, lives in `memtx.tooling.bench.workloads` and says so).

`tx.observe` (observe inside the transaction, same physical unit) and `tx.propose_many` (the batch path) come
with issue 7; until a build has them, `mem.observe` runs before the proposals in its own unit and
`tx.propose` runs once per item, and every workload prints a warning saying so.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memtx import Memory, Record, Source, State, TxnHandle, TxnResult
from memtx.tooling.bench.harness import BenchError, Log

AGENT = "bench"
OWNER = "bench-user"
AUTHORITY = 0.7
T0 = 1_000_000.0  # event times start here (seconds); later versions get later times, so they win


def open_memory(url: Path | str, *, fast: bool) -> Memory:
    """`Memory.open` with the sources' owner registered (default team), so `shared` sources are readable by the
    bench agent from the first commit on, whichever path stores the source."""
    mem = Memory.open(url, fast=fast)
    mem.register_agent(OWNER)
    return mem


def has_tx_observe() -> bool:
    return hasattr(TxnHandle, "observe")


def has_propose_many() -> bool:
    return hasattr(TxnHandle, "propose_many")


def load_batch() -> int:
    """Proposals per loading transaction: large on the batch path; smaller when looping over `tx.propose`, whose
    cost per proposal grew with the transaction's size in the builds before the batch path."""
    return 10_000 if has_propose_many() else 500


def fallback_warnings() -> list[str]:
    """One line per API this build lacks, naming the stand-in the figures include."""
    out = []
    if not has_tx_observe():
        out.append(
            "tx.observe is not in this build: mem.observe runs before the proposal, outside the transaction "
            "(its own write unit); the figures include it"
        )
    if not has_propose_many():
        out.append("tx.propose_many is not in this build: batches loop over tx.propose (one unit per proposal)")
    return out


def observe_in(mem: Memory, tx: TxnHandle, text: str, *, at: float, owner: str = OWNER) -> Source:
    """Observe `text` inside `tx` when the build can (`tx.observe`), else through `mem.observe`."""
    observe: Callable[..., Source] | None = getattr(tx, "observe", None)  # (no typing construct per call: timed)
    if observe is not None:
        return observe(text, owner=owner, scope="shared", authority=AUTHORITY, at=at)
    return mem.observe(text, owner=owner, scope="shared", authority=AUTHORITY, at=at)


def propose_many(tx: TxnHandle, items: Sequence[Mapping[str, Any]]) -> list[Record]:
    """`tx.propose_many(items)` when the build has it, else `tx.propose(**item)` for each item, in order."""
    batch: Callable[[Sequence[Mapping[str, Any]]], Iterable[Record]] | None = getattr(tx, "propose_many", None)
    if batch is not None:
        return list(batch(items))
    return [tx.propose(**item) for item in items]


@dataclass(frozen=True, slots=True)
class Fact:
    """One keyed fact as the workloads write it: the source line, the key, and value = evidence = the line's body."""

    key: str
    line: str  # the source text line ("Customer zx0000003 lives in Paris now.")
    value: str  # a verbatim span of the line

    def item(self, source_id: str, at: float) -> dict[str, Any]:
        return {"key": self.key, "value": self.value, "evidence": self.value, "source": source_id, "at": at}


def customer_fact(name: str, city: str, *, key: str | None = None) -> Fact:
    """`<name>/home city` = "Customer <name> lives in <city>"."""
    body = f"Customer {name} lives in {city}"
    return Fact(key=key if key is not None else f"{name}/home city", line=f"{body} now.", value=body)


def governed_commit(mem: Memory, fact: Fact, *, at: float) -> TxnResult:
    """The governed commit the issue measures: observe the fact's line and propose it, in one transaction."""
    with mem.transaction(agent=AGENT) as tx:
        src = observe_in(mem, tx, fact.line, at=at)
        tx.propose(key=fact.key, value=fact.value, evidence=fact.value, source=src.id, at=at)
    assert tx.result is not None
    return tx.result


def require_committed(result: TxnResult, what: str) -> None:
    """A benchmark of commits whose records did not commit measures something else: stop."""
    if result.aborted:
        raise BenchError(f"{what}: the transaction aborted ({result.abort_reason})")
    for outcome in result.outcomes:
        if outcome.state is not State.COMMITTED:
            raise BenchError(f"{what}: {outcome.key} ended {outcome.state.value} ({outcome.reason}), not committed")


def ingest(
    mem: Memory,
    facts: Sequence[Fact],
    *,
    at: Callable[[int], float],
    per_source: int = 100,
    batch: int | None = None,
    log: Log | None = None,
    label: str = "",
) -> int:
    """Write `facts` fast: transactions of `batch` proposals through the batch path, `per_source` facts citing
    one observed source (its lines joined). Returns how many records committed; every one must."""
    batch = batch or load_batch()
    committed = 0
    step = max(batch, len(facts) // 10 // batch * batch)
    for start in range(0, len(facts), batch):
        chunk = facts[start : start + batch]
        with mem.transaction(agent=AGENT) as tx:
            items: list[dict[str, Any]] = []
            for s in range(0, len(chunk), per_source):
                group = chunk[s : s + per_source]
                src = observe_in(mem, tx, "\n".join(f.line for f in group), at=at(start + s))
                items.extend(f.item(src.id, at(start + s + j)) for j, f in enumerate(group))
            propose_many(tx, items)
        assert tx.result is not None
        require_committed(tx.result, f"building {label}")
        committed += len(tx.result.outcomes)
        if log is not None and (start + batch) % step == 0 and start + batch < len(facts):
            log(f"  {label}: {start + batch:,}/{len(facts):,} records")
    return committed
