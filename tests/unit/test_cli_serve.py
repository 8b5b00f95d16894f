"""`memtx token create|list|revoke` and `memtx serve` (docs/http.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from memtx import Memory, PermissionDenied, StorageError
from memtx.cli.commands import cli
from memtx.server.credentials import Credentials, secret_hash


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_a_token_is_shown_once_stored_hashed_listed_and_revoked(tmp_path: Path) -> None:
    db = str(tmp_path / "store.db")
    created = run("--db", db, "--json", "token", "create", "support", "--label", "laptop")
    assert created.exit_code == 0, created.output
    doc = json.loads(created.stdout)
    token = doc["token"]
    assert token.startswith("mtx_")
    assert (doc["principal"], doc["role"], doc["label"]) == ("support", "agent", "laptop")
    with Memory.open(db) as mem:
        credentials = Credentials(mem)
        [stored] = credentials.list()
        assert stored.secret_sha256 == secret_hash(token)
        assert credentials.authenticate(token) is not None
    listed = run("--db", db, "--json", "token", "list")
    assert token not in listed.stdout
    assert token.split("_", 2)[2] not in listed.stdout
    assert [t["token_id"] for t in json.loads(listed.stdout)["tokens"]] == [doc["token_id"]]
    text = run("--db", db, "token", "list")
    assert doc["token_id"] in text.stdout
    assert token not in text.stdout
    revoked = run("--db", db, "--json", "token", "revoke", doc["token_id"])
    assert revoked.exit_code == 0
    assert json.loads(revoked.stdout)["revoked_at"] is not None
    with Memory.open(db) as mem:
        assert Credentials(mem).authenticate(token) is None
    again = run("--db", db, "token", "revoke", doc["token_id"])
    assert again.exit_code == 2
    assert "already revoked" in again.stderr
    unknown = run("--db", db, "token", "revoke", "nope")
    assert unknown.exit_code == 2
    assert "unknown credential" in unknown.stderr


def test_an_operator_token_registers_an_operator_and_roles_must_agree(tmp_path: Path) -> None:
    db = str(tmp_path / "store.db")
    assert run("--db", db, "token", "create", "ops", "--role", "operator", "--team", "staff").exit_code == 0
    with Memory.open(db) as mem:
        assert mem.review(agent="ops") == []  # an operator of the store, not only of the service
    clash = run("--db", db, "token", "create", "ops", "--role", "agent")
    assert clash.exit_code == 2
    assert "registered as operator" in clash.stderr
    bad = run("--db", db, "token", "create", "bad\nname")
    assert bad.exit_code == 2


def test_serve_needs_an_existing_store(tmp_path: Path) -> None:
    missing = tmp_path / "nothing.db"
    result = run("--db", str(missing), "serve", "--port", "0")
    assert result.exit_code == 2
    assert "no memtx store" in result.stderr
    assert not missing.exists()


def test_serve_refuses_a_ready_file_it_could_not_write_before_it_starts(tmp_path: Path) -> None:
    pytest.importorskip("uvicorn", reason="the server extra is not installed")
    db = tmp_path / "store.db"
    Memory.open(db).close()
    result = run("--db", str(db), "--json", "serve", "--port", "0", "--ready-file", str(tmp_path / "no" / "ready"))
    assert result.exit_code == 2
    assert "--ready-file" in result.stderr
    assert "does not exist" in result.stderr
    assert json.loads(result.stdout)["error"]["type"] == "InvalidArgument"


def test_a_token_that_cannot_be_stored_registers_nobody(tmp_path: Path) -> None:
    with Memory.open(str(tmp_path / "store.db")) as mem:
        same = Credentials(mem, token_bytes=bytes)  # all-zero bytes: the second token collides
        same.create("first")
        with pytest.raises(StorageError):
            same.create("second")
        assert [c.principal for c in same.list()] == ["first"]
        with pytest.raises(PermissionDenied, match="not registered"):
            mem.history("any/key", agent="second")  # the registration rolled back with the credential
