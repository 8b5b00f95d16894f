"""Admission's turns of a labelled dialogue (DESIGN §4, speaker binding): whose first person an evidence's is.

Responsible for: reading a source as turns opened by labels (`Recruiter: …`, `Candidate (Ben): …`, `顾问：…`) and
telling whether an evidence lies in a turn labelled for someone other than the speaker, in a source where another
turn's label names the speaker. Must not: bind a value to a speaker (`_speaker` does) or read the evidence's own
frames (`_speech` does, for a label inside the evidence).

Why. Blind batch 30: `Recruiter: I've placed twelve engineers at Monzo this year.` followed by `Candidate (Ben):
Nice, …`, the speaker Ben, and the value `Ben has placed twelve engineers at Monzo this year` (or `顾问：我今年…` and
`候选人（王磊）：…`). The evidence alone is a plain first-person sentence; only the source says whose turn it is. The
rule asks for proof that the turn is another's: its label does not name the speaker, and either the speaker's own
turn is labelled elsewhere in the source (a label holding the speaker's name or one word of it) or the label is
itself a person's name (round 30's test: words no English or Spanish word list knows, `Sarah:`). A role's label with
no turn of the speaker's is not read (`Customer: my email is …` with the speaker Rita may be hers).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from functools import lru_cache
from typing import Final

from memtx.core.admission._coordination import spanish
from memtx.core.admission._lemmas import en_lemmas, es_lemma
from memtx.core.admission._speech import _FIRST_PERSON as _FIRST
from memtx.core.admission._speech import _es_first, _turn_label, imperative_me
from memtx.core.admission._takebacks import takes_back
from memtx.core.lexicon import TYPED_OTHER_PERSON, TYPED_SLOTS
from memtx.core.text import content_tokens, normalize

__all__ = ["anothers_turn", "asked_for_text", "staff_speaker", "taken_back_later"]

_MARKS: Final = ":：]>】-–—"  # (a label's closing mark: no turn is read in a source without one)
# A label opening a line: after an optional time stamp (`[10:02]`, `10:02 pm`) and markup (`**`, `>`), one to four
# words or one to eight Chinese characters, with an optional name in brackets (`Candidate (Ben)`, `候选人（王磊）`),
# then a colon (markup may close around it: `**Ben:**`), a dash (`Ben - …`) or, for a bracketed label, its bracket
# (`[Ben] …`, and blind batch 41's `[Resident, Omar] …`: a role, a comma, a name; chat exports' `<Ben> …` and
# `【住户 王芳】…` too). Inside a line only the plain form after a sentence's end: a capitalized label and a colon.
# (round 37, blind batch 46: an SMS export names its people by their numbers, `+44 7700 900123:`, `138 0013 6677：`)
_WORDS: Final = r"(?:\+?\d[\d \t-]{5,}\d|[\w'’-]+(?:[ \t]+[\w'’-]+){0,3}|[\u4e00-\u9fff]{1,8})"
_NAME: Final = r"(?:[ \t]*[(\[（][^)\]）\n]{1,40}[)\]）])?"  # (blind batch 51: `Agente (Laura, Atención al Cliente)`)
# (a stamp may carry its date, as chat exports write it, `[12/03/26, 21:05]`, `[11/25 08:12]`, and a Chinese part of
# the day, `[晚上9:02]`: blind batches 44 and 46)
_STAMP: Final = (
    r"(?:\[?(?:\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{1,4})?,?[ \t]*)?(?:上午|下午|晚上|早上|中午|凌晨)?"
    r"\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[aApP]\.?[mM]\.?)?\]?(?:[ \t]+[-–](?=[ \t]))?[ \t]*)?"
)  # (WhatsApp on Android writes `12/03/2026, 21:05 - Tom: …`: red-team round 17)
_LINE_LABEL: Final = re.compile(
    rf"^[ \t>*_]*{_STAMP}[*_]*(?:[\[<【](?P<bracketed>{_WORDS}(?:(?:[,，][ \t]*|[ \t]+){_WORDS})?{_NAME})[\]>】]"
    rf"|(?P<label>{_WORDS}{_NAME})(?:,[ \t]*{_STAMP})?[*_]*(?:[ \t]*[:：]|[ \t]+[-–—](?=[ \t])))",
    re.MULTILINE,
)
# An e-mail's sender line opens a turn of the name after it (`From: Sarah Lim`, `De: …`, `发件人：…`); the other header
# lines label no turn.
_SENDER: Final = re.compile(r"^[ \t>*]*(?:From|De|Von|发件人)[ \t]*[:：][ \t]*(?P<label>[^\n<]{1,40})", re.MULTILINE)
_HEADERS: Final = frozenset(
    {"from", "de", "von", "发件人", "to", "para", "cc", "bcc", "subject", "asunto", "date", "fecha", "sent", "enviado",
     "收件人", "主题", "抄送", "日期", "发送时间", "enviado el", "re", "fw", "fwd"}
)  # fmt: skip
_INLINE_LABEL: Final = re.compile(
    r"(?<=[.!?。！？])[ \t]*"
    r"(?P<label>(?:[A-ZÁÉÍÓÚÑ][\w'’-]*(?:[ \t]+[\w'’-]+){0,3}|[\u4e00-\u9fff]{1,8})"
    r"(?:[ \t]*[(\[（][^)\]）\n]{1,24}[)\]）])?)[ \t]*[:：]"
)
# Words no label holds: a clause before a colon (`My address is: …`, `Note that I said: …`) labels no turn, nor does
# a filler opening a line before a dash (`Well - I live in Leeds` is no turn of someone named Well).
_NOT_LABEL: Final = frozenset(
    {
        "i", "me", "my", "we", "our", "is", "are", "was", "were", "said", "says", "yo", "mi", "es", "son", "dice",
        "我", "是", "well", "so", "ok", "okay", "yes", "no", "oh", "um", "hmm", "sorry", "bueno", "pues", "vale", "sí",
    }
)  # fmt: skip
_RELATIVES_WORDS: Final = "|".join(
    sorted(
        (w for w in TYPED_OTHER_PERSON if w.isascii() or not any("\u4e00" <= ch <= "\u9fff" for ch in w)),
        key=len,
        reverse=True,
    )
)
_ZH_RELATIVES: Final = "|".join(
    sorted((w for w in TYPED_OTHER_PERSON if any("\u4e00" <= ch <= "\u9fff" for ch in w)), key=len, reverse=True)
)
# The first person singular an evidence may say in Chinese (`我`, not `我们`; Latin: `_speech._FIRST_PERSON`).
_ZH_FIRST: Final = re.compile(r"我(?!们)")


# (round 37, blind batch 46) A reply under a review or a post, named in its header line (`Response from Alistair Greig,
# Owner`, `Respuesta del propietario, Fermín Sastre:`, `商家回复（店长 郑凯）：` is a plain label): a turn of that name.
# (blind batch 48: the header may name only the role, `Response from the owner (Luc) · 1 week ago`, `Respuesta del
# propietario · hace 3 semanas`: the whole header is then the label, and the reply is never the reviewer's)
_RESPONSE: Final = re.compile(
    r"^[ \t*_]*(?:(?:owner'?s? )?(?:response|reply|answer) from[ \t]+(?P<en>[^,\n:·]{1,40})[^\n]{0,40}"
    r"|respuesta (?:del|de la|de)\b(?:[^,:\n]{0,30},[ \t]*(?P<es>[^,:\n]{1,40})[ \t]*:|[^\n]{0,50}$))",
    re.IGNORECASE | re.MULTILINE,
)
# (blind batches 46 and 48: a chat export's name on a line of its own with the time, the message below it —
# `Priya Nair  9:14 AM`, `陈晓 2026/03/12 19:04`)
# (blind batch 50: meeting chats name the sender before the recipient, `10:03:05 From Kwame Mensah to Sarah Lindqvist
# (Direct Message):`, `De Andrés Mejía a Carolina Peña (mensaje directo):`, `来自 林晓 发送给 赵一鸣 (私聊):`; LINE's
# export puts the name between tabs, `09:33\tHannah Weiss\t…`)
_SENT_FROM: Final = re.compile(
    r"^[ \t]*(?:\d{1,2}:\d{2}(?::\d{2})?[ \t]+)?(?:From|De|来自)[ \t]+(?P<label>[^\n:：]{1,40}?)[ \t]+"
    r"(?:to|a|发送给)[ \t]+[^\n]{1,60}?[:：][ \t]*$",
    re.MULTILINE,
)
_TABBED: Final = re.compile(r"^[ \t]*\d{1,2}:\d{2}(?::\d{2})?\t(?P<label>[^\t\n]{1,40})\t", re.MULTILINE)
# (blind batch 53: a compact chat line, `mika.s  10:41  I pushed …`; a label with a comma before a bracketed name,
# `Helm, Boat 12 (Ravi): …`; a comment's handle, `**@chen-yu** 评论：…`)
_COMPACT: Final = re.compile(
    r"^[ \t]*(?P<label>[\w.'’-]{1,30})[ \t]{2,}\d{1,2}:\d{2}(?:[ \t]*[aApP][mM])?[ \t]{2,}", re.MULTILINE
)
_NAMED_BRACKET: Final = re.compile(
    r"^[ \t]*(?P<label>[^\n:：()（）]{1,40}[(（][^)）\n]{1,40}[)）])[ \t]*[:：]", re.MULTILINE
)
_HANDLE: Final = re.compile(
    r"^[ \t>*_]*@(?P<label>[\w.-]{1,40})[*_]*[ \t]*(?:评论|回复|commented|replied|wrote|comentó|respondió)?[ \t]*[:：]",
    re.MULTILINE,
)
# (round 42, blind batch 73: Telegram's export, `Aitor Mena, [05.12.26 08:10]`, a comma and a bracketed stamp)
_NAME_LINE: Final = re.compile(  # (and Discord's `Tom — Today at 9:05 PM`: red-team round 17)
    r"^[ \t]*(?P<label>(?:[^\W\d_][\w'’.-]*(?:[ \t][^\W\d_][\w'’.-]*){0,3})|[\u4e00-\u9fff]{1,8})"
    r"(?:[ \t]+(?:—[ \t]*(?i:today|yesterday|hoy|ayer)[ \t]+(?:at|a las)[ \t]+)?"
    r"(?:\d{2,4}[/.-]\d{1,2}[/.-]\d{1,2}[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[aApP]\.?[mM]\.?)?"
    r"|,[ \t]*\[\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?[ \t]+\d{1,2}:\d{2}(?::\d{2})?\])[ \t]*$",
    re.MULTILINE,
)


@lru_cache(maxsize=512)
def _turns(source: str) -> tuple[tuple[int, str], ...]:
    """Where each labelled turn of `source` starts, with its label, in order. In an e-mail (a sender line), the one
    label alone on its line is its salutation (`Andrés:` above the body), no turn (blind batch 46)."""
    lines = list(_LINE_LABEL.finditer(source))
    alone = [m for m in lines if m.group("label") and _line_ends(source, m.end())]
    # (one label alone on its line in an e-mail is its salutation; several are a transcript's turns, red-team round 17)
    salutation = alone[0] if len(alone) == 1 and _SENDER.search(source) is not None else None
    found = [(m.start(), _hourless(source, m)) for m in lines if m is not salutation]
    found += [(m.start(), (m.group("en") or m.group("es") or m.group()).strip()) for m in _RESPONSE.finditer(source)]
    found += [(m.start(), m.group("label")) for m in _NAME_LINE.finditer(source)]
    found += [
        (m.start(), m.group("label").strip())
        for p in (_SENT_FROM, _TABBED, _COMPACT, _NAMED_BRACKET, _HANDLE)
        for m in p.finditer(source)
    ]
    found += [(m.start("label"), m.group("label")) for m in _INLINE_LABEL.finditer(source)]
    found = [(at, label) for at, label in found if label.strip().casefold() not in _HEADERS]
    # (a bracket may say whose turn it is, `Lawyer (me):`: the words outside it are the label's own; a chat's own side
    # alone, `我：`, `Me:`, is a label, blind batch 48)
    found = [(at, label) for at, label in found if _labels_a_turn(label)]
    # (a sender line labels its sender's turn whatever it says: `From: my sister`, `De: mi hermana`, red-team round 23)
    found += [(m.start(), m.group("label").strip()) for m in _SENDER.finditer(source)]
    return tuple(sorted(set(found)))


def _hourless(source: str, m: re.Match[str]) -> str:
    """A line label, less the hour its colon belonged to (`Marta  9:16 AM` is read `Marta  9` before `:`)."""
    label = m.group("label") or m.group("bracketed")
    return _HOUR_AFTER.sub("", label) if source[m.end() : m.end() + 2].isdigit() else label


_HOUR_AFTER: Final = re.compile(r"[ \t]+\d{1,2}$")


def _labels_a_turn(label: str) -> bool:
    """Is `label` a turn's, not a clause before a colon (`My address is:`, `我说：`)?"""
    head = " ".join(_BRACKETED.sub(" ", label).casefold().split())
    if head.isdigit() and len(head) < _PHONE_DIGITS:
        return False  # (a time's hour before its colon, `10:02:40`, labels no one)
    words = content_tokens(head)
    if any(w.endswith(("'s", "’s")) for w in words):  # (English: `Customer's son:`, whose `son` is no Spanish verb)
        words = [w for w in words if w != "son"]
    return head in _OWN_LABELS or _NOT_LABEL.isdisjoint(words) or _MY_RELATIVE.fullmatch(head) is not None


_PHONE_DIGITS: Final = 6
# Nineteenth session (red-team round 32's older cases): the first person's relative as a label (`My brother:`, `Mi
# madre:`, `我妈：`, `我老公：`) labels that person's turn, though `my` holds no label otherwise (`My address is:`).
_MY_RELATIVE: Final = re.compile(rf"(?:my|mi|mis)\s+(?:{_RELATIVES_WORDS})|我的?(?:{_ZH_RELATIVES})")


def _rest_of_line(text: str, at: int) -> str:
    """`text`'s line from `at` to its end."""
    end = text.find("\n", at)
    return text[at : len(text) if end < 0 else end]


def _line_ends(text: str, at: int) -> bool:
    """Is nothing but blanks left on `text`'s line from `at`?"""
    return not _rest_of_line(text, at).strip()


# mem0's speaker `user` is the label `User`, `Usuario` or `用户` of a chat (`客服：…` / `用户：…`), and (round 37) a
# label that is only the chat's own side (`You:`, `Tú:`, `我：`, `Lawyer (me):`).
_USER_LABELS: Final = ("user", "usuario", "usuaria", "用户")
_OWN_LABELS: Final = frozenset({"you", "tú", "tu", "你", "me", "yo", "我", "myself"})
# (round 37) The customer's side of a support chat is mem0's user too, but only as a whole label (`Customer:`,
# `Cliente (Ana):`, `【客户】`: not `Customer Service Rep`, `客户经理`, `Customer's wife`) and only where no turn gives
# the user a label of its own (red-team round 16: `User: here is a chat with a client` then `Client: …` is the
# client's).
# (round 42, blind batch 74: a call log's `Caller:`, `来电人：` is the customer's side, as `Customer:` is)
_CUSTOMER_LABELS: Final = frozenset(
    {"customer", "client", "cliente", "clienta", "客户", "顾客", "caller", "来电人", "来电者"}
)
_BRACKETED: Final = re.compile(r"[(\[（【][^)\]）】]*[)\]）】]")


# Which labels stand for mem0's user in a source (`_user_sides`): only a user word once a turn has one (`User: here
# is my sister's chat` then `You: …` is the sister's side, red-team round 17); else the chat's own side too; else, with
# neither, the customer's whole label as well.
_PRIMARY, _OWN, _CUSTOMER = 0, 1, 2


def _user_sides(turns: tuple[tuple[int, str], ...]) -> int:
    """How far labels may stand for mem0's user in a source with these turns (the comment above)."""
    if any(_primary_user(label) for _, label in turns):
        return _PRIMARY
    return _OWN if any(_own_side(label) for _, label in turns) else _CUSTOMER


def _primary_user(label: str) -> bool:
    folded = label.casefold()
    return any(word in folded for word in _USER_LABELS)


def _own_side(label: str) -> bool:
    folded = label.casefold()
    inside = [m.group()[1:-1].strip() for m in _BRACKETED.finditer(folded)]
    return " ".join(_BRACKETED.sub(" ", folded).split()) in _OWN_LABELS or any(i in _OWN_LABELS for i in inside)


# An intro before a pasted chat that says the chat is someone else's (`Mi amiga me pasó esta conversación:`, `Here's my
# sister's chat:`, `A customer wrote this:`, `有个顾客这么说：`): none of its labels but a user word is mem0's user. A
# neutral intro (`Transcript of my call with the bank:`) is the user's own chat (red-team round 19).
_ANOTHERS_CHAT: Final = re.compile(
    r"\b(?:sent|forwarded|shared|passed|pasted|wrote|writes|said)\b[^\n:]{0,30}\b(?:me|this|us)\b"
    r"|\b(?!(?:here|there|that|it|what|who|he|she|let|where|how)['’]s)\w+['’]s\s+(?:\w+\s+)?"
    r"(?:chat|conversation|messages?|log|thread|texts?|dms?|emails?|whatsapp)\b"
    r"|\b(?:his|her|their)\b|\bme\s+(?:pasó|mandó|reenvió|envió|pasa|manda|reenvía)\b|\bescribió\s+esto\b"
    r"|\bde\s+(?:mi|su)\s+\w+|\b(?:someone|somebody|alguien|posted|publicó|forum|foro)\b"
    r"|发给我|转给我|她的|他的|朋友的|闺蜜|这么说|这样说|有人|网上|论坛",
    re.IGNORECASE,
)
# Red-team round 28: a call the writer took at work, made as a prank, or someone else had — its caller, a customer's
# label, is not the writer (`Here's a call I took at work today:`, `Transcript of a prank call I made:`, `值班记录，我接
# 的电话：`); the writer's own label (`Me:`, `我：`) still is (red-team round 30: `A call I answered from the pharmacy:`
# then `Me: I'm allergic …`), and a call the writer got, received or made is the writer's own.
_TOOK_A_CALL: Final = re.compile(
    r"\bcalls?\b[^\n:]{0,20}\b(?:i|we)\s+(?:took|answered|handled|picked up)\b|\bprank\b"
    r"|\bcalls?\b[^\n:]{0,12}\bmy\s+\w+\s+(?:had|made|got|took)\b|我接的|我们接的"
    r"|\bllamadas?\b[^\n:]{0,20}\batend[ií]\b|\bde broma\b",
    re.IGNORECASE,
)


def _pasted_from_another(source: str, first: int, opened: int) -> bool:
    """Does a line ending in a colon before the chat's first label, or before this turn, say the chat is another's?"""
    for start in (first, opened):
        before = source[:start].rstrip()
        if before.endswith((":", "：")):
            line = before[before.rfind("\n") + 1 :]
            if _ANOTHERS_CHAT.search(line):
                return True
    return False


# Red-team round 28: a customer's label told apart by a number or letter (`Caller 1:`, `Caller 2:`, `Cliente B:`) is one
# customer of several, none of them mem0's user by its label; a customer's relative (`Caller's wife:`,
# `客户的妻子：`) is another person.
# (red-team round 30: a number of three digits or more is an account's or a phone's, `Customer 48213:`; `客户的反馈：`
# is no person)
# (seventeenth session, red-team round 30's older cases: `Cliente dos:`, `Cliente n.º 2:`, `Esposa del cliente:`)
_NUMBERED_CUSTOMER: Final = re.compile(
    rf"^(?:{'|'.join(sorted(_CUSTOMER_LABELS))})"
    r"(?:\s*#?\d{1,2}|\s+[a-d]|\s+(?:two|three|four|dos|tres|cuatro)|\s+n\.?\s?[ºo°]\.?\s?\d{1,2})$"
)
_RELATIVES: Final = "|".join(sorted(TYPED_OTHER_PERSON, key=len, reverse=True))
_CUSTOMERS_OTHER: Final = re.compile(
    rf"^(?:{'|'.join(sorted(_CUSTOMER_LABELS))})(?:['’]s\s+|的)(?:{_RELATIVES})$"
    rf"|^(?:{_RELATIVES})\s+(?:del|de\s+la)\s+(?:cliente|clienta)$"
)


def _customer_label(label: str) -> bool:
    """Is `label` the customer's whole label (`Caller:`, `Cliente (Ana):`, `来电人：`)?"""
    return " ".join(_BRACKETED.sub(" ", label.casefold()).split()) in _CUSTOMER_LABELS


def _other_customer(label: str) -> bool:
    """Is `label` one customer of several numbered ones, or a customer's relative (the comment above)?"""
    folded = " ".join(_BRACKETED.sub(" ", label.casefold()).split())
    if _NUMBERED_BRACKET.search(label.casefold()) and folded in _CUSTOMER_LABELS:
        return True  # (eighteenth session, red-team round 30: `Caller (2):`, `Cliente (B):`, `客户（1）：`)
    return bool(_NUMBERED_CUSTOMER.match(folded) or _CUSTOMERS_OTHER.match(folded))


_NUMBERED_BRACKET: Final = re.compile(r"[(\[（]\s*(?:#?\d{1,2}|[a-d]|[甲乙丙丁])\s*[)\]）]")


# Eighteenth session (red-team rounds 30 and 32): a label that names a person beside the user or the customer — a
# relative or companion written without a possessive mark (`Callers wife:`, `Wife of caller:`, `User's wife:`,
# `客户妻子：`, `用户的妈妈：`), an ordinal (`Second caller:`, `Other user:`, `第二位客户：`), or one of several by a
# short number or letter after the role (`Caller-2:`, `Caller E:`, `User 2:`, `客户乙：`, `来电人二：`) — is not mem0's
# user's turn, whatever user word it holds. (An account's number, three digits or more, is the customer's own:
# `Customer 48213:`.)
_COMPANIONS: Final = frozenset(
    {
        "wife", "husband", "partner", "mum", "mom", "mother", "dad", "father", "son", "daughter", "brother", "sister",
        "friend", "colleague", "neighbour", "neighbor", "child", "kid", "kids", "parent", "parents", "carer",
        "caregiver", "relative", "family", "landlord", "landlady", "flatmate", "roommate", "esposa", "esposo", "marido",
        "mujer", "madre", "padre", "hijo", "hija", "hermano", "hermana", "amigo", "amiga", "vecino", "vecina",
        "familiar", "pareja", "casero", "casera",
    }
)  # fmt: skip
_ZH_COMPANIONS: Final = (
    "妻子", "丈夫", "老公", "老婆", "母亲", "父亲", "妈妈", "爸爸", "儿子", "女儿",
    "家属", "亲属", "朋友", "同事", "邻居", "哥哥", "姐姐", "弟弟", "妹妹", "家人",
)  # fmt: skip
_ORDINALS: Final = frozenset(
    {
        "first", "second", "third", "fourth", "fifth", "other", "another", "previous", "former", "next", "not",
        "primer", "primero", "primera", "segundo", "segunda", "tercer", "tercero", "tercera", "otro", "otra",
        "anterior", "antiguo", "antigua",
    }
)  # fmt: skip
# A bracket saying someone else speaks in the turn (`Caller (his daughter):`, `Customer (wife speaking):`, `You (as
# Leo):`, `Cliente (su hija):`, `客户（家属代述）：`, `你（扮演小王）：`): red-team round 32.
_SPEAKS_FOR: Final = re.compile(
    r"\b(?:as|speaking|on behalf|playing|roleplaying|role-playing|como|habla|en nombre)\b|代|扮演|念|替",
    re.IGNORECASE,
)
_ZH_OTHERS: Final = ("其他", "其它", "原", "前任", "另一", "别的")
_ROLE_WORDS: Final = "|".join(sorted({*_CUSTOMER_LABELS, *_USER_LABELS}, key=len, reverse=True))
_SEVERAL: Final = re.compile(
    rf"^(?i:{_ROLE_WORDS})(?:[ \t]*(?i:n[uú]mero|number|no\.?|#)?[ \t]*-?[ \t]*\d{{1,2}}|[ \t]+[a-zA-Z]"
    r"|[甲乙丙丁一二三四五]|[A-Z])$"
)


def _anothers_label(label: str) -> bool:
    """Does `label` name a person beside the user or the customer (the comment above; red-team round 28's numbered
    customers and relatives, `_other_customer`, among them)?"""
    if _other_customer(label) or _MY_RELATIVE.fullmatch(" ".join(label.casefold().split())):
        return True  # (`My husband:`, `我老公：`: the speaker's relative, someone else)
    for bracket in _BRACKETED.finditer(label):
        inner = bracket.group()[1:-1].casefold()
        if _SPEAKS_FOR.search(inner) or set(content_tokens(inner)) & _COMPANIONS:
            return True
        if any(w in inner for w in _ZH_COMPANIONS):
            return True
    outside = " ".join(_BRACKETED.sub(" ", label).split())
    if any(outside.startswith(w) for w in _ZH_OTHERS) and any(w in outside for w in ("用户", "客户", "顾客", "来电人")):
        return True
    words = set(content_tokens(outside.casefold().replace("’", "'")))
    words |= {w.removesuffix("'s") for w in words} | {w[:-1] for w in words if w.endswith("s")}
    if words & _COMPANIONS and (words & {*_CUSTOMER_LABELS, *_USER_LABELS, "caller", "callers", "clients"}):
        return True
    if any(w in outside for w in _ZH_COMPANIONS) and any(w in outside for w in ("客户", "用户", "来电人", "顾客")):
        return True
    roles = {*_CUSTOMER_LABELS, *_USER_LABELS} | {"caller", "callers"}
    if words & _ORDINALS and words & roles:
        return True
    return bool(_SEVERAL.match(outside)) or bool(re.match(r"^第[一二三四五\d]+位", outside))


def _user_label(label: str, sides: int = _CUSTOMER) -> bool:
    """Is `label` mem0's user's own: a user word in it, the chat's own side, or the customer's whole label, as far as
    `sides` lets labels stand for the user?"""
    if _primary_user(label):
        return True
    if sides >= _OWN and _own_side(label):
        return True
    return sides >= _CUSTOMER and _customer_label(label)


def _names(label: str, speaker: str, sides: int = _CUSTOMER) -> bool:
    """Does `label` name the speaker: the whole name, or one word of a name of several (`Ben` of `Ben Okoro`) with
    nothing else but roles and titles (`Candidate (Ben)`; not `Jakob Müller`, `Marta (gym)`, `Marta 2`: red-team rounds
    16 and 17)? For mem0's `user`, `_user_label`."""
    if speaker.strip().casefold() == "user":
        return _user_label(label, sides)
    if speaker in label:  # (outside a bracket, or opening one: `Candidate (Ben)`, `Agente (Laura, Atención …)`)
        return speaker in _BRACKETED.sub(" ", label) or any(
            _opens_or_roles(m.group()[1:-1], speaker) for m in _BRACKETED.finditer(label)
        )  # (not `Tom (answering for his wife Marta Ruiz)`, `Tom (Marta Ruiz's husband)`: red-team round 19)
    digits = re.sub(r"\D", "", speaker)
    if len(digits) >= 6 and len(digits) * 2 > len(speaker.replace(" ", "")):  # (a phone number as a name)
        return re.sub(r"\D", "", _BRACKETED.sub(" ", label)) == digits  # (not a time in brackets: `(15:12)`)
    words = {w for w in content_tokens(speaker) if len(w) > 1}
    said = set(content_tokens(label))
    return bool(words & said) and said - words <= _BESIDE_A_NAME


def _speakers_relative(label: str, speaker: str) -> bool:
    """Does `label` name a person of the speaker's rather than the speaker — the speaker's name as a possessive before a
    person's noun (`Ana's husband`, `Ana Ruiz’s son`, `王芳的儿子`) or after one (`Hijo de Ana`, `Wife of Ana`)? (A
    message's own noun stays the speaker's: `Audio de Jordi Puig`, `Ana's notes`.)"""
    name = re.escape(speaker.strip())
    outside = _BRACKETED.sub(" ", label).strip()
    return (
        re.search(rf"{name}\s*(?:['’]s\s+|的)(?:{_RELATIVES})\b", outside, re.IGNORECASE) is not None
        or re.search(rf"\b(?:{_RELATIVES})\s+(?:de|del|de la|of|of the)\s+{name}\b", outside, re.IGNORECASE) is not None
    )


# Words a label may hold beside one word of the speaker's name (`Candidate (Ben)`, `Dr. Okoro`, `Agent - Kevin`).
_TITLES: Final = frozenset({"dr", "mr", "mrs", "ms", "miss", "sr", "sra", "srta", "don", "doña", "prof"})


def _opens_or_roles(inner: str, speaker: str) -> bool:
    """Does a bracket name the speaker as whose turn it is: opening with the name (`Laura, Atención al Cliente`), or
    holding it beside roles only (`店长 郑凯`, `Candidate: Ben`)?"""
    if re.match(rf"\s*{re.escape(speaker)}(?![\w'’])", inner):
        return True
    rest = inner.replace(speaker, " ").strip(" ,，:：-–—")
    return not rest or rest in _ZH_STAFF or _role_bracket(f"({rest})")


def _first_person(evidence: str) -> bool:
    """Does the evidence say `I` (a Spanish verb in the first person alone, `vivo en Sevilla`, `empecé a los
    cincuenta`, too)?"""
    words = content_tokens(evidence)
    if _ZH_FIRST.search(evidence) or not _FIRST.isdisjoint(words):
        return True
    if any(_es_first(w) for w in words[:3]):
        return True
    if any(imperative_me(w) for w in words[:3]) and spanish(tuple(words)):
        return True  # (blind batch 59: `Mandadme los deberes a …`, the first person glued to an imperative)
    accented = _LATIN_RUN.findall(evidence.casefold())[:3]  # (normalized words lose the accent a preterite has)
    # (fourteenth session, blind batch 65: `llámame al 622 …` has no Spanish function word to tell its language, but
    # an imperative's accent before its glued pronoun is Spanish's own)
    return any(_es_first_preterite(w) or (_ACUTE.search(w) and imperative_me(normalize(w))) for w in accented)


# (blind batch 51: a Spanish preterite's first person, `Empecé …`, `Trabajé …`, and its irregular ones)
_LATIN_RUN: Final = re.compile(r"[^\W\d_]+")
_ACUTE: Final = re.compile("[áéíóú]")
_ES_IRREGULAR_PRETERITES: Final = frozenset(
    {"fui", "tuve", "hice", "estuve", "dije", "puse", "vine", "supe", "quise", "pude", "traje", "anduve", "conduje"}
)


def _es_first_preterite(word: str) -> bool:
    """A Spanish preterite's first person: `empecé`, `trabajé` (an `-ar` verb's `-é`), or an irregular one that is no
    English word (`fui`, `tuve`; not `vine`: `Vine tomatoes …`, red-team round 19)."""
    if word in _ES_IRREGULAR_PRETERITES:
        return not en_lemmas(word)
    return len(word) > 3 and word.endswith("é") and es_lemma(word).endswith("ar")


def anothers_turn(
    evidence: str,
    source: str,
    speaker: str,
    *,
    keyed: Callable[[], bool] | None = None,
    drawn: Callable[[str], bool] | None = None,
) -> bool:
    """Does `evidence`, saying `I`, lie in a turn of `source` labelled for someone else — while another turn's label
    names `speaker`, or its own label is a person's name (`Sarah: I've placed …`, round 30's test of a name: words no
    English or Spanish word list knows)? Round 37 (blind batch 46): or before every label, where a later one names the
    speaker (a review above its owner's reply); or, for a value the speaker's key claims (`keyed`) whatever person it
    says, in an e-mail whose sender line names someone else while another sender line names the speaker (a phone
    number in the other writer's signature). For mem0's `user`, an evidence of several turns is also another's where a
    turn inside it that the value could be `drawn` from is (red-team rounds 28 and 30)."""
    if not any(mark in source for mark in _MARKS) and _RESPONSE.search(source) is None:
        return False  # (no label's mark and no reply's header: no turn to read)
    turns = _turns(source)
    at = source.find(evidence)
    first = _first_person(evidence)
    if not turns or at < 0 or not (first or (keyed is not None and keyed())):
        return False
    user = speaker.strip().casefold() == "user"
    sides = _user_sides(turns) if user else _CUSTOMER
    before = [(start, label) for start, label in turns if start <= at]
    if not before:  # (a later label naming the speaker: a colon's or a reply's, not a dash's vocative, `Sam — I've …`)
        return first and any(
            _names(other, speaker, sides) and _opens_a_turn(source, start) for start, other in turns if start > at
        )
    inner = [start for start, _ in turns if at < start < at + len(evidence)]
    if inner and user and drawn is not None:
        # (red-team round 28: an evidence of several turns is refused when a turn inside it that the value could be
        # drawn from is another's: `User: here is a call my sister had / Agent: … / Caller: I live in Leeds.` is the
        # caller's, not the user's. Red-team round 30: only a refusal — what the turns around it say, a correction in
        # a later turn or a request to paste, is no turn's own, so no turn of it makes the whole evidence the user's;
        # and only a turn the value could be drawn from, not one that echoes it, `Agent: I'll note the allergy.`)
        for a, b in itertools.pairwise([*inner, at + len(evidence)]):
            body = re.split("[:：]", source[a:b], maxsplit=1)[-1].strip()
            if body and drawn(body) and anothers_turn(source[a:b], source, speaker, keyed=keyed):
                return True
    opened, label = before[-1]
    if user and _anothers_label(label):
        return True  # (`Caller 2:`, `Caller's wife:`, `Callers wife:`, `Second caller:`, `User 2:`, `用户的妈妈：`)
    if user and _pasted_from_another(source, turns[0][0], opened) and not _primary_user(label):
        return True  # (red-team round 17: `Mi amiga me pasó esta conversación:`, `A customer wrote this:`: pasted)
    if user and _customer_label(label) and _TOOK_A_CALL.search(source[: turns[0][0]]):
        return True  # (red-team round 28: a caller of a call the writer took)
    if not user and _near(label, speaker) and any(_exactly(other, speaker) for _, other in turns):
        return (
            True  # (red-team round 17: `marta:`, `王丽（健身）：`, `小王丽：` beside `Marta Ruiz:`, `王丽：`: another)
        )
    if not user and _speakers_relative(label, speaker):
        return True  # (eighteenth session: `Ana's husband:`, `Hijo de Ana:`, `王芳的儿子：` for the speaker Ana, 王芳)
    line_names = _SENT_FROM.match(source, opened) is None and _names(_label_line(source, opened), speaker, sides)
    if _names(label, speaker, sides) or line_names:
        return False  # (the label's whole line may name the speaker: `[Technician] Dev Kapoor · 14:40: …`)
    if not user and speaker in label:
        return (
            True  # (red-team round 19: the label speaks of the speaker as someone else, `Tom (answering for … Marta)`)
        )
    if not first:
        senders = {m.start() for m in _SENDER.finditer(source)}
        return opened in senders and any(_names(other, speaker) for start, other in turns if start in senders)
    if any(m.start() == opened for m in _RESPONSE.finditer(source)):
        return True  # (blind batch 48: a reply under a review is the replier's, `Response from the owner (Luc)`)
    if opened == at and _cited_label(label, evidence):
        return True  # (round 37: the evidence opens with its own label, `Tom: my email is …`, for Hannah Osei)
    if _staff(label) and (
        any(not _staff(other) for _, other in turns) if user else _named_elsewhere(source, label, speaker)
    ):
        # (blind batch 44: `[Agent - Kevin] I work the evening shift` is no turn of mem0's user beside the customer's
        # turn — alone, `Agent: …` may be the user's own notes, red-team round 16 — nor a named client's)
        return True
    if not user and any(m.start() == opened for m in _SENDER.finditer(source)):
        return True  # (red-team round 23: an e-mail's sender line opens its sender's turn; the line names no speaker)
    dialogue = len(turns) >= 2  # (round 30: a Spanish name that is also a word is a name only in a dialogue)
    named = any(_names(other, speaker, sides) for _, other in turns)
    return named or _turn_label(label, evidence, dialogue=dialogue) or (dialogue and _zh_given_name(label))


# (blind batch 53: a Chinese label that is a person's name, `小雨：`, `老周：`, `阿杰：`, `王芳：`, in a dialogue:
# two to three characters, a familiar prefix or a common surname first, no role; `_turn_label` reads Latin names only)
_ZH_FAMILIAR: Final = ("小", "老", "阿")
_ZH_SURNAMES: Final = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范"
    "金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
)


def _zh_given_name(label: str) -> bool:
    """Is `label` a Chinese person's name (the comment above)?"""
    text = label.strip()
    if not 2 <= len(text) <= 3 or not _CJK_ONLY.fullmatch(text):
        return False
    if text in _ROLE_LABELS or any(w in text for w in (*_ZH_STAFF, *_ZH_HEADINGS)):
        return False
    return text.startswith(_ZH_FAMILIAR) or text[0] in _ZH_SURNAMES


def _opens_a_turn(source: str, start: int) -> bool:
    """Does the label at `start` open a turn by a colon on its line, a bracket, or a reply's header?"""
    return (
        source[start : start + 1] in "[<【"
        or _COLON.search(_rest_of_line(source, start)[:_LABEL_LINE]) is not None
        or any(m.start() == start for m in _RESPONSE.finditer(source))
    )


def _exactly(label: str, speaker: str) -> bool:
    """Is `label` the speaker's name and nothing else but brackets of roles (`Marta Ruiz`, `Marta Ruiz (PM)`)?"""

    def role(bracket: re.Match[str]) -> str:
        return " " if _role_bracket(bracket.group()) else bracket.group()

    return " ".join(_BRACKETED.sub(role, label).split()).casefold() == " ".join(speaker.split()).casefold()


def _near(label: str, speaker: str) -> bool:
    """Does `label` name a Chinese speaker only nearly: the name with a character glued before it or after it
    that is no honorific, or a bracket that is no role (`小王丽`, `王丽（健身）`; not `王丽女士`, `王丽（本人）`)? (One
    word of a Latin name, `Marta:` beside `Marta Ruiz:`, is the same person written short: red-team round 18.)"""
    if not _CJK_ONLY.fullmatch(speaker.strip()) or speaker not in label:
        return False
    name = re.escape(speaker.strip())
    kept = _BRACKETED.sub(lambda b: " " if _role_bracket(b.group()) else "(x)", label)
    kept = re.sub(rf"{name}(?:{'|'.join(_HONORIFICS)})", speaker.strip(), kept)
    return re.search(rf"[\u4e00-\u9fff]{name}|{name}[\u4e00-\u9fff]|{name}\s*\(x\)", kept) is not None


def _role_bracket(bracket: str) -> bool:
    """Does a bracket hold only roles and titles (`(PM)`, `（本人）`, `(Candidate)`)?"""
    inner = bracket[1:-1].strip().casefold()
    return inner in _BESIDE_A_NAME or set(content_tokens(inner)) <= _BESIDE_A_NAME


_HONORIFICS: Final = ("女士", "先生", "老师", "师傅", "同学", "阿姨", "叔叔", "经理", "医生", "律师", "总")


def _label_line(source: str, opened: int) -> str:
    """The text of a turn's line from its label to the first colon (or the line's end)."""
    return _COLON.split(_rest_of_line(source, opened), maxsplit=1)[0][:_LABEL_LINE]


_COLON: Final = re.compile(r"[:：]")

_LABEL_LINE: Final = 80  # characters of a label's line read at most


def _staff(label: str) -> bool:
    """Does a turn's label hold a staff role (`Agent - Kevin`, `客服-小刘`, `前台阿杰备注`)?"""
    return not _STAFF.isdisjoint(content_tokens(label)) or any(w in label for w in _ZH_STAFF)


def _named_elsewhere(source: str, label: str, speaker: str) -> bool:
    """Does `source` name the speaker outside the turn labels that do not name them (`来自 何丽娜：…` before a
    `前台阿杰备注：我明天休息` turn): the speaker is someone the staff's turn is not."""
    words = [w for w in content_tokens(speaker) if len(w) > 1] or [speaker.strip()]
    rest = source.replace(label, " ")
    return any(w in rest if _CJK_ONLY.fullmatch(w) else w in content_tokens(rest) for w in words)


_CJK_ONLY: Final = re.compile(r"[\u4e00-\u9fff]+")


# Round 31's role subjects (`customer/email`) are the speaker's only where the speaker is the customer: a staff role in
# the speaker's own label (`Agent (Tom): My email is …`, `客服（小王）：…`) says the speaker is the other side.
_STAFF: Final = frozenset(
    {"agent", "support", "staff", "rep", "representative", "advisor", "adviser", "recruiter", "consultant",
     "assistant", "bot", "operator", "clerk", "receptionist", "agente", "asesor", "asesora", "soporte", "recepción",
     # (blind batch 48: a service's staff in tickets and chats)
     "concierge", "technician", "tech", "waiter", "waitress", "cashier", "courier", "plumber", "electrician",
     "conserje", "técnico", "técnica", "camarero", "camarera", "recepcionista", "cajero", "cajera", "repartidor"}
)  # fmt: skip
_ZH_STAFF: Final = (
    "客服", "顾问", "工作人员", "助理", "前台", "专员", "维修", "师傅", "技术员", "服务员", "店员", "店长", "商家",
    "快递员", "保安", "物业",
)  # fmt: skip


def staff_speaker(source: str, speaker: str) -> bool:
    """Is the speaker's own turn in `source` labelled with a staff role (`Agent (Tom):`, `客服（小王）：`)?"""
    if not any(mark in source for mark in _MARKS):
        return False
    return any(
        _names(label, speaker) and (not _STAFF.isdisjoint(content_tokens(label)) or any(w in label for w in _ZH_STAFF))
        for _, label in _turns(source)
    )


# Round 37 (red-team round 12's `Tom: my email is …` for the speaker Hannah Osei): a label the evidence itself opens
# with names whose turn it cites. Unless it names the speaker, it is another's — but for a label that may stand for the
# speaker (a role the speaker may have, as the whole label: `Customer:`, `Patient (Ana):`, `客户：`; not `Customer
# Service:`, `客户经理：`, red-team round 16) or names no one (a heading: `Update:`, `Note:`, `Nota:`, `备注：`, or
# the speaker's own: `My allergies:`). Read only where the label opens the evidence, so the extractor cited it.
_ROLE_LABELS: Final = frozenset(
    {
        "user", "customer", "client", "patient", "guest", "caller", "member", "tenant", "resident", "student",
        "parent", "buyer", "seller", "host", "speaker", "interviewee", "candidate", "applicant", "employee", "owner",
        "driver", "passenger", "visitor", "traveller", "traveler", "me", "myself", "self", "human", "person",
        "usuario", "usuaria", "cliente", "clienta", "paciente", "huésped", "huesped", "inquilino", "inquilina",
        "vecino", "vecina", "socio", "socia", "alumno", "alumna", "padre", "madre", "comprador", "compradora",
        "vendedor", "vendedora", "candidato", "candidata", "empleado", "empleada", "propietario", "propietaria",
        "conductor", "pasajero", "visitante", "yo",
        "用户", "客户", "顾客", "患者", "病人", "家长", "学生", "房东", "租客", "业主", "司机", "乘客", "访客",
        "本人", "我", "咱",
    }
)  # fmt: skip
_HEADINGS: Final = frozenset(
    {
        "update", "updates", "note", "notes", "reminder", "edit", "summary", "answer", "question", "reply",
        "response", "comment", "comments", "context", "message", "text", "quote", "memo", "status", "fyi", "ps",
        "p.s", "tip", "important", "urgent", "info", "transcript", "voicemail", "sms", "email", "chat",
        "nota", "notas", "aviso", "actualización", "actualizacion", "recordatorio", "resumen", "respuesta", "pregunta",
        "comentario", "mensaje", "texto", "importante", "urgente", "posdata", "transcripción", "transcripcion",
        "warning", "attention", "alert", "correction", "clarification", "announcement", "news", "today", "tomorrow",
        "yesterday", "details", "heads", "btw", "ojo", "atención", "atencion", "corrección", "correccion", "hoy",
        "mañana", "manana", "ayer", "detalles", "novedad", "novedades",
        # the speaker's own (`My allergies:`, `Mis alergias:`, `Our plan:`)
        "my", "mine", "mis", "our", "ours", "nuestro", "nuestra", "nuestros", "nuestras",
    }
)  # fmt: skip
_ZH_HEADINGS: Final = (
    "备注", "好消息", "另外", "顺便", "今天", "目前", "现在", "更新", "提醒", "说明", "注意", "消息", "留言", "回复",
    "问题", "总结", "摘要", "补充", "通知", "我的", "我们",
)  # fmt: skip


def _cited_label(label: str, evidence: str) -> bool:
    """Is `label`, opening the evidence before a colon or inside brackets (`Tom: …`, `[Agent - Kevin] …`; a dash is no
    such label, `the dentist — Dr. Haldane …`) and not naming the speaker, another person's: no role the speaker may
    have (the whole label), no heading and no form's field (`Correo:`, `电话：`, a typed slot's word)?"""
    opened = evidence.lstrip(" \t>*_")
    if not (opened[:1] in "[<【" or re.match(rf"{re.escape(label)}[*_ \t]*[:：]", opened)):
        return False
    head = " ".join(_BRACKETED.sub(" ", label).casefold().split())
    if head in _ROLE_LABELS or any(w in label for w in _ZH_HEADINGS) or any(w in label for w in _CJK_SLOT_WORDS):
        return False
    if not _CJK_ONLY.search(label) and not all(w[:1].isupper() for w in _LATIN_WORD.findall(label)):
        return (
            False  # (a person's label is capitalized, every word: `Good news:`, `From today:`, `De momento:` are not)
        )
    words = content_tokens(label)
    return bool(words) and _HEADINGS.isdisjoint(words) and _NOT_LABEL.isdisjoint(words) and _SLOTS.isdisjoint(words)


_LATIN_WORD: Final = re.compile(r"[^\W\d_]+")


_SLOTS: Final = frozenset(normalize(w) for words in TYPED_SLOTS.values() for w in words)
_CJK_SLOT_WORDS: Final = tuple(w for w in _SLOTS if _CJK_ONLY.fullmatch(w))


_BESIDE_A_NAME: Final = _ROLE_LABELS | _STAFF | _OWN_LABELS | _TITLES | _CUSTOMER_LABELS


def taken_back_later(evidence: str, source: str) -> bool:
    """Does a later turn with the label of a turn the evidence lies in open by taking back what was said (the comment
    above)?"""
    if not any(mark in source for mark in _MARKS):
        return False
    turns = _turns(source)
    at = source.find(evidence)
    before = [(start, label) for start, label in turns if start <= at]
    if at < 0 or not before:
        return False
    spoken = {(start, label.casefold()) for start, label in turns if before[-1][0] <= start < at + len(evidence)}
    for start, other in turns:
        if any(start > first and other.casefold() == label for first, label in spoken):
            said = re.split("[:：\\]】>]", _rest_of_line(source, start), maxsplit=1)[-1].strip()
            if takes_back(said, evidence):
                return True
    return False


# Eighteenth session (red-team round 30's older cases): a turn that answers a request for text that is no claim of its
# speaker's — to translate, paste, repeat, practise, pretend or give an example sentence (`Assistant: Paste the text you
# want me to translate into French. / User: I live in Leeds …`, `Asistente: Dame una frase de ejemplo con el verbo
# vivir.`, `助手：请把要翻译的句子发给我。`) — says nothing of the speaker. Read only as a refusal.
_ASKS_FOR_TEXT: Final = re.compile(
    r"\btext (?:you want me )?to translate|\btranslate (?:it |this |that )?in ?to\b|\brepeat after me\b"
    r"|\b(?:an? |the )?(?:example|sample) sentence|\bpretend (?:you|to be)|\brole-?play"
    r"|\btraduc\w* al\b|\bpara traducir|\brepite conmigo|\bfrase de ejemplo|\bfinge que"
    r"|翻译成|要翻译的|跟我读|例句|造句|假装你",
    re.IGNORECASE,
)


def asked_for_text(evidence: str, source: str) -> bool:
    """Does the evidence lie in a turn right after another label's turn that asks for text to translate, repeat,
    practise or exemplify (the comment above)?"""
    if not any(mark in source for mark in _MARKS):
        return False
    turns = _turns(source)
    at = source.find(evidence)
    before = [k for k, (start, _) in enumerate(turns) if start <= at]
    if at < 0 or not before or before[-1] == 0:
        return False
    k = before[-1]
    (prev_start, prev_label), (start, label) = turns[k - 1], turns[k]
    if prev_label.casefold() == label.casefold():
        return False
    return _ASKS_FOR_TEXT.search(source[prev_start:start]) is not None
