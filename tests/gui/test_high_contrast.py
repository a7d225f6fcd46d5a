"""Issue 48: a high-contrast table, from Preferences or following the system's setting.

Checked in the pixels the player sees: the felt, a card's rim and ink, an empty
pile's outline, and the focus and hint frames.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage

from freecell_qt.engine import Card, Pile
from freecell_qt.storage.preferences import HighContrast
from freecell_qt.windows.contrast import contrast
from freecell_qt.windows.preferences_dialog import PreferencesDialog


def felt_pixel(window) -> QColor:
    """The felt in the middle of the table's lower edge, below every column."""
    view = window.view
    image = view.grab().toImage()
    return image.pixelColor(image.width() // 2, image.height() - 4)


def face(window, text: str) -> QImage:
    card = Card.parse(text)
    return window.scene.cards[card].pixmap().toImage()


def rim(image: QImage) -> QColor:
    """A pixel on a card's (or place's) left edge, halfway down."""
    dpr = image.devicePixelRatio()
    return image.pixelColor(round(1 * dpr), image.height() // 2)


def choose(window, qtbot, choice: HighContrast) -> None:
    """Pick the choice in Preferences, Appearance, as the player does."""
    dialog = PreferencesDialog(window.prefs, window)
    qtbot.addWidget(dialog)
    combo = dialog.choice_combos["high_contrast"]
    combo.setCurrentIndex(combo.findData(choice))
    dialog.close()


def system_says(high: bool) -> None:
    """The desktop's contrast setting changes, as Qt reports it."""
    hints = QGuiApplication.styleHints().accessibility()
    hints.contrastPreferenceChanged.emit(
        Qt.ContrastPreference.HighContrast if high else Qt.ContrastPreference.NoPreference)


def test_the_preference_turns_the_table_high_contrast(window, qtbot):
    assert window.prefs.high_contrast is HighContrast.SYSTEM
    usual_felt = felt_pixel(window)
    usual_rim = rim(face(window, "KH"))
    assert usual_felt.green() > usual_felt.red()  # green felt
    choose(window, qtbot, HighContrast.ON)
    felt = felt_pixel(window)
    assert (felt.red(), felt.green(), felt.blue()) == (0, 0, 0)
    edge = rim(face(window, "KH"))
    assert edge.lightness() < 40 < usual_rim.lightness(), "a black rim round the face"
    empty = window.scene.slots[Pile.cell(0)].pixmap().toImage()
    outline = [empty.pixelColor(x, empty.height() // 2) for x in range(empty.width() // 4)]
    assert any(c.lightness() > 240 for c in outline), "a white outline of the empty cell"
    choose(window, qtbot, HighContrast.OFF)
    assert felt_pixel(window) == usual_felt
    assert rim(face(window, "KH")) == usual_rim


def test_frames_are_thicker_and_stark_in_high_contrast(window, qtbot):
    focus = window.scene.marks["focus"]
    usual = focus.pen().widthF()
    choose(window, qtbot, HighContrast.ON)
    assert focus.pen().widthF() > usual
    assert focus.pen().color() == QColor(255, 255, 0)
    window.scene.show_hint(window.controller.game.legal_moves()[0])
    hint = window.scene.marks["hint"]
    assert hint.isVisible() and hint.pen().widthF() >= 6
    assert hint.brush().color().alpha() == 0, "no wash over the hinted card"


def test_as_the_system_follows_the_desktop_setting(window, qtbot):
    before = felt_pixel(window)
    try:
        system_says(True)
        assert contrast().high
        felt = felt_pixel(window)
        assert (felt.red(), felt.green(), felt.blue()) == (0, 0, 0)
        choose(window, qtbot, HighContrast.OFF)  # the player's own choice wins
        assert felt_pixel(window) == before
        choose(window, qtbot, HighContrast.SYSTEM)
        assert felt_pixel(window) != before
    finally:
        system_says(False)
    assert felt_pixel(window) == before


def test_four_colour_inks_stay_pure_in_high_contrast(window, qtbot):
    choose(window, qtbot, HighContrast.ON)
    window.prefs.set("four_colour", True)
    image = face(window, "QD")
    inks = {image.pixelColor(x, y).rgb() for x in range(0, image.width(), 2)
            for y in range(0, image.height() // 4, 2)}
    assert QColor(0, 0, 210).rgb() in inks, "the diamond's index in pure blue"
