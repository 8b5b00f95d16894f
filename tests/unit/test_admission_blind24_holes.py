"""Blind batch 24's one false accept (brief M: 90 records written without reading the rules, scored once on the
merged rules of rounds 22-24): a clause opened by `while` (a time frame, as `when` and Spanish `mientras` are) left
out — `Contactless payments are disabled on your card while travelling abroad.` gave `Contactless payments are
disabled on your card`. English `while`/`whilst` join the conditions (`a while`, a stretch of time, is no
conjunction); Chinese `期间` ("during") is a condition and
closes a clause as `的时候` does (`在国外旅行期间，…`). DESIGN §4 G: a dropped time frame restricts. Each hard
negative stands beside a faithful twin."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, supported)
CASES = [
    ("Contactless payments are disabled", "Contactless payments are disabled while you travel abroad.", False),
    ("Contactless payments are disabled", "Contactless payments are disabled whilst travelling abroad.", False),
    ("I read a lot", "I read a lot while my kids nap.", False),
    # `a while` is a stretch of time, no conjunction (LoCoMo conv-47: a faithful observation the first cut refused)
    (
        "I used to play drums when I was younger",
        "I used to play drums when I was younger, but haven't in a while.",
        True,
    ),
    ("Contactless payments are disabled", "Good news: contactless payments are disabled.", True),
    ("Los pagos sin contacto están desactivados", "Los pagos sin contacto están desactivados mientras viajas.", False),
    ("Los pagos sin contacto están desactivados", "Ojo: los pagos sin contacto están desactivados.", True),
    ("非接触支付已关闭", "在国外旅行期间，非接触支付已关闭。", False),
    ("非接触支付已关闭", "非接触支付在出国期间已关闭。", False),
    ("全场八折", "活动期间，全场八折。", False),
    ("活动期间全场八折", "活动期间全场八折。", True),
    ("非接触支付已关闭", "好消息，非接触支付已关闭。", True),
]


@pytest.mark.parametrize(("value", "evidence", "supported"), CASES)
def test_a_dropped_while_or_during_clause_restricts(value: str, evidence: str, supported: bool):
    verdict = check_support(value, evidence, evidence)
    assert verdict.ok is supported, verdict


# Batch 24's misses, now in dev: chat laughter written `xd`/`xD` (Spanish and English chat) or `jsjs` is a filler as
# `jaja` and `lol` are (DESIGN §4: fillers are safe deletions); what it stands beside still binds.
LAUGHTER = [
    ("El clan de Nacho se llama Los Pollos Hermanos", "mi clan se llama Los Pollos Hermanos xd", "Nacho", True),
    ("El clan de Nacho se llama Los Pollos Hermanos", "mi clan no se llama Los Pollos Hermanos xd", "Nacho", False),
    ("Sam passed the exam", "my brother passed the exam xD", "Sam", False),
    ("Sam passed the exam", "I passed the exam xD", "Sam", True),
    ("El examen fue fácil", "jsjs el examen fue fácil", None, True),
    ("El examen fue fácil", "jsjs el examen no fue fácil", None, False),
    ("我考过了", "我考过了哈哈哈", None, True),
    ("我考过了", "我没考过哈哈哈", None, False),
]


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), LAUGHTER)
def test_chat_laughter_is_a_filler(value: str, evidence: str, speaker: str | None, supported: bool):
    verdict = check_support(value, evidence, evidence, speaker=speaker)
    assert verdict.ok is supported, verdict
