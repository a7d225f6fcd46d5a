"""Sound effects: a deal, a card placed, a move refused, a win, when the player wants them.

Off by default, and then free: this module only listens to the controller and
returns at once. The synthesis (``synth``), the files it writes and the choice
of a player (``players``) are all loaded the first time a sound is wanted, so
a player who never turns sound on never loads a sound library, starts a
process or writes a file.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable, Mapping
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths, QTimer

from freecell_qt.controller import Change, ChangeKind, GameController

if TYPE_CHECKING:
    from freecell_qt.sound.players import Player
    from freecell_qt.table.scene import TableScene

#: The same sound again sooner than this after the last is dropped: a move and
#: the automatic finish it sets off, or a key held down on a refused move, give
#: one sound, not a burst. The win is never dropped.
REPEAT_GAP_S = 0.08


class Sound(Enum):
    """Each effect, by the name of its file (see ``synth.NAMES``)."""

    DEAL = "deal"
    MOVE = "move"
    REFUSE = "refuse"
    WIN = "win"


PlayerMaker = Callable[[Mapping[str, Path], QObject], "Player | None"]


def cache_folder() -> Path:
    """Where the sound files are written: the user's cache, else the temporary folder."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(location or tempfile.gettempdir()) / "sounds"


class SoundEffects(QObject):
    """Plays the game's events as sounds while the ``sound`` preference is on.

    ``say`` shows a sentence in the status bar: once per run, when sound is
    wanted and cannot be had (no player on this system, no folder for the
    files). Play goes on either way.
    """

    def __init__(self, controller: GameController, scene: TableScene,
                 say: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.prefs = controller.prefs
        self._say = say
        self._make_player: PlayerMaker | None = None  # None: the best this system has
        self._folder: Path | None = None  # None: ``cache_folder()``
        #: Seconds on a steady clock, for ``REPEAT_GAP_S``.
        self.clock: Callable[[], float] = time.monotonic
        self._player: Player | None = None
        self._tried = False  # looked for a player (and said so if none), once per run
        self._last: dict[Sound, float] = {}
        self._taken_over = False
        controller.changed.connect(self._changed)
        controller.won.connect(lambda: self.play(Sound.WIN))
        # Refusals: the controller's (a move, a drop, a double click with nowhere
        # to go) and the table's own (cards that cannot be lifted, a pile the
        # game does not have).
        controller.message.connect(self._refused)
        scene.message.connect(self._refused)
        controller.taken_over.connect(self._take_over)
        self.prefs.changed.connect(self._preference_changed)

    def use(self, make_player: PlayerMaker | None, folder: Path | None) -> None:
        """Make the player with ``make_player`` and keep the files in ``folder`` from now on.

        For tests and other front ends; the player found so far is forgotten
        (and a missing one may be said again).
        """
        self.shutdown()
        self._make_player, self._folder = make_player, folder
        self._player, self._tried = None, False

    def shutdown(self) -> None:
        """Stop every sound still playing: no player process outlives the window."""
        if self._player is not None:
            self._player.stop()

    def play(self, sound: Sound) -> None:
        """Play ``sound`` if sound is on and it is not a repeat of one just played."""
        if not self.prefs.sound:
            return
        now = self.clock()
        last = self._last.get(sound)
        if sound is not Sound.WIN and last is not None and 0 <= now - last < REPEAT_GAP_S:
            return
        self._last[sound] = now
        player = self._ready_player()
        if player is not None:
            player.play(sound.value)

    def _ready_player(self) -> Player | None:
        if self._tried:
            return self._player
        self._tried = True
        from freecell_qt.sound import players, synth

        folder = self._folder or cache_folder()
        try:
            files = synth.write_sounds(folder)
        except OSError:
            self._say(self.tr("Sound effects cannot be played: their files cannot be "
                              "written in {0}.").format(folder))
            return None
        self._player = (self._make_player or players.choose_player)(files, self)
        if self._player is None:
            self._say(self.tr("No sound player was found for the sound effects: install "
                              "pw-play, paplay or aplay to hear them."))
        return self._player

    # -- events ------------------------------------------------------------
    def _changed(self, change: Change) -> None:
        if change.kind is ChangeKind.DEAL:
            self.play(Sound.DEAL)
        elif change.kind in (ChangeKind.PLAY, ChangeKind.FINISH) and len(change.positions) > 1:
            # One sound for the move and the auto-moves it set off.
            self.play(Sound.MOVE)

    def _refused(self, _text: str) -> None:
        if self._taken_over:
            # "Your game now, from step N": news of a replay taken over, no refusal.
            self._taken_over = False
            return
        self.play(Sound.REFUSE)

    def _take_over(self) -> None:
        self._taken_over = True
        QTimer.singleShot(0, self._take_over_done)

    def _take_over_done(self) -> None:
        self._taken_over = False

    def _preference_changed(self, key: str) -> None:
        if key == "sound" and self.prefs.sound:
            # Turned on: a card placed, so the player hears at once what it
            # sounds like (or reads why there is nothing to hear).
            self._last.clear()
            self.play(Sound.MOVE)
