"""The word lists of admission's guard (DESIGN §4 G) for English, Spanish and Chinese, in one place.

Responsible for: which words negate, restrict scope, condition, count, join clauses or are filler, and
compiling them into a first-token index. Must not: tokenize text (it is handed a tokenizer) or decide admission.

Every entry is written as people write it (accents, contractions spelled out, CJK without spaces); the
compiler runs it through the same tokenizer as the text it will be matched against, so `sólo`, `solo`
and `SOLO` are one entry and `a menos que` becomes the token sequence `a menos que`. A multi-word entry
matches only as a contiguous token sequence inside one clause; at a position the longest entry wins,
which is how compounds override their characters (`非常` "very" is not the negator `非`).

Classes (bit flags, so one entry may carry several; e.g. Spanish `once` "eleven" and English `once`):

- guard classes — a value that draws from a clause must keep every such marker of that clause whole:
  `NEG` negators and implicit negation (`never`, `no longer`, `used to`, `former`, `almost`, `sin`, `没有`);
  `SCOPE` restrictive quantifiers, focus and frequency words, alternatives (`only`, `all`, `at least`,
  `within`, `or`, `solo`, `al menos`, `只有`, `都`); `COND` conditions, questions and irrealis/hedges
  (`if`, `unless`, `until`, `maybe`, `want`, `a menos que`, `如果`, `除非`, `吗`, `想`); exceptions are
  `COND | SCOPE` (`except`, `but not`, `salvo`, `除了`, `不包括`);
  `NUM` number words (digits and `$ € £ ¥ %` are recognized by shape, not listed).
- role classes — `CONJ` clause-boundary conjunctions (a new clause starts at them); `FILLER` words a
  verbatim multi-clause value may leave out at a clause junction (`really`, `actually`, `también`, `其实`);
  `ATOMIC` compounds that are either kept whole or dropped whole (`not only`, `不但`, `一直`, `十分`);
  `RELATIVE` pronouns that open a comma-enclosed relative clause, which a value may skip whole
  (`My brother, who lives in Rome, is a doctor` → `My brother is a doctor`); `FOCUS` restrictive focus,
  range and alternative words, whose clause restricts the clause before it (`…, but only on Mondays`).
- bound adjuncts (`BOUND_OPENERS`, `BOUND_CLOSERS`; not compiled into the index) — a clause opened (or, in
  Chinese, closed) by one is a range/validity/time adjunct glued to the clause it qualifies.
- safe deletions (DESIGN §4, amended) — `RESTRICT` is the class of every word of content (not listed: given to
  any word that is no entry here, article or `FUNCTION_WORDS`); `REQUEST_FRAMES` (class `REQUEST`) are kept or
  left out whole; the coordination lists (`COORDINATORS`, `CONJUNCT_ADVERBS`, verb lists, `EMBEDDERS`),
  `CONTRAST_HEADS` and `EXCEPTION_CLOSERS` are read by `memtx.core.admission`.
- speaker binding — `SPEAKER_*`, `EN_AGREEMENT`, `ES_AGREEMENT`, `ES_FIRST_PERSON_SAFE` …
- key-aware values (issue 31) — `KEYED_SAFE`, `KEYED_FIRST_PERSON`, `KEYED_POSSESSIVES`, `KEYED_PAST*`,
  `RELATION_WORDS`: what a value may leave out once its key names the claim (`memtx.core.admission._keyed`);
  `TYPED_*`: a typed value's slots and what re-attributes it (`memtx.core.admission._typed`, `_typed_slots`).
- set-off statuses and afterthoughts (round 30) — `PENDING_STATUS`, `INVALID_STATUS`, `CHANGE_STATUS`, `STATUS_*`:
  an aside or tail saying its clause is not settled or no longer holds (`memtx.core.admission._pending`);
  `AFTERTHOUGHT_*`: a short piece after a sentence that restricts it (`memtx.core.admission._afterthoughts`).
Punctuation boundaries (`HARD_PUNCT`, `SOFT_PUNCT`) are used by `memtx.core.text.scan`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Final

NEG: Final = 1
SCOPE: Final = 2
COND: Final = 4
NUM: Final = 8
CONJ: Final = 16
FILLER: Final = 32
ATOMIC: Final = 64
RELATIVE: Final = 128
FOCUS: Final = 256
# Content: a word that is no entry of any list here, no article and no function word. It is not listed; the
# guard gives it this class where it stands (`memtx.core.admission`): a value that draws from a clause keeps it
# unless it is part of a whole unit the safe-deletion rule may leave out (DESIGN §4, amended).
RESTRICT: Final = 512
# A request frame (`I would like`, `quisiera`, `我想要`): kept whole or left out whole (`REQUEST_FRAMES`).
REQUEST: Final = 1024

GUARD: Final = NEG | SCOPE | COND | NUM | RESTRICT
# DESIGN §4: "first failure wins" — the order in which guard classes are reported.
GUARD_ORDER: Final = (
    (NEG, "negation"),
    (SCOPE, "scope"),
    (COND, "condition"),
    (NUM, "number"),
    (RESTRICT, "restriction"),
)

# Sentence ends (hard) and clause breaks (soft), as they appear after NFKC (full-width forms `！？；：，（）`
# become ASCII; `。、` have no ASCII form). `.` `,` `:` between two digits are part of a number, and a
# dash is a boundary only with a space beside it (or doubled): `non-refundable` is one clause.
HARD_PUNCT: Final = "!?。"
SOFT_PUNCT: Final = ';、()[]{}"¿¡【】〔〕〖〗<>•'
CURRENCY_AND_PERCENT: Final = "$€£¥₹₩%‰"


def _spaced(block: str) -> tuple[str, ...]:
    """Entries of a whitespace-separated block (single words)."""
    return tuple(block.split())


def _words(block: str) -> tuple[str, ...]:
    """Entries of a comma-separated block; inner whitespace folded (`at  least` = `at least`)."""
    return tuple(" ".join(w.split()) for w in block.split(",") if w.strip())


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
        之内, 超过
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

# Clause-boundary conjunctions: a new clause starts at them.
CLAUSE_CONJUNCTIONS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        and, but, because, although, though, while, whereas, however, so, therefore, thus, hence, meanwhile,
        nevertheless, nonetheless, moreover, furthermore, on the other hand, in addition, in contrast,
        by contrast
        """
    ),
    "es": _words(
        """
        y, e, pero, aunque, porque, mientras que, mientras q, sino, sino que, sin embargo, no obstante, así que, ya que,
        puesto que, por lo tanto, por eso, por tanto, en cambio, además, pues, por otro lado, por otra parte,
        y luego, y después
        """
    ),
    "zh": _words(
        """
        但是, 但, 可是, 不过, 然而, 而, 而且, 并且, 因为, 所以, 虽然, 尽管, 因此, 于是, 另外, 此外, 同时,
        然后, 除此之外, 除此以外, 且
        """
    ),
}

# Filler: may be left out even at the junction of a verbatim multi-clause value. Idioms that contain a guard
# word without its meaning are listed here so they stay droppable (`after all`, `o sea`, `不管怎样`).
FILLERS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        really, actually, also, just, very, quite, too, indeed, basically, honestly, frankly, well, oh, um,
        uh, please, kindly, then, even, still, already, truly, certainly, definitely, of course, as well,
        by the way, anyway, anyhow, instead, in turn, yes, yeah, ok, okay, hey, after all, all in all,
        above all, first of all,
        in any case, at any rate, for example, for instance, in fact, once again, once more, incidentally,
        btw, by the by, speaking of which, for the record, just so you know, fyi, to be honest, to be fair,
        please note, note that, please be aware, be aware that, just to let you know, for your information,
        as i said, as i mentioned, as i told you, as you know, as we discussed, as mentioned, you know, you see,
        lol, haha, hahaha, lmao, omg, hmm, ah, wow,
        now, currently, at the moment, right now, these days, nowadays, thankfully, luckily, fortunately,
        unfortunately, sadly, oh man, guess what, literally, believe it or not, fwiw, for what it's worth, tbh,
        pls, plz, ngl, tbf, lmfao, smh, xd, xdd, finally, at last, at long last
        """
    ),
    "es": _words(
        """
        realmente, también, muy, bastante, ya, bueno, vale, claro, de verdad, la verdad, en realidad,
        de hecho, por favor, incluso, todavía, aún, entonces, sí, o sea, es decir, sobre todo, ante todo,
        de todas formas, de todos modos, de todas maneras, por ejemplo, por cierto, a propósito,
        dicho sea de paso, de paso, la verdad es que, para que conste, ahora, actualmente, hoy en día,
        en este momento, ten en cuenta que, te aviso que, como te dije, como ya te dije, como te decía,
        como te comenté, como sabes, como ya sabes, por suerte, afortunadamente, menos mal, por desgracia,
        desgraciadamente, lamentablemente, pues nada, literalmente, en plan, eh, ehm, aunque no lo creas,
        jaja, jajaja, jajajaja, jeje, jejeje, porfa, porfi, porfis, plis, xfa, pls, xd, xdd, jsjs, jsjsjs, por fin,
        al fin
        """
    ),
    "zh": _words(
        """
        真的, 其实, 也, 很, 确实, 请, 啊, 呀, 吧, 呢, 嘛, 哦, 了, 就, 还, 又, 当然, 实际上,
        事实上, 那么, 非常, 不管怎样, 无论如何, 总之, 比如, 例如, 顺便, 顺便说一下, 顺便说一句,
        顺便提一下, 顺便提一句, 顺便一提, 对了, 说实话, 老实说, 说真的, 其实是, 实际上是, 后来, 最后,
        目前, 现在, 如今, 请注意, 我说过, 我跟你说过, 正如我所说, 如前所述, 就是说, 你知道的, 还好, 幸好, 幸亏,
        可惜, 嗯, 呃, 真心, 哈哈, 哈哈哈, 呵呵, 嘿嘿, 嘻嘻, 啦, 跟你说, 跟你讲, 我跟你说, 我跟你讲, 终于
        """
    ),
}

# Round 23: discourse markers that open a sentence and say how the story came out (`In the end, we went with oak`,
# `Pues al final me apunté`, `到头来还是我去`): left out there as fillers are (`admission._openers`); elsewhere they may
# be a time or place frame (`Se paga al final`, `al final de la calle`), which stays content.
OPENING_MARKERS: Final[Mapping[str, tuple[str, ...]]] = {
    # (red-team round 3: not `at the end of the day`, which is also a time frame: `At the end of the day we lock the
    # doors`)
    "en": _words("in the end, long story short, as it turns out, as it turned out"),
    "es": _words("al final, a fin de cuentas, al fin y al cabo, resulta que, total que, en fin"),
    "zh": _words("到头来, 说到底, 归根结底, 折腾了半天"),
}
# Words that may stand before such a marker at a sentence's start: the fillers, and these conjunctions (`Pues nada,
# que al final …`, `So in the end …`).
OPENING_LEADS: Final = _words("so, and, but, pues, y, que, pero, 所以, 但是, 而且")

# Round 23: words of a note on how a value is written — its letter case (`Encina2024 (con mayúscula)`, `(capital T)`,
# `（区分大小写）`) —, and the glue such a note may hold: the note glosses the value's form, restricting nothing.
SPELLING_NOTE_WORDS: Final = _spaced(
    "capital capitals caps uppercase lowercase upper lower case sensitive mayúscula mayúsculas minúscula minúsculas "
    "大写 小写 大小写"
)
SPELLING_NOTE_GLUE: Final = _spaced(
    "with a an the all letter letters con en la las el todo toda todas ojo letra letras 注意 区分 全 全部 是 字母"
)

# Round 23: discourse markers of commentary: a stretch between two commas holding one is an aside the speaker adds
# (`La clienta, muy amable por cierto, ha pedido …`, `王老师，也就是我们班主任，下学期…`), left out whole when safe.
COMMENT_MARKERS: Final = _words(
    """
    by the way, btw, incidentally, that is, i.e., mind you, for what it's worth, por cierto, es decir, o sea,
    dicho sea de paso, a propósito, 也就是, 也就是说, 顺便说一下, 顺便说一句, 顺便一提, 顺便提一下
    """
)

# Bound openers (not a guard class): a clause they open is a range, validity, time or circumstance adjunct
# with no claim of its own ("…, valid for 3 years", "For orders over $50, …", "…，自购买之日起3年内有效"). It
# is glued to the clause it qualifies (`memtx.core.admission`), so a value drawn from that clause must keep the
# adjunct's guard markers, as it would without the comma ("Alice moved to Paris, in 2019" is "… in 2019").
BOUND_OPENERS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        from, since, starting, beginning, effective, valid, for, during, through, throughout, as of, in, on,
        at, by, per, over, under, between, with, upon, following, including, across, within, up to
        """
    ),
    "es": _words(
        """
        desde, a partir de, a partir del, durante, para, por, en, con, entre, sobre, bajo, mediante, dentro de,
        dentro del, hasta, válido, válida, válidos, válidas, vigente, vigentes, incluido, incluida, incluidos,
        incluidas, incluyendo
        """
    ),
    "zh": _words("自, 从, 自从, 截至, 截止, 为期, 期限, 有效期, 有效, 于, 对于, 针对, 凭, 至"),
}
# Time frames that open a sentence (or follow a conjunction) as a clause of their own: bound adjuncts that qualify
# the clause after them ("Yesterday, I sold my bike" ↛ "I sold my bike", as "In 2019, …"). Forward only: after a
# clause (or a parenthetical: "I adopted a cat (a tabby) last week") they are plain words of their clause.
TIME_FRAME_OPENERS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        yesterday, today, tonight, tomorrow, recently, lately, earlier, last week, last month, last year,
        last night, last weekend, last summer, last winter, last spring, last fall, last monday, last tuesday,
        last wednesday, last thursday, last friday, last saturday, last sunday, this morning, this afternoon,
        this evening, this week, this weekend, this month, this year, next week, next month, next year,
        originally, formerly, previously, at first, initially, for now, for the time being, temporarily
        """
    ),
    "es": _words(
        """
        ayer, hoy, anoche, anteayer, recientemente, últimamente, la semana pasada, el mes pasado, el año pasado,
        el fin de semana pasado, el verano pasado, esta mañana, esta semana, este fin de semana, este mes,
        este año, la próxima semana, el próximo mes, el próximo año,
        originalmente, antiguamente, anteriormente, al principio, por ahora, de momento, por el momento,
        temporalmente
        """
    ),
    "zh": _words(
        """
        昨天, 今天, 明天, 前天, 昨晚, 今晚, 上周, 上星期, 上个星期, 上个月, 去年, 前年, 最近, 近来, 上周末, 这周,
        本周, 下周, 下个月, 明年,
        本来, 原本, 原先, 从前, 当初, 起初, 暂时, 临时
        """
    ),
}
# Indefinite articles that are also "one" (the guard reads them as numbers): at the head of a parenthetical they
# gloss the noun before it, like English "a" (`memtx.core.admission._clauses._unmarked`).
GLOSS_ARTICLES: Final = _words("un, una, 一个, 一位, 一名, 一家, 一只, 一辆, 一座, 一所, 一条, 一本, 一款, 一种")
# Units of measure: a parenthetical holding one is a measure of its clause ("Parking (an hour) is free",
# "(una hora)", "（一小时）"), never an aside. (Chinese: whole words, or a single unit character.)
MEASURE_UNITS: Final = _words(
    """
    second, seconds, minute, minutes, hour, hours, day, days, week, weeks, month, months, year, years, night,
    nights, mile, miles, km, kg, lb, lbs, percent, segundo, segundos, minuto, minutos, hora, horas, día, días,
    semana, semanas, mes, meses, año, años, noche, noches, kilómetro, kilómetros, kilo, kilos, por ciento,
    秒, 分钟, 小时, 天, 周, 星期, 月, 年, 晚, 公里, 公斤, 岁
    """
)
# Nouns of a group of people a clause may hold for (round 27): a bracketed aside that is such a noun alone, or with a
# modifier, names who the clause is limited to ("The trial (new users) is free", "试用（新用户）免费"). English and
# Spanish read a plural noun by its form (`memtx.core.admission._holders.names_group`); Chinese marks no plural, so
# these nouns are listed: the ones a clause is offered to, not the professions an appositive gives a person
# ("房东（退休老师）"). Spanish plurals that are courtesies, not groups, are listed too.
GROUP_NOUNS_ZH: Final = _words(
    """
    用户, 客户, 会员, 学生, 儿童, 顾客, 居民, 乘客, 游客, 住客, 老人, 成人, 新客, 老客, 宾客, 家长, 业主, 租户,
    小朋友, 大人, 学员, 新生, 本地人, 外地人, 散客, 团客
    """
)
COURTESY_PLURALS_ES: Final = _words("gracias, saludos, felicidades, besos, abrazos, buenas, disculpas, felicitaciones")
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
# Words that begin like a bound opener without being one (`自己` "self", `从来` "ever"): not openers.
BOUND_OPENER_COMPOUNDS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": (),
    "es": (),
    "zh": _words(
        """
        自己, 自然, 自动, 自由, 自行, 自助, 自信, 自我, 自家, 自称, 自主, 自愿, 自在, 自身, 自私, 自治,
        从来, 从事, 从而, 从小, 从容, 至少, 至多, 至于
        """
    ),
}
# Chinese endings that make a clause such an adjunct ("…，3年内有效", "…，到月底为止", "…，30天以内").
BOUND_CLOSERS: Final = _words("有效, 为止, 以内, 之内, 以来, 期间")

# Relative pronouns: a clause `, who …,` / `, que …,` between commas may be stepped over whole.
RELATIVE_PRONOUNS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        who, whom, whose, which
        """
    ),
    "es": _words(
        """
        que, quien, quienes, cual, cuales, donde, cuyo, cuya, cuyos, cuyas
        """
    ),
    "zh": (),
}

# Relative pronouns that always open a relative clause: a value may not start after one it leaves out
# ("The woman who met Bob lives in Rome" does not support "Bob lives in Rome"). Not `that`/`que`, which
# also introduce complement clauses ("I think that …", "creo que …").
RELATIVE_STRICT: Final = frozenset(
    {"who", "whom", "whose", "which", "quien", "quienes", "cual", "cuales", "cuyo", "cuya", "cuyos", "cuyas"}
)

# Compounds kept whole or dropped whole: they contain a guard word without carrying its meaning. (Any
# multi-word entry of another list that contains a guard word, e.g. `sin embargo`, `不过`, is atomic too.)
ATOMIC_COMPOUNDS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        not only, the one, the ones, a while, a little while
        """
    ),
    "es": _words(
        """
        no solo, no sólo, no solamente
        """
    ),
    "zh": _words(
        """
        不但, 不仅, 不只, 不断, 不久, 不少, 别人, 别的, 特别, 区别, 分别, 告别, 性别, 级别, 类别, 差别,
        个别, 未来, 一起, 一直, 一样, 一定, 一下, 一点, 一边, 一向, 一会, 统一, 十分, 万分, 千万, 三明治,
        安全, 完全, 首都, 成都, 京都, 刚才, 人才, 天才, 相当, 当时, 当地, 当前, 当天, 适当, 需要, 重要,
        主要, 要求, 必要, 摘要, 想法, 理想, 思想, 感想, 梦想, 联想, 假期, 放假, 请假, 暑假, 寒假, 休假,
        度假, 假日, 删除, 排除, 清除, 消除, 去除, 解除, 免除, 扣除, 拆除, 开除, 剔除, 废除, 切除, 铲除, 根除,
        整除, 除夕, 除法, 除以, 除草, 除湿, 除尘, 后来, 后面, 后边, 后头, 后方, 后天, 后悔, 后果, 后代,
        后门, 后台, 后院, 后座, 后者, 后续, 后期, 后半, 落后, 背后, 最后, 前后, 先后, 随后, 皇后, 王后,
        午后, 身后, 幕后, 滞后, 延后, 推后, 售后, 稍后, 后退, 前面, 前边, 前头, 前方, 前天, 前年, 目前,
        提前, 前往, 前进, 前途, 前者, 前台, 前门, 面前, 眼前, 跟前, 前景, 空前, 前辈, 往前, 向前, 前排,
        前夕, 前列, 前线, 前来, 上前, 前言
        """
    ),
}

# Genitive markers. `of`/`de` come before the possessor (`the sister of Alice`): a value may not take the
# possessor while leaving out the marker (and so the head). `的` comes after it (`爱丽丝的妹妹`): a value
# may not keep the possessor, leave out `的` and drop the head.
GENITIVE_BEFORE_POSSESSOR: Final = frozenset({"of", "de", "del"})
GENITIVE_AFTER_POSSESSOR: Final = frozenset({"的"})

# "may" is a modal (COND) except where it names the month: after these words or before a number.
MONTH_MAY: Final = "may"
MONTH_CONTEXT: Final = frozenset(
    {"in", "of", "since", "until", "by", "early", "late", "mid", "from", "through", "during", "last", "next", "this"}
)


# --- safe deletions (DESIGN §4, amended) ------------------------------------------------------------------
# Inside a clause a value draws from, only whole units named here may be left out; every other word is content
# (`RESTRICT`). Articles (`memtx.core.text.EMPTY_WORDS`) and `FILLERS` are left out freely; so are these function
# words, which restrict nothing on their own (a restriction they introduce is carried by the content after them).
FUNCTION_WORDS: Final = frozenset({"that"})
# Spanish articles that are also the number one (`una` reserva, `un` billete): the guard reads them as numbers,
# so a value keeps them (DESIGN §4, amended: "una" counts as a number); `unos`, `unas` stay articles.
ARTICLE_NUMBERS: Final = frozenset({"un", "una"})

# Request frames (class REQUEST): a first-person request or desire before what is asked for. Left out whole,
# the value names what was asked for ("I would like a refund for order 42" → "refund for order 42"); kept, it is
# kept whole. Only before an article or `to` (English) or an article (Spanish), so "I want Bob fired" keeps its
# frame; `would` alone stays a condition ("I would cancel if …"), and `我想` ("I think") is no frame.
_EN_REQUEST_VERBS: Final = ("would like", "would love", "would prefer", "want", "need")
_ES_REQUEST_VERBS: Final = (
    "quisiera",
    "quiero",
    "querría",
    "me gustaría",
    "necesito",
    "quisiéramos",
    "queremos",
    "nos gustaría",
    "necesitamos",
)
REQUEST_FRAMES: Final[Mapping[str, tuple[str, ...]]] = {
    "en": tuple(
        f"{subject} {verb} {after}"
        for subject in ("i", "we")
        for verb in _EN_REQUEST_VERBS
        for after in ("a", "an", "the", "to")
    ),
    "es": tuple(
        f"{subject}{verb} {after}"
        for subject in ("", "yo ", "nosotros ")
        for verb in _ES_REQUEST_VERBS
        for after in ("un", "una", "el", "la", "los", "las", "unos", "unas")
    ),
    "zh": _words("我想要, 我们想要, 我需要, 我们需要"),
}

# Coordination (DESIGN §4: a whole coordinated conjunct sharing the kept part's subject may be left out).
# "X A and B" → "X B": X is what its clause holds before its first verb (`VERB_HEADS`), A the rest of that clause,
# and B the next clause, opened by one of `COORDINATORS` (in Chinese also by a bare comma), whose first word
# after `CONJUNCT_ADVERBS` is a finite verb of its own (`FINITE_HEADS`), so that it has no subject of its own
# and A's auxiliary cannot be B's too ("I cannot eat and drink" ↛ "I drink"). A must hold no attribution or
# complement (`EMBEDDERS`: "Bob said Alice was fired and will resign" ↛ "Bob will resign") and no second verb
# chain; when A opens with an auxiliary, modal or negator, B must open with one of its own or a third-person `-s`
# form (an `-ed` form could be A's participle: "has visited Rome and lived in Paris").
COORDINATORS: Final = frozenset(
    {"and", "but", "y", "e", "pero", "并且", "而且", "并", "且", "但", "但是", "可是", "而"}
    # (round 22: they open a second conjunct as `and then` does, `then` being a filler)
    | {"然后", "y luego", "y después"}
)
CONJUNCT_ADVERBS: Final = _words(
    """
    now, also, still, then, later, currently, recently, soon, already, meanwhile, today, ahora, también, todavía,
    ya, actualmente, luego, hoy, 现在, 也, 还, 已经, 目前, 如今, 又, 同时, 一直,
    usually, often, normally, generally, normalmente, generalmente, habitualmente, 平时, 平常, 通常, 经常, 常常
    """
)  # (round 8: adverbs of habit, which open a second conjunct as `now` does: `我在银行上班，平时喜欢钓鱼`)
EN_PRONOUN_SUBJECTS: Final = frozenset({"i", "we", "you", "they"})
EN_OPERATORS: Final = frozenset(
    _spaced("am is are was were has have had do does did will would shall should can could may might must not never")
)
EN_VERB_LEMMAS: Final = _spaced(
    """
    live work move eat drink like love prefer hate need use own go visit study teach play speak read write
    drive ride take make get buy sell pay order book cancel ship deliver receive send call email text meet join
    leave stay travel walk cook watch listen attend manage lead support offer accept allow require cover include
    expire start begin end open close cost charge refund return replace keep wear know volunteer practice commute
    rent sleep swim grow care owe earn save spend miss lose win sing dance cycle relocate graduate marry divorce
    retire belong report apply register subscribe enjoy avoid run come sit stand help pick drop collect bring
    handle reply answer check expect arrive depart prefer suffer react respond schedule host cover print store
    """
)
_EN_IRREGULAR: Final = _spaced(
    """
    went came ate drank had made got bought sold paid took met left drove rode spoke read wrote ran kept wore
    knew slept swam grew lost won sang began sent spent taught led was were did brought sat stood
    """
)


def _en_forms(lemma: str) -> tuple[str, str]:
    """A regular English verb's third-person `-s` form and its `-ed` form."""
    if lemma.endswith("y") and lemma[-2:-1] not in "aeiou":
        return lemma[:-1] + "ies", lemma[:-1] + "ied"
    third = lemma + "es" if lemma.endswith(("s", "sh", "ch", "x", "o", "z")) else lemma + "s"
    return third, lemma + "d" if lemma.endswith("e") else lemma + "ed"


EN_THIRD_PERSON: Final = frozenset(_en_forms(v)[0] for v in EN_VERB_LEMMAS) | {"has", "is", "does"}
EN_PAST: Final = (
    frozenset(_en_forms(v)[1] for v in EN_VERB_LEMMAS)
    | frozenset(_EN_IRREGULAR)
    | {
        "planned",
        "stopped",
        "shopped",
    }
)
_ES_AR: Final = _spaced(
    """
    trabajar mudar tomar necesitar usar hablar estudiar enseñar llamar pagar comprar enviar aceptar llegar
    odiar gustar viajar visitar cocinar nadar ganar cuidar alquilar reservar cancelar cobrar llevar dejar
    quedar entregar mandar montar manejar olvidar tardar
    """
)
_ES_ER_IR: Final = _spaced(
    """
    vivir comer beber deber recibir cubrir abrir escribir correr permitir asistir dirigir padecer sufrir
    aprender vender leer responder ofrecer conocer prometer
    """
)
_ES_IRREGULAR: Final = _spaced(
    """
    es son está están era eran fue fueron estaba estaban tiene tienen tenía tuvo va van iba fue puede pueden
    podía pudo quiere quieren quiso prefiere prefieren juega juegan cierra empieza vuelve devuelve duerme pierde
    requiere incluye conduce recoge sale hace hizo dice pide viene vino sigue
    """
)
ES_OPERATORS: Final = frozenset(_spaced("no nunca ha han había habían se me le nos te"))


def _es_forms(lemma: str) -> tuple[str, ...]:
    """A regular Spanish verb's third-person present, preterite and imperfect forms (accents as written)."""
    stem = lemma[:-2]
    if lemma.endswith("ar"):
        return stem + "a", stem + "an", stem + "ó", stem + "aron", stem + "aba", stem + "aban"
    return stem + "e", stem + "en", stem + "ió", stem + "ieron", stem + "ía", stem + "ían"


ES_FINITE: Final = frozenset(f for v in (*_ES_AR, *_ES_ER_IR) for f in _es_forms(v)) | frozenset(_ES_IRREGULAR)
ZH_VERB_HEADS: Final = _words(
    """
    住, 在, 是, 有, 工作, 喜欢, 搬, 去, 来, 吃, 喝, 买, 卖, 学, 教, 开, 用, 会, 能, 可以, 不, 没, 没有, 负责,
    参加, 接, 送, 退, 对, 要, 需要, 爱, 讨厌, 上, 做, 当, 养, 带, 坐, 回, 换, 订, 付, 收, 拿, 穿, 过, 打, 看,
    听, 说, 写, 读, 跑, 骑, 睡, 叫, 姓, 属, 从事, 担任, 必须, 得, 应, 禁止, 允许, 提供, 接受, 支持, 包括
    """
)
# A first conjunct that holds one of these embeds a clause: its subject may not be the second conjunct's.
EMBEDDERS: Final = _words(
    """
    said, says, say, think, thinks, thought, believe, believes, believed, claim, claims, claimed, told, tells,
    tell, report, reports, reported, heard, hears, know, knows, knew, feel, feels, felt, suspect, suspects,
    guess, assume, assumes, noted, mentioned, wrote, writes, announced, confirmed, stated, explained, added,
    asked, who, which, whom, whose, where, that, dice, dijo, dicen, dijeron, cree, creo, creen, piensa, pienso,
    afirma, afirmó, cuenta, contó, sabe, que, quien, donde, 说, 认为, 觉得, 表示, 称, 相信, 知道, 以为, 听说
    """
)

# Verbs that report speech (speaker binding is not tried on evidence that holds one, `admission._support`):
# a first person inside reported speech is the quoted speaker's, not the source's.
SPEECH_VERBS: Final = _words(
    """
    said, says, say, told, tells, tell, asked, asks, wrote, writes, replied, replies, added, stated, explained,
    announced, mentioned, reported, claimed, claims, quoted, dijo, dice, dicen, dijeron, contó, cuenta, afirma,
    afirmó, escribió, respondió
    """
)

# Round 18: verbs that report a message someone sent (`My brother just texted: '…'`, `Me mandó: …`, `他发来：…`):
# before a colon in the evidence's sentence they open another's words, as a speech verb does (`admission._quoted`).
MESSAGE_VERBS: Final = _words(
    """
    texted, messaged, emailed, dmed, dm'd, whatsapped, pinged, wrote back, mandó, envió, me manda, me escribe,
    me puso, 发来, 发消息, 微信上说
    """
)

# "X but not Y" (English): a contrast when Y is no prepositional phrase and X holds no scope word — keeping X alone
# is faithful ("Bob likes tea but not coffee" → "Bob likes tea"); otherwise an exception glued to X ("Refunds are
# available but not for sale items", "Everyone came but not Bob"). It opens a clause of its own in both cases.
CONTRAST_HEADS: Final = _words("but not, and not, but never, yet not")

# Exception frames that close their clause ("…，特价商品除外", "…, festivos excluidos", "…, holidays excluded"): the
# clause qualifies the clause before it (or, opening the sentence, the clause after it).
EXCEPTION_CLOSERS: Final = _words(
    """
    除外, 以外, 之外, 不算在内, 不包括在内, excluded, excepted, not included, excluido, excluida, excluidos,
    excluidas, exceptuado, exceptuada, exceptuados, exceptuadas, no incluido, no incluida, no incluidos,
    no incluidas
    """
)


# --- speaker binding (DESIGN §4, extension) ---------------------------------------------------------------
# With a named speaker, a first-person pronoun of the evidence may appear in the value as the speaker's name:
# subject (`I`, `yo`, `我`), object (`me`) or possessive (`my`/`mine` → `Bob's`; `我的` → `小王的`, by `的`).
# The verb right after a subject agrees in person (value third person → evidence first person); nothing
# else changes, so tense, negation, modality and numbers must match as written.
SPEAKER_SUBJECTS: Final = ("i", "yo", "我")
SPEAKER_OBJECTS: Final = ("me",)
SPEAKER_POSSESSIVES: Final = ("my", "mine")
# Third person → first person, English (regular `-s` forms are derived from `EN_VERB_LEMMAS`).
EN_AGREEMENT: Final[Mapping[str, str]] = {"is": "am", "has": "have", "does": "do", "goes": "go", "was": "was"}
# Third person → first person, Spanish (as written; regular forms by ending: -a/-e → -o, -ó → -é, -ió → -í).
# Spanish infinitives whose future (`vivirá` → `viviré`) speaker binding knows: those of the verb lists above.
ES_INFINITIVES: Final = frozenset((*_ES_AR, *_ES_ER_IR))
ES_AGREEMENT: Final[Mapping[str, str]] = {
    "es": "soy",
    "da": "doy",  # (round 8; `-go`, `-zco` and `-aigo` first persons are made by `_speaker._es_first_person`)
    "ve": "veo",
    "está": "estoy",
    "tiene": "tengo",
    "va": "voy",
    "puede": "puedo",
    "quiere": "quiero",
    "prefiere": "prefiero",
    "hace": "hago",
    "dice": "digo",
    "sale": "salgo",
    "viene": "vengo",
    "sigue": "sigo",
    "fue": "fui",
    "ha": "he",
    "sabe": "sé",
    "conoce": "conozco",
    "pide": "pido",
    "juega": "juego",
    "duerme": "duermo",
    "vuelve": "vuelvo",
    "cierra": "cierro",
    "empieza": "empiezo",
    "pierde": "pierdo",
    "incluye": "incluyo",
    "conduce": "conduzco",
    "recoge": "recojo",
    "tuvo": "tuve",
    "hizo": "hice",
    "pudo": "pude",
    "quiso": "quise",
    "vino": "vine",
    "estuvo": "estuve",
}
# Spanish forms that are the same in the first and third person (imperfect, conditional): kept as they are.
ES_SAME_PERSON_ENDINGS: Final = ("aba", "ía", "ría")
ES_SAME_PERSON: Final = frozenset({"era", "iba", "había", "estaba", "tenía", "podía", "quería", "debía"})
# Spanish drops the subject ("Soy alérgica", "Me mudé a Sevilla"). A dropped `yo` is bound only before these
# first-person forms, which are no noun or adjective and no other person (`trabajo`, `vivo`, `como` are), or
# after a reflexive `me` (the value's `se`: "Lucía se mudó" ← "Me mudé").
ES_FIRST_PERSON_SAFE: Final = frozenset(
    _spaced(
        "soy estoy tengo voy puedo quiero prefiero necesito hago conozco vengo salgo sigo fui tuve estuve hice pude he"
    )
)


# Blind batch 29: the days of the week, whose numeral names the day and counts nothing (`面包房周一烤面包，周二送货`
# gives `面包房周二送货`): each is one word of content — a time frame a value keeps or leaves out whole, never a number.
NAMED_DAYS: Final = _words(
    """
    周一, 周二, 周三, 周四, 周五, 周六, 周日, 周天, 星期一, 星期二, 星期三, 星期四, 星期五, 星期六, 星期日, 星期天,
    礼拜一, 礼拜二, 礼拜三, 礼拜四, 礼拜五, 礼拜六, 礼拜日, 礼拜天
    """
)


@dataclass(frozen=True, slots=True)
class Marker:
    """One compiled entry: its token sequence, its class bits and, for compounds, the guard bits of
    the words inside it (what dropping *part* of it would violate)."""

    tokens: tuple[str, ...]
    bits: int
    inner: int


@dataclass(frozen=True, slots=True)
class Lexicon:
    """The compiled lexicon: entries indexed by first token, longest first."""

    by_first: Mapping[str, tuple[Marker, ...]]

    def match(self, tokens: list[str], i: int, stop: int) -> Marker | None:
        """The longest entry that starts at `tokens[i]` and ends before `stop` (a clause break)."""
        cands = self.by_first.get(tokens[i])
        if cands is None:
            return None
        for marker in cands:
            n = len(marker.tokens)
            if n == 1:
                return marker
            if i + n <= stop and tuple(tokens[i : i + n]) == marker.tokens:
                return marker
        return None


_TABLES: Final = (
    (NEGATION, NEG),
    (SCOPE_WORDS, SCOPE),
    (FOCUS_WORDS, SCOPE | FOCUS),
    (CONDITIONS, COND),
    (EXCEPTIONS, COND | SCOPE | FOCUS),
    (NUMBER_WORDS, NUM),
    (CLAUSE_CONJUNCTIONS, CONJ),
    (FILLERS, FILLER),
    (ATOMIC_COMPOUNDS, ATOMIC),
    (RELATIVE_PRONOUNS, RELATIVE),
    (REQUEST_FRAMES, REQUEST),
)


def entries() -> Iterable[tuple[str, str, int]]:
    """Every raw entry as (language, text, class bit) — for documentation and tests."""
    for table, bit in _TABLES:
        for lang, words in table.items():
            for word in words:
                yield lang, word, bit
    for phrase in _ES_EXCEPTION_PHRASES:
        yield "es", phrase, COND | SCOPE | FOCUS
    for day in NAMED_DAYS:
        yield "zh", day, ATOMIC
    for phrase in CONTRAST_HEADS:  # exceptions that open a clause of their own (`CONTRAST_HEADS`)
        yield "en", phrase, CONJ


def compile_lexicon(tokenize: Callable[[str], list[str]]) -> Lexicon:
    """Tokenize every entry with `tokenize`, merge the classes of equal sequences, index by first token."""
    bits: dict[tuple[str, ...], int] = {}
    for _lang, word, bit in entries():
        toks = tuple(tokenize(word))
        if not toks:
            raise ValueError(f"lexicon entry {word!r} has no tokens")
        bits[toks] = bits.get(toks, 0) | bit
    single = {toks[0]: b & GUARD for toks, b in bits.items() if len(toks) == 1}
    days = {tuple(tokenize(day)) for day in NAMED_DAYS}
    by_first: dict[str, list[Marker]] = {}
    for toks, b in bits.items():
        inner = 0
        if toks in days:
            inner = RESTRICT  # (one word of content: its numeral is no number)
        elif len(toks) > 1:
            for tok in toks:
                inner |= single.get(tok, 0)
        by_first.setdefault(toks[0], []).append(Marker(toks, b, inner))
    index = {first: tuple(sorted(ms, key=lambda m: -len(m.tokens))) for first, ms in by_first.items()}
    return Lexicon(by_first=index)


# --- key-aware atomic values (DESIGN §4, amended: the claim is the key and the value) -----------------------
# A value drawn from a clause may leave out the words the proposal's key names (its subject and relation, and
# the words below that name a relation) and these, which restrict nothing once the key is fixed. Everything
# else left out — a modifier (`old`, `work`), a past form (`was`, `era`), a place, a time frame, any guard
# marker — still refuses it (`memtx.core.admission._keyed`). The present linking verbs that tie a thing to its value as
# a copula does (`is scheduled for`, `comes to`, `costs`, `asciende a`, `定在`) are safe too; their past forms
# (`came to`, `cost` after `was`) are not, like `was`.
KEYED_SAFE: Final = _spaced(
    """
    is are am be 's es son está están estoy soy 是 为 乃
    at in on to of for by via as from with under a al en de del por para con 在 于 到 的 给
    new current currently present nuevo nueva nuevos nuevas actual actuales 新 当前
    called named llamado llamada it
    scheduled slated booked fixed set due priced costs cost comes come amounts amount totals total runs
    programado programada programados programadas fijado fijada fijados fijadas cuesta cuestan asciende ascienden
    安排在 安排于 定在 定于 定为 共计 合计 总计
    confirmed reserved confirmado confirmada confirmados confirmadas reservado reservada reservados reservadas
    成功 已确认
    """
)
# A key that names a past slot (`dana/old_email`) carries the past: then the past copula may be left out too.
KEYED_PAST_SLOTS: Final = _spaced(
    "old previous former past prior ex antiguo antigua anterior viejo vieja 旧 以前 之前 前 "
    "birth born nacimiento 出生"  # (a birth is past: "I was born on …" gives `kai/birth_date`)
)
KEYED_PAST: Final = _spaced(
    "was were used to era eran fue fueron solía 曾 经 以 前"
    # Spanish pasts the endings (`-aba`, `-ía`, `-aron` …) do not show: ser and ir in the imperfect and the preterite,
    # and the strong preterites of estar, tener, hacer (a blind batch's `Nos íbamos a Cancún el 14 de agosto`)
    " eras éramos erais iba ibas íbamos ibais iban fui fuiste fuimos fuisteis"
    " estuve estuviste estuvo estuvimos estuvieron tuve tuviste tuvo tuvimos tuvieron"
    " hice hiciste hizo hicimos hicieron"
    # words that say the value was, not is (probes after the tenth batch: `我本来的电话是…`, `Originally, …`)
    " originally formerly previously originalmente antiguamente anteriormente 本来 原本 原先 从前 当初"
    # round 14: `antes` alone (`Antes me escribíais al …`: formerly)
    " antes"
)
# First-person words the key's subject stands for when the source's speaker is that subject (or the key's
# subject is the generic `user`, mem0's word for the speaker).
KEYED_FIRST_PERSON: Final = _spaced(
    "i me my mine myself yo mi mis mío mía 我 我的 llamarme llámame escríbeme escribirme contactarme contáctame"
)
KEYED_USER_SUBJECTS: Final = frozenset(_spaced("user usuario usuaria 用户 me i self"))
# Blind batch 29: the role a support, clinic or booking conversation gives its speaker, which extractors write as the
# key's subject as mem0 writes `user` (`My email is …` said by the customer → `customer/email`). Read as the speaker
# only when the source has one; a role that may be someone else's (`contact`, `owner`, `agent`) is none of them.
KEYED_ROLE_SUBJECTS: Final = frozenset(
    _spaced(
        "customer client caller patient guest member tenant buyer applicant passenger subscriber requester "
        "cliente clienta paciente huésped huesped socio socia inquilino inquilina comprador compradora solicitante "
        "pasajero pasajera suscriptor suscriptora 客户 顾客 病人 患者 会员 租客 租户 乘客 申请人 买家 住客"
    )
)
# The first person plural, and the generic key subjects extractors write for it (as mem0's `user` for "I"): a text
# in an organization's voice ("Our office is at …") gives `company/office_address`.
KEYED_GROUP_FIRST_PERSON: Final = _spaced(
    "we us our ours nosotros nosotras nuestro nuestra nuestros nuestras 我们 我们的"
)
KEYED_GROUP_SUBJECTS: Final = frozenset(
    _spaced(
        "we us company business organization organisation firm empresa negocio compañía 我们 公司 "
        "shop store team studio restaurant clinic tienda equipo estudio restaurante clínica 店 团队 工作室 餐厅"
    )
)
# Kind nouns: what an identifier is called after the word naming what it belongs to ("email address", "phone
# number", "booking code"); a value may leave one out right after a word its key names (`memtx.core.admission._keyed`).
KEYED_KIND_NOUNS: Final = _spaced(
    "address number no nr code id identifier handle dirección número código 号码 号 地址 编号 代码"
)
# Blind batch 29: what kind of thing a key's subject is, said beside the word the key names (`the payments service`,
# `el servicio de pagos`, `支付服务`): a unit of an organization or a product. The value may leave it out there
# (`payments/on_call_lead` of `The on-call lead for the payments service is …`), as it leaves out a kind noun.
KEYED_THING_NOUNS: Final = _spaced(
    "service team department dept desk office unit group squad system platform app application "
    "servicio equipo departamento oficina unidad grupo sistema plataforma aplicación "
    "服务 团队 部门 小组 系统 平台"
)
# Words that say which one of a kind or when (`backup`, `otro`, `备用`; `weekend`, `verano`, `周末`): no part of a
# trailing role adjunct (`as a weekend driver` is a time frame; `memtx.core.admission._keyed`).
# Times of day, week and year: as a modifier a time frame (`my weekend number`, `my summer address`), and in an aside
# a restriction of its clause (`The office (weekdays) opens at 9`, `办公室（工作日）9点开门`: `_clauses._dated`).
TIME_WORDS: Final = _spaced(
    "weekend weekends weekday weekdays workday workdays summer winter spring autumn fall holiday holidays vacation "
    "night nights day days daytime evening evenings morning mornings afternoon afternoons "
    "verano invierno finde vacaciones noche noches dia dias tarde tardes mañana mañanas laborables festivos "
    "周末 暑假 寒假 假期 夏天 冬天 晚上 白天 工作日 平日 节假日 假日"
)
# Round 25 (brief S): the days of the week. In an aside they say when its clause holds, as `weekdays` does (`Delivery
# (Mondays) is free`, `Recogida a las 17 h (sábado)`, `停车免费（周日）`: `_clauses._dated`), unless the aside only
# names the weekday of the date before it (`3月18日（周二）`: `_references._weekday`).
WEEKDAY_NAMES: Final = _spaced(
    "monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays saturday saturdays "
    "sunday sundays lunes martes miércoles jueves viernes sábado sábados domingo domingos "
    "周一 周二 周三 周四 周五 周六 周日 周天 星期一 星期二 星期三 星期四 星期五 星期六 星期日 星期天 "
    "礼拜一 礼拜二 礼拜三 礼拜四 礼拜五 礼拜六 礼拜日 礼拜天"
)
KEYED_OTHER_SLOT: Final = (
    *_spaced(
        "backup spare second secondary alternate alternative other another extra temporary temp emergency "
        "otro otra segundo segunda alternativo alternativa temporal provisional 备用 另 其他 第二 临时"
    ),
    *TIME_WORDS,
)
# A trailing role adjunct ("I work for Acme as an engineer", "Trabajo en Lumen como diseñadora", "我在腾讯做产品经理"):
# up to three words after these at a clause's end say what one is there, not where or when the claim holds.
KEYED_ROLE_MARKERS: Final = _spaced("as como 做 当 担任")
KEYED_ROLE_NOT_AFTER_AS: Final = _spaced("of soon long well usual far much if though per")
# Chinese characters that open no name: degree and frequency adverbs, a progressive (`我的猫很喜欢…`: `很喜欢` names
# no cat).
ZH_NOT_NAMES: Final = _spaced(
    "很 太 特 非 最 更 也 都 还 就 又 才 真 挺 好 总 常 经 一 在 正 已 刚 再 每 天 会 要 想 喜 爱 是"
)
# Second-person and first-person plural possessives: safe only when the key's subject is an entity id (it holds a
# digit: `order-5521/tracking_number`), which names the thing whoever it belongs to.
KEYED_POSSESSIVES: Final = _spaced("your our their its his her tu tus su sus nuestro nuestra 你的 您的 我们的 你 您")
# Typed atomic values (issue 31, round 7; DESIGN §4 amended): a value of one of these types — an e-mail, a URL or
# domain, a phone number, a code — whose key's relation holds one of its slot words names the relation itself,
# and the rest of its clause is read by exclusion (`memtx.core.admission._typed`). A long run of digits is a phone
# number or a code. A Chinese relation fits when a slot word is part of it (`订单号` holds `号`).
TYPED_SLOTS: Final[Mapping[str, tuple[str, ...]]] = {
    "email": _spaced("email mail e-mail correo electrónico emails correos 邮箱 邮件 电邮 contact contacto 联系"),
    "url": _spaced("url site website web link homepage page página sitio enlace 网站 官网 网址 链接 主页 网页"),
    "phone": _spaced(
        "phone telephone number mobile cell tel whatsapp contact teléfono móvil celular número contacto 电话 手机 "
        "号码 手机号 联系"
    ),
    "code": _spaced(
        "code number id identifier tracking booking confirmation reference ref order password pin handle username "
        "account wechat código número referencia reserva pedido localizador seguimiento contraseña cuenta usuario "
        "单号 编号 号 代码 密码 账号 微信 订单"
    ),
    # (a date or time phrase: month and weekday names, numbers, times, `am`/`pm`, `年月日号点`; round 7's second rule)
    "date": _spaced(
        "date day birthday anniversary appointment deadline time start wedding payday due finish end opening "
        "closing fecha día cumpleaños aniversario cita hora boda plazo inicio 日期 生日 纪念日 时间 婚礼 截止 预约 日子"
    ),
    # (a number with a currency or unit: `$12`, `1,450 euros a month`, `4500块`)
    "amount": _spaced(
        "price cost fee salary rent budget amount total balance income pay wage deposit bill fare precio coste costo "
        "cuota salario sueldo alquiler presupuesto importe saldo tarifa 价格 价钱 费用 房租 工资 薪水 预算 金额 余额 "
        "月薪 年薪 租金 票价"
    ),
}
# The words of a typed date or time phrase and of an amount's unit (`_typed_phrases.phrase_type`).
TYPED_DATE_WORDS: Final = _spaced(
    """
    january february march april may june july august september october november december monday tuesday
    wednesday thursday friday saturday sunday am pm noon midnight at on of the
    enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre lunes martes
    miércoles jueves viernes sábado domingo de del las los el a
    年 月 日 号 点 分 半 周 星期 上午 下午 晚上 早上 中午 凌晨 一 二 三 四 五 六 七 八 九 十 零 〇 两
    """
)
TYPED_AMOUNT_UNITS: Final = _spaced(
    """
    $ € £ ¥ usd eur gbp dollars dollar euros euro pounds pound pesos peso yuan rmb 元 块 欧元 美元 英镑 人民币
    a per each month year week day night hour al por mes año semana noche hora 每 月 年 周 天 晚 小时 个
    """
)
# What re-attributes a typed value (its exclusion list, besides every guard marker, the past and a modifier):
# another person — a third-person word, a kinship or role noun — or a place or time frame, the future, or a word
# that denies the value works (`invalid`, `expired`, `无效`).
TYPED_OTHER_PERSON: Final = _spaced(
    """
    he she they him them his her hers their theirs its él ella ellos ellas le les suyo suya 他 她 它 他们 她们
    mom mum dad mother father wife husband partner sister brother son daughter parents kid kids boss manager
    assistant colleague coworker friend roommate neighbour neighbor secretary
    madre padre mamá papá mujer marido esposa esposo novia novio hermano hermana hijo hija jefe jefa compañero
    compañera amigo amiga vecino vecina secretaria asistente
    爸 妈 爸爸 妈妈 父亲 母亲 老公 老婆 丈夫 妻子 太太 哥 姐 弟 妹 儿子 女儿 孩子 同事 朋友 老板 领导 助理
    秘书 室友 同学 老师 邻居 客户 经理 家人 爷 奶 叔 姨 舅 姑
    children child students student adults adult seniors senior members member niños niño estudiantes adultos
    jubilados socios 儿童 学生 成人 老人 会员 小孩 团体 长者
    """
)
# Hedge verbs: a typed value anywhere in a hedged evidence is not asserted (`I think my email is …`, `My email is …,
# I think`, `Creo que …`, `我觉得…`).
TYPED_HEDGES: Final = _spaced(
    "think thinks guess believe suppose reckon assume creo supongo pienso parece 觉得 猜 估计"
)
TYPED_FRAMES: Final = _spaced(
    """
    during since between through throughout while last next past durante desde mientras entre pasado pasada
    próximo próxima 期间 过去 原来 曾经
    work office home school campus abroad upstairs downstairs trabajo oficina casa escuela colegio 公司 单位 办公
    学校 家里 工作 个人 私人
    will shall soon later going será serán seré pronto luego 将 将来 马上 以后
    temporarily temporary temporalmente provisional provisionalmente 暂时 临时
    的话 时候 万一 假如 要是 如果 除非
    monday tuesday wednesday thursday friday saturday sunday weekdays weekends lunes martes miércoles jueves viernes
    sábado domingo january february march april june july august september october november december enero
    febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre 周一 周二 周三 周四 周五 周六
    周日 星期 礼拜
    about around roughly approximately approx over under above below beyond within plus excluding including
    incl excl extra unos unas alrededor aproximadamente 约 大约 左右 差不多 上下 起
    stop stops stopping quit quits cease ceases invalid expired inactive disabled deactivated cancelled canceled
    wrong incorrect outdated obsolete defunct
    inválido inválida caducado caducada incorrecto incorrecta desactivado desactivada 无效 过期 错误 停用 作废 注销
    """
)
# Prepositions that open an adjunct (a time, place or purpose frame) of a typed value's clause, unless their object
# is the value or a word of the key (`Email me at …`, `for the parcel` for `parcel/…`; not `on weekdays`, `for work`).
# (round 14: `before`, `after`, `until`, `antes`, `después`, `hasta` frame a value in time: `Subtotal before tax: $…`)
TYPED_FRAME_PREPOSITIONS: Final = _spaced(
    "at in on for from with by para por en con desde before after until antes después hasta"
)
# Words of preference before a typed value's keyed noun (round 8): they say which value to use, and restrict nothing
# the key leaves open (`Best number to reach me is …`, `El mejor número para localizarme es …`, `最好打我手机`).
TYPED_PREFERRED: Final = _spaced("best preferred main primary mejor preferido preferida principal 最好 首选")
# Slot nouns that name one particular value of a type (round 12): a clause naming one of a group gives a typed value
# only for a key naming one of that group (`My rent is 850 €` is no salary, `我的微信是…` no phone number, `The deadline
# is 14 March` no start date). A slot noun of no group (`number`, `date`, `price`, `code`) names its type only.
TYPED_SLOT_GROUPS: Final[tuple[tuple[str, ...], ...]] = tuple(
    _spaced(group)
    for group in (
        "birthday birth cumpleaños cumple nacimiento 生日 出生",
        "anniversary aniversario 纪念日",
        "appointment cita 预约",
        "deadline due plazo 截止",
        "wedding boda 婚礼",
        "payday",
        "salary wage wages income salario sueldo 工资 薪水 月薪 年薪",
        "rent alquiler 房租 租金",
        "budget presupuesto 预算",
        "balance saldo 余额",
        "deposit fianza 押金",
        "password pin contraseña 密码",
        "wechat 微信",
        "username handle account usuario cuenta 账号",
        "fax facsímil 传真",
    )
)
# Price verbs whose first-person object is who paid, not whose the thing is (round 8): `The repair cost me $240`,
# `La reparación me costó 85 euros`, `修车花了我800块`.
TYPED_PRICE_VERBS: Final = _spaced("cost costs costó cuesta cuestan costaron 花")
# Free-choice time phrases (round 8): they quantify over every time, so they restrict nothing (`Email me at … whenever`,
# `Escríbeme a … cuando quieras`, `随时发邮件到…`). A Latin one only ends its clause (`whenever you're in town` is a
# condition); a Chinese one is an adverb before its verb. Round 25: the contact line's opening for every question
# (`For any questions, …`, `If you have any questions, …`, `Para cualquier duda, …`, `如有任何问题，…`) is one too; a
# kind of question (`For billing questions`, `Para cualquier urgencia`) is no free choice and stays.
TYPED_FREE_CHOICE: Final = _words(
    """
    whenever, whenever you want, whenever you like, whenever you need, anytime, any time, at any time,
    cuando quieras, cuando quiera, cuando sea, cuando gustes, cuando necesites, en cualquier momento,
    a cualquier hora, 随时, 任何时候,
    just in case, for anything you need, whatever you need, cuando queráis, cuando necesitéis, por si acaso,
    por si las moscas, para lo que necesites, para lo que necesitéis, para lo que necesite, para lo que sea,
    cualquier cosa, para cualquier cosa, for anything,
    for any questions, for any question, for any queries, for any enquiries, for any inquiries, for questions,
    if you have any questions, if you have any question, should you have any questions, for more information,
    for further information, para cualquier duda, para cualquier consulta, para cualquier pregunta,
    si tiene alguna duda, si tienes alguna duda, si tiene cualquier duda, si tienes cualquier duda,
    si tiene alguna pregunta, si tienes alguna pregunta, para más información, 如有任何问题, 如有疑问, 如有问题
    """
)
# --- round 28: keyed values by class (issue 31, brief KT; docs/admission.md, "Round 28 (issue 31): keyed values by
# class") ------------------------------------------------------------------------------------------------------------
# A modal of obligation right before a verb of sending states where the key's things go, as the imperative does
# (`Invoices should go to …`, `Claims must be emailed to …`, `Las facturas deben enviarse a …`, `简历应该发到…`): no
# condition or hedge. Only before one of these verbs (`My email should be …` stays a hedge); `be` may stand between.
KEYED_DEONTIC_MODALS: Final = _spaced("should must 应该 应当 必须 须 需 需要")
KEYED_SENDING_VERBS: Final = _spaced(
    """
    go sent emailed mailed forwarded addressed directed submitted posted delivered send forward email fire shoot
    ir enviarse mandarse remitirse dirigirse enviar mandar remitir dirigir enviadas enviados
    发 寄 发送 寄送 发到 寄到 提交 交 转发 投递
    """
)
# A request to record a slot (`put my emergency contact as …`, `pon como mi contacto de emergencia a …`,
# `把我的紧急联系人设为…`): the verb opening the clause, its object a word of the key and `as`/`como` before the value,
# says which slot the value fills, as a label does. Chinese verbs hold their `为`/`成` and follow the key's word.
KEYED_RECORD_VERBS: Final = _spaced(
    """
    put set list add enter register record make change update save mark
    pon ponme ponga poned apunta apúntame anota anótame añade añádeme registra cambia actualiza guarda
    设为 设成 设置为 填 填成 填为 填写 写成 写为 改成 改为 登记为 登记成 记为 记成 存为 留
    """
)
KEYED_RECORD_AS: Final = _spaced("as como")
# The universal determiners that, like a free-choice one, say every thing of the key's kind right before a word the
# key names (`All invoices should go to …`, `Todas las facturas, a …`, `所有发票…`): the whole of it, no scope.
KEYED_UNIVERSAL_DETERMINERS: Final = _spaced("all every each todas todos cada 所有 一切")
# A phrase of constancy says the value holds at every time, as a free-choice time does (`The link is always the same:
# …`, `El enlace es siempre el mismo: …`, `链接一直是同一个：…`). A negation, a past copula or `almost` before it
# still count (`not always the same`, `era siempre`, `casi siempre`, `以前一直`).
KEYED_CONSTANCY: Final = _words(
    """
    always the same, always the same one, siempre el mismo, siempre la misma, siempre los mismos, siempre las mismas,
    一直是同一个, 一直都是同一个, 始终是同一个, 一直是同一条, 始终是同一条, 一直不变, 始终不变
    """
)
# Chinese `下一次`, `这一次`, `上一个`: a demonstrative or `上`/`下` with `一` and a measure word is the same as without
# the `一` (`下次`, `这次`): an ordinal, no count.
KEYED_ORDINAL_HEADS: Final = "上下这那"
KEYED_ORDINAL_MEASURES: Final = "次个回期轮趟批位"
# `please` opening an imperative is its politeness, no modifier of the verb after it (`Please cc finance@… on
# invoices`); `por favor` and `请` are fillers already.
KEYED_POLITENESS: Final = _spaced("please pls plz kindly")
# A pronoun right after a verb of sending that takes up the key's thing named before it as the sentence's topic (`Any
# invoices, just fire them over to …`, `Las facturas, mándalas a …` is glued and not read): that thing, no person.
KEYED_RESUMPTIVE: Final = _spaced("them it las los lo la 它 它们")
# A free-choice phrase about the key's matter opening the clause (`Any questions about invoices, …`, `Anything about
# orders, …`, `Cualquier cosa de facturación, …`, `关于发票的任何问题，…`): every matter of the key's kind, as `any`
# before the key's word says (round 20). Its determiner, its noun of a matter and its link before a word the key
# names.
KEYED_MATTER_DETERMINERS: Final = _spaced("any cualquier 任何")
KEYED_MATTER_NOUNS: Final = _spaced(
    "anything question questions query queries issue issues problem problems matter matters thing things "
    "cosa cosas tema temas asunto asuntos duda dudas consulta consultas pregunta preguntas problema problemas "
    "问题 事情 事 疑问"
)
KEYED_MATTER_LINKS: Final = _spaced("about on with regarding re concerning de del sobre con 关于 有关 相关")
# A determiner pointing at the key's subject itself (`This listing's price is …`, `El alquiler de este piso …`,
# `该房源总价为…`, `本房源`, `此订单`): right before a word of the key's subject, it says which one the key's subject
# is.
KEYED_SUBJECT_DEMONSTRATIVES: Final = _spaced("this este esta 该 本 此 这 这个")
# A name introduced by `called` (`llamado`, `que se llama`, `叫`) after a noun of a business or place renames that noun
# phrase (`i work at a little bakery called Crumb & Co`, `trabajo en una panadería llamada Lumbre`,
# `我在一家叫「半糖」的奶茶店打工`): the noun phrase describes the named place, and restricts nothing the key leaves
# open. Only after these nouns (and `KEYED_BUSINESS_NOUNS`), a person's (`a guy called Tom`) renames no place; in
# Chinese, a noun ending in one of these characters.
KEYED_NAMED_PLACES: Final = _spaced(
    """
    firm company startup business place store shop restaurant bakery cafe café gym bar pub hotel clinic hospital
    empresa tienda panadería cafetería restaurante gimnasio hospital clínica oficina negocio local
    """
)
KEYED_NAMED_PLACE_CHARS: Final = "店馆厅房院校厂铺司吧"
KEYED_NAMING_WORDS: Final = _spaced("called named llamado llamada llamados llamadas")
# Another word for the thing a key names (round 20's `KEYED_SAME_THING_MORE`): a stay is what a booking is of, invoices
# and bills are what finance handles (`Your code for the stay is …` for `booking/code`, `cc finance@… on invoices`).
KEYED_SAME_THING_R28: Final[Mapping[str, tuple[str, ...]]] = {
    "booking": _spaced("stay reservation estancia reserva 住宿 入住 预订"),
    "reservation": _spaced("stay booking estancia reserva 住宿 入住 预订"),
    "reserva": _spaced("stay booking reservation estancia 住宿 入住 预订"),
    "预订": _spaced("stay booking reservation estancia reserva 住宿 入住"),
    "finance": _spaced("invoice invoices bill bills receipts factura facturas recibos 发票 账单 报销"),
    "finanzas": _spaced("invoice invoices bill bills factura facturas recibos 发票 账单 报销"),
    "财务": _spaced("invoice invoices bill bills factura facturas 发票 账单 报销"),
}


# Words that name a relation without spelling it (a relation word on the left, the words on the right).
RELATION_WORDS: Final[Mapping[str, tuple[str, ...]]] = {
    rel: _spaced(words)
    for rels, words in (
        (
            "email mail e correo electrónico 邮箱 邮件 contact contacto 联系",
            "email e mail reach reached reachable contact write message send you can correo electrónico puedes envía "
            "enviar localizable escribir contactar localizar "
            "邮箱 邮件 电子邮件 发 联系 "
            "可以",
        ),
        (
            "phone telephone number mobile cell contact teléfono móvil celular número 电话 手机 号码 号 联系",
            "phone telephone number mobile cell call text reach reached reachable contact dial ring whatsapp you can "
            "teléfono móvil celular número llamar puedes localizable contactar localizar "
            "电话 手机 号码 号 打 拨 联系 可以",
        ),
        (
            "name nickname nombre apodo 名字 姓名 名 昵称 小名 外号",
            "name named called call go by goes by nombre llamo llama se dicen 叫 名字 姓名",
        ),
        (
            "city location residence home address lives ciudad dirección residencia domicilio 城市 住址 地址",
            "live lives living reside resides based located home vivo vive reside resido 住 住在 家",
        ),
        (
            "job occupation profession work employer company role trabajo profesión empresa 工作 职业 公司",
            "work works working employed job trabajo trabaja 工作 上班",
        ),
        ("birthday birth cumpleaños nacimiento 生日", "born birthday nací nació cumpleaños cumple 出生 生日"),
        # (who paid an amount names its cost, round 12: "Paid £1,240 for the flights", "机票花了我3200块")
        (
            "cost costs price fare fee precio coste costo tarifa 费用 价格 票价",
            "paid pay pays cost costs pagué pagó pagamos pagado costó cuesta 花 付",
        ),
        ("allergy allergies alergia alergias 过敏", "allergic alérgico alérgica alérgicos 过敏 对"),
        ("language languages idioma idiomas 语言", "speak speaks hablo habla 说 会"),
        ("car vehicle coche carro auto 车 汽车", "drive drives own owns conduzco conduce 开"),
        # (where one comes from is no residence: "I'm from Toronto" does not say where one lives; nor a birthplace:
        # "I grew up in Toronto" does not say where one was born, which `birthplace` names by its part `birth`)
        ("hometown origin procedencia origen 家乡 老家", "from originally grew up raised de 来自 老家"),
        ("age edad 年龄 岁数", "aged tengo tiene cumplo cumple 今年"),
        # (travel slots, present forms only: "I stayed in room 207" keeps its past)
        ("room habitación habitacion 房间 房间号 房号", "stay staying stays estoy alojo alojada alojado 住 住在"),
        (
            "gate terminal platform puerta andén 登机口 站台",
            "leave leaves leaving depart departs board boards boarding sale salen embarque 登机",
        ),
        (
            "departure leaving salida partida 出发 出发日期",
            "leave leaves leaving depart departs departing fly flying out voy me sale salgo 出发 离开",
        ),
        # (a flight's time or place is where it leaves from, present forms only: "My flight left at 7:40" keeps it)
        ("flight vuelo 航班", "leave leaves leaving depart departs departing sale salgo 起飞 出发"),
        ("arrival llegada 到达 抵达", "arrive arrives arriving land lands landing llego llega llegamos 到 到达 抵达"),
        ("size talla 尺码", "wear wears wearing llevo uso calzo 穿"),
        # (what one has: children, siblings, pets — the count stays in the value: "two kids")
        (
            "children kids sons daughters siblings brothers sisters pets hijos hijas hermanos hermanas mascotas "
            "孩子 子女 兄弟姐妹 宠物",
            "have has got tengo tiene 有",
        ),
    )
    for rel in rels.split()
}


# --- round 18: keyed values (issue 31, brief k-keyed; docs/admission.md, "Round 18: keyed values") -----------------
# Relations of where things are sent (a key word holding one: `delivery_address`, `direccion_entrega`, `收货地址`), and
# the words naming them (DESIGN §4's `reach me at` for an e-mail): a delivery frame says where the key's things go
# (`Drop it at …`, `Ship the replacement to …`, `mail can go to …`, `Déjalo en …`, `Mándamelo a …`, `寄到…`, `放到…`).
KEYED_DELIVERY_RELATIONS: Final = _spaced(
    "delivery deliveries shipping shipment mailing postal entrega envío envio envíos reparto "
    "收货 收件 送货 寄送 快递 邮寄 存放"
)
KEYED_DELIVERY_WORDS: Final = _spaced(
    """
    deliver delivers drop leave send ship mail post bring forward go goes can could you please
    dejar deja déjalo dejadlo dejáis dejas dejes deje dejen dejalo manda mandar mandad mándalo mandalo mándamelo
    mandamelo envía envia enviar envíalo envialo envíamelo enviad enviáis traer tráelo tráemelo llevar
    寄 送 放 发 寄到 送到 放到 发到 麻烦
    it them parcel parcels package packages packet order replacement paquete paquetes pedido lo la los las
    快递 包裹 东西 货
    """
)
# A name's key written as what one is called (`称呼`, `how to address`): the naming words name it too (`叫我小柏`).
KEYED_NAMING_RELATIONS: Final = _spaced("称呼 叫法 alias 别名")
KEYED_NAMING_MORE: Final = _spaced("calls calling llaman llamamos llamas dice 称呼")
# A birthday said by its verb: `Cumplo años el 3 de noviembre` names `…/cumpleaños` (present forms only).
KEYED_BIRTHDAY_WORDS: Final = _spaced("cumplo cumples cumplimos años 过生日 过生")
# A thing a key names by another word of it (`stay` for a hotel's cost, `estancia` for `coste_hotel`).
KEYED_SAME_THING: Final[Mapping[str, tuple[str, ...]]] = {
    "hotel": _spaced("stay estancia alojamiento 住宿"),
}
# A universal subject restricts nothing a keyed value leaves out (`everyone calls me Teddy`, `Todos me dicen Ro`,
# `大家都叫我小滕`): it says who holds the claim, and that is everyone. Any other word of its clause still counts.
KEYED_UNIVERSAL: Final = _spaced("everyone everybody todos todas 大家 大家都 所有人 所有人都")
# Softeners that close a Chinese request (`叫我小柏就行`, `放到…就好`): they say it is enough, no condition.
KEYED_SOFTENERS: Final = _spaced("就行 就好 就可以 就成 即可")
# Verbs of a transaction whose past is the amount's own event, not a former value (`Total charged: $184.37`, `I paid
# £612.50 for the stay`, `Me cobraron 38 €`, `Your refund of €86.40 has been issued`): they name the relation of a key
# whose slot is what a thing cost (`TYPED_COST_SLOTS`), never a balance, salary or budget.
TYPED_TRANSACTION_VERBS: Final = _spaced(
    "paid charged billed refunded issued credited pagué pagó pagaste pagamos pagaron pagado cobraron cobró cobrado "
    "cobrada reembolsado reembolsada emitido emitida abonado abonada 付了 花了 收了 退回 扣了"
)
TYPED_COST_SLOTS: Final = _spaced(
    "cost price fee fare amount total charge refund paid coste costo precio tarifa importe cargo reembolso pagado "
    "费用 价格 金额 合计 总价 实付 实付款 退款 票价"
)
# More slot words of a typed date or time, and abbreviations of month and weekday names (`When: Thu 4 Dec, 10:15`).
TYPED_DATE_SLOTS_MORE: Final = _spaced("datetime schedule slot horario 时段")
TYPED_DATE_LABELS: Final = _spaced("when cuándo cuando 时间")  # (only as a label: `When: Thu 4 Dec, 10:15`)
TYPED_DATE_ABBREVIATIONS: Final = _spaced(
    "mon tue tues wed thu thur thurs fri sat sun jan feb mar apr jun jul aug sep sept oct nov dec "
    "lun mié mie jue vie sáb sab dom ene abr ago dic"
)
# Words that leave a typed value unsettled (`When: Thu 4 Dec, 10:15 (tentative)`, `Fecha: 3 de mayo (pendiente)`,
# `时间：5月3日（待定）`): as a frame of its clause or an aside they refuse it (`admission._typed`).
TYPED_TENTATIVE: Final = _spaced(
    "tentative tentatively pending tbc tbd unconfirmed provisional provisionally tentativo tentativa pendiente "
    "pendientes 待定 暂定 待确认 未确认"
)
# Round 20 (issue 31): a request put as a question, opening its clause (`Could you please send the invoices to …`,
# `¿Me podrías mandar las facturas a …?`, `能不能麻烦把发票寄到…`): it asks for the act, as an imperative does, and
# is no condition, doubt or question of fact. Only these second-person openers: `podría` alone is `I could` (a hedge).
KEYED_REQUEST_OPENERS: Final = (
    "could you please", "could you", "can you please", "can you", "would you please", "would you", "will you",
    "please could you", "please can you", "me podrías", "nos podrías", "podrías", "me podéis", "podéis",
    "me podría", "nos podría", "me podrían", "nos podrían", "能不能麻烦", "能不能", "可不可以麻烦", "可不可以", "能否",
    "可否", "麻烦你", "麻烦您",
)  # fmt: skip
# Round 20: the matter a billing address or e-mail is for, named by another word (`Any invoices should go to …`,
# `Cualquier factura, mejor a …`, `发票请发到…`): invoices are what billing sends, so these name the relation.
KEYED_SAME_THING_MORE: Final[Mapping[str, tuple[str, ...]]] = {
    "billing": _spaced("invoice invoices bill bills factura facturas 发票 账单"),
    "facturacion": _spaced("invoice invoices factura facturas 发票 账单"),
    "facturas": _spaced("invoice invoices factura 发票 账单"),
    "账单": _spaced("invoice invoices factura facturas 发票"),
    # (round 23: a waybill is what a courier tracks: `运单号：SF…` for `…/快递单号`, `Waybill:` for `…/tracking_number`)
    "tracking": _spaced("waybill consignment 运单 物流"),
    "seguimiento": _spaced("guía guia waybill consignment 运单 物流"),
    "快递": _spaced("运单 物流 快件 waybill tracking seguimiento"),
}
# Round 20: a free-choice determiner right before a word the key names (`Any invoices …`, `Cualquier factura, …`,
# `任何发票…`) says every thing of the key's kind, the whole of it: no scope word restricting the value.
KEYED_FREE_CHOICE_DETERMINERS: Final = _spaced("any cualquier cualesquiera 任何")
# Round 20: Chinese function words a keyed value leaves out as safely as a preposition: `把`/`将` mark the object a
# verb acts on (`把发票寄到…`), restricting nothing.
KEYED_SAFE_MORE: Final = _spaced("把 将")
# Round 20: words of a label saying the values after it are what a record holds (`Known allergies: …`, `Allergies on
# file: …`, `Alergias conocidas: …`, `过敏史：…`): beside a word the key names, they restrict nothing.
KEYED_ON_RECORD: Final = _spaced(
    "known on file record recorded conocidas conocidos conocida conocido registradas 史 已知"
)
# Round 20: nouns of a kind of business or organization that a key's subject may hold (`fernhollow_pottery`,
# `quesería`, `蓝山茶叶`): such a subject is an organization, whose first person plural (`Our website is …`, `Nuestro
# horario …`, `我们店的官网`) it is, as for the generic names of `KEYED_GROUP_SUBJECTS`. A person's name holds none.
KEYED_BUSINESS_NOUNS: Final = _spaced(
    """
    pottery bakery foods farm farms hotel inn cafe café bar pub salon spa gym academy school college university
    bank agency lab labs works workshop garage pharmacy practice surgery gallery museum theatre theater club
    association society foundation charity ltd llc inc corp co plc gmbh group partners studios clinic shop
    quesería panadería pastelería taller hornos bodega bodegas gestoría asesoría ferretería farmacia librería
    academia escuela colegio hotel hostal bar cafetería peluquería gimnasio fundación asociación sl sa
    茶叶 茶庄 茶馆 酒店 宾馆 超市 书店 药店 药房 诊所 医院 学校 培训 机构 工厂 厂 餐馆 饭店
    咖啡 花店 店铺 商店 物流 科技 集团 中心
    cowork coworking hostel restaurant store market albergue restaurante tienda mercado 民宿 青旅 餐厅 共享办公
    """
)  # (round 23: `cowork_space`, `albergue_*`, `*民宿`: a co-working space, a hostel, a guesthouse own their `our` too)
# Red-team round 2 (issue 31): words that restrict a clause from a tail ending its sentence (`I live in Berlin,
# temporarily.`, `Vivo en Berlín, de momento.`, `我喝咖啡，主要是低因的。`, `I weigh 80 kg, give or take.`): for the
# time being, now and then, mostly, more or less. The guard's scope, condition and focus words count there too.
TAIL_RESTRICTIONS: Final = _words(
    """
    temporarily, for the time being, at the moment, for now, for a while, now and then, once in a while, on occasion,
    at times, from time to time, on and off, off and on, give or take, more or less, roughly, approximately, or so,
    part-time, part time, here and there, anymore, any more, not much, not often, used to, kind of, sort of, ish,
    de momento,
    por el momento, por ahora, temporalmente, de forma temporal, de manera temporal, provisionalmente,
    de vez en cuando, a ratos, no mucho, no tanto, mas o menos, aproximadamente, casi siempre, sobre todo,
    principalmente, mayormente, en parte, ya no, solia,
    以前, 暂时, 临时, 主要, 大多, 左右, 差不多, 大约, 时不时, 不多, 不常
    """
)
# Degree words: they restrict the verb they stand beside (`I speak a little French`, `Tomo café, pero poco`), but in a
# tail only when they end it (`…, a bit rusty though` describes, it restricts nothing).
TAIL_DEGREE: Final = _words("a little, a bit, poco, un poco, 一点, 有点")
# Subject pronouns that open a clause of its own in a tail (`…, but I work in Potsdam`), unless a pro-form follows
# them that only restates the clause before (`…, well, I did until May`).
TAIL_SUBJECTS: Final = _spaced("i we you he she they it yo él ella nosotros nosotras ellos ellas")
TAIL_PRO_VERBS: Final = _spaced("did do does used 'd d")
# Words that open a tail adding a claim or a consequence of its own, no restriction (`…, so please no meat`,
# `…，周末还去教游泳`): the tail they open is read as a clause of its own.
TAIL_OWN_CLAUSE: Final = _spaced("so because which then also too así porque pues también además 所以 因为 还 也 而且")
# Red-team round 2 (issue 31): nouns of a message someone sent (`Text from Ana: …`, `Mensaje de mi hermana: …`,
# `我妹妹的消息：…`): before a colon, with its sender, they give the words after it as another's.
MESSAGE_NOUNS: Final = _spaced(
    "text texts message messages msg email e-mail mail note voicemail dm sms whatsapp mensaje mensajes correo nota "
    "audio 消息 短信 微信 邮件 留言 语音 原话"
)

# --- round 30: statuses and afterthoughts set off from their clause (`admission._pending`, `_afterthoughts`) --------
# The modules read each entry as `normalize` writes it (casefolded, accents stripped).
# A status a set-off aside or tail gives its clause: pending, provisional or conditional (`(pending inspection)`,
# `, subject to availability`, `(pendiente de pago)`, `（暂定）`). Chinese `待` is read there by the characters
# around it (`待付款`; not `期待`, `待会`).
PENDING_STATUS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        pending, awaiting, subject to, provisional, provisionally, tentative, tentatively, unconfirmed, not yet,
        yet to be, to be confirmed, to be determined, to be decided, to be approved, tbc, tbd, on hold,
        until confirmed, until approved, conditional, conditionally, still waiting, waiting for, waiting on
        """
    ),
    "es": _words(
        """
        pendiente, pendientes, a la espera, en espera, por confirmar, sin confirmar, provisional, provisionalmente,
        tentativo, tentativa, tentativamente, todavía no, aún no, sujeto a, sujeta a, sujetos a, sujetas a,
        a falta de, en trámite, condicionado, condicionada
        """
    ),
    "zh": _words("尚未, 还没, 还未, 暂定, 暂时, 未确认, 有待"),
}
# A status saying the value no longer holds (`(deactivated)`, `(expired)`, `…, but it's disconnected`, `(caducado)`,
# `（已注销）`); the Chinese verbs of one may follow `已`, `已经` or `早就` (`已经停机了`).
INVALID_STATUS: Final[Mapping[str, tuple[str, ...]]] = {
    "en": _words(
        """
        deactivated, expired, inactive, disconnected, discontinued, obsolete, defunct, suspended, cancelled,
        canceled, out of service, out of use, out of date, no longer valid, no longer active, no longer in use,
        no longer work, no longer works, no longer working, no longer used, not in use
        """
    ),
    "es": _words(
        """
        desactivado, desactivada, caducado, caducada, cancelado, cancelada, dado de baja, dada de baja, inactivo,
        inactiva, fuera de servicio, fuera de uso, ya no funciona, ya no existe, ya no es válido, ya no es válida,
        ya no se usa, ya no lo uso, ya no la uso, ya no está activo, ya no está activa, suspendido, suspendida
        """
    ),
    "zh": _words("不再使用, 空号"),
}
INVALID_STATUS_VERBS_ZH: Final = _spaced("注销 停用 停机 过期 失效 作废 销户 弃用")
# Or that it may not hold for long (`…, but it may change`, `…, pero puede cambiar`, `…，不过可能会改`); the Chinese
# verbs of change follow `可能` or `可能会`.
CHANGE_STATUS: Final = _words(
    """
    may change, might change, could change, can change, may still change, might still change, could still change,
    can still change, subject to change, liable to change, podría cambiar, puede cambiar, puede variar
    """
)
CHANGE_VERBS_ZH: Final = _spaced("改 变 调整 取消 延期")
# A set-off clause about the value's status (`…, but it's disconnected`, `pero ya está dado de baja`, `不过已经停机了`,
# `, now expired`): a contrast opener, at most an anaphor of the value, then copulas and adverbs of state, then the
# status. A set-off piece that one of `STATUS_CONJUNCTIONS` opens is otherwise a second fact (`…, but payment is
# still pending`).
STATUS_CONTRASTS: Final = _words("but, though, although, pero, aunque, 不过, 但是, 但, 可是")
STATUS_ANAPHORS: Final = _words("it, it's, its, this, that, lo, la, este, esta, 它, 这个, 该")
STATUS_COPULAS: Final = _words(
    "is, was, has been, 's, now, already, está, es, fue, ha sido, ya, ahora, 已经, 现在, 目前"
)
STATUS_CONJUNCTIONS: Final = _words(
    "but, and, although, though, while, pero, y, aunque, mientras, 但是, 但, 而, 可是, 不过"
)
# A short piece after a sentence that limits its validity though the guard's lists mark nothing in it (`Offer ends
# Friday.`, `Excludes Alaska.`, `Válido hasta el lunes.`, `截止周五。`).
AFTERTHOUGHT_LIMITS: Final = _words(
    """
    end, ends, ending, expire, expires, expiring, valid, applies, apply, limited, exclude, excludes, excluding,
    restriction, restrictions, termina, vence, válido, válida, válidos, aplica, aplican, limitado, limitada,
    limitados, limitadas, excluye, excluyen, restricciones, 限, 截止, 有效期, 到期, 适用
    """
)
# A piece opening with one of these is a clause about the sentence before it (`It only applies to members.`).
AFTERTHOUGHT_ANAPHORS: Final = _spaced("it this that these those esto eso esta este")
# What gives a piece a clause of its own, so that it says something of its own rather than scoping the sentence
# before it (`Not sure what to name him.`, `Only been there a week.`, `No sé si te lo dije.`, `不过它很怕生。`): an
# English subject, auxiliary or contraction (as `normalize` writes it: `im`), a Spanish verb that is none of these
# clitics and particles, a Chinese pronoun, or a contrast opening the piece.
AFTERTHOUGHT_CLAUSE_EN: Final = _spaced(
    """
    i you he she we they there is are was were be been being am have has had do does did can could will would
    should may might must im ive id
    """
)
AFTERTHOUGHT_NOT_VERBS_ES: Final = _spaced("no se te me lo la le les nos os si")
AFTERTHOUGHT_PRONOUNS_ZH: Final = _spaced("它 他 她 我 你")
AFTERTHOUGHT_CONTRASTS: Final = (*STATUS_CONTRASTS, "只是")
# A Chinese afterthought opens with its marker (`仅限会员`, `只限本周`, `不含税`, `如需发票…`) or closes with one
# (`周日除外`, `以会员为限`).
AFTERTHOUGHT_OPENERS_ZH: Final = _spaced("仅 只 限 除 不 非 如 若 需 须 满 还是 或者 也可能")
AFTERTHOUGHT_CLOSERS_ZH: Final = _spaced("除外 为限 不行 不可以 无效")
# A bare negation restricts only a when (`Not on Sundays though.`, `Los domingos no.`, `Not anymore.`): words saying
# it is no longer so, and Chinese times (the English and Spanish ones are `_coordination.TIME_NOUNS`).
AFTERTHOUGHT_NO_LONGER: Final = _words("anymore, any more, no longer, ya no, 不再")
AFTERTHOUGHT_TIMES_ZH: Final = _spaced(
    "周一 周二 周三 周四 周五 周六 周日 周末 星期 礼拜 节假日 假期 晚上 早上 上午 下午 夜里 冬天 夏天"
)
