"""The storage contract's shape (`memtx.storage.base`): its module docstring's table of groups says how many
methods a new backend writes and how many each group has — checked here against the classes themselves."""

from __future__ import annotations

import abc
import re

import pytest

from memtx.storage import base

_ROW = re.compile(r"^    (\w+) +(\d+) / (\d+) ", re.MULTILINE)
_TOTAL = re.compile(r"(\d+) of the unit's (\d+), and (\d+) of `Backend`'s (\d+)")


def _methods(cls: type) -> list[str]:
    return [n for n, v in vars(cls).items() if callable(v) and not n.startswith("_")]


def _abstract(cls: type) -> list[str]:
    return [n for n in _methods(cls) if getattr(vars(cls)[n], "__isabstractmethod__", False)]


def _public(cls: type) -> list[str]:
    return [n for n in dir(cls) if not n.startswith("_") and callable(getattr(cls, n))]


def test_the_docstring_table_names_every_group_of_the_unit_with_its_counts() -> None:
    assert base.__doc__ is not None
    table = {name: (int(write), int(has)) for name, write, has in _ROW.findall(base.__doc__)}
    groups = [c for c in base.Unit.__mro__[1:] if c not in (abc.ABC, object)]
    assert list(table) == [g.__name__ for g in groups]
    assert {g.__name__: (len(_abstract(g)), len(_methods(g))) for g in groups} == table
    assert _methods(base.Unit) == []  # (the unit is its groups; a method belongs to one of them)


def test_the_docstring_totals_are_the_units_and_the_backends() -> None:
    assert base.__doc__ is not None
    found = _TOTAL.search(" ".join(base.__doc__.split()))
    assert found is not None
    unit_abstract, unit_total, backend_abstract, backend_total = map(int, found.groups())
    assert (unit_abstract, unit_total) == (len(base.Unit.__abstractmethods__), len(_public(base.Unit)))
    assert (backend_abstract, backend_total) == (len(base.Backend.__abstractmethods__), len(_public(base.Backend)))


@pytest.mark.parametrize("name", ["insert_credential", "credential_by_secret", "credentials", "revoke_credential"])
def test_the_http_services_credentials_are_not_part_of_the_core_unit(name: str) -> None:
    assert not hasattr(base.Unit, name)
    assert not hasattr(base, "Credential")
