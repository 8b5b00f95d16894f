"""Red-team round 31 of issue 31 (DESIGN §4): hostile cases against admission round 44 (cf360e7), in English, Spanish
and Chinese. Helper rt31. No source was changed.

The readings under test (round 44 against 6c9f911): (1) a refused proposal with a speaker whose evidence is a part of
one plain utterance of a transcript's JSON (`_quoted.json_utterance`: once, the utterance written as it reads), whose
speaker field names the speaker, the utterance holding no `?`/`？` and nothing before the part holding `:`, `：`, `@`, a
quotation mark or `>`, is checked again with the whole utterance as evidence and source, and accepted if that accepts
(`_support._whole_utterance_reading`); (2) mem0's `user` is named by a speaker field `user`, `usuario`, `usuaria`,
`用户` (`_support._same_person`, for round 41's whole utterances too); (3) `RT @leo:` and `@leo:` frames, and Chinese
frames opening with `转发`/`转自`/`引用` (not `转发我`…), are another's words (`_speech._anothers_frame`). Each probe
was run as `check_support(value, evidence, source, guard=True, key=key, speaker=speaker)` on 6c9f911 and on cf360e7,
each tree in its own process, under PYTHONHASHSEED 0 and 3 (no answer changed with the seed). A strict xfail in `CAUSED`
is a false accept cf360e7 accepts and 6c9f911 refuses; one in `OLDER` is accepted by both (only near the readings); one
in `REGRESSIONS` is a faithful case 6c9f911 accepts and cf360e7 refuses. `TWINS` are faithful hard positives beside the
negatives: plain tests when cf360e7 accepts them (107 of them gains: 94 of reading 1, 13 of reading 2), strict xfails
for the 21 both trees refuse. All strict xfails were open when the round was handed over.

Counts: 588 distinct probes, by hand (483 on reading 1, 36 on 2, 69 on 3, by the reading each probe aims at). 13 were
left out as unclear (10, 0, 3 by reading), so 575 are labelled. By a careful reading: 186 caused false accepts
(`CAUSED`: 173, 13, 0 by reading), 22 older ones (`OLDER`: 7, 0, 15), 19 regressions (`REGRESSIONS`: all of reading 3),
133 twins (`TWINS`: 112, 15, 6; 21 refused by both trees: 16, 2, 3). 204 unfaithful probes are refused by both trees
(181, 8, 15), and 11 false accepts of 6c9f911 are refused by cf360e7 (all of reading 3: `RT @leo:`, `RT@leo:`, `rt
@leo:`, `@leo:`, `@leo @ana:`, `So true. RT @leo:`, the same frame for mem0's user, a keyed value and an e-mail address,
`转发微博 //@段杰:`, `@段杰：`); neither is pinned.

Caused (186). Reading 1 (173): the utterance read as a plain text with the speaker given sees only what admission sees
in the value's own sentence, so what the rest of the utterance does to the part is lost, and the evidence the proposal
gave stops bounding the value:
- **a correction, retraction, negation or hedge in the next sentence** (47): `User lives in Leeds` from the part `I live
  in Leeds` of `I live in Leeds. Well, I used to.`; `I'm allergic to penicillin. Actually no, that's my brother.`, `I
  drive a Tesla. Lol no.`, `I'm a millionaire. Yeah right.`, `I own a boat. Well, my dad does.`, `I have a car. Or
  not.`, `I'm pregnant. Maybe. Test is tomorrow.`, `Vivo en Bilbao. Bueno, vivía.`, `Soy millonario. Ya quisiera.`,
  `Vivo en Bilbao, digo, en Vitoria.`, `Me mudo a Bilbao. A lo mejor.`, `我住在北京，骗你的。`, `我会开车。才怪。`,
  `我是百万富翁。想得美。`, `我住在北京。才不是呢。`, `我怀孕了。也许。明天去测。`.
- **a frame in the sentence before or after** (39): a condition, scope or time (`Suppose I get the job. I move to
  Leeds.`, `Unless it rains. I cycle to work.`, `Only on weekends. I work at the pub.`, `Until March. I live in Leeds.`,
  `I'll move to Leeds. If I get the job.`, `I'm vegan. Only on weekdays.`, `Si me dan el trabajo. Entonces me mudo a
  Bilbao.`, `Soy vegana. Solo entre semana.`, `只有周末。我在酒吧上班。`); a game or pretence (`Two truths and a lie. I
  live in Leeds. I have a cat. I speak Welsh.` gives all three, `Role-play time. I'm the landlord …`, `Hypothetically.
  I'm a doctor.`, `My cover story. I work at NASA.`, `两真一假。…`, `我们假装一下。我是医生，你是病人。`); another's
  words read out (`Repeat after me. I am a doctor.`, `Here's my line from the play. …`, `Translating for my mum. I live
  in Leeds and I have two sons.`, `Leo's letter goes on. …`, `Leo's voicemail. …`, `我帮我妈翻译一下。…`).
- **a sender or reading frame in a sentence of its own, or a colon or quotation mark the lead check does not list**
  (11): `From Leo. I live in Leeds and miss you.`, `Message from Leo. …`, `Reading Leo's letter. …`, `Leo's status
  update. …`, `Mensaje de Pablo. …`, `Leo la carta de Pablo. …`, `小王的消息。我住在北京。`, `小王发来的。…`; `Leo﹕I
  live in Leeds.`, `Leo texted ＂I live in Leeds＂ this morning.`, `小王发来﹕我住在北京。` (a small colon, a full-width
  quotation mark).
- **another person's voice** (14): `It's Leo here, on Hanna's phone. I live in Leeds.` (speaker Hanna), `This is Hanna's
  husband. I work at Acme.`, `Hi, it's the user's daughter typing. I live in Leeds.`, `Speaking as Leo now. I'm a
  nurse.`, `Soy Pablo, desde el móvil de Ana. …`, `Hola, soy la hija del usuario. …`, `我是她老公，用她的手机。…`,
  `我是用户的女儿，帮他打字。…`.
- **a list the next sentence restricts** (9): `User has a parrot` from `I have a cat, a dog and a parrot. The parrot
  died last week.`, `I own a car and a van. Both sold now.`, `Tengo un gato, un perro y un loro. El loro se murió.`,
  `用户会说日语` from `我会说法语、德语和日语。日语早忘了。`.
- **an attribution after the part** (5): `I run the chess club. That's Leo's bio, not mine.`, `I live in Leeds — Leo,
  2019.`, `Vivo en Bilbao. Palabras de Pablo, no mías.`, `我住在北京。这是小王朋友圈写的，不是我。`.
- **a keyed value** (8): `nadia@x.com` for `user/email` from `My email is nadia@x.com. Sorry, that's the old one.`
  (`Well, was, I closed that account.`, `Or it will be once IT sets it up.`, `Don't use it though, …`), `My number is
  07700 900123. Work phone.`, `Mi correo es ana@correo.es. Bueno, era.`, `Lives in Leeds` for `user/city` from `Okay. I
  live in Leeds. Well, lived.`, `Vive en Bilbao` likewise.
- **the JSON around the utterance** (23): the turn before, which the utterance as its own source never sees (`Leo:
  Repeat after me.`, `Tell me a lie about yourself.`, `Read me your character's first line.`, `Could you translate what
  your father just said?`, `Dime una mentira sobre ti.`, `请帮您父亲翻译一下他刚才说的。`, then the user's `Okay. I run
  the chess club.` …); the utterance nested in another's object or in a log that says it is someone else's
  (`"attachment"`, `{"title": "Chat log of my brother Leo with the bot", "utterances": [{"speaker": "user", …}]}`,
  `"type": "sample dialogue for testing, not real"`, `"source": "my sister's voice memo, transcribed"`, `titulo`,
  `标题`); and fields beside the utterance that `_quoted._NEUTRAL_FIELD`, searched unanchored, takes for bookkeeping
  (`speaking_for_friend` holds `end`, `sentiment` holds `time`, `pretend`, `segment_type`, `turn_kind`,
  `reply_quote_of`, `retracted_at_time`, `channel: "dictating Leo's letter"`, `segmento`, `开始`).
- **the value outside its evidence** (17): the widened check takes the whole utterance as the evidence, so T no longer
  holds the value to the proposal's: `User teaches maths` from the evidence `I live in Leeds` of `I live in Leeds and I
  teach maths.`, `User lives in Leeds` from `Okay` or `Leeds` of `Okay. I live in Leeds.`, `nadia.osei@fastmail.com`
  from `My email is`, `Usuario es cinturón marrón` from `Vale`, `用户住在北京` from `好的`, `13812345678` from
  `我的手机号是`.
Reading 2 (13): round 41's whole-utterance reading now binds mem0's user by a `user` field: a log or sample the JSON
says is another's (4, in the three languages), the turn before (`Repeat after me.`, `Tell me a lie about yourself.`,
`Could you translate what your father just said?`, `Dime una mentira sobre ti.`, `跟我念：我是飞行员。`), and the fields
above (`speaking_for_friend`, `pretend`, `segment_type`, `开始`).

Older (22): reading 1 (7): an evidence whose case or spacing differs from the JSON's text is not found verbatim, so
neither tree reads it as quoted and it binds to the speaker, even from another speaker's utterance (`i run the chess
club` for Hanna from Leo's `I run the chess club.`, `i live in leeds`, `我住在 北京`, `vivo en bilbao`, and `I live in
Leeds` from the user's `Honestly, i live in leeds? no way.`); bracket labels on a plain source (`[Leo] I live in Leeds.
[Ana] I live in York.`, `[Pablo] vivo en Bilbao. …`). Reading 3 (15): retweet frames the new rule misses (`RT @leo - …`,
`Retweeted @leo:`, `MT @leo:`, `QT @leo:`, `via @leo:`, `Repost from @leo:`, `Reposting @leo:`, `Tweet by @leo:`, `Leo
(@leo):`, `lol RT @leo:`, Weibo's `//@段杰：`), and frames the `转发我` exemption lets through as the writer's own
(`转发我哥的微博：`, `转发我朋友：`, `转自我同事：`, `引用我妈：`).

Regressions (19, reading 3): a handle frame that addresses a group or names the writer (`@everyone:`, `@here:`,
`@channel:`, `@all:`, `@todos:`, `@所有人：`, `@hanna:` and `@Hanna:` for the speaker Hanna, `@home:`); `RT` as another
word or the writer's own call to retweet (`RT-PCR result: I tested negative`, `RT update: I finish radiotherapy on
Friday`, `RT if you agree:`, `RT and share:`, `RT please:`, `RT y difunde:`); the writer's own post forwarded or quoted
(`转发一下我的旧帖：`, `转发自我的微博：`, `引用自我的日记：`, `转自微博，我本人写的：`).

Twins both trees refuse (21): a part whose clause goes on past it (`Sure. I play the cello in a small orchestra.`,
`Hola. Trabajo en Iberdrola desde hace años.`, `Claro. Toco el violonchelo en una orquesta.`, `Big news. I move to Leeds
in May.`, `pues vivo en bilbao desde hace años`) or beside a negation or another's name in another sentence (`Don't tell
anyone, but I live in Leeds.`, `Not much to say. I work at Acme.`, `Leo asked where I'm based. I live in Leeds.`, `Leo
asked. I run the chess club.`); an utterance with a question before the part (`Where do I start? I live in Leeds.`,
`¿Por dónde empiezo? …`, `从哪说起呢？…`); an utterance not written as it reads (an escaped newline, `\\u` escapes) or
sent twice; the `role`/`content` messages of a chat API (2); `转发自己的微博：`, `转自本人博客：`, `引用一下自己的话：`
(refused by older rules too).

Left out as unclear (13): a name and a dash or a parenthesis opening the utterance, a label or an address (`Leo - I live
in Leeds …`, `Leo — …`, `(Leo) …`, `Pablo — …`, `小王——…`); `Now Leo. I'm a nurse.`; `Vivo en Bilbao. Que no, hombre.`
(a denial or an insistence); a speaker field `Leo Hanna` for the speaker `Hanna`; a `sarcasm_score` beside the
utterance; another speaker's `I live in Leeds too.` holding the evidence as well; `@hanna_k:` for Hanna, `@leo: I'll
bring the cake` (addressed or quoted), `转发给大家：`.

Not found: the lead check and the question check hold (no part after a listed colon, `@`, quotation mark or `>` is read,
nor one of an utterance with `?`, and the unpunctuated questions probed — `do i live in leeds no i live in york`,
`我住在北京吗 不是 我住在上海` — are refused); a speaker field that is not the user's word alone (`users`, `user_2`,
`end user`, `user (reading for Ana)`, `usuario invitado`, `用户家属`, `其他用户`, `user 2`, `用户的妈妈`) names no user;
and most frames, reports and retractions in the part's own sentence are refused as before (`Leo thinks I live in Leeds`,
`According to Leo, I'm a nurse`, `Según mi hermana, vivo en Bilbao`, `她说我住在北京`, `I live in Leeds. JK.`, `Vivo en
Bilbao. Es broma.`, `我住在北京。开玩笑的。`).
"""

from __future__ import annotations

import json

from _red_teams import SourcedCase as Case
from _red_teams import round_tests


def _k(value: str, evidence: str, key: str | None, speaker: str | None = None, source: str | None = None) -> Case:
    return (value, evidence, source, key, speaker)


def _json(data: object) -> str:
    """A JSON source as a transcript tool writes it (no ASCII escapes)."""
    return json.dumps(data, ensure_ascii=False)


def _t(*turns: tuple[str, str]) -> str:
    """A transcript's JSON, as round 44's tests write it: one object per utterance, its speaker, start and text."""
    return _json({"utterances": [{"speaker": s, "start": i, "text": t} for i, (s, t) in enumerate(turns)]})


def _en(text: str, field: str = "user") -> str:
    """An agent's greeting, then `text` under the speaker field `field`."""
    return _t(("Rosa", "Hi, how can I help?"), (field, text))


def _es(text: str, field: str = "usuario") -> str:
    return _t(("Rosa", "Hola, ¿en qué te puedo ayudar?"), (field, text))


def _zh(text: str, field: str = "用户") -> str:
    return _t(("阿May", "你好，有什么可以帮你？"), (field, text))


CAUSED: list[Case] = [
    # (reading 1, a correction or retraction after the part)
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("I live in Leeds. Well, I used to.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("I live in Leeds. Or I did until May.")),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _en("I live in Leeds. Sorry, York. I always mix them up."),
    ),
    _k("User is vegan", "I'm vegan", None, "user", _en("I'm vegan. Well, was, until Christmas.")),
    _k(
        "User is allergic to penicillin",
        "I'm allergic to penicillin",
        None,
        "user",
        _en("I'm allergic to penicillin. Actually no, that's my brother."),
    ),
    _k("User has two cats", "I have two cats", None, "user", _en("I have two cats. Had, one died in March.")),
    _k("User is a nurse", "I'm a nurse", None, "user", _en("I'm a nurse. Not anymore though.")),
    _k("User drives a Tesla", "I drive a Tesla", None, "user", _en("I drive a Tesla. Lol no.")),
    _k("User drives a Tesla", "I drive a Tesla", None, "user", _en("I drive a Tesla. In my dreams.")),
    _k("User is a millionaire", "I'm a millionaire", None, "user", _en("I'm a millionaire. Yeah right.")),
    _k(
        "User speaks fluent Japanese",
        "I speak fluent Japanese",
        None,
        "user",
        _en("I speak fluent Japanese. Not really, just a few words."),
    ),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("I live in Leeds. That's a lie, obviously.")),
    _k("User teaches piano", "I teach piano", None, "user", _en("I teach piano. Used to, anyway.")),
    _k("User owns a boat", "I own a boat", None, "user", _en("I own a boat. Well, my dad does.")),
    _k("User plays the cello", "I play the cello", None, "user", _en("I play the cello. Sorry, I mean the viola.")),
    _k("User works nights", "I work nights", None, "user", _en("I work nights. Or I will once the new rota starts.")),
    _k("User is married", "I'm married", None, "user", _en("I'm married. Divorced now, actually.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("I live in Leeds. Ignore that, wrong chat.")),
    _k("User has a dog", "I have a dog", None, "user", _en("I have a dog. Well, had. He passed in June.")),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao", None, "user", _es("Vivo en Bilbao. Bueno, vivía.")),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao", None, "user", _es("Vivo en Bilbao. Ya no, me mudé en mayo.")),
    _k(
        "Usuario trabaja en Iberdrola",
        "Trabajo en Iberdrola",
        None,
        "user",
        _es("Trabajo en Iberdrola. Perdón, trabajaba."),
    ),
    _k("Usuario es vegana", "Soy vegana", None, "user", _es("Soy vegana. Era, hasta Navidad.")),
    _k("Usuario tiene dos gatos", "Tengo dos gatos", None, "user", _es("Tengo dos gatos. Tenía, uno se murió.")),
    _k("Usuario es enfermera", "Soy enfermera", None, "user", _es("Soy enfermera. Ya no, lo dejé.")),
    _k("Usuario tiene un barco", "Tengo un barco", None, "user", _es("Tengo un barco. Bueno, mi padre.")),
    _k("Usuario es millonario", "Soy millonario", None, "user", _es("Soy millonario. Ya quisiera.")),
    _k("Usuario habla japonés", "Hablo japonés", None, "user", _es("Hablo japonés. Qué va, cuatro palabras.")),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao", None, "user", _es("Vivo en Bilbao, digo, en Vitoria.")),
    _k(
        "Usuario toca el violonchelo", "Toco el violonchelo", None, "user", _es("Toco el violonchelo. O sea, la viola.")
    ),
    _k("Usuario está casado", "Estoy casado", None, "user", _es("Estoy casado. Bueno, divorciado ya.")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("我住在北京，骗你的。")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("我住在北京。以前，现在搬了。")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("我住在北京。哈哈假的。")),
    _k("用户是素食者", "我是素食者", None, "user", _zh("我是素食者。以前是，现在不是了。")),
    _k("用户有两只猫", "我有两只猫", None, "user", _zh("我有两只猫。本来有，死了一只。")),
    _k("用户是护士", "我是护士", None, "user", _zh("我是护士。早就不干了。")),
    _k("用户会开车", "我会开车", None, "user", _zh("我会开车。才怪。")),
    _k("用户是百万富翁", "我是百万富翁", None, "user", _zh("我是百万富翁。想得美。")),
    # (reading 1, a hedge beside the part)
    _k("User is pregnant", "I'm pregnant", None, "user", _en("I'm pregnant. Maybe. Test is tomorrow.")),
    _k(
        "User is diabetic",
        "I'm diabetic",
        None,
        "user",
        _en("I might be. I'm diabetic, they reckon, but the test was odd."),
    ),
    _k("Usuario se muda a Bilbao", "Me mudo a Bilbao", None, "user", _es("Me mudo a Bilbao. A lo mejor.")),
    _k(
        "Usuario está embarazada",
        "Estoy embarazada",
        None,
        "user",
        _es("Estoy embarazada. Quizás. Mañana me hago la prueba."),
    ),
    _k("用户对青霉素过敏", "我对青霉素过敏", None, "user", _zh("我对青霉素过敏。可能吧，没测过。")),
    _k("用户怀孕了", "我怀孕了", None, "user", _zh("我怀孕了。也许。明天去测。")),
    # (reading 1, the part denied in another sentence)
    _k("User has a car", "I have a car", None, "user", _en("I have a car. Or not.")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("我住在北京。才不是呢。")),
    # (reading 1, a report frame without a colon)
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _en("Leo's letter goes on. I live in Leeds now and I'm happy."),
    ),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Leo's voicemail. I live in Leeds now, call me.")),
    # (reading 1, a condition, scope, time, game or pretence in another sentence)
    _k("User moves to Leeds", "I move to Leeds", None, "user", _en("Suppose I get the job. I move to Leeds.")),
    _k("User buys a boat", "I buy a boat", None, "user", _en("Imagine I'm rich. I buy a boat.")),
    _k("User is a doctor", "I'm a doctor", None, "user", _en("Hypothetically. I'm a doctor.")),
    _k(
        "User is the landlord",
        "I'm the landlord",
        None,
        "user",
        _en("Role-play time. I'm the landlord and you're the tenant."),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _en("Two truths and a lie. I live in Leeds. I have a cat. I speak Welsh."),
    ),
    _k(
        "User has a cat",
        "I have a cat",
        None,
        "user",
        _en("Two truths and a lie. I live in Leeds. I have a cat. I speak Welsh."),
    ),
    _k(
        "User speaks Welsh",
        "I speak Welsh",
        None,
        "user",
        _en("Two truths and a lie. I live in Leeds. I have a cat. I speak Welsh."),
    ),
    _k("User cycles to work", "I cycle to work", None, "user", _en("Unless it rains. I cycle to work.")),
    _k("User works at the pub", "I work at the pub", None, "user", _en("Only on weekends. I work at the pub.")),
    _k("User works at the pub", "I work at the pub", None, "user", _en("Weekends only. I work at the pub.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("During term time. I live in Leeds.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Until March. I live in Leeds.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("From next year. I live in Leeds.")),
    _k(
        "User is a doctor",
        "I'm a doctor",
        None,
        "user",
        _en("Here's my line from the play. I'm a doctor and I've come to help."),
    ),
    _k(
        "User is a doctor",
        "I'm a doctor",
        None,
        "user",
        _en("Reading the script now. I'm a doctor and I've come to help."),
    ),
    _k("User is a doctor", "I am a doctor", None, "user", _en("Repeat after me. I am a doctor.")),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _en("Translating for my mum. I live in Leeds and I have two sons."),
    ),
    _k(
        "User has two sons",
        "I have two sons",
        None,
        "user",
        _en("Translating for my mum. I live in Leeds and I have two sons."),
    ),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Example sentence for the class. I live in Leeds.")),
    _k("User works at NASA", "I work at NASA", None, "user", _en("My cover story. I work at NASA.")),
    _k(
        "Usuario se muda a Bilbao",
        "me mudo a Bilbao",
        None,
        "user",
        _es("Si me dan el trabajo. Entonces me mudo a Bilbao."),
    ),
    _k(
        "Usuario deja el trabajo",
        "Dejo el trabajo",
        None,
        "user",
        _es("Imagina que me toca la lotería. Dejo el trabajo."),
    ),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "user",
        _es("Dos verdades y una mentira. Vivo en Bilbao. Tengo un gato. Hablo euskera."),
    ),
    _k(
        "Usuario tiene un gato",
        "Tengo un gato",
        None,
        "user",
        _es("Dos verdades y una mentira. Vivo en Bilbao. Tengo un gato. Hablo euskera."),
    ),
    _k("Usuario es médico", "Soy médico", None, "user", _es("Mi frase de la obra. Soy médico y vengo a ayudar.")),
    _k("用户辞职", "我辞职", None, "user", _zh("假如我中了彩票。我辞职。")),
    _k("用户是医生", "我是医生", None, "user", _zh("我们假装一下。我是医生，你是病人。")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("两真一假。我住在北京。我有一只猫。我会说日语。")),
    _k("用户有一只猫", "我有一只猫", None, "user", _zh("两真一假。我住在北京。我有一只猫。我会说日语。")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("我帮我妈翻译一下。我住在北京，有两个儿子。")),
    _k("用户是医生", "我是医生", None, "user", _zh("我在剧里的台词。我是医生，我来帮你。")),
    _k("用户在酒吧上班", "我在酒吧上班", None, "user", _zh("只有周末。我在酒吧上班。")),
    _k("User is vegan", "I'm vegan", None, "user", _en("I'm vegan. Only on weekdays.")),
    _k("User will move to Leeds", "I'll move to Leeds", None, "user", _en("I'll move to Leeds. If I get the job.")),
    _k(
        "User is moving to Leeds",
        "I'm moving to Leeds",
        None,
        "user",
        _en("I'm moving to Leeds. Unless the visa falls through."),
    ),
    _k("Usuario es vegana", "Soy vegana", None, "user", _es("Soy vegana. Solo entre semana.")),
    _k(
        "Usuario se mudará a Bilbao",
        "Me mudaré a Bilbao",
        None,
        "user",
        _es("Me mudaré a Bilbao. Si me dan el trabajo."),
    ),
    # (reading 1, a list another sentence restricts)
    _k(
        "User has a parrot",
        "I have a cat, a dog and a parrot",
        None,
        "user",
        _en("I have a cat, a dog and a parrot. The parrot died last week."),
    ),
    _k(
        "User is allergic to milk",
        "I'm allergic to nuts, eggs and milk",
        None,
        "user",
        _en("I'm allergic to nuts, eggs and milk. I outgrew the milk one."),
    ),
    _k("User owns a van", "I own a car and a van", None, "user", _en("I own a car and a van. Both sold now.")),
    _k(
        "User plays tennis",
        "I play tennis, golf and squash",
        None,
        "user",
        _en("I play tennis, golf and squash. Or did, before the knee."),
    ),
    _k(
        "User plays tennis",
        "I play tennis",
        None,
        "user",
        _en("I play tennis, golf and squash. Or did, before the knee."),
    ),
    _k(
        "User speaks Welsh",
        "I speak Welsh",
        None,
        "user",
        _en("I speak French. I speak Welsh. Only the French is true."),
    ),
    _k(
        "Usuario tiene un loro",
        "Tengo un gato, un perro y un loro",
        None,
        "user",
        _es("Tengo un gato, un perro y un loro. El loro se murió."),
    ),
    _k("用户会说日语", "我会说法语、德语和日语", None, "user", _zh("我会说法语、德语和日语。日语早忘了。")),
    _k(
        "用户有一只鹦鹉",
        "我有一只猫、一条狗和一只鹦鹉",
        None,
        "user",
        _zh("我有一只猫、一条狗和一只鹦鹉。鹦鹉上周死了。"),
    ),
    # (reading 1, another person's voice inside the utterance)
    _k(
        "Hanna lives in Leeds",
        "I live in Leeds",
        None,
        "Hanna",
        _en("It's Leo here, on Hanna's phone. I live in Leeds.", "Hanna"),
    ),
    _k(
        "Hanna works at Acme", "I work at Acme", None, "Hanna", _en("This is Hanna's husband. I work at Acme.", "Hanna")
    ),
    _k(
        "Hanna is a nurse",
        "I'm a nurse",
        None,
        "Hanna",
        _en("Leo speaking, Hanna passed me the phone. I'm a nurse.", "Hanna"),
    ),
    _k(
        "Hanna is a nurse",
        "I'm a nurse",
        None,
        "Hanna",
        _en("Hanna's mum here. I'm a nurse, she's a teacher.", "Hanna"),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _en("Hi, it's the user's daughter typing. I live in Leeds."),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _en("Not the account owner, I'm her carer. I live in Leeds."),
    ),
    _k("User is a nurse", "I'm a nurse", None, "user", _en("Speaking as Leo now. I'm a nurse.")),
    _k("User is a nurse", "I'm a nurse", None, "user", _en("Leo's turn. I'm a nurse.")),
    _k(
        "Ana vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "Ana",
        _es("Soy Pablo, desde el móvil de Ana. Vivo en Bilbao.", "Ana"),
    ),
    _k("Ana es enfermera", "Soy enfermera", None, "Ana", _en("Habla la madre de Ana. Soy enfermera.", "Ana")),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao", None, "user", _es("Hola, soy la hija del usuario. Vivo en Bilbao.")),
    _k("王芳住在北京", "我住在北京", None, "王芳", _zh("我是她老公，用她的手机。我住在北京。", "王芳")),
    _k("王芳是护士", "我是护士", None, "王芳", _zh("我是王芳的妈妈。我是护士。", "王芳")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("我是用户的女儿，帮他打字。我住在北京。")),
    # (reading 1, the JSON around the utterance: the turn before, nesting, other fields)
    _k(
        "User runs the chess club",
        "I run the chess club",
        None,
        "user",
        _t(("Leo", "Repeat after me."), ("user", "Okay. I run the chess club.")),
    ),
    _k(
        "User is a pilot",
        "I'm a pilot",
        None,
        "user",
        _t(("Leo", "Tell me a lie about yourself."), ("user", "Easy. I'm a pilot.")),
    ),
    _k(
        "User is a pilot",
        "I'm a pilot",
        None,
        "user",
        _t(("Leo", "Read me your character's first line."), ("user", "Sure. I'm a pilot and I fly tonight.")),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _t(("Leo", "What does your sister say in her letter?"), ("user", "Okay. I live in Leeds and I'm happy.")),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _t(("Agent", "Could you translate what your father just said?"), ("user", "Sure. I live in Leeds and I'm 80.")),
    ),
    _k(
        "Usuario es piloto",
        "Soy piloto",
        None,
        "user",
        _t(("Leo", "Dime una mentira sobre ti."), ("usuario", "Fácil. Soy piloto.")),
    ),
    _k(
        "用户住在北京",
        "我住在北京",
        None,
        "user",
        _t(("客服", "请帮您父亲翻译一下他刚才说的。"), ("用户", "好的。我住在北京，今年八十了。")),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json(
            {
                "speaker": "Leo",
                "text": "look what my brother sent",
                "attachment": {"speaker": "user", "text": "Hi. I live in Leeds now."},
            }
        ),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json(
            {
                "title": "Chat log of my brother Leo with the bot",
                "utterances": [
                    {"speaker": "user", "text": "Hi. I live in Leeds now."},
                    {"speaker": "bot", "text": "Noted."},
                ],
            }
        ),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json(
            {
                "type": "sample dialogue for testing, not real",
                "turns": [{"speaker": "user", "text": "Hi. I live in Leeds now."}],
            }
        ),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json(
            {
                "source": "my sister's voice memo, transcribed",
                "segments": [{"speaker": "user", "text": "Hi. I live in Leeds now."}],
            }
        ),
    ),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "user",
        _json(
            {
                "titulo": "Chat de mi hermano con el bot",
                "mensajes": [{"hablante": "usuario", "texto": "Hola. Vivo en Bilbao."}],
            }
        ),
    ),
    _k(
        "用户住在北京",
        "我住在北京",
        None,
        "user",
        _json({"标题": "我弟弟和机器人的聊天记录", "记录": [{"发言人": "用户", "内容": "你好。我住在北京。"}]}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json({"speaker": "user", "text": "Okay. I live in Leeds.", "speaking_for_friend": "Leo"}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json({"speaker": "user", "text": "Okay. I live in Leeds.", "pretend": True}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json({"speaker": "user", "text": "Okay. I live in Leeds.", "segment_type": "reading aloud"}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json({"speaker": "user", "text": "Okay. I live in Leeds.", "turn_kind": "quotation"}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json({"speaker": "user", "text": "Okay. I live in Leeds.", "reply_quote_of": "Leo"}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json({"speaker": "user", "text": "Okay. I live in Leeds.", "sentiment": "sarcastic"}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json({"speaker": "user", "text": "Okay. I live in Leeds.", "retracted_at_time": "00:41"}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json({"speaker": "user", "text": "Okay. I live in Leeds.", "channel": "dictating Leo's letter"}),
    ),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "user",
        _json({"hablante": "usuario", "texto": "Vale. Vivo en Bilbao.", "segmento": "leyendo la carta de Pablo"}),
    ),
    _k(
        "用户住在北京",
        "我住在北京",
        None,
        "user",
        _json({"发言人": "用户", "内容": "好的。我住在北京。", "开始": "替弟弟念的"}),
    ),
    # (reading 1, the value outside its evidence)
    _k("User teaches maths", "I live in Leeds", None, "user", _en("I live in Leeds and I teach maths.")),
    _k("User lives in Leeds", "Okay", None, "user", _en("Okay. I live in Leeds.")),
    _k("User lives in Leeds", "Leeds", None, "user", _en("Okay. I live in Leeds.")),
    _k("User lives in Leeds", "live in Leeds", None, "user", _en("Okay. I live in Leeds.")),
    _k("User works at Acme", "I live in Leeds", None, "user", _en("I live in Leeds. I work at Acme.")),
    _k("User has two cats", "by the way", None, "user", _en("I have two cats, by the way.")),
    _k(
        "nadia.osei@fastmail.com",
        "My email is",
        "user/email",
        "user",
        _en("Great. My email is nadia.osei@fastmail.com, by the way."),
    ),
    _k("07700 900123", "My number is", "user/phone", "user", _en("Sure. My number is 07700 900123.")),
    _k("User is allergic to penicillin", "Also", None, "user", _en("Also, I'm allergic to penicillin.")),
    _k(
        "Usuario es cinturón marrón",
        "Vale",
        None,
        "user",
        _es("Vale. Soy cinturón marrón y entreno tres veces por semana."),
    ),
    _k(
        "Usuario entrena tres veces por semana",
        "Soy cinturón marrón",
        None,
        "user",
        _es("Vale. Soy cinturón marrón y entreno tres veces por semana."),
    ),
    _k("ana@correo.es", "Mi correo es", "user/email", "user", _en("Claro. Mi correo es ana@correo.es.")),
    _k("用户住在北京", "好的", None, "user", _zh("好的。我住在北京。")),
    _k("用户在腾讯工作", "我住在北京", None, "user", _zh("我住在北京，在腾讯工作。")),
    _k("13812345678", "我的手机号是", "user/phone", "user", _zh("好的。我的手机号是13812345678。")),
    _k("用户想在左小臂纹一个蕨类植物的图案", "好的", None, "user", _zh("好的。我想在左小臂纹一个蕨类植物的图案。")),
    _k("Hanna runs the chess club", "Yes", None, "Hanna", _en("Yes. I run the chess club.", "Hanna")),
    # (reading 1, a label, sender or quotation mark the lead check does not list)
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("From Leo. I live in Leeds and miss you.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Message from Leo. I live in Leeds now.")),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _en("Reading Leo's letter. I live in Leeds now and I'm happy."),
    ),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Leo's status update. I live in Leeds now.")),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "user",
        _es("Mensaje de Pablo. Vivo en Bilbao y te echo de menos."),
    ),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "user",
        _es("Leo la carta de Pablo. Vivo en Bilbao y estoy bien."),
    ),
    _k("用户住在北京", "我住在北京", None, "user", _zh("小王的消息。我住在北京。")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("小王发来的。我住在北京。")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Leo﹕I live in Leeds.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Leo texted ＂I live in Leeds＂ this morning.")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("小王发来﹕我住在北京。")),
    # (reading 1, a keyed value, the rest of the utterance after it)
    _k(
        "nadia@x.com",
        "My email is nadia@x.com",
        "user/email",
        "user",
        _en("My email is nadia@x.com. Well, was, I closed that account."),
    ),
    _k(
        "nadia@x.com",
        "My email is nadia@x.com",
        "user/email",
        "user",
        _en("My email is nadia@x.com. Or it will be once IT sets it up."),
    ),
    _k(
        "nadia@x.com",
        "My email is nadia@x.com",
        "user/email",
        "user",
        _en("My email is nadia@x.com. Don't use it though, I never check it."),
    ),
    _k(
        "nadia@x.com",
        "My email is nadia@x.com",
        "user/email",
        "user",
        _en("My email is nadia@x.com. Sorry, that's the old one."),
    ),
    _k(
        "07700 900123", "My number is 07700 900123", "user/phone", "user", _en("My number is 07700 900123. Work phone.")
    ),
    _k(
        "ana@correo.es",
        "Mi correo es ana@correo.es",
        "user/email",
        "user",
        _en("Mi correo es ana@correo.es. Bueno, era."),
    ),
    _k("Lives in Leeds", "I live in Leeds", "user/city", "user", _en("Okay. I live in Leeds. Well, lived.")),
    _k("Vive en Bilbao", "Vivo en Bilbao", "user/ciudad", "user", _es("Vivo en Bilbao. Bueno, vivía.")),
    # (reading 1, an attribution or quotation mark after the part)
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("I live in Leeds — Leo, 2019.")),
    _k(
        "User runs the chess club",
        "I run the chess club",
        None,
        "user",
        _en("I run the chess club. That's Leo's bio, not mine."),
    ),
    _k(
        "User runs the chess club",
        "I run the chess club",
        None,
        "user",
        _en("I run the chess club. Quote from Leo's profile."),
    ),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao", None, "user", _es("Vivo en Bilbao. Palabras de Pablo, no mías.")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("我住在北京。这是小王朋友圈写的，不是我。")),
    # (reading 2, mem0's user by a speaker field)
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _json(
            {
                "title": "Chat log of my brother Leo with the bot",
                "utterances": [{"speaker": "user", "text": "I live in Leeds."}, {"speaker": "bot", "text": "Noted."}],
            }
        ),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _json(
            {
                "description": "made-up sample conversation for the tutorial",
                "turns": [{"speaker": "user", "text": "I live in Leeds."}],
            }
        ),
    ),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao.",
        None,
        "user",
        _json(
            {
                "titulo": "Chat de mi hermano con el bot",
                "mensajes": [{"hablante": "usuario", "texto": "Vivo en Bilbao."}],
            }
        ),
    ),
    _k(
        "用户住在北京",
        "我住在北京。",
        None,
        "user",
        _json({"标题": "我弟弟和机器人的聊天记录", "记录": [{"发言人": "用户", "内容": "我住在北京。"}]}),
    ),
    _k(
        "User runs the chess club",
        "I run the chess club.",
        None,
        "user",
        _t(("Leo", "Repeat after me."), ("user", "I run the chess club.")),
    ),
    _k(
        "User is a pilot",
        "I'm a pilot.",
        None,
        "user",
        _t(("Leo", "Tell me a lie about yourself."), ("user", "I'm a pilot.")),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _t(("Agent", "Could you translate what your father just said?"), ("user", "I live in Leeds.")),
    ),
    _k(
        "Usuario es piloto",
        "Soy piloto.",
        None,
        "user",
        _t(("Leo", "Dime una mentira sobre ti."), ("usuario", "Soy piloto.")),
    ),
    _k("用户是飞行员", "我是飞行员。", None, "user", _t(("小李", "跟我念：我是飞行员。"), ("用户", "我是飞行员。"))),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _json({"speaker": "user", "text": "I live in Leeds.", "speaking_for_friend": "Leo"}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _json({"speaker": "user", "text": "I live in Leeds.", "pretend": True}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _json({"speaker": "user", "text": "I live in Leeds.", "segment_type": "reading Leo's letter aloud"}),
    ),
    _k(
        "用户住在北京",
        "我住在北京。",
        None,
        "user",
        _json({"发言人": "用户", "内容": "我住在北京。", "开始": "替弟弟念的"}),
    ),
]


OLDER: list[Case] = [
    # (reading 1, a label, sender or quotation mark the lead check does not list)
    _k("User lives in Leeds", "I live in Leeds", None, "user", "[Leo] I live in Leeds. [Ana] I live in York."),
    _k("Usuario vive en Bilbao", "vivo en Bilbao", None, "user", "[Pablo] vivo en Bilbao. [Ana] vivo en Vitoria."),
    # (reading 1, an evidence whose case or spacing differs from the JSON's text)
    _k(
        "Hanna runs the chess club",
        "i run the chess club",
        None,
        "Hanna",
        _t(("Leo", "I run the chess club."), ("Hanna", "Nice.")),
    ),
    _k("User lives in Leeds", "i live in leeds", None, "user", _t(("Leo", "I live in Leeds."), ("user", "Cool."))),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _t(("Leo", "hi"), ("user", "Honestly, i live in leeds? no way.")),
    ),
    _k("用户住在北京", "我住在 北京", None, "user", _t(("小李", "我住在北京。"), ("用户", "好的。"))),
    _k(
        "Usuario vive en Bilbao", "vivo en bilbao", None, "user", _t(("Pablo", "Vivo en Bilbao."), ("usuario", "Vale."))
    ),
    # (reading 3, retweet, handle and 转发 frames)
    _k("Hanna runs the chess club", "RT @leo - I run the chess club", None, "Hanna"),
    _k("Hanna runs the chess club", "Retweeted @leo: I run the chess club", None, "Hanna"),
    _k("Hanna runs the chess club", "MT @leo: I run the chess club", None, "Hanna"),
    _k("Hanna runs the chess club", "QT @leo: I run the chess club", None, "Hanna"),
    _k("Hanna runs the chess club", "via @leo: I run the chess club", None, "Hanna"),
    _k("Hanna runs the chess club", "Repost from @leo: I run the chess club", None, "Hanna"),
    _k("Hanna runs the chess club", "Reposting @leo: I run the chess club", None, "Hanna"),
    _k("Hanna runs the chess club", "Tweet by @leo: I run the chess club", None, "Hanna"),
    _k("Hanna runs the chess club", "Leo (@leo): I run the chess club", None, "Hanna"),
    _k("Hanna runs the chess club", "lol RT @leo: I run the chess club", None, "Hanna"),
    _k("王芳辞职了", "//@段杰：我辞职了", None, "王芳"),
    _k("王芳辞职了", "转发我哥的微博：我辞职了", None, "王芳"),
    _k("王芳辞职了", "转发我朋友：我辞职了", None, "王芳"),
    _k("王芳辞职了", "转自我同事：我辞职了", None, "王芳"),
    _k("王芳辞职了", "引用我妈：我辞职了", None, "王芳"),
]


REGRESSIONS: list[Case] = [
    # (reading 3, retweet, handle and 转发 frames)
    _k("Hanna is moving to Leeds next month", "@everyone: I'm moving to Leeds next month", None, "Hanna"),
    _k("Hanna is working from home today", "@here: I'm working from home today", None, "Hanna"),
    _k("hanna@x.io", "@channel: my new email is hanna@x.io", "hanna/email", "Hanna"),
    _k("Hanna will be late tomorrow", "@all: I'll be late tomorrow", None, "Hanna"),
    _k("Hanna tested negative", "RT-PCR result: I tested negative", None, "Hanna"),
    _k("Hanna finishes radiotherapy on Friday", "RT update: I finish radiotherapy on Friday", None, "Hanna"),
    _k("Hanna runs the chess club", "@hanna: I run the chess club", None, "Hanna"),
    _k("王芳住在北京", "转发一下我的旧帖：我住在北京", None, "王芳"),
    _k("王芳下个月搬到上海", "@所有人：我下个月搬到上海", None, "王芳"),
    _k("Hanna is voting yes", "RT if you agree: I'm voting yes", None, "Hanna"),
    _k("Hanna is looking for a flatmate in Leeds", "RT and share: I'm looking for a flatmate in Leeds", None, "Hanna"),
    _k(
        "Hanna is running the half marathon for charity",
        "RT please: I'm running the half marathon for charity",
        None,
        "Hanna",
    ),
    _k("Hanna is off sick today", "@home: I'm off sick today", None, "Hanna"),
    _k("王芳辞职了", "转发自我的微博：我辞职了", None, "王芳"),
    _k("王芳辞职了", "引用自我的日记：我辞职了", None, "王芳"),
    _k("王芳辞职了", "转自微博，我本人写的：我辞职了", None, "王芳"),
    _k("Hanna runs the chess club", "@Hanna: I run the chess club", None, "Hanna"),
    _k("Hanna busca piso en Bilbao", "RT y difunde: busco piso en Bilbao", None, "Hanna"),
    _k("Hanna busca piso en Bilbao", "@todos: busco piso en Bilbao", None, "Hanna"),
]


TWINS: list[Case] = [
    # (reading 1, a correction or retraction after the part)
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Okay. I live in Leeds, by the way.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Yes! I live in Leeds and I love it.")),
    _k("User works at Acme", "I work at Acme", None, "user", _en("Hi. I work at Acme. It's fine.")),
    _k("User is vegan", "I'm vegan", None, "user", _en("I'm vegan. Have been for ten years.")),
    _k(
        "User is allergic to penicillin",
        "I'm allergic to penicillin",
        None,
        "user",
        _en("So I'm allergic to penicillin. Just so you know."),
    ),
    _k("User has two cats", "I have two cats", None, "user", _en("Right. I have two cats. They're both tabbies.")),
    _k("User is a nurse", "I'm a nurse", None, "user", _en("Hmm. I'm a nurse. Night shifts mostly.")),
    _k("User plays the cello", "I play the cello", None, "user", _en("Sure. I play the cello in a small orchestra.")),
    _k("User is married", "I'm married", None, "user", _en("Thanks. I'm married, two kids.")),
    _k("User owns a boat", "I own a boat", None, "user", _en("Fun fact. I own a boat.")),
    _k("User teaches piano", "I teach piano", None, "user", _en("Well, I teach piano. Mostly kids.")),
    _k("User drives a Tesla", "I drive a Tesla", None, "user", _en("Good question. I drive a Tesla.")),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao", None, "user", _es("Vale. Vivo en Bilbao, por cierto.")),
    _k(
        "Usuario trabaja en Iberdrola",
        "Trabajo en Iberdrola",
        None,
        "user",
        _es("Hola. Trabajo en Iberdrola desde hace años."),
    ),
    _k("Usuario es vegana", "soy vegana", None, "user", _es("Pues soy vegana. Desde hace diez años.")),
    _k("Usuario tiene dos gatos", "Tengo dos gatos", None, "user", _es("Sí. Tengo dos gatos, los dos atigrados.")),
    _k("Usuario es enfermera", "soy enfermera", None, "user", _es("Bueno, soy enfermera. De noche casi siempre.")),
    _k(
        "Usuario toca el violonchelo",
        "Toco el violonchelo",
        None,
        "user",
        _es("Claro. Toco el violonchelo en una orquesta."),
    ),
    _k("Usuario está casado", "Estoy casado", None, "user", _es("Gracias. Estoy casado, dos hijos.")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("好的。我住在北京，顺便说一下。")),
    _k("用户在腾讯工作", "我在腾讯工作", None, "user", _zh("嗯。我在腾讯工作，挺忙的。")),
    _k("用户是素食者", "我是素食者", None, "user", _zh("对，我是素食者。已经十年了。")),
    _k("用户有两只猫", "我有两只猫", None, "user", _zh("是的。我有两只猫，都是狸花猫。")),
    _k("用户是护士", "我是护士", None, "user", _zh("谢谢。我是护士，经常上夜班。")),
    _k("用户对青霉素过敏", "我对青霉素过敏", None, "user", _zh("另外，我对青霉素过敏。")),
    # (reading 1, a hedge beside the part)
    _k("User is pregnant", "I'm pregnant", None, "user", _en("Big news. I'm pregnant! Twelve weeks.")),
    _k("User is diabetic", "I'm diabetic", None, "user", _en("Also, I'm diabetic. Type 1.")),
    _k("Usuario está embarazada", "Estoy embarazada", None, "user", _es("Noticia. Estoy embarazada, de doce semanas.")),
    _k("用户怀孕了", "我怀孕了", None, "user", _zh("告诉你个好消息。我怀孕了！")),
    # (reading 1, the part denied in another sentence)
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Don't tell anyone, but I live in Leeds.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("I'm not from here. I live in Leeds.")),
    _k("User is vegan", "I'm vegan", None, "user", _en("I don't eat meat. I'm vegan.")),
    _k("User works at Acme", "I work at Acme", None, "user", _en("Not much to say. I work at Acme.")),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao", None, "user", _es("No soy de aquí. Vivo en Bilbao.")),
    _k("Usuario es vegana", "Soy vegana", None, "user", _es("No como carne. Soy vegana.")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("我不是本地人。我住在北京。")),
    _k("用户是素食者", "我是素食者", None, "user", _zh("我不吃肉。我是素食者。")),
    # (reading 1, a report frame without a colon)
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Leo lives in York and I live in Leeds.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Leo asked where I'm based. I live in Leeds.")),
    _k(
        "Hanna runs the chess club",
        "I run the chess club",
        None,
        "Hanna",
        _en("Thanks, Leo. I run the chess club.", "Hanna"),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club",
        None,
        "Hanna",
        _en("Leo asked. I run the chess club.", "Hanna"),
    ),
    _k("Usuario vive en Bilbao", "vivo en Bilbao", None, "user", _es("Pablo vive en Getxo y yo vivo en Bilbao.")),
    _k("Ana vive en Bilbao", "Vivo en Bilbao", None, "Ana", _en("Gracias, Pablo. Vivo en Bilbao.", "Ana")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("小王住在上海，我住在北京。")),
    _k("王芳开车去接段杰", "我开车去接段杰", None, "王芳", _zh("好的，段杰。我开车去接段杰。", "王芳")),
    # (reading 1, a condition, scope, time, game or pretence in another sentence)
    _k("User moves to Leeds", "I move to Leeds", None, "user", _en("Big news. I move to Leeds in May.")),
    _k("User is a doctor", "I'm a doctor", None, "user", _en("Yes, I'm a doctor.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Anyway. I live in Leeds.")),
    _k("User works at the pub", "I work at the pub", None, "user", _en("Long story. I work at the pub.")),
    _k("User speaks Welsh", "I speak Welsh", None, "user", _en("Fun fact. I speak Welsh.")),
    _k("User has two sons", "I have two sons", None, "user", _en("I'm Ana's mum. I have two sons too.")),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao", None, "user", _es("En fin. Vivo en Bilbao.")),
    _k("Usuario habla euskera", "Hablo euskera", None, "user", _es("Dato curioso. Hablo euskera.")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("对了。我住在北京。")),
    _k("用户会说日语", "我会说日语", None, "user", _zh("告诉你吧。我会说日语。")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("I live in Leeds. Since last year.")),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao", None, "user", _es("Vivo en Bilbao. Desde el año pasado.")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("我住在北京。去年搬来的。")),
    # (reading 1, a list another sentence restricts)
    _k(
        "User speaks French",
        "I speak French, German and Welsh",
        None,
        "user",
        _en("I speak French, German and Welsh. Well, not the Welsh any more."),
    ),
    _k(
        "User has a dog",
        "I have a cat, a dog and a parrot",
        None,
        "user",
        _en("I have a cat, a dog and a parrot. The parrot died last week."),
    ),
    _k(
        "Usuario habla francés",
        "Hablo francés, alemán y euskera",
        None,
        "user",
        _es("Hablo francés, alemán y euskera. Bueno, el euskera ya no."),
    ),
    _k("用户会说法语", "我会说法语、德语和日语", None, "user", _zh("我会说法语、德语和日语。日语早忘了。")),
    # (reading 1, another person's voice inside the utterance)
    _k(
        "Hanna lives in Leeds",
        "I live in Leeds",
        None,
        "Hanna",
        _en("Leo and I moved here. I live in Leeds now.", "Hanna"),
    ),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Hi Leo! I live in Leeds.")),
    _k("User works at Acme", "I work at Acme", None, "user", _en("Thanks, Rosa. I work at Acme.")),
    _k("Ana vive en Bilbao", "Vivo en Bilbao", None, "Ana", _en("Hola, Pablo. Vivo en Bilbao.", "Ana")),
    _k("王芳住在北京", "我住在北京", None, "王芳", _zh("小王你好。我住在北京。", "王芳")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("谢谢阿May。我住在北京。")),
    # (reading 1, a speaker field that is not plainly the person)
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Okay. I live in Leeds.", "User")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Okay. I live in Leeds.", "USER")),
    _k("User lives in Leeds", "I live in Leeds", None, "User", _en("Okay. I live in Leeds.")),
    _k("Hanna lives in Leeds", "I live in Leeds", None, "Hanna", _en("Okay. I live in Leeds.", "Hanna Kowalski")),
    _k(
        "Hanna Kowalski lives in Leeds",
        "I live in Leeds",
        None,
        "Hanna Kowalski",
        _en("Okay. I live in Leeds.", "Hanna"),
    ),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao", None, "user", _es("Vale. Vivo en Bilbao.", "usuaria")),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao", None, "user", _es("Vale. Vivo en Bilbao.", "Usuario")),
    # (reading 1, the JSON around the utterance: the turn before, nesting, other fields)
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _t(("Leo", "I live in York."), ("user", "Okay. I live in Leeds.")),
    ),
    _k("User is a pilot", "I'm a pilot", None, "user", _t(("Leo", "What do you do?"), ("user", "Easy. I'm a pilot."))),
    _k(
        "Usuario es piloto",
        "Soy piloto",
        None,
        "user",
        _t(("Leo", "¿A qué te dedicas?"), ("usuario", "Fácil. Soy piloto.")),
    ),
    _k("用户是飞行员", "我是飞行员", None, "user", _t(("小李", "你做什么工作？"), ("用户", "好。我是飞行员。"))),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json({"session": 4, "utterances": [{"speaker": "user", "text": "Hi. I live in Leeds now."}]}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json([{"speaker": "bot", "text": "Hello."}, {"speaker": "user", "text": "Hi. I live in Leeds now."}]),
    ),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _t(("Rosa", "hi"), ("user", "Okay.\nI live in Leeds."))),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        json.dumps({"utterances": [{"speaker": "user", "text": "Okay. I live in Leeds. Café's nice."}]}),
    ),
    _k(
        "用户住在北京",
        "我住在北京",
        None,
        "user",
        json.dumps({"utterances": [{"speaker": "用户", "text": "好的。我住在北京。"}]}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json(
            {
                "speaker": "user",
                "text": "Okay. I live in Leeds.",
                "start_time": 12.5,
                "end_time": 14.0,
                "confidence": 0.93,
            }
        ),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json({"speaker": "user", "text": "Okay. I live in Leeds.", "lang": "en", "turn": 4, "id": "u4"}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json(
            {
                "speaker": "Leo",
                "text": "look at this",
                "reply_to": {"speaker": "user", "text": "Okay. I live in Leeds."},
            }
        ),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json(
            [
                {"speaker": "user", "text": "Okay. I live in Leeds."},
                {"speaker": "user", "text": "Okay. I live in Leeds."},
            ]
        ),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _t(("Rosa", "hi"), ("user", "Where do I start? I live in Leeds.")),
    ),
    _k("用户住在北京", "我住在北京", None, "user", _t(("阿May", "你好"), ("用户", "从哪说起呢？我住在北京。"))),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "user",
        _t(("Rosa", "hola"), ("usuario", "¿Por dónde empiezo? Vivo en Bilbao.")),
    ),
    # (reading 1, the value outside its evidence)
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("I live in Leeds and I teach maths.")),
    _k("User teaches maths", "I teach maths", None, "user", _en("I live in Leeds and I teach maths.")),
    _k(
        "nadia.osei@fastmail.com",
        "My email is nadia.osei@fastmail.com",
        "user/email",
        "user",
        _en("Great. My email is nadia.osei@fastmail.com, by the way."),
    ),
    _k(
        "Usuario entrena tres veces por semana",
        "entreno tres veces por semana",
        None,
        "user",
        _es("Vale. Soy cinturón marrón y entreno tres veces por semana."),
    ),
    _k("13812345678", "我的手机号是13812345678", "user/phone", "user", _zh("好的。我的手机号是13812345678。")),
    # (reading 1, a label, sender or quotation mark the lead check does not list)
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Leo, I live in Leeds now.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Message for Leo. I live in Leeds now.")),
    _k("Usuario vive en Bilbao", "vivo en Bilbao", None, "user", _es("Pablo, vivo en Bilbao ahora.")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("小王，我住在北京了。")),
    # (reading 1, an unpunctuated transcript)
    _k("User lives in Leeds", "i live in leeds", None, "user", _en("so um i live in leeds")),
    _k("User lives in Leeds", "i live in leeds", None, "user", _en("yeah i live in leeds and i work at acme")),
    _k("Usuario vive en Bilbao", "vivo en bilbao", None, "user", _es("pues vivo en bilbao desde hace años")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("嗯 我住在北京")),
    # (reading 1, a keyed value, the rest of the utterance after it)
    _k(
        "nadia@x.com",
        "My email is nadia@x.com",
        "user/email",
        "user",
        _en("Sure. My email is nadia@x.com. Write any time."),
    ),
    _k("07700 900123", "My number is 07700 900123", "user/phone", "user", _en("Thanks. My number is 07700 900123.")),
    _k("ana@correo.es", "Mi correo es ana@correo.es", "user/email", "user", _en("Claro. Mi correo es ana@correo.es.")),
    _k("wf@x.cn", "我的邮箱是wf@x.cn", "user/email", "user", _zh("好的。我的邮箱是wf@x.cn。")),
    _k("Lives in Leeds", "I live in Leeds", "user/city", "user", _en("Okay. I live in Leeds.")),
    # (reading 1, an attribution or quotation mark after the part)
    _k(
        "User runs the chess club",
        "I run the chess club",
        None,
        "user",
        _en("I run the chess club. Leo runs the book club."),
    ),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao", None, "user", _es("Vivo en Bilbao. Pablo vive en Getxo.")),
    _k("用户住在北京", "我住在北京", None, "user", _zh("我住在北京。小王住在上海。")),
    # (reading 2, mem0's user by a speaker field)
    _k("User lives in Leeds", "I live in Leeds.", None, "user", _t(("Rosa", "hi"), ("user", "I live in Leeds."))),
    _k("User lives in Leeds", "I live in Leeds.", None, "user", _t(("Rosa", "hi"), ("User", "I live in Leeds."))),
    _k(
        "User works at Acme as a nurse",
        "I work at Acme as a nurse.",
        None,
        "user",
        _t(("Agent", "How can I help?"), ("user", "I work at Acme as a nurse.")),
    ),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao.", None, "user", _t(("Rosa", "hola"), ("usuario", "Vivo en Bilbao."))),
    _k("Usuario es vegana", "Soy vegana.", None, "user", _t(("Rosa", "hola"), ("usuaria", "Soy vegana."))),
    _k("用户住在北京", "我住在北京。", None, "user", _t(("阿May", "你好"), ("用户", "我住在北京。"))),
    _k("用户对青霉素过敏", "我对青霉素过敏", None, "user", _t(("医生", "你好"), ("用户", "我对青霉素过敏"))),
    _k(
        "nadia@x.com",
        "My email is nadia@x.com",
        "user/email",
        "user",
        _t(("Rosa", "hi"), ("user", "My email is nadia@x.com")),
    ),
    _k(
        "655 321 987",
        "Mi móvil es el 655 321 987",
        "user/phone",
        "user",
        _t(("Rosa", "hola"), ("usuario", "Mi móvil es el 655 321 987")),
    ),
    _k(
        "13812345678",
        "我的手机号是13812345678",
        "user/phone",
        "user",
        _t(("阿May", "你好"), ("用户", "我的手机号是13812345678")),
    ),
    _k("Lives in Leeds", "I live in Leeds.", "user/city", "user", _t(("Rosa", "hi"), ("user", "I live in Leeds."))),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _json([{"speaker": "user", "text": "I live in Leeds."}, {"speaker": "assistant", "text": "Noted."}]),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _json({"messages": [{"sender": "user", "body": "I live in Leeds."}]}),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _json([{"role": "user", "content": "I live in Leeds."}, {"role": "assistant", "content": "Noted."}]),
    ),
    _k("用户住在北京", "我住在北京。", None, "user", _json([{"role": "user", "content": "我住在北京。"}])),
    # (reading 3, retweet, handle and 转发 frames)
    _k("Hanna runs the chess club", "Me: I run the chess club", None, "Hanna"),
    _k("王芳辞职了", "转发自己的微博：我辞职了", None, "王芳"),
    _k("王芳辞职了", "转自本人博客：我辞职了", None, "王芳"),
    _k("王芳不吃香菜", "引用一下自己的话：我不吃香菜", None, "王芳"),
    _k("王芳辞职了", "转发我的朋友圈：我辞职了", None, "王芳"),
    _k("王芳不吃香菜", "引用我自己的话：我不吃香菜", None, "王芳"),
]


# (every caused, older and regression case, and the twins both trees refuse, were open on round 44 when the round was
# handed over. The lead's answer: reading 1, the part of a JSON utterance read as the whole utterance, and reading 2,
# the `user` field, **withdrawn** — so every caused case is refused again, and the twins they gained are refused as on
# 6c9f911 (pinned open); reading 3 narrowed to `RT @handle` and to a Chinese frame forwarding or quoting another's
# message by `的`, so every regression is accepted again; 1 older case closed.)
_OPEN_CAUSED: tuple[int, ...] = ()
# (seventeenth session, after round 44's withdrawal: 13 more older cases closed — `MT`, `QT`, `via`, repost and
# handle frames, Weibo's `//@`, a relative's forwarded message)
_OPEN_OLDER = (*(0, 1, 2, 3, 4, 5, 6, 7),)
_OPEN_REGRESSIONS: tuple[int, ...] = ()
_OPEN_TWINS = (
    *(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
    *(16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31),
    *(32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47),
    *(48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63),
    *(64, 65, 66, 67, 68, 69, 70, 73, 74, 75, 76, 77, 78, 79, 80, 81),
    *(82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97),
    *(98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113),
    *(114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 128, 129, 130),
)

_REASONS = {
    "CAUSED": "accepted by cf360e7, refused by 6c9f911, open",
    "OLDER": "accepted on 6c9f911 too, open",
    "REGRESSIONS": "accepted by 6c9f911, refused by cf360e7, open",
    "TWINS": "a faithful case refused, open",
}
_OPEN = {"CAUSED": _OPEN_CAUSED, "OLDER": _OPEN_OLDER, "REGRESSIONS": _OPEN_REGRESSIONS, "TWINS": _OPEN_TWINS}
_ROUND = "red-team round 31"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
