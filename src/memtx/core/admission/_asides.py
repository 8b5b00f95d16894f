"""Admission's aside rule: the evidence read without a parenthetical or dashed aside that restricts nothing (DESIGN §4).

Responsible for: finding the asides of an evidence (`(…)`, `（…）`, a pair of em dashes `—…—`, `——…——`, or of spaced
en dashes or hyphens) that interrupt a sentence and hold no restriction, and the evidences without them, which the
whole rule (T and G) then checks in place of the original. Must not: decide support itself.

DESIGN §4 (amended: safe deletions) counts "a parenthetical or aside" among the units a value may leave out whole.
The clause analysis (`_clauses`) steps over one that is a clause of its own; this rule covers the shapes it cannot
see as one (round 12, a blind batch: 11 of its 12 parentheticals were refused): an aside of several clauses
(`(indoor, window requested)`), one holding a sentence end (`(finally!!)`), one whose clause the words after it
bind to (`(Colorado) in May`), and a price gloss (`The refund (£86.40) was issued …`). An aside is left out only if

- it interrupts its sentence: words of the sentence stand before and after it (a final aside may qualify the whole
  clause: `Delivery is free (in London)`);
- it follows no personal pronoun (`I (well, my wife) booked …` re-attributes the clause);
- it is no bound adjunct or qualifier (`(for seniors)`, `(en el centro)`: what opens it may restrict the clause)
  and holds no guard marker (negator, scope, condition or hedge, number), no unit of measure and no word that dates
  its clause (`_clauses._unmarked`, `_dated`) — except that an aside made only of an amount of money (a currency
  sign or code and a number) is the price of the noun before it, no restriction of the clause, and (round 13) an
  aside made only of a count (a number and one or two plain words, no unit: `(3 items)`, `（共3件）`) right after the
  sentence's opening noun phrase (`Your order (3 items) has shipped`) says how many that noun holds — when no number
  follows it in its sentence (`The room (2 adults) costs €120` keeps it: the price may be the count's).
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from functools import lru_cache
from typing import Final

from memtx.core.admission._clauses import (
    _ATOM,
    _FILLER_WORDS,
    _OPT,
    _REQ,
    ASIDE_PRONOUNS,
    _Block,
    _clauses,
    _dated,
    _measured,
    _unmarked,
)
from memtx.core.admission._lemmas import stems
from memtx.core.admission._sentences import _evidence, value_tokens
from memtx.core.lexicon import (
    COND,
    CURRENCY_AND_PERCENT,
    EN_PAST,
    EN_THIRD_PERSON,
    ES_FINITE,
    FOCUS,
    GUARD,
    NEG,
    NUM,
    RESTRICT,
    SCOPE,
    SPELLING_NOTE_GLUE,
    SPELLING_NOTE_WORDS,
    TAIL_DEGREE,
    TAIL_OWN_CLAUSE,
    TAIL_PRO_VERBS,
    TAIL_RESTRICTIONS,
    TAIL_SUBJECTS,
    TYPED_OTHER_PERSON,
    ZH_VERB_HEADS,
)
from memtx.core.text import ID_MARK, normalize, tokenize

_ASIDE: Final = re.compile(r"\(([^()]+)\)|—+([^—]+)—+|\s[–-]{1,2}\s(.+?)\s[–-]{1,2}\s")
# (round 16: a bullet, a field bar or a line break ends an item of a tool output as a sentence end does: an aside of
# another bullet, `• Airport shuttle (extra charge) •`, is not the value's)
_SENTENCE_END: Final = re.compile(r"[.!?。！？]\s|[。！？•|\n]")
_WORD: Final = re.compile(r"[^\W_]")
_ZH_PRONOUN_ENDS: Final = "我你您他她们"
_CURRENCIES: Final = frozenset(CURRENCY_AND_PERCENT) - {"%"}
_CURRENCY_WORDS: Final = frozenset({"eur", "euros", "usd", "gbp", "dólares", "libras", "元", "块", "人民币", "rmb"})
_MAX_ASIDES: Final = 3  # one evidence without each of at most this many asides, and one without all of them
_MAX_CANDIDATES: Final = 16  # asides looked at in one evidence
_NEAR: Final = 64  # characters around an aside read to tell whether it interrupts its sentence


def _price(inner: str) -> bool:
    """Is the aside only an amount of money (`£86.40`, `42,90 €`, `¥86.40`, `20 euros`)?"""
    toks = tokenize(inner)
    money = [t for t in toks if t in _CURRENCIES or t in _CURRENCY_WORDS]
    return bool(money) and all(t in money or t[0].isdigit() for t in toks) and any(t[0].isdigit() for t in toks)


_COUNT_TOTALS: Final = frozenset({"共", "total", "en", "in"})  # (`共3件`, `3 items in total` aside: a total's words)
_COUNT_WORDS: Final = 2  # at most this many plain words after a count's number
_NP_OPENERS: Final = frozenset(
    {"your", "my", "our", "the", "tu", "su", "mi", "nuestro", "nuestra", "el", "la", "您", "你", "我"}
)
_NP_WORDS: Final = 4  # at most this many words (Chinese characters) of the opening noun phrase before a count


def _count(inner: str, before: str, after: str) -> bool:
    """Round 13: is the aside only a count of the sentence's opening noun phrase (`Your order (3 items) has …`,
    `您的包裹（共3件）已…`), with no number after it in its sentence (the module doc)?"""
    toks = [t for t in tokenize(inner) if t not in _COUNT_TOTALS]
    head = tokenize(before)
    if not toks or not toks[0].isdigit() or not 1 <= len(toks) - 1 <= _COUNT_WORDS or any(c.isdigit() for c in after):
        return False
    if not (head and head[0] in _NP_OPENERS and len(head) <= _NP_WORDS):
        return False
    return all(t.isalpha() for t in toks[1:]) and _safe(" ".join(toks[1:]))


# Round 15: words saying an amount leaves a charge out or has one added (`(excl. VAT)`, `(plus VAT)`, `(+ IVA)`, `(IVA
# aparte)`, `（运费另计）`): such an aside restricts the amount before it, though it holds no guard marker.
_NET: Final = frozenset({"excl", "exc", "plus", "extra", "aparte", "mas", "另", "+"})  # (`mas`: `más`, normalized)
# And words saying what an amount includes (`(incl. VAT)`, `(IVA incluido)`, `（含配送费¥10）`): a gloss of its make-up.
_INCLUSIVE: Final = frozenset({"incl", "including", "includes", "included", "inc", "incluye", "incluido", "incluida"})
_ZH_INCLUSIVE: Final = ("已含", "包含", "包括", "含")


def _inclusive(inner: str) -> bool:
    """Round 15: is the aside only a gloss of what an amount includes — an inclusion word opening or closing it, and
    for the rest words that restrict nothing and amounts of money (`(含配送费¥10)`, `(incl. VAT)`, `(IVA incluido)`)?
    A negator keeps it a restriction (`(IVA no incluido)`, `（不含运费）`), as does any other guard marker."""
    text = inner.strip()
    toks = tokenize(text)
    if not toks:
        return False
    if toks[0] in _INCLUSIVE:
        rest = toks[1:]
    elif toks[-1] in _INCLUSIVE:
        rest = toks[:-1]
    else:
        opener = next((w for w in _ZH_INCLUSIVE if text.startswith(w)), "")
        if not opener:
            return False
        rest = tokenize(text[len(opener) :])
    plain = [t for k, t in enumerate(rest) if not _money(rest, k)]
    return not plain or _safe(" ".join(plain))


def _money(toks: list[str], k: int) -> bool:
    """Is this token part of an amount of money (a currency sign or word, or a number beside one)?"""
    tok = toks[k]
    if tok in _CURRENCIES or tok in _CURRENCY_WORDS:
        return True
    near = toks[max(0, k - 1) : k] + toks[k + 1 : k + 2]
    return tok[0].isdigit() and any(t in _CURRENCIES or t in _CURRENCY_WORDS for t in near)


# Round 18 (the lead's probe): an aside that names whose the value is re-attributes it, like a possessor left out
# (`Phone: 555-0100 (my wife's)`, `(el de mi mujer)`, `（我老婆的）`, `(that's my mum's)`) — never a safe deletion.
# The speaker's own (`(mine)`, `(el mío)`, `（我的）`) says nothing new. English marks the owner with a genitive `'s`
# (`tokenize` expands `that's`, `she's` to `… is`) or an independent possessive, Spanish with an independent possessive
# or `de` + a possessive determiner + a person (`de mi mujer`; not `el de mi barrio`, "the one in my neighbourhood",
# nor `el de Juan`, which reads like `el de Madrid`), Chinese with a closing 的 after another person
# (`lexicon.TYPED_OTHER_PERSON`: `（他的）`, `（我老婆的）`; not `（刚换的）`, "the one just changed").
_OWNER_WORDS: Final = frozenset(
    {"his", "hers", "theirs", "yours", "ours", "suyo", "suya", "suyos", "suyas", "tuyo", "tuya", "tuyos", "tuyas"}
)
_ES_OWNER: Final = re.compile(r"\bde\s+(?:mi|mis|tu|tus|su|sus|nuestr[oa]s?|vuestr[oa]s?)\s+(\w+)", re.IGNORECASE)
_ZH_OTHERS: Final = tuple(w for w in TYPED_OTHER_PERSON if "\u3400" <= w[0] <= "\u9fff")
_ZH_PERSONS: Final = frozenset(_ZH_OTHERS)
_PERSON_DETERMINERS: Final = frozenset(
    {"my", "our", "the", "mi", "mis", "nuestro", "nuestra", "el", "la", "los", "las"}
)
_PERSON_WORDS: Final = 2  # (`my wife`, `mi mujer`: a person named by a noun or two, no phrase about them)
_LISTED: Final = 2  # (values of a list: numbers or identifiers in the evidence)


@lru_cache(maxsize=1024)
def _names_owner(inner: str) -> bool:
    """Round 18: does the aside say whose the value is, someone other than the speaker (the comment above)?"""
    text = inner.strip().rstrip("。.!！)）")
    if text.endswith("的") and any(w in text for w in _ZH_OTHERS):
        return True
    toks = tokenize(text)
    if any((t.endswith("'s") and not _place_genitive(toks, k)) or t in _OWNER_WORDS for k, t in enumerate(toks)):
        return True
    return any(m.group(1).lower() in TYPED_OTHER_PERSON for m in _ES_OWNER.finditer(text))


_PLACE_PREPOSITIONS: Final = frozenset({"at", "in", "from", "near", "to"})
_PLACE_REACH: Final = 3  # a genitive at most this many words after a preposition names a place (`at St. Jude's`)


def _place_genitive(toks: list[str], k: int) -> bool:
    """Round 19: is the genitive at `toks[k]` a place named after its owner, after a preposition (`a nurse at St.
    Jude's`, `dinner at Mario's`)? It names where, not whose the value is."""
    return any(t in _PLACE_PREPOSITIONS for t in toks[max(0, k - _PLACE_REACH) : k])


def _labels_person(inner: str, before: str, text: str) -> bool:
    """Red team (issue 31): is the aside only another person (`(wife)`, `(mi mujer)`, `（老婆）`) right after a number
    or identifier, in a list of such values? Each aside then says whose each value is (`Phones: 555-0100 (me), 555-0199
    (wife)`), so it is no safe deletion. After a name it is an apposition (`Alice (my sister) lives in Rome`), and after
    a lone value it may name the contact the key is about (`Emergency contact: 555-0100 (my wife)`): both stay safe."""
    tail = before.rstrip()
    if not tail or not (tail[-1].isdigit() or (tail[-1].isalpha() and "@" in tail.split()[-1])):
        return False
    if sum(any(ch.isdigit() for ch in t) or t[0] == ID_MARK for t in value_tokens(text)) < _LISTED:
        return False
    text = inner.strip().rstrip("。.!！)）")
    person = [t for t in tokenize(text) if t not in _PERSON_DETERMINERS]
    if person and len(person) <= _PERSON_WORDS and all(t in TYPED_OTHER_PERSON for t in person):
        return True
    return bool(text) and text.strip("我的") in _ZH_PERSONS


_ZH_LIMITS: Final = ("限",)  # an aside opening with it limits what its sentence says (`限新用户`; not `有限…`)


@lru_cache(maxsize=1024)
def _safe(inner: str) -> bool:
    """Does the aside restrict nothing (DESIGN §4: no guard marker, unit of measure, dating word or owner)?"""
    if _names_owner(inner):
        return False
    if inner.lstrip().startswith("+") or not _NET.isdisjoint(tokenize(inner)):
        return False  # (round 15: `(plus VAT)`, `(+ IVA)`, `（运费另计）`: the amount leaves a charge out)
    if inner.lstrip().startswith(_ZH_LIMITS):
        return False  # (blind batch 21: `（限新用户）`, "limited to new users", as `仅限`, `只限` are read)
    if _price(inner) or _inclusive(inner):
        return True
    ev = _evidence(inner)
    if not ev.texts:
        return False
    for text in ev.texts:
        clauses, _tokens = _clauses(text, False)
        if any(clause[5] or clause[3] & (FOCUS | COND) for clause in clauses):
            return False  # a bound adjunct or a qualifier (`(for seniors)`, `(en el centro)`): it may restrict
        blocks = [b for clause in clauses for b in clause[1]]
        # (round 13: each clause's opening article-number is a gloss's, `(doña Remedios, un amor de señora)`; round
        # 23: a discourse marker the aside holds is none of its markers, `(muy amable, por cierto)`: `por` of `por
        # cierto` is no rate's)
        if not all(_unmarked(_unfilled(clause[1])) for clause in clauses) or _dated(blocks):
            return False
    return True


def _unfilled(blocks: list[_Block]) -> list[_Block]:
    """Round 23: the blocks without the skippable plain ones (the words of fillers, discourse markers and
    conjunctions), which mark nothing (`por` of `por cierto`, `a` of `a propósito`). A skippable compound holding a
    guard word (`不过`, `后来`, `after all`) stays: `_unmarked` reads it as before."""
    return [b for b in blocks if not (b[0] == _OPT and b[3])]


_PLACE_OPENERS: Final = frozenset({"in", "at", "near", "en", "cerca", "在", "位", "住"})
_GLOSS_WORDS: Final = 3  # at least this many words (ideographs) in a gloss: shorter ones are counts (`_count`)
_GLOSS_CONTENT: Final = 2  # and at least this many that are no number or glue word (`(one of two)` is a partition)
_NUMERIC: Final = re.compile(
    r"^(?:\d[\d.,:]*|one|two|three|four|five|uno|una|dos|tres|一|二|两|三|四|五|六|七|八|九|十)$"
)
_GLUE: Final = frozenset({"of", "de", "del", "the", "a", "an", "el", "la", "los", "las", "的", "个", "之"})


@lru_cache(maxsize=1024)
def _gloss(inner: str, before: str) -> bool:
    """Round 14: is the aside a gloss of the sentence's opening noun phrase (`My sister (she's 34, lives in Leeds) is
    …`, `那家民宿（在大理古城南门，一晚380）可以…`)? It describes that noun — its age, place, price or date — so its
    numbers and places restrict nothing of the clause; a negator, scope word, condition, hedge, request frame or
    dating word or unit of measure still makes it restrictive (`(standing, not seated)`, `(solo para clientes …)`,
    `（一小时）`, `(Mrs. Pereira, one week late)`), so does an adjunct it opens with that is no place (`(for seniors)`),
    and a gloss must hold words besides numbers (`(one of two)` says which)."""
    head = tokenize(before)
    if (
        not head
        or _names_owner(inner)
        or len(head) > _NP_WORDS
        or not (head[0] in _NP_OPENERS or all("\u3400" <= t <= "\u9fff" for t in head))
    ):
        return False
    toks = tokenize(inner)
    words = [t for t in toks if not _NUMERIC.match(t) and t not in _GLUE]
    if len(toks) < _GLOSS_WORDS or len(words) < _GLOSS_CONTENT:
        return False
    ev = _evidence(inner)
    for text in ev.texts:
        clauses, _tokens = _clauses(text, False)
        for clause in clauses:
            blocks = list(clause[1])
            first = next((t for b in blocks for t in b[1]), "")
            if (clause[5] or clause[3] & (FOCUS | COND)) and first not in _PLACE_OPENERS:
                return False
            if (
                _dated(blocks)
                or _measured(blocks)
                or any(
                    b[2] & (GUARD & ~RESTRICT & ~NUM) if b[0] == _REQ else b[0] == _ATOM and b[2] & COND for b in blocks
                )
            ):
                return False
    return bool(ev.texts)


# Round 19 (issue 31, brief a-asides): asides that only describe the noun right before them — an age, a former name,
# a place gloss of a place name, an appositive noun phrase opened by an indefinite article whose only dating word
# describes that noun (`(a former chef)`) — restrict nothing of its clause, though each holds what `_safe` reads as a
# marker (a number and unit, a dating word, a bound adjunct). Each comma-separated part of the aside must be one of
# them or safe by itself. An aside that picks out which one of several the noun is (`(the older one)`, `(la
# pequeña)`, `(el que no vive en Madrid)`, `（大的那个）`) restricts it: it is never a safe deletion unless a name
# stands right before it (`Tobias (the tall one)`).
_PARTS: Final = re.compile(r"[,，、;；]")
_EN_NUMBER_WORDS: Final = frozenset(
    re.findall(
        r"\S+",
        "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
        "eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety",
    )
)
_ES_NUMBER_WORDS: Final = frozenset(
    re.findall(
        r"\S+",
        "dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete "
        "dieciocho diecinueve veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa cien",
    )
)
_EN_AGE: Final = re.compile(
    r"(?:(?:he|she|they)(?:'s|’s| is| are)\s+|aged?\s+)(\w+(?:-\w+)?)(?:\s+(?:years?\s+old|yrs?(?:\s+old)?|y/?o))?"
    r"|(\w+(?:-\w+)?)\s+(?:years?\s+old|yrs?\s+old|y/?o)",
    re.IGNORECASE,
)
_ES_AGE: Final = re.compile(r"(?:que\s+)?(?:tiene\s+)?(\w+)\s+años", re.IGNORECASE)
_ZH_AGE: Final = re.compile(
    r"(?:今年|已经)?(?:\d{1,3}|[一二三四五六七八九十两]{1,3})周?岁了?|今年\d{1,3}"
    r"|(?:今年)?(?:在)?[上读](?:[初高][一二三]|[一二三四五六]年级|小学[一二三四五六]年级|大[一二三四]|研[一二三])"
)
_FORMER_EN_ES: Final = re.compile(
    r"(?:formerly|previously|once|ex|antes|antiguamente|anteriormente)(?:\s+(?:called|known\s+as|named|llamad[oa]"
    r"|conocid[oa]\s+como))?\s+(.+)",
    re.IGNORECASE,
)
_FORMER_ZH: Final = re.compile(r"(?:以前|之前|原来|原先|本来|原)(?:叫做?|名为?|称作?)(.{1,10})")
_NAME_WORD: Final = re.compile(r"[A-ZÁÉÍÓÚÑ][\w'’.-]*")
_NAME_WORDS: Final = 6  # at most this many words in a former name
_NAME_ARTICLES: Final = frozenset({"the", "el", "la", "los", "las", "de", "del", "of"})
_PLACE_EN_ES: Final = re.compile(
    r"(?:in|on|near|en|cerca\s+de)\s+(?:(?:the|el|la|las|los)\s+)?[A-ZÁÉÍÓÚÑ][\w'’-]*(?:\s+[A-ZÁÉÍÓÚÑ][\w'’-]*){0,3}"
)
_PLACE_ZH: Final = re.compile(r"(?:在|位于)[\u4e00-\u9fff]{2,6}")
_PLACE_BEFORE_ZH: Final = re.compile(r"(?:到|在|去|回|住|于|来自)了?[\u4e00-\u9fff]{2,4}$")
_INDEFINITE: Final = re.compile(r"(?:an?|un|una)\s+(.+)|一[个位名只条家所座辆](.+)", re.IGNORECASE)
_DESCRIBING: Final = frozenset({"former", "retired", "ex", "exjugador", "jubilado", "jubilada", "antiguo", "antigua"})
_ZH_DESCRIBING: Final = re.compile(r"退休的|(?:\d{1,3}|[一二三四五六七八九十两]{1,3})岁的")
# Which one of several by rank (`the older one`, `la pequeña`, `老大`, `小的那个`), or by a description holding a
# negator (`the one that doesn't …`, `el que no vive en Madrid`, `不在北京的那个`); a description alone (`the one near
# the station`, `el de mi barrio`, `我常去的那家`) only says where the noun is.
_RANKS_EN: Final = re.compile(
    r"(?:the|that|this|my)\s+(?:older|younger|elder|eldest|oldest|youngest|first|second|third|middle|little|baby)"
    r"(?:\s+ones?)?",
    re.IGNORECASE,
)
_RANKS_ES: Final = re.compile(
    r"(?:el|la|los|las)\s+(?:mayor|menor|mayores|menores|pequeñ[oa]s?|median[oa]s?|primer[oa]?|segund[oa]"
    r"|tercer[oa]?|chic[oa])",
    re.IGNORECASE,
)
_RANKS_ZH: Final = re.compile(r"(?:最)?[大小]的(?:那[个位只])?|老[大二三四幺小](?:那[个位只])?")
_ONE_OF: Final = re.compile(
    r"(?:the|that|this)\s+(?:[\w-]+\s+){0,2}ones?\b|(?:el|la|los|las)\s+(?:que|de|del)\b|那[个位只家条件辆套]"
)


def _age(part: str) -> bool:
    """Round 19: is this part of an aside only an age (`he's nine`, `34 years old`, `92 años`, `今年七岁`)?"""
    if _ZH_AGE.fullmatch(part):
        return True
    for pattern, words in ((_EN_AGE, _EN_NUMBER_WORDS), (_ES_AGE, _ES_NUMBER_WORDS)):
        m = pattern.fullmatch(part)
        if m is None:
            continue
        number = next(g for g in m.groups() if g is not None).casefold()
        if (number.isdigit() and len(number) <= 3) or all(w in words for w in number.split("-")):
            return True
    return False


def _former_name(part: str) -> bool:
    """Round 19: is this part a former name (`formerly Mercy Health`, `antes el cine Rialto`, `以前叫老码头`)?"""
    m = _FORMER_ZH.fullmatch(part)
    if m is not None:
        return not any(c.isdigit() for c in m.group(1)) and _safe(m.group(1))
    m = _FORMER_EN_ES.fullmatch(part)
    if m is None:
        return False
    rest = m.group(1)
    words = [w for w in rest.split() if w.casefold() not in _NAME_ARTICLES]
    lower = [w for w in words if _NAME_WORD.fullmatch(w) is None]
    # (a name: capitalized words, at most one common noun before them, `el cine Rialto`; `open on Sundays` is none)
    named = bool(words) and len(lower) <= 1 and (not lower or lower[0] == words[0]) and len(words) > len(lower)
    return len(rest.split()) <= _NAME_WORDS and named and _safe(rest)


def _place_gloss(part: str, before: str) -> bool:
    """Round 19: is this part a place gloss of the place name right before the aside (`Porto (in Portugal)`, `Oviedo
    (en Asturias)`, `搬到了大理（在云南）`)?"""
    if _PLACE_ZH.fullmatch(part):
        return _PLACE_BEFORE_ZH.search(before.rstrip()) is not None
    return _PLACE_EN_ES.fullmatch(part) is not None and _after_name(before)


def _after_name(before: str) -> bool:
    """Does a capitalized word that is not the sentence's first word end the text before the aside?"""
    words = before.split()
    return len(words) > 1 and _NAME_WORD.fullmatch(words[-1]) is not None and words[-1].casefold() not in ASIDE_PRONOUNS


def _described_noun(part: str) -> bool:
    """Round 19: is this part an appositive noun phrase opened by an indefinite article, safe once its describing
    words are read as the noun's (`a former chef`, `un exjugador del Betis`, `一只八岁的柯基`)?"""
    m = _INDEFINITE.fullmatch(part)
    if m is None:
        return False
    if m.group(2) is not None:
        rest = _ZH_DESCRIBING.sub("", m.group(2))
        return bool(rest) and rest != m.group(2) and _safe(rest)
    words = m.group(1).split()
    plain = [w for w in words if w.casefold() not in _DESCRIBING]
    return bool(plain) and len(plain) < len(words) and _safe(" ".join(plain))


def picks_one(inner: str, before: str) -> bool:
    """Round 19: does the aside say which one of several the noun before it is — by rank (`(the older one)`, `(la
    pequeña)`, `（大的那个）`) or by a description holding a negator (`(el que no vive en Madrid)`)? After a name it
    only describes (`Tobias (the tall one)`)."""
    text = inner.strip().rstrip("。.!！")
    if _after_name(before):
        return False
    if _RANKS_EN.fullmatch(text) or _RANKS_ES.fullmatch(text) or _RANKS_ZH.fullmatch(text):
        return True
    if _ONE_OF.search(text) is None:
        return False
    ev = _evidence(text)
    return any(b[0] == _REQ and b[2] & NEG for t in ev.texts for c in _clauses(t, False)[0] for b in c[1])


@lru_cache(maxsize=1024)
def _described(inner: str, before: str) -> bool:
    """Round 19: is the aside made of descriptions of the noun before it (the comment above), at least one of the new
    kinds, and the rest safe?"""
    if _names_owner(inner) or picks_one(inner, before):
        return False
    parts = [p.strip() for p in _PARTS.split(inner.strip()) if p.strip()]
    if not parts:
        return False
    kinds = [_age(p) or _former_name(p) or _place_gloss(p, before) or _described_noun(p) for p in parts]
    return any(kinds) and all(k or _safe(p) for k, p in zip(kinds, parts, strict=True))


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


def _interrupts(text: str, start: int, end: int, ends: list[int]) -> bool:
    """Words of the same sentence before the aside, and after it, and no personal pronoun (fillers aside) right
    before it. `ends`: where the text's sentences end, sorted (each word looked at lies near the aside)."""
    at = bisect_right(ends, start)
    before = text[ends[at - 1] if at else 0 : start].rstrip()[-_NEAR:]
    stop = ends[bisect_left(ends, end)] if bisect_left(ends, end) < len(ends) else len(text)
    if not _WORD.search(before) or not _WORD.search(text[end:stop][:_NEAR]):
        return False
    last = tokenize(before)
    while len(last) > 1 and last[-1] in _FILLER_WORDS:
        last.pop()
    return bool(last) and last[-1] not in ASIDE_PRONOUNS and before[-1:] not in _ZH_PRONOUN_ENDS


def _around(text: str, m: re.Match[str], ends: list[int]) -> tuple[str, str]:
    """The aside's sentence before it and after it."""
    at = bisect_right(ends, m.start())
    stop = ends[bisect_left(ends, m.end())] if bisect_left(ends, m.end()) < len(ends) else len(text)
    return text[ends[at - 1] if at else 0 : m.start()], text[m.end() : stop]


@lru_cache(maxsize=1024)
def without_asides(evidence: str) -> tuple[str, ...]:
    """The evidence without its safe asides: without all of them, then without each one (at most `_MAX_ASIDES`)."""
    text = unicodedata.normalize("NFKC", evidence)
    if "(" not in text and "—" not in text and " -" not in text and " –" not in text:
        return ()
    spans: list[tuple[int, int]] = []
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    for n, m in enumerate(_ASIDE.finditer(text)):
        if n == _MAX_CANDIDATES:
            return ()  # (an evidence of many asides is no extraction's: the reading stays linear)
        inner = next(g for g in m.groups() if g is not None)
        around = _around(text, m, ends)
        if _spelling(inner) or (
            _interrupts(text, m.start(), m.end(), ends)
            and not _labels_person(inner, text[: m.start()], text)
            and not picks_one(inner, around[0])
            and (_safe(inner) or _count(inner, *around) or _gloss(inner, around[0]) or _described(inner, around[0]))
        ):
            spans.append((m.start(), m.end()))
    if not spans or len(spans) > _MAX_ASIDES:
        return ()

    def cut(chosen: list[tuple[int, int]]) -> str:
        out, at = [], 0
        for start, end in chosen:
            out.append(text[at:start])
            at = end
        out.append(text[at:])
        return " ".join(" ".join(out).split())

    variants = [cut(spans)] + ([cut([span]) for span in spans] if len(spans) > 1 else [])
    return tuple(dict.fromkeys(variants))


def drops_marked_aside(evidence: str, vtoks: list[str], *, keyed: bool = False) -> bool:
    """Round 14: does the value leave out, from the sentence it draws from, an aside ending that sentence that is no
    safe deletion — one holding a guard marker, a number, a unit or a dating word (`(bueno, lo hacía hasta 2019)`)?
    Such an aside restricts or corrects its sentence, whether or not the clause analysis reads it as a clause of its
    own (DESIGN §4, amended: a parenthetical is a safe deletion only if it restricts nothing). An aside the value keeps
    half of or more is not left out; one in another sentence is not the value's. `keyed` (a keyed value): an aside
    inside the sentence counts too, unless it is a gloss or a count of the opening noun phrase — the key-aware reading
    would otherwise step over it (`My number (in the evenings) is …` for `sam/phone`: the evening number). Round 18:
    an aside naming another owner counts inside the sentence with or without a key (`The bike (my brother's) is …`)."""
    text = unicodedata.normalize("NFKC", evidence)
    kept = set(vtoks)
    if _drops_trailing_owner(text, kept):
        return True
    if "(" not in text and "—" not in text and " -" not in text and " –" not in text:
        return False
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    for n, m in enumerate(_ASIDE.finditer(text)):
        if n == _MAX_CANDIDATES:
            return False
        inner = next(g for g in m.groups() if g is not None)
        before, after = _around(text, m, ends)
        inside = bool(_WORD.search(after))
        person = _labels_person(inner, text[: m.start()], text)
        unkeyed_inside = inside and not keyed and not _names_owner(inner) and not person
        safe = _safe(inner) or _count(inner, before, after) or (inside and _gloss(inner, before))
        safe = safe or _described(inner, before) or _spelling(inner)
        picks = picks_one(inner, before)  # (round 19: which one of several; restrictive inside its sentence too)
        # (red team: `555-0199 (wife)` is another's: no safe deletion)
        if not picks and (unkeyed_inside or (safe and not person)):
            continue  # (an aside inside its sentence is `without_asides`' and the clause analysis')
        inner_toks = value_tokens(inner)  # (read as the value's are: an identifier is one token)
        if 2 * sum(t in kept for t in inner_toks) >= len(inner_toks):
            continue
        if kept.isdisjoint(value_tokens(before)) and kept.isdisjoint(value_tokens(after)):
            continue
        return True
    return False


# Round 18: an owner after a comma or a dash that ends its sentence (`Phone: 555-0100, my wife's`, `… — la de mi mujer`,
# `电话：138…，我老婆的`): the unbracketed form of an owner aside (`_names_owner`), read the same way.
_TRAILING: Final = re.compile(r"(?:,|\s[—–-]+|—+)\s*([^,()—–.!?。！？•|\n]{1,40}?)\s*(?=[.!?。！？•|\n]|$)")


def _drops_trailing_owner(text: str, kept: set[str]) -> bool:
    """Round 18: does the value leave out an owner ending the sentence it draws from (the comment above)?"""
    if "," not in text and "—" not in text and "-" not in text and "–" not in text:
        return False
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    for m in _TRAILING.finditer(text):
        inner = m.group(1)
        if not _names_owner(inner):
            continue
        inner_toks = value_tokens(inner)
        if 2 * sum(t in kept for t in inner_toks) >= len(inner_toks):
            continue
        before, _after = _around(text, m, ends)
        if not kept.isdisjoint(value_tokens(before)):
            return True
    return False


# Red-team round 2: a tail that ends the value's sentence after a comma or a dash and restricts its clause
# (`I drink coffee, sometimes.`, `Vivo en Berlín, de momento.`, `我喝咖啡，偶尔。`, `I live in Berlin — well, I did
# until May.`): the unbracketed form of a marked aside. Its last part (after its last comma) is read.
_TAIL: Final = re.compile(
    r"(?:[,，]|\s[—–-]+|—+|…|\.\.\.)\s*([^,，()（）—–.!?。！？•|\n…]{1,48}?)\s*(?=[.!?。！？•|\n…]|$)"
)
_TAIL_CJK: Final = tuple(w for w in TAIL_RESTRICTIONS if "\u3400" <= w[0] <= "\u9fff")
_TAIL_WORDS: Final = tuple(f" {' '.join(tokenize(w))} " for w in TAIL_RESTRICTIONS if not "\u3400" <= w[0] <= "\u9fff")
_DEGREE_CJK: Final = tuple(w for w in TAIL_DEGREE if "\u3400" <= w[0] <= "\u9fff")
_DEGREE_WORDS: Final = tuple(f" {' '.join(tokenize(w))} " for w in TAIL_DEGREE if not "\u3400" <= w[0] <= "\u9fff")
_TAIL_MARKS: Final = SCOPE | COND | FOCUS  # (a negation alone contrasts: `…, not Wednesdays`)
_TAIL_OWN: Final = frozenset(TAIL_OWN_CLAUSE)
# (a tail these open is one more item or clause)
_ADDING: Final = frozenset({"and", "or", "nor", "y", "e", "o", "u", "ni", "和", "及", "或"})
_UNIVERSAL: Final = frozenset(
    {"any", "every", "always", "all", "each", "siempre", "todo", "todos", "todas", "cualquier", "随", "时", "每", "都"}
)
_PERSONS: Final = frozenset({*TAIL_SUBJECTS, "我"})  # (`I live in Berlin — well, I did …`: the same subject again)


def _restricting_tail(inner: str, kept: set[str]) -> bool:
    """Is this tail elliptical and does it restrict the clause before it? Elliptical: no subject of its own (or one
    with only a pro-form: `I did`), and besides its guard words, function words and restatements of the value's words
    at most `_TAIL_CONTENT` words, none a finite verb (Chinese: `_TAIL_CJK_CONTENT` characters) — `…, pero las bebidas
    se cobran aparte` is a clause of its own. Restricting: a scope, condition or focus word, a dating word, or
    `lexicon.TAIL_RESTRICTIONS`."""
    reading = _tail_reading(inner)
    if reading is None:
        return False
    stems_kept = {x for t in kept for x in stems(t)}
    restated = [t in kept or not stems_kept.isdisjoint(stems(t)) for t in reading]
    if any(r and not all(restated[:k]) for k, r in enumerate(restated)):
        return False  # (`…, but alice never like old maps`: the value's verb again, with a subject of its own)
    content = [t for t, r in zip(reading, restated, strict=True) if not r]
    cjk = sum(len(t) for t in content if "\u3400" <= t[0] <= "\u9fff")
    joined = "".join(t for t in content if "\u3400" <= t[0] <= "\u9fff")
    if any(t in _FINITE for t in content) or any(v in joined for v in ZH_VERB_HEADS):
        return False  # (`…, but the gym opens until 9`, `…，一周后回来`: a verb of its own)
    return len(content) - cjk <= _TAIL_CONTENT and cjk <= _TAIL_CJK_CONTENT


@lru_cache(maxsize=1024)
def _tail_reading(inner: str) -> tuple[str, ...] | None:
    """A tail's words besides its markers and function words if it restricts and has no clause opener or subject of
    its own, else None (what `_restricting_tail` reads without the value)."""
    texts = _evidence(inner).texts
    if len(texts) != 1:
        return None
    clauses, tokens = _clauses(texts[0], False)
    toks = list(tokens)
    if not _TAIL_OWN.isdisjoint(toks) or (toks and toks[0] in _ADDING):
        return None  # (`…, so please no meat at the party`, `…, and a little piano`: a consequence or an addition)
    for k, t in enumerate(toks):
        if t in TAIL_SUBJECTS and (k + 1 == len(toks) or toks[k + 1] not in TAIL_PRO_VERBS):
            return None  # (`…, but I work in Potsdam`: a clause of its own)
        if t in _AUXILIARIES and k > 0 and toks[k - 1] not in _TAIL_FUNCTION and toks[k - 1] not in TAIL_SUBJECTS:
            return None  # (`…, but Alice does not like old maps`: a subject and a verb of its own)
    marked = [False] * len(toks)
    spaced = f" {' '.join(toks)} "
    restricts = any(w in spaced for w in _TAIL_WORDS) or any(w in inner for w in _TAIL_CJK)
    restricts = restricts or any(spaced.endswith(w) for w in _DEGREE_WORDS) or inner.rstrip().endswith(_DEGREE_CJK)
    for wtoks in _TAIL_TOKENS:
        for k in range(len(toks) - len(wtoks) + 1):
            if tuple(toks[k : k + len(wtoks)]) == wtoks:
                marked[k : k + len(wtoks)] = [True] * len(wtoks)
    for clause in clauses:
        restricts = restricts or bool(clause[3] & (FOCUS | COND))
        for b in clause[1]:
            universal = set(b[1]) <= _UNIVERSAL  # (`…, any time`, `…, siempre`: no restriction)
            if (b[0] == _REQ and b[2] & _TAIL_MARKS and not universal) or _dated([b]):
                restricts = True
            if b[0] == _REQ and b[2] & GUARD & ~RESTRICT:
                marked[b[4] : b[4] + len(b[1])] = [True] * len(b[1])
            for k, t in enumerate(b[1]):  # (a dating word in a run of plain words: only it is a marker)
                if _dated([(b[0], (t,), b[2], b[3], b[4] + k)]) and b[4] + k < len(marked):
                    marked[b[4] + k] = True
    if not restricts:
        return None
    return tuple(t for k, t in enumerate(toks) if not marked[k] and t not in _TAIL_FUNCTION)


_AUXILIARIES: Final = frozenset(
    {"do", "does", "did", "is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "could"}
)
_TAIL_CONTENT: Final = 2
_TAIL_CJK_CONTENT: Final = 3
_FINITE: Final = ES_FINITE | EN_THIRD_PERSON | EN_PAST
_TAIL_FUNCTION: Final = frozenset(
    {
        *("a", "an", "the", "of", "on", "in", "at", "to", "for", "by", "with", "from", "but", "though", "although"),
        *("well", "or", "and", "i", "it", "did", "do", "does", "used", "d", "oh", "so"),
        *("el", "la", "los", "las", "un", "una", "de", "del", "en", "al", "con", "por", "para", "pero", "aunque"),
        *("bueno", "o", "y", "que", "lo", "se", "me"),
        *"的了是那这就但不过呢吧啊哦",
    }
)


def _clause_before(before: str) -> tuple[str, ...]:
    """The tokens of the part of its sentence right before a tail, stepping over discourse words (`— well,`)."""
    for part in reversed(_PAUSES.split(before)):
        toks = value_tokens(part)
        if not set(toks) <= _TAIL_FUNCTION:
            return toks
    return ()


def drops_restricting_tail(evidence: str, vtoks: list[str]) -> bool:
    """Red-team round 2: does the value leave out a restricting tail ending the sentence it draws from, or a word of
    `lexicon.TAIL_RESTRICTIONS` inside its span or right after it (`I drink coffee now and then`)? (Each evidence's
    tails and candidate words are found once: `_tails`, `_paused`.)"""
    kept = set(vtoks)
    if _drops_restriction_word(evidence, kept, vtoks):
        return True
    content = kept - _TAIL_FUNCTION
    for inner, inner_toks, before in _tails(evidence):
        if not kept.isdisjoint(inner_toks):
            continue  # (a tail the value draws from is no tail it leaves out: `…, two rabbits and a tortoise`)
        if not content.isdisjoint(before) and _restricting_tail(inner, kept):
            return True
    return False


@lru_cache(maxsize=1024)
def _tails(evidence: str) -> tuple[tuple[str, frozenset[str], frozenset[str]], ...]:
    """The evidence's tails that restrict (`_tail_reading`), each with its words (a subject pronoun aside: `— well, I
    did …` repeats the value's) and the words of the part of its sentence right before it."""
    text = unicodedata.normalize("NFKC", evidence)
    if not any(ch in text for ch in ",，—–-…"):
        return ()
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    out: list[tuple[str, frozenset[str], frozenset[str]]] = []
    for n, m in enumerate(_TAIL.finditer(text)):
        if n == _MAX_CANDIDATES:
            break
        inner = m.group(1)
        inner_toks = frozenset(value_tokens(inner)) - _PERSONS
        if not inner_toks or _tail_reading(inner) is None:
            continue
        before, _after = _around(text, m, ends)
        out.append((inner, inner_toks, frozenset(_clause_before(before))))
    return tuple(out)


def _drops_restriction_word(text: str, kept: set[str], vtoks: list[str]) -> bool:
    """Does a word of `lexicon.TAIL_RESTRICTIONS` that the value leaves out stand right after its last word, or
    between its first and last words before a word it keeps (`I temporarily live …`; not `…, English and a bit of
    French at home` → `We speak English at home`: the word restricts a left-out item)? Read at the leftmost ordered
    match in each sentence of the value's words it holds."""
    for toks, candidates in _paused(text):
        at, first, last = 0, -1, -1
        for t in vtoks:  # (a token the sentence lacks is stepped over: a reading may name the speaker or agree)
            found = next((k for k in range(at, len(toks)) if toks[k] == t), -1)
            if found >= 0:
                first, last, at = first if first >= 0 else found, found, found + 1
        if first >= 0 and _restriction_at(toks, candidates, first, last, kept):
            return True
    return False


@lru_cache(maxsize=1024)
def _paused(text: str) -> tuple[tuple[tuple[str, ...], tuple[tuple[int, tuple[str, ...]], ...]], ...]:
    """The evidence's sentences that hold a word of `TAIL_RESTRICTIONS`/`TAIL_DEGREE`: their tokens (`,` for a pause)
    and where each such word starts."""
    ev = _evidence(unicodedata.normalize("NFKC", text))
    if not any(w in ev.all_words for w in _TAIL_SPACED) and not any(w in ev.norm for w in _TAIL_CJK_ALL):
        return ()  # (no such word anywhere: the common case, one substring search per word)
    out = []
    for sentence in ev.texts:
        toks = tuple(t for part in _PAUSES.split(sentence) for t in (*tokenize(part), ","))
        found = tuple((k, w) for k, t in enumerate(toks) for w in _TAIL_FIRST.get(t, ()) if toks[k : k + len(w)] == w)
        if found:
            out.append((toks, found))
    return tuple(out)


def _restriction_at(
    toks: tuple[str, ...], candidates: tuple[tuple[int, tuple[str, ...]], ...], first: int, last: int, kept: set[str]
) -> bool:
    """The test of `_drops_restriction_word` for one match spanning `toks[first:last + 1]`."""
    for k, wtoks in candidates:
        if not first < k <= last + 1 or set(wtoks) - _SKIPPED <= kept:
            continue
        if k == last + 1:
            return True  # (right after the value, no pause between: `I drink coffee now and then`)
        nxt = next((t for t in toks[k + len(wtoks) :] if t not in _SKIPPED), None)
        if nxt is not None and nxt in kept:
            return True
    return False


_PAUSES: Final = re.compile(r"[,，;；—–:：]|\s-+\s")
_SKIPPED: Final = frozenset({"a", "an", "the", "of", "de", "del", "el", "la", "los", "las", "un", "una", "的"})
_TAIL_TOKENS: Final = tuple(t for w in (*TAIL_RESTRICTIONS, *TAIL_DEGREE) if (t := tuple(tokenize(w))))
_TAIL_SPACED: Final = tuple(f" {' '.join(t)} " for t in _TAIL_TOKENS if t[0].isascii())
_TAIL_CJK_ALL: Final = tuple(w for w in (*TAIL_RESTRICTIONS, *TAIL_DEGREE) if "\u3400" <= w[0] <= "\u9fff")
_TAIL_FIRST: Final[dict[str, tuple[tuple[str, ...], ...]]] = {
    head: tuple(t for t in _TAIL_TOKENS if t[0] == head) for head in {t[0] for t in _TAIL_TOKENS}
}
