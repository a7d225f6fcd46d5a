"""What the game says when it ends: won, or no move left.

Both dialogs only report the player's choice (``choice()``); the main window
acts on it, so these stay free of any game logic and are easy to test. Closing
one with Esc or the title bar gives ``None``: the player just wants to look at
the table.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from freecell_qt.app.i18n import format_number
from freecell_qt.engine.rating import Difficulty
from freecell_qt.storage.win_places import WinPlaces
from freecell_qt.words.rating_words import difficulty_name
from freecell_qt.words.step_words import fill


def format_duration(seconds: float) -> str:
    """``m:ss`` or ``h:mm:ss``: how game clocks are usually read."""
    whole = max(0, int(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


class _ChoiceDialog(QDialog):
    """A message with an icon and a row of buttons, each standing for a choice."""

    def __init__(self, icon: QStyle.StandardPixmap, parent: QWidget | None) -> None:
        super().__init__(parent)
        self._choice: str | None = None
        self.buttons_by_choice: dict[str, QPushButton] = {}

        icon_label = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_MessageBoxIconSize, None, self)
        icon_label.setPixmap(self.style().standardIcon(icon, None, self).pixmap(size, size))
        self.headline = QLabel()
        self.body = QVBoxLayout()
        self.body.addWidget(self.headline)
        top = QHBoxLayout()
        top.addWidget(icon_label, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(self.body, 1)
        top.setSpacing(self.style().pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing) * 2)

        self.button_box = QDialogButtonBox()
        # Wrapped text gets squeezed to a narrow column without a floor here.
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 58)
        layout = QVBoxLayout(self)
        layout.setSpacing(layout.spacing() * 2)
        layout.addLayout(top)
        layout.addStretch(1)
        layout.addWidget(self.button_box)

    def set_message(self, title: str, headline: str) -> None:
        self.setWindowTitle(title)
        self.headline.setText(f"<b>{headline}</b>")

    def add_choice(
        self, choice: str, text: str, role: QDialogButtonBox.ButtonRole
    ) -> QPushButton:
        button = self.button_box.addButton(text, role)
        button.clicked.connect(lambda: self._choose(choice))
        self.buttons_by_choice[choice] = button
        return button

    def add_body_choice(self, choice: str, text: str) -> QPushButton:
        """A choice shown under the message rather than in the row of buttons:
        the row must fit a narrow screen in the longest language."""
        button = QPushButton(text)
        button.clicked.connect(lambda: self._choose(choice))
        self.buttons_by_choice[choice] = button
        row = QHBoxLayout()
        row.addWidget(button)
        row.addStretch(1)
        self.body.addLayout(row)
        return button

    def _choose(self, choice: str) -> None:
        self._choice = choice
        self.accept()

    def choice(self) -> str | None:
        return self._choice


class WonDialog(_ChoiceDialog):
    """Congratulations, with what the win means: the score, the moves and the
    time of the game, the winning streak, the places this time and this score
    take among the player's wins of the game, and the deal's difficulty.

    ``by_computer``: Solve played some of the game, which the statistics do not
    count as a win; the dialog says so instead of congratulating, and tells no
    streak or place. ``places``: this win among the player's wins
    (``win_places``), ``None`` when the statistics do not hold it as a win of
    the player's. ``difficulty``: the deal's rating (a ``Difficulty`` value),
    ``None`` when it has none.
    """

    def __init__(
        self, score: int, moves: int, seconds: float, parent: QWidget | None = None,
        by_computer: bool = False, places: WinPlaces | None = None,
        difficulty: str | None = None, par: int | None = None, counted: int | None = None,
    ) -> None:
        super().__init__(QStyle.StandardPixmap.SP_MessageBoxInformation, parent)
        if by_computer:
            self.set_message(self.tr("Solved"), self.tr("Solved by the computer"))
            note = QLabel(self.tr("Solve played this game, so it does not count as a win "
                                  "in your statistics."))
            note.setWordWrap(True)
            self.body.addWidget(note)
            places = None
        else:
            self.set_message(self.tr("You Won"), self.tr("Congratulations, you won!"))
        figures = QFormLayout()
        self.score_label = QLabel(format_number(score))
        self.moves_label = QLabel(format_number(moves))
        self.time_label = QLabel(format_duration(seconds))
        figures.addRow(self.tr("Score:"), self.score_label)
        figures.addRow(self.tr("Moves:"), self.moves_label)
        figures.addRow(self.tr("Time:"), self.time_label)
        #: The figures the statistics add, empty when they have none to tell.
        self.streak_label: QLabel | None = None
        self.places_label: QLabel | None = None
        if places is not None:
            self.streak_label = QLabel(format_number(places.streak))
            figures.addRow(self.tr("Winning streak:"), self.streak_label)
        level = _difficulty(difficulty)
        self.difficulty_label = QLabel(difficulty_name(level) if level is not None
                                       else self.tr("Not rated"))
        figures.addRow(self.tr("Difficulty:"), self.difficulty_label)
        #: The par and the player's moves counted its way; None without a par.
        self.par_label: QLabel | None = None
        #: "Under par!" or "At par!", for a player's win that reached the par.
        self.par_mark: QLabel | None = None
        if par is not None and counted is not None:
            self.par_label = QLabel(fill(self.tr("%1 (your game: %2, auto-moves included)"),
                                         format_number(par), format_number(counted)))
            figures.addRow(self.tr("Par:"), self.par_label)
            if not by_computer and counted <= par:
                self.par_mark = QLabel(self.tr("Under par!") if counted < par
                                       else self.tr("At par!"))
                self.par_mark.setObjectName("parMark")
                font = self.par_mark.font()
                font.setBold(True)
                self.par_mark.setFont(font)
                figures.addRow("", self.par_mark)
        self.body.addLayout(figures)
        if places is not None:
            self.places_label = QLabel(self._places_text(places))
            self.places_label.setWordWrap(True)
            self.body.addWidget(self.places_label)
        new = self.add_choice("new", self.tr("&New Game"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.add_choice("again", self.tr("&Play Again"), QDialogButtonBox.ButtonRole.ActionRole)
        self.add_choice("replay", self.tr("&Replay"), QDialogButtonBox.ButtonRole.ActionRole)
        self.add_choice("review", self.tr("Re&view"), QDialogButtonBox.ButtonRole.ActionRole)
        if by_computer:
            # Solve's way, to step through from the deal's start at the player's pace.
            self.add_body_choice("solution", self.tr("Show the &Solution"))
        new.setDefault(True)
        new.setFocus()

    def _places_text(self, places: WinPlaces) -> str:
        """"Your best time of 14 wins. Your score is number 3 of 14 wins." and the like."""
        if places.wins <= 1:
            return self.tr("Your first win of this game.")
        if places.time_place == 1:
            time = self.tr("Your best time of %n wins.", "", places.wins)
        else:
            time = fill(self.tr("Your time is number %1 of %n wins.", "", places.wins),
                        format_number(places.time_place))
        if places.score_place == 1:
            score = self.tr("Your best score of %n wins.", "", places.wins)
        else:
            score = fill(self.tr("Your score is number %1 of %n wins.", "", places.wins),
                         format_number(places.score_place))
        return f"{time} {score}"


def _difficulty(value: str | None) -> Difficulty | None:
    try:
        return Difficulty(value) if value is not None else None
    except ValueError:
        return None


class StuckDialog(_ChoiceDialog):
    """No legal move is left; offer the three ways out (docs/rules.md, End of the game)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QStyle.StandardPixmap.SP_MessageBoxWarning, parent)
        self.set_message(self.tr("No More Moves"), self.tr("No more moves possible"))
        advice = QLabel(
            self.tr("You can undo the last move, restart this deal from the beginning, "
                    "or start a new game.")
        )
        advice.setWordWrap(True)
        self.body.addWidget(advice)
        undo = self.add_choice("undo", self.tr("&Undo"), QDialogButtonBox.ButtonRole.ActionRole)
        self.add_choice("restart", self.tr("&Restart"), QDialogButtonBox.ButtonRole.ActionRole)
        # All as actions, so every platform shows them in this order.
        self.add_choice("new", self.tr("&New Game"), QDialogButtonBox.ButtonRole.ActionRole)
        self.add_choice("review", self.tr("Re&view"), QDialogButtonBox.ButtonRole.ActionRole)
        undo.setDefault(True)
        undo.setFocus()
