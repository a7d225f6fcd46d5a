"""The engine's exceptions.

All of them are ``ValueError`` subclasses, as in python-chess: callers that only
need "was the input acceptable?" catch ``ValueError``; callers that explain the
problem to a player catch the precise class and show ``str(error)``, which is
always a complete sentence fragment fit for a status bar or a terminal.
"""

from __future__ import annotations

#: The longest piece of the player's input a message quotes: a token of 60,000
#: characters would make a "one line" message of 60 KB and a box as long.
QUOTED_CHARS = 40


def cut(text: str, limit: int = QUOTED_CHARS) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis ending what was cut."""
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def quoted(text: str, limit: int = QUOTED_CHARS) -> str:
    """``text`` as a message quotes it: in quotes, cut to ``limit`` characters with an
    ellipsis, and with a newline or other control character escaped, so that
    the message stays one readable line.

    >>> print(quoted("XX"), quoted("7H" * 40))
    'XX' '7H7H7H7H7H7H7H7H7H7H7H7H7H7H7H7H7H7H7H7…'
    >>> print(quoted("a\\nb"))
    'a\\nb'
    """
    return repr(cut(text, limit))


class FreeCellError(ValueError):
    """Base class: something given to the engine cannot be used.

    ``str(error)`` is fixed English for terminals, logs and the command line.
    A window that speaks the player's language reads ``key`` and ``params``
    instead: ``key`` names the kind of refusal (``"over_capacity"``) and
    ``params`` holds its values as engine objects (cards, numbers, letters),
    so the engine stays free of any translation machinery while every refusal
    can still be worded in another language. An empty ``key`` means the error
    has no such form and only its English text can be shown.

    >>> error = FreeCellError("6 cards, at most 5 can move now",
    ...                       key="over_capacity", count=6, limit=5)
    >>> str(error), error.key, error.params
    ('6 cards, at most 5 can move now', 'over_capacity', {'count': 6, 'limit': 5})
    """

    def __init__(self, message: str = "", key: str = "", **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params: dict[str, object] = params


class CardError(FreeCellError):
    """A card token such as ``"1X"`` names no card."""


class DealNumberError(FreeCellError):
    """A deal number outside 1..2,147,483,647."""


class GameCodeError(FreeCellError):
    """A game code that cannot be read; the message says which part is wrong."""


class RulesError(FreeCellError):
    """An impossible combination of options, such as ForeCell with 2 cells."""


class BoardError(FreeCellError):
    """A board text that is not a valid position (names the line and card)."""


class InvalidMoveError(FreeCellError):
    """A move token that is not in the notation at all, such as ``"9z"``."""


class IllegalMoveError(FreeCellError):
    """A well-formed move that the rules forbid in the current position."""


class SaveDataError(FreeCellError):
    """A saved game (plain dict) that is incomplete or inconsistent."""
