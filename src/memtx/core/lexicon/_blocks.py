"""How the lexicon's lists are written: a block of space-separated words or of comma-separated entries.

Responsible for: turning such a block into a tuple of entries. Must not: hold entries or normalize them (the
compiler tokenizes every entry as it tokenizes text).
"""

from __future__ import annotations


def _spaced(block: str) -> tuple[str, ...]:
    """Entries of a whitespace-separated block (single words)."""
    return tuple(block.split())


def _words(block: str) -> tuple[str, ...]:
    """Entries of a comma-separated block; inner whitespace folded (`at  least` = `at least`)."""
    return tuple(" ".join(w.split()) for w in block.split(",") if w.strip())
