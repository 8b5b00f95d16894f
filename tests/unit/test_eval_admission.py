"""`memtx eval admission`: data set structure, metric arithmetic, the CLI, and the audit's acceptance claims."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner

from memtx.core.admission import check_support
from memtx.core.text import content_tokens, tokenize
from memtx.tooling.eval import admission as ev
from memtx.tooling.eval import admission_locomo
from memtx.tooling.eval.admission_data import (
    EXTENDED_NEGATIVE_FAMILIES,
    MIN_TEST_EXTENDED_PER_LANGUAGE,
    MIN_TEST_PAPER_NEGATIVES,
    MIN_TEST_VALID,
    PAPER_NEGATIVE_FAMILIES,
    VALID_FAMILIES,
    Dataset,
    Family,
    Item,
    Label,
    Split,
    generate,
    is_subsequence,
    units,
    validate_dataset,
)
from memtx.tooling.eval.admission_frames import ENTITIES, FRAMES, LANGUAGES, NUMBERS, slot_kind
from memtx.tooling.eval.admission_frames.frame import SLOT
from memtx.tooling.eval.admission_realistic import RECORDS, WRITTEN_HERE, Realistic, validate_realistic
from memtx.tooling.eval.admission_realistic_batch12 import BATCH_12
from memtx.tooling.eval.admission_realistic_batch13 import BATCH_13
from memtx.tooling.eval.admission_realistic_batch14 import BATCH_14
from memtx.tooling.eval.admission_realistic_batch15 import BATCH_15
from memtx.tooling.eval.admission_realistic_batch16 import BATCH_16
from memtx.tooling.eval.admission_realistic_batch17 import BATCH_17
from memtx.tooling.eval.admission_realistic_batch18 import BATCH_18
from memtx.tooling.eval.admission_realistic_batch19 import BATCH_19
from memtx.tooling.eval.admission_realistic_batch20 import BATCH_20
from memtx.tooling.eval.admission_realistic_batch21 import BATCH_21
from memtx.tooling.eval.admission_realistic_batch22 import BATCH_22
from memtx.tooling.eval.admission_realistic_batch23 import BATCH_23
from memtx.tooling.eval.admission_realistic_batch24 import BATCH_24
from memtx.tooling.eval.admission_realistic_batch25 import BATCH_25
from memtx.tooling.eval.admission_realistic_batch26 import BATCH_26
from memtx.tooling.eval.admission_realistic_batch27 import BATCH_27
from memtx.tooling.eval.admission_realistic_batch28 import BATCH_28
from memtx.tooling.eval.admission_realistic_batch29 import BATCH_29
from memtx.tooling.eval.admission_realistic_batch30 import BATCH_30
from memtx.tooling.eval.admission_realistic_batch31 import BATCH_31
from memtx.tooling.eval.admission_realistic_batch32 import BATCH_32
from memtx.tooling.eval.admission_realistic_batch33 import BATCH_33
from memtx.tooling.eval.admission_realistic_batch34 import BATCH_34
from memtx.tooling.eval.admission_realistic_batch35 import BATCH_35
from memtx.tooling.eval.admission_realistic_batch36 import BATCH_36
from memtx.tooling.eval.admission_realistic_batch37 import BATCH_37
from memtx.tooling.eval.admission_realistic_batch38 import BATCH_38
from memtx.tooling.eval.admission_realistic_batch39 import BATCH_39
from memtx.tooling.eval.admission_realistic_batch40 import BATCH_40
from memtx.tooling.eval.admission_realistic_batch41 import BATCH_41
from memtx.tooling.eval.admission_realistic_batch42 import BATCH_42
from memtx.tooling.eval.admission_realistic_batch43 import BATCH_43
from memtx.tooling.eval.admission_realistic_batch44 import BATCH_44
from memtx.tooling.eval.admission_realistic_batch45 import BATCH_45
from memtx.tooling.eval.admission_realistic_batch46 import BATCH_46
from memtx.tooling.eval.admission_realistic_batch47 import BATCH_47
from memtx.tooling.eval.admission_realistic_batch48 import BATCH_48
from memtx.tooling.eval.admission_realistic_batch49 import BATCH_49
from memtx.tooling.eval.admission_realistic_batch50 import BATCH_50
from memtx.tooling.eval.admission_realistic_batch51 import BATCH_51
from memtx.tooling.eval.admission_realistic_batch52 import BATCH_52
from memtx.tooling.eval.admission_realistic_batch53 import BATCH_53
from memtx.tooling.eval.admission_realistic_batch54 import BATCH_54
from memtx.tooling.eval.admission_realistic_batch55 import BATCH_55
from memtx.tooling.eval.admission_realistic_batch56 import BATCH_56
from memtx.tooling.eval.admission_realistic_batch57 import BATCH_57
from memtx.tooling.eval.admission_realistic_batch58 import BATCH_58
from memtx.tooling.eval.admission_realistic_batch59 import BATCH_59
from memtx.tooling.eval.admission_realistic_batch60 import BATCH_60
from memtx.tooling.eval.admission_realistic_batch61 import BATCH_61
from memtx.tooling.eval.admission_realistic_batch62 import BATCH_62
from memtx.tooling.eval.admission_realistic_batch63 import BATCH_63
from memtx.tooling.eval.admission_realistic_batch65 import BATCH_65
from memtx.tooling.eval.admission_realistic_batch66 import BATCH_66
from memtx.tooling.eval.admission_realistic_batch67 import BATCH_67
from memtx.tooling.eval.admission_realistic_batch69 import BATCH_69
from memtx.tooling.eval.admission_realistic_test import TEST_RECORDS
from memtx.tooling.eval.claims import Verdict
from memtx.tooling.eval.commands import eval_group

METHODS = ("ordered", "ordered+guard", "bow@0.8", "bow@calibrated")


@pytest.fixture(scope="module")
def data() -> Dataset:
    return generate(0)


# -- the data set --------------------------------------------------------------------------------------------------


def test_seed_zero_dataset_is_structurally_valid(data: Dataset) -> None:
    assert validate_dataset(data) == []


@pytest.mark.parametrize("seed", [1, 7, 2024])
def test_other_seeds_are_valid_too(seed: int) -> None:
    assert validate_dataset(generate(seed)) == []


def test_same_seed_same_data(data: Dataset) -> None:
    assert generate(0) == data


def test_generation_does_not_depend_on_hash_randomization() -> None:
    code = (
        "import hashlib; from memtx.tooling.eval.admission_data import generate; "
        "print(hashlib.sha256(repr(generate(3).items).encode()).hexdigest())"
    )
    digests = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, "PYTHONHASHSEED": str(h)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for h in (1, 2)
    }
    assert len(digests) == 1


def test_different_seed_changes_order_and_selection_but_not_the_frames(data: Dataset) -> None:
    other = generate(1)
    assert [i.item_id for i in other.items] != [i.item_id for i in data.items]
    assert {(i.item_id, i.value) for i in other.items} != {(i.item_id, i.value) for i in data.items}
    assert {i.base_id for i in other.items} == {i.base_id for i in data.items}


def test_splits_share_no_base_item_source_or_evidence(data: Dataset) -> None:
    cal, test = data.split(Split.CALIBRATION), data.split(Split.TEST)
    assert cal
    assert test
    assert {i.base_id for i in cal}.isdisjoint({i.base_id for i in test})
    assert {i.source_text for i in cal}.isdisjoint({i.source_text for i in test})
    assert len(cal) + len(test) == len(data.items)


def test_test_split_has_the_papers_shape_and_every_extended_family(data: Dataset) -> None:
    counts = data.counts(Split.TEST)
    assert sum(sum(counts[f].values()) for f in VALID_FAMILIES) >= MIN_TEST_VALID
    assert sum(sum(counts[f].values()) for f in PAPER_NEGATIVE_FAMILIES) >= MIN_TEST_PAPER_NEGATIVES
    for family in EXTENDED_NEGATIVE_FAMILIES:
        for lang in LANGUAGES:
            assert counts[family][lang] >= MIN_TEST_EXTENDED_PER_LANGUAGE, (family, lang)


def test_frames_are_well_formed() -> None:
    for lang in LANGUAGES:
        fids = [f.fid for f in FRAMES[lang]]
        assert len(fids) == len(set(fids))
        for frame in FRAMES[lang]:
            assert frame.fid.startswith(f"{lang}-")
            assert frame.evidence in frame.source
            slots = set(frame.slots)
            for attr in ("clause", "filler", "neg", "rev", "neg_del", "scope", "cond", "num_drop", "stitch"):
                for template in getattr(frame, attr):
                    used = {k + i for k, i in SLOT.findall(template)}
                    assert used <= slots, (frame.fid, attr, template)
            for slot in slots:
                kind = slot_kind(slot)
                assert kind in NUMBERS or kind in ENTITIES[lang], (frame.fid, slot)


def test_valid_items_only_delete_words_from_the_evidence(data: Dataset) -> None:
    for item in data.items:
        if item.label is Label.VALID:
            assert is_subsequence(units(item.value), units(item.evidence)), item.item_id


def _replace(data: Dataset, index: int, **changes: object) -> Dataset:
    items = list(data.items)
    items[index] = dataclasses.replace(items[index], **changes)  # type: ignore[arg-type]
    return Dataset(data.seed, tuple(items))


def test_validation_reports_broken_items(data: Dataset) -> None:
    first_valid = next(k for k, i in enumerate(data.items) if i.family is Family.VALID_CLAUSE)
    broken = _replace(data, first_valid, evidence="a sentence that is nowhere in the source")
    assert any("not a contiguous span" in p for p in validate_dataset(broken))

    first_deletion = next(k for k, i in enumerate(data.items) if i.family is Family.NEGATION_DELETION)
    item = data.items[first_deletion]
    unchanged = _replace(data, first_deletion, value=item.evidence)
    assert any("no negator deleted" in p for p in validate_dataset(unchanged))

    cal_item = data.split(Split.CALIBRATION)[0]
    k = data.items.index(cal_item)
    leaked = _replace(data, k, split=Split.TEST)
    assert any("splits share" in p for p in validate_dataset(leaked, check_minimums=False))


def test_validation_reports_too_small_a_test_split(data: Dataset) -> None:
    small = Dataset(data.seed, data.split(Split.CALIBRATION))
    problems = validate_dataset(small)
    assert any("valid items" in p for p in problems)
    assert any("paper-family negatives" in p for p in problems)


# -- metrics ---------------------------------------------------------------------------------------------------------


def test_confusion_arithmetic() -> None:
    c = ev.Confusion(tp=8, fp=2, tn=6, fn=4)
    assert c.n == 20
    assert c.accuracy == pytest.approx(14 / 20)
    assert c.precision == pytest.approx(0.8)
    assert c.recall == pytest.approx(8 / 12)
    assert c.f1 == pytest.approx(2 * 0.8 * (8 / 12) / (0.8 + 8 / 12))
    assert ev.Confusion().precision == 0.0
    assert ev.Confusion(fn=3).f1 == 0.0


def _item(item_id: str, family: Family, language: str = "en", value: str = "v", evidence: str = "e") -> Item:
    return Item(item_id, item_id, Split.TEST, language, "policy", family, family.label, evidence, evidence, value)


def test_evaluate_counts_by_family_and_language() -> None:
    items = [
        _item("v1", Family.VALID_VERBATIM),
        _item("v2", Family.VALID_CLAUSE, "es"),
        _item("v3", Family.VALID_FILLER, "zh"),
        _item("n1", Family.NEGATION_INSERTION),
        _item("n2", Family.NEGATION_INSERTION, "es"),
        _item("n3", Family.SCOPE_DROP, "zh"),
    ]
    accept = {"v1": True, "v2": True, "v3": False, "n1": True, "n2": False, "n3": False}
    result = ev.evaluate("m", items, lambda i: ev.Decision(accept[i.item_id], "r"))
    assert result.overall == ev.Confusion(tp=2, fp=1, tn=2, fn=1)
    assert result.paper == ev.Confusion(tp=1, fp=1, tn=1, fn=0)  # v1, n1, n2
    assert result.families[Family.NEGATION_INSERTION] == (1, 2)
    assert result.families[Family.VALID_FILLER] == (0, 1)
    assert result.by_language["en"] == ev.Confusion(tp=1, fp=1)
    assert result.by_language["zh"] == ev.Confusion(tn=1, fn=1)
    assert result.families_by_language[Family.NEGATION_INSERTION] == {"en": (1, 1), "es": (0, 1)}
    assert [m.item_id for m in result.misses] == ["v3", "n1"]
    assert result.accepted(PAPER_NEGATIVE_FAMILIES) == (1, 2)


def test_coverage_uses_the_evidence_token_multiset() -> None:
    assert ev.coverage("alpha beta gamma", "alpha beta delta") == Fraction(2, 3)
    assert ev.coverage("beta alpha", "alpha beta") == 1  # order is ignored: the baselines' blind spot
    assert ev.coverage("x x", "x y") == Fraction(1, 2)  # each evidence token covers one value token
    assert ev.coverage("the", "anything") == 0  # no content token at all
    assert ev.coverage("the alpha", "alpha") == 1  # articles are not content


def test_bow_method_keeps_the_evidence_in_source_check() -> None:
    decide = ev.bow_method(Fraction(4, 5))
    ok = _item("a", Family.VALID_VERBATIM, value="one two three four", evidence="one two three four five")
    assert decide(ok).accepted
    outside = dataclasses.replace(ok, evidence="one two three four six")
    assert decide(outside) == ev.Decision(False, "evidence_not_in_source")
    four_of_five = dataclasses.replace(ok, value="one two three four nine")
    assert decide(four_of_five).accepted  # 4/5 ≥ 0.8
    three_of_four = dataclasses.replace(ok, value="one two three nine")
    assert not decide(three_of_four).accepted  # 3/4 < 0.8


def test_calibration_maximizes_accuracy_and_breaks_ties_upwards() -> None:
    ev_text = "alpha beta gamma delta"
    items = [
        _item("v1", Family.VALID_VERBATIM, value="alpha beta gamma delta", evidence=ev_text),  # coverage 1
        _item("v2", Family.VALID_CLAUSE, value="alpha beta gamma omega", evidence=ev_text),  # 3/4
        _item("n1", Family.NEGATION_INSERTION, value="alpha beta omega sigma", evidence=ev_text),  # 1/2
        _item("n2", Family.WORD_ORDER_REVERSAL, value="alpha omega sigma tau", evidence=ev_text),  # 1/4
    ]
    cal = ev.calibrate(items)
    assert cal.theta == Fraction(3, 4)  # θ in (1/2, 3/4] is perfect; the largest such observed value wins
    assert cal.accuracy == 1.0
    tie = [items[0], items[2]]  # θ ∈ (1/2, 1] all perfect → 1
    assert ev.calibrate(tie).theta == 1
    with pytest.raises(ValueError, match="empty"):
        ev.calibrate([])


# -- the harness with an injected checker (independent of memtx.core.admission) ---------------------------------


@dataclass(frozen=True)
class _FakeSupport:
    ok: bool
    reason: str | None = None


def _fake_check(
    value: str,
    evidence: str,
    source_text: str,
    *,
    guard: bool = True,
    speaker: str | None = None,
    key: str | None = None,
) -> _FakeSupport:
    if not ev.evidence_in_source(evidence, source_text):
        return _FakeSupport(False, "evidence_not_in_source")
    if not is_subsequence(content_tokens(value), tokenize(evidence)):
        return _FakeSupport(False, "not_ordered_subsequence")
    if guard and len(content_tokens(value)) < len(content_tokens(evidence)):
        return _FakeSupport(False, "guard:fake")  # a caricature: accepts verbatim values only
    return _FakeSupport(True)


@pytest.fixture(scope="module")
def fake_report(data: Dataset) -> ev.AdmissionReport:
    return ev.run(0, check=_fake_check, dataset=data)


def test_report_with_injected_checker(
    fake_report: ev.AdmissionReport, tmp_path_factory: pytest.TempPathFactory
) -> None:
    assert [m.name for m in fake_report.methods] == list(METHODS)
    assert fake_report.checker == "injected"
    table = fake_report.format_table()
    for name in METHODS:
        assert name in table
    doc = json.loads(fake_report.to_json())
    assert doc["bow"]["theta_fixed"] == 0.8
    assert [m["name"] for m in doc["methods"]] == list(METHODS)
    guard = fake_report.method("ordered+guard")
    assert guard.families[Family.VALID_VERBATIM][0] == guard.families[Family.VALID_VERBATIM][1]
    assert guard.accepted([Family.VALID_CLAUSE]) == (0, guard.families[Family.VALID_CLAUSE][1])

    out = tmp_path_factory.mktemp("report")
    json_path, md_path = ev.write_report(fake_report, out / "nested")
    assert json.loads(json_path.read_text(encoding="utf-8")) == doc
    md = md_path.read_text(encoding="utf-8")
    assert "# Admission audit" in md
    assert "Misclassified by `ordered+guard`" in md


def test_the_summary_lines_hold_each_figure_to_the_papers(real_report: ev.AdmissionReport) -> None:
    doc = real_report.to_dict()
    ordered, bow, model_written = ev.claims(doc)
    accuracy = doc["methods"][0]["paper"]["accuracy"]
    assert ordered.verdict is (Verdict.HOLDS if accuracy == 1.0 else Verdict.NOT_REPRODUCED)
    assert "by construction" in ordered.configuration  # the data validator's rule, said where the verdict is
    assert bow.paper_figure.startswith("49/179")
    assert "known loss" in model_written.claim
    missed = json.loads(json.dumps(doc))
    missed["methods"][0]["paper"]["accuracy"] = 0.99
    assert ev.claims(missed)[0].verdict is Verdict.NOT_REPRODUCED
    if doc["locomo"] is None:
        assert model_written.verdict is Verdict.NOT_MEASURED
    else:
        faithful = doc["locomo"]["sample"]["faithful"]
        expected = Verdict.HOLDS if faithful["accepted"] == faithful["n"] else Verdict.NOT_REPRODUCED
        assert model_written.verdict is expected
        assert f"of {doc['locomo']['observations']:,} admitted" in model_written.measured
    assert ev.claims(doc | {"locomo": None})[-1].verdict is Verdict.NOT_MEASURED


def test_run_is_deterministic(fake_report: ev.AdmissionReport) -> None:
    assert ev.run(0, check=_fake_check).to_json() == fake_report.to_json()


# -- the CLI -----------------------------------------------------------------------------------------------------


def test_every_eval_command_has_help() -> None:
    runner = CliRunner()
    assert eval_group.help
    for name, command in eval_group.commands.items():
        assert command.help, name
        for param in command.params:
            assert getattr(param, "help", None), (name, param.name)
        result = runner.invoke(eval_group, [name, "--help"])
        assert result.exit_code == 0
        assert "Usage" in result.output


@pytest.fixture
def patched_run(monkeypatch: pytest.MonkeyPatch) -> None:
    real_run = ev.run
    monkeypatch.setattr(ev, "run", lambda seed=0, **kw: real_run(seed, check=_fake_check, **kw))


@pytest.mark.usefixtures("patched_run")
def test_cli_prints_the_table_and_json(tmp_path_factory: pytest.TempPathFactory) -> None:
    runner = CliRunner()
    result = runner.invoke(eval_group, ["admission", "--seed", "0"])
    assert result.exit_code == 0, result.output
    for name in METHODS:
        assert name in result.output

    out = tmp_path_factory.mktemp("cli")
    result = runner.invoke(eval_group, ["admission", "--json", "--out", str(out)])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["suite"] == "admission"
    assert (out / "admission.json").exists()
    assert (out / "admission.md").exists()


# -- acceptance: the real check_support ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def real_report(data: Dataset) -> ev.AdmissionReport:
    pytest.importorskip("memtx.core.admission")
    return ev.run(0, dataset=data)


def test_cli_runs_against_the_real_rule(real_report: ev.AdmissionReport) -> None:
    result = CliRunner().invoke(eval_group, ["admission"])
    assert result.exit_code == 0, result.output
    assert "check_support from memtx.core.admission" in result.output


@pytest.mark.parametrize("method", ["ordered", "ordered+guard"])
def test_paper_claim_ordered_methods_admit_no_paper_negative(real_report: ev.AdmissionReport, method: str) -> None:
    result = real_report.method(method)
    assert result.accepted(PAPER_NEGATIVE_FAMILIES)[0] == 0
    accepted, n = result.families[Family.VALID_VERBATIM]
    assert accepted == n  # every verbatim valid update accepted: the audit's 100% row


def test_unguarded_ordered_test_accepts_every_valid_item(real_report: ev.AdmissionReport) -> None:
    result = real_report.method("ordered")
    assert result.overall.fn == 0


@pytest.mark.parametrize("method", ["bow@0.8", "bow@calibrated"])
def test_bag_of_words_is_scored_on_every_paper_negative(real_report: ev.AdmissionReport, method: str) -> None:
    # How many it admits is the suite's finding (the summary holds it to the paper's 49/179), not a test's.
    admitted, n = real_report.method(method).accepted(PAPER_NEGATIVE_FAMILIES)
    assert n == sum(sum(real_report.counts[Split.TEST].get(f, {}).values()) for f in PAPER_NEGATIVE_FAMILIES)
    assert 0 <= admitted <= n


def test_extended_claim_unguarded_test_admits_deletions(real_report: ev.AdmissionReport) -> None:
    result = real_report.method("ordered")
    for family in Family:
        if family.deletion:
            accepted, n = result.families[family]
            assert accepted == n, family


def test_extended_claim_guard_admits_no_extended_negative(real_report: ev.AdmissionReport) -> None:
    result = real_report.method("ordered+guard")
    admitted = [m for m in result.misses if m.family in EXTENDED_NEGATIVE_FAMILIES]
    assert not admitted, [(m.item_id, m.value) for m in admitted]


def test_extended_claim_guard_keeps_valid_recall(real_report: ev.AdmissionReport) -> None:
    result = real_report.method("ordered+guard")
    rejected = [(m.item_id, m.reason, m.value) for m in result.misses if m.label is Label.VALID]
    assert result.overall.recall >= 0.97, rejected


def test_guard_over_seeds_zero_to_four_with_both_splits_pooled() -> None:
    """The guard's claims hold beyond seed 0: over seeds 0–4, test and calibration splits pooled, it admits no
    negative of any family, accepts every valid item of the paper's shape, and keeps valid recall ≥ 0.97."""
    from memtx.core.admission import check_support  # noqa: PLC0415 - the real rule, as in the fixtures above

    decide = ev.ordered_method(check_support, guard=True)
    items = [item for seed in range(5) for item in generate(seed).items]
    assert {item.split for item in items} == set(Split)
    result = ev.evaluate(ev.GUARDED, items, decide)
    admitted = {
        family: accepted for family, (accepted, _n) in result.families.items() if family.label is Label.NEGATIVE
    }
    assert set(admitted) == set(PAPER_NEGATIVE_FAMILIES) | set(EXTENDED_NEGATIVE_FAMILIES)
    false_accepts = [(m.item_id, m.family.value, m.value) for m in result.misses if m.label is Label.NEGATIVE]
    assert not any(admitted.values()), false_accepts
    accepted, n = result.families[Family.VALID_VERBATIM]
    assert accepted == n > 0
    rejected = [(m.item_id, m.reason, m.value) for m in result.misses if m.label is Label.VALID]
    assert result.overall.recall >= 0.97, rejected


# --- the realistic extraction set (issue 12) -------------------------------------------------------------------


def test_realistic_set_is_structurally_sound() -> None:
    assert validate_realistic() == []
    languages = {r.language for r in RECORDS}
    assert languages == {"en", "es", "zh"}
    for lang in languages:  # every language has valid values and adversarial negatives
        assert sum(r.valid for r in RECORDS if r.language == lang) >= 20
        assert sum(not r.valid for r in RECORDS if r.language == lang) >= 10


@pytest.mark.parametrize(
    ("batch", "size"),
    [
        (BATCH_12, (38, 46)),
        (BATCH_13, (38, 46)),
        (BATCH_14, (28, 34)),
        (BATCH_15, (44, 48)),
        (BATCH_16, (44, 48)),
        (BATCH_17, (46, 50)),
        (BATCH_18, (32, 36)),
        (BATCH_19, (33, 36)),
        (BATCH_20, (35, 37)),
        (BATCH_21, (40, 42)),
        (BATCH_22, (20, 20)),
        (BATCH_23, (20, 20)),
        (BATCH_24, (30, 30)),
        (BATCH_25, (24, 24)),
        (BATCH_26, (24, 24)),
        (BATCH_27, (30, 30)),
        (BATCH_28, (33, 34)),
        (BATCH_29, (33, 34)),
        (BATCH_30, (33, 34)),
        (BATCH_31, (33, 34)),
        (BATCH_32, (33, 34)),
        (BATCH_33, (40, 40)),
        (BATCH_34, (40, 40)),
        (BATCH_35, (40, 40)),
        (BATCH_36, (40, 40)),
        (BATCH_37, (40, 40)),
        (BATCH_38, (40, 40)),
        (BATCH_39, (40, 40)),
        (BATCH_40, (40, 40)),
        (BATCH_41, (40, 40)),
        (BATCH_42, (40, 40)),
        (BATCH_43, (40, 40)),
        (BATCH_44, (40, 40)),
        (BATCH_45, (40, 40)),
        (BATCH_46, (40, 40)),
        (BATCH_47, (40, 40)),
        (BATCH_48, (40, 40)),
        (BATCH_49, (40, 40)),
        (BATCH_50, (40, 40)),
        (BATCH_51, (40, 40)),
        (BATCH_52, (40, 40)),
        (BATCH_53, (40, 40)),
        (BATCH_54, (40, 40)),
        (BATCH_55, (40, 40)),
        (BATCH_56, (40, 40)),
        (BATCH_57, (40, 40)),
        (BATCH_58, (40, 40)),
        (BATCH_59, (40, 40)),
        (BATCH_60, (40, 40)),
        (BATCH_61, (40, 40)),
        (BATCH_62, (40, 40)),
        (BATCH_63, (40, 40)),
        (BATCH_65, (40, 40)),
    ],
    ids=[
        "twelfth",
        "thirteenth",
        "fourteenth",
        "fifteenth",
        "sixteenth",
        "seventeenth",
        "eighteenth",
        "nineteenth",
        "twentieth",
        "twenty-first",
        "twenty-second",
        "twenty-third",
        "twenty-fourth",
        "twenty-fifth",
        "twenty-sixth",
        "twenty-seventh",
        "twenty-eighth",
        "twenty-ninth",
        "thirtieth",
        "thirty-first",
        "thirty-second",
        "thirty-third",
        "thirty-fourth",
        "thirty-fifth",
        "thirty-sixth",
        "thirty-seventh",
        "thirty-eighth",
        "thirty-ninth",
        "fortieth",
        "forty-first",
        "forty-second",
        "forty-third",
        "forty-fourth",
        "forty-fifth",
        "forty-sixth",
        "forty-seventh",
        "forty-eighth",
        "forty-ninth",
        "fiftieth",
        "fifty-first",
        "fifty-second",
        "fifty-third",
        "fifty-fourth",
        "fifty-fifth",
        "fifty-sixth",
        "fifty-seventh",
        "fifty-eighth",
        "fifty-ninth",
        "sixtieth",
        "sixty-first",
        "sixty-second",
        "sixty-third",
        "sixty-fifth",
    ],
)
def test_the_blind_batches_are_structurally_sound(batch: tuple[Realistic, ...], size: tuple[int, int]) -> None:
    """Batches 12 and 13 hold about 40 records a language, 50–60 % valid; batch 14 about 30, half of them hard
    negatives (brief W3); batches 15 and 16 about 45, half of them hard negatives (briefs w-batch15, w-batch16); batch
    17 about 48, half of them hard negatives (brief w-batch17); batch 18 34, half of them hard negatives, keyed atomic
    values only (brief k-keyed); batch 19 about 34, half of them hard negatives (brief a-asides: asides, list items,
    conjuncts); batch 20 about 36, half of them hard negatives, keyed atomic values only (brief k2-keyed); batch 21 41,
    half of them hard negatives, every faithful and negative kind of issue 31's held-out set (brief B21); batch 22
    20, 13 of them faithful (coordination and list items: brief C); batch 23 20, 13 of them faithful (asides, keyed
    subspans, fillers: brief P); batch 24 30, 19 of them faithful (every kind of issue 31's held-out set, new domains:
    brief M); batch 25 24, 18 of them faithful (keyed whole values, asides, speaker: brief S); batch 26 24, 18 of them
    faithful (contrastive and temporal 'while': brief W); batch 27 30, 19 of them faithful (every kind of issue 31's
    held-out set, new domains: brief M, fourth session); batch 28 33-34, 18-19 of them faithful (the same, brief M28,
    fifth session; its three `evidence` negatives quote a sentence their source does not hold, on purpose); batches 29
    and 30 the same (briefs B29, B30, sixth session), and batches 31 and 32 (briefs B31, B32, seventh session); batch
    33 40 a language, 22 of them faithful, 8 of those keyed typed values (brief B33, eighth session), and batch 34
    the same (brief B34, with English keys over Spanish and Chinese text), and batches 35 to 38 the same (briefs B35
    to B38, ninth session; B39 to B41, tenth session; B42 and B43, eleventh session), and batch 44 half and half
    (brief S44: speaker binding in multi-party text, 20 faithful and 20 negatives a language)."""
    assert validate_realistic(batch) == []
    # (verbatim, not only after normalization)
    assert all(r.evidence in r.source for r in batch if r.kind != "evidence" or r.valid)
    for lang in ("en", "es", "zh"):
        records = [r for r in batch if r.language == lang]
        assert size[0] <= len(records) <= size[1]
        share = (0.6, 0.7) if batch in (BATCH_22, BATCH_23, BATCH_24, BATCH_27) else (0.45, 0.6)  # (13 of 20; 19 of 30)
        share = (0.75, 0.75) if batch in (BATCH_25, BATCH_26) else share  # (18 of 24)
        thirds = (BATCH_28, BATCH_29, BATCH_30, BATCH_31, BATCH_32, BATCH_33, BATCH_34, BATCH_35, BATCH_36, BATCH_37)
        thirds += (BATCH_38, BATCH_39, BATCH_40, BATCH_41, BATCH_42, BATCH_43, BATCH_45, BATCH_47, BATCH_49, BATCH_52)
        share = (0.54, 0.56) if batch in thirds else share  # (19 of 34, 18 of 33)
        share = (
            (0.5, 0.5) if batch in (BATCH_44, BATCH_46) else share
        )  # (brief S44: 20 faithful, 20 negatives a language)
        assert share[0] <= sum(r.valid for r in records) / len(records) <= share[1]


def test_realistic_set_recall_and_false_accepts() -> None:
    """Acceptance (issue 12): recall ≥ 0.95 per language on the realistic records written beside the rules, and no
    adversarial item accepted."""
    result = ev.evaluate_realistic(check_support, WRITTEN_HERE)
    for lang, (accepted, n) in result.recall.items():
        assert accepted / n >= 0.95, (lang, accepted, n, result.misses)
    assert all(accepted == 0 for accepted, _ in result.false_accepts.values()), result.misses
    assert "restriction_drop" in result.false_accepts


def test_the_blind_batches_in_dev_keep_their_recall_and_admit_no_negative() -> None:
    """The twelfth to twenty-sixth batches, written blind and tuned on once scored (docs/eval-admission.md): every
    negative refused (batch 21's two blind false accepts were closed after it was scored:
    tests/unit/test_admission_blind21_holes.py; batch 23's one, a fax line, in tests/unit/test_admission_round23.py;
    batch 24's one, a dropped `while` clause, in tests/unit/test_admission_blind24_holes.py), and the recall they
    reached (518/620 with batch 21, measurement only; 559/659 with batch 23 after round 23; 611/698 with batch 22
    too, rounds 22-24 merged; 661/755 with batch 24, measurement only, 662 once chat laughter is a filler; 695/809
    with batch 25, 710 after round 25; 703/809 with batch 26, 714 after round 26; 762/863 with both, rounds 25-27
    merged; 808/920 with batch 27, scored on the final rules of the fourth session; 0.662, 0.571, 0.283, 0.638,
    0.667, 0.658, 0.706, 0.750, 0.643, 0.825, 0.846, 0.692, 0.877, 0.611 (batch 25), 0.759 (batch 26), 0.807
    (batch 27), 0.836 (batch 28: 46/55 on main and on the merged rules of rounds 28-30 alike) and 0.855 (batch 29:
    47/55 on main before round 31) and 0.727 (batch 30: 40/55 and 2 false accepts, on f9eb897 and on main alike)
    blind; 888/975 with batch 28, after round 30's name parts; 941/1030 with batch 29, after round 31; 986/1085 with
    batch 30, after round 32; 988 with the shared modal; 0.782 (batch 31: 43/55 and 1 false accept, on 9c802af and on
    round 33's rules alike), 1043/1140 with it, after its false accept was closed; 0.727 and 0.745 (batch 32: 40/55 on
    9c802af, 41/55 on dd9b76d, 0 false accepts), 1088/1195 with it, after four of its classes; 1085 after the fixes of
    red-team round 4, 1082 after those of round 5, 1079 after round 6's; 0.742 and 0.773 (batch 33: 49/66 and 1 false
    accept on 497b1bf, 51/66 and none on round 34's rules), 1130/1261 with it; 0.621 (batch 34: 41/66 and 2 false
    accepts on 497b1bf, 41/66 and none on the session's last rules), 1171/1327 with it; 0.803 (batch 35: 53/66 and no
    false accept on 7a5b8a8 and on round 35's list rule alike), 1225/1393 with it; 0.727, 0.742 and 0.742 (batch 36:
    48/66 on 7a5b8a8, 49/66 on 4cea74a and on dbb27a0, no false accept), 1280/1459 with it, after its Chinese
    first item; 0.742 (batch 37: 49/66 on 7a5b8a8 and on a6bc28d alike, no false accept), 1340/1525 with it, after
    round 35's last readings, 1335 after red-team round 12's fixes; 0.803 (batch 38: 53/66 on 7a5b8a8 and on the
    session's final rules alike, no false accept), 1388/1591 with it; 1392 after round 36 and red-team rounds 13-14,
    tenth session; 0.682 (batch 39: 45/66 and 2 false accepts on f71e5b7, 45/66 and none on the session's final
    rules) and 0.833 (batch 40: 55/66 on f71e5b7 and on the final rules alike, no false accept), 1492/1723 with both;
    1488 after two readings were withdrawn after red-team round 15, 1490 after a short Spanish verb's first person;
    0.727 (batch 41: 48/66 and 2 false accepts on f71e5b7 and on 2dbcbd0 alike, none after its two were closed),
    1538/1789 with it; 1543 after round 37, eleventh session; 0.773 (batch 42: 51/66 on 17a3c75, 52/66 on round 37's
    rules), 0.788 (batch 43: 52/66 on both) and 0.667 (batch 44, speaker binding in multi-party text: 40/60 and 5
    false accepts on 17a3c75, 45/60 and none on round 37's rules), 1692/1981 with the three; 0.803 (batch 45: 53/66
    and 3 false accepts on 17a3c75, 54/66 and 2 on 40dbc94, none after red-team round 16 and the fragments) and 0.633
    (batch 46, speaker binding: 38/60 and 14 false accepts on 17a3c75, 44/60 and 10 on 40dbc94, 44/60 and none
    after), 1790/2107 with both; 0.773 (batch 47: 51/66 and 2 false accepts on 17a3c75, 1 on 8f587c9, none after) and
    0.567 (batch 48, speaker binding: 34/60 and 11 false accepts on 17a3c75, 36/60 and 7 on 8f587c9, 38/60 and none
    after red-team round 17's fixes, a quoted message's author line withdrawn), 1878/2233 with both; 1872 after
    red-team round 18's (a quotation's reporting frame withdrawn); 0.773 (batch 49: 51/66 and no false accept on
    17a3c75, 8f587c9 and 3492ac8 alike) and 0.650 (batch 50, speaker binding: 39/60 and 9 false accepts on 17a3c75,
    40/60 and 7 on 3492ac8, 39/60 and none after), 1963/2359 with both; 0.683 (batch 51, speaker binding: 41/60 and 5
    false accepts on 17a3c75, 41/60 and 2 on e8ed789, none after) and 0.788 (batch 52: 52/66 and 1 false accept on
    17a3c75, 53/66 and none on e8ed789), 2057/2485 with both; 0.667 (batch 53, speaker binding: 40/60 and 9 false
    accepts on 17a3c75, 40/60 and 5 on fe6fc0c, none after red-team round 19's fixes), 2097/2545 with it; twelfth
    session, each scored on f1d693b first: 0.727 (batch 54: 48/66), 0.561 (batch 55, keyed values: 37/66), 0.485
    (batch 56, forms under English keys: 32/66 and 3 false accepts, none after round 38), 0.667 (batch 57: 44/66);
    2281/2809 with the four after round 38 and red-team rounds 20-22; 0.833 (batch 58: 55/66 on f1d693b and on the
    final rules) and 0.439 (batch 59, forms: 29/66 and 2 false accepts on f1d693b, 33/66 and 2 on the final rules,
    none after their fixes), 2369/2941 with both; thirteenth session, each scored on dfd42fe first: 0.803 (batch 60:
    53/66 and 3 false accepts, none after round 39) and 0.742 (batch 61, keyed values: 49/66 and 1 false accept, none
    after), 2504/3073 with both, 2501 after red-team round 23's fixes; 0.773 (batch 62: 51/66 on dfd42fe and on the
    final rules) and 0.712 (batch 63, keyed values: 47/66 and 2 false accepts on both, none after), 2599/3205 with
    both; fourteenth session: 0.803 (batch 65, keyed values: 53/66 and 4 false accepts on f988ce3, none after round
    40), 2653/3271 with it; fifteenth session, each scored on 7776c3a first: 0.864 (batch 66: 57/66) and 0.864 (batch
    67, speakers in conversations: 57/66), no false accept; 0.788 (batch 69, keyed values, on 33056f0: 52/66 and 3
    older false accepts, none after); 2844/3469 with the three after round 41 and red-team round 25, 2843 after red-team
    round 26's fixes; batches 64, 68, 70 and 71 are held out, tests/unit/test_admission_blind_held_out.py) does not
    fall. They stay below issue 12's bar — the gap is what the rules still miss on phrasing they were not written
    for."""
    blind = (BATCH_12, BATCH_13, BATCH_14, BATCH_15, BATCH_16, BATCH_17, BATCH_18, BATCH_19, BATCH_20, BATCH_21)
    blind += (BATCH_22, BATCH_23, BATCH_24, BATCH_25, BATCH_26, BATCH_27, BATCH_28, BATCH_29, BATCH_30, BATCH_31)
    blind += (BATCH_32, BATCH_33, BATCH_34, BATCH_35, BATCH_36, BATCH_37, BATCH_38, BATCH_39, BATCH_40, BATCH_41)
    blind += (BATCH_42, BATCH_43, BATCH_44, BATCH_45, BATCH_46, BATCH_47, BATCH_48, BATCH_49, BATCH_50, BATCH_51)
    blind += (BATCH_52, BATCH_53, BATCH_54, BATCH_55, BATCH_56, BATCH_57, BATCH_58, BATCH_59, BATCH_60, BATCH_61)
    blind += (BATCH_62, BATCH_63, BATCH_65, BATCH_66, BATCH_67, BATCH_69)
    batches = tuple(r for batch in blind for r in batch)
    result = ev.evaluate_realistic(check_support, batches)
    assert all(accepted == 0 for accepted, _ in result.false_accepts.values()), result.misses
    accepted = sum(a for a, _ in result.recall.values())
    total = sum(n for _, n in result.recall.values())
    assert total == 3469
    assert accepted >= 2843, result.misses


def test_the_dev_split_keeps_its_recall_and_admits_no_negative() -> None:
    """The dev split as it stands (docs/eval-admission.md: 970/1076 faithful with batch 21 in; 1011/1115 with batch
    23 after round 23; 1063/1154 with batch 22 too, rounds 22-24 merged; 1114/1211 with batch 24; 1147/1265 with
    batch 25, 1162 after round 25; 1155/1265 with batch 26, 1166 after round 26; 1214/1319 with both, rounds 25-27
    merged; 1260/1376 with batch 27 too, after red-team round 3; 1263 after round 27's label lists; 1293 after rounds
    28-30, fifth session; 1342/1431 with batch 28; 1395/1486 with batch 29, after round 31; 1440/1541 with batch 30,
    after round 32, 1442 with the shared modal; 1452 after round 33, seventh session; 1498/1596 with batch 31; 1543/1651
    with batch 32; 1540 after the fixes of red-team round 4, 1537 after round 5's, 1534 after
    round 6's; 1585/1717 with batch 33, after round 34, eighth session (1589 with readings red-team round 8 had
    withdrawn); 1626/1783 with batch 34; 1627 after round 35's list items, ninth session; 1680/1849 with batch 35, 1684
    after round 35's misread words and red-team round 9's fixes; 1735/1915 with batch 36, after its Chinese first
    item; 1744 after the cross-language key words; 1743 after red-team round 10's fixes; 1745 with a namespaced
    speaker; 1743 after red-team round 11's fixes (two readings withdrawn); 1795/1981 with batch 37; 1790 after
    red-team round 12's fixes (three readings withdrawn); 1842/2046 with batch 38 (but for one record the test split
    holds too); 1846 after round 36 and red-team rounds 13-14, tenth session; 1946/2178 with batches 39 and 40; 1942
    after two readings were withdrawn after red-team round 15; 1944 after a short Spanish verb's first person;
    1992/2244 with batch 41; 1997 after round 37, eleventh session; 2146/2436 with batches 42-44; 2243/2561 with
    batches 45 and 46, but for one record the test split holds too; 2331/2687 with batches 47 and 48, after red-team
    round 17's fixes; 2326 after red-team round 18's; 2416/2813 with batches 49 and 50; 2510/2939 with batches 51 and
    52; 2550/2999 with batch 53, after red-team round 19's fixes; 2734/3263 with batches 54-57, after round 38 and
    red-team rounds 20-22, twelfth session; 2822/3395 with batches 58 and 59; 2845 after round 39, thirteenth
    session, and 2957/3527 with batches 60 and 61, 2958 after a digit's `am`, 2954 after red-team round 23's fixes
    (words with other senses withdrawn); 3052/3659 with batches 62 and 63, 3053 after their vets and dates of birth;
    3106/3725 with batch 65, after round 40, fourteenth session; 3297/3923 with batches 66, 67 and 69, after round 41
    and red-team round 25, fifteenth session, 3296 after red-team round 26's fixes; 3362/3989 with batch 73, after
    round 42, sixteenth session, 3360 after red-team round 27's fixes; 3482/4121 with batches 74 and 75, after
    round 42's second part and red-team round 28;
    3609/4253 with batches 76 and 77; 3642/4319 with batch 81, seventeenth session, round 44's reading of a JSON
    utterance's part withdrawn after red-team round 31; 3689/4385 with batch 85, after round 45, eighteenth session;
    3704 with round 46's accept side, 3689 again after its withdrawal, nineteenth session; 0 false accepts): its
    recall does not fall and no negative is accepted."""
    result = ev.evaluate_realistic(check_support, RECORDS)
    assert all(accepted == 0 for accepted, _ in result.false_accepts.values()), result.misses
    assert sum(n for _, n in result.recall.values()) == 4385
    assert sum(a for a, _ in result.recall.values()) >= 3689, result.misses


def test_realistic_set_passes_the_speaker_only_when_there_is_one() -> None:
    seen: list[str | None] = []

    keys: list[str | None] = []

    def fake(
        value: str,
        evidence: str,
        source_text: str,
        *,
        guard: bool = True,
        speaker: str | None = "unset",
        key: str | None = "unset",
    ) -> _FakeSupport:
        seen.append(speaker)
        keys.append(key)
        return _fake_check(value, evidence, source_text, guard=guard)

    ev.evaluate_realistic(fake)
    assert "unset" in seen  # records without a speaker are checked without the argument
    assert "Maya" in seen
    assert "小王" in seen
    assert "unset" in keys  # and without a key likewise
    assert "order-17/tracking_number" in keys


# --- issue 31: the realistic test split and the LoCoMo observation track ---------------------------------------


def test_the_test_split_is_sound_and_apart_from_dev() -> None:
    assert validate_realistic(TEST_RECORDS) == []
    assert {r.language for r in TEST_RECORDS} == {"en", "es", "zh"}
    dev = {(r.evidence, r.value) for r in RECORDS}
    assert not any((r.evidence, r.value) in dev for r in TEST_RECORDS)  # no record in both splits
    faithful = {r.kind for r in TEST_RECORDS if r.valid}
    assert {"verbatim", "filler", "speaker", "coordination", "parenthetical", "subspan", "list_item"} <= faithful
    for lang in ("en", "es", "zh"):
        assert sum(not r.valid for r in TEST_RECORDS if r.language == lang) >= 10


def test_the_test_split_admits_no_negative() -> None:
    """Reported, not tuned on (docs/eval-admission.md): no false accept, and the recall it had when last
    looked at (262/302 after round 41, fifteenth session; 261/302 after rounds 25 to 27: unchanged by rounds 25 and
    26, one parenthetical lost to round 27's rule that closed a class of false accepts, a bare plural aside naming
    who a clause holds for; 262/302 after rounds 18 to 20 and the second red-team round: two subspan records of round
    18's, one list item of round 20's; 259 after round 14's rules and
    unchanged by rounds 15–17, one parenthetical lost to the keyed-aside rule that closed a class of false accepts;
    258 after round 13's, 255 after round 12's, 250 before) does not fall. A failure reports counts by family only,
    never a record: whoever tunes rules must not see the split (a red-team round saw one record through this
    assertion's message before it printed counts only)."""
    result = ev.evaluate_realistic(check_support, TEST_RECORDS)
    assert all(accepted == 0 for accepted, _ in result.false_accepts.values()), result.false_accepts
    accepted = sum(a for a, _ in result.recall.values())
    total = sum(n for _, n in result.recall.values())
    assert accepted / total >= 262 / 302, (accepted, total, result.families)


def test_locomo_labels_are_a_sound_sample() -> None:
    labels = admission_locomo.load_labels()
    assert len(labels) >= 150
    assert {label for label, _, _ in labels.values()} == {"faithful", "unfaithful"}
    assert all(reason.strip() for _, reason, _ in labels.values())
    assert {sample for _, _, sample in labels.values()} == {"A", "B", "C", "D"}


def test_locomo_track_scores_the_sample() -> None:
    data = admission_locomo.load()
    if data is None:
        pytest.skip("LoCoMo is not in ../shared/data/locomo (the track skips cleanly)")
    observations, _skipped = data
    ids = {o.obs_id for o in observations}
    assert set(admission_locomo.load_labels()) <= ids  # every label names an observation
    result = admission_locomo.evaluate(check_support, data)
    assert result is not None
    assert result.unfaithful[0] == 0, result.errors  # no false accept on the unfaithful sample
    assert result.faithful[0] / result.faithful[1] >= 0.9, result.errors
    assert sum(result.reasons.values()) == result.observations


def test_locomo_track_skips_when_the_data_is_absent(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert admission_locomo.load(tmp_path / "missing.json") is None
    monkeypatch.setattr(admission_locomo, "locomo_path", lambda: tmp_path / "missing.json")
    assert admission_locomo.evaluate(check_support) is None
    report = ev.run(0, check=_fake_check)
    assert report.locomo is None
    assert report.to_dict()["locomo"] is None
    assert "LoCoMo" not in report.format_table()
