"""Red-team round 24 of issue 31 (DESIGN §4): hostile cases against admission round 40 (1c3e4be), in English, Spanish
and Chinese. Helper rt24. No source was changed.

The readings under test (new since 9dd2fd6): a return's words (`return returns returning returned back regreso
regresa regresan vuelta vuelve vuelven retorno 返程 回程 返回`) are the other moment of a departure's slot
(`lexicon.TYPED_OPPOSITE_TIMES`), so a date or time in their clause is no value of a key whose relation names a
departure (`departure depart leave(s) salida sale(n) 出发 起飞 发车`); an imperative written with its accent before a
glued pronoun (`llámame`, `escríbeme`, `mándanos`) says `I` in `_turns._first_person`, so in another person's labelled
turn it is no first person of the speaker's; and `over-65s`, `under-12s` (`(over|under)-<1-3 digits>s`) are no longer
glued into one identifier token (`text._identifier`). Each probe was run as `check_support(value, evidence, source,
guard=True, key=key, speaker=speaker)` (the source the evidence unless a probe needs a longer one) on 9dd2fd6 and on
1c3e4be. A strict xfail in `CAUSED` is a false accept 1c3e4be accepts and 9dd2fd6 refuses; one in `OLDER` is accepted
by both; one in `REGRESSIONS` is a faithful case 9dd2fd6 accepts and 1c3e4be refuses. `TWINS` are faithful cases
1c3e4be accepts (hard positives beside each family of negatives; plain tests). All strict xfails were open when the
round was handed over.

Counts: 428 distinct probes, by hand (200 on a return's words, 84 on the accented imperative in turns, 144 on
`over-65s`/`under-12s`). 9dd2fd6 accepts 218, 1c3e4be 187. By a careful reading: 8 caused false accepts (`CAUSED`),
57 older false accepts (`OLDER`: 37 return, 11 turns, 9 groups), 22 regressions (`REGRESSIONS`: 17 return, 5 groups),
122 twins (`TWINS`: 72, 14, 36). 24 false accepts of 9dd2fd6 are refused by 1c3e4be (12 return, 7 turns, 5 groups:
`Back on 10 May`, `vuelta el 10 de mayo`, `回程 5月10日` for a departure's key; `Llámame: 622 …`, `Contáctame: …`,
`Llámanos al …` in Maite's turn for `nuria/…`; `Over-60s pay £8`, `Under-16s pay £5`, `Under-12s kick off at 10:00`
for plain keys); they are not pinned. 83 faithful probes are refused by both trees (41, 28, 14: `Departure: 9:00 from
the back entrance`, `The Skylark II departs 3 May and returns 10 May`, `Departure pushed back to 9:30`, a business's
`Llámanos al …`/`Contáctenos: …` in its own turn for its own key, `Dr Salomé Vidal` in another's turn for `ana/gp`,
`Leo plays for the Under-12s` for `leo/football_team`); they are no regression of this round and are not pinned.

Caused (8), all reading 3: a bare or labelled age group now splits into `under`, `12`, `s`, and the number is taken
alone as an age: `12` from `under-12s` (or `Under-12s`, `Leo: under-12s`) for `kid/age`, `leo/age`, `user/kid/age`,
`leo/age_group`; `5` from `under-5s`, `16` from `under-16s`, `18` from `under-18s`. `under-12s` says younger than 12,
not 12; 9dd2fd6 refused the number as part of one identifier (`guard:identifier`). (`over-65s` alone for `user/age` and
every longer clause — `Leo plays for the under-12s` — are refused by both.)

Older (57):
- **return** (37): a return said in words the list misses under a departure's key (`inbound 10 May`, `homeward`,
  `Homebound`, `volvemos`/`nos volvemos`/`regresamos`/`volver`/`retornamos el 10 de mayo`, `5月10日回来`, `返京`,
  `回京`, `返校`, `回家`, `回国`, `打道回府`, `17:00返航`, `归程`, `16:00往回走`); a departure's slot named in words the
  list misses (`…/dep_date`, `…/departing_date`, `…/sailing_date`, `…/outbound_date`, `viaje/fecha_partida`,
  `…/fecha_ida`, `旅行/启程日期`, `去程日期`, `班车/开车时间`) or a trip's start (`…/start_date`, `…/trip_start`,
  `…/fecha_inicio`, `旅行/开始日期`) given a return's date; a departure's date for `skylark/end_date`; and the other
  moments of the same neighbourhood no list holds: a car's `Return 17:00` or `Drop-off 17:00` for
  `car_rental/pickup_time`, `Check-out 10 May` for `hotel/checkin_date`, `回程 16:00` for `航班/登机时间`.
- **turns** (11): the imperative typed without its accent (`llamame`, `Llamame:`, `escribeme`, `avisame`,
  `Mandame`, `Contactame:`, `Llamanos`) or with a grave or circumflex one (`Llàmame`, `Llâmame`), `Bizúmame` (a verb
  simplemma does not know), and `Móvil 622 …` with no person at all, in Maite's turn after Nuria's question, for
  `nuria/…` with the speaker Nuria.
- **groups** (9): spellings the new pattern misses, for a plain price key: `Over65s`, `U-12s`, `U12s`, `Under12s`,
  `Under-16 tickets`, `5-11s`, `18-25s`, `Under-1000s` (four digits), and `老年人凭证件40元` for `天文馆/票价`.

Regressions (22):
- **return** (17): `back` and `return` in other senses — English `sale` (a shop's) read as Spanish `sale` (`The sale
  is back on 26 December`, `Our sale is back on 26 December` for `shop/sale_date`); a departure restored or moved
  (`Departure back on schedule at 9:00`, `Departure is back to 9:00`, `The 9:00 departure is back`, `The ferry's
  departure is pushed back to 14 May`); a return the key itself names (`Return journey: departs 9:00` for
  `ferry/return_departure_time`); `ida y vuelta`, a round trip (`Billete de ida y vuelta: salida a las 9:00`, `Ida y
  vuelta, salida a las 9:00`, `El tren de ida y vuelta sale a las 9:00`, `El de ida y vuelta sale …`), `vuelve a`
  (again: `La salida vuelve a ser a las 9:00`); Chinese `返回` as a page's or app's button or `go back`
  (`出发时间：8:00 返回首页`, `6:40出发 返回 分享`, `出发时间恢复为8:00，请返回群里确认`), `次日返回` after the
  departure (`列车7:30从北京出发，次日返回`), and `回程票` in a clause whose `去程7:30出发` is the departure. A return's
  word anywhere in the clause, in any sense and whatever frames the value, refuses it; the Chinese words match in the
  clause's characters joined, wherever they stand.
- **groups** (5): a key that spells the group without separators reads no longer as the evidence does
  (`Over-65s pay £8` for `planetarium/over65s_price`, `…/over65_price`; `Under-12s pay £5` for `zoo/under12s_price`,
  `…/under12s_ticket_price`, `…/u12s_price`): 9dd2fd6 matched the glued token.

Left out as unclear (1): `The 7:30 departure is a return service` for `train/departure_time` (accepted by 9dd2fd6,
refused by 1c3e4be): a return run's departure under a key that does not say which run.

Not found: no reading-2 regression — the cases where the new first person could cost a faithful value (another's own
number for another's key, `Salomé` — which `imperative_me` reads as `salo` + `me` — as a name in another's turn, a
business's `Llámenos`/`Contáctenos`/`Síguenos`/`Visítenos`) are refused by 9dd2fd6 too, by older rules; the speaker's
own accented turn (`Nuria:`, `Nuria Gil:`, `Nuria (Casa El Roble):`, and `Cliente:`, `Usuario:`, `Huésped:`,
`Paciente:` for `user`) is accepted. No reading-1 false accept (it only refuses). `leave` as a holiday (`My annual
leave starts 3 June and I'm back on 17 June` for `…/annual_leave/start_date`) is unaffected; Spanish `vuelta` as a
stroll or as the race (`La salida de la Vuelta es el 23 de agosto`) is accepted when the comma or `y` ends the clause.
"""

from __future__ import annotations

from _red_teams import SourcedCase as Case
from _red_teams import round_tests


def _k(value: str, evidence: str, key: str | None, speaker: str | None = None, source: str | None = None) -> Case:
    return (value, evidence, source, key, speaker)


CAUSED_GROUP: list[Case] = [
    _k("12", "under-12s", "kid/age"),
    _k("12", "Leo: under-12s", "leo/age"),
    _k("5", "under-5s", "maya/age"),
    _k("18", "under-18s", "leo/age"),
    _k("12", "Under-12s", "kid/age"),
    _k("12", "under-12s", "user/kid/age"),
    _k("16", "under-16s", "user/son/age"),
    _k("12", "under-12s", "leo/age_group"),
]

CAUSED: list[Case] = [*CAUSED_GROUP]

OLDER_RETURN: list[Case] = [
    _k("10 May", "inbound 10 May", "user/flight/departure_date"),
    _k("10 May", "homeward 10 May", "skylark/departure_date"),
    _k("10 May", "returns 10 May", "skylark/outbound_date"),
    _k("10 May", "returns 10 May", "skylark/start_date"),
    _k("10 May", "returns 10 May", "skylark/trip_start"),
    _k("3 May", "departs 3 May", "skylark/end_date"),
    _k("10 May", "returns 10 May", "skylark/dep_date"),
    _k("10 May", "returns 10 May", "skylark/departing_date"),
    _k("10 May", "returns 10 May", "skylark/sailing_date"),
    _k("17:00", "Return 17:00", "car_rental/pickup_time"),
    _k("17:00", "Drop-off 17:00", "car_rental/pickup_time"),
    _k("10 May", "Check-out 10 May", "hotel/checkin_date"),
    _k("10 de mayo", "volvemos el 10 de mayo", "viaje/fecha_salida"),
    _k("10 de mayo", "Volvemos el 10 de mayo", "user/viaje/fecha_salida"),
    _k("10 de mayo", "regresamos el 10 de mayo", "viaje/fecha_salida"),
    _k("10 de mayo", "volver el 10 de mayo", "viaje/fecha_salida"),
    _k("10 de mayo", "regreso el 10 de mayo", "viaje/fecha_partida"),
    _k("10 de mayo", "regreso el 10 de mayo", "viaje/fecha_ida"),
    _k("10 de mayo", "regreso el 10 de mayo", "viaje/fecha_inicio"),
    _k("17:00", "retornamos a las 17:00", "excursion/hora_salida"),
    _k("5月10日", "5月10日回来", "旅行/出发日期"),
    _k("5月10日", "5月10日返京", "旅行/出发日期"),
    _k("5月10日", "5月10日回京", "旅行/出发日期"),
    _k("5月10日", "5月10日返校", "学生/出发日期"),
    _k("17:00", "17:00返航", "游船/出发时间"),
    _k("5月10日", "归程 5月10日", "旅行/出发日期"),
    _k("5月10日", "返程 5月10日", "旅行/启程日期"),
    _k("5月10日", "返程 5月10日", "旅行/去程日期"),
    _k("5月10日", "返程 5月10日", "旅行/开始日期"),
    _k("16:00", "返程 16:00", "班车/开车时间"),
    _k("16:00", "回程 16:00", "航班/登机时间"),
    _k("5月10日", "5月10日回家", "旅行/出发日期"),
    _k("16:00", "16:00往回走", "旅行团/出发时间"),
    _k("10 May", "Homebound 10 May", "user/trip/departure_date"),
    _k("10 de mayo", "nos volvemos el 10 de mayo", "viaje/fecha_salida"),
    _k("5月10日", "5月10日打道回府", "旅行/出发日期"),
    _k("5月10日", "5月10日回国", "旅行/出发日期"),
]

OLDER_TURN: list[Case] = [
    _k(
        "622 741 058",
        "llamame al 622 741 058",
        "nuria/telefono",
        "Nuria",
        source="Nuria: ¿a qué número te llamo si llegamos tarde?\nMaite: llamame al 622 741 058",
    ),
    _k(
        "622 741 058",
        "Llamame: 622 741 058",
        "nuria/telefono",
        "Nuria",
        source="Nuria: ¿a qué número te llamo si llegamos tarde?\nMaite: Llamame: 622 741 058",
    ),
    _k(
        "622 741 058",
        "escribeme al 622 741 058",
        "nuria/movil",
        "Nuria",
        source="Nuria: ¿a qué número te llamo si llegamos tarde?\nMaite: escribeme al 622 741 058",
    ),
    _k(
        "622 741 058",
        "Bizúmame al 622 741 058",
        "nuria/bizum",
        "Nuria",
        source="Nuria: ¿a qué número te llamo si llegamos tarde?\nMaite: Bizúmame al 622 741 058",
    ),
    _k(
        "622 741 058",
        "avisame al 622 741 058",
        "nuria/telefono",
        "Nuria",
        source="Nuria: ¿a qué número te llamo si llegamos tarde?\nMaite: avisame al 622 741 058",
    ),
    _k(
        "622 741 058",
        "Mandame un wasap al 622 741 058",
        "nuria/telefono",
        "Nuria",
        source="Nuria: ¿a qué número te llamo si llegamos tarde?\nMaite: Mandame un wasap al 622 741 058",
    ),
    _k(
        "622 741 058",
        "Contactame: 622 741 058",
        "nuria/telefono",
        "Nuria",
        source="Nuria: ¿a qué número te llamo si llegamos tarde?\nMaite: Contactame: 622 741 058",
    ),
    _k(
        "622 741 058",
        "Llamanos al 622 741 058",
        "nuria/telefono",
        "Nuria",
        source="Nuria: ¿a qué número te llamo si llegamos tarde?\nMaite: Llamanos al 622 741 058",
    ),
    _k(
        "622 741 058",
        "Llàmame al 622 741 058",
        "nuria/telefono",
        "Nuria",
        source="Nuria: ¿a qué número te llamo si llegamos tarde?\nMaite: Llàmame al 622 741 058",
    ),
    _k(
        "622 741 058",
        "Llâmame al 622 741 058",
        "nuria/telefono",
        "Nuria",
        source="Nuria: ¿a qué número te llamo si llegamos tarde?\nMaite: Llâmame al 622 741 058",
    ),
    _k(
        "622 741 058",
        "Móvil 622 741 058",
        "nuria/telefono",
        "Nuria",
        source="Nuria: ¿a qué número te llamo si llegamos tarde?\nMaite: Móvil 622 741 058",
    ),
]

OLDER_GROUP: list[Case] = [
    _k("£8", "Over65s pay £8", "planetarium/ticket_price"),
    _k("£5", "U-12s pay £5", "zoo/ticket_price"),
    _k("£5", "U12s pay £5", "zoo/ticket_price"),
    _k("£5", "Under12s pay £5", "zoo/ticket_price"),
    _k("£5", "Under-16 tickets are £5", "zoo/ticket_price"),
    _k("£5", "5-11s pay £5", "zoo/ticket_price"),
    _k("£5", "18-25s pay £5", "zoo/ticket_price"),
    _k("£5", "Under-1000s pay £5", "zoo/ticket_price"),
    _k("40元", "老年人凭证件40元", "天文馆/票价"),
]

OLDER: list[Case] = [*OLDER_RETURN, *OLDER_TURN, *OLDER_GROUP]

REGRESSIONS_RETURN: list[Case] = [
    _k("26 December", "Our sale is back on 26 December", "shop/sale_date"),
    _k("9:00", "Return journey: departs 9:00", "ferry/return_departure_time"),
    _k("9:00", "Billete de ida y vuelta: salida a las 9:00", "tren/hora_salida"),
    _k("9:00", "El tren de ida y vuelta sale a las 9:00", "tren/hora_salida"),
    _k("8:00", "出发时间：8:00 返回首页", "旅行团/出发时间"),
    _k("7:30", "列车7:30从北京出发，次日返回", "列车/出发时间"),
    _k("7:30", "回程票请提前买好，去程7:30出发", "班车/出发时间"),
    _k("9:00", "Departure back on schedule at 9:00", "flight/departure_time"),
    _k("9:00", "Departure is back to 9:00", "ferry/departure_time"),
    _k("9:00", "The 9:00 departure is back", "ferry/departure_time"),
    _k("14 May", "The ferry's departure is pushed back to 14 May", "ferry/departure_date"),
    _k("26 December", "The sale is back on 26 December", "shop/sale_date"),
    _k("9:00", "Ida y vuelta, salida a las 9:00", "tren/hora_salida"),
    _k("9:00", "El de ida y vuelta sale a las 9:00", "autobus/hora_salida"),
    _k("9:00", "La salida vuelve a ser a las 9:00", "excursion/hora_salida"),
    _k("8:00", "出发时间恢复为8:00，请返回群里确认", "旅行团/出发时间"),
    _k("6:40", "6:40出发 返回 分享", "航班/起飞时间"),
]

REGRESSIONS_GROUP: list[Case] = [
    _k("£5", "Under-12s pay £5", "zoo/under12s_price"),
    _k("£8", "Over-65s pay £8", "planetarium/over65s_price"),
    _k("£8", "Over-65s pay £8", "planetarium/over65_price"),
    _k("£5", "Under-12s pay £5", "zoo/u12s_price"),
    _k("£5", "Under-12s pay £5", "zoo/under12s_ticket_price"),
]

REGRESSIONS: list[Case] = [*REGRESSIONS_RETURN, *REGRESSIONS_GROUP]

TWINS_RETURN: list[Case] = [
    _k("3 May", "departs 3 May, returns 10 May", "skylark/departure_date"),
    _k("9:00", "Departs 9:00, back 17:00", "tour/departure_time"),
    _k("9:00", "Leaves 9:00, back around 17:00", "tour/departure_time"),
    _k("9:00", "Departs at 9:00 and returns at 17:00", "tour/departure_time"),
    _k("9:00", "The tour departs at 9:00 and is back by 17:00", "tour/departure_time"),
    _k("9:00", "The boat leaves at 9:00 and comes back at 17:00", "boat/departure_time"),
    _k("9:00", "The bus departs at 9:00 and brings you back by noon", "bus/departure_time"),
    _k("6 May", "Departure 6 May, return 13 May", "user/flight/departure_date"),
    _k("6 May", "Departure date 6 May, return date 13 May", "user/flight/departure_date"),
    _k("7:30", "The train departs at 7:30 - return tickets from £12", "train/departure_time"),
    _k("10:15", "Departure 10:15; return tickets available at the desk", "ferry/departure_time"),
    _k("10:15", "The ferry departs at 10:15, return fare £20", "ferry/departure_time"),
    _k("9:00", "Departure is at 9:00 sharp, so be back at the coach by 8:50", "coach/departure_time"),
    _k("9:00", "Departure 9:00 - seats at the back are free", "coach/departure_time"),
    _k("14:20", "Our flight departs at 14:20 and we fly back on Sunday", "user/flight/departure_time"),
    _k("14 June", "Leaving 14 June, back 21 June", "user/holiday/departure_date"),
    _k("3 June", "My annual leave starts 3 June and I'm back on 17 June", "user/annual_leave/start_date"),
    _k("3 June", "Leave starts 3 June; returning to work 17 June", "user/leave_start_date"),
    _k("17 June", "Leave ends 17 June and I return to work the next day", "user/leave/end_date"),
    _k("26 December", "The sale starts 26 December, returns accepted until January", "shop/sale/start_date"),
    _k("26 December", "Sale starts 26 December - back by popular demand", "shop/sale_start_date"),
    _k("9:00", "The return ferry departs at 9:00", "ferry/return_time"),
    _k("9:00", "The return ferry departs at 9:00", "ferry/return_departure_time"),
    _k("9:00", "Salida a las 9:00 y vuelta a las 17:00", "excursion/hora_salida"),
    _k("9:00", "Salida a las 9:00, vuelta por la tarde", "excursion/hora_salida"),
    _k("9:00", "Salida a las 9:00, regreso a las 18:00", "excursion/hora_salida"),
    _k("3 de mayo", "Salida el 3 de mayo y regreso el 10 de mayo", "crucero/fecha_salida"),
    _k("3 de mayo", "El crucero sale el 3 de mayo y vuelve el 10 de mayo", "crucero/fecha_salida"),
    _k("3 de mayo", "El barco sale el 3 de mayo y regresa el 10", "barco/fecha_salida"),
    _k("23 de agosto", "La salida de la Vuelta es el 23 de agosto", "vuelta_espana/fecha_salida"),
    _k("23 de agosto", "Salida de la Vuelta: 23 de agosto", "vuelta/fecha_salida"),
    _k("12:00", "La etapa de la Vuelta sale a las 12:00", "vuelta/etapa/hora_salida"),
    _k("9:00", "Salida a las 9:00 y después damos una vuelta por el puerto", "excursion/hora_salida"),
    _k("3 de mayo", "Fecha de salida: 3 de mayo, justo para la vuelta al cole", "libro/fecha_salida"),
    _k("3 de mayo", "El libro sale el 3 de mayo, a la vuelta de vacaciones", "libro/fecha_salida"),
    _k("9:00", "Sale a las 9:00 y regresa a las 14:00", "autobus/hora_salida"),
    _k("10:00", "El retorno es a las 18:00 y la salida a las 10:00", "excursion/hora_salida"),
    _k("9:00", "La salida es a las 9:00; el regreso, a las 18:00", "excursion/hora_salida"),
    _k("8:00", "8:00出发，下午返回", "旅行团/出发时间"),
    _k("8:00", "大巴8:00出发，17:00返回", "大巴/出发时间"),
    _k("9:00", "航班9:00起飞，17:00返回", "航班/起飞时间"),
    _k("9:00", "航班9:00起飞，返程航班17:00起飞", "航班/起飞时间"),
    _k("8:00", "8:00出发，点击返回查看行程", "旅行团/出发时间"),
    _k("7:00", "发车时间7:00，往返票价60元", "班车/发车时间"),
    _k("7:00", "7:00发车，回程18:00", "班车/发车时间"),
    _k("7:00", "回程的大巴7:00发车", "班车/回程时间"),
    _k("18:00", "返程 18:00", "班车/返程时间"),
    _k("9:00", "Departure: 9:00", "trip/departure_time"),
    _k("9:00", "The coach departs at 9:00", "coach/departure_time"),
    _k("3 May", "leaves 3 May", "skylark/departure_date"),
    _k("10 May", "Back on 10 May", "user/trip/return_date"),
    _k("10 May", "returns 10 May", "skylark/return_date"),
    _k("17:00", "The coach is back at 17:00", "coach/return_time"),
    _k("17:00", "Return: 17:00", "tour/return_time"),
    _k("10 de mayo", "vuelta el 10 de mayo", "viaje/fecha_vuelta"),
    _k("10 de mayo", "regreso el 10 de mayo", "viaje/fecha_regreso"),
    _k("9:00", "Salida: 9:00", "excursion/hora_salida"),
    _k("9:00", "El autobús sale a las 9:00", "autobus/hora_salida"),
    _k("5月10日", "回程 5月10日", "旅行/回程日期"),
    _k("5月10日", "返程 5月10日", "旅行/返程日期"),
    _k("8:00", "出发时间：8:00", "旅行团/出发时间"),
    _k("8:00", "大巴8:00出发", "大巴/出发时间"),
    _k("9:00", "航班9:00起飞", "航班/起飞时间"),
    _k("9:00", "Salida del tren de vuelta: 9:00", "tren_vuelta/hora_salida"),
    _k("9:00", "El vuelo de regreso sale a las 9:00", "vuelo_regreso/hora_salida"),
    _k("9:00", "El vuelo de vuelta sale a las 9:00", "vuelo/hora_salida_vuelta"),
    _k("8:00", "回程航班8:00起飞", "回程航班/起飞时间"),
    _k("8:00", "返程大巴8:00发车", "返程大巴/发车时间"),
    _k("8:00", "出发时间已改回8:00", "旅行团/出发时间"),
    _k("7:30", "7:30出发，当天往返", "旅行团/出发时间"),
    _k("7:30", "7:30出发，当天返回", "旅行团/出发时间"),
    _k("8:00", "出发时间：8:00", "旅行团/出发时间", None, source="返回\n出发时间：8:00"),
]

TWINS_TURN: list[Case] = [
    _k(
        "Salomé Ruiz",
        "Salomé Ruiz",
        "nuria/hermana",
        "Nuria",
        source="Maite: ¿cómo se llama tu hermana?\nNuria: Salomé Ruiz",
    ),
    _k(
        "622 741 058",
        "llámame al 622 741 058",
        "nuria/telefono",
        "Nuria",
        source="Maite: ¿a qué número te llamo si llegamos tarde?\nNuria: llámame al 622 741 058",
    ),
    _k(
        "622 741 058",
        "Llámame: 622 741 058",
        "nuria/telefono",
        "Nuria",
        source="Maite: ¿a qué número te llamo si llegamos tarde?\nNuria Gil: Llámame: 622 741 058",
    ),
    _k(
        "622 741 058",
        "Escríbeme al 622 741 058",
        "nuria/movil",
        "Nuria",
        source="Maite: ¿a qué número te llamo si llegamos tarde?\nNuria (Casa El Roble): Escríbeme al 622 741 058",
    ),
    _k(
        "nuria@x.es",
        "Escríbeme: nuria@x.es",
        "nuria/email",
        "Nuria",
        source="Maite: ¿a qué número te llamo si llegamos tarde?\nNuria: Escríbeme: nuria@x.es",
    ),
    _k(
        "622 741 058",
        "Avísame al 622 741 058",
        "nuria/movil",
        "Nuria",
        source="Maite: ¿a qué número te llamo si llegamos tarde?\nNuria: Avísame al 622 741 058",
    ),
    _k(
        "622 741 058",
        "Llámanos al 622 741 058",
        "nuria/telefono",
        "Nuria",
        source="Maite: ¿a qué número te llamo si llegamos tarde?\nNuria: Llámanos al 622 741 058",
    ),
    _k(
        "622 741 058",
        "llámame al 622 741 058",
        "user/telefono",
        "user",
        source="Recepción: ¿a qué número te llamo si llegamos tarde?\nCliente: llámame al 622 741 058",
    ),
    _k(
        "622 741 058",
        "Llámame: 622 741 058",
        "user/telefono",
        "user",
        source="Recepción: ¿a qué número te llamo si llegamos tarde?\nUsuario: Llámame: 622 741 058",
    ),
    _k(
        "622 741 058",
        "Escríbeme al 622 741 058",
        "user/movil",
        "user",
        source="Recepción: ¿a qué número te llamo si llegamos tarde?\nHuésped: Escríbeme al 622 741 058",
    ),
    _k(
        "622 741 058",
        "Llámame al 622 741 058",
        "user/telefono",
        "user",
        source="Recepción: ¿a qué número te llamo si llegamos tarde?\nPaciente: Llámame al 622 741 058",
    ),
    _k("622 741 058", "llámame al 622 741 058", "nuria/telefono", "Nuria"),
    _k("622 741 058", "Escríbeme al 622 741 058", "nuria/movil", "Nuria"),
    _k("622 741 058", "Avísame al 622 741 058", "nuria/movil", "Nuria"),
]

TWINS_GROUP: list[Case] = [
    _k("Over-65s pay £8", "Over-65s pay £8", "planetarium/concessions"),
    _k("over-65s", "Discount for over-65s", "pool/discount_group"),
    _k("under-12s", "Leo coaches the under-12s", "leo/coaching"),
    _k("Over-65s Swim", "Class: Over-65s Swim", "user/class"),
    _k("Over-65s Club", "Tuesdays: the Over-65s Club", "hall/tuesday_group"),
    _k("£8", "Tickets for over-65s are £8", "planetarium/over_65s/ticket_price"),
    _k("£8", "over-65s pay £8", "planetarium/over_65s_price"),
    _k("£8", "Over-65s: £8", "planetarium/over_65s_price"),
    _k("£5", "Under-12s: £5", "zoo/under_12s_price"),
    _k("£5", "Under-12s pay £5", "zoo/under_12s_ticket_price"),
    _k("3 June", "Over-65s flu clinic: 3 June", "surgery/over_65s_flu_clinic_date"),
    _k("0800 123 456", "Over-65s helpline: 0800 123 456", "council/over_65s_helpline"),
    _k("0800 123 456", "Over-65s helpline: 0800 123 456", "council/over_65s_helpline_phone"),
    _k("Over-65s helpline", "Over-65s helpline: 0800 123 456", "council/helpline_name"),
    _k("Saturdays", "Under-12s train on Saturdays", "club/under_12s_training_day"),
    _k("Saturdays", "The under-12s train on Saturdays", "club/under_12s/training_day"),
    _k("Sam Cole", "Under-12s coach: Sam Cole", "club/under_12s_coach"),
    _k("sam@club.org", "Under-12s coach: sam@club.org", "club/under_12s_coach_email"),
    _k("Over-65s", "Over-65s", "pool/concession"),
    _k("over-65s", "Free for over-65s", "museum/free_entry_for"),
    _k("free for over-65s", "Entry is free for over-65s", "museum/entry"),
    _k("£12", "Tickets are £12; over-65s pay £8.", "planetarium/ticket_price"),
    _k("£12", "Tickets are £12", "planetarium/ticket_price"),
    _k("£12", "Entry is £12", "planetarium/ticket_price"),
    _k("£8", "Tickets for over-65s are £8", "planetarium/over_65s_ticket_price"),
    _k("£5", "Tickets for under-12s are £5", "zoo/under_12s_ticket_price"),
    _k("12 €", "Entradas: 12 €", "planetario/precio_entrada"),
    _k("8 €", "Mayores de 65: 8 €", "planetario/precio_mayores_65"),
    _k("80元", "门票80元", "天文馆/票价"),
    _k("40元", "老人票40元", "天文馆/老人票价"),
    _k("12", "Leo is 12", "leo/age"),
    _k("£8", "Over-65s pay £8", "planetarium/over_65_price"),
    _k("£5", "Under-12s pay £5", "zoo/under_12_price"),
    _k("Under-12s", "Team: Under-12s", "leo/team"),
    _k("over-65s", "For over-65s", "class/for"),
    _k("over 65s", "Discount for over-65s", "pool/discount_group"),
]

TWINS: list[Case] = [*TWINS_RETURN, *TWINS_TURN, *TWINS_GROUP]

# (the lead, after the round: reading 3 withdrawn — `over-65s`, `under-12s` glued as one token again, as on 9dd2fd6 —,
# which closes the eight caused false accepts and the five regressions of key spellings and leaves its eight twins
# refused; then an age group glued as a code restricts a value unless the key holds its age (`_typed._age_group`),
# which closes batch 65's `over-65s` price and two older cases; `back`, `vuelta`, `vuelve`, `返回` withdrawn from a
# return's words and an opposite word the key names itself read as no restriction, which closes sixteen more
# regressions; one stays open, a return ticket in another clause)
_OPEN_CAUSED: tuple[int, ...] = ()
# (49, 52: an age group under a price, closed; 56: `老年人凭证件40元`, closed by round 41's price-list entries)
_OPEN_OLDER = tuple(k for k in range(len(OLDER)) if k not in (49, 52, 56))
_OPEN_REGRESSIONS = (6,)
_OPEN_TWINS = (91, 97, 100, 101, 102, 110, 111, 121)


_REASONS = {
    "CAUSED": "accepted by 1c3e4be, refused by 9dd2fd6, open",
    "OLDER": "accepted on 9dd2fd6 too, open",
    "REGRESSIONS": "accepted by 9dd2fd6, refused by 1c3e4be, open",
    "TWINS": "a faithful case of the withdrawn reading 3, refused as on 9dd2fd6, open",
}
_OPEN = {"CAUSED": _OPEN_CAUSED, "OLDER": _OPEN_OLDER, "REGRESSIONS": _OPEN_REGRESSIONS, "TWINS": _OPEN_TWINS}
_ROUND = "red-team round 24"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
