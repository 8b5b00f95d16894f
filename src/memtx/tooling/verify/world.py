"""The simulated world the checker drives: one in-memory store shared by several simulated processes.

Responsible for: the processes (each agent, and the operator, runs its own `memtx.Memory` over a
`ProcessLink` (`link`) to the one shared reference backend, with its own fake process token), the tools they call
(wrapped so every invocation is recorded and judged against the store as it is at that moment),
crash-and-reopen, and saving / restoring the whole world cheaply for the search. Must not: decide which
operations exist (`ops`) or what a state is (`abstraction`).

Save / restore: the reference backend keeps an undo closure for every write a unit makes (it rolls a unit
back with them). Each process link keeps those closures of every *completed* write unit in one journal,
so going back to an earlier state is popping and running closures — no copy of the tables. What lives
outside the store (the open transaction handles, the checker's call counts) is copied per saved state.
"""

from __future__ import annotations

import copy
import inspect
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, cast
from unittest import mock

from memtx import Memory, Record, TxnHandle
from memtx.core.keys import KeyOverlay, parse_key
from memtx.core.model import Action, ActionQuery, ActionStatus, State, TxnStatus
from memtx.engine import sweeping as sweeping_module
from memtx.safety import acting as acting_module
from memtx.safety import retracting
from memtx.safety.acting import Gatekeeper
from memtx.storage import open_backend
from memtx.tooling.verify import checks
from memtx.tooling.verify.config import OPERATOR, OTHER_TEAM, OUTSIDER, Claim, Config
from memtx.tooling.verify.link import ProcessLink
from memtx.tooling.verify.rules import Violation

WALL_CLOCK = 1_000.0  # every process's wall clock: decisions and outbox timestamps are reproducible
FAKE_HOST = "sim:"  # the host part of every simulated process token


def _wall_clock() -> float:
    return WALL_CLOCK


def _no_token(pid: int | None = None) -> str:
    """`memtx.engine.sweeping.process_token` while exploring: each new `Memory` gets its own fake token at once."""
    return f"{FAKE_HOST}unassigned.0:0"


def process_token(name: str, incarnation: int) -> str:
    """A fake token in `memtx.engine.sweeping.process_token`'s host:pid:start shape, one per incarnation."""
    return f"{FAKE_HOST}{name}.{incarnation}:0"


def token_process(token: str) -> str:
    """The simulated process a token belongs to ("" for a token this world did not hand out)."""
    if not token.startswith(FAKE_HOST):
        return ""
    return token[len(FAKE_HOST) :].rsplit(":", 1)[0].rsplit(".", 1)[0]


@dataclass
class Process:
    """A simulated process: the agent it serves, its store handle and its one open transaction, if any.
    `promoted`: the versions the open transaction promoted, as the checker saw `tx.promote` succeed."""

    name: str
    link: ProcessLink
    memory: Memory
    incarnation: int = 0
    handle: TxnHandle | None = None
    promoted: set[int] = field(default_factory=set)

    @property
    def token(self) -> str:
        return process_token(self.name, self.incarnation)


@dataclass(frozen=True, slots=True)
class _SavedProcess:
    name: str
    link: ProcessLink
    memory: Memory
    incarnation: int
    handle: TxnHandle | None
    promoted: frozenset[int]


@dataclass(frozen=True, slots=True)
class Saved:
    """A saved world: the journal length, the processes, and the checker's own counts."""

    mark: int
    processes: tuple[_SavedProcess, ...]
    tool_runs: tuple[tuple[int, int], ...]
    compensations: tuple[tuple[int, int], ...]
    crashes: int


@dataclass
class _ActContext:
    """The `tx.act` being executed: what the tool wrapper judges a call against."""

    process: str
    tool: str
    support: tuple[int, ...]
    snapshot_csn: int
    promoted: frozenset[int]
    invocations: int = 0


class World:
    """The store, its processes and the checker's records of what the tools did."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.backend = open_backend(":memory:")
        self.tables: Any = vars(self.backend)["_tables"]  # the reference backend's dicts, read by `abstraction`
        self.journal: list[Callable[[], None]] = []
        self.tools = {t.name: t for t in config.tool_specs}
        self.claims: dict[str, Claim] = {c.name: c for c in config.claim_list()}
        self.normalized = {key: parse_key(key).normalized for key in config.model_keys}
        # The operator's review (DESIGN §8), each operation only where the store has it.
        self.review = tuple(op for op in ("approve", "reject") if config.operator and hasattr(Memory, op))
        self.processes: dict[str, Process] = {}
        self.tool_runs: dict[int, int] = {}
        self.compensations: dict[int, int] = {}
        self.crashes = 0
        self.violations: list[Violation] = []
        self.source_ids: dict[tuple[str, str], str] = {}
        self._act: _ActContext | None = None
        names = [*config.agent_names, *([OPERATOR] if self.review else [])]
        for name in names:
            self.processes[name] = self._spawn(name, 0)
            self._register_tools(self.processes[name])
        self._setup()
        self.journal.clear()  # the setup is the root: never undone

    # --- construction ----------------------------------------------------------------------------------
    def _spawn(self, name: str, incarnation: int) -> Process:
        """A process incarnation: its own `Memory` over a new link, with its fake token; no tools yet."""
        link = ProcessLink(self.backend, self.journal)
        memory = Memory(link, clock=_wall_clock, gate=self.config.gate)
        memory.store_context.process = process_token(name, incarnation)
        return Process(name, link, memory, incarnation)

    def _setup(self) -> None:
        first = next(iter(self.processes.values())).memory
        for name in self.config.agent_names:
            first.register_agent(name)
        first.register_agent(OUTSIDER, team=OTHER_TEAM)
        if self.review and "role" in inspect.signature(Memory.register_agent).parameters:
            first.register_agent(OPERATOR, role="operator")  # type: ignore[call-arg,unused-ignore]
        for owner, spec in self.config.sources():
            src = first.observe(spec.text, owner=owner, scope=spec.scope, authority=spec.authority, at=spec.at)
            self.source_ids[(owner, spec.text)] = src.id

    @contextmanager
    def patched(self) -> Iterator[None]:
        """While exploring: a simulated process is alive exactly while its current incarnation runs (and
        a new `Memory` does not read /proc for a real token it is about to be given a fake one for)."""
        with (
            mock.patch.object(acting_module, "process_alive", self.token_alive),
            mock.patch.object(sweeping_module, "process_alive", self.token_alive),
            mock.patch.object(sweeping_module, "process_token", _no_token),
        ):
            yield

    def token_alive(self, token: str) -> bool:
        process = self.processes.get(token_process(token))
        return process is not None and process.token == token

    # --- tools: every call and compensation is recorded and judged --------------------------------------
    def _tool_fn(self, process: str, tool: str) -> Callable[..., Any]:
        def call(**args: Any) -> dict[str, Any]:
            self._on_call(process, tool)
            return {"done": tool, **args}

        return call

    def _compensate_fn(self, process: str, tool: str) -> Callable[[Action], None]:
        def compensate(action: Action) -> None:
            self._on_compensate(process, tool, action)

        return compensate

    @contextmanager
    def acting(self, process: Process, tool: str, support: tuple[int, ...], snapshot_csn: int) -> Iterator[_ActContext]:
        """The context of one `tx.act`: the tool wrapper checks the call it sees against it."""
        self._act = _ActContext(process.name, tool, support, snapshot_csn, frozenset(process.promoted))
        try:
            yield self._act
        finally:
            self._act = None

    def _on_call(self, process: str, tool: str) -> None:
        ctx = self._act
        token = self.processes[process].token
        with self.backend.unit(write=False) as u:
            running = [
                a.id
                for a in u.list_actions(ActionQuery((ActionStatus.IN_PROGRESS,), limit=1_000_000))
                if a.process == token and a.tool == tool
            ]
            if ctx is None or ctx.process != process or ctx.tool != tool:
                self.violations.append(Violation("once.tool", f"{tool} ran in process {process} outside a tx.act call"))
            else:
                ctx.invocations += 1
                if ctx.invocations > 1:
                    self.violations.append(Violation("once.tool", f"one tx.act called {tool} twice"))
                facts = checks.CallFacts(
                    tool,
                    self.tools[tool].reversible,
                    self.config.gate,
                    ctx.support,
                    ctx.snapshot_csn,
                    ctx.promoted,
                    self.staged(),
                )
                self.violations += checks.check_call(u, facts)
        if not running:
            detail = f"{tool} ran with no in_progress outbox row of its process (the intent was not journaled first)"
            self.violations.append(Violation("once.tool", detail))
            return
        action_id = max(running)
        self.tool_runs[action_id] = self.tool_runs.get(action_id, 0) + 1
        if self.tool_runs[action_id] > 1:
            self.violations.append(Violation("once.tool", f"the call of action {action_id} ({tool}) ran twice"))

    def _on_compensate(self, process: str, tool: str, action: Action) -> None:
        self.compensations[action.id] = self.compensations.get(action.id, 0) + 1
        if self.compensations[action.id] > 1:
            detail = f"the compensation of action {action.id} ({tool}) ran {self.compensations[action.id]} times"
            self.violations.append(Violation("once.compensation", detail))
        if not self.tool_runs.get(action.id):
            detail = f"process {process} compensated action {action.id}, whose call never ran"
            self.violations.append(Violation("once.compensation", detail))
        with self.backend.unit(write=False) as u:
            row = u.get_action(action.id)
            record = u.get_record(row.vid) if row is not None and row.vid is not None else None
        if row is None or row.status is not ActionStatus.COMPENSATING:
            detail = f"action {action.id} was compensated without being claimed (status {row and row.status})"
            self.violations.append(Violation("once.compensation", detail))
        if record is None or record.state is not State.REVOKED:
            detail = f"action {action.id} was compensated, but its tool_action record is not retracted"
            self.violations.append(Violation("once.compensation", detail))

    # --- crash-and-reopen --------------------------------------------------------------------------------
    def crash(self, process: Process) -> None:
        """Process death and restart: its handles are lost, and a new `Memory` over the same store does what
        `Memory.open` does — finish half-done revocations, abort the open transactions of dead processes
        (`abort_orphaned_transactions`; on a store without it, the operator's `abort_transaction(reason=
        "crash")` of the dead process's transactions), settle the dead process's calls as unknown outcomes
        — and then the program registers its tools again (running the compensations that are due)."""
        self.crashes += 1
        process.link.dead = True
        fresh = self._spawn(process.name, process.incarnation + 1)
        process.link, process.memory, process.incarnation = fresh.link, fresh.memory, fresh.incarnation
        process.handle, process.promoted = None, set()
        memory = process.memory
        retracting.finish_pending_revocations(memory.store_context)
        if hasattr(memory, "abort_orphaned_transactions"):
            memory.abort_orphaned_transactions()
        else:  # pragma: no cover - stores from before orphan recovery (DESIGN §10)
            for txn in memory.open_transactions():
                if txn.agent == process.name:
                    memory.abort_transaction(txn.id, reason="crash")
        Gatekeeper(memory.store_context, memory.gate).settle_orphans()  # what opening the store does
        self._register_tools(process)

    def _register_tools(self, process: Process) -> None:
        for tool in self.config.tool_specs:
            fn = self._tool_fn(process.name, tool.name)
            if tool.reversible:
                compensate = self._compensate_fn(process.name, tool.name)
                process.memory.tools.register(tool.name, fn, reversible=True, compensate=compensate)
            else:
                process.memory.tools.register(tool.name, fn)

    # --- save / restore ----------------------------------------------------------------------------------
    def save(self) -> Saved:
        return Saved(
            len(self.journal),
            tuple(
                _SavedProcess(p.name, p.link, p.memory, p.incarnation, _clone_handle(p.handle), frozenset(p.promoted))
                for p in self.processes.values()
            ),
            tuple(self.tool_runs.items()),
            tuple(self.compensations.items()),
            self.crashes,
        )

    def restore(self, saved: Saved) -> None:
        journal = self.journal
        while len(journal) > saved.mark:
            journal.pop()()
        for s in saved.processes:
            process = self.processes[s.name]
            s.link.dead, s.link.fuse = False, None
            process.link, process.memory, process.incarnation = s.link, s.memory, s.incarnation
            process.handle = _clone_handle(s.handle)
            process.promoted = set(s.promoted)
            # The store's map of its open transactions (their staged versions, DESIGN §6) is this state's, and so
            # is the queue of handles dropped open (DESIGN §10; every operation leaves it empty).
            handle = process.handle
            process.memory.store_context.reset_open_handles(
                [handle] if handle is not None and handle.id is not None else []
            )
        self.tool_runs = dict(saved.tool_runs)
        self.compensations = dict(saved.compensations)
        self.crashes = saved.crashes
        self.violations = []
        self._act = None

    @contextmanager
    def trial(self) -> Iterator[None]:
        """Run checks that may write (a `get` finishes a half-done revocation) and undo what they wrote."""
        mark = len(self.journal)
        try:
            yield
        finally:
            while len(self.journal) > mark:
                self.journal.pop()()

    # --- small queries for the operations ----------------------------------------------------------------
    def staged(self) -> tuple[Record, ...]:
        """Every version the processes' open transactions have staged (held by their handles, DESIGN §6). A
        handle whose transaction another process ended (the sweep, DESIGN §10) has not learnt it yet, but its
        versions are no longer in flight: the store's header says so."""
        found: list[Record] = []
        for p in self.processes.values():
            tx = p.handle
            if tx is None or not tx.open:
                continue
            header = self.tables.txns.get(tx.id) if tx.id is not None else None
            if header is None or header.status is TxnStatus.OPEN:
                found += tx.staged
        return tuple(found)

    def key_has_versions(self, key: str) -> bool:
        """Whether a model key has any version yet (open transactions' staged ones included)."""
        alias = self.tables.aliases.get(self.normalized[key])
        ckey = alias[0] if alias else self.normalized[key]
        return bool(self.tables.by_cluster.get(ckey)) or any(r.canonical_key == ckey for r in self.staged())

    def visible_vid(self, key: str) -> int | None:
        """The vid A shows for a model key now (None: no cluster or a tombstone)."""
        alias = self.tables.aliases.get(self.normalized[key])
        if alias is None:
            return None
        return self.visible_of(alias[0])

    def visible_of(self, ckey: str) -> int | None:
        """The vid A shows for a canonical key now (None: no entry or a tombstone)."""
        entry = self.tables.active.get(ckey)
        return None if entry is None else cast("int | None", entry.vid)

    def earlier_rivals(self, record: Record) -> list[int | None]:
        """The visible versions of a quarantined version's key that a review item could have shown in an
        earlier state of this path — A's entry when it was quarantined and every activation since — other
        than the one visible now (None: no visible version)."""
        chain = self.tables.transitions.get(record.vid, [])
        quarantined = max((csn for csn, state, _ in chain if state is State.QUARANTINED and csn is not None), default=0)
        history = self.tables.activations.get(record.canonical_key, [])
        shown: list[int | None] = [None]
        for csn, vid in history:
            if csn <= quarantined:
                shown = [vid]
            else:
                shown.append(vid)
        now = self.visible_of(record.canonical_key)
        return [vid for vid in dict.fromkeys(shown) if vid != now]


_KEEP, _SHALLOW, _OVERLAY, _DEEP = range(4)
_HOW: dict[type, int] = {}  # how a handle attribute of each type is copied, decided once per type


def _how(value: object) -> int:
    kind = type(value)
    if kind not in _HOW:
        if isinstance(value, int | float | str | bytes | tuple | frozenset | type(None)) or _frozen(value):
            _HOW[kind] = _KEEP  # immutable (enums are ints or strs; records are frozen dataclasses)
        elif isinstance(value, list | dict | set):
            _HOW[kind] = _SHALLOW  # their items are immutable values (records, key parts, read marks)
        elif isinstance(value, KeyOverlay):
            _HOW[kind] = _OVERLAY
        else:
            _HOW[kind] = _DEEP
    return _HOW[kind]


def _clone_handle(handle: TxnHandle | None) -> TxnHandle | None:
    """A copy of a transaction handle that shares the store (`_mem`) but none of its mutable parts."""
    if handle is None:
        return None
    state = dict(vars(handle))
    for name, value in state.items():
        how = _how(value)
        if how == _KEEP or name == "_mem":
            continue
        if how == _SHALLOW:
            state[name] = cast("list[Any] | dict[Any, Any] | set[Any]", value).copy()
        elif how == _OVERLAY:
            state[name] = cast("KeyOverlay", value).copy()
        else:
            state[name] = copy.deepcopy(value)
    clone = object.__new__(TxnHandle)
    vars(clone).update(state)
    return clone


def _frozen(value: object) -> bool:
    params = getattr(type(value), "__dataclass_params__", None)
    return bool(params is not None and params.frozen)
