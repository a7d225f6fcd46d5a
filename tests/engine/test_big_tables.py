"""docs/rules.md, "Move notation" and "Board text format" for games past FreeCell's size.

Columns 10-13 are written ``t j q k`` and free cells 5-8 ``e f g i`` (``h`` stays
the foundation); the board text has one line per column and as many cell
entries as the game has cells, none included.
"""

from __future__ import annotations

import pytest

from freecell_qt.engine import (
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Pile,
    Position,
    Preset,
    Rules,
)

BIG = Rules(Preset.CUSTOM, 8, columns=13)


@pytest.mark.parametrize(
    ("text", "source", "dest"),
    [
        ("t3", Pile.column(9), Pile.column(2)),
        ("kh", Pile.column(12), Pile.foundation()),
        ("qj", Pile.column(11), Pile.column(10)),
        ("ia", Pile.cell(7), Pile.cell(0)),
        ("9e", Pile.column(8), Pile.cell(4)),
        ("gk", Pile.cell(6), Pile.column(12)),
    ],
)
def test_letters_past_8_columns_and_4_cells(text, source, dest):
    move = Move.parse(text)
    assert (move.source, move.dest) == (source, dest)
    assert str(move) == text


def test_counts_and_take_back_name_the_new_columns():
    assert Move.parse("jtv3") == Move(Pile.column(10), Pile.column(9), 3)
    assert str(Move(Pile.foundation(3), Pile.column(12))) == "hsk"


@pytest.mark.parametrize("text", ["h9z", "th9", "1hv2", "o3", "3o", "0a", "hs43"])
def test_what_names_no_pile_is_still_refused(text):
    with pytest.raises(InvalidMoveError):
        Move.parse(text)


def test_the_standard_game_refuses_piles_it_does_not_have():
    game = Game.new(1)
    with pytest.raises(IllegalMoveError, match="no column t") as caught:
        game.play("t1")
    assert caught.value.key == "no_such_column"
    with pytest.raises(IllegalMoveError, match="no cell e") as caught:
        game.play("1e")
    assert caught.value.key == "no_such_cell"


def test_no_cell_game_refuses_every_cell():
    game = Game.new(1, Rules(Preset.FREECELL, 0))
    with pytest.raises(IllegalMoveError, match="no free cells"):
        game.play("1a")


def test_a_13_column_8_cell_game_plays_by_its_letters():
    game = Game.new(3, BIG, automove=False)
    assert len(game.start.columns) == 13 and len(game.start.cells) == 8
    game.play("ki")
    assert game.position.cells[7] == game.start.columns[12][-1]
    assert game.legal_moves()


@pytest.mark.parametrize(
    "rules",
    [BIG, Rules(Preset.FREECELL, 0), Rules.preset("seahaven-towers"),
     Rules(Preset.CUSTOM, 2, columns=4)],
    ids=["13x8", "0 cells", "seahaven", "4 columns"],
)
def test_board_text_round_trips_for_any_size(rules):
    start = Game.new(11982, rules).start
    text = start.to_text()
    lines = text.splitlines()
    assert len(lines) == 2 + rules.columns
    assert lines[1].split()[1:] == [str(c) if c else "-" for c in start.cells]
    assert Position.from_text(text, rules.cells, rules.columns) == start
    assert Position.from_text(start.to_text(colon=True), rules.cells, rules.columns) == start


def test_a_board_with_the_wrong_column_count_is_refused():
    text = Game.new(1, Rules.preset("seahaven-towers")).start.to_text()
    with pytest.raises(ValueError, match="a board has 8 column lines, this one has 10"):
        Position.from_text(text, 4)


@pytest.mark.parametrize(
    ("text", "written"), [("d10", "dt"), ("110", "1t"), ("10h", "th"), ("hs10", "hst"),
                          ("210v3", "2tv3"), ("38v10", "38v10")],
)
def test_fc_solve_column_10_is_read_as_t(text, written):
    assert str(Move.parse(text)) == written
