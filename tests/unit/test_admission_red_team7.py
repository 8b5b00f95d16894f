"""Red-team round 7 of issue 31 (DESIGN §4): hostile cases against round 34's four readings (e06721d) and the older
typed-value readings near them, written the way extractors (mem0, Zep, LangGraph memory tools) and adversaries write,
in English, Spanish and Chinese. Written by helper rt7, 2026-12-06; no source changed.

Every case was run on main (e07de1d) and on the tree before round 34 (497b1bf). A strict xfail in `ROUND34` is a
false accept on main that 497b1bf refused, so round 34 caused it; one in `EARLIER` is a false accept 497b1bf accepts
too. `TWINS` are faithful and accepted today, `NEGATIVES` hard negatives refused today; `REFUSED_SINCE_ROUND34` are
faithful cases 497b1bf accepted and main refuses (strict xfails: the price of round 34, not false accepts).

Counts: 702 false-accept probes tried (twins and faithful probes not counted), 322 accepted on main — 93 of them
refused by 497b1bf, 229 accepted by both. Pinned here: 28 false accepts in `ROUND34`, 107 in `EARLIER`, 22 twins, 40
hard negatives and 10 faithful cases refused since round 34. The lead closed all 28 `ROUND34` and 62 of the 107
`EARLIER` false accepts the same day (`_CLOSED_ROUND34`, `_CLOSED_EARLIER`); 45 stay strict xfails. The accepted
probes left out repeat a pinned shape in
another slot or language, or are ambiguous (a role before the name, `tenant_gareth/phone`, may be the speaker; a
speaker of one character; `gareth_evans/…` for Gareth may be him), or faithful on reflection.

What was found, by reading:
- `_keywords._names_member` (ROUND34, all 28): a key naming the speaker as the first words of its relation, or the
  last words of its subject, is read as the speaker's own whatever follows the name, unless it is `of`/`de`/`的` or a
  `TYPED_OTHER_PERSON` word. Relation words it lacks make the key someone else's: `gareth_clients_phone`,
  `gareth_replacement_phone`, `gareth_emergency_contact_phone`, `gareth_girlfriend_phone`, `gareth_lawyer_phone`,
  `marta_abuela_movil`, `marta_suegra_movil`, `小刘对象手机`, `小刘爱人手机`, `小刘紧急联系人手机`; and a name inside
  another name is read as the speaker (`东方文华` for 文华, the Mandarin Oriental; `李高明` for 高明; `建国饭店电话` for
  建国; `rose_garden_phone` for Rose). It reaches non-typed values too (`acme/gareth_client_city`,
  `school/gareth_pupil_allergy`). The subject-prefix half is older and has the same hole (`gareth_girlfriend/phone`,
  `marta_suegra/movil`, `小刘对象/手机`, `王芳芳/手机` for 王芳: `EARLIER`).
- `_key_claims.narrowed_beyond` (EARLIER: it only refuses): its list misses most narrowing words — whose
  (`girlfriend`, `spouse`, `lawyer`, `landlord`, `doctor`, `grandma`, `nanny`, `pareja`, `abuela`, `suegra`, `对象`,
  `爱人`, `媳妇`, `前妻`, `岳父`, `房东`), which (`emergency`, `billing`, `business`, `company`, `empresa`, `备用`,
  `企业`, `紧急联系人`) and when (`new`, `nuevo`, `新`, `老邮箱`), and glued or possessive forms (`workEmail`,
  `wifes_phone`, `wife's_email`). Its evidence side is any token anywhere: `Ask my boss. My email is x@y.com` gives
  `gareth/boss_email`, `My work number is … and my mobile is 07700 900 318` gives the mobile for `gareth/work_phone`.
- Void statuses (EARLIER): Spanish preterites and passives (`caducó`, `venció`, `se anuló`, `se canceló`,
  `Cancelamos`, `ha sido suspendida/denegada/retirada`, `ha perdido vigencia`, `- ANULADA`), a Chinese status after a
  comma or in brackets (`预订号HZ8K2P，已取消`, `（已取消）` — the listed word itself), and other Chinese ones (`已退`,
  `已关闭`, `被驳回`, `已撤回`, `到期了`, `改期了`, `停飞`, `黄了`); English `null and void`, `(cxl)`, `is off`,
  `bounce`, `- number not in service`. A postponed date is kept (`La cita del 15 de marzo se aplazó`).
- `_zh_conjuncts.objectless_after_object` (EARLIER: it only refuses): it reads a bare verb of two characters or a
  degree word, so the second conjunct that is the first's object's is still read as the speaker's when it has a
  place, a copula, `有`, `带`, `叫`, a verb with its own object or an adjective without a degree word
  (`我订了酒店，离机场近`, `…，在市中心`, `…，有游泳池`, `我认识了那个女孩，是上海人`, `…，住在杭州`); a topic with no
  aspect mark (`我订的酒店，离机场很近`) and a noun subject (`老板订了酒店，离机场近`) too. Its price: six faithful
  `我吃了药，睡了`-shaped cases 497b1bf accepted are refused.
- Older typed readings (EARLIER): a value that is its whole evidence skips the question it answers, so
  `Agent: What's your wife's email? / Gareth: x@y.com` gives `gareth/email` (en/es/zh alike).
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

_E = "x@y.com"
_P = "07700 900 318"
_M = "612 34 56 78"
_Z = "138 0013 4471"
_MY_E = "My email is x@y.com"
_MY_P = "My phone is 07700 900 318"
_MI_M = "Mi móvil es el 612 34 56 78"
_WO_Z = "我的手机是138 0013 4471"
_WO_E = "我的邮箱是x@y.com"
_SUN = "sunbright_solar/"
_CLI = "clinica_sol/"
_CODE = "AR-55K19"
_RES = "alquiler/codigo_reserva"
_HZ = "HZ8K2P"
_ZRES = "租车/预订号"
_FLIGHT = "航班/出发日期"

# (value, evidence, source or None, speaker, key): false accepts on main that 497b1bf refused
ROUND34 = [
    # (_names_member: the speaker's name opens the relation; words after it that are not in its lists)
    pytest.param(_P, _MY_P, None, "Gareth", _SUN + "gareth_clients_phone", id="rel-gareth-clients-phone"),
    pytest.param(_E, _MY_E, None, "Gareth", _SUN + "gareth_clients_email", id="rel-gareth-clients-email"),
    pytest.param(_P, _MY_P, None, "Gareth", _SUN + "gareth_replacement_phone", id="rel-gareth-replacement-phone"),
    pytest.param(_P, _MY_P, None, "Gareth", _SUN + "gareth_emergency_contact_phone", id="rel-gareth-emergency-contact"),
    pytest.param(_P, _MY_P, None, "Gareth", _SUN + "gareth_girlfriend_phone", id="rel-gareth-girlfriend-phone"),
    pytest.param(_P, _MY_P, None, "Gareth", _SUN + "gareth_lawyer_phone", id="rel-gareth-lawyer-phone"),
    pytest.param(_P, _MY_P, None, "Gareth", _SUN + "gareth_landlord_phone", id="rel-gareth-landlord-phone"),
    pytest.param(_P, _MY_P, None, "Gareth", _SUN + "gareth_referee_phone", id="rel-gareth-referee-phone"),
    pytest.param(_P, _MY_P, None, "Gareth", _SUN + "gareth_wifes_phone", id="rel-gareth-wifes-phone"),
    pytest.param("12 High St", "I live at 12 High St", None, "Gareth", _SUN + "gareth_customer_address",
                 id="rel-gareth-customer-address"),
    pytest.param("Leeds", "I live in Leeds", None, "Gareth", "acme/gareth_client_city", id="rel-gareth-client-city"),
    pytest.param("peanuts", "I'm allergic to peanuts", None, "Gareth", "school/gareth_pupil_allergy",
                 id="rel-gareth-pupil-allergy"),
    pytest.param(_P, _MY_P, None, "Rose", "acme/rose_garden_phone", id="rel-rose-garden-phone"),
    pytest.param(_M, _MI_M, None, "Marta", _CLI + "marta_abuela_movil", id="rel-marta-abuela-movil"),
    pytest.param(_M, _MI_M, None, "Marta", _CLI + "marta_suegra_movil", id="rel-marta-suegra-movil"),
    pytest.param(_M, _MI_M, None, "Marta", _CLI + "marta_abogado_movil", id="rel-marta-abogado-movil"),
    pytest.param(_M, _MI_M, None, "Marta", _CLI + "marta_sustituta_movil", id="rel-marta-sustituta-movil"),
    pytest.param(_M, _MI_M, None, "Marta", _CLI + "marta_contacto_emergencia_movil", id="rel-marta-emergencia"),
    pytest.param(_M, _MI_M, None, "Marta", _CLI + "marta_pareja_movil", id="rel-marta-pareja-movil"),
    pytest.param(_Z, _WO_Z, None, "小刘", "公司/小刘对象手机", id="rel-xiaoliu-duixiang"),
    pytest.param(_Z, _WO_Z, None, "小刘", "公司/小刘爱人手机", id="rel-xiaoliu-airen"),
    pytest.param(_Z, _WO_Z, None, "小刘", "公司/小刘媳妇手机", id="rel-xiaoliu-xifu"),
    pytest.param(_Z, _WO_Z, None, "小刘", "公司/小刘房东手机", id="rel-xiaoliu-fangdong"),
    pytest.param(_Z, _WO_Z, None, "小刘", "公司/小刘紧急联系人手机", id="rel-xiaoliu-emergency-contact"),
    pytest.param(_Z, _WO_Z, None, "小刘", "公司/小刘海外电话", id="rel-xiaoliu-overseas"),
    pytest.param(_Z, _WO_Z, None, "建国", "公司/建国饭店电话", id="rel-jianguo-hotel"),
    # (_names_member: the speaker's name as the last words of the subject, inside another name)
    pytest.param(_Z, _WO_Z, None, "文华", "东方文华/电话", id="subj-mandarin-oriental"),
    pytest.param(_Z, _WO_Z, None, "高明", "李高明/手机", id="subj-li-gaoming"),
]  # fmt: skip

# False accepts 497b1bf accepts too.
EARLIER = [
    # (_key_claims.narrowed_beyond: a narrowing word its lists miss)
    pytest.param(_P, _MY_P, None, "Gareth", "gareth/emergency_phone", id="narrow-emergency-phone"),
    pytest.param("12 High St", "I live at 12 High St", None, "Gareth", "gareth/billing_address",
                 id="narrow-billing-address"),
    pytest.param("12 High St", "I live at 12 High St", None, "Gareth", "gareth/shipping_address",
                 id="narrow-shipping-address"),
    pytest.param(_P, _MY_P, None, "Gareth", "gareth/second_phone", id="narrow-second-phone"),
    pytest.param(_E, _MY_E, None, "Gareth", "gareth/backup_email", id="narrow-backup-email"),
    pytest.param(_E, _MY_E, None, "Gareth", "gareth/new_email", id="narrow-new-email"),
    pytest.param(_E, _MY_E, None, "Gareth", "gareth/business_email", id="narrow-business-email"),
    pytest.param(_E, _MY_E, None, "Gareth", "gareth/company_email", id="narrow-company-email"),
    pytest.param(_E, _MY_E, None, "Gareth", "gareth/university_email", id="narrow-university-email"),
    pytest.param(_E, _MY_E, None, "Gareth", "gareth/girlfriend_email", id="narrow-girlfriend-email"),
    pytest.param(_E, _MY_E, None, "Gareth", "gareth/spouse_email", id="narrow-spouse-email"),
    pytest.param(_E, _MY_E, None, "Gareth", "gareth/lawyer_email", id="narrow-lawyer-email"),
    pytest.param(_E, _MY_E, None, "Gareth", "gareth/landlord_email", id="narrow-landlord-email"),
    pytest.param(_P, _MY_P, None, "Gareth", "gareth/doctor_phone", id="narrow-doctor-phone"),
    pytest.param(_P, _MY_P, None, "Gareth", "gareth/grandma_phone", id="narrow-grandma-phone"),
    pytest.param(_P, _MY_P, None, "Gareth", "gareth/nanny_phone", id="narrow-nanny-phone"),
    pytest.param(_P, _MY_P, None, "Gareth", "gareth/wifes_phone", id="narrow-wifes-phone"),
    pytest.param(_E, _MY_E, None, "Gareth", "gareth/wife's_email", id="narrow-wife-apostrophe-email"),
    pytest.param(_E, _MY_E, None, "Gareth", "gareth/workEmail", id="narrow-camel-workemail"),
    pytest.param(_E, "Mi correo es x@y.com", None, "Marta", "marta/correo_pareja", id="narrow-es-correo-pareja"),
    pytest.param(_E, "Mi correo es x@y.com", None, "Marta", "marta/correo_abuela", id="narrow-es-correo-abuela"),
    pytest.param(_E, "Mi correo es x@y.com", None, "Marta", "marta/correo_empresa", id="narrow-es-correo-empresa"),
    pytest.param(_M, _MI_M, None, "Marta", "marta/telefono_emergencia", id="narrow-es-telefono-emergencia"),
    pytest.param(_M, _MI_M, None, "Marta", "marta/movil_suegra", id="narrow-es-movil-suegra"),
    pytest.param(_M, _MI_M, None, "Marta", "marta/segundo_movil", id="narrow-es-segundo-movil"),
    pytest.param(_M, _MI_M, None, "Marta", "marta/movil_nuevo", id="narrow-es-movil-nuevo"),
    pytest.param(_M, _MI_M, None, "Marta", "marta/telefono_fijo", id="narrow-es-fijo-from-movil"),
    pytest.param("Calle Mayor 5", "Vivo en Calle Mayor 5", None, "Marta", "marta/direccion_facturacion",
                 id="narrow-es-direccion-facturacion"),
    pytest.param(_Z, _WO_Z, None, "小刘", "小刘/备用手机", id="narrow-zh-backup"),
    pytest.param(_Z, _WO_Z, None, "小刘", "小刘/紧急联系人电话", id="narrow-zh-emergency-contact"),
    pytest.param(_Z, _WO_Z, None, "小刘", "小刘/对象手机", id="narrow-zh-duixiang"),
    pytest.param(_Z, _WO_Z, None, "小刘", "小刘/爱人手机", id="narrow-zh-airen"),
    pytest.param(_Z, _WO_Z, None, "小刘", "小刘/媳妇手机", id="narrow-zh-xifu"),
    pytest.param(_Z, _WO_Z, None, "小刘", "小刘/前妻电话", id="narrow-zh-ex-wife"),
    pytest.param(_Z, _WO_Z, None, "小刘", "小刘/岳父电话", id="narrow-zh-father-in-law"),
    pytest.param(_Z, _WO_Z, None, "小刘", "小刘/房东电话", id="narrow-zh-landlord"),
    pytest.param(_Z, _WO_Z, None, "小刘", "小刘/新手机号", id="narrow-zh-new"),
    pytest.param(_E, _WO_E, None, "小刘", "小刘/老邮箱", id="narrow-zh-lao-old"),
    pytest.param(_E, _WO_E, None, "小刘", "小刘/企业邮箱", id="narrow-zh-enterprise"),
    # (_key_claims.narrowed_beyond: the narrowing word held elsewhere in the evidence)
    pytest.param(_E, "My boss has a@b.com. My email is x@y.com", None, "Gareth", "gareth/boss_email",
                 id="held-boss-other-sentence"),
    pytest.param(_E, "Ask my boss. My email is x@y.com", None, "Gareth", "gareth/boss_email", id="held-ask-my-boss"),
    pytest.param(_E, "My email is x@y.com, cc my boss", None, "Gareth", "gareth/boss_email", id="held-cc-my-boss"),
    pytest.param(_E, "My email is x@y.com and I work from home", None, "Gareth", "gareth/work_email",
                 id="held-work-from-home"),
    pytest.param(_E, "My old email is dead. My new email is x@y.com", None, "Gareth", "gareth/old_email",
                 id="held-old-is-dead"),
    pytest.param(_P, "My work number is 01234 567890 and my mobile is 07700 900 318", None, "Gareth",
                 "gareth/work_phone", id="held-work-number-other"),
    pytest.param(_P, "My mobile is 07700 900 318, not my work number", None, "Gareth", "gareth/work_phone",
                 id="held-not-my-work-number"),
    pytest.param(_P, "My wife's number? Ask her. Mine is 07700 900 318", None, "Gareth", "gareth/wife_phone",
                 id="held-wife-ask-her"),
    pytest.param(_E, "Mi jefe no tiene correo. Mi correo es x@y.com", None, "Marta", "marta/correo_jefe",
                 id="held-es-jefe-sin-correo"),
    # (the subject-prefix half of the member reading: a relation word after the name it lacks)
    pytest.param(_P, _MY_P, None, "Gareth", "gareth_girlfriend/phone", id="prefix-gareth-girlfriend"),
    pytest.param(_P, _MY_P, None, "Gareth", "gareth_lawyer/phone", id="prefix-gareth-lawyer"),
    pytest.param(_P, _MY_P, None, "Gareth", "gareth_emergency_contact/phone", id="prefix-gareth-emergency-contact"),
    pytest.param(_P, _MY_P, None, "Gareth", "gareth_replacement/phone", id="prefix-gareth-replacement"),
    pytest.param(_P, _MY_P, None, "Gareth", "gareth_clients/phone", id="prefix-gareth-clients"),
    pytest.param(_M, _MI_M, None, "Marta", "marta_suegra/movil", id="prefix-marta-suegra"),
    pytest.param(_M, _MI_M, None, "Marta", "marta_abuela/movil", id="prefix-marta-abuela"),
    pytest.param(_M, _MI_M, None, "Ana López", "ana_lopez_nieto/movil", id="prefix-ana-lopez-nieto"),
    pytest.param(_M, _MI_M, None, "Ana López", "ana_lopez_abogada/movil", id="prefix-ana-lopez-abogada"),
    pytest.param(_Z, _WO_Z, None, "小刘", "小刘对象/手机", id="prefix-xiaoliu-duixiang"),
    pytest.param(_Z, _WO_Z, None, "小刘", "小刘紧急联系人/手机", id="prefix-xiaoliu-emergency-contact"),
    pytest.param(_Z, _WO_Z, None, "王芳", "王芳芳/手机", id="prefix-wangfang-wangfangfang"),
    # (void statuses the lists and the clause reading miss)
    pytest.param(_E, "Emails to x@y.com bounce", None, None, "gareth/email", id="void-en-bounce"),
    pytest.param(_P, "07700 900 318 - number not in service", None, None, "gareth/phone", id="void-en-not-in-service"),
    pytest.param(_CODE, "Booking AR-55K19 is null and void", None, None, "rental/booking_code", id="void-en-null"),
    pytest.param(_CODE, "Booking AR-55K19 (cxl)", None, None, "rental/booking_code", id="void-en-cxl"),
    pytest.param(_CODE, "Booking AR-55K19 cancellation confirmed", None, None, "rental/booking_code",
                 id="void-en-cancellation-confirmed"),
    pytest.param("March 3", "The March 3 appointment is off", None, None, "dentist/appointment_date",
                 id="void-en-is-off"),
    pytest.param(_CODE, "Su reserva AR-55K19 caducó", None, None, _RES, id="void-es-caduco"),
    pytest.param(_CODE, "Su reserva AR-55K19 venció", None, None, _RES, id="void-es-vencio"),
    pytest.param(_CODE, "Su reserva AR-55K19 se anuló", None, None, _RES, id="void-es-se-anulo"),
    pytest.param(_CODE, "Su reserva AR-55K19 se canceló", None, None, _RES, id="void-es-se-cancelo"),
    pytest.param(_CODE, "Cancelamos su reserva AR-55K19", None, None, _RES, id="void-es-cancelamos"),
    pytest.param(_CODE, "Su reserva AR-55K19 ha sido suspendida", None, None, _RES, id="void-es-suspendida"),
    pytest.param(_CODE, "Su reserva AR-55K19 ha sido denegada", None, None, _RES, id="void-es-denegada"),
    pytest.param(_CODE, "Su reserva AR-55K19 ha sido retirada", None, None, _RES, id="void-es-retirada"),
    pytest.param(_CODE, "Su reserva AR-55K19 ha perdido vigencia", None, None, _RES, id="void-es-perdido-vigencia"),
    pytest.param(_CODE, "Reserva AR-55K19 - ANULADA", None, None, _RES, id="void-es-dash-anulada"),
    pytest.param("15 de marzo", "La cita del 15 de marzo se aplazó", None, None, "dentista/fecha_cita",
                 id="void-es-cita-aplazo"),
    pytest.param("15 de marzo", "La cita del 15 de marzo se suspendió", None, None, "dentista/fecha_cita",
                 id="void-es-cita-suspendio"),
    pytest.param(_HZ, "预订号HZ8K2P（已取消）", None, None, _ZRES, id="void-zh-bracket-cancelled"),
    pytest.param(_HZ, "预订号HZ8K2P，已取消", None, None, _ZRES, id="void-zh-comma-cancelled"),
    pytest.param(_HZ, "预订号HZ8K2P已退", None, None, _ZRES, id="void-zh-yitui"),
    pytest.param(_HZ, "预订号HZ8K2P已关闭", None, None, _ZRES, id="void-zh-closed"),
    pytest.param(_HZ, "预订号HZ8K2P被驳回", None, None, _ZRES, id="void-zh-bohui"),
    pytest.param(_HZ, "预订号HZ8K2P已撤回", None, None, _ZRES, id="void-zh-chehui"),
    pytest.param(_HZ, "预订号HZ8K2P到期了", None, None, _ZRES, id="void-zh-daoqi"),
    pytest.param(_HZ, "预订号HZ8K2P改期了", None, None, _ZRES, id="void-zh-gaiqi"),
    pytest.param("7月18日", "7月18日的航班改签了", None, None, _FLIGHT, id="void-zh-flight-rebooked"),
    pytest.param("7月18日", "7月18日的航班停飞", None, None, _FLIGHT, id="void-zh-flight-grounded"),
    pytest.param("7月18日", "7月18日的航班黄了", None, None, _FLIGHT, id="void-zh-flight-fell-through"),
    pytest.param("7月18日", "7月18日的船停航了", None, None, "渡轮/出发日期", id="void-zh-ferry-suspended"),
    # (objectless_after_object: a second conjunct, the first's object's, that it does not read as objectless)
    pytest.param("我离机场近", "我订了酒店，离机场近", None, None, None, id="zh-hotel-near-no-degree"),
    pytest.param("我有点贵", "我订了酒店，有点贵", None, None, None, id="zh-hotel-a-bit-dear"),
    pytest.param("我在市中心", "我订了酒店，在市中心", None, None, None, id="zh-hotel-downtown"),
    pytest.param("我有游泳池", "我订了酒店，有游泳池", None, None, None, id="zh-hotel-has-pool"),
    pytest.param("我叫如家", "我订了酒店，叫如家", None, None, None, id="zh-hotel-called"),
    pytest.param("我是五星级", "我订了酒店，是五星级", None, None, None, id="zh-hotel-five-star"),
    pytest.param("我是上海人", "我认识了那个女孩，是上海人", None, None, None, id="zh-girl-from-shanghai"),
    pytest.param("我住在杭州", "我认识了那个女孩，住在杭州", None, None, None, id="zh-girl-lives-hangzhou"),
    pytest.param("我在银行上班", "我认识了那个女孩，在银行上班", None, None, None, id="zh-girl-works-bank"),
    pytest.param("我辞了职", "我批评了实习生，辞了职", None, None, None, id="zh-intern-resigned"),
    pytest.param("我离机场很近", "我订的酒店，离机场很近", None, None, None, id="zh-topic-hotel-near"),
    pytest.param("老板离机场近", "老板订了酒店，离机场近", None, None, None, id="zh-boss-hotel-near"),
    # (a typed value that is its whole evidence: the question it answers is not read)
    pytest.param(_E, _E, "Agent: What's your wife's email?\nGareth: x@y.com", "Gareth", "gareth/email",
                 id="answer-en-wifes-email"),
    pytest.param(_E, _E, "Agent: And your boss?\nGareth: x@y.com", "Gareth", "gareth/email",
                 id="answer-en-and-your-boss"),
    pytest.param(_E, "It's x@y.com", "Agent: What's your wife's email?\nGareth: It's x@y.com", "Gareth",
                 "gareth/email", id="answer-en-its"),
    pytest.param(_E, _E, "Agente: ¿Y el de tu madre?\nMarta: x@y.com", "Marta", "marta/correo",
                 id="answer-es-tu-madre"),
    pytest.param(_E, _E, "客服：您爱人的邮箱？\n小刘：x@y.com", "小刘", "小刘/邮箱", id="answer-zh-airen"),
]  # fmt: skip

# Faithful twins, accepted today: (value, evidence, source or None, speaker, key)
TWINS = [
    (_E, _MY_E, None, "Gareth", "gareth/email"),
    (_E, "My boss's email is x@y.com", None, "Gareth", "gareth/boss_email"),
    (_E, "My girlfriend's email is x@y.com", None, "Gareth", "gareth/girlfriend_email"),
    (_P, "My emergency number is 07700 900 318", None, "Gareth", "gareth/emergency_phone"),
    ("12 High St", "My billing address is 12 High St", None, "Gareth", "gareth/billing_address"),
    (_P, _MY_P, None, "Gareth", _SUN + "gareth_phone"),
    (_E, _MY_E, None, "Gareth", _SUN + "gareth_email"),
    ("Leeds", "I live in Leeds", None, "Gareth", "acme/gareth_city"),
    ("peanuts", "I'm allergic to peanuts", None, "Gareth", "school/gareth_allergy"),
    (_P, _MY_P, None, "Rose", "acme/rose_phone"),
    (_M, _MI_M, None, "Marta", _CLI + "marta_movil"),
    (_M, "El móvil de mi suegra es el 612 34 56 78", None, "Marta", "marta/movil_suegra"),
    (_Z, _WO_Z, None, "小刘", "公司/小刘手机"),
    (_Z, "我爱人的手机是138 0013 4471", None, "小刘", "小刘/爱人手机"),
    (_Z, _WO_Z, None, "建国", "公司/建国电话"),
    (_Z, _WO_Z, None, "文华", "文华/电话"),
    (_E, "Emails go to x@y.com", None, None, "gareth/email"),
    (_P, "07700 900 318 - mobile", None, None, "gareth/phone"),
    ("15 de marzo", "La cita es el 15 de marzo", None, None, "dentista/fecha_cita"),
    ("7月18日", "7月18日的航班已确认", None, None, _FLIGHT),
    ("我在市中心上班", "我换了工作，在市中心上班", None, None, None),
    (_E, _E, "Agent: What's your email?\nGareth: x@y.com", "Gareth", "gareth/email"),
]

# Hard negatives, refused today: (value, evidence, source or None, speaker, key)
NEGATIVES = [
    # (narrowing: listed words, the word held for another value)
    (_P, "My number is 07700 900 318", None, "Gareth", "gareth/office_phone"),
    (_P, "My number is 07700 900 318", None, "Gareth", "gareth/daughter_phone"),
    (_E, "My boss's email is a@b.com; mine is x@y.com", None, "Gareth", "gareth/boss_email"),
    (_E, "My old email was a@b.com; my email now is x@y.com", None, "Gareth", "gareth/old_email"),
    (_M, _MI_M, None, "Marta", "marta/movil_trabajo"),
    (_E, "Mi correo del trabajo es a@b.com y el personal es x@y.com", None, "Marta", "marta/correo_trabajo"),
    (_E, "我的公司邮箱是a@b.com，私人邮箱是x@y.com", None, "小刘", "小刘/公司邮箱"),
    (_E, "以前的邮箱不用了，我的邮箱是x@y.com", None, "小刘", "小刘/旧邮箱"),
    (_Z, _WO_Z, None, "小刘", "小刘/男朋友手机"),
    # (member: a person word beside the name)
    (_P, _MY_P, None, "Gareth", _SUN + "gareth_mother_phone"),
    (_P, _MY_P, None, "Gareth", _SUN + "gareth_assistant_phone"),
    (_M, _MI_M, None, "Marta", _CLI + "marta_madre_movil"),
    (_M, _MI_M, None, "Ana López", "ana_lopez_hijo/movil"),
    (_Z, _WO_Z, None, "小刘", "公司/小刘老婆手机"),
    (_Z, _WO_Z, None, "小刘", "公司/小刘客户手机"),
    (_Z, _WO_Z, None, "小刘", "客户小刘/手机"),
    # (void statuses refused)
    (_E, "My email x@y.com is no longer active", None, None, "gareth/email"),
    (_P, "My number 07700 900 318 is disconnected", None, None, "gareth/phone"),
    (_CODE, "Booking AR-55K19 has lapsed", None, None, "rental/booking_code"),
    (_CODE, "Booking AR-55K19 (cancelled)", None, None, "rental/booking_code"),
    ("March 3", "The March 3 appointment was postponed", None, None, "dentist/appointment_date"),
    (_E, "Mi correo x@y.com ya no vale", None, None, "marta/correo"),
    (_CODE, "Su reserva AR-55K19 (anulada)", None, None, _RES),
    (_CODE, "Su reserva AR-55K19 quedó sin efecto", None, None, _RES),
    (_E, "我的邮箱x@y.com不能用了", None, None, "小刘/邮箱"),
    (_E, "我的邮箱x@y.com已停用", None, None, "小刘/邮箱"),
    (_E, "我的邮箱x@y.com被注销了", None, None, "小刘/邮箱"),
    (_HZ, "预订号HZ8K2P已退订", None, None, _ZRES),
    ("7月18日", "7月18日的航班被取消了", None, None, _FLIGHT),
    # (Chinese conjuncts refused)
    ("我不错", "我买了那辆车，不错", None, None, None),
    ("我跑了", "我抓了小偷，跑了", None, None, None),
    ("我挺贵", "我订了那家酒店，挺贵", None, None, None),
    ("老板离机场很近", "老板订了酒店，离机场很近", None, None, None),
    ("我偷了我的钱包", "我雇了那个保姆，偷了我的钱包", None, None, None),
    # (another owner of a typed value)
    (_E, _MY_E, "Gareth: What's your email?\nAgent: My email is x@y.com", "Gareth", "gareth/email"),
    (_E, "Her email is x@y.com", None, "Gareth", "gareth/email"),
    (_E, "Send it to my wife: x@y.com", None, "Gareth", "gareth/email"),
    (_E, "El correo de Ana es x@y.com", None, "Marta", "marta/correo"),
    (_E, "小王的邮箱是x@y.com", None, "小刘", "小刘/邮箱"),
    (_E, _WO_E, None, "小刘", "小王/邮箱"),
]

# Faithful, accepted by 497b1bf, refused since round 34 (its price): (value, evidence, source or None, speaker, key)
REFUSED_SINCE_ROUND34 = [
    pytest.param("我睡了", "我吃了药，睡了", None, None, None, id="zh-medicine-slept"),
    pytest.param("我睡觉了", "我洗了澡，睡觉了", None, None, None, id="zh-shower-slept"),
    pytest.param("我搬走了", "我卖了房子，搬走了", None, None, None, id="zh-sold-house-moved"),
    pytest.param("我回家了", "我买了菜，回家了", None, None, None, id="zh-groceries-home"),
    pytest.param("我走了", "我付了钱，走了", None, None, None, id="zh-paid-left"),
    pytest.param("我退休了", "我干了三十年，退休了", None, None, None, id="zh-thirty-years-retired"),
    pytest.param(_E, "我妈的邮箱是x@y.com", None, "小刘", "小刘/妈妈邮箱", id="zh-ma-for-mama"),
    pytest.param(_Z, "我媳妇的手机是138 0013 4471", None, "小刘", "小刘/老婆手机", id="zh-xifu-for-laopo"),
    pytest.param(_Z, "我爱人的手机是138 0013 4471", None, "小刘", "小刘/老婆手机", id="zh-airen-for-laopo"),
    pytest.param(_E, "我以前的邮箱是x@y.com", None, "小刘", "小刘/旧邮箱", id="zh-yiqian-for-jiu"),
]

# (the lead, the same day: `_names_member` read on the key's raw segments — one attribute after the name
# in the relation, no person beside it, no glued name — closes all 28)
_CLOSED_ROUND34 = frozenset(
    {
        "rel-gareth-client-city",
        "rel-gareth-clients-email",
        "rel-gareth-clients-phone",
        "rel-gareth-customer-address",
        "rel-gareth-emergency-contact",
        "rel-gareth-girlfriend-phone",
        "rel-gareth-landlord-phone",
        "rel-gareth-lawyer-phone",
        "rel-gareth-pupil-allergy",
        "rel-gareth-referee-phone",
        "rel-gareth-replacement-phone",
        "rel-gareth-wifes-phone",
        "rel-jianguo-hotel",
        "rel-marta-abogado-movil",
        "rel-marta-abuela-movil",
        "rel-marta-emergencia",
        "rel-marta-pareja-movil",
        "rel-marta-suegra-movil",
        "rel-marta-sustituta-movil",
        "rel-rose-garden-phone",
        "rel-xiaoliu-airen",
        "rel-xiaoliu-duixiang",
        "rel-xiaoliu-emergency-contact",
        "rel-xiaoliu-fangdong",
        "rel-xiaoliu-overseas",
        "rel-xiaoliu-xifu",
        "subj-li-gaoming",
        "subj-mandarin-oriental",
    }
)
# (the lead, the same day: `narrowed_beyond` with more narrowing words and people (`KEY_NARROWING`, `KEY_PERSONS`)
# read in the value's sentences; the subject-prefix reading restricted as above; more void statuses, Spanish
# preterites and passives, a Chinese status after a comma or in brackets: 62 of the 107 closed)
_CLOSED_EARLIER = frozenset(
    {
        "void-en-not-in-service",  # (round 38, twelfth session)
        "answer-en-wifes-email",
        "answer-en-and-your-boss",
        "answer-en-its",
        "answer-es-tu-madre",
        "answer-zh-airen",
        "zh-hotel-near-no-degree",
        "zh-hotel-a-bit-dear",
        "zh-hotel-downtown",
        "zh-hotel-has-pool",
        "zh-hotel-called",
        "zh-hotel-five-star",
        "zh-girl-from-shanghai",
        "zh-girl-lives-hangzhou",
        "zh-girl-works-bank",
        "zh-intern-resigned",
        "zh-topic-hotel-near",
        "zh-boss-hotel-near",
        "narrow-billing-address",
        "narrow-shipping-address",
        "narrow-business-email",
        "narrow-company-email",
        "narrow-university-email",
        "narrow-wifes-phone",
        "narrow-wife-apostrophe-email",
        "narrow-es-correo-empresa",
        "narrow-es-fijo-from-movil",
        "narrow-es-direccion-facturacion",
        "held-boss-other-sentence",
        "void-en-bounce",
        "void-en-null",
        "void-en-cancellation-confirmed",
        "void-es-cita-aplazo",
        "void-es-cita-suspendio",
        "void-zh-yitui",
        "void-zh-flight-rebooked",
        "void-zh-ferry-suspended",
        "held-ask-my-boss",
        "held-es-jefe-sin-correo",
        "held-old-is-dead",
        "held-wife-ask-her",
        "narrow-backup-email",
        "narrow-doctor-phone",
        "narrow-emergency-phone",
        "narrow-es-correo-abuela",
        "narrow-es-correo-pareja",
        "narrow-es-movil-nuevo",
        "narrow-es-movil-suegra",
        "narrow-es-segundo-movil",
        "narrow-es-telefono-emergencia",
        "narrow-girlfriend-email",
        "narrow-grandma-phone",
        "narrow-landlord-email",
        "narrow-lawyer-email",
        "narrow-nanny-phone",
        "narrow-new-email",
        "narrow-second-phone",
        "narrow-spouse-email",
        "narrow-zh-airen",
        "narrow-zh-backup",
        "narrow-zh-duixiang",
        "narrow-zh-emergency-contact",
        "narrow-zh-enterprise",
        "narrow-zh-ex-wife",
        "narrow-zh-father-in-law",
        "narrow-zh-landlord",
        "narrow-zh-lao-old",
        "narrow-zh-new",
        "narrow-zh-xifu",
        "prefix-ana-lopez-abogada",
        "prefix-gareth-clients",
        "prefix-gareth-emergency-contact",
        "prefix-gareth-girlfriend",
        "prefix-gareth-lawyer",
        "prefix-gareth-replacement",
        "prefix-marta-abuela",
        "prefix-marta-suegra",
        "prefix-wangfang-wangfangfang",
        "prefix-xiaoliu-duixiang",
        "prefix-xiaoliu-emergency-contact",
        "void-en-cxl",
        "void-es-caduco",
        "void-es-cancelamos",
        "void-es-dash-anulada",
        "void-es-denegada",
        "void-es-perdido-vigencia",
        "void-es-retirada",
        "void-es-se-anulo",
        "void-es-se-cancelo",
        "void-es-suspendida",
        "void-es-vencio",
        "void-zh-bohui",
        "void-zh-bracket-cancelled",
        "void-zh-chehui",
        "void-zh-closed",
        "void-zh-comma-cancelled",
        "void-zh-daoqi",
        "void-zh-flight-grounded",
        "void-zh-gaiqi",
    }
)

_ROUND34_MARK = pytest.mark.xfail(strict=True, reason="red-team round 7: a false accept caused by round 34")
_EARLIER_MARK = pytest.mark.xfail(strict=True, reason="red-team round 7: an older false accept (497b1bf accepts it)")
_REFUSED_MARK = pytest.mark.xfail(strict=True, reason="faithful, refused since round 34 (497b1bf accepts it)")
CASES = [
    *(
        pytest.param(
            *case.values, False, id=f"round34-{case.id}", marks=() if case.id in _CLOSED_ROUND34 else _ROUND34_MARK
        )
        for case in ROUND34
    ),
    *(
        pytest.param(
            *case.values, False, id=f"earlier-{case.id}", marks=() if case.id in _CLOSED_EARLIER else _EARLIER_MARK
        )
        for case in EARLIER
    ),
    *(pytest.param(*case, True, id=f"twin-{k}") for k, case in enumerate(TWINS)),
    *(pytest.param(*case, False, id=f"negative-{k}") for k, case in enumerate(NEGATIVES)),
    *(pytest.param(*case.values, True, id=f"refused-{case.id}", marks=_REFUSED_MARK) for case in REFUSED_SINCE_ROUND34),
]


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "key", "faithful"), CASES)
def test_red_team7(
    value: str, evidence: str, source: str | None, speaker: str | None, key: str | None, faithful: bool
) -> None:
    """A false accept of `ROUND34` or `EARLIER` is a strict xfail; a twin is accepted; a hard negative refused."""
    verdict = check_support(value, evidence, source or evidence, speaker=speaker, key=key)
    assert verdict.ok is faithful
