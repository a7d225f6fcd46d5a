"""Which game a board text is played by (freecell_qt/engine/pasted.py): the board's own
shape decides among the games, and a copy's ``Rules:`` line decides what the shape
cannot, so that Copy Position then Paste Position gives back the same game, preset or
custom, whatever game is in play when the text is pasted."""

from __future__ import annotations

import pytest
from hypothesis import given

from freecell_qt.engine import BoardError, Game, Position, Preset, Rules
from freecell_qt.engine.pasted import position_text, read_as, read_pasted
from freecell_qt.engine.rules import PRESETS, TABLE
from tests.engine.test_rules_properties import PROPERTY, deals, rule_sets

#: Every preset with every cell count it may be played with.
PRESET_GAMES = [Rules(preset, cells) for preset in PRESETS
                for cells in TABLE[preset].cell_choices]
#: The games a paste may find in play: the usual one, and two of other shapes.
IN_PLAY = [Rules(), Rules.preset("eight-off"), Rules.preset("penguin")]


def _shape(rules: Rules) -> tuple[object, ...]:
    """What a board text says of its game by itself."""
    return (rules.pile_count, rules.cells, rules.decks, rules.foundation_count, rules.by_rank,
            rules.by_colour)


def _midgame(number: int, rules: Rules) -> Position:
    """A position a few moves into the deal, so that foundations and cells hold cards."""
    game = Game.new(number, rules, automove=False)
    for _ in range(6):
        moves = list(game.legal_moves())
        if not moves:
            break
        game.play(moves[len(moves) // 2])
    return game.position


@pytest.mark.parametrize("in_play", IN_PLAY, ids=lambda rules: rules.key)
@pytest.mark.parametrize("rules", PRESET_GAMES, ids=lambda rules: rules.key)
def test_a_copied_preset_position_is_pasted_back_as_that_preset(rules, in_play):
    position = _midgame(11, rules)
    read_rules, read = read_pasted(position_text(position, rules), in_play)
    assert read_rules == rules.without_options()
    assert read.to_text() == position.to_text()


@PROPERTY
@given(deals, rule_sets())
def test_property_a_copied_position_of_any_rules_is_pasted_back_as_those_rules(number, rules):
    position = _midgame(number, rules)
    for in_play in IN_PLAY:
        read_rules, read = read_pasted(position_text(position, rules), in_play)
        assert read_rules == rules.without_options()
        assert read.to_text() == position.to_text()


@pytest.mark.parametrize("rules", PRESET_GAMES, ids=lambda rules: rules.key)
def test_a_board_without_a_rules_line_is_held_only_by_a_game_of_its_own_shape(rules):
    """fc-solve's text (``freecell deal``): its Freecells line counts the cells exactly."""
    board = Game.new(5, rules).start.to_text()
    for in_play in IN_PLAY:
        read_rules, read = read_pasted(board, in_play)
        assert _shape(read_rules) == _shape(rules), in_play.key
        assert read.to_text() == board


@pytest.mark.parametrize(("rules", "game"), [
    (Rules(Preset.FREECELL, 2), Preset.FREECELL),
    (Rules.preset("bath"), Preset.BATH),
    (Rules.preset("opus"), Preset.SEVEN_BY_FIVE),  # no Base line: deal 5's first card is an ace
    (Rules.preset("eight-off"), Preset.EIGHT_OFF),
])
def test_the_tester_s_boards_keep_their_cells(rules, game):
    read_rules, _ = read_pasted(Game.new(5, rules).start.to_text(), Rules())
    assert (read_rules.game, read_rules.cells) == (game, rules.cells)


def test_a_board_with_a_base_line_goes_to_a_game_with_a_dealt_base_of_its_cells():
    position = Game.new(1, Rules.preset("opus")).start
    assert position.base != 1
    assert read_pasted(position.to_text(), Rules())[0].game is Preset.OPUS


def test_a_board_without_a_freecells_line_is_read_by_the_game_in_play_first():
    board = Game.new(1).start.to_text().replace("Freecells: - - - -\n", "")
    assert read_pasted(board, Rules.preset("bakers-game"))[0].game is Preset.BAKERS_GAME
    assert read_pasted(board, Rules(Preset.FREECELL, 2))[0].cells == 2


def test_more_free_cells_than_any_game_has_is_refused():
    board = Game.new(1).start.to_text().replace("Freecells: - - - -",
                                                "Freecells:" + " -" * 12)
    with pytest.raises(BoardError, match="12 free cells; a game has at most 11"):
        read_pasted(board, Rules())


def test_the_rules_line_decides_and_a_named_game_overrules_it():
    position = _midgame(3, Rules.preset("bakers-game"))
    text = position_text(position, Rules.preset("bakers-game"))
    assert text.startswith("Rules: C4K8R0BSFAMSDR\n")
    assert read_pasted(text, Rules())[0].game is Preset.BAKERS_GAME
    assert read_as(text, Rules()) == position  # --game freecell: played as FreeCell


@pytest.mark.parametrize(("line", "words"), [
    ("Rules: C4K8", "line 1: the rules 'C4K8' name no game"),
    ("Rules: " + "C" * 5000, "line 1: the rules 'CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC…' "
                             "name no game"),
    ("Rules: C2K8R4BAFAMSDR", "line 1: the rules 'C2K8R4BAFAMSDR' name no game"),
    ("Rules: C4K8R0BAFAMSDR\nRules: C4K8R0BAFAMSDR", "line 2: a second Rules: line"),
    ("Rules: C4K10R2BSFKMSDR", "column lines"),  # Seahaven's rules, FreeCell's board
])
def test_a_rules_line_that_names_no_game_for_the_board_is_refused(line, words):
    with pytest.raises(BoardError if "line" in words else Exception, match=words):
        read_pasted(f"{line}\n{Game.new(1).start.to_text()}", Rules())


def test_an_old_board_with_its_trailers_keeps_its_line_numbers():
    board = Game.new(1).start.to_text(colon=True).replace("JD", "XX")
    with pytest.raises(BoardError, match=r"^line 4: unknown card 'XX'$"):  # as the text has it
        read_pasted("Score: 0\n" + board, Rules())


def test_a_won_board_is_refused_as_set_up_position_refuses_it():
    won = Position.counted(((),) * 8, (None,) * 4, (13, 13, 13, 13))
    for text in (won.to_text(), won.to_text(colon=True) + "Score: 52\nwon\n",
                 position_text(won, Rules())):
        with pytest.raises(BoardError, match="every card is on the foundations: there is "
                                             "nothing to play") as caught:
            read_pasted(text, Rules())
        assert caught.value.key == "board_won"
        with pytest.raises(BoardError, match="nothing to play"):
            read_as(text, Rules())


def test_a_long_token_is_quoted_cut_to_a_readable_length():
    board = Game.new(1).start.to_text().replace("JD", "Q" * 60_000)
    with pytest.raises(BoardError) as caught:
        read_pasted(board, Rules())
    assert str(caught.value) == f"line 3: unknown card '{'Q' * 39}…'"
    assert caught.value.params["token"] == "Q" * 39 + "…"
