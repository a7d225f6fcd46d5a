"""Statistics > Review on a row whose game cannot be rebuilt: the player is told so in a
box that names a review (what they asked for), not a replay."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from freecell_qt.engine import Game, Rules
from freecell_qt.storage.statistics import Progress
from freecell_qt.windows.statistics_dialog import StatisticsDialog


def _row_that_cannot_be_rebuilt(window) -> None:
    """A lost game whose kept moves do not fit its deal (a hand edit, a file gone bad)."""
    finished = Game.new(5, Rules(), automove=False)
    for move in ("1a", "2b", "3c"):
        finished.play(move)
    saved = finished.to_dict()
    saved["moves"] = ["1h"] * 3  # no ace at the foot of column 1 of deal 5
    stats = window.statistics_ui.statistics
    stats.finish(stats.start_game(finished), "lost", Progress(3, 0, 60.0, 0, 0, saved))


def test_a_review_that_cannot_be_made_is_titled_for_a_review(qtbot, window, modals):
    _row_that_cannot_be_rebuilt(window)
    title, text = _press_when_shown(qtbot, window, modals, "review_button")
    assert title == "Review of the Game"
    assert text.startswith("This game cannot be reviewed: ")
    assert getattr(window.statistics_ui, "review_dialog", None) is None


def test_a_replay_that_cannot_be_made_keeps_its_replay_title(qtbot, window, modals):
    _row_that_cannot_be_rebuilt(window)
    title, text = _press_when_shown(qtbot, window, modals, "replay_button")
    assert title == "Replay"
    assert text.startswith("This game cannot be replayed: ")


def _press_when_shown(qtbot, window, modals, button: str) -> tuple[str, str]:
    """Press ``button`` of the statistics list; the (title, text) of the one message box."""
    told: list[tuple[str, str]] = []

    def read(box: QMessageBox) -> None:
        told.append((box.windowTitle(), box.text()))
        box.reject()

    modals.answer(StatisticsDialog, lambda dialog: None)
    modals.answer(QMessageBox, read)
    window.statistics_ui.show_statistics()
    listing = window.statistics_ui.dialog
    listing.table.selectRow(0)
    assert getattr(listing, button).isEnabled()
    getattr(listing, button).click()
    qtbot.waitUntil(lambda: bool(told))
    assert len(told) == 1, told
    return told[0]
