"""The HTTP service (issue 13, DESIGN §12): each endpoint does what its Python call does, as the bearer
token's principal; server-held transactions time out and end cleanly; errors are structured with stable
codes; bodies and lists are bounded."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import httpx
import pytest
from _http_support import Served, remember, running, served, served_on

from memtx.server import errors
from memtx.server.limits import MAX_LIST, MAX_MESSAGES


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def s(request: pytest.FixtureRequest, tmp_path) -> Iterator[Served]:
    yield from served_on(request.param, tmp_path)


def test_add_reports_what_it_skipped_and_confirmed(s: Served) -> None:
    # Issue 32 item 1 over HTTP: every sentence is accounted for; a re-added fact writes no version.
    body = {"messages": ["Can you help? I live in St. Louis.", "I live in St. Louis."], "user": "kim"}
    done = s.call("alice", "POST", "/v1/add", json=body).json()
    assert [r["value"] for r in done["stored"]] == ["I live in St. Louis"]
    assert [(c["message"], c["record"]["vid"]) for c in done["confirmed"]] == [(1, done["stored"][0]["vid"])]
    assert done["skipped"] == [{"message": 0, "text": "Can you help?", "reason": "question", "start": 0, "end": 13}]
    again = s.call("alice", "POST", "/v1/add", json={"messages": ["I live in St. Louis."], "user": "kim"}).json()
    assert (again["stored"], len(again["confirmed"])) == ([], 1)
    history = s.call("alice", "GET", "/v1/history", params={"key": "kim/city"}).json()
    assert len(history) == 1


def test_whoami_names_the_tokens_principal(s: Served) -> None:
    assert s.call("alice", "GET", "/v1/whoami").json()["principal"] == "alice"
    assert s.call("ops", "GET", "/v1/whoami").json()["role"] == "operator"


def test_add_then_get_search_context_list_history(s: Served) -> None:
    added = s.call(
        "alice", "POST", "/v1/add", json={"messages": ["Hi, my name is Dana. I live in Lisbon."], "user": "dana"}
    )
    assert added.status_code == 200, added.text
    assert [r["value"] for r in added.json()["stored"]] == ["my name is Dana", "I live in Lisbon"]
    s.call(
        "alice",
        "POST",
        "/v1/add",
        json={"messages": [{"role": "user", "content": "I moved to Porto."}], "user": "dana"},
    )

    got = s.call("alice", "GET", "/v1/get", params={"key": "dana/city"}).json()
    assert got["value"] == "I moved to Porto"
    hits = s.call("alice", "GET", "/v1/search", params={"q": "Porto", "k": 3}).json()
    assert hits[0]["record"]["value"] == "I moved to Porto"
    ctx = s.call("alice", "GET", "/v1/context", params={"q": "dana city"}).json()
    assert [i["value"] for i in ctx["items"] if i["key"] == "dana/city"] == ["I moved to Porto"]
    page = s.call("alice", "GET", "/v1/list", params={"prefix": "dana", "limit": 1}).json()
    assert len(page["records"]) == 1
    assert page["cursor"]
    rest = s.call("alice", "GET", "/v1/list", params={"prefix": "dana", "cursor": page["cursor"]}).json()
    assert {r["canonical_key"] for r in page["records"] + rest["records"]} == {"dana/name", "dana/city"}
    history = s.call("alice", "GET", "/v1/history", params={"key": "dana/city"}).json()
    assert [r["value"] for r in history] == ["I live in Lisbon", "I moved to Porto"]
    old = s.call("alice", "GET", "/v1/get", params={"key": "dana/city", "as_of": history[0]["csn"]}).json()
    assert old["value"] == "I live in Lisbon"


def test_a_transaction_over_http_begin_observe_propose_read_commit(s: Served) -> None:
    txn = s.call("alice", "POST", "/v1/transactions", json={"isolation": "serializable"}).json()
    assert txn["isolation"] == "serializable"
    assert txn["staged"] == []
    src = s.call("alice", "POST", f"/v1/transactions/{txn['id']}/sources", json={"text": "Order 17 ships Monday."})
    assert src.status_code == 201
    assert src.json()["stored"] is False
    assert src.json()["owner"] == "alice"
    body = {"key": "order-17/ship_day", "value": "Order 17 ships Monday", "evidence": "Order 17 ships Monday"}
    staged = s.call(
        "alice", "POST", f"/v1/transactions/{txn['id']}/proposals", json=body | {"source": src.json()["id"]}
    )
    assert staged.status_code == 201
    assert staged.json()["state"] == "tentative"
    read = s.call("alice", "GET", f"/v1/transactions/{txn['id']}/read", params={"key": "order-17/ship_day"}).json()
    assert read["vid"] == staged.json()["vid"]
    assert s.call("alice", "GET", "/v1/get", params={"key": "order-17/ship_day"}).status_code == 404  # in flight
    status = s.call("alice", "GET", f"/v1/transactions/{txn['id']}").json()
    assert [r["vid"] for r in status["staged"]] == [read["vid"]]
    done = s.call("alice", "POST", f"/v1/transactions/{txn['id']}/commit").json()
    assert not done["aborted"]
    assert done["outcomes"][0]["state"] == "committed"
    assert s.call("alice", "GET", "/v1/get", params={"key": "order-17/ship_day"}).json()["vid"] == read["vid"]
    again = s.call("alice", "POST", f"/v1/transactions/{txn['id']}/commit")
    assert again.status_code == 409
    assert again.json()["error"]["code"] == "transaction_closed"
    assert "committed" in again.json()["error"]["message"]


def test_admission_refusal_is_422_with_its_reason_and_keeps_the_transaction(s: Served) -> None:
    txn = s.call("alice", "POST", "/v1/transactions").json()["id"]
    src = s.call("alice", "POST", f"/v1/transactions/{txn}/sources", json={"text": "The sky is blue."}).json()
    bad = {"key": "sky/color", "value": "The sky is green", "evidence": "The sky is green", "source": src["id"]}
    refused = s.call("alice", "POST", f"/v1/transactions/{txn}/proposals", json=bad)
    assert refused.status_code == 422
    assert refused.json()["error"]["code"] == "admission_rejected"
    assert refused.json()["error"]["reason"] == "evidence_not_in_source"
    assert s.call("alice", "GET", f"/v1/transactions/{txn}").json()["staged"] == []
    assert s.call("alice", "POST", f"/v1/transactions/{txn}/abort", json={"reason": "changed my mind"}).json()[
        "aborted"
    ]


def test_a_stale_late_write_is_a_retryable_409_conflict(s: Served) -> None:
    remember(s, "alice", "The door code is 1234.", "office/door_code", scope="shared")
    first = s.call("alice", "POST", "/v1/transactions").json()["id"]
    second = s.call("bob", "POST", "/v1/transactions").json()["id"]
    for who, txn, text in (("alice", first, "The door code is 5678."), ("bob", second, "The door code is 9999.")):
        src = s.call(who, "POST", f"/v1/transactions/{txn}/sources", json={"text": text, "scope": "shared"}).json()
        value = text.rstrip(".")
        body = {"key": "office/door_code", "value": value, "evidence": value, "source": src["id"]}
        assert s.call(who, "POST", f"/v1/transactions/{txn}/proposals", json=body).status_code == 201
    assert s.call("alice", "POST", f"/v1/transactions/{first}/commit").status_code == 200
    lost = s.call("bob", "POST", f"/v1/transactions/{second}/commit")
    assert lost.status_code == 409
    assert lost.json()["error"] | {"message": ""} == {
        "code": "transaction_conflict",
        "message": "",
        "retryable": True,
        "keys": ["office/door_code"],
    }
    assert s.call("bob", "GET", f"/v1/transactions/{second}").json()["error"]["code"] == "transaction_closed"


def test_an_abandoned_transaction_is_aborted_after_the_timeout(s: Served) -> None:
    txn = s.call("alice", "POST", "/v1/transactions").json()["id"]
    src = s.call("alice", "POST", f"/v1/transactions/{txn}/sources", json={"text": "Lunch is at noon."}).json()
    body = {"key": "team/lunch", "value": "Lunch is at noon", "evidence": "Lunch is at noon", "source": src["id"]}
    vid = s.call("alice", "POST", f"/v1/transactions/{txn}/proposals", json=body).json()["vid"]
    assert [t.id for t in s.mem.open_transactions()]  # in flight
    registry = s.client.app.state.memtx.transactions
    s.clock.now += registry.timeout / 2
    assert registry.sweep() == []  # not idle long enough
    s.call("alice", "GET", f"/v1/transactions/{txn}")  # a status read does not renew it
    s.clock.now += registry.timeout
    assert registry.sweep() == [txn]
    assert s.mem.open_transactions() == []
    assert s.mem.record(vid).state.value == "revoked"
    closed = s.call("alice", "POST", f"/v1/transactions/{txn}/commit")
    assert closed.status_code == 409
    assert "abandoned" in closed.json()["error"]["message"]
    assert s.mem.check().ok


def test_a_request_renews_the_idle_timeout(s: Served) -> None:
    registry = s.client.app.state.memtx.transactions
    txn = s.call("alice", "POST", "/v1/transactions").json()["id"]
    for _ in range(3):
        s.clock.now += registry.timeout * 0.75
        assert s.call("alice", "POST", f"/v1/transactions/{txn}/keep-alive").status_code == 200
        assert registry.sweep() == []
    assert s.call("alice", "POST", f"/v1/transactions/{txn}/commit").status_code == 200


def test_the_background_sweeper_aborts_an_abandoned_transaction() -> None:
    with served(real_clock=True, txn_timeout=0.2, sweep_every=0.05) as s:
        txn = s.call("alice", "POST", "/v1/transactions").json()["id"]
        src = s.call("alice", "POST", f"/v1/transactions/{txn}/sources", json={"text": "Rain is due."}).json()
        body = {"key": "weather/today", "value": "Rain is due", "evidence": "Rain is due", "source": src["id"]}
        assert s.call("alice", "POST", f"/v1/transactions/{txn}/proposals", json=body).status_code == 201
        for _ in range(400):  # the sweeper thread runs every 50 ms; wait for it, at most 20 s
            if not s.mem.open_transactions():
                break
            time.sleep(0.05)
        assert s.mem.open_transactions() == []
        assert "abandoned" in s.call("alice", "GET", f"/v1/transactions/{txn}").json()["error"]["message"]


def test_shutdown_aborts_open_transactions(tmp_path) -> None:
    with served(f"sqlite:///{tmp_path / 'down.db'}") as s:
        txn = s.call("alice", "POST", "/v1/transactions").json()["id"]
        src = s.call("alice", "POST", f"/v1/transactions/{txn}/sources", json={"text": "Pay day is Friday."}).json()
        body = {"key": "pay/day", "value": "Pay day is Friday", "evidence": "Pay day is Friday", "source": src["id"]}
        vid = s.call("alice", "POST", f"/v1/transactions/{txn}/proposals", json=body).json()["vid"]
        mem = s.mem
        s.client.__exit__(None, None, None)  # the app's lifespan ends: the server is stopping
        assert mem.open_transactions() == []
        assert mem.record(vid).state.value == "revoked"


def test_too_many_open_transactions_is_429(tmp_path) -> None:
    with served(max_transactions=2) as s:
        for _ in range(2):
            assert s.call("alice", "POST", "/v1/transactions").status_code == 201
        third = s.call("alice", "POST", "/v1/transactions")
        assert third.status_code == 429
        assert third.json()["error"]["code"] == "too_many_transactions"
        assert s.call("bob", "POST", "/v1/transactions").status_code == 201  # per principal


def test_review_approve_reject_check_recover_are_for_operators(s: Served) -> None:
    remember(s, "alice", "Bob's phone is 555-0100.", "bob/phone", scope="shared")
    txn = s.call("alice", "POST", "/v1/transactions").json()["id"]
    src = s.call(
        "alice",
        "POST",
        f"/v1/transactions/{txn}/sources",
        json={"text": "Bob's phone is 555-0199.", "scope": "shared"},
    ).json()
    body = {"key": "bob/phone", "value": "Bob's phone is 555-0199", "evidence": "Bob's phone is 555-0199"}
    s.call("alice", "POST", f"/v1/transactions/{txn}/proposals", json=body | {"source": src["id"], "confidence": 0.3})
    s.call("alice", "POST", f"/v1/transactions/{txn}/commit")
    for who in ("alice", "viewer"):
        for method, path in (
            ("GET", "/v1/review"),
            ("POST", "/v1/review/1/approve"),
            ("POST", "/v1/review/1/reject"),
            ("GET", "/v1/check"),
            ("POST", "/v1/recover"),
        ):
            refused = s.call(who, method, path)
            assert (refused.status_code, refused.json()["error"]["code"]) == (403, "operator_required"), path
    queue = s.call("ops", "GET", "/v1/review").json()
    assert [i["record"]["reason"] for i in queue] == ["low_evidence"]
    vid = queue[0]["record"]["vid"]
    approved = s.call("ops", "POST", f"/v1/review/{vid}/approve", json={"comment": "confirmed by phone"})
    assert approved.status_code == 200, approved.text
    assert s.call("alice", "GET", "/v1/get", params={"key": "bob/phone"}).json()["vid"] == vid
    again = s.call("ops", "POST", f"/v1/review/{vid}/reject")
    assert again.status_code == 422
    assert again.json()["error"]["code"] == "invalid_argument"
    assert s.call("ops", "GET", "/v1/check").json()["ok"] is True
    assert s.call("ops", "POST", "/v1/recover").json()["restored"] is False


def test_revoke_repairs_and_reports(s: Served) -> None:
    fact = remember(s, "alice", "The launch is on Tuesday.", "launch/day")
    report = s.call("alice", "POST", "/v1/revoke", json={"vid": fact["vid"], "reason": "wrong"}).json()
    assert report["root"] == fact["vid"]
    assert report["steps"][0]["after"] == "revoked"
    assert s.call("alice", "GET", "/v1/get", params={"key": "launch/day"}).status_code == 404


def test_revoke_is_idempotent(s: Served) -> None:
    """DESIGN §9: a retried `POST /v1/revoke` (after an error that came once the revocation was complete)
    answers what the revocation did — the same report — instead of a conflict."""
    fact = remember(s, "alice", "The launch is on Tuesday.", "launch/day")
    body = {"vid": fact["vid"], "reason": "wrong"}
    first = s.call("alice", "POST", "/v1/revoke", json=body)
    again = s.call("alice", "POST", "/v1/revoke", json=body)
    assert (first.status_code, again.status_code) == (200, 200), again.text
    assert again.json() == first.json()
    assert s.call("alice", "GET", "/v1/get", params={"key": "launch/day"}).status_code == 404


def test_a_reader_credential_reads_but_never_writes(s: Served) -> None:
    remember(s, "alice", "The wifi password is hunter2.", "office/wifi", scope="shared")
    assert s.call("viewer", "GET", "/v1/get", params={"key": "office/wifi"}).status_code == 200
    refused = s.call("viewer", "POST", "/v1/sources", json={"text": "I can write."})
    assert refused.status_code == 403
    assert refused.json()["error"]["code"] == "permission_denied"


def test_error_bodies_are_structured_with_stable_codes() -> None:
    with served() as s:
        cases = [
            (s.client.get("/v1/nope"), 404, "not_found"),
            (s.client.put("/v1/add"), 405, "method_not_allowed"),
            (
                s.call("alice", "POST", "/v1/add", content=b"{not json", headers={"content-type": "application/json"}),
                422,
                "invalid_request",
            ),
            (s.call("alice", "POST", "/v1/add", json={"messages": [], "user": "dana"}), 422, "invalid_request"),
            (s.call("alice", "POST", "/v1/add", json={"messages": ["x"], "agent": "ops"}), 422, "invalid_request"),
            (s.call("alice", "POST", "/v1/sources", json={"text": "a\u0000b"}), 422, "invalid_request"),
            (s.call("alice", "POST", "/v1/revoke", json={"vid": 2**70}), 422, "invalid_request"),
            (s.call("alice", "POST", "/v1/sources", json={"text": "t", "at": 1e300}), 422, "invalid_request"),
            (s.call("alice", "GET", "/v1/search", params={"q": "x", "k": 10_000}), 422, "invalid_request"),
            (s.call("alice", "GET", "/v1/list", params={"cursor": "garbage"}), 422, "invalid_argument"),
            (s.call("alice", "GET", "/v1/get", params={"key": "a/b", "as_of": 99}), 422, "invalid_argument"),
            (s.call("alice", "GET", "/v1/transactions/tx_nothing"), 404, "not_found"),
        ]
        for response, status, code in cases:
            assert response.status_code == status, (response.request.url, response.text)
            error = response.json()["error"]
            assert error["code"] == code
            assert isinstance(error["message"], str)
            assert error["message"]


def test_validation_errors_do_not_echo_the_input() -> None:
    with served() as s:
        secretish = "do-not-echo-" + "x" * 50
        response = s.call("alice", "POST", "/v1/revoke", json={"vid": secretish})
        assert response.status_code == 422
        assert secretish not in response.text


def test_the_body_size_limit_is_413_and_changes_nothing() -> None:
    with served(max_body=4_096) as s:
        before = s.state()
        big = s.call("alice", "POST", "/v1/sources", json={"text": "y" * 5_000})
        assert big.status_code == 413
        assert big.json()["error"]["code"] == "payload_too_large"

        def chunks():
            yield b'{"text": "'
            for _ in range(10):
                yield b"z" * 1_000
            yield b'"}'

        streamed = s.call(
            "alice", "POST", "/v1/sources", content=chunks(), headers={"content-type": "application/json"}
        )
        assert streamed.status_code == 413
        assert s.state() == before
        assert s.call("alice", "POST", "/v1/sources", json={"text": "small"}).status_code == 201


def test_lists_are_bounded() -> None:
    with served() as s:
        too_many = s.call("alice", "POST", "/v1/add", json={"messages": ["hi"] * (MAX_MESSAGES + 1)})
        assert too_many.status_code == 422
        txn = s.call("alice", "POST", "/v1/transactions").json()["id"]
        body = {"key": "k/v", "value": "v", "evidence": "v", "source": "s", "readers": ["r"] * (MAX_LIST + 1)}
        assert s.call("alice", "POST", f"/v1/transactions/{txn}/proposals", json=body).status_code == 422


def test_the_openapi_spec_lists_every_endpoint_with_bearer_auth() -> None:
    with served() as s:
        spec = s.client.get("/openapi.json").json()
    paths = set(spec["paths"])
    assert {
        "/v1/sources",
        "/v1/add",
        "/v1/transactions",
        "/v1/transactions/{txn}/proposals",
        "/v1/transactions/{txn}/read",
        "/v1/transactions/{txn}/act",
        "/v1/transactions/{txn}/commit",
        "/v1/transactions/{txn}/abort",
        "/v1/get",
        "/v1/search",
        "/v1/context",
        "/v1/list",
        "/v1/history",
        "/v1/revoke",
        "/v1/review",
        "/v1/review/{vid}/approve",
        "/v1/review/{vid}/reject",
        "/v1/check",
        "/v1/recover",
    } <= paths
    assert spec["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"
    for path, methods in spec["paths"].items():
        for method, op in methods.items():
            body_fields = op.get("requestBody", {}).get("content", {}).get("application/json", {})
            assert "agent" not in str(body_fields), (method, path)  # identity is never a request field
            assert all(p["name"] not in {"agent", "owner", "principal"} for p in op.get("parameters", []))


def test_every_error_code_in_the_table_is_unique_per_meaning() -> None:
    codes = [c for _, c in errors.MEMTX_ERRORS] + list(errors.SERVICE_ERRORS)
    by_code: dict[str, int] = {}
    for c in codes:
        assert by_code.setdefault(c.code, c.status) == c.status, c.code  # one status per code


def test_concurrent_clients_over_a_real_server(tmp_path) -> None:
    """Four clients on their own connections write distinct keys and race on one shared key through
    server-held transactions: every answer is a success or a retryable conflict, nothing stays in
    flight, and the store checks clean."""

    with served(f"sqlite:///{tmp_path / 'race.db'}") as s:
        answers: list[tuple[int, str]] = []
        lock = threading.Lock()

        def client(who: str, n: int) -> None:
            with httpx.Client(base_url=base, headers=s.h(who), timeout=60) as c:
                for i in range(5):
                    for key, text in ((f"{who}-{n}/note{i}", f"Note {i} of {n}."), ("team/lead", f"{n} leads now.")):
                        txn = c.post("/v1/transactions").json()["id"]
                        src = c.post(f"/v1/transactions/{txn}/sources", json={"text": text, "scope": "shared"})
                        value = text.rstrip(".")
                        body = {"key": key, "value": value, "evidence": value, "source": src.json()["id"]}
                        staged = c.post(f"/v1/transactions/{txn}/proposals", json=body)
                        done = c.post(f"/v1/transactions/{txn}/commit")
                        with lock:
                            answers.append((staged.status_code, "staged"))
                            answers.append((done.status_code, done.json().get("error", {}).get("code", "ok")))

        with running(s.client.app) as base:
            threads = [threading.Thread(target=client, args=(who, n)) for n, who in enumerate(["alice", "bob"] * 2)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
        assert len(answers) == 4 * 5 * 2 * 2
        assert {a for a in answers if a[1] == "staged"} == {(201, "staged")}
        assert {a for a in answers if a[1] != "staged"} <= {(200, "ok"), (409, "transaction_conflict")}
        assert s.mem.open_transactions() == []
        assert s.mem.check().ok
        assert s.call("alice", "GET", "/v1/get", params={"key": "team/lead"}).status_code == 200


def test_act_through_the_gate_wrong_args_and_a_failing_tool() -> None:
    with served() as s:

        def broken(to: str) -> str:
            raise RuntimeError(f"mail server down for {to}")

        s.mem.tools.register("notify", lambda to: f"told {to}")
        s.mem.tools.register("broken", broken)
        fact = remember(s, "alice", "Dana wants a call back.", "dana/request")
        txn = s.call("alice", "POST", "/v1/transactions", json={"purpose": "external_action"}).json()["id"]
        assert s.call("alice", "POST", f"/v1/transactions/{txn}/promote", json={"vid": fact["vid"]}).status_code == 200
        before = s.state()
        wrong = s.call(
            "alice",
            "POST",
            f"/v1/transactions/{txn}/act",
            json={"tool": "notify", "args": {"who": "dana"}, "support": [fact["vid"]]},
        )
        assert (wrong.status_code, wrong.json()["error"]["code"]) == (422, "invalid_argument")
        assert s.state() == before
        assert s.mem.actions() == []
        ok = s.call(
            "alice",
            "POST",
            f"/v1/transactions/{txn}/act",
            json={"tool": "notify", "args": {"to": "dana"}, "support": [fact["vid"]]},
        )
        assert ok.json()["value"] == "told dana"
        failed = s.call(
            "alice",
            "POST",
            f"/v1/transactions/{txn}/act",
            json={"tool": "broken", "args": {"to": "dana"}, "support": [fact["vid"]]},
        )
        assert (failed.status_code, failed.json()["error"]["code"]) == (502, "tool_failed")
        assert "mail server" not in failed.text  # the tool's own message goes to the log, not the caller
        assert [a.status.value for a in s.mem.actions()] == ["done", "failed"]
        assert s.call("alice", "POST", f"/v1/transactions/{txn}/commit").status_code == 200
