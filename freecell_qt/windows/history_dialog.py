"""The undo history: every step of the game, and a way back to any of them.

Row 0 is the deal and row k the point after k steps, so a row number is
exactly what ``GameController.go_to`` takes. Undone steps stay listed, greyed,
because they can still be redone (or jumped to) until a new move replaces them.
The dialog is meant to stay open beside the table: it redraws itself on every
``controller.changed``, whoever caused the change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QBrush, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from freecell_qt.words.step_words import describe_step, fill
from freecell_qt.words.wording import Wording

if TYPE_CHECKING:
    from freecell_qt.controller import GameController

MARK_COLUMN, NUMBER_COLUMN, STEP_COLUMN, SCORE_COLUMN = range(4)
#: Shown beside the current point, so it is found without relying on colour.
CURRENT_MARK = "▶"


class HistoryDialog(QDialog):
    """The list of steps; activating a row (double click, Enter, Go to) jumps there."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        wording = Wording(self)
        wording.text(self.setWindowTitle, lambda: self.tr("Undo History"))
        self.setModal(False)

        intro = QLabel()
        wording.text(intro.setText, lambda: self.tr(
            "Choose a point to return the game to it. Undone steps are greyed "
            "and can be redone until you make a new move."))
        intro.setWordWrap(True)

        self.tree = QTreeWidget()
        wording.text(self.tree.setAccessibleName, lambda: self.tr("Steps played"))
        self.tree.setColumnCount(4)
        wording.add(lambda: self.tree.setHeaderLabels(
            ["", self.tr("No."), self.tr("Step"), self.tr("Score")]))
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAllColumnsShowFocus(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(MARK_COLUMN, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NUMBER_COLUMN, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(STEP_COLUMN, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(SCORE_COLUMN, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemActivated.connect(self._item_activated)
        self.tree.currentItemChanged.connect(self._selection_moved)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.go_button: QPushButton = buttons.addButton(
            "", QDialogButtonBox.ButtonRole.ActionRole
        )
        wording.text(self.go_button.setText, lambda: self.tr("&Go to"))
        self.go_button.clicked.connect(self._go_to_selected)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        # Enter in the list activates the row and then reaches the dialog, which
        # presses its default button; Go to (a no-op by then) keeps Enter from
        # closing. Set once the button is inside the dialog, or Qt forgets it.
        self.go_button.setDefault(True)
        self.resize(520, 420)

        controller.changed.connect(self._game_changed)
        self.refresh()
        self.tree.setFocus()

    def _game_changed(self) -> None:
        # The main window keeps one hidden dialog for the whole session; it
        # catches up in showEvent instead of rebuilding after every move.
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        # The greyed rows take their colour from the palette when they are built:
        # after a switch between light and dark they are built again.
        super().changeEvent(event)
        # Each row's words are the language's too.
        kinds = (QEvent.Type.PaletteChange, QEvent.Type.LanguageChange)
        if event.type() in kinds and self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        """Rebuild every row from the game: steps are few and cheap to describe,
        and a rebuild cannot drift from the game the way patching rows could."""
        game = self.controller.game
        steps = game.steps
        current = game.current
        greyed = QBrush(self.palette().color(QPalette.ColorGroup.Disabled,
                                             QPalette.ColorRole.Text))
        undone = self.tr("Undone: can be redone")
        self.tree.clear()
        deal = QTreeWidgetItem(["", "", self._deal_text(), "0"])
        items = [deal]
        for index, step in enumerate(steps):
            text = describe_step(game.position_at(index), step, game.rules)
            items.append(QTreeWidgetItem(["", str(index + 1), text, str(step.score)]))
        for row, item in enumerate(items):
            item.setTextAlignment(NUMBER_COLUMN, Qt.AlignmentFlag.AlignRight)
            item.setTextAlignment(SCORE_COLUMN, Qt.AlignmentFlag.AlignRight)
            if row > current:
                for column in range(self.tree.columnCount()):
                    item.setForeground(column, greyed)
                item.setToolTip(STEP_COLUMN, undone)
        mark = items[current]
        mark.setText(MARK_COLUMN, CURRENT_MARK)
        font = self.tree.font()
        font.setBold(True)
        for column in range(self.tree.columnCount()):
            mark.setFont(column, font)
        mark.setToolTip(STEP_COLUMN, self.tr("The game is here now"))
        self.tree.addTopLevelItems(items)
        self.tree.setCurrentItem(mark)
        self.tree.scrollToItem(mark)

    def _deal_text(self) -> str:
        code = self.controller.game.code
        deal = QCoreApplication.translate("HistoryDialog", "Deal")
        if code is None:
            return deal
        return fill(self.tr("%1 (%2)"), deal, str(code))

    def selected_point(self) -> int | None:
        """The point the selected row stands for (0 = the deal), if any."""
        item = self.tree.currentItem()
        return None if item is None else self.tree.indexOfTopLevelItem(item)

    def _selection_moved(self) -> None:
        point = self.selected_point()
        self.go_button.setEnabled(point is not None and point != self.controller.game.current)

    def _item_activated(self, item: QTreeWidgetItem) -> None:
        self._go_to(self.tree.indexOfTopLevelItem(item))

    def _go_to_selected(self) -> None:
        point = self.selected_point()
        if point is not None:
            self._go_to(point)

    def _go_to(self, point: int) -> None:
        if 0 <= point <= len(self.controller.game.steps) and point != self.controller.game.current:
            self.controller.go_to(point)
