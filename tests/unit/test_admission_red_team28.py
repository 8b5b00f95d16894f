"""Red-team round 28 of issue 31 (DESIGN §4): hostile cases against admission round 42's second part, in English,
Spanish and Chinese. Helper rt28. No source was changed.

The readings under test (round 42's second part against beb8a66, its first part): (1) a Spanish time phrase (a time
noun after a determiner, `cada` or `todos los`, or alone) may stand between a bound speaker's name and the verb, or
open a value whose subject is left out (`_speaker._es_time_phrase`: `Nerea los martes da la clase` from `Yo los martes
doy la clase`, `Este otoño guardó semillas` from `Este otoño guardé semillas`); (2) a first person in `-é` that is the
infinitive and `é`, the future, is no preterite (`_speaker._es_preterite`); (3) a speech verb's form after a
determiner is a noun that reports no one's words and opens no report frame (`_frames.speech_noun`, in
`_speech.reports_speech` and `_frames._report`: `Llevo la cuenta de Instagram y subo las fotos`); (4) `Caller:`,
`来电人：`, `来电者：` are the customer's side, mem0's `user` (`_turns._CUSTOMER_LABELS`); (5) three hesitations
(`_disfluency.particles`): Spanish `este` alone between pauses, `那个`/`这个` before a pause after a jieba noun, `就是`
opening a clause after clauses of fillers only unless `也` follows; (6) `mira`/`mire`/`oye`/`oiga` and a comma opening
a sentence are dropped with the fillers around them, and `es que` opening a sentence is an opening marker
(`_openers`). Each probe was run as `check_support(value, evidence, source, guard=True, key=key, speaker=speaker)`
(the source the evidence unless a probe needs a call log) on beb8a66 and on the second part, each tree in its own
process, under PYTHONHASHSEED 0 and 3 (no answer changed with the seed). A strict xfail in `CAUSED` is a false accept
the second part accepts and beb8a66 refuses; one in `OLDER` is accepted by both (only near the readings); one in
`REGRESSIONS` is a faithful case beb8a66 accepts and the second part refuses. `TWINS` are faithful hard positives
beside the negatives: plain tests when the second part accepts them, strict xfails for the 33 both trees refuse. All
strict xfails were open when the round was handed over.

Counts: 790 distinct probes, by hand (253 on reading 1, 66 on 2, 125 on 3, 76 on 4, 178 on 5, 92 on 6, by the
reading each probe aims at). 4 were dropped as malformed and 76 left out as unclear (11, 1, 9, 12, 34, 9
by reading), so 710 are labelled. By a careful reading: 30 caused false accepts (`CAUSED`: 17, 0, 1, 1, 11, 0 by
reading), 32 older ones (`OLDER`: 13, 1, 9, 8, 1, 0), 2 regressions (`REGRESSIONS`: both of reading 4), 195 twins
(`TWINS`: 54, 24, 29, 23, 35, 30; 33 refused by both trees: 10, 2, 4, 12, 3, 2). 428 unfaithful probes are refused by
both trees, and 23 false accepts of beb8a66 are refused by the second part (16 of reading 2: `Carmen llegó tarde`,
`empezó`, `buscó`, `estudió`, `se mudó`, `compró`, `cambió`, `jugó`, `averiguó`, `tocó`, `dejó` from their futures;
6 of reading 4: a call log pasted from another or taken by the user, `Here's a call I took at work today:`, `A friend
sent me this call:`, `Transcript of a prank call I made:`, `值班记录，我接的电话：`, as whole evidence; 1 of reading 1,
`Nerea los domingos cocinó` from `Yo los domingos cocino`); neither is pinned.

Caused (30):
- **a noun read as the verb after the time phrase** (8, reading 1): a time phrase then a noun in `-o`/`-a` that is
  also a verb's first person: `Los domingos pasea por el río` from `Los domingos, el paseo por el río` (speaker
  Nerea), `Cada mañana desayuna en el bar` from `Cada mañana, el desayuno en el bar`, `Los martes cambia de turno`
  from `Los martes el cambio de turno` and `Los martes, el cambio de turno`, `Los lunes ensaya con la banda`
  (`el ensayo`), `Este año vuela a México` (`el vuelo`), `Cada semana riega las plantas` (`el riego`), `Nerea los
  martes cambia de turno` from `Yo los martes, el cambio de turno`; the article the value leaves out is not looked
  for in the evidence.
- **a correction after the sentence** (9, reading 1): the time phrase makes a binding that the correction after it
  does not stop, as beb8a66 does not stop it without the phrase (`OLDER`): `Nerea los martes da la clase` from `Yo
  los martes doy la clase. Bueno, daba` (`Bueno, la daba`, `o sea, daba`, `perdón, los jueves`, `digo, los jueves`,
  `Mentira, no la doy`), `Los martes da la clase` from `Los martes doy la clase. Bueno, daba` and `…, digo, los
  jueves`, `Este otoño guardó semillas` from `Este otoño guardé semillas. Bueno, lo intenté`.
- **a speech noun before a colon** (1, reading 3): `Pedro vive en Lima` from `En la cuenta de Ana pone: yo vivo en
  Lima` (speaker Pedro): `la cuenta de` is a noun now, so the evidence reports no one and the quoted `yo` binds.
- **a caller's correction** (1, reading 4): `用户住在上海` from the whole log `来电人：我住在上海。…来电人：哦不，我住在
  北京。`: the caller is mem0's user now, and the correction two turns on is left out.
- **a demonstrative that points** (8, reading 5): `那个`/`这个` after a noun picks one of several things, which a
  contrast after it or a price shows: `手机坏了` from `手机那个，坏了，新的没坏`, `杯子碎了` (`别的没碎`), `钥匙丢了`
  (`备用的还在`), `灯泡坏了` (`另一个好的`), `电脑坏了` (`我的没坏`); `苹果三块钱一斤` from `苹果这个，嗯，三块钱一斤`,
  `苹果五块钱一斤`/`苹果五块钱` from `苹果那个，呃，五块钱…` (the number rule of red-team round 25 looks only right
  after the pause, not after a filler).
- **`就是` as "even if"** (3, reading 5): `还` stands where the rule looks for `也`: `下雨我去跑步` from `嗯，就是下雨，
  我还去跑步` (and after `嗯，那个，`), `天塌下来我去` from `嗯，就是天塌下来，我还去`.

Older (32): the accents the normalization strips (`Trabajó en Madrid` from `Trabajo en Madrid`, `Este año estudió
alemán` from `Este año estudio alemán`, speakers Carmen and Nerea); corrections after a bound sentence (`Nerea da la
clase` from `Yo doy la clase. Bueno, daba`, `…, digo, la daba`, `…, perdón, la daba`, `… Mentira, no la doy`, `Da la
clase`, `Nerea guardó semillas` from `Yo guardé semillas. Bueno, lo intenté`, `Guardó semillas` from `Guardé
semillas, bueno, casi`, `Nerea da la clase los martes` from `…, digo, los jueves`, `Nerea gives the class on Tuesdays`
from `…, I mean, Thursdays`); a noun read as a verb with no time phrase (`Cambia de turno` from `El cambio de turno`,
`Nerea cambia de turno` from `Yo, el cambio de turno`, `Esta noche cena con Ana` from `Esta noche, la cena con Ana`);
another's answer before a colon, which names no speech verb (`Their answer: I live in Leeds`, `Her answer was: …`,
`His reply was clear: …`, `My mum's answer: …`, `Tom's answer: …`, `Their reply: I work at Google`, `Su respuesta: yo
vivo en Lima`, `Su respuesta fue: vivo en Lima`, `tu dices: yo vivo en Lima`); call logs whose caller is not mem0's
user (a `Me:`/`我：` side beside `Caller:`/`来电人：`, `User: here is a call my sister had`, a radio show's `Caller 2`,
`Caller's wife`, the user's own `Here's a call I took at work today:`, `值班记录，我接的电话：`, `Transcript of a prank
call I made:`, each with the caller's line as evidence); `Nerea trabaja en casa` from `Yo este mes, este, trabajo en
casa`.

Regressions (2, reading 4): a whole call log as evidence, whose first line is no turn of the caller's (`Caller ID:
07700 900123`, `Support call`): `User lives in Leeds` and `User works at Acme as a nurse` are refused now that the
`Caller:` turn is the user's and the evidence opens elsewhere (the caller's line alone is accepted on both trees).

Twins both trees refuse (33): `todas las tardes`, `todos los sábados`, `todos los días`, `por las tardes`, `los fines
de semana`, `cada noche`, `cada dos martes` before the verb (the value's article is left out, so `todos` meets the
time noun), `Yo el martes di la clase` (`di`), `…, mi hermana los jueves`; `Carmen pagó la cuenta`, `Toño paga la
cuenta` (`la cuenta` not before `de` is still a speech verb), `Yo averigüé la dirección`, `Llevaba la cuenta de
Instagram y subía las fotos`, `My answer is that I live in Leeds`; whole call logs as evidence (12: the customer's
turn beside the agent's); `车那个，坏了`, `药这个，每天吃两片` (a one-character noun), `我同事那个，呃，住在北京` for
`同事住在北京`; `A Lucía le sangran las encías`, `Trabaja los martes` from `Mira, el lunes no, trabaja los martes`.

Left out as unclear (76): a concessive `aunque`; one item of a list (`Este año estudio alemán y francés`, `al norte,
este, y oeste`); `este` between an item and its correction (`ana@x.es, este, ana@y.es`, `el portal 2, este, en el
3`); `este` after a noun it may point back to (`El coche, este, está roto`, `El vestido azul, este, cuesta 50`);
`就是` as "it is just" (`嗯，就是周末开门`, `嗯，就是三百块`), `嗯，就是下雨我都去` (`都` keeps "even");
`房子这个，卖了`, `水龙头那个，又坏了`, `医生那个，说要手术`; a caller speaking for another (`Caller (Ana's
husband)`), two customer labels in one log; `Mira, la tele a diario`, `Mira, no, trabajo en Madrid`, `Antes no.
Mira, …`, `Ahora mira, …`; `Los martes: cambio de turno` (a schedule's line or the speaker's); `我住在上海。` as the
caller's line of a log that corrects it two turns on.

Closed by the lead after the round (docs/admission.md, "Round 42's second part"): 21 of the 30 caused, and 6 older.
A first-person form the evidence holds only after a determiner (`el`, `un`, `mi`, … — not `la`, `los`, which are
pronouns too, nor `este`, a filler) is a noun no reading takes (`Los martes, el cambio de turno`; `_speaker.
_only_as_noun`); `pone:`/`pone que` reports a text's words (`_speech._PUTS_IT`); `那个`/`这个` after a noun is no
hesitation before a number past a filler, nor before words that set it against another of its kind (`别的`, `另一`,
`其他`, `备用`, `的没`); `就是` is "even if" before `还` and `都` as before `也`; `Mentira` takes back what came before
(`_corrections`); and, for two older false accepts, a value word whose last `o` differs from the evidence's by its
accent is not the evidence's (`trabajó`/`trabajo`: another tense and person; `_support._accent_changed`). Open: the
corrections after the value (`Bueno, daba`, `digo, los jueves`, `perdón, …`, `o sea, …`, `Bueno, lo intenté`), which
are refused for typed values only, as before; the call log's correction in a later turn; both regressions; 27 older
cases; 33 twins.
"""

from __future__ import annotations

from _red_teams import SourcedCase as Case
from _red_teams import round_tests


def _k(value: str, evidence: str, key: str | None, speaker: str | None = None, source: str | None = None) -> Case:
    return (value, evidence, source, key, speaker)


# (call logs, reading 4)
_S1 = "Agent: Thanks for calling, how can I help?\nCaller: I live in Leeds and my boiler is broken.\nAgent: Noted."
_S2 = "User: here is a call my sister had\nAgent: How can I help?\nCaller: I live in Leeds."
_S3 = "Me: Hello, clinic.\nCaller: I'm allergic to penicillin.\nMe: Noted."
_S4 = "客服：您好，请问有什么可以帮您？\n来电人：我住在北京，我家水管漏了。\n客服：好的。"
_S5 = "客服：您好。\n来电者：我对青霉素过敏。\n客服：记下了。"
_S6 = "我：您好，诊所。\n来电人：我对青霉素过敏。\n我：好的。"
_S7 = "Agente: ¿En qué puedo ayudarle?\nCaller: Vivo en Bilbao.\nAgente: Gracias."
_S8 = "Agent: How can I help?\nCaller: My mother lives in Leeds.\nAgent: Noted."
_S9 = "Agent: How can I help?\nCaller: I don't live in Leeds anymore.\nAgent: Noted."
_S10 = "Agent: How can I help?\nCaller: My email is tom@x.com\nAgent: Noted."
_S11 = "Caller ID: 07700 900123\nAgent: How can I help?\nCaller: I live in Leeds."
_S12 = "客服：您好。\n来电人：我儿子对青霉素过敏。\n客服：记下了。"
_S13 = "来电人：我住在上海。\n客服：好的。\n来电人：哦不，我住在北京。"
_S14 = "Support call\nAgent: Hello.\nCaller: I work at Acme as a nurse."
_S15 = "客服：您好。\n来电人：我以前住在北京。\n客服：好的。"
_S16 = "Agent: hi\nCaller: I might move to Leeds.\nAgent: ok"
_S17 = "Here's a call I took at work today:\nAgent: How can I help?\nCaller: I'm allergic to penicillin.\nAgent: Noted."
_S18 = "Caller 1: I live in Leeds.\nHost: And you?\nCaller 2: I live in York."
_S19 = "值班记录，我接的电话：\n接线员：您好。\n来电人：我住在北京。"
_S20 = "Transcript of a prank call I made:\nCaller: I live in Leeds.\nShop: ok"
_S21 = "Agent: How can I help?\nCaller's wife: I live in Leeds.\nAgent: Noted."
_S22 = "Caller: Hi, is this the vet?\nAgent: Yes. I live in Leeds too, funny.\nCaller: I live in Leeds."
_S23 = "Llamante: hola\nCaller: Vivo en Bilbao.\nAgente: vale"
_S24 = "Caller: hi\nCaller: I live in Leeds and I'm allergic to nuts."


CAUSED: list[Case] = [
    # (reading 1, the time phrase before the verb)
    _k("Nerea los martes da la clase", "Yo los martes doy la clase. Bueno, daba", "nerea/clase", "Nerea"),
    _k("Los martes cambia de turno", "Los martes, el cambio de turno", "nerea/trabajo", "Nerea"),
    _k("Nerea los martes da la clase", "Yo los martes doy la clase. Bueno, la daba", "nerea/clase", "Nerea"),
    _k("Los martes da la clase", "Los martes doy la clase. Bueno, daba", "nerea/clase", "Nerea"),
    _k("Nerea los martes da la clase", "Yo los martes doy la clase, o sea, daba", "nerea/clase", "Nerea"),
    _k("Nerea los martes da la clase", "Yo los martes doy la clase, perdón, los jueves", "nerea/clase", "Nerea"),
    _k("Nerea los martes da la clase", "Yo los martes doy la clase, digo, los jueves", "nerea/clase", "Nerea"),
    _k("Los martes da la clase", "Los martes doy la clase, digo, los jueves", "nerea/clase", "Nerea"),
    _k("Nerea los martes da la clase", "Yo los martes doy la clase. Mentira, no la doy", "nerea/clase", "Nerea"),
    _k("Este otoño guardó semillas", "Este otoño guardé semillas. Bueno, lo intenté", "nerea/huerto", "Nerea"),
    _k("Los domingos pasea por el río", "Los domingos, el paseo por el río", "nerea/ocio", "Nerea"),
    _k("Cada mañana desayuna en el bar", "Cada mañana, el desayuno en el bar", "nerea/rutina", "Nerea"),
    _k("Los martes cambia de turno", "Los martes el cambio de turno", "nerea/trabajo", "Nerea"),
    _k("Los lunes ensaya con la banda", "Los lunes, el ensayo con la banda", "nerea/musica", "Nerea"),
    _k("Este año vuela a México", "Este año, el vuelo a México", "nerea/viajes", "Nerea"),
    _k("Cada semana riega las plantas", "Cada semana, el riego de las plantas", "nerea/casa", "Nerea"),
    _k("Nerea los martes cambia de turno", "Yo los martes, el cambio de turno", "nerea/trabajo", "Nerea"),
    # (reading 3, speech nouns)
    _k("Pedro vive en Lima", "En la cuenta de Ana pone: yo vivo en Lima", "pedro/ciudad", "Pedro"),
    # (reading 4, call logs)
    _k("用户住在上海", _S13, "用户/城市", "user"),
    # (reading 5, hesitations)
    _k("苹果三块钱一斤", "苹果这个，嗯，三块钱一斤", None),
    _k("手机坏了", "手机那个，坏了，新的没坏", None),
    _k("天塌下来我去", "嗯，就是天塌下来，我还去", None),
    _k("下雨我去跑步", "嗯，就是下雨，我还去跑步", None),
    _k("下雨我去跑步", "嗯，那个，就是下雨，我还去跑步", None),
    _k("苹果五块钱一斤", "苹果那个，呃，五块钱一斤", None),
    _k("苹果五块钱", "苹果那个，呃，五块钱", None),
    _k("杯子碎了", "杯子那个，碎了，别的没碎", None),
    _k("钥匙丢了", "钥匙那个，丢了，备用的还在", None),
    _k("灯泡坏了", "灯泡那个，坏了，另一个好的", None),
    _k("电脑坏了", "电脑那个，坏了，我的没坏", None),
]


OLDER: list[Case] = [
    # (reading 1, the time phrase before the verb)
    _k("Este año estudió alemán", "Este año estudio alemán", "nerea/estudios", "Nerea"),
    # (reading 2, the future is no preterite)
    _k("Trabajó en Madrid", "Trabajo en Madrid", "carmen/trabajo", "Carmen"),
    # (reading 1, the time phrase before the verb)
    _k("Nerea da la clase", "Yo doy la clase. Bueno, daba", "nerea/clase", "Nerea"),
    _k("Guardó semillas", "Guardé semillas, bueno, casi", "nerea/huerto", "Nerea"),
    _k("Esta noche cena con Ana", "Esta noche, la cena con Ana", "nerea/agenda", "Nerea"),
    _k("Nerea cambia de turno", "Yo, el cambio de turno", "nerea/trabajo", "Nerea"),
    _k("Cambia de turno", "El cambio de turno", "nerea/trabajo", "Nerea"),
    _k("Nerea da la clase", "Yo doy la clase, digo, la daba", "nerea/clase", "Nerea"),
    _k("Nerea da la clase", "Yo doy la clase. Mentira, no la doy", "nerea/clase", "Nerea"),
    _k("Nerea da la clase", "Yo doy la clase, perdón, la daba", "nerea/clase", "Nerea"),
    _k("Da la clase", "Doy la clase. Bueno, daba", "nerea/clase", "Nerea"),
    _k("Nerea guardó semillas", "Yo guardé semillas. Bueno, lo intenté", "nerea/huerto", "Nerea"),
    _k("Nerea da la clase los martes", "Yo doy la clase los martes, digo, los jueves", "nerea/clase", "Nerea"),
    _k("Nerea gives the class on Tuesdays", "I give the class on Tuesdays, I mean, Thursdays", "nerea/class", "Nerea"),
    # (reading 3, speech nouns)
    _k("Pedro vive en Lima", "tu dices: yo vivo en Lima", "pedro/ciudad", "Pedro"),
    _k("Pedro works at Google", "Their reply: I work at Google", "pedro/job", "Pedro"),
    _k("Pedro vive en Lima", "Su respuesta: yo vivo en Lima", "pedro/ciudad", "Pedro"),
    _k("Ana lives in Leeds", "My mum's answer: I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "Her answer was: I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "His reply was clear: I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "Their answer: I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "Tom's answer: I live in Leeds", "ana/city", "Ana"),
    _k("Ana vive en Lima", "Su respuesta fue: vivo en Lima", "ana/ciudad", "Ana"),
    # (reading 4, call logs)
    _k("User lives in Leeds", _S2, "user/city", "user"),
    _k("User is allergic to penicillin", _S3, "user/allergy", "user"),
    _k("用户对青霉素过敏", _S6, "用户/过敏", "user"),
    _k("User is allergic to penicillin", "I'm allergic to penicillin.", "user/allergy", "user", source=_S17),
    _k("User lives in York", "I live in York.", "user/city", "user", source=_S18),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", source=_S19),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", source=_S20),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", source=_S21),
    # (reading 5, hesitations)
    _k("Nerea trabaja en casa", "Yo este mes, este, trabajo en casa", "nerea/trabajo", "Nerea"),
]


REGRESSIONS: list[Case] = [
    # (reading 4, call logs)
    _k("User lives in Leeds", _S11, "user/city", "user"),
    _k("User works at Acme as a nurse", _S14, "user/job", "user"),
]


TWINS: list[Case] = [
    # (reading 1, the time phrase before the verb)
    _k("Nerea los martes da la clase", "Yo los martes doy la clase", "nerea/clase", "Nerea"),
    _k("Este otoño guardó semillas", "Este otoño guardé semillas", "nerea/huerto", "Nerea"),
    _k("Nerea cada mañana corre por el parque", "Yo cada mañana corro por el parque", "nerea/rutina", "Nerea"),
    _k("Nerea todas las tardes pasea al perro", "Yo todas las tardes paseo al perro", "nerea/rutina", "Nerea"),
    _k("Nerea todos los sábados juega al pádel", "Yo todos los sábados juego al pádel", "nerea/deporte", "Nerea"),
    _k("Los domingos cocina paella", "Los domingos cocino paella", "nerea/cocina", "Nerea"),
    _k("Cada noche lee un rato", "Cada noche leo un rato", "nerea/habitos", "Nerea"),
    _k("Este año estudia alemán", "Este año estudio alemán", "nerea/estudios", "Nerea"),
    _k("Nerea este mes trabaja desde casa", "Yo este mes trabajo desde casa", "nerea/trabajo", "Nerea"),
    _k("Nerea los viernes sale con amigos", "Yo los viernes salgo con amigos", "nerea/ocio", "Nerea"),
    _k(
        "Nerea el lunes empieza en el trabajo nuevo",
        "Yo el lunes empiezo en el trabajo nuevo",
        "nerea/trabajo",
        "Nerea",
    ),
    _k("Esta semana viaja a Lisboa", "Esta semana viajo a Lisboa", "nerea/viajes", "Nerea"),
    _k("Este verano aprendió a nadar", "Este verano aprendí a nadar", "nerea/deporte", "Nerea"),
    _k("Nerea los martes no da clase", "Yo los martes no doy clase", "nerea/clase", "Nerea"),
    _k("Los martes no da clase", "Los martes no doy clase", "nerea/clase", "Nerea"),
    _k("Nerea por las tardes trabaja en un bar", "Yo por las tardes trabajo en un bar", "nerea/trabajo", "Nerea"),
    _k(
        "Nerea los fines de semana trabaja en un bar",
        "Yo los fines de semana trabajo en un bar",
        "nerea/trabajo",
        "Nerea",
    ),
    _k("Nerea mañana tiene examen", "Yo mañana tengo examen", "nerea/estudios", "Nerea"),
    _k("Este otoño plantó ajos", "Este otoño planté ajos", "nerea/huerto", "Nerea"),
    _k("Todos los días camina una hora", "Todos los días camino una hora", "nerea/rutina", "Nerea"),
    _k("Nerea todos los días toma café", "Yo todos los días tomo café", "nerea/habitos", "Nerea"),
    _k("Nerea los jueves cuida a su sobrino", "Yo los jueves cuido a mi sobrino", "nerea/familia", "Nerea"),
    _k("Los jueves cuida a su sobrino", "Los jueves cuido a mi sobrino", "nerea/familia", "Nerea"),
    _k("Nerea los martes da la clase", "Yo los martes doy la clase, mi hermana los jueves", "nerea/clase", "Nerea"),
    _k("Nerea cada día se levanta a las seis", "Yo cada día me levanto a las seis", "nerea/rutina", "Nerea"),
    _k("Cada día se levanta a las seis", "Cada día me levanto a las seis", "nerea/rutina", "Nerea"),
    _k("Nerea este verano trabaja en Ibiza", "Yo este verano trabajo en Ibiza", "nerea/trabajo", "Nerea"),
    _k("Este verano trabajó en Ibiza", "Este verano trabajé en Ibiza", "nerea/trabajo", "Nerea"),
    _k("Este verano viajó a Roma", "Este verano viajé a Roma", "nerea/viajes", "Nerea"),
    _k("Esta primavera pintó la casa", "Esta primavera pinté la casa", "nerea/casa", "Nerea"),
    _k("Nerea esta primavera pintó la casa", "Yo esta primavera pinté la casa", "nerea/casa", "Nerea"),
    _k("Nerea los sábados trabaja", "Nerea los sábados trabaja", "nerea/trabajo", "Ana"),
    # (reading 2, the future is no preterite)
    _k("Carmen trabajó en Madrid", "Yo trabajé en Madrid", "carmen/trabajo", "Carmen"),
    _k("Trabajó en Madrid", "Trabajé en Madrid", "carmen/trabajo", "Carmen"),
    _k("Carmen pagó la cuenta", "Yo pagué la cuenta", "carmen/gastos", "Carmen"),
    _k("Carmen llegó tarde", "Yo llegué tarde", "carmen/agenda", "Carmen"),
    _k("Carmen empezó el curso", "Yo empecé el curso", "carmen/estudios", "Carmen"),
    _k("Carmen buscó piso", "Yo busqué piso", "carmen/vivienda", "Carmen"),
    _k("Carmen comió paella", "Yo comí paella", "carmen/comida", "Carmen"),
    _k("Carmen vivió en Lima", "Yo viví en Lima", "carmen/ciudad", "Carmen"),
    _k("Carmen pidió una beca", "Yo pedí una beca", "carmen/estudios", "Carmen"),
    _k("Carmen durmió en el hotel", "Yo dormí en el hotel", "carmen/viaje", "Carmen"),
    _k("Carmen leyó el libro", "Yo leí el libro", "carmen/lecturas", "Carmen"),
    _k("Carmen trabajará en Madrid", "Yo trabajaré en Madrid", "carmen/trabajo", "Carmen"),
    _k("Trabajará en Madrid", "Trabajaré en Madrid", "carmen/trabajo", "Carmen"),
    _k("Carmen estudió medicina", "Yo estudié medicina", "carmen/estudios", "Carmen"),
    _k("Se mudó a Bilbao", "Me mudé a Bilbao", "carmen/ciudad", "Carmen"),
    _k("Carmen compró un coche", "Yo compré un coche", "carmen/coche", "Carmen"),
    _k("Carmen cambió de trabajo", "Yo cambié de trabajo", "carmen/trabajo", "Carmen"),
    _k("Carmen jugó al tenis", "Yo jugué al tenis", "carmen/deporte", "Carmen"),
    _k("Carmen averiguó la dirección", "Yo averigüé la dirección", "carmen/agenda", "Carmen"),
    _k("Carmen tocó el piano", "Yo toqué el piano", "carmen/musica", "Carmen"),
    _k("Carmen abrió la tienda", "Yo abrí la tienda", "carmen/trabajo", "Carmen"),
    _k("Carmen dejó de fumar", "Yo dejé de fumar", "carmen/salud", "Carmen"),
    _k("Dejó de fumar", "Dejé de fumar", "carmen/salud", "Carmen"),
    _k("Carmen trabajó en Lima", "Trabajaré en Madrid, trabajé en Lima", "carmen/trabajo", "Carmen"),
    # (reading 1, the time phrase before the verb)
    _k("Los domingos pasea por el río", "Los domingos paseo por el río", "nerea/ocio", "Nerea"),
    _k("Cada mañana desayuna en el bar", "Cada mañana desayuno en el bar", "nerea/rutina", "Nerea"),
    _k("Los viernes compra en el mercado", "Los viernes compro en el mercado", "nerea/rutina", "Nerea"),
    _k("Este mes cobra el paro", "Este mes cobro el paro", "nerea/dinero", "Nerea"),
    _k("Los lunes ensaya con la banda", "Los lunes ensayo con la banda", "nerea/musica", "Nerea"),
    _k("Nerea los lunes ensaya con la banda", "Yo los lunes ensayo con la banda", "nerea/musica", "Nerea"),
    _k("Este otoño viaja a Japón", "Este otoño viajo a Japón", "nerea/viajes", "Nerea"),
    _k("Nerea este otoño viaja a Japón", "Yo este otoño viajo a Japón", "nerea/viajes", "Nerea"),
    _k("Los sábados baila salsa", "Los sábados bailo salsa", "nerea/ocio", "Nerea"),
    _k("Esta noche cena con Ana", "Esta noche ceno con Ana", "nerea/agenda", "Nerea"),
    _k("Nerea esta noche cena con Ana", "Yo esta noche ceno con Ana", "nerea/agenda", "Nerea"),
    _k("Nerea los martes daba la clase", "Yo los martes daba la clase", "nerea/clase", "Nerea"),
    _k("Nerea los martes va a dar la clase", "Yo los martes voy a dar la clase", "nerea/clase", "Nerea"),
    _k("Nerea los martes puede dar la clase", "Yo los martes puedo dar la clase", "nerea/clase", "Nerea"),
    _k("Nerea los martes tiene que dar la clase", "Yo los martes tengo que dar la clase", "nerea/clase", "Nerea"),
    _k("Nerea los martes suele dar la clase", "Yo los martes suelo dar la clase", "nerea/clase", "Nerea"),
    _k("Nerea el martes dio la clase", "Yo el martes di la clase", "nerea/clase", "Nerea"),
    _k("Nerea los martes da la clase", "Yo, los martes, doy la clase", "nerea/clase", "Nerea"),
    _k("Nerea cada dos martes da la clase", "Yo cada dos martes doy la clase", "nerea/clase", "Nerea"),
    _k("Nerea cada martes da la clase", "Yo cada martes doy la clase", "nerea/clase", "Nerea"),
    _k("Cada año viaja a Lima", "Cada año viajo a Lima", "nerea/viajes", "Nerea"),
    _k("Los martes cambia de turno", "Los martes cambio de turno", "nerea/trabajo", "Nerea"),
    # (reading 3, speech nouns)
    _k("Toño sube las fotos", "Llevo la cuenta de Instagram y subo las fotos", "toño/tareas", "Toño"),
    _k("Toño lleva la cuenta de Instagram", "Llevo la cuenta de Instagram y subo las fotos", "toño/tareas", "Toño"),
    _k("Toño paga la cuenta", "Yo pago la cuenta", "toño/gastos", "Toño"),
    _k("Toño pagó la cuenta", "Yo pagué la cuenta", "toño/gastos", "Toño"),
    _k("Toño abrió una cuenta en el banco", "Abrí una cuenta en el banco", "toño/banco", "Toño"),
    _k("Toño cerró su cuenta de Twitter", "Cerré mi cuenta de Twitter", "toño/redes", "Toño"),
    _k("Toño tiene una cuenta en Bankia", "Tengo una cuenta en Bankia", "toño/banco", "Toño"),
    _k("Toño gestiona las cuentas de la empresa", "Gestiono las cuentas de la empresa", "toño/trabajo", "Toño"),
    _k("Toño gestiona la cuenta de la empresa", "Gestiono la cuenta de la empresa", "toño/trabajo", "Toño"),
    _k("Toño lleva las cuentas de la tienda", "Llevo las cuentas de la tienda", "toño/trabajo", "Toño"),
    _k("Toño revisa su cuenta cada lunes", "Reviso mi cuenta cada lunes", "toño/banco", "Toño"),
    _k("Ana sent the answer to her boss", "I sent the answer to my boss", "ana/work", "Ana"),
    _k("Ana knows the answer", "I know the answer", "ana/quiz", "Ana"),
    _k("Ana has a question about billing", "I have a question about billing", "ana/billing", "Ana"),
    _k("Ana wrote a report on Friday", "I wrote a report on Friday", "ana/work", "Ana"),
    _k("Ana writes a story every week", "I write a story every week", "ana/hobbies", "Ana"),
    _k("Ana tells a story every night", "I tell a story every night", "ana/hobbies", "Ana"),
    _k("Ana tells stories to her kids", "I tell stories to my kids", "ana/family", "Ana"),
    _k("Ana lives in Leeds", "My answer is that I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "The short answer: I live in Leeds", "ana/city", "Ana"),
    _k("Ana answered the phone", "I answered the phone", "ana/work", "Ana"),
    _k("Ana vive en Lima", "Mi cuenta de Twitter está cerrada, vivo en Lima", "ana/ciudad", "Ana"),
    _k("Ana vive en Lima", "Su pregunta era rara. Vivo en Lima", "ana/ciudad", "Ana"),
    _k("Ana trabaja en el banco", "Con mi cuenta del banco no hay problema; trabajo en el banco", "ana/trabajo", "Ana"),
    _k("Ana lleva la cuenta de gastos", "Llevo la cuenta de gastos", "ana/casa", "Ana"),
    _k("Lleva la cuenta de gastos", "Llevo la cuenta de gastos", "ana/casa", "Ana"),
    _k("Sube las fotos", "Llevo la cuenta de Instagram y subo las fotos", "toño/tareas", "Toño"),
    _k("Toño sube las fotos", "Mi hermana lleva la cuenta de Instagram y yo subo las fotos", "toño/tareas", "Toño"),
    _k("Toño subía las fotos", "Llevaba la cuenta de Instagram y subía las fotos", "toño/tareas", "Toño"),
    # (reading 4, call logs)
    _k("User lives in Leeds", _S1, "user/city", "user"),
    _k("Lives in Leeds", _S1, "user/city", "user"),
    _k("User's boiler is broken", _S1, "user/home", "user"),
    _k("用户住在北京", _S4, "用户/城市", "user"),
    _k("住在北京", _S4, "用户/城市", "user"),
    _k("用户对青霉素过敏", _S5, "用户/过敏", "user"),
    _k("Usuario vive en Bilbao", _S7, "usuario/ciudad", "user"),
    _k("User's mother lives in Leeds", _S8, "user/family", "user"),
    _k("User doesn't live in Leeds anymore", _S9, "user/city", "user"),
    _k("tom@x.com", _S10, "user/email", "user"),
    _k("用户的儿子对青霉素过敏", _S12, "用户/家人", "user"),
    _k("用户住在北京", _S13, "用户/城市", "user"),
    _k("用户以前住在北京", _S15, "用户/城市", "user"),
    _k("User might move to Leeds", _S16, "user/city", "user"),
    _k("User lives in Leeds", "I live in Leeds and my boiler is broken.", "user/city", "user", source=_S1),
    _k("用户对青霉素过敏", "我对青霉素过敏。", "用户/过敏", "user", source=_S5),
    _k("Caller lives in Leeds", "I live in Leeds and my boiler is broken.", "caller/city", "Caller", source=_S1),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", source=_S11),
    _k("User works at Acme as a nurse", "I work at Acme as a nurse.", "user/job", "user", source=_S14),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", source=_S13),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", source=_S22),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao.", "usuario/ciudad", "user", source=_S23),
    _k("User is allergic to nuts", "I live in Leeds and I'm allergic to nuts.", "user/allergy", "user", source=_S24),
    # (reading 5, hesitations)
    _k("El cierre de la pulsera está doblado", "el cierre de la pulsera, este, está doblado", None),
    _k("El cierre está doblado", "el cierre, este, está doblado", None),
    _k("Mi hermano vive en Lugo", "Mi hermano, este, vive en Lugo", None),
    _k("Nerea vive en Lugo", "Yo, este, vivo en Lugo", "nerea/ciudad", "Nerea"),
    _k("Vive en Lugo", "Pues, este, vivo en Lugo", "nerea/ciudad", "Nerea"),
    _k("Me gusta el rojo", "No me gusta el verde, este, me gusta el rojo", None),
    _k("El piso de la calle Mayor es caro", "El piso de la calle Mayor, este, es caro", None),
    _k("La tienda abre los domingos", "La tienda, este, abre los domingos", None),
    _k("Nerea trabaja en casa", "Yo, este, trabajo en casa", "nerea/trabajo", "Nerea"),
    _k("Nerea este mes trabaja en casa", "Yo este mes, este, trabajo en casa", "nerea/trabajo", "Nerea"),
    _k("Mi hijo estudia en Lugo", "Mi hijo, este, estudia en Lugo", None),
    _k("ana@x.es", "Mi correo, este, es ana@x.es", "ana/correo", "Ana"),
    _k("Toby come bien", "Toby, este, come bien", None),
    _k("蜂箱下周要换", "蜂箱那个，呃，下周要换", None),
    _k("我的新眼镜周五能取", "我的新眼镜那个，周五能取", None),
    _k("小王的新眼镜周五能取", "我的新眼镜那个，周五能取", "小王/眼镜", "小王"),
    _k("旧手机坏了", "两部手机，旧手机那个，坏了", None),
    _k("手机坏了", "手机那个，嗯，坏了", None),
    _k("手机没坏", "手机那个，没坏", None),
    _k("车坏了", "车那个，坏了", None),
    _k("钥匙在抽屉里", "钥匙那个，在抽屉里", None),
    _k("同事住在北京", "我同事那个，呃，住在北京", None),
    _k("老周的同事住在北京", "我同事那个，呃，住在北京", "老周/同事", "老周"),
    _k("宿舍周五检查", "宿舍这个，周五检查", None),
    _k("药每天吃两片", "药这个，每天吃两片", None),
    _k("会议改到周三", "会议那个，呃，改到周三了", None),
    _k("车那个坏了", "车那个，坏了", None),
    _k("菜园东边的水龙头又坏了", "嗯，那个，就是菜园东边的水龙头又坏了", None),
    _k("水龙头又坏了", "嗯，就是水龙头又坏了", None),
    _k("有点贵", "嗯，就是有点贵", None),
    _k("就是他", "嗯，就是他", None),
    _k("老周下周去北京", "嗯，就是我下周去北京", "老周/行程", "老周"),
    _k("我住在北京", "嗯，就是说，我住在北京", None),
    _k("我喜欢猫", "嗯，就是我喜欢猫", None),
    _k("轮胎要换", "轮胎那个，嗯，要换", None),
    # (reading 6, calling interjections and `es que`)
    _k("Toby come bastante bien", "Mira, eh, Toby come bastante bien", None),
    _k("Me sangran las encías", "Pues mira, es que me sangran las encías", None),
    _k("A Lucía le sangran las encías", "Pues mira, es que me sangran las encías", "lucía/salud", "Lucía"),
    _k("Vivo en Bilbao", "Oye, vivo en Bilbao", None),
    _k("Vive en Bilbao", "Oye, vivo en Bilbao", "ana/ciudad", "Ana"),
    _k("Ana vive en Bilbao", "Oiga, yo vivo en Bilbao", "ana/ciudad", "Ana"),
    _k("Ana vive en Bilbao", "Oye, Ana vive en Bilbao", "ana/ciudad", "Pedro"),
    _k("Mira la tele a diario", "Mira la tele a diario", None),
    _k("Trabajo en Madrid", "Es que trabajo en Madrid", None),
    _k("Trabaja en Madrid", "Es que trabajo en Madrid", "ana/trabajo", "Ana"),
    _k("Ana trabaja en Madrid", "Es que trabajo en Madrid", "ana/trabajo", "Ana"),
    _k("Trabajo en Madrid", "No. Es que trabajo en Madrid", None),
    _k("Me mudo a Madrid", "Es que me mudo a Madrid", None),
    _k("El problema es que me mudo", "El problema es que me mudo", None),
    _k("Me mudo a Madrid", "Mire, me mudo a Madrid", None),
    _k("Ana se muda a Madrid", "Mire, me mudo a Madrid", "ana/ciudad", "Ana"),
    _k("Se muda a Madrid", "Mira, eh, me mudo a Madrid", "ana/ciudad", "Ana"),
    _k("Come bastante bien", "Mira, eh, Toby come bastante bien", "toby/salud"),
    _k("Ana come bastante bien", "Mira, eh, como bastante bien", "ana/salud", "Ana"),
    _k("Toby come bastante bien", "Oye, mira, eh, Toby come bastante bien", None),
    _k("Toby come bastante bien", "Pues oye, mira, eh, este, Toby come bastante bien", None),
    _k("Toby come bastante bien", "Y mira, Toby come bastante bien", None),
    _k("Toby come bastante bien", "Pero mira, Toby come bastante bien", None),
    _k("Toby come bastante bien", "Mira: Toby come bastante bien", None),
    _k("Mira, Toby come bien", "Mira, Toby come bien", None),
    _k("El perro come bien", "Mira, el perro come bien", None),
    _k("Trabaja los martes", "Mira, el lunes no, trabaja los martes", "ana/trabajo"),
    _k("Tengo cita el lunes", "Oye, en fin, tengo cita el lunes", None),
    _k("I live in Leeds", "Look, I live in Leeds", None),
    _k("我住在北京", "你看，我住在北京", None),
]


# (every caused, older and regression case, and the twins both trees refuse, were open on round 42's second part;
# after the lead's fixes these stayed open: the corrections after the value, the call log's correction, the older cases
# but six, both regressions, and the same twins. The seventeenth session closed the corrections by a short repair after
# a soft marker (`_corrections._repair_fragment`), another's answer before a colon (`_speech._ANSWER_NOUNS`),
# and the call logs whose caller is not the user (`_turns`: a turn inside the evidence the value could be drawn from,
# another's; a call the writer took; numbered callers; a caller's relative); open: the call log's correction in a later
# turn, `tu dices:` (`dices` was withdrawn after red-team round 30), a noun after a time phrase (`Esta noche, la
# cena`), `este` between a time phrase and the verb, both regressions and the twins of whole call logs, refused as on
# beb8a66 since red-team round 30 made the reading of several turns refusal-only)
_OPEN_CAUSED = (18,)
# (nineteenth session: 31 closed — a leading time fragment a speaker-bound value skips frames it too, `_fragments`)
_OPEN_OLDER = (4, 14)
_OPEN_REGRESSIONS = (0, 1)
_OPEN_TWINS = (
    *(3, 4, 6, 15, 16, 19, 20, 23, 34, 50, 72, 74, 80, 81, 96),
    *(106, 107, 108, 109, 110, 111, 112, 114, 115, 116, 117, 119, 120, 149, 151, 154, 167, 191),
)

_REASONS = {
    "CAUSED": "accepted by round 42's second part, refused by beb8a66, open",
    "OLDER": "accepted on beb8a66 too, open",
    "REGRESSIONS": "accepted by beb8a66, refused by round 42's second part, open",
    "TWINS": "a faithful case refused, open",
}
_OPEN = {"CAUSED": _OPEN_CAUSED, "OLDER": _OPEN_OLDER, "REGRESSIONS": _OPEN_REGRESSIONS, "TWINS": _OPEN_TWINS}
_ROUND = "red-team round 28"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
