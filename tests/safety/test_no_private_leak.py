"""DESIGN §8: no agent can read, act on, revoke or learn the existence of another principal's private
record through any public method that takes the acting agent. Each method is called by bob on carol's
private version and on a version id that does not exist: bob must get the same answer for both (modulo
the id), and carol's record must be unchanged.

(`mem.record(vid)`, `mem.check()`, `mem.actions()` and `mem.gate_log()` take no principal: they are the
process's own audit access, like opening the database file; the HTTP service issue exposes them to
operators only.)
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

import memtx
from memtx import Memory

# No version has id 0. (Ids are allocated densely, so that an id below the largest one exists is no secret;
# what a version is, whose, and in what state, is.)
MISSING = 0


@pytest.fixture
def world(mem: Memory) -> tuple[Memory, memtx.Record, str]:
    src = mem.observe("Carol tested positive for influenza.", owner="carol", scope="private", at=10)
    with mem.transaction(agent="carol", purpose="external_action") as tx:
        secret = tx.propose(
            key="carol/health",
            value="Carol tested positive for influenza",
            evidence="Carol tested positive for influenza",
            source=src.id,
            at=10,
        )
    mem.register_agent("bob")
    bob_src = mem.observe("Bob likes tea.", owner="bob", scope="shared", at=11)
    mem.tools.register("email", lambda **_: "sent")
    return mem, mem.record(secret.vid), bob_src.id


def other_invisible(mem: Memory) -> int:
    """A version bob cannot see either (dave's private one): every id below the largest exists."""
    src = mem.observe("Dave is on leave.", owner="dave", scope="private", at=12)
    with mem.transaction(agent="dave") as tx:
        return tx.propose(key="dave/leave", value="Dave is on leave", evidence="Dave is on leave", source=src.id).vid


def answer(call: Callable[[], object]) -> str:
    """What bob learns: the value, or the error's type and message with ids masked."""
    try:
        result = call()
    except memtx.MemtxError as exc:
        return f"{type(exc).__name__}: " + re.sub(r"\b\d+\b", "N", str(exc))
    if isinstance(result, list):
        return f"list of {len(result)}"
    return "None" if result is None else f"a {type(result).__name__}"


def in_txn(mem: Memory, purpose: str, fn: Callable[[memtx.TxnHandle], object]) -> Callable[[], object]:
    def run() -> object:
        tx = mem.begin(agent="bob", purpose=purpose)
        try:
            return fn(tx)
        finally:
            if tx.open:
                tx.abort()

    return run


PROBES: dict[str, Callable[[Memory, int, str, str], Callable[[], object]]] = {
    "get": lambda m, vid, key, src: lambda: m.get(key, agent="bob"),
    "as_of.get": lambda m, vid, key, src: lambda: m.as_of(m.last_csn()).get(key, agent="bob"),
    "history": lambda m, vid, key, src: lambda: m.history(key, agent="bob", include_tentative=True),
    "tx.read": lambda m, vid, key, src: in_txn(m, "internal", lambda tx: tx.read(key)),
    "tx.act": lambda m, vid, key, src: in_txn(m, "external_action", lambda tx: tx.act("email", {}, support=[vid])),
    "tx.promote": lambda m, vid, key, src: in_txn(m, "external_action", lambda tx: tx.promote(vid)),
    "tx.propose(parents)": lambda m, vid, key, src: in_txn(
        m,
        "internal",
        lambda tx: tx.propose(
            key="bob/drink", value="Bob likes tea", evidence="Bob likes tea", source=src, parents=[vid]
        ),
    ),
    "revoke": lambda m, vid, key, src: lambda: m.revoke(vid, agent="bob", reason="probe"),
    "declassify": lambda m, vid, key, src: lambda: m.declassify(vid, agent="bob", scope="public", reason="probe"),
    "approve": lambda m, vid, key, src: lambda: m.approve(vid, agent="bob"),
    "reject": lambda m, vid, key, src: lambda: m.reject(vid, agent="bob"),
    "review": lambda m, vid, key, src: lambda: m.review(agent="bob"),
}


@pytest.mark.parametrize("method", sorted(PROBES))
def test_a_private_record_is_indistinguishable_from_none(world: tuple[Memory, memtx.Record, str], method: str) -> None:
    mem, secret, bob_source = world
    absent = other_invisible(mem) if method == "tx.propose(parents)" else MISSING
    before = (mem.record(secret.vid), mem.last_csn())
    probe = PROBES[method]
    private = answer(probe(mem, secret.vid, "carol/health", bob_source))
    missing = answer(probe(mem, absent, "carol/nothing here", bob_source))
    assert private == missing, (method, private, missing)
    assert "influenza" not in private
    assert (mem.record(secret.vid), mem.last_csn()) == before
    blocked_on_secret = [d for d in mem.gate_log(agent="bob") if secret.vid in d.support]
    assert all(not d.allowed for d in blocked_on_secret)
    assert all("influenza" not in d.detail for d in blocked_on_secret)
