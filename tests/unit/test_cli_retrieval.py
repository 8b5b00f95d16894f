"""`memtx search`, `memtx context` and `memtx list` (DESIGN §12): JSON, --nl, pages and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner, Result

from memtx.cli.commands import cli


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def seed(db: Path) -> None:
    assert run("--db", str(db), "init").exit_code == 0
    assert run("--db", str(db), "register", "alice").exit_code == 0
    for key, text in (
        ("bob/city", "Bob lives in Osaka"),
        ("bob/job", "Bob is a baker"),
        ("carol/city", "Carol lives in Lima"),
    ):
        doc = json.loads(
            run("--db", str(db), "--json", "observe", text, "--owner", "alice", "--scope", "shared").stdout
        )
        done = run(
            "--db", str(db), "propose", "--agent", "alice", "--key", key, "--value", text, "--evidence", text,
            "--source", doc["id"],
        )  # fmt: skip
        assert done.exit_code == 0, done.output


def test_search_context_and_list(tmp_path: Path) -> None:
    db = str(tmp_path / "s.db")
    seed(Path(db))
    hits = json.loads(run("--db", db, "--json", "search", "where does bob live", "--agent", "alice").stdout)["hits"]
    assert hits[0]["record"]["canonical_key"] == "bob/city"
    lines = run("--db", db, "search", "osaka", "--agent", "alice", "--nl").stdout.splitlines()
    assert [json.loads(line)["record"]["value"] for line in lines] == ["Bob lives in Osaka"]
    text = run("--db", db, "search", "osaka", "--agent", "alice").stdout
    assert "bob/city" in text
    assert "Bob lives in Osaka" in text

    context = json.loads(run("--db", db, "--json", "context", "bob osaka", "--agent", "alice", "-k", "1").stdout)
    assert [i["key"] for i in context["items"]] == ["bob/city"]
    assert context["text"].startswith("[1] bob/city: Bob lives in Osaka (as of ")
    plain = run("--db", db, "context", "bob", "--agent", "alice").stdout.splitlines()
    assert len(plain) == 2

    first = json.loads(run("--db", db, "--json", "list", "--agent", "alice", "--limit", "2").stdout)
    assert [r["canonical_key"] for r in first["records"]] == ["bob/city", "bob/job"]
    rest = json.loads(run("--db", db, "--json", "list", "--agent", "alice", "--cursor", first["cursor"]).stdout)
    assert [r["canonical_key"] for r in rest["records"]] == ["carol/city"]
    assert rest["cursor"] is None
    keys = run("--db", db, "list", "bob", "--agent", "alice", "--keys").stdout.splitlines()
    assert keys == ["bob/city", "bob/job"]
    nl = [
        json.loads(line) for line in run("--db", db, "list", "--agent", "alice", "--keys", "--nl").stdout.splitlines()
    ]
    assert nl == [{"key": "bob/city"}, {"key": "bob/job"}, {"key": "carol/city"}, {"cursor": None}]


def test_nothing_found_exits_1_and_bad_input_exits_2(tmp_path: Path) -> None:
    db = str(tmp_path / "s.db")
    seed(Path(db))
    assert run("--db", db, "search", "tokyo", "--agent", "alice").exit_code == 1
    assert run("--db", db, "context", "tokyo", "--agent", "alice").exit_code == 1
    assert run("--db", db, "list", "dave", "--agent", "alice").exit_code == 1
    bad = run("--db", db, "--json", "list", "--agent", "alice", "--cursor", "nonsense!")
    assert bad.exit_code == 2
    assert "cursor" in bad.stdout
    assert run("--db", db, "search", "bob", "--agent", "alice", "-k", "0").exit_code == 2


def test_embed_then_dense_and_hybrid_search(tmp_path: Path) -> None:
    db = str(tmp_path / "s.db")
    seed(Path(db))
    done = json.loads(run("--db", db, "--json", "embed", "--embedder", "hashing", "--batch", "2").stdout)
    assert done == {"embedder": "memtx-hashing-v1-384", "embedded": 3}
    args = ("--db", db, "--json", "search", "bob osaka", "--agent", "alice", "--embedder", "hashing")
    dense = json.loads(run(*args, "--mode", "dense").stdout)["hits"]
    assert dense[0]["record"]["canonical_key"] == "bob/city"
    assert all(0 < h["score"] <= 1 for h in dense)
    hybrid = json.loads(run(*args).stdout)["hits"]
    assert hybrid[0]["record"]["canonical_key"] == "bob/city"
    refused = run("--db", db, "--json", "search", "bob", "--agent", "alice", "--mode", "dense")
    assert refused.exit_code == 2
    assert "--embedder" in refused.stdout
    context = json.loads(
        run("--db", db, "--json", "context", "bob osaka", "--agent", "alice", "--embedder", "hashing").stdout
    )
    assert context["items"][0]["key"] == "bob/city"


def test_add_from_arguments_and_from_json_lines(tmp_path: Path) -> None:
    db = str(tmp_path / "a.db")
    assert run("--db", db, "init").exit_code == 0
    assert run("--db", db, "register", "support").exit_code == 0
    done = json.loads(run("--db", db, "--json", "add", "My name is Dana. I live in Lisbon.", "--agent", "support",
                          "--user", "dana").stdout)  # fmt: skip
    assert [r["value"] for r in done["stored"]] == ["My name is Dana", "I live in Lisbon"]
    assert done["rejected"] == []
    lines = tmp_path / "chat.jsonl"
    lines.write_text(
        json.dumps({"role": "user", "content": "I moved to Porto."}) + "\n"
        + json.dumps({"role": "assistant", "content": "Noted."}) + "\n"
    )  # fmt: skip
    text = run("--db", db, "add", "--file", str(lines), "--agent", "support", "--user", "dana").stdout
    assert "dana/city" in text
    assert "I moved to Porto" in text
    nothing = run("--db", db, "add", "Nothing to see here.", "--agent", "support")
    assert nothing.exit_code == 1
    assert 'skipped (no_pattern)  "Nothing to see here."' in nothing.stdout
    again = json.loads(run("--db", db, "--json", "add", "I moved to Porto.", "--agent", "support",
                           "--user", "dana").stdout)  # fmt: skip
    assert (again["stored"], [c["record"]["value"] for c in again["confirmed"]]) == ([], ["I moved to Porto"])
    assert again["skipped"] == []
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n")
    assert run("--db", db, "add", "--file", str(bad), "--agent", "support").exit_code == 2
    kept = run("--db", db, "--json", "add", "I live in Faro.", "--agent", "support", "--on-unsupported", "quarantine")
    assert (kept.exit_code, json.loads(kept.stdout)["quarantined"]) == (0, [])  # (the pattern extractor's hold)
    assert run("--db", db, "add", "I live in Faro.", "--agent", "support", "--on-unsupported", "maybe").exit_code == 2
    assert run("--db", db, "add", "x", "--file", str(lines), "--agent", "support").exit_code == 2
