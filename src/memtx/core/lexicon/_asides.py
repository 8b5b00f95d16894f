"""Asides, list items and Chinese conjuncts by class (round 29, issue 31): the closed lists that read them.

Responsible for: the words that make an aside a sentence of its own, a list item a phrase of its own, and a Chinese
conjunct a verb phrase. Must not: find asides or items in text (that is `memtx.core.admission`).
"""

from __future__ import annotations

from typing import Final

from memtx.core.lexicon._blocks import _spaced, _words

# --- round 29 (issue 31): asides, list items and conjuncts by class ---------------------------------------------
# A list's last item that opens its own noun phrase with a determiner and carries a relative clause of its own
# (`… and a toy Land Rover my nephew left here`, `… y unas gotas que me recetó …`): the openers, the relative words,
# an English contact clause's subjects, and a Chinese item's numeral and classifier (`_item_clauses`).
ITEM_CLAUSE_OPENERS_EN: Final = frozenset(
    _spaced("a an the some one two three four my our his her their your this that these those")
)
ITEM_CLAUSE_OPENERS_ES: Final = frozenset(
    _spaced("un una unos unas el la los las mi mis su sus nuestro nuestra nuestros nuestras dos tres cuatro este esta")
)
ITEM_CLAUSE_RELATIVES: Final = frozenset(_spaced("that which who whose where que quien quienes donde cuyo cuya"))
ITEM_CONTACT_SUBJECTS: Final = frozenset(_spaced("i you he she we they my our his her their your"))
ITEM_ZH_NUMERALS: Final = frozenset("一两二三四五六七八九十几")
ITEM_ZH_CLASSIFIERS: Final = frozenset("个只条缸瓶本件台辆张把双套盒袋包箱杯位家座所款种部支块")
# A bracketed or dashed aside that is a sentence of its own about the noun before it (`_sentence_asides`): its
# subjects (a pronoun for that noun or the speaker), the words that open a former state (`(originally set for March
# 3)`, `（原定周三）`), Chinese words dating a past event (`——上次更换于2025年——`), and the words that make it no
# sentence of its own or a change of what the clause says (`if`, `until`, `because`, `moved`, `now`, `改`, `取消`).
ASIDE_SENTENCE_SUBJECTS: Final = frozenset(
    _spaced("i we he she it they él ella ellos ellas yo nosotros 我 我们 它 它们 他 她 他们 她们 咱们")
)
ASIDE_FORMER_STATE: Final = frozenset(
    _spaced("originally initially previously formerly originalmente inicialmente anteriormente")
)
ASIDE_FORMER_STATE_ZH: Final = _spaced("原定 原计划 原本 原先 本来")
# Round 38 (blind batch 56: `Meter reading (estimated): 04417 kWh` gave the reading for `…/meter_reading`): an aside
# saying its value is only estimated, pending or an earlier one restricts it, as a guard word would.
ASIDE_UNSETTLED: Final = frozenset(
    _spaced(
        "estimated estimate est expected projected forecast provisional tentative pending unconfirmed previous former "
        "old original estimado estimada estimación previsto prevista provisional pendiente anterior antiguo antigua "
        "original"
    )
)
ASIDE_UNSETTLED_ZH: Final = _spaced("预估 估计 估算 预计 暂定 待定 待确认 未确认 之前 以前 旧 原")
ASIDE_PAST_EVENT_ZH: Final = _spaced("上次 上回 去年 前年 当年 以前 之前 早年 最近一次")
ASIDE_INTERJECTIONS: Final = frozenset(_spaced("yes yeah yep oh sí si ya jaja haha lol 哈哈 嗯 对"))
ASIDE_NOT_A_SENTENCE: Final = frozenset(
    _spaced(
        """
        if unless until till because since when while once before after except only just even though although
        si hasta porque cuando mientras salvo excepto aunque antes después solo sólo incluso
        moved changed postponed cancelled canceled rescheduled delayed now anymore actually
        movido cambiado aplazado cancelado trasladado retrasado ahora realmente
        """
    )
)
ASIDE_NOT_A_SENTENCE_ZH: Final = _spaced(
    "如果 要是 除非 直到 为止 因为 由于 改 推迟 延期 延后 提前 取消 现在 目前 其实 不过 但是"
)
# A Chinese conjunct's verb phrase read without a verb list (`_zh_conjuncts`): the pronouns that are a whole subject
# (the conjunct starts right after one), the fillers before it, the adverbs a second conjunct may open with, and the
# coverbs that open a verb phrase (`把意见发给了律所`, `给老年联赛当裁判`); an aspect particle after a verb's one or
# two characters marks it as a verb (`标出了`, `更换了`).
ZH_SUBJECT_PRONOUNS: Final = _spaced("我们 咱们 他们 她们 你们 我 他 她 你 您")
ZH_LEADING_FILLERS: Final = frozenset("嗯啊哦呃")
ZH_CONJUNCT_OPENERS: Final = _spaced("后来 接着 随后 之后 重新 直接 马上 立刻 顺便 又 再 也 还 先 就")
ZH_COVERBS: Final = frozenset("把给帮替跟")
# (adverbs that bind a verb: no subject follows one, so an aspect-marked head after it is the conjunct's own verb;
# `然后`, `后来` may open another subject's clause, `然后狗咬了邻居`)
ZH_VERB_ADVERBS: Final = _spaced("重新 直接 马上 立刻 顺便 又 再 也 还 先 就 才 并")
ZH_ASPECT_MARKS: Final = frozenset("了过")
# An aside part that describes a person by a noun and an age (`(varón de 67 años)`, `(a 67-year-old man)`,
# `（67岁男性）`): the singular person nouns (`_described_parts`); a plural (`niños de 3 años`) names a group and
# restricts.
ASIDE_PERSON_NOUNS_EN: Final = frozenset(_spaced("man woman boy girl male female gentleman lady"))
ASIDE_PERSON_NOUNS_ES: Final = frozenset(_spaced("varón mujer hombre chico chica niño niña señor señora paciente"))
ASIDE_PERSON_NOUNS_ZH: Final = _spaced("男性 女性 男孩 女孩 男士 女士 老人 男 女")
# An aside part that is only a remark on what the aside says (`(a pilot, of all things)`, `(un piloto, nada menos)`,
# `（一个飞行员，说来也巧）`): it adds the speaker's surprise, no restriction (`_described_parts`).
ASIDE_REMARKS: Final = _words(
    """
    of all things, of all people, no less, believe it or not, would you believe, nada menos, ni más ni menos,
    aunque no lo creas, por cierto, by the way, 说来也巧, 没想到吧, 顺便说一下
    """
)
