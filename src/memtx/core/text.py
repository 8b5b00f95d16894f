"""Text normalization and tokenization shared by admission (DESIGN §4) and key canonicalization (§5).

Responsible for: turning text into comparable token sequences and the punctuation breaks between them.
Must not: know which words negate or condition (that is `memtx.core.lexicon`), nor decide admission or conflicts.

Decisions, so that both sides of every comparison are folded alike:

- `normalize`: NFKC (full-width forms → ASCII), casefold, quotes → `'` / `"`, dashes → `-` (an em dash
  or horizontal bar → ` - `, a clause-level dash), zero-width characters and soft hyphens removed, Latin
  accents stripped (`sólo` = `solo`, `Berlín` = `berlin`) except `ñ` and the two Spanish words whose
  accent changes their word class — `él` (he; `el` is an article) and `sí` (yes; `si` is "if") —
  then whitespace folded to single spaces.
- tokens: a number `\\d+([.,:]\\d+)*` is one token (`3.5`, `1,000`, `10:30`); each of `$ € £ ¥ ₹ ₩ % ‰`
  is a token of its own; each CJK ideograph is a token; any other run of letters/digits (with inner
  apostrophes) is a word. `_ - / : .` between letters, and all other punctuation, separate tokens and
  never are tokens (`order-7/shipping_status` → `order 7 shipping status`).
- English contractions expand so negation stays visible: `doesn't` → `does not`, `won't` → `will not`,
  `can't`/`cannot` → `can not`, a bare `n't` → `not`, apostrophe-less `dont`/`cant`/… likewise; `'m 're
  've 'll 'd` → `am are have will would`; `'s` → `is` after a pronoun (`he's`, `it's`, `there's`); any
  other `'s` is a possessive and stays part of its word (`alice's` ≠ `alice`, so `Alice's sister lives in
  Rome` cannot be cut down to `Alice lives in Rome`).

Hot paths are single C-level passes (`str.translate`, one `findall`). ASCII text takes faster routes that
yield the same tokens: "plain" ASCII (no apostrophe, `$`, `%`, no digit run followed by a letter or by
`.,:` and a digit) is tokenized by a translation of its bytes + `str.split`, since every maximal run of
`[a-z0-9]` in it is exactly one token; other ASCII text by a regex whose first alternative takes a whole run of
space-separated plain words in one match (the regex engine's per-match cost dominates). A long text folds its
accents only where it has any (`_fold`).
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Callable
from functools import lru_cache
from typing import Final

from memtx.core.lexicon import CURRENCY_AND_PERCENT, HARD_PUNCT, SOFT_PUNCT

__all__ = [
    "EMPTY_WORDS",
    "HARD",
    "ID_MARK",
    "PAUSE",
    "QUESTION",
    "SOFT",
    "content_tokens",
    "has_token",
    "identifiers",
    "normalize",
    "protect_identifiers",
    "scan",
    "scan_normalized",
    "sentences",
    "split_sentences",
    "tokenize",
    "tokenize_normalized",
]

# The only words `content_tokens` drops: articles, whose removal cannot change a claim (DESIGN §4 T).
# Spanish `él` (he) keeps its accent, so it is never the article `el`.
EMPTY_WORDS: Final = frozenset({"a", "an", "the", "el", "la", "los", "las", "un", "una", "unos", "unas"})

# Strength of a break between two tokens (`scan`).
SOFT: Final = 1  # , 、 ( ) " - …
PAUSE: Final = 2  # : ; — what follows stands on its own, like a new sentence that shares its end
HARD: Final = 3
QUESTION: Final = 4  # a hard break after a sentence that ends in `?`


def _fold_table() -> dict[int, str | None]:
    table: dict[int, str | None] = {}
    for ch in "\u2018\u2019\u201a\u201b\u2032\u2035\u2039\u203a`\u00b4":
        table[ord(ch)] = "'"
    for ch in "\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb\u300c\u300d\u300e\u300f\u301d\u301e\u301f\u300a\u300b":
        table[ord(ch)] = '"'
    for ch in "\u2010\u2011\u2012\u2013\u2043\u2212\ufe63\uff0d\u02d7":
        table[ord(ch)] = "-"
    for ch in "\u2014\u2015\u2e3a\u2e3b":
        table[ord(ch)] = " - "
    for ch in "\u00ad\u200b\u200c\u200d\u2060\ufeff":
        table[ord(ch)] = None
    # Latin accents: map each precomposed letter to its base letters; keep ñ (año ≠ ano).
    for start, end in ((0x00C0, 0x024F), (0x1E00, 0x1EFF)):
        for cp in range(start, end + 1):
            ch = chr(cp)
            if ch in "ñÑ":
                continue
            base = "".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c))
            if base and base != ch:
                table[cp] = base
    for cp in range(0x0300, 0x0370):  # stray combining marks (e.g. from casefolding "İ")
        table[cp] = None
    return table


_FOLD: Final = _fold_table()
# Stretches of text from a character `_FOLD` maps to the last one following it at gaps of at most 32 characters:
# `_fold` translates only these. (`str.translate` with a dict looks every character up: on a long, mostly ASCII
# source that costs several times NFKC and casefolding together.)
_FOLDED: Final = "[" + "".join(re.escape(chr(cp)) for cp in sorted(_FOLD)) + "]"
_FOLDED_STRETCH: Final = re.compile(f"{_FOLDED}(?:.{{0,32}}{_FOLDED})*", re.DOTALL)
_FOLD_BY_STRETCH: Final = 1024  # characters
_KEEP_ACCENT: Final = re.compile(r"(?<!\w)(él|sí)(?!\w)")

_CJK: Final = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f"
_WORDCH: Final = rf"[^\W_{_CJK}]"
_SYMBOLS: Final = f"[{re.escape(CURRENCY_AND_PERCENT)}]"
_TOKEN_PATTERN: Final = rf"\d+(?:[.,:]\d+)*|[{_CJK}]|{_WORDCH}+(?:'{_WORDCH}+)*|{_SYMBOLS}"
# On normalized ASCII text (lower case) this yields exactly the tokens of _TOKEN_PATTERN, faster.
_ASCII_WORD_PATTERN: Final = r"[a-z][a-z0-9]*+(?:'[a-z0-9]++)*+|[0-9]++(?:[.,:][0-9]++)*+|[$%]"
# Punctuation runs, and a dash that has a space beside it or is doubled (`non-refundable` has none).
_BREAK_PATTERN: Final = rf"[{re.escape(HARD_PUNCT + SOFT_PUNCT)}.,:]+|(?<=\s)-+|-+(?=\s)|-{{2,}}"
# Several letter-only words separated by single spaces, each followed by neither a digit nor an apostrophe:
# exactly the word tokens the patterns above would yield one by one (normalized text has single spaces).
_ASCII_RUN: Final = r"[a-z]++(?![0-9'])(?: [a-z]++(?![0-9']))*+"
_TOKEN: Final = re.compile(_TOKEN_PATTERN)
_ASCII_TOKEN: Final = re.compile(f"{_ASCII_RUN}|{_ASCII_WORD_PATTERN}")
_SCAN: Final = re.compile(f"{_TOKEN_PATTERN}|{_BREAK_PATTERN}")
_ASCII_SCAN: Final = re.compile(f"{_ASCII_RUN}|{_ASCII_WORD_PATTERN}|{_BREAK_PATTERN}")
_SENTENCE_END: Final = re.compile(r"([!?。]|\.)")
_BREAK_START: Final = frozenset(HARD_PUNCT + SOFT_PUNCT + ".,:-")
_NL: Final = "\n"


def _ascii_table(image: Callable[[str], str]) -> bytes:
    """A `bytes.translate` table mapping each ASCII character to its one-character `image`: applied to an
    ASCII text's bytes, it maps the text several times faster than `str.translate` with a dict would."""
    return bytes.maketrans(bytes(range(128)), "".join(image(chr(c)) for c in range(128)).encode("ascii"))


def _ascii_translate(text: str, table: bytes) -> str:
    """An ASCII text mapped by an `_ascii_table`."""
    return text.encode("ascii").translate(table).decode("ascii")


# Plain ASCII (module doc): letters → "a", digits → "0", `.,:` → "."; `0a` or `0.0` in the image: not plain.
_ASCII_SHAPE: Final = _ascii_table(
    lambda ch: "0" if ch.isdigit() else "a" if ch.isalpha() else "." if ch in ".,:" else " "
)
_ALNUM: Final = "abcdefghijklmnopqrstuvwxyz0123456789"
# Every ASCII character but `[a-z0-9]` separates tokens (" "); `.` (a sentence end) becomes a newline, which
# `split_sentences` then widens to " \n " so that every sentence's image has a space on both sides.
_ASCII_SEPARATE: Final = _ascii_table(lambda ch: ch if ch in _ALNUM else "\n" if ch == "." else " ")

# n't stems that are not the auxiliary spelled out; apostrophe-less spellings common in chat.
_NT_STEMS: Final = {"wo": "will", "ca": "can", "sha": "shall", "ai": "is"}
_CLITICS: Final = {"m": "am", "re": "are", "ve": "have", "ll": "will", "d": "would", "s": "is"}
# `'s` after these is "is" (`he's` → `he is`); after anything else it is a possessive and stays attached.
_S_IS: Final = frozenset(
    {"he", "she", "it", "that", "there", "here", "what", "who", "where", "how", "this", "everyone", "nothing"}
)
_S_IS_LONGEST: Final = max(map(len, _S_IS))
_AUXILIARIES: Final = "do does did is are was were could would should has have had must need"
_BARE: Final[dict[str, tuple[str, ...]]] = {
    "cannot": ("can", "not"),
    "cant": ("can", "not"),
    "wont": ("will", "not"),
    "aint": ("is", "not"),
    # (chat spellings of the first person's contractions, round 12: `im allergic to …`, `ive got …`)
    "im": ("i", "am"),
    "ive": ("i", "have"),
    **{f"{aux}nt": (aux, "not") for aux in _AUXILIARIES.split()},
}


def _has_ascii_breaking_space(text: str) -> bool:
    """Does ASCII `text` hold whitespace other than " " (`str.split` splits at all of these)?"""
    return (
        "\n" in text
        or "\t" in text
        or "\r" in text
        or "\x0b" in text
        or "\x0c" in text
        or "\x1c" in text
        or "\x1d" in text
        or "\x1e" in text
        or "\x1f" in text
    )


def normalize(text: str) -> str:
    """NFKC, casefold, quote/dash folding, Latin accent stripping and whitespace folding (see module doc)."""
    if text.isascii():
        if "`" in text:
            text = text.replace("`", "'")
        text = text.lower()
        # Already folded: no whitespace but single inner spaces (then `" ".join(text.split())` is `text`).
        if "  " not in text and text[:1] != " " and text[-1:] != " " and not _has_ascii_breaking_space(text):
            return text
        return " ".join(text.split())
    if "\u00b4" in text:  # NFKC would split the acute accent into a space and a combining mark
        text = text.replace("\u00b4", "'")
    if "\uff0c" in text:  # (never a digit separator: `…87045119，24小时` holds two numbers; blind batch 36)
        text = text.replace("\uff0c", ", ")
    text = unicodedata.normalize("NFKC", text).casefold()
    if "él" in text or "sí" in text:
        parts = _KEEP_ACCENT.split(text)
        parts[::2] = [_fold(p) for p in parts[::2]]
        text = "".join(parts)
    else:
        text = _fold(text)
    return " ".join(text.split())


def _fold_stretch(stretch: re.Match[str]) -> str:
    return stretch.group().translate(_FOLD)


def _fold(text: str) -> str:
    """`text.translate(_FOLD)`: a per-character map, so a long text is translated in its stretches that hold
    mapped characters only (`_FOLDED_STRETCH`; on a short text the call per stretch costs more than it saves)."""
    if len(text) < _FOLD_BY_STRETCH:
        return text.translate(_FOLD)
    return _FOLDED_STRETCH.sub(_fold_stretch, text)


@lru_cache(maxsize=4096)
def _split_apostrophe(tok: str) -> tuple[str, ...]:
    # The word being built is kept as a list of pieces (a word with many apostrophes would otherwise be
    # rebuilt at each one: quadratic); it is joined only when it is emitted or compared with a short word.
    parts = tok.split("'")
    out: list[str] = []
    head = [parts[0]]
    size = len(parts[0])
    for suffix in parts[1:]:
        if suffix == "t" and head[-1].endswith("n"):  # only the first piece may be empty
            stem = "".join(head)[:-1]
            stem = _NT_STEMS.get(stem, stem)
            if stem:
                out.append(stem)
            head, size = ["not"], 3
        elif suffix == "s" and (size > _S_IS_LONGEST or "".join(head) not in _S_IS):
            head.append("'s")  # a possessive stays one token: alice's ≠ alice
            size += 2
        elif suffix in _CLITICS:
            if size:
                out.append("".join(head))
            head = [_CLITICS[suffix]]
            size = len(head[0])
        else:  # an apostrophe inside a word: o'brien, l'acqua
            head.append(f"'{suffix}")
            size += 1 + len(suffix)
    if size:
        out.append("".join(head))
    return tuple(out)


# `'s` before a past participle of the perfect is "has", not "is" (`it's been` = `it has been`).
_S_HAS: Final = re.compile(rf"(?<![\w'])({'|'.join(sorted(_S_IS))})'s (?=(?:been|got|gotten|had)\b)")


def _expand_apostrophes(norm: str) -> str:
    """Rewrite every word with an inner apostrophe as its expansion (`doesn't` → `does not`). Only the
    few apostrophes are visited, so a text without contractions costs one `str.find`."""
    at = norm.find("'")
    if at < 0:
        return norm
    if "'s " in norm:
        norm = _S_HAS.sub(r"\1 has ", norm)
        at = norm.find("'")
        if at < 0:
            return norm
    pieces: list[str] = []
    done = 0
    size = len(norm)
    while at >= 0:
        end = at + 1
        if end < size and norm[end].isalnum() and at > done and norm[at - 1].isalnum():
            start = at - 1
            while start > done and norm[start - 1].isalnum():
                start -= 1
            while end < size and (norm[end].isalnum() or (norm[end] == "'" and end + 1 < size)):
                end += 1
            pieces.append(norm[done:start])
            pieces.append(" ".join(_split_apostrophe(norm[start:end])))
            done = end
        at = norm.find("'", end)
    pieces.append(norm[done:])
    return "".join(pieces)


def _may_have_bare(text: str) -> bool:
    """False when no `_BARE` word can be among the text's tokens: each contains "nt", "im" or "ive", or is "cannot"."""
    return "nt" in text or "cannot" in text or "im" in text or "ive" in text


def _expand_bare(tokens: list[str]) -> list[str]:
    if _BARE.keys().isdisjoint(tokens):
        return tokens
    out: list[str] = []
    for tok in tokens:
        out.extend(_BARE.get(tok, (tok,)))
    return out


def tokenize(text: str) -> list[str]:
    """All word tokens of `text`, normalized, in order; no punctuation tokens (see module doc)."""
    return list(_tokens(text))


# A commit tokenizes the same value for admission, adjudication and the search index, and a batch does so for
# tens of thousands of values between its staging and its commit: each is tokenized once. Tokens are interned,
# so the memo holds one copy of each word (~8 MB full on FactConsolidation's sentences).
@lru_cache(maxsize=40_000)
def _tokens(text: str) -> tuple[str, ...]:
    return tuple(map(sys.intern, tokenize_normalized(normalize(text))))


def tokenize_normalized(norm: str) -> list[str]:
    """`tokenize` of a text that is already `normalize`d."""
    norm = _expand_apostrophes(norm)
    if not norm.isascii():
        return _expand_bare(_TOKEN.findall(norm))
    plain = _plain_ascii(norm)
    toks = _ascii_translate(norm, _ASCII_SEPARATE).split() if plain else _words(_ASCII_TOKEN.findall(norm))
    return _expand_bare(toks) if _may_have_bare(norm) else toks


def _plain_ascii(norm: str) -> bool:
    """Is this ASCII, contraction-expanded text plain (module doc), so `translate` + `split` tokenizes it?"""
    if "'" in norm or "$" in norm or "%" in norm:
        return False
    shape = _ascii_translate(norm, _ASCII_SHAPE)
    return "0a" not in shape and "0.0" not in shape


def _words(items: list[str]) -> list[str]:
    """Split the runs of words `_ASCII_TOKEN` matches whole into their words."""
    return " ".join(items).split()


# --- whole identifiers (DESIGN §4, amended: an identifier is one token) -------------------------------------------
# An e-mail address, a handle (`@felixbuilds`: round 8), URL or domain, phone number, or code (letters and digits joined
# by `-`, `_`, `/`, `.`) is one token for admission's ordered test and guard, so that a value takes it whole or not at
# all (`sam@example` is no part of `sam@example.com`). `protect_identifiers` rewrites each, in a normalized text, into a
# single word: its punctuation becomes letters of a script no text here uses (Canadian syllabics), one distinct letter
# per character, so two identifiers stay distinct and the tokenizers above keep it whole. It also removes the period of
# a few abbreviations (`dr.`, `sra.`, `e.g.`, `a.m.`), which otherwise end a sentence.
_ID_CHARS: Final = " ()+-./:@_%?=&#~,!$*"  # (round 20: `!`, `$`, `*` appended: a password's joiners)
_ID_JOIN: Final = {ord(ch): chr(0x1401 + k) for k, ch in enumerate(_ID_CHARS)}
_ID_SPLIT: Final = {v: chr(k) for k, v in _ID_JOIN.items()}
# Every glued identifier starts with this letter, so that one that starts with a digit is not read as a number.
ID_MARK: Final = "\u1440"
_TLD: Final = "com|org|net|io|dev|co|edu|gov|info|biz|app|ai|me|us|uk|de|es|fr|it|cn|jp|mx|ar|eu|ca|au|in|nl|ch"
# A phone number may span words; everything else is found word by word (`_CHUNK`), in the few words that are not
# plain letters — a regex over the whole text would try every alternative at every character.
_PHONE: Final = re.compile(r"\+?(?:\(\d{1,4}\)|\d{1,14})(?:[ .-]?\(\d{2,5}\)|[ .-]\d{2,10}){1,6}(?![a-z0-9]|[.,:]\d)")
_PHONE_HINT: Final = re.compile(r"[0-9][0-9][ .)-]{1,2}\(?[0-9][0-9]")  # (ASCII classes: `\d` scans far slower)
_CHUNK: Final = re.compile(
    r"(?P<email>(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)+)"
    r"|(?P<handle>(?<![a-z0-9._%+@-])@[a-z0-9_](?:[a-z0-9_.]*[a-z0-9_])?(?![a-z0-9@]))"
    r"|(?P<url>(?:https?://|www\.)[^\s<>\"'()\[\]{}]*[^\s<>\"'()\[\]{}.,;:!?])"
    rf"|(?P<domain>(?<![a-z0-9@.-])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:{_TLD})"
    r"(?:/[^\s<>\"'()]*[^\s<>\"'().,;:!?])?)(?![a-z0-9@])"
    r"|(?P<alnum>(?<![a-z0-9@])\d+[a-z][a-z0-9]*(?![a-z0-9@]|[-_/.][a-z0-9]))"
    # (round 20: a password's `!`, `#`, `$`, `*` join its parts as `-` does: `bluefalcon!77` is one code, no sentence
    # end; a code still needs letters and digits, `_identifier`)
    r"|(?P<code>(?<![a-z0-9@])[a-z0-9]+(?:[-_/.!#$*][a-z0-9]+)+(?![a-z0-9@]|[-_/.!#$*][a-z0-9]))"
)
_MIN_PHONE_DIGITS: Final = 7
_MIN_CODE: Final = 6  # an alphanumeric code that starts with a digit (`1z999aa10123456784`)
_MEASURE: Final = re.compile(r"\d+(?:st|nd|rd|th|am|pm|[kmcg]?[gml]|km|mph|kph|gb|mb|tb|kb|hrs?|mins?|h|s|m|d|x|k)")


def _after_word(match: re.Match[str], chars: str) -> bool:
    """Does the match start right after a letter, a digit or one of `chars` (so it is no word of its own)?"""
    at = match.start()
    before = match.string[at - 1 : at]
    return bool(before) and ((before.isascii() and before.isalnum()) or before in chars)


def _joined_before(match: re.Match[str]) -> bool:
    """Round 25: does a joiner glue the match to a letter or digit before it (`nbm-2026-0418837`, `inv/2026-00042`)?
    Then the digits are the tail of a code, found whole word by word (`_CHUNK`), no phone number of their own."""
    at = match.start()
    before = match.string[max(0, at - 2) : at]
    return len(before) == 2 and before[1] in "-_/." and before[0].isascii() and before[0].isalnum()


def _identifier(match: re.Match[str]) -> str:
    text = match.group()
    kind = match.lastgroup or "phone"
    if kind == "phone" and (_after_word(match, "+") or _joined_before(match)):
        return text
    if kind == "phone" and sum(ch.isdigit() for ch in text) < _MIN_PHONE_DIGITS:
        return text
    if kind == "alnum" and (len(text) < _MIN_CODE or _MEASURE.fullmatch(text) or sum(c.isdigit() for c in text) < 3):
        return text  # `3pm`, `2nd`, `100kg` stay a number and a word, as they are spelled apart too
    if kind == "code" and not (any(ch.isdigit() for ch in text) and any(ch.isalpha() for ch in text)):
        return text  # a code has letters and digits (`ab-4471-x`); `wi-fi`, `3-4` are words and numbers
    return ID_MARK + text.translate(_ID_JOIN)


_TRAILING: Final = ".,;:!?\"'()[]"


# (round 33: Spanish titles and `usted` too, as `Dr.`: `la Dra. Villalonga`, `Dña.`, `Lic.`, `Ud.`)
_ABBREVIATIONS: Final = frozenset(
    (
        "mr", "mrs", "ms", "dr", "prof", "sr", "sra", "srta", "jr", "st", "vs", "approx", "dept", "inc", "ltd", "av",
        "dra", "dña", "lic", "ud", "uds",
    )
)  # fmt: skip
_LETTER_PAIRS: Final = frozenset({"e.g", "i.e", "a.m", "p.m"})
# Where an identifier or an abbreviation may be: one scan for a short character set (a regex that starts with a
# wider set, or with `\d`, is scanned for several times more slowly).
_HIT: Final = re.compile(r"[0-9@/]")


def _abbreviations(norm: str, dots: list[int]) -> str:
    """`norm` without the period of the abbreviations above (`dots`: where its periods are)."""
    pieces: list[str] = []
    done = 0
    for at in dots:
        if at < done or at == 0 or not norm[at - 1].isalpha():
            continue
        start = at
        while start > 0 and norm[start - 1].isalpha():
            start -= 1
        before = norm[start - 1 : start]
        whole = not (before.isalnum() or before == ".")
        if whole and norm[start:at] in _ABBREVIATIONS and norm[at + 1 : at + 2] == " ":
            pieces.append(norm[done:at])
            done = at + 1
        elif at >= 3 and norm[at - 3 : at] in _LETTER_PAIRS and not (norm[at - 4 : at - 3].isalnum()):
            pieces += (norm[done : at - 3], norm[at - 3], norm[at - 1])  # e.g. → eg
            done = at + 1
    if not pieces:
        return norm
    pieces.append(norm[done:])
    return "".join(pieces)


def _splice(norm: str, spans: list[tuple[int, int, str]]) -> str:
    """`norm` with each (start, end) span, in order and disjoint, replaced by its text."""
    if not spans:
        return norm
    out: list[str] = []
    done = 0
    for start, end, glued in spans:
        out += (norm[done:start], glued)
        done = end
    out.append(norm[done:])
    return "".join(out)


_PHONE_CHARS: Final = frozenset("0123456789()+ .-")


def _phones(norm: str) -> str:
    """`norm` with its phone numbers glued, tried only where digits are separated (`_PHONE_HINT`)."""
    spans: list[tuple[int, int, str]] = []
    reach = 0
    for hint in _PHONE_HINT.finditer(norm):
        if hint.start() < reach:
            continue
        start = hint.start()
        while start > reach and norm[start - 1] in _PHONE_CHARS and start > hint.start() - 24:
            start -= 1
        while start < hint.start() and not (norm[start].isdigit() or norm[start] in "+("):
            start += 1
        found = _PHONE.match(norm, start) or _PHONE.search(norm, hint.start(), hint.end() + 24)
        if found is None or found.end() <= hint.start():
            continue
        glued = _identifier(found)
        if glued != found.group():
            spans.append((found.start(), found.end(), glued))
        reach = found.end()
    return _splice(norm, spans)


def protect_identifiers(norm: str) -> str:
    """A `normalize`d text with every identifier glued into one token and abbreviations' periods removed
    (above). The identity on a text without either."""
    dots: list[int] = []
    at = norm.find(".")
    while at >= 0:
        dots.append(at)
        at = norm.find(".", at + 1)
    if dots:
        norm = _abbreviations(norm, dots)
    if _PHONE_HINT.search(norm):
        norm = _phones(norm)
    hits = [m.start() for m in _HIT.finditer(norm)]
    if "." in norm:  # a `.` between two letters or digits (`example.com`); sentence ends are most of them
        at = norm.find(".")
        while at >= 0:
            if 0 < at < len(norm) - 1 and norm[at - 1].isalnum() and norm[at + 1].isalnum():
                hits.append(at)
            at = norm.find(".", at + 1)
        hits.sort()
    spans: list[tuple[int, int, str]] = []
    reach = 0
    for hit in hits:  # (few in prose)
        if hit < reach:
            continue
        start = norm.rfind(" ", 0, hit) + 1
        end = norm.find(" ", hit)
        end = len(norm) if end < 0 else end
        reach = end
        word = norm[start:end]
        if len(word) < 3 or word[0] == ID_MARK:
            continue
        core = word.strip(_TRAILING)
        if core.isdigit() or not core:
            continue  # a number (a phone number was glued above)
        glued = _CHUNK.sub(_identifier, word)
        if glued != word:
            spans.append((start, end, glued))
    return _splice(norm, spans)


_GLUED: Final = re.compile(f"{ID_MARK}[^\\W_]+")
_UNGLUE: Final = {ord(ID_MARK): None, **{ord(k): v for k, v in _ID_SPLIT.items()}}


def identifiers(protected: str) -> list[str]:
    """The identifiers glued in a `protect_identifiers` text, spelled as in the normalized text."""
    return [w.translate(_UNGLUE) for w in _GLUED.findall(protected)] if ID_MARK in protected else []


def unprotect(text: str) -> str:
    """`text` with glued identifiers spelled as written again (for messages)."""
    return text.translate(_UNGLUE) if ID_MARK in text else text


def content_tokens(text: str) -> list[str]:
    """Tokens minus the truly empty words (`EMPTY_WORDS`); negators, numbers and quantifiers stay."""
    return [t for t in tokenize(text) if t not in EMPTY_WORDS]


def has_token(norm: str) -> bool:
    """Whether a `normalize`d text has any token (without tokenizing all of it)."""
    return _TOKEN.search(norm) is not None


def scan(text: str) -> tuple[list[str], list[tuple[int, int]]]:
    """`tokenize(text)` plus the punctuation breaks: a list of `(i, strength)` meaning a break of that
    strength (`SOFT`, `PAUSE`, `HARD`, `QUESTION`) right before token `i` (`i == len(tokens)`: at the
    end)."""
    return scan_normalized(normalize(text))


def scan_normalized(norm: str) -> tuple[list[str], list[tuple[int, int]]]:
    """`scan` of a text that is already `normalize`d: one `findall` over tokens and punctuation runs."""
    tokens: list[str] = []
    breaks: list[tuple[int, int]] = []
    norm = _expand_apostrophes(norm)
    bare = _may_have_bare(norm)
    for item in (_ASCII_SCAN if norm.isascii() else _SCAN).findall(norm):
        if item[0] not in _BREAK_START:
            if " " in item:  # a run of plain words (`_ASCII_RUN`)
                tokens.extend(_expand_bare(item.split()) if bare else item.split())
            elif bare and item in _BARE:
                tokens.extend(_BARE[item])
            else:
                tokens.append(item)
            continue
        if "?" in item:
            strength = QUESTION
        elif "." in item or "!" in item or "。" in item:
            strength = HARD
        else:
            strength = PAUSE if (":" in item or ";" in item) else SOFT
        at = len(tokens)
        if breaks and breaks[-1][0] == at:
            if strength > breaks[-1][1]:
                breaks[-1] = (at, strength)
        else:
            breaks.append((at, strength))
    return tokens, breaks


def sentences(norm: str) -> list[tuple[str, list[str], bool]]:
    """Split a `normalize`d text at sentence ends (`. ! ? 。`, not a `.` between two digits) into
    `(sentence text, its tokens, ends with ?)`; the tokens, concatenated, are `tokenize_normalized(norm)`.
    A sentence's text is contraction-expanded, so `scan_normalized(text)` yields exactly its tokens."""
    texts, words, questions = split_sentences(norm)
    return [(text, w.split(), question) for text, w, question in zip(texts, words, questions, strict=True)]


def split_sentences(norm: str) -> tuple[list[str], list[str], list[bool]]:
    """`sentences` as three parallel lists, with each sentence's tokens as one string `" t1 t2 … tn "`: a
    space before the first and after the last, one or more between two (tokens never contain whitespace).
    `w.split()` is the token list; `f" {t} " in w` says whether `t` is one of them, without building it."""
    norm = _expand_apostrophes(norm)
    texts: list[str] = []
    words: list[str] = []
    questions: list[bool] = []
    ascii_text = norm.isascii()
    if ascii_text and "!" not in norm and "?" not in norm and _NL not in norm and _plain_ascii(norm):
        # No `?`/`!`, and no `.` between two digits: every `.` ends a sentence, and each sentence's tokens
        # are the words of its image under `_ASCII_SEPARATE` (where `.` became the only newline).
        texts = norm.split(".")
        words = f" {_ascii_translate(norm, _ASCII_SEPARATE).replace(_NL, ' ' + _NL + ' ')} ".split(_NL)
        if _may_have_bare(norm):
            words = [f" {' '.join(_expand_bare(w.split()))} " for w in words]
        if words[-1].isspace():  # the text ends a sentence: nothing after its last `.`
            texts.pop()
            words.pop()
        if any(map(str.isspace, words)):  # sentences without a token
            texts = [t for t, w in zip(texts, words, strict=True) if not w.isspace()]
            words = [w for w in words if not w.isspace()]
        return texts, words, [False] * len(texts)
    parts = _SENTENCE_END.split(norm)
    pieces = [parts[0]]  # of the sentence being built (joined once: `1.2.3…` would be quadratic otherwise)
    for k in range(1, len(parts) + 1, 2):
        ender, after = (parts[k], parts[k + 1]) if k < len(parts) else ("", "")
        if ender == "." and pieces[-1][-1:].isdigit() and after[:1].isdigit():
            pieces += (".", after)  # 3.5 is a number, not a sentence end
            continue
        text = pieces[0] if len(pieces) == 1 else "".join(pieces)
        toks = _words(_ASCII_TOKEN.findall(text)) if ascii_text else _TOKEN.findall(text)
        if toks:
            texts.append(text)
            words.append(f" {' '.join(_expand_bare(toks))} ")
            questions.append("?" in ender)
        elif questions and "?" in ender:
            questions[-1] = True
        pieces = [after]
    return texts, words, questions
