"""Keyboard play: a focus frame moved by the arrows, pick up and put down with
Space or Enter, Esc to cancel, and the notation keys (``3`` then ``a`` plays 3a).

The window has bare-key shortcuts too (``H`` asks for a hint), and Qt gives a
shortcut the key before the table sees it. ``claims`` tells the view which
keys the table wants first: every notation key that continues a half-typed
move (so ``3`` ``h`` sends a card up) or starts one, but not a bare ``h``,
which starts nothing and so stays the Hint key.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from freecell_qt.engine import FreeCellError, Pile, PileKind
from freecell_qt.table.layout import FOUNDATION_SUITS
from freecell_qt.words.engine_words import explain

if TYPE_CHECKING:
    from freecell_qt.table.scene import TableScene

_NOTATION = "12345678abcdh"
_ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
_PICK_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
_NOTATION_MODIFIERS = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


def notation_letter(event: QKeyEvent) -> str:
    """The notation letter a key types (``"3"``, ``"a"``, ``"h"``), or ``""``."""
    text = event.text().lower()
    if len(text) == 1 and text in _NOTATION and not event.modifiers() & ~_NOTATION_MODIFIERS:
        return text
    return ""


class KeyboardHandler:
    """Focus, picked pile and half-typed notation move."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.focus = Pile.column(0)
        self.focus_visible = False
        self.picked: Pile | None = None
        self.typed: Pile | None = None

    # -- piles in keyboard order -----------------------------------------
    def _cells(self) -> int:
        return len(self.scene.shown.cells)

    def _exists(self, pile: Pile) -> bool:
        return pile.kind is not PileKind.CELL or pile.index < self._cells()

    def _top_row(self) -> list[tuple[int, Pile]]:
        row = [(i, Pile.cell(i)) for i in range(self._cells())]
        row += [(4 + n, Pile.foundation(suit)) for n, suit in enumerate(FOUNDATION_SUITS)]
        return row

    def _slot_of(self, pile: Pile) -> int:
        if pile.kind is PileKind.FOUNDATION:
            return 4 + FOUNDATION_SUITS.index(pile.index)  # type: ignore[arg-type]
        return pile.index

    def _step(self, key: int) -> Pile:
        top = self._top_row()
        slot = self._slot_of(self.focus)
        if self.focus.kind is PileKind.COLUMN:
            if key == Qt.Key.Key_Up:
                return min(top, key=lambda sp: (abs(sp[0] - slot), sp[0]))[1]
            if key == Qt.Key.Key_Down:
                return self.focus
            delta = -1 if key == Qt.Key.Key_Left else 1
            return Pile.column((slot + delta) % 8)
        if key == Qt.Key.Key_Down:
            return Pile.column(slot)
        if key == Qt.Key.Key_Up:
            return self.focus
        piles = [pile for _slot, pile in top]
        delta = -1 if key == Qt.Key.Key_Left else 1
        return piles[(piles.index(self.focus) + delta) % len(piles)]

    # -- events ----------------------------------------------------------
    def claims(self, event: QKeyEvent) -> bool:
        """Whether the table takes this key before the window's shortcuts do."""
        self.revalidate()
        if event.key() == Qt.Key.Key_Escape:
            return bool(self.picked or self.typed)
        letter = notation_letter(event)
        if not letter:
            return False
        return self.typed is not None or letter != "h"

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key; False when it is not a table key."""
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
        letter = notation_letter(event)
        if letter:
            self._notation(letter)
            return True
        return False

    def _notation(self, letter: str) -> None:
        pile = Pile.from_letter(letter)
        if not self._exists(pile):
            # The command line says the same: one sentence naming the cell.
            self.cancel()
            self._say_no_such_cell(pile)
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

    def _say_no_such_cell(self, pile: Pile) -> None:
        cells = self._cells()
        error = FreeCellError(f"there is no cell {pile.letter}", key="no_such_cell",
                              cell=pile.letter, cells=cells)
        self.scene.message.emit(explain(error))

    def _pick_or_put(self, pile: Pile) -> None:
        if self.picked is None:
            if self.scene.pile_cards(pile):
                self.picked = pile
                self.typed = None
            self.refresh()
            return
        source, self.picked = self.picked, None
        self.refresh()
        if source != pile:
            self.scene.controller.move_to(source, pile)

    def cancel(self) -> None:
        self.picked = self.typed = None
        self.refresh()

    def revalidate(self) -> None:
        """Forget piles the shown game no longer has (a deal with fewer cells).

        The focus moves to the last cell that remains, the nearest pile to
        where it was; a picked or typed pile that is gone is let go.
        """
        if not self._exists(self.focus):
            self.focus = Pile.cell(self._cells() - 1)
        if self.picked is not None and not self._exists(self.picked):
            self.picked = None
        if self.typed is not None and not self._exists(self.typed):
            self.typed = None

    # -- marks -----------------------------------------------------------
    def refresh(self) -> None:
        """Redraw the focus frame and the picked cards' mark."""
        self.revalidate()
        marks = self.scene.marks
        radius = self.scene.radius()
        if self.focus_visible:
            marks["focus"].cover(self.scene.pile_rect(self.focus), radius)
        else:
            marks["focus"].hide()
        chosen = self.picked or self.typed
        if chosen is None or not self.scene.pile_cards(chosen):
            marks["picked"].hide()
            return
        rect = self.scene.pile_rect(chosen)
        if chosen.kind is PileKind.COLUMN:
            run = self.scene.shown.run_length(chosen.index)
            cards = self.scene.pile_cards(chosen)
            first = cards[len(cards) - run].sceneBoundingRect()
            rect = QRectF(first.topLeft(), rect.bottomRight())
        marks["picked"].cover(rect, radius)
