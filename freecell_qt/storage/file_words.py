"""Why a saved game cannot be opened, in the player's language.

``game_files`` has no Qt (the command line reads the same files) and words its
``GameFileError`` in fixed English; each error also names its ``key`` and
``params``, which this module turns into a translated fragment for the Open
dialog's message and the autosave notice. Details that come from outside the
app, a JSON parser's message or the engine's word on a bad move, are passed
through as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from freecell_qt.app.i18n import format_number
from freecell_qt.words.step_words import fill as _fill

# Each call spells out its context and text literally, for Qt Linguist's lupdate.
translate = QCoreApplication.translate

_Wording = Callable[[Mapping[str, Any]], str]


def _number(value: object) -> str:
    return format_number(value) if isinstance(value, int) else str(value)


_WORDINGS: dict[str, _Wording] = {
    "file_too_big": lambda p: _fill(translate("FileWords", "the file is larger than %1 MB"),
                                    p["megabytes"]),
    "file_not_text": lambda p: translate("FileWords", "the file is not text (UTF-8)"),
    "file_empty": lambda p: translate("FileWords", "the file is empty"),
    "file_not_json_at": lambda p: _fill(
        translate("FileWords", "the file is not valid JSON (line %1, column %2: %3); it may "
                               "have been cut short"),
        p["line"], p["column"], p["detail"]),
    "file_not_json": lambda p: _fill(translate("FileWords", "the file is not valid JSON (%1)"),
                                     p["detail"]),
    "file_unreadable": lambda p: _fill(translate("FileWords", "the file cannot be read (%1)"),
                                       p["detail"]),
    "file_no_object": lambda p: translate(
        "FileWords", "the file does not hold a saved game (no JSON object)"),
    "file_wrong_format": lambda p: _fill(
        translate("FileWords", "the file is not a FreeCell Qt game (format %1)"), p["detail"]),
    "file_no_version": lambda p: translate("FileWords", "the file has no version number"),
    "file_newer": lambda p: _fill(
        translate("FileWords", "the file was written by a newer FreeCell Qt (version %1); "
                               "update the app to open it"), p["version"]),
    "file_unknown_version": lambda p: _fill(translate("FileWords", "unknown file version %1"),
                                            p["version"]),
    "file_bad_time": lambda p: translate(
        "FileWords", "the time played must be a number of seconds, 0 or more"),
    "file_bad_hints": lambda p: translate(
        "FileWords", "the number of hints must be a whole number, 0 or more"),
    "file_no_game": lambda p: translate("FileWords", "the file holds no game"),
    "file_bad_game": lambda p: _fill(
        translate("FileWords", "the game in the file is not valid: %1"), p["detail"]),
    "file_too_long": lambda p: _fill(
        translate("FileWords", "the game has %1 steps, more than the %2 allowed"),
        _number(p["steps"]), _number(p["limit"])),
    "file_step_too_long": lambda p: _fill(
        translate("FileWords", "step %1 has more than the %2 moves a step may have"),
        _number(p["step"]), _number(p["limit"])),
    "file_too_many_moves": lambda p: _fill(
        translate("FileWords", "the game has more than the %1 moves allowed"),
        _number(p["limit"])),
    "file_time_too_long": lambda p: _fill(
        translate("FileWords", "the time played is more than %1 years"), _number(p["years"])),
    "file_too_many_hints": lambda p: _fill(
        translate("FileWords", "the number of hints is more than %1"), _number(p["limit"])),
    "file_not_regular": lambda p: translate(
        "FileWords", "the file is not a regular file (a folder, a device or a pipe)"),
}

#: Every key this module words; a test checks it against ``game_files``.
KNOWN_KEYS = frozenset(_WORDINGS)


def reason(error: Exception) -> str:
    """The error as a fragment ("the file is empty"), translated when its key is known."""
    wording = _WORDINGS.get(getattr(error, "key", ""))
    if wording is None:
        return str(error)
    try:
        return wording(getattr(error, "params", {}))
    except (KeyError, TypeError, ValueError, IndexError):
        return str(error)
