"""Re-export of `memtx.mcp.server` under its documented import path `memtx.mcp_server`."""

from memtx.mcp.server import (
    ERROR_CODES,
    TOOL_OPERATIONS,
    build_server,
    error_code,
)

__all__ = [
    "ERROR_CODES",
    "TOOL_OPERATIONS",
    "build_server",
    "error_code",
]
