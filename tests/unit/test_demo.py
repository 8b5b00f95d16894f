"""`memtx demo`: the scripted story shows each promised behaviour, deterministically, on a fresh store."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import memtx
from memtx.cli.commands import cli
from memtx.tooling.demo import ADDRESS, NEW_ADDRESS, OLD_ADDRESS, PHONE, SPEED, SUMMARY, DemoResult, run_demo


@pytest.fixture(scope="module")
def story(tmp_path_factory: pytest.TempPathFactory) -> tuple[DemoResult, list[str], Path]:
    path = tmp_path_factory.mktemp("demo") / "demo.db"
    lines: list[str] = []
    result = run_demo(path, echo=lines.append)
    return result, lines, path


def test_demo_succeeds_and_keeps_the_given_store(story):
    result, _, path = story
    assert result.ok, result.summary
    assert result.kept
    assert result.db == str(path)
    assert path.exists()
    assert [s.label for s in result.steps] == ["a", "b", "c", "d", "e", "f"]
    assert result.summary.startswith("demo ok")


def test_a_intake_commits_the_first_fact(story):
    a = story[0].step("a")
    assert a.facts["state"] == "committed"
    assert a.rows[0].key == ADDRESS
    assert a.rows[0].writer == "intake"
    assert a.facts["visible"] == a.facts["vid"]


def test_b_correction_supersedes_the_stale_fact(story):
    result = story[0]
    a, b = result.step("a"), result.step("b")
    assert (b.facts["state"], b.facts["reason"]) == ("committed", "newer_event_time")
    assert b.facts["superseded_vid"] == a.facts["vid"]
    assert b.facts["superseded_state"] == "superseded"
    # The history shown has the superseded row and the winner.
    assert [(r.vid, r.state) for r in b.rows] == [(a.facts["vid"], "superseded"), (b.facts["vid"], "committed")]
    assert b.rows[1].value == NEW_ADDRESS


def test_c_stale_late_write_aborts_the_whole_transaction(story):
    result = story[0]
    b, c = result.step("b"), result.step("c")
    assert c.facts["snapshot_csn"] < c.facts["rival_csn"]
    assert c.facts["aborted"] is True
    assert c.facts["error_type"] == "TransactionConflict"
    assert c.facts["retryable"] is True
    assert {r.key for r in c.rows} == {ADDRESS, PHONE}
    assert all(r.state == "revoked" and r.reason == "txn_aborted:stale_late_write" for r in c.rows)
    assert c.facts["visible"] == b.facts["vid"]
    assert c.facts["visible_phone"] is None


def test_d_low_evidence_write_is_quarantined(story):
    d = story[0].step("d")
    assert (d.facts["state"], d.facts["reason"]) == ("quarantined", "low_evidence")
    assert d.rows[0].key == SPEED
    assert d.facts["visible"] is None


def test_e_revocation_reinstates_and_quarantines_the_summary(story):
    result = story[0]
    a, b, e = result.step("a"), result.step("b"), result.step("e")
    assert e.facts["revoked_vid"] == b.facts["vid"]
    assert e.facts["revoked_state"] == "revoked"
    assert e.facts["reinstated_vid"] == a.facts["vid"]
    assert e.facts["reinstated_state"] == "committed"
    assert e.facts["summary_parents"] == [b.facts["vid"]]
    assert e.facts["summary_state"] == "quarantined"
    assert e.facts["visible"] == a.facts["vid"]
    assert e.facts["visible_summary"] is None


def test_f_invariants_hold(story):
    f = story[0].step("f")
    assert f.ok
    assert f.facts["ok"] is True
    assert f.facts["violations"] == []


def test_the_kept_store_agrees_with_the_result(story):
    result, _, path = story
    with memtx.Memory.open(path) as mem:
        visible = mem.get(ADDRESS, agent="ops")
        assert visible is not None
        assert visible.value == OLD_ADDRESS
        assert mem.get(SUMMARY, agent="ops") is None
        assert mem.check().ok
        states = [r.state.value for r in mem.history(ADDRESS, agent="ops")]
    assert states == ["committed", "revoked", "revoked"]
    assert result.to_dict()["ok"] is True


def test_printed_story_has_every_step(story):
    _, lines, _ = story
    text = "\n".join(lines)
    for label in "abcdef":
        assert f"\n[{label}] " in text
    assert "superseded" in text
    assert "TransactionConflict" in text
    assert "low_evidence" in text
    assert "reinstated" in text
    assert "rebuild_needed" in text
    assert lines[-2].startswith("demo ok")


def test_default_run_uses_a_temporary_store_and_removes_it():
    lines: list[str] = []
    result = run_demo(echo=lines.append)
    assert result.ok
    assert not result.kept
    assert not Path(result.db).exists()
    assert not Path(result.db).parent.exists()


def test_output_is_deterministic(tmp_path: Path):
    first: list[str] = []
    second: list[str] = []
    run_demo(tmp_path / "one.db", echo=first.append)
    run_demo(tmp_path / "two.db", echo=second.append)

    def without_paths(lines: list[str]) -> list[str]:
        return [line for line in lines if str(tmp_path) not in line]

    assert without_paths(first) == without_paths(second)


def test_refuses_a_store_with_data_unless_forced(tmp_path: Path):
    used = tmp_path / "used.db"
    run_demo(used)
    with pytest.raises(memtx.InvalidArgument, match="--force"):
        run_demo(used)
    assert run_demo(used, force=True).ok


def test_an_empty_initialised_store_is_accepted(tmp_path: Path):
    fresh = tmp_path / "fresh.db"
    memtx.Memory.open(fresh).close()
    assert run_demo(fresh).ok


def test_cli_demo_json(tmp_path: Path):
    path = tmp_path / "cli.db"
    result = CliRunner().invoke(cli, ["demo", "--db", str(path), "--json"], catch_exceptions=False)
    assert result.exit_code == 0
    doc = json.loads(result.stdout)
    assert doc["ok"] is True
    assert [s["label"] for s in doc["steps"]] == ["a", "b", "c", "d", "e", "f"]
    refused = CliRunner().invoke(cli, ["demo", "--db", str(path)], catch_exceptions=False)
    assert refused.exit_code == 2
    assert refused.stderr.startswith("error: ")


def test_cli_demo_ignores_the_global_store(tmp_path: Path):
    mine = tmp_path / "mine.db"
    result = CliRunner().invoke(cli, ["demo"], env={"MEMTX_DB": str(mine)}, catch_exceptions=False)
    assert result.exit_code == 0
    assert not mine.exists()


def test_python_dash_m_memtx_demo(tmp_path: Path):
    env = {**os.environ, "MEMTX_DB": str(tmp_path / "untouched.db")}
    out = subprocess.run(
        [sys.executable, "-m", "memtx", "demo"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    for needle in ("[a]", "[c]", "TransactionConflict", "low_evidence", "reinstated", "check  ok", "demo ok"):
        assert needle in out.stdout
    assert out.stderr == ""
    assert list(tmp_path.iterdir()) == []
