"""Shared seed of the console tests (not collected: the name starts with `_`): a store with quarantined
versions, a derived summary, gate decisions allowed and blocked, and a leaked irreversible call."""

from __future__ import annotations

from dataclasses import dataclass

from conftest import TickClock
from memtx import ActionBlocked, Memory, Record, State
from memtx.server.credentials import Credentials

# Event times in seconds since the epoch (2026-11-18): the pages show dates, and the screenshots should not
# say 1970. The store's clock (`clock()`) starts after them.
BASE = 1_795_000_000.0
HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>'


@dataclass(frozen=True)
class Seeded:
    tokens: dict[str, str]  # principal -> token: ops (operator), bot (agent), viewer (reader)
    paris: Record  # visible alice/city, rival of rome
    rome: Record  # quarantined alice/city (to approve)
    engineer: Record  # visible carol/job
    pirate: Record  # quarantined carol/job with hostile text (to reject)
    summary: Record  # a summary derived from paris
    profile: Record  # a profile derived from the summary
    order: Record  # action-safe support of the tool calls, then revoked (the email leaks)


def clock() -> TickClock:
    """The seeded store's clock: after every event time the seed uses."""
    return TickClock(start=BASE + 1_000)


def _pair(mem: Memory, key: str, first: str, second: str, at: float) -> tuple[Record, Record]:
    """A governed conflict: a lower-authority source contradicts the visible version -> quarantined."""
    s1 = mem.observe(f"{first}.", owner="ana", scope="shared", authority=0.9, at=BASE + at)
    s2 = mem.observe(
        f"Heard at lunch: {second}. Not sure.", owner="bob", scope="shared", authority=0.3, at=BASE + at + 1
    )
    with mem.transaction(agent="ana") as tx:
        one = tx.propose(key=key, value=first, evidence=first, source=s1.id, at=BASE + at)
    with mem.transaction(agent="bob") as tx:
        two = tx.propose(key=key, value=second, evidence=second, source=s2.id, at=BASE + at + 1)
    assert mem.record(two.vid).state is State.QUARANTINED
    return mem.record(one.vid), mem.record(two.vid)


def seed(mem: Memory) -> Seeded:
    credentials = Credentials(mem)
    tokens = {
        name: credentials.create(name, role=role).token
        for name, role in (("ops", "operator"), ("bot", "agent"), ("viewer", "reader"))
    }
    for name in ("ana", "bob"):
        mem.register_agent(name)
    paris, rome = _pair(mem, "alice/city", "Alice lives in Paris", "Alice lives in Rome", 10)
    engineer, pirate = _pair(mem, "carol/job", "Carol works as an engineer", f"Carol is a pirate {HOSTILE}", 20)
    src = mem.observe(
        "Alice lives in Paris and rides to work.", owner="ana", scope="shared", authority=0.9, at=BASE + 30
    )
    with mem.transaction(agent="ana") as tx:
        summary = tx.propose(
            key="alice/summary",
            value="Alice lives in Paris",
            evidence="Alice lives in Paris",
            source=src.id,
            kind="summary",
            parents=[paris.vid],
            at=BASE + 30,
        )
        profile = tx.propose(
            key="alice/profile",
            value="Alice lives in Paris and rides to work",
            evidence="Alice lives in Paris and rides to work",
            source=src.id,
            kind="profile",
            parents=[summary.vid],
            at=BASE + 30,
        )
    text = "Order 42 arrived damaged and the customer asked for a refund."
    osrc = mem.observe(text, owner="bot", scope="shared", authority=0.9, at=BASE + 40)
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        order = tx.propose(
            key="order 42/status",
            value="Order 42 arrived damaged",
            evidence="Order 42 arrived damaged",
            source=osrc.id,
            at=BASE + 40,
        )
    mem.tools.register("email", lambda order: "sent")
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        tx.act("email", {"order": 42}, support=[order.vid])
    try:
        with mem.transaction(agent="bot", purpose="external_action") as tx:
            tx.act("email", {"order": 43}, support=[rome.vid])  # quarantined support: blocked
    except ActionBlocked:
        pass
    else:  # pragma: no cover
        raise AssertionError("the gate let a call on quarantined support through")
    mem.revoke(order.vid, agent="bot", reason="the customer lied")  # the email leaks
    return Seeded(
        tokens, paris, rome, engineer, pirate, mem.record(summary.vid), mem.record(profile.vid), mem.record(order.vid)
    )
