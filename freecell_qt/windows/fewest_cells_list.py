"""The challenge list: FreeCell deals by the fewest free cells they are won with,
and the beginner's easy deals.

It opens at once: the deals come from the table the app carries
(``engine.fewest_cells``), worked out beforehand with the rating's own
searches, never from a search made while the player waits.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from freecell_qt.app.i18n import format_number
from freecell_qt.engine.fewest_cells import CELL_COUNTS, FewestCellsTable, shipped_table
from freecell_qt.words.step_words import fill


class Pick(Enum):
    """What the player chose in the list."""

    CHALLENGE = "challenge"  # a listed deal, with its fewest cells
    EASY = "easy"  # a random FreeCell deal rated easy
    ACES_UP = "aces-up"  # a random deal of FreeCell with the aces up


class FewestCellsListDialog(QDialog):
    """Deals by their fewest cells; ``pick`` and ``deal``/``cells`` after ``exec()``."""

    def __init__(self, parent: QWidget | None = None, table: FewestCellsTable | None = None,
                 ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Challenges and Easy Deals"))
        self.table = table if table is not None else shipped_table()
        self.pick: Pick | None = None
        self.deal: int | None = None
        self.cells: int | None = None
        intro = QLabel(self.tr(
            "Win a FreeCell deal with as few free cells as the solver needs for it. "
            "Each deal below is listed under the fewest free cells it can be won with."))
        intro.setWordWrap(True)
        self.cells_combo = QComboBox()
        for cells in CELL_COUNTS:
            found = format_number(len(self.table.with_cells(cells)))
            if cells == 1:
                text = fill(self.tr("1 free cell (%1 deals)"), found)
            else:
                text = fill(self.tr("%n free cells (%1 deals)", "", cells), found)
            self.cells_combo.addItem(text, cells)
        self.deal_list = QListWidget()
        self.deal_list.itemDoubleClicked.connect(lambda _item: self._play())
        form = QFormLayout()
        form.addRow(self.tr("&Fewest cells:"), self.cells_combo)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.play_button = QPushButton(self.tr("&Play Challenge"))
        self.play_button.setDefault(True)
        self.buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.easy_button = QPushButton(self.tr("&Beginner: an Easy Deal"))
        self.easy_button.setToolTip(self.tr(
            "A random FreeCell deal with four free cells that the solver rates easy"))
        self.buttons.addButton(self.easy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.aces_button = QPushButton(self.tr("&Aces Up"))
        self.aces_button.setToolTip(self.tr(
            "FreeCell with the four aces on the foundations before play: an easier game"))
        self.buttons.addButton(self.aces_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.aces_button.clicked.connect(self._aces_up)
        self.play_button.clicked.connect(self._play)
        self.easy_button.clicked.connect(self._easy)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.deal_list, 1)
        layout.addWidget(self.buttons)
        self.cells_combo.currentIndexChanged.connect(self._fill)
        self._fill()
        self.resize(460, 480)

    def _fill(self) -> None:
        cells = int(self.cells_combo.currentData())
        self.deal_list.clear()
        for deal in self.table.with_cells(cells):
            if cells == 1:
                text = self.tr("Deal %1 with 1 free cell")
            else:
                text = self.tr("Deal %1 with %n free cells", "", cells)
            item = QListWidgetItem(fill(text, format_number(deal)))
            item.setData(Qt.ItemDataRole.UserRole, deal)
            self.deal_list.addItem(item)
        if self.deal_list.count():
            self.deal_list.setCurrentRow(0)
        self.play_button.setEnabled(self.deal_list.count() > 0)

    def show_cells(self, cells: int) -> None:
        """List the deals won with ``cells`` free cells at the fewest."""
        self.cells_combo.setCurrentIndex(max(0, self.cells_combo.findData(cells)))

    def _play(self) -> None:
        item = self.deal_list.currentItem()
        if item is None:
            return
        self.pick = Pick.CHALLENGE
        self.deal = int(item.data(Qt.ItemDataRole.UserRole))
        self.cells = int(self.cells_combo.currentData())
        self.accept()

    def _easy(self) -> None:
        self.pick = Pick.EASY
        self.accept()

    def _aces_up(self) -> None:
        self.pick = Pick.ACES_UP
        self.accept()
