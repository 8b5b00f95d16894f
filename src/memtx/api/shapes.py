"""The JSON shapes of memtx's values both command-line interfaces print: `memtx --json` (`memtx.cli.commands`) and the
MCP server's tools (`memtx.mcp.server`) return the same documents for a record, a source, `mem.add`'s result and a
check report.

Responsible for: those documents, field by field (a change here changes both interfaces' output). Must not: read a
store, or know either interface.
"""

from __future__ import annotations

from memtx.core.model import Record, Source
from memtx.engine.invariants import CheckReport
from memtx.ingest.messages import AddResult

__all__ = ["add_doc", "check_doc", "record_doc", "source_doc"]


def record_doc(record: Record) -> dict[str, object]:
    return {
        "vid": record.vid,
        "key": record.key,
        "canonical_key": record.canonical_key,
        "value": record.value,
        "evidence": record.evidence,
        "source_id": record.source_id,
        "writer": record.writer,
        "confidence": record.confidence,
        "kind": record.kind.value,
        "owner": record.owner,
        "scope": record.scope.label,
        "readers": list(record.readers),
        "parents": list(record.parents),
        "event_time": record.event_time,
        "valid_from": record.valid_from,
        "valid_to": record.valid_to,
        "state": record.state.value,
        "reason": record.reason,
        "txn_id": record.txn_id,
        "csn": record.csn,
        "reinstated_csn": record.reinstated_csn,
        "expired": record.expired,
    }


def add_doc(done: AddResult) -> dict[str, object]:
    """`mem.add`'s result as `memtx --json add` prints it and the MCP `add` tool returns it."""
    return {
        "sources": list(done.sources),
        "stored": [record_doc(r) for r in done.stored],
        "confirmed": [
            {"key": c.extraction.key, "value": c.extraction.value, "message": c.extraction.message,
             "record": record_doc(c.record)}
            for c in done.confirmed
        ],
        "quarantined": [record_doc(r) for r in done.quarantined],
        "rejected": [
            {"key": r.extraction.key, "value": r.extraction.value, "reason": r.reason, "detail": r.detail}
            for r in done.rejected
        ],
        "skipped": [
            {"message": s.message, "text": s.text, "reason": s.reason, "start": s.start, "end": s.end}
            for s in done.skipped
        ],
        "retried": done.retried,
    }  # fmt: skip


def source_doc(source: Source) -> dict[str, object]:
    doc: dict[str, object] = {
        "id": source.id,
        "owner": source.owner,
        "authority": source.authority,
        "requested_authority": source.requested_authority,
        "scope": source.scope.label,
        "observed_at": source.observed_at,
        "seq": source.seq,
        "text": source.text,
    }
    if source.requested_scope is not None:  # DESIGN §8: narrowed, because it relays private text
        doc |= {"requested_scope": source.requested_scope.label, "narrowed_by": list(source.narrowed_by)}
    return doc


def check_doc(report: CheckReport) -> dict[str, object]:
    return {
        "ok": report.ok,
        "summary": report.summary(),
        "stats": dict(report.stats),
        "violations": [{"kind": v.kind, "detail": v.detail, "vid": v.vid, "ckey": v.ckey} for v in report.violations],
    }
