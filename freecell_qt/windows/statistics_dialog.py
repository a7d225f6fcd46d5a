"""The Statistics dialog: figures, a chart and the recent games of one game.

Figures are kept per game, a preset with its cell count or a custom rule set
(``Rules.key``), since a win with one free cell is not the same feat as one
with four. The picker lists every game the file has records of, and the game
on the table even before its first record. The dialog only asks: "Play This Deal
Again" and "Replay" are requests the main window carries out (it may first
ask whether to abandon the game in progress) and it closes the dialog when
it does.

Two figures look past the game picked: wins by difficulty are the picked
game's, but the Daily Deal's dates and streaks are the player's own, over
every game (a Daily Deal is always FreeCell with four free cells, whatever
the player's options).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from freecell_qt.app.i18n import format_moment, format_number
from freecell_qt.engine import GameCode, Rules
from freecell_qt.engine.rating import Difficulty
from freecell_qt.storage.statistics import (
    DIFFICULTIES,
    DifficultyTally,
    GameRecord,
    Result,
    Statistics,
)
from freecell_qt.storage.statistics_db import game_key
from freecell_qt.windows.colour_scheme import keep_error_colour
from freecell_qt.windows.end_dialogs import format_duration
from freecell_qt.windows.results_chart import ResultsChart
from freecell_qt.words import rules_words
from freecell_qt.words.rating_words import difficulty_name
from freecell_qt.words.step_words import fill

RECENT = 50
NO_VALUE = "—"
#: The rows of "By Difficulty", easiest first, then the games not rated.
DIFFICULTY_ROWS: tuple[str | None, ...] = (*DIFFICULTIES, None)
#: The recent games the table shows however small the dialog.
RECENT_ROWS_SHOWN = 4


class SummaryArea(QScrollArea):
    """The figures and the chart, whole where the dialog has room, scrolling where not.

    Boxes, chart and table together are some 610 pixels tall, more than an
    800x600 screen leaves a dialog; the table keeps its rows in view and the
    figures above it scroll instead. A scroll area would otherwise ask for a
    fixed few lines, and scroll even on a large screen.
    """

    def sizeHint(self) -> QSize:
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        frame = 2 * self.frameWidth()
        return inner.sizeHint() + QSize(frame, frame)


class StatisticsDialog(QDialog):
    """Everything the statistics file knows about one game."""

    #: The player wants to play this code again (a ``GameCode``).
    play_again_requested = Signal(object)
    #: The player wants to watch this game again (a ``GameRecord``).
    replay_requested = Signal(object)
    #: The player wants this game reviewed by the solver (a ``GameRecord``).
    review_requested = Signal(object)

    def __init__(self, statistics: Statistics, rules: Rules | None = None,
                 parent: QWidget | None = None,
                 today: Callable[[], date] = date.today) -> None:
        """``rules``: the game shown first (the one on the table); by default FreeCell.

        ``today``: the player's local date, which decides whether a Daily Deal
        streak is still current.
        """
        super().__init__(parent)
        self.statistics = statistics
        self._today = today
        self.records: list[GameRecord] = []
        self.setWindowTitle(self.tr("Statistics"))
        self._current = rules if rules is not None else Rules()

        self.kind_combo = QComboBox()
        self.kind_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.kind_combo.setMinimumContentsLength(28)
        chooser = QFormLayout()
        chooser.addRow(self.tr("&Game:"), self.kind_combo)
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        keep_error_colour(self.problem_label)

        #: The figures of the game picked, by name.
        self.values: dict[str, QLabel] = {}
        #: The Daily Deal's figures (every game's), by name.
        self.daily_values: dict[str, QLabel] = {}
        figures = QHBoxLayout()
        figures.addWidget(self._group(self.tr("Games"), (
            ("played", self.tr("Played:")), ("won", self.tr("Won:")),
            ("win_rate", self.tr("Win rate:")))))
        figures.addWidget(self._group(self.tr("Streaks"), (
            ("current", self.tr("Current:")), ("longest_won", self.tr("Longest winning:")),
            ("longest_lost", self.tr("Longest losing:")))))
        figures.addWidget(self._group(self.tr("Best Wins"), (
            ("best_time", self.tr("Best time:")), ("fewest_moves", self.tr("Fewest moves:")),
            ("best_score", self.tr("Best score:")),
            ("at_par", self.tr("Wins at or under par:")))))
        more = QHBoxLayout()
        more.addWidget(self._difficulty_group(), 3)
        more.addWidget(self._group(self.tr("Daily Deal"), (
            ("played", self.tr("Dates played:")), ("won", self.tr("Dates won:")),
            ("current", self.tr("Current streak:")), ("best", self.tr("Best streak:"))),
            self.daily_values), 2)
        #: The fewest-cells challenges won (every game's), by name.
        self.challenge_values: dict[str, QLabel] = {}
        more.addWidget(self._group(self.tr("Challenges"), (
            ("won", self.tr("Challenges won:")), ("fewest", self.tr("Fewest cells:"))),
            self.challenge_values), 2)
        self.chart = ResultsChart()

        self.table = QTableWidget(0, 6)
        self.table.setAccessibleName(self.tr("Games played"))
        self.table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Game"),
                                              self.tr("Result"), self.tr("Moves"),
                                              self.tr("Time"), self.tr("Score")])
        self.table.verticalHeader().hide()
        row = self.fontMetrics().height() + 8
        self.table.verticalHeader().setDefaultSectionSize(row)
        # A few games stay in view on a small screen; the figures above scroll instead.
        self.table.setMinimumHeight(self.table.horizontalHeader().sizeHint().height()
                                    + RECENT_ROWS_SHOWN * row + 2 * self.table.frameWidth())
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.cellDoubleClicked.connect(lambda *_: self._replay())
        # The selected game's code, to copy: the table names games as a player does.
        self.code_label = QLabel()
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.again_button: QPushButton = buttons.addButton(
            self.tr("&Play This Deal Again"), QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button: QPushButton = buttons.addButton(
            self.tr("Rep&lay"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button: QPushButton = buttons.addButton(
            self.tr("Re&view..."), QDialogButtonBox.ButtonRole.ActionRole)
        self.reset_button: QPushButton = buttons.addButton(
            self.tr("&Reset..."), QDialogButtonBox.ButtonRole.ResetRole)
        self.again_button.clicked.connect(self._play_again)
        self.replay_button.clicked.connect(self._replay)
        self.review_button.clicked.connect(self._review)
        self.reset_button.clicked.connect(self.confirm_reset)
        buttons.rejected.connect(self.reject)

        summary = QWidget()
        summary_layout = QVBoxLayout(summary)
        summary_layout.setContentsMargins(0, 0, 0, 0)
        summary_layout.addLayout(figures)
        summary_layout.addLayout(more)
        summary_layout.addWidget(self.chart)
        self.summary = SummaryArea()
        self.summary.setFrameShape(QScrollArea.Shape.NoFrame)
        self.summary.setWidgetResizable(True)
        self.summary.setWidget(summary)
        # Room to spare goes to the table's rows, not to space under the chart.
        self.summary.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

        layout = QVBoxLayout(self)
        layout.addLayout(chooser)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.summary)
        layout.addWidget(QLabel(self.tr("Recent games:")))
        layout.addWidget(self.table, 1)
        layout.addWidget(self.code_label)
        layout.addWidget(buttons)
        # Tall enough for every box, yet never taller than the screen (a
        # 768-pixel laptop screen keeps well under 720 for windows).
        screen = self.screen()
        room = screen.availableGeometry().height() - 60 if screen is not None else 720
        self.resize(720, max(480, min(720, room)))

        self._fill_games()
        self.select_kind(game_key(self._current))
        self.kind_combo.currentIndexChanged.connect(self._show_kind)
        self._show_kind()

    def _group(self, title: str, rows: tuple[tuple[str, str], ...],
               values: dict[str, QLabel] | None = None) -> QGroupBox:
        """A box of labelled figures; their value labels go into ``values`` (by default
        ``self.values``) under each row's name."""
        values = self.values if values is None else values
        box = QGroupBox(title)
        form = QFormLayout(box)
        # A label too long to stand beside its figure goes above it, rather
        # than widening three boxes side by side past an 800-pixel screen.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for key, label in rows:
            value = QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            values[key] = value
            form.addRow(label, value)
        return box

    def _difficulty_group(self) -> QGroupBox:
        """Played and won per difficulty, one row each, the games not rated last."""
        box = QGroupBox(self.tr("By Difficulty"))
        grid = QGridLayout(box)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        grid.addWidget(QLabel(self.tr("Played")), 0, 1, right)
        grid.addWidget(QLabel(self.tr("Won")), 0, 2, right)
        #: (played, won) labels per difficulty value, ``None`` for not rated.
        self.difficulty_values: dict[str | None, tuple[QLabel, QLabel]] = {}
        for row, level in enumerate(DIFFICULTY_ROWS, 1):
            name = (self.tr("Not rated") if level is None
                    else difficulty_name(Difficulty(level)))
            grid.addWidget(QLabel(name), row, 0)
            played, won = QLabel(), QLabel()
            for column, value in enumerate((played, won), 1):
                value.setAlignment(right)
                value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                grid.addWidget(value, row, column)
            self.difficulty_values[level] = (played, won)
        grid.setColumnStretch(0, 1)
        return box

    # -- showing -----------------------------------------------------------
    def kind(self) -> str:
        """The key of the game shown (``Rules.key``)."""
        key = self.kind_combo.currentData()
        return key if isinstance(key, str) else game_key(self._current)

    def games(self) -> list[str]:
        """The names in the picker, in its order."""
        return [self.kind_combo.itemText(i) for i in range(self.kind_combo.count())]

    def select_kind(self, key: str) -> bool:
        """Show the game filed under ``key``; ``False`` when the picker has no such game."""
        index = self.kind_combo.findData(key)
        if index >= 0:
            self.kind_combo.setCurrentIndex(index)
        return index >= 0

    def _game_list(self) -> list[tuple[str, Rules]]:
        """The game on the table first, then every other game with records, newest first."""
        current = game_key(self._current)
        return [(current, self._current), *((key, rules) for key, rules
                                            in self.statistics.games() if key != current)]

    def _fill_games(self, games: list[tuple[str, Rules]] | None = None) -> None:
        shown = self.kind_combo.currentData()
        games = self._game_list() if games is None else games
        self.kind_combo.blockSignals(True)
        self.kind_combo.clear()
        for key, rules in games:
            name = rules_words.game_name(rules)
            self.kind_combo.addItem(name, key)
            self.kind_combo.setItemData(self.kind_combo.count() - 1, name,
                                        Qt.ItemDataRole.ToolTipRole)
        if isinstance(shown, str):
            self.select_kind(shown)
        self.kind_combo.blockSignals(False)

    def _show_kind(self) -> None:
        self.kind_combo.setToolTip(self.kind_combo.currentText())
        self.refresh()

    def refresh(self) -> None:
        """Read everything again (after a game is recorded, a reset, another game)."""
        games = self._game_list()
        if [key for key, _rules in games] != [self.kind_combo.itemData(i) for i
                                               in range(self.kind_combo.count())]:
            self._fill_games(games)  # a game recorded for the first time, or reset
        key = self.kind()
        summary = self.statistics.summary(key)
        problem = self.statistics.problem
        self.problem_label.setText(problem)
        self.problem_label.setVisible(bool(problem))
        text = self.values
        text["played"].setText(str(summary.played))
        text["won"].setText(str(summary.won))
        percent = summary.win_percent
        text["win_rate"].setText(NO_VALUE if percent is None
                                 else f"{format_number(percent)} %")  # digits by QLocale
        if summary.current_winning_streak:
            current = self.tr("%n won", "", summary.current_winning_streak)
        elif summary.current_losing_streak:
            current = self.tr("%n lost", "", summary.current_losing_streak)
        else:
            current = NO_VALUE
        text["current"].setText(current)
        text["longest_won"].setText(str(summary.longest_winning_streak))
        text["longest_lost"].setText(str(summary.longest_losing_streak))
        best = summary.best_seconds
        text["best_time"].setText(NO_VALUE if best is None else format_duration(best))
        text["fewest_moves"].setText(_or_dash(summary.fewest_moves))
        text["best_score"].setText(_or_dash(summary.best_score))
        text["at_par"].setText(str(self.statistics.wins_at_par(key)))
        self._show_difficulties(self.statistics.by_difficulty(key))
        self._show_daily()
        self._show_challenges()
        self.chart.set_results(self.statistics.results(key))
        self._fill_table(self.statistics.recent(key, limit=RECENT))
        self.reset_button.setEnabled(self.statistics.writable and summary.played > 0)

    def _show_difficulties(self, tallies: list[DifficultyTally]) -> None:
        for tally in tallies:
            labels = self.difficulty_values.get(tally.difficulty)
            if labels is not None:
                labels[0].setText(str(tally.played))
                labels[1].setText(str(tally.won))

    def _show_daily(self) -> None:
        daily = self.statistics.daily_summary(self._today())
        text = self.daily_values
        text["played"].setText(str(daily.played))
        text["won"].setText(str(daily.won))
        text["current"].setText(self._days(daily.current_streak))
        text["best"].setText(self._days(daily.best_streak))

    def _show_challenges(self) -> None:
        wins = self.statistics.challenge_wins()  # fewest cells first
        self.challenge_values["won"].setText(str(len(wins)))
        if not wins:
            self.challenge_values["fewest"].setText(NO_VALUE)
            return
        best = wins[0]
        self.challenge_values["fewest"].setText(
            fill(self.tr("%1 (deal %2)"), best.cells, format_number(best.deal)))

    def _days(self, count: int) -> str:
        # The singular written out: English has no catalog to choose it.
        if count == 0:
            return NO_VALUE
        if count == 1:
            return self.tr("1 day")
        return self.tr("%n days", "", count)

    def _fill_table(self, records: list[GameRecord]) -> None:
        self.records = records
        self.table.setRowCount(len(records))
        rules = dict(self._game_list())
        for row, record in enumerate(records):
            cells = (_when(record), self._game_text(record, rules.get(record.key)),
                     self._result_text(record), str(record.moves),
                     format_duration(record.seconds), str(record.score))
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if column >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
            game = self.table.item(row, 1)
            if record.code is not None and game is not None:
                game.setToolTip(record.code)
            result = self.table.item(row, 2)
            if record.played_by_solve and result is not None:
                result.setToolTip(self.tr("Finished by Solve: counted as played, not as won"))
        self._selection_changed()

    def _game_text(self, record: GameRecord, rules: Rules | None = None) -> str:
        """The game as a player names it: "FreeCell 617", "Penguin 2,404" (the
        number grouped as the language writes it); the code is its tooltip.

        ``rules``: the game the record is filed under, for a board with no deal
        number, which is named after its game ("FreeCell, custom board").
        """
        name = self._deal_name(record.code)
        if name is None:
            if rules is None:
                name = self.tr("Custom board")
            else:
                name = self.tr("{0}, custom board").format(rules_words.game_title(rules))
        if record.daily is None:
            return name
        return self.tr("{0} (Daily Deal {1})").format(name, record.daily)

    def _deal_name(self, code_text: str | None) -> str | None:
        if code_text is None:
            return None
        try:
            code = GameCode.parse(code_text)
        except ValueError:
            return code_text  # a code from a newer version: shown as it is
        return self.tr("{0} {1}").format(rules_words.game_title(code.rules),
                                         format_number(code.deal_number))

    def _result_text(self, record: GameRecord) -> str:
        if record.result is Result.IN_PROGRESS:
            return self.tr("In progress")
        if record.result is Result.WON:
            return self.tr("Solved") if record.played_by_solve else self.tr("Won")
        return self.tr("Lost")

    # -- acting ------------------------------------------------------------
    def selected(self) -> GameRecord | None:
        rows = self.table.selectionModel().selectedRows()
        return self.records[rows[0].row()] if rows else None

    def _selection_changed(self) -> None:
        record = self.selected()
        self.again_button.setEnabled(record is not None and record.code is not None)
        if record is None:
            self.code_label.clear()
        elif record.code is None:
            self.code_label.setText(self.tr("Game code: none (a board set up by hand)"))
        else:
            self.code_label.setText(self.tr("Game code: {0}").format(record.code))
        # The game in progress is the one on the table: nothing to watch yet.
        self.replay_button.setEnabled(record is not None and record.saved is not None
                                      and record.moves > 0
                                      and record.result is not Result.IN_PROGRESS)
        # A game with its moves kept can be looked back on, as soon as it ended.
        self.review_button.setEnabled(self.replay_button.isEnabled())

    def _play_again(self) -> None:
        record = self.selected()
        if record is not None and record.code is not None:
            self.play_again_requested.emit(GameCode.parse(record.code))

    def _replay(self) -> None:
        record = self.selected()
        if record is not None and self.replay_button.isEnabled():
            self.replay_requested.emit(record)

    def _review(self) -> None:
        record = self.selected()
        if record is not None and self.review_button.isEnabled():
            self.review_requested.emit(record)

    def confirm_reset(self) -> None:
        key = self.kind()
        answer = QMessageBox.question(
            self, self.tr("Reset Statistics"),
            self.tr("Forget every finished game of {0}? This cannot be undone.").format(
                self.kind_combo.currentText()),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Reset:
            self.statistics.reset(key)
            self.refresh()


def _or_dash(value: int | None) -> str:
    return NO_VALUE if value is None else str(value)


def _when(record: GameRecord) -> str:
    """The local date and time the game ended (or started, while in progress)."""
    try:
        moment = datetime.fromisoformat(record.ended or record.started).astimezone()
    except ValueError:
        return ""
    return format_moment(moment)
