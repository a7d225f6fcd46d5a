"""The ways a sound file reaches the speakers, and the choice among them.

QtMultimedia's ``QSoundEffect`` plays with the least delay, but it comes with
PySide6-Addons (175 MB to download, about 440 MB installed, with FFmpeg and
Qt Quick underneath), so it is used only when that package is already there
(``pip install freecell-qt[sound]``). Otherwise the platform's own player does
the work at no cost to the package: ``winsound`` on Windows, ``afplay`` on
macOS, and on Linux the first of ``pw-play`` (PipeWire), ``paplay``
(PulseAudio) and ``aplay`` (ALSA) that is installed.

A command is started detached and never waited for: the GUI thread goes on at
once, and a player that finds no sound card fails in its own process, quietly.

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

from PySide6.QtCore import QObject, QProcess, QUrl

#: Linux and the BSDs: PipeWire's player, then PulseAudio's, then ALSA's, with
#: the arguments that keep each quiet on the terminal.
UNIX_COMMANDS: tuple[tuple[str, ...], ...] = (("pw-play",), ("paplay",), ("aplay", "-q"))
MAC_COMMANDS: tuple[tuple[str, ...], ...] = (("afplay",),)
#: Volume of QSoundEffect, under the system's own: effects accompany play.
QT_VOLUME = 0.7


class Player(Protocol):
    """Plays one of the sound files it was made with, by name, without waiting."""

    def play(self, name: str) -> None: ...


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


class CommandPlayer:
    """A player program, started detached once per sound with the file as its last argument."""

    def __init__(self, command: tuple[str, ...], files: Mapping[str, Path]) -> None:
        self.command = command
        self._files = dict(files)

    def play(self, name: str) -> None:
        path = self._files.get(name)
        if path is None:
            return
        process = QProcess()
        process.setProgram(self.command[0])
        process.setArguments([*self.command[1:], str(path)])
        process.setStandardOutputFile(QProcess.nullDevice())
        process.setStandardErrorFile(QProcess.nullDevice())
        # Detached: no child to reap, no signal to wait for; a failure to start
        # (the program removed since) costs only this one sound.
        process.startDetached()


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
                   search_path: str | None = None) -> CommandPlayer | None:
    """The first of ``commands`` installed (looked up in ``search_path``, else ``PATH``)."""
    for command in commands:
        program = shutil.which(command[0], path=search_path)
        if program is not None:
            return CommandPlayer((program, *command[1:]), files)
    return None


def choose_player(files: Mapping[str, Path], parent: QObject) -> Player | None:
    """The best player this system has for ``files``; ``None`` when it has none."""
    player: Player | None = qt_player(files, parent)
    if player is not None:
        return player
    if sys.platform == "win32":
        return WinsoundPlayer(files)
    commands = MAC_COMMANDS if sys.platform == "darwin" else UNIX_COMMANDS
    return command_player(files, commands)
