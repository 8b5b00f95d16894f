"""Hand-written source templates of the admission suite, one module per language, and their slot pools.

Responsible for: the text the suite is made of. Must not: generate, split, label or score items.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_frames import en, es, zh
from memtx.tooling.eval.admission_frames.frame import NUMBERS, Frame, Genre, slot_kind

LANGUAGES: tuple[str, ...] = ("en", "es", "zh")
FRAMES: dict[str, tuple[Frame, ...]] = {"en": en.FRAMES, "es": es.FRAMES, "zh": zh.FRAMES}
ENTITIES: dict[str, dict[str, tuple[str, ...]]] = {"en": en.ENTITIES, "es": es.ENTITIES, "zh": zh.ENTITIES}

__all__ = ["ENTITIES", "FRAMES", "LANGUAGES", "NUMBERS", "Frame", "Genre", "slot_kind"]
