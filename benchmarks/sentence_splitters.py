"""Which sentence splitter `mem.add` uses (DESIGN §12; docs/interfaces.md, "Sentence splitting"): candidate
libraries on one battery — abbreviations, e-mails, URLs, decimals, times, CJK and Spanish punctuation, ellipses,
line breaks — each case with the split a careful reader makes (the battery is `tests/unit/test_sentences.py`'s).

Usage (from the repository root; the candidates other than sentencex are not memtx dependencies — install them
anywhere, e.g. `pip install --target /tmp/splitters pysbd syntok blingfire`, and put that on PYTHONPATH):

    PYTHONPATH=src:/tmp/splitters python benchmarks/sentence_splitters.py

Prints, per candidate, the cases it gets right, and for each miss whether it CUTS (a boundary inside what a reader
keeps whole: the harmful error, a fragment) or MERGES (two sentences kept as one: harmless for `mem.add`, a longer
faithful span). `memtx.ingest.sentences` is the chosen configuration (sentencex, English and Spanish rules agreeing,
line breaks as boundaries). A candidate that is not installed is reported as such.
"""

from __future__ import annotations

import importlib.util
import time
from collections.abc import Callable
from pathlib import Path

Split = Callable[[str], list[str]]


def _battery() -> list[tuple[str, list[str]]]:
    """The battery `tests/unit/test_sentences.py` keeps (one copy, read from there)."""
    path = Path(__file__).resolve().parents[1] / "tests" / "unit" / "test_sentences.py"
    spec = importlib.util.spec_from_file_location("sentence_battery", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.BATTERY)


BATTERY = _battery()


def _memtx() -> Split:
    from memtx.ingest.sentences import sentences  # noqa: PLC0415  (each candidate only when installed)

    return lambda text: [s.text for s in sentences(text)]


def _sentencex() -> Split:
    from sentencex import segment  # noqa: PLC0415

    return lambda text: list(segment("en", text))


def _pysbd() -> Split:
    import pysbd  # noqa: PLC0415

    segmenter = pysbd.Segmenter(language="en", clean=False)
    return lambda text: list(segmenter.segment(text))


def _syntok() -> Split:
    import syntok.segmenter as segmenter  # noqa: PLC0415

    def split(text: str) -> list[str]:
        out = []
        for paragraph in segmenter.analyze(text):
            for sentence in paragraph:
                tokens = list(sentence)
                out.append(text[tokens[0].offset : tokens[-1].offset + len(tokens[-1].value)])
        return out

    return split


def _blingfire() -> Split:
    import blingfire  # noqa: PLC0415

    return lambda text: blingfire.text_to_sentences(text).split("\n")


CANDIDATES: dict[str, Callable[[], Split]] = {
    "memtx.ingest.sentences (sentencex en∩es + lines)": _memtx,
    "sentencex 1.0.32 (en)": _sentencex,
    "pysbd 0.3.4 (en)": _pysbd,
    "syntok": _syntok,
    "blingfire": _blingfire,
}


def _ends(parts: list[str]) -> set[int]:
    """Boundaries as offsets into the text with whitespace removed (so splitters that trim compare alike)."""
    out, at = set(), 0
    for part in parts:
        at += len("".join(part.split()))
        out.add(at)
    return out


def main() -> None:
    for name, make in CANDIDATES.items():
        try:
            split = make()
        except ImportError:
            print(f"{name}: not installed")
            continue
        right, misses = 0, []
        started = time.perf_counter()
        for text, want in BATTERY:
            got = [p.strip() for p in split(text) if p.strip()]
            if got == want:
                right += 1
                continue
            cut = bool(_ends(got) - _ends(want))
            misses.append(f"  {'CUTS  ' if cut else 'MERGES'} {text!r} -> {got}")
        elapsed = time.perf_counter() - started
        cuts = sum(m.startswith("  CUTS") for m in misses)
        print(f"{name}: {right}/{len(BATTERY)} right, {cuts} cut, {len(misses) - cuts} merged ({elapsed:.3f} s)")
        print("\n".join(misses))


if __name__ == "__main__":
    main()
