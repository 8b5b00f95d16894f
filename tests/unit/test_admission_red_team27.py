"""Red-team round 27 of issue 31 (DESIGN §4): hostile cases against admission round 42's first form, in English,
Spanish and Chinese. Helper rt27. No source was changed.

The readings under test (round 42's first form against cf64677, the rules before the round): (1) any word of four
letters or more that the key writes as one is joined where a hyphen splits it in the value, evidence and source
(`_written._joined`: `Wi-Fi` under `…/wifi_password`, `e-mail` under `…/email`, beside Chinese too); (2) Telegram's
export header `Aitor Mena, [05.12.26 08:10]` on a line of its own opens that person's turn (`_turns._NAME_LINE`); (3) a
list's last item `the` + one to three plain words + `day`/`afternoon`/`evening`/`night`/`morning` at the clause's end
is an event's name, no time frame (`_lists._event_last`); (4) after `还`/`也`/`又` a second Chinese comma conjunct opens
its verb phrase at a dictionary verb with a noun of two characters or more after it, sharing the first conjunct's
subject (`_zh_conjuncts._verb_and_object`); (5) the Chinese words of two characters or more that the key names are
blanked before the blocked-word scan (`_typed_cjk._masked`). Each probe was run as `check_support(value, evidence,
source, guard=True, key=key, speaker=speaker)` (the source the evidence unless a probe needs a chat export) on cf64677
and on round 42's first form, each tree in its own process. A strict xfail in `CAUSED` is a false accept the new form
accepts and cf64677 refuses; one in `OLDER` is accepted by both (only near the readings); one in `REGRESSIONS` is a
faithful case cf64677 accepts and the new form refuses. `TWINS` are faithful hard positives beside the negatives:
plain tests when the new form accepts them, strict xfails for the 23 both trees refuse. All strict xfails were open
when the round was handed over.

Counts: 669 distinct probes, by hand (203 on reading 1, 80 on 2, 103 on 3, 140 on 4, 143 on 5). cf64677 accepts 202
of the 650 labelled, the new form 245. By a careful reading: 56 caused false accepts (`CAUSED`: 26, 0, 13, 11, 6 by
reading), 21 older ones (`OLDER`: 1, 5, 7, 5, 3), 12 regressions (`REGRESSIONS`: all of reading 1), 191 twins
(`TWINS`: 66, 37, 22, 26, 40; 23 refused by both trees). 323 unfaithful probes are refused by both trees and 47 false
accepts of cf64677 are refused by the new form (18 of reading 1: `My work e-mail is ana@x.com`, `Tom's e-mail`,
`Mi antiguo e-mail`, `我的工作E-mail是…` for `ana/email`; 29 of reading 2: an evidence in another's Telegram turn, in
English, Spanish and Chinese, with two- to four-word names, `lena_ortiz`, `[05/12/26 8:12]`, an emoji or an indent);
neither is pinned. 18 probes were left out as unclear and 1 as unstable (below).

Caused (56):
- **joined identifiers** (16, reading 1): the join is made in the value, the evidence and the source alike, so an
  identifier that holds the key's word split by a hyphen and one that holds it whole are read as the same token:
  `wifi2024` from `The Wi-Fi password is wi-fi2024` (and the reverse), `WIFI-2024` from `WI-FI-2024`, `wifi_guest`,
  `password` from `pass-word`, `PASSWORD-9` from `PASS-WORD-9`, `email@ana.com` from `e-mail@ana.com`,
  `ana@email.com` from `ana@e-mail.com`, `ana.email@x.com`, `website.com` from `web-site.com`, `wifi2024` after
  `Wi-Fi密码是` and `La contraseña del Wi-Fi es`, `密码wifi88`, `WIFI访客`.
- **joined words of another meaning** (10, reading 1): a prefix's hyphen keeps a word apart from the one the key
  writes: `We resign the contract in May` from `We re-sign …` (`team/resign`), `I resign in May`, `Tom recovers the
  sofa` from `I re-cover the sofa`, `reserves`/`re-serve`, `represents`/`re-present`, `recollects`/`re-collect`,
  `reacts`/`re-act`, `resorts`/`re-sort`, `releases`/`re-lease`, `remarks`/`re-mark`.
- **bare-noun time frames read as events** (13, reading 3): `the` + a noun + a bare time noun is as often the item
  and a frame of the whole list: `I feed the dog, the cat and the fish twice a day` gives `Ben Ortiz feeds the cat`;
  `… and the garage moving day`, `… and the pharmacy payday morning`, `… and the goat early morning`, `… and the
  ferry rush hour morning`, `I run the café and the shop market day` (`runs the café`), `… and the organ Easter day`,
  `… and the football cup final day`, `… and the match derby day`, `… and the grandparents Christmas day` (`sees my
  parents`), `Tom opens the gym, the pool and the sauna Christmas day`/`Christmas morning`, `… and the gates
  Christmas day`.
- **a frame of the first conjunct dropped** (11, reading 4): the second conjunct shares the first's subject but also
  its time frame, which the value leaves out: `我以前负责修理俱乐部的机车，还管会员名单` gives `老周还管会员名单`; so
  `我去年…`, `我曾经…`, `我过去…`, `我上大学时…`, `我上个月…`, and `我以前负责采购，还管仓库`/`也管仓库`/`又管仓库`,
  `我去年负责采购，…`, `我曾经负责采购，…`.
- **a blocked word reaching into the key's word** (6, reading 5): the blanking is by substring, so a frame whose last
  characters begin a keyed word is blanked with it: `我工作日的电话是 138…` for `ana/工作电话` (`工作日`, weekdays),
  `我工作日的邮箱是…` for `ana/工作邮箱`, `这周末的值班电话是…` for `医院/周末值班电话`,
  `这周末的客服电话是…` for `公司/周末客服电话`, `我这周末的电话是…` for `ana/周末电话`, `我这周末的邮箱是…`.

Older (21): `https://x.com/checkin` from `…/check-in` under `hotel/checkin_link` (the particle join of round 38);
Telegram headers the pattern does not read — `[05.12.26 08:12 PM]`, `[Dec 5, 2026 08:12]`, no comma (`Lena Ortiz
[05.12.26 08:12]`), a five-word name, an emoji after the name; bare-noun frames after a list that cf64677 reads as
items already (`… and the bins collection day`, `… and the pharmacy pay day`, `… and the bar market day`/`fair day`,
`… and the neighbours dog early morning`, `… and the gates exam morning`, `… and the grandparents Christmas day` for
`sees the kids`); a second conjunct whose subject is the first's object or another's (`我哥开了一家店，还卖咖啡`) or
under the first's past (`我以前学英语，还学日语`, `我以前在大学教书，还带学生`, `我去年开了一家餐厅，还开网店`,
`我以前修手机，还修电脑`); `预约编号约为 YL-30418`, `我老老板的电话` and `我老板娘的电话` for `ana/老板电话`.

Regressions (12, reading 1): a hyphenated speaker's name whose key writes it as one (`maryanne/…`, `jeanpaul/…`,
`annemarie/…`, `jeanluc/…`, `marykate/…`, `garcialopez/…`, `smithjones/…`): the value's `Mary-Anne` is joined to
`MaryAnne` but the speaker's name is not, so `Mary-Anne's phone is 555-1234` from `My phone is 555-1234` (speaker
Mary-Anne) is refused; and `E-MAIL-7731` from `Your e-mail ticket is E-MAIL-7731` for `support/email_ticket`.

Twins both trees refuse (23): `https://check-in.hotel.com` after `Online check-in:`, `jp@x.com` for `jeanpaul/email`
(speaker Jean-Paul), `我们的Wi-Fi密码是…`, `non-smoking rooms`, `co-op`, `free wifi`, `Tom re-covers the sofa`,
`Ana re-marks the exams`, `ana@x.com` from `Ana e-mailed me from ana@x.com`;
`aitor@x.com` in Aitor's own Telegram turn; `the open day`, `the bake sale morning`, `the film evening`, `the summer
fete day`, `the Friday quiz night`, `the open morning` as a list's last item, and `Tom runs the game jam`;
`我管会员名单，还负责财务报表`, `我白天上班，还开出租车`, `我是老师，也写小说`, `我养狗，还养猫`,
`我目前负责…，还管会员名单`.

Left out as unclear (18): a quoted or pasted turn (`Quote from Aitor:` under Lena's header, `> Aitor Mena: …`); a
hedge of frequency in the first conjunct (`我偶尔…`, `我有时候…`); a negated first conjunct (`我没养狗，还养猫`,
`我不负责采购，还管仓库`); `co-op` read as `coop`; ungrammatical frames (`the organ wedding day`, `the gates snow
day`, `the bins bin day`, `the wine dinner night`, `the adults term day`); `only smoking rooms`; `新合约编号`;
`约好的预约编号`, `预约约号`; an `Ana-Email` display name.

Unstable (1, reading 5, not pinned): `_masked` blanks the key's named words in the frozenset's order, and the key's
Chinese run names all its substrings, so which characters are left depends on the hash seed: `13812345678` from
`这周末值班电话：13812345678` for `医院/周末值班电话` is accepted under PYTHONHASHSEED 0, 1, 4 and 5 (`周末值班电话`
blanked first, `这周` gone) and refused under 2 and 3 (`末值` first, `这周` left); cf64677 refuses it under each.

Closed by the lead after the round (round 42's final form, docs/admission.md "Round 42"): 55 of the 56 caused, 11 of
the 12 regressions and the first older case. Reading 1 now joins only a verb and its particle and the spellings
`e-mail(s)`, `wi-fi`, `web-site`, `web-page`, `on-line`, and never inside an identifier (no letter, digit, `_`, `@`,
`/`, `-` or `.` and a word beside it); reading 3 is **withdrawn** (its twins are misses again, as on cf64677); reading
4 holds only after words none of which is a time, a locality or an adverb of jieba's dictionary, or `时`; reading 5
blanks jieba's whole dictionary words the key names (no substring, so no order: the unstable case is refused under
every seed). Open: `WIFI访客` from `Wi-Fi密码是WI-FI访客` (a password spelled with the keyed word, touching Chinese),
`E-MAIL-7731` from `Your e-mail ticket is …` for `support/email_ticket` (refused as `Your email ticket is …` is on
either tree), the older cases but the first, and 45 twins (22 more than the first form: the withdrawn reading's and
the joins' kept to a few spellings, each refused by cf64677 too).
"""

from __future__ import annotations

from _red_teams import SourcedCase as Case
from _red_teams import round_tests


def _k(value: str, evidence: str, key: str | None, speaker: str | None = None, source: str | None = None) -> Case:
    return (value, evidence, source, key, speaker)


# (Telegram exports, reading 2)
_S1 = "Aitor Mena, [05.12.26 08:10]\nMorning! Any plans?\n\nLena Ortiz, [05.12.26 08:12]\nI live in Bilbao now.\n"
_S2 = "Lena Ortiz, [05.12.26 08:12]\nI live in Bilbao now.\n\nAitor Mena, [05.12.26 08:15]\nNice, I live in Getxo.\n"
_S3 = "小王, [05.12.26 08:10]\n我住在上海。\n\n老周, [05.12.26 08:12]\n我住在北京。\n"
_S4 = "Ana, [5/12/2026, 08:10]\nMi correo es ana@x.es\n\nPablo, [5/12/2026, 08:11]\nVale.\n"
_S5 = "Ana, [2026-12-05 08:10]\nMy email is ana@x.com\n\nTom, [2026-12-05 08:11]\nMy email is tom@x.com\n"
_S6 = "Ana, [05.12.26 08:10:33]\nI'm allergic to peanuts.\n\nTom, [05.12.26 08:11:02]\nI'm allergic to cats.\n"
_S7 = "Aitor Mena, [05.12.26 08:10]\nMorning!\nLena Ortiz, [05.12.26 08:12]\nI live in Bilbao now.\nI work at the port."
_S8 = "Aitor Mena, [05.12.26 08:10]\nMy email is aitor@x.com\n\nLena Ortiz, [05.12.26 08:12]\nMine is lena@x.com"
_S9 = "Lena Ortiz, [05.12.26 08:12]\nI live in Bilbao now.\nAitor Mena, [05.12.26 08:15]\nSame, I live in Bilbao too."
_S12 = "Aitor Mena, [05.12.26 08:10]\nI live in Bilbao now."
_S13 = "Dr. Ana Ruiz, [05.12.26 08:10]\nI work at the clinic.\nTom, [05.12.26 08:12]\nI work at the port."
_S17 = "Aitor, [05.12.26 08:10]\nI live in Bilbao now.\nLena, [05.12.26 08:12]\nI don't."
_S24 = "Aitor Mena, [05.12.26 08:10]\nok\nLena, [05/12/26 8:12]\nI live in Bilbao now."
_S25 = "Aitor Mena, [05.12.26 08:10]\nok\nLena, [05.12.26 08:12 PM]\nI live in Bilbao now."
_S26 = "Aitor Mena, [05.12.26 08:10]\nok\nLena, [Dec 5, 2026 08:12]\nI live in Bilbao now."
_S27 = "Aitor Mena, [05.12.26 08:10]\nok\nLena Ortiz [05.12.26 08:12]\nI live in Bilbao now."
_S29 = "Aitor Mena, [05.12.26 08:10]\nok\n  Lena Ortiz, [05.12.26 08:12]  \nI live in Bilbao now."
_S30 = "Aitor Mena, [05.12.26 08:10]\nok\nLena María Ortiz Gil, [05.12.26 08:12]\nI live in Bilbao now."
_S31 = "Aitor Mena, [05.12.26 08:10]\nok\nLena María de Ortiz Gil, [05.12.26 08:12]\nI live in Bilbao now."
_S32 = "Aitor Mena, [05.12.26 08:10]\nok\nLena 🌸, [05.12.26 08:12]\nI live in Bilbao now."
_S33 = "老周, [05.12.26 08:10]\n好\n小王, [05.12.26 08:12]\n我的电话是 13812345678"
_S34 = "小王, [05.12.26 08:12]\n我的电话是 13812345678\n老周, [05.12.26 08:13]\n我的也是 13812345678"
_S35 = "Aitor, [05.12.26 08:10]\nI live in Bilbao now."
_S36 = "Diary, [05.12.26 08:10]\nI live in Bilbao now."
_S37 = "Mena, [05.12.26 08:10]\nI live in Bilbao now."
_S38 = "Aitor Mena, [05.12.26 08:10]\nok\nAitor Mena, [05.12.26 08:11]\nI live in Bilbao now."
_S39 = "Lena Ortiz, [05.12.26 08:10]\nwhere do you live?\nAitor Mena, [05.12.26 08:11]\nI live in Bilbao now."
_S40 = (
    "Lena, [05.12.26 08:10]\n"
    "where?\n"
    "Aitor, [05.12.26 08:11]\n"
    "Bilbao. I work at the port.\n"
    "Lena, [05.12.26 08:12]\n"
    "I work at the school."
)
_S41 = "Gym log, [05.12.26 08:10]\nI ran 5k today."
_S42 = "Shopping, [05.12.26 08:10]\nI need milk."
_S43 = "Pablo, [05.12.26 08:10]\n¿Dónde vives?\nAna, [05.12.26 08:11]\nVivo en Sevilla."
_S45 = "老周, [05.12.26 08:10]\n你住哪？\n小王, [05.12.26 08:11]\n我住在上海。"
_S47 = "Note from Lena, [05.12.26 08:10]\nI live in Bilbao now."
_S48 = "AITOR MENA, [05.12.26 08:10]\nI live in Bilbao now."

CAUSED: list[Case] = [
    # (reading 1)
    _k("wifi2024", "The Wi-Fi password is wi-fi2024", "cafe/wifi_password"),
    _k("wi-fi2024", "The Wi-Fi password is wifi2024", "cafe/wifi_password"),
    _k("WIFI-2024", "The Wi-Fi password is WI-FI-2024", "cafe/wifi_password"),
    _k("WI-FI-2024", "The Wi-Fi password is WIFI-2024", "cafe/wifi_password"),
    _k("wifi_guest", "The Wi-Fi password is wi-fi_guest", "cafe/wifi_password"),
    _k("password", "The Wi-Fi password is pass-word", "cafe/wifi_password"),
    _k("email@ana.com", "My e-mail is e-mail@ana.com", "ana/email", "Ana"),
    _k("e-mail@ana.com", "My e-mail is email@ana.com", "ana/email", "Ana"),
    _k("ana@email.com", "My e-mail is ana@e-mail.com", "ana/email", "Ana"),
    _k("ana.email@x.com", "My e-mail is ana.e-mail@x.com", "ana/email", "Ana"),
    _k("wifi2024", "Wi-Fi密码是wi-fi2024", "空间站/wifi密码"),
    _k("wifi2024", "La contraseña del Wi-Fi es wi-fi2024", "bar/contraseña_wifi"),
    _k("website.com", "Our web-site is web-site.com", "shop/website"),
    _k("We resign the contract in May", "We re-sign the contract in May", "team/resign"),
    _k("I resign in May", "I re-sign in May", "tom/resign_date", "Tom"),
    _k("Tom recovers the sofa", "I re-cover the sofa", "tom/recover", "Tom"),
    _k("Tom reserves the soup", "I re-serve the soup", "tom/reserve", "Tom"),
    _k("Tom represents the case", "I re-present the case", "tom/represent", "Tom"),
    _k("Tom recollects the samples", "I re-collect the samples", "tom/recollect", "Tom"),
    _k("Tom reacts the scene", "I re-act the scene", "tom/react", "Tom"),
    _k("Tom resorts the files", "I re-sort the files", "tom/resort", "Tom"),
    _k("Tom releases the flat", "I re-lease the flat", "tom/release", "Tom"),
    _k("Ana remarks the exams", "I re-mark the exams", "ana/remark", "Ana"),
    _k("PASSWORD-9", "The Wi-Fi password is PASS-WORD-9", "cafe/wifi_password"),
    _k("密码wifi88", "Wi-Fi密码是密码wi-fi88", "空间站/wifi密码"),
    _k("WIFI访客", "Wi-Fi密码是WI-FI访客", "空间站/wifi密码"),
    # (reading 3)
    _k(
        "Ben Ortiz cleans the bathroom",
        "I clean the kitchen, the bathroom and the garage moving day",
        "ben/chores",
        "Ben Ortiz",
    ),
    _k("Ben Ortiz feeds the cat", "I feed the dog, the cat and the fish twice a day", "ben/chores", "Ben Ortiz"),
    _k(
        "Ben Ortiz visits the bank",
        "I visit the bank, the post office and the pharmacy payday morning",
        "ben/errands",
        "Ben Ortiz",
    ),
    _k("Ben Ortiz walks the dog", "I walk the dog, the cat and the goat early morning", "ben/chores", "Ben Ortiz"),
    _k(
        "Ben Ortiz takes the bus",
        "I take the bus, the tram and the ferry rush hour morning",
        "ben/commute",
        "Ben Ortiz",
    ),
    _k("Ben Ortiz runs the café", "I run the café and the shop market day", "ben/jobs", "Ben Ortiz"),
    _k(
        "Ben Ortiz plays the piano",
        "I play the piano, the guitar and the organ Easter day",
        "ben/instruments",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz watches the news",
        "I watch the news, the weather and the football cup final day",
        "ben/tv",
        "Ben Ortiz",
    ),
    _k("Ben Ortiz watches the news", "I watch the news, the weather and the match derby day", "ben/tv", "Ben Ortiz"),
    _k(
        "Ben Ortiz sees my parents",
        "I see the kids, my parents and the grandparents Christmas day",
        "ben/family",
        "Ben Ortiz",
    ),
    _k(
        "Tom runs the game jam",
        "Tom runs the robotics club, the game jam and the gates Christmas day",
        "tom/activities",
    ),
    _k("Tom opens the gym", "Tom opens the gym, the pool and the sauna Christmas day", "tom/duties"),
    _k("Tom opens the pool", "Tom opens the gym, the pool and the sauna Christmas morning", "tom/duties"),
    # (reading 4)
    _k("老周还管会员名单", "我以前负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周还管会员名单", "我去年负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周还管会员名单", "我曾经负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周还管会员名单", "我过去负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周还管会员名单", "我上大学时负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周还管会员名单", "我上个月负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周还管仓库", "我以前负责采购，还管仓库", "老周/职责", "老周"),
    _k("老周还管仓库", "我去年负责采购，还管仓库", "老周/职责", "老周"),
    _k("老周还管仓库", "我曾经负责采购，还管仓库", "老周/职责", "老周"),
    _k("老周也管仓库", "我以前负责采购，也管仓库", "老周/职责", "老周"),
    _k("老周又管仓库", "我以前负责采购，又管仓库", "老周/职责", "老周"),
    # (reading 5)
    _k("13812345678", "我工作日的电话是 13812345678", "ana/工作电话", "Ana"),
    _k("13812345678", "这周末的值班电话是 13812345678", "医院/周末值班电话"),
    _k("ana@gs.cn", "我工作日的邮箱是 ana@gs.cn", "ana/工作邮箱", "Ana"),
    _k("13812345678", "我这周末的电话是 13812345678", "ana/周末电话", "Ana"),
    _k("13812345678", "这周末的客服电话是 13812345678", "公司/周末客服电话"),
    _k("ana@gs.cn", "我这周末的邮箱是 ana@gs.cn", "ana/周末邮箱", "Ana"),
]

OLDER: list[Case] = [
    # (reading 1)
    _k("https://x.com/checkin", "Check in online: https://x.com/check-in", "hotel/checkin_link"),
    # (reading 2)
    _k("Aitor Mena lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor Mena", _S25),
    _k("Aitor Mena lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor Mena", _S26),
    _k("Aitor Mena lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor Mena", _S27),
    _k("Aitor Mena lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor Mena", _S31),
    _k("Aitor Mena lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor Mena", _S32),
    # (reading 3)
    _k(
        "Ben Ortiz cleans the kitchen",
        "I clean the kitchen, the bathroom and the bins collection day",
        "ben/chores",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz visits the bank",
        "I visit the bank, the post office and the pharmacy pay day",
        "ben/errands",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz walks the dog",
        "I walk the dog, the kids and the neighbours dog early morning",
        "ben/chores",
        "Ben Ortiz",
    ),
    _k("Ben Ortiz runs the café", "I run the café, the shop and the bar market day", "ben/jobs", "Ben Ortiz"),
    _k("Ben Ortiz runs the café", "I run the café, the shop and the bar fair day", "ben/jobs", "Ben Ortiz"),
    _k(
        "Ben Ortiz supervises the lunch queue",
        "I supervise the lunch queue, the yard and the gates exam morning",
        "ben/duties",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz sees the kids",
        "I see the kids, my parents and the grandparents Christmas day",
        "ben/family",
        "Ben Ortiz",
    ),
    # (reading 4)
    _k("老周还卖咖啡", "我哥开了一家店，还卖咖啡", "老周/职责", "老周"),
    _k("老周还学日语", "我以前学英语，还学日语", "老周/语言", "老周"),
    _k("老周还带学生", "我以前在大学教书，还带学生", "老周/职责", "老周"),
    _k("老周还开网店", "我去年开了一家餐厅，还开网店", "老周/职责", "老周"),
    _k("老周还修电脑", "我以前修手机，还修电脑", "老周/职责", "老周"),
    # (reading 5)
    _k("YL-30418", "预约编号约为 YL-30418", "诊所/预约编号"),
    _k("13812345678", "我老老板的电话是 13812345678", "ana/老板电话", "Ana"),
    _k("13812345678", "我老板娘的电话是 13812345678", "ana/老板电话", "Ana"),
]

REGRESSIONS: list[Case] = [
    # (reading 1)
    _k("Mary-Anne's phone is 555-1234", "My phone is 555-1234", "maryanne/phone", "Mary-Anne"),
    _k("Mary-Anne lives in Leeds", "I live in Leeds", "maryanne/city", "Mary-Anne"),
    _k("Jean-Paul lives in Lyon", "I live in Lyon", "jeanpaul/city", "Jean-Paul"),
    _k("Jean-Paul's email is jp@x.com", "My email is jp@x.com", "jeanpaul/email", "Jean-Paul"),
    _k("Anne-Marie lives in Leeds", "I live in Leeds", "annemarie/city", "Anne-Marie"),
    _k("Anne-Marie's email is am@x.com", "My email is am@x.com", "annemarie/email", "Anne-Marie"),
    _k("Jean-Luc works at a bakery", "I work at a bakery", "jeanluc/job", "Jean-Luc"),
    _k("Jean-Luc speaks French", "I speak French", "jeanluc/languages", "Jean-Luc"),
    _k("Mary-Kate is allergic to peanuts", "I'm allergic to peanuts", "marykate/allergies", "Mary-Kate"),
    _k("Ana Garcia-Lopez lives in Madrid", "I live in Madrid", "garcialopez/city", "Ana Garcia-Lopez"),
    _k("Tom Smith-Jones runs the chess club", "I run the chess club", "smithjones/clubs", "Tom Smith-Jones"),
    _k("E-MAIL-7731", "Your e-mail ticket is E-MAIL-7731", "support/email_ticket"),
]

TWINS: list[Case] = [
    # (reading 1)
    _k("wi-fi2024", "The Wi-Fi password is wi-fi2024", "cafe/wifi_password"),
    _k("WI-FI-2024", "The Wi-Fi password is WI-FI-2024", "cafe/wifi_password"),
    _k("pass-word", "The Wi-Fi password is pass-word", "cafe/wifi_password"),
    _k("cafe-wifi", "The Wi-Fi password is cafe-wifi", "cafe/wifi_password"),
    _k("hunter2", "The Wi-Fi password is hunter2", "cafe/wifi_password"),
    _k("hunter2", "Wi-Fi password: hunter2", "cafe/wifi_password"),
    _k("hunter2", "WI-FI PASSWORD: hunter2", "cafe/wifi_password"),
    _k("hunter2", "Our Wi-Fi password is hunter2", "cafe/wifi_password"),
    _k("hunter2", "The Wi-Fi pass-word is hunter2", "cafe/wifi_password"),
    _k("e-mail@ana.com", "My e-mail is e-mail@ana.com", "ana/email", "Ana"),
    _k("ana@e-mail.com", "My e-mail is ana@e-mail.com", "ana/email", "Ana"),
    _k("ana-email@x.com", "My e-mail is ana-email@x.com", "ana/email", "Ana"),
    _k("ana@x.com", "My e-mail is ana@x.com", "ana/email", "Ana"),
    _k("ana@x.com", "E-mail me at ana@x.com", "ana/email", "Ana"),
    _k("ana@x.com", "E-mail: ana@x.com", "ana/email", "Ana"),
    _k("ana@x.com", "my e-mail address is ana@x.com", "ana/email", "Ana"),
    _k("ana@x.com", "E-MAIL: ana@x.com", "ana/email", "Ana"),
    _k("ana@x.com", "You can e-mail me at ana@x.com", "ana/email", "Ana"),
    _k("ana@x.com", "Mi e-mail es ana@x.com", "ana/email", "Ana"),
    _k("hunter2", "Wi-Fi密码是hunter2", "空间站/wifi密码"),
    _k("hunter2", "Wi-Fi密码：hunter2", "空间站/wifi密码"),
    _k("hunter2", "我们的Wi-Fi密码是hunter2", "空间站/wifi密码"),
    _k("hunter2", "空间站的Wi-Fi密码是hunter2", "空间站/wifi密码"),
    _k("wi-fi2024", "Wi-Fi密码是wi-fi2024", "空间站/wifi密码"),
    _k("hunter2", "La contraseña del Wi-Fi es hunter2", "bar/contraseña_wifi"),
    _k("https://check-in.hotel.com", "Online check-in: https://check-in.hotel.com", "hotel/checkin_url"),
    _k("web-site.com", "Our web-site is web-site.com", "shop/website"),
    _k("shop.com", "Our web-site is shop.com", "shop/website"),
    _k("555-1234", "Mary-Anne's phone is 555-1234", "maryanne/phone"),
    _k("jp@x.com", "My email is jp@x.com", "jeanpaul/email", "Jean-Paul"),
    _k("Jean-Paul's email is jp@x.com", "Jean-Paul's email is jp@x.com", "jeanpaul/email"),
    _k("555-1234", "Jean-Paul's phone is 555-1234", "jeanpaul/phone"),
    _k("non-smoking rooms", "We have non-smoking rooms", "hotel/nonsmoking_rooms"),
    _k("Tom re-covers the sofa", "I re-cover the sofa", "tom/recover", "Tom"),
    _k("co-op", "I shop at the co-op", "tom/coop", "Tom"),
    _k("free wifi", "We offer free Wi-Fi", "cafe/wifi"),
    _k("We offer free wifi", "We offer free Wi-Fi", "cafe/wifi"),
    _k("11am", "Check-out is at 11am", "hotel/checkout_time"),
    _k("2pm", "Check-in is at 2pm", "hotel/checkin_time"),
    _k("7:30", "Sign-in is at 7:30", "gym/signin_time"),
    _k("Calle Mayor 4", "The drop-off point is Calle Mayor 4", "school/dropoff_point"),
    _k("555-1234", "My mobile-phone is 555-1234", "ana/mobilephone", "Ana"),
    _k("555-1234", "My cell-phone is 555-1234", "ana/cellphone", "Ana"),
    _k("555-1234", "My home-phone is 555-1234", "ana/homephone", "Ana"),
    _k("tom_88", "My user-name is tom_88", "tom/username", "Tom"),
    _k("HX-4411", "The post-code is HX-4411", "ana/postcode", "Ana"),
    _k("555-1234", "The hot-line is 555-1234", "bank/hotline"),
    _k("ABC123", "The pass-code is ABC123", "gym/passcode"),
    _k("ABC123", "El pass-code es ABC123", "gym/passcode"),
    _k("www.tom.com", "My home-page is www.tom.com", "tom/homepage", "Tom"),
    _k("tom@x.com", "E-mail me at tom@x.com, not at ana@x.com", "ana/email", "Ana"),
    _k("Ana re-marks the exams", "I re-mark the exams", "ana/remark", "Ana"),
    _k("José-Luis vive en Sevilla", "Vivo en Sevilla", "joseluis/ciudad", "José-Luis"),
    _k("Mary-Kate is allergic to peanuts", "I'm allergic to peanuts", "mary-kate/allergies", "Mary-Kate"),
    _k("Mary-Kate is allergic to peanuts", "I'm allergic to peanuts", "mary_kate/allergies", "Mary-Kate"),
    _k("Jean-Paul lives in Lyon", "Jean-Paul lives in Lyon", "jeanpaul/city"),
    _k("Wi-Fi is free", "Wi-Fi is free", "cafe/wifi"),
    _k("e-mail me at ana@x.com", "E-mail me at ana@x.com", "ana/email"),
    _k("ana@x.com", "Ana's e-mail is ana@x.com", "ana/email"),
    _k("ana@x.com", "Ana e-mailed me from ana@x.com", "ana/email"),
    _k("wifi-free", "The Wi-Fi password is wifi-free", "cafe/wifi_password"),
    _k("free-wifi", "The Wi-Fi password is free-wifi", "cafe/wifi_password"),
    _k("PASS-WORD-9", "The Wi-Fi password is PASS-WORD-9", "cafe/wifi_password"),
    _k("https://x.com/check-in", "Check in online: https://x.com/check-in", "hotel/checkin_link"),
    _k("hunter2", "Wi-Fi的密码是hunter2", "空间站/wifi密码"),
    _k("ana@x.com", "我的E-mail是ana@x.com", "ana/email", "Ana"),
    # (reading 2)
    _k("Lena Ortiz lives in Bilbao now", "I live in Bilbao now.", "lena/city", "Lena Ortiz", _S1),
    _k("Lena lives in Bilbao now", "I live in Bilbao now.", "lena/city", "Lena", _S1),
    _k("Aitor Mena lives in Getxo", "Nice, I live in Getxo.", "aitor/city", "Aitor Mena", _S2),
    _k("Aitor lives in Getxo", "I live in Getxo.", "aitor/city", "Aitor", _S2),
    _k("老周住在北京", "我住在北京。", "老周/城市", "老周", _S3),
    _k("小王住在上海", "我住在上海。", "小王/城市", "小王", _S3),
    _k("ana@x.es", "Mi correo es ana@x.es", "ana/correo", "Ana", _S4),
    _k("ana@x.com", "My email is ana@x.com", "ana/email", "Ana", _S5),
    _k("tom@x.com", "My email is tom@x.com", "tom/email", "Tom", _S5),
    _k("Ana is allergic to peanuts", "I'm allergic to peanuts.", "ana/allergies", "Ana", _S6),
    _k("Tom is allergic to cats", "I'm allergic to cats.", "tom/allergies", "Tom", _S6),
    _k("Lena Ortiz works at the port", "I work at the port.", "lena/job", "Lena Ortiz", _S7),
    _k("aitor@x.com", "My email is aitor@x.com", "aitor/email", "Aitor Mena", _S8),
    _k("Aitor Mena lives in Bilbao too", "Same, I live in Bilbao too.", "aitor/city", "Aitor Mena", _S9),
    _k("Aitor Mena lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor Mena", _S12),
    _k("Aitor lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor", _S12),
    _k("Ana Ruiz works at the clinic", "I work at the clinic.", "ana/job", "Ana Ruiz", _S13),
    _k("Aitor lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor", _S17),
    _k("Lena lives in Bilbao now", "I live in Bilbao now.", "lena/city", "Lena", _S24),
    _k("Lena lives in Bilbao now", "I live in Bilbao now.", "lena/city", "Lena", _S25),
    _k("Lena Ortiz lives in Bilbao now", "I live in Bilbao now.", "lena/city", "Lena Ortiz", _S29),
    _k("Lena lives in Bilbao now", "I live in Bilbao now.", "lena/city", "Lena", _S30),
    _k("13812345678", "我的电话是 13812345678", "小王/电话", "小王", _S33),
    _k("13812345678", "我的也是 13812345678", "老周/电话", "老周", _S34),
    _k("Aitor Mena lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor Mena", _S35),
    _k("Aitor lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor", _S36),
    _k("Aitor Mena lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor Mena", _S37),
    _k("Aitor Mena lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor Mena", _S38),
    _k("Aitor Mena lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor Mena", _S39),
    _k("Aitor works at the port", "I work at the port.", "aitor/job", "Aitor", _S40),
    _k("Lena works at the school", "I work at the school.", "lena/job", "Lena", _S40),
    _k("Aitor ran 5k today", "I ran 5k today.", "aitor/runs", "Aitor", _S41),
    _k("Aitor needs milk", "I need milk.", "aitor/shopping", "Aitor", _S42),
    _k("Ana vive en Sevilla", "Vivo en Sevilla.", "ana/ciudad", "Ana", _S43),
    _k("小王住在上海", "我住在上海。", "小王/城市", "小王", _S45),
    _k("Lena lives in Bilbao now", "I live in Bilbao now.", "lena/city", "Lena", _S47),
    _k("Aitor Mena lives in Bilbao now", "I live in Bilbao now.", "aitor/city", "Aitor Mena", _S48),
    # (reading 3)
    _k(
        "Ben Ortiz also runs the game jam",
        "I also run the robotics club, the game jam and the parents' demo afternoon",
        "ben/activities",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz runs the game jam",
        "I run the robotics club, the game jam and the open day",
        "ben/activities",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz runs the robotics club",
        "I run the robotics club, the game jam and the open day",
        "ben/activities",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz runs the open day",
        "I run the robotics club, the game jam and the open day",
        "ben/activities",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz runs the game jam",
        "I run the robotics club, the game jam and the quiz night",
        "ben/activities",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz runs the game jam",
        "I run the robotics club, the game jam and the sports day",
        "ben/activities",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz runs the game jam",
        "I run the robotics club, the game jam and the school fun day",
        "ben/activities",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz runs the game jam",
        "I run the robotics club, the game jam and the bake sale morning",
        "ben/activities",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz runs the chess club",
        "I run the chess club, the choir and the film evening",
        "ben/activities",
        "Ben Ortiz",
    ),
    _k("Ben Ortiz runs the shop", "I run the café, the shop and the quiz night", "ben/jobs", "Ben Ortiz"),
    _k("Ben Ortiz runs the quiz night", "I run the café, the shop and the quiz night", "ben/jobs", "Ben Ortiz"),
    _k("Ben Ortiz runs the shop", "I run the café, the shop and the family fun day", "ben/jobs", "Ben Ortiz"),
    _k("Ben Ortiz runs the shop", "I run the café, the shop and the summer fete day", "ben/jobs", "Ben Ortiz"),
    _k("Ben Ortiz runs the shop", "I run the café, the shop and the charity gala night", "ben/jobs", "Ben Ortiz"),
    _k("Ben Ortiz runs the shop", "I run the café, the shop and the Friday quiz night", "ben/jobs", "Ben Ortiz"),
    _k("Ben Ortiz runs the shop", "I run the café, the shop and the karaoke evening", "ben/jobs", "Ben Ortiz"),
    _k(
        "Ben Ortiz organises the raffle",
        "I organise the raffle, the tombola and the open morning",
        "ben/events",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz organises the tombola",
        "I organise the raffle, the tombola and the curry night.",
        "ben/events",
        "Ben Ortiz",
    ),
    _k(
        "Ben Ortiz organises the tombola",
        "I organise the raffle, the tombola and the curry night. I love it.",
        "ben/events",
        "Ben Ortiz",
    ),
    _k("Ben Ortiz plays the piano", "I play the piano, the guitar and the drums", "ben/instruments", "Ben Ortiz"),
    _k(
        "Ben Ortiz supervises the yard",
        "I supervise the lunch queue, the yard and the sports day",
        "ben/duties",
        "Ben Ortiz",
    ),
    _k("Tom runs the game jam", "Tom runs the robotics club, the game jam and the open day", "tom/activities"),
    # (reading 4)
    _k("老周还管会员名单", "我负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周管会员名单", "我负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周也管会员名单", "我负责修理俱乐部的机车，也管会员名单", "老周/职责", "老周"),
    _k("老周又管会员名单", "我负责修理俱乐部的机车，又管会员名单", "老周/职责", "老周"),
    _k("老周还教新会员", "我在俱乐部修机车，还教新会员", "老周/职责", "老周"),
    _k("老周还负责财务报表", "我管会员名单，还负责财务报表", "老周/职责", "老周"),
    _k("老周还开出租车", "我白天上班，还开出租车", "老周/职责", "老周"),
    _k("老周也写小说", "我是老师，也写小说", "老周/职责", "老周"),
    _k("老周还养蜜蜂", "我种了很多菜，还养蜜蜂", "老周/职责", "老周"),
    _k("老周还学日语", "我在学英语，还学日语", "老周/语言", "老周"),
    _k("老周还管会员名单", "我不光负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周还管会员名单", "我不但负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周还养猫", "我养狗，还养猫", "老周/宠物", "老周"),
    _k("老周还种菜", "我养花，还种菜", "老周/职责", "老周"),
    _k("老周还教书法", "我教绘画，还教书法", "老周/职责", "老周"),
    _k("老周还管仓库", "我负责采购，还管仓库", "老周/职责", "老周"),
    _k("老周管仓库", "我负责采购，还管仓库", "老周/职责", "老周"),
    _k("老周还管会员名单", "我现在负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周还管会员名单", "我目前负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周还管会员名单", "我一直负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周还管会员名单", "我平时负责修理俱乐部的机车，还管会员名单", "老周/职责", "老周"),
    _k("老周还带学生", "我在大学教书，还带学生", "老周/职责", "老周"),
    _k("老周还写代码", "我做产品经理，还写代码", "老周/职责", "老周"),
    _k("老周还拍视频", "我当导游，还拍视频", "老周/职责", "老周"),
    _k("老周还修电脑", "我修手机，还修电脑", "老周/职责", "老周"),
    _k("Ana también da clases de yoga", "Trabajo en una tienda y también doy clases de yoga", "ana/trabajo", "Ana"),
    # (reading 5)
    _k("YL-30418", "您的预约编号是 YL-30418", "预约/编号"),
    _k("YL-30418", "预约编号：YL-30418", "诊所/预约编号"),
    _k("YL-30418", "您的预约号是 YL-30418", "诊所/预约号"),
    _k("010-62345678", "预约电话是 010-62345678", "诊所/预约电话"),
    _k("https://yy.example.cn", "预约链接：https://yy.example.cn", "诊所/预约链接"),
    _k("HY-2231", "我的合约编号是 HY-2231", "ana/合约编号", "Ana"),
    _k("400-800-1234", "约车电话是 400-800-1234", "出租/约车电话"),
    _k("400-800-1234", "公司的话务电话是 400-800-1234", "公司/话务电话"),
    _k("GH-5521", "客户号：GH-5521", "电力/客户号"),
    _k("13812345678", "我工作电话是 13812345678", "ana/工作电话", "Ana"),
    _k("13812345678", "周末值班电话：13812345678", "医院/周末值班电话"),
    _k("13812345678", "周末的值班电话是 13812345678", "医院/周末值班电话"),
    _k("010-62345678", "我公司的电话是 010-62345678", "ana/公司电话", "Ana"),
    _k("ana@gs.cn", "我公司的邮箱是 ana@gs.cn", "ana/公司邮箱", "Ana"),
    _k("400-800-1234", "晚班车的电话是 400-800-1234", "公交/晚班车电话"),
    _k("400-800-1234", "末班车电话是 400-800-1234", "公交/末班车电话"),
    _k("010-62345678", "假期电话：010-62345678", "学校/假期电话"),
    _k("NK-88123", "年卡号是 NK-88123", "健身房/年卡号"),
    _k("CN-8812", "确认号码：CN-8812", "酒店/确认号码"),
    _k("CS-1234", "次卡号是 CS-1234", "健身房/次卡号"),
    _k("13812345678", "我老板的电话是 13812345678", "ana/老板电话", "Ana"),
    _k("13812345678", "我妈妈的电话是 13812345678", "ana/妈妈电话", "Ana"),
    _k("13812345678", "我朋友的电话是 13812345678", "ana/朋友电话", "Ana"),
    _k("13812345678", "我男朋友的电话是 13812345678", "ana/男朋友电话", "Ana"),
    _k("13812345678", "我同事的电话是 13812345678", "ana/同事电话", "Ana"),
    _k("13812345678", "客户的电话是 13812345678", "银行/客户电话"),
    _k("13812345678", "学校的电话是 13812345678", "ana/学校电话", "Ana"),
    _k("13812345678", "我学校的电话是 13812345678", "ana/学校电话", "Ana"),
    _k("13812345678", "我家里的电话是 13812345678", "ana/家里电话", "Ana"),
    _k("13812345678", "我单位的电话是 13812345678", "ana/单位电话", "Ana"),
    _k("13812345678", "我办公室的电话是 13812345678", "ana/办公电话", "Ana"),
    _k("13812345678", "我的私人电话是 13812345678", "ana/私人电话", "Ana"),
    _k("13812345678", "我的备用电话是 13812345678", "ana/备用电话", "Ana"),
    _k("13812345678", "我的临时电话是 13812345678", "ana/临时电话", "Ana"),
    _k("13812345678", "周末的电话是 13812345678", "ana/周末电话", "Ana"),
    _k("13812345678", "晚上打这个电话 13812345678", "ana/晚上电话", "Ana"),
    _k("400-800-1234", "会员服务电话是 400-800-1234", "健身房/会员电话"),
    _k("400-800-1234", "学校客服电话是 400-800-1234", "公司/学校客服电话"),
    _k("ana@gs.cn", "我的工作邮箱是 ana@gs.cn", "ana/工作邮箱", "Ana"),
    _k("13812345678", "周末的客服电话是 13812345678", "公司/周末客服电话"),
]


# (every caused, older and regression case was open on round 42's first form; after the lead's fixes these stay open:
# a caused case, the older ones but the first, a regression, and the twins the final form refuses — 22 more than the
# first form, those of the withdrawn event reading and of the joins kept to a few spellings, all refused by cf64677)
_OPEN_CAUSED = (25,)
_OPEN_OLDER = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20)
_OPEN_REGRESSIONS = (11,)
_OPEN_TWINS = (
    8,
    21,
    25,
    28,
    29,
    31,
    32,
    33,
    34,
    35,
    45,
    46,
    47,
    48,
    51,
    59,
    78,
    103,
    104,
    106,
    107,
    108,
    109,
    110,
    111,
    112,
    113,
    114,
    115,
    116,
    117,
    118,
    119,
    120,
    121,
    123,
    124,
    130,
    131,
    132,
    137,
    142,
    143,
    144,
    145,
)

_REASONS = {
    "CAUSED": "accepted by round 42's first form, refused by cf64677, open",
    "OLDER": "accepted on cf64677 too, open",
    "REGRESSIONS": "accepted by cf64677, refused by round 42's first form, open",
    "TWINS": "a faithful case refused, open",
}
_OPEN = {"CAUSED": _OPEN_CAUSED, "OLDER": _OPEN_OLDER, "REGRESSIONS": _OPEN_REGRESSIONS, "TWINS": _OPEN_TWINS}
_ROUND = "red-team round 27"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
