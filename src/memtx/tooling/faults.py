"""Fault injection (DESIGN §10): damage a SQLite store at rest, the way a torn write, a stray update or a lost
page would, for the tests and the evaluation of restore.

Responsible for: the four fault classes, each touching a chosen number of physical keys (rows) from 2 to 16,
seeded and reproducible, written with plain SQL on the file — never through memtx's write path, so restore
cannot learn what was touched. Must not: be imported by the library's own code paths.

Classes (a physical key is one row):
- `partial_update` — the latest update of some keys applied only in part: the A row and/or the displaced
  version's state put back to what they were before it;
- `pointers` — A rows redirected: dangling (no such version), to a version of another key, or to an older
  version of the same key;
- `states` — versions' states flipped (a visible one superseded or revoked, a displaced one committed);
- `journal` — journal events lost (deleted) or duplicated (copied).

And one more, apart from the four of the evaluation (DESIGN §10 amendment, torn writes): `torn_write` — a
multi-key update torn mid-way by a writer that had no atomic unit: new versions stored for `keys` keys (in
their final, committed state), the active map moved to the new version for half of them, no journal event for
any, its transaction left open by a writer that is gone. `tear` writes it on SQLite, on PostgreSQL and on the
in-memory reference backend.
"""

from __future__ import annotations

import bisect
import random
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol, TypeVar

from memtx.core.errors import InvalidArgument
from memtx.core.model import Isolation, Kind, Purpose, State, Transaction, TxnStatus
from memtx.storage.memory import MemoryBackend
from memtx.storage.shapes import ActiveEntry

FAULT_CLASSES = ("partial_update", "pointers", "states", "journal")
T = TypeVar("T")
TORN_WRITE = "torn_write"  # not one of the evaluation's four classes: `tear` (or `inject`) writes it
MIN_KEYS, MAX_KEYS = 2, 16
# The process a torn write's transaction names: on another host, its lease long expired, so the next open
# aborts it as an orphan (DESIGN §10) — as it would the transaction of a writer that died mid-commit.
TORN_PROCESS = "torn-write-fault:1:1"


@dataclass(frozen=True, slots=True)
class Injection:
    """What was damaged: the class, the seed, and every physical key written, as `(table, key)` — what a
    write-set oracle would know and restore must not need."""

    fault: str
    seed: int
    touched: tuple[tuple[str, str], ...]


def inject(path: str | Path, fault: str, *, keys: int, seed: int = 0) -> Injection:
    """Damage the SQLite store at `path` (closed by memtx or not: this is another connection) with `fault`
    touching `keys` physical keys. Raises `InvalidArgument` for an unknown class, a count outside 2–16, or
    a store with too few candidates; it then writes nothing."""
    if fault not in _INJECTORS:
        raise InvalidArgument(f"unknown fault class {fault!r}; one of {', '.join((*FAULT_CLASSES, TORN_WRITE))}")
    _check_keys(keys)
    rng = random.Random(f"{fault}:{keys}:{seed}")
    conn = sqlite3.connect(str(path), isolation_level=None)
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            touched = _INJECTORS[fault](conn, rng, keys)
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    finally:
        conn.close()
    return Injection(fault, seed, tuple(touched))


def tear(target: str | Path | MemoryBackend, *, keys: int, seed: int = 0) -> Injection:
    """Write a torn multi-key update (`torn_write`, see the module docstring) into the store at `target`: a
    SQLite path (or `sqlite:///path`), a `postgresql://…?schema=NAME` URL, or an in-memory reference backend
    — with plain SQL on a connection of its own, or on the reference backend's tables directly, never memtx's
    write path. Raises `InvalidArgument` (writing nothing) for a count outside 2–16 or a store with fewer
    keys holding a visible version."""
    _check_keys(keys)
    rng = random.Random(f"{TORN_WRITE}:{keys}:{seed}")
    if isinstance(target, MemoryBackend):
        return Injection(TORN_WRITE, seed, tuple(_tear_tables(target, rng, keys)))
    where = str(target)
    if where.startswith(("postgresql://", "postgres://")):
        return Injection(TORN_WRITE, seed, tuple(_tear_postgres(where, rng, keys)))
    return inject(where.removeprefix("sqlite:///"), TORN_WRITE, keys=keys, seed=seed)


def _check_keys(keys: int) -> None:
    if isinstance(keys, bool) or not isinstance(keys, int) or not MIN_KEYS <= keys <= MAX_KEYS:
        raise InvalidArgument(f"keys must be an integer from {MIN_KEYS} to {MAX_KEYS}")


class _Rows(Protocol):
    """What the torn write needs of a connection: sqlite3's `execute` (memtx's PostgreSQL adapter has it)."""

    def execute(self, sql: str, params: Any = ..., /) -> Any: ...


def _torn_write(conn: _Rows, rng: random.Random, keys: int) -> list[tuple[str, str]]:
    """The torn write in SQL both backends speak: the update's transaction header (open, its process gone),
    a new version per key stored committed at the csn the commit would have taken, A moved for half of the
    keys, the vid counter moved past them — and nothing journaled, no csn taken, no digest changed."""
    rows = conn.execute(
        "SELECT a.ckey, a.vid, r.writer FROM active a JOIN records r ON r.vid = a.vid "
        "WHERE a.vid IS NOT NULL AND r.kind <> 'tool_action' AND r.state IN ('committed', 'action_safe') "
        "ORDER BY a.ckey"
    ).fetchall()
    chosen = _pick(rng, [tuple(r) for r in rows], keys, "keys holding a visible version")
    csn = int(conn.execute("SELECT ival FROM meta WHERE name = 'csn'").fetchone()[0]) + 1
    top = int(conn.execute("SELECT ival FROM meta WHERE name = 'vid_seq'").fetchone()[0])
    txn = conn.execute(
        "INSERT INTO txns (agent, purpose, isolation, snapshot_csn, status, started_at, process, lease_until) "
        "VALUES (?, 'internal', 'snapshot', ?, 'open', 0, ?, 0)",
        (str(chosen[0][2]), csn - 1, TORN_PROCESS),
    ).lastrowid
    touched: list[tuple[str, str]] = [("txns", str(txn))]
    for i, (ckey, vid, _writer) in enumerate(chosen):
        new = top + 1 + i
        conn.execute(
            "INSERT INTO records (vid, key, ckey, value, evidence, source_id, writer, confidence, kind, owner, scope, "
            "readers, parents, event_time, valid_from, valid_to, state, reason, txn_id, csn) "
            "SELECT ?, key, ckey, value || ' (torn)', evidence, source_id, writer, confidence, kind, owner, scope, "
            "readers, '[]', event_time + 1, valid_from, valid_to, 'committed', reason, ?, ? FROM records WHERE vid = ?",
            (new, txn, csn, vid),
        )
        touched.append(("records", str(new)))
        if i % 2 == 0:  # the active map reached half of the keys
            conn.execute(
                "UPDATE active SET vid = ?, changed_csn = ?, changed_by = ? WHERE ckey = ?", (new, csn, txn, ckey)
            )
            touched.append(("active", str(ckey)))
    conn.execute("UPDATE meta SET ival = ? WHERE name = 'vid_seq'", (top + len(chosen),))
    return touched


def _tear_postgres(url: str, rng: random.Random, keys: int) -> list[tuple[str, str]]:
    import psycopg  # noqa: PLC0415 - the postgres extra, only for a PostgreSQL target

    from memtx.storage.postgres.backend import _split_url  # noqa: PLC0415
    from memtx.storage.postgres.dialect import Connection  # noqa: PLC0415

    conninfo, schema, _ = _split_url(url)
    with psycopg.connect(conninfo) as pg:  # one transaction, committed when the block ends cleanly
        pg.execute(f'SET LOCAL search_path TO "{schema}"')
        return _torn_write(Connection(pg), rng, keys)


def _tear_tables(backend: MemoryBackend, rng: random.Random, keys: int) -> list[tuple[str, str]]:
    """The same torn write on the reference backend's tables (it has no SQL)."""
    t = backend._tables
    rows = sorted(
        (ckey, e.vid, t.records[e.vid].writer)
        for ckey, e in t.active.items()
        if e.vid is not None and t.records[e.vid].kind is not Kind.TOOL_ACTION and t.records[e.vid].state.visible
    )
    chosen = _pick(rng, rows, keys, "keys holding a visible version")
    csn = int(t.meta["csn"]) + 1
    txn = t.meta["txn"] = int(t.meta["txn"]) + 1
    t.txns[txn] = Transaction(
        *(txn, str(chosen[0][2]), Purpose.INTERNAL, Isolation.SNAPSHOT, csn - 1, TxnStatus.OPEN),
        started_at=0.0,
        process=TORN_PROCESS,
        lease_until=0.0,
    )
    touched: list[tuple[str, str]] = [("txns", str(txn))]
    for i, (ckey, vid, _writer) in enumerate(chosen):
        new = int(t.meta["vid"]) + 1
        t.meta["vid"] = new
        old = t.records[vid]
        t.records[new] = replace(
            old,
            vid=new,
            value=f"{old.value} (torn)",
            parents=(),
            event_time=old.event_time + 1,
            state=State.COMMITTED,
            txn_id=txn,
            csn=csn,
            reinstated_csn=None,
        )
        t.by_txn.setdefault(txn, []).append(new)
        bisect.insort(t.by_cluster.setdefault(ckey, []), new)
        touched.append(("records", str(new)))
        if i % 2 == 0:
            t.active[ckey] = ActiveEntry(ckey, new, csn, txn)
            touched.append(("active", str(ckey)))
    return touched


def _pick(rng: random.Random, items: Sequence[T], n: int, what: str) -> list[T]:
    if len(items) < n:
        raise InvalidArgument(f"the store has {len(items)} {what}; the fault needs {n}")
    return rng.sample(items, n)


def _partial_update(conn: sqlite3.Connection, rng: random.Random, keys: int) -> list[tuple[str, str]]:
    # Keys whose visible version displaced an earlier one: (ckey, new vid, old vid, old reason, A's previous
    # changed_csn and changed_by) — the pre-image of that update, from the journal.
    rows = conn.execute(
        "SELECT a.ckey, a.vid, o.vid, "
        " (SELECT j.reason FROM journal j WHERE j.kind = 'transition' AND j.vid = o.vid AND j.to_state = 'committed'"
        "  ORDER BY j.seq DESC LIMIT 1),"
        " (SELECT j.csn FROM journal j WHERE j.kind = 'activate' AND j.ckey = a.ckey AND j.vid = o.vid"
        "  ORDER BY j.seq DESC LIMIT 1),"
        " (SELECT j.txn_id FROM journal j WHERE j.kind = 'activate' AND j.ckey = a.ckey AND j.vid = o.vid"
        "  ORDER BY j.seq DESC LIMIT 1) "
        "FROM active a JOIN records o ON o.ckey = a.ckey AND o.reason = 'superseded_by:' || a.vid "
        "WHERE a.vid IS NOT NULL AND o.state = 'superseded' ORDER BY a.ckey"
    ).fetchall()
    rows = [r for r in rows if r[3] is not None and r[4] is not None]
    chosen = _pick(rng, rows, (keys + 1) // 2, "keys updated over an earlier version")
    touched: list[tuple[str, str]] = []
    for i, (ckey, _new, old, old_reason, csn, txn) in enumerate(chosen):
        conn.execute("UPDATE active SET vid = ?, changed_csn = ?, changed_by = ? WHERE ckey = ?", (old, csn, txn, ckey))
        touched.append(("active", str(ckey)))
        if len(touched) < keys and i < len(chosen):
            conn.execute("UPDATE records SET state = 'committed', reason = ? WHERE vid = ?", (old_reason, old))
            touched.append(("records", str(old)))
    return touched[:keys]


def _pointers(conn: sqlite3.Connection, rng: random.Random, keys: int) -> list[tuple[str, str]]:
    rows = conn.execute("SELECT ckey, vid FROM active WHERE vid IS NOT NULL ORDER BY ckey").fetchall()
    chosen = _pick(rng, rows, keys, "active keys")
    top = int(conn.execute("SELECT COALESCE(MAX(vid), 0) FROM records").fetchone()[0])
    touched = []
    for i, (ckey, vid) in enumerate(chosen):
        target: object = top + 1000 + i  # dangling
        if i % 3 == 1:
            other = [v for c, v in rows if c != ckey]
            target = rng.choice(other) if other else target  # a version of another key
        elif i % 3 == 2:
            older = conn.execute("SELECT vid FROM records WHERE ckey = ? AND vid <> ? ORDER BY vid", (ckey, vid))
            found = [r[0] for r in older]
            target = rng.choice(found) if found else target  # a stale version of the same key
        conn.execute("UPDATE active SET vid = ? WHERE ckey = ?", (target, ckey))
        touched.append(("active", str(ckey)))
    return touched


def _states(conn: sqlite3.Connection, rng: random.Random, keys: int) -> list[tuple[str, str]]:
    rows = conn.execute(
        "SELECT vid, state FROM records WHERE state IN ('committed', 'action_safe', 'superseded', 'quarantined') "
        "ORDER BY vid"
    ).fetchall()
    flips: dict[object, tuple[str, ...]] = {
        "committed": ("superseded", "revoked"),
        "action_safe": ("committed", "superseded"),
    }
    touched = []
    for vid, state in _pick(rng, rows, keys, "versions in a resting state"):
        target = rng.choice(flips.get(state, ("committed",)))
        conn.execute("UPDATE records SET state = ? WHERE vid = ?", (target, vid))
        touched.append(("records", str(vid)))
    return touched


def _journal(conn: sqlite3.Connection, rng: random.Random, keys: int) -> list[tuple[str, str]]:
    rows = conn.execute("SELECT seq FROM journal WHERE kind IN ('transition', 'activate') ORDER BY seq").fetchall()
    top = int(conn.execute("SELECT COALESCE(MAX(seq), 0) FROM journal").fetchone()[0])
    touched = []
    for i, (seq,) in enumerate(_pick(rng, rows, keys, "journal events")):
        if i % 2 == 0:
            conn.execute("DELETE FROM journal WHERE seq = ?", (seq,))
            touched.append(("journal", f"lost {seq}"))
        else:
            top += 1  # a copy never takes the seq of a deleted event
            conn.execute(
                "INSERT INTO journal (seq, kind, txn_id, csn, vid, ckey, from_state, to_state, reason) "
                "SELECT ?, kind, txn_id, csn, vid, ckey, from_state, to_state, reason FROM journal WHERE seq = ?",
                (top, seq),
            )
            touched.append(("journal", f"copied {seq} as {top}"))
    return touched


_INJECTORS = {
    "partial_update": _partial_update,
    "pointers": _pointers,
    "states": _states,
    "journal": _journal,
    TORN_WRITE: _torn_write,
}
