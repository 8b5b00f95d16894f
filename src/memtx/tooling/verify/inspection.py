"""Every check of one state, with the facts gathered from the world.

Responsible for: running the state checks of `checks` — I2, the scope rules, every principal's reads of
every model key through `mem.get`, and I(S) through `mem.check()` — without changing the state (a `get`
that meets a half-done revocation finishes it; that write is undone). Must not: decide a rule itself.
"""

from __future__ import annotations

from memtx.core.errors import PermissionDenied
from memtx.tooling.verify import checks
from memtx.tooling.verify.config import OUTSIDER, STRANGER
from memtx.tooling.verify.rules import Violation
from memtx.tooling.verify.world import World


def check_state(world: World) -> list[Violation]:
    """The violations of the world's current state (empty: every rule holds)."""
    found: list[Violation] = []
    with world.backend.unit(write=False) as u:
        found += checks.check_retractions(u)
        found += checks.check_scopes(u)
    agents = world.config.agent_names
    first = world.processes[agents[0]].memory
    found += checks.check_store(first.check())
    written = [key for key in world.config.model_keys if world.key_has_versions(key)]
    with world.trial():
        for reader in (*agents, OUTSIDER, STRANGER):
            memory = world.processes[reader].memory if reader in world.processes else first
            for key in written:
                try:
                    record = memory.get(key, agent=reader)
                except PermissionDenied:
                    record = None  # refusing the read (an unregistered principal, DESIGN §8) reveals nothing
                with world.backend.unit(write=False) as u:
                    found += checks.check_read(u, reader, key, record)
    return found
