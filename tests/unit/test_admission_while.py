"""Round 26 (brief W): the two readings of `while`. A contrastive `while` joins two clauses as `whereas` does, and the
other clause is safe to leave out (`Alice lives in Paris with her two cats, while Bob works in Rome.`); a temporal
`while` frames the clause it qualifies, and leaving it out drops a restriction (`I live in Paris, while my flat is
repaired.`). `_contrast` tells them apart from the text: a comma before `while`, a subject of its own, not the
subject before, and two plain facts in parallel (both simple present or both simple past, both copular or neither).
Spanish `mientras que` (chat: `mientras q`) and Chinese `而` are contrasts, `mientras`, `的时候`, `期间` time frames.
DESIGN §4 G. Each hard positive stands beside a hard negative."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, speaker, supported)
CASES = [
    # English: a contrast, then its temporal twin
    ("Alice lives in Paris with her cats", "Alice lives in Paris with her cats, while Bob works in Rome.", "", True),
    ("I live in Paris", "I live in Paris, while my flat is repaired.", "", False),
    ("I live in Paris", "I live in Paris while my flat is being repaired.", "", False),
    ("Bob handles the billing", "Alice handles the intake, while Bob handles the billing.", "", True),
    ("Alice handles the billing", "Alice handles the intake, while Bob handles the billing.", "", False),
    ("Alice moved to Paris", "Alice moved to Paris, whilst Bob went back to Rome.", "", True),
    ("I moved to Paris", "I moved to Paris, whilst my flat was renovated.", "", False),
    ("Alice is tall", "Alice is tall, while Bob is short.", "", True),
    ("I am at home", "I am at home, while the kids are sleeping.", "", False),
    ("Priya hosts the show", "i host the show, while my cohost does all the editing lol", "Priya", True),
    ("Priya does all the editing", "i host the show, while my cohost does all the editing lol", "Priya", False),
    ("The juniors train on Tuesdays", "The juniors train on Tuesdays, while the seniors train on Thursdays.", "", True),
    ("The juniors train on Tuesdays", "The juniors train on Tuesdays, while the pitch is being relaid.", "", False),
    ("I listen to podcasts", "I listen to podcasts, while I cook.", "", False),  # (the same subject)
    ("We keep your bags", "We keep your bags, while you explore the city.", "", False),  # (the addressee)
    ("The pool stays open", "The pool stays open, while the lifeguard remains on duty.", "", False),  # (lasting)
    ("We offer free coffee", "We offer free coffee, while supplies last.", "", False),  # (nothing after the verb)
    ("The app works offline", "The app works offline, while your phone has no signal.", "", False),  # (a negator)
    ("We offer free coffee", "We offer free coffee, while the promotion runs until May.", "", False),  # (a time word)
    ("Alice lives in Paris", "Alice lives in Paris, while she studies in Rome.", "", False),  # (maybe the same)
    ("Payments are blocked", "Payments are blocked, while travelling abroad.", "", False),  # (no subject)
    ("Alice stays home", "If it rains, Alice stays home, while Bob goes out.", "", False),  # (under the condition)
    ("Bob goes out", "If it rains, Alice stays home, while Bob goes out.", "", False),
    ("Lena coaches the juniors", "Marta runs the podcast, while I coach the juniors.", "Lena", True),
    ("Lena coaches the juniors", "I coach the juniors, while I recover from surgery.", "Lena", False),
    # Spanish: `mientras que` (and chat's `mientras q`) contrast, `mientras` frames
    ("Ana vive en París", "Ana vive en París, mientras que Bob trabaja en Roma.", "", True),
    ("Ana vive en París", "Ana vive en París mientras arreglan su piso.", "", False),
    ("Vale lleva las redes del club", "yo llevo las redes del club mientras q Lucía lleva las cuentas", "Vale", True),
    ("Vale lleva las cuentas", "yo llevo las redes del club mientras q Lucía lleva las cuentas", "Vale", False),
    ("Jugamos en La Elipa", "Jugamos en La Elipa, mientras que el filial juega en el club.", "", True),
    ("Jugamos en La Elipa", "Mientras dure la obra, jugamos en La Elipa.", "", False),
    # Chinese: `而` contrasts, `的时候` and `期间` frame
    ("王律师负责家事案件", "王律师负责家事案件，而刘律师负责劳动争议。", "", True),
    ("王律师负责劳动争议", "王律师负责家事案件，而刘律师负责劳动争议。", "", False),
    ("我住在我姐家", "我住在我姐家，而我哥住在宿舍。", "", True),
    ("我住在我姐家", "厨房装修的时候，我住在我姐家。", "", False),
    ("我住在我姐家", "厨房装修期间我住在我姐家。", "", False),
]


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), CASES)
def test_contrastive_while_is_a_whole_clause_and_temporal_while_restricts(
    value: str, evidence: str, speaker: str, supported: bool
) -> None:
    verdict = check_support(value, evidence, evidence, speaker=speaker or None)
    assert verdict.ok is supported, verdict
