"""`memtx eval recovery` (DESIGN §10, §13), CI-sized, at-rest track: journal restore (memtx) restores every fault
class at every key count, and the report is well formed for every method. No test asserts how a baseline does."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from memtx.cli.commands import cli
from memtx.tooling.eval.recovery import (
    KEY_COUNTS,
    METHODS,
    default_locomo_path,
    locomo_histories,
    run,
    synthetic_histories,
    write_report,
)
from memtx.tooling.faults import FAULT_CLASSES


def test_journal_restore_completes_every_fault_class_and_the_report_is_well_formed(tmp_path: Path) -> None:
    report = run(3, synthetic=2, dialogs=0, protocol=False)
    for fault in FAULT_CLASSES:
        for keys in KEY_COUNTS:
            assert report.rate("journal restore", fault, keys) == 1.0, (fault, keys)
            for method in METHODS:
                assert 0.0 <= report.rate(method, fault, keys) <= 1.0
                assert report.cells[(method, fault, keys)][1] == 2  # one case per history
    assert report.skipped == []
    doc = report.to_dict()
    assert doc["methods"] == list(METHODS)
    assert doc["recovery_protocol"] is None
    assert set(doc["overall"]) == set(METHODS)  # type: ignore[arg-type]
    json_path, md_path = write_report(report, tmp_path / "out")
    assert json_path.read_text(encoding="utf-8").startswith("{")
    markdown = md_path.read_text(encoding="utf-8")
    assert "| journal restore |" in markdown
    assert "At rest (a separate track" in markdown


def test_synthetic_histories_are_seeded_knowledge_updates() -> None:
    one, again, other = synthetic_histories(1, 3), synthetic_histories(1, 3), synthetic_histories(2, 3)
    assert one == again
    assert one != other
    first = one[0]
    assert len(first.sessions[0]) == 20  # every attribute set once, then updated in later sessions
    assert all(2 <= len(s) <= 5 for s in first.sessions[1:])


@pytest.mark.skipif(not default_locomo_path().exists(), reason="the LoCoMo file is not in ../shared/data/locomo")
def test_the_locomo_dialogs_become_histories_of_updates() -> None:
    histories = locomo_histories(default_locomo_path())
    assert len(histories) == 10
    assert all(h.updates > 16 for h in histories)
    report = run(0, synthetic=0, dialogs=1, protocol=False)
    assert report.rate("journal restore") == 1.0


def test_the_command_prints_the_table(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["eval", "recovery", "--quick", "--locomo", str(tmp_path / "absent.json")])
    assert result.exit_code == 0, result.output
    assert "journal restore" in result.stdout
    assert "LoCoMo skipped" in result.stdout


def test_stress_memtx_keeps_the_task_state_through_faults_in_flight_and_the_report_is_well_formed() -> None:
    from memtx.tooling.eval.stress import ARMS, TRACKS, claims  # noqa: PLC0415 - the stress suite, CI-sized
    from memtx.tooling.eval.stress import run as stress  # noqa: PLC0415

    report = stress(5, updates=80, fault_rate=0.25)
    doc = report.to_dict()
    assert set(doc["tracks"]) == set(TRACKS)  # type: ignore[arg-type]
    for track in report.tracks.values():
        memtx_arm, ablation = (a.as_dict() for a in track)
        assert [memtx_arm["arm"], ablation["arm"]] == list(ARMS)
        assert memtx_arm["faults_injected"] == ablation["faults_injected"] > 5  # the same faults for both arms
        for arm in (memtx_arm, ablation):
            for figure in ("transaction_success", "fault_detection", "retention"):
                assert 0.0 <= float(arm[figure]) <= 1.0  # type: ignore[arg-type]
    flight = report.tracks["in flight"][0].as_dict()
    assert flight["fault_detection"] == 1.0
    assert flight["retention"] == 1.0
    assert flight["transaction_success"] == 1.0
    assert flight["update_errors"] == {}
    (claim,) = claims(doc)
    assert claim.verdict.value == "holds"
    assert claim.measured.startswith("in flight: 1.000 / 1.000 / 1.000")


def test_the_stress_claim_can_say_no() -> None:
    from memtx.tooling.eval.stress import claims  # noqa: PLC0415

    def doc(success: float) -> dict[str, object]:
        arm = {"arm": "memtx", "updates": 10, "transaction_success": success, "fault_detection": 1.0}
        arm |= {"retention": 1.0, "faults_injected": 2}
        return {"tracks": {"in flight": {"arms": [arm]}}, "fault_rate": 0.05}

    assert claims(doc(1.0))[0].verdict.value == "holds"
    assert claims(doc(0.9))[0].verdict.value == "not reproduced"
    assert claims({})[0].verdict.value == "not measured"
