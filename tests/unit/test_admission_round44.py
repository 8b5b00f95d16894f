"""Round 44 of issue 31 (DESIGN §4; docs/admission.md, "Rounds 43 and 44"): a retweet's frame (`RT @leo:`) and a Chinese
frame forwarding or quoting another's message (`转发段杰的消息：`) give the words after them as another's. The round's
accept-side reading — a part of one utterance of a transcript's JSON read as the whole utterance, whose speaker field
names the speaker — was withdrawn after red-team round 31 (186 caused false accepts: what the utterance's next
sentence, the turn before it or the JSON around it says was not read); its cases stay pinned there and the parts stay
refused here. Each in English, Spanish and Chinese, a hard negative beside each hard positive."""

from __future__ import annotations

import json

import pytest

from memtx.core.admission import check_support


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "supported"),
    [
        ("Hanna runs the chess club", "RT @leo: I run the chess club", "Hanna", False),
        ("Hanna runs the chess club", "lol RT @leo: I run the chess club", "Hanna", False),
        ("Hanna tested negative", "RT-PCR result: I tested negative", "Hanna", True),
        ("Hanna runs the chess club", "MT @leo: I run the chess club", "Hanna", False),
        ("Hanna runs the chess club", "Leo (@leo): I run the chess club", "Hanna", False),
        ("王芳辞职了", "//@段杰：我辞职了", "王芳", False),
        ("王芳辞职了", "转发我哥的微博：我辞职了", "王芳", False),
        ("Hanna runs the chess club", "I run the chess club", "Hanna", True),
        ("Hanna trabaja en Madrid", "RT @leo: trabajo en Madrid", "Hanna", False),
        ("Hanna trabaja en Madrid", "trabajo en Madrid", "Hanna", True),
        ("王芳开车去接他", "转发段杰的消息：我开车去接他", "王芳", False),
        ("王芳开车去接他", "转发一下我的旧帖：我开车去接他", "王芳", True),
        ("王芳开车去接他", "我开车去接他", "王芳", True),
    ],
)
def test_a_retweets_or_a_forwarded_messages_frame_gives_anothers_words(
    value: str, evidence: str, speaker: str, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, guard=True, speaker=speaker).ok is supported


def _transcript(*turns: tuple[str, str]) -> str:
    return json.dumps(
        {"utterances": [{"speaker": s, "start": i, "text": t} for i, (s, t) in enumerate(turns)]}, ensure_ascii=False
    )


@pytest.mark.parametrize(
    ("value", "evidence", "source", "speaker"),
    [
        ("User lives in Leeds", "I live in Leeds", _transcript(("user", "I live in Leeds. Well, I used to.")), "user"),
        ("Hanna lives in Leeds", "I live in Leeds", _transcript(("Hanna", "I live in Leeds. Just kidding.")), "Hanna"),
        ("Usuario vive en Bilbao", "Vivo en Bilbao", _transcript(("usuario", "Vivo en Bilbao. Bueno, vivía.")), "user"),
        ("用户会开车", "我会开车", _transcript(("用户", "我会开车。才怪。")), "user"),
    ],
)
def test_a_part_of_a_transcripts_utterance_stays_quoted(value: str, evidence: str, source: str, speaker: str) -> None:
    """(the withdrawn reading accepted each of these: the next sentence takes the part back)"""
    assert evidence in source
    assert not check_support(value, evidence, source, guard=True, speaker=speaker).ok
