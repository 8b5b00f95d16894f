"""Laundering through a second principal, and declassification (issue 29 items 5–7, DESIGN §8 amended).

Private content is caught when it enters a broader scope, whoever carries it: a source whose text reproduces
private text that its observer (or the caller of the tool that observes it) could read carries the narrowest
scope it reproduces, and a record drawn from it is laundering above that scope — so what carol cites from a
relay through bob, or from a tool echo, never becomes visible to the team.
Declassification releases only the declassifier's own content, and it covers declared parents as it covers
copied text. Each test failed on the engine before these rules; the last ones guard the legitimate flows.
"""

from __future__ import annotations

from typing import Any

import pytest

import memtx
from memtx import Memory, Scope, State
from memtx.core.arguments import source_id_for

SECRET = "Alice is negotiating a buyout of Initech for forty million dollars"


@pytest.fixture
def team(mem: Memory) -> Memory:
    """alice, bob and carol in one team, and an operator. alice's private fact lists bob as a reader."""
    for name in ("alice", "bob", "carol", "dave"):
        mem.register_agent(name)
    mem.register_agent("ops", role="operator")
    return mem


def alice_secret(mem: Memory, *, readers: tuple[str, ...] = ("bob",), text: str = SECRET) -> memtx.Record:
    src = mem.observe(text + ".", owner="alice", scope="private", at=10)
    with mem.transaction(agent="alice") as tx:
        record = tx.propose(key="alice/deal", value=text, evidence=text, source=src.id, at=10, readers=list(readers))
    return mem.record(record.vid)


def cite(
    mem: Memory, agent: str, source: str, *, key: str = "team/news", value: str = SECRET, **extra: Any
) -> memtx.Record:
    with mem.transaction(agent=agent) as tx:
        record = tx.propose(key=key, value=value, evidence=value, source=source, at=40, **extra)
    return mem.record(record.vid)


def nobody_else_reads_it(mem: Memory, key: str = "team/news") -> None:
    for reader in ("carol", "dave"):
        assert mem.get(key, agent=reader) is None
        assert all("Initech" not in hit.record.value for hit in mem.search("Initech buyout", agent=reader))


# --- item 5: a relay through a second principal ------------------------------------------------------------


def test_a_relay_through_a_second_principal_is_narrowed_where_it_enters(team: Memory) -> None:
    """bob may read alice's private text; carol may not. bob observes it as a shared source: the source
    carries the narrowest scope it reproduces, with what narrowed it recorded, and carol's shared record
    citing it is quarantined `permission_laundering` — an operator cannot approve it either."""
    secret = alice_secret(team)
    relay = team.observe(f"Heads up from the board meeting: {SECRET}.", owner="bob", scope="shared", at=20)
    assert relay.scope is Scope.PRIVATE
    assert relay.requested_scope is Scope.SHARED
    assert relay.narrowed_by == (f"r:{secret.vid}",)
    assert team.source(relay.id) == relay
    leaked = cite(team, "carol", relay.id)
    assert (leaked.state, leaked.reason) == (State.QUARANTINED, "permission_laundering")
    with pytest.raises(memtx.InvalidArgument, match="permission_laundering"):
        team.approve(leaked.vid, agent="ops", rival=None)
    nobody_else_reads_it(team)
    # bob may draw private records from it; a record at the scope he asked for is laundering.
    mine = cite(team, "bob", relay.id, key="bob/notes", scope="private")
    assert (mine.state, mine.scope) == (State.COMMITTED, Scope.PRIVATE)
    shared = cite(team, "bob", relay.id, key="bob/shared notes", value="Heads up from the board meeting")
    assert (shared.state, shared.reason) == (State.QUARANTINED, "permission_laundering")
    with pytest.raises(memtx.AdmissionRejected, match="broader than the source"):
        cite(team, "bob", relay.id, key="bob/public notes", scope="public")
    assert team.check().ok


def test_a_relay_observed_inside_a_transaction_is_narrowed_when_it_is_stored(team: Memory) -> None:
    """The record does not reproduce alice's text (no fingerprint catches it): the source it cites was
    narrowed when the commit stored it, and a record broader than its source's narrowed scope is laundering."""
    alice_secret(team)
    with team.transaction(agent="bob") as tx:
        relay = tx.observe(f"Board meeting notes. {SECRET}.", owner="bob", scope="shared", at=20)
        staged = tx.propose(
            key="bob/notes", value="Board meeting notes", evidence="Board meeting notes", source=relay.id, at=20
        )
    stored = team.source(relay.id)
    assert (stored.scope, stored.requested_scope) == (Scope.PRIVATE, Scope.SHARED)
    assert (team.record(staged.vid).state, team.record(staged.vid).reason) == (
        State.QUARANTINED,
        "permission_laundering",
    )
    with pytest.raises(memtx.InvalidArgument, match="permission_laundering"):
        team.approve(staged.vid, agent="ops", rival=None)
    assert cite(team, "carol", relay.id).reason == "permission_laundering"


def test_observing_the_same_relay_again_is_idempotent(team: Memory) -> None:
    alice_secret(team)
    first = team.observe(f"Heads up: {SECRET}.", owner="bob", scope="shared", at=20)
    again = team.observe(f"Heads up: {SECRET}.", owner="bob", scope="shared", at=20)
    assert again == first
    with pytest.raises(memtx.InvalidArgument, match="already exists"):
        team.observe(f"Heads up: {SECRET}.", owner="bob", scope="public", at=20)


def test_a_relay_above_its_owners_ceiling_is_clamped_and_narrowed(team: Memory) -> None:
    """Both rules of DESIGN §8 on one source: bob (an agent: ceiling 0.9) observes alice's text `shared`
    asking authority 1.0. It is stored at his ceiling and narrowed, with both requests in its row; the same
    request again is the same source — in a transaction too, and after his ceiling changed — and another
    scope or authority is a clash."""
    secret = alice_secret(team)
    text = f"Heads up: {SECRET}."
    relay = team.observe(text, owner="bob", scope="shared", authority=1.0, at=20)
    assert (relay.authority, relay.requested_authority) == (0.9, 1.0)
    assert (relay.scope, relay.requested_scope, relay.narrowed_by) == (
        Scope.PRIVATE,
        Scope.SHARED,
        (f"r:{secret.vid}",),
    )
    assert team.source(relay.id) == relay
    team.register_agent("bob", authority_ceiling=0.5)
    assert team.observe(text, owner="bob", scope="shared", authority=1.0, at=20) == relay
    with team.transaction(agent="bob") as tx:
        tx.observe(text, owner="bob", scope="shared", authority=1.0, at=20)
        staged = tx.propose(key="bob/notes", value=SECRET, evidence=SECRET, source=relay.id, scope="private", at=40)
    assert team.record(staged.vid).state is State.COMMITTED
    assert team.source(relay.id) == relay  # the first grant and narrowing stand
    for clash in ({"scope": "public", "authority": 1.0}, {"scope": "shared", "authority": 0.4}):
        with pytest.raises(memtx.InvalidArgument, match="already exists"):
            team.observe(text, owner="bob", at=20, **clash)


def test_a_tool_echo_observed_by_the_tool_is_narrowed_by_its_callers_reach(team: Memory) -> None:
    """A tool bob calls echoes alice's text into a `shared` source asking authority 1.0 under its own name
    (granted an agent's ceiling, 0.9: the echo is registered by it): the tool could not read the text, its
    caller could — the source is narrowed, and carol's record drawn from it is laundering."""
    secret = alice_secret(team)
    ticket = shared_ticket(team)

    def echo(text: str) -> str:
        team.observe(f"Translation service output: {text}.", owner="echo-bot", scope="shared", authority=1.0, at=30)
        return text

    team.tools.register("echo", echo)
    with team.transaction(agent="bob", purpose="external_action") as tx:
        tx.promote(ticket.vid)
        tx.act("echo", {"text": SECRET}, support=[ticket.vid])
    echoed = team.source(source_id_for("echo-bot", f"Translation service output: {SECRET}."))
    assert (echoed.scope, echoed.requested_scope) == (Scope.PRIVATE, Scope.SHARED)
    assert (echoed.authority, echoed.requested_authority) == (0.9, 1.0)
    assert echoed.narrowed_by == (f"r:{secret.vid}",)
    assert cite(team, "carol", echoed.id).reason == "permission_laundering"
    nobody_else_reads_it(team)
    assert cite(team, "bob", echoed.id, key="bob/notes", scope="private").state is State.COMMITTED


def test_a_tool_calls_own_record_does_not_carry_private_arguments_to_the_team(team: Memory) -> None:
    """The call's own source (its arguments and result, at its caller's ceiling) took the scope of its support
    only: a call on shared support with alice's text in its arguments made that text citable by the team."""
    alice_secret(team)
    ticket = shared_ticket(team)
    team.tools.register("translate", lambda text: text.upper())
    with team.transaction(agent="bob", purpose="external_action") as tx:
        tx.promote(ticket.vid)
        called = tx.act("translate", {"text": SECRET}, support=[ticket.vid])
    action_record = team.record(called.vid)
    call_source = team.source(action_record.source_id)
    assert (call_source.scope, call_source.requested_scope) == (Scope.PRIVATE, Scope.SHARED)
    assert (call_source.authority, call_source.requested_authority) == (0.9, None)  # bob's ceiling (DESIGN §8)
    assert action_record.scope is Scope.PRIVATE  # never broader than its source
    assert cite(team, "carol", call_source.id).reason == "permission_laundering"
    nobody_else_reads_it(team)
    assert team.check().ok


def shared_ticket(mem: Memory) -> memtx.Record:
    src = mem.observe("Ticket 7 asks for a translation.", owner="bob", scope="shared", at=5)
    return cite(mem, "bob", src.id, key="ticket 7/request", value="Ticket 7 asks for a translation")


def test_the_owners_declassification_widens_the_relay_again(team: Memory) -> None:
    secret = alice_secret(team)
    relay = team.observe(f"Heads up: {SECRET}.", owner="bob", scope="shared", at=20)
    assert relay.scope is Scope.PRIVATE
    team.declassify(secret.vid, agent="alice", scope="shared", reason="told the team herself")
    widened = team.source(relay.id)
    assert (widened.scope, widened.requested_scope) == (Scope.SHARED, Scope.SHARED)
    assert cite(team, "carol", relay.id).state is State.COMMITTED


# --- item 6: declassifying a copy does not release the original ---------------------------------------------


def test_declassifying_a_copy_does_not_release_the_original(team: Memory) -> None:
    secret = alice_secret(team)
    notes = team.observe(f"My notes: {SECRET}.", owner="bob", scope="shared", at=20)  # narrowed: bob's
    copy = cite(team, "bob", notes.id, key="bob/notes", scope="private")
    team.declassify(copy.vid, agent="bob", scope="public", reason="my own copy")
    press = team.observe(f"Press release: {SECRET}.", owner="press", scope="public", at=30)
    assert press.scope is Scope.PUBLIC  # press could not read alice's text: its observation is no relay
    published = cite(team, "bob", press.id, key="news/deal")
    assert (published.state, published.reason) == (State.QUARANTINED, "permission_laundering")
    with pytest.raises(memtx.InvalidArgument, match="permission_laundering"):
        team.approve(published.vid, agent="ops", rival=None)
    # bob's own observation of the text for the public is narrowed too (his copy released only his content).
    assert team.observe(f"For the public: {SECRET}.", owner="bob", scope="public", at=30).scope is Scope.PRIVATE
    # The owner of the original releases it.
    team.declassify(secret.vid, agent="alice", scope="public", reason="announced")
    assert team.approve(published.vid, agent="ops", rival=None).state is State.COMMITTED


# --- item 7: a declassified parent ----------------------------------------------------------------------------


def test_a_declassified_parent_no_longer_makes_its_summary_laundering(team: Memory) -> None:
    secret = alice_secret(team)
    before = summary_of(team, secret, writer="bob", key="news/summary before")
    assert (before.state, before.reason) == (State.QUARANTINED, "permission_laundering")
    team.declassify(secret.vid, agent="alice", scope="public", reason="announced")
    for writer in ("alice", "bob"):
        after = summary_of(team, secret, writer=writer, key=f"news/summary by {writer}")
        assert after.state is State.COMMITTED, after.reason
    assert team.approve(before.vid, agent="ops", rival=None).state is State.COMMITTED
    assert team.check().ok


def test_a_declassified_parent_releases_only_its_owners_content(team: Memory) -> None:
    """carol's private note (alice may read it) -> alice's private summary of it -> alice declassifies her
    summary: a public summary of alice's is still laundering carol's note, which only carol may release."""
    note_src = team.observe("Carol's team misses the Q3 target by two weeks.", owner="carol", scope="private", at=5)
    with team.transaction(agent="carol") as tx:
        note = tx.propose(
            key="carol/q3",
            value="Carol's team misses the Q3 target by two weeks",
            evidence="Carol's team misses the Q3 target by two weeks",
            source=note_src.id,
            at=5,
            readers=["alice"],
        )
    own_src = team.observe("Q3 slips.", owner="alice", scope="private", at=6)
    with team.transaction(agent="alice") as tx:
        mine = tx.propose(
            key="alice/q3", value="Q3 slips", evidence="Q3 slips", source=own_src.id, at=6, parents=[note.vid]
        )
    team.declassify(mine.vid, agent="alice", scope="public", reason="mine")
    summary = summary_of(team, team.record(mine.vid), writer="alice", key="news/q3", text="Q3 is late")
    assert (summary.state, summary.reason) == (State.QUARANTINED, "permission_laundering")
    team.declassify(note.vid, agent="carol", scope="public", reason="announced")
    assert team.approve(summary.vid, agent="ops", rival=None).state is State.COMMITTED


def summary_of(
    mem: Memory, parent: memtx.Record, *, writer: str, key: str, text: str = "Alice is buying Initech"
) -> memtx.Record:
    src = mem.observe(f"Announcement: {text}.", owner=writer, scope="public", at=30)
    with mem.transaction(agent=writer) as tx:
        record = tx.propose(
            key=key, value=text, evidence=text, source=src.id, at=30, kind="summary", parents=[parent.vid]
        )
    return mem.record(record.vid)


# --- the legitimate flows stay open ------------------------------------------------------------------------------


def test_text_nobody_holds_privately_stays_public(team: Memory) -> None:
    alice_secret(team)
    news = team.observe("The Initech cafeteria reopens on Monday.", owner="bob", scope="public", at=20)
    assert (news.scope, news.requested_scope, news.narrowed_by) == (Scope.PUBLIC, None, ())
    assert cite(team, "carol", news.id, value="The Initech cafeteria reopens on Monday").state is State.COMMITTED


def test_an_owner_shares_its_own_text_once_declassified(team: Memory) -> None:
    secret = alice_secret(team)
    team.declassify(secret.vid, agent="alice", scope="public", reason="announced")
    public = team.observe(f"Press release: {SECRET}.", owner="alice", scope="public", at=20)
    assert public.scope is Scope.PUBLIC
    assert cite(team, "alice", public.id).state is State.COMMITTED
    assert team.get("team/news", agent="carol") is not None


def test_private_text_the_observer_cannot_read_does_not_narrow_its_observation(team: Memory) -> None:
    alice_secret(team, readers=())  # bob may not read it now
    relay = team.observe(f"Heads up: {SECRET}.", owner="bob", scope="shared", at=20)
    assert relay.scope is Scope.SHARED  # and bob learns nothing about alice's private text
