"""Round 43 of issue 31 (DESIGN §4; docs/admission.md, "Round 43"): false accepts red-team round 28 left open, closed by
refusals only — a short repair after a soft marker, another's answer before a colon, and call logs whose caller is not
mem0's user. Each rule in English, Spanish and Chinese, a hard negative beside each hard positive. As amended after
red-team round 30: the reading of an evidence of several turns only refuses (a turn inside it the value could be drawn
from, another's); a repair replaces what was said before the marker; `dices` withdrawn."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support


def _ok(value: str, evidence: str, *, source: str | None = None, key: str | None = None, speaker: str | None = None):
    return check_support(value, evidence, evidence if source is None else source, guard=True, key=key, speaker=speaker)


# (value, evidence, speaker, supported): a soft marker (`bueno`, `digo`, `I mean`, `其实`) then a short fragment that
# ends the evidence and replaces a part of the value (a verb's other form, a time word) or hedges it — a repair; a
# fragment that adds to the value, or a clause of its own, is none.
REPAIRS = [
    ("Nerea da la clase", "Yo doy la clase. Bueno, daba", "Nerea", False),
    ("Nerea da la clase", "Yo doy la clase, eh, bueno, daba", "Nerea", False),
    ("Nerea da la clase los martes", "Yo doy la clase los martes, digo, los jueves", "Nerea", False),
    ("Guardó semillas", "Guardé semillas, bueno, casi", "Nerea", False),
    ("Fumo", "Fumo, bueno, puros.", None, True),
    ("Nerea da la clase", "Yo doy la clase, bueno, me encanta enseñar", "Nerea", True),
    ("Nerea gives the class on Tuesdays", "I give the class on Tuesdays, I mean, Thursdays", "Nerea", False),
    ("Nerea gives the class on Tuesdays", "I give the class on Tuesdays, I mean, I love it", "Nerea", True),
    ("用户周二上课", "我周二上课，其实，周四", "user", False),
    ("用户周二上课", "我周二上课，嗯，其实，周四", "user", False),
    ("用户周二上课", "我周二上课，其实，差不多吧", "user", False),
    ("用户周二上课", "我周二上课，其实，挺开心", "user", True),
    # (after red-team round 30: English past forms, Spanish verbs by stem, new times only)
    ("Nerea gives the class", "I give the class, I mean, gave", "Nerea", False),
    ("Nerea works weekends", "I work weekends, sorry, every weekend", "Nerea", True),
    ("Nerea vive en Lima", "Yo vivo en Lima, bueno, vivía", "Nerea", False),
    ("Nerea tiene un perro", "Tengo un perro, bueno, una perrita", "Nerea", True),
    ("用户明天上课", "我明天上课，其实，后天", "user", False),
    ("用户周二上课", "我周二上课，其实，周二下午", "user", True),
    # (a short sentence after the value's that says it no longer holds)
    ("User lives in Leeds", "I live in Leeds. Well, I used to.", "user", False),
    ("User lives in Leeds", "I live in Leeds. I used to live in York.", "user", True),
    ("Usuario vive en Lima", "Vivo en Lima. Bueno, ya no.", "user", False),
    ("用户住在北京", "我住在北京。那是以前。", "user", False),
    ("用户住在北京", "我住在北京。很好。", "user", True),
]


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), REPAIRS)
def test_a_short_repair_after_a_soft_marker_takes_the_value_back(
    value: str, evidence: str, speaker: str | None, supported: bool
) -> None:
    assert _ok(value, evidence, speaker=speaker).ok is supported


# An answer's noun owned by another before a colon (`Their reply:`, `Su respuesta fue:`, `他的回复：`) gives the words
# after it as that person's; the speaker's own answer, or one owned by no one, is the speaker's.
ANSWERS = [
    ("Pedro works at Google", "Their reply: I work at Google", "pedro/job", "Pedro", False),
    ("Ana lives in Leeds", "Tom's answer: I live in Leeds", "ana/city", "Ana", False),
    ("Ana lives in Leeds", "Her answer was: I live in Leeds", "ana/city", "Ana", False),
    ("Pedro works at Google", "My answer: I work at Google", "pedro/job", "Pedro", True),
    ("Ana lives in Leeds", "The short answer: I live in Leeds", "ana/city", "Ana", True),
    ("Ana vive en Lima", "Su respuesta fue: vivo en Lima", "ana/ciudad", "Ana", False),
    ("Ana vive en Lima", "Su contestación: vivo en Lima", "ana/ciudad", "Ana", False),
    ("Ana vive en Lima", "Como bien dices: vivo en Lima", "ana/ciudad", "Ana", True),
    ("Pedro lives in Leeds", "A reply from Tom: I live in Leeds", "pedro/city", "Pedro", False),
    ("Pedro lives in Leeds", "Tom, in reply: I live in Leeds", "pedro/city", "Pedro", False),
    ("Pedro vive en Lima", "La respuesta que dio Ana: vivo en Lima", "pedro/ciudad", "Pedro", False),
    ("Ana vive en Lima", "Mi respuesta: vivo en Lima", "ana/ciudad", "Ana", True),
    ("用户住在北京", "他的回复：我住在北京", "用户/城市", "user", False),
    ("用户住在北京", "我住在北京", "用户/城市", "user", True),
]


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), ANSWERS)
def test_anothers_answer_before_a_colon_is_not_the_speakers(
    value: str, evidence: str, key: str, speaker: str, supported: bool
) -> None:
    assert _ok(value, evidence, key=key, speaker=speaker).ok is supported


# Call logs: the caller is mem0's user only where nothing says otherwise — not in a call the writer took at work, not
# one of several numbered callers, not a caller's relative; an evidence of several turns is judged by the turn that
# says `I`.
CALLS = [
    ("User is allergic to penicillin", "I'm allergic to penicillin.",
     "Here's a call I took at work today:\nAgent: How can I help?\nCaller: I'm allergic to penicillin.", "user/allergy",
     False),
    ("User lives in York", "I live in York.", "Caller 1: I live in Leeds.\nHost: And you?\nCaller 2: I live in York.",
     "user/city", False),
    ("User lives in Leeds", "I live in Leeds.", "Agent: How can I help?\nCaller's wife: I live in Leeds.", "user/city",
     False),
    ("User is allergic to penicillin", "Me: Hello, clinic.\nCaller: I'm allergic to penicillin.\nMe: Noted.",
     None, "user/allergy", False),
    ("User lives in Leeds", "I live in Leeds and my boiler is broken.", "Agent: Thanks for calling, how can I help?\n"
     "Caller: I live in Leeds and my boiler is broken.", "user/city", True),
    ("User is allergic to penicillin", "Caller: I'm allergic to penicillin.\nAgent: I'll note the penicillin allergy.",
     None, "user/allergy", True),
    ("User is allergic to penicillin", "I'm allergic to penicillin.", "A call I answered from the pharmacy:\n"
     "Pharmacist: Any allergies?\nMe: I'm allergic to penicillin.", "user/allergy", True),
    ("User lives in York", "Agent: I live in York.\nCaller: hi there, I need help.", None, "user/city", False),
    ("User lives in Leeds", "Agent: How can I help?\nCaller: I live in Leeds.\nAgent: I live in Leeds too!", None,
     "user/city", False),
    ("Usuario vive en Lima", "vivo en Lima.", "Cliente 1: vivo en Quito.\nAgente: ¿Y usted?\nCliente 2: vivo en Lima.",
     "usuario/ciudad", False),
    ("Usuario vive en Lima", "vivo en Lima.", "Una llamada que atendí en el trabajo:\nAgente: ¿En qué le ayudo?\n"
     "Cliente: vivo en Lima.", "usuario/ciudad", False),
    ("Usuario vive en Lima", "vivo en Lima.", "Agente: ¿En qué le ayudo?\nCliente: vivo en Lima.", "usuario/ciudad",
     True),
    ("用户住在北京", "我住在北京。", "值班记录，我接的电话：\n接线员：您好。\n来电人：我住在北京。", "用户/城市",
     False),
    ("用户住在北京", "我住在北京。", "来电人1：我住在上海。\n主持人：你呢？\n来电人2：我住在北京。", "用户/城市",
     False),
    ("用户住在北京", "我住在北京。", "客服：您好。\n客户的妻子：我住在北京。", "用户/城市", False),
    ("Usuario vive en Lima", "vivo en Lima.", "Agente: ¿En qué le ayudo?\nEsposa del cliente: vivo en Lima.",
     "usuario/ciudad", False),
    ("Usuario vive en Lima", "vivo en Lima.", "Agente: Adelante.\nCliente dos: vivo en Lima.", "usuario/ciudad", False),
    ("用户住在北京", "我住在北京，我家水管漏了。",
     "客服：您好，请问有什么可以帮您？\n来电人：我住在北京，我家水管漏了。", "用户/城市", True),
    ("用户住在北京", "客服：我住在北京。\n来电人：我要修水管。", None, "用户/城市", False),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "source", "key", "supported"), CALLS)
def test_a_call_logs_caller_is_the_user_only_where_nothing_says_otherwise(
    value: str, evidence: str, source: str | None, key: str, supported: bool
) -> None:
    assert _ok(value, evidence, source=source, key=key, speaker="user").ok is supported
