"""Dark chosen, the whole window is dark from the start, whenever the desktop's theme lands.

A desktop's platform theme may give some kinds of widget palettes of their own
(the menu bar, tool buttons, labels: Qt's per-class palettes), and it may do
so late, as its theme arrives after the window was built. Those palettes then
win over the app's dark one, and the menu bar, the toolbar and the status bar
came out light in one start of six while the table was dark. The test does
what such a platform does, at each moment of the start, and checks the bars.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLabel, QToolButton, QWidget

from freecell_qt.controller import GameController
from freecell_qt.engine import GameCode
from freecell_qt.storage.preferences import ColourScheme
from freecell_qt.windows.colour_scheme import DARK_LIGHTNESS, THEMED_CLASSES, scheme
from freecell_qt.windows.main_window import MainWindow


@pytest.fixture(autouse=True)
def back_to_the_system(qapp):
    """Every test leaves the app as the platform made it, whatever it chose."""
    yield
    scheme().choose(ColourScheme.SYSTEM)
    QApplication.processEvents()


def a_light_theme_lands(window: QWidget | None) -> None:
    """What a platform theme with per-class palettes does when its theme arrives:
    light palettes for some kinds of widget, then a theme change to every window."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    light = QApplication.style().standardPalette()
    for name in THEMED_CLASSES:
        app.setPalette(light, name)
    if window is not None and window.windowHandle() is not None:
        QApplication.sendEvent(window.windowHandle(), QEvent(QEvent.Type.ThemeChange))


def bars(window: MainWindow) -> dict[str, QWidget]:
    return {"menu bar": window.menuBar(),
            "toolbar button": window.toolbar.findChildren(QToolButton)[0],
            "status bar label": window.statusBar().findChildren(QLabel)[0],
            "table": window.view}


def light_ones(window: MainWindow) -> list[str]:
    return [name for name, widget in bars(window).items()
            if widget.palette().color(QPalette.ColorRole.Window).lightnessF() >= DARK_LIGHTNESS]


def after_first_frame(window: MainWindow, qtbot: Any) -> None:
    """Show the window, wait for its table's first frame, then let a light theme land."""
    with qtbot.waitSignal(window.view.firstPainted, timeout=20_000):
        window.show()
    a_light_theme_lands(window)


MOMENTS: dict[str, Callable[[MainWindow, object], None]] = {
    "before the window shows": lambda window, qtbot: None,  # landed before the choice
    "as it shows": lambda window, qtbot: (window.show(), a_light_theme_lands(window)),
    "after its first frame": lambda window, qtbot: after_first_frame(window, qtbot),
}


@pytest.mark.parametrize("land", MOMENTS.values(), ids=MOMENTS.keys())
@pytest.mark.parametrize("start", range(3))
def test_a_dark_start_stays_dark_in_the_bars(qtbot, prefs, land, start):
    prefs.set("colour_scheme", ColourScheme.DARK)
    if land is MOMENTS["before the window shows"]:
        a_light_theme_lands(None)  # with the application, before the choice applies
    scheme().follow(prefs)  # as the app's start does, before any window
    window = MainWindow(GameController(prefs))
    qtbot.addWidget(window)
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))
    land(window, qtbot)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: light_ones(window) == [])
    assert scheme().dark
