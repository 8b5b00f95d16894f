"""`Record.but` is `dataclasses.replace` for records, field for field."""

from __future__ import annotations

import dataclasses

import pytest

from memtx.core.model import Kind, Record, Scope, State

BASE = Record(7, "alice/city", "alice/city", "Alice lives in Paris", "Alice lives in Paris", "src_1", "alice", 0.9,
              Kind.BELIEF, "alice", Scope.SHARED, ("bob",), (3,), 100.0, None, 500.0, State.TENTATIVE, "admitted",
              11)  # fmt: skip


@pytest.mark.parametrize(
    "changes",
    [
        {},
        {"state": State.COMMITTED, "reason": "first_version", "csn": 4},
        {"vid": 9, "txn_id": 12},
        {"reinstated_csn": 8, "expired": True},
        {f.name: getattr(BASE, f.name) for f in dataclasses.fields(Record)},
    ],
)
def test_but_is_replace(changes: dict[str, object]) -> None:
    copied = BASE.but(**changes)
    assert copied == dataclasses.replace(BASE, **changes)  # type: ignore[arg-type]
    assert copied is not BASE
    assert BASE.state is State.TENTATIVE  # the original is untouched
    with pytest.raises(dataclasses.FrozenInstanceError):
        copied.state = State.REVOKED  # type: ignore[misc]


def test_but_refuses_an_unknown_field() -> None:
    with pytest.raises(TypeError, match="no field"):
        BASE.but(colour="red")
