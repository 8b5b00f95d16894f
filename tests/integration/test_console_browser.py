"""The operator console in a real browser (issue 15): Debian's chromium, driven headless by Playwright,
against the service on 127.0.0.1 — log in, approve a quarantined version with the keyboard and see it
become visible, reject one and see it revoked, open a provenance graph and travel in time, filter the
audit timeline. Screenshots of each page at 1280×800 are saved in the test's tmp_path (and, when
`MEMTX_CONSOLE_SCREENSHOTS` names a directory, copied there: docs/console/ holds such a set).

Skips only when /usr/bin/chromium or the playwright package is missing (`.ci/run` installs both)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

pytest.importorskip("fastapi", reason="the server extra (fastapi) is not installed")
pytest.importorskip("jinja2", reason="the server extra (jinja2) is not installed")

pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed (test extra)")

from _console_support import Seeded, clock, seed
from _http_support import running
from playwright.sync_api import sync_playwright

from memtx import Memory, State
from memtx.server.app import create_app

CHROMIUM = Path("/usr/bin/chromium")
if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} is missing (Debian's chromium: apt-get install chromium)", allow_module_level=True)

ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
VIEWPORT = {"width": 1280, "height": 800}
ROOT = Path(__file__).resolve().parents[2]


class Browser:
    def __init__(self, page: Any, base: str, shots: Path) -> None:
        self.page = page
        self.base = base
        self.shots = shots
        self.dialogs: list[str] = []
        page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))

    def go(self, path: str) -> Any:
        return self.page.goto(self.base + path)

    def shot(self, name: str) -> Path:
        path = self.shots / f"{name}.png"
        self.page.screenshot(path=str(path))
        return path

    def tab_to(self, predicate: str, *, limit: int = 80) -> None:
        """Press Tab until the focused element satisfies the JavaScript `predicate` (of `el`)."""
        for _ in range(limit):
            self.page.keyboard.press("Tab")
            if self.page.evaluate(f"(() => {{ const el = document.activeElement; return !!({predicate}); }})()"):
                return
        raise AssertionError(f"Tab never reached an element where {predicate}")


@pytest.fixture
def world(tmp_path: Path) -> Iterator[tuple[Memory, Seeded, Browser]]:
    shots = tmp_path / "screenshots"
    shots.mkdir()
    with Memory.open(str(tmp_path / "console.db"), clock=clock()) as mem:
        seeded = seed(mem)
        with running(create_app(mem)) as base, sync_playwright() as p:
            context = p.chromium.launch_persistent_context(
                str(tmp_path / "profile"),
                executable_path=str(CHROMIUM),
                args=ARGS,
                headless=True,
                viewport=VIEWPORT,
            )
            try:
                yield mem, seeded, Browser(context.pages[0] if context.pages else context.new_page(), base, shots)
            finally:
                context.close()
    target = os.environ.get("MEMTX_CONSOLE_SCREENSHOTS")
    if target:
        Path(target).mkdir(parents=True, exist_ok=True)
        for png in sorted(shots.glob("*.png")):
            shutil.copy(png, Path(target) / png.name)


def test_an_operator_reviews_traces_and_audits_in_a_real_browser(world: tuple[Memory, Seeded, Browser]) -> None:
    mem, s, b = world
    page = b.page

    # Not logged in: 401 with a way to log in.
    assert b.go("/console/review").status == 401
    page.get_by_role("link", name="Log in with an operator token").click()
    page.wait_for_url("**/console/login")
    page.get_by_label("Operator token").fill(s.tokens["ops"])
    b.shot("login")
    page.keyboard.press("Enter")
    page.wait_for_url("**/console/review")
    assert page.get_by_role("heading", name="Review queue").is_visible()
    assert page.locator("article.review").count() == 2
    assert page.locator(f"#q{s.rome.vid} mark").first.inner_text() == "Alice lives in Rome"
    b.shot("review")

    # Approve with the keyboard only: Tab to the comment box, type, Tab to "Approve", Enter.
    page.locator("body").focus()
    b.tab_to(f"el.id === 'comment{s.rome.vid}'")
    page.keyboard.type("confirmed by phone")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == f"Approve {s.rome.vid}"
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"  # a visible focus style
    page.keyboard.press("Enter")
    page.wait_for_url("**/console/review")
    assert f"Approved version {s.rome.vid}" in page.get_by_role("status").inner_text()
    assert page.locator(f"#q{s.rome.vid}").count() == 0
    visible = mem.get("alice/city", agent="ana")
    assert visible is not None
    assert visible.vid == s.rome.vid
    b.go(f"/console/record/{s.rome.vid}")
    assert page.locator("h1 .state").inner_text() == "committed"

    # Reject the hostile one with the mouse: revoked, and its text never ran as markup.
    b.go("/console/review")
    page.get_by_label(f"Comment on version {s.pirate.vid}").fill("rumour")
    posts: list[str] = []
    page.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
    page.keyboard.press("Enter")  # Enter in the comment box decides nothing (no default button)
    page.wait_for_timeout(300)  # a submission would have sent its POST by now
    assert posts == []
    assert mem.record(s.pirate.vid).state is State.QUARANTINED
    assert page.get_by_label(f"Comment on version {s.pirate.vid}").input_value() == "rumour"
    page.get_by_role("button", name=f"Reject {s.pirate.vid}").click()
    page.wait_for_url("**/console/review")
    assert f"Rejected version {s.pirate.vid}" in page.get_by_role("status").inner_text()
    assert mem.record(s.pirate.vid).state is State.REVOKED
    b.go(f"/console/record/{s.pirate.vid}")
    assert page.locator("h1 .state").inner_text() == "revoked"
    assert "<script>" in page.locator(".card .value").first.inner_text()  # shown as text
    assert b.dialogs == []

    # The provenance graph: paris (now superseded) and the summary derived from it; follow an edge.
    b.go(f"/console/record/{s.paris.vid}")
    graph = page.locator(".graph svg")
    assert graph.is_visible()
    assert page.locator(".graph a.node").count() == 3  # paris, the summary, the profile derived from it
    page.locator(f'.graph a.node[href^="/console/record/{s.summary.vid}"]').click()
    page.wait_for_url(f"**/console/record/{s.summary.vid}")
    lineage = page.locator("table.grid").first.inner_text()
    assert "ancestor (1 up)" in lineage
    assert "descendant (1 down)" in lineage
    b.shot("record")
    page.locator("#graph-title").scroll_into_view_if_needed()
    page.evaluate("document.getElementById('graph-title').scrollIntoView()")
    b.shot("provenance")
    # Time travel: as of the csn before the approval, paris was committed and visible.
    approval_csn = mem.record(s.rome.vid).csn
    assert approval_csn is not None
    b.go(f"/console/record/{s.paris.vid}")
    page.get_by_label("As of csn").fill(str(approval_csn - 1))
    page.keyboard.press("Enter")
    page.wait_for_url(f"**as_of={approval_csn - 1}")
    note = page.locator(".asof-note").inner_text()
    assert "this version was committed" in note
    assert f"version {s.paris.vid}" in note
    b.shot("record-as-of")

    # The audit timeline, filtered by principal: the operator's approval and rejection.
    b.go("/console/audit")
    page.get_by_label("Principal").fill("ops")
    page.get_by_role("button", name="Filter").click()
    page.wait_for_url("**principal=ops**")
    rows = page.locator("table.audit tbody tr")
    assert rows.count() > 0
    principals = {rows.nth(i).locator("td").nth(6).inner_text() for i in range(rows.count())}
    assert principals == {"ops"}
    reasons = page.locator("table.audit").inner_text()
    assert "approved_by:ops:confirmed by phone" in reasons
    assert "rejected:rumour" in reasons
    b.shot("audit")

    b.go("/console/actions")
    assert "Needs an operator (1)" in page.locator(".alert h2").inner_text()
    assert page.locator(".alert .status-leaked").is_visible()
    assert page.locator("tr.blocked").count() == 1
    b.shot("actions")

    b.go("/console/health")
    assert "not run" in page.locator("#check").inner_text()  # the full check runs only when asked for
    page.get_by_role("link", name="Run the full check").click()
    page.wait_for_url("**/console/health?check=full")
    assert "I(S) holds" in page.locator("#check").inner_text()
    b.shot("health")

    for name in ("login", "review", "record", "provenance", "record-as-of", "audit", "actions", "health"):
        png = b.shots / f"{name}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = int.from_bytes(png.read_bytes()[16:20], "big"), int.from_bytes(png.read_bytes()[20:24], "big")
        assert (width, height) == (1280, 800), name
    assert mem.check().ok


@pytest.fixture
def cli_served(tmp_path: Path) -> Iterator[tuple[Path, Seeded, str, Any]]:
    """`memtx serve` from this checkout, as a subprocess, over a seeded SQLite store; yields the store's
    path, the seed, the base URL and a browser page (its own profile)."""
    db = tmp_path / "served.db"
    with Memory.open(str(db), clock=clock()) as mem:
        seeded = seed(mem)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    log = (tmp_path / "serve.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "memtx", "--db", str(db), "serve", "--port", str(port)],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.1)
        else:
            raise AssertionError("memtx serve did not start: " + (tmp_path / "serve.log").read_text())
        with sync_playwright() as p:
            context = p.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=str(CHROMIUM), args=ARGS, headless=True, viewport=VIEWPORT
            )
            try:
                yield db, seeded, base, context.pages[0] if context.pages else context.new_page()
            finally:
                context.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
        log.close()


def test_memtx_serve_gives_the_console_to_an_operator_and_refuses_an_agent(
    cli_served: tuple[Path, Seeded, str, Any], tmp_path: Path
) -> None:
    db, s, base, page = cli_served
    page.set_extra_http_headers({"Authorization": f"Bearer {s.tokens['bot']}"})
    for path in ("/console/review", "/console/login", f"/console/record/{s.paris.vid}", "/console/health"):
        assert page.goto(base + path).status == 403, path
    page.set_extra_http_headers({})
    page.goto(base + "/console/login")
    page.get_by_label("Operator token").fill(s.tokens["bot"])
    page.get_by_role("button", name="Log in").click()
    assert "not an operator" in page.get_by_role("alert").inner_text()
    assert page.goto(base + "/console/review").status == 401
    assert [c for c in page.context.cookies() if c["name"] == "memtx_console"] == []

    page.goto(base + "/console/login")
    page.get_by_label("Operator token").fill(s.tokens["ops"])
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url("**/console/review")
    (cookie,) = [c for c in page.context.cookies() if c["name"] == "memtx_console"]
    assert cookie["httpOnly"] is True
    assert cookie["sameSite"] == "Strict"
    page.get_by_role("button", name=f"Approve {s.rome.vid}").click()
    page.wait_for_url("**/console/review")
    assert f"Approved version {s.rome.vid}" in page.get_by_role("status").inner_text()
    with Memory.open(str(db)) as mem:  # another process sees the approval
        visible = mem.get("alice/city", agent="ana")
        assert visible is not None
        assert visible.vid == s.rome.vid
    served_log = (tmp_path / "serve.log").read_text()
    assert "POST /console/login" in served_log  # the access log has the path and status...
    for token in s.tokens.values():
        assert token not in served_log  # ...and never a token
        assert token.split("_", 2)[2] not in served_log


def test_the_api_docs_render_offline(cli_served: tuple[Path, Seeded, str, Any], tmp_path: Path) -> None:
    """Issue 32 item 6: `/docs` was a blank page without a network (Swagger UI from a CDN). Every request
    that leaves 127.0.0.1 is refused here; Swagger UI and ReDoc must still render the operations."""
    _db, _s, base, page = cli_served
    elsewhere: list[str] = []

    def offline(route: Any) -> None:
        url = route.request.url
        if url.startswith(base + "/"):
            route.continue_()
        else:
            elsewhere.append(url)
            route.abort()

    page.route("**/*", offline)
    assert page.goto(base + "/docs").status == 200
    page.locator(".opblock").first.wait_for(timeout=30_000)
    paths = page.locator(".opblock-summary-path").all_inner_texts()
    assert "/v1/search" in [p.strip().replace("\u200b", "") for p in paths], paths
    assert len(paths) >= 20
    page.screenshot(path=str(tmp_path / "docs.png"))

    assert page.goto(base + "/redoc").status == 200
    page.get_by_text("GET/v1/search", exact=False).or_(page.get_by_text("/v1/search")).first.wait_for(timeout=30_000)
    page.screenshot(path=str(tmp_path / "redoc.png"))
    assert elsewhere == []
