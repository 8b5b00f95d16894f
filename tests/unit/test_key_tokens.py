"""Key parts are tokenized without the value memo (`memtx.core.keys`, `memtx.core.lexical`): the same tokens as
`memtx.core.text.tokenize` gives, for any text."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from memtx.core import keys, lexical
from memtx.core.text import tokenize

_texts = st.text(alphabet=st.sampled_from("abcXYZ019 _-./:\\'`’éÉßİ中文的 \t"), max_size=30)


@given(_texts)
def test_a_key_part_has_the_tokens_tokenize_gives(part: str) -> None:
    assert keys._key_tokens.__wrapped__(part) == tuple(tokenize(keys._KEY_SEPARATORS.sub(" ", part)))


@given(_texts)
def test_a_key_has_the_search_tokens_its_words_have(key: str) -> None:
    words = lexical._KEY_SEPARATORS.sub(" ", key)
    assert lexical._key_tokens.__wrapped__(key) == tuple(lexical.token(t) for t in lexical.terms(words))
