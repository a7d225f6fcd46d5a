"""The visited set of a long search: 16 bytes a position instead of about 130.

A Python ``set`` of keys costs a ``bytes`` object per position (some 90
bytes) plus its slot, which is what made a million positions weigh some
250 MB. Past a few tens of thousands of positions a search moves its keys
here: an open-addressing table of 128-bit fingerprints held in two
``array('q')`` columns, no object per position at all.

A fingerprint is two independent 64-bit hashes of the key (the key's own
hash and the hash of the key with one byte added). Two different positions
share one with a probability of about n^2 / 2^129: below 10^-20 for the
billion positions no search here ever reaches, far below the odds of a
memory error in the machine, so an exhausted search still stands as a
proof. ``bytes`` hashes are salted per process, but a collision is the only
way the salt could change a result, so the search stays deterministic in
every practical sense.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable

from freecell_qt.engine.solver import memory

#: Added to a key for its second hash.
_SALT = b"\x00"
#: The table doubles when it is this full: probes stay short.
_LOAD = 0.6
#: Where the memory budget leaves no room to double (``memory.may_take``), the
#: table fills to this share, with longer probes, before the search is let go.
_FULL = 0.85


class Visited:
    """A set of keys, by fingerprint; ``add`` says whether the key was new."""

    __slots__ = ("_count", "_high", "_limit", "_low", "_mask")

    def __init__(self, keys: Iterable[bytes] = (), capacity: int = 1 << 16) -> None:
        size = 1 << max(4, (capacity - 1).bit_length())
        self._high = array("q", [0]) * size
        self._low = array("q", [0]) * size
        self._mask = size - 1
        self._limit = int(size * _LOAD)
        self._count = 0
        for key in keys:
            self.add(key)

    def __len__(self) -> int:
        return self._count

    def __contains__(self, key: object) -> bool:
        return isinstance(key, bytes) and self._find(key)[0]

    def add(self, key: bytes) -> bool:
        """Insert ``key``; True if it was not there yet."""
        there, at, high, low = self._find(key)
        if there:
            return False
        self._high[at] = high
        self._low[at] = low
        self._count += 1
        if self._count > self._limit:
            self._grow()
        return True

    def _find(self, key: bytes) -> tuple[bool, int, int, int]:
        """Whether ``key`` is in, the slot it is in or would go to, and its
        fingerprint."""
        high = hash(key)
        low = hash(key + _SALT) | 1  # never 0, which marks an empty slot
        mask = self._mask
        at = high & mask
        highs, lows = self._high, self._low
        while True:
            stored = lows[at]
            if stored == 0:
                return False, at, high, low
            if stored == low and highs[at] == high:
                return True, at, high, low
            at = (at + 1) & mask

    def _grow(self) -> None:
        """Double the table; where the memory budget has no room for that,
        fill it further, and past ``_FULL`` raise ``memory.NoRoom``."""
        old_high, old_low = self._high, self._low
        size = 2 * len(old_high)
        if not memory.may_take(16 * size):
            fuller = int(len(old_high) * _FULL)
            if self._count > fuller:
                raise memory.NoRoom
            self._limit = fuller
            return
        highs = self._high = array("q", [0]) * size
        lows = self._low = array("q", [0]) * size
        mask = self._mask = size - 1
        self._limit = int(size * _LOAD)
        for high, low in zip(old_high, old_low, strict=True):
            if low:
                at = high & mask
                while lows[at]:
                    at = (at + 1) & mask
                highs[at] = high
                lows[at] = low
