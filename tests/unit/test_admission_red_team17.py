"""Red-team round 17 of issue 31 (DESIGN §4): hostile cases against admission round 37 as finished after red-team round
16 (8f587c9), in English, Spanish and Chinese. Helper rt17. No source was changed.

The readings under test (`tests/unit/test_admission_round37.py`, and the closing of red-team round 16): (1)
`_quoted.authored_by`, narrow — one author line whose display name is the speaker's name, a reply's `>` depth 1, no
colon-ended or third-person line between it and the evidence, no other dash signature after; (2) `_turns` —
`_user_label` (user words, `You:`/`Tú:`/`我：`/`(me)`, a whole customer label where the user has none), staff turns,
`_cited_label`, phone numbers as labels, dated stamps, `_RESPONSE` headers, an e-mail's label-only salutation lines,
text before every label, a keyed value in another sender's mail; (3) `_keywords._names_member` namespaced speaker keys
and `_turns._other_surname`; (4) `_fragments.drops_leading_fragment`; (5) `_support._numero`. Each probe was run as
`check_support(value, evidence, source, guard=True, key=key, speaker=speaker)` on 8f587c9 and on 17a3c75, the
session's parent (one subprocess per tree over a JSON list). A strict xfail in `CAUSED` is a false accept 8f587c9
accepts and 17a3c75 refuses; one in `OLDER` is accepted by both; one in `REGRESSIONS` is a faithful case 17a3c75
accepts and 8f587c9 refuses.

Counts: 1,882 distinct probes (value, evidence, source, key, speaker), by hand and by small templates (482 quoted or
forwarded messages, 715 chat and transcript turns incl. WhatsApp, WeChat, Telegram, iMessage, Slack and Discord
exports, 525 keys, 63 support slots, 68 leading fragments, 29 `No.`/`nº`). 8f587c9 accepts 1,320, 17a3c75 715; 696 are
accepted only by 8f587c9, 624 by both, 91 only by 17a3c75. By a careful reading, 630 of the 696 are false accepts (36
faithful: twins, bare `Gareth Lowe wrote:` lines, a `Cc:` header; 30 ambiguous: two-name author lines such as `On Tue,
Ann, Gareth Lowe <…> wrote:`, `"Gareth Lowe" <ann@…>`, a contact `marta` under another's namespace); 426 of the 624
(191 faithful, 7 ambiguous); of the 91, 20 are faithful (regressions), 10 ambiguous and 61 false accepts the round
closed. Pinned here (a few a kind): 50 in `CAUSED` (9 relays, 7 signatures, 5 subject lines, 6 pasted `You:`, 5 mail
turns, 6 shared first names, 10 namespaced relations, 2 customer labels), 16 in `OLDER`, 10 `REGRESSIONS`, 10 `TWINS`
(faithful, accepted; 8 of them refused on 17a3c75). On 17a3c75 every `CAUSED` case is refused and every `REGRESSIONS`
case accepted.

Caused, by reading (new classes; red-team round 16's are not pinned again):
- (1) **A relay line that neither ends in a colon nor writes the speaker's possessive** (`authored_by` reads only
  those two): `> Paul asked me to pass this on.`, `> This is Ann, his wife.`, `Copying my son's note below.`,
  `Posting for Paul, who isn't on the list.`, `Paul says`, `Sent on behalf of Paul.`; Spanish `Soy Ana, la mujer de
  Rafael.` (`de Rafael` is no possessive it reads), `Escribo en nombre de Pablo.`; Chinese `我是他爱人王芳。`,
  `王芳让我转告大家。`, `代王芳发`. 218 of 234 relay probes accepted (the 16 refused wrote `Gareth's`).
- (1) **Another person signs the message** without a dash or after a blank line (`_SIGNED` wants `-`/`—` and looks
  only to the evidence's paragraph's end): `Thanks,\nAnn`, `Cheers, Ann (Gareth's wife)`, `Ann\nSent from my iPhone`,
  `\n\nKind regards,\nPaul Grant\nPA to Gareth Lowe`, `\n\n--\nAnn Lowe | Office Manager`, `Saludos,\nPablo
  (secretario)`, `此致\n王芳（代发）`. 108 of 112.
- (1) **The header says whose message it is** (header lines are skipped unread): `Subject: Fw: note from Ann`,
  `Subject: Message from Paul`, `Subject: Paul's text (see below)`, `Asunto: mensaje de Ana`, `主题: 王芳的留言`.
  66 of 66.
- (2) **A pasted chat's `You:`/`Tú:`/`你：` is that chat's owner, not mem0's user** (`_OWN_LABELS`; with a `User:`
  turn that introduces the paste, 17a3c75 refused): `User: my sister sent me her chat log …\nYou: I'm pregnant.`,
  `Mi amiga me pasó esta conversación:\nTú: estoy embarazada`, `用户：这是我闺蜜发给我的聊天记录\n你：我怀孕了`. 64.
- (2) **A label alone on its line in an e-mail is a transcript's turn, not a salutation** (any `From:`/`De:`/`发件人:`
  line makes every label-only line no turn): `From: Hannah …\n\nTranscript below.\n\nTom:\nI'm allergic to
  peanuts.\n\nHannah:\nThanks` for Hannah; `Pablo:\nTrabajo de noche…`, `李强：\n我对花生过敏。`. 36.
- (2, 3) **Two people with the speaker's first name**: a label that qualifies the name without a capitalized surname
  (`Marta (gym)`, `Marta 2`, `marta`, `Marta - Pilates`, `王丽（健身）`, `小王丽`) passes `_other_surname`, and a
  namespaced key (`greenlight_driving/marta/email`) makes that person's address Marta Ruiz's. 15.
- (3) **Red-team round 16's namespaced relation keys, with words the lists still lack**: `pa`, `carer`, `caregiver`,
  `nurse`, `teacher`, `coach`, `mentor`, `supervisor`, `sponsor`, `employer`, `agent`, `babysitter`, `flatmate`,
  `therapist`, `gp`, `vet`, `next_of_kin`, and desks `hr`, `payroll`, `press`, `bookings`, `info`, `invoice`,
  `accounts`, `admin`, `enquiries`; `correo_profesor`, `correo_entrenador`, `correo_cuidador`, `correo_niñera`;
  `保姆电话`, `教练电话`, `经纪人电话`, `财务电话`. 121 (their plain keys, `marta_ruiz/pa_email`, are older).
- (2d) **A customer's label where the user has no label**, after the assistant asks for a pasted chat: `Asistente:
  pega la conversación.\nCliente: soy alérgica a la penicilina`. 2.
- (4), (5): no false accept; both refuse faithful answers (below).

Older (`OLDER`): a customer's label where the user's own label is no user word (`Human:`, `Sarah:`, `Username:`) or
missing (56); a pasted chat's `Me:` / `Yo:` / `我：` (`_NOT_LABEL` drops them as turns) and its `You:` under a dated
stamp (203); a chat label that is also an English word (`Tom:`, `Mum:`) and chat formats admission reads no turn in —
WhatsApp Android's `12/03/2026, 21:05 - Tom:`, WeChat's `Tom 21:05`, Slack's `Tom  9:05 PM`, Discord's `Tom — Today at
9:05 PM`, Telegram's `Tom, [12.03.26 21:05]` (78); the shared first name with a plain key or none; the plain
relation keys; support slots held by `questions`/`问题` that are a jobs, privacy, orders or HR desk's
(`Questions about jobs? jobs@acme.com` for `acme/support_email`, `招聘问题请联系 hr@acme.cn` for `acme/客服邮箱`).

Regressions (`REGRESSIONS`): `No.` after a word is still a one-word answer before a count (`Sadly no. 3 bills are still
open.`, `She said no. 5 people are coming.`, `Not yet no. 2 rooms…`, `Oh no. 4 of us…`, `Todavía no. 3 facturas…`:
`_numero` reads `number 3`); a Chinese greeting that names a weekday is read as a time frame (`周一好，我住在杭州。`,
`周五快乐，…`, `星期一好，…`, `周日快乐，…`, `工作日愉快，…`: `TIME_FRAME_OPENERS` learned 周一…星期日
and 工作日; `周末好` passes). 20 probes; English and Spanish greetings, vocatives (`June, …`, `Abril, …`)
and topics before a comma stay accepted.

Closed (the lead, the same session): the quoted message's author line (`_quoted.authored_by`, and the forwarded
letter's signature the lead had added after this round's tree) is **withdrawn**: its three classes here (relays,
other signatures, subject lines) were the third and fourth round of holes in one reading, so every such message is
read with no speaker again, as round 17 (issue 31's) read it; its faithful twins are strict xfails. The rest is
narrowed: a chat's own side (`You:`, `Tú:`, `我：`) is mem0's user only where no turn has a user word, and no label
after a line ending in a colon is the user's but a user word (`A customer wrote this:`, `Mi amiga me pasó esta
conversación:`); one label alone on its line in an e-mail is its salutation, several are a transcript; a label naming
one word of a speaker's name of several names the speaker only with nothing but roles and titles beside it, and one
that names the speaker nearly (`marta`, `王丽（健身）`, `小王丽`) beside one that names them exactly is another
person; `KEY_PERSONS` and `KEY_NARROWING` learned the relation and desk words of the namespaced class (an
identifier's own words hold a desk's slot: `info@…` for `…/info_email`); `No.` is a number only capitalized; the
Chinese weekdays and 工作日 left `TIME_FRAME_OPENERS` (the leading fragment reads a frame that ends with one). Left
open: 2 caused (a customer label after the assistant asks to paste a chat) and 6 older (`OPEN_CAUSED`, `OPEN_OLDER`).
"""

from __future__ import annotations

import pytest

from _red_teams import SourcedCase as Case
from _red_teams import ok_sourced as _ok
from _red_teams import params as _params

_GL = "Gareth Lowe"
_RO = "Rafael Ortega"
_MR = "Marta Ruiz"
_ON = "On Tue, 3 Mar 2026 at 09:12,"
_FWD = "---------- Forwarded message ---------"
_ORIG = "-----Original Message-----"
_NIGHTS = "I work nights at the depot."
_NIGHTS_V = "Gareth Lowe works nights at the depot"
_NUTS = "I'm allergic to peanuts."
_NUTS_V = "Gareth Lowe is allergic to peanuts"
_LEEDS = "I'm moving to Leeds in May."
_LEEDS_V = "Gareth Lowe is moving to Leeds in May"


def _reply(lines: str, author: str = f"{_ON} Gareth Lowe <g@lowe.co> wrote:") -> str:
    quoted = "\n".join(f"> {line}" if line else ">" for line in lines.split("\n"))
    return f"Sounds good.\nHannah\n\n{author}\n{quoted}"


def _forward(body: str, headers: str = "From: Gareth Lowe <g@lowe.co>\nTo: Hannah", opener: str = _FWD) -> str:
    return f"FYI, see below.\n\n{opener}\n{headers}\n\n{body}"


def _reenvio(body: str, headers: str = "De: Rafael Ortega <r@coro.org>\nPara: Pilar") -> str:
    return f"Os reenvío esto.\n\n---------- Mensaje reenviado ---------\n{headers}\n\n{body}"


def _zhuanfa(body: str, headers: str = "发件人: 李强 <lq@163.com>\n收件人: 王芳") -> str:
    return f"转给你看看。\n\n---------- 转发的邮件 ----------\n{headers}\n\n{body}"


# (1) The message's author line names the speaker, but a line inside it hands the first person to someone else
# without ending in a colon or writing the speaker's possessive (`authored_by` reads only those two).
CAUSED_RELAY_UNMARKED: list[Case] = [
    (_NIGHTS_V, _NIGHTS, _reply(f"Paul asked me to pass this on.\n{_NIGHTS}\nWho's driving?"), None, _GL),
    (_NUTS_V, _NUTS, _reply(f"This is Ann, his wife.\n{_NUTS}\nWho's driving?"), None, _GL),
    (_LEEDS_V, _LEEDS, _forward(f"Copying my son's note below.\n{_LEEDS}\nThanks"), None, _GL),
    (_NIGHTS_V, _NIGHTS, _forward(f"Posting for Paul, who isn't on the list.\n{_NIGHTS}\nThanks"), None, _GL),
    (_NUTS_V, _NUTS, _forward(f"Paul says\n{_NUTS}\nThanks"), None, _GL),
    ("Rafael Ortega vive en Zarautz desde marzo", "vivo en Zarautz desde marzo",
     _reenvio("Soy Ana, la mujer de Rafael.\nOs recuerdo que vivo en Zarautz desde marzo."), None, _RO),
    ("Rafael Ortega trabaja de noche en el almacén", "trabajo de noche en el almacén",
     "Confirmo.\nPilar\n\nEl lun, 2 feb 2026 a las 18:30, Rafael Ortega <r@coro.org> escribió:\n> Escribo en nombre "
     "de Pablo.\n> Os recuerdo que trabajo de noche en el almacén.", None, _RO),
    ("李强对花生过敏", "我对花生过敏", _zhuanfa("我是他爱人王芳。\n我对花生过敏。"), None, "李强"),
    ("李强住在张杨路88号", "我住在张杨路88号",
     "收到。\n王芳\n\n在 2026年3月3日 周二 09:12，李强 <lq@163.com> 写道：\n"
     "> 王芳让我转告大家。\n> 我住在张杨路88号，以后报销找我。",
     None, "李强"),
]  # fmt: skip

# (1) Another person signs the message: a sign-off with no dash (`Thanks,\nAnn`, `Cheers, Ann`), or a signature
# after a blank line (`_SIGNED` wants a dash, and is looked for only up to the evidence's paragraph's end).
CAUSED_OTHER_SIGNATURE: list[Case] = [
    (_NIGHTS_V, _NIGHTS, _forward(f"Hi all,\n{_NIGHTS}\nThanks,\nAnn"), None, _GL),
    (_NUTS_V, _NUTS, _forward(f"Hi all,\n{_NUTS}\n\nKind regards,\nPaul Grant\nPA to Gareth Lowe"), None, _GL),
    (_LEEDS_V, _LEEDS, _forward(f"Hi all,\n{_LEEDS}\n\nSent on Gareth's behalf by Paul Grant"), None, _GL),
    (_NIGHTS_V, _NIGHTS, _reply(f"Hi all,\n{_NIGHTS}\nCheers, Ann (Gareth's wife)"), None, _GL),
    (_NUTS_V, _NUTS, _forward(f"Hi all,\n{_NUTS}\n\n--\nAnn Lowe | Office Manager"), None, _GL),
    ("Rafael Ortega es alérgico a los cacahuetes", "soy alérgico a los cacahuetes",
     _reenvio("Hola,\nOs recuerdo que soy alérgico a los cacahuetes.\nSaludos,\nPablo (secretario)"), None, _RO),
    ("李强是新来的财务", "我是新来的财务", _zhuanfa("大家好，\n我是新来的财务。\n此致\n王芳（代发）"), None, "李强"),
]  # fmt: skip

# (1) The forwarded message's own header says it is another's (`Subject: Fw: from Ann`, `To:`): header lines are
# skipped unread.
CAUSED_SUBJECT_LINE: list[Case] = [
    (_NIGHTS_V, _NIGHTS, _forward(f"{_NIGHTS}\nThanks", "From: Gareth Lowe <g@lowe.co>\nSubject: Fw: note from Ann"),
     None, _GL),
    (_NUTS_V, _NUTS, _forward(f"{_NUTS}\nThanks", "From: Gareth Lowe\nSubject: Message from Paul", _ORIG), None, _GL),
    (_LEEDS_V, _LEEDS,
     _forward(f"{_LEEDS}\nThanks", "From: Gareth Lowe <g@lowe.co>\nDate: Tue, 3 Mar 2026\nSubject: Paul's text (see "
              "below)\nTo: Hannah"), None, _GL),
    ("Rafael Ortega vive en Zarautz desde marzo", "vivo en Zarautz desde marzo",
     _reenvio("vivo en Zarautz desde marzo.", "De: Rafael Ortega <r@coro.org>\nAsunto: mensaje de Ana\nPara: Pilar"),
     None, _RO),
    ("李强对花生过敏", "我对花生过敏",
     _zhuanfa("我对花生过敏。", "发件人: 李强 <lq@163.com>\n主题: 王芳的留言\n收件人: 王芳"), None, "李强"),
]  # fmt: skip

# (2) mem0's user pastes someone else's chat: its `You:` / `Tú:` / `你：` is that person's own side, not the user
# (`_OWN_LABELS` reads any such label as the user's, and then a `User:` turn no longer marks the chat as pasted).
CAUSED_PASTED_YOU: list[Case] = [
    ("User is pregnant", "I'm pregnant.", "User: my sister sent me her chat log, what do you think?\nYou: I'm "
     "pregnant.\nMum: wow, really?", None, "user"),
    ("User is moving to Berlin in June", "I'm moving to Berlin in June.",
     "User: screenshot from my friend's phone\n<You> I'm moving to Berlin in June.\n<Mum> wow", None, "user"),
    ("User quit their job today", "I quit my job today.",
     "User: Can you summarise this chat my mum forwarded?\nYou: I quit my job today.\nTom: wow, really?", None, "user"),
    ("Usuario está embarazada", "estoy embarazada",
     "Usuario: mi hermana me mandó este chat, ¿qué opinas?\nTú: estoy embarazada\nMamá: ¿en serio?", None, "user"),
    ("Usuario se muda a Berlín en junio", "me mudo a Berlín en junio",
     "Mi amiga me pasó esta conversación:\nTú: me mudo a Berlín en junio\nMamá: ¿en serio?", None, "user"),
    ("用户怀孕了", "我怀孕了", "用户：这是我闺蜜发给我的聊天记录，你看看\n你：我怀孕了\n她妈：真的吗？", None, "user"),
]  # fmt: skip

# (2) In an e-mail (any sender line), a label alone on its line is read as a salutation and no turn — but
# transcripts, interview notes and chat logs pasted into a mail write their labels so too.
CAUSED_MAIL_TURNS: list[Case] = [
    ("Hannah is allergic to peanuts", _NUTS, f"From: Hannah <h@x.io>\nSubject: transcript of the call\n\nHi all, "
     f"transcript below.\n\nTom:\n{_NUTS}\n\nHannah:\nThanks, noted.", None, "Hannah"),
    ("Hannah works nights at the depot", _NIGHTS, f"From: Hannah <h@x.io>\nTo: team\n\nNotes from the interview:\n\n"
     f"Dr Patel:\n{_NIGHTS}\nHannah:\nOK.", None, "Hannah"),
    ("Hannah is allergic to peanuts", _NUTS, f"From: Hannah\n\nInterviewer:\n{_NUTS}\nHannah:\nnoted", None, "Hannah"),
    ("Marta trabaja de noche en el almacén", "Trabajo de noche en el almacén.",
     "De: Marta <m@x.es>\nAsunto: transcripción\n\nOs paso la transcripción.\n\nPablo:\nTrabajo de noche en el "
     "almacén.\n\nMarta:\nAnotado.", None, "Marta"),
    ("王芳对花生过敏", "我对花生过敏。",
     "发件人: 王芳 <wf@163.com>\n主题: 通话记录\n\n记录如下。\n\n李强：\n我对花生过敏。\n\n王芳：\n好的。", None,
     "王芳"),
]  # fmt: skip

# (2, 3) Two people with the speaker's first name in one chat: the other's label qualifies the name without a
# capitalized surname (`Marta (gym)`, `Marta 2`, `marta`), so `_other_surname` lets it name Marta Ruiz, and the
# namespaced key (`_names_member`) makes the address hers.
_MG = "my email is mg@x.io"


def _two_martas(label: str) -> str:
    return (f"[12/03/26, 21:05] {label}: {_MG}\n[12/03/26, 21:06] Marta Ruiz: thanks! mine is "
            "marta.ruiz@greenlight-driving.co.uk")  # fmt: skip


CAUSED_SAME_FIRST_NAME: list[Case] = [
    ("mg@x.io", _MG, _two_martas("Marta (gym)"), "greenlight_driving/marta/email", _MR),
    ("mg@x.io", _MG, _two_martas("Marta 2"), "greenlight_driving/marta_ruiz/email", _MR),
    ("mg@x.io", _MG, _two_martas("marta"), "greenlight_driving/marta/email", _MR),
    ("mg@x.io", _MG, _two_martas("Marta - Pilates"), "greenlight_driving/marta_ruiz/email", _MR),
    ("wl@x.cn", "我的邮箱是 wl@x.cn", "[晚上9:02] 王丽（健身）：我的邮箱是 wl@x.cn\n[晚上9:03] 王丽：谢谢！",
     "星辰驾校/王丽/邮箱", "王丽"),
    ("wl@x.cn", "我的邮箱是 wl@x.cn", "[晚上9:02] 小王丽：我的邮箱是 wl@x.cn\n[晚上9:03] 王丽：谢谢！",
     "星辰驾校/王丽/邮箱", "王丽"),
]  # fmt: skip

# (3) Red-team round 16's namespaced relation keys, with the relation words `KEY_PERSONS` / `KEY_NARROWING` still
# lack: the person's (`pa`, `carer`, `teacher`, `next_of_kin`, `correo_profesor`, `保姆电话`) and a desk's (`hr`,
# `payroll`, `bookings`, `info`, `invoice`).
_EM = "marta.ruiz@greenlight-driving.co.uk"
_MY_EM = f"My email is {_EM}."
_CALL = "You can call me back on 07700 900418"
CAUSED_NAMESPACED_RELATION: list[Case] = [
    (_EM, _MY_EM, None, "greenlight_driving/marta_ruiz/pa_email", _MR),
    (_EM, _MY_EM, None, "greenlight_driving/marta/carer_email", _MR),
    ("07700 900418", _CALL, None, "greenlight_driving/marta_ruiz/next_of_kin_phone", _MR),
    ("07700 900418", _CALL, None, "greenlight_driving/marta_ruiz/teacher_phone", _MR),
    (_EM, _MY_EM, None, "greenlight_driving/marta_ruiz/hr_email", _MR),
    (_EM, _MY_EM, None, "greenlight_driving/marta/bookings_email", _MR),
    (_EM, _MY_EM, None, "greenlight_driving/marta_ruiz/invoice_email", _MR),
    ("lucia.mora@autoescuelasol.es", "Mi correo es lucia.mora@autoescuelasol.es", None,
     "autoescuela_sol/lucia_mora/correo_profesor", "Lucía Mora"),
    ("13800138000", "我的手机是13800138000", None, "星辰驾校/王丽/保姆电话", "王丽"),
    ("13800138000", "我的手机是13800138000", None, "星辰驾校/王丽/经纪人电话", "王丽"),
]  # fmt: skip

# (2d) A customer's label where the user has no label of their own: the assistant asked for a pasted chat.
CAUSED_CUSTOMER_UNLABELLED: list[Case] = [
    ("Usuario es alérgica a la penicilina", "soy alérgica a la penicilina",
     "Asistente: pega la conversación.\nCliente: soy alérgica a la penicilina", None, "user"),
    ("Usuario es alérgica a la penicilina", "soy alérgica a la penicilina",
     "Asistente: pega la conversación.\nClienta: soy alérgica a la penicilina", None, "user"),
]  # fmt: skip

CAUSED: list[Case] = [
    *CAUSED_RELAY_UNMARKED, *CAUSED_OTHER_SIGNATURE, *CAUSED_SUBJECT_LINE, *CAUSED_PASTED_YOU, *CAUSED_MAIL_TURNS,
    *CAUSED_SAME_FIRST_NAME, *CAUSED_NAMESPACED_RELATION, *CAUSED_CUSTOMER_UNLABELLED,
]  # fmt: skip

# Left open after the lead's fixes (module doc, "Closed"): every other `CAUSED` and `OLDER` case is refused, every
# `REGRESSIONS` case accepted.
OPEN_CAUSED: list[Case] = [
    ("Usuario es alérgica a la penicilina", "soy alérgica a la penicilina",
     "Asistente: pega la conversación.\nCliente: soy alérgica a la penicilina", None, "user"),
    ("Usuario es alérgica a la penicilina", "soy alérgica a la penicilina",
     "Asistente: pega la conversación.\nClienta: soy alérgica a la penicilina", None, "user"),
]  # fmt: skip

OLDER: list[Case] = [
    # a customer's label where the user's own label is no user word (`Human:`, a name) or missing
    ("User is allergic to penicillin", "I'm allergic to penicillin.",
     "Human: I run a bakery. A customer wrote this:\nCustomer: I'm allergic to penicillin.", None, "user"),
    ("User is moving to Bristol in May", "I'm moving to Bristol in May.",
     "Sarah: here's a chat with one of my clients, summarise it\nClient: I'm moving to Bristol in May.", None, "user"),
    ("用户对青霉素过敏", "我对青霉素过敏", "我开了家面包店，有个顾客这么说：\n顾客：我对青霉素过敏", None, "user"),
    # a pasted chat whose `You:` carries a dated stamp; whose `Me:` is the pasted chat's owner
    ("User is pregnant", "I'm pregnant.",
     "User: my sister sent me this, thoughts?\n[12/03/26, 21:05] You: I'm pregnant.\n[12/03/26, 21:06] Mum: wow", None,
     "user"),
    ("User is pregnant", "I'm pregnant.", "User: my sister sent me her chat log, what do you think?\nMe: I'm "
     "pregnant.\nMum: wow, really?", None, "user"),
    # a chat label that is also an English word (`Tom`, `Mum`) or a format admission does not read as turns
    ("User is moving to Berlin in June", "I'm moving to Berlin in June",
     "Tom: I'm moving to Berlin in June\nMe: nice", None, "user"),
    ("User is allergic to penicillin", "I'm allergic to penicillin",
     "12/03/2026, 21:05 - Tom: I'm allergic to penicillin\n12/03/2026, 21:06 - You: nice", None, "user"),
    ("User is moving to Berlin in June", "I'm moving to Berlin in June",
     "Tom — Today at 9:05 PM\nI'm moving to Berlin in June\nSarah — Today at 9:06 PM\nnice", None, "user"),
    # the same first name, with the plain key or none
    ("mg@x.io", _MG, _two_martas("Marta (gym)"), "marta_ruiz/email", _MR),
    ("Marta Ruiz's email is mg@x.io", _MG, _two_martas("Marta 2"), None, _MR),
    # the plain relation keys
    (_EM, _MY_EM, None, "marta_ruiz/pa_email", _MR),
    ("13800138000", "我的手机是13800138000", None, "王丽/保姆电话", "王丽"),
    # a support slot held by `questions` / `问题` that are no support's
    ("jobs@acme.com", "Questions about jobs? jobs@acme.com", None, "acme/support_email", None),
    ("privacy@acme.com", "Privacy questions go to privacy@acme.com.", None, "acme/support_email", None),
    ("hr@acme.cn", "招聘问题请联系 hr@acme.cn", None, "acme/客服邮箱", None),
    ("hannah@brightshield.io", "Hannah Osei — hannah@brightshield.io (questions about the rota)", None,
     "brightshield/hannah_osei/support_email", "Hannah Osei"),
]  # fmt: skip

OPEN_OLDER: list[Case] = [
    ("User is moving to Bristol in May", "I'm moving to Bristol in May.",
     "Sarah: here's a chat with one of my clients, summarise it\nClient: I'm moving to Bristol in May.", None, "user"),
    ("User is moving to Berlin in June", "I'm moving to Berlin in June",
     "Tom — Today at 9:05 PM\nI'm moving to Berlin in June\nSarah — Today at 9:06 PM\nnice", None, "user"),
    ("jobs@acme.com", "Questions about jobs? jobs@acme.com", None, "acme/support_email", None),
    ("privacy@acme.com", "Privacy questions go to privacy@acme.com.", None, "acme/support_email", None),
    ("hr@acme.cn", "招聘问题请联系 hr@acme.cn", None, "acme/客服邮箱", None),
]  # fmt: skip
# (closed in the twelfth session by round 38's aside after a keyed value: `… hannah@brightshield.io (questions about
# the rota)`)

REGRESSIONS: list[Case] = [
    # `No.` after a word is still an answer before a count
    ("3 bills are still open", "Did you pay? Sadly no. 3 bills are still open.", None, None, None),
    ("5 people are coming", "Is Ana coming? She said no. 5 people are coming.", None, None, None),
    ("2 rooms are booked", "Is the hotel full? Not yet no. 2 rooms are booked.", None, None, None),
    ("4 of us are coming", "Are you coming alone? Oh no. 4 of us are coming.", None, None, None),
    ("3 facturas siguen abiertas", "¿Pagaste todo? Todavía no. 3 facturas siguen abiertas.", None, None, None),
    # a Chinese greeting that names a weekday is no time frame (`TIME_FRAME_OPENERS` learned 周一 … 星期日, 工作日)
    ("用户住在杭州", "周一好，我住在杭州。", None, None, "user"),
    ("用户是素食者", "周五快乐，我是素食者。", None, None, "user"),
    ("用户住在杭州", "星期一好，我住在杭州。", None, None, "user"),
    ("用户是素食者", "周日快乐，我是素食者。", None, None, "user"),
    ("用户住在杭州", "工作日愉快，我住在杭州。", None, None, "user"),
]  # fmt: skip

TWINS: list[Case] = [
    (_NIGHTS_V, _NIGHTS, _reply(f"Hi all,\n{_NIGHTS}\nWho's driving?"), None, _GL),
    (_NUTS_V, _NUTS, _forward(f"Hi all,\n{_NUTS}\n\nThanks,\nGareth"), None, _GL),
    (_LEEDS_V, _LEEDS, _forward(f"{_LEEDS}\nThanks", "From: Gareth Lowe\nSent: Tuesday, March 3, 2026 9:12 AM\nTo: "
                                "Hannah\nCc: Ann Lowe\nSubject: Camping", _ORIG), None, _GL),
    ("Rafael Ortega vive en Zarautz desde marzo", "vivo en Zarautz desde marzo",
     _reenvio("Hola,\nOs recuerdo que vivo en Zarautz desde marzo.\nUn abrazo,\nRafael"), None, _RO),
    ("李强对花生过敏", "我对花生过敏", _zhuanfa("大家好，\n我对花生过敏。\n李强"), None, "李强"),
    ("User is pregnant", "I'm pregnant.", "You: I'm pregnant.\nTom: wow, really?", None, "user"),
    ("Hannah is allergic to peanuts", _NUTS,
     f"From: Hannah <h@x.io>\nTo: Tom\n\nTom:\n{_NUTS}\nSee you Friday,\nHannah", None, "Hannah"),
    ("mg@x.io", _MG, "[12/03/26, 21:05] Marta Ruiz: my email is mg@x.io\n[12/03/26, 21:06] Pablo: thanks",
     "greenlight_driving/marta/email", _MR),
    (_EM, _MY_EM, None, "greenlight_driving/marta_ruiz/email", _MR),
    ("User is allergic to penicillin", "I'm allergic to penicillin.",
     "Agent: Hello, how can I help?\nCustomer: I'm allergic to penicillin.", None, "user"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("value", "evidence", "source", "key", "speaker"),
    [
        *_params([c for c in CAUSED if c not in OPEN_CAUSED], "CAUSED-closed"),
        *_params(OPEN_CAUSED, "CAUSED-open", "round 37's customer label after a request to paste: open"),
        *_params([c for c in OLDER if c not in OPEN_OLDER], "OLDER-closed"),
        *_params(OPEN_OLDER, "OLDER-open", "older than round 37, still open"),
    ],
)
def test_false_accepts_are_refused(
    value: str, evidence: str, source: str | None, key: str | None, speaker: str | None
) -> None:
    """A careful reader labels each of these unfaithful (DESIGN §4)."""
    assert not _ok(value, evidence, source, key, speaker)


@pytest.mark.parametrize(
    ("value", "evidence", "source", "key", "speaker"),
    [
        *_params(TWINS[:5], "TWINS-author", "a quoted message's author line: withdrawn after this round"),
        *_params(TWINS[5:7], "TWINS"),
        *_params(TWINS[7:8], "TWINS-first-name", "a namespaced key's first name: withdrawn after red-team round 18"),
        *_params(TWINS[8:], "TWINS"),
        *_params(REGRESSIONS, "REGRESSIONS"),
    ],
)
def test_faithful_cases_are_accepted(
    value: str, evidence: str, source: str | None, key: str | None, speaker: str | None
) -> None:
    """A careful reader labels each of these faithful."""
    assert _ok(value, evidence, source, key, speaker)


def test_pinned_cases_are_distinct() -> None:
    """No case is pinned twice."""
    cases = [*CAUSED, *OLDER, *REGRESSIONS, *TWINS]
    assert len(set(cases)) == len(cases)
