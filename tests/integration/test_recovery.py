"""DESIGN §10 restore: the fault injector damages a SQLite store at rest (plain SQL, never memtx's write path),
`mem.check()` finds the damage, and `mem.recover()` gives back the exact pre-fault versions' states and
active map with I(S) holding — without being told which rows were touched."""

from __future__ import annotations

import itertools
import shutil
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

import memtx
from conftest import audit_history, store_url
from memtx.api import oversight
from memtx.cli.commands import cli
from memtx.core import digests
from memtx.engine.recovery import legal_path
from memtx.storage.memory import MemoryBackend
from memtx.storage.sqlite import SQLiteUnit
from memtx.tooling.eval.recovery import projection
from memtx.tooling.faults import FAULT_CLASSES, inject, tear

KEYS = 20
ROUNDS = 4


def _build(path: Path) -> None:
    """Multi-key transactions (every key updated in each of four rounds), a revocation, a quarantine."""
    with memtx.Memory.open(path) as mem:
        mem.register_agent("w")
        for r in range(ROUNDS):
            with mem.transaction(agent="w") as tx:
                for i in range(KEYS):
                    text = f"Customer c{i} lives in city{r}."
                    at = float(10 * r + 1)
                    src = tx.observe(text, owner="w", scope="shared", authority=0.9, at=at)
                    tx.propose(key=f"c{i}/city", value=text[:-1], evidence=text[:-1], source=src.id, at=at)
        found = mem.get("c0/city", agent="w")
        assert found is not None
        mem.revoke(found.vid, agent="w", reason="wrong customer")
        weak = mem.observe("Customer c1 lives in Atlantis.", owner="w", scope="shared", authority=0.3, at=99.0)
        with mem.transaction(agent="w") as tx:
            tx.propose(key="c1/city", value="Customer c1 lives in Atlantis", evidence="Customer c1 lives in Atlantis",
                       source=weak.id, confidence=0.4, at=99.0)  # fmt: skip
        assert mem.check().ok


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("template") / "store.db"
    _build(path)
    return path


def _copy(template: Path, into: Path) -> Path:
    target = into / "store.db"
    shutil.copyfile(template, target)
    return target


@pytest.mark.parametrize("fault", FAULT_CLASSES)
@pytest.mark.parametrize("keys", [2, 4, 8, 16])
@pytest.mark.parametrize("seed", [0, 1])
def test_every_fault_class_is_found_and_restored_exactly(
    template: Path, tmp_path: Path, fault: str, keys: int, seed: int
) -> None:
    path = _copy(template, tmp_path)
    expected = projection(path)
    injection = inject(path, fault, keys=keys, seed=seed)
    assert len(injection.touched) == keys
    assert projection(path) != expected or fault == "journal"  # the journal faults leave V and A as they were
    with memtx.Memory.open(path) as mem:
        assert not mem.check().ok  # found
        report = mem.recover()
        assert report.restored
        assert report.found
        assert report.after.ok
        assert mem.check().ok
    assert projection(path) == expected  # the exact pre-fault projection, with no knowledge of the write set
    with memtx.Memory.open(path) as mem:  # and it survives a reopen
        assert mem.check().ok
        assert not mem.recover().restored  # nothing left to restore


def test_a_sound_store_is_left_as_it_is(template: Path, tmp_path: Path) -> None:
    path = _copy(template, tmp_path)
    before = projection(path)
    with memtx.Memory.open(path) as mem:
        events = len(mem.journal(limit=10_000))
        report = mem.recover()
        assert not report.restored
        assert report.plan.changes == 0
        assert report.found == ()
        assert len(mem.journal(limit=10_000)) == events  # no recover event either
    assert projection(path) == before


def test_damage_in_two_representations_at_once_is_refused_and_changes_nothing(template: Path, tmp_path: Path) -> None:
    path = _copy(template, tmp_path)
    conn = sqlite3.connect(path)
    # One version's state flipped *and* every journal event of that version lost: nothing says which is right.
    vid = conn.execute("SELECT vid FROM active WHERE ckey = 'c5/city'").fetchone()[0]
    conn.execute("UPDATE records SET state = 'superseded' WHERE vid = ?", (vid,))
    conn.execute("DELETE FROM journal WHERE vid = ?", (vid,))
    conn.commit()
    conn.close()
    damaged = projection(path)
    with memtx.Memory.open(path) as mem:
        with pytest.raises(memtx.StoreDamaged) as refused:
            mem.recover()
        assert refused.value.problems
        assert not mem.check().ok
    assert projection(path) == damaged  # the restore's unit rolled back


def test_the_injector_refuses_bad_input_and_writes_nothing(template: Path, tmp_path: Path) -> None:
    path = _copy(template, tmp_path)
    before = projection(path)
    with pytest.raises(memtx.InvalidArgument, match="unknown fault class"):
        inject(path, "bitrot", keys=2)
    for keys in (0, 1, 17):
        with pytest.raises(memtx.InvalidArgument, match="from 2 to 16"):
            inject(path, "states", keys=keys)
    tiny = tmp_path / "tiny.db"
    with memtx.Memory.open(tiny) as mem:
        mem.register_agent("w")
    with pytest.raises(memtx.InvalidArgument, match="the fault needs 2"):
        inject(tiny, "pointers", keys=2)
    assert projection(path) == before


def test_faults_are_reproducible(template: Path, tmp_path: Path) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    one.mkdir()
    two.mkdir()
    a, b = _copy(template, one), _copy(template, two)
    assert inject(a, "pointers", keys=5, seed=3) == inject(b, "pointers", keys=5, seed=3)
    assert projection(a) == projection(b)


def test_recover_on_the_reference_backend_is_a_no_op_on_a_sound_store() -> None:
    mem = memtx.Memory.attach(MemoryBackend())
    src = mem.observe("Alice lives in Paris.", owner="alice", scope="shared", authority=0.9, at=1.0)
    with mem.transaction(agent="alice") as tx:
        tx.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id)
    report = mem.recover()
    assert not report.restored
    assert report.after.ok


def test_memtx_recover_reports_what_it_restored(template: Path, tmp_path: Path) -> None:
    path = _copy(template, tmp_path)
    inject(path, "states", keys=3, seed=0)
    runner = CliRunner()
    assert runner.invoke(cli, ["--db", str(path), "check"]).exit_code == 1
    done = runner.invoke(cli, ["--db", str(path), "--json", "recover"])
    assert done.exit_code == 0, done.output
    assert '"restored": true' in done.stdout
    assert runner.invoke(cli, ["--db", str(path), "check"]).exit_code == 0
    again = runner.invoke(cli, ["--db", str(path), "recover"])
    assert again.exit_code == 0
    assert again.stdout.startswith("nothing to restore")


def test_legal_path_walks_the_lifecycle() -> None:
    assert legal_path(memtx.State.RAW, memtx.State.COMMITTED, memtx.Kind.BELIEF) == (
        memtx.State.TENTATIVE,
        memtx.State.VALIDATED,
        memtx.State.COMMITTED,
    )
    assert legal_path(memtx.State.REVOKED, memtx.State.REVOKED, memtx.Kind.BELIEF) == ()
    with pytest.raises(ValueError, match="no legal path"):
        legal_path(memtx.State.REVOKED, memtx.State.COMMITTED, memtx.Kind.BELIEF)


def _digests_ok(path: Path) -> None:
    conn = sqlite3.connect(path)
    try:
        active = conn.execute("SELECT ckey, vid FROM active").fetchall()
        stored = dict(conn.execute("SELECT bucket, d FROM adigest"))
        total = conn.execute("SELECT ival FROM meta WHERE name = 'adigest'").fetchone()[0]
        last = conn.execute("SELECT post_digest FROM txns WHERE csn IS NOT NULL ORDER BY csn DESC LIMIT 1").fetchone()
        chain = conn.execute("SELECT pre_digest, post_digest FROM txns WHERE csn IS NOT NULL ORDER BY csn").fetchall()
    finally:
        conn.close()
    assert stored == digests.digest_of(active)
    assert total == digests.total(stored) == last[0]
    assert all(prev[1] == nxt[0] for prev, nxt in itertools.pairwise(chain))  # each intent starts where the last ended


def test_every_commit_keeps_the_digests_and_leaves_an_intent(template: Path, tmp_path: Path) -> None:
    _digests_ok(_copy(template, tmp_path))


def test_tampered_digests_are_found_on_open_writes_refused_reads_served_until_recover(
    template: Path, tmp_path: Path
) -> None:
    path = _copy(template, tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET ival = ival + 1 WHERE name = 'adigest'")
    conn.commit()
    conn.close()
    with memtx.Memory.open(path) as mem:
        assert mem.damage  # the cheap check on open: O(buckets)
        assert mem.get("c3/city", agent="w") is not None  # reads are served
        src = mem.source(mem.get("c3/city", agent="w").source_id)  # type: ignore[union-attr]
        with pytest.raises(memtx.StoreDamaged, match="writes are refused"), mem.transaction(agent="w") as tx:
            tx.propose(key="c3/city", value="Customer c3 lives in city3", evidence="Customer c3 lives in city3",
                       source=src.id, at=500.0)  # fmt: skip
        with pytest.raises(memtx.StoreDamaged):
            mem.revoke(mem.get("c4/city", agent="w").vid, agent="w")  # type: ignore[union-attr]
        report = mem.recover()
        assert report.restored
        assert not report.digests_agreed  # the digests were the damaged part: rebuilt from A
        assert mem.damage == ()
    with memtx.Memory.open(path) as mem:
        assert mem.damage == ()
        assert mem.check().ok


def test_damage_to_a_is_located_by_bucket(template: Path, tmp_path: Path) -> None:
    path = _copy(template, tmp_path)
    inject(path, "pointers", keys=3, seed=2)
    with memtx.Memory.open(path) as mem:
        assert mem.damage == ()  # written around memtx into A's rows: not visible to the cheap check
        located = [v for v in mem.check().violations if v.kind == "digest_agreement"]
        assert 1 <= len(located) <= 3  # the buckets of the three redirected entries
        assert mem.recover().digests_agreed  # A restored gives exactly the digests the intents left
    _digests_ok(path)


# --- the targeted restore (DESIGN §10: its cost grows with the damage) ----------------------------------


@pytest.mark.parametrize("fault", FAULT_CLASSES)
def test_a_located_restore_reads_only_the_damaged_keys(
    template: Path, tmp_path: Path, fault: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Given the check that located the damage, the restore never reads V, A or J whole."""
    path = _copy(template, tmp_path)
    expected = projection(path)
    inject(path, fault, keys=16, seed=4)
    with memtx.Memory.open(path) as mem:
        found = mem.check()
        assert not found.ok

        def whole(self: object) -> None:
            raise AssertionError("the restore read a whole table")

        for name in ("iter_records", "iter_active", "iter_events"):
            monkeypatch.setattr(SQLiteUnit, name, whole)
        report = mem.recover(found)
        monkeypatch.undo()
        assert report.restored
        assert report.after.ok
        assert mem.check().ok
    assert projection(path) == expected


def test_a_check_taken_before_a_commit_is_refused_and_changes_nothing(template: Path, tmp_path: Path) -> None:
    path = _copy(template, tmp_path)
    inject(path, "states", keys=2, seed=1)
    damaged = projection(path)
    with memtx.Memory.open(path) as mem:
        found = mem.check()
        src = mem.observe("Customer c9 lives in Quito.", owner="w", scope="shared", authority=0.9, at=700.0)
        with mem.transaction(agent="w") as tx:
            tx.propose(key="c19/city", value="Customer c9 lives in Quito", evidence="Customer c9 lives in Quito",
                       source=src.id, at=700.0)  # fmt: skip
        changed = projection(path)
        with pytest.raises(memtx.InvalidArgument, match="changed since this check"):
            mem.recover(found)
        assert projection(path) == changed != damaged
        with pytest.raises(memtx.InvalidArgument, match="CheckReport"):
            mem.recover("everything")  # type: ignore[arg-type]
        assert mem.recover().after.ok  # a fresh check locates it again


def test_a_lost_hop_far_from_its_neighbours_falls_back_to_the_whole_journal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A version's chain: committed (early), superseded (hundreds of events later), revoked (hundreds more).
    Losing the middle hop leaves a hole the targeted restore's reach does not see: it reads the whole
    journal instead, and still restores the exact chain."""
    path = tmp_path / "store.db"
    with memtx.Memory.open(path) as mem:
        mem.register_agent("w")

        def write(key: str, text: str, at: float) -> None:
            with mem.transaction(agent="w") as tx:
                src = tx.observe(text + ".", owner="w", scope="shared", authority=0.9, at=at)
                tx.propose(key=key, value=text, evidence=text, source=src.id, at=at)

        write("target/city", "Ana lives in Lima", 1.0)
        first = mem.get("target/city", agent="w")
        assert first is not None
        for i in range(40):
            write(f"filler{i}/city", f"Bo{i} lives in Oslo", 2.0 + i)
        write("target/city", "Ana lives in Cusco", 100.0)
        for i in range(40):
            write(f"filler{i}/city", f"Bo{i} lives in Rome", 200.0 + i)
        mem.revoke(first.vid, agent="w", reason="wrong person")
        assert mem.check().ok
    expected = projection(path)
    conn = sqlite3.connect(path)
    seqs = [s for (s,) in conn.execute("SELECT seq FROM journal WHERE vid = ? ORDER BY seq", (first.vid,))]
    middle = conn.execute("SELECT seq FROM journal WHERE vid = ? AND to_state = 'superseded'", (first.vid,)).fetchone()[
        0
    ]
    assert min(middle - seqs[0], seqs[-1] - middle) > 64  # beyond the targeted reach on both sides
    conn.execute("DELETE FROM journal WHERE seq = ?", (middle,))
    conn.commit()
    conn.close()
    whole = []
    real = oversight._restore_whole
    monkeypatch.setattr(oversight, "_restore_whole", lambda *a: whole.append(1) or real(*a))
    with memtx.Memory.open(path) as mem:
        report = mem.recover()
        assert whole == [1]
        assert report.restored
        assert report.after.ok
        assert mem.check().ok
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT to_state FROM journal WHERE seq = ?", (middle,)).fetchone() == ("superseded",)
    conn.close()
    assert projection(path) == expected


# --- a torn multi-key update (DESIGN §10 amendment: a gap-less journal is authoritative) --------------------


def _torn_outcome(before: tuple[dict[str, int], dict[int, str]], after: tuple[dict[str, int], dict[int, str]]) -> None:
    """RB for a torn write: A is exactly A_0, every version that existed keeps its state, and the versions the
    torn write added — J never mentioned them — are revoked."""
    assert after[0] == before[0]  # Π_app(S_2) = A_0
    assert {v: s for v, s in after[1].items() if v in before[1]} == before[1]
    assert {s for v, s in after[1].items() if v not in before[1]} == {"revoked"}


@pytest.mark.parametrize("keys", [2, 4, 8, 16])
@pytest.mark.parametrize("seed", [0, 1])
def test_a_torn_multi_key_update_is_restored_to_the_journals_view(
    template: Path, tmp_path: Path, keys: int, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """New versions for `keys` keys, A moved to them for half, no journal event for any: the journal has no
    hole, so it says what committed — they did not. The restore marks them `torn_write` (journaled), puts A
    back to the journal's view, and reads only the keys the check located (its cost grows with the damage)."""
    path = _copy(template, tmp_path)
    expected = projection(path)
    injection = tear(path, keys=keys, seed=seed)
    torn = sorted(int(k) for table, k in injection.touched if table == "records")
    assert len(torn) == keys
    assert sum(1 for table, _ in injection.touched if table == "active") == (keys + 1) // 2
    assert projection(path) != expected
    with memtx.Memory.open(path) as mem:
        found = mem.check()
        assert any(v.kind == "key_consistency" and "2 visible versions" in v.detail for v in found.violations)
        assert found.journal_complete
        for name in ("iter_records", "iter_active", "iter_events"):  # targeted: never a whole table
            monkeypatch.setattr(SQLiteUnit, name, lambda self: pytest.fail("the restore read a whole table"))
        report = mem.recover(found)
        monkeypatch.undo()
        assert report.restored
        assert sorted(report.plan.torn) == torn
        assert "part_versions" in report.after.stats  # the located part was checked again, not the store
        assert report.digests_agreed  # A restored gives exactly the digests the commits' intents left
        assert mem.check().ok
        for vid in torn:
            record = mem.record(vid)
            assert (record.state, record.reason) == (memtx.State.REVOKED, "torn_write")
        journaled = {e.event.vid for e in mem.journal(limit=100_000) if e.event.reason == "torn_write"}
        assert journaled == set(torn)  # marked by the restore itself, in the journal
    _torn_outcome(expected, projection(path))
    with memtx.Memory.open(path) as mem:  # RB: the second reopen finds I(S) and A_0
        assert mem.damage == ()
        assert mem.check().ok
        assert not mem.recover().restored
    _digests_ok(path)


def test_the_command_line_restores_a_torn_write(template: Path, tmp_path: Path) -> None:
    path = _copy(template, tmp_path)
    expected = projection(path)
    tear(f"sqlite:///{path}", keys=6, seed=3)
    runner = CliRunner()
    assert runner.invoke(cli, ["--db", str(path), "check"]).exit_code == 1
    done = runner.invoke(cli, ["--db", str(path), "--json", "recover"])
    assert done.exit_code == 0, done.output
    assert '"restored": true' in done.stdout
    assert "torn write" in done.stdout
    assert runner.invoke(cli, ["--db", str(path), "check"]).exit_code == 0
    _torn_outcome(expected, projection(path))


def test_a_version_never_journaled_in_a_journal_with_holes_is_not_called_torn(template: Path, tmp_path: Path) -> None:
    """With a hole in the journal nothing says whether a version's events were lost or never written: the
    torn-write rule does not apply, and damage in two representations stays refused (changing nothing)."""
    path = _copy(template, tmp_path)
    tear(path, keys=2, seed=0)
    conn = sqlite3.connect(path)
    conn.execute("DELETE FROM journal WHERE seq = (SELECT MIN(seq) + 5 FROM journal)")  # a lost event
    conn.commit()
    conn.close()
    damaged = projection(path)
    with memtx.Memory.open(path) as mem:
        found = mem.check()
        assert not found.journal_complete
        with pytest.raises(memtx.StoreDamaged):
            mem.recover(found)
    assert projection(path) == damaged


def _multi_key_store(mem: memtx.Memory) -> None:
    mem.register_agent("w")
    for r in range(3):
        with mem.transaction(agent="w") as tx:
            for i in range(6):
                text = f"Customer c{i} lives in city{r}."
                src = tx.observe(text, owner="w", scope="shared", authority=0.9, at=float(10 * r + 1))
                tx.propose(key=f"c{i}/city", value=text[:-1], evidence=text[:-1], source=src.id, at=float(10 * r + 1))


def _view(mem: memtx.Memory) -> dict[str, tuple[int, str] | None]:
    found = {f"c{i}/city": mem.get(f"c{i}/city", agent="w") for i in range(6)}
    return {k: None if r is None else (r.vid, r.value) for k, r in found.items()}


def test_a_torn_write_is_restored_on_every_backend(backend_name: str, tmp_path: Path) -> None:
    """The same torn write on the reference backend's tables, on SQLite and on PostgreSQL (each through a
    connection of its own): `recover()` restores A to A_0 and `check()` passes after."""
    url = store_url(backend_name, tmp_path)
    with memtx.Memory.open(url) as mem:
        _multi_key_store(mem)
        before = _view(mem)
        versions = {r.vid: r.state for i in range(6) for r in audit_history(mem, f"c{i}/city")}
        injection = tear(mem.store_context.backend if backend_name == "memory" else url, keys=4, seed=5)  # type: ignore[arg-type]
        torn = {int(k) for table, k in injection.touched if table == "records"}
        assert _view(mem) != before  # the application sees the torn half
        found = mem.check()
        assert not found.ok
        report = mem.recover(found)
        assert set(report.plan.torn) == torn
        assert mem.check().ok
        assert _view(mem) == before
        after = {r.vid: r for i in range(6) for r in audit_history(mem, f"c{i}/city")}
        assert {v: after[v].state for v in versions} == versions
        assert {(after[v].state, after[v].reason) for v in torn} == {(memtx.State.REVOKED, "torn_write")}
