"""Which move a double click or a two-pile key means (engine/move_choice.py)."""

from __future__ import annotations

from freecell_qt.engine import Card, Move, Pile, Position, Rules, move_choice

# Column 1 ends in a run 7S 6H; column 2 ends in 8D, column 3 is empty. The
# position is a fragment (the rules of moving need no full deck).
COLUMNS = ("KS 7S 6H", "KH QC 8D", "", "9C", "AH", "AS 3C", "4D 5S", "2D")


def board(cells: tuple[str | None, ...] = ("2C", None, None, None)) -> Position:
    columns = tuple(tuple(Card.parse(t) for t in text.split()) for text in COLUMNS)
    return Position(columns, tuple(None if c is None else Card.parse(c) for c in cells))


def test_a_double_click_prefers_building_on_a_card_to_an_empty_column() -> None:
    move = move_choice.best_move(board(), Rules(), Pile.column(0))
    assert move == Move(Pile.column(0), Pile.column(1), 2)


def test_a_double_click_sends_a_card_up_first() -> None:
    assert move_choice.best_move(board(), Rules(), Pile.column(4)) == Move(
        Pile.column(4), Pile.foundation())


def test_onto_an_empty_column_the_longest_run_that_fits() -> None:
    move = move_choice.longest_onto_empty(board(), Rules(), Pile.column(0), Pile.column(2))
    assert move == Move(Pile.column(0), Pile.column(2), 2)
    # With one free cell, and that one taken, one card at a time.
    tight = board(("2C",))
    assert move_choice.longest_onto_empty(tight, Rules(cells=1), Pile.column(0),
                                          Pile.column(2)) == Move(Pile.column(0),
                                                                  Pile.column(2), 1)


def test_a_key_onto_an_occupied_cell_means_the_first_free_one() -> None:
    move = move_choice.between(board(), Rules(), Pile.column(3), Pile.cell(0))
    assert move == Move(Pile.column(3), Pile.cell(1))


def test_a_key_naming_a_move_nothing_allows_is_left_for_the_rules_to_refuse() -> None:
    move = move_choice.between(board(), Rules(), Pile.column(3), Pile.column(0))
    assert move == Move(Pile.column(3), Pile.column(0))
    assert move_choice.legal(board(), Rules(), move) is None


def test_a_foundation_card_has_no_double_click_move() -> None:
    assert move_choice.best_move(board(), Rules(), Pile.foundation()) is None
