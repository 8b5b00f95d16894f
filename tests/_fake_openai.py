"""A fake OpenAI-compatible chat-completions server for the record/replay tests (127.0.0.1 only): it answers
the prompts the model track sends deterministically from their text, reports token counts, and counts the
requests it served. It stands in for a model endpoint; nothing it says is a model's output."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any


def reply_to(body: dict[str, Any]) -> str:
    """The fake model's answer to a request, from its messages alone."""
    messages = body["messages"]
    system = str(messages[0]["content"]) if messages else ""
    last = str(messages[-1]["content"])
    if system.startswith("You extract durable facts"):
        said = json.loads(str(messages[1]["content"]))
        facts = [
            {
                "message": m["index"],
                "key": f"speaker/statement {m['index']}",
                "value": m["content"],
                "evidence": m["content"],
            }
            for m in said
        ]
        return json.dumps({"facts": facts})
    if system.startswith("Answer the question"):
        facts = last.split("Facts:\n", 1)[-1].split("\n\nQuestion:", 1)[0].splitlines()
        return facts[0].split(". ", 1)[-1].rsplit(" ", 1)[-1].rstrip(".") if facts and facts[0] else "unknown"
    if system.startswith("You are an agent about to call"):
        current = [line.split(".", 1)[0] for line in last.splitlines() if line.endswith("(current)")]
        return json.dumps({"act_on": int(current[0]) if current else None})
    if "## New Messages\n" in last:  # mem0's additive extraction: each new user message becomes a memory
        said = last.split("## New Messages\n", 1)[1].split("\n\n", 1)[0].splitlines()
        texts = [line.split(": ", 1)[1] for line in said if line.startswith("user: ")]
        return json.dumps({"memory": [{"id": str(i), "text": t, "attributed_to": "user"} for i, t in enumerate(texts)]})
    return json.dumps({"memory": []})


class FakeOpenAI:
    """`with FakeOpenAI() as fake:` → `fake.base_url`; `fake.requests` lists the bodies it answered."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                return

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])).decode("utf-8"))
                fake.requests.append(body)
                content = reply_to(body)
                prompt = sum(len(str(m["content"]).split()) for m in body["messages"])
                doc = {
                    "id": f"fake-{len(fake.requests)}",
                    "object": "chat.completion",
                    "created": 1,
                    "model": "fake-model-1",
                    "choices": [
                        {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
                    ],
                    "usage": {
                        "prompt_tokens": prompt,
                        "completion_tokens": len(content.split()),
                        "total_tokens": prompt + len(content.split()),
                    },
                }
                data = json.dumps(doc).encode("utf-8")
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def __enter__(self) -> FakeOpenAI:
        self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()
