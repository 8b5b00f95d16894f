"""Admission's reading of a self-correction after the value: the speaker takes it back (DESIGN §4, issue 31 red team).

Responsible for: telling whether a value ends right before a correction marker (`…, actually no, …`, `…, or rather …`,
`…, mejor dicho, …`, `…，不对，…`) that the evidence follows with a replacement, or before a marker that takes it back
with none (`… Just kidding.`, `… Es broma.`, `…，开玩笑的。`). Must not: decide support itself.

The red-team round (issue 31) found `My phone is 555-0100, actually no, 555-0199.` giving `555-0100` for `sam/phone`
(and `Mi teléfono es el 612 448 905, perdón, el 612 448 906.`, `我的电话是13812345678，不对，是13812345679。`): what a
speaker corrects is retracted, as if negated, so no value drawn from before the correction is supported. The value
taken from the replacement is untouched by this rule, and so is a value that does not end right before the marker.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._coordination import es_verb, spanish
from memtx.core.admission._lemmas import en_inflections, en_lemmas, es_lemma, stems
from memtx.core.admission._sentences import value_tokens
from memtx.core.admission._takebacks import takes_back
from memtx.core.lexical import STOP_WORDS
from memtx.core.lexicon import TIME_WORDS, WEEKDAY_NAMES
from memtx.core.text import ID_MARK, content_tokens, normalize

# Markers (as `normalize` writes them: casefolded, accents stripped, full-width punctuation folded) that retract
# what came before whatever follows them: a correction whenever a replacement with a content word follows.
_RETRACTING: Final = (
    r"actually,? no|no,? wait|wait,? no|no,? sorry|sorry,? no|no,? no|or rather|correction|scratch that|perdon,? no"
    r"|no,? perdon"
    "|mejor dicho|bueno no|no espera|espera no|corrijo|me equivoque"
    "|不对|哦不|噢不|说错了|更正|纠正一下|打错了|写错了|记错了|不是不是"
)
# Markers that also open a plain aside or a filler (`sorry for the delay`, `I mean, I love it`, `digo yo`, `No,
# really`): a correction only of a typed value, by a replacement of its shape (a number or identifier where the value
# has one).
# A typed value is corrected only by such a replacement whatever the marker (`555-0100, I mean, call me anytime`).
_SOFT: Final = (
    "actually|sorry|in fact|wait|i mean|i meant|my mistake|my bad|oops|perdon|perdona|bueno|en realidad|mas bien"
    "|digo|quiero decir|o sea|es decir|其实|应该是|抱歉|不好意思|我是说"
    r"|no(?=\s*[,;\-…])|不(?=\s*[,;\-…])"  # a bare `no`, `不` standing alone (`, no, …`; not `no en Toledo`)
)
# Markers that take back what came before with no replacement (`…. Just kidding.`, `…, es broma`, `…，开玩笑的`;
# red-team round 28: `…. Mentira, no la doy`).
_TAKEN_BACK: Final = (
    r"just kidding|kidding|jk|es broma|era broma|es cona|mentira|开玩笑的|开个玩笑|开玩笑|not really(?=\s*(?:[.!?…]|$))"
    r"|not(?=\s*(?:[.!?…]|$))|ya,? claro(?=\s*(?:[.!?…]|$))|said no one ever|said nobody ever"
    r"|[¡]?no(?=\s*!*\s*$)"  # (red-team round 2: `I love Mondays. Not.`, `…, ¡no!` ending the evidence)
)
# A pause (`um`, `eh`, `嗯`) after which the speaker restarts a phrase the value ends with and says it otherwise (`He
# gave it to her, um, to her mother.`): a self-repair, which retracts what it repairs as a correction does.
_PAUSE: Final = "um+|uh+|umm|er+m?|eh+|em+|hmm+|mm+|este|嗯+|呃+|额+"
_PAUSE_WORD: Final = re.compile(_PAUSE)
_REPAIR_REACH: Final = 4  # (the restart repeats one of the value's last tokens: where the repair begins)
# A marker opens its clause: at the start, or after punctuation (a comma, dash, colon, ellipsis, sentence end).
_MARKER: Final = re.compile(
    rf"(?:^|[,;:.!?…\-(。；！？、])\s*(?:(?P<back>{_TAKEN_BACK})|(?P<hard>{_RETRACTING})|(?P<soft>{_SOFT})"
    rf"|(?P<pause>{_PAUSE})(?=\s*[,;:…\-—]))(?![a-zñ])"
)
# Characters read back from a marker for the token before it (a whole identifier fits): the full prefix is read only
# after a value's token, so an evidence of many markers stays about linear (docs/admission.md, "Complexity").
_TAIL: Final = 120
# Red-team round 28: a soft marker after an untyped value, then a short fragment that ends the evidence and replaces a
# part of what was said before it — a Spanish verb's other form (`…. Bueno, daba`), a new time word for a time word
# (`…, digo, los jueves`, `…, I mean, Thursdays`) — or hedges it (`…, bueno, casi`, `…. Bueno, lo intenté`): the speaker
# repairs what they said, so the value as first said is taken back. A fragment that adds to the value is no repair
# (`Fumo, bueno, puros.`, red-team round 2), nor is a clause of its own (`…, I mean, I love it`).
_FRAGMENT_MAX: Final = 3
_VERB_MIN: Final = 4  # (a replacing verb form: `daba`; not a pronoun or clitic, `me`, `la`)
_STEM_MIN: Final = 3  # (a Snowball stem two forms share: `viv`)
# (seventeenth session, red-team round 30's older cases: months, the days around today, accents as normalized)
_MORE_TIMES: Final = [
    "january",
    "february",
    "march",
    "april",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "tomorrow",
    "today",
    "tonight",
    "yesterday",
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
    "manana",
    "hoy",
    "ayer",
    "明天",
    "后天",
    "今天",
    "昨天",
    "前天",
    "上午",
    "下午",
    "中午",
    "早上",
    "以前",
]
_TIME: Final = frozenset({*(normalize(w) for w in (*WEEKDAY_NAMES, *TIME_WORDS)), *_MORE_TIMES})
_HEDGES: Final = frozenset(
    [
        "almost",
        "nearly",
        "mostly",
        "sometimes",
        "tried",
        "occasionally",
        "rarely",
        "seldom",
        "sort",
        "kinda",
        "sorta",
        "less",
        "casi",
        "intente",
        "intentamos",
    ]
)
_CJK_HEDGES: Final = ("差不多", "几乎", "有时", "试过", "偶尔", "以前")
_CJK: Final = re.compile("[\u3400-\u9fff]")
_CJK_TIME: Final = tuple(w for w in _TIME if _CJK.match(w))

_SENTENCE_END: Final = re.compile(r"[.!?。！？](?:\s|$)")


def _shapes(tokens: tuple[str, ...]) -> tuple[bool, bool]:
    """Does a token sequence hold an identifier, and a number (a token with a digit)?"""
    return any(t[0] == ID_MARK for t in tokens), any(any(ch.isdigit() for ch in t) for t in tokens)


def _repaired(tail: tuple[str, ...], before: tuple[str, ...], after: str, vtoks: list[str]) -> bool:
    """After a pause: does the speaker restart at one of the value's last tokens and say something new (a
    self-repair of the value's end), the value lying wholly before the pause?"""
    cut = _SENTENCE_END.search(after)
    restart = value_tokens((after[: cut.end()] if cut else after).lstrip(" ,;:…-—"))
    if not restart or restart[0] not in tail[-_REPAIR_REACH:]:
        return False
    if all(t in before for t in restart):
        return False  # (a stutter repeats what was said: `to her, um, to her.`)
    return all(t in before for t in vtoks if t in before or t in restart)


def _repair_fragment(replacement: tuple[str, ...], ends: bool, before: tuple[str, ...]) -> bool:
    """Is what follows a soft marker a short fragment ending the evidence that replaces or hedges a part of what was
    said `before` it (the comment above)? (Red-team round 30: what repeats what was said — `o sea, la doy yo`, `I mean,
    every Tuesday`, `其实，每周二` — replaces nothing.)"""
    cjk = bool(replacement) and all(_CJK.match(t) for t in replacement)  # (Chinese: one token a character)
    if not ends or not 0 < len(replacement) <= (_FRAGMENT_MAX * 2 if cjk else _FRAGMENT_MAX):
        return False
    if cjk:
        said, earlier = "".join(replacement), "".join(before)
        new_times = [w for w in _CJK_TIME if w in said and w not in earlier]
        repeats = any(
            w in said for w in _CJK_TIME if w in earlier
        )  # (`其实，周二下午` refines `周二`, red-team round 30)
        return any(h in said for h in _CJK_HEDGES) or (
            bool(new_times) and not repeats and any(w in earlier for w in _CJK_TIME)
        )
    if not _HEDGES.isdisjoint(replacement):
        return True
    said_stems = {stems(t)[0] for t in before}
    times = [t for t in replacement if t in _TIME]
    if times and not _TIME.isdisjoint(before) and all(stems(t)[0] not in said_stems for t in times):
        return True
    if not spanish(before + replacement):
        # (English: a past form of a verb said before, `I give the class, I mean, gave`; other forms are shared with
        # nouns, `weekends`)
        return any(t != b and t in _en_past(b) for t in replacement for b in before)
    spoken = [b for b in before if b.isalpha() and len(b) > 2 and b not in STOP_WORDS]
    return any(
        t != b and (es_lemma(t) == es_lemma(b) or _same_stem(t, b))
        for t in replacement
        if len(t) >= _VERB_MIN and t.isalpha() and t not in STOP_WORDS and t not in before and es_verb(t)
        for b in spoken
    )  # (a verb's form only: `una perrita` refines `un perro`, red-team round 30)


def _same_stem(a: str, b: str) -> bool:
    """Do two Spanish words share Snowball's stem, one stem a prefix of the other (`vivo`, `vivia`: `viv`, `vivi`; the
    accents normalization strips make the stemmer cut less)?"""
    x, y = sorted((stems(a)[1], stems(b)[1]), key=len)
    return len(x) >= _STEM_MIN and y.startswith(x)


def _en_past(word: str) -> tuple[str, ...]:
    """The past forms of the verbs an English word may be (`give` → `gave`; none for a word no verb lemma has)."""
    return tuple(f for lemma in en_lemmas(word).get("VERB", ()) for f in en_inflections(lemma, "VBD"))


# Red-team rounds 30 and 31's older cases: a short sentence right after the value's that says it no longer holds, with
# nothing of its own to claim (`I live in Leeds. Well, I used to.`, `… Not anymore, I mean.`, `… Well, I did until
# last year.`, `Vivo en Lima. Bueno, ya no.`, `我住在北京。那是以前。`): the value is taken back as by a correction.
_CEASED: Final = re.compile(
    r"(?:(?:well|oh|actually|ok|okay|bueno|pues|vaya),?\s*)?"
    r"(?:(?:i|we)\s+(?:used\s+to|did(?:\s+until\s+[\w\s]{1,20})?)|not\s+any\s?more(?:,\s*i\s+mean)?|no\s+longer"
    r"|ya\s+no|antes\s+si|那是以前|以前是|现在不[^\s。！？.!?]{0,4})[.!?。！？]?\s*$"
)


_ENDS: Final = re.compile(r"[.!?](?:\s|$)|[。！？]")


def _ceased_after(norm: str, vtoks: list[str]) -> bool:
    """Does a sentence that ends with a value token come right before one that says it no longer holds (above)?"""
    for end in _ENDS.finditer(norm):
        rest = norm[end.end() :]
        if not rest.strip() or _CEASED.fullmatch(rest.strip()) is None:
            continue
        tail = value_tokens(norm[max(0, end.start() - _TAIL) : end.start()])
        if tail and tail[-1] in vtoks:
            return True
    return False


# Nineteenth session (red-team round 30's older cases): a later sentence or clause of the evidence that takes back the
# one the value draws from (`I give the class, well, gave.`, `Yo doy la clase. Bueno, daba.`, `I give the class on
# Tuesdays. Sorry, Thursdays.`, `我住在北京。那是以前，现在在上海。`: `_turns.takes_back`).
_BOUNDARY: Final = re.compile(r"[.!?。！？](?:\s|$)|[。！？，,;；]")


_WINDOW: Final = 300  # characters read on each side of a cut (bounded: the check stays linear in the evidence)


_SHORT: Final = 8  # words at most in the clause after a cut that may take back the one before it (`Bueno, daba.`)


def taken_back_within(evidence: str, vtoks: list[str]) -> bool:
    """Does a later sentence or clause of the evidence take back the one the value draws from (the comment above)?"""
    return any(_before_not_after(before, after, vtoks) for before, after in _takebacks_within(evidence))


@lru_cache(maxsize=512)
def _takebacks_within(evidence: str) -> tuple[tuple[str, str], ...]:
    """The (before, after) windows around each cut of the evidence after which a short clause takes back the one before
    it: read once per evidence (memoized: many values are checked against one evidence)."""
    out: list[tuple[str, str]] = []
    for cut in _BOUNDARY.finditer(evidence):
        after = evidence[cut.end() : cut.end() + _WINDOW].strip()
        end = _BOUNDARY.search(after)
        clause = after[: end.start() if end else len(after)]
        if not clause or len(clause.split()) > _SHORT:
            continue
        before = evidence[max(0, cut.start() - _WINDOW) : cut.start()]
        if takes_back(after, before, same_message=True):
            out.append((before, after))
    return tuple(out)


def _before_not_after(before: str, after: str, vtoks: list[str]) -> bool:
    """Does the value draw from the last sentence `before` a cut more than from the sentence `after` it?"""
    end = _ANY_SENTENCE_END.search(after)
    return _more_from(vtoks, before[_last_sentence(before) :], after[: end.end() if end else len(after)])


def _last_sentence(text: str) -> int:
    """Where the last sentence of `text` starts (a trailing pause or stop ignored)."""
    return max((m.end() for m in _ANY_SENTENCE_END.finditer(text.rstrip(" ,.…，。"))), default=0)


def _more_from(vtoks: list[str], one: str, other: str) -> bool:
    """Does the value share more tokens with the text `one` than with `other` (a bound value's name is in neither)?"""
    first, second = set(value_tokens(normalize(one))), set(value_tokens(normalize(other)))
    return sum(t in first for t in vtoks) > sum(t in second for t in vtoks)


def corrected(evidence: str, vtoks: list[str]) -> bool:
    """Does the value lie wholly before a self-correction of the evidence that a replacement follows, or before a
    marker that takes it back (`just kidding`)? Every value token the evidence holds is before the marker and one of
    them is not repeated after it (a value that takes the replacement, or needs words after the marker, is not the
    corrected one)."""
    norm = normalize(evidence)
    if _ceased_after(norm, vtoks) or taken_back_within(evidence, vtoks):
        return True
    for marker in _MARKER.finditer(norm):
        if marker.start() == 0:
            continue  # (nothing before it to correct)
        tail = value_tokens(norm[max(0, marker.start() - _TAIL) : marker.start()])
        while tail and _PAUSE_WORD.fullmatch(tail[-1]):  # (`…上课，嗯，其实，周四`: a pause before the marker)
            tail = tail[:-1]
        if not tail or tail[-1] not in vtoks:
            continue  # (a correction replaces what was just said: the value must end right before the marker)
        before, after = value_tokens(norm[: marker.start()]), norm[marker.end() :]
        if marker.group("pause") is not None:
            if _repaired(tail, before, after, vtoks):
                return True
            continue
        if marker.group("back") is not None:
            later = value_tokens(after)
            present = [t for t in vtoks if t in before or t in later]
            if present and all(t in before for t in present):
                return True
            continue
        cut = _SENTENCE_END.search(after)
        replacement = value_tokens(after[: cut.end()] if cut else after)
        if not content_tokens(" ".join(replacement)):
            continue
        present = [t for t in vtoks if t in before or t in replacement]
        if not present or any(t not in before for t in present) or all(t in replacement for t in present):
            continue
        ident, number = _shapes(tuple(vtoks))
        if not (ident or number):
            if marker.group("hard") is not None or _repair_fragment(
                replacement, cut is None or cut.end() >= len(after), before
            ):
                return True
            continue
        has_ident, has_number = _shapes(replacement)  # (a typed value is replaced by one of its shape, any marker)
        if (not ident or has_ident) and (not number or has_number):
            return True
    return False


# Red-team round 2 (issue 31): openers that say what follows in irony (`Yeah right, I love Mondays.`, `Ya, claro, me
# encantan los lunes.`): the sentence they open asserts the opposite. (`Yeah, …`, `Oh, …`, `Claro que sí, …` do not.)
_IRONIC_OPENER: Final = re.compile(
    r"(?:^|[.!?。！？…]\s*)(?:yeah,? right|oh,? sure|oh yeah,? sure|sure,? sure|ya,? claro|ya,? seguro|si,? hombre),?\s"
)
# A predicate in scare quotes right after the subject (or the Spanish clitic) that opens its clause (`I "love"
# Mondays`, `Me "encantan" los lunes`, `我“喜欢”周一`): the quotation marks distance the speaker from the word. (A
# quoted title or name after a verb is no scare quote.)
_SCARE_QUOTED: Final = re.compile(
    r"(?:^|[.!?,;:。！？，；：…]\s*)(?:(?:i|we|you|he|she|they|yo|me|te|le|nos)\s+|[我你他她]们?)"
    r"[\"“«「]([^\"”»」\s]{1,12})[\"”»」]",
    re.IGNORECASE,
)


# Nineteenth session (red-team round 32's older cases): a tag after the claim that takes it back in irony (`I'm a
# millionaire, yeah, right.`, `… yeah right`, `Soy millonario… ya quisiera`, `我是百万富翁，嗯，对，才怪`), fillers and
# pauses between: the sentence before it is said in irony too. (`yeah, sure`, `sí, claro` agree as often: not read.)
_IRONIC_TAIL: Final = re.compile(
    r"[,.…，。]\s*(?:(?:um|uh|er|eh|嗯|呃|对|好)[,.…，。\s]*)*"
    r"(?:yeah,?\s*right|as if|ya quisiera|ni de broma|才怪|想得美|做梦吧?)\W*$",
    re.IGNORECASE,
)
_QUOTE_MARKS: Final = frozenset('"“«「')


_ANY_SENTENCE_END: Final = re.compile(r"[.!?](?:\s|$)|[。！？]")


def _draws_from(before: str, vtoks: list[str]) -> bool:
    """Does the value share more tokens with the last sentence of `before` than with the sentences before it?"""
    cut = _last_sentence(before)
    return _more_from(vtoks, before[cut:], before[:cut])


_IRONIC_WORDS: Final = ("right", "sure", "claro", "seguro", "hombre")  # (an opener holds one: a cheap test first)


def ironic(evidence: str, vtoks: list[str]) -> bool:
    """Does the evidence say the value in irony: a sentence opened by an ironic marker that the value draws from, a tag
    that takes back the last sentence, which the value draws from (`…, yeah, right.`), or a predicate in scare quotes
    that the value keeps?"""
    if not _QUOTE_MARKS.isdisjoint(evidence):
        for m in _SCARE_QUOTED.finditer(evidence):
            if not set(value_tokens(m.group(1))).isdisjoint(vtoks):
                return True
    if (tail := _IRONIC_TAIL.search(evidence)) and _draws_from(evidence[: tail.start()], vtoks):
        return True
    folded = evidence.casefold()
    if not any(w in folded for w in _IRONIC_WORDS):
        return False
    norm = normalize(evidence)
    for m in _IRONIC_OPENER.finditer(norm):
        cut = _SENTENCE_END.search(norm, m.end())
        sentence = value_tokens(norm[m.end() : cut.end() if cut else len(norm)])
        if sum(t in sentence for t in vtoks) * 2 > len(vtoks):
            return True
    return False
