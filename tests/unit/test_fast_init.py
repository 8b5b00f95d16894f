"""`memtx.core.frozen.fast_init`: the same instances as the dataclass's own `__init__`, still frozen, for the value
types of the write path; refused for classes it cannot serve."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
from dataclasses import dataclass, field

import pytest

from memtx.core.contracts import Contender, Ruling
from memtx.core.frozen import fast_init
from memtx.core.model import Agent, Event, Kind, Outcome, Record, Scope, Source, State, TxnResult
from memtx.core.pipeline import RecordFacts, Verdict
from memtx.core.proposal import Proposal
from memtx.storage.shapes import ActiveEntry, PrivateText, VisibleLookup


@dataclass(frozen=True, slots=True)
class Plain:
    a: int
    b: str = "b"
    c: tuple[int, ...] = ()


@fast_init
@dataclass(frozen=True, slots=True)
class Fast:
    a: int
    b: str = "b"
    c: tuple[int, ...] = ()


def test_fast_init_builds_what_the_dataclass_builds() -> None:
    for args, kwargs in [((1,), {}), ((1, "x"), {}), ((1,), {"c": (2, 3)}), ((), {"a": 5, "b": "y"})]:
        slow, fast = Plain(*args, **kwargs), Fast(*args, **kwargs)
        assert dataclasses.astuple(fast) == dataclasses.astuple(slow)
        assert type(fast) is Fast
        assert fast == Fast(*args, **kwargs)
        assert hash(fast) == hash(Fast(*args, **kwargs))
    with pytest.raises(TypeError):
        Fast()  # type: ignore[call-arg]  # a required field is still required
    with pytest.raises(TypeError):
        Fast(1, d=2)  # type: ignore[call-arg]  # and an unknown one unknown


def test_instances_stay_frozen_and_keep_their_class() -> None:
    fast = Fast(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.a = 2  # type: ignore[misc]
    assert dataclasses.replace(fast, a=3) == Fast(3)
    assert pickle.loads(pickle.dumps(Record(*_record_fields()))) == Record(*_record_fields())
    assert list(inspect.signature(Fast).parameters) == ["a", "b", "c"]


def _record_fields() -> list[object]:
    value = "Alice lives in Paris"
    return [7, "alice/city", "alice/city", value, value, "src_1", "alice", 0.9, Kind.BELIEF, "alice",
            Scope.SHARED, ("bob",), (3,), 100.0, None, 500.0, State.TENTATIVE, "admitted", 11]  # fmt: skip


@pytest.mark.parametrize(
    "cls",
    [
        *(Agent, Source, Record, Event, Outcome, TxnResult, RecordFacts, Verdict, Contender, Ruling, Proposal),
        *(ActiveEntry, VisibleLookup, PrivateText),
    ],
)
def test_the_write_paths_value_types_use_it(cls: type) -> None:
    assert cls.__init__.__code__.co_filename == "<string>"  # (generated: dataclasses' names its own __create_fn__)
    assert cls.__init__.__qualname__ == f"{cls.__qualname__}.__init__"
    defaults = {f.name: f.default for f in dataclasses.fields(cls) if f.default is not dataclasses.MISSING}
    parameters = inspect.signature(cls).parameters
    assert list(parameters) == [f.name for f in dataclasses.fields(cls)]
    assert {n: p.default for n, p in parameters.items() if p.default is not inspect.Parameter.empty} == defaults


def test_a_class_it_cannot_serve_is_refused() -> None:
    @dataclass(slots=True)
    class Mutable:
        a: int

    @dataclass(frozen=True)
    class Unslotted:
        a: int

    @dataclass(frozen=True, slots=True)
    class Factory:
        a: list[int] = field(default_factory=list)

    @dataclass(frozen=True, slots=True)
    class Checked:
        a: int

        def __post_init__(self) -> None:
            pass

    for cls in (Mutable, Unslotted, Factory, Checked):
        with pytest.raises(TypeError):
            fast_init(cls)
    with pytest.raises(TypeError):
        fast_init(int)


def test_a_subclass_is_built_by_the_dataclass_init() -> None:
    """A subclass (a caller's own record type, with or without slots of its own) has another layout than the
    twin: it is built as the dataclass would build it."""

    class Annotated(Record):
        pass

    @dataclass(frozen=True, slots=True)
    class Tagged(Record):
        tag: str = "t"

    fields = _record_fields()
    plain = Annotated(*fields)
    assert type(plain) is Annotated
    assert dataclasses.astuple(plain) == dataclasses.astuple(Record(*fields))
    tagged = Tagged(*fields, tag="x")
    assert (type(tagged), tagged.tag, tagged.vid) == (Tagged, "x", 7)
    with pytest.raises(dataclasses.FrozenInstanceError):
        tagged.vid = 8  # type: ignore[misc]
