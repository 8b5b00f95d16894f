"""Round 46 of issue 31 (DESIGN §4; docs/admission.md, "Round 46"), as it stands after red-team round 33: its accept
side (a JSON transcript's one-sentence utterance, mem0's `user` field, a date's future copula, the addressee's slot
word) was withdrawn; what stays refuses. A one-token identifier that is a piece of a longer token is refused
(`72845193` of `72845193K`; `_typed`); a repair that narrows with a time, scope, condition or part is read with the
clause it repairs (`I work from home, I mean, on Fridays`; `_cleaned`); a tag that takes the last sentence back in
irony (`…, yeah, right.`; `_corrections`); a leading time fragment frames a speaker-bound value too (`That month, I work
from home` for `Ana works from home`; `_fragments`); the first person's relative as a turn's label (`My husband:`;
`_turns`). Each in English, Spanish and Chinese, a hard negative beside each hard positive."""

from __future__ import annotations

import json

import pytest

from memtx.core.admission import check_support


def _ok(value: str, evidence: str, source: str | None = None, *, key: str | None = None, speaker: str | None = None):
    return bool(
        check_support(value, evidence, evidence if source is None else source, guard=True, key=key, speaker=speaker).ok
    )


@pytest.mark.parametrize(
    ("value", "evidence", "key", "supported"),
    [
        # (the tokenizer splits a digit run from the letter after it; f52fe7b accepted the first three)
        ("72845193", "The tracking number is 72845193K.", "order/tracking_number", False),
        ("72845193", "El número de seguimiento es 72845193K.", "pedido/seguimiento", False),
        ("72845193", "快递单号是72845193K", "订单/快递单号", False),
        ("72845193", "The tracking number is 72845193Ｋ.", "order/tracking_number", False),  # (full-width, red team 33)
        ("72845193", "The tracking number is 72845193К.", "order/tracking_number", False),  # (Cyrillic)
        ("72845193", "The tracking number is 72845193.", "order/tracking_number", True),
        ("72845193", "El número de seguimiento es 72845193.", "pedido/seguimiento", True),
        ("72845193", "快递单号是72845193", "订单/快递单号", True),
        # (a time runs on into its unit: no identifier; red-team round 33's regressions)
        ("19:00", "La cita es a las 19:00h", "dentista/cita/hora", True),
        ("10:30", "Your slot is at 10:30hrs", "garage/slot/time", True),
    ],
)
def test_an_identifier_is_taken_whole(value: str, evidence: str, key: str, supported: bool) -> None:
    assert _ok(value, evidence, key=key) is supported


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "supported"),
    [
        ("I work from home", "I work from home, I mean, on Fridays", None, None, False),
        ("I live in Lima", "I live in Lima, I mean, in Miraflores", None, None, True),  # (more exact, no narrower)
        ("Nerea gives the class on Tuesdays", "I give the class on Tuesdays, I mean, every Tuesday", "nerea/class",
         "Nerea", True),  # (the same time again: red-team round 30)
        ("Nerea vive en Lima", "Vivo en Lima, bueno, en verano", "nerea/ciudad", "Nerea", False),
        ("Nerea vive en Lima", "Vivo en Lima, bueno, en Miraflores", "nerea/ciudad", "Nerea", True),
        ("会员免费停车", "会员免费停车，其实，只有工作日", None, None, False),
        ("会员免费停车", "会员免费停车，其实，停车场在地下", None, None, True),
    ],
)  # fmt: skip
def test_a_repair_that_narrows_is_read_with_its_clause(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    assert _ok(value, evidence, key=key, speaker=speaker) is supported


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "supported"),
    [
        ("Ana is a millionaire", "I'm a millionaire, yeah, right.", "ana/wealth", "Ana", False),
        ("Ana lives in Leeds", "I live in Leeds. I'm a millionaire, yeah, right.", "ana/city", "Ana", True),
        ("Ana can drive you", "I can drive you, yeah, sure.", None, "Ana", True),  # (an agreement: not read)
        ("Nerea es millonaria", "Soy millonaria… ya quisiera", "nerea/dinero", "Nerea", False),
        ("Nerea es millonaria", "Soy millonaria, sí, claro.", "nerea/dinero", "Nerea", True),
        ("王芳是百万富翁", "我是百万富翁，嗯，对，才怪", "王芳/财富", "王芳", False),
        ("王芳住在北京", "我住在北京。我是百万富翁，才怪", "王芳/城市", "王芳", True),
    ],
)
def test_an_ironic_tag_takes_its_sentence_back(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    assert _ok(value, evidence, key=key, speaker=speaker) is supported


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "supported"),
    [
        ("Ana works from home", "That month, I work from home", "ana/work", "Ana", False),
        ("Ana moved to Leeds", "What a year, I moved to Leeds", "ana/city", "Ana", True),  # (an exclamation)
        ("Nerea trabaja desde casa", "Esa semana, trabajo desde casa", "nerea/trabajo", "Nerea", False),
        ("Nerea se mudó a Madrid", "Qué año, me mudé a Madrid", "nerea/ciudad", "Nerea", True),
        ("王芳在家办公", "这个月，我在家办公", "王芳/工作", "王芳", False),
        ("王芳在家办公", "张天，我在家办公", "王芳/工作", "王芳", True),  # (a vocative)
    ],
)
def test_a_time_fragment_frames_a_speaker_bound_value(
    value: str, evidence: str, key: str, speaker: str, supported: bool
) -> None:
    assert _ok(value, evidence, key=key, speaker=speaker) is supported


@pytest.mark.parametrize(
    ("value", "evidence", "source", "key", "supported"),
    [
        ("User lives in Leeds", "I live in Leeds.", "Agent: Hello. My husband: I live in Leeds.", "user/city", False),
        ("User lives in Leeds", "I live in Leeds.", "Agent: Hello. User: I live in Leeds.", "user/city", True),
        ("Usuario vive en Lima", "Vivo en Lima.", "Agente: Hola. Mi marido: Vivo en Lima.", "usuario/ciudad", False),
        ("Usuario vive en Lima", "Vivo en Lima.", "Agente: Hola. Usuario: Vivo en Lima.", "usuario/ciudad", True),
        ("用户住在北京", "我住在北京。", "客服：您好。 我老公：我住在北京。", "用户/城市", False),
        ("用户住在北京", "我住在北京。", "客服：您好。 用户：我住在北京。", "用户/城市", True),
    ],
)
def test_the_speakers_relative_as_a_label_is_another_person(
    value: str, evidence: str, source: str, key: str, supported: bool
) -> None:
    assert _ok(value, evidence, source, key=key, speaker="user") is supported


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "supported"),
    [
        # (a narrowing after a pause is said with the clause before it; a restart or a new clause is not)
        ("Ana lives in Leeds", "I live in Leeds, um, part of the year", "ana/city", "Ana", False),
        ("Ana lives in Leeds", "I live in Leeds, um, near the station", "ana/city", "Ana", True),
        ("my coach wants me to do three sessions a week", "my coach wants me to, um, to do three sessions a week", None,
         None, True),
        ("Nerea vive en Lima", "Vivo en Lima, eh, parte del año", "nerea/ciudad", "Nerea", False),
        ("El horario de entrega es de nueve a once", "En la semana de Navidad, digamos, el horario de entrega es de "
         "nueve a once", None, None, False),
        ("El horario de entrega es de nueve a once", "Pues, digamos, el horario de entrega es de nueve a once", None,
         None, True),
        ("王芳住在北京", "我住在北京，嗯，到六月", "王芳/城市", "王芳", False),
        ("我们周一见", "我们周一见，呃，到时候再联系", None, None, True),  # (`到时候`: then)
        ("蜂箱下周要换", "蜂箱那个，呃，下周要换", None, None, True),  # (a topic before the pause, no clause)
    ],
)  # fmt: skip
def test_a_narrowing_after_a_pause_is_said_with_its_clause(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    assert _ok(value, evidence, key=key, speaker=speaker) is supported


def _t(*turns: tuple[str, str]) -> str:
    """A transcript tool's JSON: one object per utterance (speaker, start, text)."""
    return json.dumps(
        {"utterances": [{"speaker": who, "start": float(k), "text": text} for k, (who, text) in enumerate(turns)]},
        ensure_ascii=False,
    )


@pytest.mark.parametrize(
    ("value", "evidence", "source", "speaker", "supported"),
    [
        # (a later sentence of the message, or a later utterance of the same speaker, that denies the claim or says its
        # verb again in the past takes it back; one that adds to it does not)
        ("Nerea gives the class", "I give the class, well, gave.", None, "Nerea", False),
        ("Nerea gives the class", "I give the class, and I love it.", None, "Nerea", True),
        ("Ana works at Acme", "I work at Acme. Actually, I'm the manager there.", None, "Ana", True),
        ("Hanna lives in Leeds", "I live in Leeds.", _t(("Hanna", "I live in Leeds."), ("Hanna", "Well, I used to.")),
         "Hanna", False),
        ("Hanna lives in Leeds", "I live in Leeds.", _t(("Hanna", "I live in Leeds."), ("Hanna", "Well, I love it.")),
         "Hanna", True),
        ("Nerea da la clase", "Yo doy la clase. Bueno, daba. Ahora no.", None, "Nerea", False),
        ("Nerea da la clase", "Yo doy la clase. Bueno, vale.", None, "Nerea", True),
        ("Lucía vive en Bilbao", "Vivo en Bilbao.", _t(("Lucía", "Vivo en Bilbao."), ("Lucía", "Bueno, vivía.")),
         "Lucía", False),
        ("王芳住在北京", "我住在北京。那是以前，现在在上海。", None, "王芳", False),
        ("王芳住在北京", "我住在北京。我很喜欢这里。", None, "王芳", True),
        ("王芳住在北京", "我住在北京。", _t(("王芳", "我住在北京。"), ("王芳", "骗你的。")), "王芳", False),
        ("王芳住在北京", "我住在北京。", _t(("王芳", "我住在北京。"), ("王芳", "这里很好。")), "王芳", True),
    ],
)  # fmt: skip
def test_a_later_sentence_or_utterance_that_takes_it_back(
    value: str, evidence: str, source: str | None, speaker: str, supported: bool
) -> None:
    assert _ok(value, evidence, source, speaker=speaker) is supported
