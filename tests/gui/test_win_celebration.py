"""Winning a game in the real main window: the celebration on the table and the
dialog that says what the win means (issue 48, "the win" and "reduced motion").

Every wait is for a state or a dialog, never for a length of time: the
celebration is seen running by its cards away from home, and seen over by
the won dialog, which opens only once the last card is back.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import Move
from freecell_qt.storage.preferences import AnimationSpeed
from freecell_qt.storage.statistics import Progress, Result
from freecell_qt.table.layout import locations
from freecell_qt.windows.end_dialogs import WonDialog
from tests.gui.conftest import load_board

#: Two spades to go, the king on the queen: moving the king off wins (auto-move
#: sends both up), a move the deal's own auto-moves cannot make.
NEARLY_WON = "\n".join([
    "Foundations: H-K C-K D-K S-J",
    "Freecells: - - - -",
    ": QS KS", ":", ":", ":", ":", ":", ":", ":",
])
WINNING_MOVE = "1a"


def cards_at_home(window) -> bool:
    """Every card where the game has it: the won position, as Review and Replay need."""
    scene = window.scene
    where = locations(scene.shown)
    return all(
        scene.cards[card].pos() == QPointF(*scene.layout.card_origin(*place))
        for card, place in where.items())


def cards_away(window) -> bool:
    return not cards_at_home(window)


class Seen:
    """The won dialog as it opened, and what the table looked like then."""

    def __init__(self, window, answer=lambda dialog: dialog.reject()) -> None:
        self.window = window
        self.dialogs: list[WonDialog] = []
        self.celebrating_then: list[bool] = []
        self.home_then: list[bool] = []
        self.answer = answer

    def __call__(self, dialog) -> None:
        try:
            self.dialogs.append(dialog)
            self.celebrating_then.append(getattr(self.window.scene, "celebrating", None))
            self.home_then.append(cards_at_home(self.window))
        finally:
            # Answered whatever happens: a dialog left open would hold the test.
            try:
                self.answer(dialog)
            finally:
                if dialog.isVisible():
                    dialog.reject()


def win(window, controller) -> None:
    load_board(controller, NEARLY_WON)
    assert not controller.game.is_won
    controller.play(Move.parse(WINNING_MOVE))
    assert controller.game.is_won


def test_the_win_celebrates_then_ends_by_itself_with_the_table_as_won(
        qtbot, window, controller, prefs, modals):
    prefs.set("animation_speed", AnimationSpeed.FAST)
    seen = Seen(window)
    modals.answer(WonDialog, seen)
    win(window, controller)
    assert window.scene.celebrating
    # The cards leave their foundations...
    qtbot.waitUntil(lambda: cards_away(window) or not window.scene.celebrating)
    assert cards_away(window)
    # ...and the dialog comes once they are back, with nothing left to wait for.
    qtbot.waitUntil(lambda: bool(seen.dialogs))
    assert seen.celebrating_then == [False]
    assert seen.home_then == [True]
    assert not window.scene.animator.busy
    assert controller.game.is_won


def test_a_click_on_the_table_stops_the_celebration_at_once(
        qtbot, window, controller, prefs, modals):
    prefs.set("animation_speed", AnimationSpeed.NORMAL)
    seen = Seen(window)
    modals.answer(WonDialog, seen)
    win(window, controller)
    assert window.scene.celebrating
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    assert not window.scene.celebrating
    assert cards_at_home(window)
    qtbot.waitUntil(lambda: bool(seen.dialogs))
    assert seen.home_then == [True]


def test_a_key_stops_the_celebration_at_once(qtbot, window, controller, prefs, modals):
    prefs.set("animation_speed", AnimationSpeed.NORMAL)
    seen = Seen(window)
    modals.answer(WonDialog, seen)
    win(window, controller)
    assert window.scene.celebrating
    QTest.keyClick(window.view, Qt.Key.Key_Shift)
    assert not window.scene.celebrating
    assert cards_at_home(window)
    qtbot.waitUntil(lambda: bool(seen.dialogs))


def test_no_celebration_with_animation_off(qtbot, window, controller, prefs, modals):
    assert prefs.animation_speed is AnimationSpeed.OFF
    seen = Seen(window)
    modals.answer(WonDialog, seen)
    win(window, controller)
    assert not window.scene.celebrating
    assert not window.scene.animator.busy
    qtbot.waitUntil(lambda: bool(seen.dialogs))
    assert seen.home_then == [True]


def test_reduced_motion_means_no_celebration_and_no_flight(
        qtbot, window, controller, prefs, modals):
    prefs.set("animation_speed", AnimationSpeed.NORMAL)
    prefs.set_less_motion(True)
    # A move lands at once, as with animation off.
    controller.play(Move.parse("1a"))
    assert not window.scene.animator.busy
    seen = Seen(window)
    modals.answer(WonDialog, seen)
    win(window, controller)
    assert not window.scene.celebrating
    assert not window.scene.animator.busy
    qtbot.waitUntil(lambda: bool(seen.dialogs))
    assert seen.home_then == [True]


def test_reduced_motion_is_in_the_appearance_tab_and_follows_the_desktop(
        qtbot, window, prefs, monkeypatch, tmp_path):
    from freecell_qt.storage.preferences import Preferences
    from freecell_qt.windows.preferences_dialog import PreferencesDialog

    dialog = PreferencesDialog(prefs, window)
    qtbot.addWidget(dialog)
    assert not dialog.motion_check.isChecked()
    page = dialog.tabs.widget(1)
    assert dialog.tabs.tabText(1) == "Appearance"
    assert page.isAncestorOf(dialog.motion_check)
    dialog.motion_check.click()
    assert prefs.less_motion and prefs.reduced_motion == "on"
    assert prefs.motion == 0.0
    # A KDE desktop set to instant animations asks for it by default.
    config = tmp_path / "config"
    config.mkdir()
    (config / "kdeglobals").write_text("[KDE]\nAnimationDurationFactor=0\n")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "KDE")
    from PySide6.QtCore import QSettings

    fresh = Preferences(QSettings(str(tmp_path / "fresh.ini"), QSettings.Format.IniFormat))
    assert fresh.reduced_motion == "auto" and fresh.less_motion
    fresh.set_less_motion(False)  # the player's choice wins over the desktop's
    assert not fresh.less_motion


# -- the dialog --------------------------------------------------------------------
def _past(statistics, controller, moves: int, score: int, seconds: float,
          result: Result) -> None:
    """A finished game of the same game (the board's rules) in the statistics."""
    row = statistics.start_game(controller.game)
    statistics.finish(row, result, Progress(moves, score, seconds))


@pytest.fixture
def history(window, controller):
    """Four earlier games of 4-cell FreeCell: won, lost, won, won."""
    statistics = window.statistics_ui.statistics
    load_board(controller, NEARLY_WON)
    for moves, score, seconds, result in ((90, 500, 300.0, Result.WON),
                                          (40, 100, 200.0, Result.LOST),
                                          (80, 20, 250.0, Result.WON),
                                          (85, 900, 400.0, Result.WON)):
        _past(statistics, controller, moves, score, seconds, result)
    return statistics


def test_the_dialog_says_the_streak_the_places_and_the_difficulty(
        qtbot, window, controller, history, modals):
    seen = Seen(window)
    modals.answer(WonDialog, seen)
    load_board(controller, NEARLY_WON)
    controller.set_difficulty("hard")
    controller.play(Move.parse(WINNING_MOVE))
    qtbot.waitUntil(lambda: bool(seen.dialogs))
    dialog = seen.dialogs[0]
    assert dialog.streak_label is not None and dialog.streak_label.text() == "3"
    assert dialog.difficulty_label.text() == "Hard"
    # Four wins with this one; its score of 20 ties the lowest (place 3 of 4:
    # 900 and 500 are better), and its time is the best.
    assert controller.game.score == 20
    assert dialog.places_label is not None
    assert dialog.places_label.text() == ("Your best time of 4 wins. "
                                          "Your score is number 3 of 4 wins.")


def test_a_win_by_solve_is_no_win_of_the_player(qtbot, window, controller, history, modals):
    seen = Seen(window)
    modals.answer(WonDialog, seen)
    load_board(controller, NEARLY_WON)
    for step in ("1a", "1h", "ah"):
        assert controller.play_demo_step(Move.parse(step))
    assert controller.game.is_won
    qtbot.waitUntil(lambda: bool(seen.dialogs))
    dialog = seen.dialogs[0]
    assert dialog.windowTitle() == "Solved"
    assert dialog.streak_label is None and dialog.places_label is None
    assert dialog.difficulty_label.text() == "Not rated"


def test_a_first_win_says_so(qtbot, window, controller, modals):
    seen = Seen(window)
    modals.answer(WonDialog, seen)
    win(window, controller)
    qtbot.waitUntil(lambda: bool(seen.dialogs))
    dialog = seen.dialogs[0]
    assert dialog.streak_label is not None and dialog.streak_label.text() == "1"
    assert dialog.places_label is not None
    assert dialog.places_label.text() == "Your first win of this game."


# -- its buttons ---------------------------------------------------------------------
def _choose(choice: str):
    return lambda dialog: dialog.buttons_by_choice[choice].click()


def test_new_game_deals_another(qtbot, window, controller, modals):
    seen = Seen(window, _choose("new"))
    modals.answer(WonDialog, seen)
    win(window, controller)
    qtbot.waitUntil(lambda: bool(seen.dialogs) and not controller.game.is_won)
    assert controller.game.code is not None
    assert controller.game.move_count == 0


def test_replay_shows_the_won_game_from_its_deal_and_gives_it_back(
        qtbot, window, controller, modals):
    seen = Seen(window, _choose("replay"))
    modals.answer(WonDialog, seen)
    win(window, controller)
    won = controller.game
    qtbot.waitUntil(lambda: controller.read_only)
    bar = window.statistics_ui.replay_bar
    assert bar.isVisible() and bar.length == won.move_count
    assert controller.game is not won and controller.game.position == won.start
    bar.close_replay()
    assert controller.game is won and won.is_won
    assert cards_at_home(window)


def test_review_opens_the_review_of_the_won_game(qtbot, window, controller, modals):
    from freecell_qt.windows.review_dialog import ReviewDialog

    seen = Seen(window, _choose("review"))
    modals.answer(WonDialog, seen)
    # The review is window-modal: answered here, or the modal watcher would
    # reject it (and delete it) before a look from outside could find it.
    reviewed: list[object] = []

    def look(dialog) -> None:
        reviewed.append(dialog.game)
        dialog.close()

    modals.answer(ReviewDialog, look)
    win(window, controller)
    qtbot.waitUntil(lambda: bool(reviewed))
    assert modals.kinds() == [WonDialog, ReviewDialog]
    assert reviewed == [controller.game] and controller.game.is_won


def test_play_again_restarts_the_deal(qtbot, window, controller, modals):
    seen = Seen(window, _choose("again"))
    modals.answer(WonDialog, seen)
    win(window, controller)
    start = controller.game.start
    qtbot.waitUntil(lambda: bool(seen.dialogs) and not controller.game.is_won)
    assert controller.game.position == start
