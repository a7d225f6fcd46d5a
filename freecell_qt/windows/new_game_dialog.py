"""The New Game dialog: variant, free cells and which deal.

A game code carries its own variant and cell count, so while one is typed the
variant and cell controls show the code's values and cannot be changed; the
player's own choice comes back as soon as the text stops being a code. The
resulting code is shown live, so a player can read out or copy exactly the
game they are about to start.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from freecell_qt.engine import (
    MAX_DEAL,
    FreeCellError,
    GameCode,
    Rules,
    Variant,
    parse_deal_number,
)
from freecell_qt.engine.rules import MAX_CELLS, MIN_CELLS
from freecell_qt.i18n import format_number
from freecell_qt.storage.preferences import Preferences
from freecell_qt.words.engine_words import explain
from freecell_qt.words.step_words import fill

#: Dark enough to read on a light window, light enough on a dark one.
ERROR_COLOUR = QColor(0xC0, 0x1C, 0x28)


def variant_title(variant: Variant) -> str:
    """The variant's name in the player's language (names may be localised)."""
    if variant is Variant.FORECELL:
        return QCoreApplication.translate("NewGameDialog", "ForeCell")
    return QCoreApplication.translate("NewGameDialog", "FreeCell")


class NewGameDialog(QDialog):
    """Asks which game to start; ``chosen()`` gives the answer after ``exec()``."""

    def __init__(
        self,
        prefs: Preferences,
        parent: QWidget | None = None,
        *,
        deal_text: str = "",
        by_number: bool = False,
        rules: Rules | None = None,
    ) -> None:
        """``rules``: the variant and cells to start from (those of the game in
        progress for Play Deal by Number); by default the last ones chosen here."""
        super().__init__(parent)
        self.prefs = prefs
        self.setWindowTitle(self.tr("New Game"))
        # What the player picked in the controls, kept apart from what is shown,
        # because a typed code or ForeCell temporarily overrides the display.
        self._user_variant: Variant = rules.variant if rules is not None else prefs.variant
        self._user_cells: int = prefs.cells
        if rules is not None and rules.variant is Variant.FREECELL:
            self._user_cells = rules.cells
        self._code: GameCode | None = None
        self._variant = self._user_variant
        self._cells = self._user_cells
        self._syncing = False

        self.variant_combo = QComboBox()
        for variant in Variant:
            self.variant_combo.addItem(variant_title(variant), variant)
        self.cells_spin = QSpinBox()
        self.cells_spin.setRange(MIN_CELLS, MAX_CELLS)
        rules_box = QGroupBox(self.tr("Game"))
        rules_form = QFormLayout(rules_box)
        rules_form.addRow(self.tr("&Variant:"), self.variant_combo)
        rules_form.addRow(self.tr("&Free cells:"), self.cells_spin)

        self.random_radio = QRadioButton(self.tr("&Random deal"))
        self.number_radio = QRadioButton(self.tr("Deal &number or game code:"))
        self._deal_group = QButtonGroup(self)
        self._deal_group.addButton(self.random_radio)
        self._deal_group.addButton(self.number_radio)
        self.deal_edit = QLineEdit(deal_text)
        self.deal_edit.setPlaceholderText(self.tr("e.g. 11982 or FC1-C4-AAAAAKH"))
        self.deal_edit.setClearButtonEnabled(True)
        # Room for the whole hint plus the clear button, in any language.
        placeholder_width = self.fontMetrics().horizontalAdvance(self.deal_edit.placeholderText())
        self.deal_edit.setMinimumWidth(placeholder_width + 4 * self.fontMetrics().height())
        deal_box = QGroupBox(self.tr("Deal"))
        deal_layout = QVBoxLayout(deal_box)
        deal_layout.addWidget(self.random_radio)
        number_row = QHBoxLayout()
        number_row.addWidget(self.number_radio)
        number_row.addWidget(self.deal_edit, 1)
        deal_layout.addLayout(number_row)
        hint = QLabel(
            fill(
                self.tr("Deal numbers run from 1 to %1.<br>"
                        "Game codes look like FC1-C4-AAAAAKH."),
                format_number(MAX_DEAL),
            )
        )
        hint.setTextFormat(Qt.TextFormat.RichText)
        hint.setWordWrap(True)
        hint.setEnabled(False)
        deal_layout.addWidget(hint)

        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        palette = self.error_label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, ERROR_COLOUR)
        self.error_label.setPalette(palette)
        self.error_label.hide()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(rules_box)
        layout.addWidget(deal_box)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.error_label)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        (self.number_radio if by_number else self.random_radio).setChecked(True)
        self.variant_combo.currentIndexChanged.connect(self._variant_picked)
        self.cells_spin.valueChanged.connect(self._cells_picked)
        self._deal_group.buttonToggled.connect(self._update)
        self.deal_edit.textEdited.connect(self._text_edited)
        self.deal_edit.textChanged.connect(self._update)
        self._update()
        if by_number:
            self.deal_edit.selectAll()
            self.deal_edit.setFocus()
        else:
            self.variant_combo.setFocus()

    # -- the answer ------------------------------------------------------
    def chosen(self) -> tuple[GameCode | None, Rules]:
        """The deal (``None`` for a random one) and the rules to play it with.

        Supermove and take-back are not asked here: they are preferences, so
        the rules come from ``prefs.rules`` with this dialog's variant and cells.
        """
        return self._code, self.prefs.rules(self._variant, self._cells)

    def accept(self) -> None:
        if not self.ok_button.isEnabled():
            return
        self.prefs.set("variant", self._variant)
        # ForeCell always has four cells; keeping the FreeCell count lets the
        # next FreeCell game start with the player's usual number of cells.
        if self._variant is Variant.FREECELL:
            self.prefs.set("cells", self._cells)
        super().accept()

    # -- keeping the controls consistent ---------------------------------
    def _variant_picked(self) -> None:
        if not self._syncing:
            self._user_variant = self.variant_combo.currentData()
            self._update()

    def _cells_picked(self, value: int) -> None:
        if not self._syncing:
            self._user_cells = value
            self._update()

    def _text_edited(self) -> None:
        # Typing a deal means "this deal", whichever option was selected.
        self.number_radio.setChecked(True)

    def _read_deal(self) -> tuple[GameCode | None, str]:
        """The deal the text names (with the player's variant for a bare
        number), or why it names none."""
        text = self.deal_edit.text()
        try:
            if GameCode.looks_like_code(text):
                return GameCode.parse(text), ""
            number = parse_deal_number(text)
            return GameCode(self._user_variant, self._user_cells_for(self._user_variant),
                            number), ""
        except FreeCellError as error:
            return None, explain(error)

    def _user_cells_for(self, variant: Variant) -> int:
        return MAX_CELLS if variant is Variant.FORECELL else self._user_cells

    def _update(self) -> None:
        code: GameCode | None = None
        error = ""
        locked = False
        by_number = self.number_radio.isChecked()
        # Nothing typed yet is not a mistake: OK waits, with no red message.
        waiting = by_number and not self.deal_edit.text().strip()
        if by_number and not waiting:
            code, error = self._read_deal()
            locked = code is not None and GameCode.looks_like_code(self.deal_edit.text())
        if code is not None:
            variant, cells = code.variant, code.cells
        else:
            variant = self._user_variant
            cells = self._user_cells_for(variant)
        self._code, self._variant, self._cells = code, variant, cells

        self._syncing = True
        self.variant_combo.setCurrentIndex(self.variant_combo.findData(variant))
        self.cells_spin.setValue(cells)
        self._syncing = False
        self.variant_combo.setEnabled(not locked)
        self.cells_spin.setEnabled(not locked and variant is Variant.FREECELL)

        self.error_label.setText(error)
        self.error_label.setVisible(bool(error))
        self.ok_button.setEnabled(not error and not waiting)
        self.summary_label.setText(self._summary(code, variant, cells, bool(error) or waiting))

    def _summary(
        self, code: GameCode | None, variant: Variant, cells: int, unknown: bool
    ) -> str:
        if unknown:
            return self.tr("Game code: none yet")
        if cells == 1:
            setup = fill(self.tr("%1, 1 free cell"), variant_title(variant))
        else:
            setup = fill(self.tr("%1, %n free cells", "", cells), variant_title(variant))
        if code is None:
            return fill(self.tr("Game code: a random deal — %1"), setup)
        return fill(
            self.tr("Game code: %1 — %2, deal %3"), str(code), setup, code.deal_number
        )
