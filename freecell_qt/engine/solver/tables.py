"""What the helpers of ``moves`` for one kind of rule (``piles``,
``interlock``) read of ``moves.MoveRules``, stated once: so that a helper
need not import its owner, and each adds only what its own kind reads."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from freecell_qt.engine.solver.state import CompactMove


class MoveTables(Protocol):
    """The tables every kind of move reads: which moves go between two
    columns, to and from the cells and up, how many cards may move, and
    what takes what."""

    @property
    def between(self) -> list[list[list[CompactMove]]]: ...
    @property
    def capacity(self) -> tuple[tuple[int, ...], ...]: ...
    @property
    def cell_count(self) -> int: ...
    @property
    def from_cell(self) -> list[list[CompactMove]]: ...
    @property
    def parents(self) -> tuple[tuple[int, ...], ...]: ...
    @property
    def runs(self) -> Mapping[bytes, int]: ...
    @property
    def to_cell(self) -> list[CompactMove]: ...
    @property
    def up_from_column(self) -> list[CompactMove]: ...
    @property
    def fills(self) -> Sequence[bool]: ...

    def fits(self, card: int, dest: bytes) -> bool: ...
