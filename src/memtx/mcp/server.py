"""The memtx MCP server (DESIGN §12): memtx's API as MCP tools for one agent, on the official `mcp` SDK.

Responsible for: the tool surface (observe, add, propose-and-commit, get, history, search, context, act,
revoke, review, approve, reject), turning memtx's answers into JSON results and its exceptions into
structured errors with stable codes. Must not: take an identity from a tool argument — the process's agent
is the principal of every call (DESIGN §8) — or reach below the public `Memory` API.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, Final, Literal

from mcp.server.mcpserver import MCPServer
from mcp_types import CallToolResult, TextContent
from pydantic import BaseModel, ConfigDict, Field

from memtx import (
    ActionBlocked,
    AdmissionRejected,
    CompensationFailed,
    InvalidArgument,
    InvalidTransition,
    Memory,
    MemtxError,
    NamespaceGrant,
    OutcomeNotRecorded,
    PermissionDenied,
    RepairReport,
    StorageBusy,
    StorageError,
    StoreDamaged,
    TransactionClosed,
    TransactionConflict,
    TransientError,
    TxnHandle,
    TxnResult,
    UnknownObject,
    WriteNotVisible,
)
from memtx.api.bundles import Bundle, commit_bundle
from memtx.api.shapes import (  # the JSON shapes `memtx --json` prints, shared by both interfaces
    add_doc,
    record_doc,
    source_doc,
)
from memtx.core.arguments import MISSING, Missing
from memtx.core.permissions import Operation

__all__ = ["ERROR_CODES", "TOOL_OPERATIONS", "build_server", "error_code"]

ScopeName = Literal["private", "shared", "public"]
KindName = Literal["belief", "summary", "profile"]

# Stable error codes, most specific class first (a subclass precedes its base).
ERROR_CODES: Final[tuple[tuple[type[MemtxError], str], ...]] = (
    (TransactionConflict, "conflict"),
    (StorageBusy, "busy"),
    (TransientError, "transient"),
    (AdmissionRejected, "admission_rejected"),
    (UnknownObject, "not_found"),
    (InvalidTransition, "invalid_transition"),
    (InvalidArgument, "invalid_argument"),
    (PermissionDenied, "permission_denied"),
    (ActionBlocked, "action_blocked"),
    (TransactionClosed, "transaction_closed"),
    (CompensationFailed, "compensation_failed"),
    (WriteNotVisible, "write_not_visible"),
    (StoreDamaged, "store_damaged"),
    (OutcomeNotRecorded, "outcome_not_recorded"),
    (StorageError, "storage_error"),
)
# What each tool may change, by the operations of DESIGN §8's permission table (`memtx.core.permissions.ALLOWED`): the
# server's agent may call a tool when its role may perform every one of them — the library checks each on
# every call, reading the agent's registration then. A read tool performs none.
TOOL_OPERATIONS: Final[Mapping[str, frozenset[Operation]]] = MappingProxyType(
    {
        "observe": frozenset({Operation.OBSERVE}),
        "add": frozenset({Operation.OBSERVE, Operation.PROPOSE}),
        "propose_and_commit": frozenset({Operation.OBSERVE, Operation.PROPOSE}),
        "get": frozenset(),
        "history": frozenset(),
        "search": frozenset(),
        "context": frozenset(),
        "act": frozenset({Operation.PROMOTE, Operation.ACT}),
        "revoke": frozenset({Operation.REVOKE}),
        "review": frozenset({Operation.REVIEW}),
        "approve": frozenset({Operation.APPROVE}),
        "reject": frozenset({Operation.REJECT}),
        "forget": frozenset({Operation.FORGET}),
        "erase": frozenset({Operation.ERASE}),
    }
)
_ATTEMPTS: Final = 3  # a propose-and-commit retried on a conflict (TransientError) this many times


def error_code(exc: MemtxError) -> str:
    """The stable code of a memtx exception (`ERROR_CODES`; `error` for any other `MemtxError`)."""
    return next((code for cls, code in ERROR_CODES if isinstance(exc, cls)), "error")


class Observation(BaseModel):
    """A text to observe as a source owned by the server's agent."""

    model_config = ConfigDict(extra="forbid")
    text: str
    scope: ScopeName = "private"
    authority: float = Field(0.5, ge=0.0, le=1.0)


class ProposalIn(BaseModel):
    """One proposed record; `source` is a source id, or the index of an observation of the same call."""

    model_config = ConfigDict(extra="forbid")
    key: str
    value: str
    evidence: str
    source: str | int = 0
    confidence: float = 1.0
    kind: KindName = "belief"
    scope: ScopeName | None = None
    parents: list[int] = Field(default_factory=list)
    readers: list[str] = Field(default_factory=list)
    valid_from: float | None = None
    valid_to: float | None = None
    # DESIGN §4 quarantine lane: "quarantine" keeps a value admission refuses for review (None: the contract's rule)
    on_unsupported: Literal["reject", "quarantine"] | None = None


class MessageIn(BaseModel):
    """A chat message for `add`."""

    model_config = ConfigDict(extra="forbid")
    role: Literal["user", "assistant", "system", "tool"]
    content: str
    name: str | None = None


def build_server(memory: Memory, *, agent: str, user: str | None = None, name: str = "memtx") -> MCPServer:
    """An MCP server whose every tool acts as `agent` on `memory` (one identity per server: no tool takes
    an agent). `user`: the user this agent serves, for `add` (its messages are sources of that user).
    Register gate tools on `memory.tools` before serving, for `act`."""
    if not isinstance(agent, str) or not agent.strip():
        raise InvalidArgument("agent must be a non-empty string")
    server = MCPServer(
        name,
        instructions=(
            f"Governed agent memory (memtx), acting as agent {agent!r}. A fact is stored only if its evidence "
            "is a verbatim span of an observed source; results carry each version's state and reason."
            + (
                f" Private facts go in your own namespace: keys '{agent.strip().casefold()}:subject/relation'."
                if memory.private_namespaces
                else ""
            )
        ),
    )
    tools = _Tools(memory, agent, user)
    for fn, title in (
        (tools.observe, "Observe a source"),
        (tools.add, "Add chat messages"),
        (tools.propose_and_commit, "Propose and commit"),
        (tools.get, "Get a key"),
        (tools.history, "History of a key"),
        (tools.search, "Search memory"),
        (tools.context, "Prompt context"),
        (tools.act, "Call a tool through the gate"),
        (tools.revoke, "Revoke a version"),
        (tools.review, "Review queue (operator)"),
        (tools.approve, "Approve a quarantined version (operator)"),
        (tools.reject, "Reject a quarantined version (operator)"),
        (tools.forget, "Forget a key's current value"),
        (tools.erase, "Erase a user's data (right to be forgotten)"),
    ):
        server.add_tool(fn, name=fn.__name__, title=title, description=fn.__doc__)
    return server


def _result(doc: Mapping[str, Any], *, error: bool = False) -> CallToolResult:
    text = json.dumps(doc, ensure_ascii=False)
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=dict(doc), is_error=error)


def _failure(exc: MemtxError) -> CallToolResult:
    doc: dict[str, Any] = {
        "code": error_code(exc),
        "message": str(exc),
        "retryable": isinstance(exc, TransientError),
    }
    if isinstance(exc, AdmissionRejected):
        doc["reason"] = exc.reason
    return _result({"error": doc}, error=True)


def _guarded(fn: Callable[[], Mapping[str, Any]]) -> CallToolResult:
    """Run one tool body: its document, or the structured error of the memtx exception it raised."""
    try:
        doc = fn()
    except MemtxError as exc:
        return _failure(exc)
    return _result(doc, error="error" in doc)


def _txn_doc(result: TxnResult) -> dict[str, Any]:
    return {
        "txn_id": result.txn_id,
        "committed": result.committed,
        "csn": result.csn,
        "abort_reason": result.abort_reason,
        "outcomes": [{"vid": o.vid, "key": o.key, "state": o.state.value, "reason": o.reason} for o in result.outcomes],
    }


class _Tools:
    """The tool bodies, bound to one memory and one agent. Their docstrings are the tools' descriptions."""

    def __init__(self, memory: Memory, agent: str, user: str | None) -> None:
        self._mem = memory
        self._agent = agent
        self._user = user

    def observe(self, text: str, scope: ScopeName = "private", authority: float = 0.5) -> CallToolResult:
        """Store a text as a source owned by this server's agent (idempotent for the same text). Returns the
        source id that proposals cite."""
        return _guarded(
            lambda: source_doc(self._mem.observe(text, owner=self._agent, scope=scope, authority=authority))
        )

    def add(
        self,
        messages: list[MessageIn],
        all_or_nothing: bool = False,
        on_unsupported: Literal["reject", "quarantine"] | None = None,
    ) -> CallToolResult:
        """Ingest chat messages: each becomes a source, the deterministic extractor proposes facts citing
        them, and they commit in one transaction. Returns what was stored, confirmed (already visible: no new
        version), quarantined and rejected, and every sentence skipped with why. `on_unsupported="quarantine"`
        keeps a fact whose value its source does not support as quarantined, for review, instead of rejecting it."""

        def body() -> dict[str, Any]:
            done = self._mem.add(
                [m.model_dump(exclude_none=True) for m in messages],
                agent=self._agent,
                user=self._user,
                all_or_nothing=all_or_nothing,
                on_unsupported=on_unsupported,
            )
            return add_doc(done)

        return _guarded(body)

    def propose_and_commit(
        self, proposals: list[ProposalIn], observe: list[Observation] | None = None, reads: list[str] | None = None
    ) -> CallToolResult:
        """One governed transaction: read the given keys at its snapshot (optional), observe the given texts
        (optional), propose the records — each citing a source id or the index of one of those observations —
        and commit. All or nothing: a refused proposal aborts the transaction and nothing is stored. Returns
        what each read saw and each version's state and reason."""
        if not proposals:
            return _failure(InvalidArgument("propose at least one record"))
        bundle = Bundle(
            reads=list(reads or ()),
            observations=[o.model_dump() for o in observe or ()],
            proposals=[p.model_dump() for p in proposals],
            attempts=_ATTEMPTS,
        )

        def body() -> dict[str, Any]:
            done = commit_bundle(self._mem, self._agent, bundle)
            seen = [{"key": k, "found": r is not None, "record": r and record_doc(r)} for k, r in done.reads]
            return {**_txn_doc(done.result), "reads": seen}

        return _guarded(body)

    def get(self, key: str) -> CallToolResult:
        """The visible version of `key` this agent may read, or found=false (also for what it may not read)."""

        def body() -> dict[str, Any]:
            found = self._mem.get(key, agent=self._agent)
            return {"found": found is not None, "record": None if found is None else record_doc(found)}

        return _guarded(body)

    def history(self, key: str) -> CallToolResult:
        """Every version of `key` this agent may read, losers included, with states and reasons."""
        return _guarded(lambda: {"versions": [record_doc(r) for r in self._mem.history(key, agent=self._agent)]})

    def search(self, query: str, k: int = 8, namespace: str | None = None, user: str | None = None) -> CallToolResult:
        """The visible versions this agent may read that best match `query`, best first; `user`: only those
        observed for that user (mem0's `user_id`)."""

        def body() -> dict[str, Any]:
            hits = self._mem.search(query, agent=self._agent, k=k, namespace=namespace, user=user)
            return {"hits": [{"score": h.score, "record": record_doc(h.record)} for h in hits]}

        return _guarded(body)

    def context(self, query: str, k: int = 8, max_tokens: int | None = None, user: str | None = None) -> CallToolResult:
        """Prompt-ready context for `query`: one cited line per key (`text`) and the items behind it; `user`:
        only what was observed for that user."""

        def body() -> dict[str, Any]:
            found = self._mem.context(query, agent=self._agent, k=k, max_tokens=max_tokens, user=user)
            items = [
                {"key": i.key, "value": i.value, "vid": i.vid, "source_id": i.source_id, "event_time": i.event_time}
                for i in found.items
            ]
            return {"text": found.text, "items": items}

        return _guarded(body)

    def act(
        self, tool: str, args: dict[str, Any], support: list[int], promote: list[int] | None = None
    ) -> CallToolResult:
        """Call a registered tool through memtx's action gate, resting on the `support` versions (`promote`:
        versions to move to action_safe first, which an irreversible tool needs). A blocked call returns
        allowed=false with the gate's reason; the tool is not called and nothing is written."""

        def body() -> dict[str, Any]:
            tx = self._mem.begin(agent=self._agent, purpose="external_action")
            try:
                return _act_in(tx, tool, args, support, promote or [])
            except BaseException:
                if tx.open:
                    tx.abort("mcp_act_failed")
                raise

        return _guarded(body)

    def revoke(self, vid: int, reason: str = "revoked") -> CallToolResult:
        """Retract a version this agent may revoke, with cascade repair. Lists what happened to the versions
        this agent wrote or owns (others' are not revealed)."""
        return _guarded(lambda: self._repair_doc(self._mem.revoke(vid, agent=self._agent, reason=reason)))

    def forget(self, reason: str, key: str | None = None, vid: int | None = None) -> CallToolResult:
        """Retract the current value of `key` (or version `vid`: give exactly one) without reinstating an older
        one: get then finds nothing, history shows a tombstone. Who may: as for revoke."""

        def body() -> dict[str, Any]:
            if (key is None) == (vid is None):
                raise InvalidArgument("give exactly one of key and vid")
            target: str | int = key if key is not None else vid  # type: ignore[assignment]  # (one is set)
            return self._repair_doc(self._mem.forget(target, agent=self._agent, reason=reason))

        return _guarded(body)

    def erase(self, reason: str, user: str | None = None) -> CallToolResult:
        """Erase every text observed for, owned by or about `user` (left out: the user this server serves, else
        this agent itself) from memory, physically (the right to be forgotten). Who may: an operator, or the
        user itself."""

        def body() -> dict[str, Any]:
            whom = user if user is not None else self._user if self._user is not None else self._agent
            done = self._mem.erase(whom, agent=self._agent, reason=reason)
            return {
                "user": done.user,
                "csn": done.csn,
                "sources": list(done.sources),
                "versions": list(done.versions),
                "retracted": list(done.retracted),
                "reinstated": list(done.reinstated),
                "scrubbed": done.scrubbed,
            }

        return _guarded(body)

    def review(self, after: int = 0, limit: int = 100) -> CallToolResult:
        """The quarantined versions awaiting review, each with the visible version it would displace.
        Only for a server whose agent has the operator role."""

        def body() -> dict[str, Any]:
            items = self._mem.review(agent=self._agent, after=after, limit=limit)
            return {
                "items": [
                    {
                        "record": record_doc(i.record),
                        "rival": None if i.rival is None else record_doc(i.rival),
                        "rival_vid": i.rival_vid,
                    }
                    for i in items
                ]
            }

        return _guarded(body)

    def approve(self, vid: int, rival: int | None = None, comment: str = "") -> CallToolResult:
        """Approve a quarantined version (operator role only) against `rival`, the `rival_vid` its review
        item showed (0: it showed none; left out: the rival it was quarantined against). Revalidated, then
        made visible. If the key's visible version is not that rival any more, nothing is approved: a
        retryable `conflict` error naming both — review again and decide again."""
        named: int | Missing | None = MISSING if rival is None else (None if rival == 0 else rival)
        return _guarded(
            lambda: {"record": record_doc(self._mem.approve(vid, agent=self._agent, rival=named, comment=comment))}
        )

    def reject(self, vid: int, comment: str = "") -> CallToolResult:
        """Reject a quarantined version (operator role only): revoked with cascade repair."""
        return _guarded(lambda: self._repair_doc(self._mem.reject(vid, agent=self._agent, comment=comment)))

    def _repair_doc(self, report: RepairReport) -> dict[str, Any]:
        # DESIGN §8: a descendant another principal wrote privately is not revealed to the revoker.
        mine = [s for s in report.steps if self._mine(s.vid)]
        return {
            "csn": report.csn,
            "root": report.root,
            "steps": [
                {
                    "vid": s.vid,
                    "kind": s.kind.value,
                    "before": s.before.value,
                    "after": s.after.value,
                    "reason": s.reason,
                }
                for s in mine
            ],
        }

    def _mine(self, vid: int) -> bool:
        record = self._mem.record(vid)
        return self._agent in (record.writer, record.owner)


def _act_in(tx: TxnHandle, tool: str, args: dict[str, Any], support: list[int], promote: list[int]) -> dict[str, Any]:
    for vid in promote:
        tx.promote(vid)
    try:
        done = tx.act(tool, args, support=support)
    except ActionBlocked as blocked:
        tx.abort("action_blocked")
        # (The library's detail names no other principal's transaction or keys, DESIGN §8; the gate log does.)
        return {"allowed": False, "reason": blocked.reason, "detail": blocked.detail, "decision": blocked.decision}
    except MemtxError:
        raise
    except Exception as exc:  # noqa: BLE001 - the tool itself raised: recorded `failed` by the gate, reported here
        tx.abort("tool_failed")
        return {"error": {"code": "tool_failed", "message": f"{type(exc).__name__}: {exc}", "retryable": False}}
    result = tx.commit()
    return {
        "allowed": True,
        "action_id": done.action_id,
        "tool": done.tool,
        "value": done.value,
        "vid": done.vid,
        "status": done.status.value,
        "txn": _txn_doc(result),
    }


def claim_own_namespace(memory: Memory, agent: str) -> NamespaceGrant | None:
    """On a store opened with `private_namespaces=True` (as `memtx mcp` opens it), the served agent owns the
    namespace named after it, where its private facts go (`<agent>:subject/relation`, DESIGN §8). Claims
    it when nobody has; returns the namespace's grant (another owner's, if someone claimed it first: the
    agent's private writes are then refused), or None on a store without that rule or for a reader."""
    if not memory.private_namespaces:
        return None
    namespace = agent.strip().casefold()
    found = memory.namespace_grant(namespace)
    if found is not None:
        return found
    try:
        return memory.claim_namespace(namespace, agent=agent)
    except PermissionDenied:
        # A reader may claim nothing, and needs no namespace: it writes nothing (DESIGN §8). It serves reads.
        return None
