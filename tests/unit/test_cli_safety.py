"""`memtx actions`, `gate-log`, `leaks`, `review`, `approve`, `reject`, `declassify` (docs/cli.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

import memtx
from memtx.cli.commands import cli


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


@pytest.fixture
def db(tmp_path: Path) -> str:
    path = str(tmp_path / "store.db")
    mem = memtx.Memory.open(path, clock=lambda: 1_700_000_000.0)
    mem.register_agent("ops", role="operator")
    mem.tools.register("email", lambda to: "sent")
    s1 = mem.observe("Alice lives in Paris.", owner="ana", scope="shared", authority=0.9, at=10)
    s2 = mem.observe("Alice lives in Rome.", owner="bob", scope="shared", authority=0.3, at=20)
    with mem.transaction(agent="ana", purpose="external_action") as tx:
        paris = tx.propose(
            key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=s1.id, at=10
        )
    with mem.transaction(agent="bob") as tx:
        tx.propose(key="alice/city", value="Alice lives in Rome", evidence="Alice lives in Rome", source=s2.id, at=20)
    with mem.transaction(agent="ana", purpose="external_action") as tx:
        tx.act("email", {"to": "alice"}, support=[paris.vid])
    with pytest.raises(memtx.ActionBlocked), mem.transaction(agent="ana", purpose="external_action") as tx:
        tx.act("email", {"to": "alice"}, support=[])
    mem.close()
    return path


def test_actions_and_the_gate_log(db: str) -> None:
    doc = json.loads(run("--db", db, "--json", "actions").stdout)
    (action,) = doc["actions"]
    assert action["tool"] == "email"
    assert action["status"] == "done"
    assert action["args"] == {"to": "alice"}
    log = json.loads(run("--db", db, "--json", "gate-log").stdout)["decisions"]
    assert [(d["allowed"], d["reason"]) for d in log] == [(True, "allowed"), (False, "missing_support")]
    blocked = run("--db", db, "gate-log", "--blocked")
    assert "missing_support" in blocked.stdout
    assert "allowed   allowed" not in blocked.stdout


def test_leaks_and_needs_operator_exit_1_once_a_revocation_leaked_a_call(db: str) -> None:
    assert run("--db", db, "leaks").exit_code == 0
    assert run("--db", db, "revoke", "1", "--agent", "ana", "--reason", "wrong").exit_code == 0
    leaks = run("--db", db, "--json", "leaks")
    assert leaks.exit_code == 1
    assert json.loads(leaks.stdout)["leaks"][0]["status"] == "leaked"
    assert run("--db", db, "actions", "--needs-operator").exit_code == 1


def test_review_approve_and_reject(db: str) -> None:
    items = json.loads(run("--db", db, "--json", "review", "--agent", "ops").stdout)["items"]
    assert [i["record"]["reason"] for i in items] == ["needs_review"]
    assert items[0]["rival"]["value"] == "Alice lives in Paris"
    refused = run("--db", db, "review", "--agent", "ana")
    assert refused.exit_code == 2
    assert "not an operator" in refused.output
    vid = str(items[0]["record"]["vid"])
    assert run("--db", db, "reject", vid, "--agent", "ops", "--comment", "rumour").exit_code == 0
    assert run("--db", db, "approve", vid, "--agent", "ops").exit_code == 2  # no longer quarantined
    assert json.loads(run("--db", db, "--json", "review", "--agent", "ops").stdout)["items"] == []


def test_approve_names_the_rival_the_review_showed(db: str) -> None:
    """Issue 29 item 8: `memtx approve --rival` passes the rival `memtx review` showed; one that changed since
    is a retryable conflict (exit 3) and nothing is approved."""
    (item,) = json.loads(run("--db", db, "--json", "review", "--agent", "ops").stdout)["items"]
    assert item["rival_vid"] == item["rival"]["vid"]
    vid, shown = str(item["record"]["vid"]), str(item["rival_vid"])
    mem = memtx.Memory.open(db, clock=lambda: 1_700_000_000.0)
    src = mem.observe("Alice lives in Oslo.", owner="ana", scope="shared", authority=0.95, at=30)
    with mem.transaction(agent="ana") as tx:
        oslo = tx.propose(key="alice/city", value="Alice lives in Oslo", evidence="Alice lives in Oslo", source=src.id)
    mem.close()
    for rival in (["--rival", shown], ["--rival", f"v{shown}"], []):
        stale = run("--db", db, "--json", "approve", vid, "--agent", "ops", *rival)
        assert stale.exit_code == 3, stale.output
        assert f"v{oslo.vid}" in stale.output
    assert run("--db", db, "approve", vid, "--agent", "ops", "--rival", "nonsense").exit_code == 2
    refused = run("--db", db, "approve", vid, "--agent", "ops", "--rival", str(oslo.vid))
    assert refused.exit_code == 2  # the key's contract keeps the newer version
    assert "older_than_visible" in refused.output


def test_declassify_is_for_the_owner(db: str) -> None:
    mem = memtx.Memory.open(db)
    src = mem.observe("Ana is on leave next week.", owner="ana", scope="private", at=30)
    with mem.transaction(agent="ana") as tx:
        private = tx.propose(
            key="ana/leave",
            value="Ana is on leave next week",
            evidence="Ana is on leave next week",
            source=src.id,
            at=30,
        )
    mem.close()
    denied = run("--db", db, "declassify", str(private.vid), "--agent", "bob", "--scope", "shared", "--reason", "x")
    assert denied.exit_code == 2
    ok = run(
        "--db",
        db,
        "--json",
        "declassify",
        str(private.vid),
        "--agent",
        "ana",
        "--scope",
        "shared",
        "--reason",
        "told the team",
    )
    assert json.loads(ok.stdout)["scope"] == "shared"
