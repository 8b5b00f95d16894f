"""The realistic set's fifty-third batch: who said it, speaker binding in multi-party text (issue 31, brief S44).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b53, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first records, for the format and the family names). No scorer, `check_support` or
`memtx eval` was run on these records. The split follows brief S44 (speaker binding in multi-party sources), which
overrides the blind brief's split.

Every source has two or more people in it, invented here in domains the earlier batches used little: rowing and
sailing clubs, a film crew's call, beekeepers, a SaaS help desk, a community choir's and a village fiesta committee's
minutes, removal firms' voicemails and relayed messages, an indie game studio's Slack, hiking groups on Discord,
Telegram and WeChat, an amateur orchestra, allotment and volunteer societies on Zoom and Tencent Meeting, genealogy
e-mail, car pools, freelance marketplaces, wedding photography, open-source issue threads, family group chats,
hotel and rural-house reviews with an owner's reply, podcast interviews (pottery, bookbinding, woodwork), a town band,
a vineyard harvest, an animal shelter's foster home, a garage's front desk, a film festival, a travel agency,
second-hand sales chats, a band's rehearsal minutes, a book club, a pet-sitting family, an online shop's after-sales
tickets and an office birthday list. Speaker labels come in many formats: WhatsApp exports with timestamps, `Name:`,
`[Role - Name]`, `Role (Name):`, Slack and Feishu lines with handles and times, WebVTT cues, quoted replies (`> `,
`On Tue, X wrote:`, `在……写道：`, `↪ En respuesta a`, WeChat's 「」 quotes), forwarded mail with a From line, mem0's
`user:`/`assistant:` (`usuario:`/`asistente:`, `用户：`/`助手：`) transcripts, and Q/A interview transcripts.

The faithful values bind a participant's own words to that participant: restated with the speaker's name (as Zep and
Graphiti do), with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`), or with the subject
dropped; and the subspan records keep one atomic value from the speaker's own words (an e-mail, a URL, a phone number,
a registration plate, a booking or tracking code, an amount with its currency, a date, a name, a version number)
under a key about the speaker (`ravi/mobile`, `lorena_campos/email`, `xiao_wei/birthday`). The wrong_speaker
negatives bind to the record's speaker words another participant said: another turn, a quoted or forwarded message,
an agent's reply, a quoted header's address, a relayed voicemail or message. The attribution negatives state as fact
what someone only reported, rumoured (`apparently`, `dicen que`, `听说`), asked or quoted. Most negatives have a
faithful twin from the same source: the same value bound to the right person, or the right value bound to the same
person.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (20):
speaker 12, subspan 8. Negative (20): wrong_speaker 12, attribution 8. Every evidence string is a verbatim span of
its source. The batch is unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: Hannah's own WhatsApp turn restated with her name; `now` kept, so nothing is added or dropped.
    _r(
        "en",
        "speaker",
        True,
        (
            "[06/11/26, 19:02] Priya Nair: Anyone free to cox on Saturday?\n"
            "[06/11/26, 19:05] Tom Okafor: I can't, I'm at my sister's wedding\n"
            "[06/11/26, 19:07] Hannah Bell: I row at bow for the masters eight now"
        ),
        "Hannah Bell rows at bow for the masters eight now",
        evidence="I row at bow for the masters eight now",
        speaker="Hannah Bell",
    ),
    # speaker: mem0's `User` for the user's own turn; `only` is kept, so the restriction survives.
    _r(
        "en",
        "speaker",
        True,
        (
            "user: I'm planning a three-day hike in the Cairngorms next month.\n"
            "assistant: Nice! Do you already own a four-season tent?\n"
            "user: No, I only have a two-person summer tent."
        ),
        "User only has a two-person summer tent",
        evidence="I only have a two-person summer tent.",
        speaker="user",
    ),
    # speaker: the gaffer's labelled turn in a call-sheet transcript; the number `two` is kept.
    _r(
        "en",
        "speaker",
        True,
        (
            "[00:12:04] Director (Ines): We lose the light at 4:40, so the bridge scene goes first.\n"
            "[00:12:19] Gaffer (Raj): I've got two HMIs on the truck and one is flickering.\n"
            "[00:12:31] Ines: Okay, swap it before call time."
        ),
        "Raj has got two HMIs on the truck",
        evidence="I've got two HMIs on the truck",
        speaker="Raj",
    ),
    # speaker: Aoife's own reply below a quoted message; bound to the signer, not the quoted author.
    _r(
        "en",
        "speaker",
        True,
        (
            "On Tue, 3 Nov 2026 at 08:14, Gordon Hale <gordon@hivesnorth.org> wrote:\n"
            "> I keep six colonies on the allotment behind the church.\n"
            "\n"
            "Hi Gordon,\n"
            "Thanks - I only started last spring and I keep two hives at the Elm Road allotments.\n"
            "Cheers,\n"
            "Aoife"
        ),
        "Aoife keeps two hives at the Elm Road allotments",
        evidence="I keep two hives at the Elm Road allotments.",
        speaker="Aoife",
    ),
    # speaker: the agent's own turn with the subject elided; the time limit is kept.
    _r(
        "en",
        "speaker",
        True,
        (
            "Ticket #48211 - Customer (Bruno Lima): I'm on the Team plan and we have 14 seats. A friend told me "
            "the Pro plan includes SSO.\n"
            "Agent (Keisha): Thanks Bruno, I work the EMEA queue until 18:00 CET, so I'll pick this up today."
        ),
        "Works the EMEA queue until 18:00 CET",
        evidence="I work the EMEA queue until 18:00 CET",
        speaker="Keisha",
        key="keisha/shift",
    ),
    # speaker: the customer's own turn in a ticket with an agent reply; restated with his name.
    _r(
        "en",
        "speaker",
        True,
        (
            "Ticket #48211 - Customer (Bruno Lima): I'm on the Team plan and we have 14 seats. A friend told me "
            "the Pro plan includes SSO.\n"
            "Agent (Keisha): Thanks Bruno, I work the EMEA queue until 18:00 CET, so I'll pick this up today."
        ),
        "Bruno Lima is on the Team plan",
        evidence="I'm on the Team plan",
        speaker="Bruno Lima",
    ),
    # speaker: Okon's turn in committee minutes; the modal and the `while` clause are kept.
    _r(
        "en",
        "speaker",
        True,
        (
            "Minutes - Northside Community Choir committee, 2 Dec\n"
            "Present: Judith (chair), Sam, Okon\n"
            "Judith: I'll be away for the whole of January.\n"
            "Okon: I can take the warm-ups while Judith is away.\n"
            "Sam reported that the church hall is raising its rent to £45 an hour."
        ),
        "Okon can take the warm-ups while Judith is away",
        evidence="I can take the warm-ups while Judith is away.",
        speaker="Okon",
    ),
    # speaker: the caller's own words in a transcribed voicemail; the correction is kept whole.
    _r(
        "en",
        "speaker",
        True,
        (
            "Voicemail from Denise Carter, transcribed by Lumen Voice:\n"
            "\"Hi, it's Denise. I'm moving out on the 19th, not the 18th. My husband Paul says he'll be there to "
            'let the crew in."'
        ),
        "Denise Carter is moving out on the 19th, not the 18th",
        evidence="I'm moving out on the 19th, not the 18th.",
        speaker="Denise Carter",
    ),
    # speaker: leo.r's Slack line (its `nice,` dropped with the evidence); handle as the name.
    _r(
        "en",
        "speaker",
        True,
        (
            "#dev-build\n"
            "mika.s  10:41  I pushed the fix for the save-corruption bug to main\n"
            "leo.r  10:43  nice, I'm cutting the 0.9.3 build after lunch\n"
            "mika.s  10:44  QA says the crash only happens on Android 12"
        ),
        "leo.r is cutting the 0.9.3 build after lunch",
        evidence="I'm cutting the 0.9.3 build after lunch",
        speaker="leo.r",
    ),
    # speaker: the forwarded author's own words, bound to him (the From line), subject elided.
    _r(
        "en",
        "speaker",
        True,
        (
            "Hi all, forwarding Martin's note below.\n"
            "- Clara\n"
            "\n"
            "---------- Forwarded message ---------\n"
            "From: Martin Vogel\n"
            "I play second oboe and I can't make the Thursday sectional.\n"
            "Martin"
        ),
        "Plays second oboe",
        evidence="I play second oboe",
        speaker="Martin Vogel",
        key="martin_vogel/orchestra_part",
    ),
    # speaker: mem0's `User` for the user's turn; the frequency is kept.
    _r(
        "en",
        "speaker",
        True,
        (
            "user: My daughter and I are doing Couch to 5K together.\n"
            "assistant: Great! Do you run with a club as well?\n"
            "user: Not really, but I volunteer at the Riverside parkrun every other Saturday."
        ),
        "User volunteers at the Riverside parkrun every other Saturday",
        evidence="I volunteer at the Riverside parkrun every other Saturday.",
        speaker="user",
    ),
    # speaker: a WebVTT cue labelled with Nadia's name; `this year` kept.
    _r(
        "en",
        "speaker",
        True,
        (
            "00:03:10.200 --> 00:03:14.900\n"
            "Nadia Osei: I'm the treasurer for the allotment society this year.\n"
            "\n"
            "00:03:15.100 --> 00:03:19.000\n"
            "Pete Walsh: And I run the seed swap."
        ),
        "Nadia Osei is the treasurer for the allotment society this year",
        evidence="I'm the treasurer for the allotment society this year.",
        speaker="Nadia Osei",
    ),
    # subspan: the signer's own e-mail, whole; `you can reach me at` is what the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        (
            "Hi Rob,\n"
            "My cousin Elsie has the parish records.\n"
            "You can reach me at h.drummond@kinfolk-research.net.\n"
            "Helen Drummond\n"
            "\n"
            "> From: Rob Whitlock <rob.w@genealogyscot.org>\n"
            "> Could you send me your contact details?"
        ),
        "h.drummond@kinfolk-research.net",
        evidence="You can reach me at h.drummond@kinfolk-research.net.",
        speaker="Helen Drummond",
        key="helen_drummond/email",
    ),
    # subspan: Jamal's own registration plate from his turn; the key names the relation.
    _r(
        "en",
        "subspan",
        True,
        (
            "Ellie: my reg is KX19 TRW, silver Corsa\n"
            "Jamal: I'll be in the blue Golf, reg LT21 BHM\n"
            "Ellie: see you at the lay-by 👍"
        ),
        "LT21 BHM",
        evidence="I'll be in the blue Golf, reg LT21 BHM",
        speaker="Jamal",
        key="jamal/car_registration",
    ),
    # subspan: the helm's own mobile number, whole, under a key naming it.
    _r(
        "en",
        "subspan",
        True,
        (
            "Race officer Kim Baxter: If anyone needs me on the water, my VHF is channel 72 and my mobile is 07700 "
            "900461.\n"
            "Helm, Boat 12 (Ravi): My mobile is 07700 900118, I'll have it in a dry bag."
        ),
        "07700 900118",
        evidence="My mobile is 07700 900118",
        speaker="Ravi",
        key="ravi/mobile",
    ),
    # subspan: Luis's own booking code, whole; `my confirmation is` is what the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        (
            "Teodora: I booked us at the Harbour Inn, my confirmation number is HBI-552190.\n"
            "Luis: my confirmation is HBI-552207, I'm in the room next door"
        ),
        "HBI-552207",
        evidence="my confirmation is HBI-552207",
        speaker="Luis",
        key="luis/hotel_confirmation",
    ),
    # subspan: the freelancer's own day rate, amount with its currency, under a key naming the relation.
    _r(
        "en",
        "subspan",
        True,
        (
            "Client (Marguerite): We agreed on a flat fee, I thought.\n"
            "Freelancer (Oskar Lind): My day rate is €480, and the brief took three days."
        ),
        "€480",
        evidence="My day rate is €480",
        speaker="Oskar Lind",
        key="oskar_lind/day_rate",
    ),
    # subspan: Chloe's own wedding date; the key carries `wedding`, nothing restricts the date.
    _r(
        "en",
        "subspan",
        True,
        (
            "Chloe: Our wedding is on 12 June 2027 at Haddon Barn.\n"
            "Isaac (photographer): I'm already booked on 13 June, so the Saturday works for me."
        ),
        "12 June 2027",
        evidence="Our wedding is on 12 June 2027",
        speaker="Chloe",
        key="chloe/wedding_date",
    ),
    # subspan: the commenter's own fork URL, whole, under a key naming it.
    _r(
        "en",
        "subspan",
        True,
        (
            "**@fatima-dev** commented: I maintain the docs site at https://docs.tidepool-cli.dev and I'll update "
            "the install page.\n"
            "**@jonas-k** commented: My fork is at https://github.com/jonas-k/tidepool."
        ),
        "https://github.com/jonas-k/tidepool",
        evidence="My fork is at https://github.com/jonas-k/tidepool.",
        speaker="jonas-k",
        key="jonas_k/fork_url",
    ),
    # subspan: a person's name from Daniel's own turn, filed under the relation the evidence states.
    _r(
        "en",
        "subspan",
        True,
        (
            "Mum: Who's picking up Gran on Sunday?\n"
            "Daniel: My flatmate is Joe Patterson, he can drive if I can't.\n"
            "Mum: Thank you love x"
        ),
        "Joe Patterson",
        evidence="My flatmate is Joe Patterson",
        speaker="Daniel",
        key="daniel/flatmate",
    ),
    # --- negative ---
    # wrong_speaker: the line is Hannah Bell's turn, not Tom's (twin of the faithful record).
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "[06/11/26, 19:02] Priya Nair: Anyone free to cox on Saturday?\n"
            "[06/11/26, 19:05] Tom Okafor: I can't, I'm at my sister's wedding\n"
            "[06/11/26, 19:07] Hannah Bell: I row at bow for the masters eight now"
        ),
        "Tom Okafor rows at bow for the masters eight now",
        evidence="I row at bow for the masters eight now",
        speaker="Tom Okafor",
    ),
    # wrong_speaker: a relayed message; `I` is the crew lead Bogdan, not Denise the addressee.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "Message taken by Omar (front desk, Apex Removals) for Denise Carter, 08:52:\n"
            'Your crew lead Bogdan called - "I\'m running 40 minutes late, traffic on the M6."'
        ),
        "Denise Carter is running 40 minutes late",
        evidence="I'm running 40 minutes late",
        speaker="Denise Carter",
    ),
    # wrong_speaker: the quoted line (`> `) is Gordon Hale's, not the replying Aoife's.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "On Tue, 3 Nov 2026 at 08:14, Gordon Hale <gordon@hivesnorth.org> wrote:\n"
            "> I keep six colonies on the allotment behind the church.\n"
            "\n"
            "Hi Gordon,\n"
            "Thanks - I only started last spring and I keep two hives at the Elm Road allotments.\n"
            "Cheers,\n"
            "Aoife"
        ),
        "Aoife keeps six colonies on the allotment behind the church",
        evidence="I keep six colonies on the allotment behind the church.",
        speaker="Aoife",
    ),
    # wrong_speaker: the agent Keisha said it; bound to the customer.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "Ticket #48211 - Customer (Bruno Lima): I'm on the Team plan and we have 14 seats. A friend told me "
            "the Pro plan includes SSO.\n"
            "Agent (Keisha): Thanks Bruno, I work the EMEA queue until 18:00 CET, so I'll pick this up today."
        ),
        "Bruno Lima works the EMEA queue until 18:00 CET",
        evidence="I work the EMEA queue until 18:00 CET",
        speaker="Bruno Lima",
    ),
    # wrong_speaker: Judith's turn in the minutes bound to Sam.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "Minutes - Northside Community Choir committee, 2 Dec\n"
            "Present: Judith (chair), Sam, Okon\n"
            "Judith: I'll be away for the whole of January.\n"
            "Okon: I can take the warm-ups while Judith is away.\n"
            "Sam reported that the church hall is raising its rent to £45 an hour."
        ),
        "Sam will be away for the whole of January",
        evidence="I'll be away for the whole of January.",
        speaker="Sam",
    ),
    # wrong_speaker: leo.r's Slack line bound to mika.s.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "#dev-build\n"
            "mika.s  10:41  I pushed the fix for the save-corruption bug to main\n"
            "leo.r  10:43  nice, I'm cutting the 0.9.3 build after lunch\n"
            "mika.s  10:44  QA says the crash only happens on Android 12"
        ),
        "mika.s is cutting the 0.9.3 build after lunch",
        evidence="I'm cutting the 0.9.3 build after lunch",
        speaker="mika.s",
    ),
    # wrong_speaker: sofia_h only quotes marco's line; the stove is marco's.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "marco — Today at 18:20\n"
            "I'm bringing the stove and two gas canisters. apparently the hut at Loch Ossian is closed for repairs "
            "until March\n"
            "sofia_h — Today at 18:31\n"
            "> I'm bringing the stove and two gas canisters\n"
            "great, I'll carry the first-aid kit"
        ),
        "sofia_h is bringing the stove and two gas canisters",
        evidence="I'm bringing the stove and two gas canisters",
        speaker="sofia_h",
    ),
    # wrong_speaker: the forwarder Clara did not write the forwarded message; Martin did.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "Hi all, forwarding Martin's note below.\n"
            "- Clara\n"
            "\n"
            "---------- Forwarded message ---------\n"
            "From: Martin Vogel\n"
            "I play second oboe and I can't make the Thursday sectional.\n"
            "Martin"
        ),
        "Clara can't make the Thursday sectional",
        evidence="I can't make the Thursday sectional.",
        speaker="Clara",
    ),
    # wrong_speaker: Nadia's cue bound to Pete (twin of the faithful record).
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "00:03:10.200 --> 00:03:14.900\n"
            "Nadia Osei: I'm the treasurer for the allotment society this year.\n"
            "\n"
            "00:03:15.100 --> 00:03:19.000\n"
            "Pete Walsh: And I run the seed swap."
        ),
        "Pete Walsh is the treasurer for the allotment society this year",
        evidence="I'm the treasurer for the allotment society this year.",
        speaker="Pete Walsh",
    ),
    # wrong_speaker: the quoted header's address is Rob's, filed as Helen's e-mail.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "Hi Rob,\n"
            "My cousin Elsie has the parish records.\n"
            "You can reach me at h.drummond@kinfolk-research.net.\n"
            "Helen Drummond\n"
            "\n"
            "> From: Rob Whitlock <rob.w@genealogyscot.org>\n"
            "> Could you send me your contact details?"
        ),
        "rob.w@genealogyscot.org",
        evidence="From: Rob Whitlock <rob.w@genealogyscot.org>",
        speaker="Helen Drummond",
        key="helen_drummond/email",
    ),
    # wrong_speaker: Ellie's plate filed under Jamal (twin of the faithful subspan).
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "Ellie: my reg is KX19 TRW, silver Corsa\n"
            "Jamal: I'll be in the blue Golf, reg LT21 BHM\n"
            "Ellie: see you at the lay-by 👍"
        ),
        "KX19 TRW",
        evidence="my reg is KX19 TRW",
        speaker="Jamal",
        key="jamal/car_registration",
    ),
    # wrong_speaker: the race officer Kim Baxter's number filed as the helm Ravi's.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "Race officer Kim Baxter: If anyone needs me on the water, my VHF is channel 72 and my mobile is 07700 "
            "900461.\n"
            "Helm, Boat 12 (Ravi): My mobile is 07700 900118, I'll have it in a dry bag."
        ),
        "07700 900461",
        evidence="my mobile is 07700 900461",
        speaker="Ravi",
        key="ravi/mobile",
    ),
    # attribution: the assistant only asked; the user in fact said no.
    _r(
        "en",
        "attribution",
        False,
        (
            "user: I'm planning a three-day hike in the Cairngorms next month.\n"
            "assistant: Nice! Do you already own a four-season tent?\n"
            "user: No, I only have a two-person summer tent."
        ),
        "User already owns a four-season tent",
        evidence="Do you already own a four-season tent?",
        speaker="user",
    ),
    # attribution: Denise relays what Paul says; the value drops `says` and states it as fact.
    _r(
        "en",
        "attribution",
        False,
        (
            "Voicemail from Denise Carter, transcribed by Lumen Voice:\n"
            "\"Hi, it's Denise. I'm moving out on the 19th, not the 18th. My husband Paul says he'll be there to "
            'let the crew in."'
        ),
        "Paul will be there to let the crew in",
        evidence="My husband Paul says he'll be there to let the crew in.",
        speaker="Denise Carter",
    ),
    # attribution: hearsay marked `apparently` stated as fact.
    _r(
        "en",
        "attribution",
        False,
        (
            "marco — Today at 18:20\n"
            "I'm bringing the stove and two gas canisters. apparently the hut at Loch Ossian is closed for repairs "
            "until March\n"
            "sofia_h — Today at 18:31\n"
            "> I'm bringing the stove and two gas canisters\n"
            "great, I'll carry the first-aid kit"
        ),
        "The hut at Loch Ossian is closed for repairs until March",
        evidence="apparently the hut at Loch Ossian is closed for repairs until March",
        speaker="marco",
    ),
    # attribution: the minutes record only that Sam reported it; the value drops the report frame.
    _r(
        "en",
        "attribution",
        False,
        (
            "Minutes - Northside Community Choir committee, 2 Dec\n"
            "Present: Judith (chair), Sam, Okon\n"
            "Judith: I'll be away for the whole of January.\n"
            "Okon: I can take the warm-ups while Judith is away.\n"
            "Sam reported that the church hall is raising its rent to £45 an hour."
        ),
        "The church hall is raising its rent to £45 an hour",
        evidence="Sam reported that the church hall is raising its rent to £45 an hour.",
        speaker="Sam",
    ),
    # attribution: the reviewer quotes what staff told him; stated as fact.
    _r(
        "en",
        "attribution",
        False,
        (
            "★★★★☆ by Graham, stayed Oct 2026\n"
            "The guy at the desk told us the pool reopens in May, but honestly the rooms were great.\n"
            "Response from the owner, Leanne: Thanks Graham!"
        ),
        "The pool reopens in May",
        evidence="The guy at the desk told us the pool reopens in May",
        speaker="Graham",
    ),
    # attribution: the customer repeats a friend's claim; the value states it as the product's fact.
    _r(
        "en",
        "attribution",
        False,
        (
            "Ticket #48211 - Customer (Bruno Lima): I'm on the Team plan and we have 14 seats. A friend told me "
            "the Pro plan includes SSO.\n"
            "Agent (Keisha): Thanks Bruno, I work the EMEA queue until 18:00 CET, so I'll pick this up today."
        ),
        "The Pro plan includes SSO",
        evidence="A friend told me the Pro plan includes SSO.",
        speaker="Bruno Lima",
    ),
    # attribution: the host's question (rumour) bound to the guest as fact; he answered `not this year`.
    _r(
        "en",
        "attribution",
        False,
        (
            "Q (host, Dara): So how did the studio start?\n"
            "A (guest, Felipe Moreno): I started throwing pots in a rented garage in 2019.\n"
            "Q (Dara): Is it true you're opening a second studio in Leeds?\n"
            "A (Felipe Moreno): Ha, not this year."
        ),
        "Felipe Moreno is opening a second studio in Leeds",
        evidence="Is it true you're opening a second studio in Leeds?",
        speaker="Felipe Moreno",
    ),
    # attribution: mika.s reports what QA says; the value drops the source frame.
    _r(
        "en",
        "attribution",
        False,
        (
            "#dev-build\n"
            "mika.s  10:41  I pushed the fix for the save-corruption bug to main\n"
            "leo.r  10:43  nice, I'm cutting the 0.9.3 build after lunch\n"
            "mika.s  10:44  QA says the crash only happens on Android 12"
        ),
        "The crash only happens on Android 12",
        evidence="QA says the crash only happens on Android 12",
        speaker="mika.s",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: el turno del propio Andrés en WhatsApp, con su nombre y la concordancia del verbo.
    _r(
        "es",
        "speaker",
        True,
        (
            "[12/10/26 21:14] Lucía Herrera: Yo llevo la tienda de campaña grande\n"
            "[12/10/26 21:15] Andrés Pardo: Yo conduzco hasta Jaca, salgo a las 7\n"
            "[12/10/26 21:20] Lucía Herrera: perfecto"
        ),
        "Andrés Pardo conduce hasta Jaca",
        evidence="Yo conduzco hasta Jaca",
        speaker="Andrés Pardo",
    ),
    # speaker: `Usuario` de mem0 para el turno del usuario; `desde septiembre` se conserva.
    _r(
        "es",
        "speaker",
        True,
        (
            "usuario: Estoy aprendiendo a tocar el chelo desde septiembre.\n"
            "asistente: ¡Qué bien! ¿Tienes ya profesora?\n"
            "usuario: Sí, doy clase los martes con Elena, que toca en la orquesta municipal."
        ),
        "Usuario está aprendiendo a tocar el chelo desde septiembre",
        evidence="Estoy aprendiendo a tocar el chelo desde septiembre.",
        speaker="user",
    ),
    # speaker: el turno etiquetado `[Tesorero - Quique]`; el límite `hasta octubre` se conserva.
    _r(
        "es",
        "speaker",
        True,
        (
            "Reunión de la junta de la Banda de Música de Alcañiz\n"
            "[Presidenta - Maite]: Yo me encargo de pedir los permisos al ayuntamiento.\n"
            "[Tesorero - Quique]: Yo tengo las cuentas al día hasta octubre.\n"
            "[Tesorero - Quique]: Yo vuelvo el 20 de noviembre."
        ),
        "Quique tiene las cuentas al día hasta octubre",
        evidence="Yo tengo las cuentas al día hasta octubre.",
        speaker="Quique",
    ),
    # speaker: la respuesta propia de Nerea bajo una cita; `solo` se conserva.
    _r(
        "es",
        "speaker",
        True,
        (
            "El mar, 3 nov 2026 a las 9:02, Raúl Ibarra <raul@vinosibarra.es> escribió:\n"
            "> Yo trabajo la vendimia en la finca de Cenicero.\n"
            "\n"
            "Hola Raúl:\n"
            "Yo solo puedo ir los fines de semana de octubre.\n"
            "Un saludo,\n"
            "Nerea"
        ),
        "Nerea solo puede ir los fines de semana de octubre",
        evidence="Yo solo puedo ir los fines de semana de octubre.",
        speaker="Nerea",
    ),
    # speaker: el turno de la agente con el sujeto elidido.
    _r(
        "es",
        "speaker",
        True,
        (
            "Ticket #20931\n"
            "Cliente (Ramiro Gil): Uso la app en un Android 13 y no me sincroniza. Un compañero me comentó que el "
            "plan Pro incluye copias de seguridad diarias.\n"
            "Agente (Paula): Hola Ramiro, trabajo en el equipo de sincronización y ya lo he escalado."
        ),
        "Trabaja en el equipo de sincronización",
        evidence="trabajo en el equipo de sincronización",
        speaker="Paula",
        key="paula/equipo",
    ),
    # speaker: el turno de Begoña en el acta, con su nombre.
    _r(
        "es",
        "speaker",
        True,
        (
            "Acta de la reunión de la comisión de fiestas, 15 de noviembre\n"
            "Asistentes: Carmen, Tomás, Begoña\n"
            "Carmen: Yo no puedo estar en la cabalgata este año.\n"
            "Begoña: Yo coordino a los voluntarios de la carrera popular.\n"
            "Tomás informó de que el ayuntamiento ha recortado la subvención a 3.000 €."
        ),
        "Begoña coordina a los voluntarios de la carrera popular",
        evidence="Yo coordino a los voluntarios de la carrera popular.",
        speaker="Begoña",
    ),
    # speaker: las palabras de Irene en una nota de voz reenviada; se liga a Irene, no a quien reenvía.
    _r(
        "es",
        "speaker",
        True,
        (
            "Nota de voz de Irene (casa de acogida) reenviada por Sergio a la protectora:\n"
            "«Hola, soy Irene. Tengo a los dos gatitos en casa hasta el día 20. Mi vecina dice que ella se queda "
            "uno.»"
        ),
        "Irene tiene a los dos gatitos en casa hasta el día 20",
        evidence="Tengo a los dos gatitos en casa hasta el día 20.",
        speaker="Irene",
    ),
    # speaker: la línea de Slack de javi.t; versión y franja horaria conservadas.
    _r(
        "es",
        "speaker",
        True,
        (
            "#backend\n"
            "carla.m  11:02  He subido el parche del login a staging\n"
            "javi.t  11:05  Yo preparo la release 2.4.1 esta tarde\n"
            "carla.m  11:07  según QA, el fallo solo pasa en iOS 17"
        ),
        "javi.t prepara la release 2.4.1 esta tarde",
        evidence="Yo preparo la release 2.4.1 esta tarde",
        speaker="javi.t",
    ),
    # speaker: la respuesta del entrevistado (R) en una transcripción de pódcast.
    _r(
        "es",
        "speaker",
        True,
        (
            "P (Marta, presentadora): ¿Cómo empezaste con la encuadernación?\n"
            "R (Goyo Ferrer): Empecé restaurando misales antiguos en 2015.\n"
            "P (Marta): ¿Es verdad que vas a abrir un taller en Valencia?\n"
            "R (Goyo Ferrer): Todavía no lo sé."
        ),
        "Goyo Ferrer empezó restaurando misales antiguos en 2015",
        evidence="Empecé restaurando misales antiguos en 2015.",
        speaker="Goyo Ferrer",
    ),
    # speaker: el mensaje propio de Amaia tras la cita de Íñigo, sujeto elidido.
    _r(
        "es",
        "speaker",
        True,
        (
            "Íñigo:\n"
            "dicen que el refugio de Góriz está cerrado hasta marzo. Yo llevo el hornillo y dos cartuchos\n"
            "Amaia:\n"
            "↪ En respuesta a Íñigo: «Yo llevo el hornillo y dos cartuchos»\n"
            "Yo llevo el botiquín y las cuerdas"
        ),
        "Lleva el botiquín y las cuerdas",
        evidence="Yo llevo el botiquín y las cuerdas",
        speaker="Amaia",
        key="amaia/material",
    ),
    # speaker: `Usuario` de mem0; el día se conserva.
    _r(
        "es",
        "speaker",
        True,
        (
            "usuario: Me mudé a Zaragoza en agosto por trabajo.\n"
            "asistente: ¿Y ya conoces algún club de ajedrez por allí?\n"
            "usuario: Sí, juego en el club Alfil los jueves."
        ),
        "Usuario juega en el club Alfil los jueves",
        evidence="juego en el club Alfil los jueves.",
        speaker="user",
    ),
    # speaker: la línea de la transcripción con marca de tiempo y nombre de Rocío.
    _r(
        "es",
        "speaker",
        True,
        (
            "00:05:12 Rocío Vidal: Yo soy la jefa de prensa del festival este año.\n"
            "00:05:20 Diego Santos: Y yo llevo la sección de cortometrajes."
        ),
        "Rocío Vidal es la jefa de prensa del festival este año",
        evidence="Yo soy la jefa de prensa del festival este año.",
        speaker="Rocío Vidal",
    ),
    # subspan: el correo propio de Lorena, entero; `escríbeme a` es la relación que la clave nombra.
    _r(
        "es",
        "subspan",
        True,
        (
            "Hola Jorge:\n"
            "Para el presupuesto de la mudanza, escríbeme a lorena.campos@mudanzasdelsur.es.\n"
            "Lorena Campos\n"
            "\n"
            "> De: Jorge Molina <jmolina@cooperativaolivar.es>\n"
            "> ¿Me pasas tu correo directo?"
        ),
        "lorena.campos@mudanzasdelsur.es",
        evidence="escríbeme a lorena.campos@mudanzasdelsur.es",
        speaker="Lorena Campos",
        key="lorena_campos/email",
    ),
    # subspan: el móvil propio de Susana (`el mío` responde a `mi móvil`), entero.
    _r(
        "es",
        "subspan",
        True,
        ("Fermín: mi móvil es el 612 345 987 por si os perdéis\nSusana: el mío es 699 111 204, llevo el coche escoba"),
        "699 111 204",
        evidence="el mío es 699 111 204",
        speaker="Susana",
        key="susana/movil",
    ),
    # subspan: el número de socio del propio cliente bajo una clave que nombra el programa.
    _r(
        "es",
        "subspan",
        True,
        (
            "Agente (Viajes Albatros, Noelia): Tu localizador es QX7T2M.\n"
            "Cliente (Héctor Ruiz): Perfecto. Mi número de socio Iberia Plus es 48211907."
        ),
        "48211907",
        evidence="Mi número de socio Iberia Plus es 48211907.",
        speaker="Héctor Ruiz",
        key="hector_ruiz/iberia_plus",
    ),
    # subspan: el importe con su moneda; la clave `precio_minimo` lleva el `lo menos` de la evidencia.
    _r(
        "es",
        "subspan",
        True,
        (
            "Comprador (Alba): ¿Lo dejarías en 90?\n"
            "Vendedor (Rubén Soto): Lo menos que puedo es 110 €, la bici está nueva."
        ),
        "110 €",
        evidence="Lo menos que puedo es 110 €",
        speaker="Rubén Soto",
        key="ruben_soto/precio_minimo",
    ),
    # subspan: la fecha de vuelta que el propio Quique da, bajo una clave que nombra la relación.
    _r(
        "es",
        "subspan",
        True,
        (
            "Reunión de la junta de la Banda de Música de Alcañiz\n"
            "[Presidenta - Maite]: Yo me encargo de pedir los permisos al ayuntamiento.\n"
            "[Tesorero - Quique]: Yo tengo las cuentas al día hasta octubre.\n"
            "[Tesorero - Quique]: Yo vuelvo el 20 de noviembre."
        ),
        "el 20 de noviembre",
        evidence="Yo vuelvo el 20 de noviembre.",
        speaker="Quique",
        key="quique/fecha_de_vuelta",
    ),
    # subspan: la URL de la documentación que mateo-r dice mantener, entera.
    _r(
        "es",
        "subspan",
        True,
        (
            "**@pilar-dev** comentó: Mi fork está en https://github.com/pilar-dev/cuaderno y ahí está el arreglo.\n"
            "**@mateo-r** comentó: La documentación que mantengo está en https://mateo-r.github.io/cuaderno-docs"
        ),
        "https://mateo-r.github.io/cuaderno-docs",
        evidence="La documentación que mantengo está en https://mateo-r.github.io/cuaderno-docs",
        speaker="mateo-r",
        key="mateo_r/docs_url",
    ),
    # subspan: el nombre de la pareja de Pablo, de su propio turno.
    _r(
        "es",
        "subspan",
        True,
        (
            "Mamá: ¿Quién recoge a la abuela el domingo?\n"
            "Pablo: Mi pareja se llama Álvaro Núñez, él puede llevarla.\n"
            "Mamá: gracias cariño"
        ),
        "Álvaro Núñez",
        evidence="Mi pareja se llama Álvaro Núñez",
        speaker="Pablo",
        key="pablo/pareja",
    ),
    # subspan: la versión que la clienta dice tener, respuesta a la pregunta del agente.
    _r(
        "es",
        "subspan",
        True,
        ("Agente (Óscar): ¿Qué versión tienes instalada?\nCliente (Marisa León): Tengo la 5.12.3 en Windows 11."),
        "5.12.3",
        evidence="Tengo la 5.12.3",
        speaker="Marisa León",
        key="marisa_leon/version_app",
    ),
    # --- negative ---
    # wrong_speaker: es el turno de Andrés, ligado a Lucía (gemelo del fiel).
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "[12/10/26 21:14] Lucía Herrera: Yo llevo la tienda de campaña grande\n"
            "[12/10/26 21:15] Andrés Pardo: Yo conduzco hasta Jaca, salgo a las 7\n"
            "[12/10/26 21:20] Lucía Herrera: perfecto"
        ),
        "Lucía Herrera conduce hasta Jaca",
        evidence="Yo conduzco hasta Jaca",
        speaker="Lucía Herrera",
    ),
    # wrong_speaker: lo dijo la presidenta Maite, no el tesorero.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "Reunión de la junta de la Banda de Música de Alcañiz\n"
            "[Presidenta - Maite]: Yo me encargo de pedir los permisos al ayuntamiento.\n"
            "[Tesorero - Quique]: Yo tengo las cuentas al día hasta octubre.\n"
            "[Tesorero - Quique]: Yo vuelvo el 20 de noviembre."
        ),
        "Quique se encarga de pedir los permisos al ayuntamiento",
        evidence="Yo me encargo de pedir los permisos al ayuntamiento.",
        speaker="Quique",
    ),
    # wrong_speaker: la línea citada (`> `) es de Raúl Ibarra, no de Nerea.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "El mar, 3 nov 2026 a las 9:02, Raúl Ibarra <raul@vinosibarra.es> escribió:\n"
            "> Yo trabajo la vendimia en la finca de Cenicero.\n"
            "\n"
            "Hola Raúl:\n"
            "Yo solo puedo ir los fines de semana de octubre.\n"
            "Un saludo,\n"
            "Nerea"
        ),
        "Nerea trabaja la vendimia en la finca de Cenicero",
        evidence="Yo trabajo la vendimia en la finca de Cenicero.",
        speaker="Nerea",
    ),
    # wrong_speaker: la respuesta de la agente ligada al cliente.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "Ticket #20931\n"
            "Cliente (Ramiro Gil): Uso la app en un Android 13 y no me sincroniza. Un compañero me comentó que el "
            "plan Pro incluye copias de seguridad diarias.\n"
            "Agente (Paula): Hola Ramiro, trabajo en el equipo de sincronización y ya lo he escalado."
        ),
        "Ramiro Gil trabaja en el equipo de sincronización",
        evidence="trabajo en el equipo de sincronización",
        speaker="Ramiro Gil",
    ),
    # wrong_speaker: el turno de Carmen en el acta, ligado a Tomás.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "Acta de la reunión de la comisión de fiestas, 15 de noviembre\n"
            "Asistentes: Carmen, Tomás, Begoña\n"
            "Carmen: Yo no puedo estar en la cabalgata este año.\n"
            "Begoña: Yo coordino a los voluntarios de la carrera popular.\n"
            "Tomás informó de que el ayuntamiento ha recortado la subvención a 3.000 €."
        ),
        "Tomás no puede estar en la cabalgata este año",
        evidence="Yo no puedo estar en la cabalgata este año.",
        speaker="Tomás",
    ),
    # wrong_speaker: la línea de carla.m ligada a javi.t.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "#backend\n"
            "carla.m  11:02  He subido el parche del login a staging\n"
            "javi.t  11:05  Yo preparo la release 2.4.1 esta tarde\n"
            "carla.m  11:07  según QA, el fallo solo pasa en iOS 17"
        ),
        "javi.t ha subido el parche del login a staging",
        evidence="He subido el parche del login a staging",
        speaker="javi.t",
    ),
    # wrong_speaker: Amaia solo cita el mensaje de Íñigo.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "Íñigo:\n"
            "dicen que el refugio de Góriz está cerrado hasta marzo. Yo llevo el hornillo y dos cartuchos\n"
            "Amaia:\n"
            "↪ En respuesta a Íñigo: «Yo llevo el hornillo y dos cartuchos»\n"
            "Yo llevo el botiquín y las cuerdas"
        ),
        "Amaia lleva el hornillo y dos cartuchos",
        evidence="Yo llevo el hornillo y dos cartuchos",
        speaker="Amaia",
    ),
    # wrong_speaker: la línea de Diego Santos ligada a Rocío.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "00:05:12 Rocío Vidal: Yo soy la jefa de prensa del festival este año.\n"
            "00:05:20 Diego Santos: Y yo llevo la sección de cortometrajes."
        ),
        "Rocío Vidal lleva la sección de cortometrajes",
        evidence="Y yo llevo la sección de cortometrajes.",
        speaker="Rocío Vidal",
    ),
    # wrong_speaker: recado transmitido; el `yo` es el mecánico Chema, no el destinatario.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "Mensaje de Ana (recepción de Talleres Motor Sur) para Javier Lozano, 10:15:\n"
            "Ha llamado Chema, el mecánico: «Tengo la pieza del embrague desde el lunes, puede traer el coche "
            "cuando quiera.»"
        ),
        "Javier Lozano tiene la pieza del embrague desde el lunes",
        evidence="Tengo la pieza del embrague desde el lunes",
        speaker="Javier Lozano",
    ),
    # wrong_speaker: la dirección de la cabecera citada es de Jorge, archivada como de Lorena.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "Hola Jorge:\n"
            "Para el presupuesto de la mudanza, escríbeme a lorena.campos@mudanzasdelsur.es.\n"
            "Lorena Campos\n"
            "\n"
            "> De: Jorge Molina <jmolina@cooperativaolivar.es>\n"
            "> ¿Me pasas tu correo directo?"
        ),
        "jmolina@cooperativaolivar.es",
        evidence="De: Jorge Molina <jmolina@cooperativaolivar.es>",
        speaker="Lorena Campos",
        key="lorena_campos/email",
    ),
    # wrong_speaker: el móvil de Fermín archivado como el de Susana.
    _r(
        "es",
        "wrong_speaker",
        False,
        ("Fermín: mi móvil es el 612 345 987 por si os perdéis\nSusana: el mío es 699 111 204, llevo el coche escoba"),
        "612 345 987",
        evidence="mi móvil es el 612 345 987",
        speaker="Susana",
        key="susana/movil",
    ),
    # wrong_speaker: el fork es de pilar-dev, archivado bajo mateo-r.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "**@pilar-dev** comentó: Mi fork está en https://github.com/pilar-dev/cuaderno y ahí está el arreglo.\n"
            "**@mateo-r** comentó: La documentación que mantengo está en https://mateo-r.github.io/cuaderno-docs"
        ),
        "https://github.com/pilar-dev/cuaderno",
        evidence="Mi fork está en https://github.com/pilar-dev/cuaderno",
        speaker="mateo-r",
        key="mateo_r/fork_url",
    ),
    # attribution: Irene transmite lo que dice la vecina; el valor lo da como hecho.
    _r(
        "es",
        "attribution",
        False,
        (
            "Nota de voz de Irene (casa de acogida) reenviada por Sergio a la protectora:\n"
            "«Hola, soy Irene. Tengo a los dos gatitos en casa hasta el día 20. Mi vecina dice que ella se queda "
            "uno.»"
        ),
        "La vecina de Irene se queda uno",
        evidence="Mi vecina dice que ella se queda uno.",
        speaker="Irene",
    ),
    # attribution: solo es la pregunta de la presentadora (un rumor); él contestó que no lo sabe.
    _r(
        "es",
        "attribution",
        False,
        (
            "P (Marta, presentadora): ¿Cómo empezaste con la encuadernación?\n"
            "R (Goyo Ferrer): Empecé restaurando misales antiguos en 2015.\n"
            "P (Marta): ¿Es verdad que vas a abrir un taller en Valencia?\n"
            "R (Goyo Ferrer): Todavía no lo sé."
        ),
        "Goyo Ferrer va a abrir un taller en Valencia",
        evidence="¿Es verdad que vas a abrir un taller en Valencia?",
        speaker="Goyo Ferrer",
    ),
    # attribution: un rumor (`dicen que`) dado como hecho.
    _r(
        "es",
        "attribution",
        False,
        (
            "Íñigo:\n"
            "dicen que el refugio de Góriz está cerrado hasta marzo. Yo llevo el hornillo y dos cartuchos\n"
            "Amaia:\n"
            "↪ En respuesta a Íñigo: «Yo llevo el hornillo y dos cartuchos»\n"
            "Yo llevo el botiquín y las cuerdas"
        ),
        "El refugio de Góriz está cerrado hasta marzo",
        evidence="dicen que el refugio de Góriz está cerrado hasta marzo",
        speaker="Íñigo",
    ),
    # attribution: el acta recoge solo que Tomás informó de ello.
    _r(
        "es",
        "attribution",
        False,
        (
            "Acta de la reunión de la comisión de fiestas, 15 de noviembre\n"
            "Asistentes: Carmen, Tomás, Begoña\n"
            "Carmen: Yo no puedo estar en la cabalgata este año.\n"
            "Begoña: Yo coordino a los voluntarios de la carrera popular.\n"
            "Tomás informó de que el ayuntamiento ha recortado la subvención a 3.000 €."
        ),
        "El ayuntamiento ha recortado la subvención a 3.000 €",
        evidence="Tomás informó de que el ayuntamiento ha recortado la subvención a 3.000 €.",
        speaker="Tomás",
    ),
    # attribution: el reseñador cita lo que le dijo el personal; se da como hecho.
    _r(
        "es",
        "attribution",
        False,
        (
            "★★★★☆ Casa rural El Hayedo - Reseña de Manu, octubre 2026\n"
            "El chico de recepción nos dijo que la piscina abre en junio, pero las habitaciones genial.\n"
            "Respuesta del propietario, Luis: ¡Gracias Manu!"
        ),
        "La piscina abre en junio",
        evidence="El chico de recepción nos dijo que la piscina abre en junio",
        speaker="Manu",
    ),
    # attribution: el cliente repite lo que le comentó un compañero.
    _r(
        "es",
        "attribution",
        False,
        (
            "Ticket #20931\n"
            "Cliente (Ramiro Gil): Uso la app en un Android 13 y no me sincroniza. Un compañero me comentó que el "
            "plan Pro incluye copias de seguridad diarias.\n"
            "Agente (Paula): Hola Ramiro, trabajo en el equipo de sincronización y ya lo he escalado."
        ),
        "El plan Pro incluye copias de seguridad diarias",
        evidence="Un compañero me comentó que el plan Pro incluye copias de seguridad diarias.",
        speaker="Ramiro Gil",
    ),
    # attribution: el asistente solo lo preguntó; el usuario contestó `Todavía no`.
    _r(
        "es",
        "attribution",
        False,
        (
            "usuario: Me voy a Japón en abril con mi hermana.\n"
            "asistente: ¡Qué viaje! ¿Tienes ya el pasaporte renovado?\n"
            "usuario: Todavía no, pedí cita la semana pasada."
        ),
        "Usuario tiene ya el pasaporte renovado",
        evidence="¿Tienes ya el pasaporte renovado?",
        speaker="user",
    ),
    # attribution: carla.m transmite lo que dice QA (`según QA`).
    _r(
        "es",
        "attribution",
        False,
        (
            "#backend\n"
            "carla.m  11:02  He subido el parche del login a staging\n"
            "javi.t  11:05  Yo preparo la release 2.4.1 esta tarde\n"
            "carla.m  11:07  según QA, el fallo solo pasa en iOS 17"
        ),
        "El fallo solo pasa en iOS 17",
        evidence="según QA, el fallo solo pasa en iOS 17",
        speaker="carla.m",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker：微信群里陈静自己的发言，换成她的名字；时段保留。
    _r(
        "zh",
        "speaker",
        True,
        (
            "【周六羽毛球群】\n"
            "王磊 19:02：周六谁订场？\n"
            "陈静 19:05：我订了三号场，下午两点到四点\n"
            "刘洋 19:08：我周六要加班，去不了"
        ),
        "陈静订了三号场，下午两点到四点",
        evidence="我订了三号场，下午两点到四点",
        speaker="陈静",
    ),
    # speaker：mem0 的`用户`指代用户自己的话。
    _r(
        "zh",
        "speaker",
        True,
        (
            "用户：我最近在学做陶艺，每周三晚上去工作室。\n"
            "助手：听起来很有意思！你有自己的拉坯机吗？\n"
            "用户：没有，我只用工作室的。"
        ),
        "用户最近在学做陶艺",
        evidence="我最近在学做陶艺",
        speaker="user",
    ),
    # speaker：纪要里老周自己的发言。
    _r(
        "zh",
        "speaker",
        True,
        (
            "排练会议纪要（12月1日）\n"
            "出席：阿杰（主唱）、小雨（鼓手）、老周（贝斯）\n"
            "小雨：我下个月去成都巡演，缺席两次排练。\n"
            "老周：我负责联系livehouse的场地。"
        ),
        "老周负责联系livehouse的场地",
        evidence="我负责联系livehouse的场地。",
        speaker="老周",
    ),
    # speaker：邮件回复里署名者孙悦自己的话，不是被引用的赵明。
    _r(
        "zh",
        "speaker",
        True,
        (
            "在 2026年11月3日 周二 09:14，赵明 <zhaoming@shanyue-hiking.cn> 写道：\n"
            "> 我带过十次四姑娘山的队。\n"
            "\n"
            "赵老师好，\n"
            "我是第一次去高原，目前只爬过泰山。\n"
            "孙悦"
        ),
        "孙悦是第一次去高原",
        evidence="我是第一次去高原",
        speaker="孙悦",
    ),
    # speaker：客服自己的回复，省略主语；`这边`是虚词。
    _r(
        "zh",
        "speaker",
        True,
        (
            "工单 #77120\n"
            "买家（李婷）：我买的是蓝色M码，收到的是黑色。朋友跟我说你们会员可以免运费退货。\n"
            "客服（小美）：亲，我这边负责售后换货，今天帮您登记。"
        ),
        "负责售后换货",
        evidence="我这边负责售后换货",
        speaker="小美",
        key="xiao_mei/role",
    ),
    # speaker：读书会记录里何峰自己的发言。
    _r(
        "zh",
        "speaker",
        True,
        (
            "读书会第12期记录\n"
            "主持：周琳\n"
            "周琳：我下期去不了，要出差。\n"
            "何峰：我来带下期的《百年孤独》讨论。\n"
            "周琳转达：场地方说下期起租金涨到每小时80元。"
        ),
        "何峰来带下期的《百年孤独》讨论",
        evidence="我来带下期的《百年孤独》讨论。",
        speaker="何峰",
    ),
    # speaker：语音留言里吴姐自己的话，`我`换成她的名字；期限保留。
    _r(
        "zh",
        "speaker",
        True,
        (
            "语音留言转文字（来自：吴姐，寄养家庭）：\n"
            "「喂，我是吴姐，豆豆在我这儿住到二十号。我老公说他周末可以送过去。」"
        ),
        "豆豆在吴姐这儿住到二十号",
        evidence="豆豆在我这儿住到二十号。",
        speaker="吴姐",
    ),
    # speaker：飞书群里郭佳自己的一行；版本号和时间保留。
    _r(
        "zh",
        "speaker",
        True,
        (
            "#前端组\n"
            "林涛 10:41：我把登录页的修复合到main了\n"
            "郭佳 10:43：我下午打3.2.0的包\n"
            "林涛 10:45：测试说这个崩溃只在鸿蒙4上出现"
        ),
        "郭佳下午打3.2.0的包",
        evidence="我下午打3.2.0的包",
        speaker="郭佳",
    ),
    # speaker：播客里嘉宾自己的回答。
    _r(
        "zh",
        "speaker",
        True,
        (
            "主持人（小鹿）：你是怎么开始做木工的？\n"
            "嘉宾（韩松）：我2018年在北京一个车库里开始做木工。\n"
            "主持人（小鹿）：听说你要在杭州开第二家工作室？\n"
            "嘉宾（韩松）：今年还不会。"
        ),
        "韩松2018年在北京一个车库里开始做木工",
        evidence="我2018年在北京一个车库里开始做木工。",
        speaker="韩松",
    ),
    # speaker：方雯引用何雷之后她自己的话。
    _r(
        "zh",
        "speaker",
        True,
        (
            "何雷：听说四姑娘山二峰下个月封山。我带炉头和两罐气\n"
            "方雯：\n"
            "「何雷：我带炉头和两罐气」\n"
            "- - - - - - - - - - - - - - -\n"
            "我带急救包和头灯"
        ),
        "方雯带急救包和头灯",
        evidence="我带急救包和头灯",
        speaker="方雯",
    ),
    # speaker：用户自己的话，省略主语；频率和距离保留。
    _r(
        "zh",
        "speaker",
        True,
        (
            "用户：我上个月从深圳搬到了厦门。\n"
            "助手：厦门很适合骑行！你平时骑车吗？\n"
            "用户：我每周六早上沿环岛路骑四十公里。"
        ),
        "每周六早上沿环岛路骑四十公里",
        evidence="我每周六早上沿环岛路骑四十公里。",
        speaker="user",
        key="user/cycling",
    ),
    # speaker：腾讯会议转写里带时间戳和名字的黄晓的话。
    _r(
        "zh",
        "speaker",
        True,
        ("00:05:12 黄晓：我今年是志愿者协会的财务。\n00:05:20 邓凯：我管物资仓库。"),
        "黄晓今年是志愿者协会的财务",
        evidence="我今年是志愿者协会的财务。",
        speaker="黄晓",
    ),
    # subspan：署名者方晴自己的邮箱，完整保留。
    _r(
        "zh",
        "subspan",
        True,
        (
            "刘老师您好，\n"
            "我的邮箱是 fang.qing@banjia-kuaiyun.cn，报价直接发我就行。\n"
            "方晴\n"
            "\n"
            "> 发件人：刘国栋 <liugd@xinghe-photo.com>\n"
            "> 能给我一个直接联系的邮箱吗？"
        ),
        "fang.qing@banjia-kuaiyun.cn",
        evidence="我的邮箱是 fang.qing@banjia-kuaiyun.cn",
        speaker="方晴",
        key="fang_qing/email",
    ),
    # subspan：阿敏自己的手机号，完整保留，键名说明了关系。
    _r(
        "zh",
        "subspan",
        True,
        ("老彭：我手机 138 0013 4567，掉队打我\n阿敏：我的手机是 139 2200 8811，我开收容车"),
        "139 2200 8811",
        evidence="我的手机是 139 2200 8811",
        speaker="阿敏",
        key="a_min/phone",
    ),
    # subspan：买家自己给的退货快递单号，键名说明了关系。
    _r(
        "zh",
        "subspan",
        True,
        ("买家（周游）：我寄回的单号是 SF1402938475612，麻烦查收。\n客服（阿紫）：收到，仓库签收后三天内退款。"),
        "SF1402938475612",
        evidence="我寄回的单号是 SF1402938475612",
        speaker="周游",
        key="zhou_you/return_tracking",
    ),
    # subspan：卖家自己的最低价，金额带单位；键名带`最低`。
    _r(
        "zh",
        "subspan",
        True,
        ("买家（小K）：150出吗？\n卖家（Tony）：最低180元，九成新。"),
        "180元",
        evidence="最低180元",
        speaker="Tony",
        key="tony/lowest_price",
    ),
    # subspan：小魏自己的生日日期。
    _r(
        "zh",
        "subspan",
        True,
        ("HR（韩梅）：大家把生日报一下，每月订蛋糕。\n小魏：我的生日是5月12日。\n阿强：我是11月3号。"),
        "5月12日",
        evidence="我的生日是5月12日。",
        speaker="小魏",
        key="xiao_wei/birthday",
    ),
    # subspan：lulu-w 自己说维护的文档站网址，完整。
    _r(
        "zh",
        "subspan",
        True,
        (
            "**@chen-yu** 评论：我的 fork 在 https://github.com/chen-yu/inkpad ，修复在那里。\n"
            "**@lulu-w** 评论：文档站是我维护的：https://docs.inkpad.dev"
        ),
        "https://docs.inkpad.dev",
        evidence="文档站是我维护的：https://docs.inkpad.dev",
        speaker="lulu-w",
        key="lulu_w/docs_site",
    ),
    # subspan：小宇自己说的室友姓名。
    _r(
        "zh",
        "subspan",
        True,
        ("妈妈：周日谁去接奶奶？\n小宇：我室友叫张博文，他可以开车。\n妈妈：好的"),
        "张博文",
        evidence="我室友叫张博文",
        speaker="小宇",
        key="xiao_yu/roommate",
    ),
    # subspan：用户自己回答的版本号。
    _r(
        "zh",
        "subspan",
        True,
        ("客服（阿杰）：请问您用的是哪个版本？\n用户（唐薇）：我装的是 4.8.2，Mac 系统。"),
        "4.8.2",
        evidence="我装的是 4.8.2",
        speaker="唐薇",
        key="tang_wei/app_version",
    ),
    # --- negative ---
    # wrong_speaker：这是刘洋的发言，绑到了王磊。
    _r(
        "zh",
        "wrong_speaker",
        False,
        (
            "【周六羽毛球群】\n"
            "王磊 19:02：周六谁订场？\n"
            "陈静 19:05：我订了三号场，下午两点到四点\n"
            "刘洋 19:08：我周六要加班，去不了"
        ),
        "王磊周六要加班，去不了",
        evidence="我周六要加班，去不了",
        speaker="王磊",
    ),
    # wrong_speaker：鼓手小雨的话绑到了主唱阿杰。
    _r(
        "zh",
        "wrong_speaker",
        False,
        (
            "排练会议纪要（12月1日）\n"
            "出席：阿杰（主唱）、小雨（鼓手）、老周（贝斯）\n"
            "小雨：我下个月去成都巡演，缺席两次排练。\n"
            "老周：我负责联系livehouse的场地。"
        ),
        "阿杰下个月去成都巡演，缺席两次排练",
        evidence="我下个月去成都巡演，缺席两次排练。",
        speaker="阿杰",
    ),
    # wrong_speaker：引用行（`> `）是赵明写的，不是回信的孙悦。
    _r(
        "zh",
        "wrong_speaker",
        False,
        (
            "在 2026年11月3日 周二 09:14，赵明 <zhaoming@shanyue-hiking.cn> 写道：\n"
            "> 我带过十次四姑娘山的队。\n"
            "\n"
            "赵老师好，\n"
            "我是第一次去高原，目前只爬过泰山。\n"
            "孙悦"
        ),
        "孙悦带过十次四姑娘山的队",
        evidence="我带过十次四姑娘山的队。",
        speaker="孙悦",
    ),
    # wrong_speaker：客服小美的话绑到了买家李婷。
    _r(
        "zh",
        "wrong_speaker",
        False,
        (
            "工单 #77120\n"
            "买家（李婷）：我买的是蓝色M码，收到的是黑色。朋友跟我说你们会员可以免运费退货。\n"
            "客服（小美）：亲，我这边负责售后换货，今天帮您登记。"
        ),
        "李婷负责售后换货",
        evidence="我这边负责售后换货",
        speaker="李婷",
    ),
    # wrong_speaker：周琳的话绑到了何峰。
    _r(
        "zh",
        "wrong_speaker",
        False,
        (
            "读书会第12期记录\n"
            "主持：周琳\n"
            "周琳：我下期去不了，要出差。\n"
            "何峰：我来带下期的《百年孤独》讨论。\n"
            "周琳转达：场地方说下期起租金涨到每小时80元。"
        ),
        "何峰下期去不了，要出差",
        evidence="我下期去不了，要出差。",
        speaker="何峰",
    ),
    # wrong_speaker：林涛的一行绑到了郭佳。
    _r(
        "zh",
        "wrong_speaker",
        False,
        (
            "#前端组\n"
            "林涛 10:41：我把登录页的修复合到main了\n"
            "郭佳 10:43：我下午打3.2.0的包\n"
            "林涛 10:45：测试说这个崩溃只在鸿蒙4上出现"
        ),
        "郭佳把登录页的修复合到main了",
        evidence="我把登录页的修复合到main了",
        speaker="郭佳",
    ),
    # wrong_speaker：方雯只是引用了何雷的消息。
    _r(
        "zh",
        "wrong_speaker",
        False,
        (
            "何雷：听说四姑娘山二峰下个月封山。我带炉头和两罐气\n"
            "方雯：\n"
            "「何雷：我带炉头和两罐气」\n"
            "- - - - - - - - - - - - - - -\n"
            "我带急救包和头灯"
        ),
        "方雯带炉头和两罐气",
        evidence="我带炉头和两罐气",
        speaker="方雯",
    ),
    # wrong_speaker：邓凯的发言绑到了黄晓（与忠实记录成对）。
    _r(
        "zh",
        "wrong_speaker",
        False,
        ("00:05:12 黄晓：我今年是志愿者协会的财务。\n00:05:20 邓凯：我管物资仓库。"),
        "黄晓管物资仓库",
        evidence="我管物资仓库。",
        speaker="黄晓",
    ),
    # wrong_speaker：引用邮件头里是刘国栋的地址，却存成方晴的邮箱。
    _r(
        "zh",
        "wrong_speaker",
        False,
        (
            "刘老师您好，\n"
            "我的邮箱是 fang.qing@banjia-kuaiyun.cn，报价直接发我就行。\n"
            "方晴\n"
            "\n"
            "> 发件人：刘国栋 <liugd@xinghe-photo.com>\n"
            "> 能给我一个直接联系的邮箱吗？"
        ),
        "liugd@xinghe-photo.com",
        evidence="发件人：刘国栋 <liugd@xinghe-photo.com>",
        speaker="方晴",
        key="fang_qing/email",
    ),
    # wrong_speaker：老彭的手机号存成阿敏的。
    _r(
        "zh",
        "wrong_speaker",
        False,
        ("老彭：我手机 138 0013 4567，掉队打我\n阿敏：我的手机是 139 2200 8811，我开收容车"),
        "138 0013 4567",
        evidence="我手机 138 0013 4567",
        speaker="阿敏",
        key="a_min/phone",
    ),
    # wrong_speaker：阿强的生日存成小魏的（与忠实记录成对）。
    _r(
        "zh",
        "wrong_speaker",
        False,
        ("HR（韩梅）：大家把生日报一下，每月订蛋糕。\n小魏：我的生日是5月12日。\n阿强：我是11月3号。"),
        "11月3号",
        evidence="我是11月3号。",
        speaker="小魏",
        key="xiao_wei/birthday",
    ),
    # wrong_speaker：fork 是 chen-yu 的，存到了 lulu-w 名下。
    _r(
        "zh",
        "wrong_speaker",
        False,
        (
            "**@chen-yu** 评论：我的 fork 在 https://github.com/chen-yu/inkpad ，修复在那里。\n"
            "**@lulu-w** 评论：文档站是我维护的：https://docs.inkpad.dev"
        ),
        "https://github.com/chen-yu/inkpad",
        evidence="我的 fork 在 https://github.com/chen-yu/inkpad",
        speaker="lulu-w",
        key="lulu_w/fork_url",
    ),
    # attribution：助手只是提问，用户回答没有。
    _r(
        "zh",
        "attribution",
        False,
        (
            "用户：我最近在学做陶艺，每周三晚上去工作室。\n"
            "助手：听起来很有意思！你有自己的拉坯机吗？\n"
            "用户：没有，我只用工作室的。"
        ),
        "用户有自己的拉坯机",
        evidence="你有自己的拉坯机吗？",
        speaker="user",
    ),
    # attribution：吴姐转述老公的话，值去掉了`说`当作事实。
    _r(
        "zh",
        "attribution",
        False,
        (
            "语音留言转文字（来自：吴姐，寄养家庭）：\n"
            "「喂，我是吴姐，豆豆在我这儿住到二十号。我老公说他周末可以送过去。」"
        ),
        "吴姐的老公周末可以送过去",
        evidence="我老公说他周末可以送过去。",
        speaker="吴姐",
    ),
    # attribution：主持人的传闻式提问，嘉宾答`今年还不会`。
    _r(
        "zh",
        "attribution",
        False,
        (
            "主持人（小鹿）：你是怎么开始做木工的？\n"
            "嘉宾（韩松）：我2018年在北京一个车库里开始做木工。\n"
            "主持人（小鹿）：听说你要在杭州开第二家工作室？\n"
            "嘉宾（韩松）：今年还不会。"
        ),
        "韩松要在杭州开第二家工作室",
        evidence="听说你要在杭州开第二家工作室？",
        speaker="韩松",
    ),
    # attribution：`听说`的传闻当作事实。
    _r(
        "zh",
        "attribution",
        False,
        (
            "何雷：听说四姑娘山二峰下个月封山。我带炉头和两罐气\n"
            "方雯：\n"
            "「何雷：我带炉头和两罐气」\n"
            "- - - - - - - - - - - - - - -\n"
            "我带急救包和头灯"
        ),
        "四姑娘山二峰下个月封山",
        evidence="听说四姑娘山二峰下个月封山。",
        speaker="何雷",
    ),
    # attribution：周琳转达场地方的说法，值当作既成事实。
    _r(
        "zh",
        "attribution",
        False,
        (
            "读书会第12期记录\n"
            "主持：周琳\n"
            "周琳：我下期去不了，要出差。\n"
            "何峰：我来带下期的《百年孤独》讨论。\n"
            "周琳转达：场地方说下期起租金涨到每小时80元。"
        ),
        "下期起租金涨到每小时80元",
        evidence="周琳转达：场地方说下期起租金涨到每小时80元。",
        speaker="周琳",
    ),
    # attribution：点评者转述前台的话，当作事实。
    _r(
        "zh",
        "attribution",
        False,
        (
            "★★★★ 用户「青柠」2026年10月入住\n"
            "前台小哥说泳池五月才重新开放，不过房间很干净。\n"
            "商家回复（店长阿华）：感谢您的入住！"
        ),
        "泳池五月才重新开放",
        evidence="前台小哥说泳池五月才重新开放",
        speaker="青柠",
    ),
    # attribution：买家转述朋友的话，当作店铺规则。
    _r(
        "zh",
        "attribution",
        False,
        (
            "工单 #77120\n"
            "买家（李婷）：我买的是蓝色M码，收到的是黑色。朋友跟我说你们会员可以免运费退货。\n"
            "客服（小美）：亲，我这边负责售后换货，今天帮您登记。"
        ),
        "会员可以免运费退货",
        evidence="朋友跟我说你们会员可以免运费退货。",
        speaker="李婷",
    ),
    # attribution：林涛转述测试的说法。
    _r(
        "zh",
        "attribution",
        False,
        (
            "#前端组\n"
            "林涛 10:41：我把登录页的修复合到main了\n"
            "郭佳 10:43：我下午打3.2.0的包\n"
            "林涛 10:45：测试说这个崩溃只在鸿蒙4上出现"
        ),
        "这个崩溃只在鸿蒙4上出现",
        evidence="测试说这个崩溃只在鸿蒙4上出现",
        speaker="林涛",
    ),
)

BATCH_53: tuple[Realistic, ...] = _EN + _ES + _ZH
