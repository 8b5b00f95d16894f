"""A small spec-level model of the MemTX contract that gives randomized conformance episodes their truth.

Responsible for: replaying an episode's steps (the step language of `conformance_episodes`) over plain
values by the rules of DESIGN §5 (the governed contract and reinstatement), §6 (evidence, first committer
wins, revoked parents), §7 (the gate, judged on the action's support cone) and §9 (cascade repair), and
answering what a correct memory lets the acting agent do and what it holds for the key at the end.
Must not: import memtx's engine or anything of the eval package that runs a system — it is written from
the contract, apart from the code it judges, so that a disagreement is a finding, not a tautology.

Out of its scope (the episodes it judges contain none of them): private scopes and information flow (the
laundering scripts are written by hand, their truth stated with them), key clustering (every key of a
randomized episode is its own cluster), expiry and operator review.

A transaction is a stale late write (it aborts whole) when a commit after its snapshot changed the visible
version of a key it writes — a write that took over, or a revocation that took the visible version away;
a version stored superseded or quarantined changes nothing visible and is no rival.

Truth at the action: with nothing in flight on the support cone, the visible value (or no action when
nothing is visible); with something in flight, no action — or the visible value when the key ends holding
exactly it (the in-flight state did not change what was right to act on).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

_DERIVED_QUARANTINE = ("summary", "profile")  # DESIGN §9: re-built, so quarantined; a belief is revoked


@dataclass
class _Version:
    id: str
    agent: str
    key: str
    value: str
    at: float
    authority: float
    confidence: float
    kind: str
    parents: tuple[str, ...]
    order: int  # commit order (csn, then proposal order)
    status: str = "superseded"  # visible | superseded | quarantined | revoked


@dataclass
class _Txn:
    agent: str
    snapshot: int
    staged: list[Mapping[str, Any]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Truth:
    """What a correct memory allows at the action (a value acted on, or None for no action) and holds at the end."""

    acceptable: tuple[str | None, ...]
    final: str | None


class Model:
    """The contract's state over plain values: versions in commit order and the visible one per key."""

    def __init__(self) -> None:
        self.versions: dict[str, _Version] = {}
        self.visible: dict[str, str] = {}
        self.txns: dict[str, _Txn] = {}
        self.commits = 0  # the csn of the latest commit
        self.changed_at: dict[str, list[int]] = {}  # key -> csns of commits that changed its visible version

    # --- the commit pipeline (DESIGN §6) -----------------------------------------------------------------

    def _judge(self, new: _Version) -> str:
        """The governed contract (DESIGN §5) of `new` against the key's visible version."""
        current_id = self.visible.get(new.key)
        if current_id is None:
            return "visible"
        cur = self.versions[current_id]
        if new.value == cur.value:  # agreement: the later one (event time) supersedes
            return "visible" if new.at >= cur.at else "superseded"
        if new.at > cur.at:
            return "visible" if new.authority >= cur.authority else "quarantined"
        if new.at < cur.at:
            return "superseded"
        if new.authority == cur.authority:
            return "quarantined"  # a tie in authority goes to review
        return "visible" if new.authority > cur.authority else "superseded"

    def _store(self, step: Mapping[str, Any]) -> None:
        v = _Version(
            id=step["id"],
            agent=step["agent"],
            key=step["key"],
            value=step["value"],
            at=float(step["at"]),
            authority=float(step["authority"]),
            confidence=float(step["confidence"]),
            kind=step["kind"],
            parents=tuple(step.get("parents", ())),
            order=len(self.versions),
        )
        self.versions[v.id] = v
        if v.confidence < 0.6 and v.authority < 0.9:
            v.status = "quarantined"  # low evidence
        elif any(self.versions[p].status == "revoked" for p in v.parents if p in self.versions):
            v.status = "quarantined"  # revoked parent
        else:
            v.status = self._judge(v)
        if v.status == "visible":
            previous = self.visible.get(v.key)
            if previous is not None:
                self.versions[previous].status = "superseded"
            self.visible[v.key] = v.id
            self.changed_at.setdefault(v.key, []).append(self.commits)

    def write(self, step: Mapping[str, Any]) -> None:
        self.commits += 1
        self._store(step)

    def begin(self, txn: str, agent: str) -> None:
        self.txns[txn] = _Txn(agent, self.commits)

    def stage(self, txn: str, step: Mapping[str, Any]) -> None:
        self.txns[txn].staged.append(step)

    def commit(self, txn: str) -> bool:
        t = self.txns.pop(txn)
        keys = {s["key"] for s in t.staged}
        if any(csn > t.snapshot for key in keys for csn in self.changed_at.get(key, ())):
            return False  # a stale late write: the key's visible version changed since the snapshot
        if t.staged:
            self.commits += 1
            for step in t.staged:
                self._store(step)
        return True

    def abort(self, txn: str) -> None:
        self.txns.pop(txn)

    # --- retraction and cascade repair (DESIGN §9, reinstatement §5) ------------------------------------

    def retract(self, target: str) -> None:
        root = self.versions.get(target)
        if root is None or root.status not in ("visible", "superseded"):
            return
        self.commits += 1  # a revocation commits in a unit of its own
        cone = {target}
        grew = True
        while grew:
            grew = False
            for v in self.versions.values():
                if v.id not in cone and any(p in cone for p in v.parents):
                    cone.add(v.id)
                    grew = True
        touched = set()
        for vid in cone:
            v = self.versions[vid]
            if v.status == "revoked":
                continue
            touched.add(v.key)
            v.status = "quarantined" if vid != target and v.kind in _DERIVED_QUARANTINE else "revoked"
        for key in touched:
            shown = self.visible.get(key)
            if shown is not None and self.versions[shown].status != "visible":
                self._reinstate(key, cone)
                self.changed_at.setdefault(key, []).append(self.commits)

    def _reinstate(self, key: str, cone: set[str]) -> None:
        """Replay the contract over the key's surviving superseded versions in commit order."""
        self.visible.pop(key, None)
        survivors = sorted(
            (v for v in self.versions.values() if v.key == key and v.status == "superseded" and v.id not in cone),
            key=lambda v: v.order,
        )
        for v in survivors:
            if self._judge(v) == "visible":
                self.visible[key] = v.id
        if key in self.visible:
            self.versions[self.visible[key]].status = "visible"

    # --- reads and the gate (DESIGN §7, the scoped cone) ---------------------------------------------------

    def value(self, key: str) -> str | None:
        vid = self.visible.get(key)
        return None if vid is None else self.versions[vid].value

    def cone_keys(self, key: str) -> set[str]:
        vid = self.visible.get(key)
        keys, todo = {key}, [vid] if vid is not None else []
        while todo:
            v = self.versions[todo.pop()]
            keys.add(v.key)
            todo += [p for p in v.parents if p in self.versions]
        return keys

    def in_flight(self, keys: set[str]) -> bool:
        return any(s["key"] in keys for t in self.txns.values() for s in t.staged)


def judge(steps: Sequence[Mapping[str, Any]]) -> Truth:
    """The truth of an episode: replay its steps; at the `act` step note what the gate would allow."""
    model = Model()
    seen: str | None = None
    blocked = False
    key = ""
    for step in steps:
        op = step["op"]
        if op == "write":
            model.write(step)
        elif op == "begin":
            model.begin(step["txn"], step["agent"])
        elif op == "stage":
            model.stage(step["txn"], step)
        elif op == "commit":
            model.commit(step["txn"])
        elif op == "abort":
            model.abort(step["txn"])
        elif op == "retract":
            model.retract(step["target"])
        elif op == "act":
            key = step["key"]
            seen = model.value(key)
            blocked = model.in_flight(model.cone_keys(key))
        else:
            raise ValueError(f"unknown op {op!r}")
    final = model.value(key)
    if seen is None:
        return Truth((None,), final)
    if not blocked:
        return Truth((seen,), final)
    return Truth((None, seen) if final == seen else (None,), final)
