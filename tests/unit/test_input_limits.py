"""Input hygiene at the edge: size limits, lone surrogates, names, source ids (DESIGN §4 F).

Every caller-supplied string is refused with a clear error before any work when it is too long, holds a
lone UTF-16 surrogate or, for a name, a control character; never a raw `UnicodeEncodeError` later.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from memtx.core import arguments, proposal
from memtx.core.admission import check_support
from memtx.core.arguments import (
    MAX_NAME_CHARS,
    MAX_SOURCE_CHARS,
    agent_name,
    check_source_text,
    check_text,
    source_id_for,
    surrogate_at,
)
from memtx.core.errors import AdmissionRejected, InvalidArgument
from memtx.core.proposal import MAX_EVIDENCE_CHARS, MAX_VALUE_CHARS, parse_proposal

SURROGATE = "\ud800"


def propose(**changes: Any) -> proposal.Proposal:
    args: dict[str, Any] = {
        "key": "alice/city",
        "value": "Alice lives in Paris",
        "evidence": "Alice lives in Paris",
        "source": "src_0123",
        "confidence": 0.9,
        "kind": "belief",
        "scope": None,
        "parents": (),
        "readers": (),
        "at": None,
        "valid_from": None,
        "valid_to": None,
    }
    args.update(changes)
    return parse_proposal(**args)


def metadata_rejection(**changes: Any) -> AdmissionRejected:
    with pytest.raises(AdmissionRejected) as err:
        propose(**changes)
    assert err.value.reason == "metadata"
    return err.value


# --- size limits -----------------------------------------------------------------------------------------


def test_the_limits_are_the_documented_ones() -> None:
    assert (MAX_VALUE_CHARS, MAX_EVIDENCE_CHARS, MAX_SOURCE_CHARS) == (16_384, 65_536, 8_000_000)
    assert proposal.MAX_SOURCE_CHARS is arguments.MAX_SOURCE_CHARS


@pytest.mark.parametrize(("field", "limit"), [("value", MAX_VALUE_CHARS), ("evidence", MAX_EVIDENCE_CHARS)])
def test_a_field_at_its_limit_is_accepted(field: str, limit: int) -> None:
    text = ("Alice lives in Paris " * (limit // 21 + 1))[:limit]
    assert len(text) == limit
    assert getattr(propose(**{field: text}), field) == text


@pytest.mark.parametrize(("field", "limit"), [("value", MAX_VALUE_CHARS), ("evidence", MAX_EVIDENCE_CHARS)])
def test_a_field_one_over_its_limit_is_rejected_as_metadata(field: str, limit: int) -> None:
    err = metadata_rejection(**{field: "a" * (limit + 1)})
    assert field in err.detail
    assert f"{limit:,}" in err.detail  # the limit ...
    assert f"{limit + 1:,}" in err.detail  # ... and the actual size


def test_the_size_is_checked_before_the_text_is_looked_at() -> None:
    # Oversized and holding a surrogate: the size is the reason given (nothing else was computed).
    err = metadata_rejection(value=SURROGATE * (MAX_VALUE_CHARS + 1))
    assert f"{MAX_VALUE_CHARS:,}" in err.detail


# --- lone surrogates -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "changes",
    [
        {"key": "alice/city" + SURROGATE},
        {"key": (f"alice{SURROGATE}", "city")},
        {"key": ("alice", f"city{SURROGATE}")},
        {"value": "Alice lives in Paris" + SURROGATE},
        {"evidence": SURROGATE + "Alice lives in Paris"},
        {"source": "src_" + SURROGATE},
        {"readers": ["bob", f"carol{SURROGATE}"]},
    ],
    ids=["key", "key-subject", "key-relation", "value", "evidence", "source", "readers"],
)
def test_a_lone_surrogate_in_any_proposal_field_is_a_metadata_rejection(changes: dict[str, Any]) -> None:
    err = metadata_rejection(**changes)
    assert "surrogate" in err.detail


@pytest.mark.parametrize(
    "surrogate", [chr(c) for c in (0xD800, 0xDBFF, 0xDC00, 0xDFFF)], ids=lambda s: f"U+{ord(s):04X}"
)
def test_surrogate_at_finds_the_first_lone_surrogate(surrogate: str) -> None:
    assert surrogate_at("café" + surrogate + "x" + surrogate) == 4
    assert surrogate_at(surrogate) == 0


@pytest.mark.parametrize("text", ["", "plain ascii", "café", "客服", "emoji 😀 astral", "a" * 1_000_000])
def test_surrogate_at_is_minus_one_for_storable_text(text: str) -> None:
    assert surrogate_at(text) == -1


def test_check_text() -> None:
    assert check_text("客服 ü", "note") == "客服 ü"
    with pytest.raises(InvalidArgument, match="note contains a lone UTF-16 surrogate"):
        check_text("x" + SURROGATE, "note")
    with pytest.raises(InvalidArgument, match="note must be a str"):
        check_text(b"bytes", "note")


# --- names -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["agent-ü", "客服", "team.a b", "alice", "x" * MAX_NAME_CHARS])
def test_ordinary_unicode_names_are_accepted(name: str) -> None:
    assert agent_name(name, "owner") == name


@pytest.mark.parametrize("name", ["a\x00b", "a\nb", "a\x1fb", "a\x7fb", "a\x85b", "\tteam", "x\r"])
def test_control_characters_in_a_name_are_refused(name: str) -> None:
    with pytest.raises(InvalidArgument, match=r"^team "):
        agent_name(name, "team")


@pytest.mark.parametrize(
    "name",
    ["", "   ", None, 7, b"alice", "alice" + SURROGATE, "x" * (MAX_NAME_CHARS + 1)],
    ids=["empty", "blank", "none", "int", "bytes", "surrogate", "too-long"],
)
def test_bad_names_are_refused_naming_the_argument(name: object) -> None:
    with pytest.raises(InvalidArgument, match=r"^reader "):
        agent_name(name, "reader")


def test_the_default_argument_name_is_agent() -> None:
    with pytest.raises(InvalidArgument, match=r"^agent "):
        agent_name("a\x00")


def test_a_control_character_in_a_reader_is_a_metadata_rejection() -> None:
    assert "control character" in metadata_rejection(readers=["bob\x00"]).detail


# --- source ids ------------------------------------------------------------------------------------------


def test_source_ids_are_unambiguous_across_owner_and_text() -> None:
    with pytest.raises(InvalidArgument):
        source_id_for("a", "b\0secret")  # NUL is refused in every text (DESIGN §4)
    assert source_id_for("ab", "c") != source_id_for("a", "bc")
    assert source_id_for("é", "1:x") != source_id_for("é1:", "x")  # (the prefix counts UTF-8 bytes)


def test_source_ids_are_stable_and_shaped() -> None:
    sid = source_id_for("alice", "Alice lives in Paris")
    assert sid == source_id_for("alice", "Alice lives in Paris")
    assert re.fullmatch(r"src_[0-9a-f]{32}", sid)
    assert sid != source_id_for("bob", "Alice lives in Paris")


def test_source_id_for_refuses_a_surrogate() -> None:
    with pytest.raises(InvalidArgument):
        source_id_for("alice" + SURROGATE, "text")
    with pytest.raises(InvalidArgument):
        source_id_for("alice", "text" + SURROGATE)


# --- source texts ----------------------------------------------------------------------------------------


def test_check_source_text_returns_the_text() -> None:
    assert check_source_text("Alice lives in Paris.\n") == "Alice lives in Paris.\n"
    at_limit = "a" * MAX_SOURCE_CHARS
    assert check_source_text(at_limit) is at_limit


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (None, "must be a str"),
        (b"Alice", "must be a str"),
        (42, "must be a str"),
        ("", "non-empty"),
        (" \n\t ", "non-empty"),
        ("Alice" + SURROGATE, "surrogate"),
    ],
    ids=["none", "bytes", "int", "empty", "blank", "surrogate"],
)
def test_check_source_text_refuses(text: object, says: str) -> None:
    with pytest.raises(InvalidArgument, match=says):
        check_source_text(text)


def test_check_source_text_refuses_an_oversized_text_saying_the_limit_and_the_size() -> None:
    with pytest.raises(InvalidArgument) as err:
        check_source_text("a" * (MAX_SOURCE_CHARS + 1))
    assert f"{MAX_SOURCE_CHARS:,}" in str(err.value)
    assert f"{MAX_SOURCE_CHARS + 1:,}" in str(err.value)


# --- long inputs to admission ----------------------------------------------------------------------------


def test_check_support_on_a_1_mb_value_equal_to_its_evidence_and_source() -> None:
    text = ("Alice moved to Paris last year, but she does not like the weather there. " * 14_000)[:1_000_000]
    text = text[: text.rfind(".") + 1]
    assert len(text) > 999_000
    support = check_support(text, text, text)
    assert support.ok, support
    # and a deletion the guard exists to refuse is still refused, with its reason
    dropped = text.replace("does not like", "does like", 1)
    assert check_support(dropped, text, text).reason == "guard:negation"
