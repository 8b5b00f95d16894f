"""Red-team round 18 of issue 31 (DESIGN §4): hostile cases against admission round 37 as finished after red-team round
17 (30e141b), in English, Spanish and Chinese. Helper rt18. No source was changed.

The readings under test (new since red-team round 17, `tests/unit/test_admission_round37.py`): (1) `_quoted.said_by` —
a quotation right after a reporting frame that ends with the speaker's name and a speech verb binds the quoted first
person to the speaker; (2) `_turns` — `_user_sides`, a label after a line ending in a colon, `_near`/`_exactly`,
`_NAME_LINE`, WhatsApp Android stamps, `_RESPONSE` replies, more staff words; (3) `KEY_PERSONS`/`KEY_NARROWING`
additions and an identifier's own words holding a desk slot; (4) `_support._numero`. Each probe was run as
`check_support(value, evidence, source, guard=True, key=key, speaker=speaker)` on 30e141b and on 17a3c75, the
session's parent (one subprocess per tree over a JSON list). A strict xfail in `CAUSED` is a false accept 30e141b
accepts and 17a3c75 refuses; one in `OLDER` is accepted by both; one in `REGRESSIONS` is a faithful case 17a3c75
accepts and 30e141b refuses.

Counts: 1,504 distinct probes, by hand and by small templates (980 reporting frames, 259 labels beside one word of
the speaker's name, 147 faithful single-speaker chats and transcripts, 53 turn-format attacks, 51 keys, 14
`No.`/`nº`). 30e141b accepts 1,373, 17a3c75 473; 948 are accepted only by 30e141b, 425 by both, 48 only by
17a3c75. By a careful reading, 727 of the 948 are false accepts (149 faithful: the twins below, `Invoice No. 4471`,
`Tú:` alone; 72 ambiguous: `Ana thinks Luis said`, `on behalf of`, `en nombre de`, `王芳代刘建国说`); of the 425, 274
are false accepts (older: mostly labels naming the speaker's first name beside a role), 149 faithful; of the 48, 34
are faithful (regressions) and 14 false accepts the round closed. Pinned here (a few a kind): 44 in `CAUSED`, 12 in
`OLDER`, 16 `REGRESSIONS`, 14 `TWINS` (faithful, accepted on 30e141b; 13 of them refused on 17a3c75).

Caused, by reading (all `_quoted.said_by`: its patterns only ask that the frame END with the name and a verb, so any
phrase ending in the name is read as the verb's subject; 727 of 808 hostile frames accepted):
- **The name is an object or a complement, not the subject** — `Ana called Luis, said '…'`, `Ana, standing next to
  Luis, said '…'`, `Ana, who works with Luis, said '…'`, `The lawyer for Luis said: '…'`, `Ivan Petrov's daughter
  called for Ivan Petrov, says '…'`, `the carer who visits Ivan Petrov called, says '…'`; Spanish `de NAME` (the
  English possessive is blocked, the Spanish one is not): `La mujer de Iker dijo: '…'`, `llamó la hija de Ernesto
  Salas, dice: '…'`, `Ana, que trabaja con Iker, nos contó: '…'`; Chinese verbs with an object before 说 (only
  跟对给和向叫问找 are excluded): `王芳告诉刘建国说：“…”`, `王芳提醒…`, `王芳指着…`, `王芳看着…`, `店长拍着小吴说`,
  `王芳模仿刘建国说`.
- **A frame that denies, supposes, or shares the saying** — `It's a lie that Luis said '…'`, `Ana denies that Luis
  said '…'`, `Ana, not Luis, said '…'`, `If Luis says '…'`, `Ana and Luis said: '…'`; `Es mentira que Iker dijo:`,
  `Si Iker dice`, `Ana, no Iker, dijo:`; `如果刘建国说：`, `是王芳而不是刘建国说：`.
- **The quote is someone else's words, said after it** (`said_by` reads only what precedes): `Luis said 'I'm
  pregnant', quoting his sister.`, `Luis says '…' - he isn't, it was a joke.`, `… in his Ana impression.`; `Iker dijo:
  '…', citando a su hermana.`; `刘建国说：“我怀孕了”，这是他转述他姐姐的话。`.
- **Another person's name ends with the speaker's, or the name is a word** (the match is case-blind and wants no
  word before it): `Mary Ann said` (Ann), `José Luis said` (Luis), `Ana María dijo` (María), `Ana, in June, said`
  (June), `Ana paid the bill, said` (Bill), `El conductor del Mercedes dijo` (Mercedes), `Ana, con dolores, dijo`
  (Dolores).
- **mem0's `user`**: the speaker's name `user` makes `Another user said: '…'`, `One user wrote: '…'` the user's.

Older (`OLDER`): a label that writes one word of the speaker's name beside a role, staff, customer or title word
(`_BESIDE_A_NAME`): `Parent of Marta:`, `Marta's patient:`, `Mr Ruiz:`, `Madre de Marta:`, `王丽家长：`,
`王丽的客户：` (236 of 240 accepted on both); `User`-word labels that are not mem0's user (`Other user:`, `User's
mum:`, `Username:`, `User:` in a sister's pasted bot chat); a Spanish frame whose verb `said_by` reads but the
quotation finder does not (`El hermano de Iker nos explicó: '…'`); a time line read as a turn (`Meeting with Priya
Nair 9:30`).

Regressions (`REGRESSIONS`): (a) `_near`/`_exactly` — a transcript that writes the speaker's full name once and then
a shorter or longer form (`Marta Ruiz:` … `Marta:`, `MARTA RUIZ:` … `MARTA:`, `Ms Ruiz:` beside `Marta Ruiz:`, `Marta
Ruiz (Greenlight):`, Slack `Marta  9:16 AM`, `王丽（本人）：`, `王丽女士：`) reads the speaker's own turn as another
person's (18 probes); (b) the colon rule — mem0's user pasting their own chat after a line ending in a colon (`Here's
my chat with Tom:\nMe: …`, `Bot: Please describe your situation:\nMe: …`, `Mi chat con Tomás:\nYo: …`,
`我和小李的聊天：\n我：…`) is refused (12); (c) a key with `info` (`user/contact_info`) refuses the user's own address;
(d) a capitalized `No.` after a word before a count (`Sadly No. 3 bills …`, `She said No. 5 people …`) reads `number`.

No false accept was found caused by the keys (3) or `_numero` (4); the support-slot holes (`billing`, `dudas` about
jobs, `投资问题`) are round 17's older class, not pinned again.

Closed (the lead, the same session): `_quoted.said_by` is **withdrawn** — every `CAUSED` case came from it, and 727 of
808 hostile frames passed it — so a quotation is read with no speaker again, as round 17 (issue 31's) read it; its
faithful twins are strict xfails (the owner's reply under a review stays accepted). The regressions: a Latin name
written short in one transcript (`Marta Ruiz:` … `Marta:`) is the same person again (`_near` reads only Chinese names
with a glued character or a bracket that is no role; `（本人）` is a role), a name line's time no longer leaves its hour
in the label (`Marta  9:16 AM`), `Me:`/`Yo:`/`我：` stay the user's in a chat pasted after a colon, `info` narrows no
key, and `No.` is a number only after a noun a number names (`Invoice No.`, not `Sadly No.`). The speaker's first name
alone past a namespace (`…/marta/email`) is withdrawn too. Open: the 10 older cases (labels naming the speaker beside
a role, `Parent of Marta:`; labels holding `user` that are not mem0's user; a note's time line) and one regression
(the user's own chat pasted after a colon, whose `You:` a friend's pasted chat shares).
"""

from __future__ import annotations

import pytest

from _red_teams import SourcedCase as Case
from _red_teams import ok_sourced as _ok
from _red_teams import params as _params

_PEN = "I'm allergic to penicillin"
_PEN_V = "Luis is allergic to penicillin"
_YRS = "I've worked here eleven years"
_YRS_V = "Luis has worked here eleven years"
_PREG = "I'm pregnant"
_PREG_V = "Luis is pregnant"
_LO = "Luis Ortega"
_ES = "Ernesto Salas"
_ES_PEN = "soy alérgico a la penicilina"
_ES_PEN_V = "Ernesto Salas es alérgico a la penicilina"
_IK = "llevo nueve años en esta casa"
_IK_V = "Iker lleva nueve años en esta casa"
_ZH_PEN = "我对青霉素过敏"
_ZH_PEN_V = "刘建国对青霉素过敏"
_ZH_YRS = "我在这家店干了八年了"
_ZH_YRS_V = "小吴在这家店干了八年了"

# (1) `said_by`: the name ends a phrase that is no subject of the verb (an object, a prepositional complement, a
# relative clause, a Spanish `de NAME`, a Chinese verb's object before 说).
CAUSED_NOT_SUBJECT: list[Case] = [
    (_PEN_V, _PEN, f"Ana called Luis, said '{_PEN}.'", None, "Luis"),
    (_YRS_V, _YRS, f"Ana, standing next to Luis, said '{_YRS}.'", None, "Luis"),
    (_PREG_V, _PREG, f"Ana, who works with Luis, said '{_PREG}.'", None, "Luis"),
    ("Luis Ortega is allergic to penicillin", _PEN, f"The lawyer for Luis Ortega said: '{_PEN}.'", None, _LO),
    (_YRS_V, _YRS, f"The new cook, who replaced Luis, told us '{_YRS}' - at other restaurants.", None, "Luis"),
    ("Ivan Petrov has switched pharmacies", "I've switched pharmacies",
     "Message from front desk (Jolene), 3:40pm: Ivan Petrov's daughter called for Ivan Petrov, says 'I've switched "
     "pharmacies.'", None, "Ivan Petrov"),
    ("Ivan Petrov has switched pharmacies", "I've switched pharmacies",
     "Note: the carer who visits Ivan Petrov called, says 'I've switched pharmacies.' Please update her file.", None,
     "Ivan Petrov"),
    ("Ivan Petrov is moving to Leeds in May", "I'm moving to Leeds in May",
     "Team meeting notes. Asked whether anyone else is leaving. Priya, sitting next to Ivan Petrov, said: 'I'm moving "
     "to Leeds in May.'", None, "Ivan Petrov"),
    (_IK_V, _IK, f"La mujer de Iker dijo: '{_IK}'.", None, "Iker"),
    (_ES_PEN_V, _ES_PEN,
     f"Nota de recepción: llamó la hija de Ernesto Salas, dice: '{_ES_PEN}'. Hay que avisar al médico.", None, _ES),
    (_IK_V, _IK, f"Ana, que trabaja con Iker, nos contó: '{_IK}'.", None, "Iker"),
    (_ES_PEN_V, _ES_PEN, f"El abogado de Ernesto Salas dijo: '{_ES_PEN}'.", None, _ES),
    (_IK_V, _IK, f"La cocinera que sustituyó a Iker nos contó: '{_IK}'.", None, "Iker"),
    (_ZH_PEN_V, _ZH_PEN, f"王芳告诉刘建国说：“{_ZH_PEN}。”", None, "刘建国"),
    (_ZH_PEN_V, _ZH_PEN, f"王芳指着刘建国说：“{_ZH_PEN}。”", None, "刘建国"),
    ("刘建国下个月搬到杭州", "我下个月搬到杭州", "聚餐时，王芳搂着刘建国说：“我下个月搬到杭州。”大家都很意外。", None,
     "刘建国"),
    (_ZH_YRS_V, _ZH_YRS, f"店长拍着小吴说：“{_ZH_YRS}。”", None, "小吴"),
    (_ZH_YRS_V, _ZH_YRS, f"王芳模仿小吴说：“{_ZH_YRS}。”", None, "小吴"),
]  # fmt: skip

# (1) `said_by`: the frame denies the saying, supposes it, or gives it to two people.
CAUSED_DENIED: list[Case] = [
    (_PEN_V, _PEN, f"It's a lie that Luis said '{_PEN}.'", None, "Luis"),
    (_PREG_V, _PREG, f"Ana denies that Luis said '{_PREG}.'", None, "Luis"),
    (_PREG_V, _PREG, f"Ana, not Luis, said '{_PREG}.'", None, "Luis"),
    (_YRS_V, _YRS, f"If Luis says '{_YRS}', he's lying.", None, "Luis"),
    ("Luis Ortega is moving to Leeds in May", "I'm moving to Leeds in May",
     "Ana and Luis Ortega said: 'I'm moving to Leeds in May.'", None, _LO),
    (_IK_V, _IK, f"Es mentira que Iker dijo: '{_IK}'.", None, "Iker"),
    (_IK_V, _IK, f"Si Iker dice '{_IK}', miente.", None, "Iker"),
    (_ES_PEN_V, _ES_PEN, f"Ana, no Ernesto Salas, dijo: '{_ES_PEN}'.", None, _ES),
    (_ZH_PEN_V, _ZH_PEN, f"如果刘建国说：“{_ZH_PEN}。”", None, "刘建国"),
    (_ZH_YRS_V, _ZH_YRS, f"是王芳而不是小吴说：“{_ZH_YRS}。”", None, "小吴"),
]  # fmt: skip

# (1) `said_by`: the words after the quotation give it to another, or say it was a joke (only the frame is read).
CAUSED_SAID_AFTER: list[Case] = [
    (_PREG_V, _PREG, f"Luis said '{_PREG}', quoting his sister.", None, "Luis"),
    ("Luis Ortega is moving to Leeds in May", "I'm moving to Leeds in May",
     "Luis Ortega says 'I'm moving to Leeds in May' - he isn't, it was a joke.", None, _LO),
    (_PEN_V, _PEN, f"Luis said '{_PEN}' in his Ana impression.", None, "Luis"),
    (_YRS_V, _YRS, f"Luis told us '{_YRS}' - those were his wife's words, not his.", None, "Luis"),
    (_IK_V, _IK, f"Iker dijo: '{_IK}', citando a su hermana.", None, "Iker"),
    ("刘建国怀孕了", "我怀孕了", "刘建国说：“我怀孕了”，这是他转述他姐姐的话。", None, "刘建国"),
]  # fmt: skip

# (1) `said_by`: another person's name ends with the speaker's, or the speaker's name is a word (case-blind).
CAUSED_NAME_IN_A_WORD: list[Case] = [
    ("Ann is allergic to penicillin", _PEN, f"Mary Ann said: '{_PEN}.'", None, "Ann"),
    (_PREG_V, _PREG, f"José Luis said: '{_PREG}.'", None, "Luis"),
    ("June is moving to Leeds in May", "I'm moving to Leeds in May", "Ana, in June, said 'I'm moving to Leeds in "
     "May.'", None, "June"),
    ("Bill is pregnant", _PREG, f"Ana paid the bill, said '{_PREG}.'", None, "Bill"),
    ("María trabaja de noche en el almacén", "trabajo de noche en el almacén",
     "Ana María dijo: 'trabajo de noche en el almacén'.", None, "María"),
    ("Mercedes es alérgico a la penicilina", _ES_PEN, f"El conductor del Mercedes dijo: '{_ES_PEN}'.", None,
     "Mercedes"),
    ("Dolores se muda a Bilbao en mayo", "me mudo a Bilbao en mayo", "Ana, con dolores, dijo: 'me mudo a Bilbao en "
     "mayo'.", None, "Dolores"),
]  # fmt: skip

# (1) `said_by` for mem0's `user`: the name `user` is read in `Another user said`.
CAUSED_USER_WORD: list[Case] = [
    ("User is allergic to penicillin", _PEN, f"Another user said: '{_PEN}.'", None, "user"),
    ("User is pregnant", _PREG, f"One user wrote: '{_PREG}.'", None, "user"),
    ("User is moving to Leeds in May", "I'm moving to Leeds in May", "A user replied: 'I'm moving to Leeds in May.'",
     None, "user"),
]  # fmt: skip

CAUSED: list[Case] = [
    *CAUSED_NOT_SUBJECT, *CAUSED_DENIED, *CAUSED_SAID_AFTER, *CAUSED_NAME_IN_A_WORD, *CAUSED_USER_WORD,
]  # fmt: skip

_MR = "Marta Ruiz"
_NIGHTS = "I work nights at the depot."
_NIGHTS_V = "Marta Ruiz works nights at the depot"

OLDER: list[Case] = [
    # a label writing one word of the speaker's name beside a role, customer or title word (`_BESIDE_A_NAME`)
    (_NIGHTS_V, _NIGHTS, f"Parent of Marta: {_NIGHTS}\nNurse: noted, thanks.", None, _MR),
    (_NIGHTS_V, _NIGHTS, f"Marta's patient: {_NIGHTS}\nNurse: noted, thanks.", None, _MR),
    (_NIGHTS_V, _NIGHTS, f"[12/03/26, 21:05] Mr Ruiz: {_NIGHTS}\n[12/03/26, 21:06] Pablo: ok", None, _MR),
    ("Marta Ruiz es alérgica a la penicilina", "Soy alérgica a la penicilina.",
     "Madre de Marta: Soy alérgica a la penicilina.\nEnfermera: anotado.", None, _MR),
    ("王丽对青霉素过敏", "我对青霉素过敏。", "王丽家长：我对青霉素过敏。\n老师：收到。", None, "王丽"),
    ("王丽上夜班", "我上夜班。", "王丽的客户：我上夜班。\n老师：收到。", None, "王丽"),
    # a user word in a label that is not mem0's user
    ("User is allergic to penicillin", f"{_PEN}.", f"Other user: {_PEN}.\nUser: interesting", None, "user"),
    ("User is allergic to penicillin", f"{_PEN}.", f"User's mum: {_PEN}.\nUser: ok", None, "user"),
    ("User is allergic to penicillin", f"{_PEN}.",
     f"Here is my sister's chat with her bank bot:\nUser: {_PEN}.\nBot: noted", None, "user"),
    # a verb `said_by` reads that the quotation finder does not (`explicó`, `comentó`)
    (_IK_V, _IK, f"El hermano de Iker nos explicó: '{_IK}'.", None, "Iker"),
    (_IK_V, _IK, f"La novia de Iker comentó: '{_IK}'.", None, "Iker"),
    # a note's time line read as a turn naming the speaker
    ("Priya Nair is allergic to penicillin", f"{_PEN}.",
     f"Tom: here's what Priya's sister posted\nMeeting with Priya Nair 9:30\n{_PEN}.", None, "Priya Nair"),
]  # fmt: skip

_PEN_MR = "Marta Ruiz is allergic to penicillin"
REGRESSIONS: list[Case] = [
    # (a) `_near`/`_exactly`: one speaker written two ways in one transcript
    (_NIGHTS_V, _NIGHTS, "Interviewer: Tell me about yourself.\nMarta Ruiz: I'm a nurse.\nInterviewer: And your "
     f"hours?\nMarta: {_NIGHTS}", None, _MR),
    (_PEN_MR, f"{_PEN}.", f"MARTA RUIZ: Hello.\nDR PATEL: Hello.\nMARTA: {_PEN}.", None, _MR),
    (_PEN_MR, f"{_PEN}.", f"Ms Ruiz: {_PEN}.\nPablo: ok\nMarta Ruiz: thanks", None, _MR),
    (_NIGHTS_V, _NIGHTS, f"Marta Ruiz: hi\nPablo: hi\nMarta Ruiz (Greenlight): {_NIGHTS}", None, _MR),
    (_NIGHTS_V, _NIGHTS, f"Marta Ruiz  9:14 AM\nhi all\nPablo  9:15 AM\nhi\nMarta  9:16 AM\n{_NIGHTS}", None, _MR),
    ("Marta Ruiz trabaja de noche en el almacén", "Trabajo de noche en el almacén.",
     "Entrevistador: ¿Su horario?\nMarta Ruiz: Depende.\nEntrevistador: ¿Y ahora?\nMarta: Trabajo de noche en el "
     "almacén.", None, _MR),
    ("王丽对青霉素过敏", "我对青霉素过敏。",
     "记者：请介绍一下。\n王丽：我是护士。\n记者：有什么过敏吗？\n王丽女士：我对青霉素过敏。", None, "王丽"),
    ("王丽对青霉素过敏", "我对青霉素过敏。", "王丽：大家好\n李强：你好\n王丽（本人）：我对青霉素过敏。", None, "王丽"),
    # (b) the user's own chat pasted after a line ending in a colon
    ("User is allergic to penicillin", f"{_PEN}.", f"Here's my chat with Tom:\nMe: {_PEN}.\nTom: nice", None, "user"),
    ("User is moving to Leeds in May", "I'm moving to Leeds in May.",
     "My chat with Tom from yesterday:\nYou: I'm moving to Leeds in May.\nTom: oh wow", None, "user"),
    ("User is allergic to penicillin", f"{_PEN}.", f"Bot: Please describe your situation:\nMe: {_PEN}.", None, "user"),
    ("Usuario está embarazada", "estoy embarazada", "Mi chat con Tomás:\nYo: estoy embarazada\nTomás: ¡qué bien!",
     None, "user"),
    ("用户怀孕了", "我怀孕了", "我和小李的聊天：\n我：我怀孕了\n小李：恭喜！", None, "user"),
    # (c) `info` as a desk word
    ("m.ruiz@gmail.com", "My email is m.ruiz@gmail.com.", None, "user/contact_info", "user"),
    # (d) a capitalized `No.` after a word, before a count
    ("3 bills are still open", "Did you pay? Sadly No. 3 bills are still open.", None, None, None),
    ("5 people are coming", "Is Ana coming? She said No. 5 people are coming.", None, None, None),
]  # fmt: skip

# Faithful twins of the caused classes: the frame's name is the verb's subject (accepted on 30e141b, refused on
# 17a3c75, but for the review reply).
TWINS: list[Case] = [
    (_PEN_V, _PEN, f"Luis said '{_PEN}.'", None, "Luis"),
    (_YRS_V, _YRS, f"The night manager, Luis, said: '{_YRS}.'", None, "Luis"),
    ("Luis Ortega is pregnant", _PREG, f"Luis Ortega told us '{_PREG}.'", None, _LO),
    ("Luis Ortega is allergic to penicillin", _PEN, f"Message from reception: Luis Ortega called, says '{_PEN}.'", None,
     _LO),
    ("Ivan Petrov has switched pharmacies", "I've switched pharmacies",
     "Front desk log, 3:40pm. Ivan Petrov called, says 'I've switched pharmacies.' Update his file.", None,
     "Ivan Petrov"),
    (_IK_V, _IK, f"Iker nos contó: '{_IK}'.", None, "Iker"),
    (_IK_V, _IK, f"El camarero, Iker, nos dijo: '{_IK}'.", None, "Iker"),
    (_ES_PEN_V, _ES_PEN, f"Llamó Ernesto Salas, dice: '{_ES_PEN}'.", None, _ES),
    (_ES_PEN_V, _ES_PEN, f"Ernesto Salas escribió: '{_ES_PEN}'.", None, _ES),
    (_ZH_PEN_V, _ZH_PEN, f"刘建国说：“{_ZH_PEN}。”", None, "刘建国"),
    (_ZH_PEN_V, _ZH_PEN, f"刘建国先生来电，原话：“{_ZH_PEN}。”", None, "刘建国"),
    (_ZH_YRS_V, _ZH_YRS, f"服务员小吴跟我说：“{_ZH_YRS}。”", None, "小吴"),
    (_ZH_YRS_V, _ZH_YRS, f"小吴表示：“{_ZH_YRS}。”", None, "小吴"),
    ("Luc is allergic to penicillin", f"{_PEN}.",
     f"★★★★★ Priya Nair · 2 weeks ago\nGreat stay.\nResponse from the owner (Luc) · 1 week ago\n{_PEN}.", None, "Luc"),
]  # fmt: skip


# Left open after the lead's fixes (module doc, "Closed"), by index: the rest is refused (`OLDER`) or accepted.
# (eighteenth session: 5 closed — `王丽的客户：` is a person of the speaker's, not the speaker; 6 and 7 — `Other user:`,
# `User's mum:` name a person beside the user)
_OPEN_OLDER: frozenset[int] = frozenset({0, 1, 2, 3, 4, 8, 11})
_OPEN_REGRESSIONS: frozenset[int] = frozenset()


@pytest.mark.parametrize(
    ("value", "evidence", "source", "key", "speaker"),
    [
        *_params(CAUSED, "CAUSED"),
        *_params([c for k, c in enumerate(OLDER) if k not in _OPEN_OLDER], "OLDER-closed"),
        *_params([c for k, c in enumerate(OLDER) if k in _OPEN_OLDER], "OLDER-open", "older than round 37, open"),
    ],
)
def test_false_accepts_are_refused(
    value: str, evidence: str, source: str | None, key: str | None, speaker: str | None
) -> None:
    """A careful reader labels each of these unfaithful (DESIGN §4)."""
    assert not _ok(value, evidence, source, key, speaker)


@pytest.mark.parametrize(
    ("value", "evidence", "source", "key", "speaker"),
    [
        *_params(TWINS[:-1], "TWINS-said-by", "a quotation's reporting frame (`said_by`): withdrawn after this round"),
        *_params(TWINS[-1:], "TWINS"),
        *_params([c for k, c in enumerate(REGRESSIONS) if k not in _OPEN_REGRESSIONS], "REGRESSIONS-closed"),
        *_params(
            [c for k, c in enumerate(REGRESSIONS) if k in _OPEN_REGRESSIONS],
            "REGRESSIONS-open",
            "the user's own chat pasted after a colon, its `You:`: open (a friend's pasted chat reads the same)",
        ),
    ],
)
def test_faithful_cases_are_accepted(
    value: str, evidence: str, source: str | None, key: str | None, speaker: str | None
) -> None:
    """A careful reader labels each of these faithful."""
    assert _ok(value, evidence, source, key, speaker)


def test_pinned_cases_are_distinct() -> None:
    """No case is pinned twice."""
    cases = [*CAUSED, *OLDER, *REGRESSIONS, *TWINS]
    assert len(set(cases)) == len(cases)
