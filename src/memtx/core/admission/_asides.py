"""Admission's aside rule: the evidence read without a parenthetical or dashed aside that restricts nothing (DESIGN §4).

Responsible for: finding the asides of an evidence (`(…)`, `（…）`, a pair of em dashes `—…—`, `——…——`, or of spaced
en dashes or hyphens, and a comma stretch of commentary) that interrupt a sentence and hold no restriction, and the
evidences without them, which the whole rule (T and G) then checks in place of the original; and whether a value
leaves out an aside or a trailing owner that does restrict its sentence (`drops_marked_aside`). What an aside's words
say is `_safe_asides`'; whether it describes the noun before it or picks out which one that is, `_descriptive_asides`'.
Must not: decide support itself.

DESIGN §4 (amended: safe deletions) counts "a parenthetical or aside" among the units a value may leave out whole.
The clause analysis (`_clauses`) steps over one that is a clause of its own; this rule covers the shapes it cannot
see as one (round 12, a blind batch: 11 of its 12 parentheticals were refused): an aside of several clauses
(`(indoor, window requested)`), one holding a sentence end (`(finally!!)`), one whose clause the words after it
bind to (`(Colorado) in May`), and a price gloss (`The refund (£86.40) was issued …`). An aside is left out only if

- it interrupts its sentence: words of the sentence stand before and after it (a final aside may qualify the whole
  clause: `Delivery is free (in London)`);
- it follows no personal pronoun (`I (well, my wife) booked …` re-attributes the clause);
- it is no bound adjunct or qualifier (`(for seniors)`, `(en el centro)`: what opens it may restrict the clause)
  and holds no guard marker (negator, scope, condition or hedge, number), no unit of measure and no word that dates
  its clause (`_clauses._unmarked`, `_dated`) — except that an aside made only of an amount of money (a currency
  sign or code and a number) is the price of the noun before it, no restriction of the clause, and (round 13) an
  aside made only of a count (a number and one or two plain words, no unit: `(3 items)`, `（共3件）`) right after the
  sentence's opening noun phrase (`Your order (3 items) has shipped`) says how many that noun holds — when no number
  follows it in its sentence (`The room (2 adults) costs €120` keeps it: the price may be the count's).
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from functools import lru_cache
from typing import Final

from memtx.core.admission._clauses import _FILLER_WORDS, ARTICLES, ASIDE_PRONOUNS
from memtx.core.admission._descriptive_asides import (
    _NP_WORDS,
    _ONE_OF,
    _count,
    _described,
    _gloss,
    _listed,
    picks_one,
)
from memtx.core.admission._references import REFERENCE_NEAR, _reference, _spelling, _weekday
from memtx.core.admission._safe_asides import _inclusive, _labels_person, _names_owner, _safe
from memtx.core.admission._sentence_asides import resumed_stretches, sentence_aside
from memtx.core.admission._sentences import value_tokens
from memtx.core.lexicon import COMMENT_MARKERS, FILLERS
from memtx.core.text import ID_MARK, normalize, tokenize, unprotect

_ASIDE: Final = re.compile(r"\(([^()]+)\)|—+([^—]+)—+|\s[–-]{1,2}\s(.+?)\s[–-]{1,2}\s")
# (round 16: a bullet, a field bar or a line break ends an item of a tool output as a sentence end does: an aside of
# another bullet, `• Airport shuttle (extra charge) •`, is not the value's)
_SENTENCE_END: Final = re.compile(r"[.!?。！？]\s|[。！？•|\n]")
_WORD: Final = re.compile(r"[^\W_]")
_ZH_PRONOUN_ENDS: Final = "我你您他她们"
_MAX_ASIDES: Final = 3  # one evidence without each of at most this many asides, and one without all of them
_MAX_CANDIDATES: Final = 16  # asides looked at in one evidence
_NEAR: Final = 64  # characters around an aside read to tell whether it interrupts its sentence


def _interrupts(text: str, start: int, end: int, ends: list[int]) -> bool:
    """Words of the same sentence before the aside, and after it, and no personal pronoun (fillers aside) right
    before it. `ends`: where the text's sentences end, sorted (each word looked at lies near the aside)."""
    at = bisect_right(ends, start)
    before = text[ends[at - 1] if at else 0 : start].rstrip()[-_NEAR:]
    stop = ends[bisect_left(ends, end)] if bisect_left(ends, end) < len(ends) else len(text)
    if not _WORD.search(before) or not _WORD.search(text[end:stop][:_NEAR]):
        return False
    last = tokenize(before)
    while len(last) > 1 and last[-1] in _FILLER_WORDS:
        last.pop()
    return bool(last) and last[-1] not in ASIDE_PRONOUNS and before[-1:] not in _ZH_PRONOUN_ENDS


def _around(text: str, m: re.Match[str], ends: list[int]) -> tuple[str, str]:
    """The aside's sentence before it and after it."""
    at = bisect_right(ends, m.start())
    stop = ends[bisect_left(ends, m.end())] if bisect_left(ends, m.end()) < len(ends) else len(text)
    return text[ends[at - 1] if at else 0 : m.start()], text[m.end() : stop]


# Round 23: a stretch between two commas that holds a discourse marker of commentary (`La clienta, muy amable por
# cierto, ha pedido …`, `王老师，也就是我们班主任，下学期…`, `The courier, a nice guy by the way, came early`) is an
# aside the marker says the speaker adds: left out whole when it is safe as a bracketed one would be and interrupts
# its sentence.
_COMMENT_MARKERS: Final = tuple(
    tuple(tokenize(normalize(w))) for w in COMMENT_MARKERS if not "\u3400" <= w[0] <= "\u9fff"
)
_COMMENT_CJK: Final = tuple(w for w in COMMENT_MARKERS if "\u3400" <= w[0] <= "\u9fff")
_COMMENT_TEXT: Final = tuple(w.casefold() for w in COMMENT_MARKERS)
_COMMA_ASIDE: Final = re.compile(r"[,，]\s*([^,，.!?。！？;；:：()（）—\n]{1,60}?)\s*(?=[,，])")


def _commented(text: str) -> bool:
    """Might the text hold a comma aside of commentary, or (round 25) one referring to an earlier message?"""
    folded = text.casefold()
    return ("," in text or "，" in text) and (
        any(w in folded for w in _COMMENT_TEXT) or REFERENCE_NEAR.search(folded) is not None
    )


def _comment(inner: str) -> bool:
    """Does the stretch hold a discourse marker of commentary (`por cierto`, `by the way`, `也就是`)?"""
    if any(w in inner for w in _COMMENT_CJK):
        return True
    toks = tokenize(normalize(inner))
    return any(tuple(toks[k : k + len(m)]) == m for m in _COMMENT_MARKERS for k in range(len(toks) - len(m) + 1))


def _comment_asides(text: str, ends: list[int]) -> list[tuple[int, int]]:
    """The spans (each from its opening comma through its closing one) of the comma asides of commentary."""
    out: list[tuple[int, int]] = []
    for n, m in enumerate(_COMMA_ASIDE.finditer(text)):
        if n == _MAX_CANDIDATES:
            break
        inner = m.group(1)
        end = m.end() + 1  # (the closing comma, which the pattern only looks at)
        if (
            (_comment(inner) or _reference(inner))
            and _interrupts(text, m.start(), end, ends)
            and not _labels_person(inner, text[: m.start()], text)
            and not picks_one(inner, text[: m.start()])
            and _safe(inner)
        ):
            out.append((m.start(), end))
    return out


@lru_cache(maxsize=1024)
def without_asides(evidence: str) -> tuple[str, ...]:
    """The evidence without its safe asides: without all of them, then without each one (at most `_MAX_ASIDES`)."""
    text = unicodedata.normalize("NFKC", evidence)
    commented = _commented(text)
    resumed = resumed_stretches(text) if "," in text or "，" in text else []  # (round 29: `Luna, she's our cat, …`)
    if "(" not in text and "—" not in text and " -" not in text and " –" not in text and not commented and not resumed:
        return ()
    spans: list[tuple[int, int]] = []
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    if commented:
        spans += _comment_asides(text, ends)
    spans += [(a, b) for a, b in resumed if _interrupts(text, a, b, ends) and (a, b) not in spans]
    for n, m in enumerate(_ASIDE.finditer(text)):
        if n == _MAX_CANDIDATES:
            return ()  # (an evidence of many asides is no extraction's: the reading stays linear)
        inner = next(g for g in m.groups() if g is not None)
        around = _around(text, m, ends)
        if (
            _spelling(inner)
            or _weekday(inner, around[0])
            or (
                _interrupts(text, m.start(), m.end(), ends)
                and not _labels_person(inner, text[: m.start()], text)
                and not picks_one(inner, around[0])
                and (
                    _safe(inner)
                    or _count(inner, *around)
                    or _gloss(inner, around[0])
                    or _described(inner, around[0])
                    or _listed(inner, *around)
                    or sentence_aside(inner)  # (round 29: a sentence of its own about the noun)
                )
            )
        ):
            spans.append((m.start(), m.end()))
    if not spans or len(spans) > _MAX_ASIDES:
        return ()
    spans.sort()

    def cut(chosen: list[tuple[int, int]]) -> str:
        out, at = [], 0
        for start, end in chosen:
            out.append(text[at:start])
            at = end
        out.append(text[at:])
        return " ".join(" ".join(out).split())

    variants = [cut(spans)] + ([cut([span]) for span in spans] if len(spans) > 1 else [])
    return tuple(dict.fromkeys(variants))


def drops_marked_aside(evidence: str, vtoks: list[str], *, keyed: bool = False) -> bool:
    """Round 14: does the value leave out, from the sentence it draws from, an aside ending that sentence that is no
    safe deletion — one holding a guard marker, a number, a unit or a dating word (`(bueno, lo hacía hasta 2019)`)?
    Such an aside restricts or corrects its sentence, whether or not the clause analysis reads it as a clause of its
    own (DESIGN §4, amended: a parenthetical is a safe deletion only if it restricts nothing). An aside the value keeps
    half of or more is not left out; one in another sentence is not the value's. `keyed` (a keyed value): an aside
    inside the sentence counts too, unless it is a gloss or a count of the opening noun phrase — the key-aware reading
    would otherwise step over it (`My number (in the evenings) is …` for `sam/phone`: the evening number). Round 18:
    an aside naming another owner counts inside the sentence with or without a key (`The bike (my brother's) is …`)."""
    text = unicodedata.normalize("NFKC", evidence)
    kept = set(vtoks)
    if _drops_trailing_owner(text, kept):
        return True
    if "(" not in text and "—" not in text and " -" not in text and " –" not in text:
        return False
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    for n, m in enumerate(_ASIDE.finditer(text)):
        if n == _MAX_CANDIDATES:
            return False
        inner = next(g for g in m.groups() if g is not None)
        before, after = _around(text, m, ends)
        inside = bool(_WORD.search(after))
        person = _labels_person(inner, text[: m.start()], text)
        unkeyed_inside = inside and not keyed and not _names_owner(inner) and not person
        safe = _safe(inner) or _count(inner, before, after) or (inside and _gloss(inner, before))
        spells = _spelling(inner) or _spells_value(inner, kept)
        safe = safe or _described(inner, before) or spells or _weekday(inner, before)
        safe = safe or (inside and _listed(inner, before, after))
        picks = picks_one(inner, before)  # (round 19: which one of several; restrictive inside its sentence too)
        # (round 23: right after a keyed value, `the … one`, `la de …`, `那个…` says which one of the keyed noun's kind
        # it is, a modifier the key does not carry: `La contraseña del wifi es Encina2024 (la de invitados)`; after a
        # noun of the clause it says which thing the clause is about, `The clinic — the one next to the bakery — …`)
        # (the value's tokens leave articles out: `12A` is `12` `a`, read as `12`; round 38)
        after_value = [t for t in value_tokens(before) if t not in ARTICLES][-1:] == vtoks[-1:]
        picks = picks or (keyed and after_value and _ONE_OF.search(inner.strip()) is not None)
        picks = picks or (keyed and (after_value or _owned_noun(before)) and _selects(inner))
        # (round 38, red-team round 21: with a key, an aside in the value's label or right after the value says which
        # one of the keyed noun's kind it is unless it spells or dates the value: `车牌号（临牌）：…`, `Plate
        # (temporary): …`, `Matrícula: 4821 LMN (vencida)`)
        labelled = keyed and (after_value or _labels_value(text, m.end(), vtoks))
        spared = spells or _weekday(inner, before) or _inclusive(inner) or _own_or_anytime(inner)
        picks = picks or (labelled and not spared)
        # (red team: `555-0199 (wife)` is another's: no safe deletion)
        if not picks and (unkeyed_inside or (safe and not person)):
            continue  # (an aside inside its sentence is `without_asides`' and the clause analysis')
        inner_toks = value_tokens(inner)  # (read as the value's are: an identifier is one token)
        if 2 * sum(t in kept for t in inner_toks) >= len(inner_toks):
            continue
        if kept.isdisjoint(value_tokens(before)) and kept.isdisjoint(value_tokens(after)):
            continue
        return True
    return False


def _spells_value(inner: str, kept: set[str]) -> bool:
    """Round 41 (blind batch 69): does the aside spell out a part of the identifier the value keeps — a word of three
    letters or more of it (`n.haddad@… (Haddad with two d's)`, `pablo.iturbe@… (Iturbe con b de burro)`)? It notes
    how the value is written, restricting nothing, as a note on its letter case does (`_spelling`)."""
    ids = [unprotect(t).casefold() for t in kept if ID_MARK in t]
    words = [w.casefold() for w in _LETTERS.findall(inner)]
    if not ids or not any(len(w) >= _SPELLED and any(w in i for i in ids) for w in words):
        return False
    if any(ch.isdigit() for ch in inner) or _LETTER.search(inner) is None:
        return False  # (red-team round 26: a note spells letters; `(old)`, `(dad)`, `(Tom's)`, `(2015-2019)` do not)
    # (every other word spells: a letter, a count of one, glue, or the word a letter is said by, `b de burro`, `d as
    # in David`; `(Haddad's old one)` says which one)
    for k, w in enumerate(words):
        said_by = k >= 2 and (words[k - 1] == "de" or words[k - 2 : k] == ["as", "in"]) and len(words[k - 2]) == 1
        if not (len(w) == 1 or w in _SPELLING_GLUE or said_by or (len(w) >= _SPELLED and any(w in i for i in ids))):
            return False
    return True


_LETTERS: Final = re.compile(r"[^\W\d_]+")
_LETTER: Final = re.compile(r"(?<![^\W\d_])(?<!['’])[^\W\d_](?:['’]s)?(?![^\W\d_])")  # (`d`, `d's`; not `nan's`)
_SPELLED: Final = 3  # letters of a word of the identifier the aside spells, at least
_SPELLING_GLUE: Final = frozenset(
    [
        "with",
        "and",
        "the",
        "a",
        "two",
        "double",
        "twice",
        "both",
        "letter",
        "letters",
        "as",
        "in",
        "like",
        "con",
        "y",
        "la",
        "el",
        "dos",
        "doble",
        "letra",
        "letras",
        "de",
        "como",
    ]
)


# Round 24 (the lead's probe of main after rounds 22-23; an xfail of round 17's keyed-aside tests): with a key, an
# aside right after the value, or right after the speaker's own noun opening the sentence (`My phone`, `Mi número`,
# `我的电话`), that says where the thing is kept or used (`(at the office downtown)`, `(en la oficina del
# centro)`, `（在公司）`, `（公司的）`) or which one it is (`(el del trabajo)`, `(aka the younger one)`) picks one of
# the speaker's things of the key's kind: a modifier the key does not carry, so no safe deletion. The speaker's own
# (`（我的）`), how recent it is (`（刚换的）`) and a note on the value's spelling say nothing of which one. A place
# aside after a noun that is not the speaker's (`那家民宿（在大理古城南门）`) still only describes it (`_gloss`).
_LOCATIVES: Final = frozenset({"at", "in", "near", "en", "cerca", "在", "于"})
_OWNED: Final = frozenset({"my", "our", "mi", "mis", "nuestro", "nuestra", "nuestros", "nuestras"})
_ZH_OWNED: Final = ("我的", "我们的", "咱们的", "我家的")
_ZH_WHERE: Final = ("公司", "单位", "办公", "工作", "家里", "老家", "学校", "店里")  # (`（公司的）`: the one of work)
# Which one by when it was the speaker's (round 27, red-team round 3's hole): `（旧的）`, `（以前的）`,
# `（原来的）`, `（之前的）` pick an earlier one, as `(the old one)` and `(el antiguo)` already did; `（刚换的）`
# says how recent it is.
_ZH_WHEN: Final = ("旧", "以前", "原来", "之前", "从前")
# Which one by an attribute: `the work one`, `the younger one`, `el del trabajo`, `那个…` — not a relative clause that
# describes the one thing (`(the one I actually check)`, `(la que uso)`).
_WHICH: Final = re.compile(
    r"\b(?:the|that|this)\s+(?:[\w-]+\s+){1,2}ones?\b|\b(?:el|la|los|las)\s+(?:de|del)\b|那[个位只家条件辆套]"
)


# (an aside before a label's colon, an arrow, a dash or a line's end, with an article after it, is the label's:
# `Plate (temporary): AB12 CDE`, red-team round 22's `Matrícula (temporal) → …`; before a copula it is the subject's,
# which round 24 reads: `我的电话（刚换的）是…`)
_LABEL_AFTER: Final = re.compile(r"\s*[:：\-–—→=\n]+\s*(?:(?:la|el|los|las|the|a|an)\s+)?", re.IGNORECASE)


# (an aside after a keyed value that says it is the speaker's own or to call at any time says nothing of which one:
# `(mine)`, `(el mío)`, `（我的）`, `（随时打）`; round 24; red-team round 22: not `随时` after a time)
_OWN_OR_ANYTIME: Final = frozenset(
    {"mine", "my own", "that's my own", "that is my own", "me", "yo", "el mío", "la mía", "mío", "mía", "el mio",
     "la mia", "我", "我的", "本人", "随时打", "随时联系", "anytime", "any time", "cuando quieras"}
)  # fmt: skip


def _own_or_anytime(inner: str) -> bool:
    return inner.strip(" .。!！").casefold() in _OWN_OR_ANYTIME


def _labels_value(text: str, at: int, vtoks: list[str]) -> bool:
    """Does a label's colon follow at `at`, and the value right after it (`Plate (temporary): AB12 CDE`)?"""
    colon = _LABEL_AFTER.match(text, at)
    return colon is not None and value_tokens(text[colon.end() : colon.end() + 80])[:1] == tuple(vtoks[:1])


def _owned_noun(before: str) -> bool:
    """Is the sentence before the aside only the speaker's own noun (`My phone`, `Mi número`, `我的电话`)?"""
    text = before.strip()
    toks = tokenize(text)
    if not toks or len(toks) > _NP_WORDS + 2:
        return False
    return toks[0] in _OWNED or text.startswith(_ZH_OWNED)


def _selects(inner: str) -> bool:
    """Does the aside say where a thing is kept or used, or which one it is (the comment above)?"""
    text = inner.strip().rstrip("。.!！")
    if not text or _spelling(text):
        return False
    if text.endswith("的") and text.startswith((*_ZH_WHERE, *_ZH_WHEN)):
        return True
    first = tokenize(text)[:1]
    return (bool(first) and first[0] in _LOCATIVES) or _WHICH.search(text.casefold()) is not None


# Round 18: an owner after a comma or a dash that ends its sentence (`Phone: 555-0100, my wife's`, `… — la de mi mujer`,
# `电话：138…，我老婆的`): the unbracketed form of an owner aside (`_names_owner`), read the same way.
_TRAILING: Final = re.compile(r"(?:,|\s[—–-]+|—+)\s*([^,()—–.!?。！？•|\n]{1,40}?)\s*(?=[.!?。！？•|\n]|$)")


def _drops_trailing_owner(text: str, kept: set[str]) -> bool:
    """Round 18: does the value leave out an owner ending the sentence it draws from (the comment above)?"""
    if "," not in text and "—" not in text and "-" not in text and "–" not in text:
        return False
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    for m in _TRAILING.finditer(text):
        inner = m.group(1)
        if not _names_owner(inner):
            continue
        inner_toks = value_tokens(inner)
        if 2 * sum(t in kept for t in inner_toks) >= len(inner_toks):
            continue
        before, _after = _around(text, m, ends)
        if not kept.isdisjoint(value_tokens(before)):
            return True
    return False


# Red-team round 22: a short piece right after a keyed value, set off by a comma, a dash, a semicolon or a bracket the
# aside reading does not take (`Matrícula: 4821 LMN, temporal`, `车牌号：沪A12345【临牌】`, `… [vencida]`), says which
# one or in what state as an aside would. A filler or courtesy (`, thanks`, `，谢谢`), a spelling note or the speaker's
# own (`, mine`) says nothing of the kind.
_TAIL_OPENERS: Final = re.compile(r"\s*(?:[,，;；]|[—–-]+|[\[【〔〈《])\s*")
_TAIL_END: Final = re.compile(r"[.!?。！？\n]")
_TAIL_CJK: Final = 3
_COURTESY: Final = frozenset(
    {w for ws in FILLERS.values() for w in ws}
    | {"thanks", "thank you", "cheers", "gracias", "muchas gracias", "谢谢", "多谢", "saludos", "un saludo"}
)


def keyed_tail(value: str, evidence: str, named: Callable[[str], bool] = lambda _: False) -> str | None:
    """The short piece right after a keyed value that restricts it (the comment above), or None. Only after a value
    holding a digit (a code, a number, an amount, a date): after a name or a noun phrase the piece may be the next item
    of a list (`… Unai (9), Jon (6) y Aitor`), which the list rule reads."""
    if not any(ch.isdigit() for ch in value):
        return None
    text = unicodedata.normalize("NFKC", evidence)
    at = text.casefold().rfind(unicodedata.normalize("NFKC", value).casefold())
    if at < 0:
        return None
    rest = text[at + len(value) :]
    opener = _TAIL_OPENERS.match(rest)
    if opener is None or not opener.group().strip():
        return None
    piece = _TAIL_END.split(rest[opener.end() :], maxsplit=1)[0].strip(" )]】〕〉》")
    words = tokenize(normalize(piece))
    run = "".join(ch for ch in piece if "\u3400" <= ch <= "\u9fff")
    # (one word, or a Chinese word of up to three characters: a state or a kind, `temporal`, `临牌`, `vencida`; two
    # words or more are a clause or a phrase the other rules read, `any time`, `I said`, `Deluxe Double`, `微信同号`)
    short = (len(words) == 1 and not run) or (0 < len(run) <= _TAIL_CJK and len(run) == len("".join(words)))
    spared = piece.casefold().strip(" !！.。") in _COURTESY or _own_or_anytime(piece) or _spelling(piece)
    spared = spared or all(named(w) for w in words)  # (a word the key names: `Phone: … – mobile`)
    return piece if short and not spared else None
