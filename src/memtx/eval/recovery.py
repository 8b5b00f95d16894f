"""`memtx eval recovery` (DESIGN §10, §13): MemTxn's recovery experiment, offline.

Histories of knowledge updates are ingested (one transaction per session), then damaged at rest with each of
the four fault classes of `memtx.faults` at 2, 4, 8 and 16 physical keys, and each method tries to restore:

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

from memtx.errors import InvalidArgument, StoreDamaged
from memtx.eval.claims import Claim, Verdict
from memtx.eval.data_paths import shared_data_file
from memtx.eval.output import write_json_and_markdown
from memtx.eval.progress import Tick, silent
from memtx.eval.report import Cell, markdown_table, text_table
from memtx.faults import FAULT_CLASSES, Injection, inject
from memtx.recovery import plan_recovery
from memtx.store import Memory

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
    conn = sqlite3.connect(path)
    try:
        active = {str(k): int(v) for k, v in conn.execute("SELECT ckey, vid FROM active WHERE vid IS NOT NULL")}
        states = {int(v): str(s) for v, s in conn.execute("SELECT vid, state FROM records")}
    finally:
        conn.close()
    return active, states


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
        with mem._writer() as u:  # the baseline works on the store directly, like the oracle
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
    seconds: float = 0.0

    def rate(self, method: str, fault: str | None = None, keys: int | None = None) -> float:
        hits = [v for (m, f, k), v in self.cells.items() if m == method and fault in (None, f) and keys in (None, k)]
        done, total = sum(h[0] for h in hits), sum(h[1] for h in hits)
        return done / total if total else 0.0

    def to_dict(self) -> dict[str, object]:
        return {
            "suite": "recovery",
            "seed": self.seed,
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
                head,
                text_table(headers, rows),
                text_table(["method", *(f"{k} keys" for k in KEY_COUNTS)], by_keys),
                *(f"note: {x}" for x in self.notes),
            ]
        )

    def to_markdown(self) -> str:
        headers = ["method", *FAULT_CLASSES, "all"]
        rows: list[list[Cell]] = [[m, *(self.rate(m, f) for f in FAULT_CLASSES), self.rate(m)] for m in METHODS]
        by_keys: list[list[Cell]] = [[m, *(self.rate(m, keys=k) for k in KEY_COUNTS)] for m in METHODS]
        origins = sorted({str(h["origin"]) for h in self.histories})
        return "\n\n".join(
            [
                "# memtx eval recovery",
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
    progress: Tick | None = None,
) -> RecoveryEval:
    """Every history × fault class × key count × method, on copies of one ingested store per history."""
    tick = progress or silent
    started = time.monotonic()
    report = RecoveryEval(seed)
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


def write_report(report: RecoveryEval, out_dir: Path) -> list[Path]:
    return write_json_and_markdown(out_dir, "recovery", report.to_dict(), report.to_markdown())


def claims(document: dict[str, Any]) -> list[Claim]:
    """One line: journal restore against the paper's complete restore. The paper's protocol (a multi-key
    transaction failing in flight, reopen, restore to A₀) is not what this suite runs, so: not measured."""
    overall = document["overall"]
    return [
        Claim(
            "MemTxn",
            "recovery: complete pre-image restore, as the write-set oracle; single-key undo fails",
            "1.0 complete restores",
            f"journal {overall['journal restore']:.3f}, oracle {overall['write-set oracle']:.3f}, undo "
            f"{overall['single-key undo']:.3f}, none {overall['no recovery']:.3f}",
            "faults at rest damaging one of two redundant copies (not the paper's in-flight protocol)",
            Verdict.NOT_MEASURED,
        )
    ]
