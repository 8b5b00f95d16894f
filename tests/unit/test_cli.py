"""The `memtx` command line (STYLE §7): help everywhere, --json documents, exit codes, lazy `eval`."""

from __future__ import annotations

import importlib
import importlib.machinery
import json
import subprocess
import sys
import types
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result

import memtx
from memtx.cli.commands import _json_defaults, cli
from memtx.engine.invariants import CheckReport, Violation

KEY = "alice/city"
TEXT = "Alice moved to Berlin in May."
EVIDENCE = "Alice moved to Berlin in May"
VALUE = "Alice moved to Berlin in May"  # (DESIGN §4 amended: "in May" is content; dropping it is a restriction drop)


def fixed_clock() -> float:
    # A wall clock later than every event time the tests use: an `at` ahead of it by more than a day is refused.
    return 2_000_000_000.0


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "store.db"


def run(*args: str, env: dict[str, str] | None = None, stdin: str | None = None) -> Result:
    # catch_exceptions=False: anything that is not a click exit must fail the test loudly.
    return CliRunner().invoke(cli, list(args), env=env, input=stdin, catch_exceptions=False)


def run_json(*args: str) -> dict:
    result = run(*args)
    assert result.exit_code == 0, result.output + result.stderr
    return json.loads(result.stdout)


def init(db: Path) -> None:
    assert run("--db", str(db), "init").exit_code == 0


def observe(db: Path, text: str = TEXT, *extra: str) -> str:
    doc = run_json("--db", str(db), "--json", "observe", text, "--owner", "alice", "--scope", "shared", *extra)
    return str(doc["id"])


def all_command_paths(group: click.Group, ctx: click.Context, prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    paths = []
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        assert command is not None, name
        paths.append((*prefix, name))
        if isinstance(command, click.Group):
            sub_ctx = click.Context(command, info_name=name, parent=ctx)
            paths.extend(all_command_paths(command, sub_ctx, (*prefix, name)))
    return paths


# --- help -----------------------------------------------------------------------------------------------


def test_every_command_has_help():
    ctx = click.Context(cli, info_name="memtx")
    paths = all_command_paths(cli, ctx)
    expected = {"init", "register", "observe", "propose", "get", "history", "revoke", "check", "demo"}
    assert expected <= {p[0] for p in paths}
    for path in paths:
        result = run(*path, "--help")
        assert result.exit_code == 0, path
        assert "Usage:" in result.stdout
        command = cli.get_command(ctx, path[0])
        assert command is not None
        assert command.help or command.short_help, f"{path} has no help text"
    assert run("--help").exit_code == 0


# --- the happy path -------------------------------------------------------------------------------------


def test_happy_path_with_json(db: Path):
    doc = run_json("--db", str(db), "--json", "init")
    assert doc["ok"] is True
    assert doc["url"].endswith("store.db")

    source = observe(db, TEXT, "--authority", "0.8", "--at", "2024-05-01T10:00:00Z")
    assert source.startswith("src_")
    # Observing again is idempotent: same id.
    assert observe(db, TEXT, "--authority", "0.8", "--at", "2024-05-01T10:00:00Z") == source

    proposed = run_json(
        "--db", str(db), "--json", "propose",
        "--agent", "alice", "--key", KEY, "--value", VALUE, "--evidence", EVIDENCE, "--source", source,
    )  # fmt: skip
    assert proposed["aborted"] is False
    assert proposed["csn"] == 1
    [outcome] = proposed["outcomes"]
    assert (outcome["key"], outcome["state"], outcome["reason"], outcome["value"]) == (
        KEY,
        "committed",
        "first_version",
        VALUE,
    )
    vid = outcome["vid"]

    got = run_json("--db", str(db), "--json", "get", KEY, "--agent", "alice")
    assert got["record"]["vid"] == vid
    assert got["record"]["value"] == VALUE
    assert got["record"]["event_time"] == 1714557600.0

    history = run_json("--db", str(db), "--json", "history", KEY, "--agent", "alice")
    assert [v["vid"] for v in history["versions"]] == [vid]

    revoked = run_json("--db", str(db), "--json", "revoke", f"v{vid}", "--agent", "alice", "--reason", "wrong")
    assert revoked["record"]["state"] == "revoked"
    assert revoked["record"]["reason"] == "wrong"
    assert revoked["visible"] is None
    assert revoked["csn"] == 2
    again = run_json("--db", str(db), "--json", "revoke", f"v{vid}", "--agent", "alice", "--reason", "wrong")
    assert again == revoked  # DESIGN §9: idempotent, the revocation that did it (csn 2), not a new one

    as_of = run_json("--db", str(db), "--json", "get", KEY, "--agent", "alice", "--as-of", "1")
    assert as_of["record"]["state"] == "committed"

    checked = run_json("--db", str(db), "--json", "check")
    assert checked["ok"] is True
    assert checked["violations"] == []
    assert checked["stats"]["versions"] == 1


def test_human_output_is_aligned_text(db: Path):
    init(db)
    source = observe(db)
    result = run(
        "--db", str(db), "propose",
        "--agent", "alice", "--key", KEY, "--value", VALUE, "--evidence", EVIDENCE, "--source", source,
    )  # fmt: skip
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0] == f'v1  {KEY}  committed  first_version  "{VALUE}"'
    assert "csn 1" in result.stdout
    assert run("--db", str(db), "check").stdout.startswith("check  ok")


def test_options_after_the_command_override_the_group(db: Path, tmp_path: Path):
    init(db)
    other = tmp_path / "other.db"
    init(other)
    source = observe(db)
    proposed = run_json(
        "--db", str(db), "--json", "propose", "--agent", "alice", "--key", KEY,
        "--value", VALUE, "--evidence", EVIDENCE, "--source", source,
    )  # fmt: skip
    # The key has a version in `db` only; the later --db (after the command) wins.
    result = run("--db", str(other), "history", KEY, "--agent", "alice", "--db", str(db), "--json")
    assert result.exit_code == 0
    doc = json.loads(result.stdout)
    assert [v["vid"] for v in doc["versions"]] == [proposed["outcomes"][0]["vid"]]
    assert doc["versions"][0]["expired"] is False
    assert doc["versions"][0]["reinstated_csn"] is None
    # In `other`, alice is not registered: DESIGN §8 refuses the audit read by name (an error, exit 2).
    refused = run("--db", str(db), "history", KEY, "--agent", "alice", "--db", str(other))
    assert refused.exit_code == 2
    assert "not registered" in refused.output


def test_propose_reports_quarantine(db: Path):
    init(db)
    source = observe(db)
    doc = run_json(
        "--db", str(db), "--json", "propose", "--agent", "alice", "--key", KEY,
        "--value", VALUE, "--evidence", EVIDENCE, "--source", source, "--confidence", "0.4",
    )  # fmt: skip
    assert doc["outcomes"][0]["state"] == "quarantined"
    assert doc["outcomes"][0]["reason"] == "low_evidence"
    assert run("--db", str(db), "get", KEY, "--agent", "alice").exit_code == 1


def test_propose_with_parent_and_kind(db: Path):
    init(db)
    source = observe(db)
    base = ["--db", str(db), "--json", "propose", "--agent", "alice", "--source", source, "--evidence", EVIDENCE]
    first = run_json(*base, "--key", KEY, "--value", VALUE)
    vid = first["outcomes"][0]["vid"]
    summary = run_json(*base, "--key", "alice/summary", "--value", VALUE, "--kind", "summary", "--parent", f"v{vid}")
    assert summary["outcomes"][0]["state"] == "committed"
    record = run_json("--db", str(db), "--json", "get", "alice/summary", "--agent", "alice")["record"]
    assert record["kind"] == "summary"
    assert record["parents"] == [vid]


def test_observe_reads_stdin(db: Path):
    init(db)
    result = run("--db", str(db), "--json", "observe", "-", "--owner", "bob", stdin="Bob lives in Rome.\n")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["text"] == "Bob lives in Rome.\n"


def test_register_lets_a_team_read_shared_records(db: Path):
    init(db)
    source = observe(db)
    base = ["--db", str(db), "propose", "--agent", "alice", "--source", source, "--evidence", EVIDENCE]
    assert run(*base, "--key", KEY, "--value", VALUE).exit_code == 0
    # `shared` means the registered agents of the owner's team (DESIGN §8); an unregistered agent is told
    # so by name (an error, exit 2), never a "no version" that would look like no such fact.
    unknown = run("--db", str(db), "get", KEY, "--agent", "bob")
    assert unknown.exit_code == 2
    assert "'bob' is not registered" in unknown.output
    assert run_json("--db", str(db), "--json", "register", "bob") == {"agent": "bob", "team": "default"}
    assert run("--db", str(db), "get", KEY, "--agent", "bob").exit_code == 0
    assert run("--db", str(db), "register", "bob", "--team", "elsewhere").exit_code == 0
    assert run("--db", str(db), "get", KEY, "--agent", "bob").exit_code == 1


def test_register_sets_an_authority_ceiling_and_observe_shows_the_clamp(db: Path):
    """Issue 29 item 3 through the CLI: `memtx register --authority-ceiling`, and `memtx observe` above it."""
    init(db)
    clamped = run_json("--db", str(db), "--json", "observe", "Bob says yes.", "--owner", "bob", "--authority", "1")
    assert (clamped["authority"], clamped["requested_authority"]) == (0.9, 1.0)  # an agent's default ceiling
    line = run("--db", str(db), "observe", "Bob says yes.", "--owner", "bob", "--authority", "1").stdout
    assert "authority=0.9 (asked 1: bob's ceiling)" in line
    done = run_json("--db", str(db), "--json", "register", "crm", "--authority-ceiling", "1.0")
    assert done == {"agent": "crm", "team": "default", "authority_ceiling": 1.0}
    full = run_json(
        "--db", str(db), "--json", "observe", "CRM says order 7 shipped.", "--owner", "crm", "--authority", "1"
    )
    assert (full["authority"], full["requested_authority"]) == (1.0, None)
    refused = run("--db", str(db), "register", "crm", "--authority-ceiling", "1.5")
    assert refused.exit_code == 2
    assert "authority_ceiling" in refused.output


def test_a_reader_is_refused_by_every_write_command(db: Path):
    """Issue 29 item 1 through the CLI: the library's role check reaches every command."""
    init(db)
    source = observe(db)
    base = ["--db", str(db), "propose", "--agent", "alice", "--source", source, "--evidence", EVIDENCE]
    assert run(*base, "--key", KEY, "--value", VALUE).exit_code == 0
    vid = str(run_json("--db", str(db), "--json", "get", KEY, "--agent", "alice")["record"]["vid"])
    assert run("--db", str(db), "register", "viewer", "--role", "reader").exit_code == 0
    for args in (
        ("observe", "The viewer saw it.", "--owner", "viewer"),
        ("revoke", vid, "--agent", "viewer", "--reason", "not mine"),
        ("propose", "--agent", "viewer", "--source", source, "--evidence", EVIDENCE, "--key", "x/y", "--value", VALUE),
    ):
        refused = run("--db", str(db), *args)
        assert refused.exit_code == 2, (args, refused.output)
        assert "read-only consumer" in refused.output
    assert run_json("--db", str(db), "--json", "get", KEY, "--agent", "alice")["record"]["state"] == "committed"


def test_get_without_a_visible_version_exits_1(db: Path):
    init(db)
    result = run("--db", str(db), "get", KEY, "--agent", "alice")
    assert result.exit_code == 1
    assert "no version" in result.stdout


def test_get_and_history_follow_one_rule_for_a_key_without_versions(db: Path):
    # docs/cli.md: a key lookup that finds nothing is a negative answer, exit 1, for `get` and `history` alike;
    # the output (text, or the --json document) is printed all the same.
    init(db)
    assert run("--db", str(db), "register", "alice").exit_code == 0  # an unregistered reader is refused instead
    got = run("--db", str(db), "--json", "get", KEY, "--agent", "alice")
    assert got.exit_code == 1
    assert json.loads(got.stdout)["record"] is None
    history = run("--db", str(db), "--json", "history", KEY, "--agent", "alice")
    assert history.exit_code == 1
    assert json.loads(history.stdout) == {"key": KEY, "versions": []}
    text = run("--db", str(db), "history", KEY, "--agent", "alice")
    assert text.exit_code == 1
    assert text.stdout == f"no versions of {KEY}\n"
    assert text.stderr == ""

    # Only an in-flight (tentative) version: neither command shows it by default, so both exit 1.
    source = observe(db)
    with memtx.Memory.open(db, clock=fixed_clock) as mem:
        orphan = mem.begin(agent="alice")
        orphan.propose(key=KEY, value=VALUE, evidence=EVIDENCE, source=source)
    assert run("--db", str(db), "get", KEY, "--agent", "alice").exit_code == 1
    assert run("--db", str(db), "history", KEY, "--agent", "alice").exit_code == 1
    # DESIGN §6: a staged version lives in the process that staged it; this one sees only the entry in flight.
    assert run("--db", str(db), "history", KEY, "--agent", "alice", "--include-tentative").exit_code == 1
    flying = run_json("--db", str(db), "--json", "txns")["open"]
    assert [(t["id"], [e["canonical_key"] for e in t["in_flight"]]) for t in flying] == [(orphan.id, [KEY])]

    run_json("--db", str(db), "--json", "abort-txn", str(orphan.id), "--reason", "test")
    assert run("--db", str(db), "propose", "--agent", "alice", "--key", KEY, "--value", VALUE,
               "--evidence", EVIDENCE, "--source", source).exit_code == 0  # fmt: skip
    assert run("--db", str(db), "get", KEY, "--agent", "alice").exit_code == 0
    assert run("--db", str(db), "history", KEY, "--agent", "alice").exit_code == 0


# --- errors and exit codes ------------------------------------------------------------------------------


def test_unknown_source_is_a_one_line_error(db: Path):
    init(db)
    result = run(
        "--db", str(db), "propose", "--agent", "a", "--key", KEY,
        "--value", VALUE, "--evidence", EVIDENCE, "--source", "src_missing",
    )  # fmt: skip
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("error: ")
    assert "src_missing" in lines[0]
    assert "Traceback" not in result.output


def test_errors_under_json_are_also_a_document(db: Path):
    init(db)
    assert run("--db", str(db), "register", "a").exit_code == 0  # (unregistered, revoke is refused by role first)
    result = run("--db", str(db), "--json", "revoke", "99", "--agent", "a", "--reason", "r")
    assert result.exit_code == 2
    doc = json.loads(result.stdout)
    assert doc["error"]["type"] == "UnknownObject"
    assert doc["error"]["retryable"] is False
    assert result.stderr.startswith("error: ")


USAGE_ERRORS = {
    "bad group option": ["--json", "--bogus"],
    "no such command": ["--json", "nosuch"],
    "missing command": ["--json"],
    "missing argument": ["--json", "get"],
    "missing option, --json after the command": ["get", KEY, "--json"],
    "bad value": ["--json", "get", KEY, "--agent", "a", "--as-of", "soon"],
    "bad version id": ["revoke", "vx", "--agent", "a", "--reason", "r", "--json"],
    "naive time": ["--json", "observe", "x", "--owner", "a", "--at", "2024-05-01T10:00:00"],
    "bad demo option": ["--json", "demo", "--bogus"],
}


@pytest.mark.parametrize("args", list(USAGE_ERRORS.values()), ids=list(USAGE_ERRORS))
def test_usage_errors_under_json_print_an_error_document(db: Path, args: list[str]):
    result = run("--db", str(db), *args)
    assert result.exit_code == 2
    doc = json.loads(result.stdout)
    assert set(doc) == {"error"}
    error = doc["error"]
    assert error == {"type": "UsageError", "message": error["message"], "retryable": False, "exit_code": 2}
    assert error["message"]
    assert error["message"] in result.stderr  # click's own text (usage, hint, error) still goes to stderr
    assert "Usage:" in result.stderr
    assert not db.exists()  # nothing was opened


def test_usage_errors_without_json_keep_stdout_empty(db: Path):
    for args in (["get"], ["--bogus"], ["get", KEY, "--agent", "a", "--", "--json"]):  # after `--`, not a flag
        result = run("--db", str(db), *args)
        assert result.exit_code == 2, args
        assert result.stdout == "", args
        assert "Error:" in result.stderr, args


def test_storage_errors_are_printed_as_they_are(db: Path, monkeypatch: pytest.MonkeyPatch):
    init(db)
    message = f"SQLite failed on {db}: unable to open database file"

    def failing_open(*_args: object, **_kwargs: object) -> memtx.Memory:
        raise memtx.StorageError(message)

    monkeypatch.setattr(memtx.Memory, "open", failing_open)
    result = run("--db", str(db), "get", KEY, "--agent", "a")
    assert result.exit_code == 2
    assert result.stderr == f"error: {message}\n"
    as_json = run("--db", str(db), "--json", "check")
    assert as_json.exit_code == 2
    assert json.loads(as_json.stdout)["error"] == {
        "type": "StorageError",
        "message": message,
        "retryable": False,
        "exit_code": 2,
    }


def test_a_store_that_cannot_be_opened_is_named_in_the_error(tmp_path: Path):
    # A directory is not a store: SQLite refuses it, and the CLI shows the library's message unchanged.
    with pytest.raises(memtx.StorageError) as raised:
        memtx.Memory.open(tmp_path)
    expected = " ".join(str(raised.value).split())
    result = run("--db", str(tmp_path), "--json", "init")
    assert result.exit_code == 2
    assert json.loads(result.stdout)["error"]["message"] == expected
    assert result.stderr == f"error: {expected}\n"
    assert str(tmp_path) in expected


def test_invalid_values_exit_2(db: Path):
    init(db)
    assert run("--db", str(db), "observe", "x", "--owner", "a", "--authority", "3").exit_code == 2
    naive = run("--db", str(db), "observe", "x", "--owner", "a", "--at", "2024-05-01T10:00:00")
    assert naive.exit_code == 2
    assert "UTC offset" in naive.stderr
    assert run("--db", str(db), "revoke", "vx", "--agent", "a", "--reason", "r").exit_code == 2


def test_missing_store_is_not_created(db: Path):
    result = run("--db", str(db), "get", KEY, "--agent", "alice")
    assert result.exit_code == 2
    assert result.stderr.startswith("error: no memtx store")
    assert not db.exists()


def test_conflict_exits_3_and_says_retryable(db: Path, monkeypatch: pytest.MonkeyPatch):
    init(db)
    source = observe(db, TEXT, "--at", "2024-05-01T10:00:00Z")
    with memtx.Memory.open(db, clock=fixed_clock) as mem:
        rival_source = mem.observe("Alice now lives in Paris.", owner="alice", scope="shared", at=1_800_000_000)
    original = memtx.TxnHandle.propose

    def propose_after_a_rival(self: memtx.TxnHandle, **kwargs: object) -> memtx.Record:
        # A rival commits on the same key after the CLI's transaction took its snapshot.
        with memtx.Memory.open(db, clock=fixed_clock) as rival, rival.transaction(agent="rival") as tx:
            original(
                tx,
                key=KEY,
                value="Alice now lives in Paris",
                evidence="Alice now lives in Paris",
                source=rival_source.id,
            )
        return original(self, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(memtx.TxnHandle, "propose", propose_after_a_rival)
    result = run(
        "--db", str(db), "propose", "--agent", "alice", "--key", KEY,
        "--value", VALUE, "--evidence", EVIDENCE, "--source", source,
    )  # fmt: skip
    assert result.exit_code == 3
    assert result.stderr.startswith("error: ")
    assert "retryable" in result.stderr
    monkeypatch.undo()
    # The rival won; nothing of the conflicting transaction is visible.
    got = run_json("--db", str(db), "--json", "get", KEY, "--agent", "alice")
    assert got["record"]["value"] == "Alice now lives in Paris"


def test_check_exits_1_and_lists_violations(db: Path, monkeypatch: pytest.MonkeyPatch):
    init(db)
    broken = CheckReport((Violation("pointer_validity", "A[k] -> missing version 9", 9, "k"),), {"versions": 0})
    monkeypatch.setattr(memtx.Memory, "check", lambda self: broken)
    result = run("--db", str(db), "check")
    assert result.exit_code == 1
    assert "pointer_validity" in result.stdout
    assert "missing version 9" in result.stdout
    doc = json.loads(run("--db", str(db), "--json", "check").stdout)
    assert doc["ok"] is False
    assert doc["violations"][0]["vid"] == 9


def test_other_exceptions_are_not_swallowed(db: Path, monkeypatch: pytest.MonkeyPatch):
    init(db)

    def broken_get(self: memtx.Memory, key: str, *, agent: str) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(memtx.Memory, "get", broken_get)
    result = CliRunner().invoke(cli, ["--db", str(db), "get", KEY, "--agent", "a"])
    assert isinstance(result.exception, RuntimeError)


# --- environment ----------------------------------------------------------------------------------------


def test_memtx_db_environment_variable(tmp_path: Path):
    from_env = tmp_path / "from-env.db"
    result = run("--json", "init", env={"MEMTX_DB": str(from_env)})
    assert result.exit_code == 0
    assert from_env.exists()
    assert json.loads(result.stdout)["url"].endswith("from-env.db")
    explicit = tmp_path / "explicit.db"
    assert run("--db", str(explicit), "init", env={"MEMTX_DB": str(from_env)}).exit_code == 0
    assert explicit.exists()


def test_default_store_is_in_the_current_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("MEMTX_DB", raising=False)
    assert run("init").exit_code == 0
    assert (tmp_path / "memtx.db").exists()


# --- the lazily attached `eval` group ---------------------------------------------------------------------


def test_eval_missing_leaves_the_cli_working(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setitem(sys.modules, "memtx.tooling.eval.commands", None)
    listing = run("--help")
    assert listing.exit_code == 0
    assert "  eval " not in listing.stdout
    result = CliRunner().invoke(cli, ["eval", "--help"])
    assert result.exit_code == 2
    assert "not available" in result.stderr


def test_eval_attached_when_present(monkeypatch: pytest.MonkeyPatch):
    @click.group("eval")
    def eval_group() -> None:
        """Stand-in evaluation group."""

    @eval_group.command()
    def hello() -> None:
        """Say hello."""
        click.echo("hello from eval")

    module = types.ModuleType("memtx.tooling.eval.commands")
    module.__spec__ = importlib.machinery.ModuleSpec("memtx.tooling.eval.commands", None)
    module.eval_group = eval_group  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "memtx.tooling.eval.commands", module)
    assert "eval" in run("--help").stdout
    assert run("eval", "--help").exit_code == 0
    assert run("eval", "hello").stdout == "hello from eval\n"
    ctx = click.Context(cli, info_name="memtx")
    assert ("eval", "hello") in all_command_paths(cli, ctx)


def test_eval_honours_the_global_json_flag(monkeypatch: pytest.MonkeyPatch):
    @click.group("eval")
    def eval_group() -> None:
        """Stand-in evaluation group."""

    @eval_group.command()
    @click.option("--json", "as_json", is_flag=True)
    def suite(as_json: bool) -> None:
        """A suite with its own --json flag, like `memtx eval admission`."""
        click.echo(json.dumps({"suite": "ok"}) if as_json else "suite  ok")

    module = types.ModuleType("memtx.tooling.eval.commands")
    module.__spec__ = importlib.machinery.ModuleSpec("memtx.tooling.eval.commands", None)
    module.eval_group = eval_group  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "memtx.tooling.eval.commands", module)
    assert run("eval", "suite").stdout == "suite  ok\n"
    assert json.loads(run("--json", "eval", "suite").stdout) == {"suite": "ok"}
    assert json.loads(run("eval", "suite", "--json").stdout) == {"suite": "ok"}


def test_the_real_eval_admission_receives_the_global_json_flag():
    eval_group = importlib.import_module("memtx.tooling.eval.commands").eval_group
    assert _json_defaults(eval_group)["admission"] == {"as_json": True}


def test_importing_the_cli_does_not_import_eval():
    code = "import sys, memtx.cli.commands; print(any(m.startswith('memtx.tooling.eval') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_txns_lists_an_orphan_and_abort_txn_ends_it(db: Path) -> None:
    init(db)
    source = observe(db)
    with memtx.Memory.open(db, clock=fixed_clock) as mem:
        orphan = mem.begin(agent="alice")
        staged = orphan.propose(key="alice/city", value=TEXT.rstrip("."), evidence=TEXT.rstrip("."), source=source)
    listed = run_json("--db", str(db), "--json", "txns")
    assert [t["id"] for t in listed["open"]] == [orphan.id]
    assert listed["open"][0]["agent"] == "alice"
    assert listed["open"][0]["in_flight"] == [{"vid": staged.vid, "canonical_key": "alice/city"}]

    aborted = run_json("--db", str(db), "--json", "abort-txn", str(orphan.id), "--reason", "agent crashed")
    assert aborted["aborted"] is True
    assert run_json("--db", str(db), "--json", "txns") == {"open": []}
    with memtx.Memory.open(db) as mem:
        # DESIGN §6: the staged version died with its process (never stored); nothing is in flight now.
        with pytest.raises(memtx.UnknownObject):
            mem.record(staged.vid)
        report = mem.check()
        assert report.ok
        assert report.stats["tentative"] == 0

    again = run("--db", str(db), "abort-txn", str(orphan.id), "--reason", "twice")
    assert again.exit_code == 2
    assert "error:" in again.stderr


def test_abort_txn_of_a_transaction_a_live_handle_holds(db: Path) -> None:
    """Issue 29 item 9 through the CLI: the handle lives on (here, in this process) with an observation and a
    version staged; `memtx abort-txn` ends its transaction, and the handle's commit raises `TransactionClosed`
    and stores nothing — no version, no observation."""
    init(db)
    with memtx.Memory.open(db, clock=fixed_clock) as mem:
        tx = mem.begin(agent="alice")
        src = tx.observe(TEXT, owner="alice", scope="shared")
        staged = tx.propose(key="alice/city", value=VALUE, evidence=EVIDENCE, source=src.id)
        aborted = run_json("--db", str(db), "--json", "abort-txn", str(tx.id), "--reason", "stuck agent")
        assert aborted["aborted"] is True
        with pytest.raises(memtx.TransactionClosed):
            tx.commit()
        assert tx.result is not None
        assert tx.result.aborted
        with pytest.raises(memtx.UnknownObject):
            mem.record(staged.vid)
        with pytest.raises(memtx.UnknownObject):
            mem.source(src.id)
        assert mem.last_csn() == 0
        assert mem.check().ok


def test_import_reads_json_lines_through_the_batch_path(db: Path, tmp_path: Path):
    init(db)
    facts = tmp_path / "facts.jsonl"
    facts.write_text(
        '{"text": "Alice lives in Paris.", "source_scope": "shared", "at": 10, "key": "alice/city", '
        '"value": "Alice lives in Paris"}\n\n'
        '{"text": "Alice lives in Rome.", "source_scope": "shared", "at": 20, "key": ["alice", "city"], '
        '"value": "Alice lives in Rome"}\n',
        encoding="utf-8",
    )
    result = run("--db", str(db), "--json", "import", str(facts), "--agent", "alice")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert (doc["facts"], doc["transactions"]) == (2, 1)
    assert doc["outcomes"]["committed:newer_event_time"] == 1
    got = run("--db", str(db), "get", KEY, "--agent", "alice")
    assert "Alice lives in Rome" in got.stdout


def test_import_refuses_a_malformed_line_and_changes_nothing(db: Path, tmp_path: Path):
    init(db)
    facts = tmp_path / "facts.jsonl"
    facts.write_text('{"text": "Alice lives in Paris.", "key": "alice/city", "value": "Alice lives in Paris"}\n{oops\n')
    result = run("--db", str(db), "--json", "import", str(facts), "--agent", "alice")
    assert result.exit_code != 0
    assert "line 2" in json.loads(result.stdout)["error"]["message"]
    assert run("--db", str(db), "get", KEY, "--agent", "alice").exit_code == 1
