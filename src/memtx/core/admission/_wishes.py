"""Admission's want frames under a key: wanting is not having (DESIGN §4, amended in round 14).

Responsible for: telling whether a value the guard accepts leaves out a first-person want, wish or request frame
(`lexicon.REQUEST_FRAMES`: `I want`, `I would like`, `quiero`, `me gustaría`, `我想要`) that opens the phrase it is
taken from, and whether the proposal's key names that wish (`kwame/wishlist`, `…/refund_request`, `…/deseos`,
`…/心愿`). Must not: decide anything without a key (the extractor's keying is then its own responsibility, as
before), or look past the frame's own phrase (`I need a refund; my order number is 12345` still gives `12345`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from memtx.core.keys import KeyParts
from memtx.core.lexicon import REQUEST_FRAMES
from memtx.core.text import tokenize

# Relation words that name a want, wish, request, need or preference: the frame is then what the key names.
_WISH_WORDS: Final = frozenset(
    {
        *("want", "wants", "wish", "wishes", "wishlist", "request", "requests", "requested", "desire", "desires"),
        *("need", "needs", "preference", "preferences", "preferred", "prefers", "goal", "goals", "dream"),
        *("deseo", "deseos", "quiere", "peticion", "solicitud", "necesidad", "necesidades", "preferencia"),
        *("preferencias", "sueno", "meta", "metas"),
    }
)
_ZH_WISH_WORDS: Final = ("想要", "心愿", "愿望", "需求", "需要", "请求", "申请", "要求", "偏好", "梦想", "目标")
# The frame's verb, in any person: a value that keeps one keeps the frame (`Kwame wants a red Vespa`).
_FRAME_VERBS: Final = frozenset(
    {
        *("want", "wants", "wanted", "like", "likes", "love", "loves", "prefer", "prefers", "need", "needs"),
        *("quisiera", "quiero", "quiere", "querria", "gustaria", "gusta", "necesito", "necesita", "quisieramos"),
        *("queremos", "quieren", "necesitamos", "想", "要", "需"),
    }
)
# How many words the value may leave out between the frame and its first word (`a red Vespa` → `Vespa`): the
# frame's own object, not a later clause (tokens carry no punctuation).
_GAP: Final = 3


@lru_cache(maxsize=1)
def _frames() -> dict[str, tuple[tuple[str, ...], ...]]:
    """The request frames' token sequences, by their first token."""
    out: dict[str, set[tuple[str, ...]]] = {}
    for frames in REQUEST_FRAMES.values():
        for frame in frames:
            toks = tuple(tokenize(frame))
            out.setdefault(toks[0], set()).add(toks)
    return {first: tuple(group) for first, group in out.items()}


def unwished(parts: KeyParts, texts: Sequence[str], vtoks: Sequence[str]) -> bool:
    """Does the value leave out a want frame it is the object of, under a key that names no wish?"""
    return drops_want(texts, vtoks) and not names_wish(parts)


def names_wish(parts: KeyParts) -> bool:
    """Does the key's relation name a want, wish, request, need or preference?"""
    if any(t in _WISH_WORDS for t in parts.relation):
        return True
    joined = "".join(parts.relation)
    return any(w in joined for w in _ZH_WISH_WORDS)


def drops_want(texts: Sequence[str], vtoks: Sequence[str]) -> bool:
    """Does the value leave out a want frame whose object it is: a frame of the evidence right before (at most
    `_GAP` words before) the value's first word, and none of the frame's verbs in the value?"""
    if not vtoks or any(t in _FRAME_VERBS for t in vtoks):
        return False
    first, frames = vtoks[0], _frames()
    for text in texts:
        toks = tokenize(text)
        for i, tok in enumerate(toks):
            for frame in frames.get(tok, ()):
                n = len(frame)
                # (the frame's last word is its article or `to`, which the value may keep: `una Vespa roja`)
                if tuple(toks[i : i + n]) == frame and first in toks[i + n - 1 : i + n + _GAP]:
                    return True
    return False
