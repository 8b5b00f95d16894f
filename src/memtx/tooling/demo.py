"""`memtx demo`: a scripted support-bot story showing the transaction boundary at work (DESIGN §3, §5, §6, §9, §10).

Responsible for: running the story on a fresh SQLite store with a fixed clock and reporting what happened,
as printed lines and as a `DemoResult`. Must not: use engine internals or the wall clock; every outcome it
reports is read back through the public API, so a regression in the engine shows up as a failed step.
"""

from __future__ import annotations

import itertools
import shutil
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from memtx import InvalidArgument, Memory, Record, Source, State, TransactionConflict, TxnHandle
from memtx.core.render import quote, record_lines

START = datetime(2024, 5, 6, 9, 0, tzinfo=UTC).timestamp()  # the story's first message, 09:00 UTC
MINUTE = 60.0
TEAM = "support"
AGENTS = ("inbox", "crm", "intake", "sync", "helper", "summarizer", "ops")
READER = "ops"  # whose view "visible" means in the printed story; every agent is in one team

ADDRESS = "order-17/shipping_address"
PHONE = "order-17/contact_phone"
SPEED = "order-17/delivery_speed"
SUMMARY = "order-17/summary"

# Values are whole sentences of their sources and cite themselves as evidence, so they stay valid under
# any faithful admission test (DESIGN §4): nothing is dropped, nothing is stitched across clauses.
MSG_FIRST = "Hi, this is Ann writing about order 17. My shipping address is 12 Oak Street in Springfield."
OLD_ADDRESS = "My shipping address is 12 Oak Street in Springfield"
MSG_CORRECTION = "Update on order 17: I moved last week. My new shipping address is 48 Elm Road in Shelbyville."
NEW_ADDRESS = "My new shipping address is 48 Elm Road in Shelbyville"
CRM_EXPORT = (
    "CRM export for order 17. The shipping address is 12 Oak Street in Springfield. The contact phone is 555 0100."
)
CRM_ADDRESS = "The shipping address is 12 Oak Street in Springfield"
CRM_PHONE = "The contact phone is 555 0100"
CHAT_GUESS = "Auto-translated chat: Ann asks for express delivery on order 17."
GUESS = "Ann asks for express delivery on order 17"
FRAUD = "fraud: hijacked account"

Echo = Callable[[str], None]


class FixedClock:
    """A deterministic clock for the store: START, then one second more on every call (no wall clock)."""

    def __init__(self, start: float = START) -> None:
        self._ticks = itertools.count()
        self._start = start

    def __call__(self) -> float:
        return self._start + next(self._ticks)


@dataclass(frozen=True, slots=True)
class Row:
    """One version as the demo shows it."""

    vid: int
    key: str
    state: str
    reason: str
    writer: str
    value: str

    @classmethod
    def of(cls, record: Record) -> Row:
        return cls(record.vid, record.key, record.state.value, record.reason, record.writer, record.value)

    def to_dict(self) -> dict[str, object]:
        return {
            "vid": self.vid,
            "key": self.key,
            "state": self.state,
            "reason": self.reason,
            "writer": self.writer,
            "value": self.value,
        }


@dataclass(frozen=True, slots=True)
class Step:
    """One labelled step of the story: what it showed, whether it went as the contract says, and the versions."""

    label: str
    title: str
    ok: bool
    rows: tuple[Row, ...]
    facts: Mapping[str, object]

    def to_dict(self) -> dict[str, object]:
        return {
            "label": self.label,
            "title": self.title,
            "ok": self.ok,
            "rows": [row.to_dict() for row in self.rows],
            "facts": dict(self.facts),
        }


@dataclass(frozen=True, slots=True)
class DemoResult:
    """What the demo did. `ok` is true when every step turned out as DESIGN says it must."""

    db: str
    kept: bool
    steps: tuple[Step, ...]
    summary: str

    @property
    def ok(self) -> bool:
        return all(step.ok for step in self.steps)

    def step(self, label: str) -> Step:
        for step in self.steps:
            if step.label == label:
                return step
        raise KeyError(label)

    def to_dict(self) -> dict[str, object]:
        return {
            "db": self.db,
            "kept": self.kept,
            "ok": self.ok,
            "summary": self.summary,
            "steps": [step.to_dict() for step in self.steps],
        }


def run_demo(db: str | Path | None = None, *, force: bool = False, echo: Echo | None = None) -> DemoResult:
    """Run the story on a fresh SQLite store and return what happened; `echo` receives the readable lines.

    Without `db` the store lives in a new temporary directory, removed afterwards. With `db`, the file is
    kept; an existing store that already holds data is refused unless `force`, which replaces it.
    """
    say: Echo = echo if echo is not None else _silent
    workdir: Path | None = None
    if db is None:
        workdir = Path(tempfile.mkdtemp(prefix="memtx-demo-"))
        path = workdir / "demo.db"
    else:
        path = _fresh_path(db, force=force)
    try:
        say("memtx demo: the memory of a support bot, behind a transaction boundary")
        say(f"store: {path}" + (" (temporary; removed afterwards)" if workdir else ""))
        with Memory.open(path, clock=FixedClock()) as mem:
            steps = _Story(mem, say).run()
    finally:
        if workdir is not None:
            shutil.rmtree(workdir)
    result = DemoResult(str(path), workdir is None, steps, _summary(steps))
    say("")
    say(result.summary)
    if result.kept:
        say(f"store kept at {path}; try: memtx --db {path} history {ADDRESS} --agent ops")
    return result


def _silent(_line: str) -> None:
    return None


def _fresh_path(db: str | Path, *, force: bool) -> Path:
    text = str(db)
    if text.startswith("sqlite:///"):
        text = text.removeprefix("sqlite:///")
    elif text == ":memory:" or "://" in text:
        raise InvalidArgument(f"the demo runs on a SQLite file; give a path, not {text!r}")
    path = Path(text)
    if path.is_dir():
        raise InvalidArgument(f"{path} is a directory; give the demo a file path")
    if path.exists() and path.stat().st_size > 0 and _holds_data(path):
        if not force:
            raise InvalidArgument(
                f"{path} already holds a memtx store with data; the demo needs a fresh one "
                "(choose a new path, or pass --force to replace it)"
            )
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
    return path


def _holds_data(path: Path) -> bool:
    # Opening also proves the file is a memtx store: anything else fails here and is never replaced.
    with Memory.open(path) as mem:
        stats = mem.check().stats
    return stats.get("versions", 0) > 0 or stats.get("last_csn", 0) > 0


def _at(minutes: float) -> float:
    return START + minutes * MINUTE


def _clock_text(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%H:%M UTC")


class _Story:
    """The story, one method per labelled step; each prints as it goes and returns its `Step`."""

    def __init__(self, mem: Memory, say: Echo) -> None:
        self.mem = mem
        self.say = say

    # --- helpers --------------------------------------------------------------------------------
    def title(self, label: str, title: str) -> str:
        self.say("")
        self.say(f"[{label}] {title}")
        return title

    def note(self, text: str) -> None:
        self.say(f"    {text}")

    def message(self, source: Source) -> None:
        when = _clock_text(source.observed_at)
        self.note(f"{source.owner} {when}, authority {source.authority:g}: {quote(source.text, len(source.text))}")

    def rows(self, records: Sequence[Record], indent: str = "    ") -> None:
        for line in record_lines(records, indent):
            self.say(line)

    def visible(self, key: str) -> Record | None:
        return self.mem.get(key, agent=READER)

    def show_visible(self, *keys: str) -> dict[str, int | None]:
        seen: dict[str, int | None] = {}
        for key in keys:
            record = self.visible(key)
            seen[key] = None if record is None else record.vid
            shown = "nothing" if record is None else f"v{record.vid} {quote(record.value)}"
            self.note(f"visible to {READER}: {key} = {shown}")
        return seen

    # --- the story ------------------------------------------------------------------------------
    def run(self) -> tuple[Step, ...]:
        for agent in AGENTS:
            # `ops` revokes another agent's version in step e: an operator's call (DESIGN §8, who may revoke).
            self.mem.register_agent(agent, team=TEAM, role="operator" if agent == READER else None)
        first, sync = self.step_a()
        correction = self.step_b(first)
        conflict = self.step_c(sync, correction)
        guess = self.step_d()
        revocation = self.step_e(first, correction)
        check = self.step_f()
        return (first, correction, conflict, guess, revocation, check)

    def step_a(self) -> tuple[Step, _PendingSync]:
        title = self.title("a", "Ann writes in; agent `intake` commits her shipping address.")
        source = self.mem.observe(MSG_FIRST, owner="inbox", authority=0.8, scope="shared", at=_at(0))
        self.message(source)
        with self.mem.transaction(agent="intake") as tx:
            staged = tx.propose(key=ADDRESS, value=OLD_ADDRESS, evidence=OLD_ADDRESS, source=source.id)
        record = self.mem.record(staged.vid)
        self.rows([record])
        # Agent `sync` starts now and writes only after the correction below has committed (step c).
        sync = self.mem.begin(agent="sync")
        before = sync.read(ADDRESS)
        self.note(
            f"meanwhile agent `sync` opens a transaction at snapshot csn {sync.snapshot_csn} "
            f"(it reads v{before.vid if before else '-'}) and goes off to query the CRM"
        )
        seen = self.show_visible(ADDRESS)
        ok = record.state is State.COMMITTED and seen[ADDRESS] == record.vid
        facts = {"source_id": source.id, "vid": record.vid, "state": record.state.value, "visible": seen[ADDRESS]}
        return Step("a", title, ok, (Row.of(record),), facts), _PendingSync(sync.snapshot_csn, sync)

    def step_b(self, first: Step) -> Step:
        title = self.title("b", "Two hours later Ann corrects the address; the newer statement supersedes the old.")
        source = self.mem.observe(MSG_CORRECTION, owner="inbox", authority=0.8, scope="shared", at=_at(120))
        self.message(source)
        with self.mem.transaction(agent="intake") as tx:
            staged = tx.propose(key=ADDRESS, value=NEW_ADDRESS, evidence=NEW_ADDRESS, source=source.id)
        record = self.mem.record(staged.vid)
        self.note("governed contract: newer event time, authority not lower -> it wins (DESIGN §5)")
        self.note(f"history of {ADDRESS} (the loser stays for audit):")
        history = self.mem.history(ADDRESS, agent="ops")
        self.rows(history, "      ")
        seen = self.show_visible(ADDRESS)
        old = self.mem.record(int(str(first.facts["vid"])))
        ok = (
            record.state is State.COMMITTED
            and record.reason == "newer_event_time"
            and old.state is State.SUPERSEDED
            and seen[ADDRESS] == record.vid
        )
        facts = {
            "source_id": source.id,
            "vid": record.vid,
            "csn": record.csn,
            "state": record.state.value,
            "reason": record.reason,
            "superseded_vid": old.vid,
            "superseded_state": old.state.value,
            "superseded_reason": old.reason,
            "visible": seen[ADDRESS],
        }
        return Step("b", title, ok, tuple(Row.of(r) for r in history), facts)

    def step_c(self, pending: _PendingSync, correction: Step) -> Step:
        title = self.title("c", "A stale late write: `sync` began before the correction, then writes the old address.")
        tx = pending.handle
        source = self.mem.observe(CRM_EXPORT, owner="crm", authority=0.7, scope="shared", at=_at(5))
        self.message(source)
        tx.propose(key=ADDRESS, value=CRM_ADDRESS, evidence=CRM_ADDRESS, source=source.id)
        tx.propose(key=PHONE, value=CRM_PHONE, evidence=CRM_PHONE, source=source.id)
        self.note(
            f"sync's snapshot is csn {pending.snapshot_csn}; the correction committed at csn {correction.facts['csn']}"
        )
        error: TransactionConflict | None = None
        try:
            tx.commit()
        except TransactionConflict as exc:
            error = exc
        if error is None:
            self.note("commit went through (unexpected: DESIGN §6 says the stale write must abort)")
        else:
            self.note(f"commit refused: TransactionConflict, retryable: {error}")
            self.note("first committer wins: the whole transaction aborts and both of its writes are revoked")
        records = [self.mem.record(o.vid) for o in (tx.result.outcomes if tx.result else ())]
        self.rows(records)
        seen = self.show_visible(ADDRESS, PHONE)
        ok = (
            error is not None
            and tx.result is not None
            and tx.result.aborted
            and len(records) == 2
            and all(r.state is State.REVOKED for r in records)
            and seen[ADDRESS] == correction.facts["vid"]
            and seen[PHONE] is None
        )
        facts = {
            "snapshot_csn": pending.snapshot_csn,
            "rival_csn": correction.facts["csn"],
            "aborted": bool(tx.result and tx.result.aborted),
            "error_type": type(error).__name__ if error else None,
            "error": str(error) if error else None,
            "retryable": error is not None,
            "revoked_vids": [r.vid for r in records if r.state is State.REVOKED],
            "visible": seen[ADDRESS],
            "visible_phone": seen[PHONE],
        }
        return Step("c", title, ok, tuple(Row.of(r) for r in records), facts)

    def step_d(self) -> Step:
        title = self.title("d", "A weak guess: `helper` writes at confidence 0.4 from a low-authority source.")
        source = self.mem.observe(CHAT_GUESS, owner="inbox", authority=0.3, scope="shared", at=_at(180))
        self.message(source)
        with self.mem.transaction(agent="helper") as tx:
            staged = tx.propose(key=SPEED, value=GUESS, evidence=GUESS, source=source.id, confidence=0.4)
        record = self.mem.record(staged.vid)
        self.rows([record])
        self.note("confidence < 0.6 and authority < 0.9: quarantined, never read back (DESIGN §6.1)")
        seen = self.show_visible(SPEED)
        ok = record.state is State.QUARANTINED and record.reason == "low_evidence" and seen[SPEED] is None
        facts = {"vid": record.vid, "state": record.state.value, "reason": record.reason, "visible": seen[SPEED]}
        return Step("d", title, ok, (Row.of(record),), facts)

    def step_e(self, first: Step, correction: Step) -> Step:
        title = self.title("e", "The correction was fraud (a hijacked account): `ops` revokes it.")
        correction_vid = int(str(correction.facts["vid"]))
        with self.mem.transaction(agent="summarizer") as tx:
            staged = tx.propose(
                key=SUMMARY,
                value=NEW_ADDRESS,
                evidence=NEW_ADDRESS,
                source=str(correction.facts["source_id"]),
                kind="summary",
                parents=(correction_vid,),
            )
        summary_before = self.mem.record(staged.vid)
        self.note(f"earlier, agent `summarizer` derived a summary from v{correction_vid}:")
        self.rows([summary_before], "      ")
        csn = self.mem.revoke(correction_vid, agent="ops", reason=FRAUD).csn
        revoked = self.mem.record(correction_vid)
        reinstated = self.mem.record(int(str(first.facts["vid"])))
        summary = self.mem.record(staged.vid)
        self.note(f"revoke v{correction_vid} (csn {csn}): the displaced version returns, the summary awaits rebuild")
        self.rows([revoked, reinstated, summary], "      ")
        seen = self.show_visible(ADDRESS, SUMMARY)
        ok = (
            summary_before.state is State.COMMITTED
            and revoked.state is State.REVOKED
            and reinstated.state is State.COMMITTED
            and reinstated.reason == f"reinstated:{correction_vid}"
            and summary.state is State.QUARANTINED
            and seen[ADDRESS] == reinstated.vid
            and seen[SUMMARY] is None
        )
        facts = {
            "revoked_vid": revoked.vid,
            "revoke_csn": csn,
            "revoked_state": revoked.state.value,
            "reinstated_vid": reinstated.vid,
            "reinstated_state": reinstated.state.value,
            "reinstated_reason": reinstated.reason,
            "summary_vid": summary.vid,
            "summary_parents": list(summary.parents),
            "summary_state": summary.state.value,
            "summary_reason": summary.reason,
            "visible": seen[ADDRESS],
            "visible_summary": seen[SUMMARY],
        }
        return Step("e", title, ok, (Row.of(revoked), Row.of(reinstated), Row.of(summary)), facts)

    def step_f(self) -> Step:
        title = self.title("f", "The store's invariants hold: pointers, one winner per key, journal replay.")
        report = self.mem.check()
        self.note(f"check  {report.summary()}")
        for violation in report.violations:
            self.note(f"violation  {violation.kind}  {violation.detail}")
        facts = {
            "ok": report.ok,
            "summary": report.summary(),
            "stats": dict(report.stats),
            "violations": [f"{v.kind}: {v.detail}" for v in report.violations],
        }
        return Step("f", title, report.ok, (), facts)


@dataclass(frozen=True, slots=True)
class _PendingSync:
    """Agent `sync`'s transaction, opened in step a and committed in step c."""

    snapshot_csn: int
    handle: TxnHandle


def _summary(steps: Sequence[Step]) -> str:
    failed = [step.label for step in steps if not step.ok]
    if failed:
        return "demo FAILED: step(s) " + ", ".join(failed) + " did not turn out as DESIGN says"
    stats = steps[-1].facts.get("stats", {})
    versions = stats.get("versions", "?") if isinstance(stats, dict) else "?"
    revocation = steps[4].facts
    return (
        f"demo ok: {versions} versions; correction won, stale write aborted, weak guess quarantined, "
        f"revoking v{revocation['revoked_vid']} reinstated v{revocation['reinstated_vid']} and sent summary "
        f"v{revocation['summary_vid']} to rebuild; invariants hold"
    )
