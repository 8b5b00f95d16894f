"""The memory systems of the conformance study, behind one adapter interface (`conformance_adapter`).

Responsible for: memtx itself (gate `global` or `scoped`, and its ablations), the real MemState and mem0
packages (`peers` extra), the registry of every system the study runs (the reimplemented baselines live in
`conformance_baselines`) and each system's profile for the report. Must not: decide whether to act (the
policies do) or score (the runner does).
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import importlib
import importlib.util
import itertools
import tempfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from memtx.tooling.eval import mem0_model
from memtx.tooling.eval.conformance_adapter import MINUTE, T0, Candidate, Profile, System, Write
from memtx.tooling.eval.conformance_baselines import BASELINES
from memtx.tooling.eval.conformance_baselines import NO_GATE as _NO_GATE
from memtx.tooling.eval.conformance_episodes import TOOLS

__all__ = ["MINUTE", "T0", "Candidate", "Profile", "System", "Write"]  # the adapter's types, re-exported


# --- memtx -----------------------------------------------------------------------------------------------


# Ablations (DESIGN §13): memtx with one component removed. The three engine components are switched off by
# replacing the one function that implements them for the duration of an episode (restored on close); the
# gate by calling the tool on the value read, without `tx.act`; adjudication by the `temporal` contract
# (the newest event time wins: no authority guard, no review).
ABLATIONS: Final[Mapping[str, str]] = {
    "gate": "gate off: the tool is called on the value read, without the action gate",
    "cascade": "cascade off: a retraction revokes the version only, not what derives from it",
    "inheritance": "permission inheritance off: a record may be broader than its parents and its read set",
    "fingerprints": "fingerprints off: copied private text is not recognized without a declared parent",
    "adjudication": "conflict adjudication off: the temporal contract (newest wins, no authority guard or review)",
}
_PATCHES: Final[Mapping[str, tuple[str, str, Any]]] = {
    "cascade": ("memtx.engine.revocation", "_descendants", lambda _u, _vid: []),
    "inheritance": ("memtx.engine.writes", "laundering", lambda _scope, _floor: None),
    "fingerprints": ("memtx.core.flow", "is_reproduced", lambda *_a, **_k: False),
}


class MemtxSystem(System):
    """memtx: every write one governed transaction (the value observed as its source and cited verbatim),
    transactions as memtx transactions, retraction as `revoke`, and the action through the gate in an
    external-action transaction that promotes the version it rests on. `ablation`: one of `ABLATIONS`."""

    def __init__(self, gate: str = "global", ablation: str | None = None) -> None:
        from memtx import Memory  # noqa: PLC0415 - keep the module importable for the baselines alone

        if ablation is not None and ablation not in ABLATIONS:
            raise ValueError(f"unknown ablation {ablation!r}; expected one of {', '.join(ABLATIONS)}")
        self.name = f"memtx ({gate} gate)" if ablation is None else f"memtx − {ablation}"
        self.ablation = ablation
        self._restore: tuple[Any, str, Any] | None = None
        if ablation is not None and ablation in _PATCHES:
            module_name, attribute, replacement = _PATCHES[ablation]
            module = importlib.import_module(module_name)
            self._restore = (module, attribute, getattr(module, attribute))
            setattr(module, attribute, replacement)
        ticks = itertools.count()
        self.mem = Memory.open(":memory:", gate=gate, clock=lambda: T0 + 10**6 + next(ticks))
        if ablation == "adjudication":
            self.mem.set_contract("", "temporal")
        self.vids: dict[str, int] = {}
        self.refused: list[str] = []
        self.open: dict[str, Any] = {}
        self.ran: list[tuple[str, str]] = []

    def setup(self, agents: Sequence[str]) -> None:
        for agent in agents:
            self.mem.register_agent(agent)
        for tool in TOOLS:
            self.mem.tools.register(tool, lambda value, _tool=tool: self.ran.append((_tool, value)))

    def _propose(self, tx: Any, w: Write) -> None:
        at = T0 + w.at * MINUTE
        # Sources are content-addressed: the same sentence from another writer, or at another authority, is
        # another observation, so the writer and the write are part of the observed text (the value is
        # still cited verbatim from it).
        text = f"{w.value}. (reported by {w.agent}, {w.id})"
        src = tx.observe(text, owner=w.agent, scope=w.scope, authority=w.authority, at=at)
        staged = tx.propose(
            key=w.key,
            value=w.value,
            evidence=w.value,
            source=src.id,
            confidence=w.confidence,
            kind=w.kind,
            parents=[self.vids[p] for p in w.parents if p in self.vids],
            at=at,
        )
        self.vids[w.id] = staged.vid

    def write(self, w: Write) -> None:
        from memtx import MemtxError  # noqa: PLC0415

        try:
            with self.mem.transaction(agent=w.agent) as tx:
                self._propose(tx, w)
        except MemtxError as refusal:
            self.refused.append(f"{w.id}: {refusal}")  # nothing was written, as the system decided

    def begin(self, txn: str, agent: str) -> None:
        self.open[txn] = self.mem.begin(agent=agent)

    def stage(self, txn: str, w: Write) -> None:
        self._propose(self.open[txn], w)

    def commit(self, txn: str) -> bool:
        from memtx import TransactionConflict  # noqa: PLC0415

        try:
            return not self.open.pop(txn).commit().aborted
        except TransactionConflict:
            return False

    def abort(self, txn: str) -> None:
        self.open.pop(txn).abort()

    def retract(self, agent: str, write_id: str) -> None:
        if write_id in self.vids:
            self.mem.revoke(self.vids[write_id], agent=agent, reason="found wrong")

    def read(self, agent: str, key: str) -> list[Candidate]:
        record = self.mem.get(key, agent=agent)
        return [] if record is None else [Candidate(record.value, True, record.vid)]

    def act(self, agent: str, tool: str, key: str, chosen: Candidate) -> bool:
        from memtx import ActionBlocked, MemtxError  # noqa: PLC0415

        if self.ablation == "gate":
            self.ran.append((tool, chosen.value))
            return True
        try:
            with self.mem.transaction(agent=agent, purpose="external_action") as tx:
                record = tx.read(key)
                if record is None or record.value != chosen.value:
                    return False
                tx.promote(record.vid)
                tx.act(tool, {"value": chosen.value}, support=[record.vid])
        except ActionBlocked:
            return False
        except MemtxError:
            return False
        return True

    def close(self) -> None:
        try:
            for tx in self.open.values():
                tx.abort()
            self.mem.close()
        finally:
            if self._restore is not None:
                module, attribute, original = self._restore
                setattr(module, attribute, original)


# --- MemState (the real package) ------------------------------------------------------------------------------

MEMSTATE_MISSING: Final = "MemState is not installed (pip install 'memtx[peers]')"


def memstate_available() -> bool:
    return importlib.util.find_spec("memstate") is not None


class MemStateSystem(System):
    """MemState 0.5.1 on its SQLite backend: a keyed schema (`Constraint(singleton_key="key")`), writes with
    `commit_model`, transactions as its sessions (ephemeral writes, `promote_session` / `discard_session`),
    retraction with `delete`, reads with `query`. MemState has no read permissions: every agent reads all."""

    name = "MemState"

    def __init__(self) -> None:
        ms = importlib.import_module("memstate")
        pydantic = importlib.import_module("pydantic")
        self._dir = tempfile.TemporaryDirectory(prefix="memtx-conformance-memstate-")
        self.storage = ms.SQLiteStorage(str(Path(self._dir.name) / "memstate.db"))
        self.store = ms.MemoryStore(self.storage)
        self.model = pydantic.create_model("Fact", key=(str, ...), value=(str, ...))
        self.store.register_schema("fact", self.model, ms.Constraint(singleton_key="key"))
        self.ids: dict[str, str] = {}
        self.sessions: dict[str, str] = {}
        self.ran: list[tuple[str, str]] = []
        self.version = importlib.import_module("importlib.metadata").version("memstate")

    def _commit(self, w: Write, session: str | None) -> None:
        model = self.model(key=w.key, value=w.value)
        self.ids[w.id] = self.store.commit_model(
            model, source=w.agent, session_id=session, ephemeral=session is not None, actor=w.agent
        )

    def write(self, w: Write) -> None:
        self._commit(w, None)

    def begin(self, txn: str, agent: str) -> None:
        self.sessions[txn] = f"session-{txn}"

    def stage(self, txn: str, w: Write) -> None:
        self._commit(w, self.sessions[txn])

    def commit(self, txn: str) -> bool:
        self.store.promote_session(self.sessions.pop(txn))
        return True

    def abort(self, txn: str) -> None:
        self.store.discard_session(self.sessions.pop(txn))

    def retract(self, agent: str, write_id: str) -> None:
        fact_id = self.ids.get(write_id)
        if fact_id is not None and self.store.get(fact_id) is not None:
            self.store.delete(None, fact_id, actor=agent, reason="found wrong")

    def read(self, agent: str, key: str) -> list[Candidate]:
        found = self.store.query("fact", filters={"payload.key": key})
        return [Candidate(str(f["payload"]["value"]), True, f.get("id")) for f in found[:1]]

    def act(self, agent: str, tool: str, key: str, chosen: Candidate) -> bool:
        self.ran.append((tool, chosen.value))
        return True

    def close(self) -> None:
        self._dir.cleanup()


# --- mem0 (the real package) --------------------------------------------------------------------------------

MEM0_MISSING: Final = "mem0 is not installed (pip install 'memtx[peers]')"


def mem0_available() -> bool:
    return importlib.util.find_spec("mem0") is not None


class _Mem0Client:
    """One mem0 `Memory` per process and model path (opening one takes most of a second), built by
    `memtx.tooling.eval.mem0_model`: local Qdrant, no telemetry, the deterministic hashing embedder, and the model
    path off (`infer=False`: what is written is stored verbatim) unless `mem0_model_path` turned it on. Each
    episode starts from an empty collection (`fresh`), as every other system starts from an empty store: local
    Qdrant tests its filter against every point of the collection on each search, so a collection holding every
    earlier episode's points made a read cost grow with the run (the conformance suite's reads scanned 410 points
    each), and an episode's ids already kept it from seeing them."""

    _shared: _Mem0Client | None = None
    endpoint: tuple[str, str] | None = None  # (base URL, model): set only inside `mem0_model_path`

    def __init__(self) -> None:
        self._dir = tempfile.TemporaryDirectory(prefix="memtx-conformance-mem0-")
        self.model = _Mem0Client.endpoint
        self.memory = mem0_model.memory(Path(self._dir.name), "conformance", self.model)
        self.version = importlib.import_module("importlib.metadata").version("mem0ai")
        self.used = False  # whether an episode has written to the collection since it was last emptied
        atexit.register(self.close)  # before the interpreter tears down what Qdrant's own finalizer needs

    def fresh(self) -> None:
        """Empty the collection for a new episode (mem0's own `reset` of its vector store: drop and re-create)."""
        if self.used:
            self.memory.vector_store.reset()
        self.used = True

    def close(self) -> None:
        mem0_model.close(self.memory)
        self._dir.cleanup()

    @classmethod
    def shared(cls) -> _Mem0Client:
        if cls._shared is not None and cls._shared.model != cls.endpoint:
            cls._shared.close()  # one local Qdrant client per folder and process
            cls._shared = None
        if cls._shared is None:
            cls._shared = cls()
        return cls._shared


@contextlib.contextmanager
def mem0_model_path(base_url: str, model: str) -> Iterator[None]:
    """Inside the block, the mem0 arm runs with its model on (`infer=True`) through the OpenAI-compatible
    endpoint at `base_url` — the stub serving a transcript (`memtx eval --replay/--record`) — with mem0's
    prompt date fixed so the transcript replays on any day."""
    _Mem0Client.endpoint = (base_url, model)
    try:
        with mem0_model.fixed_date():
            yield
    finally:
        _Mem0Client.endpoint = None


class Mem0System(System):
    """mem0: every write an `add` with the key in its metadata — stored verbatim (`infer=False`), or, with
    its model path on (`mem0_model_path`), as the memories its model extracts from it (`infer=True`) —
    shared writes under one team user id and private ones under the writer's own (each episode has its own
    ids); reads search the key among what the agent's ids hold (the top 3 by similarity, all presented as
    current); retraction is `delete` of what the write added. mem0 has no transactions (a staged write is
    added at once), versions or gate."""

    name = "mem0"

    def __init__(self) -> None:
        self.client = _Mem0Client.shared()
        self.client.fresh()
        self.episode = f"e{next(_EPISODES)}"
        self.ids: dict[str, list[str]] = {}
        self.ran: list[tuple[str, str]] = []

    def _user(self, agent: str | None) -> str:
        return f"{self.episode}:{agent or 'team'}"

    def write(self, w: Write) -> None:
        done = self.client.memory.add(
            w.value,
            user_id=self._user(w.agent if w.scope == "private" else None),
            infer=self.client.model is not None,
            metadata={"key": w.key, "writer": w.agent},
        )
        self.ids[w.id] = [str(r["id"]) for r in done["results"]]  # a model may extract none, or several

    def begin(self, txn: str, agent: str) -> None: ...

    def stage(self, txn: str, w: Write) -> None:
        self.write(w)

    def commit(self, txn: str) -> bool:
        return True

    def abort(self, txn: str) -> None: ...

    def retract(self, agent: str, write_id: str) -> None:
        for memory_id in self.ids.get(write_id, []):
            self.client.memory.delete(memory_id)

    def read(self, agent: str, key: str) -> list[Candidate]:
        found = []
        for user in (self._user(None), self._user(agent)):
            hits = self.client.memory.search(key, filters={"user_id": user, "key": key}, limit=3)["results"]
            found += hits
        found.sort(key=lambda h: -float(h.get("score") or 0.0))
        return [Candidate(str(h["memory"]), True, h["id"]) for h in found[:3]]

    def act(self, agent: str, tool: str, key: str, chosen: Candidate) -> bool:
        self.ran.append((tool, chosen.value))
        return True


_EPISODES = itertools.count()

Factory = Callable[[], System]

MEMTX_PROFILE: Final = Profile(
    "MemTX (the system under test): DESIGN §4–§9",
    (
        "admission against the cited source",
        "snapshot transactions, first committer wins (stale late writes abort)",
        "governed contract: time first, authority as a guard, ties to review",
        "action gate: no irreversible call while tentative state is in flight (global or scoped)",
        "cascade repair with reinstatement",
        "permission inheritance from parents and read set; fingerprints of copied private text",
    ),
    "a model-written paraphrase of private text carries no fingerprint (see the paraphrased laundering traps)",
)
PEER_PROFILES: Final[Mapping[str, Profile]] = {
    "MemState": Profile(
        "MemState 0.5.1 (the real package)",
        ("keyed singleton upserts", "sessions: ephemeral writes promoted or discarded", *_NO_GATE),
        "read permissions, adjudication, repair",
    ),
    "mem0": Profile(
        "mem0 (the real package)",
        ("add / search / delete over a vector store, the key in metadata", *_NO_GATE),
        "transactions, versions, gate, repair",
    ),
}


def profile(name: str) -> Profile:
    """The report's description of a registered system."""
    if name.startswith("memtx"):
        return MEMTX_PROFILE
    baseline = next((b for b in BASELINES if b.name == name), None)
    return baseline.profile if baseline is not None else PEER_PROFILES[name]


SYSTEMS: Final[Mapping[str, Factory]] = {
    "memtx (global gate)": functools.partial(MemtxSystem, "global"),
    "memtx (scoped gate)": functools.partial(MemtxSystem, "scoped"),
    **{b.name: b for b in BASELINES},
    "MemState": MemStateSystem,
    "mem0": Mem0System,
    # The ablations, each on the scoped gate (whose controls all pass), so a drop is the component's own.
    **{f"memtx − {name}": functools.partial(MemtxSystem, "scoped", name) for name in ABLATIONS},
}
MEMTX: Final = "memtx (global gate)"
