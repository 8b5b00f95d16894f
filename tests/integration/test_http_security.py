"""Security of the HTTP service (issue 13 acceptance, DESIGN §8): principal B cannot read, revoke, act
on or learn the existence of A's private records through any endpoint — every answer about them is the
answer about something that does not exist; a missing, malformed, unknown or revoked token is 401;
tokens never reach a log."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from _http_support import Served, remember, running, served

from memtx import Memory
from memtx.server.app import create_app
from memtx.server.credentials import Credentials

MISSING_VID = 10_000
MISSING_SOURCE = "src_" + "0" * 32


@pytest.fixture
def s() -> Iterator[Served]:
    with served() as service:
        service.mem.tools.register("notify", lambda **_: "sent")
        yield service


def _same(mine: Any, missing: Any, *swaps: tuple[object, object]) -> None:
    """`mine` (about A's private thing) answers exactly as `missing` (about nothing), once the ids each
    names are swapped."""
    text = mine.text
    for real, fake in swaps:
        text = text.replace(str(real), str(fake))
    assert mine.status_code == missing.status_code, (mine.text, missing.text)
    assert json.loads(text) == missing.json()


def test_b_cannot_read_or_find_as_private_records(s: Served) -> None:
    a = remember(s, "alice", "My PIN is 4321.", "alice/pin")
    pin = "alice/pin"
    for path, params in (
        ("/v1/get", {"key": pin}),
        ("/v1/get", {"key": pin, "as_of": s.mem.last_csn()}),
        ("/v1/history", {"key": pin}),
        ("/v1/history", {"key": pin, "include_tentative": True}),
    ):
        mine = s.call("bob", "GET", path, params=params)
        missing = s.call("bob", "GET", path, params=params | {"key": "alice/nothing"})
        _same(mine, missing, (pin, "alice/nothing"))
    for q in ("PIN 4321", "alice pin", "my"):
        assert s.call("bob", "GET", "/v1/search", params={"q": q}).json() == []
        assert s.call("bob", "GET", "/v1/context", params={"q": q}).json()["items"] == []
        assert s.call("bob", "GET", "/v1/search", params={"q": q, "as_of": s.mem.last_csn()}).json() == []
    assert s.call("bob", "GET", "/v1/list").json() == {"records": [], "cursor": None}
    assert s.call("bob", "GET", "/v1/list", params={"prefix": "alice"}).json() == {"records": [], "cursor": None}
    # Alice herself sees it everywhere.
    assert s.call("alice", "GET", "/v1/get", params={"key": pin}).json()["value"] == "My PIN is 4321"
    assert s.call("alice", "GET", "/v1/search", params={"q": "PIN 4321"}).json()[0]["record"]["vid"] == a["vid"]


def test_b_cannot_revoke_or_review_as_private_records(s: Served) -> None:
    a = remember(s, "alice", "My PIN is 4321.", "alice/pin")
    before = s.state()
    mine = s.call("bob", "POST", "/v1/revoke", json={"vid": a["vid"]})
    missing = s.call("bob", "POST", "/v1/revoke", json={"vid": MISSING_VID})
    _same(mine, missing, (a["vid"], MISSING_VID))
    assert mine.status_code == 404
    declassify = {"scope": "public", "reason": "not mine"}
    _same(
        s.call("bob", "POST", "/v1/declassify", json=declassify | {"vid": a["vid"]}),
        s.call("bob", "POST", "/v1/declassify", json=declassify | {"vid": MISSING_VID}),
        (a["vid"], MISSING_VID),
    )
    for action in ("approve", "reject"):
        assert s.call("bob", "POST", f"/v1/review/{a['vid']}/{action}").json()["error"]["code"] == "operator_required"
    assert s.call("bob", "GET", "/v1/review").status_code == 403
    assert s.state() == before
    assert s.call("alice", "GET", "/v1/get", params={"key": "alice/pin"}).status_code == 200


def test_b_cannot_cite_derive_from_promote_or_act_on_as_private_records(s: Served) -> None:
    a = remember(s, "alice", "My PIN is 4321.", "alice/pin")
    txn = s.call("bob", "POST", "/v1/transactions", json={"purpose": "external_action"}).json()["id"]
    src = s.call("bob", "POST", f"/v1/transactions/{txn}/sources", json={"text": "Bob says hi."}).json()["id"]
    before = s.state()
    base = {"key": "bob/note", "value": "Bob says hi", "evidence": "Bob says hi", "source": src}
    # Citing A's private source (its id is a hash of owner and text: guessable) reads as an unknown one.
    cite = {"key": "bob/pin", "value": "My PIN is 4321", "evidence": "My PIN is 4321"}
    _same(
        s.call("bob", "POST", f"/v1/transactions/{txn}/proposals", json=cite | {"source": a["source"]}),
        s.call("bob", "POST", f"/v1/transactions/{txn}/proposals", json=cite | {"source": MISSING_SOURCE}),
        (a["source"], MISSING_SOURCE),
    )
    # Deriving from A's private version reads as deriving from an unknown one (a vid past the counter is
    # refused as a would-be cycle instead: that tells how many versions exist, not whose they are).
    refused = s.call("bob", "POST", f"/v1/transactions/{txn}/proposals", json=base | {"parents": [a["vid"]]})
    assert refused.status_code == 422
    assert refused.json()["error"]["message"] == f"admission rejected (metadata): unknown parent version {a['vid']}"
    for path, body in (
        ("promote", {"vid": a["vid"]}),
        ("act", {"tool": "notify", "support": [a["vid"]]}),
    ):
        missing_body = json.loads(json.dumps(body).replace(str(a["vid"]), str(MISSING_VID)))
        _same(
            s.call("bob", "POST", f"/v1/transactions/{txn}/{path}", json=body),
            s.call("bob", "POST", f"/v1/transactions/{txn}/{path}", json=missing_body),
            (a["vid"], MISSING_VID),
        )
    read = s.call("bob", "GET", f"/v1/transactions/{txn}/read", params={"key": "alice/pin"})
    _same(read, s.call("bob", "GET", f"/v1/transactions/{txn}/read", params={"key": "alice/none"}), ("pin", "none"))
    # Nothing was staged, stored or called; the gate journaled its refusals only.
    after = s.state()
    assert after[:3] == before[:3]
    assert after[4:] == before[4:]
    assert s.mem.actions() == []


def test_b_cannot_drive_or_see_as_transaction(s: Served) -> None:
    txn = s.call("alice", "POST", "/v1/transactions").json()["id"]
    src = s.call("alice", "POST", f"/v1/transactions/{txn}/sources", json={"text": "Ship it Friday."}).json()["id"]
    staged = s.call(
        "alice",
        "POST",
        f"/v1/transactions/{txn}/proposals",
        json={"key": "release/day", "value": "Ship it Friday", "evidence": "Ship it Friday", "source": src},
    ).json()
    fake = "tx_" + "A" * 24
    before = s.state()
    for method, suffix, body in (
        ("GET", "", None),
        ("POST", "/sources", {"text": "Bob was here."}),
        ("POST", "/proposals", {"key": "k/x", "value": "x", "evidence": "x", "source": src}),
        ("GET", "/read?key=release/day", None),
        ("POST", "/promote", {"vid": 1}),
        ("POST", "/act", {"tool": "notify", "support": [1]}),
        ("POST", "/keep-alive", None),
        ("POST", "/commit", None),
        ("POST", "/abort", None),
    ):
        mine = s.call("bob", method, f"/v1/transactions/{txn}{suffix}", json=body)
        missing = s.call("bob", method, f"/v1/transactions/{fake}{suffix}", json=body)
        _same(mine, missing, (txn, fake))
        assert mine.status_code == 404, suffix
    assert s.state() == before
    history = s.call("bob", "GET", "/v1/history", params={"key": "release/day", "include_tentative": True}).json()
    assert history == []
    assert s.call("alice", "POST", f"/v1/transactions/{txn}/commit").json()["outcomes"][0]["vid"] == staged["vid"]


def test_b_cannot_write_in_as_name(s: Served) -> None:
    before = s.state()
    for body in (
        {"messages": ["My name is Alice."], "user": "alice"},
        {"messages": [{"role": "user", "content": "My name is Alice.", "name": "alice"}]},
        {"messages": [{"role": "tool", "content": "alice approved", "name": "alice"}]},
    ):
        refused = s.call("bob", "POST", "/v1/add", json=body)
        assert (refused.status_code, refused.json()["error"]["code"]) == (422, "invalid_argument"), body
    assert s.call("bob", "POST", "/v1/sources", json={"text": "I am alice.", "owner": "alice"}).status_code == 422
    assert s.state() == before


ENDPOINTS = [
    ("GET", "/v1/whoami"),
    ("POST", "/v1/sources"),
    ("POST", "/v1/add"),
    ("GET", "/v1/get?key=a/b"),
    ("GET", "/v1/search?q=x"),
    ("GET", "/v1/context?q=x"),
    ("GET", "/v1/list"),
    ("GET", "/v1/history?key=a/b"),
    ("POST", "/v1/revoke"),
    ("POST", "/v1/declassify"),
    ("POST", "/v1/transactions"),
    ("POST", "/v1/transactions:commit"),
    ("GET", "/v1/transactions/tx_1"),
    ("POST", "/v1/transactions/tx_1/sources"),
    ("POST", "/v1/transactions/tx_1/proposals"),
    ("GET", "/v1/transactions/tx_1/read?key=a/b"),
    ("POST", "/v1/transactions/tx_1/promote"),
    ("POST", "/v1/transactions/tx_1/act"),
    ("POST", "/v1/transactions/tx_1/keep-alive"),
    ("POST", "/v1/transactions/tx_1/commit"),
    ("POST", "/v1/transactions/tx_1/abort"),
    ("GET", "/v1/review"),
    ("POST", "/v1/review/1/approve"),
    ("POST", "/v1/review/1/reject"),
    ("GET", "/v1/check"),
    ("POST", "/v1/recover"),
    ("POST", "/v1/forget"),
    ("POST", "/v1/erase"),
]


def test_every_endpoint_needs_a_valid_token(s: Served) -> None:
    spec = s.client.get("/openapi.json").json()
    listed = {(m.upper(), p) for p, ops in spec["paths"].items() for m in ops if p != "/healthz"}
    covered = {(m, p.split("?")[0].replace("tx_1", "{txn}").replace("/1/", "/{vid}/")) for m, p in ENDPOINTS}
    assert listed == covered  # every endpoint of the spec is in this test
    revoked = s.tokens["bob"]
    Credentials(s.mem).revoke(revoked.split("_")[1])
    before = s.state()
    for method, path in ENDPOINTS:
        for headers in (
            {},
            {"Authorization": "Bearer"},
            {"Authorization": "Bearer not-a-token"},
            {"Authorization": "Basic YWxpY2U6c2VjcmV0"},
            {"Authorization": "Bearer mtx_000000000000_" + "A" * 43},
            {"Authorization": f"Bearer {revoked}"},
            {"Authorization": f"bearer {s.tokens['alice']}x"},
        ):
            response = s.client.request(method, path, headers=headers, json={"text": "x"})
            assert response.status_code == 401, (method, path, headers, response.text)
            assert response.json()["error"]["code"] == "unauthorized"
            assert response.headers["www-authenticate"] == "Bearer"
    assert s.state() == before
    assert s.client.get("/healthz").status_code == 200


def test_tokens_never_reach_a_log(tmp_path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    with Memory.open(f"sqlite:///{tmp_path / 'log.db'}") as mem:
        credentials = Credentials(mem)
        issued = credentials.create("alice")
        wrong = "mtx_000000000000_" + "B" * 43
        app = create_app(mem)
        with (
            running(app, log_level="debug", access_log=True) as base,
            httpx.Client(base_url=base, timeout=10) as client,
        ):
            for token in (issued.token, wrong):
                auth = {"Authorization": f"Bearer {token}"}
                client.get("/v1/whoami", headers=auth)
                client.post("/v1/sources", headers=auth, json={"text": token})  # even in a body
                client.post("/v1/revoke", headers=auth, json={"vid": token})
                client.get("/v1/get", headers=auth, params={"key": "a/b", "as_of": "x"})
                client.post("/v1/add", headers=auth, content=b"x" * 2_000_000)
                client.get("/v1/check", headers=auth)
    logged = "\n".join(f"{r.name} {r.getMessage()} {r.exc_text or ''}" for r in caplog.records)
    assert "uvicorn.access" in {r.name for r in caplog.records}  # the access log was captured
    assert "/v1/whoami" in logged
    secret = issued.token.split("_", 2)[2]
    assert issued.token not in logged
    assert secret not in logged
    assert wrong not in logged
    assert issued.credential.secret_sha256 not in logged


def test_b_cannot_learn_of_as_private_keys_by_writing() -> None:
    # A key has one visible version whoever wrote it (DESIGN §5): on a store like `memtx serve`'s, private
    # versions live in their writers' namespaces, and B's proposal for any key there is refused with one
    # answer, whether the key holds something or not.
    with served(private_namespaces=True) as strict:
        assert strict.mem.namespace_grant("alice") is not None  # claimed with alice's token
        assert strict.mem.namespace_grant("viewer") is None  # a reader writes nothing
        remember(strict, "alice", "The PIN of Alice is 4242.", "alice:pin/code")
        txn = strict.call("alice", "POST", "/v1/transactions").json()["id"]
        src = strict.call(
            "alice", "POST", f"/v1/transactions/{txn}/sources", json={"text": "My PIN is 1.", "scope": "private"}
        )
        outside = strict.call(
            "alice",
            "POST",
            f"/v1/transactions/{txn}/proposals",
            json={"key": "pin/code", "value": "My PIN is 1", "evidence": "My PIN is 1", "source": src.json()["id"]},
        )
        assert (outside.status_code, outside.json()["error"]["code"]) == (403, "permission_denied")
        answers = []
        for key in ("alice:pin/code", "alice:nothing/here"):
            txn = strict.call("bob", "POST", "/v1/transactions").json()["id"]
            cited = strict.call("bob", "POST", f"/v1/transactions/{txn}/sources", json={"text": "Alice has PIN 1111."})
            answers.append(
                strict.call(
                    "bob",
                    "POST",
                    f"/v1/transactions/{txn}/proposals",
                    json={
                        "key": key,
                        "value": "Alice has PIN 1111",
                        "evidence": "Alice has PIN 1111",
                        "source": cited.json()["id"],
                    },
                )
            )
        assert answers[0].status_code == answers[1].status_code == 403
        assert answers[0].json() == answers[1].json()
        assert strict.mem.check().ok
