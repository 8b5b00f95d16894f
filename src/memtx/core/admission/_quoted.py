"""Admission's reading of where an evidence sits in its source: inside someone else's words or not (DESIGN §4).

Responsible for: telling whether the evidence's place in the source is inside a quotation, after a reporting frame
that ends in a colon (`lo que me escribió Iker: …`, `小蒋的话：…`), or inside a forwarded or replied-to message (a
`Forwarded message` / `Mensaje reenviado` / `转发的邮件` header before it, a `… wrote:` line before it, a `>` line).
Must not: decide support itself.

Round 17 (issue 31): speaker binding reads the evidence's first person as the source's speaker, but the first person
of quoted or forwarded text is its author's. `reports_speech` (`_support`) sees only the evidence, so a forwarded
message's `I work nights at the depot` gave `Tobiah works nights at the depot` for the forwarder, and `«Vivo en
Zarautz …»` after `me escribió Iker:` gave `Maribel vive en Zarautz`. Such an evidence is read with no speaker.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final

from memtx.core.admission._takebacks import takes_back
from memtx.core.lexicon import FILLERS, MESSAGE_PURPOSES, MESSAGE_VERBS, SPEECH_VERBS

# A header that opens a forwarded or quoted earlier message: everything after it is someone else's message.
# (round 37, blind batch 46: a forwarded letter or note, `---------- Forwarded letter ----------`, `--- Carta reenviada
# ---`, `——转发来信——`)
_HEADER: Final = re.compile(
    r"(?:^|-{2,}|—{2,})[ \t]*(?:begin forwarded (?:message|letter|email|e-mail|mail|note)"
    r"|forwarded (?:message|letter|email|e-mail|mail|note|text)|original message"
    r"|(?:mensaje|carta|correo|nota) (?:reenviad[oa]|original)|转发的?(?:邮件|来信|信件|消息|短信)|原始邮件)"
    r"[ \t]*(?:-{2,}|—{2,}|[:：]|$)",
    re.IGNORECASE | re.MULTILINE,
)
# A reply's attribution line (`On Tue, Greta wrote:`): the lines after it quote her.
_ATTRIBUTION: Final = re.compile(r"(?:\bwrote|\bescribió|写道)[ \t]*[:：][ \t]*$", re.IGNORECASE | re.MULTILINE)
# A reporting frame ending in a colon before the evidence, in its sentence (`Greta told me: …`, `说：…`).
# (round 18: and a verb reporting a message: `My brother just texted: '…'`, `他发来：…`)
_LATIN_MESSAGE: Final = tuple(w for w in MESSAGE_VERBS if w.isascii() or not "\u3400" <= w[0] <= "\u9fff")
_CJK_MESSAGE: Final = "|".join(re.escape(w) for w in MESSAGE_VERBS if w not in _LATIN_MESSAGE)
_SPEECH: Final = "|".join(sorted((re.escape(w) for w in (*SPEECH_VERBS, *_LATIN_MESSAGE)), key=len, reverse=True))
_CJK_SPEECH: Final = f"说|写道|表示|称|的话|原话|{_CJK_MESSAGE}"
# Someone else's message named before a colon (tenth session, probes after blind batch 41): `Screenshot of my brother's
# text: …`, `el mensaje de mi hermano: …`, `我哥的消息：…` — a possessor that is not the writer's `my`/`mi`/`我`.
_MESSAGE_NOUNS: Final = "text|texts|message|messages|email|e-mail|note|voicemail|letter|reply|post|dm"
# (round 41, blind batch 66: what an address is for, no one who wrote: `Correo de contacto: …`, `correo de reservas:`)
_WHAT_FOR: Final = "(?:" + "|".join(re.escape(w) for w in MESSAGE_PURPOSES) + r")\b"
_OTHERS_MESSAGE: Final = (
    rf"\b(?:\w+'s|his|her|their)[ \t]+(?:{_MESSAGE_NOUNS})\b[^:：]{{0,20}}"
    r"|\b(?:mensaje|correo|nota|audio|texto)[ \t]+de[ \t]+(?!" + _WHAT_FOR + r")[^:：]{1,30}"
    r"|[^\s:：我]{1,6}的(?:消息|短信|留言|邮件|微信)"
)
_REPORTED: Final = re.compile(
    rf"(?:\b(?:{_SPEECH})\b[^:：]{{0,40}}|(?:{_CJK_SPEECH})[^:：]{{0,20}}|{_OTHERS_MESSAGE})[:：]"
    # (blind batch 50: a Chinese report verb before a comma, `市场管理方称，…`, `…表示，…`; not `说`: inside many words)
    r"|(?:称|表示|透露|指出|声称)，",
    re.IGNORECASE,
)
# A single quotation mark opening right before the evidence after a speech verb of its sentence (`told me 'I'm …'`,
# `me dijo 'me …'`, `跟我说'我…'`): single quotes are apostrophes too, so one opens a quotation only after a space,
# a colon or a comma (Latin) and only after a speech verb (the lead, after the twenty-first blind batch).
_SINGLE_OPENED: Final = re.compile(
    rf"(?:\b(?:{_SPEECH})\b[^'‘’.!?]{{0,40}}[\s:,]|(?:{_CJK_SPEECH})[^'‘’。！？]{{0,20}})['‘]\s*$", re.IGNORECASE
)
_SENTENCE_END: Final = re.compile(r"[.!?。！？]")
_STRAIGHT: Final = re.compile('"')
_OPENERS: Final = re.compile("[“«「『]")
_CLOSERS: Final = re.compile("[”»」』]")
_LOOK_BACK: Final = 400  # characters of the evidence's line read back for a reporting frame (its sentence's)


@dataclass(frozen=True, slots=True)
class _Marks:
    """Where a source's quotation marks are, and where its first forwarded-message header or reply attribution ends
    (read once per source: a long source many proposals cite is scanned once, not per proposal)."""

    straight: tuple[int, ...]
    openers: tuple[int, ...]
    closers: tuple[int, ...]
    forwarded_from: int  # the end of the first header or attribution line, or -1


@lru_cache(maxsize=64)
def _marks(source_text: str) -> _Marks:
    def where(chars: re.Pattern[str]) -> tuple[int, ...]:
        return tuple(m.start() for m in chars.finditer(source_text))

    ends = [m.end() for m in (_HEADER.search(source_text), _ATTRIBUTION.search(source_text)) if m is not None]
    return _Marks(where(_STRAIGHT), where(_OPENERS), where(_CLOSERS), min(ends) if ends else -1)


def _inside_quotation(marks: _Marks, at: int) -> bool:
    """Is a quotation open at `at` (an odd number of straight quotes before it, or a directional opener after the last
    closer)?"""
    if bisect_left(marks.straight, at) % 2:
        return True
    opened, closed = bisect_left(marks.openers, at), bisect_left(marks.closers, at)
    return opened > 0 and (closed == 0 or marks.openers[opened - 1] > marks.closers[closed - 1])


def quoted_in_source(evidence: str, source_text: str) -> bool:
    """Does the evidence (found verbatim in the source) sit inside someone else's words: a quotation, a reporting
    frame's colon, a forwarded or replied-to message? An evidence not found verbatim is not read (False)."""
    at = source_text.find(evidence)
    if at < 0:
        return _in_json_quotation(evidence, source_text)
    if source_text.lstrip().startswith(("{", "[")) and _in_json_quotation(evidence, source_text):
        return True  # (red-team round 25: `{"note": "Leo said \\"I run …\\""}`, a quotation inside a JSON string)
    marks = _marks(source_text)
    if _inside_quotation(marks, at) or 0 <= marks.forwarded_from <= at:
        return True
    line = source_text[max(source_text.rfind("\n", 0, at) + 1, at - _LOOK_BACK) : at]
    sentence = _SENTENCE_END.split(line)[-1]  # (the reporting frame's colon must be in the evidence's sentence)
    return (
        line.lstrip().startswith(">")
        or _REPORTED.search(sentence) is not None
        or _SINGLE_OPENED.search(sentence) is not None
    )


def as_quoted(text: str) -> str:
    """A source in which `text` reads as quoted (an opening quotation mark before it), for a check of an evidence
    made from a quoted one (`_support._checked`)."""
    return f'"{text}'


# Round 41 (blind batch 67): a transcript tool's JSON output quotes every utterance by its syntax, so an evidence there
# sits inside quotation marks; but the object holding it names whose words they are (`{"speaker": "Hanna Kowalski",
# "text": "…"}`). That field is the utterance's speaker as a turn's label is (`_turns`): the first person inside is
# that person's. Red-team round 25 narrowed it to what says so plainly: a source that is JSON as a whole; the evidence a
# whole sentence of one utterance field's string (`Leo said: I run …`, `if I run …, …`, `do I run …?` are no
# utterance of the first person's own); one speaker field beside it, no field that quotes, forwards or answers
# (`quoted_text`, `forwarded`, `cita`, `引用`, `Fwd:`); and the caller matches the speaker's name whole
# (`_support._same_person`). Anything else stays quoted.
_SPEAKER_FIELDS: Final = ("speaker", "speaker_name", "author", "from", "sender", "participant", "hablante", "发言人")
_UTTERANCE_FIELDS: Final = (
    "text", "transcript", "utterance", "content", "message", "body", "texto", "contenido", "mensaje", "文本", "内容",
)  # fmt: skip
# (the fields a plain utterance has beside its speaker and text: its timing, numbering, language, channel and whom it
# is addressed to; red-team round 26 found whose words they are said in any other: `on_behalf_of`, `mode`, `note`)
_NEUTRAL_FIELD: Final = re.compile(
    r"time|start|end|begin|stop|^id$|_id$|confidence|score|lang|channel|duration|date|index|turn|segment|seq|offset"
    r"|^to$|reply|recipient|addressee|^para$|destinatario|inicio|^fin$|开始|结束|时间",
    re.IGNORECASE,
)
_JSON_MAX: Final = 200_000  # characters of a source parsed as JSON (a longer one stays quoted)


def json_speaker(evidence: str, source_text: str) -> str | None:
    """The speaker a JSON source names for the one utterance that the evidence is the whole of (None when the source is
    no JSON, no utterance or several hold it, its object names no speaker plainly, or a later utterance of the same
    speaker takes it back: `Well, I used to.`, `骗你的。`, nineteenth session, red-team round 33)."""
    found = [(text, speaker) for text, speaker in _json_utterances(source_text) if _whole_utterance(evidence, text)]
    if len(found) != 1:
        return None
    text, speaker = found[0]
    ordered = _ordered_utterances(source_text)
    at = next((k for k, pair in enumerate(ordered) if pair == (text, speaker)), len(ordered))
    if any(who == speaker and takes_back(said, text) for said, who in ordered[at + 1 :]):
        return None
    return speaker


@lru_cache(maxsize=16)
def _ordered_utterances(source_text: str) -> tuple[tuple[str, str], ...]:
    """The plain utterances of a JSON source in the order it writes them."""
    nodes = _json_nodes(source_text)
    out: list[tuple[str, str]] = []
    stack: list[Any] = [nodes[0]] if nodes else []
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            pair = _utterance(node)
            if pair is not None:
                out.append(pair)
            stack.extend(reversed(list(node.values())))
        elif isinstance(node, list):
            stack.extend(reversed(node))
    return tuple(out)


def _whole_utterance(evidence: str, text: str) -> bool:
    """Is the evidence the whole utterance `text`, but for fillers before it (`so, um, I run …`) and a full stop after
    it? (Red-team round 26: a question, `I run the chess club? No way.`, or a sentence taken back after it, `… Just
    kidding.`, is no statement of the speaker's.)"""
    wanted = evidence.strip().rstrip(".。! ")
    said = text.strip().rstrip(".。! ")
    if not wanted or not said.endswith(wanted) or "?" in said or "？" in said:
        return False
    lead = said[: len(said) - len(wanted)]
    return all(w in _FILLERS for w in _LEAD_WORDS.findall(lead.casefold()))


_FILLERS: Final = frozenset(w for words in FILLERS.values() for w in words) | frozenset(
    [
        "so",
        "um",
        "uh",
        "er",
        "erm",
        "eh",
        "ehm",
        "pues",
        "nada",
        "vale",
        "bueno",
        "mira",
        "oye",
        "嗯",
        "呃",
        "啊",
        "那个",
        "就是",
        "然后",
    ]
)
_LEAD_WORDS: Final = re.compile(r"[^\W\d_]+|[\u3400-\u9fff]")


@lru_cache(maxsize=16)
def _json_utterances(source_text: str) -> tuple[tuple[str, str], ...]:
    """Every (utterance, speaker) pair of a JSON source's objects that name one speaker and quote nothing."""
    pairs = (_utterance(node) for node in _json_nodes(source_text) if isinstance(node, dict))
    return tuple(pair for pair in pairs if pair is not None)


def _utterance(node: dict[Any, Any]) -> tuple[str, str] | None:
    """An object's (utterance, speaker) when it has one speaker field, one utterance field and nothing second-hand."""
    speakers = [v for k, v in node.items() if isinstance(k, str) and k.casefold() in _SPEAKER_FIELDS]
    texts = [v for k, v in node.items() if isinstance(k, str) and k.casefold() in _UTTERANCE_FIELDS]
    if len(speakers) != 1 or len(texts) != 1 or not isinstance(speakers[0], str) or not isinstance(texts[0], str):
        return None
    # (red-team round 26: any other field may say whose words they are — `on_behalf_of`, `translation_of`, `mode`,
    # `note`, `status` — so only a plain utterance's timing and bookkeeping may stand beside the two)
    plain = (*_SPEAKER_FIELDS, *_UTTERANCE_FIELDS)
    if any(not isinstance(k, str) or (k.casefold() not in plain and not _NEUTRAL_FIELD.search(k)) for k in node):
        return None
    return texts[0], speakers[0]


def _in_json_quotation(evidence: str, source_text: str) -> bool:
    """Does a string of a JSON source hold the evidence inside someone else's words (read as a source of its own:
    its escaped quotation marks are quotation marks there)?"""
    return any(evidence in text and quoted_in_source(evidence, text) for text in _json_strings(source_text))


@lru_cache(maxsize=16)
def _json_strings(source_text: str) -> tuple[str, ...]:
    """Every string value of a JSON source (none when it is no JSON)."""
    return tuple(node for node in _json_nodes(source_text) if isinstance(node, str))


@lru_cache(maxsize=16)
def _json_nodes(source_text: str) -> tuple[Any, ...]:
    """Every value of a JSON source, its objects, lists and strings among them (none when it is no JSON)."""
    if len(source_text) > _JSON_MAX or not source_text.lstrip().startswith(("{", "[")):
        return ()
    try:
        data = json.loads(source_text)
    except ValueError:
        return ()
    out: list[Any] = []
    stack: list[Any] = [data]
    while stack:
        node = stack.pop()
        out.append(node)
        if isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, dict):
            stack.extend(node.values())
    return tuple(out)
