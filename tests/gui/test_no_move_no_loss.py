"""A game with no move left on the table is no loss: every move undone is as never moved.

The player who plays a few moves and takes them all back has given nothing
up. Leaving that game for another asks nothing and records nothing, as for a
game dealt and left untouched; the same holds for a row an earlier run left
open with no move on the table.
"""

from __future__ import annotations

from freecell_qt.engine import Game, GameCode, Move, Preset
from freecell_qt.storage.statistics import Result, Statistics
from freecell_qt.windows.abandon_dialog import AbandonQuestion


def test_a_game_with_every_move_undone_is_left_without_a_question_or_a_loss(
        window, controller, modals):
    controller.play(Move.parse("1a"))
    controller.play(Move.parse("2b"))
    controller.undo()
    controller.undo()
    assert controller.game.move_count == 0
    window.new_action.trigger()
    assert AbandonQuestion not in modals.kinds()
    statistics = window.statistics_ui.statistics
    assert statistics.recent(Preset.FREECELL, 4) == []
    assert statistics.summary(Preset.FREECELL, 4).played == 0


def test_a_row_left_open_with_every_move_undone_is_dropped_at_the_next_start(stats):
    played = Game.from_code(GameCode.parse("FC1-C4-AAAAAKH"))
    played.play(Move.parse("1a"))
    played.undo()
    stats.start_game(played)
    stats.close_stale()
    assert stats.recent(Preset.FREECELL, 4) == []
    assert all(record.result is not Result.LOST for record in stats.in_progress())


def test_a_game_still_counts_once_a_move_is_on_the_table(window, controller, modals):
    controller.play(Move.parse("1a"))
    controller.play(Move.parse("2b"))
    controller.undo()
    modals.answer(AbandonQuestion, lambda box: box.abandon_button.click())
    window.new_action.trigger()
    assert AbandonQuestion in modals.kinds()
    statistics: Statistics = window.statistics_ui.statistics
    [row] = statistics.recent(Preset.FREECELL, 4)
    assert row.result is Result.LOST and row.moves == 1
