"""Spanish source templates for the admission suite: políticas, mensajes de usuario, salidas de herramientas, correos.

Responsible for: hand-written Spanish text and its entity pools. Must not: hold generation or labelling logic.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_frames.frame import Frame, frame

ENTITIES: dict[str, tuple[str, ...]] = {
    "person": (
        "Ana",
        "Luis",
        "Carmen",
        "Javier",
        "Lucía",
        "Diego",
        "Marta",
        "Pablo",
        "Sofía",
        "Andrés",
        "Elena",
        "Raúl",
        "Teresa",
        "Héctor",
    ),
    "city": (
        "Lima",
        "Quito",
        "Sevilla",
        "Bogotá",
        "Valencia",
        "Rosario",
        "Cusco",
        "Bilbao",
        "Medellín",
        "Málaga",
        "Granada",
        "Montevideo",
    ),
    "brand": ("Aurora", "Nimbus", "Kestrel", "Juniper", "Orion", "Willow", "Atlas", "Cobalt", "Sable", "Vireo"),
    "company": (
        "Norvento",
        "Picoazul",
        "Corvia",
        "Talenra",
        "Brisamar",
        "Halcón",
        "Meridiana",
        "Lumbre",
        "Ventisca",
        "Robledal",
    ),
    "team": ("facturación", "soporte", "ventas", "marketing", "datos", "seguridad", "diseño", "compras"),
    "weekday": ("lunes", "martes", "miércoles", "jueves", "viernes"),
    "month": ("marzo", "abril", "junio", "septiembre", "octubre", "noviembre"),
}

FRAMES: tuple[Frame, ...] = (
    frame(
        "es-devoluciones",
        "policy",
        "Política de devoluciones (actualizada en {month})\n[[No se aceptan devoluciones de la cafetera {brand} "
        "después de {days} días, pero se ofrece un vale de compra.]]\nLos paquetes dañados deben fotografiarse "
        "antes de abrirlos.",
        clause=(
            "No se aceptan devoluciones de la cafetera {brand} después de {days} días",
            "se ofrece un vale de compra",
        ),
        neg="tampoco se ofrece un vale de compra",
        rev="No se ofrece un vale de compra de la cafetera {brand} después de {days} días, pero se aceptan "
        "devoluciones",
        neg_del="se aceptan devoluciones de la cafetera {brand} después de {days} días",
        num_drop="No se aceptan devoluciones de la cafetera {brand}",
        stitch="No se ofrece un vale de compra",
    ),
    frame(
        "es-asientos",
        "user",
        "Hola, te paso mis preferencias para el viaje.\n[[La verdad es que también prefiero ventanilla en el vuelo "
        "de {city} a {city2}, y no quiero facturar maleta.]]\nMi número de viajero frecuente ya está en el perfil.",
        clause=(
            "La verdad es que también prefiero ventanilla en el vuelo de {city} a {city2}",
            "no quiero facturar maleta",
        ),
        filler="prefiero ventanilla en el vuelo de {city} a {city2}",
        neg="no prefiero ventanilla en el vuelo de {city} a {city2}",
        rev="prefiero ventanilla en el vuelo de {city2} a {city}",
        neg_del="quiero facturar maleta",
        stitch="prefiero facturar maleta",
        restrict="prefiero ventanilla",
    ),
    frame(
        "es-pedido",
        "tool",
        "consulta_pedido(7731) -> ok\n[[El pedido 7731 salió del almacén de {city} hacia {city2} el {weekday} y "
        "la entrega tarda al menos {count} días hábiles.]]\ntransportista: Envíos Sur",
        clause=(
            "El pedido 7731 salió del almacén de {city} hacia {city2} el {weekday}",
            "la entrega tarda al menos {count} días hábiles",
        ),
        neg="El pedido 7731 todavía no salió del almacén de {city}",
        rev="El pedido 7731 salió del almacén de {city2} hacia {city} el {weekday}",
        scope="la entrega tarda {count} días hábiles",
        restrict="El pedido 7731 salió del almacén de {city}",
    ),
    frame(
        "es-sala",
        "email",
        "Asunto: reserva de salas\n[[El equipo de {team} también puede reservar la sala {count} los {weekday} "
        "si un responsable aprueba la solicitud.]]\nLas llaves están en recepción.",
        filler="El equipo de {team} puede reservar la sala {count} los {weekday} si un responsable aprueba la "
        "solicitud",
        neg="El equipo de {team} no puede reservar la sala {count} los {weekday}",
        rev="Un responsable puede reservar la sala {count} los {weekday} si el equipo de {team} aprueba la solicitud",
        cond="El equipo de {team} puede reservar la sala {count} los {weekday}",
    ),
    frame(
        "es-mascotas",
        "policy",
        "Anexo al contrato de alquiler\n[[Solo los inquilinos de la planta baja del edificio {company} pueden tener "
        "perros, y los gatos no pueden entrar en las zonas comunes.]]\nEl anexo entra en vigor el mes que viene.",
        clause=(
            "Solo los inquilinos de la planta baja del edificio {company} pueden tener perros",
            "los gatos no pueden entrar en las zonas comunes",
        ),
        neg="Solo los inquilinos de la planta baja del edificio {company} no pueden tener perros",
        rev="Solo los inquilinos de la planta baja del edificio {company} pueden tener gatos, y los perros no "
        "pueden entrar en las zonas comunes",
        neg_del="los gatos pueden entrar en las zonas comunes",
        scope="los inquilinos de la planta baja del edificio {company} pueden tener perros",
        stitch="los inquilinos de la planta baja del edificio {company} no pueden entrar en las zonas comunes",
        restrict="los gatos no pueden entrar",
    ),
    frame(
        "es-cafe",
        "user",
        "Nota para el asistente:\n[[{person} nunca toma café después de las {hour} de la tarde, así que pide té "
        "para la reunión.]]\nLa reunión es en la oficina de {city}.",
        clause=("{person} nunca toma café después de las {hour} de la tarde", "pide té para la reunión"),
        neg="no pidas té para la reunión",
        rev="{person} nunca toma té después de las {hour} de la tarde, así que pide café para la reunión",
        neg_del="{person} toma café después de las {hour} de la tarde",
        num_drop="{person} nunca toma café",
        stitch="{person} nunca toma té",
    ),
    frame(
        "es-facturas",
        "policy",
        "Manual de finanzas, apartado 3\n[[Todas las facturas de más de {amount} euros necesitan la aprobación de "
        "{person} salvo que el proveedor esté homologado.]]\nLas facturas se envían por el portal, no por correo.",
        neg="Todas las facturas de más de {amount} euros no necesitan la aprobación de {person}",
        rev="Todas las facturas de más de {amount} euros necesitan la aprobación del proveedor salvo que {person} "
        "esté homologado",
        scope="las facturas de más de {amount} euros necesitan la aprobación de {person} salvo que el proveedor "
        "esté homologado",
        cond="Todas las facturas de más de {amount} euros necesitan la aprobación de {person}",
        num_drop="Todas las facturas necesitan la aprobación de {person} salvo que el proveedor esté homologado",
    ),
    frame(
        "es-piscina",
        "email",
        "Aviso del club {company}\n[[La piscina cierra el {weekday} por limpieza, pero el gimnasio abre hasta las "
        "{late} de la noche.]]\nYa hay toallas en recepción.",
        clause=("La piscina cierra el {weekday} por limpieza", "el gimnasio abre hasta las {late} de la noche"),
        neg="La piscina no cierra el {weekday} por limpieza",
        rev="El gimnasio cierra el {weekday} por limpieza, pero la piscina abre hasta las {late} de la noche",
        stitch="La piscina abre hasta las {late} de la noche",
        restrict="La piscina cierra por limpieza",
    ),
    frame(
        "es-alergia",
        "email",
        "Organización de la comida del equipo:\n[[{person} tiene alergia a los cacahuetes, pero la verdad es que "
        "puede comer almendras y anacardos.]]\nEl catering necesita la lista final el jueves.",
        clause="{person} tiene alergia a los cacahuetes",
        filler="{person} tiene alergia a los cacahuetes, pero puede comer almendras y anacardos",
        neg="{person} no tiene alergia a los cacahuetes",
        rev="{person} tiene alergia a las almendras, pero la verdad es que puede comer cacahuetes y anacardos",
        stitch="{person} tiene alergia a almendras y anacardos",
    ),
    frame(
        "es-contrasenas",
        "policy",
        "Normas de seguridad informática v2\n[[Las contraseñas de la VPN de {company} deben tener al menos {len} "
        "caracteres y no se pueden reutilizar durante {days} días.]]\nPara cuentas bloqueadas, contacta con "
        "soporte.",
        clause=(
            "Las contraseñas de la VPN de {company} deben tener al menos {len} caracteres",
            "Las contraseñas de la VPN de {company} no se pueden reutilizar durante {days} días",
        ),
        neg="Las contraseñas de la VPN de {company} no deben tener al menos {len} caracteres",
        rev="Las contraseñas de la VPN de {company} deben tener al menos {days} caracteres y no se pueden "
        "reutilizar durante {len} días",
        neg_del="Las contraseñas de la VPN de {company} se pueden reutilizar durante {days} días",
        scope="Las contraseñas de la VPN de {company} deben tener {len} caracteres",
        num_drop="Las contraseñas de la VPN de {company} no se pueden reutilizar",
    ),
    frame(
        "es-reunion",
        "tool",
        "calendario.mover_evento -> ok\n[[La reunión diaria con {person} pasa del {weekday} al {weekday2} a las "
        "{am} de la mañana.]]\nInvitaciones enviadas a 7 personas.",
        neg="La reunión diaria con {person} no pasa del {weekday} al {weekday2}",
        rev="La reunión diaria con {person} pasa del {weekday2} al {weekday} a las {am} de la mañana",
        restrict="La reunión diaria pasa del {weekday} al {weekday2} a las {am} de la mañana",
    ),
    frame(
        "es-envios",
        "policy",
        "Tarifas de envío (península)\n[[Los pedidos de más de {amount} euros tienen envío gratis a {city}, excepto "
        "los muebles voluminosos.]]\nEl envío urgente tiene un coste adicional.",
        neg="Los pedidos de más de {amount} euros no tienen envío gratis a {city}",
        rev="Los muebles voluminosos tienen envío gratis a {city}, excepto los pedidos de más de {amount} euros",
        cond="Los pedidos de más de {amount} euros tienen envío gratis a {city}",
        num_drop="Los pedidos tienen envío gratis a {city}, excepto los muebles voluminosos",
        restrict="Los pedidos de más de {amount} euros tienen envío gratis, excepto los muebles voluminosos",
    ),
    frame(
        "es-proveedor",
        "email",
        "De: {person}\nAsunto: RE: renovación del contrato\n[[Ya firmamos la renovación con {company} y, por "
        "cierto, no vamos a renovar el contrato de limpieza.]]\nTe mando el PDF mañana.",
        clause=("Ya firmamos la renovación con {company}", "no vamos a renovar el contrato de limpieza"),
        filler="Ya firmamos la renovación con {company} y no vamos a renovar el contrato de limpieza",
        neg="No firmamos la renovación con {company}",
        rev="Ya firmamos el contrato de limpieza con {company} y, por cierto, no vamos a renovar la renovación",
        neg_del="vamos a renovar el contrato de limpieza",
        stitch="Ya firmamos el contrato de limpieza",
    ),
    frame(
        "es-prospecto",
        "user",
        "Del prospecto que me pediste:\n[[Tome como máximo {count} comprimidos de {brand} al día y deje de tomarlos "
        "si siente mareos.]]\nConservar lejos de la luz.",
        clause=("Tome como máximo {count} comprimidos de {brand} al día", "deje de tomarlos si siente mareos"),
        neg="no deje de tomarlos si siente mareos",
        rev="Tome como máximo {count} comprimidos de {brand} al día y siente mareos si deje de tomarlos",
        scope="Tome {count} comprimidos de {brand} al día",
        cond="deje de tomarlos",
    ),
    frame(
        "es-permisos",
        "tool",
        "iam.obtener_politica(bucket='informes')\n[[Solo los miembros del grupo {team} pueden escribir en el "
        "bucket de informes; toda la empresa tiene acceso de lectura.]]\núltima modificación: {person}",
        clause=(
            "Solo los miembros del grupo {team} pueden escribir en el bucket de informes",
            "toda la empresa tiene acceso de lectura",
        ),
        neg="Solo los miembros del grupo {team} no pueden escribir en el bucket de informes",
        rev="Solo los miembros del grupo {team} tienen acceso de lectura; toda la empresa puede escribir en el "
        "bucket de informes",
        scope="los miembros del grupo {team} pueden escribir en el bucket de informes",
        restrict="toda la empresa tiene acceso",
    ),
    frame(
        "es-subvencion",
        "email",
        "Hola, {person}:\n[[El informe de la subvención de {company} vence el {day} de {month}, a menos que la "
        "fundación vuelva a ampliar el plazo.]]\nQuedo atenta.\nUn saludo, Inés",
        neg="El informe de la subvención de {company} no vence el {day} de {month}",
        rev="La fundación vence el {day} de {month}, a menos que el informe de la subvención de {company} vuelva a "
        "ampliar el plazo",
        cond="El informe de la subvención de {company} vence el {day} de {month}",
    ),
    frame(
        "es-estudiantes",
        "policy",
        "Precios para estudiantes\n[[Los estudiantes tienen un {pct} por ciento de descuento en el plan anual de "
        "{company} solo si verifican su correo universitario.]]\nLos planes mensuales no tienen descuento.",
        neg="Los estudiantes no tienen un {pct} por ciento de descuento en el plan anual de {company}",
        rev="Los estudiantes tienen un {pct} por ciento de descuento en el correo universitario de {company} solo "
        "si verifican su plan anual",
        scope="Los estudiantes tienen un {pct} por ciento de descuento en el plan anual de {company} si verifican "
        "su correo universitario",
        cond="Los estudiantes tienen un {pct} por ciento de descuento en el plan anual de {company}",
    ),
    frame(
        "es-viaje",
        "user",
        "Notas del viaje:\n[[Bueno, pues vuelo de {city} a {city2} el {day} de {month} y vuelvo una semana "
        "después.]]\nReserva un hotel cerca de la estación.",
        filler=(
            "vuelo de {city} a {city2} el {day} de {month} y vuelvo una semana después",
            "vuelo de {city} a {city2} el {day} de {month}",
        ),
        neg="no vuelo de {city} a {city2} el {day} de {month}",
        rev="vuelo de {city2} a {city} el {day} de {month}",
    ),
    frame(
        "es-incidencia",
        "tool",
        "incidencia #5812 estado=abierta prioridad=alta\n[[El cliente indica que el router {brand} no se reinicia "
        "después de la actualización, pero el módem {brand2} funciona bien.]]\nasignada_a: {person}",
        clause=(
            "El cliente indica que el router {brand} no se reinicia después de la actualización",
            "el módem {brand2} funciona bien",
        ),
        neg="el módem {brand2} no funciona bien",
        rev="El cliente indica que el router {brand2} no se reinicia después de la actualización, pero el módem "
        "{brand} funciona bien",
        neg_del="El cliente indica que el router {brand} se reinicia después de la actualización",
        stitch="el router {brand} funciona bien",
        restrict="El cliente indica que el router no se reinicia después de la actualización",
    ),
    frame(
        "es-dieta",
        "user",
        "Para la cena del viernes:\n[[{person} no come carne roja, y come pescado solo si es salvaje.]]",
        clause=("{person} no come carne roja", "{person} come pescado solo si es salvaje"),
        neg="{person} come pescado solo si no es salvaje",
        rev="{person} no come pescado, y come carne roja solo si es salvaje",
        neg_del="{person} come carne roja",
        cond="{person} come pescado",
        stitch="{person} no come pescado",
        restrict="{person} no come carne",
    ),
    frame(
        "es-presupuesto",
        "email",
        "Asunto: presupuesto de marketing T3\n[[El equipo de {team} puede gastar hasta {amount} mil euros en "
        "eventos; los viajes no están incluidos en esa cifra.]]\nSaludos, {person}",
        clause=(
            "El equipo de {team} puede gastar hasta {amount} mil euros en eventos",
            "los viajes no están incluidos en esa cifra",
        ),
        neg="El equipo de {team} no puede gastar hasta {amount} mil euros en eventos",
        rev="El equipo de {team} puede gastar hasta {amount} mil euros en viajes; los eventos no están incluidos "
        "en esa cifra",
        neg_del="los viajes están incluidos en esa cifra",
        scope="El equipo de {team} puede gastar {amount} mil euros en eventos",
    ),
    frame(
        "es-wifi",
        "tool",
        "escaneo de red 14:02\n[[La wifi de invitados de {company} usa el canal {chan} en la segunda planta y el "
        "canal {chan2} en el vestíbulo.]]\nintensidad de señal normal",
        clause="La wifi de invitados de {company} usa el canal {chan} en la segunda planta",
        neg="La wifi de invitados de {company} no usa el canal {chan} en la segunda planta",
        rev="La wifi de invitados de {company} usa el canal {chan2} en la segunda planta y el canal {chan} en el "
        "vestíbulo",
        stitch="La wifi de invitados de {company} usa el canal {chan} en el vestíbulo",
        restrict="La wifi de invitados de {company} usa el canal {chan}",
    ),
    frame(
        "es-piano",
        "user",
        "Recordatorio para el calendario familiar:\n[[{person} tiene clase de piano todos los {weekday} a las "
        "{hour} hasta finales de {month}.]]\nEl estudio de la profesora está en la calle Olmo.",
        neg="{person} no tiene clase de piano todos los {weekday} a las {hour}",
        rev="{person} tiene clase de piano todos los {month} a las {hour} hasta finales de {weekday}",
        cond="{person} tiene clase de piano todos los {weekday} a las {hour}",
    ),
    frame(
        "es-vacaciones",
        "policy",
        "Manual del empleado, sección 9\n[[Cada empleado de {company} tiene {leave} días de vacaciones al año, y "
        "los días no disfrutados caducan salvo que Personas apruebe traspasarlos.]]\nPersonal a tiempo parcial: "
        "ver sección 9.4.",
        clause=(
            "Cada empleado de {company} tiene {leave} días de vacaciones al año",
            "los días no disfrutados caducan salvo que Personas apruebe traspasarlos",
        ),
        neg="Cada empleado de {company} ya no tiene {leave} días de vacaciones al año",
        rev="Personas tiene {leave} días de vacaciones al año, y los días no disfrutados caducan salvo que cada "
        "empleado de {company} apruebe traspasarlos",
        neg_del="los días disfrutados caducan salvo que Personas apruebe traspasarlos",
        cond="los días no disfrutados caducan",
    ),
    frame(
        "es-paquetes",
        "user",
        "Mensaje del cliente:\n[[Por favor, no dejen los paquetes con el vecino el {weekday}; déjenlos en "
        "conserjería salvo que esté cerrada.]]",
        clause=(
            "Por favor, no dejen los paquetes con el vecino el {weekday}",
            "déjenlos en conserjería salvo que esté cerrada",
        ),
        filler="no dejen los paquetes con el vecino el {weekday}",
        neg="déjenlos en conserjería salvo que no esté cerrada",
        rev="Por favor, no dejen los paquetes en conserjería el {weekday}; déjenlos con el vecino salvo que esté "
        "cerrada",
        neg_del="Por favor, dejen los paquetes con el vecino el {weekday}",
        cond="déjenlos en conserjería",
        stitch="no dejen los paquetes en conserjería",
    ),
    frame(
        "es-suscripcion",
        "tool",
        "facturacion.obtener_suscripcion(cliente='{person}')\n[[Plan: {company} Equipo, {count} licencias, se "
        "renueva el {day} de {month}; la renovación automática no está activada.]]\nmétodo de pago: tarjeta "
        "terminada en 4242",
        clause=(
            "Plan: {company} Equipo, {count} licencias, se renueva el {day} de {month}",
            "la renovación automática no está activada",
        ),
        neg="Plan: {company} Equipo, {count} licencias, no se renueva el {day} de {month}",
        rev="Plan: {company} Equipo, {day} licencias, se renueva el {count} de {month}",
        neg_del="la renovación automática está activada",
    ),
    frame(
        "es-acta",
        "email",
        "Notas de la reunión semanal\n[[{person} revisará el borrador del presupuesto y {person2} presentará el "
        "plan de contratación al consejo.]]\nPróxima reunión en dos semanas.",
        clause=(
            "{person} revisará el borrador del presupuesto",
            "{person2} presentará el plan de contratación al consejo",
        ),
        neg="{person} no revisará el borrador del presupuesto",
        rev="{person2} revisará el borrador del presupuesto y {person} presentará el plan de contratación al consejo",
        stitch="{person} presentará el plan de contratación al consejo",
    ),
    frame(
        "es-garantia",
        "policy",
        "Condiciones de garantía\n[[La garantía de {brand} cubre todas las piezas excepto la tapa de cristal "
        "durante {yrs} años desde la compra.]]\nRegistre su producto en la web.",
        neg="La garantía de {brand} no cubre todas las piezas excepto la tapa de cristal",
        rev="La garantía de {brand} cubre la tapa de cristal excepto todas las piezas durante {yrs} años desde la "
        "compra",
        cond="La garantía de {brand} cubre todas las piezas durante {yrs} años desde la compra",
        num_drop="La garantía de {brand} cubre todas las piezas excepto la tapa de cristal",
    ),
    frame(
        "es-recogida",
        "user",
        "Mensaje de voz transcrito:\n[[Ah, y por cierto, {person} es quien recoge a los niños los {weekday}, no "
        "yo.]]\nLa salida del colegio es a las 3.",
        filler="{person} es quien recoge a los niños los {weekday}, no yo",
        neg="{person} nunca recoge a los niños los {weekday}",
        rev="yo, no {person}, recoge a los niños los {weekday}",
    ),
    frame(
        "es-api",
        "tool",
        "Referencia de la API: límites\n[[Las cuentas gratuitas de {company} pueden hacer como máximo {rate} "
        "peticiones por minuto, y los endpoints de lotes no están disponibles hasta que se verifica la cuenta.]]\n"
        "Consulta la página de precios para los planes de pago.",
        clause=(
            "Las cuentas gratuitas de {company} pueden hacer como máximo {rate} peticiones por minuto",
            "los endpoints de lotes no están disponibles hasta que se verifica la cuenta",
        ),
        neg="Las cuentas gratuitas de {company} no pueden hacer como máximo {rate} peticiones por minuto",
        rev="Los endpoints de lotes de {company} pueden hacer como máximo {rate} peticiones por minuto, y las "
        "cuentas gratuitas no están disponibles hasta que se verifica la cuenta",
        neg_del="los endpoints de lotes están disponibles hasta que se verifica la cuenta",
        scope="Las cuentas gratuitas de {company} pueden hacer {rate} peticiones por minuto",
        cond="los endpoints de lotes no están disponibles",
    ),
    frame(
        "es-menu",
        "policy",
        "Cartel en la entrada\n[[Los niños menores de {age} años comen gratis en el restaurante de {city} los "
        "{weekday}, pero las bebidas se cobran aparte.]]\nReservas por teléfono.",
        clause=(
            "Los niños menores de {age} años comen gratis en el restaurante de {city} los {weekday}",
            "las bebidas se cobran aparte",
        ),
        neg="las bebidas no se cobran aparte",
        rev="Los niños menores de {age} años se cobran aparte en el restaurante de {city} los {weekday}, pero las "
        "bebidas comen gratis",
        num_drop="Los niños comen gratis en el restaurante de {city} los {weekday}",
        stitch="Los niños menores de {age} años se cobran aparte",
        restrict="Los niños menores de {age} años comen gratis en el restaurante de {city}",
    ),
    frame(
        "es-aparcamiento",
        "email",
        "Asunto: acceso al edificio\n[[Las visitas también pueden aparcar gratis en el garaje de {company} "
        "hasta {dur} horas, y no se permite aparcar de noche.]]\nGracias, {person}",
        clause=(
            "Las visitas también pueden aparcar gratis en el garaje de {company} hasta {dur} horas",
            "no se permite aparcar de noche",
        ),
        filler="Las visitas pueden aparcar gratis en el garaje de {company} hasta {dur} horas",
        neg="Las visitas no pueden aparcar gratis en el garaje de {company} hasta {dur} horas",
        rev="Las visitas pueden aparcar de noche en el garaje de {company}, y no se permite aparcar gratis hasta "
        "{dur} horas",
        neg_del="se permite aparcar de noche",
        num_drop="Las visitas pueden aparcar gratis en el garaje de {company}",
        restrict="no se permite aparcar",
    ),
    frame(
        "es-alquiler",
        "email",
        "Mensaje de la administración de la finca:\n[[En el edificio {company}, el alquiler pagado después del día "
        "{day} del mes tiene un recargo de {amount} euros, y no se aceptan pagos parciales.]]\nCualquier duda, "
        "respondan a este correo.",
        clause=(
            "En el edificio {company}, el alquiler pagado después del día {day} del mes tiene un recargo de "
            "{amount} euros",
            "no se aceptan pagos parciales",
        ),
        neg="En el edificio {company}, el alquiler pagado después del día {day} del mes no tiene recargo",
        rev="En el edificio {company}, el alquiler pagado después del día {amount} del mes tiene un recargo de "
        "{day} euros",
        neg_del="se aceptan pagos parciales",
        num_drop="En el edificio {company}, el alquiler tiene un recargo de {amount} euros",
    ),
)
