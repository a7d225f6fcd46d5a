"""Winnable deals only, deals of a chosen difficulty, and the rating in the status bar,
through the real main window and its solver workers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import GameCode, Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rating import OWN_BUDGET, Difficulty, rate
from freecell_qt.engine.solver import solve
from freecell_qt.solving import deal_rating
from freecell_qt.windows.new_game_dialog import NewGameDialog
from freecell_qt.words.rating_words import difficulty_name

ONE_CELL = Rules(Preset.FREECELL, 1)
#: With one free cell, deal 3 is proven lost and deal 2 won, each within a second.
LOST_WITH_ONE_CELL, WON_WITH_ONE_CELL = 3, 2
#: A search for a deal must answer well within this, however busy the machine.
WAIT_MS = 90_000


def draw(monkeypatch, numbers: list[int]) -> None:
    """Make the random candidates ``numbers``, then the last of them over and over."""
    drawn = iter(numbers)
    monkeypatch.setattr(deal_rating, "random_deal_number",
                        lambda: next(drawn, numbers[-1]))


def status(window) -> str:
    return window.statusBar().currentMessage()


def said(window, words: str) -> bool:
    """Whether a status-bar message of the session had ``words``: the bar itself may
    have moved on to the next message, or let it go after its seconds, by the time
    a loaded machine gets to look."""
    return any(words in text for _when, text in window.message_bar.messages)


def test_winnable_only_skips_a_deal_the_solver_cannot_win(qtbot, window, controller, prefs,
                                                          monkeypatch):
    window.start(GameCode.for_rules(ONE_CELL, 5))
    prefs.set("winnable_deals", "auto")
    assert prefs.winnable_only(ONE_CELL), "on by default where lost deals are common"
    draw(monkeypatch, [LOST_WITH_ONE_CELL, WON_WITH_ONE_CELL])
    window.new_action.trigger()
    qtbot.waitUntil(lambda: controller.game.deal_number != 5, timeout=WAIT_MS)
    game = controller.game
    assert (game.deal_number, game.rules.without_options()) == (WON_WITH_ONE_CELL, ONE_CELL)
    assert solve(game.start, game.rules, max_nodes=OWN_BUDGET).solved
    skipped = initial_position(ONE_CELL, LOST_WITH_ONE_CELL)
    assert not solve(skipped, ONE_CELL, max_nodes=OWN_BUDGET).solved
    assert said(window, "proven winnable")
    assert not window.rating_ui.cancel_button.isVisible()


def test_winnable_only_deals_only_what_the_solver_has_solved(qtbot, window, controller, prefs):
    three_cells = Rules(Preset.FREECELL, 3)
    window.start(GameCode.for_rules(three_cells, 5))
    prefs.set_winnable_only(True)
    for _ in range(2):
        before = controller.game.deal_number
        window.new_action.trigger()
        qtbot.waitUntil(lambda before=before: controller.game.deal_number != before,
                        timeout=WAIT_MS)
        game = controller.game
        assert game.rules.without_options() == three_cells
        assert solve(game.start, game.rules, max_nodes=OWN_BUDGET).solved


def test_with_winnable_only_off_a_random_deal_comes_at_once(window, controller, prefs,
                                                            monkeypatch):
    prefs.set("winnable_deals", "auto")
    assert not prefs.winnable_only(Rules()), "off for 4-cell FreeCell"
    monkeypatch.setattr("freecell_qt.controller.random_deal_number", lambda: 11982)
    window.new_action.trigger()
    assert controller.game.deal_number == 11982
    assert not window.rating_ui.searching


def test_winnable_only_finds_the_rare_winnable_deal_with_no_free_cell(qtbot, window,
                                                                      controller, prefs,
                                                                      monkeypatch):
    # With no free cell, deals 165-891 are all lost or past the budget and
    # 892 is won: the 728th candidate. The search goes on that far.
    no_cells = Rules(Preset.FREECELL, 0)
    window.start(GameCode.for_rules(no_cells, 5))
    prefs.set("winnable_deals", "auto")
    draw(monkeypatch, list(range(165, 1000)))
    window.new_action.trigger()
    qtbot.waitUntil(lambda: controller.game.deal_number != 5, timeout=WAIT_MS)
    assert controller.game.deal_number == 892
    assert solve(controller.game.start, no_cells, max_nodes=OWN_BUDGET).solved
    assert said(window, "candidate 728")


@pytest.mark.parametrize("limit", ["candidates", "time"])
def test_a_search_that_finds_nothing_says_so_and_keeps_the_game(qtbot, window, controller,
                                                                prefs, monkeypatch, limit):
    window.start(GameCode.for_rules(ONE_CELL, 5))
    prefs.set_winnable_only(True)
    if limit == "candidates":
        monkeypatch.setattr(deal_rating, "CANDIDATES", 3)
    else:
        monkeypatch.setattr(deal_rating, "FIND_SECONDS", 1e-9)
    draw(monkeypatch, [LOST_WITH_ONE_CELL])
    before = controller.game.position
    window.new_action.trigger()
    qtbot.waitUntil(lambda: not window.rating_ui.searching, timeout=WAIT_MS)
    tried = 3 if limit == "candidates" else 1
    assert status(window) == (f"No suitable deal among {tried} tried; the game in play is "
                              "unchanged.")
    assert (controller.game.position, controller.game.deal_number) == (before, 5)
    assert not window.rating_ui.cancel_button.isVisible()


@pytest.mark.parametrize("how", ["escape", "cancel button"])
def test_stopping_the_search_keeps_the_game_in_play(qtbot, window, controller, prefs,
                                                    monkeypatch, how):
    prefs.set_winnable_only(True)
    draw(monkeypatch, [11982])  # never proven winnable: the search goes on
    before = controller.game.position, controller.game.deal_number
    window.new_action.trigger()
    qtbot.waitUntil(lambda: "candidate" in status(window), timeout=WAIT_MS)
    assert window.rating_ui.searching
    assert window.rating_ui.cancel_button.isVisible()
    if how == "escape":
        QTest.keyClick(window.view, Qt.Key.Key_Escape)
    else:
        window.rating_ui.cancel_button.click()
    assert not window.rating_ui.searching
    assert "unchanged" in status(window)
    # A search left running would keep the rater busy until it ended.
    qtbot.waitUntil(lambda: not window.rating_ui.rater.busy, timeout=WAIT_MS)
    assert (controller.game.position, controller.game.deal_number) == before
    assert not window.rating_ui.cancel_button.isVisible()
    assert not window.rating_ui.watching_escape, "Esc is free again"


def test_a_chosen_difficulty_deals_a_deal_rated_so(qtbot, window, controller, prefs,
                                                  monkeypatch, modals):
    wanted = rate(initial_position(Rules(), 3), Rules()).difficulty
    assert wanted is not None
    candidates = [1, 3]
    draw(monkeypatch, candidates)

    def choose(dialog: NewGameDialog) -> None:
        dialog.random_radio.setChecked(True)
        dialog.difficulty_combo.setCurrentIndex(dialog.difficulty_combo.findData(wanted.value))
        assert dialog.winnable_check.isChecked() and not dialog.winnable_check.isEnabled()
        dialog.accept()

    modals.answer(NewGameDialog, choose)
    window.new_dialog_action.trigger()
    qtbot.waitUntil(lambda: controller.game.deal_number != 267, timeout=WAIT_MS)
    expected = next(n for n in candidates
                    if rate(initial_position(Rules(), n), Rules()).difficulty is wanted)
    assert controller.game.deal_number == expected
    assert rate(controller.game.start, controller.game.rules).difficulty is wanted
    assert prefs.wanted_difficulty is wanted, "plain New Game follows the same choice"


def test_an_expert_deal_with_one_cell_is_found_and_shown_expert(qtbot, window, controller,
                                                                prefs, monkeypatch, modals):
    # No win within the candidates' own budget is expert with one free cell:
    # deal 26 is only won past it. Lost deal 3 and medium deal 195 come first.
    prefs.set("show_verdict", True)
    draw(monkeypatch, [LOST_WITH_ONE_CELL, 195, 26])

    def choose(dialog: NewGameDialog) -> None:
        dialog.cells_spin.setValue(1)
        dialog.random_radio.setChecked(True)
        combo = dialog.difficulty_combo
        combo.setCurrentIndex(combo.findData(Difficulty.EXPERT.value))
        dialog.accept()

    modals.answer(NewGameDialog, choose)
    window.new_dialog_action.trigger()
    qtbot.waitUntil(lambda: controller.game.deal_number == 26, timeout=WAIT_MS)
    assert controller.game.rules.without_options() == ONE_CELL
    assert "rated Expert" in status(window)
    label = window.rating_ui.rating_label
    qtbot.waitUntil(lambda: label.text() == "Difficulty: Expert", timeout=WAIT_MS)
    assert label.isVisible()
    assert "Winnable" in window.assist.verdict_label.text()


def test_a_numbered_deal_is_dealt_as_asked_whatever_the_difficulty(window, controller, prefs,
                                                                   modals):
    prefs.set("difficulty", Difficulty.EXPERT.value)

    def choose(dialog: NewGameDialog) -> None:
        dialog.deal_edit.setText("11982")
        assert not dialog.difficulty_combo.isEnabled()
        dialog.accept()

    modals.answer(NewGameDialog, choose)
    window.play_deal_action.trigger()
    assert controller.game.deal_number == 11982
    assert not window.rating_ui.searching


def test_the_status_bar_shows_the_rating(qtbot, window, controller, prefs):
    prefs.set("show_verdict", True)
    window.start(GameCode.for_rules(Rules(), 3))
    label = window.rating_ui.rating_label
    assert label.text() == "Difficulty: rating..."
    expected = rate(controller.game.start, controller.game.rules)
    assert expected.difficulty is not None
    qtbot.waitUntil(lambda: label.text() == f"Difficulty: {difficulty_name(expected.difficulty)}",
                    timeout=WAIT_MS)
    assert label.isVisible()
    assert f"Winnable with {expected.fewest_cells} free cells" in label.toolTip()
    assert controller.difficulty == expected.difficulty.value
    prefs.set("show_verdict", False)
    assert not label.isVisible()


# -- the dialog and the preferences -----------------------------------------------
def test_winnable_only_follows_the_game_until_the_player_says(qtbot, prefs):
    prefs.set("winnable_deals", "auto")
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    assert not dialog.winnable_check.isChecked(), "4-cell FreeCell: off"
    dialog.cells_spin.setValue(2)
    assert dialog.winnable_check.isChecked(), "2-cell FreeCell: on"
    dialog.reject()
    assert prefs.winnable_deals == "auto", "nothing kept without OK"
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.winnable_check.click()
    assert dialog.winnable_check.isChecked()
    dialog.accept()
    assert prefs.winnable_only(Rules()) and prefs.winnable_only(Rules.preset("bakers-game"))


def test_bad_values_are_the_defaults(settings):
    from freecell_qt.storage.preferences import Preferences

    settings.setValue("winnable_deals", "banana")
    settings.setValue("difficulty", "impossible")
    prefs = Preferences(settings)
    assert prefs.winnable_only(Rules(Preset.FREECELL, 2))
    assert not prefs.winnable_only(Rules())
    assert prefs.wanted_difficulty is None


def test_the_first_deal_at_start_is_proven_winnable_too(qtbot, window, controller, prefs,
                                                        monkeypatch):
    from freecell_qt.services.autosave import Autosave
    from freecell_qt.windows.session import start_first_game

    prefs.set("resume", False)
    prefs.choose_game(ONE_CELL)
    prefs.set("winnable_deals", "auto")
    monkeypatch.setattr("freecell_qt.controller.random_deal_number",
                        lambda: LOST_WITH_ONE_CELL)
    draw(monkeypatch, [LOST_WITH_ONE_CELL, WON_WITH_ONE_CELL])
    start_first_game(window, Autosave(controller, parent=window))
    qtbot.waitUntil(lambda: controller.game.deal_number == WON_WITH_ONE_CELL, timeout=WAIT_MS)
    game = controller.game
    assert game.rules.without_options() == ONE_CELL
    assert solve(game.start, game.rules, max_nodes=OWN_BUDGET).solved
    assert said(window, "proven winnable")
