"""The conformance study's pieces that judge without memtx: the spec-level reference model (DESIGN §5–§9 on
hand-made step lists), each reimplemented baseline's defining mechanism, and the suite's claims on a
hand-made results document with a known verdict."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

import memtx.tooling.eval.reference_model as reference_model
from memtx.tooling.eval.claims import Verdict
from memtx.tooling.eval.conformance import claims
from memtx.tooling.eval.conformance_baselines import Cordon, CordonRevocation, Toki, VerifiedConcurrency
from memtx.tooling.eval.conformance_systems import Candidate, Write
from memtx.tooling.eval.reference_model import judge

K = "acct/limit"


def w(wid: str, value: str, at: float, *, agent: str = "a", key: str = K, **extra: Any) -> dict[str, Any]:
    step = {"op": "write", "id": wid, "agent": agent, "key": key, "value": value, "at": at}
    return step | {"authority": 0.7, "confidence": 0.9, "scope": "shared", "kind": "belief"} | extra


def stage(txn: str, wid: str, value: str, at: float, **extra: Any) -> dict[str, Any]:
    return w(wid, value, at, **extra) | {"op": "stage", "txn": txn}


ACT = {"op": "act", "agent": "actor", "key": K, "tool": "raise_limit"}


@pytest.mark.parametrize(
    ("steps", "acceptable", "final"),
    [
        # a later write of no lower authority takes over; a lower one is held for review
        ([w("w1", "x", 1), w("w2", "y", 2, agent="b"), ACT], ("y",), "y"),
        ([w("w1", "x", 1), w("w2", "y", 2, agent="b", authority=0.5), ACT], ("x",), "x"),
        # equal event times: a tie in authority goes to review
        ([w("w1", "x", 1), w("w2", "y", 1, agent="b"), ACT], ("x",), "x"),
        # a late-arriving older fact never displaces the visible one
        ([w("w1", "x", 2), w("w2", "y", 1, agent="b"), ACT], ("x",), "x"),
        # low evidence is quarantined
        ([w("w1", "x", 1), w("w2", "y", 2, confidence=0.5), ACT], ("x",), "x"),
        # a stale late write aborts; the rival stands
        (
            [
                w("w1", "x", 1),
                {"op": "begin", "txn": "t", "agent": "s"},
                w("w2", "y", 2),
                stage("t", "s1", "x", 3),
                {"op": "commit", "txn": "t"},
                ACT,
            ],
            ("y",),
            "y",
        ),
        # retraction reinstates the displaced version and cascades to what derives from it
        ([w("w1", "x", 1), w("w2", "y", 2), {"op": "retract", "agent": "a", "target": "w2"}, ACT], ("x",), "x"),
        (
            [
                w("p", "rating A", 1, key="acct/rating"),
                w("d", "x", 2, parents=["p"]),
                {"op": "retract", "agent": "a", "target": "p"},
                ACT,
            ],
            (None,),
            None,
        ),
        # in flight on the key: no action, or the value the key ends holding
        (
            [
                w("w1", "x", 1),
                {"op": "begin", "txn": "t", "agent": "s"},
                stage("t", "s1", "y", 2),
                ACT,
                {"op": "abort", "txn": "t"},
            ],
            (None, "x"),
            "x",
        ),
        (
            [
                w("w1", "x", 1),
                {"op": "begin", "txn": "t", "agent": "s"},
                stage("t", "s1", "y", 2),
                ACT,
                {"op": "commit", "txn": "t"},
            ],
            (None,),
            "y",
        ),
        # in flight elsewhere: the action is owed
        (
            [
                w("w1", "x", 1),
                {"op": "begin", "txn": "t", "agent": "s"},
                stage("t", "s1", "n", 2, key="other/k"),
                ACT,
                {"op": "commit", "txn": "t"},
            ],
            ("x",),
            "x",
        ),
    ],
)
def test_the_reference_model(steps: list[dict[str, Any]], acceptable: tuple[str | None, ...], final: str) -> None:
    truth = judge(steps)
    assert (truth.acceptable, truth.final) == (acceptable, final)


def test_the_reference_model_imports_nothing_of_memtx() -> None:
    tree = ast.parse(Path(reference_model.__file__).read_text(encoding="utf-8"))
    imported = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    imported += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert imported
    assert not [name for name in imported if name.split(".")[0] == "memtx"]


def W(step: dict[str, Any]) -> Write:
    return Write.of(step)


def test_cordon_holds_shadow_state_and_its_outbox_refuses_a_tainted_effect() -> None:
    cordon = Cordon()
    cordon.write(W(w("w1", "x", 1)))
    cordon.begin("t", "s")
    cordon.stage("t", W(w("s1", "y", 2)))
    assert [c.value for c in cordon.read("b", K)] == ["x"]  # shadow state is invisible
    cordon.abort("t")
    assert [c.value for c in cordon.read("b", K)] == ["x"]
    cordon.write(W(w("p", "secret", 3, key="acct/private", scope="private")))
    cordon.write(W(w("d", "summary", 4, key="acct/summary", parents=["p"])))
    (summary,) = cordon.read("mailer", "acct/summary")
    assert not cordon.act("mailer", "email_insurer", "acct/summary", summary)
    (limit,) = cordon.read("b", K)
    assert cordon.act("b", "raise_limit", K, limit)
    assert cordon.ran == [("raise_limit", "x")]


def test_cordon_with_revocation_revokes_what_derives_from_a_retraction() -> None:
    for system, derived_survives in ((Cordon(), True), (CordonRevocation(), False)):
        system.write(W(w("p", "rating", 1, key="acct/rating")))
        system.write(W(w("d", "x", 2, parents=["p"])))
        system.retract("a", "p")
        assert bool(system.read("b", K)) is derived_survives, system.name


def test_verified_concurrency_aborts_a_stale_generation_and_invalidates_derived_reads() -> None:
    vc = VerifiedConcurrency()
    vc.write(W(w("w1", "x", 1)))
    vc.begin("t", "s")
    vc.write(W(w("w2", "y", 2)))
    vc.stage("t", W(w("s1", "z", 3)))
    assert not vc.commit("t")  # L1: first committer wins
    vc.write(W(w("p", "rating", 4, key="acct/rating")))
    vc.write(W(w("d", "derived", 5, parents=["p"])))
    (derived,) = vc.read("b", K)
    vc.retract("a", "p")
    assert [c.value for c in vc.read("b", K)] == ["y"]  # L2: the derived read is invalidated
    assert not vc.act("b", "raise_limit", K, derived)


def test_toki_routes_a_contradiction_to_its_four_operators() -> None:
    toki = Toki()
    toki.write(W(w("w1", "x", 1, agent="crm")))
    toki.write(W(w("w2", "y", 2, agent="crm")))  # last-writer-wins: the same writer
    assert [c.value for c in toki.read("b", K)] == ["y"]
    toki.write(W(w("w3", "z", 3, agent="bot", authority=0.5)))  # evidence-weighted merge: the lighter loses
    assert [c.value for c in toki.read("b", K)] == ["y"]
    toki.write(W(w("w4", "q", 4, agent="chat")))  # await-confirmation: a tied challenger waits
    assert [c.value for c in toki.read("b", K)] == ["y"]
    toki.write(W(w("w5", "q", 5, agent="desk", authority=0.5)))  # ... until an independent writer confirms
    assert [c.value for c in toki.read("b", K)] == ["q"]
    toki.write(W(w("p1", "profile 1", 2, key="acct/profile", kind="profile", agent="gen")))
    toki.write(W(w("p2", "profile 0", 1, key="acct/profile", kind="profile", agent="other", authority=0.95)))
    assert [c.value for c in toki.read("b", "acct/profile")] == ["profile 1"]  # per rule: newest valid time
    toki.retract("desk", "w4")
    toki.retract("desk", "w5")
    assert [c.value for c in toki.read("b", K)] == ["y"]  # the displaced row is reinstated from audit
    assert toki.act("b", "raise_limit", K, Candidate("y", True, "w2"))  # no action mechanism


def _document(damage: int, permit: float, p: float, ablation_loses: bool) -> dict[str, Any]:
    def cell(system: str, **extra: Any) -> dict[str, Any]:
        base = {
            "suite": "main",
            "system": system,
            "policy": "eager",
            "damage": 0,
            "damage_scripts": 0,
            "permit_rate": 1.0,
            "script_success": 1.0,
            "scripts": 10,
            "mcnemar_vs_memtx": None,
        }
        return base | extra

    return {
        "settings": {"episodes": {"main": 20}, "distinct_scripts": {"main": 10}},
        "skipped": {},
        "summaries": [
            cell("memtx (global gate)", damage=damage, permit_rate=permit),
            cell("memtx (scoped gate)"),
            cell("versioned", mcnemar_vs_memtx=[6, 0, p], script_success=0.4),
            cell("memtx − gate", script_success=0.8 if ablation_loses else 1.0),
        ],
    }


def test_the_claims_use_the_papers_figures_as_the_bar() -> None:
    verdicts = [c.verdict for c in claims(_document(0, 0.95, 0.03, ablation_loses=True))]
    assert verdicts == [Verdict.HOLDS] * 4
    verdicts = [c.verdict for c in claims(_document(1, 0.9, 0.07, ablation_loses=False))]
    assert verdicts == [Verdict.NOT_REPRODUCED] * 4
    empty = {"settings": {"episodes": {}, "distinct_scripts": {}}, "skipped": {}, "summaries": []}
    assert {c.verdict for c in claims(empty)} == {Verdict.NOT_MEASURED}
    skipped = _document(0, 0.95, 0.03, ablation_loses=True) | {"skipped": {"mem0": "not installed"}}
    assert claims(skipped)[2].verdict is Verdict.NOT_MEASURED
