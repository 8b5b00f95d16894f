"""Where the shared evaluation data is looked for (it is never copied into the repository or the package).

Responsible for: one rule, used by every suite that reads `../shared/data`. Must not: read the data.
"""

from __future__ import annotations

from pathlib import Path


def shared_data_file(relative: Path) -> Path:
    """`relative` (`shared/data/...`) in the development layout: beside the checkout that holds this package
    (an editable install), else beside the current directory (a checkout's root, where the README's
    commands run, with a non-editable install). The first that exists; the checkout's candidate when
    neither does (the caller then reports it missing and skips or generates)."""
    candidates = [Path(__file__).resolve().parents[5] / relative, Path.cwd().resolve().parent / relative]
    return next((c for c in candidates if c.is_file()), candidates[0])
