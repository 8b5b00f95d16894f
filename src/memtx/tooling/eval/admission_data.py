"""The admission suite's data: seeded, item-disjoint valid updates and hard negatives built from hand-written frames.

Responsible for: instantiating frames into labelled items, splitting them, and checking the data's structure.
Must not: call the admission rule under test, or score anything (that is `memtx.tooling.eval.admission`).

An *item* is one proposed update `(source_text, evidence, value)` with a label. A *base item* is one frame
instantiated with its slot fillers (a source plus its verbatim extraction); every item derived from it lands in the
base's split, and a frame is instantiated once, so the calibration and test splits share no source, no evidence and
no template. Structural checks use their own script-aware word units (`units`), never the tokenizer under test, so a
tokenizer bug shows up as an admission error in the report rather than as "invalid data".
"""

from __future__ import annotations

import enum
import math
import random
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from memtx.core.text import normalize
from memtx.tooling.eval.admission_frames import ENTITIES, FRAMES, LANGUAGES, NUMBERS, Frame, slot_kind
from memtx.tooling.eval.admission_frames.frame import SLOT

_T = TypeVar("_T")


class Label(enum.StrEnum):
    VALID = "valid"
    NEGATIVE = "negative"


class Split(enum.StrEnum):
    CALIBRATION = "calibration"
    TEST = "test"


class Family(enum.StrEnum):
    """How an item was made. Valid families first, then the paper's three negative families, then the extensions."""

    VALID_VERBATIM = "valid_verbatim"  # the whole evidence, verbatim
    VALID_CLAUSE = "valid_clause"  # one whole clause; a neighbouring clause (maybe with not/if/numbers) skipped
    VALID_FILLER = "valid_filler"  # a clause or the evidence minus pure filler (really, also, by the way, please)
    NEGATION_INSERTION = "negation_insertion"
    WORD_ORDER_REVERSAL = "word_order_reversal"
    ENTITY_SUBSTITUTION = "entity_substitution"  # an entity taken from a different source of the same split
    NEGATION_DELETION = "negation_deletion"
    SCOPE_DROP = "scope_drop"
    CONDITION_DROP = "condition_drop"
    NUMBER_CHANGE = "number_change"
    NUMBER_DROP = "number_drop"
    CLAUSE_STITCH = "clause_stitch"
    RESTRICTION_DROP = "restriction_drop"  # a restriction carried by ordinary words deleted ("on weekends", "red")
    EVIDENCE_NOT_IN_SOURCE = "evidence_not_in_source"
    EVIDENCE_VALUE_MISMATCH = "evidence_value_mismatch"

    @property
    def label(self) -> Label:
        return Label.VALID if self.value.startswith("valid_") else Label.NEGATIVE

    @property
    def paper(self) -> bool:
        """Part of the MemTxn audit's shape: verbatim valid updates and its three hard-negative families."""
        return self in _PAPER

    @property
    def deletion(self) -> bool:
        """A negative made only by deleting words from the evidence (an ordered subsequence of it by construction)."""
        return self in _DELETION


_PAPER = frozenset(
    {Family.VALID_VERBATIM, Family.NEGATION_INSERTION, Family.WORD_ORDER_REVERSAL, Family.ENTITY_SUBSTITUTION}
)
_DELETION = frozenset(
    {Family.NEGATION_DELETION, Family.SCOPE_DROP, Family.CONDITION_DROP, Family.NUMBER_DROP, Family.RESTRICTION_DROP}
)
VALID_FAMILIES = tuple(f for f in Family if f.label is Label.VALID)
PAPER_NEGATIVE_FAMILIES = tuple(f for f in Family if f.paper and f.label is Label.NEGATIVE)
EXTENDED_NEGATIVE_FAMILIES = tuple(f for f in Family if not f.paper and f.label is Label.NEGATIVE)

# Authored value tuples of a Frame, by family.
_AUTHORED: dict[Family, str] = {
    Family.VALID_CLAUSE: "clause",
    Family.VALID_FILLER: "filler",
    Family.NEGATION_INSERTION: "neg",
    Family.WORD_ORDER_REVERSAL: "rev",
    Family.NEGATION_DELETION: "neg_del",
    Family.SCOPE_DROP: "scope",
    Family.CONDITION_DROP: "cond",
    Family.NUMBER_DROP: "num_drop",
    Family.CLAUSE_STITCH: "stitch",
    Family.RESTRICTION_DROP: "restrict",
}

# Acceptance shape of the test split (MemTxn: 60 valid raw updates, 179 hard negatives in its three families).
MIN_TEST_VALID = 60
MIN_TEST_PAPER_NEGATIVES = 179
MIN_TEST_EXTENDED_PER_LANGUAGE = 5  # every extended negative family, in every language
CALIBRATION_SHARE = 1 / 3  # of each language's frames
TEST_SHARE_FLOOR = 0.6  # the test split keeps at least this share of every family's supply, per language


@dataclass(frozen=True, slots=True)
class Item:
    """One proposed update and its label. `note` says how a negative was made (donor, variant)."""

    item_id: str
    base_id: str
    split: Split
    language: str
    genre: str
    family: Family
    label: Label
    source_text: str
    evidence: str
    value: str
    note: str = ""


@dataclass(frozen=True, slots=True)
class Dataset:
    seed: int
    items: tuple[Item, ...]

    def split(self, split: Split) -> tuple[Item, ...]:
        return tuple(i for i in self.items if i.split is split)

    def counts(self, split: Split) -> dict[Family, dict[str, int]]:
        """Items per family and language in one split (families with no item are left out)."""
        out: dict[Family, dict[str, int]] = {}
        for item in self.split(split):
            row = out.setdefault(item.family, dict.fromkeys(LANGUAGES, 0))
            row[item.language] += 1
        return {f: out[f] for f in Family if f in out}


# ---------------------------------------------------------------------------------------------------------------
# Word units for structural checks (independent of memtx.core.text.tokenize on purpose; see the module docstring)

_CJK = "\u3400-\u4dbf\u4e00-\u9fff"
_LETTERS = rf"(?:(?![{_CJK}])[^\W\d_])+"
_UNIT = re.compile(rf"[{_CJK}]|\d+|{_LETTERS}(?:'{_LETTERS})*")
_ARTICLES = frozenset({"a", "an", "the", "el", "la", "los", "las", "un", "una", "unos", "unas"})
_TRAILING = ".。!！?？;；,，: "


def units(text: str) -> list[str]:
    """Normalized word units: one per CJK ideograph, digit run or letter run (apostrophes kept inside words)."""
    return _UNIT.findall(normalize(text))


def _content(text: str) -> list[str]:
    return [u for u in units(text) if u not in _ARTICLES]


def is_subsequence(needle: Sequence[str], hay: Sequence[str]) -> bool:
    it = iter(hay)
    return all(any(h == n for h in it) for n in needle)


def is_contiguous(needle: Sequence[str], hay: Sequence[str]) -> bool:
    n = len(needle)
    return n > 0 and any(list(hay[i : i + n]) == list(needle) for i in range(len(hay) - n + 1))


def _phrases(*words: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(units(w)) for w in words)


# Marker words, only to check that a deletion negative really deleted what its family says.
_NEGATORS = _phrases(
    "not", "no", "never", "cannot", "nobody", "nothing", "none", "neither", "nor",
    "nunca", "jamás", "tampoco", "ni", "ningún", "ninguna", "nadie", "nada",
    "不", "没", "未", "无", "非", "别", "勿",
)  # fmt: skip
_SCOPE = _phrases(
    "only", "all", "every", "each", "at least", "at most", "up to", "no more than",
    "solo", "sólo", "solamente", "únicamente", "todos", "todas", "todo", "toda", "cada", "al menos", "como máximo",
    "como mínimo", "hasta",
    "只", "仅", "所有", "每", "至少", "最多", "都",
)  # fmt: skip
_CONDITIONS = _phrases(
    "if", "unless", "except", "until", "provided", "as long as",
    "si", "salvo", "excepto", "a menos que", "hasta", "siempre que", "mientras",
    "如果", "除非", "除了", "除", "直到", "只要", "之前", "假如",
)  # fmt: skip


def _count(phrase: Sequence[str], seq: Sequence[str]) -> int:
    n = len(phrase)
    return sum(1 for i in range(len(seq) - n + 1) if tuple(seq[i : i + n]) == tuple(phrase))


def _negators(seq: Sequence[str]) -> int:
    return sum(_count(p, seq) for p in _NEGATORS) + sum(1 for u in seq if u.endswith("n't"))


def _lacks(markers: Iterable[tuple[str, ...]], value: Sequence[str], evidence: Sequence[str]) -> bool:
    return any(_count(m, value) < _count(m, evidence) for m in markers)


def _digits(seq: Iterable[str]) -> Counter[str]:
    return Counter(u for u in seq if u.isdigit())


# ---------------------------------------------------------------------------------------------------------------
# Generation


@dataclass(frozen=True, slots=True)
class _Base:
    frame: Frame
    language: str
    split: Split
    fill: dict[str, str]

    def render(self, template: str, **override: str) -> str:
        fill = {**self.fill, **override}
        return SLOT.sub(lambda m: fill[m.group(1) + m.group(2)], template)

    @property
    def evidence(self) -> str:
        return self.render(self.frame.evidence)

    @property
    def source(self) -> str:
        return self.render(self.frame.source)

    @property
    def valid_templates(self) -> list[tuple[Family, str]]:
        verbatim = self.frame.evidence.rstrip(_TRAILING)
        out = [(Family.VALID_VERBATIM, verbatim)]
        out += [(Family.VALID_CLAUSE, t) for t in self.frame.clause]
        out += [(Family.VALID_FILLER, t) for t in self.frame.filler]
        return out


def _profile(frame: Frame) -> Counter[Family]:
    """How many items of each family a frame yields (automatic families: at most one each)."""
    prof: Counter[Family] = Counter({Family.VALID_VERBATIM: 1, Family.ENTITY_SUBSTITUTION: 1})
    for family, attr in _AUTHORED.items():
        prof[family] += len(getattr(frame, attr))
    templates = [frame.evidence, *frame.clause, *frame.filler]
    if any(slot_kind(k + i) in NUMBERS for t in templates for k, i in SLOT.findall(t)):
        prof[Family.NUMBER_CHANGE] += 1
    prof[Family.EVIDENCE_NOT_IN_SOURCE] += 1
    prof[Family.EVIDENCE_VALUE_MISMATCH] += 1
    return prof


def _assign_splits(frames: Sequence[Frame], rng: random.Random) -> dict[str, Split]:
    """Seeded frame-level split: about a third to calibration, never starving the test split of a family."""
    order = list(frames)
    rng.shuffle(order)
    profiles = {f.fid: _profile(f) for f in frames}
    total: Counter[Family] = Counter()
    for p in profiles.values():
        total.update(p)
    floor = {fam: math.floor(TEST_SHARE_FLOOR * n) for fam, n in total.items()}
    in_test = dict(total)
    calibration: set[str] = set()
    n_cal = round(len(frames) * CALIBRATION_SHARE)
    for f in order:
        if len(calibration) == n_cal:
            break
        prof = profiles[f.fid]
        if all(in_test[fam] - n >= floor[fam] for fam, n in prof.items()):
            calibration.add(f.fid)
            for fam, n in prof.items():
                in_test[fam] -= n
    return {f.fid: Split.CALIBRATION if f.fid in calibration else Split.TEST for f in frames}


def _fill(
    frame: Frame, entities: dict[str, tuple[str, ...]], rng: random.Random, usage: Counter[str]
) -> dict[str, str]:
    """Distinct fillers per frame, avoiding words the template already contains literally, and preferring the
    fillers least used so far in the language (so cross-text substitution always finds a different entity)."""
    literal = set(units(SLOT.sub(" ", frame.text)))
    fill: dict[str, str] = {}
    for slot in frame.slots:
        kind = slot_kind(slot)
        pool = NUMBERS[kind] if kind in NUMBERS else entities[kind]
        used = set(fill.values())
        choices = [v for v in pool if v not in used and not literal.intersection(units(v))]
        if kind not in NUMBERS:
            fewest = min(usage[v] for v in choices)
            choices = [v for v in choices if usage[v] == fewest]
        fill[slot] = rng.choice(choices)
        usage[fill[slot]] += 1
    return fill


def _entity_swaps(base: _Base, peers: Sequence[_Base], template: str) -> list[tuple[str, str, _Base]]:
    """(slot, donor filler, donor) for every entity slot of `template` and every other source that can donate to it.

    Donors come from the base's own split when one has an entity of that kind, else from any other source of the
    language: a donated word is not a base item, so this keeps the splits item-disjoint.
    """
    out = []
    for kind, index in SLOT.findall(template):
        slot = kind + index
        if kind in NUMBERS:
            continue
        own = base.fill[slot]
        for group in ([p for p in peers if p.split is base.split], peers):
            found = []
            for peer in group:
                donated = sorted({v for s, v in peer.fill.items() if slot_kind(s) == kind and v != own})
                found += [(slot, v, peer) for v in donated if v not in base.fill.values()]
            if found:
                out += found
                break
    return out


def _pick_variant(candidates: Sequence[_T], kind: Callable[[_T], str], rng: random.Random) -> _T:
    """Choose a variant kind uniformly, then a candidate of that kind (so rare kinds are not drowned out)."""
    kinds = sorted({kind(c) for c in candidates})
    chosen = rng.choice(kinds)
    return rng.choice([c for c in candidates if kind(c) == chosen])


def _items_for(base: _Base, peers: Sequence[_Base], rng: random.Random) -> list[Item]:
    frame = base.frame
    evidence, source = base.evidence, base.source
    ev_content = _content(evidence)
    made: list[tuple[Family, str, str, str]] = []  # family, evidence, value, note

    for family, template in base.valid_templates:
        made.append((family, evidence, base.render(template), ""))
    for family, attr in _AUTHORED.items():
        if family.label is Label.NEGATIVE:
            made += [(family, evidence, base.render(t), "") for t in getattr(frame, attr)]

    valid_templates = [t for _, t in base.valid_templates]

    # Paper family: cross-text entity substitution (the entity comes from another source of the same split).
    swaps = [
        (t, slot, donor, peer)
        for t in valid_templates
        for slot, donor, peer in _entity_swaps(base, peers, t)
        if not is_subsequence(_content(base.render(t, **{slot: donor})), ev_content)
    ]
    if swaps:
        t, slot, donor, peer = rng.choice(swaps)
        note = f"{slot}: {base.fill[slot]} -> {donor} (from {peer.frame.fid}, {peer.split.value})"
        made.append((Family.ENTITY_SUBSTITUTION, evidence, base.render(t, **{slot: donor}), note))

    # Number change: one number in a faithful value replaced by another the evidence does not contain.
    numeric = [(t, k + i) for t in valid_templates for k, i in SLOT.findall(t) if k in NUMBERS]
    if numeric:
        t, slot = rng.choice(numeric)
        present = set(units(evidence))
        options = [v for v in NUMBERS[slot_kind(slot)] if v != base.fill[slot] and v not in present]
        new = rng.choice(options)
        note = f"{slot}: {base.fill[slot]} -> {new}"
        made.append((Family.NUMBER_CHANGE, evidence, base.render(t, **{slot: new}), note))

    # Evidence not in source: a misquoted span (a deletion of the real one) or a fabricated one (entity swapped).
    src_units = units(source)
    ens: list[tuple[str, str, str]] = []
    for fam in (Family.NEGATION_DELETION, Family.SCOPE_DROP, Family.CONDITION_DROP, Family.NUMBER_DROP):
        for t in getattr(frame, _AUTHORED[fam]):
            quote = base.render(t)
            if not is_contiguous(units(quote), src_units):
                ens.append((quote + evidence[len(evidence.rstrip(_TRAILING)) :], quote, f"misquote ({fam})"))
    for slot, donor, peer in _entity_swaps(base, peers, frame.evidence):
        fake = base.render(frame.evidence, **{slot: donor})
        note = f"fabricated: {slot} -> {donor} (from {peer.frame.fid}, {peer.split.value})"
        ens.append((fake, fake.rstrip(_TRAILING), note))
    if ens:
        fake_evidence, value, note = _pick_variant(ens, lambda c: c[2].split(" ")[0], rng)
        made.append((Family.EVIDENCE_NOT_IN_SOURCE, fake_evidence, value, note))

    # Evidence/value mismatch: the value comes from another span of the same source, or from another source.
    mismatch: list[tuple[str, str]] = []
    for raw_line in source.splitlines():
        line = raw_line.strip()
        if len(_content(line)) >= 4 and line not in evidence and not is_subsequence(_content(line), ev_content):
            mismatch.append((line.rstrip(_TRAILING), "other span of the same source"))
    for peer in peers:
        if peer.split is not base.split:
            continue
        other = peer.evidence.rstrip(_TRAILING)
        if not is_subsequence(_content(other), ev_content):
            mismatch.append((other, f"unsupported: value of {peer.frame.fid}"))
    if mismatch:
        value, note = _pick_variant(mismatch, lambda c: c[1].split(":")[0], rng)
        made.append((Family.EVIDENCE_VALUE_MISMATCH, evidence, value, note))

    items = []
    per_family: Counter[Family] = Counter()
    for family, ev, value, note in made:
        k = per_family[family]
        per_family[family] += 1
        items.append(
            Item(
                item_id=f"{frame.fid}/{family.value}/{k}",
                base_id=frame.fid,
                split=base.split,
                language=base.language,
                genre=frame.genre.value,
                family=family,
                label=family.label,
                source_text=source,
                evidence=ev,
                value=value,
                note=note,
            )
        )
    return items


def generate(seed: int = 0) -> Dataset:
    """Build the whole data set from `seed` alone (a seeded `random.Random`; no clock, no global RNG)."""
    rng = random.Random(seed)
    items: list[Item] = []
    for language in LANGUAGES:
        frames = FRAMES[language]
        splits = _assign_splits(frames, rng)
        usage: Counter[str] = Counter()
        bases = [_Base(f, language, splits[f.fid], _fill(f, ENTITIES[language], rng, usage)) for f in frames]
        for base in bases:
            items += _items_for(base, [b for b in bases if b is not base], rng)
    calibration = [i for i in items if i.split is Split.CALIBRATION]
    test = [i for i in items if i.split is Split.TEST]
    rng.shuffle(calibration)
    rng.shuffle(test)
    return Dataset(seed, tuple(calibration + test))


# ---------------------------------------------------------------------------------------------------------------
# Validation


def _check_item(item: Item, valid_values: set[tuple[str, ...]]) -> list[str]:
    problems: list[str] = []
    say = problems.append
    fam = item.family
    value_u, ev_u = units(item.value), units(item.evidence)
    value_c, ev_c = _content(item.value), _content(item.evidence)
    if item.label is not fam.label:
        say("label does not match family")
    if not value_u or not ev_u:
        say("empty value or evidence")
    in_source = normalize(item.evidence) in normalize(item.source_text)
    if fam is Family.EVIDENCE_NOT_IN_SOURCE:
        if in_source or is_contiguous(ev_u, units(item.source_text)):
            say("evidence is a span of the source")
        if not is_subsequence(value_u, ev_u):
            say("value is not drawn from its (fabricated) evidence")
    elif not in_source:
        say("evidence is not a contiguous span of the source")
    made_by_deletion = fam.label is Label.VALID or fam.deletion or fam is Family.CLAUSE_STITCH
    if made_by_deletion and not is_subsequence(value_u, ev_u):
        say("value is not an ordered subsequence of the evidence")
    if fam.label is Label.NEGATIVE and tuple(value_c) in valid_values:
        say("negative equals a valid value of its base")
    if fam in (*PAPER_NEGATIVE_FAMILIES, Family.EVIDENCE_VALUE_MISMATCH) and is_subsequence(value_c, ev_c):
        say("negative is an ordered subsequence of the evidence")
    if fam is Family.NEGATION_INSERTION and not _negators(value_u):
        say("no negator in the value")
    if fam is Family.NEGATION_DELETION and not _negators(ev_u) > _negators(value_u):
        say("no negator deleted")
    if fam is Family.SCOPE_DROP and not _lacks(_SCOPE, value_u, ev_u):
        say("no scope word dropped")
    if fam is Family.CONDITION_DROP and not _lacks(_CONDITIONS, value_u, ev_u):
        say("no condition marker dropped")
    if fam is Family.NUMBER_DROP and not _digits(value_u) < _digits(ev_u):
        say("no number dropped")
    if fam is Family.NUMBER_CHANGE and not set(_digits(value_u)) - set(_digits(ev_u)):
        say("no new number")
    return [f"{item.item_id}: {p}" for p in problems]


def validate_dataset(dataset: Dataset, *, check_minimums: bool = True) -> list[str]:
    """Structural problems of `dataset` (empty when it is sound). Checks labels, evidence spans, how each family was
    made, item-id uniqueness, split disjointness (bases, sources, evidence) and the test split's minimum counts."""
    problems: list[str] = []
    ids = Counter(i.item_id for i in dataset.items)
    problems += [f"{i}: duplicate item id" for i, n in ids.items() if n > 1]

    valid_by_base: dict[str, set[tuple[str, ...]]] = {}
    for item in dataset.items:
        if item.label is Label.VALID:
            valid_by_base.setdefault(item.base_id, set()).add(tuple(_content(item.value)))
    for item in dataset.items:
        problems += _check_item(item, valid_by_base.get(item.base_id, set()))

    def keys(split: Split) -> tuple[set[str], set[str], set[str]]:
        part = dataset.split(split)
        return (
            {i.base_id for i in part},
            {normalize(i.source_text) for i in part},
            {normalize(i.evidence) for i in part if i.family is not Family.EVIDENCE_NOT_IN_SOURCE},
        )

    for name, cal, test in zip(("base", "source", "evidence"), keys(Split.CALIBRATION), keys(Split.TEST), strict=True):
        shared = cal & test
        if shared:
            problems.append(f"splits share {len(shared)} {name}(s), e.g. {sorted(shared)[0]!r}")

    if check_minimums:
        problems += _check_minimums(dataset)
    return problems


def _check_minimums(dataset: Dataset) -> list[str]:
    problems = []
    counts = dataset.counts(Split.TEST)
    valid = sum(sum(counts.get(f, {}).values()) for f in VALID_FAMILIES)
    paper = sum(sum(counts.get(f, {}).values()) for f in PAPER_NEGATIVE_FAMILIES)
    if valid < MIN_TEST_VALID:
        problems.append(f"test split has {valid} valid items (< {MIN_TEST_VALID})")
    if paper < MIN_TEST_PAPER_NEGATIVES:
        problems.append(f"test split has {paper} paper-family negatives (< {MIN_TEST_PAPER_NEGATIVES})")
    for fam in EXTENDED_NEGATIVE_FAMILIES:
        for lang in LANGUAGES:
            n = counts.get(fam, {}).get(lang, 0)
            if n < MIN_TEST_EXTENDED_PER_LANGUAGE:
                problems.append(f"test split has {n} {fam.value} items in {lang} (< {MIN_TEST_EXTENDED_PER_LANGUAGE})")
    return problems
