"""Reads sent ahead on PostgreSQL (DESIGN §11, `Unit.read_ahead`): the catalog rows a unit is about to read, sent
together before the read it waits for next, so they cost no round trip of their own.

Responsible for: the statements `PostgresUnit.read_ahead` sends (one per kind of row, each for every name at once)
and the takers that put their rows into the unit's memo where it has no entry yet — so a row read ahead never
overrides what the unit wrote since it was sent. Must not: wait for a result (the unit's memo takes them on its
next use: `SQLUnitCore.memo`), or read anything the memo does not keep.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from functools import partial

from memtx.core.model import Agent, NamespaceGrant, Role, Scope
from memtx.storage.postgres.dialect import Connection, Cursor, any_of
from memtx.storage.shapes import Ahead
from memtx.storage.sql.catalog import ABSENT_RANK
from memtx.storage.sql.core import UnitMemo

__all__ = ["send_ahead"]

Taker = Callable[[], None]


def send_ahead(c: Connection, memo: UnitMemo, ahead: Ahead) -> list[Taker]:
    """Send the reads of what `memo` does not hold yet among the named rows; return their takers, in order."""
    takers: list[Taker] = []
    if names := sorted({a for a in ahead.agents if a not in memo.agents}):
        values, params = any_of(names)
        sent = c.execute(f"SELECT name, team, role, authority_ceiling FROM agents WHERE name = ANY({values})", params)
        takers.append(partial(_agents, memo, names, sent))
    if spaces := sorted({n for n in ahead.namespaces if n not in memo.namespaces}):
        values, params = any_of(spaces)
        sent = c.execute(f"SELECT namespace, owner, writers FROM namespaces WHERE namespace = ANY({values})", params)
        takers.append(partial(_grants, memo, spaces, sent))
    if listed := sorted({n for n in ahead.namespaces if n not in memo.synonyms}):
        values, params = any_of(listed)
        sent = c.execute(
            f"SELECT namespace, relation, means, csn FROM relation_synonyms WHERE namespace = ANY({values})", params
        )
        takers.append(partial(_synonyms, memo, listed, sent))
    if ids := sorted({s for s in ahead.sources if s not in memo.ranks}):
        values, params = any_of(ids)
        sent = c.execute(f"SELECT id, authority, scope, seq, observed_at FROM sources WHERE id = ANY({values})", params)
        takers.append(partial(_ranks, memo, ids, sent))
    if principals := sorted({p for p in ahead.fingerprints if p not in memo.fingerprinted}):
        values, params = any_of(principals)
        sent = c.execute(  # (one index probe a principal, as `has_fingerprints` makes)
            f"SELECT p FROM unnest({values}::text[]) AS p "
            "WHERE EXISTS (SELECT 1 FROM fingerprints WHERE principal = p)",
            params,
        )
        takers.append(partial(_fingerprinted, memo, principals, sent))
    if ahead.clock and memo.now is None:
        takers.append(partial(_clock, memo, c.execute("SELECT fval FROM meta WHERE name = 'now'")))
    return takers


def _agents(memo: UnitMemo, names: list[str], sent: Cursor) -> None:
    found = {r[0]: Agent(r[0], r[1], Role(r[2]), r[3]) for r in sent}
    for name in names:
        memo.agents.setdefault(name, found.get(name))


def _grants(memo: UnitMemo, names: list[str], sent: Cursor) -> None:
    found = {r[0]: NamespaceGrant(r[0], r[1], tuple(json.loads(r[2]))) for r in sent}
    for name in names:
        memo.namespaces.setdefault(name, found.get(name))


def _synonyms(memo: UnitMemo, names: list[str], sent: Cursor) -> None:
    found: dict[str, dict[str, tuple[str, int]]] = {name: {} for name in names}
    for name, relation, means, csn in sent:
        found[name][relation] = (means, int(csn))
    for name in names:
        memo.synonyms.setdefault(name, found[name])


def _ranks(memo: UnitMemo, ids: list[str], sent: Cursor) -> None:
    found = {r[0]: (r[1], Scope(r[2]), r[3], r[4]) for r in sent}
    for sid in ids:
        memo.ranks.setdefault(sid, found.get(sid, ABSENT_RANK))


def _fingerprinted(memo: UnitMemo, principals: list[str], sent: Cursor) -> None:
    held = {r[0] for r in sent}
    for p in principals:
        memo.fingerprinted.setdefault(p, p in held)


def _clock(memo: UnitMemo, sent: Cursor) -> None:
    now = sent.fetchone()[0]
    if memo.now is None:
        memo.now = -math.inf if now is None else float(now)
