"""Light and dark: the player's choice and the system's switch reach every window.

The offscreen platform ignores ``QStyleHints.setColorScheme``, as a bare X
server does, so these tests also prove the app's own palette takes over there.
A system switch is simulated by emitting ``colorSchemeChanged`` as the
platform would.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from freecell_qt.storage.preferences import ColourScheme
from freecell_qt.windows.colour_scheme import contrast, scheme
from freecell_qt.windows.new_game_dialog import NewGameDialog
from freecell_qt.windows.preferences_dialog import PreferencesDialog
from freecell_qt.windows.results_chart import RATE_COLOUR, RATE_ON_DARK, ResultsChart

#: The least contrast for body text (WCAG AA).
READABLE = 4.5


@pytest.fixture(autouse=True)
def back_to_the_system(qapp):
    """Every test leaves the app as the platform made it, whatever it chose."""
    yield
    scheme().choose(ColourScheme.SYSTEM)
    QApplication.processEvents()


def lightness(widget: QWidget) -> float:
    return widget.palette().color(QPalette.ColorRole.Window).lightnessF()


def text_contrast(widget: QWidget) -> float:
    palette = widget.palette()
    return contrast(palette.color(QPalette.ColorRole.WindowText),
                    palette.color(QPalette.ColorRole.Window))


def system_switches_to(colour_scheme: Qt.ColorScheme) -> None:
    """What the platform does when the desktop changes its scheme."""
    QGuiApplication.styleHints().colorSchemeChanged.emit(colour_scheme)


def choose_in_preferences(window, qtbot, choice: ColourScheme) -> None:
    dialog = PreferencesDialog(window.prefs, window)
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.choice_combos["colour_scheme"]
    combo.setCurrentIndex(combo.findData(choice))
    dialog.close()


def test_dark_chosen_in_the_preferences_darkens_the_window_readably(window, qtbot):
    assert lightness(window) > 0.5  # the offscreen platform is light
    choose_in_preferences(window, qtbot, ColourScheme.DARK)
    assert window.prefs.colour_scheme is ColourScheme.DARK
    qtbot.waitUntil(lambda: lightness(window) < 0.5)
    assert scheme().dark
    bar = window.statusBar()
    qtbot.waitUntil(lambda: lightness(bar) < 0.5)
    assert text_contrast(bar) >= READABLE
    assert text_contrast(window.score_label) >= READABLE
    choose_in_preferences(window, qtbot, ColourScheme.LIGHT)
    qtbot.waitUntil(lambda: lightness(window) > 0.5)
    assert not scheme().dark
    assert text_contrast(bar) >= READABLE


def test_a_system_switch_is_followed_while_system_is_chosen(window, qtbot):
    window.prefs.set("colour_scheme", ColourScheme.SYSTEM)
    flips: list[bool] = []
    scheme().changed.connect(flips.append)
    system_switches_to(Qt.ColorScheme.Dark)
    qtbot.waitUntil(lambda: lightness(window) < 0.5)
    assert flips == [True]
    assert text_contrast(window.statusBar()) >= READABLE
    system_switches_to(Qt.ColorScheme.Light)
    qtbot.waitUntil(lambda: lightness(window) > 0.5)
    assert flips == [True, False]
    # Light chosen: the system going dark changes nothing.
    window.prefs.set("colour_scheme", ColourScheme.LIGHT)
    system_switches_to(Qt.ColorScheme.Dark)
    QApplication.processEvents()
    assert flips == [True, False]
    assert lightness(window) > 0.5
    scheme().changed.disconnect(flips.append)


def test_changed_fires_once_per_flip(window):
    flips: list[bool] = []
    scheme().changed.connect(flips.append)
    window.prefs.set("colour_scheme", ColourScheme.DARK)
    window.prefs.set("colour_scheme", ColourScheme.DARK)
    scheme().follow(window.prefs)  # a second window following the same preferences
    window.prefs.set("colour_scheme", ColourScheme.LIGHT)
    window.prefs.set("colour_scheme", ColourScheme.SYSTEM)  # the platform is light too
    assert flips == [True, False]
    scheme().changed.disconnect(flips.append)


def test_back_to_system_gives_the_platform_its_palette_again(window, qtbot):
    before = QApplication.palette().color(QPalette.ColorRole.Window)
    style = QApplication.style().name()
    window.prefs.set("colour_scheme", ColourScheme.DARK)
    assert scheme().own_palette  # the offscreen platform ignored the request
    window.prefs.set("colour_scheme", ColourScheme.SYSTEM)
    assert not scheme().own_palette
    assert QApplication.palette().color(QPalette.ColorRole.Window) == before
    assert QApplication.style().name() == style


@pytest.mark.parametrize("choice", [ColourScheme.LIGHT, ColourScheme.DARK])
def test_error_text_reads_on_either_ground(window, qtbot, choice):
    window.prefs.set("colour_scheme", choice)
    dialog = NewGameDialog(window.prefs, window)
    qtbot.addWidget(dialog)
    label = dialog.error_label
    qtbot.waitUntil(lambda: (lightness(label) < 0.5) == (choice is ColourScheme.DARK))
    assert text_contrast(label) >= READABLE
    # A switch while the dialog is open recolours it.
    other = ColourScheme.LIGHT if choice is ColourScheme.DARK else ColourScheme.DARK
    window.prefs.set("colour_scheme", other)
    qtbot.waitUntil(lambda: (lightness(label) < 0.5) == (other is ColourScheme.DARK))
    assert text_contrast(label) >= READABLE


def test_the_chart_draws_its_rate_line_to_stand_out_in_dark(window, qtbot):
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.set_results([True, False, True, True])
    chart.resize(400, 180)
    for choice, ink in ((ColourScheme.DARK, RATE_ON_DARK), (ColourScheme.LIGHT, RATE_COLOUR)):
        window.prefs.set("colour_scheme", choice)
        qtbot.waitUntil(lambda c=choice: (chart.palette().color(QPalette.ColorRole.Base)
                                          .lightnessF() < 0.5) == (c is ColourScheme.DARK))
        image = chart.grab().toImage()
        colours = {image.pixelColor(x, y).rgb()
                   for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}
        assert ink.rgb() in colours, choice
        ground = chart.palette().color(QPalette.ColorRole.Base)
        assert contrast(ink, ground) >= 3  # a graphic's least contrast
        assert contrast(chart.palette().color(QPalette.ColorRole.Text), ground) >= READABLE
