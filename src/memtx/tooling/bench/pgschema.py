"""Fresh PostgreSQL schemas for benchmark runs (issue 34): a URL naming one, and dropping it afterwards.

Responsible for: the schema name of a run and its removal. Must not: open a store (the workloads do).
"""

from __future__ import annotations

import uuid

__all__ = ["drop_schema", "schema_url"]


def schema_url(base: str, name: str) -> str:
    """`base` (a PostgreSQL URL) naming a fresh schema of its own for the run `name`."""
    schema = f"memtx_bench_{name.replace('-', '_')}_{uuid.uuid4().hex[:8]}"
    return f"{base}{'&' if '?' in base else '?'}schema={schema}"


def drop_schema(url: str) -> None:
    """Drop the schema `url` names (a run's, made by `schema_url`)."""
    import psycopg  # noqa: PLC0415 - the postgres extra, only when a PostgreSQL URL was given

    base, _, schema = url.rpartition("schema=")
    with psycopg.connect(base.rstrip("?&"), autocommit=True) as conn:
        conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
