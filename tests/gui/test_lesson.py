"""The first lesson where the player meets it: Help > First Lesson in the real
window, each step passed by a real drag, double click or key, the game in play
put back exactly when the lesson is left, nothing of it in the statistics,
and the first start's offer."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest

from freecell_qt.controller import GameController
from freecell_qt.engine import Card, Game, GameCode, Move, Pile
from freecell_qt.engine.lesson import Task, does, lesson_game, refusal_to_try
from freecell_qt.services.autosave import Autosave, read_autosave
from freecell_qt.storage.preferences import Preferences
from freecell_qt.windows.lesson_bar import Face
from freecell_qt.windows.main_window import MainWindow
from freecell_qt.windows.session import start_first_game
from tests.gui.conftest import Mouse, preferences_for_tests

DEAL = GameCode.parse("FC1-C4-AAAAAKH")


@pytest.fixture
def in_process(monkeypatch):
    """Hints worked out in the test's process (the worker's own code)."""
    from freecell_qt.solving import advisor, deal_rating
    from tests.gui.held_solver import HeldService, InProcessService

    monkeypatch.setattr(advisor, "SolverService", lambda parent=None: InProcessService({}))
    monkeypatch.setattr(deal_rating, "SolverService", lambda parent=None: HeldService({}))


def help_menu(window: MainWindow) -> list[QAction]:
    [menu] = [action.menu() for action in window.menuBar().actions()
              if action.text() == "&Help"]
    return [action for action in menu.actions() if not action.isSeparator()]


def c(text: str) -> Card:
    return Card.parse(text)


def drag(window: MainWindow, card: Card, pile: Pile) -> None:
    """Grab ``card`` by its visible strip (its top edge, as a player grabs a card
    under others) and drop it on ``pile``."""
    scene = window.scene
    rect = scene.cards[card].sceneBoundingRect()
    Mouse(window.view).drag(QPointF(rect.center().x(), rect.top() + 6),
                            scene.pile_rect(pile).center())
    scene.finish_animations()


def key(window: MainWindow, which: Qt.Key,
        modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, which, modifier)


def step_shown(window: MainWindow) -> str:
    bar = window.lesson_ui.bar
    assert bar.isVisible()
    return bar.step_label.text()


def start_lesson(window: MainWindow) -> None:
    [action] = [action for action in help_menu(window) if action.text() == "First &Lesson"]
    action.trigger()
    window.scene.finish_animations()


def spoken(window: MainWindow) -> list[str]:
    said: list[str] = []
    window.view.speech.said.connect(lambda text, _assertive: said.append(text))
    return said


def win(window: MainWindow) -> None:
    """Send up what can go, else park a card in a cell, through the controller."""
    controller = window.controller
    while not controller.game.is_won:
        game = controller.game
        moves = game.legal_moves()
        up = [move for move in moves if does(Task.FOUNDATION, game.position, move)]
        parked = [move for move in moves if does(Task.FREE_CELL, game.position, move)]
        assert controller.play((up or parked)[0])
    window.scene.finish_animations()


def test_help_has_first_lesson_and_its_accelerators_are_unique(window):
    texts = [action.text() for action in help_menu(window)]
    assert "First &Lesson" in texts
    letters = [text[text.index("&") + 1].lower() for text in texts]
    assert len(letters) == len(set(letters)), texts


def test_help_starts_the_lesson_on_the_prepared_board(qtbot, window, controller):
    playing = controller.game
    said = spoken(window)
    start_lesson(window)
    game = controller.game
    assert controller.in_lesson and game is not playing
    assert game.start == lesson_game().start and game.rules.columns == 4
    assert window.scene.shown == game.position
    assert step_shown(window) == "Step 1 of 8"
    assert window.windowTitle() == "First Lesson"
    assert not controller.read_only and not controller.players_own
    # The cards step 1 wants are marked, as a hint is.
    assert window.scene.marks["hint"].isVisible()
    # A screen reader hears the title, then the step.
    qtbot.waitUntil(lambda: any(text.startswith("Step 1 of 8") for text in said))
    first_step = next(n for n, text in enumerate(said) if text.startswith("Step 1 of 8"))
    assert "First Lesson" in said[:first_step]


def test_each_step_passes_on_a_real_move_and_the_lesson_is_won(qtbot, in_process, window,
                                                                 controller, modals):
    won: list[bool] = []
    controller.won.connect(lambda: won.append(True))
    start_lesson(window)
    said = spoken(window)
    lesson = window.lesson_ui.lesson
    # 1: a card onto another column (a drag).
    assert "jack of diamonds onto the queen of spades" in window.lesson_ui.bar.text_label.text()
    drag(window, c("JD"), Pile.column(1))
    assert step_shown(window) == "Step 2 of 8" and lesson.task is Task.FREE_CELL
    qtbot.waitUntil(lambda: any(text.startswith("Step 2 of 8") for text in said))
    # 2: a card into a free cell (a drag).
    drag(window, c("TH"), Pile.cell(0))
    assert controller.game.position.cells[0] == c("TH")
    assert step_shown(window) == "Step 3 of 8"
    # 3: a card to its foundation (a double click).
    Mouse(window.view).double_click(window.scene.cards[c("9H")].sceneBoundingRect().center())
    window.scene.finish_animations()
    assert controller.game.position.cards_on_foundations() == 52 - 15 + 1
    assert step_shown(window) == "Step 4 of 8"
    assert "(free cells + 1) × 2^(empty columns) at most, 4 here" in (
        window.lesson_ui.bar.text_label.text())
    # 4: a run as a whole: the queen of spades and the jack on it onto the king of hearts.
    drag(window, c("QS"), Pile.column(0))
    assert controller.game.position.columns[0][-2:] == (c("QS"), c("JD"))
    assert step_shown(window) == "Step 5 of 8"
    # 5: a move the rules refuse, and why.
    game = controller.game
    refusal = refusal_to_try(game.position, game.rules)
    assert refusal is not None
    drag(window, refusal.card, refusal.dest)
    reason = window.statusBar().currentMessage()
    assert reason
    assert step_shown(window) == "Step 6 of 8"
    assert reason in window.lesson_ui.bar.text_label.text()
    # Heard after the refusal, which would cut it off if it came first.
    qtbot.waitUntil(lambda: said[-1].startswith("Step 6 of 8"))
    assert said[-2] == reason
    # 6: undo (Ctrl+Z): the run goes back.
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.game.position.columns[1][-2:] == (c("QS"), c("JD"))
    assert step_shown(window) == "Step 7 of 8"
    # 7: a hint (H), marked on the table.
    with qtbot.waitSignal(window.advisor.hintReady, timeout=30000):
        key(window, Qt.Key.Key_H)
    assert step_shown(window) == "Step 8 of 8"
    qtbot.waitUntil(lambda: window.scene.marks["hint"].isVisible(), timeout=30000)
    # 8: win the little deal.
    win(window)
    bar = window.lesson_ui.bar
    assert bar.face is Face.END and step_shown(window) == "Well done!"
    assert bar.play_button.isVisible() and bar.again_button.isVisible()
    assert not bar.skip_button.isVisible()
    assert won == [] and modals.seen == []  # no win dialog, no win of the player's


def test_a_move_of_another_kind_does_not_break_the_lesson(window, controller):
    start_lesson(window)
    drag(window, c("TH"), Pile.cell(0))  # asked: a card onto a column
    assert step_shown(window) == "Step 1 of 8"
    drag(window, c("JD"), Pile.column(1))
    assert step_shown(window) == "Step 3 of 8"  # the free cell was done already
    # A step the position no longer allows says how to go on, and marks nothing.
    start_lesson(window)
    for _ in range(3):
        window.lesson_ui.skip()  # each plays the step's move for the player
    assert step_shown(window) == "Step 4 of 8"
    assert controller.game.move_count == 3
    drag(window, c("JD"), Pile.cell(3))  # the run is broken up: none is left to move
    assert window.lesson_ui.bar.text_label.text() == (
        "This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.")
    assert not window.scene.marks["hint"].isVisible()


def play_some(controller: GameController) -> None:
    for token in ("1a", "2b", "3c"):
        assert controller.play(Move.parse(token))
    controller.undo()  # a move to redo, which the lesson must not take


@pytest.mark.parametrize("skips", [0, 3, 7, 8])
def test_leaving_at_any_step_puts_the_game_back_exactly(window, controller, skips):
    play_some(controller)
    controller.count_hint()
    playing = controller.game
    steps, current, undos = playing.steps, playing.current, playing.undo_count
    position, hints = playing.position, controller.hints_used
    before, clock_at = controller.elapsed(), time.monotonic()
    start_lesson(window)
    in_at = time.monotonic()
    drag(window, c("JD"), Pile.column(1))
    for _ in range(skips):
        window.lesson_ui.skip()
    out_at = time.monotonic()
    key(window, Qt.Key.Key_Escape)  # Leave Lesson
    after, now = controller.elapsed(), time.monotonic()
    assert not controller.in_lesson and not window.lesson_ui.bar.isVisible()
    assert controller.game is playing
    assert (playing.steps, playing.current, playing.undo_count) == (steps, current, undos)
    assert playing.position == position and window.scene.shown == position
    assert controller.hints_used == hints and playing.can_redo
    assert window.undo_action.isEnabled() and window.redo_action.isEnabled()
    assert window.windowTitle() != "First Lesson"
    # The clock stood still while the lesson was on.
    assert before <= after <= before + (in_at - clock_at) + (now - out_at) + 1e-6
    controller.undo()
    assert playing.current == current - 1


def test_escape_leaves_only_while_the_lesson_is_on(window, controller):
    play_some(controller)
    key(window, Qt.Key.Key_Escape)
    assert not controller.in_lesson
    start_lesson(window)
    key(window, Qt.Key.Key_Escape)
    assert not controller.in_lesson


def test_taking_it_again_starts_at_step_1(window, controller):
    start_lesson(window)
    drag(window, c("JD"), Pile.column(1))
    assert step_shown(window) == "Step 2 of 8"
    start_lesson(window)
    assert step_shown(window) == "Step 1 of 8"
    assert controller.game.position == lesson_game().start
    drag(window, c("JD"), Pile.column(1))
    window.restart_action.trigger()  # Restart Deal in a lesson: the lesson again
    assert step_shown(window) == "Step 1 of 8" and controller.in_lesson
    assert controller.game.position == lesson_game().start
    win(window)
    window.lesson_ui.bar.again_button.click()
    window.scene.finish_animations()
    assert step_shown(window) == "Step 1 of 8" and controller.in_lesson


def test_play_a_deal_after_the_lesson_goes_back_to_the_game(window, controller):
    playing = controller.game
    start_lesson(window)
    win(window)
    window.lesson_ui.bar.play_button.click()
    assert not controller.in_lesson and controller.game is playing


def test_a_lesson_counts_nowhere(tmp_path, window, controller):
    statistics = window.statistics_ui.statistics
    autosave = Autosave(controller, parent=window)
    window.use_autosave(autosave)
    start_lesson(window)
    drag(window, c("JD"), Pile.column(1))
    win(window)
    window.statistics_ui.recorder.flush()
    assert autosave.save_now()
    assert not statistics.has_games()
    assert window.daily_challenges_ui.records.wins() == set()
    assert window.daily_challenges_ui.records.awards() == set()
    saved = read_autosave(autosave.path)
    assert saved is not None and saved.game.code == DEAL
    # The game in play, with a move, is recorded as ever once back.
    window.lesson_ui.leave()
    assert controller.play(Move.parse("1a"))
    window.statistics_ui.recorder.flush()
    assert [row["code"] for row in statistics.read("SELECT code FROM games")] == [str(DEAL)]


def test_another_game_ends_the_lesson_first(window, controller):
    playing = controller.game
    start_lesson(window)
    window.new_action.trigger()
    assert not controller.in_lesson and not window.lesson_ui.bar.isVisible()
    assert controller.game is not playing and controller.game.rules.columns == 8
    # Whatever brings another game: the Daily Deal here.
    start_lesson(window)
    window.daily_action.trigger()
    assert not controller.in_lesson and not controller.holding
    assert controller.daily is not None and controller.game.rules.columns == 8
    start_lesson(window)
    kept = window.lesson_ui
    window.statistics_ui.replay(Game.new(5), "5")
    assert not controller.in_lesson and controller.read_only and not kept.bar.isVisible()
    controller.leave_replay()
    assert controller.game.rules.columns == 8 and not controller.read_only


# -- the first start's offer ----------------------------------------------------
def offered_window(qtbot, prefs: Preferences, **asked) -> MainWindow:
    window = MainWindow(GameController(prefs))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    start_first_game(window, Autosave(window.controller, parent=window), **asked)
    return window


def test_the_first_start_offers_the_lesson_once(qtbot, settings):
    prefs = preferences_for_tests(settings)
    prefs.set("offer_lesson", True)
    window = offered_window(qtbot, prefs)
    bar = window.lesson_ui.bar
    assert bar.isVisible() and bar.face is Face.OFFER
    assert bar.step_label.text() == "New to FreeCell?"
    assert bar.start_button.isVisible() and bar.no_button.isVisible()
    assert not window.controller.in_lesson  # the table is the player's till they say yes
    assert window.controller.game.code is not None
    bar.start_button.click()
    assert window.controller.in_lesson and step_shown(window) == "Step 1 of 8"
    window.close()
    # The second start: no offer.
    again = offered_window(qtbot, Preferences(QSettings(settings.fileName(),
                                                        QSettings.Format.IniFormat)))
    assert not again.lesson_ui.bar.isVisible()


def test_no_thanks_puts_the_offer_away(qtbot, settings):
    prefs = preferences_for_tests(settings)
    prefs.set("offer_lesson", True)
    window = offered_window(qtbot, prefs)
    window.lesson_ui.bar.no_button.click()
    assert not window.lesson_ui.bar.isVisible() and not window.controller.in_lesson
    assert "Help menu" in window.statusBar().currentMessage()
    assert not prefs.offer_lesson


def test_no_offer_with_a_deal_asked_for_nor_to_a_player_with_games(qtbot, settings):
    prefs = preferences_for_tests(settings)
    prefs.set("offer_lesson", True)
    window = offered_window(qtbot, prefs, code=DEAL)
    assert not window.lesson_ui.bar.isVisible() and window.controller.code == DEAL
    assert prefs.offer_lesson  # still to offer at a start that names no deal
    window.close()
    assert window.controller.play(Move.parse("1a"))
    window.statistics_ui.recorder.flush()
    again = offered_window(qtbot, prefs)
    assert not again.lesson_ui.bar.isVisible()


def test_tests_never_meet_the_offer(qtbot, prefs):
    window = offered_window(qtbot, prefs)
    assert not window.lesson_ui.bar.isVisible()


def test_a_challenge_in_play_waits_through_a_lesson(window, controller):
    from freecell_qt.engine.rating import Difficulty

    daily = window.daily_challenges_ui
    daily.play(daily.today(), Difficulty.EASY)
    playing = daily.playing
    assert playing is not None
    start_lesson(window)
    win(window)
    window.lesson_ui.leave()
    assert daily.playing == playing and controller.code == playing[2]
    fewest = window.fewest_cells_ui
    fewest.start(7, 2)
    active = fewest.active
    assert active is not None
    start_lesson(window)
    key(window, Qt.Key.Key_Escape)
    assert fewest.active == active and controller.code == active


@pytest.mark.parametrize(("width", "height"), [(1280, 900), (800, 600)])
def test_the_bar_shows_each_step_whole_and_stays_small(qtbot, window, width, height):
    window.resize(width, height)
    start_lesson(window)
    bar = window.lesson_ui.bar
    label = bar.text_label
    for _ in range(window.lesson_ui.lesson.count + 1):
        qtbot.waitUntil(lambda: bar.width() == window.width())
        QTest.qWait(0)  # the layout's pass after the text changed
        qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
        assert bar.height() <= height // 6, (bar.height(), label.text())
        assert window.width() == width  # no word pushes the window wider
        for button in (bar.skip_button, bar.leave_button, bar.play_button, bar.again_button):
            if button.isVisible():
                assert bar.rect().contains(button.geometry()), button.text()
                assert button.width() >= button.sizeHint().width(), button.text()
        window.lesson_ui.skip()
    assert bar.face is Face.END


def test_the_offer_steps_aside_once_the_player_plays(qtbot, settings):
    prefs = preferences_for_tests(settings)
    prefs.set("offer_lesson", True)
    window = offered_window(qtbot, prefs)
    assert window.lesson_ui.bar.isVisible()
    assert window.controller.play(Move.parse("1a"))
    assert not window.lesson_ui.bar.isVisible() and not window.controller.in_lesson


def test_skip_plays_the_steps_move_so_the_next_steps_can_be_done(window, controller):
    start_lesson(window)
    for step in range(1, 5):
        assert step_shown(window) == f"Step {step} of 8"
        assert controller.game.move_count == step - 1
        window.lesson_ui.skip()
    # The run was moved for the player, as its step showed it.
    assert controller.game.move_count == 4
    assert step_shown(window) == "Step 5 of 8"  # a refusal: no move to play for it
    window.lesson_ui.skip()
    assert step_shown(window) == "Step 6 of 8"
    assert controller.game.move_count == 4
