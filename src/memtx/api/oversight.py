"""The operator's side of a store: open transactions and what they have in flight, the review queue,
declassification and the journal (DESIGN §6, §8, §10).

Responsible for: checking these requests and running them in their own units through the engine.
Must not: stage, commit or read on an agent's behalf — `memtx.Memory` keeps those and exposes these
methods as thin delegations, as it does the gate's (`memtx.safety.acting`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from memtx.core import digests
from memtx.core.arguments import agent_name, int_id, page, reason_text, rival_vid
from memtx.core.errors import InvalidArgument, PermissionDenied, StoreDamaged, TransactionClosed, UnknownObject
from memtx.core.model import (
    Event,
    JournalEntry,
    Record,
    ReviewItem,
    Scope,
    State,
    Transaction,
    TxnResult,
    TxnStatus,
)
from memtx.core.permissions import Operation, require
from memtx.engine import recovery
from memtx.engine import writes as engine
from memtx.engine.context import StoreContext
from memtx.engine.invariants import CheckReport, check_rows, check_store, digest_problems
from memtx.storage import Unit


class Oversight:
    def __init__(self, ctx: StoreContext, sweep: Callable[[], list[TxnResult]]) -> None:
        """`sweep`: DESIGN §10's sweep of open transactions (`memtx.api.txn_host.TransactionService.sweep`)."""
        self._ctx = ctx
        self._sweep = sweep

    # --- open transactions (DESIGN §6, §10) ----------------------------------------------------------
    def open_transactions(self) -> list[Transaction]:
        with self._ctx.unit(write=False) as u:
            return u.open_txns()

    def in_flight(self) -> dict[int, list[tuple[int, str]]]:
        with self._ctx.unit(write=False) as u:
            entries = u.in_flight()
        found: dict[int, list[tuple[int, str]]] = {}
        for txn_id, vid, ckey in entries:
            found.setdefault(txn_id, []).append((vid, ckey))
        return found

    def abort_orphaned_transactions(self) -> list[TxnResult]:
        return self._sweep()

    def abort_transaction(self, txn_id: int, *, reason: str) -> TxnResult:
        int_id(txn_id, "txn_id")
        reason_text(reason)
        with self._ctx.writer() as u:
            header = u.get_txn(txn_id)
            if header is None:
                raise UnknownObject(f"unknown transaction {txn_id}")
            if header.status is not TxnStatus.OPEN:
                raise TransactionClosed(f"transaction {txn_id} already {header.status.value}")
            # DESIGN §10 (decision): an abort without the handle only ends the transaction, wherever the
            # handle lives — its staged versions and observations are the handle's, not stored, and another
            # thread may be using them; a live handle here learns it at once and writes nothing more.
            outcomes = engine.abort(u, txn_id, f"operator:{reason}")
        result = TxnResult(txn_id, True, None, tuple(outcomes), f"operator:{reason}")
        self._ctx.closed_by([result])
        return result

    # --- information flow (DESIGN §8) ----------------------------------------------------------------
    def declassify(self, vid: int, *, agent: str, scope: Scope | str, reason: str) -> int:
        agent_name(agent)
        int_id(vid, "vid")
        try:
            scope_v = Scope.parse(scope)
        except (TypeError, ValueError) as exc:
            raise InvalidArgument(str(exc)) from None
        if scope_v is Scope.PRIVATE:
            raise InvalidArgument("declassify widens a private version's text to 'shared' or 'public'")
        reason_text(reason)
        with self._ctx.writer() as u:
            require(Operation.DECLASSIFY, agent, u.get_agent(agent))  # DESIGN §8: a reader declassifies nothing
            record = u.get_record(vid)
            hidden = record is not None and record.state is State.TENTATIVE and record.writer != agent
            if record is None or hidden or not self._ctx.may_read(u, record, agent):
                raise UnknownObject(f"unknown version {vid}")
            if record.owner != agent:
                raise PermissionDenied(f"only the owner ({record.owner!r}) may declassify version {vid}, not {agent!r}")
            if record.scope is not Scope.PRIVATE:
                raise InvalidArgument(f"version {vid} is {record.scope.label}, not private")
            return engine.declassify(u, record, agent=agent, scope=scope_v, reason=reason.strip())

    # --- review (DESIGN §8: the operator's queue of quarantined versions) ----------------------------
    def review(self, *, agent: str, after: int = 0, limit: int = 100) -> list[ReviewItem]:
        agent_name(agent)
        page(after, limit)
        with self._ctx.unit(write=False) as u:
            self._ctx.operator(u, agent, "the review queue")
            items = []
            for record in u.quarantined(after=after, limit=limit):
                entry = u.get_active(record.canonical_key)
                rival = u.get_record(entry.vid) if entry is not None and entry.vid is not None else None
                items.append(ReviewItem(record, rival))
            return items

    def approve(self, vid: int, *, agent: str, comment: str, rival: object) -> Record:
        agent_name(agent)
        int_id(vid, "vid")
        shown = rival_vid(rival)
        with self._ctx.writer() as u:
            self._ctx.operator(u, agent, "approving a quarantined version")
            record = u.get_record(vid)
            if record is None or record.state is State.TENTATIVE:
                raise UnknownObject(f"unknown version {vid}")
            if record.state is not State.QUARANTINED:
                raise InvalidArgument(f"version {vid} is {record.state}, not quarantined")
            try:
                return engine.approve(u, record, agent=agent, comment=comment, rival=shown)
            except engine.ApprovalRefused as exc:
                raise InvalidArgument(f"version {vid} cannot be approved ({exc.why}): {_refusal(exc.why)}") from None

    # --- audit -----------------------------------------------------------------------------------------
    def journal(self, *, after: int, limit: int, txn_id: int | None) -> list[JournalEntry]:
        page(after, limit)
        if txn_id is not None:
            int_id(txn_id, "txn_id")
        with self._ctx.unit(write=False) as u:
            return u.journal_page(after=after, limit=limit, txn_id=txn_id)

    # --- restore (DESIGN §10) ----------------------------------------------------------------------------
    def recover(self, found: CheckReport | None = None) -> recovery.RecoveryReport:
        """DESIGN §10 RB: locate the damage (`found`, a check of the store as it is now; else a full check
        here), restore the part it names from the redundant rest, and verify that part and the digests
        again — all in one unit, which rolls back if I(S) would not hold after."""
        with self._ctx.writer(repair=True) as u:
            if found is None:
                found = check_store(u)
            elif (found.stats.get("last_csn"), found.stats.get("last_seq")) != (u.last_csn(), u.last_seq()):
                raise InvalidArgument(
                    "the store changed since this check (a commit or an event after it): check it again"
                )
            scope = recovery.scope_of(found.violations)
            if found.ok:
                report = recovery.RecoveryReport(found.violations, recovery.RecoveryPlan(), found)
            else:
                report = (_restore_scope(u, found, scope) if scope is not None else None) or _restore_whole(u, found)
        self._ctx.set_damage(())
        return report


def _refusal(why: str) -> str:
    """What an approval's refusal means, for its message (the reason itself is machine-readable)."""
    if why in ("revoked_parent", "quarantined_parent"):
        return "it derives from a retracted or quarantined version"
    if why == "revocation_pending":
        return "it is being revoked"
    if why.startswith("permission_laundering"):
        return "it is broader than what it draws from; only the owner of that private data may declassify it"
    return "the key's contract keeps its visible version (an approval settles a review, it does not overrule it)"


def _restore_whole(u: Unit, found: CheckReport) -> recovery.RecoveryReport:
    """The restore over every row (a violation named no item): V, A and J read once."""
    rows, entries, journal = list(u.iter_records()), list(u.iter_active()), list(u.iter_events())
    plan = recovery.plan_recovery(rows, entries, journal, journal_complete=recovery.journal_is_complete(journal))
    _apply(u, plan)
    recomputed = digests.digest_of((e.ckey, e.vid) for e in u.iter_active())
    stored = u.a_digest_buckets()
    wrong = {b: d for b, d in recomputed.items() if d != stored.get(b, 0)}
    return _finish(u, found, plan, wrong, lambda: check_store(u))


def _restore_scope(u: Unit, found: CheckReport, scope: recovery.Scope) -> recovery.RecoveryReport | None:
    """The targeted restore: read the keys the damage names — every version of each, A's rows, the
    versions' transition chains and the keys' activations — plan over them, apply, and check them again.
    A's digests are checked by what the restore changed: each bucket the check found disagreeing, as it
    recomputed it, plus the restore's changes there, must give the stored digest (else the digest was the
    damaged part and is set to that value)."""
    named = u.get_records(sorted(scope.vids))
    ckeys = set(scope.ckeys) | {r.canonical_key for r in named.values()}
    rows = dict(named)
    for ckey in sorted(ckeys):
        rows.update((r.vid, r) for r in u.records_of_cluster(ckey))
    before = u.get_actives(sorted(ckeys))
    events = u.events_about(rows.keys() | scope.vids, ckeys)
    records = [rows[v] for v in sorted(rows)]
    # Whether the journal lost anything is the full check's finding (it counted every event): the part
    # read here cannot tell it (DESIGN §10, torn writes).
    plan = recovery.plan_recovery(
        records, list(before.values()), events, free_seqs=_free_seqs(u), journal_complete=found.journal_complete
    )
    if plan.unplaced:  # a lost hop's free seq lies beyond what the part reads: the whole store is needed
        return None
    _apply(u, plan)
    after = u.get_actives(sorted(ckeys))
    changes = [(k, before[k].vid if k in before else None, after[k].vid if k in after else None) for k in ckeys]
    stored = u.a_digest_buckets()
    expected = {b: stored.get(b, 0) for b in scope.buckets}  # buckets the check found agreeing stay so
    expected.update(found.bucket_digests)
    for bucket, delta in digests.deltas(changes).items():
        expected[bucket] = (expected.get(bucket, stored.get(bucket, 0)) + delta) % digests.MODULUS
    wrong = {b: d for b, d in expected.items() if d != stored.get(b, 0)}

    def verify() -> CheckReport:
        again = u.get_records(sorted(rows))
        entries = list(u.get_actives(sorted(ckeys)).values())
        journal = u.events_about(rows.keys(), ckeys)
        return check_rows(u, [again[v] for v in sorted(again)], entries, journal, partial=True)

    return _finish(u, found, plan, wrong, verify)


# How far from each end of a gap in a version's chain a targeted restore looks for free seqs: a lost hop
# was journaled with the event before the gap or with the one after it (a commit writes its hops together).
_GAP_REACH = 64


def _free_seqs(u: Unit) -> recovery.FreeSeqs:
    """`recovery.FreeSeqs` over the stored journal, near both ends of a gap (two range reads)."""

    def free(after: int, before: int) -> list[int]:
        ranges = [(after + 1, min(before - 1, after + _GAP_REACH)), (max(after + 1, before - _GAP_REACH), before - 1)]
        out: set[int] = set()
        for low, high in ranges:
            if low <= high:
                out |= set(range(low, high + 1)) - u.taken_seqs(low, high)
        return sorted(out)

    return free


def _apply(u: Unit, plan: recovery.RecoveryPlan) -> None:
    if plan.states:
        u.set_states([(vid, state, reason, None, None) for vid, state, reason in plan.states])
    if plan.actives or plan.drop_actives:
        u.repair_active(list(plan.actives), list(plan.drop_actives))
    if plan.drop_events or plan.add_events:
        u.repair_journal(list(plan.drop_events), list(plan.add_events))


def _finish(
    u: Unit,
    found: CheckReport,
    plan: recovery.RecoveryPlan,
    wrong: dict[int, int],
    verify: Callable[[], CheckReport],
) -> recovery.RecoveryReport:
    """Rebuild the digests that disagree with the restored A, journal the restore, and refuse (the unit
    rolls back) unless the part `verify` checks and the digests now satisfy I(S)."""
    notes = list(plan.notes)
    rebuilt = bool(wrong) or digests.total(u.a_digest_buckets()) != u.a_digest()
    if rebuilt:  # DESIGN §10 RB: V, A and J agree, so the digests were the damaged part
        u.put_a_digest_buckets(wrong)
        notes.append(f"A's digests ({len(wrong)} bucket(s) and the total) did not match A; rebuilt from it")
    if plan.changes or rebuilt:
        note = f"restored {plan.changes} item(s): " + "; ".join(notes[:3])
        u.append_event(Event(0, "recover", None, None, None, None, None, None, note[:500]))
    verified = verify()
    problems = [*verified.violations, *digest_problems(u)]
    after = CheckReport(tuple(dict.fromkeys(problems)), verified.stats)
    if not after.ok:
        raise StoreDamaged(
            "the store cannot be restored unambiguously from its versions, active map and journal; "
            "nothing was changed: " + "; ".join(v.detail for v in after.violations[:5]),
            tuple(v.detail for v in after.violations),
        )
    return recovery.RecoveryReport(
        found.violations, replace(plan, notes=tuple(notes)), after, digests_agreed=not rebuilt
    )
