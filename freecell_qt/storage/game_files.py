"""Saved game files (``.freecell``): a game with its whole history and its clock.

The file is plain JSON so that a player can read it, mail it or keep it under
version control::

    {"format": "freecell-qt-game", "version": 1,
     "game": {... Game.to_dict() ...}, "elapsed": 73.5, "hints_used": 0}

A file is untrusted input: it may come from anyone, be cut short by a full
disk or edited by hand. Reading checks everything before anything is used
(size, encoding, JSON syntax, format and version, every value's type, and
every move, replayed through the engine), and every problem comes out as one
exception, ``GameFileError``, whose text says what is wrong. The autosave is a
file of the same kind, so it shares this reader.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

from freecell_qt.engine import Game
from freecell_qt.storage.paths import write_text_atomic

FILE_FORMAT = "freecell-qt-game"
FILE_VERSION = 1
SUFFIX = ".freecell"
#: Far above any real game (a few kilobytes); a bigger file is not one of ours.
MAX_BYTES = 5 * 1024 * 1024
#: Replaying a step costs tens of microseconds and some memory; real games
#: have hundreds, so this only stops a crafted file from freezing the app.
MAX_STEPS = 20_000


class GameFileError(ValueError):
    """A saved game that cannot be used; ``str(error)`` says why, in a sentence fragment.

    It is the only exception that reading a file or bytes raises, so a caller
    catches it and tells the player, knowing that nothing was changed. Like the
    engine's errors it also carries a ``key`` and ``params``, from which the
    windows word the reason in the player's language (``storage/file_words.py``).
    """

    def __init__(self, message: str = "", key: str = "", **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params: dict[str, object] = params


@dataclass(frozen=True)
class SavedGame:
    """A game together with what the engine does not keep: the clock and the hints."""

    game: Game
    elapsed: float = 0.0
    hints_used: int = 0


def to_json(saved: SavedGame) -> str:
    """The file's text; compact but still one readable object."""
    data = {
        "format": FILE_FORMAT,
        "version": FILE_VERSION,
        "game": saved.game.to_dict(),
        "elapsed": round(max(0.0, saved.elapsed), 3),
        "hints_used": saved.hints_used,
    }
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def from_json(data: bytes | str) -> SavedGame:
    """Read a file's content; raises ``GameFileError`` and nothing else."""
    if len(data) > MAX_BYTES:
        raise GameFileError(f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB",
                            key="file_too_big", megabytes=MAX_BYTES // (1024 * 1024))
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise GameFileError("the file is not text (UTF-8)", key="file_not_text") from None
    if not data.strip():
        raise GameFileError("the file is empty", key="file_empty")
    try:
        document = json.loads(data, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        raise GameFileError(
            f"the file is not valid JSON (line {error.lineno}, column {error.colno}: "
            f"{error.msg}); it may have been cut short",
            key="file_not_json_at", line=error.lineno, column=error.colno, detail=error.msg,
        ) from None
    except (ValueError, RecursionError) as error:
        raise GameFileError(f"the file is not valid JSON ({_short(error)})", key="file_not_json",
                            detail=_short(error)) from None
    return _from_document(document)


def open_game_file(path: Path | str) -> SavedGame:
    """Read and check a saved game file; raises ``GameFileError``, also for I/O problems."""
    path = Path(path)
    try:
        with path.open("rb") as stream:
            # One byte more than allowed tells "too big" without reading a
            # huge file whole.
            data = stream.read(MAX_BYTES + 1)
    except OSError as error:
        raise GameFileError(f"the file cannot be read ({error.strerror or error})",
                            key="file_unreadable", detail=error.strerror or str(error)) from None
    return from_json(data)


def save_game_file(path: Path | str, saved: SavedGame) -> bool:
    """Write a game file in one step; ``False`` when the folder does not allow it."""
    return write_text_atomic(Path(path), to_json(saved))


def with_suffix(path: str) -> str:
    """The name a player typed, with ``.freecell`` added when it has no suffix at all."""
    return path if Path(path).suffix else path + SUFFIX


# -- checking ------------------------------------------------------------
def _from_document(document: object) -> SavedGame:
    if not isinstance(document, dict):
        raise GameFileError("the file does not hold a saved game (no JSON object)",
                            key="file_no_object")
    if document.get("format") != FILE_FORMAT:
        raise GameFileError(
            f'the file is not a FreeCell Qt game (format {_short(document.get("format"))})',
            key="file_wrong_format", detail=_short(document.get("format")),
        )
    version = document.get("version")
    if not _is_int(version):
        raise GameFileError("the file has no version number", key="file_no_version")
    if version > FILE_VERSION:
        raise GameFileError(
            f"the file was written by a newer FreeCell Qt (version {version}); "
            "update the app to open it",
            key="file_newer", version=version,
        )
    if version != FILE_VERSION:
        raise GameFileError(f"unknown file version {version}", key="file_unknown_version",
                            version=version)
    elapsed = document.get("elapsed", 0.0)
    if not _is_number(elapsed) or not math.isfinite(elapsed) or elapsed < 0:
        raise GameFileError("the time played must be a number of seconds, 0 or more",
                            key="file_bad_time")
    hints = document.get("hints_used", 0)
    if not _is_int(hints) or hints < 0:
        raise GameFileError("the number of hints must be a whole number, 0 or more",
                            key="file_bad_hints")
    game_data = document.get("game")
    if not isinstance(game_data, dict):
        raise GameFileError("the file holds no game", key="file_no_game")
    _check_length(game_data)
    try:
        game = Game.from_dict(game_data)
    except (ValueError, TypeError, RecursionError) as error:
        raise GameFileError(f"the game in the file is not valid: {_short(error, 300)}",
                            key="file_bad_game", detail=_short(error, 300)) from None
    return SavedGame(game, float(elapsed), hints)


def _check_length(game_data: dict[str, object]) -> None:
    steps = 0
    for key in ("moves", "redo"):
        value = game_data.get(key)
        if isinstance(value, list):
            steps += len(value)
    if steps > MAX_STEPS:
        raise GameFileError(f"the game has {steps:,} steps, more than the {MAX_STEPS:,} allowed",
                            key="file_too_long", steps=steps, limit=MAX_STEPS)


def _is_int(value: object) -> bool:
    # JSON's true and false arrive as bool, which Python counts as int.
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _refuse_constant(name: str) -> float:
    # Python's json accepts NaN and Infinity, which are not JSON and have no
    # place in a clock.
    raise ValueError(f"{name} is not a JSON number")


def _short(value: object, limit: int = 60) -> str:
    """A value for a message, never long: a hostile file must not flood a dialog."""
    if isinstance(value, BaseException):
        text = str(value)
    elif value is None or isinstance(value, str | int | float):
        text = repr(value)
    else:
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 1] + "…"
