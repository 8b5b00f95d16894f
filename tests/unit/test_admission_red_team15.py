"""Red-team round 15 of issue 31 (DESIGN §4): hostile cases against admission after round 36 and the fixes after
red-team rounds 13 and 14 (a0c14e7), in English, Spanish and Chinese. Helper rt15. No source was changed.

The readings under test (`tests/unit/test_admission_round36.py`, `…_red_team13.py`, `…_red_team14.py`): (1)
`_speaker.speaks_as_user` — mem0's `User` is no speaker with a professional's title; (2) `_keyed.addressed` /
`addressed_cjk` / `_zh_addressed` — the addressee's possessive (`your`, `tu`, `tus`, `你的`, `您的`) before a word of
the key's relation, for every keyed value, unless the key's subject may be the speaker (`KeyWords.speakerish`), only
in a one-sentence evidence, not inside another's phrase, not before an owning noun, not where the relation's word
comes again; (3) `_keyed._untitled` — a courtesy or professional title right before a keyed name (or a Chinese one
right after it) may be left out, with `_ended_after` / `_called_to` refusing a name whose sentence says the person
left the slot or whom someone calls (`llama a`); (4) `_typed_phrases.moved_from` (and `told_on`, `other_moment`).
Each probe was run as `check_support(value, evidence, evidence, guard=True, key=key, speaker=speaker)` on a0c14e7 and
on f71e5b7, the session's parent (one subprocess per tree over a JSON list). A strict xfail in `CAUSED` is a false
accept a0c14e7 accepts and f71e5b7 refuses; one in `OLDER` is accepted by both.

Counts: 1,292 distinct probes (value, evidence, key, speaker), by hand and by small templates. a0c14e7 accepts 334,
f71e5b7 154; 204 are accepted only by a0c14e7, 130 by both, 24 only by f71e5b7. By a careful reading, 137 of the 204
are false accepts (18 more are ambiguous, 49 faithful), and 115 of the 130 (most of them the `The …` twins of the
caused `Your …` cases). Pinned here (at most ~4 a kind): 28 in `CAUSED`, 12 in `OLDER`, 7 `TWINS` (faithful,
accepted), 8 `TWINS_REFUSED` (faithful, refused).

Round 14's kinds re-run with fresh sentences: the relation said twice (`Your coach's coach`, `La tutora de tu tutora`,
`你的老师的老师`, `The instructor of your instructor`) and the key's words in another order with an owner (`Your
manager's assistant`) are closed as classes, and so is `miss`; the other addressee is closed across sentences only
(below); `speakerish` still misses nicknames and handles (`danielle` for Dani, `jonasw` for Jonas Weber: round 14's
open kind, not pinned again); a title still lets through every note the untitled name let through unless its word is
in `_ENDED`/`_ZH_ENDED` (below).

Caused, by reading:
- (2) A key whose relation is narrower than the evidence's noun, by a modifier or an owner in the key the evidence
  lacks: `Your doctor is Luis Ruiz` for `jonas/doctor_assistant`, `Your wife is Ana Gil` for `jonas/ex_wife`,
  `former_boss`, `step_father`, `vice_principal`, `assistant_coach`, `mother_in_law`, `Tu jefe es …` for
  `pedro/antiguo_jefe`, `你的经理是王芳` for `小李/副经理`, `前老板`, `代课老师`. About 59. The older hole under it: the
  `The …` form (`The doctor is Luis Ruiz` for `jonas/doctor_assistant`) is accepted by both trees (round 14 pinned
  one, `hiring_manager`); `your` was all that refused the addressee's form.
- (2) The addressee is not the key's subject, inside one sentence: a vocative after the value (`Your instructor is
  Tomás Reyes, Ana.` for `pedro/instructor`, `Tu monitor es Andrés Peña, Ana.`, `你的教练是周海洋，安娜`), a second
  clause that gives the key's subject its own value (`Your instructor is Tomás Reyes and Ana's is Luis Ruiz.` for
  `ana/instructor`, `Tu monitor es Andrés Peña y el de Ana es Luis.`, `你的教练是周海洋，安娜的教练是李明`), or the
  key's subject as the one who tells the addressee (`Ana dice que tu monitor es Andrés Peña.` for `ana/monitor`).
  About 10.
- (2) The value is the subject of a calling verb whose object is `your X`: `Tomás Reyes called your instructor.`,
  `… named your instructor.`, `Andrés Peña llamó a tu monitor.`, `周海洋叫了你的教练`. 6. (Older: `Tomás Reyes called
  the instructor.`; `_called_to` reads `llama a` only before the name.)
- (2) A note or a hedge after or before the addressee's value that the `The …` form let through already: `(substitute)`,
  `(interim)`, `(backup)`, `(suplente)`, `（代课）`; `, hypothetically`, `, lol no`, `, for example`, `Dicen que …`,
  `…，对吧`, `…吧`, `…，不过已经换了` (he has been changed already). About 25.
- (2) `speakerish` misses the speaker's name spelled in another script or with its punctuation dropped: `王芳/…` said
  by `Wang Fang` or `Fang`, `小王/…` by `Xiao Wang` or `xiaowang`, `obrien/…` by `O'Brien`, `maryann/…` by `Mary-Ann`,
  `mary_ann/…` by `MaryAnn`. About 8. The typed twin (`你的邮箱是x@y.com` for `王芳/邮箱` by `Wang Fang`) is `OLDER`.
- (3) A title lets through an older note that `_ENDED`/`_ZH_ENDED` does not list: `passed away`, `stepped down`, `is on
  leave`, `(RIP)`, `(ret.)`, `, emeritus`, `murió`, `se retiró`, `está de baja`, `ya no trabaja aquí`, `que en paz
  descanse`, `（已故）`; and other words the untitled name let through: `Jr.` (the son: `Dr. Tomás Reyes, Jr.`),
  `standing in`, `filling in`, `(acting)`, `with Dr. Tomás Reyes`, `王建国老师的` (Wang's). About 25.
- (1) and (4) only refuse; no false accept from them was found. (A titled speaker about herself: mem0's `User` is no
  longer bound to `Dr. Okoro`'s own words; round 14 pinned that false reject, judged the price of the reading's safety;
  not pinned again.)

Older (`OLDER`): the `The …` twins of the narrower key and of the notes and hedges; a caller read as the relation; the
typed twin of the romanized speaker; `主治医生是王建国的` (Wang's); notes after an untitled Chinese name (`（已故）`,
`，在休产假`).

Faithful twins refused (`TWINS_REFUSED`): the addressee inside the `of` phrase of a name (`The name of your
instructor is …`, `El nombre de tu monitor es …`), a part of the name (`Your instructor's first name is Tomás`), a
label colon (`Your instructor: Tomás Reyes.`), a Chinese role title after the name (`王建国主任`), a key with the
evidence's compound spelled apart (`Your stepfather is …` for `jonas/step_father`, `你的前妻是王芳` for `小李/前妻`);
and two the session caused (f71e5b7 accepted them): `_ENDED` read in a sentence that says nothing of the slot (`The
instructor, Tomás Reyes, leaves at 5 pm.`, `quit smoking`, `…，他离开办公室了`) or that it ends later (`…，明年退休`,
`retiring soon`). Not pinned (judged faithful or ambiguous): `Your instructors are Tomás Reyes and Ana Gil` (a list
item), `Your instructor will be / is set to be …`, `Ms. Tomás Reyes`, `user/…`, `author/…`, `owner/…` with no telling
speaker, `Everyone, your instructor is …`, `王建国大夫人`.

After the round (the lead): the two readings that caused these — the addressee's possessive before a word of the key's
relation for names and noun phrases, and a title beside a keyed name — are **withdrawn**, so **every caused case here
is refused** and the faithful twins they admitted are strict xfails (`WITHDRAWN_TWINS`). `ended_after` reads past
forms only (`leaves at 5 pm`, `明年退休` are accepted again) and a `Jr.`-like suffix after a name is refused
(`suffixed`). Older holes left open: 10 of 12 (`OPEN`: a key narrower than the evidence's noun, the caller of `the
instructor`, a note after a bare name, `主治医生是王建国的`, the romanized speaker for typed values).
"""

from __future__ import annotations

import pytest

from _red_teams import Case, ok, params

_I = "padi_course/instructor"
_C = "course/instructor"
_M = "club_alfil/monitor"
_Z = "开放水域课/教练"
_TR = "Tomás Reyes"
_AP = "Andrés Peña"
_ZH = "周海洋"
_WJG = "王建国"
_DOC = "病人/主治医生"
_ICA = "Inés Castaño"
_YOUR_I = "Your instructor is Tomás Reyes."

_ADDRESSEE = "caused by the tenth session's readings: the addressee's possessive before the key's relation"
_SPEAKERISH = "caused by the tenth session's readings: the addressee's possessive (speakerish misses the speaker)"
_TITLE = "caused by the tenth session's readings: a title beside a keyed name"
_WITHDRAWN_REASON = "faithful; refused since the addressee and title readings were withdrawn after this round"

CAUSED_NARROWER_KEY: list[Case] = [
    # (2) the key's relation names a modifier or an owner the evidence's noun lacks
    ("Luis Ruiz", "Your doctor is Luis Ruiz.", "jonas/doctor_assistant", None),
    ("Ana Gil", "Your wife is Ana Gil.", "jonas/ex_wife", None),
    ("Luis Ruiz", "Tu jefe es Luis Ruiz.", "pedro/antiguo_jefe", None),
    ("王芳", "你的经理是王芳", "小李/副经理", None),
]

CAUSED_OTHER_ADDRESSEE: list[Case] = [
    # (2) one sentence says the addressee is someone other than the key's subject
    (_TR, "Your instructor is Tomás Reyes, Ana.", "pedro/instructor", None),
    (_TR, "Your instructor is Tomás Reyes and Ana's is Luis Ruiz.", "ana/instructor", None),
    (_AP, "Ana dice que tu monitor es Andrés Peña.", "ana/monitor", None),
    (_ZH, "你的教练是周海洋，安娜的教练是李明", "安娜/教练", None),
]

CAUSED_CALLER: list[Case] = [
    # (2) the value calls the addressee's X
    (_TR, "Tomás Reyes called your instructor.", _I, None),
    (_TR, "Tomás Reyes named your instructor.", _I, None),
    (_AP, "Andrés Peña llamó a tu monitor.", _M, None),
    (_ZH, "周海洋叫了你的教练", _Z, None),
]

CAUSED_NOTE: list[Case] = [
    # (2) a note after the addressee's value: another role than the slot's holder
    (_TR, "Your instructor is Tomás Reyes (substitute).", _I, None),
    (_TR, "Your instructor is Tomás Reyes (interim).", _I, None),
    (_AP, "Tu monitor es Andrés Peña (suplente).", _M, None),
    (_ZH, "你的教练是周海洋（代课）", _Z, None),
]

CAUSED_HEDGE: list[Case] = [
    # (2) a hedge, an example, a tag question or a retraction around the addressee's value
    (_TR, "Your instructor is Tomás Reyes, hypothetically.", _I, None),
    (_AP, "Dicen que tu monitor es Andrés Peña.", _M, None),
    (_ZH, "你的教练是周海洋，不过已经换了", _Z, None),
    (_ZH, "你的教练是周海洋，对吧", _Z, None),
]

CAUSED_SPEAKERISH: list[Case] = [
    # (2) the speaker's name in another script or with its punctuation dropped
    (_ZH, "你的教练是周海洋", "王芳/教练", "Wang Fang"),
    (_ZH, "你的教练是周海洋", "小王/教练", "Xiao Wang"),
    (_TR, _YOUR_I, "obrien/instructor", "O'Brien"),
    (_TR, _YOUR_I, "maryann/instructor", "Mary-Ann"),
]

CAUSED_TITLE_ENDED: list[Case] = [
    # (3) a title lets through a note that the person left, in words `_ENDED`/`_ZH_ENDED` do not list
    (_TR, "The instructor, Dr. Tomás Reyes, passed away.", _C, None),
    (_TR, "The instructor is Dr. Tomás Reyes (ret.).", _C, None),
    (_ICA, "La responsable, la doctora Inés Castaño, murió.", "lab/responsable", None),
    (_WJG, "主治医生是王建国大夫（已故）", _DOC, None),
]

CAUSED_TITLE_OTHER: list[Case] = [
    # (3) a title lets through what else the untitled name let through: the son, a stand-in, a companion, an owner
    (_TR, "The instructor is Dr. Tomás Reyes, Jr.", _C, None),
    (_TR, "The instructor is Dr. Tomás Reyes, standing in.", _C, None),
    (_TR, "The instructor is with Dr. Tomás Reyes.", _C, None),
    (_WJG, "主治医生是王建国老师的", _DOC, None),
]

CAUSED: list[Case] = [
    *CAUSED_NARROWER_KEY,
    *CAUSED_OTHER_ADDRESSEE,
    *CAUSED_CALLER,
    *CAUSED_NOTE,
    *CAUSED_HEDGE,
    *CAUSED_SPEAKERISH,
    *CAUSED_TITLE_ENDED,
    *CAUSED_TITLE_OTHER,
]

OLDER: list[Case] = [
    # a key narrower than the evidence's noun
    ("Luis Ruiz", "The doctor is Luis Ruiz.", "jonas/doctor_assistant", None),
    ("王芳", "经理是王芳", "小李/副经理", None),
    # the caller read as the relation
    (_TR, "Tomás Reyes called the instructor.", _C, None),
    # notes and hedges after an untitled name
    (_TR, "The instructor is Tomás Reyes (substitute).", _C, None),
    (_TR, "The instructor is Tomás Reyes, Jr.", _C, None),
    (_AP, "Dicen que el monitor es Andrés Peña.", _M, None),
    (_ICA, "La responsable es Inés Castaño, que en paz descanse.", "lab/responsable", None),
    (_ZH, "教练是周海洋（代课）", _Z, None),
    (_WJG, "主治医生是王建国（已故）", _DOC, None),
    (_WJG, "主治医生是王建国医生，在休产假", _DOC, None),
    # an owner after the name (Wang's)
    (_WJG, "主治医生是王建国的", _DOC, None),
    # the typed twin of the romanized speaker
    ("x@y.com", "你的邮箱是x@y.com", "王芳/邮箱", "Wang Fang"),
]

# Faithful cases the readings should and do accept.
TWINS: list[Case] = [
    ("Ana Gil", "Your emergency contact is Ana Gil.", "jonas/emergency_contact", None),
    ("Ana Gil", "Tu ex esposa es Ana Gil.", "pedro/ex_esposa", None),
    (_TR, "Your instructor is Tomás Reyes, Ana.", "ana/instructor", None),
    (_TR, "Your instructor is Tomás Reyes, who will meet you at the dock.", _I, None),
    (_TR, "Instructor: Dr. Tomás Reyes", _I, None),
    (_ICA, "Tu monitora es la doctora Inés Castaño.", "club_alfil/monitora", None),
    (_ZH, "您的教练是周海洋老师", _Z, None),
    (
        "Tomás Reyes",
        "The instructor, Tomás Reyes, leaves at 5 pm.",
        "course/instructor",
        None,
    ),  # (refused on a0c14e7)
    (
        "王建国",
        "主治医生是王建国医生，明年退休",
        "病人/主治医生",
        None,
    ),  # (refused on a0c14e7)
]

# Faithful cases refused on a0c14e7 (false rejects, reported, not fixed).
TWINS_REFUSED: list[Case] = [
    (_TR, "The name of your instructor is Tomás Reyes.", _I, None),  # (2) `of your`
    (_AP, "El nombre de tu monitor es Andrés Peña.", _M, None),  # (2) `de tu`
    ("Tomás", "Your instructor's first name is Tomás.", _I, None),  # (2) a part of the name
    (_TR, "Your instructor: Tomás Reyes.", _I, None),  # (2) a label colon
    (_WJG, "主治医生是王建国主任", _DOC, None),  # (3) a Chinese role title
    ("Luis Ruiz", "Your stepfather is Luis Ruiz.", "jonas/step_father", None),  # (2) the key's compound spelled apart
    # (3) `_ended_after` in a sentence that says nothing of the slot, or that it ends later (f71e5b7 accepted them)
]


# The lead's fixes after this round (two readings withdrawn, the refusals narrowed) left these accepted (`OPEN`), and
# these faithful twins refused (`WITHDRAWN_TWINS`: they needed the withdrawn readings).
OPEN: frozenset[Case] = frozenset(
    {
        ("Luis Ruiz", "The doctor is Luis Ruiz.", "jonas/doctor_assistant", None),
        ("王芳", "经理是王芳", "小李/副经理", None),
        ("Tomás Reyes", "Tomás Reyes called the instructor.", "course/instructor", None),
        ("Andrés Peña", "Dicen que el monitor es Andrés Peña.", "club_alfil/monitor", None),
        ("Inés Castaño", "La responsable es Inés Castaño, que en paz descanse.", "lab/responsable", None),
        ("王建国", "主治医生是王建国医生，在休产假", "病人/主治医生", None),
        ("王建国", "主治医生是王建国的", "病人/主治医生", None),
        ("x@y.com", "你的邮箱是x@y.com", "王芳/邮箱", "Wang Fang"),
    }
)
WITHDRAWN_TWINS: frozenset[Case] = frozenset(
    {
        ("Ana Gil", "Your emergency contact is Ana Gil.", "jonas/emergency_contact", None),
        ("Ana Gil", "Tu ex esposa es Ana Gil.", "pedro/ex_esposa", None),
        ("Tomás Reyes", "Your instructor is Tomás Reyes, Ana.", "ana/instructor", None),
        (
            "Tomás Reyes",
            "Your instructor is Tomás Reyes, who will meet you at the dock.",
            "padi_course/instructor",
            None,
        ),
        ("Tomás Reyes", "Instructor: Dr. Tomás Reyes", "padi_course/instructor", None),
        ("Inés Castaño", "Tu monitora es la doctora Inés Castaño.", "club_alfil/monitora", None),
        ("周海洋", "您的教练是周海洋老师", "开放水域课/教练", None),
    }
)


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker"),
    [
        *params(CAUSED_NARROWER_KEY, "CAUSED-narrower-key", _ADDRESSEE, OPEN),
        *params(CAUSED_OTHER_ADDRESSEE, "CAUSED-other-addressee", _ADDRESSEE, OPEN),
        *params(CAUSED_CALLER, "CAUSED-caller", _ADDRESSEE, OPEN),
        *params(CAUSED_NOTE, "CAUSED-note", _ADDRESSEE, OPEN),
        *params(CAUSED_HEDGE, "CAUSED-hedge", _ADDRESSEE, OPEN),
        *params(CAUSED_SPEAKERISH, "CAUSED-speakerish", _SPEAKERISH, OPEN),
        *params(CAUSED_TITLE_ENDED, "CAUSED-title-ended", _TITLE, OPEN),
        *params(CAUSED_TITLE_OTHER, "CAUSED-title-other", _TITLE, OPEN),
        *params(OLDER, "OLDER", "older than the tenth session", OPEN),
    ],
)
def test_false_accepts_are_refused(value: str, evidence: str, key: str | None, speaker: str | None) -> None:
    """A careful reader labels each of these unfaithful (DESIGN §4)."""
    assert not ok(value, evidence, key, speaker)


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker"),
    [
        *params([c for c in TWINS if c not in WITHDRAWN_TWINS], "TWINS", None),
        *params([c for c in TWINS if c in WITHDRAWN_TWINS], "TWINS-withdrawn", _WITHDRAWN_REASON),
        *params(TWINS_REFUSED, "TWINS_REFUSED", "faithful, refused on a0c14e7 (a false reject)"),
    ],
)
def test_faithful_twins_are_accepted(value: str, evidence: str, key: str | None, speaker: str | None) -> None:
    """A careful reader labels each of these faithful."""
    assert ok(value, evidence, key, speaker)


def test_pinned_cases_are_distinct() -> None:
    """No case is pinned twice."""
    cases = [*CAUSED, *OLDER, *TWINS, *TWINS_REFUSED]
    assert len(set(cases)) == len(cases)
