"""The guard classes' lists (DESIGN §4 G): negators, scope and focus words, conditions, exceptions, number words.

Responsible for: the entries a value must keep whole when it draws from their clause, per language. Must not:
compile them (`_compiled`) or decide how a clause binds (that is `memtx.core.admission`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from memtx.core.lexicon._blocks import _words

# Negators and implicit negation: words that deny, and words that say the claim is past or almost-true.
NEGATION: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        not, no, never, none, nobody, nothing, nowhere, neither, nor, without, non, unable, no longer,
        hardly, barely, scarcely, almost, nearly, used to, formerly, former, previously, ex,
        instead of, rather than, false, untrue, fake, counterfeit, imitation, replica, so called
        """
    ),
    "es": _words(
        """
        no, nunca, jamás, nadie, nada, ninguno, ninguna, ningún, ningunos, ningunas, ni, ni siquiera,
        tampoco, sin, ya no, casi, apenas, solía, solían, solías, solíamos, en lugar de, en vez de, falso,
        falsa, falsificado, falsificada, mentira
        """
    ),
    "zh": _words(
        """
        不, 没, 没有, 无, 未, 非, 别, 莫, 勿, 毋, 否, 甭, 并非, 从不, 从未, 毫无, 绝不, 决不, 几乎, 差点,
        以前, 曾经, 前任, 前妻, 前夫, 而不是, 与其, 假
        """
    ),
}

# Quantifiers and frequency words: dropping one generalizes or specializes the claim.
SCOPE_WORDS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        all, every, each, everyone, everybody, everything, both, any, anyone, anybody, anything, some,
        someone, somebody, most, many, few, several, always, usually, often, frequently, sometimes,
        occasionally, rarely, seldom, generally, typically, normally, mostly, mainly, primarily, partly,
        partially, a lot of, lots of, plenty of, a couple of, just a, just an, just one
        """
    ),
    "es": _words(
        """
        todo, toda, todos, todas, cada, ambos, ambas, cualquier, cualquiera, algún, alguno, alguna, algunos,
        algunas, muchos, muchas, pocos, pocas, varios, varias, mayoría, siempre, normalmente, generalmente,
        usualmente, frecuentemente, a menudo, a veces, rara vez, raramente
        """
    ),
    "zh": _words(
        """
        都, 全, 全部, 所有, 每, 一切, 一些, 有些, 有的, 某些, 部分, 大部分, 大多, 大多数, 多数, 少数, 许多,
        很多, 几, 总是, 经常, 常常, 通常, 一般, 往往, 有时, 有时候, 偶尔, 很少
        """
    ),
}

# Restrictive focus, ranges and alternatives (class SCOPE | FOCUS): besides being scope words, a clause
# they open is an elliptical restriction of the clause before it ("…, but only on Mondays", "…, or Rome").
# A clause opened by a quantifier is a clause of its own ("…, all my friends stayed").
FOCUS_WORDS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        only, only if, only when, solely, exclusively, merely, either, or, within, at least, at most, up to,
        more than, less than, fewer than, as many as, as much as, no more than, no less than
        """
    ),
    "es": _words(
        """
        solo, sólo, solo si, solo cuando, solamente, únicamente, exclusivamente, o, u, al menos,
        por lo menos, como mínimo, como máximo, a lo sumo, hasta, más de, menos de, menos, dentro de
        """
    ),
    "zh": _words(
        """
        只, 只有, 仅, 仅仅, 仅限, 唯一, 唯有, 才, 或, 或者, 还是, 至少, 至多, 最多, 最少, 以上, 以下, 以内,
        之内, 超过, 专享, 专属, 限定, 只限
        """
    ),
}

# Conditions; hedges, modals and irrealis verbs (the claim is not asserted as a fact); questions.
CONDITIONS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        if, unless, until, till, provided, providing, whenever, when, while, whilst, once, whether, in case,
        as long as,
        as soon as, only if, even if, otherwise, assuming, suppose, supposing, depending, subject to,
        on condition, according to, alleged, maybe, perhaps, probably, possibly, likely, unlikely, might,
        may, could, would, should, must, apparently, allegedly, supposedly, reportedly, seemingly,
        presumably, want, wants, wanted, wanna, wish, wishes, wished, hope, hopes, hoped, hoping, plan,
        plans, planned, planning, intend, intends, intended, gonna, try, tries, tried, trying, would like,
        doubt, doubts, doubtful, unsure, unclear, pretend, imagine, before, after, prior to, hopefully,
        ideally, in theory, theoretically, potentially, fingers crossed, permitting
        """
    ),
    "es": _words(
        """
        si, a menos que, a no ser que, hasta que, siempre que, siempre y cuando, a condición de que,
        con la condición de, según, mientras, con tal de que, con tal que, en caso de, en caso de que,
        cuando, en cuanto, una vez que, aun si, incluso si, de lo contrario, quizás, quizá, tal vez, acaso,
        a lo mejor, probablemente, posiblemente, supuestamente, aparentemente, podría, podrían, podríamos,
        podrías, debería, deberían, deberíamos, deberías, quiero, quiere, quieres, queremos, quieren,
        quería, querría, quisiera, espero, esperamos, planeo, planea, planeamos, intento, intenta,
        intentamos, puede que, es posible que, ojalá, imagina, imaginemos, supongamos, dudo, duda,
        antes de, antes de que, después de, después de que, luego de, luego de que, tras, con suerte,
        idealmente, en teoría, teóricamente, potencialmente
        """
    ),
    "zh": _words(
        """
        如果, 假如, 假设, 要是, 若, 倘若, 万一, 只要, 除非, 直到, 一旦, 否则, 不然, 的话, 的时候, 期间, 当, 即使,
        哪怕, 无论, 不管, 不论, 是否, 吗, 听说, 可能, 也许, 或许, 大概, 恐怕, 好像, 似乎, 据说, 应该, 应当,
        想, 想要, 打算, 希望, 要, 尝试, 试图, 以为, 怀疑, 但愿, 之前, 之后, 以后, 前, 后, 理论上, 理想情况下
        """
    ),
}

# Condition markers that close their clause ("商品未开封的话，可以退款"): such a clause is a condition on the
# next one, like a clause opened by `if`.
CLAUSE_FINAL_CONDITIONS: Final = ("的话", "的时候", "期间", "之前", "以前", "之后", "以后", "前", "后")

# Exceptions are conditions that also narrow scope (class COND | SCOPE | FOCUS): a clause they open restricts
# the clause before it even after a conjunction ("…, but not on sale items", "…，但不包括特价商品").
EXCEPTIONS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        except, excepting, except for, apart from, excluding, other than, not including, everyone but,
        everybody but, all but, anyone but, anything but, nothing but, everything but, nobody but, none but,
        but not, and not, but never, but no, yet not, though not, aside from, with the exception of,
        save for, barring, not counting, excluded, excepted, not included, besides, excl, exc, plus
        """
    ),
    "es": _words(
        """
        salvo, salvo que, excepto, excepto que, excluyendo, a excepción de, con excepción de,
        con la excepción de, exceptuando, quitando, aparte de, sin contar, sin incluir, no incluye,
        no incluyen, excluido, excluida, excluidos, excluidas, exceptuado, exceptuada, exceptuados, exceptuadas,
        no incluido, no incluida, no incluidos, no incluidas, aparte
        """
    ),
    # `除` alone opens the frame `除X外 / 除X以外 / 除X之外` ("except X"): it is an exception marker only
    # with a `外` after it in its clause (`memtx.core.admission`); words like `删除` (delete) are compounds.
    "zh": _words("除了, 除外, 不包括, 不包含, 不含, 以外, 之外, 除, 另加, 另计, 另付, 另算, 另收"),
}
EXCEPTION_FRAME_OPEN: Final = "除"
EXCEPTION_FRAME_CLOSE: Final = "外"
# "pero no me gusta" is a whole clause (Spanish drops subjects); "pero no los domingos" is an elliptical
# exception: only a negator followed by a preposition or a determiner is one.
_ES_EXCEPTION_HEADS: Final = _words("pero no, y no, pero nunca, pero jamás, aunque no")
_ES_EXCEPTION_NEXT: Final = _words(
    "en, a, al, para, por, con, de, del, durante, desde, hasta, los, las, el, la, un, una, todos, todas, cada, "
    "antes, después, hoy"
)
_ES_EXCEPTION_PHRASES: Final = tuple(f"{h} {n}" for h in _ES_EXCEPTION_HEADS for n in _ES_EXCEPTION_NEXT)

# Number words (digits and `$ € £ ¥ %` are numbers by shape). Chinese `一`+measure word is "a/an".
NUMBER_WORDS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        zero, one, two, three, four, five, six, seven, eight, nine, ten, eleven, twelve, thirteen, fourteen,
        fifteen, sixteen, seventeen, eighteen, nineteen, twenty, thirty, forty, fifty, sixty, seventy,
        eighty, ninety, hundred, thousand, million, billion, dozen, half, twice, double, triple, percent,
        single, a single, thrice, pair, a pair of,
        first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth
        """
    ),
    "es": _words(
        """
        cero, uno, dos, tres, cuatro, cinco, seis, siete, ocho, nueve, diez, once, doce, trece, catorce,
        quince, dieciséis, diecisiete, dieciocho, diecinueve, veinte, treinta, cuarenta, cincuenta, sesenta,
        setenta, ochenta, noventa, cien, ciento, doscientos, trescientos, quinientos, mil, millón, millones,
        medio, doble, por ciento, un solo, una sola, un único, una única, un par de, par, primero, primera,
        primer, segundo, segunda, tercero, tercera, tercer,
        cuarto, cuarta, quinto, quinta, décimo
        """
    ),
    "zh": _words(
        """
        零, 〇, 一, 二, 两, 三, 四, 五, 六, 七, 八, 九, 十, 百, 千, 万, 亿, 半, 第, 一个, 一名, 一位, 一家, 一只,
        一本, 一件, 一种, 一条, 一张, 一辆, 一所, 一座, 一台, 一份, 单个
        """
    ),
}
