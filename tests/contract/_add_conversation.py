"""A 50-message support conversation of this project's own writing, for `mem.add` (issue 32 acceptance):
three users (dana, sam, kim) and the agent, with corrections, e-mails, URLs, phone numbers, abbreviations,
decimals, compound sentences, lists and questions.

Two halves: `DEV` (messages 0-24) is what the `PatternExtractor` was tuned on; `HELD_OUT` (25-49) was
written at the same time and is looked at only to report. Each message lists the facts it states: a span
of its content stating one fact, and the key a faithful extractor would give it (None where the fact has
no natural key). The test checks that every fact is stored, confirmed, quarantined or reported skipped, and
that no stored value is a fragment; the report counts the facts stored under their key.
"""

from __future__ import annotations

from typing import TypedDict


class Turn(TypedDict):
    role: str
    name: str
    content: str
    facts: list[tuple[str, str | None]]  # (span of content stating the fact, expected key)


def _u(name: str, content: str, *facts: tuple[str, str | None]) -> Turn:
    return {"role": "user", "name": name, "content": content, "facts": list(facts)}


def _a(content: str) -> Turn:
    return {"role": "assistant", "name": "support", "content": content, "facts": []}


DEV: list[Turn] = [
    _u("dana", "Hi! My name is Dana Reyes.", ("My name is Dana Reyes", "dana/name")),
    _a("Welcome, Dana. How can I help you today?"),
    _u(
        "dana",
        "I live in Lisbon and I prefer aisle seats.",
        ("I live in Lisbon", "dana/city"),
        ("I prefer aisle seats", "dana/seat_preference"),
    ),
    _u(
        "sam",
        "My email is sam@example.com and my phone is 555 0100.",
        ("My email is sam@example.com", "sam/email"),
        ("my phone is 555 0100", "sam/phone"),
    ),
    _a("Thanks Sam, I have noted both."),
    _u(
        "kim",
        "I live in St. Louis. I work at Acme Inc. in the U.S.",
        ("I live in St. Louis", "kim/city"),
        ("I work at Acme Inc. in the U.S.", "kim/employer"),
    ),
    _u("dana", "My daughter Eva is 7.", ("My daughter Eva is 7", "dana/daughter_eva_age")),
    _u("sam", "Can you check my order? It was due on Jan. 5.", ("It was due on Jan. 5", None)),
    _a("Your order No. 5521 ships tomorrow at 3 p.m. from our Rd. 9 depot."),
    _u(
        "kim",
        "I'm allergic to peanuts, shellfish and penicillin.",
        ("I'm allergic to peanuts, shellfish and penicillin", "kim/allergy"),
    ),
    _u("dana", "I moved to Porto.", ("I moved to Porto", "dana/city")),
    _u(
        "sam",
        "Also, I'm a nurse and I work at St. Mary's Hospital.",
        ("I'm a nurse", "sam/job"),
        ("I work at St. Mary's Hospital", "sam/employer"),
    ),
    _u(
        "kim",
        "Things you should know:\n- I'm vegetarian\n- my seat is 14C\n- I prefer e-mail over phone calls",
        ("I'm vegetarian", "kim/diet"),
        ("my seat is 14C", "kim/seat"),
        ("I prefer e-mail over phone calls", "kim/e_mail_preference"),
    ),
    _a("Got it, Kim. Is there anything else?"),
    _u(
        "dana",
        "My new email is dana.r@mail.example.org. Please use it from now on.",
        ("My new email is dana.r@mail.example.org", "dana/email"),
    ),
    _u(
        "sam",
        "My website is https://sam.example.com/blog?id=4.2 if you need it.",
        ("My website is https://sam.example.com/blog?id=4.2 if you need it", "sam/website"),
    ),
    _u(
        "kim",
        "If the flight is late, I prefer a hotel near the airport.",
        ("If the flight is late, I prefer a hotel near the airport", "kim/hotel_preference"),
    ),
    _u("dana", "I live in Porto.", ("I live in Porto", "dana/city")),
    _u(
        "sam",
        "The fee was $12.50 last time. Dr. Lee said that was fine.",
        ("The fee was $12.50 last time", None),
        ("Dr. Lee said that was fine", None),
    ),
    _u("kim", "My birthday is Oct. 3, e.g. next week.", ("My birthday is Oct. 3, e.g. next week", "kim/birthday")),
    _u(
        "dana",
        "I don't eat pork and my husband Leo is a teacher.",
        ("I don't eat pork", "dana/diet"),
        ("my husband Leo is a teacher", "dana/husband_leo_job"),
    ),
    _a("Noted: no pork for Dana."),
    _u("sam", "Thanks so much!"),
    _u("kim", "Where is my refund?"),
    _u(
        "dana",
        "I live in Porto and I prefer aisle seats.",
        ("I live in Porto", "dana/city"),
        ("I prefer aisle seats", "dana/seat_preference"),
    ),
]

HELD_OUT: list[Turn] = [
    _u(
        "sam",
        "I moved to Boston last month and my new phone number is +1 617 555 0142.",
        ("I moved to Boston last month", "sam/city"),
        ("my new phone number is +1 617 555 0142", "sam/phone"),
    ),
    _a("Thanks, Sam. I updated your profile."),
    _u(
        "kim",
        "Actually, I no longer work at Acme Inc. I work for Globex Corp. now.",
        ("I no longer work at Acme Inc.", "kim/employer"),
        ("I work for Globex Corp. now", "kim/employer"),
    ),
    _u(
        "dana",
        "My son Tomás is 10 and he loves football.",
        ("My son Tomás is 10", "dana/son_tomás_age"),
        ("he loves football", None),
    ),
    _u("sam", "Is the 4.5% discount still valid?"),
    _u("kim", "I'm 34 years old.", ("I'm 34 years old", "kim/age")),
    _u("dana", "My address is 12 Rua das Flores, Porto.", ("My address is 12 Rua das Flores, Porto", "dana/address")),
    _a("Thank you. Your booking ref. is QX-77.1 and the gate opens at 6 a.m."),
    _u(
        "sam",
        "I work as a pharmacist, and I have two kids.",
        ("I work as a pharmacist", "sam/job"),
        ("I have two kids", "sam/kid"),
    ),
    _u(
        "kim",
        "Please email me at kim.o@example.co.uk, not at my old address.",
        ("Please email me at kim.o@example.co.uk, not at my old address", "kim/email"),
    ),
    _u(
        "dana",
        "Vivo en Oporto y trabajo en una librería.",
        ("Vivo en Oporto", "dana/city"),
        ("trabajo en una librería", "dana/employer"),
    ),
    _u(
        "sam",
        "我住在波士顿。我的邮箱是 sam@example.com。",
        ("我住在波士顿", "sam/city"),
        ("我的邮箱是 sam@example.com", "sam/email"),
    ),
    _u(
        "kim",
        "I love hiking, but I hate long flights.",
        ("I love hiking", "kim/hiking_preference"),
        ("I hate long flights", "kim/flight_preference"),
    ),
    _a("Noted. Anything else, Kim?"),
    _u("dana", "My email is dana.r@mail.example.org.", ("My email is dana.r@mail.example.org", "dana/email")),
    _u(
        "sam",
        "When I travel for work, I prefer window seats and I'm vegan.",
        ("When I travel for work, I prefer window seats and I'm vegan", "sam/seat_preference"),
    ),
    _u("kim", "My cat Miso is allergic to fish.", ("My cat Miso is allergic to fish", "kim/cat_miso_allergy")),
    _u(
        "dana",
        "We will arrive around 5 p.m. on Fri. next week.",
        ("We will arrive around 5 p.m. on Fri. next week", None),
    ),
    _u(
        "sam",
        "My favorite color is blue; my wife Ana works at MIT.",
        ("My favorite color is blue", "sam/favorite_color"),
        ("my wife Ana works at MIT", "sam/wife_ana_employer"),
    ),
    _u("kim", "Could you send the invoice to billing@globex.example?"),
    _u("dana", "My phone is 912 345 678... or call my office.", ("My phone is 912 345 678", "dana/phone")),
    _a("Of course. I will call you at 912 345 678."),
    _u("sam", "I'm originally from Dublin, Ireland.", ("I'm originally from Dublin, Ireland", "sam/hometown")),
    _u(
        "kim",
        "I got married in June! My husband's name is Raj.",
        ("I got married in June", None),
        ("My husband's name is Raj", None),
    ),
    _u(
        "dana",
        "Bye for now.",
    ),
]

CONVERSATION: list[Turn] = DEV + HELD_OUT
