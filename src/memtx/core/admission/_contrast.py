"""Admission's two readings of English `while`: a contrast between two clauses, or a time frame (DESIGN §4 G).

Responsible for: telling, from the words around a `while`/`whilst` inside a sentence, whether it joins two contrasting
clauses (`Alice lives in Paris, while Bob works in Rome`: a whole clause, safe to leave out, as after `whereas`)
rather than framing the clause before it in time (`I live in Paris while my flat is repaired`). Must not: build
blocks or search embeddings (`_clauses` asks it, `_automaton` searches).

The rule (docs/admission.md, "Round 26"), reasoned from how the two readings are written: a contrastive `while` is set
off by a comma (style guides ask for one; a time frame takes none), opens a clause with a subject of its own, not the
subject of the clause before it, and the two clauses state facts in parallel: both in the simple present or both in the
simple past, both with a copula or both with another verb. A time frame shows otherwise: no subject (`while
travelling`, `while in Rome`), the progressive or the passive (`is being repaired`, `gets redone`, `is closed`), a
perfect, a modal, a negation, the same subject (`I listen to podcasts, while I cook`), a verb with nothing after it
(`while supplies last`), a verb of lasting (`while the lifeguard remains on duty`), the addressee or `it` as the
subject (`while you wait`), a condition, time word or negator (`while the promotion runs until May`). Anything unsure
stays a
time frame (DESIGN §4: a false accept poisons memory, a false reject costs a retry). Spanish `mientras` and Chinese
`的时候`/`期间` stay time frames; their contrastive forms (`mientras que`, `而`) are conjunctions of the lexicon.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._lemmas import en_inflections, en_lemmas
from memtx.core.lexicon import CONDITIONS, EN_PAST, EN_THIRD_PERSON, FILLERS

WHILE: Final = frozenset({"while", "whilst"})

_PRONOUNS: Final = frozenset({"i", "we", "you", "he", "she", "it", "they"})
_PLURAL_PRONOUNS: Final = frozenset({"i", "we", "you", "they"})  # (they take the bare form: `they live`)
_SPEAKERS: Final = frozenset({"i", "we", "you"})
_DETERMINERS: Final = frozenset(
    {"the", "a", "an", "my", "your", "his", "her", "our", "their", "its", "this", "that", "these", "those"}
)
_BE_PRESENT: Final = frozenset({"am", "is", "are"})
_BE_PAST: Final = frozenset({"was", "were"})
_HAVE: Final = frozenset({"has", "have", "had"})
_GET: Final = frozenset({"get", "gets", "got"})
_DO: Final = frozenset({"do", "does", "did"})
# Operators that make a clause something other than a plain fact in parallel (modals, `do` support, negators).
_NOT_SIMPLE: Final = frozenset(
    {"will", "would", "shall", "should", "can", "could", "may", "might", "must", "do", "does", "did", "not", "never"}
)
# Words a subject never holds: prepositions and adverbs that open a verbless frame (`while in Rome`, `while abroad`),
# conjunctions, and the operators.
_NOT_SUBJECT: Final = (
    frozenset(
        re.findall(
            r"\S+",
            "in at on abroad away home out there here still also just being to from with by for and or but so if when "
            "as during under over after before since until",
        )
    )
    | _BE_PRESENT
    | _BE_PAST
    | _HAVE
    | _GET
    | _NOT_SIMPLE
)
# A time frame's tell-tales in the clause after `while` (round 26's probe: `We offer free coffee, while supplies last`,
# `We keep your bags, while you explore the city`, `…, while the promotion runs until May`): a verb with nothing after
# it, the addressee or `it` as its subject, a condition or time word.
_FRAME_SUBJECTS: Final = frozenset({("you",), ("it",)})
_FRAME_WORDS: Final = frozenset(w for w in CONDITIONS["en"] if " " not in w) | frozenset(
    {"during", "throughout", "still", "no", "not", "never", "nothing", "nobody", "none"}
)
# Verbs of lasting: a clause they head measures the other's time (`…, while the lifeguard remains on duty`).
_DURATIVE: Final = frozenset({"remain", "stay", "last", "continue", "hold", "persist", "wait", "endure"})
_LEADS: Final = frozenset(w for w in FILLERS["en"] if " " not in w) | {"so", "and", "but", "lol", "ok", "yeah"}
_SUBJECT_WORDS: Final = 4  # at most this many words before the verb (`the Thursday beginners group`)

# A clause's verb as (tense, copula): ("present" | "past", the verb is a form of `be`); None when it is not one plain
# finite verb in the simple present or past.
_Verb = tuple[str, bool] | None


@lru_cache(maxsize=8192)
def _forms(tok: str) -> frozenset[str]:
    """The Penn tags lemminflect gives `tok` as an inflection of one of its verb lemmas (`VBZ`, `VBD`, `VBN`, `VBG`)
    and `VBP` when it is a bare verb."""
    if not (tok.isascii() and tok.isalpha()):
        return frozenset()
    tags = set()
    for lemma in en_lemmas(tok).get("VERB", ()):
        if tok == lemma:
            tags.add("VBP")
        for tag in ("VBZ", "VBD", "VBN", "VBG"):
            if tok != lemma and tok in en_inflections(lemma, tag):
                tags.add(tag)
    return frozenset(tags)


def _participle(tok: str) -> bool:
    """A past participle or an `-ing` form after `be`/`get`/`have`: the passive, the progressive or a perfect."""
    return tok == "being" or tok.endswith("ing") or "VBN" in _forms(tok) or (tok in EN_PAST and tok.endswith("ed"))


def _verb_at(tokens: tuple[str, ...], k: int, end: int, plural: bool) -> _Verb | bool:
    """The verb that starts at `tokens[k]` (before `end`), False if none starts there, None if one does that is not a
    plain simple present or past. `plural`: the subject takes the bare form."""
    tok = tokens[k]
    nxt = tokens[k + 1] if k + 1 < end else ""
    if tok in _DO and nxt and nxt not in ("not", "never") and "VBP" not in _forms(nxt):
        return ("past" if tok == "did" else "present"), False  # (`does all the editing`: `do` as the verb itself)
    if tok in _NOT_SIMPLE:
        return None
    if tok in _BE_PRESENT or tok in _BE_PAST:
        if nxt in ("not", "never") or (nxt and _participle(nxt)):
            return None
        return ("present" if tok in _BE_PRESENT else "past"), True
    if tok in _HAVE or tok in _GET:
        if nxt in ("not", "never") or (nxt and _participle(nxt)):
            return None
        return ("past" if tok in ("had", "got") else "present"), False
    forms = _forms(tok)
    if tok in EN_THIRD_PERSON or "VBZ" in forms:
        return "present", False
    if tok in EN_PAST or "VBD" in forms:
        return "past", False
    if plural and "VBP" in forms:
        return "present", False
    return False


def _clause(tokens: tuple[str, ...], start: int, end: int) -> tuple[tuple[str, ...], _Verb]:
    """A clause's subject and verb, read from `start` (leading fillers skipped); ((), None) when it does not open
    with a subject of at most a few words and a finite verb."""
    while start < end and tokens[start] in _LEADS:
        start += 1
    for k in range(start, min(end, start + _SUBJECT_WORDS + 1)):
        tok = tokens[k]
        subject = tokens[start:k]
        content = [t for t in subject if t not in _DETERMINERS]
        if content and not (len(subject) == 1 and subject[0] in _DETERMINERS):
            plural = subject[-1] in _PLURAL_PRONOUNS or (subject[-1].endswith("s") and "'" not in subject[-1])
            verb = _verb_at(tokens, k, end, plural)
            if verb is not False:
                nxt = tokens[k + 1] if k + 1 < end else ""
                # (a noun that is also a verb form, before the real verb: `the kids play`, `my flat's repairs are`)
                if (
                    verb is not None
                    and len(subject) < _SUBJECT_WORDS
                    and nxt
                    and "NOUN" in en_lemmas(tok)
                    and _verb_at(tokens, k + 1, end, True) is not False
                ):
                    continue
                return subject, verb  # type: ignore[return-value]  # (False is ruled out above)
        if tok in _NOT_SUBJECT or tok.endswith("ing") or not tok.replace("'", "").isalpha():
            return (), None
        if subject and subject[-1] in _PRONOUNS and subject[-1] != "it":
            return (), None  # (a pronoun is a whole subject: the verb follows it)
    return (), None


def _same_subject(main: tuple[str, ...], other: tuple[str, ...]) -> bool:
    """May the two subjects name one referent? The same words, or a third-person pronoun after anything but a first or
    second person (`Alice lives in Paris, while she …`)."""
    if main == other:
        return True
    if len(other) == 1 and other[0] in _PRONOUNS - _SPEAKERS:
        return not (len(main) == 1 and main[0] in _SPEAKERS)
    return False


def contrastive_while(tokens: tuple[str, ...], main: int, at: int, end: int) -> bool:
    """Is the `while` at `tokens[at]`, after a comma, a contrast between the clause `tokens[main:at]` and the one it
    opens, `tokens[at + 1:end]` (module doc)?"""
    if tokens[at] not in WHILE or at + 1 >= end:
        return False
    first, verb = _clause(tokens, main, at)
    second, other = _clause(tokens, at + 1, end)
    if not first or not second or verb is None or other is None:
        return False
    after = at + 1 + len(second) + 1  # (the first word after the second clause's verb)
    return (
        verb == other
        and not _same_subject(first, second)
        and second not in _FRAME_SUBJECTS
        and after < end
        and _FRAME_WORDS.isdisjoint(tokens[at + 1 : end])
        and _DURATIVE.isdisjoint(en_lemmas(tokens[after - 1]).get("VERB", ()))
    )
