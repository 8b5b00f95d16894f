"""`mem.add` binds each message's speaker (DESIGN §4): a user message is observed with its display name as
speaker, so an extractor that writes the speaker's name for "I" is admitted — for that speaker only."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import memtx
from memtx.ingest.messages import Extraction, Message, RetryHint


class _ThirdPerson:
    """An extractor that writes what a model would: the speaker's name for "I"."""

    def extract(self, messages: Sequence[Message], *, retry: RetryHint | None = None) -> list[Extraction]:
        return [Extraction(message=0, key="dana/city", value="Dana lives in Lisbon", evidence="I live in Lisbon")]


def test_add_binds_the_messages_speaker(tmp_path: Path) -> None:
    # DESIGN §4 speaker binding through the façade: a user message is observed with its name as speaker.
    with memtx.Memory.open(tmp_path / "m.db") as mem:
        mem.register_agent("support")
        done = mem.add(
            [{"role": "user", "name": "Dana", "content": "I live in Lisbon."}],
            agent="support",
            user="dana",
            extractor=_ThirdPerson(),
        )
        assert [r.value for r in done.stored] == ["Dana lives in Lisbon"]
        wrong = mem.add(
            [{"role": "user", "name": "Eve", "content": "I live in Lisbon now."}],
            agent="support",
            user="eve",
            extractor=_ThirdPerson(),
        )
        assert wrong.stored == ()  # Eve's "I" is not Dana
