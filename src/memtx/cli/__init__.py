"""The `memtx` command line (DESIGN §12, docs/cli.md): a click group over the public API, the service and the tooling.

Owns: argument parsing, output shapes and exit codes.
May import: everything.
"""
