"""The deal's own safe auto-moves: an exposed ace goes up before the first move,
scored like any auto-move, kept as the start (never undone), saved and replayed."""

from __future__ import annotations

import pytest

from freecell_qt.engine import Game, SaveDataError
from freecell_qt.engine.game import StepKind

#: Deal 3 leaves two aces at the foot of columns 5 and 6.
ACES_EXPOSED = 3


def test_open_sends_exposed_aces_up_and_scores_them() -> None:
    game = Game.new(ACES_EXPOSED)
    step = game.open()
    assert step is not None and step.kind is StepKind.OPENING
    assert step.text == "auto 5h 6h"
    assert sum(game.position.counts) == 2
    assert game.score == 20
    assert game.move_count == 0
    assert not game.can_undo


def test_open_does_nothing_without_a_safe_card_or_after_a_move() -> None:
    game = Game.new(1)
    assert game.open() is None and game.steps == ()
    game = Game.new(ACES_EXPOSED)
    game.play("1a", automove=False)
    assert game.open() is None


def test_undo_stops_at_the_start_with_the_aces_up() -> None:
    game = Game.new(ACES_EXPOSED)
    game.open()
    opened = game.position
    game.play("1a")
    assert game.move_count == 1 and game.can_undo
    game.undo()
    assert game.position == opened and not game.can_undo
    game.go_to(0)
    assert game.position == opened and game.current == 1


def test_saved_game_keeps_and_replays_the_opening() -> None:
    game = Game.new(ACES_EXPOSED)
    game.open()
    game.play("1a")
    data = game.to_dict()
    assert data["moves"][0] == "auto 5h 6h"
    back = Game.from_dict(data)
    assert back.position == game.position and back.score == game.score
    assert back.move_count == 1 and back.floor == 1
    back.undo()
    assert not back.can_undo and back.position == game.position_at(1)


def test_opening_only_as_first_step_in_a_file() -> None:
    data = Game.new(ACES_EXPOSED).to_dict()
    data["moves"] = ["1a", "auto 5h"]
    with pytest.raises(SaveDataError):
        Game.from_dict(data)
