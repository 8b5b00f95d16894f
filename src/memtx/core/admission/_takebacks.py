"""Admission's takings-back: whether a later turn, utterance or sentence takes back what a speaker said (DESIGN §4).

Responsible for: `takes_back` — a turn or utterance of the same speaker after the one the evidence lies in, or a later
sentence or clause of the same message, that opens by taking it back: a marker (`Actually …`, `Just kidding`, `其实…`),
a denial (`Not really`, `骗你的`) or the claim's verb again in the past (`Well, I used to.`, `Bueno, vivía.`). Split
from `_turns` (nineteenth session) when it passed 800 lines. Must not: find turns or utterances (`_turns`, `_quoted`)
or decide support.
"""

from __future__ import annotations

import re
from typing import Final

from memtx.core.admission._lemmas import en_inflections, en_lemmas, es_lemma

# Eighteenth session (red-team round 30's older cases): a later turn of the same label that opens by taking back or
# correcting what its speaker said (`User: I live in Leeds. / Assistant: Great! / User: Actually I just moved to York.`,
# `Cliente: Fumo. / … / Cliente: Uy, no, lo dejé hace un año.`, `客户：我抽烟。/ … / 客户：早就戒了`): the
# speaker's earlier turn is no longer what they say. Read only as a refusal.
_INTERJECTIONS: Final = re.compile(
    r"^(?:(?:uy|oh|ah|ay|jaja+|haha+|lol|um+|uh+|eh+|well|bueno|pues|vale|hmm+|嗯|呃|啊|哦)[\s,.!，。！、]+)*",
    re.IGNORECASE,
)
_TAKES_BACK: Final = re.compile(
    _INTERJECTIONS.pattern
    + r"(?:actually|wait|no(?=[\s,.!，。])|sorry|correction|scratch that|i mean|not any\s?more|no longer|never mind"
    r"|just kidding|jk|en realidad|perd[oó]n|perdona|mejor dicho|corrijo|correcci[oó]n|ya no|es broma|era broma"
    r"|mentira|其实|不对|说错了|更正|不是|开玩笑|早就|那是以前|以前)",
    re.IGNORECASE,
)


# Nineteenth session (red-team round 33's older cases): a later turn or utterance of the same speaker that denies what
# was said (`Not really, …`, `骗你的。`) or says its verb again in the past (`Well, I used to.`, `Bueno, vivía.`, `Was,
# until Christmas.`) takes it back as `Actually …` does.
_DENIES: Final = re.compile(
    r"(?:not really|that was before|or not|yeah,? right|es broma|era broma|antes s[ií]"
    r"|骗你的|骗你|逗你的|逗你玩|以前是|那是以前"
    # (`used to` alone, its verb left out, is the claim's past: `I used to live in York` says something else)
    r"|(?:i )?used to(?:,? (?:anyway|though|at least))?[\s.!…]*(?:$|[.!…]))",
    re.IGNORECASE,
)
_ES_PAST_FORMS: Final = ("aba", "abas", "aban", "ía", "ías", "ían", "ia", "ias", "ian", "é", "ó", "aron", "ieron", "ió")


# (within one message a narrower list: `Actually, …`, `Wait, …`, `No, …` there add to what was said as often, and a
# correction, `Sorry, Thursdays`, is `_corrections.corrected`'s: `sorry, every weekend` restates)
_RETRACTS: Final = re.compile(r"(?:scratch that|just kidding|jk|mentira|es broma|era broma|开玩笑|骗你)", re.IGNORECASE)


def takes_back(said: str, claim: str, *, same_message: bool = False) -> bool:
    """Does `said`, a later turn or utterance of the speaker of `claim` (or, `same_message`, a later sentence or clause
    of its own message), open by taking it back (the comment above)?"""
    if not same_message and _TAKES_BACK.match(said):
        return True
    rest = said[_INTERJECTIONS.match(said).end() :]  # type: ignore[union-attr]  # (the pattern matches anything)
    if _DENIES.match(rest) or (same_message and _RETRACTS.match(rest)):
        return True
    clause = _CLAUSE_END.split(rest[:_LOOK], maxsplit=1)[0]
    words = [w.casefold() for w in re.findall(r"[^\W\d_]+", clause)]
    if words[:1] in (["i"], ["yo"]):
        words = words[1:]
    # (a restatement in the past is short, its object left out: `gave.`, `Bueno, daba.`, `Was, until Christmas.`)
    return 0 < len(words) <= _ELLIPTIC and _said_again_in_the_past(words[0], claim[-_LOOK:])


_LOOK: Final = 300  # characters of a turn and of the claim before it read (bounded: linear in the source)
_ELLIPTIC: Final = 6  # words at most in a clause that restates the claim's verb in the past
_CLAUSE_END: Final = re.compile(r"[.!?。！？;；]")


def _said_again_in_the_past(word: str, claim: str) -> bool:
    """Is `word` a past form of a verb of `claim` (`gave` of `I give …`, `was` of `I'm …`, `vivía` of `Vivo …`)?"""
    said = [w.casefold() for w in re.findall(r"[^\W\d_]+(?:'m|'re|'s)?", claim)]
    if word in ("was", "were"):
        return any(w in ("am", "is", "are", "i'm", "we're", "it's", "soy", "estoy") for w in said)
    for lemma in en_lemmas(word).get("VERB", ()):
        if word in en_inflections(lemma, "VBD") and word != lemma:
            return any(lemma in en_lemmas(w).get("VERB", ()) for w in said)
    if word.endswith(_ES_PAST_FORMS):
        lemma = es_lemma(word)
        # (a first person present's stem too: simplemma reads `vivo` as the adjective)
        stem = lemma[:-2]
        return lemma.endswith(("ar", "er", "ir")) and any(
            es_lemma(w) == lemma or (w.endswith("o") and w[:-1] == stem) for w in said if w != word
        )
    return False
