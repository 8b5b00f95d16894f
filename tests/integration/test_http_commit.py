"""`POST /v1/transactions:commit` (issue 34): a whole transaction in one request, judged exactly as the five
requests it stands for — the same outcomes, the same refusals with the same codes, nothing stored by a refusal.
On every backend."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the server extra (fastapi) is not installed")

from _http_support import Served, served_on

TEXT = "Alice lives in Paris. Alice works at Acme."


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def s(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Served]:
    yield from served_on(request.param, tmp_path)


def _commit(s: Served, who: str, body: dict[str, Any]) -> Any:
    return s.call(who, "POST", "/v1/transactions:commit", json=body)


def _two_facts(text: str = TEXT) -> dict[str, Any]:
    return {
        "reads": ["alice/city"],
        "observations": [{"text": text, "scope": "shared", "authority": 0.9}],
        "proposals": [
            {"key": "alice/city", "value": "Paris", "evidence": "Alice lives in Paris", "source": 0},
            {"key": "alice/employer", "value": "Acme", "evidence": "Alice works at Acme", "source": 0},
        ],
    }


def _multi_request(s: Served, who: str, body: dict[str, Any]) -> Any:
    txn = s.call(who, "POST", "/v1/transactions").json()["id"]
    ids = [s.call(who, "POST", f"/v1/transactions/{txn}/sources", json=o).json()["id"] for o in body["observations"]]
    for p in body["proposals"]:
        cited = ids[p["source"]] if isinstance(p["source"], int) else p["source"]
        staged = s.call(who, "POST", f"/v1/transactions/{txn}/proposals", json={**p, "source": cited})
        assert staged.status_code == 201, staged.text
    return s.call(who, "POST", f"/v1/transactions/{txn}/commit")


def test_one_request_commits_what_five_requests_commit(s: Served) -> None:
    one = _commit(s, "alice", _two_facts())
    assert one.status_code == 200, one.text
    doc = one.json()
    assert doc["reads"] == [{"key": "alice/city", "record": None}]
    assert [src["stored"] for src in doc["sources"]] == [True]
    assert doc["result"]["aborted"] is False
    assert [(o["key"], o["state"]) for o in doc["result"]["outcomes"]] == [
        ("alice/city", "committed"),
        ("alice/employer", "committed"),
    ]
    many = _multi_request(s, "bob", _two_facts("Bob lives in Lyon. Bob works at Initech.") | {"proposals": []})
    assert many.status_code == 200, many.text
    found = s.call("bob", "GET", "/v1/get", params={"key": "alice/city"})
    assert found.status_code == 200, found.text
    assert found.json()["value"] == "Paris"
    assert found.json()["source_id"] == doc["sources"][0]["id"]


def test_reads_see_the_snapshot_and_a_second_write_supersedes(s: Served) -> None:
    assert _commit(s, "alice", _two_facts()).status_code == 200
    moved = {
        "reads": ["alice/city"],
        "observations": [{"text": "Alice lives in Lyon.", "scope": "shared", "authority": 0.9}],
        "proposals": [{"key": "alice/city", "value": "Lyon", "evidence": "Alice lives in Lyon", "source": 0}],
    }
    answer = _commit(s, "alice", moved)
    assert answer.status_code == 200, answer.text
    doc = answer.json()
    assert doc["reads"][0]["record"]["value"] == "Paris"
    assert doc["result"]["outcomes"][0]["state"] == "committed"
    assert s.call("alice", "GET", "/v1/get", params={"key": "alice/city"}).json()["value"] == "Lyon"


def test_a_refused_proposal_stores_nothing_and_answers_as_the_proposals_route(s: Served) -> None:
    before = s.state()
    body = _two_facts()
    body["proposals"][1]["evidence"] = "Alice works at Globex"  # not in the source: admission refuses it
    answer = _commit(s, "alice", body)
    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["code"] == "admission_rejected"
    assert s.state() == before


@pytest.mark.parametrize(
    ("change", "code"),
    [
        ({"proposals": [{"key": "a/b", "value": "v", "evidence": "v", "source": 3}]}, "invalid_argument"),
        ({"reads": [], "observations": [], "proposals": []}, "invalid_argument"),
        ({"attempts": 0}, "invalid_request"),
        ({"unknown": 1}, "invalid_request"),
    ],
)
def test_a_malformed_body_is_refused_and_changes_nothing(s: Served, change: dict[str, Any], code: str) -> None:
    before = s.state()
    answer = _commit(s, "alice", _two_facts() | change)
    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["code"] == code
    assert s.state() == before


def test_a_reader_may_not_and_nothing_is_stored(s: Served) -> None:
    before = s.state()
    answer = _commit(s, "viewer", _two_facts())
    assert answer.status_code == 403, answer.text
    assert answer.json()["error"]["code"] == "permission_denied"
    assert s.state() == before
