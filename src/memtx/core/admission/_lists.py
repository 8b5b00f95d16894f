"""Admission's list rule: one item of a coordinated list, with the list's head and the rest of its clause (DESIGN §4).

Responsible for: finding lists in a sentence (`X A, B and C …`; `X A、B和C…`) and the sentences that keep one item
(`X C …`), which the whole rule (T and G) then checks in place of the original. Must not: decide support itself.

Leaving the other items out is a safe deletion (DESIGN §4, amended) only where it cannot change the claim:

- the list is an `and` list (`and`, `y`, `e`, `和`, `及`, `以及`, `与`); an `or` list only under a negator in its head
  (`We don't ship to Alaska or Hawaii` → `We don't ship to Hawaii`): elsewhere `or` offers a choice;
- the head holds no scope or focus word (`only`, `all`, `both`, `between`, `solo`, `只` …): `We only accept Visa
  and Mastercard` does not say `We only accept Visa`;
- every item is short (at most four words), holds no guard marker but a number, and no verb (in English and
  Spanish): an item with a verb is a clause, and clause coordination has its own rule; the last item ends its
  clause and holds no preposition after its first word (what words after it would qualify is not marked);
- the kept item keeps its number (`two sisters`), and the head and the rest of the clause stay as they are, so a
  list under a negation or a condition keeps it.

The first item is the end of the clause that holds the head, and where it starts is not marked: the sentences
tried cut it at every length from one word up to one more than the longest other item, never through a verb or
a marker, always leaving the head a word. A wrong cut only makes a sentence no faithful value matches.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from memtx.core.admission._clause_asides import _FILLER_WORDS
from memtx.core.admission._coordination import (
    LIST_AND,
    MAX_ITEM,
    TIME_NOUNS,
    ZH_MAX_ITEM,
    en_finite,
    es_verb,
    marker_bits,
    may_be_verb,
    spanish,
)
from memtx.core.admission._item_clauses import own_clause_last, zh_item_before_each
from memtx.core.admission._list_items import (
    REST_OPENERS,
    determined,
    distributed,
    plain_item,
)
from memtx.core.admission._zh_conjuncts import zh_noun_word
from memtx.core.lexicon import FOCUS, NEG, SCOPE
from memtx.core.text import HARD, PAUSE, QUESTION, SOFT, scan_normalized

_AND: Final = LIST_AND
# (round 16: `nor`, `ni` join a list only under a negator, as `or` does: `No tomo café, té ni refrescos`)
_OR: Final = frozenset({"or", "o", "u", "或", "或者", "nor", "ni"})
_NOT_A_HEAD: Final = frozenset({"between", "both", "either", "entre", "ambos", "ambas"})
# Red-team round 9: a word that reads as a filler elsewhere (`I just moved`) and as `only` right before a list's first
# item (`You can pay with just Apple Pay, cash and cards`): the list is no list then.
_FOCUS_BEFORE_LIST: Final = frozenset({"just", "merely", "simply", "solo", "sólo", "solamente"})
_MAX_SENTENCES: Final = 48
_PUNCT: Final = {SOFT: ",", PAUSE: ";", HARD: ".", QUESTION: "?"}


def _cjk(tok: str) -> bool:
    return "\u3400" <= tok[0] <= "\u9fff"


def _render(tokens: tuple[str, ...], breaks: dict[int, int], keep: list[tuple[int, int, bool]]) -> str:
    """The sentence made of the kept token spans (start, end, whether the break before it stays), with the
    breaks inside them."""
    out: list[str] = []
    for start, end, lead in keep:
        for k in range(start, end):
            if k in breaks and out and (lead or k != start):
                out.append(_PUNCT[breaks[k]])
            out.append(tokens[k])
    return " ".join(out)


@lru_cache(maxsize=1024)
def item_sentences(text: str) -> tuple[str, ...]:
    """The sentences that keep one item of a list of `text` (a normalized sentence), in place of the list."""
    words, found = scan_normalized(text)
    tokens = tuple(words)
    breaks = dict(found)
    out: list[str] = []
    for c, tok in enumerate(tokens):
        if (tok in _AND or tok in _OR or tokens[c - 1 : c + 1] == _ZH_ALSO) and len(out) < _MAX_SENTENCES:
            out += _one_list(tokens, breaks, c)
    return tuple(dict.fromkeys(out))[:_MAX_SENTENCES]


_ZH_NEGATORS: Final = frozenset("不没未别无非")  # (an item never holds one: `花生不过|敏` is no cut)
_ZH_PARTICLES: Final = frozenset("了着的得地")  # (they follow a verb or modifier: a rest never opens with one)
# Words that read a Chinese list as one whole after its last item (`A和B的…`, `…之间`, `…都…`, `…一起`, `…共`): the rest
# of the clause is then said of the items together, not of each.
_ZH_TOGETHER: Final = ("的", "之间", "之一", "一起", "共同", "分别", "各", "俩", "一共", "总共", "合计", "共")
# Red-team round 10: after a last item these pick some of the items or make the list a whole (`…和水杯中的一件`,
# `…里的一种`, `…中任意一个`, `…套装`, `…的组合`), and these open a clause that takes the list back (`，但今年不用了`).
_ZH_SOME_OF: Final = ("中", "里", "之一", "其中", "任意", "套装", "组合", "是")
_ZH_BUT: Final = ("但", "但是", "不过", "可是", "然而")
_ZH_TAKEN_BACK: Final = (
    *_ZH_NEGATORS,
    *("免", "可选", "选", "如", "若", "视", "也行", "即可", "其中", "之一", "或", "改", "只"),
)
# Round 29: `都` right after a list says the rest holds for each item (`我对青霉素、头孢和胶布都过敏`): it distributes,
# so the one-item sentence leaves it out (`我对头孢过敏`); a negator before it (`不都`, "not all") stays in the rest.
_ZH_EACH: Final = "都"
# Round 29: `还有` ("and also") opens a Chinese list's last item as `和` does (`两只猫、一条狗，还有一缸金鱼`), after at
# least one other item; its `还` is no scope word there.
_ZH_ALSO: Final = ("还", "有")


def _zh_taken_back(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """Red-team round 10: does a Chinese list's last segment pick some of the items or make them one whole after its
    first word (`_ZH_SOME_OF`), or does a clause after it take the list back with a negator (`，但今年不用了`)?"""
    segment = "".join(tokens[start + 1 : end])
    if any(word in segment for word in _ZH_SOME_OF):
        return True
    # (`的` after a bare noun makes the list that noun's modifiers, `…和水杯的电池`; after a classifier or a verb it
    # starts the last item's own head, `…和一只很老的乌龟`, `…和医院用的那种胶布`)
    de = next((k for k in range(start + 1, end) if tokens[k] == "的"), -1)
    if de > 0 and zh_noun_word(tokens, start, de):
        return True
    rest = "".join(tokens[end:])
    # (red-team round 11: any later clause that negates, conditions or offers a choice takes it back too, `，但可选`,
    # `，如有需要`, `，任选其一`, `（任选）`, `，不带也行`; and `是` after it makes the list a subject, `…是去年的规定`)
    return rest.startswith(("是", *_ZH_BUT)) or any(word in rest for word in _ZH_TAKEN_BACK)


def _zh_lasts(tokens: tuple[str, ...], start: int, end: int) -> list[tuple[int, int]]:
    """Round 12: the spans a Chinese last item may take when the rest of its clause follows it
    (`我对青霉素、芒果和花生过敏`, `本店支持微信、支付宝和银联付款`). Chinese puts a noun's modifiers before it,
    so what follows the last item is the clause's predicate, said of every item — unless it reads the items
    together (`_ZH_TOGETHER`). Where the item ends is not marked: each cut leaving it two characters or more (and
    the rest two or more) is tried (a wrong one makes a sentence no faithful value matches); the rest is kept
    whole, so a marker in it stays, and an item never holds a negator."""
    out: list[tuple[int, int]] = []
    for cut in range(start + 2, min(end - 1, start + ZH_MAX_ITEM + 1)):  # (a rest of two characters or more)
        rest = "".join(tokens[cut:end])
        if (
            not _cjk(tokens[cut])
            or rest.startswith(_ZH_TOGETHER)
            or rest[0] in _ZH_PARTICLES
            or not _ZH_NEGATORS.isdisjoint(tokens[start:cut])
        ):
            continue
        if plain_item(tokens, start, cut, last=True):
            out.append((start, cut))
    return out


# Round 16: a last item that opens with a singular indefinite article and runs on into a relative clause whose verb is
# singular (`… and a soy milk that's sweetened with dates`, `… y una sesión de meditación que dura una hora`) or a
# naming participle (`… and a tortoise called Gus`): the list as a whole is plural, so the clause is that item's alone.
_SINGULAR_OPENERS: Final = frozenset({"a", "an", "un", "una"})
_RELATIVES: Final = frozenset({"that", "which", "who", "que"})
_NAMING: Final = frozenset({"called", "named", "llamado", "llamada"})
_EN_SINGULAR: Final = frozenset({"is", "was", "has", "does"})
_ES_CLITICS: Final = frozenset({"se", "me", "te", "le", "lo", "la", "nos"})
_MAX_NAME: Final = 3


def _relative_of_last(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """Is `tokens[start:end]` a plain last item (of a singular indefinite article) followed by its own relative
    clause of a singular verb, or by a naming participle and a name of at most three words?"""
    if tokens[start] not in _SINGULAR_OPENERS:
        return False
    es = spanish(tokens)
    for k in range(start + 2, min(end - 1, start + MAX_ITEM + 1)):
        tok = tokens[k]
        if tok in _NAMING:
            rest = tokens[k + 1 : end]
            named = len(rest) <= _MAX_NAME and not any(marker_bits(tokens, j, end) for j in range(k + 1, end))
        elif tok in _RELATIVES and (tok == "que") == es:
            j = k + 1
            while es and j < end - 1 and tokens[j] in _ES_CLITICS:
                j += 1
            named = _singular_verb(tokens[j], es)
        else:
            continue
        return named and plain_item(tokens, start, k, last=True)
    return False


def _singular_verb(tok: str, es: bool) -> bool:
    """A finite verb in the third person singular: `is`, `was`, `has` or an English `-s` form; a Spanish verb form
    that is no plural (`-n`)."""
    if es:
        return tok.isalpha() and not tok.endswith("n") and es_verb(tok)
    return tok in _EN_SINGULAR or (tok.endswith("s") and en_finite(tok))


# Round 19 (brief a-asides): a last item that runs on needs no refusal where what follows is plainly its own or plainly
# the whole clause's. A recurring time frame ending the clause (`every morning`, `cada mañana`, `todos los días`) or
# `at home`, `en casa` frames the whole list: the one-item sentence keeps it (`I take ramipril every morning`), so it
# is never left out. A place phrase after a last item opened by a singular indefinite article (`… and a parking spot in
# the underground garage`, `… y una plaza de garaje en el sótano`) is that item's, as round 16 reads a singular relative
# clause: it is kept and left out with the item. And an English last item of an `-ing` modifier and a noun (`hiking
# boots`, `running shoes`) is a noun phrase, no verb phrase.
# (only a frame that says it recurs, `every`, `cada`, `todos los`, or `at home`: `… and Faro on weekdays` may be Faro's)
_TIME_OPENERS: Final = frozenset({"every", "each", "cada", "todos", "todas"})
_HOME_OPENERS: Final = frozenset({"at", "en"})
_HOME: Final = frozenset({"home", "casa"})
# (`TIME_NOUNS` holds ASCII tokens only; normalization keeps `ñ`: `mañana`, `año`)
_ES_TIME: Final = frozenset({"mañana", "mañanas", "año", "años", "dia", "dias", "semana", "noche", "noches", "tarde"})
_TIME_GLUE: Final = frozenset({"the", "el", "la", "los", "las"})
_TIME_TAIL: Final = 4  # at most this many words in a time frame ending the clause
_PLACE_PREPOSITIONS: Final = frozenset({"in", "on", "at", "near", "en", "junto", "cerca"})
# Blind batch 29: `to`/`at` (`a`/`en`) before `every`/`each` (`cada`) ending the clause after a list (`bring a helmet, a
# rear light and a spare tube to every ride`, `… a cada salida`) gives where or to whom the whole list goes, each time:
# no item's own modifier (`a spare tube to every ride` is no noun phrase), so the one-item sentence keeps it. (`for
# every`, `with each`, `sin`, `con` may be an item's own: `… and a folder for every new hire`.)
_EACH_OPENERS: Final = frozenset({"to", "at", "a", "en"})
# Blind batch 30: how long, ending the clause after a list (`I need skis, boots and a helmet for the week`, `… para la
# semana`, `durante el fin de semana`): a time frame of the whole list, as `every morning` is.
_FOR_TIME: Final = frozenset({"for", "para", "durante"})
_DURATIONS: Final = frozenset(
    {"week", "weeks", "month", "months", "year", "trip", "stay", "season", "semana", "semanas", "mes", "meses",
     "viaje", "temporada", "estancia", "this", "next", "whole", "entire", "esta", "este", "toda", "todo"}
)  # fmt: skip
_EACH: Final = frozenset({"every", "each", "cada"})


def _time_tail(tokens: tuple[str, ...], start: int, end: int) -> int:
    """Where a time frame (or `at home`, `en casa`, or `to every …`, `a cada …`) ending the clause starts after the last
    item at `start` (the item before it plain), or -1."""
    for k in range(start + 1, end):
        if end - k > _TIME_TAIL:
            continue
        rest = [t for t in tokens[k + 1 : end] if t not in _TIME_GLUE]
        if tokens[k] in _TIME_OPENERS:
            framed = bool(rest) and all(t in TIME_NOUNS or t in _ES_TIME for t in rest)
        elif tokens[k] in _FOR_TIME:
            framed = bool(rest) and all(t in TIME_NOUNS or t in _ES_TIME or t in _DURATIONS for t in rest)
        elif tokens[k] in _EACH_OPENERS and k + 2 < end and tokens[k + 1] in _EACH:
            # (a noun phrase after the determiner, of at most two words: `ride`, `new member` are no verbs there)
            framed = end - k <= _TIME_TAIL and not any(marker_bits(tokens, j, end) for j in range(k + 2, end))
        else:
            framed = tokens[k] in _HOME_OPENERS and len(rest) == 1 and rest[0] in _HOME
        if framed and plain_item(tokens, start, k, last=True):
            return k
    return -1


def _place_of_last(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """Is `tokens[start:end]` a plain last item of a singular indefinite article followed by a place phrase of its own
    (a preposition of place and words holding no marker, time noun or verb)?"""
    if tokens[start] not in _SINGULAR_OPENERS:
        return False
    es = spanish(tokens)
    for k in range(start + 2, min(end - 1, start + MAX_ITEM + 1)):
        if tokens[k] not in _PLACE_PREPOSITIONS:
            continue
        place = range(k + 1, end)
        return (
            len(place) <= MAX_ITEM
            and plain_item(tokens, start, k, last=True)
            and not any(marker_bits(tokens, j, end) or tokens[j] in TIME_NOUNS or tokens[j] in _HOME for j in place)
            and not any(may_be_verb(tokens[j], es) for j in place)
        )
    return False


def _gerund_item(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """Is `tokens[start:end]` an English last item `-ing` noun (`hiking boots`) that is otherwise plain?"""
    return (
        end - start == 2
        and tokens[start].endswith("ing")
        and tokens[start].isascii()
        and not spanish(tokens)
        and plain_item(tokens, start + 1, end, last=True)
        and not may_be_verb(tokens[start + 1])
    )


# Round 22: a last item that opens with a quantifier of scope (`most`, `some`, `algunos`) or an approximator before a
# number (`like 2 bottles`, `como 2 botellas`, `about 3`) restricts that item alone: it stands after the coordinator,
# so it cannot reach back over the items before it (`We ship to Canada, Mexico and most of the EU` says `We ship to
# Mexico`). The item sentence that keeps it keeps the word; one that leaves it out leaves the whole item out.
_APPROXIMATORS: Final = frozenset({"like", "about", "around", "roughly", "approximately", "como", "unos", "unas"})
_PARTITIVES: Final = frozenset({"of", "de", "the", "los", "las", "el", "la"})
_ZH_OWN: Final = ("大部分", "大概", "大约", "差不多", "约")  # (the first, of scope, needs no number after it)
_ZH_COUNTS: Final = frozenset("一二两三四五六七八九十几半0123456789")


def _own_restriction(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """Is `tokens[start:end]` a plain last item after a quantifier of scope or an approximator before a number?"""
    if start >= end:
        return False
    if _cjk(tokens[start]):  # (`…和大概两瓶酒`, `…和大部分水果`: a Chinese item counted in characters)
        size = next((len(w) for w in _ZH_OWN if "".join(tokens[start : start + len(w)]) == w), 0)
        k = start + size
        if not size or k >= end or (size != len(_ZH_OWN[0]) and tokens[k] not in _ZH_COUNTS):
            return False
        return plain_item(tokens, k, end, last=True)
    bits = marker_bits(tokens, start, end)
    if bits & SCOPE and not bits & (FOCUS | NEG):
        k = start + 1
        while k < end and tokens[k] in _PARTITIVES:
            k += 1
    elif tokens[start] in _APPROXIMATORS and start + 1 < end and tokens[start + 1][:1].isdigit():
        k = start + 1
    else:
        return False
    return k < end and plain_item(tokens, k, end, last=True)


def _frame_kind(tok: str) -> str:
    """What kind of frame a word opens: its preposition, `time` for a time noun (`Fridays`, `los viernes`), or ''."""
    return tok if tok in REST_OPENERS else ("time" if tok in TIME_NOUNS else "")


def _parallel_frames(tokens: tuple[str, ...], breaks: dict[int, int], c: int, end: int) -> bool:
    """Round 22: does the last item run on into a frame of the same kind as one the item before the coordinator holds
    after its first word (`We play tennis on Mondays, squash on Wednesdays and padel on Fridays`, `… al squash los
    miércoles y al pádel los viernes`)? Then each item has a frame of its own and the last one's is no frame of the
    whole list: the last item is plain with it (no marker, verb or clause, four words at most)."""
    kinds = [_frame_kind(t) for t in tokens[c + 2 : end]]
    kind = next((k for k in kinds if k), "")
    if not kind or not plain_item(tokens, c + 1, end, last=True):
        return False
    before = max((k for k in breaks if k < c), default=0)
    return any(_frame_kind(t) == kind for t in tokens[before + 1 : c])


def _one_list(tokens: tuple[str, ...], breaks: dict[int, int], c: int) -> list[str]:
    """The one-item sentences of the list whose last coordinator is at `c` (none if it is no list)."""
    n = len(tokens)
    segment_end = next((k for k in range(c + 1, n) if k in breaks), n)
    # The last item ends where the clause does, or before the rest of its clause (`… or Puerto Rico if …`).
    # The last item ends its clause: a list whose last item runs into more words (`… and Faro on weekdays`, `… y
    # el canal 149 en el vestíbulo`, `… and Victor will present …`) is no list here — what those words qualify,
    # the last item or the whole, is not marked (the differential check found both readings' false joins).
    last = (c + 1, segment_end)
    inner = tokens[c + 2 : segment_end]
    if c + 1 < segment_end and _cjk(tokens[c + 1]) and _zh_taken_back(tokens, c + 1, segment_end):
        return []
    runs = any(t in REST_OPENERS or t in TIME_NOUNS for t in inner)
    lasts = [] if runs or not plain_item(tokens, *last, last=True) else [last]
    if not lasts and _relative_of_last(tokens, c + 1, segment_end):
        lasts = [last]  # (round 16: the relative clause is the last item's, kept and left out with it)
    if (cut := _time_tail(tokens, c + 1, segment_end)) > 0:
        lasts = [(c + 1, cut)]  # (round 19: `… and a baby aspirin every morning`: the frame is kept with each item)
    elif not lasts and (_place_of_last(tokens, c + 1, segment_end) or _gerund_item(tokens, c + 1, segment_end)):
        lasts = [last]  # (round 19: `… and a parking spot in the garage`, `… and hiking boots`: the item's own words)
    if not lasts and runs and _parallel_frames(tokens, breaks, c, segment_end):
        lasts = [last]  # (round 22: `… squash on Wednesdays and padel on Fridays`: each item has a frame of its own)
    if not lasts and not runs and _own_restriction(tokens, c + 1, segment_end):
        lasts = [last]  # (round 22: `… and most of the EU`, `… y como 2 botellas de vino`: the item's own)
    if not lasts and own_clause_last(tokens, c + 1, segment_end):
        lasts = [last]  # (round 29: `… and a toy my nephew left here`, `…和一个我老婆塞进来的保温杯`: its own clause)
    if c + 1 < segment_end and _cjk(tokens[c + 1]):
        lasts += _zh_lasts(tokens, c + 1, segment_end)
        if (each := zh_item_before_each(tokens, c + 1, segment_end)) > 0:
            lasts.append((c + 1, each))  # (round 29: `…和医院用的那种胶布都过敏`: `都` marks where the item ends)
    if not lasts:
        return []
    # (round 16: `以及` is one coordinator of two characters; its `以` is no part of the item before it)
    also = tokens[c - 1 : c + 1] == _ZH_ALSO
    end = c - 1 if (tokens[c] == "及" and c > 0 and tokens[c - 1] == "以") or also else c
    items: list[tuple[int, int]] = []
    while True:  # the items before it (each after a comma), back to the segment that holds the head
        start = max((k for k in breaks if k < end), default=0)
        if start > 0 and breaks[start] == SOFT and plain_item(tokens, start, end):
            items.append((start, end))
            end = start
            continue
        break
    if also and not items:
        return []  # (round 29: `还有` lists only after another item: `我吃了饭，还有点饿` is no list)
    if not items and c in breaks and not _cjk(tokens[c]):
        return []  # (red-team round 9: `She drafts the report, and files every day`: `, and` after one item, a clause)
    out = _with_head(tokens, breaks, c, (start, end), (items, lasts))
    if items and _cjk(tokens[items[-1][0]]):
        # Round 16: the farthest segment taken for an item may hold the head instead, after a clause of its own
        # (`跟你说哈，我会大提琴、班卓琴和…`: `我会大提琴` reads as plain as an item): both readings are tried.
        # (Round 22: in Chinese only, where a verb may go unlisted; a Latin-script head holds one, and that reading
        # made the clause before the list a sentence of its own: `Our rooms have wifi, step-free access and …, but
        # only on weekends` gave `Our rooms have wifi`.)
        out += _with_head(tokens, breaks, c, items[-1], (items[:-1], lasts))
    return out


def _with_head(
    tokens: tuple[str, ...],
    breaks: dict[int, int],
    c: int,
    head: tuple[int, int],
    parts: tuple[list[tuple[int, int]], list[tuple[int, int]]],
) -> list[str]:
    """The one-item sentences of a list whose head's segment is `head` (it ends where the first item does), with
    the other items before the coordinator at `c` and the possible last items after it (`spans`; none if it is no
    list)."""
    n = len(tokens)
    head_start, end = head
    items, lasts = parts
    bits = 0
    for k in range(head_start, end):
        bits |= marker_bits(tokens, k, end)
        if tokens[k] in _NOT_A_HEAD:
            return []
    if bits & (SCOPE | FOCUS):
        return []  # "We only accept Visa and Mastercard" is no claim about Visa alone
    if tokens[c] in _OR and not bits & NEG:
        return []  # "or" offers a choice, unless a negator before it makes it "neither … nor"
    out: list[str] = []
    for last in lasts:
        longest = max(e - s for s, e in (*items, last))
        # (a Chinese item is a word of two characters or more: one character would cut a word, `杏|仁`)
        cjk = _cjk(tokens[end - 1])
        for size in range(2 if cjk else 1, min(longest + 1, ZH_MAX_ITEM if cjk else MAX_ITEM) + 1):
            first = end - size
            if first <= head_start:
                break
            if tokens[first - 1] in _FOCUS_BEFORE_LIST:
                return []  # (red-team round 9: `… pay with just Apple Pay, cash and cards` is no claim about cash)
            if not plain_item(tokens, first, end, first=True):
                continue  # (round 35: a longer first item may be one where a shorter is not: `Apple Pay`, not `Pay`)
            if distributed(tokens, first, end) and not all(determined(tokens, s) for s, _ in (*items, last)):
                continue  # (red-team rounds 9, 10: `I like my books, games …`; `I sold my car and my bike` is a list)
            heads = [first, *_example_heads(tokens, head_start, first)]
            for item_start, item_end in [(first, end), *items, last]:
                if set(tokens[item_start:item_end]) <= _FILLER_WORDS:
                    continue  # (round 26: `I like cats, um, dogs and horses`: `um` continues the list, no item to keep)
                rest = last[1] + (cjk and last[1] < n and tokens[last[1]] == _ZH_EACH)
                for kept in heads:
                    spans = [(0, head_start, True), (head_start, kept, True), (item_start, item_end, False)]
                    out.append(_render(tokens, breaks, [*spans, (rest, n, True)]))
    return out


# Round 22: a list of examples after the noun they are examples of (`allergic to tree nuts such as almonds, cashews
# and pecans`, `alérgica a frutos secos como las almendras, …`, `坚果比如杏仁、…`): each item is one of that kind, so
# the noun and its marker may be left out with the other items (`allergic to cashews`). Where the noun starts is not
# marked: each plain run of one to four words (no verb, no marker) right before the marker is tried, always leaving
# the head a word.
_EXAMPLE_MARKERS: Final = (("such", "as"), ("including",), ("como",), ("incluidos",), ("incluidas",), ("比", "如"),
                           ("例", "如"), ("像", "是"))  # fmt: skip


def _example_heads(tokens: tuple[str, ...], head_start: int, first: int) -> list[int]:
    """Where the head may end instead of at `first` when an example marker stands right before the first item: the
    starts of the noun runs before the marker that may be left out with it."""
    marker = next((m for m in _EXAMPLE_MARKERS if tokens[max(first - len(m), 0) : first] == m), None)
    if marker is None:
        return []
    at = first - len(marker)
    cjk = at > 0 and _cjk(tokens[at - 1])
    sizes = range(2, ZH_MAX_ITEM + 1) if cjk else range(1, MAX_ITEM + 1)
    return [at - size for size in sizes if at - size > head_start and plain_item(tokens, at - size, at)]


_LABEL_WORDS: Final = 5  # at most this many words (Chinese: ideographs, twice as many) before a label's colon


@lru_cache(maxsize=1024)
def label_lists(text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Round 27: a label and the items it lists (`text`, a normalized sentence). `Allergies: penicillin, sulfa
    drugs, latex.` and `Allergies: penicillin and latex.` give `allergies` and the three or two items, each as its
    words joined by spaces; so does `过敏：青霉素、磺胺类药物、乳胶。`. The list runs from the colon to the sentence's
    end, its items apart by commas and, before the last, an `and`; every item is a plain one (`plain_item`) of words
    only. An item with a marker, a verb, a number or more than four words makes it no list here, and a question
    lists nothing."""
    words, found = scan_normalized(text)
    tokens, breaks = tuple(words), dict(found)
    colon = min(breaks, default=0)
    if not 0 < colon <= _LABEL_WORDS * (2 if _cjk(tokens[0]) else 1) or breaks[colon] != PAUSE:
        return ()
    cuts = sorted(k for k in breaks if k > colon)
    end = len(tokens)
    if cuts and breaks[cuts[-1]] in (HARD, QUESTION):
        if breaks[cuts[-1]] == QUESTION:
            return ()
        end, cuts = cuts[-1], cuts[:-1]
    if any(breaks[k] != SOFT for k in cuts):
        return ()
    spans = list(zip([colon, *cuts], [*cuts, end], strict=True))
    last_start, last_end = spans[-1]
    joint = next((k for k in range(last_start + 1, last_end - 1) if tokens[k] in _AND), None)
    if joint is not None:  # (`… and latex`, `…和乳胶`: the last item after the coordinator)
        spans[-1:] = [(last_start, joint), (joint + 1, last_end)]
    elif spans and last_start < last_end and tokens[last_start] in _AND:
        spans[-1] = (last_start + 1, last_end)  # (`…, and latex`)
    if len(spans) < 2 or any(not t.isalpha() for t in tokens[colon:end] if t not in _AND):
        return ()  # (amounts, times, codes: `Price: $10, $20 for members` lists alternatives, not a set)
    last = len(spans) - 1
    if not all(plain_item(tokens, a, b, first=i == 0, last=i == last) for i, (a, b) in enumerate(spans)):
        return ()
    return ((" ".join(tokens[:colon]), tuple(" ".join(tokens[a:b]) for a, b in spans)),)
