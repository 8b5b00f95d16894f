"""MemoryAgentBench FactConsolidation: map its fact sentences to `(subject, relation)` keys.

Responsible for: the relation templates (hand-written regular expressions, one per sentence frame of the data),
parsing a numbered fact line into a `Fact`, loading the data file's rows, and coverage/slot statistics.
Must not: touch a store, score answers, or ship the data (the file stays outside the repository, read-only).

The data (`Conflict_Resolution.json`) is a JSON list of rows; each row's `context` is `"Here is a list of facts:"`
then one `"N. sentence"` line per fact, e.g. `"0. Thomas Kyd was born in the city of London."`. A *slot* is the
exact `(subject, relation)` pair a template extracts; in the data every slot has one or two versions, the newer
one with the larger serial number (`EXPECTED_SLOTS` records the published counts per context length).

Relations are short canonical phrases (`"born in city"`, `"chairperson"`, `"sport"`, `"citizenship"`); objects
keep their exact spelling. Only the final sentence period is dropped, so `"Washington, D.C.."` yields the object
`"Washington, D.C."`. Templates are tried in order and the first match wins: the `"The <relation> of <subject>
is <object>."` frames first (their lowercase prefix is unambiguous), then the `"<subject> <verb phrase>
<object>."` frames, and last the bare `"The <office> is <holder>."` frame (`"The Governor of Texas is Greg
Abbott."`), which would otherwise swallow the others.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memtx.tooling.eval.data_paths import shared_data_file

CONTEXT_HEADER = "Here is a list of facts:"

# The data README: (slots with two versions, all slots) per context length. SH and MH rows of one length share
# their context, so both carry the same facts.
EXPECTED_SLOTS: Mapping[str, tuple[int, int]] = {
    "6k": (161, 294),
    "32k": (837, 1_473),
    "64k": (1_691, 2_889),
    "262k": (7_236, 11_096),
}

# Where the shared evaluation data lives in the development layout; `MEMTX_FACTCONSOLIDATION` overrides it.
DATA_ENV = "MEMTX_FACTCONSOLIDATION"
_DEV_DATA = Path("shared") / "data" / "memoryagentbench" / "Conflict_Resolution.json"

_LINE = re.compile(r"^\s*(?P<serial>\d+)\.\s+(?P<sentence>\S.*?)\s*$")


@dataclass(frozen=True, slots=True)
class Template:
    """One sentence frame: a regex with `subject` and `obj` groups, matched against the sentence minus its
    final period, and the canonical relation phrase it stands for."""

    relation: str
    pattern: re.Pattern[str]

    def match(self, body: str) -> tuple[str, str] | None:
        m = self.pattern.fullmatch(body)
        if m is None:
            return None
        subject, obj = m.group("subject").strip(), m.group("obj").strip()
        if not subject or not obj:
            return None
        return subject, obj


def _obj_last(relation: str, prefix: str, middle: str = " is ") -> Template:
    """`The <prefix> <subject><middle><object>`: the subject runs to the LAST `middle` (titles may contain
    a lowercase `is`, the objects — mostly names — hardly ever do)."""
    rx = rf"{re.escape(prefix)}(?P<subject>.+){re.escape(middle)}(?P<obj>.+)"
    return Template(relation, re.compile(rx, re.DOTALL))


def _subj_first(relation: str, phrase: str) -> Template:
    """`<subject><phrase><object>`: the subject runs to the FIRST occurrence of `phrase`."""
    rx = rf"(?P<subject>.+?){re.escape(phrase)}(?P<obj>.+)"
    return Template(relation, re.compile(rx, re.DOTALL))


TEMPLATES: tuple[Template, ...] = (
    # "The <relation> of <subject> is <object>." and kin (their lowercase prefixes never start an entity name).
    _obj_last("headquarters city", "The headquarters of ", " is located in the city of "),
    _obj_last("head of government", "The name of the current head of the ", " government is "),
    _obj_last("head of state", "The name of the current head of state in ", " is "),
    _obj_last("educated at", "The univeristy where ", " was educated is "),  # sic: the data's spelling
    _obj_last("educated at", "The university where ", " was educated is "),
    _obj_last("original broadcaster", "The origianl broadcaster of "),  # sic
    _obj_last("original broadcaster", "The original broadcaster of "),
    _obj_last("producer", "The company that produced "),
    _obj_last("genre", "The type of music that ", " plays is "),
    _obj_last("author", "The author of "),
    _obj_last("official language", "The official language of "),
    _obj_last("original language", "The original language of "),
    _obj_last("capital", "The capital of "),
    _obj_last("chairperson", "The chairperson of "),
    _obj_last("chief executive officer", "The chief executive officer of "),
    _obj_last("head coach", "The head coach of "),
    _obj_last("director", "The director of "),
    # "<subject> <verb phrase> <object>."
    _subj_first("born in city", " was born in the city of "),
    _subj_first("died in city", " died in the city of "),
    _subj_first("worked in city", " worked in the city of "),
    _subj_first("founded in city", " was founded in the city of "),
    _subj_first("country of origin", " was created in the country of "),
    _subj_first("continent", " is located in the continent of "),
    _subj_first("citizenship", " is a citizen of "),
    _subj_first("religion", " is affiliated with the religion of "),
    _subj_first("sport", " is associated with the sport of "),
    _subj_first("language spoken", " speaks the language of "),
    _subj_first("language of work", " was written in the language of "),
    _subj_first("position", " plays the position of "),
    _subj_first("field of work", " works in the field of "),
    _subj_first("spouse", " is married to "),
    _subj_first("employer", " is employed by "),
    _subj_first("famous for", " is famous for "),
    _subj_first("creator", " was created by "),
    _subj_first("developer", " was developed by "),
    _subj_first("founder", " was founded by "),
    _subj_first("performer", " was performed by "),
    Template("child", re.compile(r"(?P<subject>.+)'s child is (?P<obj>.+)", re.DOTALL)),
    # Last: "The <office> is <holder>." ("The Governor of Wisconsin is Scott Walker.", "The Tánaiste is ...").
    Template("office holder", re.compile(r"The (?P<subject>.+?) is (?P<obj>.+)", re.DOTALL)),
)

RELATIONS: tuple[str, ...] = tuple(dict.fromkeys(t.relation for t in TEMPLATES))


@dataclass(frozen=True, slots=True)
class Fact:
    """One numbered fact line, parsed: `serial` is the line's number (its order in the context)."""

    serial: int
    sentence: str
    subject: str
    relation: str
    obj: str

    @property
    def slot(self) -> tuple[str, str]:
        """The exact `(subject, relation)` pair; used as the memtx key."""
        return (self.subject, self.relation)


def parse_sentence(sentence: str) -> tuple[str, str, str] | None:
    """`(subject, relation, object)` of one fact sentence, or None when no template matches."""
    body = sentence.strip()
    if body.endswith("."):
        body = body[:-1]
    body = body.strip()
    if not body:
        return None
    for template in TEMPLATES:
        found = template.match(body)
        if found is not None:
            return found[0], template.relation, found[1]
    return None


def split_line(line: str) -> tuple[int, str] | None:
    """`(serial, sentence)` of a `"N. sentence"` line, or None when it is not a numbered line."""
    m = _LINE.match(line)
    if m is None:
        return None
    return int(m.group("serial")), m.group("sentence")


def parse_fact(line: str) -> Fact | None:
    """Parse a numbered fact line (`"0. Thomas Kyd was born in the city of London."`); None when the line is not
    numbered or no template covers its sentence."""
    numbered = split_line(line)
    if numbered is None:
        return None
    serial, sentence = numbered
    parsed = parse_sentence(sentence)
    if parsed is None:
        return None
    subject, relation, obj = parsed
    return Fact(serial=serial, sentence=sentence, subject=subject, relation=relation, obj=obj)


# --- rows --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Row:
    """One data row: its source name (`factconsolidation_mh_6k`), fact lines, questions and gold answers."""

    source: str
    facts: tuple[str, ...]
    questions: tuple[str, ...]
    answers: tuple[tuple[str, ...], ...]

    @property
    def size(self) -> str:
        """The context length label (`6k`, `32k`, `64k`, `262k`): the source name's last part."""
        return self.source.rsplit("_", 1)[-1]

    @property
    def hops(self) -> str:
        """`sh` (single-hop) or `mh` (multi-hop), from the source name; `""` when the name has neither."""
        parts = self.source.split("_")
        return next((p for p in parts if p in ("sh", "mh")), "")


class DataFileMissing(FileNotFoundError):
    """The FactConsolidation data file is not where it was looked for."""


def default_data_path() -> Path:
    """`$MEMTX_FACTCONSOLIDATION` if set, else `shared/data/memoryagentbench/Conflict_Resolution.json` of the
    development layout (`shared_data_file`)."""
    env = os.environ.get(DATA_ENV)
    if env:
        return Path(env)
    return shared_data_file(_DEV_DATA)


def fact_lines(context: str) -> tuple[str, ...]:
    """The numbered fact lines of a row's context (header and blank lines dropped)."""
    lines = [ln for ln in context.splitlines() if ln.strip()]
    if lines and lines[0].strip() == CONTEXT_HEADER:
        lines = lines[1:]
    return tuple(lines)


def row_from_json(obj: Mapping[str, Any]) -> Row:
    try:
        context = obj["context"]
        questions = obj["questions"]
        answers = obj["answers"]
        source = obj["metadata"]["source"]
    except (KeyError, TypeError) as exc:
        raise ValueError(f"not a FactConsolidation row (missing {exc})") from None
    if not isinstance(context, str) or not isinstance(source, str):
        raise ValueError("a FactConsolidation row needs a string context and metadata.source")
    return Row(
        source=source,
        facts=fact_lines(context),
        questions=tuple(str(q) for q in questions),
        answers=tuple(tuple(str(a) for a in (ans if isinstance(ans, list) else [ans])) for ans in answers),
    )


def load_rows(path: str | Path | None = None) -> list[Row]:
    """Read the data file's rows (default: `default_data_path()`); `DataFileMissing` when it is absent."""
    p = Path(path) if path is not None else default_data_path()
    if not p.is_file():
        raise DataFileMissing(
            f"FactConsolidation data file not found: {p} (MemoryAgentBench Conflict_Resolution.json; "
            f"set ${DATA_ENV} to its path)"
        )
    with p.open(encoding="utf-8") as fh:
        data = json.load(fh)
    if not isinstance(data, list):
        raise ValueError(f"{p}: expected a JSON list of rows, got {type(data).__name__}")
    return [row_from_json(item) for item in data]


# --- coverage -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Coverage:
    """Template coverage of one row: how many fact lines parse, and the slot statistics of those that do."""

    source: str
    facts: int
    covered: int
    slots: int
    two_version_slots: int
    over_two_slots: int  # slots with more than two versions (the data has none: a template is too coarse)
    per_relation: Mapping[str, int] = field(default_factory=dict)
    uncovered: tuple[str, ...] = ()  # up to `keep_uncovered` lines no template matched

    @property
    def ratio(self) -> float:
        return self.covered / self.facts if self.facts else 1.0


def parse_facts(lines: Iterable[str]) -> tuple[list[Fact], list[str]]:
    """`(parsed facts, lines no template covers)`, in input order."""
    facts: list[Fact] = []
    missed: list[str] = []
    for line in lines:
        fact = parse_fact(line)
        if fact is None:
            missed.append(line)
        else:
            facts.append(fact)
    return facts, missed


def slot_versions(facts: Iterable[Fact]) -> dict[tuple[str, str], list[Fact]]:
    """Each slot's facts in serial order."""
    by_slot: dict[tuple[str, str], list[Fact]] = defaultdict(list)
    for fact in sorted(facts, key=lambda f: f.serial):
        by_slot[fact.slot].append(fact)
    return dict(by_slot)


def row_coverage(row: Row, *, keep_uncovered: int = 20) -> Coverage:
    facts, missed = parse_facts(row.facts)
    versions = slot_versions(facts)
    counts = Counter(len(v) for v in versions.values())
    return Coverage(
        source=row.source,
        facts=len(row.facts),
        covered=len(facts),
        slots=len(versions),
        two_version_slots=counts.get(2, 0),
        over_two_slots=sum(n for k, n in counts.items() if k > 2),
        per_relation=dict(Counter(f.relation for f in facts).most_common()),
        uncovered=tuple(missed[:keep_uncovered]),
    )


def coverage(rows: Sequence[Row], *, keep_uncovered: int = 20) -> list[Coverage]:
    """`row_coverage` of every row, in order."""
    return [row_coverage(row, keep_uncovered=keep_uncovered) for row in rows]


def total_ratio(report: Iterable[Coverage]) -> float:
    """Covered fact lines over all fact lines, across rows."""
    items = list(report)
    facts = sum(c.facts for c in items)
    return sum(c.covered for c in items) / facts if facts else 1.0


def coverage_table(report: Iterable[Coverage]) -> str:
    """A plain-text table: per row, facts, covered (%), slots, two-version slots (and the published figures)."""
    header = f"{'row':<26} {'facts':>6} {'covered':>8} {'%':>7} {'slots':>6} {'2-ver':>6} {'expected 2-ver/slots':>21}"
    out = [header, "-" * len(header)]
    for c in report:
        exp = EXPECTED_SLOTS.get(c.source.rsplit("_", 1)[-1])
        exp_s = f"{exp[0]:,}/{exp[1]:,}" if exp else "-"
        out.append(
            f"{c.source:<26} {c.facts:>6} {c.covered:>8} {100 * c.ratio:>6.2f}% {c.slots:>6} "
            f"{c.two_version_slots:>6} {exp_s:>21}"
        )
    return "\n".join(out)
