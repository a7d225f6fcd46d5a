"""Cards that fill the window, in the real main window.

The cards grow with the window until the table fills most of the felt's width
(at 1280x800 the eight columns span at least 72 % of the view: they spanned 64 %
when the table was planned for columns of thirteen cards), while the longest
column stays in view with every corner index readable; the Card size preference
caps them; and the first window suits the screen it opens on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRect, QRectF, QSize
from PySide6.QtGui import QScreen

from freecell_qt.controller import GameController
from freecell_qt.engine import ALL_CARDS, Card, Game, Move, Pile, Position, Rules
from freecell_qt.storage.preferences import CardSize
from freecell_qt.table.pips import corner_rects
from freecell_qt.windows.main_window import MainWindow
from freecell_qt.windows.preferences_dialog import PreferencesDialog

SIZES = [(800, 600), (1280, 800), (1920, 1080)]
#: The least share of the view's width the eight columns span, by window size.
SPAN = {(1280, 800): 0.72, (1920, 1080): 0.66}


def resize(window: MainWindow, qtbot, width: int, height: int) -> None:
    window.resize(width, height)
    view = window.view
    qtbot.waitUntil(lambda: window.size() == QSize(width, height)
                    and window.scene.width() == view.viewport().width()
                    and window.scene.height() == view.viewport().height(), timeout=20000)


def columns_span(window: MainWindow) -> float:
    """How much of the view's width the columns cover, first card's left to last's right."""
    layout = window.scene.layout
    left = layout.slot_origin(Pile.column(0))[0]
    right = layout.slot_origin(Pile.column(layout.columns - 1))[0] + layout.card_width
    return (right - left) / window.view.viewport().width()


def assert_whole_table_in_view(window: MainWindow) -> None:
    """Every card in the view, and each covered card of a column shows its corner index."""
    scene = window.scene
    area = QRectF(window.view.viewport().rect())
    for card, item in scene.cards.items():
        if item.isVisible():
            assert area.contains(item.sceneBoundingRect()), card
    longest = max(len(column) for column in scene.shown.columns)
    index = corner_rects(scene.layout.card_width)[1].bottom()
    assert scene.layout.fan(longest) >= index, (longest, scene.layout.fan(longest), index)


def test_the_cards_grow_with_the_window_and_the_table_stays_in_view(window, qtbot):
    widths = []
    for size in SIZES:
        resize(window, qtbot, *size)
        assert_whole_table_in_view(window)
        widths.append(window.scene.layout.card_width)
    assert widths == sorted(widths) and len(set(widths)) == len(widths), widths


@pytest.mark.parametrize("size", list(SPAN))
def test_in_a_large_window_the_columns_span_most_of_the_felt(window, qtbot, size):
    resize(window, qtbot, *size)
    assert columns_span(window) >= SPAN[size], (size, window.scene.layout.card_width)


def c(text: str) -> Card:
    return Card.parse(text)


def long_column_game() -> Game:
    """Column 1 holds nine cards ending in the nine of hearts, column 2 ends with the
    eight of spades: playing 21 makes a column of ten, past what the table plans for."""
    first = [c(t) for t in ("KC", "QC", "JC", "TC", "9C", "8C", "7C", "6C", "9H")]
    second_end = c("8S")
    rest = [card for card in sorted(ALL_CARDS, key=lambda k: (k.rank, k.suit))
            if card not in first and card != second_end]
    columns = [first] + [rest[i::7] for i in range(7)]
    columns[1] = [*columns[1], second_end]
    return Game(Rules(), Position(columns=tuple(tuple(col) for col in columns),
                                  cells=(None,) * 4))


def test_a_column_grown_past_the_plan_shrinks_the_cards_and_stays_readable(
        window, controller, qtbot):
    controller.prefs.set("automove", False)
    resize(window, qtbot, 1280, 800)
    controller.set_game(long_column_game())
    qtbot.waitUntil(lambda: len(window.scene.shown.columns[0]) == 9, timeout=20000)
    before = window.scene.layout.card_width
    assert controller.play(Move.parse("21"))
    qtbot.waitUntil(lambda: len(window.scene.shown.columns[0]) == 10, timeout=20000)
    assert window.scene.layout.card_width < before
    assert_whole_table_in_view(window)
    # Undone, the column is back within the plan and the cards grow again.
    controller.undo()
    qtbot.waitUntil(lambda: len(window.scene.shown.columns[0]) == 9, timeout=20000)
    assert window.scene.layout.card_width == before


def test_the_card_size_preference_caps_the_cards_at_once(window, controller, qtbot):
    resize(window, qtbot, 1920, 1080)
    fitted = window.scene.layout.card_width
    dialog = PreferencesDialog(controller.prefs, window)
    qtbot.addWidget(dialog)
    combo = dialog.choice_combos["card_size"]
    for size in (CardSize.LARGE, CardSize.MEDIUM, CardSize.SMALL):
        combo.setCurrentIndex(combo.findData(size))
        assert controller.prefs.card_size is size
        cap = size.cap
        assert cap is not None and cap < fitted
        qtbot.waitUntil(lambda cap=cap: window.scene.layout.card_width == cap, timeout=20000)
        assert_whole_table_in_view(window)
    combo.setCurrentIndex(combo.findData(CardSize.FIT))
    qtbot.waitUntil(lambda: window.scene.layout.card_width == fitted, timeout=20000)
    # A cap larger than the window allows leaves the cards as the window has them.
    combo.setCurrentIndex(combo.findData(CardSize.LARGE))
    resize(window, qtbot, 800, 600)
    small = window.scene.layout.card_width
    assert small < CardSize.LARGE.cap  # type: ignore[operator]
    assert_whole_table_in_view(window)


@pytest.fixture
def screen_of(monkeypatch) -> Iterator[Callable[[QRect], None]]:
    """Make the screen's available area read as a given rectangle to the window."""
    area = QRect()

    def give(rect: QRect) -> None:
        area.setRect(rect.x(), rect.y(), rect.width(), rect.height())
        monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(area))

    yield give


def new_window(qtbot, prefs) -> MainWindow:
    window = MainWindow(GameController(prefs))
    qtbot.addWidget(window)
    return window


#: A 1280x800 laptop less a 40-pixel panel, and a 1920x1080 screen less the same.
LAPTOP = QRect(0, 0, 1280, 760)
DESKTOP = QRect(0, 0, 1920, 1040)


def test_the_first_window_suits_a_small_screen(qtbot, prefs, screen_of):
    screen_of(LAPTOP)
    window = new_window(qtbot, prefs)
    geometry = window.geometry()
    assert geometry.size() != QSize(1100, 780)
    assert LAPTOP.contains(geometry), geometry
    # Room left for a title bar above it, and most of the screen used.
    assert geometry.height() <= LAPTOP.height() - 30
    assert geometry.width() >= LAPTOP.width() * 0.75, geometry


def test_the_first_window_grows_on_a_large_screen(qtbot, prefs, screen_of):
    screen_of(DESKTOP)
    window = new_window(qtbot, prefs)
    geometry = window.geometry()
    assert DESKTOP.contains(geometry), geometry
    assert geometry.width() > 1100 and geometry.height() > 780, geometry


def remembered(qtbot, prefs, rect: QRect) -> None:
    """A window left at ``rect`` (its geometry kept in the preferences, as on quitting)."""
    window = new_window(qtbot, prefs)
    window.setGeometry(rect)
    prefs.save_geometry(window.saveGeometry())
    window.close()


def test_a_remembered_size_is_kept_where_it_fits(qtbot, prefs, screen_of):
    screen_of(DESKTOP)
    remembered(qtbot, prefs, QRect(60, 50, 760, 580))
    window = new_window(qtbot, prefs)
    assert window.geometry().size() == QSize(760, 580)


def test_a_remembered_size_too_large_for_the_screen_now_fits_it(qtbot, prefs, screen_of):
    screen_of(DESKTOP)
    remembered(qtbot, prefs, QRect(40, 30, 1800, 1000))
    screen_of(LAPTOP)
    window = new_window(qtbot, prefs)
    geometry = window.geometry()
    assert LAPTOP.contains(geometry), geometry
    assert geometry.height() <= LAPTOP.height() - 30, geometry


def test_the_window_at_its_first_size_shows_the_whole_table(qtbot, prefs, screen_of):
    screen_of(LAPTOP)
    window = new_window(qtbot, prefs)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.scene.width() == window.view.viewport().width(),
                    timeout=20000)
    assert_whole_table_in_view(window)
    window.close()

