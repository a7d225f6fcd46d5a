"""What the About box says the app plays, and how the Statistics dialog rounds a win rate."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from freecell_qt.engine import Rules
from freecell_qt.storage.summary import Summary
from freecell_qt.windows.statistics_dialog import StatisticsDialog
from tests.gui.test_statistics_dialog import add, shown


def test_the_about_box_names_the_family_it_plays(window, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _parent, _title, text: said.append(text))
    window.about_action.trigger()
    assert len(said) == 1
    text = said[0]
    for game in ("ForeCell", "Baker's Game", "Eight Off", "Seahaven Towers", "0 to 4 free cells",
                 "a game of your own"):
        assert game in text
    assert "FreeCell and ForeCell solitaire" not in text


def test_a_half_per_cent_rounds_up():
    assert Summary(played=8, won=1).win_percent == 13  # 12.5: half to even read 12
    assert Summary(played=8, won=3).win_percent == 38  # 37.5
    assert Summary(played=3, won=1).win_percent == 33
    assert Summary(played=3, won=2).win_percent == 67
    assert Summary(played=200, won=1).win_percent == 1  # 0.5
    assert Summary(played=7, won=7).win_percent == 100
    assert Summary().win_percent is None


def test_one_win_in_eight_reads_13_per_cent(qtbot, stats):
    add(stats, "FC1-C4-AAAAAKH", "won")
    for _ in range(7):
        add(stats, "FC1-C4-AAAAAKH", "lost")
    dialog = StatisticsDialog(stats, Rules())
    qtbot.addWidget(dialog)
    dialog.show()
    assert shown(dialog)["win_rate"] == "13 %"
