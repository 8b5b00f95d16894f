"""`memtx search`, `memtx context` and `memtx list` (DESIGN §12 retrieval): the read side from the shell.
Loaded only when asked for (`memtx.cli.commands.LAZY_COMMANDS`). Every command reads as `--agent` (only what it may
read is shown) and exits 1 when it found nothing, like `memtx get`."""

from __future__ import annotations

import json

import click

from memtx.api.shapes import add_doc, record_doc
from memtx.cli.commands import EXIT_NEGATIVE, emit, open_store, store_options
from memtx.core.render import align, quote
from memtx.ingest.messages import Extractor
from memtx.read.embedders import EMBEDDERS, Embedder, named
from memtx.read.retrieval import Context

KINDS = click.Choice(["belief", "summary", "profile", "tool_action"])
MODES = click.Choice(["lexical", "dense", "hybrid"])
EMBEDDER_HELP = (
    "Embed the query with this embedder for dense or hybrid ranking (hashing: no model; minilm: the `dense` "
    "extra). Only versions embedded with the same one take part (`memtx embed`)."
)


def _embedder(name: str | None) -> Embedder | None:
    return None if name is None else named(name)


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
@click.option("--mode", type=MODES, default=None, help="lexical, dense or hybrid (default: hybrid with --embedder).")
@click.option("--embedder", "embedder_name", type=click.Choice(EMBEDDERS), default=None, help=EMBEDDER_HELP)
@click.option("--nl", "as_lines", is_flag=True, help="Print one JSON object per hit and line.")
@click.option("--user", default=None, help="Only what was observed for this user (mem0's user_id).")
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
    mode: str | None,
    embedder_name: str | None,
    as_lines: bool,
    user: str | None,
) -> None:
    """Rank the visible versions the agent may read against QUERY (BM25 over key and value terms; fused
    with dense similarity under --embedder)."""
    with open_store(ctx, embedder=_embedder(embedder_name)) as mem:
        hits = mem.search(
            query, agent=agent, k=k, kinds=kinds or None, namespace=namespace, as_of=as_of, mode=mode, user=user
        )
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
@click.option("--mode", type=MODES, default=None, help="lexical, dense or hybrid (default: hybrid with --embedder).")
@click.option("--embedder", "embedder_name", type=click.Choice(EMBEDDERS), default=None, help=EMBEDDER_HELP)
@click.option("--user", default=None, help="Only what was observed for this user (mem0's user_id).")
@store_options
@click.pass_context
def context_command(
    ctx: click.Context,
    *,
    query: str,
    agent: str,
    k: int,
    max_tokens: int | None,
    as_of: int | None,
    mode: str | None,
    embedder_name: str | None,
    user: str | None,
) -> None:
    """Print the prompt context for QUERY: the top canonical keys, each with its one visible version."""
    with open_store(ctx, embedder=_embedder(embedder_name)) as mem:
        context = mem.context(query, agent=agent, k=k, max_tokens=max_tokens, as_of=as_of, mode=mode, user=user)
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
@click.option("--user", default=None, help="Only what was observed for this user (mem0's user_id).")
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
    user: str | None,
) -> None:
    """List the visible facts about a subject (PREFIX `bob`) or under a key prefix (`bob/home`), or all,
    in key order, one page at a time."""
    with open_store(ctx) as mem:
        page = mem.list(prefix, agent=agent, namespace=namespace, limit=limit, cursor=cursor, user=user)
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


@click.command("embed")
@click.option("--embedder", "embedder_name", type=click.Choice(EMBEDDERS), required=True, help="The embedder to use.")
@click.option("--batch", type=click.IntRange(1, 100_000), default=256, show_default=True, help="Versions per unit.")
@store_options
@click.pass_context
def embed_command(ctx: click.Context, *, embedder_name: str, batch: int) -> None:
    """Store a vector for every version that has none of this embedder (dense search covers only versions
    embedded with the embedder it is given). Safe while writers run."""
    with open_store(ctx, embedder=named(embedder_name)) as mem:
        done = mem.embed_missing(batch=batch, progress=lambda n: click.echo(f"  {n:,} embedded", err=True))
        name = mem.embedder.name if mem.embedder is not None else embedder_name
    emit(ctx, {"embedder": name, "embedded": done}, [f"embedded {done:,} version(s) with {name}"])


@click.command("add")
@click.argument("messages", nargs=-1)
@click.option("--agent", required=True, help="The agent the memory serves (it proposes the facts).")
@click.option("--user", default=None, help="Who the user messages come from (owner of their sources).")
@click.option("--file", "path", type=click.Path(dir_okay=False, allow_dash=True), default=None,
              help="JSON Lines of {role, content[, name]} messages ('-': stdin) instead of MESSAGES.")  # fmt: skip
@click.option("--extractor", type=click.Choice(["pattern", "chat"]), default="pattern", show_default=True,
              help="pattern: the deterministic PatternExtractor; chat: ChatExtractor from $MEMTX_LLM_*.")  # fmt: skip
@click.option("--all-or-nothing", is_flag=True, help="Abort everything on the first refused fact.")
@click.option("--on-unsupported", type=click.Choice(["reject", "quarantine"]), default=None,
              help="quarantine: keep an unsupported fact for review (default: its key's contract).")  # fmt: skip
@store_options
@click.pass_context
def add_command(
    ctx: click.Context,
    *,
    messages: tuple[str, ...],
    agent: str,
    user: str | None,
    path: str | None,
    extractor: str,
    all_or_nothing: bool,
    on_unsupported: str | None,
) -> None:
    """Ingest a conversation (DESIGN §12): each MESSAGE (a user message) or each line of --file becomes a
    source; the extractor's facts are proposed in one transaction; every sentence no fact came from is listed
    as skipped, with why. Exits 1 when nothing was stored or confirmed."""
    if path is not None and messages:
        raise click.UsageError("give MESSAGES or --file, not both")
    if path is not None:
        with click.open_file(path, encoding="utf-8") as fh:
            try:
                batch: list[object] = [json.loads(line) for line in fh if line.strip()]
            except ValueError as exc:
                raise click.BadParameter(f"not JSON Lines: {exc}", param_hint="--file") from None
    else:
        batch = list(messages)
    chosen: Extractor | None = None
    if extractor == "chat":
        from memtx.ingest.extractors import ChatExtractor  # noqa: PLC0415  (only when asked for)

        chosen = ChatExtractor()
    with open_store(ctx) as mem:
        done = mem.add(
            batch,
            agent=agent,
            user=user,
            extractor=chosen,
            all_or_nothing=all_or_nothing,
            on_unsupported=on_unsupported,
        )
    doc = add_doc(done)
    rows = [[f"v{r.vid}", r.canonical_key, r.state.value, quote(r.value)] for r in (*done.stored, *done.quarantined)]
    rows += [
        [f"v{c.record.vid}", c.record.canonical_key, "confirmed", quote(c.extraction.value)] for c in done.confirmed
    ]
    rows += [["-", r.extraction.key, f"rejected ({r.reason})", quote(r.extraction.value)] for r in done.rejected]
    rows += [[f"#{s.message}", "-", f"skipped ({s.reason})", quote(s.text)] for s in done.skipped]
    emit(ctx, doc, align(rows) or ["nothing extracted"])
    if not done.stored and not done.confirmed:
        ctx.exit(EXIT_NEGATIVE)
