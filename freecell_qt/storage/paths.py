"""Where the app keeps its files, and the two careful ways it touches them.

Everything written here may be interrupted at any instant (a crash, a kill, a
power cut), so writes go through ``QSaveFile``: the old file stays whole until
the new one is complete and renamed over it. A file that cannot be read is
never deleted, only renamed aside, so a player (or a bug report) can still
look at it.

Only a regular file is ever replaced. ``QSaveFile`` renames its new file over
whatever has the name, so a device (``/dev/null``), a pipe or a socket would
be swapped for a plain file, and the system lose it. A link is followed, as
editors do: the file it points to gets the new text and the link stays.
"""

from __future__ import annotations

import contextlib
import os
import stat
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile, QStandardPaths

#: Points the data folder elsewhere: tests, portable installs, a second profile.
DATA_DIR_VARIABLE = "FREECELL_QT_DATA_DIR"

_override: Path | None = None


def set_data_dir(path: Path | str | None) -> None:
    """Use ``path`` as the data folder from now on; ``None`` goes back to the default."""
    global _override
    _override = Path(path) if path is not None else None


def data_dir() -> Path:
    """The per-user folder for the game in progress, created when first asked for.

    A folder that cannot be created is still returned: the write that follows
    fails and says so, which is where the player hears about it.
    """
    if _override is not None:
        folder = _override
    elif os.environ.get(DATA_DIR_VARIABLE):
        folder = Path(os.environ[DATA_DIR_VARIABLE])
    else:
        location = QStandardPaths.StandardLocation.AppDataLocation
        folder = Path(QStandardPaths.writableLocation(location) or Path.home() / ".freecell-qt")
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def aside_name(path: Path, when: datetime | None = None) -> Path:
    """The name a bad file is kept under: ``NAME.corrupt-YYYYmmdd-HHMMSS``, unused so far.

    Two bad files in the same second (a bad autosave replaced and found bad
    again) must not overwrite each other, hence the counter.
    """
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.corrupt-{stamp}")
    number = 1
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.name}.corrupt-{stamp}-{number}")
    return candidate


def move_aside(path: Path) -> Path:
    """Rename a file that cannot be used, keeping it for inspection; raises ``OSError``."""
    target = aside_name(path)
    path.rename(target)
    return target


def is_special_file(path: Path) -> bool:
    """Whether ``path`` (its links followed) is there but is no regular file.

    A device, a pipe, a socket or a folder: what a write must leave alone,
    and what the player is told about in those words. Only ``stat`` is used,
    never ``open``: opening a pipe waits for a writer, for ever if none comes.
    """
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not stat.S_ISREG(mode)


def _may_replace(path: Path) -> bool:
    """Nothing at ``path`` yet (a dangling link included), or a regular file."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return True
    except OSError:
        # A link loop, a name too long, a folder on the way that is a file
        # or forbidden: nothing could be written there either.
        return False
    return stat.S_ISREG(mode)


def write_text_atomic(path: Path, text: str) -> bool:
    """Replace ``path`` with ``text`` in one step; ``False`` (never an exception) on failure.

    The caller is the autosave, running after every move: a read-only or full
    disk must cost the player a message, not the game. Anything but a regular
    file at ``path`` is a failure too, and stays as it was (``is_special_file``
    says so afterwards, for the message).
    """
    if not _may_replace(path):
        return False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    saver = QSaveFile(str(path))
    # Writing straight into the target would break the promise of a whole
    # file, so a folder that forbids the temporary file is a failure.
    saver.setDirectWriteFallback(False)
    if not saver.open(QIODevice.OpenModeFlag.WriteOnly):
        return False
    data = text.encode("utf-8")
    if saver.write(data) != len(data):
        saver.cancelWriting()
        saver.commit()
        return False
    return saver.commit()
