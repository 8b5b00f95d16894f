"""Bound adjuncts: the words that open (or, in Chinese, close) a range, validity or time adjunct, and their kin.

Responsible for: `BOUND_OPENERS`, `BOUND_CLOSERS`, the time frames that open a sentence, and the words that tell a
bracketed gloss, measure or group from an aside (`GLOSS_ARTICLES`, `MEASURE_UNITS`, `GROUP_NOUNS_ZH`). Must not: be
compiled into the index or decide admission.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from memtx.core.lexicon._blocks import _words

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
        本周, 下周, 下个月, 明年, 当月, 当天, 当日, 当周, 当晚, 当年, 每周, 每月, 每天, 每年, 每晚, 月底, 月初,
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
    秒, 分钟, 小时, 钟头, 天, 周, 星期, 月, 年, 晚, 公里, 公斤, 岁
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
