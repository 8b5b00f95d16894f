"""Red-team round 5 of issue 31 (DESIGN §4): hostile cases against round 33's readings after the lead's fixes of
red-team round 4 (ae2b65a), written the way extractors and adversaries write. Every strict xfail in `ROUND33` is a
false accept on main (ae2b65a) that 9c802af (the seventh session's start) refused, so round 33 caused it; every strict
xfail in `EARLIER` is a false accept found while probing that 9c802af accepts too. Each is left for the lead with its
faithful twin (accepted) where one exists, and the hard negatives are refused today.

The lead closed all 66 `ROUND33` false accepts the same day (`test_false_accepts_round33_closed`): the readings of a
Chinese comma conjunct's verb by the dictionary, of `说一下` and of a meal after a list were withdrawn; a name in
apposition loses its owner only where it is its whole group; an acronym names a value only across a copula, a colon or
a kind noun, and a spelled-out run only before one; an `-ar` preterite's accent must be typed wherever the evidence
spells the verb; `un`/`una` before a part or a `vez` is no gloss. The 21 `EARLIER` ones stay strict xfails, and 14
faithful twins are refused since (`TWINS_REFUSED`).

Round 33's false accepts, by the reading that admitted them:
- `_zh_conjuncts.animate_object` (the fix of round 4) knows persons by its lists and `小`/`老`/`阿` only: a full name
  (`张伟`, `王建国`), a title after a surname (`王总`), a relative or role not listed (`表弟`, `候选人`, `实习生`,
  `球队`), and an organization reached by a verb not in `_ZH_ASKING` (`投诉`, `起诉`, `联络`, `询价`) or not ending in
  `_ZH_ORGANIZATIONS` (`供应商`, `餐厅`) leave the comma conjunct's elided subject read as the first's subject; so do
  people named by a plain noun the lists lack (`那个女孩`, `女生`, `表姐`, `嫂子`, `老太太`, `大爷`, `外卖员`, `乘客`).
  And a conjunct opened by `然后` is `coordinated`, where `conjunct_cut` does not ask `animate_object` at all
  (`我带女儿去了医院，然后确诊了肺炎`).
- `_quoted._CJK_SPEECH`: `说(?!一下)` makes every `X说一下：` the writer's own announcement unless `他`/`她`/`们` stands
  right before it — `小王说一下：`, `老板说一下：`, `替我老婆说一下：`, `客人让我说一下：` report another's words.
- `_keyed._renamed_head` (a name in apposition): in Spanish a name after the comma that is the reporter (`…, Pablo Ruiz
  dice`, `…, dice Pablo Ruiz`) is read as the apposed name.
- `_acronyms.spelled_out`: a spelled-out run that opens a longer noun phrase (`Unique Taxpayer Reference helpline`,
  `… application ID`, `Company Registration Number enquiries`, `Employer Identification Number hotline`) makes the
  value after it the key's.
- `_acronyms.scheme`: the acronym within 40 characters before the value names it whatever verb stands between (`Your
  UTR replaces 8451290733`, `differs from`, `is unlike`, `Su número EORI sustituye al código …`, `Mi IBAN sustituye
  a …`).
- `_speaker.preterites_typed`: the accent is looked for anywhere in the evidence, so an imperative `Cambie`/`Pague`
  binds the speaker once the same verb's `cambié`/`pagué` is typed elsewhere.
- `_lists` (the meal tail, `_DURATIONS`): `for dinner`/`para la cena` is read as framing the whole list even where the
  last item has its own time word (`and later pasta for dinner`, `y luego pasta`) or the list is a sequence (`coffee,
  then toast and pasta for lunch`).
- `_clause_asides._appositive`: `un`/`una` opening a limit the span list lacks (`una vez`, `un poco`) or a part of a
  plural subject (`Los vecinos, una minoría, …`, `un grupo`, `una parte`) is read as a gloss.
"""

from __future__ import annotations

from typing import Final

import pytest

from memtx.core.admission import check_support

_LEFT = "red-team round 5: a false accept left for the lead"
_DM = "achebe_account/decision_maker"
_RESP = "cuenta/responsable"

# (value, evidence, source or None, speaker, key)
ROUND33 = [
    # (_zh_conjuncts.animate_object: persons, organizations and askings its lists miss)
    pytest.param("我哭了一晚上", "我批评了张伟，哭了一晚上", None, None, None, id="zh-full-name"),
    pytest.param("我哭了一晚上", "我骂了王建国，哭了一晚上", None, None, None, id="zh-full-name-2"),
    pytest.param("我迟到了", "我等了王总半小时，迟到了", None, None, None, id="zh-surname-title"),
    pytest.param("我录取了", "我推荐了表弟，录取了", None, None, None, id="zh-cousin"),
    pytest.param("我拒绝了offer", "我面试了一个候选人，拒绝了offer", None, None, None, id="zh-candidate"),
    pytest.param("我下个月入职", "我招了一个实习生，下个月入职", None, None, None, id="zh-intern"),
    pytest.param("我们赢了", "我们赞助了一支球队，赢了", None, None, None, id="zh-team"),
    pytest.param("我赔了两千块", "我投诉了那家公司，赔了两千块", None, None, None, id="zh-complained-company"),
    pytest.param("我赔了两千块", "我投诉了快递公司，赔了两千块", None, None, None, id="zh-complained-courier"),
    pytest.param("我赔了三千", "我起诉了物业公司，赔了三千", None, None, None, id="zh-sued"),
    pytest.param("我道歉了", "我投诉了餐厅，道歉了", None, None, None, id="zh-restaurant"),
    pytest.param("我发来了合同", "我联络了供应商，发来了合同", None, None, None, id="zh-supplier"),
    pytest.param("我发来了报价", "我询价了三家供应商，发来了报价", None, None, None, id="zh-quotes"),
    pytest.param("我哭了", "我骂了那个女孩，哭了", None, None, None, id="zh-girl"),
    pytest.param("我哭了", "我吼了那个女生，哭了", None, None, None, id="zh-schoolgirl"),
    pytest.param("我怀孕了", "我劝了表姐，怀孕了", None, None, None, id="zh-cousin-pregnant"),
    pytest.param("我怀孕了", "我劝了嫂子，怀孕了", None, None, None, id="zh-sister-in-law"),
    pytest.param("我摔倒了", "我扶了一个老太太，摔倒了", None, None, None, id="zh-old-lady"),
    pytest.param("我摔倒了", "我扶了一位大爷，摔倒了", None, None, None, id="zh-old-man"),
    pytest.param("我迟到了", "我等了外卖员半小时，迟到了", None, None, None, id="zh-delivery-man"),
    pytest.param("我下车了", "我提醒了乘客，下车了", None, None, None, id="zh-passenger"),
    # (… and `然后` makes the conjunct `coordinated`, where animate_object is not asked at all)
    pytest.param("我确诊了肺炎", "我带女儿去了医院，然后确诊了肺炎", None, None, None, id="zh-then-diagnosed"),
    pytest.param("我发烧了", "我带儿子去了游泳馆，然后发烧了", None, None, None, id="zh-then-fever"),
    pytest.param("我吐了", "我喂了宝宝牛奶，然后吐了", None, None, None, id="zh-then-vomited"),
    pytest.param("我哭了一晚上", "我批评了他，然后哭了一晚上", None, None, None, id="zh-then-cried"),
    pytest.param("我拒绝了", "我问了房东，然后拒绝了", None, None, None, id="zh-then-landlord"),
    pytest.param("我答应了", "我求了我爸，然后答应了", None, None, None, id="zh-then-dad"),
    pytest.param("我哭了", "我骂了那个女孩，然后哭了", None, None, None, id="zh-then-girl"),
    # (_quoted: `说一下：` after someone other than 他/她/们 reports their words)
    pytest.param("小林对酒精过敏", "我对酒精过敏。", "小王说一下：我对酒精过敏。", "小林", None, id="zh-xiaowang-says"),
    pytest.param("小林对酒精过敏", "我对酒精过敏。", "老板说一下：我对酒精过敏。", "小林", None, id="zh-boss-says"),
    pytest.param("小林对酒精过敏", "我对酒精过敏。", "我妈说一下：我对酒精过敏。", "小林", None, id="zh-mum-says"),
    pytest.param(
        "小林对酒精过敏", "我对酒精过敏。", "替我老婆说一下：我对酒精过敏。", "小林", None, id="zh-for-my-wife"
    ),
    pytest.param(
        "小林对酒精过敏", "我对酒精过敏。", "帮我朋友说一下：我对酒精过敏。", "小林", None, id="zh-for-my-friend"
    ),
    pytest.param(
        "小林对酒精过敏", "我对酒精过敏。", "客人让我说一下：我对酒精过敏。", "小林", None, id="zh-guest-asked-me"
    ),
    pytest.param(
        "小林对酒精过敏", "我对酒精过敏。", "让张伟说一下：我对酒精过敏。", "小林", None, id="zh-let-zhang-say"
    ),
    # (_keyed._renamed_head: the name after the comma is the reporter)
    pytest.param(
        "Pablo Ruiz", "El responsable de la cuenta es su director financiero, Pablo Ruiz dice", None, None, _RESP,
        id="es-reporter-after",
    ),
    pytest.param(
        "Pablo Ruiz", "El responsable de la cuenta es su director financiero, dice Pablo Ruiz", None, None, _RESP,
        id="es-reporter-inverted",
    ),
    # (_acronyms.spelled_out: the run opens a longer noun phrase)
    pytest.param(
        "03002003310", "Unique Taxpayer Reference helpline: 03002003310", None, None, "taxpayer/utr", id="utr-helpline"
    ),
    pytest.param(
        "8451290733", "Unique Taxpayer Reference application ID 8451290733", None, None, "taxpayer/utr",
        id="utr-application-id",
    ),
    pytest.param(
        "03031234567", "Company Registration Number enquiries: 03031234567", None, None, "company/crn",
        id="crn-enquiries",
    ),
    pytest.param(
        "12-3456789", "Employer Identification Number hotline 12-3456789", None, None, "employer/ein",
        id="ein-hotline",
    ),
    # (_acronyms.scheme: any verb between the acronym and the value, not only one that names it)
    pytest.param("8451290733", "Your UTR replaces 8451290733", None, None, "taxpayer/utr", id="utr-replaces"),
    pytest.param("8451290733", "Your UTR differs from 8451290733", None, None, "taxpayer/utr", id="utr-differs"),
    pytest.param("8451290733", "Your UTR is unlike 8451290733", None, None, "taxpayer/utr", id="utr-unlike"),
    pytest.param(
        "8451290733", "Your UTR is different from 8451290733", None, None, "taxpayer/utr", id="utr-different"
    ),
    pytest.param(
        "8451290733", "Your UTR is separate from reference 8451290733", None, None, "taxpayer/utr",
        id="utr-separate",
    ),
    pytest.param("B12345678", "Nuestro NIF reemplaza al B12345678", None, None, "empresa/nif", id="nif-reemplaza"),
    pytest.param(
        "ESB12345678", "Su número EORI sustituye al código ESB12345678", None, None, "empresa/eori",
        id="eori-sustituye",
    ),
    pytest.param(
        "ES7620770024003102575766", "Mi IBAN sustituye a ES7620770024003102575766", None, "Lucía", "lucia/iban",
        id="iban-sustituye",
    ),
    pytest.param(
        "ES7620770024003102575766", "My IBAN replaces ES7620770024003102575766", None, "Lucy", "lucy/iban",
        id="iban-replaces",
    ),
    # (_speaker.preterites_typed: the accent typed on another word of the same verb)
    pytest.param(
        "Joaquín cambió la contraseña", "Ya cambié el correo. Cambie la contraseña también.", None, "Joaquín", None,
        id="es-cambie-beside-cambie-typed",
    ),
    pytest.param(
        "Joaquín pagó con tarjeta", "Pague con tarjeta y luego pagué en efectivo", None, "Joaquín", None,
        id="es-pague-beside-pague-typed",
    ),
    # (_lists: the meal tail frames a list whose last item has its own time, or a sequence)
    pytest.param("I had coffee for dinner", "I had coffee, toast and later pasta for dinner", None, None, None,
                 id="meal-later"),
    pytest.param("I had toast for dinner", "I had coffee, toast and finally pasta for dinner", None, None, None,
                 id="meal-finally"),
    pytest.param("We ate eggs for dinner", "We ate eggs, bacon and afterwards steak for dinner", None, None, None,
                 id="meal-afterwards"),
    pytest.param("I had coffee for dinner", "I had coffee, toast, and pasta later for dinner", None, None, None,
                 id="meal-later-after"),
    pytest.param("The kids had cereal for dinner", "The kids had cereal, juice and eventually pizza for dinner", None,
                 None, None, id="meal-eventually"),
    pytest.param("I had coffee for lunch", "I had coffee, then toast and pasta for lunch", None, None, None,
                 id="meal-then"),
    pytest.param("Tomé café para la cena", "Tomé café, tostadas y luego pasta para la cena", None, None, None,
                 id="meal-luego"),
    pytest.param("Tomé café para la cena", "Tomé café, tostadas y después pasta para la cena", None, None, None,
                 id="meal-despues"),
    # (_clause_asides._appositive: `un`/`una` opening a limit the span list lacks)
    pytest.param("El parking es gratis", "El parking, una vez, es gratis", None, None, None, id="es-una-vez"),
    pytest.param("Mi hermano vive en Vigo", "Mi hermano, un poco, vive en Vigo", None, None, None, id="es-un-poco"),
    # (… or a part of a plural noun: `un grupo`, `una parte`, `una minoría` limit who the clause is about)
    pytest.param("Los alumnos van de excursión", "Los alumnos, un grupo, van de excursión", None, None, None,
                 id="es-un-grupo"),
    pytest.param("Los empleados teletrabajan", "Los empleados, una parte, teletrabajan", None, None, None,
                 id="es-una-parte"),
    pytest.param("Los vecinos se quejan del ruido", "Los vecinos, una minoría, se quejan del ruido", None, None, None,
                 id="es-una-minoria"),
    pytest.param("Los alumnos van de excursión", "Los alumnos, una pequeña parte, van de excursión", None, None, None,
                 id="es-una-pequena-parte"),
]  # fmt: skip

# False accepts 9c802af has too (found while probing; their classes are older than round 33).
EARLIER = [
    pytest.param("我住院了", "我去看了外婆，住院了", None, None, None, id="zh-grandma-hospital"),
    pytest.param("我住院了", "我照顾了外公，住院了", None, None, None, id="zh-grandpa-hospital"),
    pytest.param("我退了押金", "我催了中介，退了押金", None, None, None, id="zh-agent-refunded"),
    pytest.param("我离机场很近", "我订了一家酒店，离机场很近", None, None, None, id="zh-hotel-near"),
    pytest.param("我跑了", "我抓了一个小偷，跑了", None, None, None, id="zh-thief-ran"),
    pytest.param("我们搬走了", "我们赶走了租客，搬走了", None, None, None, id="zh-tenant-left"),
    pytest.param("我辞职了", "我批评了陈经理，辞职了", None, None, None, id="zh-manager-resigned"),
    pytest.param("我退款了", "我投诉了商家，退款了", None, None, None, id="zh-merchant-refunded"),
    pytest.param("这个方案最好", "在我看来，这个方案最好。", None, None, None, id="zh-in-my-view"),
    pytest.param("主角死了", "在小说里，主角死了。", None, None, None, id="zh-in-the-novel"),
    pytest.param("用户住在上海", "我哥住在上海", None, "用户", "哥哥/城市", id="zh-user-short-brother"),
    pytest.param("我辞职了", "我得罪了总监，辞职了", None, None, None, id="zh-director-resigned"),
    pytest.param("我离职了", "我批评了员工，离职了", None, None, None, id="zh-employee-left"),
    pytest.param("我离职了", "我批评了下属，离职了", None, None, None, id="zh-subordinate-left"),
    pytest.param("我退出了", "我骂了队友，退出了", None, None, None, id="zh-teammate-quit"),
    pytest.param("我回国了", "我接待了外教，回国了", None, None, None, id="zh-teacher-went-home"),
    pytest.param("2", "Tengo 2 IBAN", None, "Lucía", "lucia/iban", id="iban-count"),
    pytest.param("用户住在上海", "我哥哥住在上海", None, "用户", "家人/哥哥城市", id="zh-user-brother-in-relation"),
    pytest.param("我升职了", "我推荐了徒弟，升职了", None, None, None, id="zh-apprentice-promoted"),
    pytest.param(
        "The employees work from home",
        "The employees, a minority, work from home",
        None,
        None,
        None,
        id="en-a-minority",
    ),
    pytest.param(
        "The tenants complain about noise",
        "The tenants, a handful, complain about noise",
        None,
        None,
        None,
        id="en-a-handful",
    ),
]

# Faithful twins of the false accepts: accepted today, and must stay so. (value, evidence, source or None, speaker, key)
TWINS = [
    ("Pablo Ruiz", "El responsable de la cuenta es su director financiero, Pablo Ruiz", None, None, _RESP),
    ("8451290733", "Unique Taxpayer Reference: 8451290733", None, None, "taxpayer/utr"),
    ("Joaquín cambió la contraseña", "Ya cambié el correo. Cambié la contraseña también.", None, "Joaquín", None),
]  # fmt: skip

# Faithful twins refused since the lead withdrew the readings that admitted the false accepts (a Chinese comma
# conjunct's verb by the dictionary, `说一下`, a meal after a list) or made them stricter (an accent typed everywhere
# the evidence spells the verb): a false reject, the price of the fix. (value, evidence, source or None, speaker, key)
TWINS_REFUSED = [
    ("El parking es gratis", "El parking, una maravilla, es gratis", None, None, None),
    ("8451290733", "Your UTR is 8451290733", None, None, "taxpayer/utr"),
    ("我赔了两千块", "我撞了那家公司的车，赔了两千块", None, None, None),
    ("我拒绝了offer", "我面试了一家公司，拒绝了offer", None, None, None),
    ("我下个月入职", "我签了合同，下个月入职", None, None, None),
    ("我迟到了", "我等了半小时公交，迟到了", None, None, None),
    ("我们赢了", "我们踢了一场球，赢了", None, None, None),
    ("我道歉了", "我去了餐厅，道歉了", None, None, None),
    ("我录取了", "我参加了面试，录取了", None, None, None),
    ("我确诊了肺炎", "我去了医院，然后确诊了肺炎", None, None, None),
    ("我吐了", "我喝了牛奶，然后吐了", None, None, None),
    ("小林对酒精过敏", "我对酒精过敏。", "我先说一下：我对酒精过敏。", "小林", None),
    ("Joaquín pagó en efectivo", "Pague con tarjeta y luego pagué en efectivo", None, "Joaquín", None),
    ("I had coffee for dinner", "I had coffee, toast and pasta for dinner", None, None, None),
    ("I had pasta for lunch", "I had coffee, then toast and pasta for lunch", None, None, None),
    ("Tomé café para la cena", "Tomé café, tostadas y pasta para la cena", None, None, None),
]  # fmt: skip

# Hard negatives against the same readings, refused today. (value, evidence, speaker, key)
NEGATIVES = [
    # (Chinese conjuncts)
    ("我被开除了", "我投诉了快递员，被开除了", None, None),
    ("我迟到了", "我约了Tom，迟到了", None, None),
    ("我冻结了我的卡", "我给银行打了电话，冻结了我的卡", None, None),
    ("我同意了", "我说服了老板娘，同意了", None, None),
    ("我漏水了", "我买了一台洗衣机，漏水了", None, None),
    ("我降价了", "我看中了一辆车，降价了", None, None),
    ("我生了三只小猫", "我家收养了一只流浪猫，生了三只小猫", None, None),
    ("我回复了", "我发邮件给了HR，回复了", None, None),
    ("我被开除了", "我举报了同事王磊，被开除了", None, None),
    ("我通过了面试", "我面试了一个应届生，通过了面试", None, None),
    ("我确诊了", "我接诊了一个病人，确诊了", None, None),
    ("我哭了一晚上", "我骂了Lisa，哭了一晚上", None, None),
    ("我确诊了肺炎", "我带女儿去了医院，结果确诊了肺炎", None, None),
    ("我确诊了肺炎", "我带女儿去了医院，随后确诊了肺炎", None, None),
    ("我发烧了", "我带儿子去了游泳馆，之后发烧了", None, None),
    ("我发烧了", "我下了班，接了女儿，发烧了", None, None),
    ("我骨折了", "我撞了一个骑车的，骨折了", None, None),
    ("我同意了", "我问了王阿姨，同意了", None, None),
    ("面包房给酒店送货", "面包房接到订单后，给酒店送货", None, None),
    ("面包房周一给酒店送货", "面包房以前周一烤面包，给酒店送货", None, None),
    ("面包房周一给酒店送货", "面包房周一可能烤面包，给酒店送货", None, None),
    ("面包房周一给酒店送货", "听说面包房周一烤面包，给酒店送货", None, None),
    ("我获得了奖学金", "我推荐了室友，获得了奖学金", None, None),
    ("我生气了", "我拒绝了客户，生气了", None, None),
    ("在东区校区，周六上午开设口语课", "在东区校区以外，周六上午开设口语课。", None, None),
    ("在东区校区，周六上午开设口语课", "在东区校区，如果人数够，周六上午开设口语课。", None, None),
    ("周六上午在东区校区开设口语课", "在东区校区，周六上午开设口语课。", None, None),
    ("商店送购物袋", "商店每逢周一打折，送购物袋", None, None),
    # (Chinese place frames)
    ("我中了彩票", "在梦里，我中了彩票。", None, None),
    ("我有三套房", "在游戏里，我有三套房。", None, None),
    ("我是个骗子", "在他眼里，我是个骗子。", None, None),
    ("我们提供免费停车", "在原则上，我们提供免费停车。", None, None),
    ("我们提供免费停车", "在部分门店，我们提供免费停车。", None, None),
    # (a name in apposition)
    ("Priya Raman", "The decision maker is their CFO, Priya Raman thinks.", None, _DM),
    ("Priya Raman", "The decision maker is their CFO, Priya Raman's deputy", None, _DM),
    ("Priya Raman", "The decision maker is their CFO, according to Priya Raman", None, _DM),
    ("Priya Raman", "The decision maker is their CFO, maybe Priya Raman", None, _DM),
    ("Priya Raman", "The decision maker is their CFO, either Priya Raman or Tom Hale", None, _DM),
    ("Priya Raman", "The decision maker is their new CFO, who replaced Priya Raman", None, _DM),
    ("韦晓东", "对接人是他们的财务总监，韦晓东告诉我的", None, "华瑞客户/对接人"),
    ("韦晓东", "对接人是他们的财务总监，可能是韦晓东", None, "华瑞客户/对接人"),
    ("韦晓东", "对接人是他们的财务总监，据韦晓东说", None, "华瑞客户/对接人"),
    ("Pablo Ruiz", "El responsable de la cuenta es su director financiero, según Pablo Ruiz", None, _RESP),
    ("Pablo Ruiz", "El responsable de la cuenta es su director financiero, Pablo Ruiz cree", None, _RESP),
    # (English compounds ending a list item)
    ("Kids enjoy running", "Kids enjoy swimming, hiking and hate running", None, None),
    ("I tried running", "I tried yoga, pilates and stopped running", None, None),
    ("The spa offers waxing", "The spa offers massages, facials and my sister recommends waxing", None, None),
    ("We accept Apple Pay", "We accept cash, cards and Tom prefers Apple Pay", None, None),
    ("We accept Apple Pay", "We accept cash, cards and Apple Pay next month", None, None),
    ("We accept Google Pay", "We accept cash, Apple Pay and Google Pay pending approval", None, None),
    ("Tours include swimming", "Tours include kayaking, hiking and optional swimming", None, None),
    ("Full groom includes ear cleaning", "Full groom includes bath, nail clipping and ear cleaning for puppies", None,
     None),
    ("Lessons include swimming", "Lessons include diving, snorkeling and swimming is extra", None, None),
    # (acronyms)
    ("03002003310", "Call the Unique Taxpayer Reference Helpline on 03002003310", None, "taxpayer/utr"),
    ("8451290733", "Find your Unique Taxpayer Reference on form SA302, reference 8451290733", None, "taxpayer/utr"),
    ("GB123456789", "Our EORI is pending, VAT is GB123456789", None, "company/eori"),
    ("ES7620770024003102575766", "Mi IBAN o el de mi madre, ES7620770024003102575766", "Lucía", "lucia/iban"),
    ("8451290733", "Quote your UTR or case reference 8451290733", None, "taxpayer/utr"),
    ("8451290733", "Your UTR is not the same as 8451290733", None, "taxpayer/utr"),
    ("B12345678", "Su NIF no coincide con B12345678", None, "empresa/nif"),
    ("B12345678", "Nuestro NIF es distinto de B12345678", None, "empresa/nif"),
    ("8451290733", "Your UTR replaced the old reference 8451290733", None, "taxpayer/utr"),
    ("8451290733", "Your UTR is linked to account 8451290733", None, "taxpayer/utr"),
    ("0733", "Your UTR ends in 0733", None, "taxpayer/utr"),
    ("91110108MA01ABCD2X", "我们的USCC取代了91110108MA01ABCD2X", None, "公司/uscc"),
    ("91110108MA01ABCD2X", "USCC查询电话91110108MA01ABCD2X", None, "公司/uscc"),
    ("8451290733", "Unique Taxpayer Reference of your spouse: 8451290733", None, "taxpayer/utr"),
    ("ESB12345678", "Su número EORI, si lo solicita, es ESB12345678", None, "empresa/eori"),
    ("ESB12345678", "El número EORI de la matriz es ESB12345678", None, "empresa/eori"),
    # (Spanish preterites)
    ("Joaquín pagó el agua", "Ya pagué la luz. Pague usted el agua.", "Joaquín", None),
    ("Joaquín sacó el pasaporte", "Saqué el DNI. Saque el pasaporte usted.", "Joaquín", None),
    ("Joaquín pagó con tarjeta", "No sé si pagué con tarjeta", "Joaquín", None),
    ("Joaquín salió del trabajo a las 8", "Salio del trabajo a las 8", "Joaquín", None),
    ("Joaquín pidió un reembolso", "Mi hermana pidió un reembolso y yo también lo pedí", "Joaquín", None),
    ("Joaquín subió al tren", "Sube al tren", "Joaquín", None),
    # (mem0's user)
    ("用户对青霉素过敏", "我闺女对青霉素过敏", "用户", "女儿/过敏"),
    ("用户对青霉素过敏", "对青霉素过敏", "用户", "女儿/过敏"),
    ("Usuario vive en Vigo", "Mi hermano vive en Vigo", "Usuario", "brother/city"),
    ("用户住在上海", "我哥哥和我住在上海", "用户", "哥哥/城市"),
    ("用户住在上海", "我老公住在上海", "user", "丈夫/城市"),
    ("Usuario vive en Vigo", "Mi hermano vive en Vigo", "Usuario", "familia/ciudad_hermano"),
    ("用户对青霉素过敏", "女儿对青霉素过敏", "用户", "健康/过敏"),
    ("Usuario es alérgico a la penicilina", "Mi hija es alérgica a la penicilina", "Usuario", "salud/alergias"),
    # (an or-joined channel)
    ("020 7946 0321", "Reach my brother at bro@x.example or me on 020 7946 0321.", None, "user/phone"),
    ("020 7946 0321", "You used to reach the lab at lenses@x.example or on 020 7946 0321.", None,
     "optician/lab_phone"),
    ("020 7946 0321", "Reach the lab at lenses@x.example or its owner on 020 7946 0321.", None, "optician/lab_phone"),
    ("lenses@x.example", "Reach the lab on 020 7946 0321 or Tom at lenses@x.example.", None, "optician/lab_email"),
    ("91 555 0100", "Escríbenos a info@x.es o por fax al 91 555 0100.", None, "tienda/telefono"),
    ("020 7946 0321", "Reach the lab on weekdays at lenses@x.example or on 020 7946 0321.", None,
     "optician/lab_phone"),
    ("91 555 0100", "Escríbenos solo los sábados a info@x.es o al 91 555 0100.", None, "tienda/telefono"),
    ("13800138000", "给我哥发邮件到bro@x.cn或者打13800138000。", None, "眼镜店/电话"),
    # (a meal after a list)
    ("My son eats fruit for dinner", "My son eats fruit as a snack, yogurt and pasta for dinner", None, None),
    ("I cook beans for dinner", "I cook rice, beans and my wife makes soup for dinner", None, None),
    ("Kids get milk for lunch", "Kids get milk at 10, fruit and pizza for lunch", None, None),
    ("I drink wine for dinner", "I drink water, juice and, rarely, wine for dinner", None, None),
    ("I had coffee for dinner", "I had coffee first, toast and pasta for dinner", None, None),
    ("We serve soup for lunch", "We serve soup until 11, salads and sandwiches for lunch", None, None),
    ("Sirvo sopa para la cena", "Primero sirvo sopa, luego ensalada y pescado para la cena", None, None),
    ("Mum had soup for dinner", "Mum had soup, Dad had toast and I had pasta for dinner", None, None),
    ("El comedor sirve lasaña para la cena", "El comedor sirve lasaña a mediodía, sopa y pescado para la cena", None,
     None),
    # (Spanish titles: a sentence after `Ud.` keeps the condition before it)
    ("Le enviamos la factura por correo", "Si lo prefiere Ud. Le enviamos la factura por correo.", None, None),
    ("Cuesta 40 euros", "Si lo pide Ud. Cuesta 40 euros.", None, None),
    ("Hay descuento", "Si son socios Uds. Hay descuento.", None, None),
    ("La consulta abre el lunes", "Si no viene la Dra. La consulta abre el lunes.", None, None),
    # (comma appositives)
    ("El parking es gratis", "El parking, una vez al mes, es gratis", None, None),
    ("La clase es gratis", "La clase, una de cada tres, es gratis", None, None),
    ("Mi hermano vive en Vigo", "Mi hermano, una parte del año, vive en Vigo", None, None),
    ("Los clientes pagan con tarjeta", "Los clientes, una mayoría, pagan con tarjeta", None, None),
    ("Usuario necesita una silla infantil", "Necesita una silla infantil", "Usuario", "alquiler/extras"),
    ("My neighbour walks my dog", "My neighbour, a weekend, walks my dog", None, None),
    ("我的邻居住在杭州", "我的邻居，一阵子，住在杭州", None, None),
]  # fmt: skip


def _ok(value: str, evidence: str, source: str | None, speaker: str | None, key: str | None) -> bool:
    return check_support(value, evidence, source or evidence, speaker=speaker, key=key).ok


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "key"), ROUND33)
def test_false_accepts_round33_closed(
    value: str, evidence: str, source: str | None, speaker: str | None, key: str | None
) -> None:
    assert not _ok(value, evidence, source, speaker, key)


# (closed later the same day: a person's noun by its ending, `外婆`, `租客`, `员工`, `队友`, in `animate_object`; a part
# of the subject in apposition, `a minority`, `a handful`, in `_clause_asides`; a Chinese frame closed by `看来`, `里`,
# in `_zh_conjuncts.place_frame`)
# (eighth session: a Chinese comma conjunct with no object of its own after a first conjunct with one, whatever the
# object's noun, `_zh_conjuncts.objectless_after_object`: `我订了一家酒店，离机场很近`, `我抓了一个小偷，跑了`)
_CLOSED_EARLIER: Final = frozenset(
    {"zh-grandma-hospital", "zh-grandpa-hospital", "zh-tenant-left", "zh-employee-left", "zh-teammate-quit",
     "en-a-minority", "en-a-handful", "zh-in-my-view", "zh-in-the-novel",
     "zh-hotel-near", "zh-thief-ran", "zh-manager-resigned", "zh-merchant-refunded", "zh-director-resigned",
     "zh-subordinate-left", "zh-teacher-went-home", "zh-apprentice-promoted"}
)  # fmt: skip


def _closed(param: object) -> bool:
    return getattr(param, "id", None) in _CLOSED_EARLIER


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "key"), [p for p in EARLIER if _closed(p)])
def test_false_accepts_earlier_closed(
    value: str, evidence: str, source: str | None, speaker: str | None, key: str | None
) -> None:
    assert not _ok(value, evidence, source, speaker, key)


@pytest.mark.xfail(strict=True, reason=_LEFT)
@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "key"), [p for p in EARLIER if not _closed(p)])
def test_false_accepts_earlier(
    value: str, evidence: str, source: str | None, speaker: str | None, key: str | None
) -> None:
    assert not _ok(value, evidence, source, speaker, key)


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "key"), TWINS)
def test_faithful_twins_are_accepted(
    value: str, evidence: str, source: str | None, speaker: str | None, key: str | None
) -> None:
    assert _ok(value, evidence, source, speaker, key)


@pytest.mark.parametrize(("value", "evidence", "speaker", "key"), NEGATIVES)
def test_hard_negatives_are_refused(value: str, evidence: str, speaker: str | None, key: str | None) -> None:
    assert not _ok(value, evidence, None, speaker, key)


@pytest.mark.xfail(strict=True, reason="a faithful twin refused since the fixes of red-team round 5")
@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "key"), TWINS_REFUSED)
def test_faithful_twins_refused_since_the_fixes(
    value: str, evidence: str, source: str | None, speaker: str | None, key: str | None
) -> None:
    assert _ok(value, evidence, source, speaker, key)
