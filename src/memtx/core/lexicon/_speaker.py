"""Speaker binding (DESIGN §4, extension) and the words that give a text as someone else's.

Responsible for: first-person words, person agreement in English and Spanish, and the verbs and nouns of reported
speech and messages. Must not: bind a speaker or find quotes (that is `memtx.core.admission`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from memtx.core.lexicon._blocks import _spaced, _words
from memtx.core.lexicon._deletions import _ES_AR, _ES_ER_IR

# Verbs that report speech (speaker binding is not tried on evidence that holds one, `admission._support`):
# a first person inside reported speech is the quoted speaker's, not the source's.
SPEECH_VERBS: Final = _words(
    """
    said, says, say, told, tells, tell, asked, asks, wrote, writes, replied, replies, added, stated, explained,
    announced, mentioned, reported, claimed, claims, quoted, dijo, dice, dicen, dijeron, contó, cuenta, afirma,
    afirmó, escribió, respondió, dije, conté, escribí, respondí, comenté, comentó, expliqué, explicó
    """
)

# Round 18: verbs that report a message someone sent (`My brother just texted: '…'`, `Me mandó: …`, `他发来：…`):
# before a colon in the evidence's sentence they open another's words, as a speech verb does (`admission._quoted`).
# (blind batch 41: forwarding is someone else's message too, `Forwarding from my brother: 'I have …'`)
MESSAGE_VERBS: Final = _words(
    """
    texted, messaged, emailed, dmed, dm'd, whatsapped, pinged, wrote back, mandó, envió, me manda, me escribe,
    me puso, 发来, 发消息, 微信上说,
    forwarding, forwarded, fwd, sent, reenvío, reenviado, reenviando, 转发
    """
)


# --- speaker binding (DESIGN §4, extension) ---------------------------------------------------------------
# With a named speaker, a first-person pronoun of the evidence may appear in the value as the speaker's name:
# subject (`I`, `yo`, `我`), object (`me`) or possessive (`my`/`mine` → `Bob's`; `我的` → `小王的`, by `的`).
# The verb right after a subject agrees in person (value third person → evidence first person); nothing
# else changes, so tense, negation, modality and numbers must match as written.
SPEAKER_SUBJECTS: Final = ("i", "yo", "我")
SPEAKER_OBJECTS: Final = ("me",)
SPEAKER_POSSESSIVES: Final = ("my", "mine")
# Third person → first person, English (regular `-s` forms are derived from `EN_VERB_LEMMAS`).
EN_AGREEMENT: Final[Mapping[str, str]] = {"is": "am", "has": "have", "does": "do", "goes": "go", "was": "was"}
# Third person → first person, Spanish (as written; regular forms by ending: -a/-e → -o, -ó → -é, -ió → -í).
# Spanish infinitives whose future (`vivirá` → `viviré`) speaker binding knows: those of the verb lists of `_deletions`.
ES_INFINITIVES: Final = frozenset((*_ES_AR, *_ES_ER_IR))
ES_AGREEMENT: Final[Mapping[str, str]] = {
    "es": "soy",
    "da": "doy",  # (round 8; `-go`, `-zco` and `-aigo` first persons are made by `_speaker._es_first_person`)
    "ve": "veo",
    "está": "estoy",
    "tiene": "tengo",
    "va": "voy",
    "puede": "puedo",
    "quiere": "quiero",
    "prefiere": "prefiero",
    "hace": "hago",
    "dice": "digo",
    "sale": "salgo",
    "viene": "vengo",
    "sigue": "sigo",
    "fue": "fui",
    "ha": "he",
    "sabe": "sé",
    "conoce": "conozco",
    "pide": "pido",
    "juega": "juego",
    "duerme": "duermo",
    "vuelve": "vuelvo",
    "cierra": "cierro",
    "empieza": "empiezo",
    "pierde": "pierdo",
    "incluye": "incluyo",
    "conduce": "conduzco",
    "recoge": "recojo",
    "tuvo": "tuve",
    "hizo": "hice",
    "pudo": "pude",
    "quiso": "quise",
    "vino": "vine",
    "estuvo": "estuve",
}
# Spanish forms that are the same in the first and third person (imperfect, conditional): kept as they are.
ES_SAME_PERSON_ENDINGS: Final = ("aba", "ía", "ría")
ES_SAME_PERSON: Final = frozenset({"era", "iba", "había", "estaba", "tenía", "podía", "quería", "debía"})
# Spanish drops the subject ("Soy alérgica", "Me mudé a Sevilla"). A dropped `yo` is bound only before these
# first-person forms, which are no noun or adjective and no other person (`trabajo`, `vivo`, `como` are), or
# after a reflexive `me` (the value's `se`: "Lucía se mudó" ← "Me mudé").
ES_FIRST_PERSON_SAFE: Final = frozenset(
    _spaced(
        "soy estoy tengo voy puedo quiero prefiero necesito hago conozco vengo salgo sigo fui tuve estuve hice pude he"
    )
)
# Red-team round 2 (issue 31): nouns of a message someone sent (`Text from Ana: …`, `Mensaje de mi hermana: …`,
# `我妹妹的消息：…`): before a colon, with its sender, they give the words after it as another's.
MESSAGE_NOUNS: Final = _spaced(
    "text texts message messages msg email e-mail mail note voicemail dm sms whatsapp mensaje mensajes correo nota "
    "audio 消息 短信 微信 邮件 留言 语音 原话"
)
# Round 41 (blind batch 66): what an address or message is for, after `de` — no one who wrote it (`Correo de contacto:
# …`, `correo de reservas:`), where `Mensaje de Iker:` names a writer.
MESSAGE_PURPOSES: Final = _spaced(
    "contacto soporte atención atencion reserva reservas información informacion ventas pedidos trabajo empresa "
    "oficina consultas facturación facturacion administración administracion recepción recepcion secretaría "
    "secretaria incidencias avisos"
)
