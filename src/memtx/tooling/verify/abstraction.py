"""The canonical, hashable abstraction of one protocol state, and its 8-byte digest.

Responsible for: deciding when two paths have reached *the same* state, so that "distinct states" is an
honest count. Two states are the same when everything that can influence what any later operation does, or
what any check sees, is the same:

- every version: writer, key, value, kind, state and reason, parents, scope, readers, and its transaction —
  the agent, while it is open; else the *rank* of its commit among the versions' commits (reinstatement
  replays survivors in commit order, DESIGN §5) — not raw csns or transaction ids, which only count steps;
- A (tombstones included), clusters and aliases, the sources, agents and contracts, the logical clock;
- pending revocations; every outbox row (tool, support, status, tool_action vid, cause, and whether the
  process that ran it is alive); how often each call and each compensation really ran;
- each process's open transaction: staged versions, own key foundings, promotions, every other field of
  the handle verbatim (purpose, the narrowest scope it read, ...), and its *snapshot view* — A and every
  version's state as of its snapshot, the clusters and aliases it resolves against, and which A entries
  changed after it (the stale-write check) — instead of its snapshot csn;
- the crash budget used; and, verbatim, any backend table this module does not know (conservative).

Left out: the journal, the gate's decision log and the activation/transition histories, except as the
snapshot views above read them (history changes with every step but not what happens next; `mem.check()`
still replays the journal in every new state). Must not: change the store.
"""

from __future__ import annotations

import bisect
import hashlib
import marshal
from collections.abc import Mapping, Sequence
from typing import Any

from memtx import TxnHandle
from memtx.core.model import Record, TxnStatus
from memtx.tooling.verify.world import Process, World, token_process

KNOWN_TABLES = frozenset(
    {
        "meta",
        "agents",
        "contracts",
        "sources",
        "records",
        "children",
        "by_txn",
        "by_cluster",
        "events",
        "activations",
        "transitions",
        "active",
        "aliases",
        "clusters",
        "postings",
        "txns",
        "pending",
        "actions",
        "action_by_vid",
        "gate_log",
        "inflight",
        "adigest",  # derived from A (memtx.core.digests), which the abstraction holds
        "intents",  # derived from A over time: each commit's digest before and after
    }
)


def state_key(world: World) -> tuple[Any, ...]:
    """The canonical abstraction of the world's current state (a nested tuple of plain values)."""
    t = world.tables
    records: Mapping[int, Record] = t.records
    txns = t.txns
    open_by: dict[int, str] = {}
    committed: dict[int, int] = {}
    for record in records.values():
        header = txns.get(record.txn_id)
        if header is None:
            continue
        if header.status is TxnStatus.OPEN:
            open_by[record.txn_id] = header.agent
        elif header.status is TxnStatus.COMMITTED and header.csn is not None:
            committed[record.txn_id] = header.csn
    rank = {csn: i for i, csn in enumerate(sorted(set(committed.values())))}
    versions = tuple(
        (
            r.vid,
            r.writer,
            r.key,
            r.value,
            r.kind.value,
            r.state.value,
            r.reason,
            r.parents,
            int(r.scope),
            r.readers,
            open_by.get(r.txn_id) or rank.get(committed.get(r.txn_id, -1)),
        )
        for r in records.values()
    )
    actions = tuple(
        (a.id, a.agent, a.tool, a.args, a.support, a.status.value, a.vid, a.cause, *_runner(world, a.process))
        for a in t.actions.values()
    )
    return (
        versions,
        tuple(sorted((ckey, e.vid) for ckey, e in t.active.items())),
        tuple(sorted(t.clusters)),
        tuple(sorted((k, v[0]) for k, v in t.aliases.items())),
        tuple(sorted(t.sources)),
        tuple(sorted((a.name, a.team, str(getattr(a, "role", ""))) for a in t.agents.values())),
        tuple(sorted((k, str(v)) for k, v in t.contracts.items())),
        t.meta["now"],
        tuple(sorted((vid, agent, reason) for vid, (agent, reason) in t.pending.items())),
        actions,
        tuple(sorted(world.tool_runs.items())),
        tuple(sorted(world.compensations.items())),
        tuple(sorted((vid, ckey, _open_agent(txns, txn_id)) for vid, (txn_id, ckey) in t.inflight.items())),
        world.crashes,
        tuple(_process_key(world, p) for p in world.processes.values()),
        tuple((name, _freeze(value)) for name, value in sorted(vars(t).items()) if name not in KNOWN_TABLES),
    )


# Handle fields given a canonical form here; every other field is taken verbatim (a field added to
# `TxnHandle` later is therefore never merged away). `_reads` and `_staged_at` are left out: under the
# snapshot isolation the model uses, only serializable validation reads the former, and the latter is the
# snapshot csn for every write.
_HANDLE_CANONICAL = frozenset({"_mem", "snapshot_csn", "id", "_staged", "_staged_keys", "_staged_at", "keys", "_reads"})


def _open_agent(txns: Mapping[int, Any], txn_id: int) -> tuple[str, bool] | None:
    """An in-flight entry's transaction as the abstraction sees it: its agent and whether it is open."""
    header = txns.get(txn_id)
    return None if header is None else (header.agent, header.status is TxnStatus.OPEN)


def _runner(world: World, token: str) -> tuple[str, bool]:
    """Which simulated process ran a call, and whether it is alive (not which incarnation: that only counts)."""
    return token_process(token), world.token_alive(token)


def _process_key(world: World, process: Process) -> tuple[Any, ...] | None:
    tx = process.handle
    if tx is None:
        return None
    rest = tuple((name, _freeze(value)) for name, value in sorted(vars(tx).items()) if name not in _HANDLE_CANONICAL)
    return (
        tx.id is not None,
        # Staged versions live in the handle (DESIGN §6): their content is part of the state.
        tuple(
            (r.vid, r.key, r.canonical_key, r.value, r.kind.value, r.parents, int(r.scope), r.readers, r.source_id)
            for r in tx.staged
        ),
        tuple(sorted(tx.keys.aliases.items())),
        tuple(sorted(tx.keys.clusters)),
        tuple(sorted(process.promoted)),
        snapshot_view(world, tx),
        rest,
    )


def snapshot_view(world: World, tx: TxnHandle) -> tuple[Any, ...]:
    """What the transaction's snapshot csn means for everything it may do next (see the module doc)."""
    t = world.tables
    s = tx.snapshot_csn
    activations = tuple((ckey, _at(history, s)) for ckey, history in sorted(t.activations.items()) if history)
    states = tuple((vid, _state_at(history, s)) for vid, history in sorted(t.transitions.items()) if history)
    changed = tuple(sorted(ck for ck, e in t.active.items() if e.changed_csn > s and e.changed_by != tx.id))
    clusters = tuple(sorted(ckey for ckey, c in t.clusters.items() if c.csn <= s))
    aliases = tuple(sorted(k for k, (_, csn) in t.aliases.items() if csn <= s))
    return (s == t.meta["csn"], activations, states, changed, clusters, aliases)


def _at(history: Sequence[tuple[int, int | None]], csn: int) -> tuple[bool, int | None]:
    i = bisect.bisect_right([c for c, _ in history], csn)
    return (True, history[i - 1][1]) if i else (False, None)


def _state_at(history: Sequence[tuple[int, Any, str]], csn: int) -> tuple[str, str] | None:
    found = None
    for c, state, reason in history:
        if c <= csn:
            found = (state.value, reason)
    return found


def _freeze(value: object) -> object:
    """A table this module does not know, as an order-independent plain value."""
    if isinstance(value, dict):
        return tuple(sorted(((repr(k), _freeze(v)) for k, v in value.items())))
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, set | frozenset):
        return tuple(sorted(repr(v) for v in value))
    return repr(value)


def digest(key: tuple[Any, ...]) -> int:
    """64 bits of BLAKE2b over the abstraction, never 0. The bytes are `marshal` format 0 — the same for
    equal plain values whatever their identity or interning, the same in every process (so checkpoints
    resume), and five times faster to produce than `repr`."""
    value = int.from_bytes(hashlib.blake2b(marshal.dumps(key, 0), digest_size=8).digest(), "little")
    return value or 1


def state_digest(world: World) -> int:
    return digest(state_key(world))
