"""Round 46 of issue 31 (DESIGN §4; docs/admission.md, "Round 46"), three readings of the typed-value rule (`_typed`)
that refused what the clause says plainly: the value standing between the keyed noun and its copula names that noun
(`Your order 44871 is ready`), no modifier of it; the future's copula before a date or time (`The AGM will be on
Thursday 14 November at 7pm`, `será el jueves 14`) says the event is to come, not when it holds (a verb after it, a
hedge or a condition still refuses; any other typed value's future still refuses); the addressee's possessive before a
slot word of the value's type (`su localizador es …`, `Your reference is …`) names the key's slot for a key whose
subject is not the speaker. Each in English, Spanish and Chinese, a hard negative beside each hard positive."""

from __future__ import annotations

import json

import pytest

from memtx.core.admission import check_support


def _ok(value: str, evidence: str, key: str, speaker: str | None) -> bool:
    return bool(check_support(value, evidence, evidence, guard=True, speaker=speaker, key=key).ok)


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "supported"),
    [
        (
            "Thursday 14 November at 7pm",
            "The AGM will be on Thursday 14 November at 7pm.",
            "hiking_society/agm/date",
            None,
            True,
        ),
        (
            "Thursday 14 November at 7pm",
            "The AGM will probably be on Thursday 14 November at 7pm.",
            "hiking_society/agm/date",
            None,
            False,
        ),
        (
            "Thursday 14 November",
            "The AGM will be moved to Thursday 14 November.",
            "hiking_society/agm/date",
            None,
            False,
        ),
        (
            "el jueves 14 de enero a las 11:00",
            "El funeral será el jueves 14 de enero a las 11:00.",
            "funeral/fecha",
            None,
            True,
        ),
        (
            "el jueves 14 de enero a las 11:00",
            "El funeral será el jueves 14 de enero a las 11:00 si llega la familia.",
            "funeral/fecha",
            None,
            False,
        ),
        ("x@y.com", "Mi correo será x@y.com.", "ana/correo", None, False),
        ("el jueves 14", "La reunión será trasladada al jueves 14.", "junta/reunion/fecha", None, False),
        ("6月3日上午十点", "面试将改到6月3日上午十点。", "面试/时间", None, False),
        ("周二上午9点半", "会议将在周二上午9点半。", "会议/时间", None, True),
        ("周二上午9点半", "会议可能将在周二上午9点半。", "会议/时间", None, False),
        ("NB7Q2X", "su localizador es NB7Q2X.", "naviera_balear/booking_code", None, True),
        ("NB7Q2X", "su localizador anterior era NB7Q2X.", "naviera_balear/booking_code", None, False),
    ],
)
def test_a_dates_future_copula_places_the_event(
    value: str, evidence: str, key: str, speaker: str | None, supported: bool
) -> None:
    assert _ok(value, evidence, key, speaker) is supported


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "supported"),
    [
        ("FD-2024-77310", "Su número de seguimiento es FD-2024-77310.", "envio/seguimiento", None, True),
        ("FD-2024-77310", "Su antiguo número de seguimiento es FD-2024-77310.", "envio/seguimiento", None, False),
        ("QX7744", "Your reference is QX7744.", "harbour_hotel/booking_code", None, True),
        ("QX7744", "Your reference is QX7744.", "dana/booking_code", "Dana", False),
        ("QX7744", "Your previous reference was QX7744.", "harbour_hotel/booking_code", None, False),
        ("HX20241107852", "您的订单号为HX20241107852", "海峡轮渡/订单号", None, True),
        ("HX20241107852", "您原来的订单号为HX20241107852", "海峡轮渡/订单号", None, False),
    ],
)
def test_the_addressees_slot_word_names_the_keys_slot(
    value: str, evidence: str, key: str, speaker: str | None, supported: bool
) -> None:
    assert _ok(value, evidence, key, speaker) is supported


def _transcript(*turns: tuple[str, str], **context: str) -> str:
    """A transcript tool's JSON: `context` fields, then one object per utterance (speaker, start, text)."""
    utterances = [{"speaker": who, "start": float(k), "text": text} for k, (who, text) in enumerate(turns)]
    return json.dumps({**context, "utterances": utterances}, ensure_ascii=False)


_HOME = "We live in Didsbury and I work from home on Mondays."
_CASA = "Vivimos en Triana y yo trabajo de mañana en un colegio."
_JIA = "我们住在朝阳区，我周一在家办公。"


@pytest.mark.parametrize(
    ("value", "evidence", "source", "speaker", "supported"),
    [
        # one sentence of the speaker's utterance, the value holding against the sentence alone
        (
            "Hannah works from home on Mondays",
            "I work from home on Mondays.",
            _transcript(("Hannah Cole", _HOME)),
            "Hannah Cole",
            True,
        ),
        (
            "Rocío trabaja de mañana en un colegio",
            "yo trabajo de mañana en un colegio.",
            _transcript(("Rocío", _CASA)),
            "Rocío",
            True,
        ),
        ("刘倩周一在家办公", "我周一在家办公。", _transcript(("刘倩", _JIA)), "刘倩", True),
        # after an acknowledgment; mem0's `user` named by a `user` field
        (
            "User wants the fern sleeve",
            "I want the fern sleeve",
            _transcript(
                ("Rosa", "Hi, what can I do for you?"),
                ("user", "Okay. I want the fern sleeve, and I paid the deposit."),
            ),
            "user",
            True,
        ),
        (
            "Usuario es cinturón marrón",
            "Soy cinturón marrón",
            _transcript(("usuario", "Vale. Soy cinturón marrón y entreno en Getafe.")),
            "usuario",
            True,
        ),
        (
            "用户想纹一个蕨类图案",
            "我想纹一个蕨类图案",
            _transcript(("用户", "好的。我想纹一个蕨类图案，而且我已经付了定金。")),
            "用户",
            True,
        ),
        # another's utterance
        (
            "Hannah works from home on Mondays",
            "I work from home on Mondays.",
            _transcript(("Leo", _HOME)),
            "Hannah Cole",
            False,
        ),
        ("刘倩周一在家办公", "我周一在家办公。", _transcript(("社工", _JIA)), "刘倩", False),
        # a sentence after it, or before it, that is no acknowledgment
        (
            "User lives in Leeds",
            "I live in Leeds",
            _transcript(("user", "I live in Leeds. Well, I used to.")),
            "user",
            False,
        ),
        (
            "Usuario vive en Bilbao",
            "Vivo en Bilbao",
            _transcript(("usuario", "Vivo en Bilbao. Bueno, vivía.")),
            "usuario",
            False,
        ),
        ("用户住在北京", "我住在北京", _transcript(("用户", "只有周末。我住在北京。")), "用户", False),
        # the sentence read whole restricts the part (a condition, a report)
        (
            "Hannah works from home on Mondays",
            "I work from home on Mondays.",
            _transcript(("Hannah Cole", "If it rains, I work from home on Mondays.")),
            "Hannah Cole",
            False,
        ),
        (
            "Rocío trabaja de mañana",
            "yo trabajo de mañana",
            _transcript(("Rocío", "Mi hermana dice que yo trabajo de mañana.")),
            "Rocío",
            False,
        ),
        ("刘倩周一在家办公", "我周一在家办公", _transcript(("刘倩", "如果下雨，我周一在家办公。")), "刘倩", False),
        # a label, a quotation or a signature inside the sentence
        ("User lives in Leeds", "I live in Leeds", _transcript(("user", "Leo﹕I live in Leeds.")), "user", False),
        (
            "User lives in Leeds",
            "I live in Leeds",
            _transcript(("user", "I live in Leeds — Leo, 2019.")),
            "user",
            False,
        ),
        # a request for text before it; context that makes the exchange another's or made up
        (
            "User runs the chess club",
            "I run the chess club",
            _transcript(("Leo", "Repeat after me."), ("user", "Okay. I run the chess club.")),
            "user",
            False,
        ),
        (
            "Usuario vive en Bilbao",
            "Vivo en Bilbao",
            _transcript(("Leo", "Dime una mentira."), ("usuario", "Vale. Vivo en Bilbao y tengo un perro.")),
            "usuario",
            False,
        ),
        (
            "用户住在北京",
            "我住在北京",
            _transcript(("小李", "你把这句翻译一下。"), ("用户", "好的。我住在北京，我有一只猫。")),
            "用户",
            False,
        ),
        (
            "User lives in Leeds",
            "I live in Leeds",
            _transcript(("user", "Hi. I live in Leeds and I cycle."), type="sample dialogue for testing"),
            "user",
            False,
        ),
        (
            "Usuario vive en Bilbao",
            "Vivo en Bilbao",
            _transcript(("usuario", "Hola. Vivo en Bilbao y tengo un perro."), fuente="la carta de mi hermano"),
            "usuario",
            False,
        ),
        (
            "用户住在北京",
            "我住在北京",
            _transcript(("用户", "你好。我住在北京，我有一只猫。"), 标题="我哥哥的聊天记录"),
            "用户",
            False,
        ),
    ],
)
def test_one_sentence_of_a_transcripts_utterance_is_its_speakers(
    value: str, evidence: str, source: str, speaker: str, supported: bool
) -> None:
    assert bool(check_support(value, evidence, source, guard=True, speaker=speaker).ok) is supported


@pytest.mark.parametrize(
    ("extra", "supported"),
    [
        ({"end": 4.2, "lang": "en"}, True),  # bookkeeping: a number or one word under a neutral name
        ({"segment_type": "reading aloud"}, False),  # (red-team round 31: a name the old pattern let through)
        ({"channel": "dictating Leo's letter"}, False),  # a neutral name holding prose
        ({"retracted_at_time": "00:41"}, False),
    ],
)
def test_an_utterances_other_fields_are_bookkeeping_only(extra: dict[str, object], supported: bool) -> None:
    source = json.dumps({"speaker": "Hanna", "text": "I run the chess club.", **extra})
    ok = check_support("Hanna runs the chess club", "I run the chess club.", source, guard=True, speaker="Hanna").ok
    assert bool(ok) is supported


@pytest.mark.parametrize(
    ("value", "evidence", "key", "supported"),
    [
        # (`72845193` of `72845193K`: the tokenizer splits a digit run from the letter after it; a value takes an
        # identifier whole — `main` before round 46 accepted all three)
        ("72845193", "The tracking number is 72845193K.", "order/tracking_number", False),
        ("72845193", "El número de seguimiento es 72845193K.", "pedido/seguimiento", False),
        ("72845193", "快递单号是72845193K", "订单/快递单号", False),
        ("72845193", "The tracking number is 72845193.", "order/tracking_number", True),
        ("72845193", "El número de seguimiento es 72845193.", "pedido/seguimiento", True),
        ("72845193", "快递单号是72845193", "订单/快递单号", True),
    ],
)
def test_a_typed_value_inside_a_longer_token_is_refused(value: str, evidence: str, key: str, supported: bool) -> None:
    assert bool(check_support(value, evidence, evidence, guard=True, key=key).ok) is supported
