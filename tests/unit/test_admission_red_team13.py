"""Red-team round 13 of issue 31 (DESIGN §4): hostile cases against admission round 36 (5cb04dd), in English, Spanish
and Chinese. Helper rt13. No source was changed.

The readings under test (`tests/unit/test_admission_round36.py`): (1) `_speaker.speaks_as_user` — mem0's `User` is no
speaker with a professional title; (2) `_addressees.addressed` / `addressed_cjk` / `_zh_addressed` — the addressee's
possessive (`your`, `tu`, `su`, `你的`, `您的`) before a word of the key's relation, for every keyed value; (3)
`_keyed._untitled` — a title beside a keyed name may be left out; (4) `_typed_phrases.event_time` + `_FUTURE` and
`_typed_cjk` `future=` — `will`/`shall`/`será`/`serán`/`将` before a date under a key whose relation is a date or time;
(5) `_typed_phrases.moved_from` — a date after `from`/`de`/`del` with a move verb earlier is refused. Each probe was run
as `check_support(value, evidence, evidence, guard=True, key=key, speaker=speaker)` on 5cb04dd and on its parent
f71e5b7 (one subprocess per tree over a JSON list). A strict xfail in `CAUSED` is a false accept 5cb04dd accepts and
f71e5b7 refuses; one in `OLDER` is accepted by both.

Counts: 1,037 distinct probes (value, evidence, key, speaker), written by hand and by small templates. 5cb04dd accepts
352, f71e5b7 187; 204 are accepted only by 5cb04dd, 39 only by f71e5b7. Of the 204, about 80 are false accepts by a
careful reading (the rest are the faithful values the readings were made for: titled names, `will be on`, `你的教练`);
of the 148 accepted by both, about 85 are false accepts. Pinned here (at most ~4 a kind): 49 in `CAUSED`, 37 in `OLDER`,
19 `TWINS` (faithful, accepted) and 7 `TWINS_REFUSED` (faithful, refused: false rejects, reported, not fixed).

Caused, by reading:
- (2) `su` is Spanish's third person too: with another person named just before (`Pedro está enfermo. Su médico es Luis
  Ruiz.` for `ana/medico`), `su` is his, not the addressee's, yet it is now skipped for names and noun phrases. About 6
  found. (The same for typed values, `Pedro está de viaje. Su correo es …` for `ana/correo`, is `OLDER`.)
- (2) The key's subject is the speaker but `KeyWords.first_person` misses it, so `Your instructor is …` said by the
  speaker is read as the speaker's: a speaker's name longer or shorter than the key's (`dana_smith/…` with `Dana`,
  `ana/…` with `Ana García`) and `yo`/`我` as the key's subject (`_SPEAKER_SUBJECTS` has `i`, `me`, `user`, not `yo`
  or `我`). About 6. The typed-value twins (`Your email is …`) are `OLDER`.
- (3) `Mrs.` before a man's full name is the English convention for his wife: `The instructor is Mrs. Tomás Reyes`
  gives `Tomás Reyes` (also `née Ana Gil`, `Your instructor is Mrs. …`). About 5. Titles as the restriction (`the
  assistant of Dr. X`, `Dr. X's nurse`, `主持人是刘洋老师的学生`, `la sustituta de la doctora …`) were all refused.
- (4) The future is exempted before the date whatever verb follows it, so the date of another act on the event is
  read as the event's date: `The exam will be scrapped on 12 June`, `… called off`, `… rescheduled on`, `… graded`,
  `El examen será corregido el …`, `体检将于12月18日重新安排`; an announcement of the date (`The exam date will be
  announced on 12 June`, `El funeral será anunciado el jueves 14`, `体检时间将于12月18日公布`, `You will be told by 12
  June`); another event or thing's time beside the key's (`The exam's results will be on …`, `La recuperación del
  examen será …`, `El velatorio será …`, `补检将于…进行`, `体检费将于…退还`); another time slot of the event (`The
  flight will arrive at 9:00` for `flight/departure_time`, `The office will close at 9:00` for `office/opening_time`);
  a date the event moves off without `from` (`shifted off 12 June`); and `将` letting a restriction through in
  Chinese (`体检将于12月18日前进行`: before the 18th; `原则上…将于…`: in principle). About 63. Most of these verbs and
  nouns are accepted by both trees in the present (`The exam is scrapped on 12 June`, `El velatorio es el jueves 14`,
  `体检于12月18日前进行`: `OLDER`): the older hole is that a date key's event noun and verb are not checked; the
  future widened it. Conditional futures (`If you register, …`, `Si pagas, …`, `provided you pay`), `will no longer
  be`, `will be cancelled`, `will be postponed from`, `will be announced` under a non-date key, and questions (`Will
  the exam be on 12 June?`) were refused.
- (1) and (5) only refuse, so they cannot cause a false accept; none was found.

Older (`OLDER`): the typed-value twins above; the present tense of the future's kinds; `你的寄件人是王芳` (the sender)
for `订单17/收件人` (`件人` read as the relation); `主治医生：王建国医生（已调走）` (transferred away); and
professionals (1) does not know: `Coach Ruiz`, `Okoro, MD`, `Dentist Kim`, `Doc Okoro`, `Maestra Soler`, `Psicóloga
Soler`, `Licenciada Soler`, `张医师`, `牙医小王`, `王警官`, `张院长` (about 27 such speaker spellings were accepted).

Faithful twins refused (`TWINS_REFUSED`, false rejects): `Prices change from 1 July` for `prices/effective_date` (a
move verb's `from` is the start, not the date left: (5), f71e5b7 accepted it); a speaker named `Ing` or `Ing Lee` (a
given name read as `Ing.`, the engineer's title: (1), f71e5b7 accepted it); `你们的教练是周海洋` (plural addressee)
and `Tu monitor, Andrés Peña, te espera` (2); `The exam is going to be on 12 June`, `El examen será el día 12 de
junio`, `会议将于周五下午三点召开` (4). Not pinned (judged faithful or ambiguous): `Your instructors are Tomás Reyes and
Ana Gil` (a list item), `Mr. and Mrs. Tomás Reyes`, `Your instructor is Tomás Reyes` for `user/instructor` with no
speaker, a speaker `芳芳` for `王芳/教练` (maybe a nickname), `The exam will be sat/written/released/open on 12 June`.

After the round (the lead): **all 49 caused are closed**, so `CAUSED` asserts refusal with no mark. (2) reads `your`,
`tu`, `你的`, `您的` only — not `su`/`sus` — before a name or noun phrase, and never for a key whose subject may be the
speaker (`KeyWords.speakerish`: it shares a word with the speaker's name, or is `yo`, `我`, `me`); (3) drops `Mrs.`;
(4) is **withdrawn** (its faithful twins are `TWINS_WITHDRAWN`, strict xfails); (5) no longer counts `change`,
`cambia`, `pasa` as moves (`Prices change from 1 July` is accepted again); (1) no longer reads `Ing`/`Lic` as titles
and knows the professionals listed under `OLDER` (closed). Of `OLDER`, 15 are closed (the speaker's own key spelled
otherwise for typed values too, the professionals), 4 more by a date that dates a telling (`_typed_phrases.told_on`:
`The exam date is announced on 12 June`, `You are told by 12 June`, `El funeral se anunciará …`, `体检时间于…公布`), 3
by another moment than the key's (`_typed_phrases.other_moment`: `The flight arrives at 9:00` for
`flight/departure_time`, `The office closes at 9:00` for `office/opening_time`, `体检于12月18日前进行`), 1 by a note
that the person left (`（已调走）`, after red-team round 14), 3 by another act on the event
(`TYPED_OTHER_ACT_VERBS`: `scrapped on`, `se corrige el`, `se cancelará el`), and 11 stay open (`OLDER_OPEN`: a date
key's clause about another event or thing, `rescheduled on`, `su` before a typed value, `寄件人`).
"""

from __future__ import annotations

import pytest

from _red_teams import Case, ok, params

_I = "padi_course/instructor"
_TR = "Tomás Reyes"
_EXAM = "exam/date"
_JUNE = "12 June"
_CHECKUP = "体检/日期"
_DEC = "12月18日"
_EXAMEN = "examen/fecha"
_JUNIO = "12 de junio"
_AWAY = ("User will be away until 3 June", "I'll be away until 3 June.")
_ZH_AWAY = ("用户下个月去外地进修", "我下个月去外地进修")
_SEVILLA = ("Usuario vive en Sevilla", "Vivo en Sevilla.")

CAUSED_ADDRESSEE: list[Case] = [
    # (2) `su`, the Spanish third person, with its owner named just before
    ("Luis Ruiz", "Pedro está enfermo. Su médico es Luis Ruiz.", "ana/medico", None),
    ("Luis Ruiz", "Los niños de Ana están malos. Su médico es Luis Ruiz.", "ana/medico", None),
    ("Luis Ruiz", "A Pedro le operan mañana. Su médico es Luis Ruiz.", "ana/medico", None),
    ("el Gran Hotel Sol", "Pedro ya reservó. Su hotel es el Gran Hotel Sol.", "viaje/hotel", None),
    # (2) the key's subject is the speaker, spelled otherwise: the addressee's thing read as the speaker's
    (_TR, "Your instructor is Tomás Reyes.", "dana_smith/instructor", "Dana"),
    ("Andrés Peña", "Tu monitor es Andrés Peña.", "ana/monitor", "Ana García"),
    ("Andrés Peña", "Tu monitor es Andrés Peña.", "yo/monitor", "Ana"),
    ("周海洋", "你的教练是周海洋", "我/教练", "小王"),
]

CAUSED_TITLE: list[Case] = [
    # (3) `Mrs.` before a man's full name: his wife
    (_TR, "The instructor is Mrs. Tomás Reyes.", "course/instructor", None),
    (_TR, "The instructor is Mrs. Tomás Reyes, née Ana Gil.", "course/instructor", None),
    (_TR, "The instructor is the Mrs. Tomás Reyes.", "course/instructor", None),
    (_TR, "Your instructor is Mrs. Tomás Reyes.", _I, None),
]

CAUSED_FUTURE: list[Case] = [
    # (4) the future before the date of another act on the event: cancelling, rescheduling, grading
    (_JUNE, "The exam will be scrapped on 12 June.", _EXAM, None),
    (_JUNE, "The exam will be called off on 12 June.", _EXAM, None),
    (_JUNE, "The exam will be rescheduled on 12 June.", _EXAM, None),
    (_JUNE, "The exam will be graded on 12 June.", _EXAM, None),
    (_JUNIO, "El examen será corregido el 12 de junio.", _EXAMEN, None),
    (_DEC, "体检将于12月18日重新安排", _CHECKUP, None),
    ("el jueves 14", "El funeral será trasladado el jueves 14.", "funeral/fecha", None),
    # (4) ... announcing or confirming the date, or telling it
    (_JUNE, "The exam date will be announced on 12 June.", _EXAM, None),
    (_JUNE, "The exam will be confirmed on 12 June.", _EXAM, None),
    (_JUNE, "You will be told by 12 June.", _EXAM, None),
    ("el jueves 14", "El funeral será anunciado el jueves 14.", "funeral/fecha", None),
    ("el jueves 14", "La fecha del funeral será anunciada el jueves 14.", "funeral/fecha", None),
    (_DEC, "体检时间将于12月18日公布", _CHECKUP, None),
    (_DEC, "体检将于12月18日通知你", _CHECKUP, None),
    # (4) ... another event's or thing's time beside the key's
    (_JUNE, "The exam's results will be on 12 June.", _EXAM, None),
    (_JUNE, "Registration for the exam will close on 12 June.", _EXAM, None),
    (_JUNIO, "La recuperación del examen será el 12 de junio.", _EXAMEN, None),
    (_JUNIO, "Los resultados del examen serán el 12 de junio.", _EXAMEN, None),
    ("el jueves 14", "El velatorio será el jueves 14.", "funeral/fecha", None),
    ("el jueves 14", "La misa será el jueves 14.", "funeral/fecha", None),
    (_DEC, "补检将于12月18日进行", _CHECKUP, None),
    (_DEC, "体检费将于12月18日退还", _CHECKUP, None),
    (_DEC, "体检报名将于12月18日开始", _CHECKUP, None),
    (_DEC, "体检结果将于12月18日公布", _CHECKUP, None),
    # (4) ... another time slot of the event
    ("9:00", "The flight will arrive at 9:00.", "flight/departure_time", None),
    ("9:00", "The flight will board at 9:00.", "flight/departure_time", None),
    ("9:00", "The office will close at 9:00.", "office/opening_time", None),
    ("9:00", "The office will be closed at 9:00.", "office/opening_time", None),
    # (4) ... a date the event moves off, without `from`
    (_JUNE, "The exam will be shifted off 12 June.", _EXAM, None),
    (_JUNE, "The exam will be moved on 12 June.", _EXAM, None),
    (_JUNE, "The exam will be deferred on 12 June.", _EXAM, None),
    # (4) `将` exempted, a restriction beside it gets through in Chinese
    (_DEC, "体检将于12月18日前进行", _CHECKUP, None),
    (_DEC, "原则上体检将于12月18日进行", _CHECKUP, None),
    (_DEC, "体检原则上将于12月18日进行", _CHECKUP, None),
    # (4) ... `will` with neither the key's event nor a verb of it
    (_JUNE, "You will get the exam date on 12 June.", _EXAM, None),
    (_JUNE, "The exam will be paid on 12 June.", _EXAM, None),
    (_JUNE, "The exam will be returned on 12 June.", _EXAM, None),
]

CAUSED: list[Case] = [*CAUSED_ADDRESSEE, *CAUSED_TITLE, *CAUSED_FUTURE]

OLDER: list[Case] = [
    # (2)'s typed twins: `su` the third person, the speaker's own key spelled otherwise
    ("x@y.com", "Pedro está de viaje. Su correo es x@y.com.", "ana/correo", None),
    ("x@y.com", "Your email is x@y.com.", "dana_smith/email", "Dana"),
    ("x@y.com", "Tu correo es x@y.com.", "yo/correo", "Ana"),
    ("x@y.com", "你的邮箱是x@y.com", "我/邮箱", "小王"),
    # (2) a Chinese relation word read inside another (`寄件人`, the sender, for `收件人`)
    ("王芳", "你的寄件人是王芳", "订单17/收件人", None),
    # (3) a note after a titled name that takes it back
    ("王建国", "主治医生：王建国医生（已调走）", "病人/主治医生", None),
    # (4)'s present-tense twins: a date key's event noun and verb are not read
    (_JUNE, "The exam is scrapped on 12 June.", _EXAM, None),
    (_JUNE, "The exam is rescheduled on 12 June.", _EXAM, None),
    (_JUNE, "The exam date is announced on 12 June.", _EXAM, None),
    (_JUNE, "You are told by 12 June.", _EXAM, None),
    (_JUNE, "Exam registration closes on 12 June.", _EXAM, None),
    (_JUNE, "The exam is shifted off 12 June.", _EXAM, None),
    (_JUNIO, "La recuperación del examen es el 12 de junio.", _EXAMEN, None),
    (_JUNIO, "Los resultados del examen son el 12 de junio.", _EXAMEN, None),
    (_JUNIO, "El examen se corrige el 12 de junio.", _EXAMEN, None),
    ("el jueves 14", "El velatorio es el jueves 14.", "funeral/fecha", None),
    ("el jueves 14", "El funeral se cancelará el jueves 14.", "funeral/fecha", None),
    ("el jueves 14", "El funeral se anunciará el jueves 14.", "funeral/fecha", None),
    ("el jueves 14", "La misa va a ser el jueves 14.", "funeral/fecha", None),
    ("9:00", "The flight arrives at 9:00.", "flight/departure_time", None),
    ("9:00", "The office closes at 9:00.", "office/opening_time", None),
    (_DEC, "体检于12月18日前进行", _CHECKUP, None),
    (_DEC, "原则上体检于12月18日进行", _CHECKUP, None),
    (_DEC, "补检于12月18日进行", _CHECKUP, None),
    (_DEC, "体检时间于12月18日公布", _CHECKUP, None),
    # (1) professionals spelled in ways `speaks_as_user` does not know
    (*_AWAY, None, "Coach Ruiz"),
    (*_AWAY, None, "Okoro, MD"),
    (*_AWAY, None, "Dentist Kim"),
    (*_AWAY, None, "Doc Okoro"),
    (*_SEVILLA, None, "Maestra Soler"),
    (*_SEVILLA, None, "Psicóloga Soler"),
    (*_SEVILLA, None, "Licenciada Soler"),
    (*_SEVILLA, None, "Mtra. Soler"),
    (*_ZH_AWAY, None, "张医师"),
    (*_ZH_AWAY, None, "牙医小王"),
    (*_ZH_AWAY, None, "王警官"),
    (*_ZH_AWAY, None, "张院长"),
]

# The older holes the lead's fixes after this round did not close (accepted by f71e5b7 and by the fixed tree alike):
# `su` before a typed value, a Chinese relation word inside another, a note taking a titled name back, and a date key
# whose clause's verb is another act on the event or another event's (`The exam is scrapped on 12 June`).
OLDER_OPEN: frozenset[Case] = frozenset(
    {
        ("x@y.com", "Pedro está de viaje. Su correo es x@y.com.", "ana/correo", None),
        ("王芳", "你的寄件人是王芳", "订单17/收件人", None),
        (_JUNE, "The exam is rescheduled on 12 June.", _EXAM, None),
        (_JUNE, "Exam registration closes on 12 June.", _EXAM, None),
        (_JUNE, "The exam is shifted off 12 June.", _EXAM, None),
        (_JUNIO, "La recuperación del examen es el 12 de junio.", _EXAMEN, None),
        (_JUNIO, "Los resultados del examen son el 12 de junio.", _EXAMEN, None),
        ("el jueves 14", "El velatorio es el jueves 14.", "funeral/fecha", None),
        ("el jueves 14", "La misa va a ser el jueves 14.", "funeral/fecha", None),
        (_DEC, "原则上体检于12月18日进行", _CHECKUP, None),
        (_DEC, "补检于12月18日进行", _CHECKUP, None),
    }
)

# Faithful cases the readings should and do accept.
TWINS: list[Case] = [
    # (1) the professional's own words bound to the professional; a courtesy title is no profession
    ("Nurse Kim will be away until 3 June", "I'll be away until 3 June.", None, "Nurse Kim"),
    ("Dra. Soler vive en Sevilla", "Vivo en Sevilla.", None, "Dra. Soler"),
    (*_AWAY, None, "Mrs. Okoro"),
    (*_SEVILLA, None, "Sra. Soler"),
    # (2) the addressee's possessive before a word of the relation, for a name or a noun phrase
    (_TR, "Your instructor's name is Tomás Reyes.", _I, None),
    ("the Grand Plaza", "Your hotel is the Grand Plaza.", "trip/hotel", None),
    ("el Gran Hotel Sol", "Tu hotel es el Gran Hotel Sol.", "viaje/hotel", None),
    ("希尔顿酒店", "你的酒店是希尔顿酒店", "旅行/酒店", None),
    # (3) a title beside a keyed name
    (_TR, "The instructor is Professor Tomás Reyes.", "course/instructor", None),
    ("Inés Castaño", "La responsable es doña Inés Castaño.", "lab/responsable", None),
    ("刘洋", "主持人是刘洋女士", "婚礼/主持人", None),
    ("王建国", "主治医生是王建国大夫", "病人/主治医生", None),
    # (5) `to`/`al` before the date: the new date
    (_JUNE, "The exam is moved to 12 June.", _EXAM, None),
    (_JUNIO, "El examen se traslada al 12 de junio.", _EXAMEN, None),
    # (refused on 5cb04dd, accepted again by the fixes: `change` is no move verb, `Ing` no title)
    ("1 July", "Prices change from 1 July.", "prices/effective_date", None),
    (*_AWAY, None, "Ing Lee"),
]

# The future's faithful twins: refused since the lead withdrew the reading (`event_time`) after this round.
TWINS_WITHDRAWN: list[Case] = [
    (_JUNE, "The exam will take place on 12 June.", _EXAM, None),
    ("Thursday 14 January", "The funeral will be on Thursday 14 January.", "funeral/date", None),
    ("el jueves 14 de enero", "Los funerales serán el jueves 14 de enero.", "funeral/fecha", None),
    ("5月20日", "婚礼将于5月20日举行", "婚礼/日期", None),
    (_JUNE, "The exam will be postponed to 12 June.", _EXAM, None),
]

# Faithful cases refused on 5cb04dd and still (false rejects, reported, not fixed).
TWINS_REFUSED: list[Case] = [
    ("周海洋", "你们的教练是周海洋", "开放水域课/教练", None),  # (2): the plural addressee
    ("Andrés Peña", "Tu monitor, Andrés Peña, te espera.", "club_alfil/monitor", None),  # (2)
    (_JUNE, "The exam is going to be on 12 June.", _EXAM, None),  # (4)
    (_JUNIO, "El examen será el día 12 de junio.", _EXAMEN, None),  # (4)
    ("周五下午三点", "会议将于周五下午三点召开", "会议/时间", None),  # (4)
]


# Faithful twins refused since the lead withdrew the addressee and title readings for names (red-team round 15).
_ADDRESSEE_REASON = "faithful; refused since the addressee and title readings were withdrawn after red-team round 15"
ADDRESSEE_WITHDRAWN: frozenset[Case] = frozenset(
    {
        ("Tomás Reyes", "Your instructor's name is Tomás Reyes.", "padi_course/instructor", None),
        ("the Grand Plaza", "Your hotel is the Grand Plaza.", "trip/hotel", None),
        ("el Gran Hotel Sol", "Tu hotel es el Gran Hotel Sol.", "viaje/hotel", None),
        ("希尔顿酒店", "你的酒店是希尔顿酒店", "旅行/酒店", None),
        ("Tomás Reyes", "The instructor is Professor Tomás Reyes.", "course/instructor", None),
        ("Inés Castaño", "La responsable es doña Inés Castaño.", "lab/responsable", None),
        ("刘洋", "主持人是刘洋女士", "婚礼/主持人", None),
        ("王建国", "主治医生是王建国大夫", "病人/主治医生", None),
    }
)


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker"),
    [
        *params(CAUSED_ADDRESSEE, "CAUSED-addressee", None),
        *params(CAUSED_TITLE, "CAUSED-title", None),
        *params(CAUSED_FUTURE, "CAUSED-future", None),
        *params([c for c in OLDER if c not in OLDER_OPEN], "OLDER-closed", None),
        *params([c for c in OLDER if c in OLDER_OPEN], "OLDER-open", "older than round 36, open"),
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
        *params(TWINS_REFUSED, "TWINS_REFUSED", "faithful, refused on 5cb04dd (a false reject)"),
        *params(TWINS_WITHDRAWN, "TWINS_WITHDRAWN", "faithful, refused since the future's reading was withdrawn"),
    ],
)
def test_faithful_twins_are_accepted(value: str, evidence: str, key: str | None, speaker: str | None) -> None:
    """A careful reader labels each of these faithful."""
    assert ok(value, evidence, key, speaker)


def test_pinned_cases_are_distinct() -> None:
    """No case is pinned twice."""
    cases = [*CAUSED, *OLDER, *TWINS, *TWINS_REFUSED, *TWINS_WITHDRAWN]
    assert len(set(cases)) == len(cases)
