"""Round 45 of issue 31 (DESIGN §4; docs/admission.md, "Round 45"), all refusals: a value that the guard refuses
against its evidence without the evidence's fillers and bracketed asides is refused against the evidence with them
(`_cleaned`: blind batch 85's pauses and brackets hid a time frame, a condition and a source); a fragment ending in a
week, month, year, season or feast, or a Chinese counted or pointed-at day, week, month or year, frames the clause
after its comma (`_fragments`); a label naming a person beside mem0's user — a companion, an ordinal, one of several —
a person of a named speaker's, a later turn taking it back, or a request for text to translate is no turn of the
speaker's own (`_turns`). Red-team round 32's regressions are pinned as twins here: a false start, a greeting, `Okay
then`, a Chinese name, forms and role labels. Each in English, Spanish and Chinese, a hard negative beside each hard
positive."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support
from memtx.core.admission._cleaned import cleaned


def _ok(value: str, evidence: str, source: str | None = None, *, speaker: str | None = None, key: str | None = None):
    return check_support(value, evidence, evidence if source is None else source, guard=True, speaker=speaker, key=key)


@pytest.mark.parametrize(
    ("value", "evidence", "supported"),
    [
        # a time frame before a pause
        (
            "The drop-off window is nine to eleven",
            "Um, so, over Christmas week, the, uh, drop-off window is nine to eleven",
            False,
        ),
        ("The drop-off window is nine to eleven", "Um, so, the, uh, drop-off window is nine to eleven", True),
        (
            "El horario de entrega es de nueve a once",
            "Pues, eh, en la semana de Navidad, o sea, el horario de entrega es de nueve a once",
            False,
        ),
        ("El horario de entrega es de nueve a once", "Pues, eh, o sea, el horario de entrega es de nueve a once", True),
        ("送狗的时间是九点到十一点", "嗯，那个，元旦那一周，就是，送狗的时间是九点到十一点", False),
        ("送狗的时间是九点到十一点", "嗯，那个，就是，送狗的时间是九点到十一点", True),
        # a condition behind fillers and a pause
        (
            "The water station at mile 18 gets doubled",
            "Er, basically, if it's above 25 degrees, the, um, water station at mile 18 gets doubled.",
            False,
        ),
        (
            "The water station at mile 18 gets doubled",
            "Er, basically, the, um, water station at mile 18 gets doubled.",
            True,
        ),
        (
            "El avituallamiento del kilómetro 30 se duplica",
            "Eh, a ver, si hace más de 25 grados, o sea, el avituallamiento del kilómetro 30 se duplica.",
            False,
        ),
        (
            "El avituallamiento del kilómetro 30 se duplica",
            "Eh, a ver, el avituallamiento del kilómetro 30 se duplica.",
            True,
        ),
        ("30公里的补给站加倍", "呃，就是说，如果气温超过25度，那个，30公里的补给站就加倍。", False),
        ("30公里的补给站加倍", "呃，那个，30公里的补给站加倍。", True),
        # a source whose frame a bracket splits
        (
            "The hearse can take a spray of up to 5 ft",
            "According to the funeral director (Mr Hale, at Coates & Sons), the hearse can take a spray of up to 5 ft.",
            False,
        ),
        (
            "The hearse can take a spray of up to 5 feet",
            "The hearse (a Daimler, at Coates & Sons) can take a spray of up to 5 feet.",
            True,
        ),
        (
            "El coche fúnebre admite una corona de 1,5 metros",
            "Según el director de la funeraria (el señor Salas), el coche fúnebre admite una corona de 1,5 metros.",
            False,
        ),
        (
            "El coche fúnebre admite una corona de 1,5 metros",
            "El coche fúnebre (un Mercedes) admite una corona de 1,5 metros.",
            True,
        ),
        ("灵车最多能放1.5米的花圈", "据殡仪馆的负责人（何先生，福寿殡葬服务公司）说，灵车最多能放1.5米的花圈。", False),
        ("灵车能放1.5米的花圈", "灵车（奔驰）能放1.5米的花圈。", True),
    ],
)
def test_a_pause_or_a_bracket_never_helps_a_value_pass(value: str, evidence: str, supported: bool) -> None:
    assert _ok(value, evidence).ok is supported


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "key", "supported"),
    [
        # a repair's marker stays where the value has a word before it (red-team round 30's twins)
        ("Nerea lives in Lima", "I live in Lima, actually, in Miraflores.", "Nerea", "nerea/city", True),
        ("Nerea vive en Lima", "Yo vivo en Lima, bueno, en Miraflores", "Nerea", "nerea/ciudad", True),
        ("Nerea trabaja en Madrid", "Yo trabajo en Madrid, o sea, en el centro", "Nerea", "nerea/trabajo", True),
        # a bracket without a letter is part of a phone number
        ("+1 (312) 555-0147", "Direct: +1 (312) 555-0147", None, "marisol/direct_line", True),
        ("+1 (312) 555-0147", "My phone is +1 (312) 555-0147", "Dana", "dana/phone", True),
        ("+34 (91) 555 01 47", "Mi teléfono es el +34 (91) 555 01 47", "Dana", "dana/telefono", True),
        ("+86 (10) 6288 1234", "我的电话是+86 (10) 6288 1234", "王芳", "王芳/电话", True),
        ("+1 (312) 555-0147", "My old phone (until May) is +1 (312) 555-0147", "Dana", "dana/phone", False),
        (
            "+34 (91) 555 01 47",
            "Mi teléfono antiguo (hasta mayo) es el +34 (91) 555 01 47",
            "Dana",
            "dana/telefono",
            False,
        ),
        ("+86 (10) 6288 1234", "我以前的电话（五月前）是+86 (10) 6288 1234", "王芳", "王芳/电话", False),
    ],
)
def test_what_cleaning_keeps(value: str, evidence: str, speaker: str | None, key: str | None, supported: bool) -> None:
    assert _ok(value, evidence, speaker=speaker, key=key).ok is supported


@pytest.mark.parametrize(
    ("value", "evidence", "supported"),
    [
        ("The shop closes at 6", "My, um, the shop closes at 6", True),
        ("The shop closes at 6", "Over Christmas, um, the shop closes at 6", False),
        ("La cita es a las 10", "Una, eh, la cita es a las 10", True),
        ("La cita es a las 10", "En Navidad, eh, la cita es a las 10", False),
        ("The office reopens on the 4th", "Happy new year, the office reopens on the 4th", True),
        ("The office reopens on the 4th", "That year, the office reopens on the 4th", False),
        ("La oficina reabre el día 7", "Feliz Navidad, la oficina reabre el día 7", True),
        ("La oficina reabre el día 7", "Esa Navidad, la oficina reabre el día 7", False),
        ("The appointment is on Tuesday", "Okay then, the appointment is on Tuesday", True),
        ("The appointment is on Tuesday", "Back then, the appointment was on Tuesday", False),
        ("会议在十点", "刘一周，会议在十点", True),
        ("会议在十点", "那一周，会议在十点", False),
    ],
)
def test_a_false_start_a_greeting_or_a_name_is_no_frame(value: str, evidence: str, supported: bool) -> None:
    assert _ok(value, evidence).ok is supported


def test_cleaned_leaves_out_fillers_and_lettered_brackets_only() -> None:
    assert cleaned("Er, basically, if it's hot, the, um, tent moves.") == "if it's hot, the tent moves."
    assert cleaned("Call +1 (312) 555-0147 (my desk).") == "Call +1 (312) 555-0147."
    assert cleaned("嗯，那个，就是菜园东边的水龙头坏了") == "菜园东边的水龙头坏了"
    assert cleaned("I live in Leeds, so I cycle.") == "I live in Leeds, so I cycle."  # (`so` inside a clause stays)
    assert cleaned("Vivo en Lima, bueno, en Miraflores", "Nerea vive en Lima") == "Vivo en Lima, bueno, en Miraflores"
    assert cleaned("Vivo en Lima, bueno, en Miraflores", "Nerea vive en Miraflores") == "Vivo en Lima, en Miraflores"


@pytest.mark.parametrize(
    ("value", "evidence", "supported"),
    [
        ("The drop-off window is nine to eleven", "That week, the drop-off window is nine to eleven", False),
        ("The drop-off window is nine to eleven", "Back then, the drop-off window was nine to eleven", False),
        ("The drop-off window is nine to eleven", "Anna, the drop-off window is nine to eleven", True),
        ("El horario de entrega es de nueve a once", "Esa semana, el horario de entrega es de nueve a once", False),
        ("El horario de entrega es de nueve a once", "Ana, el horario de entrega es de nueve a once", True),
        ("送狗的时间是九点到十一点", "春节那几天，送狗的时间是九点到十一点", False),
        ("送狗的时间是九点到十一点", "那个月，送狗的时间是九点到十一点", False),
        ("送狗的时间是九点到十一点", "张天，送狗的时间是九点到十一点", True),
    ],
)
def test_a_fragment_ending_in_a_time_frames_the_clause_after_it(value: str, evidence: str, supported: bool) -> None:
    assert _ok(value, evidence).ok is supported


@pytest.mark.parametrize(
    ("value", "evidence", "source", "key", "supported"),
    [
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "Agent: How can I help?\nCallers wife: I live in Leeds.",
            "user/city",
            False,
        ),
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "Operator: Go ahead.\nSecond caller: I live in Leeds.",
            "user/city",
            False,
        ),
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "Agent: How can I help?\nCaller: I live in Leeds.",
            "user/city",
            True,
        ),
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "Agent: Hello.\nCustomer 48213: I live in Leeds.",
            "user/city",
            True,
        ),
        (
            "Usuario vive en Lima",
            "vivo en Lima.",
            "Agente: Adelante.\nCliente n.º 2: vivo en Lima.",
            "usuario/ciudad",
            False,
        ),
        (
            "Usuario vive en Lima",
            "Vivo en Lima.",
            "Agente: Buenas tardes.\nCliente: Vivo en Lima.",
            "usuario/ciudad",
            True,
        ),
        (
            "622 741 058",
            "Escríbeme al 622 741 058",
            "Recepción: ¿a qué número te llamo?\nHuésped: Escríbeme al 622 741 058",
            "user/movil",
            True,
        ),
        ("用户住在北京", "我住在北京。", "客服：您好。\n客户妻子：我住在北京。", "用户/城市", False),
        (
            "用户住在北京",
            "我住在北京。",
            "客服：第一位？\n客户甲：我住在上海。\n客服：下一位。\n客户乙：我住在北京。",
            "用户/城市",
            False,
        ),
        ("用户住在北京", "我住在北京。", "客服：您好。\n客户：我住在北京。", "用户/城市", True),
        ("用户住在北京", "我住在北京。", "客服：您好。\n用户的妈妈：我住在北京。", "用户/城市", False),
        ("用户住在北京", "我住在北京。", "客服：您好。\n买家：我住在北京。", "用户/城市", True),
        ("User lives in Leeds", "I live in Leeds.", "Agent: Hi.\nUser's wife: I live in Leeds.", "user/city", False),
        ("User lives in Leeds", "I live in Leeds.", "Agent: Hi.\nUser 2: I live in Leeds.", "user/city", False),
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "Agent: Where are you based?\nShopper: I live in Leeds.",
            "user/city",
            True,
        ),
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "Name: Ana Ruiz\nCity: Leeds\nNotes: I live in Leeds.",
            "user/city",
            True,
        ),
        (
            "Usuario vive en Lima",
            "Vivo en Lima.",
            "Agente: Hola.\nOtro usuario: Vivo en Lima.",
            "usuario/ciudad",
            False,
        ),
        (
            "Usuario vive en Lima",
            "Vivo en Lima.",
            "Agente: ¿Dónde vive?\nTitular: Vivo en Lima.",
            "usuario/ciudad",
            True,
        ),
        (
            "用户住在北京",
            "我住在北京，暖气一周没热了。",
            "客服：您好。\n客户的反馈：我住在北京，暖气一周没热了。",
            "用户/城市",
            True,
        ),
    ],
)
def test_a_label_naming_a_person_beside_the_user_is_not_the_users_turn(
    value: str, evidence: str, source: str, key: str, supported: bool
) -> None:
    assert _ok(value, evidence, source, speaker="user", key=key).ok is supported


@pytest.mark.parametrize(
    ("value", "evidence", "source", "speaker", "supported"),
    [
        ("Ana lives in Leeds", "I live in Leeds.", "Agent: Hi.\nAna's husband: I live in Leeds.", "Ana", False),
        ("Ana lives in Leeds", "I live in Leeds.", "Agent: Hi.\nAna's son: I live in Leeds.", "Ana", False),
        ("Ana lives in Leeds", "I live in Leeds.", "Agent: Hi.\nAna: I live in Leeds.", "Ana", True),
        ("Ana lives in Leeds", "I live in Leeds.", "Agent: Hi.\nAna's notes: I live in Leeds.", "Ana", True),
        ("Ana vive en Lima", "vivo en Lima.", "Agente: Hola.\nHijo de Ana: vivo en Lima.", "Ana", False),
        ("Ana vive en Lima", "vivo en Lima.", "Agente: Hola.\nAna - clienta: vivo en Lima.", "Ana", True),
        ("王芳住在北京", "我住在北京。", "客服：您好。\n王芳的儿子：我住在北京。", "王芳", False),
        ("王芳住在北京", "我住在北京。", "客服：您好。\n王芳女士：我住在北京。", "王芳", True),
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "Operator: First?\nCaller (1): I live in York.\nOperator: Go ahead.\nCaller (2): I live in Leeds.",
            "user",
            False,
        ),
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "Agent: How can I help?\nCaller (Ana): I live in Leeds.",
            "user",
            True,
        ),
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "Agent: How can I help?\nCustomer’s son: I live in Leeds.",
            "user",
            False,
        ),
    ],
)
def test_a_turn_of_a_person_of_the_speakers_is_not_the_speakers(
    value: str, evidence: str, source: str, speaker: str, supported: bool
) -> None:
    assert _ok(value, evidence, source, speaker=speaker).ok is supported


def test_a_messages_own_noun_before_the_speakers_name_stays_the_speakers() -> None:
    source = "Audio de Jordi Puig (0:52): bueno, que Tula llega el martes. Mi móvil es el 655 210 874."
    assert _ok("655 210 874", "Mi móvil es el 655 210 874.", source, speaker="Jordi Puig", key="jordi_puig/movil").ok
    source = "Audio del hijo de Jordi Puig (0:52): bueno, que Tula llega el martes. Mi móvil es el 655 210 874."
    assert not _ok(
        "655 210 874", "Mi móvil es el 655 210 874.", source, speaker="Jordi Puig", key="jordi_puig/movil"
    ).ok


@pytest.mark.parametrize(
    ("value", "evidence", "source", "supported"),
    [
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "User: I live in Leeds.\nAssistant: Great!\nUser: Actually I just moved to York.",
            False,
        ),
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "User: I live in Leeds.\nAssistant: Great!\nUser: Can you recommend a pub?",
            True,
        ),
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "User: I live in Leeds.\nAssistant: Actually, York is nicer.\nUser: Maybe.",
            True,
        ),
        (
            "Usuario fuma",
            "Fumo.",
            "Agente: ¿Fuma?\nCliente: Fumo.\nAgente: ¿Cuánto?\nCliente: Uy, no, lo dejé hace un año.",
            False,
        ),
        (
            "Usuario fuma",
            "Fumo.",
            "Agente: ¿Fuma?\nCliente: Fumo.\nAgente: ¿Cuánto?\nCliente: Un paquete al día.",
            True,
        ),
        ("用户住在北京", "我住在北京。", "客户：我住在北京。\n客服：好的。\n客户：其实我上个月搬到上海了。", False),
        ("用户住在北京", "我住在北京。", "客户：我住在北京。\n客服：好的。\n客户：我家水管漏了。", True),
    ],
)
def test_a_later_turn_of_the_speakers_that_takes_it_back(
    value: str, evidence: str, source: str, supported: bool
) -> None:
    assert _ok(value, evidence, source, speaker="user").ok is supported


@pytest.mark.parametrize(
    ("value", "evidence", "source", "supported"),
    [
        (
            "User lives in Leeds",
            "I live in Leeds.",
            "Assistant: Give me an example sentence with 'live'.\nUser: I live in Leeds.",
            False,
        ),
        ("User lives in Leeds", "I live in Leeds.", "Assistant: Where do you live?\nUser: I live in Leeds.", True),
        (
            "Usuario vive en Lima",
            "Yo vivo en Lima.",
            "Asistente: Dame una frase de ejemplo con el verbo vivir.\nUsuario: Yo vivo en Lima.",
            False,
        ),
        ("Usuario vive en Lima", "Yo vivo en Lima.", "Asistente: ¿Dónde vives?\nUsuario: Yo vivo en Lima.", True),
        (
            "用户住在北京",
            "我住在北京，我是护士。",
            "助手：请把要翻译的句子发给我。\n用户：我住在北京，我是护士。",
            False,
        ),
        ("用户住在北京", "我住在北京，我是护士。", "助手：请介绍一下你自己。\n用户：我住在北京，我是护士。", True),
    ],
)
def test_a_turn_answering_a_request_for_text_is_no_claim(
    value: str, evidence: str, source: str, supported: bool
) -> None:
    assert _ok(value, evidence, source, speaker="user").ok is supported


@pytest.mark.parametrize(
    ("value", "evidence", "supported"),
    [
        (
            "The drop-off window is nine to eleven",
            "Over Christmas week — um — the drop-off window is nine to eleven",
            False,
        ),
        ("The drop-off window is nine to eleven", "Um — the drop-off window is nine to eleven", True),
        ("The clinic opens at 8", "The clinic — the one next to the bakery — opens at 8.", True),
        ("The hearse takes a 5 ft spray", "According to the director [Mr Hale], the hearse takes a 5 ft spray.", False),
        ("El horario es de nueve a once", "En la semana de Navidad... eh... el horario es de nueve a once", False),
        ("El horario es de nueve a once", "Eh... el horario es de nueve a once", True),
        ("El horario es de nueve a once", "En Navidad, ehhh, el horario es de nueve a once", False),
        ("La reunión es a las 10", "Hola Abril, la reunión es a las 10", True),
        ("La reunión es a las 10", "Este curso, la reunión es a las 10", False),
        ("送狗的时间是九点到十一点", "元旦那一周……嗯……送狗的时间是九点到十一点", False),
        ("灵车能放1.5米的花圈", "据殡仪馆的负责人【何先生】说，灵车能放1.5米的花圈。", False),
        ("灵车能放1.5米的花圈", "灵车【奔驰】能放1.5米的花圈。", True),
        ("送狗的时间是九点到十一点", "暑假，送狗的时间是九点到十一点", False),
        ("送狗的时间是九点到十一点", "小暑，送狗的时间是九点到十一点", True),
    ],
)
def test_dashes_ellipses_other_brackets_and_more_time_fragments(value: str, evidence: str, supported: bool) -> None:
    assert _ok(value, evidence).ok is supported


@pytest.mark.parametrize(
    ("source", "supported"),
    [
        ("Agent: Hi, how can I help?\nCaller (his daughter): I live in Leeds.", False),
        ("Agent: Hi, how can I help?\nCaller (Ana): I live in Leeds.", True),
        ("Agente: Hola.\nCliente (su hija): Vivo en Leeds.", False),
        ("Agente: Hola.\nCliente (Ana): Vivo en Leeds.", True),
        ("客服：您好。\n客户（家属代述）：我住在Leeds。", False),
        ("客服：您好。\n客户（王女士）：我住在Leeds。", True),
        ("客服：您好。\n其他用户：我住在Leeds。", False),
    ],
)
def test_a_bracket_saying_someone_else_speaks(source: str, supported: bool) -> None:
    line = source.splitlines()[1]
    evidence = line.split("：", 1)[1] if "：" in line else line.split(": ", 1)[1]
    value = {"I": "User lives in Leeds", "V": "Usuario vive en Leeds", "我": "用户住在Leeds"}[evidence[0]]
    assert _ok(value, evidence, source, speaker="user").ok is supported
