"""Red-team round 20 of issue 31 (DESIGN §4): hostile cases against admission round 38 (7cc0b8c, commit 191a4b4), in
Chinese with English and Spanish twins. Helper rt20. No source was changed.

The readings under test (new since f1d693b, `git diff f1d693b 7cc0b8c -- src/memtx/core`): (1) `_clauses._AND_ALSO` —
Chinese `并` right after a comma opens a second verb-phrase conjunct sharing the clause's subject, like `并且` (`并且`,
`并非` excepted); (2) `_zh_conjuncts.noun_subject_verb` — a first conjunct's subject may be one dictionary noun of 3-4
characters before a 2-character verb an aspect particle marks, and `verb_word_start` — a listed verb read inside a
dictionary verb right after a one-noun subject cuts at that verb's start (after a conjunction only); (3)
`_keywords._names_member` — a namespaced key whose person segment is the speaker's Chinese name in pinyin (`romanized`)
is the speaker's key. Each probe was run as `check_support(value, evidence, source, guard=True, key=key,
speaker=speaker)` on 7cc0b8c and on f1d693b. A strict xfail in `CAUSED` is a false accept 7cc0b8c accepts and f1d693b
refuses; one in `OLDER` is accepted by both.

Counts: 9,996 distinct probes, by hand and by small templates (4,857 faithful conjunct pairs: 12 subjects x 15 verb
pairs x 9 conjunctions; 3,487 frames of a first conjunct: 41 time, hedge, place and unreal frames x 8 subjects of 3-4
characters x 8 conjunctions, and 22 frames x 8 other subjects x 5 conjunctions; about 500 possessed people before
`了解`/`过X`; 206 pinyin keys, keyed evidence and faithful `，并` sentences; the rest by hand: modals, negations,
questions, quotations, `并` in words, animate objects, subject-less values under a speaker, en/es twins). 7cc0b8c
accepts 4,839, f1d693b 4,231; 611 are accepted only by 7cc0b8c, 4,228 by both, 3 only by f1d693b. By a careful reading,
290 of the 611 are false accepts (255 faithful, 66 unclear and left out: ungrammatical modal + `了` frames,
`并购`/`并发`, `答应`/`差点`); of the 4,228, 350 are false accepts (older; 3,845 faithful, 33 unclear); the 3 accepted
only on f1d693b are false accepts this round closed (`你的手机号是…` said by 陈师傅 under a `chen_piano_tuning/…` key):
no regression was found.

Caused (290), by reading:
- **(1) `，并` inherits the older holes of `，还`/`，又`** (167): a frame of the first conjunct that scopes over both
  is dropped with it — a time (`工程师去年更换了交换机，并重新配置了访客无线网络` → `工程师重新配置了访客无线网络`;
  `去年`, `上个月`, `上周五`, `退休前` — round 16's own rule says such a time dates both: `我三月搬到了厦门，开始…` is
  refused), a hedge (`没准`, `不一定`), an unreal or place frame (`在梦里`, `在游戏里`, `在电影里`, `在上海`), or a
  frame clause before the first comma (`我怀疑，`, `我梦见，`, `我希望，`, `网上传言，`, `有时，`). `，并且`, `，然后`
  and `，` refuse most of these on both trees (`，还`/`，又` accept them on both); `，并` is laxer than `，并且` on the
  same sentence.
- **(1) An animate object's conjunct** (5): red-team round 4's `animate_object` check reads comma conjuncts only, and
  `，并` is a conjunction: `我养了一只狗，并咬伤了邻居` → `我咬伤了邻居`, `我带女儿去了医院，并确诊了肺炎`,
  `我找了保险公司，并赔了五千块` (each refused on both trees with `，并且`, `，还` and `，`).
- **(1) A subject-less second conjunct under a speaker** (21): `师傅检查了水管，并更换了阀门` gives `更换了阀门` for
  the speaker 李强 or mem0's `user` — the elided subject reads as the speaker's; the single clause `师傅更换了阀门` →
  `更换了阀门` is refused (`guard:restriction`), the `，并且`/`，然后` and English/Spanish conjuncts are accepted on
  both (older).
- **(2) A possessed person read as a verb** (63): a 2-character noun right before `了` (`了解`) or `过` (`过世`,
  `过来`, `过问`, `过敏`) is read as the verb an aspect marks, so the possessor becomes the subject:
  `工程师助理了解了情况，并且重新配置了网络` → `工程师重新配置了网络` (the assistant did it), with `，并`, `，并且`,
  `，然后`, `，还` and a bare `，` (the comma conjunct round 38 meant to keep refused) for 3-4-character possessors;
  with `，并` for pronoun possessors (`我父亲过世了，并留下了一笔遗产` → `我留下了一笔遗产`). Two-character possessors
  are older (`师傅助理了解了情况，并且…`).
- **(2) The design's own hard negative after a conjunction** (1): `物业赶走了那户业主，并且搬走了` → `物业搬走了` (the
  comma form is round 38's pinned refusal; `，并` and `，并且` reach it).
- **(2) A frame clause before the first comma, with a 3-4-character subject** (16):
  `我梦见，工程师更换了交换机，并且重新配置了访客无线网络` → `工程师重新配置了访客无线网络` (older with a pronoun
  subject, `我梦见，我换了工作，并且搬到了上海`).
- **(3) A pinyin person past a namespace who is not the speaker, or a relation the lists lack** (17): `romanized` also
  yields a three-character name's last two characters, so (a) the given name alone — `星辰驾校/xiaoming/phone` for
  王小明, the Chinese twin of round 37's withdrawn `weiss_piano/jakob/phone` (refused on both); (b) a title —
  `chen_piano_tuning/shifu/phone` for 陈师傅, `acme_moving/shifu/phone` for 王师傅; (c) another full name when the
  surname has two characters — `acme/yang_feng/phone` (杨峰) for 欧阳峰, `ma_guang` (马光) for 司马光, `ge_liang` for
  诸葛亮; (d) a word — `hr/danwei/phone` (单位, the work unit) for 单伟, `insurers/pingan/phone` for 何平安,
  `crm/anna/phone` for 张安娜; (e) another person's reading of a character with several —
  `chen_piano_tuning/chen_shifu/phone` (陈师傅) for 沈师傅 (`沈`: shen or chen); and (f) the plain key's older narrowing
  hole reached through a namespace — relation words the lists lack in pinyin or English: `…/chen_shifu/tudi_phone`,
  `laopo_phone`, `erzi_phone`, `apprentice_phone`.

Older (`OLDER`, 350; a sample): a second conjunct's subject-less value under a speaker in all three languages (`The
plumber checked the pipe and replaced the valve` → `Replaced the valve` for `user`); a frame clause before a comma
(`我梦见，工程师更换了交换机` → `工程师更换了交换机`); time, hedge and unreal frames with `，并且`/`，还`/`，`; a
two-character or pronoun possessor before `了解`/`过X`; `我养了一只猫，并且生了三只小猫` → `我生了三只小猫`; and the
plain pinyin keys whose namespaced forms are caused above (`yang_feng/phone` for 欧阳峰, `danwei/phone` for 单伟,
`chen_shifu/phone` for 沈师傅, `chen_shifu/tudi_phone` for 陈师傅).

**Withdrawn.** After this round the lead withdrew all three readings (the twelfth session's commit after 191a4b4):
each would need its frames, possessors and readings closed one by one, for two dev records and one blind one. Every
`CAUSED` case is refused again and is pinned as a plain test; the `TWINS` round 38 had accepted are strict xfails; the
`CLOSED` cases, accepted on f1d693b, are open again and strict xfails.

Regressions: none. Closed (`CLOSED`, pass on 7cc0b8c): a first-person key read as the speaker's now refuses the
addressee's number (`你的手机号是…` for 陈师傅 with `chen_piano_tuning/chen_shifu/phone`).

Twins (`TWINS`): faithful cases 7cc0b8c accepts, beside the negatives: `，并没有`/`，并` second conjuncts with a
subject, a possessed person's own conjunct (`工程师女儿过敏了，并住进了医院` → `工程师女儿住进了医院`), a topic's
(`我护照过期了，并补办了签证`), a request that does not scope (`工程师要求换交换机，并重新配置了网络`), and pinyin keys
of the whole name (`wang_xiaoming`, `ouyang_feng`, `zeng_jing`, traditional 陳師傅, `xiaoliu` for 小刘).
"""

from __future__ import annotations

import pytest

from _red_teams import SourcedCase as Case
from _red_teams import ok_sourced as _ok
from _red_teams import params as _params

_PH = "13916720458"
_MY_PH = f"我的手机号是{_PH}"


def _keyed(key: str, speaker: str) -> Case:
    return (_PH, _MY_PH, None, key, speaker)


def _plain(value: str, evidence: str) -> Case:
    return (value, evidence, None, None, None)


_WIFI = "工程师重新配置了访客无线网络"
_VALVE = "更换了阀门"

# (1) `，并` drops a frame of the first conjunct that scopes over both (a time, a hedge, an unreal or place frame, a
# frame clause before the first comma).
CAUSED_BING_FRAME: list[Case] = [
    _plain(_WIFI, "工程师去年更换了交换机，并重新配置了访客无线网络"),
    _plain(_WIFI, "工程师上周五更换了交换机，并重新配置了访客无线网络"),
    _plain("物业公司更换了阀门", "物业公司上个月检查了水管，并更换了阀门"),
    _plain("实习生更换了阀门", "实习生退休前检查了水管，并更换了阀门"),
    _plain("我在一家银行工作", "我去年住在上海，并在一家银行工作"),
    _plain("我开始在一家设计公司上班", "我去年搬到了厦门，并开始在一家设计公司上班"),
    _plain("我搬到了杭州", "我上个月辞职了，并搬到了杭州"),
    _plain(_WIFI, "工程师没准更换了交换机，并重新配置了访客无线网络"),
    _plain(_WIFI, "工程师不一定更换了交换机，并重新配置了访客无线网络"),
    _plain("我传染了同事", "我不一定得了流感，并传染了同事"),
    _plain("我买了一套房", "我在梦里中了彩票，并买了一套房"),
    _plain("我赚了一百万", "我在游戏里开了一家店，并赚了一百万"),
    _plain("设计师更换了阀门", "设计师在电影里检查了水管，并更换了阀门"),
    _plain("工程师更换了阀门", "工程师在上海检查了水管，并更换了阀门"),
    _plain(_WIFI, "我怀疑，工程师更换了交换机，并重新配置了访客无线网络。"),
    _plain(_WIFI, "网上传言，工程师更换了交换机，并重新配置了访客无线网络。"),
    _plain("师傅更换了阀门", "我梦见，师傅检查了水管，并更换了阀门"),
    _plain("我搬到了上海", "我希望，我换了工作，并搬到了上海"),
    _plain("我睡在了公司", "有时，我加了班，并睡在了公司"),
    _plain("物业公司更换了阀门", "物业公司有时检查了水管，并更换了阀门"),
]

# (1) An animate object's conjunct: `animate_object` reads comma conjuncts only, and `，并` is a conjunction.
CAUSED_BING_OBJECT: list[Case] = [
    _plain("我咬伤了邻居", "我养了一只狗，并咬伤了邻居"),
    _plain("我确诊了肺炎", "我带女儿去了医院，并确诊了肺炎"),
    _plain("我赔了五千块", "我找了保险公司，并赔了五千块"),
    _plain("我生了三只小猫", "我养了一只猫，并生了三只小猫"),
    _plain("物业搬走了", "物业赶走了那户业主，并搬走了"),
    _plain("物业搬走了", "物业赶走了那户业主，并且搬走了"),
]

# (1) A subject-less second conjunct under a speaker: the elided subject reads as the speaker's.
CAUSED_BING_SUBJECTLESS: list[Case] = [
    (_VALVE, "师傅检查了水管，并更换了阀门", "李强：师傅检查了水管，并更换了阀门", None, "李强"),
    (_VALVE, "物业公司检查了水管，并更换了阀门", "李强：物业公司检查了水管，并更换了阀门", "李强/工作", "李强"),
    ("重新配置了访客无线网络", "工程师更换了交换机，并重新配置了访客无线网络", None, "李强/工作", "李强"),
    (_VALVE, "他检查了水管，并更换了阀门", None, None, "user"),
    (_VALVE, "张伟检查了水管，并更换了阀门", None, None, "user"),
]

# (2) A possessed person read as the verb an aspect marks (`助理了解了`, `父亲过世了`): the possessor is the subject.
CAUSED_POSSESSOR: list[Case] = [
    _plain("工程师重新配置了网络", "工程师助理了解了情况，并重新配置了网络"),
    _plain("工程师重新配置了网络", "工程师助理了解了情况，并且重新配置了网络"),
    _plain("工程师重新配置了网络", "工程师秘书了解了情况，然后重新配置了网络"),
    _plain("工程师重新配置了网络", "工程师秘书了解了情况，重新配置了网络"),
    _plain("物业公司修好了水管", "物业公司同事了解了情况，还修好了水管"),
    _plain("物业公司重新配置了网络", "物业公司助理了解了情况，重新配置了网络"),
    _plain("设计师修好了水管", "设计师同事了解了情况，并且修好了水管"),
    _plain("我留下了一笔遗产", "我父亲过世了，并留下了一笔遗产"),
    _plain("我带来了工具", "我同事过来了，并带来了工具"),
    _plain("我安排了维修", "我秘书过问了此事，并安排了维修"),
    _plain("我住进了医院", "我女儿过敏了，并住进了医院"),
    _plain("张伟修好了水管", "张伟同事了解了情况，并修好了水管"),
]

# (2) A frame clause before the first comma, with a subject of three or four characters and `并且`/`然后`/`还`.
CAUSED_FRAME_CLAUSE: list[Case] = [
    _plain(_WIFI, "我梦见，工程师更换了交换机，并且重新配置了访客无线网络"),
    _plain(_WIFI, "网上传言，工程师更换了交换机，然后重新配置了访客无线网络"),
    _plain(_WIFI, "我担心，工程师更换了交换机，并且重新配置了访客无线网络"),
    _plain("工程师更换了阀门", "我怀疑，工程师检查了水管，还更换了阀门"),
    _plain("物业公司更换了阀门", "有时，物业公司检查了水管，还更换了阀门"),
]

# (3) A pinyin person past a namespace who is not the speaker, or a relation the lists lack.
CAUSED_KEYS: list[Case] = [
    _keyed("星辰驾校/xiaoming/phone", "王小明"),
    _keyed("星辰驾校/xiao_ming/phone", "王小明"),
    _keyed("li_family/xiaoming/phone", "王小明"),
    _keyed("chen_piano_tuning/shifu/phone", "陈师傅"),
    _keyed("acme_moving/shifu/phone", "王师傅"),
    _keyed("acme/yang_feng/phone", "欧阳峰"),
    _keyed("acme/yangfeng/phone", "欧阳峰"),
    _keyed("acme/ma_guang/phone", "司马光"),
    _keyed("acme/ge_liang/phone", "诸葛亮"),
    _keyed("hr/danwei/phone", "单伟"),
    _keyed("insurers/pingan/phone", "何平安"),
    _keyed("crm/anna/phone", "张安娜"),
    _keyed("chen_piano_tuning/chen_shifu/phone", "沈师傅"),
    _keyed("chen_piano_tuning/chen_shifu/tudi_phone", "陈师傅"),
    _keyed("chen_piano_tuning/chen_shifu/laopo_phone", "陈师傅"),
    _keyed("chen_piano_tuning/chen_shifu/erzi_phone", "陈师傅"),
    _keyed("chen_piano_tuning/chen_shifu/apprentice_phone", "陈师傅"),
]

CAUSED: list[Case] = [
    *CAUSED_BING_FRAME,
    *CAUSED_BING_OBJECT,
    *CAUSED_BING_SUBJECTLESS,
    *CAUSED_POSSESSOR,
    *CAUSED_FRAME_CLAUSE,
    *CAUSED_KEYS,
]

OLDER: list[Case] = [
    # a second conjunct's subject-less value under a speaker, in all three languages
    ("Replaced the valve", "The plumber checked the pipe and replaced the valve", None, None, "user"),
    ("Cambió la válvula", "El fontanero revisó la tubería y cambió la válvula", None, None, "user"),
    (_VALVE, "师傅检查了水管，并且更换了阀门", "李强：师傅检查了水管，并且更换了阀门", None, "李强"),
    ("重新配置了访客无线网络", "工程师更换了交换机，然后重新配置了访客无线网络", None, None, "user"),
    # a frame clause before a comma
    _plain("工程师更换了交换机", "我怀疑，工程师更换了交换机"),
    _plain("工程师更换了交换机", "我梦见，工程师更换了交换机"),
    _plain("工程师更换了交换机", "网上传言，工程师更换了交换机"),
    _plain("我搬到了上海", "我梦见，我换了工作，并且搬到了上海"),
    # a time, hedge or unreal frame of the first conjunct (round 16 refuses `我三月搬到了厦门，开始…`)
    _plain("我搬到了上海", "我去年换了工作，并且搬到了上海"),
    _plain("我在一家银行工作", "我去年住在上海，并且在一家银行工作"),
    _plain("我开始在一家设计公司上班", "我去年搬到了厦门，开始在一家设计公司上班"),
    _plain("我搬到了上海", "我没准换了工作，并且搬到了上海"),
    _plain(_WIFI, "工程师不一定更换了交换机，并且重新配置了访客无线网络"),
    _plain("我买了一套房", "我在梦里中了彩票，还买了一套房"),
    _plain("物业公司更换了阀门", "物业公司在游戏里检查了水管，还更换了阀门"),
    # a two-character or pronoun possessor before `了解`/`过X`
    _plain("师傅重新配置了网络", "师傅助理了解了情况，并且重新配置了网络"),
    _plain("我重新配置了网络", "我助理了解了情况，重新配置了网络"),
    _plain("我带来了工具", "我同事过来了，然后带来了工具"),
    _plain("我留下了一笔遗产", "我父亲过世了，还留下了一笔遗产"),
    # an animal's conjunct
    _plain("我生了三只小猫", "我养了一只猫，并且生了三只小猫"),
    # the plain pinyin keys
    _keyed("yang_feng/phone", "欧阳峰"),
    _keyed("danwei/phone", "单伟"),
    _keyed("pingan/phone", "何平安"),
    _keyed("shifu/phone", "王师傅"),
    _keyed("chen_shifu/phone", "沈师傅"),
    _keyed("chen_shifu/tudi_phone", "陈师傅"),
    _keyed("chen_shifu/apprentice_phone", "陈师傅"),
]

# False accepts f1d693b made and 7cc0b8c refuses (the addressee's number under a key now read as the speaker's).
CLOSED: list[Case] = [
    (_PH, f"你的手机号是{_PH}", None, "chen_piano_tuning/chen_shifu/phone", "陈师傅"),
    (_PH, f"你的手机号是{_PH}", f"陈师傅：你的手机号是{_PH}\n李强：对", "chen_piano_tuning/chen_shifu/phone", "陈师傅"),
]

REGRESSIONS: list[Case] = []

_ENGLISH_TWIN = "The engineer replaced the switch and reconfigured the guest wifi"

# Faithful cases 7cc0b8c accepts (f1d693b refuses all but the English one), beside the negatives above: strict xfails
# since the readings that accepted them were withdrawn.
TWINS: list[Case] = [
    _plain(_WIFI, "工程师更换了交换机，并重新配置了访客无线网络。"),
    _plain("工程师没有重新配置访客无线网络", "工程师更换了交换机，并没有重新配置访客无线网络"),
    _plain("他没有说明原因", "他拒绝了这份工作，并没有说明原因"),
    _plain("经理扣了奖金", "经理批评了员工，并扣了奖金"),
    _plain("公司关闭了两家门店", "公司裁掉了一半员工，并关闭了两家门店"),
    _plain("学校通知了家长", "学校更改了作息时间，并通知了家长"),
    _plain("我对青霉素过敏", "我对花生过敏，并对青霉素过敏"),
    _plain("物业公司更换了阀门", "物业公司检查了水管，并更换了阀门"),
    _plain("工程师重新配置了网络", "工程师要求换交换机，并重新配置了网络"),
    _plain("工程师女儿住进了医院", "工程师女儿过敏了，并住进了医院"),
    _plain("我补办了签证", "我护照过期了，并补办了签证"),
    _plain("The engineer reconfigured the guest wifi", _ENGLISH_TWIN),
    _keyed("chen_piano_tuning/chen_shifu/phone", "陳師傅"),
    _keyed("星辰驾校/wang_xiaoming/phone", "王小明"),
    _keyed("acme/ouyang_feng/phone", "欧阳峰"),
    _keyed("acme/zeng_jing/phone", "曾静"),
    _keyed("acme/xiaoliu/phone", "小刘"),
    _keyed("chen_piano_tuning/chen_shifu/手机", "陈师傅"),
    (_PH, _MY_PH, f"李强：你好\n陈师傅：{_MY_PH}", "chen_piano_tuning/chen_shifu/phone", "陈师傅"),
]


@pytest.mark.parametrize(
    ("value", "evidence", "source", "key", "speaker"),
    [
        *_params(CAUSED, "CAUSED"),  # (every one refused again: round 38's readings were withdrawn)
        *_params(OLDER, "OLDER", "red-team round 20: accepted on f1d693b too, open"),
        *_params(CLOSED, "CLOSED", "red-team round 20: accepted on f1d693b, open again since round 38's withdrawal"),
    ],
)
def test_false_accepts_are_refused(
    value: str, evidence: str, source: str | None, key: str | None, speaker: str | None
) -> None:
    """A careful reader labels each of these unfaithful (DESIGN §4)."""
    assert not _ok(value, evidence, source, key, speaker)


@pytest.mark.parametrize(
    ("value", "evidence", "source", "key", "speaker"),
    [
        *_params(REGRESSIONS, "REGRESSIONS", "red-team round 20: refused by round 38 (7cc0b8c), open"),
        *_params(
            TWINS,
            "TWINS",
            "red-team round 20: a faithful case of round 38's withdrawn readings",
            [case for case in TWINS if case[1] != _ENGLISH_TWIN],
        ),
    ],
)
def test_faithful_cases_are_accepted(
    value: str, evidence: str, source: str | None, key: str | None, speaker: str | None
) -> None:
    """A careful reader labels each of these faithful."""
    assert _ok(value, evidence, source, key, speaker)


def test_pinned_cases_are_distinct() -> None:
    """No case is pinned twice."""
    cases = [*CAUSED, *OLDER, *CLOSED, *REGRESSIONS, *TWINS]
    assert len(set(cases)) == len(cases)
