"""The visited table: 64-bit state digests, each with the shallowest depth it was reached at.

Responsible for: remembering which states were seen in 9 bytes a slot (an open-addressing hash table over
an `array` of digests and a `bytearray` of depths, kept at most 70% full), and saving / loading itself for
checkpoints. Must not: know what a state is. With 5.5 million states it takes about 72 MiB (2^23 slots);
a Python set of the same digests would take about five times as much.
"""

from __future__ import annotations

from array import array
from enum import IntEnum
from pathlib import Path

_MAX_LOAD = 0.7
MAX_DEPTH = 255


class Seen(IntEnum):
    """What `VisitedTable.visit` found."""

    OLD = 0  # seen before at this depth or shallower: nothing to do
    NEW = 1  # never seen
    SHALLOWER = 2  # seen before, but deeper: expand it again (a depth-bounded search stays exhaustive)


class VisitedTable:
    def __init__(self, capacity_log2: int = 16) -> None:
        self._init(1 << capacity_log2)

    def _init(self, capacity: int) -> None:
        self._keys = array("Q", bytes(8 * capacity))
        self._depths = bytearray(capacity)
        self._mask = capacity - 1
        self._limit = int(capacity * _MAX_LOAD)
        self.size = 0

    def __len__(self) -> int:
        return self.size

    @property
    def capacity(self) -> int:
        return self._mask + 1

    @property
    def nbytes(self) -> int:
        return self.capacity * 9

    def visit(self, digest: int, depth: int) -> Seen:
        """Record `digest` (non-zero) as reached at `depth`."""
        depth = min(depth, MAX_DEPTH)
        keys, mask = self._keys, self._mask
        i = (digest ^ (digest >> 29)) & mask
        while True:
            found = keys[i]
            if found == 0:
                keys[i] = digest
                self._depths[i] = depth
                self.size += 1
                if self.size > self._limit:
                    self._grow()
                return Seen.NEW
            if found == digest:
                if depth < self._depths[i]:
                    self._depths[i] = depth
                    return Seen.SHALLOWER
                return Seen.OLD
            i = (i + 1) & mask

    def __contains__(self, digest: object) -> bool:
        if not isinstance(digest, int):
            return False
        keys, mask = self._keys, self._mask
        i = (digest ^ (digest >> 29)) & mask
        while keys[i] != 0:
            if keys[i] == digest:
                return True
            i = (i + 1) & mask
        return False

    def _grow(self) -> None:
        keys, depths = self._keys, self._depths
        self._init(self.capacity * 2)
        for i, digest in enumerate(keys):
            if digest:
                self._insert(digest, depths[i])

    def _insert(self, digest: int, depth: int) -> None:
        keys, mask = self._keys, self._mask
        i = (digest ^ (digest >> 29)) & mask
        while keys[i] != 0:
            i = (i + 1) & mask
        keys[i] = digest
        self._depths[i] = depth
        self.size += 1

    # --- checkpoints -------------------------------------------------------------------------------------
    def save(self, path: Path) -> None:
        with path.open("wb") as f:
            f.write(self.capacity.to_bytes(8, "little"))
            self._keys.tofile(f)
            f.write(self._depths)

    @classmethod
    def load(cls, path: Path) -> VisitedTable:
        table = cls(1)
        with path.open("rb") as f:
            capacity = int.from_bytes(f.read(8), "little")
            table._init(capacity)
            table._keys = array("Q")
            table._keys.fromfile(f, capacity)
            table._depths = bytearray(f.read(capacity))
        table.size = sum(1 for k in table._keys if k)
        return table
