"""docs/http.md's first contact (issue 13: copy-pasteable, tested quick starts; issue 32 item 6: it must
fail loudly): the curl quick start runs as written — both shell blocks in one bash script, with `memtx`
from this checkout on a free port and only the install line left out (no network in tests) — and fails,
non-zero with the reason on stderr, when the server starts slowly (it must wait), never starts, or
refuses a call. `memtx serve --ready-file` is written only once the server accepts connections. `/docs`
and `/redoc` load nothing from a CDN."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import httpx
import pytest

pytest.importorskip("uvicorn", reason="the server extra is not installed")

from fastapi.testclient import TestClient

from memtx import Memory
from memtx.server.app import create_app

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "http.md"
needs_curl = pytest.mark.skipif(not (shutil.which("curl") and shutil.which("jq")), reason="needs curl and jq")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _script(port: int) -> str:
    """The quick start's two bash blocks as written: only the install line dropped and the port swapped."""
    setup, calls = re.findall(r"```bash\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.DOTALL)[:2]
    setup = "\n".join(line for line in setup.splitlines() if not line.startswith("pip install"))
    return (setup + "\n" + calls).replace("8000", str(port))


def _shim(tmp_path: Path, serve_prelude: str = "") -> Path:
    """A `memtx` on PATH that is this checkout's (`python -m memtx`), running `serve_prelude` (bash) before
    `serve` — how a test makes the server slow, absent or wrong without touching the script."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "memtx"
    shim.write_text(
        "#!/usr/bin/env bash\n"
        f'if [[ " $* " == *" serve "* ]]; then\n{serve_prelude or ":"}\nfi\n'
        f'exec {sys.executable} -m memtx "$@"\n',
        encoding="utf-8",
    )
    shim.chmod(0o755)
    return bin_dir


def _run(tmp_path: Path, serve_prelude: str = "") -> subprocess.CompletedProcess[str]:
    bin_dir = _shim(tmp_path, serve_prelude)
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT / "src"),
        "TMPDIR": str(tmp_path),
        "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
    }
    # A new session, and output to files rather than pipes: the script must end by itself (a server it
    # left running would hold a pipe open); whatever it leaves is then killed with its process group.
    out, err = tmp_path / "stdout", tmp_path / "stderr"
    with out.open("w") as stdout, err.open("w") as stderr:
        proc = subprocess.Popen(
            ["bash", "-c", _script(_free_port())], stdout=stdout, stderr=stderr, env=env, start_new_session=True
        )
        try:
            proc.wait(timeout=180)
            left_running = not _group_ends(proc.pid)
        finally:
            _kill_group(proc.pid)
            proc.wait()
    assert not left_running, "the script left its server running"  # the doc's EXIT trap stops it
    return subprocess.CompletedProcess(proc.args, proc.returncode, out.read_text(), err.read_text())


def _group_ends(pgid: int) -> bool:
    """Whether every process of the group is gone within a bounded wait (a stopping server needs a moment)."""
    for _ in range(600):
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


def _kill_group(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pid, signal.SIGKILL)


def _assert_it_all_ran(done: subprocess.CompletedProcess[str]) -> None:
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert '"principal":"support-bot"' in out
    for expected in (
        '"my name is Dana"',
        '"I live in Lisbon"',
        '"tentative"',
        '"committed"',
        '"admission_rejected"',
        '"operator_required"',
        "true",
    ):
        assert expected in out, (expected, out)
    assert "dana/city" in out  # the context's cited line


@needs_curl
def test_the_curl_quick_start_runs(tmp_path: Path) -> None:
    _assert_it_all_ran(_run(tmp_path))


@needs_curl
def test_the_quick_start_waits_for_a_slow_server(tmp_path: Path) -> None:
    """The defect: the script slept 2 s and the server needed ~3 s, and `curl -s` hid the refusals, so it
    printed nothing and exited 0. A server that takes 5 s more to start must still be waited for."""
    _assert_it_all_ran(_run(tmp_path, "sleep 5"))


@needs_curl
def test_the_quick_start_fails_loudly_when_the_server_never_starts(tmp_path: Path) -> None:
    done = _run(tmp_path, 'echo "error: the server cannot start" >&2; exit 1')
    assert done.returncode != 0
    assert "the server cannot start" in done.stderr
    assert '"principal"' not in done.stdout  # nothing after the failure ran


@needs_curl
def test_the_quick_start_fails_loudly_when_a_call_is_refused(tmp_path: Path) -> None:
    """A server over another store (the tokens are unknown there): the first call gets 401, and the script
    stops there with curl's reason rather than printing nulls."""
    other = f'{sys.executable} -m memtx --db other.db init >/dev/null\nset -- "$@" --db other.db'
    done = _run(tmp_path, other)
    assert done.returncode != 0
    assert "401" in done.stderr, done.stderr
    assert "null" not in done.stdout
    assert '"principal"' not in done.stdout


# --- memtx serve --ready-file ------------------------------------------------------------------------------


@pytest.fixture
def store(tmp_path: Path) -> Path:
    path = tmp_path / "ready.db"
    Memory.open(path).close()
    return path


def _serve(store: Path, ready: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    argv = [sys.executable, "-m", "memtx", "--db", str(store), "serve", "--port", "0", "--ready-file", str(ready)]
    return subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def _wait_for(ready: Path, proc: subprocess.Popen[str]) -> str:
    """The ready file's content, once it appears (bounded: the server must not have exited)."""
    for _ in range(1200):
        if ready.exists():
            return ready.read_text(encoding="utf-8")
        assert proc.poll() is None, proc.communicate()[1]
        time.sleep(0.05)
    raise AssertionError("the ready file never appeared")


def test_the_ready_file_is_written_once_the_server_accepts_connections(store: Path, tmp_path: Path) -> None:
    ready = tmp_path / "ready"
    proc = _serve(store, ready)
    try:
        base = _wait_for(ready, proc).strip()
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+", base), base
        assert not base.endswith(":0")  # the port it bound, not the one asked for
        health = httpx.get(f"{base}/healthz", timeout=10)  # no retry: it accepts connections already
        assert health.status_code == 200
        assert health.json() == {"status": "ok"}
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=60)
    assert not ready.exists()  # a stopped server is not ready


def test_no_ready_file_when_the_server_cannot_start(tmp_path: Path) -> None:
    ready = tmp_path / "ready"
    ready.write_text("stale\n", encoding="utf-8")  # an earlier run's: removed when the command starts
    proc = _serve(tmp_path / "missing.db", ready)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 2
    assert "no memtx store" in err
    assert not ready.exists()
    assert not (tmp_path / "missing.db").exists()


# --- /docs and /redoc: from the installed package, no CDN --------------------------------------------------


class _Refs(HTMLParser):
    """Every URL a page loads: `src` and `href` attributes, and the spec URL its inline script names."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self._script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.urls += [v for k, v in attrs if k in ("src", "href", "spec-url") and v]
        self._script = tag == "script"

    def handle_data(self, data: str) -> None:
        if self._script:
            self.urls += re.findall(r"""url:\s*['"]([^'"]+)['"]""", data)


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with Memory.open(tmp_path / "docs.db") as mem, TestClient(create_app(mem)) as http:
        yield http


@pytest.mark.parametrize(("page", "script"), [("/docs", "SwaggerUIBundle"), ("/redoc", "Redoc")])
def test_the_api_docs_load_only_local_assets(client: TestClient, page: str, script: str) -> None:
    found = client.get(page)
    assert found.status_code == 200
    policy = found.headers["content-security-policy"]  # a browser fetches nothing from elsewhere either
    assert "default-src 'self'" in policy
    assert "http" not in policy
    refs = _Refs()
    refs.feed(found.text)
    assert refs.urls, found.text
    assert not re.search(r"(?:https?:)?//[a-z]", found.text.replace("window.location.origin", "")), found.text
    scripts = []
    for url in refs.urls:
        parts = urlsplit(urljoin("http://testserver" + page, url))
        assert parts.netloc == "testserver", url  # same origin: nothing from a CDN
        asset = client.get(parts.path)
        assert asset.status_code == 200, url
        if parts.path.endswith(".js"):
            assert "javascript" in asset.headers["content-type"], url
            scripts.append(asset.text)
    assert any(script in text and len(text) > 100_000 for text in scripts)  # the real bundle, not a stub
    assert client.get("/openapi.json").json()["info"]["title"] == "memtx"
