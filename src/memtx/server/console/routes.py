"""The console's pages and form posts under `/console` (DESIGN §7–§10, §12), rendered on the server.

Responsible for: reading each request's parameters strictly (a bad one is a 422 page that changes
nothing), calling `views` or the same `Memory` methods the /v1 routes call (approve and reject as the
logged-in operator), and rendering the templates. Must not: decide anything memtx decides, take a
principal from a form, or change anything on a GET.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Coroutine, Mapping
from datetime import UTC, datetime
from importlib import resources
from typing import Annotated, Any, Final
from urllib.parse import parse_qs, urlencode

from fastapi import APIRouter, Depends, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from fastapi.routing import APIRoute
from jinja2 import Environment, PackageLoader, select_autoescape

from memtx import MemtxError, State
from memtx.core.arguments import MISSING, Missing
from memtx.server import errors
from memtx.server.auth import service
from memtx.server.console import graph, views
from memtx.server.console.access import (
    COOKIE,
    COOKIE_PATH,
    LOGIN_COOKIE,
    ConsoleForbidden,
    ConsoleUnauthorized,
    Viewer,
    authenticate_token,
    checked_bearer,
    require_csrf,
    sessions,
    viewer,
)
from memtx.server.schemas import MAX_ID

log = logging.getLogger("memtx.server.console")
Operator = Annotated[Viewer, Depends(viewer)]

MAX_FORM_FIELD: Final = 4_000
MAX_FILTER: Final = 200
REVIEW_PAGE: Final = 20
AUDIT_PAGE: Final = 50
ACTIONS_PAGE: Final = 50
# Pages hold no third-party content: styles and images only from here, no script at all; never framed.
SECURITY_HEADERS: Final = {
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
        "frame-ancestors 'none'; base-uri 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}

_templates = Environment(
    loader=PackageLoader("memtx.server.console", "templates"),
    autoescape=select_autoescape(["html", "svg"], default=True),
    trim_blocks=True,
    lstrip_blocks=True,
)


class BadParameter(Exception):
    """A query or form parameter the page cannot use (422)."""


def _when(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


_templates.filters["when"] = _when


def page(name: str, status: int = 200, /, **context: object) -> HTMLResponse:
    html = _templates.get_template(name).render(**context)
    return HTMLResponse(html, status_code=status, headers=SECURITY_HEADERS)


def _render(request: Request, who: Viewer, name: str, **context: object) -> HTMLResponse:
    flash = sessions(request).take_flash(who.session.id) if who.session is not None else ""
    return page(name, principal=who.principal, csrf=who.session.csrf if who.session else "", flash=flash, **context)


def error_page(status: int, title: str, message: str, *, login: bool = False) -> HTMLResponse:
    return page("error.html", status, title=title, message=message, login=login)


def memtx_error_page(exc: MemtxError) -> HTMLResponse:
    status, body = errors.memtx_body(exc)
    detail = body["error"]
    assert isinstance(detail, dict)
    return error_page(status, str(detail["code"]), str(detail["message"]))


class ConsoleRoute(APIRoute):
    """Every console failure is an HTML page, not the API's JSON body: refusals of access (401, 403), a
    bad parameter (422) and memtx's own refusals (their status from `memtx.server.errors`)."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def guarded(request: Request) -> Response:
            try:
                return await handler(request)
            except ConsoleUnauthorized as exc:
                return error_page(401, "Log in", str(exc), login=True)
            except ConsoleForbidden as exc:
                return error_page(403, "Forbidden", str(exc))
            except BadParameter as exc:
                return error_page(422, "Bad request", str(exc))
            except MemtxError as exc:
                return memtx_error_page(exc)

        return guarded


router = APIRouter(prefix="/console", include_in_schema=False, route_class=ConsoleRoute)


# --- parameters ------------------------------------------------------------------------------------------
def _int(params: Mapping[str, str], name: str, default: int | None, *, low: int = 0, high: int = MAX_ID) -> int | None:
    raw = params.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit() or not low <= int(raw) <= high:
        raise BadParameter(f"{name} must be a whole number from {low} to {high}")
    return int(raw)


def _rival(fields: Mapping[str, str]) -> int | Missing | None:
    """The approve form's `rival`: the vid of the visible version the page showed, "" for none."""
    if "rival" not in fields:
        return MISSING
    return _int(fields, "rival", None, low=1)


def _text(params: Mapping[str, str], name: str) -> str:
    value = params.get(name, "").strip()
    if len(value) > MAX_FILTER:
        raise BadParameter(f"{name} may have at most {MAX_FILTER} characters")
    return value


async def _form(request: Request) -> dict[str, str]:
    """An `application/x-www-form-urlencoded` body, each field once (a repeated field is refused)."""
    if request.headers.get("content-type", "").split(";")[0].strip() != "application/x-www-form-urlencoded":
        raise BadParameter("send the form as application/x-www-form-urlencoded")
    try:
        parsed = parse_qs((await request.body()).decode("utf-8"), keep_blank_values=True, strict_parsing=False)
    except UnicodeDecodeError:
        raise BadParameter("the form is not UTF-8") from None
    if any(len(v) != 1 for v in parsed.values()):
        raise BadParameter("each form field may appear once")
    fields = {k: v[0] for k, v in parsed.items()}
    if any(len(v) > MAX_FORM_FIELD for v in fields.values()):
        raise BadParameter(f"a form field may have at most {MAX_FORM_FIELD} characters")
    return fields


def _see_other(path: str) -> RedirectResponse:
    return RedirectResponse(path, status_code=303, headers=SECURITY_HEADERS)


# --- login ---------------------------------------------------------------------------------------------------
@router.get("/login")
def login_form(request: Request) -> Response:
    checked_bearer(request)  # an agent's bearer token is refused here too
    token = request.cookies.get(LOGIN_COOKIE) or _new_login_token()
    response = page("login.html", csrf=token, error="")
    _set_cookie(request, response, LOGIN_COOKIE, token, max_age=3600)
    return response


@router.post("/login")
async def login(request: Request) -> Response:
    checked_bearer(request)
    fields = await _form(request)
    expected = request.cookies.get(LOGIN_COOKIE, "")
    if not expected or not _same(fields.get("csrf", ""), expected):
        raise ConsoleForbidden("the login form's CSRF token is missing or wrong; reload the login page")
    try:
        principal = authenticate_token(request, fields.get("token", "").strip())
    except ConsoleUnauthorized:
        return page("login.html", 401, csrf=expected, error="That token is unknown or revoked.")
    except ConsoleForbidden:
        return page("login.html", 403, csrf=expected, error="That token is not an operator's; the console needs one.")
    session = sessions(request).open(principal)
    log.info("console login: principal %s, credential %s", principal.name, principal.token_id)
    response = _see_other(f"{COOKIE_PATH}/review")
    _set_cookie(request, response, COOKIE, session.id, max_age=None)
    response.delete_cookie(LOGIN_COOKIE, path=COOKIE_PATH)
    return response


@router.post("/logout")
async def logout(request: Request, who: Operator) -> Response:
    fields = await _form(request)
    session = require_csrf(who, fields.get("csrf", ""))
    sessions(request).close(session.id)
    log.info("console logout: principal %s, credential %s", who.principal.name, who.principal.token_id)
    response = _see_other(f"{COOKIE_PATH}/login")
    response.delete_cookie(COOKIE, path=COOKIE_PATH)
    return response


def _new_login_token() -> str:
    return secrets.token_urlsafe(32)


def _same(a: str, b: str) -> bool:
    return secrets.compare_digest(a.encode(), b.encode())


def _set_cookie(request: Request, response: Response, name: str, value: str, *, max_age: int | None) -> None:
    response.set_cookie(
        name,
        value,
        max_age=max_age,
        path=COOKIE_PATH,
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
    )


# --- pages ---------------------------------------------------------------------------------------------------
@router.get("")
@router.get("/")
def home(_who: Operator) -> Response:
    return _see_other(f"{COOKIE_PATH}/review")


@router.get("/review")
def review(request: Request, who: Operator) -> Response:
    params = request.query_params
    after = _int(params, "after", 0) or 0
    items = views.review_page(service(request).memory, operator=who.principal.name, after=after, limit=REVIEW_PAGE + 1)
    more = len(items) > REVIEW_PAGE
    items = items[:REVIEW_PAGE]
    next_after = items[-1].quarantined.record.vid if more else None
    return _render(request, who, "review.html", nav="review", items=items, after=after, next_after=next_after)


@router.post("/review/{vid}/{decision}")
async def decide(request: Request, vid: str, decision: str, who: Operator) -> Response:
    """Approve or reject a quarantined version as the session's operator — `mem.approve` / `mem.reject`,
    the calls behind `POST /v1/review/{vid}/approve|reject`, which journal the operator and the comment."""
    if decision not in ("approve", "reject"):
        return error_page(404, "not_found", "no such console action")
    fields = await _form(request)
    session = require_csrf(who, fields.get("csrf", ""))
    number = _int({"vid": vid}, "vid", None, low=1)
    assert number is not None
    comment = fields.get("comment", "")
    mem = service(request).memory
    operator = who.principal.name
    if decision == "approve":
        # DESIGN §8: the approval names the rival the page showed ("" for none); a form without the field
        # (a page served before it had one) means the rival it was quarantined against. Changed since: 409.
        rival = _rival(fields)
        record = mem.approve(number, agent=operator, rival=rival, comment=comment)
        message = f"Approved version {number}: {record.canonical_key} is now {record.state.value}."
    else:
        report = mem.reject(number, agent=operator, comment=comment)
        moved = len(report.steps)
        message = f"Rejected version {number}: revoked, {moved} version(s) moved by cascade repair."
    log.info("console %s: version %d by %s (credential %s)", decision, number, operator, who.principal.token_id)
    sessions(request).set_flash(session.id, message)
    back = fields.get("back", "")
    return _see_other(
        back if back in (f"{COOKIE_PATH}/review", f"{COOKIE_PATH}/record/{number}") else f"{COOKIE_PATH}/review"
    )


@router.get("/record/{vid}")
def record(request: Request, vid: str, who: Operator) -> Response:
    number = _int({"vid": vid}, "vid", None, low=1)
    assert number is not None
    as_of = _int(request.query_params, "as_of", None)
    mem = service(request).memory
    view = views.record_view(mem, number, operator=who.principal.name, as_of=as_of)
    states: dict[int, State | None] | None = None
    if as_of is not None:
        states = {v: (then[0] if then else None) for v, then in view.states_then.items()}
    drawn = graph.layout(view.lineage.depth, view.lineage.records, view.lineage.edges, focus=number, states=states)
    return _render(request, who, "record.html", nav="", view=view, graph=drawn, last_csn=mem.last_csn(), G=graph)


@router.get("/audit")
def audit(request: Request, who: Operator) -> Response:
    params = request.query_params
    wanted = views.AuditFilter(
        key=_text(params, "key"),
        principal=_text(params, "principal"),
        txn=_int(params, "txn", None, low=1),
        reason=_text(params, "reason"),
    )
    after = _int(params, "after", 0) or 0
    limit = _int(params, "limit", AUDIT_PAGE, low=1, high=500) or AUDIT_PAGE
    found = views.audit_page(service(request).memory, wanted, after=after, limit=limit)
    query = {k: v for k, v in (("key", wanted.key), ("principal", wanted.principal), ("reason", wanted.reason)) if v}
    if wanted.txn is not None:
        query["txn"] = str(wanted.txn)
    next_url = None
    if found.cursor is not None:
        next_url = f"{COOKIE_PATH}/audit?" + urlencode({**query, "limit": str(limit), "after": str(found.cursor)})
    return _render(
        request,
        who,
        "audit.html",
        nav="audit",
        page=found,
        wanted=wanted,
        after=after,
        limit=limit,
        next_url=next_url,
        max_scan=views.MAX_SCAN,
    )


@router.get("/actions")
def actions(request: Request, who: Operator) -> Response:
    params = request.query_params
    shown = _text(params, "decisions")
    if shown not in ("", "allowed", "blocked"):
        raise BadParameter("decisions must be allowed, blocked or empty")
    view = views.actions_view(
        service(request).memory,
        allowed=None if not shown else shown == "allowed",
        after_decision=_int(params, "after_decision", 0) or 0,
        after_action=_int(params, "after_action", 0) or 0,
        limit=ACTIONS_PAGE,
    )
    return _render(request, who, "actions.html", nav="actions", view=view, shown=shown)


@router.get("/health")
def health(request: Request, who: Operator) -> Response:
    """The store's health; `?check=full` also runs the full invariant check (a read: it changes nothing, but it
    reads the whole store, so the page does not run it on every visit)."""
    shown = request.query_params.get("check")
    if shown not in (None, "full"):
        raise BadParameter("check must be 'full' or absent")
    memory = service(request).memory
    # Leases are stamped with the store's wall clock (DESIGN §10): they are judged by it, not by this host's.
    found = views.health(memory, now=memory.store_context.wall_clock(), full=shown == "full")
    return _render(request, who, "health.html", nav="health", health=found)


_STATIC: Final = {"console.css": "text/css; charset=utf-8"}


@router.get("/static/{name}")
def static(request: Request, name: str) -> Response:
    """The stylesheet: public, like the login page, but refused to an agent's bearer token all the same."""
    checked_bearer(request)
    if name not in _STATIC:
        return error_page(404, "Not found", "no such file")
    body = resources.files("memtx.server.console").joinpath("static", name).read_bytes()
    return Response(body, media_type=_STATIC[name], headers=SECURITY_HEADERS | {"Cache-Control": "max-age=300"})


@router.get("/{rest:path}")
def unknown(_who: Operator, rest: str) -> Response:
    """Any other console path: 401 / 403 as every page, then an HTML 404 (not the API's JSON)."""
    return error_page(404, "Not found", f"the console has no page /console/{rest}")
