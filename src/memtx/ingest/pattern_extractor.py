"""`PatternExtractor` (DESIGN §12): the deterministic, offline extractor `mem.add` uses by default.

Responsible for: cutting each user message into sentences (`memtx.ingest.sentences`) and each sentence into the
clauses it coordinates, proposing one fact per clause that matches a statement pattern — a verbatim clause
as value and evidence, under a key named for what it states — and saying why every other sentence or clause
gave nothing (`skips`). Must not: paraphrase (admission's rules are not its business: a verbatim span is
faithful by construction), cut a span inside a word, an identifier or an abbreviation, or drop a condition.

It stands in for a language model; it does not understand text. The rules, and why they are safe:

- A sentence is split at `and` / `but` / `,` / `;` only where the clause so far opens with its subject
  (`I`, `my …`, `we`) and what follows opens a new clause: a subject, or — after a conjunction only — a
  statement verb whose subject is elided (`… and prefer aisle seats`; after a bare comma `like yoga` is a
  preposition's). Nothing after a condition or hedge (`if`, `when`, `because`, `maybe`, `I think`, …) is split
  off, so no clause loses what it stands under: the rest stays one span, proposed under each relation it
  states.
- A statement is the speaker's when its `I` opens the clause or follows a boundary or a frame (`, I`,
  `and I`, `I think I`), not a noun (`a company I like`); a sentence-initial verb without a subject is an
  imperative (`Enjoy your trip`), not the speaker's statement.
- A leading greeting or discourse marker (`Hi,`, `Well,`, `Also`) is left out of the span; a final `.` is
  left out only when it is not an abbreviation's (`the U.S.` keeps it). The value is the clause, verbatim.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from memtx.ingest.messages import Extraction, Message, RetryHint, Skipped
from memtx.ingest.sentences import Span, abbreviation_before, is_question, sentences

__all__ = ["PatternExtractor"]

_I: Final = re.IGNORECASE

# --- clauses ------------------------------------------------------------------------------------------
# A greeting or discourse marker before a clause; `no` only with its comma (`No pets live here` keeps it).
_LEAD: Final = re.compile(
    r"(?:(?:(?:hi|hello|hey)(?:\s+there|\s+(?-i:[A-Z])[\w-]*)?|oh|ok|okay|yes|yeah|yep|well|so|also|actually"
    r"|btw|by the way|anyway|and|but|sure|um|uh|hmm|wow|oh and|plus|just so you know|fyi|to be clear)"
    r"\s*[,!:\u2014-]?|(?:no|nope)\s*[,!:\u2014-])\s+(?=\S)",
    _I,
)
_SUBJECT: Final = re.compile(
    r"(?:(?:now|also|currently|still|then|plus|and)\s+)?"
    r"(?:I(?:['’](?:m|ve|d|ll))?|my|we(?:['’](?:re|ve))?|our|she|he|they|yo|mi|me)\b",
    _I,
)
_CONJUNCTION: Final = re.compile(r"\b(?:and|but|y|pero)\b", _I)
_JOINT: Final = re.compile(r"\s*;\s*|,\s+(?:(?:and|but|y|pero)\s+)?|\s+(?:and|but|y|pero)\s+", _I)
# What a clause stands under: once one of these is said, the rest of the sentence is not split (a condition,
# a time frame, a reason or a hedge scopes over what follows it).
_BLOCKER: Final = re.compile(
    r"\b(?:if|unless|when|whenever|until|because|since|although|though|while|whereas|except|provided|once"
    r"|as long as|in case|maybe|perhaps|probably|might|may|would|could|should|think|guess|believe|suppose"
    r"|hope|wish|not sure|si|cuando|porque|aunque|quizás|quizas|tal vez)\b",
    _I,
)
_FINAL: Final = re.compile(r"[\s.!;:,。！；：，]+$")


@dataclass(frozen=True, slots=True)
class _Clause:
    start: int
    end: int
    text: str
    elided: bool = False  # it follows a conjunction and its subject, the previous clause's, is left out


def _clauses(message: str, sentence: Span) -> list[_Clause]:
    """`sentence` cut into the clauses it coordinates (module doc), each without its leading marker and
    final punctuation; offsets are the message's."""
    body = sentence.text
    cuts: list[tuple[int, int, bool]] = []  # (end of a clause, start of the next, its subject elided) in `body`
    start = _lead_end(body, 0)
    for joint in _JOINT.finditer(body):
        if joint.start() < start or joint.end() >= len(body):
            continue
        if _BLOCKER.search(body, 0, joint.start()):
            break
        if not _SUBJECT.match(body, start) and not _elided(body[start:]):
            break  # the clause so far does not open with its subject: what precedes may scope (`On weekends, …`)
        after = _lead_end(body, joint.end())
        subject = _SUBJECT.match(body, after) is not None
        # An elided subject only after a conjunction: after a bare comma, `like yoga` is a preposition's.
        if subject or (_CONJUNCTION.search(joint.group()) and _elided(body[after:])):
            cuts.append((joint.start(), after, not subject))
            start = after
    out: list[_Clause] = []
    begin, elided = _lead_end(body, 0), False
    for end, nxt, elides in [*cuts, (len(body), len(body), False)]:
        clause = _clause(message, sentence.start + begin, sentence.start + end, elided=elided)
        if clause is not None:
            out.append(clause)
        begin, elided = nxt, elides
    return out


def _lead_end(text: str, at: int) -> int:
    """Where `text[at:]` starts once its greetings and discourse markers are left out."""
    while (lead := _LEAD.match(text, at)) is not None:
        at = lead.end()
    return at


def _clause(message: str, start: int, end: int, *, elided: bool) -> _Clause | None:
    tail = _FINAL.search(message, start, end)
    if tail is not None:
        cut = tail.start()
        # Keep an abbreviation's own `.` (`the U.S.`, `3 p.m.`): dropping it would cut the abbreviation.
        if message[cut : tail.end()].lstrip().startswith(".") and abbreviation_before(message[start : cut + 1]):
            cut += 1
        end = cut
    while start < end and message[start].isspace():
        start += 1
    if start >= end:
        return None
    return _Clause(start, end, message[start:end], elided)


def _elided(text: str) -> bool:
    """Whether `text` opens with a statement verb whose subject is the previous clause's (`prefer aisle seats`
    after `I live in Lisbon and`)."""
    return any(p.regex.match(text) or p.regex.match("I " + text) for p in _FIRST_PERSON if p.elidable)


# --- statements ---------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Pattern:
    relation: str | Callable[[re.Match[str]], str]
    regex: re.Pattern[str]
    elidable: bool = True

    def name(self, found: re.Match[str]) -> str:
        return self.relation if isinstance(self.relation, str) else self.relation(found)


def _singular(word: str) -> str:
    w = re.sub(r"['’]s$", "", word.casefold())  # a possessive (`O'Brien's`) names its owner
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith(("sses", "shes", "ches", "xes")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


_NOT_AN_OBJECT: Final = frozenset(
    (
        "that", "how", "what", "when", "where", "why", "who", "which", "it", "this", "these", "those", "them",
        "you", "him", "her", "us", "me", "everything", "everyone", "everybody", "everywhere", "all", "to", "so",
        "up", "out", "there", "here", "one", "lot", "much", "more", "too", "way", "seeing", "being", "having",
    )
)  # fmt: skip
_DETERMINERS: Final = frozenset(
    (
        "a", "an", "the", "my", "our", "your", "his", "her", "their", "some", "any", "this", "that", "these",
        "those",
    )
)  # fmt: skip


def _head(found: re.Match[str], suffix: str) -> str:
    """`<head noun of the object>_<suffix>`: `aisle seats` -> `seat_preference`; "" (no fact) when the object
    is a clause, a pronoun or an infinitive (`I love how …`, `I love it`, `I love to`): what is liked is
    then not named in it."""
    words = [w for w in re.findall(r"[^\W\d_][\w'-]*", found.group("object")) if w.casefold() not in _DETERMINERS]
    if not words or words[0].casefold() in _NOT_AN_OBJECT or words[-1].casefold() in _NOT_AN_OBJECT:
        return ""
    return f"{_singular(words[-1])}_{suffix}"


# Where an object ends: a preposition, conjunction or punctuation that starts what is not the object's head.
_OBJECT: Final = (
    r"(?P<object>[^\W\d_][\w' -]*?)(?=\s+(?:over|than|to|at|in|on|for|with|from|near|by|because|when|if|but|and|or|so"
    r"|instead|rather|during|as)\b|\s*[,.;:!?()]|\s*$)"
)
_JOBS: Final = (
    "engineer|nurse|teacher|doctor|developer|designer|manager|student|lawyer|accountant|chef|cook|architect|"
    "programmer|scientist|writer|artist|pharmacist|dentist|consultant|analyst|researcher|photographer|musician|"
    "electrician|plumber|mechanic|pilot|driver|farmer|librarian|journalist|professor|surgeon|therapist|"
    "counselor|counsellor|paramedic|firefighter|officer|salesperson|cashier|waiter|waitress|baker|barista|"
    "veterinarian|vet|student|intern|freelancer|translator|editor|entrepreneur"
)
_NUMBER: Final = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
# What one has that is a lasting fact about one (`I have two kids`): a closed list, so that `I have a meeting
# coming up` is not a fact keyed `up`.
_OWNED: Final = (
    r"(?P<object>kids?|children|child|sons?|daughters?|brothers?|sisters?|siblings?|grandchildren|grandkids?|dogs?"
    r"|cats?|pets?|cars?|houses?|apartments?|bikes?|horses?)"
)


def _owned(found: re.Match[str]) -> str:
    thing = _singular(found.group("object"))
    return {"children": "child", "grandchildren": "grandchild"}.get(thing, thing)


def _p(relation: str | Callable[[re.Match[str]], str], pattern: str, *, elidable: bool = True) -> _Pattern:
    return _Pattern(relation, re.compile(pattern, _I), elidable)


# First-person statements (the subject is the speaker: `I`, or Spanish/Chinese first person), searched
# anywhere in a clause; the value is the whole clause, so a negation or hedge before them stays in it.
_FIRST_PERSON: Final = (
    _p("city", r"\bI(?:['’]m| am)? (?:now |currently |still |also )?(?:live|living) in\b"),
    _p("city", r"\bI (?:don['’]t|do not|no longer) live in\b"),
    _p("city", r"\bI(?:['’]ve| have)? (?:just |recently |finally )?(?:moved|relocated) to\b"),
    _p("city", r"\bI(?:['’]m| am) (?:now |currently )?based in\b"),
    _p("hometown", r"\bI(?:['’]m| am) (?:originally )?from\b|\bI grew up in\b"),
    _p("employer", r"\bI (?:now |currently |still )?(?:work|am working|['’]m working) (?:at|for)\b"),
    _p("employer", r"\bI (?:don['’]t|do not|no longer) work (?:at|for)\b"),
    _p("employer", r"\bI(?:['’]m| am) employed (?:at|by)\b"),
    _p("job", r"\bI (?:work|am working) as an?\b"),
    _p("job", rf"\bI(?:['’]m| am) (?:now |currently )?an? (?:[a-z-]+ ){{0,2}}(?:{_JOBS})s?\b"),
    _p("allergy", r"\bI(?:['’]m| am) (?:severely |very |also )?allergic to\b"),
    _p("allergy", r"\bI have an? (?:[a-z]+ ){1,2}allergy\b"),
    _p("diet", r"\bI(?:['’]m| am) (?:a |now |strictly |also )*(?:vegetarian|vegan|pescatarian|gluten[- ]free)\b"),
    _p("diet", r"\bI (?:don['’]t|do not|never|can['’]t|cannot) eat\b|\bI only eat\b|\bI eat (?:halal|kosher)\b"),
    _p("email", r"\b(?:e-?mail me at|reach me at \S+@)"),
    _p("phone", r"\b(?:call|text|reach) me at\b"),
    _p("name", r"\bI(?:['’]m| am) called\b|\bI go by\b|^call me (?!at\b)(?-i:[A-Z])", elidable=False),
    _p("marital_status", r"\bI(?:['’]m| am) (?:now |happily )?(?:married|single|divorced|engaged|widowed)\b"),
    _p("age", r"\bI(?:['’]m| am) (?:\d{1,3}) (?:years old|yrs old|y/o)\b|^I(?:['’]m| am) \d{1,3}$", elidable=False),
    _p("birthday", r"\bI was born on\b"),
    _p(lambda m: _head(m, "preference"), rf"\bI (?:really |much |strongly |also |still |now )?prefer {_OBJECT}"),
    _p(
        lambda m: _head(m, "preference"),
        rf"\bI (?:really |also |absolutely |still |just )?(?:don['’]t |do not |no longer )?"
        rf"(?:like|love|enjoy|hate|dislike|adore) {_OBJECT}",
    ),
    _p(_owned, rf"\bI (?:also |still |now )?(?:have|['’]ve got|have got) {_NUMBER} (?:[a-z-]+ )?{_OWNED}\b"),
    # Spanish and Chinese (a few, first person).
    _p("city", r"^(?:yo )?(?:ahora )?vivo en\b|\bme (?:he )?mudado a\b"),
    _p("employer", r"^(?:yo )?trabajo (?:en|para)\b"),
    _p("name", r"^(?:yo )?me llamo\b|\bmi nombre es\b", elidable=False),
    _p("allergy", r"^(?:yo )?soy alérgic[oa] a\b"),
    _p("city", r"我(?:现在)?住在"),
    _p("name", r"我叫|我的名字是", elidable=False),
    _p("employer", r"我在.+工作"),
    _p("allergy", r"我对.+过敏"),
    _p("email", r"我的(?:邮箱|电子邮件|电邮)(?:地址)?是"),
    _p("phone", r"我的(?:电话|手机)(?:号码)?是"),
)

# `my <thing> is …`: the thing names the relation (`My order number is 5521` -> `order_number`); a
# relative or pet named after it is the subject of its own facts (`My daughter Eva is 7` -> `daughter_eva_age`).
_RELATIVES: Final = (
    "wife|husband|partner|boyfriend|girlfriend|fiancée?|spouse|son|daughter|kid|child|baby|mother|mom|mum|father|"
    "dad|brother|sister|sibling|grandmother|grandma|grandfather|grandpa|aunt|uncle|cousin|niece|nephew|boss|"
    "manager|roommate|friend|best friend|dog|cat|puppy|kitten|pet|parrot|hamster|horse"
)
_MY_RELATIVE: Final = re.compile(
    rf"^(?:my|our) (?:(?:older|younger|little|big|eldest|youngest|oldest|new|late)\s+)?(?P<who>{_RELATIVES})"
    r"(?:(?:,)?\s+(?P<name>(?-i:[A-Z])[\w'-]+)(?:,)?)?\s+(?P<rest>.+)$",
    _I,
)
_MY_THING: Final = re.compile(
    r"^my (?P<thing>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+(?:is|are|['’]s|was|will be)\s+(?P<rest>\S.*)$", _I
)
_THING_NAMES: Final = {
    "email": "email", "e-mail": "email", "email address": "email", "e-mail address": "email",
    "work email": "work_email", "phone": "phone", "phone number": "phone", "number": "phone", "mobile": "phone",
    "mobile number": "phone", "cell": "phone", "cell number": "phone", "cell phone": "phone",
    "cellphone": "phone", "address": "address", "home address": "address", "name": "name", "full name": "name",
    "first name": "name", "last name": "last_name", "surname": "last_name", "birthday": "birthday",
    "date of birth": "birthday", "dob": "birthday", "favorite color": "favorite_color",
    "favourite color": "favorite_color", "favourite colour": "favorite_color",
}  # fmt: skip
_NOT_A_THING: Final = frozenset(
    (
        "guess", "point", "bet", "hope", "feeling", "opinion", "understanding", "impression", "question",
        "problem", "is", "concern", "worry",
    )
)  # fmt: skip
_THIRD_PERSON: Final = (
    _p("city", r"(?:now |currently |still )?(?:lives|is living) in\b|(?:has )?(?:just |recently )?moved to\b"),
    _p("employer", r"(?:now |currently |still )?works (?:at|for)\b"),
    _p("job", rf"works as an?\b|is (?:now |currently )?an? (?:[a-z-]+ ){{0,2}}(?:{_JOBS})\b"),
    _p("allergy", r"is (?:severely |very |also )?allergic to\b"),
    _p("age", r"(?:is|turned|just turned) \d{1,3}(?: years old| months old)?\s*$"),
    _p(lambda m: _head(m, "preference"), rf"(?:really |also )?(?:prefers|likes|loves|enjoys|hates) {_OBJECT}"),
)


def _relations(clause: str, *, elided: bool) -> list[str]:
    """The relations `clause` states (a key's relation part each), none if it matches no pattern. A clause
    that could not be split (it stands under a condition or hedge) may state several: each gets the whole
    clause, so none is lost when another is corrected."""
    relative = _MY_RELATIVE.match(clause)
    if relative is not None:
        who = relative.group("who").casefold().replace(" ", "_")
        name = relative.group("name")
        subject = f"{who}_{name.casefold()}" if name else who
        for pattern in _THIRD_PERSON:
            found = pattern.regex.match(relative.group("rest"))
            if found is not None and (name := pattern.name(found)):
                return [f"{subject}_{name}"]
        return [subject]
    thing = _MY_THING.match(clause)
    if thing is not None:
        # `my new email` is my email now: the newer statement supersedes under the same key (DESIGN §5).
        words = re.sub(r"^(?:new|current|present)\s+", "", thing.group("thing").casefold())
        if words.split()[0] not in _NOT_A_THING:
            return [_THING_NAMES.get(words, words.replace(" ", "_").replace("-", "_"))]
    out: list[str] = []
    for pattern in _FIRST_PERSON:
        found = next((f for f in pattern.regex.finditer(clause) if _speaks(clause, f.start())), None)
        if found is None and elided and pattern.elidable:  # `… and work at Acme`: the speaker, left out
            found = pattern.regex.match("I " + clause)
        if found is not None and (name := pattern.name(found)) and name not in out:
            out.append(name)
    return out


# What may come right before the speaker's `I` of a statement: the clause's start, a comma, a conjunction, or
# a frame whose own subject is the speaker (`I think I …`). Not a noun: `a company I like` is no preference.
_BEFORE_I: Final = re.compile(
    r"(?:^|[,;:(—–-]|\b(?:and|but|so|now|also|then|think|guess|believe|know|said|say|that|because|since|if|when"
    r"|while|though|although|unless|once|until|after|before|as|y|and also))\s*$",
    _I,
)


def _speaks(clause: str, at: int) -> bool:
    """Whether the first-person statement found at `at` is the speaker's own (see `_BEFORE_I`)."""
    return clause[at : at + 1] != "I" or _BEFORE_I.search(clause, 0, at) is not None


_MAX_RELATION: Final = 64


class PatternExtractor:
    """Deterministic, offline (module doc): for each user message, one extraction per clause that states a
    fact it has a pattern for, keyed `<subject>/<relation>`, its value and evidence the verbatim clause. The
    subject is `subject` (the `user` given to `mem.add`), else the message's `name`, else `user`. `skips`
    says why every other sentence or clause gave nothing. It never retries: a verbatim clause fails
    admission only when the source does not hold it."""

    def __init__(self, subject: str | None = None) -> None:
        self.subject = subject

    def extract(self, messages: Sequence[Message], *, retry: RetryHint | None = None) -> list[Extraction]:
        if retry is not None:
            return []
        return self._read(messages)[0]

    def skips(self, messages: Sequence[Message]) -> list[Skipped]:
        """Every sentence (or clause of a split sentence) of `messages` no extraction came from, with why:
        `not_user` (only user messages are read), `question`, or `no_pattern`."""
        return self._read(messages)[1]

    def _read(self, messages: Sequence[Message]) -> tuple[list[Extraction], list[Skipped]]:
        found: list[Extraction] = []
        skipped: list[Skipped] = []
        for i, m in enumerate(messages):
            subject = self.subject or m.name or "user"
            for sentence in sentences(m.content):
                if m.role != "user":
                    skipped.append(Skipped(i, sentence.text, "not_user", sentence.start, sentence.end))
                    continue
                if is_question(sentence.text):
                    skipped.append(Skipped(i, sentence.text, "question", sentence.start, sentence.end))
                    continue
                clauses = _clauses(m.content, sentence)
                for clause in clauses:
                    # A relation is a few words: one built from a run-on "word" would make a key too long to store.
                    relations = [r for r in _relations(clause.text, elided=clause.elided) if len(r) <= _MAX_RELATION]
                    for relation in relations:
                        found.append(Extraction(i, f"{subject}/{relation}", clause.text, clause.text))
                    if relations:
                        continue
                    if len(clauses) == 1:  # the sentence as said, not its trimmed clause
                        skipped.append(Skipped(i, sentence.text, "no_pattern", sentence.start, sentence.end))
                    else:
                        skipped.append(Skipped(i, clause.text, "no_pattern", clause.start, clause.end))
        return found, skipped
