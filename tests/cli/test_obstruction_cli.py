"""``freecell`` with Obstruction, in this process: a deal printed with its jokers
as ``*1`` and ``*2``, solved from its printed board as Obstruction, and refused
as FreeCell (docs/rules.md, Obstruction)."""

from __future__ import annotations

from freecell_qt.engine import Game, Position, Rules

OBSTRUCTION = Rules.preset("obstruction")


def test_an_obstruction_deal_prints_its_jokers_and_five_foundations(freecell):
    done = freecell("deal", "3", "--game", "obstruction")
    assert done.status == 0, done.err
    lines = done.out.splitlines()
    assert lines[0] == "Foundations: - - - - -"
    assert lines[2] == "KC KD TD *2 3D TS JH"
    assert Position.from_text(done.out, 4, 8, 1, OBSTRUCTION.foundation_rule) == (
        Game.new(3, OBSTRUCTION).start)


def test_a_printed_obstruction_board_is_solved_as_obstruction(freecell, board_file):
    board = board_file(Game.new(3, OBSTRUCTION).start.to_text())
    done = freecell("solve", "--board", board, "--timeout", "60")
    assert done.status == 0, done.err
    lines = done.out.splitlines()
    assert lines[0].startswith("solved in ")
    game = Game(OBSTRUCTION, Game.new(3, OBSTRUCTION).start, automove=False)
    for token in " ".join(lines[1:]).split():
        game.play(token)
    assert game.is_won and len(game.position.foundations[4]) == 2
    refused = freecell("solve", "--board", board, "--game", "freecell")
    assert refused.status != 0
    assert refused.err == "freecell: line 1: 5 foundations, not 4\n"
