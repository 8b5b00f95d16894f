"""Checking caller-supplied arguments of the public API, as pure functions.

Responsible for: turning loosely typed arguments into validated values or an `InvalidArgument` that names
the argument. Must not: touch storage or decide policy.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable
from typing import Any, TypeVar

from memtx.errors import InvalidArgument

E = TypeVar("E", bound=enum.Enum)


def agent_name(value: object, what: str = "agent") -> str:
    if not isinstance(value, str) or not value.strip():
        raise InvalidArgument(f"{what} must be a non-empty string")
    return value


def enum_value(cls: type[E], value: object, what: str) -> E:
    """Accept a member of `cls` or its string value."""
    if isinstance(value, cls):
        return value
    if isinstance(value, str):
        try:
            return cls(value)
        except ValueError:
            pass
    choices = ", ".join(str(m.value) for m in cls)
    raise InvalidArgument(f"{what} must be one of {choices}; got {value!r}")


def unit_interval(value: object, what: str) -> float:
    """A real number in [0, 1] (bools, NaN and infinities refused)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise InvalidArgument(f"{what} must be a number in [0, 1]; got {value!r}")
    if not 0.0 <= float(value) <= 1.0:
        raise InvalidArgument(f"{what} must be in [0, 1]; got {value!r}")
    return float(value)


def sequence_of(values: object, what: str) -> tuple[Any, ...]:
    """A list or tuple (or other non-string iterable), as a tuple; a lone string is refused."""
    if isinstance(values, str | bytes) or not isinstance(values, Iterable):
        raise InvalidArgument(f"{what} must be a list or tuple, not {type(values).__name__}")
    return tuple(values)


# TEMPORARY placeholders added by the lead so the core compiles; helper-1 replaces them with the real ones.
def check_source_text(text: object) -> str:  # placeholder
    if not isinstance(text, str) or not text.strip():
        raise InvalidArgument("text must be a non-empty string")
    return text


def source_id_for(owner: str, text: str) -> str:  # placeholder
    import hashlib  # noqa: PLC0415

    return "src_" + hashlib.sha256(f"{len(owner)}:{owner}{text}".encode()).hexdigest()[:32]
