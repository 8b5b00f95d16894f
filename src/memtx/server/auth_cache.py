"""The service's cache of authenticated bearer tokens (issue 34): a request whose token was authenticated less than
`ttl` seconds ago reuses that answer instead of reading the store again.

Responsible for: bounding how stale an authentication may be — a revoked token, a removed registration or a changed
role takes effect on every request that starts more than `ttl` seconds after it (default 1 s; 0 reads the store on
every request, as without a cache) — and keeping no token: entries are keyed by the token's sha256, as the store
keys them. Must not: cache a refusal (a token minted a moment ago works on its first request; an unknown token
costs one indexed lookup every time, as before), or grant anything a fresh lookup would not have granted `ttl`
seconds earlier. The library reads the role again in every unit that writes (DESIGN §8), so within the bound a
demoted principal's writes are still refused by memtx itself.

Why: every request read its credential and registration in a unit of its own, which waits for the store's lock —
behind a commit's fsync, on a store with one writer — and costs a round trip on PostgreSQL.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Final

from memtx.server.credentials import Credentials, Principal, secret_hash

DEFAULT_TTL: Final = 1.0  # seconds an authentication is reused
MAX_ENTRIES: Final = 4_096  # tokens remembered at most (the oldest is dropped first)


class AuthCache:
    """`Credentials.authenticate`, each success reused for `ttl` seconds."""

    def __init__(
        self,
        credentials: Credentials,
        *,
        ttl: float = DEFAULT_TTL,
        clock: Callable[[], float] = time.monotonic,
        max_entries: int = MAX_ENTRIES,
    ) -> None:
        if isinstance(ttl, bool) or not isinstance(ttl, int | float) or not 0 <= ttl <= 60:
            raise ValueError(f"ttl must be from 0 to 60 seconds, not {ttl!r}")
        if isinstance(max_entries, bool) or not isinstance(max_entries, int) or max_entries < 1:
            raise ValueError(f"max_entries must be a positive integer, not {max_entries!r}")
        self._credentials = credentials
        self._ttl = float(ttl)
        self._clock = clock
        self._max = max_entries
        self._lock = threading.Lock()
        self._entries: dict[str, tuple[Principal, float]] = {}

    def recent(self, token: str) -> Principal | None:
        """The principal `token` authenticated less than `ttl` seconds ago, or None (not known, too old, or no
        cache): an answer from memory only, never a read of the store."""
        if self._ttl == 0:
            return None
        with self._lock:
            hit = self._entries.get(secret_hash(token))
        return hit[0] if hit is not None and self._clock() - hit[1] < self._ttl else None

    def authenticate(self, token: str) -> Principal | None:
        """The principal `token` authenticates (as `Credentials.authenticate` answered at most `ttl` seconds
        ago), or None."""
        if self._ttl == 0:
            return self._credentials.authenticate(token)
        key = secret_hash(token)
        began = self._clock()
        with self._lock:
            hit = self._entries.get(key)
        if hit is not None and began - hit[1] < self._ttl:
            return hit[0]
        found = self._credentials.authenticate(token)
        with self._lock:
            if found is None:
                self._entries.pop(key, None)
            else:
                # Stamped with when the lookup began: the answer is at least that old.
                self._entries.pop(key, None)
                self._entries[key] = (found, began)
                while len(self._entries) > self._max:
                    del self._entries[next(iter(self._entries))]
        return found

    def forget(self) -> None:
        """Drop every entry: the next request of each token reads the store."""
        with self._lock:
            self._entries.clear()
