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
"""

from __future__ import annotations

import random
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from memtx.errors import InvalidArgument

FAULT_CLASSES = ("partial_update", "pointers", "states", "journal")
MIN_KEYS, MAX_KEYS = 2, 16


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
    if fault not in FAULT_CLASSES:
        raise InvalidArgument(f"unknown fault class {fault!r}; one of {', '.join(FAULT_CLASSES)}")
    if isinstance(keys, bool) or not isinstance(keys, int) or not MIN_KEYS <= keys <= MAX_KEYS:
        raise InvalidArgument(f"keys must be an integer from {MIN_KEYS} to {MAX_KEYS}")
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


def _pick(rng: random.Random, items: list[tuple[object, ...]], n: int, what: str) -> list[tuple[object, ...]]:
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


_INJECTORS = {"partial_update": _partial_update, "pointers": _pointers, "states": _states, "journal": _journal}
