"""Admission's opening frames: a frame that opens a sentence scopes every clause coordinated after it (DESIGN §4 G).

Responsible for: finding, at the start of an evidence's sentence, a frame of time, habit, condition or report (`On
weekends`, `In 2020`, `Usually`, `If it rains,`, `Alice says`, `Los fines de semana`, `Normalmente`, `Si llueve,`, `Ana
dice que`, `周末`, `2020年`, `平时`, `如果下雨，`, `王律师说`), or a condition opening the clause of a `that`/`que`
(`We confirm that if your payment clears, …`), and telling whether an accepted value draws only from a clause
coordinated after the clause the frame opens (`…, and Bob takes the train`, `…, but …`, `…, while …`, `…, mientras que
…`, `…，而…`) or, after a condition, from the clause after its comma, leaving the frame out.
Must not: build blocks or search embeddings (`_support` asks it after a value passed every other check).

Red-team round 3 (docs/admission.md): a clause coordinated with the first one (by `and`, `but`, `whereas`, a
contrastive `while`, `y`, `pero`, `mientras que`, `en cambio`, `而`, `但是`) is a whole clause, safe to leave out; but
not when the sentence opens with a frame: `On weekends Alice drives, and Bob takes the train` says when Bob takes the
train too, as `If it rains, …` says under which condition (round 17 read that for additive coordinators only), and
`Alice says she lives in Paris, and Bob works in Rome` may report both. A value that gives the later clause without
the frame drops a time frame, a condition or an attribution; one with a time of its own (`…, and on weekdays Bob
drives`, `…, and now I teach`) is its own. A comma alone does not cut (`周一请不要…，放在前台就行`: a Chinese series
of clauses may each stand alone), nor does `;` or `:` (what follows stands on its own).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final, NamedTuple

from memtx.core.admission._coordination import TIME_NOUNS, _zh_frame, en_finite, es_verb
from memtx.core.lexicon import FILLERS, SPEECH_VERBS, TIME_WORDS, TYPED_FREE_CHOICE
from memtx.core.text import EMPTY_WORDS, SOFT, normalize, scan_normalized, tokenize

# Words that open a time frame before a time word (`on weekends`, `in the summer`, `every morning`, `los fines de
# semana`, `por las tardes`, `cada mañana`).
_FRAME_OPENERS: Final = frozenset(
    re.findall(r"\S+", "on in at during every each this last next en los las el la por durante cada todos todas este")
)
_MONTHS: Final = frozenset(
    re.findall(
        r"\S+",
        "january february march april june july august september october november december enero febrero marzo "
        "abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    )
)
_TIMES: Final = (
    TIME_NOUNS | _MONTHS | frozenset(re.findall(r"\S+", "semana semanas year years año años mes week weeks month"))
)
# Adverbs of habit that frame a whole sentence (`Usually Alice drives, while Bob …`, `平时…`).
_HABIT: Final = frozenset(
    re.findall(
        r"\S+",
        "usually normally generally typically always often sometimes mostly "
        "normalmente generalmente habitualmente usualmente siempre",
    )
)
_ZH_HABIT: Final = ("平时", "平常", "通常", "经常", "常常", "一般", "总是", "有时候", "有时", "每天", "每周", "每年")
_ZH_TIMES: Final = (
    *(w for w in TIME_WORDS if "\u3400" <= w[0] <= "\u9fff"),
    *("以前", "过去", "当时", "那时", "小时候", "去年", "今年", "明年"),
)
_ZH_CONDITIONS: Final = ("如果", "假如", "假设", "要是", "若", "倘若", "万一", "只要", "一旦", "除非")
_CONDITIONS: Final = frozenset(("if", "when", "whenever", "once", "unless", "si", "cuando"))
_LEADS: Final = frozenset(w for ws in FILLERS.values() for w in ws if " " not in w) | {"so", "and", "but", "pues", "y"}
# A frame of the value's own: a time word, a date word, a habit adverb, or one of these.
_OWN: Final = frozenset(
    re.findall(r"\S+", "now today tonight currently later soon then ahora hoy actualmente luego despues entonces")
)
_COORDINATORS: Final = frozenset(re.findall(r"\S+", "and but whereas while whilst y e pero mientras"))
_ZH_COORDINATORS: Final = ("而", "但", "可是", "并且", "然后", "同时", "却")
_LIGHT: Final = frozenset(re.findall(r"\S+", "that que me it he she they i we you he"))
_FREE_CHOICE: Final = frozenset(tuple(tokenize(normalize(w))) for w in TYPED_FREE_CHOICE)
_MAX_FRAME: Final = 5  # at most this many words of a frame before the clause it opens
# Verbs that give what follows as someone's words or belief (`Alice says she …, and Bob …`: the report may hold both).
_REPORTS: Final = frozenset(w for w in SPEECH_VERBS if " " not in w) | frozenset(
    re.findall(
        r"\S+",
        "think thinks thought believe believes believed reckon reckons claim guess suppose heard hear "
        "cree creen creía piensa piensan pensaba opina opinan dicen supone",
    )
)
_ZH_REPORTS: Final = ("说", "表示", "认为", "觉得", "听说", "称")
_ZH_NOT_REPORTS: Final = ("小说", "说明", "说法", "说话")
# `如` and `待` open a condition in a notice (`如需改期，`), except in these words (`如前所述`, `如下`, `待遇`).
_ZH_NOT_CONDITIONS: Final = ("如前", "如下", "如上", "如此", "如今", "如同", "如图", "如何", "如实", "待遇", "待会")


def _cjk(tok: str) -> bool:
    return "\u3400" <= tok[0] <= "\u9fff"


def _starts(tokens: tuple[str, ...], at: int, words: tuple[str, ...]) -> int:
    """The length of the first of `words` (Chinese, one token per character) at `tokens[at]`, or 0."""
    for w in words:
        if "".join(tokens[at : at + len(w)]) == w:
            return len(w)
    return 0


class _Frame(NamedTuple):
    start: int
    end: int
    marks: frozenset[str]  # the words a value keeps the frame by (Chinese: the frame's characters, joined)
    condition: bool  # a condition ending at a comma: it opens the clause after it too (`We know that if X, Y`)


def _cond_end(tokens: tuple[str, ...], breaks: dict[int, int], at: int) -> int:
    """The end of a condition that starts at `tokens[at]`: the first comma after it (0 if none is near, or when the
    condition is a free choice that restricts nothing: `If you have any questions,`, `如有疑问，`)."""
    end = next((k for k in sorted(breaks) if k > at + 1 and breaks[k] == SOFT), 0)
    return end if end and end - at <= 3 * _MAX_FRAME and tokens[at:end] not in _FREE_CHOICE else 0


def _zh_condition(tokens: tuple[str, ...], at: int) -> int:
    """The length of a Chinese condition marker at `tokens[at]` (`如果`, `若`, and the notices' `如`, `待`:
    `如付款成功，`, `如需改期，`, `待付款成功，`), or 0."""
    size = _starts(tokens, at, _ZH_CONDITIONS)
    if size or tokens[at] not in ("如", "待") or _starts(tokens, at, _ZH_NOT_CONDITIONS):
        return size
    return 1


def _frame(tokens: tuple[str, ...], breaks: dict[int, int]) -> _Frame | None:
    """The frame that opens the sentence `tokens`, or None."""
    n = len(tokens)
    at = 0
    while at < n and tokens[at] in _LEADS:
        at += 1
    if at >= n:
        return None
    tok = tokens[at]
    if _cjk(tok):
        if _zh_condition(tokens, at) and (end := _cond_end(tokens, breaks, at)):
            return _Frame(at, end, frozenset({"".join(tokens[at:end])}), True)
    elif tok in _CONDITIONS and (end := _cond_end(tokens, breaks, at)):
        return _Frame(at, end, frozenset({tok}), True)
    for k in range(at + 1, min(n, at + 2 * _MAX_FRAME)):  # `We confirm that if …,`, `Le recordamos que si …,`
        if k in breaks:
            break
        if tokens[k - 1] in ("that", "que") and tokens[k] in _CONDITIONS and (end := _cond_end(tokens, breaks, k)):
            return _Frame(k, end, frozenset({tokens[k]}), True)
    report = _report(tokens, at)
    if report:
        verb = tokens[at:report]
        return _Frame(at, report, frozenset({"".join(verb)} if _cjk(tok) else set(verb) - _LIGHT), False)
    if _cjk(tok):
        size = _starts(tokens, at, _ZH_HABIT) or _starts(tokens, at, _ZH_TIMES) or _zh_frame(tokens, at, n)
        return _Frame(at, at + size, frozenset({"".join(tokens[at : at + size])}), False) if size else None
    if tok.isdigit() and at + 1 < n and tokens[at + 1] in ("年", "月"):
        return _Frame(at, at + 2, frozenset({tok}), False)  # (`2020年王律师…，而…`)
    if tok in _HABIT:
        return _Frame(at, at + 1, frozenset({tok}), False)
    if tok in ("a", "de") and at + 1 < n and tokens[at + 1] in ("veces", "vez", "noche", "manana"):
        return _Frame(at, at + 2, frozenset({tokens[at + 1]}), False)
    if tok in _FRAME_OPENERS:
        for k in range(at + 1, min(n, at + _MAX_FRAME)):
            if tokens[k] in _TIMES or (len(tokens[k]) == 4 and tokens[k].isdigit()):
                return _Frame(at, k + 1, frozenset(tokens[at + 1 : k + 1]) - EMPTY_WORDS - _FRAME_OPENERS, False)
            if k in breaks:
                break
    return None


# Round 42 (blind batch 75: `Llevo la cuenta de Instagram y subo las fotos`): a speech verb's form after a determiner
# is a noun that reports no one's words and opens no report (`la cuenta`, "the account"; `mi pregunta`, `the answer`).
# `la`, `las` are object pronouns too (`se la cuenta`, "tells it to him"): they count only before `de`.
_DETERMINERS: Final = frozenset(
    [
        "el",
        "los",
        "un",
        "una",
        "unos",
        "unas",
        "mi",
        "mis",
        "tu",
        "tus",
        "su",
        "sus",
        "nuestro",
        "nuestra",
        "nuestros",
        "nuestras",
        "este",
        "esta",
        "ese",
        "esa",
        "the",
        "a",
        "an",
        "my",
        "your",
        "our",
        "their",
        "this",
        "that",
    ]
)


def speech_noun(words: list[str] | tuple[str, ...], k: int) -> bool:
    """Is `words[k]`, a speech verb's form, a noun after a determiner (`la cuenta de Instagram`)?"""
    before = words[k - 1] if k > 0 else ""
    return before in _DETERMINERS or (before in ("la", "las") and tuple(words[k + 1 : k + 2]) == ("de",))


def _report(tokens: tuple[str, ...], at: int) -> int:
    """The end of a report frame (a subject of a few words, a verb of saying or believing, `that`/`que`) opening the
    sentence at `tokens[at]`, or 0."""
    for k in range(at + 1, min(len(tokens), at + _MAX_FRAME)):
        if _cjk(tokens[k]):
            size = _starts(tokens, k, _ZH_REPORTS)
            if size and not any(_starts(tokens, j, _ZH_NOT_REPORTS) for j in (k - 1, k)):
                return k + size
        elif tokens[k] in _REPORTS and not speech_noun(tokens, k):
            end = k + 1
            if end < len(tokens) and tokens[end] == "me":
                end += 1
            return end + 1 if end < len(tokens) and tokens[end] in ("that", "que") else end
    return 0


def _own_frame(vtoks: list[str]) -> bool:
    """Does the value hold a time frame of its own (a time word, a weekday or month, a year, a habit word, `now`)? A
    clock time or another number does not replace a frame (`…, and Bob takes the train at 7` is still on weekends)."""
    joined = "".join(vtoks)
    return any(t in _TIMES or t in _HABIT or t in _OWN or (len(t) == 4 and t.isdigit()) for t in vtoks) or any(
        w in joined for w in (*_ZH_HABIT, *_ZH_TIMES, "现在", "目前", "如今", "年", "月", "周", "星期")
    )


def _plain(text: str) -> str:
    """The letters, digits and ideographs of `text` (an identifier's glue marks and punctuation left out)."""
    return "".join(ch for ch in text if (ch.isascii() and ch.isalnum()) or _cjk(ch))


def _embeds(vtoks: list[str], tokens: tuple[str, ...]) -> bool:
    """Are `vtoks` an ordered subsequence of `tokens`?"""
    it = iter(tokens)
    return all(t in it for t in vtoks)


def draws_from(vtoks: list[str], tokens: tuple[str, ...]) -> bool:
    """Does a value draw from a piece of tokens `tokens`: two of its tokens at least (its one, a keyed value's), in
    order? (Round 30's sentence-level checks: `_tags`, `_pending`, `_afterthoughts`.)"""
    kept = [t for t in vtoks if t in tokens]
    return len(kept) >= min(2, len(vtoks)) and _embeds(kept, tokens)


@lru_cache(maxsize=1024)
def _framed(evidence: str) -> tuple[tuple[_Frame, tuple[str, ...], tuple[str, ...]], ...]:
    """Per sentence (or part after a colon) that opens with a frame: the frame, the clause it opens and the rest of the
    sentence from the first coordinator after that clause's second word (a condition: the rest after its comma)."""
    out: list[tuple[_Frame, tuple[str, ...], tuple[str, ...]]] = []
    for sentence in re.split(r"(?<=[.!?。！？;；:：\n])", normalize(evidence)):
        words, found = scan_normalized(sentence)
        tokens = tuple(words)
        breaks = dict(found)
        frame = _frame(tokens, breaks)
        if frame is None or frame.end <= frame.start:
            continue
        if frame.condition:
            out.append((frame, (), tokens[frame.end :]))
            continue
        cut = next(
            (
                k
                for k in range(frame.end + 2, len(tokens))
                if tokens[k] in _COORDINATORS
                or tokens[k : k + 2] == ("en", "cambio")
                or (k in breaks and _starts(tokens, k, _ZH_COORDINATORS))
            ),
            0,
        )
        if cut:
            out.append((frame, tokens[frame.end : cut], tokens[cut:]))
    return tuple(out)


def drops_opening_frame(evidence: str, vtoks: list[str]) -> bool:
    """Does the value draw only from a clause coordinated after the one a sentence-opening frame opens (or from the
    clause after a condition), leaving the frame out (module doc)?"""
    if not vtoks:
        return False
    joined = "".join(vtoks)
    own = _own_frame(vtoks)
    for frame, first, rest in _framed(evidence):
        if any(m in joined if _cjk(m) else m in vtoks for m in frame.marks):
            continue  # (the value keeps the frame)
        if not frame.condition and (own or _own_frame(list(rest))):
            continue  # (a time or habit of the value's own or its clause's: `…, and on weekdays Bob drives`)
        said = set(first) | set(rest)
        kept = [t for t in vtoks if t in said]
        if kept and _embeds(kept, rest) and not (first and _embeds(kept, first)):
            return True
        if not kept and _plain(joined) in "".join(rest):
            return True  # (an identifier the sentence's words split: `555-0142`)
    return False


# A focus word inside the last conjunct of a coordination (`… and debit cards online only`, `… y tarjetas de débito
# solo en tienda`) may scope every conjunct: a value from before the coordinator without it drops it (`We accept Visa`).
_FOCUS: Final = frozenset(re.findall(r"\S+", "only solo solamente unicamente exclusively exclusivamente"))
_AND: Final = frozenset({"and", "y", "e"})
_ADJUNCT: Final = frozenset(re.findall(r"\S+", "in on at for to by with during en a al los las el la por para con"))
_FOCUS_TAIL: Final = 5  # the focus word and a short adjunct after it
_SUBJECTS: Final = frozenset(
    re.findall(r"\S+", "i we you he she they it yo tu el ella nosotros nosotras ellos ellas usted ustedes")
)


@lru_cache(maxsize=1024)
def _focused(evidence: str) -> tuple[tuple[tuple[str, ...], frozenset[str]], ...]:
    """Per sentence whose last `and` conjunct (with no subject or verb of its own) holds a focus word after its first
    word: the words before that `and`, and the focus words."""
    out: list[tuple[tuple[str, ...], frozenset[str]]] = []
    for sentence in re.split(r"(?<=[.!?;:\n])", normalize(evidence)):
        if not any(w in sentence for w in _FOCUS):
            continue
        tokens = tuple(scan_normalized(sentence)[0])
        c = max((k for k, t in enumerate(tokens) if t in _AND), default=-1)
        if c <= 0 or c + 2 >= len(tokens) or tokens[c + 1] in _SUBJECTS:
            continue
        if en_finite(tokens[c + 1]) or es_verb(tokens[c + 1]):
            continue  # (a verb phrase's own focus: `…, and eats fish only if it is wild-caught`)
        n = len(tokens)
        # (the focus word ends the conjunct, or a short adjunct follows it: `online only`, `solo en tienda`; before a
        # verb it is that clause's own: `… and Alice only likes tea`)
        focus = frozenset(
            tokens[p]
            for p in range(c + 2, n)
            if tokens[p] in _FOCUS and (p == n - 1 or (tokens[p + 1] in _ADJUNCT and n - p <= _FOCUS_TAIL))
        )
        if focus:
            out.append((tokens[:c], focus))
    return tuple(out)


def drops_trailing_focus(evidence: str, vtoks: list[str]) -> bool:
    """Does the value draw from before the last `and` of a sentence whose last conjunct holds a focus word it leaves
    out (`We accept Visa` of `We accept Visa, Mastercard and debit cards online only`)?"""
    for before, focus in _focused(evidence):
        if not focus.isdisjoint(vtoks):
            continue
        kept = [t for t in vtoks if t in before]
        if len(kept) >= 2 and _embeds(kept, before):
            return True
    return False


# A clause of belief or doubt set off in a sentence (`Alice lives in Paris, I think.`, `…, creo.`, `…，我觉得。`) or a
# short sentence of doubt after it (`The gym opens at 6. Or is it 7?`, `… Not sure though.`, `… O a las 7, no sé.`)
# scopes that sentence as the report frame opening it would (`I think Alice lives in Paris`): a value from the sentence
# that leaves it out drops a hedge. (A tail with its own subject reads as a whole clause elsewhere: `_tails`.)
_BELIEF: Final = (
    r"(?:i|we)\s+(?:think|guess|believe|suppose|reckon|assume|heard|hear)|(?:i'?m|i\s+am|we'?re)\s+not\s+(?:sure|certain)"
    r"|not\s+(?:sure|certain)|i\s+(?:don'?t|do\s+not)\s+know|i\s+dunno|if\s+i\s+(?:remember|recall)(?:\s+\w+)?|iirc"
    r"|or\s+so\s+(?:i|she|he|they|we)\s+\w+|i\s+could\s+be\s+wrong|don'?t\s+quote\s+me(?:\s+on\s+that)?"
    r"|as\s+far\s+as\s+i\s+(?:know|can\s+tell|remember)|afaik|que\s+yo\s+sepa|hasta\s+donde\s+(?:yo\s+)?s[eé]"
    r"|(?:i|we)\s+hope|hopefully|espero|esperemos|ojal[aá]|但愿|希望如此|希望吧"
    r"|sort\s+of|kind\s+of|sorta|kinda|more\s+or\s+less|almost|casi|m[aá]s\s+o\s+menos|算是吧|差不多吧?|大概吧"
    r"|creo|me\s+parece|supongo|no\s+s[eé]|no\s+estoy\s+segur[oa]|si\s+no\s+me\s+equivoco|si\s+mal\s+no\s+recuerdo"
    r"|o\s+eso\s+\w+|me\s+dijeron"
    r"|我觉得|我想|我猜|好像|不确定|不太确定|我记得|如果我没记错|据说|听说|据我所知|就我所知"
)
_SET_OFF: Final = re.compile(
    rf"(?:^|[,，;；—(（]|\.\.\.|\s-\s)\s*(?:{_BELIEF})(?:\s+so)?\s*(?:[,，.!?。！？)）…]|$)", re.IGNORECASE
)
_DOUBT: Final = re.compile(
    r"^\s*[¿¡]?\s*(?:(?:or|o)\b|还是|也可能|或者).*[?？]\s*$|^\s*(?:o\s+a\s+|or\s+maybe)", re.IGNORECASE
)
_DOUBT_OPENS: Final = re.compile(rf"^\s*(?:{_BELIEF})", re.IGNORECASE)
_DOUBT_WORDS: Final = 4  # a sentence of doubt after the value's is short (Chinese: characters, three times as many)


@lru_cache(maxsize=1024)
def _hedged(evidence: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    """The evidence's sentences that a set-off clause of belief or a short sentence of doubt after them hedges: their
    words and the hedge's text."""
    text = normalize(evidence)
    sentences = [s for s in re.split(r"(?<=[.!?。！？])\s*", text) if s.strip()]
    out: list[tuple[tuple[str, ...], str]] = []
    for i, sentence in enumerate(sentences):
        hedge = _SET_OFF.search(sentence)
        after = sentences[i + 1] if i + 1 < len(sentences) else ""
        if hedge is None and after:
            size = len(scan_normalized(after)[0])
            cjk = _cjk(after.strip()[0])
            short = size <= (3 * _DOUBT_WORDS if cjk else _DOUBT_WORDS)
            hedge = _DOUBT.search(after) or (_DOUBT_OPENS.search(after) if short else None)
            if hedge is None and short and cjk:
                hedge = re.search(_BELIEF, after)  # (`也可能是七点，不确定。`)
        if hedge is not None:
            out.append((tuple(scan_normalized(sentence)[0]), hedge.group()))
    return tuple(out)


def drops_belief_clause(evidence: str, vtoks: list[str]) -> bool:
    """Does the value draw from a sentence a set-off clause of belief or a sentence of doubt after it hedges, leaving
    the hedge out (`Alice lives in Paris` of `Alice lives in Paris, I think.`)?"""
    joined = "".join(vtoks)
    for tokens, hedge in _hedged(evidence):
        words = [t for t in scan_normalized(hedge)[0] if t not in _LIGHT]
        if any((w in joined) if _cjk(w) else (w in vtoks) for w in words):
            continue  # (the value keeps the hedge)
        kept = [t for t in vtoks if t in tokens]
        if len(kept) >= 2 and _embeds(kept, tokens):
            return True
    return False
