"""Game > Daily Challenges in the real window: the calendar, Play, wins, trophies, awards."""

from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from freecell_qt.engine.daily_challenges import challenge_code, daily_challenges
from freecell_qt.engine.rating import Difficulty
from freecell_qt.engine.solver import solve
from freecell_qt.storage.daily_challenge_records import DailyChallengeRecords
from freecell_qt.windows.end_dialogs import WonDialog
from tests.gui.test_main_window import menu_action

EASY, MEDIUM, HARD = Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD


def open_challenges(window):
    menu_action(window, "Game", "Daily Challenges...").trigger()
    dialog = window.daily_challenges_ui.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def records(window) -> DailyChallengeRecords:
    return window.daily_challenges_ui.records


def test_the_window_opens_on_today_with_its_three_deals(window):
    today = date.today()
    dialog = open_challenges(window)
    assert (dialog.calendar.yearShown(), dialog.calendar.monthShown()) == (today.year,
                                                                           today.month)
    assert dialog.selected_day() == today
    shown = [dialog.deal_labels[level].text() for level in (EASY, MEDIUM, HARD)]
    assert shown == [f"Deal {deal:,}" for deal in daily_challenges(today)]
    assert all(button.isEnabled() for button in dialog.play_buttons.values())
    assert dialog.calendar.won_on(today) == ()
    dialog.reject()


def test_play_deals_the_challenge_picked(window, controller):
    dialog = open_challenges(window)
    QTest.mouseClick(dialog.play_buttons[MEDIUM], Qt.MouseButton.LeftButton)
    assert controller.code == challenge_code(date.today(), MEDIUM)
    assert window.daily_challenges_ui.dialog is None  # closed: the table is the player's
    assert "Daily Challenge" in window.statusBar().currentMessage()


def win(controller, *, last_by_solve: bool = False) -> None:
    solution = solve(controller.game.start, controller.game.rules, max_nodes=200_000)
    assert solution.solved
    moves = list(solution.moves)
    for move in moves[:-1]:
        assert controller.play(move)
    last = controller.play_demo_step if last_by_solve else controller.play
    assert last(moves[-1])
    assert controller.game.is_won


def test_a_win_is_kept_once_and_shown_in_the_calendar(window, controller, prefs, modals,
                                                       qtbot):
    today = date.today()
    prefs.set("automove", False)  # the solution names every move, foundations included
    modals.answer(WonDialog, lambda box: box.reject())
    open_challenges(window).play_buttons[EASY].click()

    # Solve's last move makes the win Solve's: not the player's, not kept.
    win(controller, last_by_solve=True)
    assert records(window).wins() == set()
    assert "Earned" not in window.statusBar().currentMessage()

    window.restart_action.trigger()  # still the challenge
    win(controller)
    assert records(window).wins() == {(today, EASY)}
    assert window.statusBar().currentMessage() == "Earned: First Challenge."
    dialog = open_challenges(window)
    assert dialog.calendar.won_on(today) == (EASY,)
    assert dialog.state_labels[EASY].text() == "Won"
    assert dialog.state_labels[HARD].text() == ""
    assert dialog.earned_achievements() == ["first-challenge"]
    dialog.reject()

    # Won again: one win on record, no second notice.
    window.show_message("")
    window.restart_action.trigger()
    win(controller)
    assert records(window).wins() == {(today, EASY)}
    assert "Earned" not in window.statusBar().currentMessage()
    assert sorted(records(window).awards()) == ["first-challenge"]
    qtbot.waitUntil(lambda: WonDialog in modals.kinds())


def test_a_deal_played_otherwise_is_no_challenge(window, controller, prefs, modals):
    prefs.set("automove", False)
    modals.answer(WonDialog, lambda box: box.reject())
    open_challenges(window).play_buttons[EASY].click()
    window.new_action.trigger()  # another deal: the challenge is left
    controller.new_game(challenge_code(date.today(), EASY))
    win(controller)
    assert records(window).wins() == set()


def last_month(today: date) -> tuple[int, int]:
    first = today.replace(day=1) - timedelta(days=1)
    return first.year, first.month


def test_trophies_of_a_month_from_its_record(window):
    year, month = last_month(date.today())
    for day in range(1, 21):
        for level in (EASY, MEDIUM, HARD):
            records(window).record_win(date(year, month, day), level, 1)
    records(window).record_win(date(year, month, 21), EASY, 1)
    dialog = open_challenges(window)
    dialog.calendar.setCurrentPage(year, month)
    assert dialog.calendar.won_on(date(year, month, 21)) == (EASY,)
    text = dialog.month_label.text()
    assert text.startswith("20 days completed in ") and "Silver trophy earned." in text
    assert "Gold trophy at " in text
    # A day of a past month is no longer played for.
    dialog.calendar.setSelectedDate(dialog.calendar.selectedDate().addMonths(-1))
    assert not any(button.isEnabled() for button in dialog.play_buttons.values())
    dialog.reject()


def test_a_challenge_left_at_close_counts_once_resumed(qtbot, window, controller, prefs,
                                                       modals):
    from freecell_qt.controller import GameController
    from freecell_qt.engine import Game
    from freecell_qt.windows.main_window import MainWindow

    today = date.today()
    prefs.set("automove", False)
    modals.answer(WonDialog, lambda box: box.reject())
    open_challenges(window).play_buttons[EASY].click()
    assert prefs.challenge_in_play() == f"{today.isoformat()} easy"
    saved = controller.game.to_dict()

    # The next start: a window of its own on the same settings resumes the game.
    later = MainWindow(GameController(prefs))
    qtbot.addWidget(later)
    later.controller.set_game(Game.from_dict(saved))
    win(later.controller)
    assert records(later).wins() == {(today, EASY)}

    later.new_action.trigger()  # another deal: the challenge is left
    assert prefs.challenge_in_play() == ""
