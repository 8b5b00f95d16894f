"""Red-team round 2 of issue 31 (DESIGN §4): false-accept classes of main found by probing plain, speaker-bound and
keyed values in en, es and zh with hard negatives an LLM extractor would plausibly write. Each hard negative has a
faithful twin beside it — the nearest shape without the restriction — so a fix that refuses too much fails here as well
as one that refuses too little.

Classes (docs/admission.md, "Red-team round 2"): a restriction in a tail that ends the value's sentence after a comma or
dash (`…, sometimes.`, `…, de momento.`, `…，偶尔。`, `…, give or take.`, `— well, I did until May.`: `_asides`);
another person's message or words introduced by a colon or a hearsay frame (`Ana texted me: my new number is …`,
`Mensaje de mi hermana: vivo en …`, `我妹妹发消息：…`, `据我妈说，我…`: `_support`); a value the speaker says in
irony (`I love Mondays. Not.`, `Yeah right, …`, `Ya, claro, …`, scare quotes around its verb: `_corrections`)."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, key, speaker, supported)
TRAILING = [
    ("I drink coffee", "I drink coffee, sometimes.", None, None, False),
    ("I drink coffee", "I drink coffee, black.", None, None, True),
    ("I drink coffee", "I drink coffee, but rarely.", None, None, False),
    ("I drink coffee", "I drink coffee, mostly on weekends.", None, None, False),
    ("Sam drinks coffee", "I drink coffee now and then.", None, "Sam", False),
    ("Sam drinks coffee", "I drink coffee, black.", None, "Sam", True),
    ("coffee", "I drink coffee now and then.", "sam/drink", "Sam", False),
    ("I live in Berlin", "I live in Berlin, temporarily.", None, None, False),
    ("I live in Berlin", "I live in Berlin, and I love it.", None, None, True),
    ("Berlin", "I live in Berlin, temporarily.", "sam/city", "Sam", False),
    ("Berlin", "I live in Berlin, and I love it.", "sam/city", "Sam", True),
    ("I live in Berlin", "I live in Berlin, but I work in Potsdam.", None, None, True),
    ("80 kg", "I weigh 80 kg, give or take.", "sam/weight", "Sam", False),
    ("80 kg", "I weigh 80 kg, by the way.", "sam/weight", "Sam", True),
    ("I live in Berlin", "I live in Berlin — well, I did until May.", None, None, False),
    ("Sam lives in Berlin", "I live in Berlin — well, I did until May.", None, "Sam", False),
    ("Sam lives in Berlin", "I live in Berlin — well, in Kreuzberg.", None, "Sam", True),
    ("I smoke", "I smoke — well, used to.", None, None, False),
    ("Vivo en Berlín", "Vivo en Berlín, de momento.", None, None, False),
    ("Vivo en Berlín", "Vivo en Berlín, y me encanta.", None, None, True),
    ("Eva vive en Berlín", "Vivo en Berlín, de momento.", None, "Eva", False),
    ("Eva vive en Berlín", "Vivo en Berlín, y me encanta.", None, "Eva", True),
    ("Berlín", "Vivo en Berlín, de forma temporal.", "eva/ciudad", "Eva", False),
    ("Berlín", "Vivo en Berlín, y me encanta.", "eva/ciudad", "Eva", True),
    ("Tomo café", "Tomo café, pero poco.", None, None, False),
    ("Tomo café", "Tomo café, casi siempre descafeinado.", None, None, False),
    ("80 kg", "Peso 80 kg, más o menos.", "eva/peso", "Eva", False),
    ("80 kg", "Peso 80 kg, por cierto.", "eva/peso", "Eva", True),
    ("Fumo", "Fumo, bueno, fumaba hasta el año pasado.", None, None, False),
    ("Fumo", "Fumo, bueno, puros.", None, None, True),
    ("Vivo en Berlín", "Vivo en Berlín, pero trabajo en Potsdam.", None, None, True),
    ("我喝咖啡", "我喝咖啡，偶尔。", None, None, False),
    ("我喝咖啡", "我喝咖啡，但很少。", None, None, False),
    ("我喝咖啡", "我喝咖啡，主要是低因的。", None, None, False),
    ("我喝咖啡", "我喝咖啡，加牛奶。", None, None, True),
    ("我住在柏林", "我住在柏林，暂时的。", None, None, False),
    ("我住在柏林", "我住在柏林，很喜欢这里。", None, None, True),
    ("我住在柏林", "我住在柏林，不过那是以前了。", None, None, False),
    ("我住在柏林", "我住在柏林，不过在波茨坦上班。", None, None, True),
    ("I'm vegetarian", "I'm vegetarian, kind of.", None, None, False),
    ("I'm vegetarian", "I'm vegetarian, strictly.", None, None, True),
    ("555-0100", "My number is 555-0100, temporarily.", "sam/phone", "Sam", False),
    ("555-0100", "My number is 555-0100, any time.", "sam/phone", "Sam", True),
    ("612 448 905", "Mi número es el 612 448 905, de momento.", "eva/telefono", "Eva", False),
    ("612 448 905", "Mi número es el 612 448 905, por cierto.", "eva/telefono", "Eva", True),
    ("13812345678", "我的电话是13812345678，暂时的。", "王/电话", "王", False),
    ("13812345678", "我的电话是13812345678，随时打。", "王/电话", "王", True),
    # a tail that is a clause of its own, or one more item, restricts nothing
    (
        "La piscina cierra el miércoles",
        "La piscina cierra el miércoles, pero el gimnasio abre hasta las 9.",
        None,
        None,
        True,
    ),
    ("We don't ship to Hawaii", "We don't ship to Alaska, Hawaii, or Puerto Rico.", None, None, True),
    ("bob likes coffee", "bob likes coffee, but alice does not like old maps", None, None, True),
    ("bob likes coffee", "bob likes coffee, but alice never like old maps", None, None, True),
    ("我10月8日从西安飞青岛", "我10月8日从西安飞青岛，一周后回来。", None, None, True),
]

MESSAGES = [
    ("My new number is 555-0100", "Ana texted me: my new number is 555-0100.", None, None, False),
    ("My new number is 555-0100", "Quick update: my new number is 555-0100.", None, None, True),
    ("Sam's new number is 555-0100", "Ana texted me: my new number is 555-0100.", None, "Sam", False),
    ("Sam's new number is 555-0100", "Text from Ana: my new number is 555-0100.", None, "Sam", False),
    ("Sam's new number is 555-0100", "Quick update: my new number is 555-0100.", None, "Sam", True),
    ("I live in Berlin", "Alice said: I live in Berlin.", None, None, False),
    ("I live in Berlin", "As I said: I live in Berlin.", None, None, True),
    ("I live in Berlin", "Forwarded from Ana: I live in Berlin now.", None, None, False),
    ("I live in Berlin", "Good news: I live in Berlin now.", None, None, True),
    ("Sam lives in Berlin", "My sister: I live in Berlin now.", None, "Sam", False),
    ("Berlin", "My sister: I live in Berlin now.", "sam/city", "Sam", False),
    ("Sam lives in Berlin", "My sister's text: I live in Berlin now.", None, "Sam", False),
    ("Sam lives in Berlin", "Good news: I live in Berlin now.", None, "Sam", True),
    ("Sam lives in Berlin", "Big news for my sister: I live in Berlin now.", None, "Sam", True),
    ("Vivo en Berlín", "Mi hermana me escribió: vivo en Berlín.", None, None, False),
    ("Vivo en Berlín", "Novedad: vivo en Berlín.", None, None, True),
    ("Berlín", "Mi hermana me escribió: vivo en Berlín.", "eva/ciudad", "Eva", False),
    ("Eva vive en Berlín", "Mensaje de mi hermana: vivo en Berlín.", None, "Eva", False),
    ("Eva vive en Berlín", "Mensaje para todos: vivo en Berlín.", None, "Eva", True),
    (
        "Mi número nuevo es el 612 448 905",
        "Mi hermana me mandó un mensaje: mi número nuevo es el 612 448 905.",
        None,
        "Eva",
        False,
    ),
    ("Mi número nuevo es el 612 448 905", "Aviso: mi número nuevo es el 612 448 905.", None, "Eva", True),
    ("我的新号码是13812345678", "我妹妹发消息：我的新号码是13812345678。", None, None, False),
    ("我的新号码是13812345678", "更新一下：我的新号码是13812345678。", None, None, True),
    ("我住在柏林", "我妹妹发消息说：我现在住在柏林。", None, None, False),
    ("我住在柏林", "告诉大家：我现在住在柏林。", None, None, True),
    ("我对花生过敏", "听我妈说，我对花生过敏。", None, None, False),
    ("我对花生过敏", "据我妈说，我对花生过敏。", None, None, False),
    ("我对花生过敏", "我跟你说，我对花生过敏。", None, None, True),
    ("小王对花生过敏", "据我妈说，我对花生过敏。", None, "小王", False),
    ("小王对花生过敏", "我跟你说，我对花生过敏。", None, "小王", True),
    # the same frame without a first person: dropping it drops the attribution (`Bob said Alice was fired`)
    ("Alice was fired", "Bob said: Alice was fired.", None, None, False),
    ("The party is at 8", "Text from Ana: the party is at 8.", None, None, False),
    ("The party is at 8", "Reminder: the party is at 8.", None, None, True),
    ("Marta renunció", "Juan dijo: Marta renunció.", None, None, False),
    ("Marta renunció", "Aviso: Marta renunció.", None, None, True),
    ("老张被开除了", "小李说：老张被开除了。", None, None, False),
    ("老张被开除了", "通知：老张被开除了。", None, None, True),
    # a quotation that another's speech verb attributes, after it
    ("I live in Paris", '"I live in Paris," Bob said.', None, None, False),
    ("I live in Paris", '"I live in Paris," I said.', None, None, True),
    ("Vivo en Bilbao", "«Vivo en Bilbao», dijo Juan.", None, None, False),
    ("Vivo en Bilbao", "«Vivo en Bilbao», le dije.", None, None, True),
    ("我住在北京", "老王说：“我住在北京。”", None, None, False),
    ("我住在北京", "我说：“我住在北京。”", None, None, True),
    ("Sam's address is 12 Oak St", "From Mom: my address is 12 Oak St.", None, "Sam", False),
    ("Sam's address is 12 Oak St", "From today: my address is 12 Oak St.", None, "Sam", True),
    ("Eva vive en Calle Mayor 3", "De mi madre: vivo en Calle Mayor 3.", None, "Eva", False),
    ("Eva vive en Calle Mayor 3", "De momento: vivo en Calle Mayor 3.", None, "Eva", True),
    ("人民路3号", "我妈：我的地址是人民路3号。", "王/地址", "王", False),
    ("人民路3号", "地址：人民路3号。", "王/地址", "王", True),
]

IRONY = [
    ("I love Mondays", "I love Mondays. Not.", None, None, False),
    ("I love Mondays", "I love Mondays... not!", None, None, False),
    ("I love Mondays", "I love Mondays. Not everyone does.", None, None, True),
    ("I love Mondays", "Yeah right, I love Mondays.", None, None, False),
    ("I love Mondays", "Yeah, I love Mondays.", None, None, True),
    ("I love Mondays", "Oh sure, I love Mondays.", None, None, False),
    ("I love Mondays", "Oh, I love Mondays.", None, None, True),
    ("I love Mondays", 'I "love" Mondays.', None, None, False),
    ("I read Dune", 'I read "Dune" twice.', None, None, True),
    ("Me encantan los lunes", "Ya, claro, me encantan los lunes.", None, None, False),
    ("Me encantan los lunes", "Me encantan los lunes... ya, claro.", None, None, False),
    ("Me encantan los lunes", "Claro que sí, me encantan los lunes.", None, None, True),
    ("Me encantan los lunes", 'Me "encantan" los lunes.', None, None, False),
    ("Me encantan los lunes", "Sí, me encantan los lunes.", None, None, True),
    ("我喜欢周一", "我“喜欢”周一。", None, None, False),
    ("我喜欢周一", "我喜欢周一。", None, None, True),
    ("我在读三体", "我在读“三体”。", None, None, True),
    ("I love waiting in line", "I love waiting in line... said no one ever.", None, None, False),
    ("I love waiting in line", "I love waiting in line, honestly.", None, None, True),
    ("Me encanta hacer cola", "Claro, me encanta hacer cola... ¡no!", None, None, False),
    ("Me encanta hacer cola", "Claro, me encanta hacer cola.", None, None, True),
    ("Bob", 'Everyone calls me "Bob".', "sam/nickname", "Sam", True),
    ("小滕", "大家都叫我“小滕”。", "滕/昵称", "滕", True),
]


def _case(value: str, evidence: str, key: str | None, speaker: str | None, supported: bool) -> None:
    verdict = check_support(value, evidence, evidence, key=key, speaker=speaker)
    assert verdict.ok is supported, (value, evidence, key, speaker, verdict)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), TRAILING)
def test_a_restricting_tail_of_the_sentence(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), MESSAGES)
def test_another_persons_message_after_a_colon_or_hearsay(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), IRONY)
def test_a_value_said_in_irony(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)
