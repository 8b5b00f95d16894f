"""Request limits of the HTTP service (DESIGN §12): how big a body, a list or a page may be.

Responsible for: the limits and the ASGI middleware that refuses an oversized body with 413 before the
application reads it. Must not: import the web framework (it is plain ASGI).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any, Final

from memtx.server.errors import PAYLOAD_TOO_LARGE, body

DEFAULT_MAX_BODY: Final = 1_048_576  # bytes of one request body
MAX_LIST: Final = 64  # parents, readers, support, kinds
MAX_MESSAGES: Final = 200  # messages of one `add`
MAX_K: Final = 100  # search / context results
MAX_PAGE: Final = 1_000  # list / review page size
MAX_TEXT: Final = 65_536  # characters of one key, value, evidence or query (a body is bounded anyway)
MAX_NAME: Final = 256  # characters of a name, tool, reason or cursor-like field

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class BodyLimit:
    """Refuse request bodies longer than `max_body` bytes with 413: by `Content-Length` before reading
    anything, and by counting a body that streams without one. The body is read here (at most `max_body`
    bytes) and handed on whole, so the application never sees a partial one."""

    def __init__(self, app: ASGIApp, *, max_body: int = DEFAULT_MAX_BODY) -> None:
        self.app = app
        self.max_body = max_body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None and declared > self.max_body:
            await self._refuse(send, declared)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away: nothing to answer
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body:
                await self._refuse(send, size)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        whole = b"".join(chunks)
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": whole, "more_body": False}
            return await receive()  # after the body: wait for the disconnect, as the server would

        await self.app(scope, replay, send)

    async def _refuse(self, send: Send, size: int) -> None:
        payload = json.dumps(
            body(PAYLOAD_TOO_LARGE, f"the request body has {size:,}+ bytes; at most {self.max_body:,} are accepted")
        ).encode()
        await send(
            {
                "type": "http.response.start",
                "status": PAYLOAD_TOO_LARGE.status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode())],
            }
        )
        await send({"type": "http.response.body", "body": payload})


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None
