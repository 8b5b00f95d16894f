"""A faster `__init__` for the frozen, slotted dataclasses the write path builds by the thousand.

Responsible for: `fast_init`, which replaces such a class's generated `__init__` by one with the same signature
and the same result that stores the fields in a fraction of the time. Must not: change anything else about the
class — equality, hashing, `repr`, `dataclasses.replace`, immutability after `__init__` all stay the dataclass's.

Why: a frozen dataclass's `__init__` stores each field with a call of `object.__setattr__` (its own
`__setattr__` refuses), about 90 ns a field: a `Record` (22 fields) costs 2.2 µs to build, and one commit builds
some twenty-five such values (an 18,332-fact ingest, several hundred thousand). The `__init__` made here first
points the new instance's class at a *twin* — a plain class with the very same `__slots__`, hence the same
memory layout — stores the fields with ordinary attribute assignments (the twin does not refuse them), and
points the class back. CPython allows such class assignment exactly when the two layouts match, which
`fast_init` checks once, when the class is decorated. The instance leaves `__init__` of its own class, frozen
as before; nothing else ever sees the twin. An instance of a subclass (another layout) is built by the
dataclass's own `__init__`, as before.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def fast_init(cls: type[T]) -> type[T]:
    """Decorate a `@dataclass(frozen=True, slots=True)` class (above the `@dataclass` line) whose fields all take
    a plain default or none (no `default_factory`, no `__post_init__`, no keyword-only fields)."""
    params = getattr(cls, "__dataclass_params__", None)
    slots = cls.__dict__.get("__slots__")
    if params is None or not params.frozen or slots is None:
        raise TypeError(f"fast_init needs a frozen, slotted dataclass; {cls.__name__} is not one")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"fast_init cannot keep {cls.__name__}.__post_init__")
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]  # (checked above: a dataclass)
    if tuple(f.name for f in fields) != tuple(slots):
        raise TypeError(f"fast_init: {cls.__name__}'s slots are not its fields in order")
    twin = type(f"_{cls.__name__}Init", (), {"__slots__": tuple(slots), "__module__": cls.__module__})
    probe = object.__new__(cls)
    object.__setattr__(probe, "__class__", twin)  # raises TypeError now, not later, if the layouts differ
    names: dict[str, Any] = {
        "_setattr": object.__setattr__,
        "_twin": twin,
        "_cls": cls,
        "_dataclass_init": cls.__init__,
    }
    params_src, body, passed = [], [], []
    for i, f in enumerate(fields):
        if not f.init or f.kw_only or f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"fast_init: field {cls.__name__}.{f.name} needs the dataclass's own __init__")
        if f.default is dataclasses.MISSING:
            params_src.append(f.name)
        else:
            names[f"_default{i}"] = f.default
            params_src.append(f"{f.name}=_default{i}")
        body.append(f"    self.{f.name} = {f.name}")
        passed.append(f.name)
    # A subclass has another layout than the twin (a `__dict__`, slots of its own): the dataclass builds it.
    source = (
        f"def __init__(self, {', '.join(params_src)}):\n"
        "    if self.__class__ is not _cls:\n"
        f"        return _dataclass_init(self, {', '.join(passed)})\n"
        "    _setattr(self, '__class__', _twin)\n" + "\n".join(body) + "\n    self.__class__ = _cls\n"
    )
    # Generated as dataclasses generates its own __init__: from the field list, with nothing from outside.
    exec(source, names)  # noqa: S102
    init = names["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = {**{f.name: f.type for f in fields}, "return": "None"}
    cls.__init__ = init  # type: ignore[method-assign]
    return cls
