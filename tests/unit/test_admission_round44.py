"""Round 44 of issue 31 (DESIGN §4; docs/admission.md, "Round 44"): a part of one utterance of a transcript's JSON,
whose speaker field names the speaker (mem0's `user` by `user`, `usuario`, `用户`), is read as that whole utterance, the
utterance its own source (`_support._whole_utterance_reading`); a retweet's or a handle's frame (`RT @leo:`) and a
forwarded message's (`转发…：`) are another's words. Blind batches 75, 77 and 81 wanted it; the reading of round 42's
session that bound the part alone was withdrawn after red-team round 25. Each in English, Spanish and Chinese, a hard
negative beside each hard positive."""

from __future__ import annotations

import json

import pytest

from memtx.core.admission import check_support


def _transcript(*turns: tuple[str, str]) -> str:
    return json.dumps(
        {"utterances": [{"speaker": s, "start": i, "text": t} for i, (s, t) in enumerate(turns)]}, ensure_ascii=False
    )


_EN = _transcript(
    ("Rosa", "Hi there. I work full days on Saturdays, by the way."),
    ("user", "Okay. I want the fern sleeve on the left forearm, and I've already paid the deposit."),
    ("user", "Great. My email is nadia.osei@fastmail.com, by the way."),
    ("user", "Leo told me: I live in Leeds. Funny guy."),
    ("user", "I live in York. Just kidding."),
    ("user", "Honestly, do I live in Hull? I never know."),
)
_ES = _transcript(
    ("Sensei Okada", "Bienvenida al dojo."),
    ("usuario", "Vale. Soy cinturón marrón y entreno tres veces por semana."),
    ("usuario", "Mi hermana me dijo: soy cinturón negro. Qué va."),
    ("usuario", "Entreno los sábados. Bueno, entrenaba."),
)
_ZH = _transcript(
    ("阿May", "你这个图由我来做，我周六只接整天的预约。"),
    ("用户", "好的。我想在左小臂纹一个蕨类植物的图案。"),
    ("用户", "转发段杰的消息：我开车去接他。"),
    ("用户", "我不想纹在手腕上。"),
)

CASES = [
    ("User wants the fern sleeve on the left forearm", "I want the fern sleeve on the left forearm", _EN, "user", True),
    ("Rosa works full days on Saturdays", "I work full days on Saturdays", _EN, "Rosa", True),
    ("User works full days on Saturdays", "I work full days on Saturdays", _EN, "user", False),
    ("nadia.osei@fastmail.com", "My email is nadia.osei@fastmail.com", _EN, "user", True),
    ("User lives in Leeds", "I live in Leeds", _EN, "user", False),
    ("User lives in York", "I live in York", _EN, "user", False),
    ("User lives in Hull", "I live in Hull", _EN, "user", False),
    ("Usuario es cinturón marrón", "Soy cinturón marrón", _ES, "user", True),
    ("Usuario es cinturón negro", "soy cinturón negro", _ES, "user", False),
    ("Usuario entrena los sábados", "Entreno los sábados", _ES, "user", False),
    ("用户想在左小臂纹一个蕨类植物的图案", "我想在左小臂纹一个蕨类植物的图案", _ZH, "user", True),
    ("阿May周六只接整天的预约", "我周六只接整天的预约", _ZH, "阿May", True),
    ("用户周六只接整天的预约", "我周六只接整天的预约", _ZH, "user", False),
    ("用户开车去接他", "我开车去接他", _ZH, "user", False),
    ("用户想纹在手腕上", "想纹在手腕上", _ZH, "user", False),
]


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "supported"), CASES)
def test_a_part_of_a_transcripts_utterance_is_read_as_the_whole_utterance(
    value: str, evidence: str, source: str, speaker: str, supported: bool
) -> None:
    assert evidence in source
    key = "user/email" if "@" in value else None
    assert check_support(value, evidence, source, guard=True, key=key, speaker=speaker).ok is supported


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "supported"),
    [
        ("Hanna runs the chess club", "RT @leo: I run the chess club", "Hanna", False),
        ("Hanna runs the chess club", "@leo: I run the chess club", "Hanna", False),
        ("Hanna runs the chess club", "Me: I run the chess club", "Hanna", True),
        ("Hanna dirige el club de ajedrez", "RT @leo: dirijo el club de ajedrez", "Hanna", False),
    ],
)
def test_a_retweets_frame_gives_anothers_words(value: str, evidence: str, speaker: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence, guard=True, speaker=speaker).ok is supported
