"""schemathesis fuzzes every endpoint of the HTTP service from its OpenAPI spec (issue 13 acceptance):
valid and invalid requests, as an agent and as an operator, on a transaction the caller really holds as
well as on made-up ones. No request gets a 5xx, every answer conforms to the spec (status, media type,
body schema — error bodies too), and a refused request (4xx) changes nothing: the last
csn, A's digest, the full check, the journal's end, the highest vid, the open transactions and the
credentials are as before it."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest
import schemathesis
from _http_support import Served, remember, served
from hypothesis import HealthCheck, settings

from memtx.server import errors

CONFORMANCE = [
    schemathesis.checks.status_code_conformance,
    schemathesis.checks.content_type_conformance,
    schemathesis.checks.response_schema_conformance,
]
CODES = {c.code for _, c in errors.MEMTX_ERRORS} | {c.code for c in errors.SERVICE_ERRORS}

EXAMPLES = 30  # per endpoint and generation mode: the whole file runs in well under two minutes here


class World:
    """The store the fuzzer runs against: A's private and shared facts, a quarantined version for the
    operator's queue, and an open transaction of A's that the fuzzer drives half the time."""

    def __init__(self, s: Served) -> None:
        self.s = s
        remember(s, "alice", "My PIN is 4321.", "alice/pin")
        remember(s, "alice", "The office opens at nine.", "office/hours", scope="shared")
        self.s.mem.tools.register("notify", lambda **_: "sent")
        self.turns = itertools.cycle(["alice", "ops", "alice", "bob"])
        self.txn = ""
        self.fresh_transaction()

    def fresh_transaction(self) -> None:
        self.txn = self.s.call("alice", "POST", "/v1/transactions").json()["id"]


@pytest.fixture
def world(tmp_path: Path) -> Iterator[World]:
    with served(f"sqlite:///{tmp_path / 'fuzz.db'}") as s:
        yield World(s)


@pytest.fixture
def api(world: World):
    return schemathesis.openapi.from_asgi("/openapi.json", world.s.client.app)


schema = schemathesis.pytest.from_fixture("api")


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,  # the same examples every run
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.filter_too_much],
)
def test_no_5xx_and_refusals_change_nothing(case, world: World) -> None:
    who = next(world.turns)
    path_params = case.path_parameters or {}
    if "txn" in path_params and who == "alice" and next(world.turns) == "ops":
        if world.s.call("alice", "GET", f"/v1/transactions/{world.txn}").status_code != 200:
            world.fresh_transaction()
        path_params["txn"] = world.txn  # a transaction the caller holds: reach past the 404
    before = world.s.state()
    response = case.call(headers=world.s.h(who))
    assert response.status_code < 500, (case.method, case.formatted_path, response.status_code, response.text)
    # The answer is one the spec documents, in the documented media type and shape (errors included).
    case.validate_response(response, checks=CONFORMANCE)
    if response.status_code >= 400:
        assert world.s.state() == before, (case.method, case.formatted_path, response.status_code, response.text)
        error = response.json()["error"]
        assert error["code"] in CODES, error
        assert isinstance(error["message"], str)
