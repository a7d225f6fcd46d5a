"""Saved game files (``.freecell``): a game with its whole history and its clock.

The file is plain JSON so that a player can read it, mail it or keep it under
version control::

    {"format": "freecell-qt-game", "version": 1,
     "game": {... Game.to_dict() ...}, "elapsed": 73.5, "hints_used": 0,
     "solved_by_computer": false, "daily": "2026-12-01"}

Who played each step (the player or Solve) is in the game's own history
(``played_by``, written only when Solve played a step). ``solved_by_computer``
sums it up: true once Solve played any move of the game, such a game being
never the player's win however it is finished. A file whose history does not
say who played (one written before it could) but has the flag true is read
as Solve having played earlier; a file without the flag has it false. ``daily`` is
the date of the Daily Deal the game is, or null: a game keeps counting
towards that date's streak when it is resumed or opened. A value that is no
date, or a date whose Daily Deal is another game, is read as null rather
than refused: the game itself is sound.

A file is untrusted input: it may come from anyone, be cut short by a full
disk or edited by hand, or be no file at all (a FIFO, a device, a folder).
Reading checks everything before anything is used (the kind of file and its
size, read without blocking; encoding, JSON syntax, format and version; every
value's type and range; the length of the history, counted before a move of
it is replayed; then every move, replayed through the engine), and every
problem comes out as one exception, ``GameFileError``, whose text says what is
wrong. The autosave is a file of the same kind, so it shares this reader.
"""

from __future__ import annotations

import json
import math
import os
import stat
from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from typing import TypeGuard

from freecell_qt.engine import Actor, Game
from freecell_qt.engine.daily import is_daily_code, parse_day
from freecell_qt.storage.bounded_read import ReadError, read_file_bytes
from freecell_qt.storage.paths import write_text_atomic

FILE_FORMAT = "freecell-qt-game"
FILE_VERSION = 1
SUFFIX = ".freecell"
#: Far above any real game (a few kilobytes); a bigger file is not one of ours.
MAX_BYTES = 5 * 1024 * 1024
# Replaying a move costs up to tens of microseconds, so a crafted file of a few
# megabytes (a million moves) would freeze the window for many seconds. A real game
# has a few hundred steps of at most about 60 moves (one move and its
# auto-moves, or Finish), so these limits, counted before anything is
# replayed, only ever stop a crafted file.
#: Steps in the whole history, the undone ones included.
MAX_STEPS = 10_000
#: Moves in one step.
MAX_STEP_MOVES = 100
#: Moves in all the steps together: a fraction of a second to replay.
MAX_MOVES = 10_000
#: The clock of one game: ten years is beyond any real game, and keeps the
#: number one that every later sum and every database can hold.
MAX_ELAPSED_YEARS = 10
MAX_ELAPSED = MAX_ELAPSED_YEARS * 366 * 24 * 3600
#: Far above what anyone asks in one game, far below SQLite's largest integer.
MAX_HINTS = 1_000_000


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
    #: The ISO date whose Daily Deal this game is, else ``None``.
    daily: str | None = None

    @property
    def played_by_solve(self) -> bool:
        """Solve played some of the game (statistics then never count it as won)."""
        return self.game.played_by(Actor.SOLVE)


def to_json(saved: SavedGame) -> str:
    """The file's text; compact but still one readable object."""
    data = {
        "format": FILE_FORMAT,
        "version": FILE_VERSION,
        "game": saved.game.to_dict(),
        "elapsed": round(max(0.0, saved.elapsed), 3),
        "hints_used": saved.hints_used,
        # Who played each step is in the game; this flag, its summary, is what
        # files from before the history kept it hold, and what they are read by.
        "solved_by_computer": saved.played_by_solve,
        "daily": saved.daily,
    }
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def from_json(data: bytes | str) -> SavedGame:
    """Read a file's content; raises ``GameFileError`` and nothing else."""
    if len(data) > MAX_BYTES:
        raise _too_big()
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
    try:
        return _from_document(document)
    except GameFileError:
        raise
    except (ArithmeticError, LookupError, TypeError, ValueError, RecursionError) as error:
        # Whatever a crafted value still manages to upset is the same kind of
        # bad file: one message, never a traceback at every start.
        raise GameFileError(f"the game in the file is not valid: {_short(error, 300)}",
                            key="file_bad_game", detail=_short(error, 300)) from None


def open_game_file(path: Path | str) -> SavedGame:
    """Read and check a saved game file; raises ``GameFileError``, also for I/O problems."""
    path = Path(path)
    try:
        # Never a plain open(): a FIFO would block the window until a writer
        # came, and a device such as /dev/zero never ends.
        data = read_file_bytes(path, MAX_BYTES)
    except ReadError as error:
        raise _read_error(path, error) from None
    return from_json(data)


def _read_error(path: Path, error: ReadError) -> GameFileError:
    """``error`` with the key that words it in the player's language."""
    try:
        info = os.stat(path)
    except OSError as failure:
        detail = failure.strerror or str(failure)
        return GameFileError(f"the file cannot be read ({detail})", key="file_unreadable",
                             detail=detail)
    if not stat.S_ISREG(info.st_mode):
        return GameFileError("the file is not a regular file (a folder, a device or a pipe)",
                             key="file_not_regular")
    if info.st_size > MAX_BYTES:
        return _too_big()
    return GameFileError(f"the file {error}", key="file_unreadable", detail=str(error))


def _too_big() -> GameFileError:
    return GameFileError(f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB",
                         key="file_too_big", megabytes=MAX_BYTES // (1024 * 1024))


def save_game_file(path: Path | str, saved: SavedGame) -> bool:
    """Write a game file in one step; ``False`` when the folder does not allow it, or when
    ``path`` is a device, a pipe or a folder, which is left as it was (``is_special_file``)."""
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
            f"the file was written by a newer FreeCell Qt (version {_short(version)}); "
            "update the app to open it",
            key="file_newer", version=_short(version),
        )
    if version != FILE_VERSION:
        raise GameFileError(f"unknown file version {_short(version)}",
                            key="file_unknown_version", version=_short(version))
    elapsed = _elapsed(document.get("elapsed", 0.0))
    hints = _hints(document.get("hints_used", 0))
    solved = _solved(document.get("solved_by_computer", False))
    game_data = document.get("game")
    if not isinstance(game_data, dict):
        raise GameFileError("the file holds no game", key="file_no_game")
    check_length(game_data)
    try:
        game = Game.from_dict(game_data)
    except (ValueError, TypeError, RecursionError) as error:
        raise GameFileError(f"the game in the file is not valid: {_short(error, 300)}",
                            key="file_bad_game", detail=_short(error, 300)) from None
    if solved and not game.played_by(Actor.SOLVE):
        game.note_earlier_play(Actor.SOLVE)
    return SavedGame(game, float(elapsed), hints, _daily(document.get("daily"), game))


def _elapsed(value: object) -> float:
    # Compared before any conversion: float() or math.isfinite() of a whole
    # number of 310 digits raises OverflowError.
    if not _is_number(value) or value < 0:
        raise GameFileError("the time played must be a number of seconds, 0 or more",
                            key="file_bad_time")
    if value > MAX_ELAPSED or not math.isfinite(value):
        raise GameFileError(f"the time played is more than {MAX_ELAPSED_YEARS} years",
                            key="file_time_too_long", years=MAX_ELAPSED_YEARS)
    return float(value)


def _hints(value: object) -> int:
    if not _is_int(value) or value < 0:
        raise GameFileError("the number of hints must be a whole number, 0 or more",
                            key="file_bad_hints")
    if value > MAX_HINTS:
        raise GameFileError(f"the number of hints is more than {MAX_HINTS:,}",
                            key="file_too_many_hints", limit=MAX_HINTS)
    return value


def _solved(value: object) -> bool:
    # Only JSON's true and false: a 1 or a "yes" is a file edited wrongly, and
    # guessing could turn a game Solve played into a win.
    if not isinstance(value, bool):
        detail = "solved_by_computer must be true or false"
        raise GameFileError(f"the game in the file is not valid: {detail}",
                            key="file_bad_game", detail=detail)
    return value


def _daily(value: object, game: Game) -> str | None:
    day = parse_day(value)
    return day.isoformat() if day is not None and is_daily_code(game.code, day) else None


def check_length(game_data: dict[str, object]) -> None:
    """Refuse a history too long to replay at once, before a single move of it is played.

    Counting is bounded too: a step's text is split at most ``MAX_STEP_MOVES``
    times, so a step of a million moves costs no more to refuse than one of a
    hundred.
    """
    lists = [value for value in (game_data.get("moves"), game_data.get("redo"))
             if isinstance(value, list)]
    steps = sum(len(value) for value in lists)
    if steps > MAX_STEPS:
        raise GameFileError(f"the game has {steps:,} steps, more than the {MAX_STEPS:,} allowed",
                            key="file_too_long", steps=steps, limit=MAX_STEPS)
    total = 0
    for number, text in enumerate(chain.from_iterable(lists), start=1):
        if not isinstance(text, str):
            continue  # the engine says which step is not text
        moves = _moves_in(text)
        if moves > MAX_STEP_MOVES:
            raise GameFileError(
                f"step {number:,} has more than the {MAX_STEP_MOVES:,} moves a step may have",
                key="file_step_too_long", step=number, limit=MAX_STEP_MOVES)
        total += moves
        if total > MAX_MOVES:
            raise GameFileError(f"the game has more than the {MAX_MOVES:,} moves allowed",
                                key="file_too_many_moves", limit=MAX_MOVES)


def _moves_in(text: str) -> int:
    """The moves in a step's text, counted only up to one more than a step may have."""
    tokens = text.split(maxsplit=MAX_STEP_MOVES + 1)
    return len(tokens) - (1 if tokens[:1] == ["finish"] else 0)


def _is_int(value: object) -> TypeGuard[int]:
    # JSON's true and false arrive as bool, which Python counts as int.
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: object) -> TypeGuard[int | float]:
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
