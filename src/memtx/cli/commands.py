"""The `memtx` command line: a thin click group over the public `memtx` API (DESIGN §12, STYLE §7).

Responsible for: parsing arguments, opening the store, printing results as aligned text or one JSON document,
and turning `MemtxError`s into one-line messages with stable exit codes. Must not: reach into engine internals
or decide anything the library decides.

Exit codes: 0 success · 1 a negative answer (`check` found violations, `get` or `history` found no version of
the key, the demo went off script) · 2 an error (every `MemtxError`, and click's own usage errors) · 3 a
retryable failure (a `TransactionConflict`, or another `TransientError` such as a store busy past its timeout).
Under `--json` every error, usage errors included, is also one document on stdout:
`{"error": {"type", "message", "retryable", "exit_code"}}`.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import IO, Any, TypeVar

import click

import memtx
from memtx import (
    Memory,
    MemtxError,
    NoStore,
    Transaction,
    TransientError,
    TxnResult,
)
from memtx.api.shapes import check_doc, record_doc, source_doc
from memtx.core.render import align, quote, record_lines
from memtx.read.embedders import Embedder
from memtx.safety.acting import process_state

F = TypeVar("F", bound=Callable[..., Any])

DEFAULT_DB = "memtx.db"
EXIT_NEGATIVE = 1
EXIT_ERROR = 2
EXIT_RETRYABLE = 3  # TransactionConflict and other TransientErrors

# Commands that live in modules loaded only when asked for: name -> (module, attribute).
LAZY_COMMANDS: dict[str, tuple[str, str]] = {
    "eval": ("memtx.tooling.eval.commands", "eval_group"),
    "verify": ("memtx.tooling.verify.commands", "verify_command"),
    "actions": ("memtx.cli.safety", "actions_command"),
    "gate-log": ("memtx.cli.safety", "gate_log_command"),
    "leaks": ("memtx.cli.safety", "leaks_command"),
    "review": ("memtx.cli.safety", "review_command"),
    "approve": ("memtx.cli.safety", "approve_command"),
    "reject": ("memtx.cli.safety", "reject_command"),
    "declassify": ("memtx.cli.safety", "declassify_command"),
    "recover": ("memtx.cli.recovery", "recover_command"),
    "torture": ("memtx.cli.recovery", "torture_command"),
    "search": ("memtx.cli.retrieval", "search_command"),
    "context": ("memtx.cli.retrieval", "context_command"),
    "list": ("memtx.cli.retrieval", "list_command"),
    "embed": ("memtx.cli.retrieval", "embed_command"),
    "add": ("memtx.cli.retrieval", "add_command"),
    "concurrency": ("memtx.cli.concurrency", "concurrency_command"),
    "serve": ("memtx.cli.serve", "serve_command"),
    "token": ("memtx.cli.serve", "token_group"),
    "mcp": ("memtx.cli.mcp", "mcp_command"),
    "forget": ("memtx.cli.erasure", "forget_command"),
    "erase": ("memtx.cli.erasure", "erase_command"),
    "demo": ("memtx.cli.tooling", "demo_command"),
    "bench": ("memtx.cli.tooling", "bench_command"),
}


# --- settings shared by the group and its commands ------------------------------------------------------


@dataclass
class Settings:
    """What the group-level options chose; a command's own `--db`/`--json` override them."""

    db: str = DEFAULT_DB
    json: bool = False


def settings(ctx: click.Context) -> Settings:
    found = ctx.find_object(Settings)
    if found is None:  # a command invoked on its own, without the group (tests, embedding)
        found = ctx.ensure_object(Settings)
    return found


def _override_db(ctx: click.Context, _param: click.Parameter, value: str | None) -> None:
    if value is not None:
        settings(ctx).db = value


def _override_json(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value:
        settings(ctx).json = True


def store_options(fn: F) -> F:
    """`--db` and `--json` accepted after the command name as well as before it."""
    fn = click.option(
        "--json",
        "as_json",
        is_flag=True,
        expose_value=False,
        callback=_override_json,
        help="Print one JSON document on stdout instead of text.",
    )(fn)
    return click.option(
        "--db",
        metavar="URL",
        default=None,
        expose_value=False,
        callback=_override_db,
        help="Store to use (overrides the global --db and MEMTX_DB).",
    )(fn)


# --- errors -------------------------------------------------------------------------------------------


def error_doc(kind: str, message: str, exit_code: int) -> dict[str, object]:
    """The JSON document every failure prints on stdout under --json (usage errors included)."""
    return {
        "error": {
            "type": kind,
            "message": message,
            "retryable": exit_code == EXIT_RETRYABLE,
            "exit_code": exit_code,
        }
    }


def _echo_json(doc: object) -> None:
    click.echo(json.dumps(doc, indent=2, ensure_ascii=False))


class CliFailure(click.ClickException):
    """A failure reported as one `error: ...` line on stderr (and, under --json, a JSON document on stdout)."""

    exit_code = EXIT_ERROR  # a class attribute: click declares it a ClassVar

    def __init__(self, message: str, *, kind: str = "error", as_json: bool = False) -> None:
        super().__init__(message)
        self.kind = kind
        self.as_json = as_json

    def show(self, file: IO[Any] | None = None) -> None:
        if self.as_json:
            _echo_json(error_doc(self.kind, self.message, self.exit_code))
        click.echo(f"error: {self.message}", err=True, file=file)


class RetryableFailure(CliFailure):
    """A `TransientError`: running the same command again may succeed."""

    exit_code = EXIT_RETRYABLE


class JsonUsageError(click.UsageError):
    """A click usage error under --json: the JSON error document on stdout, then click's usual text on stderr."""

    def __init__(self, original: click.UsageError) -> None:
        super().__init__(original.message, original.ctx)
        self.original = original

    def format_message(self) -> str:
        return self.original.format_message()

    def show(self, file: IO[Any] | None = None) -> None:
        _echo_json(error_doc("UsageError", self.format_message(), self.exit_code))
        self.original.show(file)


ARGV_KEY = "memtx.argv"  # ctx.meta: the raw command-line arguments, to see a --json that was never parsed


def _has_json_flag(argv: Sequence[str]) -> bool:
    options = argv[: list(argv).index("--")] if "--" in argv else argv
    return "--json" in options


def _json_requested(ctx: click.Context) -> bool:
    """Whether --json was given, even if parsing stopped (at a usage error) before reaching it."""
    found = ctx.find_object(Settings)
    return (found is not None and found.json) or _has_json_flag(ctx.meta.get(ARGV_KEY, ()))


def _failure_from(exc: MemtxError, *, as_json: bool) -> CliFailure:
    # The library's message is shown as it is (it names the file, key or id involved); only line breaks
    # are folded so the error stays one line.
    message = " ".join(str(exc).split()) or type(exc).__name__
    if isinstance(exc, TransientError):
        # DESIGN §6: conflicts (and a store busy past its timeout) are retryable; say so, with its own code.
        return RetryableFailure(
            f"{message} (retryable: run the command again)", kind=type(exc).__name__, as_json=as_json
        )
    return CliFailure(message, kind=type(exc).__name__, as_json=as_json)


# --- the group ----------------------------------------------------------------------------------------


def _module_available(name: str) -> bool:
    """Whether `name` can be imported, without importing it (its parent packages are imported)."""
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError as exc:
        # A missing parent package means the module is absent; anything else that is missing is a
        # real error in an existing module and must surface.
        if exc.name is not None and (name == exc.name or name.startswith(exc.name + ".")):
            return False
        raise


class MemtxGroup(click.Group):
    """A click group that attaches optional command groups lazily and maps library errors to exit codes."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        names = set(super().list_commands(ctx))
        names.update(name for name, (module, _) in LAZY_COMMANDS.items() if _module_available(module))
        return sorted(names)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        command = super().get_command(ctx, cmd_name)
        if command is not None or cmd_name not in LAZY_COMMANDS:
            return command
        module_name, attribute = LAZY_COMMANDS[cmd_name]
        if not _module_available(module_name):
            if ctx.resilient_parsing:  # shell completion: just "no such command"
                return None
            raise click.UsageError(
                f"`{ctx.command_path} {cmd_name}` is not available in this installation ({module_name} is missing)",
                ctx,
            )
        loaded = getattr(importlib.import_module(module_name), attribute)
        if not isinstance(loaded, click.Command):
            raise TypeError(f"{module_name}.{attribute} must be a click command, not {type(loaded).__name__}")
        return loaded

    def make_context(
        self, info_name: str | None, args: list[str], parent: click.Context | None = None, **extra: Any
    ) -> click.Context:
        argv = list(args)  # the parser consumes `args`
        try:
            ctx = super().make_context(info_name, args, parent=parent, **extra)
        except click.UsageError as exc:  # the group's own options did not parse
            if _has_json_flag(argv) and not isinstance(exc, JsonUsageError):
                raise JsonUsageError(exc) from exc
            raise
        ctx.meta[ARGV_KEY] = argv
        return ctx

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except MemtxError as exc:
            # DESIGN §12 / STYLE §7: user-facing failures are one line, never a traceback.
            raise _failure_from(exc, as_json=settings(ctx).json) from exc
        except click.UsageError as exc:  # a subcommand's arguments did not parse, or no such command
            if _json_requested(ctx) and not isinstance(exc, JsonUsageError):
                raise JsonUsageError(exc) from exc
            raise


def _json_defaults(command: click.Command) -> dict[str, Any]:
    """A click `default_map` turning on every `--json` flag of `command` and of its subcommands.

    This is how the global --json reaches commands that declare their own flag (`memtx eval ...`, `demo`).
    """
    defaults: dict[str, Any] = {
        param.name: True
        for param in command.params
        if isinstance(param, click.Option) and param.is_flag and "--json" in param.opts and param.name
    }
    if isinstance(command, click.Group):
        for name, sub in command.commands.items():
            nested = _json_defaults(sub)
            if nested:
                defaults[name] = nested
    return defaults


@click.group(cls=MemtxGroup)
@click.option(
    "--db",
    metavar="URL",
    default=DEFAULT_DB,
    envvar="MEMTX_DB",
    show_default=True,
    show_envvar=True,
    help="Store URL: a SQLite path, sqlite:///path, or :memory:.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document on stdout instead of text.")
@click.version_option(memtx.__version__, prog_name="memtx")
@click.pass_context
def cli(ctx: click.Context, db: str, as_json: bool) -> None:
    """memtx: a transaction boundary for the writable memory of LLM agents.

    Agents propose memory writes; memtx admits them against their sources, commits them through a
    governed pipeline and repairs what a revocation contaminated. Run `memtx demo` for a tour.
    """
    ctx.obj = Settings(db=db, json=as_json)
    if as_json and ctx.invoked_subcommand is not None and isinstance(ctx.command, click.Group):
        # The global --json also selects JSON in commands with a --json flag of their own (`memtx eval ...`).
        command = ctx.command.get_command(ctx, ctx.invoked_subcommand)
        defaults = {} if command is None else _json_defaults(command)
        if defaults:
            ctx.default_map = {ctx.invoked_subcommand: defaults}


def main(args: Sequence[str] | None = None) -> None:
    """Console-script entry point (`memtx`, `python -m memtx`)."""
    cli.main(args=None if args is None else list(args))


# --- output helpers -------------------------------------------------------------------------------------


def emit(ctx: click.Context, doc: object, lines: Sequence[str]) -> None:
    """Print `doc` as JSON under --json, else the human `lines`."""
    if settings(ctx).json:
        click.echo(json.dumps(doc, indent=2, ensure_ascii=False))
    else:
        for line in lines:
            click.echo(line)


def timestamp_text(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


# --- parameter types --------------------------------------------------------------------------------------


def parse_time(_ctx: click.Context, param: click.Parameter, value: str | None) -> float | datetime | None:
    """`--at`-style options: seconds since the epoch, or ISO-8601 with a UTC offset (`2024-05-06T09:00:00Z`)."""
    if value is None:
        return None
    text = value.strip()
    try:
        return float(text)
    except ValueError:
        pass
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise click.BadParameter(f"{value!r} is neither seconds since the epoch nor an ISO-8601 time") from None
    if moment.tzinfo is None:
        raise click.BadParameter(f"{value!r} has no UTC offset; add one, e.g. 2024-05-06T09:00:00Z or ...+02:00")
    return moment


def parse_vid(text: str) -> int:
    """A version id, written `3` or `v3`."""
    digits = text.strip()
    digits = digits[1:] if digits[:1] in ("v", "V") else digits
    if not digits.isdigit():
        raise click.BadParameter(f"{text!r} is not a version id (write 3 or v3)")
    return int(digits)


def _vid_option(_ctx: click.Context, _param: click.Parameter, value: str | tuple[str, ...]) -> int | tuple[int, ...]:
    return parse_vid(value) if isinstance(value, str) else tuple(parse_vid(v) for v in value)


SCOPES = click.Choice(["private", "shared", "public"])


# --- opening the store ---------------------------------------------------------------------------------


@contextmanager
def open_store(
    ctx: click.Context, *, create: bool = False, embedder: Embedder | None = None, private_namespaces: bool = False
) -> Iterator[Memory]:
    """Open the selected store. Only `init` (and `token create`) create one: no store is created by a read
    (DESIGN §12), and a mistyped --db must not leave a stray new store — a missing one is `NoStore`, on
    every backend. The servers pass `private_namespaces=True` (DESIGN §8: no writer can learn of another's
    private keys)."""
    chosen = settings(ctx)
    try:
        mem = Memory.open(chosen.db, embedder=embedder, private_namespaces=private_namespaces, create=create)
    except NoStore as exc:
        raise CliFailure(
            f"{exc} (run `memtx init` to create one, or choose another with --db or MEMTX_DB)",
            kind="NoStore",
            as_json=chosen.json,
        ) from None
    with mem:
        yield mem


# --- commands ---------------------------------------------------------------------------------------------


@cli.command()
@store_options
@click.pass_context
def init(ctx: click.Context) -> None:
    """Create (or open) the store and verify it."""
    with open_store(ctx, create=True) as mem:
        report = mem.check()
        url = mem.url
    emit(
        ctx,
        {"url": url, **check_doc(report)},
        [f"store  {url}", f"check  {report.summary()}"],
    )
    if not report.ok:
        ctx.exit(EXIT_NEGATIVE)


@cli.command()
@click.argument("agent")
@click.option("--team", default="default", show_default=True, help="Team whose `shared` records the agent reads.")
@click.option(
    "--role",
    type=click.Choice(["agent", "reader", "operator"]),
    default=None,
    help="agent (default for a new one), reader (read-only) or operator (review, revoke, audit); omitted: kept.",
)
@click.option(
    "--authority-ceiling",
    type=float,
    default=None,
    metavar="A",
    help="The most authority in [0, 1] a source it owns may carry (more is clamped); omitted: kept, "
    "else the role's default (agent 0.9, operator 1.0).",
)
@store_options
@click.pass_context
def register(ctx: click.Context, agent: str, team: str, role: str | None, authority_ceiling: float | None) -> None:
    """Register AGENT in a team (or move it); `shared` records are readable within a team. The role and the
    authority ceiling take effect on the agent's next call on every surface (its tokens included)."""
    with open_store(ctx) as mem:
        mem.register_agent(agent, team=team, role=role, authority_ceiling=authority_ceiling)
    doc: dict[str, object] = {"agent": agent, "team": team}
    if role is not None:
        doc["role"] = role
    if authority_ceiling is not None:
        doc["authority_ceiling"] = authority_ceiling
    line = f"agent {agent}  team={team}" + (f"  role={role}" if role else "")
    emit(ctx, doc, [line + (f"  authority_ceiling={authority_ceiling:g}" if authority_ceiling is not None else "")])


@cli.command()
@click.argument("text")
@click.option("--owner", required=True, help="Agent (or channel) that owns the observed text.")
@click.option("--authority", type=float, default=0.5, show_default=True, help="Source authority in [0, 1].")
@click.option("--scope", type=SCOPES, default="private", show_default=True, help="Who may read the source.")
@click.option("--at", default=None, metavar="TIME", callback=parse_time, help="Observation time (default: now).")
@store_options
@click.pass_context
def observe(
    ctx: click.Context, *, text: str, owner: str, authority: float, scope: str, at: float | datetime | None
) -> None:
    """Store TEXT as a source that proposals can cite (`-` reads it from stdin).

    Observing the same text for the same owner again returns the same source id. An authority above the
    owner's ceiling (`memtx register --authority-ceiling`) is granted the ceiling, and the request recorded.
    """
    if text == "-":
        with click.open_file("-", "r") as stdin:
            text = stdin.read()
    with open_store(ctx) as mem:
        source = mem.observe(text, owner=owner, authority=authority, scope=scope, at=at)
    emit(
        ctx,
        source_doc(source),
        align(
            [
                [
                    source.id,
                    f"owner={source.owner}",
                    f"authority={source.authority:g}"
                    + (
                        f" (asked {source.requested_authority:g}: {source.owner}'s ceiling)"
                        if source.requested_authority is not None
                        else ""
                    ),
                    f"scope={source.scope.label}"
                    + ("" if source.requested_scope is None else f" (asked {source.requested_scope.label})"),
                    f"at={timestamp_text(source.observed_at)}",
                ]
            ]
        ),
    )


@cli.command()
@click.option("--agent", required=True, help="The proposing agent.")
@click.option("--key", required=True, help="Fact key, written subject/relation (e.g. alice/city).")
@click.option("--value", required=True, help="The proposed content; must be supported by the evidence.")
@click.option("--evidence", required=True, help="A verbatim span of the source that supports the value.")
@click.option("--source", "source_id", required=True, help="Id of the observed source the evidence comes from.")
@click.option("--confidence", type=float, default=1.0, show_default=True, help="Writer confidence in [0, 1].")
@click.option("--kind", type=click.Choice(["belief", "summary", "profile"]), default="belief", show_default=True)
@click.option("--scope", type=SCOPES, default=None, help="Record scope (default: the source's).")
@click.option(
    "--parent",
    "parents",
    multiple=True,
    metavar="VID",
    callback=_vid_option,
    help="A version this one derives from (repeatable).",
)
@click.option("--reader", "readers", multiple=True, help="An agent that may read a private record (repeatable).")
@click.option(
    "--at",
    default=None,
    metavar="TIME",
    callback=parse_time,
    help="Event time (default: the source's observation time).",
)
@click.option("--valid-from", default=None, metavar="TIME", callback=parse_time, help="Start of the validity interval.")
@click.option(
    "--valid-to", default=None, metavar="TIME", callback=parse_time, help="End (exclusive) of the validity interval."
)
@store_options
@click.pass_context
def propose(
    ctx: click.Context,
    *,
    agent: str,
    key: str,
    value: str,
    evidence: str,
    source_id: str,
    confidence: float,
    kind: str,
    scope: str | None,
    parents: tuple[int, ...],
    readers: tuple[str, ...],
    at: float | datetime | None,
    valid_from: float | datetime | None,
    valid_to: float | datetime | None,
) -> None:
    """Propose one fact in a one-shot transaction and commit it.

    Prints the record's final state and reason: committed, superseded (older than the visible version)
    or quarantined (low_evidence, needs_review, ...). A rival commit on the same key exits with code 3.
    """
    with open_store(ctx) as mem:
        with mem.transaction(agent=agent) as tx:
            staged = tx.propose(
                key=key,
                value=value,
                evidence=evidence,
                source=source_id,
                confidence=confidence,
                kind=kind,
                scope=scope,
                parents=parents,
                readers=readers,
                at=at,
                valid_from=valid_from,
                valid_to=valid_to,
            )
        result = tx.result
    assert result is not None  # the transaction block committed (a conflict raised instead)
    emit(ctx, _result_doc(result, {staged.vid: staged.value}), _result_lines(result, {staged.vid: staged.value}))


@cli.command("import")
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--agent", required=True, help="The importing agent (owner of the observed texts by default).")
@click.option(
    "--batch",
    type=click.IntRange(min=1),
    default=None,
    help="Facts per transaction (default: all in one; each transaction is all or nothing).",
)
@store_options
@click.pass_context
def import_(ctx: click.Context, *, file: str, agent: str, batch: int | None) -> None:
    """Import facts from a JSON Lines FILE (`-`: stdin) through the batch write path.

    Each line is one object: `text` (observed as a source; with `owner`, `source_scope`, `authority`, `at`)
    or `source` (an existing id), and the proposal: `key`, `value`, optionally `evidence` (default: the
    value), `confidence`, `kind`, `scope`, `parents`, `readers`, `at`, `valid_from`, `valid_to`.
    Every rule of admission and of the commit pipeline applies.
    """
    from memtx.api.importing import import_facts, read_facts

    with click.open_file(file, "r", encoding="utf-8") as handle:
        lines = handle.readlines()
    facts = list(read_facts(lines))  # parse everything first: a malformed line changes nothing
    with open_store(ctx) as mem:
        if settings(ctx).json or len(facts) < 2:
            report = import_facts(mem, facts, agent=agent, batch=batch)
        else:
            with click.progressbar(length=len(facts), label="importing", file=sys.stderr) as bar:
                report = import_facts(mem, facts, agent=agent, batch=batch, progress=bar.update)
    emit(
        ctx,
        {"facts": report.facts, "transactions": report.transactions, "outcomes": report.states},
        [f"imported {report.facts} facts in {report.transactions} transaction(s)"]
        + [f"  {count:>7}  {state}" for state, count in report.states.items()],
    )


def _result_doc(result: TxnResult, values: dict[int, str]) -> dict[str, object]:
    return {
        "txn_id": result.txn_id,
        "csn": result.csn,
        "aborted": result.aborted,
        "outcomes": [
            {"vid": o.vid, "key": o.key, "state": o.state.value, "reason": o.reason, "value": values.get(o.vid)}
            for o in result.outcomes
        ],
    }


def _result_lines(result: TxnResult, values: dict[int, str]) -> list[str]:
    rows = [[f"v{o.vid}", o.key, o.state.value, o.reason, quote(values.get(o.vid, ""))] for o in result.outcomes]
    if result.aborted:
        return [*align(rows), f"txn {result.txn_id} aborted ({result.abort_reason})"]
    return [*align(rows), f"txn {result.txn_id} committed at csn {result.csn}"]


@cli.command()
@click.argument("key")
@click.option("--agent", required=True, help="Read as this agent (only what it may see is returned).")
@click.option("--as-of", "as_of", type=int, default=None, metavar="CSN", help="Read as of this commit number.")
@store_options
@click.pass_context
def get(ctx: click.Context, key: str, agent: str, as_of: int | None) -> None:
    """Show the visible version of KEY for an agent (exit code 1 when there is none it may see)."""
    with open_store(ctx) as mem:
        record = mem.get(key, agent=agent) if as_of is None else mem.as_of(as_of).get(key, agent=agent)
    doc = {"key": key, "agent": agent, "as_of": as_of, "record": None if record is None else record_doc(record)}
    if record is None:
        emit(ctx, doc, [f"no version of {key} is visible to {agent}"])
        ctx.exit(EXIT_NEGATIVE)
    emit(ctx, doc, record_lines([record]))


@cli.command()
@click.argument("key")
@click.option("--agent", required=True, help="The reading agent: only versions it may read are listed.")
@click.option(
    "--include-tentative",
    is_flag=True,
    help="Also list in-flight versions this process staged (never another's: `memtx txns` lists those).",
)
@store_options
@click.pass_context
def history(ctx: click.Context, key: str, agent: str, include_tentative: bool) -> None:
    """List the versions of KEY's canonical cluster the agent may read, losers included (an operator sees
    every version; exit code 1 when there are none)."""
    with open_store(ctx) as mem:
        records = mem.history(key, agent=agent, include_tentative=include_tentative)
    lines = record_lines(records) if records else [f"no versions of {key}"]
    emit(ctx, {"key": key, "versions": [record_doc(r) for r in records]}, lines)
    if not records:
        ctx.exit(EXIT_NEGATIVE)  # the same rule as `get`: a key lookup that finds nothing is a negative answer


@cli.command()
@click.argument("vid", callback=_vid_option)
@click.option("--agent", required=True, help="The agent retracting the version.")
@click.option("--reason", required=True, help="Why it is retracted (journaled).")
@store_options
@click.pass_context
def revoke(ctx: click.Context, vid: int, agent: str, reason: str) -> None:
    """Retract version VID: reinstate what it displaced and repair what derived from it."""
    with open_store(ctx) as mem:
        csn = mem.revoke(vid, agent=agent, reason=reason).csn
        revoked = mem.record(vid)
        visible = mem.get(revoked.key, agent=agent)
    shown = "nothing" if visible is None else f"v{visible.vid}"
    lines = [
        *record_lines([revoked] if visible is None else [revoked, visible]),
        f"revoked v{vid} at csn {csn}; now visible for {revoked.key}: {shown} (descendants repaired: memtx history)",
    ]
    doc = {
        "vid": vid,
        "csn": csn,
        "record": record_doc(revoked),
        "visible": None if visible is None else record_doc(visible),
    }
    emit(ctx, doc, lines)


_ORPHAN = {"dead": "dead: orphaned, aborted by the next open on this host"}


def _txn_doc(txn: Transaction) -> dict[str, object]:
    return {
        "id": txn.id,
        "agent": txn.agent,
        "purpose": txn.purpose.value,
        "isolation": txn.isolation.value,
        "snapshot_csn": txn.snapshot_csn,
        "status": txn.status.value,
        "process": txn.process,
        "process_state": process_state(txn.process),
    }


@cli.command()
@store_options
@click.pass_context
def txns(ctx: click.Context) -> None:
    """List open transactions: the process that began each (live, dead — an orphan the next open on its host
    aborts — or on another host) and the keys of the versions it has in flight."""
    with open_store(ctx) as mem:
        found = mem.open_transactions()
        flying = mem.in_flight()
    rows = [
        [
            f"txn {t.id}",
            t.agent,
            t.purpose.value,
            f"isolation={t.isolation.value}",
            f"snapshot_csn={t.snapshot_csn}",
            f"process {t.process or '-'} ({_ORPHAN.get(process_state(t.process), process_state(t.process))})",
            "in flight: " + (", ".join(f"v{vid} {ckey}" for vid, ckey in flying.get(t.id, [])) or "nothing"),
        ]
        for t in found
    ]
    docs = [
        {**_txn_doc(t), "in_flight": [{"vid": v, "canonical_key": c} for v, c in flying.get(t.id, [])]} for t in found
    ]
    emit(ctx, {"open": docs}, align(rows) if rows else ["no open transactions"])


@cli.command("abort-txn")
@click.argument("txn_id", type=click.IntRange(min=1))
@click.option("--reason", required=True, help="Why the operator aborts it (journaled).")
@store_options
@click.pass_context
def abort_txn(ctx: click.Context, txn_id: int, reason: str) -> None:
    """Abort open transaction TXN_ID as an operator: it ends and its versions leave flight (staged versions
    live in the agent's process and die with it, DESIGN §6); the abort is journaled."""
    with open_store(ctx) as mem:
        result = mem.abort_transaction(txn_id, reason=reason)
        values = {o.vid: mem.record(o.vid).value for o in result.outcomes}
    emit(ctx, _result_doc(result, values), _result_lines(result, values))


@cli.command()
@store_options
@click.pass_context
def check(ctx: click.Context) -> None:
    """Verify the store's invariants (DESIGN §10); exit code 1 when any is violated."""
    with open_store(ctx) as mem:
        report = mem.check()
    rows = [[v.kind, "-" if v.vid is None else f"v{v.vid}", v.ckey or "-", v.detail] for v in report.violations]
    emit(ctx, check_doc(report), [f"check  {report.summary()}", *align(rows, "  ")])
    if not report.ok:
        ctx.exit(EXIT_NEGATIVE)
