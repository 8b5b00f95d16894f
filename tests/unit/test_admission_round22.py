"""Round 22 (issue 31, brief C): coordination and list items the twenty-second blind batch and the dev split missed,
each rule in en, es and zh with a hard positive beside a hard negative twin that must stay refused.

- one item of a list: a word of an item that is a noun in its place leaves it an item — a lone `-ing` form (`has
  parking, step-free access and …`), a Spanish participle after a noun (`aire acondicionado`), a plural after a
  number (`2 bottles of prosecco`);
- a last item that opens with a quantifier of scope or an approximator before a number (`… and like 2 bottles`,
  `… y como dos botellas`, `…和大概两瓶酒`) restricts that item alone: another item is supported, that one is not
  without its word;
- an entire coordinated conjunct whose subject is that of the kept part: the first conjunct's verb is found after a
  time frame before the subject (`On weekends I swim and play badminton`), after a `to` that is a preposition (`I
  moved to Lisbon … and teach …`), and the Spanish second conjunct's verb that simplemma reads as a noun once
  normalized (`juego`, `venía`);
- a first conjunct's own time frame is left out with it when the second opens with its own (`早上九点开门，
  晚上十点关门`);
- a middle conjunct of a series `S A, B and C` with no subject of its own is left out whole like the first;
- a Spanish present simplemma reads as a noun is the first conjunct's verb right after a one-word subject (`Baltasar
  toca …`);
- a list of examples after the noun they are examples of (`tree nuts such as …`, `frutos secos como …`, `坚果比如…`):
  the noun and its marker are left out with the other items;
- a list whose items each carry a frame of the same kind (`tennis on Mondays, squash on Wednesdays and padel on
  Fridays`): the last item's frame is its own, not the whole list's (a weekday is no verb in an item);
- `y luego`, `y después` and `然后` open a second conjunct as a coordinator does (`and then`: `then` is a filler);
- a qualifier that a conjunction opens after a list (`…, a desk and a safe, but only on weekends`) qualifies the
  whole list, not only its last item; and a Latin-script list's farthest item segment is never read as its head;
- a condition opening the sentence qualifies every clause of a series `A, B and C` after it, each after a comma, up
  to the one the additive coordinator opens (`If I win, I quit my job, I move to Spain and I open a bar` gives no `I
  open a bar`), as round 17 has it for the clauses `and` adds.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, speaker, supported)
CASES = [
    # --- a list item with a word that is a noun in its place
    ("The venue has step-free access", "The venue has parking, step-free access and a hearing loop.", "", True),
    ("The venue has a hearing loop", "The venue has parking, step-free access and no hearing loop.", "", False),
    ("The flat has air conditioning", "The flat has a dishwasher, air conditioning and heating.", "", True),
    ("El apartamento tiene aire acondicionado", "el apartamento tiene wifi, aire acondicionado y lavavajillas.", "",
     True),
    ("El apartamento tiene aire acondicionado", "el apartamento no tiene wifi, aire acondicionado ni lavavajillas.",
     "", False),
    ("房间里有洗衣机", "房间里有空调、冰箱和洗衣机", "", True),
    ("房间里有洗衣机", "房间里只有空调、冰箱和洗衣机", "", False),
    # --- a last item's own restriction
    ("Tobiah is bringing a lemon drizzle cake",
     "I'm bringing chips, a lemon drizzle cake and like 2 bottles of prosecco", "Tobiah", True),
    ("Tobiah is bringing 2 bottles of prosecco",
     "I'm bringing chips, a lemon drizzle cake and like 2 bottles of prosecco", "Tobiah", False),
    ("Para la cena traemos ensalada", "Para la cena traemos tortilla, ensalada y como 2 botellas de vino", "", True),
    ("Para la cena traemos 2 botellas de vino", "Para la cena traemos tortilla, ensalada y como 2 botellas de vino",
     "", False),
    ("我带蛋糕", "我带薯片、蛋糕和大概两瓶酒", "", True),
    ("我带两瓶酒", "我带薯片、蛋糕和大概两瓶酒", "", False),
    # --- a first conjunct left out after a frame, a preposition `to`, a Spanish verb read as a noun
    ("On weekends Deshawn plays badminton", "On weekends I swim and play badminton", "Deshawn", True),
    ("On weekends Deshawn plays badminton", "On weekends I swim and my son plays badminton", "Deshawn", False),
    ("Marco teaches English at a language school",
     "I moved to Lisbon last spring and teach English at a language school.", "Marco", True),
    ("Marco goes home", "I want to leave and go home", "Marco", False),
    ("Los findes Fermín juega al bádminton", "Los findes nado y juego al bádminton", "Fermín", True),
    ("Los findes Fermín juega al bádminton", "Los findes nado y mi hijo juega al bádminton", "Fermín", False),
    ("El paquete venía con la caja abollada", "El paquete llegó ayer y venía con la caja abollada.", "", True),
    ("El paquete venía con la caja abollada", "El paquete llegó ayer y no venía con la caja abollada.", "", False),
    ("周末阿明打羽毛球", "周末我去游泳，还打羽毛球", "阿明", True),
    ("周末阿明打羽毛球", "周末我去游泳，我儿子打羽毛球", "阿明", False),
    # --- a first conjunct's own time frame
    ("这家店晚上十点关门", "这家店早上九点开门，晚上十点关门。", "", True),
    ("这家店关门", "这家店早上九点开门，晚上十点关门。", "", False),
    ("我周末在家带孩子", "我周一到周五在公司上班，周末在家带孩子。", "", True),
    ("我在家带孩子", "我周一到周五在公司上班，周末在家带孩子。", "", False),
    ("The shop closes at 10 at night", "The shop opens at 9 in the morning and closes at 10 at night.", "", True),
    ("The shop closes", "The shop opens at 9 in the morning and closes at 10 at night.", "", False),
    ("La tienda cierra a las diez", "La tienda abre a las nueve y cierra a las diez.", "", True),
    ("La tienda cierra", "La tienda abre a las nueve y cierra a las diez.", "", False),
    # --- a middle conjunct of a series
    ("Dmitri drove straight to the airport",
     "I finished the night shift at 7, grabbed a coffee and drove straight to the airport", "Dmitri", True),
    ("Dmitri drove straight to the airport",
     "I finished the night shift at 7, my wife grabbed a coffee and drove straight to the airport", "Dmitri", False),
    ("Dmitri buys a house", "I retired, will move to Spain and buy a house", "Dmitri", False),
    ("Marta condujo hasta el aeropuerto",
     "Marta terminó el turno a las 7, se tomó un café y condujo hasta el aeropuerto", "", True),
    ("Marta condujo hasta el aeropuerto",
     "Marta terminó el turno a las 7, su marido se tomó un café y condujo hasta el aeropuerto", "", False),
    ("我早上又去了机场", "我早上去了趟银行，买了杯咖啡，又去了机场", "", True),
    ("我早上又去了机场", "我早上去了趟银行，我老婆买了杯咖啡，又去了机场", "", False),
    # --- the first conjunct's verb right after a one-word subject (Spanish: a present simplemma reads as a noun)
    ("Baltasar entrena a un equipo de alevines los sábados",
     "Baltasar toca el cajón en un grupo de rumba y entrena a un equipo de alevines los sábados", "", True),
    ("Baltasar entrena a un equipo de alevines los sábados",
     "Baltasar toca el cajón en un grupo de rumba y su hijo entrena a un equipo de alevines los sábados", "", False),
    ("Baltazar teaches swimming on Saturdays",
     "Baltazar plays the cajón in a rumba band and teaches swimming on Saturdays", "", True),
    ("Baltazar teaches swimming on Saturdays",
     "Baltazar plays the cajón in a rumba band and his son teaches swimming on Saturdays", "", False),
    ("老王周末还教游泳", "老王开出租车，周末还教游泳", "", True),
    ("老王周末教游泳", "老王开出租车，他儿子周末教游泳", "", False),
    # --- a list of examples after the noun they are examples of
    ("Linnea is allergic to cashews", "I'm allergic to tree nuts such as almonds, cashews and pecans", "Linnea", True),
    ("Linnea is allergic to cashews", "I'm not allergic to tree nuts such as almonds, cashews and pecans", "Linnea",
     False),
    ("Yolanda es alérgica a los anacardos",
     "Soy alérgica a frutos secos como las almendras, los anacardos y las nueces", "Yolanda", True),
    ("Yolanda es alérgica a los anacardos",
     "No soy alérgica a frutos secos como las almendras, los anacardos y las nueces", "Yolanda", False),
    ("对腰果过敏", "我对坚果比如杏仁、腰果和核桃过敏", "小林", True),
    ("对腰果过敏", "我对坚果比如杏仁、腰果和核桃不过敏", "小林", False),
    # --- items each with a frame of its own (`… squash on Wednesdays and padel on Fridays`)
    ("We play squash on Wednesdays", "We play tennis on Mondays, squash on Wednesdays and padel on Fridays.", "", True),
    ("We play squash on Fridays", "We play tennis on Mondays, squash on Wednesdays and padel on Fridays.", "", False),
    ("We ship to Lisbon", "We ship to Lisbon, Braga and Porto on weekdays", "", False),
    ("Jugamos al squash los miércoles", "Jugamos al tenis los lunes, al squash los miércoles y al pádel los viernes.",
     "", True),
    ("Jugamos al squash", "Jugamos al tenis los lunes, al squash los miércoles y al pádel los viernes.", "", False),
    ("我们周三打壁球", "我们周一打网球，周三打壁球，周五打板球。", "", True),
    ("我们打壁球", "我们周一打网球，周三打壁球，周五打板球。", "", False),
    # --- a second conjunct opening with `and then`, `y luego`, `y después`, `然后`
    ("Pablo did a master's in Madrid", "Pablo studied law in Salamanca and then did a master's in Madrid.", "", True),
    ("Pablo did a master's in Madrid",
     "Pablo studied law in Salamanca and then his sister did a master's in Madrid.", "", False),
    ("Pablo hizo un máster en Madrid", "Estudié Derecho en Salamanca y luego hice un máster en Madrid.", "Pablo",
     True),
    ("Pablo hizo un máster en Madrid", "Pablo estudió Derecho en Salamanca y después hizo un máster en Madrid.", "",
     True),
    ("Pablo hizo un máster en Madrid",
     "Pablo estudió Derecho en Salamanca y luego su hermana hizo un máster en Madrid.", "", False),
    ("老刘去了一家游戏公司", "老刘在银行上了十年班，然后去了一家游戏公司", "", True),
    ("老刘去了一家游戏公司", "老刘在银行上了十年班，然后他儿子去了一家游戏公司", "", False),
    # --- a qualifier a conjunction opens after a list qualifies the whole list (a hole found while probing)
    ("Our rooms have wifi", "Our rooms have wifi, step-free access and a hearing loop, but only on weekends", "",
     False),
    ("Our rooms have a desk", "Our rooms have wifi, a desk and a safe", "", True),
    ("Nuestras habitaciones tienen wifi",
     "Nuestras habitaciones tienen wifi, escritorio y caja fuerte, pero solo los fines de semana", "", False),
    ("Nuestras habitaciones tienen escritorio", "Nuestras habitaciones tienen wifi, escritorio y caja fuerte", "",
     True),
    ("我们的房间有空调", "我们的房间有空调、书桌和保险箱，但只限周末", "", False),
    ("我们的房间有书桌", "我们的房间有空调、书桌和保险箱", "", True),
    # --- a sentence-opening condition qualifies every clause of the series after it (a hole found while probing)
    ("I open a bar", "If I win, I quit my job, I move to Spain and I open a bar", "", False),
    ("I opened a bar", "I quit my job, I moved to Spain and I opened a bar", "", True),
    ("abro un bar", "Si gano, dejo el trabajo, me mudo a España y abro un bar", "", False),
    ("abrí un bar", "Dejé el trabajo, me mudé a España y abrí un bar", "", True),
    ("我开一家酒吧", "如果中奖，我就辞职，我去西班牙，然后我开一家酒吧", "", False),
    ("我开了一家酒吧", "我辞了职，我去了西班牙，然后我开了一家酒吧", "", True),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), CASES)
def test_round22_rule_with_its_twin(value: str, evidence: str, speaker: str, supported: bool) -> None:
    extra = {"speaker": speaker} if speaker else {}
    support = check_support(value, evidence, evidence, guard=True, **extra)
    assert support.ok is supported, support
