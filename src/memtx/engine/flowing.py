"""Information flow against the store (DESIGN §8): the scope floor of a broader record, the narrowing of an
observed source that relays private text, and the widening of such sources when the text is declassified.

Responsible for: looking up what a record or a source draws from — declared parents (with the scope their
owners declassified them to), the cited source, private text reproduced (content fingerprints, `memtx.core.flow`)
— inside a unit its caller holds. Must not: decide verdicts (the pipeline quarantines, admission refuses),
open units, or scan the store: every lookup is by the items a text's own shingles or a version's own
ancestry name.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from typing import TypeVar

from memtx.core.flow import candidate_fingerprint, narrowest, private_fingerprint, reproduced
from memtx.core.model import Record, Scope, Source
from memtx.storage.base import Unit
from memtx.storage.shapes import PrivateText

K = TypeVar("K", int, str)  # what a caller keys its candidate texts by: a vid, or an index or id


def flow_floors(
    u: Unit, records: Sequence[Record], read_floor: Scope | None, *, own: Mapping[int, Record] | None = None
) -> dict[int, Scope]:
    """DESIGN §8: for each record broader than private, the narrowest scope it draws from — its declared
    parents (a private one at the scope its owner declassified it to), what its transaction read, its
    cited source (narrowed since it was staged: a relay, decided when the source was stored), and any
    private text readable by its writer that its value or evidence reproduces (content fingerprints; one
    index lookup per writer). `own`: versions not stored yet (the commit's staged ones) that may be parents."""
    broad = [r for r in records if r.scope > Scope.PRIVATE]
    if not broad:
        return {}
    # Admission keeps a record within its source's scope; a source stored narrower since (the same text
    # observed and narrowed by another transaction first) is a floor. The ranks are memoized per unit.
    narrowed = {r.vid: meta[1] for r in broad if (meta := u.source_meta(r.source_id)) is not None and meta[1] < r.scope}
    if (
        read_floor is None
        and not narrowed
        and not any(r.parents for r in broad)
        and not any(u.has_fingerprints(w) for w in {r.writer for r in broad})
    ):
        return {}  # nothing it draws from: no parents, no read set, no private text its writers could read
    own = own or {}
    parents = _records(u, {p for r in broad for p in r.parents}, own)
    parent_scopes = released_scopes(u, parents, own)
    floors: dict[int, Scope] = {}
    by_writer: dict[str, list[Record]] = {}
    for r in broad:
        by_writer.setdefault(r.writer, []).append(r)
    prints: dict[int, set[int]] = {}
    for writer, mine in by_writer.items():
        if u.has_fingerprints(writer):  # else nothing private it could read is indexed: no hashing at all
            prints.update({r.vid: candidate_fingerprint(dict.fromkeys((r.value, r.evidence))) for r in mine})
    seen: dict[int, set[str]] = {}
    for writer, mine in by_writer.items():
        wanted = set().union(*(prints.get(r.vid, set()) for r in mine))
        matches = u.fingerprint_matches(writer, wanted) if wanted else {}
        for r in mine:
            if r.vid in prints:
                seen[r.vid] = {i for h in prints[r.vid] for i in matches.get(h, ())}
    copied = reproduced_items(u, {r.vid: (prints[r.vid], r.scope, f"r:{r.vid}") for r in broad if r.vid in seen}, seen)
    for r in broad:
        scopes = [parent_scopes[p] for p in r.parents if p in parent_scopes]
        if read_floor is not None:
            scopes.append(read_floor)
        if r.vid in narrowed:
            scopes.append(narrowed[r.vid])
        scopes += copied.get(r.vid, {}).values()
        floor = narrowest(scopes)
        if floor is not None:
            floors[r.vid] = floor
    return floors


def reproduced_items(
    u: Unit, texts: Mapping[K, tuple[set[int], Scope, str]], seen: Mapping[K, Collection[str]]
) -> dict[K, dict[str, Scope]]:
    """For each candidate `k` — its shingles, the scope it is exposed at and its own item (`texts[k]`) —
    and the private items `seen[k]` that share shingles with it and that its principals could read (only
    those are evidence, DESIGN §8): the items it reproduces, with their scopes. Each is judged after
    clearing the shingles that its *own owner* declassified to that scope or broader (DESIGN §8 amended:
    a declassification releases only its owner's content), which one index lookup per owner finds —
    under the owner's name, where all of the owner's texts are indexed. Nothing is read when nothing was seen."""
    items = set().union(*seen.values()) if seen else set()
    if not items:
        return {}
    metas = u.private_texts(items)
    owners_of = {k: {metas[i].owner for i in its if i in metas} for k, its in seen.items()}
    by_owner: dict[str, set[int]] = {}
    for k, owners in owners_of.items():
        for owner in owners:
            by_owner.setdefault(owner, set()).update(texts[k][0])
    owner_matches = {owner: u.fingerprint_matches(owner, hashes) for owner, hashes in by_owner.items()}
    more = {i for m in owner_matches.values() for its in m.values() for i in its} - metas.keys()
    if more:
        metas = {**metas, **u.private_texts(more)}
    found: dict[K, dict[str, Scope]] = {}
    for k, owners in owners_of.items():
        prints, scope, exclude = texts[k]
        result: dict[str, Scope] = {}
        for owner in owners:
            matches = owner_matches[owner]
            own = {h: tuple(i for i in matches.get(h, ()) if i in metas and metas[i].owner == owner) for h in prints}
            hits = reproduced(prints, own, metas, scope=scope, exclude=exclude)
            result.update({i: s for i, s in hits.items() if i in seen[k]})
        found[k] = result
    return found


def _records(u: Unit, vids: Collection[int], own: Mapping[int, Record]) -> dict[int, Record]:
    stored = sorted(v for v in vids if v not in own)
    found = u.get_records(stored) if stored else {}
    found.update({v: own[v] for v in vids if v in own})
    return found


def released_scopes(u: Unit, parents: Mapping[int, Record], own: Mapping[int, Record]) -> dict[int, Scope]:
    """DESIGN §8 (amended): each declared parent's scope for the parent channel. A private parent its owner
    declassified counts at the scope it was declassified to — but no broader than the ancestors of *other*
    owners it derives from (through its owner's own versions): a declassification releases only its owner's
    content. The ancestry is walked only for a declassified parent."""
    scopes = {vid: p.scope for vid, p in parents.items()}
    private = [vid for vid, p in parents.items() if p.scope is Scope.PRIVATE]
    if private:
        declassified = u.private_texts([f"r:{vid}" for vid in private])
        for vid in private:
            meta = declassified.get(f"r:{vid}")
            if meta is not None and meta.scope > Scope.PRIVATE:
                scopes[vid] = min(meta.scope, _ancestry_cap(u, parents[vid], own))
    return scopes


def _ancestry_cap(u: Unit, record: Record, own: Mapping[int, Record]) -> Scope:
    """The narrowest scope among the other owners' versions `record` derives from, reached through its own
    owner's versions (each at its own released scope, `released_scopes`); public if there are none."""
    cap = Scope.PUBLIC
    seen = {record.vid}
    frontier = set(record.parents)
    while frontier:
        found = _records(u, frontier - seen, own)
        seen |= frontier
        frontier = set()
        others: dict[int, Record] = {}
        for vid, ancestor in found.items():
            if ancestor.owner == record.owner:
                frontier.update(ancestor.parents)
            else:
                others[vid] = ancestor
        if others:
            cap = min([cap, *released_scopes(u, others, own).values()])
    return cap


def private_texts_of(records: Sequence[Record]) -> list[PrivateText]:
    """The private records among `records`, to fingerprint (DESIGN §8: their text must not reappear
    broader than private)."""
    found = []
    for r in records:
        if r.scope is Scope.PRIVATE:
            hashes, sampled = private_fingerprint(r.value)
            found.append(
                PrivateText(
                    f"r:{r.vid}", r.owner, r.scope, tuple(dict.fromkeys((r.owner, *r.readers))), hashes, sampled
                )
            )
    return found


def private_source_texts(sources: Sequence[Source]) -> list[PrivateText]:
    """The private sources among `sources`, to fingerprint — those *observed* private. A source narrowed
    because it relays someone's private text is not indexed itself: that text is, under its own owner, and
    the rest of the source was not meant to be private."""
    found = []
    for src in sources:
        if src.scope is Scope.PRIVATE and src.requested_scope is None:
            hashes, sampled = private_fingerprint(src.text)
            found.append(PrivateText(f"s:{src.id}", src.owner, src.scope, (src.owner,), hashes, sampled))
    return found


# --- relays: private content entering a broader scope through an observation ---------------------------------


def narrow_sources(u: Unit, sources: Sequence[Source], callers: Sequence[str] = ()) -> list[Source]:
    """DESIGN §8 (amended): each source broader than private whose text reproduces private text that its
    owner — or `callers`, the agents whose tool call is making the observation — could read, narrowed to
    the narrowest scope it reproduces (the broadest a record drawn from it may be visible at), with the
    items that narrowed it. Judged at the scope the observer asked for, so narrowing an already narrowed
    draft again gives the same source. Costs O(text) per source and one index lookup per principal, and
    nothing at all when no principal involved has private text indexed."""
    found = list(sources)
    wanted = [i for i, s in enumerate(found) if s.asked_scope > Scope.PRIVATE]
    if not wanted:
        return found
    principals = {i: tuple(dict.fromkeys((found[i].owner, *callers))) for i in wanted}
    able = {p for names in principals.values() for p in names if u.has_fingerprints(p)}
    if not able:
        return found
    prints = {i: candidate_fingerprint([found[i].text]) for i in wanted if able.intersection(principals[i])}
    seen: dict[int, set[str]] = {}  # source -> the private items its principals could read that share shingles
    for principal in sorted(able):
        mine = [i for i in prints if principal in principals[i]]
        matches = u.fingerprint_matches(principal, set().union(*(prints[i] for i in mine))) if mine else {}
        for i in mine:
            found_here = {item for h in prints[i] for item in matches.get(h, ())}
            if found_here:
                seen.setdefault(i, set()).update(found_here)
    texts = {i: (prints[i], found[i].asked_scope, f"s:{found[i].id}") for i in seen}
    for i, items in reproduced_items(u, texts, seen).items():
        src = found[i]
        narrower = {item: scope for item, scope in items.items() if scope < src.asked_scope}
        if not narrower:
            continue
        found[i] = replace(
            src, scope=min(narrower.values()), requested_scope=src.asked_scope, narrowed_by=tuple(sorted(narrower))
        )
    return found


def widen_sources(u: Unit, item: str) -> list[Source]:
    """After `item` was declassified: the sources it narrowed, each judged again against the items that
    narrowed it (their owners' declassifications cleared, `reproduced_items`) and widened to the narrowest
    of the scope its observer asked for and what is still reproduced (stored; returned)."""
    narrowed = u.sources_narrowed_by(item)
    texts = {src.id: (candidate_fingerprint([src.text]), src.asked_scope, f"s:{src.id}") for src in narrowed}
    still = reproduced_items(u, texts, {src.id: set(src.narrowed_by) for src in narrowed})
    widened = []
    for src in narrowed:
        scope = min([src.asked_scope, *still.get(src.id, {}).values()])
        if scope > src.scope:
            u.set_source_scope(src.id, scope)
            widened.append(replace(src, scope=scope))
    return widened
