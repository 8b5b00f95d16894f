"""`python -m memtx`: the same command line as the `memtx` console script."""

from __future__ import annotations

from memtx.cli.commands import main

if __name__ == "__main__":
    main()
