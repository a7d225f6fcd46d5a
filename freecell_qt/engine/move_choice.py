"""Which move a short request means: a double click, a key naming two piles.

The rules say which moves are legal; a player who double-clicks a card or
types ``1`` then ``5`` names less than a move, and something has to choose
the one they mean. The choice is the same wherever a player asks (the table,
the keyboard, a command line), so it lives here beside the rules, over a
position and its rules, rather than in one front end.
"""

from __future__ import annotations

from freecell_qt.engine.cards import Card
from freecell_qt.engine.errors import FreeCellError
from freecell_qt.engine.moves import Move, Pile, PileKind
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Rules, rules_of_play


def legal(position: Position, rules: Rules, move: Move) -> Move | None:
    """``move`` resolved (with its card count) when the rules allow it now, else ``None``."""
    try:
        return rules_of_play.resolve(position, rules, move)
    except FreeCellError:
        return None


def foundation_move(position: Position, rules: Rules, source: Pile) -> Move | None:
    """The move sending the card at ``source`` up, when it fits now."""
    return legal(position, rules, Move(source, Pile.foundation()))


def longest_onto_empty(position: Position, rules: Rules, source: Pile,
                       dest: Pile) -> Move | None:
    """Onto an empty column by click or key: the longest run the capacity allows.

    A player who sends a run to an empty column by a click rarely means a
    single card; one who does can drag it.
    """
    if source.kind is not PileKind.COLUMN:
        return legal(position, rules, Move(source, dest))
    run = position.run_length(source.index, rules)
    for count in range(run, 0, -1):
        move = legal(position, rules, Move(source, dest, count))
        if move is not None:
            return move
    return None


def between(position: Position, rules: Rules, source: Pile, dest: Pile) -> Move:
    """The move a key naming ``source`` then ``dest`` means (not yet checked).

    An occupied free cell means the first free one, an empty column the
    longest run that fits, any foundation the one the card's suit builds on
    (where the foundations go up by rank, the one named).
    The move is returned unchecked when nothing fits, so that playing it gives
    the rules' own reason for the refusal.
    """
    # A cell beyond this game's count is left to the rules, which say so; so is
    # one that does not take the card when no other does.
    if dest.kind is PileKind.CELL and dest.index < len(position.cells):
        card = _top(position, source)
        if card is not None and (position.cells[dest.index] is not None
                                 or not rules.cell_takes(dest.index, card)):
            free = rules_of_play.cell_for(position, rules, card)
            if free is not None:
                dest = Pile.cell(free)
    if dest.kind is PileKind.COLUMN and not position.columns[dest.index]:
        move = longest_onto_empty(position, rules, source, dest)
        if move is not None:
            return move
    if dest.kind is PileKind.FOUNDATION and not rules.by_rank:
        dest = Pile.foundation()  # by rank the foundation named is the player's choice
    return Move(source, dest)


def best_move(position: Position, rules: Rules, source: Pile) -> Move | None:
    """A double click's move: the foundation, else the best column, else a free cell.

    Among columns, building on a card comes before an empty column (which is
    worth more kept free), then the move carrying the most cards.
    """
    if source.kind is PileKind.FOUNDATION:
        return None
    up = foundation_move(position, rules, source)
    if up is not None:
        return up
    candidates: list[tuple[int, Move]] = []
    for index in range(len(position.columns)):
        dest = Pile.column(index)
        if dest == source:
            continue
        if position.columns[index]:
            move = legal(position, rules, Move(source, dest))
            if move is not None:
                candidates.append((0, move))
        else:
            move = longest_onto_empty(position, rules, source, dest)
            if move is not None:
                candidates.append((1, move))
    if candidates:
        candidates.sort(key=lambda c: (c[0], -(c[1].count or 1)))
        return candidates[0][1]
    if source.kind is PileKind.COLUMN and position.columns[source.index]:
        cell = rules_of_play.cell_for(position, rules, position.columns[source.index][-1])
        if cell is not None:
            return legal(position, rules, Move(source, Pile.cell(cell)))
    return None


def _top(position: Position, pile: Pile) -> Card | None:
    """The card a move from ``pile`` would carry first (None when there is none)."""
    if pile.kind is PileKind.COLUMN and pile.index < len(position.columns):
        column = position.columns[pile.index]
        return column[-1] if column else None
    if pile.kind is PileKind.CELL and pile.index < len(position.cells):
        return position.cells[pile.index]
    return None
