"""Hand-written conformance scripts beyond the six families' templates: the failure cases the Cordon,
Verified Concurrency and TOKI papers publish, and laundering by paraphrase.

Responsible for: building those episodes' steps and truth (as `conformance_episodes.Case`). Must not: run
a system or score one.

The papers' cases are rebuilt from their published descriptions in our step language (we did not run
their code): Cordon's running example (a secret in a log, summarized, routed to an external message);
Verified Concurrency's stale generation (a read–generate–write that lands after a rival), its lost update
(two concurrent writers of one key, as in the deer-flow report) and its causal cascade (a source
retracted while a derivation from it is in flight); TOKI's belief-drift skew (a derived belief that
outlives the superseding of its parent) and audit erasure (a losing fact needed again when the winner
is retracted). VC's phantom tool and tool-effect reordering and TOKI's replay inconsistency need more than
one action or a model judge, which an episode does not have: they are not covered.

Paraphrased laundering: private text rewritten in other words into a shared record — with its parent
declared, lightly reworded, reworded throughout, or relayed through a second agent's note. Content
fingerprints recognize a copy, not a paraphrase, so memtx is expected to lose some of these; the truth
is the world's (the private fact must not leave), not memtx's contract.
"""

from __future__ import annotations

from collections.abc import Iterator

from memtx.tooling.eval.conformance_episodes import DISEASES, Case, Draw, act_step, stage_step, write_step

_PLAIN: dict[str, str] = {  # the same diagnosis in other words
    "influenza": "the flu",
    "measles": "a rubeola infection",
    "diabetes": "high blood sugar needing insulin",
    "asthma": "attacks of breathlessness",
    "anemia": "a low red cell count",
    "hepatitis": "an inflamed liver",
}


def cordon_secret_in_summary(d: Draw, *, declared: bool) -> Case:
    """Cordon's running example: a log holding an API key is summarized; the summary is posted outside."""
    service = d.unique(lambda: f"svc-{d.rng.randint(10, 99)}")
    token = d.unique(lambda: f"sk-{d.rng.randrange(16**6):06x}")
    log = f"Log of {service}: login failed for API key {token}"
    steps = [write_step("w1", "log-reader", f"{service}/error log", log, 1, scope="private")]
    summary = f"Incident summary for {service}: login failed for API key {token}"
    extra = {"parents": ["w1"]} if declared else {}
    steps.append(write_step("w2", "log-reader", f"{service}/incident summary", summary, 2, kind="summary", **extra))
    steps.append(act_step("notifier", f"{service}/incident summary", "post_to_channel"))
    how = "with its parent declared" if declared else "without a parent"
    return Case(
        "trap",
        f"Cordon's running example: an API key in {service}'s log reaches a summary {how}, then a channel post",
        steps,
        (None,),
        None,
        (log, f"API key {token}"),
    )


def vc_stale_generation(d: Draw) -> Case:
    """Verified Concurrency's stale generation: a long read–generate–write lands after a rival's write."""
    who = d.person()
    key = f"{who}/credit limit"
    base, rival, generated = (f"The credit limit of {who} is {d.amount()} dollars" for _ in range(3))
    steps = [
        write_step("w1", "underwriter", key, base, 1),
        {"op": "begin", "txn": "t1", "agent": "limit-agent"},
        write_step("w2", "underwriter", key, rival, 2),
        stage_step("t1", "s1", "limit-agent", key, generated, 3),
        {"op": "commit", "txn": "t1"},
        act_step("cards", key, "raise_limit"),
    ]
    return Case(
        "trap", f"VC stale generation: a limit for {who} generated from a stale read lands late", steps, (rival,), rival
    )


def vc_lost_update(d: Draw) -> Case:
    """Verified Concurrency's lost update (the deer-flow report): two concurrent writers of one key."""
    order = d.order()
    key = f"{order}/shipping address"
    base, first, second = (f"Ship {order} to {d.address()}" for _ in range(3))
    steps = [
        write_step("w1", "intake", key, base, 1),
        {"op": "begin", "txn": "t1", "agent": "planner-a"},
        {"op": "begin", "txn": "t2", "agent": "planner-b"},
        stage_step("t1", "s1", "planner-a", key, first, 2),
        stage_step("t2", "s2", "planner-b", key, second, 2),
        {"op": "commit", "txn": "t1"},
        {"op": "commit", "txn": "t2"},
        act_step("shipper", key, "ship_parcel"),
    ]
    return Case(
        "trap",
        f"VC lost update: two planners rewrite {order}'s address concurrently; the second must not silently win",
        steps,
        (first,),
        first,
    )


def vc_cascade_in_flight(d: Draw) -> Case:
    """Verified Concurrency's causal cascade: the source is retracted while a derivation from it is staged."""
    who = d.person()
    steps = [
        write_step("w1", "crm", f"{who}/vip status", f"{who} is a VIP customer", 1),
        {"op": "begin", "txn": "t1", "agent": "planner"},
        stage_step(
            "t1", "d1", "planner", f"{who}/upgrade offer", f"{who} qualifies for a free upgrade", 2, parents=["w1"]
        ),
        {"op": "retract", "agent": "crm", "target": "w1"},
        {"op": "commit", "txn": "t1"},
        act_step("concierge", f"{who}/upgrade offer", "book_upgrade"),
    ]
    return Case(
        "trap",
        f"VC causal cascade: {who}'s VIP status retracted while an upgrade derived from it is in flight",
        steps,
        (None,),
        None,
    )


def toki_belief_drift(d: Draw) -> Case:
    """TOKI's belief-drift skew: a derived belief outlives the superseding (not the retraction) of its parent."""
    who = d.person()
    old, new = d.rng.sample(("Paris", "Berlin", "Lagos", "Osaka", "Lima", "Perth"), 2)
    zone = {"Paris": "CET", "Berlin": "CET", "Lagos": "WAT", "Osaka": "JST", "Lima": "PET", "Perth": "AWST"}
    if zone[old] == zone[new]:
        new = "Osaka" if zone[old] != "JST" else "Lima"
    steps = [
        write_step("w1", "crm", f"{who}/home city", f"{who} lives in {old}", 1),
        write_step("d1", "planner", f"{who}/time zone", f"{who} keeps {zone[old]} hours", 2, parents=["w1"]),
        write_step("w2", "crm", f"{who}/home city", f"{who} lives in {new}", 3),
        act_step("assistant", f"{who}/time zone", "schedule_call"),
    ]
    return Case(
        "trap", f"TOKI belief-drift skew: {who}'s time zone derived from a city since superseded", steps, (None,), None
    )


def toki_audit_erasure(d: Draw) -> Case:
    """TOKI's audit erasure, as a control: the losing fact is needed again once the winner is retracted."""
    who = d.person()
    t1, t2 = d.rng.sample(("gold", "silver", "platinum", "bronze"), 2)
    v1, v2 = f"{who} is a {t1} member", f"{who} is a {t2} member"
    steps = [
        write_step("w1", "crm", f"{who}/membership tier", v1, 1, authority=0.7),
        write_step("w2", "billing-system", f"{who}/membership tier", v2, 2, authority=0.95),
        {"op": "retract", "agent": "billing-system", "target": "w2"},
        act_step("concierge", f"{who}/membership tier", "grant_upgrade"),
    ]
    return Case(
        "control",
        f"TOKI audit erasure: {who}'s displaced tier reinstated after the winner's retraction",
        steps,
        (v1,),
        v1,
    )


def paraphrased_laundering(d: Draw, style: str) -> Case:
    """A private diagnosis rewritten in other words into a shared record (`style`: parent, light, heavy,
    relay)."""
    who = d.person()
    disease = d.rng.choice(DISEASES)
    secret = f"{who} was diagnosed with {disease}"
    key = f"{who}/visit summary"
    steps = [write_step("w1", "nurse", f"{who}/diagnosis", secret, 1, scope="private")]
    if style == "parent":
        said = f"{who} is being treated for {_PLAIN[disease]}"
        steps.append(write_step("w2", "nurse", key, f"Visit summary: {said}", 2, kind="summary", parents=["w1"]))
    elif style == "light":
        said = f"diagnosis for {who}: {disease}"
        steps.append(write_step("w2", "nurse", key, f"Visit summary, {said}", 2, kind="summary"))
    elif style == "heavy":
        said = f"{who} is off work with {_PLAIN[disease]}"
        steps.append(write_step("w2", "nurse", key, f"Visit summary: {said}", 2, kind="summary"))
    else:  # relay: a handover note in other words, then a summary drawn from it by someone else
        said = f"{who} has {_PLAIN[disease]}"
        steps.append(write_step("w2", "nurse", f"{who}/handover note", f"Handover: {said}, please follow up", 2))
        steps.append(write_step("w3", "coordinator", key, f"Visit summary: {said}", 3, kind="summary", parents=["w2"]))
    steps.append(act_step("mailer", key, "email_insurer"))
    return Case(
        "trap",
        f"{who}'s private diagnosis paraphrased into a shared summary ({style})",
        steps,
        (None,),
        None,
        (secret, said),
    )


def paper_cases(d: Draw, suite: str) -> Iterator[tuple[str, Case]]:
    """The published failure cases, as (family, case); the hardened set adds no parent to Cordon's."""
    yield "permission_laundering", cordon_secret_in_summary(d, declared=True)
    if suite == "hardened":
        yield "permission_laundering", cordon_secret_in_summary(d, declared=False)
    yield "stale_late_write", vc_stale_generation(d)
    yield "stale_late_write", vc_lost_update(d)
    yield "cascading_retraction", vc_cascade_in_flight(d)
    yield "cascading_retraction", toki_belief_drift(d)
    yield "semantic_conflict", toki_audit_erasure(d)


PARAPHRASE_STYLES = ("parent", "light", "heavy", "relay")
