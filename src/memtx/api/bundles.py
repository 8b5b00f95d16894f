"""One-request transactions (issue 34): reads, observations and proposals sent together and committed as one
memtx transaction — what the HTTP service's `POST /v1/transactions:commit` and the MCP tool `commit_transaction`
run, so a governed write costs a client one request instead of five.

Responsible for: running a `Bundle` through the public API exactly as a client of the multi-request path would
(`begin`, `read` each key, `observe` each text, `propose_many`, `commit`), with each proposal's `source` either a
source id or the index of one of the bundle's observations, and retrying a conflict when the caller asks.
Must not: check anything itself that the library checks (roles, namespaces, admission, the gate): a bundle is
refused or admitted by the same calls, with the same errors, as the requests it stands for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from memtx.core.errors import InvalidArgument
from memtx.core.model import Record, Source, TxnResult

if TYPE_CHECKING:
    from memtx.api.store import Memory

__all__ = ["MAX_ATTEMPTS", "Bundle", "BundleResult", "commit_bundle", "proposal_args"]

MAX_ATTEMPTS: Final = 10  # a bundle retried on a conflict at most this many times in all


@dataclass(frozen=True, slots=True)
class Bundle:
    """A whole transaction in one call. `observations`: keyword arguments of `tx.observe` (the owner is the
    caller); `proposals`: keyword arguments of `tx.propose`, `source` a source id or an observation's index;
    `reads`: keys read at the snapshot before anything is staged. `attempts`: how many times to run it when
    a rival commits first (`Memory.run`; each attempt starts from a fresh snapshot, reads included)."""

    reads: Sequence[str] = ()
    observations: Sequence[Mapping[str, Any]] = ()
    proposals: Sequence[Mapping[str, Any]] = ()
    purpose: str = "internal"
    isolation: str = "snapshot"
    attempts: int = 1


@dataclass(frozen=True, slots=True)
class BundleResult:
    """What the bundle read (key, the version it saw or None), the sources it observed, and its outcome."""

    reads: tuple[tuple[str, Record | None], ...]
    sources: tuple[Source, ...]
    result: TxnResult


def proposal_args(proposal: Mapping[str, Any], index: int, sources: Sequence[Source]) -> dict[str, Any]:
    """`tx.propose`'s arguments for one proposal: an integer `source` names the observation at that index."""
    source = proposal.get("source")
    if isinstance(source, int) and not isinstance(source, bool):
        if not 0 <= source < len(sources):
            raise InvalidArgument(
                f"proposal {index}: source {source} is not the index of one of the {len(sources)} observation(s)"
            )
        return {**proposal, "source": sources[source].id}
    return dict(proposal)


def commit_bundle(memory: Memory, agent: str, bundle: Bundle) -> BundleResult:
    """Run `bundle` as `agent`'s transaction and commit it. All or nothing: an error before the commit (a refused
    proposal, a missing permission) aborts the transaction and is raised; a conflict at the commit is raised
    (`TransactionConflict`, retryable) once the attempts are spent."""
    if not (bundle.reads or bundle.observations or bundle.proposals):
        raise InvalidArgument("a transaction needs at least one read, observation or proposal")
    if not isinstance(bundle.attempts, int) or not 1 <= bundle.attempts <= MAX_ATTEMPTS:
        raise InvalidArgument(f"attempts must be an integer from 1 to {MAX_ATTEMPTS}")

    def attempt() -> BundleResult:
        with memory.transaction(agent=agent, purpose=bundle.purpose, isolation=bundle.isolation) as tx:
            reads = tuple((key, tx.read(key)) for key in bundle.reads)
            sources = tuple(tx.observe(owner=agent, **o) for o in bundle.observations)
            if bundle.proposals:
                tx.propose_many([proposal_args(p, i, sources) for i, p in enumerate(bundle.proposals)])
        assert tx.result is not None  # (the block ended without an error: committed)
        return BundleResult(reads, sources, tx.result)

    return memory.run(attempt, attempts=bundle.attempts)
