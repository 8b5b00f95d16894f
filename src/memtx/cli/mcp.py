"""`memtx mcp`: serve a store to MCP clients as one agent, over stdio or streamable HTTP (DESIGN §12).

Loaded only when asked for (`memtx.cli.commands.LAZY_COMMANDS`); needs the `mcp` extra, and says so when it is missing.
"""

from __future__ import annotations

import importlib

import click

from memtx.cli.commands import CliFailure, open_store, store_options
from memtx.core.errors import InvalidArgument


@click.command("mcp")
@click.option("--agent", required=True, help="The agent every tool call acts as (tools never take an identity).")
@click.option("--user", default=None, help="The user this agent serves: `add` observes its messages as theirs.")
@click.option("--transport", type=click.Choice(["stdio", "streamable-http"]), default="stdio", show_default=True)
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind (streamable-http).")
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True, help="Port (streamable-http).")
@click.option(
    "--tools",
    "tool_modules",
    multiple=True,
    metavar="MODULE:FUNCTION",
    help="Call FUNCTION(memory) from MODULE to register the tools `act` may call through the gate (repeatable).",
)
@store_options
@click.pass_context
def mcp_command(
    ctx: click.Context,
    *,
    agent: str,
    user: str | None,
    transport: str,
    host: str,
    port: int,
    tool_modules: tuple[str, ...],
) -> None:
    """Serve the store as MCP tools for one agent: observe, add, propose_and_commit, get, history, search,
    context, act (through the action gate), revoke, and for an operator review / approve / reject."""
    try:
        server_module = importlib.import_module("memtx.mcp.server")
    except ModuleNotFoundError as exc:
        if exc.name is None or not exc.name.startswith(("mcp", "pydantic")):
            raise
        raise CliFailure("the MCP server needs the mcp extra: pip install 'memtx[mcp]'", kind="MissingExtra") from None
    with open_store(ctx, private_namespaces=True) as mem:
        for spec in tool_modules:
            _register_tools(mem, spec)
        server = server_module.build_server(mem, agent=agent, user=user)
        server_module.claim_own_namespace(mem, agent)
        if transport == "stdio":
            server.run("stdio")
        else:
            server.run("streamable-http", host=host, port=port)


def _register_tools(mem: object, spec: str) -> None:
    module_name, sep, function = spec.partition(":")
    if not sep or not module_name or not function:
        raise InvalidArgument(f"--tools takes MODULE:FUNCTION, not {spec!r}")
    register = getattr(importlib.import_module(module_name), function, None)
    if not callable(register):
        raise InvalidArgument(f"{module_name} has no function {function!r}")
    register(mem)
