"""The console's framework-light parts (issue 15): its sessions expire and stay bounded, and the
provenance graph's layout puts ancestors above and descendants below with an edge per derivation."""

from __future__ import annotations

import pytest

pytest.importorskip("fastapi", reason="the server extra (fastapi) is not installed")
pytest.importorskip("jinja2", reason="the server extra (jinja2) is not installed")

from memtx import Kind, Record, Role, Scope, State
from memtx.server.console import access, graph
from memtx.server.credentials import Principal

OPS = Principal("ops", Role.OPERATOR, "0123456789ab")


class Hand:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_session_ends_after_it_idles_or_grows_too_old() -> None:
    clock = Hand()
    sessions = access.Sessions(clock=clock)
    first = sessions.open(OPS)
    assert first.id != first.csrf
    clock.now = access.IDLE_SECONDS - 1
    assert sessions.get(first.id) is not None  # seen again: idle time restarts
    clock.now = 2 * access.IDLE_SECONDS - 2
    assert sessions.get(first.id) is not None
    clock.now = 3 * access.IDLE_SECONDS
    assert sessions.get(first.id) is None
    born = clock.now
    kept = sessions.open(OPS)
    while clock.now + access.IDLE_SECONDS / 2 - born <= access.MAX_SECONDS:
        clock.now += access.IDLE_SECONDS / 2  # in use all along: never idle for long
        assert sessions.get(kept.id) is not None
    clock.now = born + access.MAX_SECONDS + 1
    assert sessions.get(kept.id) is None  # too old, however busy


def test_sessions_are_bounded_and_a_flash_is_shown_once() -> None:
    sessions = access.Sessions(clock=Hand())
    opened = [sessions.open(OPS) for _ in range(access.MAX_SESSIONS + 5)]
    alive = [s for s in opened if sessions.get(s.id) is not None]
    assert len(alive) == access.MAX_SESSIONS
    last = opened[-1]
    sessions.set_flash(last.id, "done")
    assert sessions.take_flash(last.id) == "done"
    assert sessions.take_flash(last.id) == ""
    sessions.close(last.id)
    assert sessions.get(last.id) is None


def record(vid: int, key: str, parents: tuple[int, ...] = (), state: State = State.COMMITTED) -> Record:
    return Record(
        vid,
        key,
        key,
        "v",
        "v",
        "src",
        "ana",
        1.0,
        Kind.BELIEF,
        "ana",
        Scope.SHARED,
        (),
        parents,
        0.0,
        None,
        None,
        state,
        "",
        1,
    )


def test_the_layout_puts_ancestors_above_and_descendants_below() -> None:
    records = {1: record(1, "a/b"), 2: record(2, "a/c"), 3: record(3, "a/s", (1, 2)), 4: record(4, "a/p", (3,))}
    depth = {1: -1, 2: -1, 3: 0, 4: 1}
    drawn = graph.layout(depth, records, ((1, 3), (2, 3), (3, 4)), focus=3)
    y = {n.vid: n.y for n in drawn.nodes}
    assert y[1] == y[2] < y[3] < y[4]
    assert [n.vid for n in drawn.nodes if n.focus] == [3]
    assert len(drawn.edges) == 3
    assert all(e.y1 < e.y2 for e in drawn.edges)  # every edge points down, parent to child
    assert max(n.x for n in drawn.nodes) + graph.NODE_W <= drawn.width
    assert max(n.y for n in drawn.nodes) + graph.NODE_H <= drawn.height


def test_the_layout_shows_states_as_of_a_csn_and_shortens_long_keys() -> None:
    long_key = "subject/" + "r" * 60
    records = {1: record(1, long_key, state=State.REVOKED)}
    (node,) = graph.layout({1: 0}, records, (), focus=1, states={1: None}).nodes
    assert node.state == "not yet"
    assert node.full_key == long_key
    assert len(node.key) < len(long_key)
    assert node.key.endswith("…")
    (now,) = graph.layout({1: 0}, records, (), focus=1).nodes
    assert now.state == "revoked"
