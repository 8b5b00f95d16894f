"""Round 42 of issue 31 (DESIGN §4), sixteenth session: the false accepts and misses of blind batch 73.

Blind batches 72 and 73 (written for this session by helpers who read no rule) were scored once on the rules as they
stood (cf64677): 64/66 faithful and no false accept, 60/66 and 2 false accepts (docs/eval-admission.md). Batch 72 is
held out (tests/unit/test_admission_blind_held_out.py); batch 73 joined the dev split. Round 42 reads, each in the
languages it concerns, with a hard negative beside each hard positive:

- a hyphenated spelling of a word the key writes as one (`Wi-Fi` under `…/wifi_password`, `e-mail` under `…/email`;
  after red-team round 27 only `e-mail`, `wi-fi`, `web-site`, `web-page`, `on-line` and a verb's particle, never inside
  an identifier) is that word, also beside Chinese, so a modifier before it is read as the keyed noun's: `My work
  e-mail is …`, `访客Wi-Fi密码是…` are refused as `My work email is …` was (`_written._joined`; batch 73's false
  accept);
- Telegram's export names a message's writer on the line above it, `Aitor Mena, [05.12.26 08:10]` (`_turns`;
  batch 73's other false accept: another member's `yo me quedo la ruta del Born`);
- (withdrawn after red-team round 27) a list's last item `the … day` (`the parents' demo afternoon`, `the quiz night`)
  as an event's name, no time frame of the list: as often a frame (`… and the shop market day`);
- after `还`, `也`, `又` a Chinese comma conjunct's dictionary verb with a noun object shares the first conjunct's
  subject (`我负责修理俱乐部的机车，还管会员名单`: `_zh_conjuncts._verb_and_object`), when no time, locality or adverb
  frames the words before it (red-team round 27: `我以前…`);
- a character of a Chinese dictionary word the key names is no blocked word (`约` in `预约`: `您的预约编号是 YL-30418`
  for `预约/编号`; `_typed_cjk._masked`; whole words only after red-team round 27: `工作日` is no `工作`).
"""

from __future__ import annotations

import pytest

from _red_teams import grouped_cases, ok_sourced

# (value, evidence, source, key, speaker, supported)
HYPHENED = [
    ("ana@x.com", "My work e-mail is ana@x.com", None, "ana/email", None, False),
    ("ana@x.com", "My e-mail is ana@x.com", None, "ana/email", "Ana", True),
    ("HG-2291", "The guest Wi-Fi password is HG-2291", None, "hive/wifi_password", None, False),
    ("HG-2291", "The Wi-Fi password is HG-2291", None, "hive/wifi_password", None, True),
    ("Inv-877", "La contraseña del wi-fi de invitados es Inv-877", None, "colmena/contrasena_wifi", None, False),
    ("Inv-877", "La contraseña del wi-fi es Inv-877", None, "colmena/contrasena_wifi", None, True),
    ("KJZ-Guest-519", "访客Wi-Fi密码是KJZ-Guest-519", None, "空间站/wifi密码", None, False),
    ("KJZ-Guest-519", "Wi-Fi密码是KJZ-Guest-519", None, "空间站/wifi密码", None, True),
    # (red-team round 27: never inside an identifier, nor a prefix's word or a name)
    ("wifi2024", "The Wi-Fi password is wi-fi2024", None, "cafe/wifi_password", None, False),
    ("email@ana.com", "My e-mail is e-mail@ana.com", None, "ana/email", "Ana", False),
    ("We resign the contract in May", "We re-sign the contract in May", None, "team/resign", None, False),
    ("Mary-Anne's phone is 555-1234", "My phone is 555-1234", None, "maryanne/phone", "Mary-Anne", True),
]

_TELEGRAM = (
    "Mensajería Pedalea BCN: exportación del grupo #reparto\n"
    "Aitor Mena, [05.12.26 08:10]\nbuenos días! hoy solo hago entregas en Gràcia\n"
    "Clara Font, [05.12.26 08:12]\nyo me quedo la ruta del Born\n"
    "Aitor Mena, [05.12.26 08:15]\nyo hago las entregas de Sants antes de comer"
)
_TELEGRAM_EN = "Ana Ruiz, [05.12.26 08:10]\nI'll take the Soho route\nTom Reed, [05.12.26 08:12]\nI'll take the docks"
TELEGRAM = [
    ("Aitor Mena se queda la ruta del Born", "yo me quedo la ruta del Born", _TELEGRAM, None, "Aitor Mena", False),
    (
        "Aitor Mena hace las entregas de Sants antes de comer",
        "yo hago las entregas de Sants antes de comer",
        _TELEGRAM,
        None,
        "Aitor Mena",
        True,
    ),
    ("Ana Ruiz will take the docks", "I'll take the docks", _TELEGRAM_EN, None, "Ana Ruiz", False),
    ("Ana Ruiz will take the Soho route", "I'll take the Soho route", _TELEGRAM_EN, None, "Ana Ruiz", True),
]

_CLUBS = "I also run the robotics club, the game jam and the parents' demo afternoon"
EVENTS = [  # (the positives withdrawn after red-team round 27: `… and the shop market day` is as often a frame)
    ("Ben Ortiz also runs the game jam", _CLUBS, None, None, "Ben Ortiz", True),
    ("I run the chess club", "I run the chess club and the quiz night", None, None, None, True),
    ("Ben Ortiz runs the café", "I run the café and the shop market day", None, None, "Ben Ortiz", False),
    ("Ben Ortiz feeds the cat", "I feed the dog, the cat and the fish twice a day", None, None, "Ben Ortiz", False),
    ("I run the chess club", "I run the chess club and the quiz Friday", None, None, None, False),
    ("I do the shopping", "I do the shopping and the laundry the same day", None, None, None, False),
    ("We visit the museum", "We visit the museum and the park one afternoon", None, None, None, False),
    ("I run the chess club", "I run the chess club and the quiz at night", None, None, None, False),
]

ADDITIVE = [
    ("老周还管会员名单", "我负责修理俱乐部的机车，还管会员名单", None, None, "老周", True),
    ("我又买了新车", "我卖了旧车，又买了新车", None, None, None, True),
    ("我还管会员名单", "如果有空，我修理机车，还管会员名单", None, None, None, False),
    ("我还管会员名单", "我可能修理机车，还管会员名单", None, None, None, False),
    ("我还有游泳池", "我订了一家酒店，还有游泳池", None, None, None, False),
    # (red-team round 27: a frame of the first conjunct is shared)
    ("老周还管会员名单", "我以前负责修理俱乐部的机车，还管会员名单", None, None, "老周", False),
    ("老周还管仓库", "我上大学时负责采购，还管仓库", None, None, "老周", False),
]

NAMED_WORDS = [
    ("YL-30418", "您的预约编号是 YL-30418", None, "预约/编号", None, True),
    ("YL-30418", "您以前的预约编号是 YL-30418", None, "预约/编号", None, False),
    ("YL-30418", "您姐姐的预约编号是 YL-30418", None, "预约/编号", None, False),
    ("300元", "费用约300元", None, "订单/费用", None, False),
    # (red-team round 27: whole dictionary words only — `工作日` is weekdays, no `工作` of the key's)
    ("13812345678", "我工作日的电话是 13812345678", None, "ana/工作电话", "Ana", False),
    ("13812345678", "我的工作电话是 13812345678", None, "ana/工作电话", "Ana", True),
]

# Round 42's second part (blind batches 74 and 75, tuned on; the dev split's voice notes)
SPANISH_SPEAKERS = [
    (
        "Nerea Aguirre los martes da la clase de iniciación",
        "Yo los martes doy la clase de iniciación",
        None,
        None,
        "Nerea Aguirre",
        True,
    ),
    ("Nerea los martes no da la clase", "Yo los martes doy la clase", None, None, "Nerea", False),
    ("Nerea los jueves da la clase", "Yo los martes doy la clase", None, None, "Nerea", False),
    ("Este otoño guardó semillas de tomate", "Este otoño guardé semillas de tomate", None, None, "Carmen", True),
    ("Este otoño guardó semillas de tomate", "Este otoño Ana guardó semillas de tomate", None, None, "Carmen", False),
    # (the future's `-é` is no preterite's: `trabajaré` is the infinitive and `-é`, an older false accept)
    ("Carmen trabajó en Madrid", "Yo trabajaré en Madrid", None, None, "Carmen", False),
    ("Guardó semillas", "Guardaré semillas", None, None, "Carmen", False),
    ("Carmen trabajó en Madrid", "Yo trabajé en Madrid", None, None, "Carmen", True),
    # (a speech verb's form after a determiner is a noun: `la cuenta de Instagram`)
    (
        "Toño sube las fotos de cada salida",
        "Llevo la cuenta de Instagram y subo las fotos de cada salida.",
        None,
        None,
        "Toño",
        True,
    ),
    ("Toño vive en Madrid", "Mi hermana cuenta que vivo en Madrid", None, None, "Toño", False),
    ("Toño vive en Madrid", "Ana me la cuenta así: vivo en Madrid", None, None, "Toño", False),
    ("Tom lives in Leeds", "My sister tells everyone I live in Leeds", None, None, "Tom", False),
]

_CALL = (
    "Call log, 09:12\nCaller: Hi, I'm visiting my dad on Ward 12.\n"
    "Parking Office: If you need a hand, I'm at the main reception desk till six.\nCaller: Great, thanks."
)
CALLERS = [
    (
        "User is at the main reception desk till six",
        "I'm at the main reception desk till six.",
        _CALL,
        None,
        "user",
        False,
    ),
    ("User is visiting their dad on Ward 12", "I'm visiting my dad on Ward 12.", _CALL, None, "user", True),
]

HESITATIONS = [
    (
        "el cierre de la pulsera está totalmente doblado",
        "Eh... sí, mire, es que el cierre de la pulsera, este, está totalmente doblado.",
        None,
        None,
        None,
        True,
    ),
    ("Compré aquel y el rojo", "Compré aquel, este, y el rojo", None, None, None, False),
    ("me sangran las encías", "pues mira, es que me sangran las encías", None, None, None, True),
    ("voy", "Mira, no voy", None, None, None, False),
    ("puedo ir", "No es que pueda ir", None, None, None, False),
    ("蜂箱下周要换新的巢框", "蜂箱那个，呃，下周要换新的巢框。", None, None, None, True),
    ("我坏了", "我那个，坏了", None, None, None, False),
    (
        "张阿姨家的柯基周五之前要洗澡剪毛",
        "嗯，那个，就是张阿姨家的柯基，呃，周五之前要洗澡剪毛哈",
        None,
        None,
        None,
        True,
    ),
    ("下雨我去", "嗯，就是下雨，我也去", None, None, None, False),
    # (red-team round 28: `那个` picking one of its kind, before a price past a filler; `就是` … `还` is "even if")
    ("手机坏了", "手机那个，坏了，新的没坏", None, None, None, False),
    ("苹果五块钱一斤", "苹果那个，呃，五块钱一斤", None, None, None, False),
    ("下雨我去跑步", "嗯，就是下雨，我还去跑步", None, None, None, False),
]

# Red-team round 28's fixes: a first-person form only after a determiner is a noun; `pone:` reports a text's words;
# `Mentira` takes back what came before; an accent is part of a Spanish word's tense and person.
AFTER_RED_TEAM_28 = [
    ("Los martes cambia de turno", "Los martes, el cambio de turno", None, "nerea/trabajo", "Nerea", False),
    ("Nerea la llama", "Yo la llamo", None, None, "Nerea", True),
    ("Pedro vive en Lima", "En la cuenta de Ana pone: yo vivo en Lima", None, "pedro/ciudad", "Pedro", False),
    ("Nerea da la clase", "Yo doy la clase. Mentira, no la doy", None, "nerea/clase", "Nerea", False),
    ("Trabajó en Madrid", "Trabajo en Madrid", None, "carmen/trabajo", "Carmen", False),
    ("Trabajo en Madrid", "Trabajó en Madrid", None, None, None, False),
    ("Carmen trabajó en Madrid", "Trabajé en Madrid", None, None, "Carmen", True),
    ("Rocío tiene dos gatos", "Este... tengo dos gatos.", None, None, "Rocío", True),
]

# Blind batches 76 and 77's false accepts (scored on 53fd765, then tuned on): a Chinese label of another slot of the
# key's kind (`小计` for `合计`; `_labels.other_of_kind`), and `对` and a noun phrase opening a sentence as a frame of
# for whom (`_zh_conjuncts._for_whom`).
LABELS_AND_FRAMES = [
    ("782.00", "小计：782.00", None, "画材坊/小票/合计", None, False),
    ("782.00", "合计：782.00", None, "画材坊/小票/合计", None, True),
    ("¥30", "单价：¥30，总价：¥300", None, "订单/总价", None, False),
    ("021-6458 3390", "固话：021-6458 3390", None, "小王/固定电话", None, True),
    ("SF1409827731520", "运单号：SF1409827731520", None, "订单_88213/快递单号", None, True),
    ("高氧充气每瓶60元", "对持证潜水员，高氧充气每瓶60元。", None, None, None, False),
    ("周末开门", "对，周末开门", None, None, None, True),
]

# The dev split's bottom-posted replies: below an attribution's `>` lines, unmarked text read as the replier's own —
# withdrawn after red-team round 29 (tests/unit/test_admission_red_team29.py: the quoted writer's text continuing
# unmarked, a pasted third person's message), so the positives are misses again and the negatives stay refused.
_REPLY = "On Tue, 3 Nov 2026 at 08:14, Gordon Hale <gordon@x.org> wrote:\n> I keep six colonies.\n\nHi Gordon,\n"
REPLIES = [
    ("Aoife keeps two hives", "I keep two hives", f"{_REPLY}I keep two hives.\nAoife", None, "Aoife", True),
    ("Aoife keeps six colonies", "I keep six colonies", f"{_REPLY}Cheers,\nAoife", None, "Aoife", False),
    (
        "Gordon Hale keeps two hives",
        "I keep two hives",
        f"{_REPLY}I keep two hives.\nAoife",
        None,
        "Gordon Hale",
        False,
    ),
    (
        "Lena lives in Leeds",
        "I live in Leeds",
        "On Mon, Tom wrote:\n> hi\n\nok\n\nOn Sun, Ann wrote:\nI live in Leeds",
        None,
        "Lena",
        False,
    ),
    (
        "孙悦是第一次去高原",
        "我是第一次去高原",
        "在 11月3日，赵明 写道：\n> 我带过十次队。\n\n赵老师好，\n我是第一次去高原。\n孙悦",
        None,
        "孙悦",
        True,
    ),
]

_FIELDS = ("value", "evidence", "source", "key", "speaker", "supported")
_GROUPS = {
    "hyphened": HYPHENED,
    "telegram": TELEGRAM,
    "events": EVENTS,
    "additive": ADDITIVE,
    "named-words": NAMED_WORDS,
    "spanish-speakers": SPANISH_SPEAKERS,
    "callers": CALLERS,
    "hesitations": HESITATIONS,
    "after-red-team-28": AFTER_RED_TEAM_28,
    "labels-and-frames": LABELS_AND_FRAMES,
    "replies": REPLIES,
}


# (after red-team rounds 27 and 29: tests/unit/test_admission_red_team27.py, test_admission_red_team29.py)
_WITHDRAWN = {("events", 0), ("events", 1), ("replies", 0), ("replies", 4)}
_CASES = grouped_cases(_GROUPS, _WITHDRAWN, "withdrawn after red-team round 27 or 29")


@pytest.mark.parametrize(_FIELDS, _CASES)
def test_round42_reads_beside_their_hard_negatives(
    value: str, evidence: str, source: str | None, key: str | None, speaker: str | None, supported: bool
) -> None:
    """Each hard positive is accepted and the hard negative beside it refused (the groups above)."""
    assert ok_sourced(value, evidence, source, key, speaker) is supported


# Found while writing round 42 and left open: a key whose Chinese subject holds `约` (`预约`) lets its value's reading
# with the subject put back take that character from a lone `约` ("about") elsewhere in the clause, so the amount's
# approximation is dropped. Refused by no rule yet (cf64677 and round 42 alike).
@pytest.mark.xfail(strict=True, reason="open: the key's subject read back character by character (round 42)")
@pytest.mark.parametrize("evidence", ["约300元", "预约费用约300元"])
def test_an_approximation_inside_the_keys_own_word_is_kept(evidence: str) -> None:
    assert not ok_sourced("300元", evidence, None, "预约/费用", None)
