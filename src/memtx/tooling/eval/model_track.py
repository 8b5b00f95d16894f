"""The model-backed track of `memtx eval --record/--replay` (issue 33 item 6): every place a language model
enters the evaluation, run through one OpenAI-compatible endpoint (the stub serving a transcript).

Four parts, each on the same hand-made dialogs (`DIALOGS`: nothing is tuned on them; they stand in for an
agent's conversations):
- `chat extractor` — `mem.add(dialog, extractor=ChatExtractor)`: what the model extracts and what memtx's
  admission keeps or refuses;
- `chat reader` — `ChatReader` answers each dialog's questions from `mem.context` (SubEM and F1);
- `agent policy` — the model decides what to act on at the decision points of the conformance episodes
  (the candidates memtx's read presents), scored as those episodes score an action;
- `mem0 (infer=True)` — the real mem0 extracts and updates memories with the model, and the same reader
  answers from mem0's search results (skipped, with the reason, when mem0 is not installed).

Token counts come from the transcript (what the endpoint reported when it was recorded): MemTX's cost
metric. A request the transcript does not hold stops the run with `TranscriptError` naming the part, the
item and the prompt hash — never a fallback answer.

Responsible for: the parts, their scores and token counts, and the summary claim. Must not: start or stop
the endpoint (the caller does), or reach any other network address.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import json
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from memtx.api.store import Memory
from memtx.core.errors import MemtxError
from memtx.ingest.extractors import ChatExtractor, Endpoint
from memtx.ingest.readers import ChatReader
from memtx.read.retrieval import Context
from memtx.tooling.eval import mem0_model
from memtx.tooling.eval.answers import sub_em, token_f1
from memtx.tooling.eval.claims import Claim, Verdict
from memtx.tooling.eval.conformance import run_episode
from memtx.tooling.eval.conformance_episodes import Episode, load
from memtx.tooling.eval.conformance_systems import Candidate, MemtxSystem, System, Write
from memtx.tooling.eval.report import markdown_table, text_table
from memtx.tooling.eval.stub_model import StubModel
from memtx.tooling.eval.transcripts import TranscriptError

NO_RECORDING: Final = "no recorded model run"
DAY: Final = 86_400.0
AGENT: Final = "assistant"
POLICY_PROMPT: Final = (
    "You are an agent about to call the tool <tool> with the value your memory holds for <key>. The memory's "
    "read returned the numbered candidates below, each marked current or not. Reply with one JSON object: "
    '{"act_on": <the number of the candidate to act on>} or {"act_on": null} to not act.'
)
# Hand-made dialogs (user, messages, questions with their gold answers). Nothing is tuned on them.
DIALOGS: Final = (
    (
        "maya",
        ("I moved to Lisbon last spring.", "My sister still lives in Porto.", "I work at a bakery on weekends."),
        (("Where does maya live?", ("Lisbon",)), ("Where does maya work on weekends?", ("a bakery", "bakery"))),
    ),
    (
        "tom",
        ("I drive a Volvo.", "Actually I sold the Volvo, I drive a Fiat now.", "My dog is called Rex."),
        (("What car does tom drive?", ("a Fiat", "Fiat")), ("What is tom's dog called?", ("Rex",))),
    ),
    (
        "ines",
        ("I am allergic to peanuts.", "I am not allergic to shellfish.", "My doctor is Dr Alves."),
        (("What is ines allergic to?", ("peanuts",)), ("Who is ines's doctor?", ("Dr Alves",))),
    ),
    (
        "kofi",
        ("I teach chemistry at Riverside.", "Next year I will teach physics instead.", "I play the trumpet."),
        (("What does kofi teach?", ("chemistry",)), ("What instrument does kofi play?", ("the trumpet", "trumpet"))),
    ),
)


@dataclass(slots=True)
class Part:
    """One part's figures and the tokens its calls used (None: the transcript has no counts for one)."""

    name: str
    figures: dict[str, Any] = field(default_factory=dict)
    tokens: dict[str, int] | None = None
    skipped: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"part": self.name, "figures": self.figures, "tokens": self.tokens, "skipped": self.skipped}


@dataclass(slots=True)
class ModelTrack:
    model: str
    mode: str  # "replay" or "record"
    transcript: str
    parts: list[Part] = field(default_factory=list)
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "suite": "model",
            "model": self.model,
            "mode": self.mode,
            "transcript": self.transcript,
            "dialogs": len(DIALOGS),
            "parts": [p.to_dict() for p in self.parts],
            "tokens": _sum([p.tokens for p in self.parts if p.skipped is None]),
            "seconds": round(self.seconds, 1),
        }

    def _rows(self) -> list[list[Any]]:
        rows: list[list[Any]] = []
        for p in self.parts:
            shown = p.skipped or ", ".join(f"{k} {_fmt(v)}" for k, v in p.figures.items() if not isinstance(v, dict))
            rows.append([p.name, shown, "–" if p.tokens is None else p.tokens["total_tokens"]])
        return rows

    def format_table(self) -> str:
        head = f"memtx eval model track · {self.mode} of {self.transcript} · model {self.model} · {self.seconds:.0f} s"
        return head + "\n\n" + text_table(["part", "figures", "tokens"], self._rows())

    def to_markdown(self) -> str:
        return "\n\n".join(
            [
                "# memtx eval: the model track",
                f"{self.mode.capitalize()} of the transcript `{self.transcript}` (model `{self.model}`), through the "
                "local stub endpoint. Token counts are the endpoint's, as recorded.",
                markdown_table(["part", "figures", "tokens"], self._rows()),
            ]
        )


def _fmt(v: Any) -> str:
    return f"{v:.3f}" if isinstance(v, float) else str(v)


def _sum(counts: Sequence[dict[str, int] | None]) -> dict[str, int] | None:
    if not counts or any(c is None for c in counts):
        return None
    return {
        k: sum(int(c[k]) for c in counts if c is not None)
        for k in ("prompt_tokens", "completion_tokens", "total_tokens", "calls")
    }


class _Guard:
    """Runs one part's calls and turns a request the transcript lacks into `TranscriptError`."""

    def __init__(self, stub: StubModel) -> None:
        self.stub = stub

    def run(self, part: Part, what: str, call: Callable[[], Any]) -> Any:
        """`call()`, checked afterwards too: mem0 catches its model call's errors and goes on."""
        before = len(self.stub.misses)
        try:
            result = call()
        except Exception as exc:
            self._refuse_miss(part, what, before, exc)
            raise
        self._refuse_miss(part, what, before, None)
        return result

    def _refuse_miss(self, part: Part, what: str, before: int, cause: BaseException | None) -> None:
        if len(self.stub.misses) > before and self.stub.failures:
            raise TranscriptError(
                f"recording {part.name} ({what}) failed: {self.stub.failures[-1]}; the transcript keeps what it had"
            ) from cause
        if len(self.stub.misses) > before:
            raise TranscriptError(
                f"replay of {part.name} ({what}): the transcript holds no response for prompt hash "
                f"{self.stub.misses[before]}; it was recorded from other inputs or another memtx version "
                "(record again with `memtx eval --record DIR --endpoint URL`)"
            ) from cause


def run(stub: StubModel, *, policy_episodes: int = 12, mem0: bool = True) -> ModelTrack:
    """Every part through `stub` (started by the caller)."""
    started = time.monotonic()
    model = stub.transcript.model
    endpoint = Endpoint(stub.base_url, model, "", timeout=120.0, retries=0, backoff=0.0)
    track = ModelTrack(model, "record" if stub.recording else "replay", str(stub.transcript.directory))
    guard = _Guard(stub)
    with tempfile.TemporaryDirectory(prefix="memtx-eval-model-") as scratch:
        with Memory.open(Path(scratch) / "memtx.db") as mem:
            mem.register_agent(AGENT)
            track.parts.append(_extract(mem, endpoint, guard))
            track.parts.append(_read(mem, endpoint, guard))
        track.parts.append(_policy(endpoint, guard, policy_episodes))
        track.parts.append(_mem0(endpoint, guard, Path(scratch)) if mem0 else Part("mem0 (infer=True)", skipped="off"))
    track.seconds = time.monotonic() - started
    return track


def _extract(mem: Memory, endpoint: Endpoint, guard: _Guard) -> Part:
    part = Part("chat extractor")
    mark = len(guard.stub.served)
    extractor = ChatExtractor(base_url=endpoint.base_url, model=endpoint.model, api_key="", retries=0)
    kept = refused = quarantined = confirmed = errors = 0
    reasons: Counter[str] = Counter()
    for n, (user, messages, _questions) in enumerate(DIALOGS, start=1):
        chat = [{"role": "user", "content": m} for m in messages]
        at = DAY * n  # fixed event times: the reader's context names them, and a replay must ask the same
        try:
            done = guard.run(
                part, user, functools.partial(mem.add, chat, agent=AGENT, user=user, extractor=extractor, at=at)
            )
        except TranscriptError:
            raise
        except MemtxError as exc:  # a malformed model reply: counted and named, the dialog adds nothing
            errors += 1
            reasons[f"extractor error: {type(exc).__name__}"] += 1
            continue
        kept += len(done.stored)
        quarantined += len(done.quarantined)
        confirmed += len(done.confirmed)
        refused += len(done.rejected)
        reasons.update(str(r.reason) for r in done.rejected)
    proposed = kept + quarantined + confirmed + refused
    part.figures = {
        "proposed": proposed,
        "admitted": kept,
        "quarantined": quarantined,
        "refused": refused,
        "refused rate": refused / proposed if proposed else 0.0,
        "extractor errors": errors,
        "refusals": dict(sorted(reasons.items())),
    }
    part.tokens = guard.stub.tokens(mark)
    return part


def _score(part: Part, answers: Sequence[tuple[str, Sequence[str]]]) -> None:
    part.figures = {
        "questions": len(answers),
        "SubEM": sum(sub_em(a, g) for a, g in answers) / len(answers) if answers else 0.0,
        "F1": sum(token_f1(a, g) for a, g in answers) / len(answers) if answers else 0.0,
    }


def _read(mem: Memory, endpoint: Endpoint, guard: _Guard) -> Part:
    part = Part("chat reader")
    mark = len(guard.stub.served)
    reader = ChatReader(endpoint)
    answers = []
    for _user, _messages, questions in DIALOGS:
        for question, golds in questions:
            context = mem.context(question, agent=AGENT, k=8)
            answers.append((guard.run(part, question, functools.partial(reader.answer, question, context)), golds))
    _score(part, answers)
    part.tokens = guard.stub.tokens(mark)
    return part


# --- the agent policy -----------------------------------------------------------------------------------------


class _Capture(System):
    """memtx (scoped gate) that runs nothing: at an episode's act step it keeps what the read presented, the
    decision point the model policy is asked about."""

    name = "memtx (decision points)"

    def __init__(self, points: list[tuple[str, str, list[Candidate]]]) -> None:
        self.inner = MemtxSystem("scoped")
        self.points = points
        self.last: list[Candidate] = []

    def setup(self, agents: Sequence[str]) -> None:
        self.inner.setup(agents)

    def write(self, w: Write) -> None:
        self.inner.write(w)

    def begin(self, txn: str, agent: str) -> None:
        self.inner.begin(txn, agent)

    def stage(self, txn: str, w: Write) -> None:
        self.inner.stage(txn, w)

    def commit(self, txn: str) -> bool:
        return self.inner.commit(txn)

    def abort(self, txn: str) -> None:
        self.inner.abort(txn)

    def retract(self, agent: str, write_id: str) -> None:
        self.inner.retract(agent, write_id)

    def read(self, agent: str, key: str) -> list[Candidate]:
        self.last = self.inner.read(agent, key)
        return self.last

    def act(self, agent: str, tool: str, key: str, chosen: Candidate) -> bool:
        self.points.append((tool, key, list(self.last)))
        return False

    def close(self) -> None:
        self.inner.close()


def decision_points(episodes: Sequence[Episode]) -> list[tuple[Episode, str, str, list[Candidate]]]:
    """Each episode's act step as memtx presents it: (episode, tool, key, candidates read)."""
    out = []
    for episode in episodes:
        points: list[tuple[str, str, list[Candidate]]] = []
        run_episode(episode, functools.partial(_Capture, points), "eager", _Capture.name)
        out += [(episode, tool, key, cands) for tool, key, cands in points]
    return out


def choose(endpoint: Endpoint, tool: str, key: str, candidates: Sequence[Candidate]) -> Candidate | None:
    """The model policy: which candidate to act on, if any (a reply outside the form is `MemtxError`)."""
    listed = "\n".join(
        f"{i}. {c.value} ({'current' if c.current else 'not current'})" for i, c in enumerate(candidates)
    )
    body = {
        "model": endpoint.model,
        "temperature": 0,
        "response_format": {"type": "json_object"},
        "messages": [
            {"role": "system", "content": POLICY_PROMPT.replace("<tool>", tool).replace("<key>", key)},
            {"role": "user", "content": listed or "(the read returned nothing)"},
        ],
    }
    reply = endpoint.complete(body)
    try:
        pick = json.loads(reply)["act_on"]
    except (ValueError, KeyError, TypeError):
        raise MemtxError(f"the policy's reply is not {{'act_on': ...}}: {reply[:200]!r}") from None
    if pick is None:
        return None
    if isinstance(pick, bool) or not isinstance(pick, int) or not 0 <= pick < len(candidates):
        raise MemtxError(f"the policy chose {pick!r}, not a candidate's number")
    return candidates[pick]


def _policy(endpoint: Endpoint, guard: _Guard, count: int) -> Part:
    part = Part("agent policy")
    mark = len(guard.stub.served)
    success = damage = abstained = errors = 0
    points = decision_points(load("main")[:count])
    for episode, tool, key, candidates in points:
        try:
            chosen = guard.run(part, episode.id, functools.partial(choose, endpoint, tool, key, candidates))
        except TranscriptError:
            raise
        except MemtxError:
            errors += 1
            continue
        ok = (chosen.value if chosen is not None else None) in episode.acceptable
        success += ok
        damage += chosen is not None and not ok
        abstained += chosen is None
    part.figures = {
        "decisions": len(points),
        "success": success / len(points) if points else 0.0,
        "damage": damage,
        "abstained": abstained,
        "policy errors": errors,
    }
    part.tokens = guard.stub.tokens(mark)
    return part


# --- mem0 with its model on -----------------------------------------------------------------------------------


def _mem0(endpoint: Endpoint, guard: _Guard, scratch: Path) -> Part:
    part = Part("mem0 (infer=True)")
    if importlib.util.find_spec("mem0") is None:
        part.skipped = "mem0 is not installed (pip install 'memtx[peers]')"
        return part
    mark = len(guard.stub.served)
    memory = mem0_model.memory(scratch / "mem0", "model", (endpoint.base_url, endpoint.model))
    reader = ChatReader(endpoint)
    stored = 0
    answers = []
    try:
        with mem0_model.fixed_date():
            for user, messages, questions in DIALOGS:
                chat = [{"role": "user", "content": m} for m in messages]
                done = guard.run(part, user, functools.partial(memory.add, chat, user_id=user, infer=True))
                stored += len(done.get("results", []))
                for question, golds in questions:
                    hits = memory.search(question, filters={"user_id": user}, limit=8)["results"]
                    text = "\n".join(f"{i}. {h['memory']}" for i, h in enumerate(hits, start=1))
                    context = Context(question, (), text)
                    answers.append(
                        (guard.run(part, question, functools.partial(reader.answer, question, context)), golds)
                    )
    finally:
        mem0_model.close(memory)
    _score(part, answers)
    part.figures = {"memories stored": stored, **part.figures}
    part.tokens = guard.stub.tokens(mark)
    return part


# --- the summary ------------------------------------------------------------------------------------------------


def claims(document: dict[str, Any] | None) -> list[Claim]:
    """MemTX's cost metric (model tokens) from the track's recorded token counts; `not measured` with
    "no recorded model run" when no transcript was given. The paper's own figure is not restated in this
    repository, so the measured counts are shown and never judged against it."""
    text = "cost metric: model tokens spent per task"
    figure = "tokens per task, per backbone (the paper's figure is not restated here)"
    if not document:
        return [Claim("MemTX", text, figure, NO_RECORDING, "–", Verdict.NOT_MEASURED)]
    parts = {p["part"]: p for p in document["parts"]}
    shown = []
    for name, per in (("chat extractor", "dialog"), ("chat reader", "question"), ("agent policy", "decision")):
        p = parts.get(name)
        if p is None or p["skipped"] or p["tokens"] is None:
            continue
        n = {
            "dialog": document["dialogs"],
            "question": p["figures"].get("questions"),
            "decision": p["figures"].get("decisions"),
        }[per]
        if n:
            shown.append(f"{name} {p['tokens']['total_tokens'] / n:.0f} tokens per {per}")
    measured = "; ".join(shown) or "the transcript reports no token counts"
    configuration = (
        f"{document['mode']} of a transcript of {document['model']}, {document['dialogs']} hand-made dialogs"
    )
    return [Claim("MemTX", text, figure, measured, configuration, Verdict.NOT_MEASURED)]
