"""FactConsolidation relation templates (memtx.tooling.eval.factconsolidation): literal sentences, then the real data
when it is present (skipped with a reason otherwise)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from memtx.tooling.eval import factconsolidation as fc

CASES = [
    ("Thomas Kyd was born in the city of London.", "Thomas Kyd", "born in city", "London"),
    ("The chairperson of Fatah is Mahmoud Abbas.", "Fatah", "chairperson", "Mahmoud Abbas"),
    (
        "Slovakia national football team is associated with the sport of association football.",
        "Slovakia national football team",
        "sport",
        "association football",
    ),
    (
        "Robert A. Heinlein is a citizen of United States of America.",
        "Robert A. Heinlein",
        "citizenship",
        "United States of America",
    ),
    (
        "The univeristy where Galileo Galilei was educated is University of Pisa.",
        "Galileo Galilei",
        "educated at",
        "University of Pisa",
    ),
    ("Amy Winehouse died in the city of Camden Town.", "Amy Winehouse", "died in city", "Camden Town"),
    ("Hines Ward plays the position of wide receiver.", "Hines Ward", "position", "wide receiver"),
    ("Bengaluru is located in the continent of Asia.", "Bengaluru", "continent", "Asia"),
    (
        "Pedro Pierluisi worked in the city of Washington, D.C..",
        "Pedro Pierluisi",
        "worked in city",
        "Washington, D.C.",
    ),
    (
        "The director of British Broadcasting Corporation is Tony Hall, Baron Hall of Birkenhead.",
        "British Broadcasting Corporation",
        "director",
        "Tony Hall, Baron Hall of Birkenhead",
    ),
    ("Victoria Beckham is married to David Beckham.", "Victoria Beckham", "spouse", "David Beckham"),
    (
        "The headquarters of University of Minnesota is located in the city of Minneapolis.",
        "University of Minnesota",
        "headquarters city",
        "Minneapolis",
    ),
    ("The author of A Wizard of Earthsea is Ursula K. Le Guin.", "A Wizard of Earthsea", "author", "Ursula K. Le Guin"),
    ("The chief executive officer of Apple Inc. is Tim Cook.", "Apple Inc.", "chief executive officer", "Tim Cook"),
    ("Chanel was founded by Coco Chanel.", "Chanel", "founder", "Coco Chanel"),
    ("The capital of Tang Empire is Chang'an.", "Tang Empire", "capital", "Chang'an"),
    (
        "Dick Advocaat is a citizen of Kingdom of the Netherlands.",
        "Dick Advocaat",
        "citizenship",
        "Kingdom of the Netherlands",
    ),
    ("The 40-Year-Old Virgin was created by Stephen King.", "The 40-Year-Old Virgin", "creator", "Stephen King"),
    ("Satyajit Ray's child is Sandip Ray.", "Satyajit Ray", "child", "Sandip Ray"),
    ("Carlos Sainz's child is Carlos Sainz Jr..", "Carlos Sainz", "child", "Carlos Sainz Jr."),
    ("The Governor of Wisconsin is Scott Walker.", "Governor of Wisconsin", "office holder", "Scott Walker"),
    ("The Tánaiste is Simon Coveney.", "Tánaiste", "office holder", "Simon Coveney"),
    # Entities starting with "The" keep their article, and a specific frame beats the generic office-holder one.
    ("The Undertaker is a citizen of United Kingdom.", "The Undertaker", "citizenship", "United Kingdom"),
    ("The Hague is located in the continent of Europe.", "The Hague", "continent", "Europe"),
    (
        "The name of the current head of the Pittsburgh government is Bill Peduto.",
        "Pittsburgh",
        "head of government",
        "Bill Peduto",
    ),
    ("The name of the current head of state in Cameroon is Paul Biya.", "Cameroon", "head of state", "Paul Biya"),
    ("The type of music that Greg Osby plays is jazz.", "Greg Osby", "genre", "jazz"),
    ("The company that produced Windows 7 is Microsoft.", "Windows 7", "producer", "Microsoft"),
    (
        "The origianl broadcaster of Roseanne is American Broadcasting Company.",
        "Roseanne",
        "original broadcaster",
        "American Broadcasting Company",
    ),
    ("The official language of Lieksa is Finnish.", "Lieksa", "official language", "Finnish"),
    ("The original language of Futurama is English.", "Futurama", "original language", "English"),
    ("The head coach of Real Madrid CF is Zinedine Zidane.", "Real Madrid CF", "head coach", "Zinedine Zidane"),
    ("Kūkai speaks the language of Japanese.", "Kūkai", "language spoken", "Japanese"),
    ("Le Petit Prince was written in the language of French.", "Le Petit Prince", "language of work", "French"),
    ("Barack Obama works in the field of politician.", "Barack Obama", "field of work", "politician"),
    ("Alan Turing is employed by University of Manchester.", "Alan Turing", "employer", "University of Manchester"),
    ("Nikola Tesla is famous for alternating current.", "Nikola Tesla", "famous for", "alternating current"),
    ("Windows 95 was developed by Microsoft.", "Windows 95", "developer", "Microsoft"),
    ("Thriller was performed by Michael Jackson.", "Thriller", "performer", "Michael Jackson"),
    ("Doctor Who was created in the country of United Kingdom.", "Doctor Who", "country of origin", "United Kingdom"),
    ("Apple Inc. was founded in the city of Cupertino.", "Apple Inc.", "founded in city", "Cupertino"),
    ("Dalai Lama is affiliated with the religion of Tibetan Buddhism.", "Dalai Lama", "religion", "Tibetan Buddhism"),
]


@pytest.mark.parametrize(("sentence", "subject", "relation", "obj"), CASES)
def test_template_extracts_subject_relation_object(sentence, subject, relation, obj):
    fact = fc.parse_fact(f"7. {sentence}")
    assert fact == fc.Fact(serial=7, sentence=sentence, subject=subject, relation=relation, obj=obj)
    assert fact.slot == (subject, relation)
    assert fc.parse_sentence(sentence) == (subject, relation, obj)


def test_every_relation_has_a_literal_case():
    assert {c[2] for c in CASES} == set(fc.RELATIONS)


@pytest.mark.parametrize(
    "line",
    [
        "",
        "Here is a list of facts:",
        "Thomas Kyd was born in the city of London.",  # no serial
        "12. Thomas Kyd likes London.",  # no template
        "3. .",
        "x. The capital of France is Paris.",
    ],
)
def test_unparsable_lines_give_none(line):
    assert fc.parse_fact(line) is None


def test_serial_and_whitespace():
    fact = fc.parse_fact("  18330.  Dick Advocaat is a citizen of Kingdom of the Netherlands.  ")
    assert fact is not None
    assert (fact.serial, fact.sentence) == (18330, "Dick Advocaat is a citizen of Kingdom of the Netherlands.")


def test_fact_is_frozen_with_slots():
    fact = fc.parse_fact("0. Chanel was founded by Coco Chanel.")
    assert fact is not None
    assert not hasattr(fact, "__dict__")
    with pytest.raises(dataclasses.FrozenInstanceError):
        fact.subject = "x"  # type: ignore[misc]


def test_two_versions_share_a_slot():
    a = fc.parse_fact("5. The Mayor of London is Sadiq Khan.")
    b = fc.parse_fact("3052. The Mayor of London is Bill Haslam.")
    assert a is not None
    assert b is not None
    assert a.slot == b.slot == ("Mayor of London", "office holder")
    versions = fc.slot_versions([b, a])
    assert [f.obj for f in versions[a.slot]] == ["Sadiq Khan", "Bill Haslam"]


def test_load_rows_and_coverage_on_a_small_file(tmp_path):
    context = (
        "Here is a list of facts:\n0. Thomas Kyd was born in the city of London.\n"
        "1. Thomas Kyd likes tea.\n2. Thomas Kyd was born in the city of Paris.\n"
    )
    row = {"context": context, "questions": ["q"], "answers": [["Paris"]], "metadata": {"source": "fc_sh_6k"}}
    path = tmp_path / "rows.json"
    path.write_text(json.dumps([row]), encoding="utf-8")
    [loaded] = fc.load_rows(path)
    assert (loaded.source, loaded.size, loaded.hops) == ("fc_sh_6k", "6k", "sh")
    assert len(loaded.facts) == 3
    assert loaded.answers == (("Paris",),)
    [cov] = fc.coverage([loaded])
    assert (cov.facts, cov.covered, cov.slots, cov.two_version_slots) == (3, 2, 1, 1)
    assert cov.uncovered == ("1. Thomas Kyd likes tea.",)
    assert cov.ratio == pytest.approx(2 / 3)
    assert "fc_sh_6k" in fc.coverage_table([cov])


def test_load_rows_absent_file_raises_a_clear_error(tmp_path):
    missing = tmp_path / "nope.json"
    with pytest.raises(fc.DataFileMissing, match="not found"):
        fc.load_rows(missing)
    with pytest.raises(FileNotFoundError):
        fc.load_rows(missing)


def test_real_data_coverage():
    path = fc.default_data_path()
    if not path.is_file():
        pytest.skip(f"FactConsolidation data file absent ({path}); set ${fc.DATA_ENV} to run this test")
    rows = fc.load_rows(path)
    report = fc.coverage(rows)
    assert len(report) == 8
    for cov in report:
        assert cov.ratio >= 0.95, (cov.source, cov.ratio, cov.uncovered[:5])
    assert fc.total_ratio(report) >= 0.95
    # The published slot statistics are a check on the templates: a too-coarse template merges slots (more
    # than two versions), a too-fine one splits them (fewer two-version slots).
    for cov in report:
        expected_two, expected_slots = fc.EXPECTED_SLOTS[cov.source.rsplit("_", 1)[-1]]
        if cov.covered == cov.facts:
            assert (cov.two_version_slots, cov.slots) == (expected_two, expected_slots), cov.source
        assert cov.over_two_slots == 0, cov.source
