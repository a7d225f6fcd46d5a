"""The New Game dialog: which game (a preset or a custom rule set) and which deal.

The game picker lists every preset and "Custom", which opens a control for
each field of the rules value. Whatever is picked is built into a ``Rules``
at once: the drawing of the table and the one-line summary show exactly the
game that OK would start, and a combination the engine refuses (more cards
dealt to the free cells than there are cells) disables OK with the reason.

A game code carries its own game, so while one is typed the game controls
show the code's rules and cannot be changed; the player's own choice comes
back as soon as the text stops being a code. The resulting code is shown
live, so a player can read out or copy exactly the game about to start.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSignalBlocker, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
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

from freecell_qt.app.i18n import format_number
from freecell_qt.engine import (
    MAX_DEAL,
    PRESETS,
    Build,
    DealOrder,
    EmptyFill,
    FreeCellError,
    GameCode,
    Preset,
    Rules,
    SequenceMove,
    parse_deal_number,
)
from freecell_qt.engine.rating import Difficulty
from freecell_qt.engine.rules import (
    MAX_CELLS,
    MAX_COLUMNS,
    MAX_DECKS,
    MIN_CELLS,
    MIN_COLUMNS,
    MIN_DECKS,
    Base,
    FoundationBuild,
    RuleFields,
)
from freecell_qt.engine.rules.fields import kept_by_new_game
from freecell_qt.engine.rules.foundations import RULES
from freecell_qt.storage.preferences import ANY_DIFFICULTY, Preferences
from freecell_qt.table.felt import felt_for
from freecell_qt.windows.colour_scheme import keep_error_colour, scheme
from freecell_qt.windows.rules_preview import RulesPreview
from freecell_qt.words import rules_words
from freecell_qt.words.engine_words import explain
from freecell_qt.words.rating_words import difficulty_name
from freecell_qt.words.step_words import fill


def game_title(game: Preset) -> str:
    """A game's name in the player's language, for the picker."""
    if game is Preset.CUSTOM:
        return QCoreApplication.translate("NewGameDialog", "Custom")
    return rules_words.game_title(Rules.preset(game))


#: Room left round the dialog for the window frame, in pixels.
SCREEN_EDGE = 40
#: The narrowest a custom field's list may become, in average characters.
NARROWEST_CHOICE = 40


def _may_narrow(combo: QComboBox) -> None:
    """Let a list whose longest choice is long (in some languages) give up width.

    The fields stand beside the table's drawing, and the dialog must fit an
    800-pixel screen; a choice longer than this is cut in the closed list but
    whole in the open one and in the tooltip.
    """
    narrowest = combo.fontMetrics().averageCharWidth() * NARROWEST_CHOICE
    combo.setMinimumWidth(min(combo.sizeHint().width(), narrowest))
    combo.currentTextChanged.connect(combo.setToolTip)
    combo.setToolTip(combo.currentText())


def _side_by_side(*widgets: QWidget) -> QWidget:
    """One form row of several controls: the dialog must fit a 600-pixel screen.

    The row's focus goes to its first control, so that the row's label, whose
    buddy the row becomes, names and reaches that one.
    """
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    layout.addStretch(1)
    row.setFocusProxy(widgets[0])
    return row


def foundation_choices() -> dict[str, tuple[Base, FoundationBuild]]:
    """The foundations list's choices, by word, each where the foundations start
    and how they go up: what each kind of foundation offers (``offered``), in
    the order of the kinds."""
    return {word: (base, rule.kind) for rule in RULES.values() for word, base in rule.offered}


class CustomRules(QObject):
    """A control for every field of a custom rule set (the cells are the dialog's).

    The controls go into the dialog's own form (``rows``), so their labels line
    up with the game picker's.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.columns_spin = QSpinBox()
        self.columns_spin.setRange(MIN_COLUMNS, MAX_COLUMNS)
        self.reserve_spin = QSpinBox()
        self.reserve_spin.setRange(0, MAX_CELLS)
        self.decks_spin = QSpinBox()
        self.decks_spin.setRange(MIN_DECKS, MAX_DECKS)
        self.build_combo = QComboBox()
        for build, text in ((Build.ALTERNATE_COLOURS, self.tr("Alternate colours")),
                            (Build.SAME_SUIT, self.tr("Same suit")),
                            (Build.ANY_SUIT, self.tr("Any suit")),
                            (Build.NONE, self.tr("Nothing: no building"))):
            self.build_combo.addItem(text, build)
        self.fill_combo = QComboBox()
        for fill_rule, text in ((EmptyFill.ANY, self.tr("Any card")),
                                (EmptyFill.KINGS, self.tr("Kings only")),
                                (EmptyFill.NONE, self.tr("Nothing"))):
            self.fill_combo.addItem(text, fill_rule)
        self.sequence_combo = QComboBox()
        # Short enough to be read whole at the list's narrowest (``NARROWEST_CHOICE``).
        for sequence, text in (
            (SequenceMove.SUPERMOVE, self.tr("As free cells and columns allow")),
            (SequenceMove.UNLIMITED, self.tr("Any run at once")),
            (SequenceMove.ONE_CARD, self.tr("One card at a time")),
        ):
            self.sequence_combo.addItem(text, sequence)
        for combo in (self.build_combo, self.fill_combo, self.sequence_combo):
            _may_narrow(combo)
        # Where the foundations start and how they go up, in one list (the dialog
        # must fit a 600-pixel screen). From the first card dealt is Penguin's
        # mechanics, and "kings only" then means the rank below the base.
        self.foundation_combo = QComboBox()
        named = {
            "ace": self.tr("Suit, from the ace"),
            "dealt": self.tr("Suit, from the first card dealt"),
            "all-up": self.tr("Suit, from the first card's rank, all up"),
            "rank": self.tr("Rank, from four dealt cards"),
            "colours": self.tr("Alternate colours, from two aces"),
            "twice": self.tr("Suit, twice round from four aces"),
            "fours": self.tr("Rank, one foundation, all aces first"),
        }
        self._foundations = foundation_choices()
        for key in self._foundations:
            # A choice with no words yet shows its word, as a game with no
            # translated title shows the engine's.
            self.foundation_combo.addItem(named.get(key, key), key)
        #: The foundations of the rules shown where the list offers them not
        #: (``show_rules``), kept for the rules the controls make until the
        #: player picks a choice.
        self._kept_foundations = self._foundations["ace"]
        _may_narrow(self.foundation_combo)
        self.deal_combo = QComboBox()
        for deal, text in ((DealOrder.ROWS, self.tr("Row by row")),
                           (DealOrder.CHALLENGE, self.tr("Aces and twos deepest")),
                           (DealOrder.SUITS, self.tr("Each suit to its column")),
                           (DealOrder.KINGS, self.tr("Each king starts a column")),
                           (DealOrder.KINGS_ACES, self.tr("Each king starts a column, "
                                                          "aces up")),
                           (DealOrder.ACES_UP, self.tr("Row by row, aces up"))):
            self.deal_combo.addItem(text, deal)
        _may_narrow(self.deal_combo)
        #: The fields of the rules shown that have no control here (ranks
        #: going round on the columns where the base says otherwise,
        #: Flipper's covering cells, reserve piles, columns of two kinds,
        #: Opera's face-down cards: those ``fields.FIELDS`` says New Game
        #: keeps), kept for the rules the controls make (``show_rules``).
        self._kept: RuleFields = {}
        self.suit_cells_check = QCheckBox(self.tr("A cell for each s&uit"))
        self.suit_cells_check.setToolTip(self.tr(
            "As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d "
            "spades."))
        decks_label = QLabel(self.tr("De&cks:"))
        decks_label.setBuddy(self.decks_spin)
        self.rows: list[tuple[str, QWidget]] = [
            (self.tr("C&olumns:"), self.columns_spin),
            (self.tr("Cards &dealt to the cells:"),
             _side_by_side(self.reserve_spin, decks_label, self.decks_spin)),
            (self.tr("&Build down in:"), self.build_combo),
            (self.tr("&Empty columns take:"), self.fill_combo),
            (self.tr("&Sequence moves:"), self.sequence_combo),
            (self.tr("De&al:"), self.deal_combo),
            (self.tr("Foundations u&p by:"), self.foundation_combo),
        ]

    @property
    def widgets(self) -> list[QWidget]:
        return [widget for _label, widget in self.rows]

    def show_rules(self, rules: Rules) -> None:
        """Set every control to ``rules`` without announcing it.

        The fields with no control are kept for the rules the controls make,
        so that Tuxedo's columns going round stay Tuxedo's, and Flipper's,
        Antares', Opera's and the reserve piles' rules theirs: whether ranks
        go round on the columns only where the rules shown say otherwise
        than their base."""
        self._kept = kept_by_new_game(rules)
        blockers = [QSignalBlocker(widget) for widget in (
            self.columns_spin, self.reserve_spin, self.decks_spin, self.build_combo,
            self.fill_combo, self.sequence_combo, self.deal_combo, self.foundation_combo,
            self.suit_cells_check)]
        # Piles in overlapping tiers (Sarlacc) are as many as the tiers hold.
        tiers = bool(rules.overlap_rule.tiers)
        self.columns_spin.setRange(*((rules.columns, rules.columns) if tiers
                                     else (MIN_COLUMNS, MAX_COLUMNS)))
        self.columns_spin.setEnabled(not tiers)
        self.columns_spin.setValue(rules.columns)
        self.reserve_spin.setValue(rules.reserve)
        self.decks_spin.setValue(rules.decks)
        for combo, value in ((self.build_combo, rules.build), (self.fill_combo, rules.fill),
                             (self.sequence_combo, rules.sequence),
                             (self.deal_combo, rules.deal)):
            combo.setCurrentIndex(combo.findData(value))
        # A kind the list does not offer (Spidercells', from a code) shows no
        # choice; its foundations are kept.
        self._kept_foundations = (rules.base, rules.foundation)
        key = next((key for key, fields in self._foundations.items()
                    if fields == self._kept_foundations), None)
        self.foundation_combo.setCurrentIndex(self.foundation_combo.findData(key))
        self.suit_cells_check.setChecked(rules.suit_cells)
        del blockers

    def rules(self, cells: int) -> Rules:
        """The rule set the controls describe; ``RulesError`` when it cannot be played."""
        base, foundation = self._foundations.get(self.foundation_combo.currentData(),
                                                 self._kept_foundations)
        # The fields the controls set, and those kept from the rules shown.
        fields: RuleFields = {
            "columns": self.columns_spin.value(), "reserve": self.reserve_spin.value(),
            "build": self.build_combo.currentData(), "fill": self.fill_combo.currentData(),
            "sequence": self.sequence_combo.currentData(),
            "deal": self.deal_combo.currentData(),
            "decks": self.decks_spin.value(),
            "base": base,
            "suit_cells": self.suit_cells_check.isChecked(),
            "foundation": foundation,
        }
        fields.update(self._kept)
        return Rules(Preset.CUSTOM, cells, **fields)


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
        """``rules``: the game to start from (that of the game in progress for Play
        Deal by Number); by default the last one chosen here."""
        super().__init__(parent)
        self.prefs = prefs
        self.setWindowTitle(self.tr("New Game"))
        start = (rules if rules is not None else prefs.chosen_game()).without_options()
        # What the player picked, kept apart from what is shown, because a
        # typed code temporarily overrides the display.
        self._user_game: Preset = Preset.CUSTOM if start.is_custom else start.game
        self._user_cells: dict[Preset, int] = {start.game: start.cells}
        self._custom_start = start if start.is_custom else prefs.custom_rules()
        self._code: GameCode | None = None
        self._rules: Rules | None = start
        self._syncing = False
        self._opened = False

        self.game_combo = QComboBox()
        for game in (*PRESETS, Preset.CUSTOM):
            self.game_combo.addItem(game_title(game), game)
        self.cells_spin = QSpinBox()
        self.custom = CustomRules(self)
        self.takeback_check = QCheckBox(self.tr("Allow cards bac&k from the foundations"))
        self.takeback_check.setToolTip(self.tr("An option of every game, as in Preferences"))
        self.takeback_check.setChecked(prefs.takeback)
        self.preview = RulesPreview()
        self.preview.set_felt(felt_for(prefs.table_theme, scheme().dark).base)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Room for the longest summary, so the dialog keeps its size as it changes.
        self.rules_label.setMinimumHeight(3 * self.fontMetrics().lineSpacing())
        rules_box = QGroupBox(self.tr("Game"))
        rules_form = QFormLayout()
        rules_form.addRow(self.tr("&Game:"), self.game_combo)
        # A custom game's cells by suit beside the cell count (shown with the
        # custom fields): a row of its own would not fit a 600-pixel screen.
        cells_label = self.tr("&Free cells:")
        rules_form.addRow(cells_label,
                          _side_by_side(self.cells_spin, self.custom.suit_cells_check))
        self.cells_spin.setAccessibleName(cells_label.replace("&", "").rstrip(": \u00a0"))
        for label, widget in self.custom.rows:
            if label:
                rules_form.addRow(label, widget)
                proxy = widget.focusProxy()
                if proxy is not None:
                    # A row of several controls: the form's label reaches the first
                    # (its focus proxy), but a screen reader asks that one its name.
                    proxy.setAccessibleName(label.replace("&", "").rstrip(": \u00a0"))
            else:
                rules_form.addRow(widget)
        self._rules_form = rules_form
        # Nine rows of fields over a summary and a refusal: two pixels less between
        # rows keep all of it, and OK, on a 600-pixel screen.
        rules_form.setVerticalSpacing(max(rules_form.verticalSpacing() - 2, 2))
        rules_form.addRow(self.takeback_check)
        # The drawing and its summary go beside the fields, not under them: with
        # every custom field shown, one column would not fit a 600-pixel screen.
        sketch = QVBoxLayout()
        sketch.addWidget(self.preview)
        sketch.addWidget(self.rules_label)
        sketch.addStretch(1)
        rules_row = QHBoxLayout(rules_box)
        rules_row.addLayout(rules_form)
        rules_row.addLayout(sketch)

        self.random_radio = QRadioButton(self.tr("&Random deal"))
        self.number_radio = QRadioButton(self.tr("Deal &number or game code:"))
        self._deal_group = QButtonGroup(self)
        self._deal_group.addButton(self.random_radio)
        self._deal_group.addButton(self.number_radio)
        self.winnable_check = QCheckBox(self.tr("Winnable deals on&ly"))
        self.winnable_check.setToolTip(self.tr(
            "Deal a random deal only once the solver has proven it winnable"))
        self.difficulty_combo = QComboBox()
        self.difficulty_combo.addItem(self.tr("Any"), ANY_DIFFICULTY)
        for level in Difficulty:
            self.difficulty_combo.addItem(difficulty_name(level), level.value)
        self.difficulty_combo.setCurrentIndex(max(0, self.difficulty_combo.findData(
            prefs.difficulty)))
        # The player's own choice in this dialog (None: the game's default), until OK.
        self._winnable_choice: bool | None = None
        self.deal_edit = QLineEdit(deal_text)
        self.deal_edit.setPlaceholderText(self.tr("e.g. 11982 or FC1-C4-AAAAAKH"))
        self.deal_edit.setClearButtonEnabled(True)
        # Room for the whole hint plus the clear button, in any language.
        placeholder_width = self.fontMetrics().horizontalAdvance(self.deal_edit.placeholderText())
        self.deal_edit.setMinimumWidth(placeholder_width + 4 * self.fontMetrics().height())
        deal_box = QGroupBox(self.tr("Deal"))
        deal_layout = QVBoxLayout(deal_box)
        deal_layout.addWidget(self.random_radio)
        random_row = QHBoxLayout()
        random_row.setContentsMargins(self.fontMetrics().height() * 2, 0, 0, 0)
        random_row.addWidget(self.winnable_check)
        random_row.addStretch(1)
        difficulty_label = QLabel(self.tr("Diff&iculty:"))
        difficulty_label.setBuddy(self.difficulty_combo)
        random_row.addWidget(difficulty_label)
        random_row.addWidget(self.difficulty_combo)
        deal_layout.addLayout(random_row)
        number_row = QHBoxLayout()
        number_row.addWidget(self.number_radio)
        number_row.addWidget(self.deal_edit, 1)
        deal_layout.addLayout(number_row)
        hint = QLabel(
            fill(
                self.tr("Deal numbers run from 1 to %1, the same shuffle in every game.<br>"
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
        keep_error_colour(self.error_label)
        self.error_label.hide()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # The fewest-cells challenges and the beginner's deals have a list of
        # their own; this dialog closes to open it (``wants_challenges``).
        self.wants_challenges = False
        self.challenges_button = QPushButton(self.tr("C&hallenges and Easy Deals..."))
        self.buttons.addButton(self.challenges_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.challenges_button.clicked.connect(self._challenges)

        layout = QVBoxLayout(self)
        layout.addWidget(rules_box)
        layout.addWidget(deal_box)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.error_label)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        (self.number_radio if by_number else self.random_radio).setChecked(True)
        self.game_combo.currentIndexChanged.connect(self._game_picked)
        self.cells_spin.valueChanged.connect(self._cells_picked)
        for signal in (self.custom.columns_spin.valueChanged,
                       self.custom.reserve_spin.valueChanged,
                       self.custom.decks_spin.valueChanged,
                       self.custom.build_combo.currentIndexChanged,
                       self.custom.fill_combo.currentIndexChanged,
                       self.custom.sequence_combo.currentIndexChanged,
                       self.custom.deal_combo.currentIndexChanged,
                       self.custom.foundation_combo.currentIndexChanged,
                       self.custom.suit_cells_check.toggled,
                       self.takeback_check.toggled):
            signal.connect(self._custom_changed)
        self._deal_group.buttonToggled.connect(self._update)
        self.winnable_check.clicked.connect(self._winnable_clicked)
        self.difficulty_combo.currentIndexChanged.connect(self._update)
        self.deal_edit.textEdited.connect(self._text_edited)
        self.deal_edit.textChanged.connect(self._update)
        self.custom.show_rules(self._custom_start)
        self._update()
        if by_number:
            self.deal_edit.selectAll()
            self.deal_edit.setFocus()
        else:
            self.game_combo.setFocus()

    def _challenges(self) -> None:
        self.wants_challenges = True
        self.reject()

    def showEvent(self, event: QShowEvent) -> None:
        """Open at the size the dialog asks for, as far as the screen allows.

        Qt opens a window at most two thirds of the screen, which on a small one
        would squeeze the fields to their least width and cut their choices.
        """
        if not event.spontaneous() and not self._opened:
            self._opened = True
            room = self.screen().availableGeometry().size() - QSize(SCREEN_EDGE, SCREEN_EDGE)
            self.resize(self.sizeHint().boundedTo(room).expandedTo(self.minimumSizeHint()))
        super().showEvent(event)

    # -- the answer ------------------------------------------------------
    def chosen(self) -> tuple[GameCode | None, Rules]:
        """The deal (``None`` for a random one) and the rules to play it with.

        The supermove formula is a preference of every game; take-back is
        asked here too, and kept as the same preference.
        """
        rules = self._rules if self._rules is not None else Rules()
        return self._code, rules.with_options(self.prefs.supermove,
                                              self.takeback_check.isChecked())

    def accept(self) -> None:
        if not self.ok_button.isEnabled() or self._rules is None:
            return
        self.prefs.choose_game(self._rules)
        self.prefs.set("takeback", self.takeback_check.isChecked())
        if self._winnable_choice is not None:
            self.prefs.set_winnable_only(self._winnable_choice)
        self.prefs.set("difficulty", self.difficulty_combo.currentData())
        super().accept()

    def wanted_difficulty(self) -> Difficulty | None:
        """The level chosen for a random deal, or None for any."""
        value = self.difficulty_combo.currentData()
        return None if value == ANY_DIFFICULTY else Difficulty(value)

    def _winnable_clicked(self, checked: bool) -> None:
        self._winnable_choice = checked

    def _show_winnable(self, rules: Rules | None, by_number: bool) -> None:
        """Winnable only and Difficulty apply to random deals; a level implies winnable."""
        self.difficulty_combo.setEnabled(not by_number)
        leveled = self.wanted_difficulty() is not None
        if rules is None:
            on = False
        elif leveled:
            on = True
        elif self._winnable_choice is not None:
            on = self._winnable_choice
        else:
            on = self.prefs.winnable_only(rules)
        self.winnable_check.setChecked(on)
        self.winnable_check.setEnabled(not by_number and not leveled and rules is not None)

    # -- keeping the controls consistent ---------------------------------
    def _game_picked(self) -> None:
        if not self._syncing:
            self._user_game = self.game_combo.currentData()
            self._update()

    def _cells_picked(self, value: int) -> None:
        if not self._syncing:
            self._user_cells[self._user_game] = value
            self._update()

    def _custom_changed(self) -> None:
        if not self._syncing:
            self._update()

    def _text_edited(self) -> None:
        # Typing a deal means "this deal", whichever option was selected.
        self.number_radio.setChecked(True)

    def _user_rules(self) -> tuple[Rules | None, str]:
        """The game the player's own choices make, or why they make none."""
        game = self._user_game
        if game is Preset.CUSTOM:
            cells = self._user_cells.get(game, self._custom_start.cells)
            try:
                return self.custom.rules(cells), ""
            except FreeCellError as error:
                return None, explain(error)
        choices = Rules.preset(game).cell_choices
        chosen = self._user_cells.get(game)
        if chosen not in choices:
            chosen = self.prefs.cells if self.prefs.cells in choices else None
        return Rules.preset(game, chosen), ""

    def _read_deal(self, rules: Rules | None) -> tuple[GameCode | None, str]:
        """The deal the text names (in the player's game for a bare number), or why
        it names none."""
        text = self.deal_edit.text()
        try:
            if GameCode.looks_like_code(text):
                return GameCode.parse(text), ""
            number = parse_deal_number(text)
        except FreeCellError as error:
            return None, explain(error)
        if rules is None:
            return None, ""
        return GameCode.for_rules(rules, number), ""

    def _update(self) -> None:
        rules, rules_error = self._user_rules()
        code: GameCode | None = None
        error = ""
        locked = False
        by_number = self.number_radio.isChecked()
        # Nothing typed yet is not a mistake: OK waits, with no red message.
        waiting = by_number and not self.deal_edit.text().strip()
        if by_number and not waiting:
            code, error = self._read_deal(rules)
            locked = code is not None and GameCode.looks_like_code(self.deal_edit.text())
        if locked and code is not None:
            rules, rules_error = code.rules, ""
        self._code, self._rules = code, rules
        # The picker keeps the player's choice, even when custom fields happen
        # to make a preset; only a typed code shows its own game.
        shown = self._user_game
        if locked and rules is not None:
            shown = Preset.CUSTOM if rules.is_custom else rules.game

        self._syncing = True
        self.game_combo.setEnabled(not locked)
        self.game_combo.setCurrentIndex(self.game_combo.findData(shown))
        self._show_cells(shown, rules)
        if shown is Preset.CUSTOM and locked and rules is not None:
            self.custom.show_rules(rules)
        self._syncing = False
        for widget in (*self.custom.widgets, self.custom.suit_cells_check):
            if widget is self.custom.suit_cells_check:
                widget.setVisible(shown is Preset.CUSTOM)  # it shares the cells' row
            else:
                self._rules_form.setRowVisible(widget, shown is Preset.CUSTOM)
            widget.setEnabled(not locked)

        with_options = rules.with_options(self.prefs.supermove, self.takeback_check.isChecked()
                                          ) if rules is not None else None
        self.preview.set_rules(with_options)
        self.rules_label.setText(self._rules_text(with_options, shown))
        error = rules_error or error
        self.error_label.setText(error)
        self.error_label.setVisible(bool(error))
        self.ok_button.setEnabled(rules is not None and not error and not waiting)
        self._show_winnable(rules, by_number)
        self.summary_label.setText(self._summary(code, rules, bool(error) or waiting))

    def _show_cells(self, shown: Preset, rules: Rules | None) -> None:
        if shown is Preset.CUSTOM:
            low, high = MIN_CELLS, MAX_CELLS
        else:
            choices = Rules.preset(shown).cell_choices
            low, high = choices[0], choices[-1]
        self.cells_spin.setRange(low, high)
        if rules is not None:
            self.cells_spin.setValue(rules.cells)
        elif shown is Preset.CUSTOM:
            self.cells_spin.setValue(self._user_cells.get(shown, self._custom_start.cells))
        self.cells_spin.setEnabled(low != high and self.game_combo.isEnabled())

    def _rules_text(self, rules: Rules | None, shown: Preset) -> str:
        if rules is None:
            return ""
        text = rules_words.summary(rules)
        if shown is Preset.CUSTOM and not rules.is_custom:
            # A custom rule set that is a preset's row is that game.
            return fill(self.tr("%1. These are the rules of %2."), text,
                        rules_words.game_title(rules))
        return text

    def _summary(self, code: GameCode | None, rules: Rules | None, unknown: bool) -> str:
        if unknown or rules is None:
            return self.tr("Game code: none yet")
        name = rules_words.game_name(rules) if not rules.is_custom else game_title(rules.game)
        if code is None:
            return fill(self.tr("Game code: a random deal — %1"), name)
        return fill(self.tr("Game code: %1 — %2, deal %3"), str(code), name, code.deal_number)
