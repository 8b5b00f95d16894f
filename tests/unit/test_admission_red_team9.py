"""Red-team round 9 of issue 31 (DESIGN §4): hostile cases against round 35's list readings (4cea74a), in English,
the only language round 35 touched. Helper rt9, 2026-12-06. No source was changed.

Round 35 reads one item of a list in three new ways (its test's docstring): a one-word item lemminflect knows as a
plural noun that English also spells as a verb's `-s` form (`books`, `plays`, `runs`, `drinks`) is a list item after
a comma or a coordinator and as a first item after a verb or a preposition (`_plural_item`, in `_list_items`); a longer
first item is tried when a shorter one is no item (`_lists._with_head`, `Apple Pay`); and a two-word item opened by
an `-ing` word is an item without an article (`opened` in `_coordination._compound_modifier`, `hiking boots`). Each
case below was run through `check_support(value, evidence, evidence, guard=True)` on main (4cea74a) and on the tree
before round 35 (7a5b8a8). A strict xfail in `ROUND35` is a false accept on 4cea74a that 7a5b8a8 refused, so round
35 caused it; one in `EARLIER` is accepted by both. No faithful case 7a5b8a8 accepted is refused by 4cea74a
(none was found). `TWINS` are faithful list items round 35 now admits, pinned as plain tests.

Counts: 3,847 distinct probes (value, evidence, key, speaker) written for this round, by hand and by templates that
vary the subject, the head verb, the noun/verb-ambiguous item (books, plays, works, runs, files, orders, drinks,
shows, cooks, paints, prints, records), its position, the Oxford comma, `or`, scope words, numbers, determiners and
possessives before the first item, relative clauses and time frames after the last, trailing clauses, speaker
binding, and `-ing` words that open a participle clause; 3,256 labelled unfaithful at writing, 591 faithful. On
4cea74a 1,429 are accepted, on 7a5b8a8 570; 859 are accepted only on 4cea74a and none only on 7a5b8a8. Of the
unfaithful-labelled, 645 are accepted only on 4cea74a and 253 on both; of the faithful, 4cea74a accepts 531 and
7a5b8a8 317 (none the other way). Reviewed by hand, many of the 645 are faithful after all (the labels at writing
were coarse: a number or `not cards` on another item, an adjective whose scope over the list is open, a plural noun
where the verb reading was no more likely), and most of the rest are template variants of one reading, so only cases
a careful reader refuses are pinned: 68 caused by round 35 (`ROUND35`) and 22 older (`EARLIER`). The 3,907 records
of the realistic dev and test splits, run the same way on both trees, differ in one record only (batch 35's
`Members can borrow board games`, now admitted and faithful): no regression there either.

Round 35's false accepts, by the reading that admitted them:
- A verb read as a plural noun (`_plural_item`): in `She writes poems, runs and swims` the verbs `runs` and `swims`
  become items of `poems`, so `She writes swims`; the same after `, and` before a one-word verb phrase (`She makes
  dinner, and drinks at home` gives `She makes drinks at home`), where the comma marks a second verb phrase, not a
  two-item list.
- An `-ing` word opening a participle clause read as an item's modifier (`opened`): `He sold the car, keeping tyres
  and seats` gives `He sold seats` — the object of `keeping` is read as an item of the head's list. The participle
  often says the opposite of the head (`keeping`, `refusing`, `declining`, `tolerating`, `allowing`, `exempting`,
  `skipping`, `bypassing`, `ignoring`, `forgetting`, `lacking`) or another action (`buying`, `adding`, `serving`).
- A restriction on a list's first item dropped with the other items, newly reachable because the first item is now
  an item: a possessive or determiner (`my`, `your`, `their`, `such`, `more`, `fewer`), a scope word `just` (also
  before `Apple Pay`, a first item the longer search now finds), or a restrictive relative clause after the last
  item (`… and maps my sister recommends`). These are older holes that round 35 unmasked: the same sentences with
  `records` for the first item (an item on 7a5b8a8 already) are accepted by both trees and pinned in `EARLIER`.

Older false accepts (`EARLIER`): the first item of an `or` list with an Oxford comma (`We sell books, games, or
maps` gives `We sell books`; round 35's own test refuses `or` outside a negator), a list's first item or a later one
after a scope word, possessive or relative clause when the item was already one, `-ing` participles some tree
already read as modifiers (`taking`, `sparing`, `missing`, `passing`, `reopening`, and `minus`), and `The printer
scans, copies and prints` giving `The printer scans prints`.

Not pinned (judged faithful or open): a number on another item (`books, games and three maps` → `… games`), an
adjective before the first item (`old`, `free`, `cheap`, `rare`, `twenty`: its scope over the list is ambiguous),
`and` lists of two where the plural noun reading is as likely as the verb (`He hires staff and cooks`, `My wife buys
wine and drinks`). Misses seen on both trees: `Google Pay` as a first item (`You can pay with Google Pay, cash and
cards` refuses `You can pay with cash`; Apple, Samsung, Amazon and Shop Pay pass), and a last item with a trailing
adverbial (`Members can borrow books, games and maps for free` refuses `… games for free`).

Closed (the lead, the same session): all 68 of `ROUND35` and 6 of `EARLIER`, by refusing, never by a new acceptance:
the `-ing` reading withdrawn; a plural-noun item after the first only after a head whose verb is no third person's
`-s` form (`writes`, `makes`: the word may be a verb agreeing with the same subject; `Members can borrow`, `I like`,
`We sell` cannot agree), and never as a first item after a participle (`preferring books and …`); a first item never
takes a determiner or possessive that may hold for every item (`my`, `your`, `such`, `fewer`, `just`, `Tom's`: the head
keeps it, `I like my games`); `just` right before a first item makes no list; a last item holding a relative clause
(`which Tom wrote`) or a subject and a verb (`maps my sister recommends`) is no item; one item and `, and` make no
list (`She drafts the report, and files every day`). Four of `TWINS` are refused again since (strict xfails): the
price of the third person's head and of the `-ing` reading withdrawn; a fifth (`She bought books, prints and
records`) since red-team round 10's fixes read the clause's subject (a singular one may agree with `prints`), a
sixth (`Members get discounts on books, prints and drinks`) since round 11's read the items' own clause.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, speaker)
ROUND35 = [
    # a verb read as a plural noun item (`_plural_item`)
    ("She writes runs", "She writes poems, runs and swims.", None),
    ("She writes swims", "She writes poems, runs and swims.", None),
    ("Anna teaches runs", "Anna teaches yoga, runs and swims.", None),
    ("Anna teaches swims", "Anna teaches yoga, runs, and swims.", None),
    ("He fixes runs", "He fixes cars, runs and swims.", None),
    ("He repairs drinks", "He repairs phones, drinks and smokes.", None),
    ("He repairs smokes", "He repairs phones, drinks, and smokes.", None),
    ("My son reads smokes", "My son reads comics, drinks and smokes.", None),
    ("She makes drinks at home", "She makes dinner, and drinks at home.", None),
    ("He hires cooks at home", "He hires staff, and cooks at home.", None),
    ("She studies works at home", "She studies law, and works at home.", None),
    ("My son watches plays every day", "My son watches football, and plays every day.", None),
    ("She drafts files every day", "She drafts the report, and files every day.", None),
    # an `-ing` participle clause read as a two-word item (`opened`)
    ("He sold seats", "He sold the car, keeping tyres and seats.", None),
    ("I gave away books", "I gave away clothes, saving shoes and books.", None),
    ("She paid taxes", "She paid cash, avoiding fees and taxes.", None),
    ("We deliver scooters", "We deliver pizza, lacking drivers and scooters.", None),
    ("He packed shoes", "He packed shirts, forgetting socks and shoes.", None),
    ("Ana packed shoes", "I packed shirts, forgetting socks and shoes.", "Ana"),
    ("I bought eggs", "I bought bread, forgetting milk and eggs.", None),
    ("We cancelled hotels", "We cancelled trips, keeping flights and hotels.", None),
    ("She sold rugs", "She sold furniture, keeping lamps and rugs.", None),
    ("I cleaned doors", "I cleaned the flat, ignoring windows and doors.", None),
    ("He returned chargers", "He returned the laptop, losing cables and chargers.", None),
    ("The insurer paid costs", "The insurer paid repairs, refusing fees and costs.", None),
    ("The plan covers tests", "The plan covers visits, lacking drugs and tests.", None),
    ("The hotel has showers", "The hotel has rooms, lacking heating and showers.", None),
    ("We accept coins", "We accept cards, refusing cheques and coins.", None),
    ("We accept coins", "We accept cards, declining cheques and coins.", None),
    ("They banned scooters", "They banned cars, allowing bikes and scooters.", None),
    ("They banned scooters", "They banned cars, exempting bikes and scooters.", None),
    ("My diet excludes eggs", "My diet excludes meat, allowing fish and eggs.", None),
    ("I avoid cheese", "I avoid dairy, tolerating butter and cheese.", None),
    ("Ana avoids cheese", "I avoid dairy, tolerating butter and cheese.", "Ana"),
    ("I'm allergic to pecans", "I'm allergic to nuts, tolerating almonds and pecans.", None),
    ("Ana is allergic to pecans", "I'm allergic to nuts, tolerating almonds and pecans.", "Ana"),
    ("The policy covers floods", "The policy covers theft, ignoring fire and floods.", None),
    ("The tour visits Turin", "The tour visits Rome, skipping Milan and Turin.", None),
    ("The tour visits Turin", "The tour visits Rome, bypassing Milan and Turin.", None),
    ("We removed tables", "We removed the sofa, leaving chairs and tables.", None),
    ("He ate bread", "He ate lunch, refusing soup and bread.", None),
    ("She donated bags", "She donated clothes, withholding shoes and bags.", None),
    ("We paid charges", "We paid the bill, disputing fees and charges.", None),
    ("I quit tea", "I quit drinking, keeping cigars and tea.", None),
    ("He gave up eggs", "He gave up meat, adding fish and eggs.", None),
    ("She dropped Latin", "She dropped French, choosing German and Latin.", None),
    ("He left books", "He left the house, carrying bags and books.", None),
    ("I gave up pipes", "I gave up drinking, keeping cigars and pipes.", None),
    ("He stopped eating meat", "He stopped drinking, eating meat and fish instead.", None),
    ("We cut costs", "We cut staff, raising prices and costs.", None),
    ("She sold shares", "She sold bonds, buying stocks and shares.", None),
    ("I hate prints", "I hate posters, preferring books and prints.", None),
    ("The cafe bans drinks", "The cafe bans food, serving snacks and drinks.", None),
    ("The library removed books", "The library removed DVDs, adding games and books.", None),
    # a restriction on the first item dropped, now that the first item is one (older holes unmasked)
    ("I like games", "I like my books, games and maps.", None),
    ("Ana likes games", "I like my books, games and maps.", "Ana"),
    ("Members can borrow games", "Members can borrow your prints, games and maps.", None),
    ("I like games", "I like their works, games and maps.", None),
    ("I like games", "I like such plays, games and maps.", None),
    ("We sell games", "We sell more books, games and maps.", None),
    ("We sell games", "We sell fewer orders, games and maps.", None),
    ("Members can borrow games", "Members can borrow just books, games and maps.", None),
    ("Ana likes games", "I like just books, games and maps.", "Ana"),
    ("You can pay with cash", "You can pay with just Apple Pay, cash and cards.", None),
    ("We accept cash", "We accept just Samsung Pay, cash and cards.", None),
    ("I like games", "I like books, games and maps my sister recommends.", None),
    ("We sell games", "We sell prints, games and maps which Tom wrote.", None),
    ("Members can borrow games", "Members can borrow plays, games and maps my sister recommends.", None),
]

EARLIER = [
    ("We sell books", "We sell books, games, or maps.", None),
    ("I like plays", "I like plays, games, or maps.", None),
    ("Members can borrow records", "Members can borrow records, games, or maps.", None),
    ("We sell books", "We sell books and games, or maps.", None),
    ("Members can borrow books", "Members can borrow just books, games and maps.", None),
    ("We sell games", "We sell just records, games and maps.", None),
    ("I like games", "I like my records, games and maps.", None),
    ("I like games", "I like Tom's records, games and maps.", None),
    ("We sell games", "We sell fewer records, games and maps.", None),
    ("I like games", "I like records, games and maps my sister recommends.", None),
    ("We sell games", "We sell records, games and maps which Tom wrote.", None),
    ("She left snacks", "She left the party, taking drinks and snacks.", None),
    ("The city closed roads", "The city closed parks, reopening streets and roads.", None),
    ("They closed depots", "They closed branches, sparing offices and depots.", None),
    ("The ban covers scooters", "The ban covers cars, sparing bikes and scooters.", None),
    ("We visited Nice", "We visited Paris, missing Lyon and Nice.", None),
    ("The kit includes pegs", "The kit includes a tent, missing poles and pegs.", None),
    ("The bus stops at Hull", "The bus stops at Leeds, passing York and Hull.", None),
    ("She dropped Latin", "She dropped French, taking German and Latin.", None),
    ("The fee covers snacks", "The fee covers meals, minus drinks and snacks.", None),
    ("The printer scans prints", "The printer scans, copies and prints.", None),
    ("I stopped pipes", "I stopped drinking, smoking cigars and pipes instead.", None),
]

# faithful cases 7a5b8a8 accepted and 4cea74a refuses: none found (see the docstring)

# faithful twins round 35 admits (refused on 7a5b8a8), pinned so a fix for the cases above keeps them
TWINS = [
    ("I like films", "I like plays, films and books.", None),
    ("She bought prints", "She bought books, prints and records.", None),
    ("We take returns", "We take orders, returns and repairs.", None),
    ("He loves records", "He loves books, records and plays.", None),
    ("We need cleaners", "We need cooks, cleaners and drivers.", None),
    ("The office handles orders", "The office handles files, orders and invoices.", None),
    ("Members get discounts on prints", "Members get discounts on books, prints and drinks.", None),
    ("You can pay with cash", "You can pay with Apple Pay, cash and cards.", None),
    ("I bought hiking boots", "I bought running shoes, hiking boots and socks.", None),
    ("The kit includes drinks", "The kit includes sleeping bags, drinks and maps.", None),
    ("Members can borrow games", "Members can borrow books, games and three maps.", None),
    ("Ana collects records", "I collect prints, records and books.", "Ana"),
]


def _ok(value: str, evidence: str, speaker: str | None) -> bool:
    return check_support(value, evidence, evidence, guard=True, speaker=speaker).ok


_EARLIER_MARK = pytest.mark.xfail(
    strict=True, reason="red-team round 9: an older false accept (7a5b8a8 accepts it too)"
)
_TWIN_MARK = pytest.mark.xfail(strict=True, reason="red-team round 9: a faithful twin refused since the lead's fixes")
# The lead's fixes after this round (module doc, "Closed"): older false accepts they closed too, and faithful twins
# round 35 had admitted that the fixes refuse again (a head in the third person's `-s` form; an `-ing` modifier).
_CLOSED_EARLIER: frozenset[tuple[str, str]] = frozenset(
    {
        ("We sell games", "We sell just records, games and maps."),
        ("I like games", "I like my records, games and maps."),
        ("I like games", "I like Tom's records, games and maps."),
        ("We sell games", "We sell fewer records, games and maps."),
        ("I like games", "I like records, games and maps my sister recommends."),
        ("We sell games", "We sell records, games and maps which Tom wrote."),
    }
)
_TWINS_REFUSED: frozenset[tuple[str, str]] = frozenset(
    {
        ("He loves records", "He loves books, records and plays."),
        ("The office handles orders", "The office handles files, orders and invoices."),
        ("I bought hiking boots", "I bought running shoes, hiking boots and socks."),
        ("The kit includes drinks", "The kit includes sleeping bags, drinks and maps."),
        ("She bought prints", "She bought books, prints and records."),
        ("Members get discounts on prints", "Members get discounts on books, prints and drinks."),
    }
)


@pytest.mark.parametrize(("value", "evidence", "speaker"), ROUND35)
def test_round35_false_accepts_are_refused(value: str, evidence: str, speaker: str | None) -> None:
    """Every false accept round 35 caused is closed (module doc, "Closed")."""
    assert not _ok(value, evidence, speaker)


@pytest.mark.parametrize(
    ("value", "evidence", "speaker"),
    [pytest.param(*c, marks=() if c[:2] in _CLOSED_EARLIER else _EARLIER_MARK) for c in EARLIER],
)
def test_earlier_false_accepts_are_refused(value: str, evidence: str, speaker: str | None) -> None:
    assert not _ok(value, evidence, speaker)


@pytest.mark.parametrize(
    ("value", "evidence", "speaker"),
    [pytest.param(*c, marks=_TWIN_MARK if c[:2] in _TWINS_REFUSED else ()) for c in TWINS],
)
def test_faithful_twins_are_accepted(value: str, evidence: str, speaker: str | None) -> None:
    assert _ok(value, evidence, speaker)
