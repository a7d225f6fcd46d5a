"""Game > Set Up Position: place the cards of a position of one's own, see at once
whether the rules chosen can play it, ask the solver about it, and play it.

The table starts as the one in play (or empty, or with the cards left dealt at
random); cards are dragged between the palette of those still to place and the
piles, or typed (``7H 3``: the seven of hearts to column 3). The status line
says at every step what still keeps the table from being a position. The
verdict comes from a solver process of the dialog's own, started only when
asked, so that the window's own verdict and hints go on undisturbed; it stops
with the dialog.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from freecell_qt.engine import PRESETS, FreeCellError, Pile, Position, Rules
from freecell_qt.engine.setup import MAX_TYPED_CHARS, Setup, SetupError, read_placement
from freecell_qt.engine.solution import SolveResult
from freecell_qt.solving.advisor import VERDICT_TIMEOUT
from freecell_qt.solving.gate import Priority, SearchGate, take_turns
from freecell_qt.solving.messages import Reply, SolveAnswer, SolveRequest
from freecell_qt.solving.service import SolverService
from freecell_qt.table.setup_table import SetupScene, SetupView
from freecell_qt.words import rules_words
from freecell_qt.words.setup_words import setup_reason
from freecell_qt.words.speech_words import title_in
from freecell_qt.words.step_words import card_name, fill

if TYPE_CHECKING:
    from freecell_qt.controller import GameController
    from freecell_qt.table.card_painter import CardPainter
    from freecell_qt.table.felt import Felt

#: The narrowest the list of games may become, in average characters.
NARROWEST_GAME = 16


class SetupDialog(QDialog):
    """The position editor; ``accepted`` once the player chose to play."""

    def __init__(self, controller: GameController, painter: CardPainter, felt: Felt,
                 parent: QWidget | None = None, *,
                 search_gate: SearchGate | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        #: The window's gate: the check takes its turn with the window's searches.
        self.search_gate = search_gate
        self.setWindowTitle(self.tr("Set Up Position"))
        game = controller.game
        # The rule sets offered: the game in play first when it is no preset.
        self._games: list[Rules] = []
        if game.rules.is_custom:
            self._games.append(game.rules.without_options())
        self._games += [Rules.preset(preset) for preset in PRESETS]
        self.setup = Setup.of(game.position, game.rules)
        self.service: SolverService | None = None
        self._asked = 0
        # The solver's last answer about the table as it is now.
        self.solution: SolveResult | None = None
        # Whether the player asked to watch the solver's win once the game is on.
        self.watch = False
        # True while a verdict is being worked out (the tests wait on it).
        self.checking = False

        self.scene = SetupScene(self.setup, painter, felt)
        self.view = SetupView(self.scene)
        self.view.setAccessibleName(self.tr("Table being set up"))
        self.scene.changed.connect(self._table_changed)
        self.scene.message.connect(self._refuse)

        self.game_box = QComboBox()
        for rules in self._games:
            self.game_box.addItem(rules_words.game_title(rules))
        # The game's long names (Greek's, Russian's) would push the row of buttons
        # past an 800-pixel screen: the list may give up width, the name cut in
        # the closed list stays whole in the open one and in the tooltip.
        narrowest = self.game_box.fontMetrics().averageCharWidth() * NARROWEST_GAME
        self.game_box.setMinimumWidth(min(self.game_box.sizeHint().width(), narrowest))
        self.game_box.currentTextChanged.connect(self.game_box.setToolTip)
        self.cells_box = QSpinBox()
        self.empty_button = QPushButton(self.tr("&Empty Table"))
        self.current_button = QPushButton(self.tr("&Table in Play"))
        self.deal_button = QPushButton(self.tr("&Deal the Rest"))
        self.empty_button.clicked.connect(self.empty_table)
        self.current_button.clicked.connect(self.table_in_play)
        self.deal_button.clicked.connect(self.deal_rest)
        choose = QHBoxLayout()
        form = QFormLayout()
        form.addRow(self.tr("&Game:"), self.game_box)
        cells_form = QFormLayout()
        cells_form.addRow(self.tr("Free &cells:"), self.cells_box)
        choose.addLayout(form, 2)
        choose.addLayout(cells_form, 1)
        choose.addStretch(1)
        for button in (self.empty_button, self.current_button, self.deal_button):
            choose.addWidget(button)

        self.typed = QLineEdit()
        self.typed.setMaxLength(MAX_TYPED_CHARS)  # a pasted page is no placement
        self.typed.setPlaceholderText(self.tr("7H 3 · KS QH JC 1 · 5D a · AH h · 7H -"))
        self.typed.returnPressed.connect(self.place_typed)
        typed_form = QFormLayout()
        typed_label = QLabel(self.tr("Place &by keyboard:"))
        typed_label.setBuddy(self.typed)
        typed_form.addRow(typed_label, self.typed)
        self.typed.setToolTip(self.tr(
            "Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, "
            "l-n), h for a foundation, - back to the cards to place."))

        # Why the last card placed by hand or typed could not go there.
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setAccessibleName(self.tr("Last refusal"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Position check"))
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setAccessibleName(self.tr("Solver verdict"))
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setMaximumWidth(120)
        self.progress.setAccessibleName(self.tr("Solving"))
        self.progress.hide()
        verdict_row = QHBoxLayout()
        self.solve_button = QPushButton(self.tr("Can It Be &Won?"))
        self.solve_button.clicked.connect(self.ask_verdict)
        verdict_row.addWidget(self.solve_button)
        verdict_row.addWidget(self.progress)
        verdict_row.addWidget(self.verdict, 1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.play_button = self.buttons.addButton(self.tr("&Play"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.watch_button = self.buttons.addButton(self.tr("Play and &Show the Win"),
                                                   QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_button.clicked.connect(self.play)
        self.watch_button.clicked.connect(self.play_and_watch)
        self.buttons.rejected.connect(self.reject)
        self.play_button.setDefault(False)
        self.play_button.setAutoDefault(False)

        layout = QVBoxLayout(self)
        layout.addLayout(choose)
        layout.addWidget(self.view, 1)
        layout.addLayout(typed_form)
        layout.addWidget(self.notice)
        layout.addWidget(self.status)
        layout.addLayout(verdict_row)
        layout.addWidget(self.buttons)

        start = game.rules.without_options()
        index = next((i for i, rules in enumerate(self._games)
                      if rules.game is start.game and (not start.is_custom or rules == start)),
                     0)
        self.game_box.setCurrentIndex(index)
        self.game_box.setToolTip(self.game_box.currentText())
        self._show_cells(start)
        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.cells_box.valueChanged.connect(self._cells_chosen)
        # As large as a card table wants, but never past the screen (800x600 laptops).
        room = self.screen().availableGeometry()
        self.resize(min(980, room.width() - 24), min(760, room.height() - 48))
        self._table_changed()
        self.typed.setFocus()

    # -- the rules -------------------------------------------------------
    @property
    def rules(self) -> Rules:
        """The rules the table is set up for, with the player's options."""
        return self.controller.prefs.rules(self.setup.rules)

    def _show_cells(self, rules: Rules) -> None:
        choices = rules.cell_choices
        self.cells_box.blockSignals(True)
        self.cells_box.setRange(min(choices), max(choices))
        self.cells_box.setValue(rules.cells)
        self.cells_box.setEnabled(len(choices) > 1)
        self.cells_box.blockSignals(False)

    def _game_chosen(self, index: int) -> None:
        chosen = self._games[index]
        self._show_cells(chosen)
        self._use_rules(chosen)

    def _cells_chosen(self, cells: int) -> None:
        current = self.setup.rules
        if cells not in current.cell_choices:
            return
        self._use_rules(current.changed(cells=cells) if current.is_custom
                        else Rules.preset(current.game, cells))

    def _use_rules(self, rules: Rules) -> None:
        self.setup = self.setup.with_rules(rules)
        self.scene.use(self.setup)

    # -- changing the table ------------------------------------------------
    def empty_table(self) -> None:
        self.setup.clear()
        self.scene.use(self.setup)

    def table_in_play(self) -> None:
        """The table as the game in play has it, under the rules chosen here."""
        game = self.controller.game
        self.setup = Setup.of(game.position, game.rules).with_rules(self.setup.rules)
        self.scene.use(self.setup)

    def deal_rest(self) -> None:
        self.setup.deal_rest(random.Random())
        self.scene.use(self.setup)

    def place_typed(self) -> None:
        """Place what the player typed; the line is kept when it is refused, to fix it."""
        try:
            cards, pile = read_placement(self.typed.text(), self.setup)
        except SetupError as error:
            self._refuse(setup_reason(error))
            return
        if self.scene.drop(cards, pile, pile is None):
            self.typed.clear()

    def _say(self, text: str) -> None:
        self.status.setText(text)

    def _refuse(self, text: str) -> None:
        self.notice.setText(text)

    def _table_changed(self) -> None:
        """Say whether the table is a position to play, and forget any old verdict."""
        self.solution = None
        self.notice.clear()  # kept in its place, empty: the table does not jump
        if self.service is not None and self.checking:
            self.service.cancel()
        self.checking = False
        self.progress.hide()
        self.verdict.clear()
        try:
            self.setup.position()
            problem: FreeCellError | None = None
        except FreeCellError as error:  # what is still missing, or a rule the table breaks
            problem = error
        ready = problem is None
        if problem is None:
            self._say(fill(self.tr("Ready: this is a position of %1. Play it, or ask whether "
                                   "it can be won."), rules_words.game_title(self.setup.rules)))
        else:
            self._say(fill(self.tr("Not a position yet: %1"), setup_reason(problem)))
        self.play_button.setEnabled(ready)
        self.solve_button.setEnabled(ready)
        self.watch_button.setEnabled(False)
        self.view.setAccessibleDescription(self._table_words())

    def _table_words(self) -> str:
        """The table in words, pile by pile, for a screen reader: the picture alone
        tells it nothing."""
        setup = self.setup
        piles = ([Pile.column(i) for i in range(len(setup.columns))]
                 + [Pile.cell(i) for i in range(len(setup.cells))]
                 + [Pile.foundation(i) for i in range(len(setup.foundations))])
        lines = [fill(self.tr("%1: %2"), title_in(pile, setup.rules),
                      ", ".join(card_name(card) for card in setup.cards_on(pile)))
                 for pile in piles if setup.cards_on(pile)]
        lines.append(self.tr("Every other pile is empty."))
        return "\n".join(lines)

    # -- the solver --------------------------------------------------------
    def position(self) -> Position | None:
        try:
            return self.setup.position()
        except FreeCellError:
            return None

    def ask_verdict(self) -> None:
        position = self.position()
        if position is None:
            return
        if self.service is None:
            self.service = SolverService(self)
            take_turns(self.service, self.search_gate, Priority.PLAY)
            self.service.answered.connect(self._answered)
        self._asked = self.service.ask(SolveRequest(position, self.rules, VERDICT_TIMEOUT))
        self.checking = True
        self.progress.show()
        self.verdict.setText(self.tr("The solver is looking for a win..."))

    def _answered(self, reply: Reply) -> None:
        answer = reply.answer
        if reply.ident != self._asked or not isinstance(answer, SolveAnswer):
            return
        if answer.request.position != self.position():
            return  # about a table changed since
        self.checking = False
        self.progress.hide()
        result = self.solution = answer.result
        if result.solved:
            count = len(result.moves)
            self.verdict.setText(self.tr("Winnable: the solver wins in 1 move.") if count == 1
                                 else self.tr("Winnable: the solver wins in %n moves.", "",
                                              count))
        elif result.status == "unsolvable":
            self.verdict.setText(self.tr("Lost: no way of playing wins this position."))
        else:
            self.verdict.setText(self.tr("Not known: the solver found no answer in the "
                                         "time it has."))
        self.watch_button.setEnabled(result.solved)

    # -- playing -----------------------------------------------------------
    def play(self) -> None:
        if self.position() is not None:
            self.accept()

    def play_and_watch(self) -> None:
        if self.solution is not None and self.solution.solved:
            self.watch = True
            self.accept()

    def done(self, result: int) -> None:
        if self.service is not None:
            self.service.shutdown()
            self.service = None
        super().done(result)

