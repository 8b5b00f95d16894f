"""Round 33 of issue 31 (DESIGN §4): classes read from the dev split's misses (seventh session), before blind batch 31
was scored. Each class has en/es/zh cases written for this round (none is a dev record), a hard negative beside each
faithful twin; where a language already passed, its cases pin that it still does.

- A Spanish preterite whose accent normalization took (`salí`/`salió` → `sali`/`salio`, which simplemma reads as no
  verb) is the speaker's under speaker binding and subject elision, as `compré`/`compró` was: both forms, accents put
  back, are known forms of one verb (`_speaker._es_preterite`); where the stem or spelling changes (`pidió`/`pedí`,
  `leyó`/`leí`, `pagó`/`pagué`) the evidence's form is found by the lemmatizer.
- A Chinese conjunct's verb is what jieba's dictionary tags as one (`标出`, `转行`, `烤`), not only a verb of the
  lists: a comma-joined second conjunct that opens with a verb shares the first's subject (`_zh_conjuncts`), and a
  first conjunct after a one-noun subject (`面包房周一烤…`) may be left out; a noun opening the second (`狗咬了…`) is
  another subject.
- mem0's speaker `user` is named by `User`, `Usuario` and `用户` whatever the key (the English one already was: its
  word is the speaker's name).
- A key written as an acronym (`taxpayer/utr`, `empresa/nif`, `company/eori`) names the words the evidence spells it
  out with (`Unique Taxpayer Reference`), or, written in capitals in the evidence, the identifier scheme whose codes
  are its values (`_acronyms`); `su número EORI` is the addressee's, as `your EORI number` is.
- Spanish titles end no sentence (`la Dra. Villalonga`, `Dña.`, `Lic.`, `Ud.`), as `Dr.` does not.
- A name in apposition renames the possessed noun phrase before it whoever its owner is (`The decision maker is their
  CFO, Priya Raman`, `su director financiero, Pablo Ruiz`, `他们的财务总监，韦晓东`): the value is who fills the key's
  slot; an owner of the slot's own noun still counts (`set his emergency contact as …`).
- The head of an English noun compound ending a list item — an `-ing` form (`ear cleaning`, `nail clipping`) or a word
  lemminflect also knows as a noun (`Apple Pay`) — is no verb; Spanish and Chinese items of the same lists pin that
  they are read as before.
- A comma appositive may open with the gloss's article read as a number (`Mi vecina, una enfermera, vive en Vigo`, as
  `(un labrador)` in brackets already was) and end with a naming participle and a name (`, a guy named Rob,`, `, un
  tipo llamado Rober,`); a unit of measure still makes it a measure of its clause (`, una hora,`, `，一个小时，`).
- From blind batch 31, scored once first (43/55, 1/45 on 9c802af and on the rules above alike): a listed Chinese
  verb's cut inside a dictionary verb (`换` of `更换`) moves to its start; and a Chinese place frame opening a
  sentence (`在东区校区，周六上午开设口语课`: the batch's false accept) qualifies the clause after it, as `At the east
  campus, …` does.
- From blind batch 32, scored once first (40/55 on 9c802af, 41/55 on dd9b76d, 0/45 false accepts on both): `说一下：`
  ("let me mention") is the writer's own announcement, not another's words (`他说一下：` still is); another value of
  another type joined by `or` (`at lab@x.example or on 020 …`) is another way to reach the same owner, not a choice
  of the key's value; a meal ending a list's clause (`for lunch`, `para la comida`) frames the whole list.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (red-team rounds 5 and 6 found the readings behind these cases admitting false accepts — a Chinese comma conjunct's
# verb by jieba's dictionary, a noun subject's first conjunct, a listed verb's cut inside a dictionary verb, `说一下：`,
# a meal after a list, an acronym as a scheme's name, `un`/`una` before anything but `llamado X` — and they were
# withdrawn the same day: these faithful values are refused again)
_WITHDRAWN = pytest.mark.xfail(strict=True, reason="a reading withdrawn after red-team rounds 5 and 6")

# (value, evidence, speaker, supported)
PRETERITE = [
    ("Joaquín salió del trabajo a las 8", "Salí del trabajo a las 8", "Joaquín", True),
    ("Joaquín pasó por la farmacia", "Salí del trabajo, pasé por la farmacia y llegué a casa", "Joaquín", True),
    ("Pasó por la farmacia", "Salí del trabajo, pasé por la farmacia y llegué a casa", "Joaquín", True),
    ("Joaquín bebió agua", "Bebí agua", "Joaquín", True),
    ("Joaquín no pasó por la farmacia", "Pasé por la farmacia", "Joaquín", False),
    ("Joaquín pasa por la farmacia", "Pasé por la farmacia", "Joaquín", False),
    ("Joaquín pasó por la farmacia", "Paso por la farmacia", "Joaquín", False),
    ("Joaquín pasó por la farmacia", "Pasó por la farmacia", "Joaquín", False),
    ("Joaquín abrió la tienda", "Mi hermano abrió la tienda", "Joaquín", False),
    # (stems that change, a `y`, a spelling: the evidence's first person is found by the lemmatizer)
    ("Joaquín pidió un reembolso", "Pedí un reembolso", "Joaquín", True),
    ("Joaquín durmió mal", "Dormí mal", "Joaquín", True),
    ("Joaquín pagó con tarjeta", "Pagué con tarjeta", "Joaquín", True),
    ("Joaquín leyó el contrato", "Leí el contrato", "Joaquín", True),
    ("Siguió las instrucciones", "Seguí las instrucciones", "Joaquín", True),
    ("Joaquín pidió un reembolso", "Pide un reembolso", "Joaquín", False),
    ("Joaquín comió pan", "Come pan", "Joaquín", False),
    ("Joaquín pidió un reembolso", "Pido un reembolso", "Joaquín", False),
    ("Joaquín pagó con tarjeta", "Pagó con tarjeta", "Joaquín", False),
    ("Joaquín no durmió mal", "Dormí mal", "Joaquín", False),
    ("Joaquín salió del trabajo", "Salí del trabajo a las 8", "Joaquín", False),
    ("Tom stopped by the pharmacy", "I left work, stopped by the pharmacy and got home", "Tom", True),
    ("Tom did not stop by the pharmacy", "I left work, stopped by the pharmacy and got home", "Tom", False),
    ("小林去了药店", "我下了班，去了药店，然后回了家", "小林", True),
    ("小林没去药店", "我下了班，去了药店，然后回了家", "小林", False),
]  # fmt: skip

# (value, evidence, supported)
CONJUNCTS = [
    pytest.param(*("我们标出了两处责任条款", "我们审核了合同，标出了两处责任条款", True), marks=_WITHDRAWN),
    pytest.param(*("我们标出了两处责任条款", "我们审核了合同，然后标出了两处责任条款", True), marks=_WITHDRAWN),
    pytest.param(*("我们把意见发给了律所", "我们审核了合同，标出了条款，把意见发给了律所", True), marks=_WITHDRAWN),
    pytest.param(*("面包房周二给酒店送货", "面包房周一烤黑麦面包，周二给酒店送货", True), marks=_WITHDRAWN),
    pytest.param(*("面包房周一给酒店送货", "面包房周一烤黑麦面包，给酒店送货", True), marks=_WITHDRAWN),
    pytest.param(*("师傅更换了厨房水龙头", "师傅检查了主水管，更换了厨房水龙头", True), marks=_WITHDRAWN),
    ("我咬了邻居", "我回了家，然后狗咬了邻居", False),
    ("我咬了邻居", "我回了家，狗咬了邻居", False),
    ("我检查结果出来了", "我去了医院，检查结果出来了", False),
    ("我们标出了两处责任条款", "如果我们审核了合同，标出了两处责任条款", False),
    ("我们标出两处责任条款", "我们打算审核合同，标出两处责任条款", False),
    ("面包房给酒店送货", "面包房周一烤黑麦面包，给酒店送货", False),
    ("门店提供免费停车", "门店周末营业到十点，提供免费停车", False),
    ("We flagged two clauses", "We reviewed the contract, flagged two clauses, and sent our notes to the firm", True),
    ("We flagged two clauses", "If we reviewed the contract, we flagged two clauses", False),
    ("Marcamos dos cláusulas", "Revisamos el contrato, marcamos dos cláusulas y enviamos las notas", True),
    ("Marcamos dos cláusulas", "Si revisamos el contrato, marcamos dos cláusulas", False),
]  # fmt: skip

# (value, evidence, speaker, key, supported)
USER = [
    ("Usuario necesita una silla infantil", "Recojo el coche en Málaga el día 12 y necesito una silla infantil.",
     "user", "alquiler/extras", True),
    ("Usuaria necesita una silla infantil", "Necesito una silla infantil.", "user", "alquiler/extras", True),
    ("用户在重庆还车", "我在成都双流机场取车，在重庆还车。", "user", "rental/drop_off", True),
    ("User needs a child seat", "I pick up the car on the 12th and need a child seat.", "user", "rental/extras",
     True),
    ("用户在重庆还车", "我在成都双流机场取车，在重庆还车。", "小王", "rental/drop_off", False),
    ("Usuario necesita una silla infantil", "Mi hermano necesita una silla infantil.", "user", "alquiler/extras",
     False),
    ("用户在重庆还车", "他在重庆还车。", "user", "rental/drop_off", False),
    ("Usuario no necesita una silla infantil", "Necesito una silla infantil.", "user", "alquiler/extras", False),
    ("用户在成都还车", "我在成都双流机场取车，在重庆还车。", "user", "rental/drop_off", False),
    ("User needs a child seat", "My brother needs a child seat.", "user", "rental/extras", False),
    # (the key's subject named in the evidence and left out by the value is no subject of the speaker's — unless the
    # key's subject is the speaker: `Lena here, I live in Berlin` for `lena/city`)
    ("用户对青霉素过敏", "我女儿对青霉素过敏", "user", "女儿/过敏", False),
    ("Ana is allergic to penicillin", "My daughter is allergic to penicillin", "Ana", "daughter/allergies", False),
    ("Lives in Berlin", "Hi, Lena here, I live in Berlin", "Lena", "lena/city", True),
    ("Vive en Berlín", "Hola, soy Lena, vivo en Berlín", "Lena", "lena/ciudad", True),
    ("小林住在杭州", "我是小林，我住在杭州", "小林", "小林/城市", True),
]  # fmt: skip

# (value, evidence, speaker, key, supported)
ACRONYMS = [
    ("8451290733", "Your Unique Taxpayer Reference is 8451290733.", None, "taxpayer/utr", True),
    pytest.param(*("8451290733", "Your UTR is 8451290733.", None, "taxpayer/utr", True), marks=_WITHDRAWN),
    ("1HGCM82633A004352", "The VIN on my car is 1HGCM82633A004352", None, "car/vin", True),
    ("8451290733", "Your old UTR was 8451290733.", None, "taxpayer/utr", False),
    ("8451290733", "Your Unique Taxpayer Reference was 8451290733.", None, "taxpayer/utr", False),
    ("8451290733", "If you are self-employed, your UTR is 8451290733.", None, "taxpayer/utr", False),
    ("8451290733", "Your partner's UTR is 8451290733.", None, "taxpayer/utr", False),
    ("B12345678", "Nuestro NIF es B12345678", None, "empresa/nif", True),
    # (red-team round 4: a spelled-out run must hold the key's subject word, `Unique Taxpayer Reference` for
    # `taxpayer/utr`; this one holds none, and is refused since)
    ("B12345678", "Nuestro Número de Identificación Fiscal es B12345678", None, "empresa/nif", False),
    ("8451290733", "Your Unique Transaction Reference is 8451290733.", None, "taxpayer/utr", False),
    pytest.param(
        *("ESB12345678", "Le confirmamos que su número EORI es ESB12345678.", None, "empresa/eori", True),
        marks=_WITHDRAWN,
    ),
    ("ES7620770024003102575766", "Mi IBAN es ES7620770024003102575766", "Lucía", "lucia/iban", True),
    ("B12345678", "Nuestro antiguo NIF era B12345678", None, "empresa/nif", False),
    ("B12345678", "El NIF de mi hermano es B12345678", None, "empresa/nif", False),
    ("ESB12345678", "su número EORI es ESB12345678", "Lucía", "lucia/eori", False),
    ("ES7620770024003102575766", "El IBAN de la empresa es ES7620770024003102575766", "Lucía", "lucia/iban", False),
    pytest.param(
        *("91110108MA01ABCD2X", "我们公司的统一社会信用代码（USCC）是91110108MA01ABCD2X", None, "公司/uscc", True),
        marks=_WITHDRAWN,
    ),
    ("91110108MA01ABCD2X", "我们公司以前的USCC是91110108MA01ABCD2X", None, "公司/uscc", False),
    ("91110108MA01ABCD2X", "如果是分公司，USCC是91110108MA01ABCD2X", None, "公司/uscc", False),
]  # fmt: skip

# (value, evidence, key, supported)
TITLES = [
    ("Dra. Amparo Villalonga", "La veterinaria de Kira se llama Dra. Amparo Villalonga", "kira/veterinaria", True),
    ("La abogada de Marta es la Lic. Rosa Peña", "La abogada de Marta es la Lic. Rosa Peña", None, True),
    ("Dr. Amparo Villalonga", "La veterinaria de Kira se llama Dra. Amparo Villalonga", "kira/veterinaria", False),
    ("Dra. Amparo Villalonga", "La veterinaria de Kira ya no es la Dra. Amparo Villalonga", "kira/veterinaria", False),
    ("Dr. Amy Lee", "Kira's vet is called Dr. Amy Lee", "kira/vet", True),
    ("Dr. Amy Lee", "Kira's vet was Dr. Amy Lee", "kira/vet", False),
    ("李医生", "奇拉的兽医是李医生", "奇拉/兽医", True),
    ("李医生", "奇拉以前的兽医是李医生", "奇拉/兽医", False),
]  # fmt: skip


# (value, evidence, key, supported)
APPOSED = [
    ("Priya Raman", "The decision maker is their CFO, Priya Raman", "achebe_account/decision_maker", True),
    ("Priya Raman", "The contact is their old boss, Priya Raman", "acme/contact", True),
    ("Priya Raman", "The contact was their boss, Priya Raman", "acme/contact", False),
    ("Priya Raman", "The contact is not their boss, Priya Raman", "acme/contact", False),
    ("Priya Raman", "Their boss, Priya Raman, is the contact for billing", "acme/contact", False),
    ("Pablo Ruiz", "El responsable de la cuenta es su director financiero, Pablo Ruiz", "cuenta/responsable", True),
    ("Pablo Ruiz", "El responsable de la cuenta era su director, Pablo Ruiz", "cuenta/responsable", False),
    ("韦晓东", "对接人是他们的财务总监，韦晓东", "华瑞客户/对接人", True),
    ("韦晓东", "以前的对接人是他们的财务总监，韦晓东", "华瑞客户/对接人", False),
    ("韦晓东", "对接人不是他们的财务总监，韦晓东", "华瑞客户/对接人", False),
    ("韦晓东", "对接人曾经是他们的财务总监，韦晓东", "华瑞客户/对接人", False),
    ("韦晓东", "对接人是他们的财务总监，韦晓东说", "华瑞客户/对接人", False),
    ("Pablo Ruiz", "El responsable de la cuenta es su director financiero, Pablo Ruiz dice", "cuenta/responsable",
     False),
    ("Priya Raman", "The decision maker is their CFO, Priya Raman says", "achebe_account/decision_maker", False),
]  # fmt: skip

# (value, evidence, supported)
COMPOUNDS = [
    ("we take Apple Pay", "we take cash, Apple Pay and most debit cards", True),
    ("we take debit cards", "we take cash, Apple Pay and debit cards", True),
    ("Full groom includes ear cleaning", "Full groom includes bath, nail clipping, ear cleaning and a bandana.", True),
    ("Full groom includes nail clipping", "Full groom includes bath, nail clipping, ear cleaning and a bandana.", True),
    ("Full groom includes ear cleaning",
     "Full groom includes bath, nail clipping, ear cleaning and a bandana if you ask.", False),
    ("Full groom includes ear cleaning", "Full groom doesn't include bath, nail clipping, ear cleaning or a bandana.",
     False),
    ("We sell repair boats", "We sell cars, repair boats and rent bikes", False),
    ("El baño completo incluye limpieza de oídos",
     "El baño completo incluye baño, corte de uñas, limpieza de oídos y un pañuelo.", True),
    ("El baño completo incluye limpieza de oídos",
     "El baño completo incluye baño, corte de uñas, limpieza de oídos y un pañuelo si lo pides.", False),
    ("我喜欢跑步", "我喜欢游泳、跑步和爬山", True),
    ("我喜欢跑步", "我不喜欢游泳、跑步和爬山", False),
]  # fmt: skip


# (value, evidence, speaker, supported)
APPOSITIVES = [
    pytest.param(*("Mi vecina vive en Vigo", "Mi vecina, una enfermera, vive en Vigo", None, True), marks=_WITHDRAWN),
    pytest.param("Nuestra clienta busca un recepcionista", "Nuestra clienta, una cadena hotelera de Mallorca, busca "
                 "un recepcionista.", None, True, marks=_WITHDRAWN),
    ("El aparcamiento es gratis", "El aparcamiento, una hora, es gratis", None, False),
    ("Mi vecina vive en Vigo", "Mi vecina, una enfermera, no vive en Vigo", None, False),
    ("Mi gestor presenta mis impuestos", "Mi gestor, un tipo llamado Rober, presenta mis impuestos.", None, True),
    ("My accountant files my taxes", "My accountant, a guy named Rob, files my taxes.", None, True),
    ("Felix's accountant files his taxes every April", "My accountant, a guy named Rob, files my taxes every April.",
     "Felix", True),
    ("My accountant files my taxes", "My accountant, a guy named Rob, files my taxes only in April.", None, False),
    ("The parking is free", "The parking, an hour, is free", None, False),
    pytest.param(*("我的邻居住在杭州", "我的邻居，一位医生，住在杭州", None, True), marks=_WITHDRAWN),
    ("我的邻居住在杭州", "我的邻居，一个小时，住在杭州", None, False),
]  # fmt: skip


# (value, evidence, supported)
BATCH31 = [
    # (red-team round 4: a Spanish `-o` read as a preterite without its accent, `cambio` ← `cambió`, is also a first
    # person present, `saco`, or an adjective, `completo`: the first conjunct's verb is not read so, and this stays
    # refused)
    ("El mecánico ajustó los frenos", "El mecánico cambió la cadena y ajustó los frenos.", False),
    ("Mi hermano abrió un café", "Mi hermano vendió su coche y abrió un café.", True),
    ("El mecánico ajustó los frenos", "Si el mecánico cambió la cadena, ajustó los frenos.", False),
    ("El mecánico ajustó los frenos", "El mecánico cambió la cadena y Ana ajustó los frenos.", False),
    ("The mechanic adjusted the brakes", "The mechanic changed the chain and adjusted the brakes.", True),
    ("The mechanic adjusted the brakes", "The mechanic changed the chain and Ana adjusted the brakes.", False),
    pytest.param(*("物业修好了地下车库的照明", "物业更换了电梯钢缆，修好了地下车库的照明。", True), marks=_WITHDRAWN),
    ("王老师开了一个小书店", "王老师退休以后回了老家，开了一个小书店。", True),
    ("物业没修好地下车库的照明", "物业更换了电梯钢缆，修好了地下车库的照明。", False),
    ("周六上午开设口语课", "在东区校区，周六上午开设口语课。", False),
    ("东区校区周六上午开设口语课", "在东区校区，周六上午开设口语课。", False),
    ("在东区校区，周六上午开设口语课", "在东区校区，周六上午开设口语课。", True),
    ("新办公室下周启用", "新办公室（就在车站旁边）下周启用。", True),
    ("Speaking classes run on Saturday mornings", "At the east campus, speaking classes run on Saturday mornings.",
     False),
    ("Hay clases de conversación los sábados", "En el campus este, hay clases de conversación los sábados.", False),
]  # fmt: skip


# (value, evidence, source, speaker, key, supported)
BATCH32 = [
    pytest.param("小林对酒精过敏", "我对酒精过敏。", "纹身前说一下：我对酒精过敏。谢谢！", "小林", None, True,
                 marks=_WITHDRAWN),
    pytest.param("对酒精过敏", "我对酒精过敏。", "纹身前说一下：我对酒精过敏。谢谢！", "小林", "xiaolin/allergies",
                 True, marks=_WITHDRAWN),
    ("小林对酒精过敏", "我对酒精过敏。", "他说一下：我对酒精过敏。", "小林", None, False),
    ("小林对酒精过敏", "我对酒精过敏。", "老板说：我对酒精过敏。", "小林", None, False),
    ("Ruth is allergic to latex", "I'm allergic to latex.", "Before we start, quick note: I'm allergic to latex.",
     "Ruth", None, True),
    ("Ruth is allergic to latex", "I'm allergic to latex.", "Her mum says: I'm allergic to latex.", "Ruth", None,
     False),
    ("020 7946 0321", "You can reach the lab directly at lenses@x.example or on 020 7946 0321.", "", None,
     "optician/lab_phone", True),
    ("lenses@x.example", "You can reach the lab directly at lenses@x.example or on 020 7946 0321.", "", None,
     "optician/lab_email", True),
    ("91 555 0100", "Escríbenos a info@x.es o al 91 555 0100.", "", None, "tienda/telefono", True),
    ("020 7946 0321", "You can reach the lab at 020 7946 0321 or 020 7946 0999.", "", None, "optician/lab_phone",
     False),
    ("020 7946 0321", "You can reach the lab at lenses@x.example or on 020 7946 0321 on weekdays.", "", None,
     "optician/lab_phone", False),
    ("020 7946 0321", "Reach my brother at bro@x.example or on 020 7946 0321.", "", None, "optician/lab_phone", False),
    ("91 555 0100", "Escríbenos a info@x.es o al 91 555 0100 si es urgente.", "", None, "tienda/telefono",
     False),
    pytest.param("This week the canteen serves vegetable curry for lunch",
                 "This week the canteen serves lasagne, vegetable curry and fish fingers for lunch.", "", None, None,
                 True, marks=_WITHDRAWN),
    ("This week the canteen serves vegetable curry",
     "This week the canteen serves lasagne, vegetable curry and fish fingers for lunch.", "", None, None,
     False),
    pytest.param("Esta semana el comedor sirve curry de verduras para la comida",
                 "Esta semana el comedor sirve lasaña, curry de verduras y palitos de pescado para la comida.", "",
                 None, None, True, marks=_WITHDRAWN),
    ("The canteen serves vegetable curry for lunch",
     "The canteen serves lasagne, vegetable curry and fish fingers for lunch on Fridays.", "", None, None, False),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), PRETERITE)
def test_a_preterite_whose_accent_was_normalized_away_binds_the_speaker(
    value: str, evidence: str, speaker: str, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker).ok is supported


@pytest.mark.parametrize(("value", "evidence", "supported"), CONJUNCTS)
def test_a_chinese_conjuncts_verb_is_read_by_the_dictionary(value: str, evidence: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence).ok is supported


@pytest.mark.parametrize(("value", "evidence", "speaker", "key", "supported"), USER)
def test_mem0s_user_names_its_speaker_in_every_language_whatever_the_key(
    value: str, evidence: str, speaker: str, key: str, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker, key=key).ok is supported


@pytest.mark.parametrize(("value", "evidence", "speaker", "key", "supported"), ACRONYMS)
def test_a_key_written_as_an_acronym_names_what_the_evidence_spells_out(
    value: str, evidence: str, speaker: str | None, key: str, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker, key=key).ok is supported


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), TITLES)
def test_a_spanish_title_ends_no_sentence(value: str, evidence: str, key: str | None, supported: bool) -> None:
    assert check_support(value, evidence, evidence, key=key).ok is supported


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), APPOSED)
def test_a_name_in_apposition_renames_a_noun_phrase_whoever_owns_it(
    value: str, evidence: str, key: str, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, key=key).ok is supported


@pytest.mark.parametrize(("value", "evidence", "supported"), COMPOUNDS)
def test_a_compounds_head_ending_a_list_item_is_no_verb(value: str, evidence: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence).ok is supported


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), APPOSITIVES)
def test_a_comma_appositive_with_its_article_or_a_naming_participle_is_stepped_over(
    value: str, evidence: str, speaker: str | None, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker).ok is supported


@pytest.mark.parametrize(("value", "evidence", "supported"), BATCH31)
def test_blind_batch_31s_classes(value: str, evidence: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence).ok is supported


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "key", "supported"), BATCH32)
def test_blind_batch_32s_classes(
    value: str, evidence: str, source: str, speaker: str | None, key: str | None, supported: bool
) -> None:
    assert check_support(value, evidence, source or evidence, speaker=speaker, key=key).ok is supported
