"""Rules from the sixteenth round (issue 31, brief w-batch16; docs/admission.md, "The sixteenth blind batch and round
16"): each in English, Spanish and Chinese, a hard negative beside each hard positive.

- A list whose last item runs on into words that may qualify the whole list (`… and Porto on weekdays`, `… and eggs
  if they are fresh`, `… y Oporto los lunes`) is one clause: its first item is no clause to take alone (a false accept
  of main: `We ship to Lisbon and Porto on weekdays` gave `We ship to Lisbon`).
- A last item of a singular indefinite article whose relative clause has a singular verb (`… and a soy milk that's
  sweetened with dates`, `… y una tortuga que se llama Paco`) or a naming participle keeps that clause to itself.
- `nor`, `ni` join a list under a negator as `or` does; `以及` is one coordinator.
- The segment before a list's items may hold its head after a clause of its own (`跟你说哈，我会大提琴、班卓琴和…`).
- Speaker binding: a Spanish `-mente` adverb between the name and the verb; the first-person preterite of a
  `-zar`/`-car`/`-gar` verb (`empecé` → `empezó`).
- A Chinese second conjunct may open with a month (`四月开始…`), and a time phrase right before the first conjunct's
  verb then goes with that conjunct; `啦` and `跟你说` are discourse fillers.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

Row = tuple[str, str, str | None, bool]


def ok(value: str, evidence: str, speaker: str | None = None) -> bool:
    return check_support(value, evidence, evidence, speaker=speaker).ok


RUNS_ON: tuple[Row, ...] = (
    ("We ship to Lisbon", "We ship to Lisbon and Porto on weekdays", None, False),
    ("We ship to Lisbon", "We ship to Lisbon, Braga and Porto on weekdays", None, False),
    ("We ship to Lisbon", "We ship to Lisbon and Porto", None, True),
    ("I eat fish", "I eat fish and eggs if they are fresh", None, False),
    ("I eat fish", "I eat fish and eggs only on Fridays", None, False),
    ("I eat fish", "I eat fish, and on Fridays I eat eggs", None, True),
    ("I take metformin", "I take metformin and ramipril every morning", None, False),
    ("I live in Galway", "My brother lives in Cork and I live in Galway", None, True),
    ("alice likes paris", "alice likes paris and alice only likes coffee", None, True),
    (
        "Take at most 5 tablets a day",
        "Take at most 5 tablets a day, and stop taking them if you feel dizzy",
        None,
        True,
    ),
    ("Enviamos a Lisboa", "Enviamos a Lisboa y Oporto los lunes", None, False),
    ("Comemos pescado", "Comemos pescado y huevos si son frescos", None, False),
    ("Enviamos a Lisboa", "Enviamos a Lisboa y Oporto", None, True),
    ("Leandro vive en Jerez", "Mi hermano vive en Cádiz y yo vivo en Jerez", "Leandro", True),
    ("我们发货到里斯本", "我们发货到里斯本和波尔图，仅限工作日", None, False),
    ("我们发货到里斯本", "我们发货到里斯本和波尔图", None, True),
)


RELATIVE_OF_LAST: tuple[Row, ...] = (
    (
        "We stock a soy milk that's sweetened with dates",
        "We stock oat milk, almond milk and a soy milk that's sweetened with dates",
        None,
        True,
    ),
    ("We stock almond milk", "We stock oat milk, almond milk and a soy milk that's sweetened with dates", None, True),
    ("We have two rabbits", "We have three cats, two rabbits and a very old tortoise called Gus", None, True),
    ("We have rabbits", "We have three cats, two rabbits and a very old tortoise called Gus", None, False),
    ("We sell shoes", "We sell shoes, bags and hats that are made in Italy", None, False),
    ("We have a dog", "We have two cats and a dog that is only ours on weekends", None, False),
    ("Tenemos dos conejos", "Tenemos tres gatos, dos conejos y una tortuga viejísima que se llama Paco", None, True),
    ("Tenemos conejos", "Tenemos tres gatos, dos conejos y una tortuga viejísima que se llama Paco", None, False),
    ("Vendemos zapatos", "Vendemos zapatos, bolsos y gorras que son de Italia", None, False),
    ("Tengo dos gatos", "No tengo dos gatos y un loro que es mío", None, False),
    ("我们家有两只兔子", "我们家有三只猫、两只兔子和一只很老的乌龟", None, True),
    ("我们家有兔子", "我们家有三只猫、两只兔子和一只很老的乌龟", None, False),
)


COORDINATORS: tuple[Row, ...] = (
    ("I do not drink tea", "I do not drink coffee, tea nor soda", None, True),
    ("I drink tea", "I drink coffee, tea nor soda", None, False),
    ("Leandro no toma té negro", "No tomo café, té negro ni bebidas energéticas", "Leandro", True),
    ("Leandro toma té negro", "No tomo café, té negro ni bebidas energéticas", "Leandro", False),
    ("本店提供外卖", "本店提供堂食、外卖以及上门做饭服务", None, True),
    ("本店提供外卖", "本店暂停提供堂食、外卖以及上门做饭服务", None, False),
    ("本店提供外卖", "本店不提供堂食、外卖以及上门服务", None, False),
    ("本店不提供外卖", "本店不提供堂食、外卖以及上门服务", None, True),
)


HEAD_AFTER_A_CLAUSE: tuple[Row, ...] = (
    ("阿凯会班卓琴", "跟你说哈，我会大提琴、班卓琴和一点口琴", "阿凯", True),
    ("阿凯会班卓琴", "跟你说哈，我只会大提琴和班卓琴", "阿凯", False),
    ("我会带雨衣", "如果下雨，我会带伞、雨衣和靴子", None, False),
    ("Cormac plays the banjo", "For the record, I play the cello, the banjo and a bit of harmonica", "Cormac", True),
    ("Cormac plays the banjo", "I used to play the cello, the banjo and a bit of harmonica", "Cormac", False),
    ("Fermín toca el banjo", "Pues nada, toco el violonchelo, el banjo y un poco la armónica", "Fermín", True),
    ("Fermín toca el banjo", "De joven tocaba el violonchelo, el banjo y un poco la armónica", "Fermín", False),
)


BINDING: tuple[Row, ...] = (
    ("Amparo probablemente puede organizar la cena", "Probablemente puedo organizar la cena", "Amparo", True),
    ("Amparo puede organizar la cena", "Probablemente puedo organizar la cena", "Amparo", False),
    ("Amparo vive en Lugo", "Seguramente vivo en Lugo", "Amparo", False),
    ("Amparo puede venir", "Solamente puedo venir", "Amparo", False),
    ("Amparo empezó en una gestoría", "Me mudé a Valencia y empecé en una gestoría", "Amparo", True),
    ("Amparo empieza en una gestoría", "Me mudo a Valencia y espero empezar en una gestoría", "Amparo", False),
    ("Amparo llegó a Madrid", "Llegué a Madrid", "Amparo", True),
    ("Amparo llega a Madrid", "Llegué a Madrid", "Amparo", False),
    ("Yusra can probably host on the 14th", "I can probably host on the 14th", "Yusra", True),
    ("Yusra can host on the 14th", "I can probably host on the 14th", "Yusra", False),
    ("14号小满应该可以请大家吃饭", "14号我应该可以请大家吃饭", "小满", True),
    ("14号小满可以请大家吃饭", "14号我应该可以请大家吃饭", "小满", False),
)


CONJUNCTS_AND_FILLERS: tuple[Row, ...] = (
    ("小满四月开始在一家设计公司上班", "我三月搬到了厦门，四月开始在一家设计公司上班", "小满", True),
    ("小满四月开始在一家设计公司上班", "我三月要搬到厦门，希望四月能开始在一家设计公司上班", "小满", False),
    ("我开始在一家设计公司上班", "我三月搬到了厦门，开始在一家设计公司上班", None, False),
    ("我四月上班", "我三月可能搬到厦门，四月上班", None, False),
    ("今天拿到柔道黑带", "今天拿到柔道黑带啦！！🥋🎉", "阿凯", True),
    ("今天拿到柔道黑带", "今天差点拿到柔道黑带😭", "阿凯", False),
    ("小王住在北京", "我跟你说，我住在北京", "小王", True),
    ("小王住在北京", "他跟你说我住在北京", "小王", False),
    ("Cormac started at a design agency in April", "I moved to Lisbon in March and started at a design agency in April",
     "Cormac", True),
    ("Cormac starts at a design agency in April",
     "I'm moving to Lisbon in March and hope to start at a design agency in April", "Cormac", False),
    ("Got his black belt in judo today", "got my black belt in judo today!!! 🥋🎉", "Deshawn", True),
    ("Got his black belt in judo today", "nearly got my black belt in judo today 😭", "Deshawn", False),
    ("La gata de Yolanda se llama Galleta", "Jajaja sí, mi gata se llama Galleta", "Yolanda", True),
    ("La gata de Yolanda se llama Galleta", "Jajaja sí, la gata de mi vecina se llama Galleta", "Yolanda", False),
)  # fmt: skip


# (after the merge with round 15: an aside of another bullet or field is not the value's sentence's)
_AMENITIES = "Amenities: • Free Wi-Fi • Heated pool • Airport shuttle (extra charge) • Pets"
BULLETS: tuple[tuple[str, str, str, bool], ...] = (
    ("Heated pool", _AMENITIES, "hotel/amenities", True),
    ("Airport shuttle", _AMENITIES, "hotel/amenities", False),
    ("Heated pool", "Amenities: • Free Wi-Fi • Heated pool (closed until May) • Shuttle", "hotel/amenities", False),
    ("Piscina climatizada", "Servicios: • Wifi gratis • Piscina climatizada • Parking (de pago) • Admite mascotas",
     "hotel/servicios", True),
    ("Piscina climatizada", "Servicios: • Wifi gratis • Piscina climatizada (cerrada hasta mayo) • Parking",
     "hotel/servicios", False),
    ("恒温泳池", "酒店设施：• 免费WiFi • 恒温泳池 • 机场接送（另收费）• 可携带宠物", "酒店/设施", True),
    ("恒温泳池", "酒店设施：• 免费WiFi • 恒温泳池（5月前暂停开放）• 机场接送", "酒店/设施", False),
)  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "key", "expected"), BULLETS)
def test_an_aside_of_another_bullet_is_not_the_values(value: str, evidence: str, key: str, expected: bool) -> None:
    assert check_support(value, evidence, evidence, key=key).ok is expected


RULES: dict[str, tuple[Row, ...]] = {
    "a list that runs on is one clause": RUNS_ON,
    "a singular relative belongs to the last item": RELATIVE_OF_LAST,
    "nor, ni and 以及 join lists": COORDINATORS,
    "a list head after a clause of its own": HEAD_AFTER_A_CLAUSE,
    "Spanish adverbs and preterites under binding": BINDING,
    "Chinese month conjuncts and discourse fillers": CONJUNCTS_AND_FILLERS,
}


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "expected"),
    [pytest.param(*row, id=f"{rule}: {row[0]} <- {row[1]}") for rule, rows in RULES.items() for row in rows],
)
def test_round16_rules(value: str, evidence: str, speaker: str | None, expected: bool) -> None:
    assert ok(value, evidence, speaker) is expected
