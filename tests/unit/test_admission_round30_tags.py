"""Round 30 of issue 31 (DESIGN §4, attribution and self-repair): the lead's round, closing false-accept classes of the
attribution family and three of red-team round 3's strict xfails. Each class has en/es/zh hard negatives, written
for this round (none is a dev record), each beside a faithful twin that looks like it.

- A reporting tag set off at a sentence's end (`…, the carrier says.`, `…, dice el transportista.`, `…，承运人说的。`),
  or an attribution phrase set off at its start or inside it (`as per the carrier's e-mail`, `de acuerdo con …`,
  `据承运人介绍，…`), gives the sentence as another's words: a value that leaves the tag out is refused (`_tags`).
- A pause after the value and a restart at one of its last words that says it otherwise (`He gave it to her, um, to
  her mother.`) repairs the value's end: the repaired value is retracted (`_corrections`).
- A set-off aside or tail of pending status (`(pending inspection)`, `, subject to availability`, `（待付款）`) says
  the clause is not yet settled: a value that leaves it out is refused (`_pending`); a status coordinated as a second
  fact (`…, but payment is still pending`) is not.
- A status saying a keyed value no longer holds (`(deactivated)`, `, but it's disconnected`, `(caducado)`,
  `（已注销）`, `，不过已经停机了`, `。已停用。`) refuses it, as a pending status does (`_pending`,
  `_afterthoughts`); the status of something else (`— the old one is disconnected`, `，旧号已停用`) does not.
- A short afterthought after a sentence — a fragment with a scope, condition or limit (`Members only.`, `Offer ends
  Friday.`, `Solo para socios.`, `仅限会员。`), a bare negation of a when (`Not on Sundays though.`, `Los domingos
  no.`), a footnote, a clause about the sentence (`This only applies to members.`), or the same after a colon —
  restricts it (`_afterthoughts`); a short piece with a clause of its own does not (`Not sure what to name him.`).
  A correction marker written with a comma (`Wait, no, …`) and a question of doubt opened by `¿O …?` or `还是…？`
  take the value back (`_corrections`, `_frames`).
- A turn label (`Marc: I live in Lyon`, `Marc (10:02): …`) gives the turn's first person to the name it labels: a
  value bound to another speaker is refused (`_speech`); a label is a name no English word list knows, and the turn
  holds a first person, so `Email: …` and `Dirección: …` stay slot labels.
- A reference to an earlier message followed by words that are not how or when it was said (`as previously advised,
  pending inspection`) is no bare reference, and a reference to a third party's message (`as per the carrier's
  previous e-mail`) attributes the clause (`_references`, `_tags`).
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, key, speaker, supported)
TAGS = [
    # en: tags at the end, subject first or inverted, passive hearsay; an attribution phrase inside the sentence
    ("the pallet left Rotterdam", "the pallet left Rotterdam, the forwarder says.", None, None, False),
    ("the pallet left Rotterdam", "The pallet left Rotterdam, says our broker at the port.", None, None, False),
    ("the boiler was serviced in May", "the boiler was serviced in May, the landlord told us", None, None, False),
    ("the pool reopens on Monday", "The pool reopens on Monday, I was told.", None, None, False),
    ("the pool reopens on Monday", "The pool reopens on Monday, or so the lifeguard claims.", None, None, False),
    ("the invoice was paid", "the invoice, as per the supplier's last e-mail, was paid", None, None, False),
    # en twins: the writer's own words, a tag the value keeps, a clause that only looks like a tag
    ("the pool reopens on Monday", "The pool reopens on Monday, as I said.", None, None, True),
    ("the pool reopens on Monday", "The pool reopens on Monday, like I said.", None, None, True),
    ("I moved to Lisbon", "I moved to Lisbon, my mom says hi", None, None, True),
    ("the invoice was paid", "the invoice, as mentioned in our previous e-mail, was paid", None, None, True),
    # es
    ("el palé salió de Rotterdam", "el palé salió de Rotterdam, dice el transitario.", None, None, False),
    ("la caldera se revisó en mayo", "la caldera se revisó en mayo, me dijo el casero", None, None, False),
    ("la piscina abre el lunes", "La piscina abre el lunes, me han dicho.", None, None, False),
    ("la factura está pagada", "De acuerdo con el proveedor, la factura está pagada.", None, None, False),
    ("el plazo es de 30 días", "Conforme al contrato, el plazo es de 30 días.", None, None, False),
    ("vivo en Getafe", "vivo en Getafe, como te dije", None, None, True),
    ("el paquete llegó ayer", "el paquete llegó ayer, te cuento", None, None, True),
    (
        "la piscina abre el lunes",
        "La piscina abre el lunes, tal como le indicamos en nuestro correo anterior.",
        None,
        None,
        True,
    ),
    # zh
    ("托盘已离开鹿特丹", "托盘已离开鹿特丹，货代说的。", None, None, False),
    ("锅炉五月检修过", "锅炉五月检修过，房东说", None, None, False),
    ("游泳池周一重新开放", "据救生员介绍，游泳池周一重新开放。", None, None, False),
    ("发票已付清", "根据供应商的邮件，发票已付清。", None, None, False),
    ("押金会全额退还", "按照房东的说法，押金会全额退还。", None, None, False),
    ("发票已付清", "发票已付清，说明手续齐全。", None, None, True),
    ("我住在上海", "我住在上海，跟你说", None, None, True),
    ("发票已付清", "发票已付清，我刚说了。", None, None, True),
]

REPAIRS = [
    ("He gave it to her", "He gave it to her, um, to her mother.", None, None, False),
    ("We meet on Monday", "We meet on Monday, uh, on Tuesday actually.", None, None, False),
    ("the key is under the mat", "the key is under the mat, er, under the plant pot", None, None, False),
    ("Le mandé la factura a ella", "Le mandé la factura a ella, eh, a su madre.", None, None, False),
    ("nos vemos el lunes", "nos vemos el lunes, eh, el martes", None, None, False),
    ("我把发票寄给他了", "我把发票寄给他了，嗯，寄给他的助理了。", None, None, False),
    ("我们周一见", "我们周一见，呃，周二见", None, None, False),
    # twins: the repaired value itself, a stutter that repeats, a pause before something new, a pause inside the value
    ("He gave it to her mother", "He gave it to her, um, to her mother.", None, None, True),
    ("He gave it to her", "He gave it to her, um, to her.", None, None, True),
    ("I work at Google", "I work at, um, at Google", None, None, True),
    ("Le mandé la factura a su madre", "Le mandé la factura, eh, a su madre.", None, None, True),
    ("nos vemos el lunes", "nos vemos el lunes, eh, ya te escribo", None, None, True),
    ("我们周一见", "我们周一见，呃，到时候再联系", None, None, True),
    ("我把发票寄给他的助理了", "我把发票，嗯，寄给他的助理了。", None, None, True),
]

PENDING = [
    ("the container cleared customs", "the container cleared customs, pending inspection", None, None, False),
    ("the booking is confirmed", "the booking is confirmed (provisionally)", None, None, False),
    ("the refund was approved", "the refund was approved, awaiting manager sign-off", None, None, False),
    ("the upgrade is free", "Subject to availability, the upgrade is free.", None, None, False),
    ("la reserva está confirmada", "la reserva está confirmada, a la espera del pago", None, None, False),
    ("la reserva está confirmada", "la reserva está confirmada (pendiente de pago)", None, None, False),
    ("la mejora es gratuita", "la mejora es gratuita, sujeta a disponibilidad", None, None, False),
    ("预订已确认", "预订已确认（待付款）", None, None, False),
    ("预订已确认", "预订已确认（暂定）", None, None, False),
    ("退款已批准", "退款已批准，有待主管签字", None, None, False),
    # twins: a status coordinated as a second fact, a bracket that is no status, words that only look like one
    ("the booking is confirmed", "the booking is confirmed, but payment is still pending", None, None, True),
    ("the order ships Monday", "Payment is pending, and the order ships Monday", None, None, True),
    ("the booking is confirmed", "the booking is confirmed (ref. AB12)", None, None, True),
    ("la reserva está confirmada", "la reserva está confirmada, pero el pago sigue pendiente", None, None, True),
    ("预订已确认", "预订已确认，但尚未付款", None, None, True),
    ("我们周一见", "我们周一见，待会儿联系", None, None, True),
]

NO_LONGER = [
    # a status saying the keyed value no longer holds: in brackets, after a comma with at most an anaphor and a verb,
    # after `but`, or as the next sentence
    ("sam@x.io", "my email is sam@x.io (deactivated)", "sam/email", "Sam", False),
    ("555-0100", "my number is 555-0100 but it's disconnected", "sam/phone", "Sam", False),
    ("555-0100", "my number is 555-0100, now disconnected", "sam/phone", "Sam", False),
    ("555-0100", "my number is 555-0100. Not anymore though.", "sam/phone", "Sam", False),
    ("ana@x.es", "mi correo es ana@x.es (caducado)", "ana/correo", "Ana", False),
    ("ana@x.es", "mi correo es ana@x.es, pero ya está dado de baja", "ana/correo", "Ana", False),
    ("13812345678", "我的手机号是13812345678（已注销）", "ana/手机号", "Ana", False),
    ("13812345678", "我的手机号是13812345678，不过已经停机了", "ana/手机号", "Ana", False),
    ("13812345678", "我的手机号是13812345678。已停用。", "ana/手机号", "Ana", False),
    # twins: the status of something else, a bracket that is no status
    ("555-0100", "my number is 555-0100 — the old one is disconnected", "sam/phone", "Sam", True),
    pytest.param(
        "sam@x.io",
        "my email is sam@x.io (work)",
        "sam/email",
        "Sam",
        True,
        marks=pytest.mark.xfail(strict=True, reason="an aside after a keyed value, refused since round 38"),
    ),
    ("ana@x.es", "mi correo es ana@x.es; el antiguo está dado de baja", "ana/correo", "Ana", True),
    ("13812345678", "我的手机号是13812345678，旧号已停用", "ana/手机号", "Ana", True),
]

AFTERTHOUGHTS = [
    # a short piece after the sentence that scopes it: a fragment with a scope, condition or limit, a bare negation of
    # a when, a footnote, a clause about the sentence (`This only applies…`); after a colon or semicolon too
    ("Shipping is free", "Shipping is free. Members only.", None, None, False),
    ("Shipping is free", "Shipping is free: members only", None, None, False),
    ("Shipping is free", "Shipping is free. Offer ends Friday.", None, None, False),
    ("Shipping is free", "Shipping is free*. *On orders over $50.", None, None, False),
    ("Shipping is free", "Shipping is free. This only applies to members.", None, None, False),
    ("the store opens at 9", "the store opens at 9. Not on Sundays though.", None, None, False),
    ("El envío es gratis", "El envío es gratis. Solo para socios.", None, None, False),
    ("El envío es gratis", "El envío es gratis. Excepto Canarias.", None, None, False),
    ("la tienda abre a las 9", "la tienda abre a las 9. Los domingos no.", None, None, False),
    ("运费免费", "运费免费。仅限会员。", None, None, False),
    ("运费免费", "运费免费：限会员", None, None, False),
    ("商店九点开门", "商店九点开门。周日除外。", None, None, False),
    # twins: a short piece with a clause of its own, a piece without a marker, a negation of no when
    ("I just adopted a puppy", "I just adopted a puppy! Not sure what to name him.", None, None, True),
    ("I started a new job", "I started a new job. Only been there a week.", None, None, True),
    ("We moved to Porto", "We moved to Porto. No regrets!", None, None, True),
    ("I love hiking", "I love hiking. Especially in autumn.", None, None, True),
    ("Mi hermana vive en Lyon", "Mi hermana vive en Lyon. No sé si te lo dije.", None, None, True),
    ("El envío es gratis", "El envío es gratis. ¡Gracias por tu compra!", None, None, True),
    ("我养了一只猫", "我养了一只猫。不过它很怕生。", None, None, True),
    ("我养了一只猫", "我养了一只猫。只是它很怕生。", None, None, True),
]

TAKEN_BACK = [
    # a correction in the next sentence, its marker written with a comma; a question of doubt opened by `¿O …?`
    ("Tom is allergic to nuts", "Tom is allergic to nuts. Wait, no, that was Tim.", None, None, False),
    ("Tom is allergic to nuts", "Tom is allergic to nuts. No, sorry, it's shellfish.", None, None, False),
    ("Tom es alérgico a los frutos secos", "Tom es alérgico a los frutos secos. ¿O era Tim?", None, None, False),
    ("汤姆对坚果过敏", "汤姆对坚果过敏。还是蒂姆来着？", None, None, False),
    ("Tim is allergic to nuts", "Tom is allergic to nuts. Wait, no, Tim is allergic to nuts.", None, None, True),
    ("Tom es alérgico a los frutos secos", "Tom es alérgico a los frutos secos. ¿Lo sabías?", None, None, True),
]

TURNS = [
    # a name and a colon label a turn: its first person is that name's, not the proposal's speaker's
    ("I live in Lyon", "Marc: I live in Lyon", None, "Ana", False),
    ("Ana lives in Lyon", "Marc: I live in Lyon", None, "Ana", False),
    ("Ana lives in Lyon", "Marc (10:02): I live in Lyon", None, "Ana", False),
    ("Ana lives in Lyon", "Ana: cool. Marc: I live in Lyon", None, "Ana", False),
    ("Ana vive en Lyon", "Marc: vivo en Lyon", None, "Ana", False),
    ("Ana trabaja en Acme", "Joaquín: trabajo en Acme desde enero", None, "Ana", False),
    # twins: the speaker's own turn, a slot label, a turn without a first person under a key
    ("I live in Lyon", "Marc: I live in Lyon", None, "Marc", True),
    ("Marc lives in Lyon", "Marc: I live in Lyon", None, "Marc", True),
    ("Ana lives in Lyon", "Ana: I live in Lyon. Marc: me too", None, "Ana", True),
    ("Marc vive en Lyon", "Marc: vivo en Lyon", None, "Marc", True),
    ("sam@x.io", "Email: sam@x.io", "sam/email", "Sam", True),
    ("Calle Mayor 5", "Dirección: Calle Mayor 5", "ana/dirección", "Ana", True),
]

HEDGES = [
    # a set-off hedge of knowledge (after a comma or a dash) and an absolute `… permitting` condition
    ("the store opens at 9", "the store opens at 9, as far as I know", None, None, False),
    ("the store opens at 9", "the store opens at 9 — don't quote me", None, None, False),
    ("The meeting is on Friday", "The meeting is on Friday, weather permitting", None, None, False),
    ("la tienda abre a las 9", "la tienda abre a las 9, que yo sepa", None, None, False),
    ("商店九点开门", "商店九点开门，据我所知", None, None, False),
    ("March 3", "My appointment is March 3, I hope", "ana/appointment", "Ana", False),
    ("el 3 de marzo", "Mi cita es el 3 de marzo, espero", "ana/cita", "Ana", False),
    ("3月3日", "我预约的是3月3日，但愿吧", "ana/预约", "Ana", False),
    # an approximator set off after the claim, or as the next sentence: `…, almost`, `Sort of.`, `…, casi`, `算是吧`
    ("Ana is vegetarian", "Ana is vegetarian. Sort of.", None, None, False),
    ("Ana es vegetariana", "Ana es vegetariana, bueno, casi", None, None, False),
    ("安娜吃素", "安娜吃素，算是吧", None, None, False),
    ("I finished the report", "I finished the report, almost", None, None, False),
    # a value that may not hold for long: `…, but it may change`, `…, pero puede cambiar`, `…，不过可能会改`
    ("March 3", "My appointment is March 3, but it may change", "ana/appointment", "Ana", False),
    ("el 3 de marzo", "Mi cita es el 3 de marzo, pero puede cambiar", "ana/cita", "Ana", False),
    ("3月3日", "我预约的是3月3日，不过可能会改", "ana/预约", "Ana", False),
    # twins: what the addressee knows, a dash before something else, a hope about something else, another thing's
    # change
    ("March 3", "My appointment is March 3. I hope you can come", "ana/appointment", "Ana", True),
    ("I moved to Lisbon", "I moved to Lisbon and I hope to stay", None, None, True),
    ("I almost finished the report", "I almost finished the report", None, None, True),
    ("we sort of agreed on the price", "we sort of agreed on the price, finally", None, None, True),
    ("3月3日", "我预约的是3月3日，但是地点可能会改", "ana/预约", "Ana", True),
    ("the store opens at 9", "the store opens at 9, as you know", None, None, True),
    ("the store opens at 9", "the store opens at 9 - see you then", None, None, True),
    ("la tienda abre a las 9", "la tienda abre a las 9, ya lo sabes", None, None, True),
    ("商店九点开门", "商店九点开门，你知道的", None, None, True),
]

NAME_PARTS = [
    # a speaker's name of several words, written by its first or last word alone (blind batch 28's three misses)
    ("Kenji is a certified court interpreter", "I'm a certified court interpreter", None, "Kenji Mori", True),
    ("Mori is a certified court interpreter", "I'm a certified court interpreter", None, "Kenji Mori", True),
    ("Carmen trabaja como traductora jurada", "Trabajo como traductora jurada", None, "Carmen Ruiz", True),
    ("Tomasz filed his return on paper", "I filed my return on paper", None, "Tomasz Wojcik", True),
    # twins: another name, a tense or a negation changed, a Chinese name's characters
    ("Ken is a certified court interpreter", "I'm a certified court interpreter", None, "Kenji Mori", False),
    ("Kenji was a certified court interpreter", "I'm a certified court interpreter", None, "Kenji Mori", False),
    ("Carmen no trabaja como traductora jurada", "Trabajo como traductora jurada", None, "Carmen Ruiz", False),
    ("王明是律师", "我是律师", None, "王小明", False),
]

REFERENCES = [
    (
        "the container cleared customs",
        "the container (as previously advised, pending inspection) cleared customs",
        None,
        None,
        False,
    ),
    (
        "the container cleared customs",
        "the container, as per the carrier's previous e-mail, cleared customs",
        None,
        None,
        False,
    ),
    (
        "la mercancía pasó la aduana",
        "la mercancía (como le indicamos, pendiente de inspección) pasó la aduana",
        None,
        None,
        False,
    ),
    ("the container cleared customs", "the container (as previously advised) cleared customs", None, None, True),
    (
        "the container cleared customs",
        "the container, as mentioned in our previous e-mail, cleared customs",
        None,
        None,
        True,
    ),
    (
        "la mercancía pasó la aduana",
        "la mercancía, tal como le indicamos en nuestro correo anterior, pasó la aduana",
        None,
        None,
        True,
    ),
    ("该批货物已清关", "该批货物，如我司前一封邮件所述，已清关", None, None, True),
]


def _case(value: str, evidence: str, key: str | None, speaker: str | None, supported: bool) -> None:
    got = check_support(value, evidence, evidence, key=key, speaker=speaker)
    assert got.ok is supported, (value, evidence, key, speaker, got)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), TAGS)
def test_a_reporting_tag_gives_its_sentence_as_another_s_words(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), REPAIRS)
def test_a_self_repair_after_a_pause_retracts_the_value_it_repairs(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), PENDING)
def test_a_set_off_pending_status_restricts_its_clause(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), NO_LONGER)
def test_a_status_saying_the_value_no_longer_holds_refuses_it(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), AFTERTHOUGHTS)
def test_a_short_afterthought_with_a_scope_restricts_the_sentence_before_it(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), TAKEN_BACK)
def test_a_correction_or_a_doubt_in_the_next_sentence_takes_the_value_back(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), TURNS)
def test_a_turn_label_gives_its_first_person_to_the_name_it_labels(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), HEDGES)
def test_a_set_off_hedge_of_knowledge_or_a_permitting_condition_restricts(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), NAME_PARTS)
def test_a_speaker_s_first_or_last_name_alone_names_the_speaker(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), REFERENCES)
def test_a_reference_with_more_than_how_or_when_is_no_bare_reference(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)
