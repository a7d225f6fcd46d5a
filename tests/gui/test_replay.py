"""Replays: the bar drives the table through a game, which refuses moves until taken over."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from freecell_qt.engine import Game, GameCode, Move, Pile, Position, Preset, Rules
from freecell_qt.storage.statistics import Progress, Result
from freecell_qt.windows.abandon_dialog import AbandonQuestion
from tests.gui.conftest import Mouse

DEAL = GameCode.parse("FC1-C4-AAAAAKH")
STEPS = ("1a", "2b", "3c", "4d")


def let_events_run(qtbot) -> None:
    """Run the event loop until everything queued so far has run (a dialog included)."""
    done: list[bool] = []
    QTimer.singleShot(0, lambda: done.append(True))
    qtbot.waitUntil(lambda: bool(done))


@pytest.fixture
def bar(window):
    return window.statistics_ui.replay_bar


def finished_game() -> Game:
    game = Game.from_code(DEAL)
    for token in STEPS:
        game.play(token)
    return game


@pytest.fixture
def replaying(window, bar, controller):
    game = finished_game()
    assert window.statistics_ui.replay(game, str(DEAL))
    return game


def test_a_replay_starts_at_the_deal(window, bar, controller, replaying):
    assert bar.isVisible() and bar.replaying
    assert controller.read_only and controller.game is replaying
    assert controller.game.current == 0 and len(controller.game.steps) == len(STEPS)
    assert window.scene.shown == replaying.start
    assert (bar.slider.minimum(), bar.slider.maximum(), bar.slider.value()) == (0, 4, 0)
    assert bar.step_label.text() == "Step 0 of 4"
    assert "FC1-C4-AAAAAKH" in bar.title_label.text()
    assert not bar.back_action.isEnabled() and bar.forward_action.isEnabled()


def test_steps_and_slider_move_the_table(window, bar, controller, replaying):
    bar.forward_action.trigger()
    assert controller.game.current == 1
    assert window.scene.shown == replaying.position_at(1)
    bar.slider.setValue(4)
    assert controller.game.current == 4 and window.scene.shown == replaying.position_at(4)
    assert not bar.forward_action.isEnabled()
    bar.back_action.trigger()
    assert controller.game.current == 3 and bar.slider.value() == 3
    assert bar.step_label.text() == "Step 3 of 4"
    controller.go_to(1)  # from elsewhere (the undo history): the bar follows
    assert bar.slider.value() == 1


def test_play_runs_to_the_end_and_pause_stops(qtbot, bar, controller, replaying):
    bar._timer.setInterval(20)
    bar.play_action.trigger()
    assert bar.playing and bar.play_action.text() == "Pause"
    qtbot.waitUntil(lambda: controller.game.current >= 2)
    bar.play_action.trigger()
    assert not bar.playing and bar.play_action.text() == "Play"
    stopped_at = controller.game.current
    assert stopped_at < len(STEPS)
    bar.play()
    qtbot.waitUntil(lambda: not bar.playing)
    assert controller.game.current == len(STEPS)
    bar.play()  # from the end it starts over
    assert controller.game.current == 0 and bar.playing
    bar.pause()


def test_moves_are_refused_while_replaying(qtbot, window, bar, controller, replaying):
    bar.slider.setValue(2)
    before = controller.game.position
    with qtbot.waitSignal(controller.message) as said:
        assert controller.play(Move.parse("5a")) is False
    assert "Continue from Here" in said.args[0]
    assert not controller.drop(Pile.column(5), Pile.cell(0), 1)
    controller.undo()
    controller.redo()
    assert not controller.finish()
    mouse = Mouse(window.view)
    scene = window.scene
    mouse.drag(scene.pile_rect(Pile.column(5)).center(),
               scene.pile_rect(Pile.cell(3)).center())
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.game.position == before and controller.game.current == 2
    assert window.statistics_ui.statistics.in_progress() == []


def test_continue_from_here_makes_the_game_live(qtbot, window, bar, controller, replaying):
    bar.slider.setValue(2)
    with qtbot.waitSignal(bar.continued):
        bar.continue_action.trigger()
    assert not controller.read_only and not bar.isVisible() and not bar.replaying
    game = controller.game
    assert game is replaying and game.current == 2
    assert game.can_redo  # the rest of the replay is kept as redo history
    controller.redo()
    assert game.current == 3
    controller.undo()
    assert controller.play(Move.parse("5c"))
    assert not game.can_redo and game.current == 3
    recorder = window.statistics_ui.recorder
    assert recorder.would_count_as_loss()
    recorder.flush()
    [row] = window.statistics_ui.statistics.in_progress()
    assert row.moves == 3


def test_the_end_of_a_won_replay_is_no_win(qtbot, window, bar, controller, modals):
    board = "\n".join(["Foundations: H-Q C-K D-K S-Q", "Freecells: - - - -",
                       ": KS", ": KH", ":", ":", ":", ":", ":", ":"])
    game = Game(Rules(), Position.from_text(board, 4), automove=False)
    game.play("1h")
    game.play("2h")
    window.statistics_ui.replay(game)
    with qtbot.assertNotEmitted(controller.won):
        bar.slider.setValue(2)
        let_events_run(qtbot)  # an end-of-game dialog wrongly queued would come up here
    assert controller.game.is_won
    assert modals.seen == []


def test_a_new_game_ends_the_replay_without_a_question(qtbot, window, bar, controller,
                                                       replaying, modals):
    bar.slider.setValue(3)
    window.new_game()
    let_events_run(qtbot)
    assert modals.seen == []
    assert not bar.isVisible() and not controller.read_only
    assert controller.game is not replaying
    assert window.statistics_ui.statistics.recent(Preset.FREECELL, 4) == []


def test_watching_a_replay_gives_nothing_up(window, bar, controller, modals):
    controller.play(Move.parse("1a"))
    game = controller.game
    assert window.statistics_ui.replay(finished_game())
    assert controller.read_only and AbandonQuestion not in modals.kinds()
    assert controller.game is not game and game.move_count == 1
    [row] = window.statistics_ui.statistics.in_progress()
    assert row.moves == 1  # still a game in progress, not a loss


def test_continuing_asks_before_giving_up_the_game_put_aside(window, bar, controller, modals):
    controller.play(Move.parse("1a"))
    game = controller.game
    replay = finished_game()
    window.statistics_ui.replay(replay)
    bar.slider.setValue(2)
    modals.answer(AbandonQuestion, lambda box: box.keep_button.click())
    bar.continue_action.trigger()
    assert modals.kinds() == [AbandonQuestion]
    assert controller.read_only and controller.game is replay  # still watching
    modals.answer(AbandonQuestion, lambda box: box.abandon_button.click())
    bar.continue_action.trigger()
    assert not controller.read_only and controller.game is replay
    stats = window.statistics_ui.statistics
    [lost] = [r for r in stats.recent(Preset.FREECELL, 4) if r.result is Result.LOST]
    assert lost.moves == 1 and game.move_count == 1


def test_replay_from_the_statistics_dialog(window, bar, controller):
    stats = window.statistics_ui.statistics
    game = finished_game()
    game_id = stats.start_game(game)
    stats.finish(game_id, Result.WON, Progress.of(game, 95.0))
    window.statistics_ui.show_statistics()
    dialog = window.statistics_ui.dialog
    dialog.table.selectRow(0)
    dialog.replay_button.click()
    assert window.statistics_ui.dialog is None
    assert bar.isVisible() and controller.read_only
    assert [step.text for step in controller.game.steps] == list(STEPS)
    assert controller.game.current == 0


# -- who played a game taken over from a replay --------------------------------
def replay_latest_record(window) -> None:
    """Statistics..., the newest game of the kind on the table, Replay."""
    window.statistics_ui.show_statistics()
    dialog = window.statistics_ui.dialog
    dialog.table.selectRow(0)
    dialog.replay_button.click()


def test_a_game_solve_finished_stays_solve_s_when_its_replay_is_continued(
        qtbot, window, bar, controller, modals):
    from freecell_qt.windows.end_dialogs import WonDialog
    from tests.gui.test_advisor import NEAR_END

    headlines: list[str] = []
    modals.answer(WonDialog, lambda dialog: (headlines.append(dialog.headline.text()),
                                             dialog.reject()))
    controller.set_game(Game(Rules(), Position.from_text(NEAR_END)))
    window.assist.solve_action.trigger()
    qtbot.waitUntil(lambda: len(headlines) == 1)
    stats = window.statistics_ui.statistics
    [solved] = stats.recent(Preset.FREECELL, 4)
    assert solved.played_by_solve and not solved.won

    replay_latest_record(window)
    assert bar.replaying
    bar.slider.setValue(bar.length - 1)
    bar.continue_action.trigger()
    game = controller.game
    assert controller.play(game.steps[game.current].player_move)  # the last move, by hand
    qtbot.waitUntil(lambda: len(headlines) == 2)
    continued, _first = stats.recent(Preset.FREECELL, 4)
    assert continued.result is Result.WON and continued.played_by_solve and not continued.won
    summary = stats.summary(Preset.FREECELL, 4)
    assert summary.won == 0 and summary.current_winning_streak == 0
    assert summary.best_seconds is None
    assert continued.seconds >= solved.seconds  # the clock carries on from the record
    assert "Solved by the computer" in headlines[1]


def test_leaving_a_continued_replay_asks_and_records_it(window, bar, controller, modals):
    stats = window.statistics_ui.statistics
    earlier = finished_game()
    row = stats.start_game(earlier)
    stats.finish(row, Result.LOST, Progress.of(earlier, 95.0, hints=2))
    replay_latest_record(window)
    bar.slider.setValue(3)
    bar.continue_action.trigger()
    assert not controller.read_only
    modals.answer(AbandonQuestion, lambda box: box.abandon_button.click())
    window.new_action.trigger()
    assert modals.kinds() == [AbandonQuestion]
    continued, _earlier = stats.recent(Preset.FREECELL, 4)
    assert continued.result is Result.LOST and continued.moves == 3
    assert continued.seconds >= 95.0 and continued.hints == 2  # carried from the record


# -- leaving a replay ------------------------------------------------------------
def test_esc_leaves_the_replay_for_the_game_in_play(window, bar, controller, modals):
    controller.play(Move.parse("1a"))
    game = controller.game
    window.statistics_ui.replay(finished_game())
    bar.slider.setValue(3)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not bar.isVisible() and not controller.read_only
    assert controller.game is game and game.move_count == 1
    assert window.scene.shown == game.position
    assert modals.seen == []
    assert controller.play(Move.parse("2b"))  # still the player's game, row and all
    window.statistics_ui.recorder.flush()
    [row] = window.statistics_ui.statistics.in_progress()
    assert row.moves == 2


def test_the_close_button_leaves_the_replay(window, bar, controller, modals):
    game = controller.game
    window.statistics_ui.replay(finished_game())
    button = bar.widgetForAction(bar.close_action)
    assert button is not None and button.isVisible()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible() and controller.game is game
    QTest.keyClick(window.view, Qt.Key.Key_Escape)  # no replay: Esc does nothing more
    assert controller.game is game


def test_closing_the_window_during_a_replay_keeps_the_game_in_play(window, controller, modals):
    controller.play(Move.parse("1a"))
    game = controller.game
    assert window.statistics_ui.replay(finished_game()) and controller.read_only
    window.close()
    assert controller.game is game and not controller.read_only
    [row] = window.statistics_ui.statistics.in_progress()
    assert row.moves == 1


def test_the_game_kept_on_disk_during_a_replay_is_the_game_in_play(window, controller):
    controller.play(Move.parse("1a"))
    game = controller.game
    window.statistics_ui.replay(finished_game())
    saved = controller.saved_game()
    assert saved.game is game and saved.game.move_count == 1


def test_the_autosave_during_a_replay_is_the_game_in_play(qtbot, window, bar, controller,
                                                          data_folder):
    from freecell_qt.services.autosave import AUTOSAVE_NAME, Autosave

    autosave = Autosave(controller, delay_ms=50, parent=window)
    window.use_autosave(autosave)
    assert controller.play(Move.parse("1a"))
    stats = window.statistics_ui.statistics
    earlier = finished_game()
    stats.finish(stats.start_game(earlier), Result.WON, Progress.of(earlier, 95.0))
    replay_latest_record(window)
    assert bar.replaying and controller.read_only
    with qtbot.waitSignal(autosave.saved):
        bar.slider.setValue(3)  # the replay moves; a crash after this save loses nothing
    saved = json.loads((data_folder / AUTOSAVE_NAME).read_text())
    assert (saved["game"]["moves"], saved["game"]["redo"]) == (["1a"], [])
    assert window.autosave is autosave and autosave.save_now()
    saved = json.loads((data_folder / AUTOSAVE_NAME).read_text())
    assert (saved["game"]["moves"], saved["game"]["redo"]) == (["1a"], [])


def test_undo_and_redo_are_disabled_during_a_replay(window, bar, controller, modals):
    controller.play(Move.parse("1a"))
    window.statistics_ui.replay(finished_game())
    bar.slider.setValue(2)  # steps to take back and steps to redo, in the replay
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    assert not window.finish_action.isEnabled()
    bar.close_action.trigger()
    assert window.undo_action.isEnabled(), "the game in play has a move to undo"
    assert not window.redo_action.isEnabled()


def test_undo_and_redo_come_back_when_the_replay_is_continued(window, bar, controller,
                                                              replaying):
    bar.slider.setValue(2)
    bar.continue_action.trigger()
    assert window.undo_action.isEnabled() and window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert controller.game.current == 3


@pytest.mark.parametrize("leave", ["Esc", "Close"])
def test_the_replay_hint_leaves_the_status_bar_with_the_replay(window, bar, controller, modals,
                                                               leave):
    game = controller.game
    window.statistics_ui.replay(finished_game())
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_5)  # a move typed in: refused, with the hint
    QTest.keyClick(window.view, Qt.Key.Key_A)
    status = window.statusBar()
    assert "Continue from Here" in status.currentMessage()
    if leave == "Esc":
        QTest.keyClick(window.view, Qt.Key.Key_Escape)
    else:
        bar.close_action.trigger()
    assert controller.game is game
    assert status.currentMessage() == ""


def test_a_message_after_the_replay_stays(window, bar, controller, modals):
    window.statistics_ui.replay(finished_game())
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_5)
    QTest.keyClick(window.view, Qt.Key.Key_A)
    window.show_message("something else to say")  # newer than the hint
    window.statusBar().showMessage("Said by another part of the window.")
    bar.close_action.trigger()
    assert window.statusBar().currentMessage() == "Said by another part of the window."
