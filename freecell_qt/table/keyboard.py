"""Keyboard play: a focus frame moved by the arrows, pick up and put down with
Space or Enter, Esc to cancel, and the notation keys (``3`` then ``a`` plays 3a).

The arrows move over the piles the game in play has, as the table shows them:
any number of columns, free cells (none at all in some games) and foundations,
in the top row or stacked on the right. Up and Down go to the nearest pile of
the other row. The notation keys are the engine's own pile letters.

The window has bare-key shortcuts too (``H`` asks for a hint), and Qt gives a
shortcut the key before the table sees it. ``claims`` tells the view which
keys the table wants first: every notation key that continues a half-typed
move (so ``3`` ``h`` sends a card up) or starts one, but not a bare ``h``,
which starts nothing and so stays the Hint key.

A player who cannot see the table hears it instead: keys that no notation
letter and no window shortcut uses read it aloud (``R`` the pile under the
frame, ``L`` the free cells, ``U`` the foundations, ``Alt`` with a column's
digit that column). In a game of nine cells or more, ``l`` names the ninth
cell, so there ``L`` types it and ``Shift+L`` reads the cells. The handler
only says which piles were asked for; the view turns them into words
(``table/accessible.py``), and hears from ``watchers`` whenever the frame
or what it covers may have changed.

The frame shows where the keys go, so it is shown only while they reach the
table: a dialog or a menu that has the keyboard hides it, and it comes back
with the keyboard.

While a deal flies in, the frame is hidden: it marks where the pile's top
card will be, and over the felt, before any card has landed, it would frame
nothing. It comes back on its pile when the last card lands.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Protocol

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from freecell_qt.engine import Pile, PileKind
from freecell_qt.engine.errors import InvalidMoveError
from freecell_qt.engine.moves import CELL_LETTERS
from freecell_qt.table.animator import Animator
from freecell_qt.table.input_table import InputTable
from freecell_qt.table.layout import Arrangement

_ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
_PICK_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
_NOTATION_MODIFIERS = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


class Reading(Enum):
    """What a reading key asks to hear."""

    PILE = "pile"
    CELLS = "cells"
    FOUNDATIONS = "foundations"


#: Bare reading keys. None of them is a notation letter (``COLUMN_LETTERS``,
#: ``CELL_LETTERS``, ``h``) or a window shortcut; the GUI tests hold both true.
READING_KEYS = {
    Qt.Key.Key_R: Reading.PILE,
    Qt.Key.Key_L: Reading.CELLS,
    Qt.Key.Key_U: Reading.FOUNDATIONS,
}
#: Alt with a digit reads that column: digits take no Alt in any menu.
_COLUMN_READING_KEYS = {getattr(Qt.Key, f"Key_{n}"): n - 1 for n in range(1, 10)}


def notation_letter(event: QKeyEvent) -> str:
    """The notation letter a key types (``"3"``, ``"a"``, ``"h"``), or ``""``.

    Whether a key names a pile is the notation's to say (``Pile.from_letter``),
    so the keys follow the engine when it names more columns or cells.
    """
    text = event.text().lower()
    if len(text) != 1 or not text.isprintable() or event.modifiers() & ~_NOTATION_MODIFIERS:
        return ""
    try:
        Pile.from_letter(text)
    except InvalidMoveError:
        return ""
    return text


class _Clicks(Protocol):
    """The click-to-move handler: one pick at a time, and Esc puts its cards back."""

    @property
    def picked(self) -> tuple[Pile, int] | None: ...

    def let_go(self) -> None: ...

    def unpick(self) -> None: ...

    def mark(self) -> None: ...


class KeyTable(InputTable, Protocol):
    """The table as the keys use it (``TableScene`` is one)."""

    @property
    def animator(self) -> Animator: ...

    @property
    def dealing(self) -> bool: ...

    @property
    def clicks(self) -> _Clicks: ...


class KeyboardHandler:
    """Focus, picked pile and half-typed notation move."""

    def __init__(self, scene: KeyTable) -> None:
        self.scene = scene
        self.focus = Pile.column(0)
        self.focus_visible = False
        #: Whether keys reach the table now (the view has the keyboard focus).
        self.listening = True
        self.picked: Pile | None = None
        self.typed: Pile | None = None
        #: Called after every refresh: the frame moved, or the cards under it changed.
        self.watchers: list[Callable[[], None]] = []
        #: Called with what a reading key asks for (the pile, for ``Reading.PILE``).
        self.readers: list[Callable[[Reading, Pile | None], None]] = []
        #: The frame is hidden until the deal on its way has landed.
        self._after_deal = False
        scene.animator.idle.connect(self._deal_landed)

    # -- piles in keyboard order -----------------------------------------
    def _cells(self) -> int:
        return len(self.scene.shown.cells)

    def _columns(self) -> int:
        return len(self.scene.shown.columns)

    def _exists(self, pile: Pile) -> bool:
        if pile.kind is PileKind.CELL:
            return 0 <= pile.index < self._cells()
        if pile.kind is PileKind.COLUMN:
            return 0 <= pile.index < self._columns()
        # ``h`` (any foundation, index -1) or one of the game's foundations.
        return -1 <= pile.index < len(self.scene.shown.foundations)

    def _top_row(self) -> list[Pile]:
        """Free cells left to right, then the foundations: the order Left and Right follow."""
        row = [Pile.cell(i) for i in range(self._cells())]
        return row + self.scene.layout.foundation_piles()

    def _nearest(self, piles: list[Pile]) -> Pile:
        """The pile of ``piles`` whose slot lies nearest above or below the focus (left on ties)."""
        layout = self.scene.layout
        x = layout.slot_origin(self.focus)[0]
        return min(piles, key=lambda pile: (abs(layout.slot_origin(pile)[0] - x),
                                            layout.slot_origin(pile)[0]))

    def _rows(self) -> list[list[Pile]] | None:
        """The rows of piles from top to bottom when the foundations have a row of
        their own over the cells' (``Arrangement.TWO_ROWS``), or the columns
        stand in several rows (Sarlacc's tiers); None otherwise."""
        layout = self.scene.layout
        columns = [[Pile.column(i) for i in row] for row in layout.column_rows()]
        if len(columns) > 1:
            return [row for row in [self._top_row(), *columns] if row]
        if layout.arrangement is not Arrangement.TWO_ROWS:
            return None
        rows = [layout.foundation_piles(),
                [Pile.cell(i) for i in range(self._cells())],
                *columns]
        return [row for row in rows if row]

    def _step(self, key: int) -> Pile:
        delta = -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
        rows = self._rows()
        if rows is not None and key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            # Up and Down go to the nearest pile of the row above or below.
            here = next(i for i, row in enumerate(rows) if self.focus in row)
            there = here + delta
            return self._nearest(rows[there]) if 0 <= there < len(rows) else self.focus
        if self.focus.kind is PileKind.COLUMN and rows is not None:
            # Left and Right go along the focused pile's row, round at its ends.
            row = next(row for row in rows if self.focus in row)
            return row[(row.index(self.focus) + delta) % len(row)]
        if self.focus.kind is PileKind.COLUMN:
            if key == Qt.Key.Key_Up:
                return self._nearest(self._top_row())
            if key == Qt.Key.Key_Down:
                return self.focus
            return Pile.column((self.focus.index + delta) % self._columns())
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            if self.focus.kind is PileKind.FOUNDATION and self.scene.layout.side:
                # Foundations stacked on the right: Up and Down go along the stack
                # (with several decks, along the focused foundation's column of them).
                stack = self.scene.layout.foundation_stack(self.focus)
                place = stack.index(self.focus) + delta
                if 0 <= place < len(stack):
                    return stack[place]
            if key == Qt.Key.Key_Up:
                return self.focus
            return self._nearest([Pile.column(i) for i in range(self._columns())])
        piles = self._top_row()
        return piles[(piles.index(self.focus) + delta) % len(piles)]

    # -- events ----------------------------------------------------------
    def claims(self, event: QKeyEvent) -> bool:
        """Whether the table takes this key before the window's shortcuts do."""
        self.revalidate()
        if event.key() == Qt.Key.Key_Escape:
            return bool(self.picked or self.typed or self.scene.clicks.picked)
        if self._reading(event) is not None:
            return True
        letter = notation_letter(event)
        if not letter:
            return False
        return self.typed is not None or letter != "h"

    def set_listening(self, listening: bool) -> None:
        """The view gained or lost the keyboard: the frame shows only while keys reach
        the table, so that it never points at a pile the keys would not act on."""
        if listening != self.listening:
            self.listening = listening
            self.refresh()

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key; False when it is not a table key."""
        self.listening = True  # a key that arrived proves it
        self.revalidate()
        key = event.key()
        if key in _ARROWS:
            self.focus = self._step(key)
            self.focus_visible = True
            self.typed = None
            self.refresh()
            return True
        if key in _PICK_KEYS:
            self.focus_visible = True
            self._pick_or_put(self.focus)
            return True
        if key == Qt.Key.Key_Escape and (self.picked or self.typed):
            self.cancel()
            return True
        if key == Qt.Key.Key_Escape and self.scene.clicks.picked:
            self.scene.clicks.let_go()  # cards a click picked up
            return True
        reading = self._reading(event)
        if reading is not None:
            self._read(*reading)
            return True
        letter = notation_letter(event)
        if letter:
            self._notation(letter)
            return True
        return False

    def _reading(self, event: QKeyEvent) -> tuple[Reading, Pile | None] | None:
        """What a reading key asks for, or None when the key reads nothing."""
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        key = event.key()
        if key in READING_KEYS and self._names_cell(key):
            # A game of nine cells or more names its ninth ``l``: the bare key
            # types that cell, as in notation, and Shift with it reads the cells.
            if modifiers == Qt.KeyboardModifier.ShiftModifier:
                return READING_KEYS[Qt.Key(key)], None
            return None
        if modifiers == Qt.KeyboardModifier.NoModifier and key in READING_KEYS:
            what = READING_KEYS[Qt.Key(key)]
            return what, (self.focus if what is Reading.PILE else None)
        if modifiers == Qt.KeyboardModifier.AltModifier and key in _COLUMN_READING_KEYS:
            return Reading.PILE, Pile.column(_COLUMN_READING_KEYS[Qt.Key(key)])
        return None

    def _names_cell(self, key: int) -> bool:
        """Whether a letter key names one of the free cells of the game in play."""
        letter = chr(key).lower() if 0 < key < 0x80 else ""
        return bool(letter) and CELL_LETTERS.find(letter) in range(self._cells())

    def _read(self, what: Reading, pile: Pile | None) -> None:
        if pile is not None and not self._exists(pile):
            self._say_no_such_pile(pile)
            return
        for reader in self.readers:
            reader(what, pile)

    def _notation(self, letter: str) -> None:
        pile = Pile.from_letter(letter)
        if not self._exists(pile):
            # The command line says the same: one sentence naming the pile.
            self.cancel()
            self._say_no_such_pile(pile)
            return
        if self.typed is None:
            if pile.kind is PileKind.FOUNDATION:
                return
            self.picked = None
            self.typed = pile
            self.refresh()
            return
        source, self.typed = self.typed, None
        self.refresh()
        if pile != source:
            self.scene.controller.move_to(source, pile)

    def _say_no_such_pile(self, pile: Pile) -> None:
        # The engine names the piles this game has, as the command line does.
        reason = self.scene.controller.check_pick_up(pile, 1)
        if not reason:  # the engine knows the pile after all: say nothing untrue
            return
        self.scene.message.emit(reason)

    def _pick_or_put(self, pile: Pile) -> None:
        if self.picked is None:
            if self.scene.pile_cards(pile):
                self.scene.clicks.unpick()  # one pick at a time
                self.picked = pile
                self.typed = None
            self.refresh()
            return
        source, self.picked = self.picked, None
        self.refresh()
        if source != pile:
            self.scene.controller.move_to(source, pile)

    def _deal_landed(self) -> None:
        if self._after_deal and not self.scene.dealing:
            self.refresh()

    def cancel(self) -> None:
        self.picked = self.typed = None
        self.refresh()

    def revalidate(self) -> None:
        """Forget piles the shown game no longer has (a deal with fewer cells or columns).

        The focus moves to the last cell or column that remains, the nearest
        pile to where it was (with no cells at all, to the first foundation); a
        picked or typed pile that is gone is let go.
        """
        if not self._exists(self.focus):
            if self.focus.kind is PileKind.COLUMN:
                self.focus = Pile.column(self._columns() - 1)
            elif self.focus.kind is PileKind.FOUNDATION:
                # A game of fewer decks: the first foundation of the same suit.
                self.focus = Pile.foundation(self.focus.index % 4)
            elif self._cells():
                self.focus = Pile.cell(self._cells() - 1)
            else:
                self.focus = self.scene.layout.foundation_piles()[0]
        if self.picked is not None and not self._exists(self.picked):
            self.picked = None
        if self.typed is not None and not self._exists(self.typed):
            self.typed = None

    # -- marks -----------------------------------------------------------
    def refresh(self) -> None:
        """Redraw the focus frame and the picked cards' mark, and tell the watchers."""
        self._mark()
        for watcher in self.watchers:
            watcher()

    def _mark(self) -> None:
        self.revalidate()
        marks = self.scene.marks
        radius = self.scene.radius()
        self._after_deal = self.focus_visible and self.scene.dealing
        if self.focus_visible and self.listening and not self._after_deal:
            marks["focus"].cover(self.scene.pile_rect(self.focus), radius)
        else:
            marks["focus"].hide()
        chosen = self.picked or self.typed
        if chosen is None or not self.scene.pile_cards(chosen):
            marks["picked"].hide()
            self.scene.clicks.mark()  # cards a click picked up, if any
            return
        rect = self.scene.pile_rect(chosen)
        if chosen.kind is PileKind.COLUMN:
            # A run by the game's own build rule (by suit in Baker's Game, say).
            run = self.scene.shown.run_length(chosen.index, self.scene.controller.game.rules)
            cards = self.scene.pile_cards(chosen)
            first = cards[len(cards) - run].sceneBoundingRect()
            rect = QRectF(first.topLeft(), rect.bottomRight())
        marks["picked"].cover(rect, radius)
