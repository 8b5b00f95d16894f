"""`memtx.ingest.sentences` (DESIGN §12 `mem.add`): the battery the splitter was chosen on (docs/interfaces.md,
"Sentence splitting") — abbreviations, e-mails, URLs, decimals, times, CJK and Spanish punctuation,
ellipses — plus line breaks, list markers and offsets."""

from __future__ import annotations

import pytest

from memtx.ingest.sentences import abbreviation_before, is_question, sentences

# Each case with the split a careful reader makes (benchmarks/sentence_splitters.py scores every candidate
# library on it; docs/interfaces.md has the table).
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
# Where sentencex's English and Spanish rules disagree `memtx.ingest.sentences` keeps the sentences merged: never a cut.
MERGED = {
    "I moved to the U.S. Now I live in Ohio.": ["I moved to the U.S. Now I live in Ohio."],
    "I like tea, coffee, etc. My wife likes juice.": ["I like tea, coffee, etc. My wife likes juice."],
    "Really?! I did not know. OK.": ["Really?! I did not know.", "OK."],
}


@pytest.mark.parametrize(("text", "expected"), BATTERY)
def test_the_battery(text: str, expected: list[str]) -> None:
    found = sentences(text)
    assert [s.text for s in found] == MERGED.get(text, expected)
    assert all(text[s.start : s.end] == s.text for s in found)


def test_list_markers_and_blank_lines_are_not_sentences_but_everything_else_is() -> None:
    text = "Things about me:\n\n- I live in Lisbon\n* I am vegan\n1. tea\n2) coffee\n• 😀\n..."
    found = sentences(text)
    expected = ["Things about me:", "I live in Lisbon", "I am vegan", "tea", "coffee", "😀", "..."]
    assert [s.text for s in found] == expected
    assert all(text[s.start : s.end] == s.text for s in found)


@pytest.mark.parametrize(
    ("text", "asks"),
    [("Can you help?", True), ('Did she say "yes?"', True), ("¿Dónde vives", True), ("你呢？", True),
     ("I live in Lisbon.", False), ("Is it? Yes.", False)],
)  # fmt: skip
def test_a_question(text: str, asks: bool) -> None:
    assert is_question(text) is asks


@pytest.mark.parametrize(
    ("text", "abbreviation"),
    [("I moved to the U.S.", True), ("at 3 p.m.", True), ("Acme Inc.", True), ("J.", True), ("e.g.", True),
     ("La Sra.", True), ("Lisbon.", False), ("sam@example.com.", False), ("costs 3.50.", False),
     ("no dot", False), ("(Dr.", True)],
)  # fmt: skip
def test_an_abbreviations_final_dot(text: str, abbreviation: bool) -> None:
    assert abbreviation_before(text) is abbreviation
