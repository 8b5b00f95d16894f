"""Checking caller-supplied arguments of the public API, as pure functions.

Responsible for: turning loosely typed arguments into validated values or an `InvalidArgument` that names
the argument. Must not: touch storage or decide policy.

Every string the library stores must be encodable as UTF-8, so a lone UTF-16 surrogate (U+D800–U+DFFF,
which Python strings can hold and no UTF-8 store, JSON document or hash input can) is refused at the edge
(`check_text`), never met later as a raw `UnicodeEncodeError`.
"""

from __future__ import annotations

import enum
import hashlib
import math
import re
from collections.abc import Iterable
from typing import Any, Final, TypeVar

from memtx.core.errors import InvalidArgument
from memtx.core.text import content_tokens

E = TypeVar("E", bound=enum.Enum)

# A source text longer than this is refused before any work (`check_source_text`): admission's work is
# linear in it, and a source is stored whole.
MAX_SOURCE_CHARS: Final = 8_000_000
# Agent, owner, team and reader names are identifiers, not documents.
MAX_NAME_CHARS: Final = 256

# Unicode category Cc (C0 and C1 controls, DEL): never part of a name ("\x00" ends C strings, "\n" forges
# log lines).
_CONTROL: Final = re.compile("[\x00-\x1f\x7f-\x9f]")


def surrogate_at(text: str) -> int:
    """The index of the first lone UTF-16 surrogate in `text`, or -1 if it has none. O(len(text)) in C: an
    ASCII string is answered from its flag, any other by encoding it (on 1 MB of non-ASCII text that takes
    2–4 ms; a Python loop over the characters, 70–120 ms)."""
    if text.isascii():
        return -1
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return exc.start
    return -1


def check_text(value: object, what: str) -> str:
    """`value` if it is a str that every backend can store (no lone surrogate, no NUL: PostgreSQL's text
    cannot hold U+0000); else `InvalidArgument` naming `what`. Whether it may be empty, and how long, is the
    caller's rule."""
    if not isinstance(value, str):
        raise InvalidArgument(f"{what} must be a str, not {type(value).__name__}")
    nul = value.find("\0")
    if nul >= 0:
        raise InvalidArgument(f"{what} contains a NUL character (U+0000 at index {nul})")
    at = surrogate_at(value)
    if at >= 0:
        raise InvalidArgument(f"{what} contains a lone UTF-16 surrogate (U+{ord(value[at]):04X} at index {at})")
    return value


# Names already found valid (a few agents and owners recur in every call): checked once. Bounded.
_VALID_NAMES: set[str] = set()
_VALID_NAMES_KEPT: Final = 4096


def agent_name(value: object, what: str = "agent") -> str:
    """An agent, owner, team or reader name: a non-blank str of at most `MAX_NAME_CHARS` characters, with
    no control character (category Cc) and no lone surrogate. Any other Unicode is fine (`客服`, `team.a b`)."""
    if type(value) is str and value in _VALID_NAMES:
        return value
    if not isinstance(value, str) or not value.strip():
        raise InvalidArgument(f"{what} must be a non-empty string")
    if len(value) > MAX_NAME_CHARS:
        raise InvalidArgument(f"{what} may have at most {MAX_NAME_CHARS} characters, this one has {len(value)}")
    control = _CONTROL.search(value)  # before check_text: NUL is a control character, named as one here
    if control is not None:
        raise InvalidArgument(
            f"{what} may not contain a control character ({control.group()!r} at index {control.start()})"
        )
    check_text(value, what)
    if type(value) is str and len(_VALID_NAMES) < _VALID_NAMES_KEPT:
        _VALID_NAMES.add(value)
    return value


def check_source_text(text: object) -> str:
    """An observed source text: a str of at most `MAX_SOURCE_CHARS` characters, not empty or blank, with no
    lone surrogate. The size is checked first, so an oversized text costs nothing."""
    if not isinstance(text, str):
        raise InvalidArgument(f"text must be a str, not {type(text).__name__}")
    if len(text) > MAX_SOURCE_CHARS:
        raise InvalidArgument(f"text may have at most {MAX_SOURCE_CHARS:,} characters, this one has {len(text):,}")
    if not text or text.isspace():
        raise InvalidArgument("text must be a non-empty string")
    return check_text(text, "text")


MAX_SPEAKER_CHARS: Final = 200


def check_speaker(speaker: object) -> str | None:
    """A source's speaker (DESIGN §4 speaker binding): None, or a name of at most `MAX_SPEAKER_CHARS`
    characters with a word in it (the name a value may use for the text's I/me/my)."""
    if speaker is None:
        return None
    if not isinstance(speaker, str):
        raise InvalidArgument(f"speaker must be a str or None, not {type(speaker).__name__}")
    if len(speaker) > MAX_SPEAKER_CHARS:
        raise InvalidArgument(f"speaker may have at most {MAX_SPEAKER_CHARS} characters, this one has {len(speaker)}")
    check_text(speaker, "speaker")
    if not content_tokens(speaker):
        raise InvalidArgument("speaker must hold a word (a name such as 'Bob')")
    return speaker


def source_id_for(owner: str, text: str) -> str:
    """A source's id: `src_` + the first 32 hex digits of SHA-256 over the owner's UTF-8 byte length, `:`,
    the owner and the text (UTF-8). The length prefix makes the encoding unambiguous: ("a", "b\0secret")
    and ("a\0b", "secret") hash different bytes."""
    return checked_source_id(check_text(owner, "owner"), check_text(text, "text"))


def checked_source_id(owner: str, text: str, user: str | None = None) -> str:
    """`source_id_for` of an owner and a text already checked (`check_text`). A source observed for a `user`
    (DESIGN §12 per-user reads) hashes `u`, the user's UTF-8 byte length, `:` and the user first: the same
    text said to two users is two sources, and no encoding without a user (it starts with a digit) collides."""
    owner_bytes = owner.encode("utf-8")
    digest = hashlib.sha256()
    if user is not None:
        user_bytes = user.encode("utf-8")
        digest.update(f"u{len(user_bytes)}:".encode("ascii"))
        digest.update(user_bytes)
    digest.update(f"{len(owner_bytes)}:".encode("ascii"))
    digest.update(owner_bytes)
    digest.update(text.encode("utf-8"))
    return "src_" + digest.hexdigest()[:32]


def enum_value(cls: type[E], value: object, what: str) -> E:
    """Accept a member of `cls` or its string value."""
    if isinstance(value, cls):
        return value
    if isinstance(value, str):
        try:
            return cls(value)
        except ValueError:
            pass
    choices = ", ".join(str(m.value) for m in cls)
    raise InvalidArgument(f"{what} must be one of {choices}; got {value!r}")


def unit_interval(value: object, what: str) -> float:
    """A real number in [0, 1] (bools, NaN and infinities refused)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise InvalidArgument(f"{what} must be a number in [0, 1]; got {value!r}")
    if not 0.0 <= float(value) <= 1.0:
        raise InvalidArgument(f"{what} must be in [0, 1]; got {value!r}")
    return float(value)


def sequence_of(values: object, what: str) -> tuple[Any, ...]:
    """A list or tuple (or other non-string iterable), as a tuple; a lone string is refused."""
    if isinstance(values, str | bytes) or not isinstance(values, Iterable):
        raise InvalidArgument(f"{what} must be a list or tuple, not {type(values).__name__}")
    return tuple(values)


# The largest id, csn, seq or count a backend stores: a signed 64-bit SQL integer. A larger Python int is
# refused here, never met by the driver as a raw OverflowError (issue 29).
MAX_INT64: Final = 2**63 - 1


def int_id(value: object, what: str, *, low: int = 0) -> int:
    """A plain int (not a bool) in [`low`, `MAX_INT64`]: a vid, csn, seq, transaction id or page size;
    else `InvalidArgument` naming `what`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidArgument(f"{what} must be an integer, not {type(value).__name__}")
    if not low <= value <= MAX_INT64:
        raise InvalidArgument(f"{what} must be an integer in [{low}, 2**63 - 1]; got {value}")
    return value


def reason_text(value: object, what: str = "reason") -> str:
    """A reason or comment that is journaled: a str, not blank, that every backend can store (no NUL, no lone
    surrogate: DESIGN §1); else `InvalidArgument` naming `what`."""
    if not isinstance(value, str) or not value.strip():
        raise InvalidArgument(f"{what} must be a non-empty string")
    return check_text(value, what)


class Missing(enum.Enum):
    """The default of a keyword argument that must be given although None is one of its values."""

    MISSING = "missing"


MISSING: Final = Missing.MISSING


def rival_vid(value: object) -> int | Missing | None:
    """`Memory.approve`'s `rival`: the vid of the visible version the review item showed, None for an item
    that showed none, or `MISSING` (not given: the rival the version was quarantined against)."""
    if value is None or value is MISSING:
        return value
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_INT64:
        raise InvalidArgument(f"rival must be a version id (an integer >= 1) or None; got {value!r}")
    return value


def page(after: object, limit: object) -> None:
    """A cursor page: `after` an id or seq >= 0 and `limit` >= 1, both plain integers below 2**63."""
    for name, value, low in (("after", after, 0), ("limit", limit, 1)):
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= MAX_INT64:
            raise InvalidArgument(f"{name} must be an integer >= {low} (and below 2**63)")
