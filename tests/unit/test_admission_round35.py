"""Round 35 of issue 31 (DESIGN §4), ninth session: one item of a list whose words English also spells as verbs.

Found by a sweep of list sentences written for this round (none is a batch record): `Members can borrow books, games
and maps` gave no `Members can borrow games`, nor `I like Apple Pay, rabbits and soup` `I like rabbits`, nor `Guests
get juice, hiking boots, and lessons` `Guests get lessons` — DESIGN §4's one item of a list, refused as a clause
stitch. Three causes, each in how a list's items are found:

- An item of one word that lemminflect knows as a plural noun (`books`, `plays`, `orders`, `drinks`, `prints`) was read
  as a verb's `-s` form, so the list was no list (`_coordination._plural_item`). It is an item after a comma or a
  coordinator, and as a first item right after a verb or a preposition (its object: no English finite verb follows
  another, or `to`). Before a coordinator whose last item has a verb (`… labs, books and the school pays`: red-team
  round 4's) the word stays a verb.
- A first item that is a compound whose last word alone is no item (`Apple Pay`: `Pay` is a verb) stopped the search
  for longer first items (`_lists._with_head`): each length is tried on its own.
- A two-word item opened by an `-ing` modifier (`hiking boots`, `cooking classes`) needed an article before it.

English only: Spanish and Chinese do not spell their plural nouns as their verbs' forms. The negatives beside each
class keep the list's markers (scope, negation, condition, number), and a list followed by a clause of its own.
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
    ("The bar serves drinks", "The bar serves snacks, drinks and coffee.", True),
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
]

COMPOUND_ITEMS = [
    ("I like rabbits", "I like Apple Pay, rabbits and soup.", True),
    ("I like soup", "I like Apple Pay, rabbits, and soup.", True),
    ("The kit includes coffee", "The kit includes a sewing machine and coffee.", True),
    ("Guests get lessons", "Guests get juice, hiking boots, and lessons.", True),
    ("I bought hiking boots", "I bought towels, hiking boots and a sewing machine.", True),
    ("I need plants", "I need coffee, stamps, hiking boots and plants.", True),
    # hard negatives
    ("Guests get lessons", "Guests get juice, hiking boots, and lessons on weekends.", False),
    ("The kit includes hiking boots", "The kit includes two hiking boots, a map and a torch.", False),
    ("I need stamps", "I need coffee, stamps and plants unless you have them.", False),
    ("You can pay with Apple Pay", "You can only pay with Apple Pay, a voucher and cash.", False),
]


@pytest.mark.parametrize(("value", "evidence", "supported"), PLURAL_ITEMS)
def test_a_plural_noun_spelled_as_a_verb_is_a_list_item(value: str, evidence: str, supported: bool) -> None:
    assert _ok(value, evidence) is supported


@pytest.mark.parametrize(("value", "evidence", "supported"), COMPOUND_ITEMS)
def test_a_compound_first_item_and_an_ing_modifier_keep_the_list(value: str, evidence: str, supported: bool) -> None:
    assert _ok(value, evidence) is supported
