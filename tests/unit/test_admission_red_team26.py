"""Red-team round 26 of issue 31 (DESIGN §4): hostile cases against admission round 41's final form (dde98a9), in
English, Spanish and Chinese. Helper rt26. No source was changed.

The readings under test (dde98a9 against 7776c3a, after red-team round 25's fixes): (1) a bare noun opening a sentence
and an `and`/`y` clause with a verb are one group sharing its predicate's markers (`_clauses._join_compound_subject`;
nouns before `、`: `_join_enumerated_subject`), skipped for an `I`/`we`/`yo` clause with no marker; (2) a leader of 4+
dots, 2+ `…` or `. . .` before a number or currency is a colon (`_written._LEADER`); (3) a price list's entry (`NP
[rate] AMOUNT [rate]`, no verb, no colon) has a label that must name the key or the amount's slot
(`_labels.entry_label`, `_typed_slots._entry_named`); (4) an aside holding a 3+ letter piece of the identifier with
only letters, counts and spelling glue besides is a spelling note (`_asides._spells_value`; `underscore`, `下划线`,
`guion`); (5) a keyed value is read with each one-item sentence of its list (`_support._widened`); (6) a kind noun
before `de` + a word the key names, and `_keyed._glossed` in `_before_is_free` (`Número de expediente:`); (7) the final
forms of own speech, JSON transcripts, hesitations, Chinese contact heads and modifiers, `MESSAGE_PURPOSES`, list-item
`-s` plurals and `graba`. Each probe was run as `check_support(value, evidence, source, guard=True, key=key,
speaker=speaker)` (the source the evidence unless a probe needs a longer one) on 7776c3a and on dde98a9. A strict xfail
in `CAUSED` is a false accept dde98a9 accepts and 7776c3a refuses; one in `OLDER` is accepted by both (only near the
readings); one in `REGRESSIONS` is a faithful case 7776c3a accepts and dde98a9 refuses. `TWINS` are faithful hard
positives beside the negatives: plain tests when dde98a9 accepts them, strict xfails for the 26 both trees refuse.
All strict xfails were open when the round was handed over.

Counts: 650 distinct probes, by hand (135 on reading 1, 67 on 2, 80 on 3, 56 on 4, 169 on 5, 73 on 6, 70 on 7).
7776c3a accepts 184, dde98a9 211. By a careful reading: 77 caused false accepts (`CAUSED`: 0, 0, 0, 18, 26, 21, 12 by
reading), 35 older ones (`OLDER`: 1, 0, 9, 2, 12, 3, 8), 33 regressions (`REGRESSIONS`: 25 of reading 1, 8 of
reading 2), 109 twins (`TWINS`: 21, 18, 10, 14, 16, 15, 15; 26 refused by both trees). 296 unfaithful probes are
refused by both trees and 54 false accepts of 7776c3a are refused by dde98a9 (28 of reading 1: `Batteries and bulbs
are no longer accepted`, `Tom and Ana's kids drink` for `party/drinkers`, `电池、灯管都不收`; 19 of reading 2:
`Subtotal .......... £64.00` for `…/total`, `Old rent .... £900`, `Tom .... 555-1234` for `ana/phone`, `运费……¥88`; 5
of reading 3: `Rent arrears £200`, `Haircut long hair £45`, `原价¥128`; 2 of reading 7); neither is pinned. 24
faithful probes both trees refuse and 2 the round's own tests pin are not pinned either; 20 were left out as unclear.

Caused (77):
- **spelled asides** (18, reading 4): `_spells_value` reads an aside as a spelling note when its words are pieces of
  the identifier, but a piece of a name or handle is often a word that restricts or re-attributes: `(old)` after
  `arnold.k@…` (`Arnold's email is …`) and `oldtownbakes.com`, `(dad)` after `n.haddad@…`, `(son)` after
  `jackson.lee@…`, `(nan's)` after `fernandez.p@…`, `(mum)` after `mumford.r@…`, `(work)` after `tom.work@…`,
  `(home)` after `homebase.tom@…` and `homer_88`, `(spam)` after `@spamtom`, `(trabajo)`/`(de trabajo)` after
  `ruiz.trabajo@…`; the owner's name, which an address usually holds, for another's key (`tom.smith@x.com (Tom's)`
  and `(Tom)` for `lena/email`, `anabel.g@x.es (de Ana)` for `lena/correo`, `sonia.p@x.es (de Sonia)` for
  `pablo/correo`); and digits are never read, so a date range passes (`(Haddad, 2015-2019)`).
- **one-item sentences** (26, reading 5): the key read with a shorter list takes a middle item where only what lies
  outside the item refused it. A verb that refuses the items (`We refuse`, `reject`, `decline`, `ban`, `turn away
  glass, textiles and small electricals` gives `textiles` for `company/accepted_items`): the shorter list makes the
  item last, where an older hole accepts it (`OLDER`). A taking-back in the next words, which refuses the last item
  beside it but not a middle one (`… Just kidding, we don't.`, `… - well, not textiles anymore.`, `Not.`, `Well, we
  did.`, `Used to, anyway.`, `Or we did until May.`, `That was last year.`, `Es broma.`, `bueno, pilas ya no`, `Bueno,
  aceptábamos.`; `France`, `shellfish`, `French` after `Just kidding.`). A Spanish tense or mood (`Aceptábamos`,
  `Aceptaremos`, `Aceptaríamos vidrio, pilas y ropa` give `pilas`).
- **kind nouns** (21, reading 6): `_glossed` in `_before_is_free` skips a kind noun (`number`, `ID`, `número`,
  `código`, `号`) beside a word of the key's subject, so a label naming the subject's own number fills any slot the key
  has: `Número de permiso:` for `ayto/permiso/expediente`, `Número de socio:` and `Código de socio:` for
  `gimnasio/socio/taquilla`, `Número de pedido:` for `tienda/pedido/factura`, `Número de mesa: 12` for
  `restaurante/mesa/comensales`, `Booking number:` for `trip/booking/flight`, `Flight number:` for `trip/flight/seat`,
  `Room number: 12` for `hotel/room/floor`, `Staff ID:` for `company/staff/locker`, `会员号：` for `健身房/会员/柜子`,
  `订单号：` for `店/订单/发票`, `房间号：12` for `酒店/房间/楼层`.
- **JSON** (12, reading 7): the object's other fields are read only for `quot|forward|fwd|cita|引用|转发…`, so
  `on_behalf_of`, `translation_of`, `transcribed_from`, `"mode": "role-play as Leo"`, `"note": "Hanna reading out
  Leo's message"`, `"nota": "leyendo la carta de Pablo"`, `"备注": "替段杰念的"` and `"status": "retracted"` bind the
  first person to the speaker; the utterance before is not read (`Repeat after me.`); and a whole sentence may be a
  question (`I run the chess club? No way.`) or be taken back (`I run the chess club. Just kidding.`) — the plain
  sources of the last three are older false accepts (`OLDER`), which the JSON reading carries into transcripts
  7776c3a refused.

Older (35): a Chinese name list is no jieba noun list, so no join (`小王、小李明天不来。` gives `小王` for
`聚会/客人`); price-list entries the label check does not see — a comma between label and amount (`Small dogs, £88 a
night`, `小型犬，每晚88元`), words after the amount (`… inc. food`, `（含狗粮）`), an aside or colon inside the label
(`Haircut (long hair) £45`, `Haircut: long hair £45`), a Spanish participle read as a verb (`Entrada reducida 5 €`,
`Precio reducido 5 €`, `Alquiler atrasado 40€`); an unkeyed value past `(son)`, `(work)`; a list's last item under a
refusing verb or before a taking-back, its first item before `Just kidding`, Spanish tense for the first and last
items, `I'm learning English, French and German` for `tom/languages`; `Número de teléfono fijo:` for `lena/movil`,
`Código de reserva:` for `hotel/reserva/codigo_puerta`, `Account number:` for `bank/account/sort_code`; the plain
sources of three JSON cases; a contact head's modifier said by one character of another word (`国外` for `外卖电话`,
`报修` for `报名链接`, `发货` for `发票邮箱`, `投资` for `投诉电话`, `门诊` for `急诊电话`).

Regressions (33):
- **compound subjects** (25, reading 1): the first noun joins the predicate's group, so neither conjunct is a plain
  item deletion any more: a keyed first noun is refused under a positive predicate (`batteries` and `bulbs` from
  `Batteries and bulbs are accepted.` for `centre/accepted_items`, the positive twin of the round's own negative;
  `Tom` from `Tom and Ana are coming.` for `party/guests`; `Mum`, `parking`, `pilas`, `电池` from `电池、灯管可以回收。`
  and `电池、灯管都可以回收。`), and a value of the `and` clause drops the first noun (`Ana left early` from `Tom and
  Ana left early.`, `bulbs are not accepted`, `bombillas no se aceptan`, `灯管可以回收`); with a marker, a first person
  after `and` joins too (`I never drank` from `Tom and I never drank.`, `I rarely drink`, `Lena didn't go` from `Tom
  and I didn't go.` with the speaker Lena).
- **leaders** (8, reading 2): a chat's ellipsis before a number is now a colon and the words before it a label the
  key must name: `Not this week.... 5 June then` for `meeting/date`, `See you.... 5 pm`, `Right.... 10 May it is`,
  `The price? Let me check.... £40` and `Let me see.... £40` for `shop/price`, `让我看看……3000块` for `公寓/房租`,
  `Sure.... 555-1234` and `Erm.... 555-1234` in Lena's turn for `lena/phone`.

Twins both trees refuse (26): the later conjuncts of a compound subject (`Dad` from `Mum and Dad are coming.`,
`Mastercard`, `灯管`, `小李`; `Tom left early` from `Tom and Ana left early.`; `我不吃肉` from
`老公和我都不吃肉。`); a unit price after a leader (`Stalls .......... 2 x £32.00`); `每` in `租金每月3000元`,
`房价每晚388元`; spelling notes the lists lack (`(guion bajo)`, `(con guion bajo)`, `（中间是下划线）`, `(with a dot)`,
`(Mumford with one m)`, `(Sonia sin acento)`); keyed items of `offer`, `sell`, `我们收`; `Número de cuenta:`,
`Correo del servicio de pagos:`; `投稿请发邮件至` for `杂志/投稿邮箱`, `应聘…` for `公司/招聘邮箱`; `Le dije a Pablo que
me mudo.` for Marta.

Left out as unclear (20): a past whose verb is the key's participle (`We accepted glass, textiles …` for
`…/accepted_items`, `We shipped to …` for `…/shipping_countries`); `Aceptan vidrio, pilas y ropa` (they), the
imperative `Accept glass, …`, `We bin glass, …` for `…/accepted_items`; a surname alone as the JSON speaker
(`{"speaker": "Lee"}` for Hanna Lee); a department's message frame before the first person (`Mensaje de soporte:`,
`Mensaje de secretaría:`, `Correo de recepción:`: its writer, or the speaker writing as one?); `Número de expediente
nuevo:`; `Boarding per dog £88`; Spanish singular agreement after a compound subject (`Pablo y la madre de Ana vive en
Bilbao`); `zhou_mama（mama 的）` for 周妈妈. (`My number is 555-1234 - no, that's the old one` is an older false accept,
with or without a leader, and no leader's: not pinned.)

Not found: no caused false accept of readings 1-3, which only refuse more. A possessive or collective compound (`Tom
and Ana's mother lives in Leeds` → `Tom lives in Leeds`, `Tom and Ana earned £80k between them` → `Tom earned £80k`),
`Rain and they stayed in` → `Rain stayed in`, and a value across a leader with a question, condition, hedge or
correction after the amount are refused by both trees (the join shares markers; it stitches no clauses). A kind
noun's `de` + a named word + a modifier (`número de expediente antiguo`, `número de móvil de mi madre`, `Dirección de
envío antigua`) and asides that mix a piece of the identifier with other words (`(dana's old one)`, `(Haddad, not Hadad
- that's my brother's)`) are refused by both; so are list heads that are someone else's (`The council accepts …`,
`Tom says we accept …`) and a list under negation, scope, condition, a want or a question in its own sentence.

Closed by the lead after the round (fifteenth session; docs/admission.md "Round 41"): 76 of the 77 caused — a spelling
aside must spell a letter (`d's`, `b de burro`) and hold no digit; a keyed item read with its one-item sentence
withdrawn; a kind noun skipped in a label only before `de` and a word of the key's relation; a JSON utterance bound only
whole, with no field beside it but its timing, numbering, language and addressee; open: `Repeat after me.` in the turn
before — and all 33 regressions: the opening nouns refused only as the whole value under a marked predicate (`都`
distributes), leaders only five periods or more. The older cases stay open.
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


_ACCEPTED = "company/accepted_items"
_ACEPTADOS = "empresa/materiales_aceptados"
_LIST = "We accept glass, textiles and small electricals."
_LISTA = "Aceptamos vidrio, pilas y ropa."
_ALLERGIC = "I'm allergic to peanuts, shellfish and penicillin."
_SPEAK = "I speak English, French and German."
_SHIP = "We ship to Spain, France and Italy."
_CLUB = "I run the chess club."
_HANNA_CLUB = "Hanna runs the chess club"
_HADDAD = "n.haddad@fastmail.com"
_TOM = "tom.smith@x.com"
_TEL = "021-6458 3390"
_MOVIL = "612 345 678"
_PHONE = "555-1234"
_ID = "5521"

CAUSED_ASIDE: list[Case] = [
    _k("Arnold's email is arnold.k@gmail.com", "my email is arnold.k@gmail.com (old)", None, "Arnold"),
    _k("Our website is oldtownbakes.com", "Our website is oldtownbakes.com (old)", None),
    _k(_HADDAD, "my email is n.haddad@fastmail.com (Haddad, 2015-2019)", "user/email", "user"),
    _k(_HADDAD, "my email is n.haddad@fastmail.com (dad)", "user/email", "user"),
    _k("tom.work@x.com", "my email is tom.work@x.com (work)", "tom/email", "Tom"),
    _k("homebase.tom@x.com", "You can email me at homebase.tom@x.com (home)", "tom/email", "Tom"),
    _k("homer_88", "My username is homer_88 (home)", "lena/username", "Lena"),
    _k("@spamtom", "My handle is @spamtom (spam)", "tom/handle", "Tom"),
    _k("jackson.lee@gmail.com", "Email: jackson.lee@gmail.com (son)", "lena/email"),
    _k("fernandez.p@gmail.com", "Email: fernandez.p@gmail.com (nan's)", "lena/email"),
    _k("mumford.r@x.com", "Email: mumford.r@x.com (mum)", "rosa/email"),
    _k(_TOM, "Email: tom.smith@x.com (Tom's)", "lena/email"),
    _k(_TOM, "Emails: lena@x.com, tom.smith@x.com (Tom)", "lena/email"),
    _k(_TOM, "You can reach me at tom.smith@x.com (Tom's)", "lena/email", "Lena"),
    _k("anabel.g@x.es", "Escríbeme a anabel.g@x.es (de Ana)", "lena/correo", "Lena"),
    _k("sonia.p@x.es", "Mi correo es sonia.p@x.es (de Sonia)", "pablo/correo", "Pablo"),
    _k("ruiz.trabajo@x.es", "Mi correo es ruiz.trabajo@x.es (de trabajo)", "lena/correo", "Lena"),
    _k("ruiz.trabajo@x.es", "Mi correo es ruiz.trabajo@x.es (trabajo)", "lena/correo", "Lena"),
]

CAUSED_ITEM: list[Case] = [
    # (a verb that refuses the list's items: the last item was an older false accept, `OLDER_ITEM`)
    _k("textiles", "We refuse glass, textiles and small electricals.", _ACCEPTED),
    _k("textiles", "We reject glass, textiles and small electricals.", _ACCEPTED),
    _k("textiles", "We decline glass, textiles and small electricals.", _ACCEPTED),
    _k("textiles", "We ban glass, textiles and small electricals.", _ACCEPTED),
    _k("textiles", "We turn away glass, textiles and small electricals.", _ACCEPTED),
    _k("textiles", "We turn away glass, textiles, paint and small electricals.", _ACCEPTED),
    _k("paint", "We turn away glass, textiles, paint and small electricals.", _ACCEPTED),
    # (what the next words take back: the last item, next to them, is refused)
    _k("textiles", "We accept glass, textiles and small electricals. Just kidding, we don't.", _ACCEPTED),
    _k("textiles", "We accept glass, textiles and small electricals - well, not textiles anymore.", _ACCEPTED),
    _k("textiles", "We accept glass, textiles and small electricals - not textiles, sorry.", _ACCEPTED),
    _k("textiles", "We accept glass, textiles and small electricals. Not.", _ACCEPTED),
    _k("textiles", "We accept glass, textiles and small electricals. Well, we did.", _ACCEPTED),
    _k("textiles", "We accept glass, textiles and small electricals. Used to, anyway.", _ACCEPTED),
    _k("textiles", "We accept glass, textiles and small electricals. Or we did until May.", _ACCEPTED),
    _k("textiles", "We accept glass, textiles and small electricals. That was last year.", _ACCEPTED),
    _k("France", "We ship to Spain, France and Italy. Just kidding.", "shop/shipping_countries"),
    _k("shellfish", "I'm allergic to peanuts, shellfish and penicillin. Just kidding.", "tom/allergies", "Tom"),
    _k(
        "shellfish",
        "I'm allergic to peanuts, shellfish and penicillin - well, not shellfish anymore.",
        "tom/allergies",
        "Tom",
    ),
    _k("French", "I speak English, French and German. Just kidding.", "tom/languages", "Tom"),
    _k("French", "I speak English, French and German - well, not French anymore.", "tom/languages", "Tom"),
    _k("pilas", "Aceptamos vidrio, pilas y ropa. Es broma.", _ACEPTADOS),
    _k("pilas", "Aceptamos vidrio, pilas y ropa, bueno, pilas ya no.", _ACEPTADOS),
    _k("pilas", "Aceptamos vidrio, pilas y ropa. Bueno, aceptábamos.", _ACEPTADOS),
    # (a Spanish verb's tense or mood: the imperfect, the future, the conditional)
    _k("pilas", "Aceptábamos vidrio, pilas y ropa.", _ACEPTADOS),
    _k("pilas", "Aceptaremos vidrio, pilas y ropa.", _ACEPTADOS),
    _k("pilas", "Aceptaríamos vidrio, pilas y ropa.", _ACEPTADOS),
]

CAUSED_KIND: list[Case] = [
    _k("P-55", "Número de permiso: P-55", "ayto/permiso/expediente"),
    _k(_ID, "Número de cliente: 5521", "tienda/cliente/pedido"),
    _k(_ID, "Número de socio: 5521", "gimnasio/socio/taquilla"),
    _k(_ID, "Código de socio: 5521", "gimnasio/socio/taquilla"),
    _k(_ID, "Número de pedido: 5521", "tienda/pedido/factura"),
    _k(_ID, "Número de empleado: 5521", "empresa/empleado/mesa"),
    _k("IB123", "Número de vuelo: IB123", "viaje/vuelo/asiento"),
    _k("12", "Número de habitación: 12", "hotel/habitacion/planta"),
    _k("12", "Número de mesa: 12", "restaurante/mesa/comensales"),
    _k("BA123", "Booking number: BA123", "trip/booking/flight"),
    _k("BA123", "Flight number: BA123", "trip/flight/seat"),
    _k(_ID, "Member number: 5521", "gym/member/locker"),
    _k(_ID, "Customer number: 5521", "shop/customer/order"),
    _k(_ID, "Employee number: 5521", "company/employee/desk"),
    _k(_ID, "Staff ID: 5521", "company/staff/locker"),
    _k(_ID, "Student ID: 5521", "school/student/locker"),
    _k("12", "Room number: 12", "hotel/room/floor"),
    _k("123", "Ticket number: 123", "concert/ticket/seat"),
    _k(_ID, "会员号：5521", "健身房/会员/柜子"),
    _k(_ID, "订单号：5521", "店/订单/发票"),
    _k("12", "房间号：12", "酒店/房间/楼层"),
]

CAUSED_JSON: list[Case] = [
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", _json({"speaker": "Hanna", "text": _CLUB, "on_behalf_of": "Leo"})),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        _json({"speaker": "Hanna", "text": _CLUB, "note": "Hanna reading out Leo's message"}),
    ),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        _json({"speaker": "Hanna", "text": _CLUB, "transcribed_from": "Leo's voicemail"}),
    ),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", _json({"speaker": "Hanna", "text": _CLUB, "mode": "role-play as Leo"})),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", _json({"speaker": "Hanna", "text": _CLUB, "translation_of": "Leo"})),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", _json({"speaker": "Hanna", "text": _CLUB, "status": "retracted"})),
    _k(
        _HANNA_CLUB,
        _CLUB,
        None,
        "Hanna",
        _json([{"speaker": "Leo", "text": "Repeat after me."}, {"speaker": "Hanna", "text": _CLUB}]),
    ),
    _k(
        _HANNA_CLUB,
        "I run the chess club",
        None,
        "Hanna",
        _json({"speaker": "Hanna", "text": "I run the chess club? No way."}),
    ),
    _k(
        _HANNA_CLUB,
        "I run the chess club",
        None,
        "Hanna",
        _json({"speaker": "Hanna", "text": "Leo thinks so. I run the chess club? Ha."}),
    ),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", _json({"speaker": "Hanna", "text": "I run the chess club. Just kidding."})),
    _k(
        "Carmen vive en Bilbao",
        "Vivo en Bilbao.",
        None,
        "Carmen",
        _json({"hablante": "Carmen", "texto": "Vivo en Bilbao.", "nota": "leyendo la carta de Pablo"}),
    ),
    _k(
        "叶子涵开车去接段杰",
        "我开车去接段杰",
        None,
        "叶子涵",
        _json({"发言人": "叶子涵", "文本": "我开车去接段杰", "备注": "替段杰念的"}),
    ),
]

CAUSED: list[Case] = [*CAUSED_ASIDE, *CAUSED_ITEM, *CAUSED_KIND, *CAUSED_JSON]

OLDER_SUBJECT: list[Case] = [
    _k("小王", "小王、小李明天不来。", "聚会/客人"),
]

OLDER_ENTRY: list[Case] = [
    _k("£88 a night", "Small dogs, £88 a night", "kennels/boarding_price"),
    _k("£88 a night", "Small dogs £88 a night inc. food", "kennels/boarding_price"),
    _k("£45", "Haircut (long hair) £45", "salon/haircut_price"),
    _k("£45", "Haircut: long hair £45", "salon/haircut_price"),
    _k("5 €", "Entrada reducida 5 €", "museo/precio_entrada"),
    _k("5 €", "Precio reducido 5 €", "museo/precio"),
    _k("40€", "Alquiler atrasado 40€", "piso/alquiler"),
    _k("每晚88元", "小型犬，每晚88元", "汪星人寄宿/寄宿价格"),
    _k("每晚88元", "小型犬每晚88元（含狗粮）", "汪星人寄宿/寄宿价格"),
]

OLDER_ASIDE: list[Case] = [
    _k("Lena's email is jackson.lee@gmail.com", "my email is jackson.lee@gmail.com (son)", None, "Lena"),
    _k("Tom's email is tom.work@x.com", "my email is tom.work@x.com (work)", None, "Tom"),
]

OLDER_ITEM: list[Case] = [
    _k("small electricals", "We reject glass, textiles and small electricals.", _ACCEPTED),
    _k("textiles", "We reject glass and textiles.", _ACCEPTED),
    _k("textiles", "We decline glass and textiles.", _ACCEPTED),
    _k("glass", "We accept glass, textiles and small electricals. Just kidding, we don't.", _ACCEPTED),
    _k("small electricals", "We accept glass, textiles and small electricals. That was last year.", _ACCEPTED),
    _k("small electricals", "We accept glass, textiles and small electricals. Or we did until May.", _ACCEPTED),
    _k("textiles", "We accept glass and textiles. That was last year.", _ACCEPTED),
    _k("ropa", "Aceptábamos vidrio, pilas y ropa.", _ACEPTADOS),
    _k("ropa", "Aceptaremos vidrio, pilas y ropa.", _ACEPTADOS),
    _k("ropa", "Aceptaríamos vidrio, pilas y ropa.", _ACEPTADOS),
    _k("vidrio", "Aceptaríamos vidrio, pilas y ropa.", _ACEPTADOS),
    _k("French", "I'm learning English, French and German.", "tom/languages", "Tom"),
]

OLDER_KIND: list[Case] = [
    _k(_MOVIL, "Número de teléfono fijo: 612 345 678", "lena/movil"),
    _k("ABC123", "Código de reserva: ABC123", "hotel/reserva/codigo_puerta"),
    _k("12345678", "Account number: 12345678", "bank/account/sort_code"),
]

OLDER_FINAL: list[Case] = [
    # (the plain sources of three caused JSON cases: a question, a taking-back, a repetition)
    _k(_HANNA_CLUB, "I run the chess club", None, "Hanna", "I run the chess club? No way."),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", "I run the chess club. Just kidding."),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", "Leo: Repeat after me.\nHanna: I run the chess club."),
    # (a contact head's modifier said by one character of another word)
    _k(_TEL, "国外请拨打 021-6458 3390", "餐厅/外卖电话"),
    _k("https://x.cn/a", "报修请点 https://x.cn/a", "活动/报名链接"),
    _k("fa@x.cn", "发货问题请发邮件到 fa@x.cn", "菜园/发票邮箱"),
    _k(_TEL, "投资合作请拨打 021-6458 3390", "公司/投诉电话"),
    _k(_TEL, "门诊请拨打 021-6458 3390", "医院/急诊电话"),
]

OLDER: list[Case] = [*OLDER_SUBJECT, *OLDER_ENTRY, *OLDER_ASIDE, *OLDER_ITEM, *OLDER_KIND, *OLDER_FINAL]

REGRESSIONS_SUBJECT: list[Case] = [
    _k("batteries", "Batteries and bulbs are accepted.", "centre/accepted_items"),
    _k("bulbs", "Batteries and bulbs are accepted.", "centre/accepted_items"),
    _k("Tom", "Tom and Ana are coming.", "party/guests"),
    _k("Tom", "Tom and Ana are coming tomorrow.", "party/guests"),
    _k("Mum", "Mum and Dad are coming.", "party/guests"),
    _k("parking", "Wifi and parking are included.", "hotel/included"),
    _k("pilas", "Pilas y bombillas se aceptan.", "centro/admitidos"),
    _k("pilas", "Pilas y bombillas se recogen aquí.", "punto_limpio/residuos"),
    _k("电池", "电池、灯管可以回收。", "回收站/可回收物"),
    _k("电池", "电池、灯管都可以回收。", "回收站/可回收物"),
    _k("Ana left early", "Tom and Ana left early.", None),
    _k("Ana left early", "Mum and Ana left early.", None),
    _k("Dad didn't come", "Mum and Dad didn't come.", None),
    _k("bulbs are not accepted", "Batteries and bulbs are not accepted.", None),
    _k("the kids aren't allowed", "Dogs and the kids aren't allowed.", None),
    _k("bombillas no se aceptan", "Pilas y bombillas no se aceptan.", None),
    _k("灯管可以回收", "电池、灯管可以回收。", None),
    # (a first person after `and` with a marker in the predicate)
    _k("I never drank", "Tom and I never drank.", None),
    _k("I don't drink", "Tom and I don't drink.", None),
    _k("I rarely drink", "Mum and I rarely drink.", None),
    _k("I only eat fish", "Tom and I only eat fish.", None),
    _k("I have never been to Spain", "Tom and I have never been to Spain.", None),
    _k("Lena didn't go", "Tom and I didn't go.", None, "Lena"),
    _k("Lena doesn't eat meat", "Tom and I don't eat meat.", None, "Lena"),
    _k("Lena never eats meat", "Tom and I never eat meat.", None, "Lena"),
]

REGRESSIONS_LEADER: list[Case] = [
    _k("5 June", "Not this week.... 5 June then", "meeting/date"),
    _k("10 May", "Right.... 10 May it is", "wedding/date"),
    _k("5 pm", "See you.... 5 pm", "meeting/time"),
    _k("£40", "The price? Let me check.... £40", "shop/price"),
    _k("£40", "Let me see.... £40", "shop/price", None, "Tom: how much is it?\nShop: Let me see.... £40"),
    _k("3000块", "让我看看……3000块", "公寓/房租"),
    _k(_PHONE, "Sure.... 555-1234", "lena/phone", "Lena", "Tom: what's your number?\nLena: Sure.... 555-1234"),
    _k(_PHONE, "Erm.... 555-1234", "lena/phone", "Lena", "Tom: your number?\nLena: Erm.... 555-1234"),
]

REGRESSIONS: list[Case] = [*REGRESSIONS_SUBJECT, *REGRESSIONS_LEADER]

TWINS_SUBJECT: list[Case] = [
    _k("I bought the house", "Tom and I bought the house.", None),
    _k("We stayed in", "Rain and we stayed in.", None),
    _k("Pablo", "Pablo y Ana beben.", "fiesta/bebedores"),
    _k("Pablo", "Pablo y los hijos de Ana beben.", "fiesta/bebedores"),
    _k("Visa", "Visa and Mastercard are accepted.", "shop/payment_methods"),
    _k("Mastercard", "Se aceptan Visa y Mastercard.", "tienda/pago"),
    _k("café", "El té y el café son gratis.", "cafeteria/gratis"),
    _k("微信", "微信、支付宝都可以。", "店/支付方式"),
    _k("周一", "周一、周二休息。", "店/休息日"),
    _k("小王", "小王、小李明天来。", "聚会/客人"),
    _k("我收塑料瓶", "我收废纸、塑料瓶和旧衣物。", None),
    _k("Lucía trabaja en una farmacia", "Yo vivo en Madrid y trabajo en una farmacia.", None, "Lucía"),
    # (refused by both trees)
    _k("Dad", "Mum and Dad are coming.", "party/guests"),
    _k("Ana", "Tom and Ana are coming.", "party/guests"),
    _k("dogs", "Cats and dogs are welcome.", "hotel/pets_allowed"),
    _k("Mastercard", "Visa and Mastercard are accepted.", "shop/payment_methods"),
    _k("Tuesday", "Monday and Tuesday are fully booked.", "salon/booked_days"),
    _k("灯管", "电池、灯管可以回收。", "回收站/可回收物"),
    _k("小李", "小王、小李明天来。", "聚会/客人"),
    _k("Tom left early", "Tom and Ana left early.", None),
    _k("我不吃肉", "老公和我都不吃肉。", None),
]

TWINS_LEADER: list[Case] = [
    _k("5 pm", "ok.... 5 pm then", "meeting/time"),
    _k("5 pm", "hmm.... 5 pm then", "meeting/time"),
    _k("3000元", "房租嘛……3000元", "公寓/房租"),
    _k("3000元", "嗯……3000元", "公寓/房租", None, "小王：房租多少？\n小李：嗯……3000元"),
    _k(_PHONE, "my number.... 555-1234", "lena/phone", "Lena"),
    _k(_PHONE, "My number is.... 555-1234", "lena/phone", "Lena"),
    _k(_PHONE, "Call me.... 555-1234", "lena/phone", "Lena"),
    _k("07700 900123", "Text me.... 07700 900123", "lena/phone", "Lena"),
    _k("£3.00", "Booking fee .......... £3.00", "lyceum/order_1/booking_fee"),
    _k("£59.00", "Total .......... £59.00", "lyceum/order_1/total"),
    _k("5 pm is fine", "I can't do 4.... 5 pm is fine though", None),
    _k("We waited 20 minutes", "We waited. . . 20 minutes.", None),
    _k("Tom's number is 555-1234", "Tom's number is.... 555-1234", None),
    _k("We close at 5", "We close at.... 5.", None),
    _k("He's 42", "Tom? He's.... 42", None),
    _k("Tom arrives at 6", "Tom's late.... 6 he says. Tom arrives at 6", None),
    _k("I'll pay £40", "Fine.... £40. I'll pay £40", None),
    # (refused by both trees)
    _k("£32.00", "Stalls .......... 2 x £32.00", "lyceum/order_1/ticket_price"),
]

TWINS_ENTRY: list[Case] = [
    _k("£12", "Adult price £12", "pool/adult_price"),
    _k("£12", "Adults £12", "pool/adult_price"),
    _k("£45", "Haircut £45", "salon/haircut_price"),
    _k("£88 a night", "Boarding, £88 a night", "kennels/boarding_price"),
    _k("40€ la noche", "Alojamiento 40€ la noche", "residencia/precio_alojamiento"),
    _k("每晚88元", "寄宿费每晚88元", "汪星人寄宿/寄宿价格"),
    _k("50元", "门票50元", "公园/门票价格"),
    _k("¥128", "价格¥128", "店/价格"),
    # (refused by both trees)
    _k("3000元", "租金每月3000元", "公寓/租金"),
    _k("388元", "房价每晚388元", "酒店/房价"),
]

TWINS_ASIDE: list[Case] = [
    _k(_HADDAD, "my email is n.haddad@fastmail.com (Haddad with two d's)", "user/email", "user"),
    _k("arnold.k@gmail.com", "my email is arnold.k@gmail.com (Arnold with a k)", "arnold/email", "Arnold"),
    _k("k.mcallister@x.com", "my email is k.mcallister@x.com (McAllister, double l)", "kate/email", "Kate"),
    _k("k.mcallister@x.com", "my email is k.mcallister@x.com (mcallister, both l's)", "kate/email", "Kate"),
    _k("ruiz.g@x.es", "Mi correo es ruiz.g@x.es (Ruiz con z)", "lena/correo", "Lena"),
    _k("pablo.iturbe@correo.es", "El mío es pablo.iturbe@correo.es (Iturbe con b)", "pablo/correo", "Pablo"),
    _k("zhou_mama", "我微信是 zhou_mama（下划线）", "周妈妈/微信", "周妈妈"),
    _k("zhou-mama", "我微信是 zhou-mama（中划线）", "周妈妈/微信", "周妈妈"),
    # (refused by both trees: Spanish names the underscore `guion bajo`, and a spelling note may say a letter's count
    # or an accent in words the glue lacks)
    _k("ruiz_g@x.es", "Mi correo es ruiz_g@x.es (guion bajo)", "lena/correo", "Lena"),
    _k("ruiz_g@x.es", "Mi correo es ruiz_g@x.es (con guion bajo)", "lena/correo", "Lena"),
    _k("zhou_mama", "我微信是 zhou_mama（中间是下划线）", "周妈妈/微信", "周妈妈"),
    _k("tom.work@x.com", "my email is tom.work@x.com (with a dot)", "tom/email", "Tom"),
    _k("mumford.r@x.com", "Email: mumford.r@x.com (Mumford with one m)", "rosa/email"),
    _k("sonia.p@x.es", "Mi correo es sonia.p@x.es (Sonia sin acento)", "sonia/correo", "Sonia"),
]

TWINS_ITEM: list[Case] = [
    _k("textiles", _LIST, _ACCEPTED),
    _k("glass", _LIST, _ACCEPTED),
    _k("small electricals", _LIST, _ACCEPTED),
    _k("pilas", _LISTA, _ACEPTADOS),
    _k("ropa", _LISTA, _ACEPTADOS),
    _k("Spain", _SHIP, "shop/shipping_countries"),
    _k("France", _SHIP, "shop/shipping_countries"),
    _k("peanuts", _ALLERGIC, "tom/allergies", "Tom"),
    _k("shellfish", _ALLERGIC, "user/allergies", "user"),
    _k("shellfish", "My son is allergic to peanuts, shellfish and penicillin.", "tom/son_allergies", "Tom"),
    _k("French", _SPEAK, "tom/languages", "Tom"),
    _k("shellfish", _ALLERGIC, "tom/allergies", "Tom"),
    _k("French", "We speak English, French and German.", "shop/languages"),
    # (refused by both trees)
    _k("pilates", "We offer yoga, pilates and spin.", "gym/classes"),
    _k("cakes", "We sell bread, cakes and coffee.", "bakery/products"),
    _k("纸箱", "我们收废纸、纸箱和旧衣物。", "回收站/可回收物"),
]

TWINS_KIND: list[Case] = [
    _k("X-1234", "Nº de expediente: X-1234", "ayto/permiso/expediente"),
    _k("X-1234", "El número de expediente es X-1234", "ayto/permiso/expediente"),
    _k("X-1234", "Mi número de expediente: X-1234", "lena/expediente", "Lena"),
    _k(_MOVIL, "Número de móvil: 612 345 678", "lena/movil"),
    _k("ABC123", "Código de reserva: ABC123", "hotel/reserva"),
    _k("calle Mayor 5", "Dirección de envío: calle Mayor 5", "lena/envio/direccion"),
    _k("12", "Número de habitación: 12", "hotel/habitacion"),
    _k("12", "Número de habitación: 12", "hotel/reserva/habitacion"),
    _k("B-7", "Código de taquilla: B-7", "gimnasio/taquilla"),
    _k(_ID, "Número de socio: 5521", "gimnasio/socio"),
    _k(_ID, "Member number: 5521", "gym/member/number"),
    _k(_ID, "Staff ID: 5521", "company/staff/id"),
    _k(_ID, "订单号：5521", "店/订单"),
    # (refused by both trees)
    _k("ES12 3456", "Número de cuenta: ES12 3456", "lena/cuenta"),
    _k("pagos@x.es", "Correo del servicio de pagos: pagos@x.es", "pagos/correo"),
]

TWINS_FINAL: list[Case] = [
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", _json({"speaker": "Hanna", "text": _CLUB})),
    _k(_HANNA_CLUB, _CLUB, None, "Hanna", _json({"speaker": "Hanna", "text": "Yes. I run the chess club."})),
    _k(
        "Carmen vive en Bilbao",
        "Vivo en Bilbao.",
        None,
        "Carmen",
        _json({"hablante": "Carmen", "texto": "Pues nada, vivo en Bilbao."}),
    ),
    _k("Helen told Tom she was sick", "I told Tom I was sick.", None, "Helen"),
    _k("小李和老公说好了下周搬家", "我和老公说好了下周搬家", None, "小李"),
    _k("She bought olives", "She bought crisps, hummus and olives.", None),
    _k("Marta graba el pódcast", "Grabo el pódcast.", None, "Marta"),
    _k("我明天去", "嗯，那个，我明天去", None),
    _k(_MOVIL, "mi móvil es 612 345 678", "marta/movil", "Marta", "Correo de contacto: mi móvil es 612 345 678"),
    _k(_TEL, "售后请拨打 021-6458 3390", "店/售后电话"),
    _k(_TEL, "订房请拨打 021-6458 3390", "酒店/订房电话"),
    _k(_TEL, "订票请拨打 021-6458 3390", "剧院/订票电话"),
    # (refused by both trees)
    _k("ed@x.cn", "投稿请发邮件至 ed@x.cn", "杂志/投稿邮箱"),
    _k("hr@x.cn", "应聘请发邮件至 hr@x.cn", "公司/招聘邮箱"),
    _k("Marta le dijo a Pablo que se muda", "Le dije a Pablo que me mudo.", None, "Marta"),
]

TWINS: list[Case] = [
    *TWINS_SUBJECT,
    *TWINS_LEADER,
    *TWINS_ENTRY,
    *TWINS_ASIDE,
    *TWINS_ITEM,
    *TWINS_KIND,
    *TWINS_FINAL,
]

# (every caused, older and regression case was open on dde98a9; of the twins, the 26 both trees refuse)
# (the lead's fixes after the round, fifteenth session: 76 of the 77 caused closed — a spelling aside must spell a
# letter and hold no digit; a keyed item's one-item sentence and the subject-side kind noun withdrawn, a kind noun
# before `de` skipped only before the key's relation; JSON only a whole utterance with no field beside it but its
# timing, numbering, language and addressee; open: `Repeat after me.` in the turn before — and all 33 regressions —
# the opening nouns refused only as the whole value under a marked predicate, leaders only five periods or more; the
# older cases stay open; the twins of the withdrawn readings are refused again)
_OPEN_CAUSED = (71,)
# (eighteenth session, round 45: `小型犬每晚88元（含狗粮）` closed — without its bracket the price's restriction
# `小型犬` is read as the evidence's, `_cleaned`)
# (and `Repeat after me.` in the turn before, closed by round 45's request for text)
# (nineteenth session: 15 closed — a later sentence of the message taking it back, `_takebacks`)
_OPEN_OLDER = (
    *(0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 16, 17),
    *(18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 30, 31, 32, 33, 34),
)
_OPEN_REGRESSIONS: tuple[int, ...] = ()
_OPEN_TWINS = (*range(12, 21), 38, 47, 48, *range(57, 64), 66, 69, *range(71, 79), 92, 93, 106, 107, 108)


_REASONS = {
    "CAUSED": "accepted by dde98a9, refused by 7776c3a, open",
    "OLDER": "accepted on 7776c3a too, open",
    "REGRESSIONS": "accepted by 7776c3a, refused by dde98a9, open",
    "TWINS": "a faithful case refused, open (some of a reading withdrawn after the round)",
}
_OPEN = {"CAUSED": _OPEN_CAUSED, "OLDER": _OPEN_OLDER, "REGRESSIONS": _OPEN_REGRESSIONS, "TWINS": _OPEN_TWINS}
_ROUND = "red-team round 26"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
