"""The game in progress, kept on disk so that closing the app (or a crash) loses nothing.

Saving follows the player at most once a second: the first change starts a
one-second timer and every change before it fires rides along, so a burst of
auto-moves or a fast undo streak costs one write. The window saves once more
when it closes. Writes are atomic (``QSaveFile``), so a kill at any moment
leaves either the previous save or the new one, never half a file: at worst
the last second of play is lost.

At start the saved game is played again exactly: the same deal or board, the
same rules, the whole history with its redo part, the clock and the hints
asked. A file that cannot be read is moved aside (``NAME.corrupt-...``) and
the app starts a new game and says so, once. A folder that refuses writes
does not stop play either: the player is told, once, that the game cannot be
kept.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from freecell_qt.controller import GameController
from freecell_qt.engine import Preset
from freecell_qt.storage import paths
from freecell_qt.storage.file_words import reason
from freecell_qt.storage.game_files import GameFileError, SavedGame, open_game_file, to_json

AUTOSAVE_NAME = "autosave.json"
DELAY_MS = 1000

#: ``(path, text) -> bool``: how a save reaches the disk; tests put a failing one here.
Writer = Callable[[Path, str], bool]


# Each call names its context and text literally, which is what Qt Linguist's
# lupdate looks for: it cannot see the text through a helper function.
translate = QCoreApplication.translate


@dataclass(frozen=True)
class Resumed:
    """What happened at start: whether the saved game is back, and what to tell the player."""

    resumed: bool
    message: str = ""


def read_autosave(path: Path) -> SavedGame | None:
    """The saved game at ``path``, ``None`` when there is none; raises ``GameFileError``."""
    if not path.exists():
        return None
    return open_game_file(path)


class Autosave(QObject):
    """Keeps the controller's game on disk and brings it back at start."""

    #: A sentence for the status bar, emitted once when saving starts to fail.
    problem = Signal(str)
    #: Emitted after each successful write, for whoever waits for one (tests).
    saved = Signal()

    def __init__(
        self,
        controller: GameController,
        folder: Path | None = None,
        writer: Writer = paths.write_text_atomic,
        delay_ms: int = DELAY_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self._folder = folder
        self._writer = writer
        self._failing = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self.save_now)

    @property
    def path(self) -> Path:
        folder = self._folder if self._folder is not None else paths.data_dir()
        return folder / AUTOSAVE_NAME

    @property
    def pending(self) -> bool:
        """True while a change waits for the timer."""
        return self._timer.isActive()

    # -- saving ----------------------------------------------------------
    def schedule(self, *_args: object) -> None:
        """Note a change; it reaches the disk within a second (takes any signal's arguments)."""
        if not self._timer.isActive():
            self._timer.start()

    def save_now(self) -> bool:
        """Write the game at once (on quit, or when the timer fires); ``False`` on failure."""
        self._timer.stop()
        # The player's game, with who played it: while a replay is on the table
        # that is the game put aside, so a crash mid-replay loses nothing.
        saved = self.controller.saved_game()
        if self._writer(self.path, to_json(saved)):
            self._failing = False
            self.saved.emit()
            return True
        if not self._failing:
            # Said once per run of failures: a player told every second would
            # have no table left to look at.
            self._failing = True
            self.problem.emit(
                translate("Autosave", "The game in progress cannot be saved in {0}; play goes "
                                      "on, but it will not be there next time.").format(
                    self.path.parent)
            )
        return False

    # -- resuming --------------------------------------------------------
    def resume(self, preset: Preset | None = None, cells: int | None = None) -> Resumed:
        """Play the saved game again if there is one worth it.

        A won game is not resumed, nor one of another game or cell count
        than the command line asked for: the caller then deals a new game.
        """
        try:
            saved = read_autosave(self.path)
        except GameFileError as error:
            return Resumed(False, self._set_aside(reason(error)))
        if saved is None or saved.game.is_won:
            return Resumed(False)
        rules = saved.game.rules
        if (preset is not None and preset is not rules.game) or (
            cells is not None and cells != rules.cells
        ):
            return Resumed(False)
        # The clock, the hints asked and Solve's part come back with the game.
        self.controller.load_saved(saved)
        return Resumed(True)

    def _set_aside(self, reason: str) -> str:
        try:
            kept = paths.move_aside(self.path)
        except OSError:
            return translate("Autosave", "The saved game could not be read ({0}) nor moved "
                                         "aside; a new game starts.").format(reason)
        return translate("Autosave", "The saved game could not be read ({0}). A new game starts; "
                                     "the old file is kept as {1}.").format(reason, kept.name)
