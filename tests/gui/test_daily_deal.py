"""Game > Daily Deal in the real window, and the Daily Deal and difficulty in Statistics."""

from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import Game, GameCode, Move, Preset
from freecell_qt.engine.daily import daily_code, daily_deal
from freecell_qt.engine.solver import solve
from freecell_qt.storage.statistics import Progress, Result, Statistics
from freecell_qt.windows.abandon_dialog import AbandonQuestion
from freecell_qt.windows.end_dialogs import WonDialog
from tests.gui.test_abandon import abandon, keep
from tests.gui.test_main_window import menu_action


def today() -> date:
    return date.today()


def assert_daily_deal_of_today(window, controller) -> None:
    day = today()
    code = controller.game.code
    assert code is not None and code.deal_number == daily_deal(day)
    assert code.game is Preset.FREECELL and controller.game.rules.cells == 4
    assert controller.game.start == Game.new(daily_deal(day)).start
    assert controller.daily == day.isoformat()
    assert "Daily Deal" in window.windowTitle() and day.isoformat() in window.windowTitle()


def test_the_menu_entry_deals_today_s_daily_deal(window, controller):
    assert controller.daily is None and "Daily" not in window.windowTitle()
    menu_action(window, "Game", "Daily Deal").trigger()
    assert_daily_deal_of_today(window, controller)
    assert window.code_label.text() == str(daily_code(today()))
    assert today().isoformat() in window.statusBar().currentMessage()


def test_the_shortcut_deals_it_even_from_a_game_of_two_cells(window, controller):
    controller.new_game(GameCode.parse("FC1-C2-AAAAAKH"))
    window.activateWindow()
    window.view.setFocus()
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(window.view, Qt.Key.Key_D, modifiers)
    assert_daily_deal_of_today(window, controller)


def test_a_game_in_play_is_given_up_only_when_the_player_says_so(window, controller, modals):
    controller.play(Move.parse("1a"))
    game = controller.game
    modals.answer(AbandonQuestion, keep)
    window.daily_action.trigger()
    assert AbandonQuestion in modals.kinds()
    assert controller.game is game and controller.daily is None

    modals.answer(AbandonQuestion, abandon)
    window.daily_action.trigger()
    assert_daily_deal_of_today(window, controller)
    records = window.statistics_ui.statistics.recent("freecell:4")
    assert [(r.code, r.result) for r in records] == [("FC1-C4-AAAAAKH", Result.LOST)]


def test_today_s_daily_deal_in_play_is_not_dealt_again(window, controller, modals):
    window.daily_action.trigger()
    controller.play(Move.parse("1a"))
    game = controller.game
    window.daily_action.trigger()  # no question: nothing is given up
    assert modals.kinds() == []
    assert controller.game is game and game.move_count >= 1
    assert "today's Daily Deal" in window.statusBar().currentMessage()


def test_the_daily_deal_is_recorded_with_its_date(window, controller):
    window.daily_action.trigger()
    controller.set_difficulty("medium")
    controller.play(Move.parse("1a"))
    [record] = window.statistics_ui.statistics.in_progress()
    assert (record.daily, record.difficulty) == (today().isoformat(), "medium")
    controller.restart()  # still today's Daily Deal
    assert_daily_deal_of_today(window, controller)
    window.new_action.trigger()
    assert controller.daily is None and "Daily" not in window.windowTitle()


def record_daily(stats: Statistics, day: date, result: str,
                 difficulty: str | None = None) -> None:
    game = Game.from_code(daily_code(day))
    game.play("1a")
    game_id = stats.start_game(game, daily=day.isoformat(), difficulty=difficulty)
    assert game_id is not None
    stats.finish(game_id, result, Progress(moves=90, seconds=200.0, saved=game.to_dict()))


def open_statistics(window):
    window.statistics_ui.statistics_action.trigger()
    dialog = window.statistics_ui.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_statistics_show_the_daily_streak_and_wins_by_difficulty(window):
    stats = window.statistics_ui.statistics
    day = today()
    for offset in (0, 1, 2):
        record_daily(stats, day - timedelta(days=offset), "won", "easy")
    record_daily(stats, day - timedelta(days=4), "lost", "hard")
    for offset in (5, 6, 7, 8):
        record_daily(stats, day - timedelta(days=offset), "won")
    dialog = open_statistics(window)
    values = {key: label.text() for key, label in dialog.daily_values.items()}
    assert values == {"played": "8", "won": "7", "current": "3 days", "best": "4 days"}
    shown = {level: (played.text(), won.text())
             for level, (played, won) in dialog.difficulty_values.items()}
    assert shown == {"easy": ("3", "3"), "medium": ("0", "0"), "hard": ("1", "0"),
                     "expert": ("0", "0"), None: ("4", "4")}
    # Difficulties are the picked game's; the Daily Deal's figures stay the player's own.
    two_cells = Game.from_code("FC1-C2-AAAAAKH")
    two_cells.play("1a")
    game_id = stats.start_game(two_cells, difficulty="expert")
    stats.finish(game_id, Result.WON, Progress(moves=1, saved=two_cells.to_dict()))
    dialog.refresh()
    assert dialog.select_kind("freecell:2")
    assert [won.text() for _played, won in dialog.difficulty_values.values()] == [
        "0", "0", "0", "1", "0"]
    assert dialog.daily_values["current"].text() == "3 days"
    dialog.reject()


def test_a_daily_deal_won_in_the_window_starts_a_streak(window, controller, prefs, modals,
                                                        qtbot):
    dialog = open_statistics(window)
    assert dialog.daily_values["current"].text() == "—"
    dialog.reject()
    prefs.set("automove", False)  # the solution names every move, foundations included
    window.daily_action.trigger()
    solution = solve(controller.game.start, controller.game.rules, max_nodes=200_000)
    assert solution.status == "solved"
    modals.answer(WonDialog, lambda box: box.reject())
    for move in solution.moves:
        assert controller.play(move)
    assert controller.game.is_won and not controller.played_by_solve
    qtbot.waitUntil(lambda: WonDialog in modals.kinds())
    dialog = open_statistics(window)
    assert dialog.daily_values["current"].text() == "1 day"
    assert dialog.daily_values["won"].text() == "1"
    dialog.reject()
