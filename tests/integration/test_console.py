"""The operator console (issue 15, DESIGN §7–§10): who may open it, the login and its cookie, CSRF on the
forms, approve and reject through the same calls as the API, the audit filters and cursor, hostile text
escaped, and each page's content — in process, through FastAPI's TestClient."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="the server extra (fastapi) is not installed")
pytest.importorskip("jinja2", reason="the server extra (jinja2) is not installed")

from _console_support import BASE, HOSTILE, Seeded, clock, seed
from fastapi.testclient import TestClient

from conftest import BACKENDS, store_url, with_postgres_schema
from memtx import Memory, State
from memtx.server.app import create_app
from memtx.server.console import views
from memtx.server.console.access import COOKIE
from memtx.server.console.routes import router
from memtx.server.credentials import Credentials

PUBLIC = {("GET", "/console/login"), ("POST", "/console/login"), ("GET", "/console/static/{name}")}


@dataclass
class Console:
    mem: Memory
    client: TestClient
    seeded: Seeded

    def bearer(self, who: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.seeded.tokens[who]}"}

    def login(self, who: str = "ops") -> str:
        """Log in through the form; returns the session's CSRF token (from a page's hidden field)."""
        form = self.client.get("/console/login")
        assert form.status_code == 200
        done = self.client.post(
            "/console/login", data={"csrf": hidden(form.text), "token": self.seeded.tokens[who]}, follow_redirects=False
        )
        assert done.status_code == 303, done.text
        assert done.headers["location"] == "/console/review"
        return hidden(self.client.get("/console/review").text)

    def state(self) -> tuple[object, ...]:
        """What a refused request must leave as it was."""
        mem = self.mem
        return (
            mem.last_csn(),
            mem.check().summary(),
            len(mem.journal(limit=1000)),
            tuple(r.record.vid for r in mem.review(agent="ops")),
            mem.record(self.seeded.rome.vid).state,
            mem.record(self.seeded.pirate.vid).state,
        )


def hidden(html: str, name: str = "csrf") -> str:
    found = re.search(rf'name="{name}" value="([^"]*)"', html)
    assert found is not None, html
    return found.group(1)


@pytest.fixture(params=BACKENDS)
def console(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Console]:
    """The console over a seeded store of each backend (PostgreSQL when MEMTX_TEST_POSTGRES_URL is set)."""
    name = str(request.param)
    for _ in with_postgres_schema(name, name == "postgres", tmp_path):
        with Memory.open(store_url(name, tmp_path), clock=clock()) as mem:
            seeded = seed(mem)
            with TestClient(create_app(mem)) as client:
                yield Console(mem, client, seeded)


def _routes() -> list[tuple[str, str]]:
    found = []
    for route in router.routes:
        path = getattr(route, "path", "")
        for method in sorted(getattr(route, "methods", ()) or ()):
            if method != "HEAD":
                found.append((method, path))
    return found


def _concrete(path: str, s: Seeded) -> str:
    return path.replace("{vid}", str(s.rome.vid)).replace("{decision}", "approve").replace("{name}", "console.css")


# --- access ----------------------------------------------------------------------------------------------------
def test_the_console_has_the_pages_of_the_issue_and_none_in_the_api_spec(console: Console) -> None:
    paths = {p for _, p in _routes()}
    for page in ("/console/review", "/console/record/{vid}", "/console/audit", "/console/actions", "/console/health"):
        assert page in paths
    spec = console.client.get("/openapi.json").json()
    assert not [p for p in spec["paths"] if p.startswith("/console")]


def test_an_agent_or_reader_token_gets_403_on_every_console_route_and_changes_nothing(console: Console) -> None:
    before = console.state()
    for method, path in _routes():
        for who in ("bot", "viewer"):
            answer = console.client.request(
                method,
                _concrete(path, console.seeded),
                headers=console.bearer(who) | {"Content-Type": "application/x-www-form-urlencoded"},
                content=b"comment=x&csrf=x&token=x",
                follow_redirects=False,
            )
            assert answer.status_code == 403, (who, method, path, answer.text)
            assert "text/html" in answer.headers["content-type"]
    assert console.state() == before


def test_without_credentials_every_private_route_is_401_and_a_bad_token_is_401_everywhere(console: Console) -> None:
    before = console.state()
    private = [(m, p) for m, p in _routes() if (m, p) not in PUBLIC]
    assert {(m, p) for m, p in _routes()} - set(private) == PUBLIC
    for method, path in private:
        answer = console.client.request(method, _concrete(path, console.seeded), follow_redirects=False)
        assert answer.status_code == 401, (method, path)
        assert 'href="/console/login"' in answer.text
    for method, path in _routes():
        for header in ("Bearer mtx_000000000000_" + "A" * 43, "Basic b3BzOm9wcw==", "Bearer "):
            answer = console.client.request(
                method, _concrete(path, console.seeded), headers={"Authorization": header}, follow_redirects=False
            )
            assert answer.status_code == 401, (method, path, header)
    console.client.cookies.set(COOKIE, "forged-session-id", path="/console")
    assert console.client.get("/console/review").status_code == 401
    assert console.state() == before


def test_an_operator_bearer_token_reads_pages_but_cannot_post_forms(console: Console) -> None:
    ops = console.bearer("ops")
    assert console.client.get("/console/health", headers=ops).status_code == 200
    missing = console.client.get("/console/no-such-page", headers=ops)
    assert missing.status_code == 404
    assert "text/html" in missing.headers["content-type"]
    assert console.client.get("/console/static/other.css", headers=ops).status_code == 404
    before = console.state()
    answer = console.client.post(
        f"/console/review/{console.seeded.rome.vid}/approve", headers=ops, data={"csrf": "", "comment": "x"}
    )
    assert answer.status_code == 403
    assert "/v1 API" in answer.text
    assert console.state() == before


# --- login ---------------------------------------------------------------------------------------------------------
def test_login_sets_an_httponly_samesite_strict_session_cookie_and_never_keeps_the_token(
    console: Console, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    form = console.client.get("/console/login")
    token = console.seeded.tokens["ops"]
    done = console.client.post(
        "/console/login", data={"csrf": hidden(form.text), "token": token}, follow_redirects=False
    )
    assert done.status_code == 303
    cookie = next(v for v in done.headers.get_list("set-cookie") if v.startswith(f"{COOKIE}="))
    attributes = {part.strip().split("=")[0].lower() for part in cookie.split(";")}
    assert {"httponly", "path"} <= attributes
    assert "samesite=strict" in cookie.lower()
    assert "path=/console" in cookie.lower()
    session_id = cookie.split(";")[0].split("=", 1)[1]
    secret = token.split("_", 2)[2]
    assert secret not in session_id
    assert token not in session_id
    page = console.client.get("/console/review")
    assert page.status_code == 200
    assert "operator <strong>ops</strong>" in page.text
    assert token not in page.text
    assert not [r for r in caplog.records if token in r.getMessage() or secret in r.getMessage()]
    assert any("console login: principal ops" in r.getMessage() for r in caplog.records)


def test_login_refuses_an_agent_token_an_unknown_one_and_a_post_without_its_csrf(console: Console) -> None:
    form = console.client.get("/console/login")
    csrf = hidden(form.text)
    agent = console.client.post("/console/login", data={"csrf": csrf, "token": console.seeded.tokens["bot"]})
    assert agent.status_code == 403
    assert "not an operator" in agent.text
    unknown = console.client.post("/console/login", data={"csrf": csrf, "token": "mtx_nope"})
    assert unknown.status_code == 401
    forged = console.client.post(
        "/console/login", data={"csrf": "guess", "token": console.seeded.tokens["ops"]}, follow_redirects=False
    )
    assert forged.status_code == 403
    for answer in (agent, unknown, forged):
        assert not any(c.startswith(f"{COOKIE}=") for c in answer.headers.get_list("set-cookie"))
    assert console.client.get("/console/review").status_code == 401


def test_logout_and_a_revoked_token_end_the_session(console: Console) -> None:
    csrf = console.login()
    assert console.client.post("/console/logout", data={"csrf": "wrong"}).status_code == 403
    assert console.client.get("/console/review").status_code == 200
    assert console.client.post("/console/logout", data={"csrf": csrf}, follow_redirects=False).status_code == 303
    assert console.client.get("/console/review").status_code == 401
    console.login()
    ops_id = next(c.token_id for c in Credentials(console.mem).list() if c.principal == "ops")
    Credentials(console.mem).revoke(ops_id)
    assert console.client.get("/console/review").status_code == 401


# --- approve and reject ----------------------------------------------------------------------------------------------
def test_a_forged_post_without_the_csrf_token_changes_nothing(console: Console) -> None:
    csrf = console.login()
    before = console.state()
    rome = console.seeded.rome.vid
    for data in ({"comment": "forged"}, {"comment": "forged", "csrf": ""}, {"comment": "forged", "csrf": csrf[:-1]}):
        for decision in ("approve", "reject"):
            answer = console.client.post(f"/console/review/{rome}/{decision}", data=data, follow_redirects=False)
            assert answer.status_code == 403, answer.text
            assert "CSRF" in answer.text
    assert console.state() == before
    assert console.mem.check().ok
    assert console.mem.record(rome).state is State.QUARANTINED


def test_approve_makes_the_version_visible_and_journals_the_operator(console: Console) -> None:
    csrf = console.login()
    rome = console.seeded.rome.vid
    done = console.client.post(
        f"/console/review/{rome}/approve", data={"csrf": csrf, "comment": "confirmed by phone"}, follow_redirects=False
    )
    assert done.status_code == 303
    assert console.mem.get("alice/city", agent="ana").vid == rome  # type: ignore[union-attr]
    assert console.mem.record(console.seeded.paris.vid).state is State.SUPERSEDED
    mine = [e for e in console.mem.journal(limit=1000) if e.event.vid == rome and "approved_by" in e.event.reason]
    assert mine
    assert all(e.agent == "ops" and e.event.reason == "approved_by:ops:confirmed by phone" for e in mine)
    page = console.client.get("/console/review").text
    assert f"Approved version {rome}" in page
    assert f'id="q{rome}"' not in page
    assert console.mem.check().ok


def test_reject_revokes_the_version_with_its_comment_and_operator(console: Console) -> None:
    csrf = console.login()
    pirate = console.seeded.pirate.vid
    done = console.client.post(
        f"/console/review/{pirate}/reject", data={"csrf": csrf, "comment": "rumour"}, follow_redirects=False
    )
    assert done.status_code == 303
    assert console.mem.record(pirate).state is State.REVOKED
    assert console.mem.record(pirate).reason == "rejected:rumour"
    assert console.mem.get("carol/job", agent="ana").vid == console.seeded.engineer.vid  # type: ignore[union-attr]
    (entry,) = [
        e for e in console.mem.journal(limit=1000) if e.event.vid == pirate and e.event.to_state is State.REVOKED
    ]
    assert entry.agent == "ops"
    assert "Rejected version" in console.client.get("/console/review").text
    assert console.mem.check().ok


def test_a_decision_from_the_record_page_returns_there_and_never_off_site(console: Console) -> None:
    csrf = console.login()
    rome, pirate = console.seeded.rome.vid, console.seeded.pirate.vid
    page = console.client.get(f"/console/record/{rome}").text
    assert f'formaction="/console/review/{rome}/approve"' in page
    assert f'name="back" value="/console/record/{rome}"' in page
    back = console.client.post(
        f"/console/review/{rome}/approve",
        data={"csrf": csrf, "back": f"/console/record/{rome}"},
        follow_redirects=False,
    )
    assert back.headers["location"] == f"/console/record/{rome}"
    assert f"Approved version {rome}" in console.client.get(f"/console/record/{rome}").text
    away = console.client.post(
        f"/console/review/{pirate}/reject",
        data={"csrf": csrf, "back": "https://elsewhere.example/"},
        follow_redirects=False,
    )
    assert away.headers["location"] == "/console/review"


def test_an_approval_names_the_rival_its_page_showed(console: Console) -> None:
    """Issue 29 item 8: the review page's form carries the rival it showed; a version that committed on the
    key since makes the approval a 409 conflict page naming both versions, and nothing changes."""
    csrf = console.login()
    rome, paris = console.seeded.rome.vid, console.seeded.paris.vid
    page = console.client.get("/console/review").text
    assert f'name="rival" value="{paris}"' in page
    assert f'name="rival" value="{paris}"' in console.client.get(f"/console/record/{rome}").text
    src = console.mem.observe("Alice lives in Lyon.", owner="ana", scope="shared", authority=0.95, at=BASE + 50)
    with console.mem.transaction(agent="ana") as tx:
        lyon = tx.propose(key="alice/city", value="Alice lives in Lyon", evidence="Alice lives in Lyon", source=src.id)
    before = console.state()
    stale = console.client.post(f"/console/review/{rome}/approve", data={"csrf": csrf, "rival": str(paris)})
    assert stale.status_code == 409
    assert "text/html" in stale.headers["content-type"]
    assert f"v{paris}" in stale.text
    assert f"v{lyon.vid}" in stale.text
    assert console.state() == before
    assert f'name="rival" value="{lyon.vid}"' in console.client.get("/console/review").text


def test_a_refused_decision_is_an_html_error_and_changes_nothing(console: Console) -> None:
    csrf = console.login()
    paris = console.seeded.paris.vid
    before = console.state()
    answer = console.client.post(f"/console/review/{paris}/approve", data={"csrf": csrf})
    assert answer.status_code == 422
    assert "not quarantined" in answer.text
    assert "text/html" in answer.headers["content-type"]
    for path in ("/console/review/999999/approve", "/console/review/abc/reject", "/console/review/2/delete"):
        assert console.client.post(path, data={"csrf": csrf}).status_code in (404, 422)
    long = console.client.post(
        f"/console/review/{console.seeded.rome.vid}/approve", data={"csrf": csrf, "comment": "x" * 3000}
    )
    assert long.status_code == 422
    json_body = console.client.post(f"/console/review/{console.seeded.rome.vid}/approve", json={"csrf": csrf})
    assert json_body.status_code == 422
    assert console.state() == before


# --- pages ----------------------------------------------------------------------------------------------------------
def test_hostile_record_text_is_escaped_on_every_page(console: Console) -> None:
    ops = console.bearer("ops")
    pirate = console.seeded.pirate.vid
    pages = [
        "/console/review",
        f"/console/record/{pirate}",
        f"/console/record/{pirate}?as_of=1",
        "/console/audit?key=carol",
        "/console/audit?reason=" + HOSTILE,
    ]
    for path in pages:
        html = console.client.get(path, headers=ops).text
        assert "<script>" not in html, path
        assert "<img src=x" not in html, path
    review = console.client.get("/console/review", headers=ops).text
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in review
    assert "<mark>Carol is a pirate &lt;script&gt;" in review  # the evidence, highlighted inside its source


def test_every_page_sends_a_strict_content_security_policy(console: Console) -> None:
    for path in ("/console/login", "/console/review", "/console/health"):
        answer = console.client.get(path, headers=console.bearer("ops") if path != "/console/login" else {})
        assert "default-src 'none'" in answer.headers["content-security-policy"]
        assert answer.headers["x-frame-options"] == "DENY"
        assert answer.headers["cache-control"] == "no-store"


def test_the_review_queue_shows_reason_writer_evidence_and_the_rival(console: Console) -> None:
    html = console.client.get("/console/review", headers=console.bearer("ops")).text
    s = console.seeded
    assert f'id="q{s.rome.vid}"' in html
    assert f'id="q{s.pirate.vid}"' in html
    assert "needs_review" in html
    assert "<dt>writer</dt><dd>bob</dd>" in html
    assert "Heard at lunch: <mark>Alice lives in Rome</mark>. Not sure." in html
    assert f'Visible rival: <a href="/console/record/{s.paris.vid}">' in html
    assert f'formaction="/console/review/{s.rome.vid}/approve"' in html


def test_the_record_page_draws_ancestors_and_descendants_and_travels_in_time(console: Console) -> None:
    s = console.seeded
    ops = console.bearer("ops")
    html = console.client.get(f"/console/record/{s.paris.vid}", headers=ops).text
    assert "<svg" in html
    assert f'href="/console/record/{s.summary.vid}"' in html
    assert "descendant (1 down)" in html
    assert "descendant (2 down)" in html
    assert f'href="/console/record/{s.profile.vid}"' in html
    up = console.client.get(f"/console/record/{s.summary.vid}", headers=ops).text
    assert "ancestor (1 up)" in up
    assert f"v{s.paris.vid} · belief" in up
    # As of the csn before rome was approved, paris was visible; after approving, as of now it is superseded.
    csrf = console.login()
    before_approval = console.mem.last_csn()
    console.client.post(f"/console/review/{s.rome.vid}/approve", data={"csrf": csrf})
    now = console.client.get(f"/console/record/{s.paris.vid}").text
    assert 'state state-superseded">superseded' in now
    then = console.client.get(f"/console/record/{s.paris.vid}?as_of={before_approval}").text
    assert f"As of csn {before_approval}: this version was" in then
    assert (
        f'the visible version of the key was <a href="/console/record/{s.paris.vid}?as_of={before_approval}">' in then
    )
    assert console.client.get(f"/console/record/{s.paris.vid}?as_of=0").status_code == 200
    future = console.client.get(f"/console/record/{s.paris.vid}?as_of={console.mem.last_csn() + 1}")
    assert future.status_code == 422
    assert "in the future" in future.text
    assert console.client.get("/console/record/999999").status_code == 404
    assert console.client.get("/console/record/x").status_code == 422
    assert console.client.get(f"/console/record/{s.paris.vid}?as_of=-1").status_code == 422


def test_the_lifecycle_timeline_names_who_moved_the_version(console: Console) -> None:
    html = console.client.get(f"/console/record/{console.seeded.order.vid}", headers=console.bearer("ops")).text
    assert "the customer lied" in html
    assert "by bot" in html


def test_audit_filters_by_principal_key_transaction_and_reason(console: Console) -> None:
    ops = console.bearer("ops")
    everything = console.mem.journal(limit=1000)
    by_bob = console.client.get("/console/audit?principal=bob&limit=500", headers=ops).text
    seqs = [int(x) for x in re.findall(r"<tr><td>(\d+)</td>", by_bob)]
    assert seqs == [e.event.seq for e in everything if e.agent == "bob"]
    txn = console.seeded.rome.txn_id
    by_txn = console.client.get(f"/console/audit?txn={txn}", headers=ops).text
    assert [int(x) for x in re.findall(r"<tr><td>(\d+)</td>", by_txn)] == [
        e.event.seq for e in everything if e.event.txn_id == txn
    ]
    wanted = views.AuditFilter(key="ALICE/", reason="needs_review")
    expected = [e.event.seq for e in everything if wanted.matches(e)]
    assert expected
    page = console.client.get("/console/audit?key=ALICE/&reason=needs_review", headers=ops).text
    assert [int(x) for x in re.findall(r"<tr><td>(\d+)</td>", page)] == expected
    assert console.client.get("/console/audit?txn=abc", headers=ops).status_code == 422
    assert console.client.get("/console/audit?limit=0", headers=ops).status_code == 422
    assert console.client.get("/console/audit?key=" + "k" * 201, headers=ops).status_code == 422


def test_audit_pages_by_cursor_through_the_whole_filtered_journal(console: Console) -> None:
    ops = console.bearer("ops")
    everything = [e.event.seq for e in console.mem.journal(limit=1000)]
    seen: list[int] = []
    url: str | None = "/console/audit?limit=4"
    pages = 0
    while url is not None:
        html = console.client.get(url, headers=ops).text
        seen += [int(x) for x in re.findall(r"<tr><td>(\d+)</td>", html)]
        found = re.search(r'href="([^"]+)" rel="next"', html)
        url = found.group(1).replace("&amp;", "&") if found else None
        pages += 1
    assert seen == everything
    assert pages == -(-len(everything) // 4)
    # The same walk with a filter: only matches, in order, each once.
    page = views.audit_page(console.mem, views.AuditFilter(principal="ana"), after=0, limit=2)
    collected = list(page.entries)
    while page.cursor is not None:
        page = views.audit_page(console.mem, views.AuditFilter(principal="ana"), after=page.cursor, limit=2)
        collected += page.entries
    assert [e.event.seq for e in collected] == [
        e.event.seq for e in console.mem.journal(limit=1000) if e.agent == "ana"
    ]


def test_the_actions_page_highlights_the_leak_and_shows_blocked_decisions_with_reasons(console: Console) -> None:
    ops = console.bearer("ops")
    html = console.client.get("/console/actions", headers=ops).text
    (leak,) = console.mem.leaks()
    assert "Needs an operator (1)" in html
    assert f'<tr class="hot"><td>{leak.id}</td><td><span class="status status-leaked">leaked</span>' in html
    assert f'retracted <a href="/console/record/{console.seeded.order.vid}">' in html
    decisions = console.mem.gate_log()
    assert {d.allowed for d in decisions} == {True, False}
    blocked = console.client.get("/console/actions?decisions=blocked", headers=ops).text
    (refused,) = [d for d in decisions if not d.allowed]
    assert f"<code>{refused.reason}</code>" in blocked
    assert '<tr class="allowed">' not in blocked
    assert console.client.get("/console/actions?decisions=maybe", headers=ops).status_code == 422


def test_health_shows_the_check_open_and_orphaned_transactions_and_the_last_recovery(console: Console) -> None:
    ops = console.bearer("ops")
    html = console.client.get("/console/health", headers=ops).text
    assert "Check: not run" in html  # the page's own figures cost O(1); the full check is a click away
    assert 'href="/console/health?check=full"' in html
    assert "last csn" in html
    assert "versions" not in html  # counting versions is the full check's work
    html = console.client.get("/console/health?check=full", headers=ops).text
    assert "Check: I(S) holds" in html
    assert "versions" in html
    assert console.client.get("/console/health?check=yes", headers=ops).status_code == 422
    assert "No open transactions." in html
    assert "None in the last" in html
    src = console.mem.observe("Dana lives in Lisbon.", owner="ana", scope="shared", at=50)
    tx = console.mem.begin(agent="ana")
    try:
        tx.propose(key="dana/city", value="Dana lives in Lisbon", evidence="Dana lives in Lisbon", source=src.id, at=50)
        busy = console.client.get("/console/health", headers=ops).text
        assert f'<a href="/console/audit?txn={tx.id}">{tx.id}</a></td><td>ana</td>' in busy
        assert "<td>live</td><td>no</td>" in busy
    finally:
        tx.abort()


def test_health_marks_an_orphaned_transaction(console: Console, monkeypatch: pytest.MonkeyPatch) -> None:
    src = console.mem.observe("Dana lives in Lisbon.", owner="ana", scope="shared")
    tx = console.mem.begin(agent="ana")
    try:
        tx.propose(key="dana/city", value="Dana lives in Lisbon", evidence="Dana lives in Lisbon", source=src.id)
        monkeypatch.setattr(views, "process_state", lambda _token: "dead")  # as if its process had died
        html = console.client.get("/console/health", headers=console.bearer("ops")).text
        assert f'<tr class="hot"><td><a href="/console/audit?txn={tx.id}">' in html
        swept = "yes: aborted by the next sweep (an open, a blocked gate decision), or by an operator"
        assert f"<td>dead</td><td>{swept}</td>" in html
    finally:
        tx.abort()


def test_health_reports_the_last_restore_from_the_journal(tmp_path: Path) -> None:
    with Memory.open(str(tmp_path / "m.db"), clock=clock()) as mem:
        seeded = seed(mem)
        with mem.store_context.unit(write=True) as u:  # damage A's digest: recover rebuilds it and journals the restore
            u.put_a_digest_buckets({0: 12345})
        assert not mem.check().ok
        mem.recover()
        found = views.health(mem, now=0.0)
        assert found.last_recovery is not None
        assert found.file_bytes is not None
        assert found.file_bytes > 0
        with TestClient(create_app(mem)) as client:
            html = client.get("/console/health", headers={"Authorization": f"Bearer {seeded.tokens['ops']}"}).text
        assert f"Journal event #{found.last_recovery.event.seq}" in html
        assert "file size" in html
        assert "bytes" in html


def test_the_evidence_span_is_found_exactly_or_ignoring_case() -> None:
    assert views.evidence_span("Heard: Alice lives in Rome.", "Alice lives in Rome") == views.Span(
        "Heard: ", "Alice lives in Rome", ".", True
    )
    assert views.evidence_span("ALICE LIVES", "alice lives").match == "ALICE LIVES"
    assert views.evidence_span("nothing here", "absent") == views.Span("nothing here", "", "", False)
    assert views.evidence_span("text", "") == views.Span("text", "", "", False)


# --- issue 29: roles read on every request, CSRF compared as bytes ----------------------------------------------------
def test_a_non_ascii_csrf_value_is_refused_not_a_server_error(console: Console) -> None:
    """Issue 29 item 4: comparing a non-ASCII str with `compare_digest` raised TypeError (a 500)."""
    csrf = console.login()
    before = console.state()
    rome = console.seeded.rome.vid
    for value in ("é" * len(csrf), csrf[:-1] + "é", "密码"):
        for path in (f"/console/review/{rome}/approve", "/console/logout"):
            answer = console.client.post(path, data={"csrf": value, "comment": "x"}, follow_redirects=False)
            assert answer.status_code == 403, answer.text
    assert console.state() == before
    assert console.client.get("/console/review").status_code == 200  # still logged in


def test_an_operator_re_registered_as_an_agent_loses_the_console_at_once(console: Console) -> None:
    """Issue 29 item 2: the session and the bearer token kept the role the credential was minted with, so an
    operator made an agent still read private records on the console. The registration is read per request."""
    console.login()
    record = f"/console/record/{console.seeded.rome.vid}"
    assert console.client.get(record).status_code == 200
    console.mem.register_agent("ops", role="agent")
    assert console.client.get(record).status_code == 401  # the session ends
    assert console.client.get(record, headers=console.bearer("ops")).status_code == 403
    console.mem.register_agent("ops", role="operator")
    assert console.client.get(record, headers=console.bearer("ops")).status_code == 200
