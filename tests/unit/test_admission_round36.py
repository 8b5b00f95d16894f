"""Round 36 of issue 31 (DESIGN §4), tenth session: keyed names and event times as service messages write them.

Blind batch 39 (written for this session by a helper who read no rule) was scored once on the session's starting rules:
45/66 faithful and **2/54 false accepts** — mem0's `User` bound to a doctor's own words (`Voicemail from Dr. Okoro:
… I'll be away from the surgery until 3 June` → `User will be away from the surgery until 3 June`). Grouping the dev
split's refused keyed values (94 of 699) put the addressee's possessive first: a service message says `Your
instructor is …`, `您的教练是…`, and round 7 read that only for typed values (codes, e-mails), not for names. The
classes closed here:

- **mem0's `User` is no professional** (`_speaker.speaks_as_user`): a speaker whose name carries a professional's
  title (`Dr. Okoro`, `Dra. Soler`, `王医生`, `李老师`) is someone who serves the user, not the person whose messages
  mem0 reads; their own first person is theirs (`Dr. Okoro will be away …` still holds).
- (**Withdrawn** after red-team round 15: the addressee's possessive before a word of the key's relation for names and
  noun phrases, `Your instructor is Tomás Reyes` for `padi_course/instructor`, `您的教练是周海洋` — as round 7 reads
  typed values —, and a title beside a keyed name, `Dr. Tomás Reyes`, `刘洋老师`. Red-team rounds 13–15 pinned 105
  false accepts they caused: the key narrower than the evidence's noun (`Your doctor is …` for
  `jonas/doctor_assistant`), another person addressed (`Hi Ana! Your instructor is …` for `pedro/…`), the caller of
  `your X`, a note or hedge after the name, the speaker under another spelling, a titled name's older holes (`Dr. …
  (ret.)`, `with Dr. …`); each round's fixes left the next round its own. Their faithful cases are strict xfails; what
  the fixes added that only refuses stays: `KeyWords.speakerish` for typed values, a name whose sentence says the
  person left the slot, Spanish `llama a`, a `Jr.` after a name.)
- (**Withdrawn** after red-team round 13: the future that announces an event's time, `The exam will be on 12 June`,
  `El funeral será el jueves 14`, `体检报告将于12月18日下午出具`, for a key whose relation is a date or time. Whatever
  verb followed the future passed, so the date of another act on the event was read as its date — `The exam will be
  scrapped on 12 June`, `体检时间将于12月18日公布`; 37 such. Its faithful cases are strict xfails.)
- **A date an event moves away from** (`_typed_phrases.moved_from`), a hole older than this round that the future made
  wider: `The exam is moved from 12 June` gave `12 June` for `exam/date`; `to 12 June` is the new date.

(Tried and not kept: an accentless Spanish `-o` after a one-word subject as the first conjunct's verb, for `El mecánico
cambió la cadena y ajustó los frenos`; red-team round 4 had withdrawn it already — `El seguro completo cuesta poco y
cubre la grúa` reads the adjective `completo` as that verb, tests/unit/test_admission_red_team4.py.)
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, speaker, supported)
USER_IS_NO_PROFESSIONAL = [
    ("User will be away from the surgery until 3 June", "I'll be away from the surgery until 3 June.", "Dr. Okoro",
     False),
    ("Usuario vive en Sevilla", "Vivo en Sevilla.", "Dra. Soler", False),
    ("用户下个月去外地进修", "我下个月去外地进修", "王医生", False),
    ("用户下周带孩子们去参观消防站", "下周我带孩子们去参观消防站", "李老师", False),
    # the user, named; and the professional's own words bound to the professional
    ("User will be away until 3 June", "I'll be away until 3 June.", "Okoro", True),
    ("Dr. Okoro will be away from the surgery until 3 June", "I'll be away from the surgery until 3 June.", "Dr. Okoro",
     True),
    ("Usuario vive en Sevilla", "Vivo en Sevilla.", "Marta", True),
    ("王医生下个月去外地进修", "我下个月去外地进修", "王医生", True),
    ("用户下个月去外地进修", "我下个月去外地进修", "小王", True),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), USER_IS_NO_PROFESSIONAL)
def test_mem0s_user_is_no_professional(value: str, evidence: str, speaker: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker).ok is supported


# (value, evidence, key, speaker or "", supported)
ADDRESSEE_BEFORE_RELATION = [
    ("Tomás Reyes", "Your instructor is Tomás Reyes.", "padi_course/instructor", "", True),
    ("Fiona McAllister", "Your consultant at Talentbridge is Fiona McAllister", "jonas/talentbridge_consultant", "",
     True),
    ("Andrés Peña", "Tu monitor es Andrés Peña.", "club_alfil/monitor", "", True),
    ("周海洋", "您的教练是周海洋", "开放水域课/教练", "", True),
    ("周海洋", "你的教练是周海洋", "开放水域课/教练", "", True),
    # hard negatives: the speaker's own key, another owner, a modifier, a frame, a past, a negation
    ("Tomás Reyes", "Your instructor is Tomás Reyes.", "dana/instructor", "dana", False),
    ("Tomás Reyes", "Your sister's instructor is Tomás Reyes.", "padi_course/instructor", "", False),
    ("Tomás Reyes", "Your old instructor is Tomás Reyes.", "padi_course/instructor", "", False),
    ("Tomás Reyes", "Your instructor on Saturdays is Tomás Reyes.", "padi_course/instructor", "", False),
    ("Tomás Reyes", "Your instructor was Tomás Reyes.", "padi_course/instructor", "", False),
    ("Andrés Peña", "Tu monitor de los sábados es Andrés Peña.", "club_alfil/monitor", "", False),
    ("Andrés Peña", "Tu monitor ya no es Andrés Peña.", "club_alfil/monitor", "", False),
    ("周海洋", "你的周末教练是周海洋", "开放水域课/教练", "", False),
    ("周海洋", "你的教练不是周海洋", "开放水域课/教练", "", False),
    ("周海洋", "你妹妹的教练是周海洋", "开放水域课/教练", "", False),
    ("Luis Ruiz", "Pedro está enfermo. Su médico es Luis Ruiz.", "ana/medico", "", False),
    ("Tomás Reyes", "Your instructor is Tomás Reyes.", "dana_smith/instructor", "Dana", False),
    ("Andrés Peña", "Tu monitor es Andrés Peña.", "yo/monitor", "Ana", False),
    ("周海洋", "你的教练是周海洋", "我/教练", "小王", False),
]  # fmt: skip


_ADDRESSEE_WITHDRAWN = pytest.mark.xfail(
    strict=True, reason="the addressee reading for names and noun phrases, withdrawn after red-team round 15"
)


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "supported"),
    [pytest.param(*case, marks=_ADDRESSEE_WITHDRAWN) if case[4] else case for case in ADDRESSEE_BEFORE_RELATION],
)
def test_the_addressee_may_own_a_keyed_name(value: str, evidence: str, key: str, speaker: str, supported: bool) -> None:
    extra = {"speaker": speaker} if speaker else {}
    assert check_support(value, evidence, evidence, key=key, **extra).ok is supported


_TITLES_WITHDRAWN = pytest.mark.xfail(
    strict=True, reason="titles beside a keyed name, withdrawn after red-team round 15"
)

# (value, evidence, key, supported)
TITLED_NAMES = [
    ("Tomás Reyes", "The instructor is Dr. Tomás Reyes.", "course/instructor", True),
    ("Reyes", "The instructor is Mr. Reyes.", "course/instructor", True),
    ("Tomás Reyes", "The instructor is Mrs. Tomás Reyes.", "course/instructor", False),  # (his wife)
    ("Inés Castaño", "La responsable es la doctora Inés Castaño.", "lab/responsable", True),
    ("Inés Castaño", "La responsable es la Sra. Inés Castaño.", "lab/responsable", True),
    ("刘洋", "主持人是刘洋老师", "婚礼/主持人", True),
    ("刘建国", "调音师是刘建国师傅", "钢琴/调音师", True),
    # hard negatives: a negation, another person the title's name owns, a frame
    ("Tomás Reyes", "The instructor is not Dr. Tomás Reyes.", "course/instructor", False),
    ("Tomás Reyes", "The instructor is Dr. Tomás Reyes's assistant.", "course/instructor", False),
    ("Inés Castaño", "La responsable los lunes es la doctora Inés Castaño.", "lab/responsable", False),
    ("刘洋", "主持人是刘洋老师的学生", "婚礼/主持人", False),
    ("刘洋", "主持人不是刘洋老师", "婚礼/主持人", False),
]  # fmt: skip


@pytest.mark.parametrize(
    ("value", "evidence", "key", "supported"),
    [pytest.param(*case, marks=_TITLES_WITHDRAWN) if case[3] else case for case in TITLED_NAMES],
)
def test_a_title_beside_a_keyed_name(value: str, evidence: str, key: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence, key=key).ok is supported


# (value, evidence, key, supported)
EVENT_TIMES = [
    ("12 June", "The exam will be on 12 June.", "exam/date", True),
    ("12 June", "The exam will be held on 12 June.", "exam/date", True),
    ("el jueves 14 de enero a las 11:00", "El funeral será el jueves 14 de enero a las 11:00.", "funeral/fecha", True),
    ("12月18日下午", "您的体检报告将于12月18日下午出具", "体检报告/出具时间", True),
    ("12 June", "The exam is moved to 12 June.", "exam/date", True),
    # hard negatives: a state's slot, a negation, a hedge, a scope, a condition, the date left
    ("dana@x.io", "Your new email will be dana@x.io.", "dana/email", False),
    ("$40", "The fee will be $40.", "course/fee", False),
    ("12 June", "The exam will not be on 12 June.", "exam/date", False),
    ("12 June", "The exam will probably be on 12 June.", "exam/date", False),
    ("12 June", "The exam will be on 12 June for part-time students.", "exam/date", False),
    ("12 June", "If you register, the exam will be on 12 June.", "exam/date", False),
    ("12 June", "The exam will be moved from 12 June.", "exam/date", False),
    ("12 June", "The exam is moved from 12 June.", "exam/date", False),
    ("12 de junio", "El examen se aplaza del 12 de junio.", "examen/fecha", False),
    ("12月18日下午", "体检报告将来会在12月18日下午出具", "体检报告/出具时间", False),
]  # fmt: skip


# (the Chinese case was accepted without the future's reading — `将` is a safe word of the keyed rule, and round 36's
# `您的` before the key's word was what it lacked — until that reading was withdrawn too)
_FUTURE_ONLY = frozenset(
    {
        "The exam will be on 12 June.",
        "The exam will be held on 12 June.",
        "El funeral será el jueves 14 de enero a las 11:00.",
    }
)
_WITHDRAWN = pytest.mark.xfail(strict=True, reason="the future's reading, withdrawn after red-team round 13")


@pytest.mark.parametrize(
    ("value", "evidence", "key", "supported"),
    [
        pytest.param(*case, marks=_WITHDRAWN)
        if case[1] in _FUTURE_ONLY
        else pytest.param(*case, marks=_ADDRESSEE_WITHDRAWN)
        if case[1] == "您的体检报告将于12月18日下午出具"
        else case
        for case in EVENT_TIMES
    ],
)
def test_the_future_announces_an_event_time(value: str, evidence: str, key: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence, key=key).ok is supported


# (value, evidence, key, supported)
TELLING_DATES = [
    ("12 June", "The exam date is announced on 12 June.", "exam/date", False),
    ("12 June", "You are told by 12 June.", "exam/date", False),
    ("el jueves 14", "El funeral se anunciará el jueves 14.", "funeral/fecha", False),
    ("el 12 de junio", "Se le notificará el examen el 12 de junio.", "examen/fecha", False),
    ("12月18日", "体检时间于12月18日公布", "体检/日期", False),
    ("12月18日", "体检时间将于12月18日通知您", "体检/日期", False),
    ("12 June", "The exam is scrapped on 12 June.", "exam/date", False),
    ("12 de junio", "El examen se corrige el 12 de junio.", "examen/fecha", False),
    ("12月18日", "体检于12月18日取消", "体检/日期", False),
    ("12 June", "The exam is graded on 12 June.", "exam/grading_date", True),
    # faithful twins: the event's own date, a confirmation of it, a key that names the telling
    ("12 June", "The exam is on 12 June.", "exam/date", True),
    ("12 June", "Your appointment is confirmed for 12 June.", "appointment/date", True),
    ("12 June", "The results are announced on 12 June.", "results/announcement_date", True),
    ("el jueves 14", "El funeral es el jueves 14.", "funeral/fecha", True),
    ("12月18日", "体检时间是12月18日", "体检/日期", True),
]


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), TELLING_DATES)
def test_a_date_that_dates_a_telling(value: str, evidence: str, key: str, supported: bool) -> None:
    """Red-team round 13's older holes: a date in a clause that announces, tells or publishes something is when it is
    told, not the key's event's date (`_typed_phrases.told_on`), unless the key's relation names that act."""
    assert check_support(value, evidence, evidence, key=key).ok is supported


# (value, evidence, key, supported)
OTHER_MOMENTS = [
    ("9:00", "The flight arrives at 9:00.", "flight/departure_time", False),
    ("9:00", "The office closes at 9:00.", "office/opening_time", False),
    ("9:00", "La oficina cierra a las 9:00.", "oficina/hora_apertura", False),
    ("9:00", "The course ends at 9:00.", "course/start_time", False),
    ("9:00", "商店9:00关门", "商店/开门时间", False),
    ("12月18日", "体检于12月18日前进行", "体检/日期", False),
    # faithful twins: the key's own moment; a deadline under a key that names a limit
    ("9:00", "The flight departs at 9:00.", "flight/departure_time", True),
    ("9:00", "The office opens at 9:00.", "office/opening_time", True),
    ("9:00", "La oficina abre a las 9:00.", "oficina/hora_apertura", True),
    ("9:00", "商店9:00开门", "商店/开门时间", True),
    ("9:00", "The shop opens at 9:00 and closes at 18:00.", "shop/opening_time", True),
]


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), OTHER_MOMENTS)
def test_another_moment_than_the_keys(value: str, evidence: str, key: str, supported: bool) -> None:
    """Red-team round 13's older holes: a clause that names the opposite moment of the key's slot (arrive for a
    departure, close for an opening, end for a start) or marks the date as a limit (`前`, `by`) gives no value for a
    key that names neither (`_typed_phrases.other_moment`, `lexicon.TYPED_OPPOSITE_TIMES`)."""
    assert check_support(value, evidence, evidence, key=key).ok is supported


# (value, evidence, key, supported)
NAME_NO_LONGER_HOLDS = [
    ("Tomás Reyes", "The instructor, Tomás Reyes, has retired.", "course/instructor", False),
    ("Ana Gil", "La directora, Ana Gil, se jubiló el año pasado.", "colegio/directora", False),
    ("王建国", "主治医生是王建国医生，已退休", "病人/主治医生", False),
    ("Inés Castaño", "La responsable llama a la doctora Inés Castaño.", "lab/responsable", False),
    # faithful twins: the name holds the slot; Spanish `se llama` names
    ("Tomás Reyes", "The instructor, Tomás Reyes, is great.", "course/instructor", True),
    ("Ana Gil", "La directora, Ana Gil, es muy amable.", "colegio/directora", True),
    ("王建国", "主治医生是王建国医生", "病人/主治医生", True),
    ("Inés Castaño", "La responsable se llama Inés Castaño.", "lab/responsable", True),
]


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), NAME_NO_LONGER_HOLDS)
def test_a_name_that_no_longer_holds_the_slot(value: str, evidence: str, key: str, supported: bool) -> None:
    """Red-team round 14 (older holes the titles exposed): a name whose sentence then says the person left the slot
    (`_addressees.ended_after`), or whom someone calls (`llama a`: `_addressees.called_to`), is no value of the slot."""
    assert check_support(value, evidence, evidence, key=key).ok is supported


# (value, evidence, speaker, supported)
SHORT_SPANISH_VERBS = [
    ("Marta usa gafas", "Uso gafas.", "Marta", True),
    ("Usuario usa lentes progresivas de Óptica Miramar", "Uso lentes progresivas de Óptica Miramar.", "user", True),
    # hard negatives: another tense, a negation, another person's
    ("Marta usa gafas", "Usé gafas.", "Marta", False),
    ("Marta usaba gafas", "Uso gafas.", "Marta", False),
    ("Marta usa gafas", "No uso gafas.", "Marta", False),
    ("Marta usa gafas", "Mi hermana usa gafas.", "Marta", False),
]


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), SHORT_SPANISH_VERBS)
def test_a_short_spanish_verb_agrees_with_the_speaker(value: str, evidence: str, speaker: str, supported: bool) -> None:
    """Blind batch 40's `Uso lentes progresivas …` → `Usuario usa …`: a three-letter regular `-ar` present (`usa`) had
    no first person (`_speaker._es_first_person` skipped words shorter than four letters); simplemma's `-ar` lemma
    gives it (`uso`). A conjugation, no new reading: tense, negation and another person still refuse."""
    assert check_support(value, evidence, evidence, speaker=speaker).ok is supported


# (value, evidence, source, speaker, supported)
ANOTHERS_FIRST_PERSON = [
    # blind batch 41's two false accepts (f71e5b7 and the session's rules alike), written before any fix
    ("Mia has a tattoo appointment on Friday", "I have a tattoo appointment on Friday.",
     "Forwarding from my brother: 'I have a tattoo appointment on Friday.'", "Mia", False),
    ("Omar will hold the parcel until 6pm", "I'll hold the parcel until 6pm.",
     "[Concierge] I'll hold the parcel until 6pm.\n[Resident, Omar] Thanks!", "Omar", False),
    # the Spanish and Chinese twins of the batch, refused already
    ("Irene tiene cita en el tatuador el viernes", "Tengo cita en el tatuador el viernes",
     "Te reenvío lo que me dijo mi hermano: «Tengo cita en el tatuador el viernes».", "Irene", False),
    ("刘洋把包裹保管到下午6点", "我帮您把包裹保管到下午6点。",
     "前台：我帮您把包裹保管到下午6点。\n住户（刘洋）：谢谢！", "刘洋", False),
    # faithful twins: the speaker's own words and own bracketed turn
    ("Mia has a tattoo appointment on Friday", "I have a tattoo appointment on Friday.",
     "I have a tattoo appointment on Friday.", "Mia", True),
    ("Omar will hold the parcel until 6pm", "I'll hold the parcel until 6pm.",
     "[Concierge] Can you hold the parcel?\n[Resident, Omar] I'll hold the parcel until 6pm.", "Omar", True),
    ("Irene tiene cita en el tatuador el viernes", "Tengo cita en el tatuador el viernes",
     "Tengo cita en el tatuador el viernes", "Irene", True),
    # the lead's probes of the same two classes in other formats (written after the batch, not blind)
    ("Omar will hold the parcel until 6pm", "I'll hold the parcel until 6pm.",
     "<Concierge> I'll hold the parcel until 6pm.\n<Omar> Thanks!", "Omar", False),
    ("Mia has a tattoo appointment on Friday", "I have a tattoo appointment on Friday.",
     "Fwd from my brother: I have a tattoo appointment on Friday.", "Mia", False),
    ("Mia has a tattoo appointment on Friday", "I have a tattoo appointment on Friday.",
     "Copying what my brother sent: I have a tattoo appointment on Friday.", "Mia", False),
    ("Mia has a tattoo appointment on Friday", "I have a tattoo appointment on Friday.",
     "Screenshot of my brother's text: I have a tattoo appointment on Friday.", "Mia", False),
    ("Irene tiene cita el viernes", "Tengo cita el viernes", "El mensaje de mi hermano: Tengo cita el viernes",
     "Irene", False),
    ("王芳周五约了纹身", "我周五约了纹身", "【前台】我周五约了纹身\n【住户 王芳】谢谢", "王芳", False),
    ("王芳周五约了纹身", "我周五约了纹身", "我哥的消息：我周五约了纹身", "王芳", False),
    ("Mia has a tattoo appointment on Friday", "I have a tattoo appointment on Friday.",
     "<Concierge> Any plans?\n<Mia> I have a tattoo appointment on Friday.", "Mia", True),
    ("王芳周五约了纹身", "我周五约了纹身", "【前台】有什么安排？\n【住户 王芳】我周五约了纹身", "王芳", True),
    ("Irene tiene cita el viernes", "Tengo cita el viernes", "Mi mensaje: Tengo cita el viernes", "Irene", True),
    ("王芳周五约了纹身", "我周五约了纹身", "我的消息：我周五约了纹身", "王芳", True),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "supported"), ANOTHERS_FIRST_PERSON)
def test_a_forwarded_or_bracketed_turn_is_anothers(
    value: str, evidence: str, source: str, speaker: str, supported: bool
) -> None:
    """Blind batch 41 (written after the session's rules, scored once): a message forwarded after `Forwarding from …:`
    in single quotes, and a turn labelled `[Concierge]` in a chat whose other label is `[Resident, Omar]`, are
    another's words — their first person is not the speaker's (`lexicon.MESSAGE_VERBS` knows forwarding and `sent`;
    `_quoted` reads another's message named before a colon, `my brother's text:`, `el mensaje de …:`, `我哥的消息：`;
    `_turns` reads a bracketed label with a name after a comma, in `<…>` and `【…】` too)."""
    assert check_support(value, evidence, source, speaker=speaker).ok is supported
