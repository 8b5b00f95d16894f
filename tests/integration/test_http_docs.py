"""The curl quick start of docs/http.md runs as written (issue 13: copy-pasteable, tested quick starts):
both shell blocks in one bash script, with `memtx serve` from this checkout on a free port and the
install line left out (no network in tests)."""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
from pathlib import Path

import pytest

pytest.importorskip("uvicorn", reason="the server extra is not installed")

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "http.md"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.skipif(not (shutil.which("curl") and shutil.which("jq")), reason="needs curl and jq")
def test_the_curl_quick_start_runs(tmp_path: Path) -> None:
    setup, calls = re.findall(r"```bash\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.DOTALL)[:2]
    port = str(_free_port())
    setup = "\n".join(line for line in setup.splitlines() if not line.startswith("pip install"))
    setup = setup.replace(
        "sleep 2", f"for i in $(seq 100); do curl -sf http://127.0.0.1:{port}/healthz && break; sleep 0.1; done"
    )
    script = "set -u\n" + (setup + "\n" + calls).replace("8000", port)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "TMPDIR": str(tmp_path)}
    done = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=120, env=env, check=False)
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
