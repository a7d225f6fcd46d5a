"""Why a card cannot go where it was put in Set Up Position, in the player's language.

The ``Setup`` model (``engine/setup.py``) has no Qt and words its refusals in
English for the command line and logs; each refusal also names its ``key`` and
``params``, which this module turns into whole translated sentences, one
template each, so a translator can reorder the parts. An unknown key, or
params that do not fit, give the English text: better that than nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from freecell_qt.app.i18n import format_number
from freecell_qt.engine.moves import CELL_LETTERS
from freecell_qt.words.engine_words import the_card
from freecell_qt.words.linguist import TranslationContext
from freecell_qt.words.step_words import fill, rank_name, suit_name

# Each call spells out its context and text literally, for Qt Linguist's lupdate.
translate = QCoreApplication.translate


class SetupWords(TranslationContext):
    """The translation context, for plurals (``SetupWords.tr(text, "", n)``)."""


_Wording = Callable[[Mapping[str, Any]], str]


def _next(p: Mapping[str, Any]) -> str:
    if p["colours"]:
        return fill(translate("SetupWords", "Foundation %1 takes a card one rank above %2 "
                                            "in the other colour, not %3."),
                    p["foundation"] + 1, the_card(p["top"]), the_card(p["card"]))
    return fill(translate("SetupWords", "Foundation %1 takes a card one rank above %2, "
                                        "not %3."),
                p["foundation"] + 1, the_card(p["top"]), the_card(p["card"]))


_WORDINGS: dict[str, _Wording] = {
    "setup_cell_one": lambda p: SetupWords.tr(
        "A free cell holds one card, not %n.", "", p["count"]),
    "setup_cell_full": lambda p: fill(
        translate("SetupWords", "Free cell %1 already holds %2."),
        CELL_LETTERS[p["cell"]], the_card(p["card"])),
    "setup_cell_suit": lambda p: fill(
        translate("SetupWords", "Free cell %1 holds only %2, not %3."),
        CELL_LETTERS[p["cell"]], suit_name(p["suit"]), the_card(p["card"])),
    "setup_foundation_one": lambda p: SetupWords.tr(
        "Cards go on a foundation one at a time, not %n together.", "", p["count"]),
    "setup_under": lambda p: fill(
        translate("SetupWords", "%1 lies under %2 on its foundation: take that off first."),
        the_card(p["card"]), the_card(p["top"])),
    "setup_colours_ace": lambda p: fill(
        translate("SetupWords", "A foundation in alternate colours starts with an ace, "
                                "not %1."), the_card(p["card"])),
    "setup_whole_runs": lambda p: translate(
        "SetupWords", "In this game a foundation takes only a whole run, in one move: lay "
                      "the run in a column and send it up in play."),
    "setup_foundation_full": lambda p: fill(
        translate("SetupWords", "Foundation %1 is full."), p["foundation"] + 1),
    "setup_foundation_next": _next,
    "setup_foundation_rank": lambda p: fill(
        translate("SetupWords", "The foundation takes rank %1 next, not %2."),
        rank_name(p["rank"]), the_card(p["card"])),
    "setup_foundation_suit": lambda p: fill(
        translate("SetupWords", "The %1 foundation takes only %1, not %2."),
        suit_name(p["suit"]), the_card(p["card"])),
    "setup_foundation_base": lambda p: fill(
        translate("SetupWords", "The foundations start from the %1 here, not %2."),
        rank_name(p["rank"]), the_card(p["card"])),
    "setup_jokers_pile": lambda p: fill(
        translate("SetupWords", "Only the jokers go on the jokers' foundation, and a joker on "
                                "no other: not %1."), the_card(p["card"])),
    "setup_suit_full": lambda p: fill(
        translate("SetupWords", "The %1 foundation is full."), suit_name(p["suit"])),
    "setup_suit_next": lambda p: fill(
        translate("SetupWords", "The %1 foundation takes the card one rank above %2, "
                                "not %3."),
        suit_name(p["suit"]), the_card(p["top"]), the_card(p["card"])),
    "setup_unplaced": lambda p: (
        translate("SetupWords", "1 card is still to place.") if p["count"] == 1
        else SetupWords.tr("%n cards are still to place.", "", p["count"])),
    "setup_foundation_empty": lambda p: fill(
        translate("SetupWords", "Foundation %1 is empty: in this game each foundation "
                                "starts with a card of its own."), p["foundation"] + 1),
    "setup_won": lambda p: translate(
        "SetupWords", "Every card is on the foundations: there is nothing to play."),
    "setup_typed_short": lambda p: translate(
        "SetupWords", "Type one or more cards, then where they go: 7H 3."),
    "setup_typed_card": lambda p: fill(
        translate("SetupWords", "“%1” is not a card (7H, TD, KS)."), p["token"]),
    "setup_typed_twice": lambda p: translate("SetupWords", "A card is named twice."),
    "setup_typed_long": lambda p: fill(
        translate("SetupWords", "%1 cards are named, and the game has %2."),
        format_number(p["count"]), format_number(p["cards"])),
    "setup_typed_pile": lambda p: fill(
        translate("SetupWords", "“%1” names no pile of this game: a column is 1-9, t, j, q "
                                "or k, a free cell a-g, i or l-n, a foundation h (h2 the "
                                "second), and - sends cards back."), p["token"]),
}

#: Every key this module words; a test checks it against the engine's.
KNOWN_KEYS = frozenset(_WORDINGS)


def setup_reason(error: Exception) -> str:
    """The refusal as a sentence, translated when its key is known."""
    wording = _WORDINGS.get(getattr(error, "key", ""))
    if wording is not None:
        try:
            return wording(getattr(error, "params", {}))
        except (KeyError, TypeError, ValueError, IndexError):
            pass
    text = str(error)
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
