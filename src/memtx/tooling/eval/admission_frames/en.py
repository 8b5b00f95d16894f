"""English source templates for the admission suite: policies, user messages, tool outputs and emails.

Responsible for: hand-written English text and its entity pools. Must not: hold generation or labelling logic.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_frames.frame import Frame, frame

ENTITIES: dict[str, tuple[str, ...]] = {
    "person": (
        "Maya",
        "Omar",
        "Priya",
        "Lukas",
        "Grace",
        "Daniel",
        "Aisha",
        "Ethan",
        "Nora",
        "Victor",
        "Hana",
        "Raj",
        "Marcus",
        "Tomas",
    ),
    "city": (
        "Berlin",
        "Lisbon",
        "Denver",
        "Toronto",
        "Oslo",
        "Austin",
        "Dublin",
        "Seattle",
        "Porto",
        "Leeds",
        "Zurich",
        "Boston",
    ),
    "brand": ("Aurora", "Nimbus", "Kestrel", "Juniper", "Orion", "Willow", "Atlas", "Cobalt", "Sable", "Vireo"),
    "company": (
        "Northwind",
        "Bluepeak",
        "Corvia",
        "Talenra",
        "Brightline",
        "Halcyon",
        "Meridian",
        "Lumen",
        "Quarry",
        "Redwood",
    ),
    "team": ("billing", "platform", "mobile", "data", "security", "design", "sales", "research"),
    "weekday": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday"),
    "month": ("March", "April", "June", "September", "October", "November"),
}

FRAMES: tuple[Frame, ...] = (
    frame(
        "en-refund",
        "policy",
        "Returns FAQ, revised in {month}.\n[[Refunds are not issued for the {brand} kettle after {days} days, "
        "but store credit is offered.]]\nDamaged parcels should be photographed before they are opened.",
        clause=("Refunds are not issued for the {brand} kettle after {days} days", "store credit is offered"),
        neg="store credit is never offered",
        rev="Store credit is not issued for the {brand} kettle after {days} days, but refunds are offered",
        neg_del="Refunds are issued for the {brand} kettle after {days} days",
        num_drop="Refunds are not issued for the {brand} kettle",
        stitch="Refunds are offered",
    ),
    frame(
        "en-seats",
        "user",
        "Hi! Booking preferences for next month's trip.\n[[Actually, I also really prefer aisle seats on the "
        "{city} to {city2} flight, and I do not want the meal option.]]\nMy loyalty number is already on file.",
        clause=(
            "Actually, I also really prefer aisle seats on the {city} to {city2} flight",
            "I do not want the meal option",
        ),
        filler="I prefer aisle seats on the {city} to {city2} flight",
        neg="I do not prefer aisle seats on the {city} to {city2} flight",
        rev="I prefer aisle seats on the {city2} to {city} flight",
        neg_del="I do want the meal option",
        stitch="I prefer the meal option",
        restrict="I prefer aisle seats",
    ),
    frame(
        "en-order",
        "tool",
        "tool: order_status(4471)\n[[Order 4471 was moved from the {city} warehouse to the {city2} hub on "
        "{weekday}; delivery takes at least {count} business days.]]\ncarrier: ParcelOne, signature required "
        "on delivery",
        clause=(
            "Order 4471 was moved from the {city} warehouse to the {city2} hub on {weekday}",
            "delivery takes at least {count} business days",
        ),
        neg="Order 4471 was never moved from the {city} warehouse to the {city2} hub",
        rev="Order 4471 was moved from the {city2} warehouse to the {city} hub on {weekday}",
        scope="delivery takes {count} business days",
        restrict="Order 4471 was moved to the {city2} hub on {weekday}",
    ),
    frame(
        "en-room",
        "email",
        "Subject: Room bookings\n\nHi all,\n[[The {team} team may also book Room {count} on {weekday}s if a "
        "manager approves the request.]]\nKeys are kept at the front desk.\nThanks, Ines",
        filler="The {team} team may book Room {count} on {weekday}s if a manager approves the request",
        neg="The {team} team may not book Room {count} on {weekday}s",
        rev="A manager may book Room {count} on {weekday}s if the {team} team approves the request",
        cond="The {team} team may book Room {count} on {weekday}s",
    ),
    frame(
        "en-pets",
        "policy",
        "Lease addendum, building services\n[[Only tenants on the ground floor of {company} Court may keep dogs, "
        "and cats are not allowed in shared hallways.]]\nThe addendum takes effect next month.",
        clause=(
            "Only tenants on the ground floor of {company} Court may keep dogs",
            "cats are not allowed in shared hallways",
        ),
        neg="Only tenants on the ground floor of {company} Court may not keep dogs",
        rev="Only tenants on the ground floor of {company} Court may keep cats, and dogs are not allowed in "
        "shared hallways",
        neg_del="cats are allowed in shared hallways",
        scope="tenants on the ground floor of {company} Court may keep dogs",
        stitch="tenants on the ground floor of {company} Court are not allowed in shared hallways",
        restrict="cats are not allowed",
    ),
    frame(
        "en-coffee",
        "user",
        "Note for the assistant:\n[[{person} really never drinks coffee after {hour} pm, so please order tea "
        "for the evening review.]]\nThe review is in the {city} office.",
        clause=("{person} really never drinks coffee after {hour} pm", "please order tea for the evening review"),
        filler="{person} never drinks coffee after {hour} pm",
        neg="please do not order tea for the evening review",
        rev="{person} really never drinks tea after {hour} pm, so please order coffee for the evening review",
        neg_del="{person} drinks coffee after {hour} pm",
        num_drop="{person} never drinks coffee",
        stitch="{person} never drinks tea",
    ),
    frame(
        "en-invoices",
        "policy",
        "Finance handbook, section 3.2\n[[All invoices above {amount} euros need approval from {person} unless "
        "the vendor is on the preferred list.]]\nSubmit invoices through the portal, not by email.",
        neg="All invoices above {amount} euros do not need approval from {person}",
        rev="All invoices above {amount} euros need approval from the vendor unless {person} is on the preferred list",
        scope="invoices above {amount} euros need approval from {person} unless the vendor is on the preferred list",
        cond="All invoices above {amount} euros need approval from {person}",
        num_drop="All invoices need approval from {person} unless the vendor is on the preferred list",
    ),
    frame(
        "en-pool",
        "email",
        "Club update from {company} Fitness\n[[The pool is closed on {weekday} for cleaning, but the gym stays "
        "open until {late} pm.]]\nTowels are now available at reception.",
        clause=("The pool is closed on {weekday} for cleaning", "the gym stays open until {late} pm"),
        neg="The pool is not closed on {weekday} for cleaning",
        rev="The gym is closed on {weekday} for cleaning, but the pool stays open until {late} pm",
        stitch="The pool stays open until {late} pm",
        restrict="The pool is closed for cleaning",
    ),
    frame(
        "en-allergy",
        "email",
        "Planning the offsite lunch:\n[[{person} is allergic to peanuts, but can honestly eat almonds and "
        "cashews.]]\nThe caterer needs the final list by Thursday.",
        clause="{person} is allergic to peanuts",
        filler="{person} is allergic to peanuts, but can eat almonds and cashews",
        neg="{person} is not allergic to peanuts",
        rev="{person} is allergic to almonds, but can honestly eat peanuts and cashews",
        stitch="{person} is allergic to almonds and cashews",
        restrict="{person} is allergic",
    ),
    frame(
        "en-passwords",
        "policy",
        "IT security baseline v2\n[[Passwords for the {company} VPN must have at least {len} characters and may "
        "not be reused within {days} days.]]\nContact the helpdesk about locked accounts.",
        clause=(
            "Passwords for the {company} VPN must have at least {len} characters",
            "Passwords for the {company} VPN may not be reused within {days} days",
        ),
        neg="Passwords for the {company} VPN must not have at least {len} characters",
        rev="Passwords for the {company} VPN must have at least {days} characters and may not be reused within "
        "{len} days",
        neg_del="Passwords for the {company} VPN may be reused within {days} days",
        scope="Passwords for the {company} VPN must have {len} characters",
        num_drop="Passwords for the {company} VPN may not be reused",
    ),
    frame(
        "en-standup",
        "tool",
        "calendar.move_event -> ok\n[[The standup with {person} moved from {weekday} to {weekday2} at {am} "
        "am.]]\nInvites sent to 7 attendees.",
        neg="The standup with {person} has not moved from {weekday} to {weekday2}",
        rev="The standup with {person} moved from {weekday2} to {weekday} at {am} am",
        restrict="The standup moved from {weekday} to {weekday2} at {am} am",
    ),
    frame(
        "en-shipping",
        "policy",
        "Shipping rates (EU)\n[[Orders over {amount} euros ship free to {city}, except bulky items such as "
        "sofas.]]\nExpress delivery costs extra.",
        neg="Orders over {amount} euros do not ship free to {city}",
        rev="Bulky items such as sofas ship free to {city}, except orders over {amount} euros",
        cond="Orders over {amount} euros ship free to {city}",
        num_drop="Orders ship free to {city}, except bulky items such as sofas",
        restrict="Orders over {amount} euros ship free, except bulky items such as sofas",
    ),
    frame(
        "en-vendor",
        "email",
        "From: {person}\nSubject: Re: contract renewal\n[[We have signed the renewal with {company}, and by the "
        "way we will not renew the cleaning contract.]]\nI will send the PDF tomorrow.",
        clause=("We have signed the renewal with {company}", "we will not renew the cleaning contract"),
        filler="We have signed the renewal with {company}, and we will not renew the cleaning contract",
        neg="We have not signed the renewal with {company}",
        rev="We will not renew the renewal with {company}, and we have signed the cleaning contract",
        neg_del="we will renew the cleaning contract",
        stitch="We have signed the cleaning contract",
    ),
    frame(
        "en-tablets",
        "user",
        "From the leaflet you asked about:\n[[Take at most {count} {brand} tablets a day, and stop taking them "
        "if you feel dizzy.]]\nKeep the box away from sunlight.",
        clause=("Take at most {count} {brand} tablets a day", "stop taking them if you feel dizzy"),
        neg="do not stop taking them if you feel dizzy",
        rev="Take at most {count} {brand} tablets a day, and if you stop taking them you feel dizzy",
        scope="Take {count} {brand} tablets a day",
        cond="stop taking them",
    ),
    frame(
        "en-bucket",
        "tool",
        "iam.get_policy(bucket='reports')\n[[Only members of the {team} group can write to the reports bucket; "
        "read access is open to the whole company.]]\nlast modified by {person}",
        clause=(
            "Only members of the {team} group can write to the reports bucket",
            "read access is open to the whole company",
        ),
        neg="Only members of the {team} group cannot write to the reports bucket",
        rev="Only members of the {team} group can read the reports bucket; write access is open to the whole company",
        scope="members of the {team} group can write to the reports bucket",
        restrict="read access is open",
    ),
    frame(
        "en-grant",
        "email",
        "Hi {person},\n[[The grant report for {company} is due on {month} {day}, unless the funder extends the "
        "deadline again.]]\nPlease keep me posted.\nBest, Ines",
        neg="The grant report for {company} is not due on {month} {day}",
        rev="The funder is due on {month} {day}, unless the grant report for {company} extends the deadline again",
        cond="The grant report for {company} is due on {month} {day}",
    ),
    frame(
        "en-students",
        "policy",
        "Pricing page, student section\n[[Students get {pct} percent off the {company} annual plan only if they "
        "verify a university email.]]\nMonthly plans are not discounted.",
        neg="Students do not get {pct} percent off the {company} annual plan",
        rev="Students get {pct} percent off a university email only if they verify the {company} annual plan",
        scope="Students get {pct} percent off the {company} annual plan if they verify a university email",
        cond="Students get {pct} percent off the {company} annual plan",
    ),
    frame(
        "en-trip",
        "user",
        "Trip notes for the assistant\n[[So basically, I am flying from {city} to {city2} on {month} {day} and "
        "coming back a week later.]]\nBook a hotel near the station.",
        filler=(
            "I am flying from {city} to {city2} on {month} {day} and coming back a week later",
            "I am flying from {city} to {city2} on {month} {day}",
        ),
        neg="I am not flying from {city} to {city2} on {month} {day}",
        rev="I am flying from {city2} to {city} on {month} {day}",
    ),
    frame(
        "en-ticket",
        "tool",
        "ticket #5812 status=open priority=high\n[[Customer reports that the {brand} router does not restart "
        "after the update, but the {brand2} modem works fine.]]\nassigned_to: {person}",
        clause=(
            "Customer reports that the {brand} router does not restart after the update",
            "the {brand2} modem works fine",
        ),
        neg="the {brand2} modem no longer works fine",
        rev="Customer reports that the {brand2} router does not restart after the update, but the {brand} modem "
        "works fine",
        neg_del="Customer reports that the {brand} router does restart after the update",
        stitch="the {brand} router works fine",
        restrict="Customer reports that the router does not restart after the update",
    ),
    frame(
        "en-diet",
        "user",
        "Dinner plans for Friday\n[[{person} does not eat red meat, and eats fish only if it is wild-caught.]]",
        clause=("{person} does not eat red meat", "{person} eats fish only if it is wild-caught"),
        neg="{person} eats fish only if it is not wild-caught",
        rev="{person} does not eat fish, and eats red meat only if it is wild-caught",
        neg_del="{person} does eat red meat",
        cond="{person} eats fish",
        stitch="{person} does not eat fish",
        restrict="{person} does not eat meat",
    ),
    frame(
        "en-budget",
        "email",
        "Subject: Q3 marketing budget\n[[The {team} team can spend up to {amount} thousand dollars on events; "
        "travel is not included in that figure.]]\nRegards, {person}",
        clause=(
            "The {team} team can spend up to {amount} thousand dollars on events",
            "travel is not included in that figure",
        ),
        neg="The {team} team cannot spend up to {amount} thousand dollars on events",
        rev="The {team} team can spend up to {amount} thousand dollars on travel; events are not included in "
        "that figure",
        neg_del="travel is included in that figure",
        scope="The {team} team can spend {amount} thousand dollars on events",
    ),
    frame(
        "en-wifi",
        "tool",
        "network scan 14:02\n[[{company} guest Wi-Fi uses channel {chan} on the second floor and channel {chan2} "
        "in the lobby.]]\nsignal strength normal",
        clause="{company} guest Wi-Fi uses channel {chan} on the second floor",
        neg="{company} guest Wi-Fi does not use channel {chan} on the second floor",
        rev="{company} guest Wi-Fi uses channel {chan2} on the second floor and channel {chan} in the lobby",
        stitch="{company} guest Wi-Fi uses channel {chan} in the lobby",
        restrict="{company} guest Wi-Fi uses channel {chan}",
    ),
    frame(
        "en-piano",
        "user",
        "Reminder for the family calendar:\n[[{person} has piano lessons every {weekday} at {hour} pm until the "
        "end of {month}.]]\nThe teacher's studio is on Elm Street.",
        neg="{person} has no piano lessons every {weekday} at {hour} pm",
        rev="{person} has piano lessons every {month} at {hour} pm until the end of {weekday}",
        scope="{person} has piano lessons {weekday} at {hour} pm until the end of {month}",
        cond="{person} has piano lessons every {weekday} at {hour} pm",
    ),
    frame(
        "en-leave",
        "policy",
        "Employee handbook, section 9\n[[Each {company} employee receives {leave} days of paid leave per year, and "
        "unused days expire unless HR approves a carry-over.]]\nPart-time staff: see section 9.4.",
        clause=(
            "Each {company} employee receives {leave} days of paid leave per year",
            "unused days expire unless HR approves a carry-over",
        ),
        neg="unused days do not expire unless HR approves a carry-over",
        rev="HR receives {leave} days of paid leave per year, and unused days expire unless each {company} "
        "employee approves a carry-over",
        cond="unused days expire",
    ),
    frame(
        "en-parcels",
        "user",
        "Message from the customer:\n[[Please don't leave parcels with the neighbour on {weekday}; leave them "
        "with the front desk unless it is closed.]]",
        clause=(
            "Please don't leave parcels with the neighbour on {weekday}",
            "leave them with the front desk unless it is closed",
        ),
        filler="don't leave parcels with the neighbour on {weekday}",
        neg="leave them with the front desk unless it is not closed",
        rev="Please don't leave parcels with the front desk on {weekday}; leave them with the neighbour unless "
        "it is closed",
        cond="leave them with the front desk",
        stitch="Please don't leave parcels with the front desk",
    ),
    frame(
        "en-subscription",
        "tool",
        "billing.get_subscription(customer='{person}')\n[[Plan: {company} Team, {count} seats, renews on {month} "
        "{day}; auto-renew is not enabled.]]\npayment method: card ending 4242",
        clause=("Plan: {company} Team, {count} seats, renews on {month} {day}", "auto-renew is not enabled"),
        neg="Plan: {company} Team, {count} seats, does not renew on {month} {day}",
        rev="Plan: {company} Team, {day} seats, renews on {month} {count}",
        neg_del="auto-renew is enabled",
    ),
    frame(
        "en-sync",
        "email",
        "Notes from the weekly sync\n[[{person} will review the budget draft, and {person2} will present the "
        "hiring plan to the board.]]\nNext sync in two weeks.",
        clause=("{person} will review the budget draft", "{person2} will present the hiring plan to the board"),
        neg="{person} will not review the budget draft",
        rev="{person2} will review the budget draft, and {person} will present the hiring plan to the board",
        stitch="{person} will present the hiring plan to the board",
    ),
    frame(
        "en-warranty",
        "policy",
        "Warranty terms\n[[The {brand} warranty covers every part except the glass lid for {yrs} years from the "
        "date of purchase.]]\nRegister your product online.",
        neg="The {brand} warranty does not cover every part except the glass lid",
        rev="The {brand} warranty covers the glass lid except every part for {yrs} years from the date of purchase",
        cond="The {brand} warranty covers every part for {yrs} years from the date of purchase",
        num_drop="The {brand} warranty covers every part except the glass lid",
        restrict="The {brand} warranty covers every part except the glass lid for {yrs} years",
    ),
    frame(
        "en-pickup",
        "user",
        "Voice note, transcribed:\n[[Oh, and by the way, {person} actually picks up the kids on {weekday}s, not "
        "me.]]\nSchool ends at 3 pm.",
        filler="{person} picks up the kids on {weekday}s, not me",
        neg="{person} never picks up the kids on {weekday}s",
        rev="me, not {person}, picks up the kids on {weekday}s",
    ),
    frame(
        "en-ratelimit",
        "tool",
        "API reference: rate limits\n[[Free {company} accounts can make at most {rate} requests per minute, and "
        "batch endpoints are not available until the account is verified.]]\nSee the pricing page for paid tiers.",
        clause=(
            "Free {company} accounts can make at most {rate} requests per minute",
            "batch endpoints are not available until the account is verified",
        ),
        neg="Free {company} accounts can not make at most {rate} requests per minute",
        rev="Batch endpoints can make at most {rate} requests per minute, and free {company} accounts are not "
        "available until the account is verified",
        neg_del="batch endpoints are available until the account is verified",
        scope="Free {company} accounts can make {rate} requests per minute",
        cond="batch endpoints are not available",
    ),
    frame(
        "en-kids",
        "policy",
        "Sign at the entrance\n[[Children under {age} eat free at the {city} restaurant on {weekday}s, but drinks "
        "are charged separately.]]\nBook a table by phone.",
        clause=(
            "Children under {age} eat free at the {city} restaurant on {weekday}s",
            "drinks are charged separately",
        ),
        neg="drinks are not charged separately",
        rev="Children under {age} are charged separately at the {city} restaurant on {weekday}s, but drinks eat free",
        num_drop="Children eat free at the {city} restaurant on {weekday}s",
        stitch="Children under {age} are charged separately",
        restrict="Children under {age} eat free at the {city} restaurant",
    ),
    frame(
        "en-parking",
        "email",
        "Subject: building access\n[[Visitors can also park in the {company} garage for free for up to {dur} hours, "
        "and overnight parking is not permitted.]]\nThanks, {person}",
        clause=(
            "Visitors can also park in the {company} garage for free for up to {dur} hours",
            "overnight parking is not permitted",
        ),
        filler="Visitors can park in the {company} garage for free for up to {dur} hours",
        neg="Visitors cannot park in the {company} garage for free for up to {dur} hours",
        rev="Visitors can park overnight in the {company} garage, and parking for free for up to {dur} hours is "
        "not permitted",
        neg_del="overnight parking is permitted",
        num_drop="Visitors can park in the {company} garage for free",
        restrict="parking is not permitted",
    ),
    frame(
        "en-rent",
        "email",
        "Message from the building manager:\n[[At {company} Apartments, rent paid after day {day} of the month "
        "incurs a late fee of {amount} dollars, and partial payments are not accepted.]]\nReply to this email "
        "with any questions.",
        clause=(
            "At {company} Apartments, rent paid after day {day} of the month incurs a late fee of {amount} dollars",
            "partial payments are not accepted",
        ),
        neg="At {company} Apartments, rent paid after day {day} of the month does not incur a late fee",
        rev="At {company} Apartments, rent paid after day {amount} of the month incurs a late fee of {day} dollars",
        neg_del="partial payments are accepted",
        num_drop="At {company} Apartments, rent incurs a late fee of {amount} dollars",
    ),
)
