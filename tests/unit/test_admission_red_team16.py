"""Red-team round 16 of issue 31 (DESIGN §4): hostile cases against admission round 37 (40dbc94), in English, Spanish
and Chinese. Helper rt16. No source was changed.

The readings under test (`tests/unit/test_admission_round37.py`): (1) `_quoted.authored_by` — a forwarded or
replied-to message whose one author line names the speaker binds its first person to the speaker; (2) `_turns` — a
staff turn is another's, chat-export stamps with dates, `_cited_label`, and `_USER_LABELS` now holding
customer/client/cliente/客户/顾客; (3) `_keywords._names_member` — a key whose subject past its namespace is the
speaker's whole name or first name; (4) `lexicon.KEY_NARROWING` group words and `KEY_NARROWING_HELD` for support;
(5) `_support._numero` — `nº`/`n°` as `número`, English `No.` before a digit as `number`. Each probe was run as
`check_support(value, evidence, source, guard=True, key=key, speaker=speaker)` on 40dbc94 and on 17a3c75, the
session's parent (one subprocess per tree over a JSON list). A strict xfail in `CAUSED` is a false accept 40dbc94
accepts and 17a3c75 refuses; one in `OLDER` is accepted by both; one in `REGRESSIONS` is a faithful case 17a3c75
accepts and 40dbc94 refuses.

Counts: 1,837 distinct probes (value, evidence, source, key, speaker), by hand and by small templates (638 quoted
messages, 246 turns, 779 keys, 112 support/group slots, 62 `nº`/`No.`). 40dbc94 accepts 1,123, 17a3c75 224; 941
are accepted only by 40dbc94, 182 by both, 42 only by 17a3c75. By a careful reading, 778 of the 941 are false
accepts (39 more are ambiguous, 124 faithful), and 120 of the 182; of the 42, 11 are faithful (regressions) and 31
false accepts the round closed. Pinned here (a few a kind): 48 in `CAUSED` (15 author lines, 5 relayed, 11
customer labels, 12 namespaced keys, 5 support slots), 10 in `OLDER`, 5 `REGRESSIONS`, 12 `TWINS` (faithful,
accepted; 10 of them refused on 17a3c75). On 17a3c75 every `CAUSED` case is refused and every `REGRESSIONS` case
accepted.

Caused, by reading:
- (1) **An author line that names the speaker but is not the speaker's** (`authored_by` checks only that every word of
  the name is on the line and none is a possessor): `Paul Grant on behalf of Gareth Lowe <…> wrote:`, `Assistant to
  Gareth Lowe`, `Office of Gareth Lowe`, `Maria, PA to Gareth Lowe, wrote:`, `Ann Lowe (Gareth Lowe's wife)`,
  `Gareth Lowe Jr`, `the Gareth Lowe Foundation`, `Sam Patel <gareth.lowe@…>` (the name only in the address),
  `(cc Gareth Lowe)`, `replying to Gareth Lowe`; forwarded headers `From: Assistant to Gareth Lowe`, `From: Paul Grant
  <…> [mailto:gareth.lowe@…]`, `From: Lowe, Gareth (PA)`, Outlook's `-----Original Message-----` the same; Spanish
  `Ana Gil, asistente de Rafael Ortega`, `la secretaria de Rafael Ortega`, `Ana Gil (en nombre de Rafael Ortega)`;
  Chinese (only `的` is read as a possessor) `李强助理`, `李强秘书`, `王芳（代李强）`, `李强爱人王芳`, `李强办公室`,
  `李强妈妈`, `王芳代李强`. 341 of 400 fake-author probes accepted (20 of them judged ambiguous:
  `Gareth Lowe via Slack`, a joint sender `Gareth Lowe and Ann Lowe`).
- (1) **The named author relays another's first person inside the message**: `> Paul asked me to pass this on:\n> I
  work nights …`, `> Forwarding Paul's note below.`, `> Ann here (Gareth's wife).`, a `Sent by Ann on Gareth's
  behalf` signature, a forwarded `This is from my son:` / `Mi hijo me pide que os diga:` / `我儿子让我转告：` before
  the evidence, a forwarded message whose text ends with another person's signature. 48 of 48.
- (2d) **A `Customer:`/`Client:` turn that is not mem0's user** (`_names` matches `_USER_LABELS` as substrings of the
  label): the user pastes a client's message (`User: Here's a chat with one of my clients…\nClient: I'm allergic to
  penicillin.`), a staff label holding the word (`Customer Service Rep (Dana)`, `Customer Support Agent`, `Client
  Services`, `Client Success Manager`, `Atención al Cliente`, `Servicio al cliente`, `Gestor de clientes`,
  `客户经理`, `客户服务部`, `大客户专员`, `客户代表小王`), another person named by the customer (`Customer's wife`,
  `Client's lawyer`, `客户的老婆`), another customer (`Other customer`, `Previous customer`, `老客户`). About 130.
- (3) **A namespaced key narrows by a relation word `KEY_NARROWING` lacks** (the plain key's older hole, now reached
  through a namespace 17a3c75 refused): `greenlight_driving/marta_ruiz/guardian_email`, `…/instructor_email`,
  `…/accountant_email`, `…/referee_email`, `…/parent_email`, `…/helpdesk_email`, `…/sales_email`, `…/recovery_email`,
  `weiss_piano_services/jakob/tuner_phone`, `…/reception_phone`, `autoescuela_sol/lucia_mora/correo_tutor`,
  `…/correo_padre`, `星辰驾校/王丽/家长电话`, `…/监护人电话`, `…/教练电话`. About 270.
- (3) **A turn whose label shares the speaker's first name** (`_names` reads one word of the name) with a namespaced
  key: `Jakob Müller: my number is …` for `weiss_piano_services/jakob/phone` and Jakob Weiss; `[12/03/26, 21:05]
  Marta Gil: my email is …` for `greenlight_driving/marta/email` and Marta Ruiz.
- (4) **A support slot under a namespace held by a word that is no support**: `Contact me at …`, `If you have any
  questions, email me at …`, `I had problems with my old account, so my email is now …` for
  `brightshield/hannah_osei/support_email`; `Para cualquier consulta, mi correo es …` for
  `empresa/ana_garcia/soporte_email`; `有问题找我，我的邮箱是…` for `公司/小刘/客服邮箱`.
- (5) no false accept; `No.` read as `number` refuses faithful answers (below).

Older (`OLDER`): the plain keys (`marta_ruiz/guardian_email`, `hannah_osei/support_email` from `Contact me at`), a
bare `Contact:` as a support address, a relayed message after the speaker's own chat line (`[3/12/26, 9:04 PM]
Lucy: Joe says\nI'm bringing the lasagne`), a single cited staff label holding `customer`/`客户` (`Customer Service: I
live in Leeds.` for `user`), a professional's own turn labelled `(me)` before a `Client:` turn, the group slot said of
another address in the evidence (`My email is …; the team uses team@…` for `hannah/team_email`), the shared first
name with a plain key (`jakob_weiss/phone`).

Regressions (`REGRESSIONS`): `No.` as a one-word answer before a number is read as `number` inside the next clause
(`Did you pay everything? No. 3 bills are still open.` → `3 bills are still open` is refused as a restriction drop);
a staff-labelled turn of mem0's user who says it is their shift (`Notes from my shift.\nAgent: I work …`; arguable).
Not pinned: `My email is …` for `hannah/personal_email` (refused since `personal` narrows; judged defensible).

Closed (the lead, the same session; no reading withdrawn): all 48 of `CAUSED`, 7 of the 10 `OLDER` and the 5
`REGRESSIONS`. `authored_by` now reads the author line's display name (after the line's last comma, without its
address) and wants it equal to the speaker's name, and nothing between the author line and the evidence but the
message's header lines and lines that neither end in a colon nor speak of the speaker in the third person, and no
other person's dash signature after it; a customer's label is mem0's user only as the whole label and only where no
turn gives the user a label of its own (`User:`, `Me:`, `Tú:`, `Lawyer (me):`), and a cited role label only as the
whole label; a turn's label that goes on with another surname (`Jakob Müller`) does not name Jakob Weiss;
`KEY_PERSONS` learned guardian, parent, instructor, accountant, referee, tutor, 家长, 监护人, 会计 and
`KEY_NARROWING` helpdesk, sales, reception, recovery; a group's or desk's slot (`lexicon.KEY_NARROWING_GROUPS`) is
never held by an evidence in the first person singular (`Contact me at …`), and `contact` holds no support slot;
`No.` is a number only after a word; a staff turn is another's for mem0's user only beside a non-staff turn.
"""

from __future__ import annotations

import pytest

from _red_teams import SourcedCase as Case
from _red_teams import ok_sourced as _ok
from _red_teams import params as _params

_GL = "Gareth Lowe"
_TENT = "I'm happy to bring the tent and stove."
_TENT_V = "Gareth Lowe is happy to bring the tent and stove"
_NIGHTS = "I work nights at the depot."
_NIGHTS_V = "Gareth Lowe works nights at the depot"


def _reply(attribution: str, evidence: str) -> str:
    return f"Sounds good.\nHannah\n\n{attribution}\n> {evidence}\n> Who's driving?"


def _forward(header: str, sender: str, evidence: str) -> str:
    return f"FYI, see below.\n\n{header}\n{sender}\n\nHi all,\n{evidence}\nThanks"


_FWD = "---------- Forwarded message ---------"
_ORIG = "-----Original Message-----"
_ON = "On Tue, 3 Mar 2026 at 09:12,"

CAUSED_AUTHOR_LINE: list[Case] = [
    (_TENT_V, _TENT, _reply(f"{_ON} Paul Grant on behalf of Gareth Lowe <paul@x.co> wrote:", _TENT), None, _GL),
    (_TENT_V, _TENT, _reply(f"{_ON} Assistant to Gareth Lowe <pa@lowe.co> wrote:", _TENT), None, _GL),
    (_NIGHTS_V, _NIGHTS, _reply(f"{_ON} Maria, PA to Gareth Lowe, wrote:", _NIGHTS), None, _GL),
    (_NIGHTS_V, _NIGHTS, _reply(f"{_ON} Ann Lowe (Gareth Lowe's wife) wrote:", _NIGHTS), None, _GL),
    (_TENT_V, _TENT, _reply(f"{_ON} Gareth Lowe Jr <junior@lowe.co> wrote:", _TENT), None, _GL),
    (_TENT_V, _TENT, _reply(f"{_ON} Sam Patel <gareth.lowe@lowe-family.net> wrote:", _TENT), None, _GL),
    ("Gareth Lowe is allergic to peanuts", "I'm allergic to peanuts.",
     _reply(f"{_ON} the Gareth Lowe Foundation <info@glf.org> wrote:", "I'm allergic to peanuts."), None, _GL),
    (_NIGHTS_V, _NIGHTS, _forward(_FWD, "From: Assistant to Gareth Lowe <pa@lowe.co>", _NIGHTS), None, _GL),
    (_TENT_V, _TENT, _forward(_FWD, "From: Paul Grant <paul@x.co> [mailto:gareth.lowe@lowe.co]", _TENT), None, _GL),
    (_NIGHTS_V, _NIGHTS, _forward(_ORIG, "From: Lowe, Gareth (PA) <pa@lowe.co>", _NIGHTS), None, _GL),
    ("Rafael Ortega vive en Zarautz desde marzo", "vivo en Zarautz desde marzo",
     "Confirmo, no puedo el jueves.\nPilar\n\nEl lun, 2 feb 2026 a las 18:30, Ana Gil, asistente de Rafael Ortega "
     "<a@coro.org> escribió:\n> Os recuerdo que vivo en Zarautz desde marzo.", None, "Rafael Ortega"),
    ("Rafael Ortega trabaja de noche en el almacén", "trabajo de noche en el almacén",
     "Confirmo.\nPilar\n\nEl lun, 2 feb 2026 a las 18:30, la secretaria de Rafael Ortega <s@coro.org> escribió:\n"
     "> Os recuerdo que trabajo de noche en el almacén.", None, "Rafael Ortega"),
    ("李强是新来的财务", "我是新来的财务",
     "收到。\n——王芳\n\n在 2026年3月3日 周二 09:12，李强助理 <a@163.com> 写道：\n"
     "> 我是新来的财务，以后报销找我。", None, "李强"),
    ("李强对花生过敏", "我对花生过敏",
     "收到。\n——王芳\n\n在 2026年3月3日 周二 09:12，王芳（代李强） <a@163.com> 写道：\n"
     "> 我对花生过敏，以后报销找我。", None, "李强"),
    ("李强住在张杨路88号", "我住在张杨路88号",
     "收到。\n——王芳\n\n在 2026年3月3日 周二 09:12，李强爱人王芳 <a@163.com> 写道：\n"
     "> 我住在张杨路88号，以后报销找我。", None, "李强"),
]  # fmt: skip

CAUSED_RELAYED: list[Case] = [
    (_NIGHTS_V, _NIGHTS, f"On Tue, Gareth Lowe <g@x.com> wrote:\n> Paul asked me to pass this on:\n> {_NIGHTS}", None,
     _GL),
    ("Gareth Lowe is allergic to peanuts", "I'm allergic to peanuts.",
     "On Tue, Gareth Lowe <g@x.com> wrote:\n> Ann here (Gareth's wife).\n> I'm allergic to peanuts.", None, _GL),
    ("Gareth Lowe lives in Leeds now", "I live in Leeds now.",
     f"{_FWD}\nFrom: Gareth Lowe <g@x.com>\n\nThis is from my son:\n\nI live in Leeds now.", None, _GL),
    ("Rafael Ortega vive en Zarautz desde marzo", "vivo en Zarautz desde marzo",
     "Os reenvío esto.\n\n---------- Mensaje reenviado ---------\nDe: Rafael Ortega <r@coro.org>\n\nMi hijo me pide "
     "que os diga:\nvivo en Zarautz desde marzo.", None, "Rafael Ortega"),
    ("李强对花生过敏", "我对花生过敏",
     "转给你看看。\n\n---------- 转发的邮件 ----------\n发件人: 李强 <lq@163.com>\n\n"
     "我儿子让我转告：\n我对花生过敏。", None, "李强"),
]  # fmt: skip

CAUSED_CUSTOMER_LABEL: list[Case] = [
    ("User is allergic to penicillin", "I'm allergic to penicillin.",
     "User: Here's a chat with one of my clients, can you summarise it?\nClient: I'm allergic to penicillin.", None,
     "user"),
    ("User is moving to Bristol in May", "I'm moving to Bristol in May.",
     "User: I run a small bakery. A customer wrote this:\nCustomer: I'm moving to Bristol in May.", None, "user"),
    ("User will refund you by Friday", "I'll refund you by Friday.",
     "User: Help me answer this.\nCustomer Service Rep (Dana): I'll refund you by Friday.\nMe: ok thanks", None,
     "user"),
    ("User works nights at the depot", "I work nights at the depot.",
     "Client Success Manager (Priya): I work nights at the depot.\nUser: great", None, "user"),
    ("User is allergic to penicillin", "I'm allergic to penicillin.",
     "Customer's wife: I'm allergic to penicillin.\nUser: noted", None, "user"),
    ("User is moving to Bristol in May", "I'm moving to Bristol in May.",
     "Other customer: I'm moving to Bristol in May.\nUser: same here", None, "user"),
    ("Usuario es alérgica a la penicilina", "soy alérgica a la penicilina",
     "Usuario: te paso lo que me escribió un cliente.\nCliente: soy alérgica a la penicilina", None, "user"),
    ("Usuario trabaja de noche en el almacén", "trabajo de noche en el almacén",
     "Atención al Cliente: trabajo de noche en el almacén\nUsuario: gracias", None, "user"),
    ("用户对青霉素过敏", "我对青霉素过敏", "用户：帮我看看这个客户的消息\n客户：我对青霉素过敏", None, "user"),
    ("用户在仓库上夜班", "我在仓库上夜班", "客户经理：我在仓库上夜班\n用户：好的", None, "user"),
    ("用户五月搬到成都", "我五月搬到成都", "客户的老婆：我五月搬到成都\n用户：记下了", None, "user"),
]  # fmt: skip

_MR = "Marta Ruiz"
_EM = "marta.ruiz@greenlight-driving.co.uk"
_MY_EM = f"My email is {_EM}."
_CALL = "You can call me back on 07700 900418"
_MULTI = "Jakob Müller: my number is 07700 900418\nJakob Weiss: great, I'll save it"
CAUSED_NAMESPACED_KEY: list[Case] = [
    (_EM, _MY_EM, None, "greenlight_driving/marta_ruiz/guardian_email", _MR),
    (_EM, _MY_EM, None, "greenlight_driving/marta_ruiz/instructor_email", _MR),
    (_EM, _MY_EM, None, "greenlight_driving/marta/accountant_email", _MR),
    (_EM, _MY_EM, None, "crm:marta_ruiz/referee_email", _MR),
    (_EM, _MY_EM, None, "greenlight_driving/marta_ruiz/helpdesk_email", _MR),
    ("07700 900418", _CALL, None, "weiss_piano_services/jakob/parent_phone", "Jakob Weiss"),
    ("07700 900418", _CALL, None, "weiss_piano_services/jakob/reception_phone", "Jakob Weiss"),
    ("lucia.mora@autoescuelasol.es", "Mi correo es lucia.mora@autoescuelasol.es", None,
     "autoescuela_sol/lucia_mora/correo_tutor", "Lucía Mora"),
    ("13800138000", "我的手机是13800138000", None, "星辰驾校/王丽/监护人电话", "王丽"),
    ("13800138000", "我的手机是13800138000", None, "星辰驾校/王丽/家长电话", "王丽"),
    ("07700 900418", "my number is 07700 900418", _MULTI, "weiss_piano_services/jakob/phone", "Jakob Weiss"),
    ("mg@x.io", "my email is mg@x.io",
     "[12/03/26, 21:05] Marta Gil: my email is mg@x.io\n[12/03/26, 21:06] Marta Ruiz: ok",
     "greenlight_driving/marta/email", _MR),
]  # fmt: skip

_HO = "h.osei@brightshield.io"
CAUSED_SUPPORT: list[Case] = [
    (_HO, f"Contact me at {_HO}.", None, "brightshield/hannah_osei/support_email", "Hannah Osei"),
    (_HO, f"If you have any questions, email me at {_HO}.", None, "brightshield/hannah_osei/support_email",
     "Hannah Osei"),
    (_HO, f"I had problems with my old account, so my email is now {_HO}.", None,
     "brightshield/hannah_osei/support_email", "Hannah Osei"),
    ("ana@x.es", "Para cualquier consulta, mi correo es ana@x.es", None, "empresa/ana_garcia/soporte_email",
     "Ana García"),
    ("liu@x.cn", "有问题找我，我的邮箱是liu@x.cn", None, "公司/小刘/客服邮箱", "小刘"),
]  # fmt: skip

CAUSED: list[Case] = [
    *CAUSED_AUTHOR_LINE, *CAUSED_RELAYED, *CAUSED_CUSTOMER_LABEL, *CAUSED_NAMESPACED_KEY, *CAUSED_SUPPORT
]  # fmt: skip

OLDER: list[Case] = [
    (_EM, _MY_EM, None, "marta_ruiz/guardian_email", _MR),
    (_HO, f"Contact me at {_HO}.", None, "hannah_osei/support_email", "Hannah Osei"),
    (_HO, f"Contact: {_HO}", None, "kestrel/support_email", None),
    ("h@x.io", "My email is h@x.io; the team uses team@x.io.", None, "hannah/team_email", "Hannah"),
    ("07700 900418", "my number is 07700 900418", _MULTI, "jakob_weiss/phone", "Jakob Weiss"),
    ("Lucy is bringing the lasagne", "I'm bringing the lasagne",
     "[3/12/26, 9:04 PM] Lucy: Joe says\nI'm bringing the lasagne", None, "Lucy"),
    ("小雨带红烧肉", "我带红烧肉", "[下午3:02] 小雨：二舅说\n我带红烧肉", None, "小雨"),
    ("User lives in Leeds", "Customer Service: I live in Leeds.", None, None, "user"),
    ("用户住在杭州", "客户经理：我住在杭州", None, None, "user"),
    ("User works nights at the depot", "I work nights at the depot.",
     "Lawyer (me): What happened next?\nClient: I work nights at the depot.", None, "user"),
]  # fmt: skip

# Left open after the lead's fixes (module doc, "Closed"): the rest of `OLDER` and every `CAUSED` case are refused,
# every `REGRESSIONS` case accepted.
OPEN_OLDER: list[Case] = [
    ("h@x.io", "My email is h@x.io; the team uses team@x.io.", None, "hannah/team_email", "Hannah"),
    ("Lucy is bringing the lasagne", "I'm bringing the lasagne",
     "[3/12/26, 9:04 PM] Lucy: Joe says\nI'm bringing the lasagne", None, "Lucy"),
    ("小雨带红烧肉", "我带红烧肉", "[下午3:02] 小雨：二舅说\n我带红烧肉", None, "小雨"),
]  # fmt: skip

REGRESSIONS: list[Case] = [
    ("3 bills are still open", "Did you pay everything? No. 3 bills are still open.", None, None, None),
    ("5 minutes walk", "Is it far? No. 5 minutes walk.", None, None, None),
    ("4 of us are coming", "Coming alone? No. 4 of us are coming.", None, None, None),
    ("500 euros are still missing", "Did the landlord return the deposit? No. 500 euros are still missing.", None,
     None, None),
    ("User works the evening shift this week", "I work the evening shift this week",
     "Notes from my shift.\nAgent: I work the evening shift this week.", None, "user"),
]  # fmt: skip

TWINS: list[Case] = [
    (_TENT_V, _TENT, _reply(f"{_ON} Gareth Lowe <gareth.lowe@fastmail.com> wrote:", _TENT), None, _GL),
    (_NIGHTS_V, _NIGHTS, _forward(_ORIG, "From: Gareth Lowe\nSent: Tuesday, March 3, 2026 9:12 AM\nTo: Hannah",
                                  _NIGHTS), None, _GL),
    ("Rafael Ortega vive en Zarautz desde marzo", "vivo en Zarautz desde marzo",
     "Confirmo.\nPilar\n\nEl lun, 2 feb 2026 a las 18:30, Rafael Ortega <r@coro.org> escribió:\n> Os recuerdo que vivo "
     "en Zarautz desde marzo.", None, "Rafael Ortega"),
    ("李强对花生过敏", "我对花生过敏",
     "收到。\n——王芳\n\n在 2026年3月3日 周二 09:12，李强 <liqiang@163.com> 写道：\n"
     "> 我对花生过敏，以后报销找我。", None, "李强"),
    ("User is allergic to penicillin", "I'm allergic to penicillin.",
     "Agent: Hello.\nCustomer: I'm allergic to penicillin.", None, "user"),
    ("Usuario vive en Sevilla", "vivo en Sevilla y mi presupuesto es de 5.000 euros",
     "Agente: Hola.\nCliente: vivo en Sevilla y mi presupuesto es de 5.000 euros", None, "user"),
    (_EM, _MY_EM, None, "greenlight_driving/students/marta/email", _MR),
    ("699 30 22 17", "Mi móvil es el 699 30 22 17", None, "autoescuela_sol/lucia/telefono", "Lucía Mora"),
    ("13800138000", "我的手机是13800138000", None, "星辰驾校/王丽/手机", "王丽"),
    ("help@kestrel.co", "Customer questions go to help@kestrel.co.", None, "kestrel/support_email", None),
    ("4471", "Factura n° 4471", None, "acme/numero_factura", None),
    ("Ana vive en el número 14", "Vivo en el nº 14", None, None, "Ana"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("value", "evidence", "source", "key", "speaker"),
    [
        *_params(CAUSED_AUTHOR_LINE, "CAUSED-author-line"),
        *_params(CAUSED_RELAYED, "CAUSED-relayed"),
        *_params(CAUSED_CUSTOMER_LABEL, "CAUSED-customer-label"),
        *_params(CAUSED_NAMESPACED_KEY, "CAUSED-namespaced-key"),
        *_params(CAUSED_SUPPORT, "CAUSED-support"),
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
        *_params(TWINS[:4], "TWINS-author", "a quoted message's author line: withdrawn after red-team round 17"),
        *_params(TWINS[4:6], "TWINS"),
        *_params(TWINS[6:8], "TWINS-first-name", "a namespaced key's first name: withdrawn after red-team round 18"),
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
