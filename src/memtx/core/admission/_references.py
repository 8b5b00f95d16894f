"""Admission's asides about the conversation or the value itself: a reference to an earlier message of the writer's
own, a weekday that restates the date before it, a note on the value's spelling (DESIGN §4, amended: safe deletions).

Responsible for: telling whether an aside's text is one of them (`_asides` finds the asides and leaves them out). Split
from `_asides` in round 25 (brief S), which grew past 800 lines. Must not: find asides or decide support itself.
"""

from __future__ import annotations

import re
from typing import Final

from memtx.core.admission._clauses import _clauses
from memtx.core.admission._sentences import _evidence
from memtx.core.lexicon import COND, FOCUS, NEG, SCOPE, SPELLING_NOTE_GLUE, SPELLING_NOTE_WORDS, TYPED_OTHER_PERSON
from memtx.core.text import normalize, tokenize

_ZH_OTHERS: Final = tuple(w for w in TYPED_OTHER_PERSON if "\u3400" <= w[0] <= "\u9fff")

# Round 23: an aside that refers to what was said before (`as I mentioned on the phone`, `como te comentaba por
# teléfono`, `我上次跟你说过`) is about the conversation, not the clause: how or when it was said (`on the phone`,
# `ayer`) restricts nothing. One holding a negator, scope word or condition is read as any aside is.
# Round 25 (brief S): the same reference written without a speaker or with the writer's own company, as formal mail
# writes it (`as mentioned in our previous e-mail`, `as previously advised`, `as per my last message`, `tal como le
# indicamos en nuestro correo anterior`, `según le comentamos`, `如我司前一封邮件所述`, `如前所述`): the earlier
# message is still the writer's own, so the aside still says nothing of the clause. A reference to a third party's
# words (`as the landlord mentioned`, `como dijo Juan`, `如房东所说`) attributes the clause to them, no safe deletion.
_REFERENCE: Final = re.compile(
    r"(?:as\s+(?:(?:i|we)\s+(?:have\s+|had\s+)?(?:already\s+|previously\s+)?"
    r"(?:said|mentioned|told\s+you|wrote|explained|discussed|noted|advised|stated|indicated|agreed)"
    r"|(?:already\s+|previously\s+)?(?:said|mentioned|discussed|noted|advised|stated|indicated|agreed|explained)"
    r"|per\s+(?:my|our|your|the)\s+(?:(?:previous|last|earlier|recent)\s+)?"
    r"(?:e-?mails?|messages?|calls?|letters?|conversations?|chats?|notes?))"
    r"|(?:tal\s+)?como\s+(?:ya\s+)?(?:(?:te|le|os|les|se)\s+)?(?:lo\s+)?(?:he\s+|hemos\s+|había\s+|habíamos\s+)?"
    r"(?:dij|dec[ií]|coment|cont|expli|mencion|escrib|avis|habl|indic|inform|acord)\w*"
    r"|según\s+(?:(?:te|le|os|les)\s+)?(?:lo\s+)?(?:indic|coment|inform|expli|mencion|avis)\w*"
    r"|我?(?:之前|上次|刚才|前面|昨天)?(?:跟你|和你|给你|跟您|和您|向你)?(?:说|提|讲|聊)(?:过|到过)"
    r"|(?:正)?如(?:我们?|我司|我方|本公司)?(?:在|于)?(?:之前|前面|上次|先前|此前|前)?(?:的)?(?:一封|一次)?"
    r"(?:邮件|信件?|电话|消息|通知|短信|沟通|函)?(?:中)?(?:所述|所说|所提|提到的|说过的|告知的))"
    r"(?:\b|(?<=[过到述说提的]))",
    re.IGNORECASE,
)
# (who may have said it: the writer, the addressee, or no one named — a person or a name after the reference is
# whose words they were)
_THIRD_PARTY: Final = frozenset(
    {*TYPED_OTHER_PERSON, "he", "she", "they", "him", "them", "él", "ella", "ellos", "ellas", "他", "她", "他们"}
)


_OTHERS_OWN: Final = frozenset({"his", "her", "their", "su", "sus", "他的", "她的"})
_CHANNELS: Final = frozenset({"phone", "telephone", "email", "e-mail", "mail", "post", "text", "letter", "chat"})
# (a Spanish verb of the third person: a preterite in `-ó`/`-jo`, or a plural; `se` makes it impersonal, `se indicó`)
_THIRD_PERSON_VERB: Final = re.compile(r"(?<!se\s)\b\w+(?:ó|jo|aron|ieron|eron)$", re.IGNORECASE)


# Red-team round 3 left `(as previously advised, pending inspection)` and `（如我司前一封邮件所述（待查验））`:
# words after a reference that are not how or when it was said say something of the clause (`pending inspection`:
# it is not yet true), so the aside is no bare reference. What may follow: the channel, the time, whose message.
_HOW_WHEN: Final = frozenset(
    re.findall(
        r"\S+",
        """on in by over via at through during the a an this that my our your earlier previous prior last recent
        past already before yesterday today week month call calls phone telephone email e mail emails message
        messages letter letters chat conversation meeting note notes text ticket thread reply visit
        en por el la los las este esta mi mis nuestro nuestra nuestros tu tus anterior ultimo ultima pasado pasada
        ayer hoy antes ya semana mes llamada telefono correo correos mensaje mensajes carta reunion chat conversacion
        nota visita""",
    )
)
_CJK: Final = re.compile(r"[\u3400-\u9fff]")


def _reference(inner: str) -> bool:
    """Is the aside a reference to what was said before, with at most how or when it was said and no one else who
    said it?"""
    text = inner.strip()
    m = _REFERENCE.match(text)
    if m is None:
        return False
    rest = text[m.end() :]
    toks = tokenize(normalize(rest))
    if _CJK.search(rest) is not None or any(t not in _HOW_WHEN for t in toks if t.isalpha()):
        return False  # (`…, pending inspection`, `…（待查验）`: the rest says something of the clause)
    if any(w[:1].isupper() for w in rest.split()) or any(t in _THIRD_PARTY or t in _OTHERS_OWN for t in toks):
        return False  # (`as mentioned by Bob`, `as noted in his e-mail`, `como le dijo su madre`: another's words)
    if any(t == "by" and toks[k + 1 : k + 2] != [] and toks[k + 1] not in _CHANNELS for k, t in enumerate(toks)):
        return False  # (`as mentioned by the broker`: the agent of a passive, another; `by phone` is how)
    if _THIRD_PERSON_VERB.search(m.group(0)) is not None:
        return False  # (`como le comentó su asesor`, `como dijeron`: a third person's verb)
    if any(w in rest for w in _ZH_OTHERS):
        return False
    for piece in _evidence(rest).texts:
        for clause in _clauses(piece, False)[0]:
            if clause[3] & (FOCUS | COND) or any(b[2] & (NEG | SCOPE | COND) for b in clause[1]):
                return False
    return True


# (round 25: where a comma aside may open with a reference, `, as mentioned …,`, `，如我司…所述，`)
REFERENCE_NEAR: Final = re.compile(r"[,，]\s*(?:as\s|(?:tal\s+)?como\s|según\s|(?:正)?如)")


# Round 25 (brief S): a weekday in brackets right after a date (`3月18日（周二）`, `March 18 (Tue)`, `el 18 de marzo
# (martes)`, `18/03 (Tue.)`) names the day that date falls on: it restates the date, so it restricts nothing, and a
# value may leave it out as it may leave out any gloss. After anything but a day of the month (`5 pm (Saturday)`,
# `Delivery (Mondays)`) a weekday says when the clause holds: it stays a time frame.
_WEEKDAY: Final = re.compile(
    r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|(?:lun|mar|mi[eé]|jue|vie|s[aá]b|dom)\.?|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo"
    r"|(?:周|星期|礼拜)[一二三四五六日天]",
    re.IGNORECASE,
)
_MONTHS: Final = (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
    r"|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre"
)
_DAY_OF_MONTH: Final = re.compile(
    rf"(?:\d{{1,2}}\s*[日号]|(?:{_MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:de\s+)?(?:{_MONTHS})(?:,?\s+(?:de\s+)?\d{{4}})?"
    r"|\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?)\s*$",
    re.IGNORECASE,
)


def _weekday(inner: str, before: str) -> bool:
    """Round 25: is the aside only the weekday of the date right before it (the comment above)?"""
    return _WEEKDAY.fullmatch(inner.strip()) is not None and _DAY_OF_MONTH.search(before) is not None


_SPELLING_ALL: Final = tuple(
    (w, "\u3400" <= w[0] <= "\u9fff")
    for w in sorted({*SPELLING_NOTE_WORDS, *SPELLING_NOTE_GLUE}, key=len, reverse=True)
)
_SPELLING: Final = frozenset(t for w in SPELLING_NOTE_WORDS for t in tokenize(normalize(w)))
_SPELLING_GLUE: Final = frozenset(t for w in SPELLING_NOTE_GLUE for t in tokenize(normalize(w)))
_SPELLING_CJK: Final = tuple(w for w in SPELLING_NOTE_WORDS if "\u3400" <= w[0] <= "\u9fff")


def _spelling(inner: str) -> bool:
    """Round 23: is the aside a note on how the value before it is written, its letter case (`(con mayúscula)`,
    `(with a capital T)`, `（区分大小写）`)? It glosses the value's form, so it restricts nothing wherever it stands."""
    toks = tokenize(normalize(inner.replace("-", " ")))
    cjk = "".join(t for t in toks if "\u3400" <= t <= "\u9fff")
    for w, is_cjk in _SPELLING_ALL:
        if is_cjk:
            cjk = cjk.replace(w, "")
    words = [t for t in toks if not "\u3400" <= t <= "\u9fff"]
    noted = any(t in _SPELLING for t in words) or any(w in inner for w in _SPELLING_CJK)
    plain = all(t in _SPELLING or t in _SPELLING_GLUE or (len(t) == 1 and t.isascii() and t.isalpha()) for t in words)
    return noted and plain and not cjk
