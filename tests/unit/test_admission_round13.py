"""Rules from the thirteenth blind batch (issue 31, brief W2; docs/admission.md, "Round 13"): each in English, Spanish
and Chinese, a hard negative beside each hard positive.

- A label that ends in a possessive whose noun is left out (`打我老婆的：135 …`, `my wife's: …`) owns the value after
  it: no noun the value renames (a false accept of main this round found).
- An aside made only of a count right after the sentence's opening noun phrase (`Your order (3 items) has shipped`)
  is left out whole, unless a number follows it in its sentence.
- A typed value's clause: a preposition whose object is the key's subject (`for me`, `para mí`, `for us`) frames
  nothing; `our` for a key whose subject is a generic organization name (`shop/…`, `tienda/…`, `店/…`); a word saying
  an amount is the whole (`in total`, `en total`, `一共`); a Chinese demonstrative (`这次`) is no modifier; and in
  English `son` is the kinship noun there too (`The number for my son is …`: a false accept of main).
- A key about the speaker: the first person's present verb of possession (`I have`, `tengo`, `我有`) is left out like
  `my` (`I had`, `tenía`, `我以前有` and another owner stay refused).
- An aside of several clauses: each clause may open with a gloss's article-number (`(doña Remedios, un amor de
  señora)`).
- Coordination: after an article or a possessive a verb's spelling is a noun (`a covers band`); an English second
  conjunct may open with a bare form when the shared subject is `I`/`we`/`you`/`they` (`I quit smoking and run 5k`),
  never after an operator or `to`; a Chinese second conjunct may open with a time phrase (`周六还带…`, `每天早上跑…`);
  an English or Spanish verb phrase after a comma is a conjunct in a series `A, B and C`.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support


def ok(value: str, evidence: str, *, key: str | None = None, speaker: str | None = None) -> bool:
    return check_support(value, evidence, evidence, key=key, speaker=speaker).ok


@pytest.mark.parametrize(
    ("value", "evidence", "expected"),
    [
        ("Your order has shipped and should arrive Thursday",
         "Your order (3 items) has shipped and should arrive Thursday.", True),
        ("Your order has shipped and should arrive Thursday",
         "Your order (3 hours) has shipped and should arrive Thursday.", False),
        ("The room costs €120 a night", "The room (2 adults) costs €120 a night", False),
        ("Your order has shipped", "Shipped today: your order (3 items) has shipped", False),
        ("Tu pedido ha salido del almacén", "Tu pedido (3 artículos) ha salido del almacén.", True),
        ("Tu pedido ha salido del almacén", "Tu pedido (solo 3 artículos) ha salido del almacén.", False),
        ("您的包裹已从仓库发出", "您的包裹（共3件）已从仓库发出。", True),
        ("您的包裹已从仓库发出", "您的包裹（3小时内）已从仓库发出。", False),
        ("My landlady wants the rent by Friday",
         "My landlady (Mrs. Pereira, a lovely woman) wants the rent by Friday", True),
        ("My landlady wants the rent by Friday",
         "My landlady (Mrs. Pereira, one week late) wants the rent by Friday", False),
        ("Mi casera quiere el alquiler el viernes",
         "Mi casera (doña Remedios, un amor de señora) quiere el alquiler el viernes", True),
        ("Mi casera quiere el alquiler el viernes",
         "Mi casera (doña Remedios, un año más) quiere el alquiler el viernes", False),
        ("我房东要我周五交房租", "我房东（王阿姨，一个热心人）要我周五交房租", True),
        ("我房东要我周五交房租", "我房东（王阿姨，只收现金）要我周五交房租", False),
    ],
)  # fmt: skip
def test_a_count_aside_after_the_opening_noun_phrase_is_left_out(value: str, evidence: str, expected: bool) -> None:
    assert ok(value, evidence) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "expected"),
    [
        # a label ending in a possessive whose noun is left out
        ("07700 900461", "Text my wife's: 07700 900461", "sloane/phone", "Sloane", False),
        ("07700 900461", "Text my mobile: 07700 900461", "sloane/phone", "Sloane", True),
        ("623 11 45 87", "Llama al de mi madre: 623 11 45 87", "candela/movil", "Candela", False),
        ("623 11 45 87", "Llama a mi móvil: 623 11 45 87", "candela/movil", "Candela", True),
        ("135 0099 8877", "打我老婆的：135 0099 8877", "老秦/电话", "老秦", False),
        ("135 0099 8877", "打我的电话：135 0099 8877", "老秦/电话", "老秦", True),
        # a preposition whose object is the key's subject
        ("07700 900461", "The best number for me is 07700 900461", "sloane/phone", "Sloane", True),
        ("07700 900461", "The best number for my son is 07700 900461", "sloane/phone", "Sloane", False),
        ("07700 900461", "The best number for work is 07700 900461", "sloane/phone", "Sloane", False),
        ("612 48 90 33", "El mejor número para mí es el 612 48 90 33", "candela/movil", "Candela", True),
        ("612 48 90 33", "El mejor número para mi hijo es el 612 48 90 33", "candela/movil", "Candela", False),
        # `our` for a generic organization subject
        ("www.kettleandfern.co.uk", "Our new site is up at www.kettleandfern.co.uk", "shop/website", "Harriet", True),
        ("www.kettleandfern.com", "Our old site is www.kettleandfern.com", "shop/website", "Harriet", False),
        ("www.tiendacandela.es", "Nuestra web ya está en www.tiendacandela.es", "tienda/web", "Candela", True),
        ("www.tiendacandela.es", "Nuestra antigua web era www.tiendacandela.es", "tienda/web", "Candela", False),
        ("www.laoqin.cn", "我们店的网站是www.laoqin.cn", "店/网站", "老秦", True),
        ("www.laoqin.cn", "我们店以前的网站是www.laoqin.cn", "店/网站", "老秦", False),
        # a total, and a Chinese demonstrative
        ("£612.50", "The stay cost me £612.50 in total", "kwame/hotel_cost", "Kwame", True),
        ("£612.50", "The stay cost my brother £612.50 in total", "kwame/hotel_cost", "Kwame", False),
        ("684 €", "La estancia me costó 684 € en total", "baltasar/coste_hotel", "Baltasar", True),
        ("684 €", "La estancia me costó 684 € por persona en total", "baltasar/coste_hotel", "Baltasar", False),
        ("2680块", "这次住宿一共花了我2680块", "郝宇航/住宿费用", "郝宇航", True),
        ("2680块", "这次住宿一共花了我哥2680块", "郝宇航/住宿费用", "郝宇航", False),
        ("2680块", "下次住宿一共要2680块", "郝宇航/住宿费用", "郝宇航", False),
        # the first person's present verb of possession
        ("a red Vespa", "I have a red Vespa", "kwame/moto", "Kwame", True),
        ("a red Vespa", "I had a red Vespa", "kwame/moto", "Kwame", False),
        ("a red Vespa", "I have a red Vespa at work", "kwame/moto", "Kwame", False),
        ("una Vespa azul", "Tengo una Vespa azul", "íñigo/moto", "Íñigo", True),
        ("una Vespa azul", "Tenía una Vespa azul", "íñigo/moto", "Íñigo", False),
        ("una Vespa azul", "No tengo una Vespa azul", "íñigo/moto", "Íñigo", False),
        ("一辆蓝色的Vespa", "我有一辆蓝色的Vespa", "老秦/摩托", "老秦", True),
        ("一辆蓝色的Vespa", "我以前有一辆蓝色的Vespa", "老秦/摩托", "老秦", False),
        ("一辆蓝色的Vespa", "我儿子有一辆蓝色的Vespa", "老秦/摩托", "老秦", False),
        # `son` in English
        ("07700 900461", "The number for my son is 07700 900461", "sloane/phone", "Sloane", False),
    ],
)
def test_a_keyed_values_clause_round_13(value: str, evidence: str, key: str, speaker: str, expected: bool) -> None:
    assert ok(value, evidence, key=key, speaker=speaker) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "expected"),
    [
        ("Tobias coaches football on Sundays", "Tobias plays bass in a covers band and coaches football on Sundays",
         None, True),
        ("Tobias coaches football on Sundays",
         "Tobias plays in a band that covers Queen and coaches football on Sundays", None, False),
        ("Kwame runs 5k most mornings", "I quit smoking last year and run 5k most mornings", "Kwame", True),
        ("Kwame runs 5k most mornings", "I want to quit smoking and run 5k most mornings", "Kwame", False),
        ("Kwame runs 5k most mornings", "I can't quit smoking and run 5k most mornings", "Kwame", False),
        ("Kwame runs 5k most mornings", "My brother quit smoking and runs 5k most mornings", "Kwame", False),
        ("Ximena sale a correr casi todas las mañanas",
         "Dejé de fumar hace un año y ahora salgo a correr casi todas las mañanas", "Ximena", True),
        ("Ximena sale a correr casi todas las mañanas",
         "Quiero dejar de fumar y salir a correr casi todas las mañanas", "Ximena", False),
        ("Baltasar entrena a los alevines", "Baltasar tiene un bar y entrena a los alevines", None, True),
        ("Baltasar entrena a los alevines", "Baltasar dice que tiene un bar y entrena a los alevines", None, False),
        ("Harriet started at the uni hospital",
         "I moved to Leeds in March, started at the uni hospital and love it", "Harriet", True),
        ("Harriet started at the uni hospital",
         "My husband moved to Leeds, started at the uni hospital and loves it", "Harriet", False),
        ("I start at the uni hospital", "I might move to Leeds, start at the uni hospital and love it", None, False),
        ("Bob started at the hospital", "Bob said Ann moved, started at the hospital and stayed", None, False),
        ("Ana empezó en el hospital", "Ana se mudó a León, empezó en el hospital y está contenta", None, True),
        ("Ana empezó en el hospital", "Ana dice que Eva se mudó a León, empezó en el hospital y está contenta", None,
         False),
        ("老秦周六还带少儿足球队", "老秦在乐队里打鼓，周六还带少儿足球队", None, True),
        ("老秦周六还带少儿足球队", "老秦打算在乐队里打鼓，周六还带少儿足球队", None, False),
        ("郝宇航现在每天早上跑五公里", "我去年戒了烟，现在每天早上跑五公里", "郝宇航", True),
        ("郝宇航每天早上跑五公里", "我打算戒烟，每天早上跑五公里", "郝宇航", False),
    ],
)  # fmt: skip
def test_coordination_round_13(value: str, evidence: str, speaker: str | None, expected: bool) -> None:
    assert ok(value, evidence, speaker=speaker) is expected
