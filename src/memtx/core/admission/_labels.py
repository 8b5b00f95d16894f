"""Admission's label reading: the `Label:` a keyed value follows, and whether it names the key's slot (DESIGN §4).

Responsible for: finding, in an evidence, the labels a value opens right after (`Total charged: $184.37`,
`运单号：SF…`, `Devolución: Aeropuerto de Málaga, …`: the words since the line's, item's or clause's start, up to a
colon) and telling whether a label names the key (a word of its subject or relation, a hyphenated word the key glues,
`check-in` for `…/checkin_date`, or a slot word of the value's type). Must not: decide support itself.

A label says which slot the value after it fills (DESIGN §4, amended in round 14 for typed values and in round 15 for
every keyed value): `Shipping: $12.00` is no `order/total`, `Urgent matters: ops@…` no `cormac/email`, and the value
after a label is never a whole clause the key may take without reading the label.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator
from typing import Final

from memtx.core.admission._sentences import value_tokens
from memtx.core.lexicon import TYPED_AMOUNT_UNITS
from memtx.core.text import tokenize

_COLON: Final = re.compile(r"[:：]")
_LABEL_START: Final = re.compile(r".*[\n•|·;,.!?。，；！？]")
_LABEL_LOOK: Final = 64  # characters after a colon read to see whether the value opens them
_IDENTIFIER_LOOK: Final = 256  # and at most this many more, to the next space, so that an identifier is read whole


def _opens(text: str, at: int, first: str) -> bool:
    """Does the text after a colon at `at` open with the value's first token, read as the value's are (an e-mail, URL
    or code is one token: `Urgent matters: ops-cover@…`)?"""
    end = at + _LABEL_LOOK
    space = text.find(" ", end, end + _IDENTIFIER_LOOK)
    rest = text[at : space if space >= 0 else end + _IDENTIFIER_LOOK]
    return value_tokens(rest)[:1] == (first,)


def labels(evidence: str, first: str) -> Iterator[list[str]]:
    """The tokens of each label the value (whose first token is `first`) opens right after; a colon with no word
    before it on its line or item is no label."""
    text = unicodedata.normalize("NFKC", evidence)
    for m in _COLON.finditer(text):
        if not _opens(text, m.end(), first):
            continue
        head = text[: m.start()]
        cut = _LABEL_START.match(head)
        label = tokenize(head[cut.end() :] if cut else head)
        if label:
            yield label


# Round 41 (blind batch 69): a price list's entry gives its label without a colon — `小型犬每晚88元，中大型犬每晚128元`,
# `Small dogs £88 a night`, `Perros pequeños 88 € la noche`: the words before the amount in its item, a noun phrase
# with no verb (a rate's `每晚`, `a night`, `per`, `la noche` aside), say which slot the amount fills, as a label does.
_ITEM: Final = re.compile(r"[\n•|·;,!?。，；！？]")
_RATE: Final = frozenset(
    [
        "每",
        "晚",
        "天",
        "日",
        "月",
        "年",
        "次",
        "人",
        "位",
        "per",
        "a",
        "an",
        "each",
        "night",
        "day",
        "week",
        "month",
        "year",
        "hour",
        "person",
        "al",
        "por",
        "la",
        "el",
        "noche",
        "día",
        "dia",
        "mes",
        "semana",
        "año",
        "ano",
        "hora",
        "persona",
    ]
)
_UNITS: Final = frozenset(w for w in TYPED_AMOUNT_UNITS if " " not in w)
_ENTRY_WORDS: Final = 4  # at most this many words (Chinese characters: twice as many) in an entry's label


def entry_label(evidence: str, first: str, verb: Callable[[str], bool]) -> list[str]:
    """The label of the price-list entry whose amount opens with `first` (its tokens; empty when the value is in no
    such entry: a verb, a colon or nothing before it in its item). `verb` tells a verb among the label's words."""
    text = unicodedata.normalize("NFKC", evidence)
    for item in _ITEM.split(text):
        toks = value_tokens(item)
        if first not in toks or ":" in item or "：" in item:
            continue
        at = toks.index(first)
        if any(not (t[:1].isdigit() or t in _RATE or t in _UNITS) for t in toks[at + 1 :]):
            continue  # (an entry ends with its amount and rate: `您的退款 ¥89.00 已原路退回` is a clause)
        head = list(toks[:at])
        while head and head[-1] in _RATE:
            head.pop()
        cjk = bool(head) and _cjk(head[0])
        if head and len(head) <= _ENTRY_WORDS * (2 if cjk else 1) and not any(verb(t) for t in head):
            return head
    return []


def labelled(evidence: str, first: str) -> bool:
    """Does the value open right after a label?"""
    return (":" in evidence or "：" in evidence) and next(labels(evidence, first), None) is not None


def _cjk(word: str) -> bool:
    return "\u3400" <= word[0] <= "\u9fff"


def _glued(label: list[str]) -> Iterator[str]:
    """A hyphenated word of the label written as the key writes it, glued (`check - in` → `checkin`)."""
    for k in range(1, len(label) - 1):
        if label[k] == "-" and label[k - 1].isalpha() and label[k + 1].isalpha():
            yield label[k - 1] + label[k + 1]
    for k in range(len(label) - 1):  # (round 20: the tokenizer drops the hyphen: `Check-out` → `check`, `out`)
        if label[k].isascii() and label[k].isalpha() and label[k + 1].isascii() and label[k + 1].isalpha():
            yield label[k] + label[k + 1]


def names_slot(
    label: list[str], names: Callable[[str], bool], slots: frozenset[str], relation: tuple[str, ...]
) -> bool:
    """Does the label name the key's slot: a word the key names (`names`), a slot word of the value's type (`slots`),
    a hyphenated word the key glues, or two Chinese characters of the key's relation?"""
    if any(names(t) or t in slots for t in label if not _cjk(t)) or any(names(w) for w in _glued(label)):
        return True
    run = "".join(t for t in relation if _cjk(t))
    chars = "".join(t for t in label if _cjk(t))
    return bool(run) and any(run[a : a + 2] in chars for a in range(len(run) - 1))


# Round 18: words before a label's keyed noun that are no modifier of it (a determiner, the first person, a word of
# preference); anything else there says which one of the kind the label is about (`Guest network password:`).
_NO_MODIFIER: Final = frozenset(
    {
        *("the", "a", "an", "my", "our", "your", "mi", "mis", "tu", "tus", "su", "sus", "nuestro", "nuestra"),
        *("el", "la", "los", "las", "best", "main", "preferred", "mejor", "principal"),
        *("of", "for", "on", "in", "at", "to", "de", "del", "para", "por", "en", "y", "and", "no", "nº", "n"),
        *("我", "我的", "我们", "我们的", "你", "你的", "您", "您的", "的", "这", "那", "个", "这个", "那个"),
        *("最好", "首选"),
    }
)


def modified_slot(label: list[str], names: Callable[[str], bool], cjk_named: Callable[[str], bool]) -> bool:
    """Round 18: does the label end in the keyed noun (words the key names, `names`; a Chinese run the key names,
    `cjk_named`) with a word right before it that the key does not name and that modifies it (`Guest network
    password:`, `访客 WiFi 密码：` for `…/wifi_password`)? Such a label names another slot of the same kind. A label
    that goes on after its noun (`Total charged:`, `打这个电话就行：`) is a phrase of its own, read by the clause
    rules."""
    end = len(label)
    while end > 0:
        tok = label[end - 1]
        if _cjk(tok):
            start = end
            while start > 0 and _cjk(label[start - 1]):
                start -= 1
            run = "".join(label[start:end])
            cut = next((k for k in range(len(run)) if cjk_named(run[k:])), len(run))
            if cut == len(run):
                break
            end = start + cut
            if cut:
                return run[:cut][-2:] not in _NO_MODIFIER and run[cut - 1] not in _NO_MODIFIER
            continue
        if not names(tok):
            break
        end -= 1
    if end == len(label) or end == 0:
        return False
    tok = label[end - 1]
    return tok.isalpha() and tok not in _NO_MODIFIER


_TOTALS: Final = frozenset({"合计", "总计", "共计", "总共", "总额", "总价"})


def _abbreviates(short: str, long: str) -> bool:
    """Are `short`'s characters `long`'s, in order (`固话` of `固定电话`)?"""
    it = iter(long)
    return all(ch in it for ch in short)


def other_of_kind(
    evidence: str, first: str, key: str, relation: tuple[str, ...], named: Callable[[str], bool]
) -> str | None:
    """Round 42 (blind batch 77: `小计：782.00` for `画材坊/小票/合计`): a Chinese label the value opens right after
    that ends in the last character of the key's Chinese relation but is another word (`小计`, a subtotal, beside
    `合计`; `单价` beside `总价`) names another slot of that kind, as `Subtotal:` does `…/total`; None when no label
    does. A label that is the relation's tail (`编号` for `预约编号`), ends in the relation (`苗苗的生日` for `…/生日`:
    its modifiers are read elsewhere), shares its last two characters (`运单号`, `快递单号`), is a word the key names
    or one and the head (`订单号` for `…/订单/编号`), its abbreviation (`固话` for `…/固定电话`) or another word for a
    total (`总计` for `…/合计`) is its own."""
    run = "".join(t for t in relation if _cjk(t))
    if len(run) < 2:
        return None
    whole = set(re.split(r"[/_\s]+", key))  # (the key's own words, whole: `订单` of `…/订单/编号`)
    for label in labels(evidence, first):
        chars = "".join(t for t in label if _cjk(t))
        own = (
            run.endswith(chars)
            or chars.endswith(run)
            or named(chars)
            or chars[:-1] in whole
            or _abbreviates(chars, run)
        )
        same = chars[-2:] == run[-2:] or (chars in _TOTALS and run in _TOTALS)
        if len(chars) >= 2 and chars[-1] == run[-1] and not own and not same:
            return chars
    return None


_HYPHENATED_LABEL: Final = re.compile(r"([A-Za-z]+)-([A-Za-z]+)(?=[^:：\n]{0,40}[:：])")


def other_glued(evidence: str, names: Callable[[str], bool]) -> bool:
    """Round 18: does a label of the evidence hold a hyphenated word the key does not name glued (`Check-out:` for
    `hotel/checkin_date`)? Its parts may be the key's (`check`), yet together they name another slot."""
    return any(not names((m.group(1) + m.group(2)).lower()) for m in _HYPHENATED_LABEL.finditer(evidence))


def label_heads(text: str) -> frozenset[tuple[str, ...]]:
    """Round 20: the tokens of every label of a sentence (the words since its line's, item's or clause's start up to a
    colon), whatever follows the colon: a list after a label (`Known allergies: latex, shellfish, …`) is read with
    it."""
    out: set[tuple[str, ...]] = set()
    for m in _COLON.finditer(text):
        head = text[: m.start()]
        cut = _LABEL_START.match(head)
        label = tuple(tokenize(head[cut.end() :] if cut else head))
        if label:
            out.add(label)
    return frozenset(out)
