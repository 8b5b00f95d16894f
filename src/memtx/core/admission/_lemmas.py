"""Word forms from the maintained lemmatizers admission uses — lemminflect (English) and simplemma (Spanish) —
and Snowball's stemmers (snowballstemmer, English and Spanish), imported on first use, every answer memoized.

Responsible for: asking them about one word. Their lexicons take seconds to load (lemminflect's lemma and
inflection tables, simplemma's Spanish dictionary; docs/bench.md, "Admission cold start"), so nothing is imported
until a rule asks about a word that needs them: `import memtx`, and admission of evidence that needs no word form
(a verbatim copy, a single clause, Chinese), never pay it. Must not: decide anything (`_coordination` and
`_speaker` do) or change an answer (these are the libraries' answers, cached).
"""

from __future__ import annotations

from functools import lru_cache
from types import ModuleType
from typing import Final

_WORDS: Final = 65_536  # memoized words per question (a word and its answer: well under 1 KB)


@lru_cache(maxsize=1)
def _lemminflect() -> ModuleType:
    import lemminflect  # noqa: PLC0415 - deferred: its tables load in seconds (module doc)

    module: ModuleType = lemminflect  # (untyped: the functions below type its answers)
    return module


@lru_cache(maxsize=1)
def _simplemma() -> ModuleType:
    import simplemma  # noqa: PLC0415 - deferred: its Spanish dictionary loads in seconds (module doc)

    return simplemma


@lru_cache(maxsize=1)
def _snowball() -> tuple[object, object]:
    import snowballstemmer  # noqa: PLC0415 - deferred like the lemmatizers (module doc)

    return snowballstemmer.stemmer("english"), snowballstemmer.stemmer("spanish")


@lru_cache(maxsize=_WORDS)
def stems(tok: str) -> tuple[str, str]:
    """Snowball's English and Spanish stems of a (normalized) word (`donation`, `donate` → `donat`; `colaboración`,
    `colaboro` → `colabor`): the Porter-style suffix rules strip derivational suffixes as well as inflections."""
    en, es = _snowball()
    return str(en.stemWord(tok)), str(es.stemWord(tok))  # type: ignore[attr-defined]


@lru_cache(maxsize=_WORDS)
def en_lemmas(tok: str) -> dict[str, tuple[str, ...]]:
    """lemminflect's lemmas of an English word by universal POS (`{"VERB": ("live",)}`; empty when unknown).
    (The dict is shared by every caller: read it, never change it.)"""
    return {pos: tuple(lemmas) for pos, lemmas in _lemminflect().getAllLemmas(tok).items()}


@lru_cache(maxsize=_WORDS)
def en_inflections(lemma: str, tag: str) -> tuple[str, ...]:
    """lemminflect's inflections of an English lemma for a Penn tag (`VBZ`, `VBD`, `VBP`)."""
    return tuple(_lemminflect().getInflection(lemma, tag=tag))


@lru_cache(maxsize=_WORDS)
def es_lemma(tok: str) -> str:
    """simplemma's Spanish lemma of a (normalized) word (the word itself when it knows none)."""
    return str(_simplemma().lemmatize(tok, lang="es"))


@lru_cache(maxsize=4096)
def es_known(tok: str) -> bool:
    """Whether simplemma's Spanish dictionary holds the (normalized) word — a word or a name it lists."""
    return bool(_simplemma().is_known(tok, lang="es"))


def loaded() -> tuple[bool, bool]:
    """Whether lemminflect and simplemma have been imported by admission yet (for the cold-start benchmark and
    its test)."""
    return _lemminflect.cache_info().currsize > 0, _simplemma.cache_info().currsize > 0
