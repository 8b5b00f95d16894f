"""`mem.add(messages, ...)` (DESIGN §12): the ingestion façade — messages in, governed memory out.

Responsible for: checking messages, observing each as a source owned by the user it came from (so the
agents serving that user may read it, DESIGN §8), asking an `Extractor` for proposals that cite verbatim
spans, proposing them in one transaction, giving the extractor one retry per proposal admission rejected
(with the machine-readable reason), skipping a proposal that only repeats the visible version (a
confirmation), and reporting what was stored, confirmed, quarantined, rejected and skipped — every sentence
is accounted for. Must not: decide anything admission, the pipeline or the contracts decide — a proposal
goes through `tx.propose` like any other.

Extractors: `memtx.ingest.pattern_extractor.PatternExtractor`, a deterministic offline one (English statement
patterns and a few Spanish and Chinese ones; it stands in for a language model, it does not understand
text), and `memtx.ingest.extractors.ChatExtractor` for an OpenAI-compatible chat-completions endpoint.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final, Protocol, runtime_checkable

from memtx.core.arguments import agent_name, check_source_text, enum_value
from memtx.core.errors import AdmissionRejected, InvalidArgument, PermissionDenied
from memtx.core.keys import parse_key
from memtx.core.model import Kind, OnUnsupported, Record, Source, State, TxnResult
from memtx.core.text import tokenize
from memtx.ingest.sentences import is_question, sentences

if TYPE_CHECKING:
    from contextlib import AbstractContextManager

    from memtx.read.reading import Snapshot

MAX_MESSAGES: Final = 1_000
ROLES: Final = frozenset({"user", "assistant", "system", "tool"})


class IngestTxn(Protocol):
    """What `add` uses of the transaction it observes and proposes in (`memtx.TxnHandle` is one)."""

    @property
    def agent(self) -> str: ...

    @property
    def snapshot_csn(self) -> int: ...

    @property
    def result(self) -> TxnResult | None: ...

    def observe(
        self,
        text: str,
        *,
        authority: float,
        owner: str,
        scope: str,
        at: float | None,
        speaker: str | None,
        user: str | None,
    ) -> Source: ...

    def propose(
        self,
        *,
        key: str,
        value: str,
        evidence: str,
        source: str,
        kind: Kind | str,
        confidence: float,
        on_unsupported: OnUnsupported | None,
    ) -> Record: ...


class IngestStore(Protocol):
    """What `add` uses of the store it ingests into (`memtx.Memory` is one): so this module imports no store."""

    def transaction(self, *, agent: str) -> AbstractContextManager[IngestTxn]: ...

    def record(self, vid: int) -> Record: ...

    def as_of(self, csn: int) -> Snapshot: ...


@dataclass(frozen=True, slots=True)
class Message:
    """One message of a conversation: who spoke (`role`; `name` optional) and what was said."""

    role: str
    content: str
    name: str | None = None


@dataclass(frozen=True, slots=True)
class Extraction:
    """A proposal an extractor makes from message `message` (its index): `evidence` must be a verbatim span
    of that message, `value` a faithful rendering of it (DESIGN §4)."""

    message: int
    key: str
    value: str
    evidence: str
    kind: str = "belief"
    confidence: float = 1.0


@dataclass(frozen=True, slots=True)
class Rejection:
    """Why admission refused an extraction (after its one retry, if the extractor offered one)."""

    extraction: Extraction
    reason: str
    detail: str


@dataclass(frozen=True, slots=True)
class Confirmation:
    """An extraction `mem.add` did not propose because `record`, the version visible to the agent under the
    same canonical key, already says it (the same value, token for token: DESIGN §12 amendment)."""

    extraction: Extraction
    record: Record


@dataclass(frozen=True, slots=True)
class Skipped:
    """A sentence (or clause) of message `message` that no fact was stored, confirmed or quarantined from,
    and why. `text` is `content[start:end]` of that message; `start`/`end` are None only for a refused
    extraction whose evidence is not a span of its message.

    Reasons: `question` (asks, states nothing), `no_pattern` (the `PatternExtractor` knows no statement of
    that shape), `not_user` (the `PatternExtractor` reads user messages only), `no_extraction` (another
    extractor returned nothing for it), `refused:<admission reason>` (admission refused the extraction made
    from it, after the retry; the extraction is in `AddResult.rejected`)."""

    message: int
    text: str
    reason: str
    start: int | None = None
    end: int | None = None


@dataclass(frozen=True, slots=True)
class RetryHint:
    """What the extractor is told when admission refused one of its extractions."""

    extraction: Extraction
    reason: str
    detail: str


class Extractor(Protocol):
    """Messages -> extractions. Called once for the messages, then once per rejected extraction with a
    `retry` hint, when it may return a corrected extraction (or none)."""

    def extract(self, messages: Sequence[Message], *, retry: RetryHint | None = None) -> Sequence[Extraction]: ...


@runtime_checkable
class ExplainsSkips(Protocol):
    """An extractor that can say why it extracted nothing from a sentence (`PatternExtractor` does). Without
    it, `mem.add` reports such a sentence as `question` or `no_extraction`."""

    def skips(self, messages: Sequence[Message]) -> Sequence[Skipped]: ...


@dataclass(frozen=True, slots=True)
class AddResult:
    """What `mem.add` did: the sources it observed (one per message), the versions stored (committed,
    superseded or confirmed — as the pipeline decided), those quarantined for review, the extractions
    admission refused, the transaction's result, the extractions not proposed because the visible version
    already said them (`confirmed`), and every sentence no fact came from, with why (`skipped`)."""

    sources: tuple[str, ...]
    stored: tuple[Record, ...]
    quarantined: tuple[Record, ...]
    rejected: tuple[Rejection, ...]
    retried: int
    result: TxnResult | None = field(default=None)
    confirmed: tuple[Confirmation, ...] = ()
    skipped: tuple[Skipped, ...] = ()


def messages_of(messages: object) -> list[Message]:
    """`messages` as `Message`s: a str (one user message), a `Message`, a mapping with `role`/`content`
    (and `name`), or a sequence of those."""
    items = [messages] if isinstance(messages, str | Message | Mapping) else messages
    if not isinstance(items, Sequence) or isinstance(items, bytes):
        raise InvalidArgument("messages must be a str, a message mapping, or a list of them")
    if not 1 <= len(items) <= MAX_MESSAGES:
        raise InvalidArgument(f"give between 1 and {MAX_MESSAGES:,} messages, not {len(items):,}")
    out: list[Message] = []
    for i, item in enumerate(items):
        if isinstance(item, Message):
            msg = item
        elif isinstance(item, str):
            msg = Message("user", item)
        elif isinstance(item, Mapping):
            extra = set(item) - {"role", "content", "name"}
            if extra:
                raise InvalidArgument(f"message {i} has unknown fields: {', '.join(sorted(map(str, extra)))}")
            role, content, name = item.get("role", "user"), item.get("content"), item.get("name")
            if not isinstance(role, str) or not isinstance(content, str) or not (name is None or isinstance(name, str)):
                raise InvalidArgument(f"message {i}: role, content and name must be strs")
            msg = Message(role, content, name)
        else:
            raise InvalidArgument(f"message {i} must be a str or a mapping, not {type(item).__name__}")
        if msg.role not in ROLES:
            raise InvalidArgument(f"message {i}: role must be one of {', '.join(sorted(ROLES))}, not {msg.role!r}")
        if not msg.content.strip():
            raise InvalidArgument(f"message {i} is empty")
        check_source_text(msg.content)
        out.append(msg)
    return out


def add(
    mem: IngestStore,
    messages: object,
    *,
    agent: str,
    user: str | None,
    extractor: Extractor,
    all_or_nothing: bool,
    at: float | None,
    on_unsupported: OnUnsupported | str | None = None,
) -> AddResult:
    msgs = messages_of(messages)
    lane = None if on_unsupported is None else enum_value(OnUnsupported, on_unsupported, "on_unsupported")
    agent_name(agent)
    if user is not None:
        agent_name(user, "user")
    if not hasattr(extractor, "extract"):
        raise InvalidArgument("extractor must have an extract(messages, *, retry=None) method")
    proposals = list(extractor.extract(msgs))  # outside any unit: a model may take seconds
    for e in proposals:
        _check_extraction(e, len(msgs))
    explained = list(extractor.skips(msgs)) if isinstance(extractor, ExplainsSkips) else []
    for skip in explained:
        _check_skip(skip, len(msgs))
    rejected: list[Rejection] = []
    stored: list[Record] = []
    confirmed: list[Confirmation] = []
    placed: list[Extraction] = []  # the extractions stored or confirmed: the spans accounted for
    retried = 0
    with mem.transaction(agent=agent) as tx:
        sources = [
            tx.observe(
                m.content,
                owner=_speaker(m, user=user, agent=agent),
                # DESIGN §4 speaker binding: who says "I" in the message (its display name, else its owner),
                # so an extractor may write "Dana lives in Lisbon" for "I live in Lisbon".
                speaker=m.name or _speaker(m, user=user, agent=agent),
                scope="shared",
                authority=0.9 if m.role == "user" else 0.7 if m.role == "tool" else 0.5,
                at=at,
                user=user,  # DESIGN §12 per-user reads: every message of the call was observed for `user`
            )
            for m in msgs
        ]
        said: dict[tuple[str, tuple[str, ...]], Record] = {}  # what this call staged, by key and value
        for e in proposals:
            attempt: Extraction | None = e
            try:
                _place(mem, tx, e, sources[e.message].id, said=said, stored=stored, confirmed=confirmed, lane=lane)
                placed.append(e)
                continue
            except AdmissionRejected as exc:
                if all_or_nothing:
                    raise
                first = exc
            retried += 1
            again = [
                r
                for r in extractor.extract(msgs, retry=RetryHint(e, first.reason, first.detail))
                if _check_extraction(r, len(msgs))
            ]
            attempt = again[0] if again else None
            if attempt is None:
                rejected.append(Rejection(e, first.reason, first.detail))
                continue
            try:
                _place(
                    mem,
                    tx,
                    attempt,
                    sources[attempt.message].id,
                    said=said,
                    stored=stored,
                    confirmed=confirmed,
                    lane=lane,
                )
                placed.append(attempt)
            except AdmissionRejected as exc:
                rejected.append(Rejection(attempt, exc.reason, exc.detail))
    final = {r.vid: mem.record(r.vid) for r in stored}
    return AddResult(
        sources=tuple(s.id for s in sources),
        stored=tuple(r for r in final.values() if r.state is not State.QUARANTINED),
        quarantined=tuple(r for r in final.values() if r.state is State.QUARANTINED),
        rejected=tuple(rejected),
        retried=retried,
        result=tx.result,
        confirmed=tuple(Confirmation(c.extraction, final.get(c.record.vid, c.record)) for c in confirmed),
        skipped=_skipped(msgs, explained, placed, rejected),
    )


def _place(
    mem: IngestStore,
    tx: IngestTxn,
    e: Extraction,
    source: str,
    *,
    said: dict[tuple[str, tuple[str, ...]], Record],
    stored: list[Record],
    confirmed: list[Confirmation],
    lane: OnUnsupported | None,
) -> None:
    """Propose `e` (`lane`: `propose`'s `on_unsupported`), unless it only repeats what is visible (DESIGN §12
    amendment, confirmations): the same canonical key with a value of the same tokens — staged earlier in this
    call, or visible to the agent in the transaction's snapshot. Then it is a confirmation and no version is
    written."""
    said_key = (parse_key(e.key).normalized, tuple(tokenize(e.value)))
    earlier = said.get(said_key)
    if earlier is None:
        visible = _visible(mem, tx, e.key)
        if visible is not None and tuple(tokenize(visible.value)) == said_key[1]:
            earlier = visible
    if earlier is not None:
        confirmed.append(Confirmation(e, earlier))
        return
    record = _propose(tx, e, source, lane)
    said[said_key] = record
    stored.append(record)


def _visible(mem: IngestStore, tx: IngestTxn, key: str) -> Record | None:
    """The version of `key` the agent may read at the transaction's snapshot, read beside the transaction:
    a confirmation writes nothing, so its read must not narrow what the transaction may write (DESIGN §8's
    read floor) — `tx.read` would. A version the agent may not read (or could only once registered) cannot
    be confirmed by it: the extraction is then proposed like any other."""
    try:
        record = mem.as_of(tx.snapshot_csn).get(key, agent=tx.agent)
    except PermissionDenied:
        return None
    return None if record is None or record.expired else record


def _skipped(
    msgs: Sequence[Message], explained: Sequence[Skipped], placed: Sequence[Extraction], rejected: Sequence[Rejection]
) -> tuple[Skipped, ...]:
    """Every sentence no fact came from, with why (module doc): the extractor's own explanations, each
    refused extraction (`refused:<reason>`), then each sentence none of these nor a stored or confirmed
    extraction's evidence overlaps (`question` or `no_extraction`)."""
    covered: list[list[tuple[int, int]]] = [[] for _ in msgs]
    out = list(explained)
    for skip in explained:
        if skip.start is not None and skip.end is not None:
            covered[skip.message].append((skip.start, skip.end))
    for e in placed:
        covered[e.message].extend(_occurrences(msgs[e.message].content, e.evidence))
    for r in rejected:
        e = r.extraction
        where = _occurrences(msgs[e.message].content, e.evidence)
        covered[e.message].extend(where)
        reason = f"refused:{r.reason}"
        if where:
            start, end = where[0]
            out.append(Skipped(e.message, msgs[e.message].content[start:end], reason, start, end))
        else:
            out.append(Skipped(e.message, e.evidence, reason))
    for i, m in enumerate(msgs):
        for s in sentences(m.content):
            if not any(start < s.end and s.start < end for start, end in covered[i]):
                out.append(Skipped(i, s.text, "question" if is_question(s.text) else "no_extraction", s.start, s.end))
    return tuple(sorted(out, key=lambda s: (s.message, -1 if s.start is None else s.start)))


def _occurrences(content: str, evidence: str) -> list[tuple[int, int]]:
    """Where `evidence` occurs in `content`: verbatim, else with case and runs of whitespace folded (an
    extractor may differ there; admission's Q folds more, and a span not found here is reported skipped)."""
    words = evidence.split()
    if not words:
        return []
    pattern = re.escape(evidence) if evidence in content else r"\s+".join(map(re.escape, words))
    return [(m.start(), m.end()) for m in re.finditer(pattern, content, re.IGNORECASE)]


def _speaker(m: Message, *, user: str | None, agent: str) -> str:
    """Who owns a message's source: the user for user messages, the serving agent for its own (assistant
    and system) messages, the named tool for tool output."""
    if m.role == "user":
        return user or m.name or "user"
    if m.role == "tool":
        return m.name or "tool"
    return agent


def _propose(tx: IngestTxn, e: Extraction, source: str, lane: OnUnsupported | None) -> Record:
    return tx.propose(
        key=e.key,
        value=e.value,
        evidence=e.evidence,
        source=source,
        kind=e.kind,
        confidence=e.confidence,
        on_unsupported=lane,
    )


def _check_extraction(e: object, n: int) -> bool:
    if not isinstance(e, Extraction):
        raise InvalidArgument(f"an extractor must return Extraction objects, not {type(e).__name__}")
    if isinstance(e.message, bool) or not isinstance(e.message, int) or not 0 <= e.message < n:
        raise InvalidArgument(f"an extraction cites message {e.message!r}; there are {n}")
    return True


def _check_skip(s: object, n: int) -> None:
    if not isinstance(s, Skipped):
        raise InvalidArgument(f"an extractor's skips must be Skipped objects, not {type(s).__name__}")
    if isinstance(s.message, bool) or not isinstance(s.message, int) or not 0 <= s.message < n:
        raise InvalidArgument(f"a skip cites message {s.message!r}; there are {n}")
