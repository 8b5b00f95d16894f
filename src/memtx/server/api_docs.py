"""The service's own API documentation, `/docs` (Swagger UI) and `/redoc` (ReDoc), served offline (issue 32).

Responsible for: the FastAPI app whose documentation pages load Swagger UI's and ReDoc's files from the
installed `fastapi-offline` package (FastAPI's own pages load them from a CDN: a blank page on a closed
network), and a Content-Security-Policy on those pages under which a browser fetches nothing from
elsewhere. Must not: add an endpoint of the API or touch a request of one (it is plain ASGI besides the app).
"""

from __future__ import annotations

from typing import Any, Final

from fastapi import FastAPI
from fastapi_offline import FastAPIOffline

from memtx.server.limits import ASGIApp, Message, Receive, Scope, Send

DOCS_ASSETS: Final = "/docs-assets"  # Swagger UI's and ReDoc's scripts and styles, from the package
DOC_PAGES: Final = frozenset({"/docs", "/docs/oauth2-redirect", "/redoc"})
# The pages' inline script and styles, and the package's files; nothing from another origin. ReDoc's bundle
# names its vendor's logo on a CDN and builds its search worker from a blob: the policy refuses the first
# (the page hides a logo that fails to load) and allows the second.
DOCS_POLICY: Final = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; "
    "frame-ancestors 'none'; base-uri 'none'"
)


def docs_app(**options: Any) -> FastAPI:
    """`FastAPI(**options)` with `/docs` and `/redoc` on the packaged assets. Swagger UI's validator badge
    is off too: it would send the spec's URL to a public validator."""
    return FastAPIOffline(static_url=DOCS_ASSETS, swagger_ui_parameters={"validatorUrl": None}, **options)


class DocsPolicy:
    """ASGI middleware: the documentation pages' responses carry `DOCS_POLICY`."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("path") not in DOC_PAGES:
            await self.app(scope, receive, send)
            return

        async def with_policy(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers", []) if k.lower() != b"content-security-policy"]
                message["headers"] = [*headers, (b"content-security-policy", DOCS_POLICY.encode())]
            await send(message)

        await self.app(scope, receive, with_policy)
