"""A model extractor for `mem.add` (DESIGN §12): an OpenAI-compatible chat-completions client.

Responsible for: the request (a system prompt asking for verbatim evidence spans and the caller's key
vocabulary, the messages as JSON, JSON mode, temperature 0), timeouts and bounded retries on transport
errors, 429 and 5xx, and turning the reply into `Extraction`s — refusing a malformed reply with a clear
error. Must not: decide what is stored (admission does) or log secrets. Standard library only (`urllib`).
"""

from __future__ import annotations

import json
import os
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from memtx.core.errors import MemtxError
from memtx.ingest.messages import Extraction, Message, RetryHint

PROMPT: Final = (
    "You extract durable facts about the people in a conversation for an agent's memory. Reply with one JSON "
    'object: {"facts": [{"message": <index of the message>, "key": "<subject>/<relation>", "value": "<the fact>", '
    '"evidence": "<a span copied character for character from that message>"}]}. The evidence must be a verbatim '
    "span of the message and the value may only drop words from it — never add, reword or generalize; keep "
    "negations, numbers, conditions and exceptions. Prefer these relations when they fit: <vocabulary>. "
    'No facts: {"facts": []}.'
)
RETRY: Final = (
    "Your fact <fact> was refused by the memory's admission check: <reason> (<detail>). Return a corrected "
    'version of that one fact as {"facts": [...]}, or {"facts": []} if the message does not support it.'
)


class ExtractorError(MemtxError):
    """The model endpoint could not be used: unreachable after the retries, an HTTP error, or a reply that
    is not the JSON asked for."""


@dataclass(frozen=True, slots=True)
class Endpoint:
    """An OpenAI-compatible chat-completions endpoint and how to call it (shared by `ChatExtractor` and
    `memtx.ingest.readers.ChatReader`). `base_url`, `model` and the key default to `$MEMTX_LLM_BASE_URL`,
    `$MEMTX_LLM_MODEL` and `$MEMTX_LLM_API_KEY`."""

    base_url: str
    model: str
    key: str = field(repr=False)  # never printed
    timeout: float = 30.0
    retries: int = 2
    backoff: float = 0.5

    @classmethod
    def of(
        cls,
        user: str,
        *,
        base_url: str | None,
        model: str | None,
        api_key: str | None,
        timeout: float,
        retries: int,
        backoff: float,
    ) -> Endpoint:
        url = (base_url or os.environ.get("MEMTX_LLM_BASE_URL", "")).rstrip("/")
        name = model or os.environ.get("MEMTX_LLM_MODEL", "")
        if not url.startswith(("http://", "https://")):
            raise ExtractorError(f"{user} needs base_url (or $MEMTX_LLM_BASE_URL), an http(s) URL")
        if not name:
            raise ExtractorError(f"{user} needs model (or $MEMTX_LLM_MODEL)")
        key = api_key if api_key is not None else os.environ.get("MEMTX_LLM_API_KEY", "")
        return cls(url, name, key, float(timeout), int(retries), float(backoff))

    def complete(self, body: dict[str, Any]) -> str:
        return complete(self.base_url, self.key, body, timeout=self.timeout, retries=self.retries, backoff=self.backoff)


class ChatExtractor:
    """Extraction through an OpenAI-compatible `/chat/completions` endpoint.

    `base_url` (e.g. `http://127.0.0.1:8000/v1`), `model` and `api_key` default to `$MEMTX_LLM_BASE_URL`,
    `$MEMTX_LLM_MODEL` and `$MEMTX_LLM_API_KEY`. `vocabulary`: relation names to prefer (the store's key
    vocabulary). Each request times out after `timeout` seconds and is retried up to `retries` times on a
    transport error, 429 or 5xx, with exponential backoff."""

    def __init__(
        self,
        *,
        base_url: str | None = None,
        model: str | None = None,
        api_key: str | None = None,
        vocabulary: Sequence[str] = ("name", "city", "employer", "email", "phone", "preference"),
        timeout: float = 30.0,
        retries: int = 2,
        backoff: float = 0.5,
    ) -> None:
        self.endpoint = Endpoint.of(
            "ChatExtractor",
            base_url=base_url,
            model=model,
            api_key=api_key,
            timeout=timeout,
            retries=retries,
            backoff=backoff,
        )
        self.model = self.endpoint.model
        self.vocabulary = tuple(vocabulary)

    def extract(self, messages: Sequence[Message], *, retry: RetryHint | None = None) -> list[Extraction]:
        chat = [
            {"role": "system", "content": PROMPT.replace("<vocabulary>", ", ".join(self.vocabulary) or "any")},
            {
                "role": "user",
                "content": json.dumps(
                    [{"index": i, "role": m.role, "content": m.content} for i, m in enumerate(messages)],
                    ensure_ascii=False,
                ),
            },
        ]
        if retry is not None:
            e = retry.extraction
            fact = {"message": e.message, "key": e.key, "value": e.value, "evidence": e.evidence}
            told = (
                RETRY.replace("<fact>", json.dumps(fact, ensure_ascii=False))
                .replace("<reason>", retry.reason)
                .replace("<detail>", retry.detail or "no detail")
            )
            chat.append({"role": "user", "content": told})
        body = {"model": self.model, "messages": chat, "temperature": 0, "response_format": {"type": "json_object"}}
        return _facts(self.endpoint.complete(body))


def complete(base_url: str, key: str, body: dict[str, Any], *, timeout: float, retries: int, backoff: float) -> str:
    """POST `body` to `{base_url}/chat/completions` and return the first choice's content; transport
    errors, 429 and 5xx are retried `retries` times with exponential backoff, anything else is an
    `ExtractorError`. Shared by the extractor and `memtx.ingest.readers.ChatReader`."""
    data = json.dumps(body).encode("utf-8")
    headers = {"Content-Type": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    last = ""
    for attempt in range(retries + 1):
        url = f"{base_url}/chat/completions"  # http(s) only: the callers check
        request = urllib.request.Request(url, data=data, headers=headers)  # noqa: S310
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 (http(s) only)
                reply = json.loads(response.read().decode("utf-8"))
            return str(reply["choices"][0]["message"]["content"])
        except urllib.error.HTTPError as exc:
            exc.close()  # it holds the response's connection; unclosed, it leaks a socket
            last = f"HTTP {exc.code}"
            if exc.code != 429 and exc.code < 500:
                raise ExtractorError(f"the model endpoint refused the request: {last}") from None
        except (urllib.error.URLError, TimeoutError, ConnectionError) as exc:
            last = f"{type(exc).__name__}: {getattr(exc, 'reason', exc)}"
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise ExtractorError(f"the model endpoint's reply is not a chat completion: {exc!r}") from None
        if attempt < retries:
            time.sleep(backoff * 2**attempt)
    raise ExtractorError(f"the model endpoint failed {retries + 1} time(s); last: {last}")


def _facts(content: str) -> list[Extraction]:
    try:
        doc = json.loads(content)
    except ValueError:
        raise ExtractorError(f"the model did not reply with JSON: {content[:200]!r}") from None
    facts = doc.get("facts") if isinstance(doc, dict) else None
    if not isinstance(facts, list):
        raise ExtractorError('the model\'s JSON has no "facts" list')
    out = []
    for fact in facts:
        if not isinstance(fact, dict):
            raise ExtractorError(f"a fact must be a JSON object, not {fact!r}")
        message, key, value, evidence = (fact.get(f) for f in ("message", "key", "value", "evidence"))
        if isinstance(message, bool) or not isinstance(message, int):
            raise ExtractorError(f"a fact's message must be an index, not {message!r}")
        if not all(isinstance(x, str) and x for x in (key, value, evidence)):
            raise ExtractorError(f"a fact needs key, value and evidence strings: {fact!r}")
        out.append(Extraction(message, str(key), str(value), str(evidence)))
    return out
