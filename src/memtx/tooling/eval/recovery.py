"""`memtx eval recovery` (DESIGN §10, §13): MemTxn's recovery experiment, offline, in two tracks.

The **in-flight protocol** (`memtx.tooling.eval.recovery_protocol`, the papers' own: a multi-key transaction fails
in flight with its intent persisted, reopen, compare with A₀, restore) decides the summary's verdict. The
**at-rest track** below is kept apart and labelled: a fault written into a closed store, damaging one of two
redundant copies.

At rest: histories of knowledge updates are ingested (one transaction per session), then damaged at rest with each of
the four fault classes of `memtx.tooling.faults` at 2, 4, 8 and 16 physical keys, and each method tries to restore:

- `journal restore` — `Memory.recover()`: write-set independent (it is not told what was touched);
- `single-key undo` — restores the one item the first violation of `mem.check()` names (an A entry or a
  version's state, from the journal), the classic per-key undo;
- `write-set oracle` — is told every row the fault wrote and copies those rows back from the pre-fault store;
- `no recovery` — does nothing.

A restore is *complete* when the projection (A and every version's state) equals the pre-fault one and I(S)
holds after a reopen. Histories: 58 generated ones shaped like LongMemEval-S (a user's attributes, several
sessions, later sessions updating some of them) — a labelled synthetic stand-in, since the real set is not
available offline — and the 10 LoCoMo dialogs (`../shared/data/locomo/locomo10.json`; each session's
per-speaker observations, written into a speaker's eight note slots in turn, so later sessions update earlier
ones), skipped with a note when the file is absent.

Responsible for: the histories, the methods and the report. Must not: change how memtx restores.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import sqlite3
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memtx.api.store import Memory
from memtx.core.errors import InvalidArgument, StoreDamaged
from memtx.engine.recovery import plan_recovery
from memtx.tooling.eval.claims import Claim, Verdict
from memtx.tooling.eval.data_paths import shared_data_file
from memtx.tooling.eval.output import write_json_and_markdown
from memtx.tooling.eval.progress import Tick, silent
from memtx.tooling.eval.recovery_protocol import ARMS, Outcome, ProtocolResult, image, run_protocol
from memtx.tooling.eval.report import Cell, markdown_table, text_table
from memtx.tooling.faults import FAULT_CLASSES, Injection, inject

KEY_COUNTS = (2, 4, 8, 16)
METHODS = ("journal restore", "single-key undo", "write-set oracle", "no recovery")
SYNTHETIC_HISTORIES = 58
AGENT = "ingest"
_ATTRIBUTES = {
    "city": ("Oslo", "Lima", "Kyoto", "Quito", "Perth", "Porto", "Tunis", "Hanoi"),
    "employer": ("Acme", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay"),
    "pet": ("a cat", "a dog", "a parrot", "two rabbits", "a turtle"),
    "car": ("a Volvo", "a Fiat", "a Tesla", "a Honda", "no car"),
    "diet": ("vegetarian", "vegan", "pescatarian", "omnivore"),
    "gym": ("Iron Temple", "FitHub", "Pulse", "Core Club"),
    "phone": ("a Pixel", "an iPhone", "a Fairphone", "a Nokia"),
    "hobby": ("chess", "climbing", "pottery", "birding", "salsa"),
    "team": ("Platform", "Search", "Billing", "Growth"),
    "doctor": ("Dr Alves", "Dr Okafor", "Dr Lindqvist", "Dr Chen"),
    "bank": ("Nordbank", "Credia", "Fonda", "Unity"),
    "school": ("Riverside", "Hillcrest", "Lakeview", "Oakwood"),
    "dentist": ("Dr Moreau", "Dr Sato", "Dr Novak", "Dr Reyes"),
    "airline": ("Norra Air", "Andes Wings", "Sakura Jet", "Atlas"),
    "coffee": ("espresso", "filter coffee", "oat lattes", "green tea"),
    "language": ("Spanish", "Japanese", "Swahili", "Finnish"),
    "sport": ("tennis", "rowing", "judo", "cricket"),
    "band": ("The Vines", "Low Tide", "Paper Moons", "Static"),
    "plant": ("a fern", "a cactus", "an olive tree", "orchids"),
    "commute": ("by bike", "by train", "on foot", "by bus"),
}
_PHRASES = {
    "city": "lives in {}",
    "employer": "works at {}",
    "pet": "has {}",
    "car": "drives {}",
    "diet": "is {}",
    "gym": "trains at {}",
    "phone": "uses {}",
    "hobby": "practises {}",
    "team": "is on the {} team",
    "doctor": "sees {}",
    "bank": "banks with {}",
    "school": "sends the kids to {}",
    "dentist": "goes to {} for teeth",
    "airline": "flies with {}",
    "coffee": "drinks {}",
    "language": "is learning {}",
    "sport": "plays {}",
    "band": "listens to {}",
    "plant": "grows {}",
    "commute": "commutes {}",
}


@dataclass(frozen=True, slots=True)
class History:
    """One history: its name, where it comes from, and its sessions — each a list of (key, sentence)."""

    name: str
    origin: str
    sessions: tuple[tuple[tuple[str, str], ...], ...]

    @property
    def updates(self) -> int:
        return sum(len(s) for s in self.sessions)


def synthetic_histories(seed: int, count: int = SYNTHETIC_HISTORIES) -> list[History]:
    """Generated, labelled stand-ins for LongMemEval-S: a user's twenty attributes set in the first session,
    then 7–13 more sessions, each updating 2–5 of them."""
    rng = random.Random(f"longmemeval-shaped:{seed}")
    out = []
    for h in range(count):
        user = f"user{h:02d}"
        current = {a: rng.choice(v) for a, v in _ATTRIBUTES.items()}
        sessions = [tuple((f"{user}/{a}", f"{user} {_PHRASES[a].format(v)}") for a, v in current.items())]
        for _ in range(rng.randint(7, 13)):
            changed = []
            for a in rng.sample(sorted(_ATTRIBUTES), rng.randint(2, 5)):
                current[a] = rng.choice([v for v in _ATTRIBUTES[a] if v != current[a]])
                changed.append((f"{user}/{a}", f"{user} {_PHRASES[a].format(current[a])}"))
            sessions.append(tuple(changed))
        out.append(History(f"synthetic-{h:02d}", "synthetic (LongMemEval-S-shaped)", tuple(sessions)))
    return out


def default_locomo_path() -> Path:
    env = os.environ.get("MEMTX_LOCOMO")
    if env:
        return Path(env)
    return shared_data_file(Path("shared") / "data" / "locomo" / "locomo10.json")


def locomo_histories(path: Path) -> list[History]:
    """The 10 LoCoMo dialogs: per session, each speaker's observations written into that speaker's note
    slots 0–7 in turn (so later sessions update earlier notes)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for sample in data:
        observations = sample["observation"]
        slot: dict[str, int] = {}
        sessions = []
        names = sorted(observations, key=lambda s: int(s.split("_")[1]))
        for name in names:
            facts = []
            for speaker, notes in sorted(observations[name].items()):
                for note in notes:
                    text = str(note[0]).strip().rstrip(".")
                    if not text:
                        continue
                    i = slot.get(speaker, 0)
                    slot[speaker] = i + 1
                    facts.append((f"{speaker}/note {i % 8}", text))
            if facts:
                sessions.append(tuple(facts))
        out.append(History(f"locomo-{sample['sample_id']}", "LoCoMo", tuple(sessions)))
    return out


def ingest(history: History, path: Path) -> None:
    """One transaction per session: each sentence observed as its own shared source and proposed."""
    with Memory.open(path, fast=True) as mem:
        mem.register_agent(AGENT)
        for n, session in enumerate(history.sessions, start=1):
            with mem.transaction(agent=AGENT) as tx:
                items = []
                for key, sentence in session:
                    src = tx.observe(sentence + ".", owner=AGENT, scope="shared", authority=0.9, at=float(n))
                    items.append(
                        {"key": key, "value": sentence, "evidence": sentence, "source": src.id, "at": float(n)}
                    )
                tx.propose_many(items)


def projection(path: Path) -> tuple[dict[str, int], dict[int, str]]:
    """A (live entries) and every version's state, with plain SQL."""
    found = image(path)
    return found.active, found.states


# --- the methods --------------------------------------------------------------------------------------------


def _journal_restore(path: Path, _template: Path, _injection: Injection) -> None:
    with Memory.open(path) as mem, contextlib.suppress(StoreDamaged):  # a refusal counts as incomplete
        mem.recover()


def _single_key_undo(path: Path, _template: Path, _injection: Injection) -> None:
    """Restore the single item the first violation names, from the journal (what a per-key undo can do)."""
    with Memory.open(path) as mem:
        report = mem.check()
        if report.ok:
            return
        first = report.violations[0]
        with mem.store_context.writer() as u:  # the baseline works on the store directly, like the oracle
            plan = plan_recovery(list(u.iter_records()), list(u.iter_active()), list(u.iter_events()))
            states = [s for s in plan.states if s[0] == first.vid][:1] or list(plan.states[:1])
            actives = [a for a in plan.actives if a.ckey == first.ckey][:1]
            if actives:
                u.repair_active(actives, [])
            elif states:
                u.set_states([(vid, state, reason, None, None) for vid, state, reason in states])
            elif plan.actives:
                u.repair_active(list(plan.actives[:1]), [])


def _write_set_oracle(path: Path, template: Path, injection: Injection) -> None:
    """Told every row the fault wrote: copy those rows back from the pre-fault store."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("ATTACH DATABASE ? AS before", (str(template),))
        for table, key in injection.touched:
            if table == "active":
                conn.execute("DELETE FROM main.active WHERE ckey = ?", (key,))
                conn.execute("INSERT INTO main.active SELECT * FROM before.active WHERE ckey = ?", (key,))
            elif table == "records":
                conn.execute(
                    "UPDATE main.records SET state = (SELECT state FROM before.records b WHERE b.vid = records.vid), "
                    "reason = (SELECT reason FROM before.records b WHERE b.vid = records.vid) WHERE vid = ?",
                    (int(key),),
                )
            elif key.startswith("lost "):
                conn.execute("INSERT INTO main.journal SELECT * FROM before.journal WHERE seq = ?", (int(key[5:]),))
            elif key.startswith("copied "):
                conn.execute("DELETE FROM main.journal WHERE seq = ?", (int(key.rsplit(" ", 1)[1]),))
        conn.commit()
    finally:
        conn.close()


def _no_recovery(_path: Path, _template: Path, _injection: Injection) -> None:
    return None


_METHODS: dict[str, Callable[[Path, Path, Injection], None]] = {
    "journal restore": _journal_restore,
    "single-key undo": _single_key_undo,
    "write-set oracle": _write_set_oracle,
    "no recovery": _no_recovery,
}


# --- the run ------------------------------------------------------------------------------------------------


@dataclass(slots=True)
class RecoveryEval:
    seed: int
    histories: list[dict[str, object]] = field(default_factory=list)
    # (method, fault, keys) -> [complete, cases]
    cells: dict[tuple[str, str, int], list[int]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # (history, fault, keys) a history was too small for
    protocol: ProtocolResult | None = None  # the in-flight track (None: not run)
    seconds: float = 0.0

    def rate(self, method: str, fault: str | None = None, keys: int | None = None) -> float:
        hits = [v for (m, f, k), v in self.cells.items() if m == method and fault in (None, f) and keys in (None, k)]
        done, total = sum(h[0] for h in hits), sum(h[1] for h in hits)
        return done / total if total else 0.0

    def to_dict(self) -> dict[str, object]:
        return {
            "suite": "recovery",
            "seed": self.seed,
            "recovery_protocol": None if self.protocol is None else self.protocol.to_dict(),
            "at_rest_track": "faults written into a closed store, each damaging one of two redundant copies "
            "(not the papers' in-flight protocol; kept as a separate track)",
            "histories": self.histories,
            "methods": list(METHODS),
            "faults": list(FAULT_CLASSES),
            "keys": list(KEY_COUNTS),
            "complete_restore_rate": {
                m: {f: {str(k): self.rate(m, f, k) for k in KEY_COUNTS} for f in FAULT_CLASSES} for m in METHODS
            },
            "overall": {m: self.rate(m) for m in METHODS},
            "cases": {f"{m} / {f} / {k}": v[1] for (m, f, k), v in sorted(self.cells.items())},
            "skipped": self.skipped,
            "notes": self.notes,
            "seconds": round(self.seconds, 1),
        }

    def format_table(self) -> str:
        headers = ["method", *FAULT_CLASSES, "all"]
        rows: list[list[Cell]] = [[m, *(self.rate(m, f) for f in FAULT_CLASSES), self.rate(m)] for m in METHODS]
        by_keys: list[list[Cell]] = [[m, *(self.rate(m, keys=k) for k in KEY_COUNTS)] for m in METHODS]
        n = len(self.histories)
        head = (
            f"memtx eval recovery · {n} histories · 4 fault classes × keys {', '.join(map(str, KEY_COUNTS))} · "
            f"seed {self.seed} · {self.seconds:.0f} s\nfraction of complete pre-image restores (projection equal "
            "to the pre-fault one and I(S) holding after reopen)"
        )
        return "\n\n".join(
            [
                *self._protocol_text(text_table),
                "At rest (one of two redundant copies damaged; a separate track, not the papers' protocol):\n" + head,
                text_table(headers, rows),
                text_table(["method", *(f"{k} keys" for k in KEY_COUNTS)], by_keys),
                *(f"note: {x}" for x in self.notes),
            ]
        )

    def _protocol_text(self, table: Callable[[list[str], list[list[Cell]]], str]) -> list[str]:
        """The in-flight protocol's tables: per track, each arm's outcomes; per crash point, RB's first
        reopen and the journal restore."""
        p = self.protocol
        if p is None:
            return ["in-flight protocol: not run"]
        out = [
            "In-flight protocol (RB(τ), DESIGN §10): a k-key transaction (k = 2, 4, 8, 16) fails in flight; "
            "reopen; compare with A₀ (or with its completed post-image past its durable mark); restore; reopen."
        ]
        titles = {
            "crash": "crash: memtx's write path SIGKILLed at each crash point",
            "torn": "torn: the paper's premise — τ's writes land key by key, no atomic unit; killed after i of k",
            "both copies": "both copies damaged: what cannot be restored (a refusal is the honest outcome)",
        }
        outcomes = ("restored", "refused", "wrong image", "left damaged")
        for track, title in titles.items():
            rows: list[list[Cell]] = [
                [arm, *(p.rate(track, arm, Outcome(o)) for o in outcomes), p.count(track, arm)] for arm in ARMS
            ]
            out.append(f"{title}\n" + table(["arm", *outcomes, "cases"], rows))
        points: list[list[Cell]] = [
            [s, p.cases[("crash", s)], p.damage_seen[("crash", s)], p.rate("crash", ARMS[0], scenario=s)]
            for s in sorted({s for (t, s) in p.cases if t == "crash"})
        ]
        out.append(
            "crash points: cases, damage seen on the first reopen (after memtx's open-time recovery), journal "
            "restore's restored rate\n" + table(["crash point", "cases", "damage seen", "restored"], points)
        )
        if p.not_reached:
            out.append("crash points never reached (the writer ended otherwise): " + ", ".join(p.not_reached))
        return out

    def to_markdown(self) -> str:
        headers = ["method", *FAULT_CLASSES, "all"]
        rows: list[list[Cell]] = [[m, *(self.rate(m, f) for f in FAULT_CLASSES), self.rate(m)] for m in METHODS]
        by_keys: list[list[Cell]] = [[m, *(self.rate(m, keys=k) for k in KEY_COUNTS)] for m in METHODS]
        origins = sorted({str(h["origin"]) for h in self.histories})
        return "\n\n".join(
            [
                "# memtx eval recovery",
                *(s.replace("\n", "\n\n", 1) for s in self._protocol_text(markdown_table)),
                "## At rest (a separate track: one of two redundant copies damaged)",
                f"{len(self.histories)} histories ({', '.join(origins)}), seed {self.seed}. Fraction of complete "
                "pre-image restores: the projection (A and every version's state) equals the pre-fault one and "
                "I(S) holds after a reopen.",
                markdown_table(headers, rows),
                markdown_table(["method", *(f"{k} keys" for k in KEY_COUNTS)], by_keys),
                *(f"- {x}" for x in self.notes),
            ]
        )


def run(
    seed: int = 0,
    *,
    locomo: Path | None = None,
    synthetic: int = SYNTHETIC_HISTORIES,
    dialogs: int = 10,
    protocol: bool = True,
    progress: Tick | None = None,
) -> RecoveryEval:
    """The in-flight protocol (unless `protocol=False`), then every history × fault class × key count ×
    method at rest, on copies of one ingested store per history."""
    tick = progress or silent
    started = time.monotonic()
    report = RecoveryEval(seed)
    if protocol:
        report.protocol = run_protocol(tick=lambda label: tick(0, 1, f"in-flight protocol: {label}"))
    histories = synthetic_histories(seed, synthetic)
    path = locomo if locomo is not None else default_locomo_path()
    if dialogs > 0:
        if path.exists():
            histories += locomo_histories(path)[:dialogs]
        else:
            report.notes.append(f"LoCoMo skipped: {path} is absent (set MEMTX_LOCOMO to its locomo10.json)")
    with tempfile.TemporaryDirectory(prefix="memtx-eval-recovery-") as scratch:
        work = Path(scratch)
        for h, history in enumerate(histories):
            tick(h, len(histories), history.name)
            template = work / f"h{h}.db"
            ingest(history, template)
            expected = projection(template)
            report.histories.append(
                {
                    "name": history.name,
                    "origin": history.origin,
                    "sessions": len(history.sessions),
                    "updates": history.updates,
                    "versions": len(expected[1]),
                }
            )
            for fault in FAULT_CLASSES:
                for keys in KEY_COUNTS:
                    for method in METHODS:
                        case = work / "case.db"
                        shutil.copyfile(template, case)
                        try:
                            injection = inject(case, fault, keys=keys, seed=seed * 1_000 + h)
                        except InvalidArgument as exc:  # too small a history for this many keys
                            report.skipped.append(f"{history.name}: {fault} at {keys} keys: {exc}")
                            break
                        _METHODS[method](case, template, injection)
                        with Memory.open(case) as mem:
                            consistent = mem.check().ok
                        complete = consistent and projection(case) == expected
                        cell = report.cells.setdefault((method, fault, keys), [0, 0])
                        cell[0] += int(complete)
                        cell[1] += 1
                        for extra in work.glob("case.db*"):
                            extra.unlink()
    tick(len(histories), len(histories), "done")
    report.notes.append(
        "synthetic histories are generated stand-ins shaped like LongMemEval-S (the real set is not available "
        "offline); no language model is involved: ingestion is deterministic"
    )
    report.seconds = time.monotonic() - started
    return report


def claims(document: dict[str, Any]) -> list[Claim]:
    """MemTxn's recovery claim, judged on the in-flight protocol's torn track (the paper's premise: a multi-key
    transaction whose writes land without an atomic unit); the crash and both-copies tracks are reported beside
    it. `not measured` when the protocol did not run."""
    text = "journal restore: 100% complete pre-image restore, as the write-set oracle; single-key undo fails"
    figure = "journal 100%, oracle 100%, single-key undo below 100%"
    protocol = document.get("recovery_protocol")
    if not protocol:
        return [Claim("MemTxn", text, figure, "in-flight protocol not run", "–", Verdict.NOT_MEASURED)]
    torn, crash, both = (protocol["tracks"][t] for t in ("torn", "crash", "both copies"))
    restored = torn["restored"]
    seen = sum(s["damage_seen_on_first_reopen"] for s in crash["scenarios"].values())
    crashes = sum(s["cases"] for s in crash["scenarios"].values())
    measured = (
        f"torn in flight ({torn['cases_per_arm']} cases): journal {restored['journal restore']:.3f}, oracle "
        f"{restored['write-set oracle']:.3f}, undo {restored['single-key undo']:.3f}; memtx's own path killed at "
        f"{len(crash['scenarios'])} crash points ({crashes} cases): damage on reopen {seen}, journal restored "
        f"{crash['restored']['journal restore']:.3f}; both copies damaged ({both['cases_per_arm']} cases): journal "
        f"refused {both['refused']['journal restore']:.3f}, wrong image {both['wrong_image']['journal restore']:.3f}"
    )
    holds = (
        torn["cases_per_arm"] > 0
        and restored["journal restore"] == 1.0
        and restored["write-set oracle"] == 1.0
        and restored["single-key undo"] < 1.0
    )
    configuration = (
        "RB(τ): k-key transaction, k = 2/4/8/16, persisted intent, killed in flight after each of 1 to k − 1 keys "
        "landed; reopen, restore, reopen; compared with A₀"
    )
    return [Claim("MemTxn", text, figure, measured, configuration, Verdict.HOLDS if holds else Verdict.NOT_REPRODUCED)]


def write_report(report: RecoveryEval, out_dir: Path) -> list[Path]:
    return write_json_and_markdown(out_dir, "recovery", report.to_dict(), report.to_markdown())
