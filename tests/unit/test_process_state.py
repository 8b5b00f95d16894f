"""`memtx txns` tells live from orphaned transactions (DESIGN §10): a process token's state."""

from __future__ import annotations

import subprocess
import sys

from memtx.safety.acting import process_state, process_token


def test_this_process_is_live_and_a_finished_one_is_dead() -> None:
    assert process_state(process_token()) == "live"
    child = subprocess.run(
        [sys.executable, "-c", "from memtx.safety.acting import process_token; print(process_token())"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert process_state(child.stdout.strip()) == "dead"  # it exited: its open transactions are orphans


def test_another_host_is_presumed_alive_and_no_token_is_unknown() -> None:
    assert process_state("some-other-host:123:456") == "other host"
    assert process_state("") == "unknown"
    assert process_state("garbage") == "unknown"
