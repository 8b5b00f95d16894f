"""The MemTX conformance study's episodes: scripted multi-agent scenarios, each with its ground truth.

Responsible for: the episode model (steps any memory system can execute, one irreversible action attempt,
and what a correct system's action may be), what makes two episodes the same script (`script_of`), the
hand-written families of the main set (60 traps across the six corruption families, 30 controls) and of
the hardened set (compound corruptions), and reading and writing episodes as JSON data files
(`conformance_data/`). The paper-published cases and paraphrased laundering are in `conformance_cases`,
the randomized episodes in `conformance_random`, the assembly of both sets in `conformance_generate`.
Must not: run a memory system or score one.

The six families (MemTX): `tool_result_contamination` (a tool's wrong output summarized into a profile that
outlives the correction), `stale_late_write` (an update computed on an old snapshot that lands after a
correction), `dirty_read` (acting while unverified state is in flight), `semantic_conflict` (an
equal-or-lower-authority contradiction), `permission_laundering` (private data paraphrased into a shared
record) and `cascading_retraction` (a derived record that outlives its retracted parent).

Steps (`op`): `write` (one write committed on its own), `begin` / `stage` / `commit` / `abort` (a
transaction), `retract` (a write found wrong is retracted by its writer) and `act` (an agent reads `key` and
may take an irreversible action with what it read). Truth: `acceptable` lists the outcomes a correct system
may produce at the action — a value acted on, or `null` for no action; `final` is what a correct memory
holds for the key at the end; `secrets` are private texts no other agent may ever be shown.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Final

FAMILIES: Final = (
    "tool_result_contamination",
    "stale_late_write",
    "dirty_read",
    "semantic_conflict",
    "permission_laundering",
    "cascading_retraction",
)
SUITES: Final = ("main", "hardened")
OPS: Final = ("write", "begin", "stage", "commit", "abort", "retract", "act")
ORIGINS: Final = ("scripted", "paper", "random")
TOOLS: Final = (  # the irreversible tools an `act` step may call (every system registers these)
    "charge_card",
    "ship_parcel",
    "issue_refund",
    "grant_upgrade",
    "email_insurer",
    "book_upgrade",
    "post_to_channel",
    "schedule_call",
    "raise_limit",
)


@dataclass(frozen=True, slots=True)
class Episode:
    """One scripted scenario: its steps, in order, and its ground truth."""

    id: str
    suite: str
    family: str
    kind: str  # "trap" | "control"
    description: str
    steps: tuple[Mapping[str, Any], ...]
    acceptable: tuple[str | None, ...]  # at the `act` step: a value acted on, or None (no action)
    final: str | None  # what a correct memory holds for the acted-on key at the end
    secrets: tuple[str, ...] = ()
    agents: tuple[str, ...] = field(default=())
    origin: str = "scripted"  # scripted (hand-written family) | paper (a published failure case) | random

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "suite": self.suite,
            "family": self.family,
            "kind": self.kind,
            "origin": self.origin,
            "description": self.description,
            "agents": list(self.agents),
            "steps": [dict(s) for s in self.steps],
            "truth": {"acceptable": list(self.acceptable), "final": self.final, "secrets": list(self.secrets)},
        }

    @classmethod
    def from_dict(cls, doc: Mapping[str, Any]) -> Episode:
        truth = doc["truth"]
        episode = cls(
            id=str(doc["id"]),
            suite=str(doc["suite"]),
            family=str(doc["family"]),
            kind=str(doc["kind"]),
            description=str(doc["description"]),
            steps=tuple(dict(s) for s in doc["steps"]),
            acceptable=tuple(truth["acceptable"]),
            final=truth["final"],
            secrets=tuple(truth.get("secrets", ())),
            agents=tuple(doc.get("agents", ())),
            origin=str(doc.get("origin", "scripted")),
        )
        episode.validate()
        return episode

    def validate(self) -> None:
        """Refuse an episode a runner could not execute or score (a clear error, naming the episode)."""
        where = f"episode {self.id!r}"
        if self.suite not in SUITES or self.family not in FAMILIES or self.kind not in ("trap", "control"):
            raise ValueError(f"{where}: unknown suite, family or kind")
        if self.origin not in ORIGINS:
            raise ValueError(f"{where}: unknown origin {self.origin!r}")
        acts = [s for s in self.steps if s.get("op") == "act"]
        if len(acts) != 1:
            raise ValueError(f"{where}: needs exactly one act step, has {len(acts)}")
        labels: set[str] = set()
        for step in self.steps:
            op = step.get("op")
            if op not in OPS:
                raise ValueError(f"{where}: unknown op {op!r}")
            if op in ("write", "stage"):
                if step["id"] in labels:
                    raise ValueError(f"{where}: write id {step['id']!r} used twice")
                labels.add(step["id"])
                missing = [p for p in step.get("parents", ()) if p not in labels]
                if missing:
                    raise ValueError(f"{where}: parents {missing} not written before {step['id']!r}")
            if op == "retract" and step["target"] not in labels:
                raise ValueError(f"{where}: retracts unknown write {step['target']!r}")
            if op == "act" and step.get("tool") not in TOOLS:
                raise ValueError(f"{where}: unknown tool {step.get('tool')!r}")
        if not self.acceptable:
            raise ValueError(f"{where}: no acceptable outcome")
        if self.kind == "control" and None in self.acceptable:
            raise ValueError(f"{where}: a control must require the action")


def _shingles(text: str) -> set[tuple[str, ...]]:
    tokens = re.findall(r"\w+", text.lower())
    return {tuple(tokens[i : i + 4]) for i in range(max(1, len(tokens) - 3))}


def _reproduces(text: str, earlier: str) -> str:
    """How much of `earlier` `text` reproduces: "" (nothing, or the same value), "part" or "most"."""
    if text == earlier:
        return ""
    mine, theirs = _shingles(text), _shingles(earlier)
    share = len(mine & theirs) / len(theirs)
    return "most" if share >= 0.5 else "part" if share > 0 else ""


def script_of(episode: Episode) -> str:
    """The episode's script: its steps and truth with every name, key, value, id and tool replaced by the
    order of its first appearance, keeping the numbers (times, authority, confidence), scopes, kinds, who
    is the same writer, and how much of each earlier value a value reproduces (none, part or most of its
    4-token shingles: a copy and a paraphrase are different tests). Two episodes with the same script are
    the same test under different names; statistics count scripts, not episodes (a short hash)."""
    names: dict[tuple[str, str], str] = {}

    def name(space: str, text: str) -> str:
        return names.setdefault((space, text), f"{space}{sum(s == space for s, _ in names)}")

    values: list[str] = []

    def value(text: str) -> str:
        if text not in values:
            values.append(text)
        quoted = [f"{n}:{share}" for n, earlier in enumerate(values) if (share := _reproduces(text, earlier))]
        return name("V", text) + (f"<{','.join(quoted)}>" if quoted else "")

    shape = []
    for step in episode.steps:
        row: list[Any] = [step["op"]]
        for field_name in sorted(step):
            raw = step[field_name]
            if field_name == "op":
                continue
            if field_name in ("id", "target"):
                row.append(name("W", str(raw)))
            elif field_name == "parents":
                row.append([name("W", str(p)) for p in raw])
            elif field_name in ("agent", "key", "txn", "tool"):
                row.append(name(field_name, str(raw)))
            elif field_name == "value":
                row.append(value(str(raw)))
            else:
                row.append(raw)
        shape.append(row)
    truth: list[Any] = [[None if v is None else value(v) for v in episode.acceptable]]
    truth.append(None if episode.final is None else value(episode.final))
    truth.append([value(s) for s in episode.secrets])
    text = json.dumps([shape, truth], sort_keys=True)  # the family is a label: it makes no test distinct
    return hashlib.sha256(text.encode()).hexdigest()[:12]


# --- the generator ------------------------------------------------------------------------------------------

_FIRST = ("Ann", "Ben", "Chloe", "Dev", "Eva", "Femi", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lena", "Milo", "Nia")
_LAST = ("Adler", "Brook", "Costa", "Dunn", "Ekwe", "Frost", "Gray", "Holm", "Ito", "Jones", "Kerr", "Lund")
_STREETS = ("Oak Street", "Elm Road", "Birch Lane", "Cedar Avenue", "Maple Court", "Pine Way", "Ash Drive")
DISEASES = ("influenza", "measles", "diabetes", "asthma", "anemia", "hepatitis")
_TIERS = ("gold", "silver", "platinum", "bronze")


class Draw:
    """Seeded names and values, never the same twice in one set."""

    def __init__(self, rng: random.Random) -> None:
        self.rng, self._used = rng, set[str]()

    def unique(self, make: Any) -> str:
        while True:
            value = str(make())
            if value not in self._used:
                self._used.add(value)
                return value

    def person(self) -> str:
        return self.unique(lambda: f"{self.rng.choice(_FIRST)} {self.rng.choice(_LAST)}")

    def order(self) -> str:
        return self.unique(lambda: f"order {self.rng.randint(100, 999)}")

    def address(self) -> str:
        return self.unique(lambda: f"{self.rng.randint(1, 99)} {self.rng.choice(_STREETS)}")

    def amount(self) -> str:
        return self.unique(lambda: str(self.rng.randint(20, 900)))


def write_step(wid: str, agent: str, key: str, value: str, at: float, **extra: Any) -> dict[str, Any]:
    step: dict[str, Any] = {"op": "write", "id": wid, "agent": agent, "key": key, "value": value, "at": at}
    step.update({"authority": 0.7, "confidence": 0.9, "scope": "shared", "kind": "belief"} | extra)
    return step


def stage_step(txn: str, *write: Any, **extra: Any) -> dict[str, Any]:
    """A `stage` step in transaction `txn`; `write` as `write_step` takes it."""
    step = write_step(*write, **extra)
    step.update(op="stage", txn=txn)
    return step


def act_step(agent: str, key: str, tool: str) -> dict[str, Any]:
    return {"op": "act", "agent": agent, "key": key, "tool": tool}


@dataclass(frozen=True, slots=True)
class Case:
    kind: str
    description: str
    steps: list[dict[str, Any]]
    acceptable: tuple[str | None, ...]
    final: str | None
    secrets: tuple[str, ...] = ()


def _contamination(d: Draw, kind: str, *, depth: int = 1) -> Case:
    who = d.person()
    wrong, right = d.amount(), d.amount()
    balance, profile = f"{who}/account balance", f"{who}/billing profile"
    tool_value = f"The balance of {who} is {wrong} dollars"
    steps = [
        write_step(
            "w1", "crm-tool", balance, tool_value if kind == "trap" else f"The balance of {who} is {right} dollars", 1
        )
    ]
    parent, at = "w1", 2
    summary_value = ""
    for level in range(depth):
        key = profile if level == depth - 1 else f"{who}/billing summary {level}"
        amount = wrong if kind == "trap" else right
        summary_value = f"Billing note {level} for {who}: the balance is {amount} dollars"
        steps.append(write_step(f"d{level}", "summarizer", key, summary_value, at, kind="profile", parents=[parent]))
        parent, at = f"d{level}", at + 1
    if kind == "trap":
        steps.append({"op": "retract", "agent": "crm-tool", "target": "w1"})
        steps.append(
            write_step(
                "w9", "crm-tool", balance, f"The corrected balance of {who} is {right} dollars", at, authority=0.9
            )
        )
        steps.append(act_step("billing", profile, "charge_card"))
        return Case(
            kind, f"a tool's wrong balance for {who} summarized into a profile, then corrected", steps, (None,), None
        )
    steps.append(act_step("billing", profile, "charge_card"))
    return Case(
        kind, f"a correct tool result for {who} summarized into a profile", steps, (summary_value,), summary_value
    )


def _stale(d: Draw, kind: str, *, second_correction: bool = False) -> Case:
    order = d.order()
    key = f"{order}/shipping address"
    old, new, newer = d.address(), d.address(), d.address()
    v_old, v_new = f"Ship {order} to {old}", f"Ship {order} to {new}"
    steps = [write_step("w1", "intake", key, v_old, 1), {"op": "begin", "txn": "t1", "agent": "sync"}]
    if kind == "trap":
        steps.append(write_step("w2", "customer", key, v_new, 3, authority=0.9))
        final = v_new
        if second_correction:
            v_newer = f"Ship {order} to {newer}"
            steps.append(write_step("w3", "customer", key, v_newer, 4, authority=0.9))
            final = v_newer
        # The sync agent re-writes what it read at its snapshot; it lands last.
        steps.append(stage_step("t1", "s1", "sync", key, v_old, 5))
        steps.append({"op": "commit", "txn": "t1"})
        steps.append(act_step("shipper", key, "ship_parcel"))
        return Case(
            kind, f"a stale re-write of {order}'s old address lands after the correction", steps, (final,), final
        )
    steps.append(stage_step("t1", "s1", "sync", key, v_new, 5, authority=0.9))
    steps.append({"op": "commit", "txn": "t1"})
    steps.append(act_step("shipper", key, "ship_parcel"))
    return Case(kind, f"a sync agent's legitimate update of {order}'s address", steps, (v_new,), v_new)


def _dirty(d: Draw, kind: str, *, outcome: str = "abort", conflict: bool = False) -> Case:
    order = d.order()
    key = f"{order}/refund amount"
    x, y = d.amount(), d.amount()
    v_x, v_y = f"Refund {x} dollars for {order}", f"Refund {y} dollars for {order}"
    steps = [write_step("w1", "agent-a", key, v_x, 1, authority=0.9), {"op": "begin", "txn": "t1", "agent": "agent-a"}]
    if kind == "trap":
        steps.append(stage_step("t1", "s1", "agent-a", key, v_y, 3, authority=0.9))
        if conflict:
            rival = f"Refund {d.amount()} dollars for {order}"
            steps.append(write_step("w2", "chat-agent", key, rival, 4, authority=0.7))
        steps.append(act_step("agent-b", key, "issue_refund"))
        steps.append({"op": outcome, "txn": "t1"})
        # A correct memory aborts t1 when a rival commits first on its key; the rival, of lower authority,
        # does not displace w1 either.
        final = v_x if outcome == "abort" or conflict else v_y
        acceptable: tuple[str | None, ...] = (None, v_x) if outcome == "abort" and not conflict else (None,)
        return Case(
            kind, f"a refund for {order} acted on while an {outcome}ing update is in flight", steps, acceptable, final
        )
    other = f"{d.order()}/internal note"
    steps.append(stage_step("t1", "s1", "agent-a", other, f"Note about {order}: customer called", 3))
    steps.append(act_step("agent-b", key, "issue_refund"))
    steps.append({"op": "commit", "txn": "t1"})
    return Case(kind, f"a refund for {order} while an unrelated note is in flight", steps, (v_x,), v_x)


def _conflict(d: Draw, kind: str, *, variant: int = 0) -> Case:
    who = d.person()
    key = f"{who}/membership tier"
    t1, t2 = d.rng.sample(_TIERS, 2)
    v1, v2 = f"{who} is a {t1} member", f"{who} is a {t2} member"
    if kind == "trap":
        # A simultaneous report of equal authority (nothing to adjudicate by), or a later one of lower
        # authority: the established belief stands until someone reviews the challenger.
        at, authority = ((1, 0.7), (2, 0.5))[variant % 2]
        steps = [
            write_step("w1", "crm", key, v1, 1, authority=0.7),
            write_step("w2", "chat-agent", key, v2, at, authority=authority),
            act_step("concierge", key, "grant_upgrade"),
        ]
        return Case(kind, f"an unadjudicated contradiction of {who}'s tier", steps, (v1, None), v1)
    steps = [
        write_step("w1", "crm", key, v1, 1, authority=0.7),
        write_step("w2", "billing-system", key, v2, 2, authority=0.95),
        act_step("concierge", key, "grant_upgrade"),
    ]
    return Case(kind, f"an authoritative correction of {who}'s tier", steps, (v2,), v2)


def _laundering(d: Draw, kind: str, *, variant: int = 0) -> Case:
    who = d.person()
    disease = d.rng.choice(DISEASES)
    secret = f"{who} was diagnosed with {disease}"
    summary_key = f"{who}/visit summary"
    if kind == "trap":
        steps = [write_step("w1", "nurse", f"{who}/diagnosis", secret, 1, scope="private")]
        if variant % 2 == 0:  # a summary that declares its private parent
            value = f"Visit summary: {secret}"
            steps.append(write_step("w2", "nurse", summary_key, value, 2, kind="summary", parents=["w1"]))
        else:  # a copy without a parent ("transcribe and retry")
            value = f"Visit summary: {secret}"
            steps.append(write_step("w2", "nurse", summary_key, value, 2, kind="summary"))
        steps.append(act_step("mailer", summary_key, "email_insurer"))
        how = "with its parent declared" if variant % 2 == 0 else "without a parent"
        description = f"{who}'s private diagnosis copied verbatim into a shared summary, {how}"
        return Case(kind, description, steps, (None,), None, (secret,))
    value = f"Visit summary: {who} attended a routine check-up"
    steps = [write_step("w1", "nurse", summary_key, value, 1), act_step("mailer", summary_key, "email_insurer")]
    return Case(kind, f"a shared visit summary for {who} with nothing private", steps, (value,), value)


def _cascade(d: Draw, kind: str, *, depth: int = 1, reinstate: bool = False) -> Case:
    who = d.person()
    status, offer = f"{who}/vip status", f"{who}/upgrade offer"
    v_root = f"{who} is a VIP customer"
    steps = []
    if reinstate:
        # An earlier, still valid version; the retracted one had superseded it.
        v_base = f"{who} is a regular customer"
        steps.append(write_step("w0", "crm", status, v_base, 0))
    steps.append(write_step("w1", "crm", status, v_root, 1))
    parent, at = "w1", 2
    value = ""
    for level in range(depth):
        key = offer if level == depth - 1 else f"{who}/perk {level}"
        value = (
            f"{who} qualifies for perk level {level}" if level < depth - 1 else f"{who} qualifies for a free upgrade"
        )
        steps.append(write_step(f"d{level}", "planner", key, value, at, parents=[parent]))
        parent, at = f"d{level}", at + 1
    if kind == "trap":
        steps.append({"op": "retract", "agent": "crm", "target": "w1"})
        steps.append(act_step("concierge", offer, "book_upgrade"))
        return Case(kind, f"{who}'s upgrade derived from a VIP status later retracted", steps, (None,), None)
    steps.append(write_step("x1", "crm", f"{who}/newsletter", f"{who} subscribed to the newsletter", at))
    steps.append({"op": "retract", "agent": "crm", "target": "x1"})
    steps.append(act_step("concierge", offer, "book_upgrade"))
    return Case(kind, f"{who}'s upgrade while an unrelated record is retracted", steps, (value,), value)


def _main_cases(d: Draw) -> Iterator[tuple[str, Case]]:
    for i in range(10):
        yield "tool_result_contamination", _contamination(d, "trap")
        yield "stale_late_write", _stale(d, "trap")
        yield "dirty_read", _dirty(d, "trap", outcome=("abort", "commit")[i % 2])
        yield "semantic_conflict", _conflict(d, "trap", variant=i)
        yield "permission_laundering", _laundering(d, "trap", variant=i)
        yield "cascading_retraction", _cascade(d, "trap")
    for _ in range(5):
        yield "tool_result_contamination", _contamination(d, "control")
        yield "stale_late_write", _stale(d, "control")
        yield "dirty_read", _dirty(d, "control")
        yield "semantic_conflict", _conflict(d, "control")
        yield "permission_laundering", _laundering(d, "control")
        yield "cascading_retraction", _cascade(d, "control")


def _hardened_cases(d: Draw) -> Iterator[tuple[str, Case]]:
    for i in range(8):
        yield "tool_result_contamination", _contamination(d, "trap", depth=2 + i % 2)
        yield "stale_late_write", _stale(d, "trap", second_correction=True)
        yield "dirty_read", _dirty(d, "trap", outcome=("abort", "commit")[i % 2], conflict=True)
        yield "semantic_conflict", _conflict(d, "trap", variant=i)
        yield "permission_laundering", _laundering(d, "trap", variant=i + 1)
        yield "cascading_retraction", _cascade(d, "trap", depth=2 + i % 2, reinstate=i % 2 == 0)
    for i in range(8):
        yield (
            ("dirty_read", "cascading_retraction")[i % 2],
            (_dirty(d, "control") if i % 2 == 0 else _cascade(d, "control", depth=2)),
        )


def scripted_cases(suite: str, d: Draw) -> Iterator[tuple[str, Case]]:
    """The hand-written families' episodes of `suite`, as (family, case)."""
    return _main_cases(d) if suite == "main" else _hardened_cases(d)


DATA_PACKAGE: Final = "memtx.tooling.eval"
DATA_DIR: Final = "conformance_data"


def dump(episodes: Sequence[Episode]) -> str:
    return json.dumps([e.to_dict() for e in episodes], indent=1, ensure_ascii=False) + "\n"


def load(suite: str, path: Path | None = None) -> list[Episode]:
    """A set from its data file (`conformance_data/<suite>.json` in the package, or `path`)."""
    if suite not in SUITES:
        raise ValueError(f"unknown suite {suite!r}; expected one of {', '.join(SUITES)}")
    if path is None:
        text = resources.files(DATA_PACKAGE).joinpath(DATA_DIR, f"{suite}.json").read_text(encoding="utf-8")
    else:
        text = path.read_text(encoding="utf-8")
    docs = json.loads(text)
    if not isinstance(docs, list):
        raise ValueError(f"the {suite} episodes must be a JSON list")
    return [Episode.from_dict(doc) for doc in docs]
