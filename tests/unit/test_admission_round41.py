"""Round 41 of issue 31 (DESIGN §4), fifteenth session: the misses of blind batches 66 and 67, batch 69's false
accepts, and the fixes after red-team round 25.

Blind batches 66 and 67 (written for this session by helpers who read no rule; 67 leans on speakers in multi-speaker
conversations) were scored once on the rules as they stood (7776c3a): 57/66 and 57/66 faithful, no false accept
(docs/eval-admission.md); batch 69 (keyed values) on round 41's first form (33056f0): 52/66 and 3 older false accepts.
Round 41 reads, each in the languages it concerns, with a hard negative beside each hard positive:

- a speech verb whose subject is the first person is the speaker's own act, not a report of another's words, so
  speaker binding is tried on it for a value that keeps the verb (`Helen has asked Father Tom for the key`, `Marta le
  preguntó a Pablo …`, `小李跟房东说了…`); `Tom told me I was late`, `Pablo me dijo que …`, `他跟我说…` stay reports,
  and a value that drops the verb takes no words said as a fact (`_speech.reports_speech`, red-team round 25);
- a transcript tool's JSON names whose utterance a string is (`{"speaker": …, "text": …}`): its quotation marks are
  syntax, and the first person of a whole utterance there is that speaker's (`_quoted.json_speaker`);
- a list's first item that lemminflect knows only as a verb's `-s` form is a plural noun after a verb or a preposition
  (`bringing crisps, hummus and olives`); a word after an inner `de` is its noun's complement (`papel de cocina`);
  `零食`, `零钱` hold no number; a keyed item is read with its one-item sentence (`We accept textiles`);
- `那个`/`这个` alone between pauses and `就是` before a pause are hesitations (`_disfluency.particles`);
- an `-abar` verb's present is no imperfect (`graba` → `grabo`);
- `Correo de contacto:` names what an address is for, no one who wrote it (`lexicon.MESSAGE_PURPOSES`);
- a Chinese contact relation's head is its last word: `调音预约电话` is a `电话` (reached by `拨打`), and the words
  before it narrow it (`投诉请拨打 …` is no `…/预约电话`: `_key_claims.narrowed_beyond`);
- `合计`, `总计` are a total's words, as `total`; Spanish's `número de expediente` is the file's number;
- a noun opening a sentence and an `and` clause with its verb are one subject (`Batteries and bulbs are not accepted`
  gives no `batteries` for `…/accepted_items`); a receipt's leader is a colon (`2 x Stalls .......... £64.00`); a price
  list's entry names its amount's slot as a label does (`Small dogs £88 a night`); an aside that spells out part of an
  identifier notes its form (`(Haddad with two d's)`).

Batches 64 and 68 stay held out (tests/unit/test_admission_blind_held_out.py): 61/66 and 60/66 after this round.
"""

from __future__ import annotations

import pytest

from _red_teams import grouped_cases, ok_sourced

# (value, evidence, source, key, speaker, supported)
OWN_SPEECH = [
    (
        "Helen Marsh has asked Father Tom for the key",
        "I've asked Father Tom (he runs the parish hall) for the key.",
        None,
        None,
        "Helen Marsh",
        True,
    ),
    ("Helen asked Tom for the key", "I asked Tom for the key.", None, None, "Helen", True),
    ("Helen was late", "Tom told me I was late.", None, None, "Helen", False),
    ("Marta le preguntó a Pablo por la llave", "Le pregunté a Pablo por la llave.", None, None, "Marta", True),
    ("Marta llega tarde", "Pablo me dijo que llego tarde.", None, None, "Marta", False),
    ("小李跟房东说了下水道的事", "我跟房东说了下水道的事", None, None, "小李", True),
    ("小李被录取了", "他跟我说我被录取了", None, None, "小李", False),
]

_SEGMENTS = (
    '{"transcript_id": "tt-0419", "segments": [{"speaker": "Leo Brandt", "start": 3.2, "text": "I run the chess club."}'
    ', {"speaker": "Hanna Kowalski", "text": "so, er, I\'m running the Wingspan tournament on the 28th"}'
    "]}"
)
_HABLANTES = (
    '[{"hablante": "Carmen", "texto": "Grabo los episodios los martes"}, {"hablante": "Pablo", "texto": "Vale"}]'
)
_FAYAN = '[{"speaker": "叶子涵", "text": "我开车去接段杰"}, {"speaker": "段杰", "text": "好的"}]'
JSON_TURNS = [
    (
        "Hanna Kowalski is running the Wingspan tournament on the 28th",
        "so, er, I'm running the Wingspan tournament on the 28th",
        _SEGMENTS,
        None,
        "Hanna Kowalski",
        True,
    ),
    ("Leo Brandt runs the chess club", "I run the chess club.", _SEGMENTS, None, "Leo Brandt", True),
    ("Hanna Kowalski runs the chess club", "I run the chess club.", _SEGMENTS, None, "Hanna Kowalski", False),
    (
        "Leo Brandt runs the chess club",
        "I run the chess club.",
        '{"note": "I run the chess club."}',
        None,
        "Leo",
        False,
    ),
    ("Carmen graba los episodios los martes", "Grabo los episodios los martes", _HABLANTES, None, "Carmen", True),
    ("Pablo graba los episodios los martes", "Grabo los episodios los martes", _HABLANTES, None, "Pablo", False),
    ("叶子涵开车去接段杰", "我开车去接段杰", _FAYAN, None, "叶子涵", True),
    ("段杰开车去接段杰", "我开车去接段杰", _FAYAN, None, "段杰", False),
]

LABELLED = [
    ("555-123-4567", "my phone is 555-123-4567", "Lena: my phone is 555-123-4567", "lena/phone", None, True),
    ("555-123-4567", "my phone is 555-123-4567", "Tom: my phone is 555-123-4567", "lena/phone", None, False),
    ("555-123-4567", "my phone is 555-123-4567", "Lena: hi\nTom: my phone is 555-123-4567", "lena/phone", None, False),
    ("612 345 678", "mi móvil es 612 345 678", "Iker: mi móvil es 612 345 678", "iker/movil", None, True),
    ("612 345 678", "mi móvil es 612 345 678", "Ane: mi móvil es 612 345 678", "iker/movil", None, False),
    (
        "yinke_print88",
        "我的微信号是 yinke_print88",
        "印客打印：我的微信号是 yinke_print88",
        "印客打印/微信",
        None,
        True,
    ),
    ("yinke_print88", "我的微信号是 yinke_print88", "小王：我的微信号是 yinke_print88", "印客打印/微信", None, False),
]

ITEMS = [
    ("Tom is bringing hummus", "I'm bringing crisps, hummus and olives.", None, None, "Tom", True),
    ("I bought olives", "I bought crisps, hummus and olives.", None, None, None, True),
    ("I'm bringing hummus", "I'm bringing crisps, hummus and olives, but only if it's sunny.", None, None, None, False),
    (
        "Marta compra papel de cocina",
        "Yo compro lavavajillas, papel de cocina y bolsas de basura.",
        None,
        None,
        "Marta",
        True,
    ),
    (
        "Compro papel de cocina",
        "Solo compro lavavajillas, papel de cocina y bolsas de basura.",
        None,
        None,
        None,
        False,
    ),
    ("我准备了充电宝", "我准备了零食、充电宝和绘本", None, None, None, True),
    ("温度五度", "温度零下五度", None, None, None, False),
]

HESITATIONS = [
    ("叶子涵到时候开车去接段杰", "呃，那个，我到时候就是，嗯，开车去接段杰", None, None, "叶子涵", True),
    ("我到时候开车", "我到时候就是，嗯，不开车", None, None, None, False),
    ("Carmen graba los episodios", "Grabo los episodios.", None, None, "Carmen", True),
    ("Carmen graba los episodios", "Grababa los episodios.", None, None, "Carmen", False),
]

KEYED = [
    (
        "huertos.lavapies@gmail.com",
        "Correo de contacto: huertos.lavapies@gmail.com",
        None,
        "huerto_lavapies/correo",
        None,
        True,
    ),
    ("huertos.lavapies@gmail.com", "Correo de Iker: huertos.lavapies@gmail.com", None, "huerto/correo", None, False),
    ("huertos@gmail.com", "联系邮箱：huertos@gmail.com", None, "菜园/邮箱", None, True),
    ("huertos@gmail.com", "小王的邮箱：huertos@gmail.com", None, "菜园/邮箱", None, False),
    ("021-6458 3390", "调音预约请拨打 021-6458 3390", None, "知音琴行/调音预约电话", None, True),
    ("021-6458 3390", "投诉请拨打 021-6458 3390", None, "知音琴行/预约电话", None, False),
    ("0113 496 0588", "For bookings call 0113 496 0588", None, "zhiyin/booking_phone", None, True),
    ("0113 496 0588", "For complaints call 0113 496 0588", None, "zhiyin/booking_phone", None, False),
    ("0113 496 0588", "Para reservas llame al 0113 496 0588", None, "zhiyin/telefono_reservas", None, True),
    ("0113 496 0588", "Para quejas llame al 0113 496 0588", None, "zhiyin/telefono_reservas", None, False),
    ("¥1,280", "搬家费用合计：¥1,280（含楼层费）", None, "顺达搬家/报价/合计", None, True),
    ("¥1,280", "押金合计：¥1,280", None, "顺达搬家/报价/合计", None, False),
    ("1.280 €", "Total mudanza: 1.280 €", None, "mudanzas_sol/presupuesto/total", None, True),
    ("1.280 €", "Fianza total: 1.280 €", None, "mudanzas_sol/presupuesto/total", None, False),
    ("0113 496 0588", "give us a ring on 0113 496 0588", None, "spokes_bike_repair/phone", None, True),
    ("0113 496 0588", "ring my brother on 0113 496 0588", None, "spokes_bike_repair/phone", None, False),
    ("0113 496 0588", "llámanos al 0113 496 0588", None, "taller_reparaciones/telefono", None, True),
    ("0113 496 0588", "llama a mi hermano al 0113 496 0588", None, "taller_reparaciones/telefono", None, False),
    ("0113 496 0588", "我们店的电话是 0113 496 0588", None, "顺达维修/电话", None, True),
    ("0113 496 0588", "我哥的电话是 0113 496 0588", None, "顺达维修/电话", None, False),
]

# Batch 69's three false accepts (older: 7776c3a accepted them too) and what else it taught, after red-team round 25.
COMPOUND_SUBJECT = [
    ("batteries", "Batteries and bulbs are not accepted.", None, "centre/accepted_items", None, False),
    ("Tom", "Tom and Ana never drink.", None, "party/drinkers", None, False),
    (
        "Felix repairs vintage radios",
        "I repair vintage radios and sell them online.",
        None,
        "felix/side_business",
        "Felix",
        True,
    ),
    ("pilas", "Las pilas y las bombillas no se aceptan.", None, "centro/admitidos", None, False),
    ("Lucía vive en Madrid", "Yo vivo en Madrid y trabajo en una farmacia.", None, None, "Lucía", True),
    ("电池", "电池、灯管请投放到有害垃圾箱，回收站不收。", None, "阳光花园回收站/可回收物", None, False),
    ("我收塑料瓶", "我收废纸、塑料瓶和旧衣物。", None, None, None, True),
]

PRICE_LISTS = [
    ("£64.00", "2 x Stalls, Row F .......... £64.00", None, "lyceum/order_1/ticket_price", None, False),
    ("£3.00", "Booking fee .......... £3.00", None, "lyceum/order_1/booking_fee", None, True),
    ("64,00 €", "2 x Butaca, fila F .......... 64,00 €", None, "teatro/pedido_1/precio_entrada", None, False),
    ("3,00 €", "Gastos de gestión .......... 3,00 €", None, "teatro/pedido_1/gastos_gestion", None, True),
    ("¥128", "成人票2张..........¥128", None, "剧院/订单/票价", None, False),
    ("¥3", "手续费..........¥3", None, "剧院/订单/手续费", None, True),
    ("£88 a night", "Small dogs £88 a night", None, "kennels/boarding_price", None, False),
    ("£88 a night", "Boarding £88 a night", None, "kennels/boarding_price", None, True),
    ("88 € la noche", "Perros pequeños 88 € la noche", None, "residencia/precio", None, False),
    ("88 € la noche", "Alojamiento 88 € la noche", None, "residencia/precio_alojamiento", None, True),
    ("每晚88元", "小型犬每晚88元", None, "汪星人寄宿/寄宿价格", None, False),
    ("每晚88元", "寄宿费每晚88元", None, "汪星人寄宿/寄宿价格", None, True),
]

LABELS_AND_ASIDES = [
    # (Spanish puts the kind noun first: `número de expediente` is `file number`; English and Chinese already read it)
    ("X-1234", "Número de expediente: X-1234", None, "ayto/permiso/expediente", None, True),
    ("X-1234", "Número de expediente antiguo: X-1234", None, "ayto/permiso/expediente", None, False),
    (
        "n.haddad@fastmail.com",
        "my email is n.haddad@fastmail.com (Haddad with two d's)",
        None,
        "user/email",
        "user",
        True,
    ),
    (
        "n.haddad@fastmail.com",
        "my email is n.haddad@fastmail.com (Haddad's old one)",
        None,
        "user/email",
        "user",
        False,
    ),
    (
        "pablo.iturbe@correo.es",
        "El mío es pablo.iturbe@correo.es (Iturbe con b de burro)",
        None,
        "pablo/correo",
        "Pablo",
        True,
    ),
    (
        "pablo.iturbe@correo.es",
        "El mío es pablo.iturbe@correo.es (el del trabajo)",
        None,
        "pablo/correo",
        "Pablo",
        False,
    ),
    ("zhoumama_0826", "我微信是 zhoumama_0826（下划线）", None, "周妈妈/微信", "周妈妈", True),
    ("zhoumama_0826", "我微信是 zhoumama_0826（以前的）", None, "周妈妈/微信", "周妈妈", False),
    # (a keyed item read with its one-item sentence; Chinese keys of this shape stay refused, as before)
    ("textiles", "We accept glass, textiles and small electricals.", None, "company/accepted_items", None, True),
    ("textiles", "We don't accept glass, textiles and small electricals.", None, "company/accepted_items", None, False),
    ("pilas", "Aceptamos vidrio, pilas y ropa.", None, "empresa/materiales_aceptados", None, True),
    ("pilas", "No aceptamos vidrio, pilas ni ropa.", None, "empresa/materiales_aceptados", None, False),
]

_FIELDS = ("value", "evidence", "source", "key", "speaker", "supported")
_GROUPS = {
    "own-speech": OWN_SPEECH,
    "json-turn": JSON_TURNS,
    "labelled": LABELLED,
    "item": ITEMS,
    "hesitation": HESITATIONS,
    "keyed": KEYED,
    "compound-subject": COMPOUND_SUBJECT,
    "price-list": PRICE_LISTS,
    "label-aside": LABELS_AND_ASIDES,
}
# Withdrawn after red-team round 25 (tests/unit/test_admission_red_team25.py): the turn label as the speaker (a letter's
# salutation, another person writing from the labelled one's phone, a report inside the turn) and the round's shop
# nouns (a family writing to its movers of `our new address`). Their faithful cases are refused again, as before it.
_WITHDRAWN = {("labelled", 0), ("labelled", 3), ("labelled", 5), ("keyed", 14), ("keyed", 18)}
# (and after red-team round 26 (tests/unit/test_admission_red_team26.py): a keyed item read with its one-item sentence,
# which let a middle item through a refusing verb or a retraction after the list)
_WITHDRAWN |= {("label-aside", 8), ("label-aside", 10)}
_CASES = grouped_cases(_GROUPS, _WITHDRAWN, "withdrawn after red-team round 25 or 26")


@pytest.mark.parametrize(_FIELDS, _CASES)
def test_round41_reads_beside_their_hard_negatives(
    value: str, evidence: str, source: str | None, key: str | None, speaker: str | None, supported: bool
) -> None:
    """Each hard positive is accepted and the hard negative beside it refused (the groups above)."""
    assert ok_sourced(value, evidence, source, key, speaker) is supported
