"""The Preferences dialog: every option applies the moment it is changed.

There is no OK/Apply step: each widget writes its preference at once, so the
table redraws (four colours, animation speed) or the rules change while the
dialog is still open, and the player sees the effect before closing it. The
widgets also follow ``prefs.changed``, so a preference changed elsewhere (a
menu action, another window) never leaves the dialog showing a stale value.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSignalBlocker, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from freecell_qt.app.i18n import NATIVE_NAMES
from freecell_qt.engine import Supermove
from freecell_qt.engine.cards import ACE, Card, Suit
from freecell_qt.storage.preferences import (
    LANGUAGE_CHOICES,
    AnimationSpeed,
    CardBack,
    CardSize,
    ColourScheme,
    HighContrast,
    Preferences,
    SolveSpeed,
    TableTheme,
)
from freecell_qt.table.card_painter import CardPainter
from freecell_qt.table.decks import OURS, DeckError, find_decks, load_deck

#: The width of a card in the deck preview (Preferences, Cards).
PREVIEW_WIDTH = 56


class PreferencesDialog(QDialog):
    """The player's options: Play and Rules on one page, Appearance on another."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(0, 0, 0, 0)
        self._body: QWidget | None = None
        self._build()
        prefs.changed.connect(self._preference_changed)

    def _build(self) -> None:
        """Every widget, worded in the language now spoken.

        Built again when the language changes (a choice made in this very
        dialog), which words each option anew without a list of setters as
        long as the dialog; the values come from the preferences each time.
        """
        self.setWindowTitle(self.tr("Preferences"))
        body = QWidget(self)
        self.checks: dict[str, QCheckBox] = {
            "automove": QCheckBox(self.tr("&Auto-move safe cards to the foundations")),
            "auto_finish": QCheckBox(self.tr("&Finish automatically when every column is a run")),
            "single_click_foundation": QCheckBox(
                self.tr("Single &click sends a card to its foundation")
            ),
            "click_to_move": QCheckBox(self.tr("Click to &move: click a card, then its place")),
            "takeback": QCheckBox(self.tr("Allow cards &back from the foundations")),
            "four_colour": QCheckBox(self.tr("Fo&ur-colour deck (clubs green, diamonds blue)")),
            "large_index": QCheckBox(
                self.tr("Large &index deck (big rank and suit in the corners)")
            ),
            "sound": QCheckBox(self.tr("S&ound effects")),
            "resume": QCheckBox(self.tr("&Resume the last game at start")),
            "show_verdict": QCheckBox(self.tr("Show whether the game can still be &won")),
        }
        for key, box in self.checks.items():
            box.toggled.connect(lambda on, key=key: self.prefs.set(key, on))
        self.checks["click_to_move"].setToolTip(self.tr(
            "A click picks up a card and the run on it; a click on another pile puts them "
            "there, a click on the felt or Esc puts them back. A single click then picks "
            "rather than sending a card to its foundation; a double click still does."))

        play_box = QGroupBox(self.tr("Play"))
        play_layout = QVBoxLayout(play_box)
        for key in ("automove", "auto_finish", "single_click_foundation", "click_to_move",
                    "resume", "sound"):
            play_layout.addWidget(self.checks[key])

        self.supermove_radios: dict[Supermove, QRadioButton] = {
            Supermove.DOUBLING: QRadioButton(
                self.tr("&Doubling: (free cells + 1) × 2^empty columns")
            ),
            Supermove.LINEAR: QRadioButton(
                self.tr("&Linear: (free cells + 1) × (empty columns + 1)")
            ),
        }
        self._supermove_group = QButtonGroup(body)
        for radio in self.supermove_radios.values():
            self._supermove_group.addButton(radio)
        self._supermove_group.buttonToggled.connect(self._supermove_toggled)
        rules_box = QGroupBox(self.tr("Rules"))
        rules_layout = QVBoxLayout(rules_box)
        rules_layout.addWidget(self.checks["takeback"])
        capacity = QLabel(self.tr("Cards a sequence move may carry:"))
        rules_layout.addWidget(capacity)
        for radio in self.supermove_radios.values():
            rules_layout.addWidget(radio)
        note = QLabel(
            self.tr("In games whose empty columns take only kings, or nothing, free cells + 1 "
                    "cards move at once. Rule changes apply at once, to the game in progress "
                    "too.")
        )
        note.setWordWrap(True)
        note.setEnabled(False)
        rules_layout.addWidget(note)

        self.speed_combo = QComboBox()
        for speed, label in (
            (AnimationSpeed.OFF, self.tr("Off")),
            (AnimationSpeed.FAST, self.tr("Fast")),
            (AnimationSpeed.NORMAL, self.tr("Normal")),
        ):
            self.speed_combo.addItem(label, speed)
        self.speed_combo.currentIndexChanged.connect(self._speed_chosen)
        # One combo box a choice; each stores its enum and writes it at once.
        self.choice_combos: dict[str, QComboBox] = {}
        for key, choices in (
            ("colour_scheme", (
                (ColourScheme.SYSTEM, self.tr("As the system")),
                (ColourScheme.LIGHT, self.tr("Light")),
                (ColourScheme.DARK, self.tr("Dark")),
            )),
            ("table_theme", (
                (TableTheme.AUTO, self.tr("Green felt, dark in dark mode")),
                (TableTheme.GREEN, self.tr("Green felt")),
                (TableTheme.BLUE, self.tr("Blue felt")),
                (TableTheme.DARK, self.tr("Dark felt")),
            )),
            ("high_contrast", (
                (HighContrast.SYSTEM, self.tr("As the system")),
                (HighContrast.ON, self.tr("On: black felt, outlined cards and piles")),
                (HighContrast.OFF, self.tr("Off")),
            )),
            ("card_back", (
                (CardBack.LATTICE, self.tr("Blue lattice")),
                (CardBack.DIAMONDS, self.tr("Red diamonds")),
                (CardBack.WAVES, self.tr("Green waves")),
            )),
            ("card_size", (
                (CardSize.FIT, self.tr("Fit the window")),
                (CardSize.LARGE, self.tr("Large")),
                (CardSize.MEDIUM, self.tr("Medium")),
                (CardSize.SMALL, self.tr("Small")),
            )),
            ("solve_speed", (
                (SolveSpeed.SLOW, self.tr("Slow")),
                (SolveSpeed.NORMAL, self.tr("Normal")),
                (SolveSpeed.FAST, self.tr("Fast")),
            )),
        ):
            combo = QComboBox()
            for value, label in choices:
                combo.addItem(label, value)
            combo.currentIndexChanged.connect(
                lambda index, key=key, combo=combo: self._choice_made(key, combo, index)
            )
            self.choice_combos[key] = combo
        # Solve's pace is its own, apart from the animation speed (Appearance). Beside
        # the other option of the solver's, on one line: the page must fit 560 pixels.
        solve_row = QHBoxLayout()
        solve_row.addWidget(self.checks["show_verdict"])
        solve_row.addStretch(1)
        solve_label = QLabel(self.tr("Sol&ve speed:"))
        solve_label.setBuddy(self.choice_combos["solve_speed"])
        solve_row.addWidget(solve_label)
        solve_row.addWidget(self.choice_combos["solve_speed"])
        play_layout.addLayout(solve_row)
        appearance_box = QGroupBox(self.tr("Appearance"))
        appearance_form = QFormLayout(appearance_box)
        appearance_form.addRow(self.tr("Colour &scheme:"), self.choice_combos["colour_scheme"])
        appearance_form.addRow(self.tr("&Table:"), self.choice_combos["table_theme"])
        appearance_form.addRow(self.tr("&High contrast:"), self.choice_combos["high_contrast"])
        appearance_form.addRow(self.tr("Card si&ze:"), self.choice_combos["card_size"])
        appearance_form.addRow(self.tr("A&nimation speed:"), self.speed_combo)
        # Reduced motion: "auto" follows the desktop, so the box shows what
        # applies and a click writes the player's own choice.
        self.motion_check = QCheckBox(
            self.tr("Reduce motion: cards go straight to their &place, no celebration"))
        self.motion_check.setToolTip(self.tr(
            "On by default when the desktop asks for less animation. Solve still plays "
            "one move at a time, at its own speed."))
        self.motion_check.toggled.connect(self.prefs.set_less_motion)
        appearance_form.addRow(self.motion_check)

        # Each language is written in itself; only "System" is translated.
        self.language_combo = QComboBox()
        for choice in LANGUAGE_CHOICES:
            self.language_combo.addItem(NATIVE_NAMES.get(choice) or self.tr("System"), choice)
        self.language_combo.currentIndexChanged.connect(self._language_chosen)
        appearance_form.addRow(self.tr("Lan&guage:"), self.language_combo)

        cards_box = self._build_cards()

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)

        # Three pages, so the dialog fits an 800x600 screen in every language
        # (Ctrl+Tab turns the page: every letter is some option's already).
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Preferences"))
        for title, boxes in ((self.tr("Play"), (play_box, rules_box)),
                             (self.tr("Appearance"), (appearance_box,)),
                             (self.tr("Cards"), (cards_box,))):
            page = QWidget()
            page_layout = QVBoxLayout(page)
            for group in boxes:
                page_layout.addWidget(group)
            page_layout.addStretch(1)
            self.tabs.addTab(page, title)
        layout = QVBoxLayout(body)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        if self._body is not None:
            self._outer.removeWidget(self._body)
            self._body.hide()
            self._body.deleteLater()
        self._body = body
        self._outer.addWidget(body)
        self._show_all()

    def _build_cards(self) -> QGroupBox:
        """The Cards page: the deck (ours or one installed), a preview, and the
        options of our own deck, greyed out while another deck is chosen."""
        self._decks = find_decks()
        self.deck_combo = QComboBox()
        for deck in self._decks:
            label = (self.tr("FreeCell Qt's own") if deck.id == OURS
                     else f"{deck.name} ({deck.origin_name})")
            self.deck_combo.addItem(label, deck.id)
            if deck.path is not None:
                self.deck_combo.setItemData(self.deck_combo.count() - 1, str(deck.path),
                                            Qt.ItemDataRole.ToolTipRole)
        self.deck_combo.currentIndexChanged.connect(self._deck_chosen)
        self.deck_preview = QLabel()
        self.deck_preview.setAccessibleName(self.tr("Deck preview: an ace, a king and the back"))
        self.deck_problem = QLabel()
        self.deck_problem.setWordWrap(True)
        self.deck_problem.hide()
        cards_box = QGroupBox(self.tr("Cards"))
        form = QFormLayout(cards_box)
        form.addRow(self.tr("D&eck:"), self.deck_combo)
        form.addRow(self.deck_preview)
        form.addRow(self.deck_problem)
        form.addRow(self.tr("Card bac&k:"), self.choice_combos["card_back"])
        form.addRow(self.checks["four_colour"])
        form.addRow(self.checks["large_index"])
        return cards_box

    def _show_deck(self) -> None:
        """The chosen deck in the combo box and the preview; our deck's options
        are greyed out, saying why, while another deck draws the cards."""
        chosen = self.prefs.deck
        with QSignalBlocker(self.deck_combo):
            index = self.deck_combo.findData(chosen)
            self.deck_combo.setCurrentIndex(max(0, index))
        ours = chosen == OURS or index < 0
        why = "" if ours else self.tr("This option changes FreeCell Qt's own deck only; "
                                      "the deck chosen brings its own faces and back.")
        for widget in (self.checks["four_colour"], self.checks["large_index"],
                       self.choice_combos["card_back"]):
            widget.setEnabled(ours)
            widget.setToolTip(why)
        painter = CardPainter(four_colour=self.prefs.four_colour,
                              large_index=self.prefs.large_index,
                              back=self.prefs.card_back, shared=False)
        if not ours:
            info = self._decks[index]
            try:
                painter.set_deck(load_deck(info))
            except DeckError:
                painter.set_deck(None)
        self.deck_preview.setPixmap(self._preview(painter))

    def _preview(self, painter: CardPainter) -> QPixmap:
        """An ace, a court card and the back, side by side."""
        width = PREVIEW_WIDTH
        gap = width // 6
        dpr = self.devicePixelRatioF()
        pictures = [painter.face(Card(ACE, Suit.SPADES), width, dpr),
                    painter.face(Card(13, Suit.HEARTS), width, dpr),
                    painter.back(width, dpr)]
        height = painter.card_height(width)
        sheet = QPixmap(round((3 * width + 2 * gap) * dpr), round(height * dpr))
        sheet.setDevicePixelRatio(dpr)
        sheet.fill(Qt.GlobalColor.transparent)
        paint = QPainter(sheet)
        for n, picture in enumerate(pictures):
            paint.drawPixmap(n * (width + gap), 0, picture)
        paint.end()
        return sheet

    def _deck_chosen(self, index: int) -> None:
        """Use the deck at once, or, if it cannot be used, say why here and keep
        the deck in use."""
        deck_id = self.deck_combo.itemData(index)
        if not isinstance(deck_id, str):
            return
        if deck_id != OURS:
            try:
                load_deck(self._decks[index])
            except DeckError as error:
                self.deck_problem.setText(self.tr("The deck “{0}” cannot be used: {1}")
                                          .format(self._decks[index].name, error))
                self.deck_problem.show()
                self._show_deck()
                return
        self.deck_problem.hide()
        self.prefs.set("deck", deck_id)
        self._show_deck()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self._body is not None:
            page = self.tabs.currentIndex()
            on_language = self.focusWidget() is self.language_combo
            self._build()
            self.tabs.setCurrentIndex(page)
            if on_language:
                self.language_combo.setFocus()

    # -- widgets from preferences -----------------------------------------
    def _show_all(self) -> None:
        for key in (*self.checks, *self.choice_combos, "supermove", "animation_speed",
                    "reduced_motion",
                    "language", "deck"):
            self._preference_changed(key)

    def _preference_changed(self, key: str) -> None:
        # Blocked signals: showing a value must not write it back, which
        # would emit ``changed`` again for every other listener.
        value = getattr(self.prefs, key, None)
        if key in self.checks:
            with QSignalBlocker(self.checks[key]):
                self.checks[key].setChecked(bool(value))
            if key == "click_to_move":
                # With click to move a single click picks: it sends nothing up.
                self.checks["single_click_foundation"].setEnabled(not value)
        elif key == "supermove" and value in self.supermove_radios:
            with QSignalBlocker(self._supermove_group):
                self.supermove_radios[value].setChecked(True)
        elif key in self.choice_combos:
            combo = self.choice_combos[key]
            with QSignalBlocker(combo):
                combo.setCurrentIndex(combo.findData(value))
        elif key == "reduced_motion":
            with QSignalBlocker(self.motion_check):
                self.motion_check.setChecked(self.prefs.less_motion)
        elif key == "animation_speed":
            with QSignalBlocker(self.speed_combo):
                self.speed_combo.setCurrentIndex(self.speed_combo.findData(value))
        if key in ("deck", "four_colour", "large_index", "card_back"):
            self._show_deck()
        elif key == "language":
            with QSignalBlocker(self.language_combo):
                self.language_combo.setCurrentIndex(self.language_combo.findData(value))

    # -- preferences from widgets -----------------------------------------
    def _supermove_toggled(self, button: QAbstractButton, checked: bool) -> None:
        if not checked:
            return
        for supermove, radio in self.supermove_radios.items():
            if radio is button:
                self.prefs.set("supermove", supermove)

    def _choice_made(self, key: str, combo: QComboBox, index: int) -> None:
        value = combo.itemData(index)
        if value is not None:
            self.prefs.set(key, value)

    def _speed_chosen(self, index: int) -> None:
        speed = self.speed_combo.itemData(index)
        if isinstance(speed, AnimationSpeed):
            self.prefs.set("animation_speed", speed)

    def _language_chosen(self, index: int) -> None:
        choice = self.language_combo.itemData(index)
        if choice in LANGUAGE_CHOICES:
            self.prefs.set("language", choice)
