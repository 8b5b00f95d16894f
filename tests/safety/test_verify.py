"""`memtx verify` (issue 8, item 6): the bounded exhaustive model checker finds nothing wrong with the engine
in its CI-sized configuration — and finds a counterexample, quickly and with a short trace, as soon as one
gate, repair, flow, outbox or journal rule of the engine is broken (one mutation per rule).

The mutations patch the name where the engine looks it up (`memtx.safety.acting.decide`, not `memtx.safety.gate.decide`:
`acting` imported it).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import memtx.api.lookup
import memtx.engine.revocation
import memtx.engine.sweeping
import memtx.engine.writes
import memtx.safety.acting
from memtx.cli.commands import cli
from memtx.core.model import ActionQuery, ActionStatus, Kind, State
from memtx.storage.memory import MemoryUnit
from memtx.tooling.verify.config import Config, preset
from memtx.tooling.verify.explore import Result, explore
from memtx.tooling.verify.report import format_table
from memtx.tooling.verify.trace import replay
from memtx.tooling.verify.visited import Seen, VisitedTable

# Two agents, one key, one claim, the irreversible tool: the smallest setting with a gate to get wrong.
SMALL = Config(
    agents=2, keys=1, claims=("packed",), summary=False, tools=("email",), crashes=0, operator=False, depth=7
)
ONE_AGENT = Config(
    agents=1, keys=1, claims=("packed",), summary=False, tools=("hold",), crashes=1, operator=False, depth=7
)

ORIGINAL_DECIDE = memtx.safety.acting.decide
ORIGINAL_PLAN = memtx.engine.revocation.plan_retraction
ORIGINAL_MOVE = memtx.engine.writes.move
ORIGINAL_SETTLE = memtx.safety.acting.Gatekeeper.settle_orphans
ORIGINAL_REGISTERED = memtx.safety.acting.Gatekeeper._registered
ORIGINAL_APPROVE = memtx.engine.writes.approve
# One agent, a visible version and a low-authority rival of it (quarantined `needs_review`), and the operator:
# the smallest setting in which an approval can be interleaved with a change of the rival it was reviewed against.
REVIEWED = Config(agents=1, keys=1, claims=("packed", "lost"), summary=False, tools=(), crashes=0, depth=6)


def violated(config: Config) -> Result:
    """Explore `config`; it must stop at a violation whose trace replays from a fresh store."""
    result = explore(config)
    assert not result.ok, format_table(result)
    assert result.stopped == "violation"
    assert result.trace, "a counterexample starts from the initial state"
    again = replay(config, [step.op for step in result.trace])
    assert again is not None
    assert result.violations[0].rule in {v.rule for v in again.violations}
    return result


def ops_of(result: Result) -> list[str]:
    return [str(step.op) for step in result.trace]


# --- the real engine: no violation ---------------------------------------------------------------------------


@pytest.mark.slow
def test_the_ci_run_finds_no_violation() -> None:
    config = preset("ci")
    result = explore(config)
    assert result.ok, format_table(result)
    assert result.stopped == "exhausted"
    assert result.progress.distinct > 50_000
    assert result.progress.max_depth == config.depth
    exercised = set(result.progress.by_kind)
    assert {
        "begin",
        "propose",
        "commit",
        "abort",
        "promote",
        "act",
        "revoke",
        "approve",
        "reject",
        "crash",
        "drop",
        "lapse",
    } <= exercised
    assert {"act (dies part-way)", "revoke (dies part-way)"} <= exercised
    refusals = " ".join(result.progress.outcomes)
    for reason in ("tentative_in_flight", "support_not_action_safe", "support_retracted"):
        assert reason in refusals  # the gate was put to the test, not just passed


def test_a_small_exhaustive_run_finds_no_violation_and_restores_every_state_exactly() -> None:
    # paranoid: after every restore the state's digest is recomputed and compared (the undo journal is exact).
    result = explore(preset("tiny", depth=5), paranoid=True)
    assert result.ok, format_table(result)
    assert result.stopped == "exhausted"
    assert result.progress.distinct > 500
    assert result.progress.transitions > result.progress.distinct  # paths that meet count once


def test_restores_are_exact_on_the_paper_scale_configuration_too() -> None:
    """Regression: the reference backend's undo of an append left an empty list behind, so a restored world
    differed from the saved one (an empty fingerprint posting) — distinct states were overcounted and a
    `full` checkpoint could not be replayed. Paranoid mode recomputes the digest after every restore."""
    result = explore(dataclasses.replace(preset("full"), max_states=3_000), paranoid=True)
    assert result.ok, format_table(result)
    assert result.stopped == "max_states"


def test_both_gate_modes_are_checked() -> None:
    result = explore(dataclasses.replace(preset("tiny", depth=5), gate="scoped"))
    assert result.ok, format_table(result)
    assert result.progress.by_kind["act"] > 0


# --- one mutation per rule: the checker fails -----------------------------------------------------------


def test_a_gate_that_ignores_tentative_state_in_flight_breaks_i1(monkeypatch: pytest.MonkeyPatch) -> None:
    def ignore_in_flight(**kwargs: Any) -> Any:
        return ORIGINAL_DECIDE(**{**kwargs, "in_flight": []})

    monkeypatch.setattr(memtx.safety.acting, "decide", ignore_in_flight)
    result = violated(SMALL)
    assert result.violations[0].rule == "I1.in_flight"
    assert "tentative" in result.violations[0].detail
    assert ops_of(result)[-1].endswith("act email on order 1/status")


def test_a_staging_that_registers_nothing_in_flight_breaks_i1(monkeypatch: pytest.MonkeyPatch) -> None:
    """DESIGN §6: staged versions are held by their transaction, and only their in-flight entries tell the
    other processes' gates; the checker knows the staged versions from the handles, not from the store."""
    monkeypatch.setattr(MemoryUnit, "register_in_flight", lambda self, txn_id, entries: None)
    result = violated(dataclasses.replace(SMALL, gate="scoped"))
    assert result.violations[0].rule == "I1.in_flight"
    assert "act email" in ops_of(result)[-1]


def test_a_gate_that_accepts_support_that_is_not_action_safe_breaks_i1(monkeypatch: pytest.MonkeyPatch) -> None:
    def everything_safe(**kwargs: Any) -> Any:
        support = [dataclasses.replace(fact, safe=True) for fact in kwargs["support"]]
        return ORIGINAL_DECIDE(**{**kwargs, "support": support})

    monkeypatch.setattr(memtx.safety.acting, "decide", everything_safe)
    result = violated(SMALL)
    assert result.violations[0].rule == "I1.action_safe"
    assert "committed" in result.violations[0].detail
    assert not any("promote" in op for op in ops_of(result))


def skipping(kind: Kind) -> Callable[..., Any]:
    def plan(root: Any, descendants: Any, reason: str, *, reversible: Any = None) -> Any:
        return ORIGINAL_PLAN(root, [d for d in descendants if d.kind is not kind], reason, reversible=reversible)

    return plan


def test_repair_that_skips_tool_action_descendants_breaks_i2(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memtx.engine.revocation, "plan_retraction", skipping(Kind.TOOL_ACTION))
    result = violated(dataclasses.replace(SMALL, tools=("hold",), depth=6))
    assert result.violations[0].rule == "I2.cone"
    assert "tool_action" in result.violations[0].detail
    assert "I2.active_map" in {v.rule for v in result.violations}
    assert ops_of(result)[-1] == "ana: revoke order 1/status"


def test_repair_that_skips_belief_descendants_breaks_i2(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memtx.engine.revocation, "plan_retraction", skipping(Kind.BELIEF))
    result = violated(dataclasses.replace(SMALL, claims=("packed", "eta"), depth=5))
    assert result.violations[0].rule == "I2.cone"
    assert "belief" in result.violations[0].detail
    assert ops_of(result) == [
        "ana: begin (internal)",
        "ana: propose packed1",
        "ana: propose eta1",
        "ana: commit",
        "ana: revoke order 1/status",
    ]


def test_repair_that_skips_summaries_breaks_i2(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memtx.engine.revocation, "plan_retraction", skipping(Kind.SUMMARY))
    result = violated(dataclasses.replace(SMALL, summary=True, depth=5))
    assert result.violations[0].rule == "I2.cone"
    assert "summary" in result.violations[0].detail


def test_reads_that_ignore_scopes_break_the_flow_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memtx.api.lookup, "may_read", lambda **_: True)  # (`Memory.get`'s read path)
    result = violated(dataclasses.replace(SMALL, depth=4))
    assert result.violations[0].rule == "flow.read"
    assert "zed" in result.violations[0].detail  # the agent of another team read a shared record


def test_a_missing_laundering_check_breaks_the_flow_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memtx.engine.writes, "laundering", lambda *_: None)
    result = violated(dataclasses.replace(SMALL, claims=("gift",), summary=True, laundering=True, depth=5))
    assert result.violations[0].rule == "flow.parent_scope"
    assert "private parent" in result.violations[0].detail


def test_an_approval_against_whatever_is_visible_now_breaks_first_committer_wins(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 29 item 8: `approve` superseded whatever was visible at the time of the call, not the rival the
    operator's review item showed. The explorer interleaves the approval with a change of that rival."""

    def as_of_now(u: Any, record: Any, **kwargs: Any) -> Any:
        entry = u.get_active(record.canonical_key)
        return ORIGINAL_APPROVE(u, record, **{**kwargs, "rival": entry.vid if entry is not None else None})

    monkeypatch.setattr(memtx.engine.writes, "approve", as_of_now)
    result = violated(REVIEWED)
    assert result.violations[0].rule == "review.stale_approval"
    assert "reviewed against" in ops_of(result)[-1]
    assert any("revoke" in op for op in ops_of(result))


def test_a_compensation_requeued_after_a_crash_runs_twice(monkeypatch: pytest.MonkeyPatch) -> None:
    def requeue(self: memtx.safety.acting.Gatekeeper) -> Any:  # "helpfully" retries compensations a crash interrupted
        with self._ctx.writer() as u:
            for action in u.list_actions(ActionQuery((ActionStatus.COMPENSATING,), limit=100)):
                if not memtx.safety.acting.process_alive(action.process):
                    pending = dataclasses.replace(action, status=ActionStatus.COMPENSATION_PENDING)
                    u.replace_action(pending, expect=ActionStatus.COMPENSATING)
        return ORIGINAL_SETTLE(self)

    monkeypatch.setattr(memtx.safety.acting.Gatekeeper, "settle_orphans", requeue)
    result = violated(ONE_AGENT)
    assert result.violations[0].rule == "once.compensation"
    assert "ran 2 times" in result.violations[0].detail
    assert "dies after" in ops_of(result)[-1]


def test_a_call_of_unknown_outcome_retried_on_restart_runs_twice(monkeypatch: pytest.MonkeyPatch) -> None:
    def retry(self: memtx.safety.acting.Gatekeeper, name: str) -> None:  # at-least-once delivery: DESIGN §7 forbids it
        ORIGINAL_REGISTERED(self, name)
        tool = self.tools.find(name)
        with self._ctx.unit(write=False) as u:
            unknown = u.list_actions(ActionQuery((ActionStatus.UNKNOWN_OUTCOME,), limit=100))
        for action in unknown:
            if tool is not None and action.tool == name:
                tool.fn(**action.args_value)

    monkeypatch.setattr(memtx.safety.acting.Gatekeeper, "_registered", retry)
    result = violated(dataclasses.replace(ONE_AGENT, tools=("email",)))
    assert result.violations[0].rule == "once.tool"
    assert "outside a tx.act call" in result.violations[0].detail


def test_a_state_change_missing_from_the_journal_breaks_i_of_s(monkeypatch: pytest.MonkeyPatch) -> None:
    def unjournaled(*args: Any, **kwargs: Any) -> Any:
        moved = ORIGINAL_MOVE(*args, **kwargs)
        changes = kwargs.get("changes")
        if moved.state is State.SUPERSEDED and changes is not None:
            changes.events.pop()  # the supersession's journal event is lost
        return moved

    monkeypatch.setattr(memtx.engine.writes, "move", unjournaled)
    result = violated(dataclasses.replace(SMALL, claims=("packed", "shipped"), depth=6))
    assert result.violations[0].rule == "store.invariants"
    assert "journal_replay" in result.violations[0].detail


def test_a_sweep_that_forgets_dropped_handles_leaves_their_transactions_open(monkeypatch: pytest.MonkeyPatch) -> None:
    """DESIGN §10 (issue 29 item 11): the transaction of a handle dropped open must be aborted by its process's
    next write unit or sweep; one that is not would block every irreversible call under the global gate."""
    monkeypatch.setattr(memtx.engine.sweeping, "abort_dropped", lambda u, txn_ids: [])
    result = violated(dataclasses.replace(SMALL, depth=4))
    assert result.violations[0].rule == "lease.sweep"
    assert ops_of(result) == ["ana: begin (internal)", "ana: propose packed1", str(result.trace[-1].op)]
    assert "drop" in ops_of(result)[-1]


def test_a_sweep_that_spares_live_processes_leaves_idle_transactions_open(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule before the amendment (a live process's transaction is never aborted for its lease): a
    forgotten transaction of a live process blocked the store indefinitely."""
    original = memtx.engine.sweeping.sweep_reason

    def old_rule(txn: Any, now: float) -> str | None:
        found = original(txn, now)
        return (
            None
            if found == memtx.engine.sweeping.LEASE_EXPIRED and memtx.safety.acting.process_alive(txn.process)
            else found
        )

    monkeypatch.setattr(memtx.engine.sweeping, "sweep_reason", old_rule)
    result = violated(dataclasses.replace(SMALL, depth=4))
    assert result.violations[0].rule == "lease.sweep"
    assert "lease ran out" in result.violations[0].detail
    assert ops_of(result)[-1].endswith("every idle transaction's lease runs out (this process sweeps them)")


def test_a_handle_whose_transaction_lapsed_learns_it_and_nothing_is_in_flight() -> None:
    """After a lapse, another process's handle is closed in the store but not yet told: its next call raises
    `TransactionClosed` (a refusal, not an engine error), and the gate lets irreversible calls through."""
    result = explore(dataclasses.replace(SMALL, depth=6))
    assert result.ok, format_table(result)
    assert result.progress.by_kind["lapse"] > 0
    assert result.progress.by_kind["drop"] > 0
    assert any("TransactionClosed" in outcome for outcome in result.progress.outcomes)


# --- what the checker found in the engine, fixed since (regressions; see docs/verify.md) ------------------


def test_an_operator_approval_does_not_launder_a_private_parent() -> None:
    # Found by the checker: mem.approve made a permission_laundering-quarantined summary visible as shared over
    # a private parent, without the owner declassifying (DESIGN §8). Fixed in f7321f1.
    config = Config(agents=1, keys=1, claims=("gift",), summary=True, tools=(), crashes=0, laundering=True, depth=5)
    result = explore(config)
    assert result.ok, format_table(result)
    assert result.progress.by_kind["approve"] > 0
    assert "approve: refused: InvalidArgument" in result.progress.outcomes


def test_an_approval_against_a_rival_that_changed_is_refused() -> None:
    # Issue 29 item 8, fixed: the approval names the rival its review showed; one that changed since (here a
    # revocation of it) makes the approval an ApprovalConflict, and nothing moves.
    result = explore(REVIEWED)
    assert result.ok, format_table(result)
    assert "approve: refused: ApprovalConflict" in result.progress.outcomes
    refused = sum(n for note, n in result.progress.outcomes.items() if note.startswith("approve: refused"))
    assert result.progress.by_kind["approve"] > refused  # and approvals as reviewed now went through


def test_revoking_a_tool_action_record_never_leaves_its_call_unsettled() -> None:
    # Found by the checker: revoking a tool_action record revoked it but left its call `done`, neither
    # compensated nor leaked (DESIGN §9). Fixed in b64a6cc: such a revocation is refused.
    config = dataclasses.replace(ONE_AGENT, crashes=0, revoke_actions=True, depth=6)
    result = explore(config)
    assert result.ok, format_table(result)
    assert result.progress.by_kind["revoke_action"] > 0


# --- the command, checkpoints, the visited table ---------------------------------------------------------


def test_the_command_prints_the_figures_as_json_and_exits_0() -> None:
    run = CliRunner().invoke(cli, ["verify", "--preset", "tiny", "--depth", "4", "--json", "--no-progress"])
    assert run.exit_code == 0, run.output
    document = json.loads(run.output)
    assert document["ok"] is True
    assert document["figures"]["distinct_states"] > 100
    assert document["figures"]["stopped"] == "exhausted"
    assert document["counterexample"] == []


def test_the_command_prints_a_counterexample_and_exits_1(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memtx.engine.revocation, "plan_retraction", skipping(Kind.BELIEF))
    args = ["verify", "--preset", "tiny", "--claims", "packed,eta", "--no-summary", "--depth", "5", "--no-progress"]
    run = CliRunner().invoke(cli, args)
    assert run.exit_code == 1, run.output
    assert "VIOLATION" in run.output
    assert "I2.cone" in run.output
    assert "counterexample (from the initial state" in run.output
    assert "ana: revoke order 1/status" in run.output


def test_the_command_refuses_a_bad_configuration() -> None:
    run = CliRunner().invoke(cli, ["verify", "--claims", "packed,nonsense"])
    assert run.exit_code == 2
    assert "unknown claim kind" in run.output


def test_a_checkpointed_run_resumes_to_the_same_result(tmp_path: Path) -> None:
    config = preset("tiny", depth=5)
    whole = explore(config)
    first = explore(dataclasses.replace(config, max_states=200), checkpoint=tmp_path)
    assert first.stopped == "max_states"
    resumed = explore(config, checkpoint=tmp_path, resume=True)
    assert resumed.resumed
    assert resumed.stopped == "exhausted"
    assert resumed.progress.distinct == whole.progress.distinct
    assert resumed.progress.transitions == whole.progress.transitions


def test_the_visited_table_keeps_the_shallowest_depth_and_grows() -> None:
    table = VisitedTable(capacity_log2=3)
    digests = [(i * 0x9E3779B97F4A7C15) % 2**64 or 1 for i in range(1, 200)]
    assert all(table.visit(d, 5) is Seen.NEW for d in digests)
    assert len(table) == len(digests)
    assert table.capacity >= len(digests) / 0.7
    assert table.visit(digests[0], 5) is Seen.OLD
    assert table.visit(digests[0], 9) is Seen.OLD
    assert table.visit(digests[0], 2) is Seen.SHALLOWER
    assert table.visit(digests[0], 3) is Seen.OLD
    assert all(d in table for d in digests)
    assert 12345 not in table
