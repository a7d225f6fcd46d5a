"""Whether a column's top card lies face down: one object for each way a game says it.

In most games every card on the table is face up. In Flipper (PySolFC 713)
free cell ``i`` belongs to column ``i``: while the cell holds a card, the
column's top card is turned face down, and it is turned up again as soon as
the cell is empty. A face-down top card neither leaves its column nor takes a
card, so such a column gives nothing and takes nothing, except that an empty
one still takes any card or run (whose top card is then face down at once).

Only ever the top card is face down, and only ever because of what the cells
hold, so this is a fact of the position, asked here, never a state kept in
it: undo, redo, a saved game and a code all bring it back by themselves.
"""

from __future__ import annotations

from collections.abc import Sequence

from freecell_qt.engine.cards import Card


class CoverRule:
    """No card is ever face down: the rule of every game but Flipper."""

    #: Whether a card may ever lie face down (how the table and words must look).
    hides_cards: bool = False

    def covering_cell(self, cells: Sequence[Card | None],
                      columns: Sequence[Sequence[Card]], column: int) -> int | None:
        """The free cell whose card turns ``column``'s top card face down, or
        None while that card is face up (or the column is empty)."""
        return None

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class CellCoversColumn(CoverRule):
    """Free cell ``i`` holding a card turns column ``i``'s top card face down."""

    hides_cards = True

    def covering_cell(self, cells: Sequence[Card | None],
                      columns: Sequence[Sequence[Card]], column: int) -> int | None:
        if column < len(cells) and cells[column] is not None and columns[column]:
            return column
        return None


#: The one instance of each, as ``Rules.cover_rule`` hands them out.
NO_COVERS = CoverRule()
CELL_COVERS_COLUMN = CellCoversColumn()


def cover_rule(cells_cover: bool) -> CoverRule:
    """The rule for a game whose free cells cover their columns or not."""
    return CELL_COVERS_COLUMN if cells_cover else NO_COVERS
