"""Conflict detection and the resolution contracts `temporal` and `governed` (DESIGN §5), pure.

Responsible for: deciding, from plain facts about two versions, which one is visible, and which one a set of
surviving versions would have made visible (reinstatement). Must not: read storage, consult clocks or mutate
records.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from memtx.core.frozen import fast_init
from memtx.core.lexicon import CURRENCY_AND_PERCENT, GUARD, NUM, compile_lexicon
from memtx.core.model import ContractKind
from memtx.core.text import QUESTION, content_tokens, normalize, scan_normalized, tokenize

# DESIGN §5: values agree when their token Jaccard is >= 0.80 (exact fraction, no float rounding).
AGREEMENT = (4, 5)

# Admission's lexicon (DESIGN §4 G), compiled with the same tokenizer: the guard classes are its NEG, SCOPE
# (quantifiers, focus words, exceptions), COND (conditions, exceptions, hedges, questions) and NUM.
_LEX: Final = compile_lexicon(tokenize)
# A minus sign: a `-` right before a digit that follows no word, number or closing bracket ("-5", "(-5)";
# not "order-7", "2024-05", "5-10"). Rewritten as the word `minus`, which before a number folds into it.
_MINUS_SIGN: Final = re.compile(r"(?<![\w.,:)\]%'-])-(?=\d)")
_MINUS: Final = "minus"
_CACHE: Final = 8192


@fast_init
@dataclass(frozen=True, slots=True)
class Contender:
    """What adjudication may look at for one version: nothing else influences the outcome."""

    vid: int
    source_id: str
    source_seq: int
    authority: float
    event_time: float
    value: str


class Decision(enum.Enum):
    WIN = "win"  # becomes A's entry; the visible one (if any) is superseded
    STORE_SUPERSEDED = "store_superseded"  # kept for audit, never visible
    QUARANTINE = "quarantine"  # held for review


@fast_init
@dataclass(frozen=True, slots=True)
class Ruling:
    decision: Decision
    reason: str


@lru_cache(maxsize=_CACHE)
def value_tokens(value: str) -> frozenset[str]:
    return frozenset(content_tokens(value))


def _is_numeral(tok: str) -> bool:
    """A number by shape: digits (`12`, `12.5`, `1,000`), a currency or percent sign, or one numeric
    ideograph outside the lexicon's list (`壹`, `廿`)."""
    return tok[0].isdigit() or tok in CURRENCY_AND_PERCENT or (len(tok) == 1 and not tok.isascii() and tok.isnumeric())


@lru_cache(maxsize=_CACHE)
def guard_signature(value: str) -> tuple[str, ...]:
    """The guard-relevant tokens of `value` (DESIGN §5 amended), as a multiset: a sorted tuple.

    Tokens come from `memtx.core.text.scan` (so `doesn't` is `does not`, CJK is one token per ideograph); the
    lexicon is admission's (`memtx.core.lexicon`), matched as admission matches it — longest entry first, never
    across punctuation. Counted, each as its normalized tokens joined by spaces (`没有` is `没 有`):

    - an entry with a guard class (NEG, SCOPE, COND, NUM): `not`, `no longer`, `only`, `at least`, `if`,
      `a menos que`, `不`, `没有`, `只有`, `除了`; a compound without one contributes nothing, not even the guard
      word inside it (`after all`, `not only`, `一个`, `首都`: admission keeps or drops them whole, too);
    - a numeral: a maximal run of number tokens — digits, `$ € % …`, number words (`twelve`, `doce`, `十`) and
      numeric ideographs — joined into one item, so `十二` (12) and `二十` (20) differ; a minus sign is part
      of its number (`-5` ≠ `5`); `+1` is `1`. Forms are not converted (`12` ≠ `twelve`): a false conflict
      costs a review, a false agreement a silent replacement;
    - `?` for each question (a question asserts nothing; admission treats it as a condition).

    A multiset, not a set: counts carry meaning that Jaccard over token *sets* cannot see — `2 adults and
    2 children` vs `2 adults and children` have equal token sets and equal guard sets, but not equal
    multisets; likewise a double negation vs a single one. Order is not part of it (like Jaccard), so
    reordered paraphrases agree; a swap of two numbers between slots is not detected."""
    norm = normalize(value)
    if "-" in norm:
        norm = _MINUS_SIGN.sub(f" {_MINUS} ", norm)
    tokens, breaks = scan_normalized(norm)
    out = ["?" for _, strength in breaks if strength == QUESTION]
    stops = [at for at, _ in breaks if at > 0]
    stops.append(len(tokens))
    numeral: list[str] = []
    i = si = 0
    while i < len(tokens):
        while stops[si] <= i:  # a break: no entry and no numeral runs across it
            si += 1
            if numeral:
                out.append(" ".join(numeral))
                numeral = []
        stop, tok = stops[si], tokens[i]
        marker = _LEX.match(tokens, i, stop)
        if marker is not None and marker.bits & GUARD == NUM:
            numeral.extend(marker.tokens)
            i += len(marker.tokens)
            continue
        if marker is None and (_is_numeral(tok) or (tok == _MINUS and i + 1 < stop and tokens[i + 1][0].isdigit())):
            if tok == _MINUS:
                tok = f"-{tokens[i + 1]}"
                i += 1
            numeral.append(tok)
            i += 1
            continue
        if numeral:
            out.append(" ".join(numeral))
            numeral = []
        if marker is None:
            i += 1
            continue
        if marker.bits & GUARD:
            out.append(" ".join(marker.tokens))
        i += len(marker.tokens)
    if numeral:
        out.append(" ".join(numeral))
    return tuple(sorted(out))


def _agree(a: Iterable[str], b: Iterable[str]) -> bool:
    sa, sb = set(a), set(b)
    if not sa | sb:
        return True
    num, den = AGREEMENT
    return den * len(sa & sb) >= num * len(sa | sb)


def same_claim(a: str, b: str) -> bool:
    """Do two values of one key say the same thing, for the quarantine lane's revalidation (DESIGN §4)? Exactly
    when their normalized token sequences are equal: case, width, spacing and punctuation aside, the same words in
    the same order — `Lena lives in Berlin.` and `lena lives in  berlin`, never `Lives in Berlin` or `Lena lived in
    Berlin`. Stricter than DESIGN §5's agreement on purpose: it lets an unsupported value become history."""
    return tokenize(normalize(a)) == tokenize(normalize(b))


def in_conflict(a: Contender, b: Contender) -> bool:
    """DESIGN §5 conflict set (amended): different sources, and either value token Jaccard < 0.80 or a
    difference in any guard-relevant token (`guard_signature`): "does not support refunds" vs "does support
    refunds", "gate 12" vs "gate 14" conflict whatever the Jaccard."""
    if a.source_id == b.source_id or a.value == b.value:
        return False
    if not _agree(value_tokens(a.value), value_tokens(b.value)):
        return True
    return guard_signature(a.value) != guard_signature(b.value)


def adjudicate(new: Contender, visible: Contender | None, contract: ContractKind) -> Ruling:
    """Decide the fate of `new` against the currently visible version of its canonical key."""
    if visible is None:
        return Ruling(Decision.WIN, "first_version")
    if not in_conflict(new, visible):
        # DESIGN §5: agreeing or same-source versions need no adjudication; the newer supersedes.
        newer = (new.event_time, new.vid) > (visible.event_time, visible.vid)
        if newer:
            return Ruling(Decision.WIN, "confirmation" if new.source_id != visible.source_id else "newer")
        return Ruling(Decision.STORE_SUPERSEDED, "older_than_visible")
    if contract is ContractKind.TEMPORAL:
        # MemTxn: argmax event time; ties by source order, then proposal id.
        if (new.event_time, new.source_seq, new.vid) > (visible.event_time, visible.source_seq, visible.vid):
            return Ruling(Decision.WIN, "newer_event_time")
        return Ruling(Decision.STORE_SUPERSEDED, "older_than_visible")
    # governed (MemTX): temporal precedence first, authority as a guard.
    if new.event_time > visible.event_time:
        if new.authority >= visible.authority:
            return Ruling(Decision.WIN, "newer_event_time")
        return Ruling(Decision.QUARANTINE, "needs_review")
    if new.event_time < visible.event_time:
        return Ruling(Decision.STORE_SUPERSEDED, "older_than_visible")
    if new.authority > visible.authority:
        return Ruling(Decision.WIN, "higher_authority")
    if new.authority < visible.authority:
        return Ruling(Decision.STORE_SUPERSEDED, "lower_authority")
    return Ruling(Decision.QUARANTINE, "needs_review")


def readjudicate(candidates: Sequence[Contender], contract: ContractKind) -> Contender | None:
    """The version `contract` would have made visible had only `candidates` ever been proposed (DESIGN §5
    reinstatement), `candidates` taken in the order given — the caller passes their original commit order.

    A fold of `adjudicate` from nothing visible: a WIN makes the candidate the visible one; STORE_SUPERSEDED
    and QUARANTINE leave it as it is. None when there are no candidates. Pure and deterministic.

    Under `temporal` the result is always one of the candidates with the latest event time, and it is exactly
    the argmax of (event time, source seq, vid) among the candidates — whatever their order — whenever every
    pair among those latest candidates is resolved as a conflict (or, not conflicting, is ordered alike by
    source seq and by vid, as two versions of one source are). The exception is DESIGN §5's own: versions
    that agree need no adjudication and the later proposal id supersedes, so of two agreeing versions from
    different sources at the same event time the later proposal is kept even if its source is the earlier.
    Under `governed` there is no such closed form: authority guards and review holds depend on the order."""
    current: Contender | None = None
    for candidate in candidates:
        if adjudicate(candidate, current, contract).decision is Decision.WIN:
            current = candidate
    return current
