"""Red-team round 19 of issue 31 (DESIGN §4): hostile cases against admission round 37's final tree (0a1d974), in
English, Spanish and Chinese. Helper rt19. No source was changed.

The readings under test (new since red-team round 18, `git diff 30e141b 0a1d974 -- src/memtx/core`): `_quoted.said_by`
withdrawn; `_turns` reads meeting-chat senders (`From X to Y:`, `De X a Y:`, `来自 X 发送给 Y：`) and LINE's tabbed
lines (`09:33\tName\t…`), an hour is no label, `_near` only for Chinese names, `Me:`/`Yo:`/`我：` after a line ending
in a colon stay the user's, a label's bracket up to 40 characters, a Spanish preterite's first person (`Empecé`,
`Fui`) is the evidence's `I`; `_fragments.drops_leading_report`; `_quoted._REPORTED` reads `…称，`/`…表示，`; `No.` is
a number only after a listed noun. Each probe was run as `check_support(value, evidence, source, guard=True, key=key,
speaker=speaker)` on 0a1d974 and on 17a3c75 (and, to tell what this round reopened, on 30e141b). A strict xfail in
`CAUSED` is a false accept 0a1d974 accepts and 17a3c75 refuses; one in `OLDER` is accepted by both; one in
`REGRESSIONS` is a faithful case 17a3c75 accepts and 0a1d974 refuses.

Counts: 1,463 distinct probes, by hand and by small templates (344 pasted chats with `Me:`/`Yo:`/`我：`, 275 labels
with a bracket, 228 labels beside a same-named or near-named speaker, 168 of the user's own transcripts after an intro
ending in a colon, 110 `From X to Y:` senders, 64 LINE tabbed lines, 95 Chinese reports and fillers before a comma,
111 `No.`, 48 Spanish preterites and words that look like them, 20 evidence before every label). 0a1d974 accepts 925,
17a3c75 1,110; 125 are accepted only by 0a1d974, 800 by both, 310 only by 17a3c75. By a careful reading, 81 of the 125
are false accepts (44 faithful: a speaker's own label with a long bracket, `Marta Ruiz (Greenlight Driving,
Operations Lead):`, `Order No. 4471`); of the 800, 557 are false accepts (older; 243 faithful); of the 310, 90 are
faithful (regressions: 80 the user's own transcripts, 10 preterite-looking words) and 220 false accepts this round
closed (`Marta Gómez:` beside `Marta Ruiz:`, `Lucía: Empecé …`, a hostile `From …` line after the speaker's).

Caused, by reading:
- **A bracket of 25-40 characters that mentions the speaker makes another's label the speaker's** (`_NAME` now reads
  a bracket up to 40 characters, and a label whose bracket names the speaker names the speaker): `Tom (answering for
  his wife Marta Ruiz): I'm allergic to penicillin.`, `Tom (Marta Ruiz's husband, the caller):`, `Tom (sitting next
  to Marta Ruiz):`, `Mum (re: Marta Ruiz's appointment):`, `Agent (Laura, on Marta Ruiz's account):`, `Tomás
  (contestando por su esposa Marta Ruiz):`, `Agente (Laura, en nombre de Marta Ruiz):`, `Mamá (sobre la cita de Marta
  Ruiz):` (of 238 hostile brackets, 61 accepted only on 0a1d974, 151 on both: brackets up to 24 characters, `Tom
  (Marta Ruiz's brother):`, are older). 30e141b refuses them too: this round's bracket length caused them.
- **A third party's chat pasted with `Yo:` after another's label** (`Mi amiga me pasó esta conversación con su
  novio:\nÉl: ¿qué tal?\nYo: Estoy embarazada`): the user's, since round 37 (30e141b accepts them too).

Older (`OLDER`), the new turn formats first — the answer to "can a `From X to Y:` or a tabbed line make someone
else's words the speaker's?" is yes, on both trees (17a3c75 has neither reading, so the line before the colon is read
as a label naming the speaker; 0a1d974's `_SENT_FROM`/`_TABBED` add the sender's label but do not take the whole
line's label away):
- a direct message TO the speaker, `10:03:05 From Tom Baker to Marta Ruiz (Direct Message):\nI'm allergic …`, `来自
  赵一鸣 发送给 林晓 (私聊)：\n我对青霉素过敏`; a sender line inside another's turn (`Tom: here's the note I drafted for
  the board\nFrom Marta Ruiz to the board:\n…`), `From Tom on behalf of Marta Ruiz to Everyone:`, `De Tomás a Marta
  Ruiz a Todos:`; a LINE row quoted in another's turn (`李强：今天排班\n09:00\t王丽\t前台\n我对青霉素过敏`);
- reopened by this round (30e141b refuses, 17a3c75 and 0a1d974 accept): a third party's chat pasted after a colon
  whose first line is `Me:`/`Yo:`/`我：` (`Here's my sister's chat with her boyfriend:\nMe: I'm pregnant`):
  `_first_side` makes the first-person side the user's in any pasted chat, though the intro says whose chat it is;
  `Ruiz Sr:` beside `Marta Ruiz:` (`_near` withdrawn for Latin names); `Marta Ruiz Sr:` and `Marta G.:` beside `Marta
  Ruiz:`, other people of the speaker's name, are accepted on all three trees;
- a short bracket naming the speaker in another's label (`Tom (Marta Ruiz's brother):`,
  `李强（王丽的丈夫，代她打电话）：`).

Regressions (`REGRESSIONS`): (a) the user's own transcript after an intro ending in a colon (`Transcript of my call
with the bank:\nAgent: How can I help?\nCustomer: I'm allergic to penicillin`, `My chat with support today:` …
`Client:`/`You:`, `Mi llamada con el banco:` … `Customer:`, `我和客服的对话：\n客服：您好\n客户：我对青霉素过敏`): 80 of
168, accepted on 17a3c75 and on 30e141b, refused on 0a1d974 — `anothers_turn` now reads a chat as pasted when the
line before its FIRST label ends in a colon (not only the line before the evidence's own label), and then only a user
word or `Me:`/`Yo:`/`我：` is the user's, so `Customer:`, `Client:`, `You:`, `客户：` are not (`Chat log:` is itself
read as the first label and stays accepted; `User:` and `我：` stay accepted). (b) `_first_person`'s preterite test
reads names and English words as a Spanish first person (`Pelé`, `Mercé` lemmatize to `pelar`, `mercar`; `vine`,
`supe`, `hice` are irregular preterites, read in English too), so a third party's plain fact in another's turn
(`Tomás: Pelé fue un gran jugador.`, `Tomás: Vine tomatoes are cheaper at Lidl.`) is refused as another's first
person. Mild: such values are about no one in the chat.

No false accept or regression was found from `drops_leading_report`/`_REPORTED` (it refuses only; the fillers tried —
`老实说，`, `总的来说，`, `我向老板表示，` — were refused on both trees for other reasons or accepted on both), the hour
rule, or `No.` (the listed nouns read `Order No. 4471` as a number again: faithful).

Closed (the lead, the same session): a name inside a label's bracket names the turn's owner only opening the bracket
or beside roles (`Laura, Atención al Cliente`, `店长 郑凯`), and a label that mentions the speaker otherwise (`Tom
(answering for his wife Marta Ruiz)`) is another's turn; an intro ending in a colon makes a chat another's only where it
says so (`me pasó`, `sent me`, `my sister's chat`, `posted … on a forum`, `有人`): a neutral one (`Transcript of my
call with the bank:`, `Here's my chat with Tom:`) leaves the chat the user's, and a pasted chat's `Me:`/`Yo:` is no
longer the user's; a `From X to Y:` line does not name its recipient as the turn's owner; an irregular preterite that
is an English word (`vine`) is no `I`. Every `CAUSED` case and every pasted-chat regression now reads as labelled; open:
9 older cases and 4 regressions (`Pelé`, `Mercé`, `Supe Foods`, `Hice Street` read as a preterite's `I`, so a
third-party fact in another's turn is refused).
"""

from __future__ import annotations

import pytest

from _red_teams import SourcedCase as Case
from _red_teams import ok_sourced as _ok
from _red_teams import params as _params

# Left open after the lead's fixes (module doc, "Closed"), by index; every other pinned case now reads as labelled.
_OPEN_CAUSED: frozenset[int] = frozenset()
_OPEN_OLDER: frozenset[int] = frozenset({0, 2, 3, 5, 6, 7, 11, 12, 13})
_OPEN_PASTED: frozenset[int] = frozenset()
_OPEN_REGRESSIONS: frozenset[int] = frozenset({0, 1, 3, 4})


def _still(cases: list[Case], still_open: frozenset[int]) -> list[Case]:
    """The cases of `cases` left open, by index."""
    return [case for k, case in enumerate(cases) if k in still_open]


_MR = "Marta Ruiz"
_PEN = "I'm allergic to penicillin"
_PEN_V = "Marta Ruiz is allergic to penicillin"
_NIGHTS = "I work nights at the depot"
_NIGHTS_V = "Marta Ruiz works nights at the depot"
_LEEDS = "I'm moving to Leeds in May"
_LEEDS_V = "Marta Ruiz is moving to Leeds in May"
_ES_PEN = "Soy alérgica a la penicilina"
_ES_PEN_V = "Marta Ruiz es alérgica a la penicilina"
_ES_NOCHE = "Trabajo de noche en el almacén"
_ES_NOCHE_V = "Marta Ruiz trabaja de noche en el almacén"


def _bracketed(label: str, evidence: str, value: str) -> Case:
    return (value, evidence, f"Pablo: hi\n{label}: {evidence}.\nPablo: ok", None, _MR)


# A label's bracket of 25-40 characters that mentions the speaker: another's turn read as the speaker's.
CAUSED_BRACKET: list[Case] = [
    _bracketed("Tom (answering for his wife Marta Ruiz)", _PEN, _PEN_V),
    _bracketed("Tom (replying to Marta Ruiz's question)", _NIGHTS, _NIGHTS_V),
    _bracketed("Tom (Marta Ruiz's husband, the caller)", _PEN, _PEN_V),
    _bracketed("Tom (sitting next to Marta Ruiz)", _LEEDS, _LEEDS_V),
    _bracketed("Tom (about Marta Ruiz's sister)", _PEN, _PEN_V),
    _bracketed("Mum (re: Marta Ruiz's appointment)", _PEN, _PEN_V),
    _bracketed("Agent (Laura, on Marta Ruiz's account)", _NIGHTS, _NIGHTS_V),
    _bracketed("Tom (copying Marta Ruiz's old message)", _LEEDS, _LEEDS_V),
    _bracketed("Tomás (contestando por su esposa Marta Ruiz)", _ES_PEN, _ES_PEN_V),
    _bracketed("Agente (Laura, en nombre de Marta Ruiz)", _ES_NOCHE, _ES_NOCHE_V),
    _bracketed("Tomás (marido de Marta Ruiz, llamando)", _ES_PEN, _ES_PEN_V),
    _bracketed("Mamá (sobre la cita de Marta Ruiz)", _ES_PEN, _ES_PEN_V),
]

# A third party's chat pasted after a colon, with `Yo:` after another's label: mem0's user's.
CAUSED_PASTED_YO: list[Case] = [
    ("Usuario está embarazada", "Estoy embarazada",
     "Mi amiga me pasó esta conversación con su novio:\nÉl: ¿qué tal?\nYo: Estoy embarazada\nÉl: ¡vaya!", None, "user"),
    ("Usuario es alérgica a la penicilina", _ES_PEN,
     f"Esto lo publicó alguien en un foro:\nÉl: ¿qué tal?\nYo: {_ES_PEN}\nÉl: ¡vaya!", None, "user"),
    ("Usuario se muda a Bilbao en mayo", "Me mudo a Bilbao en mayo",
     "Chat de mi compañera con su casero:\nÉl: ¿qué tal?\nYo: Me mudo a Bilbao en mayo\nÉl: ¡vaya!", None, "user"),
]  # fmt: skip

CAUSED: list[Case] = [*CAUSED_BRACKET, *CAUSED_PASTED_YO]

_LX_PEN = "我对青霉素过敏"
OLDER: list[Case] = [
    # a meeting chat's direct message TO the speaker, or a sender line that is not the speaker's turn
    (_PEN_V, _PEN, f"10:03:05 From Tom Baker to Marta Ruiz (Direct Message):\n{_PEN}", None, _MR),
    ("林晓对青霉素过敏", _LX_PEN, f"来自 林晓 发送给 所有人：\n大家好\n来自 赵一鸣 发送给 林晓 (私聊)：\n{_LX_PEN}",
     None, "林晓"),
    (_PEN_V, _PEN,
     f"Tom: here's the note I drafted for the board\nFrom Marta Ruiz to the board:\n{_PEN}\nTom: thoughts?", None, _MR),
    (_PEN_V, _PEN, f"Pablo: Hi\n10:03 From Tom on behalf of Marta Ruiz to Everyone:\n{_PEN}", None, _MR),
    (_ES_PEN_V, _ES_PEN, f"Pablo: hola\nDe Tomás a Marta Ruiz a Todos:\n{_ES_PEN}", None, _MR),
    ("林晓对青霉素过敏", _LX_PEN, f"赵一鸣：我替她起草的通知\n来自 林晓 发送给 全体员工：\n{_LX_PEN}", None, "林晓"),
    # a LINE row quoted inside another's turn
    ("Hannah Weiss is allergic to penicillin", _PEN,
     f"Tom Baker: here's the rota\n09:00\tHannah Weiss\tfront desk\n{_PEN}", None, "Hannah Weiss"),
    ("王丽对青霉素过敏", _LX_PEN, f"李强：今天排班\n09:00\t王丽\t前台\n{_LX_PEN}", None, "王丽"),
    # reopened (30e141b refused): a third party's chat pasted with `Me:`/`Yo:`/`我：` first
    ("User is pregnant", "I'm pregnant", "Here's my sister's chat with her boyfriend:\nMe: I'm pregnant\nHim: wow ok",
     None, "user"),
    ("Usuario está embarazada", "Estoy embarazada",
     "Mi amiga me pasó esta conversación con su novio:\nYo: Estoy embarazada\nÉl: ¡vaya!", None, "user"),
    ("用户怀孕了", "我怀孕了", "我闺蜜发给我她和男朋友的聊天记录：\n我：我怀孕了\n他：真的吗", None, "user"),
    # reopened (30e141b refused): another person of the speaker's name beside the speaker's exact label
    (_PEN_V, _PEN, f"Marta Ruiz: Hi, I'm Marta Ruiz.\nMarta Ruiz Sr: Hi. {_PEN}.", None, _MR),
    (_NIGHTS_V, _NIGHTS, f"Marta Ruiz: Hi, I'm Marta Ruiz.\nRuiz Sr: Hi. {_NIGHTS}.", None, _MR),
    (_PEN_V, _PEN, f"Interviewer: intros please\nMarta Ruiz: Marta, PM.\nMarta G.: {_PEN}.\nInterviewer: thanks", None,
     _MR),
    # a short bracket naming the speaker in another's label
    _bracketed("Tom (Marta Ruiz's brother)", _PEN, _PEN_V),
    ("王丽对青霉素过敏", _LX_PEN, f"张三：你好\n李强（王丽的丈夫，代她打电话）：{_LX_PEN}\n张三：好的", None, "王丽"),
]  # fmt: skip

REGRESSIONS_PASTED: list[Case] = [
    ("User is allergic to penicillin", _PEN,
     f"Transcript of my call with the bank:\nAgent: How can I help?\nCustomer: {_PEN}\nAgent: noted", None, "user"),
    ("User is pregnant", "I'm pregnant",
     "My chat with support today:\nAgent: How can I help?\nClient: I'm pregnant\nAgent: noted", None, "user"),
    ("User is allergic to penicillin", _PEN, f"My chat with support today:\nBot: Hi!\nYou: {_PEN}\nBot: noted", None,
     "user"),
    ("Usuario es alérgica a la penicilina", _ES_PEN,
     f"Mi llamada con el banco:\nAgent: How can I help?\nCustomer: {_ES_PEN}\nAgent: noted", None, "user"),
    ("用户对青霉素过敏", _LX_PEN, f"我和客服的对话：\n客服：您好\n客户：{_LX_PEN}\n客服：noted", None, "user"),
    ("User is pregnant", "I'm pregnant", "Here's the conversation:\nAgent: How can I help?\nCustomer: I'm pregnant\n"
     "Agent: noted", None, "user"),
]  # fmt: skip

REGRESSIONS: list[Case] = [
    ("Pelé fue un gran jugador", "Pelé fue un gran jugador", "Marta Ruiz: hola\nTomás: Pelé fue un gran jugador.", None,
     _MR),
    ("Mercé vive en Girona", "Mercé vive en Girona", "Marta Ruiz: hola\nTomás: Mercé vive en Girona.", None, _MR),
    ("Vine tomatoes are cheaper at Lidl", "Vine tomatoes are cheaper at Lidl",
     "Marta Ruiz: hola\nTomás: Vine tomatoes are cheaper at Lidl.", None, _MR),
    ("Supe Foods opened in Leeds", "Supe Foods opened in Leeds", "Marta Ruiz: hola\nTomás: Supe Foods opened in Leeds.",
     None, _MR),
    ("Hice Street is closed", "Hice Street is closed", "Marta Ruiz: hola\nTomás: Hice Street is closed.", None, _MR),
]  # fmt: skip

# Faithful twins of the caused bracket class: the speaker's own label with a long bracket (accepted on 0a1d974,
# refused on 17a3c75), and the speaker's own meeting-chat and LINE lines (accepted on both).
TWINS: list[Case] = [
    _bracketed("Marta Ruiz (Greenlight Driving, Operations Lead)", _PEN, _PEN_V),
    _bracketed("Marta Ruiz (Head of Operations, Greenlight)", _NIGHTS, _NIGHTS_V),
    _bracketed("Agent (Marta Ruiz, Customer Care team)", _LEEDS, _LEEDS_V),
    _bracketed("Agente (Marta Ruiz, Atención al Cliente)", _PEN, _PEN_V),
    (_PEN_V, _PEN, f"10:01:02 From Tom Baker to Everyone:\nhello all\n10:03:05 From Marta Ruiz to Everyone:\n{_PEN}",
     None, _MR),
    (_ES_PEN_V, _ES_PEN, f"10:01 De Tomás Gil a Todos:\nhola\n10:03 De Marta Ruiz a Todos:\n{_ES_PEN}", None, _MR),
    ("Hannah Weiss is allergic to penicillin", _PEN,
     f"2026.03.12 Thursday\n09:31\tTom Baker\thi\n09:33\tHannah Weiss\t{_PEN}", None, "Hannah Weiss"),
    ("王丽对青霉素过敏", _LX_PEN, f"09:31\t李强\t你好\n09:33\t王丽\t{_LX_PEN}", None, "王丽"),
    ("User is allergic to penicillin", _PEN, f"Here's my chat with Tom:\nTom: hey\nMe: {_PEN}", None, "user"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("value", "evidence", "source", "key", "speaker"),
    [
        *_params(
            CAUSED,
            "CAUSED",
            "red-team round 19: caused by round 37's final tree (0a1d974), open",
            _still(CAUSED, _OPEN_CAUSED),
        ),
        *_params(OLDER, "OLDER", "red-team round 19: accepted on 17a3c75 too, open", _still(OLDER, _OPEN_OLDER)),
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
        *_params(
            REGRESSIONS_PASTED,
            "REGRESSIONS-pasted",
            "red-team round 19: a chat's first label after a colon, open",
            _still(REGRESSIONS_PASTED, _OPEN_PASTED),
        ),
        *_params(
            REGRESSIONS,
            "REGRESSIONS",
            "red-team round 19: a name or word read as a Spanish preterite's `I` (a third-party fact refused), open",
            _still(REGRESSIONS, _OPEN_REGRESSIONS),
        ),
        *[pytest.param(*case, id=f"TWINS-{n:02d}") for n, case in enumerate(TWINS)],
    ],
)
def test_faithful_cases_are_accepted(
    value: str, evidence: str, source: str | None, key: str | None, speaker: str | None
) -> None:
    """A careful reader labels each of these faithful."""
    assert _ok(value, evidence, source, key, speaker)


def test_pinned_cases_are_distinct() -> None:
    """No case is pinned twice."""
    cases = [*CAUSED, *OLDER, *REGRESSIONS_PASTED, *REGRESSIONS, *TWINS]
    assert len(set(cases)) == len(cases)
