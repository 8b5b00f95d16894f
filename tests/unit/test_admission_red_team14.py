"""Red-team round 14 of issue 31 (DESIGN §4): hostile cases against admission after round 36 and the fixes after
red-team round 13 (1a054e0), in English, Spanish and Chinese. Helper rt14. No source was changed.

The readings under test (`tests/unit/test_admission_round36.py`, `tests/unit/test_admission_red_team13.py`): (1)
`_speaker.speaks_as_user` — mem0's `User` is no speaker with a professional's title; (2) `_addressees.addressed` /
`addressed_cjk` / `_zh_addressed` — the addressee's possessive (`your`, `tu`, `tus`, `你的`, `您的`) before a word of
the key's relation, for every keyed value, unless the key's subject may be the speaker (`KeyWords.speakerish`); (3)
`_keyed._untitled` — a courtesy or professional title right before a keyed name (or a Chinese one right after it) may
be left out; (4) `_typed_phrases.moved_from` — a date after `from`/`de`/`del` with a move verb earlier is refused. Each
probe was run as `check_support(value, evidence, evidence, guard=True, key=key, speaker=speaker)` on 1a054e0 and on
f71e5b7, the session's parent (one subprocess per tree over a JSON list). A strict xfail in `CAUSED` is a false accept
1a054e0 accepts and f71e5b7 refuses; one in `OLDER` is accepted by both.

Counts: 908 distinct probes (value, evidence, key, speaker), by hand and by small templates, aimed away from round
13's (no `su`, no `Mrs.`, no future). 1a054e0 accepts 249, f71e5b7 68; 193 are accepted only by 1a054e0, 56 by both,
12 only by f71e5b7. Of the 193, about 110 are false accepts by a careful reading (the rest are the faithful values the
readings were made for: `Your instructor is …`, `Dr. …`, `…老师`); of the 56, about 40. Pinned here (at most ~4 a
kind): 24 in `CAUSED`, 14 in `OLDER`, 8 `TWINS` (faithful, accepted), 5 `TWINS_REFUSED` (faithful, refused).

Caused, by reading:
- (2) The key's relation word said twice: `your` before the first one is skipped, and the second is a word of the key
  too, so the relation of the relation is read as the relation: `Your instructor's instructor is …`, `Your father's
  father is …` (the grandfather), `El padre de tu padre es …`, `你的教练的教练是…`, `Your manager's manager`, `Your
  lawyer's lawyer`, `El médico de tu médico`. About 25. An older hole underlies it: without `your` (`The instructor's
  instructor is …`, `La madre de la madre es …`, `教练是王芳的教练`) both trees accept (`OLDER`); `your` was all that
  refused the addressee's form.
- (2) A relation built of the key's words in another order or with another of them: `Your assistant's manager is …`
  for `…/assistant_manager`, `Your contact's emergency contact is …` for `…/emergency_contact`, `Tu jefa es la jefa
  de Ana Gil` (the value is the one whose boss it is), `你的教练是王芳的教练`. About 10.
- (2) The addressee is not the key's subject, and the evidence says so: a greeting names someone else (`Hi Ana! Your
  instructor is …` for `pedro/instructor`, `你好安娜！你的教练是…` for `小王/教练`),
  or the key's subject is named in the
  third person beside it (`Ana's instructor is Luis Ruiz. Your instructor is …` for `ana/instructor`, `El monitor de
  Ana es Luis. Tu monitor es …`, `安娜的教练是李明。你的教练是…`). About 12. (`Ana, your instructor is …` for
  `pedro/instructor` and `安娜，你的教练是…` for `小王/教练` are refused; with the comma, a sentence break is not.)
- (2) The key's subject is the speaker, but `speakerish` misses it: first persons not in `_FIRST_PERSON_SUBJECTS`
  (`my`, `mine`, `we`, `us`, `our_family`, `nosotros`, `mío`, `mía`, `本人`, `咱`, `俺`), a generic name of the speaker
  (`speaker`, `user_profile`), a speaker's handle sharing no whole word with the key (`dsmith` for `dana_smith`,
  `jsmith` for `john_smith`), a nickname (`Bob` for `robert`), a possessive spelled into the key (`danas`). About 18.
  Their typed twins (`Your email is …`) are `OLDER`.
- (3) A title word that is also a verb: `miss` before a name is read as `Miss` (`The instructors miss Tomás Reyes`,
  `… still miss …`, `The instructors miss Tomás`): they miss him, he is gone. About 6.
- (3) A title lets through an older hole that the untitled name had already: a note after the name that takes it back
  (`Dr. Tomás Reyes (deceased)`, `…, has retired`, `(interim)`, `王建国大夫（已退休）`) and a calling verb read as the
  relation (`La responsable llama a la doctora Inés Castaño`, `The instructor calls Dr. Tomás Reyes`). About 30; the
  untitled twins are `OLDER`.
- (1) and (4) only refuse; no false accept from them was found.

Older (`OLDER`): the typed twins of `speakerish`'s misses; notes after an untitled name (`(deceased)`, `（已退休）`);
a relation's relation without `your`; a verb of the relation read as it (`calls`, `llama a`, `teaches` for
`…/teacher`); a key narrower than the evidence (`The manager is …` for `jonas/hiring_manager`); `吧` (a hedge) and
`团队` (the doctor's team) after a titled Chinese name.

Faithful twins refused (`TWINS_REFUSED`): the name in apposition after `your X` (`Your instructor, Tomás Reyes, will
meet you at the dock`, `您的教练周海洋会在码头等您`), a modifier the key's subject implies (`Your dive instructor` for
`padi_course/…`, `Your new instructor`), and (1) a titled speaker describing herself (`I'm a cardiologist at St
Mary's` from `Dr. Okoro`, f71e5b7 accepted it): judged honestly, the record cannot show whether Dr. Okoro is the user
(a physician using the app) or writes to the user (blind batch 39's voicemail); when she is the user, `User is a
cardiologist` is faithful, so this is a false reject the reading accepts as the price of its safety, not a defect to
fix blindly. Not pinned (judged faithful or ambiguous): `Your instructors are Tomás Reyes and Ana Gil` (a list item),
`Ana is new. Your instructor is …` for `ana/instructor` (probably, not surely, someone else addressed), `Your manager is
Luis Ruiz` for `jonas/project_manager`, `主治医生叫王建国大夫` (`叫` is both "is called" and "calls"), keys whose
subject may or may not be the speaker (`student/…`, `owner/…`, `author/…`).

After the round (the lead): **23 of the 24 caused are closed**. The addressee's possessive is read before a name or
noun phrase only in a one-sentence evidence (another sentence may say who is addressed), never inside another's phrase
(`de tu padre`) or before a noun that owns the keyed one (`your instructor's instructor`; `your instructor's name`
stays), never where the relation's word comes again outside the value (`Tu jefa es la jefa de Ana Gil`, `你的教练是王芳
的教练`, `你的教练的教练`); `KeyWords.speakerish` knows `my`, `we`, `nosotros`, `本人`, `咱`, `俺` and a subject among
the speaker words (`user_profile/…`); `miss` is no title. Of the older holes the titles exposed, a name whose sentence
then says the person left the slot (`has retired`, `se jubiló`, `，已退休`, `（已调走）`:
`_addressees.ended_after`), and a Spanish `llama a` before a name (`_addressees.called_to`: whom one calls) are
refused. Open (`OPEN`): a handle for the speaker's name (`dsmith` for `dana_smith`), and 8 older holes (`The
instructor's instructor is …`, `calls`, `teaches`, a key narrower than the evidence, `吧`, `团队`).
"""

from __future__ import annotations

import pytest

from _red_teams import Case, ok, params

_I = "padi_course/instructor"
_C = "course/instructor"
_TR = "Tomás Reyes"
_YOUR_I = "Your instructor is Tomás Reyes."

_ADDRESSEE = "caused by the tenth session's readings: the addressee's possessive before the key's relation"
_SPEAKERISH = "caused by the tenth session's readings: the addressee's possessive (speakerish misses the speaker)"
_TITLE = "caused by the tenth session's readings: a title beside a keyed name"

CAUSED_REPEATED: list[Case] = [
    # (2) the key's relation word twice: the relation of the relation
    (_TR, "Your instructor's instructor is Tomás Reyes.", _I, None),
    ("Luis Ruiz", "Your father's father is Luis Ruiz.", "jonas/father", None),
    ("Luis Ruiz", "El padre de tu padre es Luis Ruiz.", "ana/padre", None),
    ("周海洋", "你的教练的教练是周海洋", "开放水域课/教练", None),
]

CAUSED_COMPOUND: list[Case] = [
    # (2) the key's words in another relation
    ("Luis Ruiz", "Your assistant's manager is Luis Ruiz.", "jonas/assistant_manager", None),
    ("Ana Gil", "Your contact's emergency contact is Ana Gil.", "jonas/emergency_contact", None),
    ("Ana Gil", "Tu jefa es la jefa de Ana Gil.", "pedro/jefa", None),
    ("王芳", "你的教练是王芳的教练", "小李/教练", None),
]

CAUSED_OTHER_ADDRESSEE: list[Case] = [
    # (2) the evidence addresses someone other than the key's subject, or sets the key's subject apart
    (_TR, "Hi Ana! Your instructor is Tomás Reyes.", "pedro/instructor", None),
    (_TR, "Ana's instructor is Luis Ruiz. Your instructor is Tomás Reyes.", "ana/instructor", None),
    ("Andrés Peña", "El monitor de Ana es Luis. Tu monitor es Andrés Peña.", "ana/monitor", None),
    ("周海洋", "安娜的教练是李明。你的教练是周海洋", "安娜/教练", None),
]

CAUSED_SPEAKERISH: list[Case] = [
    # (2) the key's subject is the speaker, spelled in a way `KeyWords.speakerish` does not read
    (_TR, _YOUR_I, "my/instructor", "Dana"),
    (_TR, _YOUR_I, "dana_smith/instructor", "dsmith"),
    ("Andrés Peña", "Tu monitor es Andrés Peña.", "nosotros/monitor", "Ana"),
    ("周海洋", "你的教练是周海洋", "本人/教练", "王芳"),
]

CAUSED_MISS: list[Case] = [
    # (3) `miss` the verb read as the title `Miss`
    (_TR, "The instructors miss Tomás Reyes.", _C, None),
    (_TR, "The instructors still miss Tomás Reyes.", _C, None),
    (_TR, "Instructors miss Tomás Reyes.", _C, None),
    ("Tomás", "The instructors miss Tomás.", _C, None),
]

CAUSED_TITLE_OLDER_HOLE: list[Case] = [
    # (3) a title lets through what the untitled name already let through (`OLDER`)
    (_TR, "The instructor is Dr. Tomás Reyes (deceased).", _C, None),
    (_TR, "The instructor, Dr. Tomás Reyes, has retired.", _C, None),
    ("Inés Castaño", "La responsable llama a la doctora Inés Castaño.", "lab/responsable", None),
    ("王建国", "主治医生是王建国大夫（已退休）", "病人/主治医生", None),
]

CAUSED: list[Case] = [
    *CAUSED_REPEATED,
    *CAUSED_COMPOUND,
    *CAUSED_OTHER_ADDRESSEE,
    *CAUSED_SPEAKERISH,
    *CAUSED_MISS,
    *CAUSED_TITLE_OLDER_HOLE,
]

OLDER: list[Case] = [
    # the typed twins of `speakerish`'s misses
    ("x@y.com", "Your email is x@y.com.", "my/email", "Dana"),
    ("x@y.com", "Your email is x@y.com.", "speaker/email", "Dana"),
    # a note after an untitled name that takes it back
    (_TR, "The instructor is Tomás Reyes (deceased).", _C, None),
    ("王建国", "主治医生是王建国（已退休）", "病人/主治医生", None),
    # a relation's relation, no `your`
    (_TR, "The instructor's instructor is Tomás Reyes.", _I, None),
    ("Ana Gil", "La madre de la madre es Ana Gil.", "pedro/madre", None),
    ("王芳", "教练是王芳的教练", "小李/教练", None),
    # a verb of the relation read as the relation
    (_TR, "The instructor calls Tomás Reyes.", _C, None),
    ("Inés Castaño", "La responsable llama a Inés Castaño.", "lab/responsable", None),
    ("Ana Gil", "The teacher teaches Ana Gil.", "jonas/teacher", None),
    # a key narrower than the evidence
    ("Luis Ruiz", "The manager is Luis Ruiz.", "jonas/hiring_manager", None),
    # a hedge, the doctor's team, after a titled Chinese name
    ("王建国", "主治医生是王建国医生吧", "病人/主治医生", None),
    ("王建国", "主治医生是王建国医生团队", "病人/主治医生", None),
    ("王建国", "主治医生是王建国医生，已退休", "病人/主治医生", None),
]

# Faithful cases the readings should and do accept.
TWINS: list[Case] = [
    ("Luis Ruiz", "Your doctor is Dr. Luis Ruiz.", "jonas/doctor", None),
    ("Inés Castaño", "Tu médica es la doctora Inés Castaño.", "ana/medica", None),
    ("王建国", "您的主治医生是王建国大夫", "病人/主治医生", None),
    (_TR, "Ana, your instructor is Tomás Reyes.", "ana/instructor", None),
    ("周海洋", "安娜，你的教练是周海洋", "安娜/教练", None),
    ("Luis Ruiz", "Your manager's name is Luis Ruiz.", "jonas/manager", None),
    (_TR, "The instructor is Dr. Tomás Reyes, not Ana Gil.", _C, None),
    (_TR, "Your instructor for the course is Tomás Reyes.", _I, None),
]

# Faithful cases refused on 1a054e0 (false rejects, reported, not fixed).
TWINS_REFUSED: list[Case] = [
    (_TR, "Your instructor, Tomás Reyes, will meet you at the dock.", _I, None),  # (2) apposition
    ("周海洋", "您的教练周海洋会在码头等您", "开放水域课/教练", None),  # (2) apposition
    (_TR, "Your dive instructor is Tomás Reyes.", _I, None),  # (2) a modifier the key's subject implies
    (_TR, "Your new instructor is Tomás Reyes.", _I, None),  # (2) `new`: the one now
    # (1) a titled speaker who may be the user (f71e5b7 accepted it; a judgment call, see the docstring)
    ("User is a cardiologist at St Mary's", "I'm a cardiologist at St Mary's.", None, "Dr. Okoro"),
]


# The cases the lead's fixes after this round left open (accepted still): a key's subject that is the speaker under a
# handle (`dsmith` for `dana_smith`), and the older holes listed.
OPEN: frozenset[Case] = frozenset(
    {
        ("Tomás Reyes", "The instructor's instructor is Tomás Reyes.", "padi_course/instructor", None),
        ("Ana Gil", "La madre de la madre es Ana Gil.", "pedro/madre", None),
        ("王芳", "教练是王芳的教练", "小李/教练", None),
        ("Tomás Reyes", "The instructor calls Tomás Reyes.", "course/instructor", None),
        ("Ana Gil", "The teacher teaches Ana Gil.", "jonas/teacher", None),
        ("Luis Ruiz", "The manager is Luis Ruiz.", "jonas/hiring_manager", None),
        ("王建国", "主治医生是王建国医生吧", "病人/主治医生", None),
        ("王建国", "主治医生是王建国医生团队", "病人/主治医生", None),
    }
)


# Faithful twins refused since the lead withdrew the addressee and title readings for names (red-team round 15).
_ADDRESSEE_REASON = "faithful; refused since the addressee and title readings were withdrawn after red-team round 15"
ADDRESSEE_WITHDRAWN: frozenset[Case] = frozenset(
    {
        ("Luis Ruiz", "Your doctor is Dr. Luis Ruiz.", "jonas/doctor", None),
        ("Inés Castaño", "Tu médica es la doctora Inés Castaño.", "ana/medica", None),
        ("王建国", "您的主治医生是王建国大夫", "病人/主治医生", None),
        ("Tomás Reyes", "Ana, your instructor is Tomás Reyes.", "ana/instructor", None),
        ("周海洋", "安娜，你的教练是周海洋", "安娜/教练", None),
        ("Luis Ruiz", "Your manager's name is Luis Ruiz.", "jonas/manager", None),
        ("Tomás Reyes", "The instructor is Dr. Tomás Reyes, not Ana Gil.", "course/instructor", None),
        ("Tomás Reyes", "Your instructor for the course is Tomás Reyes.", "padi_course/instructor", None),
    }
)


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker"),
    [
        *params(CAUSED_REPEATED, "CAUSED-repeated", _ADDRESSEE, OPEN),
        *params(CAUSED_COMPOUND, "CAUSED-compound", _ADDRESSEE, OPEN),
        *params(CAUSED_OTHER_ADDRESSEE, "CAUSED-other-addressee", _ADDRESSEE, OPEN),
        *params(CAUSED_SPEAKERISH, "CAUSED-speakerish", _SPEAKERISH, OPEN),
        *params(CAUSED_MISS, "CAUSED-miss", _TITLE, OPEN),
        *params(CAUSED_TITLE_OLDER_HOLE, "CAUSED-title-older-hole", _TITLE, OPEN),
        *params(OLDER, "OLDER", "older than the tenth session", OPEN),
    ],
)
def test_false_accepts_are_refused(value: str, evidence: str, key: str | None, speaker: str | None) -> None:
    """A careful reader labels each of these unfaithful (DESIGN §4)."""
    assert not ok(value, evidence, key, speaker)


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker"),
    [
        *params([c for c in TWINS if c not in ADDRESSEE_WITHDRAWN], "TWINS", None),
        *params(
            [c for c in TWINS if c in ADDRESSEE_WITHDRAWN],
            "TWINS-withdrawn",
            "faithful; refused since the addressee reading for names was withdrawn after red-team round 15",
        ),
        *params(TWINS_REFUSED, "TWINS_REFUSED", "faithful, refused on 1a054e0 (a false reject)"),
    ],
)
def test_faithful_twins_are_accepted(value: str, evidence: str, key: str | None, speaker: str | None) -> None:
    """A careful reader labels each of these faithful."""
    assert ok(value, evidence, key, speaker)


def test_pinned_cases_are_distinct() -> None:
    """No case is pinned twice."""
    cases = [*CAUSED, *OLDER, *TWINS, *TWINS_REFUSED]
    assert len(set(cases)) == len(cases)
