"""The Hermitage isolation matrix, translated to memtx (DESIGN §6).

After Martin Kleppmann's Hermitage project: each anomaly is replayed as an interleaving of concurrent
transactions. A "row" is a fact key (`test/x`, `test/y`, ...), a write is `tx.propose(...)` of a value
backed by an observed source that contains it verbatim, and a read is `tx.read(key)`. Every transaction
gets its own `Memory` handle (on SQLite a separate connection, as if each ran in its own process).
The table starts as x = 10, y = 20; every later write carries a later event time, so adjudication
(DESIGN §5) lets it win whenever it is allowed to commit at all.

memtx never blocks a writer: where Hermitage has a transaction *block* on a row lock, memtx lets both
stage their writes and the first committer wins — the later committer aborts at commit with
`TransactionConflict`. That abort is memtx's prevention of the anomaly.

| anomaly        | scenario                                         | memtx at `snapshot` (the default)    |
|----------------|--------------------------------------------------|--------------------------------------|
| G0             | T1, T2 both write x then y; T1 commits first     | T2 aborts; x=11, y=21 (all of T1)    |
| G1a            | T1 writes x=101 and aborts; T2 reads x           | T2 reads 10, before and after        |
| G1b            | T1 writes x=101, then x=11, commits; T2 reads x  | T2 reads 10, never 101               |
| G1c            | T1 writes x, T2 writes y; each reads the other's | both read old values, both commit    |
| OTV            | T1, T2 write x, y; T3 reads after T1 commits     | T3 keeps seeing T1's x, y; T2 aborts |
| PMP            | T1 reads a set of rows; T2 changes them, commits | T1's re-read returns the same rows   |
| PMP, new key   | T1 reads an absent key; T2 creates it, commits   | T1 reads nothing; creating it aborts |
| PMP-write      | T1 updates x, y; T2 reads y and writes it        | T2 read the old y; T2 aborts         |
| P4             | T1, T2 read x and both write x; T1 commits first | T2 aborts: no lost update            |
| G-single       | T1 reads x; T2 writes x, y, commits; T1 reads y  | T1 reads y=20, consistent with x=10  |
| G-single-write | as above, then T1 writes y                       | T1 aborts                            |
| G2-item        | T1, T2 read x, y; T1 writes x, T2 writes y       | both commit: write skew is allowed   |
| G2-item (S)    | the same                                         | the second committer aborts          |
| G2 (S)         | T1, T2 read absent keys; each creates the other  | the second committer aborts          |
| read committed | T1 re-reads x after T2 commits, then writes x    | T1 sees T2's x; a stale write aborts |
| rival spelling | each of G0 … G2-item, the rival using another    | the same outcome as the row's        |
|                | spelling of the row (exact or fuzzy join)        |                                      |
| G1a, founding  | T1 founds a better match for T2's key; aborts    | T2 never resolves to it; no trace    |
| PMP, founding  | T2 founds a better match, commits; T1 writes     | T1 re-reads the same; T1 aborts      |
| G0, founding   | T1, T2 found one new row (two spellings)         | the second committer aborts          |
| PMP, fuzzy new | T1 reads an absent key; T2 creates a variant     | T1 reads nothing; creating it aborts |

(S): at `serializable`, where G1c's second committer aborts too. Every anomaly prevented at snapshot is
also checked at serializable, which must be at least as strong. "Founding" rows replay the anomaly on key
resolution itself (DESIGN §5, amended: clusters are versioned, an aborted founding leaves no trace).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

import memtx
from conftest import audit_history
from memtx import Memory, State, TransactionConflict, TxnHandle, TxnResult
from memtx.core.keys import parse_key

X, Y, Z, W = "test/x", "test/y", "test/z", "test/w"
AGENTS = ("setup", "t1", "t2", "t3", "reader")
OpenMemory = Callable[[], Memory]

# DESIGN §6: serializable adds read-set validation to snapshot isolation, so every anomaly snapshot
# prevents must stay prevented one level up; these tests run at both.
AT_LEAST_SNAPSHOT = pytest.mark.parametrize("isolation", ["snapshot", "serializable"])


@dataclass
class Session:
    """One concurrent transaction together with the handle (connection) it runs on."""

    mem: Memory
    tx: TxnHandle

    def write(self, key: str, text: str, *, at: float) -> memtx.Record:
        # The source says exactly what the value says: valid under the guarded admission test too.
        src = self.mem.observe(text, owner=self.tx.agent, scope="shared", at=at)
        return self.tx.propose(key=key, value=text, evidence=text, source=src.id, at=at)

    def read(self, key: str) -> str | None:
        record = self.tx.read(key)
        return None if record is None else record.value

    def commit(self) -> TxnResult:
        return self.tx.commit()

    def commit_conflicts(self) -> TransactionConflict:
        """Commit, expecting first-committer-wins to abort this transaction."""
        with pytest.raises(TransactionConflict) as caught:
            self.tx.commit()
        result = self.tx.result
        assert result is not None
        assert result.aborted
        assert result.csn is None
        assert result.error is caught.value
        # DESIGN §3: the tentative records of an aborted transaction are revoked.
        assert result.outcomes
        assert all(o.state is State.REVOKED for o in result.outcomes)
        return caught.value


@pytest.fixture
def table(open_memory: OpenMemory) -> Memory:
    """A store holding the Hermitage table x = 10, y = 20; returns an observer handle."""
    mem = open_memory()
    for agent in AGENTS:
        mem.register_agent(agent)
    with mem.transaction(agent="setup") as tx:
        setup = Session(mem, tx)
        setup.write(X, "x is 10", at=100)
        setup.write(Y, "y is 20", at=100)
    assert mem.last_csn() == 1
    return mem


def begin(open_memory: OpenMemory, agent: str, isolation: str = "snapshot") -> Session:
    mem = open_memory()
    return Session(mem, mem.begin(agent=agent, isolation=isolation))


def visible(mem: Memory, *keys: str) -> dict[str, str | None]:
    """What a fresh reader sees now, key by key."""
    found = {key: mem.get(key, agent="reader") for key in keys}
    return {key: None if r is None else r.value for key, r in found.items()}


def assert_consistent(mem: Memory) -> None:
    report = mem.check()
    assert report.ok, report.violations
    assert report.stats["tentative"] == 0


# --- G0: write cycles --------------------------------------------------------------------------------


@AT_LEAST_SNAPSHOT
def test_G0_write_cycles_prevented(table: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """G0 (dirty write). Hermitage: T2's write of x blocks on T1's row lock until T1 commits, then T2 fails.
    memtx does not block: both stage, T1 commits first, and T2 aborts at commit (first committer wins), so
    the final state is all of T1 and none of T2 — never x from one and y from the other."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    t1.write(X, "x is 11", at=200)
    t2.write(X, "x is 12", at=210)  # Hermitage: blocks here
    t1.write(Y, "y is 21", at=220)
    assert t1.commit().committed
    t2.write(Y, "y is 22", at=230)
    conflict = t2.commit_conflicts()
    assert X in conflict.keys
    assert conflict.txn_id == t2.tx.id
    assert t2.tx.result is not None
    assert t2.tx.result.abort_reason == "stale_late_write"
    assert visible(table, X, Y) == {X: "x is 11", Y: "y is 21"}
    assert_consistent(table)


# --- G1: dirty reads -----------------------------------------------------------------------------------


@AT_LEAST_SNAPSHOT
def test_G1a_aborted_reads_prevented(table: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """G1a. T2 never sees the write of T1, which aborts; T1's staged record ends revoked."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    staged = t1.write(X, "x is 101", at=200)
    assert t1.read(X) == "x is 101"  # its own staged write
    assert t2.read(X) == "x is 10"
    assert table.get(X, agent="t2").value == "x is 10"  # not through a transaction either
    result = t1.tx.abort()
    assert result.aborted
    assert [(o.vid, o.state) for o in result.outcomes] == [(staged.vid, State.REVOKED)]
    assert t2.read(X) == "x is 10"
    assert t2.commit().committed
    assert visible(table, X, Y) == {X: "x is 10", Y: "y is 20"}
    assert table.record(staged.vid).state is State.REVOKED
    assert_consistent(table)


@AT_LEAST_SNAPSHOT
def test_G1b_intermediate_reads_prevented(table: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """G1b. T1 writes x twice; no other transaction ever observes the intermediate value, not even after
    T1 commits (its final value wins; the intermediate one is superseded inside the same commit)."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    first = t1.write(X, "x is 101", at=200)
    assert t2.read(X) == "x is 10"
    second = t1.write(X, "x is 11", at=210)
    assert t1.read(X) == "x is 11"
    result = t1.commit()
    assert result.committed
    assert t2.read(X) == "x is 10"  # its snapshot predates T1's commit
    assert t2.commit().committed
    assert visible(table, X) == {X: "x is 11"}
    assert table.record(first.vid).state is State.SUPERSEDED
    assert table.record(second.vid).state is State.COMMITTED
    # No snapshot ever showed the intermediate value.
    assert result.csn is not None
    for csn in range(table.last_csn() + 1):
        seen = table.as_of(csn).get(X, agent="reader")
        assert seen is None or seen.value != "x is 101"
    assert_consistent(table)


@AT_LEAST_SNAPSHOT
def test_G1c_circular_information_flow_prevented(table: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """G1c. T1 writes x and T2 writes y; each reads the other's row and sees only committed data, so
    neither observes the other — there is no cycle of write-read dependencies. Both commit at snapshot;
    at serializable the two reads form an anti-dependency cycle, so the second committer aborts."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    t1.write(X, "x is 11", at=200)
    t2.write(Y, "y is 22", at=210)
    assert t1.read(Y) == "y is 20"
    assert t2.read(X) == "x is 10"
    assert t1.commit().committed
    if isolation == "serializable":
        # Each read missed the other's write (an anti-dependency cycle): the second committer aborts.
        t2.commit_conflicts()
        assert visible(table, X, Y) == {X: "x is 11", Y: "y is 20"}
    else:
        assert t2.commit().committed
        assert visible(table, X, Y) == {X: "x is 11", Y: "y is 22"}
    assert_consistent(table)


# --- OTV: observed transaction vanishes ---------------------------------------------------------------


@AT_LEAST_SNAPSHOT
def test_OTV_observed_transaction_vanishes_prevented(table: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """OTV. Hermitage: T2's write of x blocks on T1, then fails when T1 commits. memtx: T2 stages freely
    and aborts at commit. T3, which observed T1's writes, keeps seeing all of them — T1 does not vanish,
    and T3 never sees T2's y. A transaction that began before T1 committed sees none of T1."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    early = begin(open_memory, "t3", isolation)
    t1.write(X, "x is 11", at=200)
    t1.write(Y, "y is 19", at=200)
    t2.write(X, "x is 12", at=210)  # Hermitage: blocks here
    assert t1.commit().committed
    t3 = begin(open_memory, "t3", isolation)  # PostgreSQL takes T3's snapshot at its first read, after T1's commit
    assert t3.read(X) == "x is 11"
    t2.write(Y, "y is 18", at=220)
    assert t3.read(Y) == "y is 19"
    t2.commit_conflicts()
    assert t3.read(X) == "x is 11"
    assert t3.read(Y) == "y is 19"
    assert (early.read(X), early.read(Y)) == ("x is 10", "y is 20")
    assert t3.commit().committed
    assert early.commit().committed
    assert visible(table, X, Y) == {X: "x is 11", Y: "y is 19"}
    assert_consistent(table)


# --- PMP: predicate-many-preceders --------------------------------------------------------------------


@AT_LEAST_SNAPSHOT
def test_PMP_predicate_read_prevented(table: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """PMP. T1 reads a set of rows (its "predicate": x, y, z); T2 changes y and creates z, and commits;
    T1's re-read of the same set returns exactly what it returned before."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    before = {key: t1.read(key) for key in (X, Y, Z)}
    assert before == {X: "x is 10", Y: "y is 20", Z: None}
    t2.write(Y, "y is 30", at=200)
    t2.write(Z, "z is 30", at=200)
    assert t2.commit().committed
    assert {key: t1.read(key) for key in (X, Y, Z)} == before
    assert t1.commit().committed
    assert visible(table, X, Y, Z) == {X: "x is 10", Y: "y is 30", Z: "z is 30"}
    assert_consistent(table)


@AT_LEAST_SNAPSHOT
def test_PMP_key_absent_from_snapshot_prevented(table: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """PMP on a key that does not exist at T1's snapshot (its canonical cluster does not exist either):
    T2 creates it and commits; T1 keeps reading nothing, and when T1 then creates the key itself it
    aborts — T2 committed first on that key (insert-if-absent cannot clobber a concurrent insert)."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    assert t1.read(Z) is None
    t2.write(Z, "z is 30", at=200)
    assert t1.read(Z) is None  # T2's tentative write is invisible
    assert t2.commit().committed
    assert t1.read(Z) is None  # and T2's committed write is after T1's snapshot
    t1.write(Z, "z is 40", at=210)
    assert t1.read(Z) == "z is 40"
    conflict = t1.commit_conflicts()
    assert Z in conflict.keys
    assert visible(table, Z) == {Z: "z is 30"}
    assert_consistent(table)


@AT_LEAST_SNAPSHOT
def test_PMP_write_predicate_prevented(table: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """PMP with a write predicate. Hermitage: T1 updates every row; T2 reads y (old value), then its
    delete-where blocks on T1 and fails when T1 commits. memtx: T2's write of y aborts at commit."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    t1.write(X, "x is 20", at=200)
    t1.write(Y, "y is 30", at=200)
    assert t2.read(Y) == "y is 20"
    t2.write(Y, "y is 0", at=210)  # Hermitage: blocks here
    assert t1.commit().committed
    conflict = t2.commit_conflicts()
    assert Y in conflict.keys
    assert visible(table, X, Y) == {X: "x is 20", Y: "y is 30"}
    assert_consistent(table)


# --- P4: lost update -----------------------------------------------------------------------------------


@AT_LEAST_SNAPSHOT
def test_P4_lost_update_prevented(table: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """P4. Both read x = 10 and both write 11. Hermitage: T2's write blocks, then fails when T1 commits.
    memtx: T2 aborts at commit, so T1's update is not lost and T2 may retry from a fresh snapshot."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    assert t1.read(X) == "x is 10"
    assert t2.read(X) == "x is 10"
    mine = t1.write(X, "x is 11", at=200)
    t2.write(X, "x is 11", at=210)  # Hermitage: blocks here
    assert t1.commit().committed
    conflict = t2.commit_conflicts()
    assert conflict.keys == (X,)
    winner = table.get(X, agent="reader")
    assert winner is not None
    assert winner.vid == mine.vid
    # The retry reads T1's value and builds on it.
    retry = begin(open_memory, "t2", isolation)
    assert retry.read(X) == "x is 11"
    retry.write(X, "x is 12", at=220)
    assert retry.commit().committed
    assert visible(table, X) == {X: "x is 12"}
    assert_consistent(table)


# --- G-single: read skew -------------------------------------------------------------------------------


@AT_LEAST_SNAPSHOT
def test_G_single_read_skew_prevented(table: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """G-single (read skew). T2 moves 2 from x to y while T1 reads x then y: T1 must not see x before and
    y after the transfer — it reads y = 20, consistent with the x = 10 it read (sum 30)."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    assert t1.read(X) == "x is 10"
    assert t2.read(X) == "x is 10"
    assert t2.read(Y) == "y is 20"
    t2.write(X, "x is 12", at=200)
    t2.write(Y, "y is 18", at=200)
    assert t2.commit().committed
    assert t1.read(Y) == "y is 20"
    assert t1.commit().committed
    assert visible(table, X, Y) == {X: "x is 12", Y: "y is 18"}
    assert_consistent(table)


@AT_LEAST_SNAPSHOT
def test_G_single_write_predicate_prevented(table: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """G-single with a write. T1 read x = 10; T2 commits x = 12, y = 18; T1 then writes y based on its
    stale view (Hermitage's delete-where). PostgreSQL fails T1's statement; memtx aborts T1 at commit."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    assert t1.read(X) == "x is 10"
    t2.write(X, "x is 12", at=200)
    t2.write(Y, "y is 18", at=200)
    assert t2.commit().committed
    t1.write(Y, "y is 0", at=210)
    conflict = t1.commit_conflicts()
    # Snapshot aborts on the stale write of y; serializable already on the overwritten read of x.
    assert conflict.keys == ((Y,) if isolation == "snapshot" else (X,))
    assert visible(table, X, Y) == {X: "x is 12", Y: "y is 18"}
    assert_consistent(table)


# --- G2: anti-dependency cycles ------------------------------------------------------------------------


def _write_skew(open_memory: OpenMemory, isolation: str) -> tuple[Session, Session]:
    """Both read x and y; T1 writes x, T2 writes y — disjoint write sets, so no write-write conflict."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    assert (t1.read(X), t1.read(Y)) == ("x is 10", "y is 20")
    assert (t2.read(X), t2.read(Y)) == ("x is 10", "y is 20")
    t1.write(X, "x is 11", at=200)
    t2.write(Y, "y is 21", at=210)
    return t1, t2


def test_G2_item_write_skew_allowed_at_snapshot(table: Memory, open_memory: OpenMemory) -> None:
    """G2-item (write skew) is the one anomaly DESIGN §6 lets snapshot isolation allow: each transaction
    decided on a value the other changed, and both commit. This documents the allowed anomaly."""
    t1, t2 = _write_skew(open_memory, "snapshot")
    assert t1.commit().committed
    assert t2.commit().committed
    assert visible(table, X, Y) == {X: "x is 11", Y: "y is 21"}
    assert_consistent(table)


def test_G2_item_write_skew_prevented_at_serializable(table: Memory, open_memory: OpenMemory) -> None:
    """G2-item at `serializable`: the read set is validated at commit, so the second committer — whose
    read of x was overwritten by the first — aborts."""
    t1, t2 = _write_skew(open_memory, "serializable")
    assert t1.commit().committed
    conflict = t2.commit_conflicts()
    assert X in conflict.keys
    assert t2.tx.result is not None
    assert t2.tx.result.abort_reason == "read_write_conflict"
    assert visible(table, X, Y) == {X: "x is 11", Y: "y is 20"}
    assert_consistent(table)


def test_G2_predicate_write_skew_prevented_at_serializable(table: Memory, open_memory: OpenMemory) -> None:
    """G2 over absent keys at `serializable`: T1 checks that z is absent and creates w, T2 checks that w is
    absent and creates z. At commit T2's read of w no longer holds, so T2 aborts."""
    t1 = begin(open_memory, "t1", "serializable")
    t2 = begin(open_memory, "t2", "serializable")
    assert t1.read(Z) is None
    assert t2.read(W) is None
    t1.write(W, "w is 1", at=200)
    t2.write(Z, "z is 1", at=210)
    assert t1.commit().committed
    conflict = t2.commit_conflicts()
    assert W in conflict.keys
    assert visible(table, W, Z) == {W: "w is 1", Z: None}
    assert_consistent(table)


# --- read_committed -------------------------------------------------------------------------------------


def test_read_committed_sees_new_commits_but_aborts_a_stale_write(table: Memory, open_memory: OpenMemory) -> None:
    """At `read_committed` every read sees the latest committed data (non-repeatable read is allowed), but
    a write based on a read that a rival overwrote before the commit still aborts: first committer wins."""
    t1 = begin(open_memory, "t1", "read_committed")
    assert t1.read(X) == "x is 10"
    t2 = begin(open_memory, "t2")
    t2.write(X, "x is 12", at=200)
    assert t1.read(X) == "x is 10"  # tentative data stays invisible even here
    assert t2.commit().committed
    assert t1.read(X) == "x is 12"  # non-repeatable read: allowed at read_committed
    t3 = begin(open_memory, "t3")
    t3.write(X, "x is 13", at=210)
    assert t3.commit().committed
    t1.write(X, "x is 14", at=220)  # built on the x = 12 it read; x = 13 is lost unless this aborts
    conflict = t1.commit_conflicts()
    assert X in conflict.keys
    assert visible(table, X) == {X: "x is 13"}
    assert_consistent(table)


def test_read_committed_later_read_does_not_hide_an_earlier_stale_write(table: Memory, open_memory: OpenMemory) -> None:
    """A write staged at read_committed is checked against the data it was based on: a rival that commits
    on x after T1 staged its write of x, followed by an unrelated read in T1, must still abort T1 —
    otherwise the later read would silently turn a stale write into a lost update (DESIGN §6.3)."""
    t1 = begin(open_memory, "t1", "read_committed")
    assert t1.read(X) == "x is 10"
    t1.write(X, "x is 11", at=220)
    t2 = begin(open_memory, "t2")
    t2.write(X, "x is 12", at=200)
    assert t2.commit().committed
    assert t1.read(Y) == "y is 20"
    conflict = t1.commit_conflicts()
    assert X in conflict.keys
    assert visible(table, X) == {X: "x is 12"}
    assert_consistent(table)


# --- the matrix again, with the rival spelling the key differently (DESIGN §5: canonical keys) ----------
# A "row" is a canonical cluster, not a spelling: a rival that writes or reads the same row under another
# spelling — one that joins the cluster by exact normalized match, or fuzzily — must meet exactly the
# conflicts it would meet under the founding spelling. Each spelling pair is (founding key, rival key).

SPELLINGS = {
    "exact": (("alice/city", "Alice/City"), ("bob/city", "BOB/City")),
    "fuzzy": (("alice smith/city", "the alice smith/city"), ("bob jones/city", "the bob jones/city")),
}


@dataclass(frozen=True)
class Rows:
    """The table x = 10, y = 20, each row under its founding spelling and a rival spelling."""

    mem: Memory
    x: str
    x2: str
    y: str
    y2: str


@pytest.fixture(params=sorted(SPELLINGS))
def rows(request: pytest.FixtureRequest, open_memory: OpenMemory) -> Rows:
    (x, x2), (y, y2) = SPELLINGS[request.param]
    mem = open_memory()
    for agent in AGENTS:
        mem.register_agent(agent)
    with mem.transaction(agent="setup") as tx:
        setup = Session(mem, tx)
        setup.write(x, "x is 10", at=100)
        setup.write(y, "y is 20", at=100)
    assert mem.last_csn() == 1
    # The rival spellings join the founding clusters (they have no alias of their own yet).
    for founding, rival in ((x, x2), (y, y2)):
        seen, joined = mem.get(founding, agent="reader"), mem.get(rival, agent="reader")
        assert seen is not None
        assert joined is not None
        assert joined.vid == seen.vid
    return Rows(mem, x, x2, y, y2)


def same_alias(a: str, b: str) -> bool:
    return parse_key(a).normalized == parse_key(b).normalized


def seen_as(mem: Memory, *keys: str) -> set[str | None]:
    """The values a fresh reader sees under each of several spellings (one row: one value)."""
    return set(visible(mem, *keys).values())


@AT_LEAST_SNAPSHOT
def test_G0_rival_spelling_prevented(rows: Rows, open_memory: OpenMemory, isolation: str) -> None:
    """G0 where T2 writes the rows under the other spelling: still the same rows, so T2 aborts."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    t1.write(rows.x, "x is 11", at=200)
    t2.write(rows.x2, "x is 12", at=210)
    t1.write(rows.y, "y is 21", at=220)
    assert t1.commit().committed
    t2.write(rows.y2, "y is 22", at=230)
    conflict = t2.commit_conflicts()
    assert rows.x2 in conflict.keys
    assert t2.tx.result is not None
    assert t2.tx.result.abort_reason == "stale_late_write"
    assert seen_as(rows.mem, rows.x, rows.x2) == {"x is 11"}
    assert seen_as(rows.mem, rows.y, rows.y2) == {"y is 21"}
    assert_consistent(rows.mem)


@AT_LEAST_SNAPSHOT
def test_G1a_rival_spelling_prevented(rows: Rows, open_memory: OpenMemory, isolation: str) -> None:
    """G1a: T1 writes x under the rival spelling and aborts. T2 never sees it under either spelling, and
    the aborted write left no alias behind: a later writer of the rival spelling lands in x's cluster."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    staged = t1.write(rows.x2, "x is 101", at=200)
    assert (t1.read(rows.x), t1.read(rows.x2)) == ("x is 101", "x is 101")
    assert (t2.read(rows.x), t2.read(rows.x2)) == ("x is 10", "x is 10")
    t1.tx.abort()
    assert (t2.read(rows.x), t2.read(rows.x2)) == ("x is 10", "x is 10")
    assert t2.commit().committed
    assert seen_as(rows.mem, rows.x, rows.x2) == {"x is 10"}
    assert rows.mem.record(staged.vid).state is State.REVOKED
    t3 = begin(open_memory, "t3", isolation)
    again = t3.write(rows.x2, "x is 13", at=210)
    assert t3.commit().committed
    assert again.canonical_key == staged.canonical_key == rows.mem.get(rows.x, agent="reader").canonical_key  # type: ignore[union-attr]
    assert seen_as(rows.mem, rows.x, rows.x2) == {"x is 13"}
    assert_consistent(rows.mem)


@AT_LEAST_SNAPSHOT
def test_G1b_rival_spelling_prevented(rows: Rows, open_memory: OpenMemory, isolation: str) -> None:
    """G1b: T1 writes x as 101 under one spelling and then 11 under the other; nobody ever sees 101."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    first = t1.write(rows.x, "x is 101", at=200)
    assert t2.read(rows.x2) == "x is 10"
    second = t1.write(rows.x2, "x is 11", at=210)
    assert (t1.read(rows.x), t1.read(rows.x2)) == ("x is 11", "x is 11")
    assert t1.commit().committed
    assert (t2.read(rows.x), t2.read(rows.x2)) == ("x is 10", "x is 10")
    assert t2.commit().committed
    assert rows.mem.record(first.vid).state is State.SUPERSEDED
    assert rows.mem.record(second.vid).state is State.COMMITTED
    for csn in range(rows.mem.last_csn() + 1):
        for key in (rows.x, rows.x2):
            seen = rows.mem.as_of(csn).get(key, agent="reader")
            assert seen is None or seen.value != "x is 101"
    assert_consistent(rows.mem)


@AT_LEAST_SNAPSHOT
def test_G1c_rival_spelling_prevented(rows: Rows, open_memory: OpenMemory, isolation: str) -> None:
    """G1c: each transaction writes one row and reads the other under the other spelling."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    t1.write(rows.x, "x is 11", at=200)
    t2.write(rows.y2, "y is 22", at=210)
    assert t1.read(rows.y) == "y is 20"
    assert t2.read(rows.x2) == "x is 10"
    assert t1.commit().committed
    if isolation == "serializable":
        conflict = t2.commit_conflicts()
        assert conflict.keys == (rows.x2,)
        assert t2.tx.result is not None
        assert t2.tx.result.abort_reason == "read_write_conflict"
        assert seen_as(rows.mem, rows.y, rows.y2) == {"y is 20"}
    else:
        assert t2.commit().committed
        assert seen_as(rows.mem, rows.y, rows.y2) == {"y is 22"}
    assert seen_as(rows.mem, rows.x, rows.x2) == {"x is 11"}
    assert_consistent(rows.mem)


@AT_LEAST_SNAPSHOT
def test_OTV_rival_spelling_prevented(rows: Rows, open_memory: OpenMemory, isolation: str) -> None:
    """OTV: T2 writes under the rival spellings and aborts; T3 keeps seeing all of T1 under both."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    t1.write(rows.x, "x is 11", at=200)
    t1.write(rows.y, "y is 19", at=200)
    t2.write(rows.x2, "x is 12", at=210)
    assert t1.commit().committed
    t3 = begin(open_memory, "t3", isolation)
    assert t3.read(rows.x2) == "x is 11"
    t2.write(rows.y2, "y is 18", at=220)
    assert t3.read(rows.y2) == "y is 19"
    t2.commit_conflicts()
    assert [t3.read(k) for k in (rows.x, rows.x2, rows.y, rows.y2)] == ["x is 11", "x is 11", "y is 19", "y is 19"]
    assert t3.commit().committed
    assert_consistent(rows.mem)


@AT_LEAST_SNAPSHOT
def test_PMP_rival_spelling_prevented(rows: Rows, open_memory: OpenMemory, isolation: str) -> None:
    """PMP: T1 reads x and y; T2 changes both under the rival spellings and commits (creating their
    aliases); T1's re-reads, under either spelling, return what it read before."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    assert (t1.read(rows.x), t1.read(rows.y)) == ("x is 10", "y is 20")
    t2.write(rows.x2, "x is 30", at=200)
    t2.write(rows.y2, "y is 30", at=200)
    assert t2.commit().committed
    assert [t1.read(k) for k in (rows.x, rows.x2, rows.y, rows.y2)] == ["x is 10", "x is 10", "y is 20", "y is 20"]
    assert t1.commit().committed  # read-only: nothing to validate
    assert seen_as(rows.mem, rows.x, rows.x2) == {"x is 30"}
    assert_consistent(rows.mem)


@AT_LEAST_SNAPSHOT
def test_P4_rival_spelling_prevented(rows: Rows, open_memory: OpenMemory, isolation: str) -> None:
    """P4: T1 reads and writes x under one spelling, T2 under the other; T2's update aborts, not lost."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    assert t1.read(rows.x) == "x is 10"
    assert t2.read(rows.x2) == "x is 10"
    mine = t1.write(rows.x, "x is 11", at=200)
    t2.write(rows.x2, "x is 11", at=210)
    assert t1.commit().committed
    conflict = t2.commit_conflicts()
    assert conflict.keys == (rows.x2,)
    assert t2.tx.result is not None
    assert t2.tx.result.abort_reason == ("stale_late_write" if isolation == "snapshot" else "read_write_conflict")
    winner = rows.mem.get(rows.x2, agent="reader")
    assert winner is not None
    assert winner.vid == mine.vid
    assert_consistent(rows.mem)


@AT_LEAST_SNAPSHOT
def test_G_single_rival_spelling_prevented(rows: Rows, open_memory: OpenMemory, isolation: str) -> None:
    """G-single: T2 moves 2 from x to y under the rival spellings; T1 reads x, then y, consistently."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    assert t1.read(rows.x) == "x is 10"
    t2.write(rows.x2, "x is 12", at=200)
    t2.write(rows.y2, "y is 18", at=200)
    assert t2.commit().committed
    assert (t1.read(rows.y), t1.read(rows.y2)) == ("y is 20", "y is 20")
    t1.write(rows.y, "y is 0", at=210)
    conflict = t1.commit_conflicts()
    # Snapshot aborts on the stale write of y; serializable on its reads, one entry per spelling read
    # (a spelling that normalizes like an earlier one is the same read).
    read_set = (rows.x, rows.y) if same_alias(rows.y, rows.y2) else (rows.x, rows.y, rows.y2)
    assert conflict.keys == ((rows.y,) if isolation == "snapshot" else read_set)
    assert seen_as(rows.mem, rows.x, rows.x2) == {"x is 12"}
    assert seen_as(rows.mem, rows.y, rows.y2) == {"y is 18"}
    assert_consistent(rows.mem)


@pytest.mark.parametrize("isolation", ["snapshot", "serializable"])
def test_G2_item_rival_spelling(rows: Rows, open_memory: OpenMemory, isolation: str) -> None:
    """G2-item: both read x and y under one spelling and write under the other. Snapshot allows the write
    skew; serializable aborts the second committer on the read the first one overwrote."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    assert (t1.read(rows.x), t1.read(rows.y)) == ("x is 10", "y is 20")
    assert (t2.read(rows.x2), t2.read(rows.y2)) == ("x is 10", "y is 20")
    t1.write(rows.x2, "x is 11", at=200)
    t2.write(rows.y, "y is 21", at=210)
    assert t1.commit().committed
    if isolation == "snapshot":
        assert t2.commit().committed
        assert seen_as(rows.mem, rows.y, rows.y2) == {"y is 21"}
    else:
        conflict = t2.commit_conflicts()
        assert conflict.keys == (rows.x2,)
        assert t2.tx.result is not None
        assert t2.tx.result.abort_reason == "read_write_conflict"
        assert seen_as(rows.mem, rows.y, rows.y2) == {"y is 20"}
    assert seen_as(rows.mem, rows.x, rows.x2) == {"x is 11"}
    assert_consistent(rows.mem)


# --- a rival founds a better-matching cluster (DESIGN §5: key resolution is versioned state) -------------
# READ joins COMMITTED (subject Jaccard 3/5). BETTER does not join COMMITTED (3/6), so a transaction that
# writes BETTER founds a new cluster — one READ matches better (3/4). Where READ resolves therefore depends
# on whether that founding is committed, and as of which csn.

COMMITTED = "alice main home current primary/color"
READ = "alice main home/color"
BETTER = "alice main home default/color"
BETTER_RIVALS = {
    "exact": "Alice Main-Home Default/Color",  # the same founding, spelled differently
    "fuzzy": "the alice main home default/color",  # joins BETTER once committed; founds its own before
}


@pytest.fixture
def colors(open_memory: OpenMemory) -> Memory:
    """A store where COMMITTED (and so READ) holds "alice likes blue"; BETTER founds no cluster yet."""
    mem = open_memory()
    for agent in AGENTS:
        mem.register_agent(agent)
    with mem.transaction(agent="setup") as tx:
        Session(mem, tx).write(COMMITTED, "alice likes blue", at=100)
    assert mem.last_csn() == 1
    assert visible(mem, READ, BETTER) == {READ: "alice likes blue", BETTER: None}
    return mem


@AT_LEAST_SNAPSHOT
def test_G1a_aborted_better_founding_not_observed(colors: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """G1a on key resolution: T1 founds BETTER and, inside T1 only, READ resolves to it. T2 never sees the
    founding — neither its value nor its effect on where READ resolves — and after T1 aborts nothing of it
    remains: T2's write of READ lands in COMMITTED and commits."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    assert t2.read(READ) == "alice likes blue"
    founding = t1.write(BETTER, "alice likes red", at=200)
    assert t1.read(READ) == "alice likes red"  # its own, better-matching founding
    assert (t2.read(READ), t2.read(BETTER)) == ("alice likes blue", None)
    assert visible(colors, READ, BETTER) == {READ: "alice likes blue", BETTER: None}
    t1.tx.abort()
    assert (t2.read(READ), t2.read(BETTER)) == ("alice likes blue", None)
    mine = t2.write(READ, "alice likes green", at=210)
    assert t2.commit().committed
    blue = colors.as_of(1).get(COMMITTED, agent="reader")
    assert blue is not None
    assert mine.canonical_key == blue.canonical_key != founding.canonical_key
    assert visible(colors, READ, COMMITTED, BETTER) == {
        READ: "alice likes green",
        COMMITTED: "alice likes green",
        BETTER: None,
    }
    assert audit_history(colors, BETTER) == []
    assert_consistent(colors)


@AT_LEAST_SNAPSHOT
def test_PMP_better_cluster_committed_after_snapshot(colors: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """PMP on key resolution: T2 founds BETTER and commits after T1's snapshot. T1's reads of READ keep
    resolving to COMMITTED (repeatable), as does `as_of` the old csn, while a fresh reader now resolves READ
    to BETTER. T1 then writes READ: staged into COMMITTED, which READ no longer resolves to — T1 aborts
    (stale late write; at serializable already on its read of READ, whose resolution changed)."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    assert t1.read(READ) == "alice likes blue"
    t2.write(BETTER, "alice likes red", at=200)
    assert t2.commit().committed
    assert (t1.read(READ), t1.read(BETTER)) == ("alice likes blue", None)
    then = colors.as_of(1).get(READ, agent="reader")
    assert then is not None
    assert then.value == "alice likes blue"
    assert visible(colors, READ, COMMITTED, BETTER) == {
        READ: "alice likes red",
        COMMITTED: "alice likes blue",
        BETTER: "alice likes red",
    }
    staged = t1.write(READ, "alice likes green", at=210)
    assert staged.canonical_key == then.canonical_key  # resolved at T1's snapshot
    conflict = t1.commit_conflicts()
    # Serializable: both reads changed resolution (READ: COMMITTED -> BETTER; BETTER: none -> BETTER).
    assert conflict.keys == ((READ,) if isolation == "snapshot" else (READ, BETTER))
    assert t1.tx.result is not None
    assert t1.tx.result.abort_reason == ("stale_late_write" if isolation == "snapshot" else "read_write_conflict")
    assert visible(colors, READ, COMMITTED) == {READ: "alice likes red", COMMITTED: "alice likes blue"}
    assert_consistent(colors)


@AT_LEAST_SNAPSHOT
def test_PMP_better_cluster_aborts_a_blind_writer(colors: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """As above without any read: COMMITTED's entry never changes, yet T1's write of READ is stale — at
    commit READ resolves to BETTER, committed after T1's snapshot. A retry from a fresh snapshot writes
    BETTER's cluster and commits."""
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    staged = t1.write(READ, "alice likes green", at=210)
    t2.write(BETTER, "alice likes red", at=200)
    assert t2.commit().committed
    conflict = t1.commit_conflicts()
    assert conflict.keys == (READ,)
    assert t1.tx.result is not None
    assert t1.tx.result.abort_reason == "stale_late_write"
    assert colors.record(staged.vid).state is State.REVOKED
    retry = begin(open_memory, "t1", isolation)
    assert retry.read(READ) == "alice likes red"
    again = retry.write(READ, "alice likes green", at=220)
    assert retry.commit().committed
    better = colors.get(BETTER, agent="reader")
    assert better is not None
    assert again.canonical_key == better.canonical_key != staged.canonical_key
    assert visible(colors, READ, COMMITTED) == {READ: "alice likes green", COMMITTED: "alice likes blue"}
    assert_consistent(colors)


@AT_LEAST_SNAPSHOT
@pytest.mark.parametrize("spelling", sorted(BETTER_RIVALS))
def test_G0_concurrent_foundings_of_one_cluster(
    colors: Memory, open_memory: OpenMemory, isolation: str, spelling: str
) -> None:
    """G0 on a new cluster: T1 founds BETTER, T2 founds it under another spelling (exact: the same
    founding; fuzzy: a founding of its own, which BETTER captures once committed). First committer wins:
    two foundings of one row never both commit a winner."""
    rival = BETTER_RIVALS[spelling]
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    t1.write(BETTER, "alice likes red", at=200)
    t2.write(rival, "alice likes pink", at=210)
    assert (t1.read(rival), t2.read(BETTER)) == ("alice likes red", "alice likes pink")  # each its own
    assert t1.commit().committed
    conflict = t2.commit_conflicts()
    assert t2.tx.result is not None
    if isolation == "snapshot":
        assert conflict.keys == (rival,)
        assert t2.tx.result.abort_reason == "stale_late_write"
    else:
        # T2's read of BETTER saw its own founding; among committed clusters it resolved to none at the
        # snapshot and resolves now: a phantom, caught before the stale write.
        assert conflict.keys == (BETTER,)
        assert t2.tx.result.abort_reason == "read_write_conflict"
    assert seen_as(colors, BETTER, rival, READ) == {"alice likes red"}
    assert_consistent(colors)


@AT_LEAST_SNAPSHOT
def test_PMP_fuzzy_key_absent_from_snapshot(table: Memory, open_memory: OpenMemory, isolation: str) -> None:
    """PMP on an absent key that a rival creates under a fuzzy variant: T1 keeps reading nothing under
    both spellings, and T1's own creation of the key aborts (at serializable on the phantom read)."""
    absent, variant = "dave smith/color", "the dave smith/color"
    t1 = begin(open_memory, "t1", isolation)
    t2 = begin(open_memory, "t2", isolation)
    assert t1.read(absent) is None
    t2.write(variant, "dave likes grey", at=200)
    assert t2.commit().committed
    assert (t1.read(absent), t1.read(variant)) == (None, None)
    assert visible(table, absent, variant) == {absent: "dave likes grey", variant: "dave likes grey"}
    t1.write(absent, "dave likes teal", at=210)
    assert t1.read(variant) == "dave likes teal"  # its own founding, joined by the variant
    conflict = t1.commit_conflicts()
    assert conflict.keys == ((absent,) if isolation == "snapshot" else (absent, variant))  # both reads phantoms
    assert t1.tx.result is not None
    assert t1.tx.result.abort_reason == ("stale_late_write" if isolation == "snapshot" else "read_write_conflict")
    assert visible(table, absent) == {absent: "dave likes grey"}
    assert_consistent(table)


# --- a read through the transaction's own founding (DESIGN §5, §6: serializable compares what was read) --
# T1 founds BETTER; READ, which otherwise joins COMMITTED, then resolves inside T1 to T1's own founding and
# shows T1's own value. Whether it still would at T1's commit depends on the committed key index: a rival
# that commits READ's spelling into COMMITTED pins READ there by an alias — without changing COMMITTED's
# visible version when the rival's version is quarantined or stored superseded. A serial reader after the
# rival then sees COMMITTED's value for READ, not T1's: T1's read is invalidated, so T1 must abort.
PINNING = {
    "quarantined": {"confidence": 0.3, "at": 150.0},  # low evidence: quarantined, A untouched
    "superseded": {"confidence": 1.0, "at": 50.0},  # older than COMMITTED's version: stored superseded
}


def _pin(open_memory: OpenMemory, how: str) -> Session:
    """A rival writes READ's exact spelling (staged into COMMITTED) without touching A, and ends `how`."""
    rival = begin(open_memory, "t2", "serializable")
    text, at = "alice likes pink", PINNING.get(how, {}).get("at", 150.0)
    confidence = PINNING.get(how, {}).get("confidence", 1.0)
    src = rival.mem.observe(text, owner="t2", scope="shared", at=at)
    staged = rival.tx.propose(key=READ, value=text, evidence=text, source=src.id, at=at, confidence=confidence)
    if how == "aborted":
        rival.tx.abort()
        return rival
    assert rival.commit().committed
    assert rival.mem.record(staged.vid).state.value == how  # A's entry for COMMITTED did not change
    return rival


@pytest.mark.parametrize("how", ["quarantined", "superseded", "aborted"])
def test_a_read_through_its_own_founding_is_validated_at_serializable(
    colors: Memory, open_memory: OpenMemory, how: str
) -> None:
    """T1 founds BETTER and reads READ through that founding (its own value); an aborted rival founding
    of BETTER leaves no trace; then a rival pins READ to COMMITTED (or, control, aborts). A fresh reader
    now sees COMMITTED's value for READ, so T1's read is invalid and T1 aborts with read_write_conflict —
    although READ's committed resolution (COMMITTED) and COMMITTED's visible version never changed."""
    t1 = begin(open_memory, "t1", "serializable")
    t1.write(BETTER, "alice likes red", at=200)
    assert t1.read(READ) == "alice likes red"  # through its own founding
    t0 = begin(open_memory, "t3", "serializable")
    t0.write(BETTER, "alice likes teal", at=205)  # a rival founding of the same row, aborted: no trace
    t0.tx.abort()
    _pin(open_memory, how)
    if how == "aborted":
        assert t1.commit().committed
        assert visible(colors, READ, BETTER) == {READ: "alice likes red", BETTER: "alice likes red"}
    else:
        assert visible(colors, READ, COMMITTED) == {READ: "alice likes blue", COMMITTED: "alice likes blue"}
        conflict = t1.commit_conflicts()
        assert conflict.keys == (READ,)
        assert t1.tx.result is not None
        assert t1.tx.result.abort_reason == "read_write_conflict"
        assert visible(colors, READ, BETTER) == {READ: "alice likes blue", BETTER: None}
    assert_consistent(colors)


def test_a_reread_through_its_own_founding_is_validated_too(colors: Memory, open_memory: OpenMemory) -> None:
    """The first read of READ (COMMITTED's value) is not all T1 read: after founding BETTER it reads READ
    again, through the founding. Pinning READ to COMMITTED invalidates that second read only."""
    t1 = begin(open_memory, "t1", "serializable")
    assert t1.read(READ) == "alice likes blue"
    t1.write(BETTER, "alice likes red", at=200)
    assert t1.read(READ) == "alice likes red"
    _pin(open_memory, "quarantined")
    conflict = t1.commit_conflicts()
    assert conflict.keys == (READ,)
    assert t1.tx.result is not None
    assert t1.tx.result.abort_reason == "read_write_conflict"
    assert_consistent(colors)


def test_a_read_through_its_own_founding_is_not_validated_at_snapshot(colors: Memory, open_memory: OpenMemory) -> None:
    """Snapshot isolation validates writes only: T1's write of BETTER is not stale, so it commits."""
    t1 = begin(open_memory, "t1", "snapshot")
    t1.write(BETTER, "alice likes red", at=200)
    assert t1.read(READ) == "alice likes red"
    _pin(open_memory, "quarantined")
    assert t1.commit().committed
    assert_consistent(colors)
