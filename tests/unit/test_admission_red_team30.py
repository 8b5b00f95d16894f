"""Red-team round 30 of issue 31 (DESIGN §4): hostile cases against admission round 43 (6c9f911), in English, Spanish
and Chinese. Helper rt30. No source was changed.

The readings under test (round 43 against dd907d6): (1) after an untyped value, a soft marker (`bueno`, `digo`, `o sea`,
a soft marker now, `I mean`, `sorry`, `其实`, `我是说`) then a short fragment ending the evidence that gives a value
word's verb in another form, a time word for the value's time word, or a hedge, takes the value back, a pause before the
marker skipped (`_corrections._repair_fragment`); (2) an answer's noun owned by another before a colon (`Their reply:`,
`Tom's answer:`, `Su respuesta fue:`) gives the words after it as another's, and `dices` is a speech verb
(`_speech._anothers_frame`, `lexicon.SPEECH_VERBS`); (3) for mem0's `user` (`_turns.anothers_turn`): (a) an evidence of
several labelled turns is judged turn by turn, each turn that shares a word with the value (a Snowball stem; a Chinese
character but the commonest) as if it were the evidence, and refused if any of them is another's: an accept-side change,
since dd907d6 judged such an evidence by the turn it opens in, so a whole log opening with the agent's turn was refused;
(b) a line before the log saying the writer took the call (`a call I took`, `prank`, `我接的`, `值班`, `una llamada que
atendí`) makes its caller not the user; (c) numbered customers (`Caller 1:`, `Cliente B:`, `来电人1：`) and a customer's
relative (`Caller's wife:`, `客户的妻子：`) are not the user. Each probe was run as `check_support(value, evidence,
source, guard=True, key=key, speaker=speaker)` (the source the evidence unless a probe needs a log around it) on dd907d6
and on round 43, each tree in its own process, under PYTHONHASHSEED 0 and 3 (no answer changed with the seed). A strict
xfail in `CAUSED` is a false accept round 43 accepts and dd907d6 refuses; one in `OLDER` is accepted by both (only near
the readings); one in `REGRESSIONS` is a faithful case dd907d6 accepts and round 43 refuses. `TWINS` are faithful hard
positives beside the negatives: plain tests when round 43 accepts them, strict xfails for the 30 both trees refuse. All
strict xfails were open when the round was handed over.

Counts: 494 distinct probes, by hand (255 on reading 3(a), 59 on 3(b), 46 on 3(c), 71 on 1, 63 on 2, by the reading each
probe aims at: a whole log is 3(a)'s, the caller's line alone in the same source 3(b)'s or 3(c)'s). 2 were left out as
unclear (both 3(c): a bare `Husband:` label beside `Agent:`, a caller named by a number under a nurse line's header), so
492 are labelled. By a careful reading: 101 caused false accepts (`CAUSED`: 86, 0, 0, 0, 15 by reading 3(a), 3(b), 3(c),
1, 2), 108 older ones (`OLDER`: 23, 28, 20, 26, 11), 70 regressions (`REGRESSIONS`: 23, 14, 7, 13, 13), 104 twins
(`TWINS`: 60, 11, 8, 12, 13; 30 refused by both trees: 23, 3, 1, 0, 3). 80 unfaithful probes are refused by both trees,
and 29 false accepts of dd907d6 are refused by round 43 (4, 4, 5, 11, 5: a friend's turn after the user's `Me:`/`我：`
turn, `Me: Hello, clinic.` then `Caller: …` as one evidence; the preambles the reading reads, `Here's a call we handled
at the clinic today:`, `A call I picked up on my shift:`, `Una llamada que atendí en el trabajo:`,
`今天我接的一个投诉电话：`; `Caller 2:`, `Cliente 2:`, `来电人2：`, `Caller's husband:`, `客户的母亲：`; `mostly`,
`偶尔`, `pasado mañana`, `la daba`, `daba` after a pause, `其实是周四`, `Wednesday mornings`, `Actually, Thursdays`;
`His answer:`, `Her reply to me:`, `Ana's response:`, `Su contestación:`, `Tú dices:`); neither is pinned.

Caused (101):
- **a correction or retraction in a later turn** (29, reading 3(a)): `User lives in Leeds` from `Agent: Where do you
  live? / Caller: I live in Leeds. / Agent: Okay. / Caller: Oh wait, no, I moved to York last month.` (`Sorry, I meant
  York.`, `Just kidding.`, `Wait, scratch that.`), `User has a dog` (`Oh, sorry, he died last year.`), `User smokes`
  (`Well, I quit in May`), `User was born in 1980` (`Sorry, 1981.`), `User is vegetarian` (`lol jk`), `用户住在北京`
  (`其实我上个月搬到上海了`), `用户抽烟` (`早就戒了`), `用户是老师` (`骗你的`), `Usuario trabaja de enfermera` (`Bueno,
  trabajaba`): the later turn shares no word with the value, so it is not judged, and no correction rule reads across
  the agent's turn between; opening with the caller's turn, the same logs are accepted on both trees (`OLDER`).
- **a restriction later in the caller's own turn** (6, 3(a)): `I live in Leeds. Well, I did until last year.`, `That's
  the old address on my account, though`, `Not anymore, I mean.`, `Write: I live in Leeds. But that's my old address.`,
  `我住在北京。那是以前，现在在上海。`, `我住在北京，下个月才搬过去。`: holes of the guard in the caller's line alone
  (`OLDER`), which dd907d6 refused in the whole log only because it opened with the agent's turn.
- **words that are no claim of the caller's** (10, 3(a)): a voice-ID phrase read out (`For voice ID, please repeat the
  phrase on your screen.`, `为了声纹验证`), another's note or medical card read aloud (`Can you read me your mum's
  note?`, `¿Me lee la nota de su madre?`, `您丈夫的病历卡上写的什么？`), a role-play or training call, `Two truths and a
  lie`: the agent's turn that says so shares no word with the value.
- **text the user pastes or makes up for the assistant** (15, 3(a)): `Assistant: Paste the text you want me to translate
  into French. / User: I live in Leeds and I work as a nurse.`, a scam message the user received (`Please paste the
  message you received.`, `Pega el mensaje que te llegó.`, `把你收到的短信贴过来。`), an example sentence (`Write an
  example sentence using 'have'.`, `Dame una frase de ejemplo`, `请用“住在”造个句。`), a sentence to correct, a
  role-play, a fictional patient's lines, a script's lines to translate.
- **a line before the log that round 43 does not read** (21, 3(a)): without its colon (`Here's a call I took at work
  today.`, `A call my colleague took earlier.`, `我接的一个电话。`, `今天值班接的电话。`), in other words (`A call my
  colleague handled:`, `My brother's call with the bank:`, `Call recording from my shift at the helpline:`, `Dad's phone
  call with the council:`, `I work on a support line. One call from today:`, `Call from a customer this morning (I was
  the agent):`, `Overheard on speakerphone at my desk:`, `Listened to this phone-in on Radio Leeds:`,
  `同事接的一个电话：`, `我爸打给银行的电话：`, `今天上班时的一通来电：`, `我妈让我整理她打给物业的电话。`,
  `热线节目录音：`), or short enough to be read as a turn's label itself (`Prank call:`, `Work call:`, `值班记录：`,
  `同事接的电话：`): the whole log from its first label is accepted, the caller's line alone on both trees (`OLDER`).
- **another person's label** (5, 3(a)): `Callers wife:`, `Wife of caller:`, `Clients mum:` after `Agent: How can I
  help?`; `Second caller:`, `Caller two:` after `Operator: Go ahead.` in a log of two callers.
- **an answer's noun before a message verb** (15, reading 2): `Pedro lives in Leeds` from `The reply Ana sent: I live in
  Leeds` (`The reply she sent:`, `The answer he texted:`, `The response they emailed:`, `The reply Tom messaged:`, `And
  the reply he DMed:`, `The answer she whatsapped:`, `The response Tom pinged:`, `La respuesta que mandó:`, `Y la
  respuesta que envió:`, `La contestación que mandó:`; also `Lives in Leeds`, no key): `_anothers_frame` returns at the
  answer's noun, which no other owner precedes, before it reaches the message verb that made the frame another's.

Older (108): call logs judged as before (23, 3(a): Spanish logs whose first person is not among the first three words,
`Cliente: Uy, no, lo dejé hace un año`, `Usuario: Jaja, es broma`; the corrections above in logs opening with the
caller's turn; the caller's line alone with a restriction after it; `Esposa del cliente:`, `Hija de la clienta:`, `Madre
del cliente:`, `Cliente dos:`, `Cliente n.º 2:`; the user's pasted text alone); the caller's line alone under a preamble
the reading does not read (28, 3(b)), under another person's label (`Callers wife:`, `Customer’s son:`, `Esposa del
cliente:`, `客户妻子：`, `来电人家属：`, `客户母亲：`) or a caller numbered in words (`Second caller:`, `Caller two:`,
`Caller (2):`, `Caller F:`, `Caller-2:`, `Cliente dos:`, `客户乙：`, `来电人二：`, `客户B：`) (20, 3(c)); repairs the
reading misses (26, reading 1): English verb forms (`I work in Madrid. Sorry, worked.`, `…, I mean, I used to.`), months
and `tomorrow`, the accents `miércoles`, `sábados` the time words keep and the fragment loses, `es decir`, `o mejor`,
`well`, hedges it does not list (`sort of`, `more or less`, `occasionally`), a fragment of four words or more, one
followed by another sentence, Chinese `明天`, `上午`, `以前`, a fragment past six characters; another's answer in words
the reading does not read (11, reading 2: `A reply from Tom:`, `The reply from Tom:`, `Answer from Tom:`, `Reply from
the landlord:`, `The answer by Tom:`, `The answer Tom gave:`, `Tom, in reply:`, `The reply I got:`, `La respuesta de
Ana:`, `La respuesta que recibí:`, `Ana, en respuesta:`).

Regressions (70): another's later turn that shares a word with the value and says `I`, in a log opening with the user's
turn (23, 3(a)): `Caller: I'm allergic to penicillin. / Agent: I'll note the penicillin allergy.`, `Agent: Lovely, I'm
from Leeds myself!`, `Thanks, I'm working on your ticket now.` (a shared stem), `客服：好的，我记住了。` (`住` of
`记住`), `我给您转到北区的同事` (`北`), `我马上帮您查京东的订单` (`京`), `助手：好的，我会记住你对青霉素过敏。`; a line
the reading reads before the user's own call or a call the user received (14, 3(b): `The call I got from my energy
supplier:`, `A call I got from the bank this morning:`, `The call I answered from the council:`, `La llamada que hice al
banco ayer:`, `La llamada que recibí del banco:`, `La llamada que cogí del banco:`, `值班的时候我打给物业的电话：` with
`我：`, `我接的医院回访电话：`); one customer named by an account or phone number (`Customer 48213:`, `Caller
07700900123:`, `Cliente 48213:`, `客户12345：`, `来电人13800138000：`) and `客户的反馈：` (7, 3(c)); a fragment that
repeats the value's verb (`Yo doy la clase, o sea, la doy yo`), gives a noun's other gender (`Tengo un perro, bueno, una
perrita`) or says the value's time more fully (`I give the class on Tuesdays, I mean, every Tuesday`, `todas las
tardes`, `cada martes`, `每周二`, `周二下午`) (13, reading 1); `'s ` anywhere before the colon read as another's owner
(`Here's my answer:`, `That's my answer:`, `It's my answer:`, `Today's answer:`), a form's `Your response:`, `Tu
respuesta:`, and `dices` in the speaker's own agreement (`Como bien dices:`, `Lo que dices es verdad:`, `Dices bien:`,
`Ya sé lo que dices:`) (13, reading 2).

Twins both trees refuse (30): Spanish logs whose customer's label is `Cliente:` or `Clienta:` beside another turn
(another reading takes the label for a person's frame); the user's turn followed by the assistant's echo saying `I`
(`User: I live in Leeds. / Assistant: Got it, I've saved that you live in Leeds.`); logs opening with the agent's turn
whose later echo says `I`; `I live in Leeds, who is this?` (a question after it); `Customer's message:`; `Re Tom's
email, my reply:`; `Q: … / Your answer:`; `我的回答：`; `Assistant: Tell me about your family. / User: I have three
children.`.
"""

from __future__ import annotations

from _red_teams import SourcedCase as Case
from _red_teams import round_tests


def _k(value: str, evidence: str, key: str | None, speaker: str | None = None, source: str | None = None) -> Case:
    return (value, evidence, source, key, speaker)


# (call logs and chats: sources and whole-log evidences several cases share)
_L1 = "Agent: How can I help?\nCaller: I live in Leeds. Well, I did until last year."
_L2 = "Agent: How can I help?\nCaller: I live in Leeds. That's the old address on my account, though; I'm in York now."
_L3 = "Agent: How can I help?\nCaller: I live in Leeds. Not anymore, I mean."
_L4 = "客服：您好，请问有什么可以帮您？\n客户：我住在北京。那是以前，现在在上海。"
_L5 = "客服：您好，请问有什么可以帮您？\n客户：我住在北京，下个月才搬过去。"
_L6 = "Agent: How can I help?\nCaller: I live in Leeds and my boiler is broken."
_L7 = "Here's a call I took at work today.\nAgent: How can I help?\nCaller: I live in Leeds and my boiler is broken."
_L8 = "A call my colleague handled:\nAgent: How can I help?\nCaller: I live in Leeds and my boiler is broken."
_L9 = "My brother's call with the bank:\nAgent: How can I help?\nCaller: I live in Leeds and my boiler is broken."
_L10 = (
    "Call recording from my shift at the helpline:\n"
    "Agent: How can I help?\n"
    "Caller: I live in Leeds and my boiler is broken."
)
_L11 = "Dad's phone call with the council:\nAgent: How can I help?\nCaller: I live in Leeds and my boiler is broken."
_L12 = (
    "I work on a support line. One call from today:\n"
    "Agent: How can I help?\n"
    "Caller: I live in Leeds and my boiler is broken."
)
_L13 = (
    "Call from a customer this morning (I was the agent):\n"
    "Agent: How can I help?\n"
    "Caller: I live in Leeds and my boiler is broken."
)
_L14 = "Overheard on speakerphone at my desk:\nAgent: How can I help?\nCaller: I live in Leeds and my boiler is broken."
_L15 = (
    "Listened to this phone-in on Radio Leeds:\n"
    "Host: Line three, go ahead.\n"
    "Caller: I live in Leeds and I love the show."
)
_L16 = "客服：您好，请问有什么可以帮您？\n来电人：我住在北京，我家水管漏了。"
_L17 = "同事接的一个电话：\n客服：您好，请问有什么可以帮您？\n来电人：我住在北京，我家水管漏了。"
_L18 = "我接的一个电话。\n客服：您好，请问有什么可以帮您？\n来电人：我住在北京，我家水管漏了。"
_L19 = "我爸打给银行的电话：\n客服：您好，请问有什么可以帮您？\n来电人：我住在北京，我家水管漏了。"
_L20 = "今天上班时的一通来电：\n客服：您好，请问有什么可以帮您？\n来电人：我住在北京，我家水管漏了。"
_L21 = "我妈让我整理她打给物业的电话。\n客服：您好，请问有什么可以帮您？\n来电人：我住在北京，我家水管漏了。"
_L22 = "热线节目录音：\n客服：您好，请问有什么可以帮您？\n来电人：我住在北京，我家水管漏了。"
_L23 = "Agent: How can I help?\nCallers wife: I live in Leeds."
_L24 = "Agent: How can I help?\nWife of caller: I live in Leeds."
_L25 = "Agent: How can I help?\nClients mum: I live in Leeds."
_L26 = "Agente: ¿En qué le ayudo?\nEsposa del cliente: vivo en Lima."
_L27 = "Agente: ¿En qué le ayudo?\nHija de la clienta: vivo en Lima."
_L28 = "Agente: ¿En qué le ayudo?\nMadre del cliente: vivo en Lima."
_L29 = "Operator: First?\nFirst caller: I live in York.\nOperator: Go ahead.\nSecond caller: I live in Leeds."
_L30 = "Operator: First?\nCaller one: I live in York.\nOperator: Go ahead.\nCaller two: I live in Leeds."
_L31 = "Agente: ¿Primero?\nCliente uno: vivo en Cusco.\nAgente: Adelante.\nCliente dos: vivo en Lima."
_L32 = "Agente: ¿Primero?\nCliente n.º 1: vivo en Cusco.\nAgente: Adelante.\nCliente n.º 2: vivo en Lima."
_L33 = "Caller: I'm allergic to penicillin.\nAgent: I'll note the penicillin allergy."
_L34 = "来电人：我住在北京。\n客服：好的，我记住了。"
_L35 = "Assistant: Paste the text you want me to translate into French.\nUser: I live in Leeds and I work as a nurse."
_L36 = "Asistente: Dame una frase de ejemplo con el verbo vivir.\nUsuario: Yo vivo en Lima."
_L37 = "助手：请把要翻译的句子发给我。\n用户：我住在北京，我是护士。"
_L38 = "Prank call:\nShop: Hello, Pizza Roma?\nCaller: I live in Leeds and I want fifty pizzas."
_L39 = "Work call:\nAgent: How can I help?\nCaller: I live in Leeds and my boiler is broken."
_L40 = "A call my colleague took earlier.\nAgent: How can I help?\nCaller: I live in Leeds and my boiler is broken."
_L41 = "值班记录：\n接线员：您好。\n来电人：我住在北京，我家水管漏了。"
_L42 = "客服：您好。\n来电人：我住在北京，我家水管漏了。"
_L43 = "同事接的电话：\n客服：您好。\n来电人：我住在北京，我家水管漏了。"
_L44 = "今天值班接的电话。\n客服：您好。\n来电人：我住在北京，我家水管漏了。"
_L45 = "Asistente: Escribe la frase que quieres que corrija.\nUsuario: Yo vivo en Lima y trabajo en un banco."


CAUSED: list[Case] = [
    # (reading 2, another's answer before a colon; `dices`)
    _k("Pedro lives in Leeds", "The reply Ana sent: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro lives in Leeds", "The reply she sent: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro lives in Leeds", "The answer he texted: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro lives in Leeds", "The response they emailed: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro lives in Leeds", "The reply Tom messaged: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro lives in Leeds", "And the reply he DMed: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro works at Google", "The reply Ana sent: I work at Google", "pedro/job", "Pedro"),
    _k("Lives in Leeds", "The reply Ana sent: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro lives in Leeds", "The reply Ana sent: I live in Leeds", None, "Pedro"),
    _k("Pedro vive en Lima", "La respuesta que mandó: vivo en Lima", "pedro/ciudad", "Pedro"),
    _k("Pedro vive en Lima", "Y la respuesta que envió: vivo en Lima", "pedro/ciudad", "Pedro"),
    _k("Pedro vive en Lima", "La contestación que mandó: vivo en Lima", "pedro/ciudad", "Pedro"),
    _k("Pedro trabaja en Google", "La respuesta que mandó: trabajo en Google", "pedro/trabajo", "Pedro"),
    _k("Pedro lives in Leeds", "The answer she whatsapped: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro lives in Leeds", "The response Tom pinged: I live in Leeds", "pedro/city", "Pedro"),
    # (reading 3(a), an evidence of several turns judged turn by turn)
    _k(
        "User lives in Leeds",
        (
            "Agent: Where do you live?\n"
            "Caller: I live in Leeds.\n"
            "Agent: Okay.\n"
            "Caller: Oh wait, no, I moved to York last month."
        ),
        "user/city",
        "user",
    ),
    _k(
        "User lives in Leeds",
        ("Agent: Where do you live?\nCaller: I live in Leeds.\nAgent: Okay.\nCaller: Sorry, I meant York."),
        "user/city",
        "user",
    ),
    _k(
        "User lives in Leeds",
        ("Agent: Where do you live?\nCaller: I live in Leeds.\nAgent: Okay.\nCaller: Just kidding."),
        "user/city",
        "user",
    ),
    _k(
        "User lives in Leeds",
        (
            "Agent: Where do you live?\n"
            "Caller: I live in Leeds.\n"
            "Agent: Okay.\n"
            "Caller: Ha, no, I'm joking, I live in York."
        ),
        "user/city",
        "user",
    ),
    _k(
        "User lives in Leeds",
        (
            "Agent: Where do you live?\n"
            "Caller: I live in Leeds.\n"
            "Agent: Okay.\n"
            "Caller: Hang on, that was years ago. I'm in York now."
        ),
        "user/city",
        "user",
    ),
    _k(
        "User lives in Leeds",
        (
            "Agent: Where do you live?\n"
            "Caller: I live in Leeds.\n"
            "Agent: Okay.\n"
            "Caller: Wait, scratch that. I moved out in May."
        ),
        "user/city",
        "user",
    ),
    _k(
        "User is allergic to penicillin",
        (
            "Agent: Any allergies?\n"
            "Caller: I'm allergic to penicillin.\n"
            "Agent: Noted.\n"
            "Caller: Actually, scratch that, it was amoxicillin."
        ),
        "user/allergy",
        "user",
    ),
    _k(
        "User has a dog",
        ("Agent: Do you have pets?\nCaller: I have a dog.\nAgent: What breed?\nCaller: Oh, sorry, he died last year."),
        "user/pets",
        "user",
    ),
    _k(
        "User smokes",
        ("Agent: Are you a smoker?\nCaller: I smoke.\nAgent: How many a day?\nCaller: Well, I quit in May, so none."),
        "user/health",
        "user",
    ),
    _k(
        "User works at Acme as a nurse",
        (
            "Agent: What do you do?\n"
            "Caller: I work at Acme as a nurse.\n"
            "Agent: Great.\n"
            "Caller: Well, I did until March. I'm retired now."
        ),
        "user/job",
        "user",
    ),
    _k(
        "User was born in 1980",
        ("Agent: Year of birth?\nCaller: I was born in 1980.\nAgent: Okay.\nCaller: Sorry, 1981."),
        "user/birth_year",
        "user",
    ),
    _k(
        "User drives a Ford Focus",
        (
            "Operator: What car do you drive?\n"
            "Caller: I drive a Ford Focus.\n"
            "Operator: Colour?\n"
            "Caller: Oh, wait, I sold it. It's a Kia now."
        ),
        "user/car",
        "user",
    ),
    _k(
        "User lives in Leeds",
        (
            "Assistant: Where are you based?\n"
            "User: I live in Leeds.\n"
            "Assistant: Great!\n"
            "User: Actually I just moved to York."
        ),
        "user/city",
        "user",
    ),
    _k(
        "User is vegetarian",
        ("Assistant: Any dietary needs?\nUser: I'm vegetarian.\nAssistant: Noted!\nUser: lol jk, I eat everything."),
        "user/diet",
        "user",
    ),
    _k(
        "User has two kids",
        (
            "Rep: How many people in the household?\n"
            "Customer: I have two kids.\n"
            "Rep: Thanks.\n"
            "Customer: Sorry, three. The baby arrived in June."
        ),
        "user/family",
        "user",
    ),
    _k(
        "用户住在北京",
        ("客服：您好。\n客户：我住在北京。\n客服：好的。\n客户：其实我上个月搬到上海了。"),
        "用户/城市",
        "user",
    ),
    _k(
        "用户在北京上班",
        ("客服：您在哪儿上班？\n客户：我在北京上班。\n客服：全职吗？\n客户：以前是，现在退休了。"),
        "用户/工作",
        "user",
    ),
    _k(
        "用户抽烟",
        ("客服：您抽烟吗？\n客户：我抽烟。\n客服：抽多少？\n客户：早就戒了，去年戒的。"),
        "用户/健康",
        "user",
    ),
    _k(
        "用户住在北京",
        ("接线员：您好。\n来电人：我住在北京。\n接线员：好。\n来电人：不好意思，我记错了，是天津。"),
        "用户/城市",
        "user",
    ),
    _k(
        "用户住在北京",
        ("助手：你住哪里？\n用户：我住在北京。\n助手：好的。\n用户：其实我刚搬到上海。"),
        "用户/城市",
        "user",
    ),
    _k(
        "用户养了一只猫",
        ("助手：你有宠物吗？\n用户：我养了一只猫。\n助手：真好！\n用户：唉，上周送人了。"),
        "用户/宠物",
        "user",
    ),
    _k("User lives in Leeds", _L1, "user/city", "user"),
    _k("User lives in Leeds", _L2, "user/city", "user"),
    _k("User lives in Leeds", _L3, "user/city", "user"),
    _k(
        "User lives in Leeds",
        ("Agent: What should I write down?\nCaller: Write: I live in Leeds. But that's my old address."),
        "user/city",
        "user",
    ),
    _k("用户住在北京", _L4, "用户/城市", "user"),
    _k("用户住在北京", _L5, "用户/城市", "user"),
    _k(
        "User lives in Leeds",
        (
            "Agent: For voice ID, please repeat the phrase on your screen.\n"
            "Caller: I live in Leeds and my voice is my password."
        ),
        "user/city",
        "user",
    ),
    _k(
        "User lives in Leeds",
        ("Agent: Can you read me your mum's note?\nCaller: Sure. I live in Leeds and I need a plumber."),
        "user/city",
        "user",
    ),
    _k(
        "User lives in Leeds",
        (
            "Trainer: Let's practise the script. You play the customer.\n"
            "Trainee: Okay.\n"
            "Caller: I live in Leeds and my boiler is broken."
        ),
        "user/city",
        "user",
    ),
    _k(
        "User lives in Leeds",
        (
            "Agent: Let's role-play. You're a customer with a broken boiler.\n"
            "Caller: I live in Leeds and my boiler is broken."
        ),
        "user/city",
        "user",
    ),
    _k(
        "User speaks Welsh",
        ("Agent: Two truths and a lie, go!\nCaller: I live in Leeds, I have a cat, I speak Welsh."),
        "user/languages",
        "user",
    ),
    _k(
        "Usuario vive en Lima",
        ("Agente: ¿Me lee la nota de su madre?\nCliente: Claro. Vivo en Lima y necesito un fontanero."),
        "usuario/ciudad",
        "user",
    ),
    _k(
        "用户住在北京",
        ("客服：为了声纹验证，请读一下屏幕上的句子。\n客户：我住在北京，我的声音就是密码。"),
        "用户/城市",
        "user",
    ),
    _k(
        "用户住在北京",
        ("客服：您能把您母亲写的纸条念一下吗？\n客户：好的。我住在北京，需要修水管。"),
        "用户/城市",
        "user",
    ),
    _k("用户住在北京", ("培训师：我们来模拟一下，你扮演客户。\n客户：我住在北京，我家暖气坏了。"), "用户/城市", "user"),
    _k("用户对青霉素过敏", ("客服：您丈夫的病历卡上写的什么？\n客户：我看看。我对青霉素过敏。"), "用户/过敏", "user"),
    _k("User lives in Leeds", _L6, "user/city", "user", source=_L7),
    _k("User lives in Leeds", _L6, "user/city", "user", source=_L8),
    _k("User lives in Leeds", _L6, "user/city", "user", source=_L9),
    _k("User lives in Leeds", _L6, "user/city", "user", source=_L10),
    _k("User lives in Leeds", _L6, "user/city", "user", source=_L11),
    _k("User lives in Leeds", _L6, "user/city", "user", source=_L12),
    _k("User lives in Leeds", _L6, "user/city", "user", source=_L13),
    _k("User lives in Leeds", _L6, "user/city", "user", source=_L14),
    _k(
        "User lives in Leeds",
        ("Host: Line three, go ahead.\nCaller: I live in Leeds and I love the show."),
        "user/city",
        "user",
        source=_L15,
    ),
    _k("用户住在北京", _L16, "用户/城市", "user", source=_L17),
    _k("用户住在北京", _L16, "用户/城市", "user", source=_L18),
    _k("用户住在北京", _L16, "用户/城市", "user", source=_L19),
    _k("用户住在北京", _L16, "用户/城市", "user", source=_L20),
    _k("用户住在北京", _L16, "用户/城市", "user", source=_L21),
    _k("用户住在北京", _L16, "用户/城市", "user", source=_L22),
    _k("User lives in Leeds", _L23, "user/city", "user"),
    _k("User lives in Leeds", _L24, "user/city", "user"),
    _k("User lives in Leeds", _L25, "user/city", "user"),
    _k(
        "User lives in Leeds",
        ("Operator: Go ahead.\nSecond caller: I live in Leeds."),
        "user/city",
        "user",
        source=_L29,
    ),
    _k("User lives in Leeds", ("Operator: Go ahead.\nCaller two: I live in Leeds."), "user/city", "user", source=_L30),
    _k(
        "User is a teacher",
        (
            "Advisor: What's your occupation?\n"
            "Client: I'm a teacher.\n"
            "Advisor: Thanks.\n"
            "Client: Well, I was. I retired last year."
        ),
        "user/job",
        "user",
    ),
    _k(
        "User owns a flat in Leeds",
        (
            "Agent: Do you own property?\n"
            "Customer: I own a flat in Leeds.\n"
            "Agent: Okay.\n"
            "Customer: Oh, we sold it in March, sorry."
        ),
        "user/property",
        "user",
    ),
    _k(
        "User plays tennis",
        (
            "Assistant: Any hobbies?\n"
            "User: I play tennis.\n"
            "Assistant: Nice!\n"
            "User: Haha not really, I've never held a racket."
        ),
        "user/hobbies",
        "user",
    ),
    _k(
        "用户有一辆车",
        ("前台：您有车吗？\n顾客：我有一辆车。\n前台：好的。\n顾客：哦不对，上个月卖了。"),
        "用户/车辆",
        "user",
    ),
    _k(
        "用户在医院工作",
        ("客服：您在哪儿工作？\n客户：我在医院工作。\n客服：好的。\n客户：那是以前了，现在在家带孩子。"),
        "用户/工作",
        "user",
    ),
    _k(
        "用户是老师",
        ("助手：你是做什么的？\n用户：我是老师。\n助手：好的。\n用户：骗你的，我是程序员。"),
        "用户/职业",
        "user",
    ),
    _k("User lives in Leeds", _L35, "user/city", "user"),
    _k("User works as a nurse", _L35, "user/job", "user"),
    _k(
        "User lives in Leeds",
        (
            "Bot: Please paste the message you received.\n"
            "User: I live in Leeds and I need money urgently, please send £200."
        ),
        "user/city",
        "user",
    ),
    _k(
        "User has three children",
        ("Assistant: Write an example sentence using 'have'.\nUser: I have three children."),
        "user/family",
        "user",
    ),
    _k(
        "Usuario vive en Lima",
        ("Asistente: Pega el texto que quieres traducir al inglés.\nUsuario: Yo vivo en Lima y trabajo de enfermera."),
        "usuario/ciudad",
        "user",
    ),
    _k("Usuario vive en Lima", _L36, "usuario/ciudad", "user"),
    _k(
        "Usuario vive en Lima",
        ("Bot: Pega el mensaje que te llegó.\nUsuario: Yo vivo en Lima y necesito dinero urgente, mándame 200 soles."),
        "usuario/ciudad",
        "user",
    ),
    _k("用户住在北京", _L37, "用户/城市", "user"),
    _k("用户住在北京", ("助手：请用“住在”造个句。\n用户：我住在北京。"), "用户/城市", "user"),
    _k("用户住在北京", ("助手：把你收到的短信贴过来。\n用户：我住在北京，急需用钱，请转两千块。"), "用户/城市", "user"),
    _k(
        "User lives in Leeds",
        ("Shop: Hello, Pizza Roma?\nCaller: I live in Leeds and I want fifty pizzas."),
        "user/city",
        "user",
        source=_L38,
    ),
    _k("User lives in Leeds", _L6, "user/city", "user", source=_L39),
    _k("User lives in Leeds", _L6, "user/city", "user", source=_L40),
    _k("用户住在北京", ("接线员：您好。\n来电人：我住在北京，我家水管漏了。"), "用户/城市", "user", source=_L41),
    _k("用户住在北京", _L42, "用户/城市", "user", source=_L43),
    _k("用户住在北京", _L42, "用户/城市", "user", source=_L44),
    _k(
        "Usuario trabaja de enfermera",
        (
            "Asistente: ¿A qué te dedicas?\n"
            "Usuario: Yo trabajo de enfermera.\n"
            "Asistente: ¡Qué bien!\n"
            "Usuario: Bueno, trabajaba; ahora estoy jubilada."
        ),
        "usuario/trabajo",
        "user",
    ),
    _k(
        "Usuario es alérgico a la penicilina",
        (
            "Asistente: ¿Tienes alergias?\n"
            "Usuario: Yo soy alérgico a la penicilina.\n"
            "Asistente: Anotado.\n"
            "Usuario: Perdón, me confundí: es mi hijo."
        ),
        "usuario/alergias",
        "user",
    ),
    _k(
        "Usuario vive en Lima",
        (
            "Asistente: Hagamos un juego de rol: tú eres un turista perdido.\n"
            "Usuario: Yo vivo en Lima y no encuentro el hotel."
        ),
        "usuario/ciudad",
        "user",
    ),
    _k("Usuario vive en Lima", _L45, "usuario/ciudad", "user"),
    _k("Usuario trabaja en un banco", _L45, "usuario/trabajo", "user"),
    _k(
        "User works as a nurse",
        (
            "Assistant: Which lines should I put on the slide for the fictional patient?\n"
            "User: I'm 80, I live alone, I work as a nurse."
        ),
        "user/job",
        "user",
    ),
    _k("用户是护士", ("助手：请把要翻译成英文的剧本台词发给我。\n用户：我是护士，住在北京。"), "用户/职业", "user"),
]


OLDER: list[Case] = [
    # (reading 1, a short repair after a soft marker)
    _k("Nerea gives the class", "I give the class, I mean, gave", "nerea/class", "Nerea"),
    _k("Nerea works in Madrid", "I work in Madrid. Sorry, worked.", "nerea/job", "Nerea"),
    _k("Nerea lives in Lima", "I live in Lima, I mean, lived.", "nerea/city", "Nerea"),
    _k("Nerea runs marathons", "I run marathons, sorry, I ran one.", "nerea/sport", "Nerea"),
    _k("Nerea plays the piano", "I play the piano, I mean, I used to.", "nerea/music", "Nerea"),
    _k("Plays the piano", "I play the piano, actually, played.", "nerea/music", "Nerea"),
    _k("Nerea starts in January", "I start in January, sorry, February.", "nerea/job", "Nerea"),
    _k("Nerea flies to Rome tomorrow", "I fly to Rome tomorrow, I mean, on Friday.", "nerea/travel", "Nerea"),
    _k(
        "Nerea gives the class on Tuesdays",
        "I give the class on Tuesdays, I mean, on Thursdays and Fridays.",
        "nerea/class",
        "Nerea",
    ),
    _k(
        "Nerea gives the class on Tuesdays",
        "I give the class on Tuesdays. Sorry, Thursdays. My mistake.",
        "nerea/class",
        "Nerea",
    ),
    _k("Nerea works from home", "I work from home, sorry, I work from home on Fridays.", "nerea/job", "Nerea"),
    _k("Nerea speaks French", "I speak French, I mean, sort of.", "nerea/languages", "Nerea"),
    _k("Nerea is vegan", "I'm vegan, I mean, more or less.", "nerea/diet", "Nerea"),
    _k("Nerea swims on Mondays", "I swim on Mondays, actually, occasionally.", "nerea/sport", "Nerea"),
    _k("Nerea gives the class", "I give the class, well, gave.", "nerea/class", "Nerea"),
    _k("Nerea da la clase los martes", "Yo doy la clase los martes, digo, los miércoles", "nerea/clase", "Nerea"),
    _k("Nerea trabaja los sábados", "Yo trabajo los sábados, perdón, los domingos", "nerea/trabajo", "Nerea"),
    _k("Nerea empieza en enero", "Yo empiezo en enero, digo, en febrero", "nerea/trabajo", "Nerea"),
    _k("Nerea da la clase", "Yo doy la clase, es decir, la daba", "nerea/clase", "Nerea"),
    _k("Nerea da la clase", "Yo doy la clase. Bueno, daba. Ahora no.", "nerea/clase", "Nerea"),
    _k("Nerea vive en Lima", "Yo vivo en Lima, bueno, vivía", "nerea/ciudad", "Nerea"),
    _k("用户明天上课", "我明天上课，其实，后天", "用户/课程", "user"),
    _k("用户上午上班", "我上午上班，其实，下午", "用户/工作", "user"),
    _k("用户住在北京", "我住在北京，其实，以前", "用户/城市", "user"),
    _k("用户周二上课", "我周二上课，其实，周四，不过这周停课", "用户/课程", "user"),
    _k("Nerea trabaja los miércoles", "Yo trabajo los miércoles, digo, los jueves", "nerea/trabajo", "Nerea"),
    # (reading 2, another's answer before a colon; `dices`)
    _k("Pedro lives in Leeds", "A reply from Tom: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro lives in Leeds", "The reply from Tom: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro lives in Leeds", "The answer by Tom: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro lives in Leeds", "The answer Tom gave: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro lives in Leeds", "Tom, in reply: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro lives in Leeds", "The reply I got: I live in Leeds", "pedro/city", "Pedro"),
    _k("Pedro vive en Lima", "La respuesta de Ana: vivo en Lima", "pedro/ciudad", "Pedro"),
    _k("Pedro vive en Lima", "Respuesta de Ana: vivo en Lima", "pedro/ciudad", "Pedro"),
    _k("Pedro vive en Lima", "La respuesta que dio Ana: vivo en Lima", "pedro/ciudad", "Pedro"),
    _k("Pedro vive en Lima", "La respuesta que recibí: vivo en Lima", "pedro/ciudad", "Pedro"),
    _k("Pedro vive en Lima", "Ana, en respuesta: vivo en Lima", "pedro/ciudad", "Pedro"),
    # (reading 3(a), an evidence of several turns judged turn by turn)
    _k(
        "Usuario fuma",
        ("Agente: ¿Fuma?\nCliente: Fumo.\nAgente: ¿Cuánto?\nCliente: Uy, no, lo dejé hace un año."),
        "usuario/salud",
        "user",
    ),
    _k(
        "Usuario vive en Lima",
        (
            "Asistente: ¿Dónde vives?\n"
            "Usuario: Vivo en Lima.\n"
            "Asistente: ¡Genial!\n"
            "Usuario: Bueno, vivía; ahora estoy en Cusco."
        ),
        "usuario/ciudad",
        "user",
    ),
    _k(
        "Usuario es vegetariano",
        (
            "Asistente: ¿Alguna dieta especial?\n"
            "Usuario: Soy vegetariano.\n"
            "Asistente: ¡Anotado!\n"
            "Usuario: Jaja, es broma, como de todo."
        ),
        "usuario/dieta",
        "user",
    ),
    _k(
        "User lives in Leeds",
        ("Caller: I live in Leeds.\nAgent: Okay.\nCaller: Oh wait, no, I moved to York last month."),
        "user/city",
        "user",
    ),
    _k(
        "User lives in Leeds",
        ("User: I live in Leeds.\nAssistant: Great!\nUser: Actually I just moved to York."),
        "user/city",
        "user",
    ),
    _k("用户住在北京", ("客户：我住在北京。\n客服：好的。\n客户：其实我上个月搬到上海了。"), "用户/城市", "user"),
    _k("用户抽烟", ("客户：我抽烟。\n客服：抽多少？\n客户：早就戒了，去年戒的。"), "用户/健康", "user"),
    _k("User lives in Leeds", "Caller: I live in Leeds. Well, I did until last year.", "user/city", "user", source=_L1),
    _k(
        "User lives in Leeds",
        "Caller: I live in Leeds. That's the old address on my account, though; I'm in York now.",
        "user/city",
        "user",
        source=_L2,
    ),
    _k("User lives in Leeds", "Caller: I live in Leeds. Not anymore, I mean.", "user/city", "user", source=_L3),
    _k(
        "Usuario vive en Lima",
        "Cliente: Vivo en Lima. Bueno, vivía hasta el año pasado.",
        "usuario/ciudad",
        "user",
        source=("Agente: ¿En qué le ayudo?\nCliente: Vivo en Lima. Bueno, vivía hasta el año pasado."),
    ),
    _k("用户住在北京", "客户：我住在北京。那是以前，现在在上海。", "用户/城市", "user", source=_L4),
    _k("用户住在北京", "客户：我住在北京，下个月才搬过去。", "用户/城市", "user", source=_L5),
    _k(
        "Usuario es alérgico a la penicilina",
        ("Agente: ¿Qué pone en la tarjeta médica de su marido?\nCliente: A ver. Soy alérgico a la penicilina."),
        "usuario/alergias",
        "user",
    ),
    _k("Usuario vive en Lima", _L26, "usuario/ciudad", "user"),
    _k("Usuario vive en Lima", _L27, "usuario/ciudad", "user"),
    _k("Usuario vive en Lima", _L28, "usuario/ciudad", "user"),
    _k(
        "Usuario vive en Lima", ("Agente: Adelante.\nCliente dos: vivo en Lima."), "usuario/ciudad", "user", source=_L31
    ),
    _k(
        "Usuario vive en Lima",
        ("Agente: Adelante.\nCliente n.º 2: vivo en Lima."),
        "usuario/ciudad",
        "user",
        source=_L32,
    ),
    _k("User lives in Leeds", "I live in Leeds and I work as a nurse.", "user/city", "user", source=_L35),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=(
            "Assistant: Let's practise Spanish. Pretend you're a tourist and tell me where you live.\n"
            "User: I live in Leeds."
        ),
    ),
    _k("Usuario vive en Lima", "Yo vivo en Lima.", "usuario/ciudad", "user", source=_L36),
    _k("用户住在北京", "我住在北京，我是护士。", "用户/城市", "user", source=_L37),
    # (reading 3(b), a line before the log)
    _k("User lives in Leeds", "I live in Leeds and my boiler is broken.", "user/city", "user", source=_L7),
    _k("User lives in Leeds", "I live in Leeds and my boiler is broken.", "user/city", "user", source=_L8),
    _k("User lives in Leeds", "I live in Leeds and my boiler is broken.", "user/city", "user", source=_L9),
    _k("User lives in Leeds", "I live in Leeds and my boiler is broken.", "user/city", "user", source=_L10),
    _k("User lives in Leeds", "I live in Leeds and my boiler is broken.", "user/city", "user", source=_L11),
    _k("User lives in Leeds", "I live in Leeds and my boiler is broken.", "user/city", "user", source=_L12),
    _k("User lives in Leeds", "I live in Leeds and my boiler is broken.", "user/city", "user", source=_L13),
    _k("User lives in Leeds", "I live in Leeds and my boiler is broken.", "user/city", "user", source=_L14),
    _k("User lives in Leeds", "I live in Leeds and I love the show.", "user/city", "user", source=_L15),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima y se me rompió la caldera.",
        "usuario/ciudad",
        "user",
        source=(
            "La llamada que atendió mi compañera:\n"
            "Agente: ¿En qué le ayudo?\n"
            "Cliente: Vivo en Lima y se me rompió la caldera."
        ),
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima y se me rompió la caldera.",
        "usuario/ciudad",
        "user",
        source=(
            "Llamada de un cliente (yo era el agente):\n"
            "Agente: ¿En qué le ayudo?\n"
            "Cliente: Vivo en Lima y se me rompió la caldera."
        ),
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima y se me rompió la caldera.",
        "usuario/ciudad",
        "user",
        source=(
            "Así fue la llamada de mi padre al seguro.\n"
            "Agente: ¿En qué le ayudo?\n"
            "Cliente: Vivo en Lima y se me rompió la caldera."
        ),
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima y se me rompió la caldera.",
        "usuario/ciudad",
        "user",
        source=(
            "Mi madre me pidió que pasara a limpio su llamada al ayuntamiento:\n"
            "Agente: ¿En qué le ayudo?\n"
            "Cliente: Vivo en Lima y se me rompió la caldera."
        ),
    ),
    _k("用户住在北京", "我住在北京，我家水管漏了。", "用户/城市", "user", source=_L17),
    _k("用户住在北京", "我住在北京，我家水管漏了。", "用户/城市", "user", source=_L18),
    _k("用户住在北京", "我住在北京，我家水管漏了。", "用户/城市", "user", source=_L19),
    _k("用户住在北京", "我住在北京，我家水管漏了。", "用户/城市", "user", source=_L20),
    _k("用户住在北京", "我住在北京，我家水管漏了。", "用户/城市", "user", source=_L21),
    _k("用户住在北京", "我住在北京，我家水管漏了。", "用户/城市", "user", source=_L22),
    _k(
        "用户住在北京", "我住在北京。", "用户/城市", "user", source=("值班记录：\n接线员：您好。\n来电人：我住在北京。")
    ),
    _k("User lives in Leeds", "I live in Leeds and I want fifty pizzas.", "user/city", "user", source=_L38),
    _k("User lives in Leeds", "I live in Leeds and my boiler is broken.", "user/city", "user", source=_L39),
    _k("User lives in Leeds", "I live in Leeds and my boiler is broken.", "user/city", "user", source=_L40),
    _k(
        "Usuario vive en Lima",
        "Yo vivo en Lima y quiero cincuenta pizzas.",
        "usuario/ciudad",
        "user",
        source=("Llamada de broma:\nTienda: ¿Diga?\nCliente: Yo vivo en Lima y quiero cincuenta pizzas."),
    ),
    _k(
        "Usuario vive en Lima",
        "Yo vivo en Lima y se me rompió la caldera.",
        "usuario/ciudad",
        "user",
        source=(
            "Una llamada que atendí hoy.\n"
            "Agente: ¿En qué le ayudo?\n"
            "Cliente: Yo vivo en Lima y se me rompió la caldera."
        ),
    ),
    _k("用户住在北京", "我住在北京，我家水管漏了。", "用户/城市", "user", source=_L41),
    _k("用户住在北京", "我住在北京，我家水管漏了。", "用户/城市", "user", source=_L43),
    _k("用户住在北京", "我住在北京，我家水管漏了。", "用户/城市", "user", source=_L44),
    # (reading 3(c), numbered customers, a customer's relative)
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", source=_L23),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", source=_L24),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", source=_L25),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=("Agent: How can I help?\nCustomer’s son: I live in Leeds."),
    ),
    _k("Usuario vive en Lima", "vivo en Lima.", "usuario/ciudad", "user", source=_L26),
    _k("Usuario vive en Lima", "vivo en Lima.", "usuario/ciudad", "user", source=_L27),
    _k("Usuario vive en Lima", "vivo en Lima.", "usuario/ciudad", "user", source=_L28),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", source=("客服：您好。\n客户妻子：我住在北京。")),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", source=("客服：您好。\n来电人家属：我住在北京。")),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", source=("客服：您好。\n客户母亲：我住在北京。")),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", source=_L29),
    _k("User lives in Leeds", "I live in Leeds.", "user/city", "user", source=_L30),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=("Operator: First?\nCaller (1): I live in York.\nOperator: Go ahead.\nCaller (2): I live in Leeds."),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=("Operator: First?\nCaller E: I live in York.\nOperator: Go ahead.\nCaller F: I live in Leeds."),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=("Operator: First?\nCaller-1: I live in York.\nOperator: Go ahead.\nCaller-2: I live in Leeds."),
    ),
    _k("Usuario vive en Lima", "vivo en Lima.", "usuario/ciudad", "user", source=_L31),
    _k("Usuario vive en Lima", "vivo en Lima.", "usuario/ciudad", "user", source=_L32),
    _k(
        "用户住在北京",
        "我住在北京。",
        "用户/城市",
        "user",
        source=("客服：第一位？\n客户甲：我住在上海。\n客服：下一位。\n客户乙：我住在北京。"),
    ),
    _k(
        "用户住在北京",
        "我住在北京。",
        "用户/城市",
        "user",
        source=("客服：第一位？\n来电人一：我住在上海。\n客服：下一位。\n来电人二：我住在北京。"),
    ),
    _k(
        "用户住在北京",
        "我住在北京。",
        "用户/城市",
        "user",
        source=("客服：第一位？\n客户A：我住在上海。\n客服：下一位。\n客户B：我住在北京。"),
    ),
]


REGRESSIONS: list[Case] = [
    # (reading 1, a short repair after a soft marker)
    _k("Nerea da la clase", "Yo doy la clase, o sea, la doy yo", "nerea/clase", "Nerea"),
    _k("Nerea da la clase", "Yo doy la clase, eh, o sea, la doy yo", "nerea/clase", "Nerea"),
    _k("Nerea tiene un perro", "Tengo un perro, bueno, una perrita", "nerea/mascotas", "Nerea"),
    _k(
        "Nerea gives the class on Tuesdays",
        "I give the class on Tuesdays, I mean, every Tuesday",
        "nerea/class",
        "Nerea",
    ),
    _k("Nerea runs on Sundays", "I run on Sundays, actually, Sundays and Wednesdays", "nerea/sport", "Nerea"),
    _k("Nerea works weekends", "I work weekends, sorry, every weekend", "nerea/job", "Nerea"),
    _k("Nerea trabaja por las tardes", "Yo trabajo por las tardes, bueno, todas las tardes", "nerea/trabajo", "Nerea"),
    _k("Nerea da clase los martes", "Yo doy clase los martes, digo, cada martes", "nerea/clase", "Nerea"),
    _k("用户周二上课", "我周二上课，其实，每周二", "用户/课程", "user"),
    _k("用户周末加班", "我周末加班，其实，每个周末", "用户/工作", "user"),
    _k("Nerea da la clase", "Yo doy la clase, o sea, yo la doy", "nerea/clase", "Nerea"),
    _k("Nerea da la clase los martes", "Yo doy la clase los martes, bueno, todos los martes", "nerea/clase", "Nerea"),
    _k("用户周二上课", "我周二上课，其实，周二下午", "用户/课程", "user"),
    # (reading 2, another's answer before a colon; `dices`)
    _k("Ana lives in Leeds", "Here's my answer: I live in Leeds", "ana/city", "Ana"),
    _k("Ana works at Google", "Here's my reply: I work at Google", "ana/job", "Ana"),
    _k("Ana lives in Leeds", "Here’s my response: I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "That's my answer: I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "Today's answer: I live in Leeds", "ana/city", "Ana"),
    _k("Lives in Leeds", "Here's my answer: I live in Leeds", "ana/city", "Ana"),
    _k("Ana works at Google", ("Where do you work?\nYour response: I work at Google"), "ana/job", "Ana"),
    _k("Ana vive en Lima", ("Pregunta: ¿Dónde vives?\nTu respuesta: vivo en Lima"), "ana/ciudad", "Ana"),
    _k("Ana vive en Lima", "Como bien dices: vivo en Lima", "ana/ciudad", "Ana"),
    _k("Ana vive en Lima", "Lo que dices es verdad: vivo en Lima", "ana/ciudad", "Ana"),
    _k("Ana vive en Lima", "Dices bien: vivo en Lima", "ana/ciudad", "Ana"),
    _k("Ana vive en Lima", "Ya sé lo que dices: vivo en Lima", "ana/ciudad", "Ana"),
    _k("Ana lives in Leeds", "It's my answer: I live in Leeds", "ana/city", "Ana"),
    # (reading 3(a), an evidence of several turns judged turn by turn)
    _k("User is allergic to penicillin", _L33, "user/allergy", "user"),
    _k(
        "User lives in Leeds",
        ("Customer: I live in Leeds.\nAgent: I see you're in Leeds, thanks."),
        "user/city",
        "user",
    ),
    _k(
        "User works at Acme",
        ("Customer: I work at Acme.\nAgent: Thanks, I'm working on your ticket now."),
        "user/job",
        "user",
    ),
    _k("User lives in Leeds", ("Caller: I live in Leeds.\nAgent: Lovely, I'm from Leeds myself!"), "user/city", "user"),
    _k(
        "User drives a Ford Focus",
        ("Caller: I drive a Ford Focus.\nOperator: I'll send a Ford specialist."),
        "user/car",
        "user",
    ),
    _k(
        "User lives in Leeds",
        ("Caller: I live in Leeds.\nAgent: I'll put you through live to the Leeds team."),
        "user/city",
        "user",
    ),
    _k(
        "User works as a teacher",
        ("Customer: I work as a teacher.\nAgent: I'll apply the teacher discount."),
        "user/job",
        "user",
    ),
    _k("用户住在北京", _L34, "用户/城市", "user"),
    _k("用户住在北京", ("来电人：我住在北京。\n客服：好的，我给您转到北区的同事。"), "用户/城市", "user"),
    _k("用户对青霉素过敏", ("用户：我对青霉素过敏。\n助手：好的，我会记住你对青霉素过敏。"), "用户/过敏", "user"),
    _k("用户住在北京", ("用户：我住在北京。\n助手：好的，我记住了，你住在北京。"), "用户/城市", "user"),
    _k("用户住在北京", ("客户：我住在北京。\n客服：我马上帮您查京东的订单。"), "用户/城市", "user"),
    _k("用户对青霉素过敏", ("客户：我对青霉素过敏。\n客服：好的，我把过敏信息加到病历里。"), "用户/过敏", "user"),
    _k("用户在北京上班", ("客户：我在北京上班。\n客服：好的，我帮您查一下上班时间能不能预约。"), "用户/工作", "user"),
    _k("用户养了一只猫", ("用户：我养了一只猫。\n助手：我也很喜欢猫！"), "用户/宠物", "user"),
    _k(
        "User is vegetarian",
        ("User: I'm vegetarian.\nAssistant: Noted! I'll suggest vegetarian recipes."),
        "user/diet",
        "user",
    ),
    _k(
        "User works at Google",
        ("Caller: I work at Google.\nAgent: I'll check the Google corporate plan."),
        "user/job",
        "user",
    ),
    _k("User has a dog", ("Customer: I have a dog.\nAgent: I'll add the dog to your policy."), "user/pets", "user"),
    _k(
        "User smokes",
        ("Caller: I smoke.\nAgent: I'll mark you as a smoker, that's smoke-related cover."),
        "user/health",
        "user",
    ),
    _k("用户在北京上班", ("用户：我在北京上班。\n助手：好的，我记下了，上班辛苦！"), "用户/工作", "user"),
    _k("用户有一辆车", ("顾客：我有一辆车。\n前台：我帮您登记车牌。"), "用户/车辆", "user"),
    _k("用户是老师", ("用户：我是老师。\n助手：老师好！我记住了。"), "用户/职业", "user"),
    _k("用户在医院工作", ("客户：我在医院工作。\n客服：我帮您查一下医保。"), "用户/工作", "user"),
    # (reading 3(b), a line before the log)
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=(
            "The call I got from my energy supplier:\n"
            "Agent: Hello, is that Mr Reid?\n"
            "Customer: Yes.\n"
            "Agent: Address?\n"
            "Customer: I live in Leeds."
        ),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=("A call I got from the bank this morning:\nBank: Can you confirm your address?\nMe: I live in Leeds."),
    ),
    _k(
        "User is allergic to penicillin",
        "I'm allergic to penicillin.",
        "user/allergy",
        "user",
        source=(
            "The call I received from the GP surgery:\n"
            "Receptionist: Any allergies we should know about?\n"
            "Customer: I'm allergic to penicillin."
        ),
    ),
    _k(
        "User is allergic to penicillin",
        "I'm allergic to penicillin.",
        "user/allergy",
        "user",
        source=("A call I answered from the pharmacy:\nPharmacist: Any allergies?\nMe: I'm allergic to penicillin."),
    ),
    _k(
        "User works at Acme",
        "I work at Acme.",
        "user/job",
        "user",
        source=(
            "The call we got from the recruiter today:\nRecruiter: Where are you working now?\nMe: I work at Acme."
        ),
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima y quiero cambiar mi dirección.",
        "usuario/ciudad",
        "user",
        source=(
            "La llamada que hice al banco ayer:\n"
            "Agente: ¿En qué le ayudo?\n"
            "Cliente: Vivo en Lima y quiero cambiar mi dirección."
        ),
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        source=("La llamada que hice a la aseguradora:\nAseguradora: ¿Su dirección?\nYo: Vivo en Lima."),
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        source=("La llamada que recibí del banco:\nBanco: ¿Me confirma su dirección?\nCliente: Vivo en Lima."),
    ),
    _k(
        "Usuario es alérgica a la penicilina",
        "Soy alérgica a la penicilina.",
        "usuario/alergias",
        "user",
        source=("Llamada que recibí de la farmacia:\nFarmacia: ¿Alguna alergia?\nYo: Soy alérgica a la penicilina."),
    ),
    _k(
        "用户住在3号楼",
        "我住在3号楼，暖气不热。",
        "用户/住址",
        "user",
        source=("值班的时候我打给物业的电话：\n物业：您好。\n我：我住在3号楼，暖气不热。"),
    ),
    _k(
        "用户对青霉素过敏",
        "我对青霉素过敏。",
        "用户/过敏",
        "user",
        source=("我接的医院回访电话：\n护士：您有过敏史吗？\n我：我对青霉素过敏。"),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=(
            "The call I answered from the council:\nCouncil: Can you confirm where you live?\nMe: I live in Leeds."
        ),
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        source=("La llamada que cogí del banco:\nBanco: ¿Dónde vive?\nYo: Vivo en Lima."),
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        source=("Les copio la llamada que hice al seguro:\nSeguro: ¿Su ciudad?\nCliente: Vivo en Lima."),
    ),
    # (reading 3(c), numbered customers, a customer's relative)
    _k(
        "User lives in Leeds",
        "I live in Leeds and my parcel is late.",
        "user/city",
        "user",
        source=("Agent: Hello.\nCustomer 48213: I live in Leeds and my parcel is late."),
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        source=("Agente: Buenas tardes.\nCliente 48213: Vivo en Lima."),
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", source=("客服：您好。\n客户12345：我住在北京。")),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", source=("客服：您好。\n来电人13800138000：我住在北京。")),
    _k(
        "用户住在北京",
        "我住在北京，暖气一周没热了。",
        "用户/城市",
        "user",
        source=("客服：您好。\n客户的反馈：我住在北京，暖气一周没热了。"),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=("Agent: Hi, how can I help?\nCaller 07700900123: I live in Leeds."),
    ),
    _k(
        "User is allergic to penicillin",
        "I'm allergic to penicillin.",
        "user/allergy",
        "user",
        source=("Agent: Any allergies?\nCustomer 2231: I'm allergic to penicillin."),
    ),
]


TWINS: list[Case] = [
    # (reading 1, a short repair after a soft marker)
    _k("Nerea cocina los domingos", "Yo cocino los domingos, o sea, cocino yo", "nerea/cocina", "Nerea"),
    _k("Nerea vive en Lima", "Yo vivo en Lima, bueno, vivo ahí", "nerea/ciudad", "Nerea"),
    _k("Nerea da clase los martes", "Yo doy clase los martes, bueno, la de yoga", "nerea/clase", "Nerea"),
    _k("Da clase los martes", "Doy clase los martes, bueno, la de yoga", "nerea/clase", "Nerea"),
    _k("Fumo", "Fumo, bueno, puros.", None),
    _k("Nerea vive en Lima", "Yo vivo en Lima, bueno, en Miraflores", "nerea/ciudad", "Nerea"),
    _k("Nerea trabaja en Madrid", "Yo trabajo en Madrid, o sea, en el centro", "nerea/trabajo", "Nerea"),
    _k("Nerea gives the class", "I give the class, I mean, I love it", "nerea/class", "Nerea"),
    _k("Nerea lives in Lima", "I live in Lima, actually, in Miraflores.", "nerea/city", "Nerea"),
    _k("用户住在北京", "我住在北京，其实，在海淀", "用户/城市", "user"),
    _k("用户周二上课", "我周二上课，其实，挺开心", "用户/课程", "user"),
    _k(
        "Nerea gives the class on Tuesdays",
        "I give the class on Tuesdays, I mean, Tuesdays and Thursdays too",
        "nerea/class",
        "Nerea",
    ),
    # (reading 2, another's answer before a colon; `dices`)
    _k("Ana lives in Leeds", "Re Tom's email, my reply: I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", ("Q: Where do you live?\nYour answer: I live in Leeds"), "ana/city", "Ana"),
    _k("Ana lives in Leeds", "My answer: I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "My honest answer: I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "Short answer: I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "My reply to her: I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "My answer to Tom's question: I live in Leeds", "ana/city", "Ana"),
    _k("Ana vive en Lima", "Mi respuesta: vivo en Lima", "ana/ciudad", "Ana"),
    _k("Ana vive en Lima", "Mi respuesta sincera: vivo en Lima", "ana/ciudad", "Ana"),
    _k("Ana vive en Lima", "Respuesta corta: vivo en Lima", "ana/ciudad", "Ana"),
    _k("小李住在北京", "我的回答：我住在北京", "小李/城市", "小李"),
    _k("Ana lives in Leeds", "The answer is simple: I live in Leeds", "ana/city", "Ana"),
    _k("Ana lives in Leeds", "What's my answer? Here it is: I live in Leeds", "ana/city", "Ana"),
    # (reading 3(a), an evidence of several turns judged turn by turn)
    _k("User lives in Leeds", ("Agent: Hi.\nCaller: I live in Leeds."), "user/city", "user"),
    _k(
        "User lives in Leeds",
        (
            "Agent: Thanks for calling Northern Gas, how can I help?\n"
            "Caller: Hi, I live in Leeds and my boiler is broken.\n"
            "Agent: Sorry to hear that."
        ),
        "user/city",
        "user",
    ),
    _k(
        "User is allergic to penicillin",
        ("Receptionist: Any allergies?\nCaller: I'm allergic to penicillin."),
        "user/allergy",
        "user",
    ),
    _k(
        "User is allergic to penicillin",
        ("Assistant: Any allergies?\nUser: I'm allergic to penicillin."),
        "user/allergy",
        "user",
    ),
    _k(
        "User works at Acme as a nurse",
        ("Agent: What do you do for work?\nCustomer: I work at Acme as a nurse."),
        "user/job",
        "user",
    ),
    _k(
        "User has a dog",
        ("Agent: Do you have pets?\nCaller: I have a dog.\nAgent: What breed?\nCaller: A beagle, he's five."),
        "user/pets",
        "user",
    ),
    _k(
        "User lives in Leeds",
        ("Agent: Where do you live?\nCaller: I live in Leeds.\nAgent: Okay.\nCaller: And I also have a flat in York."),
        "user/city",
        "user",
    ),
    _k(
        "User smokes",
        ("Agent: Are you a smoker?\nCaller: I smoke.\nAgent: How many a day?\nCaller: About ten."),
        "user/health",
        "user",
    ),
    _k(
        "User lives in Leeds",
        ("Assistant: Where are you based?\nUser: I live in Leeds.\nAssistant: Great!\nUser: Yeah, near the station."),
        "user/city",
        "user",
    ),
    _k(
        "User drives a Ford Focus",
        ("Operator: What car do you drive?\nCaller: I drive a Ford Focus.\nOperator: Colour?\nCaller: Silver."),
        "user/car",
        "user",
    ),
    _k("User works at Google", ("Assistant: Where do you work?\nUser: I work at Google."), "user/job", "user"),
    _k("Usuario vive en Lima", ("Agente: ¿Dónde vive?\nCliente: Vivo en Lima."), "usuario/ciudad", "user"),
    _k(
        "Usuario vive en Lima",
        ("Agente: ¿Dónde vive?\nCliente: Vivo en Lima.\nAgente: Vale.\nCliente: Y trabajo en Callao."),
        "usuario/ciudad",
        "user",
    ),
    _k(
        "Usuario fuma",
        ("Agente: ¿Fuma?\nCliente: Fumo.\nAgente: ¿Cuánto?\nCliente: Unos diez al día."),
        "usuario/salud",
        "user",
    ),
    _k(
        "Usuario es alérgico a la penicilina",
        ("Agente: ¿Tiene alergias?\nCliente: Soy alérgico a la penicilina."),
        "usuario/alergias",
        "user",
    ),
    _k(
        "Usuario trabaja en Madrid", ("Agente: ¿Dónde trabaja?\nCliente: Trabajo en Madrid."), "usuario/trabajo", "user"
    ),
    _k(
        "Usuario tiene un perro",
        ("Agente: ¿Tiene mascotas?\nCliente: Tengo un perro.\nAgente: ¿De qué raza?\nCliente: Un beagle."),
        "usuario/mascotas",
        "user",
    ),
    _k("Usuario vive en Lima", ("Asistente: ¿Dónde vives?\nUsuario: Vivo en Lima."), "usuario/ciudad", "user"),
    _k("用户住在北京", ("客服：您好。\n客户：我住在北京。"), "用户/城市", "user"),
    _k("用户住在北京", ("客服：您好。\n客户：我住在北京。\n客服：好的。\n客户：我在海淀区。"), "用户/城市", "user"),
    _k("用户对青霉素过敏", ("客服：有过敏史吗？\n客户：我对青霉素过敏。"), "用户/过敏", "user"),
    _k(
        "用户在北京上班",
        ("客服：您在哪儿上班？\n客户：我在北京上班。\n客服：全职吗？\n客户：对，全职。"),
        "用户/工作",
        "user",
    ),
    _k("用户抽烟", ("客服：您抽烟吗？\n客户：我抽烟。\n客服：抽多少？\n客户：一天半包。"), "用户/健康", "user"),
    _k("用户住在北京", ("接线员：您好。\n来电人：我住在北京。"), "用户/城市", "user"),
    _k("用户住在北京", ("助手：你住哪里？\n用户：我住在北京。"), "用户/城市", "user"),
    _k(
        "用户养了一只猫",
        ("助手：你有宠物吗？\n用户：我养了一只猫。\n助手：真好！\n用户：它叫咪咪。"),
        "用户/宠物",
        "user",
    ),
    _k(
        "User lives in Leeds",
        ("User: I live in Leeds.\nAssistant: Got it, I've saved that you live in Leeds."),
        "user/city",
        "user",
    ),
    _k(
        "User is allergic to penicillin",
        ("User: I'm allergic to penicillin.\nAssistant: Thanks, I'll remember you're allergic to penicillin."),
        "user/allergy",
        "user",
    ),
    _k("User has two cats", ("User: I have two cats.\nAssistant: I love cats! Noted."), "user/pets", "user"),
    _k(
        "Usuario vive en Lima",
        ("Cliente: Vivo en Lima.\nAgente: Perfecto, anoto que vive en Lima."),
        "usuario/ciudad",
        "user",
    ),
    _k(
        "Usuario trabaja en una farmacia",
        ("Cliente: Trabajo en una farmacia.\nAgente: Gracias, trabajo en ello ahora mismo."),
        "usuario/trabajo",
        "user",
    ),
    _k(
        "Usuario vive en Lima",
        ("Cliente: Vivo en Lima.\nAgente: Yo también vivo en Lima, qué casualidad."),
        "usuario/ciudad",
        "user",
    ),
    _k(
        "Usuario es alérgico a la penicilina",
        ("Usuario: Soy alérgico a la penicilina.\nAsistente: Entendido, recordaré tu alergia a la penicilina."),
        "usuario/alergias",
        "user",
    ),
    _k(
        "Usuario tiene un perro",
        ("Cliente: Tengo un perro.\nAgente: Yo tengo dos, ¡me encantan!"),
        "usuario/mascotas",
        "user",
    ),
    _k(
        "Usuario vive en Lima",
        ("Usuario: Vivo en Lima.\nAsistente: Entendido, recordaré que vives en Lima."),
        "usuario/ciudad",
        "user",
    ),
    _k(
        "User is allergic to penicillin",
        ("Agent: Any allergies?\nCaller: I'm allergic to penicillin.\nAgent: I'll note the penicillin allergy."),
        "user/allergy",
        "user",
    ),
    _k("用户住在北京", ("客服：您好。\n来电人：我住在北京。\n客服：好的，我记住了。"), "用户/城市", "user"),
    _k(
        "Usuario vive en Lima",
        ("Agente: ¿Dónde vive?\nCliente: Vivo en Lima.\nAgente: Perfecto, anoto que vive en Lima."),
        "usuario/ciudad",
        "user",
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", source=_L34),
    _k("User is allergic to penicillin", "I'm allergic to penicillin.", "user/allergy", "user", source=_L33),
    _k("User lives in Leeds", ("Tom: Where do you live now?\nMe: I live in Leeds."), "user/city", "user"),
    _k("用户住在北京", ("小王：你现在住哪？\n我：我住在北京。"), "用户/城市", "user"),
    _k("Usuario vive en Lima", ("Ana: ¿Dónde vives ahora?\nYo: Vivo en Lima."), "usuario/ciudad", "user"),
    _k(
        "User works as a nurse",
        ("Assistant: What do you do for a living?\nUser: I live in Leeds and I work as a nurse."),
        "user/job",
        "user",
    ),
    _k("Usuario vive en Lima", ("Asistente: ¿Dónde vives?\nUsuario: Yo vivo en Lima."), "usuario/ciudad", "user"),
    _k("用户住在北京", ("助手：你住在哪个城市？\n用户：我住在北京，我是护士。"), "用户/城市", "user"),
    _k(
        "User has three children",
        ("Assistant: Tell me about your family.\nUser: I have three children."),
        "user/family",
        "user",
    ),
    _k("Usuario vive en Lima", ("Agente: ¿Dónde vive?\nCliente: Yo vivo en Lima."), "usuario/ciudad", "user"),
    _k(
        "Usuario trabaja en Madrid",
        ("Asesor: ¿Dónde trabaja?\nClienta: Yo trabajo en Madrid.\nAsesor: Bien.\nClienta: En una farmacia."),
        "usuario/trabajo",
        "user",
    ),
    _k(
        "User is a teacher",
        ("Advisor: What's your occupation?\nClient: I'm a teacher.\nAdvisor: Thanks.\nClient: Primary school."),
        "user/job",
        "user",
    ),
    _k("用户有一辆车", ("前台：您有车吗？\n顾客：我有一辆车。\n前台：好的。\n顾客：白色的。"), "用户/车辆", "user"),
    _k("07700 900123", ("Agent: Best number to reach you?\nCaller: My number is 07700 900123."), "user/phone", "user"),
    _k(
        "Usuario vive en Lima",
        ("Cliente: Yo vivo en Lima.\nAgente: Perfecto, anoto que vive en Lima."),
        "usuario/ciudad",
        "user",
    ),
    _k(
        "Usuario trabaja en Madrid",
        ("Clienta: Yo trabajo en Madrid.\nAsesor: Le paso con la oficina de Madrid, yo no llevo esa zona."),
        "usuario/trabajo",
        "user",
    ),
    _k("用户住在北京", ("来电人：我住在北京。\n客服：好的。"), "用户/城市", "user"),
    _k("User lives in Leeds", ("Caller: I live in Leeds.\nAgent: Thanks, noted."), "user/city", "user"),
    _k("Usuario vive en Lima", ("Cliente: Vivo en Lima.\nAgente: Gracias, anotado."), "usuario/ciudad", "user"),
    _k(
        "Usuario trabaja de enfermera",
        ("Asistente: ¿A qué te dedicas?\nUsuario: Yo trabajo de enfermera."),
        "usuario/trabajo",
        "user",
    ),
    _k(
        "Usuario trabaja en un banco",
        ("Asistente: ¿Dónde trabajas?\nUsuario: Yo vivo en Lima y trabajo en un banco."),
        "usuario/trabajo",
        "user",
    ),
    _k("用户是护士", ("助手：你是做什么工作的？\n用户：我是护士，住在北京。"), "用户/职业", "user"),
    # (reading 3(b), a line before the log)
    _k(
        "User lives in Leeds",
        "I live in Leeds, who is this?",
        "user/city",
        "user",
        source=(
            "A prank call I got last night:\nPrankster: Is your fridge running?\nMe: I live in Leeds, who is this?"
        ),
    ),
    _k(
        "User works at Acme",
        "I work at Acme, please stop calling.",
        "user/job",
        "user",
        source=(
            "Prank calls again. Transcript:\nCaller: Is this the pizza place?\nMe: I work at Acme, please stop calling."
        ),
    ),
    _k(
        "Usuario vive en Lima",
        "vivo en Lima, ¿quién es?",
        "usuario/ciudad",
        "user",
        source=("Una llamada de broma que me hicieron:\nBromista: ¿Está Juan?\nYo: vivo en Lima, ¿quién es?"),
    ),
    _k(
        "用户住在北京",
        "我住在北京。",
        "用户/城市",
        "user",
        source=("昨天接到的电话：\n客服：您好，我是银行客服，请核对地址。\n客户：我住在北京。"),
    ),
    _k(
        "用户住在北京",
        "我住在北京，你哪位？",
        "用户/城市",
        "user",
        source=("昨晚接到的诈骗电话：\n骗子：您好，我是银行的。\n我：我住在北京，你哪位？"),
    ),
    _k(
        "用户住在北京",
        "我住在北京。",
        "用户/城市",
        "user",
        source=("我们接到的快递电话：\n快递员：您地址是哪里？\n我：我住在北京。"),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=("Transcript of my call with the bank:\nAgent: Address?\nCustomer: I live in Leeds."),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=("My call to the council today:\nCouncil: How can we help?\nMe: I live in Leeds."),
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        source=("Mi llamada al banco de hoy:\nAgente: ¿Dirección?\nCliente: Vivo en Lima."),
    ),
    _k(
        "用户住在北京",
        "我住在北京。",
        "用户/城市",
        "user",
        source=("我给银行打电话的记录：\n客服：请问地址？\n客户：我住在北京。"),
    ),
    _k(
        "用户住在北京",
        "我住在北京。",
        "用户/城市",
        "user",
        source=("我们接到的社区电话：\n社区：请问您住哪里？\n我：我住在北京。"),
    ),
    # (reading 3(c), numbered customers, a customer's relative)
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=("Agent: Hi, how can I help?\nCustomer #48213: I live in Leeds."),
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        source=("Agente: Buenas tardes.\nCliente #48213: Vivo en Lima."),
    ),
    _k(
        "用户对青霉素过敏",
        "我对青霉素过敏。",
        "用户/过敏",
        "user",
        source=("客服：请问有什么过敏？\n客户 #2031：我对青霉素过敏。"),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds and the boiler has been broken for a week.",
        "user/city",
        "user",
        source=(
            "Agent: Hello, how can I help?\n"
            "Customer's message: I live in Leeds and the boiler has been broken for a week."
        ),
    ),
    _k(
        "User lives in Leeds",
        "I live in Leeds.",
        "user/city",
        "user",
        source=("Agent: Hello.\nCaller (Ana): I live in Leeds."),
    ),
    _k(
        "Usuario vive en Lima",
        "Vivo en Lima.",
        "usuario/ciudad",
        "user",
        source=("Agente: Hola.\nClienta: Vivo en Lima."),
    ),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", source=("客服：您好。\n来电者：我住在北京。")),
    _k("用户住在北京", "我住在北京。", "用户/城市", "user", source=("客服：您好。\n顾客：我住在北京。")),
]


# (every caused, older and regression case, and the twins both trees refuse, were open on round 43 when the round was
# handed over. The lead's fixes: reading 3(a) made refusal-only — a turn inside the evidence that the value could be
# drawn from refuses it when that turn is another's, and no turn makes the whole evidence the user's, so the whole logs
# opening with another's turn are refused again as on dd907d6 (31 twins, pinned open); a call the writer took is read
# for the customer's label only; an account's number is no customer's number; a relative is a person noun; a repair
# replaces what was said before the marker (a Spanish verb's other form, a new time word); an answer's owner is `his`,
# `her`, `their`, `su` or a name's or person's `'s`; `dices` withdrawn. Closed: every caused case and regression, and
# 4 older ones.)
_OPEN_CAUSED: tuple[int, ...] = ()
# (seventeenth session, after round 43's fixes: 39 more older cases closed — English past forms, hedges,
# months and nearby days after a soft marker, `es decir`, an answer frame naming its giver, a function word shared with
# a frame, Spanish relatives and numbered callers)
# (and 2 more by a short sentence after the value's that says it no longer holds, `Well, I did until last year.`)
# (eighteenth session, round 45: 16 more closed — a label naming a person beside mem0's user is not the user's turn:
# `Callers wife:`, `Wife of caller:`, `客户妻子：`, `Second caller:`, `Caller-2:`, `客户乙：`, `Caller (2):`, and
# `Customer’s son:` read as a label)
# (and 6 more: a later turn of the same label that opens by taking back what was said, `User: Actually I just moved`)
# (and 4 more: a turn answering another's request for text to translate or an example sentence)
# (nineteenth session: 8 closed — a narrowing after a pause said with its clause, `_cleaned`)
# (nineteenth session: 6 more closed — a later sentence or turn that denies the claim or says its verb again in the
# past, `I give the class, well, gave.`, `Bueno, vivía`, `那是以前`: `_takebacks`)
_OPEN_OLDER = (
    *(9, 10, 24, 45, 49, 50, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70),
    *(71, 72, 73, 75, 76, 77, 78, 79, 80, 81, 83, 85, 86, 87),
)
_OPEN_REGRESSIONS: tuple[int, ...] = ()
_OPEN_TWINS = (
    *(12, 13, 22, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37),
    *(39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55),
    *(56, 57, 58, 59, 60, 61, 62, 65, 66, 67, 68, 69, 70, 71, 72, 73),
    *(74, 75, 76, 77, 78, 81, 82, 83, 84, 85, 87, 89, 99),
)

_REASONS = {
    "CAUSED": "accepted by round 43, refused by dd907d6, open",
    "OLDER": "accepted on dd907d6 too, open",
    "REGRESSIONS": "accepted by dd907d6, refused by round 43, open",
    "TWINS": "a faithful case refused, open",
}
_OPEN = {"CAUSED": _OPEN_CAUSED, "OLDER": _OPEN_OLDER, "REGRESSIONS": _OPEN_REGRESSIONS, "TWINS": _OPEN_TWINS}
_ROUND = "red-team round 30"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
