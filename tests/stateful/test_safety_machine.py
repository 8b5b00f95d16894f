"""I1, I2 and the information-flow rule under random multi-agent histories (Hypothesis stateful), on the
memory and the SQLite backend.

Agents write beliefs and derived summaries (private and shared), leave transactions open, promote,
call an irreversible and a reversible tool through the gate, revoke and abort. Every tool records the
store as it was at the moment it ran, so I1 is checked at the call, not after the fact.
"""

from __future__ import annotations

import contextlib
import tempfile
import uuid
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

import memtx
from conftest import POSTGRES_URL, TickClock, drop_postgres_schema, postgres_schema_url, prepare_postgres_schema
from memtx import ActionStatus, Kind, Memory, Scope, State

AGENTS = ("ana", "ben", "cyd")
KEYS = ("order 1/status", "order 2/status", "order 3/status")
VALUES = ("was packed", "was shipped", "was lost", "was returned")
OPERATOR = "ops"


class SafetyMachine(RuleBasedStateMachine):
    backend = "memory"

    def __init__(self) -> None:
        super().__init__()
        if self.backend == "memory":
            self.mem = Memory.open(":memory:", clock=TickClock())
        elif self.backend == "postgres":
            self.schema = "memtx_safety_" + uuid.uuid4().hex[:12]
            prepare_postgres_schema(self.schema)
            self.mem = Memory.open(postgres_schema_url(self.schema), clock=TickClock(), fast=True)
        else:
            self.tmp = Path(tempfile.mkdtemp(prefix="memtx-safety-"))
            self.mem = Memory.open(f"sqlite:///{self.tmp / 'store.db'}", clock=TickClock(), fast=True)
        for agent in AGENTS:
            self.mem.register_agent(agent)
        self.mem.register_agent(OPERATOR, team="audit", role="operator")
        self.calls: list[dict[str, Any]] = []  # every tool invocation, with the store as it was then
        self.undone: list[dict[str, Any]] = []
        self.mem.tools.register("refund", self._tool("refund"))
        self.mem.tools.register("credit", self._tool("credit"), reversible=True, compensate=self._undo)
        self.open: list[memtx.TxnHandle] = []
        self.step = 0

    def teardown(self) -> None:
        for tx in self.open:
            if tx.open:
                tx.abort()
        self.mem.close()
        if self.backend == "postgres":
            drop_postgres_schema(self.schema)

    # --- tools that record the world they ran in ------------------------------------------------------
    def _tool(self, name: str) -> Any:
        def run(call: int, support: list[int]) -> int:
            self.calls.append(
                {
                    "tool": name,
                    "call": call,
                    "in_flight": [t.id for t in self.mem.open_transactions()],
                    "support_states": [self.mem.record(v).state for v in support],
                }
            )
            return call

        return run

    def _undo(self, args: dict[str, Any], result: Any) -> None:
        self.undone.append(args)

    # --- helpers ---------------------------------------------------------------------------------------
    def _versions(self) -> list[memtx.Record]:
        return [r for r in (self._record(v) for v in range(1, self.mem.last_csn() * 4 + 8)) if r is not None]

    def _record(self, vid: int) -> memtx.Record | None:
        try:
            return self.mem.record(vid)
        except memtx.UnknownObject:
            return None

    def _propose(self, tx: memtx.TxnHandle, key: str, value: str, scope: str, parent: int | None) -> None:
        self.step += 1
        text = f"Order {key.split()[1].split('/', maxsplit=1)[0]} {value} (note {self.step})"
        src = tx.observe(text + ".", owner=tx.agent, scope=scope, authority=0.9, at=float(self.step))
        kind = "summary" if parent is not None else "belief"
        parents = [parent] if parent is not None else []
        with contextlib.suppress(memtx.AdmissionRejected):  # e.g. an unknown parent: nothing is stored
            tx.propose(
                key=key, value=text, evidence=text, source=src.id, at=float(self.step), kind=kind, parents=parents
            )

    # --- rules -----------------------------------------------------------------------------------------
    @rule(
        agent=st.sampled_from(AGENTS),
        key=st.sampled_from(KEYS),
        value=st.sampled_from(VALUES),
        scope=st.sampled_from(["private", "shared"]),
        parent=st.one_of(st.none(), st.integers(1, 30)),
        external=st.booleans(),
    )
    def write(self, agent: str, key: str, value: str, scope: str, parent: int | None, external: bool) -> None:
        purpose = "external_action" if external else "internal"
        try:
            with self.mem.transaction(agent=agent, purpose=purpose) as tx:
                self._propose(tx, key, value, scope, parent)
        except memtx.TransactionConflict:
            pass

    @rule(agent=st.sampled_from(AGENTS), key=st.sampled_from(KEYS), value=st.sampled_from(VALUES))
    def leave_open(self, agent: str, key: str, value: str) -> None:
        if len(self.open) >= 2:
            return
        tx = self.mem.begin(agent=agent)
        self._propose(tx, key, value, "shared", None)
        self.open.append(tx)

    @precondition(lambda self: bool(self.open))
    @rule(commit=st.booleans())
    def finish_open(self, commit: bool) -> None:
        tx = self.open.pop(0)
        if not tx.open:
            return
        if commit:
            with contextlib.suppress(memtx.TransactionConflict):
                tx.commit()
        else:
            tx.abort()

    @rule(agent=st.sampled_from(AGENTS), vid=st.integers(1, 30))
    def promote(self, agent: str, vid: int) -> None:
        with (
            self.mem.transaction(agent=agent, purpose="external_action") as tx,
            contextlib.suppress(memtx.InvalidArgument, memtx.UnknownObject),
        ):
            tx.promote(vid)

    def _pick(self, pick: int, *, visible: bool = True) -> int | None:
        vids = [r.vid for r in self._versions() if r.state.visible or not visible]
        return vids[pick % len(vids)] if vids else None

    @rule(
        agent=st.sampled_from(AGENTS),
        tool=st.sampled_from(["refund", "credit"]),
        picks=st.lists(st.integers(0, 1_000), max_size=2),
        promote_first=st.booleans(),
    )
    def act(self, agent: str, tool: str, picks: list[int], promote_first: bool) -> None:
        """A call on visible support (sometimes promoted in the same transaction first)."""
        support = [v for v in (self._pick(p) for p in picks) if v is not None]
        self.step += 1
        with (
            self.mem.transaction(agent=agent, purpose="external_action") as tx,
            contextlib.suppress(memtx.ActionBlocked),
        ):
            if promote_first:
                for vid in support:
                    with contextlib.suppress(memtx.InvalidArgument, memtx.UnknownObject):
                        tx.promote(vid)
            tx.act(tool, {"call": self.step, "support": support}, support=support)

    @rule(agent=st.sampled_from(AGENTS), pick=st.integers(0, 1_000), abort=st.booleans())
    def quiet_refund(self, agent: str, pick: int, abort: bool) -> None:
        """Settle every open transaction, then an irreversible call on promoted support: the path I1 lets
        through (unless a commit just quarantined or superseded the support)."""
        while self.open:
            self.finish_open(commit=not abort)
        self.act(agent, "refund", [pick], promote_first=True)

    @rule(agent=st.sampled_from((*AGENTS, OPERATOR)), pick=st.integers(0, 1_000))
    def revoke_visible(self, agent: str, pick: int) -> None:
        vid = self._pick(pick)
        if vid is not None:
            self.revoke(agent, vid)

    @rule(agent=st.sampled_from((*AGENTS, OPERATOR)), vid=st.integers(1, 30))
    def revoke(self, agent: str, vid: int) -> None:
        with contextlib.suppress(
            memtx.InvalidArgument, memtx.UnknownObject, memtx.PermissionDenied, memtx.InvalidTransition
        ):
            self.mem.revoke(vid, agent=agent, reason="test")

    # --- invariants ------------------------------------------------------------------------------------
    @invariant()
    def i1_no_irreversible_call_on_unverified_state(self) -> None:
        for call in self.calls:
            if call["tool"] == "refund":
                assert call["in_flight"] == [], call  # global gate: nothing tentative anywhere
                assert call["support_states"], call
                assert all(s is State.ACTION_SAFE for s in call["support_states"]), call
            else:
                assert all(s.visible for s in call["support_states"]), call

    @invariant()
    def i2_retraction_is_repaired(self) -> None:
        assert self.mem.check().ok, self.mem.check().violations
        for action in self.mem.actions(limit=10_000):
            if action.vid is None:
                continue
            record = self.mem.record(action.vid)
            support = [self.mem.record(v) for v in action.support]
            if any(s.state is State.REVOKED for s in support):
                assert record.state is State.REVOKED, (action, record)
                expected = ActionStatus.COMPENSATED if action.reversible else ActionStatus.LEAKED
                assert action.status is expected, action
        compensated = [a for a in self.mem.actions(limit=10_000) if a.status is ActionStatus.COMPENSATED]
        assert len(self.undone) == len(compensated)  # each compensation ran exactly once

    @invariant()
    def flow_nothing_broader_than_its_inputs(self) -> None:
        versions = {r.vid: r for r in self._versions()}
        for r in versions.values():
            if not r.state.visible:
                continue
            for p in r.parents:
                assert r.scope <= versions[p].scope, (r, versions[p])
            if r.kind is Kind.BELIEF and r.scope is Scope.SHARED:
                # no shared visible version repeats a private version's text that its writer could read
                for other in versions.values():
                    if other.scope is Scope.PRIVATE and other.owner == r.writer and other.vid != r.vid:
                        assert other.value != r.value, (r, other)
        for agent in AGENTS:
            for key in KEYS:
                got = self.mem.get(key, agent=agent)
                if got is not None and got.scope is Scope.PRIVATE:
                    assert got.owner == agent or agent in got.readers, (agent, got)


SETTINGS = settings(
    max_examples=40,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)

TestSafetyOnMemory = SafetyMachine.TestCase
TestSafetyOnMemory.settings = SETTINGS


class SQLiteSafetyMachine(SafetyMachine):
    backend = "sqlite"


TestSafetyOnSQLite = SQLiteSafetyMachine.TestCase
TestSafetyOnSQLite.settings = settings(SETTINGS, max_examples=10)


class PostgresSafetyMachine(SafetyMachine):
    backend = "postgres"


TestSafetyOnPostgres = pytest.mark.skipif(
    not POSTGRES_URL, reason="MEMTX_TEST_POSTGRES_URL is not set: no PostgreSQL server to test against"
)(PostgresSafetyMachine.TestCase)
TestSafetyOnPostgres.settings = settings(SETTINGS, max_examples=10)
