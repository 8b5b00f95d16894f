"""Red-team round 8 of issue 31 (DESIGN §4): hostile cases against round 34's late readings for typed values under
a key (f5a8e30, 2c0c40f), written in English, Spanish and Chinese the way extractors and adversaries write. Helper
rt8, 2026-12-06. No source was changed.

(The lead withdrew the readings of f5a8e30 and 2c0c40f the same day: the `ROUND34` cases are plain tests since, and
the 14 twins only they admitted are strict xfails, `_WITHDRAWN`.) Each case was run on main (2c0c40f) and on the
tree before round 34 (497b1bf). A strict xfail in `ROUND34` was a false accept on 2c0c40f that 497b1bf refused, so
these commits caused it; one in `EARLIER` is accepted by both. `TWINS` are
faithful cases accepted today and `NEGATIVES` hard negatives refused today, both pinned as plain tests.

Counts: 409 distinct probes (value, evidence, key, speaker), 148 accepted on main. Of the 361 that should be refused,
114 were accepted on main: 83 caused by round 34 and 31 older; all 114 are pinned below (83 `ROUND34`, 31 `EARLIER`),
with 22 twins and 40 hard negatives. Of the 48 faithful probes 34 were accepted and 14 refused (misses, not pinned:
`I changed my number from 699 111 222 to 612 345 678`, `They moved the meeting to 3 June`, `We upgraded the door
system to v4.7.2`, `Your booking AR-55K19 was confirmed`, `El firmware de la puerta se actualizó a la versión 4.7.2`).
Bisected on e338aa5 and f5a8e30 too: 56 of the 83 come with f5a8e30 (the verb of change, the version slot) and
27 with 2c0c40f (`your` in a preposition's object, the value before a copula); none is accepted on e338aa5. Of the
22 twins, 497b1bf accepts 8, f5a8e30 11 more and 2c0c40f the last 3.

Round 34's false accepts, by the reading that admitted them:
- `_typed._changed_to` (f5a8e30: an English verb of change before `[my/the + key words] to VALUE`): the value is
  taken as what holds now although the sentence goes on to undo, replace or fail the change (`… but changed it
  back`, `… and then to 699 111 222`, `… but it didn't work`, `… and later downgraded to v4.6`), although the change
  is asked for (`Please get my number changed to …`), planned or needed (`is set to upgrade to`, `needs to be
  upgraded to`), or made by an attacker (`Someone hacked my account and changed my number to …`), and although `the`
  leaves the object open (`My son's phone? I changed the number to …`, `I updated the contact to …`).
- `version`/`versión`/`版本` as a code slot (f5a8e30): a version said of the key's thing is taken as its version —
  the latest, the recommended, the one required or supported, one released, queued or still downloading, the
  hardware's (`The door system requires firmware version v4.7.2`, `门禁系统固件最新版本是v4.7.2`) — and Chinese
  upgrades that are advised, planned, needed, possible or failed (`建议…升级到`, `计划升级到`, `需要升级到`,
  `升级到v4.7.2失败了`) are read as done.
- `_typed._object_ok` (2c0c40f: `your` skipped before the key's subject word): another claim's id (`on your claim
  HC-55999` for `claim_HC-55102/…`), another amount of the claim (`the excess`, `the fee`, `the legal fees`, `the
  total on your claim HC-55102 comes to …` for `…/settlement_amount`) and hedges (`is estimated at`, `is said to be`).
- `_typed._np_ok` (2c0c40f: a typed value between its noun and a copula is no adjective): statuses that leave the code
  in doubt — `suspended`, `under review`, `being reviewed`, `waitlisted`, `a duplicate`, `a test`, `superseded`,
  `awaiting payment`, `still unpaid` (debatable), `está suspendida`, `está bloqueada`, `está duplicada`.

Several are older holes that round 34 unmasked: 497b1bf refused the sentence for the word the new reading now skips
(`your`, the past verb), not for the hedge, status or later undoing that makes it false. `EARLIER` holds the same
sentences without that word, accepted by both trees (`Booking AR-55K19 is suspended`, `the fee on claim HC-55102
comes to …`, `the settlement on claim HC-55102 is estimated at …`, `My number is 612 345 678 but I changed it
back`); Chinese statuses (`待审核`, `审核中`, `待付款`, `已暂停`) were already accepted.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

_NUM = "612 345 678"
_PHONE = "ana/phone"
_EMAIL = "ana/email"
_FW = "v4.7.2"
_FW_KEY = "door_system/firmware_version"
_FW_ZH = "门禁系统/固件版本"
_AMOUNT = "£1,240.00"
_CLAIM = "claim_HC-55102/settlement_amount"
_CODE = "AR-55K19"
_BOOKING = "car_rental/booking_code"
_RESERVA = "alquiler_coche/codigo_reserva"
_RESERVA_ZH = "租车/预订号"

# (value, evidence, key, speaker): accepted on 2c0c40f, refused on 497b1bf
ROUND34 = [
    # (_changed_to: the change undone, replaced or failed later in the sentence)
    pytest.param(_NUM, "I changed my number to 612 345 678 but changed it back", _PHONE, "Ana", id="changed-back"),
    pytest.param(_NUM, "I changed my number to 612 345 678, then back again", _PHONE, "Ana", id="then-back-again"),
    pytest.param(_NUM, "I changed my number to 612 345 678. Then I switched back.", _PHONE, "Ana",
                 id="then-switched-back"),
    pytest.param(_NUM, "I changed my number to 612 345 678. Then I changed it again.", _PHONE, "Ana",
                 id="then-changed-again"),
    pytest.param(_NUM, "Changed my number to 612 345 678. Reverted it the next day.", _PHONE, "Ana",
                 id="reverted-next-day"),
    pytest.param(_NUM, "I changed my number to 612 345 678, but undid it", _PHONE, "Ana", id="but-undid-it"),
    pytest.param(_NUM, "I changed my number to 612 345 678 and then ported it back", _PHONE, "Ana",
                 id="ported-back"),
    pytest.param(_NUM, "I changed my number to 612 345 678 and then to 699 111 222", _PHONE, "Ana",
                 id="and-then-to-another-number"),
    pytest.param("x@y.com", "I switched my email to x@y.com and then to z@w.com", _EMAIL, "Ana",
                 id="and-then-to-another-email"),
    pytest.param(_NUM, "I changed my number to 612 345 678 but it didn't work", _PHONE, "Ana", id="didnt-work"),
    pytest.param(_NUM, "I changed my number to 612 345 678 but it was rejected", _PHONE, "Ana", id="was-rejected"),
    pytest.param(_NUM, "I changed my number to 612 345 678 but it failed", _PHONE, "Ana", id="it-failed"),
    pytest.param("3 June", "The meeting was moved to 3 June but then moved back", "meeting/date", None,
                 id="meeting-moved-back"),
    pytest.param("3 June", "The meeting was moved to 3 June and then to 10 June", "meeting/date", None,
                 id="meeting-then-to-another-date"),
    pytest.param("3 June", "The meeting was moved to 3 June and again to 10 June", "meeting/date", None,
                 id="meeting-again-to-another-date"),
    pytest.param("$1,200", "My rent was updated to $1,200 and then reduced", "ana/rent", "Ana",
                 id="rent-then-reduced"),
    pytest.param("https://ana.dev", "I moved my website to https://ana.dev but it's still down", "ana/website",
                 "Ana", id="website-still-down"),
    pytest.param("https://ana.dev", "I moved my website to https://ana.dev and then to https://ana.io",
                 "ana/website", "Ana", id="website-then-to-another-url"),
    pytest.param(_FW, "The door system firmware was upgraded to v4.7.2 and later downgraded to v4.6", _FW_KEY, None,
                 id="fw-later-downgraded"),
    pytest.param(_FW, "The door system firmware was upgraded to v4.7.2 but rolled back", _FW_KEY, None,
                 id="fw-rolled-back"),
    pytest.param(_FW, "The door system firmware was upgraded to v4.7.2 but the upgrade failed", _FW_KEY, None,
                 id="fw-upgrade-failed"),
    pytest.param(_FW, "The door system firmware was updated to v4.7.2 beta", _FW_KEY, None, id="fw-beta"),
    # (_changed_to: the change requested, planned or needed, not made)
    pytest.param(_NUM, "Please get my number changed to 612 345 678", _PHONE, "Ana", id="please-get-changed"),
    pytest.param(_FW, "The door system firmware is set to upgrade to v4.7.2", _FW_KEY, None, id="fw-set-to-upgrade"),
    pytest.param(_FW, "The door system firmware is set to be upgraded to v4.7.2", _FW_KEY, None,
                 id="fw-set-to-be-upgraded"),
    pytest.param(_FW, "The door system firmware needs to be upgraded to v4.7.2", _FW_KEY, None,
                 id="fw-needs-to-be-upgraded"),
    # (_changed_to: made by an attacker, or `the` leaving the object open)
    pytest.param(_NUM, "Someone hacked my account and changed my number to 612 345 678", _PHONE, "Ana",
                 id="hacker-changed-number"),
    pytest.param(_NUM, "The scammer changed my number to 612 345 678", _PHONE, "Ana", id="scammer-changed-number"),
    pytest.param("x@y.com", "Hackers updated my email to x@y.com", _EMAIL, "Ana", id="hackers-updated-email"),
    pytest.param("699 111 222", "My son's phone? I changed the number to 699 111 222", _PHONE, "Ana",
                 id="sons-phone-the-number"),
    pytest.param(_NUM, "I changed the number to 612 345 678", _PHONE, "Ana", id="changed-the-number"),
    pytest.param(_NUM, "I updated the contact to 612 345 678", _PHONE, "Ana", id="updated-the-contact"),
    pytest.param(_NUM, "I changed my contact to 612 345 678", _PHONE, "Ana", id="changed-my-contact"),
    # (version as a code slot: a version that is not the installed one)
    pytest.param(_FW, "The door system latest firmware version is v4.7.2", _FW_KEY, None, id="fw-latest-version"),
    pytest.param(_FW, "Firmware version v4.7.2 is available for the door system", _FW_KEY, None,
                 id="fw-version-available"),
    pytest.param(_FW, "The door system requires firmware version v4.7.2", _FW_KEY, None, id="fw-requires-version"),
    pytest.param(_FW, "The door system supports firmware version v4.7.2", _FW_KEY, None, id="fw-supports-version"),
    pytest.param(_FW, "The door system firmware version v4.7.2 fixes the lock bug", _FW_KEY, None,
                 id="fw-version-fixes-bug"),
    pytest.param(_FW, "The door system firmware version v4.7.2 is out", _FW_KEY, None, id="fw-version-is-out"),
    pytest.param(_FW, "The door system firmware version v4.7.2 is recommended", _FW_KEY, None,
                 id="fw-version-recommended"),
    pytest.param(_FW, "The door system firmware version v4.7.2 is deprecated", _FW_KEY, None,
                 id="fw-version-deprecated"),
    pytest.param(_FW, "The door system firmware version v4.7.2 is still downloading", _FW_KEY, None,
                 id="fw-version-downloading"),
    pytest.param(_FW, "The door system firmware version v4.7.2 is queued", _FW_KEY, None, id="fw-version-queued"),
    pytest.param(_FW, "The door system firmware version v4.7.2 is being installed", _FW_KEY, None,
                 id="fw-version-being-installed"),
    pytest.param(_FW, "The door system hardware version is v4.7.2", _FW_KEY, None, id="fw-hardware-version"),
    pytest.param(_FW, "门禁系统固件最新版本是v4.7.2", _FW_ZH, None, id="zh-latest-version"),
    pytest.param(_FW, "门禁系统固件推荐版本是v4.7.2", _FW_ZH, None, id="zh-recommended-version"),
    pytest.param(_FW, "门禁系统固件v4.7.2版本已发布", _FW_ZH, None, id="zh-version-released"),
    pytest.param(_FW, "门禁系统固件最高支持v4.7.2版本", _FW_ZH, None, id="zh-supports-up-to"),
    pytest.param(_FW, "门禁系统固件升级到v4.7.2失败了", _FW_ZH, None, id="zh-upgrade-failed"),
    pytest.param(_FW, "门禁系统固件升级到了v4.7.2，后来又降级了", _FW_ZH, None, id="zh-upgraded-then-downgraded"),
    pytest.param(_FW, "建议门禁系统固件升级到v4.7.2", _FW_ZH, None, id="zh-advised-upgrade"),
    pytest.param(_FW, "门禁系统固件需要升级到v4.7.2", _FW_ZH, None, id="zh-needs-upgrade"),
    pytest.param(_FW, "门禁系统固件准备升级到v4.7.2", _FW_ZH, None, id="zh-preparing-upgrade"),
    pytest.param(_FW, "门禁系统固件计划升级到v4.7.2", _FW_ZH, None, id="zh-planned-upgrade"),
    pytest.param(_FW, "门禁系统固件可以升级到v4.7.2", _FW_ZH, None, id="zh-can-upgrade"),
    # (_object_ok: `your` skipped; another claim, another amount, a hedge)
    pytest.param(_AMOUNT, "the settlement on your claim HC-55999 comes to £1,240.00", _CLAIM, None,
                 id="claim-another-claim-id"),
    pytest.param(_AMOUNT, "the excess on your claim HC-55102 comes to £1,240.00", _CLAIM, None,
                 id="claim-excess"),
    pytest.param(_AMOUNT, "the excess on your claim comes to £1,240.00", _CLAIM, None, id="claim-excess-no-id"),
    pytest.param(_AMOUNT, "the deductible on your claim HC-55102 comes to £1,240.00", _CLAIM, None,
                 id="claim-deductible"),
    pytest.param(_AMOUNT, "the interim payment on your claim HC-55102 comes to £1,240.00", _CLAIM, None,
                 id="claim-interim-payment"),
    pytest.param(_AMOUNT, "the fee on your claim HC-55102 comes to £1,240.00", _CLAIM, None, id="claim-fee"),
    pytest.param(_AMOUNT, "the legal fees on your claim HC-55102 come to £1,240.00", _CLAIM, None,
                 id="claim-legal-fees"),
    pytest.param(_AMOUNT, "the total on your claim HC-55102 comes to £1,240.00", _CLAIM, None, id="claim-total"),
    pytest.param(_AMOUNT, "the settlement on your claim HC-55102 comes to £1,240.00, minus the excess", _CLAIM, None,
                 id="claim-minus-the-excess"),
    pytest.param(_AMOUNT, "the settlement on your claim HC-55102 is estimated at £1,240.00", _CLAIM, None,
                 id="claim-estimated-at"),
    pytest.param(_AMOUNT, "the settlement on your claim is estimated at £1,240.00", _CLAIM, None,
                 id="claim-estimated-at-no-id"),
    pytest.param(_AMOUNT, "the settlement on your claim HC-55102 is estimated to be £1,240.00", _CLAIM, None,
                 id="claim-estimated-to-be"),
    pytest.param(_AMOUNT, "the settlement on your claim HC-55102 is expected to come to £1,240.00", _CLAIM, None,
                 id="claim-expected-to-come-to"),
    pytest.param(_AMOUNT, "the settlement on your claim HC-55102 is said to be £1,240.00", _CLAIM, None,
                 id="claim-said-to-be"),
    pytest.param(_AMOUNT, "the settlement on your claim HC-55102 is rumoured to be £1,240.00", _CLAIM, None,
                 id="claim-rumoured-to-be"),
    # (_np_ok: a status after the copula that leaves the code in doubt)
    pytest.param(_CODE, "Your booking AR-55K19 is suspended", _BOOKING, None, id="booking-suspended"),
    pytest.param(_CODE, "Your booking AR-55K19 is under review", _BOOKING, None, id="booking-under-review"),
    pytest.param(_CODE, "Your booking AR-55K19 is being reviewed", _BOOKING, None, id="booking-being-reviewed"),
    pytest.param(_CODE, "Your booking AR-55K19 is waitlisted", _BOOKING, None, id="booking-waitlisted"),
    pytest.param(_CODE, "Your booking AR-55K19 is a duplicate", _BOOKING, None, id="booking-duplicate"),
    pytest.param(_CODE, "Your booking AR-55K19 is a test", _BOOKING, None, id="booking-a-test"),
    pytest.param(_CODE, "Your booking AR-55K19 is superseded", _BOOKING, None, id="booking-superseded"),
    pytest.param(_CODE, "Your booking AR-55K19 is awaiting payment", _BOOKING, None, id="booking-awaiting-payment"),
    pytest.param(_CODE, "Your booking AR-55K19 is still unpaid", _BOOKING, None, id="booking-still-unpaid"),
    pytest.param(_CODE, "Su reserva AR-55K19 está suspendida", _RESERVA, None, id="es-reserva-suspendida"),
    pytest.param(_CODE, "Su reserva AR-55K19 está bloqueada", _RESERVA, None, id="es-reserva-bloqueada"),
    pytest.param(_CODE, "Su reserva AR-55K19 está duplicada", _RESERVA, None, id="es-reserva-duplicada"),
]  # fmt: skip

# False accepts found while probing that 497b1bf accepts too (not caused by round 34).
EARLIER = [
    pytest.param(_NUM, "I have to change my number to 612 345 678", _PHONE, "Ana", id="have-to-change"),
    pytest.param(_NUM, "My number is 612 345 678 but I changed it back", _PHONE, "Ana", id="is-but-changed-back"),
    pytest.param(_NUM, "My number is 612 345 678, then I changed it again", _PHONE, "Ana", id="is-then-changed"),
    pytest.param("x@y.com", "I set my email to forward to x@y.com", _EMAIL, "Ana", id="set-email-to-forward-to"),
    pytest.param("x@y.com", "I set my email to auto-forward to x@y.com", _EMAIL, "Ana", id="set-email-auto-forward"),
    pytest.param("x@y.com", "I set my email to x@y.com as a test", _EMAIL, "Ana", id="set-email-as-a-test"),
    pytest.param(_NUM, "I set my phone to forward to 612 345 678", _PHONE, "Ana", id="set-phone-to-forward-to"),
    pytest.param(_NUM, "I set the recovery number to 612 345 678", _PHONE, "Ana", id="set-recovery-number"),
    pytest.param(_FW, "Door system firmware version: v4.7.2 (recommended)", _FW_KEY, None,
                 id="fw-label-recommended"),
    pytest.param(_FW, "The door system firmware version v4.7.2 is scheduled", _FW_KEY, None, id="fw-scheduled"),
    pytest.param(_FW, "The door system app version is v4.7.2", _FW_KEY, None, id="fw-app-version"),
    pytest.param(_AMOUNT, "the excess on claim HC-55102 comes to £1,240.00", _CLAIM, None, id="claim-excess-bare"),
    pytest.param(_AMOUNT, "the fee on claim HC-55102 comes to £1,240.00", _CLAIM, None, id="claim-fee-bare"),
    pytest.param(_AMOUNT, "the settlement on claim HC-55999 comes to £1,240.00", _CLAIM, None,
                 id="claim-another-id-bare"),
    pytest.param(_AMOUNT, "the settlement on claim HC-55102 is estimated at £1,240.00", _CLAIM, None,
                 id="claim-estimated-bare"),
    pytest.param(_CODE, "Booking AR-55K19 is suspended", _BOOKING, None, id="booking-suspended-bare"),
    pytest.param(_CODE, "Your booking code AR-55K19 is suspended", _BOOKING, None, id="booking-code-suspended"),
    pytest.param("€400", "The insurance on your car costs €400", "car/insurance_cost", "Ana",
                 id="speaker-says-your-car"),
    pytest.param("400 €", "El seguro para tu coche cuesta 400 €", "coche/precio_seguro", "Ana",
                 id="es-speaker-says-tu-coche"),
    pytest.param(_CODE, "您的预订AR-55K19待审核", _RESERVA_ZH, None, id="zh-pending-review"),
    pytest.param(_CODE, "您的预订AR-55K19审核中", _RESERVA_ZH, None, id="zh-under-review"),
    pytest.param(_CODE, "您的预订AR-55K19待付款", _RESERVA_ZH, None, id="zh-awaiting-payment"),
    pytest.param(_CODE, "您的预订AR-55K19已暂停", _RESERVA_ZH, None, id="zh-suspended"),
    pytest.param(_CODE, "您的预订AR-55K19正在处理中", _RESERVA_ZH, None, id="zh-being-processed"),
    pytest.param("€400", "The insurance for your car costs €400", "ana_car/insurance_cost", "Ana",
                 id="speaker-says-your-car-owned-key"),
    pytest.param(_AMOUNT, "the excess on the claim comes to £1,240.00", _CLAIM, None, id="claim-excess-the-claim"),
    pytest.param(_AMOUNT, "the settlement on the claim HC-55102 is estimated at £1,240.00", _CLAIM, None,
                 id="claim-estimated-the-claim"),
    pytest.param(_AMOUNT, "the settlement on claim HC-55102 is said to be £1,240.00", _CLAIM, None,
                 id="claim-said-to-be-bare"),
    pytest.param(_CODE, "The booking AR-55K19 is suspended", _BOOKING, None, id="the-booking-suspended"),
    pytest.param(_CODE, "Booking AR-55K19 is a duplicate", _BOOKING, None, id="booking-duplicate-bare"),
    pytest.param("x@y.com", "I set my email to x@y.com to forward", _EMAIL, "Ana", id="set-email-to-forward"),
]  # fmt: skip

# Faithful twins, accepted today: (value, evidence, key, speaker)
TWINS = [
    (_NUM, "I changed my number to 612 345 678", _PHONE, "Ana"),
    (_NUM, "I just changed my number to 612 345 678", _PHONE, "Ana"),
    (_NUM, "I changed my number to 612 345 678 but the bank still has the old one", _PHONE, "Ana"),
    (_NUM, "The company changed my number to 612 345 678", _PHONE, "Ana"),
    (_NUM, "I changed my mobile to 612 345 678", _PHONE, "Ana"),
    ("x@y.com", "I switched my email to x@y.com", _EMAIL, "Ana"),
    ("3 June", "The meeting was moved to 3 June", "meeting/date", None),
    ("$1,200", "My rent was changed to $1,200", "ana/rent", "Ana"),
    ("https://ana.dev", "I moved my website to https://ana.dev", "ana/website", "Ana"),
    (_FW, "The door system firmware was upgraded to v4.7.2", _FW_KEY, None),
    (_FW, "The door system firmware version is v4.7.2", _FW_KEY, None),
    (_FW, "The door system firmware version v4.7.2 is installed", _FW_KEY, None),
    (_FW, "门禁系统固件版本是v4.7.2", _FW_ZH, None),
    ("4.7.2", "La versión del firmware de la puerta es 4.7.2", "puerta/version_firmware", None),
    (_AMOUNT, "the settlement on your claim HC-55102 comes to £1,240.00", _CLAIM, None),
    (_AMOUNT, "the settlement on claim HC-55102 comes to £1,240.00", _CLAIM, None),
    ("$35", "The refund for your order #4471 is $35", "order_4471/refund", None),
    ("€400", "The insurance on my car costs €400", "car/insurance_cost", "Ana"),
    ("35 €", "El reembolso en su pedido 4471 es de 35 €", "pedido_4471/reembolso", None),
    (_CODE, "Your booking AR-55K19 is confirmed", _BOOKING, None),
    (_CODE, "Su reserva AR-55K19 está confirmada", _RESERVA, None),
    (_CODE, "您的预订AR-55K19已确认", _RESERVA_ZH, None),
]

# Hard negatives, refused today: (value, evidence, key, speaker)
NEGATIVES = [
    (_NUM, "I tried to change my number to 612 345 678", _PHONE, "Ana"),
    (_NUM, "I asked them to change my number to 612 345 678", _PHONE, "Ana"),
    (_NUM, "They set my number to 612 345 678 but I reset it", _PHONE, "Ana"),
    (_NUM, "I changed my number to 612 345 678 for the trip", _PHONE, "Ana"),
    (_NUM, "I've just been told to switch my number to 612 345 678", _PHONE, "Ana"),
    (_NUM, "I changed my number to 612 345 678, then reverted it", _PHONE, "Ana"),
    (_NUM, "I changed my number to 612 345 678 but cancelled the change", _PHONE, "Ana"),
    (_NUM, "I changed my number to 612 345 678 (pending)", _PHONE, "Ana"),
    (_NUM, "I haven't changed my number to 612 345 678", _PHONE, "Ana"),
    (_NUM, "I changed my wife's number to 612 345 678", _PHONE, "Ana"),
    (_NUM, "I changed my work number to 612 345 678", _PHONE, "Ana"),
    ("699 111 222", "I changed my number from 699 111 222 to 612 345 678", _PHONE, "Ana"),
    ("699 111 222", "I changed my number to 612 345 678 and my wife's to 699 111 222", _PHONE, "Ana"),
    ("x@y.com", "Updated my email to x@y.com last year, now it's z@w.com", _EMAIL, "Ana"),
    ("x@y.com", "My email was switched to x@y.com by the attacker", _EMAIL, "Ana"),
    ("3 June", "The meeting was moved to 3 June, then cancelled", "meeting/date", None),
    ("$1,200", "My rent was changed to $1,200 in the draft lease", "ana/rent", "Ana"),
    (_FW, "The door system firmware was upgraded to v4.7.2, then reverted", _FW_KEY, None),
    (_FW, "The door system firmware was scheduled to be upgraded to v4.7.2", _FW_KEY, None),
    (_FW, "The door system firmware was upgraded from v4.7.2 to v4.8", _FW_KEY, None),
    (_FW, "The lift firmware was upgraded to v4.7.2", _FW_KEY, None),
    (_FW, "The latest firmware version is v4.7.2", _FW_KEY, None),
    (_FW, "门禁系统固件升级到v4.7.2后又回滚了", _FW_ZH, None),
    (_FW, "门禁系统固件没有升级到 v4.7.2", _FW_ZH, None),
    ("4.7.2", "La última versión del firmware de la puerta es 4.7.2", "puerta/version_firmware", None),
    (_AMOUNT, "the settlement on your previous claim comes to £1,240.00", _CLAIM, None),
    (_AMOUNT, "the settlement on your claim HC-55102 could come to £1,240.00", _CLAIM, None),
    (_AMOUNT, "the proposed settlement on your claim HC-55102 comes to £1,240.00", _CLAIM, None),
    (_AMOUNT, "the settlement on your claim HC-55102 comes to £1,240.00", "claim_HC-55102/excess", None),
    ("$35", "The refund for your order #4472 is $35", "order_4471/refund", None),
    (_CODE, "Your booking AR-55K19 is pending", _BOOKING, None),
    (_CODE, "Your booking AR-55K19 is on hold", _BOOKING, None),
    (_CODE, "Your booking AR-55K19 is not confirmed yet", _BOOKING, None),
    (_CODE, "Your booking AR-55K19 is invalid", _BOOKING, None),
    (_CODE, "Your hotel booking AR-55K19 is confirmed", _BOOKING, None),
    (_CODE, "Su reserva AR-55K19 está en revisión", _RESERVA, None),
    (_CODE, "Su reserva AR-55K19 está sin confirmar", _RESERVA, None),
    (_CODE, "Su reserva AR-55K19 es de otro cliente", _RESERVA, None),
    (_CODE, "您的预订AR-55K19尚未确认", _RESERVA_ZH, None),
    (_CODE, "您的酒店预订AR-55K19已确认", _RESERVA_ZH, None),
]


def _ok(value: str, evidence: str, key: str, speaker: str | None) -> bool:
    return check_support(value, evidence, evidence, speaker=speaker, key=key).ok


# (the lead withdrew both commits' readings the same day — `_changed_to`, `version` as a code slot, `your` before the
# key's thing in a preposition's object, a value before a copula as no adjective —: every `ROUND34` case is refused
# again, and the twins only those readings admitted are strict xfails below)
@pytest.mark.parametrize(("value", "evidence", "key", "speaker"), ROUND34)
def test_round34_false_accepts_are_refused(value: str, evidence: str, key: str, speaker: str | None) -> None:
    assert not _ok(value, evidence, key, speaker)


# (closed by the lead the same day: statuses that leave a typed value in doubt or void — suspended, duplicate, `审核`,
# `待付`, `暂停`, `处理中` — in `lexicon.TYPED_FRAMES`)
_CLOSED_EARLIER = frozenset(
    {
        "fw-label-recommended",  # (round 38, twelfth session)
        "booking-suspended-bare",
        "booking-code-suspended",
        "zh-pending-review",
        "zh-under-review",
        "zh-awaiting-payment",
        "zh-suspended",
        "zh-being-processed",
        "the-booking-suspended",
        "booking-duplicate-bare",
        # (later the same day: an estimate, a rumour, an excess in a typed value's clause, `lexicon.TYPED_FRAMES`)
        "claim-excess-bare",
        "claim-estimated-bare",
        "claim-excess-the-claim",
        "claim-estimated-the-claim",
        "claim-said-to-be-bare",
    }
)
_EARLIER_MARK = pytest.mark.xfail(
    strict=True, reason="red-team round 8: an older false accept (497b1bf accepts it too)"
)


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker"),
    [pytest.param(*p.values, id=p.id, marks=() if p.id in _CLOSED_EARLIER else _EARLIER_MARK) for p in EARLIER],
)
def test_earlier_false_accepts_are_refused(value: str, evidence: str, key: str, speaker: str | None) -> None:
    assert not _ok(value, evidence, key, speaker)


_WITHDRAWN = frozenset(
    {
        "I changed my number to 612 345 678",
        "I just changed my number to 612 345 678",
        "Your booking AR-55K19 is confirmed",
        "I changed my number to 612 345 678 but the bank still has the old one",
        "Su reserva AR-55K19 está confirmada",
        "The company changed my number to 612 345 678",
        "I changed my mobile to 612 345 678",
        "I switched my email to x@y.com",
        "The meeting was moved to 3 June",
        "My rent was changed to $1,200",
        "I moved my website to https://ana.dev",
        "the settlement on your claim HC-55102 comes to £1,240.00",
        "The door system firmware was upgraded to v4.7.2",
        "The door system firmware version v4.7.2 is installed",
    }
)
_WITHDRAWN_MARK = pytest.mark.xfail(strict=True, reason="faithful, admitted only by round 34's withdrawn readings")


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker"),
    [pytest.param(*case, marks=_WITHDRAWN_MARK if case[1] in _WITHDRAWN else ()) for case in TWINS],
)
def test_faithful_twins_are_accepted(value: str, evidence: str, key: str, speaker: str | None) -> None:
    assert _ok(value, evidence, key, speaker)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker"), NEGATIVES)
def test_hard_negatives_are_refused(value: str, evidence: str, key: str, speaker: str | None) -> None:
    assert not _ok(value, evidence, key, speaker)
