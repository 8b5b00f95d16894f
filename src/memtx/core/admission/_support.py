"""Admission's entry point: `check_support` = DESIGN §4's F ∧ Q ∧ T ∧ G for one proposal.

Responsible for: the argument checks (F), the source span test (Q; the source's memo and index are in
`_sources`), the ordered subsequence test (T) and the order of the checks. Must not: touch storage, read
clocks, or raise on a rejection.
"""

from __future__ import annotations

import re
from typing import Final

from memtx.core.admission._acronyms import spelled_out
from memtx.core.admission._afterthoughts import drops_afterthought
from memtx.core.admission._approximators import drops_approximator
from memtx.core.admission._asides import drops_marked_aside, keyed_tail, without_asides
from memtx.core.admission._automaton import _masks, _starts, _strict
from memtx.core.admission._clauses import _QMARK, ARTICLES
from memtx.core.admission._cleaned import cleaned
from memtx.core.admission._contacts import contact_of_another, own_contact
from memtx.core.admission._coordination import LIST_AND
from memtx.core.admission._corrections import corrected, ironic
from memtx.core.admission._fragments import drops_leading_fragment, drops_leading_report
from memtx.core.admission._frames import drops_belief_clause, drops_opening_frame, drops_trailing_focus
from memtx.core.admission._key_claims import (
    answers_anothers,
    disowned_after,
    money_for_another_slot,
    narrowed_beyond,
    other_payment,
    void_after,
)
from memtx.core.admission._keyed import apposed, is_name, keyed
from memtx.core.admission._keywords import KeyWords, key_words, naming, role_key
from memtx.core.admission._labels import labelled, other_of_kind
from memtx.core.admission._list_items import plain_item
from memtx.core.admission._lists import item_sentences, label_lists
from memtx.core.admission._openers import without_openers
from memtx.core.admission._pending import drops_pending_status
from memtx.core.admission._quoted import as_quoted, json_speaker, quoted_in_source
from memtx.core.admission._reasons import _guard_rejection
from memtx.core.admission._sentences import _Evidence, _evidence, value_tokens
from memtx.core.admission._sources import _LONG, _searched, _source, _source_key
from memtx.core.admission._speaker import (
    USER_NAMES,
    accent_changed,
    bound_values,
    elided_third_person,
    elided_values,
    preterites_typed,
    speaks_as_user,
    subject_restored,
)
from memtx.core.admission._speech import _drops_message_frame, _names_subject, _speech_of_another, reports_speech
from memtx.core.admission._subjects import opening_subject
from memtx.core.admission._tags import drops_report_tag
from memtx.core.admission._tails import drops_restricting_tail
from memtx.core.admission._turns import anothers_turn, asked_for_text, staff_speaker, taken_back_later
from memtx.core.admission._typed import typed
from memtx.core.admission._typed_phrases import range_end
from memtx.core.admission._verdict import (
    _ACCEPT,
    EVIDENCE_NOT_IN_SOURCE,
    IDENTIFIER,
    METADATA,
    NOT_ORDERED_SUBSEQUENCE,
    REASONS,
    Support,
)
from memtx.core.admission._wishes import unwished
from memtx.core.admission._written import written_out
from memtx.core.errors import InvalidArgument
from memtx.core.keys import KeyParts, parse_key
from memtx.core.lexicon import GUARD
from memtx.core.text import (
    ID_MARK,
    PAUSE,
    SOFT,
    content_tokens,
    has_token,
    identifiers,
    normalize,
    protect_identifiers,
    scan_normalized,
    tokenize,
    unprotect,
)

_QUESTION_MARKS: Final = frozenset("?？¿﹖")


# Occurrences `_span_end` tries. It is a fast path of Q: normalization and tokenization are local at whitespace,
# so it only finds what the token comparison finds too; trying every occurrence of a needle that recurs without
# whitespace around it (`abab…` in `ababab…`) would make Q quadratic.
_TRIES: Final = 8


def _span_end(needle: str, hay: str) -> int:
    """Where the first occurrence of `needle` in `hay` with whitespace (or an end) on both sides ends, if it is
    among the first `_TRIES` occurrences; else -1. Normalization and tokenization are local and whitespace
    separates tokens, so the needle's tokens are then a contiguous run of `hay`'s."""
    size, at = len(needle), hay.find(needle)
    open_left, open_right = needle[:1].isspace(), needle[-1:].isspace()
    for _ in range(_TRIES):
        if at < 0:
            return -1
        end = at + size
        if (open_left or at == 0 or hay[at - 1].isspace()) and (open_right or end == len(hay) or hay[end].isspace()):
            return end
        at = hay.find(needle, at + 1)
    return -1


def _key(ev: _Evidence) -> str:
    """The evidence's tokens, single-spaced, with a space at both ends (built when first needed)."""
    if not ev.key:
        ev.key = f" {' '.join(ev.all_words.split())} "
    return ev.key


def _scan(ev: _Evidence, evidence: str, source_text: str) -> tuple[bool, int]:
    """DESIGN §4 Q by plain searches, and about how many characters of the source they scanned. Fast paths:
    the raw evidence, or the normalized one, occurs in the (normalized) source between whitespace; otherwise
    the token sequences themselves are compared (one substring search: linear)."""
    end = _span_end(evidence, source_text)
    if end >= 0:
        return True, end
    found = _span_end(ev.norm, _source(source_text)) >= 0 or _key(ev) in _source_key(source_text)
    return found, len(source_text)


def _in_source(ev: _Evidence, evidence: str, source_text: str) -> bool:
    """DESIGN §4 Q: the evidence's tokens are a contiguous run of the source's. A long source that has been
    indexed (`_sources`) gives the token comparison's answer from its index, in about the evidence's length;
    the fast paths then run only when that answer is no (by design they cannot say yes then, but asking them
    keeps the answer the plain searches' by construction)."""
    if len(source_text) < _LONG:
        return _scan(ev, evidence, source_text)[0]
    searched = _searched(source_text)
    if searched.index is None:
        found, scanned = _scan(ev, evidence, source_text)
        searched.charge(scanned)
        return found
    return (
        _key(ev) in searched.index
        or _span_end(evidence, source_text) >= 0
        or _span_end(ev.norm, _source(source_text)) >= 0
    )


def _verbatim_found(evidence: str, source_text: str) -> bool:
    """DESIGN §4 Q for an evidence that has tokens, when it can be answered without analysing the evidence:
    a short source holding the raw evidence between whitespace, or an indexed long source holding its
    tokens. False means "not known": the full test decides."""
    if len(source_text) < _LONG:
        return _span_end(evidence, source_text) >= 0
    searched = _searched(source_text)
    return searched.index is not None and f" {' '.join(tokenize(evidence))} " in searched.index


def check_support(
    value: str,
    evidence: str,
    source_text: str,
    *,
    guard: bool = True,
    speaker: str | None = None,
    key: str | tuple[str, str] | None = None,
) -> Support:
    """DESIGN §4 `Support(q) = F ∧ Q ∧ [T(v) ⪯ T(e)] ∧ G` for one proposal, as far as three strings allow.

    Reasons, in order (the first failure wins): `metadata` (an argument is not a str, or normalizes to no
    tokens; a `speaker` that is not None must be a str with a token), `evidence_not_in_source` (the evidence's
    token sequence is not a contiguous run of the source's), `not_ordered_subsequence` (the value's content
    tokens are not an ordered subsequence of the evidence's), then `guard:negation`, `guard:scope`,
    `guard:condition`, `guard:number`, `guard:restriction`, `guard:clause_stitch`. `guard=False` stops after
    T: the papers' unguarded ordered test.

    `speaker` (DESIGN §4 speaker binding): the source's speaker. The value may then name the speaker where
    the evidence says I/me/my (yo, 我, 我的), with the verb after a subject in the first person (`_speaker`);
    the value is accepted if it, or one such reading of it, is supported. A rejection gives the reason of the
    reading that got furthest through the checks.

    Complexity (docs/admission.md, "Complexity"): F, Q, T are O(|value| + |evidence| + |source|). G is a
    bit-parallel automaton over the evidence's clauses whose states span only the value prefixes still
    live (`_window`): O(|evidence| · ⌈W / 64⌉) machine words with W ≤ 4096 + the live range's width, which
    is small unless the value's place in the evidence stays ambiguous over a long stretch; sentences where
    no embedding can start are not even analysed. Naming a rejection's reason runs it (or its
    structure-free variant) at most six more times. Normalized evidence, sources and analysed sentences
    are memoized (LRU), so re-checking against a source is cheap, and a long source that many proposals
    cite is indexed once (`_sources`), so that Q then costs about |evidence|, not |source|, per proposal;
    memo and index change nothing but speed. Speaker binding checks at most 4^3 readings more.

    `key` (DESIGN §4 amended, key-aware values): the proposal's key. A claim is its key and its value, so a
    value may leave out what the key names (`_keyed`: `1Z999AA10123456784` for `order-17/tracking_number` from
    "the tracking number is 1Z999AA10123456784"), and a value whose subject is left out is read with the
    key's subject or, when that is the speaker, the first person (`Lives in Berlin`). Without a key neither
    applies. Also tried for every value: one item of a list in place of the list (`_lists`). An identifier
    (e-mail, URL, phone number, code) is one token; a value that takes part of one is refused with
    `guard:identifier`.
    """
    value, evidence, source_text = written_out(value, evidence, source_text, key)
    verdict = _check(value, evidence, source_text, guard=guard, speaker=speaker, key=key)
    if not verdict.ok or not guard:
        return verdict
    verdict = _in_context(value, evidence, source_text, verdict, speaker=speaker, key=key)
    if verdict.ok and value != evidence and (plain := cleaned(evidence, value)) != evidence:
        # (eighteenth session, blind batch 85: a pause or an aside never helps a value pass — `_cleaned`)
        again = check_support(value, plain, plain, speaker=speaker, key=key)
        if not again.ok and (again.reason or "").startswith("guard:"):
            return Support(False, again.reason, f"without the evidence's fillers and asides, {again.detail}")
    return verdict


def _in_context(
    value: str,
    evidence: str,
    source_text: str,
    verdict: Support,
    *,
    speaker: str | None,
    key: str | tuple[str, str] | None,
) -> Support:
    """The checks of a value the evidence supports that read its source and key: a changed accent, another's turn,
    the staff's turn under a customer's key, the key's side, a list's item under its key, another's words
    (`check_support`)."""
    if (accented := accent_changed(value, evidence)) is not None:
        return Support(False, NOT_ORDERED_SUBSEQUENCE, f"value word {accented!r} is the evidence's with another accent")
    if speaker is not None and anothers_turn(
        evidence,
        source_text,
        speaker,
        keyed=lambda: _speakers_key(key, speaker),
        drawn=lambda text: _check(value, text, text, guard=True, speaker=speaker, key=key).ok,
    ):
        # (blind batch 30: `Recruiter: I've placed …` then `Candidate (Ben): …`, for the speaker Ben)
        return Support(False, "guard:restriction", "the evidence is another's turn of the source, not the speaker's")
    if speaker is not None and (taken_back_later(evidence, source_text) or asked_for_text(evidence, source_text)):
        return Support(False, "guard:restriction", "a later turn takes it back, or it answers a request for text")
    if speaker is not None and key is not None and role_key(key) and staff_speaker(source_text, speaker):
        # (a probe of round 31: `Agent (Tom): My email is …` for `customer/email` and the speaker Tom)
        return Support(False, "guard:restriction", "the key names the customer's; the speaker's turn is the staff's")
    if key is not None:
        refused = _key_side(parse_key(key), value, evidence, source_text, speaker)
        if refused is not None:
            return refused
    if value == evidence:
        return verdict
    if key is not None and _keyed_item_unsupported(value, evidence, speaker=speaker, key=key):
        return Support(
            False, "guard:restriction", "the value is an item of a list whose clause its key must be read with"
        )
    # (round 39: a contact right after the name of the key's person is that person's, whatever header opens its line)
    owned = key is not None and own_contact(parse_key(key), value, evidence, speaker, source_text)
    return _second_hand(value, evidence, speaker, owned=owned) or verdict


def _keyed_item_unsupported(value: str, evidence: str, *, speaker: str | None, key: str | tuple[str, str]) -> bool:
    """Red-team round 3: a keyed value that lies inside one verbless item of an `and` list (`German` of `My husband
    speaks French and German`) is read as its item's clause alone, a whole clause safe to leave out the rest of; it is
    supported only when one of the list's one-item sentences (`_lists`: `my husband speaks german`) supports it under
    the key, so the clause holding the list's head is read with the key (`ana/languages` is not the husband's)."""
    vtoks = [t for t in value_tokens(value) if t not in ARTICLES]
    for text in _evidence(evidence).texts:
        words, found = scan_normalized(text)
        tokens = tuple(words)
        c = max((k for k, t in enumerate(tokens) if t in LIST_AND), default=-1)
        if c <= 0:
            continue
        cuts = sorted({*(k for k, kind in found if kind == SOFT and 0 < k < c), c, c + 1})
        if plain_item(tokens, 0, cuts[0]) or any(kind == PAUSE and k < c for k, kind in found):
            continue  # (a bare list, its head a label before a colon: `Alergias: polen, frutos secos y marisco`)
        segments = [(a, b) for a, b in zip(cuts, [*cuts[1:], len(tokens)], strict=True) if b - a > 0 and a != c]
        if not any(
            plain_item(tokens, a, b, last=b == len(tokens)) and _subsequence(vtoks, tokens[a:b]) for a, b in segments
        ):
            continue
        items = item_sentences(text)
        if items:  # (no list `_lists` reads: the clauses stay as they are)
            return not any(_checked(value, shorter, speaker=speaker, key=key).ok for shorter in items)
    return False


def _subsequence(needle: list[str], hay: tuple[str, ...]) -> bool:
    it = iter(hay)
    return bool(needle) and all(t in it for t in needle)


def _second_hand(value: str, evidence: str, speaker: str | None = None, *, owned: bool = False) -> Support | None:
    """Red-team round 2 (issue 31), a refusal of an accepted value (its checks passed) that one of three classes takes
    back: a frame that gives the value's words as another's (`Ana texted me: my new number is …`), irony (`Yeah right,
    I love Mondays.`), a tail of its sentence that restricts it (`I drink coffee, sometimes.`). Each reads the value's
    own tokens, so it holds for every reading the checks tried (speaker binding, a key, a list item, an aside).
    Red-team round 3 adds three (`_frames`): a frame opening the sentence, a focus word in a last conjunct, a clause
    of belief or doubt."""
    if normalize(value) == normalize(evidence):
        return None  # (a verbatim copy drops nothing: `NOT,A FEW!12` of `not,a few!12`, a property test's example)
    vtoks = [t for t in value_tokens(value) if t not in ARTICLES]
    if not owned and _drops_message_frame(evidence, vtoks, speaker):
        return Support(False, "guard:restriction", "the value leaves out a frame that gives its words as another's")
    if ironic(evidence, vtoks):
        return Support(False, "guard:negation", "the evidence says the value in irony")
    if drops_restricting_tail(evidence, vtoks):
        return Support(False, "guard:restriction", "the value drops a tail that restricts its sentence")
    if drops_opening_frame(evidence, vtoks):
        return Support(False, "guard:condition", "the value drops a frame that opens its sentence")
    if drops_leading_fragment(evidence, value):
        return Support(False, "guard:restriction", "the value drops a fragment that frames its sentence")
    if drops_leading_report(evidence, value):
        return Support(False, "guard:restriction", "the value drops the report or belief its sentence opens with")
    if drops_trailing_focus(evidence, vtoks):
        return Support(False, "guard:scope", "the value drops a focus word that may scope every conjunct")
    if drops_belief_clause(evidence, vtoks):
        return Support(False, "guard:condition", "the value drops a clause of belief or doubt that hedges it")
    if drops_afterthought(evidence, vtoks):
        return Support(False, "guard:scope", "the value leaves out a short afterthought that restricts its sentence")
    if drops_pending_status(evidence, vtoks):
        return Support(False, "guard:condition", "the value drops a piece that says its clause is not yet settled")
    if drops_report_tag(evidence, vtoks):
        return Support(False, "guard:condition", "the value drops a tag that gives its sentence as another's words")
    return None


def _key_side(
    parts: KeyParts, value: str, evidence: str, source_text: str, speaker: str | None = None
) -> Support | None:
    """What a keyed value's key claims that its evidence does not hold (`_key_claims`), or what the evidence says
    right after the value (`_asides.keyed_tail`), as a refusal; None when nothing does."""
    narrowing = narrowed_beyond(parts, value, evidence, source_text, speaker)
    if narrowing is not None:
        # (eighth session: `gareth/boss_email` from "My email is x@y.com" — the key claims whose it is)
        return Support(False, "guard:restriction", f"the key's {narrowing!r} narrows its slot; the evidence does not")
    vtoks = value_tokens(value) if any(_cjk_text(t) for t in parts.relation) else []  # (a Chinese relation's only)
    if vtoks and (
        other := other_of_kind(evidence, vtoks[0], parts.raw, parts.relation, key_words(parts, speaker).names)
    ):
        return Support(False, "guard:restriction", f"the label {other!r} names another slot of the key's kind")
    state = other_payment(parts, value, evidence)
    if state is not None:
        return Support(False, "guard:restriction", f"the key says {state}; the evidence says the other")
    disowned = disowned_after(value, evidence, parts) if value != evidence else None
    if disowned is not None:
        return Support(False, "guard:restriction", f"the evidence says {disowned!r} after the value")
    if money_for_another_slot(parts, value):
        return Support(False, "guard:restriction", "the value is an amount; the key names no amount")
    tail = keyed_tail(value, evidence, key_words(parts, None).names) if value != evidence else None
    if tail is not None:
        return Support(False, "guard:restriction", f"the evidence says {tail!r} right after the value")
    void = void_after(value, evidence)
    if void is not None:
        return Support(False, "guard:restriction", f"the evidence says {void!r} right after the value")
    owner = contact_of_another(parts, value, evidence, speaker, source_text)
    if owner is not None:
        return Support(False, "guard:restriction", f"the value is written as {owner!r}'s; the key does not name them")
    another = answers_anothers(parts, value, evidence, source_text)
    if another is not None:
        return Support(False, "guard:restriction", f"the evidence answers a question about {another!r}")
    return None


def _speakers_key(key: str | tuple[str, str] | None, speaker: str) -> bool:
    """Does `key` claim something of the speaker's (its subject is the speaker: `zhou_xiaomei/phone` for 周晓梅)?"""
    return key is not None and key_words(parse_key(key), speaker).first_person


def _bound_speaker(evidence: str, source_text: str, speaker: str | None, *, reported: bool) -> str | None:
    """The speaker the evidence's first person is bound to: none inside another's reported speech, quotation or
    forwarded message (round 17, `_quoted`). (Round 37 read a quoted message's author line and a quotation's
    reporting frame as the speaker's where they named the speaker; red-team rounds 17 and 18 withdrew both.)"""
    if speaker is None or reported:
        return None
    if quoted_in_source(evidence, source_text):
        said_by = json_speaker(evidence, source_text)  # (round 41: a transcript's JSON names whose utterance it is)
        return speaker if said_by is not None and _same_person(said_by, speaker) else None
    return speaker


def _same_person(named: str, speaker: str) -> bool:
    """Does a speaker field name the speaker: the same words, or the speaker's first name or surname alone on either
    side (`Hanna`, `Hanna Kowalski`) — plain names both, with no other word (`Hanna and Leo`, `Madre de Carmen`,
    `Hanna (reading Leo's letter)`)? A Chinese name must be the same (`张伟的妈妈`, `王芳芳` are others)."""
    a, b = _NAME.findall(named), _NAME.findall(speaker)
    if not a or not b or any(not w[:1].isupper() for w in (*a, *b) if w.isascii()):
        return False
    if len(_NAME.sub("", named).strip()) or len(_NAME.sub("", speaker).strip()):
        return False  # (anything but names and the spaces between them)
    if any(not w.isascii() for w in (*a, *b)):
        return "".join(a) == "".join(b)
    short, long_ = sorted((a, b), key=len)
    return short == long_[: len(short)] or short == long_[len(long_) - len(short) :]


_NAME: Final = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def _check(
    value: str,
    evidence: str,
    source_text: str,
    *,
    guard: bool,
    speaker: str | None,
    key: str | tuple[str, str] | None,
) -> Support:
    """`check_support` before the checks of red-team round 2 (`_second_hand`)."""
    args: tuple[tuple[str, object], ...] = (("value", value), ("evidence", evidence), ("source_text", source_text))
    for name, arg in args:  # DESIGN §4 F, as far as three strings allow; callers may not be typed
        if not isinstance(arg, str):
            return Support(False, METADATA, f"{name} must be a str, not {type(arg).__name__}")
    if speaker is not None and (not isinstance(speaker, str) or not content_tokens(speaker)):
        return Support(False, METADATA, "speaker must be None or a name (a str with a word in it)")
    parts: KeyParts | None = None
    if key is not None:
        try:
            parts = spelled_out(parse_key(key), evidence)  # (round 33: `taxpayer/utr`: `Unique Taxpayer Reference`)
        except (InvalidArgument, TypeError, ValueError) as bad:
            return Support(False, METADATA, f"key must be None or a fact key: {bad}")
    # (T's content tokens, identifiers whole, `un`/`una` kept: numbers)
    vtoks = [t for t in value_tokens(value) if t not in ARTICLES]
    if not vtoks:
        return Support(False, METADATA, "the value has no content tokens")
    if value == evidence and _verbatim_found(evidence, source_text):
        return _ACCEPT  # a verbatim copy (below) of evidence found in the source, without analysing it
    ev = _evidence(evidence)
    if not ev.texts:  # (a sentence has at least one token)
        return Support(False, METADATA, "the evidence has no tokens")
    if not _in_source(ev, evidence, source_text):  # DESIGN §4 Q
        if not has_token(_source(source_text)):
            return Support(False, METADATA, "the source has no tokens")
        return Support(False, EVIDENCE_NOT_IN_SOURCE, "the evidence is not a verbatim span of the source")
    # Round 17: a quotation's or forwarded message's first person is its author's (`_quoted`): nothing is bound to it,
    # though a typed value's clause must still tie it to the key as under any speaker.
    reported = _speech_of_another(evidence, parts)
    binds = _bound_speaker(evidence, source_text, speaker, reported=reported)
    if value == evidence or normalize(value) == ev.norm:
        # A verbatim copy of the evidence: its one embedding keeps every token, so it skips no guard
        # marker or restriction and stitches nothing the evidence does not say itself — T and G hold
        # (DESIGN §4: faithful extractions must pass). The batch path's commonest case, for free.
        return _ACCEPT
    # A question supports no claim: only a value that is itself a question may copy one (verbatim).
    qmark = _QMARK if _QUESTION_MARKS.isdisjoint(value) else 0
    early = _early(ev, evidence, value, vtoks, key=None if parts is None else key, speaker=binds) if guard else None
    if early is not None:
        return early
    verdict = _ordered_and_guarded(ev, vtoks, guard, qmark)
    if guard and parts is not None and verdict.reason != NOT_ORDERED_SUBSEQUENCE and unwished(parts, ev.texts, vtoks):
        # Round 14: wanting is not having. The value is the object of a want frame it leaves out, under a key
        # that names no wish, request, need or preference: no reading or safe deletion below makes it had (`_wishes`).
        return Support(False, "guard:condition", "the value drops a want frame its key does not name")
    keyed_value = parts is not None
    if guard and verdict.reason != NOT_ORDERED_SUBSEQUENCE and drops_marked_aside(evidence, vtoks, keyed=keyed_value):
        # Round 14: an aside holding a guard marker, number or date restricts its sentence (`_asides`).
        return Support(False, "guard:restriction", "the value drops an aside that restricts its sentence")
    if verdict.ok and guard and parts is not None and _read_with_key(ev, evidence, vtoks):
        verdict = Support(False, "guard:restriction", "the value renames a noun of a clause its key must be read with")
    if verdict.ok:
        return verdict
    words = None if parts is None else key_words(parts, binds)
    if guard and (refused := _about_another(ev, vtoks, parts, words, reported=reported, bound=binds is not None)):
        return refused
    as_name = is_name(value, vtoks)
    named = naming(words) if words is not None and as_name else words
    best = _widened(ev, vtoks, guard, qmark, verdict, words=named, name=as_name)
    if best.ok:
        return best
    if (
        parts is not None
        and words is not None
        and qmark
        and (best.reason or "").startswith("guard:")
        and typed(ev, vtoks, evidence=evidence, parts=parts, words=words, speaker=speaker)
    ):
        return _ACCEPT  # a typed value whose clause, read by exclusion, neither restricts nor re-attributes it
    restored = _restored(ev) if binds is not None and not reports_speech(evidence, vtoks) else ()
    # (round 28: not the value itself, judged above: `…, Helen Marsh` renames a noun of a clause read with its key)
    for reading in (r for r in _readings(vtoks, evidence, binds, parts, words, said=ev.all_words) if r != vtoks):
        bound = _ordered_and_guarded(ev, reading, guard, qmark)
        if not bound.ok:
            bound = _widened(ev, reading, guard, qmark, bound, words=words)
        for text in restored if not bound.ok else ():  # "Started hitting the gym …" said by the speaker
            if _ordered_and_guarded(_evidence(text), reading, guard, qmark).ok:
                bound = _ACCEPT
                break
        if bound.ok and guard and drops_marked_aside(evidence, reading, keyed=keyed_value):
            # Round 19: a reading under speaker binding leaves out a restricting aside as the value would
            # (`My team uses Slack (not for client work, though)` gives no `Ilse's team uses Slack`).
            bound = _MARKED_ASIDE
        if bound.ok:
            return bound
        if _REASON_RANK[bound.reason] >= _REASON_RANK[best.reason]:  # (a tie: the reading says more)
            best = bound
    if guard and isinstance(evidence, str):
        # DESIGN §4 (amended): an aside left out whole (`_asides`), an opening discourse marker (`_openers`, round 23)
        for shorter in (*without_asides(evidence), *without_openers(evidence)):
            if _checked(value, shorter, speaker=speaker, key=key, quoted=binds != speaker).ok:
                return _ACCEPT
    return _truncated(ev, value, best)


def _about_another(
    ev: _Evidence, vtoks: list[str], parts: KeyParts | None, words: KeyWords | None, *, reported: bool, bound: bool
) -> Support | None:
    """A keyed value's evidence about someone its key does not name: another's reported words, or (under a bound
    speaker) a sentence whose left-out subject is not the speaker."""
    if reported and parts is not None and not _names_subject(ev, parts):
        # Red team (issue 31): `«Vivo en Bilbao», dijo Juan.` said by Eneko: the words are Juan's, so a key about
        # someone the evidence does not name takes nothing from them (`Bob says my phone is …` is hearsay).
        return Support(False, "guard:restriction", "the evidence reports another's words about no one the key names")
    if bound and words is not None and words.first_person and _elided_other(ev, vtoks):
        # Round 26 (DESIGN §4 speaker binding: person agreement): `Lives in Paris.` said by Sam is about someone else;
        # a key about Sam takes nothing from it. (A number, time or identifier may be the key's thing's: `Leaves at
        # 7:40.` for `ana/flight`.)
        return Support(False, "guard:restriction", "the evidence's verb, its subject left out, is not the speaker's")
    return None


def _elided_other(ev: _Evidence, vtoks: list[str]) -> bool:
    """Is the value, with no digit or identifier in it, drawn from a sentence whose subject is left out before a verb
    in the third person (`_speaker.elided_third_person`)?"""
    if any(ch.isdigit() or ch == ID_MARK for t in vtoks for ch in t):
        return False
    return any(elided_third_person(text) for text in ev.texts if set(vtoks) <= set(tokenize(text)))


def _early_refusal(ev: _Evidence, evidence: str, value: str, vtoks: list[str]) -> Support | None:
    """What refuses a value whatever its embedding: a retraction after it, an approximator or a range's first end it
    leaves out."""
    if corrected(evidence, vtoks):
        # Red team (issue 31): a value the speaker corrects after saying it (`…, actually no, …`) is retracted.
        return Support(False, "guard:negation", "the evidence corrects the value after it (a self-correction)")
    if drops_approximator(evidence, value):
        # Red team (issue 31): `unos 120 €` is about 120 €; a value that keeps the number keeps the approximator.
        return Support(False, "guard:number", "the value drops `unos`/`unas`, an approximator of its number")
    if any((nouns := opening_subject(text)) and set(vtoks) <= set(nouns) for text in ev.texts):
        # Round 41 (blind batch 69; red-team rounds 25, 26): the nouns a sentence opens with, without what it says of
        # them (`batteries` of `Batteries and bulbs are not accepted`)
        return Support(False, "guard:restriction", "the value is a subject whose predicate the sentence restricts")
    if range_end(ev.words, vtoks):
        # Round 23: `Thursday 11 April` of `between Tuesday 9 and Thursday 11 April` is the range's last date only.
        return Support(False, "guard:restriction", "the value is a range's second end, its first left out")
    return None


_MARKED_ASIDE: Final = Support(False, "guard:restriction", "the value drops an aside that restricts its sentence")


def _read_with_key(ev: _Evidence, evidence: str, vtoks: list[str]) -> bool:
    """Is a keyed value one the plain guard may not take alone, since its key's claim is read with the words before
    it? An appositive ("My emergency contact used to be my brother, Omar" → `Omar`: the clause it renames a noun
    of), or the value after a label (`Devolución: Aeropuerto de Málaga, …`: round 15, the label names its slot). The
    key-aware and typed rules then decide (`_keyed`, `_typed`)."""
    return apposed(ev, vtoks) or labelled(evidence, vtoks[0])


def _early(
    ev: _Evidence,
    evidence: str,
    value: str,
    vtoks: list[str],
    *,
    key: str | tuple[str, str] | None,
    speaker: str | None,
) -> Support | None:
    """The guard's verdicts that come before the embedding search. Round 27: a keyed item of a label's list is judged
    as the label's one-item sentence (`Allergies: latex.` for `latex` of `Allergies: penicillin, sulfa drugs,
    latex.`): every rule for a value after a label applies (`Old allergies: penicillin and latex.` gives no
    `patient/allergies`, as `Old allergies: latex.` gives none). Then `_early_refusal`."""
    if key is not None and (one := _label_item(ev, vtoks)) is not None:
        return _checked(value, one, speaker=speaker, key=key)
    return _early_refusal(ev, evidence, value, vtoks)


def _label_item(ev: _Evidence, vtoks: list[str]) -> str | None:
    """Round 27: the one-item sentence (`label: item`) of the label list in the evidence whose item the value is."""
    wanted = " ".join(vtoks)
    for text, question in zip(ev.texts, ev.questions, strict=True):
        if question:
            continue  # (a question lists nothing it asserts)
        for label, items in label_lists(text):
            for item in items:
                if " ".join(t for t in item.split() if t not in ARTICLES) == wanted:
                    return f"{label}: {item}"
    return None


def _checked(
    value: str, evidence: str, *, speaker: str | None, key: str | tuple[str, str] | None, quoted: bool = False
) -> Support:
    """The guarded check of a value against an evidence made from the cited one (it is its own source, quoted
    again if the cited one was: round 17)."""
    return check_support(value, evidence, as_quoted(evidence) if quoted else evidence, speaker=speaker, key=key)


def _readings(
    vtoks: list[str],
    evidence: str,
    speaker: str | None,
    parts: KeyParts | None,
    words: KeyWords | None,
    *,
    said: str | None = None,
) -> list[list[str]]:
    """The value's other readings (DESIGN §4 speaker binding, amended): the speaker's name (or mem0's `User`)
    as the evidence's first person; a left-out subject read as the key's subject, or as the first person when
    the key's subject is the speaker (or there is no key)."""
    out: list[list[str]] = []
    if parts is not None and parts.subject and parts.subject != tuple(vtoks[: len(parts.subject)]):
        out.append([*parts.subject, *vtoks])  # "Lives in Berlin" for lena/city ← "Lena lives in Berlin"
    about_speaker = words is None or words.first_person
    if speaker is None or reports_speech(evidence, vtoks):
        return out
    if parts is not None and not about_speaker and _subject_left_out(parts, vtoks, evidence):
        return out
    # mem0's `User` and a left-out subject name the speaker only when the key (if any) is about the speaker — or
    # (round 33) the speaker is mem0's `user` itself, named `Usuario`, `用户` as `User`, and the key names a thing.
    as_user = about_speaker or tuple(content_tokens(speaker)) in USER_NAMES
    out += bound_values(vtoks, speaker, as_user=as_user and speaks_as_user(speaker), said=said)
    if about_speaker:
        out += elided_values(vtoks, said)
    out += _of_speaker(vtoks, tuple(content_tokens(speaker)))
    if said is not None and " have got " in said:  # (`I've got a cat` is `I have a cat`: round 7)
        out += [[*r[: k + 1], "got", *r[k + 1 :]] for r in out for k, t in enumerate(r) if t == "have"][:4]
    return preterites_typed([*out, *_owned(out, said)], vtoks, evidence)


def _subject_left_out(parts: KeyParts, vtoks: list[str], evidence: str) -> bool:
    """Red-team round 4: does the evidence name the key's subject (`我女儿对青霉素过敏` for `女儿/过敏`) while the value
    leaves it out? Then the evidence's subject is that noun, not the speaker: no reading binds the speaker to it
    (`用户对青霉素过敏`, `小王对青霉素过敏`). Not asked where the key's subject is the speaker (`Lena here, I live …`
    for `lena/city`)."""
    subject = "".join(parts.subject) if all(_cjk_text(t) for t in parts.subject) else ""
    if subject:
        return subject in evidence and subject not in "".join(vtoks)
    said = set(normalize(evidence).split())
    return bool(parts.subject) and set(parts.subject) <= said and set(parts.subject).isdisjoint(vtoks)


def _cjk_text(tok: str) -> bool:
    return bool(tok) and "\u3400" <= tok[0] <= "\u9fff"


_OF_NOUN: Final = 2  # at most this many words of the noun a Spanish `de <speaker>` possesses (`casero`)


def _of_speaker(vtoks: list[str], name: tuple[str, ...]) -> list[list[str]]:
    """Round 8: the Spanish possessor after its noun, `el casero de Alba`, read as the speaker's `mi casero` (the
    English `Alba's casero` is read so by `bound_values`); the value's tokens have no articles, so the possessive
    takes the noun's number (`mis padres`)."""
    out: list[list[str]] = []
    n = len(name)
    for at in range(2, len(vtoks) - n + 1):
        if vtoks[at - 1] != "de" or tuple(vtoks[at : at + n]) != name:
            continue
        for size in range(1, min(_OF_NOUN, at - 1) + 1):
            noun = vtoks[at - 1 - size : at - 1]
            if "de" in noun:
                break
            mine = "mis" if noun[0].endswith("s") else "mi"
            out.append([*vtoks[: at - 1 - size], mine, *noun, *vtoks[at + n :]])
    return out[:2]


_THIRD_OWNER: Final = {"his": "my", "her": "my", "their": "my", "su": "mi", "sus": "mis", "他": "我", "她": "我"}
_OWN_WORDS: Final = frozenset(_THIRD_OWNER.values())
_SUBJECTS: Final = frozenset({"i", "yo", "我"})


def _owned(readings: list[list[str]], said: str | None) -> list[list[str]]:
    """Round 8: a value that restates the speaker in the third person restates their possessives too (`Coaches his
    daughter's soccer team` ← "I coach my daughter's soccer team"): in a reading whose subject is the first person,
    the third-person possessives (`his`, `her`, `their`, `su`, `他的`) read as the first person's, when the evidence
    has one. Each reading is still checked whole: `I coach her daughter's team` has no `my` for `his`."""
    if said is None or not any(f" {w} " in said or (len(w) == 1 and w in said) for w in _OWN_WORDS):
        return []
    out: list[list[str]] = []
    for r in readings:
        if _SUBJECTS.isdisjoint(r[:3]):
            continue
        swapped = [
            _THIRD_OWNER[t] if t in _THIRD_OWNER and (len(t) > 1 or k > 0) else t  # (`他` as no subject)
            for k, t in enumerate(r)
        ]
        if swapped != r:
            out.append(swapped)
    return out[:4]


def _restored(ev: _Evidence) -> tuple[str, ...]:
    """The evidence's English sentences that leave their subject, the speaker, out, with it restored."""
    return tuple(
        f"{r} ?" if question else r  # (red-team round 3: `Started hitting the gym?` asks)
        for text, question in zip(ev.texts, ev.questions, strict=True)
        if text.isascii() and (r := subject_restored(text)) is not None
    )


def _widened(
    ev: _Evidence,
    vtoks: list[str],
    guard: bool,
    qmark: int,
    verdict: Support,
    *,
    words: KeyWords | None,
    name: bool = False,
) -> Support:
    """A guard rejection reconsidered with the safe deletions that change the evidence read (DESIGN §4,
    amended): one item of a list in place of the list (`_lists`), and what the key names (`_keyed`)."""
    if verdict.ok or not guard or not (verdict.reason or "").startswith("guard:"):
        return verdict
    for text, question in zip(ev.texts, ev.questions, strict=True):
        # (red-team round 3: `We ship to Lisbon and Porto?` asks about each item too)
        for shorter in (f"{s} ?" if question else s for s in item_sentences(text)):
            if _ordered_and_guarded(short := _evidence(shorter), vtoks, guard, qmark).ok and not (
                words is not None and _read_with_key(short, shorter, vtoks)  # (round 15: a label or apposition)
            ):
                return _ACCEPT
    if words is not None and qmark and keyed(ev, vtoks, words, name=name):  # (qmark: the value is no question)
        return _ACCEPT
    return verdict


def _truncated(ev: _Evidence, value: str, verdict: Support) -> Support:
    """`guard:identifier` for a rejected value that holds part of one of the evidence's identifiers
    (`sam@example` of `sam@example.com`): it must take an identifier whole (DESIGN §4, amended)."""
    if verdict.ok:
        return verdict
    whole = [w for text in ev.texts for w in identifiers(text)]
    if not whole:
        return verdict
    norm = normalize(value)
    glued = set(identifiers(protect_identifiers(norm)))
    for ident in whole:
        if ident in glued:
            continue
        for part in _parts(ident):
            at = norm.find(part)
            while at >= 0:
                after = norm[at + len(part) : at + len(part) + 1]
                before = norm[at - 1 : at] if at else ""
                if not _continues(after) and not _continues(before):
                    return Support(False, IDENTIFIER, f"the value takes {part!r} of the identifier {ident!r}")
                at = norm.find(part, at + 1)
    return verdict


def _continues(ch: str) -> bool:
    """Would this character, beside a piece of an identifier, belong to the identifier too?"""
    return bool(ch) and ch.isascii() and (ch.isalnum() or ch in "@._-/+")


def _parts(ident: str) -> list[str]:
    """The proper prefixes and suffixes of an identifier cut at its punctuation that still hold punctuation or
    several digits (`sam@example` of `sam@example.com`; not `sam`)."""
    cuts = [k for k, ch in enumerate(ident) if not ch.isalnum()]
    out: list[str] = []
    for k in cuts:
        for part in (ident[:k], ident[k + 1 :]):
            if len(part) >= 3 and (not part.isalnum() or sum(ch.isdigit() for ch in part) >= 3):
                out.append(part)
    return out


def supports(
    value: str,
    evidence: str,
    source_text: str,
    *,
    speaker: str | None = None,
    key: str | tuple[str, str] | None = None,
) -> Support:
    """`memtx.check_support`: the guarded check (DESIGN §4 F ∧ Q ∧ T ∧ G) with the source's speaker and the
    proposal's key, if any (`check_support` with `guard=True`; the unguarded test stays reachable as
    `memtx.core.admission.check_support`)."""
    return check_support(value, evidence, source_text, speaker=speaker, key=key)


_REASON_RANK: Final[dict[str | None, int]] = {reason: k for k, reason in enumerate(REASONS)}


def _ordered_and_guarded(ev: _Evidence, vtoks: list[str], guard: bool, qmark: int) -> Support:
    """DESIGN §4 T, then G (unless `guard` is False), of the value's content tokens against the evidence."""
    at, words = 0, ev.all_words  # DESIGN §4 T: order-preserving subsequence (leftmost match of each token)
    for tok in vtoks:
        found = words.find(f" {tok} ", at)
        if found < 0:
            return Support(
                False,
                NOT_ORDERED_SUBSEQUENCE,
                f"value token {unprotect(tok)!r} has no match, in order, in the evidence",
            )
        at = found + len(tok) + 1  # the space after a match may open the next one
    if not guard:
        return _ACCEPT
    masks = _masks(vtoks)
    starts = _starts(ev, masks, vtoks)
    if _strict(ev, starts, masks, vtoks, GUARD | qmark):  # DESIGN §4 G: some embedding holds
        return _ACCEPT
    return _guard_rejection(ev, starts, vtoks, masks, qmark)
