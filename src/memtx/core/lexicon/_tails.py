"""Tails, set-off statuses and afterthoughts (red-team round 2, round 30): pieces at a clause's end or side.

Responsible for: the words that make a tail restrict its clause, a set-off status say it is unsettled or no longer
holds, and an afterthought limit its sentence. Must not: find those pieces in text (that is `memtx.core.admission`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from memtx.core.lexicon._blocks import _spaced, _words

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
        no longer work, no longer works, no longer working, no longer used, not in use, void, voided, null and void,
        cxl, bounced, bounces, not in service, no longer in service, revoked, withdrawn, rejected, declined, lapsed
        """
    ),
    "es": _words(
        """
        desactivado, desactivada, caducado, caducada, cancelado, cancelada, dado de baja, dada de baja, inactivo,
        inactiva, fuera de servicio, fuera de uso, ya no funciona, ya no existe, ya no es válido, ya no es válida,
        ya no se usa, ya no lo uso, ya no la uso, ya no está activo, ya no está activa, suspendido, suspendida,
        anulado, anulada, se anuló, se canceló, caducó, venció, expiró, ha caducado, ha vencido, ha expirado,
        denegado, denegada, retirado, retirada, revocado, revocada, rechazado, rechazada, ha perdido vigencia,
        sin vigencia, ya no vale
        """
    ),
    "zh": _words("不再使用, 空号"),
}
INVALID_STATUS_VERBS_ZH: Final = _spaced(
    "注销 停用 停机 过期 失效 作废 销户 弃用 取消 撤销 退订 冻结 挂失 关闭 驳回 撤回 到期 停飞"
)
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
