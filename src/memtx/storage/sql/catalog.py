"""A SQL unit's catalog (DESIGN §8, §11): agents, namespace grants, contracts and sources.

Responsible for: their rows, read through the unit's memo where it holds them (sources are immutable). Must
not: decide who may do what (`memtx.core.permissions`), contain policy, or open or end transactions.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from typing import Any, Final

from memtx.core.model import Agent, ContractKind, NamespaceGrant, OnUnsupported, Role, Scope, Source
from memtx.storage.sql.core import SQLUnitCore

ABSENT_RANK: Final = (math.nan, Scope.PRIVATE, -1, math.nan)  # `UnitMemo.ranks`: known not to exist
_SOURCE_COLUMNS: Final = (
    "id, text, owner, authority, scope, observed_at, seq, speaker, requested_authority, requested_scope, narrowed_by, "
    "for_user"
)


def _source(row: Sequence[Any]) -> Source:
    if row[9] is None:  # not narrowed (DESIGN §8 relays): the common case
        return Source(row[0], row[1], row[2], row[3], Scope(row[4]), row[5], row[6], row[7], row[8], user=row[11])
    items = tuple(json.loads(row[10]))
    return Source(
        *(row[0], row[1], row[2], row[3], Scope(row[4]), row[5], row[6], row[7], row[8]),
        *(Scope(row[9]), items, row[11]),
    )


def _narrowing(s: Source) -> tuple[int | None, str | None]:
    """A source's `requested_scope` and `narrowed_by` columns (both NULL unless it was narrowed)."""
    if s.requested_scope is None:
        return None, None
    return int(s.requested_scope), json.dumps(list(s.narrowed_by))


class SQLCatalog(SQLUnitCore):
    """`SQLUnit`'s agents, namespaces, contracts and sources."""

    # --- agents, contracts -------------------------------------------------------------------------
    def get_agent(self, name: str) -> Agent | None:
        agents = self.memo.agents
        if name not in agents:
            row = self._one("SELECT name, team, role, authority_ceiling FROM agents WHERE name = ?", (name,))
            agents[name] = Agent(row[0], row[1], Role(row[2]), row[3]) if row else None
        return agents[name]

    def put_agent(self, agent: Agent) -> None:
        self._c.execute(
            "INSERT INTO agents (name, team, role, authority_ceiling) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (name) DO UPDATE SET team = excluded.team, role = excluded.role, "
            "authority_ceiling = excluded.authority_ceiling",
            (agent.name, agent.team, agent.role.value, agent.authority_ceiling),
        )
        self.memo.agents[agent.name] = agent

    def get_namespace(self, namespace: str) -> NamespaceGrant | None:
        grants = self.memo.namespaces
        if namespace not in grants:
            row = self._one("SELECT owner, writers FROM namespaces WHERE namespace = ?", (namespace,))
            grants[namespace] = NamespaceGrant(namespace, row[0], tuple(json.loads(row[1]))) if row else None
        return grants[namespace]

    def put_namespace(self, grant: NamespaceGrant) -> None:
        self._c.execute(
            "INSERT INTO namespaces (namespace, owner, writers) VALUES (?, ?, ?) "
            "ON CONFLICT (namespace) DO UPDATE SET owner = excluded.owner, writers = excluded.writers",
            (grant.namespace, grant.owner, json.dumps(list(grant.writers))),
        )
        self.memo.namespaces[grant.namespace] = grant

    def contract(self, namespace: str) -> tuple[ContractKind, OnUnsupported] | None:
        contracts = self.memo.contracts
        if namespace not in contracts:
            row = self._one("SELECT contract, on_unsupported FROM contracts WHERE namespace = ?", (namespace,))
            contracts[namespace] = (ContractKind(row[0]), OnUnsupported(row[1])) if row else None
        return contracts[namespace]

    def put_contract(
        self, namespace: str, contract: ContractKind, on_unsupported: OnUnsupported = OnUnsupported.REJECT
    ) -> None:
        self._c.execute(
            "INSERT INTO contracts (namespace, contract, on_unsupported) VALUES (?, ?, ?) "
            "ON CONFLICT (namespace) DO UPDATE SET contract = excluded.contract, "
            "on_unsupported = excluded.on_unsupported",
            (namespace, contract.value, on_unsupported.value),
        )
        self.memo.contracts[namespace] = (contract, on_unsupported)

    # --- sources -----------------------------------------------------------------------------------
    def get_source(self, source_id: str) -> Source | None:
        row = self._one(f"SELECT {_SOURCE_COLUMNS} FROM sources WHERE id = ?", (source_id,))
        return None if row is None else _source(row)

    def sources_narrowed_by(self, item: str) -> list[Source]:
        rows = self._c.execute(
            f"SELECT {_SOURCE_COLUMNS} FROM sources WHERE id IN "
            "(SELECT source_id FROM source_narrowings WHERE item = ?) ORDER BY id",
            (item,),
        ).fetchall()
        return [_source(row) for row in rows]

    def set_source_scope(self, source_id: str, scope: Scope) -> None:
        self._c.execute("UPDATE sources SET scope = ? WHERE id = ?", (int(scope), source_id))
        known = self.memo.ranks.get(source_id)
        if known is not None and known is not ABSENT_RANK:
            self.memo.ranks[source_id] = (known[0], scope, known[2], known[3])

    def source_meta(self, source_id: str) -> tuple[float, Scope, int, float] | None:
        ranks = self.memo.ranks
        known = ranks.get(source_id)
        if known is None:
            row = self._one("SELECT authority, scope, seq, observed_at FROM sources WHERE id = ?", (source_id,))
            known = ranks[source_id] = ABSENT_RANK if row is None else (row[0], Scope(row[1]), row[2], row[3])
        return None if known is ABSENT_RANK else known

    def existing_sources(self, source_ids: Sequence[str]) -> set[str]:
        # (not through the ranks memo: a full check names every source of the store, and keeps none)
        return {r[0] for r in self._in("SELECT id FROM sources WHERE id IN ({marks})", sorted(set(source_ids)))}

    def sources_meta(self, source_ids: Sequence[str]) -> dict[str, tuple[float, Scope, int, float]]:
        ranks = self.memo.ranks
        unknown = sorted({sid for sid in source_ids if sid not in ranks})
        if unknown:
            found = {
                r[0]: (r[1], Scope(r[2]), r[3], r[4])
                for r in self._in(
                    "SELECT id, authority, scope, seq, observed_at FROM sources WHERE id IN ({marks})", unknown
                )
            }
            for sid in unknown:
                ranks[sid] = found.get(sid, ABSENT_RANK)
        return {sid: known for sid in source_ids if (known := ranks[sid]) is not ABSENT_RANK}

    def insert_source(self, source: Source) -> Source:
        return self.insert_sources([source])[0]

    def insert_sources(self, sources: Sequence[Source]) -> list[Source]:
        memo = self.memo
        if memo.source_seq is None:
            memo.source_seq = self._meta_int("source_seq")
        first = memo.source_seq + 1
        stored = [
            Source(
                *(s.id, s.text, s.owner, s.authority, s.scope, s.observed_at, first + i, s.speaker),
                *(s.requested_authority, s.requested_scope, s.narrowed_by, s.user),
            )
            for i, s in enumerate(sources)
        ]
        self._c.executemany(
            f"INSERT INTO sources ({_SOURCE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    *(s.id, s.text, s.owner, s.authority, int(s.scope), s.observed_at, s.seq, s.speaker),
                    *(s.requested_authority, *_narrowing(s), s.user),
                )
                for s in stored
            ],
        )
        narrowings = [(item, s.id) for s in stored for item in s.narrowed_by]
        if narrowings:
            self._c.executemany("INSERT INTO source_narrowings (item, source_id) VALUES (?, ?)", narrowings)
        if stored:
            memo.source_seq = stored[-1].seq
            self._meta_sets["source_seq"] = (memo.source_seq, None)  # (with the unit's other `meta` writes)
        for s in stored:
            memo.ranks[s.id] = (s.authority, s.scope, s.seq, s.observed_at)
        return stored
