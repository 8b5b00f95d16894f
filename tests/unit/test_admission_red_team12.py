"""Red-team round 12 of issue 31 (DESIGN §4): hostile cases against the readings added after red-team round 11, on
main (4881985), in English, Chinese and Spanish. Helper rt12, 2026-12-06. No source was changed.

The readings under test: (1) `_list_items._compound_modifier` — an English `-ing` word between an adjective
(lemminflect ADJ, not VERB) and a noun inside a list item is a modifier (`purple sprouting broccoli`, `new running
shoes`); (2) `lexicon.KEYED_CROSS_LANGUAGE`'s new words (`version` → `版本`/`versión`, `system` → `系统`/`sistema`,
`pos` → `收银`) and `KEYED_SAME_THING_MORE`'s `tracking` → `快递`/`单号`; (3) `_keywords._names_member` — a key whose
subject past an organization's namespace is the speaker's name (`brightshield/hannah_osei/email`, speaker Hannah
Osei) reads the first person as the key's subject; (4) `_key_claims.void_after` and `_list_items._plural_subject` as
rewritten. Each case was run through `check_support(value, evidence, evidence, guard=True, speaker=speaker, key=key)`
on main (4881985) and on the tree the session started from (7a5b8a8). A strict xfail in `CAUSED` is a false accept
on 4881985 that 7a5b8a8 refused; one in `OLDER` is accepted by both. No regression was found (`REGRESSIONS` is
empty): none of the 2,283 faithful records of the realistic dev and test splits, and none of the faithful probes,
is accepted by 7a5b8a8 and refused by 4881985. The one probe only 7a5b8a8 accepts is a false accept it closed: `Su
correo es …` (another's, or yours) for `empresa/ana_garcia/correo` with the speaker Ana García.

Counts: 1,022 distinct probes (value, evidence, speaker, key) written for this round by hand and by small
templates. 4881985 accepts 278 of them, 7a5b8a8 98; 181 are accepted only on 4881985, 1 only on 7a5b8a8. Reviewed by
hand and pinned here: 83 false accepts caused (`CAUSED`) and 27 older (`OLDER`).

Caused, by the reading that admitted them:
- (1) An adjective that heads a participle phrase (`happy`, `glad`, `fond`), not a noun's modifier: `I don't eat meat,
  happy eating fish and eggs` gives `I don't eat eggs` (the polarity flips), `I dislike dogs, happy owning cats and
  birds` gives `I dislike birds`, `She sold her car, happy walking dogs and kids` gives `She sold her kids`. The
  `-ing` form has its object after it, so its item is a clause, and the list's items are its objects, not the head
  verb's; under `never` or `don't` the same with `sorry`, `careful`, `afraid`, `sick`, `quick`. 20 cases. With `busy`,
  `eager`, `sad` both trees accept (`OLDER`), and `We never serve beef, proud serving fish and lamb` gives `We never
  serve lamb` on both.
- (2) `单号` reads an order number as a tracking number: `订单号：SF…`, `订单号码：`, `订单单号：` (an order number)
  for `…/tracking_number`; `快递单号：` for `…/return_tracking_number` and `…/exchange_tracking_number` (the key's
  narrowing word the label never says); and a note after the number that denies it or makes it another parcel's:
  `（错误）`, `（打错了）`, `（示例）`, `（举例）`, `（模板）`, `（测试）`, `（别人的）`, `（原单号）`, `（退货）`,
  `（退货用）`, `（换货）` (`void_after` knows `旧`, `作废`, `old`, `anterior` …, not these), or before the colon,
  where `void_after` never looks: `快递单号（旧）：`, `快递单号（退货）：`, `单号（订单）：`. 24 cases. `订单号是SF…`
  and `订单号 SF…` with no colon, and `Order number:`, are accepted by both (`OLDER`).
- (2) `系统`/`sistema`/`收银` name the key's subject only, yet a label of them alone gives any slot of it: the
  system's name as its `version` (`收银系统：Odoo`) or `vendor` (`收银系统：收银宝`), a code as its `license_key` or
  `admin_password` (`收银系统：AB12-CD34`, `Sistema: AB12-CD34`). 11 cases; English `System: …` is accepted by both
  (`OLDER`). And `版本：V5.2` (`version` alone) for `app/min_version`, `app/target_version`, `app/old_version`, and
  `新版本：V5.2` (a new version) for `app/old_version`. 4 cases. The same notes after a version (`收银系统版本
  V5.2.14…`): `（隔壁店）` (the shop next door's), `（总部）`, `（示例）`, `（举例）`, `（错误）`, `（打错了）`. 6
  cases. The narrowing labels the brief named (`旧版本`, `最低版本`, `推荐版本`, `目标版本`) under a plain `…/version`
  key are all refused.
- (3) The speaker's name past a namespace opens the key to what the plain name's key already let through: `My email is
  …` or `Email me at …` for `brightshield/hannah_osei/team_email`, `…/family_email`, `…/support_email`,
  `…/shared_email` (a group's address, which the first person singular does not give); a line another person says
  (`Tom: my email is …`, `Tom: I'm the CTO.`) with the speaker Hannah Osei; the same in Chinese and Spanish
  (`公司/小刘/团队邮箱` ← `我的邮箱是…`, `小王：我的邮箱是…`, `empresa/ana_garcia/correo_del_equipo` ← `Mi correo es
  …`, `Tom: mi correo es …`). 13 cases; the English ones under the plain key `hannah_osei/…` are accepted by both
  (`OLDER`). A person's namespace (`tom/hannah_osei/email`), near-names (`brightshield/hannah/email`, `…/osei/email`),
  `our`, `we`, and another person's possessive (`My manager's email`) were refused or read faithfully.
- (4) `_plural_subject` walks back from an item to the first word it takes for a verb, and `to` is one: in `He sells
  cars to dealers, drinks and smokes` it stops at `to`, reads `cars` as the list's subject, plural, and makes the
  verbs `drinks`, `smokes` plural-noun items: `He sells cars to drinks`; `like` (a verb's spelling) does the same: `He
  sells cars like drinks`. 5 cases. A relative clause with a plural subject ending the first item (`He sells cars
  people want, drinks and smokes` gives `He sells cars people want drinks`) is accepted by both (`OLDER`).
  `void_after` only refuses; nothing it now accepts was found.

Older (`OLDER`): the twins named above, and a key whose relation parses past its slot (`brightshield/hannah_osei/
email/work`) takes `His email is …`, `Her email is …`, `Our email is …` from Hannah Osei.

Not pinned (judged faithful or open): faithful accepts the readings were made for (`I keep snacks` ← `I keep fresh
drinking water, snacks and first aid kits`; `物流单号：` for `…/tracking_number`; `当前收银系统版本
V5.2.14（已过时）`, `（需升级）`, `(obsoleta)`: still the current version; `（已退回）`, `（拒收）`, `（退件）`: still
that parcel's number; `Our office is in Berlin.` for `…/hannah_osei/office_city`; `My email is …` for
`tom/hannah_osei/email`); generic labels under a narrower key (`单号：` for `…/tracking_number`, `系统版本：` for
`…/pos_system/version`, as round 11's `日期：`); `收银：0571-…` for `…/pos_system/phone` (a phone number's type names
the slot); `My email is …` for `brightshield/hannah_osei_jr/email` (the speaker may be the junior). Also seen: `I
bought socks` ← `I bought new running shoes, socks and shorts` is refused by both trees (recall, not this round's
subject).
Closed (the lead, the same session): all 83 of `CAUSED` and 4 of the 27 `OLDER`. Three readings were withdrawn — an
`-ing` word after an adjective as a modifier, the cross-language `快递`/`单号` (tracking) and `版本`/`系统`/`收银`
(version, system, pos), and the namespaced speaker key (its false accepts were the plain key's older holes: a
narrower relation, another's labelled line); `_plural_subject` skips a preposition inside an item (`cars to dealers`);
and `tracking`/`seguimiento` is a narrowing word of `number` that the evidence must hold (`运单`, `物流`, `快递`,
`tracking`, `seguimiento`: `订单号：SF…` is no tracking number). Round 37 (eleventh session) closed those two older
holes — a group's relation (`team_email`, `family_email`, `shared_email`, `support_email` unless the evidence says what
support is for) narrows the slot, and a label opening the evidence that names someone else (`Tom: …`) is their turn —
and brought the namespaced speaker key back: every case of this round stays refused.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

_H = "Hannah Osei"
_E = "h.osei@brightshield.io"
_SF = "SF1402287765031"
_T = "qingdeng_books/order_6621/tracking_number"
_O = "order_6621/tracking_number"

Case = tuple[str, str, str | None, str | None]


def _keyed(key: str, value: str, *evidences: str, speaker: str | None = None) -> list[Case]:
    """One keyed value under each of these evidences."""
    return [(value, evidence, speaker, key) for evidence in evidences]


def _values(evidence: str, *values: str) -> list[Case]:
    """Each of these values from one evidence, with no speaker and no key."""
    return [(value, evidence, None, None) for value in values]


def _email(key: str, *evidences: str) -> list[Case]:
    """Hannah Osei's e-mail under `key`, from each evidence (`{}` stands for the address)."""
    return _keyed(key, _E, *(e.format(_E) for e in evidences), speaker=_H)


# (value, evidence, speaker, key)
CAUSED: list[Case] = [
    # (1) an adjective heading a participle phrase whose `-ing` form takes the list as its objects
    *_values("I don't eat meat, happy eating fish and eggs.", "I don't eat eggs"),
    *_values("I stopped eating meat, glad eating fish and eggs.", "I stopped eating eggs"),
    *_values("I can't stand cats, fond having dogs and birds.", "I can't stand birds"),
    *_values("I dislike dogs, happy owning cats and birds.", "I dislike birds"),
    *_values("I dislike dogs, happy owning cats, birds and fish.", "I dislike birds", "I dislike fish"),
    *_values("We avoid cars, happy riding bikes and trains.", "We avoid trains"),
    *_values("He refused wine, glad drinking water and juice.", "He refused juice"),
    *_values("I left early, glad leaving bags and coats.", "I left coats"),
    *_values("Tom avoids sugar, fond eating fruit and nuts.", "Tom avoids nuts"),
    *_values("She sold her car, happy walking dogs and kids.", "She sold her kids"),
    *(
        case
        for adjective in ("happy", "sorry", "careful", "afraid", "sick")
        for case in _values(f"I never buy meat, {adjective} buying fish and eggs.", "I never buy eggs")
    ),
    *(
        case
        for adjective in ("glad", "fond", "proud", "quick")
        for case in _values(f"We don't sell cars, {adjective} selling bikes and boats.", "We don't sell boats")
    ),
    # (2) `单号` reading another number, a narrowing word of the key unsaid, a note denying the number
    *_keyed(_T, _SF, f"订单号：{_SF}"),
    *_keyed(_O, _SF, f"订单号：{_SF}", f"订单号码：{_SF}", f"订单号:{_SF}", f"订单单号：{_SF}"),
    *_keyed("order_6621/return_tracking_number", _SF, f"快递单号：{_SF}", f"订单号：{_SF}", f"物流单号：{_SF}"),
    *_keyed("order_6621/exchange_tracking_number", _SF, f"快递单号：{_SF}"),
    *_keyed(_T, _SF, *(f"快递单号：{_SF}（{w}）" for w in ("退货用", "原单号", "示例", "打错了"))),
    *_keyed(_O, _SF, *(f"快递单号：{_SF}（{w}）" for w in ("退货", "换货", "错误"))),
    *_keyed("parcel_88/tracking_number", _SF, f"快递单号：{_SF}（退货用）"),
    *_keyed(_T, _SF, f"单号（订单）：{_SF}", f"快递单号（旧）：{_SF}", f"快递单号（退货）：{_SF}"),
    *_keyed(_T, _SF, *(f"快递单号：{_SF}（{w}）" for w in ("别人的", "测试", "模板", "举例"))),
    *_keyed(
        "shop/pos_system/version",
        "V5.2.14",
        "收银系统版本 V5.2.14（隔壁店）",
        "收银系统版本 V5.2.14（总部）",
        *(f"收银系统版本：V5.2.14（{w}）" for w in ("示例", "举例", "错误", "打错了")),
    ),
    # (2) a label naming only the key's subject (`系统`, `sistema`, `收银`), or `version` without the key's narrowing
    *_keyed("shop/pos_system/version", "Odoo", "收银系统：Odoo", "系统：Odoo", "Sistema: Odoo"),
    *_keyed("shop/pos_system/vendor", "收银宝", "收银系统：收银宝", "系统：收银宝", "Sistema: 收银宝"),
    *_keyed("shop/pos_system/vendor", "Odoo", "收银：Odoo"),
    *_keyed("shop/pos_system/license_key", "AB12-CD34", "收银系统：AB12-CD34", "Sistema: AB12-CD34"),
    *_keyed("shop/pos_system/admin_password", "AB12-CD34", "收银系统：AB12-CD34", "Sistema: AB12-CD34"),
    *_keyed("app/min_version", "V5.2", "版本：V5.2"),
    *_keyed("app/target_version", "V5.2", "版本：V5.2"),
    *_keyed("app/old_version", "V5.2", "版本：V5.2", "新版本：V5.2"),
    # (3) the speaker's name past a namespace: a group's address from the first person singular, another's line
    *_email("brightshield/hannah_osei/team_email", "My email is {}.", "Email me at {}."),
    *_email("brightshield/hannah_osei/family_email", "My email is {}."),
    *_email("brightshield/hannah_osei/support_email", "My email is {}."),
    *_email("brightshield/hannah_osei/shared_email", "My email is {}.", "Email me at {}."),
    *_email("brightshield/hannah_osei/email", "Tom: my email is {}."),
    *_email("tom/hannah_osei/email", "Tom: my email is {}."),
    *_keyed("brightshield/hannah_osei/role", "CTO", "Tom: I'm the CTO.", speaker=_H),
    *_keyed("公司/小刘/邮箱", "liu@x.cn", "小王：我的邮箱是liu@x.cn", speaker="小刘"),
    *_keyed("公司/小刘/团队邮箱", "liu@x.cn", "我的邮箱是liu@x.cn", speaker="小刘"),
    *_keyed("empresa/ana_garcia/correo", "ana@x.es", "Tom: mi correo es ana@x.es", speaker="Ana García"),
    *_keyed("empresa/ana_garcia/correo_del_equipo", "ana@x.es", "Mi correo es ana@x.es", speaker="Ana García"),
    # (4) `_plural_subject` stopping at `to` inside the first item and reading its object as the subject
    *_values("He sells cars to dealers, drinks and smokes.", "He sells cars to drinks"),
    *_values("He gives cars to dealers, drinks and smokes.", "He gives cars to drinks"),
    *_values("She writes poems to friends, runs and swims.", "She writes poems to runs", "She writes poems to swims"),
    *_values("He sells cars like vans, drinks and smokes.", "He sells cars like drinks"),
]

OLDER: list[Case] = [
    # (1)'s twins: an adjective lemminflect also knows as a verb, or none at all
    *_values("We never serve beef, proud serving fish and lamb.", "We never serve lamb"),
    *_values("She dropped chemistry, eager taking art and music.", "She dropped music"),
    *_values("We skipped dinner, busy packing bags and boxes.", "We skipped boxes"),
    *_values("I avoid buses, busy driving cars and vans.", "I avoid vans"),
    *_values("We lost games, sad missing players and coaches.", "We lost coaches"),
    *_values("I skip breakfast, busy feeding kids, dogs and cats.", "I skip dogs", "I skip cats"),
    # (2)'s twins: an order number with no colon, or in English or Spanish
    *_keyed(_T, _SF, f"订单号是{_SF}", f"订单号 {_SF}", f"Order number: {_SF}", f"Número de pedido: {_SF}"),
    *_keyed(
        "order_6621/return_tracking_number",
        _SF,
        f"运单号：{_SF}",
        f"Tracking number: {_SF}",
        f"Número de seguimiento: {_SF}",
    ),
    *_keyed("shop/pos_system/vendor", "Odoo", "System: Odoo", "POS system: Odoo"),
    *_keyed("shop/pos_system/version", "Odoo", "System: Odoo"),
    *_keyed("shop/pos_system/license_key", "AB12-CD34", "System: AB12-CD34"),
    *_keyed("shop/pos_system/admin_password", "AB12-CD34", "System: AB12-CD34"),
    # (4)'s twins: a relative clause with a plural subject ends the first item
    *_values("He sells cars people want, drinks and smokes.", "He sells cars people want drinks"),
    *_values("She writes songs kids sing, runs and swims.", "She writes songs kids sing runs"),
    # (3)'s twins under the plain name's key, and a relation parsed past its slot
    *_email("hannah_osei/team_email", "My email is {}.", "Email me at {}."),
    *_email("hannah_osei/email", "Tom: my email is {}."),
    *_email("brightshield/hannah_osei/email/work", "His email is {}.", "Her email is {}.", "Our email is {}."),
]

# faithful cases 7a5b8a8 accepts and 4881985 refuses: none found
REGRESSIONS: list[Case] = []


def _ok(value: str, evidence: str, speaker: str | None, key: str | None) -> bool:
    return check_support(value, evidence, evidence, guard=True, speaker=speaker, key=key).ok


# Left open after the lead's fixes (module doc, "Closed"): every `CAUSED` case and the other `OLDER` ones are refused.
# (Round 37, eleventh session, closed three more: a group's address, `hannah_osei/team_email`, from `My email is …`
# or `Email me at …`, and `Tom: my email is …` for the speaker Hannah Osei: `lexicon.KEY_NARROWING`,
# `_turns._cited_label`; and `admin` narrows `…/admin_password`. The open cases are keyed by their key too. Round 39
# (thirteenth session) closed three more: `return` narrows `…/return_tracking_number`, `lexicon.KEY_NARROWING`.)
_OPEN_OLDER: frozenset[tuple[str, str, str | None]] = frozenset(  # (value, evidence, key)
    {
        ("We never serve lamb", "We never serve beef, proud serving fish and lamb.", None),
        ("She dropped music", "She dropped chemistry, eager taking art and music.", None),
        ("We skipped boxes", "We skipped dinner, busy packing bags and boxes.", None),
        ("I avoid vans", "I avoid buses, busy driving cars and vans.", None),
        ("We lost coaches", "We lost games, sad missing players and coaches.", None),
        ("I skip dogs", "I skip breakfast, busy feeding kids, dogs and cats.", None),
        ("I skip cats", "I skip breakfast, busy feeding kids, dogs and cats.", None),
        ("Odoo", "System: Odoo", "shop/pos_system/vendor"),
        ("Odoo", "POS system: Odoo", "shop/pos_system/vendor"),
        ("Odoo", "System: Odoo", "shop/pos_system/version"),
        ("AB12-CD34", "System: AB12-CD34", "shop/pos_system/license_key"),
        ("He sells cars people want drinks", "He sells cars people want, drinks and smokes.", None),
        ("She writes songs kids sing runs", "She writes songs kids sing, runs and swims.", None),
        ("h.osei@brightshield.io", "His email is h.osei@brightshield.io.", "brightshield/hannah_osei/email/work"),
        ("h.osei@brightshield.io", "Her email is h.osei@brightshield.io.", "brightshield/hannah_osei/email/work"),
        ("h.osei@brightshield.io", "Our email is h.osei@brightshield.io.", "brightshield/hannah_osei/email/work"),
    }
)


def _marked(
    cases: list[Case], faithful: bool, still_open: frozenset[tuple[str, str, str | None]], reason: str
) -> list[object]:
    mark = pytest.mark.xfail(strict=True, reason=f"red-team round 12: {reason}")
    return [
        pytest.param(*case, faithful, marks=mark if (case[0], case[1], case[3]) in still_open else ()) for case in cases
    ]


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "key", "faithful"),
    [
        *_marked(CAUSED, False, frozenset(), "a false accept this session's readings caused"),
        *_marked(OLDER, False, _OPEN_OLDER, "an older false accept (7a5b8a8 accepts it too)"),
        *_marked(REGRESSIONS, True, frozenset(), "a faithful case 7a5b8a8 accepted"),
    ],
)
def test_red_team_round_12(value: str, evidence: str, speaker: str | None, key: str | None, faithful: bool) -> None:
    """Every pinned case is read as a careful reader reads it: a false accept refused, a faithful case accepted."""
    assert _ok(value, evidence, speaker, key) is faithful


def test_pinned_cases_are_distinct() -> None:
    """No case is pinned twice."""
    cases = [*CAUSED, *OLDER, *REGRESSIONS]
    assert len(set(cases)) == len(cases)
