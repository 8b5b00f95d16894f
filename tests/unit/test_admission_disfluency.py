"""Round 26 (brief W): disfluencies (`_disfluency`). A false start — light words repeated right after a pause, with
only fillers between (`my- my coach`, `me to, um, to do`, `我们，我们`) — is a filler: DESIGN §4's safe deletions. A
content word repeated is no false start (`I like cats, um, cats are great` keeps its object). A rhetorical tag that
ends a statement (`…, you know?`, `…, ¿vale?`) asks nothing; a tag that checks (`…, right?`, `…, ¿verdad?`,
`…，对吧？`) and a sentence that is itself a question keep the question (DESIGN §4 G: a question asserts nothing). A
misspelled long filler that no lexicon knows (`basicaly`) is a filler; so are Chinese chat particles where they
stand (`…哈` ending a clause, `话说…` opening one), not inside a name (`哈尔滨`). Each hard positive stands beside a
hard negative."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, supported)
CASES = [
    (
        "our podcast drops a new episode on Thursdays",
        "So, our podcast drops a new episode on Thursdays, you know?",
        True,
    ),
    ("training is on Wednesday", "training is on Wednesday, right?", False),
    ("Bob is leaving", "Bob is leaving, eh?", False),
    ("is training on Wednesday", "Is training on Wednesday, you know?", False),
    ("las clases son los miércoles", "Las clases son los miércoles, ¿vale?", True),
    ("las clases son los miércoles", "Las clases son los miércoles, ¿verdad?", False),
    ("las clases son los miércoles", "¿Las clases son los miércoles, vale?", False),
    ("课是周三", "课是周三，对吧？", False),
    (
        "my coach wants me to do three sessions a week",
        "my- my coach wants me to, um, to do three sessions a week",
        True,
    ),
    ("I like", "I like cats, um, cats are great", False),
    ("vamos a Lisboa en mayo", "vamos a, eh, a Lisboa en mayo", True),
    ("Vamos en mayo", "Vamos a Lisboa, eh, a Lisboa en mayo", False),
    ("我们周五去了大理", "我们，我们周五去了大理", True),
    ("我喜欢", "我喜欢猫，嗯，猫很可爱", False),
    # a misspelled long filler (no lexicon knows it; one edit from `basically`, `definitely`, `realmente`)
    ("the food bank shift starts at 8:30", "lol ok so basicaly the food bank shift starts at 8:30", True),
    ("I smoke", "I definately do not smoke", False),
    ("Viktor wrote a book", "Viktor Frankl wrote a book", False),  # (`frankly` is too short to read typos of)
    ("el turno empieza a las 8:30", "realmnte el turno empieza a las 8:30", True),
    ("el turno empieza", "realmnte el turno empieza a las 8:30", False),
    ("周五的例会改到下午三点了", "其实，周五的例会改到下午三点了", True),
    ("周五的例会改到三点了", "其实，周五的例会改到下午三点了", False),
    # Chinese chat particles, fillers only where they stand: `哈` ending a clause, `话说` opening one
    ("动感单车课是周三", "话说动感单车课是周三哈", True),
    ("我住在尔滨", "我住在哈尔滨", False),
    ("我在佛读书", "我在哈佛读书哈", False),
    ("他说得很快", "他说话说得很快", False),
]


@pytest.mark.parametrize(("value", "evidence", "supported"), CASES)
def test_false_starts_are_fillers_and_rhetorical_tags_ask_nothing(value: str, evidence: str, supported: bool) -> None:
    verdict = check_support(value, evidence, evidence)
    assert verdict.ok is supported, verdict
