"""Rules from the seventeenth round (issue 31, brief w-batch17; docs/admission.md, "The seventeenth blind batch and
round 17"): each in English, Spanish and Chinese, a hard negative beside each hard positive.

- The first person of quoted or forwarded text is its author's: an evidence inside a quotation, after a reporting
  frame's colon, or inside a forwarded or replied-to message is read with no speaker (false accepts of main found by
  the batch: a forwarded message's `I work nights at the depot`, `… me escribió Iker: «Vivo en Zarautz …»`).
- `不过` inside a clause is `不` + `过…`, no `but` (`我对芒果不过敏` gave `对芒果过敏`: a false accept of main).
- A sentence-opening condition qualifies every main clause an additive coordinator adds (`Si nos dan el visto bueno,
  revisamos el presupuesto y lo enviamos …` gave `Lo enviamos …`: a false accept of main).
- A label before a keyed value is the slot the value fills, never a noun it renames (`My brother: 07700 900123` gave
  `eneko/phone`, `My brother: Omar` gave `eneko/landlord`: false accepts of main found by probing this round).
- A Spanish imperative with the first person glued to it (`mándame`, `tírame`, `mandádmelas`) ties a typed value to
  the speaker, as `me mandas` does; a free-choice phrase that is a whole clause opening the sentence (`Para lo que
  sea, …`, `Anytime, …`) restricts nothing; `pls`, `plz`, `ngl`, `porfa` are fillers.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

Case = tuple[str, str, str, str | None, str | None, bool]  # value, evidence, source, speaker, key, supported

_FWD_EN = "---------- Forwarded message ---------\nFrom: Greta Lund\n"
_FWD_ES = "---------- Mensaje reenviado ---------\nDe: Iker Zubia\n"
_FWD_ZH = "-------- 转发的邮件 --------\n发件人：小蒋\n"

QUOTED: tuple[Case, ...] = (
    # English: the speaker's own words, beside a forwarded message, a quotation, a reply quote and a reporting colon.
    ("Tobiah works nights at the depot", "I work nights at the depot",
     "Hey, it's Tobiah — I work nights at the depot, so mornings are out.", "Tobiah", None, True),
    ("Tobiah works nights at the depot", "I work nights at the depot",
     f"{_FWD_EN}I work nights at the depot, so mornings are out.", "Tobiah", None, False),
    ("Tobiah works nights at the depot", "I work nights at the depot",
     f"I work nights at the depot, see below.\n\n{_FWD_EN}Thanks!", "Tobiah", None, True),
    ("Tobiah works nights at the depot", "I work nights at the depot",
     'Greta wrote: "I work nights at the depot, so mornings are out."', "Tobiah", None, False),
    ("Tobiah lives in Leeds", "I live in Leeds", "On Tue 4 Nov, Greta Lund wrote:\n> I live in Leeds now.",
     "Tobiah", None, False),
    ("Tobiah lives in Leeds", "I live in Leeds", "Greta told me yesterday: I live in Leeds now.", "Tobiah", None,
     False),
    ("0161 496 0732", "my number is 0161 496 0732", "Hi all, my number is 0161 496 0732", "Tobiah", "tobiah/phone",
     True),
    ("0161 496 0732", "my number is 0161 496 0732", f"{_FWD_EN}my number is 0161 496 0732", "Tobiah",
     "tobiah/phone", False),
    ("0161 496 0732", "Call 0161 496 0732 anytime", f"{_FWD_EN}Call 0161 496 0732 anytime", "Tobiah",
     "tobiah/phone", False),  # (unbound, the typed value's clause must still tie it to the key)
    # Spanish.
    ("Maribel vive en Zarautz", "Vivo en Zarautz", "Vivo en Zarautz y me viene fatal ir a Bilbao", "Maribel", None,
     True),
    ("Maribel vive en Zarautz", "Vivo en Zarautz",
     "Te reenvío lo que me escribió Iker: «Vivo en Zarautz y me viene fatal ir a Bilbao»", "Maribel", None, False),
    ("Maribel vive en Zarautz", "Vivo en Zarautz",
     "Te reenvío lo que me escribió Iker: Vivo en Zarautz y me viene fatal ir a Bilbao", "Maribel", None, False),
    ("Maribel vive en Zarautz", "Vivo en Zarautz", f"{_FWD_ES}Vivo en Zarautz desde marzo.", "Maribel", None, False),
    ("maribel.q@lumenta.io", "mi correo es maribel.q@lumenta.io", "Hola, mi correo es maribel.q@lumenta.io",
     "Maribel", "maribel/email", True),
    ("maribel.q@lumenta.io", "mi correo es maribel.q@lumenta.io",
     "Iker dijo: «mi correo es maribel.q@lumenta.io»", "Maribel", "maribel/email", False),
    # Chinese.
    ("阿珂在苏州做UI设计", "我在苏州做UI设计", "我在苏州做UI设计，想找个合租的", "阿珂", None, True),
    ("阿珂在苏州做UI设计", "我在苏州做UI设计", "转发一下小蒋的话：“我在苏州做UI设计，想找个合租的”", "阿珂", None,
     False),
    ("阿珂在苏州做UI设计", "我在苏州做UI设计", "转发一下小蒋的话：我在苏州做UI设计，想找个合租的", "阿珂", None,
     False),
    ("阿珂在苏州做UI设计", "我在苏州做UI设计", f"{_FWD_ZH}我在苏州做UI设计。", "阿珂", None, False),
    ("13912345678", "我的手机是13912345678", "我的手机是13912345678，随时打", "阿珂", "阿珂/手机", True),
    ("13912345678", "我的手机是13912345678", "小蒋说：“我的手机是13912345678”", "阿珂", "阿珂/手机", False),
)  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "key", "expected"), QUOTED)
def test_quoted_or_forwarded_first_person_is_not_the_speaker(
    value: str, evidence: str, source: str, speaker: str | None, key: str | None, expected: bool
) -> None:
    assert check_support(value, evidence, source, speaker=speaker, key=key).ok is expected


def ok(value: str, evidence: str, *, key: str | None = None, speaker: str | None = None) -> bool:
    return check_support(value, evidence, evidence, key=key, speaker=speaker).ok


Plain = tuple[str, str, str | None, str | None, bool]  # value, evidence (its own source), key, speaker, supported

INNER_BUT: tuple[Plain, ...] = (
    ("对芒果过敏", "我对芒果过敏", "柏雪/过敏", "柏雪", True),
    ("对芒果过敏", "我对芒果不过敏", "柏雪/过敏", "柏雪", False),
    ("我对芒果过敏", "我对芒果不过敏", None, None, False),
    ("他是个学生", "他不过是个学生", None, None, False),  # (`不过` "merely": a scope the value drops)
    ("我喜欢这家店", "我喜欢这家店，不过有点贵", None, None, True),  # (`不过` opening a clause is `but`)
    ("对花生过敏", "我对芒果不过敏，不过对花生过敏", "柏雪/过敏", "柏雪", True),
)


SHARED_CONDITION: tuple[Plain, ...] = (
    ("we watch a film", "We stay home and we watch a film.", None, None, True),
    ("we watch a film", "If it rains, we stay home and we watch a film.", None, None, False),
    ("shipping costs 5 dollars", "If you are a member, refunds are free, but shipping costs 5 dollars.", None, None,
     False),  # (red-team round 3: a contrast under an opening condition may hold under it too, `_frames`)
    ("shipping costs 5 dollars", "Refunds are free, but shipping costs 5 dollars.", None, None, True),
    ("Lo enviamos a Construcciones Ibarra el viernes",
     "Revisamos el presupuesto y lo enviamos a Construcciones Ibarra el viernes.", None, None, True),
    ("Lo enviamos a Construcciones Ibarra el viernes",
     "Si nos dan el visto bueno, revisamos el presupuesto y lo enviamos a Construcciones Ibarra el viernes.", None,
     None, False),
    ("te llamamos", "Cuando llegue el pedido, lo revisamos y te llamamos.", None, None, False),
    ("周一把意见发给律所", "客户同意的话，我们审核合同，然后周一把意见发给律所", None, None, False),
    ("然后周一把意见发给律所", "我们审核合同，然后周一把意见发给律所", None, None, True),
    ("然后周一把意见发给律所", "如果客户同意，我们就审核合同，然后周一把意见发给律所", None, None, False),
)  # fmt: skip


LABEL_OWNER: tuple[Plain, ...] = (
    ("07700 900123", "My phone: 07700 900123", "eneko/phone", "Eneko", True),
    ("07700 900123", "My brother: 07700 900123", "eneko/phone", "Eneko", False),
    ("Omar", "My landlord: Omar", "eneko/landlord", "Eneko", True),
    ("Omar", "My brother: Omar", "eneko/landlord", "Eneko", False),
    ("Omar", "My emergency contact is my brother, Omar", "eneko/emergency_contact", "Eneko", True),
    ("612 448 905", "Mi móvil: 612 448 905", "eneko/teléfono", "Eneko", True),
    ("612 448 905", "Mi madre: 612 448 905", "eneko/teléfono", "Eneko", False),
    ("13912345678", "我的手机：13912345678", "老王/手机", "老王", True),
    ("13912345678", "我哥：13912345678", "老王/手机", "老王", False),
    ("王芳", "房东：王芳", "老王/房东", "老王", True),
    ("王芳", "我姐：王芳", "老王/房东", "老王", False),
)


GLUED_ME: tuple[Plain, ...] = (
    ("maribel.q@lumenta.io", "mándame el invoice a maribel.q@lumenta.io", "maribel/email", "Maribel", True),
    ("maribel.q@lumenta.io", "mándale el invoice a maribel.q@lumenta.io", "maribel/email", "Maribel", False),
    ("maribel.q@lumenta.io", "mándame el invoice a maribel.q@lumenta.io", "jefa/email", "Maribel", False),
    ("maribel.q@lumenta.io", "mándame el invoice a maribel.q@lumenta.io los lunes", "maribel/email", "Maribel",
     False),
    ("612 448 905", "tírame un mensaje al 612 448 905", "eneko/teléfono", "Eneko", True),
    ("612 448 905", "tírale un mensaje al 612 448 905", "eneko/teléfono", "Eneko", False),
    ("facturas@talleres.es", "Las facturas mandádmelas a facturas@talleres.es", "itziar/correo_facturas", "Itziar",
     True),
    ("facturas@talleres.es", "Las facturas de mis hermanos van a facturas@talleres.es", "itziar/correo_facturas",
     "Itziar", False),
    # English and Chinese keep their free object pronoun: the same reading, beside another person.
    ("maribel.q@lumenta.io", "send me the invoice at maribel.q@lumenta.io", "maribel/email", "Maribel", True),
    ("maribel.q@lumenta.io", "send my boss the invoice at maribel.q@lumenta.io", "maribel/email", "Maribel", False),
    ("kzq@outlook.com", "发票发到我邮箱kzq@outlook.com", "邝子谦/邮箱", "邝子谦", True),
    ("kzq@outlook.com", "发票发到我老板的邮箱kzq@outlook.com", "邝子谦/邮箱", "邝子谦", False),
)  # fmt: skip


OPENING_FREE_CHOICE: tuple[Plain, ...] = (
    ("612 448 905", "Para lo que sea, tírame un mensaje al 612 448 905", "eneko/teléfono", "Eneko", True),
    ("612 448 905", "Para lo que sea, mi hermano tiene el 612 448 905", "eneko/teléfono", "Eneko", False),
    ("tomas.r@gmail.com", "Cualquier cosa, me escribes a tomas.r@gmail.com.", "tomás/email", "Tomás", True),
    ("tomas.r@gmail.com", "Cualquier cosa que no sea urgente, me escribes a tomas.r@gmail.com.", "tomás/email",
     "Tomás", False),
    ("612 448 905", "Anytime, my number is 612 448 905", "eneko/phone", "Eneko", True),
    ("612 448 905", "Just in case you get lost, my number is 612 448 905", "eneko/phone", "Eneko", False),
    ("tomas.r@gmail.com", "For anything, email me at tomas.r@gmail.com", "tomás/email", "Tomás", True),
    ("tomas.r@gmail.com", "Email me at tomas.r@gmail.com for anything urgent", "tomás/email", "Tomás", False),
    ("13912345678", "随时打我电话13912345678", "老王/电话", "老王", True),
    ("13912345678", "下班后打我电话13912345678", "老王/电话", "老王", False),
)  # fmt: skip


CHAT_FILLERS: tuple[Plain, ...] = (
    ("Bex", "pls call me Bex", "rebecca/preferred_name", "Rebecca", True),
    ("Becky", "my gran calls me Becky", "rebecca/preferred_name", "Rebecca", False),
    ("the bus has been late every day this week", "ngl the bus has been late every day this week", None, None, True),
    ("the bus has been late", "ngl the bus has been late every day this week", None, None, False),
    ("mándame el invoice a maribel.q@lumenta.io", "mándame el invoice a maribel.q@lumenta.io porfa", None, None,
     True),
    ("mándame el invoice", "mándame el invoice solo los lunes porfa", None, None, False),
    ("叫我小柏", "哈哈哈叫我小柏", None, None, True),
    ("叫我小柏", "哈哈哈只有奶奶叫我小柏", None, None, False),
)  # fmt: skip


# Each table is one rule (the module doc): its hard positives beside their hard negatives, in en, es and zh.
PLAIN: dict[str, tuple[Plain, ...]] = {
    "inner_buguo": INNER_BUT,
    "shared_condition": SHARED_CONDITION,
    "label_owner": LABEL_OWNER,
    "glued_first_person": GLUED_ME,
    "opening_free_choice": OPENING_FREE_CHOICE,
    "chat_fillers": CHAT_FILLERS,
}


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "expected"),
    [pytest.param(*case, id=f"{rule}-{k}") for rule, cases in PLAIN.items() for k, case in enumerate(cases)],
)
def test_round17_rules(value: str, evidence: str, key: str | None, speaker: str | None, expected: bool) -> None:
    assert ok(value, evidence, key=key, speaker=speaker) is expected
