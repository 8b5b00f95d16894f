"""Round 38 of issue 31 (DESIGN §4), twelfth session: readings the dev split's misses asked for, each beside the hard
negatives that must stay refused. (A third, a Chinese first list item of two dictionary nouns, `热带温室`, was tried and
dropped: jieba's tags call `自带`, `需提交` and `喝咖啡` nouns, and the item it read wrongly cost three dev records.)

Blind batches 54 and 55 (written for this session by helpers who read no rule) were scored on the session's first tree
(f1d693b) before anything here was written, and are not tuned on: 48/66 and 37/66 faithful, 0/54 false accepts each.
The classes read here come from the dev split alone:

- **`并` after a comma opens a second verb phrase of the clause's subject** (`_clauses._AND_ALSO`), as `并且`
  does: `工程师更换了交换机，并重新配置了访客无线网络` gives `工程师重新配置了访客无线网络`. Inside a clause `并` is
  part of a word (`合并`) or a negation (`并不`, `并非`), and a plan, hedge or condition in the first conjunct still
  scopes over both.
- **A first conjunct's subject may be one dictionary noun of three or four characters** (`工程师`, `物业公司`) before
  a verb an aspect marks, and a listed verb read inside a dictionary verb (`更换` holds `换`) cuts at that verb's start
  (`_zh_conjuncts.noun_subject_verb`, `verb_word_start`) — after a conjunction only: a comma conjunct after a noun
  subject stays refused (red-team rounds 5 and 6: its subject may be the first conjunct's object).
- **A namespaced key's person may be the speaker's name in pinyin** (`chen_piano_tuning/chen_shifu/phone` for
  陈师傅), as the plain key `chen_shifu/phone` is read (`_keywords._names_member`); the surname alone is not.
"""

from __future__ import annotations

import pytest

from _red_teams import ok

# (value, evidence, supported): `并` after a comma, with en/es twins of the same shape
CONJUNCTS = [
    ("工程师重新配置了访客无线网络", "工程师更换了交换机，并重新配置了访客无线网络。", True),
    ("工程师重新配置了访客无线网络", "工程师更换了三楼的交换机，并重新配置了访客无线网络。", True),
    ("物业公司更换了阀门", "物业公司检查了水管，并更换了阀门", True),
    ("物业修好了地下车库的照明", "物业更换了电梯钢缆，并修好了地下车库的照明。", True),
    ("The engineer reconfigured the guest wifi", "The engineer replaced the switch and reconfigured the guest wifi.",
     True),
    ("El técnico arregló la lámpara", "El técnico cambió el enchufe y arregló la lámpara.", True),
    # hard negatives: a negation, condition, plan or hedge of either conjunct; pieces of both; `并且` and `并非`
    ("工程师配置网络", "工程师更换了交换机，并不配置网络。", False),
    ("工程师配置了网络", "如果工程师更换了交换机，并配置了网络", False),
    ("工程师配置网络", "工程师打算更换交换机，并配置网络", False),
    ("工程师配置了网络", "工程师可能更换了交换机，并配置了网络", False),
    ("工程师更换了网络", "工程师更换了交换机，并配置了网络", False),
    ("物业公司检查了阀门", "物业公司检查了水管，并更换了阀门", False),
    ("工程师是专家", "工程师更换了交换机，并非专家", False),
    ("密码90天内不能重复使用", "密码至少需要12个字符，并且90天内不能重复使用", True),
    ("They reconfigured the wifi", "If the engineer replaced the switch, they reconfigured the wifi", False),
    ("El técnico arregló la lámpara", "Si el técnico cambió el enchufe, arregló la lámpara.", False),
    # (a comma conjunct after a noun subject, no conjunction: still refused, red-team rounds 5 and 6)
    ("物业修好了地下车库的照明", "物业更换了电梯钢缆，修好了地下车库的照明。", False),
    ("物业搬走了", "物业赶走了那户业主，搬走了。", False),
]  # fmt: skip

# (value, evidence, key, speaker, supported): a namespaced key's person in pinyin
MEMBERS = [
    ("13916720458", "我的手机号是13916720458", "chen_piano_tuning/chen_shifu/phone", "陈师傅", True),
    ("13916720458", "我的手机号是13916720458", "chen_shifu/phone", "陈师傅", True),
    ("07700 900418", "My mobile is 07700 900418", "weiss_piano/jakob_weiss/phone", "Jakob Weiss", True),
    ("655 210 987", "Mi móvil es el 655 210 987", "club_sierra/pilar_sanz/telefono", "Pilar Sanz", True),
    ("13916720458", "我的手机号是13916720458", "chen_piano_tuning/chen/phone", "陈师傅", False),
    ("13916720458", "我的手机号是13916720458", "chen_piano_tuning/chen_shifu/phone", "陈静", False),
    ("13916720458", "我的手机号是13916720458", "chen_piano_tuning/wang_shifu/phone", "陈师傅", False),
    ("07700 900418", "My mobile is 07700 900418", "weiss_piano/jakob/phone", "Jakob Weiss", False),
    ("655 210 987", "Mi móvil es el 655 210 987", "club_sierra/pilar/telefono", "Pilar Sanz", False),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "supported"), CONJUNCTS)
def test_a_second_conjunct_after_a_comma_and_bing(value: str, evidence: str, supported: bool) -> None:
    assert ok(value, evidence, None, None) is supported


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), MEMBERS)
def test_a_namespaced_person_in_pinyin(value: str, evidence: str, key: str, speaker: str, supported: bool) -> None:
    assert ok(value, evidence, key, speaker) is supported
