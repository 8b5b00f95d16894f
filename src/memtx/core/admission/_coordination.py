"""Admission's coordination rule: where a first verb-phrase conjunct may be left out (DESIGN §4 G, amended).

Responsible for: deciding, from a sentence's tokens and clause boundaries, at which token a clause's first
conjunct starts when the next clause is a second conjunct sharing its subject ("Bob | moved and now lives in
Osaka" → "Bob now lives in Osaka"). Must not: build blocks or search embeddings (`_clauses`, `_automaton`).

The rule (docs/admission.md, "Coordination"), with closed word lists from `memtx.core.lexicon`:

- the second clause opens with a coordinator (`and`, `but`, `y`, `pero`, `并且` …; in Chinese also a bare
  comma) and, after conjunct adverbs (`now`, `also`, `ahora`, `现在` …), with a finite verb of its own;
- the first clause is `X A`: X, before its first verb, holds at least one word; A, from that verb on, holds no
  attribution or complement word (`said`, `think`, `that`, `who`, `dice`, `que`, `说`, `认为` …) and, in English
  and Spanish, no second auxiliary or finite verb after its opening verb chain;
- if A opens with an auxiliary, modal or negator, the second conjunct must open with one of its own or with a
  third-person `-s` form (English), so A's operator cannot scope over it ("I cannot eat and drink" ↛ "I drink");
- a Chinese A that opens with a condition word, a desire, plan or hedge (`打算`, `想`, `可能`), is not cut: with no
  finite form to tell them apart, the second conjunct may be under it ("我哥哥打算辞职，开一家咖啡店" ↛
  "我哥哥开一家咖啡店"; English and Spanish second conjuncts are finite, so `want to` cannot scope over them).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._lemmas import en_inflections, en_lemmas, es_lemma
from memtx.core.admission._zh_conjuncts import (
    animate_object,
    aspect_verb,
    noun_subject_verb,
    objectless_after_object,
    opener_at,
    opens_verb_phrase,
    pronoun_end,
)
from memtx.core.lexicon import (
    COND,
    CONJUNCT_ADVERBS,
    COORDINATORS,
    EMBEDDERS,
    EN_OPERATORS,
    EN_PAST,
    EN_PRONOUN_SUBJECTS,
    EN_THIRD_PERSON,
    EN_VERB_LEMMAS,
    ES_FINITE,
    ES_OPERATORS,
    NUM,
    TIME_WORDS,
    ZH_VERB_HEADS,
    compile_lexicon,
)
from memtx.core.text import EMPTY_WORDS, normalize, tokenize


def _runs(words: tuple[str, ...]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Token runs of `words`, indexed by first token, longest first (entries are normalized like text)."""
    index: dict[str, list[tuple[str, ...]]] = {}
    for word in words:
        toks = tuple(tokenize(normalize(word)))
        if toks:
            index.setdefault(toks[0], []).append(toks)
    return {k: tuple(sorted(v, key=len, reverse=True)) for k, v in index.items()}


def _single(words: frozenset[str] | tuple[str, ...] | list[str]) -> frozenset[str]:
    return frozenset(t for w in words for t in tokenize(normalize(w)))


_ADVERBS: Final = _runs(CONJUNCT_ADVERBS)
_EMBEDDERS: Final = _runs(EMBEDDERS)
_ZH_VERBS: Final = _runs(ZH_VERB_HEADS)
_COORDINATORS: Final = _runs(tuple(COORDINATORS))
_EN_OPERATORS: Final = _single(EN_OPERATORS)
_ES_OPERATORS: Final = _single(ES_OPERATORS)
_OPERATORS: Final = _EN_OPERATORS | _ES_OPERATORS
_EN_THIRD: Final = _single(EN_THIRD_PERSON)
_FINITE: Final = _EN_THIRD | _single(EN_PAST) | _single(ES_FINITE) | _OPERATORS
_BARE: Final = _single(EN_VERB_LEMMAS) - _FINITE
_PRONOUNS: Final = _single(EN_PRONOUN_SUBJECTS)


def _run_at(tokens: tuple[str, ...], i: int, index: dict[str, tuple[tuple[str, ...], ...]]) -> int:
    """The length of the longest run of `index` at `tokens[i]` (0 if none)."""
    for run in index.get(tokens[i], ()):
        if tokens[i : i + len(run)] == run:
            return len(run)
    return 0


def _cjk(tok: str) -> bool:
    return "\u3400" <= tok[0] <= "\u9fff"


@lru_cache(maxsize=8192)
def en_finite(tok: str) -> bool:
    """An English third-person `-s` or past form of a verb lemminflect knows (`employs`, `relocated`): what
    the closed lists miss. (A noun that is also such a form only lets a nonsense value through: the second
    conjunct is taken whole.)"""
    if not (tok.isascii() and tok.isalpha()) or len(tok) < 3:
        return False
    for lemma in en_lemmas(tok).get("VERB", ()):
        if tok != lemma and (tok in en_inflections(lemma, "VBZ") or tok in en_inflections(lemma, "VBD")):
            return True
    return False


def zh_verb_at(tokens: tuple[str, ...], i: int) -> bool:
    """Does a Chinese verb of the lists start at `tokens[i]`?"""
    return bool(_run_at(tokens, i, _ZH_VERBS))


# Round 19 (brief a-asides): Chinese verbs a chat's conjuncts open with that `lexicon.ZH_VERB_HEADS` lacks
# (`辞了职`, `报了个雅思班`, `退休以后`), read only as a conjunct's verb head (`_finite_at`), never inside a list item;
# and adverbs that may stand between a second conjunct's time phrase and its verb (`现在每天早上都去…`, `周末就在家…`).
_ZH_MORE_VERBS: Final = _runs(
    tuple(
        re.findall(
            r"\S+",
            "辞 报 离 结 考 找 练 弹 种 租 修 退休 毕业 结婚 离婚 戒 办 寄 取 借 画 唱 玩 逛 走 散步 搬到 转 升 加入 "
            "生了 住院 出院 减 攒 准备好 关门",
        )
    )
)
_ZH_HEAD_ADVERBS: Final = frozenset("都就再才先每")


def _finite_at(tokens: tuple[str, ...], i: int) -> bool:
    """A finite verb at `tokens[i]`: a Chinese verb of the lists; an English or Spanish form of the closed lists;
    an English `-s` or past form lemminflect knows; in a Spanish sentence, a form simplemma lemmatizes to another
    word, an infinitive (`terminó` → `terminar`: the lists hold 60 verbs, simplemma all of them)."""
    tok = tokens[i]
    if _cjk(tok):
        return bool(_run_at(tokens, i, _ZH_VERBS) or _run_at(tokens, i, _ZH_MORE_VERBS))
    if tok in _FINITE or en_finite(tok):
        return True
    return tok.isalpha() and spanish(tokens) and es_verb(tok)


# Words after which a modal's spelling is a noun ("in May", "since may"): a month, not a second verb chain.
_NOUN_SLOT: Final = frozenset(
    "in on of at by since until till from during this last next early late mid before after".split()  # noqa: SIM905
)


def _verb_chain_at(tokens: tuple[str, ...], k: int) -> bool:
    """Is `tokens[k]` a finite form of a second verb chain? Not a modal's spelling after a preposition or before a
    number (`in May`, `May 3`), which is a month."""
    tok = tokens[k]
    if tok not in _FINITE or (k > 0 and tokens[k - 1] in _DETERMINED):
        return False  # (round 13: after an article or a possessive a verb's spelling is a noun: `a covers band`)
    if tok == "am" and k > 0 and tokens[k - 1][:1].isdigit():
        return False  # (round 39: `opens at 6am and closes at midnight`: `6am` is read `6 am`, a time, no `I am`)
    month = (k > 0 and tokens[k - 1] in _NOUN_SLOT) or (k + 1 < len(tokens) and tokens[k + 1][:1].isdigit())
    return not (tok in _OPERATORS and month)


# Words after which a verb's spelling is a noun (`a covers band`, `my works`).
_DETERMINED: Final = EMPTY_WORDS | frozenset({"my", "your", "his", "her", "its", "our", "their", "mi", "tu", "su"})


# --- list items (DESIGN §4 amended: one item of a list) -----------------------------------------------------
_LEX: Final = compile_lexicon(lambda w: tokenize(normalize(w)))
MAX_ITEM: Final = 4
# A Chinese item is counted in characters, a word being about two (`一次免费按摩`: round 12).
ZH_MAX_ITEM: Final = 2 * MAX_ITEM
_LINKS: Final = 2  # at most this many more words in an item, each `of`/`de` or an article
_OF: Final = frozenset({"of", "de", "del"})
_LINK_WORDS: Final = _OF | {"the", "a", "an", "el", "la", "los", "las"}
LIST_AND: Final = frozenset({"and", "y", "e", "和", "及", "以及", "与"})


# Chinese numerals: after one, `只` is the classifier of animals (`两只猫`), not the scope word `只` ("only").
_ZH_NUMERALS: Final = frozenset("零〇一二两三四五六七八九十百千几半")
_CLASSIFIER_ONLY: Final = "只"
_ZH_ASPECT: Final = frozenset("了着")


def marker_bits(tokens: tuple[str, ...], k: int, end: int) -> int:
    """The class bits of the longest lexicon entry at `tokens[k]` that ends by `end` (0 if none). `只` after a
    numeral is a classifier and counts as part of the number (`两只猫`: round 12, a blind batch's list item)."""
    if tokens[k] == _CLASSIFIER_ONLY and k > 0 and (tokens[k - 1] in _ZH_NUMERALS or tokens[k - 1][-1:].isdigit()):
        return NUM
    for m in _LEX.by_first.get(tokens[k], ()):  # (longest first)
        if k + len(m.tokens) <= end and tokens[k : k + len(m.tokens)] == m.tokens:
            return m.bits
    return 0


_EN_FINITE_ONLY: Final = _single(EN_THIRD_PERSON) | _single(EN_PAST) | _EN_OPERATORS
_ES_FINITE_ONLY: Final = _single(ES_FINITE) | _single(ES_OPERATORS)
_ES_CUES: Final = frozenset(
    """el la los las del que y en un una por con para mi mis es son tengo muy pero""".split()  # noqa: SIM905
)
_EN_CUES: Final = frozenset(
    ["the", "a", "an", "of", "and", "to", "in", "is", "are", "i", "we", "you", "my", "our", "with", "for", "on"]
)


@lru_cache(maxsize=1024)
def spanish(tokens: tuple[str, ...]) -> bool:
    """Is this (Latin-script) sentence Spanish rather than English, by its commonest function words? The verb
    lists of the two languages share spellings (`son`, `come`, `pay`), so an item is read in one of them."""
    es = sum(t in _ES_CUES for t in tokens)
    return es > sum(t in _EN_CUES for t in tokens)


@lru_cache(maxsize=8192)
def es_verb(tok: str) -> bool:
    """Is `tok` (normalized) a Spanish verb form? simplemma (a maintained lemmatizer with its own Spanish
    lexicon, offline) lemmatizes it to an infinitive, or the verb lists know it. (simplemma reads some forms as
    nouns — `habla`, `estudio` —, so callers ask about both the third-person form and the first-person one.)"""
    if tok in _ES_FINITE_ONLY:
        return True
    lemma = es_lemma(tok)
    # (round 35: no form of a verb is its infinitive and `-es`; that is the plural of a noun in `-r` whose lemma
    # simplemma gives: `talleres`, `mujeres`, `lugares`, `bares`)
    return lemma != tok and lemma.endswith(("ar", "er", "ir")) and tok != lemma + "es"


@lru_cache(maxsize=8192)
def may_be_verb(tok: str, es: bool = False) -> bool:
    """Can this word be a verb in the sentence's language? English: its operator, `-s` and past lists, the
    bare lemmas, or lemminflect knowing it only as a verb or auxiliary; Spanish: its finite lists."""
    if es:  # (an infinitive too: `comer almendras` is no item; nouns in -ar/-er/-ir are refused with it)
        return es_verb(tok) or (tok.endswith(("ar", "er", "ir")) and es_lemma(tok) == tok)
    if tok in _EN_FINITE_ONLY or tok in _BARE:
        return True
    if not tok.isascii() or not tok.isalpha():
        return False
    kinds = en_lemmas(tok)
    return bool(kinds) and set(kinds) <= {"VERB", "AUX"}


def operator(tok: str, es: bool = False) -> bool:
    """An auxiliary, modal or negator of the sentence's language (`will`, `can`, `no`, `ha`): a verb chain
    starts there. (Not a `-s` form: after an item's first word, `stings`, `options`, `drums` are nouns.)"""
    return tok in (_ES_OPERATORS if es else _EN_OPERATORS)


_WEEKDAYS: Final = (
    "monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays "
    "sundays lunes martes miercoles jueves viernes sabado sabados domingo domingos"
)
TIME_NOUNS: Final = frozenset(t for w in TIME_WORDS for t in tokenize(normalize(w)) if t.isascii()) | frozenset(
    _WEEKDAYS.split()
)


def _finite_inside(tok: str, es: bool) -> bool:
    """A finite verb inside an item, after its first word: an English `-s` or past form, or a Spanish present
    whose first-person form simplemma knows as a verb where it reads the third person as a noun (`pinta`)."""
    if not es:
        return en_finite(tok)
    return es_verb(tok) or (tok.endswith(("a", "e")) and es_verb(tok[:-1] + "o"))


# Words after which an English `-s` or past form (a Spanish present) is a noun, not a verb ("a bit of drums", "my
# works", "una compra"): the item's interior verb test (`plain_item`) skips a form right after one of these.
_NOUN_OPENERS: Final = EMPTY_WORDS | frozenset(
    {"my", "your", "his", "her", "its", "our", "their", "this", "that", "these", "those", "some", "any", "of"}
    | {"mi", "mis", "tu", "tus", "su", "sus", "nuestro", "nuestra", "de", "del", "al", "este", "esta", "ese", "esa"}
)


# A Chinese time or measure phrase may open a verb phrase ("并且7天内不能重复使用"): digits and these.
_ZH_TIME: Final = frozenset("天内月年周时分钟以后前之起日号点个")


def _zh_time(tokens: tuple[str, ...], start: int, i: int) -> bool:
    """Is `tokens[i]` part of a time phrase that opens a Chinese conjunct (a number, then measure words)?"""
    tok = tokens[i]
    if tok[0].isdigit():
        return _cjk(tokens[start])
    return tok in _ZH_TIME and i > start and (tokens[i - 1][0].isdigit() or tokens[i - 1] in _ZH_TIME)


# Round 13: Chinese time phrases that may open a second conjunct (`周六还带…`, `现在每天早上跑…`): a weekday, `每` and a
# unit of time, a time of day (closed classes: what stands between a conjunct's opening and its verb).
_ZH_TIME_PHRASE: Final = re.compile(
    r"(?:周|星期|礼拜)[一二三四五六日天末]|每[天周月年晚]|[早晚]上|[上下中]午|白天|[今明昨]天|平日"
    # (round 16: a month or a year named in words, `四月开始在…上班`, `明年搬到…`: dates, not counts)
    r"|(?:十[一二]?|[一二三四五六七八九])月|[上下]个月|[今明去]年"
    # (round 22: a clock time in words, `九点`, `十二点`, `两点半`: a time, not a count)
    r"|(?:十[一二]?|[一二三四五六七八九两])点半?"
)
# Round 22: what joins two time phrases into a range (`周一到周五`, `九点至五点`).
_ZH_RANGE: Final = frozenset("到至")


def _zh_frame(tokens: tuple[str, ...], i: int, end: int) -> int:
    """The length of a run of Chinese time phrases at `tokens[i]` (`早上九点`, `周一到周五`), or 0."""
    k = i
    while k < end:
        size = _zh_time_phrase(tokens, k)
        if not size and k > i and tokens[k] in _ZH_RANGE and k + 1 < end:
            size = _zh_time_phrase(tokens, k + 1)
            size = size + 1 if size else 0
        if not size:
            break
        k += size
    return k - i


def _zh_time_phrase(tokens: tuple[str, ...], i: int) -> int:
    """The length in characters of a Chinese time phrase at `tokens[i]`, or 0."""
    m = _ZH_TIME_PHRASE.match("".join(tokens[i : i + 3]))
    return len(m.group()) if m and all(len(t) == 1 for t in tokens[i : i + len(m.group())]) else 0


_ZH_FRAME_SPAN: Final = 4  # (the characters of one time phrase, at most: a run of two is looked for)


def _zh_own_time(tokens: tuple[str, ...], first: tuple[int, int], second: tuple[int, int]) -> int:
    """Round 16: where a Chinese first conjunct starts when a time phrase stands right before its verb and the second
    conjunct opens with a time phrase of its own (`我三月搬到了厦门，四月开始…`): the first time phrase dates the first
    conjunct only, so it is left out with it. Otherwise the verb (`first[1]`): a time phrase the second conjunct does
    not replace may date both (`我三月搬到了厦门，开始…`) and stays with the subject."""
    start, cut = first
    i = second[0] + _run_at(tokens, second[0], _COORDINATORS)
    while i < second[1] and (tokens[i] in EMPTY_WORDS or _run_at(tokens, i, _ADVERBS)):
        i += _run_at(tokens, i, _ADVERBS) or 1
    if i >= second[1] or not (_zh_time_phrase(tokens, i) or (tokens[i][0].isdigit() and _zh_time(tokens, i, i + 1))):
        return cut
    for at in range(max(start + 1, cut - 2 * _ZH_FRAME_SPAN), cut):  # (round 22: a run, `早上九点`, `周一到周五`)
        if _zh_time_phrase(tokens, at) and at + _zh_frame(tokens, at, cut) == cut:
            return at
    for size in (3, 2):
        at = cut - size
        if at <= start:
            continue
        if _zh_time_phrase(tokens, at) == size or (
            size == 2 and tokens[at][0].isdigit() and tokens[cut - 1] in _ZH_TIME
        ):
            return at
    return cut


def _second_head(tokens: tuple[str, ...], start: int, end: int) -> int:
    """Where the second conjunct's verb head is (after its coordinator and conjunct adverbs), or -1."""
    i = start + _run_at(tokens, start, _COORDINATORS)
    while i < end and (
        tokens[i] in EMPTY_WORDS
        or _run_at(tokens, i, _ADVERBS)
        or _zh_time(tokens, start, i)
        or _zh_time_phrase(tokens, i)
        or (tokens[i] in _ZH_HEAD_ADVERBS and i > start and _cjk(tokens[i - 1]))
        or opener_at(tokens, i)  # (round 29: `后来`, `重新`, `直接`)
    ):
        i += _run_at(tokens, i, _ADVERBS) or _zh_time_phrase(tokens, i) or opener_at(tokens, i) or 1
    if opens_verb_phrase(tokens, start, i, end):
        return i  # (round 29: a coverb, or after an opener a verb its aspect marks: `并更换了…`, `周一把意见…`)
    return i if i < end and (_finite_at(tokens, i) or _es_head(tokens, i)) else -1


_ES_IMPERFECT: Final = ("ia", "ias", "iamos", "iais", "ian")


def _es_head(tokens: tuple[str, ...], i: int) -> bool:
    """Round 22: a Spanish second conjunct's verb that simplemma reads as a noun once normalized: a first person
    present whose third person it knows as a verb (`juego` ← `juega`), or an imperfect whose accent normalization
    took (`venia` ← `venía`)."""
    tok = tokens[i]
    if not (tok.isalpha() and tok.isascii() and len(tok) > 3 and spanish(tokens)):
        return False
    if tok.endswith("o") and es_verb(tok[:-1] + "a"):
        return True
    for ending in _ES_IMPERFECT:
        if tok.endswith(ending):
            at = len(tok) - len(ending)
            return es_verb(tok[:at] + "í" + tok[at + 1 :])
    return False


def _first_verb(tokens: tuple[str, ...], start: int, end: int) -> int:
    """The first conjunct's verb: the first verb after the clause's first word of content (so that a noun
    spelled like a verb, `the store`, is its subject), a bare English form only after a personal pronoun."""
    first = start + _run_at(tokens, start, _COORDINATORS)
    while first < end and tokens[first] in EMPTY_WORDS:
        first += 1
    if first >= end:
        return -1
    first = _framed_subject(tokens, first, end)
    for k in range(first + 1, end):
        if _cjk(tokens[k]) and any(_zh_frame(tokens, j, end) > k - j for j in range(max(first, k - 4), k)):
            continue  # (round 22: a verb's spelling inside a time phrase, `早上`, `周一到周五`, is none)
        if _finite_at(tokens, k) or (tokens[k - 1] in _PRONOUNS and k - 1 == first and _bare(tokens[k])):
            return k
        if k - 1 == first and en_past_as_lemma(tokens[k]):
            return k  # a past spelled as its lemma right after a one-word subject ("Bob quit", "I set")
        if k - 1 == first and not _cjk(tokens[k]) and spanish(tokens) and _finite_inside(tokens[k], True):
            return k  # (round 22: a present simplemma reads as a noun, after a one-word subject: "Baltasar toca")
    return -1


def _bare(tok: str) -> bool:
    """An English bare verb form: of the closed list, or a word lemminflect knows as its own verb lemma (`fly`)."""
    return tok in _BARE or (tok.isascii() and tok.isalpha() and tok in en_lemmas(tok).get("VERB", ()))


# Round 22: a frame before a clause's subject (`On weekends I swim and …`, `Every morning we …`): a preposition or a
# word of recurrence, then at most three time nouns or articles, then a subject pronoun. The frame is the whole
# clause's, so it stays with the subject and the conjunct after it is cut at the verb.
_FRAME_OPENERS: Final = frozenset({"on", "at", "in", "during", "every", "each", "most", "some", "this", "these"})
_MAX_FRAME: Final = 3
_SUBJECT_PRONOUNS: Final = _PRONOUNS | frozenset({"he", "she"})


def _framed_subject(tokens: tuple[str, ...], first: int, end: int) -> int:
    """Where the subject pronoun after a time frame opening the clause is (`On weekends | I swim`), else `first`."""
    if tokens[first] not in _FRAME_OPENERS:
        return first
    for k in range(first + 1, min(end - 1, first + _MAX_FRAME + 2)):
        if tokens[k] in _SUBJECT_PRONOUNS:
            return k if k > first + 1 else first
        if not (tokens[k] in TIME_NOUNS or tokens[k] in EMPTY_WORDS):
            return first
    return first


@lru_cache(maxsize=8192)
def en_past_as_lemma(tok: str) -> bool:
    """An English verb whose past is spelled as its lemma (`quit`, `set`, `cut`, `put`: lemminflect's VBD)."""
    if not (tok.isascii() and tok.isalpha()) or len(tok) < 3:
        return False
    return tok in en_lemmas(tok).get("VERB", ()) and tok in en_inflections(tok, "VBD")


def _bare_head(tokens: tuple[str, ...], first: tuple[int, int, int], second: tuple[int, int]) -> int:
    """Round 13: the second conjunct's head when it is an English bare form and the first conjunct's subject is a
    personal pronoun whose present is that form (`I quit smoking and run 5k most mornings`): the first conjunct's
    verb opens it (no auxiliary, modal or negator, which could scope over the bare form) and no `to` stands in it
    (`I want to leave and go home`: `go` may be under `want to`). -1 otherwise."""
    start, cut, end = first
    opening = start + _run_at(tokens, start, _COORDINATORS)
    while opening < cut and tokens[opening] in EMPTY_WORDS:
        opening += 1
    opening = _framed_subject(tokens, opening, cut + 1) if opening < cut else opening
    subject = [t for t in tokens[opening:cut] if t not in EMPTY_WORDS]
    if len(subject) != 1 or subject[0] not in _PRONOUNS or tokens[cut] in _OPERATORS or _infinitive(tokens, cut, end):
        return -1
    i = second[0] + _run_at(tokens, second[0], _COORDINATORS)
    while i < second[1] and (tokens[i] in EMPTY_WORDS or _run_at(tokens, i, _ADVERBS)):
        i += _run_at(tokens, i, _ADVERBS) or 1
    if i >= second[1] or not (tokens[i].isascii() and tokens[i].isalpha()):
        return -1
    bare = tokens[i] in _BARE or tokens[i] in en_lemmas(tokens[i]).get("VERB", ())
    return i if bare and tokens[i] not in _OPERATORS else -1


# Blind batches 28 and 30: a modal both conjuncts share (`I'll pick up the car at Faro and return it in Lisbon` →
# `I'll return it in Lisbon`; `Voy a recoger el coche y devolverlo en Lisboa` → `Voy a devolverlo en Lisboa`): the
# value keeps the modal with the subject, so it scopes over what it kept as it did; a negated one is not shared
# (`I can't eat and drink` says nothing of drinking alone).
_EN_MODALS: Final = frozenset({"will", "would", "shall", "should", "can", "could", "may", "might", "must"})
_ES_MODAL_CHAINS: Final = _runs(
    (
        "voy a", "vas a", "va a", "vamos a", "vais a", "van a", "puedo", "puedes", "puede", "podemos", "pueden",
        "debo", "debes", "debe", "debemos", "deben", "tengo que", "tienes que", "tiene que", "tenemos que",
        "tienen que",
    )
)  # fmt: skip
_ES_INFINITIVE: Final = re.compile(r"^[a-záéíóúñ]{2,}(?:ar|er|ir|ír)(?:lo|la|le|los|las|me|te|se|nos)?$")


def _shared_modal(tokens: tuple[str, ...], first: tuple[int, int, int], second: tuple[int, int]) -> int:
    """Where the first conjunct starts after a modal both conjuncts share — an English modal after a plain subject
    and before a bare verb, or a Spanish modal chain opening the clause before an infinitive — when the second
    conjunct opens with the same kind of verb (bare, or an infinitive) and no operator; -1 otherwise."""
    start, cut, end = first
    opening = start + _run_at(tokens, start, _COORDINATORS)
    while opening < end and tokens[opening] in EMPTY_WORDS:
        opening += 1
    i = second[0] + _run_at(tokens, second[0], _COORDINATORS)
    while i < second[1] and (tokens[i] in EMPTY_WORDS or _run_at(tokens, i, _ADVERBS)):
        i += _run_at(tokens, i, _ADVERBS) or 1
    chain = _run_at(tokens, opening, _ES_MODAL_CHAINS) if opening < end else 0
    # (an attribution or complement after the subject: whose the conjuncts are is unclear; `tener que`'s is none)
    if i >= second[1] or opening >= end or any(_run_at(tokens, k, _EMBEDDERS) for k in range(opening + chain, end)):
        return -1
    if chain:  # (Spanish: the subject left out, the chain opens the clause)
        k = opening + chain
        return k if k < end and _ES_INFINITIVE.match(tokens[k]) and _ES_INFINITIVE.match(tokens[i]) else -1
    if cut <= opening or tokens[cut] not in _EN_MODALS or any(t in _OPERATORS for t in tokens[opening:cut]):
        return -1
    k = cut + 1
    plain = k < end and _bare(tokens[k]) and tokens[k] not in _OPERATORS and not _infinitive(tokens, k, end)
    return k if plain and _bare(tokens[i]) and tokens[i] not in _OPERATORS else -1


def _infinitive(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """Does a `to` before a bare verb stand in `tokens[start:end]` (`want to leave`, not `moved to Lisbon`)? A bare
    form after it may be under that verb (`I want to leave and go home`)."""
    return any(tokens[k] == "to" and k + 1 < end and _bare(tokens[k + 1]) for k in range(start, end))


def _opening_verb(tokens: tuple[str, ...], start: int, end: int) -> int:
    """The verb a Latin-script clause opens with, after its coordinator, articles and conjunct adverbs (`, grabbed a
    coffee`, `, pick up the rental`, `y luego hice …`), or -1."""
    i = start + _run_at(tokens, start, _COORDINATORS)
    while i < end and (tokens[i] in EMPTY_WORDS or _run_at(tokens, i, _ADVERBS) or tokens[i] in _ES_CLITICS):
        i += _run_at(tokens, i, _ADVERBS) or 1
    if i >= end or tokens[i] in _DETERMINED or (i > start and tokens[i - 1] in _ES_CLITICS and not spanish(tokens)):
        return -1
    if _cjk(tokens[i]):  # (a verb and its aspect, `买了`: a name may open with a verb's character, `爱丽丝`)
        size = _run_at(tokens, i, _ZH_VERBS) or _run_at(tokens, i, _ZH_MORE_VERBS) or aspect_verb(tokens, i, end)
        return i if size and i + size < end and tokens[i + size] in _ZH_ASPECT | {"过"} else -1
    return i if _finite_at(tokens, i) or _bare(tokens[i]) or _es_head(tokens, i) else -1


# Spanish clitic pronouns that may stand before a conjunct's verb (`, se tomó un café`).
_ES_CLITICS: Final = frozenset({"se", "me", "te", "nos", "os", "le", "les", "lo", "la", "los", "las"})


def _middle_cut(tokens: tuple[str, ...], first: tuple[int, int], second: tuple[int, int], head: int) -> int:
    """Round 22: a middle conjunct of a series `S A, B and C` — a clause after another that opens with its own verb,
    no subject — is left out whole like the first (`I finished the shift at 7, grabbed a coffee and drove to the
    airport` → `I drove to the airport`): its start, when the next clause is a conjunct with a verb of its own (a bare
    one only after a bare one) that no operator opening it scopes over and it holds no attribution; -1 otherwise."""
    (start, end), (nxt_start, nxt_end) = first, second
    own = _opening_verb(tokens, start, end)
    if own < 0 or any(_run_at(tokens, k, _EMBEDDERS) for k in range(start, end)):
        return -1
    if head < 0 and not (own < end and tokens[own] not in _FINITE and not en_finite(tokens[own])):
        return -1
    if head < 0:  # (`…, pick up the rental and drive to Lagos`: bare after bare, the subject's present)
        head = _opening_verb(tokens, nxt_start, nxt_end)
        if head < 0 or not _bare(tokens[head]) or tokens[head] in _OPERATORS:
            return -1
    if tokens[own] in _EN_OPERATORS and not (tokens[head] in _OPERATORS or tokens[head] in _EN_THIRD):
        return -1  # (`…, will move to Spain and buy a house`: `will` scopes over `buy`)
    if tokens[own] in _ES_OPERATORS and tokens[head] not in _OPERATORS:
        return -1
    return start


_SCOPED: Final = -2  # (`_zh_first_cut`: a plan, hedge or condition in the first conjunct may scope over both)


def _zh_first_cut(tokens: tuple[str, ...], first: tuple[int, int], second: tuple[int, int], cut: int) -> int:
    """Round 29: a Chinese first conjunct's start after a pronoun that is its whole subject (a time phrase right after
    it stays with the subject unless the second conjunct opens with its own), or at the verb an aspect marks after a
    subject of two characters when no listed verb was found; `_SCOPED` when a condition word stands in the conjunct."""
    start, end = first
    at = start + _run_at(tokens, start, _COORDINATORS)
    pronoun = pronoun_end(tokens, at, end)
    frame = _zh_frame(tokens, pronoun, end) if pronoun > 0 else 0
    # (the pronoun is the whole subject only where a time phrase, an adverb or a verb follows it: `我哥哥…` is a noun)
    if pronoun > 0 and not (
        frame or _run_at(tokens, pronoun, _ADVERBS) or _finite_at(tokens, pronoun) or aspect_verb(tokens, pronoun, end)
    ):
        pronoun = -1
    if pronoun < 0:
        return noun_subject_verb(tokens, at, end) if cut < 0 else cut
    if any(marker_bits(tokens, k, end) & COND for k in range(pronoun, end)):
        return _SCOPED
    if frame and _zh_own_time(tokens, (start, pronoun + frame), second) == pronoun + frame:
        pronoun += frame  # (no time of the second's own: the first's may date both, `我三月搬到了…，开始…`)
    return pronoun if cut < 0 else min(cut, pronoun)  # (a listed verb read earlier keeps its cut)


def conjunct_cut(
    tokens: tuple[str, ...], first: tuple[int, int], second: tuple[int, int], *, coordinated: bool, series: bool = False
) -> int:
    """The token index in clause `tokens[first[0]:first[1]]` where its first verb-phrase conjunct starts,
    when the clause `tokens[second[0]:second[1]]` is a second conjunct that shares its subject; -1 if there is
    none. `coordinated`: the second clause opens with a conjunction (else it follows a comma: Chinese, or a
    verb-phrase series `A, B and C`, `series`: a later clause of the sentence opens with a conjunction; round 13)."""
    (start, end), (nxt_start, nxt_end) = first, second
    if nxt_start >= nxt_end or start >= end:
        return -1
    if coordinated:
        if not _run_at(tokens, nxt_start, _COORDINATORS):
            return -1
    elif not (_cjk(tokens[nxt_start]) and _cjk(tokens[end - 1])) and not (series and not _cjk(tokens[nxt_start])):
        return -1
    head = _second_head(tokens, nxt_start, nxt_end)
    if _cjk(tokens[start]) and not coordinated and objectless_after_object(tokens, first, second):
        return -1  # (its subject may be the first conjunct's object: `我抓了一个小偷，跑了`)
    if _cjk(tokens[start]) and not coordinated and start > 0 and animate_object(tokens, start, end):
        return -1  # (red-team round 4: a middle conjunct's object may be the next one's subject too)
    if start > 0 and (coordinated or series or _cjk(tokens[nxt_start])):
        middle = _middle_cut(tokens, first, second, head)
        if middle >= 0:
            return middle
    cut = _first_verb(tokens, start, end)
    if (head < 0 or cut < 0) and (coordinated or series) and not _cjk(tokens[start]):
        shared = _shared_modal(tokens, (start, cut, end), (nxt_start, nxt_end))
        if shared >= 0:
            return shared
    if _cjk(tokens[start]):  # (round 29: a pronoun subject, or a verb its aspect marks: `_zh_conjuncts`)
        cut = _zh_first_cut(tokens, (start, end), (nxt_start, nxt_end), cut)
        if cut == _SCOPED:
            return -1
    if head < 0 and (coordinated or series) and cut >= 0:
        head = _bare_head(tokens, (start, cut, end), (nxt_start, nxt_end))
    if head < 0:
        return -1
    if cut < 0 or any(t in _OPERATORS for t in tokens[start:cut]):
        return -1  # no verb, or an operator before it ("No se aceptan …, pero se ofrece …"): no plain subject
    if any(_run_at(tokens, k, _EMBEDDERS) for k in range(start, end)):
        return -1  # an attribution or complement: whose subject the second conjunct has is unclear
    if _cjk(tokens[cut]) and marker_bits(tokens, cut, end) & COND:
        return -1  # a desire, plan or hedge as the first verb may scope over both ("打算辞职，开一家店")
    if _cjk(tokens[start]) and not coordinated and animate_object(tokens, start, end):
        return -1  # (red-team round 4: `我带女儿去了医院，确诊了肺炎`: the comma's conjunct may be the daughter's)
    if _cjk(tokens[cut]):
        cut = _zh_own_time(tokens, (start, cut), (nxt_start, nxt_end))
    if not _cjk(tokens[cut]):
        k = cut
        while k < end and (tokens[k] in _FINITE or tokens[k] in _BARE):
            k += 1
        if any(_verb_chain_at(tokens, j) for j in range(k, end)):
            return -1  # a second verb chain in the first conjunct: an embedded clause
        if tokens[cut] in _EN_OPERATORS and not (tokens[head] in _OPERATORS or tokens[head] in _EN_THIRD):
            return -1  # the first conjunct's operator could scope over the second ("cannot eat and drink")
    return cut
