"""Gate tools for the stdio test's server process, loaded with `memtx mcp --tools _mcp_tools:register`."""

from __future__ import annotations

import memtx


def register(memory: memtx.Memory) -> None:
    memory.tools.register("echo", lambda text: f"echo: {text}")
