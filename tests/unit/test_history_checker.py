"""The list-append history checker (`memtx.tooling.verify.history`, docs/concurrency.md): each hand-made history below
plants exactly one anomaly and the checker must name it (and nothing forbidden besides); a serial history,
hand-made or random (Hypothesis), has none."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from memtx.cli.commands import cli
from memtx.tooling.verify.history import (
    ANOMALIES,
    FORBIDDEN,
    Append,
    HistoryError,
    Read,
    Report,
    Txn,
    check,
    dump_lines,
    parse_lines,
)


def h(*txns: tuple) -> list[Txn]:
    """A history from (process, outcome, ops...) tuples; a txn's index is its position."""
    return [Txn.build(i, process, ops, outcome) for i, (process, outcome, *ops) in enumerate(txns)]


def only(report: Report, kind: str) -> None:
    """`kind` is found, and it is the only anomaly found."""
    assert set(report.counts) == {kind}, report.lines()
    assert report.counts[kind] >= 1
    assert report.examples[kind]


# --- clean histories ---------------------------------------------------------------------------------------


def test_a_clean_serial_history_has_no_anomaly():
    history = h(
        (0, "ok", ("append", "x", 1)),
        (1, "ok", ("r", "x", [1]), ("append", "x", 2), ("append", "y", 1)),
        (0, "fail", ("append", "x", 9)),
        (2, "ok", ("r", "x", [1, 2]), ("r", "y", [1]), ("r", "z", None)),
    )
    for isolation in FORBIDDEN:
        report = check(history, isolation)
        assert report.counts == {}
        assert report.valid
        assert report.outcomes == {"ok": 3, "fail": 1, "info": 0}
    assert check(history).edges == {"ww": 1, "wr": 2, "rw": 0}  # one edge per ordered pair and kind
    assert check(history).lines()[-1] == "anomalies: none"


def test_an_info_transaction_whose_append_was_read_counts_as_committed():
    history = h(
        (0, "info", ("append", "x", 1)),
        (1, "ok", ("r", "x", [1]), ("append", "x", 2)),
        (2, "ok", ("r", "x", [1, 2])),
        (3, "info", ("append", "x", 3)),  # never seen: maybe it never happened; not a lost write either
    )
    report = check(history)
    assert report.counts == {}
    assert report.inferred_committed == 1
    assert report.outcomes["info"] == 2


# --- one planted anomaly each ------------------------------------------------------------------------------


def test_g0_write_cycle():
    # T0 and T1 both append to x and y; the reads show x in order T0, T1 and y in order T1, T0.
    report = check(
        h(
            (0, "ok", ("append", "x", 1), ("append", "y", 2)),
            (1, "ok", ("append", "x", 3), ("append", "y", 4)),
            (2, "ok", ("r", "x", [1, 3]), ("r", "y", [4, 2])),
        )
    )
    only(report, "G0")
    (cycle,) = report.examples["G0"]
    assert set(cycle.txns) == {0, 1}
    assert {s.kind for s in cycle.steps} == {"ww"}


def test_g1a_aborted_read():
    report = check(h((0, "fail", ("append", "x", 1)), (1, "ok", ("r", "x", [1]))))
    only(report, "G1a")
    assert report.examples["G1a"][0].txns == (1, 0)


def test_g1b_intermediate_read():
    report = check(
        h(
            (0, "ok", ("append", "x", 1), ("append", "x", 2)),
            (1, "ok", ("r", "x", [1])),  # saw T0 half-way
            (2, "ok", ("r", "x", [1, 2])),
        )
    )
    only(report, "G1b")
    assert report.examples["G1b"][0].txns == (1, 0)


def test_g1c_cyclic_information_flow():
    # Each transaction read the other's append: wr both ways.
    report = check(
        h(
            (0, "ok", ("append", "x", 1), ("r", "y", [2])),
            (1, "ok", ("append", "y", 2), ("r", "x", [1])),
        )
    )
    only(report, "G1c")
    (cycle,) = report.examples["G1c"]
    assert [s.kind for s in cycle.steps] == ["wr", "wr"]


def test_g_single_read_skew():
    # T1 read x before T0's append but y after it.
    report = check(
        h(
            (0, "ok", ("append", "x", 1), ("append", "y", 2)),
            (1, "ok", ("r", "x", None), ("r", "y", [2])),
            (2, "ok", ("r", "x", [1])),
        )
    )
    only(report, "G-single")
    (cycle,) = report.examples["G-single"]
    assert sorted(s.kind for s in cycle.steps) == ["rw", "wr"]
    assert set(cycle.txns) == {0, 1}


WRITE_SKEW = h(
    (0, "ok", ("r", "x", None), ("append", "y", 1)),
    (1, "ok", ("r", "y", None), ("append", "x", 2)),
    (2, "ok", ("r", "x", [2]), ("r", "y", [1])),
)


def test_g2_item_write_skew_is_forbidden_at_serializable():
    report = check(WRITE_SKEW, "serializable")
    only(report, "G2-item")
    assert not report.valid
    assert report.forbidden == {"G2-item": 1}
    (cycle,) = report.examples["G2-item"]
    assert [s.kind for s in cycle.steps] == ["rw", "rw"]


def test_g2_item_is_reported_but_allowed_at_snapshot():
    report = check(WRITE_SKEW, "snapshot")
    assert report.counts == {"G2-item": 1}
    assert report.valid
    assert report.forbidden == {}
    assert report.allowed == {"G2-item": 1}
    assert any("allowed at snapshot" in line for line in report.lines())


def test_internal_inconsistency():
    # T0 does not see its own append.
    report = check(h((0, "ok", ("append", "x", 1), ("r", "x", None)), (1, "ok", ("r", "x", [1]))))
    only(report, "internal")


def test_internal_inconsistency_non_repeatable_read_is_allowed_at_read_committed_only():
    history = h(
        (0, "ok", ("r", "x", None), ("r", "x", [1])),
        (1, "ok", ("append", "x", 1)),
        (2, "ok", ("r", "x", [1])),
    )
    assert "internal" in check(history, "snapshot").counts
    assert "internal" not in check(history, "read_committed").counts


def test_garbage_read():
    report = check(h((0, "ok", ("append", "x", 1)), (1, "ok", ("r", "x", [1, 99]))))
    only(report, "garbage-read")


def test_duplicate_elements():
    report = check(h((0, "ok", ("append", "x", 1)), (1, "ok", ("r", "x", [1, 1]))))
    only(report, "duplicate-elements")


def test_lost_acknowledged_write():
    # A lost update as a read-modify-write store shows it: T1 overwrote T0's append; process 0 reads later.
    report = check(
        h(
            (0, "ok", ("append", "x", 1)),
            (1, "ok", ("append", "x", 2)),
            (0, "ok", ("r", "x", [2])),
        )
    )
    only(report, "lost-write")
    assert report.examples["lost-write"][0].txns == (0, 2)


def test_a_missing_write_with_no_later_reader_is_not_lost():
    # Nobody who certainly came after T0 read x: T2's read may have been ordered before T0.
    report = check(h((0, "ok", ("append", "x", 1)), (1, "ok", ("append", "x", 2)), (2, "ok", ("r", "x", [2]))))
    assert "lost-write" not in report.counts


def test_lost_write_by_real_time():
    history = [
        Txn.build(0, 0, [("append", "x", 1)], "ok", start=0.0, end=1.0),
        Txn.build(1, 1, [("append", "x", 2)], "ok", start=0.5, end=1.5),
        Txn.build(2, 2, [("r", "x", [2])], "ok", start=2.0, end=3.0),
    ]
    only(check(history), "lost-write")


def test_incompatible_order():
    report = check(
        h(
            (0, "ok", ("append", "x", 1)),
            (1, "ok", ("append", "x", 2)),
            (2, "ok", ("r", "x", [1, 2])),
            (3, "ok", ("r", "x", [2, 1])),
        )
    )
    only(report, "incompatible-order")


def test_phantom_write():
    # The reader finished before the writer began, yet it saw the writer's element.
    history = [
        Txn.build(0, 0, [("r", "x", [1])], "ok", start=0.0, end=1.0),
        Txn.build(1, 1, [("append", "x", 1)], "ok", start=2.0, end=3.0),
    ]
    only(check(history), "phantom-write")


def test_every_forbidden_set_is_made_of_known_anomalies():
    assert set(FORBIDDEN) == {"serializable", "snapshot", "read_committed"}
    assert FORBIDDEN["serializable"] == set(ANOMALIES)
    assert FORBIDDEN["serializable"] - FORBIDDEN["snapshot"] == {"G2-item"}
    assert FORBIDDEN["snapshot"] - FORBIDDEN["read_committed"] == {"G-single"}


# --- the file format and bad input ---------------------------------------------------------------------------


def test_json_lines_round_trip():
    history = [
        Txn.build(0, "w0", [("append", "x", 1), ("r", "y", None)], "ok", start=1.5, end=2.0, meta={"txn_id": 7}),
        Txn.build(1, 3, [("r", "x", [1])], "fail", error="TransactionConflict: stale"),
    ]
    lines = list(dump_lines(history))
    assert all(line.endswith("\n") and line.count("\n") == 1 for line in lines)
    assert json.loads(lines[0])["ops"] == [["append", "x", 1], ["r", "y", None]]
    back = parse_lines(["\n", *lines])
    assert back == history
    assert back[0].meta == {"txn_id": 7}
    assert back[1].ops[0] == Read("r", "x", (1,))
    assert back[0].ops[0] == Append("append", "x", 1) == ("append", "x", 1)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "line 1: not JSON"),
        ('{"ops": [["put", "x", 1]], "outcome": "ok"}', "'append' or 'r'"),
        ('{"ops": [["r", "x", 5]], "outcome": "ok"}', "list or null"),
        ('{"ops": [], "outcome": "maybe"}', "outcome must be"),
        ("[1, 2]", "JSON object"),
    ],
)
def test_bad_lines_are_refused_with_their_line_number(line: str, message: str):
    with pytest.raises(HistoryError, match=message):
        parse_lines([line])


def test_an_element_appended_twice_is_a_malformed_history():
    with pytest.raises(HistoryError, match="twice"):
        check(h((0, "ok", ("append", "x", 1)), (1, "ok", ("append", "x", 1))))


def test_an_unknown_isolation_is_refused():
    with pytest.raises(ValueError, match="isolation"):
        check([], "chaos")


# --- property: a serial execution is anomaly-free ------------------------------------------------------------

KEYS = ("x", "y", "z")
OPS = st.lists(st.tuples(st.sampled_from(["append", "r"]), st.sampled_from(KEYS)), min_size=1, max_size=4)
TXNS = st.lists(
    st.tuples(st.integers(0, 3), st.sampled_from(["ok", "ok", "ok", "fail", "info"]), st.booleans(), OPS),
    max_size=30,
)


def serial_history(plan: Sequence[tuple[int, str, bool, list[tuple[str, str]]]]) -> list[Txn]:
    """Run `plan` one transaction at a time against an in-memory list store: ok transactions (and info ones
    with `applied`) take effect, failed ones do not; each process's clock only moves forward."""
    state: dict[str, list[int]] = {}
    txns: list[Txn] = []
    element = 0
    for index, (process, outcome, applied, ops) in enumerate(plan):
        view = {k: list(v) for k, v in state.items()}
        done: list[tuple[str, str, object]] = []
        for f, key in ops:
            if f == "append":
                element += 1
                view.setdefault(key, []).append(element)
                done.append(("append", key, element))
            else:
                done.append(("r", key, list(view[key]) if key in view else None))
        if outcome == "ok" or (outcome == "info" and applied):
            state = view
        txns.append(Txn.build(index, process, done, outcome, start=2.0 * index, end=2.0 * index + 1))
    return txns


@settings(max_examples=150, deadline=None)
@given(TXNS, st.sampled_from(sorted(FORBIDDEN)))
def test_a_serial_history_has_no_anomaly(plan, isolation):
    report = check(serial_history(plan), isolation)
    assert report.counts == {}, report.lines()
    assert report.components == 0


# --- property: a simulated snapshot-isolation store shows write skew at most ----------------------------------


def simulated_history(
    plans: Sequence[list[tuple[str, str]]], order: Sequence[int], unknown: Sequence[bool], *, serializable: bool
) -> list[Txn]:
    """Run transactions concurrently against a simulated multi-version list store with snapshot isolation and
    first-committer-wins (`serializable`: reads are validated too, as memtx does, DESIGN §6). `order` is a
    permutation of 2n slots: each transaction's first slot is its begin, its second its commit. A transaction
    flagged in `unknown` is recorded as info whatever happened to it."""
    n = len(plans)
    events = [i % n for i in order]
    state: dict[str, list[int]] = {}
    last_commit: dict[str, int] = {}
    csn = 0
    begun: dict[int, tuple[int, list[tuple[str, str, object]], int]] = {}
    txns: dict[int, Txn] = {}
    element = 0
    for clock, i in enumerate(events):
        if i not in begun:  # begin: run every op against the snapshot plus its own appends
            view = {k: list(v) for k, v in state.items()}
            done: list[tuple[str, str, object]] = []
            for f, key in plans[i]:
                if f == "append":
                    element += 1
                    view.setdefault(key, []).append(element)
                    done.append(("append", key, element))
                else:
                    done.append(("r", key, list(view[key]) if key in view else None))
            begun[i] = (csn, done, clock)
            continue
        snapshot, done, started = begun[i]
        written = {op[1] for op in done if op[0] == "append"}
        checked = written | ({op[1] for op in done if op[0] == "r"} if serializable else set())
        committed = all(last_commit.get(key, 0) <= snapshot for key in checked)
        if committed and written:
            csn += 1
            for f, key, value in done:
                if f == "append":
                    state.setdefault(key, []).append(value)  # type: ignore[arg-type]
                    last_commit[key] = csn
        outcome = "info" if unknown[i] else ("ok" if committed else "fail")
        txns[i] = Txn.build(i, i, done, outcome, start=float(started), end=float(clock))
    return [txns[i] for i in range(n)]


CONCURRENT = st.lists(st.tuples(OPS, st.booleans()), min_size=1, max_size=14).flatmap(
    lambda plans: st.tuples(st.just(plans), st.permutations(range(2 * len(plans))))
)


@settings(max_examples=200, deadline=None)
@given(CONCURRENT)
def test_a_simulated_snapshot_isolation_history_is_valid_at_snapshot(drawn):
    plans, order = drawn
    history = simulated_history([p for p, _ in plans], order, [u for _, u in plans], serializable=False)
    report = check(history, "snapshot")
    assert report.valid, report.lines()
    assert set(report.counts) <= {"G2-item"}, report.lines()


@settings(max_examples=200, deadline=None)
@given(CONCURRENT)
def test_a_simulated_serializable_history_has_no_anomaly(drawn):
    plans, order = drawn
    history = simulated_history([p for p, _ in plans], order, [u for _, u in plans], serializable=True)
    report = check(history, "serializable")
    assert report.counts == {}, report.lines()


def test_the_snapshot_simulation_does_produce_write_skew():
    """The properties above are not vacuous: this interleaving of the simulator is write skew."""
    plans = [[("r", "x"), ("append", "y")], [("r", "y"), ("append", "x")], [("r", "x"), ("r", "y")]]
    order = [0, 1, 3, 4, 2, 5]  # T0 and T1 begin, both commit, then T2 reads
    history = simulated_history(plans, order, [False] * 3, serializable=False)
    assert check(history, "snapshot").counts == {"G2-item": 1}
    assert check(simulated_history(plans, order, [False] * 3, serializable=True), "serializable").counts == {}


# --- the command on a recorded history -----------------------------------------------------------------------


def _write(path, history) -> str:
    path.write_text("".join(dump_lines(history)), encoding="utf-8")
    return str(path)


def test_the_command_checks_a_history_file(tmp_path):
    clean = _write(tmp_path / "clean.jsonl", h((0, "ok", ("append", "x", 1)), (1, "ok", ("r", "x", [1]))))
    result = CliRunner().invoke(cli, ["concurrency", "--check", clean], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert "anomalies: none" in result.stdout

    skew = _write(tmp_path / "skew.jsonl", WRITE_SKEW)
    allowed = CliRunner().invoke(cli, ["concurrency", "--check", skew], catch_exceptions=False)  # snapshot
    assert allowed.exit_code == 0
    assert "G2-item: 1 (allowed at snapshot)" in allowed.stdout
    refused = CliRunner().invoke(cli, ["--json", "concurrency", "--check", skew, "--isolation", "serializable"])
    assert refused.exit_code == 1
    doc = json.loads(refused.stdout)
    assert doc["report"]["forbidden"] == {"G2-item": 1}
    assert doc["report"]["examples"]["G2-item"][0]["steps"][0]["type"] == "rw"

    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n", encoding="utf-8")
    broken = CliRunner().invoke(cli, ["concurrency", "--check", str(bad)])
    assert broken.exit_code == 2
    assert "line 1: not JSON" in broken.stderr
