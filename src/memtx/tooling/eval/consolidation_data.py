"""The FactConsolidation corpora the `consolidation` suite runs on: the real rows, or a seeded generator.

Responsible for: grouping the data file's rows into one `Corpus` per context length (its single-hop and
multi-hop rows share their facts), and, when the file is absent, generating corpora of the same shape —
numbered fact lines in the data's sentence frames, a share of (subject, relation) slots with a second, newer
version, single-hop questions about a slot's newest version and two-hop questions that chain two slots.
Must not: touch a store, answer or score.

The generator's sizes are the data's (455, 2,310, 4,580 and 18,332 facts) and about 55% of its slots have two
versions, as in the data (`factconsolidation.EXPECTED_SLOTS`). It stands in for the real file in CI-sized
runs and wherever `../shared/data` is absent; its figures are not the benchmark's.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from memtx.tooling.eval.factconsolidation import Row, load_rows

SIZES: Final[Mapping[str, int]] = {"6k": 455, "32k": 2_310, "64k": 4_580, "262k": 18_332}
QUESTIONS: Final = 100  # per row of the data: 100 single-hop and 100 multi-hop questions per length
TWO_VERSION_SHARE: Final = 0.55


@dataclass(frozen=True, slots=True)
class Case:
    """One question with its gold answers (any of them is right)."""

    question: str
    golds: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Corpus:
    """One context length: its numbered fact lines (in context order) and its questions per hop count."""

    size: str
    lines: tuple[str, ...]
    single_hop: tuple[Case, ...]
    multi_hop: tuple[Case, ...]
    origin: str  # the data file's row names, or "generated (seed N)"


def _cases(row: Row) -> tuple[Case, ...]:
    return tuple(Case(q, a) for q, a in zip(row.questions, row.answers, strict=True))


def load_corpora(path: str | Path | None = None) -> list[Corpus]:
    """One corpus per context length of the data file (`DataFileMissing` when it is absent), smallest first.
    A length's single-hop and multi-hop rows must carry the same facts; a file where they differ is refused."""
    by_size: dict[str, dict[str, Row]] = {}
    for row in load_rows(path):
        by_size.setdefault(row.size, {})[row.hops] = row
    corpora = []
    for size, rows in sorted(by_size.items(), key=lambda kv: SIZES.get(kv[0], 10**9)):
        sh, mh = rows.get("sh"), rows.get("mh")
        first = sh if sh is not None else mh
        lines = first.facts if first is not None else ()
        if sh is not None and mh is not None and sh.facts != mh.facts:
            raise ValueError(f"the {size} single-hop and multi-hop rows carry different facts")
        corpora.append(
            Corpus(
                size=size,
                lines=tuple(lines),
                single_hop=_cases(sh) if sh else (),
                multi_hop=_cases(mh) if mh else (),
                origin=", ".join(r.source for r in (sh, mh) if r is not None),
            )
        )
    return corpora


# --- the generator ----------------------------------------------------------------------------------------

# Entity types and the relations between them, each with the data's sentence frame, a single-hop question and
# the noun phrase a two-hop question uses for it ("the country of citizenship of the author of X").
_PERSON, _CITY, _COUNTRY, _WORK, _SPORT, _ORG = "person", "city", "country", "work", "sport", "org"


@dataclass(frozen=True, slots=True)
class _Relation:
    domain: str
    range: str
    frame: str  # "{s} … {o}."
    question: str  # "… {s} …?"
    noun: str  # "country of citizenship"


_RELATIONS: Final = (
    _Relation(_PERSON, _CITY, "{s} was born in the city of {o}.", "In which city was {s} born?", "city of birth"),
    _Relation(
        _PERSON,
        _COUNTRY,
        "{s} is a citizen of {o}.",
        "What is the country of citizenship of {s}?",
        "country of citizenship",
    ),
    _Relation(
        _PERSON, _SPORT, "{s} is associated with the sport of {o}.", "Which sport is {s} associated with?", "sport"
    ),
    _Relation(_PERSON, _PERSON, "{s} is married to {o}.", "Who is {s} married to?", "spouse"),
    _Relation(_PERSON, _ORG, "{s} is employed by {o}.", "Who is the employer of {s}?", "employer"),
    _Relation(_COUNTRY, _CITY, "The capital of {s} is {o}.", "What is the capital of {s}?", "capital"),
    _Relation(_WORK, _PERSON, "The author of {s} is {o}.", "Who is the author of {s}?", "author"),
    _Relation(
        _SPORT,
        _COUNTRY,
        "{s} was created in the country of {o}.",
        "Which country was {s} created in?",
        "country of origin",
    ),
    _Relation(_ORG, _CITY, "{s} was founded in the city of {o}.", "In which city was {s} founded?", "city of founding"),
)
_SYLLABLES: Final = (
    "ka",
    "lo",
    "mi",
    "ren",
    "sa",
    "tor",
    "vel",
    "da",
    "ni",
    "bor",
    "e",
    "ul",
    "zan",
    "qui",
    "fa",
    "ho",
)
# Each kind of name in a few shapes of different lengths, as the data's are ("Leeds", "Mahmoud Abbas", "Tony
# Hall, Baron Hall of Birkenhead"): two versions of a slot then differ in length, so a ranker's length
# normalization orders them one way or the other, not always newest first.
_SHAPE: Final[Mapping[str, tuple[str, ...]]] = {
    _PERSON: ("{A} {B}", "{A} {B}", "{A} {C}. {B}", "{A} {B}, Baron {B} of {C}burg"),
    _CITY: ("{A}burg", "{A}burg", "{A} {B}burg", "Port {A} upon {B}"),
    _COUNTRY: ("{A}land", "{A}land", "Republic of {A}land", "United {A} and {B}"),
    _WORK: ("{A} Chronicles", "The {A} of {B}", "{A}"),
    _SPORT: ("{a}ball", "{a}ball", "{a} {b}ball"),
    _ORG: ("{A} Works", "{A} {B} Company", "{A}"),
}


class _Names:
    def __init__(self, rng: random.Random) -> None:
        self._rng, self._used = rng, set[str]()

    def word(self) -> str:
        return "".join(self._rng.choice(_SYLLABLES) for _ in range(self._rng.randint(2, 3)))

    def of(self, kind: str) -> str:
        while True:
            a, b, c = self.word(), self.word(), self.word()
            shape = self._rng.choice(_SHAPE[kind])
            name = shape.format(A=a.capitalize(), B=b.capitalize(), C=c[0].upper(), a=a, b=b)
            if name not in self._used:
                self._used.add(name)
                return name


def generate_corpus(rng: random.Random, size: str, facts: int, *, questions: int = QUESTIONS) -> Corpus:
    """A corpus of `facts` numbered lines shaped like the data's: slots of one or two versions (the newer with
    the larger serial), `questions` single-hop questions about slots with two versions and `questions` two-hop
    questions that chain a slot's newest object into a second slot."""
    names = _Names(rng)
    pool: dict[str, list[str]] = {kind: [] for kind in _SHAPE}

    def entity(kind: str) -> str:
        # Reuse an entity often enough that two-hop chains exist, mint a new one otherwise.
        if pool[kind] and rng.random() < 0.6:
            return rng.choice(pool[kind])
        name = names.of(kind)
        pool[kind].append(name)
        return name

    slots: dict[tuple[str, int], list[str]] = {}  # (subject, relation index) -> objects, oldest first
    lines_left = facts
    while lines_left > 0:
        index = rng.randrange(len(_RELATIONS))
        relation = _RELATIONS[index]
        subject = entity(relation.domain)
        if (subject, index) in slots:
            continue
        versions = 2 if lines_left >= 2 and rng.random() < TWO_VERSION_SHARE else 1
        objects: list[str] = []
        while len(objects) < versions:
            obj = entity(relation.range)
            if obj != subject and obj not in objects:
                objects.append(obj)
        slots[(subject, index)] = objects
        lines_left -= versions
    # Context order: shuffled, then renumbered so that every slot's newer version has the larger serial.
    entries = [(slot, v) for slot, objects in slots.items() for v in range(len(objects))]
    rng.shuffle(entries)
    seen: dict[tuple[str, int], int] = {}
    lines = []
    for serial, (slot, _v) in enumerate(entries):
        version = seen.get(slot, 0)
        seen[slot] = version + 1
        subject, index = slot
        sentence = _RELATIONS[index].frame.format(s=subject, o=slots[slot][version])
        lines.append(f"{serial}. {sentence}")
    newest = {slot: objects[-1] for slot, objects in slots.items()}
    by_subject: dict[str, list[int]] = {}
    for subject, index in slots:
        by_subject.setdefault(subject, []).append(index)
    two = sorted(slot for slot, objects in slots.items() if len(objects) == 2)
    single = [
        Case(_RELATIONS[i].question.format(s=s), (newest[(s, i)],))
        for s, i in rng.sample(two, min(questions, len(two)))
    ]
    chains = sorted((s, i, j) for (s, i), obj in newest.items() for j in by_subject.get(obj, []) if (obj, j) != (s, i))
    multi = [
        Case(
            f"What is the {_RELATIONS[j].noun} of the {_RELATIONS[i].noun} of {s}?",
            (newest[(newest[(s, i)], j)],),
        )
        for s, i, j in rng.sample(chains, min(questions, len(chains)))
    ]
    return Corpus(size, tuple(lines), tuple(single), tuple(multi), origin="generated")


def generate_corpora(seed: int, sizes: Sequence[str] = tuple(SIZES)) -> list[Corpus]:
    """One generated corpus per size label (`SIZES`), each from its own seeded stream."""
    out = []
    for size in sizes:
        if size not in SIZES:
            raise ValueError(f"unknown size {size!r}; expected one of {', '.join(SIZES)}")
        rng = random.Random(f"consolidation:{seed}:{size}")
        corpus = generate_corpus(rng, size, SIZES[size])
        out.append(Corpus(corpus.size, corpus.lines, corpus.single_hop, corpus.multi_hop, f"generated (seed {seed})"))
    return out
