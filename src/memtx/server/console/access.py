"""Who may open the console (DESIGN §8: the operator role) and how a browser proves it.

Browsers do not send bearer headers, so an operator logs in once with a token (`memtx token create NAME
--role operator`) and gets a session cookie: an unguessable id naming a session held in this process,
HttpOnly and SameSite=Strict. The session keeps the credential's id and principal and a CSRF token,
never the token itself; every request checks again that the credential is live and an operator's.

Responsible for: the sessions, the request dependency that yields the operator (401 without a valid
session or bearer token, 403 for any other role), and the CSRF check of every form post. Must not:
log, store or echo a token, or accept a principal from anything but a credential.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Final

from fastapi import Request

from memtx.core.model import Role
from memtx.server.auth import service
from memtx.server.credentials import Principal

COOKIE: Final = "memtx_console"
LOGIN_COOKIE: Final = "memtx_console_login"  # the login form's own CSRF token (double submit)
COOKIE_PATH: Final = "/console"
IDLE_SECONDS: Final = 30 * 60.0
MAX_SECONDS: Final = 12 * 3600.0
MAX_SESSIONS: Final = 1_000


class ConsoleUnauthorized(Exception):
    """No session or bearer token, or one that no longer authenticates an operator's live credential (401)."""


class ConsoleForbidden(Exception):
    """Authenticated, but not an operator — or a form post without its session's CSRF token (403)."""


@dataclass(frozen=True, slots=True)
class Session:
    id: str
    principal: Principal
    csrf: str
    created: float
    seen: float
    flash: str = ""  # one message for the next page (what the last form post did)


class Sessions:
    """The console sessions of one app, in memory: a restart logs everyone out. `clock`: monotonic."""

    def __init__(self, *, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._by_id: dict[str, Session] = {}

    def open(self, principal: Principal) -> Session:
        now = self._clock()
        session = Session(secrets.token_urlsafe(32), principal, secrets.token_urlsafe(32), now, now)
        with self._lock:
            self._expire(now)
            if len(self._by_id) >= MAX_SESSIONS:  # the oldest goes: a flood of logins cannot grow memory
                del self._by_id[min(self._by_id.values(), key=lambda s: s.seen).id]
            self._by_id[session.id] = session
        return session

    def get(self, session_id: str) -> Session | None:
        now = self._clock()
        with self._lock:
            found = self._by_id.get(session_id)
            if found is None:
                return None
            if _stale(found, now):
                del self._by_id[session_id]
                return None
            found = replace(found, seen=now)
            self._by_id[session_id] = found
            return found

    def set_flash(self, session_id: str, message: str) -> None:
        with self._lock:
            found = self._by_id.get(session_id)
            if found is not None:
                self._by_id[session_id] = replace(found, flash=message)

    def take_flash(self, session_id: str) -> str:
        with self._lock:
            found = self._by_id.get(session_id)
            if found is None or not found.flash:
                return ""
            self._by_id[session_id] = replace(found, flash="")
            return found.flash

    def close(self, session_id: str) -> None:
        with self._lock:
            self._by_id.pop(session_id, None)

    def _expire(self, now: float) -> None:
        for sid in [s.id for s in self._by_id.values() if _stale(s, now)]:
            del self._by_id[sid]


def _stale(session: Session, now: float) -> bool:
    return now - session.seen > IDLE_SECONDS or now - session.created > MAX_SECONDS


@dataclass(frozen=True, slots=True)
class Viewer:
    """The operator a console request is from, and its session (None: it came with a bearer token)."""

    principal: Principal
    session: Session | None


def sessions(request: Request) -> Sessions:
    found: Sessions = request.app.state.console_sessions
    return found


def authenticate_token(request: Request, token: str) -> Principal:
    """The operator `token` names; `ConsoleUnauthorized` or `ConsoleForbidden` otherwise."""
    found = service(request).credentials.authenticate(token)
    if found is None:
        raise ConsoleUnauthorized("the token is unknown or revoked")
    if not found.operator:
        raise ConsoleForbidden(f"principal {found.name!r} is not an operator; the console needs an operator token")
    return found


def _still_operator(request: Request, principal: Principal) -> bool:
    """The session's credential is still live and its principal still registered as an operator — read on
    every request (DESIGN §8: a revoked token, or an operator re-registered with another role, ends its
    sessions at once)."""
    for credential in service(request).credentials.list():  # (each with the role registered now)
        if credential.token_id == principal.token_id:
            return (
                credential.revoked_at is None
                and credential.principal == principal.name
                and credential.role is Role.OPERATOR
            )
    return False


def bearer(request: Request) -> str | None:
    """The bearer token of the `Authorization` header, if there is one (any other scheme is refused)."""
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, value = header.partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        raise ConsoleUnauthorized("send `Authorization: Bearer <token>` or log in at /console/login")
    return value.strip()


def checked_bearer(request: Request) -> Principal | None:
    """A bearer header, if present, must be an operator's: an agent's token is refused on every console
    route, the login page included (403), an invalid one is 401."""
    token = bearer(request)
    return authenticate_token(request, token) if token is not None else None


def viewer(request: Request) -> Viewer:
    """The FastAPI dependency of every console page: the operator, by bearer token or session cookie."""
    by_token = checked_bearer(request)
    if by_token is not None:
        return Viewer(by_token, None)
    session_id = request.cookies.get(COOKIE)
    session = sessions(request).get(session_id) if session_id else None
    if session is None:
        raise ConsoleUnauthorized("log in at /console/login with an operator token")
    if not _still_operator(request, session.principal):
        sessions(request).close(session.id)
        raise ConsoleUnauthorized("the token this session logged in with is revoked; log in again")
    return Viewer(session.principal, session)


def require_csrf(who: Viewer, presented: str) -> Session:
    """A form post changes something only with its session's CSRF token (DESIGN §8: nothing a third-party
    page can forge). A bearer client has no session, so no form: it uses the /v1 API."""
    if who.session is None:
        raise ConsoleForbidden("console forms need a logged-in session; with a bearer token use the /v1 API")
    # Bytes: `compare_digest` refuses a str with non-ASCII characters (TypeError), and a form value may hold any.
    if not presented or not secrets.compare_digest(presented.encode(), who.session.csrf.encode()):
        raise ConsoleForbidden("the form's CSRF token is missing or wrong; reload the page and try again")
    return who.session
