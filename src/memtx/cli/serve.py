"""`memtx serve` and `memtx token` (DESIGN §12): the HTTP service over a store, and the bearer tokens that
name its callers. Loaded only when asked for (`memtx.cli.commands.LAZY_COMMANDS`); `serve` needs the `server` extra.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from memtx.cli.commands import CliFailure, emit, open_store, store_options, timestamp_text
from memtx.core.errors import InvalidArgument
from memtx.server.auth_cache import DEFAULT_TTL as AUTH_TTL
from memtx.server.credentials import Credential, Credentials
from memtx.server.limits import DEFAULT_MAX_BODY
from memtx.server.sessions import DEFAULT_MAX_PER_PRINCIPAL, DEFAULT_TIMEOUT

if TYPE_CHECKING:
    from fastapi import FastAPI


@click.command("serve")
@store_options
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="TCP port.")
@click.option(
    "--txn-timeout",
    type=click.FloatRange(min=0, min_open=True, max=86_400),
    default=DEFAULT_TIMEOUT,
    show_default=True,
    help="Seconds without a request before an open transaction is aborted (keep it below the store's 600 s lease).",
)
@click.option(
    "--max-transactions",
    type=click.IntRange(min=1),
    default=DEFAULT_MAX_PER_PRINCIPAL,
    show_default=True,
    help="Open transactions per principal.",
)
@click.option(
    "--max-body", type=click.IntRange(min=1), default=DEFAULT_MAX_BODY, show_default=True, help="Bytes per request."
)
@click.option(
    "--log-level",
    type=click.Choice(["critical", "error", "warning", "info", "debug"]),
    default="info",
    show_default=True,
)
@click.option(
    "--ready-file",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    metavar="PATH",
    help="Write PATH (the base URL) once the server accepts connections; removed at start and at stop.",
)
@click.option(
    "--workers",
    type=click.IntRange(1, 64),
    default=1,
    show_default=True,
    help="Server processes on the one port, each with its own store handle (a transaction stays with the "
    "worker that began it; the others relay its requests there).",
)
@click.option(
    "--auth-ttl",
    type=click.FloatRange(0, 60),
    default=AUTH_TTL,
    show_default=True,
    help="Seconds a token's authentication is reused: a revocation or a role change takes effect within it "
    "(0: the store is read on every request).",
)
@click.option(
    "--group-commit/--no-group-commit",
    default=True,
    show_default=True,
    help="Let concurrent requests' commits share one durable write (where the store's writers serialize anyway).",
)
@click.pass_context
def serve_command(
    ctx: click.Context,
    *,
    workers: int,
    auth_ttl: float,
    group_commit: bool,
    host: str,
    port: int,
    txn_timeout: float,
    max_transactions: int,
    max_body: int,
    log_level: str,
    ready_file: Path | None,
) -> None:
    """Serve the store over HTTP (OpenAPI at /openapi.json, API docs at /docs and /redoc, served
    offline). Every call acts as the principal of its bearer token (`memtx token create`); nothing in a
    request can name another. Stop it with Ctrl-C: open transactions are aborted on the way out."""
    for module in ("fastapi", "uvicorn", "jinja2", "fastapi_offline"):
        if importlib.util.find_spec(module) is None:
            raise CliFailure(f"`memtx serve` needs {module}: pip install 'memtx[server]'", kind="MissingExtra")
    from memtx.server.app import create_app  # noqa: PLC0415  (the server extra, only for this command)
    from memtx.server.serving import clear_ready_file, serve  # noqa: PLC0415

    if ready_file is not None:
        try:
            clear_ready_file(ready_file)  # first: a waiter must never take a previous run's file for this one's
        except OSError as exc:
            raise InvalidArgument(f"--ready-file: {exc}") from None

    # DESIGN §8: private versions live in their writers' own namespaces, so no principal can learn of
    # another's private keys by writing (each writer's token claims its namespace).
    with open_store(ctx, private_namespaces=True) as mem:
        if not Credentials(mem).principals(live=True):
            click.echo("warning: no live credential; create one with `memtx token create NAME`", err=True)
        if workers == 1:
            app = create_app(
                mem,
                txn_timeout=txn_timeout,
                max_transactions=max_transactions,
                max_body=max_body,
                auth_ttl=auth_ttl,
                group_commit=group_commit,
            )
            serve(app, host=host, port=port, log_level=log_level, ready_file=ready_file)
            return
    from memtx.server.workers import ForwardToHolder, WorkerExited, serve_workers, txn_prefix  # noqa: PLC0415

    def start_worker(index: int, sockets: Sequence[str]) -> FastAPI:
        """In worker `index` (a forked process): its own store handle, open until the process ends."""
        opened = open_store(ctx, private_namespaces=True)
        mem = opened.__enter__()
        app = create_app(
            mem,
            txn_timeout=txn_timeout,
            max_transactions=max_transactions,
            max_body=max_body,
            txn_prefix=txn_prefix(index),
            auth_ttl=auth_ttl,
            group_commit=group_commit,
        )
        app.add_middleware(ForwardToHolder, worker=index, sockets=sockets)
        app.state.opened = opened  # (held: collecting the context manager would close the store)
        return app

    try:
        serve_workers(start_worker, workers=workers, host=host, port=port, log_level=log_level, ready_file=ready_file)
    except WorkerExited as exc:
        raise CliFailure(str(exc), kind="WorkerExited") from None


@click.group("token")
def token_group() -> None:
    """Bearer tokens of the HTTP service: each names one principal and its role. Only their sha256 is
    stored; a token is shown once, when it is created."""


def _doc(c: Credential) -> dict[str, object]:
    return {
        "token_id": c.token_id,
        "principal": c.principal,
        "role": c.role.value,
        "label": c.label,
        "created_at": c.created_at,
        "revoked_at": c.revoked_at,
    }


def _line(c: Credential) -> str:
    revoked = f"  revoked {timestamp_text(c.revoked_at)}" if c.revoked_at is not None else ""
    label = f"  {c.label!r}" if c.label else ""
    return f"{c.token_id}  {c.principal}  {c.role.value}  created {timestamp_text(c.created_at)}{revoked}{label}"


@token_group.command("create")
@store_options
@click.argument("principal")
@click.option(
    "--role",
    type=click.Choice(["agent", "reader", "operator"]),
    default="agent",
    show_default=True,
    help="What the principal may do (operator: review, approve, reject, check, recover).",
)
@click.option("--team", default=None, help="Register the principal in this team (default: its team, or the default).")
@click.option("--label", default="", help="A note shown by `memtx token list`.")
@click.pass_context
def token_create(ctx: click.Context, principal: str, role: str, team: str | None, label: str) -> None:
    """Create a token for PRINCIPAL (registering it) and print it — the only time it is shown. Creates
    the store if it does not exist yet."""
    with open_store(ctx, create=True, private_namespaces=True) as mem:  # as `memtx serve` opens it
        issued = Credentials(mem).create(principal, role=role, team=team, label=label)
    emit(
        ctx,
        {"token": issued.token, **_doc(issued.credential)},
        [issued.token, f"# {_line(issued.credential)}", "# store it now: it is not shown again"],
    )


@token_group.command("list")
@store_options
@click.pass_context
def token_list(ctx: click.Context) -> None:
    """Every token's id, principal, role and dates (never the token itself)."""
    with open_store(ctx) as mem:
        found = Credentials(mem).list()
    emit(ctx, {"tokens": [_doc(c) for c in found]}, [_line(c) for c in found] or ["no tokens"])


@token_group.command("revoke")
@store_options
@click.argument("token_id")
@click.pass_context
def token_revoke(ctx: click.Context, token_id: str) -> None:
    """Revoke a token by its id: from now on it authenticates nobody (401)."""
    with open_store(ctx) as mem:
        revoked = Credentials(mem).revoke(token_id)
    emit(ctx, _doc(revoked), [f"revoked {_line(revoked)}"])
