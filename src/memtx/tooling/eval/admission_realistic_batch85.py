"""The realistic set's eighty-fifth batch: a blind measurement of the merged admission rules (issue 31, brief B85).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b85, without reading the admission rule's code (nothing under `memtx.core`),
docs/admission.md, docs/eval-admission.md, any test or any other batch's records. What was read, all of it: the brief
B85; the list of DESIGN.md's headings (`grep -n '^#'`) and DESIGN §4 in full with its two amendments (safe deletions;
key-aware values, whole identifiers, quarantine lane), no other section; the text of issue 31 (`issues show 31`); the
record type `Realistic` and `_r` in `admission_realistic_record.py`; and the first 60 lines of batch 41 (its
docstring and first two records, for the format and the family names). The only listing made was of the briefs
folder (file names only; no other brief was opened) and a check that this file did not yet exist. No scorer,
`check_support`, `memtx eval`, pytest or git was run; the only script run imports this module alone to check that
every evidence is a verbatim span of its source, the counts below, and that no two records share (evidence, value,
speaker, key).

Every source is invented here, in twelve domains, each with a Spanish and a Chinese counterpart: dog boarding kennels
(residencia canina, 宠物寄养), ski hire shops (alquiler de esquís, 雪具租赁), funeral florists (floristería funeraria,
殡葬花艺), solar-panel installers (placas solares, 光伏安装), library reservations (reservas de biblioteca, 图书馆预约),
tutoring agencies (academia de repaso, 家教中心), hostels (albergue, 青年旅舍), marathon registrations (inscripción de
maratón, 马拉松报名), farm veg-box deliveries (cesta de la huerta, 农场蔬菜箱), locksmiths (cerrajería, 开锁), sailing
schools (escuela de vela, 帆船学校) and mobile dog groomers (peluquería canina a domicilio, 上门宠物美容). The registers
are all conversations with a named or role-labelled speaker: WhatsApp / WeChat group exports with timestamps and
several participants, Slack, Teams, DingTalk and WeCom channel exports, mem0-style `User:`/`Assistant:` chats, support
call summaries and transcripts with role labels, e-mail threads with a quoted earlier message, and meeting minutes
with named speakers. Each value binds to one participant, the record's `speaker` (a name, or `user` for the mem0
chats).

Faithful values are written the way memory extractors write them: the speaker's first-person clause restated with
the first name (`Gareth will be collecting Biscuit on the Monday`, as Zep and Graphiti do) or with mem0's `User`,
`Usuario` or `用户`; the speaker dropped as subject (`Trains with Kirkstall Harriers`); one item of a list with its
head and the rest of the clause, numbers kept; one conjunct of a shared subject; an aside in brackets dropped;
fillers (um, er, so, like; pues, eh, o sea, a ver; 嗯, 那个, 就是, 呃, 嘛) dropped; or one atomic value (a phone
number, booking or job code, amount with its currency, date phrase) filed under a LangGraph-style key (English keys,
Spanish keys over Spanish text, Chinese keys, English keys over Spanish and Chinese text, and mem0's `user/...`). Each
negative shares its source with a faithful record and differs from it only in what DESIGN §4 says matters: the
first person belongs to another participant, or the identifier belongs to another owner (wrong_speaker); a time
frame or a modifier of the keyed noun is dropped (restriction_drop); the reporter is dropped (attribution); the
negator is dropped (negation); a past habit is made present (tense); the condition is dropped (condition); the
scope word `at most` is dropped (scope); the number on a list item is dropped (number); or a verb from one conjunct
is stitched to the object of the other (stitch).

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 6, subspan 5, filler 3, list_item 3, coordination 3, parenthetical 2. Negative (18): wrong_speaker 4,
restriction_drop 3, attribution 2, negation 2, tense 2, condition 2, number 1, scope 1, stitch 1. Every evidence
string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the
realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# ---------------------------------------------------------------------------------------------------------------------
# English sources
# ---------------------------------------------------------------------------------------------------------------------

_EN_KENNEL_WA = (
    "[14/03/2026, 09:12] Priya Nair: Hi both, quick one before the Easter booking 🙂\n"
    "[14/03/2026, 09:13] Priya Nair: Biscuit is on a grain-free diet, so please don't give him the kennel kibble.\n"
    "[14/03/2026, 09:15] Gareth Lowe: Noted. I'll be collecting Biscuit on the Monday, Priya's at work.\n"
    "[14/03/2026, 09:16] Hollybank Kennels: Thanks both, we've added it to his card 👍"
)

_EN_SKI_SLACK = (
    "#snowline-rentals — Saturday\n"
    "Dom Reyes  08:02  Morning! The Hendersons are in at 10, two junior packages.\n"
    "Sasha Kim  08:04  I'm on boot fitting until noon, then tuning.\n"
    "Dom Reyes  08:05  👍 I'm on the till all day."
)

_EN_SAILING_NOTES = (
    "Solent Wind Sailing School — staff meeting, 3 April\n"
    "Present: Martin Shaw, Beth Adair, Kofi Mensah\n"
    "Martin: I'll run the RYA Stage 2 course in May. I can't do June, I'm at the Cowes regatta.\n"
    "Beth: I'll run the Stage 1 kids' week in June.\n"
    "Kofi: I'll service the safety boat engines before Easter."
)

_EN_TUTOR_EMAIL = (
    "From: Helen Marsh <helen.marsh@fastmail.co.uk>\n"
    "To: BrightPath Tutoring\n"
    "Subject: Re: Maths tutor for Oscar\n\n"
    "Hi Carla,\n\n"
    "My mobile is 07700 900417, best after 6 pm. Oscar's dad, Tom, is on 07700 900882 if I don't pick up.\n\n"
    "Thanks,\nHelen\n\n"
    "> On Mon 2 Feb, Carla Diaz <carla@brightpath-tutoring.co.uk> wrote:\n"
    "> Could you send a contact number for the first session on Thursday?"
)

_EN_GROOMER_WA = (
    "[02/05/2026, 11:40] Kirsty (PawsOnWheels): Hi Dan, still OK for Thursday at 2?\n"
    "[02/05/2026, 11:52] Dan Okafor: Yes! I was told by the vet that Pepper has a skin allergy, "
    "so oatmeal shampoo only please.\n"
    "[02/05/2026, 11:53] Dan Okafor: I'll leave the side gate open."
)

_EN_HOSTEL_MEM0 = (
    "User: I'm sorting out the Fringe trip again. I used to stay at Castle Rock, but it's booked up this year.\n"
    "Assistant: Castle Rock fills early in August. Want me to look at hostels in Leith instead?\n"
    "User: Yes, 8 to 12 August, two beds in a female dorm."
)

_EN_MARATHON_CALL = (
    "Call summary — Leeds Half Marathon registrations, 12 Feb\n"
    "Agent (Sam): Confirmed the transfer of bib 4412 to the new entrant.\n"
    "Runner (Aisha Bello): I train with Kirkstall Harriers. My club number is KH-2290.\n"
    "Agent (Sam): Club discount applied; confirmation e-mail sent."
)

_EN_MARATHON_EMAIL = (
    "From: Lorna Pike <entries@dalesmarathon.org.uk>\n"
    "To: Chris Wade\n"
    "Subject: Re: Entry fee question\n\n"
    "Hi Chris,\n"
    "Entry for the Dales Marathon is £42. If you register before 31 January, the fee is £36.\n"
    "Best, Lorna\n\n"
    "> On 3 Jan, Chris Wade wrote:\n"
    "> How much is it to enter this year, and is there a club rate?"
)

_EN_SKI_EMAIL = (
    "From: Snowline Hire <bookings@snowline-hire.com>\n"
    "To: Jo Whitfield\n"
    "Subject: Re: Val Thorens hire, 14–28 Feb\n\n"
    "Hi Jo, this is Marek from the shop.\n"
    "Your hire is booked under SKH-55802. Boots for your second week are on a separate reference, SKH-55817, "
    "as you asked to swap sizes.\n"
    "Marek\n\n"
    "> Jo Whitfield wrote:\n"
    "> Can I change boot size halfway through? My feet swell after a week."
)

_EN_FLORIST_EMAIL = (
    "From: Nina Carr\n"
    "To: Bloom & Stem Funeral Flowers\n"
    "Subject: Flowers for my father, Alan Carr\n\n"
    "Hello Rosa,\n"
    "Thank you for your call. The funeral is on Friday 12 June at St Mary's, Otley. "
    "According to the funeral director (Mr Hale, at Coates & Sons), the hearse can take a spray of up to 5 feet. "
    "Dad loved sweet peas, so please could you use them in the spray?\n"
    "Nina\n\n"
    "> On 4 June, Rosa Bloom wrote:\n"
    "> I'm so sorry for your loss. Do you know the date yet, and any limits on the size of the casket spray?"
)

_EN_LOCKSMITH_MEM0 = (
    "User: The locksmith from Carver Locks just left. Can you save the job details?\n"
    "Assistant: Sure. What did they give you?\n"
    "User: The job number is CL-7731 and the new keys are in the kitchen drawer."
)

_EN_KENNEL_CALL = (
    "Call transcript — Hollybank Kennels, 2 Dec\n"
    "Caller (Mark Tiller): Hi, it's about boarding Juno over the holidays.\n"
    "Agent (Joy): Lovely. Um, so, over Christmas week, the, uh, drop-off window is nine to eleven, yeah? "
    "Then pick-up's any time before four.\n"
    "Caller (Mark Tiller): Perfect, I'll drop her at ten."
)

_EN_VEGBOX_WA = (
    "[20/09/2026, 18:03] Fern (Hollins Farm): Hi all, the veg boxes, um, used to come on Tuesdays, but, like, "
    "from October they'll come on Fridays.\n"
    "[20/09/2026, 18:05] Mo Patel: Fridays are better for us 🙌\n"
    "[20/09/2026, 18:07] Ruth Gale: Can I add eggs to mine?"
)

_EN_MARATHON_NOTES = (
    "Race committee — Wharfedale Marathon, minutes, 8 March\n"
    "Nadia: Er, basically, if it's above 25 degrees, the, um, water station at mile 18 gets doubled.\n"
    "Phil: Agreed. I'll ask the scouts for two more volunteers.\n"
    "Nadia: And the medical tent moves to the finish."
)

_EN_VEGBOX_MEM0 = (
    "User: I've switched to the Hollins Farm box. I get two cauliflowers, a bag of kale and six leeks every week.\n"
    "Assistant: That's a lot of leeks! Want some recipes?\n"
    "User: Maybe later, I'm making soup tonight."
)

_EN_HOSTEL_EMAIL = (
    "From: Ines Duarte <stay@harbourhostel.ie>\n"
    "To: Kasia Nowak\n"
    "Subject: Re: Booking HH-30991\n\n"
    "Hi Kasia, thanks for booking with us! Just so you know, the hostel doesn't provide towels, padlocks or "
    "hairdryers, but you can rent a towel at reception for €2.\n"
    "Ines\n\n"
    "> Kasia Nowak wrote:\n"
    "> Do I need to bring anything for the dorm?"
)

_EN_LIBRARY_TEAMS = (
    "Headingley Library — Teams chat, 'Holds'\n"
    "[10:14] Meera Joshi: I've reserved The Overstory, Piranesi and two Ottolenghi cookbooks for the book club.\n"
    "[10:16] Liam Brooks: I'll pull them from the stack this afternoon.\n"
    "[10:17] Meera Joshi: Thanks!"
)

_EN_SOLAR_TEAMS = (
    "Brightroof Solar — Teams, #install-rota\n"
    "[07:45] Keith Barlow: I do the roof surveys on weekdays and fit the battery units on Saturdays.\n"
    "[07:47] Amira Haddad: Great, I'll send you the Otley survey for Tuesday.\n"
    "[07:48] Keith Barlow: 👍"
)

_EN_GROOMER_MEM0 = (
    "User: Booking Bella in with the mobile groomer on Friday.\n"
    "Assistant: Anything the groomer should know?\n"
    "User: Bella hates the hairdryer but isn't scared of the clippers. She's a cockapoo, 4 years old."
)

_EN_SKI_CALL = (
    "Call summary — Snowline Hire, 9 Jan\n"
    "Agent (Tom): Confirmed pick-up at the Val Thorens shop on Sunday.\n"
    "Customer (Ana Ruiz): I rent the skis for the week and buy the lift pass per day, it works out cheaper.\n"
    "Agent (Tom): Noted on the account."
)

_EN_SAILING_EMAIL = (
    "From: Kofi Mensah <kofi@solentwind.co.uk>\n"
    "To: Parents, Junior Week\n"
    "Subject: Re: Dinghy groups\n\n"
    "Hi all, to answer Sarah's question: the Topper dinghies (the orange ones by the slipway) hold at most two "
    "children, so we'll split the groups.\n"
    "Kofi\n\n"
    "> Sarah Lewis wrote:\n"
    "> Can the three cousins go in one boat together?"
)

# ---------------------------------------------------------------------------------------------------------------------
# Spanish sources
# ---------------------------------------------------------------------------------------------------------------------

_ES_KENNEL_WA = (
    "[14/3/26, 9:12] Lucía Ferrer: Hola, una cosa antes de la reserva de Semana Santa 🙂\n"
    "[14/3/26, 9:13] Lucía Ferrer: Toby come pienso sin cereales, así que no le deis el de la residencia, porfa.\n"
    "[14/3/26, 9:15] Andrés Vidal: Apuntado. Yo recojo a Toby el lunes, Lucía trabaja.\n"
    "[14/3/26, 9:16] Residencia Can Roig: Gracias a los dos, lo anotamos en su ficha 👍"
)

_ES_SKI_SLACK = (
    "#alquiler-sierra — sábado\n"
    "Diego Marín  08:02  ¡Buenos días! Los Herrera vienen a las 10, dos packs infantiles.\n"
    "Carmen Soto  08:04  Estoy en el ajuste de botas hasta mediodía, luego con el encerado.\n"
    "Diego Marín  08:05  👍 Yo estoy en caja todo el día."
)

_ES_SAILING_NOTES = (
    "Escuela de Vela Port Blau — reunión de monitores, 3 de abril\n"
    "Asistentes: Jordi Puig, Elena Rius, Marc Soler\n"
    "Jordi: Yo daré el curso de iniciación de mayo. En junio no puedo, estoy en la regata de Palma.\n"
    "Elena: Yo daré la semana infantil de junio.\n"
    "Marc: Yo reviso los motores de las neumáticas antes de Semana Santa."
)

_ES_TUTOR_EMAIL = (
    "De: Marta Gil <marta.gil@correo.es>\n"
    "Para: Academia Avanza\n"
    "Asunto: Re: Profesor de matemáticas para Hugo\n\n"
    "Hola, Raquel:\n\n"
    "Mi móvil es el 612 345 678, mejor a partir de las seis. El padre de Hugo, Sergio, está en el 699 876 543 "
    "por si no lo cojo.\n\n"
    "Gracias,\nMarta\n\n"
    "> El lun, 2 feb, Raquel Ortiz <raquel@academiaavanza.es> escribió:\n"
    "> ¿Nos puedes pasar un teléfono de contacto para la primera clase del jueves?"
)

_ES_GROOMER_WA = (
    "[2/5/26, 11:40] Nuria (Guau Móvil): Hola, Pablo, ¿seguimos el jueves a las 2?\n"
    "[2/5/26, 11:52] Pablo Serrano: ¡Sí! Tengo entendido por la veterinaria que Canela tiene alergia en la piel, "
    "así que solo champú de avena, por favor.\n"
    "[2/5/26, 11:53] Pablo Serrano: Dejo abierta la puerta del lateral."
)

_ES_HOSTEL_MEM0 = (
    "User: Estoy organizando otra vez el viaje al Sónar. Solía dormir en el Albergue Gòtic, pero este año está "
    "lleno.\n"
    "Assistant: El Gòtic se llena pronto en junio. ¿Miro albergues en Gràcia?\n"
    "User: Sí, del 12 al 15 de junio, dos camas en habitación femenina."
)

_ES_MARATHON_CALL = (
    "Resumen de llamada — Inscripciones Medio Maratón de Valencia, 12 feb\n"
    "Agente (Sara): Confirmado el cambio de titular del dorsal 4412.\n"
    "Corredora (Aitana Bello): Entreno con el club Runners Turia. Mi número de socia es RT-2290.\n"
    "Agente (Sara): Descuento de club aplicado; correo de confirmación enviado."
)

_ES_MARATHON_EMAIL = (
    "De: Lorena Pina <inscripciones@maratonbierzo.es>\n"
    "Para: Carlos Vidal\n"
    "Asunto: Re: Precio de la inscripción\n\n"
    "Hola, Carlos:\n"
    "La inscripción al Maratón del Bierzo cuesta 42 €. Si te inscribes antes del 31 de enero, la cuota es de 36 €.\n"
    "Un saludo, Lorena\n\n"
    "> El 3 ene, Carlos Vidal escribió:\n"
    "> ¿Cuánto cuesta inscribirse este año? ¿Hay tarifa de club?"
)

_ES_SKI_EMAIL = (
    "De: Alquiler Nevada <reservas@alquilernevada.es>\n"
    "Para: Inés Robles\n"
    "Asunto: Re: Alquiler en Sierra Nevada, 14–28 feb\n\n"
    "Hola, Inés, soy Óscar, de la tienda.\n"
    "Tu alquiler está reservado con el código ALQ-55802. Las botas de la segunda semana van con otro código, "
    "ALQ-55817, porque pediste cambiar de talla.\n"
    "Óscar\n\n"
    "> Inés Robles escribió:\n"
    "> ¿Puedo cambiar de talla de bota a mitad de semana? Se me hinchan los pies."
)

_ES_FLORIST_EMAIL = (
    "De: Nerea Campos\n"
    "Para: Floristería La Camelia\n"
    "Asunto: Flores para mi padre, Alberto Campos\n\n"
    "Hola, Rosa:\n"
    "Gracias por la llamada. El funeral es el viernes 12 de junio en la parroquia de San Millán. "
    "Según el director de la funeraria (el señor Salas, de Funeraria Alba), el coche fúnebre admite una corona de "
    "1,5 metros como máximo. A papá le encantaban los claveles blancos, ¿podríais usarlos?\n"
    "Nerea\n\n"
    "> El 4 jun, Rosa Llorente escribió:\n"
    "> Lo siento mucho. ¿Sabéis ya la fecha y si hay límite de tamaño para la corona?"
)

_ES_LOCKSMITH_MEM0 = (
    "User: Acaba de irse el cerrajero de Cerrajería Ruzafa. ¿Me guardas los datos del trabajo?\n"
    "Assistant: Claro. ¿Qué te han dado?\n"
    "User: El número de trabajo es CR-7731 y las llaves nuevas están en el cajón de la cocina."
)

_ES_KENNEL_CALL = (
    "Transcripción — Residencia Canina Can Roig, 2 dic\n"
    "Cliente (Marcos Tello): Hola, llamo por la estancia de Luna en las fiestas.\n"
    "Agente (Pilar): Genial. Pues, eh, en la semana de Navidad, o sea, el horario de entrega es de nueve a once, "
    "¿vale? Y la recogida, antes de las cuatro.\n"
    "Cliente (Marcos Tello): Perfecto, la llevo a las diez."
)

_ES_VEGBOX_WA = (
    "[20/9/26, 18:03] Rocío (Huerta Les Moreres): Hola a todos, las cestas, eh, antes llegaban los martes, pero, "
    "bueno, desde octubre llegarán los viernes.\n"
    "[20/9/26, 18:05] Mohamed Ziani: Los viernes nos van mejor 🙌\n"
    "[20/9/26, 18:07] Ruth Galán: ¿Puedo añadir huevos a la mía?"
)

_ES_MARATHON_NOTES = (
    "Comité de carrera — Maratón de Castellón, acta del 8 de marzo\n"
    "Nadia: Eh, a ver, si hace más de 25 grados, o sea, el avituallamiento del kilómetro 30 se duplica.\n"
    "Felipe: De acuerdo. Pediré a los scouts dos voluntarios más.\n"
    "Nadia: Y la carpa médica pasa a la meta."
)

_ES_VEGBOX_MEM0 = (
    "User: Me he pasado a la cesta de Huerta Les Moreres. Recibo dos coliflores, un manojo de acelgas y seis puerros "
    "cada semana.\n"
    "Assistant: ¡Cuántos puerros! ¿Quieres recetas?\n"
    "User: Luego, hoy hago crema."
)

_ES_HOSTEL_EMAIL = (
    "De: Begoña Lasa <hola@alberguedelpuerto.es>\n"
    "Para: Kasia Nowak\n"
    "Asunto: Re: Reserva AP-30991\n\n"
    "Hola, Kasia, ¡gracias por reservar! Para que lo sepas, el albergue no proporciona toallas, candados ni "
    "secadores, pero puedes alquilar una toalla en recepción por 2 €.\n"
    "Begoña\n\n"
    "> Kasia Nowak escribió:\n"
    "> ¿Tengo que llevar algo para el dormitorio?"
)

_ES_LIBRARY_TEAMS = (
    "Biblioteca Municipal de Ruzafa — chat de Teams, «Reservas»\n"
    "[10:14] Mercedes Jara: He reservado Patria, Los asquerosos y dos libros de cocina de Arguiñano para el club de "
    "lectura.\n"
    "[10:16] Luis Bravo: Los saco del depósito esta tarde.\n"
    "[10:17] Mercedes Jara: ¡Gracias!"
)

_ES_SOLAR_TEAMS = (
    "SolTejado Instalaciones — Teams, #turnos\n"
    "[07:45] Javier Barrios: Hago las visitas técnicas entre semana y monto las baterías los sábados.\n"
    "[07:47] Amira Haddad: Genial, te paso la visita de Torrent para el martes.\n"
    "[07:48] Javier Barrios: 👍"
)

_ES_GROOMER_MEM0 = (
    "User: Le he pedido cita a la peluquera canina a domicilio para el viernes.\n"
    "Assistant: ¿Algo que deba saber la peluquera?\n"
    "User: Lola odia el secador pero no le tiene miedo a la máquina. Es una caniche de 4 años."
)

_ES_SKI_CALL = (
    "Resumen de llamada — Alquiler Nevada, 9 ene\n"
    "Agente (Tomás): Confirmada la recogida en la tienda de Pradollano el domingo.\n"
    "Cliente (Ana Ruiz): Alquilo los esquís para toda la semana y compro el forfait por días, me sale más barato.\n"
    "Agente (Tomás): Anotado en la ficha."
)

_ES_SAILING_EMAIL = (
    "De: Marc Soler <marc@portblau.cat>\n"
    "Para: Familias, semana infantil\n"
    "Asunto: Re: Grupos de barcos\n\n"
    "Hola a todos, respondiendo a Sara: los Vaurien (los naranjas de la rampa) llevan como máximo dos niños, así "
    "que dividiremos los grupos.\n"
    "Marc\n\n"
    "> Sara López escribió:\n"
    "> ¿Pueden ir los tres primos en el mismo barco?"
)

# ---------------------------------------------------------------------------------------------------------------------
# Chinese sources
# ---------------------------------------------------------------------------------------------------------------------

_ZH_KENNEL_WX = (
    "2026-03-14 09:12 王芳：大家好，清明节寄养之前先说一下🙂\n"
    "2026-03-14 09:13 王芳：豆豆吃无谷粮，麻烦别给它喂寄养中心的狗粮。\n"
    "2026-03-14 09:15 李强：收到。我周一去接豆豆，王芳要上班。\n"
    "2026-03-14 09:16 安心宠物寄养：好的，已经记在它的档案上了👍"
)

_ZH_SKI_DING = (
    "【钉钉群·雪季租赁】周六\n"
    "[08:02] 赵磊：早！何家十点到，两套儿童装备。\n"
    "[08:04] 孙悦：我中午之前负责试鞋，之后去打蜡。\n"
    "[08:05] 赵磊：👍 我今天一整天收银。"
)

_ZH_SAILING_NOTES = (
    "蓝海帆船学校 教练例会纪要（4月3日）\n"
    "参会：周明、陈蓓、郭凯\n"
    "周明：我带五月的初级班。六月我不行，要去参加青岛的比赛。\n"
    "陈蓓：我带六月的少儿周。\n"
    "郭凯：清明前我把救生艇的发动机保养一下。"
)

_ZH_TUTOR_EMAIL = (
    "发件人：刘敏 <liumin@163.com>\n"
    "收件人：启明家教中心\n"
    "主题：回复：给浩浩找数学老师\n\n"
    "陈老师您好：\n\n"
    "我的手机是13812345678，晚上六点以后方便。浩浩爸爸张伟的电话是13987654321，我没接的话可以打给他。\n\n"
    "谢谢！\n刘敏\n\n"
    "> 2月2日（周一），陈静 <chenjing@qiming-jiajiao.cn> 写道：\n"
    "> 能否提供一个联系电话，方便周四第一次上课联系？"
)

_ZH_GROOMER_WX = (
    "2026-05-02 11:40 小美（萌宠上门美容）：周先生您好，周四下午两点还可以吗？\n"
    "2026-05-02 11:52 周浩：可以！我听兽医说花花皮肤过敏，所以请只用燕麦沐浴露。\n"
    "2026-05-02 11:53 周浩：侧门我会开着。"
)

_ZH_HOSTEL_MEM0 = (
    "User: 我又在安排去乌镇戏剧节的行程了。我以前住在西栅青年旅舍，但今年订满了。\n"
    "Assistant: 西栅那家青旅十月很抢手。要不要帮你看看东栅那边的青旅？\n"
    "User: 好，10月15日到18日，女生宿舍两个床位。"
)

_ZH_MARATHON_CALL = (
    "通话记录——杭州半程马拉松报名咨询，2月12日\n"
    "客服（小林）：已确认4412号号码布转让给新选手。\n"
    "选手（白雪）：我跟西湖跑团一起训练。我的跑团编号是XH-2290。\n"
    "客服（小林）：跑团折扣已生效，确认邮件已发送。"
)

_ZH_MARATHON_EMAIL = (
    "发件人：彭露 <baoming@wuyimarathon.cn>\n"
    "收件人：魏晨\n"
    "主题：回复：报名费咨询\n\n"
    "魏晨你好：\n"
    "武夷山马拉松的报名费是200元。1月31日前报名的话，费用是150元。\n"
    "彭露\n\n"
    "> 1月3日，魏晨 写道：\n"
    "> 今年报名多少钱？有跑团价吗？"
)

_ZH_SKI_EMAIL = (
    "发件人：北大湖雪具租赁 <booking@bdh-rental.cn>\n"
    "收件人：姜宁\n"
    "主题：回复：北大湖租赁 2月14日–28日\n\n"
    "姜宁您好，我是店里的马可。\n"
    "您的租赁预订码是ZL-55802。第二周的雪鞋单独用一个预订码ZL-55817，因为您要求换尺码。\n"
    "马可\n\n"
    "> 姜宁 写道：\n"
    "> 中途可以换雪鞋尺码吗？穿一周脚会肿。"
)

_ZH_FLORIST_EMAIL = (
    "发件人：许静\n"
    "收件人：念慈殡葬花艺\n"
    "主题：父亲许国平的告别仪式用花\n\n"
    "罗老师您好：\n"
    "谢谢您的来电。告别仪式定在6月12日（周五）上午，在西山殡仪馆。"
    "据殡仪馆的负责人（何先生，福寿殡葬服务公司）说，灵车最多能放1.5米的花圈。"
    "爸爸生前最喜欢白菊花，能用在花圈里吗？\n"
    "许静\n\n"
    "> 6月4日，罗兰 写道：\n"
    "> 节哀顺变。请问日期定了吗？花圈尺寸有没有限制？"
)

_ZH_LOCKSMITH_MEM0 = (
    "User: 诚信开锁的师傅刚走。帮我记一下这次的服务信息？\n"
    "Assistant: 好的，他们给了你什么信息？\n"
    "User: 工单号是CX-7731，新钥匙放在厨房抽屉里。"
)

_ZH_KENNEL_CALL = (
    "通话录音转写——安心宠物寄养，12月2日\n"
    "客户（马涛）：你好，想问一下元旦期间寄养露露的事。\n"
    "客服（小乔）：好的。嗯，那个，元旦那一周，就是，送狗的时间是九点到十一点，好吗？接狗的话四点以前都行。\n"
    "客户（马涛）：好，我十点送过去。"
)

_ZH_VEGBOX_WX = (
    "2026-09-20 18:03 阿芬（绿野农场）：大家好，蔬菜箱嘛，呃，以前是周二送，不过，那个，十月起改成周五送。\n"
    "2026-09-20 18:05 莫晓：周五对我们更方便🙌\n"
    "2026-09-20 18:07 高如：我那份能加鸡蛋吗？"
)

_ZH_MARATHON_NOTES = (
    "赛事委员会会议纪要——太湖马拉松，3月8日\n"
    "娜迪：呃，就是说，如果气温超过25度，那个，30公里的补给站就加倍。\n"
    "费力：同意。我去找志愿者协会再要两个人。\n"
    "娜迪：医疗帐篷也挪到终点。"
)

_ZH_VEGBOX_MEM0 = (
    "User: 我换成绿野农场的蔬菜箱了。我每周收到两颗花菜、一把羽衣甘蓝和六根大葱。\n"
    "Assistant: 大葱好多啊！要不要给你几个菜谱？\n"
    "User: 回头再说，今晚我煮汤。"
)

_ZH_HOSTEL_EMAIL = (
    "发件人：叶青 <hello@gangkou-hostel.cn>\n"
    "收件人：卡夏\n"
    "主题：回复：预订 GK-30991\n\n"
    "卡夏你好，谢谢预订！提醒一下，本旅舍不提供毛巾、挂锁和吹风机，前台可以2元租毛巾。\n"
    "叶青\n\n"
    "> 卡夏 写道：\n"
    "> 宿舍需要自己带什么吗？"
)

_ZH_LIBRARY_WECOM = (
    "城东图书馆 企业微信群「预约」\n"
    "[10:14] 蒋梅：我给读书会预约了《三体》、《活着》和两本烹饪书。\n"
    "[10:16] 李博：下午我去书库取出来。\n"
    "[10:17] 蒋梅：谢谢！"
)

_ZH_SOLAR_WECOM = (
    "阳光屋顶光伏安装 企业微信群「排班」\n"
    "[07:45] 包建：我工作日做屋顶勘测，周六装储能电池。\n"
    "[07:47] 艾米：好，周二余杭那个勘测发给你。\n"
    "[07:48] 包建：👍"
)

_ZH_GROOMER_MEM0 = (
    "User: 给豆包约了周五的上门美容。\n"
    "Assistant: 有什么需要美容师注意的吗？\n"
    "User: 豆包讨厌吹风机，但是不怕推子。它是四岁的泰迪。"
)

_ZH_SKI_CALL = (
    "通话记录——北大湖雪具租赁，1月9日\n"
    "客服（唐姐）：已确认周日在山下门店取装备。\n"
    "客户（安然）：我租一整周的雪板，按天买缆车票，这样更便宜。\n"
    "客服（唐姐）：已备注在账户上。"
)

_ZH_SAILING_EMAIL = (
    "发件人：郭凯 <guokai@lanhai-sailing.cn>\n"
    "收件人：少儿周全体家长\n"
    "主题：回复：分船问题\n\n"
    "各位家长好，回复一下苏女士的问题：小帆船（就是滑道旁边那几条橙色的）每条最多坐两个孩子，所以我们会分组。\n"
    "郭凯\n\n"
    "> 苏莉 写道：\n"
    "> 三个表兄妹能坐同一条船吗？"
)

_RECORDS: list[Realistic] = [
    # =================================================================================================================
    # English
    # =================================================================================================================
    # --- kennel WhatsApp: speaker / wrong_speaker ---
    # speaker: Gareth's own turn; "I'll" restated with his first name, tense and aspect unchanged.
    _r(
        "en",
        "speaker",
        True,
        _EN_KENNEL_WA,
        "Gareth will be collecting Biscuit on the Monday",
        evidence="I'll be collecting Biscuit on the Monday",
        speaker="Gareth Lowe",
    ),
    # wrong_speaker: the "I" is Gareth's turn; Priya (who is at work) never says she will collect Biscuit.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_KENNEL_WA,
        "Priya will be collecting Biscuit on the Monday",
        evidence="I'll be collecting Biscuit on the Monday",
        speaker="Priya Nair",
    ),
    # --- ski hire Slack: speaker / wrong_speaker ---
    # speaker: Sasha's message; "I'm" becomes "Sasha is", the time frame "until noon" kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_SKI_SLACK,
        "Sasha is on boot fitting until noon",
        evidence="I'm on boot fitting until noon",
        speaker="Sasha Kim",
    ),
    # wrong_speaker: the boot-fitting line is Sasha's; Dom says he is on the till.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_SKI_SLACK,
        "Dom is on boot fitting until noon",
        evidence="I'm on boot fitting until noon",
        speaker="Dom Reyes",
    ),
    # --- sailing school minutes: speaker / wrong_speaker ---
    # speaker: Beth's line in the minutes; "I'll" becomes "Beth will", nothing else changes.
    _r(
        "en",
        "speaker",
        True,
        _EN_SAILING_NOTES,
        "Beth will run the Stage 1 kids' week in June",
        evidence="I'll run the Stage 1 kids' week in June.",
        speaker="Beth Adair",
    ),
    # wrong_speaker: Beth's first person bound to Martin, who says he can't do June.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_SAILING_NOTES,
        "Martin will run the Stage 1 kids' week in June",
        evidence="I'll run the Stage 1 kids' week in June.",
        speaker="Martin Shaw",
    ),
    # --- tutoring e-mail: subspan / wrong_speaker (owner) ---
    # subspan: Helen's own mobile number, whole; "My mobile is" is what the key's relation (phone) names.
    _r(
        "en",
        "subspan",
        True,
        _EN_TUTOR_EMAIL,
        "07700 900417",
        evidence="My mobile is 07700 900417",
        speaker="Helen Marsh",
        key="brightpath/clients/helen_marsh/phone",
    ),
    # wrong_speaker: another owner; this number is Tom's (Oscar's dad), filed under Helen's phone key.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_TUTOR_EMAIL,
        "07700 900882",
        evidence="Oscar's dad, Tom, is on 07700 900882",
        speaker="Helen Marsh",
        key="brightpath/clients/helen_marsh/phone",
    ),
    # --- groomer WhatsApp: speaker / attribution ---
    # speaker: Dan's report restated with his name; the reporter ("told by the vet that") is kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_GROOMER_WA,
        "Dan was told by the vet that Pepper has a skin allergy",
        evidence="I was told by the vet that Pepper has a skin allergy",
        speaker="Dan Okafor",
    ),
    # attribution: the reporter is dropped; the source only says Dan was told so by the vet.
    _r(
        "en",
        "attribution",
        False,
        _EN_GROOMER_WA,
        "Pepper has a skin allergy",
        evidence="I was told by the vet that Pepper has a skin allergy",
        speaker="Dan Okafor",
    ),
    # --- hostel mem0 chat: speaker / tense ---
    # speaker: mem0's "User" for the user's "I"; the past habit "used to" kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_HOSTEL_MEM0,
        "User used to stay at Castle Rock",
        evidence="I used to stay at Castle Rock",
        speaker="user",
    ),
    # tense: "used to" dropped turns a past habit into a present one; Castle Rock is booked up this year.
    _r(
        "en",
        "tense",
        False,
        _EN_HOSTEL_MEM0,
        "User stays at Castle Rock",
        evidence="I used to stay at Castle Rock",
        speaker="user",
    ),
    # --- marathon call summary: speaker (elided subject) ---
    # speaker: the runner's own clause with the subject elided and the verb agreeing; present tense kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_MARATHON_CALL,
        "Trains with Kirkstall Harriers",
        evidence="I train with Kirkstall Harriers.",
        speaker="Aisha Bello",
        key="leeds_half/runners/aisha_bello/club",
    ),
    # --- marathon e-mail: subspan / condition ---
    # subspan: the unconditional entry fee, an amount with its currency; nothing in the clause restricts it.
    _r(
        "en",
        "subspan",
        True,
        _EN_MARATHON_EMAIL,
        "£42",
        evidence="Entry for the Dales Marathon is £42",
        speaker="Lorna Pike",
        key="dales_marathon/entry_fee",
    ),
    # condition: £36 holds only "if you register before 31 January"; the key carries no such condition.
    _r(
        "en",
        "condition",
        False,
        _EN_MARATHON_EMAIL,
        "£36",
        evidence="If you register before 31 January, the fee is £36",
        speaker="Lorna Pike",
        key="dales_marathon/entry_fee",
    ),
    # --- ski hire e-mail: subspan / restriction_drop ---
    # subspan: the hire's booking reference, one whole identifier; the rest is what the key names.
    _r(
        "en",
        "subspan",
        True,
        _EN_SKI_EMAIL,
        "SKH-55802",
        evidence="Your hire is booked under SKH-55802",
        speaker="Marek",
        key="snowline/bookings/jo_whitfield/reference",
    ),
    # restriction_drop: this reference covers only the boots for the second week, a restriction the key drops.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_SKI_EMAIL,
        "SKH-55817",
        evidence="Boots for your second week are on a separate reference, SKH-55817",
        speaker="Marek",
        key="snowline/bookings/jo_whitfield/reference",
    ),
    # --- funeral florist e-mail: subspan / parenthetical / attribution ---
    # subspan: the funeral's date phrase alone under a date key; the clause names only the funeral's date.
    _r(
        "en",
        "subspan",
        True,
        _EN_FLORIST_EMAIL,
        "Friday 12 June",
        evidence="The funeral is on Friday 12 June",
        speaker="Nina Carr",
        key="bloom_and_stem/orders/carr/funeral_date",
    ),
    # parenthetical: the bracketed aside naming the director is dropped; reporter and "up to" are kept.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_FLORIST_EMAIL,
        "According to the funeral director, the hearse can take a spray of up to 5 feet",
        evidence="According to the funeral director (Mr Hale, at Coates & Sons), the hearse can take a spray of up to "
        "5 feet.",
        speaker="Nina Carr",
    ),
    # attribution: "According to the funeral director" dropped; the claim is the director's, reported by Nina.
    _r(
        "en",
        "attribution",
        False,
        _EN_FLORIST_EMAIL,
        "The hearse can take a spray of up to 5 feet",
        evidence="According to the funeral director (Mr Hale, at Coates & Sons), the hearse can take a spray of up to "
        "5 feet.",
        speaker="Nina Carr",
    ),
    # --- locksmith mem0 chat: subspan ---
    # subspan: the job number, a whole code, under the user's locksmith key; the clause names only that.
    _r(
        "en",
        "subspan",
        True,
        _EN_LOCKSMITH_MEM0,
        "CL-7731",
        evidence="The job number is CL-7731",
        speaker="user",
        key="user/locksmith/job_number",
    ),
    # --- kennel call transcript: filler / restriction_drop ---
    # filler: "Um, so" and "uh" dropped; the time frame "over Christmas week" kept.
    _r(
        "en",
        "filler",
        True,
        _EN_KENNEL_CALL,
        "Over Christmas week, the drop-off window is nine to eleven",
        evidence="Um, so, over Christmas week, the, uh, drop-off window is nine to eleven",
        speaker="Joy",
    ),
    # restriction_drop: the time frame "over Christmas week" dropped, so the window reads as the usual one.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_KENNEL_CALL,
        "The drop-off window is nine to eleven",
        evidence="Um, so, over Christmas week, the, uh, drop-off window is nine to eleven",
        speaker="Joy",
    ),
    # --- veg-box WhatsApp: filler / tense ---
    # filler: "um" dropped; "used to" (the old Tuesday delivery) kept.
    _r(
        "en",
        "filler",
        True,
        _EN_VEGBOX_WA,
        "The veg boxes used to come on Tuesdays",
        evidence="the veg boxes, um, used to come on Tuesdays",
        speaker="Fern",
    ),
    # tense: "used to" dropped makes the old Tuesday delivery current; from October they come on Fridays.
    _r(
        "en",
        "tense",
        False,
        _EN_VEGBOX_WA,
        "The veg boxes come on Tuesdays",
        evidence="the veg boxes, um, used to come on Tuesdays",
        speaker="Fern",
    ),
    # --- marathon committee minutes: filler / condition ---
    # filler: "Er, basically", "the, um" reduced to the clause; the condition "if it's above 25 degrees" kept.
    _r(
        "en",
        "filler",
        True,
        _EN_MARATHON_NOTES,
        "If it's above 25 degrees, the water station at mile 18 gets doubled",
        evidence="Er, basically, if it's above 25 degrees, the, um, water station at mile 18 gets doubled.",
        speaker="Nadia",
    ),
    # condition: the "if it's above 25 degrees" condition dropped; the doubling is not unconditional.
    _r(
        "en",
        "condition",
        False,
        _EN_MARATHON_NOTES,
        "The water station at mile 18 gets doubled",
        evidence="Er, basically, if it's above 25 degrees, the, um, water station at mile 18 gets doubled.",
        speaker="Nadia",
    ),
    # --- veg-box mem0 chat: list_item / number ---
    # list_item: one item of the list with its head and "every week", its number "six" kept; "I get" → "User gets".
    _r(
        "en",
        "list_item",
        True,
        _EN_VEGBOX_MEM0,
        "User gets six leeks every week",
        evidence="I get two cauliflowers, a bag of kale and six leeks every week.",
        speaker="user",
    ),
    # number: the item's number "six" dropped.
    _r(
        "en",
        "number",
        False,
        _EN_VEGBOX_MEM0,
        "User gets leeks every week",
        evidence="I get two cauliflowers, a bag of kale and six leeks every week.",
        speaker="user",
    ),
    # --- hostel e-mail: list_item / negation ---
    # list_item: one item of the negated list with its head; the negation "doesn't" kept.
    _r(
        "en",
        "list_item",
        True,
        _EN_HOSTEL_EMAIL,
        "The hostel doesn't provide padlocks",
        evidence="the hostel doesn't provide towels, padlocks or hairdryers",
        speaker="Ines Duarte",
    ),
    # negation: "doesn't" dropped; the source says the hostel does not provide padlocks.
    _r(
        "en",
        "negation",
        False,
        _EN_HOSTEL_EMAIL,
        "The hostel provides padlocks",
        evidence="the hostel doesn't provide towels, padlocks or hairdryers",
        speaker="Ines Duarte",
    ),
    # --- library Teams chat: list_item ---
    # list_item: one title of the reserved list with its head and the purpose; "I've" → "Meera has".
    _r(
        "en",
        "list_item",
        True,
        _EN_LIBRARY_TEAMS,
        "Meera has reserved Piranesi for the book club",
        evidence="I've reserved The Overstory, Piranesi and two Ottolenghi cookbooks for the book club.",
        speaker="Meera Joshi",
    ),
    # --- solar installer Teams: coordination / restriction_drop ---
    # coordination: the second conjunct of Keith's shared subject, with its own "on Saturdays"; first conjunct dropped.
    _r(
        "en",
        "coordination",
        True,
        _EN_SOLAR_TEAMS,
        "Keith fits the battery units on Saturdays",
        evidence="I do the roof surveys on weekdays and fit the battery units on Saturdays.",
        speaker="Keith Barlow",
    ),
    # restriction_drop: the conjunct's time frame "on Saturdays" dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_SOLAR_TEAMS,
        "Keith fits the battery units",
        evidence="I do the roof surveys on weekdays and fit the battery units on Saturdays.",
        speaker="Keith Barlow",
    ),
    # --- groomer mem0 chat: coordination / negation ---
    # coordination: the "but" conjunct sharing the subject Bella, its negation "isn't" kept.
    _r(
        "en",
        "coordination",
        True,
        _EN_GROOMER_MEM0,
        "Bella isn't scared of the clippers",
        evidence="Bella hates the hairdryer but isn't scared of the clippers.",
        speaker="user",
    ),
    # negation: the negator of "isn't" dropped, reversing the claim.
    _r(
        "en",
        "negation",
        False,
        _EN_GROOMER_MEM0,
        "Bella is scared of the clippers",
        evidence="Bella hates the hairdryer but isn't scared of the clippers.",
        speaker="user",
    ),
    # --- ski hire call summary: coordination / stitch ---
    # coordination: the second conjunct of Ana's shared "I", whole; the ski-rental conjunct dropped.
    _r(
        "en",
        "coordination",
        True,
        _EN_SKI_CALL,
        "Ana buys the lift pass per day",
        evidence="I rent the skis for the week and buy the lift pass per day",
        speaker="Ana Ruiz",
    ),
    # stitch: "rent" from the first conjunct joined to "the lift pass per day" from the second; neither says it.
    _r(
        "en",
        "stitch",
        False,
        _EN_SKI_CALL,
        "Ana rents the lift pass per day",
        evidence="I rent the skis for the week and buy the lift pass per day",
        speaker="Ana Ruiz",
    ),
    # --- sailing school e-mail: parenthetical / scope ---
    # parenthetical: the bracketed description of the dinghies dropped; "at most two" kept.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_SAILING_EMAIL,
        "The Topper dinghies hold at most two children",
        evidence="the Topper dinghies (the orange ones by the slipway) hold at most two children",
        speaker="Kofi Mensah",
    ),
    # scope: "at most" dropped; a cap becomes a plain capacity.
    _r(
        "en",
        "scope",
        False,
        _EN_SAILING_EMAIL,
        "The Topper dinghies hold two children",
        evidence="the Topper dinghies (the orange ones by the slipway) hold at most two children",
        speaker="Kofi Mensah",
    ),
    # =================================================================================================================
    # Spanish
    # =================================================================================================================
    # --- residencia canina WhatsApp: speaker / wrong_speaker ---
    # speaker: Andrés's own turn; "Yo recojo" becomes "Andrés recoge", present kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_KENNEL_WA,
        "Andrés recoge a Toby el lunes",
        evidence="Yo recojo a Toby el lunes",
        speaker="Andrés Vidal",
    ),
    # wrong_speaker: the "yo" is Andrés's; Lucía is at work and never says she will collect Toby.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_KENNEL_WA,
        "Lucía recoge a Toby el lunes",
        evidence="Yo recojo a Toby el lunes",
        speaker="Lucía Ferrer",
    ),
    # --- alquiler de esquís Slack: speaker / wrong_speaker ---
    # speaker: Carmen's message; pro-drop "Estoy" restated as "Carmen está", "hasta mediodía" kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_SKI_SLACK,
        "Carmen está en el ajuste de botas hasta mediodía",
        evidence="Estoy en el ajuste de botas hasta mediodía",
        speaker="Carmen Soto",
    ),
    # wrong_speaker: Carmen's line bound to Diego, who says he is on the till.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_SKI_SLACK,
        "Diego está en el ajuste de botas hasta mediodía",
        evidence="Estoy en el ajuste de botas hasta mediodía",
        speaker="Diego Marín",
    ),
    # --- escuela de vela acta: speaker / wrong_speaker ---
    # speaker: Elena's line; "Yo daré" becomes "Elena dará", future kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_SAILING_NOTES,
        "Elena dará la semana infantil de junio",
        evidence="Yo daré la semana infantil de junio.",
        speaker="Elena Rius",
    ),
    # wrong_speaker: Elena's first person bound to Jordi, who says he can't do June.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_SAILING_NOTES,
        "Jordi dará la semana infantil de junio",
        evidence="Yo daré la semana infantil de junio.",
        speaker="Jordi Puig",
    ),
    # --- academia de repaso e-mail: subspan / wrong_speaker (owner) ---
    # subspan: Marta's own mobile number, whole, under an English key; "Mi móvil es el" is what the key names.
    _r(
        "es",
        "subspan",
        True,
        _ES_TUTOR_EMAIL,
        "612 345 678",
        evidence="Mi móvil es el 612 345 678",
        speaker="Marta Gil",
        key="avanza/clients/marta_gil/phone",
    ),
    # wrong_speaker: another owner; this is Sergio's (Hugo's father's) number, filed under Marta's key.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_TUTOR_EMAIL,
        "699 876 543",
        evidence="El padre de Hugo, Sergio, está en el 699 876 543",
        speaker="Marta Gil",
        key="avanza/clients/marta_gil/phone",
    ),
    # --- peluquería canina WhatsApp: speaker / attribution ---
    # speaker: "Tengo entendido" restated with Pablo's name; the hearsay source (la veterinaria) kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_GROOMER_WA,
        "Pablo tiene entendido por la veterinaria que Canela tiene alergia en la piel",
        evidence="Tengo entendido por la veterinaria que Canela tiene alergia en la piel",
        speaker="Pablo Serrano",
    ),
    # attribution: the reporter dropped; the allergy is only what Pablo understood from the vet.
    _r(
        "es",
        "attribution",
        False,
        _ES_GROOMER_WA,
        "Canela tiene alergia en la piel",
        evidence="Tengo entendido por la veterinaria que Canela tiene alergia en la piel",
        speaker="Pablo Serrano",
    ),
    # --- albergue mem0 chat: speaker / tense ---
    # speaker: mem0's "Usuario" for the user's pro-drop "Solía"; the past habit kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_HOSTEL_MEM0,
        "Usuario solía dormir en el Albergue Gòtic",
        evidence="Solía dormir en el Albergue Gòtic",
        speaker="user",
    ),
    # tense: the past habit "solía dormir" made present; this year the hostel is full.
    _r(
        "es",
        "tense",
        False,
        _ES_HOSTEL_MEM0,
        "Usuario duerme en el Albergue Gòtic",
        evidence="Solía dormir en el Albergue Gòtic",
        speaker="user",
    ),
    # --- maratón resumen de llamada: speaker (elided subject) ---
    # speaker: the runner's clause with the subject elided and "Entreno" agreeing as "Entrena".
    _r(
        "es",
        "speaker",
        True,
        _ES_MARATHON_CALL,
        "Entrena con el club Runners Turia",
        evidence="Entreno con el club Runners Turia.",
        speaker="Aitana Bello",
        key="maraton_valencia/corredores/aitana_bello/club",
    ),
    # --- maratón e-mail: subspan / condition ---
    # subspan: the unconditional fee with its currency under a Spanish key; nothing restricts it.
    _r(
        "es",
        "subspan",
        True,
        _ES_MARATHON_EMAIL,
        "42 €",
        evidence="La inscripción al Maratón del Bierzo cuesta 42 €",
        speaker="Lorena Pina",
        key="maraton_bierzo/inscripcion/precio",
    ),
    # condition: 36 € holds only "si te inscribes antes del 31 de enero"; the key carries no condition.
    _r(
        "es",
        "condition",
        False,
        _ES_MARATHON_EMAIL,
        "36 €",
        evidence="Si te inscribes antes del 31 de enero, la cuota es de 36 €",
        speaker="Lorena Pina",
        key="maraton_bierzo/inscripcion/precio",
    ),
    # --- alquiler de esquís e-mail: subspan / restriction_drop ---
    # subspan: the hire's booking code, one whole identifier; the rest is what the key names.
    _r(
        "es",
        "subspan",
        True,
        _ES_SKI_EMAIL,
        "ALQ-55802",
        evidence="Tu alquiler está reservado con el código ALQ-55802",
        speaker="Óscar",
        key="alquiler_nevada/reservas/ines_robles/codigo",
    ),
    # restriction_drop: this code covers only the second week's boots, a modifier the key drops.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_SKI_EMAIL,
        "ALQ-55817",
        evidence="Las botas de la segunda semana van con otro código, ALQ-55817",
        speaker="Óscar",
        key="alquiler_nevada/reservas/ines_robles/codigo",
    ),
    # --- floristería funeraria e-mail: subspan / parenthetical / attribution ---
    # subspan: the funeral's date phrase alone under a date key.
    _r(
        "es",
        "subspan",
        True,
        _ES_FLORIST_EMAIL,
        "viernes 12 de junio",
        evidence="El funeral es el viernes 12 de junio",
        speaker="Nerea Campos",
        key="la_camelia/pedidos/campos/fecha_funeral",
    ),
    # parenthetical: the bracketed aside naming the director dropped; "Según" and "como máximo" kept.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_FLORIST_EMAIL,
        "Según el director de la funeraria, el coche fúnebre admite una corona de 1,5 metros como máximo",
        evidence="Según el director de la funeraria (el señor Salas, de Funeraria Alba), el coche fúnebre admite una "
        "corona de 1,5 metros como máximo.",
        speaker="Nerea Campos",
    ),
    # attribution: "Según el director de la funeraria" dropped; the limit is the director's word.
    _r(
        "es",
        "attribution",
        False,
        _ES_FLORIST_EMAIL,
        "El coche fúnebre admite una corona de 1,5 metros como máximo",
        evidence="Según el director de la funeraria (el señor Salas, de Funeraria Alba), el coche fúnebre admite una "
        "corona de 1,5 metros como máximo.",
        speaker="Nerea Campos",
    ),
    # --- cerrajería mem0 chat: subspan ---
    # subspan: the job number, a whole code, under the user's Spanish key.
    _r(
        "es",
        "subspan",
        True,
        _ES_LOCKSMITH_MEM0,
        "CR-7731",
        evidence="El número de trabajo es CR-7731",
        speaker="user",
        key="user/cerrajeria/numero_de_trabajo",
    ),
    # --- residencia canina llamada: filler / restriction_drop ---
    # filler: "Pues, eh" and "o sea" dropped; the time frame "en la semana de Navidad" kept.
    _r(
        "es",
        "filler",
        True,
        _ES_KENNEL_CALL,
        "En la semana de Navidad, el horario de entrega es de nueve a once",
        evidence="Pues, eh, en la semana de Navidad, o sea, el horario de entrega es de nueve a once",
        speaker="Pilar",
    ),
    # restriction_drop: the time frame "en la semana de Navidad" dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_KENNEL_CALL,
        "El horario de entrega es de nueve a once",
        evidence="Pues, eh, en la semana de Navidad, o sea, el horario de entrega es de nueve a once",
        speaker="Pilar",
    ),
    # --- cesta de la huerta WhatsApp: filler / tense ---
    # filler: "eh" dropped; "antes llegaban" (the old Tuesday delivery) kept.
    _r(
        "es",
        "filler",
        True,
        _ES_VEGBOX_WA,
        "Las cestas antes llegaban los martes",
        evidence="las cestas, eh, antes llegaban los martes",
        speaker="Rocío",
    ),
    # tense: "antes llegaban" made present; from October they arrive on Fridays.
    _r(
        "es",
        "tense",
        False,
        _ES_VEGBOX_WA,
        "Las cestas llegan los martes",
        evidence="las cestas, eh, antes llegaban los martes",
        speaker="Rocío",
    ),
    # --- maratón acta: filler / condition ---
    # filler: "Eh, a ver" and "o sea" dropped; the condition "si hace más de 25 grados" kept.
    _r(
        "es",
        "filler",
        True,
        _ES_MARATHON_NOTES,
        "Si hace más de 25 grados, el avituallamiento del kilómetro 30 se duplica",
        evidence="Eh, a ver, si hace más de 25 grados, o sea, el avituallamiento del kilómetro 30 se duplica.",
        speaker="Nadia",
    ),
    # condition: the "si hace más de 25 grados" condition dropped.
    _r(
        "es",
        "condition",
        False,
        _ES_MARATHON_NOTES,
        "El avituallamiento del kilómetro 30 se duplica",
        evidence="Eh, a ver, si hace más de 25 grados, o sea, el avituallamiento del kilómetro 30 se duplica.",
        speaker="Nadia",
    ),
    # --- cesta de la huerta mem0 chat: list_item / number ---
    # list_item: one item with its head and "cada semana", its number "seis" kept; "Recibo" → "Usuario recibe".
    _r(
        "es",
        "list_item",
        True,
        _ES_VEGBOX_MEM0,
        "Usuario recibe seis puerros cada semana",
        evidence="Recibo dos coliflores, un manojo de acelgas y seis puerros cada semana.",
        speaker="user",
    ),
    # number: the item's number "seis" dropped.
    _r(
        "es",
        "number",
        False,
        _ES_VEGBOX_MEM0,
        "Usuario recibe puerros cada semana",
        evidence="Recibo dos coliflores, un manojo de acelgas y seis puerros cada semana.",
        speaker="user",
    ),
    # --- albergue e-mail: list_item / negation ---
    # list_item: one item of the negated list with its head; "no" kept.
    _r(
        "es",
        "list_item",
        True,
        _ES_HOSTEL_EMAIL,
        "El albergue no proporciona candados",
        evidence="el albergue no proporciona toallas, candados ni secadores",
        speaker="Begoña Lasa",
    ),
    # negation: "no" dropped; the hostel does not provide padlocks.
    _r(
        "es",
        "negation",
        False,
        _ES_HOSTEL_EMAIL,
        "El albergue proporciona candados",
        evidence="el albergue no proporciona toallas, candados ni secadores",
        speaker="Begoña Lasa",
    ),
    # --- biblioteca Teams: list_item ---
    # list_item: one reserved title with its head and purpose; "He reservado" → "Mercedes ha reservado".
    _r(
        "es",
        "list_item",
        True,
        _ES_LIBRARY_TEAMS,
        "Mercedes ha reservado Los asquerosos para el club de lectura",
        evidence="He reservado Patria, Los asquerosos y dos libros de cocina de Arguiñano para el club de lectura.",
        speaker="Mercedes Jara",
    ),
    # --- placas solares Teams: coordination / restriction_drop ---
    # coordination: the second conjunct of Javier's shared subject with its own "los sábados".
    _r(
        "es",
        "coordination",
        True,
        _ES_SOLAR_TEAMS,
        "Javier monta las baterías los sábados",
        evidence="Hago las visitas técnicas entre semana y monto las baterías los sábados.",
        speaker="Javier Barrios",
    ),
    # restriction_drop: the conjunct's time frame "los sábados" dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_SOLAR_TEAMS,
        "Javier monta las baterías",
        evidence="Hago las visitas técnicas entre semana y monto las baterías los sábados.",
        speaker="Javier Barrios",
    ),
    # --- peluquería canina mem0 chat: coordination / negation ---
    # coordination: the "pero" conjunct sharing the subject Lola, its "no" kept.
    _r(
        "es",
        "coordination",
        True,
        _ES_GROOMER_MEM0,
        "Lola no le tiene miedo a la máquina",
        evidence="Lola odia el secador pero no le tiene miedo a la máquina.",
        speaker="user",
    ),
    # negation: "no" dropped, reversing the claim.
    _r(
        "es",
        "negation",
        False,
        _ES_GROOMER_MEM0,
        "Lola le tiene miedo a la máquina",
        evidence="Lola odia el secador pero no le tiene miedo a la máquina.",
        speaker="user",
    ),
    # --- alquiler de esquís llamada: coordination / stitch ---
    # coordination: the second conjunct of Ana's shared subject, whole; "compro" → "Ana compra".
    _r(
        "es",
        "coordination",
        True,
        _ES_SKI_CALL,
        "Ana compra el forfait por días",
        evidence="Alquilo los esquís para toda la semana y compro el forfait por días",
        speaker="Ana Ruiz",
    ),
    # stitch: "Alquilo" from the first conjunct joined to "el forfait por días" from the second.
    _r(
        "es",
        "stitch",
        False,
        _ES_SKI_CALL,
        "Ana alquila el forfait por días",
        evidence="Alquilo los esquís para toda la semana y compro el forfait por días",
        speaker="Ana Ruiz",
    ),
    # --- escuela de vela e-mail: parenthetical / scope ---
    # parenthetical: the bracketed description dropped; "como máximo" kept.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_SAILING_EMAIL,
        "Los Vaurien llevan como máximo dos niños",
        evidence="los Vaurien (los naranjas de la rampa) llevan como máximo dos niños",
        speaker="Marc Soler",
    ),
    # scope: "como máximo" dropped; a cap becomes a plain capacity.
    _r(
        "es",
        "scope",
        False,
        _ES_SAILING_EMAIL,
        "Los Vaurien llevan dos niños",
        evidence="los Vaurien (los naranjas de la rampa) llevan como máximo dos niños",
        speaker="Marc Soler",
    ),
    # =================================================================================================================
    # Chinese
    # =================================================================================================================
    # --- 宠物寄养 微信群: speaker / wrong_speaker ---
    # speaker: 李强's own turn; "我" replaced in place by his name, nothing else changes.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_KENNEL_WX,
        "李强周一去接豆豆",
        evidence="我周一去接豆豆",
        speaker="李强",
    ),
    # wrong_speaker: the "我" is 李强's; 王芳 has to work and never says she will collect 豆豆.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_KENNEL_WX,
        "王芳周一去接豆豆",
        evidence="我周一去接豆豆",
        speaker="王芳",
    ),
    # --- 雪具租赁 钉钉群: speaker / wrong_speaker ---
    # speaker: 孙悦's message; "我" → "孙悦", the time frame "中午之前" kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_SKI_DING,
        "孙悦中午之前负责试鞋",
        evidence="我中午之前负责试鞋",
        speaker="孙悦",
    ),
    # wrong_speaker: 孙悦's line bound to 赵磊, who is on the till all day.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_SKI_DING,
        "赵磊中午之前负责试鞋",
        evidence="我中午之前负责试鞋",
        speaker="赵磊",
    ),
    # --- 帆船学校 例会纪要: speaker / wrong_speaker ---
    # speaker: 陈蓓's line; "我" → "陈蓓".
    _r(
        "zh",
        "speaker",
        True,
        _ZH_SAILING_NOTES,
        "陈蓓带六月的少儿周",
        evidence="我带六月的少儿周。",
        speaker="陈蓓",
    ),
    # wrong_speaker: 陈蓓's first person bound to 周明, who says he can't do June.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_SAILING_NOTES,
        "周明带六月的少儿周",
        evidence="我带六月的少儿周。",
        speaker="周明",
    ),
    # --- 家教中心 邮件: subspan / wrong_speaker (owner) ---
    # subspan: 刘敏's own mobile number, whole, under an English key; "我的手机是" is what the key names.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TUTOR_EMAIL,
        "13812345678",
        evidence="我的手机是13812345678",
        speaker="刘敏",
        key="qiming/clients/liu_min/phone",
    ),
    # wrong_speaker: another owner; the number is 张伟's (浩浩's father), filed under 刘敏's key.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_TUTOR_EMAIL,
        "13987654321",
        evidence="浩浩爸爸张伟的电话是13987654321",
        speaker="刘敏",
        key="qiming/clients/liu_min/phone",
    ),
    # --- 上门宠物美容 微信: speaker / attribution ---
    # speaker: "我听兽医说" restated with 周浩's name; the reporter (兽医) kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_GROOMER_WX,
        "周浩听兽医说花花皮肤过敏",
        evidence="我听兽医说花花皮肤过敏",
        speaker="周浩",
    ),
    # attribution: "我听兽医说" dropped; the allergy is the vet's word as 周浩 heard it.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_GROOMER_WX,
        "花花皮肤过敏",
        evidence="我听兽医说花花皮肤过敏",
        speaker="周浩",
    ),
    # --- 青年旅舍 mem0 chat: speaker / tense ---
    # speaker: mem0's "用户" for the user's "我"; the past marker "以前" kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_HOSTEL_MEM0,
        "用户以前住在西栅青年旅舍",
        evidence="我以前住在西栅青年旅舍",
        speaker="user",
    ),
    # tense: "以前" dropped makes a past stay current; this year it is fully booked.
    _r(
        "zh",
        "tense",
        False,
        _ZH_HOSTEL_MEM0,
        "用户住在西栅青年旅舍",
        evidence="我以前住在西栅青年旅舍",
        speaker="user",
    ),
    # --- 马拉松 通话记录: speaker (elided subject) ---
    # speaker: the runner's clause with "我" elided, under a Chinese key naming her.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_MARATHON_CALL,
        "跟西湖跑团一起训练",
        evidence="我跟西湖跑团一起训练。",
        speaker="白雪",
        key="杭州半马/选手/白雪/跑团",
    ),
    # --- 马拉松 邮件: subspan / condition ---
    # subspan: the unconditional fee with its unit under a Chinese key.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_MARATHON_EMAIL,
        "200元",
        evidence="武夷山马拉松的报名费是200元",
        speaker="彭露",
        key="武夷山马拉松/报名费",
    ),
    # condition: 150元 holds only "1月31日前报名的话"; the key carries no condition.
    _r(
        "zh",
        "condition",
        False,
        _ZH_MARATHON_EMAIL,
        "150元",
        evidence="1月31日前报名的话，费用是150元",
        speaker="彭露",
        key="武夷山马拉松/报名费",
    ),
    # --- 雪具租赁 邮件: subspan / restriction_drop ---
    # subspan: the booking code, one whole identifier, under an English key.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_SKI_EMAIL,
        "ZL-55802",
        evidence="您的租赁预订码是ZL-55802",
        speaker="马可",
        key="bdh_rental/bookings/jiang_ning/code",
    ),
    # restriction_drop: this code covers only "第二周的雪鞋", a modifier the key drops.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_SKI_EMAIL,
        "ZL-55817",
        evidence="第二周的雪鞋单独用一个预订码ZL-55817",
        speaker="马可",
        key="bdh_rental/bookings/jiang_ning/code",
    ),
    # --- 殡葬花艺 邮件: subspan / parenthetical / attribution ---
    # subspan: the whole date/time phrase of the farewell under a Chinese date key.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_FLORIST_EMAIL,
        "6月12日（周五）上午",
        evidence="告别仪式定在6月12日（周五）上午",
        speaker="许静",
        key="念慈花艺/订单/许家/告别仪式日期",
    ),
    # parenthetical: the bracketed aside naming the manager dropped; "据…说" and "最多" kept.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_FLORIST_EMAIL,
        "据殡仪馆的负责人说，灵车最多能放1.5米的花圈",
        evidence="据殡仪馆的负责人（何先生，福寿殡葬服务公司）说，灵车最多能放1.5米的花圈。",
        speaker="许静",
    ),
    # attribution: "据殡仪馆的负责人说" dropped; the limit is the manager's word.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_FLORIST_EMAIL,
        "灵车最多能放1.5米的花圈",
        evidence="据殡仪馆的负责人（何先生，福寿殡葬服务公司）说，灵车最多能放1.5米的花圈。",
        speaker="许静",
    ),
    # --- 开锁 mem0 chat: subspan ---
    # subspan: the work-order number, a whole code, under the user's Chinese key.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_LOCKSMITH_MEM0,
        "CX-7731",
        evidence="工单号是CX-7731",
        speaker="user",
        key="用户/开锁/工单号",
    ),
    # --- 宠物寄养 通话转写: filler / restriction_drop ---
    # filler: "嗯，那个" and "就是" dropped; the time frame "元旦那一周" kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_KENNEL_CALL,
        "元旦那一周，送狗的时间是九点到十一点",
        evidence="嗯，那个，元旦那一周，就是，送狗的时间是九点到十一点",
        speaker="小乔",
    ),
    # restriction_drop: the time frame "元旦那一周" dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_KENNEL_CALL,
        "送狗的时间是九点到十一点",
        evidence="嗯，那个，元旦那一周，就是，送狗的时间是九点到十一点",
        speaker="小乔",
    ),
    # --- 农场蔬菜箱 微信群: filler / tense ---
    # filler: "嘛" and "呃" dropped; "以前" kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_VEGBOX_WX,
        "蔬菜箱以前是周二送",
        evidence="蔬菜箱嘛，呃，以前是周二送",
        speaker="阿芬",
    ),
    # tense: "以前" dropped makes the old Tuesday delivery current; from October it is Friday.
    _r(
        "zh",
        "tense",
        False,
        _ZH_VEGBOX_WX,
        "蔬菜箱是周二送",
        evidence="蔬菜箱嘛，呃，以前是周二送",
        speaker="阿芬",
    ),
    # --- 马拉松 会议纪要: filler / condition ---
    # filler: "呃，就是说" and "那个" dropped; the condition "如果气温超过25度" kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_MARATHON_NOTES,
        "如果气温超过25度，30公里的补给站就加倍",
        evidence="呃，就是说，如果气温超过25度，那个，30公里的补给站就加倍。",
        speaker="娜迪",
    ),
    # condition: the "如果气温超过25度" condition dropped.
    _r(
        "zh",
        "condition",
        False,
        _ZH_MARATHON_NOTES,
        "30公里的补给站加倍",
        evidence="呃，就是说，如果气温超过25度，那个，30公里的补给站就加倍。",
        speaker="娜迪",
    ),
    # --- 农场蔬菜箱 mem0 chat: list_item / number ---
    # list_item: one item with its head and "每周", its number "六根" kept; "我" → "用户".
    _r(
        "zh",
        "list_item",
        True,
        _ZH_VEGBOX_MEM0,
        "用户每周收到六根大葱",
        evidence="我每周收到两颗花菜、一把羽衣甘蓝和六根大葱。",
        speaker="user",
    ),
    # number: the item's number "六根" dropped.
    _r(
        "zh",
        "number",
        False,
        _ZH_VEGBOX_MEM0,
        "用户每周收到大葱",
        evidence="我每周收到两颗花菜、一把羽衣甘蓝和六根大葱。",
        speaker="user",
    ),
    # --- 青年旅舍 邮件: list_item / negation ---
    # list_item: one item of the negated list with its head; "不" kept.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_HOSTEL_EMAIL,
        "本旅舍不提供挂锁",
        evidence="本旅舍不提供毛巾、挂锁和吹风机",
        speaker="叶青",
    ),
    # negation: "不" dropped; the hostel does not provide padlocks.
    _r(
        "zh",
        "negation",
        False,
        _ZH_HOSTEL_EMAIL,
        "本旅舍提供挂锁",
        evidence="本旅舍不提供毛巾、挂锁和吹风机",
        speaker="叶青",
    ),
    # --- 图书馆 企业微信群: list_item ---
    # list_item: one reserved title with its head and beneficiary; "我" → "蒋梅".
    _r(
        "zh",
        "list_item",
        True,
        _ZH_LIBRARY_WECOM,
        "蒋梅给读书会预约了《活着》",
        evidence="我给读书会预约了《三体》、《活着》和两本烹饪书。",
        speaker="蒋梅",
    ),
    # --- 光伏安装 企业微信群: coordination / restriction_drop ---
    # coordination: the second conjunct of 包建's shared "我", with its own "周六".
    _r(
        "zh",
        "coordination",
        True,
        _ZH_SOLAR_WECOM,
        "包建周六装储能电池",
        evidence="我工作日做屋顶勘测，周六装储能电池。",
        speaker="包建",
    ),
    # restriction_drop: the conjunct's time frame "周六" dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_SOLAR_WECOM,
        "包建装储能电池",
        evidence="我工作日做屋顶勘测，周六装储能电池。",
        speaker="包建",
    ),
    # --- 上门宠物美容 mem0 chat: coordination / negation ---
    # coordination: the "但是" conjunct sharing the subject 豆包, its "不" kept.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_GROOMER_MEM0,
        "豆包不怕推子",
        evidence="豆包讨厌吹风机，但是不怕推子。",
        speaker="user",
    ),
    # negation: "不" dropped, reversing the claim.
    _r(
        "zh",
        "negation",
        False,
        _ZH_GROOMER_MEM0,
        "豆包怕推子",
        evidence="豆包讨厌吹风机，但是不怕推子。",
        speaker="user",
    ),
    # --- 雪具租赁 通话记录: coordination / stitch ---
    # coordination: the second conjunct of 安然's shared "我", whole.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_SKI_CALL,
        "安然按天买缆车票",
        evidence="我租一整周的雪板，按天买缆车票",
        speaker="安然",
    ),
    # stitch: "租一整周的" from the board conjunct joined to "缆车票" from the lift-pass conjunct.
    _r(
        "zh",
        "stitch",
        False,
        _ZH_SKI_CALL,
        "安然租一整周的缆车票",
        evidence="我租一整周的雪板，按天买缆车票",
        speaker="安然",
    ),
    # --- 帆船学校 邮件: parenthetical / scope ---
    # parenthetical: the bracketed description dropped; "最多" kept.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_SAILING_EMAIL,
        "小帆船每条最多坐两个孩子",
        evidence="小帆船（就是滑道旁边那几条橙色的）每条最多坐两个孩子",
        speaker="郭凯",
    ),
    # scope: "最多" dropped; a cap becomes a plain capacity.
    _r(
        "zh",
        "scope",
        False,
        _ZH_SAILING_EMAIL,
        "小帆船每条坐两个孩子",
        evidence="小帆船（就是滑道旁边那几条橙色的）每条最多坐两个孩子",
        speaker="郭凯",
    ),
]

BATCH_85: tuple[Realistic, ...] = tuple(_RECORDS)
