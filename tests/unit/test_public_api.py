"""The curated public API (STYLE §6): `memtx.__all__` is sorted, complete for the contract names of
issue #2, and every name in it resolves."""

from __future__ import annotations

import memtx

CONTRACT_NAMES = {
    "Memory",
    "MemtxError",
    "TransientError",
    "TransactionConflict",
    "AdmissionRejected",
    "InvalidTransition",
    "check_support",
    "Support",
    "Record",
    "Source",
    "State",
    "Kind",
    "Scope",
}


def test_all_is_sorted_and_resolves() -> None:
    names = list(memtx.__all__)
    assert names == sorted(names)
    assert len(names) == len(set(names))
    for name in names:
        assert hasattr(memtx, name), name


def test_contract_names_are_exported() -> None:
    assert set(memtx.__all__) >= CONTRACT_NAMES


def test_error_tree_has_one_root_and_the_documented_bases() -> None:
    for name in memtx.__all__:
        obj = getattr(memtx, name)
        if isinstance(obj, type) and issubclass(obj, Exception):
            assert issubclass(obj, memtx.MemtxError), name
    assert issubclass(memtx.TransactionConflict, memtx.TransientError)
    assert issubclass(memtx.StorageBusy, memtx.TransientError)
    assert issubclass(memtx.AdmissionRejected, ValueError)
    assert issubclass(memtx.InvalidTransition, ValueError)
    assert issubclass(memtx.UnknownObject, LookupError)


def test_record_exposes_the_contract_fields() -> None:
    fields = {"vid", "key", "canonical_key", "value", "state", "reason", "source_id", "writer", "kind", "scope"}
    fields |= {"parents", "event_time", "csn"}
    assert fields <= set(memtx.Record.__dataclass_fields__)
