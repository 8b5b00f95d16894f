"""Admission's typed-value rule, its Chinese reading: a typed value's clause read as runs of characters (DESIGN §4).

Responsible for: telling whether the Chinese text of a typed value's clause holds a word that re-attributes or frames
the value (`同事`, `周末`, `以前`, a place after `在`), another owner before a keyed noun (`小王的手机`) or a modifier
of a keyed noun the key does not name (`我的家庭住址`), and whether it names a slot of the value's type (`电话`).
Chinese words are matched as runs here, not word by word. Split from `_typed`, which grew to the 800-line limit.
Must not: read the clause's Latin words (`_typed`), or decide support.
"""

from __future__ import annotations

import re
from typing import Final

from memtx.core.admission._addressees import addressed_cjk
from memtx.core.admission._keywords import _OTHER_SLOT, _PAST, _PAST_SLOTS, KeyWords, _cjk
from memtx.core.admission._typed_slots import (
    _CJK_SLOTS,
    _FRAMES,
    _MODIFIERS,
    _NUMBER,
    _PERSONS,
    _PHONE,
    _cjk_named,
)
from memtx.core.admission._zh_conjuncts import zh_words

# (Chinese words that re-attribute or frame a value, matched as runs; of one character only these: `以`, `前`,
# `经` are parts of `可以`, `前台`, `已经`)
_CJK_BLOCKED: Final = tuple(
    w
    for w in (*_PERSONS, *_FRAMES, *_PAST_SLOTS, *_PAST, *_OTHER_SLOT, "以前", "之前", "曾经")
    if _cjk(w) and (len(w) > 1 or w not in "以前经")
)


def _cjk_slot(toks: list[str], kind: str, words: KeyWords) -> bool:
    """Round 18: does the clause's Chinese text name a slot of the value's type (`电话`, `手机`, `邮箱`) with the first
    person of a key about the speaker nowhere needed (`打这个电话就行：186 …`)? It ties the value to the key as a Latin
    slot noun does."""
    text = "".join(t for t in toks if len(t) == 1 and _cjk(t))
    slots = _CJK_SLOTS.get(_PHONE if kind == _NUMBER else kind, ())
    return bool(text) and any(len(w) > 1 and w in text for w in slots)


def _masked(text: str, words: KeyWords) -> str:
    """Round 42 (blind batch 73: `您的预约编号是…` for `预约/编号`, whose `约` is no approximation's `约`): `text`
    with each of jieba's dictionary words that the key names blanked out, so a blocked word inside one (`约` in
    `预约`) is not read. Whole words only (red-team round 27): `工作日` ("weekdays") is no `工作` of `…/工作电话`."""
    return "".join("\1" * len(w) if len(w) > 1 and w in words.named else w for w in zh_words(text))


def _cjk_blocked(flat: list[tuple[int, str]], words: KeyWords, nouns: tuple[str, ...], *, future: bool = False) -> bool:
    """Does the clause's Chinese text hold a word that re-attributes or frames the value (`同事`, `周末`, `以前`), or a
    modifier between `的`/`我` and a keyed noun the key does not name (`我的家庭住址`)?"""
    # (round 20: a Latin word the key names inside a Chinese noun phrase, `访客wifi密码`, is `\1`: of the keyed noun)
    text = "".join(t if len(t) == 1 and _cjk(t) else "\1" if _latin_named(t, words) else "\0" for _, t in flat)
    if not text.strip("\0\1"):
        return False
    if any(w in _masked(text, words) and w not in words.named for w in _CJK_BLOCKED):
        return True
    if any(not _cjk_named(m.group(1), words) for m in _CJK_PLACE.finditer(text)):
        return True  # (red team: `我在北京的电话`, `在北京，我的电话是…`: a place frame the key does not carry)
    for at in (k for k, ch in enumerate(text) if ch == "的"):  # (`小王的手机`: another owner; `我用的号码` is mine)
        start = at
        while start > 0 and text[start - 1] not in "\0的我" and at - start < _MODIFIERS:
            start -= 1
        owner = text[start:at]
        mine = start > 0 and text[start - 1] == "我"
        if owner in _CJK_ADDRESSEE and addressed_cjk(text[at + 1 :], words):
            continue  # (`您的订单编号为…` for `订单/编号`: the addressee's thing is the key's: round 12)
        # (round 25: a demonstrative before the owner is no part of it: `我那个宽带的联系电话` for `宽带/联系电话`)
        named = _cjk_named(owner, words) or _cjk_named(owner.lstrip("那这个"), words)
        if owner and not mine and any(text.startswith(w, at + 1) for w in nouns) and not named:
            return True
    for at in (-1, *(k for k, ch in enumerate(text) if ch in "的我")):  # (the clause's start is a determiner too)
        rest = text[at + 1 : at + 1 + _MODIFIERS + 3]
        for cut in range(1, len(rest)):
            head, tail = rest[:cut], rest[cut:].lstrip("\1")
            if "\0" in head or "\1" in head or "的" in head or "我" in head:
                break
            # (round 13: `这次住宿…`, `这个号码`: a demonstrative is a determiner, no modifier; round 18: after a verb
            # the key names too, `打这个电话`)
            if _CJK_DEMONSTRATIVE.fullmatch(head) or _demonstrative_after_verb(head, words):
                continue
            if any(tail.startswith(w) for w in nouns) and not _cjk_named(head, words) and not _splits(rest, cut, nouns):
                return True
    return False


def _latin_named(tok: str, words: KeyWords) -> bool:
    """Round 20: is this a Latin word of the key (`wifi` of `家里/wifi密码`) standing in a Chinese clause?"""
    return tok.isascii() and tok.isalpha() and words.names(tok)


def _demonstrative_after_verb(head: str, words: KeyWords) -> bool:
    return head[0] in words.named and _CJK_DEMONSTRATIVE.fullmatch(head[1:]) is not None


_CJK_ADDRESSEE: Final = frozenset({"你", "您"})
# `在` + a place opening the clause or right after `我` (not `现在`, `正在`, `在用`, `在线`), before no value (`\0`).
_CJK_PLACE: Final = re.compile(r"(?:^|(?<=[\0我]))在(?![用线这那])([^\0的是了]{1,6})")
_CJK_DEMONSTRATIVE: Final = re.compile(r"[这那][次个家张位件台辆本条项笔]?")


def _splits(rest: str, cut: int, nouns: tuple[str, ...]) -> bool:
    """Does a keyed noun run across the cut (round 8: `手|机号` of `我的手机号是…` cuts `手机`, no modifier)?"""
    return any(rest.startswith(w, s) and cut < s + len(w) for s in range(cut) for w in nouns)
