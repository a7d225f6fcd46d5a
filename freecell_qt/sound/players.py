"""The ways a sound file reaches the speakers, and the choice among them.

QtMultimedia's ``QSoundEffect`` plays with the least delay, but it comes with
PySide6-Addons (175 MB to download, about 440 MB installed, with FFmpeg and
Qt Quick underneath), so it is used only when that package is already there
(``pip install freecell-qt[sound]``). Otherwise the platform's own player does
the work at no cost to the package: ``winsound`` on Windows, ``afplay`` on
macOS, and on Linux the first of ``pw-play`` (PipeWire), ``paplay``
(PulseAudio) and ``aplay`` (ALSA) that is installed.

A command runs in its own process, started without waiting: the GUI thread
goes on at once, and a player that finds no sound card fails there, quietly.
A player can also hang (a sound server that never answers), so only a few
run at once, a sound wanted while they all run is dropped, one still running
long after its sound would have ended is killed, and none outlives the app.

Loaded only once the player turns sound on.
"""

from __future__ import annotations

import contextlib
import importlib
import shutil
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, QProcess, QTimer, QUrl

#: Linux and the BSDs: PipeWire's player, then PulseAudio's, then ALSA's, with
#: the arguments that keep each quiet on the terminal.
UNIX_COMMANDS: tuple[tuple[str, ...], ...] = (("pw-play",), ("paplay",), ("aplay", "-q"))
MAC_COMMANDS: tuple[tuple[str, ...], ...] = (("afplay",),)
#: Volume of QSoundEffect, under the system's own: effects accompany play.
QT_VOLUME = 0.7
#: Player programs running at once. Two let a sound start while the last one
#: ends (a move just after the deal's riffle); a player that hangs then holds
#: no more than two processes, whatever the number of sounds asked for.
MAX_PLAYING = 2
#: A player still running this long after it started is taken to be stuck and
#: killed: the longest sound lasts about a second.
STUCK_MS = 5000


class Player(Protocol):
    """Plays one of the sound files it was made with, by name, without waiting."""

    def play(self, name: str) -> None: ...

    def stop(self) -> None:
        """Stop whatever is playing, for good: the app is closing."""


class QtPlayer:
    """One ``QSoundEffect`` per sound, loaded once, so that a play starts at once."""

    def __init__(self, multimedia: Any, files: Mapping[str, Path], parent: QObject) -> None:
        self._effects: dict[str, Any] = {}
        for name, path in files.items():
            effect = multimedia.QSoundEffect(parent)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(QT_VOLUME)
            self._effects[name] = effect
        self._error = multimedia.QSoundEffect.Status.Error

    def play(self, name: str) -> None:
        effect = self._effects.get(name)
        # An effect with no audio device to go to says so by its status; play on silently.
        if effect is not None and effect.status() != self._error:
            effect.play()

    def stop(self) -> None:
        for effect in self._effects.values():
            effect.stop()


class CommandPlayer:
    """A player program, started once per sound with the file as its last argument.

    Each runs as a child ``QProcess``, not detached, so that it can be
    counted, killed when stuck and killed at the end; Qt reaps it when it ends.
    """

    def __init__(self, command: tuple[str, ...], files: Mapping[str, Path],
                 parent: QObject | None = None) -> None:
        self.command = command
        self._files = dict(files)
        self._parent = parent
        self._playing: list[QProcess] = []

    @property
    def playing(self) -> int:
        """Player processes started and not ended yet."""
        return len(self._playing)

    def play(self, name: str) -> None:
        path = self._files.get(name)
        if path is None or len(self._playing) >= MAX_PLAYING:
            # All busy: the sound is dropped rather than queued, since a late
            # sound would belong to an event long past.
            return
        process = QProcess(self._parent)
        process.setProgram(self.command[0])
        process.setArguments([*self.command[1:], str(path)])
        process.setStandardOutputFile(QProcess.nullDevice())
        process.setStandardErrorFile(QProcess.nullDevice())
        stuck = QTimer(process)
        stuck.setSingleShot(True)
        stuck.timeout.connect(process.kill)
        process.finished.connect(lambda _code, _status: self._ended(process))
        # A program that cannot start (removed since) never "finishes"; it
        # costs only this one sound.
        process.errorOccurred.connect(
            lambda error: self._ended(process)
            if error == QProcess.ProcessError.FailedToStart else None)
        self._playing.append(process)
        process.start()
        stuck.start(STUCK_MS)

    def _ended(self, process: QProcess) -> None:
        if process in self._playing:
            self._playing.remove(process)
            process.deleteLater()

    def stop(self) -> None:
        """Kill every player still running, and wait for each to be gone."""
        playing, self._playing = self._playing, []
        for process in playing:
            if process.state() is not QProcess.ProcessState.NotRunning:
                process.kill()
                process.waitForFinished(1000)
            process.deleteLater()


class WinsoundPlayer:
    """Windows' own ``PlaySound``, asynchronous: a new sound cuts the one playing short."""

    def __init__(self, files: Mapping[str, Path]) -> None:
        self._files = dict(files)

    def play(self, name: str) -> None:
        path = self._files.get(name)
        if path is None or sys.platform != "win32":
            return
        import winsound

        flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
        with contextlib.suppress(RuntimeError):  # no sound device: play goes on in silence
            winsound.PlaySound(str(path), flags)

    def stop(self) -> None:
        if sys.platform != "win32":
            return
        import winsound

        with contextlib.suppress(RuntimeError):
            winsound.PlaySound(None, 0)  # stops the sound playing, if any


def qt_player(files: Mapping[str, Path], parent: QObject) -> QtPlayer | None:
    """A ``QtPlayer`` when PySide6-Addons is installed and its libraries load, else ``None``.

    Imported by name: a frozen build, which does not bundle QtMultimedia's
    40 MB of FFmpeg and Qt Quick, is not led to collect it by seeing the import.
    On Linux QtMultimedia also needs the PulseAudio client library; without it
    the import fails and the platform's player is used instead.
    """
    try:
        multimedia = importlib.import_module("PySide6.QtMultimedia")
    except ImportError:
        return None
    return QtPlayer(multimedia, files, parent)


def command_player(files: Mapping[str, Path], commands: tuple[tuple[str, ...], ...],
                   search_path: str | None = None,
                   parent: QObject | None = None) -> CommandPlayer | None:
    """The first of ``commands`` installed (looked up in ``search_path``, else ``PATH``)."""
    for command in commands:
        program = shutil.which(command[0], path=search_path)
        if program is not None:
            return CommandPlayer((program, *command[1:]), files, parent)
    return None


def choose_player(files: Mapping[str, Path], parent: QObject) -> Player | None:
    """The best player this system has for ``files``; ``None`` when it has none."""
    player: Player | None = qt_player(files, parent)
    if player is not None:
        return player
    if sys.platform == "win32":
        return WinsoundPlayer(files)
    commands = MAC_COMMANDS if sys.platform == "darwin" else UNIX_COMMANDS
    return command_player(files, commands, parent=parent)
