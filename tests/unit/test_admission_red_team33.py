"""Red-team round 33 of issue 31 (DESIGN §4): hostile cases against admission round 46 (9f976ee), in English, Spanish
and Chinese. Helper rt33, 2026-12-07. No source was changed.

The readings under test (round 46 against f52fe7b): (1) an evidence that is a part of one utterance of a JSON transcript
(`_quoted.json_sentence`) — the utterance one sentence after acknowledgments only (`Okay.`, `Vale.`, `好的。`), nothing
after it, no label, quotation, dash or bracket in it, no `?` in the utterance — binds the first person to the speaker
its speaker field names when the value holds against that sentence checked alone (`_support._bound_speaker`); (2) a
one-word speaker field equal, in any case, to the speaker names them (`_quoted.same_person`: mem0's `user`, `usuario`,
`用户`), for round 41's whole utterances too; (3) transcript hygiene: an utterance's other fields are bookkeeping only
by their whole names, each holding a number or one word; a string beside the utterances that says the exchange is
relayed or made up (`_quoted._RELAYED`), or an utterance nested in another's object, makes the JSON no transcript; the
turn before by another speaker asking for text (`_turns.asks_for_text`) makes the utterance no claim; (4) `will`,
`shall`, `será`, `serán` directly before a date (`be`, a preposition or an article between) no longer refuses when all
before the auxiliary is articles and words the key names (`_typed._keyed_event`); (5) the addressee's possessive may
stand before a slot word of the value's type for a key whose subject is not the speaker (`_typed._addressee_slot`); (6)
a one-token typed value every occurrence of which runs on into more Latin letters or digits is refused
(`_typed._inside_longer`). Each probe was run as `check_support(value, evidence, source, guard=True, key=key,
speaker=speaker)` on f52fe7b and on 9f976ee, each tree in its own process, under PYTHONHASHSEED 0 and 3 (no answer
changed with the seed). A strict xfail in `CAUSED` is a false accept 9f976ee accepts and f52fe7b refuses; one in `OLDER`
is accepted by both (only near the readings); one in `REGRESSIONS` is a faithful case f52fe7b accepts and 9f976ee
refuses. `TWINS` are faithful hard positives beside the negatives: plain tests when 9f976ee accepts them (63 of them
gains of the round: 33 of reading 1, 9 of 2, 14 of 4, 7 of 5), strict xfails for the 12 it refuses (both trees refuse
them). All strict xfails were open when the round was handed over.

Counts: 434 distinct probes, by hand (170 on reading 1, 47 on 2, 55 on 3, 78 on 4, 60 on 5, 24 on 6, by the reading each
aims at), besides some 30 tried while reading the diff (not counted; 8 of them unclear, listed below). 5 were left out
as unclear (3, 0, 0, 0, 1, 1 by reading), so 429 are labelled. By a careful reading: 166 caused false accepts (`CAUSED`:
106, 20, 0, 26, 14, 0 by reading), 27 older ones (`OLDER`: 0, 15, 0, 3, 4, 5), 57 regressions (`REGRESSIONS`: 51 of
reading 3, 6 of reading 6), 90 twins (`TWINS`: 39, 11, 2, 20, 14, 4; 12 refused by both trees: 6, 0, 1, 4, 0, 1). 87
unfaithful probes are refused by both trees (22, 1, 0, 29, 27, 8), and 2 false accepts of f52fe7b are refused by 9f976ee
(reading 3: a `title` "My brother's chat log", a `segment_type` "reading aloud"); neither group is pinned.

Caused (166). Reading 1 (106): the sentence is checked alone, so nothing outside the one utterance is read; what the
transcript says around it is lost:
- **a retraction or correction in the next utterance** (24): transcripts cut sentences into utterances, so round 31's `I
  live in Leeds. Well, I used to.` comes back as two segments — `User lives in Leeds` from `I live in Leeds` of `I live
  in Leeds and I cycle to work.` then `Well, I used to.`; `Lol no.`, `Not anymore though.`, `Ignore that, wrong chat.`,
  after the agent's `Really?` `No, my dad does.`; `Bueno, vivía.`, `Era, lo dejé en Navidad.`, `Ya quisiera.`;
  `骗你的。`, `才怪。`, `以前是。`, `说错了，是我弟弟。`; keyed values (`07700 900123` for `user/phone` then `Oops,
  that's my old number.`, `QX7744` then `Wait, no, that's Leo's booking.`, `Perdón, ese es el de mi hermana.`,
  `不对，那是我老公的。`).
- **a game, pretence, hypothetical or role set up by the turn before** in words `_turns` does not list (28): `Let's play
  two truths and a lie.`, `Lie to me, let's see if I can tell.`, `Say something that isn't true.`, `What would you say
  if you were a pilot?`, `Pretend it's 2040.`, `Describe your dream life.`, `You're the landlord in this scene`, `Sing
  the first line of the song.`, `Imagine you won the lottery.`, `Introduce yourself as your grandmother would.`, `Do
  your impression of the new boss.`, `Do the Garfield voice.`, `Let's rehearse the scene.`, the agent's `Go ahead with
  the script.` after the user's `Okay.`; `Juguemos a dos verdades y una mentira.`, `Miénteme`, `Imagina que eres
  piloto.`, `Di algo que no sea verdad.`, `Imita a tu jefe.`; `我们玩两真一假吧`, `你骗我一句试试。`,
  `假设你中了彩票。`, `说一句假话。`, `你来演房东。`, `你能扮演我妈妈吗`, `学一下你老板说话。`.
- **the same speaker's utterance before sets it up** (10): `Two truths and a lie, ready?`, `Here's the opening line of
  my novel.`, `My character sheet for tonight's game.`, `Let me read you Leo's text.`, `Translating for my mum now.`,
  `This is what my sister wrote.`, `Te leo el mensaje de Pablo.`, `Dos verdades y una mentira.`, `我念一下小王的短信。`,
  `两真一假。`.
- **a request for text the filter no longer sees** (7): the request's object carries one more field (`"emotion":
  "playful"`, `"tono": "broma"`, `"情绪": "开心"`), so it is no plain utterance and drops out of the list the filter
  reads; or a turn stands between (the user's own `Okay.`, a third speaker's `Ha, go on.`, the asker's `Ready`).
- **context beside the utterances the relay check misses** (20): a key's name is never read (`{"sample_dialogue": […]}`,
  `roleplay_transcript`, `translated_dialogue`, `mi_hermano`, `示例对话`); words it does not list (`Invented
  conversation for the workshop`, `Not a real conversation` — `not real` only matches adjacent —, `Screenplay, scene 4`,
  `Spanish lesson dialogue`, `Subtitles of the film …`, `All of this is false`, `improv comedy sketch`, `synthetic
  conversation generated by a model`, `Diálogo inventado para clase`, `obra de teatro`, `Nada de esto es verdad`,
  `电视剧台词`, `角色扮演`, `都是编的`, `听力考试材料`).
- **a bookkeeping-named field holding one word** (11): the one-word test counts whitespace, so a name like `channel`,
  `segment`, `turn` or any `…_id` passes with `roleplay`, `quote`, `impersonation`, `voicemail_from_leo`, `角色扮演`,
  `代读小王的信` (no space in Chinese), and `on_behalf_of_id`, `quoted_from_id`, `translated_from_id`,
  `en_nombre_de_id`, `代替_id` are bookkeeping by their `_id`.
- **an acknowledgment that answers whether what follows is true** (4): `Are you going to lie to me now?` — `Yes. I live
  in Leeds …`, `Is the next bit made up?` — `Yeah. …`, `¿Me vas a mentir?` — `Sí. …`, `你接下来要编一句？` — `对。…`.
- **inside the sentence** (2): `I live in Leeds, — Leo, 2019.` (the close check's lookahead after `,\\s*` passes when
  the space is left to it) and `小时候，我住在北京。` read as where the user lives now.
Reading 2 (20): the same holes for whole utterances, now open for mem0's `user` (round 41 bound only a capitalised
name): the next utterance (`Well, I used to.`, `Lol no.`, `Bueno, vivía.`, `Era, hasta Navidad.`, `Sorry, I was a nurse.
Retired now.`, `Is that your brother's line again?` — `Yes, his.`, `¿Eso es de la carta de tu hermano?` — `Sí, es
suya.`, a `USER` turn `No wait, that was my flatmate typing.`), the turn before (`Let's play two truths and a lie.`,
`Lie to me.`, `Can you play my mum for the call?`, `Repeat after me.` then `Okay.`, `Juguemos a …`, `Are you going to
lie to me now?` then `Yes.`), the context (`Not a real conversation`, `sample_dialogue`, `obra de teatro`) and one-word
fields (`"channel": "roleplay"`, `on_behalf_of_id`, `"channel": "doblaje"`).
Reading 4 (26): the subject need only be words the key names, so a key naming two things takes the other one's date: `3
June` for `exam/results/date` from `The exam will be on 3 June.` (`wedding/rehearsal/date`,
`conference/abstract/deadline`, `party/rsvp/deadline`, `flight/return/date`, `surgery/follow_up/date`,
`concert/ticket_sale/date`, `course/enrolment/deadline`, `agm/minutes/date`, `match/tickets/release_date`,
`hearing/appeal/deadline` with `shall`, `wedding/venue_visit/date`; `examen/notas/fecha` from `El examen será el 3 de
junio.`, `boda/ensayo/fecha`, `elecciones/resultados/fecha` with `serán`, `cirugia/revision/fecha`,
`congreso/inscripcion/plazo`, `concierto/entradas/fecha`, `final/entradas/fecha`, `elecciones/debate/fecha`,
`boda/pago/plazo`); and a date that modifies a noun after it (`The AGM will be on the 14 November agenda.`, `in the 14
November issue`, `newsletter`, `email`, `The wedding will be in the 3 June edition.`). (The present tense already let
the first kind through on f52fe7b: `The exam is on 3 June.` for `exam/results/date`.)
Reading 5 (14): any slot word of the value's type, not of the key's slot: `Your reference is QX7744.` for
`harbour_hotel/password`, `…/wifi_password`, `…/account_number`, `…/door_code`; `Your booking is …` and `Your code is …`
for a wifi password; `Your confirmation number is …` for `…/loyalty_number`; `Your tracking number is 44871.` for
`shop/order_number`; `Your reference is 44871.` for `bank/account_number`; `Your fee is £800.` for `flat/rent`; `su
localizador es NB7Q2X.` for `naviera_balear/password`, `Su localizador …` for `…/cuenta`, `Su referencia es …` for
`banco/cuenta`, `Tu número de seguimiento es 77310.` for `tienda/pedido`.

Older (27): reading 2's holes for names round 41 already bound (15: `Hanna`, `User`, `Lucía`, `王芳`, and `用户`, which
the old name check took whole as a Chinese name: the next utterance, `Repeat after me.` then `Okay.`, `"channel":
"roleplay"`, `on_behalf_of_id`, `sample_dialogue`, `电视剧台词`, `代读小王的信`, `跟我读。` then `好的。`); a second
date (`21 November` for `club/agm/date` from `The AGM will be on 14 November and the dinner on 21 November.`) and the
Chinese `将在` of another event (`婚礼将在5月3日。` for `婚礼/彩排/日期`, `考试将在6月3日。` for `考试/成绩/日期`); the
addressee's own phone for an organisation's (`Your mobile is …`, `Your number is …` for `clinic/phone`, `Su móvil es …`,
`您的手机号是…` for `诊所/电话`); and reading 6's check, which reads only ASCII letters after the value: a full-width,
Cyrillic or Greek `K` after `72845193`, full-width digits before an ASCII `K`.

Regressions (57). Reading 3 (51): bookkeeping that is no longer bookkeeping — names the whole-name list lacks (`end_ms`,
`start_ms`, `date`, `datetime`, `turn_index`, `sequence`, `language_code`, `confidence_score`, `start_timestamp`,
`duration_seconds`, `end_time_ms`, `segment_index`, `speaker_confidence`, `inicio_ms`, `开始时间`) and values of two
words (`"timestamp": "2024-05-03 10:31:00"`, `"time": "10:31 AM"`, `"recipient"`/`"to"`/`"destinatario"` with a full
name, `"language": "English (UK)"`, `"channel": "Team chat"`, `"时间": "2024年5月3日 上午10点"`); context words the
relay check reads as a relay (`"location": "Reading"`, `Blood test results call`, `Quote for the kitchen refit`, `Cover
letter review`, `Dental practice booking`, `Call with Leo about his move`, `Forwarding address update`, `Driving test
debrief`, an agenda item `Her new role`, `Cita con el dentista`, `Reclamación sobre su factura`, `Traducción jurada del
título`, `翻译公司面试`, `她的入职面谈`, `测试环境上线会议`); a thread's replies nested in the first message (`"thread":
[…]`, `"replies": […]`); a question read as a request for text (`What's your role at the club?`, `What's your role on
the team?`, `I'll read out the names later. …`, `You told me a lie about the dog. …`, `Can you read me your address for
the form?`, `你的角色是什么？`, `地址你读一下？`).
Reading 6 (6): a time written with its suffix (`a las 19:00h`, `14:30h`, `21:00hs`, `at 10:30hrs`, `10:30h`, `19:00h`).

Twins both trees refuse (12): a sentence whose clause goes on past the part (`Trabajo en Iberdrola, en la oficina de
Bilbao.`), `Claro. Soy enfermera y vivo en Bilbao.`, an acknowledgment before a newline or an ellipsis (`Okay\\nI live
…`, `Okay… I live …`), a caller's `Okay. I'm Leo's mum and I live in Hull.` (and the Spanish), a turn with two questions
the request pattern reads; `The AGM will be held on 14 November.`, `will take place on`, `…, not 7 November.`,
`婚礼将于5月3日举行。`; `Tracking: 72845193 (Royal Mail).`.

Left out as unclear (5, and 8 of the uncounted): reading 1 — `What would your ideal job be?` then `Okay. I design video
games.` (an ideal or the job), `When I was ten, I lived in Leeds.` and `Back in 2010, I lived in Leeds.` for `User lived
in Leeds` (a past tense the frame only narrows); (uncounted:) reading 4 — `The club will be on 14 November.` for
`club/agm/date`, `The AGM will be at 7pm.` for `club/agm/date`, `… at the 7pm slot.`; reading 5 — `Su pedido es NB7Q2X.`
for `naviera_balear/localizador` (and, uncounted, `Your ID is QX7744.`, `Your order is QX7744.`, `Your number is
QX7744.` for `harbour_hotel/booking_code`, `Your email is x@y.com.` for `hotel/email`, `su número es 612345678.` for
`clinica/pedido`); reading 6 — `€45` from `The fee is €45pp.`.

Not found: the checks inside the one sentence hold — a frame before the part (`According to my passport,`, `On paper,`,
`In the play,`, `If Leo asks,`, `Según mi pasaporte,`, `En la obra,`, `在梦里，`, `在游戏里，`) or after it (`, says
Leo`, `, or so Leo claims`, `, at least on paper`, `, dice mi madre`, `，小王说的`) is refused, and the `;`, `﹔`, `…`,
`, jk` and `?` tricks tried found nothing; the future copula still refuses a hedge, condition, negation, `won't`,
`would`, a participle or a verb between (`will be held`, `será celebrado`, `será aplazado al`), a time frame before it
(`Next year`), another subject (`El velatorio`, `The AGM vote`) and every `at the earliest`/`unless`/`I
think`/`creo`/`según` after the date; the addressee's slot word still refuses a past, future, negated, hedged,
conditional or restricted slot (`Your old reference`, `su localizador provisional`), a person's key for another speaker,
and a Chinese `您的` before another slot; reading 6 refuses `72845193-K`, `QX-7744`'s `7744`, `FD-2024-77310`'s `2024`
(older rules, both trees).


The lead's answer (nineteenth session): readings 1, 2, 4 and 5 — the round's accept side — **withdrawn**, as round 44's
reading of a JSON utterance's part was after red-team round 31: a transcript's context reaches a sentence from other
utterances, other fields and other objects in more ways than a list can name (a retraction in the next utterance, a
game set up before, a request hidden by a field, a key naming two things, another slot's word). Reading 3 withdrawn
whole with them (its 51 regressions: field names and context words of ordinary transcripts). Reading 6 kept for
identifiers only (no date or amount: `19:00h` runs on into its unit), reading any script's letters and digits but
Chinese after NFKC: the 6 regressions and 5 of its older cases closed. So every caused case is refused again (the pins
below say so), the 63 twins the withdrawn readings gained are refused as on f52fe7b, and 22 older cases stay open."""

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
    """A transcript's JSON, as round 46's tests write it: one object per utterance, its speaker, start and text."""
    return _json({"utterances": [{"speaker": s, "start": i, "text": t} for i, (s, t) in enumerate(turns)]})


def _tx(context: dict[str, object], *turns: tuple[str, str]) -> str:
    """The same with `context` fields beside the utterances (a title, a note, a type)."""
    utterances = [{"speaker": s, "start": i, "text": t} for i, (s, t) in enumerate(turns)]
    return _json({**context, "utterances": utterances})


def _u(text: str, speaker: str = "user", **fields: object) -> str:
    """One utterance object in a list, with `fields` beside its speaker and text."""
    return _json([{"speaker": speaker, "text": text, **fields}])


def _en(*texts: str, field: str = "user") -> str:
    """An agent's greeting, then each of `texts` as an utterance under the speaker field `field`."""
    return _t(("Rosa", "Hi, how can I help?"), *((field, t) for t in texts))


def _es(*texts: str, field: str = "usuario") -> str:
    return _t(("Rosa", "Hola, ¿en qué te puedo ayudar?"), *((field, t) for t in texts))


def _zh(*texts: str, field: str = "用户") -> str:
    return _t(("阿May", "你好，有什么可以帮你？"), *((field, t) for t in texts))


CAUSED: list[Case] = [
    # (reading 1: a part of a one-sentence utterance, what the transcript around it does to it)
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _en("I live in Leeds and I cycle to work.", "Well, I used to."),
    ),
    _k(
        "User is allergic to penicillin",
        "I'm allergic to penicillin",
        None,
        "user",
        _en("I'm allergic to penicillin, and I carry an EpiPen.", "Sorry, that's my brother, not me."),
    ),
    _k(
        "User drives a Tesla",
        "I drive a Tesla",
        None,
        "user",
        _en("I drive a Tesla, and I charge it at home.", "Lol no."),
    ),
    _k("User is a nurse", "I'm a nurse", None, "user", _en("I'm a nurse and I work nights.", "Not anymore though.")),
    _k(
        "User has two cats",
        "I have two cats",
        None,
        "user",
        _en("I have two cats and a dog.", "Had. The cats died in March."),
    ),
    _k(
        "Hanna teaches piano",
        "I teach piano",
        None,
        "Hanna Cole",
        _t(("Hanna Cole", "I teach piano, and I run the choir."), ("Hanna Cole", "Used to, anyway.")),
    ),
    _k(
        "User is married",
        "I'm married",
        None,
        "user",
        _t(
            ("user", "I'm married, and we live in York."),
            ("Rosa", "Congratulations!"),
            ("user", "Divorced now, actually."),
        ),
    ),
    _k(
        "User speaks fluent Japanese",
        "I speak fluent Japanese",
        None,
        "user",
        _t(
            ("user", "I speak fluent Japanese, and I lived in Osaka."),
            ("Rosa", "Wow."),
            ("user", "Not really, I'm joking."),
        ),
    ),
    _k(
        "User owns a boat",
        "I own a boat",
        None,
        "user",
        _t(("user", "I own a boat, and I sail every weekend."), ("Rosa", "Really?"), ("user", "No, my dad does.")),
    ),
    _k(
        "User works at Acme",
        "I work at Acme",
        None,
        "user",
        _en("I work at Acme and I manage the payroll.", "Ignore that, wrong chat."),
    ),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "usuario",
        _es("Vivo en Bilbao y trabajo en el puerto.", "Bueno, vivía."),
    ),
    _k(
        "Usuario es vegana",
        "Soy vegana",
        None,
        "usuario",
        _es("Soy vegana y no bebo alcohol.", "Era, lo dejé en Navidad."),
    ),
    _k(
        "Usuario tiene un perro",
        "Tengo un perro",
        None,
        "usuario",
        _es("Tengo un perro y dos gatos.", "Tenía, el perro murió."),
    ),
    _k(
        "Usuario es millonario",
        "Soy millonario",
        None,
        "usuario",
        _es("Soy millonario, y tengo un yate.", "Ya quisiera."),
    ),
    _k("用户住在北京", "我住在北京", None, "用户", _zh("我住在北京，在一家银行上班。", "骗你的。")),
    _k("用户会开车", "我会开车", None, "用户", _zh("我会开车，也会骑摩托。", "才怪。")),
    _k("用户是护士", "我是护士", None, "用户", _zh("我是护士，上夜班。", "以前是。")),
    _k(
        "王芳养了两只猫",
        "我养了两只猫",
        None,
        "王芳",
        _t(("王芳", "我养了两只猫，还有一条狗。"), ("王芳", "猫去年都死了。")),
    ),
    _k("用户对青霉素过敏", "我对青霉素过敏", None, "用户", _zh("我对青霉素过敏，一直带着药。", "说错了，是我弟弟。")),
    _k(
        "用户有一条船",
        "我有一条船",
        None,
        "用户",
        _t(("用户", "我有一条船，周末常出海。"), ("阿May", "真的吗？"), ("用户", "假的，是我爸的。")),
    ),
    _k(
        "07700 900123",
        "My number is 07700 900123",
        "user/phone",
        "user",
        _en("My number is 07700 900123, and I'm free after six.", "Oops, that's my old number."),
    ),
    _k(
        "QX7744",
        "My booking code is QX7744",
        "user/booking_code",
        "user",
        _en("My booking code is QX7744, and I land at nine.", "Wait, no, that's Leo's booking."),
    ),
    _k(
        "612 345 678",
        "Mi teléfono es 612 345 678",
        "usuario/telefono",
        "usuario",
        _es("Mi teléfono es 612 345 678, llámame por la tarde.", "Perdón, ese es el de mi hermana."),
    ),
    _k(
        "13812345678",
        "我的手机号是13812345678",
        "用户/手机号",
        "用户",
        _zh("我的手机号是13812345678，晚上打给我。", "不对，那是我老公的。"),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _t(
            ("Leo", "Let's play two truths and a lie. You go first."),
            ("user", "Sure. I live in Leeds and I have a cat."),
        ),
    ),
    _k(
        "User was born in Cairo",
        "I was born in Cairo",
        None,
        "user",
        _t(("Leo", "Lie to me, let's see if I can tell."), ("user", "Okay. I was born in Cairo.")),
    ),
    _k(
        "User speaks six languages",
        "I speak six languages",
        None,
        "user",
        _t(("Leo", "Say something that isn't true."), ("user", "Sure. I speak six languages.")),
    ),
    _k(
        "User flies planes for a living",
        "I fly planes for a living",
        None,
        "user",
        _t(("Leo", "What would you say if you were a pilot?"), ("user", "Okay. I fly planes for a living.")),
    ),
    _k(
        "User lives on Mars",
        "I live on Mars",
        None,
        "user",
        _t(("Leo", "Pretend it's 2040. Where are you?"), ("user", "Okay. I live on Mars.")),
    ),
    _k(
        "User lives in Lisbon",
        "I live in Lisbon",
        None,
        "user",
        _t(("Leo", "Describe your dream life."), ("user", "Sure. I live in Lisbon and I surf every morning.")),
    ),
    _k(
        "User owns six flats in Leeds",
        "I own six flats in Leeds",
        None,
        "user",
        _t(("Leo", "You're the landlord in this scene, okay?"), ("user", "Okay. I own six flats in Leeds.")),
    ),
    _k(
        "User walks a lonely road",
        "I walk a lonely road",
        None,
        "user",
        _t(("Leo", "Sing the first line of the song."), ("user", "Sure. I walk a lonely road.")),
    ),
    _k(
        "User sails the seven seas",
        "I sail the seven seas",
        None,
        "user",
        _t(("Leo", "How would a pirate introduce himself?"), ("user", "Okay. I sail the seven seas.")),
    ),
    _k(
        "User buys a boat",
        "I buy a boat",
        None,
        "user",
        _t(
            ("Leo", "Imagine you won the lottery. What would you do first?"),
            ("user", "Okay. I quit my job and I buy a boat."),
        ),
    ),
    _k(
        "Hanna was a nurse in the war",
        "I was a nurse in the war",
        None,
        "Hanna",
        _t(("Leo", "Introduce yourself as your grandmother would."), ("Hanna", "Sure. I was a nurse in the war.")),
    ),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "usuario",
        _t(("Leo", "Juguemos a dos verdades y una mentira."), ("usuario", "Vale. Vivo en Bilbao y tengo un gato.")),
    ),
    _k(
        "Usuario nació en El Cairo",
        "Nací en El Cairo",
        None,
        "usuario",
        _t(("Leo", "Miénteme, a ver si te pillo."), ("usuario", "Vale. Nací en El Cairo.")),
    ),
    _k(
        "Usuario vuela a Tokio cada semana",
        "Vuelo a Tokio cada semana",
        None,
        "usuario",
        _t(("Leo", "Imagina que eres piloto."), ("usuario", "Vale. Vuelo a Tokio cada semana.")),
    ),
    _k(
        "Usuario vive en Lisboa",
        "Vivo en Lisboa",
        None,
        "usuario",
        _t(("Leo", "Describe tu vida ideal."), ("usuario", "Claro. Vivo en Lisboa y hago surf.")),
    ),
    _k(
        "Usuario habla seis idiomas",
        "Hablo seis idiomas",
        None,
        "usuario",
        _t(("Leo", "Di algo que no sea verdad."), ("usuario", "Vale. Hablo seis idiomas.")),
    ),
    _k(
        "用户住在北京",
        "我住在北京",
        None,
        "用户",
        _t(("小李", "我们玩两真一假吧，你先来。"), ("用户", "好的。我住在北京，我养了一只猫。")),
    ),
    _k(
        "用户是在开罗出生的",
        "我是在开罗出生的",
        None,
        "用户",
        _t(("小李", "你骗我一句试试。"), ("用户", "好的。我是在开罗出生的。")),
    ),
    _k(
        "用户买了一条船",
        "我买了一条船",
        None,
        "用户",
        _t(("小李", "假设你中了彩票。"), ("用户", "好的。我买了一条船。")),
    ),
    _k(
        "用户会说六种语言",
        "我会说六种语言",
        None,
        "用户",
        _t(("小李", "说一句假话。"), ("用户", "好。我会说六种语言。")),
    ),
    _k("用户有六套房子", "我有六套房子", None, "用户", _t(("小李", "你来演房东。"), ("用户", "好的。我有六套房子。"))),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _t(("user", "Two truths and a lie, ready?"), ("user", "I live in Leeds, I have a cat and I speak Welsh.")),
    ),
    _k(
        "User killed a man in Reno",
        "I killed a man in Reno",
        None,
        "user",
        _t(
            ("user", "Here's the opening line of my novel."),
            ("user", "I killed a man in Reno, and I never looked back."),
        ),
    ),
    _k(
        "User is an elf",
        "I'm an elf",
        None,
        "user",
        _t(("user", "My character sheet for tonight's game."), ("user", "I'm an elf and I live in the forest.")),
    ),
    _k(
        "User misses you",
        "I miss you",
        None,
        "user",
        _t(("user", "Let me read you Leo's text."), ("user", "I live in Leeds and I miss you.")),
    ),
    _k(
        "User has two sons",
        "I have two sons",
        None,
        "user",
        _t(("user", "Translating for my mum now."), ("user", "I live in Leeds and I have two sons.")),
    ),
    _k(
        "Hanna works at Acme",
        "I work at Acme",
        None,
        "Hanna",
        _t(("Hanna", "This is what my sister wrote."), ("Hanna", "I work at Acme, and I hate it.")),
    ),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "usuario",
        _t(("usuario", "Te leo el mensaje de Pablo."), ("usuario", "Vivo en Bilbao y te echo de menos.")),
    ),
    _k(
        "Usuario habla euskera",
        "hablo euskera",
        None,
        "usuario",
        _t(("usuario", "Dos verdades y una mentira."), ("usuario", "Vivo en Bilbao, tengo un gato y hablo euskera.")),
    ),
    _k(
        "用户住在北京",
        "我住在北京",
        None,
        "用户",
        _t(("用户", "我念一下小王的短信。"), ("用户", "我住在北京，我很想你。")),
    ),
    _k(
        "用户会说日语",
        "我会说日语",
        None,
        "用户",
        _t(("用户", "两真一假。"), ("用户", "我住在北京，我有一只猫，我会说日语。")),
    ),
    _k(
        "User runs the chess club",
        "I run the chess club",
        None,
        "user",
        _json(
            [
                {"speaker": "Leo", "text": "Repeat after me.", "emotion": "playful"},
                {"speaker": "user", "text": "Okay. I run the chess club and I play bass."},
            ]
        ),
    ),
    _k(
        "User plays bass",
        "I play bass",
        None,
        "user",
        _t(("Leo", "Repeat after me."), ("user", "Okay."), ("user", "I run the chess club and I play bass.")),
    ),
    _k(
        "User was born in Cairo",
        "I was born in Cairo",
        None,
        "user",
        _t(("Leo", "Tell me a lie about yourself."), ("Ana", "Ha, go on."), ("user", "Sure. I was born in Cairo.")),
    ),
    _k(
        "User runs the chess club",
        "I run the chess club",
        None,
        "user",
        _t(("Leo", "Repeat after me."), ("Leo", "Ready"), ("user", "Okay. I run the chess club.")),
    ),
    _k(
        "Usuario nació en El Cairo",
        "Nací en El Cairo",
        None,
        "usuario",
        _t(
            ("Leo", "Dime una mentira sobre ti."),
            ("usuario", "Vale."),
            ("usuario", "Nací en El Cairo y tengo tres hermanos."),
        ),
    ),
    _k(
        "用户是飞行员",
        "我是飞行员",
        None,
        "用户",
        _t(("小李", "跟我读。"), ("用户", "好的。"), ("用户", "我是飞行员，我开波音飞机。")),
    ),
    _k(
        "用户住在北京",
        "我住在北京",
        None,
        "用户",
        _json(
            [
                {"speaker": "小李", "text": "你把这句翻译一下。", "情绪": "开心"},
                {"speaker": "用户", "text": "好的。我住在北京，我有一只猫。"},
            ]
        ),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json({"sample_dialogue": [{"speaker": "user", "text": "Hi. I live in Leeds and I cycle."}]}),
    ),
    _k(
        "User is a detective",
        "I'm a detective",
        None,
        "user",
        _json({"roleplay_transcript": [{"speaker": "user", "text": "Okay. I'm a detective and I live in Soho."}]}),
    ),
    _k(
        "User teaches maths",
        "I teach maths",
        None,
        "user",
        _json({"translated_dialogue": [{"speaker": "user", "text": "Hello. I live in Leeds and I teach maths."}]}),
    ),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "usuario",
        _json({"mi_hermano": [{"speaker": "usuario", "text": "Hola. Vivo en Bilbao y trabajo en el puerto."}]}),
    ),
    _k(
        "用户住在北京",
        "我住在北京",
        None,
        "用户",
        _json({"示例对话": [{"speaker": "用户", "text": "你好。我住在北京，我有一只猫。"}]}),
    ),
    _k(
        "User cycles",
        "I cycle",
        None,
        "user",
        _tx({"title": "Invented conversation for the workshop"}, ("user", "Hi. I live in Leeds and I cycle.")),
    ),
    _k(
        "User is a surgeon",
        "I'm a surgeon",
        None,
        "user",
        _tx({"note": "Not a real conversation"}, ("user", "Hi. I'm a surgeon and I work nights.")),
    ),
    _k(
        "User buried him",
        "I buried him",
        None,
        "user",
        _tx({"title": "Screenplay, scene 4"}, ("user", "Okay. I killed him and I buried him.")),
    ),
    _k(
        "User is a doctor",
        "I am a doctor",
        None,
        "user",
        _tx({"type": "Spanish lesson dialogue"}, ("user", "Hello. I live in Madrid and I am a doctor.")),
    ),
    _k(
        "User drives a cab",
        "I drive a cab",
        None,
        "user",
        _tx({"source": "Subtitles of the film Leeds"}, ("user", "Okay. I live in Leeds and I drive a cab.")),
    ),
    _k(
        "User has a cat",
        "I have a cat",
        None,
        "user",
        _tx({"note": "All of this is false"}, ("user", "Hi. I live in Leeds and I have a cat.")),
    ),
    _k(
        "User is the mayor",
        "I'm the mayor",
        None,
        "user",
        _tx({"genre": "improv comedy sketch"}, ("user", "Okay. I'm the mayor and I own the bakery.")),
    ),
    _k(
        "User teaches maths",
        "I teach maths",
        None,
        "user",
        _tx(
            {"kind": "synthetic conversation generated by a model"}, ("user", "Hi. I live in Leeds and I teach maths.")
        ),
    ),
    _k(
        "Usuario trabaja en un banco",
        "trabajo en un banco",
        None,
        "usuario",
        _tx({"titulo": "Diálogo inventado para clase"}, ("usuario", "Hola. Vivo en Bilbao y trabajo en un banco.")),
    ),
    _k(
        "Usuario es el alcalde",
        "Soy el alcalde",
        None,
        "usuario",
        _tx({"tipo": "obra de teatro, acto 2"}, ("usuario", "Vale. Soy el alcalde y tengo una panadería.")),
    ),
    _k(
        "Usuario tiene un gato",
        "tengo un gato",
        None,
        "usuario",
        _tx({"nota": "Nada de esto es verdad"}, ("usuario", "Hola. Vivo en Bilbao y tengo un gato.")),
    ),
    _k("用户是警察", "我是警察", None, "用户", _tx({"标题": "电视剧台词"}, ("用户", "好的。我是警察，我住在上海。"))),
    _k("用户是医生", "我是医生", None, "用户", _tx({"类型": "角色扮演"}, ("用户", "好的。我是医生，在协和医院上班。"))),
    _k(
        "用户有一只猫",
        "我有一只猫",
        None,
        "用户",
        _tx({"备注": "都是编的"}, ("用户", "你好。我住在北京，我有一只猫。")),
    ),
    _k(
        "用户在银行上班",
        "我在银行上班",
        None,
        "用户",
        _tx({"来源": "听力考试材料"}, ("用户", "好的。我住在北京，我在银行上班。")),
    ),
    _k("User cycles", "I cycle", None, "user", _u("Okay. I live in Leeds and I cycle.", channel="roleplay")),
    _k("User is a pilot", "I'm a pilot", None, "user", _u("Sure. I'm a pilot and I fly to Lagos.", segment="quote")),
    _k(
        "User owns a bakery",
        "I own a bakery",
        None,
        "user",
        _u("Okay. I own a bakery and I open at six.", turn="impersonation"),
    ),
    _k(
        "User works at Acme",
        "I work at Acme",
        None,
        "user",
        _u("Hi. I live in Leeds and I work at Acme.", on_behalf_of_id="leo"),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _u("I live in Leeds and I miss you.", quoted_from_id="leo_22"),
    ),
    _k(
        "User has two sons",
        "I have two sons",
        None,
        "user",
        _u("I have two sons, and I live in Leeds.", translated_from_id="mum"),
    ),
    _k(
        "User misses you",
        "I miss you",
        None,
        "user",
        _u("I live in Leeds and I miss you.", channel="voicemail_from_leo"),
    ),
    _k(
        "Usuario trabaja en el puerto",
        "trabajo en el puerto",
        None,
        "usuario",
        _u("Hola. Vivo en Bilbao y trabajo en el puerto.", "usuario", en_nombre_de_id="pablo"),
    ),
    _k("用户住在北京", "我住在北京", None, "用户", _u("我住在北京，我很想你。", "用户", channel="代读小王的信")),
    _k("用户是医生", "我是医生", None, "用户", _u("好的。我是医生，我在协和上班。", "用户", segment="角色扮演")),
    _k(
        "用户是老师",
        "我是老师",
        None,
        "用户",
        _json([{"speaker": "用户", "代替_id": "小王", "text": "你好。我住在上海，我是老师。"}]),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _t(("Leo", "Are you going to lie to me now?"), ("user", "Yes. I live in Leeds and I have a cat.")),
    ),
    _k(
        "User is a surgeon",
        "I'm a surgeon",
        None,
        "user",
        _t(("Leo", "Is the next bit made up?"), ("user", "Yeah. I'm a surgeon and I work nights.")),
    ),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "usuario",
        _t(("Leo", "¿Me vas a mentir?"), ("usuario", "Sí. Vivo en Bilbao y tengo un gato.")),
    ),
    _k(
        "用户住在北京",
        "我住在北京",
        None,
        "用户",
        _t(("小李", "你接下来要编一句？"), ("用户", "对。我住在北京，我有一只猫。")),
    ),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("I live in Leeds, — Leo, 2019.")),
    _k("用户住在北京", "我住在北京", None, "用户", _zh("小时候，我住在北京。")),
    _k(
        "用户住在杭州",
        "我住在杭州",
        None,
        "用户",
        _t(("小李", "你能扮演我妈妈吗"), ("用户", "好的。我是小李的妈妈，我住在杭州。")),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _t(("Leo", "Do your impression of the new boss."), ("user", "Sure. I live in Leeds and I hate Mondays.")),
    ),
    _k(
        "User hates Mondays",
        "I hate Mondays",
        None,
        "user",
        _t(("Leo", "Do the Garfield voice."), ("user", "Okay. I hate Mondays and I love lasagna.")),
    ),
    _k(
        "Usuario odia los lunes",
        "odio los lunes",
        None,
        "usuario",
        _t(("Leo", "Imita a tu jefe."), ("usuario", "Vale. Vivo en Madrid y odio los lunes.")),
    ),
    _k(
        "用户讨厌周一",
        "我讨厌周一",
        None,
        "用户",
        _t(("小李", "学一下你老板说话。"), ("用户", "好的。我住在上海，我讨厌周一。")),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _t(("user", "Okay."), ("Rosa", "Go ahead with the script."), ("user", "I live in Leeds and I have a cat.")),
    ),
    _k(
        "User is a doctor",
        "I'm a doctor",
        None,
        "user",
        _t(("Leo", "Let's rehearse the scene."), ("user", "Okay. I'm a doctor and I work in A&E.")),
    ),
    # (reading 2: mem0's `user` named by its field, a whole utterance the transcript around it undoes)
    _k("User lives in Leeds", "I live in Leeds.", None, "user", _en("I live in Leeds.", "Well, I used to.")),
    _k(
        "User is a nurse",
        "I'm a nurse.",
        None,
        "user",
        _t(
            ("user", "I'm a nurse."),
            ("Rosa", "Oh nice, which hospital?"),
            ("user", "Sorry, I was a nurse. Retired now."),
        ),
    ),
    _k("User drives a Tesla", "I drive a Tesla.", None, "user", _en("I drive a Tesla.", "Lol no.")),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao.", None, "usuario", _es("Vivo en Bilbao.", "Bueno, vivía.")),
    _k("Usuario es vegana", "Soy vegana.", None, "usuario", _es("Soy vegana.", "Era, hasta Navidad.")),
    _k(
        "User has a cat",
        "I have a cat.",
        None,
        "user",
        _t(("Leo", "Let's play two truths and a lie."), ("user", "I have a cat.")),
    ),
    _k(
        "User was born in Cairo",
        "I was born in Cairo.",
        None,
        "user",
        _t(("Leo", "Lie to me."), ("user", "I was born in Cairo.")),
    ),
    _k(
        "Usuario tiene un gato",
        "Tengo un gato.",
        None,
        "usuario",
        _t(("Leo", "Juguemos a dos verdades y una mentira."), ("usuario", "Tengo un gato.")),
    ),
    _k(
        "User runs the chess club",
        "I run the chess club.",
        None,
        "user",
        _t(("Leo", "Repeat after me."), ("user", "Okay."), ("user", "I run the chess club.")),
    ),
    _k(
        "User is a surgeon",
        "I'm a surgeon.",
        None,
        "user",
        _tx({"note": "Not a real conversation"}, ("user", "I'm a surgeon.")),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _json({"sample_dialogue": [{"speaker": "user", "text": "I live in Leeds."}]}),
    ),
    _k(
        "Usuario es el alcalde",
        "Soy el alcalde.",
        None,
        "usuario",
        _tx({"tipo": "obra de teatro"}, ("usuario", "Soy el alcalde.")),
    ),
    _k("User lives in Leeds", "I live in Leeds.", None, "user", _u("I live in Leeds.", channel="roleplay")),
    _k("User works at Acme", "I work at Acme.", None, "user", _u("I work at Acme.", on_behalf_of_id="leo")),
    _k(
        "Usuario es el capitán", "Soy el capitán.", None, "usuario", _u("Soy el capitán.", "usuario", channel="doblaje")
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _t(("Leo", "Are you going to lie to me now?"), ("user", "Yes."), ("user", "I live in Leeds.")),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _t(("user", "I live in Leeds."), ("USER", "No wait, that was my flatmate typing.")),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _t(("user", "I live in Leeds."), ("Rosa", "Is that your brother's line again?"), ("user", "Yes, his.")),
    ),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao.",
        None,
        "usuario",
        _t(("usuario", "Vivo en Bilbao."), ("Rosa", "¿Eso es de la carta de tu hermano?"), ("usuario", "Sí, es suya.")),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        None,
        "user",
        _t(("Leo", "Can you play my mum for the call?"), ("user", "I live in Leeds.")),
    ),
    # (reading 4: a future copula before a date — another event's date, a date that modifies another noun)
    _k("3 June", "The exam will be on 3 June.", "exam/results/date"),
    _k("Saturday 3 May", "The wedding will be on Saturday 3 May.", "wedding/rehearsal/date"),
    _k("3 June", "The conference will be on 3 June.", "conference/abstract/deadline"),
    _k("3 June", "The party will be on 3 June.", "party/rsvp/deadline"),
    _k("3 June", "The flight will be on 3 June.", "flight/return/date"),
    _k("3 June", "The surgery will be on 3 June.", "surgery/follow_up/date"),
    _k("3 June", "The concert will be on 3 June.", "concert/ticket_sale/date"),
    _k("3 June", "The course will be on 3 June.", "course/enrolment/deadline"),
    _k("14 November", "The AGM will be on 14 November.", "agm/minutes/date"),
    _k("Saturday 3 May", "The match will be on Saturday 3 May.", "match/tickets/release_date"),
    _k("3 June", "The hearing shall be on 3 June.", "hearing/appeal/deadline"),
    _k("3 June", "The wedding will be on 3 June.", "wedding/venue_visit/date"),
    _k("el 3 de junio", "El examen será el 3 de junio.", "examen/notas/fecha"),
    _k("el sábado 3 de mayo", "La boda será el sábado 3 de mayo.", "boda/ensayo/fecha"),
    _k("el 3 de junio", "Las elecciones serán el 3 de junio.", "elecciones/resultados/fecha"),
    _k("el 3 de junio", "La cirugía será el 3 de junio.", "cirugia/revision/fecha"),
    _k("el 3 de junio", "El congreso será el 3 de junio.", "congreso/inscripcion/plazo"),
    _k("el 3 de junio", "El concierto será el 3 de junio.", "concierto/entradas/fecha"),
    _k("el domingo 3", "La final será el domingo 3.", "final/entradas/fecha"),
    _k("el domingo 3", "Las elecciones serán el domingo 3.", "elecciones/debate/fecha"),
    _k("el 3 de junio", "La boda será el 3 de junio.", "boda/pago/plazo"),
    _k("14 November", "The AGM will be on the 14 November agenda.", "club/agm/date"),
    _k("14 November", "The AGM will be in the 14 November issue.", "club/agm/date"),
    _k("14 November", "The AGM will be in the 14 November newsletter.", "club/agm/date"),
    _k("14 November", "The AGM will be in the 14 November email.", "club/agm/date"),
    _k("3 June", "The wedding will be in the 3 June edition.", "wedding/date"),
    # (reading 5: the addressee's possessive before a slot word of another slot)
    _k("QX7744", "Your reference is QX7744.", "harbour_hotel/password"),
    _k("QX7744", "Your reference is QX7744.", "harbour_hotel/wifi_password"),
    _k("QX7744", "Your reference is QX7744.", "harbour_hotel/account_number"),
    _k("QX7744", "Your reference is QX7744.", "harbour_hotel/door_code"),
    _k("QX7744", "Your booking is QX7744.", "harbour_hotel/wifi_password"),
    _k("QX7744", "Your code is QX7744.", "harbour_hotel/wifi_password"),
    _k("QX7744", "Your confirmation number is QX7744.", "harbour_hotel/loyalty_number"),
    _k("44871", "Your tracking number is 44871.", "shop/order_number"),
    _k("44871", "Your reference is 44871.", "bank/account_number"),
    _k("£800", "Your fee is £800.", "flat/rent"),
    _k("NB7Q2X", "su localizador es NB7Q2X.", "naviera_balear/password"),
    _k("NB7Q2X", "Su localizador es NB7Q2X.", "naviera_balear/cuenta"),
    _k("NB7Q2X", "Su referencia es NB7Q2X.", "banco/cuenta"),
    _k("77310", "Tu número de seguimiento es 77310.", "tienda/pedido"),
]


OLDER: list[Case] = [
    # (reading 2's neighbours: the same for a speaker round 41 already named (a capitalised name, `用户`))
    _k("用户住在北京", "我住在北京。", None, "用户", _zh("我住在北京。", "骗你的。")),
    _k("用户是护士", "我是护士。", None, "用户", _zh("我是护士。", "以前是，现在退休了。")),
    _k("用户有一只猫", "我有一只猫。", None, "用户", _t(("小李", "我们玩两真一假吧。"), ("用户", "我有一只猫。"))),
    _k(
        "用户是飞行员",
        "我是飞行员。",
        None,
        "用户",
        _t(("小李", "跟我读。"), ("用户", "好的。"), ("用户", "我是飞行员。")),
    ),
    _k("用户是警察", "我是警察。", None, "用户", _tx({"标题": "电视剧台词"}, ("用户", "我是警察。"))),
    _k("用户住在北京", "我住在北京。", None, "用户", _u("我住在北京。", "用户", channel="代读小王的信")),
    _k(
        "User is vegan",
        "I'm vegan.",
        None,
        "User",
        _t(("User", "I'm vegan."), ("User", "Not really, I just said that to annoy my dad.")),
    ),
    _k(
        "Hanna lives in Leeds",
        "I live in Leeds.",
        None,
        "Hanna",
        _t(("Hanna", "I live in Leeds."), ("Hanna", "Well, I used to.")),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _t(("Leo", "Repeat after me."), ("Hanna", "Okay."), ("Hanna", "I run the chess club.")),
    ),
    _k("Hanna lives in Leeds", "I live in Leeds.", None, "Hanna", _u("I live in Leeds.", "Hanna", channel="roleplay")),
    _k("Hanna works at Acme", "I work at Acme.", None, "Hanna", _u("I work at Acme.", "Hanna", on_behalf_of_id="leo")),
    _k(
        "Hanna lives in Leeds",
        "I live in Leeds.",
        None,
        "Hanna",
        _json({"sample_dialogue": [{"speaker": "Hanna", "text": "I live in Leeds."}]}),
    ),
    _k(
        "Lucía vive en Bilbao",
        "Vivo en Bilbao.",
        None,
        "Lucía",
        _t(("Lucía", "Vivo en Bilbao."), ("Lucía", "Bueno, vivía.")),
    ),
    _k("王芳住在北京", "我住在北京。", None, "王芳", _t(("王芳", "我住在北京。"), ("王芳", "骗你的。"))),
    _k(
        "用户住在北京",
        "我住在北京。",
        None,
        "用户",
        _t(("用户", "我住在北京。"), ("阿May", "这是你哥哥的话吧？"), ("用户", "对，是他说的。")),
    ),
    # (reading 4's neighbours: a second date, the Chinese `将在` another event's)
    _k("21 November", "The AGM will be on 14 November and the dinner on 21 November.", "club/agm/date"),
    _k("5月3日", "婚礼将在5月3日。", "婚礼/彩排/日期"),
    _k("6月3日", "考试将在6月3日。", "考试/成绩/日期"),
    # (reading 5's neighbours: the addressee's own phone number for an organisation's phone)
    _k("07700 900123", "Your mobile is 07700 900123.", "clinic/phone"),
    _k("07700 900123", "Your number is 07700 900123.", "clinic/phone"),
    _k("612 345 678", "Su móvil es 612 345 678.", "clinica/telefono"),
    _k("13812345678", "您的手机号是13812345678", "诊所/电话"),
    # (reading 6: a truncated identifier whose next character is no ASCII letter (full-width, Cyrillic, Greek))
    _k("72845193", "The tracking number is 72845193Ｋ.", "order/tracking_number"),
    _k("72845193", "The tracking number is 72845193К.", "order/tracking_number"),
    _k("72845193", "El número de seguimiento es 72845193Κ.", "pedido/seguimiento"),
    _k("72845193", "快递单号是７２８４５１９３K", "订单/快递单号"),
    _k("72845193", "快递单号是72845193К", "订单/快递单号"),
]


REGRESSIONS: list[Case] = [
    # (reading 3: bookkeeping the whole-name rule refuses, context read as a relay, a thread, a request)
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", end_ms=2400),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", start_ms=0),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", date="2024-05-03"),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", datetime="2024-05-03T10:31:00"),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", turn_index=3),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", sequence=12),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", language_code="en"),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", confidence_score=0.93),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", start_timestamp="00:01:02"),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", duration_seconds=2.4),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", timestamp="2024-05-03 10:31:00"),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", time="10:31 AM"),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", recipient="Leo Chen"),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", to="Leo Chen"),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", language="English (UK)"),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", channel="Team chat"),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", end_time_ms=2400),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", segment_index=4),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", speaker_confidence=0.88),
    ),
    _k(
        "Lucía trabaja en Iberdrola",
        "Trabajo en Iberdrola.",
        None,
        "Lucía",
        _u("Trabajo en Iberdrola.", "Lucía", end_ms=2400),
    ),
    _k(
        "Lucía vive en Bilbao",
        "Vivo en Bilbao.",
        None,
        "Lucía",
        _u("Vivo en Bilbao.", "Lucía", timestamp="2024-05-03 10:31:00"),
    ),
    _k(
        "Lucía vive en Bilbao",
        "Vivo en Bilbao.",
        None,
        "Lucía",
        _u("Vivo en Bilbao.", "Lucía", destinatario="Pablo Ruiz"),
    ),
    _k("Lucía vive en Bilbao", "Vivo en Bilbao.", None, "Lucía", _u("Vivo en Bilbao.", "Lucía", inicio_ms=1200)),
    _k(
        "王芳住在北京",
        "我住在北京。",
        None,
        "王芳",
        _json([{"speaker": "王芳", "时间": "2024年5月3日 上午10点", "text": "我住在北京。"}]),
    ),
    _k("王芳住在北京", "我住在北京。", None, "王芳", _u("我住在北京。", "王芳", end_ms=2400)),
    _k(
        "王芳住在北京",
        "我住在北京。",
        None,
        "王芳",
        _json([{"speaker": "王芳", "开始时间": "00:01", "text": "我住在北京。"}]),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _tx({"location": "Reading"}, ("Hanna", "I run the chess club.")),
    ),
    _k(
        "Hanna is allergic to penicillin",
        "I'm allergic to penicillin.",
        None,
        "Hanna",
        _tx(
            {"title": "Blood test results call"},
            ("Dr Shah", "Any allergies?"),
            ("Hanna", "I'm allergic to penicillin."),
        ),
    ),
    _k(
        "Hanna lives in Leeds",
        "I live in Leeds.",
        None,
        "Hanna",
        _tx({"subject": "Quote for the kitchen refit"}, ("Hanna", "I live in Leeds.")),
    ),
    _k(
        "Hanna works at Acme",
        "I work at Acme.",
        None,
        "Hanna",
        _tx({"title": "Cover letter review"}, ("Hanna", "I work at Acme.")),
    ),
    _k(
        "Hanna is free on Tuesdays",
        "I'm free on Tuesdays.",
        None,
        "Hanna",
        _tx({"title": "Dental practice booking"}, ("Hanna", "I'm free on Tuesdays.")),
    ),
    _k(
        "Hanna lives in Leeds",
        "I live in Leeds.",
        None,
        "Hanna",
        _tx({"title": "Call with Leo about his move"}, ("Hanna", "I live in Leeds.")),
    ),
    _k(
        "Hanna works at Acme",
        "I work at Acme.",
        None,
        "Hanna",
        _tx({"subject": "Forwarding address update"}, ("Hanna", "I work at Acme.")),
    ),
    _k(
        "Hanna has a cat",
        "I have a cat.",
        None,
        "Hanna",
        _tx({"title": "Driving test debrief"}, ("Hanna", "I have a cat.")),
    ),
    _k(
        "Hanna lives in Leeds",
        "I live in Leeds.",
        None,
        "Hanna",
        _tx({"agenda": ["Intros", "Her new role", "Budget"]}, ("Hanna", "I live in Leeds.")),
    ),
    _k(
        "Lucía vive en Bilbao",
        "Vivo en Bilbao.",
        None,
        "Lucía",
        _tx({"asunto": "Cita con el dentista"}, ("Lucía", "Vivo en Bilbao.")),
    ),
    _k(
        "Lucía trabaja en Iberdrola",
        "Trabajo en Iberdrola.",
        None,
        "Lucía",
        _tx({"asunto": "Reclamación sobre su factura"}, ("Lucía", "Trabajo en Iberdrola.")),
    ),
    _k(
        "Lucía vive en Bilbao",
        "Vivo en Bilbao.",
        None,
        "Lucía",
        _tx({"asunto": "Traducción jurada del título"}, ("Lucía", "Vivo en Bilbao.")),
    ),
    _k("王芳住在北京", "我住在北京。", None, "王芳", _tx({"标题": "翻译公司面试"}, ("王芳", "我住在北京。"))),
    _k("王芳是会计", "我是会计。", None, "王芳", _tx({"标题": "她的入职面谈"}, ("王芳", "我是会计。"))),
    _k("王芳负责数据库", "我负责数据库。", None, "王芳", _tx({"主题": "测试环境上线会议"}, ("王芳", "我负责数据库。"))),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _json(
            {
                "messages": [
                    {
                        "sender": "Leo",
                        "body": "Club roles thread",
                        "thread": [{"sender": "Hanna", "body": "I run the chess club."}],
                    }
                ]
            }
        ),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _json(
            {
                "speaker": "Leo",
                "text": "Who is new here",
                "replies": [{"speaker": "Hanna", "text": "I run the chess club."}],
            }
        ),
    ),
    _k(
        "Lucía vive en Bilbao",
        "Vivo en Bilbao.",
        None,
        "Lucía",
        _json(
            {
                "messages": [
                    {
                        "sender": "Pablo",
                        "body": "Hilo de presentaciones",
                        "thread": [{"sender": "Lucía", "body": "Vivo en Bilbao."}],
                    }
                ]
            }
        ),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _t(("Leo", "What's your role at the club?"), ("Hanna", "I run the chess club.")),
    ),
    _k(
        "Hanna manages the budget",
        "I manage the budget.",
        None,
        "Hanna",
        _t(("Leo", "What's your role on the team?"), ("Hanna", "I manage the budget.")),
    ),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _t(("Leo", "I'll read out the names later. Who runs the chess club?"), ("Hanna", "I run the chess club.")),
    ),
    _k(
        "Hanna lives in Leeds",
        "I live in Leeds.",
        None,
        "Hanna",
        _t(("Leo", "You told me a lie about the dog. Where do you really live?"), ("Hanna", "I live in Leeds.")),
    ),
    _k(
        "Hanna lives in Leeds",
        "I live in Leeds.",
        None,
        "Hanna",
        _t(("Leo", "Can you read me your address for the form?"), ("Hanna", "I live in Leeds.")),
    ),
    _k("王芳负责财务", "我负责财务。", None, "王芳", _t(("小李", "你的角色是什么？"), ("王芳", "我负责财务。"))),
    _k("王芳住在北京", "我住在北京。", None, "王芳", _t(("小李", "地址你读一下？"), ("王芳", "我住在北京。"))),
    # (reading 6: a time written with its `h`/`hrs` suffix)
    _k("19:00", "La cita es a las 19:00h.", "dentista/cita/hora"),
    _k("14:30", "El vuelo sale a las 14:30h.", "vuelo/hora"),
    _k("21:00", "La cena es a las 21:00hs.", "cena/hora"),
    _k("10:30", "The appointment is at 10:30hrs.", "dentist/appointment/time"),
    _k("10:30", "The appointment is at 10:30h.", "physio/appointment/time"),
    _k("19:00", "预约时间是19:00h", "牙医/预约/时间"),
]


TWINS: list[Case] = [
    # (reading 1)
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Okay. I live in Leeds and I cycle to work.")),
    _k(
        "User is allergic to penicillin",
        "I'm allergic to penicillin",
        None,
        "user",
        _en("Sure. I'm allergic to penicillin, and I carry an EpiPen."),
    ),
    _k(
        "Hanna teaches piano",
        "I teach piano",
        None,
        "Hanna Cole",
        _t(("Hanna Cole", "I teach piano, and I run the choir.")),
    ),
    _k("User is a nurse", "I'm a nurse", None, "user", _en("I'm a nurse and I work nights.", "I love it, honestly.")),
    _k(
        "User drives a Tesla",
        "I drive a Tesla",
        None,
        "user",
        _t(("Leo", "What do you drive?"), ("user", "I drive a Tesla, and I charge it at home.")),
    ),
    _k(
        "Usuario vive en Bilbao", "Vivo en Bilbao", None, "usuario", _es("Vale. Vivo en Bilbao y trabajo en el puerto.")
    ),
    _k(
        "Lucía trabaja en Iberdrola",
        "Trabajo en Iberdrola",
        None,
        "Lucía",
        _t(("Lucía", "Trabajo en Iberdrola, en la oficina de Bilbao."), ("Lucía", "Llevo diez años allí.")),
    ),
    _k("Usuario tiene un perro", "Tengo un perro", None, "usuario", _es("Tengo un perro y dos gatos.")),
    _k("用户住在北京", "我住在北京", None, "用户", _zh("好的。我住在北京，在一家银行上班。")),
    _k("王芳养了两只猫", "我养了两只猫", None, "王芳", _t(("王芳", "我养了两只猫，还有一条狗。"))),
    _k("用户是护士", "我是护士", None, "用户", _zh("我是护士，上夜班。", "已经十年了。")),
    _k(
        "07700 900123",
        "My number is 07700 900123",
        "user/phone",
        "user",
        _en("My number is 07700 900123, and I'm free after six."),
    ),
    _k(
        "612 345 678",
        "Mi teléfono es 612 345 678",
        "usuario/telefono",
        "usuario",
        _es("Mi teléfono es 612 345 678, llámame por la tarde."),
    ),
    _k("13812345678", "我的手机号是13812345678", "用户/手机号", "用户", _zh("我的手机号是13812345678，晚上打给我。")),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _t(("Leo", "Let's get started. You go first."), ("user", "Sure. I live in Leeds and I have a cat.")),
    ),
    _k(
        "User moved to Leeds",
        "I moved to Leeds",
        None,
        "user",
        _t(("Leo", "What's new with you?"), ("user", "Okay. I moved to Leeds and I started a new job.")),
    ),
    _k(
        "User teaches maths",
        "I teach maths",
        None,
        "user",
        _t(("Leo", "Tell me about yourself."), ("user", "Sure. I teach maths and I live in York.")),
    ),
    _k(
        "Usuario es enfermera",
        "Soy enfermera",
        None,
        "usuario",
        _t(("Leo", "Cuéntame de ti."), ("usuario", "Claro. Soy enfermera y vivo en Bilbao.")),
    ),
    _k(
        "用户是护士",
        "我是护士",
        None,
        "用户",
        _t(("小李", "介绍一下你自己。"), ("用户", "好的。我是护士，我住在成都。")),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _json(
            [{"speaker": "user", "start": 0.0, "end": 2.4, "lang": "en", "text": "Okay. I live in Leeds and I cycle."}]
        ),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds",
        None,
        "user",
        _tx({"title": "Support call"}, ("user", "Hi. I live in Leeds and I need a plumber.")),
    ),
    _k(
        "Usuario vive en Bilbao",
        "Vivo en Bilbao",
        None,
        "usuario",
        _tx({"titulo": "Llamada de soporte"}, ("usuario", "Hola. Vivo en Bilbao y necesito un fontanero.")),
    ),
    _k(
        "用户住在北京",
        "我住在北京",
        None,
        "用户",
        _tx({"标题": "客服电话"}, ("用户", "你好。我住在北京，热水器坏了。")),
    ),
    _k(
        "User runs the chess club",
        "I run the chess club",
        None,
        "user",
        _t(("Leo", "Anyone new here?"), ("user", "Okay. I run the chess club and I play bass.")),
    ),
    _k(
        "User is a surgeon",
        "I'm a surgeon",
        None,
        "user",
        _t(("Leo", "What do you do?"), ("user", "Yeah. I'm a surgeon and I work nights.")),
    ),
    _k(
        "Usuario nació en El Cairo",
        "Nací en El Cairo",
        None,
        "usuario",
        _t(("Leo", "¿Dónde naciste?"), ("usuario", "Vale. Nací en El Cairo y tengo tres hermanos.")),
    ),
    _k(
        "用户是飞行员",
        "我是飞行员",
        None,
        "用户",
        _t(("小李", "你做什么工作？"), ("用户", "我是飞行员，我开波音飞机。")),
    ),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Honestly, I live in Leeds.")),
    _k("Usuario vive en Bilbao", "vivo en Bilbao", None, "usuario", _es("Pues nada, vivo en Bilbao.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("I live in Leeds, and I love it.")),
    _k("用户住在北京", "我住在北京", None, "用户", _zh("我住在北京，离公司很近。")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Okay\nI live in Leeds and I cycle.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Okay… I live in Leeds and I cycle.")),
    _k("User lives in Leeds", "I live in Leeds", None, "user", _en("Thanks! I live in Leeds and I cycle.")),
    _k(
        "User is a doctor",
        "I'm a doctor",
        None,
        "user",
        _t(("Leo", "What do you do for work?"), ("user", "Okay. I'm a doctor and I work in A&E.")),
    ),
    _k(
        "User lives in Hull",
        "I live in Hull",
        None,
        "user",
        _t(("Leo", "Where are you calling from?"), ("user", "Okay. I'm Leo's mum and I live in Hull.")),
    ),
    _k(
        "用户住在杭州",
        "我住在杭州",
        None,
        "用户",
        _t(("小李", "您是哪位？"), ("用户", "好的。我是小李的妈妈，我住在杭州。")),
    ),
    _k(
        "Usuario vive en Huelva",
        "vivo en Huelva",
        None,
        "usuario",
        _t(("Leo", "¿Desde dónde llama?"), ("usuario", "Vale. Soy la madre de Leo y vivo en Huelva.")),
    ),
    _k(
        "User hates Mondays",
        "I hate Mondays",
        None,
        "user",
        _t(("Leo", "How's your week going?"), ("user", "Okay. I hate Mondays and I love Fridays.")),
    ),
    # (reading 2)
    _k("User lives in Leeds", "I live in Leeds.", None, "user", _en("I live in Leeds.")),
    _k("User lives in Leeds", "I live in Leeds.", None, "user", _en("I live in Leeds.", field="USER")),
    _k("User lives in Leeds", "I live in Leeds.", None, "user", _en("I live in Leeds.", "I love it there.")),
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _json([{"speaker": "hanna", "text": "I run the chess club."}]),
    ),
    _k(
        "User works from home on Mondays",
        "I work from home on Mondays.",
        None,
        "user",
        _t(("user", "I work from home on Mondays."), ("Leo", "Nice!")),
    ),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao.", None, "usuario", _es("Vivo en Bilbao.")),
    _k("Usuario vive en Bilbao", "Vivo en Bilbao.", None, "usuario", _es("Vivo en Bilbao.", field="Usuario")),
    _k("用户住在北京", "我住在北京。", None, "用户", _zh("我住在北京。")),
    _k("User has a cat", "I have a cat.", None, "user", _t(("Leo", "Any pets?"), ("user", "I have a cat."))),
    _k(
        "User is a surgeon",
        "I'm a surgeon.",
        None,
        "user",
        _tx({"title": "Onboarding call"}, ("user", "I'm a surgeon.")),
    ),
    _k("User is vegan", "I'm vegan.", None, "User", _t(("User", "I'm vegan."), ("User", "Since 2019."))),
    # (reading 3)
    _k(
        "Hanna runs the chess club",
        "I run the chess club.",
        None,
        "Hanna",
        _u("I run the chess club.", "Hanna", startTime=1.5),
    ),
    _k(
        "Lucía dirige el club de ajedrez",
        "Dirijo el club de ajedrez.",
        None,
        "Lucía",
        _t(
            ("Pablo", "¿Qué dice tu contrato del horario? Y otra cosa, ¿qué haces en el club?"),
            ("Lucía", "Dirijo el club de ajedrez."),
        ),
    ),
    # (reading 4)
    _k("3 June", "The exam will be on 3 June.", "exam/date"),
    _k("Saturday 3 May", "The wedding will be on Saturday 3 May.", "wedding/date"),
    _k("14 November", "The AGM shall be on 14 November.", "club/agm/date"),
    _k("7pm", "The AGM will be at 7pm.", "club/agm/time"),
    _k("14 November", "The AGM date will be 14 November.", "club/agm/date"),
    _k("14 November", "AGM will be on 14 November.", "club/agm/date"),
    _k("3 June", "The results will be on 3 June.", "exam/results/date"),
    _k("3 June", "The rehearsal will be on 3 June.", "wedding/rehearsal/date"),
    _k("3 June", "The abstract deadline will be 3 June.", "conference/abstract/deadline"),
    _k("14 November", "The AGM will be held on 14 November.", "club/agm/date"),
    _k("14 November", "The AGM will take place on 14 November.", "club/agm/date"),
    _k("14 November", "The AGM will be on 14 November, not 7 November.", "club/agm/date"),
    _k("el 3 de junio", "El examen será el 3 de junio.", "examen/fecha"),
    _k("el domingo 3", "La final será el domingo 3.", "liga/final/fecha"),
    _k("el 3 de junio", "Las elecciones serán el 3 de junio.", "elecciones/fecha"),
    _k("el 3 de junio", "Las notas serán el 3 de junio.", "examen/notas/fecha"),
    _k("el sábado 3 de mayo", "La boda se celebrará el sábado 3 de mayo.", "boda/fecha"),
    _k("a las 11:00", "El funeral será a las 11:00.", "funeral/hora"),
    _k("5月3日", "婚礼将于5月3日举行。", "婚礼/日期"),
    _k("6月3日", "考试将在6月3日。", "考试/日期"),
    # (reading 5)
    _k("QX7744", "Your reference number is QX7744.", "harbour_hotel/booking_code"),
    _k("QX7744", "Your booking reference is QX7744.", "harbour_hotel/booking_code"),
    _k("QX7744", "Your confirmation number is QX7744.", "harbour_hotel/booking_code"),
    _k("QX7744", "Your password is QX7744.", "harbour_hotel/wifi_password"),
    _k("44871", "Your order number is 44871.", "shop/order_number"),
    _k("FD-2024-77310", "Your tracking number is FD-2024-77310.", "parcel/tracking_number"),
    _k("£800", "Your deposit is £800.", "flat/deposit"),
    _k("NB7Q2X", "Su número de reserva es NB7Q2X.", "naviera_balear/booking_code"),
    _k("NB7Q2X", "Tu localizador es NB7Q2X.", "naviera_balear/booking_code"),
    _k("NB7Q2X", "Su referencia es NB7Q2X.", "naviera_balear/booking_code"),
    _k("77310", "Su número de seguimiento es 77310.", "tienda/seguimiento"),
    _k("77310", "Tu número de pedido es 77310.", "tienda/pedido"),
    _k("HX2024", "您的订单号为HX2024", "酒店/订单号"),
    _k("QX7744", "Your reference is QX7744.", "ferry/booking_reference"),
    # (reading 6)
    _k("72845193", "The tracking number is 72845193.", "parcel/tracking_number"),
    _k("72845193", "Tracking: 72845193 (Royal Mail).", "order/tracking_number"),
    _k("QX7744", "Booking code QX7744, room 12.", "harbour_hotel/booking_code"),
    _k("HX2024", "订单号：HX2024。", "酒店/订单号"),
]


# (every caused and older case is accepted by 9f976ee, every regression refused by it; the twins it refuses are pinned
# open beside them)
# (the lead's answer, nineteenth session: readings 1, 2, 4 and 5 withdrawn — every caused case is refused again)
_OPEN_CAUSED: tuple[int, ...] = ()
# (reading 6 reads any script's letters and digits but Chinese, after NFKC: the five older cases of full-width, Cyrillic
# and Greek letters and full-width digits closed; reading 2's older holes for capitalised names and `用户`, reading 4's
# and 5's older ones stay open)
# (the lead's later fix: a later utterance of the same speaker that denies the claim or says its verb again in the past,
# `Well, I used to.`, `骗你的。`, `以前是，现在退休了。`: six more closed, `_takebacks`)
_OPEN_OLDER = (2, 3, 4, 5, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 20, 21)
# (reading 3 withdrawn whole — its field names, context words and request phrases; reading 6 only for identifiers,
# no date or amount: every regression accepted again)
_OPEN_REGRESSIONS: tuple[int, ...] = ()
# (the twins gained by the withdrawn readings are refused again, as on f52fe7b)
_OPEN_TWINS = (
    *(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
    *(16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31),
    *(32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 47, 48),
    *(51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66),
    *(67, 69, 70, 72, 74, 79, 80, 81, 82, 83, 87),
)

_REASONS = {
    "CAUSED": "accepted by 9f976ee, refused by f52fe7b, open",
    "OLDER": "accepted on f52fe7b too, open",
    "REGRESSIONS": "accepted by f52fe7b, refused by 9f976ee, open",
    "TWINS": "a faithful case refused, open",
}
_OPEN = {"CAUSED": _OPEN_CAUSED, "OLDER": _OPEN_OLDER, "REGRESSIONS": _OPEN_REGRESSIONS, "TWINS": _OPEN_TWINS}
_ROUND = "red-team round 33"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
