"""Round 35 of issue 31 (DESIGN §4), ninth session: one item of a list whose words English also spells as verbs.

Found by a sweep of list sentences written for this round (none is a batch record): `Members can borrow books, games
and maps` gave no `Members can borrow games`, nor `I like Apple Pay, rabbits and soup` `I like rabbits`, nor `Guests
get juice, hiking boots, and lessons` `Guests get lessons` — DESIGN §4's one item of a list, refused as a clause
stitch. Three causes, each in how a list's items are found:

- An item of one word that lemminflect knows as a plural noun (`books`, `plays`, `orders`, `drinks`, `prints`) was read
  as a verb's `-s` form, so the list was no list (`_list_items._plural_item`). It is an item after a comma or a
  coordinator, and as a first item right after a verb or a preposition (its object: no English finite verb follows
  another, or `to`). Before a coordinator whose last item has a verb (`… labs, books and the school pays`: red-team
  round 4's) the word stays a verb.
- A first item that is a compound whose last word alone is no item (`Apple Pay`: `Pay` is a verb) stopped the search
  for longer first items (`_lists._with_head`): each length is tried on its own.
- A two-word item opened by an `-ing` modifier (`hiking boots`, `cooking classes`) needed an article before it.

English only: Spanish and Chinese do not spell their plural nouns as their verbs' forms. The negatives beside each
class keep the list's markers (scope, negation, condition, number), and a list followed by a clause of its own.

Red-team round 9 (tests/unit/test_admission_red_team9.py) found 68 false accepts these readings caused; all are
closed by narrowing them: the `-ing` reading is withdrawn (`He sold the car, keeping tyres and seats` gave `He sold
seats`: its faithful cases here are strict xfails); a plural-noun item after the first only after a head whose verb
cannot agree with it (`She writes poems, runs and swims` keeps `runs` a verb); a first item never takes a determiner or
possessive that may hold for every item (`my`, `such`, `just`); a last item with a relative clause of its own is no
item. Three more classes of the same round, each a word the lemmatizers misread:

- Spanish: simplemma lemmatizes a plural noun in `-es` whose singular ends in `-ar`/`-er`/`-ir` (`talleres`,
  `mujeres`, `lugares`, `bares`) to that singular, which the verb test took for an infinitive, so the list was no list
  (blind batch 35's `En la sala infantil hay cuentacuentos, talleres de cómic y …`). No form of a verb is its
  infinitive and `-es`.
- A speaker's clause with its subject left out keeps its possessive agreeing with the speaker, as it did after a
  name (`Juega al pádel con su hermana` ← `Juego al pádel con mi hermana`, blind batch 35; `Works with his brother`).
- Chinese: a list's first item that is one noun of jieba's dictionary holding a verb's character (`睡袋`, `手电筒`) is
  an item (blind batch 36's `营员需要自带睡袋、手电筒和水杯`); a first item may otherwise hold no verb.
- A full-width comma between two numbers (`热线：0571-87045119，24小时有人值守`) was folded by NFKC to `,`, which joined
  the two into one number (`87045119,24`), so evidence quoting the first was not in its own source (blind batch 36):
  `normalize` now gives it a space after it. It is never a digit separator in Chinese text.
- An English key over a Chinese or Spanish form: the key's slot or thing word names its own word in the other
  language (`lexicon.KEYED_CROSS_LANGUAGE`: `code` → `码`, `pickup` → `取件`, `interview` → `复试`, `total` → `合计`;
  `快递`, `单号`, `版本`, `系统`, `收银` withdrawn after red-team round 12),
  as `order` named `订单` (blind batches 34-36: `预订码：MX-3J8K` for `escape_room/booking_code`). Another code, a
  former one or a void one stays refused (`密码`, `优惠码`, `原取件码`, `已失效`).
- (Withdrawn after red-team round 12: a key whose subject past an organization's namespace is the speaker's name,
  `brightshield/hannah_osei/email`, read with the speaker's first person; it exposed the plain key's older holes, a
  narrower relation such as `team_email` and another's labelled line. Its faithful cases are strict xfails.)
- (Withdrawn after red-team round 11: a Spanish participle's spelling simplemma's dictionary lacks read as no verb, for
  blind batch 36's `Fuenlabrada`; it also made `reagendadas`, `postpagadas` nouns.)
- (Withdrawn after red-team round 10: an English `-ed` participle lemminflect gives no past for, `fitted`, read as a
  past. It made reduced relatives conjuncts: `Panels fitted last year and connected to the grid pay …`.)
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support


def _ok(value: str, evidence: str) -> bool:
    return check_support(value, evidence, evidence).ok


# (value, evidence, supported)
PLURAL_ITEMS = [
    ("Members can borrow games", "Members can borrow books, games and maps.", True),
    ("Members can borrow books", "Members can borrow books, games and maps.", True),
    ("Members can borrow maps", "Members can borrow books, games and maps.", True),
    ("She likes pears", "She likes books, pears and plums.", True),
    ("We sell plays", "We sell apples, plays and plums.", True),
    ("You can pay with cash", "You can pay with prints, a voucher, or cash.", False),  # (`or` offers a choice)
    ("You can pay with cash", "You can pay with prints, a voucher and cash.", True),
    ("I like my games", "I like my books, games and maps.", True),
    ("Members can borrow board games", "Members can borrow books, audiobooks, board games and a sewing machine.", True),
    # hard negatives: the list's markers stay, and a last conjunct with a verb is a clause
    ("We sell games", "We only sell books, games and maps.", False),
    ("I like games", "I don't like books, games or maps.", False),
    ("I like games", "I like books, games and maps if they are cheap.", False),
    ("Members can borrow games", "Members can't borrow books, games and maps.", False),
    ("We sell plays", "We no longer sell books, plays and maps.", False),
    ("Members can borrow games", "Members can borrow books, two games and maps.", False),
    ("Tuition covers books", "Tuition covers labs, books and the school pays", False),
    ("I like prints", "I like books, prints and the kids love maps.", False),
    ("She writes swims", "She writes poems, runs and swims.", False),
    ("She makes drinks at home", "She makes dinner, and drinks at home.", False),
    ("I like games", "I like my books, games and maps.", False),
    ("I like games", "I like books, games and maps my sister recommends.", False),
    ("I hate prints", "I hate posters, preferring books and prints.", False),
]

# (withdrawn after red-team round 9: an `-ing` word opening a two-word item was read as a modifier, `hiking boots`;
# it also read participle clauses as items, `He sold the car, keeping tyres and seats`)
ING_ITEMS = [
    ("The kit includes coffee", "The kit includes a sewing machine and coffee."),
    ("Guests get lessons", "Guests get juice, hiking boots, and lessons."),
    ("I bought hiking boots", "I bought towels, hiking boots and a sewing machine."),
    ("I need plants", "I need coffee, stamps, hiking boots and plants."),
]

# (value, evidence, speaker, supported)
MISREAD_WORDS = [
    (
        "En la sala infantil hay talleres de cómic",
        "En la sala infantil hay cuentacuentos, talleres de cómic y club de lectura.",
        None,
        True,
    ),
    ("Visitamos los bares", "Visitamos los museos, los bares y las playas.", None, True),
    ("Tenemos talleres", "Tenemos cuentos, talleres y juegos.", None, True),
    ("Visitamos los bares", "Solo visitamos los museos, los bares y las playas.", None, False),
    ("Tenemos talleres", "No tenemos cuentos, talleres ni juegos.", None, False),
    ("Juega al pádel con su hermana", "Juego al pádel con mi hermana.", "Nuria", True),
    ("Vive con su hermana", "Vivo con mi hermana.", "Nuria", True),
    ("Works with his brother", "I work with my brother.", "Tom", True),
    ("Vive con su hermana", "Vivo con tu hermana.", "Nuria", False),
    ("Vivía con su hermana", "Vivo con mi hermana.", "Nuria", False),
    ("Worked with his brother", "I work with my brother.", "Tom", False),
    ("营员需要自带手电筒", "营员需要自带睡袋、手电筒和水杯。", None, True),
    ("这家店支持微信支付", "这家店支持支付宝、微信支付和银联卡。", None, True),
    ("营员需要自带手电筒", "营员只需要自带睡袋、手电筒和水杯。", None, False),
    ("营员需要自带手电筒", "营员不需要自带睡袋、手电筒和水杯。", None, False),
    ("营员需要自带手电筒", "如果过夜，营员需要自带睡袋、手电筒和水杯。", None, False),
    (
        "Our installer fitted panels on the south roof",
        "Our installer fitted twelve panels on the south roof and connected the inverter in the garage.",
        None,
        False,
    ),
]

COMPOUND_ITEMS = [
    ("I like rabbits", "I like Apple Pay, rabbits and soup.", True),
    ("I like soup", "I like Apple Pay, rabbits, and soup.", True),
    # hard negatives
    ("You can pay with cash", "You can pay with just Apple Pay, cash and cards.", False),
    ("She drafts files every day", "She drafts the report, and files every day.", False),
    ("Guests get lessons", "Guests get juice, hiking boots, and lessons on weekends.", False),
    ("The kit includes hiking boots", "The kit includes two hiking boots, a map and a torch.", False),
    ("I need stamps", "I need coffee, stamps and plants unless you have them.", False),
    ("You can pay with Apple Pay", "You can only pay with Apple Pay, a voucher and cash.", False),
]


@pytest.mark.parametrize(("value", "evidence", "supported"), PLURAL_ITEMS)
def test_a_plural_noun_spelled_as_a_verb_is_a_list_item(value: str, evidence: str, supported: bool) -> None:
    assert _ok(value, evidence) is supported


@pytest.mark.parametrize(("value", "evidence", "supported"), COMPOUND_ITEMS)
def test_a_compound_first_item_keeps_the_list(value: str, evidence: str, supported: bool) -> None:
    assert _ok(value, evidence) is supported


@pytest.mark.xfail(strict=True, reason="round 35's `-ing` modifier reading, withdrawn after red-team round 9")
@pytest.mark.parametrize(("value", "evidence"), ING_ITEMS)
def test_an_ing_word_opening_an_item_is_no_modifier_since(value: str, evidence: str) -> None:
    assert _ok(value, evidence)


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), MISREAD_WORDS)
def test_words_the_lemmatizers_misread(value: str, evidence: str, speaker: str | None, supported: bool) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker).ok is supported


def test_a_full_width_comma_never_joins_two_numbers() -> None:
    source = "燃气提醒您：燃气抢修热线：0571-87045119，24小时有人值守。"
    support = check_support("0571-87045119", "燃气抢修热线：0571-87045119", source, key="燃气公司/抢修热线")
    assert support.reason != "evidence_not_in_source"
    assert support.ok
    assert not check_support("87045119,24", "热线：0571-87045119，24小时有人值守", source).ok


# (value, evidence, key, supported)
CROSS_LANGUAGE = [
    ("40931", "取件码：40931", "fengchao/parcel_3312/pickup_code", True),
    ("40931", "密码：40931", "fengchao/parcel_3312/pickup_code", False),
    ("40931", "原取件码：40931", "fengchao/parcel_3312/pickup_code", False),
    ("40931", "取件码40931已失效", "fengchao/parcel_3312/pickup_code", False),
    ("MX-3J8K", "预订码：MX-3J8K", "escape_room/booking_code", True),
    ("MX-3J8K", "优惠码：MX-3J8K", "escape_room/booking_code", False),
    ("MX-3J8K", "旧的预订码：MX-3J8K", "escape_room/booking_code", False),
    ("4月8日上午", "复试时间定于4月8日上午", "huadong_uni/admissions/interview_date", True),
    ("4月8日上午", "初试时间定于4月8日上午", "huadong_uni/admissions/interview_date", False),
    ("4月8日上午", "复试时间可能定于4月8日上午", "huadong_uni/admissions/interview_date", False),
    ("AB-123", "Código de recogida: AB-123", "tienda/pickup_code", True),
    ("AB-123", "Código de descuento: AB-123", "tienda/pickup_code", False),
    ("12 de mayo", "La entrevista es el 12 de mayo", "empresa/interview_date", True),
    ("12 de mayo", "La entrevista era el 12 de mayo", "empresa/interview_date", False),
    ("400-820-7316", "报修电话：400-820-7316", "property/repair_phone", True),
    ("400-820-7316", "投诉电话：400-820-7316", "property/repair_phone", False),
]


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), CROSS_LANGUAGE)
def test_an_english_key_names_its_words_in_chinese_and_spanish(
    value: str, evidence: str, key: str | None, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, key=key).ok is supported


def test_a_shipping_total_is_no_orders_total() -> None:
    # (an older false accept, 7a5b8a8 accepted it too, pinned as a strict xfail until round 41 (fifteenth session)
    # made `合计` a total's word: `运费` is then a noun of the label the key must name)
    assert not check_support("¥1,860.00", "运费合计 ¥1,860.00", "运费合计 ¥1,860.00", key="order_b208/total").ok


# (value, evidence, speaker, key, supported)
NAMESPACED_SPEAKER = [
    ("h.osei@brightshield.co.uk", "My email is h.osei@brightshield.co.uk", "Hannah Osei",
     "brightshield/hannah_osei/email", True),
    ("h.osei@brightshield.co.uk", "My boss's email is h.osei@brightshield.co.uk", "Hannah Osei",
     "brightshield/hannah_osei/email", False),
    ("h.osei@brightshield.co.uk", "My email is h.osei@brightshield.co.uk", "Tom Reed", "brightshield/hannah_osei/email",
     False),
    ("ana@x.es", "Mi correo es ana@x.es", "Ana", "acme/ana/email", True),
    ("ana@x.es", "El correo de mi jefa es ana@x.es", "Ana", "acme/ana/email", False),
    ("13800138000", "我的手机是13800138000", "小刘", "阳光光伏/小刘/手机", True),
    ("13800138000", "我老婆的手机是13800138000", "小刘", "阳光光伏/小刘/手机", False),
]  # fmt: skip


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "key", "supported"),
    [
        pytest.param(*case)  # (withdrawn after red-team round 12; back in round 37 with that round's holes closed)
        for case in NAMESPACED_SPEAKER
    ],
)
def test_a_namespaced_key_may_name_the_speaker(
    value: str, evidence: str, speaker: str, key: str, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker, key=key).ok is supported
