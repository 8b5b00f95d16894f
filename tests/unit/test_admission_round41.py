"""Round 41 of issue 31 (DESIGN §4), fifteenth session: the misses of blind batches 66 and 67.

Blind batches 66 and 67 (written for this session by helpers who read no rule; 67 leans on speakers in multi-speaker
conversations) were scored once on the rules as they stood (7776c3a): 57/66 and 57/66 faithful, no false accept
(docs/eval-admission.md). Round 41 reads, each in the languages it concerns, with a hard negative beside each hard
positive:

- a speech verb whose subject is the first person is the speaker's own act, not a report of another's words, so
  speaker binding is tried on it (`I've asked Father Tom for the key`, `Le pregunté a Pablo …`, `我跟房东说了…`);
  `Tom told me I was late`, `Pablo me dijo que …`, `他跟我说…` stay reports (`_speech.reports_speech`);
- a transcript tool's JSON names whose utterance a string is (`{"speaker": …, "text": …}`): its quotation marks are
  syntax, and the first person inside is that speaker's (`_quoted.json_speaker`);
- with no speaker given, the label of the evidence's turn is its speaker when it names the key's subject (`Iker: mi
  móvil es …` for `iker/movil`; `_support._labelled_speaker`);
- a list's first item that lemminflect knows only as a verb's `-s` form is a plural noun after a verb or a preposition
  (`bringing crisps, hummus and olives`); a word after an inner `de` is its noun's complement (`papel de cocina`);
  `零食`, `零钱` hold no number;
- `那个`/`这个` alone between pauses and `就是` before a pause are hesitations (`_disfluency.particles`);
- an `-abar` verb's present is no imperfect (`graba` → `grabo`);
- `Correo de contacto:` names what an address is for, no one who wrote it (`lexicon.MESSAGE_PURPOSES`);
- a Chinese relation's head is its last word: `调音预约电话` is a `电话` (reached by `拨打`), and the words before a
  contact's head narrow it (`投诉请拨打 …` is no `…/预约电话`: `_key_claims.narrowed_beyond`);
- `合计`, `总计` are a total's words, as `total` (`lexicon.TYPED_SLOTS`); a repair shop and a print shop own their
  `us` (`lexicon.KEYED_BUSINESS_NOUNS`).

Batch 64 stays held out (tests/unit/test_admission_blind_held_out.py): 61/66 after this round, 60/66 before.
"""

from __future__ import annotations

import pytest

from _red_teams import ok_sourced

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

_FIELDS = ("value", "evidence", "source", "key", "speaker", "supported")
_GROUPS = {
    "own-speech": OWN_SPEECH,
    "json-turn": JSON_TURNS,
    "labelled": LABELLED,
    "item": ITEMS,
    "hesitation": HESITATIONS,
    "keyed": KEYED,
}
_CASES = [pytest.param(*case, id=f"{name}-{n:02d}") for name, cases in _GROUPS.items() for n, case in enumerate(cases)]


@pytest.mark.parametrize(_FIELDS, _CASES)
def test_round41_reads_beside_their_hard_negatives(
    value: str, evidence: str, source: str | None, key: str | None, speaker: str | None, supported: bool
) -> None:
    """Each hard positive is accepted and the hard negative beside it refused (the groups above)."""
    assert ok_sourced(value, evidence, source, key, speaker) is supported
