"""Round 25 (brief S, after blind batch 25): asides and keyed values that restrict nothing, each beside a hard twin.

- An aside that refers to an earlier message of the writer's own, written as formal mail writes it (`as mentioned in
  our previous e-mail`, `tal como le indicamos en nuestro correo anterior`, `如我司前一封邮件所述`), between commas or
  in brackets, is about the conversation, not the clause (DESIGN §4, amended: a parenthetical or discourse marker is
  a safe deletion). Twins: the same reference to a third party's words (an attribution), or one holding a restriction.
- The writer's own notice frame opening a sentence (`We confirm that …`, `Te confirmamos que …`, `特此通知：…`) asserts
  what follows, as a discourse marker leaves it (`_openers`). Twins: a negated, hedged or third person's frame.
- A label that says the keyed slot is set (`Appointment confirmed:`, `预约成功：`), as `booked` and `confirmada` did.
  Twins: `cancelled`, `已取消`, `不成功`.
- An aside that lists, between commas, what the noun before it is like (`(en la calle Mayor, a dos minutos de la
  plaza)`, `(my flatmate, the tall one)`, `（离古城五分钟，老板很好）`) describes that noun. Twins: a part that is
  only a measure (`(2 hours, residents)`), a time frame, focus or condition word, or an amount of the noun (`(well,
  half a portion)`).
- A contact line's opening for every question (`For any questions,`, `Para cualquier duda,`, `如有任何问题，`) is a
  free choice, and the group's `nos` glued to an imperative (`llámenos`) its key subject. Twins: a kind of question or
  an urgency (`For any urgent issues,`, `Para cualquier urgencia,`), the speaker's `me` for a group key.
- A weekday in brackets right after a date (`4月9日（周四）`, `March 18 (Tue)`, `el 18 de marzo (martes)`) restates
  the date. Twins: a weekday in an aside after anything else says when its clause holds (`Delivery (Mondays) is
  free`), a time frame; main accepted the English and Chinese ones.
- A contrast tail `…, not Wednesdays` after a value that keeps a time of its own names the time it replaces; after
  any other value it is an exception (`The office opens at 9, not on Sundays`, which main accepted).
- The addressee's possessive before a word of the key's relation, in Chinese as in English and Spanish since round 7
  (`您的理赔编号为…` for `李先生/理赔编号`). Twins: the same words under a key whose subject is the speaker.
- The speaker's own possessive before a word of the key's subject (`My booking code is …` for `booking/code`, `我儿子的
  班主任叫…` for `儿子/班主任`), as the addressee's and a third person's are read. Twins: before a word of the
  relation only (`My email is …` for `booking/email`), past another owner (`My sister's booking code`).
- A code of letters then digit groups (`NBM-2026-0418837`, `ORD-2024-001`) is one identifier (DESIGN §4, amended).
  Twins: its tail alone (`2024-001`, which main accepted as a phone number of its own).
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, key, speaker, supported)
REFERENCES = [
    ("the container cleared customs on 3 December", "the container, as mentioned in our previous e-mail, cleared "
     "customs on 3 December.", None, None, True),
    ("the container cleared customs on 3 December",
     "the container, as mentioned by the broker, cleared customs on 3 December.", None, None, False),
    ("the container cleared customs on 3 December", "the container, as Bob mentioned, cleared customs on 3 December.",
     None, None, False),
    ("The refund was issued on Monday", "The refund (as previously advised) was issued on Monday.", None, None, True),
    ("The refund was issued on Monday", "The refund (as previously advised, only for unused tickets) was issued on "
     "Monday.", None, None, False),
    ("la mercancía salió del puerto de Valencia el 2 de diciembre", "la mercancía, tal como le indicamos en nuestro "
     "correo anterior, salió del puerto de Valencia el 2 de diciembre.", None, None, True),
    ("la mercancía salió del puerto el 2 de diciembre", "la mercancía, como le comentó su asesor, salió del puerto el "
     "2 de diciembre.", None, None, False),
    ("El pago se realizó el lunes", "El pago, según le comentamos por teléfono, se realizó el lunes.", None, None,
     True),
    ("El pago se realizó el lunes", "El pago (según le comentamos, si no hay incidencias) se realizó el lunes.", None,
     None, False),
    ("该批货物已于12月3日清关", "该批货物，如我司前一封邮件所述，已于12月3日清关。", None, None, True),
    ("该批货物已于12月3日清关", "该批货物，如报关行所说，已于12月3日清关。", None, None, False),
    ("尾款已于周一付清", "尾款（如前所述）已于周一付清。", None, None, True),
    ("尾款已于周一付清", "尾款（如前所述，仅限首期）已于周一付清。", None, None, False),
]  # fmt: skip

WEEKDAYS = [
    ("March 18 at 9:30", "Appointment: March 18 (Tue) at 9:30", "dentist/appointment_time", None, True),
    ("5 pm", "Pickup at 5 pm (Saturday)", "order/pickup_time", None, False),
    ("Delivery is free", "Delivery (Mondays) is free", None, None, False),
    ("el 18 de marzo a las 9:30", "Cita: el 18 de marzo (martes) a las 9:30", "dentista/cita", None, True),
    ("La recogida es a las 17 h", "La recogida (sábados) es a las 17 h", None, None, False),
    ("4月9日下午2:30", "复诊时间：4月9日（周四）下午2:30", "复诊/时间", None, True),
    ("下午5点", "取件时间：下午5点（周六）", "快递/取件时间", None, False),
    ("停车免费", "停车（周日）免费", None, None, False),
    # a contrast tail: the alternative a kept time replaces, or an exception
    ("the bins are collected on Thursdays now", "the bins are collected on Thursdays now, not Wednesdays.", None, None,
     True),
    ("The office opens at 9", "The office opens at 9, not on Sundays.", None, None, False),
    ("la basura se recoge ahora los martes", "la basura se recoge ahora los martes, no los lunes.", None, None, True),
    ("La oficina abre a las 9", "La oficina abre a las 9, no los domingos.", None, None, False),
    ("垃圾现在周四收", "垃圾现在周四收，不是周三。", None, None, True),
    ("办公室九点开门", "办公室九点开门，周日除外。", None, None, False),
]  # fmt: skip

ADDRESSEE = [
    ("CLM20261108553", "您的理赔编号为CLM20261108553", "李先生/理赔编号", None, True),
    ("CLM20261108553", "您的理赔编号为CLM20261108553", "李先生/理赔编号", "李先生", False),
    ("CLM20261108553", "您的备用理赔编号为CLM20261108553", "李先生/理赔编号", None, False),
    ("https://piao.example.cn/t/8812KQ", "您的电子票链接：https://piao.example.cn/t/8812KQ", "演出/电子票链接", None,
     True),
    ("K7XQ92M", "Your confirmation code is K7XQ92M", "rental/confirmation_code", None, True),
    ("K7XQ92M", "Your confirmation code is K7XQ92M", "dana/confirmation_code", "Dana", False),
    ("SIN-884213", "Su número de siniestro es SIN-884213", "ortega/numero_siniestro", None, True),
    ("SIN-884213", "Su número de siniestro es SIN-884213", "ortega/numero_siniestro", "Ortega", False),
]  # fmt: skip


# A code that opens with letters and goes on with digit groups (`NBM-2026-0418837`, `INV-2026-00042`) is one identifier,
# no word and a phone number: main glued its digits as a phone number, refused the whole code and took its tail.
IDENTIFIERS = [
    ("NBM-2026-0418837", "Your claim number is NBM-2026-0418837 and an adjuster will contact you within two business "
     "days.", "alvarez/claim_number", None, True),
    ("2026-0418837", "Your claim number is NBM-2026-0418837.", "alvarez/claim_number", None, False),
    ("INV-2026-00042", "El número de factura es INV-2026-00042.", "factura/numero", None, True),
    ("INV-2026", "El número de factura es INV-2026-00042.", "factura/numero", None, False),
    ("ORD-2024-001", "订单号：ORD-2024-001", "订单/订单号", None, True),
    ("2024-001", "订单号：ORD-2024-001", "订单/订单号", None, False),
]  # fmt: skip

# The speaker's own possessive before a word of the key's subject, when the subject is a thing or another person
# (`My booking code` for `booking/code`): that thing is the key's subject, whoever owns it, as `your booking` and
# `her flight` are read (round 7). Before a word of the relation only, or past another owner, it stays refused.
SPEAKER_OWNS = [
    ("HT-88213", "My booking code is HT-88213", "booking/code", "Ana", True),
    ("ana@x.com", "My email is ana@x.com", "booking/email", "Ana", False),
    ("HT-88213", "My sister's booking code is HT-88213", "booking/code", "Ana", False),
    ("Ms. Park", "My son's teacher is Ms. Park", "son/teacher", "Tom", True),
    ("Ms. Park", "My son's old teacher was Ms. Park", "son/teacher", "Tom", False),
    ("HT-88213", "Mi código de reserva es HT-88213", "reserva/codigo", "Ana", True),
    ("ana@correo.es", "Mi correo es ana@correo.es", "reserva/correo", "Ana", False),
    ("HT-88213", "El código de reserva de mi hermana es HT-88213", "reserva/codigo", "Ana", False),
    ("欧阳澜", "我儿子的班主任叫欧阳澜", "儿子/班主任", "老温", True),
    ("021-66881234", "我那个宽带的联系电话是 021-66881234", "宽带/联系电话", "刘洋", True),
    ("555-0199", "我妈妈宽带的联系电话是 555-0199", "宽带/联系电话", "刘洋", False),
    ("ana@x.com", "我的邮箱是ana@x.com", "预订/邮箱", "小安", False),
]

# The writer's own notice frame opening a sentence (`We confirm that`, `Te confirmamos que`, `特此通知：`) asserts what
# follows; a negated, past, hedged or third person's frame does not.
NOTICES = [
    ("your table for four is booked for Saturday at 9:30 pm",
     "We confirm that your table for four is booked for Saturday at 9:30 pm.", None, None, True),
    ("your table for four is booked for Saturday at 9:30 pm",
     "We cannot confirm that your table for four is booked for Saturday at 9:30 pm.", None, None, False),
    ("your table for four is booked for Saturday at 9:30 pm",
     "Bob confirms that your table for four is booked for Saturday at 9:30 pm.", None, None, False),
    ("your table for four is booked for Saturday at 9:30 pm",
     "Just a reminder that your table for four is booked for Saturday at 9:30 pm.", None, None, True),
    ("your table for four is booked for Saturday at 9:30 pm",
     "We confirm that, if you pay today, your table for four is booked for Saturday at 9:30 pm.", None, None, False),
    ("su cita es el martes 12 a las 10:15", "Le recordamos que su cita es el martes 12 a las 10:15.", None, None, True),
    ("su cita es el martes 12 a las 10:15", "Creemos que su cita es el martes 12 a las 10:15.", None, None, False),
    ("tu mesa para cuatro está reservada para el sábado",
     "Te confirmamos que tu mesa para cuatro está reservada para el sábado.", None, None, True),
    ("您的四人桌已预订在周六晚上9点半", "特此通知：您的四人桌已预订在周六晚上9点半。", None, None, True),
    ("您的四人桌已预订在周六晚上9点半", "我们无法确认您的四人桌已预订在周六晚上9点半。", None, None, False),
]  # fmt: skip

# A label that says the keyed slot is set (`Appointment confirmed:`, `预约成功：`), as `booked`, `scheduled`,
# `confirmada` already did (`lexicon.KEYED_SAFE`); one that says it is cancelled or failed names no value of it.
STATUSES = [
    ("March 18 at 9:30", "Appointment confirmed: March 18 at 9:30", "dentist/appointment_time", None, True),
    ("March 18 at 9:30", "Appointment cancelled: March 18 at 9:30", "dentist/appointment_time", None, False),
    ("el 18 de marzo a las 9:30", "Reserva confirmada: el 18 de marzo a las 9:30", "restaurante/reserva", None, True),
    ("el 18 de marzo a las 9:30", "Reserva cancelada: el 18 de marzo a las 9:30", "restaurante/reserva", None, False),
    ("3月18日上午9:30", "预约成功：3月18日（周二）上午9:30", "口腔科/预约时间", None, True),
    ("3月18日上午9:30", "预约已取消：3月18日上午9:30", "口腔科/预约时间", None, False),
    ("3月18日上午9:30", "预约不成功：3月18日上午9:30", "口腔科/预约时间", None, False),
]  # fmt: skip

# An aside that lists, between commas, what the noun before it is like (its place, its distance from something, its
# age, what it is) describes that noun; a part that is only a measure or an amount of the noun, or a time frame,
# focus or condition word, or a number after the aside, still restricts.
LISTED = [
    ("Tobias is allergic to cats", "Tobias (my flatmate, the tall one) is allergic to cats", None, None, True),
    ("The venue has step-free access", "The venue (downtown, 5 min from the station) has step-free access", None,
     None, True),
    ("Parking is free", "Parking (2 hours, residents) is free", None, None, False),
    ("Parking is free", "Parking (2 hours from arrival, on-street) is free", None, None, False),
    ("Our cabin has no internet", "Our cabin (by the lake, in winter) has no internet", None, None, False),
    ("We ordered the pulpo a feira and it was incredible",
     "We ordered the pulpo a feira (well, half a portion) and it was incredible.", None, None, False),
    ("La abuela de Rocío sigue haciendo pan", "Mi abuela (92 años, de un pueblo de Zamora) sigue haciendo pan", None,
     "Rocío", True),
    ("El hotel tiene parking gratuito", "El hotel (en la calle Mayor, a dos minutos de la plaza) tiene parking "
     "gratuito", None, None, True),
    ("El hotel tiene piscina", "El hotel (en el centro, solo para adultos) tiene piscina", None, None, False),
    ("La oferta es gratis", "La oferta (nuevos clientes, tres meses) es gratis", None, None, False),
    ("那家民宿可以带宠物", "那家民宿（离古城五分钟，老板很好）可以带宠物", None, None, True),
    ("那家餐厅可以停车", "那家餐厅（在市中心，仅限会员）可以停车", None, None, False),
    ("停车免费", "停车（两小时，业主）免费", None, None, False),
]  # fmt: skip

# A contact line's opening for every question (`For any questions,`, `If you have any questions,`, `Para cualquier
# duda,`, `如有任何问题，`) is a free choice, as `for anything` was; a kind of question or an urgency is no free choice.
# And the group's `nos` glued to an imperative (`llámenos`) is the group's key subject, as `us` is.
FREE_CHOICE = [
    ("support@acme.com", "For any questions, contact support@acme.com.", "acme/support_email", None, True),
    ("support@acme.com", "If you have any questions, contact support@acme.com.", "acme/support_email", None, True),
    ("support@acme.com", "For any urgent issues, contact support@acme.com.", "acme/support_email", None, False),
    ("support@acme.com", "If you have any questions about refunds, contact support@acme.com.", "acme/support_email",
     None, False),
    ("912 345 678", "Para cualquier duda, llámenos al 912 345 678.", "empresa/telefono", None, True),
    ("912 345 678", "Si tiene alguna duda, llame al 912 345 678.", "empresa/telefono", None, True),
    ("912 345 678", "Para cualquier urgencia, llámenos al 912 345 678.", "empresa/telefono", None, False),
    ("912 345 678", "Llámame al 912 345 678.", "empresa/telefono", None, False),
    ("400-820-1234", "如有任何问题，请拨打400-820-1234。", "公司/客服电话", None, True),
    ("400-820-1234", "如有任何问题，请拨打我同事的电话400-820-1234。", "公司/客服电话", None, False),
]  # fmt: skip

CASES = [
    *(pytest.param(*case, id=f"reference-{k}") for k, case in enumerate(REFERENCES)),
    *(pytest.param(*case, id=f"free-choice-{k}") for k, case in enumerate(FREE_CHOICE)),
    *(pytest.param(*case, id=f"listed-{k}") for k, case in enumerate(LISTED)),
    *(pytest.param(*case, id=f"status-{k}") for k, case in enumerate(STATUSES)),
    *(pytest.param(*case, id=f"notice-{k}") for k, case in enumerate(NOTICES)),
    *(pytest.param(*case, id=f"speaker-owns-{k}") for k, case in enumerate(SPEAKER_OWNS)),
    *(pytest.param(*case, id=f"identifier-{k}") for k, case in enumerate(IDENTIFIERS)),
    *(pytest.param(*case, id=f"weekday-{k}") for k, case in enumerate(WEEKDAYS)),
    *(pytest.param(*case, id=f"addressee-{k}") for k, case in enumerate(ADDRESSEE)),
]


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), CASES)
def test_an_aside_or_possessive_that_restricts_nothing_beside_its_restricting_twin(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    """A reference to the writer's own earlier message, a whole code, a weekday after a date and a contrast tail after a
    kept time, the addressee's possessive before the key's relation: supported; each twin refused (the module doc)."""
    verdict = check_support(value, evidence, evidence, key=key, speaker=speaker)
    assert verdict.ok is supported, verdict
