"""The papers' recovery protocol (DESIGN §10's RB(τ)), as `memtx eval recovery`'s in-flight track.

A multi-key transaction τ fails in flight with its intent persisted; the store is reopened, compared with
the image τ must leave (A₀, the state before τ, when τ never reached its durable point; its completed
post-image when it did), restored, reopened and compared again. Three tracks, reported apart:

- `crash` — τ runs on memtx's own write path in a forked writer that kills itself with SIGKILL at each of
  the torture machinery's crash points (`memtx.engine.crashpoints`), with k = 2, 4, 8, 16 keys;
- `torn` — the paper's premise, a writer with no atomic unit: τ stages its k updates (its transaction and
  its in-flight entries are durable: the intent), then its writes land key by key with plain SQL — a new
  version stored committed and A moved, no journal event — and the writer is killed after i of k keys;
- `both copies` — damage to two redundant representations at once (a version's state in V *and* in J; an
  A row *and* the journal's activation that witnesses it). No single witness is left to arbitrate, so the
  honest outcome is a refusal: what cannot be restored is reported as such, apart from the rest.

Arms: `journal restore` (reopen, `mem.check()`, `mem.recover()`: write-set independent), `single-key undo`
(one key's pre-image put back, as a per-key undo log holds it), `write-set oracle` (told every row τ or the
fault wrote, and copies it back from the target image), `no recovery` (reopen only). Every arm ends with
`Memory.open`, which aborts a dead writer's transaction and finishes a marked revocation (DESIGN §10): that
is memtx's own open-time recovery, and no arm can opt out of it.

Responsible for: the scenarios, the arms and the outcome per case. Must not: change how memtx restores or
writes (the crash points and faults are the library's, armed and injected from outside).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import sqlite3
import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, Final

from memtx.api.store import Memory
from memtx.core.errors import StoreDamaged
from memtx.core.model import Purpose
from memtx.engine.crashpoints import CRASH_POINTS, CrashPlan
from memtx.tooling.torture import _side_effects  # the torture writer's reversible tool, reused as is

KEY_COUNTS: Final = (2, 4, 8, 16)
ARMS: Final = ("journal restore", "single-key undo", "write-set oracle", "no recovery")
AGENT: Final = "writer"
TOOL: Final = "hold"
TORN_SCENARIOS: Final = ("1 key landed", "some keys landed", "all but one key landed")
DOUBLE_FAULTS: Final = ("state in V and J", "A row and its activation in J")
# The image τ must leave after a crash at each point: its pre-image when τ never reached a durable point (an
# open transaction, a commit unit not yet COMMITted, a gated call whose outcome is unknown: the memory is as
# before and the call is for an operator to settle), its completed post-image when the point lies after τ's
# durable mark (a revocation marked, a compensation claimed: reopening finishes them).
TARGET: Final = {
    "stage.after": "pre-image",
    "commit.before_durable": "pre-image",
    "revoke.between_steps": "post-image",
    "act.after_intent": "pre-image",
    "act.after_call": "pre-image",
    "compensate.after_claim": "post-image",
    "compensate.after_call": "post-image",
}
VISIBLE: Final = ("committed", "action_safe")
# Every table τ, its completion on reopen, or a fault can write: the write-set oracle compares these.
ORACLE_TABLES: Final = (
    "active",
    "records",
    "journal",
    "txns",
    "inflight",
    "pending_revocations",
    "actions",
    "adigest",
    "meta",
)


class Outcome(StrEnum):
    """What one arm left: the target image with I(S) (`restored`); a refusal with the damage still reported
    (`refused`: the honest answer where nothing can arbitrate); I(S) holding on a different image, or a tool
    call or compensation run twice (`wrong image`: silent loss); or I(S) failing without a refusal (`left
    damaged`)."""

    RESTORED = "restored"
    REFUSED = "refused"
    WRONG = "wrong image"
    DAMAGED = "left damaged"


@dataclass(frozen=True, slots=True)
class Image:
    """Π(S) as the protocol compares it: A (canonical key → vid) and every version's state."""

    active: dict[str, int]
    states: dict[int, str]

    def reached_by(self, now: Image) -> bool:
        """`now` shows this image: the same A, every version of this image in its state here, and no
        version this image lacks left visible (a torn version revoked is gone from the application's view)."""
        extra = [v for v, s in now.states.items() if v not in self.states and s in VISIBLE]
        return now.active == self.active and not extra and all(now.states.get(v) == s for v, s in self.states.items())


def image(path: Path) -> Image:
    """A (live entries) and every version's state of the SQLite store at `path`, with plain SQL."""
    conn = sqlite3.connect(path)
    try:
        active = {str(k): int(v) for k, v in conn.execute("SELECT ckey, vid FROM active WHERE vid IS NOT NULL")}
        states = {int(v): str(s) for v, s in conn.execute("SELECT vid, state FROM records")}
    finally:
        conn.close()
    return Image(active, states)


# --- the stores τ runs on ----------------------------------------------------------------------------------


def open_store(path: Path) -> Memory:
    """Open with the tool registered, as an agent restarting would (compensations that are due then run)."""
    mem = Memory.open(path)
    hold, release = _side_effects(path.with_suffix(".effects"))
    mem.tools.register(TOOL, hold, reversible=True, compensate=release)
    return mem


def _observe(tx: Any, key: str, text: str, at: float, parents: Sequence[int] = ()) -> dict[str, Any]:
    src = tx.observe(text + ".", owner=AGENT, scope="shared", authority=0.9, at=at)
    return {"key": key, "value": text, "evidence": text, "source": src.id, "at": at, "parents": list(parents)}


def build_store(path: Path, k: int) -> None:
    """The store before τ: a base fact and k − 1 facts derived from it (so revoking the base cascades over
    k keys), each written once and then updated once (so a key has an older version to be pointed at), and
    a reversible call supported by the base (so revoking it compensates the call)."""
    with open_store(path) as mem:
        mem.register_agent(AGENT)
        for round_no in (1, 2):
            with mem.transaction(agent=AGENT) as tx:
                base = tx.propose(**_observe(tx, "plan/base", f"The plan is at revision {round_no}", round_no))
            with mem.transaction(agent=AGENT) as tx:
                tx.propose_many(
                    [
                        _observe(tx, f"plan/step {i}", f"Step {i} follows revision {round_no}", round_no, [base.vid])
                        for i in range(1, k)
                    ]
                )
        with mem.transaction(agent=AGENT, purpose=Purpose.EXTERNAL_ACTION) as tx:
            tx.act(TOOL, {"token": "setup"}, support=[base.vid])


def _keys(k: int) -> list[str]:
    return ["plan/base", *(f"plan/step {i}" for i in range(1, k))]


def run_tau(mem: Memory, point: str, k: int) -> None:
    """τ for a crash point: a k-key update (staging, commit), a call supported by k keys (act), or the
    revocation of the base, which cascades over k keys and compensates the setup's call."""
    if point.startswith(("stage.", "commit.")):
        with mem.transaction(agent=AGENT) as tx:
            tx.propose_many([_observe(tx, key, f"{key} is updated by the transaction", 3.0) for key in _keys(k)])
    elif point.startswith("act."):
        with mem.transaction(agent=AGENT, purpose=Purpose.EXTERNAL_ACTION) as tx:
            support = [r.vid for key in _keys(k) if (r := tx.read(key)) is not None]
            tx.act(TOOL, {"token": "tau"}, support=support)
    else:
        base = mem.get("plan/base", agent=AGENT)
        assert base is not None
        mem.revoke(base.vid, agent=AGENT, reason="the plan was wrong")


def crash_in_flight(path: Path, point: str, k: int) -> bool:
    """Run τ in a forked writer armed to SIGKILL itself at `point`; whether it died there."""
    pid = os.fork()
    if pid == 0:  # the writer
        code = 3
        try:
            mem = open_store(path)
            mem.store_context.crash = CrashPlan(point)
            run_tau(mem, point, k)
        except BaseException:  # noqa: BLE001 - any other end of the child is reported by its exit code
            code = 4
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL


def tear_in_flight(path: Path, k: int, landed: int) -> list[tuple[str, str]]:
    """The paper's premise: τ stages k updates in a forked writer (its transaction and in-flight entries are
    durable), then its writes land key by key outside any atomic unit — for `landed` keys a new version stored
    committed under τ's transaction and A moved to it, nothing journaled — and the writer is SIGKILLed. Returns
    the rows written, in order (what an oracle or an undo log knows)."""
    writes = [(key, f"{key} is updated by the transaction") for key in _keys(k)]
    return torn_writer(path, writes, landed, agent=AGENT, at=3.0)[1]


def torn_writer(
    path: Path, writes: Sequence[tuple[str, str]], landed: int, *, agent: str, at: float
) -> tuple[int, list[tuple[str, str]]]:
    """A forked writer stages `writes` (key, sentence) as one transaction of `agent`, lets the first `landed`
    of them land outside any atomic unit (keys with no visible version yet have nothing to land over and are
    passed), and dies by SIGKILL. Returns its transaction's id and the rows written."""
    written = path.with_suffix(".written")
    pid = os.fork()
    if pid == 0:
        try:
            mem = open_store(path)
            tx = mem.begin(agent=agent)
            staged = []
            for key, text in writes:
                src = tx.observe(text + ".", owner=agent, scope="shared", authority=0.9, at=at)
                staged.append({"key": key, "value": text, "evidence": text, "source": src.id, "at": at})
            tx.propose_many(staged)
            landed_rows = _land(path, int(tx.id or 0), [key for key, _ in writes[:landed]])
            lines = [str(tx.id), *(f"{t}\t{key}" for t, key in landed_rows)]
            written.write_text("\n".join(lines), encoding="utf-8")
            os.kill(os.getpid(), signal.SIGKILL)
        finally:
            os._exit(4)
    _, status = os.waitpid(pid, 0)
    if not (os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL) or not written.exists():
        raise RuntimeError(f"the torn writer did not die as planned (status {status})")
    txn, *lines = written.read_text(encoding="utf-8").splitlines()
    written.unlink()
    rows = [line.partition("\t") for line in lines]
    return int(txn), [(table, key) for table, _, key in rows]


def _land(path: Path, txn: int, keys: Sequence[str]) -> list[tuple[str, str]]:
    """Each key's write as its own physical unit (plain SQL, as a store without transactions would)."""
    conn = sqlite3.connect(path, isolation_level=None)
    rows: list[tuple[str, str]] = []
    try:
        for key in keys:
            conn.execute("BEGIN IMMEDIATE")
            top = int(conn.execute("SELECT ival FROM meta WHERE name = 'vid_seq'").fetchone()[0]) + 1
            csn = int(conn.execute("SELECT ival FROM meta WHERE name = 'csn'").fetchone()[0]) + 1
            found = conn.execute(
                "SELECT a.ckey, a.vid FROM active a JOIN records r ON r.vid = a.vid WHERE r.key = ?", (key,)
            ).fetchone()
            if found is None:  # nothing visible to land over (a first write): this key's write is lost whole
                conn.execute("ROLLBACK")
                continue
            ckey, vid = found
            conn.execute(
                "INSERT INTO records (vid, key, ckey, value, evidence, source_id, writer, confidence, kind, owner, "
                "scope, readers, parents, event_time, valid_from, valid_to, state, reason, txn_id, csn) "
                "SELECT ?, key, ckey, value || ' (landed)', evidence, source_id, writer, confidence, kind, owner, "
                "scope, readers, '[]', event_time + 1, valid_from, valid_to, 'committed', reason, ?, ? "
                "FROM records WHERE vid = ?",
                (top, txn, csn, vid),
            )
            conn.execute(
                "UPDATE active SET vid = ?, changed_csn = ?, changed_by = ? WHERE ckey = ?", (top, csn, txn, ckey)
            )
            conn.execute("UPDATE meta SET ival = ? WHERE name = 'vid_seq'", (top,))
            conn.execute("COMMIT")
            rows += [("records", str(top)), ("active", str(ckey))]
    finally:
        conn.close()
    return rows


def damage_both_copies(path: Path, fault: str, k: int) -> list[tuple[str, str]]:
    """Damage k items in two redundant representations at once, with plain SQL (nothing through memtx):
    - `state in V and J`: a visible version's state flipped to superseded in V, and the journal's last
      transition of that version rewritten to say the same;
    - `A row and its activation in J`: A's row moved back to the key's previous version, and the journal's
      activation of the current version deleted (so J's last activation of the key agrees with A)."""
    conn = sqlite3.connect(path, isolation_level=None)
    rows: list[tuple[str, str]] = []
    try:
        conn.execute("BEGIN IMMEDIATE")
        live = conn.execute(
            "SELECT a.ckey, a.vid FROM active a JOIN records r ON r.vid = a.vid "
            "WHERE r.kind <> 'tool_action' AND r.state IN ('committed', 'action_safe') ORDER BY a.ckey"
        ).fetchall()
        for ckey, vid in live[:k]:
            if fault == DOUBLE_FAULTS[0]:
                conn.execute("UPDATE records SET state = 'superseded' WHERE vid = ?", (vid,))
                conn.execute(
                    "UPDATE journal SET to_state = 'superseded' WHERE seq = (SELECT MAX(seq) FROM journal "
                    "WHERE kind = 'transition' AND vid = ?)",
                    (vid,),
                )
                rows += [("records", str(vid)), ("journal", f"transition of {vid}")]
            else:
                older = conn.execute(
                    "SELECT MAX(vid) FROM records WHERE ckey = ? AND vid < ? AND kind <> 'tool_action'", (ckey, vid)
                ).fetchone()[0]
                if older is None:
                    continue
                conn.execute("UPDATE active SET vid = ? WHERE ckey = ?", (older, ckey))
                conn.execute("DELETE FROM journal WHERE kind = 'activate' AND ckey = ? AND vid = ?", (ckey, vid))
                rows += [("active", str(ckey)), ("journal", f"activation of {vid}")]
        conn.execute("COMMIT")
    finally:
        conn.close()
    return rows


# --- the arms ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Case:
    """One failed τ: the file as the crash left it (never opened by memtx since), the image to reach, the
    template the oracle copies from, the rows written (the oracle's and the undo log's knowledge)."""

    crashed: Path
    target: Image
    target_db: Path
    written: tuple[tuple[str, str], ...] = ()


def _journal_restore(path: Path, _case: Case) -> bool:
    """Reopen, check, restore when the check fails; whether memtx refused (StoreDamaged)."""
    with open_store(path) as mem:
        found = mem.check()
        if found.ok:
            return False
        try:
            mem.recover(found)
        except StoreDamaged:
            return True
    return False


def _single_key_undo(path: Path, case: Case) -> bool:
    """A per-key undo log holds the pre-image of the last key written: put that one key's A row back and
    drop the version written for it. With nothing written (an atomic commit), there is nothing to undo."""
    last_key = next((key for table, key in reversed(case.written) if table == "active"), None)
    if last_key is not None:
        _copy_rows(path, case.target_db, [("active", last_key), *_versions_of(path, last_key, case)])
    return False


def _versions_of(path: Path, ckey: str, case: Case) -> list[tuple[str, str]]:
    conn = sqlite3.connect(path)
    try:
        vids = [int(v) for (v,) in conn.execute("SELECT vid FROM records WHERE ckey = ?", (ckey,))]
    finally:
        conn.close()
    return [("records", str(v)) for v in vids if v not in case.target.states or ("records", str(v)) in case.written]


def _write_set_oracle(path: Path, case: Case) -> bool:
    """Told every row that differs from the target image (τ's writes, the fault's, and what a crash left
    half-done), in every table τ can write: copies exactly those rows back."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("ATTACH DATABASE ? AS src", (str(case.target_db),))
        for table in ORACLE_TABLES:
            info = list(conn.execute(f"PRAGMA main.table_info({table})"))
            keys = [str(r[1]) for r in sorted(info, key=lambda r: int(r[5])) if int(r[5]) > 0] or ["rowid"]
            key, of_m = ", ".join(keys), ", ".join(f"m.{c}" for c in keys)
            same = " AND ".join(f"m.{r[1]} IS x.{r[1]}" for r in info)
            conn.execute(f"CREATE TEMP TABLE gone AS SELECT * FROM main.{table} EXCEPT SELECT * FROM src.{table}")
            conn.execute(f"CREATE TEMP TABLE back AS SELECT * FROM src.{table} EXCEPT SELECT * FROM main.{table}")
            conn.execute(
                f"DELETE FROM main.{table} WHERE ({key}) IN (SELECT {of_m} FROM main.{table} m JOIN gone x ON {same})"
            )
            conn.execute(f"INSERT INTO main.{table} SELECT * FROM back")
            conn.execute("DROP TABLE gone")
            conn.execute("DROP TABLE back")
        conn.commit()
    finally:
        conn.close()
    return False


def _copy_rows(path: Path, source: Path, rows: Sequence[tuple[str, str]]) -> None:
    """Rows of A and V as `source` has them (a version `source` lacks is deleted)."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("ATTACH DATABASE ? AS src", (str(source),))
        for table, key in rows:
            if table == "active":
                conn.execute("DELETE FROM main.active WHERE ckey = ?", (key,))
                conn.execute("INSERT INTO main.active SELECT * FROM src.active WHERE ckey = ?", (key,))
            elif table == "records":
                vid = int(key)
                if conn.execute("SELECT 1 FROM src.records WHERE vid = ?", (vid,)).fetchone() is None:
                    conn.execute("DELETE FROM main.records WHERE vid = ?", (vid,))
                else:
                    conn.execute(
                        "UPDATE main.records SET state = (SELECT state FROM src.records b WHERE b.vid = records.vid), "
                        "reason = (SELECT reason FROM src.records b WHERE b.vid = records.vid) WHERE vid = ?",
                        (vid,),
                    )
        conn.commit()
    finally:
        conn.close()


def _no_recovery(_path: Path, _case: Case) -> bool:
    return False


_ARMS: Final[dict[str, Callable[[Path, Case], bool]]] = {
    "journal restore": _journal_restore,
    "single-key undo": _single_key_undo,
    "write-set oracle": _write_set_oracle,
    "no recovery": _no_recovery,
}


def judge(arm: str, case: Case, scratch: Path) -> tuple[Outcome, bool]:
    """Apply `arm` to a copy of the crashed file, reopen, and compare with the target. Also returns whether
    the first reopen saw damage (RB's `Π(S₁) ≠ A₀ ∨ ¬I(S₁)`), for the journal-restore arm only."""
    work = scratch / "arm.db"
    copy_store(case.crashed, work)
    refused = _ARMS[arm](work, case)
    with open_store(work) as mem:
        ok = mem.check().ok
    if _ran_twice(work.with_suffix(".effects")):
        return Outcome.WRONG, refused  # a call or a compensation ran twice: the world, not the store, is wrong
    if refused and not ok:
        return Outcome.REFUSED, refused
    if not ok:
        return Outcome.DAMAGED, refused
    return (Outcome.RESTORED if case.target.reached_by(image(work)) else Outcome.WRONG), refused


def _ran_twice(effects: Path) -> bool:
    lines = effects.read_text(encoding="utf-8").splitlines() if effects.exists() else []
    return len(lines) != len(set(lines))


def damage_seen(case: Case, scratch: Path) -> bool:
    """RB's first reopen: does S₁ differ from the target, or fail I(S)?"""
    work = scratch / "seen.db"
    copy_store(case.crashed, work)
    with open_store(work) as mem:
        ok = mem.check().ok
    return not ok or not case.target.reached_by(image(work))


# --- the run -------------------------------------------------------------------------------------------------


@dataclass(slots=True)
class ProtocolResult:
    """Outcome counts per (track, scenario, k, arm), and the first reopen's findings per (track, scenario)."""

    outcomes: dict[tuple[str, str, int, str], Counter[str]] = field(default_factory=dict)
    damage_seen: Counter[tuple[str, str]] = field(default_factory=Counter)
    cases: Counter[tuple[str, str]] = field(default_factory=Counter)
    not_reached: list[str] = field(default_factory=list)

    def add(self, track: str, scenario: str, k: int, arm: str, outcome: Outcome) -> None:
        self.outcomes.setdefault((track, scenario, k, arm), Counter())[outcome.value] += 1

    def rate(self, track: str, arm: str, outcome: Outcome = Outcome.RESTORED, scenario: str | None = None) -> float:
        hits = [c for (t, s, _k, a), c in self.outcomes.items() if t == track and a == arm and scenario in (None, s)]
        total = sum(sum(c.values()) for c in hits)
        return sum(c[outcome.value] for c in hits) / total if total else 0.0

    def count(self, track: str, arm: str) -> int:
        return sum(sum(c.values()) for (t, _s, _k, a), c in self.outcomes.items() if t == track and a == arm)

    def to_dict(self) -> dict[str, Any]:
        tracks: dict[str, Any] = {}
        for track in ("crash", "torn", "both copies"):
            scenarios = sorted({s for (t, s, _k, _a) in self.outcomes if t == track})
            tracks[track] = {
                "scenarios": {
                    s: {
                        "cases": self.cases[(track, s)],
                        "damage_seen_on_first_reopen": self.damage_seen[(track, s)],
                        "target": TARGET.get(s, "pre-image"),
                        "by_keys": {
                            str(k): {a: dict(sorted(c.items())) for (t2, s2, k2, a), c in self._cells(track, s, k)}
                            for k in KEY_COUNTS
                            if any(k2 == k for (t2, s2, k2, _a) in self.outcomes if t2 == track and s2 == s)
                        },
                    }
                    for s in scenarios
                },
                "restored": {a: self.rate(track, a) for a in ARMS},
                "refused": {a: self.rate(track, a, Outcome.REFUSED) for a in ARMS},
                "wrong_image": {a: self.rate(track, a, Outcome.WRONG) for a in ARMS},
                "left_damaged": {a: self.rate(track, a, Outcome.DAMAGED) for a in ARMS},
                "cases_per_arm": self.count(track, ARMS[0]),
            }
        return {"tracks": tracks, "not_reached": self.not_reached}

    def _cells(self, track: str, scenario: str, k: int) -> list[tuple[tuple[str, str, int, str], Counter[str]]]:
        return sorted((key, c) for key, c in self.outcomes.items() if key[:3] == (track, scenario, k))


def _record(result: ProtocolResult, where: tuple[str, str, int], case: Case, scratch: Path) -> None:
    track, scenario, k = where
    result.cases[(track, scenario)] += 1
    result.damage_seen[(track, scenario)] += int(damage_seen(case, scratch))
    for arm in ARMS:
        result.add(track, scenario, k, arm, judge(arm, case, scratch)[0])


def run_protocol(*, repeats: int = 1, tick: Callable[[str], None] | None = None) -> ProtocolResult:
    """Every crash point, every torn prefix (1 to k − 1 keys landed) and both double faults at k = 2, 4, 8, 16
    keys, `repeats` times each (the writer's process differs per run: its pid, its timings)."""
    result = ProtocolResult()
    with tempfile.TemporaryDirectory(prefix="memtx-eval-protocol-") as scratch_dir:
        scratch = Path(scratch_dir)
        for k in KEY_COUNTS:
            template = scratch / f"template-{k}.db"
            build_store(template, k)
            pre = image(template)
            post_db = scratch / f"post-{k}.db"
            copy_store(template, post_db)
            with open_store(post_db) as mem:
                run_tau(mem, "revoke.between_steps", k)
            post = image(post_db)
            for _ in range(repeats):
                for point in CRASH_POINTS:
                    if tick is not None:
                        tick(f"crash {point} k={k}")
                    crashed = _fresh(template, scratch / "crashed.db")
                    if not crash_in_flight(crashed, point, k):
                        result.not_reached.append(f"{point} at k={k}")
                        continue
                    target, target_db = (pre, template) if TARGET[point] == "pre-image" else (post, post_db)
                    _record(result, ("crash", point, k), Case(crashed, target, target_db), scratch)
                for landed in range(1, k):
                    if tick is not None:
                        tick(f"torn {landed}/{k}")
                    crashed = _fresh(template, scratch / "crashed.db")
                    written = tear_in_flight(crashed, k, landed)
                    scenario = TORN_SCENARIOS[0 if landed == 1 else 2 if landed == k - 1 else 1]
                    _record(result, ("torn", scenario, k), Case(crashed, pre, template, tuple(written)), scratch)
                for fault in DOUBLE_FAULTS:
                    if tick is not None:
                        tick(f"{fault} k={k}")
                    crashed = _fresh(template, scratch / "crashed.db")
                    written = damage_both_copies(crashed, fault, k)
                    _record(result, ("both copies", fault, k), Case(crashed, pre, template, tuple(written)), scratch)
    return result


def _fresh(template: Path, path: Path) -> Path:
    copy_store(template, path)
    return path


def copy_store(source: Path, path: Path) -> None:
    """The SQLite file with its write-ahead log (a killed writer leaves its commits there) and the tool's
    side file; whatever `path` had before is removed first."""
    for extra in path.parent.glob(path.name + "*"):
        extra.unlink()
    path.with_suffix(".effects").unlink(missing_ok=True)
    shutil.copyfile(source, path)
    for suffix in ("-wal",):
        with contextlib.suppress(FileNotFoundError):
            shutil.copyfile(f"{source}{suffix}", f"{path}{suffix}")
    with contextlib.suppress(FileNotFoundError):
        shutil.copyfile(source.with_suffix(".effects"), path.with_suffix(".effects"))
