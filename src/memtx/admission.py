"""Admission: does the cited source support a proposed value? `check_support` = DESIGN §4's F ∧ Q ∧ T ∧ G.

Responsible for: that pure decision and its machine-readable reason. Must not: touch storage, look
sources up, read clocks, or raise on a rejection (the caller raises `memtx.errors.AdmissionRejected`).

The rule in short (docs/admission.md has it in prose):

- The evidence is cut into *clauses* at punctuation (`, ; : ( ) " — 、，；：` …), sentence ends
  (`. ! ? 。！？`) and clause-boundary conjunctions (`but`, `and`, `because`, `pero`, `y`, `但是`, `因为` …).
  A clause that is a qualifier — opens with a condition/exception (`if`, `unless`, `but not`, `si`,
  `如果`, `除X外` …) or a focus word (`only`, `or`, `solo`, `只` …), or ends with `的话`/`之后` — or is a bound
  adjunct (opens with `for`, `valid`, `desde`, `自` …, or ends with `有效`) — is glued to the clause it
  qualifies, forming a *group*. A sentence ending in `?` is a question: only a value that is itself a
  question, copied whole, draws from it.
- A value *draws from* the groups its embedding touches. G holds for an embedding when, in every touched
  group, every guard marker (negator, restrictive quantifier, condition/exception/hedge marker, number —
  see `memtx.lexicon`) is matched whole, every atomic compound is matched whole or skipped whole, and
  no embedded noun is promoted to the subject (`of X`, `P的N`, after a left-out `who`), and when it touches
  more than one group, the groups are consecutive and no token other than an article, filler or
  conjunction is skipped between the last token it takes from one group and the first it takes from the
  next (a verbatim run across the junction: no stitching) — except that an aside (`, who …,` `, que …,`
  or a short appositive `, my sister,`) may be stepped over whole. G accepts when *some* embedding holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final, NamedTuple

from memtx.lexicon import (
    BOUND_CLOSERS,
    BOUND_OPENER_COMPOUNDS,
    BOUND_OPENERS,
    CLAUSE_FINAL_CONDITIONS,
    COND,
    CONJ,
    CURRENCY_AND_PERCENT,
    EXCEPTION_FRAME_CLOSE,
    EXCEPTION_FRAME_OPEN,
    FILLER,
    FOCUS,
    GENITIVE_AFTER_POSSESSOR,
    GENITIVE_BEFORE_POSSESSOR,
    GUARD,
    GUARD_ORDER,
    MONTH_CONTEXT,
    MONTH_MAY,
    NUM,
    RELATIVE,
    RELATIVE_STRICT,
    Marker,
    compile_lexicon,
)
from memtx.text import (
    EMPTY_WORDS,
    PAUSE,
    content_tokens,
    has_token,
    normalize,
    scan_normalized,
    split_sentences,
    tokenize,
)

__all__ = [
    "CLAUSE_STITCH",
    "EVIDENCE_NOT_IN_SOURCE",
    "METADATA",
    "NOT_ORDERED_SUBSEQUENCE",
    "REASONS",
    "Support",
    "check_support",
]

METADATA: Final = "metadata"
EVIDENCE_NOT_IN_SOURCE: Final = "evidence_not_in_source"
NOT_ORDERED_SUBSEQUENCE: Final = "not_ordered_subsequence"
CLAUSE_STITCH: Final = "guard:clause_stitch"
# DESIGN §4: checked in this order; the first failure is the reason.
REASONS: Final = (
    METADATA,
    EVIDENCE_NOT_IN_SOURCE,
    NOT_ORDERED_SUBSEQUENCE,
    *(f"guard:{name}" for _, name in GUARD_ORDER),
    CLAUSE_STITCH,
)


@dataclass(frozen=True, slots=True)
class Support:
    """The verdict of `check_support`: `reason` is None iff `ok`; `detail` says what failed, for people."""

    ok: bool
    reason: str | None = None
    detail: str = ""

    def __post_init__(self) -> None:
        if self.ok != (self.reason is None):
            raise ValueError("Support.reason must be None exactly when ok is True")


_ACCEPT: Final = Support(True)
_LEX: Final = compile_lexicon(tokenize)

# A block is one unit of the evidence for the embedding search:
# (kind, value tokens it matches in order, guard bits, skippable at a junction, start token index).
# _OPT: one token the value may take or skip. _REQ: a guard marker that a touched group must keep whole.
# _ATOM: a compound containing a guard word (`not only`, `不过`, `一直`): kept whole or skipped whole.
# _GEN `of X`: X may be taken only together with `of` (the value must not promote a possessor to the
# head). _DE `P 的 N`: a value that takes P and leaves out `的` must take N (it must not drop the head).
_OPT: Final = 0
_REQ: Final = 1
_ATOM: Final = 2
_GEN: Final = 3
_DE: Final = 4
_REL: Final = 5  # who/which/quien…: an embedding may not start after leaving one out
_JUNCTION: Final = 6  # a clause boundary inside a group: crossing it needs a verbatim run, as between groups
_Block = tuple[int, tuple[str, ...], int, bool, int]
_EMPTY_BLOCK: Final[tuple[str, ...]] = ()
# The `?` ending a question: an unmatchable required block, unless the value is itself a question.
_QMARK: Final = 1 << 12  # a class bit of its own, apart from every lexicon bit
_QUESTION_MARKS: Final = frozenset("?？¿﹖")


class _Group(NamedTuple):
    blocks: tuple[_Block, ...]
    vocab: tuple[str, ...]  # its tokens (a tuple, not a set: cached tuples of strings are no work for the GC)
    aside: bool = False  # a comma-enclosed relative clause or appositive: may be stepped over whole


class _Sentence(NamedTuple):
    text: str  # normalized; the key under which its clause analysis is memoized
    tokens: list[str]
    question: bool


@dataclass(slots=True)
class _Evidence:
    """The evidence's sentences as parallel tuples of strings (few objects: a memoized evidence is no
    work for the garbage collector); `words` as `memtx.text.split_sentences` gives them."""

    norm: str
    texts: tuple[str, ...]
    words: tuple[str, ...]  # per sentence, " t1 t2 … tn "
    questions: tuple[bool, ...]
    all_words: str  # the concatenated `words`: every token of the evidence, with spaces around each
    key: str = ""  # " t1 t2 … tn " with single spaces (DESIGN §4 Q compares token sequences); built when needed

    @property
    def sentences(self) -> tuple[_Sentence, ...]:
        return tuple(
            _Sentence(text, words.split(), question)
            for text, words, question in zip(self.texts, self.words, self.questions, strict=True)
        )

    @property
    def tokens(self) -> tuple[str, ...]:
        return tuple(self.all_words.split())


class _Clause(NamedTuple):
    """One clause: its blocks and what binding needs to know about its opening and contents."""

    start: int  # index of its first token
    blocks: list[_Block]  # the blocks that match tokens (articles are no-ops for the search)
    has_conj: bool  # opens with a conjunction (before its first non-skippable block)
    lead: int  # guard bits (and FOCUS) of its first non-skippable block
    closes_cond: bool  # its last block is a clause-final condition marker (`…的话`)
    adjunct: int  # _OPENS_BOUND (`for …`, `valid …`, `desde …`, `自…`), _CLOSES_BOUND (`…有效`) or 0
    relative: bool  # opens with a relative pronoun (", who …,", ", que …,")
    after_pause: bool  # follows `:` or `;`: binding does not reach across


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
_BOUND_CLOSERS: Final = tuple(tuple(tokenize(w)) for w in BOUND_CLOSERS)
_EXCEPTION_OPEN: Final = tuple(tokenize(EXCEPTION_FRAME_OPEN))
_EXCEPTION_CLOSE: Final = EXCEPTION_FRAME_CLOSE


def _opens_bound(tokens: tuple[str, ...], at: int) -> bool:
    """Does a bound opener (not a compound that begins like one) start at `tokens[at]`?"""
    for toks, opener in _BOUND_OPENERS.get(tokens[at], ()):
        if tokens[at : at + len(toks)] == toks:
            return opener
    return False


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
    if any(tokens[end - len(c) : end] == c for c in _BOUND_CLOSERS):
        return _OPENS_BOUND if lead & NUM else _CLOSES_BOUND
    return 0


# Every token that may be skipped at a clause junction (articles and the words of filler/conjunction
# entries): a superset, used only to prune sentences cheaply.
_JUNCTION_SKIPPABLE: Final = EMPTY_WORDS | frozenset(
    t for ms in _BY_FIRST.values() for m in ms if m.bits & (CONJ | FILLER) for t in m.tokens
)
# What a lexicon entry contributes where it matches: (kind, tokens, bits, skippable, offset, role) per block.
_Item = tuple[int, tuple[str, ...], int, bool, int, int]


def _marker_items(marker: Marker) -> tuple[_Item, ...]:
    """A marker's blocks (start = match position + offset), each with its role (CONJ: a clause starts
    here; RELATIVE; FOCUS)."""
    toks, bits, inner = marker.tokens, marker.bits, marker.inner
    role = bits & (CONJ | RELATIVE | FOCUS)
    skip = bool(bits & (CONJ | FILLER))
    if bits & GUARD:  # classified by its own list
        return ((_REQ, tuple(t for t in toks if t not in EMPTY_WORDS), bits & GUARD, False, 0, role),)
    if len(toks) > 1 and inner:
        return ((_ATOM, tuple(t for t in toks if t not in EMPTY_WORDS), inner, skip, 0, role),)
    if toks[0] in RELATIVE_STRICT:
        return ((_REL, toks, 0, False, 0, role),)
    return tuple(
        (_OPT, _EMPTY_BLOCK if t in EMPTY_WORDS else (t,), 0, skip or t in EMPTY_WORDS, k, role if k == 0 else 0)
        for k, t in enumerate(toks)
    )


# Per first token: its entries, longest first, as (tokens, items); `may` the month is not the modal.
# Articles and currency signs map to no entries: every token that is not plain is a key (`_items`).
_CANDIDATES: Final = {
    **dict.fromkeys((*EMPTY_WORDS, *CURRENCY_AND_PERCENT), ()),
    **{first: tuple((m.tokens, _marker_items(m)) for m in ms) for first, ms in _BY_FIRST.items()},
}
_MAY: Final = (MONTH_MAY,)


def _is_month(tokens: tuple[str, ...], i: int) -> bool:
    """`may` names the month after `in`, `since`, … or before a number ("in May", "May 5")."""
    return (i > 0 and tokens[i - 1] in MONTH_CONTEXT) or (i + 1 < len(tokens) and tokens[i + 1][0].isdigit())


def _items(tokens: tuple[str, ...], stops: list[int], merge: bool) -> list[tuple[_Block, int]]:
    """Blocks in token order, each with its role (CONJ: a clause starts here; RELATIVE; FOCUS). A lexicon
    entry matches as a contiguous token run that does not cross a break (`stops`: the break positions
    after 0, then `len(tokens)`); the longest one wins. With `merge`, a run of plain tokens between two
    breaks or other blocks is one `_OPT` block: every consumer takes its tokens one by one, exactly as
    separate blocks (`_genitives` and a question's blocks need them apart)."""
    out: list[tuple[_Block, int]] = []
    candidates = _CANDIDATES.get
    n = len(tokens)
    si, nxt, run_at, i = 0, stops[0], -1, 0
    while i < n:
        if i == nxt:  # a break before token i: it ends a run, and no entry crosses it
            if run_at >= 0:
                out.append(((_OPT, tokens[run_at:i], 0, False, run_at), 0))
                run_at = -1
            si += 1
            nxt = stops[si]
        tok = tokens[i]
        cands = candidates(tok)
        if cands is None and not tok[0].isdigit():  # a plain token: the common case
            if not merge:
                out.append(((_OPT, (tok,), 0, False, i), 0))
            elif run_at < 0:
                run_at = i
            i += 1
            continue
        if run_at >= 0:
            out.append(((_OPT, tokens[run_at:i], 0, False, run_at), 0))
            run_at = -1
        items: tuple[_Item, ...] = ()
        width = 1
        for mtoks, mitems in cands or ():
            size = len(mtoks)
            if size == 1 or (i + size <= nxt and tokens[i : i + size] == mtoks):
                if mtoks == _MAY and _is_month(tokens, i):
                    break
                if mtoks == _EXCEPTION_OPEN and _EXCEPTION_CLOSE not in tokens[i + 1 : nxt]:
                    break  # `除` opens an exception only in the frame `除X外` (`以外`, `之外`)
                items, width = mitems, size
                break
        if items:
            out.extend(((kind, toks, bits, skip, i + k), role) for kind, toks, bits, skip, k, role in items)
        elif tok in EMPTY_WORDS:
            out.append(((_OPT, _EMPTY_BLOCK, 0, True, i), 0))
        elif tok[0].isdigit() or tok in CURRENCY_AND_PERCENT:  # DESIGN §4 G: numbers are guard tokens
            out.append(((_REQ, (tok,), NUM, False, i), 0))
        else:
            out.append(((_OPT, (tok,), 0, False, i), 0))
        i += width
    if run_at >= 0:
        out.append(((_OPT, tokens[run_at:], 0, False, run_at), 0))
    return out


def _as_question(block: _Block) -> _Block:
    kind, toks, bits, _skip, start = block
    if not toks:
        return block
    return (_REQ, toks, (bits if kind != _OPT else 0) | COND, False, start)


def _clauses(text: str, question: bool) -> tuple[list[_Clause], tuple[str, ...]]:
    """A sentence's clauses: cut at soft punctuation and before clause-boundary conjunctions. In a
    question every token is required and a final `?` block is added (DESIGN §4 G: a question asserts
    nothing, so only a value that is itself a question, copied verbatim, draws from it)."""
    words, breaks = scan_normalized(text)
    tokens = tuple(words)
    n = len(tokens)
    soft = dict(breaks)
    stops = [at for at, _ in breaks if at > 0]
    stops.append(n)
    items = _items(tokens, stops, not question and _GENITIVES.isdisjoint(tokens))
    if question and items:
        items = [(_as_question(b), role) for b, role in items]
        items.append(((_REQ, ("?",), _QMARK, True, n), 0))
    clauses: list[_Clause] = []
    kept: list[_Block] = []
    start = lead = 0
    has_conj = lead_seen = closes = relative = opens_bound = False
    last: _Block | None = None
    for block, role in items:
        kind, toks, bits, skip, at = block
        if at and (role & CONJ or at in soft) and at < n:  # (`at < n`: the `?` stays in its clause)
            adjunct = _adjunct(tokens, opens_bound, lead, last)
            clauses.append(_Clause(start, kept, has_conj, lead, closes, adjunct, relative, soft.get(start, 0) >= PAUSE))
            start, kept, lead, has_conj, lead_seen, closes, relative = at, [], 0, False, False, False, False
            opens_bound, last = False, None
        if skip:
            has_conj = has_conj or (not lead_seen and bool(role & CONJ))
        else:
            closes = kind == _REQ and toks in _CLAUSE_FINAL
            last = block
            if not lead_seen:
                lead_seen = True
                lead = (bits if kind == _REQ else 0) | (role & FOCUS)
                relative = bool(role & RELATIVE) and bool(toks)
                # (at its first word, which may be an article: "a partir de"; or after `only`: "Only on …")
                opens_bound = bool(toks) and (
                    _opens_bound(tokens, at)
                    or _opens_bound(tokens, start)
                    or (bool(role & FOCUS) and at + 1 < n and _opens_bound(tokens, at + 1))
                )
        if toks:
            kept.append(block)
    if items:
        adjunct = _adjunct(tokens, opens_bound, lead, last)
        clauses.append(_Clause(start, kept, has_conj, lead, closes, adjunct, relative, soft.get(start, 0) >= PAUSE))
    return clauses, tokens


def _plain(b: _Block) -> bool:
    return b[0] == _OPT and not b[3] and bool(b[1])


def _genitives(blocks: list[_Block]) -> list[_Block]:
    """Fuse `of X` / `de X` into _GEN and `P 的 N` into _DE blocks (plain tokens only)."""
    out: list[_Block] = []
    i, n = 0, len(blocks)
    while i < n:
        b = blocks[i]
        if i + 1 < n and b[0] == _OPT and b[1] and _plain(blocks[i + 1]):
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


def _bind(sentence: list[_Clause]) -> list[bool]:
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
    for i, seg in enumerate(sentence):
        opens = i == 0 or seg.after_pause  # "Note: if X, Y" — the condition opens its sentence
        next_ok = i + 1 < k and not sentence[i + 1].has_conj and not sentence[i + 1].after_pause
        if seg.lead & FOCUS and not opens:
            forward, backward = False, True
        elif seg.lead & COND or seg.closes_cond:
            forward, backward = next_ok, not (opens or seg.has_conj)
        elif seg.adjunct:
            # A range or bound adjunct ("For orders over $50, …", "…, valid for 3 years", "自…起，…"): it
            # qualifies the clause after it when it opens the sentence or follows a conjunction, else the
            # clause before it. A clause that only *ends* in a bound word ("…停车3小时以内") may be a whole
            # clause: it qualifies only a clause before it.
            after = opens or seg.has_conj
            forward = next_ok and after and seg.adjunct == _OPENS_BOUND
            backward = not after
        else:
            continue
        if forward:
            join[i] = True
        if backward:
            join[i - 1] = True
    return join


def _appositive(clause: _Clause) -> bool:
    """At most three plain words, no marker of any kind (", my sister,")."""
    words = 0
    for kind, toks, _bits, skip, _ in clause.blocks:
        if kind != _OPT or skip:
            return False
        words += len(toks)
    return not clause.has_conj and 0 < words <= 3


@lru_cache(maxsize=4096)
def _groups(text: str, question: bool) -> tuple[_Group, ...]:
    """The clause groups of one normalized sentence (memoized: evidence spans of one source share them)."""
    clauses, tokens = _clauses(text, question)
    join = _bind(clauses)
    genitive = not _GENITIVES.isdisjoint(tokens)
    groups: list[_Group] = []
    blocks: list[_Block] = []
    opened = 0
    last = len(clauses) - 1
    for i, clause in enumerate(clauses):
        blocks.extend(_genitives(clause.blocks) if genitive else clause.blocks)
        if i < last and join[i]:
            # Glued clauses share their guard markers, not a free path between them (DESIGN §4 G).
            blocks.append((_JUNCTION, _EMPTY_BLOCK, 0, True, clauses[i + 1].start))
            continue
        if blocks:
            end = clauses[i + 1].start if i < last else len(tokens)
            vocab = tokens[clauses[opened].start : end]
            # DESIGN §4 G: a comma-enclosed relative clause or short appositive, followed by the rest of
            # the clause it interrupts, may be stepped over whole ("My brother, who lives in Rome, is …").
            aside = (
                opened == i
                and 0 < i < last
                and not clauses[i + 1].has_conj
                and not clauses[i + 1].after_pause
                and (clause.relative or _appositive(clause))
            )
            groups.append(_Group(tuple(blocks), vocab, aside))
        blocks = []
        opened = i + 1
    return tuple(groups)


@lru_cache(maxsize=1024)
def _evidence(evidence: str) -> _Evidence:
    """Normalize, split into sentences and tokenize the evidence (memoized); clauses come later, lazily."""
    norm = normalize(evidence)
    texts, words, questions = split_sentences(norm)
    return _Evidence(norm, tuple(texts), tuple(words), tuple(questions), "".join(words))


@lru_cache(maxsize=256)
def _source(source_text: str) -> str:
    return normalize(source_text)


@lru_cache(maxsize=256)
def _source_key(source_text: str) -> str:
    return f" {' '.join(tokenize(source_text))} "


def _between_spaces(needle: str, hay: str) -> bool:
    """`needle` occurs in `hay` with whitespace (or an end) on both sides. Normalization and tokenization
    are local and whitespace separates tokens, so its tokens are then a contiguous run of `hay`'s."""
    size, at = len(needle), hay.find(needle)
    open_left, open_right = needle[:1].isspace(), needle[-1:].isspace()
    while at >= 0:
        end = at + size
        if (open_left or at == 0 or hay[at - 1].isspace()) and (open_right or end == len(hay) or hay[end].isspace()):
            return True
        at = hay.find(needle, at + 1)
    return False


def _in_source(ev: _Evidence, evidence: str, source_text: str) -> bool:
    """DESIGN §4 Q: the evidence's tokens are a contiguous run of the source's. Fast paths: the raw
    evidence, or the normalized one, occurs in the (normalized) source between whitespace; otherwise the
    token sequences themselves are compared."""
    if _between_spaces(evidence, source_text) or _between_spaces(ev.norm, _source(source_text)):
        return True
    if not ev.key:
        ev.key = f" {' '.join(ev.all_words.split())} "
    return ev.key in _source_key(source_text)


def _chain(x: int, toks: tuple[str, ...], masks: dict[str, int]) -> int:
    """Advance the set of value prefixes `x` through `toks`, matched consecutively."""
    for t in toks:
        x = (x & masks.get(t, 0)) << 1
        if not x:
            return 0
    return x


def _run(g: _Group, masks: dict[str, int], goal: int, enforce: int, *, u: int, j: int) -> tuple[int, int, int]:
    """One group of the `_strict` automaton from states (U, J); returns (Tc, Tg, J) at its end."""
    tc = tg = 0
    get = masks.get
    for kind, toks, bits, skip, _ in g.blocks:
        if kind < _GEN and not bits & enforce:  # optional tokens, or the tokens of a marker not enforced
            if skip:
                for t in toks:
                    tc |= ((u | tc | tg | j) & get(t, 0)) << 1
            else:
                for t in toks:
                    src = (u | tc | tg | j) & get(t, 0)
                    tg |= tc
                    tc, j = src << 1, 0
            continue
        if bits & enforce:  # a marker to keep (_REQ) or keep whole (_ATOM); the kinds below carry no bits
            whole = _chain(u | tc | tg | j, toks, masks)
            if kind == _REQ:  # DESIGN §4 G: a guard marker of a touched clause must be kept
                tc, u, tg, j = whole, 0, 0, 0
            elif skip:  # an atomic compound: all or nothing
                tc |= whole
            else:
                tg |= tc
                tc, j = whole, 0
            continue
        if kind == _GEN:  # X only after `of`: no possessor promoted to the head
            mg = ((u | tc | tg | j) & masks.get(toks[0], 0)) << 1
            tg |= tc | mg
            tc, j = (mg & masks.get(toks[1], 0)) << 1, 0
            continue
        if kind == _JUNCTION:  # only a contiguous tail goes on; finished embeddings wait for the group end
            tg, j, tc = (tg | tc) & goal, (j | tc) & ~goal, 0
            continue
        if kind == _REL:  # no fresh start after a left-out relative pronoun: that is its clause's subject
            src = (u | tc | tg | j) & masks.get(toks[0], 0)
            tg |= tc
            tc, u, j = src << 1, 0, 0
            continue
        if kind == _DE:  # P kept and `的` left out: the head N must be kept too
            mp = ((u | tc | tg | j) & masks.get(toks[0], 0)) << 1
            tg |= tc
            tc, j = mp, 0
            tc |= ((u | tc | tg) & masks.get(toks[1], 0)) << 1
            src = (u | tc | tg) & masks.get(toks[2], 0)
            tg |= tc & ~mp
            tc = src << 1
    return tc, tg, j


def _starts(ev: _Evidence, masks: dict[str, int], vtoks: list[str]) -> list[bool]:
    """Per sentence: may an embedding start in it? Cheap pruning before any clause analysis: it must
    hold the value's first token, and the embedding either ends in it (the value is an ordered
    subsequence of the sentence) or leaves it through its last token (the value's, or a skippable one)."""
    needle = f" {vtoks[0]} "
    starts: list[bool] = []
    for words in ev.words:
        if needle not in words:
            starts.append(False)
            continue
        toks = words.split()
        if toks[-1] in masks or toks[-1] in _JUNCTION_SKIPPABLE:
            starts.append(True)
        else:
            it = iter(toks)
            starts.append(all(t in it for t in vtoks))
    return starts


def _strict(ev: _Evidence, starts: list[bool], masks: dict[str, int], vtoks: list[str], enforce: int) -> bool:
    """Is there an embedding satisfying G (guard classes in `enforce`, plus the junction rule)?

    Bit-parallel over the value: bit i of a state = "the first i value tokens are placed". States:
    U untouched (bit 0 only; cleared once a guard marker of the group is skipped), Tc touched and
    nothing but skippables skipped since the last match, Tg touched with a gap, J crossed into this
    group from a contiguous tail and nothing but skippables skipped yet. Sentences where no embedding
    can start (`_starts`) and that no contiguous tail reaches are never analysed.
    """
    first, goal = vtoks[0], 1 << len(vtoks)
    j = 0
    for text, question, may_start in zip(ev.texts, ev.questions, starts, strict=True):
        if not (j or may_start):
            continue
        for g in _groups(text, question):
            if not j and first not in g.vocab:
                continue
            if g.aside:
                # An aside may be used alone, stepped over whole, or run through verbatim (entered from
                # a contiguous tail or from its first word, and left from its last); a value may not start
                # in its middle and leave it ("Alice, who met Bob, lives in Rome" ↛ "Bob lives in Rome").
                tc, tg, _ = _run(g, masks, goal, enforce, u=1, j=0)
                if (tc | tg) & goal:
                    return True
                tc, tg, j_out = _run(g, masks, goal, enforce, u=0, j=j | 1)
                if (tc | tg) & goal:
                    return True
                j |= j_out | tc
                continue
            tc, tg, j = _run(g, masks, goal, enforce, u=1, j=j)
            if (tc | tg) & goal:
                return True
            j |= tc  # DESIGN §4 G: only a contiguous tail may continue into the next clause
    return False


def _contains_run(haystack: list[str], needle: tuple[str, ...]) -> bool:
    n = len(needle)
    return any(tuple(haystack[i : i + n]) == needle for i in range(len(haystack) - n + 1))


def _free(ev: _Evidence, masks: dict[str, int], m: int, enforce: int) -> bool:
    """Is there an embedding that keeps the `enforce` markers of every group it touches, ignoring clause
    structure (junctions, asides, promoted nouns)? States: K untouched and clean, KD untouched after a
    marker was skipped, T touched. A group without value tokens leaves them as they are."""
    carried = 1
    for text, words, question in zip(ev.texts, ev.words, ev.questions, strict=True):
        if masks.keys().isdisjoint(words.split()):
            continue
        for g in _groups(text, question):
            if masks.keys().isdisjoint(g.vocab):
                continue
            k, kd, t = carried, 0, 0
            for kind, toks, bits, _skip, _ in g.blocks:
                if kind == _REQ and bits & enforce:
                    t = _chain(k | t, toks, masks)
                    kd |= k
                    k = 0
                elif kind == _ATOM and bits & enforce:
                    t |= _chain(k | t, toks, masks)
                else:
                    for tok in toks:
                        t |= ((k | t) & masks.get(tok, 0)) << 1
            carried = k | kd | t
    return bool(carried >> m & 1)


# Per guard class: the first tokens of the entries that make a block of it (a marker of the class, or a
# compound with a word of the class inside); numbers are recognized by shape (`_may_hold`).
_CLASS_FIRSTS: Final = {
    bit: frozenset(first for first, ms in _BY_FIRST.items() if any((m.bits | m.inner) & bit for m in ms))
    for bit, _ in GUARD_ORDER
}


def _may_hold(bit: int, toks: list[str]) -> bool:
    """Can a sentence with these tokens (not a question) have a block of guard class `bit`? A cheap
    necessary condition, so that naming a rejection does not analyse sentences that cannot contribute."""
    if not _CLASS_FIRSTS[bit].isdisjoint(toks):
        return True
    return bit == NUM and any(t[0].isdigit() or t in CURRENCY_AND_PERCENT for t in toks)


def _guard_rejection(ev: _Evidence, starts: list[bool], vtoks: list[str], masks: dict[str, int], qmark: int) -> Support:
    """Why G fails, in DESIGN §4's order: the first guard class that every embedding respecting the
    clause structure violates; if no embedding respects the structure at all, the first class that every
    embedding violates regardless, and `clause_stitch` when there is none."""
    structured = _strict(ev, starts, masks, vtoks, 0)
    enforce = 0
    for bit, name in GUARD_ORDER:
        enforce |= bit | (qmark if bit == COND else 0)
        if _strict(ev, starts, masks, vtoks, enforce) if structured else _free(ev, masks, len(vtoks), enforce):
            continue
        dropped: list[str] = []
        for text, words, question in zip(ev.texts, ev.words, ev.questions, strict=True):
            tokens = words.split()
            if masks.keys().isdisjoint(tokens) or not (question or _may_hold(bit, tokens)):
                continue
            for g in _groups(text, question):
                for kind, toks, bits, _skip, _ in g.blocks:
                    if kind == _OPT or not bits & bit or _contains_run(vtoks, toks):
                        continue
                    word = " ".join(toks)
                    if word not in dropped:
                        dropped.append(word)
        said = ", ".join(repr(w) for w in dropped[:4]) or "a question"
        return Support(False, f"guard:{name}", f"the value drops {said} of the clause it draws from")
    if structured:
        raise AssertionError("unreachable: G failed with every guard class satisfiable")
    return Support(
        False,
        CLAUSE_STITCH,
        "the value joins pieces of different clauses; take it from one clause, or copy clauses verbatim",
    )


def check_support(value: str, evidence: str, source_text: str, *, guard: bool = True) -> Support:
    """DESIGN §4 `Support(q) = F ∧ Q ∧ [T(v) ⪯ T(e)] ∧ G` for one proposal, as far as three strings allow.

    Reasons, in order (the first failure wins): `metadata` (an argument is not a str, or normalizes to no
    tokens), `evidence_not_in_source` (the evidence's token sequence is not a contiguous run of the
    source's), `not_ordered_subsequence` (the value's content tokens are not an ordered subsequence of the
    evidence's), then `guard:negation`, `guard:scope`, `guard:condition`, `guard:number`,
    `guard:clause_stitch`. `guard=False` stops after T: the papers' unguarded ordered test.

    Complexity: F, Q, T are O(|value| + |evidence| + |source|). G is a bit-parallel automaton over the
    evidence's clauses, O(|evidence| · ⌈|value| / 64⌉) machine words; sentences where no embedding can
    start are not even analysed. Naming a rejection's reason runs it (or its structure-free variant) at
    most five more times. Normalized evidence, sources and analysed sentences are memoized (LRU), so
    re-checking against a source is cheap; the memo changes nothing but speed.
    """
    args: tuple[tuple[str, object], ...] = (("value", value), ("evidence", evidence), ("source_text", source_text))
    for name, arg in args:  # DESIGN §4 F, as far as three strings allow; callers may not be typed
        if not isinstance(arg, str):
            return Support(False, METADATA, f"{name} must be a str, not {type(arg).__name__}")
    vtoks = content_tokens(value)
    if not vtoks:
        return Support(False, METADATA, "the value has no content tokens")
    ev = _evidence(evidence)
    if not ev.texts:  # (a sentence has at least one token)
        return Support(False, METADATA, "the evidence has no tokens")
    if not _in_source(ev, evidence, source_text):  # DESIGN §4 Q
        if not has_token(_source(source_text)):
            return Support(False, METADATA, "the source has no tokens")
        return Support(False, EVIDENCE_NOT_IN_SOURCE, "the evidence is not a verbatim span of the source")
    at, words = 0, ev.all_words  # DESIGN §4 T: order-preserving subsequence (leftmost match of each token)
    for tok in vtoks:
        found = words.find(f" {tok} ", at)
        if found < 0:
            return Support(
                False, NOT_ORDERED_SUBSEQUENCE, f"value token {tok!r} has no match, in order, in the evidence"
            )
        at = found + len(tok) + 1  # the space after a match may open the next one
    if not guard:
        return _ACCEPT
    masks: dict[str, int] = {}
    for i, tok in enumerate(vtoks):
        masks[tok] = masks.get(tok, 0) | 1 << i
    # A question supports no claim: only a value that is itself a question may copy one (verbatim).
    qmark = _QMARK if _QUESTION_MARKS.isdisjoint(value) else 0
    starts = _starts(ev, masks, vtoks)
    if _strict(ev, starts, masks, vtoks, GUARD | qmark):  # DESIGN §4 G: some embedding holds
        return _ACCEPT
    return _guard_rejection(ev, starts, vtoks, masks, qmark)
