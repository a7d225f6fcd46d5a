"""Reading a position pasted as text (freecell_qt/engine/pasted.py): which game holds
it, the lines ``freecell play`` adds, and the refusals of texts that are no board."""

from __future__ import annotations

import pytest

from freecell_qt.engine import BoardError, FreeCellError, Game, Preset, Rules
from freecell_qt.engine.pasted import MAX_CHARS, board_lines, read_pasted


def test_the_game_in_play_holds_a_board_of_its_shape_first():
    board = Game.new(1).start.to_text()
    rules, position = read_pasted(board, Rules.preset("bakers-game"))
    assert rules.game is Preset.BAKERS_GAME and position == Game.new(1).start
    rules, _ = read_pasted(board, Rules.preset("penguin"))
    assert rules.game is Preset.FREECELL  # Penguin's 7 columns cannot: the first preset can


@pytest.mark.parametrize("preset", ["seahaven-towers", "double-freecell", "penguin",
                                    "four-colours", "stalactites", "clink"])
def test_each_kind_of_board_finds_its_game(preset):
    wanted = Rules.preset(preset)
    board = Game.new(3, wanted).start.to_text()
    rules, position = read_pasted(board, Rules())
    assert position.to_text() == board  # copies of a card are told apart in reading order
    position.check_fits(rules)
    assert (rules.decks, rules.by_rank, rules.by_colour, rules.wraps) == (
        wanted.decks, wanted.by_rank, wanted.by_colour, wanted.wraps)


def test_a_board_of_no_preset_s_shape_is_a_custom_game_of_its_own():
    custom = Rules(Preset.CUSTOM, 3, columns=9)
    rules, position = read_pasted(Game.new(8, custom).start.to_text(), Rules())
    assert rules.is_custom and (rules.columns, rules.cells) == (9, 3)
    assert position == Game.new(8, custom).start


def test_the_lines_freecell_play_adds_are_left_out():
    board = Game.new(1).start.to_text(colon=True)
    assert board_lines(board + "Score: 15\nwon\n") == board
    assert read_pasted(board + "Score: 15\n", Rules())[1] == Game.new(1).start


@pytest.mark.parametrize(("text", "words"), [
    ("", "no board"),
    ("\n \n", "no board"),
    ("x" * (MAX_CHARS + 1), "at most"),
    ("Foundations: H-K C-K D-K S-K\n", "column lines"),
])
def test_a_text_that_is_no_board_is_refused(text, words):
    with pytest.raises(BoardError, match=words):
        read_pasted(text, Rules())


def test_a_board_read_as_a_named_game_leaves_out_the_same_lines_and_refuses_the_same():
    from freecell_qt.engine.pasted import read_as

    board = Game.new(1).start.to_text(colon=True)
    assert read_as(board + "Score: 15\n", Rules()) == Game.new(1).start
    with pytest.raises(BoardError, match="no board"):
        read_as("\n", Rules())
    with pytest.raises(FreeCellError, match="column lines"):
        read_as(board, Rules.preset("penguin"))
