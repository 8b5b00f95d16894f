"""Safe deletions (DESIGN §4, amended): function words, request frames, coordination lists and exception closers.

Responsible for: the whole units a value may leave out of a clause it draws from, and the verb lists coordination
reads (with the English and Spanish forms derived from them). Must not: decide a deletion (`memtx.core.admission`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from memtx.core.lexicon._blocks import _spaced, _words

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
