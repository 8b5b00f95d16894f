"""Admission: does the cited source support a proposed value? `check_support` = DESIGN §4's F ∧ Q ∧ T ∧ G.

Responsible for: that pure decision and its machine-readable reason. Must not: touch storage, look
sources up, read clocks, or raise on a rejection (the caller raises `memtx.core.errors.AdmissionRejected`).

Modules: `_verdict` (`Support`, the reasons), `_sentences` (the memoized, tokenized evidence), `_sources`
(the memoized source, indexed when many proposals cite it), `_clauses` (clauses and groups of blocks,
memoized per sentence), `_coordination` (where a first verb-phrase conjunct may be left out), `_automaton`
(the embedding search), `_window` (the search's window over a long value), `_reasons` (naming a guard
rejection), `_speaker` (speaker binding's readings of a value), `_keyed` (what a proposal's key lets a value
leave out), `_typed` (a typed value read by exclusion; `_typed_phrases`, its date and amount phrases; `_typed_slots`,
a value's type and the slots that name it; `_typed_cjk`, its clause's Chinese runs), `_lists` (one item of a list),
`_asides` (an aside left out whole, round 12; `_safe_asides`, whether an aside's words restrict nothing;
`_descriptive_asides`, an aside describing the noun before it or picking out which one; `_tails`, an unbracketed tail
that restricts; `_openers`, an opening discourse marker, round 23; `_references`, an aside about the conversation or
restating a date, round 25; `_holders`, an aside naming who a clause holds for, round 27), `_contrast` (a contrastive
`while`, round 26), `_disfluency` (a false start, a rhetorical tag: round 26), `_speech` (reported speech: whose words
an evidence gives), `_acronyms` (a key written as an acronym, round 33), `_support` (F, Q, T and the entry point).

The rule in short (docs/admission.md has it in prose):

- The evidence is cut into *clauses* at punctuation (`, ; : ( ) " — 、，；：` …), sentence ends
  (`. ! ? 。！？`) and clause-boundary conjunctions (`but`, `and`, `because`, `pero`, `y`, `但是`, `因为` …).
  A clause that is a qualifier — opens with a condition/exception (`if`, `unless`, `but not`, `si`,
  `如果`, `除X外` …) or a focus word (`only`, `or`, `solo`, `只` …), or ends with `的话`/`之后` — or is a bound
  adjunct (opens with `for`, `valid`, `desde`, `自` …, or ends with `有效`) — is glued to the clause it
  qualifies, forming a *group*. A sentence ending in `?` is a question: only a value that is itself a
  question, copied whole, draws from it.
- A value *draws from* the groups its embedding touches. G holds for an embedding when, in every touched
  group, every guard marker (negator, restrictive quantifier, condition/exception/hedge marker, number —
  see `memtx.core.lexicon`) and every word of content (DESIGN §4 amended: `guard:restriction`) is matched whole,
  except whole safe units (fillers and function words, a discourse marker, a request frame, a
  parenthetical or aside, a shared-subject first conjunct, a contrast `but not Y`), every atomic compound
  is matched whole or skipped whole, and
  no embedded noun is promoted to the subject (`of X`, `P的N`, after a left-out `who`), and when it touches
  more than one group, the groups are consecutive and no token other than an article, filler or
  conjunction is skipped between the last token it takes from one group and the first it takes from the
  next (a verbatim run across the junction: no stitching) — except that an aside (`, who …,` `, que …,`,
  a short appositive `, my sister,` or a parenthetical) may be stepped over whole. G accepts when *some*
  embedding holds.
- With a `speaker`, the value is also read with the speaker's name as the evidence's first person (`_speaker`).
- Issue 31 (DESIGN §4 amended): identifiers are one token (`guard:identifier` for a piece of one); with a `key`,
  a value may leave out what the key names (`_keyed`), and a typed value (e-mail, URL, phone, code, date, amount)
  whose type fits the key's slot has its clause read by exclusion (`_typed`, round 7); one item of a list may stand
  for the list (`_lists`); a subject may be left out for the speaker or written as mem0's `User`.
"""

from memtx.core.admission._clauses import _groups as _groups
from memtx.core.admission._sentences import _evidence as _evidence
from memtx.core.admission._sources import _searched as _searched
from memtx.core.admission._sources import _source as _source
from memtx.core.admission._sources import _source_key as _source_key
from memtx.core.admission._sources import expect_checks
from memtx.core.admission._support import check_support, supports
from memtx.core.admission._verdict import (
    CLAUSE_STITCH,
    EVIDENCE_NOT_IN_SOURCE,
    IDENTIFIER,
    METADATA,
    NOT_ORDERED_SUBSEQUENCE,
    REASONS,
    Support,
)

__all__ = [
    "CLAUSE_STITCH",
    "EVIDENCE_NOT_IN_SOURCE",
    "IDENTIFIER",
    "METADATA",
    "NOT_ORDERED_SUBSEQUENCE",
    "REASONS",
    "Support",
    "check_support",
    "expect_checks",
    "supports",
]
