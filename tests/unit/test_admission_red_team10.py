"""Red-team round 10 of issue 31 (DESIGN §4): hostile cases against the readings added since red-team round 9
(main at 9aabaad), in Spanish, English and Chinese. Helper rt10, 2026-12-06. No source was changed.

The readings under test (tests/unit/test_admission_round35.py, second half of its docstring): (1) Spanish `es_verb`
calls no word a verb that is its lemma and `-es` (`talleres`, `bares`, `mujeres`); (2) a speaker's clause with the
subject left out lets the rest of the value agree with the speaker (`elided_values` now runs `_speaker._agreeing`
on the rest: `Works with his brother` ← `I work with my brother`); (3) `en_finite` takes an `-ed` form lemminflect
knows only as a participle for a past (`fitted`, `quitted`); (4) a Chinese list's first item that is one noun of
jieba's dictionary is an item (`zh_noun_word`: `睡袋`, `支付宝`, and every word jieba tags `n…`: `跑步`, `收费`); (5)
the English list readings as narrowed after round 9 (`_plural_item`, `_third_person_head`, `_clause_in_last`,
`_DISTRIBUTIVE`, the `continue` in `_lists._with_head`). Each case below was run through `check_support(value,
evidence, evidence, guard=True, speaker=speaker)` on main (9aabaad) and on the tree the session started from
(7a5b8a8). A strict xfail in `CAUSED` is a false accept on 9aabaad that 7a5b8a8 refused; one in `OLDER` is accepted
by both; one in `REGRESSIONS` is a faithful case 7a5b8a8 accepted and 9aabaad refuses (it asserts acceptance).

Counts: 10,220 distinct probes (value, evidence, speaker, key) written for this round, by hand and by templates
(speaker binding with possessives and pronouns, tense, negation, scope and lists around an elided subject, in
English and Spanish; Spanish lists of `-es` nouns under 22 frames of scope, negation, condition, number, quantifier
and trailing clause, and stitched clauses of two subjects; English lists under 30 words before the first item and 50
sentences of trailing words, relative clauses and verbs read as items; `fitted` and `quitted` heading reduced
relatives, under negation, modals and perfects; Chinese lists of ten first items, jieba nouns or not, under 37
frames). 9aabaad accepts 3,239 of them, 7a5b8a8 1,953; 1,481 are accepted only on 9aabaad, 195 only on 7a5b8a8.
Most of the 1,481 are faithful (the items the new readings were made for: `Tenemos cuentos, talleres y juegos` gives
`Tenemos juegos`, `营员需要自带睡袋、手电筒和水杯` gives `…手电筒`); most of the 195 are false accepts of 7a5b8a8 that
round 9's narrowing closed (`Works with his wife` ← `I work with my brother and his wife` for the speaker Tom: the
value's `his` is Tom's, the evidence's the brother's; `Tenemos cuentos` ← `Tenemos cuentos, talleres y juegos cuando
llueve`). Reviewed by hand and with template variants of one reading counted once, pinned here: 75 false accepts
caused (`CAUSED`), 39 older (`OLDER`) and 17 regressions (`REGRESSIONS`).

Caused, by the reading that admitted them:
- (2) A pronoun that is not the speaker read as the speaker (`_agreeing` maps every `he/she/they` to `i` and
  `him/them` to `me`, now also after an elided subject): `Lives with his parents and they pay rent` ← `I live with
  my parents and I pay rent` (Tom): the parents pay, not Tom; `Calls his mum when she is sad` ← `… when I am sad`;
  `Asks his wife to call them` ← `I ask my wife to call me`. A value that writes the speaker `his`/`her` does not
  write them `they`/`them`, and `she` after `his mum` is the mum. 10 cases; the same values opened by the speaker's
  name are accepted by both trees (`OLDER`): round 35 carried an older hole to the elided subject.
- (3) `fitted` as a past: a reduced relative read as the clause of a subject it shares with the next conjunct, so the
  restriction it makes is dropped: `Panels fitted last year and connected to the grid pay for themselves` gives
  `Panels connected to the grid pay for themselves`; `Cars fitted with our tyres and serviced here get a discount`
  gives `Cars serviced here get a discount`. 10 cases. With a regular participle (`installed`, `equipped`, `laid`,
  `hung`) both trees already accept the same drop (`OLDER`): the new reading made `fitted` as weak as they are.
- (1) A Spanish list now found (its `-es` item no longer a verb) whose first item carries a quantifier or determiner
  that holds for every item and that `_DISTRIBUTIVE` lacks (`más`, `otros`, `demasiados`, `tantos`, `tales`):
  `Tenemos más talleres, juegos y mapas` gives `Tenemos juegos`; `Hay más hombres, mujeres y niños` gives `Hay
  mujeres`. 15 cases. With `cuentos` for the `-es` item both trees accept (`OLDER`).
- (4) A Chinese list now found whose first item is a jieba noun holding a verb's character, where the list is no
  claim about each item: one of them (`营员需要自带睡袋、手电筒和水杯中的一件` / `之一` / `里的一种` / `中任意一个` /
  `三样里的两样`), a head after the list that the items modify (`…和水杯的电池`, `的配件`, `的钱`, `的租赁服务`, `套装`,
  `的组合`, `收费、停车和住宿的咨询`, `跑步、游泳和瑜伽的器材`), or a later clause that withdraws it (`，但今年不用了`,
  `但下个月起不再支持`). 18 cases. The same frames with a first item 7a5b8a8 already read as one (`充电器`,
  `吹风机`), or with the first item as the value, are accepted by both (`OLDER`).
- (5) English: a `-s` word after a head that is no third person's `-s` form read as a plural noun though the subject
  is a third person's (`_plural_item`, `_third_person_head`): `She can write poems, runs and swims` gives `She can
  write runs` — a modal, `to`, a past or `used to` before the head verb (10 cases). A word before a first item that
  holds for every item and that `_DISTRIBUTIVE` lacks (`other`, `extra`, `additional`, `similar`, `the same`,
  `certain`, `matching`: 9 cases), and a word after the last item that makes the list one whole or a comparison
  (`less`, `together`, `combined`: 3 cases), dropped with the other items; reachable now that `books`, `plays`,
  `prints` are first items. With `records` first both trees accept (`OLDER`).

Older (`OLDER`): the twins named above; `Cocina para sus amigos` ← `Cocino para mis hijos y para sus amigos`
(Nuria: the value's `sus` is hers, the evidence's the children's); a subjectless value stripped of the negation or
modal over its conjunct (`Painted the kitchen` ← `I haven't fitted the cabinets and painted the kitchen`, `I would
have installed …`); and a last item's restrictive relative clause with no relative word and a plural subject or
`the` (`Students buy books, prints and maps the teacher recommends` gives `Students buy prints`).

Regressions (`REGRESSIONS`): round 9's `_DISTRIBUTIVE` test refuses a first item opened by a possessive even when
every item has its own (`I sold my car and my bike` no longer gives `I sold my bike`; `I love my cat, my dog and my
garden`, `Vivo con mi marido y mis hijos`, `Me encantan mis libros, mis juegos y mis mapas`), with or without a
speaker. 17 cases; the possessive on each item is the sign that it is no determiner over the list.

Not pinned (judged faithful or open): `he` after `his brother` (`Works with his brother and he likes it`: either);
`they` alone after the speaker's clause (`Knows they are late` ← `I know I am late`: a speaker may be `they`);
adjectives before the first item or after the last (`populares`, `familiares`, `nuevos`, `older`, `cheap`,
`secondhand`, `旧`: their scope is open, as round 9 judged); a trailing place or time (`del centro`, `los sábados`);
quantifiers whose drop the value still entails (`enough`, `various`, `bastantes`, `suficientes`, `incluso`); a number
on another item (`dos talleres, juegos y mapas`); `Nobody likes books, games and maps` giving `Nobody likes games`
(entailed); `Members quitted the club and rejoined` giving `Members rejoined` (faithful); `等` after a Chinese list.
Ungrammatical evidence (Spanish `… y mapas mi hermana recomienda`, a relative clause without `que`) was left out.

Closed (the lead, the same session): all 75 of `CAUSED`, 20 of the 39 `OLDER`, and all 17 `REGRESSIONS`. The
subject-left-out reading lets only possessives agree with the speaker (`his`, `her`, `their`, `su`, `sus`), never a
later `he`, `she`, `they`, `them`; `fitted` as a past is withdrawn (its reduced relatives, `Panels fitted last year and
connected …`, are an older hole with `installed`, pinned in `OLDER`); a first item's determiner or possessive that
may hold for every item (`my`, `other`, `extra`, `the same`, `más`, `otros`, `demasiados`, `tales`) keeps the list
from it unless every item has one of its own (`I sold my car and my bike` is a list again); a plural-noun item after
the first only where the clause's subject cannot agree with a third person's `-s` form (`I`, `we`, `you`, `they`, a
plural noun: `She can write poems, runs and swims` keeps `runs` a verb); a last item read as a whole (`… and maps
combined`, `together`, `less`) is no item; a Chinese list whose last segment picks some of it (`中的一件`, `之一`,
`里的一种`, `任意`, `套装`, `组合`), whose last item is a bare noun's modifier (`…和水杯的电池`), or that a clause with
`但` and a negator takes back (`，但今年不用了`) gives no item.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, speaker)
CAUSED = [
    # (2) an elided subject: another's pronoun read as the speaker's (`_agreeing` in `elided_values`)
    ("Lives with his parents and they pay rent", "I live with my parents and I pay rent.", "Tom"),
    ("Lives with his parents and they pay the rent", "I live with my parents and I pay the rent.", "Tom"),
    ("Calls his mum when she is sad", "I call my mum when I am sad.", "Tom"),
    ("Calls his mum when they are sad", "I call my mum when I am sad.", "Tom"),
    ("Visits his grandparents because they are lonely", "I visit my grandparents because I am lonely.", "Tom"),
    ("Helps her parents when they need money", "I help my parents when I need money.", "Ana"),
    ("Drives his kids to school and then they go to work", "I drive my kids to school and then I go to work.", "Tom"),
    ("Asks his kids to help them", "I ask my kids to help me.", "Tom"),
    ("Asks his wife to call them", "I ask my wife to call me.", "Tom"),
    ("Promised his wife they would call", "I promised my wife I would call.", "Tom"),
    # (3) `fitted` read as a past: a reduced relative's restriction dropped
    (
        "Panels connected to the grid pay for themselves",
        "Panels fitted last year and connected to the grid pay for themselves.",
        None,
    ),
    (
        "Parts repaired under warranty must be returned",
        "Parts fitted before 2020 and repaired under warranty must be returned.",
        None,
    ),
    (
        "Kitchens inspected by the council come with a warranty",
        "Kitchens fitted by us and inspected by the council come with a warranty.",
        None,
    ),
    ("The carpets cleaned weekly look new", "The carpets fitted in May and cleaned weekly look new.", None),
    ("The doors painted white were sold", "The doors fitted last year and painted white were sold.", None),
    ("Cars serviced here get a discount", "Cars fitted with our tyres and serviced here get a discount.", None),
    ("Rooms cleaned daily cost more", "Rooms fitted with air conditioning and cleaned daily cost more.", None),
    ("Bikes serviced by us are insured", "Bikes fitted with locks and serviced by us are insured.", None),
    ("Windows sealed properly save energy", "Windows fitted before 1990 and sealed properly save energy.", None),
    ("The boiler serviced yearly is safe", "The boiler fitted in 2019 and serviced yearly is safe.", None),
    # (1) Spanish: a list with an `-es` noun now found, a quantifier or determiner over every item dropped
    ("Tenemos juegos", "Tenemos más talleres, juegos y mapas.", None),
    ("Tenemos mapas", "Tenemos más juegos, mapas y talleres.", None),
    ("Tenemos talleres", "Tenemos más juegos, mapas y talleres.", None),
    ("Hay mujeres", "Hay más hombres, mujeres y niños.", None),
    ("Hay niños", "Hay más mujeres, hombres y niños.", None),
    ("Tenemos juegos", "Tenemos otros talleres, juegos y mapas.", None),
    ("Tenemos mapas", "Tenemos otros juegos, mapas y talleres.", None),
    ("Visitamos bares", "Visitamos otros museos, bares y playas.", None),
    ("Visitamos playas", "Visitamos otros bares, museos y playas.", None),
    ("Tenemos juegos", "Tenemos demasiados talleres, juegos y mapas.", None),
    ("Tenemos bares", "Tenemos demasiados juegos, mapas y bares.", None),
    ("En el barrio hay bares", "En el barrio hay demasiados hoteles, bares y restaurantes.", None),
    ("En el barrio hay restaurantes", "En el barrio hay demasiados hoteles, bares y restaurantes.", None),
    ("Tenemos juegos", "Tenemos tantos talleres, juegos y mapas.", None),
    ("Tenemos juegos", "Tenemos tales talleres, juegos y mapas.", None),
    # (4) Chinese: a list whose first item is a jieba noun, read as a claim about each item
    ("营员需要自带手电筒", "营员需要自带睡袋、手电筒和水杯中的一件。", None),
    ("营员需要自带手电筒", "营员需要自带睡袋、手电筒和水杯之一。", None),
    ("营员需要自带手电筒", "营员需要自带睡袋、手电筒和水杯里的一种。", None),
    ("营员需要自带手电筒", "营员需要自带睡袋、手电筒和水杯中任意一个。", None),
    ("营员需要自带手电筒", "营员需要自带睡袋、手电筒和水杯三样里的两样。", None),
    ("这家店支持现金", "这家店支持支付宝、现金和银行卡中的一种。", None),
    ("营员需要自带手电筒", "营员需要自带睡袋、手电筒和水杯的电池。", None),
    ("营员需要自带手电筒", "营员需要自带睡袋、手电筒和水杯的配件。", None),
    ("营员需要自带手电筒", "营员需要自带睡袋、手电筒和水杯的钱。", None),
    ("这家店提供手电筒", "这家店提供睡袋、手电筒和水杯的租赁服务。", None),
    ("营员需要自带手电筒", "营员需要自带睡袋、手电筒和水杯套装。", None),
    ("营员需要自带手电筒", "营员需要自带睡袋、手电筒和水杯的组合。", None),
    ("这家店提供停车", "这家店提供收费、停车和住宿的咨询。", None),
    ("我们卖现金", "我们卖支付宝、现金和银行卡的保护套。", None),
    ("会员可以借游泳", "会员可以借跑步、游泳和瑜伽的器材。", None),
    ("营员需要自带手电筒", "营员需要自带睡袋、手电筒和水杯，但今年不用了。", None),
    ("营员需要自带水杯", "营员需要自带睡袋、手电筒和水杯，但今年不用了。", None),
    ("这家店支持现金", "这家店支持支付宝、现金和银行卡，但下个月起不再支持。", None),
    # (5) English: a third person's verb read as a plural noun item after a head with no `-s`
    ("She can write runs", "She can write poems, runs and swims.", None),
    ("She can write swims", "She can write poems, runs, and swims.", None),
    ("She wants to write runs", "She wants to write poems, runs and swims.", None),
    ("She likes to teach runs", "She likes to teach yoga, runs and swims.", None),
    ("Anna must teach swims", "Anna must teach yoga, runs and swims.", None),
    ("He will fix runs", "He will fix cars, runs and swims.", None),
    ("She wrote runs", "She wrote poems, runs and swims.", None),
    ("He used to repair drinks", "He used to repair phones, drinks and smokes.", None),
    ("He can repair smokes", "He can repair phones, drinks and smokes.", None),
    ("My son would read smokes", "My son would read comics, drinks and smokes.", None),
    # (5) English: a word over every item, before the first or after the last, dropped
    ("I like games", "I like other books, games and maps.", None),
    ("We sell maps", "We sell other prints, games and maps.", None),
    ("Members can borrow games", "Members can borrow extra books, games and maps.", None),
    ("We sell maps", "We sell extra plays, games and maps.", None),
    ("Members can borrow maps", "Members can borrow additional books, games and maps.", None),
    ("We sell games", "We sell similar books, games and maps.", None),
    ("We sell games", "We sell the same books, games and maps.", None),
    ("We sell games", "We sell certain books, games and maps.", None),
    ("We sell games", "We sell matching books, games and maps.", None),
    ("I like games", "I like books, games and maps less.", None),
    ("I like games", "I like books, games and maps together.", None),
    ("I like games", "I like books, games and maps combined.", None),
]

OLDER = [
    # the speaker's name before the value: the same pronouns as `CAUSED` (2)
    ("Tom lives with his parents and they pay rent", "I live with my parents and I pay rent.", "Tom"),
    ("Tom calls his mum when they are sad", "I call my mum when I am sad.", "Tom"),
    ("Tom asks his kids to help them", "I ask my kids to help me.", "Tom"),
    ("Tom promised his wife they would call", "I promised my wife I would call.", "Tom"),
    ("Tom works with his brother and they like it", "I work with my brother and I like it.", "Tom"),
    # another's possessive read as the speaker's
    ("Cocina para sus amigos", "Cocino para mis hijos y para sus amigos.", "Nuria"),
    # a regular participle's reduced relative dropped (the twins of `CAUSED` (3))
    (
        "Panels connected to the grid pay for themselves",
        "Panels installed last year and connected to the grid pay for themselves.",
        None,
    ),
    (
        "Parts repaired under warranty must be returned",
        "Parts installed before 2020 and repaired under warranty must be returned.",
        None,
    ),
    (
        "Kitchens inspected by the council come with a warranty",
        "Kitchens installed by us and inspected by the council come with a warranty.",
        None,
    ),
    ("The carpets cleaned weekly look new", "The carpets laid in May and cleaned weekly look new.", None),
    ("The doors painted white were sold", "The doors hung last year and painted white were sold.", None),
    ("Cars serviced here get a discount", "Cars equipped with our tyres and serviced here get a discount.", None),
    ("Rooms cleaned daily cost more", "Rooms equipped with air conditioning and cleaned daily cost more.", None),
    # a negation or modal over both conjuncts dropped from a subjectless value
    ("Painted the kitchen", "I haven't fitted the cabinets and painted the kitchen.", "Ana"),
    ("Painted the kitchen", "I haven't installed the cabinets and painted the kitchen.", None),
    ("Painted the kitchen", "I would have installed the cabinets and painted the kitchen.", None),
    # Spanish quantifiers over a list whose items were items already (the twins of `CAUSED` (1))
    ("Tenemos juegos", "Tenemos más cuentos, juegos y mapas.", None),
    ("Tenemos mapas", "Tenemos más juegos, mapas y cuentos.", None),
    ("Hay niños", "Hay más chicas, hombres y niños.", None),
    ("Tenemos juegos", "Tenemos otros cuentos, juegos y mapas.", None),
    ("Tenemos juegos", "Tenemos demasiados cuentos, juegos y mapas.", None),
    ("En el barrio hay restaurantes", "En el barrio hay demasiados hoteles, tiendas y restaurantes.", None),
    ("Tenemos juegos", "Tenemos tales cuentos, juegos y mapas.", None),
    # Chinese lists 7a5b8a8 already read (the twins of `CAUSED` (4)), and a first item as the value
    ("营员需要自带雨伞", "营员需要自带充电器、雨伞和运动鞋之一。", None),
    ("营员需要自带雨伞", "营员需要自带充电器、雨伞和运动鞋的电池。", None),
    ("营员需要自带雨伞", "营员需要自带充电器、雨伞和运动鞋，但今年不用了。", None),
    ("这家店提供毛巾", "这家店提供吹风机、毛巾和拖鞋中的一件。", None),
    ("这家店提供毛巾", "这家店提供吹风机、毛巾和拖鞋的租赁服务。", None),
    ("营员需要自带睡袋", "营员需要自带睡袋、手电筒和水杯之一。", None),
    ("营员需要自带睡袋", "营员需要自带睡袋、手电筒和水杯，但今年不用了。", None),
    # English words over a list whose first item was an item already (the twins of `CAUSED` (5))
    ("I like games", "I like other records, games and maps.", None),
    ("Members can borrow games", "Members can borrow extra records, games and maps.", None),
    ("Members can borrow maps", "Members can borrow additional records, games and maps.", None),
    ("We sell games", "We sell certain records, games and maps.", None),
    ("I like games", "I like records, games and maps less.", None),
    ("I like games", "I like records, games and maps together.", None),
    ("I like games", "I like records, games and maps combined.", None),
    # a last item's restrictive relative clause with no relative word
    ("Students buy prints", "Students buy books, prints and maps the teacher recommends.", None),
    ("Students buy prints", "Students buy books, prints and maps teachers recommend.", None),
]

# faithful cases 7a5b8a8 accepts and 9aabaad refuses: a first item opened by a possessive that every item repeats
REGRESSIONS = [
    ("I sold my bike", "I sold my car and my bike.", None),
    ("I sold my bike", "I sold my car, my bike and my boat.", None),
    ("I visited my sister", "I visited my parents and my sister.", None),
    ("I live with my kids", "I live with my wife and my kids.", None),
    ("I love my dog", "I love my cat, my dog and my garden.", None),
    ("We invited our neighbours", "We invited our friends and our neighbours.", None),
    ("She brought her charger", "She brought her laptop, her phone and her charger.", None),
    ("I lost your wallet", "I lost your keys and your wallet.", None),
    ("Lives with his kids", "I live with my wife and my kids.", "Tom"),
    ("Tom lives with his kids", "I live with my wife and my kids.", "Tom"),
    ("Ana loves her garden", "I love my cat, my dog and my garden.", "Ana"),
    ("Brought his charger", "I brought my laptop and my charger.", "Tom"),
    ("Vivo con mis hijos", "Vivo con mi marido y mis hijos.", None),
    ("Nuria vive con sus hijos", "Vivo con mi marido y mis hijos.", "Nuria"),
    ("Me encantan mis juegos", "Me encantan mis libros, mis juegos y mis mapas.", None),
    ("Tengo mi moto", "Tengo mi coche y mi moto.", None),
    ("Nuria trajo su cargador", "Traje mi portátil y mi cargador.", "Nuria"),
]


def _ok(value: str, evidence: str, speaker: str | None) -> bool:
    return check_support(value, evidence, evidence, guard=True, speaker=speaker).ok


_OLDER_MARK = pytest.mark.xfail(strict=True, reason="red-team round 10: an older false accept (7a5b8a8 accepts it too)")
# Older false accepts the lead's fixes after this round closed too (module doc, "Closed").
_CLOSED_OLDER: frozenset[tuple[str, str]] = frozenset(
    {
        ("Cocina para sus amigos", "Cocino para mis hijos y para sus amigos."),
        ("Tenemos juegos", "Tenemos más cuentos, juegos y mapas."),
        ("Tenemos mapas", "Tenemos más juegos, mapas y cuentos."),
        ("Hay niños", "Hay más chicas, hombres y niños."),
        ("Tenemos juegos", "Tenemos otros cuentos, juegos y mapas."),
        ("Tenemos juegos", "Tenemos demasiados cuentos, juegos y mapas."),
        ("En el barrio hay restaurantes", "En el barrio hay demasiados hoteles, tiendas y restaurantes."),
        ("Tenemos juegos", "Tenemos tales cuentos, juegos y mapas."),
        ("营员需要自带雨伞", "营员需要自带充电器、雨伞和运动鞋之一。"),
        ("营员需要自带雨伞", "营员需要自带充电器、雨伞和运动鞋的电池。"),
        ("营员需要自带雨伞", "营员需要自带充电器、雨伞和运动鞋，但今年不用了。"),
        ("这家店提供毛巾", "这家店提供吹风机、毛巾和拖鞋中的一件。"),
        ("这家店提供毛巾", "这家店提供吹风机、毛巾和拖鞋的租赁服务。"),
        ("I like games", "I like other records, games and maps."),
        ("Members can borrow games", "Members can borrow extra records, games and maps."),
        ("Members can borrow maps", "Members can borrow additional records, games and maps."),
        ("We sell games", "We sell certain records, games and maps."),
        ("I like games", "I like records, games and maps less."),
        ("I like games", "I like records, games and maps together."),
        ("I like games", "I like records, games and maps combined."),
    }
)


@pytest.mark.parametrize(("value", "evidence", "speaker"), CAUSED)
def test_caused_false_accepts_are_refused(value: str, evidence: str, speaker: str | None) -> None:
    """Every false accept the readings since round 9 caused is closed (module doc, "Closed")."""
    assert not _ok(value, evidence, speaker)


@pytest.mark.parametrize(
    ("value", "evidence", "speaker"),
    [pytest.param(*c, marks=() if c[:2] in _CLOSED_OLDER else _OLDER_MARK) for c in OLDER],
)
def test_older_false_accepts_are_refused(value: str, evidence: str, speaker: str | None) -> None:
    assert not _ok(value, evidence, speaker)


@pytest.mark.parametrize(("value", "evidence", "speaker"), REGRESSIONS)
def test_faithful_items_with_their_own_possessive_are_accepted(value: str, evidence: str, speaker: str | None) -> None:
    """Red-team round 10's regressions, all accepted again (a first item's possessive when each item has its own)."""
    assert _ok(value, evidence, speaker)
