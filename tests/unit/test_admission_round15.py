"""Rules from the fifteenth round (issue 31, brief w-batch15; docs/admission.md, "The fifteenth blind batch and round
15"): each in English, Spanish and Chinese, a hard negative beside each hard positive.

- A label names the slot of **every** keyed value after it, not only a typed one's, and an identifier after it is
  read whole (`Urgent matters: ops-cover@…` gave `cormac/email`, `Devolución: Aeropuerto de Málaga, …` gave
  `alquiler_coche/recogida`: false accepts of main found by the batch); a hyphenated label word the key glues names
  it (`Check-in:` for `…/checkin_date`); a value one item of a list stands for is read with its label too (`Horario de
  verano (julio y agosto): …` gave `tienda/horario_atención`).
- A free-choice phrase ending its group before a typed value (`por si acaso:`, `just in case:`) restricts nothing; one
  followed by a clause (`just in case you get lost`) is a condition.
- A chat abbreviation that is a discourse marker (`fwiw`, `tbh`) is a filler.
- An aside after an amount that says what it includes (`(incl. VAT)`, `(IVA incluido)`, `（含配送费¥10）`) is a gloss;
  one that says a charge is left out or added (`(excl. VAT)`, `(plus VAT)`, `(IVA aparte)`, `（运费另计）`) restricts it
  (false accepts of main found by probing this round's rule).
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support


def ok(value: str, evidence: str, *, key: str | None = None, speaker: str | None = None) -> bool:
    return check_support(value, evidence, evidence, key=key, speaker=speaker).ok


Case = tuple[str, str, str | None, str | None, bool]

LABELS: tuple[Case, ...] = (
    ("VX-2291-QH", "Appointment ref: VX-2291-QH", "vet_appointment/ref", None, True),
    ("ops-cover@tallowfinch.ie", "Urgent matters: ops-cover@tallowfinch.ie", "cormac/email", None, False),
    ("ops-cover@tallowfinch.ie", "Email: ops-cover@tallowfinch.ie", "cormac/email", None, True),
    ("Fri 14 Mar", "Check-in: Fri 14 Mar", "hotel/checkin_date", None, True),
    ("Sun 16 Mar", "Check-out: Sun 16 Mar", "hotel/checkin_date", None, False),
    ("4 Mill Lane, Nailsworth", "Delivery address: 4 Mill Lane, Nailsworth", "halvard/billing_address", None, False),
    ("27 Quarry Row, Stroud", "Billing address: 27 Quarry Row, Stroud", "halvard/billing_address", None, True),
    (
        "Aeropuerto de Málaga, 14/07 a las 10:30",
        "Recogida: Aeropuerto de Málaga, 14/07 a las 10:30",
        "alquiler_coche/recogida",
        None,
        True,
    ),
    (
        "Aeropuerto de Málaga, 21/07 antes de las 10:30",
        "Devolución: Aeropuerto de Málaga, 21/07 antes de las 10:30",
        "alquiler_coche/recogida",
        None,
        False,
    ),
    ("lunes a viernes de 9:00 a 14:00", "Horario de atención: lunes a viernes de 9:00 a 14:00",
     "tienda/horario_atención", None, True),
    ("lunes a viernes de 8:00 a 15:00", "Horario de verano (julio y agosto): lunes a viernes de 8:00 a 15:00",
     "tienda/horario_atención", None, False),
    ("lunes a viernes de 8:00 a 15:00", "Horario de verano: lunes a viernes de 8:00 a 15:00",
     "tienda/horario_atención", None, False),
    ("SF1420937765512", "运单号：SF1420937765512", "快递/运单号", None, True),
    ("assist01@lanxin-tech.cn", "助理：assist01@lanxin-tech.cn", "宋一鸣/邮箱", None, False),
    ("songyiming@lanxin-tech.cn", "邮箱：songyiming@lanxin-tech.cn", "宋一鸣/邮箱", None, True),
    ("浙江省杭州市西湖区文三路478号", "收货地址：浙江省杭州市西湖区文三路478号", "小蔓/收货地址", None, True),
    ("浙江省杭州市余杭区玉鸟路9号", "退货地址：浙江省杭州市余杭区玉鸟路9号", "小蔓/收货地址", None, False),
)  # fmt: skip


def test_without_a_key_a_label_is_a_clause_of_its_own() -> None:
    # (the label rule reads the key's claim; a free value keeps the plain guard's verdict)
    assert ok("ops-cover@tallowfinch.ie", "Urgent matters: ops-cover@tallowfinch.ie")


FREE_CHOICE: tuple[Case, ...] = (
    ("0412 558 903", "Here is my number just in case: 0412 558 903", "ingrid/phone", "Ingrid", True),
    ("0412 558 903", "Just in case you get lost, my number is 0412 558 903", "ingrid/phone", "Ingrid", False),
    ("0412 558 903", "Here is my husband's number just in case: 0412 558 903", "ingrid/phone", "Ingrid", False),
    ("baltasar.ortuno@lavanda.es", "Os dejo mi correo por si acaso: baltasar.ortuno@lavanda.es 🙏",
     "baltasar/correo", "Baltasar", True),
    ("quique.ortuno@lavanda.es", "Os dejo el correo de mi hermano por si acaso: quique.ortuno@lavanda.es",
     "baltasar/correo", "Baltasar", False),
    ("baltasar.ortuno@lavanda.es", "Mi correo por si acaso llueve es baltasar.ortuno@lavanda.es",
     "baltasar/correo", "Baltasar", False),
    ("138 0571 2294", "随时打我手机：138 0571 2294", "邓可欣/手机号", "邓可欣", True),
    ("138 0571 2294", "周末打我手机：138 0571 2294", "邓可欣/手机号", "邓可欣", False),
)  # fmt: skip


FILLERS: tuple[Case, ...] = (
    ("Halvard is a night-shift radiographer", "fwiw I'm a night-shift radiographer", None, "Halvard", True),
    ("Halvard is a night-shift radiographer", "tbh I'm a night-shift radiographer", None, "Halvard", True),
    ("Halvard is a radiographer", "fwiw my partner is a radiographer", None, "Halvard", False),
    ("Halvard is a radiographer", "fwiw I'm not a radiographer", None, "Halvard", False),
    ("Nerea es enfermera", "La verdad, soy enfermera", None, "Nerea", True),
    ("Nerea es enfermera", "La verdad, mi pareja es enfermera", None, "Nerea", False),
    ("欧阳澜是护士", "说实话我是护士", None, "欧阳澜", True),
    ("欧阳澜是护士", "说实话我老婆是护士", None, "欧阳澜", False),
)


AMOUNTS: tuple[Case, ...] = (
    ("€120", "Total: €120 (incl. VAT)", "order/total", None, True),
    ("€120", "Total: €120 (VAT included)", "order/total", None, True),
    ("€120", "Total: €120 (excl. VAT)", "order/total", None, False),
    ("€120", "Total: €120 (plus VAT)", "order/total", None, False),
    ("€120", "Total: €120 (+ VAT)", "order/total", None, False),
    ("The room costs €120", "The room (plus VAT) costs €120", None, None, False),
    ("120 €", "Total: 120 € (IVA incluido)", "pedido/total", None, True),
    ("120 €", "Total: 120 € (IVA no incluido)", "pedido/total", None, False),
    ("120 €", "Total: 120 € (IVA aparte)", "pedido/total", None, False),
    ("120 €", "Total: 120 € (más IVA)", "pedido/total", None, False),
    ("El menú cuesta 15 €", "El menú (IVA aparte) cuesta 15 €", None, None, False),
    ("¥268.00", "合计：¥268.00（含配送费¥10）", "外卖订单/合计", None, True),
    ("¥268.00", "合计：¥268.00（含税）", "外卖订单/合计", None, True),
    ("¥268.00", "合计：¥268.00（不含配送费）", "外卖订单/合计", None, False),
    ("¥268.00", "合计：¥268.00（运费另计）", "外卖订单/合计", None, False),
    ("¥268.00", "合计：¥268.00（含配送费，仅限会员）", "外卖订单/合计", None, False),
    ("套餐价格是¥99", "套餐（另加服务费）价格是¥99", None, None, False),
)


RULES: dict[str, tuple[Case, ...]] = {
    "label": LABELS,  # a label names the slot of every keyed value after it
    "free-choice": FREE_CHOICE,  # a free-choice phrase ending its group restricts nothing
    "filler": FILLERS,  # a chat abbreviation is a discourse marker
    "amount-aside": AMOUNTS,  # an amount's aside: what it includes is a gloss, a charge left out restricts
}


@pytest.mark.parametrize(
    "case",
    [case for cases in RULES.values() for case in cases],
    ids=[f"{r}-{k}" for r, cs in RULES.items() for k in range(len(cs))],
)
def test_round15_rules_beside_their_twins(case: Case) -> None:
    value, evidence, key, speaker, expected = case
    assert ok(value, evidence, key=key, speaker=speaker) is expected
