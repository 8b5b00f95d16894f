"""The in-memory unit's side parts (`memtx.storage.memory`): private-text fingerprints (DESIGN §8), the action gate's
outbox and decision log (DESIGN §7), and side tables (`memtx.storage.side.SideTable`).

Responsible for: those parts of the backend contract on the in-memory tables. Must not: be clever (the oracle).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace

from memtx.core.model import Action, ActionQuery, ActionStatus, GateDecision, GateQuery, Scope
from memtx.storage.memory.core import MemoryUnitCore
from memtx.storage.memory.tables import refused
from memtx.storage.shapes import PrivateMeta, PrivateText
from memtx.storage.side import Cell, SideTable

__all__ = ["MemorySideTables"]


class MemorySideTables(MemoryUnitCore):
    """Private-text fingerprints, the action gate's outbox and decision log, and side tables."""

    # --- content fingerprints of private text -----------------------------------------------------
    def index_private(self, items: Sequence[PrivateText]) -> None:
        for t in items:
            if t.item in self._t.private_items:
                continue
            self._put(self._t.private_items, t.item, PrivateMeta(t.item, t.owner, t.scope, len(t.hashes), t.sampled))
            for principal in t.principals:
                self._put(
                    self._t.fingerprint_principals, principal, self._t.fingerprint_principals.get(principal, 0) + 1
                )
                for h in t.hashes:
                    self._append(self._t.fingerprints, (principal, h), t.item)

    def has_fingerprints(self, principal: str) -> bool:
        return principal in self._t.fingerprint_principals

    def fingerprint_matches(self, principal: str, hashes: Collection[int]) -> dict[int, tuple[str, ...]]:
        found = {h: tuple(self._t.fingerprints.get((principal, h), ())) for h in set(hashes)}
        return {h: items for h, items in found.items() if items}

    def private_texts(self, items: Collection[str]) -> dict[str, PrivateMeta]:
        return {i: self._t.private_items[i] for i in set(items) if i in self._t.private_items}

    def set_private_scope(self, item: str, scope: Scope) -> bool:
        known = self._t.private_items.get(item)
        if known is None:
            return False
        self._put(self._t.private_items, item, replace(known, scope=scope))
        return True

    # --- the action gate's outbox and decision log -------------------------------------------------
    def tentative_keys(self, ckeys: Sequence[str]) -> list[str]:
        wanted = set(ckeys)
        return sorted({c for _, c in self._t.inflight.values() if c in wanted})

    def insert_action(self, action: Action) -> int:
        action_id = max(self._t.actions, default=0) + 1
        self._store_action(replace(action, id=action_id))
        return action_id

    def _store_action(self, action: Action) -> None:
        self._require_version(action.vid, f"action {action.id}")
        self._put(self._t.actions, action.id, action)
        if action.vid is not None:
            self._put(self._t.action_by_vid, action.vid, action.id)

    def replace_action(self, action: Action, *, expect: ActionStatus) -> bool:
        current = self._t.actions.get(action.id)
        if current is None or current.status is not expect:
            return False
        self._store_action(action)
        return True

    def action_of_record(self, vid: int) -> Action | None:
        action_id = self._t.action_by_vid.get(vid)
        return None if action_id is None else self._t.actions[action_id]

    def list_actions(self, query: ActionQuery) -> list[Action]:
        q = query
        found = [
            a
            for i, a in sorted(self._t.actions.items())
            if i > q.after and (not q.statuses or a.status in q.statuses) and (q.agent is None or a.agent == q.agent)
        ]
        return found[: q.limit]

    def append_gate_decision(self, decision: GateDecision) -> int:
        self._check_write()
        seq = len(self._t.gate_log) + 1
        self._t.gate_log.append(replace(decision, seq=seq))
        self._undo.append(lambda: self._t.gate_log.__delitem__(-1))
        return seq

    def gate_decisions(self, query: GateQuery) -> list[GateDecision]:
        q = query
        found = [
            d
            for d in self._t.gate_log[q.after :]
            if (q.agent is None or d.agent == q.agent)
            and (q.tool is None or d.tool == q.tool)
            and (q.allowed is None or d.allowed is q.allowed)
            and (q.txn_id is None or d.txn_id == q.txn_id)
        ]
        return found[: q.limit]

    # --- side tables (`SideTable`) --------------------------------------------------------------------------
    def side_create(self, table: SideTable) -> None:
        if table.name not in self._t.side:
            self._put(self._t.side, table.name, {})

    def side_insert(self, table: SideTable, row: Mapping[str, Cell]) -> None:
        cells = table.cells(row, every=True)
        rows = self._t.side.get(table.name)
        if rows is None:
            raise refused(f"a row of side table {table.name}, never created")
        if cells[table.key] in rows or _side_clash(table, rows.values(), cells):
            raise refused(f"a row of side table {table.name} whose key or unique value exists")
        self._put(rows, cells[table.key], cells)

    def side_rows(self, table: SideTable, where: Mapping[str, Cell] | None = None) -> list[dict[str, Cell]]:
        match = table.cells(where or {}, match=True)
        found = [dict(r) for r in self._t.side.get(table.name, {}).values() if _side_match(r, match)]
        return sorted(found, key=lambda r: tuple(r[c] for c in (*table.order, table.key)))

    def side_update(self, table: SideTable, values: Mapping[str, Cell], where: Mapping[str, Cell]) -> int:
        changes = table.changes(values)
        match = table.cells(where, match=True)
        rows = self._t.side.get(table.name, {})
        changed = {key: {**row, **changes} for key, row in rows.items() if _side_match(row, match)}
        kept = [row for key, row in rows.items() if key not in changed]
        if any(
            _side_clash(table, [*kept, *(o for k, o in changed.items() if k != key)], row)
            for key, row in changed.items()
        ):
            raise refused(f"an update of side table {table.name} that repeats a unique value")
        for key, row in changed.items():
            self._put(rows, key, row)
        return len(changed)


def _side_match(row: Mapping[str, Cell], where: Mapping[str, Cell]) -> bool:
    return all(row[name] == value for name, value in where.items())


def _side_clash(table: SideTable, rows: Collection[Mapping[str, Cell]], row: Mapping[str, Cell]) -> bool:
    """Whether `row` repeats a unique column's (non-null) value one of `rows` holds."""
    return any(row[c] is not None and any(other[c] == row[c] for other in rows) for c in table.unique)
