"""The MCP server (DESIGN §12): memtx's API as MCP tools for one agent, on the official SDK.

Owns: the tool schemas and their mapping onto `Memory`.
May import: the library rooms (`core` … `api`) and the package's public names.
"""
