"""The in-memory backend's tables (`memtx.storage.memory`): plain dicts and lists, one per SQL table it stands for.

Responsible for: the tables' shapes and the error a write the SQL schema's keys would refuse gets. Must not: change
anything (units do, through their undo log).
"""

from __future__ import annotations

import math
from typing import Any

from memtx.core.errors import StorageError
from memtx.core.keys import Cluster
from memtx.core.model import (
    Action,
    Agent,
    ContractKind,
    Event,
    GateDecision,
    NamespaceGrant,
    OnUnsupported,
    Record,
    Source,
    State,
    Transaction,
)
from memtx.storage.shapes import ActiveEntry, PrivateMeta
from memtx.storage.side import Cell

__all__ = ["Tables", "refused"]


def refused(what: str) -> StorageError:
    """A write the SQL schema's keys refuse (a foreign key, a primary key or a unique column), refused with the
    error the SQL backends raise at a unit's boundary (DESIGN §11: the oracle may not accept what SQL refuses)."""
    return StorageError(f"the in-memory store refused {what}")


class Tables:
    """Every table of one in-memory store."""

    def __init__(self) -> None:
        self.meta: dict[str, Any] = {
            "csn": 0,
            "now": -math.inf,
            "vid": 0,
            "seq": 0,
            "txn": 0,
            "src": 0,
            "adigest": 0,
        }
        self.agents: dict[str, Agent] = {}
        self.contracts: dict[str, ContractKind] = {}
        self.on_unsupported: dict[str, OnUnsupported] = {}
        self.namespaces: dict[str, NamespaceGrant] = {}
        self.sources: dict[str, Source] = {}
        self.narrowings: dict[str, list[str]] = {}  # private item -> the sources it narrowed (DESIGN §8 relays)
        self.records: dict[int, Record] = {}
        self.children: dict[int, list[int]] = {}
        self.by_txn: dict[int, list[int]] = {}
        self.by_cluster: dict[str, list[int]] = {}
        self.events: list[Event] = []
        self.activations: dict[str, list[tuple[int, int | None]]] = {}
        self.transitions: dict[int, list[tuple[int, State, str]]] = {}
        self.active: dict[str, ActiveEntry] = {}
        self.aliases: dict[str, tuple[str, int]] = {}  # normalized key -> (ckey, csn)
        self.synonyms: dict[tuple[str, str], tuple[str, int]] = {}  # (namespace, relation) -> (means, csn)
        self.clusters: dict[str, Cluster] = {}
        self.postings: dict[tuple[str, str], list[str]] = {}
        self.txns: dict[int, Transaction] = {}
        self.inflight: dict[int, tuple[int, str]] = {}  # vid -> (txn_id, ckey), DESIGN §6
        self.search_docs: dict[int, tuple[str, ...]] = {}  # vid -> its `lexical.document` tokens (DESIGN §12)
        self.vectors: list[tuple[int, str, bytes]] = []  # (vid, model, vector) in the order stored; seq = index + 1
        self.vector_keys: dict[tuple[int, str], int] = {}  # (vid, model) -> seq
        self.adigest: dict[int, int] = {}  # bucket -> A's digest there, nonzero only (DESIGN §10)
        self.intents: dict[int, tuple[int, int]] = {}  # txn_id -> (pre, post) digests
        self.pending: dict[int, tuple[str, str]] = {}
        self.actions: dict[int, Action] = {}
        self.action_by_vid: dict[int, int] = {}
        self.gate_log: list[GateDecision] = []
        self.private_items: dict[str, PrivateMeta] = {}
        self.fingerprints: dict[tuple[str, int], list[str]] = {}  # (principal, hash) -> items
        self.fingerprint_principals: dict[str, int] = {}  # principal -> indexed texts it may read
        self.side: dict[str, dict[Cell, dict[str, Cell]]] = {}  # side table -> key -> row (`SideTable`)
