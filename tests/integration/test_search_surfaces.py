"""BM25 scores are meaningful on a small store through every surface that exposes search (issue 32 item 6):
HTTP, MCP and the CLI rank the more relevant of four facts above the more recent ones, by score, on
every backend. (The library's own test is `tests/contract/test_retrieval.py`'s small-store test.)"""

from __future__ import annotations

import asyncio
import json
import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from conftest import POSTGRES_URL, TickClock, postgres_schema, postgres_schema_url, with_postgres_schema
from memtx import Memory
from memtx.cli.commands import cli

pytest.importorskip("fastapi", reason="the server extra (fastapi) is not installed")

from _http_support import served

QUERY = "Who lives in Lisbon?"
# Oldest first: `live` is in three of the facts, `lisbon` in two (Ben's has both, Ana's the rarer one).
FACTS = [
    ("ana/home", "Ana moved to Lisbon"),
    ("ben/home", "Ben lives in Lisbon"),
    ("cy/home", "Cy lives in Porto"),
    ("di/home", "Di lives in Faro"),
]
EXPECTED = ["ben/home", "ana/home", "di/home", "cy/home"]  # Di before Cy by recency alone (equal scores)


def seed(mem: Memory, agent: str = "alice") -> None:
    mem.register_agent(agent)
    for i, (key, text) in enumerate(FACTS):
        with mem.transaction(agent=agent) as tx:
            src = tx.observe(text, owner=agent, scope="shared", at=100 + i)
            tx.propose(key=key, value=text, evidence=text, source=src.id, at=100 + i)


def check(ranked: list[tuple[str, float]]) -> None:
    assert [key for key, _ in ranked] == EXPECTED
    scores = dict(ranked)
    assert scores["ana/home"] == pytest.approx(math.log(2), rel=1e-9)  # one rarer term, average length
    assert scores["ana/home"] > 1.5 * scores["di/home"]
    assert min(scores.values()) > 0.1  # no 1e-6 floor


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    name = str(request.param)
    for _ in with_postgres_schema(name, name == "postgres", tmp_path):
        yield {
            "memory": ":memory:",
            "sqlite": f"sqlite:///{tmp_path / 'search.db'}",
            "postgres": postgres_schema_url(postgres_schema(tmp_path)) if POSTGRES_URL else "",
        }[name]


def test_http_search_ranks_by_meaningful_scores(url: str) -> None:
    with served(url) as s:
        seed(s.mem)
        hits = s.call("alice", "GET", "/v1/search", params={"q": QUERY, "k": 8})
        assert hits.status_code == 200, hits.text
        check([(h["record"]["canonical_key"], h["score"]) for h in hits.json()])


def test_mcp_search_ranks_by_meaningful_scores(url: str) -> None:
    pytest.importorskip("mcp", reason="the mcp extra is not installed")
    from mcp.client import Client  # noqa: PLC0415  (the mcp extra)

    from memtx.mcp.server import build_server  # noqa: PLC0415

    with Memory.open(url, clock=TickClock()) as mem:
        seed(mem)

        async def main() -> dict[str, Any]:
            async with Client(build_server(mem, agent="alice")) as client:
                result = await client.call_tool("search", {"query": QUERY, "k": 8})
            assert not result.is_error
            assert result.structured_content is not None
            return dict(result.structured_content)

        found = asyncio.run(main())
    check([(h["record"]["canonical_key"], h["score"]) for h in found["hits"]])


def test_cli_search_ranks_by_meaningful_scores(url: str) -> None:
    if url == ":memory:":
        pytest.skip("a CLI command cannot reach an in-memory store another handle made")
    with Memory.open(url, clock=TickClock()) as mem:
        seed(mem)
    result = CliRunner().invoke(cli, ["--json", "--db", url, "search", QUERY, "--agent", "alice"])
    assert result.exit_code == 0, result.output
    check([(h["record"]["canonical_key"], h["score"]) for h in json.loads(result.stdout)["hits"]])
