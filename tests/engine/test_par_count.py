"""The player's moves counted as the par is: every move, auto-moves included."""

from __future__ import annotations

from freecell_qt.engine import Game
from freecell_qt.engine.par_count import par_count
from freecell_qt.engine.solver.par import par

SMALL = 5_000


def test_the_par_solution_played_counts_as_the_par() -> None:
    game = Game.new(1, automove=False)
    result = par(game.start, game.rules, SMALL)
    assert result.length is not None
    for move in result.moves:
        game.play(move)
    assert game.is_won
    assert par_count(game) == result.length


def test_auto_moves_count_as_the_par_counts_them_and_undone_moves_do_not() -> None:
    game = Game.new(1)
    opening = game.open()
    assert par_count(game) == (len(opening.moves) if opening else 0)
    while not any(step.auto_moves for step in game.steps[game.floor:]):
        game.play(game.legal_moves()[0])
    autos = sum(len(step.auto_moves) for step in game.steps[game.floor:])
    opened = len(opening.moves) if opening else 0
    assert game.move_count < par_count(game)
    assert par_count(game) == opened + game.move_count + autos
    before = par_count(game)
    game.undo()
    assert par_count(game) == before - len(game.steps[game.current].moves)
