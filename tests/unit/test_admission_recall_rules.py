"""The admission rules issue 31's recall work (C) added (DESIGN §4, amended), each in English, Spanish and Chinese
with a hard negative beside every hard positive:

- key-aware values: a kind noun after a word the key names (`email address`, `número de teléfono`, `电话号码`); a
  possessive of the key's subject (`your booking` for `booking/...`); an organization's first person plural for a
  generic group subject (`Our office …` for `company/...`); a birth is past (`was born` for `…/birth_date`);
- fillers: comment clauses (`you know`, `como te dije`, `就是说`);
- asides: a parenthetical pronoun phrase (`(the one near the station)`: `the one` holds no number);
- a scoped clause's list: a clause after `and` (`alice paints coffee`) is no item of it.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support


def ok(value: str, evidence: str, *, key: str | None = None, speaker: str | None = None) -> bool:
    return check_support(value, evidence, evidence, key=key, speaker=speaker).ok


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "expected"),
    [
        ("j.ortega@mailbox.org", "My email address is j.ortega@mailbox.org.", "jorge/email", "Jorge", True),
        ("j.ortega@mailbox.org", "My work email address is j.ortega@mailbox.org.", "jorge/email", "Jorge", False),
        ("612 345 678", "Mi número de teléfono es 612 345 678.", "marta/teléfono", "Marta", True),
        ("612 345 678", "Mi antiguo número de teléfono era 612 345 678.", "marta/teléfono", "Marta", False),
        ("13900001111", "我的电话号码是13900001111。", "小王/电话", "小王", True),
        ("13900001111", "我以前的电话号码是13900001111。", "小王/电话", "小王", False),
    ],
)
def test_a_kind_noun_after_a_key_word(value: str, evidence: str, key: str, speaker: str, expected: bool) -> None:
    assert ok(value, evidence, key=key, speaker=speaker) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "expected"),
    [
        ("QX7-44B", "The confirmation code for your booking is QX7-44B.", "booking/confirmation_code", True),
        ("QX7-44B", "The confirmation code for your booking is QX7-44B.", "bob/confirmation_code", False),
        ("March 3", "Her flight lands on March 3.", "flight/landing_date", True),
        ("March 3", "Her flight lands on March 3.", "bob/landing_date", False),
        ("VERANO25", "El código de tu pedido es VERANO25.", "pedido/código", True),
        ("VERANO25", "El código de tu pedido ya no es VERANO25.", "pedido/código", False),
    ],
)
def test_a_possessive_of_the_keys_subject(value: str, evidence: str, key: str, expected: bool) -> None:
    assert ok(value, evidence, key=key) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "expected"),
    [
        ("221 Baker Street, London", "Our office is at 221 Baker Street, London.", "company/office_address", True),
        ("221 Baker Street", "Their office is at 221 Baker Street.", "company/office_address", False),
        ("https://tidewater.example.org", "Our website is https://tidewater.example.org.", "bob/website", False),
        ("Calle Mayor 12", "Nuestra oficina está en Calle Mayor 12.", "empresa/oficina", True),
        ("Calle Mayor 12", "Nuestra antigua oficina estaba en Calle Mayor 12.", "empresa/oficina", False),
        ("北京路1号", "我们公司的地址是北京路1号。", "公司/地址", True),
        ("北京路1号", "他们公司的地址是北京路1号。", "公司/地址", False),
    ],
)
def test_an_organizations_first_person_plural(value: str, evidence: str, key: str, expected: bool) -> None:
    assert ok(value, evidence, key=key) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "expected"),
    [
        ("14 February 1990", "I was born on 14 February 1990.", "kai/birth_date", "Kai", True),
        ("Berlin", "I was living in Berlin.", "kai/city", "Kai", False),
        ("3 de mayo", "Mi cumpleaños es el 3 de mayo.", "lucía/cumpleaños", "Lucía", True),
        ("Madrid", "Antes vivía en Madrid.", "lucía/ciudad", "Lucía", False),
        ("1990年5月3日", "我出生于1990年5月3日。", "小王/出生日期", "小王", True),
        ("北京", "我以前住在北京。", "小王/城市", "小王", False),
    ],
)
def test_a_birth_is_past(value: str, evidence: str, key: str, speaker: str, expected: bool) -> None:
    assert ok(value, evidence, key=key, speaker=speaker) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "expected"),
    [
        ("Kai works at the hospital", "I work, you know, at the hospital.", "Kai", True),
        ("Kai works at the hospital", "I work, I think, at the hospital.", "Kai", False),
        ("La reunión es el jueves", "La reunión, como te dije, es el jueves.", None, True),
        ("La reunión es el jueves", "La reunión, si no llueve, es el jueves.", None, False),
        ("小王对花生过敏", "就是说，我对花生过敏。", "小王", True),
        ("小王对花生过敏", "小李说，我对花生过敏。", "小王", False),
    ],
)
def test_a_comment_clause_is_a_filler(value: str, evidence: str, speaker: str | None, expected: bool) -> None:
    assert ok(value, evidence, speaker=speaker) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "expected"),
    [
        ("Our new office opens next week", "Our new office (the one near the station) opens next week.", True),
        ("Our office opens next week", "Our office (one of two) opens next week.", False),
        ("Mi jefe aprobó las vacaciones", "Mi jefe (el señor Ruiz) aprobó las vacaciones.", True),
        ("La tienda abre hasta las 21", "La tienda abre (salvo los festivos) hasta las 21.", False),
        ("新办公室下周启用", "新办公室（就在车站旁边）下周启用。", True),
        ("门店营业到晚上9点", "门店（节假日除外）营业到晚上9点。", False),
    ],
)
def test_a_parenthetical_aside(value: str, evidence: str, expected: bool) -> None:
    assert ok(value, evidence) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "expected"),
    [
        ("alice only likes coffee", "alice only likes coffee and alice paints coffee", True),
        ("We only accept Visa", "We only accept Visa and Mastercard", False),
        ("alicia solo pinta café", "alicia solo pinta café y alicia lee libros", True),
        ("alicia solo vende café", "alicia solo vende café y alicia pinta café", True),
        ("solo aceptamos Visa", "solo aceptamos Visa y Mastercard", False),
        ("爱丽丝只喜欢咖啡", "爱丽丝只喜欢咖啡，而且爱丽丝读书", True),
        ("我们只接受现金", "我们只接受现金和支票", False),
    ],
)
def test_a_scoped_clause_takes_no_clause_for_a_list_item(value: str, evidence: str, expected: bool) -> None:
    assert ok(value, evidence) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "expected"),
    [
        ("2019 Honda Civic", "I drive a 2019 Honda Civic.", "kai/car", "Kai", True),
        ("2019 Honda Civic", "My brother drives a 2019 Honda Civic.", "kai/car", "Kai", False),
        ("34 años", "Tengo 34 años.", "marta/edad", "Marta", True),
        ("34 años", "Mi hijo tiene 34 años.", "marta/edad", "Marta", False),
        ("34岁", "我今年34岁。", "小王/年龄", "小王", True),
        ("7岁", "我儿子今年7岁。", "小王/年龄", "小王", False),
        ("Toronto", "I'm originally from Toronto.", "kai/hometown", "Kai", True),
        ("Toronto", "I live in Toronto.", "kai/hometown", "Kai", False),
    ],
)
def test_relation_words_of_common_slots(value: str, evidence: str, key: str, speaker: str, expected: bool) -> None:
    assert ok(value, evidence, key=key, speaker=speaker) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "expected"),
    [
        ("GuestNet", "The guest network is called GuestNet.", "office/guest_network", True),
        ("GuestNet", "The guest network used to be called GuestNet.", "office/guest_network", False),
        ("42 Elm Road, Springfield", "Please ship it to 42 Elm Road, Springfield.", "order/shipping_address", True),
        ("42 Elm Road", "Please don't ship it to 42 Elm Road.", "order/shipping_address", False),
        ("Biscuit", "El nombre del perro es Biscuit.", "perro/nombre", True),
        ("Biscuit", "El nombre del perro ya no es Biscuit.", "perro/nombre", False),
    ],
)
def test_naming_verbs_and_the_thing_a_request_is_about(value: str, evidence: str, key: str, expected: bool) -> None:
    assert ok(value, evidence, key=key) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "expected"),
    [
        ("Kai just adopted a puppy", "Lol I just adopted a puppy!", "Kai", True),
        ("Kai adopted a puppy", "Lol I never adopted a puppy.", "Kai", False),
        ("Marta es alérgica al marisco", "Mira, yo soy alérgica al marisco.", "Marta", True),
        ("Marta es alérgica al marisco", "Mira, yo no soy alérgica al marisco.", "Marta", False),
        ("小王刚养了一只小狗", "哈哈，我刚养了一只小狗。", "小王", True),
        ("小王养了一只小狗", "哈哈，我没养小狗。", "小王", False),
    ],
)
def test_interjections_are_fillers(value: str, evidence: str, speaker: str, expected: bool) -> None:
    assert ok(value, evidence, speaker=speaker) is expected


def test_a_rejections_detail_spells_an_identifier_as_written() -> None:
    evidence = "Our website is https://tidewater.example.org."
    refused = check_support("https://tidewater.example.org", evidence, evidence, key="bob/website")
    assert refused.reason == "guard:restriction"
    assert "'our website is https://tidewater.example.org'" in refused.detail
