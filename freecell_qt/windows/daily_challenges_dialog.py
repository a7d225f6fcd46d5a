"""The Daily Challenges window: a month's calendar, a day's three deals, trophies
and achievements.

Each day of the calendar shows three small marks, easy, medium and hard, filled
for the challenges won. Picking a day shows its three deals with their level
and a Play button each. A day of the present month up to today can be played
(a late win counts for its day, within the month); days of earlier months are
shown but no longer played for, and days to come cannot be picked. The dialog
only asks: Play is a request the main window carries out (it may first ask
whether to give up the game in play).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QDate, QPointF, QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import (
    QCalendarWidget,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from freecell_qt.app.i18n import format_number, locale
from freecell_qt.engine.daily_challenges import SLOTS, challenge_deal
from freecell_qt.engine.rating import Difficulty
from freecell_qt.storage.trophies import (
    MILESTONES,
    Achievement,
    Won,
    completed_days,
    counts_for,
    milestone_id,
    month_trophy,
    next_trophy,
    streaks,
)
from freecell_qt.words.award_words import (
    achievement_description,
    achievement_name,
    trophy_name,
    trophy_rule,
)
from freecell_qt.words.rating_words import difficulty_name

#: The colours of the marks, easy to hard, and of the trophies.
MARK_COLOURS = {Difficulty.EASY: QColor("#2e8b3a"), Difficulty.MEDIUM: QColor("#d08a00"),
                Difficulty.HARD: QColor("#c0392b")}


def to_date(day: QDate) -> date:
    return date(day.year(), day.month(), day.day())


def to_qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


class DailyChallengeCalendar(QCalendarWidget):
    """A month's calendar whose days carry a mark for each challenge won."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wins: set[Won] = set()
        self.setVerticalHeaderFormat(QCalendarWidget.VerticalHeaderFormat.NoVerticalHeader)
        self.setGridVisible(True)

    def won_on(self, day: date) -> tuple[Difficulty, ...]:
        """The levels won on ``day``, easiest first: the marks the day shows filled."""
        return tuple(level for level in SLOTS if (day, level) in self.wins)

    def paintCell(self, painter: QPainter, rect: QRect, qdate: QDate) -> None:
        super().paintCell(painter, rect, qdate)
        day = to_date(qdate)
        if day > to_date(self.maximumDate()) or day.month != self.monthShown():
            return
        won = self.won_on(day)
        size = max(3.0, min(rect.width(), rect.height()) / 9)
        gap = size * 2.6
        centre_y = rect.bottom() - size * 1.6
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Easy first in the reading direction: on the right in a right-to-left language.
        side = -1 if self.isRightToLeft() else 1
        for index, level in enumerate(SLOTS):
            colour = MARK_COLOURS[level]
            centre = QPointF(rect.center().x() + side * (index - 1) * gap, centre_y)
            painter.setPen(colour)
            painter.setBrush(colour if level in won else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, size, size)
        painter.restore()


class DailyChallengesDialog(QDialog):
    """The month's challenges; ``play_requested(date, level)`` asks for a deal."""

    play_requested = Signal(object, object)  # date, Difficulty

    def __init__(self, wins: Callable[[], set[Won]], awards: Callable[[], set[str]],
                 today: Callable[[], date], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Daily Challenges"))
        self._wins, self._awards, self._today = wins, awards, today
        self.calendar = DailyChallengeCalendar(self)
        self.calendar.setLocale(locale())
        self.calendar.setMinimumSize(300, 220)
        self.calendar.selectionChanged.connect(self._show_day)
        self.calendar.currentPageChanged.connect(lambda _y, _m: self._show_month())

        self.day_title = QLabel(self)
        self.day_title.setWordWrap(True)
        self.day_note = QLabel(self)
        self.day_note.setWordWrap(True)
        self.deal_labels: dict[Difficulty, QLabel] = {}
        self.state_labels: dict[Difficulty, QLabel] = {}
        self.play_buttons: dict[Difficulty, QPushButton] = {}
        deals = QGridLayout()
        for row, level in enumerate(SLOTS):
            name = QLabel(difficulty_name(level), self)
            name.setStyleSheet(f"color: {MARK_COLOURS[level].name()}; font-weight: bold")
            deal = QLabel(self)
            state = QLabel(self)
            button = QPushButton(self.tr("Play"), self)
            button.clicked.connect(lambda _checked=False, level=level: self._play(level))
            self.deal_labels[level], self.state_labels[level] = deal, state
            self.play_buttons[level] = button
            for column, widget in enumerate((name, deal, state, button)):
                deals.addWidget(widget, row, column)
        day_box = QGroupBox(self.tr("The day's deals"), self)
        day_layout = QVBoxLayout(day_box)
        day_layout.addWidget(self.day_title)
        day_layout.addLayout(deals)
        day_layout.addWidget(self.day_note)

        self.month_label = QLabel(self)
        self.month_label.setWordWrap(True)
        self.month_label.setToolTip(trophy_rule())
        self.streak_label = QLabel(self)
        self.streak_label.setWordWrap(True)
        month_box = QGroupBox(self.tr("Trophies"), self)
        month_layout = QVBoxLayout(month_box)
        month_layout.addWidget(self.month_label)
        month_layout.addWidget(self.streak_label)

        side = QVBoxLayout()
        side.addWidget(day_box)
        side.addWidget(month_box)
        side.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.calendar, 3)
        top.addLayout(side, 2)

        self.achievements = QTreeWidget(self)
        self.achievements.setHeaderLabels([self.tr("Achievement"), self.tr("How to earn it")])
        self.achievements.setRootIsDecorated(False)
        self.achievements.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.achievements.setMinimumHeight(120)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 3)
        layout.addWidget(self.achievements, 2)
        layout.addWidget(buttons)
        self.refresh()
        self.calendar.setSelectedDate(to_qdate(self._today()))

    # -- showing -------------------------------------------------------------
    def refresh(self) -> None:
        """Read the record again: after a win, or when the date changed."""
        today = self._today()
        self.calendar.setMaximumDate(to_qdate(today))
        self.calendar.wins = self._wins()
        self.calendar.updateCells()
        self._show_day()
        self._show_month()
        self._show_achievements()

    def selected_day(self) -> date:
        return to_date(self.calendar.selectedDate())

    def _show_day(self) -> None:
        day = self.selected_day()
        today = self._today()
        self.day_title.setText(locale().toString(to_qdate(day), "dddd d MMMM yyyy"))
        playable = counts_for(day, today)
        won = self.calendar.won_on(day)
        for level in SLOTS:
            self.deal_labels[level].setText(
                self.tr("Deal {0}").format(format_number(challenge_deal(day, level))))
            self.state_labels[level].setText(self.tr("Won") if level in won else "")
            self.play_buttons[level].setEnabled(playable)
        self.day_note.setText("" if playable else self.tr(
            "Challenges count in their own month only: this day can no longer be played "
            "for its challenge."))

    def _show_month(self) -> None:
        year, month = self.calendar.yearShown(), self.calendar.monthShown()
        completed = completed_days(self.calendar.wins)
        days = sum(1 for day in completed if (day.year, day.month) == (year, month))
        month_name = locale().toString(QDate(year, month, 1), "MMMM yyyy")
        parts = [self.tr("%n days completed in {0}.", "", days).format(month_name)]
        trophy = month_trophy(completed, year, month)
        if trophy is not None:
            parts.append(self.tr("{0} earned.").format(trophy_name(trophy)))
        upcoming = next_trophy(days, year, month)
        if upcoming is not None:
            parts.append(self.tr("{0} at %n days.", "", upcoming[1]).format(
                trophy_name(upcoming[0])))
        self.month_label.setText(" ".join(parts))
        current, best = streaks(completed, self._today())
        reached = [days for days in MILESTONES if milestone_id(days) in self._awards()]
        streak = self.tr("Days completed in a row: %n", "", current)
        streak += " " + self.tr("(best %n).", "", best)
        if reached:
            streak += " " + self.tr("Milestones reached: {0} days.").format(
                ", ".join(format_number(days) for days in reached))
        self.streak_label.setText(streak)

    def _show_achievements(self) -> None:
        earned = self._awards()
        self.achievements.clear()
        for achievement in Achievement:
            done = achievement.value in earned
            item = QTreeWidgetItem([achievement_name(achievement),
                                    achievement_description(achievement)])
            item.setData(0, Qt.ItemDataRole.UserRole, achievement.value)
            item.setToolTip(1, achievement_description(achievement))
            item.setCheckState(0, Qt.CheckState.Checked if done else Qt.CheckState.Unchecked)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            if not done:
                dim = self.palette().color(QPalette.ColorGroup.Disabled,
                                           QPalette.ColorRole.Text)
                for column in (0, 1):
                    item.setForeground(column, dim)
            self.achievements.addTopLevelItem(item)

    def earned_achievements(self) -> list[str]:
        """The ids of the achievements the list shows as earned."""
        items = (self.achievements.topLevelItem(i)
                 for i in range(self.achievements.topLevelItemCount()))
        return [item.data(0, Qt.ItemDataRole.UserRole) for item in items
                if item is not None and item.checkState(0) == Qt.CheckState.Checked]

    def _play(self, level: Difficulty) -> None:
        self.play_requested.emit(self.selected_day(), level)
