"""The win rate as Game > Statistics shows it: a half per cent rounds up, in any language.

The dialog is what shows the figure, so each language is read there, on the
dialog the window opens; the window's own Statistics entry is gone through
once, in Arabic, whose digits are not the ones 0 to 9.
"""

from __future__ import annotations

import pytest

from freecell_qt.app import i18n
from freecell_qt.engine import Rules
from freecell_qt.windows.statistics_dialog import StatisticsDialog
from tests.gui.test_statistics_dialog import add, shown

ARABIC_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")


def one_win_in_eight(statistics) -> None:
    add(statistics, "FC1-C4-AAAAAKH", "won")
    for _ in range(7):
        add(statistics, "FC1-C4-AAAAAKH", "lost")


def reads_13_per_cent(text: str) -> None:
    # 12.5 %: not "12 %", half to even; in the language's own digits (١٣ in Arabic).
    assert text == f"{i18n.format_number(13)} %"
    assert text.translate(ARABIC_DIGITS) == "13 %"


@pytest.mark.parametrize("language", i18n.LANGUAGES, indirect=True)
def test_one_win_in_eight_is_13_per_cent(qtbot, stats, language):
    one_win_in_eight(stats)
    dialog = StatisticsDialog(stats, Rules())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    reads_13_per_cent(shown(dialog)["win_rate"])


@pytest.mark.parametrize("language", ["ar"], indirect=True)
def test_the_window_s_statistics_show_it_in_the_language_s_digits(window, qtbot, language):
    statistics = window.statistics_ui.statistics
    one_win_in_eight(statistics)
    window.statistics_ui.statistics_action.trigger()
    dialog = window.statistics_ui.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    reads_13_per_cent(shown(dialog)["win_rate"])
    assert shown(dialog)["win_rate"] != "13 %"
    dialog.close()
