"""Red-team round 6 of issue 31 (DESIGN §4): hostile cases against what is left of round 33's readings after the
lead's fixes of red-team rounds 4 and 5 (ae2b65a, 4cf33cf), written the way extractors and adversaries write. Every
strict xfail in `ROUND33` is a false accept on main (4cf33cf) that 9c802af (the seventh session's start) refused, so
round 33 caused it; each is left for the lead, with its faithful twin (accepted) where one exists. The hard negatives
are refused today. `EARLIER` holds false accepts found while probing that 9c802af accepts too.

Round 33's false accepts, by the reading that admitted them:
- `_zh_conjuncts.noun_end` with `_coordination._zh_first_cut` (a noun subject's first conjunct left out):
  `animate_object` misses persons its lists lack (`工人`, `店员`, `业主`, `租户`, `新员工`), so after a noun subject
  (`医生`, `老板`, `物业`, `主管`) the comma conjunct that is the object's (`医生救了那个工人，住院了`) gets the
  subject's.
- `_acronyms`: a Chinese spelled-out name with its acronym in brackets (`统一社会信用代码（USCC）是…`) names the key's
  value whoever owns it — `母公司的`, `对方公司的` (the key's subject found inside another word), or another owner
  before a colon (`供应商：`); after `tiene`/`tendrá` the scheme names another company's or a future one (`El proveedor
  tiene número EORI …`, `… tiene NIF …`, `Nuestra empresa tendrá número EORI …`): `_typed.typed` takes `scheme`'s
  answer as the slot's name and the owner and tense before the acronym are not read.
- `_clause_asides._appositive` (`un`/`una` opening a gloss): a hedge in apposition (`una estimación`, `una previsión`,
  `un rumor`, `una propuesta`, `una hipótesis`, `un supuesto`, `un error`, `una broma`, `una idea`, `un borrador`,
  `una promesa`) is dropped as if it were a description.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

_USCC = "91310000MA1FL8XQ30"
_DM = "achebe_account/decision_maker"
_RESP = "cuenta/responsable"

# (value, evidence, source or None, speaker, key)
ROUND33 = [
    # (noun_end + _zh_first_cut: the object, a person animate_object's lists miss, is the next conjunct's subject)
    pytest.param("医生住院了", "医生救了那个工人，住院了", None, None, None, id="zh-doctor-worker-hospital"),
    pytest.param("医生住院了", "医生救了工人，住院了", None, None, None, id="zh-doctor-worker-bare"),
    pytest.param("医生出院了", "医生救了那个工人，出院了", None, None, None, id="zh-doctor-worker-discharged"),
    pytest.param("老板辞职了", "老板骂了那个店员，辞职了", None, None, None, id="zh-boss-clerk-resigned"),
    pytest.param("物业搬走了", "物业赶走了那户业主，搬走了", None, None, None, id="zh-management-owner-left"),
    pytest.param("物业搬走了", "物业赶走了那户租户，搬走了", None, None, None, id="zh-management-tenant-left"),
    pytest.param("主管离职了", "主管骂了那个新员工，离职了", None, None, None, id="zh-supervisor-new-hire-left"),
    pytest.param("房东搬走了", "房东赶走了那对情侣，搬走了", None, None, None, id="zh-landlord-couple-left"),
    # (_acronyms: a bracketed acronym after its spelled-out name names the value whoever owns it)
    pytest.param(_USCC, f"母公司的统一社会信用代码（USCC）是{_USCC}", None, None, "公司/uscc", id="uscc-parent"),
    pytest.param(_USCC, f"对方公司的统一社会信用代码（USCC）是{_USCC}", None, None, "公司/uscc", id="uscc-other"),
    pytest.param(_USCC, f"供应商：统一社会信用代码（USCC）是{_USCC}", None, None, "公司/uscc", id="uscc-supplier"),
    pytest.param(_USCC, f"子公司的统一社会信用代码（USCC）是{_USCC}", None, None, "公司/uscc", id="uscc-subsidiary"),
    pytest.param(_USCC, f"分公司的统一社会信用代码（USCC）为{_USCC}", None, None, "公司/uscc", id="uscc-branch"),
    pytest.param(_USCC, f"合作公司的统一社会信用代码（USCC）是{_USCC}", None, None, "公司/uscc", id="uscc-partner"),
    pytest.param(
        _USCC, f"竞争对手公司：统一社会信用代码（USCC）是{_USCC}", None, None, "公司/uscc", id="uscc-competitor"
    ),
    pytest.param(
        "ESB12345678", "El proveedor tiene número EORI ESB12345678", None, None, "empresa/eori", id="eori-supplier"
    ),
    pytest.param(
        "ESB12345678", "Nuestra empresa tendrá número EORI ESB12345678", None, None, "empresa/eori", id="eori-future"
    ),
    pytest.param("B12345678", "El proveedor tiene NIF B12345678", None, None, "empresa/nif", id="nif-supplier"),
    # (_clause_asides._appositive: un/una opening a hedge read as a gloss)
    pytest.param("La cuota es de 50 euros", "La cuota, una estimación, es de 50 euros", None, None, None,
                 id="es-una-estimacion"),
    pytest.param("Mi sueldo sube un 10%", "Mi sueldo, una suposición mía, sube un 10%", None, None, None,
                 id="es-una-suposicion-mia"),
    pytest.param("El alquiler sube 100 euros", "El alquiler, una previsión, sube 100 euros", None, None, None,
                 id="es-una-prevision"),
    pytest.param("El alquiler sube 100 euros", "El alquiler, un rumor, sube 100 euros", None, None, None,
                 id="es-un-rumor"),
    pytest.param("La reunión es el lunes", "La reunión, una propuesta, es el lunes", None, None, None,
                 id="es-una-propuesta"),
    pytest.param("El precio es 300 euros", "El precio, una aproximación, es 300 euros", None, None, None,
                 id="es-una-aproximacion"),
    pytest.param("Mi jefe se jubila en mayo", "Mi jefe, una hipótesis, se jubila en mayo", None, None, None,
                 id="es-una-hipotesis"),
    pytest.param("El plazo termina el viernes", "El plazo, una suposición, termina el viernes", None, None, None,
                 id="es-una-suposicion"),
    pytest.param("El plazo termina el viernes", "El plazo, un supuesto, termina el viernes", None, None, None,
                 id="es-un-supuesto"),
    pytest.param("La renta sube 100 euros", "La renta, una estimación del casero, sube 100 euros", None, None, None,
                 id="es-una-estimacion-del-casero"),
    pytest.param("El vuelo sale a las 9", "El vuelo, una previsión, sale a las 9", None, None, None,
                 id="es-vuelo-una-prevision"),
    pytest.param("El descuento es del 50%", "El descuento, un error de la web, es del 50%", None, None, None,
                 id="es-un-error"),
    pytest.param("Mi sueldo sube un 10%", "Mi sueldo, una broma de mi jefe, sube un 10%", None, None, None,
                 id="es-una-broma"),
    pytest.param("La mudanza es en mayo", "La mudanza, una posibilidad, es en mayo", None, None, None,
                 id="es-una-posibilidad"),
    pytest.param("La boda es en junio", "La boda, una idea, es en junio", None, None, None, id="es-una-idea"),
    pytest.param("El precio es 300 euros", "El precio, un borrador, es 300 euros", None, None, None,
                 id="es-un-borrador"),
    pytest.param("El ascenso es en enero", "El ascenso, una promesa, es en enero", None, None, None,
                 id="es-una-promesa"),
]  # fmt: skip

# False accepts found while probing that 9c802af accepts too (not caused by round 33).
EARLIER = [
    pytest.param("我辞职了", "我对象换了工作，辞职了", None, None, None, id="zh-my-partner-resigned"),
    pytest.param("我辞职了", "我上司换了工作，辞职了", None, None, None, id="zh-my-boss-resigned"),
    pytest.param("店长辞职了", "店长开除了收银员，辞职了", None, None, None, id="zh-manager-cashier"),
    pytest.param("领导辞职了", "领导批评了员工，辞职了", None, None, None, id="zh-leader-employee"),
    pytest.param("经理辞职了", "经理开除了那个保洁，辞职了", None, None, None, id="zh-manager-cleaner"),
    pytest.param("老板住院了", "老板打了那个员工，住院了", None, None, None, id="zh-boss-employee-hospital"),
    pytest.param("医生出院了", "医生治好了那个病号，出院了", None, None, None, id="zh-doctor-patient-discharged"),
    pytest.param("The fee is $50", "The fee, a rough guess, is $50", None, None, None, id="en-a-rough-guess"),
    pytest.param("The fee is $50", "The fee, an estimate, is $50", None, None, None, id="en-an-estimate"),
]

# Faithful twins of the false accepts, accepted today.
TWINS = [
    ("医生住院了", "医生做了手术，住院了", None, None, None),
    ("商场关门了", "商场停了电，关门了", None, None, None),
    (_USCC, f"公司的统一社会信用代码（USCC）是{_USCC}", None, None, "公司/uscc"),
    ("El alquiler sube 100 euros", "El alquiler, una ganga, sube 100 euros", None, None, None),
    ("El plazo termina el viernes", "El plazo, un alivio, termina el viernes", None, None, None),
    ("Mi vecino vive en Vigo", "Mi vecino, un tipo llamado Rob, vive en Vigo", None, None, None),
    ("ESB12345678", "Nuestra empresa tiene número EORI ESB12345678", None, None, "empresa/eori"),
]  # fmt: skip

# Hard negatives, refused today: (value, evidence, source or None, speaker, key)
NEGATIVES = [
    # (_acronyms: negation, hedge, tense, question, condition, another owner)
    ("B12345678", "Nuestro NIF no es B12345678", None, None, "empresa/nif"),
    ("B12345678", "El NIF no es B12345678", None, None, "empresa/nif"),
    ("ESB12345678", "Su número EORI no es ESB12345678", None, None, "empresa/eori"),
    ("ESB12345678", "Su EORI no es ESB12345678", None, None, "empresa/eori"),
    ("ES7620770024003102575766", "Mi IBAN no es ES7620770024003102575766", None, "Lucía", "lucia/iban"),
    ("8451290733", "My Unique Taxpayer Reference isn't 8451290733", None, None, "taxpayer/utr"),
    ("8451290733", "My Unique Taxpayer Reference is not 8451290733", None, None, "taxpayer/utr"),
    ("8451290733", "My Unique Taxpayer Reference was 8451290733 until it was reissued", None, None, "taxpayer/utr"),
    ("8451290733", "My UTR is maybe 8451290733", None, None, "taxpayer/utr"),
    ("8451290733", "My UTR is probably 8451290733", None, None, "taxpayer/utr"),
    ("8451290733", "Is my UTR 8451290733?", None, None, "taxpayer/utr"),
    ("8451290733", "My wife's UTR is 8451290733", None, None, "taxpayer/utr"),
    ("8451290733", "My accountant's UTR: 8451290733", None, None, "taxpayer/utr"),
    ("8451290733", "My landlord's Unique Taxpayer Reference (UTR) is 8451290733", None, None, "taxpayer/utr"),
    ("8451290733", "The landlord's UTR (Unique Taxpayer Reference) is 8451290733", None, None, "taxpayer/utr"),
    ("8451290733", "UTR: unknown. Phone: 8451290733", None, None, "taxpayer/utr"),
    ("8451290733", "UTR (cancelled): 8451290733", None, None, "taxpayer/utr"),
    ("B12345678", "El NIF de nuestro proveedor es B12345678", None, None, "empresa/nif"),
    ("B12345678", "El NIF (Número de Identificación Fiscal) del proveedor es B12345678", None, None, "empresa/nif"),
    ("ESB12345678", "¿Nuestro EORI es ESB12345678?", None, None, "empresa/eori"),
    ("ESB12345678", "Si nuestro EORI es ESB12345678, avisad", None, None, "empresa/eori"),
    ("ESB12345678", "Nuestro EORI antiguo era ESB12345678", None, None, "empresa/eori"),
    ("12-3456789", "Our EIN = 12-3456789 (expired)", None, None, "employer/ein"),
    (_USCC, f"客户公司的USCC是{_USCC}", None, None, "公司/uscc"),
    (_USCC, f"母公司的USCC是{_USCC}", None, None, "公司/uscc"),
    (_USCC, f"公司以前的USCC是{_USCC}", None, None, "公司/uscc"),
    (_USCC, f"公司的USCC不是{_USCC}", None, None, "公司/uscc"),
    (_USCC, f"公司的USCC可能是{_USCC}", None, None, "公司/uscc"),
    (_USCC, f"客户的统一社会信用代码（USCC）是{_USCC}", None, None, "公司/uscc"),
    (_USCC, f"统一社会信用代码（USCC）不是{_USCC}", None, None, "公司/uscc"),
    # (noun_end / _zh_first_cut: the object's conjunct, a negation, a hedge or a condition in the first)
    ("项目经理哭了一晚上", "项目经理批评了实习生，哭了一晚上", None, None, None),
    ("班主任哭了", "班主任批评了学生，哭了", None, None, None),
    ("警察逃跑了", "警察追了那个小偷，逃跑了", None, None, None),
    ("学校退学了", "学校处分了那个学生，退学了", None, None, None),
    ("法官坐牢了", "法官判了那个被告，坐牢了", None, None, None),
    ("公司入职了", "公司录用了那个应届生，下周入职了", None, None, None),
    ("邻居收了两百块", "师傅帮邻居修了水管，收了两百块", None, None, None),
    ("面包房周日不营业", "面包房周六不营业，周日照常", None, None, None),
    ("物业更换了门禁", "物业没有更换门禁，加装了摄像头", None, None, None),
    ("物业加装了摄像头", "物业可能会更换门禁，加装摄像头", None, None, None),
    ("物业加装了摄像头", "物业如果更换了门禁，就加装摄像头", None, None, None),
    ("物业加装了摄像头", "物业打算更换门禁，加装摄像头", None, None, None),
    ("门店下周关门", "门店据说下周装修，关门", None, None, None),
    ("诊所周末开门", "诊所听说周末不开门，只接急诊", None, None, None),
    ("医院确诊了肺炎", "医院收治了病人，确诊了肺炎", None, None, None),
    ("幼儿园发烧了", "幼儿园接收了孩子，发烧了", None, None, None),
    # (place frame)
    ("我妈做了手术", "在医院里，听说我妈做了手术", None, None, None),
    ("东区校区周六上午开设口语课", "明年在东区校区，周六上午开设口语课", None, None, None),
    # (_clause_asides._appositive: hedges it does refuse, tense, the name as the subject)
    ("La cuota es de 50 euros", "La cuota, una cifra sin confirmar, es de 50 euros", None, None, None),
    ("El vuelo sale a las 9", "El vuelo, un cálculo aproximado, sale a las 9", None, None, None),
    ("La cuota es de 50 euros", "La cuota, un cálculo mío, es de 50 euros", None, None, None),
    ("El precio es 300 euros", "El precio, una oferta provisional, es 300 euros", None, None, None),
    ("Mi vecino vive en Vigo", "Mi vecino, un tipo que se llamaba Rob, vivía en Vigo", None, None, None),
    ("Mi vecino vive en Vigo", "Mi vecino, un rumor según Ana, vive en Vigo", None, None, None),
    ("Rob vive en Vigo", "Mis vecinos, uno llamado Rob, viven en Vigo", None, None, None),
    ("Mi hermano es abogado", "Mi hermano, un supuesto abogado llamado Rob, trabaja en Madrid", None, None, None),
    # (Spanish titles)
    ("La Dra. Ruiz opera los lunes", "Me atendió la Dra. Ruiz. El Dr. Pérez opera los lunes.", None, None, None),
    ("Mi abogada es la Lic. Ana Pérez", "Mi abogada no es la Lic. Ana Pérez. Es la Dra. Gómez.", None, None, None),
    ("Mi dentista es la Dra. Ruiz", "Mi dentista era la Dra. Ruiz. Ahora es la Dra. Gómez.", None, None, None),
    # (_compound_head: a list's last item restricted)
    ("I paid by Apple Pay", "I paid by card, cash or Apple Pay", None, None, None),
    ("We offer ear cleaning", "We offer nail trimming, baths and no ear cleaning", None, None, None),
    ("The clinic offers ear cleaning", "The clinic offers nail trims, baths but not ear cleaning", None, None, None),
    ("The salon offers ear cleaning", "The salon offers haircuts, nails and maybe ear cleaning", None, None, None),
    ("The spa offers hot stone massage", "The spa offers facials, saunas and soon hot stone massage", None, None, None),
    ("We accept Apple Pay", "We accept cash, cards and, from May, Apple Pay", None, None, None),
    ("We accept Google Pay", "We accept cash, cards and Google Pay soon", None, None, None),
    # (mem0's user under a key about another person)
    ("Usuario vive en Vigo", "Mi hermano vive en Vigo", None, "Usuario", "hermano/ciudad"),
    ("Usuario vive en Vigo", "Vive en Vigo", "Usuario: ¿Y tu hermano?\nAgente: Vive en Vigo", "Usuario",
     "hermano/ciudad"),
    ("用户住在杭州", "住在杭州", "用户：你弟弟呢？\n客服：住在杭州", "用户", "弟弟/城市"),
    ("user lives in Leeds", "Lives in Leeds", "User: And your brother?\nAgent: Lives in Leeds", "user", "brother/city"),
    ("用户对花生过敏", "我女儿对花生过敏", None, "用户", "过敏"),
    # (_es_preterite_said: another's preterite beside the speaker's own, negation, condition, report)
    ("Joaquín salió temprano", "Salí temprano? No, salió mi hermano", None, "Joaquín", None),
    ("Joaquín pidió un taxi", "Mi mujer pidió un taxi y yo pedí la cena", None, "Joaquín", None),
    ("Joaquín leyó el contrato", "Ana leyó el contrato; yo leí el anexo", None, "Joaquín", None),
    ("Joaquín durmió en el hotel", "Ana durmió en el hotel y yo dormí en casa", None, "Joaquín", None),
    ("Joaquín siguió la dieta", "No seguí la dieta", None, "Joaquín", None),
    ("Joaquín pidió el reembolso", "Casi pedí el reembolso", None, "Joaquín", None),
    ("Joaquín pidió el reembolso", "Si pedí el reembolso, no me acuerdo", None, "Joaquín", None),
    ("Joaquín pagó la multa", "Pagué la mitad; la multa la pagó Ana", None, "Joaquín", None),
    ("Joaquín prefirió el tren", "Ana prefirió el tren; yo preferí el avión", None, "Joaquín", None),
    ("Joaquín mintió", "Dicen que mentí", None, "Joaquín", None),
    # (_typed._other_channel: or-joined channels under a negation or condition)
    ("Contact Ana by phone", "Contact Ana by email or, only if urgent, phone", None, None, None),
    ("Llamar a Ana por teléfono", "No llamar a Ana por teléfono o WhatsApp", None, None, None),
    # (more: acronyms with another owner, a tense, a hedge; a renamed head's reporter; zh noun subjects' hedges)
    ("03031234567", "Our supplier's company registration number (CRN) is 03031234567", None, None, "company/crn"),
    ("03031234567", "Parent company registration number (CRN): 03031234567", None, None, "company/crn"),
    ("12-3456789", "Previous employer identification number (EIN) is 12-3456789", None, None, "employer/ein"),
    ("B12345678", "Proveedor: número de identificación fiscal (NIF) es B12345678", None, None, "empresa/nif"),
    (_USCC, f"公司原来的统一社会信用代码（USCC）是{_USCC}", None, None, "公司/uscc"),
    (_USCC, f"公司的统一社会信用代码（USCC）曾是{_USCC}", None, None, "公司/uscc"),
    (_USCC, f"公司的统一社会信用代码（USCC）应该是{_USCC}", None, None, "公司/uscc"),
    (_USCC, f"如果公司的统一社会信用代码（USCC）是{_USCC}，就不用改", None, None, "公司/uscc"),
    (_USCC, f"公司的统一社会信用代码（USCC）是{_USCC}吗？", None, None, "公司/uscc"),
    ("ESB12345678", "La empresa vecina tiene número EORI ESB12345678", None, None, "empresa/eori"),
    ("ESB12345678", "Nuestra empresa no tiene número EORI ESB12345678", None, None, "empresa/eori"),
    ("ESB12345678", "Nuestra empresa tenía número EORI ESB12345678", None, None, "empresa/eori"),
    ("ES7620770024003102575766", "Mi hermana tiene IBAN ES7620770024003102575766", None, "Lucía", "lucia/iban"),
    ("8451290733", "My brother has UTR 8451290733", None, None, "taxpayer/utr"),
    ("8451290733", "Not my UTR: 8451290733", None, None, "taxpayer/utr"),
    ("ESB12345678", "EORI caducado: ESB12345678", None, None, "empresa/eori"),
    ("Priya Raman", "The decision maker is their CFO, Priya Raman says", None, None, _DM),
    ("Priya Raman", "The decision maker is their CFO, according to Priya Raman", None, None, _DM),
    ("Priya Raman", "The decision maker is their CFO, cc Priya Raman", None, None, _DM),
    ("Priya Raman", "The decision maker will be their new CFO, Priya Raman", None, None, _DM),
    ("Priya Raman", "The decision maker is the CFO of their parent company, Priya Raman", None, None, _DM),
    ("韦晓东", "对接人是他们的财务总监，抄送韦晓东", None, None, "客户/对接人"),
    ("韦晓东", "对接人可能是他们的财务总监，韦晓东", None, None, "客户/对接人"),
    ("韦晓东", "对接人是他们的财务总监，韦晓东的助理", None, None, "客户/对接人"),
    ("Pablo Ruiz", "El responsable de la cuenta es su director financiero, según Pablo Ruiz", None, None, _RESP),
    ("Pablo Ruiz", "El responsable de la cuenta es el jefe de su director financiero, Pablo Ruiz", None, None, _RESP),
    ("面包房涨价了", "面包房好像换了菜单，涨价了", None, None, None),
    ("面包房涨价了", "面包房要是换了老板，就涨价了", None, None, None),
    ("面包房涨价了", "面包房换了老板，没涨价", None, None, None),
    ("面包房涨价了", "面包房换了老板，涨价了吗", None, None, None),
    ("小区停电了", "小区三号楼换了电表，停电了", None, None, None),
    ("学校放假了", "学校附近修了马路，放假了", None, None, None),
    ("主任哭了", "主任批评了那个新人，哭了", None, None, None),
    ("队长受伤了", "队长撞倒了那名队员，受伤了", None, None, None),
    ("La boda es en junio", "La boda, un plan de momento, es en junio", None, None, None),
    ("Mi hermano es abogado", "Mi hermano, una mentira, es abogado", None, None, None),
    ("Mi vecino se llama Rob", "Mi vecino, un chico apodado Rob, vive en Vigo", None, None, None),
    ("Mi vecino vive en Vigo", "Mi vecino, un chico llamado Rob, vive en Vigo los veranos", None, None, None),
    ("The kids like swimming", "The kids like tennis, chess and their dad swimming", None, None, None),
    ("I handle invoicing", "I handle payroll, hiring and my partner invoicing", None, None, None),
    ("I love running", "I love cycling, hiking and hate running", None, None, None),
    ("Tom teaches swimming", "Tom teaches tennis, Ana chess and Bob swimming", None, None, None),
    ("用户需要儿童座椅", "需要儿童座椅", "客服：您女儿呢？\n用户：需要儿童座椅", "用户", "租车/附加"),
    ("user needs a child seat", "Needs a child seat", "Agent: And your daughter?\nUser: Needs a child seat", "user",
     "rental/extras"),
    ("用户对海鲜过敏", "对海鲜过敏", "用户：我老公也来。\n用户：对海鲜过敏", "用户", "预订/过敏"),
    ("我赚了不少钱", "我老公开了一家店，赚了不少钱", None, None, None),
    ("我买了房", "我哥哥搬到了杭州，买了房", None, None, None),
    ("我辞职了", "我主管换了工作，辞职了", None, None, None),
    ("12-3456789", "Our company will have EIN 12-3456789", None, None, "employer/ein"),
    ("12-3456789", "The supplier has EIN 12-3456789", None, None, "employer/ein"),
    ("91310000MA1FL8XQ30", "供应商有USCC 91310000MA1FL8XQ30", None, None, "公司/uscc"),
    ("B12345678", "Tendremos NIF B12345678", None, None, "empresa/nif"),
]  # fmt: skip


_EARLIER_MARK = pytest.mark.xfail(
    strict=True, reason="red-team round 6: an older false accept (9c802af accepts it too)"
)
# (the lead closed all 35 `ROUND33` false accepts the same day by withdrawing the readings behind them — a Chinese noun
# subject's first conjunct left out and a listed verb's cut moved inside a dictionary verb, an acronym read as the name
# of a scheme, an appositive opening with `un`/`una` before anything but `llamado X` — and the twins those readings
# admitted are refused since: strict xfails, the price of the fix)
_REFUSED_MARK = pytest.mark.xfail(strict=True, reason="a faithful twin refused since the fixes of red-team round 6")
_REFUSED_TWINS = frozenset({1, 2, 3, 4, 6, 0})  # (0: since the eighth session's `objectless_after_object`)
# (older ones closed later the same day: a person's noun by its ending in `animate_object`, `收银员`, `员工`; a hedge in
# apposition, `an estimate`, in `_clause_asides`)
# (eighth session: a second comma conjunct with no object after a first with one, `objectless_after_object`)
_CLOSED_EARLIER = frozenset(
    {"zh-manager-cashier", "zh-leader-employee", "zh-boss-employee-hospital", "en-a-rough-guess", "en-an-estimate"}
    | {"zh-my-partner-resigned", "zh-my-boss-resigned", "zh-manager-cleaner", "zh-doctor-patient-discharged"}
)
CASES = [
    *(pytest.param(*case.values, False, id=case.id) for case in ROUND33),
    *(
        pytest.param(*case.values, False, id=case.id, marks=() if case.id in _CLOSED_EARLIER else _EARLIER_MARK)
        for case in EARLIER
    ),
    *(
        pytest.param(*case, True, id=f"twin-{k}", marks=_REFUSED_MARK if k in _REFUSED_TWINS else ())
        for k, case in enumerate(TWINS)
    ),
    *(pytest.param(*case, False, id=f"negative-{k}") for k, case in enumerate(NEGATIVES)),
]


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "key", "faithful"), CASES)
def test_red_team6(
    value: str, evidence: str, source: str | None, speaker: str | None, key: str | None, faithful: bool
) -> None:
    """A false accept of `ROUND33` or `EARLIER` is a strict xfail; a twin is accepted; a hard negative refused."""
    verdict = check_support(value, evidence, source or evidence, speaker=speaker, key=key)
    assert verdict.ok is faithful
