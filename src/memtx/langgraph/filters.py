"""Values, search filters and namespace conditions of LangGraph's store API, for `MemtxStore`: what a put's
value must be to become a record (DESIGN §4), and which items a filter or a namespace condition selects.

Responsible for: checking values, filters and windows, and matching them, as pure functions over values.
Must not: touch the store or depend on how items are stored (`memtx.langgraph.store` does that).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

from langgraph.store.base import MatchCondition

from memtx import AdmissionRejected, InvalidArgument, check_support
from memtx.core.proposal import MAX_VALUE_CHARS

__all__ = [
    "check_filter",
    "check_window",
    "literal_prefix",
    "matches",
    "namespace_matches",
    "value_json",
]

_FILTER_OPERATORS: Final = frozenset({"$eq", "$ne", "$gt", "$gte", "$lt", "$lte"})


def value_json(value: object) -> str:
    """The record value for a put: the mapping's JSON, checked as admission would check it (DESIGN §4)."""
    if not isinstance(value, Mapping):
        raise InvalidArgument(f"a LangGraph value must be a mapping (or None to delete), not {type(value).__name__}")
    _check_json_keys(value)
    try:
        text = json.dumps(dict(value), ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise InvalidArgument(f"a LangGraph value must be JSON-serializable: {exc}") from None
    if len(text) > MAX_VALUE_CHARS:
        raise InvalidArgument(f"a value's JSON may have at most {MAX_VALUE_CHARS:,} characters; this has {len(text):,}")
    support = check_support(text, text, text)
    if not support.ok:
        assert support.reason is not None
        raise AdmissionRejected(support.reason, support.detail or "the value's JSON")
    return text


def _check_json_keys(value: object) -> None:
    """JSON object keys are strings: a mapping with another key type would come back changed."""
    if isinstance(value, Mapping):
        for k, v in value.items():
            if not isinstance(k, str):
                raise InvalidArgument(f"a LangGraph value's keys must be strings, not {type(k).__name__} ({k!r})")
            _check_json_keys(v)
    elif isinstance(value, list | tuple):
        for v in value:
            _check_json_keys(v)


def check_window(limit: object, offset: object) -> None:
    for name, n in (("limit", limit), ("offset", offset)):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise InvalidArgument(f"{name} must be a non-negative integer, not {n!r}")


def check_filter(filter_: object) -> None:
    if not isinstance(filter_, Mapping):
        raise InvalidArgument(f"a search filter must be a mapping, not {type(filter_).__name__}")
    _check_conditions(filter_)


def _check_conditions(conditions: Mapping[object, object]) -> None:
    """Every key a string; a mapping with an operator holds known operators only, at any depth."""
    for key, condition in conditions.items():
        if not isinstance(key, str):
            raise InvalidArgument(f"a filter's keys must be strings, not {key!r}")
        if not isinstance(condition, Mapping):
            continue
        operators = [k for k in condition if isinstance(k, str) and k.startswith("$")]
        if operators and (set(condition) - _FILTER_OPERATORS):
            unknown = sorted(map(str, set(condition) - _FILTER_OPERATORS))
            raise InvalidArgument(
                f"unsupported filter operator(s) or fields beside operators: {unknown}; "
                f"operators: {sorted(_FILTER_OPERATORS)}"
            )
        if not operators:
            _check_conditions(condition)


def _lookup(value: Mapping[str, Any], path: str) -> tuple[bool, Any]:
    """A top-level field, else a dotted path into nested objects (`user.name`)."""
    if path in value:
        return True, value[path]
    current: Any = value
    for part in path.split("."):
        if not isinstance(current, Mapping) or part not in current:
            return False, None
        current = current[part]
    return True, current


def matches(value: Mapping[str, Any], filter_: Mapping[str, Any]) -> bool:
    return all(_condition(*_lookup(value, path), wanted) for path, wanted in filter_.items())


def _condition(present: bool, actual: Any, wanted: Any) -> bool:
    if isinstance(wanted, Mapping) and any(isinstance(k, str) and k.startswith("$") for k in wanted):
        return all(_operator(present, actual, op, operand) for op, operand in wanted.items())
    if isinstance(wanted, Mapping):
        return (
            present
            and isinstance(actual, Mapping)
            and all(_condition(*_lookup(actual, k), v) for k, v in wanted.items())
        )
    if isinstance(wanted, list | tuple):
        return (
            present
            and isinstance(actual, list)
            and len(actual) == len(wanted)
            and all(_condition(True, a, w) for a, w in zip(actual, wanted, strict=True))
        )
    return present and _same(actual, wanted)


def _same(actual: Any, wanted: Any) -> bool:
    """JSON equality: `true` is not `1`."""
    if isinstance(actual, bool) or isinstance(wanted, bool):
        return type(actual) is type(wanted) and actual == wanted
    return bool(actual == wanted)


def _operator(present: bool, actual: Any, op: str, operand: Any) -> bool:
    if op == "$eq":
        return present and _same(actual, operand)
    if op == "$ne":
        return not (present and _same(actual, operand))
    number = _number(actual)
    bound = _number(operand)
    if not present or number is None or bound is None:
        return False
    if op == "$gt":
        return number > bound
    if op == "$gte":
        return number >= bound
    if op == "$lt":
        return number < bound
    return number <= bound  # "$lte" (the operators were checked with the batch)


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def literal_prefix(conditions: Sequence[MatchCondition]) -> tuple[str, ...]:
    """The longest wildcard-free leading labels of the first prefix condition: the key prefix to walk."""
    for condition in conditions:
        if condition.match_type == "prefix":
            labels: list[str] = []
            for label in condition.path:
                if label == "*":
                    break
                labels.append(label)
            return tuple(labels)
    return ()


def namespace_matches(condition: MatchCondition, namespace: tuple[str, ...]) -> bool:
    path = tuple(condition.path)
    if len(namespace) < len(path):
        return False
    window = namespace[: len(path)] if condition.match_type == "prefix" else namespace[len(namespace) - len(path) :]
    return all(p in ("*", n) for p, n in zip(path, window, strict=True))
