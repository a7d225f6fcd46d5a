"""A small drawing of a game's table, for the New Game dialog.

Boxes stand for the piles: the free cells (filled when the deal puts a card
there) and the four foundations along the top, the columns below, each as
tall as the cards dealt to it with the count written in. It is drawn from the
same ``Rules`` value the game will be dealt with, so changing a custom option
shows its effect at once.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from freecell_qt.engine import Rules
from freecell_qt.words import rules_words

#: The felt of the table when the player's is not known (a preview on its own).
FELT = QColor(0x2E, 0x6B, 0x3F)
CARD = QColor(0xF4, 0xF1, 0xE8)
OUTLINE = QColor(0xD8, 0xE6, 0xDA)
#: The most cards one column is drawn for: longer ones are as tall as this.
TALLEST = 14


def column_label(facts: rules_words.Facts, count: int) -> str:
    """What a column's box says: the cards it is dealt, or ``?`` where each king
    dealt starts a column and the cards decide the lengths (Kings)."""
    return "?" if facts.kings_deal else str(count)


def foundation_boxes(facts: rules_words.Facts) -> int:
    """The foundation boxes the preview draws: one a foundation up to four
    (Clink's two, Footling's one), so that with several decks each suit's
    foundations are one box (``marks_decks``) and twelve of them leave room
    for the cells."""
    return min(facts.foundations, 4)


def marks_decks(facts: rules_words.Facts) -> bool:
    """Whether each foundation box is marked with the decks: with several
    decks, unless one foundation takes every card (Double Footling)."""
    return facts.decks > 1 and facts.foundations > 1


class RulesPreview(QWidget):
    """The layout of one game's deal; empty (a plain felt) when there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._facts: rules_words.Facts | None = None
        self._felt = QColor(FELT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # Narrow enough to stand beside the dialog's fields on an 800-pixel screen.
        self.setMinimumSize(180, 100)
        self.setAccessibleName(self.tr("Table layout"))

    def sizeHint(self) -> QSize:
        return QSize(240, 120)

    def set_felt(self, colour: QColor) -> None:
        """Draw on the player's own felt, so the preview looks like the table it shows."""
        self._felt = QColor(colour)
        self.update()

    def set_rules(self, rules: Rules | None) -> None:
        self._facts = rules_words.Facts.of(rules) if rules is not None else None
        self.setAccessibleDescription(rules_words.summary(rules) if rules is not None else "")
        self.update()

    @property
    def facts(self) -> rules_words.Facts | None:
        """What is drawn: columns, cells and cards, for tests and screen readers."""
        return self._facts

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self._felt)
        facts = self._facts
        if facts is None:
            return
        margin = 6.0
        # With several decks each suit's foundations are drawn as one box marked
        # with their number, so that twelve of them leave room for the cells.
        foundations = foundation_boxes(facts)
        top_piles = facts.cells + foundations
        across = max(facts.columns, top_piles)
        width = (self.width() - 2 * margin) / across
        box = width * 0.8
        gap = width - box
        card_height = min(box * 1.4, (self.height() - 2 * margin) * 0.3)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)

        # Cells on the left, foundations on the right, as on the table.
        for index in range(facts.cells):
            x = margin + gap / 2 + index * width
            self._pile(painter, QRectF(x, margin, box, card_height),
                       filled=index < facts.reserve)
        for index in range(foundations):
            x = self.width() - margin - (foundations - index) * width + gap / 2
            rect = QRectF(x, margin, box, card_height)
            self._pile(painter, rect, filled=False, dashed=True)
            if marks_decks(facts):
                painter.setPen(OUTLINE)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"×{facts.decks}")

        # Columns: the longer the column, the taller its box, up to the bottom.
        top = margin + card_height + margin
        room = self.height() - margin - top
        # The longest column (or a FreeCell-long one) reaches the bottom.
        tallest = min(TALLEST, max(7, *facts.layout))
        step = max(0.0, (room - card_height) / (tallest - 1))
        offset = (self.width() - facts.columns * width) / 2
        text_colour = QColor(Qt.GlobalColor.black)
        for index, count in enumerate(facts.layout):
            x = offset + index * width + gap / 2
            height = card_height + step * (min(count, TALLEST) - 1) if count else card_height
            rect = QRectF(x, top, box, height)
            self._pile(painter, rect, filled=count > 0)
            if count:
                painter.setPen(text_colour)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, column_label(facts, count))

    def _pile(self, painter: QPainter, rect: QRectF, *, filled: bool,
              dashed: bool = False) -> None:
        pen = QPen(OUTLINE, 1, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
        painter.setPen(pen)
        painter.setBrush(CARD if filled else Qt.BrushStyle.NoBrush)
        radius = max(1.0, rect.width() / 8)
        painter.drawRoundedRect(rect, radius, radius)
