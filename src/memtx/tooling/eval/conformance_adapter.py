"""The adapter interface every memory system of the conformance study implements.

Responsible for: the shapes an episode's steps reach a system in (`Write`), what a read returns
(`Candidate`), the interface (`System`) and how a system describes itself in the report (`Profile`: the
paper and section it implements, its mechanisms, what it leaves out). Must not: implement a system, decide
whether to act (the policies do) or score (the runner does).
"""

from __future__ import annotations

import abc
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

T0: Final = 1_700_000_000.0
MINUTE: Final = 60.0


@dataclass(frozen=True, slots=True)
class Candidate:
    """One value a read returns: whether the system presents it as current, and its handle."""

    value: str
    current: bool
    ref: object


@dataclass(frozen=True, slots=True)
class Write:
    """A write as the episode gives it."""

    id: str
    agent: str
    key: str
    value: str
    at: float
    authority: float
    confidence: float
    scope: str
    kind: str
    parents: tuple[str, ...]

    @classmethod
    def of(cls, step: Mapping[str, Any]) -> Write:
        return cls(
            id=step["id"],
            agent=step["agent"],
            key=step["key"],
            value=step["value"],
            at=float(step["at"]),
            authority=float(step["authority"]),
            confidence=float(step["confidence"]),
            scope=step["scope"],
            kind=step["kind"],
            parents=tuple(step.get("parents", ())),
        )


@dataclass(frozen=True, slots=True)
class Profile:
    """What a system is, for the report: the design it implements (paper and section), the mechanisms it
    has, and what of that design it leaves out."""

    implements: str
    mechanisms: tuple[str, ...]
    leaves_out: str

    def to_dict(self) -> dict[str, Any]:
        return {"implements": self.implements, "mechanisms": list(self.mechanisms), "leaves_out": self.leaves_out}


class System(abc.ABC):
    """The adapter interface (every method gets what the episode's step says); `setup` and `close` are
    optional hooks, the rest each system implements."""

    name = "system"
    # Writes the system declined (memtx's admission or flow rules), with why; the stores that accept every
    # write keep this empty default.
    refused: Sequence[str] = ()

    def setup(self, agents: Sequence[str]) -> None:  # noqa: B027 - an optional hook
        """Register the episode's agents, where the system has principals."""

    @abc.abstractmethod
    def write(self, w: Write) -> None: ...

    @abc.abstractmethod
    def begin(self, txn: str, agent: str) -> None: ...

    @abc.abstractmethod
    def stage(self, txn: str, w: Write) -> None: ...

    @abc.abstractmethod
    def commit(self, txn: str) -> bool:
        """True when the transaction committed; False when the system aborted it."""

    @abc.abstractmethod
    def abort(self, txn: str) -> None: ...

    @abc.abstractmethod
    def retract(self, agent: str, write_id: str) -> None: ...

    @abc.abstractmethod
    def read(self, agent: str, key: str) -> list[Candidate]: ...

    @abc.abstractmethod
    def act(self, agent: str, tool: str, key: str, chosen: Candidate) -> bool:
        """Take the irreversible action with `chosen`; True when it ran."""

    def close(self) -> None:  # noqa: B027 - an optional hook
        """Release what the system holds."""
