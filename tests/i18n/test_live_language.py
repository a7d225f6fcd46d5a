"""A language chosen in Preferences applies at once, to every window part, with no restart."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QApplication

from freecell_qt.app import i18n
from freecell_qt.controller import GameController
from freecell_qt.engine import GameCode, Preset, Rules
from freecell_qt.windows.main_window import MainWindow
from freecell_qt.windows.preferences_dialog import PreferencesDialog
from tests.i18n.test_translations import EXPECTED_MENUS

RTL = Qt.LayoutDirection.RightToLeft
LTR = Qt.LayoutDirection.LeftToRight


def tr(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


def menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def in_preferences(qtbot, window: MainWindow, steps: Callable[[PreferencesDialog], None]) -> None:
    """Open Preferences from its menu action and run ``steps`` in the open (modal) dialog."""
    failures: list[BaseException] = []

    def operate() -> None:
        dialog = QApplication.activeModalWidget()
        try:
            assert isinstance(dialog, PreferencesDialog)
            steps(dialog)
        except BaseException as error:  # reported after the dialog closes
            failures.append(error)
        finally:
            if dialog is not None:
                dialog.reject()

    QTimer.singleShot(0, operate)
    window.preferences_action.trigger()
    if failures:
        raise failures[0]


def choose(qtbot, dialog: PreferencesDialog, language: str) -> None:
    """Pick ``language`` in the Language list as a player does, by keyboard focus and index."""
    dialog.tabs.setCurrentIndex(1)
    dialog.language_combo.setFocus()
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData(language))
    qtbot.waitUntil(lambda: i18n.active_language() == language, timeout=10_000)
    qtbot.waitUntil(lambda: dialog.language_combo.currentData() == language, timeout=10_000)


def test_german_chosen_in_preferences_words_the_window_at_once(qtbot, prefs):
    window = MainWindow(GameController(prefs))
    qtbot.addWidget(window)
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))
    window.show()
    qtbot.waitExposed(window)
    window.history_action.trigger()  # a window left open while the language changes
    history = window.history
    assert history is not None and history.isVisible()
    assert menu_titles(window) == EXPECTED_MENUS["en"]
    english_score = window.score_label.text()
    english_title = window.windowTitle()
    english_table_name = window.view.accessibleName()

    def steps(dialog: PreferencesDialog) -> None:
        choose(qtbot, dialog, "de")
        # The dialog the choice was made in is worded anew, on the same page,
        # with the focus still on the list.
        qtbot.waitUntil(lambda: dialog.windowTitle() == tr("PreferencesDialog", "Preferences"),
                        timeout=10_000)
        assert dialog.windowTitle() != "Preferences"
        assert dialog.tabs.currentIndex() == 1
        assert dialog.tabs.tabText(0) == tr("PreferencesDialog", "Play") != "Play"
        assert dialog.focusWidget() is dialog.language_combo

    in_preferences(qtbot, window, steps)
    qtbot.waitUntil(lambda: menu_titles(window) == EXPECTED_MENUS["de"], timeout=10_000)
    assert prefs.language == "de"
    assert window.undo_action.text() == tr("MainWindow", "&Undo") != "&Undo"
    assert window.assist.hint_action.text() == tr("AssistUi", "&Hint") != "&Hint"
    assert window.score_label.text() != english_score
    assert window.windowTitle() != english_title
    assert window.score_label.text().startswith(tr("MainWindow", "Score: {0}").split("{")[0])
    assert window.painter.rank_labels[11] == "B"  # Bube on the cards' corners
    assert window.view.accessibleName() != english_table_name  # what a screen reader reads
    assert history.windowTitle() == tr("HistoryDialog", "Undo History") != "Undo History"
    assert history.tree.headerItem().text(2) == tr("HistoryDialog", "Step") != "Step"

    in_preferences(qtbot, window, lambda dialog: choose(qtbot, dialog, "en"))
    qtbot.waitUntil(lambda: menu_titles(window) == EXPECTED_MENUS["en"], timeout=10_000)
    assert window.score_label.text() == english_score
    assert window.painter.rank_labels[11] == "J"


def test_arabic_mirrors_the_window_but_not_the_table(qtbot, prefs):
    window = MainWindow(GameController(prefs))
    qtbot.addWidget(window)
    window.start()
    window.show()
    qtbot.waitExposed(window)
    assert window.layoutDirection() == LTR

    in_preferences(qtbot, window, lambda dialog: choose(qtbot, dialog, "ar"))
    qtbot.waitUntil(lambda: menu_titles(window) == EXPECTED_MENUS["ar"], timeout=10_000)
    for part in (window, window.menuBar(), window.statusBar(), window.toolbar):
        assert part.layoutDirection() == RTL, part
    # The columns keep their numbers' order, and the arrow keys their sides.
    assert window.view.layoutDirection() == LTR

    in_preferences(qtbot, window, lambda dialog: choose(qtbot, dialog, "en"))
    qtbot.waitUntil(lambda: window.layoutDirection() == LTR, timeout=10_000)
    assert window.menuBar().layoutDirection() == LTR


def test_the_window_title_names_the_game_in_the_language(qtbot, prefs):
    prefs.set("language", "de")
    i18n.install_preferred(prefs.language)
    window = MainWindow(GameController(prefs))
    qtbot.addWidget(window)
    window.start(GameCode.for_rules(Rules.preset(Preset.PENGUIN), 5))
    german = tr("RulesWords", "Penguin")
    assert german != "Penguin"
    assert german in window.windowTitle()
