"""Flipper (PySolFC 713) as PySolFC plays it: Tuxedo's table and deal, columns
built down in alternate colours, and free cell ``i`` belonging to column ``i``:
while the cell holds a card the column's top card lies face down, and a
face-down top card neither leaves its column nor takes a card; an empty column
still takes one (docs/rules.md, Cells that cover columns).
"""

from __future__ import annotations

import pytest

from freecell_qt.engine import Card, Game, IllegalMoveError, Position, Preset, Rules
from freecell_qt.engine.codes import GameCode
from freecell_qt.engine.deals import shuffled_deck
from freecell_qt.engine.errors import RulesError
from freecell_qt.engine.moves import Move, Pile
from freecell_qt.engine.rules import Build, EmptyFill, SequenceMove, parse_rules_spec
from freecell_qt.engine.rules.covers import CELL_COVERS_COLUMN, NO_COVERS
from freecell_qt.engine.rules.rules_of_play import (
    can_finish,
    can_pick_up,
    check_drop,
    face_down_cards,
    is_stuck,
    legal_moves,
    next_safe_move,
    resolve,
)
from freecell_qt.engine.solver import Route, route, solve

FLIPPER = Rules.preset("flipper")
NONE = (None,) * 7


def card(text: str) -> Card:
    return Card.parse(text)


def cells(**held: str) -> tuple[Card | None, ...]:
    """Seven cells, those named by letter holding a card: ``cells(a="9S")``."""
    return tuple(card(held[letter]) if letter in held else None for letter in "abcdefg")


def position(columns: list[list[str]], cells_held: tuple[Card | None, ...] = NONE,
             foundations: tuple[tuple[Card, ...], ...] = ((), (), (), ())) -> Position:
    piles = [tuple(card(text) for text in column) for column in columns]
    piles += [()] * (7 - len(piles))
    return Position(tuple(piles), cells_held, foundations)


def refusal(call: object) -> IllegalMoveError:
    with pytest.raises(IllegalMoveError) as refused:
        call()  # type: ignore[operator]
    return refused.value


# -- the declaration ---------------------------------------------------------------
def test_flipper_is_a_preset_with_pysolfcs_row() -> None:
    assert FLIPPER.game is Preset.FLIPPER and FLIPPER.title == "Flipper"
    assert (FLIPPER.cells, FLIPPER.columns, FLIPPER.layout, FLIPPER.reserve, FLIPPER.build,
            FLIPPER.fill, FLIPPER.sequence, FLIPPER.column_wrap, FLIPPER.takeback) == (
        7, 7, (8, 7, 7, 8, 7, 7, 8), 0, Build.ALTERNATE_COLOURS, EmptyFill.ANY,
        SequenceMove.UNLIMITED, False, False)
    assert FLIPPER.cells_cover and FLIPPER.cover_rule is CELL_COVERS_COLUMN
    assert Rules.preset("tuxedo").cover_rule is NO_COVERS and not Rules().cells_cover
    # The same fields with face-up columns are no Flipper.
    assert FLIPPER.changed(cells_cover=False).is_custom


@pytest.mark.parametrize("number", [1, 617, 11982, 2_000_000_000])
def test_flipper_deals_tuxedo_s_six_rows_a_seventh_then_columns_1_4_and_7(number: int) -> None:
    """PySolFC: ``_startDealNumRows(6)``, ``dealRow()``, ``dealRow(rows=rows[::3])``."""
    deck = shuffled_deck(number)
    start = Game.new(number, FLIPPER).start
    columns: list[list[Card]] = [[] for _ in range(7)]
    for index, dealt in enumerate(deck[:49]):
        columns[index % 7].append(dealt)
    for column, dealt in zip((0, 3, 6), deck[49:], strict=True):
        columns[column].append(dealt)
    assert [list(column) for column in start.columns] == columns
    assert not any(start.foundations) and not any(start.cells)
    assert face_down_cards(start, FLIPPER) == frozenset()  # every card face up


# -- the rule ------------------------------------------------------------------------
def test_a_card_in_cell_i_turns_column_i_s_top_card_face_down() -> None:
    table = position([["8S", "7H"], ["9D"], ["QC", "5S"]], cells(a="2C", c="4D"))
    assert face_down_cards(table, FLIPPER) == {card("7H"), card("5S")}
    # The same position in a game without the rule shows every card.
    assert face_down_cards(table, Rules.preset("tuxedo")) == frozenset()


def test_a_covered_column_gives_nothing() -> None:
    table = position([["8S", "7H"], ["9D"], ["QC"], ["8C"]], cells(a="2C"))
    reason = "column 1's top card is face down while free cell a holds a card"
    for dest in (Pile.column(3), Pile.cell(1), Pile.foundation()):
        assert str(refusal(lambda dest=dest: resolve(table, FLIPPER, Move(Pile.column(0),
                                                                          dest)))) == reason
    error = refusal(lambda: can_pick_up(table, FLIPPER, Pile.column(0), 1))
    assert str(error) == reason and error.key == "face_down"
    assert error.params == {"column": 1, "cell": "a"}
    assert all(move.source != Pile.column(0) for move in legal_moves(table, FLIPPER))


def test_a_covered_column_takes_nothing() -> None:
    table = position([["9S", "8D"], ["7C"], ["QC"]], cells(a="2C", e="7S"),
                     ((), (), (card("AH"),), ()))
    reason = "column 1's top card is face down while free cell a holds a card"
    assert str(refusal(lambda: resolve(table, FLIPPER, Move(Pile.column(1), Pile.column(0))))) \
        == reason
    assert str(refusal(lambda: check_drop(table, FLIPPER, Pile.column(1), Pile.column(0), 1))) \
        == reason
    assert str(refusal(lambda: resolve(table, FLIPPER, Move(Pile.cell(4), Pile.column(0))))) \
        == reason
    taking_back = FLIPPER.with_options(FLIPPER.supermove, takeback=True)
    assert str(refusal(lambda: resolve(table, taking_back,
                                       Move(Pile.foundation(2), Pile.column(0))))) == reason
    assert all(move.dest != Pile.column(0) for move in legal_moves(table, taking_back))
    # The same 7 of clubs goes on the same 8 of diamonds once cell a is empty.
    open_table = position([["9S", "8D"], ["7C"], ["QC"]], cells(e="7S"))
    assert resolve(open_table, FLIPPER, Move(Pile.column(1), Pile.column(0))).count == 1


def test_an_empty_covered_column_takes_a_card_or_a_run_then_its_top_is_face_down() -> None:
    table = position([[], ["QC", "JD", "TS"], ["KH"]], cells(a="2C"))
    game = Game(FLIPPER, table, automove=False)
    game.play(Move(Pile.column(1), Pile.column(0), 2))
    assert game.position.columns[0] == (card("JD"), card("TS"))
    assert face_down_cards(game.position, FLIPPER) == {card("TS")}
    error = refusal(lambda: game.play(Move(Pile.column(0), Pile.column(2))))
    assert error.key == "face_down"


def test_emptying_the_cell_turns_the_column_s_top_card_up_again() -> None:
    table = position([["9S", "8D"], ["7C"], ["QC"]], cells(a="AH"))
    game = Game(FLIPPER, table, automove=False)
    assert face_down_cards(game.position, FLIPPER) == {card("8D")}
    game.play(Move(Pile.cell(0), Pile.foundation()))
    assert face_down_cards(game.position, FLIPPER) == frozenset()
    game.play(Move(Pile.column(1), Pile.column(0)))
    assert game.position.columns[0][-1] == card("7C")
    # A card from column 1 to its own cell turns the card under it face down.
    game.play(Move(Pile.column(0), Pile.cell(0)))
    assert face_down_cards(game.position, FLIPPER) == {card("8D")}
    game.undo()
    assert face_down_cards(game.position, FLIPPER) == frozenset()


def test_auto_move_leaves_a_face_down_card_where_it_is() -> None:
    table = position([["9S", "AH"], ["AC"]], cells(a="5D"))
    assert next_safe_move(table, FLIPPER) == Move(Pile.column(1), Pile.foundation())
    after = position([["9S", "AH"], []], cells(a="5D"), ((card("AC"),), (), (), ()))
    assert next_safe_move(after, FLIPPER) is None


def test_a_face_down_card_its_cell_waits_for_does_not_finish() -> None:
    """The ace of hearts lies face down under the 2 of hearts in cell a: every
    column is a run, yet moves up alone cannot win, so Finish is not offered
    until the 2 moves out of the cell (to an empty column)."""
    clubs, diamonds, spades = (tuple(Card(rank, suit) for rank in range(1, 14))
                               for suit in (0, 1, 3))
    hearts = ["KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H"]
    waiting = position([["AH"], hearts], cells(a="2H"), (clubs, diamonds, (), spades))
    assert not can_finish(waiting, FLIPPER) and not is_stuck(waiting, FLIPPER)
    game = Game(FLIPPER, waiting, automove=False)
    assert refusal(game.finish).key == "finish_not_ready_by_colour"
    game.play(Move(Pile.cell(0), Pile.column(2)))
    assert game.can_finish
    game.finish()
    assert game.is_won


# -- codes, saved games, custom games ------------------------------------------------
def test_codes_and_saved_games_round_trip() -> None:
    code = GameCode.for_rules(FLIPPER, 617)
    assert str(code).startswith("FP")
    assert GameCode.parse(str(code)).rules == FLIPPER
    assert Rules.from_dict(FLIPPER.to_dict()) == FLIPPER
    assert FLIPPER.key == "flipper"


def test_a_custom_game_spells_and_saves_its_cells_covering_their_columns() -> None:
    rules = Rules(Preset.CUSTOM, 4, cells_cover=True)
    assert rules.spec == "C4K8R0BAFAMSDRJ"
    assert parse_rules_spec(rules.spec) == rules
    assert Rules.from_dict(rules.to_dict()) == rules and rules.to_dict()["cells_cover"] is True
    assert parse_rules_spec(FLIPPER.spec) == FLIPPER
    assert "cells_cover" not in Rules(Preset.CUSTOM, 4).to_dict()
    assert "face down" in rules.summary()


def test_more_cells_than_columns_cannot_cover_them() -> None:
    with pytest.raises(RulesError) as refused:
        Rules(Preset.CUSTOM, 9, cells_cover=True)
    assert refused.value.key == "cover_cells"
    with pytest.raises(RulesError):
        Rules(Preset.CUSTOM, 0, cells_cover=True)


# -- the solver ------------------------------------------------------------------------
def test_flipper_goes_to_the_compact_search() -> None:
    """Its own table only (tests/engine/test_solver_flipper.py): other rules
    with covering cells stay with the search over the engine's rules."""
    assert route(FLIPPER) is Route.COMPACT
    assert route(Rules.preset("tuxedo")) is Route.COMPACT
    assert route(Rules(Preset.CUSTOM, 4, columns=7, cells_cover=True)) is Route.GENERIC


@pytest.mark.parametrize("number", [1, 2, 3])
def test_a_solver_win_replays_to_a_win_through_the_game(number: int) -> None:
    start = Game.new(number, FLIPPER, automove=False).position
    result = solve(start, FLIPPER, max_nodes=200_000)
    assert result.status == "solved"
    game = Game(FLIPPER, start, automove=False)
    for move in result.moves:
        game.play(move)
    assert game.is_won
