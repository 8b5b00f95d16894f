"""Issue 29 items 5–8 over the HTTP service, on every backend: laundering through a relay and through a tool
echo, declassified copies and parents (DESIGN §8 amended), and an approval that names the rival it was shown.
The library-level tests are tests/safety/test_flow_relays.py and test_stale_approval.py."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from _http_support import Served, remember, served_on

from memtx.server.credentials import Credentials

SECRET = "Alice is negotiating a buyout of Initech for forty million dollars"


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def s(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Served]:
    for service in served_on(request.param, tmp_path):
        service.tokens["carol"] = Credentials(service.mem).create("carol", role="agent").token
        yield service


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def in_txn(s: Served, who: str, *, purpose: str = "internal") -> str:
    return str(ok(s.call(who, "POST", "/v1/transactions", json={"purpose": purpose}), 201)["id"])


def propose(s: Served, who: str, body: dict[str, Any]) -> Any:
    """One proposal in its own transaction: the 422 refusal, or the committed transaction's outcome."""
    txn = in_txn(s, who)
    staged = s.call(who, "POST", f"/v1/transactions/{txn}/proposals", json={"at": 40} | body)
    if staged.status_code != 201:
        s.call(who, "POST", f"/v1/transactions/{txn}/abort")
        return staged
    (outcome,) = ok(s.call(who, "POST", f"/v1/transactions/{txn}/commit"))["outcomes"]
    return outcome


def cite(s: Served, who: str, source: str, *, key: str = "team/news", value: str = SECRET, **extra: Any) -> Any:
    return propose(s, who, {"key": key, "value": value, "evidence": value, "source": source} | extra)


def observe(s: Served, who: str, text: str, scope: str, **extra: Any) -> dict[str, Any]:
    return dict(ok(s.call(who, "POST", "/v1/sources", json={"text": text, "scope": scope, "at": 20} | extra), 201))


def alice_secret(s: Served) -> int:
    src = observe(s, "alice", SECRET + ".", "private")
    outcome = cite(s, "alice", src["id"], key="alice/deal", readers=["bob"])
    assert outcome["state"] == "committed", outcome
    return int(outcome["vid"])


def laundering(outcome: Any) -> None:
    assert (outcome["state"], outcome["reason"]) == ("quarantined", "permission_laundering"), outcome


def nobody_else_reads(s: Served, key: str = "team/news") -> None:
    for who in ("carol", "viewer"):
        assert s.call(who, "GET", "/v1/get", params={"key": key}).status_code == 404
        hits = ok(s.call(who, "GET", "/v1/search", params={"q": "Initech buyout"}))
        assert all("Initech" not in h["record"]["value"] for h in hits)


def test_a_relay_through_a_second_principal_is_narrowed(s: Served) -> None:
    vid = alice_secret(s)
    relay = observe(s, "bob", f"Heads up from the board meeting: {SECRET}.", "shared")
    assert (relay["scope"], relay["requested_scope"], relay["narrowed_by"]) == ("private", "shared", [f"r:{vid}"])
    leaked = cite(s, "carol", relay["id"])
    laundering(leaked)
    refused = s.call("ops", "POST", f"/v1/review/{leaked['vid']}/approve", json={"rival": None})
    assert (refused.status_code, refused.json()["error"]["code"]) == (422, "invalid_argument")
    nobody_else_reads(s)
    assert cite(s, "bob", relay["id"], key="bob/notes", scope="private")["state"] == "committed"
    shared = cite(s, "bob", relay["id"], key="bob/news")  # at the scope bob asked for: laundering
    assert (shared["state"], shared["reason"]) == ("quarantined", "permission_laundering")


def test_a_relay_asking_more_than_its_ceiling_shows_both_grants(s: Served) -> None:
    """DESIGN §8: the source document carries the authority asked (clamped to bob's ceiling) and the scope
    asked (narrowed by alice's text) — each with what was granted."""
    vid = alice_secret(s)
    relay = observe(s, "bob", f"Board minutes: {SECRET}.", "shared", authority=1.0)
    assert (relay["authority"], relay["requested_authority"]) == (0.9, 1.0)
    assert (relay["scope"], relay["requested_scope"], relay["narrowed_by"]) == ("private", "shared", [f"r:{vid}"])
    assert observe(s, "bob", f"Board minutes: {SECRET}.", "shared", authority=1.0) == relay  # the same source


def test_a_tool_echo_cited_by_another_principal_is_caught(s: Served) -> None:
    alice_secret(s)
    ticket = remember(s, "bob", "Ticket 7 asks for a translation.", "ticket 7/request", scope="shared")
    echoed: list[str] = []

    def echo(text: str) -> str:
        src = s.mem.observe(f"Translation output: {text}.", owner="echo-bot", scope="shared", authority=1.0, at=30)
        echoed.append(src.id)
        return text

    s.mem.tools.register("echo", echo)
    txn = in_txn(s, "bob", purpose="external_action")
    ok(s.call("bob", "POST", f"/v1/transactions/{txn}/promote", json={"vid": ticket["vid"]}))
    act = ok(
        s.call(
            "bob",
            "POST",
            f"/v1/transactions/{txn}/act",
            json={"tool": "echo", "args": {"text": SECRET}, "support": [ticket["vid"]]},
        )
    )
    ok(s.call("bob", "POST", f"/v1/transactions/{txn}/commit"))
    assert s.mem.source(echoed[0]).scope.label == "private"
    laundering(cite(s, "carol", echoed[0]))
    call_source = s.mem.record(act["vid"]).source_id  # the call's own source: its arguments carry the text
    laundering(cite(s, "carol", call_source, key="team/news again"))
    nobody_else_reads(s)


def test_a_declassified_copy_does_not_release_the_original(s: Served) -> None:
    original = alice_secret(s)
    notes = observe(s, "bob", f"My notes: {SECRET}.", "shared")
    copy = cite(s, "bob", notes["id"], key="bob/notes", scope="private")
    done = ok(
        s.call("bob", "POST", "/v1/declassify", json={"vid": copy["vid"], "scope": "public", "reason": "my copy"})
    )
    assert done["vid"] == copy["vid"]
    press = observe(s, "carol", f"Press release: {SECRET}.", "public")
    assert press["scope"] == "public"  # carol could not read alice's text: her observation is no relay
    published = cite(s, "bob", press["id"], key="news/deal")  # bob could read it: his copy released his only
    assert (published["state"], published["reason"]) == ("quarantined", "permission_laundering")
    refused = s.call("bob", "POST", "/v1/declassify", json={"vid": original, "scope": "public", "reason": "mine"})
    assert (refused.status_code, refused.json()["error"]["code"]) == (403, "permission_denied")
    ok(s.call("alice", "POST", "/v1/declassify", json={"vid": original, "scope": "public", "reason": "announced"}))
    approved = s.call("ops", "POST", f"/v1/review/{published['vid']}/approve", json={"rival": None})
    assert ok(approved)["state"] == "committed"


def test_a_declassified_parent_covers_the_declared_parent_channel(s: Served) -> None:
    original = alice_secret(s)
    src = observe(s, "bob", "Announcement: Alice is buying Initech.", "public")
    body = {"key": "news/summary", "value": "Alice is buying Initech", "evidence": "Alice is buying Initech"}
    summary = dict(body, source=src["id"], kind="summary", parents=[original])
    before = propose(s, "bob", summary)
    assert (before["state"], before["reason"]) == ("quarantined", "permission_laundering")
    ok(s.call("alice", "POST", "/v1/declassify", json={"vid": original, "scope": "public", "reason": "announced"}))
    after = propose(s, "bob", summary | {"key": "news/summary again"})
    assert after["state"] == "committed", after
    assert ok(s.call("viewer", "GET", "/v1/get", params={"key": "news/summary again"}))["vid"] == after["vid"]


def test_an_approval_names_the_rival_it_was_shown(s: Served) -> None:
    remember(s, "alice", "Bob's phone is 555-0100.", "bob/phone", scope="shared")
    src = observe(s, "bob", "Bob's phone is 555-0199.", "shared", authority=0.3, at=None)
    phone = {"key": "bob/phone", "value": "Bob's phone is 555-0199", "evidence": "Bob's phone is 555-0199"}
    quarantined = propose(s, "bob", phone | {"source": src["id"], "at": None})
    assert quarantined["state"] == "quarantined", quarantined
    (item,) = ok(s.call("ops", "GET", "/v1/review"))
    shown = item["rival_vid"]
    assert shown == item["rival"]["vid"]
    newer = remember(s, "carol", "Bob's phone is 555-0123.", "bob/phone", scope="shared")
    path = f"/v1/review/{quarantined['vid']}/approve"
    before = s.state()
    # Not naming the rival means the one it was quarantined against, never whatever is visible now.
    unnamed = s.call("ops", "POST", path, json={"comment": "no rival named"})
    assert (unnamed.status_code, unnamed.json()["error"]["code"]) == (409, "transaction_conflict")
    assert (s.call("ops", "POST", path).status_code, s.state()) == (409, before)
    stale = s.call("ops", "POST", path, json={"rival": shown, "comment": "as reviewed"})
    assert (stale.status_code, stale.json()["error"]["code"]) == (409, "transaction_conflict")
    assert f"v{shown}" in stale.json()["error"]["message"]
    assert f"v{newer['vid']}" in stale.json()["error"]["message"]
    assert s.state() == before
    (again,) = ok(s.call("ops", "GET", "/v1/review"))
    assert again["rival_vid"] == newer["vid"]
    # Reviewed again, against the newer version: the key's contract keeps it (the operator cannot override).
    older = s.call("ops", "POST", path, json={"rival": again["rival_vid"], "comment": "checked again"})
    assert (older.status_code, older.json()["error"]["code"]) == (422, "invalid_argument")
    assert "older_than_visible" in older.json()["error"]["message"]
    assert s.state() == before
