"""The evaluation's progress bars (`memtx.tooling.eval.progress`): one bar per suite, redrawn in place on a terminal,
a line per quarter elsewhere, and every suite reports its steps through the same `tick(done, total, label)`."""

from __future__ import annotations

import io

from memtx.tooling.eval import e2e, stress
from memtx.tooling.eval.progress import Bars, bar


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_log_gets_a_line_per_quarter_and_one_at_the_end() -> None:
    stream = io.StringIO()
    bars = Bars(stream)
    tick = bars("recovery")
    for done in range(9):
        tick(done, 8, f"history {done}")
    bars.finish("recovery", 1.5)
    lines = stream.getvalue().splitlines()
    assert [line.split("]")[1].split()[0] for line in lines[:-1]] == ["0/8", "2/8", "4/8", "6/8", "8/8"]
    assert lines[-1].startswith("recovery")
    assert lines[-1].endswith("done in 1.5 s")
    assert "\r" not in stream.getvalue()


def test_a_terminal_bar_is_redrawn_in_place() -> None:
    stream = _Terminal()
    with bar("admission", stream) as tick:
        tick(1, 4, "ordered")
        tick(2, 4, "ordered + guard")
    text = stream.getvalue()
    assert text.count("\r") == 3
    assert text.endswith("\n")
    assert "[######..................]    1/4" in text
    assert "[############............]    2/4" in text


def test_out_of_range_steps_are_clamped_not_drawn_past_the_bar() -> None:
    stream = io.StringIO()
    Bars(stream)("stress")(7, 0, "odd")  # total 0 and done > total: drawn as complete, no error
    assert "[########################]    1/1" in stream.getvalue()


def test_suites_report_their_steps_to_the_end() -> None:
    for run, kwargs in ((stress.run, {"updates": 20}), (e2e.run, {"systems": ("versioned",)})):
        seen: list[tuple[int, int, str]] = []
        run(0, progress=lambda d, t, label, seen=seen: seen.append((d, t, label)), **kwargs)
        assert seen[0][0] == 0, run
        assert seen[-1] == (seen[-1][1], seen[-1][1], "done"), run
        assert [d for d, _t, _l in seen] == sorted(d for d, _t, _l in seen)
