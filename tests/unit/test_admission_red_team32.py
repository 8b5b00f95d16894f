"""Red-team round 32 of issue 31 (DESIGN §4): hostile cases against admission round 45 (66aaf74), in English, Spanish
and Chinese. Helper rt32. No source was changed.

The readings under test (round 45 against a45652b, all refusals): (1) filler invariance: an accepted value is checked
again against the evidence without its comma-delimited fillers and hesitations and its lettered round brackets, and a
guard refusal there refuses it; a repair's marker is left out only where no informative word of the value comes before
it (`_cleaned`); (2) leading time fragments: a verbless fragment of at most three words before a sentence's first comma
ending in a week, month, year, season, term, quarter, feast or `then`/`entonces`, or a Chinese one ending in a counted
or pointed-at day, week, month or year, frames the clause after it (`_fragments`); (3) the user's turn in a dialogue:
with mem0's speaker `user` and two labels or more, the evidence's turn must be under a label that may stand for the user
(`_turns._may_be_users`). Each probe was labelled by DESIGN §4 (with its amendments) before its verdicts were read, then
run as `check_support(value, evidence, source, guard=True, key=key, speaker=speaker)` on a45652b and on 66aaf74, each
tree in its own process, under PYTHONHASHSEED 0 and 3 (no answer changed with the seed). A strict xfail in `OLDER` is a
false accept both trees accept (only near the readings); one in `REGRESSIONS` is a faithful case a45652b accepts and
66aaf74 refuses; one in `TWINS` is a faithful hard positive both trees refuse. `CAUSED` is empty: 66aaf74 accepts no
probe a45652b refuses. All strict xfails were open on 66aaf74; one older case (`Customer's son (on speaker):`) was
closed by 8a3102a, committed while the round ran, and is a plain test; the rest were open on 284b01e when the round was
handed over.

Counts: 651 distinct probes, by hand; 519 kept and labelled (200 on reading 1, 149 on 2, 170 on 3, by the reading each
probe aims at; about 197 English, 164 Spanish, 158 Chinese). Left out: 23 as unclear, 16 that tested nothing (a value
equal to its evidence, one T refuses for a reason of its own, a contrived label) and 93 redundant English probes, so
that the languages stay roughly equal. Of the 519, 215 are unfaithful and 304 faithful. By a careful reading: 0 caused
false accepts (`CAUSED`), 146 older ones (`OLDER`: 44, 51, 51 by reading), 84 regressions (`REGRESSIONS`: 13, 20, 51),
220 twins (`TWINS`: 112, 50, 58; 52 of them refused by both trees: 24, 7, 21). 50 unfaithful probes are refused by both
trees (21, 24, 5), and 19 false accepts of a45652b are refused by 66aaf74 (10, 4, 5: `Over Christmas week, uhh, …` and
`元旦那一周，你知道吧，…` as time fragments, `Over Christmas week (um) …`, `According to Mr Hale (the funeral director),
…`, `I live in Leeds, um, until June`, `Vivo en Lima, eh, hasta junio`, `Half-term week,`, `Toda esa semana,`,
`那几个礼拜，`, `Patient's mother:`, `Previous tenant:`, `New caller:`, `Acompañante del paciente:`, `患者家属：`);
neither is pinned.

Regressions (84). Reading 1 (13): a false start on a determiner before a pause. `_cleaned` joins a segment ending in an
article or a possessive to the next one with a space (so that `the, um, water station` is `the water station`), and an
abandoned determiner becomes part of the restart: `My, um, the shop closes at 6` is read `My the shop closes at 6`, and
`The shop closes at 6` drops `my` (`Our, uh, the meeting room …`, `Your, um, the invoice …`, `My, uh, the landlord is Mr
Hale`, `Your, um, my flight is at 6` for `Ana's flight is at 6`, `Mi, eh, la reunión es a las 10`, `Su, eh, la factura
…`, `Mis, eh, los niños …`, `Mi, este, el casero …`; `Un, eh, el depósito es de 500 euros` and `Una, eh, la cita …` are
refused as a number). Chinese joins with the comma and showed none. Reading 2 (20): a season's greeting before the comma
(11: `Happy new year, the office reopens on the 4th`, `Merry Christmas, …`, `Happy Easter, …`, `Happy Christmas, …`,
`Feliz año, …`, `Feliz Navidad, …`, `Felices Navidades, …`, `Feliz Pascua, …`, and through the cleaned evidence `Um,
happy new year, …` and `Happy Easter (and welcome back), …`); `then` closing a discourse opener (5: `Okay then, the
appointment is on Tuesday at 10`, `Right then, …`, `Well then, my address is 12 Park Road`, `Now then, my new address is
12 Park Road` for the keyed `12 Park Road`, `Bueno entonces, la cita es …`); a Chinese given name ending in a counted
unit, a vocative (4: `王一天，…`, `李一年，…`, `韩一年，…`, `刘一周，…`). Reading 3 (51): a role the user has in the
source that `_ROLE_LABELS` lacks (25: `Shopper:`, `Subscriber:`, `Policyholder:`, `Account holder:`, `Respondent:`,
`Learner:`, `Participant:`, `Homeowner:`, `Titular:`, `买家：`, `客人：`, `住户：`, `学员：`, `会员：`, `来访者：`,
`旅客：`, `投保人：`, `车主：`, `病患：`, `求职者：`, `网友：`, `房客：`, `求助者：`, `咨询人：`, `申请人：`, each
beside an agent's or a clerk's turn); a customer's, visitor's, guest's or patient's label with an id or a name in
another form (12: `Visitor 48213:`, `Customer ID 48213:`, `Guest 214:`, `Customer - Ana:`, `Customer Ana:`, `Cliente nº
48213:`, `Visitante 48213:`, `Paciente nº 4521:`, `Cliente - Ana:`, `访客48213：`, `王女士（客户）：`, `业主3-502：`);
forms and notes (14): field labels count as a dialogue's turns, so the user's own first-person entry under a field is
refused (`Name: Ana Ruiz / Date of birth: … / Allergies: I'm allergic to penicillin.`, `Comments: I prefer morning
appointments.`, `Medical history: …`, `Anything else we should know: I work night shifts.`, `Note: moved recently /
Update: I live in Leeds.`, `Goal: … / Progress: I run 30km a week.`, `Exercise:`, `Diet: I'm vegan.`, `姓名：王芳 / … /
备注：我对青霉素过敏。`, `病史：`, `备注：刚搬家 / 更新：我住在北京。`, `进度：`, `运动：`, `日记：`).

Older (146). Reading 1 (44): a pause the cleaning does not read between a frame and the value (13: an ellipsis, a dash,
`—um—`, `ehhh`, `digamos`, `o sea que`: `Over Christmas week... um... the drop-off window is nine to eleven`, `Over
Christmas week—um—the …`, `If it's above 25 degrees... the, um, water station …`, `En la semana de Navidad, digamos, …`,
`Si hace más de 25 grados... o sea... el avituallamiento …`, `元旦那一周……嗯……送狗的时间…`,
`如果气温超过25度……那个……30公里的补给站加倍。`); a source's frame split by square, curly, lenticular or tortoise-shell
brackets or by dashes (8: `According to the funeral director [Mr Hale, at Coates & Sons], the hearse …`, `{Mr Hale}`, `—
Mr Hale, at Coates & Sons —`, `Según el director de la funeraria [el señor Salas], …`,
`据殡仪馆的负责人【何先生】说，…`, `〔何先生〕`, `——何先生——`); a restriction after the value behind a repair's marker
the value has a word before (kept by design), or behind a dash (14: `The drop-off window is nine to eleven, I mean, over
Christmas week`, `I work from home, I mean, on Fridays`, `…, actually, only on Fridays`, `I live in Lima, I mean, in the
summer` for Nerea, `Members get free parking — um — only on weekdays`, `Los socios tienen aparcamiento gratis, o sea,
solo entre semana`, `…, bueno, entre semana`, `Vivo en Lima, bueno, en verano`, `Trabajo desde casa, o sea, los
viernes`, `会员免费停车，其实，只有工作日`, `…，我是说，工作日`, `我在家办公，其实，周五`); an ironic, hedging or time
tail after a pause, which the evidence without the pause does not refuse either (9: `I'm a millionaire, yeah, right.`,
`I live in Leeds... sort of`, `I live in Leeds, um, part of the year`, `Vivo en Lima, eh, parte del año`,
`我是百万富翁，嗯，对，才怪`, `我住在北京，嗯，到六月`, `我住在北京……到六月为止`, `我住在北京，嗯，半年`). Reading 2
(51): a value naming the speaker drops the frame, because `_fragments._draws_from` looks for the value's words after the
comma and the speaker's name is not there (10: `Ana works from home` from `That month, I work from home`, `This term, I
work nights`, `User works from home` from `That week, I work from home`, `Esa semana, trabajo desde casa`, `Esos meses,
vivo en Lima`, `那一周，我住在酒店`, `这个月，我在家办公`, `春节那几天，我上夜班`, `用户在家办公`); a time fragment the
new lists miss (34: `This semester,`, `Exam period,`, `Lent,`, `Christmas Eve,`, `That whole fortnight in August,`,
`Those two weeks in August,`, `The week before Christmas,`, `Weeks 3 to 5,`, `Este curso,`, `Este cuatrimestre,`,
`Agosto,`, `Puente de mayo,`, `Época de exámenes,`, `Esa temporada alta,`, `Las dos semanas de agosto,`, `La semana
antes de Navidad,`, `暑假，`, `寒假里，`, `那段时间，`, `那阵子，`, `那会儿，`, `今年，`, `上半年，`, `年底，`,
`考试周，`, `旺季，`, `那些天，`, `过年，`, `双十一，`, `当时，`, `元旦到春节那几个星期，`, `开学前的最后一个礼拜，`,
`春节前后，`); a time fragment before a dash, an ellipsis or a colon, which the rule does not read (7: `That week... the
drop-off window …`, `That week — …`, `That week: …`, `Esa semana... …`, `Esa semana — …`, `那一周——…`, `那一周：…`).
Reading 3 (51): a label holding a user word for someone else, which `_primary_user` takes for the user wherever the word
is (24: `User's wife:`, `Other user:`, `User 2:` after `User 1:`, `Second user:`, `User B:`, `User 2 (Leo):`, `Not the
user:`, `User's landlord:`, `Esposa del usuario:`, `Otro usuario:`, `Usuario anterior:`, `Hija del usuario:`, `Usuario
2:`, `Usuario B:`, `Segundo usuario:`, `用户家属：`, `用户的妈妈：`, `其他用户：`, `用户乙：`, `用户朋友：`, `用户2：`,
`原用户：`, `用户B：`, `第二位用户：`); the user's, a customer's, a patient's or a guest's label with a bracket saying
someone else speaks, read without its bracket (17: `Caller (his daughter):`, `Customer (wife speaking):`, `Customer (on
behalf of her son):`, `Customer's son (on speaker):`, `Patient (mother speaking):`, `Guest (Ana's husband):`, `You (as
Leo):`, `Human (roleplaying a pirate):`, `Cliente (su hija):`, `Cliente (habla su marido):`, `Paciente (habla la
madre):`, `Tú (como Pablo):`, `客户（家属代述）：`, `患者（家属代答）：`, `我（念小王的消息）：`, `你（扮演小王）：`,
`顾客（代朋友咨询）：`); a relative's label with a possessive, which `_NOT_LABEL` keeps from being a label at all, so
the source is no dialogue and the relative's turn binds the user (10: `My brother:`, `My mum:`, `My husband:`, `My
son:`, `Mi madre:`, `Mi marido:`, `Mi hijo:`, `我老公：`, `我妈：`, `我儿子：`).

Twins both trees refuse (52): repairs and corrections (`I live in York, I mean, Leeds`, `My flight is on Tuesday, I
mean, Wednesday`, `Vivo en Getxo, bueno, en Bilbao`, `Soy vegetariana, o sea, vegana`, `Nací en 1990, bueno, en 1991`,
`我住在北京，其实，朝阳区`, `我住在北京，我是说，上海` for the keyed `上海`, `I work from home, I mean, on Fridays` with
`on Fridays` kept), list items after a pause (`I play tennis, and, like, squash`), a bracket of place (`I live in Leeds
(near the university)`, `Vivo en Lima [en Miraflores]`, `我住在北京（朝阳区）`), `My son Leo is, like, allergic to nuts`
for `Leo is allergic to nuts`, vocatives and greetings ending in a time word (`Hi Summer,`, `Hey Autumn,`, `Good
morning,`, `Buenas tardes,`, `Buenas noches,`), `El coche fúnebre [un Mercedes] admite …`, `La piscina, eh, no, no está
abierta` for `La piscina no está abierta`, `Alright then, my address is 12 Park Road` for the keyed address, `Lamb
shank` for `menu/weekly_special` from `This week's special is lamb shank`, Spanish role labels (`Solicitante:`,
`Asegurado:`, `Abonado:`, `Interesada:`, `Entrevistada:`, `Participante:`, `Viajera:`, `Arrendataria:`, `Huésped:`,
`Comprador:`, `Compradora:`), `Pt:`, `Attendee:`, `Enquirer:`, `Ana (customer):`, Spanish forms and notes
(`Observaciones:`, `Comentarios:`, `Actualización:`, `Progreso:`, `Ejercicio:`), and a chat whose heading names the user
(`Chat with Bot (user: Ana)` then `Ana:`).

Left out as unclear (23): question-and-answer transcripts (`Q:`/`A:`, `P:`/`R:`, `问：`/`答：`: which side is the
user?), `Landlord:`/`Renter:`, a diary's `Tuesday: I live in Leeds now.`, a WhatsApp export titled `WhatsApp Chat with
Leo` with the exporter's name as a label, `I don't, um, I don't really, like, eat meat` for `I don't eat meat`,
`后来，我在上海工作`, `我以前，嗯，我在腾讯工作`, `No, um, the deposit is 500 pounds`, `All year, we're open 9 to 5`
(and `Todo el año,`, `一年四季，`: always, but DESIGN §4 lists `all` among the restrictive quantifiers), `Summer, the
meeting is at 10` (a vocative or a season), `Soy millonaria, sí, claro.` (sincere or ironic), past events dated by a
fragment (`That week, I stayed at a hotel`, `这一年，真是的，我搬到了上海`), `Quick reminder this month,`, `New year,
new me, I'm vegan now`, `Year 10, I'm in Year 10`, `本周特价菜是羊腿，68元` without the price, and two values moving the
frame into other words.

Not found: the cleaning reads faithful transcripts well otherwise: a pause inside a clause (`I, um, live in Leeds`, `My
sister, um, lives in Leeds`, `Trabajo en, este, Iberdrola`, `我开一辆，呃，本田思域`), brackets inside a name or a value
(`Acme (UK) Ltd`, `Telefónica (España)`, `profesora de 5º (Primaria)`, `腾讯（深圳）`, `3号楼（B座）`), repairs of a
number or a quantifier (`Every, um, I mean, most Tuesdays we close early`, `Tres, eh, bueno, somos cuatro en casa`,
`Todos, eh, o sea, casi todos los martes …`, `三个，嗯，其实，我们家住了四个人`), `Then,`, `Entonces,`, `Y entonces,`,
`Pues entonces,` openers, `What a year,`, `Merry Christmas everyone,`, `This week's special is …`; and `Me:`, `You:`,
`Human:`, `User (Ana):`, `You said:`, `Yo misma:`, `Tú:`, `本人：`, `我本人：`, `你：`, `Cliente (yo):`, `Patient
#4521:`, `Customer ****1234:`, `Caller +44 7700 900123:`, `客户138****5678：`, `买家（我）：`, `租客：` stay the user's.


Closed by the lead after the round (eighteenth session, round 45's second part): every regression — a lone possessive
or determiner before a pause that the restart replaces is a false start, left out with the pause (`My, um, the shop
…`); a greeting's feast (`Happy new year,`, `Feliz Navidad,`) and `then`/`entonces` but after `back`, `since`, `until`,
`hasta`, `desde` are no time frame; a Chinese surname before a counted unit is a name (`王一天，`); and the dialogue
reading now refuses only a label naming a person beside the user or the customer — a companion (`User's wife:`,
`客户妻子：`), an ordinal (`Other user:`, `Second caller:`) or one of several by a short number or
letter (`User 2:`, `客户乙：`) — instead of accepting only labels that may stand for the user (forms and role labels
are read as on a45652b again). 20 older false accepts closed with it (`Other user:`, `User's mum:`, `用户的妈妈：`,
…); 125 stay open. Then 60 more: a pair of dashes sets off an aside as brackets do and a filler between two
ellipses or dashes is a pause (`week — um — the`, `负责人——何先生——说`); square, curly and CJK brackets; drawn-out
hesitations (`ehhh`); a bracket saying someone else speaks (`Caller (his daughter):`, `你（扮演小王）：`); landlords and
flatmates among the companions, `其他用户：`, `原用户：`; months, terms, eves and Lent, and Chinese holidays and
stretches of time (`暑假，`, `那段时间，`, `当时，`) as time fragments (a greeting's month stays a name: `Hola Abril,`).
65 stay open."""

from __future__ import annotations

from _red_teams import SourcedCase as Case
from _red_teams import round_tests


def _k(value: str, evidence: str, key: str | None, speaker: str | None = None, source: str | None = None) -> Case:
    return (value, evidence, source, key, speaker)


CAUSED: list[Case] = []


OLDER: list[Case] = [
    # (reading 1: a pause written as an ellipsis, a dash or `—um—`, or a hesitation the lexicon lacks (`ehhh`,
    # `digamos`, `o sea que`), between a time frame or a condition and the value; `_cleaned` reads comma-delimited
    # fillers only)
    _k(
        "The drop-off window is nine to eleven",
        "Over Christmas week... um... the drop-off window is nine to eleven",
        None,
    ),
    _k(
        "The drop-off window is nine to eleven",
        "Over Christmas week — um — the drop-off window is nine to eleven",
        None,
    ),
    _k("The drop-off window is nine to eleven", "Over Christmas week—um—the drop-off window is nine to eleven", None),
    _k(
        "The water station at mile 18 gets doubled",
        "If it's above 25 degrees... the, um, water station at mile 18 gets doubled.",
        None,
    ),
    _k(
        "El horario de entrega es de nueve a once",
        "En la semana de Navidad... eh... el horario de entrega es de nueve a once",
        None,
    ),
    _k(
        "El horario de entrega es de nueve a once",
        "En la semana de Navidad — eh — el horario de entrega es de nueve a once",
        None,
    ),
    _k(
        "El horario de entrega es de nueve a once",
        "En la semana de Navidad, ehhh, el horario de entrega es de nueve a once",
        None,
    ),
    _k(
        "El horario de entrega es de nueve a once",
        "En la semana de Navidad, digamos, el horario de entrega es de nueve a once",
        None,
    ),
    _k(
        "El horario de entrega es de nueve a once",
        "En la semana de Navidad, o sea que, el horario de entrega es de nueve a once",
        None,
    ),
    _k(
        "El avituallamiento del kilómetro 30 se duplica",
        "Si hace más de 25 grados... o sea... el avituallamiento del kilómetro 30 se duplica.",
        None,
    ),
    _k("送狗的时间是九点到十一点", "元旦那一周……嗯……送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "元旦那一周——嗯——送狗的时间是九点到十一点", None),
    _k("30公里的补给站加倍", "如果气温超过25度……那个……30公里的补给站加倍。", None),
    # (reading 1: a frame split by square, curly, lenticular or tortoise-shell brackets or by dashes; `_cleaned`
    # leaves out round brackets only)
    _k(
        "The hearse can take a spray of up to 5 ft",
        ("According to the funeral director [Mr Hale, at Coates & Sons], the hearse can take a spray of up to 5 ft."),
        None,
    ),
    _k(
        "The hearse can take a spray of up to 5 ft",
        ("According to the funeral director — Mr Hale, at Coates & Sons — the hearse can take a spray of up to 5 ft."),
        None,
    ),
    _k(
        "The hearse can take a spray of up to 5 ft",
        "According to the funeral director {Mr Hale}, the hearse can take a spray of up to 5 ft.",
        None,
    ),
    _k(
        "El coche fúnebre admite una corona de 1,5 metros",
        "Según el director de la funeraria [el señor Salas], el coche fúnebre admite una corona de 1,5 metros.",
        None,
    ),
    _k(
        "El coche fúnebre admite una corona de 1,5 metros",
        "Según el director de la funeraria — el señor Salas — el coche fúnebre admite una corona de 1,5 metros.",
        None,
    ),
    _k("灵车能放1.5米的花圈", "据殡仪馆的负责人【何先生】说，灵车能放1.5米的花圈。", None),
    _k("灵车能放1.5米的花圈", "据殡仪馆的负责人〔何先生〕说，灵车能放1.5米的花圈。", None),
    _k("灵车能放1.5米的花圈", "据殡仪馆的负责人——何先生——说，灵车能放1.5米的花圈。", None),
    # (reading 1: a restriction after the value behind a repair marker the value has a word before (kept by design),
    # or behind a dash)
    _k("Members get free parking", "Members get free parking — um — only on weekdays", None),
    _k(
        "The drop-off window is nine to eleven",
        "The drop-off window is nine to eleven, I mean, over Christmas week",
        None,
    ),
    _k("I work from home", "I work from home, I mean, on Fridays", None),
    _k("I work from home", "I work from home, actually, only on Fridays", None),
    _k("Nerea lives in Lima", "I live in Lima, I mean, in the summer", "nerea/city", "Nerea"),
    _k("Los socios tienen aparcamiento gratis", "Los socios tienen aparcamiento gratis — eh — solo entre semana", None),
    _k(
        "Los socios tienen aparcamiento gratis", "Los socios tienen aparcamiento gratis, o sea, solo entre semana", None
    ),
    _k("Los socios tienen aparcamiento gratis", "Los socios tienen aparcamiento gratis, bueno, entre semana", None),
    _k("Nerea vive en Lima", "Vivo en Lima, bueno, en verano", "nerea/ciudad", "Nerea"),
    _k("Nerea trabaja desde casa", "Trabajo desde casa, o sea, los viernes", "nerea/trabajo", "Nerea"),
    _k("会员免费停车", "会员免费停车——嗯——仅限工作日", None),
    _k("会员免费停车", "会员免费停车，其实，只有工作日", None),
    _k("会员免费停车", "会员免费停车，我是说，工作日", None),
    _k("王芳在家办公", "我在家办公，其实，周五", "王芳/工作", "王芳"),
    # (reading 1: an ironic, hedging or time tail after a pause, which the evidence without the pause does not refuse
    # either)
    _k("Ana is a millionaire", "I'm a millionaire, yeah, right.", "ana/wealth", "Ana"),
    _k("Ana is a millionaire", "I'm a millionaire... yeah right", "ana/wealth", "Ana"),
    _k("王芳是百万富翁", "我是百万富翁，嗯，对，才怪", "王芳/财富", "王芳"),
    _k("Ana lives in Leeds", "I live in Leeds, um, part of the year", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "I live in Leeds... sort of", "ana/city", "Ana"),
    _k("Nerea vive en Lima", "Vivo en Lima, eh, parte del año", "nerea/ciudad", "Nerea"),
    _k("王芳住在北京", "我住在北京，嗯，到六月", "王芳/城市", "王芳"),
    _k("王芳住在北京", "我住在北京……到六月为止", "王芳/城市", "王芳"),
    _k("王芳住在北京", "我住在北京，嗯，半年", "王芳/城市", "王芳"),
    # (reading 2: a value naming the speaker drops the frame (`_fragments._draws_from` looks for the value's words
    # after the comma, and the speaker's name is not there))
    _k("Ana works from home", "That month, I work from home", "ana/work", "Ana"),
    _k("Ana works nights", "This term, I work nights", "ana/shift", "Ana"),
    _k("Nerea trabaja desde casa", "Esa semana, trabajo desde casa", "nerea/trabajo", "Nerea"),
    _k("Nerea vive en Lima", "Esos meses, vivo en Lima", "nerea/ciudad", "Nerea"),
    _k("王芳住在酒店", "那一周，我住在酒店", "王芳/住处", "王芳"),
    _k("王芳在家办公", "这个月，我在家办公", "王芳/工作", "王芳"),
    _k("王芳上夜班", "春节那几天，我上夜班", "王芳/班次", "王芳"),
    _k("User works from home", "That week, I work from home", "user/work", "user"),
    _k("Usuario trabaja desde casa", "Esa semana, trabajo desde casa", "usuario/trabajo", "user"),
    _k("用户在家办公", "那一周，我在家办公", "用户/工作", "user"),
    # (reading 2: a leading time fragment the new word lists miss (a term, a feast, a month, a span of more than three
    # words or eight characters, Chinese times without a counted unit))
    _k("The drop-off window is nine to eleven", "This semester, the drop-off window is nine to eleven", None),
    _k("The drop-off window is nine to eleven", "Exam period, the drop-off window is nine to eleven", None),
    _k(
        "The drop-off window is nine to eleven",
        "That whole fortnight in August, the drop-off window is nine to eleven",
        None,
    ),
    _k("The drop-off window is nine to eleven", "Lent, the drop-off window is nine to eleven", None),
    _k("The drop-off window is nine to eleven", "Christmas Eve, the drop-off window is nine to eleven", None),
    _k("El horario de entrega es de nueve a once", "Este curso, el horario de entrega es de nueve a once", None),
    _k("El horario de entrega es de nueve a once", "Este cuatrimestre, el horario de entrega es de nueve a once", None),
    _k("El horario de entrega es de nueve a once", "Agosto, el horario de entrega es de nueve a once", None),
    _k("El horario de entrega es de nueve a once", "Puente de mayo, el horario de entrega es de nueve a once", None),
    _k("El horario de entrega es de nueve a once", "Época de exámenes, el horario de entrega es de nueve a once", None),
    _k(
        "El horario de entrega es de nueve a once", "Esa temporada alta, el horario de entrega es de nueve a once", None
    ),
    _k("送狗的时间是九点到十一点", "暑假，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "寒假里，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "那段时间，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "那阵子，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "那会儿，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "今年，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "上半年，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "年底，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "考试周，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "旺季，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "那些天，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "过年，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "双十一，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "当时，送狗的时间是九点到十一点", None),
    _k(
        "The drop-off window is nine to eleven",
        "Those two weeks in August, the drop-off window is nine to eleven",
        None,
    ),
    _k("The drop-off window is nine to eleven", "The whole of that week, the drop-off window is nine to eleven", None),
    _k(
        "The drop-off window is nine to eleven",
        "The week before Christmas, the drop-off window is nine to eleven",
        None,
    ),
    _k("The drop-off window is nine to eleven", "Weeks 3 to 5, the drop-off window is nine to eleven", None),
    _k(
        "El horario de entrega es de nueve a once",
        "Las dos semanas de agosto, el horario de entrega es de nueve a once",
        None,
    ),
    _k(
        "El horario de entrega es de nueve a once",
        "La semana antes de Navidad, el horario de entrega es de nueve a once",
        None,
    ),
    _k("送狗的时间是九点到十一点", "元旦到春节那几个星期，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "开学前的最后一个礼拜，送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "春节前后，送狗的时间是九点到十一点", None),
    # (reading 2: a time fragment before a dash, an ellipsis or a colon (the rule reads the first comma only))
    _k("The drop-off window is nine to eleven", "That week... the drop-off window is nine to eleven", None),
    _k("The drop-off window is nine to eleven", "That week — the drop-off window is nine to eleven", None),
    _k("The drop-off window is nine to eleven", "That week: the drop-off window is nine to eleven", None),
    _k("El horario de entrega es de nueve a once", "Esa semana... el horario de entrega es de nueve a once", None),
    _k("El horario de entrega es de nueve a once", "Esa semana — el horario de entrega es de nueve a once", None),
    _k("送狗的时间是九点到十一点", "那一周——送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "那一周：送狗的时间是九点到十一点", None),
    # (reading 3: a label holding a user word for someone else (`_primary_user` finds `user`, `usuario`, `用户`
    # anywhere in a label))
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hi, how can I help?\nUser's wife: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hi, how can I help?\nOther user: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Mod: Intros please.\nUser 1: I live in York.\nUser 2: I live in Leeds.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: Hola.\nEsposa del usuario: Vivo en Lima.",
    ),
    _k("Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Agente: Hola.\nOtro usuario: Vivo en Lima."),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: Hola.\nUsuario anterior: Vivo en Lima.",
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n用户家属：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n用户的妈妈：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n其他用户：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n用户乙：我住在北京。"),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hello.\nUser's landlord: I live in Leeds.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: Hola.\nHija del usuario: Vivo en Lima.",
    ),
    _k("Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Agente: Hola.\nUsuario 2: Vivo en Lima."),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n用户朋友：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n用户2：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n原用户：我住在北京。"),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", "Agent: Hello.\nUser 2 (Leo): I live in Leeds."),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", "Agent: Hello.\nSecond user: I live in Leeds."),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", "Agent: Hello.\nUser B: I live in Leeds."),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", "Agent: Hello.\nNot the user: I live in Leeds."),
    _k("Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Agente: Hola.\nUsuario B: Vivo en Lima."),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: Hola.\nSegundo usuario: Vivo en Lima.",
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n用户B：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n第二位用户：我住在北京。"),
    # (reading 3: the user's, a customer's, a patient's or a guest's label with a bracket saying someone else speaks
    # (`_may_be_users` reads the label without its brackets))
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hi, how can I help?\nCaller (his daughter): I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hi, how can I help?\nCustomer (wife speaking): I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hi.\nPatient (mother speaking): I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hi.\nGuest (Ana's husband): I live in Leeds.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: Hola.\nCliente (su hija): Vivo en Lima.",
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n客户（家属代述）：我住在北京。"),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hello.\nCustomer (on behalf of her son): I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hello.\nCustomer's son (on speaker): I live in Leeds.",
    ),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", "Agent: Hello.\nYou (as Leo): I live in Leeds."),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hello.\nHuman (roleplaying a pirate): I live in Leeds.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: Hola.\nCliente (habla su marido): Vivo en Lima.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: Hola.\nPaciente (habla la madre): Vivo en Lima.",
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n患者（家属代答）：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n我（念小王的消息）：我住在北京。"),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: Hola.\nTú (como Pablo): Vivo en Lima.",
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n你（扮演小王）：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n顾客（代朋友咨询）：我住在北京。"),
    # (reading 3: a relative's label with a possessive (`My brother:`, `Mi madre:`, `我妈：`) is no label
    # (`_NOT_LABEL`), so the source is no dialogue and the turn binds the user)
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Me: Where's your brother now?\nMy brother: I live in Leeds.",
    ),
    _k("Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Yo: ¿Y tu madre?\nMi madre: Vivo en Lima."),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Me: Mum, where are you now?\nMy mum: I live in Leeds.",
    ),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", "Agent: Hello.\nMy husband: I live in Leeds."),
    _k(
        "User is allergic to penicillin",
        "I'm allergic to penicillin.",
        None,
        "user",
        "Nurse: Any allergies?\nMy son: I'm allergic to penicillin.",
    ),
    _k("Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Agente: Hola.\nMi marido: Vivo en Lima."),
    _k(
        "Usuario es alérgico a la penicilina",
        "Soy alérgico a la penicilina.",
        None,
        "user",
        "Enfermera: ¿Alergias?\nMi hijo: Soy alérgico a la penicilina.",
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n我老公：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "我：妈，你现在住哪？\n我妈：我住在北京。"),
    _k("用户对青霉素过敏", "我对青霉素过敏。", None, "user", "护士：有过敏吗？\n我儿子：我对青霉素过敏。"),
]


REGRESSIONS: list[Case] = [
    # (reading 1: a false start on a determiner before a pause; `_cleaned` joins it to the restart (`My the shop
    # closes at 6`) and the value drops it)
    _k("The shop closes at 6", "My, um, the shop closes at 6", None),
    _k("The meeting room is on floor 3", "Our, uh, the meeting room is on floor 3", None),
    _k("La reunión es a las 10", "Mi, eh, la reunión es a las 10", None),
    _k("El depósito es de 500 euros", "Un, eh, el depósito es de 500 euros", None),
    _k("The invoice is due on Friday", "Your, um, the invoice is due on Friday", None),
    _k("The kids go to St Mary's", "My, er, the kids go to St Mary's", None),
    _k("The wifi password is blue-fox-42", "Our, um, the wifi password is blue-fox-42", None),
    _k("The landlord is Mr Hale", "My, uh, the landlord is Mr Hale", None),
    _k("La factura vence el viernes", "Su, eh, la factura vence el viernes", None),
    _k("Los niños van al colegio San José", "Mis, eh, los niños van al colegio San José", None),
    _k("La cita es a las 10", "Una, eh, la cita es a las 10", None),
    _k("El casero es el señor Salas", "Mi, este, el casero es el señor Salas", None),
    _k("Ana's flight is at 6", "Your, um, my flight is at 6", "ana/flight", "Ana"),
    # (reading 2: a season's greeting before the comma (also behind a filler or with a bracket `_cleaned` leaves out))
    _k("The office reopens on the 4th", "Happy new year, the office reopens on the 4th", None),
    _k("The office reopens on January 4", "Happy New Year, the office reopens on January 4.", None),
    _k("The shop closes at 2pm on the 24th", "Merry Christmas, the shop closes at 2pm on the 24th", None),
    _k("The office reopens on Tuesday", "Happy Easter, the office reopens on Tuesday", None),
    _k("The office reopens on Tuesday", "Happy Easter (and welcome back), the office reopens on Tuesday", None),
    _k("La oficina reabre el día 7", "Feliz año, la oficina reabre el día 7", None),
    _k("La oficina reabre el día 7", "Feliz Navidad, la oficina reabre el día 7", None),
    _k("The office reopens on the 4th", "Happy Christmas, the office reopens on the 4th", None),
    _k("The office reopens on the 4th", "Um, happy new year, the office reopens on the 4th", None),
    _k("La oficina reabre el día 7", "Felices Navidades, la oficina reabre el día 7", None),
    _k("La oficina reabre el día 7", "Feliz Pascua, la oficina reabre el día 7", None),
    # (reading 2: `then`, `entonces` closing a discourse opener (`Okay then,`, `Bueno entonces,`))
    _k("12 Park Road", "Now then, my new address is 12 Park Road", "ana/address", "Ana"),
    _k("My address is 12 Park Road", "Well then, my address is 12 Park Road", None),
    _k("The appointment is on Tuesday at 10", "Okay then, the appointment is on Tuesday at 10", None),
    _k("The appointment is on Tuesday at 10", "Right then, the appointment is on Tuesday at 10", None),
    _k("La cita es el martes a las 10", "Bueno entonces, la cita es el martes a las 10", None),
    # (reading 2: a Chinese given name ending in a counted day, week or year, a vocative)
    _k("送狗的时间是九点到十一点", "王一天，送狗的时间是九点到十一点", None),
    _k("会议在十点", "李一年，会议在十点", None),
    _k("会议在十点", "韩一年，会议在十点", None),
    _k("会议在十点", "刘一周，会议在十点", None),
    # (reading 3: a role the user has in the source that `_ROLE_LABELS` lacks)
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Where are you based?\nShopper: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hi, how can I help?\nSubscriber: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hi, how can I help?\nPolicyholder: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hi, how can I help?\nAccount holder: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Interviewer: Where do you live?\nRespondent: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Tutor: Where are you based?\nLearner: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Moderator: Where are you joining from?\nParticipant: I live in Leeds.",
    ),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", "Agent: Hello.\nHomeowner: I live in Leeds."),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: ¿Dónde vive?\nTitular: Vivo en Lima.",
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n买家：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n客人：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n住户：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "老师：你好。\n学员：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n会员：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "咨询师：你好。\n来访者：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n旅客：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n投保人：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n车主：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "医生：你好。\n病患：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "面试官：你好。\n求职者：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n网友：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n房客：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n求助者：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n咨询人：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n申请人：我住在北京。"),
    # (reading 3: a customer's, visitor's, guest's or patient's label with an id, a flat or a name in another form)
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Where are you based?\nVisitor 48213: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hi, how can I help?\nCustomer ID 48213: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hi, how can I help?\nGuest 214: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hello.\nCustomer - Ana: I live in Leeds.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: ¿Dónde vive?\nCliente nº 48213: Vivo en Lima.",
    ),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", "Agent: Hello.\nCustomer Ana: I live in Leeds."),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: Hola.\nVisitante 48213: Vivo en Lima.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: Hola.\nPaciente nº 4521: Vivo en Lima.",
    ),
    _k(
        "Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Agente: Hola.\nCliente - Ana: Vivo en Lima."
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n访客48213：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n王女士（客户）：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n业主3-502：我住在北京。"),
    # (reading 3: a form's or a note's field labels make a dialogue, and the user's own first-person entry under
    # `Allergies:`, `Comments:`, `Progress:`, `备注：` is refused)
    _k(
        "User is allergic to penicillin",
        "I'm allergic to penicillin.",
        None,
        "user",
        "Name: Ana Ruiz\nDate of birth: 12/03/1990\nAllergies: I'm allergic to penicillin.",
    ),
    _k(
        "User prefers morning appointments",
        "I prefer morning appointments.",
        None,
        "user",
        "Name: Ana Ruiz\nPhone: 07700 900123\nComments: I prefer morning appointments.",
    ),
    _k(
        "User had asthma as a child",
        "I had asthma as a child.",
        None,
        "user",
        "Patient name: Ana Ruiz\nReason for visit: cough\nMedical history: I had asthma as a child.",
    ),
    _k(
        "User works night shifts",
        "I work night shifts.",
        None,
        "user",
        "Full name: Tom Hale\nOccupation: nurse\nAnything else we should know: I work night shifts.",
    ),
    _k("用户对青霉素过敏", "我对青霉素过敏。", None, "user", "姓名：王芳\n电话：13800138000\n备注：我对青霉素过敏。"),
    _k("用户小时候有哮喘", "我小时候有哮喘。", None, "user", "姓名：王芳\n就诊原因：咳嗽\n病史：我小时候有哮喘。"),
    _k(
        "User lives in Leeds", "I live in Leeds.", "user/city", "user", "Note: moved recently\nUpdate: I live in Leeds."
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "备注：刚搬家\n更新：我住在北京。"),
    _k(
        "User runs 30km a week",
        "I run 30km a week.",
        None,
        "user",
        "Goal: run a marathon\nProgress: I run 30km a week.",
    ),
    _k("User swims twice a week", "I swim twice a week.", None, "user", "Diet: vegan\nExercise: I swim twice a week."),
    _k("User is vegan", "I'm vegan.", None, "user", "Allergies: none\nDiet: I'm vegan."),
    _k("用户每周跑30公里", "我每周跑30公里。", None, "user", "目标：跑马拉松\n进度：我每周跑30公里。"),
    _k("用户每周游泳两次", "我每周游泳两次。", None, "user", "饮食：素食\n运动：我每周游泳两次。"),
    _k("用户今天开始在腾讯上班", "我今天开始在腾讯上班。", None, "user", "心情：累\n日记：我今天开始在腾讯上班。"),
]


TWINS: list[Case] = [
    # (reading 1: the negatives' sentences without the frame, or with the restriction kept)
    _k("The drop-off window is nine to eleven", "So... um... the drop-off window is nine to eleven", None),
    _k("The drop-off window is nine to eleven", "Okay — um — the drop-off window is nine to eleven", None),
    _k(
        "The water station at mile 18 gets doubled", "Basically — um — the water station at mile 18 gets doubled.", None
    ),
    _k("The hearse can take a spray of up to 5 ft", "The hearse [a Daimler] can take a spray of up to 5 ft.", None),
    _k("The hearse can take a spray of up to 5 ft", "The hearse — a Daimler — can take a spray of up to 5 ft.", None),
    _k("I don't eat meat", "I don't — um — eat meat", None),
    _k("We don't deliver on Sundays", "We don't, uh, deliver on Sundays", None),
    _k("The pool is not open", "The pool is, um, not open", None),
    _k("Members get free parking only on weekdays", "Members, um, get free parking, uh, only on weekdays", None),
    _k("The gym is open 24 hours except Sundays", "The gym is open, uh, 24 hours, um, except Sundays", None),
    _k("I work from home on Fridays", "I work from home, I mean, on Fridays", None),
    _k("El horario de entrega es de nueve a once", "Pues... eh... el horario de entrega es de nueve a once", None),
    _k("El horario de entrega es de nueve a once", "Bueno — eh — el horario de entrega es de nueve a once", None),
    _k(
        "El coche fúnebre admite una corona de 1,5 metros",
        "El coche fúnebre [un Mercedes] admite una corona de 1,5 metros.",
        None,
    ),
    _k(
        "Los socios tienen aparcamiento gratis solo entre semana",
        "Los socios tienen aparcamiento gratis, o sea, solo entre semana",
        None,
    ),
    _k("Nerea vive en Lima", "Vivo en Lima, bueno, en Miraflores", "nerea/ciudad", "Nerea"),
    _k("La piscina no está abierta", "La piscina, eh, no, no está abierta", None),
    _k("送狗的时间是九点到十一点", "嗯……那个……送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "嗯——那个——送狗的时间是九点到十一点", None),
    _k("送狗的时间是九点到十一点", "嗯嗯，你知道吧，送狗的时间是九点到十一点", None),
    _k("灵车能放1.5米的花圈", "灵车【奔驰】能放1.5米的花圈。", None),
    _k("王芳在北京工作", "我在北京工作，其实，在朝阳区", "王芳/工作", "王芳"),
    # (reading 1: a pause inside the clause, read through)
    _k("Ana lives in Leeds", "I, um, live in Leeds", "ana/city", "Ana"),
    _k("Ana's sister lives in Leeds", "My sister, um, lives in Leeds", "ana/sister_city", "Ana"),
    _k("The flight leaves at 6", "The flight, uh, leaves at 6", None),
    _k("Ana works at Acme", "I work at, um, Acme", "ana/employer", "Ana"),
    _k("Ana drives a Honda Civic", "I drive a, um, Honda Civic", "ana/car", "Ana"),
    _k("Ana lives in Leeds", "I, uh, I live in Leeds", "ana/city", "Ana"),
    _k("Leo is allergic to nuts", "My son Leo is, like, allergic to nuts", None),
    _k("The wifi password is blue-fox-42", "The wifi password is, uh, blue-fox-42", None),
    _k("Nerea vive en Lima", "Yo, eh, vivo en Lima", "nerea/ciudad", "Nerea"),
    _k("Mi hermana vive en Lima", "Mi hermana, eh, vive en Lima", None),
    _k("Nerea trabaja en Iberdrola", "Trabajo en, este, Iberdrola", "nerea/trabajo", "Nerea"),
    _k("Nerea trabaja en Iberdrola", "Trabajo en, o sea, Iberdrola", "nerea/trabajo", "Nerea"),
    _k("Nerea tiene un Seat Ibiza", "Tengo un, eh, Seat Ibiza", "nerea/coche", "Nerea"),
    _k("El vuelo sale a las seis", "El vuelo, pues, sale a las seis", None),
    _k("El alquiler es de 900 euros al mes", "El alquiler es de, eh, 900 euros al mes", None),
    _k("Nerea es alérgica a la penicilina", "Soy, eh, alérgica a la penicilina", "nerea/alergia", "Nerea"),
    _k("Nerea vive en Lima", "Pues nada, que vivo en Lima", "nerea/ciudad", "Nerea"),
    _k("Mi hijo Leo es alérgico a los frutos secos", "Mi hijo Leo es, o sea, alérgico a los frutos secos", None),
    _k("El dentista está en la calle Mayor", "El dentista está, eh, en la calle Mayor", None),
    _k("王芳住在北京", "我，嗯，住在北京", "王芳/城市", "王芳"),
    _k("我妹妹住在北京", "我妹妹，嗯，住在北京", None),
    _k("王芳在腾讯工作", "我在，那个，腾讯工作", "王芳/公司", "王芳"),
    _k("航班六点起飞", "航班，呃，六点起飞", None),
    _k("房租每月三千", "房租，嗯，每月三千", None),
    _k("王芳对青霉素过敏", "我，那个，对青霉素过敏", "王芳/过敏", "王芳"),
    _k("王芳开一辆本田思域", "我开一辆，呃，本田思域", "王芳/车", "王芳"),
    _k("牙医在公园路", "牙医，就是，在公园路", None),
    _k("我儿子对坚果过敏", "我儿子，嗯，对坚果过敏", None),
    _k("王芳住在北京", "我，我，嗯，我住在北京", "王芳/城市", "王芳"),
    # (reading 1: repairs, corrections, content words between commas, brackets inside a name or a value)
    _k("Ana lives in Leeds", "I live in York, I mean, Leeds", "ana/city", "Ana"),
    _k("Ana lives in Headingley", "I live in Leeds, well, in Headingley", "ana/area", "Ana"),
    _k("Ana is vegan", "I'm vegetarian, actually, vegan", "ana/diet", "Ana"),
    _k("Ana's flight is on Wednesday", "My flight is on Tuesday, I mean, Wednesday", "ana/flight_day", "Ana"),
    _k("Nerea vive en Miraflores", "Vivo en Lima, bueno, en Miraflores", "nerea/barrio", "Nerea"),
    _k("Nerea vive en Miraflores", "Vivo en Lima, o sea, en Miraflores", "nerea/barrio", "Nerea"),
    _k("Nerea vive en Miraflores", "Vivo en Lima, es decir, en Miraflores", "nerea/barrio", "Nerea"),
    _k("Nerea vive en Bilbao", "Vivo en Getxo, bueno, en Bilbao", "nerea/ciudad", "Nerea"),
    _k("Bilbao", "Vivo en Getxo, bueno, en Bilbao", "nerea/ciudad", "Nerea"),
    _k("Nerea es vegana", "Soy vegetariana, bueno, vegana", "nerea/dieta", "Nerea"),
    _k("Nerea es vegana", "Soy vegetariana, o sea, vegana", "nerea/dieta", "Nerea"),
    _k("Nerea nació en 1991", "Nací en 1990, bueno, en 1991", "nerea/nacimiento", "Nerea"),
    _k("王芳住在朝阳区", "我住在北京，其实，朝阳区", "王芳/区", "王芳"),
    _k("上海", "我住在北京，我是说，上海", "王芳/城市", "王芳"),
    _k("王芳吃纯素", "我吃素，其实，吃纯素", "王芳/饮食", "王芳"),
    _k("Ana lives in Leeds", "I lived in York, now, I live in Leeds", "ana/city", "Ana"),
    _k("Ana plays squash", "I play tennis, and, like, squash", "ana/sport", "Ana"),
    _k("Nerea vive en Lima", "Antes vivía en Cusco, ahora, vivo en Lima", "nerea/ciudad", "Nerea"),
    _k("Nerea bebe té", "No tomo café, entonces, bebo té", "nerea/bebida", "Nerea"),
    _k("Nerea juega al pádel", "Juego al tenis, y, bueno, al pádel", "nerea/deporte", "Nerea"),
    _k("王芳住在上海", "我以前住在北京，现在，我住在上海", "王芳/城市", "王芳"),
    _k("王芳喝茶", "我不喝咖啡，然后，我喝茶", "王芳/饮品", "王芳"),
    _k("Ana lives in Leeds", "No, yeah, I live in Leeds", "ana/city", "Ana"),
    _k("Nerea vive en Lima", "No, sí, vivo en Lima", "nerea/ciudad", "Nerea"),
    _k("Nerea vive en Lima", "Sí, no, vivo en Lima", "nerea/ciudad", "Nerea"),
    _k("Ana works at Acme (UK) Ltd", "I work at Acme (UK) Ltd", "ana/employer", "Ana"),
    _k("Acme (UK) Ltd", "I work at Acme (UK) Ltd", "ana/employer", "Ana"),
    _k("Nerea trabaja en Telefónica (España)", "Trabajo en Telefónica (España)", "nerea/trabajo", "Nerea"),
    _k("Nerea es profesora de 5º (Primaria)", "Soy profesora de 5º (Primaria)", "nerea/trabajo", "Nerea"),
    _k("王芳在腾讯（深圳）工作", "我在腾讯（深圳）工作", "王芳/公司", "王芳"),
    _k("王芳住在3号楼（B座）", "我住在3号楼（B座）", "王芳/地址", "王芳"),
    # (reading 1: a place or a restriction kept after a pause or in brackets)
    _k("Ana lives in Leeds until June", "I live in Leeds, um, until June", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "I live in Leeds, um, near the university", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "I live in Leeds (near the university)", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "I live in Leeds [near the uni]", "ana/city", "Ana"),
    _k("Nerea vive en Lima hasta junio", "Vivo en Lima, eh, hasta junio", "nerea/ciudad", "Nerea"),
    _k("Nerea vive en Lima", "Vivo en Lima, eh, cerca del centro", "nerea/ciudad", "Nerea"),
    _k("Nerea vive en Lima", "Vivo en Lima [en Miraflores]", "nerea/ciudad", "Nerea"),
    _k("王芳住在北京", "我住在北京（朝阳区）", "王芳/城市", "王芳"),
    _k("王芳住在北京", "我住在北京【朝阳区】", "王芳/城市", "王芳"),
    _k("王芳住在北京", "我住在北京，嗯，朝阳区那边", "王芳/城市", "王芳"),
    _k("The pool is open until 9 on weekdays", "The pool is open until 9, um, on weekdays", None),
    # (reading 1: false starts, and repairs of a number or a quantifier)
    _k("The deposit is 500 pounds", "A, um, the deposit is 500 pounds", None),
    _k("Most Tuesdays we close early", "Every, um, I mean, most Tuesdays we close early", None),
    _k("Casi todos los martes cerramos pronto", "Todos, eh, o sea, casi todos los martes cerramos pronto", None),
    _k("Somos cuatro en casa", "Tres, eh, bueno, somos cuatro en casa", None),
    _k("大部分周二我们早关门", "每个，呃，我是说，大部分周二我们早关门", None),
    _k("我们家住了四个人", "三个，嗯，其实，我们家住了四个人", None),
    _k("The red car is mine", "The blue, um, the red car is mine", None),
    _k("Ana's sister lives in Leeds", "My brother, um, no, my sister lives in Leeds", "ana/sister", "Ana"),
    _k("Nerea trabaja en Iberdrola", "Trabajaba, eh, trabajo en Iberdrola", "nerea/trabajo", "Nerea"),
    _k("Nerea va al gimnasio los lunes", "Voy al gimnasio los, eh, lunes", "nerea/gimnasio", "Nerea"),
    _k("王芳周一去健身房", "我，那个，周一去健身房", "王芳/健身", "王芳"),
    _k("Ana's flight lands at 6", "My flight, uh, lands at, um, 6", "ana/flight", "Ana"),
    _k("La clínica abre los sábados", "La clínica, eh, abre los, este, sábados", None),
    _k("诊所周六开门", "诊所，嗯，周六，那个，开门", None),
    _k("Ana's daughter goes to St Mary's", "My, um, my daughter goes to St Mary's", "ana/daughter_school", "Ana"),
    _k("La contraseña del wifi es zorro-azul-42", "Nuestra, eh, la contraseña del wifi es zorro-azul-42", None),
    _k("会议室在三楼", "我们的，呃，会议室在三楼", None),
    _k("会议室在三楼", "一个，嗯，会议室在三楼", None),
    _k("房东是何先生", "我的，嗯，房东是何先生", None),
    # (reading 2: greetings, vocatives, discourse `then`, notices, the frame kept in the value)
    _k("The office reopens on Tuesday", "Happy holidays, the office reopens on Tuesday", None),
    _k("Ana moved to Leeds", "What a year, I moved to Leeds", "ana/city", "Ana"),
    _k("Ana moved to Leeds", "Then, I moved to Leeds", "ana/city", "Ana"),
    _k("The meeting is at 10", "Hi Summer, the meeting is at 10", None),
    _k("The meeting is at 10", "Thanks April, the meeting is at 10", None),
    _k("The meeting is at 10", "Hey Autumn, the meeting is at 10", None),
    _k("Nerea vive en Madrid", "Entonces, vivo en Madrid y trabajo en Iberdrola", "nerea/ciudad", "Nerea"),
    _k("Nerea vive en Madrid", "Bueno, entonces, vivo en Madrid", "nerea/ciudad", "Nerea"),
    _k("La oficina reabre el martes", "Felices Pascuas, la oficina reabre el martes", None),
    _k("Nerea se mudó a Madrid", "Qué año, me mudé a Madrid", "nerea/ciudad", "Nerea"),
    _k("Nerea se mudó a Madrid", "Menuda semana, me mudé a Madrid", "nerea/ciudad", "Nerea"),
    _k("Nerea se mudó a Madrid", "Y entonces, me mudé a Madrid", "nerea/ciudad", "Nerea"),
    _k("La reunión es a las 10", "Hola Abril, la reunión es a las 10", None),
    _k("La reunión es a las 10", "Gracias, Pascua, la reunión es a las 10", None),
    _k("La reunión es a las 10", "Buenas noches, la reunión es a las 10", None),
    _k("La reunión es a las 10", "Buenas tardes, la reunión es a las 10", None),
    _k("The meeting is at 10", "Good morning, the meeting is at 10", None),
    _k("会议在十点", "新年快乐，会议在十点", None),
    _k("会议在十点", "早上好，会议在十点", None),
    _k("会议在十点", "晚上好，会议在十点", None),
    _k("会议在十点", "周末愉快，会议在十点", None),
    _k("会议在十点", "各位早上好，会议在十点", None),
    _k("会议在十点", "陈总早上好，会议在十点", None),
    _k("Ana is booked in for Tuesday", "Right then, I'm booked in for Tuesday", "ana/appointment", "Ana"),
    _k("12 Park Road", "Alright then, my address is 12 Park Road", "ana/address", "Ana"),
    _k("Nerea vive en Lima", "Pues entonces, vivo en Lima", "nerea/ciudad", "Nerea"),
    _k("Calle Mayor 12", "Vale entonces, mi dirección es Calle Mayor 12", "nerea/direccion", "Nerea"),
    _k("La cita es el martes a las 10", "Vale entonces, la cita es el martes a las 10", None),
    _k("The office reopens on the 4th", "Merry Christmas everyone, the office reopens on the 4th", None),
    _k("La oficina reabre el día 7", "Próspero año, la oficina reabre el día 7", None),
    _k("La oficina reabre el día 7", "Feliz Navidad a todos, la oficina reabre el día 7", None),
    _k("Ana finished her degree", "Final year done, I finished my degree", "ana/education", "Ana"),
    _k("That week Ana stayed at a hotel", "That week, I stayed at a hotel", "ana/lodging", "Ana"),
    _k("Esa semana Nerea trabaja desde casa", "Esa semana, trabajo desde casa", "nerea/trabajo", "Nerea"),
    _k("那一周王芳住在酒店", "那一周，我住在酒店", "王芳/住处", "王芳"),
    _k("This term Ana works nights", "This term, I work nights", "ana/shift", "Ana"),
    _k("这个月王芳在家办公", "这个月，我在家办公", "王芳/工作", "王芳"),
    _k(
        "This semester the drop-off window is nine to eleven",
        "This semester, the drop-off window is nine to eleven",
        None,
    ),
    _k("暑假送狗的时间是九点到十一点", "暑假，送狗的时间是九点到十一点", None),
    _k("今年送狗的时间是九点到十一点", "今年，送狗的时间是九点到十一点", None),
    _k("当时送狗的时间是九点到十一点", "当时，送狗的时间是九点到十一点", None),
    _k(
        "Este curso el horario de entrega es de nueve a once",
        "Este curso, el horario de entrega es de nueve a once",
        None,
    ),
    _k("This week's special is lamb shank", "This week's special is lamb shank, £14", None),
    _k("Lamb shank", "This week's special is lamb shank", "menu/weekly_special"),
    _k("The drop-off window is nine to eleven", "Hi all — the drop-off window is nine to eleven", None),
    _k("El horario de entrega es de nueve a once", "Hola a todos — el horario de entrega es de nueve a once", None),
    _k("送狗的时间是九点到十一点", "各位家长——送狗的时间是九点到十一点", None),
    _k("The drop-off window is nine to eleven", "Quick update: the drop-off window is nine to eleven", None),
    _k("El horario de entrega es de nueve a once", "Aviso: el horario de entrega es de nueve a once", None),
    _k("送狗的时间是九点到十一点", "通知：送狗的时间是九点到十一点", None),
    # (reading 3: labels that stand for the user)
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Where are you based?\nMe: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Bot: Where are you based?\nYou: I live in Leeds.",
    ),
    _k(
        "User is allergic to penicillin",
        "I'm allergic to penicillin.",
        None,
        "user",
        "Pharmacist: Any allergies?\nPt: I'm allergic to penicillin.",
    ),
    _k(
        "User is allergic to penicillin",
        "I'm allergic to penicillin.",
        None,
        "user",
        "Nurse: Any allergies?\nPatient #4521: I'm allergic to penicillin.",
    ),
    _k(
        "User is allergic to penicillin",
        "I'm allergic to penicillin.",
        None,
        "user",
        "Nurse: Any allergies?\nPatient (Ana Ruiz): I'm allergic to penicillin.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Coach: Where are you based?\nAna (me): I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Host: Where are you joining from?\nAttendee: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hi, how can I help?\nCaller (Mrs Patel): I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Assistant: Where are you based?\nHuman: I live in Leeds.",
    ),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", "Agent: Hello.\nEnquirer: I live in Leeds."),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hello.\nApplicant (Ana): I live in Leeds.",
    ),
    _k("Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Agente: ¿Dónde vive?\nYo: Vivo en Lima."),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: ¿Dónde vive?\nSolicitante: Vivo en Lima.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: ¿Dónde vive?\nAsegurado: Vivo en Lima.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: ¿Dónde vive?\nAbonado: Vivo en Lima.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: ¿Dónde vive?\nInteresada: Vivo en Lima.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Entrevistador: ¿Dónde vive?\nEntrevistada: Vivo en Lima.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: ¿Dónde vive?\nCliente (yo): Vivo en Lima.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: ¿Dónde vive?\nParticipante: Vivo en Lima.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: ¿Dónde vive?\nViajera: Vivo en Lima.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: ¿Dónde vive?\nArrendataria: Vivo en Lima.",
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: ¿Dónde vive?\nHuésped hab. 214: Vivo en Lima.",
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n客户138****5678：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n来电人 138****5678：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n我（王芳）：我住在北京。"),
    _k(
        "Usuario es alérgica al polen",
        "Soy alérgica al polen.",
        None,
        "user",
        "Nombre: Ana Ruiz\nTeléfono: 622 741 058\nObservaciones: Soy alérgica al polen.",
    ),
    _k(
        "Usuario trabaja de noche",
        "Trabajo de noche.",
        None,
        "user",
        "Nombre: Ana Ruiz\nProfesión: enfermera\nComentarios: Trabajo de noche.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        "user/city",
        "user",
        "From: Ana Ruiz\nTo: Support\nSubject: Address\n\nHi, I live in Leeds now.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Chat with Bot (user: Ana)\nBot: Where are you based?\nAna: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Bot: Where are you based?\nAna (user): I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Assistant: Where are you based?\nUser (Ana): I live in Leeds.",
    ),
    _k(
        "Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Nota: me mudé\nActualización: Vivo en Lima."
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hello.\nCustomer ****1234: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hello.\nCaller +44 7700 900123: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Agent: Hello.\nAna (customer): I live in Leeds.",
    ),
    _k(
        "Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Agente: Hola.\nCliente 48213: Vivo en Lima."
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Agente: Hola.\nCliente (****1234): Vivo en Lima.",
    ),
    _k("Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Agente: Hola.\nHuésped: Vivo en Lima."),
    _k("Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Agente: Hola.\nComprador: Vivo en Lima."),
    _k("Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Agente: Hola.\nCompradora: Vivo en Lima."),
    _k(
        "Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Agente: Hola.\nUsuaria (Ana): Vivo en Lima."
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n顾客（王女士）：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n买家（我）：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n租客：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n患者（王芳）：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "客服：您好。\n乘客：我住在北京。"),
    _k(
        "Usuario corre 30 km a la semana",
        "corro 30 km a la semana.",
        None,
        "user",
        "Objetivo: correr una maratón\nProgreso: corro 30 km a la semana.",
    ),
    _k(
        "Usuario nada dos veces por semana",
        "Nado dos veces por semana.",
        None,
        "user",
        "Dieta: vegana\nEjercicio: Nado dos veces por semana.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Ana (you)  9:15 AM\nI live in Leeds.\nLeo  9:16 AM\nNice!",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "You said:\nI live in Leeds.\nChatGPT said:\nNoted!",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "ChatGPT: Where are you based?\nMe: I live in Leeds.",
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        "Model: Where are you based?\nUser: I live in Leeds.",
    ),
    _k(
        "Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Bot: ¿Dónde vives?\nYo misma: Vivo en Lima."
    ),
    _k("Usuario vive en Lima", "Vivo en Lima.", "usuario/ciudad", "user", "Bot: ¿Dónde vives?\nTú: Vivo en Lima."),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        "Bot: ¿Dónde vives?\nYo (Nerea): Vivo en Lima.",
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "机器人：你住哪？\n本人：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "机器人：你住哪？\n我本人：我住在北京。"),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", "助手：你住哪？\n你：我住在北京。"),
]


# (eighteenth session, after the round: the lead's fixes closed every regression and 20 older cases — the module doc's
# last paragraph)
_OPEN_CAUSED: tuple[int, ...] = ()

# (every older case was open on 66aaf74; closed since by 8a3102a, committed while the round ran: `Customer's son (on
# speaker):` read as a customer's relative)
# (nineteenth session, round 46's refusals: 33 more closed — a repair that narrows with a time, scope, condition or
# part, `_cleaned`; a tag taking the last sentence back in irony, `…, yeah, right`, `_corrections`; a leading time
# fragment a speaker-bound value skips, `_fragments`; the first person's relative as a label, `My brother:`, `_turns`;
# then 7 more: a narrowing after a pause said with its clause, `I live in Leeds, um, part of the year`, and `digamos`,
# `o sea que`, `我是说` read as fillers, `_cleaned`)
_OPEN_OLDER = (
    *(3, 39, 42, 56, 57, 64, 67, 73, 77, 79, 80, 81, 82, 83, 84, 85),
    *(86, 87, 88, 89, 90, 91, 92, 93, 94),
)

_OPEN_REGRESSIONS: tuple[int, ...] = ()

_OPEN_TWINS = (
    *(10, 13, 16, 28, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62),
    *(63, 64, 65, 67, 70, 84, 88, 89, 136, 155, 164, 168, 171, 174, 175, 176),
    *(177, 178, 180, 181, 182, 187, 188, 190, 193, 196, 199, 200, 201, 208, 209),
)

_REASONS = {
    "CAUSED": "accepted by 66aaf74, refused by a45652b, open",
    "OLDER": "accepted on a45652b too, open",
    "REGRESSIONS": "accepted by a45652b, refused by 66aaf74, open",
    "TWINS": "a faithful case refused, open",
}
_OPEN = {"CAUSED": _OPEN_CAUSED, "OLDER": _OPEN_OLDER, "REGRESSIONS": _OPEN_REGRESSIONS, "TWINS": _OPEN_TWINS}
_ROUND = "red-team round 32"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
