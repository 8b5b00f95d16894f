"""Admission's reported speech (DESIGN §4 speaker binding; red-team rounds 1–2): whose words an evidence gives.

Responsible for: telling whether an evidence reports speech (`reports_speech`: speaker binding is not tried on it),
whether the speech is another's about someone the key does not name (`_speech_of_another`, `_names_subject`), and
whether a value leaves out a frame that gives its words as another's (`_drops_message_frame`). Must not: decide
support (`_support` does), or read anything but the evidence's text and the key's parts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from memtx.core.admission._coordination import es_verb
from memtx.core.admission._frames import speech_noun
from memtx.core.admission._keywords import key_words
from memtx.core.admission._lemmas import en_lemmas, es_known
from memtx.core.admission._sentences import _Evidence, value_tokens
from memtx.core.keys import KeyParts
from memtx.core.lexical import STOP_WORDS
from memtx.core.lexicon import (
    FILLERS,
    MESSAGE_NOUNS,
    MESSAGE_PURPOSES,
    MESSAGE_VERBS,
    SPEECH_VERBS,
    TYPED_OTHER_PERSON,
)
from memtx.core.text import normalize, tokenize

# Reported speech: a first person inside it is the quoted speaker's, not the source's ("Alice said: I live in
# Berlin" says nothing about where the source's speaker lives). Speaker binding is not tried on such evidence.
_SPEECH: Final = frozenset(SPEECH_VERBS)
_CJK_MARKERS: Final = tuple(sorted((m for m in FILLERS["zh"] if any(w in m for w in "说称")), key=len, reverse=True))
_SPEECH_CJK: Final = ("说", "表示", "称", "写道", "问道", "回答")
_QUOTES: Final = frozenset('"“”„«»「」『』')
_PURPOSES: Final = frozenset(MESSAGE_PURPOSES)
_WORDS: Final = re.compile(r"[^\W\d_]+")
_QUOTED: Final = re.compile(r"[\"“”„«»「」『』]([^\"“”„«»「」『』]*)[\"“”„«»「」『』]")
_FIRST_PERSON: Final = frozenset({"i", "me", "my", "mine", "myself", "yo", "mi", "mis", "conmigo"})


def _quotes_a_person(evidence: str) -> bool:
    """Does a quotation in the evidence hold a first person (whose it is, is the quoted speaker's), or is a
    quotation mark left unpaired?"""
    spans = _QUOTED.findall(evidence)
    if sum(ch in _QUOTES for ch in evidence) != 2 * len(spans):
        return True
    return any("我" in span or not _FIRST_PERSON.isdisjoint(tokenize(span)) for span in spans)


_SPEAKS: Final = re.compile(r"[会能]说|说(?=[英法德中日韩西俄汉普粤葡意阿][语文话])")


def reports_speech(evidence: str, vtoks: Sequence[str] | None = None) -> bool:
    """Whether the evidence quotes or reports someone's words (a quotation holding a first person, an unpaired
    quotation mark, or a speech verb). A quoted title (`reading "The Name of the Wind"`) quotes no one. A speech verb
    whose subject is the first person reports no one's words (round 41, `_own_latin`) — for a value `vtoks` that keeps
    a speech verb, one that tells of the act itself (`Helen asked Tom for the key`); a value that leaves the verb out
    takes the words said as a fact (`I told him, as a joke, that I'm a doctor` gives no `Helen is a doctor`: red-team
    round 25)."""
    own = vtoks is not None and _tells_of_speech(vtoks)
    if not _QUOTES.isdisjoint(evidence) and _quotes_a_person(evidence):
        return True
    plain = evidence
    for marker in _CJK_MARKERS:  # "说实话", "顺便说一下": discourse markers that report no one's words
        plain = plain.replace(marker, "")
    plain = _SPEAKS.sub("", plain)  # "我会说德语": speaking a language reports no one's words
    if any(w in plain and not (own and _own_cjk(plain, w)) for w in _SPEECH_CJK):
        return True
    if _PUTS_IT.search(evidence):
        return True
    words = [w.casefold() for w in _WORDS.findall(evidence)]
    return any(
        w in _SPEECH and not (own and _own_latin(words, k)) and not speech_noun(words, k) for k, w in enumerate(words)
    )


# Red-team round 28: Spanish writes what a text says with `poner` (`En la cuenta de Ana pone: yo vivo en Lima`, `el
# cartel pone que …`): before a colon or `que` it reports the text's words, whose first person is its writer's.
_PUTS_IT: Final = re.compile(r"\b(?:pone|ponía|ponia|puso|pondrá|pondra)\s*(?::|que\b)", re.IGNORECASE)


def _tells_of_speech(vtoks: Sequence[str]) -> bool:
    """Does the value keep a speech verb (`asked`, `dijo`, `说`)?"""
    return any(t in _TOLD for t in vtoks) or any(w in "".join(vtoks) for w in _SPEECH_CJK)


_TOLD: Final = frozenset(normalize(w) for w in (*SPEECH_VERBS, "preguntó", "preguntado", "pidió"))


# Round 41 (blind batch 67): a speech verb whose subject is the first person reports the speaker's own act of speaking,
# no one else's words (`I've asked Father Tom for the key`, `Le dije a Pablo que …`, `我跟房东说了`): binding the first
# person to the speaker is as safe there as anywhere. Only the subject right before the verb counts (`I`, `yo`, `我`,
# with an auxiliary or adverb between: `I've just told`, `yo ya le dije`), or a Spanish verb form that is first person
# only (`dije`, `pregunté`); `Tom said I …`, `me dijo que …`, `他跟我说` stay another's report.
_OWN_BETWEEN: Final = frozenset(
    [
        "ve",
        "have",
        "had",
        "d",
        "ll",
        "will",
        "would",
        "just",
        "also",
        "already",
        "then",
        "recently",
        "finally",
        "even",
        "actually",
        "really",
        "once",
        "first",
        "always",
        "le",
        "les",
        "lo",
        "la",
        "ya",
        "también",
        "tambien",
    ]
)
_ES_OWN_SPEECH: Final = frozenset(
    [
        "dije",
        "conté",
        "conte",
        "escribí",
        "escribi",
        "respondí",
        "respondi",
        "comenté",
        "comente",
        "expliqué",
        "explique",
        "pregunté",
        "pregunte",
    ]
)
_OWN_CJK: Final = re.compile(
    r"(?<![跟对和给向让被叫替帮])我(?:已经|刚才|早就|刚|也|都|还|又|就)?(?:[跟对和给向][^，。,！？!?：:\s]{1,4})?$"
)


def _own_latin(words: list[str], k: int) -> bool:
    if words[k] in _ES_OWN_SPEECH:
        return True
    j = k - 1
    while j >= 0 and k - 1 - j < _MAX_BETWEEN and words[j] in _OWN_BETWEEN:
        j -= 1
    return j >= 0 and words[j] in ("i", "yo")


_MAX_BETWEEN: Final = 2  # words between the subject and its verb


def _own_cjk(plain: str, word: str) -> bool:
    """Is every occurrence of `word` in `plain` right after `我` (or `我跟…`, `我对…`: whom the speaker spoke to)?"""
    at = plain.find(word)
    while at >= 0:
        if _OWN_CJK.search(plain[:at]) is None:
            return False
        at = plain.find(word, at + 1)
    return True


_SPEECH_ALT: Final = "|".join(sorted(_SPEECH, key=len, reverse=True))
_FIRST_PERSON_SPEECH: Final = re.compile(rf"\b(?:i|yo)\s+(?:{_SPEECH_ALT})\b|我(?:说|写道|表示)", re.IGNORECASE)
# A third person's report of the first person's words, unquoted: someone, a speech verb (an indirect object `me` on
# either side), then the first person as subject or owner (`Bob says my phone is …`, `Juan me dijo que mi teléfono …`,
# `老王说我的电话…`). `(my colleague told me)` names the first person only as the one told: no report of their words.
_THIRD_REPORTS: Final = re.compile(
    rf"\b(?!(?:i|we|yo|nosotros|nosotras)\b)[^\W\d_][\w'-]*\s+(?:me\s+)?(?:{_SPEECH_ALT})\s+(?:me\s+)?"
    r"(?:that\s+|que\s+)?(?:my|i|mi|mis|yo)\b|(?<!我)说(?:我的|我)",
    re.IGNORECASE,
)


def _speech_of_another(evidence: str, parts: KeyParts | None) -> bool:
    """Red team (issue 31): does the evidence give someone else's words with a first person in them — a quotation
    holding one, or a third person's report of them (`Bob says my phone is …`)? That first person is the quoted or
    reporting person's or the source's speaker only at second hand, as in a quotation of the source (round 17). A
    speech verb the key's relation names is the claim's own verb, no report (`Me dicen Ro` for `rocío/apodo`)."""
    if _FIRST_PERSON_SPEECH.search(evidence) is not None:
        return False  # (`"My phone is …," I said`: the speaker's own words)
    quoted = not _QUOTES.isdisjoint(evidence) and _quotes_a_person(evidence) and _names_speech(evidence)
    if not quoted and _THIRD_REPORTS.search(evidence) is None:
        return False
    if parts is None:
        return True
    words = key_words(parts, None)
    verbs = [w.casefold() for w in _WORDS.findall(evidence) if w.casefold() in _SPEECH]
    return not verbs or not all(words.names(normalize(v)) for v in verbs)


def _names_speech(evidence: str) -> bool:
    """Does the evidence hold a speech verb (`said`, `dijo`, `说`)?"""
    return any(w in evidence for w in _SPEECH_CJK) or any(w.casefold() in _SPEECH for w in _WORDS.findall(evidence))


def _names_subject(ev: _Evidence, parts: KeyParts) -> bool:
    """Does the evidence name the key's subject (every word of it, as a token or, in Chinese, a run)?"""
    return all(f" {t} " in ev.all_words or (not t.isascii() and t in ev.norm) for t in parts.subject)


# Red-team round 2 (issue 31): a frame before a colon (or a Chinese hearsay frame `据…说，`, `听…说，`) that gives the
# words after it as another's: someone's speech or message verb (`Alice said:`, `Ana texted me:`, `Mi hermana me
# escribió:`, `小李发消息：`), a message from someone (`Text from Ana:`, `Ana's text:`, `Mensaje de mi hermana:`,
# `Forwarded from Ana:`), or only a person (`My sister:`, `我妹妹：`). A value drawn from after it that leaves it out
# drops its attribution, as `Bob said Alice was fired` → `Alice was fired` does (DESIGN §4: attribution).
_FRAME_COLON: Final = re.compile(r"[:：]")
_FRAME_HEARSAY: Final = re.compile(r"(?:^|[，,。.!?！？；;])\s*[据听]([^，,。：:]{1,10})说[，,：:]")
_FRAME_START: Final = re.compile(r"[.!?。！？\n]\s")
_FRAME_WORDS: Final = 8  # at most this many words (Chinese characters: twice as many) in a frame
_FRAME_REACH: Final = 120  # characters read back from a colon for its frame (and 4x as many forward for its words)
_MAX_FRAMES: Final = 16  # colons, hearsay frames or quotations read in one evidence
_LATIN_SPEECH: Final = frozenset(
    w for w in (*SPEECH_VERBS, *MESSAGE_VERBS) if (" " not in w and w.isascii()) or "ó" in w
)
_CJK_SPEECH_FRAME: Final = ("说", "写道", "发消息", "发来", "留言", "回复", "转发")
_SELF: Final = frozenset({"i", "we", "yo", "nosotros", "nosotras"})
_OWNERS: Final = frozenset({"my", "mi", "mis", "our", "nuestra", "nuestro", "his", "her", "su", "sus", "their"})
_PERSONS: Final = frozenset(TYPED_OTHER_PERSON)
_MESSAGE_NOUNS: Final = frozenset(MESSAGE_NOUNS)
_FROM: Final = frozenset({"from", "de", "del"})
_SENDER_WORDS: Final = 3  # (`From Mom`, `De mi madre`: at most this many words name a sender)
_SELF_FROM: Final = frozenset({"me", "mí", "us", "nosotros"})  # (`mi hermana` is another)
# Red-team round 28: an answer's noun before the colon, owned by another (`Their reply:`, `Tom's answer:`, `Her answer
# was:`, `Su respuesta fue:`), gives the words after it as that person's; `My answer:`, `The short answer:` are the
# speaker's. A few words may follow the noun (`was`, `fue`, `was clear`).
_ANSWER_NOUNS: Final = frozenset({"answer", "reply", "response", "respuesta", "contestación", "contestacion"})
_AFTER_ANSWER: Final = 3  # words after the answer's noun in its frame (`que dio Ana`)
_GIVEN_BY: Final = frozenset({"from", "by", "de", "del", "got", "received", "recibí", "recibi", "gave", "dio", "sent"})
_OTHER_OWNERS: Final = frozenset({"his", "her", "their", "su", "sus"})
# Round 44: a retweet's frame names whose words follow (`RT @leo:`, `lol RT @leo:`); so does a forwarded or quoted
# message of another's in Chinese, `转发段杰的消息：`, `转自老王的朋友圈：`, `引用张老师的话：` (red-team round 31: not
# the writer's own, `转发一下我的旧帖：`, `转发自我的微博：`; nor `RT` alone, `RT-PCR result:`, `RT if you agree:`).
_RETWEET: Final = re.compile(
    r"(?:^|\s)(?:RT|MT|QT|via|retweeted|repost(?:ed|ing)?(?:\s+from)?|tweet(?:ed)?\s+by)\s+@\w|\(@\w+\)\s*$",
    re.IGNORECASE,
)  # (red-team round 31's older cases: `MT @leo:`, `via @leo:`, `Repost from @leo:`, `Leo (@leo):`)
_FORWARDED_CJK: Final = re.compile(
    r"//@|(?:转发|转自|引用)(?:自|一下)?(?:(?!我)[^我：:，,。]{1,8}?的|我(?:哥|姐|弟|妹|妈|爸|朋友|同事|老公|老婆|家人|室友|同学))"
)  # (`//@段杰：`, Weibo's repost; `转发我哥的微博：`, a relative's)
_OWNED: Final = re.compile(r"([^\W\d_]+)['’]s\b")


def _owned_by_another(frame: str, k: int) -> bool:
    """Is the answer's noun, the frame's `k`-th word, owned by another: `his`, `her`, `their`, `su` before it, or a
    name's or a person's `'s` (`Tom's answer`, `my mum's answer`; red-team round 30: not `Here's my answer`, `Today's
    answer`, nor a form's `Your response:`); or does the frame name who gave it (red-team round 30's older cases: `A
    reply from Tom:`, `The answer Tom gave:`, `La respuesta que dio Ana:`, `Ana, en respuesta:`, `The reply I got:`)?"""
    written = _WORDS.findall(frame)
    words = [w.casefold() for w in written]
    if not _OTHER_OWNERS.isdisjoint(words[:k]) or not _GIVEN_BY.isdisjoint(words[k + 1 :]):
        return True
    if any(w[:1].isupper() for w in written[1:]) or _NAMED_FIRST.match(frame):
        return True  # (a name after the first word, `The answer Tom gave:`, or before a comma, `Tom, in reply:`)
    owners = [m.group(1) for m in _OWNED.finditer(frame)]
    return any(o[:1].isupper() or o.casefold() in _PERSONS for o in owners) and not any(
        o.casefold() in _NOT_OWNERS for o in owners
    )


_NAMED_FIRST: Final = re.compile(r"\s*[A-ZÁÉÍÓÚÑ][^\W\d_]*\s*,")
_NOT_OWNERS: Final = frozenset({"here", "that", "it", "what", "there", "today", "tomorrow"})  # (`Here's my answer`)


@lru_cache(maxsize=1024)
def _anothers_frame(frame: str) -> bool:
    """Is this frame (the words before a colon in its sentence) another's speech or message, or only a person?"""
    words = [w.casefold() for w in _WORDS.findall(frame)]
    if frame.lstrip().startswith("//@"):
        return True  # (Weibo's repost of another's words, `//@段杰：`; red-team round 31)
    if not "\u3400" <= (frame.strip()[:1] or "a") <= "\u9fff":
        if not words or len(words) > _FRAME_WORDS:
            return False
        if words[-1] in _PERSONS and all(w in _OWNERS for w in words[:-1]):
            return True  # (`My sister:`)
        if "forwarded" in words or "fwd" in words or "reenviado" in words:
            return True
        if _RETWEET.search(frame):
            return True  # (round 44: a retweet's words, `RT @leo:`; red-team round 31: not `RT-PCR result:`, `RT if …`)
        if words[0] in _FROM and len(words) <= _SENDER_WORDS and words[-1] not in _SELF_FROM:
            last = _WORDS.findall(frame)[-1]
            if words[-1] in _PERSONS or last[:1].isupper():
                return True  # (`From Mom:`, `De mi madre:`: a sender)
        for k, w in enumerate(words):
            if w in _ANSWER_NOUNS and len(words) - k - 1 <= _AFTER_ANSWER and _owned_by_another(frame, k):
                return True
            if w in _MESSAGE_NOUNS and k + 1 < len(words) and words[k + 1] in _FROM:
                after = words[k + 2] if k + 2 < len(words) else ""  # (`Text from Ana:`; not `Correo de contacto:`)
                return bool(after) and after not in _SELF_FROM and after not in _PURPOSES
            if w in _MESSAGE_NOUNS and k > 0 and "'" in frame and words[k - 1] not in _OWNERS:
                return True  # (`Ana's text:`; `My text:` is the speaker's)
            if w in _LATIN_SPEECH:
                subject = [x for x in words[:k] if x not in {"me", "us", "nos", "just", "also", "then", "le"}]
                return bool(subject) and subject[-1] not in _SELF and "as" not in subject  # (`As I said:`)
        return False
    text = frame.strip()
    if len(text) > 2 * _FRAME_WORDS:
        return False
    if text.lstrip("我") in _PERSONS:
        return True  # (`我妹妹：`)
    if _FORWARDED_CJK.match(text):
        return True  # (round 44: a forwarded or quoted message of another's, `转发段杰的消息：`)
    for verb in _CJK_SPEECH_FRAME:
        at = text.find(verb)
        if at > 0:
            who = text[:at]
            return who not in ("我", "我们") and not who.startswith(("我跟", "我和", "我给", "跟", "和", "给"))
    return "的" in text and any(text.endswith(n) for n in MESSAGE_NOUNS if not n.isascii())


# Round 30 (the lead's probe): a turn label — a name and a colon opening a line or sentence (`Marc: I live in Lyon`,
# `Marc (10:02): …`) — gives the turn after it, whose first person is that name's, to that person. A name is one or
# two capitalized words no English word list knows (`Marc`, `Priya`, `Joaquín`; not `Email:`, `Note:`, `Update:`), and
# the turn holds a first person (`Dirección: Calle Mayor 5` is a slot's label). The speaker's own label is no frame.
_LABEL: Final = re.compile(
    r"^\s*([A-ZÁÉÍÓÚÑ][a-záéíóúñü'-]+(?:\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñü'-]+)?)\s*(?:[(\[][^)\]]{0,12}[)\]])?\s*$"
)
_TURNS: Final = re.compile(r"(?:^|[.!?\n]\s*)[A-ZÁÉÍÓÚÑ][a-záéíóúñü'-]+(?:\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñü'-]+)?\s*:")
_TURN_FIRST: Final = frozenset({"i", "i'm", "i've", "i'll", "i'd", "me", "my", "mine", "yo", "mi", "mis"})


def _turn_label(frame: str, after: str, *, dialogue: bool) -> bool:
    """Is `frame` (the words before a colon) a name labelling a turn of its own, whose words `after` say `I`? In a
    `dialogue` (two labels or more) a Spanish name that is also a word (`Ana`, `Joaquín`, simplemma knows both) is a
    name; alone it is not taken for one."""
    m = _LABEL.match(frame)
    if m is None:
        return False
    words = [w.casefold() for w in _WORDS.findall(after)]
    # (a Spanish first person may be the verb alone, opening the turn: `Marc: vivo en Lyon`, `estoy`, `soy`, `voy`)
    if not ("我" in after or not _TURN_FIRST.isdisjoint(words) or (bool(words) and _es_first(words[0]))):
        return False  # (asked first: a label without a first person after it asks no word list)
    names = [w.casefold() for w in m.group(1).split()]
    # (an English word, or outside a dialogue a Spanish one, labels no one's turn: `Update:`, `Novedad:`, `Aviso:`)
    return not any(w in _SELF or en_lemmas(w) or (not dialogue and es_known(w)) for w in names)


def _es_first(word: str) -> bool:
    """A Spanish first person singular present (`vivo`: simplemma may read it as another word, so its third persons
    are asked too, as `_coordination` does)."""
    if word in {"soy", "estoy", "voy", "doy", "he"}:
        return True
    return len(word) > 3 and word.endswith("o") and any(es_verb(f) for f in (word, word[:-1] + "e", word[:-1] + "a"))


def _drops_message_frame(evidence: str, vtoks: list[str], speaker: str | None = None) -> bool:
    """Red-team round 2: does the value draw from the words after another's frame (above) and leave the frame out, or
    only from a quotation that another's speech verb attributes? (Each evidence's frames are read once: `_frames`.)
    A turn label naming the speaker is the speaker's own."""
    kept = set(vtoks)
    frames, quotations = _frames(evidence)
    own = frozenset(value_tokens(speaker)) if speaker else frozenset()
    # (seventeenth session, red-team round 30's older cases: the frame is left out unless the value keeps one of its
    # words but the function words, `in` of `Tom, in reply:` kept by `Pedro lives in Leeds`)
    if any(
        not kept.isdisjoint(after) and kept.isdisjoint(frame - STOP_WORDS) and frame != own for frame, after in frames
    ):
        return True
    return any(not kept.isdisjoint(inside) and kept <= inside | _OWN for inside in quotations)


_OWN: Final = frozenset({*_FIRST_PERSON, "我"})


@lru_cache(maxsize=256)
def _frames(
    evidence: str,
) -> tuple[tuple[tuple[frozenset[str], frozenset[str]], ...], tuple[frozenset[str], ...]]:
    """Another's frames of the evidence (each frame's words but a first person, and the words after it in its
    sentence), and the words of its quotations that another's speech verb attributes (`_quoted_by_another`)."""
    out: list[tuple[frozenset[str], frozenset[str]]] = []
    if any(ch in evidence for ch in ":：说"):
        frames = [(m.start(), m.end()) for m in _FRAME_COLON.finditer(evidence)][:_MAX_FRAMES]
        frames += [(m.end() - 1, m.end()) for m in _FRAME_HEARSAY.finditer(evidence)][:_MAX_FRAMES]
        dialogue = len(_TURNS.findall(evidence)) >= 2
        for at, end in frames:
            near = evidence[max(0, at - _FRAME_REACH) : at]  # (a frame is short: its sentence's start is near)
            starts = [m.end() for m in _FRAME_START.finditer(near)]
            frame = near[starts[-1] if starts else 0 :]
            after = evidence[end : end + _FRAME_REACH * 4]
            if not _anothers_frame(frame) and not _turn_label(frame, after, dialogue=dialogue):
                continue
            stop = _FRAME_START.search(after)
            words = frozenset(value_tokens(after[: stop.start() + 1] if stop else after))
            out.append((frozenset(value_tokens(frame)) - _OWN, words))
    return tuple(out), _quoted_by_another(evidence)


_NOT_SUBJECTS: Final = frozenset({"me", "us", "nos", "just", "also", "then", "le", "to", "her", "him"})


def _quoted_by_another(evidence: str) -> tuple[frozenset[str], ...]:
    """The words of each quotation that another's speech verb near it attributes (`"I live in Paris," Bob said.`,
    `«Vivo en Bilbao», dijo Juan.`; not `"…," I said.`)."""
    if _QUOTES.isdisjoint(evidence):
        return ()
    out: list[frozenset[str]] = []
    for m in list(_QUOTED.finditer(evidence))[:_MAX_FRAMES]:
        # (the speech verb stands in the quotation's sentence, near it)
        reach = evidence[max(0, m.start() - _FRAME_REACH) : m.start()], evidence[m.end() : m.end() + _FRAME_REACH]
        words = [w.casefold() for w in _WORDS.findall(" ".join(reach))]
        for k, w in enumerate(words):
            if w not in _LATIN_SPEECH:
                continue
            before = [x for x in words[:k] if x not in _NOT_SUBJECTS]
            after = [x for x in words[k + 1 :] if x not in _NOT_SUBJECTS]
            subject = before[-1] if before else after[0] if after else None
            if subject is not None and subject not in _SELF:
                out.append(frozenset(value_tokens(m.group(1))))
                break
    return tuple(out)


_ENCLITICS_ME: Final = ("me", "nos")
_GLUED_ME: Final = tuple(f"{p}{o}" for p in _ENCLITICS_ME for o in ("los", "las", "lo", "la", ""))
_GLUED_STEM: Final = 3  # at least this many letters of the verb before the pronoun (`hermanos` is no `herma` + `nos`)


def imperative_me(tok: str) -> bool:
    """Round 17: is this a Spanish imperative with the first person glued to it as its object (`mándame` → `manda` +
    `me`, `envíanos`, `mandádmelas`)? It ties a typed value to the speaker as `me mandas` does; a word whose stem is no
    verb form (`hermanos`, `enorme`) is none."""
    for pronoun in _GLUED_ME:
        stem = tok[: -len(pronoun)]
        # (the second person tells a form simplemma reads as a noun: `tira`, `tiras`)
        if (
            tok.endswith(pronoun)
            and len(stem) >= _GLUED_STEM
            and stem.isalpha()
            and (es_verb(stem) or es_verb(f"{stem}s"))
        ):
            return True
    return False
