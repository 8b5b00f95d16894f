"""Red-team round 29 of issue 31 (DESIGN §4): hostile e-mails against round 42's bottom-posted reply, in English,
Spanish and Chinese. No source was changed.

The reading under test (/tmp/r42d against 9dead88, `_quoted._after_quoted_block`): after the first reply attribution
(`On …, X <…> wrote:`, `… escribió:`, `… 写道：`), when the lines right after it are `>`-quoted and unmarked text
follows them, that text is the replier's own again (the speaker's first person binds there), unless another
forwarded-message header or attribution opens between the block's end and the evidence. Each probe was run as
`check_support(value, evidence, source, guard=True, key=key, speaker=speaker)` on both trees, each in its own
process, under PYTHONHASHSEED 0 and 3 (no answer changed with the seed). A strict xfail in `CAUSED` is a false accept
the new reading accepts and 9dead88 refuses; one in `OLDER` is accepted by both. `TWINS` are faithful replies
beside the negatives: plain tests when the new reading accepts them, strict xfails for the 4 both trees refuse.

Counts: 174 distinct probes, by hand. 4 left out as unclear (a line after the quoted writer's signature that may be
either's, `Marta said I keep …` without marks, `User …` when the reply is signed by another and the user may be him,
a later reply of a thread exported in order), so 170 are labelled: 91 caused false accepts, 4 older ones, 0
regressions (the reading only takes quotation away), 45 twins (4 refused by both), and 30 unfaithful probes refused by
both trees (not pinned: a `Forwarded message`/`Original Message`/`Mensaje reenviado`/`转发的邮件` header or a
`wrote:` line after the block, a `From:` line with a date, a `>` line after the reply, a quotation mark or a
reporting colon on the evidence's own line).

Caused (91), by what the unmarked text after the block really is:
- **the quoted writer's own text going on** (a top-posted reply whose quote is not `>`-prefixed but holds the
  quoted writer's own older `>` lines; a wrapped quoted line whose continuation lost its `>`; a quoted message of
  which only the greeting is `>`-quoted; the quoted writer's signature block and its lines; `[Quoted text hidden]`):
  signed by him below, in all three languages (`Aoife keeps six colonies` from Gordon's `I keep six colonies`).
- **a reply that is not the speaker's**: the speaker the quoted writer and the reply signed by another (`Gordon
  keeps two hives` from Aoife's reply, `王磊在榆树路养了两箱蜂`), or the speaker the writer of the quoted message
  (`On …, Aoife wrote:` / `> Where do you live now?` / `I live in Leeds.`, signed or not), a thread exported in
  order, an answer forwarded by the speaker without a forward header (`Ciara, look what Gordon sent back:`,
  `Mira lo que me contestó Iker:`, `你看王磊回我的：`, `Fwd: bees`).
- **a third person's message opened after the block by a frame the rule does not know**, the frame on a line of its
  own: `My neighbour Marta said:`, `Marta's reply:`, `Here is Marta's email:`, `Marta texted me this morning:`,
  `Marta wrote back:`, `Marta wrote to me:`, `Quoting Marta:`, `Marta replied:`, `Marta (copied) says:`, `From
  Marta:`, `Marta's answer, pasted:`, `Marta's message below.`, `Her words:`, `This is what Marta posted on the
  forum:`, `Marta's text, copied:`, `Marta, on WhatsApp:`, `Pasting Marta's reply here —`, `Marta <m@x>:`, `Marta
  Ruiz wrote on 3 June:`, `Marta's words, not mine:`, `(from Marta, who asked me to forward it)`, a `From: … <…>` /
  `Date:` / `Subject:` block, `Fwd: hives`; `Mi vecina Marta dice:`, `La respuesta de Marta:`, `Marta me
  contestó:`, `Te reenvío el correo de Marta:`, `Marta dijo:`, `Mensaje de Marta, copiado:`, `Marta me escribió
  anoche:`, `RV: piso`; `邻居张姐说：`, `张姐的回信：`, `张姐回复：`, `以下是张姐的原话`, `转发：蜂箱`,
  `张姐在群里发的`, `张姐回信说`.

Older (4): attributions no tree sees, before the quoted writer's unmarked text in a top-posted reply: a CRLF e-mail
(`wrote:\r\n`, with and without a `>` line), a no-break space after `wrote:`, a German client's `schrieb am …:`.

Twins both trees refuse (4): a Chinese reply after a salutation ending in `：` (`王老师：`) or under a quoted one
(`> 王老师：`), `my number is 07700 900123` for `aoife/phone`, and a reply that repeats the replier's own sentence
quoted above it (`>> I keep two hives.` … `Yes, I keep two hives.`: the first occurrence is the `>>` line).

Withdrawn by the lead after the round: the reading is not kept. A bottom-posted reply cannot be told from the quoted
writer's own text continuing unmarked, from a forwarded or pasted third person's message, or from a reply by someone
other than the speaker, by anything the source says plainly; 91 caused false accepts against the 5 dev records it
gained. The round's cases stay pinned: the caused ones as refusals, the older and the twins as open.
"""

from __future__ import annotations

from _red_teams import SourcedCase as Case
from _red_teams import round_tests


def _k(value: str, evidence: str, source: str, key: str | None, speaker: str | None) -> Case:
    return (value, evidence, source, key, speaker)


_S1 = (
    "Thanks Gordon, see you Saturday!\nAoife\n\n"
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Do you keep bees?\nYes, I keep six colonies at the Elm Road allotments.\n"
    "Gordon\n"
)
_S2 = (
    "See below, thanks!\nAoife\n\n"
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Do you keep bees?\n\nYes, I keep six colonies.\n\nGordon Hale\n"
    "Elm Road Beekeepers\n"
)
_S3 = (
    "Sounds great.\n\n"
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> > Do you keep bees?\n> \nYes, I keep six colonies.\n\n-- \nGordon Hale"
)
_S4 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Not much news from me, except that the bees are busy and that\n"
    "I keep six colonies at the allotments now.\n\nHi Gordon, lovely news!\nAoife"
)
_S5 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Not much news, the bees are busy. After the split in May\n"
    "I keep six colonies now, and the honey is\n> coming in.\n\nGreat!\nAoife"
)
_S6 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Hi Aoife,\n\n"
    "Thanks for the jars. I keep six colonies at the Elm Road allotments now.\n\n"
    "Best,\nGordon\n"
)
_S7 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Hi Aoife,\n>\nThanks for the jars. I live in Leeds now, by the way.\nGordon"
)
_S8 = (
    "Ciara, look what Gordon sent back:\n\n"
    "On Mon, 3 Jun 2024, Aoife Byrne <aoife@byrne.example> wrote:\n"
    "> Do you keep bees, Gordon?\n\nYes, I keep six colonies at Elm Road.\nGordon\n"
)
_S9 = (
    "Fwd: bees\n\nOn Mon, 3 Jun 2024, Aoife Byrne <aoife@byrne.example> wrote:\n"
    "> Do you keep bees?\n\nI keep six colonies at Elm Road.\nGordon\n"
)
_S10 = (
    "Subject: Fwd: Re: bees\nFrom: Aoife Byrne\nTo: Ciara\n\nFYI\n\n"
    "On Mon, 3 Jun 2024, Aoife Byrne wrote:\n> Do you keep bees?\n\n"
    "I keep six colonies at Elm Road.\nGordon\n"
)
_S11 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "My neighbour Marta said:\n\nI keep two hives at the Elm Road allotments.\n\n"
    "Aoife"
)
_S12 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta's reply:\nI keep two hives at the Elm Road allotments.\nAoife"
)
_S13 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Here is Marta's email:\n\nI keep two hives at the Elm Road allotments.\n\n"
    "Aoife"
)
_S14 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta texted me this morning:\nI keep two hives at the Elm Road allotments.\n"
    "Aoife"
)
_S15 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta wrote back:\nI keep two hives at the Elm Road allotments.\nAoife"
)
_S16 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta wrote to me:\nI keep two hives at the Elm Road allotments.\nAoife"
)
_S17 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Quoting Marta:\nI keep two hives at the Elm Road allotments.\nAoife"
)
_S18 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta replied:\n\nI keep two hives at the Elm Road allotments.\n"
)
_S19 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta (copied) says:\nI keep two hives at the Elm Road allotments.\n"
)
_S20 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "From Marta:\nI keep two hives at the Elm Road allotments.\n"
)
_S21 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta's answer, pasted:\n\nI keep two hives at the Elm Road allotments.\n"
)
_S22 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Hi Gordon,\nI keep two hives at the Elm Road allotments.\nAoife"
)
_S23 = (
    "On Tue, 4 Jun 2024, Aoife Byrne <aoife@byrne.example> wrote:\n"
    "> I keep two hives.\n\nHi Aoife, that's great. I keep six colonies myself.\n"
    "Gordon"
)
_S24 = (
    "On Tue, 4 Jun 2024, Aoife Byrne <aoife@byrne.example> wrote:\n> Where do you live?\n\nI live in Leeds.\n-- Gordon"
)
_S25 = (
    "El lun, 3 jun 2024, Lucía Pérez (<lucia@x.es>) escribió:\n"
    "> ¿Dónde vives ahora?\n\nVivo en Bilbao con mi hermana.\nIker"
)
_S26 = (
    "El lun, 3 jun 2024, Lucía Pérez (<lucia@x.es>) escribió:\n> Hola Iker\n\n"
    "Hola Lucía:\nYo trabajo en una farmacia.\nIker"
)
_S27 = "2024年6月3日 周一，小芳 <xf@example.cn> 写道：\n> 你住在哪儿？\n\n小芳你好，我住在北京。\n王磊"
_S28 = "2024年6月3日 周一，小芳 <xf@example.cn> 写道：\n> 你在哪儿工作？\n\n我在医院工作。\n——王磊"
_S29 = (
    "¡Gracias, Iker! Nos vemos el sábado.\nLucía\n\n"
    "El lun, 3 jun 2024, Iker Etxeberria (<iker@x.es>) escribió:\n"
    "> ¿Dónde vives ahora?\nVivo en Zarautz desde marzo.\nIker\n"
)
_S30 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Hola Lucía:\n\nGracias por la miel. Vivo en Getxo desde hace años.\n\n"
    "Un saludo,\nGordon"
)
_S31 = (
    "Mira lo que me contestó Iker:\n\n"
    "El lun, 3 jun 2024, Lucía Pérez (<lucia@x.es>) escribió:\n> ¿Dónde vives?\n\n"
    "Vivo en Zarautz.\nIker\n"
)
_S32 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Yo vivo en Getxo desde hace años.\n> ¿Y tú dónde vives?\n\n"
    "Mi vecina Marta dice:\nVivo en Bilbao con mi hermana.\nLucía"
)
_S33 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Yo vivo en Getxo desde hace años.\n> ¿Y tú dónde vives?\n\n"
    "La respuesta de Marta:\n\nVivo en Bilbao con mi hermana.\nLucía"
)
_S34 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Yo vivo en Getxo desde hace años.\n> ¿Y tú dónde vives?\n\n"
    "Marta me contestó:\nVivo en Bilbao con mi hermana.\nLucía"
)
_S35 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> No hay muchas novedades, salvo que desde marzo\n"
    "vivo en Getxo con mi hermana.\n\n¡Qué bien!\nLucía"
)
_S36 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Yo vivo en Getxo desde hace años.\n> ¿Y tú dónde vives?\n\nHola Gordon:\n"
    "Vivo en Bilbao con mi hermana.\nLucía"
)
_S37 = (
    "谢谢王老师，周六见！\n小芳\n\n2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 您养蜂吗？\n"
    "养，我在榆树路养了六箱蜂。\n王磊\n"
)
_S38 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 小芳你好：\n\n"
    "谢谢你的蜂蜜。我在榆树路养了六箱蜂。\n\n王磊"
)
_S39 = (
    "你看王磊回我的：\n\n2024年6月3日 周一，小芳 <xf@example.cn> 写道：\n> 您养蜂吗？\n\n我在榆树路养了六箱蜂。\n王磊\n"
)
_S40 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 我在榆树路养了六箱蜂。\n> 你也养蜂吗？\n\n"
    "邻居张姐说：\n我在榆树路养了两箱蜂。\n小芳"
)
_S41 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 我在榆树路养了六箱蜂。\n> 你也养蜂吗？\n\n"
    "张姐的回信：\n\n我在榆树路养了两箱蜂。\n小芳"
)
_S42 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 我在榆树路养了六箱蜂。\n> 你也养蜂吗？\n\n"
    "张姐回复：\n我在榆树路养了两箱蜂。\n小芳"
)
_S43 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 最近没什么新鲜事，就是蜂群分了一次，现在\n"
    "我在榆树路养了两箱蜂。\n\n太好了！\n小芳"
)
_S44 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 我在榆树路养了六箱蜂。\n> 你也养蜂吗？\n\n"
    "王老师好，\n我在榆树路养了两箱蜂。\n小芳"
)
_S45 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Where are you these days?\n\nI live in Leeds, near the park.\nAoife"
)
_S46 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> What do you do?\n\nI teach piano, mostly to kids.\nAoife"
)
_S47 = (
    "El lun, 3 jun 2024, Lucía Pérez (<lucia@x.es>) escribió:\n"
    "> ¿Vienes a ver las colmenas?\n\n"
    "Me encantaría, pero soy alérgica a las picaduras de abeja.\nMarta"
)
_S48 = "2024年6月3日 周一，小芳 <xf@example.cn> 写道：\n> 要来看蜂箱吗？\n\n想去，可是我对蜂蜇过敏。\n张姐"
_S49 = "On Tue, 4 Jun 2024, Aoife Byrne <aoife@byrne.example> wrote:\n> Where do you live now?\n\nI live in Leeds.\n"
_S50 = "El lun, 3 jun 2024, Lucía Pérez (<lucia@x.es>) escribió:\n> ¿Dónde vives ahora?\n\nVivo en Bilbao.\n"
_S51 = (
    "On Mon, 3 Jun 2024, Aoife Byrne <aoife@byrne.example> wrote:\n"
    "> Do you keep bees?\n\nYes, I keep six colonies.\nGordon\n\n"
    "On Tue, 4 Jun 2024, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Yes, I keep six colonies.\n\nI keep two hives.\nAoife\n"
)
_S52 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Fwd: hives\n\nI keep two hives at the Elm Road allotments.\n"
)
_S53 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta's message below.\n\nI keep two hives at the Elm Road allotments.\n"
)
_S54 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta says she'd be happy to help. Her words:\n"
    "I keep two hives at the Elm Road allotments.\n"
)
_S55 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "This is what Marta posted on the forum:\n\n"
    "I keep two hives at the Elm Road allotments.\n"
)
_S56 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta's text, copied:\nI keep two hives at the Elm Road allotments.\n"
)
_S57 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta, on WhatsApp:\nI keep two hives at the Elm Road allotments.\n"
)
_S58 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Pasting Marta's reply here —\n\nI keep two hives at the Elm Road allotments.\n"
)
_S59 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta <marta@x.example>:\nI keep two hives at the Elm Road allotments.\n"
)
_S60 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta Ruiz wrote on 3 June:\nI keep two hives at the Elm Road allotments.\n"
)
_S61 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "-------- Reply message --------\n"
    "I keep two hives at the Elm Road allotments.\n"
)
_S62 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Yo vivo en Getxo desde hace años.\n> ¿Y tú dónde vives?\n\n"
    "Te reenvío el correo de Marta:\n\nVivo en Bilbao con mi hermana.\n"
)
_S63 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Yo vivo en Getxo desde hace años.\n> ¿Y tú dónde vives?\n\nMarta dijo:\n"
    "Vivo en Bilbao con mi hermana.\n"
)
_S64 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Yo vivo en Getxo desde hace años.\n> ¿Y tú dónde vives?\n\n"
    "Mensaje de Marta, copiado:\n\nVivo en Bilbao con mi hermana.\n"
)
_S65 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Yo vivo en Getxo desde hace años.\n> ¿Y tú dónde vives?\n\n"
    "Marta me escribió anoche:\nVivo en Bilbao con mi hermana.\n"
)
_S66 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Yo vivo en Getxo desde hace años.\n> ¿Y tú dónde vives?\n\nRV: piso\n\n"
    "Vivo en Bilbao con mi hermana.\n"
)
_S67 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 我在榆树路养了六箱蜂。\n> 你也养蜂吗？\n\n"
    "以下是张姐的原话\n我在榆树路养了两箱蜂。\n"
)
_S68 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 我在榆树路养了六箱蜂。\n> 你也养蜂吗？\n\n"
    "转发：蜂箱\n\n我在榆树路养了两箱蜂。\n"
)
_S69 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 我在榆树路养了六箱蜂。\n> 你也养蜂吗？\n\n"
    "张姐在群里发的\n我在榆树路养了两箱蜂。\n"
)
_S70 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 我在榆树路养了六箱蜂。\n> 你也养蜂吗？\n\n"
    "张姐回信说\n\n我在榆树路养了两箱蜂。\n"
)
_S71 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Marta's words, not mine: I keep two hives at the Elm Road allotments.\nAoife"
)
_S72 = (
    "Perfecto, gracias.\nLucía\n\n"
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> ¿Sigues en Bilbao?\n> \nNo, vivo en Getxo.\nGordon"
)
_S73 = (
    "好的，谢谢。\n小芳\n\n2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 你还在北京吗？\n"
    "不在了，我住在上海。\n王磊"
)
_S74 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Hi Aoife,\n> Thanks for the jars.\n[Quoted text hidden]\n"
    "I keep six colonies.\nGordon\n"
)
_S75 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Hi Aoife,\n> thanks for the jars!\n--\nGordon Hale | Elm Road Beekeepers\n"
    "I keep six colonies at Elm Road.\nCall me on 07700 900123\n"
)
_S76 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Hola Lucía:\n> gracias por la miel.\n--\nGordon Hale\nVivo en Getxo.\n"
    "Tel. 600 123 456\n"
)
_S77 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 小芳你好：\n> 谢谢你的蜂蜜。\n——\n"
    "王磊 榆树路养蜂社\n我在榆树路养了六箱蜂。\n"
)
_S78 = (
    "Agreed!\n\nAoife\n\n"
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Are you coming on Saturday?\n\nYes. I live in Leeds, so it's close.\n\n"
    "Gordon"
)
_S79 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Where do you work?\n\n(from Marta, who asked me to forward it)\n"
    "I work at the library.\n"
)
_S80 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Where do you work?\n\nI work at the library.\nAoife\n"
)
_S81 = "El lun, 3 jun 2024, Lucía (<lucia@x.es>) escribió:\n> ¿Dónde trabajas?\n\nTrabajo en la biblioteca.\nMarta"
_S82 = "2024年6月3日，小芳 <xf@example.cn> 写道：\n> 你在哪儿工作？\n\n我在图书馆工作。\n张姐"
_S83 = (
    "Thanks!\r\nAoife\r\n\r\n"
    "On Tue, 4 Jun 2024, Gordon Hale <gordon@hale.example> wrote:\r\n\r\n"
    "I keep six colonies.\r\n"
)
_S84 = "Thanks!\nAoife\n\nOn Tue, 4 Jun 2024, Gordon Hale <gordon@hale.example> wrote:\xa0\n\nI keep six colonies.\n"
_S85 = "Thanks!\nAoife\n\nGordon Hale <gordon@hale.example> schrieb am Di., 4. Juni 2024:\n\nI keep six colonies.\n"
_S86 = (
    "Thanks!\r\nAoife\r\n\r\nOn Tue, Gordon Hale <g@hale.example> wrote:\r\n"
    "> Do you keep bees?\r\nI keep six colonies.\r\nGordon\r\n"
)
_S87 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Hi Gordon,\nI keep two hives at the Elm Road allotments.\nBest,\nAoife"
)
_S88 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "I keep two hives at the Elm Road allotments.\n\nAoife"
)
_S89 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "\nHi Gordon,\n\nI keep two hives at the Elm Road allotments.\n\nCheers,\nAoife"
)
_S90 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> On Mon, 3 Jun 2024, Aoife Byrne <aoife@byrne.example> wrote:\n"
    ">> Do you keep bees?\n> I keep six colonies.\n\nHi Gordon,\n"
    "I keep two hives at the Elm Road allotments.\nAoife"
)
_S91 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "That's a lot! I keep two hives at the Elm Road allotments.\n\n"
    "> Do you sell honey?\n\nNot yet.\nAoife"
)
_S92 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> How many hives?\n\nTwo.\n\n> Where?\n\n"
    "I keep two hives at the Elm Road allotments.\nAoife"
)
_S93 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Yo vivo en Getxo desde hace años.\n> ¿Y tú dónde vives?\n\nHola Gordon:\n"
    "Vivo en Bilbao con mi hermana.\nUn abrazo,\nLucía"
)
_S94 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "\n> Yo vivo en Getxo desde hace años.\n> ¿Y tú dónde vives?\n\n\n"
    "Vivo en Bilbao con mi hermana.\n\nLucía"
)
_S95 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> Yo vivo en Getxo desde hace años.\n> ¿Y tú dónde vives?\n\nHola,\n"
    "Vivo en Bilbao con mi hermana.\nLucía"
)
_S96 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n\n> 我在榆树路养了六箱蜂。\n> 你也养蜂吗？\n\n"
    "\n王老师：\n我在榆树路养了两箱蜂。\n\n小芳"
)
_S97 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 我在榆树路养了六箱蜂。\n> 你也养蜂吗？\n\n"
    "我住在北京。\n小芳"
)
_S98 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Where do you live?\n\nI live in Leeds.\nAoife"
)
_S99 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Where do you work these days?\n>\n> G.\n\nI work at the library.\n\nAoife"
)
_S100 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Want to visit the hives?\n\n"
    "I'd love to, but I'm allergic to bee stings, sadly.\nAoife"
)
_S101 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "I keep two hives at the Elm Road allotments.\n"
)
_S102 = (
    "Subject: Re: bees\n\n"
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "I keep two hives at the Elm Road allotments.\nAoife"
)
_S103 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    ">I keep six colonies.\n>Do you?\n"
    "I keep two hives at the Elm Road allotments.\nAoife"
)
_S104 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "  > I keep six colonies.\n  > Do you?\n\n"
    "I keep two hives at the Elm Road allotments.\nAoife"
)
_S105 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "I keep two hives at the Elm Road allotments. My sister keeps one.\nAoife"
)
_S106 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> What's your email?\n\nSure, my email is aoife@byrne.example\nAoife"
)
_S107 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> ¿A qué te dedicas?\n\nTrabajo en una farmacia.\nLucía"
)
_S108 = "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 你在哪儿工作？\n\n我在医院工作。\n小芳"
_S109 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 要来看蜂箱吗？\n\n想去，可是我对蜂蜇过敏。\n小芳"
)
_S110 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies.\n> \n> Gordon\n\n"
    "I keep two hives at the Elm Road allotments.\nAoife"
)
_S111 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> > nested\n> six colonies\n\nI keep two hives at the Elm Road allotments.\n"
    "-- \nAoife Byrne"
)
_S112 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n\n> 我在榆树路养了六箱蜂。\n> 你也养蜂吗？\n\n"
    "\n王老师好，\n我在榆树路养了两箱蜂。\n\n小芳"
)
_S113 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> El lun, 3 jun 2024, Lucía escribió:\n>> ¿Sigues en Getxo?\n> Sí.\n\n"
    "Pues yo no. Vivo en Bilbao con mi hermana.\nLucía"
)
_S114 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> ¿Vienes a ver las colmenas?\n\n"
    "Me encantaría, pero soy alérgica a las picaduras de abeja.\nLucía"
)
_S115 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 王老师：\n> 你住哪儿？\n\n我住在上海。\n\n"
    "> 还养蜂吗？\n\n不养了。\n小芳"
)
_S116 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Where are you these days?\n\nI live in Leeds, near the park.\n\n"
    "> Still at the library?\n\nYes.\nAoife"
)
_S117 = (
    "Subject: Re: lessons\n\n"
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> What do you do?\n\nI teach piano, mostly to kids.\nAoife"
)
_S118 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Can I call you?\n\nSure, my number is 07700 900123\nAoife"
)
_S119 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> I keep six colonies at the Elm Road allotments.\n> Do you keep bees too?\n\n"
    "Sent from my phone\n\nI keep two hives at the Elm Road allotments."
)
_S120 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> On Mon, Aoife wrote:\n>> I have no bees.\n> You should get some!\n\n"
    "I did! Now I keep two hives.\nAoife"
)
_S121 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> On Mon, Aoife wrote:\n>> I keep two hives.\n> Nice!\n\n"
    "Yes, I keep two hives.\nAoife"
)
_S122 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Do you keep bees?\n\nI keep two hives.\n\nOn Mon, Marta wrote:\n"
    "> old stuff\n"
)
_S123 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> ¿Dónde vives?\n\nVivo en Bilbao.\n\n---------- Mensaje reenviado ---------\n"
    "De: Marta\n\nhola"
)
_S124 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 你住哪儿？\n\n我住在北京。\n\n"
    "——转发的邮件——\n发件人：张姐\n你好"
)
_S125 = "On Tue, Gordon Hale <g@hale.example> wrote:\r\n> Do you keep bees?\r\n\r\nI keep two hives.\r\nAoife\r\n"
_S126 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Where do you live?\n\nGood question! I live in Leeds.\n\nThanks,\nAoife\n\n"
    "Sent from my iPhone"
)
_S127 = (
    "El mar, 4 jun 2024 a las 9:12, Gordon Hale (<gordon@hale.example>) escribió:\n"
    "> ¿Dónde vives?\n> Gordon\n\nHola Gordon,\n\nVivo en Bilbao.\n\nSaludos,\n"
    "Lucía\n\nEnviado desde mi móvil"
)
_S128 = (
    "2024年6月4日 周二 上午9:12，王磊 <wanglei@example.cn> 写道：\n> 你住哪儿？\n> 王磊\n\n王老师好，\n"
    "我住在北京。\n祝好\n小芳\n\n发自我的iPhone"
)
_S129 = (
    "On Tue, 4 Jun 2024 at 09:12, Gordon Hale <gordon@hale.example> wrote:\n"
    "> Where do you work?\n\n> And do you still sing?\n\n"
    "I work at the library, and yes, I still sing.\nAoife"
)


CAUSED: list[Case] = [
    _k(
        "Aoife keeps six colonies at the Elm Road allotments",
        "I keep six colonies at the Elm Road allotments.",
        _S1,
        None,
        "Aoife",
    ),
    _k(
        "Keeps six colonies at the Elm Road allotments",
        "I keep six colonies at the Elm Road allotments.",
        _S1,
        None,
        "Aoife",
    ),
    _k("Aoife keeps six colonies", "I keep six colonies", _S1, "aoife/bees", "Aoife"),
    _k("Aoife keeps six colonies", "I keep six colonies.", _S2, None, "Aoife"),
    _k("Aoife keeps six colonies", "I keep six colonies.", _S3, None, "Aoife"),
    _k("Aoife keeps six colonies at the allotments", "I keep six colonies at the allotments", _S4, None, "Aoife"),
    _k("Aoife keeps six colonies", "I keep six colonies now,", _S5, None, "Aoife"),
    _k(
        "Aoife keeps six colonies at the Elm Road allotments",
        "I keep six colonies at the Elm Road allotments",
        _S6,
        None,
        "Aoife",
    ),
    _k("Aoife lives in Leeds", "I live in Leeds now,", _S7, None, "Aoife"),
    _k("Aoife lives in Leeds", "I live in Leeds", _S7, None, "Aoife"),
    _k("Aoife keeps six colonies at Elm Road", "I keep six colonies at Elm Road.", _S8, None, "Aoife"),
    _k("Aoife keeps six colonies at Elm Road", "I keep six colonies at Elm Road.", _S9, None, "Aoife"),
    _k("Aoife keeps six colonies at Elm Road", "I keep six colonies at Elm Road.", _S10, None, "Aoife"),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S11,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S12,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S13,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S14,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S15,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S16,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S17,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S18,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S19,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S20,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S21,
        None,
        "Aoife",
    ),
    _k(
        "Gordon keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S22,
        None,
        "Gordon",
    ),
    _k(
        "Gordon keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S22,
        "gordon/hives",
        "Gordon",
    ),
    _k(
        "Keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S22,
        None,
        "Gordon",
    ),
    _k("Aoife keeps six colonies", "I keep six colonies", _S23, "aoife/bees", "Aoife"),
    _k("Aoife lives in Leeds", "I live in Leeds.", _S24, None, "Aoife"),
    _k("Lives in Leeds", "I live in Leeds.", _S24, None, "Aoife"),
    _k("Lucía vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S25, None, "Lucía"),
    _k("Vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S25, None, "Lucía"),
    _k("Lucía trabaja en una farmacia", "Yo trabajo en una farmacia.", _S26, None, "Lucía"),
    _k("小芳住在北京", "我住在北京。", _S27, None, "小芳"),
    _k("住在北京", "我住在北京。", _S27, None, "小芳"),
    _k("小芳在医院工作", "我在医院工作。", _S28, None, "小芳"),
    _k("Lucía vive en Zarautz desde marzo", "Vivo en Zarautz desde marzo.", _S29, None, "Lucía"),
    _k("Lucía vive en Getxo desde hace años", "Vivo en Getxo desde hace años.", _S30, None, "Lucía"),
    _k("Lucía vive en Zarautz", "Vivo en Zarautz.", _S31, None, "Lucía"),
    _k("Lucía vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S32, None, "Lucía"),
    _k("Lucía vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S33, None, "Lucía"),
    _k("Lucía vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S34, None, "Lucía"),
    _k("Lucía vive en Getxo con su hermana", "vivo en Getxo con mi hermana.", _S35, None, "Lucía"),
    _k("Gordon vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S36, None, "Gordon"),
    _k("小芳在榆树路养了六箱蜂", "我在榆树路养了六箱蜂。", _S37, None, "小芳"),
    _k("小芳在榆树路养了六箱蜂", "我在榆树路养了六箱蜂。", _S38, None, "小芳"),
    _k("小芳在榆树路养了六箱蜂", "我在榆树路养了六箱蜂。", _S39, None, "小芳"),
    _k("小芳在榆树路养了两箱蜂", "我在榆树路养了两箱蜂。", _S40, None, "小芳"),
    _k("小芳在榆树路养了两箱蜂", "我在榆树路养了两箱蜂。", _S41, None, "小芳"),
    _k("小芳在榆树路养了两箱蜂", "我在榆树路养了两箱蜂。", _S42, None, "小芳"),
    _k("小芳在榆树路养了两箱蜂", "我在榆树路养了两箱蜂。", _S43, None, "小芳"),
    _k("王磊在榆树路养了两箱蜂", "我在榆树路养了两箱蜂。", _S44, None, "王磊"),
    _k("Gordon lives in Leeds", "I live in Leeds,", _S45, None, "Gordon"),
    _k("Gordon teaches piano", "I teach piano", _S46, "gordon/job", "Gordon"),
    _k("Lucía es alérgica a las picaduras de abeja", "soy alérgica a las picaduras de abeja.", _S47, None, "Lucía"),
    _k("小芳对蜂蜇过敏", "我对蜂蜇过敏。", _S48, None, "小芳"),
    _k("Aoife lives in Leeds", "I live in Leeds.", _S49, None, "Aoife"),
    _k("Lucía vive en Bilbao", "Vivo en Bilbao.", _S50, None, "Lucía"),
    _k("Aoife keeps six colonies", "Yes, I keep six colonies.", _S51, None, "Aoife"),
    _k("Aoife keeps six colonies", "I keep six colonies.", _S51, None, "Aoife"),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S52,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S53,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S54,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S55,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S56,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S57,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S58,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S59,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S60,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S61,
        None,
        "Aoife",
    ),
    _k("Lucía vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S62, None, "Lucía"),
    _k("Lucía vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S63, None, "Lucía"),
    _k("Lucía vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S64, None, "Lucía"),
    _k("Lucía vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S65, None, "Lucía"),
    _k("Lucía vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S66, None, "Lucía"),
    _k("小芳在榆树路养了两箱蜂", "我在榆树路养了两箱蜂。", _S67, None, "小芳"),
    _k("小芳在榆树路养了两箱蜂", "我在榆树路养了两箱蜂。", _S68, None, "小芳"),
    _k("小芳在榆树路养了两箱蜂", "我在榆树路养了两箱蜂。", _S69, None, "小芳"),
    _k("小芳在榆树路养了两箱蜂", "我在榆树路养了两箱蜂。", _S70, None, "小芳"),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S71,
        None,
        "Aoife",
    ),
    _k("Lucía vive en Getxo", "vivo en Getxo.", _S72, None, "Lucía"),
    _k("小芳住在上海", "我住在上海。", _S73, None, "小芳"),
    _k("Aoife keeps six colonies", "I keep six colonies.", _S74, None, "Aoife"),
    _k("Aoife keeps six colonies at Elm Road", "I keep six colonies at Elm Road.", _S75, None, "Aoife"),
    _k("Lucía vive en Getxo", "Vivo en Getxo.", _S76, None, "Lucía"),
    _k("小芳在榆树路养了六箱蜂", "我在榆树路养了六箱蜂。", _S77, None, "小芳"),
    _k("Aoife lives in Leeds", "I live in Leeds,", _S78, None, "Aoife"),
    _k("Aoife works at the library", "I work at the library", _S79, None, "Aoife"),
    _k("Gordon works at the library", "I work at the library", _S80, "gordon/work", "Gordon"),
    _k("Lucía trabaja en la biblioteca", "Trabajo en la biblioteca.", _S81, "lucía/trabajo", "Lucía"),
    _k("小芳在图书馆工作", "我在图书馆工作。", _S82, "小芳/工作", "小芳"),
]


OLDER: list[Case] = [
    _k("Aoife keeps six colonies", "I keep six colonies.", _S83, None, "Aoife"),
    _k("Aoife keeps six colonies", "I keep six colonies.", _S84, None, "Aoife"),
    _k("Aoife keeps six colonies", "I keep six colonies.", _S85, None, "Aoife"),
    _k("Aoife keeps six colonies", "I keep six colonies.", _S86, None, "Aoife"),
]


REGRESSIONS: list[Case] = []


TWINS: list[Case] = [
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S87,
        "aoife/hives",
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S88,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S89,
        None,
        "Aoife",
    ),
    _k(
        "Keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S22,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S90,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S91,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S92,
        None,
        "Aoife",
    ),
    _k("Lucía vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S93, None, "Lucía"),
    _k("Lucía vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S94, None, "Lucía"),
    _k("Vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S95, None, "Lucía"),
    _k("小芳在榆树路养了两箱蜂", "我在榆树路养了两箱蜂。", _S44, None, "小芳"),
    _k("小芳在榆树路养了两箱蜂", "我在榆树路养了两箱蜂。", _S96, None, "小芳"),
    _k("小芳住在北京", "我住在北京。", _S97, None, "小芳"),
    _k("Aoife lives in Leeds", "I live in Leeds.", _S98, None, "Aoife"),
    _k("Aoife works at the library", "I work at the library.", _S99, None, "Aoife"),
    _k("Aoife is allergic to bee stings", "I'm allergic to bee stings,", _S100, None, "Aoife"),
    _k(
        "User keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S101,
        None,
        "user",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S102,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S103,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S104,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S105,
        None,
        "Aoife",
    ),
    _k("Aoife's email is aoife@byrne.example", "my email is aoife@byrne.example", _S106, "aoife/email", "Aoife"),
    _k("Lucía trabaja en una farmacia", "Trabajo en una farmacia.", _S107, None, "Lucía"),
    _k("小芳在医院工作", "我在医院工作。", _S108, None, "小芳"),
    _k("小芳对蜂蜇过敏", "我对蜂蜇过敏。", _S109, None, "小芳"),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S110,
        None,
        "Aoife",
    ),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S111,
        None,
        "Aoife",
    ),
    _k("小芳在榆树路养了两箱蜂", "我在榆树路养了两箱蜂。", _S112, None, "小芳"),
    _k("Lucía vive en Bilbao con su hermana", "Vivo en Bilbao con mi hermana.", _S113, None, "Lucía"),
    _k("Lucía es alérgica a las picaduras de abeja", "soy alérgica a las picaduras de abeja.", _S114, None, "Lucía"),
    _k("小芳住在上海", "我住在上海。", _S115, None, "小芳"),
    _k("Aoife lives in Leeds", "I live in Leeds", _S116, None, "Aoife"),
    _k("Aoife teaches piano", "I teach piano", _S117, "aoife/job", "Aoife"),
    _k("Aoife's phone number is 07700 900123", "my number is 07700 900123", _S118, "aoife/phone", "Aoife"),
    _k(
        "Aoife keeps two hives at the Elm Road allotments",
        "I keep two hives at the Elm Road allotments.",
        _S119,
        None,
        "Aoife",
    ),
    _k("Aoife keeps two hives", "I keep two hives", _S120, None, "Aoife"),
    _k("Aoife keeps two hives", "I keep two hives", _S121, None, "Aoife"),
    _k("Aoife keeps two hives", "I keep two hives", _S122, None, "Aoife"),
    _k("Lucía vive en Bilbao", "Vivo en Bilbao", _S123, None, "Lucía"),
    _k("小芳住在北京", "我住在北京", _S124, None, "小芳"),
    _k("Aoife keeps two hives", "I keep two hives.", _S125, None, "Aoife"),
    _k("Aoife lives in Leeds", "I live in Leeds.", _S126, None, "Aoife"),
    _k("Lucía vive en Bilbao", "Vivo en Bilbao.", _S127, None, "Lucía"),
    _k("小芳住在北京", "我住在北京。", _S128, None, "小芳"),
    _k("Aoife works at the library", "I work at the library", _S129, None, "Aoife"),
]


# (every caused and older case, and the twins both trees refuse, were open when the round was handed over)
# (after the round the reading was withdrawn, as on 9dead88: every caused false accept is refused again, the older
# ones stay open, and every twin but one — `TWINS-40`, which the tree before it accepted — is a miss again)
_OPEN_CAUSED: tuple[int, ...] = ()
_OPEN_OLDER = (0, 1, 2, 3)
_OPEN_TWINS = tuple(k for k in range(45) if k != 40)

_REASONS = {
    "CAUSED": "accepted by round 42's bottom-posted reply reading, refused by 9dead88, open",
    "OLDER": "accepted on 9dead88 too, open",
    "REGRESSIONS": "accepted by 9dead88, refused by round 42's bottom-posted reply reading, open",
    "TWINS": "a faithful case refused, open",
}
_OPEN = {"CAUSED": _OPEN_CAUSED, "OLDER": _OPEN_OLDER, "REGRESSIONS": (), "TWINS": _OPEN_TWINS}
_ROUND = "red-team round 29"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
