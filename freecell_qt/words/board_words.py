"""Why a board text is no position to play, in the player's language.

The engine reads boards without Qt and refuses a bad one with a ``BoardError``
(or a ``FreeCellError`` from ``Position.check_fits``) whose text is fixed
English: the command line prints it, and scripts and tests read it. Each such
refusal also carries a ``key`` (``board_unknown_card``...) and its values as
engine objects (line numbers, cards, counts, a suit, the rules), which this
module turns into a translated fragment for the Paste Position message, one
template per refusal so that a translator sees whole sentences and may reorder
their parts. A card is given as the board writes it (``JD``), which is what the
player has to find in the text to fix it, and in words ("the jack of
diamonds"), since the board's letters are English ones.

An unknown key, or values that do not fit the key's template, fall back to the
English text: better an English fragment than none.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from freecell_qt.app.i18n import format_number
from freecell_qt.engine import Card, Rules, Suit
from freecell_qt.words.engine_words import the_card
from freecell_qt.words.linguist import TranslationContext
from freecell_qt.words.rules_words import game_title
from freecell_qt.words.step_words import fill, rank_name, suit_name

# Each call spells out its context and text literally, for Qt Linguist's lupdate.
translate = QCoreApplication.translate

#: Missing cards named in words up to this many; past it, a list of names would
#: fill the message box, and the board's own tokens say the same in less room.
_NAMED_MISSING = 3


class BoardWords(TranslationContext):
    """The translation context, for plurals: lupdate marks ``BoardWords.tr(text,
    "", n)`` as a plural form (numerus) but not ``translate(context, text, "", n)``.
    """


def _number(value: object) -> str:
    return format_number(value) if isinstance(value, int) else str(value)


def _checked_card(card: object) -> Card:
    if not isinstance(card, Card):
        raise TypeError(f"not a card: {card!r}")
    return card


def _card(card: object) -> str:
    """``"JD (the jack of diamonds)"``: the card as the board writes it, then in words."""
    checked = _checked_card(card)
    return fill(translate("BoardWords", "%1 (%2)"), str(checked), the_card(checked))


def _suit(value: object) -> str:
    if not isinstance(value, Suit):
        raise TypeError(f"not a suit: {value!r}")
    return suit_name(value)


def _title(params: Mapping[str, Any]) -> str:
    """The game's name in the player's language, else the English title given."""
    rules = params.get("rules")
    return game_title(rules) if isinstance(rules, Rules) else str(params["title"])


def _card_again(line: int, card: object, lines: Sequence[int], decks: int) -> str:
    checked = _checked_card(card)
    where = ", ".join(_number(n) for n in lines)
    if decks == 1:
        return fill(translate("BoardWords", "line %1: card %2 is already on line %3: %4 is "
                                            "in the deck once"),
                    _number(line), str(checked), where, the_card(checked))
    if len(lines) == 1:
        return fill(translate("BoardWords", "line %1: card %2 is already %3 times on line %4: "
                                            "%5 is in each deck once"),
                    _number(line), str(checked), _number(decks), where, the_card(checked))
    return fill(translate("BoardWords", "line %1: card %2 is already %3 times on lines %4: "
                                        "%5 is in each deck once"),
                _number(line), str(checked), _number(decks), where, the_card(checked))


def _missing(count: int, missing: Sequence[object]) -> str:
    if len(missing) <= _NAMED_MISSING:
        names = ", ".join(_card(card) for card in missing)
    else:
        names = " ".join(str(_checked_card(card)) for card in missing)
    return fill(translate("BoardWords", "the board has %1 cards; missing: %2"),
                _number(count), names)


def _foundation_twice(line: int, suit: Suit, decks: int) -> str:
    if decks == 1:
        return fill(translate("BoardWords", "line %1: the %2 foundation is given twice"),
                    _number(line), _suit(suit))
    return fill(translate("BoardWords", "line %1: the %2 foundation is given %3 times"),
                _number(line), _suit(suit), _number(decks + 1))


def _cells_over(line: int, count: int, cells: int) -> str:
    # English has no catalog: its singular is written out, not left to %n.
    if count == 1:
        return fill(translate("BoardWords", "line %1: one card in the free cells, but the "
                                            "game has none"), _number(line))
    return fill(BoardWords.tr("line %1: %n cards in the free cells, but the game has %2",
                              "", count), _number(line), _number(cells))


_Wording = Callable[[Mapping[str, Any]], str]

_WORDINGS: dict[str, _Wording] = {
    # Reading the text (Position.from_text).
    "board_unknown_card": lambda p: fill(
        translate("BoardWords", "line %1: unknown card '%2'"), _number(p["line"]), p["token"]),
    "board_no_jokers": lambda p: fill(
        translate("BoardWords", "line %1: %2 is a joker, and this game is played without "
                                "jokers"), _number(p["line"]), str(_checked_card(p["card"]))),
    "board_card_again": lambda p: _card_again(p["line"], p["card"], p["lines"], p["decks"]),
    "board_second_header": lambda p: fill(
        translate("BoardWords", "line %1: a second %2 line (the first is line %3)"),
        _number(p["line"]), p["header"], _number(p["first"])),
    "board_column_lines": lambda p: fill(
        translate("BoardWords", "a board of this game has %1 column lines, this one has %2"),
        _number(p["wanted"]), _number(p["count"])),
    "board_missing_cards": lambda p: _missing(p["count"], p["missing"]),
    "board_held_count": lambda p: fill(
        translate("BoardWords", "the board holds %1 cards, not %2"),
        _number(p["count"]), _number(p["wanted"])),
    "board_foundation_token": lambda p: fill(
        translate("BoardWords", "line %1: the foundation '%2' is not written like H-A or S-0"),
        _number(p["line"]), p["token"]),
    "board_foundation_twice": lambda p: _foundation_twice(p["line"], p["suit"], p["decks"]),
    "board_foundation_piles": lambda p: fill(
        translate("BoardWords", "line %1: %2 foundations, not %3 (or %4 in alternate "
                                "colours)"),
        _number(p["line"]), _number(p["count"]), _number(p["wanted"]), _number(p["colours"])),
    "board_foundation_tokens": lambda p: fill(
        translate("BoardWords", "line %1: %2 foundations, not %3"),
        _number(p["line"]), _number(p["count"]), _number(p["wanted"])),
    "board_foundation_pile": lambda p: fill(
        translate("BoardWords", "line %1: foundation %2 cannot hold these cards"),
        _number(p["line"]), _number(p["foundation"])),
    "board_colours_ace": lambda p: fill(
        translate("BoardWords", "line %1: a foundation in alternate colours starts with an "
                                "ace, not with %2"),
        _number(p["line"]), _card(p["card"])),
    "board_follow_rank": lambda p: fill(
        translate("BoardWords", "line %1: on a foundation %2 cannot follow %3: each card is "
                                "one rank above the one below"),
        _number(p["line"]), _card(p["card"]), _card(p["below"])),
    "board_follow_colours": lambda p: fill(
        translate("BoardWords", "line %1: on a foundation %2 cannot follow %3: the colours "
                                "alternate"),
        _number(p["line"]), _card(p["card"]), _card(p["below"])),
    "board_foundation_size": lambda p: fill(
        translate("BoardWords", "line %1: a foundation holds %2 cards at most, this one %3"),
        _number(p["line"]), _number(p["room"]), _number(p["count"])),
    "board_base": lambda p: fill(
        translate("BoardWords", "line %1: the base '%2' is not a rank like 5 or Q"),
        _number(p["line"]), p["text"]),
    "board_cells_over": lambda p: _cells_over(p["line"], p["count"], p["cells"]),
    "board_face_down_order": lambda p: fill(
        translate("BoardWords", "line %1: face-down cards such as [5H] lie under the face-up "
                                "ones, and the top card of a column is face up"),
        _number(p["line"])),
    # Reading the text for a game (pasted.read_pasted, pasted.read_as).
    "board_text_too_long": lambda p: fill(
        translate("BoardWords", "the text is %1 characters long; a board is at most %2"),
        _number(p["length"]), _number(p["limit"])),
    "board_no_board": lambda p: translate("BoardWords", "there is no board in the text"),
    "board_rules": lambda p: fill(
        translate("BoardWords", "line %1: the rules %2 name no game (a Rules: line is like "
                                "C4K8R0BAFAMSDR)"), _number(p["line"]), p["text"]),
    "board_cells_many": lambda p: fill(
        translate("BoardWords", "the board has %1 free cells; a game has at most %2"),
        _number(p["count"]), _number(p["limit"])),
    "board_won": lambda p: translate(
        "BoardWords", "every card is on the foundations: there is nothing to play"),
    # The position against the rules (Position.check_fits).
    "board_cells_count": lambda p: fill(
        translate("BoardWords", "the position has %1 free cells, but the game has %2"),
        _number(p["count"]), _number(p["wanted"])),
    "board_columns_count": lambda p: fill(
        translate("BoardWords", "the position has %1 columns, but the game has %2"),
        _number(p["count"]), _number(p["wanted"])),
    "board_foundations_count": lambda p: fill(
        translate("BoardWords", "the position has %1 foundations, but the game has %2"),
        _number(p["count"]), _number(p["wanted"])),
    "board_foundations_by_rank": lambda p: fill(
        translate("BoardWords", "in %1 each foundation starts with a card of its own; the "
                                "position gives none"), _title(p)),
    "board_foundations_by_suit": lambda p: fill(
        translate("BoardWords", "the position's foundations hold cards of any suit, but in %1 "
                                "each takes one suit"), _title(p)),
    "board_cell_suit": lambda p: fill(
        translate("BoardWords", "free cell %1 holds only %2, not %3"),
        p["cell"], _suit(p["suit"]), _card(p["card"])),
    "board_face_down": lambda p: fill(
        translate("BoardWords", "the position has face-down cards, but in %1 every card is "
                                "dealt face up"), _title(p)),
    "board_base_not_ace": lambda p: fill(
        translate("BoardWords", "the foundations start from rank %1, but in %2 they start "
                                "from the ace"), rank_name(p["base"]), _title(p)),
}

#: Every key this module words; a test checks it against the engine's raise sites.
KNOWN_KEYS = frozenset(_WORDINGS)


def board_reason(error: Exception) -> str:
    """Why a board text was refused, as a fragment ("line 3: 'XX' is not a card"),
    translated when its key is known, else the error's English text."""
    wording = _WORDINGS.get(getattr(error, "key", ""))
    if wording is None:
        return str(error)
    try:
        return wording(getattr(error, "params", {}))
    except (KeyError, TypeError, AttributeError, ValueError, IndexError):
        # Values that do not fit the key: still say something true.
        return str(error)
