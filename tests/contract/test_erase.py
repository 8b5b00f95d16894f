"""`mem.erase` (DESIGN §10, erasure) on every backend: a user's text removed, the skeleton kept.

What is asserted: after `erase`, no value, evidence or source text of the user is readable through any API, its
keys answer None, other users' facts are untouched (and a shared key gets another user's older value back),
versions derived from the user's are erased too, the journal keeps an `erase` event naming who, whom and why,
and `check()` and `recover()` pass; on SQLite no byte of the user's texts is left in the file or its WAL; who may
erase (an operator, the user itself); bad input and refused callers change nothing; a failure inside the unit
leaves the store exactly as it was (all or nothing).
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

import memtx
from conftest import store_dump
from memtx.core import lexical
from memtx.core.errors import InvalidArgument, PermissionDenied

DANA = ("My email is dana.qx@example.com.", "I live in Lisbonqx.", "I moved to Portoqx.")
SAM = ("I live in Parisqx.",)
SECRETS = ("dana.qx", "Lisbonqx", "Portoqx", "lisbonqx", "portoqx")


def _store(mem: memtx.Memory) -> None:
    mem.register_agent("ops", role="operator")
    for text in DANA:
        mem.add(text, agent="bot", user="dana")
    for text in SAM:
        mem.add(text, agent="bot", user="sam")


def _texts(mem: memtx.Memory) -> str:
    """Every text the API shows an operator: values, evidence and source texts of every version."""
    with mem.store_context.unit(write=False) as u:
        records = list(u.iter_records())
        sources = {r.source_id: u.get_source(r.source_id) for r in records}
    return "\n".join(
        [f"{r.value}\n{r.evidence}" for r in records] + [s.text for s in sources.values() if s is not None]
    )


def _indexed(mem: memtx.Memory, text: str) -> list[int]:
    """The vids whose search postings hold a term of `text`, whatever their state (the backend's own index)."""
    with mem.store_context.unit(write=False) as u:
        return [vid for vid, _ in u.search(lexical.query(text), visible=False, limit=100)]


def test_erase_removes_the_users_text_and_keeps_the_skeleton(mem: memtx.Memory) -> None:
    _store(mem)
    before = mem.get("dana/city", agent="bot")
    assert before is not None
    assert before.value == "I moved to Portoqx"  # (the test can fail: the text is there to erase)
    assert _indexed(mem, "portoqx lisbonqx")
    report = mem.erase("dana", agent="ops", reason="GDPR art. 17 request #12")
    assert report.csn is not None
    assert report.scrubbed
    assert len(report.sources) == 3
    assert report.versions
    text = _texts(mem)
    assert not any(secret in text for secret in SECRETS)
    assert mem.get("dana/city", agent="bot") is None
    assert mem.get("dana/email", agent="bot") is None
    assert mem.search("Lisbonqx Portoqx email", agent="ops") == []
    assert _indexed(mem, "portoqx lisbonqx") == []  # no posting left, visible or not
    assert mem.list("dana", agent="ops").records == ()
    sam = mem.get("sam/city", agent="bot")
    assert sam is not None
    assert sam.value == "I live in Parisqx"
    assert [h.record.vid for h in mem.search("Parisqx", agent="bot")] == [sam.vid]
    for vid in report.versions:  # the skeleton: ids, keys, states, times stay
        record = mem.record(vid)
        assert record.state is memtx.State.REVOKED
        assert record.value == ""
        assert record.key.startswith("dana/")
    for sid in report.sources:
        assert mem.source(sid).text == ""
    events = [e for e in mem.journal(limit=1_000) if e.event.kind == "erase"]
    assert len(events) == 1
    assert events[0].agent == "ops"
    assert events[0].event.reason == "dana: erased:GDPR art. 17 request #12"
    assert mem.check().ok
    assert mem.recover().after.ok


def test_the_user_may_say_it_again_after_the_erasure(mem: memtx.Memory) -> None:
    _store(mem)
    mem.erase("dana", agent="ops", reason="asked")
    again = mem.add("I live in Lisbonqx.", agent="bot", user="dana")  # the same source id as before
    assert [r.value for r in again.stored] == ["I live in Lisbonqx"]
    assert mem.source(again.sources[0]).text == "I live in Lisbonqx."
    assert mem.get("dana/city", agent="bot").value == "I live in Lisbonqx"  # type: ignore[union-attr]
    assert mem.check().ok


def test_a_shared_key_gets_another_users_value_back(mem: memtx.Memory) -> None:
    mem.register_agent("ops", role="operator")
    sam = mem.observe("The team lunch is at Rosa.", owner="sam", user="sam", scope="shared")
    dana = mem.observe("The team lunch moved to Vela.", owner="dana", user="dana", scope="shared")
    with mem.transaction(agent="bot") as tx:
        tx.propose(key="team/lunch", value=sam.text, evidence=sam.text, source=sam.id, scope="shared")
    with mem.transaction(agent="bot") as tx:
        tx.propose(key="team/lunch", value=dana.text, evidence=dana.text, source=dana.id, scope="shared")
    assert mem.get("team/lunch", agent="bot").value == dana.text  # type: ignore[union-attr]
    report = mem.erase("dana", agent="ops", reason="asked")
    back = mem.get("team/lunch", agent="bot")
    assert back is not None
    assert back.value == "The team lunch is at Rosa."
    assert report.reinstated == (back.vid,)
    assert mem.check().ok


def test_versions_derived_from_the_users_are_erased(mem: memtx.Memory) -> None:
    _store(mem)
    city = mem.get("dana/city", agent="bot")
    assert city is not None
    note = mem.observe("Summary: Dana moved to Portoqx recently.", owner="bot")
    with mem.transaction(agent="bot") as tx:
        summary = tx.propose(
            key="crm/summary_42",
            value="moved to Portoqx recently",
            evidence="moved to Portoqx recently",
            source=note.id,
            parents=[city.vid],
            kind="summary",
        )
    report = mem.erase("dana", agent="ops", reason="asked")
    assert summary.vid in report.versions
    assert mem.record(summary.vid).value == ""
    assert mem.record(summary.vid).state is memtx.State.REVOKED
    assert mem.source(note.id).text != ""  # the agent's own note is not the user's source: kept
    assert mem.check().ok


def test_who_may_erase(mem: memtx.Memory) -> None:
    _store(mem)
    mem.register_agent("viewer", role="reader")
    before = store_dump(mem)
    for agent in ("bot", "sam", "viewer", "stranger"):
        with pytest.raises(PermissionDenied):
            mem.erase("dana", agent=agent, reason="asked")
    assert store_dump(mem) == before
    mem.erase("dana", agent="dana", reason="forget me")  # the user itself may
    assert mem.get("dana/city", agent="bot") is None


@pytest.mark.parametrize(
    ("user", "reason"), [(None, "asked"), ("", "asked"), (42, "asked"), ("dana", ""), ("dana", None), ("da\x00na", "x")]
)
def test_bad_input_is_refused_and_changes_nothing(mem: memtx.Memory, user: object, reason: object) -> None:
    _store(mem)
    before = store_dump(mem)
    with pytest.raises(InvalidArgument):
        mem.erase(user, agent="ops", reason=reason)  # type: ignore[arg-type]
    assert store_dump(mem) == before


def test_a_user_with_nothing_stored(mem: memtx.Memory) -> None:
    _store(mem)
    report = mem.erase("nobody", agent="ops", reason="asked")
    assert (report.csn, report.sources, report.versions) == (None, (), ())


def test_a_failure_inside_the_unit_changes_nothing(mem: memtx.Memory, monkeypatch: pytest.MonkeyPatch) -> None:
    _store(mem)
    before = store_dump(mem)
    with mem.store_context.unit(write=False) as u:
        unit_class = type(u)

    def crash(*_: object) -> None:
        raise RuntimeError("crash inside the erasure's unit")

    monkeypatch.setattr(unit_class, "erase_texts", crash)
    with pytest.raises(RuntimeError):
        mem.erase("dana", agent="ops", reason="asked")
    assert store_dump(mem) == before
    monkeypatch.undo()
    mem.erase("dana", agent="ops", reason="asked")
    assert mem.get("dana/city", agent="bot") is None


def _file_bytes(path: Path) -> bytes:
    return b"".join(p.read_bytes() for p in (path, Path(f"{path}-wal")) if p.exists())


def test_sqlite_file_holds_no_byte_of_the_erased_text(backend_name: str, tmp_path: Path) -> None:
    if backend_name != "sqlite":
        pytest.skip("reads a SQLite file's bytes")
    path = tmp_path / "memtx.db"
    mem = memtx.Memory.open(f"sqlite:///{path}", embedder=memtx.HashingEmbedder())
    try:
        _store(mem)
        data = _file_bytes(path)
        assert all(s.encode() in data for s in ("dana.qx", "Portoqx", "Parisqx"))  # the test can fail
        report = mem.erase("dana", agent="ops", reason="asked")
        assert report.scrubbed
        data = _file_bytes(path)  # the handle still open: the WAL is there
        assert Path(f"{path}-wal").exists()
        assert [s for s in SECRETS if s.encode() in data] == []
        assert b"Parisqx" in data
        assert mem.check().ok
    finally:
        mem.close()
    assert [s for s in SECRETS if s.encode() in _file_bytes(path)] == []
    with closing(sqlite3.connect(path)) as conn:  # the vectors of the erased versions are gone too
        marks = ", ".join("?" * len(report.versions))
        left = conn.execute(f"SELECT count(*) FROM vectors WHERE vid IN ({marks})", report.versions).fetchone()
        assert left == (0,)
        assert conn.execute("SELECT count(*) FROM vectors").fetchone()[0] > 0
    again = memtx.Memory.open(f"sqlite:///{path}")
    try:
        assert again.check().ok
        assert again.recover().after.ok
    finally:
        again.close()


def test_sqlite_scrub_owed_while_a_reader_holds_the_wal_runs_at_the_next_open(
    backend_name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if backend_name != "sqlite":
        pytest.skip("SQLite's WAL")
    # The erasure's checkpoint waits out SQLite's busy timeout on the pinned WAL (30 s by default); a second
    # gives the same outcome without the wait (test time only).
    from memtx.storage.sqlite import SQLiteBackend  # noqa: PLC0415

    monkeypatch.setitem(SQLiteBackend.__init__.__kwdefaults__, "busy_timeout", 1.0)
    path = tmp_path / "memtx.db"
    mem = memtx.Memory.open(f"sqlite:///{path}")
    reader = sqlite3.connect(path)
    try:
        _store(mem)
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM records").fetchone()  # a read snapshot pins the WAL
        report = mem.erase("dana", agent="ops", reason="asked")
        assert not report.scrubbed
        reader.execute("COMMIT")
    finally:
        reader.close()
        mem.close()
    memtx.Memory.open(f"sqlite:///{path}").close()  # the open runs the scrub the erasure owed
    assert [s for s in SECRETS if s.encode() in _file_bytes(path)] == []
