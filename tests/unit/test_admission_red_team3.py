"""Red-team round 3 of issue 31 (DESIGN §4): false-accept classes found by probing the relaxations of rounds 22 to 26
(list items, contrastive `while` and other coordinated clauses, disfluencies, notice openers, round 25's asides and
labels) with hard negatives shaped like extractor output, each beside its faithful twin.

Closed here (docs/admission.md, "Red-team round 3"): a sentence-opening frame of time, habit, condition or report
scopes the clauses coordinated after it (`On weekends Alice drives, and Bob takes the train`, `Si llueve, …, pero …`,
`周末王律师…，而刘律师…`, `Alice says she …, but Bob …`: `_frames`); a condition opening the clause of a `that`/`que`
(`We confirm that if your payment clears, …`) or a notice's `如`/`待` (`如付款成功，…`); one item of a list, or a
restored subject, of a sentence that asks (`We ship to Lisbon and Porto?`, `Started hitting the gym?`: `_support`).
The strict xfails are holes in modules another helper was editing (`_asides`, `_references`, `_keyed`, lexicon), left
for the lead.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, key, speaker, supported)
FRAMES = [
    ("Bob takes the train", "On weekends Alice drives, and Bob takes the train.", None, None, False),
    ("Bob takes the train", "Alice drives, and Bob takes the train.", None, None, True),
    ("Bob takes the train", "On weekends Alice drives, but Bob takes the train.", None, None, False),
    ("On weekends Alice drives", "On weekends Alice drives, but Bob takes the train.", None, None, True),
    (
        "On weekdays Bob takes the train",
        "On weekends Alice drives, and on weekdays Bob takes the train.",
        None,
        None,
        True,
    ),
    ("Bob takes the train", "Usually Alice drives, whereas Bob takes the train.", None, None, False),
    ("Bob takes the train", "Alice usually drives, whereas Bob takes the train.", None, None, True),
    ("Bob takes the train", "If it rains, Alice drives, but Bob takes the train.", None, None, False),
    ("Bob lived in Rome", "In 2020 Alice lived in Paris, whereas Bob lived in Rome.", None, None, False),
    ("Bob lived in Rome", "Alice lived in Paris, whereas Bob lived in Rome.", None, None, True),
    ("Bob works in Rome", "Alice says she lives in Paris, and Bob works in Rome.", None, None, False),
    ("Bob works in Rome", "Alice lives in Paris, and Bob works in Rome.", None, None, True),
    ("Alice says she lives in Paris", "Alice says she lives in Paris, but Bob works in Rome.", None, None, True),
    ("Now I teach there", "In 2020 I moved to Lisbon, and now I teach there.", None, None, True),
    ("Bob takes the train at 7", "On weekends Alice drives, and Bob takes the train at 7.", None, None, False),
    ("Bob takes the train at 7", "Alice drives, and Bob takes the train at 7.", None, None, True),
    (
        "Dmitri compró una casa",
        "El año pasado dejé mi trabajo, me mudé a España y compré una casa.",
        None,
        "Dmitri",
        False,
    ),
    ("Dmitri compró una casa", "Dejé mi trabajo, me mudé a España y compré una casa.", None, "Dmitri", True),
    ("Rome", "In 2020 I lived in Paris, and my brother lived in Rome.", "brother/city", "Ana", False),
    (
        "Juan trabaja en la tienda",
        "Los fines de semana Ana trabaja en el bar, y Juan trabaja en la tienda.",
        None,
        None,
        False,
    ),
    ("Juan trabaja en la tienda", "Ana trabaja en el bar, y Juan trabaja en la tienda.", None, None, True),
    (
        "Juan trabaja en la tienda",
        "Si llueve, Ana trabaja en el bar, pero Juan trabaja en la tienda.",
        None,
        None,
        False,
    ),
    ("Juan trabaja en la tienda", "Ana trabaja en el bar, pero Juan trabaja en la tienda.", None, None, True),
    (
        "Juan trabaja en la tienda",
        "Normalmente Ana trabaja en el bar, mientras que Juan trabaja en la tienda.",
        None,
        None,
        False,
    ),
    ("Juan trabaja en la tienda", "Ana trabaja en el bar, mientras que Juan trabaja en la tienda.", None, None, True),
    (
        "Juan trabaja en la tienda",
        "Ana dice que trabaja en el bar, en cambio, Juan trabaja en la tienda.",
        None,
        None,
        False,
    ),
    (
        "Los lunes Juan trabaja en la tienda",
        "Los fines de semana Ana trabaja en el bar y los lunes Juan trabaja en la tienda.",
        None,
        None,
        True,
    ),
    ("刘律师负责劳动争议", "周末王律师负责家事案件，而刘律师负责劳动争议。", None, None, False),
    ("刘律师负责劳动争议", "王律师负责家事案件，而刘律师负责劳动争议。", None, None, True),
    ("刘律师负责劳动争议", "如果下雨，王律师负责家事案件，但是刘律师负责劳动争议。", None, None, False),
    ("刘律师负责劳动争议", "2020年王律师负责家事案件，而刘律师负责劳动争议。", None, None, False),
    ("刘律师负责劳动争议", "王律师说他负责家事案件，而刘律师负责劳动争议。", None, None, False),
    ("平日刘律师负责劳动争议", "周末王律师负责家事案件，而平日刘律师负责劳动争议。", None, None, True),
    ("刘律师负责劳动争议", "王律师平时负责家事案件，而刘律师负责劳动争议。", None, None, True),
]

CONDITIONS = [
    (
        "Your appointment is on March 18",
        "We confirm that if your payment clears, your appointment is on March 18.",
        None,
        None,
        False,
    ),
    ("Your appointment is on March 18", "We confirm that your appointment is on March 18.", None, None, True),
    (
        "Your appointment is on March 18",
        "We know that if your payment clears, your appointment is on March 18.",
        None,
        None,
        False,
    ),
    (
        "Su cita es el 18 de marzo",
        "Le confirmamos que si el pago se procesa, su cita es el 18 de marzo.",
        None,
        None,
        False,
    ),
    ("Su cita es el 18 de marzo", "Le recordamos que su cita es el 18 de marzo.", None, None, True),
    ("您的预约时间为3月18日", "如付款成功，您的预约时间为3月18日。", None, None, False),
    ("您的预约时间为3月18日", "待付款成功，您的预约时间为3月18日。", None, None, False),
    ("您的预约时间为3月18日", "特此通知：如付款成功，您的预约时间为3月18日。", None, None, False),
    ("您的预约时间为3月18日", "特此通知：您的预约时间为3月18日。", None, None, True),
    ("您的预约时间为3月18日", "如前所述，您的预约时间为3月18日。", None, None, True),
    ("we lock the doors", "At the end of the day we lock the doors.", None, None, False),
    ("I signed up for pottery", "In the end I signed up for pottery.", None, None, True),
    ("555-0142", "如有任何退款问题，请致电555-0142。", "acme/电话", None, False),
    ("555-0142", "如有任何问题，请致电555-0142。", "acme/电话", None, True),
    ("555-0142", "If you have any questions, call 555-0142.", "acme/phone", None, True),
]

LIST_SCOPE = [
    ("We accept Visa", "We accept Visa, Mastercard and debit cards online only.", None, None, False),
    ("We accept Visa", "We accept Visa, Mastercard and debit cards.", None, None, True),
    ("We accept Visa", "We accept Visa, Mastercard and most debit cards, but only in store.", None, None, False),
    ("We accept Visa", "We accept Visa, Mastercard and most debit cards.", None, None, True),
    ("I run daily", "I run daily, and I swim only on Sundays.", None, None, True),
    ("Aceptamos Visa", "Aceptamos Visa, Mastercard y tarjetas de débito solo en tienda.", None, None, False),
    ("Aceptamos Visa", "Aceptamos Visa, Mastercard y la mayoría de tarjetas, pero solo en tienda.", None, None, False),
    ("Aceptamos Visa", "Aceptamos Visa, Mastercard y tarjetas de débito.", None, None, True),
    ("我们接受Visa", "我们接受Visa、万事达和借记卡，仅限店内。", None, None, False),
    ("我们接受Visa", "我们接受Visa、万事达和借记卡。", None, None, True),
    ("这家店晚上十点关门", "以前这家店早上九点开门，而晚上十点关门", None, None, False),
    ("这家店晚上十点关门", "这家店早上九点开门，晚上十点关门", None, None, True),
]

BELIEF = [
    ("Alice lives in Paris", "Alice lives in Paris, I think.", None, None, False),
    ("Alice lives in Paris", "Alice lives in Paris, and I love it there.", None, None, True),
    ("Bob works in Rome", "Alice lives in Paris, but Bob works in Rome, I think.", None, None, False),
    ("Ana's brother lives in Rome", "I live in Paris, while my brother lives in Rome, I think.", None, "Ana", False),
    ("The gym opens at 6", "The gym opens at 6. Or is it 7?", None, None, False),
    ("The gym opens at 6", "The gym opens at 6. Not sure though.", None, None, False),
    ("The gym opens at 6", "The gym opens at 6. I think it closes at 10.", None, None, True),
    ("Alice lives in Paris", "Alice lives in Paris. Bob works in Rome, I think.", None, None, True),
    ("Juan trabaja en Roma", "Ana vive en París y Juan trabaja en Roma, creo.", None, None, False),
    ("Juan trabaja en Roma", "Ana vive en París y Juan trabaja en Roma.", None, None, True),
    ("El gimnasio abre a las 6", "El gimnasio abre a las 6. O a las 7, no sé.", None, None, False),
    ("El gimnasio abre a las 6", "El gimnasio abre a las 6. Cierra a las 10.", None, None, True),
    ("刘律师负责劳动争议", "王律师负责家事案件，刘律师负责劳动争议，我觉得。", None, None, False),
    ("刘律师负责劳动争议", "王律师负责家事案件，刘律师负责劳动争议。", None, None, True),
    ("健身房六点开门", "健身房六点开门。也可能是七点，不确定。", None, None, False),
    ("健身房六点开门", "健身房六点开门。十点关门。", None, None, True),
    ("The hotel has a pool", "The hotel (near the beach, I think) has a pool.", None, None, False),
    ("El hotel tiene piscina", "El hotel (en la playa, creo) tiene piscina.", None, None, False),
    (
        "El hotel tiene piscina",
        "El hotel (en la calle Mayor, a dos minutos de la plaza) tiene piscina.",
        None,
        None,
        True,
    ),
]

KEYED_ITEMS = [
    ("German", "My husband speaks French and German.", "ana/languages", "Ana", False),
    ("German", "I speak French and German.", "ana/languages", "Ana", True),
    ("a dog", "My sister has two cats and a dog.", "ana/pets", "Ana", False),
    ("a dog", "I have two cats and a dog.", "ana/pets", "Ana", True),
    ("German", "Bob speaks French and German.", "ana/languages", "Ana", False),
    ("German", "Bob speaks French and German.", "bob/languages", "Ana", True),
    ("alemán", "Mi marido habla francés y alemán.", "ana/idiomas", "Ana", False),
    ("alemán", "Hablo francés y alemán.", "ana/idiomas", "Ana", True),
    ("un perro", "Mi hermana tiene dos gatos y un perro.", "ana/mascotas", "Ana", False),
    ("un perro", "Tengo dos gatos y un perro.", "ana/mascotas", "Ana", True),
    ("frutos secos", "Alergias: polen, frutos secos y marisco", "paciente/alergias", None, True),
    ("Apple", "My husband works at Google and I work at Apple.", "ana/employer", "Ana", True),
    ("Google", "My husband works at Google and I work at Apple.", "ana/employer", "Ana", False),
    ("Potsdam", "In 2020 I lived in Berlin, and now I live in Potsdam.", "ana/city", "Ana", True),
    ("Berlin", "In 2020 I lived in Berlin, and now I live in Potsdam.", "ana/city", "Ana", False),
]

QUESTIONS = [
    ("We ship to Porto", "We ship to Lisbon and Porto?", None, None, False),
    ("We ship to Porto", "We ship to Lisbon and Porto.", None, None, True),
    ("We ship to Braga", "We ship to Lisbon, Braga and Porto?", None, None, False),
    ("We ship to Braga", "We ship to Lisbon, Braga and Porto.", None, None, True),
    ("Ana speaks French", "I speak English and French?", None, "Ana", False),
    ("Ana speaks French", "I speak English and French.", None, "Ana", True),
    ("Ana started hitting the gym", "Started hitting the gym?", None, "Ana", False),
    ("Ana started hitting the gym", "Started hitting the gym.", None, "Ana", True),
    ("Enviamos a Oporto", "¿Enviamos a Lisboa y Oporto?", None, None, False),
    ("Enviamos a Oporto", "Enviamos a Lisboa y Oporto.", None, None, True),
    ("Enviamos a Braga", "Enviamos a Lisboa, Braga y Oporto?", None, None, False),
    ("我们寄到波尔图", "我们寄到里斯本、布拉加和波尔图？", None, None, False),
    ("我们寄到波尔图", "我们寄到里斯本和波尔图。", None, None, True),
]


def _case(value: str, evidence: str, key: str | None, speaker: str | None, supported: bool) -> None:
    got = check_support(value, evidence, evidence, key=key, speaker=speaker)
    assert got.ok is supported, (value, evidence, key, speaker, got)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), FRAMES)
def test_an_opening_frame_scopes_the_clauses_coordinated_after_it(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), CONDITIONS)
def test_a_condition_after_that_or_a_notice_marker_opens_the_clause_after_it(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), LIST_SCOPE)
def test_a_focus_word_or_qualifier_after_a_list_scopes_every_item(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), BELIEF)
def test_a_set_off_clause_of_belief_or_a_sentence_of_doubt_hedges_its_sentence(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), KEYED_ITEMS)
def test_a_keyed_list_item_is_read_with_the_clause_of_its_list(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), QUESTIONS)
def test_a_list_item_or_restored_subject_of_a_question_keeps_the_question(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    _case(value, evidence, key, speaker, supported)


# Holes left: in modules another helper was editing (round 25's `_asides._listed`, `_references`, `KEYED_SAFE` read by
# `_keyed`), and classes this round did not close (a time frame `while` with every tell-tale of a contrast, round 26's
# known cost; a Chinese clause after a bare comma; a clause after `;`). Each is a false accept today.
LEFT = [
    pytest.param(
        "The hotel has a pool",
        "The hotel (the one in Lisbon, the cheaper one) has a pool.",
        None,
        None,
        id="listed-aside-which-one",
    ),
    pytest.param(
        "March 18 at 9:30",
        "Appointment to be confirmed: March 18 at 9:30",
        "ana/appointment",
        None,
        id="status-to-be-confirmed",
    ),
    pytest.param(
        "March 18 at 9:30", "Appointment confirmed? March 18 at 9:30", "ana/appointment", None, id="status-question"
    ),
    pytest.param(
        "Tom cooks dinner", "Tom cooks dinner, while the kids do their homework.", None, None, id="while-time-frame"
    ),
    pytest.param("刘律师负责劳动争议", "周末王律师负责家事案件，刘律师负责劳动争议。", None, None, id="zh-bare-comma"),
    pytest.param(
        "Bob takes the train",
        "On weekends Alice drives; meanwhile, Bob takes the train.",
        None,
        None,
        id="after-semicolon",
    ),
    pytest.param("这家店晚上十点关门", "这家店以前早上九点开门，晚上十点关门", None, None, id="zh-time-after-subject"),
]


@pytest.mark.xfail(strict=True, reason="red-team round 3: a false accept left for the lead (docs/admission.md)")
@pytest.mark.parametrize(("value", "evidence", "key", "speaker"), LEFT)
def test_holes_left(value: str, evidence: str, key: str | None, speaker: str | None) -> None:
    _case(value, evidence, key, speaker, False)
