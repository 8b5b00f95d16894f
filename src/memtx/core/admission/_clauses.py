"""Admission's clause analysis: a sentence cut into clauses, glued into groups of blocks (DESIGN §4 G).

Responsible for: segmentation, binding and the blocks the embedding search walks, memoized per sentence.
Must not: look at the value, search embeddings or name reasons (`_automaton`, `_reasons`).
"""

from __future__ import annotations

# (the block shapes and the aside tests live in `_blocks` and `_clause_asides`; the names the other modules take from
# here stay importable from here)
__all__ = [
    "ARTICLES",
    "ASIDE_PRONOUNS",
    "_ASIDE",
    "_ATOM",
    "_BLOCKS",
    "_BY_FIRST",
    "_CUT",
    "_DE",
    "_END",
    "_FILLER_WORDS",
    "_GEN",
    "_JUNCTION",
    "_LEX",
    "_OPT",
    "_QMARK",
    "_REL",
    "_REQ",
    "_VOCAB",
    "_Block",
    "_Group",
    "_clauses",
    "_dated",
    "_groups",
    "_measured",
    "_unmarked",
]

from bisect import bisect_right
from functools import lru_cache
from typing import Final

from memtx.core.admission._blocks import (
    _ASIDE,
    _ATOM,
    _BLOCKS,
    _CUT,
    _DE,
    _EMPTY_BLOCK,
    _END,
    _GEN,
    _JUNCTION,
    _OPT,
    _QMARK,
    _REL,
    _REQ,
    _VOCAB,
    ARTICLES,
    _Block,
    _Group,
    _plain,
)
from memtx.core.admission._clause_asides import (
    _FILLER_WORDS,
    ASIDE_PRONOUNS,
    _after_pronoun,
    _appositive,
    _dated,
    _measured,
    _parenthesized,
    _unmarked,
)
from memtx.core.admission._contrast import WHILE, contrastive_while
from memtx.core.admission._coordination import (
    LIST_AND,
    conjunct_cut,
)
from memtx.core.admission._disfluency import _MIN_TYPO, false_starts, misspelled_filler, particles, rhetorical
from memtx.core.admission._list_items import (
    plain_item,
    qualified_tail,
    runs_on,
    scoped_item,
)
from memtx.core.admission._lists import _own_restriction as own_restriction
from memtx.core.admission._zh_conjuncts import place_frame
from memtx.core.lexicon import (
    ARTICLE_NUMBERS,
    BOUND_CLOSERS,
    BOUND_OPENER_COMPOUNDS,
    BOUND_OPENERS,
    CLAUSE_CONJUNCTIONS,
    CLAUSE_FINAL_CONDITIONS,
    COND,
    CONJ,
    CONTRAST_HEADS,
    CURRENCY_AND_PERCENT,
    EXCEPTION_CLOSERS,
    EXCEPTION_FRAME_CLOSE,
    EXCEPTION_FRAME_OPEN,
    FILLER,
    FOCUS,
    GENITIVE_AFTER_POSSESSOR,
    GENITIVE_BEFORE_POSSESSOR,
    GUARD,
    MONTH_CONTEXT,
    MONTH_MAY,
    NEGATION,
    NUM,
    RELATIVE,
    RELATIVE_STRICT,
    REQUEST,
    RESTRICT,
    SCOPE,
    TIME_FRAME_OPENERS,
    Marker,
    compile_lexicon,
)
from memtx.core.lexicon import FUNCTION_WORDS as _FUNCTION_WORDS
from memtx.core.text import EMPTY_WORDS, PAUSE, scan_normalized, tokenize

_LEX: Final = compile_lexicon(tokenize)

# Compounds that hold a guard word but restrict nothing, dropped whole like a filler ("not only X but also Y").
_DROPPABLE_ATOMS: Final = frozenset(
    tuple(tokenize(w)) for w in ("not only", "no solo", "no sólo", "no solamente", "不但", "不仅", "不只")
)
# Round 17: a Chinese conjunction that opens with a negator (`不过`, "but") is one only where a clause starts; inside
# a clause its characters are read one by one (`我对芒果不过敏`: `不` + `过敏`, "not allergic"; `不过是`: "merely").
_INNER_NEGATED_CONJ: Final = frozenset(
    tuple(tokenize(w)) for w in CLAUSE_CONJUNCTIONS["zh"] if len(w) > 1 and w[0] in NEGATION["zh"]
)


_BY_FIRST: Final = _LEX.by_first
_GENITIVES: Final = GENITIVE_BEFORE_POSSESSOR | GENITIVE_AFTER_POSSESSOR
_CLAUSE_FINAL: Final = frozenset(tuple(tokenize(m)) for m in CLAUSE_FINAL_CONDITIONS)


def _first_index(words: list[tuple[str, bool]]) -> dict[str, tuple[tuple[tuple[str, ...], bool], ...]]:
    """(entry, flag) pairs indexed by first token, longest first."""
    index: dict[str, list[tuple[tuple[str, ...], bool]]] = {}
    for word, flag in words:
        toks = tuple(tokenize(word))
        index.setdefault(toks[0], []).append((toks, flag))
    return {first: tuple(sorted(ms, key=lambda m: -len(m[0]))) for first, ms in index.items()}


# Bound openers (True) and the compounds that begin like one without being one (False).
_BOUND_OPENERS: Final = _first_index(
    [(w, True) for ws in BOUND_OPENERS.values() for w in ws]
    + [(w, False) for ws in BOUND_OPENER_COMPOUNDS.values() for w in ws]
)
_TIME_OPENERS: Final = _first_index([(w, True) for ws in TIME_FRAME_OPENERS.values() for w in ws])
_BOUND_CLOSERS: Final = tuple(tuple(tokenize(w)) for w in BOUND_CLOSERS)
_BOUND_CLOSERS_BY_LAST: Final[dict[str, tuple[tuple[str, ...], ...]]] = {}
for _closer in _BOUND_CLOSERS:
    _BOUND_CLOSERS_BY_LAST[_closer[-1]] = (*_BOUND_CLOSERS_BY_LAST.get(_closer[-1], ()), _closer)
_EXCEPTION_OPEN: Final = tuple(tokenize(EXCEPTION_FRAME_OPEN))
_EXCEPTION_CLOSE: Final = EXCEPTION_FRAME_CLOSE


def _opens_bound(tokens: tuple[str, ...], at: int) -> bool:
    """Does a bound opener (not a compound that begins like one) start at `tokens[at]`?"""
    for toks, opener in _BOUND_OPENERS.get(tokens[at], ()):
        if tokens[at : at + len(toks)] == toks:
            return opener
    return False


def _opens_time(tokens: tuple[str, ...], at: int) -> bool:
    """Does a time frame of `lexicon.TIME_FRAME_OPENERS` start at `tokens[at]`?"""
    return any(tokens[at : at + len(toks)] == toks for toks, _ in _TIME_OPENERS.get(tokens[at], ()))


_OPENS_BOUND: Final = 1
_CLOSES_BOUND: Final = 2


def _adjunct(tokens: tuple[str, ...], opens_bound: bool, lead: int, last: _Block | None) -> int:
    """_OPENS_BOUND if the clause opens with a bound opener, or is a measure phrase that ends with a bound
    closer (`30天以内`); _CLOSES_BOUND if it otherwise ends with one (`…停车3小时以内`). Its last block must
    be plain tokens or a marker, not a compound that merely ends like a closer."""
    if opens_bound:
        return _OPENS_BOUND
    if last is None or last[0] > _REQ:
        return 0
    end = last[4] + len(last[1])
    closers = _BOUND_CLOSERS_BY_LAST.get(tokens[end - 1])
    if closers and any(tokens[end - len(c) : end] == c for c in closers):
        return _OPENS_BOUND if lead & NUM else _CLOSES_BOUND
    return 0


# What a lexicon entry contributes where it matches: (kind, tokens, bits, skippable, offset, role) per block.
_Item = tuple[int, tuple[str, ...], int, bool, int, int]


def _marker_items(marker: Marker) -> tuple[_Item, ...]:
    """A marker's blocks (start = match position + offset), each with its role (CONJ: a clause starts
    here; RELATIVE; FOCUS)."""
    toks, bits, inner = marker.tokens, marker.bits, marker.inner
    role = bits & (CONJ | RELATIVE | FOCUS)
    skip = bool(bits & (CONJ | FILLER))
    kept = tuple(t for t in toks if t not in ARTICLES)
    if bits & REQUEST:  # a request frame: kept whole or left out whole (a condition bit makes it so)
        return ((_ATOM, kept, inner | COND, False, 0, role),)
    if bits & GUARD:  # classified by its own list
        return ((_REQ, kept, bits & GUARD, False, 0, role),)
    if len(toks) > 1 and inner:
        # A compound with a guard word inside: whole or nothing; a content compound (`安全`, `需要`) is also
        # content, which a touched clause keeps (RESTRICT), unless it is a filler, conjunction or focus idiom.
        content = 0 if skip or kept in _DROPPABLE_ATOMS else RESTRICT
        return ((_ATOM, kept, inner | content, skip, 0, role),)
    if toks[0] in RELATIVE_STRICT:
        return ((_REL, toks, 0, False, 0, role),)
    return tuple(
        (_OPT, _EMPTY_BLOCK if t in ARTICLES else (t,), 0, skip or t in ARTICLES, k, role if k == 0 else 0)
        for k, t in enumerate(toks)
    )


# Per first token: its entries of two or more tokens, longest first, as (tokens, size, items), and the items
# of its one-token entry (None if it has none). Articles and currency signs have no entries: every token that
# is not plain is a key (`_clauses`).
_Entries = tuple[tuple[tuple[tuple[str, ...], int, tuple[_Item, ...]], ...], tuple[_Item, ...] | None]


def _entries(markers: tuple[Marker, ...]) -> _Entries:
    multi = tuple((m.tokens, len(m.tokens), _marker_items(m)) for m in markers if len(m.tokens) > 1)
    single = next((_marker_items(m) for m in markers if len(m.tokens) == 1), None)
    return multi, single


_CANDIDATES: Final[dict[str, _Entries]] = {
    **dict.fromkeys((*EMPTY_WORDS, *CURRENCY_AND_PERCENT), ((), None)),  # (`un`/`una`: numbers, in `_lone`)
    # Function words: optional tokens, never content (DESIGN §4, amended: safe deletions).
    **{w: ((), ((_OPT, (w,), 0, False, 0, 0),)) for w in _FUNCTION_WORDS if w not in _BY_FIRST},
    **{first: _entries(ms) for first, ms in _BY_FIRST.items()},
}


def _as_question(items: tuple[_Item, ...]) -> tuple[_Item, ...]:
    """In a question every block with tokens is a required condition marker (DESIGN §4 G)."""
    out: list[_Item] = []
    for kind, toks, bits, skip, k, role in items:
        if toks:
            out.append((_REQ, toks, (bits if kind != _OPT else 0) | COND, False, k, role))
        else:
            out.append((kind, toks, bits, skip, k, role))
    return tuple(out)


_QUESTION_CANDIDATES: Final[dict[str, _Entries]] = {
    first: (
        tuple((toks, size, _as_question(items)) for toks, size, items in multi),
        None if single is None else _as_question(single),
    )
    for first, (multi, single) in _CANDIDATES.items()
}
# `_clauses` keeps only blocks with tokens and reads roles off them: a lexicon block without tokens must be
# a skippable one without a role (an article inside an entry), and the two entries it checks by value are
# single tokens (`may` the month is not the modal; `除` opens an exception only in the frame `除X外`).
if any(not it[1] and (it[3] is False or it[5]) for ms in _BY_FIRST.values() for m in ms for it in _marker_items(m)):
    raise ValueError("a lexicon entry yields a block without tokens that is not a plain skippable one")
if len(_EXCEPTION_OPEN) != 1:
    raise ValueError("the exception frame must open with a single token")
_EXCEPTION_OPEN_TOKEN: Final = _EXCEPTION_OPEN[0]


def _is_month(tokens: tuple[str, ...], i: int) -> bool:
    """`may` names the month after `in`, `since`, … or before a number ("in May", "May 5")."""
    return (i > 0 and tokens[i - 1] in MONTH_CONTEXT) or (i + 1 < len(tokens) and tokens[i + 1][0].isdigit())


def _match(
    tokens: tuple[str, ...], i: int, nxt: int, entries: _Entries, closes: list[int], *, after_break: bool = True
) -> tuple[tuple[_Item, ...] | None, int]:
    """The items of the longest entry that starts at `tokens[i]` and ends before the break `nxt`, and its
    width; (None, 1) if none does. `closes`: the sorted indices of the exception frame's closing token;
    `after_break`: `tokens[i]` opens the sentence or follows a break."""
    multi, single = entries
    for mtoks, size, items in multi:
        if i + size <= nxt and tokens[i : i + size] == mtoks:
            if not after_break and mtoks in _INNER_NEGATED_CONJ:
                continue  # (round 17: `不过` inside a clause is `不` + `过…`: `不过敏`, "not allergic"; no `but`)
            return items, size
    if single is not None:
        tok = tokens[i]
        if tok == MONTH_MAY and _is_month(tokens, i):
            return None, 1
        if tok == _EXCEPTION_OPEN_TOKEN:  # `除` opens an exception only in the frame `除X外` (`以外`, `之外`)
            at = bisect_right(closes, i)  # (a search, not a scan: a run of `除` stays linear)
            if at == len(closes) or closes[at] >= nxt:
                return None, 1
    return single, 1


def _lone(tok: str, i: int, question: bool) -> tuple[_Block, ...]:
    """The block of a token that starts no entry: none for an article (skippable, with no role; it may
    still end a clause at a break), a number (DESIGN §4 G: numbers are guard tokens) or a plain token."""
    if tok in ARTICLES:
        return ()
    if tok in ARTICLE_NUMBERS:  # DESIGN §4 (amended): `un`, `una` count as numbers
        return ((_REQ, (tok,), NUM | COND if question else NUM, False, i),)
    if tok[0].isdigit() or tok in CURRENCY_AND_PERCENT:
        return ((_REQ, (tok,), NUM | COND if question else NUM, False, i),)
    return ((_REQ, (tok,), COND, False, i),) if question else ((_REQ, (tok,), RESTRICT, False, i),)


# One clause (a plain tuple: analysed sentences are memoized, and tuples of atoms are no work for the GC):
# (start: index of its first token, blocks: those that match tokens, has_conj: opens with a conjunction
# before its first non-skippable block, lead: guard bits and FOCUS of that block, closes_cond: its last
# block is a clause-final condition marker (`…的话`), adjunct: _OPENS_BOUND (`for …`, `valid …`, `desde …`,
# `自…`), _CLOSES_BOUND (`…有效`) or 0, relative: opens with a relative pronoun (", who …,", ", que …,"),
# after_pause: follows `:` or `;`, which binding does not reach across).
_Clause = tuple[int, list[_Block], bool, int, bool, int, bool, bool]


def _clause(
    tokens: tuple[str, ...], start: int, kept: list[_Block], roles: dict[int, int], after_pause: bool
) -> _Clause:
    """A clause from its blocks (`roles`: the nonzero role of a block, by its start)."""
    has_conj = relative = opens_bound = closes = False
    lead = 0
    last: _Block | None = None
    for block in kept:
        if block[3]:  # a skippable block before the first other one: a conjunction opens the clause
            if roles and roles.get(block[4], 0) & CONJ:
                has_conj = True
            continue
        kind, _toks, bits, _skip, at = block
        role = roles.get(at, 0) if roles else 0
        lead = (bits if kind == _REQ else 0) | (role & FOCUS)
        relative = bool(role & RELATIVE)
        # (at its first word, which may be an article: "a partir de"; or after `only`: "Only on …")
        opens_bound = (
            (tokens[at] in _BOUND_OPENERS and _opens_bound(tokens, at))
            or (tokens[start] in _BOUND_OPENERS and _opens_bound(tokens, start))
            or (bool(role & FOCUS) and at + 1 < len(tokens) and _opens_bound(tokens, at + 1))
            # (a time frame opens a bound adjunct only at the sentence's start or after a conjunction or pause)
            or ((start == 0 or has_conj or after_pause) and (_opens_time(tokens, at) or _opens_time(tokens, start)))
            or (start == 0 and place_frame(tuple(t for b in kept for t in b[1])))
        )
        break
    for block in reversed(kept):
        if not block[3]:
            last = block
            closes = block[0] == _REQ and block[1] in _CLAUSE_FINAL
            break
    return (start, kept, has_conj, lead, closes, _adjunct(tokens, opens_bound, lead, last), relative, after_pause)


def _cuts(text: str) -> tuple[tuple[str, ...], dict[int, int], list[int], list[int]]:
    """A sentence's tokens, its breaks (token index → strength), the break positions after 0, then its
    length (no lexicon entry crosses a break), and where the exception frame's closer `外` is."""
    words, breaks = scan_normalized(text)
    stops = [at for at, _ in breaks if at > 0]
    stops.append(len(words))
    closes = [k for k, t in enumerate(words) if t == _EXCEPTION_CLOSE] if _EXCEPTION_CLOSE in text else []
    return tuple(words), dict(breaks), stops, closes


def _clauses(text: str, question: bool) -> tuple[list[_Clause], tuple[str, ...]]:
    """A sentence's clauses: cut at soft punctuation and before clause-boundary conjunctions. In a
    question every token is required and a final `?` block is added (DESIGN §4 G: a question asserts
    nothing, so only a value that is itself a question, copied verbatim, draws from it).

    Blocks come in token order, each with its role (CONJ: a clause starts here; RELATIVE; FOCUS). A lexicon
    entry matches as a contiguous token run that does not cross a break; the longest one wins. Unless the
    sentence is a question or holds a genitive, a run of plain tokens between two breaks or other blocks is
    one `_OPT` block: every consumer takes its tokens one by one, exactly as separate blocks (`_genitives`
    and a question's blocks need them apart). Blocks without tokens (articles) are dropped: they are
    skippable and have no role."""
    tokens, soft, stops, closes = _cuts(text)
    n = len(tokens)
    if not n:
        return [], tokens
    merge, candidates, repeated = (
        not question and _GENITIVES.isdisjoint(tokens),
        (_QUESTION_CANDIDATES if question else _CANDIDATES).get,
        (false_starts(tokens, soft) | particles(tokens, soft)) if not question else frozenset(),
    )
    clauses: list[_Clause] = []
    kept: list[_Block] = []
    roles: dict[int, int] = {}
    start, si, i, nxt, run_at = 0, 0, 0, stops[0], -1
    while True:
        if i == nxt:  # a break before token i (or the end): it ends a run and the clause; no entry crosses it
            if run_at >= 0:
                kept.append((_REQ, tokens[run_at:i], RESTRICT, False, run_at))
                run_at = -1
            if i == n:
                break
            if i:
                clauses.append(_clause(tokens, start, kept, roles, soft.get(start, 0) >= PAUSE))
                start, kept = i, []
            si += 1
            nxt = stops[si]
        tok = tokens[i]
        entries = (  # (round 26: `_disfluency`)
            _false_start(tok)
            if i in repeated or (len(tok) >= _MIN_TYPO and misspelled_filler(tok))
            else candidates(tok)
        )
        if entries is None and not tok[0].isdigit():  # a plain token: the common case
            if merge:
                if run_at < 0:
                    run_at = i
            else:  # (`_lone` of a plain token, inline)
                kept.append((_REQ, (tok,), COND, False, i) if question else (_REQ, (tok,), RESTRICT, False, i))
            i += 1
            continue
        if run_at >= 0:
            kept.append((_REQ, tokens[run_at:i], RESTRICT, False, run_at))
            run_at = -1
        items, width = (
            (
                _WHILE_CONTRAST  # (round 26: `X, while Y` as `X, whereas Y`)
                if tok in WHILE and i in soft and clauses and not question and _contrast_at(tokens, clauses, i, nxt)
                else _match(tokens, i, nxt, entries, closes, after_break=i == 0 or i in soft)
            )
            if entries
            else (None, 1)
        )
        if items is not None:
            for kind, toks, bits, skip, k, role in items:
                at = i + k
                if role:
                    if role & CONJ and at and at != start:  # a clause starts here (not twice at a break)
                        clauses.append(_clause(tokens, start, kept, roles, soft.get(start, 0) >= PAUSE))
                        start, kept = at, []
                    roles[at] = role
                if toks:
                    kept.append((kind, toks, bits, skip, at))
        else:
            kept.extend(_lone(tok, i, question))
        i += width
    if question:
        kept.append((_REQ, ("?",), _QMARK, True, n))
    clauses.append(_clause(tokens, start, kept, roles, soft.get(start, 0) >= PAUSE))
    return clauses, tokens


# Round 26: a contrastive `while` is a conjunction only, as `whereas` is (`_contrast`): a clause starts at it, and it is
# skippable like any conjunction.
_WHILE_CONTRAST: Final[tuple[tuple[_Item, ...], int]] = (((_OPT, ("while",), 0, True, 0, CONJ),), 1)


def _contrast_at(tokens: tuple[str, ...], clauses: list[_Clause], at: int, end: int) -> bool:
    """Does the `while` at `tokens[at]`, after a break, contrast the clause before it with the one it opens? Not when
    a clause before it qualifies another (`If it rains, Alice stays home, while Bob goes out`: the condition may
    scope over both) or the clause before it follows `:`/`;` after a frame."""
    if any(c[3] & (COND | FOCUS) or c[4] or c[5] or c[6] for c in clauses):
        return False
    return contrastive_while(tokens, clauses[-1][0], at, end)


@lru_cache(maxsize=1024)
def _false_start(tok: str) -> _Entries:
    """A false start's token (`_disfluency`): a filler, skippable, with no role."""
    return (), ((_OPT, (tok,), 0, True, 0, 0),)


def _genitives(blocks: list[_Block]) -> list[_Block]:
    """Fuse `of X` / `de X` into _GEN and `P 的 N` into _DE blocks (plain tokens only)."""
    out: list[_Block] = []
    i, n = 0, len(blocks)
    while i < n:
        b = blocks[i]
        if i + 1 < n and (_plain(b) or (b[0] == _OPT and b[1])) and _plain(blocks[i + 1]):
            tok, nxt = b[1][0], blocks[i + 1][1][0]
            if tok in GENITIVE_BEFORE_POSSESSOR and not b[3]:
                out.append((_GEN, (tok, nxt), 0, False, b[4]))
                i += 2
                continue
            if tok in GENITIVE_AFTER_POSSESSOR and out and _plain(out[-1]):
                prev = out.pop()
                out.append((_DE, (prev[1][0], tok, nxt), 0, False, prev[4]))
                i += 2
                continue
        out.append(b)
        i += 1
    return out


_CONTRAST: Final = frozenset(tuple(tokenize(w)) for w in CONTRAST_HEADS)
_EXCEPTION_CLOSERS: Final = frozenset(tuple(tokenize(w)) for w in EXCEPTION_CLOSERS)
# After `but not`, an adverbial makes the clause an exception, not a contrast of two objects ("can drive but not
# legally"): these, and any English `-ly` word (`_contrast`).
_CONTRAST_ADVERBIALS: Final = frozenset(
    [
        "here",
        "there",
        "now",
        "then",
        "today",
        "tonight",
        "tomorrow",
        "yet",
        "always",
        "often",
        "anymore",
        "again",
        "alone",
        "online",
        "abroad",
    ]
)
_EXCEPTION_CLOSER_ENDS: Final = frozenset(c[-1] for c in _EXCEPTION_CLOSERS)


def _first_block(blocks: list[_Block]) -> _Block | None:
    return next((b for b in blocks if not b[3]), None)


def _last_block(blocks: list[_Block]) -> _Block | None:
    return next((b for b in reversed(blocks) if not b[3]), None)


def _contrast(tokens: tuple[str, ...], sentence: list[_Clause], i: int) -> bool:
    """Is clause i an English contrast "…, but not Y" (DESIGN §4, amended): opened by a contrast head that no
    bound opener follows, after a clause with no scope word? Then it qualifies nothing (it is a whole clause)."""
    head = _first_block(sentence[i][1])
    if head is None or head[0] != _REQ or head[1] not in _CONTRAST or i == 0:
        return False
    after = head[4] + len(head[1])
    if after < len(tokens) and (
        _opens_bound(tokens, after)
        or tokens[after][0].isdigit()
        or tokens[after] in _CONTRAST_ADVERBIALS
        or tokens[after].endswith("ly")
    ):
        return False  # "but not for sale items", "but not legally": an exception of the clause before
    return not any(b[2] & SCOPE for b in sentence[i - 1][1] if b[0] in (_REQ, _ATOM))


def _closes_exception(blocks: list[_Block]) -> bool:
    """Does the clause end with a Chinese exception closer ("…，特价商品除外")?"""
    last = _last_block(blocks)
    return last is not None and last[0] == _REQ and last[1] in _EXCEPTION_CLOSERS


def _bind(sentence: list[_Clause], tokens: tuple[str, ...]) -> list[bool]:
    """DESIGN §4 G: a clause that *is* a qualifier — it opens with a condition, exception or scope word,
    or ends with a condition marker (`…的话`) — qualifies a neighbour in its sentence, so they form one
    group. A clause that merely contains one (`I stay home if it rains`) qualifies itself only.
    Returns join[i]: clauses i and i+1 are one group.

    Focus, range or alternative (`…, only on Mondays`, `…, but only if X`, `…, or Rome`): binds backward;
    a clause opened by a quantifier (`…, all my friends stayed`) is a clause of its own.
    Condition: "If X, Y" / "如果X，Y" / "X的话，Y" bind forward; "Y, unless X" / "Y, but not Z" bind
    backward (and forward too, unless the next clause opens with a conjunction); a condition after a
    conjunction, "…, but if X, Y", binds forward only: "I moved, but if it rains I stay home" holds its
    own main clause and leaves "I moved" alone.
    """
    k = len(sentence)
    join = [False] * max(k - 1, 0)
    for i, (_start, blocks, has_conj, lead, closes_cond, adjunct, _relative, after_pause) in enumerate(sentence):
        end = sentence[i + 1][0] if i + 1 < k else len(tokens)
        closes_exception = tokens[end - 1] in _EXCEPTION_CLOSER_ENDS and _closes_exception(blocks)
        if not (lead & (FOCUS | COND) or closes_cond or adjunct or closes_exception):
            continue
        opens = i == 0 or after_pause  # "Note: if X, Y" — the condition opens its sentence
        next_ok = i + 1 < k and not sentence[i + 1][2] and not sentence[i + 1][7]
        if _contrast(tokens, sentence, i):
            continue
        if closes_exception and not lead & (FOCUS | COND):  # "…，特价商品除外": binds back, or forward at the start
            forward, backward = opens and next_ok, not opens
        elif lead & FOCUS and not opens:
            forward, backward = False, True
        elif lead & COND or closes_cond:
            forward, backward = next_ok, not (opens or has_conj)
        elif adjunct:
            # A range or bound adjunct ("For orders over $50, …", "…, valid for 3 years", "自…起，…"): it
            # qualifies the clause after it when it opens the sentence or follows a conjunction, else the
            # clause before it. A clause that only *ends* in a bound word ("…停车3小时以内") may be a whole
            # clause: it qualifies only a clause before it.
            after = opens or has_conj
            forward = next_ok and after and adjunct == _OPENS_BOUND
            backward = not after
        else:
            continue
        if forward:
            join[i] = True
            if opens and (lead & COND or closes_cond):
                _share_opener(sentence, tokens, i + 1, join)
        elif opens and (lead & COND or adjunct == _OPENS_BOUND or closes_cond) and i + 1 < k:
            # "If you are a member and you paid, refunds are available": a condition or bound adjunct that
            # opens the sentence goes on through the clauses its conjunctions add, up to the clause it
            # qualifies, and all of them are one group (else the main clause would stand alone).
            j = i
            while j + 1 < k and sentence[j + 1][2] and not sentence[j + 1][7]:
                j += 1
            if j + 1 < k and not sentence[j + 1][7] and j > i:
                for m in range(i, j + 1):
                    join[m] = True
        if backward:
            _join_back(sentence, tokens, i - 1, join)
    for i in range(k - 1):
        # "We only accept Visa and Mastercard": under a scope word, an `and` that adds a verbless item continues
        # its clause's list; it is no clause of its own to leave out (`_lists` keeps scoped lists whole too). An
        # `-ing` modifier is no verb there (`I've only packed a raincoat and hiking boots`, a blind batch's).
        start, end = sentence[i + 1][0], sentence[i + 2][0] if i + 2 < k else len(tokens)
        if (
            sentence[i + 1][2]
            and not sentence[i + 1][7]
            and tokens[start] in LIST_AND
            and any(b[2] & SCOPE for b in sentence[i][1] if b[0] in (_REQ, _ATOM))
            and scoped_item(tokens, start + 1, end)
        ):
            join[i] = True
        elif sentence[i + 1][2] and not sentence[i + 1][7] and tokens[start] in LIST_AND:
            # Round 16: an `and` that adds an item running on into words that may qualify the whole list (`We ship
            # to Lisbon and Porto on weekdays`, `I eat fish and eggs if they are fresh`) continues its clause's list
            # too, with the clauses already glued to it: `We ship to Lisbon` is not what it says.
            j = i + 1
            while j < k - 1 and join[j]:
                j += 1
            if runs_on(tokens, start + 1, sentence[j + 1][0] if j + 1 < k else len(tokens)) and not qualified_tail(
                tokens, sentence[i][0], start
            ):
                join[i] = True
                m = i  # (and the items before it, each after a comma: `… to Lisbon, Braga and Porto on weekdays`)
                while m > 0 and not (sentence[m][2] or sentence[m][7]):
                    if not plain_item(tokens, sentence[m][0], sentence[m + 1][0]):
                        break
                    join[m - 1] = True
                    m -= 1
    return join


def _join_back(sentence: list[_Clause], tokens: tuple[str, ...], last: int, join: list[bool]) -> None:
    """Join a qualifier to clause `last`, the one before it. Round 22: if `last` is a list's last item (`and` + a plain
    item, or a plain item after a comma), the qualifier qualifies the whole list: join the items before it, each after
    a comma, and the clause holding the list's head (`Our rooms have wifi, a desk and a safe, but only on weekends`
    gives no `Our rooms have wifi`), when a conjunction opens the qualifier (an aside right after the last item may be
    that item's own: `… and airport transfers (extra charge)`)."""
    join[last] = True
    start = sentence[last][0]
    end = sentence[last + 1][0] if last + 1 < len(sentence) else len(tokens)
    if last == 0 or last + 1 >= len(sentence) or sentence[last][7] or not sentence[last + 1][2]:
        return  # (only a qualifier a conjunction opens, `…, but only on weekends`: an aside may be the item's own)
    # (red-team round 3: a last item with its own quantifier is an item too, `… and most debit cards, but only …`)
    added = (
        sentence[last][2]
        and tokens[start] in LIST_AND
        and (plain_item(tokens, start + 1, end) or own_restriction(tokens, start + 1, end))
    )
    if not (added or (not sentence[last][2] and plain_item(tokens, start, end))):
        return  # (an item after a comma alone too: `…, a desk, but only …`)
    m = last
    while m > 0 and not sentence[m][7]:
        join[m - 1] = True
        m -= 1
        if sentence[m][2] or not plain_item(tokens, sentence[m][0], sentence[m + 1][0]):
            break  # (the clause holding the head, or one no item: the list starts there)


# Round 17: coordinators that add a clause to the one before it under the same frame (`and`, `y`, `然后` …): a
# sentence-opening condition qualifies each main clause they add, not only the first ("Si nos dan
# el visto bueno, revisamos el presupuesto y lo enviamos el viernes" gives no "lo enviamos el viernes").
_ADDITIVE: Final = tuple(tuple(tokenize(w)) for w in ("and", "y", "e", "然后", "并且", "而且", "且", "以及", "同时"))


def _share_opener(sentence: list[_Clause], tokens: tuple[str, ...], main: int, join: list[bool]) -> None:
    """Join to the main clause `main` the clauses after it that an additive coordinator opens (round 17), and (round
    22) those of a series `A, B and C` after it, each after a comma, up to the one the coordinator opens ("If I win, I
    quit my job, I move to Spain and I open a bar" gives no "I open a bar")."""
    j = main
    while j + 1 < len(sentence) and not sentence[j + 1][7]:
        if not (_additive(sentence, tokens, j + 1) if sentence[j + 1][2] else _series_ahead(sentence, tokens, j + 1)):
            break
        join[j] = True
        j += 1


def _additive(sentence: list[_Clause], tokens: tuple[str, ...], i: int) -> bool:
    """Does clause i open with an additive coordinator?"""
    at = sentence[i][0]
    return any(tokens[at : at + len(w)] == w for w in _ADDITIVE)


def _series_ahead(sentence: list[_Clause], tokens: tuple[str, ...], i: int) -> bool:
    """Is clause i, after a comma, an item of a series a later clause closes with an additive coordinator (the clauses
    between after commas too, none after `:` or `;`: `如果中奖，我就辞职，我去西班牙，然后我开一家酒吧`)?"""
    for k in range(i + 1, len(sentence)):
        if sentence[k][7]:
            return False
        if sentence[k][2]:
            return _additive(sentence, tokens, k)
    return False


def _with_cut(
    tokens: tuple[str, ...], clauses: list[_Clause], i: int, kept: list[_Block], *, conj_after: bool = False
) -> list[_Block]:
    """Clause i's blocks with a `_CUT` block where its first verb-phrase conjunct starts, if the next clause
    is a second conjunct sharing its subject (`_coordination`); a block the cut falls inside is split."""
    start, nxt = clauses[i][0], clauses[i + 1]
    nxt_end = clauses[i + 2][0] if i + 2 < len(clauses) else len(tokens)
    if nxt[7]:  # after `:` or `;`: a clause of its own
        return kept
    # (round 13: `A, B and C`: a verb phrase after a comma, in a sentence whose later clause opens with a conjunction:
    # `conj_after`, one of clauses i + 2 … does)
    series = not nxt[2] and conj_after
    cut = conjunct_cut(tokens, (start, nxt[0]), (nxt[0], nxt_end), coordinated=nxt[2], series=series)
    if cut < 0:
        return kept
    # Negators and scope words right before the verb belong to its conjunct ("密码至少需要12个字符" → the
    # subject is "密码"); a condition or hedge there ("Bob probably moved") may scope over both: no cut.
    for block in reversed(kept):
        kind, toks, bits, _skip, at = block
        if at >= cut or not toks:
            continue
        if at + len(toks) != cut or kind != _REQ or bits & RESTRICT:
            break
        if bits & COND:
            return kept
        if not any(b[2] & RESTRICT and b[4] < at for b in kept if b[0] == _REQ):
            break  # nothing of content before it: it opens the subject ("只有会员…")
        cut = at
    out: list[_Block] = []
    placed = False
    for block in kept:
        kind, toks, bits, skip, at = block
        if not placed and at >= cut:
            out.append((_CUT, _EMPTY_BLOCK, 0, True, cut))
            placed = True
        elif not placed and at < cut < at + len(toks):
            if kind not in (_OPT, _REQ) or bits != (RESTRICT if kind == _REQ else 0):
                return kept  # the verb is inside a marker or compound: no cut
            k = cut - at
            out += [
                (kind, toks[:k], bits, skip, at),
                (_CUT, _EMPTY_BLOCK, 0, True, cut),
                (kind, toks[k:], bits, skip, cut),
            ]
            placed = True
            continue
        out.append(block)
    return out if placed else kept


@lru_cache(maxsize=4096)
def _groups(text: str, question: bool) -> tuple[_Group, ...]:
    """The clause groups of one normalized sentence (memoized: evidence spans of one source share them).
    A group is a plain tuple (blocks, vocab, aside) of atoms and tuples: no work for the GC once cached."""
    question = question and not rhetorical(*_cuts(text)[:2], text)
    clauses, tokens = _clauses(text, question)
    join = _bind(clauses, tokens) if len(clauses) > 1 else []
    genitive = not _GENITIVES.isdisjoint(tokens)
    parenthesized = _parenthesized(text, len(tokens)) if "(" in text or " - " in text else frozenset()
    groups: list[_Group] = []
    blocks: list[_Block] = []
    opened = 0
    last = len(clauses) - 1
    conj_after = [False] * (len(clauses) + 2)  # (whether a clause after i + 1 opens with a conjunction: linear)
    for i in range(len(clauses) - 1, -1, -1):
        conj_after[i] = conj_after[i + 1] or (i + 2 < len(clauses) and clauses[i + 2][2])
    for i, (start, analysed, has_conj, _lead, _closes, _adjunct, relative, _after_pause) in enumerate(clauses):
        kept = (
            _with_cut(tokens, clauses, i, analysed, conj_after=conj_after[i])
            if not question and i < last and not join[i]
            else analysed
        )
        blocks.extend(_genitives(kept) if genitive else kept)
        if i < last and join[i]:
            # Glued clauses share their guard markers, not a free path between them (DESIGN §4 G).
            blocks.append((_JUNCTION, _EMPTY_BLOCK, 0, True, clauses[i + 1][0]))
            continue
        if blocks:
            end = clauses[i + 1][0] if i < last else len(tokens)
            vocab = tokens[clauses[opened][0] : end]
            # DESIGN §4 G: a comma-enclosed relative clause or short appositive, followed by the rest of
            # the clause it interrupts, may be stepped over whole ("My brother, who lives in Rome, is …").
            # So may a whole parenthetical ("Alice (my sister) lives in Rome" → "Alice lives in Rome").
            aside = (
                opened == i
                and 0 < i < last
                and not clauses[i + 1][2]
                and not clauses[i + 1][7]
                # (after a personal pronoun an aside re-attributes the clause: "I (well, my wife) booked …")
                and not _after_pronoun(tokens, start)
                and (
                    relative
                    or (_appositive(kept, has_conj, tokens) and not _measured(kept) and not _dated(kept))
                    or ((start, end) in parenthesized and _unmarked(kept) and not _dated(kept))
                )
            )
            groups.append((tuple(blocks), vocab, aside, end))
        blocks = []
        opened = i + 1
    return tuple(groups)
