"""Admission's reporting tags: a sentence given as someone else's words by a set-off tag (DESIGN §4, attribution).

Responsible for: telling whether a value draws from a sentence that a reporting tag attributes to another, and leaves
the tag out. A tag is set off at the sentence's end (`…, the carrier says.`, `…, says the agent.`, `…, I was told.`,
`…, dice el transportista.`, `…, me han dicho.`, `…，承运人说的。`), or is an attribution phrase set off at its start
or inside it (`as per the carrier's e-mail`, `de acuerdo con el transportista`, `conforme al contrato`,
`据承运人介绍`, `按照房东的说法`, `根据客户的邮件`). Must not: decide support (`_support` does), or read a reporting
verb that opens a clause with `that`/`que`/a colon (`_speech` reads those frames), or a clause of belief (`_frames`
reads `I think`).

Why. `The container cleared customs, the carrier says.` asserts only that the carrier says so; a value `The
container cleared customs` turns the carrier's word into the writer's fact, as dropping `according to the carrier`
would (which the guard already refuses). The same phrase about the addressee's or writer's own request (`as per your
request`, `según lo acordado`… ) attributes nothing and is left to the other rules.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._frames import _cjk, draws_from
from memtx.core.admission._sentences import _evidence, cut_sentences, value_tokens
from memtx.core.text import scan_normalized

# Reporting verbs of a tag (as `normalize` writes them: casefolded, accents stripped).
_EN_VERBS: Final = (
    r"says|said|say|claims?|claimed|reports?|reported|writes|wrote|mentioned|mentions|insists?|insisted|swears?"
    r"|swore|tells\s+(?:me|us)|told\s+(?:me|us)|confirms?|confirmed|informs?\s+(?:me|us)|informed\s+(?:me|us)"
)
_ES_VERBS: Final = (
    r"dice|dicen|dijo|dijeron|comenta|comentan|comento|comentaron|asegura|aseguran|aseguro|afirma|afirman|afirmo"
    r"|cuenta|cuentan|conto|contaron|escribe|escribio|explica|explico|informa|informo|confirma|confirmo|sostiene"
)
# (a subject of at most three words: `the carrier`, `my landlord`, `Maria`, `our broker in Rotterdam` is too long)
_EN_SUBJECT: Final = r"(?!(?:as|i|we|like)\b)(?:[a-z][\w'-]*\s+){0,2}?[a-z][\w'-]*"
_ES_SUBJECT: Final = r"(?!(?:yo|como)\b)(?:[a-zñ][\w-]*\s+){0,2}?[a-zñ][\w-]*"
_END: Final = r"\s*(?:[.!?…。！？]+|$)"
_TRAILING: Final = re.compile(
    rf"[,;—-]\s*(?:or\s+so\s+|o\s+eso\s+|eso\s+)?(?:"
    rf"{_EN_SUBJECT}\s+(?:{_EN_VERBS})"  # `, the carrier says`
    rf"|(?:says|said|writes|wrote|reports|claims)\s+(?:[a-z][\w'-]*\s+){{0,4}}?[a-z][\w'-]*"  # `, says the carrier`
    r"|(?:i|we)\s+(?:was|were|have\s+been|'ve\s+been|am|are|'m|'re)\s+told|so\s+(?:i|we)\s+(?:hear|heard|am\s+told)"
    rf"|(?:(?:me|nos|le|les)\s+)?(?:{_ES_VERBS})(?:\s+{_ES_SUBJECT})?"  # `, dice el transportista`, `, me dijo Marta`
    r"|(?:me|nos)\s+(?:han\s+dicho|han\s+contado|dijeron|contaron|comentaron|han\s+comentado)"
    r"|segun\s+dicen|segun\s+me\s+dijeron"
    rf"){_END}",
)
# Chinese: a tag closing the sentence after a comma (`，承运人说`, `，承运人说的`, `，据承运人说`, `，我听说的`),
# whose verb ends it (`，说明手续齐全` is no tag).
_ZH_TRAILING: Final = re.compile(
    r"[,;]\s*(?:据)?[\u4e00-\u9fff]{0,8}?(?:说|称|表示|讲|介绍|透露|告诉我们?)的?\s*(?:[.!?…。！？]+|$)"
)
# (discourse markers ending in 说, and the writer's own words, which `_references` reads)
_ZH_NOT_TAGS: Final = (
    *("不用说", "不得不说", "老实说", "说实话", "实话说", "总的来说", "一般来说", "换句话说", "简单来说"),
    *("我说", "我们说", "我刚说", "跟你说", "和你说", "给你说", "跟您说"),
)
# Attribution phrases opening a sentence or set off inside it: whose word the rest is.
_OPENING: Final = re.compile(
    r"(?:^|[,;(—-])\s*(?:"
    r"as\s+per\s+(?!(?:your|my|our)\s+(?:request|instructions?|order|wishes)\b)"
    r"|de\s+acuerdo\s+con\s+(?!(?:tu|su|vuestra|nuestra)\s+(?:solicitud|peticion|pedido)\b)"
    r"|conforme\s+a(?:l)?\s+(?!(?:tu|su|vuestra|nuestra)\s+(?:solicitud|peticion|pedido)\b)"
    r")"
    r"|(?:^|[,;(])\s*(?:据(?!说)|根据|按照|依照|依据|照)[\u4e00-\u9fff]{1,10}?"
    r"(?:的(?:说法|邮件|消息|通知|介绍|反馈|描述|回复|报告|信息)|说|称|介绍|透露|反映|报道|表示)\s*[,]"
    r"|(?:^|[,;(])\s*据悉"
)


_LIGHT: Final = frozenset({"the", "and", "或", "据", "的", "so", "eso"})


@lru_cache(maxsize=1024)
def _tagged(evidence: str) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """The evidence's sentences that a reporting tag attributes to another: each sentence's tokens without the tag,
    and the tag's tokens."""
    text = _evidence(evidence).norm
    if not any(p.search(text) for p in (_TRAILING, _ZH_TRAILING, _OPENING)):
        return ()  # (one pass over the whole text first: most evidences hold no tag)
    out: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
    for sentence in cut_sentences(text):
        for pattern in (_TRAILING, _ZH_TRAILING):
            m = pattern.search(sentence)
            if m is not None and not any(w in m.group() for w in _ZH_NOT_TAGS):
                out.append((value_tokens(sentence[: m.start()]), tuple(scan_normalized(m.group())[0])))
        m = _OPENING.search(sentence)
        if m is not None:
            rest = sentence[: m.start()] + " " + sentence[m.end() :]
            out.append((value_tokens(rest), tuple(scan_normalized(m.group())[0])))
    return tuple(out)


def drops_report_tag(evidence: str, vtoks: list[str]) -> bool:
    """Does the value draw from a sentence that a reporting tag gives as another's words, leaving the tag out
    (`The container cleared customs` of `The container cleared customs, the carrier says.`)?"""
    joined = "".join(vtoks)
    for tokens, tag in _tagged(evidence):
        words = [w for w in tag if w not in _LIGHT and (len(w) > 2 or _cjk(w))]
        if words and all((w in joined) if _cjk(w) else (w in vtoks) for w in words):
            continue  # (the value keeps the tag's words: it reports them itself)
        if draws_from(vtoks, tokens):
            return True
    return False
