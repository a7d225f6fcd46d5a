"""The game for a player who listens: the focused pile's name, announcements, reading
keys, the piles as accessible objects, and an accessible name on every control of
every window.

What a screen reader receives over AT-SPI is tested in ``test_atspi.py``; here
the same words are read where Qt hands them to its bridge: the view's
accessible name and children, and the table's ``said`` signal, sent with each
announcement.
"""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QLineEdit,
    QListView,
    QMenu,
    QSlider,
    QTableView,
    QTabWidget,
    QTextEdit,
    QToolButton,
    QTreeView,
    QWidget,
)

from freecell_qt.engine import ALL_CARDS, Game, Pile, Preset, Rules, Suit
from freecell_qt.engine.moves import CELL_LETTERS, COLUMN_LETTERS
from freecell_qt.table.keyboard import READING_KEYS
from freecell_qt.words.speech_words import card_title, focus_sentence, pile_reading
from tests.gui.conftest import load_board
from tests.gui.test_keyboard_window import deal, press

WON_NEXT = "\n".join([
    "Foundations: H-Q C-K D-K S-Q",
    "Freecells: - - - -",
    ": KS", ": KH", ":", ":", ":", ":", ":", ":",
])


class Heard:
    """Every announcement the table makes, in order, with its urgency."""

    def __init__(self, window) -> None:
        self.said: list[tuple[str, bool]] = []
        window.view.speech.said.connect(lambda text, assertive:
                                        self.said.append((text, assertive)))

    def texts(self) -> list[str]:
        return [text for text, _assertive in self.said]


@pytest.fixture
def heard(window):
    return Heard(window)


def name(window) -> str:
    return window.view.accessibleName()


def accessible_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None, widget
    return interface.text(QAccessible.Text.Name)


# -- the focused pile is the view's name ---------------------------------------
def test_the_view_is_named_after_the_focused_pile(window):
    # Deal 267: column 1 is 7H 5D 2D 8D TC 2H 8S, column 5 ends with the queen
    # of diamonds, and the free cells and foundations are empty.
    assert name(window) == "8 of spades, column 1, 7 cards, top card"
    press(window, "right", "right", "right", "right")
    assert name(window) == "Queen of diamonds, column 5, 6 cards, top card"
    press(window, "left", "left", "left", "left", "up")
    assert name(window) == "Free cell a, empty"
    press(window, "left")
    assert name(window) == "Diamonds foundation, empty"


def test_the_name_tells_a_run_and_cards_picked_up(window, controller):
    press(window, "7", "8")  # 3 of diamonds onto the 4 of spades
    press(window, "left")
    assert name(window) == "3 of diamonds, column 8, 7 cards, top card, a run of 2"
    press(window, "space")
    assert name(window).endswith(", picked up")
    press(window, "esc")
    assert not name(window).endswith(", picked up")


def test_the_name_follows_the_focus_to_a_free_cell_and_a_foundation(window, controller):
    board = "\n".join([
        "Foundations: H-Q C-K D-K S-J",
        "Freecells: KS - - -",
        ": QS", ": KH", ":", ":", ":", ":", ":", ":",
    ])
    load_board(controller, board)
    assert name(window) == "Queen of spades, column 1, 1 cards, top card"
    press(window, "up")
    assert name(window) == "King of spades, free cell a"
    press(window, "left")
    assert name(window) == "Diamonds foundation, up to king of diamonds"


# -- announcements -------------------------------------------------------------
def test_a_move_is_announced_with_the_column_it_lands_in(window, controller, heard):
    press(window, "7", "8")
    assert controller.game.move_count == 1
    assert heard.said[-1] == ("3 of diamonds onto the 4 of spades, in column 8", False)


def test_automatic_moves_are_announced_after_the_player_move(window, controller, heard,
                                                             modals):
    load_board(controller, WON_NEXT)
    press(window, "2", "h")
    assert controller.game.is_won
    assert ("King of hearts to the foundation. Automatically: king of spades to the "
            "foundation", False) in heard.said
    assert heard.said[-1][0].startswith("You won! Score ")


def test_a_refusal_interrupts_with_the_reason_the_status_bar_gives(window, controller, heard,
                                                                   qtbot):
    press(window, "1", "2")
    assert controller.game.move_count == 0
    refusal = window.statusBar().currentMessage()
    assert refusal.startswith("The 8 of spades cannot go on the king of hearts")
    assert heard.said[-1] == (refusal, True)
    # The status bar's own echo of the refusal is not said a second time. Echoes
    # arrive queued, in order: once a later message is heard, the echo was handled.
    window.statusBar().showMessage("A later message")
    qtbot.waitUntil(lambda: "A later message" in heard.texts())
    assert heard.texts().count(refusal) == 1


def test_undo_and_redo_say_which_move(window, controller, heard):
    press(window, "7", "8")
    window.undo_action.trigger()
    assert heard.said[-1][0] == "Undone: 3 of diamonds onto the 4 of spades"
    window.redo_action.trigger()
    assert heard.said[-1][0] == "Redone: 3 of diamonds onto the 4 of spades"


def test_a_new_deal_is_announced_by_its_title(window, heard):
    deal(window, 1)
    assert heard.said[-1] == ("FreeCell deal 1", False)


def test_a_hint_is_announced(window, heard, qtbot):
    press(window, "h")
    qtbot.waitUntil(lambda: any(text.startswith("Hint") for text in heard.texts()))


def test_the_verdict_is_announced_once_per_change(window, prefs, heard, qtbot):
    prefs.set("show_verdict", True)
    qtbot.waitUntil(lambda: "This deal can be won." in heard.texts())
    press(window, "7", "8")
    qtbot.waitUntil(lambda: window.advisor.verdict.value == "winnable")
    # Still winnable: nothing new to say about it.
    assert heard.texts().count("This deal can be won.") == 1
    assert "This deal can still be won." not in heard.texts()


# -- reading keys ----------------------------------------------------------------
def test_r_reads_the_focused_pile_in_full(window, heard):
    press(window, "right", "right", "right", "right")
    QTest.keyClick(window.view, Qt.Key.Key_R)
    assert heard.said[-1] == (
        "Column 5: 4 of hearts, 6 of hearts, jack of diamonds, 10 of spades, "
        "10 of diamonds, queen of diamonds, 6 cards", False)


def test_l_reads_the_free_cells_and_u_the_foundations(window, controller, heard):
    press(window, "1", "b")
    QTest.keyClick(window.view, Qt.Key.Key_L)
    assert heard.said[-1][0] == ("Free cells, 3 free: a, empty; b, 8 of spades; c, empty; "
                                 "d, empty")
    QTest.keyClick(window.view, Qt.Key.Key_U)
    assert heard.said[-1][0] == ("Foundations: spades, empty; hearts, empty; clubs, empty; "
                                 "diamonds, empty")


def test_alt_and_a_digit_read_that_column(window, heard):
    QTest.keyClick(window.view, Qt.Key.Key_8, Qt.KeyboardModifier.AltModifier)
    assert heard.said[-1][0] == ("Column 8: queen of hearts, king of diamonds, 7 of spades, "
                                 "ace of spades, 5 of spades, 4 of spades, 6 cards")
    assert window.scene.keys.focus == Pile.column(0)  # reading moves nothing


def test_alt_and_a_column_the_game_lacks_says_so(window, controller, heard):
    controller.set_game(Game.new(1, Rules(Preset.CUSTOM, 4, columns=7)))
    QTest.keyClick(window.view, Qt.Key.Key_9, Qt.KeyboardModifier.AltModifier)
    assert heard.said[-1][1] is True
    assert "there is no column 9" in heard.said[-1][0]


def test_reading_keys_are_no_notation_letter_and_no_shortcut(window):
    from PySide6.QtGui import QAction

    taken = {action.shortcut() for action in window.findChildren(QAction)
             if not action.shortcut().isEmpty()}
    for key in READING_KEYS:
        letter = QKeySequence(key).toString().lower()
        # The ninth cell's letter, l, is a reading key only in games of eight
        # cells or fewer (test_decks_table tests the others).
        assert letter not in COLUMN_LETTERS + CELL_LETTERS[:8] + "h"
        assert QKeySequence(key) not in taken
    for digit in range(1, 10):
        assert QKeySequence(f"Alt+{digit}") not in taken


def test_reading_keys_in_the_window_change_nothing(window, controller, heard, modals):
    before = controller.game.position
    press(window, "right")
    for key in (Qt.Key.Key_R, Qt.Key.Key_L, Qt.Key.Key_U):
        QTest.keyClick(window.view, key)
    QTest.keyClick(window.view, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    assert controller.game.position == before
    assert modals.seen == []  # no dialog, no menu
    assert len(heard.said) == 4


# -- an accessible name on every control ---------------------------------------------
_INTERACTIVE = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QSlider, QTextEdit,
                QListView, QTreeView, QTableView, QTabWidget)


def unnamed_controls(root: QWidget) -> list[str]:
    """Every visible interactive control under ``root`` that a screen reader cannot name."""
    missing = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not isinstance(widget, _INTERACTIVE) or not widget.isVisibleTo(root):
            continue
        if isinstance(widget.parent(), QAbstractSpinBox | QComboBox):
            continue  # the line edit inside a spin box or combo box: the box is named
        if not accessible_name(widget).strip():
            missing.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return missing


def test_every_control_of_the_main_window_has_a_name(window):
    window.view.set_finish_visible(True)
    window.statistics_ui.replay_bar.show()
    window.solution_ui.bar.show()
    assert unnamed_controls(window) == []
    overflows = window.findChildren(QToolButton, "qt_toolbar_ext_button")
    # The toolbar's, the replay bar's and the solution bar's, shown when narrow.
    assert len(overflows) == 3
    assert all(accessible_name(button) for button in overflows)
    assert accessible_name(window.view)
    bar = QAccessible.queryAccessibleInterface(window.menuBar())
    titles = [bar.child(n).text(QAccessible.Text.Name) for n in range(bar.childCount())]
    assert len(titles) == len(window.menuBar().actions()) >= 5
    assert all(title.strip() for title in titles)
    for menu in (action.menu() for action in window.menuBar().actions()):
        assert isinstance(menu, QMenu)
        items = QAccessible.queryAccessibleInterface(menu)
        names = [items.child(n).text(QAccessible.Text.Name) for n in range(items.childCount())]
        separators = sum(action.isSeparator() for action in menu.actions())
        assert len([name for name in names if name.strip()]) == len(names) - separators


def dialogs(window):
    from freecell_qt.windows.end_dialogs import StuckDialog, WonDialog
    from freecell_qt.windows.help_dialog import HowToPlayDialog
    from freecell_qt.windows.history_dialog import HistoryDialog
    from freecell_qt.windows.new_game_dialog import NewGameDialog
    from freecell_qt.windows.preferences_dialog import PreferencesDialog
    from freecell_qt.windows.statistics_dialog import StatisticsDialog

    def custom_game() -> NewGameDialog:
        dialog = NewGameDialog(window.prefs, window)
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(Preset.CUSTOM))
        return dialog

    return {
        "New Game": lambda: NewGameDialog(window.prefs, window),
        "New Game, custom": custom_game,
        "Play Deal": lambda: NewGameDialog(window.prefs, window, by_number=True,
                                           rules=window.controller.game.rules),
        "Preferences": lambda: PreferencesDialog(window.prefs, window),
        "Statistics": lambda: StatisticsDialog(window.statistics_ui.statistics,
                                               window.controller.game.rules, window),
        "History": lambda: HistoryDialog(window.controller, window),
        "How to Play": lambda: HowToPlayDialog(window),
        "Won": lambda: WonDialog(100, 80, 300.0, window),
        "Stuck": lambda: StuckDialog(window),
    }


@pytest.mark.parametrize("which", ["New Game", "New Game, custom", "Play Deal", "Preferences",
                                   "Statistics",
                                   "History", "How to Play", "Won", "Stuck"])
def test_every_control_of_each_dialog_has_a_name(window, qtbot, which):
    dialog: QDialog | None = dialogs(window)[which]()
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    try:
        assert unnamed_controls(dialog) == []
        # A dialog of several pages: the controls of each page, shown in turn.
        for tabs in dialog.findChildren(QTabWidget):
            for index in range(tabs.count()):
                tabs.setCurrentIndex(index)
                assert unnamed_controls(dialog) == [], tabs.tabText(index)
    finally:
        dialog.close()


def test_the_about_box_names_its_button(window, qtbot, modals):
    from PySide6.QtWidgets import QMessageBox

    found: list[list[str]] = []

    def inspect(box: QWidget) -> None:
        found.append(unnamed_controls(box))
        box.close()

    modals.answer(QMessageBox, inspect)
    window.about_action.trigger()
    assert found == [[]]


def test_the_focus_sentence_speaks_of_each_suit(window, controller):
    on_foundations = {Suit.HEARTS: 4, Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.SPADES: 13}
    rest = [str(card) for card in ALL_CARDS if card.rank > on_foundations[card.suit]]
    board = "\n".join([
        "Foundations: H-4 C-0 D-A S-K",
        "Freecells: - - - -",
        *(": " + " ".join(rest[n::8]) for n in range(8)),
    ])
    load_board(controller, board)
    scene = window.scene
    words = {suit: focus_sentence(scene.shown, Pile.foundation(suit), controller.game.rules)
             for suit in Suit}
    assert words[Suit.HEARTS] == "Hearts foundation, up to 4 of hearts"
    assert words[Suit.DIAMONDS] == "Diamonds foundation, up to ace of diamonds"
    assert words[Suit.SPADES] == "Spades foundation, up to king of spades"
    assert words[Suit.CLUBS] == "Clubs foundation, empty"


# -- every pile an accessible object of its own ------------------------------------
COLUMN_5 = ("Column 5: 4 of hearts, 6 of hearts, jack of diamonds, 10 of spades, "
            "10 of diamonds, queen of diamonds, 6 cards")


def table(window) -> QAccessibleInterface:
    interface = QAccessible.queryAccessibleInterface(window.view)
    assert interface is not None
    return interface


def children(interface: QAccessibleInterface) -> list[QAccessibleInterface]:
    return [interface.child(n) for n in range(interface.childCount())]


def piles(window) -> list[QAccessibleInterface]:
    return [child for child in children(table(window))
            if child.role() in (QAccessible.Role.List, QAccessible.Role.Grouping)]


def pile_named(window, start: str) -> QAccessibleInterface:
    found = [pile for pile in piles(window) if pile.text(QAccessible.Text.Name).startswith(start)]
    assert len(found) == 1, start
    return found[0]


def names(interfaces: list[QAccessibleInterface]) -> list[str]:
    return [interface.text(QAccessible.Text.Name) for interface in interfaces]


def test_the_table_has_a_child_for_each_pile_named_with_its_cards(window):
    view = table(window)
    assert view.childCount() == 8 + 4 + 4  # the Finish button is hidden
    assert names(piles(window)) == [
        "Free cell a: empty", "Free cell b: empty", "Free cell c: empty", "Free cell d: empty",
        "Spades foundation: empty", "Hearts foundation: empty", "Clubs foundation: empty",
        "Diamonds foundation: empty",
        "Column 1: 7 of hearts, 5 of diamonds, 2 of diamonds, 8 of diamonds, 10 of clubs, "
        "2 of hearts, 8 of spades, 7 cards",
        "Column 2: 2 of clubs, ace of diamonds, 8 of hearts, 3 of hearts, 9 of hearts, "
        "6 of spades, king of hearts, 7 cards",
        "Column 3: queen of clubs, 6 of clubs, 2 of spades, jack of spades, 3 of clubs, "
        "king of spades, 9 of clubs, 7 cards",
        "Column 4: 3 of spades, ace of clubs, 6 of diamonds, king of clubs, 8 of clubs, "
        "4 of clubs, 7 of diamonds, 7 cards",
        COLUMN_5,
        "Column 6: ace of hearts, 5 of clubs, queen of spades, 9 of spades, 9 of diamonds, "
        "7 of clubs, 6 cards",
        "Column 7: jack of hearts, 10 of hearts, jack of clubs, 5 of hearts, 4 of diamonds, "
        "3 of diamonds, 6 cards",
        "Column 8: queen of hearts, king of diamonds, 7 of spades, ace of spades, 5 of spades, "
        "4 of spades, 6 cards",
    ]
    for index, pile in enumerate(children(view)):
        assert pile.isValid()
        assert view.indexOfChild(pile) == index
        assert pile.parent().object() is window.view
    # A column lists its cards as items; a cell or a foundation says in its name what it holds.
    column = pile_named(window, "Column 5:")
    assert column.role() == QAccessible.Role.List
    assert names(children(column)) == ["4 of hearts", "6 of hearts", "Jack of diamonds",
                                       "10 of spades", "10 of diamonds", "Queen of diamonds"]
    assert {card.role() for card in children(column)} == {QAccessible.Role.ListItem}
    assert [column.indexOfChild(card) for card in children(column)] == list(range(6))
    assert all(card.parent() is column for card in children(column))
    assert pile_named(window, "Free cell a").role() == QAccessible.Role.Grouping
    assert pile_named(window, "Free cell a").childCount() == 0


def test_each_pile_lies_on_the_screen_where_the_table_shows_it(window):
    view = table(window)
    viewport = window.view.viewport()
    area = view.rect()
    rects = []
    for pile in piles(window):
        rect = pile.rect()
        assert not rect.isEmpty() and area.contains(rect), pile.text(QAccessible.Text.Name)
        assert not any(rect.intersects(other) for other in rects)
        rects.append(rect)
        # The pile the table has under that point of the screen is this one.
        scene_point = window.view.mapToScene(viewport.mapFromGlobal(rect.center()))
        on_table = window.scene.pile_at(scene_point)
        assert on_table is not None
        assert pile.text(QAccessible.Text.Name) == pile_reading(window.scene.shown, on_table,
                                                                  window.controller.game.rules)
        assert view.childAt(rect.center().x(), rect.center().y()) is pile
    column = pile_named(window, "Column 5:")
    tops = []
    for card in children(column):
        rect = card.rect()
        assert not rect.isEmpty() and column.rect().contains(rect)
        tops.append(rect.top())
        assert column.childAt(rect.center().x(), rect.center().y()) is card
    assert tops == sorted(tops) and len(set(tops)) == len(tops)  # fanned downwards
    assert children(column)[-1].rect().height() > children(column)[0].rect().height()


def focused(window) -> list[str]:
    return [name for pile, name in zip(piles(window), names(piles(window)), strict=True)
            if pile.state().focused]


def test_the_focused_pile_follows_the_keyboard(window):
    press(window)
    assert all(pile.state().focusable for pile in piles(window))
    assert [name[:9] for name in focused(window)] == ["Column 1:"]
    press(window, "right", "right", "right", "right")
    assert focused(window) == [COLUMN_5]
    press(window, "left", "left", "left", "left", "up")
    assert focused(window) == ["Free cell a: empty"]
    press(window, "left")
    assert focused(window) == ["Diamonds foundation: empty"]
    window.menuBar().setFocus()  # the keys go elsewhere: no pile has the focus
    assert focused(window) == []


def test_a_move_changes_the_names_and_cards_of_the_piles_it_touches(window, controller):
    column_7 = pile_named(window, "Column 7:")
    column_8 = pile_named(window, "Column 8:")
    press(window, "7", "8")  # the 3 of diamonds onto the 4 of spades
    assert controller.game.move_count == 1
    assert column_7.text(QAccessible.Text.Name) == (
        "Column 7: jack of hearts, 10 of hearts, jack of clubs, 5 of hearts, 4 of diamonds, "
        "5 cards")
    assert column_8.text(QAccessible.Text.Name).endswith(
        "4 of spades, 3 of diamonds, 7 cards")
    assert column_7.childCount() == 5
    assert names(children(column_8))[-1] == "3 of diamonds"
    press(window, "1", "a")
    assert pile_named(window, "Free cell a").text(QAccessible.Text.Name) == (
        "Free cell a: 8 of spades")
    window.undo_action.trigger()
    assert pile_named(window, "Free cell a").text(QAccessible.Text.Name) == "Free cell a: empty"


def test_the_finish_button_follows_the_piles(window):
    window.view.set_finish_visible(True)
    view = table(window)
    assert view.childCount() == 8 + 4 + 4 + 1
    button = view.child(view.childCount() - 1)
    assert button.object() is window.view.finish_button
    assert button.text(QAccessible.Text.Name) == "Finish"
    assert view.indexOfChild(button) == view.childCount() - 1


@pytest.mark.parametrize("rules", [
    Rules.preset("eight-off"),
    Rules(Preset.FREECELL, 0),
    Rules(Preset.CUSTOM, 2, columns=13),
    Rules(Preset.CUSTOM, 8, columns=4),
], ids=["eight-off", "no-cells", "13-columns", "4-columns-8-cells"])
def test_every_game_has_a_child_for_each_of_its_piles(window, controller, rules):
    before = piles(window)
    controller.set_game(Game.new(5, rules))
    position = controller.game.position
    shown = piles(window)
    assert len(shown) == rules.columns + rules.cells + 4
    assert sum(pile.role() == QAccessible.Role.List for pile in shown) == rules.columns
    area = table(window).rect()
    rects = [pile.rect() for pile in shown]
    for pile, rect in zip(shown, rects, strict=True):
        assert not rect.isEmpty() and area.contains(rect), pile.text(QAccessible.Text.Name)
        assert sum(rect.intersects(other) for other in rects) == 1  # itself only
    for index, column in enumerate(position.columns):
        pile = pile_named(window, f"Column {index + 1}:")
        assert names(children(pile)) == [card_title(card) for card in column]
    for index, card in enumerate(position.cells):
        letter = CELL_LETTERS[index]
        expected = card_title(card).lower() if card else "empty"
        held = pile_named(window, f"Free cell {letter}:").text(QAccessible.Text.Name)
        assert held.lower() == f"free cell {letter}: {expected}"
    # The piles the game lacks are gone; those it shares are the same objects.
    gone = [pile for pile in before if pile not in shown]
    assert all(not pile.isValid() for pile in gone)
    assert all(pile.isValid() for pile in before if pile in shown)


def test_a_closed_window_takes_its_piles_with_it(qtbot, controller):
    from PySide6.QtCore import QCoreApplication, QEvent

    from freecell_qt.windows.main_window import MainWindow

    other = MainWindow(controller)
    other.show()
    qtbot.waitExposed(other)
    interface = QAccessible.queryAccessibleInterface(other.view)
    made = [interface.child(n) for n in range(interface.childCount())]
    made += [card for pile in made for card in children(pile)]
    assert len(made) > 52
    other.close()
    other.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    # Qt deleted each one: none is left for it to call, or for Python to free twice.
    assert not any(shiboken6.isValid(each) for each in made)
