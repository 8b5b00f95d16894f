"""Which sentence splitter `mem.add` uses (DESIGN §12; docs/interfaces.md, "Sentence splitting"): candidate
libraries on one battery — abbreviations, e-mails, URLs, decimals, times, CJK and Spanish punctuation, ellipses,
line breaks — each case with the split a careful reader makes.

Usage (from the repository root; the candidates other than sentencex are not memtx dependencies — install them
anywhere, e.g. `pip install --target /tmp/splitters pysbd syntok blingfire`, and put that on PYTHONPATH):

    PYTHONPATH=src:/tmp/splitters python benchmarks/sentence_splitters.py

Prints, per candidate, the cases it gets right, and for each miss whether it CUTS (a boundary inside what a reader
keeps whole: the harmful error, a fragment) or MERGES (two sentences kept as one: harmless for `mem.add`, a longer
faithful span). `memtx.sentences` is the chosen configuration (sentencex, English and Spanish rules agreeing,
line breaks as boundaries). A candidate that is not installed is reported as such.
"""

from __future__ import annotations

import time
from collections.abc import Callable

Split = Callable[[str], list[str]]

BATTERY: list[tuple[str, list[str]]] = [
    ("I live in St. Louis. I work at Acme.", ["I live in St. Louis.", "I work at Acme."]),
    ("Dr. Smith is my doctor. She is kind.", ["Dr. Smith is my doctor.", "She is kind."]),
    ("I like fruit, e.g. apples and pears. I hate kiwis.", ["I like fruit, e.g. apples and pears.", "I hate kiwis."]),
    ("I moved to the U.S. in 2019. Now I live in Ohio.", ["I moved to the U.S. in 2019.", "Now I live in Ohio."]),
    ("Mr. and Mrs. Lee live next door. They are nice.", ["Mr. and Mrs. Lee live next door.", "They are nice."]),
    ("I have a Ph.D. in physics. I teach.", ["I have a Ph.D. in physics.", "I teach."]),
    ("I live at 12 Main St. in Springfield.", ["I live at 12 Main St. in Springfield."]),
    ("My email is sam@example.com and my phone is 555 0100. Thanks!",
     ["My email is sam@example.com and my phone is 555 0100.", "Thanks!"]),
    ("Write to dana.k@mail.example.org. I reply fast.", ["Write to dana.k@mail.example.org.", "I reply fast."]),
    ("My email is sam@example.com. Can you help?", ["My email is sam@example.com.", "Can you help?"]),
    ("See https://example.com/a.b?c=d for the docs. It helps.",
     ["See https://example.com/a.b?c=d for the docs.", "It helps."]),
    ("My site is www.dana.io and it is new. Visit it.", ["My site is www.dana.io and it is new.", "Visit it."]),
    ("The fee is 3.50 euros. That is cheap.", ["The fee is 3.50 euros.", "That is cheap."]),
    ("Version 2.0.1 is out! Great.", ["Version 2.0.1 is out!", "Great."]),
    ("We meet at 3 p.m. tomorrow. Don't be late.", ["We meet at 3 p.m. tomorrow.", "Don't be late."]),
    ("我住在北京。我喜欢咖啡！你呢？", ["我住在北京。", "我喜欢咖啡！", "你呢？"]),
    ("¿Dónde vives? Vivo en Madrid. ¡Qué bien!", ["¿Dónde vives?", "Vivo en Madrid.", "¡Qué bien!"]),
    ("Well... I think so. Maybe not.", ["Well... I think so.", "Maybe not."]),
    ("Hmm… I live in Rome. Yes.", ["Hmm… I live in Rome.", "Yes."]),
    ("I live in Lisbon. I prefer aisle seats", ["I live in Lisbon.", "I prefer aisle seats"]),
    ('She said "I am done." Then she left.', ['She said "I am done."', "Then she left."]),
    ("My boss is J. R. Smith. He is strict.", ["My boss is J. R. Smith.", "He is strict."]),
    ("I wake at 6 a.m. every day. It is early.", ["I wake at 6 a.m. every day.", "It is early."]),
    ("I moved to the U.S. Now I live in Ohio.", ["I moved to the U.S.", "Now I live in Ohio."]),
    ("I like tea, coffee, etc. My wife likes juice.", ["I like tea, coffee, etc.", "My wife likes juice."]),
    ("It was Lakers vs. Celtics. We won.", ["It was Lakers vs. Celtics.", "We won."]),
    ("My birthday is Jan. 5. I turn 30.", ["My birthday is Jan. 5.", "I turn 30."]),
    ("I work at Acme Inc. in Boston. It is big.", ["I work at Acme Inc. in Boston.", "It is big."]),
    ("My order is No. 5521. It is late.", ["My order is No. 5521.", "It is late."]),
    ("La Sra. García vive en Madrid. Es mi tía.", ["La Sra. García vive en Madrid.", "Es mi tía."]),
    ("I live in Lisbon\nI prefer aisle seats", ["I live in Lisbon", "I prefer aisle seats"]),
    ("It costs $1,299.99 now. Too much!", ["It costs $1,299.99 now.", "Too much!"]),
    ("The server is 10.0.0.1 today. Check it.", ["The server is 10.0.0.1 today.", "Check it."]),
    ("我的邮箱是 li@example.cn。我住在上海。", ["我的邮箱是 li@example.cn。", "我住在上海。"]),
    ("价格是3.5元。很便宜。", ["价格是3.5元。", "很便宜。"]),
    ("Really?! I did not know. OK.", ["Really?!", "I did not know.", "OK."]),
    ("I have 3 kids. 2 are boys.", ["I have 3 kids.", "2 are boys."]),
    ("i live in paris. i like it.", ["i live in paris.", "i like it."]),
    ("Open report.pdf first. Then reply.", ["Open report.pdf first.", "Then reply."]),
]  # fmt: skip


def _memtx() -> Split:
    from memtx.sentences import sentences  # noqa: PLC0415  (each candidate only when installed)

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
    "memtx.sentences (sentencex en∩es + lines)": _memtx,
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
