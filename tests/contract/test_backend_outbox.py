"""The backend contract for the action gate's outbox and decision log (DESIGN §7), on every backend."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from memtx.core.model import Action, ActionQuery, ActionStatus, GateDecision, GateQuery
from memtx.storage.base import Backend, Unit
from memtx.storage.memory import MemoryBackend
from memtx.storage.sqlite import SQLiteBackend


@pytest.fixture(params=["memory", "sqlite"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    store: Backend = MemoryBackend() if request.param == "memory" else SQLiteBackend(tmp_path / "outbox.db")
    yield store
    store.close()


def action(agent: str = "bot", status: ActionStatus = ActionStatus.IN_PROGRESS) -> Action:
    return Action(0, 7, agent, "refund", '{"order": 42}', (3, 4), False, status, 10.0, "host:1:2")


def decision(agent: str = "bot", *, allowed: bool = True, tool: str = "refund") -> GateDecision:
    return GateDecision(0, 10.0, 7, agent, tool, allowed, "allowed" if allowed else "missing_support", (3,), "global")


def write_then_fail(backend: Backend, write: Callable[[Unit], object]) -> None:
    with backend.unit(write=True) as u:
        write(u)
        raise RuntimeError("roll back")


def test_actions_get_increasing_ids_and_round_trip(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        first, second = u.insert_action(action()), u.insert_action(action("eve"))
    assert second > first
    with backend.unit(write=False) as u:
        stored = u.get_action(first)
        assert u.get_action(999) is None
    assert stored == replace(action(), id=first)


def test_replace_action_is_a_compare_and_set_on_the_status(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        action_id = u.insert_action(action())
    done = replace(action(), id=action_id, status=ActionStatus.DONE, result='{"ok": true}', vid=None, finished_at=11.0)
    with backend.unit(write=True) as u:
        assert u.replace_action(done, expect=ActionStatus.IN_PROGRESS)
        assert not u.replace_action(replace(done, status=ActionStatus.FAILED), expect=ActionStatus.IN_PROGRESS)
    with backend.unit(write=False) as u:
        assert u.get_action(action_id) == done


def test_list_actions_filters_and_pages(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        ids = [
            u.insert_action(action(agent, status))
            for agent, status in [
                ("bot", ActionStatus.DONE),
                ("eve", ActionStatus.LEAKED),
                ("bot", ActionStatus.LEAKED),
            ]
        ]
    with backend.unit(write=False) as u:
        assert [a.id for a in u.list_actions(ActionQuery())] == ids
        assert [a.id for a in u.list_actions(ActionQuery((ActionStatus.LEAKED,)))] == ids[1:]
        assert [a.id for a in u.list_actions(ActionQuery(agent="bot"))] == [ids[0], ids[2]]
        assert [a.id for a in u.list_actions(ActionQuery(after=ids[0], limit=1))] == [ids[1]]


def test_gate_decisions_filter_page_and_roll_back(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        seqs = [u.append_gate_decision(d) for d in (decision(), decision("eve", allowed=False), decision(tool="x"))]
    assert seqs == sorted(seqs)
    with pytest.raises(RuntimeError):
        write_then_fail(backend, lambda u: u.append_gate_decision(decision()))
    with backend.unit(write=False) as u:
        assert [d.seq for d in u.gate_decisions(GateQuery())] == seqs
        assert [d.agent for d in u.gate_decisions(GateQuery(allowed=False))] == ["eve"]
        assert [d.seq for d in u.gate_decisions(GateQuery(tool="x"))] == [seqs[2]]
        assert [d.seq for d in u.gate_decisions(GateQuery(after=seqs[0], limit=1))] == [seqs[1]]
        assert u.gate_decisions(GateQuery(agent="bot"))[0] == replace(decision(), seq=seqs[0])


def test_an_action_insert_rolls_back_with_its_unit(backend: Backend) -> None:
    with pytest.raises(RuntimeError):
        write_then_fail(backend, lambda u: u.insert_action(action()))
    with backend.unit(write=False) as u:
        assert u.list_actions(ActionQuery()) == []
