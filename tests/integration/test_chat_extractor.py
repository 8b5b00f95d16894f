"""`memtx.ingest.extractors.ChatExtractor` against a fake OpenAI-compatible server on 127.0.0.1 started by the test:
the request it sends, retries, errors, and `mem.add` with a retry that carries admission's reason."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from conftest import TickClock
from memtx import Memory
from memtx.ingest.extractors import ChatExtractor, ExtractorError
from memtx.ingest.messages import Message
from memtx.ingest.readers import ChatReader
from memtx.read.retrieval import Context


class FakeServer:
    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.replies: list[tuple[int, str]] = []  # (status, chat content) served in order
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers["Content-Length"])
                server.requests.append(json.loads(self.rfile.read(length)))
                server.headers.append(dict(self.headers))
                status, content = server.replies.pop(0) if server.replies else (200, '{"facts": []}')
                body = json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]})
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                self.wfile.write(body.encode())

            def log_message(self, *_args: object) -> None:
                pass

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.http.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.http.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.http.shutdown()
        self.http.server_close()


@pytest.fixture
def fake() -> Iterator[FakeServer]:
    server = FakeServer()
    yield server
    server.close()


def facts(*items: dict[str, object]) -> str:
    return json.dumps({"facts": list(items)})


def test_the_request_and_the_parsed_reply(fake: FakeServer) -> None:
    fake.replies.append((200, facts({"message": 0, "key": "bob/city", "value": "Bob lives in Osaka",
                                     "evidence": "Bob lives in Osaka"})))  # fmt: skip
    extractor = ChatExtractor(base_url=fake.url, model="tiny", api_key="sk-test", vocabulary=("city",), backoff=0)
    found = extractor.extract([Message("user", "Bob lives in Osaka.")])
    assert [(e.message, e.key, e.value, e.evidence) for e in found] == [
        (0, "bob/city", "Bob lives in Osaka", "Bob lives in Osaka")
    ]
    sent = fake.requests[0]
    assert sent["model"] == "tiny"
    assert sent["temperature"] == 0
    assert sent["response_format"] == {"type": "json_object"}
    assert "verbatim" in sent["messages"][0]["content"]
    assert "city" in sent["messages"][0]["content"]
    assert json.loads(sent["messages"][1]["content"]) == [
        {"index": 0, "role": "user", "content": "Bob lives in Osaka."}
    ]
    assert fake.headers[0]["Authorization"] == "Bearer sk-test"


def test_transient_failures_are_retried_and_bad_replies_refused(fake: FakeServer) -> None:
    extractor = ChatExtractor(base_url=fake.url, model="tiny", retries=2, backoff=0)
    fake.replies += [(500, ""), (429, ""), (200, facts())]
    assert extractor.extract([Message("user", "hello")]) == []
    assert len(fake.requests) == 3
    fake.replies += [(500, "")] * 3
    with pytest.raises(ExtractorError, match="failed 3 time"):
        extractor.extract([Message("user", "hello")])
    fake.replies.append((400, ""))
    with pytest.raises(ExtractorError, match="HTTP 400"):
        extractor.extract([Message("user", "hello")])
    bad = [
        ("not json", "did not reply with JSON"),
        ('{"x": 1}', "no .facts. list"),
        (facts({"message": "0", "key": "a/b", "value": "v", "evidence": "v"}), "an index"),
    ]
    for content, match in bad:
        fake.replies.append((200, content))
        with pytest.raises(ExtractorError, match=match):
            extractor.extract([Message("user", "hello")])


def test_configuration_is_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEMTX_LLM_BASE_URL", raising=False)
    monkeypatch.delenv("MEMTX_LLM_MODEL", raising=False)
    with pytest.raises(ExtractorError, match="base_url"):
        ChatExtractor(model="m")
    with pytest.raises(ExtractorError, match="base_url"):
        ChatExtractor(base_url="file:///etc/passwd", model="m")
    with pytest.raises(ExtractorError, match="model"):
        ChatExtractor(base_url="http://127.0.0.1:9")
    monkeypatch.setenv("MEMTX_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("MEMTX_LLM_MODEL", "from-env")
    assert ChatExtractor().model == "from-env"


def test_add_with_the_chat_extractor_retries_with_admissions_reason(fake: FakeServer, tmp_path: object) -> None:
    text = "Bob moved and now lives in Osaka."
    wrong, right = "Bob lives in Osaka", "now lives in Osaka"
    fake.replies += [
        (200, facts({"message": 0, "key": "bob/city", "value": wrong, "evidence": wrong})),
        (200, facts({"message": 0, "key": "bob/city", "value": right, "evidence": right})),
    ]
    mem = Memory.open(":memory:", clock=TickClock())
    mem.register_agent("support")
    done = mem.add(text, agent="support", user="bob", extractor=ChatExtractor(base_url=fake.url, model="m", backoff=0))
    assert [r.value for r in done.stored] == ["now lives in Osaka"]
    assert done.retried == 1
    told = fake.requests[1]["messages"][-1]["content"]
    assert "evidence_not_in_source" in told
    assert "Bob lives in Osaka" in told
    mem.close()


def test_the_chat_reader_sends_the_context_and_returns_the_answer(fake: FakeServer) -> None:
    fake.replies.append((200, " basketball \n"))
    context = Context("q", (), "[1] volcanoes/sport: Salem-Keizer Volcanoes is associated with the sport of basketball")
    reader = ChatReader(base_url=fake.url, model="tiny", backoff=0)
    assert reader.answer("Which sport is Salem-Keizer Volcanoes associated with?", context) == "basketball"
    sent = fake.requests[0]["messages"]
    assert "only the numbered facts" in sent[0]["content"]
    assert context.text in sent[1]["content"]
    assert "Which sport" in sent[1]["content"]
    with pytest.raises(ExtractorError, match="model"):
        ChatReader(base_url=fake.url, model="")


def test_a_twenty_message_conversation_end_to_end(fake: FakeServer) -> None:
    """Issue 13's end-to-end case: ≥ 20 messages through `mem.add` and the fake endpoint, with a retry."""
    conversation = []
    for i in range(10):
        conversation.append({"role": "user", "content": f"Order {i} should go to {i} Elm Street."})
        conversation.append({"role": "assistant", "content": f"Noted for order {i}."})

    def fact(i: int, text: str) -> dict[str, object]:
        return {"message": 2 * i, "key": f"order {i}/address", "value": text, "evidence": text}

    first = [fact(i, f"Order {i} should go to {i} Elm Street") for i in range(10)]
    first[3] = fact(3, "Order 3 goes to Main Street")  # not what the message says: refused, then retried
    fixed = fact(3, "Order 3 should go to 3 Elm Street")
    fake.replies += [(200, facts(*first)), (200, facts(fixed))]
    mem = Memory.open(":memory:", clock=TickClock())
    mem.register_agent("support")
    done = mem.add(conversation, agent="support", user="shopper", extractor=ChatExtractor(base_url=fake.url, model="m"))
    assert len(done.sources) == 20
    assert len(done.stored) == 10
    assert done.retried == 1
    assert done.rejected == ()
    assert mem.get("order 3/address", agent="support").value == "Order 3 should go to 3 Elm Street"  # type: ignore[union-attr]
    assert "evidence_not_in_source" in fake.requests[1]["messages"][-1]["content"]
    assert mem.check().ok
    mem.close()
