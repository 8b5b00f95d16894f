"""Red-team round 25 of issue 31 (DESIGN §4): hostile cases against admission round 41 (33056f0), in English, Spanish
and Chinese. Helper rt25. No source was changed.

The readings under test (new since 7776c3a): (1) a speech verb whose subject is the first person no longer blocks
speaker binding (`_speech.reports_speech`: `I've told`, `Le dije`, `我跟X说`); (2) a source that is JSON as a whole
binds the first person of a string value to the one speaker field of its object (`_quoted.json_speaker`); (3) with no
speaker and a key, the label of the evidence's turn is its speaker when it equals the key's subject or its last words
(`_support._labelled_speaker`); (4) a first list item lemminflect knows only as a verb's `-s` form is a plural noun
after a verb or an object preposition, any word after an inner `de` is a noun complement, `零食 零钱 零件 …` hold no
number; (5) `那个`/`这个` alone between pauses and `就是` before a pause are hesitations; (6) an `-aba` word whose lemma
is the word plus `r` is a present (`graba` → `grabo`); (7) `MESSAGE_PURPOSES` after `mensaje de`/`correo de` names no
writer; (8) a Chinese relation ending in a word the relation table knows names that word's relation words, and a contact
head's modifier must be said in the value's sentence (`_keywords._key_words`, `_key_claims.narrowed_beyond`); (9) `合计
总计 总价 总额 总金额` are amount slot words, and `repair printing removals … 维修 打印 搬家 琴行 驾校` let a key's
subject own `us`/`nuestro`/`我们`. Each probe was run as `check_support(value, evidence, source, guard=True, key=key,
speaker=speaker)` (the source the evidence unless a probe needs a longer one) on 7776c3a and on 33056f0. A strict xfail
in `CAUSED` is a false accept 33056f0 accepts and 7776c3a refuses; one in `OLDER` is accepted by both; one in
`REGRESSIONS` is a faithful case 7776c3a accepts and 33056f0 refuses. `TWINS` are faithful cases beside each family of
negatives (plain tests when 33056f0 accepts them; the five it refuses, as 7776c3a does, are strict xfails). All strict
xfails were open when the round was handed over.

Counts: 482 distinct probes, by hand (90 on reading 1, 74 on 2, 88 on 3, 26 on 4, 25 on 5, 17 on 6, 12 on 7, 86 on 8, 64
on 9). 7776c3a accepts 100, 33056f0 340. By a careful reading: 145 caused false accepts (`CAUSED`: 30, 41, 33, 0, 5, 0,
0, 15, 21 by reading), 32 older ones (`OLDER`: 10 own speech, 7 JSON, 3 labels, 10 relation heads, 2 totals), 15
regressions (`REGRESSIONS`, all reading 8), 168 twins (`TWINS`: 27, 18, 34, 15, 13, 10, 2, 25, 24). 119 unfaithful
probes are refused by both trees and are not pinned; 3 false accepts of 7776c3a are refused by 33056f0 (`小王邮箱：…`
for `小王/家邮箱`, `邮箱：…` for `菜园/发票邮箱`, `付款请点 …` for `活动/报名链接`) and are not pinned.

Caused (145):
- **own speech** (30, reading 1): a speech act of the speaker's that frames someone else's words or an untrue one now
  binds, and the frame is dropped when an aside or a colon sits between it and the clause. An aside naming a pretext (`I
  told him, as a joke, that I'm a doctor`, `I told the bouncer, falsely, that I'm 21`, `I told my mum, as a prank, …`,
  `I wrote, in the novel, that I live in Leeds`, `Le dije a mi jefe, como excusa, que estoy enferma`, `Escribí, en la
  novela, que …`, `我跟我妈说，开玩笑的，我怀孕了`); a colon after a quoted person's words (`I quoted Tom: I'm
  quitting`, `I mentioned Tom's line: I'm the boss`, `Respondí con la frase de Ana: llego tarde`,
  `我跟老婆说了小王的原话：我辞职了`, `我跟他说了小王发的微信：我到了`). Each gives `Helen is …`/`Marta es …`/`小李…`
  for the speaker. (Without the aside or colon — `I told the kids I'm a wizard`, `I once told a guy I was a pilot`, `Le
  dije al portero que tengo 18 años`, `他骗我说我中奖了` — both trees refuse.)
- **JSON** (41, reading 2): the speaker field is read as the speaker of every string beside it and of every first person
  in it. Another's words inside the utterance (`{"speaker": "Hanna", "text": "Leo said: I run the chess club"}`, `"Leo
  told me I run …"`, `"RT @leo: …"`, `"Forwarded from Leo: …"`, `"On Monday Leo wrote:\\n> …"`, `段杰说：…`,
  `转发段杰的消息：…`, `Pablo me escribió: …`); a quoting field beside the speaker's (`quoted_text`, `quote` with
  `attributed_to`, `引用`, `cita`, `respuesta_a`); a flag that says forwarded (`"forwarded": true`, `forwarded_from`); a
  speaker field naming two people or someone else by a name holding the speaker's (`Hanna and Leo`, `Leo, for Hanna`,
  `Hanna (reading Leo's letter)`, `张伟的妈妈`, `小李妈妈`, `王芳芳`, `王芳和段杰`, `Madre de Carmen`, `Carmen y
  Pablo`): `_same_person` takes every word of the shorter name inside the longer, and a Chinese name's characters as its
  words. Also the evidence cut out of a condition or a question inside the utterance (`"if I run the chess club, Leo
  will quit"`, `"do I run the chess club? no"`), which a plain source with the speaker given lets through too (`OLDER`).
- **labels** (33, reading 3): the label names the key's subject but not who speaks. A letter's salutation
  (`丽娜：\\n你好！我的新号码是…\\n——小王`, `张老师：\\n您好！我是小明的家长，我的手机号是…`, `Lena:\\nmi móvil es … Un
  beso, Ane`, `A Lena: …`, `Lena:\\nMy new number is …\\nLove, Tom`); someone else writing from the labelled account
  (`Lena: it's her mum here, my phone is …`, `丽娜：我是她妈妈，…`, `Lena: soy Ane, desde el móvil de Lena; …`, `Lena:
  Tom asked me to post this - …`); a report inside the turn (`Lena: Tom says my phone is …`,
  `丽娜：小王说我的手机号是…`, `Lena: Ane dice que mi móvil es …`); a question or a retraction (`Lena: my phone is …?`,
  `丽娜：我的手机号是…吗？`, `… - no wait, that's Tom's`); a role label that is the key's last word in someone else's
  chat (`Tom: hi doc\\nDoctor: my number is …` for `lena/doctor/phone`, `房东：小王你好，…` for `丽娜/房东/手机`,
  `Casero: hola Pablo, …` for `lena/casero/movil`); a surname shared with another (`John Smith: hi\\nSmith: …` for
  `lena_smith/phone`, `García: …` after `Iker García:` for `ane_garcia/movil`). With the speaker given, the same spans
  with a report or a question left outside them are accepted by both (`OLDER`).
- **hesitations** (5, reading 5): `那个`/`这个` pointing at things (`那个，三百块；这个，五百块` gives `三百块` for
  `小店/价格`) and `就是` of `不是…就是…` (either … or) before a pause (`他不是在家，就是，在公司` gives `他在公司`).
- **relation heads** (15, reading 8): a non-contact head (`地址 城市 老家 过敏 年龄 专业 语言 尺码 房间号 航班`) now
  names its relation words (`住在 来自 对 今年 读 会 说 穿 出发`) whatever narrows it, and no modifier check follows:
  `我住在…` for `小王/父母地址`, `小王/收货地址`, `我住在成都` for `小王/出生城市`, `我来自成都` for `小王/妻子老家`,
  `我对花生过敏` for `小王/药物过敏` and `小王/儿子过敏`, `我今年35岁` for `小王/孩子年龄` and `小王/妈妈年龄`,
  `我读计算机` for `小王/女儿专业`, `我会说法语` for `小王/工作语言`, `我穿42码` for `小王/孩子尺码`, `我住在B12` for
  `小王/父母房间号`, `5月10日出发` for `小王/返程航班`; and a contact modifier said only in part (`预约请拨打 …` for
  `知音琴行/调音预约电话`: one two-character piece of `调音预约` is enough).
- **totals** (10, reading 9): a Chinese total's key is now an amount slot and a total of another thing or a difference
  passes (`运费一共30元` for `订单/合计`, `定金一共500元` and `预计一共1280元` for `…/总价`, `一共便宜了200元`,
  `一共省了200元`, `还差500元`, `税一共1280元`, `小费一共1280元`, `退款一共1280元`).
- **shops** (11, reading 9): a business noun's `us` read as the business's where the writer is its customer (`Hi Smith
  Removals, it's the Jones family. Our new address is …`, `Hi Spokes Bike Repair, it's the Jones family - call us on …`,
  `To Ace Printers: we're the school PTA, ring us on …`, `Hola, Mudanzas Sol: somos la familia Ruiz, llámanos …`,
  `我们家的电话是…` and `我们新家地址是…` for `顺达搬家/…`, `驾校老师好，我是学员小王的妈妈，我们的电话是…`), and
  `printers` as machines (`The printers are on floor 2. Our IP address is …` for `printers/ip_address`).

Older (32): a report frame, question or joke outside the evidence span with the speaker given (`Tom says my number is
…`, `Pablo dice que …`, `小王说…`, `他骗我说…`, `Lena: Tom, my phone is …?`, `I told Tom, as a joke, I'm quitting`); a
quotation whose marks a JSON string escapes (`{"speaker": "Hanna", "text": "Leo said \\"I run the chess club\\""}`, in
`nota`, `备注`, a bare array); `Le dije, en broma, que mi móvil es …`; `我转述了小王的话：…` and `我说了小王的回复：…`
(a frame `回复`/`转述` the lists miss); a compound key whose head is said of the speaker (`我有一只猫` for
`小王/邻居宠物`, `我开特斯拉` for `小王/公司汽车`, and in English `I live in Leeds` for `tom/birth_city`, `I'm allergic
to peanuts` for `tom/drug_allergy`, `I'm 35` for `tom/kid_age`); a unit price for a total (`单价：¥30，总价：¥300` gives
`¥30` for `订单/总价`) and `Refunds total £1,280` for `order/total`.

Regressions (15, reading 8): the contact-modifier check refuses a modifier said in another word or left implicit — the
generic `联系` (`电话：…`, `我的电话是…` for `小王/联系电话`; `邮箱：…` for `菜园/联系邮箱`), `电话` before `号码`
(`我的手机是…`, `打我手机…` for `小王/电话号码`), the key's own subject (`电话：…` for `知音琴行/琴行电话`), an
abbreviation or synonym (`官网` for `官方网址`, `固话` for `固定电话`, `订位` for `预订电话`, `购票` for `订票电话`,
`订房`/`预订` for each other's hotel key, `有问题请拨打` for `公司/咨询电话`). 7776c3a accepted each.

Left out as unclear: a speaker field or label the key's person may share (`{"speaker": "Hanna Lee"}` beside `Hanna
Kowalski` for the speaker `Hanna`; `Interpreter for Hanna`; `Mum:` for `lena/mum/phone`; `Smith:` alone for
`lena_smith/phone`; `@Lena:`; `Lena - my phone is …`); `我最喜欢的就是，嗯，周杰伦` giving `我最喜欢的周杰伦` (a copula
before a pause); `Correo de contacto: mi móvil es …` for `marta/movil`; `Our budget is £500` for `repairs/budget`; keyed
list items whose old acceptance came from the misread list (`We bought crisps, hummus and olives` → `olives` for
`party/snacks`, `Trae lavavajillas, papel de cocina y bolsas de basura` → `bolsas de basura` for `lista/compra`:
accepted by 7776c3a, refused by 33056f0, as `Bring chips, hummus and olives` is by both).

Not found: no caused false accept of readings 4, 6 or 7. A verb-only `-s` first item right after a verb of a relative
clause (`The man I love sings, dances and acts` → `I love dances`), a first-person imperfect (`Acababa el trabajo`,
`Acababa a las cinco`), a third person's `Graba`, and `mensaje de` + a purpose + a writer (`Mensaje de contacto de
Iker:`, `Mensaje de recepción:`, `Text from support:`) are refused by both trees. The own-speech check's other holes are
closed by older rules: a verb + `我` + `说` (`他骗我说我中奖了`, `老师表扬我说我进步了`), `我跟他说谎说…`, the future
and `I'd say`, `whether` questions, `Tom and I told them I'm leaving`, `I was told …`.

Closed by the lead after the round (fifteenth session; docs/admission.md "Round 41"): all 145 caused false accepts — (1)
a first person's own speech verb lets binding through only for a value that keeps a speech verb, the act itself (`Helen
asked Tom for the key`; `I told him, as a joke, that I'm a doctor` gives no `Helen is a doctor`); (2) a JSON source
binds only a whole utterance (but for fillers before it) of one utterance field, beside one speaker field that names the
speaker whole (no `Hanna and Leo`, `张伟的妈妈`) and nothing quoted, forwarded or cited, and a JSON string's own
quotation marks count as in any text (which closes the 7 `OLDER` JSON cases too); (3) the turn label as the speaker is
withdrawn (its 34 twins stay open: no dev, test or held-out record needed it); (5) `那个`/`这个` before a number or
beside each other point at things, and `不是…就是` is `either … or`; (8) a relation's head lends its words only for a
contact's head, and each jieba word of the modifier must be said, whole or by a character (`订位` says `预订`); (9) a
price list's entry label must name the key word by word (`运费一共30元` is no order's total) and the round's shop nouns
are withdrawn (a family writing to its movers says `our new address`). Open: 24 older (a relation narrowed by a person
or a past without a contact's head — `我老家在成都` for `小王/妻子老家`, `I live in Leeds` for `tom/birth_city`; own
speech with an aside before a keyed value; a unit price given for a total), 2 regressions (`有问题请拨打` for
`咨询电话`, `预订请拨打` for `订房电话`), 44 twins (of the two withdrawn readings, a verb-only `-s` list `She sells
crisps, sweets and drinks`, `这次一共1280元`).
"""

from __future__ import annotations

import json

from _red_teams import SourcedCase as Case
from _red_teams import round_tests


def _k(value: str, evidence: str, key: str | None, speaker: str | None = None, source: str | None = None) -> Case:
    return (value, evidence, source, key, speaker)


def _json(data: object) -> str:
    """A JSON source as a transcript tool writes it (no ASCII escapes)."""
    return json.dumps(data, ensure_ascii=False)


_CLUB = "I run the chess club"
_HANNA_CLUB = "Hanna runs the chess club"
_DRIVE = "我开车去接段杰"
_VIVO = "Vivo en Bilbao"
_CARMEN_VIVE = "Carmen vive en Bilbao"
_PHONE = "555-123-4567"
_MY_PHONE = "my phone is 555-123-4567"
_MY_NUMBER = "my number is 555-123-4567"
_MOVIL = "612 345 678"
_MI_MOVIL = "mi móvil es 612 345 678"
_SHOUJI = "13812345678"
_WO_SHOUJI = "我的手机号是13812345678"
_TEL = "021-6458 3390"
_RING = "0113 496 0588"

CAUSED_OWN_SPEECH: list[Case] = [
    _k("Helen is a doctor", "I told him, as a joke, that I'm a doctor.", None, "Helen"),
    _k("Helen is 21", "I told the bouncer, falsely, that I'm 21.", None, "Helen"),
    _k("Helen is married", "I told him, to get rid of him, that I'm married.", None, "Helen"),
    _k("Helen was late", "I told him, as an excuse, that I was late.", None, "Helen"),
    _k("Helen is pregnant", "I told my mum, as a prank, that I'm pregnant.", None, "Helen"),
    _k("Helen lives in Leeds", "I told the caller (a scammer) that I live in Leeds.", None, "Helen"),
    _k("Helen lives in Leeds", "I wrote, in the novel, that I live in Leeds.", None, "Helen"),
    _k("Helen is the manager", "I replied, pretending, that I'm the manager.", None, "Helen"),
    _k("Helen owns a boat", "I've told him, as a joke, that I own a boat.", None, "Helen"),
    _k("Helen will never leave", "I quoted him: I'll never leave.", None, "Helen"),
    _k("Helen is quitting", "I wrote down his answer: I'm quitting.", None, "Helen"),
    _k("Helen is the boss", "I mentioned Tom's line: I'm the boss.", None, "Helen"),
    _k("Helen is quitting", "I quoted Tom: I'm quitting.", None, "Helen"),
    _k("Helen will be late", "I told Tom his exact words: I'll be late.", None, "Helen"),
    _k("Marta es médica", "Le dije, en broma, que soy médica.", None, "Marta"),
    _k("Marta está embarazada", "Le dije a mi madre, de broma, que estoy embarazada.", None, "Marta"),
    _k("Marta es abogada", "Le dije al reclutador, para probarle, que soy abogada.", None, "Marta"),
    _k("Marta está enferma", "Le dije a mi jefe, como excusa, que estoy enferma.", None, "Marta"),
    _k("Marta vive en Bilbao", "Escribí, en la novela, que vivo en Bilbao.", None, "Marta"),
    _k("Marta se muda", "Comenté, como rumor, que me mudo.", None, "Marta"),
    _k("Marta tiene tres hijos", "Expliqué, en el papel, que tengo tres hijos.", None, "Marta"),
    _k("Marta llega tarde", "Respondí con la frase de Ana: llego tarde.", None, "Marta"),
    _k("小李辞职了", "我跟老婆说了小王的原话：我辞职了", None, "小李"),
    _k("小李辞职了", "我跟他说了小王的话：我辞职了", None, "小李"),
    _k("小李辞职了", "我跟老婆说了小王发的消息：我辞职了", None, "小李"),
    _k("小李怀孕了", "我跟我妈说，开玩笑的，我怀孕了", None, "小李"),
    _k("小李是律师", "我跟他说了句玩笑话：我是律师", None, "小李"),
    _k("小李生病了", "我跟老板说了个借口：我生病了", None, "小李"),
    _k("小李不干了", "我对他说了小王的那句话：我不干了", None, "小李"),
    _k("小李到了", "我跟他说了小王发的微信：我到了", None, "小李"),
]

CAUSED_JSON: list[Case] = [
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", source=_json({"speaker": "Hanna", "text": "Leo said: I run the chess club"})),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", source=_json({"speaker": "Hanna", "text": "Leo: I run the chess club"})),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"speaker": "Hanna", "text": "Leo told me I run the chess club"}),
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"speaker": "Hanna", "text": "yes", "quoted_text": "I run the chess club"}),
    ),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", source=_json({"author": "Hanna", "text": "RT @leo: I run the chess club"})),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"author": "Hanna", "body": "Forwarded from Leo: I run the chess club"}),
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"from": "Hanna", "body": "On Monday Leo wrote:\n> I run the chess club"}),
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"sender": "Hanna", "subject": "Fwd: Leo's note", "body": "I run the chess club"}),
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"author": "Hanna", "quote": "I run the chess club", "attributed_to": "Leo"}),
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"speaker": "Hanna (reading Leo's letter)", "text": "I run the chess club"}),
    ),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", source=_json({"speaker": "Hanna and Leo", "text": "I run the chess club"})),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", source=_json({"speaker": "Leo, for Hanna", "text": "I run the chess club"})),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"speaker": "Hanna", "text": "Leo's text: I run the chess club"}),
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"author": "Hanna", "forwarded": True, "text": "I run the chess club"}),
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"author": "Hanna", "forwarded_from": "Leo", "text": "I run the chess club"}),
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"segments": [{"speaker": "Hanna", "text": "Leo says: I run the chess club"}]}),
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"segments": [{"speaker": "Hanna", "text": "if I run the chess club, Leo will quit"}]}),
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"segments": [{"speaker": "Hanna", "text": "do I run the chess club? no"}]}),
    ),
    _k("张伟开车去接段杰", _DRIVE, None, "张伟", source=_json([{"speaker": "张伟的妈妈", "text": "我开车去接段杰"}])),
    _k("小李开车去接段杰", _DRIVE, None, "小李", source=_json([{"speaker": "小李妈妈", "text": "我开车去接段杰"}])),
    _k("王芳开车去接段杰", _DRIVE, None, "王芳", source=_json([{"speaker": "王芳芳", "text": "我开车去接段杰"}])),
    _k("王芳开车去接段杰", _DRIVE, None, "王芳", source=_json([{"speaker": "王芳和段杰", "text": "我开车去接段杰"}])),
    _k("王芳开车去接段杰", _DRIVE, None, "王芳", source=_json([{"speaker": "王芳", "text": "段杰说：我开车去接段杰"}])),
    _k(
        "王芳开车去接段杰",
        _DRIVE,
        None,
        "王芳",
        source=_json([{"发言人": "王芳", "内容": "转发段杰的消息：我开车去接段杰"}]),
    ),
    _k(
        "王芳开车去接段杰",
        _DRIVE,
        None,
        "王芳",
        source=_json([{"发言人": "王芳", "内容": "好", "引用": "我开车去接段杰"}]),
    ),
    _k(
        "叶子涵开车去接段杰",
        _DRIVE,
        None,
        "叶子涵",
        source=_json([{"speaker": "叶子涵", "text": "段杰问：我开车去接段杰？"}]),
    ),
    _k(
        "叶子涵开车去接段杰",
        _DRIVE,
        None,
        "叶子涵",
        source=_json([{"speaker": "叶子涵", "text": "转述段杰的话，我开车去接段杰"}]),
    ),
    _k(
        "叶子涵开车去接段杰",
        _DRIVE,
        None,
        "叶子涵",
        source=_json([{"speaker": "叶子涵（替段杰读）", "text": "我开车去接段杰"}]),
    ),
    _k(
        _CARMEN_VIVE,
        _VIVO,
        None,
        "Carmen",
        source=_json([{"hablante": "Carmen", "texto": "Pablo dice: Vivo en Bilbao"}]),
    ),
    _k(
        _CARMEN_VIVE,
        _VIVO,
        None,
        "Carmen",
        source=_json([{"hablante": "Carmen", "texto": "Mensaje de Pablo: Vivo en Bilbao"}]),
    ),
    _k(
        _CARMEN_VIVE,
        _VIVO,
        None,
        "Carmen",
        source=_json([{"hablante": "Carmen", "texto": "vale", "cita": "Vivo en Bilbao"}]),
    ),
    _k(_CARMEN_VIVE, _VIVO, None, "Carmen", source=_json([{"hablante": "Carmen y Pablo", "texto": "Vivo en Bilbao"}])),
    _k(_CARMEN_VIVE, _VIVO, None, "Carmen", source=_json([{"hablante": "Madre de Carmen", "texto": "Vivo en Bilbao"}])),
    _k(
        _CARMEN_VIVE,
        _VIVO,
        None,
        "Carmen",
        source=_json([{"hablante": "Carmen (traduciendo a Pablo)", "texto": "Vivo en Bilbao"}]),
    ),
    _k(
        _CARMEN_VIVE,
        _VIVO,
        None,
        "Carmen",
        source=_json({"hablante": "Carmen", "texto": "Pablo me escribió: Vivo en Bilbao"}),
    ),
    _k(
        _CARMEN_VIVE,
        _VIVO,
        None,
        "Carmen",
        source=_json({"hablante": "Carmen", "texto": "vale", "respuesta_a": "Vivo en Bilbao"}),
    ),
    _k(
        "07700 900123",
        "my new number is 07700 900123",
        "hanna/phone",
        "Hanna",
        source=_json({"speaker": "Hanna", "text": "Leo's text: my new number is 07700 900123"}),
    ),
    _k(
        "07700 900123",
        "my new number is 07700 900123",
        "hanna/phone",
        "Hanna",
        source=_json({"speaker": "Hanna", "text": "ok", "quoted_text": "my new number is 07700 900123"}),
    ),
    _k(
        _SHOUJI,
        _WO_SHOUJI,
        "王芳/手机",
        "王芳",
        source=_json([{"发言人": "王芳", "内容": "段杰说：我的手机号是13812345678"}]),
    ),
    _k(
        _SHOUJI,
        _WO_SHOUJI,
        "王芳/手机",
        "王芳",
        source=_json([{"speaker": "王芳的妈妈", "text": "我的手机号是13812345678"}]),
    ),
    _k(
        _MOVIL,
        _MI_MOVIL,
        "carmen/movil",
        "Carmen",
        source=_json([{"hablante": "Carmen", "texto": "Pablo me escribió: mi móvil es 612 345 678"}]),
    ),
]

CAUSED_LABEL: list[Case] = [
    _k(_PHONE, _MY_PHONE, "lena/phone", None, source="Lena: this is Tom on Lena's phone - my phone is 555-123-4567"),
    _k(_PHONE, _MY_PHONE, "lena/phone", None, source="Lena: it's her mum here, my phone is 555-123-4567"),
    _k(_PHONE, _MY_PHONE, "lena/phone", None, source="Lena: Tom says my phone is 555-123-4567"),
    _k(_PHONE, _MY_PHONE, "lena/phone", None, source="Lena: Tom, my phone is 555-123-4567?"),
    _k(_PHONE, _MY_PHONE, "lena/phone", None, source="Lena: is it right that my phone is 555-123-4567?\nTom: no"),
    _k(_PHONE, _MY_PHONE, "lena_smith/phone", None, source="John Smith: hi\nSmith: my phone is 555-123-4567"),
    _k(_PHONE, _MY_PHONE, "lena/phone", None, source="Lena: my phone is 555-123-4567?"),
    _k(_PHONE, _MY_PHONE, "lena/phone", None, source="Lena: my phone is 555-123-4567 - no wait, that's Tom's"),
    _k(_PHONE, _MY_NUMBER, "lena/doctor/phone", None, source="Tom: hi doc\nDoctor: my number is 555-123-4567"),
    _k(
        _PHONE,
        _MY_NUMBER,
        "lena/landlord/phone",
        None,
        source="Tom: hi, it's Tom from flat 2\nLandlord: hi Tom, my number is 555-123-4567",
    ),
    _k(_PHONE, _MY_NUMBER, "lena/phone", None, source="Lena: (reading Tom's message) my number is 555-123-4567"),
    _k(_PHONE, _MY_NUMBER, "lena/phone", None, source="Lena: Tom asked me to post this - my number is 555-123-4567"),
    _k(
        _PHONE,
        "My new number is 555-123-4567",
        "lena/phone",
        None,
        source="Lena:\nMy new number is 555-123-4567.\nLove, Tom",
    ),
    _k(
        _PHONE,
        "My new number is 555-123-4567",
        "lena/phone",
        None,
        source="Subject: new number\n\nLena:\nMy new number is 555-123-4567.\nTom",
    ),
    _k(_MOVIL, _MI_MOVIL, "lena/movil", None, source="A Lena: mi móvil es 612 345 678"),
    _k(_MOVIL, _MI_MOVIL, "lena/movil", None, source="Lena:\nmi móvil es 612 345 678. Un beso, Ane"),
    _k(_MOVIL, _MI_MOVIL, "lena/movil", None, source="Lena: soy Ane, desde el móvil de Lena; mi móvil es 612 345 678"),
    _k(_MOVIL, _MI_MOVIL, "lena/movil", None, source="Lena: Ane dice que mi móvil es 612 345 678"),
    _k(_MOVIL, _MI_MOVIL, "lena/movil", None, source="Lena: ¿mi móvil es 612 345 678?"),
    _k(_MOVIL, _MI_MOVIL, "lena/movil", None, source="Lena: soy su madre, mi móvil es 612 345 678"),
    _k(
        _MOVIL,
        _MI_MOVIL,
        "lena/movil",
        None,
        source=("Lena:\nte escribo porque he cambiado de número: mi móvil es 612 345 678.\nUn abrazo,\nAne"),
    ),
    _k(_MOVIL, _MI_MOVIL, "ane_garcia/movil", None, source="Iker García: hola\nGarcía: mi móvil es 612 345 678"),
    _k(
        _MOVIL,
        _MI_MOVIL,
        "lena/casero/movil",
        None,
        source="Pablo: hola, soy Pablo, el del 2ºB\nCasero: hola Pablo, mi móvil es 612 345 678",
    ),
    _k(
        _SHOUJI,
        "我的新号码是13812345678",
        "丽娜/手机",
        None,
        source="丽娜：\n你好！我的新号码是13812345678，有事打给我。\n——小王",
    ),
    _k(_SHOUJI, _WO_SHOUJI, "张老师/手机", None, source="张老师：\n您好！我是小明的家长，我的手机号是13812345678。"),
    _k(_SHOUJI, "我的电话是13812345678", "丽娜/电话", None, source="丽娜：我是她妈妈，我的电话是13812345678"),
    _k(_SHOUJI, _WO_SHOUJI, "丽娜/手机", None, source="丽娜：小王说我的手机号是13812345678"),
    _k(_SHOUJI, _WO_SHOUJI, "丽娜/手机", None, source="丽娜：我是小王，借丽娜的号发的，我的手机号是13812345678"),
    _k(_SHOUJI, _WO_SHOUJI, "丽娜/手机", None, source="丽娜：我的手机号是13812345678吗？"),
    _k(_SHOUJI, _WO_SHOUJI, "丽娜/手机", None, source="丽娜：\n您好！我是快递员，我的手机号是13812345678"),
    _k(
        _SHOUJI,
        _WO_SHOUJI,
        "王老师/手机",
        None,
        source="王老师：\n您好！我是乐乐妈妈，我的手机号是13812345678，有事请联系我。",
    ),
    _k(
        _SHOUJI,
        _WO_SHOUJI,
        "丽娜/房东/手机",
        None,
        source="小王：你好，我是302的小王\n房东：小王你好，我的手机号是13812345678",
    ),
    _k("abc_88", "我的微信是abc_88", "丽娜/微信", None, source="丽娜：\n你好！我的微信是abc_88。\n小王"),
]

CAUSED_PAUSE: list[Case] = [
    _k("三百块", "那个，三百块；这个，五百块", "小店/价格"),
    _k("一百块", "那个，一百块，这个，两百块", "小摊/价格"),
    _k("他在公司", "他不是在家，就是，在公司", None),
    _k("他在公司", "他不是在家，就是，呃，在公司", None),
    _k("他周六出发", "他不是周五，就是，周六出发", None),
]

CAUSED_HEAD: list[Case] = [
    _k("上海市徐汇区漕溪北路88号", "我住在上海市徐汇区漕溪北路88号", "小王/父母地址", "小王"),
    _k("上海市徐汇区漕溪北路88号", "我住在上海市徐汇区漕溪北路88号", "小王/收货地址", "小王"),
    _k("成都", "我住在成都", "小王/出生城市", "小王"),
    _k("成都", "我来自成都", "小王/妻子老家", "小王"),
    _k("花生", "我对花生过敏", "小王/药物过敏", "小王"),
    _k("花生", "我对花生过敏", "小王/儿子过敏", "小王"),
    _k("35岁", "我今年35岁", "小王/孩子年龄", "小王"),
    _k("35岁", "我今年35岁", "小王/妈妈年龄", "小王"),
    _k("计算机", "我读计算机", "小王/女儿专业", "小王"),
    _k("法语", "我会说法语", "小王/工作语言", "小王"),
    _k("法语", "我会说法语", "小王/母亲语言", "小王"),
    _k("42码", "我穿42码", "小王/孩子尺码", "小王"),
    _k("B12", "我住在B12", "小王/父母房间号", "小王"),
    _k("5月10日", "5月10日出发", "小王/返程航班", "小王"),
    _k(_TEL, "预约请拨打 021-6458 3390", "知音琴行/调音预约电话"),
]

CAUSED_TOTAL: list[Case] = [
    _k("30元", "运费一共30元", "订单/合计"),
    _k("500元", "定金一共500元", "装修/总价"),
    _k("200元", "一共便宜了200元", "订单/总价"),
    _k("200元", "一共省了200元", "订单/合计"),
    _k("500元", "还差500元", "订单/合计"),
    _k("500元", "一共还差500元", "订单/合计"),
    _k("1280元", "预计一共1280元", "搬家/总价"),
    _k("1280元", "税一共1280元", "搬家/总价"),
    _k("1280元", "小费一共1280元", "搬家/总额"),
    _k("1280元", "退款一共1280元", "订单/总额"),
]

CAUSED_SHOP: list[Case] = [
    _k(_SHOUJI, "我们家的电话是13812345678", "顺达搬家/电话"),
    _k("朝阳路5号", "我们新家地址是朝阳路5号，搬到这里", "顺达搬家/地址"),
    _k(
        "5 Elm Street",
        "Our new address is 5 Elm Street",
        "smith_removals/address",
        None,
        source="Hi Smith Removals, it's the Jones family. Our new address is 5 Elm Street.",
    ),
    _k(
        "5 Elm Street",
        "our new address is 5 Elm Street",
        "smith_removals/address",
        None,
        source="Booked Smith Removals for Friday - our new address is 5 Elm Street",
    ),
    _k(
        "10.0.0.5",
        "Our IP address is 10.0.0.5",
        "printers/ip_address",
        None,
        source="The printers are on floor 2. Our IP address is 10.0.0.5.",
    ),
    _k(
        "Calle Mayor 5",
        "Nuestra dirección nueva es Calle Mayor 5",
        "mudanzas_sol/direccion",
        None,
        source="Hola, Mudanzas Sol: somos la familia Ruiz. Nuestra dirección nueva es Calle Mayor 5.",
    ),
    _k(
        _MOVIL,
        "llámanos al 612 345 678",
        "mudanzas_sol/telefono",
        None,
        source="Hola, Mudanzas Sol: somos la familia Ruiz, llámanos al 612 345 678",
    ),
    _k(
        _SHOUJI,
        "我们的电话是13812345678",
        "顺达搬家/电话",
        None,
        source="顺达搬家您好，我们是3号楼的住户，我们的电话是13812345678",
    ),
    _k(
        _SHOUJI,
        "我们的电话是13812345678",
        "驾校/电话",
        None,
        source="驾校老师好，我是学员小王的妈妈，我们的电话是13812345678",
    ),
    _k(
        _RING,
        "call us on 0113 496 0588",
        "spokes_bike_repair/phone",
        None,
        source="Hi Spokes Bike Repair, it's the Jones family - call us on 0113 496 0588",
    ),
    _k(
        _RING,
        "ring us on 0113 496 0588",
        "ace_printers/phone",
        None,
        source="To Ace Printers: we're the school PTA, ring us on 0113 496 0588 about the flyers",
    ),
]

CAUSED: list[Case] = [
    *CAUSED_OWN_SPEECH,
    *CAUSED_JSON,
    *CAUSED_LABEL,
    *CAUSED_PAUSE,
    *CAUSED_HEAD,
    *CAUSED_TOTAL,
    *CAUSED_SHOP,
]

OLDER_OWN_SPEECH: list[Case] = [
    _k(_MOVIL, "Le dije, en broma, que mi móvil es 612 345 678", "marta/movil", "Marta"),
    _k("小李辞职了", "我转述了小王的话：我辞职了", None, "小李"),
    _k(_SHOUJI, "我说了小王的回复：我的手机号是13812345678", "小李/手机", "小李"),
    _k(
        "07700 900123", "my number is 07700 900123", "hanna/phone", "Hanna", source="Tom says my number is 07700 900123"
    ),
    _k(
        "07700 900123",
        "my number is 07700 900123",
        "hanna/phone",
        "Hanna",
        source="Tom thinks my number is 07700 900123",
    ),
    _k(_MOVIL, _MI_MOVIL, "carmen/movil", "Carmen", source="Pablo dice que mi móvil es 612 345 678"),
    _k(_SHOUJI, _WO_SHOUJI, "小李/手机", "小李", source="小王说我的手机号是13812345678"),
    _k(_SHOUJI, _WO_SHOUJI, "小李/手机", "小李", source="他骗我说我的手机号是13812345678"),
    _k("Helen is quitting", "I'm quitting", None, "Helen", source="I told Tom, as a joke, I'm quitting"),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", source="Leo says I run the chess club"),
]

OLDER_JSON: list[Case] = [
    _k(
        _HANNA_CLUB, _CLUB, None, "Hanna", source=_json({"speaker": "Hanna", "text": 'Leo said "I run the chess club"'})
    ),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", source=_json({"note": 'Leo said "I run the chess club"'})),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", source=_json(['Leo: "I run the chess club"'])),
    _k("叶子涵开车去接段杰", _DRIVE, None, "叶子涵", source=_json({"备注": '段杰说"我开车去接段杰"'})),
    _k(_CARMEN_VIVE, _VIVO, None, "Carmen", source=_json({"nota": 'Pablo dijo "Vivo en Bilbao"'})),
    _k(
        "07700 900123",
        "my number is 07700 900123",
        "hanna/phone",
        "Hanna",
        source=_json({"speaker": "Hanna", "text": 'Leo said "my number is 07700 900123"'}),
    ),
    _k(
        "07700 900123",
        "my number is 07700 900123",
        "hanna/phone",
        "Hanna",
        source=_json({"note": 'Leo said "my number is 07700 900123"'}),
    ),
]

OLDER_LABEL: list[Case] = [
    _k(_PHONE, _MY_PHONE, "lena/phone", "Lena", source="Lena: Tom says my phone is 555-123-4567"),
    _k(_PHONE, _MY_PHONE, "lena/phone", "Lena", source="Lena: Tom, my phone is 555-123-4567?"),
    _k(_PHONE, _MY_PHONE, "lena/phone", "Lena", source="Lena: is it right that my phone is 555-123-4567?\nTom: no"),
]

OLDER_HEAD: list[Case] = [
    _k("成都", "我老家在成都", "小王/妻子老家", "小王"),
    _k("一只猫", "我有一只猫", "小王/邻居宠物", "小王"),
    _k("两个孩子", "我有两个孩子", "小王/邻居孩子", "小王"),
    _k("特斯拉", "我开特斯拉", "小王/公司汽车", "小王"),
    _k("Leeds", "I live in Leeds", "tom/birth_city", "Tom"),
    _k("peanuts", "I'm allergic to peanuts", "tom/drug_allergy", "Tom"),
    _k("peanuts", "I'm allergic to peanuts", "tom/son_allergy", "Tom"),
    _k("35", "I'm 35", "tom/kid_age", "Tom"),
    _k("French", "I speak French", "tom/work_language", "Tom"),
    _k("computer science", "I study computer science", "tom/daughter_major", "Tom"),
]

OLDER_TOTAL: list[Case] = [
    _k("¥30", "单价：¥30，总价：¥300", "订单/总价"),
    _k("£1,280", "Refunds total £1,280", "order/total"),
]

OLDER: list[Case] = [*OLDER_OWN_SPEECH, *OLDER_JSON, *OLDER_LABEL, *OLDER_HEAD, *OLDER_TOTAL]

REGRESSIONS_HEAD: list[Case] = [
    _k(_SHOUJI, "我的电话是13812345678", "小王/联系电话", "小王"),
    _k(_SHOUJI, "我的手机是13812345678", "小王/电话号码", "小王"),
    _k(_SHOUJI, "打我手机13812345678", "小王/电话号码", "小王"),
    _k(_SHOUJI, _WO_SHOUJI, "小王/电话号码", "小王"),
    _k(_TEL, "电话：021-6458 3390", "知音琴行/琴行电话"),
    _k("huertos@gmail.com", "邮箱：huertos@gmail.com", "菜园/联系邮箱"),
    _k(_SHOUJI, "电话：13812345678", "小王/联系电话"),
    _k(_SHOUJI, "小王电话：13812345678", "小王/联系电话"),
    _k(_TEL, "订位请拨打 021-6458 3390", "餐厅/预订电话"),
    _k("www.zhiyin.cn", "官网：www.zhiyin.cn", "知音琴行/官方网址"),
    _k(_TEL, "有问题请拨打 021-6458 3390", "公司/咨询电话"),
    _k(_TEL, "购票请拨打 021-6458 3390", "剧院/订票电话"),
    _k(_TEL, "订房请拨打 021-6458 3390", "酒店/预订电话"),
    _k(_TEL, "预订请拨打 021-6458 3390", "酒店/订房电话"),
    _k(_TEL, "固话：021-6458 3390", "小王/固定电话"),
]

REGRESSIONS: list[Case] = [*REGRESSIONS_HEAD]

TWINS_OWN_SPEECH: list[Case] = [
    _k("Helen has told the landlord about the leak", "I've told the landlord about the leak.", None, "Helen"),
    _k("Helen has already told Tom", "I've already told Tom.", None, "Helen"),
    _k("Helen told Tom about the party", "I told Tom about the party.", None, "Helen"),
    _k("Helen told her boss about the move", "I told my boss about the move.", None, "Helen"),
    _k("Helen asked for the key", "Tom and I asked for the key.", None, "Helen"),
    _k("Helen told the landlord about the leak", "Tom and I told the landlord about the leak.", None, "Helen"),
    _k("Helen quoted Tom", "I quoted Tom: I'm quitting.", None, "Helen"),
    _k("Helen quoted Ana", "I quoted Ana: I'm fine.", None, "Helen"),
    _k("Helen told Tom about the leak", "I told Tom, as I said, about the leak.", None, "Helen"),
    _k("Helen will tell Tom tomorrow", "I'll tell Tom tomorrow.", None, "Helen"),
    _k("Helen has asked Father Tom for the key", "I've just asked Father Tom for the key.", None, "Helen"),
    _k("Helen asked Tom whether the hall is free", "I asked Tom whether the hall is free.", None, "Helen"),
    _k("Marta le escribió a Ana", "Le escribí a Ana.", None, "Marta"),
    _k("Marta respondió al correo", "Respondí al correo.", None, "Marta"),
    _k("Marta le explicó el problema al fontanero", "Le expliqué el problema al fontanero.", None, "Marta"),
    _k("Marta ya le dijo a Pablo que no", "Ya le dije a Pablo que no.", None, "Marta"),
    _k("Marta le dijo a Pablo lo de la fuga", "Le dije a Pablo lo de la fuga.", None, "Marta"),
    _k("Marta ya le contó a su madre lo del viaje", "Ya le conté a mi madre lo del viaje.", None, "Marta"),
    _k("Marta le explicó el problema al banco", "Yo le expliqué el problema al banco.", None, "Marta"),
    _k("小李跟房东说了漏水的事", "我跟房东说了漏水的事", None, "小李"),
    _k("小李对房东说了漏水的事", "我对房东说了漏水的事", None, "小李"),
    _k("小李说漏水了", "我说漏水了", None, "小李"),
    _k("小李回答了房东的问题", "我回答了房东的问题", None, "小李"),
    _k("小李跟老婆说了一句我辞职了", "我跟老婆说了一句：我辞职了", None, "小李"),
    _k("小李说明天去", "我说明天去", None, "小李"),
    _k("小李跟段杰说好了", "我跟段杰说好了", None, "小李"),
    _k("小李已经跟物业说了停车的事", "我已经跟物业说了停车的事", None, "小李"),
]

TWINS_JSON: list[Case] = [
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", source=_json({"speaker": "Hanna", "text": "I run the chess club"})),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", source=_json({"author": "Hanna", "body": "I run the chess club"})),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", source=_json({"from": "Hanna", "message": "I run the chess club"})),
    _k(
        _HANNA_CLUB, _CLUB, None, "Hanna", source=_json({"sender": "Hanna Kowalski", "content": "I run the chess club"})
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json([{"speaker_name": "Hanna", "utterance": "so, um, I run the chess club."}]),
    ),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", source=_json({"Speaker": "Hanna", "Text": "I run the chess club"})),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"author": "Hanna", "text": "I run the chess club", "reply_to": "Leo"}),
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        source=_json({"speaker": "Hanna", "to": "Leo", "text": "I run the chess club"}),
    ),
    _k(
        "Hanna Kowalski runs the chess club",
        _CLUB,
        None,
        "Hanna Kowalski",
        source=_json({"messages": [{"participant": "Hanna", "text": "I run the chess club"}]}),
    ),
    _k("王芳开车去接段杰", _DRIVE, None, "王芳", source=_json([{"发言人": "王芳", "内容": "我开车去接段杰"}])),
    _k("王芳开车去接段杰", _DRIVE, None, "王芳", source=_json({"发言人": "王芳", "text": "嗯，我开车去接段杰"})),
    _k(
        "叶子涵开车去接段杰",
        _DRIVE,
        None,
        "叶子涵",
        source=_json([{"speaker": "叶子涵", "text": "嗯，我开车去接段杰。"}, {"speaker": "段杰", "text": "好的"}]),
    ),
    _k(_CARMEN_VIVE, _VIVO, None, "Carmen", source=_json([{"hablante": "Carmen", "texto": "Vivo en Bilbao"}])),
    _k(
        _CARMEN_VIVE,
        "vivo en Bilbao",
        None,
        "Carmen",
        source=_json([{"hablante": "Carmen", "texto": "pues nada, vivo en Bilbao"}]),
    ),
    _k(
        _CARMEN_VIVE,
        "vivo en Bilbao",
        None,
        "Carmen",
        source=_json([{"speaker": "Carmen", "text": "pues nada, vivo en Bilbao"}]),
    ),
    _k(
        "07700 900123",
        "my new number is 07700 900123",
        "hanna/phone",
        "Hanna",
        source=_json({"speaker": "Hanna", "text": "my new number is 07700 900123"}),
    ),
    _k(
        _SHOUJI, _WO_SHOUJI, "王芳/手机", "王芳", source=_json([{"speaker": "王芳", "text": "我的手机号是13812345678"}])
    ),
    _k(
        _MOVIL,
        _MI_MOVIL,
        "carmen/movil",
        "Carmen",
        source=_json([{"hablante": "Carmen", "texto": "mi móvil es 612 345 678"}]),
    ),
]

TWINS_LABEL: list[Case] = [
    _k(_PHONE, _MY_PHONE, "lena/phone", None, source="Lena: hi\nmy phone is 555-123-4567"),
    _k(_PHONE, _MY_PHONE, "user/phone", None, source="User: my phone is 555-123-4567"),
    _k(_PHONE, _MY_PHONE, "customer/phone", None, source="Agent: hi\nCustomer: my phone is 555-123-4567"),
    _k(_PHONE, _MY_PHONE, "agent/phone", None, source="Agent: my phone is 555-123-4567\nCustomer: thanks"),
    _k(_PHONE, _MY_PHONE, "lena/phone", None, source="[10:02] Lena: my phone is 555-123-4567"),
    _k(_PHONE, _MY_PHONE, "lena/phone", None, source="Tom: hi\nLena: my phone is 555-123-4567"),
    _k(_PHONE, _MY_PHONE, "lena_park/phone", None, source="Lena Park: my phone is 555-123-4567"),
    _k(_PHONE, _MY_PHONE, "lena/phone", None, source="Lena Park: my phone is 555-123-4567"),
    _k(_PHONE, "my number 555-123-4567", "lena/phone", None, source="**Lena:** my number 555-123-4567"),
    _k(_PHONE, "my number 555-123-4567", "lena/phone", None, source="<Lena> my number 555-123-4567"),
    _k(_PHONE, "my number 555-123-4567", "lena/phone", None, source="From: Lena\nmy number 555-123-4567"),
    _k(_PHONE, "my number 555-123-4567", "assistant/phone", None, source="Assistant: my number 555-123-4567"),
    _k(_PHONE, "my number 555-123-4567", "lena/phone", None, source="Lena 10:02\nmy number 555-123-4567"),
    _k(_PHONE, "my number 555-123-4567", "lena/phone", None, source="Customer (Lena): my number 555-123-4567"),
    _k(_PHONE, "my number 555-123-4567", "lena/phone", None, source="Lena (customer): my number 555-123-4567"),
    _k(
        _PHONE,
        "my brother's number is 555-123-4567",
        "lena/brother_phone",
        None,
        source="Lena: my brother's number is 555-123-4567",
    ),
    _k(
        _PHONE,
        "my mum's number is 555-123-4567",
        "lena/mum_phone",
        None,
        source="Lena: my mum's number is 555-123-4567",
    ),
    _k(_PHONE, _MY_NUMBER, "lena/landlord/phone", None, source="Lena: hi\nLandlord: my number is 555-123-4567"),
    _k("lena@x.com", "email me at lena@x.com", "lena/email", None, source="Lena: email me at lena@x.com"),
    _k(
        "lena@x.com",
        "my email: lena@x.com",
        "lena/email",
        None,
        source="Tom: what's your email?\nLena: my email: lena@x.com",
    ),
    _k("Lena lives in Leeds", "I live in Leeds", "lena/city", None, source="Lena: I live in Leeds"),
    _k("Leeds", "I live in Leeds", "lena/city", None, source="Tom: where do you live?\nLena: I live in Leeds"),
    _k("Tom", "my husband is Tom", "lena/husband", None, source="Lena: my husband is Tom"),
    _k(_MOVIL, _MI_MOVIL, "lena/movil", None, source="Lena: mi móvil es 612 345 678"),
    _k(_MOVIL, _MI_MOVIL, "lena/casero/movil", None, source="Lena: hola\nCasero: mi móvil es 612 345 678"),
    _k(_MOVIL, _MI_MOVIL, "lena_ruiz/movil", None, source="Lena Ruiz: mi móvil es 612 345 678"),
    _k(
        _MOVIL,
        "Mi móvil: 612 345 678",
        "lena/movil",
        None,
        source="Pablo: ¿me pasas tu número?\nLena: Mi móvil: 612 345 678",
    ),
    _k(_SHOUJI, _WO_SHOUJI, "丽娜/手机", None, source="小王：你好\n丽娜：我的手机号是13812345678"),
    _k(_SHOUJI, _WO_SHOUJI, "丽娜/手机", None, source="丽娜：我的手机号是13812345678"),
    _k(
        _SHOUJI, _WO_SHOUJI, "王老师/手机", None, source="王老师：\n各位家长好，我的手机号是13812345678，有事请联系我。"
    ),
    _k(_SHOUJI, _WO_SHOUJI, "丽娜/房东/手机", None, source="丽娜：你好\n房东：我的手机号是13812345678"),
    _k(
        _SHOUJI,
        "我的微信号是13812345678",
        "张老师/微信",
        None,
        source="家长群\n张老师：各位家长好，我的微信号是13812345678",
    ),
    _k(
        _SHOUJI,
        "我的微信号是13812345678",
        "张老师/微信",
        None,
        source="家长群\n张老师：\n各位家长好，我的微信号是13812345678",
    ),
    _k("abc_88", "我的微信是abc_88", "丽娜/微信", None, source="丽娜：我的微信是abc_88"),
]

TWINS_ITEMS: list[Case] = [
    _k("I'm bringing hummus", "I'm bringing crisps, hummus and olives.", None),
    _k("We need hummus", "We need crisps, hummus and olives.", None),
    _k("Tom is bringing olives", "I'm bringing crisps, hummus and olives.", None, "Tom"),
    _k("I packed fruit", "I packed crisps, sandwiches and fruit.", None),
    _k("Tom is buying beer", "I'm buying crisps, dips and beer.", None, "Tom"),
    _k("She sells drinks", "She sells crisps, sweets and drinks.", None),
    _k("Marta compra bolsas de basura", "Yo compro lavavajillas, papel de cocina y bolsas de basura.", None, "Marta"),
    _k("Compré jabón", "Compré rollos de papel, bolsas de basura y jabón.", None),
    _k("Compro sacos de dormir", "Compro linternas, sacos de dormir y mantas.", None),
    _k("Llevo los sacos", "Llevo la tienda, la caña de pescar y los sacos.", None),
    _k("小李准备了绘本", "我准备了零食、充电宝和绘本", None, "小李"),
    _k("我带了纸巾", "我带了零钱、充电宝和纸巾", None),
    _k("hummus", "Snacks: crisps, hummus and olives", "party/snacks"),
    _k("bolsas de basura", "Lista: lavavajillas, papel de cocina y bolsas de basura", "lista/compra"),
    _k("bolsas de basura", "Marta compra lavavajillas, papel de cocina y bolsas de basura", "marta/compra"),
]

TWINS_PAUSE: list[Case] = [
    _k("小李到时候开车去接段杰", "呃，那个，我到时候就是，嗯，开车去接段杰", None, "小李"),
    _k("小李开车去接段杰", "我就是，嗯，开车去接段杰", None, "小李"),
    _k("我们周六出发", "我们就是，呃，周六出发", None),
    _k("小李周六出发", "我就是，呃，周六出发", None, "小李"),
    _k("我们下周去北京", "嗯，这个，我们下周去北京", None),
    _k("我明天去", "那个，这个，我明天去", None),
    _k("我明天去", "这个嘛，我明天去", None),
    _k("价格是三百", "价格是，那个，三百", None),
    _k("我要红色的", "我要，那个，红色的", None),
    _k("小李要红色的", "我要，那个，红色的", None, "小李"),
    _k("我不想去", "我就是，不想去", None),
    _k("下雨我也去", "就是，下雨我也去", None),
    _k("小李不去", "那个，我不去", None, "小李"),
]

TWINS_ABAR: list[Case] = [
    _k("Carmen acaba el trabajo", "Acabo el trabajo.", None, "Carmen"),
    _k("Carmen alaba a Pablo", "Alabo a Pablo.", None, "Carmen"),
    _k("Carmen graba en Madrid", "Grabo en Madrid.", None, "Carmen"),
    _k("Carmen se acaba el café", "Me acabo el café.", None, "Carmen"),
    _k("Carmen acaba de llegar", "Acabo de llegar.", None, "Carmen"),
    _k("Carmen menoscaba su trabajo", "Menoscabo su trabajo.", None, "Carmen"),
    _k("Carmen alaba el trabajo de Pablo", "Alabo el trabajo de Pablo.", None, "Carmen"),
    _k("Carmen graba un pódcast", "Grabo un pódcast.", None, "Carmen"),
    _k("Carmen acaba a las cinco", "Acabo a las cinco.", None, "Carmen"),
    _k("Carmen no acaba a las cinco", "No acabo a las cinco.", None, "Carmen"),
]

TWINS_PURPOSE: list[Case] = [
    _k("reservas@hotel.es", "Correo de reservas: reservas@hotel.es", "hotel/correo_reservas"),
    _k("ventas@x.es", "Correo de ventas: ventas@x.es", "x/correo_ventas"),
]

TWINS_HEAD: list[Case] = [
    _k("上海市徐汇区漕溪北路88号", "我住在上海市徐汇区漕溪北路88号", "小王/住址", "小王"),
    _k("上海市徐汇区漕溪北路88号", "我住在上海市徐汇区漕溪北路88号", "小王/地址", "小王"),
    _k("花生", "我对花生过敏", "小王/过敏", "小王"),
    _k("计算机", "我读计算机", "小王/专业", "小王"),
    _k("法语", "我会说法语", "小王/语言", "小王"),
    _k(_SHOUJI, "我老婆的手机是13812345678", "小王/老婆手机", "小王"),
    _k(_SHOUJI, "我的电话是13812345678", "小王/电话号码", "小王"),
    _k(_SHOUJI, "我的手机是13812345678", "小王/手机号码", "小王"),
    _k("wang@x.cn", "我的工作邮箱：wang@x.cn", "小王/工作邮箱", "小王"),
    _k(_SHOUJI, "我的手机是13812345678", "小刘/小刘手机", "小刘"),
    _k(_SHOUJI, "我的手机是13812345678", "小刘/手机", "小刘"),
    _k(_TEL, "预约请拨打 021-6458 3390", "知音琴行/预约电话"),
    _k("fapiao@zhiyin.cn", "邮箱：fapiao@zhiyin.cn", "知音琴行/发票邮箱"),
    _k(_TEL, "知音琴行 电话：021-6458 3390", "知音琴行/琴行电话"),
    _k(_TEL, "外卖请拨打 021-6458 3390", "餐厅/外卖电话"),
    _k(_TEL, "客服热线：021-6458 3390", "公司/客服电话"),
    _k("https://x.cn/a", "报名链接：https://x.cn/a", "活动/报名链接"),
    _k("021-6458 3391", "传真：021-6458 3391", "公司/办公传真"),
    _k(_TEL, "咨询热线：021-6458 3390", "公司/咨询电话"),
    _k("service@x.cn", "客服邮箱：service@x.cn", "公司/客服邮箱"),
    _k("https://x.cn/dl", "下载地址：https://x.cn/dl", "app/下载链接"),
    _k(_TEL, "急诊请拨打 021-6458 3390", "医院/急诊电话"),
    _k(_TEL, "座机：021-6458 3390", "小王/座机号码"),
    _k(_SHOUJI, "老师的手机：13812345678", "学校/老师手机"),
    _k(_SHOUJI, "房东电话：13812345678", "小王/房东电话"),
]

TWINS_TOTAL: list[Case] = [
    _k("¥1,280", "合计：¥1,280", "订单/合计"),
    _k("¥1,280", "总计：¥1,280", "订单/合计"),
    _k("¥1,280", "合计¥1,280", "订单/总价"),
    _k("¥1,280", "总额 ¥1,280", "顺达搬家/报价/总额"),
    _k("¥1,280", "费用总计：¥1,280", "顺达搬家/费用"),
    _k("¥1,280", "合计：¥1,280，已付¥500", "订单/合计"),
    _k("¥1,280", "合计¥1,280（含运费¥30）", "订单/合计"),
    _k("¥1,280", "总共¥1,280", "订单/合计"),
    _k("¥1,280", "一共¥1,280", "订单/总价"),
    _k("¥1,280", "一共花了¥1,280", "装修/总额"),
    _k("¥1,280", "费用合计¥1,280", "装修/合计"),
    _k("¥1,280", "订单合计：¥1,280", "订单/合计"),
    _k("1280元", "这次一共1280元", "搬家/总价"),
    _k("1280元", "搬家总共1280元", "搬家/总价"),
    _k("1.280 €", "La mudanza suma 1.280 € en total", "mudanza/total"),
]

TWINS_SHOP: list[Case] = [
    _k("5 Elm Street", "our address is 5 Elm Street", "smith_removals/address"),
    _k(_MOVIL, "llámanos al 612 345 678", "mudanzas_sol/telefono"),
    _k(_MOVIL, "nuestro teléfono es 612 345 678", "autoescuela_via/telefono"),
    _k(_SHOUJI, "我们的电话是13812345678", "顺达维修/电话"),
    _k(_SHOUJI, "我们的电话是13812345678", "驾校/电话"),
    _k(_SHOUJI, "我们的电话是13812345678", "印客打印/电话"),
    _k("朝阳路5号", "我们的地址是朝阳路5号", "顺达搬家/地址"),
    _k(_RING, "give us a ring on 0113 496 0588", "printing_shop/phone"),
    _k(_RING, "give us a ring on 0113 496 0588", "ace_printers/phone"),
]

TWINS: list[Case] = [
    *TWINS_OWN_SPEECH,
    *TWINS_JSON,
    *TWINS_LABEL,
    *TWINS_ITEMS,
    *TWINS_PAUSE,
    *TWINS_ABAR,
    *TWINS_PURPOSE,
    *TWINS_HEAD,
    *TWINS_TOTAL,
    *TWINS_SHOP,
]

# (every caused, older and regression case was open on 33056f0; of the twins, the five 33056f0 refuses as 7776c3a
# does. The lead's fixes after the round, fifteenth session: every caused false accept closed — a speech verb's own
# first person binds only for a value that keeps the verb, JSON read only for a whole utterance under one plainly
# named speaker with nothing quoted or forwarded beside it, the turn label as the speaker and the shops' nouns
# withdrawn, hesitations kept from pointing and `不是…就是`, a relation's head only a contact's and its modifier said
# word by word, a price list's entry label named word by word; 6 older closed (a JSON string's own quotation marks, a
# total); 13 regressions closed (2 open: `有问题` for `咨询电话`, `预订` for `订房电话`); the twins of the two
# withdrawn readings stay open)
_OPEN_CAUSED: tuple[int, ...] = ()
_OPEN_OLDER = (
    *range(10),
    *range(17, 30),
)  # (30, a unit price for `…/总价`, closed in round 42: `_labels.other_of_kind`)
_OPEN_REGRESSIONS = (10, 13)
_WITHDRAWN_TWINS = (*range(45, 79), 159, 160, 161, 162, 163, 164, 165, 167)  # (the turn label's, the shops')
_OPEN_TWINS = tuple(sorted((*_WITHDRAWN_TWINS, 84, 156)))


_REASONS = {
    "CAUSED": "accepted by 33056f0, refused by 7776c3a, open",
    "OLDER": "accepted on 7776c3a too, open",
    "REGRESSIONS": "accepted by 7776c3a, refused by 33056f0, open",
    "TWINS": "a faithful case refused, open (most of them of a reading withdrawn after the round)",
}
_OPEN = {"CAUSED": _OPEN_CAUSED, "OLDER": _OPEN_OLDER, "REGRESSIONS": _OPEN_REGRESSIONS, "TWINS": _OPEN_TWINS}
_ROUND = "red-team round 25"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
