"""The authoring format of the admission suite's hand-written source templates, and the shared number pools.

Responsible for: the `Frame` value type and slot pools. Must not: instantiate, split or label items.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

SLOT = re.compile(r"\{([a-z]+)(\d?)\}")
_EVIDENCE = re.compile(r"\[\[(.+?)\]\]", re.DOTALL)

# Number slot types; every other slot type names an entity pool of the frame's language.
NUMBERS: dict[str, tuple[str, ...]] = {
    "days": ("7", "10", "14", "21", "30", "45", "60", "90"),
    "count": ("2", "3", "4", "5", "6", "8"),
    "len": ("8", "10", "12", "14", "16"),
    "amount": ("20", "25", "40", "50", "75", "120", "150", "200", "250"),
    "small": ("5", "8", "12", "15", "20", "30"),
    "hour": ("2", "3", "4", "5", "6"),
    "am": ("8", "9", "10", "11"),
    "late": ("9", "10", "11"),
    "day": ("3", "5", "8", "12", "15", "19", "22", "26"),
    "mon": ("3", "4", "6", "9", "10", "11"),
    "pct": ("10", "15", "20", "25", "30", "40"),
    "chan": ("1", "6", "11", "36", "44", "149"),
    "rate": ("30", "60", "100", "120", "600"),
    "leave": ("20", "22", "24", "25", "28", "30"),
    "yrs": ("2", "3", "5"),
    "age": ("6", "8", "10", "12"),
    "dur": ("2", "3", "4", "6"),
}


class Genre(enum.StrEnum):
    """What kind of observed text a source stands in for."""

    USER = "user_message"
    TOOL = "tool_output"
    POLICY = "policy"
    EMAIL = "email"


@dataclass(frozen=True, slots=True)
class Frame:
    """One hand-written source template and the values an extractor could propose from it.

    `text` is the whole source with the cited evidence wrapped in `[[ ]]`; `{slot}` placeholders are filled per
    instance (`{city}`, `{city2}`: two distinct fillers of one pool). Every value template is written out by hand,
    one tuple per family: `clause` and `filler` are faithful, the rest are negatives of that family.
    """

    fid: str
    genre: Genre
    text: str
    clause: tuple[str, ...] = ()
    filler: tuple[str, ...] = ()
    neg: tuple[str, ...] = ()
    rev: tuple[str, ...] = ()
    neg_del: tuple[str, ...] = ()
    scope: tuple[str, ...] = ()
    cond: tuple[str, ...] = ()
    num_drop: tuple[str, ...] = ()
    stitch: tuple[str, ...] = ()
    restrict: tuple[str, ...] = ()  # a restriction carried by ordinary words dropped (DESIGN §4, amended)

    @property
    def evidence(self) -> str:
        """The evidence template (the part of `text` inside `[[ ]]`)."""
        match = _EVIDENCE.search(self.text)
        assert match is not None, self.fid
        return match.group(1)

    @property
    def source(self) -> str:
        """The source template with the evidence markers removed."""
        return self.text.replace("[[", "").replace("]]", "")

    @property
    def slots(self) -> tuple[str, ...]:
        """Slot names in order of first appearance in the source (e.g. `city`, `city2`)."""
        seen: dict[str, None] = {}
        for kind, index in SLOT.findall(self.text):
            seen.setdefault(kind + index, None)
        return tuple(seen)


Values = str | tuple[str, ...]


def _tup(values: Values) -> tuple[str, ...]:
    return (values,) if isinstance(values, str) else values


def frame(
    fid: str,
    genre: str,
    text: str,
    *,
    clause: Values = (),
    filler: Values = (),
    neg: Values = (),
    rev: Values = (),
    neg_del: Values = (),
    scope: Values = (),
    cond: Values = (),
    num_drop: Values = (),
    stitch: Values = (),
    restrict: Values = (),
) -> Frame:
    """Build a `Frame`, accepting a bare string where a family has a single value."""
    return Frame(
        fid,
        Genre[genre.upper()],
        text,
        clause=_tup(clause),
        filler=_tup(filler),
        neg=_tup(neg),
        rev=_tup(rev),
        neg_del=_tup(neg_del),
        scope=_tup(scope),
        cond=_tup(cond),
        num_drop=_tup(num_drop),
        stitch=_tup(stitch),
        restrict=_tup(restrict),
    )


def slot_kind(slot: str) -> str:
    """`city2` → `city`."""
    return slot.rstrip("0123456789")
