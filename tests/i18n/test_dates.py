"""Dates and times written the way the language writes them, in its own digits."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import QDateTime, QLocale

from freecell_qt.app import i18n
from freecell_qt.controller import GameController
from freecell_qt.windows.main_window import MainWindow
from tests.gui.test_statistics_dialog import add


@pytest.fixture
def window(qtbot, prefs):
    def build(language: str) -> MainWindow:
        prefs.set("language", language)
        assert i18n.install_preferred(prefs.language) == language
        window = MainWindow(GameController(prefs))
        qtbot.addWidget(window)
        return window

    return build


def played_at(window: MainWindow) -> datetime:
    statistics = window.statistics_ui.statistics
    add(statistics, "FC1-C4-AAAAAKH", "won")
    ((kind, _rules),) = statistics.games()
    (record,) = statistics.recent(kind)
    return datetime.fromisoformat(record.ended or record.started).astimezone()


@pytest.mark.parametrize("language", ["de", "ar", "ja", "fr"])
def test_statistics_date_the_games_in_the_language(qtbot, window, language):
    window = window(language)
    moment = played_at(window)
    window.statistics_ui.statistics_action.trigger()
    dialog = window.statistics_ui.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=10_000)
    shown = dialog.table.item(0, 0).text()
    assert shown == QLocale(language).toString(QDateTime(moment),
                                               QLocale.FormatType.ShortFormat)
    if language == "ar":
        assert any("٠" <= ch <= "٩" for ch in shown), shown  # Eastern Arabic digits
    assert shown != moment.strftime("%Y-%m-%d %H:%M")
    dialog.close()


def test_the_messages_list_times_them_in_the_language_s_digits(qtbot, window):
    window = window("ar")
    window.show_message("رسالة")
    window.message_bar.show_messages()
    listed = window.message_bar.messages_dialog.list
    qtbot.waitUntil(lambda: listed.count() > 0, timeout=10_000)
    text = listed.item(listed.count() - 1).text()
    assert text.endswith("رسالة")
    assert any("٠" <= ch <= "٩" for ch in text.split()[0]), text
    window.message_bar.messages_dialog.close()
