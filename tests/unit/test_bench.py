"""`memtx bench` (issue 7 §5): the report's shape and the raw baseline's rows — never a timing (STYLE §12)."""

from __future__ import annotations

import importlib.util
import json
import random
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

import memtx
from memtx.cli.commands import cli
from memtx.tooling.bench import BenchConfig, Report, WorkloadResult
from memtx.tooling.bench.floor import parametrized
from memtx.tooling.bench.harness import Context, Stat, Target, interleave
from memtx.tooling.bench.peers import memstate_workload
from memtx.tooling.bench.plot import MISSING, write_plot
from memtx.tooling.bench.raw import RawStore, calibrate, snapshot
from memtx.tooling.bench.runner import environment


def _bench(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["bench", *args], catch_exceptions=False)
    return result.exit_code, result.stdout


def _positive(x: object) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool) and x > 0


def test_quick_statements_and_commit_write_a_sane_report(tmp_path: Path):
    out = tmp_path / "out.json"
    code, stdout = _bench(
        "--quick", "--only", "statements,commit", "--rounds", "3", "--warmup", "1",
        "--json", str(out), "--dir", str(tmp_path / "work"),
    )  # fmt: skip
    assert code == 0, stdout
    assert "== commit" in stdout
    assert "== statements" in stdout
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["memtx_version"] == memtx.__version__
    assert doc["sqlite"] == sqlite3.sqlite_version
    assert doc["python"]
    assert doc["machine"]["cores"] >= 1
    assert doc["seed"] == 0
    assert doc["arguments"]["quick"] is True
    assert doc["arguments"]["only"] == ["statements", "commit"]
    assert set(doc["workloads"]) == {"statements", "commit"}

    commit = doc["workloads"]["commit"]
    assert commit["skipped"] is None
    names = [f["name"] for f in commit["figures"]]
    for variant in ("new key", "update of an existing key"):
        for sync in ("FULL", "NORMAL"):
            assert f"{variant}, synchronous={sync}" in names
    for figure in commit["figures"]:
        assert figure["unit"] == "µs"
        assert _positive(figure["value"])
        assert _positive(figure["baseline"])
        assert _positive(figure["ratio"])
        for arm in figure["arms"].values():
            assert arm["n"] == 3
            assert _positive(arm["median"])
            assert arm["p25"] <= arm["median"] <= arm["p75"]
    # The baseline writes the rows a commit writes: a record, its source, its journal events.
    rows = commit["data"]["rows_new"]
    assert rows["records"] == {"insert": 1}
    assert rows["sources"] == {"insert": 1}
    assert rows["journal"]["insert"] >= 1
    assert not [w for w in commit["warnings"] if "row counts" in w]

    statements = doc["workloads"]["statements"]
    assert statements["skipped"] is None
    for variant in ("new", "update"):
        data = statements["data"][variant]
        assert data["statements"] == len(data["trace"]) > 0
        assert data["floor"] > 2
        assert data["units"] >= data["write_units"] >= 1
    assert all(_positive(f["value"]) and _positive(f["baseline"]) for f in statements["figures"])


def test_global_json_prints_the_document(tmp_path: Path):
    result = CliRunner().invoke(
        cli,
        ["--json", "bench", "--quick", "--only", "statements", "--dir", str(tmp_path)],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    assert "statements" in json.loads(result.stdout)["workloads"]


def test_profile_writes_one_file_per_workload(tmp_path: Path):
    code, stdout = _bench("--quick", "--only", "statements", "--dir", str(tmp_path), "--profile", str(tmp_path / "p"))
    assert code == 0, stdout
    assert (tmp_path / "p" / "statements.prof").stat().st_size > 0
    assert "profile (cProfile" in stdout


@pytest.mark.parametrize(
    "args",
    [["--only", "nosuch"], ["--only", ""], ["--sizes", "1e3,abc"], ["--sizes", "0"], ["--sizes", "1.5"]],
)
def test_bad_arguments_are_usage_errors(args: list[str]):
    code, _ = _bench(*args)
    assert code == 2


# --- the raw baseline ------------------------------------------------------------------------------------------


def _toy(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.executescript(
        """
        CREATE TABLE meta (name TEXT PRIMARY KEY, ival INTEGER);
        INSERT INTO meta VALUES ('csn', 0);
        CREATE TABLE src (id TEXT PRIMARY KEY, text TEXT NOT NULL);
        CREATE TABLE rec (vid INTEGER PRIMARY KEY, key TEXT NOT NULL, src TEXT NOT NULL REFERENCES src(id),
                          at REAL NOT NULL);
        """
    )
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def test_template_replays_the_rows_of_a_commit(tmp_path: Path):
    def marker(r: int) -> str:
        return f"zx{r:04d}"

    path = tmp_path / "toy.db"
    conn = _toy(path)

    def commit(r: int) -> None:
        sid = f"src_{random.Random(r).getrandbits(64):016x}"  # like a content hash: no marker in it
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO src VALUES (?, ?)", (sid, f"text of {marker(r)}"))
        conn.execute("INSERT INTO rec (key, src, at) VALUES (?, ?, ?)", (f"{marker(r)}/city", sid, 100.0 + r))
        conn.execute("UPDATE meta SET ival = ? WHERE name = 'csn'", (r,))
        conn.execute("COMMIT")

    commit(0)
    template = calibrate(path, commit, marker=marker, r1=1, r2=2)
    conn.close()
    assert template.inventory() == {"meta": {"update": 1}, "src": {"insert": 1}, "rec": {"insert": 1}}
    store = RawStore(path, synchronous="NORMAL")
    try:
        for r in (3, 4):
            assert store.commit(template.statements(r)) >= 0
    finally:
        store.close()
    rows = snapshot(path)
    assert rows["meta"][1] == ("csn", 4)
    recs = sorted(rows["rec"].values())
    assert [(v, k, a) for v, k, _, a in recs] == [
        (1, "zx0000/city", 100.0),
        (2, "zx0001/city", 101.0),
        (3, "zx0002/city", 102.0),
        (4, "zx0003/city", 103.0),
        (5, "zx0004/city", 104.0),
    ]
    src_ids = {row[0] for row in rows["src"].values()}
    assert len(src_ids) == 5  # a fresh stand-in id each round …
    assert all(rec[2] in src_ids for rec in recs)  # … that the record's foreign key points to


# --- the harness -------------------------------------------------------------------------------------------


def test_interleave_runs_every_arm_once_per_round_and_drops_the_warmup():
    seen: dict[str, list[int]] = {"a": [], "b": []}

    def arm(name: str):
        def step(i: int) -> float:
            seen[name].append(i)
            return float(i)

        return step

    samples = interleave({"a": arm("a"), "b": arm("b")}, rounds=4, warmup=2, rng=random.Random(0))
    assert seen == {"a": [0, 1, 2, 3, 4, 5], "b": [0, 1, 2, 3, 4, 5]}
    assert samples == {"a": [2.0, 3.0, 4.0, 5.0], "b": [2.0, 3.0, 4.0, 5.0]}
    assert Stat.of(samples["a"]).median == 3.5


def test_targets():
    assert Target("<=", 1.5).met(999.0, 1.5) is True
    assert Target(">=", 20.0).met(1.0, 19.9) is False
    assert Target("<=", 2.0, on="value").met(1.9, None) is True
    assert Target("<=", 1.5).text("µs") == "≤ 1.5×"


# --- optional extras ---------------------------------------------------------------------------------------------


def _ctx(tmp_path: Path) -> Context:
    return Context(BenchConfig(quick=True), tmp_path, random.Random(0), lambda _line: None)


def test_memstate_missing_is_a_skip_that_names_the_extra(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "memstate" else real(name, *a))
    result = memstate_workload(_ctx(tmp_path))
    assert result.skipped is not None
    assert "memtx[peers]" in result.skipped
    assert result.figures == []


def _scale_report() -> Report:
    scale = WorkloadResult("scale", "scale")
    stat = {"median": 100.0, "p25": 90.0, "p75": 110.0, "n": 3}
    scale.data["series"] = {"sizes": [1_000, 10_000], "commit": [stat, stat], "get": [stat, stat]}
    return Report(environment(), BenchConfig(), "now", [scale])


def test_plot_without_matplotlib_says_which_extra(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "matplotlib" else real(name, *a))
    assert write_plot(_scale_report(), tmp_path / "p.png") == MISSING
    assert "memtx[plot]" in MISSING
    assert not (tmp_path / "p.png").exists()


def test_plot_is_written(tmp_path: Path):
    pytest.importorskip("matplotlib")
    assert write_plot(_scale_report(), tmp_path / "p.png").startswith("wrote")
    assert (tmp_path / "p.png").read_bytes()[:4] == b"\x89PNG"


def test_plot_without_scale_figures_is_skipped(tmp_path: Path):
    report = Report(environment(), BenchConfig(), "now", [])
    assert "skipped" in write_plot(report, tmp_path / "p.png")


def test_contention_reports_throughput_and_aborts_per_process_count(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("MEMTX_BENCH_POSTGRES_URL", raising=False)
    code, _ = _bench(
        "--quick", "--only", "contention", "--rounds", "5", "--dir", str(tmp_path), "--json", str(tmp_path / "c.json")
    )
    assert code == 0
    doc = json.loads((tmp_path / "c.json").read_text())
    result = doc["workloads"]["contention"]
    names = [f["name"] for f in result["figures"]]
    assert names == [
        "sqlite, 1 process(es): committed txns/s",
        "sqlite, 2 process(es): committed txns/s",
        "sqlite, 1 process(es): aborted share",
        "sqlite, 2 process(es): aborted share",
    ]
    runs = result["data"]["runs"]["sqlite"]
    assert runs["1"]["txns"] == 5
    assert runs["2"]["txns"] == 10
    assert runs["1"]["fail"] == 0  # one process has nobody to conflict with
    assert all(_positive(f["value"]) for f in result["figures"] if f["unit"] == "ops/s")
    assert any("MEMTX_BENCH_POSTGRES_URL" in w for w in result["warnings"])


def test_floor_replays_memtx_s_own_statements(tmp_path: Path):
    """`floor`: the replay arm runs what memtx sent, and ends with the rows memtx's commits wrote."""
    out = tmp_path / "floor.json"
    code, stdout = _bench(
        "--quick", "--only", "floor", "--rounds", "3", "--warmup", "1", "--json", str(out), "--dir", str(tmp_path),
    )  # fmt: skip
    assert code == 0, stdout
    floor = json.loads(out.read_text(encoding="utf-8"))["workloads"]["floor"]
    assert floor["skipped"] is None
    assert floor["warnings"] == []  # the replayed files hold the same rows as memtx's
    assert len(floor["figures"]) == 8
    for figure in floor["figures"]:
        assert _positive(figure["value"])
        assert _positive(figure["baseline"])
        assert set(figure["arms"]) == {"memtx", "replay", "raw"}
    for key, statements in floor["data"].items():
        assert key.startswith("statements_")
        assert statements > 10


@pytest.mark.parametrize(
    ("traced", "expected"),
    [
        ("PRAGMA synchronous = NORMAL", ("PRAGMA synchronous = NORMAL", ())),
        ("BEGIN IMMEDIATE", ("BEGIN IMMEDIATE", ())),
        (
            "INSERT INTO t (a, b, c) VALUES ('it''s', 12, 1796247357.13198)",
            ("INSERT INTO t (a, b, c) VALUES (?, ?, ?)", ("it's", 12, 1796247357.13198)),
        ),
        (
            "SELECT x FROM inflight_v11 WHERE k = 'a 1' LIMIT 3",
            ("SELECT x FROM inflight_v11 WHERE k = ? LIMIT ?", ("a 1", 3)),
        ),
        (
            "UPDATE adigest SET d = (d + 5) % 45 WHERE bucket = 2",
            ("UPDATE adigest SET d = (d + ?) % ? WHERE bucket = ?", (5, 45, 2)),
        ),
        ("SELECT 1e-05", ("SELECT ?", (1e-05,))),
    ],
)
def test_floor_turns_a_traced_statement_back_into_a_prepared_one(traced: str, expected: tuple[str, tuple[object, ...]]):
    assert parametrized(traced) == expected
