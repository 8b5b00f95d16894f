"""Every file the package reads besides its modules ships in the wheel: `pip install .` (the README's first
command, not editable) must carry the console's templates, the conformance cases and the LoCoMo labels too."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import memtx

ROOT = Path(memtx.__file__).parent


def test_every_data_file_under_the_package_is_declared_as_package_data() -> None:
    pyproject = ROOT.parents[1] / "pyproject.toml"
    if not pyproject.exists():
        pytest.skip("memtx is installed, not a checkout: no pyproject.toml to compare against")
    globs = tomllib.loads(pyproject.read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"]["memtx"]
    data = {
        p.relative_to(ROOT)
        for p in ROOT.rglob("*")
        if p.is_file() and p.suffix not in {".py", ".pyc"} and "__pycache__" not in p.parts
    }
    declared = {p.relative_to(ROOT) for pattern in globs for p in ROOT.glob(pattern)}
    assert data - declared == set(), f"not in [tool.setuptools.package-data]: {sorted(map(str, data - declared))}"
    assert data, "the package has data files (templates, conformance cases)"
