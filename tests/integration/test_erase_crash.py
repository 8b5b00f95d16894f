"""An erasure cut by SIGKILL (DESIGN §10 erasure): inside its unit, nothing is erased; after its commit and
before its physical scrub, the scrub is owed and the next open runs it — no byte of the text is left.

A worker process stores two users' facts, arms a crash point and erases one user; the parent reopens the file.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import memtx

WORKER = textwrap.dedent(
    """
    import sys
    import memtx
    from memtx.engine.crashpoints import CrashPlan

    mem = memtx.Memory.open(sys.argv[1])
    mem.register_agent("ops", role="operator")
    mem.add("My email is dana.kx@example.com. I live in Lisbonkx.", agent="bot", user="dana")
    mem.add("I live in Pariskx.", agent="bot", user="sam")
    mem.store_context.crash = CrashPlan(sys.argv[2])
    mem.erase("dana", agent="ops", reason="asked")
    print("not killed", flush=True)
    """
)
SECRETS = (b"dana.kx", b"Lisbonkx", b"lisbonkx")


def _killed_at(store: Path, point: str) -> None:
    args = [sys.executable, "-c", WORKER, str(store), point]
    proc = subprocess.run(args, check=False, capture_output=True, text=True, env=dict(os.environ))
    assert proc.returncode == -signal.SIGKILL, (proc.stdout, proc.stderr)


def _bytes(store: Path) -> bytes:
    return b"".join(p.read_bytes() for p in (store, Path(f"{store}-wal")) if p.exists())


pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX-only")


def test_a_crash_inside_the_erasure_erases_nothing(tmp_path: Path) -> None:
    store = tmp_path / "crash.db"
    _killed_at(store, "erase.before_commit")
    with memtx.Memory.open(store) as mem:
        city = mem.get("dana/city", agent="bot")
        assert city is not None
        assert city.value == "I live in Lisbonkx"
        assert not [e for e in mem.journal(limit=1_000) if e.event.kind == "erase"]
        assert mem.check().ok
        mem.erase("dana", agent="ops", reason="asked again")  # and it can be done now
    assert [s for s in SECRETS if s in _bytes(store)] == []


def test_a_crash_before_the_scrub_leaves_it_owed_and_the_next_open_runs_it(tmp_path: Path) -> None:
    store = tmp_path / "crash.db"
    _killed_at(store, "erase.before_scrub")
    assert [s for s in SECRETS if s in _bytes(store)]  # the committed erasure alone left bytes (WAL pre-images)
    with memtx.Memory.open(store) as mem:  # the open runs the owed scrub
        assert [s for s in SECRETS if s in _bytes(store)] == []
        assert mem.get("dana/city", agent="bot") is None
        assert mem.get("sam/city", agent="bot").value == "I live in Pariskx"  # type: ignore[union-attr]
        assert mem.check().ok
        assert mem.recover().after.ok
