"""The service's authentication cache (`memtx.server.auth_cache`): a success is reused for at most `ttl` seconds — a
revocation or a role change takes effect on the first request after that — and a refusal is never reused."""

from __future__ import annotations

from pathlib import Path

import pytest

import memtx
from memtx import Role
from memtx.server.auth_cache import AuthCache
from memtx.server.credentials import Credentials


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def store(tmp_path: Path) -> memtx.Memory:
    with memtx.Memory.open(tmp_path / "auth.db", private_namespaces=True) as mem:
        yield mem


def test_a_revoked_token_stops_working_within_the_ttl(store: memtx.Memory) -> None:
    credentials, clock = Credentials(store), Clock()
    cache = AuthCache(credentials, ttl=1.0, clock=clock)
    issued = credentials.create("bot")
    found = cache.authenticate(issued.token)
    assert found is not None
    assert found.name == "bot"
    credentials.revoke(issued.credential.token_id)
    clock.now += 0.5
    assert cache.authenticate(issued.token) == found  # (within the bound: reused)
    clock.now += 0.5
    assert cache.authenticate(issued.token) is None  # at the bound: read again, refused


def test_a_role_change_takes_effect_within_the_ttl(store: memtx.Memory) -> None:
    credentials, clock = Credentials(store), Clock()
    cache = AuthCache(credentials, ttl=1.0, clock=clock)
    issued = credentials.create("bot")
    assert cache.authenticate(issued.token).role is Role.AGENT  # type: ignore[union-attr]
    store.register_agent("bot", role="reader")
    clock.now += 1.0
    assert cache.authenticate(issued.token).role is Role.READER  # type: ignore[union-attr]


def test_a_refusal_is_not_cached_and_a_new_token_works_at_once(store: memtx.Memory) -> None:
    credentials, clock = Credentials(store), Clock()
    cache = AuthCache(credentials, ttl=60.0, clock=clock)
    assert cache.authenticate("mtx_000000000000_" + "A" * 43) is None
    issued = credentials.create("bot")
    assert cache.authenticate(issued.token) is not None


def test_ttl_zero_reads_the_store_every_time(store: memtx.Memory) -> None:
    credentials = Credentials(store)
    cache = AuthCache(credentials, ttl=0, clock=Clock())
    issued = credentials.create("bot")
    assert cache.authenticate(issued.token) is not None
    credentials.revoke(issued.credential.token_id)
    assert cache.authenticate(issued.token) is None


def test_the_cache_is_bounded_and_keeps_no_token(store: memtx.Memory) -> None:
    credentials = Credentials(store)
    cache = AuthCache(credentials, ttl=1.0, clock=Clock(), max_entries=2)
    tokens = [credentials.create(f"bot{i}").token for i in range(3)]
    for token in tokens:
        assert cache.authenticate(token) is not None
    assert len(cache._entries) == 2
    assert not any(token in key for token in tokens for key in cache._entries)


@pytest.mark.parametrize("ttl", [-1, 61, float("nan"), True, "1"])
def test_a_bad_ttl_is_refused(store: memtx.Memory, ttl: object) -> None:
    with pytest.raises(ValueError, match="ttl"):
        AuthCache(Credentials(store), ttl=ttl)  # type: ignore[arg-type]


def test_recent_answers_from_memory_within_the_ttl_only(store: memtx.Memory) -> None:
    """`recent` (what the service's dependency asks on the event loop) never reads the store: a token is known
    to it only after `authenticate` succeeded, for less than `ttl` seconds, and never without a cache."""
    credentials, clock = Credentials(store), Clock()
    cache = AuthCache(credentials, ttl=1.0, clock=clock)
    issued = credentials.create("bot")
    assert cache.recent(issued.token) is None  # (not authenticated yet: the store is not read)
    found = cache.authenticate(issued.token)
    assert found is not None
    assert cache.recent(issued.token) == found
    clock.now += 1.0
    assert cache.recent(issued.token) is None  # (at the bound: `authenticate` must read the store again)
    assert AuthCache(credentials, ttl=0, clock=clock).recent(issued.token) is None
