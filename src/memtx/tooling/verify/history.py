"""An Elle-style checker for list-append transaction histories (issue 11, part 3; docs/concurrency.md).

Responsible for: the history model (transactions of `append` / `r` micro-ops with an outcome), its JSON-lines
form, and `check(history, isolation)`, which infers each key's version order from the longest committed read,
builds the ww / wr / rw dependency graph between committed transactions, has its cycles found and classified
(G0, G1c, G-single, G2-item; `memtx.tooling.verify.cycles`), and looks for the non-cyclic anomalies (G1a, G1b,
internal inconsistency, garbage reads, duplicate elements, incompatible orders, lost acknowledged writes, phantom
writes). Must not: do any I/O (its parsers take lines that were read elsewhere) or know anything about memtx's
engine.

The model follows Elle's list-append workload (Kingsbury & Alvaro, "Elle: Inferring Isolation Anomalies from
Experimental Observations"): every key holds a list, a transaction appends elements that are unique per key,
and a read returns the whole list, so one read reveals the order of every append before it. The code is our
own; the anomaly definitions are written out in docs/concurrency.md and in `ANOMALIES` below.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Literal, NamedTuple, TypeAlias

from memtx.core.errors import InvalidArgument
from memtx.tooling.verify.cycles import Graph, Step, components, shortest_cycle

Element: TypeAlias = int | str
Outcome: TypeAlias = Literal["ok", "fail", "info"]
OUTCOMES: tuple[Outcome, ...] = ("ok", "fail", "info")


class Append(NamedTuple):
    """Micro-op `("append", key, element)`: append `element` to the list at `key`."""

    f: Literal["append"]
    key: str
    element: Element


class Read(NamedTuple):
    """Micro-op `("r", key, value)`: the list read at `key`; None when the key had no value."""

    f: Literal["r"]
    key: str
    value: tuple[Element, ...] | None


MicroOp: TypeAlias = Append | Read

# Every anomaly the checker reports, with its definition (docs/concurrency.md has the long form).
ANOMALIES: dict[str, str] = {
    "G0": "write cycle: a dependency cycle of ww edges only",
    "G1a": "aborted read: a committed read saw an element appended by a transaction that definitely failed",
    "G1b": "intermediate read: a read by another transaction ended at a non-final append of a transaction",
    "G1c": "cyclic information flow: a cycle of ww and wr edges with at least one wr edge",
    "G-single": "read skew: a cycle with exactly one rw (anti-dependency) edge",
    "G2-item": "write skew: a cycle with two or more rw edges",
    "internal": "a transaction's read disagreed with its own earlier reads and appends of that key",
    "garbage-read": "a read saw an element that no transaction ever appended to that key",
    "duplicate-elements": "a read saw the same element twice",
    "incompatible-order": "a committed read of a key is not a prefix of the key's longest committed read",
    "lost-write": (
        "an acknowledged append is missing from its key's longest read although a committed transaction that "
        "came after it (same process later, began after it was acknowledged, or observed another of its "
        "appends) read that key"
    ),
    "phantom-write": (
        "a read saw an element appended by a transaction that came after the reader (same process later, "
        "or began only after the reader finished)"
    ),
}
CYCLE_KINDS = ("G0", "G1c", "G-single", "G2-item")

# What each isolation level forbids (DESIGN §6): snapshot isolation allows write skew only; read committed
# (Adya's PL-2) also allows read skew, and its reads need not repeat (a relaxed internal check).
_EVERYTHING = frozenset(ANOMALIES)
FORBIDDEN: dict[str, frozenset[str]] = {
    "serializable": _EVERYTHING,
    "snapshot": _EVERYTHING - {"G2-item"},
    "read_committed": _EVERYTHING - {"G-single", "G2-item"},
}
ISOLATIONS = tuple(FORBIDDEN)


class HistoryError(InvalidArgument):
    """The history is malformed: a bad line or field, a repeated index, or one element appended twice to a key."""


# --- the history -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Txn:
    """One transaction of a history: who ran it, its micro-ops in order, and how it ended.

    `outcome`: `ok` (committed), `fail` (definitely aborted) or `info` (unknown). `start` / `end`: when it
    began and when its outcome was known, on a clock shared by every process (optional; they give real-time
    order to the lost-write and phantom-write checks). A history lists each process's transactions in the
    order that process ran them. `meta` carries anything else a workload wants to keep (not checked).
    """

    index: int
    process: int | str
    ops: tuple[MicroOp, ...]
    outcome: Outcome
    start: float | None = None
    end: float | None = None
    error: str | None = None
    meta: Mapping[str, object] = field(default_factory=dict, compare=False, hash=False)

    @classmethod
    def build(
        cls,
        index: int,
        process: int | str,
        ops: Iterable[Sequence[object]],
        outcome: str = "ok",
        *,
        start: float | None = None,
        end: float | None = None,
        error: str | None = None,
        meta: Mapping[str, object] | None = None,
    ) -> Txn:
        """A transaction from plain tuples such as `("append", "x", 1)` and `("r", "x", [1])`, validated."""
        if outcome not in OUTCOMES:
            raise HistoryError(f"outcome must be one of {', '.join(OUTCOMES)}, not {outcome!r}")
        if isinstance(index, bool) or not isinstance(index, int):
            raise HistoryError(f"index must be an integer, not {index!r}")
        if isinstance(process, bool) or not isinstance(process, int | str):
            raise HistoryError(f"process must be an integer or a string, not {process!r}")
        return cls(
            index=index,
            process=process,
            ops=tuple(micro_op(op) for op in ops),
            outcome=outcome,
            start=_time(start, "start"),
            end=_time(end, "end"),
            error=error,
            meta=dict(meta or {}),
        )


def _time(value: object, name: str) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise HistoryError(f"{name} must be a number, not {value!r}")
    return float(value)


def _element(value: object) -> Element:
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise HistoryError(f"an element must be an integer or a string, not {value!r}")
    return value


def micro_op(op: Sequence[object]) -> MicroOp:
    """Validate one micro-op given as a sequence `(f, key, value)`."""
    if isinstance(op, Append | Read):
        return op
    if isinstance(op, str) or len(op) != 3:
        raise HistoryError(f"a micro-op is [f, key, value], not {op!r}")
    f, key, value = op
    if not isinstance(key, str):
        raise HistoryError(f"a key must be a string, not {key!r}")
    if f == "append":
        return Append("append", key, _element(value))
    if f == "r":
        if value is None:
            return Read("r", key, None)
        if isinstance(value, str) or not isinstance(value, Sequence):
            raise HistoryError(f"a read's value is a list or null, not {value!r}")
        return Read("r", key, tuple(_element(e) for e in value))
    raise HistoryError(f"a micro-op's f is 'append' or 'r', not {f!r}")


def txn_to_doc(txn: Txn) -> dict[str, object]:
    """The JSON object of one transaction (one line of a history file)."""
    doc: dict[str, object] = {
        "index": txn.index,
        "process": txn.process,
        "outcome": txn.outcome,
        "ops": [[op.f, op.key, op.element] if isinstance(op, Append) else _read_doc(op) for op in txn.ops],
    }
    for name, value in (("start", txn.start), ("end", txn.end), ("error", txn.error)):
        if value is not None:
            doc[name] = value
    if txn.meta:
        doc["meta"] = dict(txn.meta)
    return doc


def _read_doc(op: Read) -> list[object]:
    return [op.f, op.key, None if op.value is None else list(op.value)]


def txn_from_doc(doc: Mapping[str, object], *, index: int | None = None) -> Txn:
    """A transaction from its JSON object; `index` is used when the object has none."""
    ops = doc.get("ops")
    if not isinstance(ops, list):
        raise HistoryError("a transaction needs a list of ops")
    error = doc.get("error")
    meta = doc.get("meta")
    idx = doc.get("index", index)
    if idx is None:
        raise HistoryError("a transaction needs an index")
    return Txn.build(
        idx,  # type: ignore[arg-type]  # Txn.build checks every field's type
        doc.get("process", 0),  # type: ignore[arg-type]
        ops,
        str(doc.get("outcome", "")),
        start=doc.get("start"),  # type: ignore[arg-type]
        end=doc.get("end"),  # type: ignore[arg-type]
        error=None if error is None else str(error),
        meta=meta if isinstance(meta, dict) else None,
    )


def dumps_txn(txn: Txn) -> str:
    """One transaction as one line of JSON (no trailing newline)."""
    return json.dumps(txn_to_doc(txn), ensure_ascii=False, separators=(",", ":"))


def dump_lines(history: Iterable[Txn]) -> Iterator[str]:
    """A history as JSON lines, one transaction per line, each ending in a newline."""
    for txn in history:
        yield dumps_txn(txn) + "\n"


def parse_lines(lines: Iterable[str]) -> list[Txn]:
    """Parse a JSON-lines history; blank lines are skipped, a missing index is the transaction's position."""
    txns: list[Txn] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            doc = json.loads(line)
        except json.JSONDecodeError as exc:
            raise HistoryError(f"line {number}: not JSON ({exc.msg})") from None
        if not isinstance(doc, dict):
            raise HistoryError(f"line {number}: a transaction is a JSON object")
        try:
            txns.append(txn_from_doc(doc, index=len(txns)))
        except HistoryError as exc:
            raise HistoryError(f"line {number}: {exc}") from None
    return txns


# --- the report -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Anomaly:
    """One instance of an anomaly: the transactions involved (a cycle's in cycle order) and what was seen."""

    kind: str
    txns: tuple[int, ...]
    key: str | None = None
    detail: str = ""
    steps: tuple[Step, ...] = ()

    def to_doc(self) -> dict[str, object]:
        doc: dict[str, object] = {"kind": self.kind, "txns": list(self.txns)}
        if self.key is not None:
            doc["key"] = self.key
        if self.detail:
            doc["detail"] = self.detail
        if self.steps:
            doc["steps"] = [
                {"from": s.source, "to": s.target, "type": s.kind, "key": s.key, "why": s.why} for s in self.steps
            ]
        return doc


@dataclass(frozen=True)
class Report:
    """What `check` found: counts per anomaly kind, a few examples of each, and the history's figures.

    `counts` holds every kind found (zero counts omitted), forbidden or not; `forbidden` those of them that
    `isolation` forbids. `valid` is True when nothing forbidden was found.
    """

    isolation: str
    counts: Mapping[str, int]
    examples: Mapping[str, tuple[Anomaly, ...]]
    outcomes: Mapping[str, int]
    inferred_committed: int
    keys: int
    edges: Mapping[str, int]
    components: int

    @property
    def forbidden(self) -> dict[str, int]:
        return {kind: n for kind, n in self.counts.items() if kind in FORBIDDEN[self.isolation]}

    @property
    def allowed(self) -> dict[str, int]:
        return {kind: n for kind, n in self.counts.items() if kind not in FORBIDDEN[self.isolation]}

    @property
    def valid(self) -> bool:
        return not self.forbidden

    @property
    def txns(self) -> int:
        return sum(self.outcomes.values())

    def to_doc(self) -> dict[str, object]:
        """The report as plain data (what `memtx concurrency --json` prints)."""
        return {
            "valid": self.valid,
            "isolation": self.isolation,
            "txns": self.txns,
            "outcomes": dict(self.outcomes),
            "info_inferred_committed": self.inferred_committed,
            "keys": self.keys,
            "edges": dict(self.edges),
            "cyclic_components": self.components,
            "anomalies": dict(self.counts),
            "forbidden": self.forbidden,
            "allowed": self.allowed,
            "examples": {kind: [a.to_doc() for a in found] for kind, found in self.examples.items()},
        }

    def lines(self) -> list[str]:
        """The report as text lines."""
        o = self.outcomes
        forbids = FORBIDDEN[self.isolation]
        out = [
            f"history: {self.txns} txns (ok {o.get('ok', 0)}, fail {o.get('fail', 0)}, info {o.get('info', 0)}; "
            f"{self.inferred_committed} info inferred committed), {self.keys} keys",
            "edges: "
            + ", ".join(f"{kind} {self.edges.get(kind, 0)}" for kind in ("ww", "wr", "rw"))
            + f"; cyclic components: {self.components}",
            f"isolation: {self.isolation} (forbids {', '.join(k for k in ANOMALIES if k in forbids)})",
        ]
        if not self.counts:
            out.append("anomalies: none")
            return out
        out.append("anomalies:")
        for kind in ANOMALIES:
            if kind in self.counts:
                verdict = "forbidden" if kind in FORBIDDEN[self.isolation] else f"allowed at {self.isolation}"
                out.append(f"  {kind}: {self.counts[kind]} ({verdict})")
        for found in self.examples.values():
            for anomaly in found:
                out.extend(_example_lines(anomaly))
        return out


def _example_lines(anomaly: Anomaly) -> list[str]:
    head = f"  {anomaly.kind} in " + ", ".join(f"T{t}" for t in anomaly.txns)
    if anomaly.key is not None:
        head += f" on {anomaly.key}"
    lines = [head + (f": {anomaly.detail}" if anomaly.detail else "")]
    lines.extend(f"    T{s.source} < T{s.target} ({s.kind} {s.key}): {s.why}" for s in anomaly.steps)
    return lines


class _Findings:
    """Counts every anomaly and keeps the first few of each kind as examples."""

    def __init__(self, max_examples: int) -> None:
        self.max_examples = max_examples
        self.counts: Counter[str] = Counter()
        self.examples: dict[str, list[Anomaly]] = defaultdict(list)

    def add(self, anomaly: Anomaly) -> None:
        self.counts[anomaly.kind] += 1
        if len(self.examples[anomaly.kind]) < self.max_examples:
            self.examples[anomaly.kind].append(anomaly)


# --- the checker ----------------------------------------------------------------------------------------


@dataclass
class _Context:
    """What every check needs: the transactions by index, who appended what, and the committed set."""

    txns: dict[int, Txn]
    writer: dict[tuple[str, Element], int]  # (key, element) -> the transaction that appended it
    appends: dict[tuple[int, str], list[Element]]  # (txn, key) -> its appends to key, in order
    committed: set[int]
    positions: dict[int, int]  # txn index -> its position in its process's sequence

    def before(self, a: int, b: int) -> bool:
        """Whether transaction `a` certainly finished before `b` began (process order or real time)."""
        ta, tb = self.txns[a], self.txns[b]
        if a == b:
            return False
        if ta.process == tb.process and self.positions[a] < self.positions[b]:
            return True
        return ta.end is not None and tb.start is not None and ta.end < tb.start


def _context(txns: list[Txn]) -> _Context:
    by_index: dict[int, Txn] = {}
    writer: dict[tuple[str, Element], int] = {}
    appends: dict[tuple[int, str], list[Element]] = defaultdict(list)
    positions: dict[int, int] = {}
    seen_per_process: Counter[int | str] = Counter()
    for txn in txns:
        if txn.index in by_index:
            raise HistoryError(f"two transactions have index {txn.index}")
        by_index[txn.index] = txn
        positions[txn.index] = seen_per_process[txn.process]
        seen_per_process[txn.process] += 1
        for op in txn.ops:
            if isinstance(op, Append):
                if (op.key, op.element) in writer:
                    raise HistoryError(
                        f"element {op.element!r} is appended to {op.key} twice (T{writer[op.key, op.element]}, "
                        f"T{txn.index}); list-append needs unique elements per key"
                    )
                writer[op.key, op.element] = txn.index
                appends[txn.index, op.key].append(op.element)
    # An info transaction whose append some committed read observed did commit; the others are left out.
    observed: set[int] = set()
    for txn in txns:
        if txn.outcome == "ok":
            for op in txn.ops:
                if isinstance(op, Read):
                    observed.update(writer[op.key, e] for e in op.value or () if (op.key, e) in writer)
    committed = {t.index for t in txns if t.outcome == "ok" or (t.outcome == "info" and t.index in observed)}
    return _Context(by_index, writer, appends, committed, positions)


def _committed_reads(txns: list[Txn]) -> Iterator[tuple[Txn, int, str, tuple[Element, ...]]]:
    """Every read of every ok transaction: (txn, op position, key, value with None as the empty list)."""
    for txn in txns:
        if txn.outcome != "ok":
            continue
        for pos, op in enumerate(txn.ops):
            if isinstance(op, Read):
                yield txn, pos, op.key, op.value or ()


def _check_read_elements(
    ctx: _Context, reads: list[tuple[Txn, int, str, tuple[Element, ...]]], findings: _Findings
) -> None:
    """Duplicate elements, garbage reads, aborted reads (G1a), phantom writes and intermediate reads (G1b)."""
    for txn, pos, key, value in reads:
        where = f"op {pos} read {_show(value)}"
        twice = sorted((e for e, n in Counter(value).items() if n > 1), key=str)
        if twice:
            findings.add(Anomaly("duplicate-elements", (txn.index,), key, f"{where}: {_show(twice)} twice"))
        garbage = [e for e in value if (key, e) not in ctx.writer]
        if garbage:
            findings.add(Anomaly("garbage-read", (txn.index,), key, f"{where}: never appended: {_show(garbage)}"))
        writers = {w for e in value if (w := ctx.writer.get((key, e))) is not None}
        failed = sorted(w for w in writers if ctx.txns[w].outcome == "fail")
        if failed:
            findings.add(
                Anomaly(
                    "G1a", (txn.index, *failed), key, f"{where}: elements of failed T{', T'.join(map(str, failed))}"
                )
            )
        future = sorted(w for w in writers if ctx.before(txn.index, w))
        if future:
            findings.add(
                Anomaly(
                    "phantom-write",
                    (txn.index, *future),
                    key,
                    f"{where}: elements of T{', T'.join(map(str, future))}, which came after the reader",
                )
            )
        tail = _foreign_tail(ctx, txn.index, key, value)
        if tail is None:
            continue
        w = ctx.writer.get((key, tail))
        if w is None or ctx.txns[w].outcome == "fail":
            continue
        own = ctx.appends[w, key]
        if own[-1] != tail:
            rest = _show(own[own.index(tail) + 1 :])
            findings.add(
                Anomaly(
                    "G1b",
                    (txn.index, w),
                    key,
                    f"{where}: ends at T{w}'s append of {tail!r}, but T{w} then appended {rest}",
                )
            )


def _foreign_tail(ctx: _Context, reader: int, key: str, value: tuple[Element, ...]) -> Element | None:
    """The last element of a read that the reader did not append itself (None if there is none)."""
    end = _own_prefix_len(ctx, reader, key, value)
    return value[end - 1] if end else None


def _own_prefix_len(ctx: _Context, reader: int, key: str, value: tuple[Element, ...]) -> int:
    """The length of a read without the reader's own appends at its end: what it saw of the others."""
    end = len(value)
    while end and ctx.writer.get((key, value[end - 1])) == reader:
        end -= 1
    return end


def _version_orders(
    reads: list[tuple[Txn, int, str, tuple[Element, ...]]], findings: _Findings
) -> dict[str, tuple[Element, ...]]:
    """Each key's version order — its longest committed read — and every read that is not a prefix of it."""
    longest: dict[str, tuple[Element, ...]] = {}
    witness: dict[str, int] = {}
    for txn, _pos, key, value in reads:
        if key not in longest or len(value) > len(longest[key]):
            longest[key] = value
            witness[key] = txn.index
    for txn, pos, key, value in reads:
        order = longest[key]
        if value != order[: len(value)]:
            findings.add(
                Anomaly(
                    "incompatible-order",
                    (txn.index, witness[key]),
                    key,
                    f"op {pos} read {_show(value)}, not a prefix of T{witness[key]}'s read {_show(order)}",
                )
            )
    return longest


def _internal(txn: Txn, *, relaxed: bool) -> Iterator[Anomaly]:
    """A transaction's reads against its own earlier reads and appends (relaxed: its own appends only)."""
    known: dict[str, tuple[Element, ...]] = {}
    pending: dict[str, list[Element]] = defaultdict(list)  # own appends since the last read of the key
    for pos, op in enumerate(txn.ops):
        if isinstance(op, Append):
            if op.key in known:
                known[op.key] += (op.element,)
            pending[op.key].append(op.element)
            continue
        got = op.value or ()
        later = {q.element for q in txn.ops[pos + 1 :] if isinstance(q, Append) and q.key == op.key}
        mine = pending[op.key]
        problem = ""
        if later & set(got):
            problem = f"its own later append(s) {_show(sorted(later & set(got), key=str))}"
        elif op.key in known and not relaxed:
            if got != known[op.key]:
                problem = f"expected {_show(known[op.key])}"
        elif mine and got[-len(mine) :] != tuple(mine):
            problem = f"expected it to end with its own appends {_show(mine)}"
        if problem:
            yield Anomaly("internal", (txn.index,), op.key, f"op {pos} read {_show(got)}: {problem}")
        known[op.key] = got
        mine.clear()


def _build_graph(
    ctx: _Context, reads: list[tuple[Txn, int, str, tuple[Element, ...]]], longest: Mapping[str, tuple[Element, ...]]
) -> Graph:
    graph = Graph()
    for key, order in longest.items():
        placed = [(e, w) for e in order if (w := ctx.writer.get((key, e))) is not None and w in ctx.committed]
        for (e1, w1), (e2, w2) in pairwise(placed):
            if w1 != w2:
                graph.add(w1, w2, "ww", key, f"T{w1} appended {e1!r} to {key} right before T{w2} appended {e2!r}")
    for txn, _pos, key, value in reads:
        reader = txn.index
        seen = value[: _own_prefix_len(ctx, reader, key, value)]
        tail_writer: int | None = None
        if seen:
            w = ctx.writer.get((key, seen[-1]))
            if w is not None and w in ctx.committed:
                tail_writer = w
                graph.add(w, reader, "wr", key, f"T{reader} read T{w}'s append of {seen[-1]!r} to {key}")
        order = longest[key]
        if order[: len(seen)] != seen:
            continue  # incompatible with the version order: no anti-dependency can be inferred
        for e in order[len(seen) :]:
            nxt = ctx.writer.get((key, e))
            if nxt is None or nxt not in ctx.committed or nxt == tail_writer:
                continue
            if nxt != reader:
                graph.add(reader, nxt, "rw", key, f"T{reader} read {key} without T{nxt}'s next append of {e!r}")
            break
    return graph


def _lost_writes(
    ctx: _Context,
    reads: list[tuple[Txn, int, str, tuple[Element, ...]]],
    longest: Mapping[str, tuple[Element, ...]],
    findings: _Findings,
) -> None:
    readers: dict[str, list[tuple[int, tuple[Element, ...]]]] = defaultdict(list)  # key -> (reader, value)
    observers: dict[int, set[int]] = defaultdict(set)  # writer -> ok transactions that read one of its appends
    for txn, _pos, key, value in reads:
        readers[key].append((txn.index, value))
        for e in value:
            w = ctx.writer.get((key, e))
            if w is not None:
                observers[w].add(txn.index)
    for (w, key), elements in sorted(ctx.appends.items(), key=lambda item: (item[0][0], item[0][1])):
        if ctx.txns[w].outcome != "ok" or key not in longest:
            continue
        order = set(longest[key])
        for e in elements:
            if e in order:
                continue
            witnesses = sorted(
                r for r, value in readers[key] if r != w and e not in value and (ctx.before(w, r) or r in observers[w])
            )
            if witnesses:
                r = witnesses[0]
                findings.add(
                    Anomaly(
                        "lost-write",
                        (w, r),
                        key,
                        f"T{w}'s acknowledged append of {e!r} is missing, yet T{r}, which came after T{w}, read {key}",
                    )
                )


def _show(values: Sequence[Element]) -> str:
    return "[" + " ".join(map(str, values)) + "]"


def check(
    history: Iterable[Txn], isolation: str = "serializable", *, max_examples: int = 3, cycle_budget: int = 200
) -> Report:
    """Check a list-append history against `isolation` (`serializable`, `snapshot` or `read_committed`).

    Every anomaly kind found is counted (non-cyclic ones once per read or append that shows them, cycles
    once per strongly connected component and class); `Report.forbidden` keeps those the isolation
    forbids. `cycle_budget` bounds the closing edges tried per component and class in the cycle search.
    """
    if isolation not in FORBIDDEN:
        raise InvalidArgument(f"isolation must be one of {', '.join(ISOLATIONS)}, not {isolation!r}")
    txns = list(history)
    ctx = _context(txns)
    findings = _Findings(max_examples)
    reads = list(_committed_reads(txns))
    _check_read_elements(ctx, reads, findings)
    longest = _version_orders(reads, findings)
    for txn in txns:
        if txn.outcome == "ok":
            for anomaly in _internal(txn, relaxed=isolation == "read_committed"):
                findings.add(anomaly)
    _lost_writes(ctx, reads, longest, findings)
    graph = _build_graph(ctx, reads, longest)
    found_components = components(graph)
    for component in found_components:
        budget = max(4, min(cycle_budget, 2_000_000 // (len(component) * 8)))
        for kind in CYCLE_KINDS:
            cycle = shortest_cycle(graph, component, kind, budget)
            if cycle is not None:
                members = (cycle[0].source, *(s.target for s in cycle[:-1]))
                findings.add(
                    Anomaly(
                        kind, members, None, f"cycle of {len(cycle)} in a component of {len(component)}", tuple(cycle)
                    )
                )
    outcomes = Counter(t.outcome for t in txns)
    return Report(
        isolation=isolation,
        counts=dict(sorted(findings.counts.items(), key=lambda item: list(ANOMALIES).index(item[0]))),
        examples={k: tuple(findings.examples[k]) for k in ANOMALIES if findings.examples.get(k)},
        outcomes={o: outcomes.get(o, 0) for o in OUTCOMES},
        inferred_committed=sum(1 for t in txns if t.outcome == "info" and t.index in ctx.committed),
        keys=len({op.key for t in txns for op in t.ops}),
        edges={k: graph.counts.get(k, 0) for k in ("ww", "wr", "rw")},
        components=len(found_components),
    )
