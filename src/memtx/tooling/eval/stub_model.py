"""A local OpenAI-compatible chat-completions endpoint that serves a transcript (issue 33 item 6).

`StubModel.replay(transcript)` answers each request from the transcript by its prompt hash; a request it
holds no answer for gets HTTP 404 with the hash in the error's message and is kept in `misses` — never a
made-up answer. `StubModel.record(transcript, endpoint)` serves what the transcript holds and forwards
anything else to the real endpoint once, appends the answer and serves it exactly as a replay will (so a
recording run and its replays see the same bytes). It listens on 127.0.0.1 only, on a free port; use it as a
context manager; `base_url` is what a client's `base_url`/`openai_base_url` should be.

Responsible for: the HTTP surface (`POST /v1/chat/completions`, `GET /v1/models`), the forwarding and the
per-request accounting (`served`: hash and token counts of every request answered, in order). Must not: log
or store the API key, or answer a request from anything but the transcript or the recorded endpoint.
"""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, Final

from memtx.tooling.eval.transcripts import Entry, Transcript, prompt_hash

PATHS: Final = ("/v1/chat/completions", "/chat/completions")


class StubModel:
    """The endpoint; `served` lists (hash, usage) per answered request; `misses` the hashes it had no answer
    for (on a recording, those the real endpoint failed, with what happened in `failures`)."""

    def __init__(
        self, transcript: Transcript, upstream: str | None = None, api_key: str = "", timeout: float = 120.0
    ) -> None:
        if upstream is not None and not upstream.startswith(("http://", "https://")):
            raise ValueError(f"the endpoint to record must be an http(s) URL, not {upstream!r}")
        self.transcript = transcript
        self.upstream = upstream.rstrip("/") if upstream else None
        self._key = api_key
        self._timeout = timeout
        self.served: list[tuple[str, dict[str, int] | None]] = []
        self.misses: list[str] = []
        self.failures: list[str] = []  # recording: what the real endpoint did instead of answering
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, name="memtx-stub-model", daemon=True)

    @classmethod
    def replay(cls, transcript: Transcript) -> StubModel:
        return cls(transcript)

    @classmethod
    def record(cls, transcript: Transcript, endpoint: str, *, api_key: str = "") -> StubModel:
        return cls(transcript, endpoint, api_key)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    @property
    def recording(self) -> bool:
        return self.upstream is not None

    def __enter__(self) -> StubModel:
        self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def tokens(self, since: int = 0) -> dict[str, int] | None:
        """The token counts of the requests answered from `since` on (None when one had none reported)."""
        total = {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0, "calls": 0}
        for _hash, usage in self.served[since:]:
            if usage is None:
                return None
            for field in ("prompt_tokens", "completion_tokens", "total_tokens"):
                total[field] += int(usage.get(field, 0))
            total["calls"] += 1
        return total

    # --- one request -----------------------------------------------------------------------------------------

    def answer(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """(HTTP status, JSON reply) for a chat-completions request body."""
        key = prompt_hash(body)
        entry = self.transcript.entries.get(key)
        if entry is None and self.upstream is not None:
            fetched = self._forward(body, key)
            if isinstance(fetched, str):
                with self._lock:
                    self.misses.append(key)  # not recorded: a replay could not answer it either
                    self.failures.append(f"{key}: {fetched}")
                return 502, _error(f"{fetched} (prompt hash {key}; nothing recorded)", "upstream_error")
            entry = self.transcript.add(fetched)
        if entry is None:
            with self._lock:
                self.misses.append(key)
            return 404, _error(
                f"the transcript {self.transcript.directory} holds no response for prompt hash {key}: the request "
                "differs from every recorded one (record it with `memtx eval --record DIR --endpoint URL`)",
                "prompt_not_recorded",
            )
        with self._lock:
            self.served.append((key, entry.usage))
        return 200, {
            "id": "memtx-stub-" + key.removeprefix("sha256:")[:24],
            "object": "chat.completion",
            "created": 0,
            "model": entry.model,
            "choices": [{"index": 0, "message": entry.message, "finish_reason": "stop"}],
            "usage": entry.usage,
        }

    def _forward(self, body: dict[str, Any], key: str) -> Entry | str:
        """The real endpoint's answer as an entry, or what went wrong."""
        headers = {"Content-Type": "application/json"}
        if self._key:
            headers["Authorization"] = f"Bearer {self._key}"
        request = urllib.request.Request(  # noqa: S310 - http(s) only, checked in __init__
            f"{self.upstream}/chat/completions", data=json.dumps(body).encode("utf-8"), headers=headers
        )
        try:
            with urllib.request.urlopen(request, timeout=self._timeout) as response:  # noqa: S310
                reply = json.loads(response.read().decode("utf-8"))
            message = reply["choices"][0]["message"]
            if not isinstance(message, dict):
                return "the endpoint's reply has no message object"
        except urllib.error.HTTPError as exc:
            exc.close()
            return f"the endpoint answered HTTP {exc.code}"
        except (urllib.error.URLError, TimeoutError, ConnectionError) as exc:
            return f"the endpoint could not be reached: {getattr(exc, 'reason', exc)}"
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            return f"the endpoint's reply is not a chat completion: {exc!r}"
        usage = reply.get("usage")
        counts = (
            {f: int(usage[f]) for f in ("prompt_tokens", "completion_tokens", "total_tokens") if f in usage}
            if isinstance(usage, dict)
            else None
        )
        date = datetime.now(UTC).isoformat(timespec="seconds")
        kept = {k: message[k] for k in ("role", "content", "tool_calls") if message.get(k) is not None}
        return Entry(key, str(reply.get("model") or body.get("model") or ""), date, body, kept, counts or None)


def _error(message: str, code: str) -> dict[str, Any]:
    return {"error": {"message": message, "type": "invalid_request_error", "code": code}}


def _handler(stub: StubModel) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            return  # quiet: a run's output is its report

        def _send(self, status: int, doc: dict[str, Any]) -> None:
            data = json.dumps(doc).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            if self.path.rstrip("/") in ("/v1/models", "/models"):
                self._send(200, {"object": "list", "data": [{"id": stub.transcript.model, "object": "model"}]})
            else:
                self._send(404, _error(f"no such path {self.path}", "not_found"))

        def do_POST(self) -> None:
            if self.path.rstrip("/") not in PATHS:
                self._send(404, _error(f"no such path {self.path}; chat completions only", "not_found"))
                return
            try:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode("utf-8"))
                if not isinstance(body, dict):
                    raise ValueError("the body must be a JSON object")
            except ValueError as exc:
                self._send(400, _error(f"the request is not JSON: {exc}", "invalid_json"))
                return
            self._send(*stub.answer(body))

    return Handler
