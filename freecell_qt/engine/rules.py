"""Every rule option of a game in one value.

No rule is decided anywhere else: the table, the controller and the solver ask
the ``Rules`` of the game. Capacity formulas live here too because they are
where descriptions of FreeCell differ (docs/rules.md, Sequence moves).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from freecell_qt.engine.errors import RulesError


class Variant(Enum):
    """A deal-and-rules family; the value is the name used on the command line."""

    FREECELL = "freecell"
    FORECELL = "forecell"

    @property
    def code_prefix(self) -> str:
        return "FC" if self is Variant.FREECELL else "FO"

    @property
    def title(self) -> str:
        return "FreeCell" if self is Variant.FREECELL else "ForeCell"

    @classmethod
    def parse(cls, text: str) -> Variant:
        try:
            return cls(text.strip().lower())
        except ValueError:
            raise RulesError(
                f"unknown variant {text!r} (expected freecell or forecell)"
            ) from None


class Supermove(Enum):
    """How many cards a sequence move may carry (``docs/rules.md``, Sequence moves)."""

    DOUBLING = "doubling"
    LINEAR = "linear"

    @classmethod
    def parse(cls, text: str) -> Supermove:
        try:
            return cls(text.strip().lower())
        except ValueError:
            raise RulesError(
                f"unknown supermove formula {text!r} (expected doubling or linear)"
            ) from None


MIN_CELLS, MAX_CELLS = 1, 4


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one game; immutable so it can key caches and saved games."""

    variant: Variant = Variant.FREECELL
    cells: int = 4
    supermove: Supermove = Supermove.DOUBLING
    takeback: bool = False

    def __post_init__(self) -> None:
        if not MIN_CELLS <= self.cells <= MAX_CELLS:
            raise RulesError(f"free cells must be 1 to 4, not {self.cells}")
        if self.variant is Variant.FORECELL and self.cells != MAX_CELLS:
            raise RulesError("ForeCell is played with 4 free cells")

    @property
    def empty_column_needs_king(self) -> bool:
        return self.variant is Variant.FORECELL

    def capacity(self, free_cells: int, empty_columns: int) -> int:
        """Cards one sequence move may carry.

        ``empty_columns`` must already exclude the destination when that is an
        empty column: a column cannot relay cards to itself. ForeCell's empty
        columns take only kings, so they cannot hold the cards in transit.
        """
        if self.variant is Variant.FORECELL:
            return free_cells + 1
        if self.supermove is Supermove.LINEAR:
            return (free_cells + 1) * (empty_columns + 1)
        return (free_cells + 1) * (1 << empty_columns)  # (F + 1) x 2^E

    def to_dict(self) -> dict[str, object]:
        return {
            "variant": self.variant.value,
            "cells": self.cells,
            "supermove": self.supermove.value,
            "takeback": self.takeback,
        }

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        if not isinstance(data, dict):
            raise RulesError("rules must be an object")
        cells = data.get("cells", 4)
        takeback = data.get("takeback", False)
        if isinstance(cells, bool) or not isinstance(cells, int):
            raise RulesError("rules.cells must be a whole number")
        if not isinstance(takeback, bool):
            raise RulesError("rules.takeback must be true or false")
        variant = data.get("variant", "freecell")
        supermove = data.get("supermove", "doubling")
        if not isinstance(variant, str) or not isinstance(supermove, str):
            raise RulesError("rules.variant and rules.supermove must be text")
        return cls(Variant.parse(variant), cells, Supermove.parse(supermove), takeback)
