"""The fewest-cells challenge and the beginner's deals, in the real window.

The rating comes from a scripted service, so the fewest cells offered are
the test's and nothing waits for a worker process.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from freecell_qt.engine import GameCode, Preset, Rules
from freecell_qt.engine.fewest_cells import FewestCellsTable, aces_up_rules
from freecell_qt.engine.rating import Difficulty, Rating
from freecell_qt.engine.rules import DealOrder
from freecell_qt.engine.solver import solve
from freecell_qt.solving import advisor as advisor_module
from freecell_qt.solving import deal_rating
from freecell_qt.solving.messages import FindAnswer, FindRequest, RateAnswer, RateRequest
from freecell_qt.storage.statistics_db import game_key
from freecell_qt.windows import fewest_cells_list
from freecell_qt.windows.fewest_cells_list import FewestCellsListDialog
from freecell_qt.windows.new_game_dialog import NewGameDialog
from tests.gui.held_solver import HeldService

#: Won with one free cell (the rating's fewest).
DEAL = 8
CODE = "FC1-C4-AAAAAAI"


class ScriptedRating(HeldService):
    """Rates every deal with ``fewest`` cells; finds deal 5 when asked for a deal."""

    fewest: int | None = 1
    status = "rated"

    def _answer(self, request):
        if isinstance(request, RateRequest):
            difficulty = Difficulty.MEDIUM if self.fewest is not None else None
            return RateAnswer(request, Rating(difficulty, self.fewest, 100, self.status))
        if isinstance(request, FindRequest):
            from freecell_qt.engine.deal_finder import find_deal

            return FindAnswer(request, find_deal([5], request.rules, request.difficulty))
        return super()._answer(request)


@pytest.fixture
def challenge_window(qtbot, controller, prefs, monkeypatch):
    from freecell_qt.windows.main_window import MainWindow

    monkeypatch.setattr(advisor_module, "SolverService", lambda parent=None: HeldService({}))
    monkeypatch.setattr(deal_rating, "SolverService", lambda parent=None: ScriptedRating({}))
    prefs.set("confirm_abandon", False)
    prefs.set("show_verdict", True)  # the fewest cells come with the rating
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1100, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def rater_service(window) -> ScriptedRating:
    return window.rating_ui.rater.service


def status(window) -> str:
    return window.statusBar().currentMessage()


def start_challenge(box: QMessageBox) -> None:
    box.defaultButton().click()


def win_by_hand(qtbot, window) -> None:
    """Play the solver's win of the game on the table as the player's own moves."""
    controller = window.controller
    controller.set_automove(False)
    game = controller.game
    result = solve(game.position, game.rules)
    assert result.solved
    for move in result.moves:
        assert controller.play(move)
    qtbot.waitUntil(lambda: controller.game.is_won)


def test_the_challenge_waits_for_the_fewest_cells_then_starts_them(
        qtbot, challenge_window, modals):
    window = challenge_window
    service = rater_service(window)
    service.holding = True
    window.start(GameCode.parse(CODE))
    window.advisor.service.release_later()
    qtbot.waitUntil(lambda: any(isinstance(r, RateRequest) for r in service.asked))
    modals.answer(QMessageBox, start_challenge)
    window.fewest_cells_ui.offer_action.trigger()
    assert status(window) == "Working out the fewest cells..."
    assert window.controller.game.rules.cells == 4  # nothing started before the answer
    service.release_later()
    qtbot.waitUntil(lambda: window.controller.game.rules.cells == 1)
    [box] = modals.seen
    assert box.text() == "Challenge: win this deal with 1 free cell"
    assert str(window.controller.game.code) == "FC1-C1-AAAAAAI"
    assert window.windowTitle() == "Challenge: deal 8 with 1 free cell"
    window.restart_action.trigger()
    assert window.windowTitle() == "Challenge: deal 8 with 1 free cell"  # the same challenge
    win_by_hand(qtbot, window)
    stats = window.statistics_ui.statistics
    qtbot.waitUntil(lambda: len(stats.challenge_wins()) == 1)
    [won] = stats.challenge_wins()
    assert (won.deal, won.cells, won.code) == (DEAL, 1, "FC1-C1-AAAAAAI")
    # Apart from the ordinary wins, in the statistics dialog.
    window.statistics_ui.statistics_action.trigger()
    dialog = window.statistics_ui.dialog
    assert dialog.challenge_values["won"].text() == "1"
    assert dialog.challenge_values["fewest"].text() == "1 (deal 8)"
    dialog.close()
    # Another deal ends the challenge.
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))
    assert not window.windowTitle().startswith("Challenge")


def test_a_game_solve_played_is_no_challenge_won(qtbot, challenge_window, modals):
    window = challenge_window
    window.fewest_cells_ui.start(DEAL, 2)
    assert window.windowTitle() == "Challenge: deal 8 with 2 free cells"
    game = window.controller.game
    window.controller.set_automove(False)
    result = solve(game.position, game.rules)
    for move in result.moves:
        assert window.controller.play_demo_step(move)
    qtbot.waitUntil(lambda: window.controller.game.is_won)
    assert window.statistics_ui.statistics.challenge_wins() == []


@pytest.mark.parametrize(("fewest", "rating_status", "said"), [
    (None, "unknown", "could not settle the fewest free cells"),
    (None, "unsolvable", "cannot be won"),
])
def test_a_deal_the_rating_could_not_settle_says_so(qtbot, challenge_window, modals,
                                                    monkeypatch, fewest, rating_status, said):
    monkeypatch.setattr(ScriptedRating, "fewest", fewest)
    monkeypatch.setattr(ScriptedRating, "status", rating_status)
    window = challenge_window
    window.start(GameCode.parse(CODE))
    qtbot.waitUntil(lambda: window.rating_ui.rater.rating is not None)
    window.fewest_cells_ui.offer_action.trigger()
    assert said in status(window)
    assert modals.seen == [] and window.controller.game.rules.cells == 4


def test_with_the_verdict_hidden_the_offer_says_where_to_turn_it_on(
        qtbot, challenge_window, modals, prefs):
    prefs.set("show_verdict", False)
    challenge_window.fewest_cells_ui.offer_action.trigger()
    assert "turn it on in Preferences" in status(challenge_window)
    assert modals.seen == []


def test_the_list_opens_from_new_game_and_starts_a_listed_deal(
        qtbot, challenge_window, modals, monkeypatch):
    table = FewestCellsTable({0: (), 1: (617, 9), 2: (3,)}, "1-2", "1-2")
    monkeypatch.setattr(fewest_cells_list, "shipped_table", lambda: table)

    def pick_second_one_cell_deal(dialog: FewestCellsListDialog) -> None:
        dialog.show_cells(1)
        assert dialog.deal_list.count() == 2
        assert dialog.deal_list.item(0).text() == "Deal 617 with 1 free cell"
        dialog.deal_list.setCurrentRow(1)
        dialog.play_button.click()

    modals.answer(NewGameDialog, lambda dialog: dialog.challenges_button.click())
    modals.answer(FewestCellsListDialog, pick_second_one_cell_deal)
    window = challenge_window
    window.new_dialog_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.code == GameCode(Preset.FREECELL, 1, 9))
    assert window.windowTitle() == "Challenge: deal 9 with 1 free cell"
    assert [type(d) for d in modals.seen] == [NewGameDialog, FewestCellsListDialog]


def test_the_shipped_list_offers_deals_for_every_count(qtbot, challenge_window, modals):
    seen: list[int] = []

    def count(dialog: FewestCellsListDialog) -> None:
        for cells in range(5):
            dialog.show_cells(cells)
            seen.append(dialog.deal_list.count())
        dialog.reject()

    modals.answer(FewestCellsListDialog, count)
    challenge_window.fewest_cells_ui.list_action.trigger()
    assert len(seen) == 5 and all(n > 0 for n in seen)


def test_the_beginner_deal_is_one_rated_easy(qtbot, challenge_window, modals):
    window = challenge_window
    window.fewest_cells_ui.easy_action.trigger()
    request = next(r for r in rater_service(window).asked if isinstance(r, FindRequest))
    assert request.difficulty is Difficulty.EASY and request.rules.without_options() == Rules()
    qtbot.waitUntil(lambda: window.controller.game.code == GameCode(Preset.FREECELL, 4, 5))


def test_aces_up_deals_the_aces_to_the_foundations_and_its_code_gives_it_back(
        qtbot, challenge_window, modals):
    modals.answer(FewestCellsListDialog, lambda dialog: dialog.aces_button.click())
    window = challenge_window
    window.fewest_cells_ui.list_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.rules.deal is DealOrder.ACES_UP)
    game = window.controller.game
    # As dealt, before auto-move sends any 2 up.
    assert [[card.rank for card in pile] for pile in game.start.foundations] == [[1]] * 4
    assert [len(column) for column in game.start.columns] == [6] * 8
    code = game.code
    assert str(code).startswith("CU1-C4K8R0BAFAMSDU-")
    assert window.windowTitle() == f"FreeCell, aces up deal {code.deal_number:,}"
    # Filed apart from FreeCell's results.
    assert game_key(game.rules) != game_key(Rules())
    start = game.start
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))
    window.start(GameCode.parse(str(code)))
    assert window.controller.game.start == start
    assert window.controller.game.rules.without_options() == aces_up_rules()
