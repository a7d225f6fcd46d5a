"""A search for a deal counts its candidates on the status bar, not in View > Messages.

The count changes in place as the search goes on; only the sentence that ends
the search goes into the list of messages, so the list keeps what was said
before it. The solver here is scripted: how the bar tells the count is the
point, not the search.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QTimer, Signal

from freecell_qt.engine import GameCode
from freecell_qt.engine.deal_finder import Found
from freecell_qt.engine.rating import Difficulty, Rating
from freecell_qt.engine.solver import SolveResult
from freecell_qt.solving import deal_rating
from freecell_qt.solving.worker import (
    Answer,
    FindAnswer,
    FindRequest,
    RateAnswer,
    RateRequest,
    Reply,
    Request,
)

#: Candidates the scripted search looks at before it finds its deal.
CANDIDATES = 80


class ScriptedSearch(QObject):
    """Answers a search for a deal with a progress report per candidate, then the
    last one as found (or, with ``finds`` off, nothing more: the search goes on
    until stopped)."""

    finds = True
    answered = Signal(object)
    progress = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._latest = 0
        self._busy = False

    @property
    def busy(self) -> bool:
        return self._busy

    def ask(self, request: Request) -> int:
        self._latest += 1
        ident = self._latest
        self._busy = True
        if isinstance(request, FindRequest):
            QTimer.singleShot(0, lambda: self._candidate(ident, 1, request))
        else:
            assert isinstance(request, RateRequest), request
            QTimer.singleShot(0, lambda: self._answer(
                ident, RateAnswer(request, Rating(Difficulty.EASY, 1, 10, "rated"))))
        return ident

    def _candidate(self, ident: int, number: int, request: FindRequest) -> None:
        if ident != self._latest:
            return
        if number < CANDIDATES or not self.finds:
            self.progress.emit(number)
            if number < CANDIDATES:
                QTimer.singleShot(0, lambda: self._candidate(ident, number + 1, request))
            return
        found = Found(request.deals[number - 1], SolveResult("solved"), None, number)
        self._answer(ident, FindAnswer(request, found))

    def _answer(self, ident: int, answer: Answer) -> None:
        if ident == self._latest:
            self._busy = False
            self.answered.emit(Reply(ident, answer))

    def cancel(self) -> None:
        self._latest += 1
        self._busy = False

    def shutdown(self) -> None:
        self.cancel()


@pytest.fixture
def searching_window(qtbot, controller, prefs, monkeypatch):
    """The main window on deal 267, whose searches for a deal are scripted."""
    from freecell_qt.windows.main_window import MainWindow

    monkeypatch.setattr(deal_rating, "SolverService", ScriptedSearch)
    monkeypatch.setattr(deal_rating, "random_deal_number", lambda: 11982)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))
    prefs.set_winnable_only(True)
    return window


def test_candidates_are_counted_in_place_and_kept_out_of_the_messages(searching_window,
                                                                       controller, qtbot):
    window = searching_window
    bar = window.statusBar()
    window.show_message("Copied FC1-C4-AAAAAKH to the clipboard.")
    shown: list[str] = []
    bar.messageChanged.connect(shown.append)
    window.new_action.trigger()
    qtbot.waitUntil(lambda: not window.rating_ui.searching)
    assert controller.game.deal_number == 11982
    # The bar told the count as it went...
    assert "Looking for a winnable deal... (candidate 40)" in shown
    # ...but the list keeps what came before and the outcome, not a line per candidate.
    bar.messages_action.trigger()
    dialog = bar.messages_dialog
    qtbot.waitUntil(dialog.isVisible)
    rows = [dialog.list.item(n).text() for n in range(dialog.list.count())]
    assert not any("candidate" in row and "Looking" in row for row in rows), rows
    assert rows[-2].endswith("Copied FC1-C4-AAAAAKH to the clipboard.")
    assert rows[-1].endswith(f"Deal 11,982, proven winnable (candidate {CANDIDATES}).")
    assert bar.currentMessage() == f"Deal 11,982, proven winnable (candidate {CANDIDATES})."
    dialog.close()


def test_a_stopped_search_says_so_in_the_messages(searching_window, qtbot, monkeypatch):
    window = searching_window
    bar = window.statusBar()
    # A search that finds nothing: the player stops it.
    monkeypatch.setattr(ScriptedSearch, "finds", False)
    window.new_action.trigger()
    qtbot.waitUntil(lambda: f"(candidate {CANDIDATES})" in bar.currentMessage())
    window.rating_ui.cancel_button.click()
    texts = [text for _when, text in bar.messages]
    assert texts[-1] == "Stopped looking for a deal; the game in play is unchanged."
    assert not any("Looking for" in text for text in texts), texts
