"""`memtx search`, `memtx context` and `memtx list` (DESIGN §12 retrieval): the read side from the shell.
Loaded only when asked for (`memtx.cli.LAZY_COMMANDS`). Every command reads as `--agent` (only what it may
read is shown) and exits 1 when it found nothing, like `memtx get`."""

from __future__ import annotations

import json

import click

from memtx.cli import EXIT_NEGATIVE, emit, open_store, record_doc, store_options
from memtx.render import align, quote
from memtx.retrieval import Context

KINDS = click.Choice(["belief", "summary", "profile", "tool_action"])


def _lines_json(docs: list[dict[str, object]]) -> None:
    """`--nl`: one JSON object per line (newline-delimited JSON), nothing else on stdout."""
    for doc in docs:
        click.echo(json.dumps(doc, ensure_ascii=False, separators=(",", ":")))


@click.command("search")
@click.argument("query")
@click.option("--agent", required=True, help="Search as this agent (only versions it may read are found).")
@click.option("-k", "--k", "k", type=click.IntRange(1, 1000), default=8, show_default=True, help="How many hits.")
@click.option("--kind", "kinds", type=KINDS, multiple=True, help="Only records of this kind (repeatable).")
@click.option("--namespace", default=None, help="Only keys of this namespace ('' for the default one).")
@click.option("--as-of", "as_of", type=int, default=None, metavar="CSN", help="Search as of this commit number.")
@click.option("--nl", "as_lines", is_flag=True, help="Print one JSON object per hit and line.")
@store_options
@click.pass_context
def search_command(
    ctx: click.Context,
    *,
    query: str,
    agent: str,
    k: int,
    kinds: tuple[str, ...],
    namespace: str | None,
    as_of: int | None,
    as_lines: bool,
) -> None:
    """Rank the visible versions the agent may read against QUERY (BM25 over key and value terms)."""
    with open_store(ctx) as mem:
        hits = mem.search(query, agent=agent, k=k, kinds=kinds or None, namespace=namespace, as_of=as_of)
    docs = [{"score": h.score, "record": record_doc(h.record)} for h in hits]
    if as_lines:
        _lines_json(docs)
    else:
        rows = [[f"{h.score:.4g}", f"v{h.record.vid}", h.record.canonical_key, quote(h.record.value)] for h in hits]
        emit(ctx, {"query": query, "agent": agent, "as_of": as_of, "hits": docs}, align(rows) or ["no hits"])
    if not hits:
        ctx.exit(EXIT_NEGATIVE)


def context_doc(context: Context) -> dict[str, object]:
    return {
        "query": context.query,
        "items": [
            {
                "key": i.key,
                "value": i.value,
                "vid": i.vid,
                "source_id": i.source_id,
                "event_time": i.event_time,
                "score": i.score,
            }
            for i in context.items
        ],
        "text": context.text,
    }


@click.command("context")
@click.argument("query")
@click.option("--agent", required=True, help="Build the context this agent may read.")
@click.option("-k", "--k", "k", type=click.IntRange(1, 1000), default=8, show_default=True, help="How many keys.")
@click.option("--max-tokens", type=click.IntRange(min=1), default=None, help="Budget (about 4 characters a token).")
@click.option("--as-of", "as_of", type=int, default=None, metavar="CSN", help="Build it as of this commit number.")
@store_options
@click.pass_context
def context_command(
    ctx: click.Context, *, query: str, agent: str, k: int, max_tokens: int | None, as_of: int | None
) -> None:
    """Print the prompt context for QUERY: the top canonical keys, each with its one visible version."""
    with open_store(ctx) as mem:
        context = mem.context(query, agent=agent, k=k, max_tokens=max_tokens, as_of=as_of)
    emit(ctx, context_doc(context), context.text.splitlines() or ["no context"])
    if not context.items:
        ctx.exit(EXIT_NEGATIVE)


@click.command("list")
@click.argument("prefix", required=False, default=None)
@click.option("--agent", required=True, help="List what this agent may read.")
@click.option("--namespace", default=None, help="Only keys of this namespace ('' for the default one).")
@click.option("--limit", type=click.IntRange(1, 1000), default=100, show_default=True, help="Keys per page.")
@click.option("--cursor", default=None, help="Continue after a previous page (its printed cursor).")
@click.option("--keys", "keys_only", is_flag=True, help="Only the canonical keys.")
@click.option("--nl", "as_lines", is_flag=True, help="Print one JSON object per record and line, then the cursor.")
@store_options
@click.pass_context
def list_command(
    ctx: click.Context,
    *,
    prefix: str | None,
    agent: str,
    namespace: str | None,
    limit: int,
    cursor: str | None,
    keys_only: bool,
    as_lines: bool,
) -> None:
    """List the visible facts about a subject (PREFIX `bob`) or under a key prefix (`bob/home`), or all,
    in key order, one page at a time."""
    with open_store(ctx) as mem:
        page = mem.list(prefix, agent=agent, namespace=namespace, limit=limit, cursor=cursor)
    docs: list[dict[str, object]] = [{"key": r.canonical_key} if keys_only else record_doc(r) for r in page.records]
    if as_lines:
        _lines_json([*docs, {"cursor": page.cursor}])
    else:
        rows = (
            [[r.canonical_key] for r in page.records]
            if keys_only
            else [[f"v{r.vid}", r.canonical_key, quote(r.value)] for r in page.records]
        )
        more = [f"next page: --cursor {page.cursor}"] if page.cursor else []
        emit(ctx, {"records": docs, "cursor": page.cursor}, [*(align(rows) or ["nothing listed"]), *more])
    if not page.records:
        ctx.exit(EXIT_NEGATIVE)
