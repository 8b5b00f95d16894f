"""Multi-hop reading for the `consolidation` suite: a deterministic reader that follows a chain of facts.

Responsible for: answering a multi-hop question ("the country of citizenship of the spouse of the author of
X") by retrieving, at each hop, the facts about the current entity and taking the one whose relation the
question still asks for; the object of the last fact taken is the answer. Must not: know the gold answers or
which method it reads from — every method gets the same reader, the same cues and the same hop budget.

It stands in for a language model reading a chain, not for understanding: a fact's (subject, relation,
object) comes from the suite's relation templates (`memtx.tooling.eval.factconsolidation`), and a question asks for a
relation when it contains one of that relation's cue words (`CUES`, a small closed lexicon written from the
data's frames). The rules, in order:

1. Hop 1 reads the context retrieved for the question and takes a fact whose subject the question names (all
   of the subject's terms occur in it) and whose relation it asks for.
2. Each later hop retrieves with the previous answer and the question's cue words not yet used, and takes a
   fact *about the previous answer* (its subject's terms are the answer's) with a relation the question asks
   for and no earlier hop used.
3. Among several such facts the one with the most newly used cues wins; then the one whose cue stands
   nearest, in the question, to what the chain holds (hop 1: the named entity; later: the previous hop's
   cue) — "the citizenship of the spouse of the author of X" reads outwards from X; a remaining tie is
   settled by the reader, as on a single-hop question (`readers_curve.CurveReader.settle`, the hop's own coin).
4. Reading stops when no fact qualifies or after `MAX_HOPS`; the answer is the last object taken (empty when
   hop 1 found nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final, Protocol

from memtx.core import lexical
from memtx.read.retrieval import Context, ContextItem
from memtx.tooling.eval.factconsolidation import parse_sentence

MAX_HOPS: Final = 4


class TieBreak(Protocol):
    """Which of several equally good facts a reader takes at `hop` (`tied` in context rank order)."""

    def settle(self, question: str, tied: Sequence[ContextItem], hop: int = ...) -> ContextItem: ...


# A relation's cue words: the words a question uses when it asks for that relation.
_CUE_WORDS: Final[Mapping[str, str]] = {
    "born in city": "born birth birthplace",
    "died in city": "died die death pass passed breathe breathed",
    "worked in city": "worked work working workplace",
    "founded in city": "founded founding established",
    "country of origin": "origin originate originated originates originally created come comes hail hails",
    "continent": "continent",
    "citizenship": "citizen citizenship nationality",
    "religion": "religion religious faith",
    "sport": "sport sports",
    "language spoken": "language languages speak spoken speaks",
    "language of work": "language written write",
    "position": "position",
    "field of work": "field profession occupation",
    "spouse": "spouse partner married wife husband",
    "employer": "employer employed employee",
    "famous for": "famous known notable",
    "creator": "creator created",
    "developer": "developer developed",
    "founder": "founder founded founding",
    "performer": "performer performed artist",
    "child": "child son daughter",
    "office holder": "holds holder",
    "head of state": "head state",
    "head of government": "head government leader",
    "educated at": "educated education university institution school studied",
    "original broadcaster": "broadcaster broadcast broadcasted network channel",
    "producer": "produced producer",
    "genre": "genre music style",
    "author": "author wrote writer",
    "official language": "official language",
    "original language": "original language",
    "capital": "capital",
    "chairperson": "chairperson chair chairman",
    "chief executive officer": "chief executive ceo",
    "head coach": "coach",
    "director": "director directed",
    "headquarters city": "headquarters headquartered",
}
CUES: Final[Mapping[str, frozenset[str]]] = {
    relation: frozenset(t for w in words.split() for t in lexical.terms(w)) for relation, words in _CUE_WORDS.items()
}


@lru_cache(maxsize=1 << 16)
def _terms(text: str) -> frozenset[str]:
    return frozenset(lexical.terms(text))


@lru_cache(maxsize=1 << 16)
def _parsed(sentence: str) -> tuple[str, str, str] | None:
    return parse_sentence(sentence)


@dataclass(frozen=True, slots=True)
class _Candidate:
    gain: int
    distance: int
    rank: int
    item: ContextItem
    relation: str
    obj: str
    used: frozenset[str]


def read_chain(question: str, retrieve: Callable[[str], Context], reader: TieBreak) -> tuple[str, list[Context]]:
    """The chain's answer and the contexts read at each hop (rules in the module docstring)."""
    asked = _terms(question)
    order = lexical.terms(question)
    cues_asked = {r: c & asked for r, c in CUES.items() if c & asked}
    used_cues: set[str] = set()
    used_relations: set[str] = set()
    answer, read = "", []
    query = question
    anchor: set[int] = set()  # positions in `order` of what the chain holds
    for hop in range(MAX_HOPS):
        context = retrieve(query)
        read.append(context)
        candidates = []
        for rank, item in enumerate(context.items):
            parsed = _parsed(item.value)
            if parsed is None:
                continue
            subject, relation, obj = parsed
            wanted = cues_asked.get(relation, frozenset()) - used_cues
            if not wanted or relation in used_relations:
                continue
            about = _terms(subject)
            if not about or not (about <= asked if hop == 0 else about == _terms(answer)):
                continue
            held = {i for i, t in enumerate(order) if t in about} if hop == 0 else anchor
            distance = min((abs(i - j) for i, t in enumerate(order) if t in wanted for j in held), default=len(order))
            candidates.append(_Candidate(len(wanted), distance, rank, item, relation, obj, frozenset(wanted)))
        if not candidates:
            break
        top = min((-c.gain, c.distance) for c in candidates)
        tied = sorted((c for c in candidates if (-c.gain, c.distance) == top), key=lambda c: c.rank)
        taken = reader.settle(question, [c.item for c in tied], hop)
        chosen = next(c for c in tied if c.item is taken)
        used_cues |= chosen.used
        anchor = {i for i, t in enumerate(order) if t in chosen.used}
        used_relations.add(chosen.relation)
        answer = chosen.obj
        left = sorted({t for c in cues_asked.values() for t in c} - used_cues)
        query = " ".join([answer, *left])
    return answer, read
