"""A SQL unit's part of the action gate (DESIGN §7): the outbox of actions and the log of gate decisions.

Responsible for: the `actions` and `gate_log` rows. Must not: decide whether an action may run
(`memtx.safety.gate`, `memtx.safety.acting`), or open or end transactions.
"""

from __future__ import annotations

import json
from typing import Any

from memtx.core.model import Action, ActionQuery, ActionStatus, GateDecision, GateQuery
from memtx.storage.sql.core import SQLUnitCore
from memtx.storage.sql.rows import ACTION_COLUMNS, ACTION_COLUMNS_NO_ID, ACTION_FIELDS, action_of, action_row


class SQLGate(SQLUnitCore):
    """`SQLUnit`'s action outbox and gate decision log."""

    # --- the action gate's outbox and decision log -------------------------------------------------
    def insert_action(self, action: Action) -> int:
        row = action_row(action)[1:]
        cur = self._c.execute(f"INSERT INTO actions ({ACTION_COLUMNS_NO_ID}) VALUES ({', '.join('?' * len(row))})", row)
        assert cur.lastrowid is not None
        return int(cur.lastrowid)

    def get_action(self, action_id: int) -> Action | None:
        row = self._one(f"SELECT {ACTION_COLUMNS} FROM actions WHERE id = ?", (action_id,))
        return action_of(row) if row else None

    def replace_action(self, action: Action, *, expect: ActionStatus) -> bool:
        row = action_row(action)
        sets = ", ".join(f"{c} = ?" for c in ACTION_FIELDS[1:])
        cur = self._c.execute(
            f"UPDATE actions SET {sets} WHERE id = ? AND status = ?", (*row[1:], row[0], expect.value)
        )
        return cur.rowcount == 1

    def action_of_record(self, vid: int) -> Action | None:
        row = self._one(f"SELECT {ACTION_COLUMNS} FROM actions WHERE vid = ?", (vid,))
        return action_of(row) if row else None

    def list_actions(self, query: ActionQuery) -> list[Action]:
        where: list[str] = ["id > ?"]
        params: list[Any] = [query.after]
        if query.statuses:
            where.append(f"status IN ({', '.join('?' * len(query.statuses))})")
            params.extend(s.value for s in query.statuses)
        if query.agent is not None:
            where.append("agent = ?")
            params.append(query.agent)
        sql = f"SELECT {ACTION_COLUMNS} FROM actions WHERE {' AND '.join(where)} ORDER BY id LIMIT ?"
        return [action_of(r) for r in self._c.execute(sql, (*params, query.limit))]

    def append_gate_decision(self, decision: GateDecision) -> int:
        d = decision
        cur = self._c.execute(
            "INSERT INTO gate_log (at, txn_id, agent, tool, allowed, reason, support, mode, action_id, detail) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                d.at,
                d.txn_id,
                d.agent,
                d.tool,
                int(d.allowed),
                d.reason,
                json.dumps(list(d.support)),
                d.mode,
                d.action_id,
                d.detail,
            ),
        )
        assert cur.lastrowid is not None
        return int(cur.lastrowid)

    def gate_decisions(self, query: GateQuery) -> list[GateDecision]:
        where: list[str] = ["seq > ?"]
        params: list[Any] = [query.after]
        for column, value in (("agent", query.agent), ("tool", query.tool), ("txn_id", query.txn_id)):
            if value is not None:
                where.append(f"{column} = ?")
                params.append(value)
        if query.allowed is not None:
            where.append("allowed = ?")
            params.append(int(query.allowed))
        sql = (
            "SELECT seq, at, txn_id, agent, tool, allowed, reason, support, mode, action_id, detail FROM gate_log "
            f"WHERE {' AND '.join(where)} ORDER BY seq LIMIT ?"
        )
        return [
            GateDecision(r[0], r[1], r[2], r[3], r[4], bool(r[5]), r[6], tuple(json.loads(r[7])), r[8], r[9], r[10])
            for r in self._c.execute(sql, (*params, query.limit))
        ]
