"""`mem.add(messages, ...)` (DESIGN §12): the ingestion façade — messages in, governed memory out.

Responsible for: checking messages, observing each as a source owned by the user it came from (so the
agents serving that user may read it, DESIGN §8), asking an `Extractor` for proposals that cite verbatim
spans, proposing them in one transaction, giving the extractor one retry per proposal admission rejected
(with the machine-readable reason), and reporting what was stored, quarantined and rejected. Must not:
decide anything admission, the pipeline or the contracts decide — a proposal goes through `tx.propose`
like any other.

Extractors: `PatternExtractor`, a deterministic offline one (a handful of English statement patterns; it
stands in for a language model, it does not understand text), and `memtx.extractors.ChatExtractor` for an
OpenAI-compatible chat-completions endpoint.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final, Protocol

from memtx.arguments import agent_name, check_source_text
from memtx.errors import AdmissionRejected, InvalidArgument
from memtx.model import Record, State, TxnResult

if TYPE_CHECKING:
    from memtx.store import Memory

MAX_MESSAGES: Final = 1_000
ROLES: Final = frozenset({"user", "assistant", "system", "tool"})


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
class RetryHint:
    """What the extractor is told when admission refused one of its extractions."""

    extraction: Extraction
    reason: str
    detail: str


class Extractor(Protocol):
    """Messages -> extractions. Called once for the messages, then once per rejected extraction with a
    `retry` hint, when it may return a corrected extraction (or none)."""

    def extract(self, messages: Sequence[Message], *, retry: RetryHint | None = None) -> Sequence[Extraction]: ...


@dataclass(frozen=True, slots=True)
class AddResult:
    """What `mem.add` did: the sources it observed (one per message), the versions stored (committed,
    superseded or confirmed — as the pipeline decided), those quarantined for review, the extractions
    admission refused, and the transaction's result."""

    sources: tuple[str, ...]
    stored: tuple[Record, ...]
    quarantined: tuple[Record, ...]
    rejected: tuple[Rejection, ...]
    retried: int
    result: TxnResult | None = field(default=None)


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
    mem: Memory,
    messages: object,
    *,
    agent: str,
    user: str | None,
    extractor: Extractor,
    all_or_nothing: bool,
    at: float | None,
) -> AddResult:
    msgs = messages_of(messages)
    agent_name(agent)
    if user is not None:
        agent_name(user, "user")
    if not hasattr(extractor, "extract"):
        raise InvalidArgument("extractor must have an extract(messages, *, retry=None) method")
    proposals = list(extractor.extract(msgs))  # outside any unit: a model may take seconds
    for e in proposals:
        _check_extraction(e, len(msgs))
    rejected: list[Rejection] = []
    stored: list[Record] = []
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
            )
            for m in msgs
        ]
        for e in proposals:
            try:
                stored.append(_propose(tx, e, sources[e.message].id))
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
            if not again:
                rejected.append(Rejection(e, first.reason, first.detail))
                continue
            try:
                stored.append(_propose(tx, again[0], sources[again[0].message].id))
            except AdmissionRejected as exc:
                rejected.append(Rejection(again[0], exc.reason, exc.detail))
    final = {r.vid: mem.record(r.vid) for r in stored}
    return AddResult(
        sources=tuple(s.id for s in sources),
        stored=tuple(r for r in final.values() if r.state is not State.QUARANTINED),
        quarantined=tuple(r for r in final.values() if r.state is State.QUARANTINED),
        rejected=tuple(rejected),
        retried=retried,
        result=tx.result,
    )


def _speaker(m: Message, *, user: str | None, agent: str) -> str:
    """Who owns a message's source: the user for user messages, the serving agent for its own (assistant
    and system) messages, the named tool for tool output."""
    if m.role == "user":
        return user or m.name or "user"
    if m.role == "tool":
        return m.name or "tool"
    return agent


def _propose(tx: object, e: Extraction, source: str) -> Record:
    propose = tx.propose  # type: ignore[attr-defined]
    record: Record = propose(
        key=e.key, value=e.value, evidence=e.evidence, source=source, kind=e.kind, confidence=e.confidence
    )
    return record


def _check_extraction(e: object, n: int) -> bool:
    if not isinstance(e, Extraction):
        raise InvalidArgument(f"an extractor must return Extraction objects, not {type(e).__name__}")
    if isinstance(e.message, bool) or not isinstance(e.message, int) or not 0 <= e.message < n:
        raise InvalidArgument(f"an extraction cites message {e.message!r}; there are {n}")
    return True


# --- the deterministic extractor -----------------------------------------------------------------------
_SENTENCE: Final = re.compile(r"[^.!?\n]+[.!?]?")


@dataclass(frozen=True, slots=True)
class _Pattern:
    relation: str
    regex: re.Pattern[str]


def _p(relation: str, pattern: str) -> _Pattern:
    return _Pattern(relation, re.compile(pattern, re.IGNORECASE))


# First-person statements a support or assistant conversation is full of. Each matches inside one sentence;
# the sentence (or its clause) is the evidence and the value, so admission sees a faithful span.
PATTERNS: Final = (
    _p("name", r"\bmy name is\b"),
    _p("city", r"\bI (?:now )?live in\b|\bI(?:'ve| have) moved to\b|\bI moved to\b"),
    _p("employer", r"\bI work (?:at|for)\b"),
    _p("job", r"\bI(?:'m| am) an? (?:[a-z]+ )?(?:engineer|nurse|teacher|doctor|developer|designer|manager|student)\b"),
    _p("allergy", r"\bI(?:'m| am) allergic to\b"),
    _p("email", r"\bmy e-?mail(?: address)? is\b"),
    _p("phone", r"\bmy (?:phone|mobile)(?: number)? is\b|\bcall me at\b"),
    _p("preference", r"\bI prefer\b"),
    _p("diet", r"\bI(?:'m| am) (?:a )?(?:vegetarian|vegan)\b"),
    _p("birthday", r"\bmy birthday is\b"),
)


class PatternExtractor:
    """Deterministic, offline: for every sentence of a user message that matches one of `PATTERNS`, one
    extraction keyed `<subject>/<relation>` whose value and evidence are that sentence (without its final
    punctuation). The subject is the `user` given to `mem.add`, else the message's `name`, else `user`. It
    never retries (a verbatim sentence fails admission only when the source does not hold it)."""

    def __init__(self, subject: str | None = None) -> None:
        self.subject = subject

    def extract(self, messages: Sequence[Message], *, retry: RetryHint | None = None) -> list[Extraction]:
        if retry is not None:
            return []
        out: list[Extraction] = []
        for i, m in enumerate(messages):
            if m.role != "user":
                continue
            subject = self.subject or m.name or "user"
            for match in _SENTENCE.finditer(m.content):
                sentence = match.group().strip().rstrip(".!?").strip()
                for pattern in PATTERNS:
                    if pattern.regex.search(sentence):
                        out.append(Extraction(i, f"{subject}/{pattern.relation}", sentence, sentence))
                        break
        return out
