"""A game's moves counted as the par is counted.

The status bar's "Moves" counts the player's moves: the auto-moves a move
brings, and the deal's own, are not the player's and not counted. The par
(``engine.solver.par``) counts a win as ``freecell solve`` does: every move,
foundation moves included, a run that moves whole as one. So the player's
game is counted that way too wherever it stands beside the par, else the
two would not compare.
"""

from __future__ import annotations

from freecell_qt.engine.game import GameView


def par_count(game: GameView) -> int:
    """The moves of ``game`` played so far (the undone ones left out), each
    auto-move and the deal's own auto-moves included, as the par counts them."""
    return sum(len(step.moves) for step in game.steps[:game.current])
