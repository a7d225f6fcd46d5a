"""Game > Set Up Position in the real main window: cards dragged with the mouse
from the palette to the piles and back, typed placements, a refusal named at once,
the rules changed under the table, the verdict and the solver's win (scripted, and
once through the real worker), then the position played, saved and opened again."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtTest import QTest

from freecell_qt.engine import Card, Game, Pile, Position, Preset, Rules
from freecell_qt.engine.solver import SolveResult, solve
from freecell_qt.solving.worker import Reply, Request, SolveAnswer, SolveRequest
from freecell_qt.windows.setup_dialog import SetupDialog
from tests.gui.conftest import Mouse
from tests.gui.test_advisor import NEAR_END
from tests.patience import settle

C = Card.parse


class Answers(QObject):
    """A solver service that answers each position as the table says, at once."""

    answered = Signal(object)

    def __init__(self, results: dict[Position, SolveResult]) -> None:
        super().__init__()
        self.results = results
        self.asked: list[Request] = []
        self.busy = False
        self._ident = 0

    def ask(self, request: Request) -> int:
        assert isinstance(request, SolveRequest)
        self._ident += 1
        self.asked.append(request)
        reply = Reply(self._ident, SolveAnswer(
            request, self.results.get(request.position, SolveResult("unknown"))))
        QTimer.singleShot(0, lambda: self.answered.emit(reply))
        return self._ident

    def cancel(self) -> None:
        pass

    def shutdown(self) -> None:
        pass


@pytest.fixture
def results(monkeypatch) -> dict[Position, SolveResult]:
    from freecell_qt.windows import setup_dialog

    table: dict[Position, SolveResult] = {}
    monkeypatch.setattr(setup_dialog, "SolverService", lambda parent=None: Answers(table))
    return table


def open_editor(window) -> SetupDialog:
    game_menu = window.menuBar().actions()[0].menu()
    [entry] = [a for a in game_menu.actions()
               if a.text().replace("&", "") == "Set Up Position..."]
    entry.trigger()
    dialog = window.setup_dialog
    assert dialog.isVisible()
    return dialog


def card_centre(dialog: SetupDialog, card: Card) -> QPointF:
    rect = dialog.scene.card_rect(card)
    return QPointF(rect.center().x(), rect.top() + 8)  # the part no other card covers


def slot_centre(dialog: SetupDialog, pile: Pile) -> QPointF:
    x, y = dialog.scene.layout.slot_origin(pile)
    return QPointF(x + dialog.scene.layout.card_width / 2, y + 10)


def test_the_editor_starts_from_the_table_in_play_and_says_it_is_ready(window, controller):
    controller.play("1a")
    dialog = open_editor(window)
    assert dialog.setup.position() == controller.game.position
    assert dialog.status.text().startswith("Ready: this is a position of FreeCell.")
    assert dialog.play_button.isEnabled() and dialog.solve_button.isEnabled()
    dialog.reject()


def test_cards_are_dragged_from_the_palette_to_the_piles_and_back(qtbot, window):
    dialog = open_editor(window)
    dialog.empty_button.click()
    assert "52 cards are still to place" in dialog.status.text()
    assert not dialog.play_button.isEnabled()
    mouse = Mouse(dialog.view)
    mouse.drag(card_centre(dialog, C("KS")), slot_centre(dialog, Pile.column(0)))
    assert dialog.setup.columns[0] == [C("KS")]
    mouse.drag(card_centre(dialog, C("QH")), slot_centre(dialog, Pile.column(0)))
    assert dialog.setup.columns[0] == [C("KS"), C("QH")]
    assert "50 cards are still to place" in dialog.status.text()
    # A refused drop says why, and the card goes back to the palette.
    hearts = Pile.foundation(C("AH").suit)
    height = dialog.view.height()
    mouse.drag(card_centre(dialog, C("2S")), slot_centre(dialog, hearts))
    settle(qtbot)  # a layout change would be made by now
    assert dialog.view.height() == height  # the words come without moving the table
    assert dialog.notice.text() == "The hearts foundation takes only hearts, not the 2 of " \
                                   "spades."
    assert dialog.setup.where(C("2S")) is None
    mouse.drag(card_centre(dialog, C("AH")), slot_centre(dialog, hearts))
    assert dialog.setup.foundations[hearts.index] == [C("AH")]
    assert dialog.notice.text() == ""  # the next good placement clears the refusal
    # From a column a drag takes the card and the cards below it, back to the palette.
    palette = QPointF(dialog.scene.width() / 2, dialog.scene.palette_top + 6)
    mouse.drag(card_centre(dialog, C("KS")), palette)
    assert dialog.setup.columns[0] == [] and len(dialog.setup.unplaced()) == 51
    # A double click sends a placed card back too.
    mouse.drag(card_centre(dialog, C("5D")), slot_centre(dialog, Pile.cell(2)))
    assert dialog.setup.cells[2] == C("5D")
    mouse.double_click(card_centre(dialog, C("5D")))
    assert dialog.setup.cells[2] is None
    dialog.reject()


def test_cards_are_placed_by_keyboard_and_a_bad_line_is_kept_to_fix(qtbot, window):
    dialog = open_editor(window)
    dialog.empty_button.click()
    dialog.typed.setFocus()
    QTest.keyClicks(dialog.typed, "ks qh jc 3")
    QTest.keyClick(dialog.typed, Qt.Key.Key_Return)
    assert dialog.setup.columns[2] == [C("KS"), C("QH"), C("JC")]
    assert dialog.typed.text() == ""
    QTest.keyClicks(dialog.typed, "7h z")
    QTest.keyClick(dialog.typed, Qt.Key.Key_Return)
    assert dialog.notice.text().startswith("“z” names no pile of this game")
    assert dialog.typed.text() == "7h z"  # kept, to be put right
    assert dialog.isVisible()  # Return placed; it did not press Play
    dialog.reject()


def test_the_rules_change_under_the_table_and_the_game_is_played_by_them(qtbot, window,
                                                                        controller):
    dialog = open_editor(window)
    dialog.game_box.setCurrentIndex(dialog.game_box.findText("Eight Off"))
    assert dialog.setup.rules.game is Preset.EIGHT_OFF
    assert len(dialog.setup.cells) == 8 and len(dialog.scene.slots) == 8 + 8 + 4
    dialog.empty_button.click()
    dialog.deal_button.click()
    assert dialog.status.text().startswith("Ready: this is a position of Eight Off.")
    position = dialog.setup.position()
    dialog.play_button.click()
    game = controller.game
    assert game.rules.game is Preset.EIGHT_OFF and game.position == position
    assert game.deal_number is None and controller.code is None


def test_a_set_up_position_plays_like_a_dealt_one_and_is_saved_and_opened(
        qtbot, window, controller, tmp_path, prefs):
    prefs.set("automove", False)
    dialog = open_editor(window)
    dialog.empty_button.click()
    dialog.setup.deal_rest(random.Random(11))
    dialog.scene.use(dialog.setup)
    position = dialog.setup.position()
    dialog.play_button.click()
    assert controller.game.position == position
    move = next(iter(controller.game.legal_moves()))
    assert controller.play(move)
    window.undo_action.trigger()
    assert controller.game.position == position
    path = tmp_path / "mine.freecell"
    assert window.save_game_as(str(path))
    window.start(None, Rules())
    assert window.open_game(str(path))
    assert controller.game.position == position and controller.code is None


def test_playing_over_a_game_in_progress_asks_first(qtbot, window, controller, modals):
    from PySide6.QtWidgets import QMessageBox

    modals.answer(QMessageBox, lambda box: box.keep_button.click())
    modals.answer(SetupDialog, lambda dialog: None)
    controller.play("1a")
    before = controller.game.position
    dialog = open_editor(window)
    dialog.empty_button.click()
    dialog.deal_button.click()
    dialog.play_button.click()
    assert any(issubclass(kind, QMessageBox) for kind in modals.kinds())
    assert controller.game.position == before  # kept, as the player asked


@pytest.mark.parametrize(("status", "words"), [
    ("unsolvable", "Lost: no way of playing wins this position."),
    ("unknown", "Not known: the solver found no answer in the time it has."),
])
def test_the_verdict_of_a_position_that_is_not_won(qtbot, window, results, status, words):
    dialog = open_editor(window)
    results[dialog.setup.position()] = SolveResult(status)
    dialog.solve_button.click()
    qtbot.waitUntil(lambda: not dialog.checking)
    assert dialog.verdict.text() == words
    assert not dialog.watch_button.isEnabled()
    dialog.reject()


def test_the_verdict_is_forgotten_when_the_table_changes(qtbot, window, results):
    dialog = open_editor(window)
    position = dialog.setup.position()
    results[position] = solve(position, Rules())
    dialog.solve_button.click()
    qtbot.waitUntil(lambda: not dialog.checking)
    assert dialog.verdict.text().startswith("Winnable: the solver wins in")
    assert dialog.watch_button.isEnabled()
    Mouse(dialog.view).drag(card_centre(dialog, dialog.setup.columns[0][-1]),
                            slot_centre(dialog, Pile.cell(0)))
    assert dialog.verdict.text() == "" and not dialog.watch_button.isEnabled()
    dialog.reject()


def test_a_position_is_judged_by_the_real_worker_and_its_win_shown(qtbot, window,
                                                                 controller, prefs, modals):
    from freecell_qt.windows.end_dialogs import WonDialog

    modals.answer(WonDialog, lambda dialog: dialog.reject())
    modals.answer(SetupDialog, lambda dialog: None)  # left open: the test works it
    prefs.set("automove", False)
    controller.set_game(Game(prefs.rules(Rules()), Position.from_text(NEAR_END)))
    dialog = open_editor(window)
    dialog.solve_button.click()
    assert dialog.progress.isVisible()
    qtbot.waitUntil(lambda: not dialog.checking, timeout=60_000)
    assert dialog.verdict.text().startswith("Winnable: the solver wins in")
    dialog.watch_button.click()
    assert not dialog.isVisible()
    qtbot.waitUntil(lambda: controller.game.is_won)
    assert controller.game.deal_number is None
    qtbot.waitUntil(lambda: WonDialog in modals.kinds())


def test_a_screen_reader_hears_the_table_pile_by_pile(qtbot, window):
    dialog = open_editor(window)
    dialog.empty_button.click()
    assert dialog.view.accessibleDescription() == "Every other pile is empty."
    dialog.typed.setText("ks qh 1")
    dialog.place_typed()
    dialog.typed.setText("ah h")
    dialog.place_typed()
    words = dialog.view.accessibleDescription().splitlines()
    assert words == ["Column 1: king of spades, queen of hearts",
                     "Hearts foundation: ace of hearts", "Every other pile is empty."]
    dialog.reject()
