"""``freecell`` with Opera, in this process: a deal printed with its face-down
cards in brackets, played on, solved from its printed board, and a custom
game dealt face down (docs/rules.md, Face-down cards)."""

from __future__ import annotations

from freecell_qt.engine import Game, Position, Rules

OPERA = Rules.preset("opera")


def test_an_opera_deal_prints_its_face_down_cards_in_brackets(freecell):
    done = freecell("deal", "1", "--game", "opera")
    assert done.status == 0, done.err
    assert done.out.splitlines()[2] == "[JD] [KD] [2S] [4C] [3S] [6D] 6C"
    assert Position.from_text(done.out) == Game.new(1, OPERA).start


def test_a_move_turns_the_card_under_it_face_up_in_the_printed_board(freecell):
    done = freecell("play", "1", "--game", "opera", "--moves", "1a")
    assert done.status == 0, done.err
    assert ": [JD] [KD] [2S] [4C] [3S] 6D" in done.out.splitlines()


def test_a_printed_opera_board_is_solved_as_opera(freecell, board_file):
    board = board_file(Game.new(2, OPERA).start.to_text())
    done = freecell("solve", "--board", board, "--timeout", "30")
    assert done.status == 0, done.err
    lines = done.out.splitlines()
    assert lines[0].startswith("solved in ")
    game = Game(OPERA, Game.new(2, OPERA).start, automove=False)
    for token in " ".join(lines[1:]).split():
        game.play(token)
    assert game.is_won
    refused = freecell("solve", "--board", board, "--game", "freecell")
    assert refused.status != 0
    assert refused.err == ("freecell: the position has face-down cards, but in FreeCell "
                           "every card is dealt face up\n")


def test_a_custom_game_deals_face_down_with_the_option(freecell):
    done = freecell("code", "1", "--columns", "10", "--face-down")
    assert done.status == 0, done.err
    assert done.out.strip() == "CU1-C4K10R0BAFAMSDRN-AAAAAAB"
    board = freecell("deal", "1", "--columns", "10", "--face-down")
    assert board.out.splitlines()[2].startswith("[")
