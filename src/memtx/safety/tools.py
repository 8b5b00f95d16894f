"""The tools an agent may call through the action gate (DESIGN §7), registered per `Memory`.

Responsible for: naming tools, their reversibility and compensation, checking registrations, and who is
calling a tool right now (for DESIGN §8's tool echo). Must not: call a tool — only the gate
(`memtx.safety.acting`) does, after its decision is journaled.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from memtx.core.errors import InvalidArgument, UnknownObject

_TOOL_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,99}")


@dataclass(frozen=True, slots=True)
class Tool:
    """A registered tool. `compensate` undoes one call of a reversible tool; it is called as
    `compensate(args, result)` with the call's arguments (a dict) and its recorded result — or, when it
    takes exactly one parameter, as `compensate(action)` with the whole `memtx.Action` outbox row."""

    name: str
    fn: Callable[..., Any]
    reversible: bool
    compensate: Callable[..., Any] | None


def check_tool_name(name: object) -> str:
    if not isinstance(name, str) or not _TOOL_NAME.fullmatch(name):
        raise InvalidArgument(
            f"a tool name is 1-100 characters of letters, digits, '_', '.' or '-', starting with a letter or digit; "
            f"got {name!r}"
        )
    return name


# The agents whose tool calls are running in this context, innermost last (DESIGN §8 "trusted-tool echo":
# what a tool observes while it runs is judged by what its caller could read, too).
_CALLERS: ContextVar[tuple[str, ...]] = ContextVar("memtx_tool_callers", default=())


@contextmanager
def calling(agent: str) -> Iterator[None]:
    """While a tool runs on `agent`'s behalf (the gate wraps the call in this)."""
    token = _CALLERS.set((*_CALLERS.get(), agent))
    try:
        yield
    finally:
        _CALLERS.reset(token)


def tool_callers() -> tuple[str, ...]:
    """The agents whose tool calls are running in this context (empty outside a tool call): an observation
    made now by the tool is narrowed by private text any of them could read (`memtx.engine.flowing`)."""
    return _CALLERS.get()


class ToolRegistry:
    """`mem.tools`: `register(name, fn, *, reversible=False, compensate=None)`.

    Tools live in the process (they are Python callables); the store keeps what they did. After a
    restart, register the same tools again: compensations that were due while a tool was not registered
    run when it is (`on_register`)."""

    def __init__(self, on_register: Callable[[str], None] | None = None) -> None:
        self._tools: dict[str, Tool] = {}
        self._on_register = on_register

    def register(
        self,
        name: str,
        fn: Callable[..., Any],
        *,
        reversible: bool = False,
        compensate: Callable[..., Any] | None = None,
    ) -> Tool:
        """Register `fn` under `name`. A reversible tool needs `compensate`; an irreversible one must not
        have one (nothing could undo it). Registering a taken name is an error: `unregister` it first."""
        check_tool_name(name)
        if not callable(fn):
            raise InvalidArgument(f"tool {name!r}: fn must be callable, not {type(fn).__name__}")
        if not isinstance(reversible, bool):
            raise InvalidArgument(f"tool {name!r}: reversible must be True or False")
        if reversible and compensate is None:
            raise InvalidArgument(f"tool {name!r} is reversible: register the compensate function that undoes a call")
        if compensate is not None and not callable(compensate):
            raise InvalidArgument(f"tool {name!r}: compensate must be callable")
        if not reversible and compensate is not None:
            raise InvalidArgument(f"tool {name!r} has a compensation, so register it with reversible=True")
        if name in self._tools:
            raise InvalidArgument(f"a tool named {name!r} is already registered; unregister it first")
        tool = Tool(name, fn, reversible, compensate)
        self._tools[name] = tool
        if self._on_register is not None:
            self._on_register(name)
        return tool

    def unregister(self, name: str) -> None:
        if name not in self._tools:
            raise UnknownObject(f"no tool named {name!r} is registered")
        del self._tools[name]

    def get(self, name: str) -> Tool:
        check_tool_name(name)
        tool = self._tools.get(name)
        if tool is None:
            known = ", ".join(sorted(self._tools)) or "none"
            raise UnknownObject(f"no tool named {name!r} is registered (registered: {known})")
        return tool

    def find(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._tools))

    def __len__(self) -> int:
        return len(self._tools)


class ViewRegistry:
    """`mem.views`: rebuild functions for derived views (DESIGN §9). When a retraction quarantines a
    summary or profile, the function registered for its key prefix (the longest that matches) or else for
    its kind is called as `fn(mem, record)` with the quarantined version, to re-propose the view from the
    sources that survive — through the normal pipeline, in transactions of its own."""

    def __init__(self) -> None:
        self._by_prefix: dict[str, Callable[..., Any]] = {}

    def register(self, kind_or_key_prefix: str, fn: Callable[..., Any]) -> None:
        if not isinstance(kind_or_key_prefix, str) or not kind_or_key_prefix.strip():
            raise InvalidArgument("register a rebuild function for a kind ('summary', 'profile') or a key prefix")
        if not callable(fn):
            raise InvalidArgument(f"the rebuild function must be callable, not {type(fn).__name__}")
        if kind_or_key_prefix in self._by_prefix:
            raise InvalidArgument(f"a rebuild function for {kind_or_key_prefix!r} is already registered")
        self._by_prefix[kind_or_key_prefix] = fn

    def find(self, key: str, kind: str) -> Callable[..., Any] | None:
        matches = [p for p in self._by_prefix if key.startswith(p)]
        if matches:
            return self._by_prefix[max(matches, key=len)]
        return self._by_prefix.get(kind)
