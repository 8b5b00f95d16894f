"""The read side (DESIGN §12 retrieval): `search`, `context`, `list` and `keys` see only the visible state,
only what the agent may read, on every backend — right after a revoke, a reinstatement and an abort too."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import TickClock, store_url
from memtx import Context, InvalidArgument, Kind, Memory, PermissionDenied, Record, State
from memtx.core import lexical
from memtx.read.retrieval import estimate_tokens

KEY = "alice/city"


def write(mem: Memory, key: str, text: str, *, agent: str = "alice", at: float = 100, **fields: object) -> Record:
    with mem.transaction(agent=agent) as tx:
        src = tx.observe(text, owner=agent, scope=str(fields.pop("source_scope", "shared")), at=at)
        staged = tx.propose(key=key, value=text, evidence=text, source=src.id, at=at, **fields)
    return mem.record(staged.vid)


def found(mem: Memory, query: str, agent: str = "alice", **kw: object) -> list[int]:
    return [h.record.vid for h in mem.search(query, agent=agent, **kw)]  # type: ignore[arg-type]


def listed(mem: Memory, agent: str = "alice", **kw: object) -> list[int]:
    return [r.vid for r in mem.list(agent=agent, limit=1000, **kw)]  # type: ignore[arg-type]


@pytest.fixture
def team(mem: Memory) -> Memory:
    for agent in ("alice", "bob"):
        mem.register_agent(agent)
    mem.register_agent("eve", team="elsewhere")
    return mem


def test_search_ranks_visible_versions_by_bm25(team: Memory) -> None:
    mem = team
    paris = write(mem, KEY, "Alice lives in Paris", at=100)
    job = write(mem, "alice/job", "Alice works as a nurse in a Paris hospital", at=100)
    other = write(mem, "bob/city", "Bob lives in Rome", at=100)
    hits = mem.search("Where does Alice live?", agent="alice")
    assert [h.record.vid for h in hits][:2] == [paris.vid, job.vid]
    assert other.vid in [h.record.vid for h in hits]  # "live" matches it too, ranked below
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert found(mem, "nurse", k=1) == [job.vid]
    assert found(mem, "tokyo") == []
    assert found(mem, "the of is") == []  # stop words only: nothing to look for
    assert found(mem, "paris", k=1) == [paris.vid]  # shorter document, same term frequency


# Issue 32 item 6: four facts, oldest first. "Who lives in Lisbon?" looks for `live` (in three of them) and
# `lisbon` (in two). Ben's has both; Ana's has the rarer one, so it is more relevant than Cy's or Di's.
SMALL_STORE = [
    ("ana/home", "Ana moved to Lisbon"),
    ("ben/home", "Ben lives in Lisbon"),
    ("cy/home", "Cy lives in Porto"),
    ("di/home", "Di lives in Faro"),
]


def test_bm25_scores_are_meaningful_on_a_small_store(team: Memory) -> None:
    """With FTS5's IDF, a term in half the documents or more weighs 1e-6: Ana's fact tied Cy's and Di's at
    ~1e-6 and came last, by recency. BM25's IDF must stay positive (log(1 + (N - n + 0.5) / (n + 0.5)))."""
    vids = {key: write(team, key, text, at=100 + i).vid for i, (key, text) in enumerate(SMALL_STORE)}
    hits = team.search("Who lives in Lisbon?", agent="alice")
    assert [h.record.vid for h in hits] == [vids[k] for k in ("ben/home", "ana/home", "di/home", "cy/home")]
    ben, ana, di, cy = (h.score for h in hits)
    assert ben > ana > di  # by relevance; Di before Cy only by recency (the same score)
    assert di == pytest.approx(cy, rel=1e-9)
    assert ana > 1.5 * di  # `lisbon` (2 of 4) weighs about twice `live` (3 of 4): log(2) vs log(1 + 1.5/3.5)
    assert min(h.score for h in hits) > 0.1  # no 1e-6 floor
    assert ana == pytest.approx(math.log(2) * 1.0, rel=1e-9)  # one `lisbon` in a document of average length
    single = team.search("Lisbon", agent="alice")  # a term in half the documents still has a weight
    assert [h.record.vid for h in single] == [vids["ben/home"], vids["ana/home"]]
    assert single[0].score == pytest.approx(math.log(2), rel=1e-9)


def test_search_never_returns_a_superseded_version_and_follows_reinstatement(team: Memory) -> None:
    mem = team
    old = write(mem, KEY, "Alice lives in Paris", at=100)
    new = write(mem, KEY, "Alice lives in Lyon", at=200)
    assert found(mem, "alice lives") == [new.vid]
    assert found(mem, "paris") == []
    mem.revoke(new.vid, agent="alice", reason="rumour")
    assert found(mem, "alice lives") == [old.vid]  # reinstated, in the revocation's own unit
    assert found(mem, "lyon") == []
    context = mem.context("where does alice live", agent="alice")
    assert [(i.key, i.vid, i.value) for i in context.items] == [(KEY, old.vid, "Alice lives in Paris")]


def test_search_never_returns_quarantined_revoked_expired_or_aborted_versions(team: Memory) -> None:
    mem = team
    parent = write(mem, KEY, "Alice lives in Paris", at=100)
    mem.revoke(parent.vid, agent="alice", reason="retracted")
    child = write(mem, "alice/country", "Alice lives in France", at=200, parents=(parent.vid,))
    assert child.state is State.QUARANTINED
    lease = write(mem, "alice/flat", "Alice rents a flat in Marseille", at=300, valid_to=500)
    assert found(mem, "marseille") == [lease.vid]
    mem.advance_clock(600)
    tx = mem.begin(agent="alice")
    src = tx.observe("Alice lives in Nice", owner="alice", scope="shared", at=700)
    tx.propose(key="alice/home", value="Alice lives in Nice", evidence="Alice lives in Nice", source=src.id)
    tx.abort()
    for query in ("paris", "france", "marseille", "nice", "alice lives"):
        assert found(mem, query) == [], query
    assert listed(mem) == []
    assert list(mem.keys(agent="alice")) == []


def test_search_does_not_see_another_transaction_s_staged_version(team: Memory) -> None:
    mem = team
    tx = mem.begin(agent="bob")
    src = tx.observe("Bob lives in Oslo", owner="bob", scope="shared", at=100)
    staged = tx.propose(key="bob/city", value="Bob lives in Oslo", evidence="Bob lives in Oslo", source=src.id)
    assert found(mem, "oslo", agent="bob") == []  # tentative: not visible, even to its writer
    assert listed(mem, agent="bob") == []
    tx.commit()
    assert found(mem, "oslo", agent="bob") == [staged.vid]
    assert listed(mem, agent="bob") == [staged.vid]


def test_search_and_list_apply_the_read_rules(team: Memory) -> None:
    mem = team
    mem.register_agent("carol")
    private = write(mem, "alice/diagnosis", "Alice has asthma", scope="private", source_scope="private")
    shared = write(mem, KEY, "Alice lives in Paris")
    public = write(mem, "alice/blog", "Alice writes about asthma", scope="public", source_scope="public")
    assert found(mem, "asthma", agent="alice") == [private.vid, public.vid]
    assert found(mem, "asthma", agent="carol") == [public.vid]  # same team, not a reader of the private one
    assert found(mem, "asthma paris", agent="eve") == [public.vid]  # another team: public only
    assert found(mem, "asthma", agent="nobody-registered") == [public.vid]
    assert sorted(listed(mem, agent="alice")) == sorted([private.vid, shared.vid, public.vid])
    assert listed(mem, agent="eve") == [public.vid]
    assert list(mem.keys("alice", agent="carol")) == ["alice/blog", "alice/city"]
    assert [i.vid for i in mem.context("asthma", agent="eve").items] == [public.vid]


def test_an_unregistered_reader_is_refused_by_name_where_registering_would_do(team: Memory) -> None:
    """DESIGN §8: as from `get`, an unregistered agent that registering would let read a candidate gets
    `PermissionDenied` naming it; one that could not read it registered either just does not see it."""
    mem = team
    write(mem, KEY, "Alice lives in Paris")
    write(mem, "alice/diagnosis", "Alice has asthma", scope="private", source_scope="private")
    with pytest.raises(PermissionDenied, match="'newcomer' is not registered"):
        mem.search("paris", agent="newcomer")
    with pytest.raises(PermissionDenied, match="'newcomer' is not registered"):
        mem.list(agent="newcomer")
    assert found(mem, "asthma", agent="newcomer") == []
    mem.register_agent("newcomer")
    assert len(found(mem, "paris", agent="newcomer")) == 1


def test_kinds_namespace_and_as_of(team: Memory) -> None:
    mem = team
    first = write(mem, KEY, "Alice lives in Paris", at=100)
    csn = mem.last_csn()
    second = write(mem, KEY, "Alice lives in Lyon", at=200)
    profile = write(mem, "alice/profile", "Alice lives in Lyon and cycles", kind="profile", at=200)
    hr = write(mem, "hr:alice/title", "Alice is the lead engineer in Lyon", at=200)
    assert found(mem, "lyon", kinds=["profile"]) == [profile.vid]
    assert set(found(mem, "lyon", kinds=[Kind.BELIEF])) == {second.vid, hr.vid}
    assert found(mem, "lyon", namespace="hr") == [hr.vid]
    assert set(found(mem, "lyon", namespace="")) == {second.vid, profile.vid}
    assert found(mem, "alice lives", as_of=csn) == [first.vid]
    assert [h.record.vid for h in mem.as_of(csn).search("paris", agent="alice")] == [first.vid]
    assert mem.as_of(csn).context("paris", agent="alice").items[0].vid == first.vid
    assert found(mem, "paris") == []
    assert found(mem, "lyon", as_of=0) == []


def test_context_collapses_cites_and_renders_deterministically(team: Memory) -> None:
    mem = team
    write(mem, KEY, "Alice lives in Paris", at=800)
    moved = write(mem, KEY, "Alice lives in Lyon", at=1000)
    job = write(mem, "alice/job", "Alice works in Lyon as a nurse", at=900)
    context = mem.context("alice lyon", agent="alice", k=8)
    assert isinstance(context, Context)
    assert [i.key for i in context.items] == [KEY, "alice/job"]  # one item per canonical key
    item = context.items[0]
    assert (item.vid, item.value, item.source_id, item.event_time) == (
        moved.vid,
        "Alice lives in Lyon",
        moved.source_id,
        1000,
    )
    assert item.score >= context.items[1].score
    assert context.text.splitlines() == [
        f"[1] alice/city: Alice lives in Lyon (as of 1970-01-01T00:16:40Z; source {moved.source_id}; v{moved.vid})",
        f"[2] alice/job: Alice works in Lyon as a nurse (as of 1970-01-01T00:15:00Z; source {job.source_id}; "
        f"v{job.vid})",
    ]
    assert context.text == mem.context("alice lyon", agent="alice", k=8).text
    one_line = estimate_tokens(context.text.splitlines()[0])
    assert [i.vid for i in mem.context("alice lyon", agent="alice", max_tokens=one_line).items] == [moved.vid]
    assert mem.context("alice lyon", agent="alice", max_tokens=1).items == ()
    assert mem.context("alice lyon", agent="alice", k=1).text.count("\n") == 0


def test_cjk_and_spanish_are_searchable(team: Memory) -> None:
    mem = team
    zh = write(mem, "鲍勃/城市", "鲍勃住在大阪")
    es = write(mem, "maría/ciudad", "María vive en Sevilla")
    assert found(mem, "大阪") == [zh.vid]
    assert found(mem, "鲍勃住在哪里？") == [zh.vid]
    assert found(mem, "¿Dónde vive María?") == [es.vid]
    assert found(mem, "sevilla") == [es.vid]


def test_list_pages_by_cursor_through_concurrent_writes(team: Memory) -> None:
    mem = team
    for i in range(0, 20, 2):
        write(mem, f"user{i:02d}/city", f"User {i} lives in Oslo")
    first = mem.list(agent="alice", limit=4)
    assert [r.canonical_key for r in first] == [f"user{i:02d}/city" for i in (0, 2, 4, 6)]
    assert first.cursor is not None
    write(mem, "user01/city", "User 1 lives in Oslo")  # before the cursor: not seen by later pages
    write(mem, "user07/city", "User 7 lives in Oslo")  # after it: seen
    seen = [r.canonical_key for r in first]
    cursor = first.cursor
    while cursor is not None:
        page = mem.list(agent="alice", limit=4, cursor=cursor)
        assert len(page) <= 4
        seen += [r.canonical_key for r in page]
        cursor = page.cursor
    expected = sorted({f"user{i:02d}/city" for i in range(0, 20, 2)} | {"user07/city"})
    assert seen == expected  # each key once, in key order
    last = mem.list(agent="alice", limit=len(expected) + 1)
    assert last.cursor is None
    exact = mem.list(agent="alice", limit=len(expected) + 1 - 0)
    assert exact.cursor is None


def test_list_by_subject_prefix_and_namespace(team: Memory) -> None:
    mem = team
    write(mem, "bob/home city", "Bob lives in Rome")
    write(mem, "bob/homepage", "Bob writes at bob example")
    write(mem, "bob/job", "Bob is a baker")
    write(mem, "bobby/job", "Bobby is a pilot")
    write(mem, "hr:bob/title", "Bob is head baker")
    assert list(mem.keys("bob", agent="alice")) == ["bob/home city", "bob/homepage", "bob/job"]
    assert list(mem.keys("Bob/home", agent="alice")) == ["bob/home city", "bob/homepage"]
    assert list(mem.keys(agent="alice", namespace="hr")) == ["hr:hr bob/title"]
    assert list(mem.keys("bob", agent="alice", namespace="hr")) == ["hr:hr bob/title"]
    assert list(mem.keys("hr:bob", agent="alice")) == ["hr:hr bob/title"]
    assert "hr:hr bob/title" not in list(mem.keys(agent="alice", namespace=""))
    assert len(mem.keys(agent="alice")) == 5


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (lambda m: m.search(42, agent="alice"), "query must be a str"),
        (lambda m: m.search("x" * 20_000, agent="alice"), "at most 16,384"),
        (lambda m: m.search("paris", agent="alice", k=0), "k must be an integer"),
        (lambda m: m.search("paris", agent="alice", k=True), "k must be an integer"),
        (lambda m: m.search("paris", agent="alice", kinds=["nope"]), "unknown kind"),
        (lambda m: m.search("paris", agent="alice", kinds="belief"), "kinds must be a collection"),
        (lambda m: m.search("paris", agent="alice", as_of=99), "in the future"),
        (lambda m: m.search("paris", agent=""), "agent"),
        (lambda m: m.context("paris", agent="alice", max_tokens=0), "max_tokens"),
        (lambda m: m.list(agent="alice", limit=0), "limit must be"),
        (lambda m: m.list(agent="alice", cursor="garbage!"), "cursor"),
        (lambda m: m.list(agent="alice", cursor=7), "cursor"),
        (lambda m: m.list("bob", agent="alice", cursor=m.list(agent="alice", limit=1).cursor), "another listing"),
        (lambda m: m.list("hr:bob", agent="alice", namespace="ops"), "namespace"),
        (lambda m: m.list(42, agent="alice"), "prefix_or_subject"),
    ],
)
def test_bad_read_requests_are_refused(team: Memory, call: Callable[[Memory], object], match: str) -> None:
    write(team, KEY, "Alice lives in Paris")
    write(team, "alice/job", "Alice is a nurse")
    with pytest.raises(InvalidArgument, match=match):
        call(team)


def test_the_backends_rank_alike(backend_name: str, tmp_path: Path) -> None:
    """Every backend ranks by `lexical.bm25` (SQLite: FTS5's bm25 rescaled to its IDF; PostgreSQL: over
    postings): the same store gives the reference backend's hits with the same scores."""
    if backend_name == "memory":
        pytest.skip("the reference backend is what the others are compared with")
    rng = random.Random(7)
    words = ["paris", "lyon", "rome", "nurse", "baker", "pilot", "cycling", "chess", "tea", "coffee", "oslo"]
    stores = [
        Memory.open(":memory:", clock=TickClock()),
        Memory.open(store_url(backend_name, tmp_path), clock=TickClock()),
    ]
    for i in range(60):
        key = f"user{rng.randrange(25)}/{rng.choice(['city', 'job', 'hobby'])}"
        text = "User " + " ".join(rng.choice(words) for _ in range(rng.randint(1, 6)))
        for mem in stores:
            write(mem, key, text, at=100 + i)
    for query in ("paris nurse", "tea coffee chess", "oslo", "user pilot rome"):
        a, b = (mem.search(query, agent="alice", k=10) for mem in stores)
        assert [h.record.vid for h in a] == [h.record.vid for h in b], query
        assert [h.score for h in a] == pytest.approx([h.score for h in b], rel=1e-9), query
    for mem in stores:
        mem.close()


def test_a_frequent_token_is_skipped_only_where_it_would_cost() -> None:
    """`lexical.informative`: half the index or more and more than CHEAP_POSTINGS documents -> skipped."""
    many = lexical.CHEAP_POSTINGS + 1
    assert lexical.informative(["a", "b"], {"a": 3, "b": 2}, 3) == ["a", "b"]  # a small store: all looked up
    assert lexical.informative(["common", "rare"], {"common": 10_000, "rare": 4}, 10_000) == ["rare"]
    assert lexical.informative(["x", "y"], {"x": 9_000, "y": 8_000}, 10_000) == ["y"]  # the rarest, alone
    assert lexical.informative(["x", "z"], {"x": many, "z": many}, 2 * many) == ["x"]  # first of equals
    assert lexical.informative(["x", "gone"], {"x": 5}, 10) == ["x"]
    assert lexical.informative(["gone"], {}, 10) == []


def test_query_terms() -> None:
    assert lexical.query("Where does Bob live? Bob's cats!") == ["bob", "live", "cat"]
    assert lexical.terms("鲍勃住在大阪") == ["鲍勃", "勃住", "大阪"]
    assert lexical.token("cafe") == "cafe"
    assert lexical.token("bob's") == "_" + b"bob's".hex()


def test_alias_is_permission_checked_and_effective_from_its_commit(team: Memory) -> None:
    mem = team
    mem.register_agent("viewer", role="reader")
    mem.register_agent("ops", team="audit", role="operator")
    city = write(mem, "bob/city", "Bob lives in Osaka", agent="bob")
    secret = write(mem, "bob/salary", "Bob earns 90k", agent="bob", scope="private", source_scope="private")
    before = mem.last_csn()
    with pytest.raises(PermissionDenied, match="read-only"):
        mem.alias("bob/city_of_residence", to="bob/city", agent="viewer")
    with pytest.raises(PermissionDenied, match="not registered"):
        mem.alias("bob/city_of_residence", to="bob/city", agent="stranger")
    with pytest.raises(PermissionDenied, match="may not read"):
        mem.alias("bob/city_of_residence", to="bob/city", agent="eve")  # another team: cannot see it
    with pytest.raises(PermissionDenied, match="may not read"):
        mem.alias("bob/pay", to="bob/salary", agent="alice")  # private to bob
    csn = mem.alias("bob/city_of_residence", to="bob/city", agent="alice")
    assert csn == before + 1
    got = mem.get("bob/city_of_residence", agent="alice")
    assert got is not None
    assert got.vid == city.vid
    assert mem.as_of(before).get("bob/city_of_residence", agent="alice") is None
    assert mem.alias("bob/pay", to="bob/salary", agent="ops") == csn + 1  # an operator may
    assert mem.get("bob/pay", agent="bob").vid == secret.vid  # type: ignore[union-attr]
    with pytest.raises(InvalidArgument, match="already resolves"):
        mem.alias("bob/city_of_residence", to="bob/salary", agent="ops")
    moved = write(mem, "bob/city_of_residence", "Bob lives in Kyoto", agent="alice", at=200)
    assert moved.canonical_key == "bob/city"  # a write under the alias updates the one key
    assert found(mem, "bob lives") == [moved.vid]


def test_suggest_keys_finds_the_existing_key_a_new_spelling_means(team: Memory) -> None:
    mem = team
    write(mem, "bob/city", "Bob lives in Osaka", agent="bob")
    write(mem, "bob/job", "Bob is a baker", agent="bob")
    write(mem, "bobby/city", "Bobby lives in Rome", agent="bob")
    write(mem, "bob/diary", "Bob feels tired", agent="bob", scope="private", source_scope="private")
    suggested = mem.suggest_keys("bob/city_of_residence", agent="alice")
    assert [(s.key, s.joins) for s in suggested] == [("bob/city", False), ("bob/job", False)]
    assert suggested[0].score > suggested[1].score
    exact = mem.suggest_keys("Bob/City", agent="alice", k=1)
    assert [(s.key, s.score, s.joins) for s in exact] == [("bob/city", 1.0, True)]
    assert mem.suggest_keys("bob/city", agent="eve") == []  # another team sees none of them
    assert "bob/diary" not in [s.key for s in mem.suggest_keys("bob/diary", agent="alice")]
    assert mem.suggest_keys("bob/diary", agent="bob")[0].key == "bob/diary"
    mem.alias("bob/city_of_residence", to="bob/city", agent="alice")
    assert mem.suggest_keys("bob/city_of_residence", agent="alice")[0].joins
    with pytest.raises(InvalidArgument):
        mem.suggest_keys("no slash", agent="alice")
    with pytest.raises(InvalidArgument):
        mem.suggest_keys("bob/city", agent="alice", k=0)
