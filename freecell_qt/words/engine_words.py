"""The engine's refusals in the player's language.

The engine has no Qt and words its errors in fixed English for the command
line; with each error it also gives a ``key`` naming the refusal and the
``params`` it concerns (cards, counts, cell letters). This module turns those
into sentences through translatable templates, one template per refusal, so a
translator sees a whole sentence and can reorder its parts. An error without a
key, or with one this module does not know, falls back to its English text:
better an English sentence than none.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from freecell_qt.app.i18n import format_number
from freecell_qt.engine import MAX_DEAL, Card, FreeCellError, Suit
from freecell_qt.engine.cards import rank_above, rank_below
from freecell_qt.engine.moves import CELL_LETTERS
from freecell_qt.words.linguist import QT_TRANSLATE_NOOP, TranslationContext
from freecell_qt.words.step_words import capital, fill, suit_name

# Every call spells out its context and text literally: that is what Qt
# Linguist's lupdate scans for when it collects the strings to translate.
translate = QCoreApplication.translate


class EngineWords(TranslationContext):
    """The translation context, for plurals: lupdate marks ``EngineWords.tr(text,
    "", n)`` as a plural form (numerus) but not ``translate(context, text, "", n)``.
    """

# A card with its article ("the 7 of hearts"). Kept per rank class because
# other languages choose the article by the rank's gender (French "la dame",
# "l'as", "le roi"), which one template for every rank could not express.
_THE_COURT: dict[int, str] = {
    1: QT_TRANSLATE_NOOP("EngineWords", "the ace of %1"),
    11: QT_TRANSLATE_NOOP("EngineWords", "the jack of %1"),
    12: QT_TRANSLATE_NOOP("EngineWords", "the queen of %1"),
    13: QT_TRANSLATE_NOOP("EngineWords", "the king of %1"),
}
# A rank with a colour and no suit ("a red 7"): the adjective agrees with the
# rank's gender in French and Romanian ("une dame noire", "o damă neagră").
_COLOURED_COURT: dict[tuple[int, bool], str] = {
    (1, True): QT_TRANSLATE_NOOP("EngineWords", "a red ace"),
    (1, False): QT_TRANSLATE_NOOP("EngineWords", "a black ace"),
    (11, True): QT_TRANSLATE_NOOP("EngineWords", "a red jack"),
    (11, False): QT_TRANSLATE_NOOP("EngineWords", "a black jack"),
    (12, True): QT_TRANSLATE_NOOP("EngineWords", "a red queen"),
    (12, False): QT_TRANSLATE_NOOP("EngineWords", "a black queen"),
    (13, True): QT_TRANSLATE_NOOP("EngineWords", "a red king"),
    (13, False): QT_TRANSLATE_NOOP("EngineWords", "a black king"),
}


def the_card(card: Card) -> str:
    """``"the 7 of hearts"``, translated, article included; ``"the first joker"``."""
    if card.is_joker:
        return (translate("EngineWords", "the first joker") if card.run_rank == 1
                else translate("EngineWords", "the second joker"))
    court = _THE_COURT.get(card.rank)
    if court is not None:
        return fill(translate("EngineWords", court), suit_name(card.suit))
    return fill(translate("EngineWords", "the %1 of %2"), card.rank, suit_name(card.suit))


def coloured_rank(rank: int, red: bool) -> str:
    """``"a red 7"``: any card of that rank and colour."""
    court = _COLOURED_COURT.get((rank, red))
    if court is not None:
        return translate("EngineWords", court)
    if red:
        return fill(translate("EngineWords", "a red %1"), rank)
    return fill(translate("EngineWords", "a black %1"), rank)


def _wanted_rank(rank: int, red: bool, suit: Suit, build: str) -> str:
    """The card a build rule asks for: "a red 7", "the 7 of hearts", "any 7"."""
    if build == "suit":
        return the_card(Card(rank, suit))
    if build == "any":
        return fill(translate("EngineWords", "any %1"), _rank_word(rank))
    return coloured_rank(rank, red)


def _no_rank_foundation(card: Card, wanted: tuple[tuple[int, bool | None], ...]) -> str:
    """Why a card cannot go up onto any foundation by rank: what each takes next
    (by rank alone, or in alternate colours by rank and colour)."""
    if all(red is None for _rank, red in wanted):
        return fill(translate(
            "EngineWords", "%1 cannot go up: the foundations take these ranks next: %2."),
            the_card(card), ", ".join(_rank_word(rank) for rank, _red in wanted))
    return fill(translate("EngineWords", "%1 cannot go up: the foundations take %2 next."),
                the_card(card), ", ".join(coloured_rank(rank, bool(red)) for rank, red in wanted))


def _rank_word(rank: int) -> str:
    words = {1: QT_TRANSLATE_NOOP("EngineWords", "ace"),
             11: QT_TRANSLATE_NOOP("EngineWords", "jack"),
             12: QT_TRANSLATE_NOOP("EngineWords", "queen"),
             13: QT_TRANSLATE_NOOP("EngineWords", "king")}
    word = words.get(rank)
    return translate("EngineWords", word) if word is not None else str(rank)


def cannot_go_on(card: Card, top: Card, build: str = "alternate", wraps: bool = False) -> str:
    """Why ``card`` may not be put on ``top`` in a column, as a sentence.

    ``wraps``: ranks go round, and a king goes on an ace like any other card
    on the next rank.
    """
    above = rank_above(card.rank)
    if card.rank == 13 and not wraps:
        return fill(translate("EngineWords", "%1 cannot go on %2: a king goes on no card, "
                                             "it only fills an empty column."),
                    the_card(card), the_card(top))
    if build != "alternate":
        return fill(translate("EngineWords", "%1 cannot go on %2: %3 goes on %4."),
                    the_card(card), the_card(top),
                    _wanted_rank(card.rank, card.is_red, card.suit, build),
                    _wanted_rank(above, not card.is_red, card.suit, build))
    return fill(translate("EngineWords", "%1 cannot go on %2: %3 goes on %4."),
                the_card(card), the_card(top), coloured_rank(card.rank, card.is_red),
                coloured_rank(above, not card.is_red))


def _run_no_fit(first: Card, last: Card, top: Card, build: str = "alternate",
                wraps: bool = False) -> str:
    if top.rank == 1 and not wraps:
        return fill(translate("EngineWords", "No card of the run from %1 to %2 goes on %3: "
                                             "nothing goes on an ace."),
                    the_card(first), the_card(last), the_card(top))
    return fill(translate("EngineWords", "No card of the run from %1 to %2 goes on %3, "
                                         "which takes %4."),
                the_card(first), the_card(last), the_card(top),
                _wanted_rank(rank_below(top.rank), not top.is_red, top.suit, build))


def _no_such_cell(cell: str, cells: int) -> str:
    if cells == 0:
        return fill(translate("EngineWords", "This game has no free cells; "
                                             "there is no free cell %1."), cell)
    if cells == 1:
        return fill(translate("EngineWords", "This game has only free cell a; "
                                             "there is no free cell %1."), cell)
    return fill(translate("EngineWords", "This game has free cells a to %1; "
                                         "there is no free cell %2."),
                CELL_LETTERS[cells - 1], cell)


def _count_mismatch(count: int, column: int, top: Card, asked: int) -> str:
    if count == 1:
        return fill(translate("EngineWords", "One card of column %1 goes on %2, not %3."),
                    column, the_card(top), asked)
    return fill(EngineWords.tr("%n cards of column %1 go on %2, not %3.", "", count),
                column, the_card(top), asked)


def _not_a_run(run: int, column: int) -> str:
    if run == 1:
        return fill(translate("EngineWords", "Only the bottom card of column %1 can move "
                                             "there."), column)
    return fill(EngineWords.tr("Only the bottom %n cards of column %1 form a run.", "", run),
                column)


def _suit(value: object) -> str:
    return suit_name(value) if isinstance(value, Suit) else str(value)


def _number(value: object) -> str:
    return format_number(value) if isinstance(value, int) else str(value)


_Wording = Callable[[Mapping[str, Any]], str]

_WORDINGS: dict[str, _Wording] = {
    # Moves.
    "joker_to_column": lambda p: fill(translate(
        "EngineWords", "%1 never goes on a column, not even an empty one: a joker goes to a "
                       "free cell or up."), capital(the_card(p["card"]))),
    "jokers_empty": lambda p: translate("EngineWords", "The jokers' foundation is empty."),
    "onto_joker": lambda p: fill(translate("EngineWords", "Nothing goes on a joker (%1)."),
                                 the_card(p["top"])),
    "joker_waits": lambda p: fill(translate(
        "EngineWords", "%1 goes up only once the clubs, spades and hearts foundations are "
                       "complete."), capital(the_card(p["card"]))),
    "column_empty": lambda p: fill(translate("EngineWords", "Column %1 is empty."),
                                   p["column"]),
    "cell_empty": lambda p: fill(translate("EngineWords", "Free cell %1 is empty."), p["cell"]),
    "face_down_card": lambda p: translate(
        "EngineWords", "A face-down card cannot move: it turns face up once the cards on it "
                       "have left."),
    "reserve_empty": lambda p: fill(translate("EngineWords", "Reserve pile %1 is empty."),
                                    p["pile"]),
    "reserve_full": lambda p: fill(translate("EngineWords", "Reserve pile %1 is full: it "
                                                            "holds %2 cards."),
                                   p["pile"], p["room"]),
    "reserve_one_at_a_time": lambda p: translate(
        "EngineWords", "A reserve pile takes one card at a time."),
    "reserve_not_empty": lambda p: fill(translate(
        "EngineWords", "Reserve pile %1 holds cards: a reserve pile takes cards only when it "
                       "is empty."), p["pile"]),
    "reserve_gives_only": lambda p: translate(
        "EngineWords", "No card may be put on the reserve pile: it only gives cards."),
    "takeback_off": lambda p: translate(
        "EngineWords", "Cards cannot come back from the foundations: the option is off in "
                       "Preferences."),
    "foundation_empty": lambda p: fill(translate("EngineWords", "The %1 foundation is empty."),
                                       _suit(p["suit"])),
    "no_such_cell": lambda p: _no_such_cell(p["cell"], p["cells"]),
    "no_such_column": lambda p: fill(translate("EngineWords", "This game has columns 1 to %1; "
                                                              "there is no column %2."),
                                     p["columns"], p["column"]),  # 1 to 10, not 1 to t
    "no_such_foundation": lambda p: fill(translate(
        "EngineWords", "This game has %1 foundations; there is no foundation %2."),
        _number(p["foundations"]), _number(p["foundation"])),
    "king_only": lambda p: translate(
        "EngineWords", "In this game only a king, or a run headed by a king, fills an empty "
                       "column."),
    "top_rank_only": lambda p: fill(translate(
        "EngineWords", "In this game the foundations start from %1: only a card of rank %2, "
                       "or a run headed by one, fills an empty column."),
        _rank_word(p["base"]), _rank_word(p["rank"])),
    "no_fill": lambda p: translate(
        "EngineWords", "In this game an empty column stays empty."),
    "one_at_a_time": lambda p: translate(
        "EngineWords", "In this game cards move from column to column one at a time."),
    "ace_first": lambda p: fill(translate("EngineWords", "%1 cannot go up: the %2 foundation "
                                                         "starts with the ace."),
                                the_card(p["card"]), _suit(p["card"].suit)),
    "base_first": lambda p: fill(translate("EngineWords", "%1 cannot go up: the %2 foundation "
                                                          "starts from rank %3."),
                                 the_card(p["card"]), _suit(p["card"].suit),
                                 _rank_word(p["base"])),
    "not_yet": lambda p: fill(translate("EngineWords", "%1 cannot go up yet: %2 goes first."),
                              the_card(p["card"]), the_card(p["first"])),
    "cell_to_cell": lambda p: translate(
        "EngineWords", "A card never moves from one free cell to another."),
    "foundation_to_cell": lambda p: translate(
        "EngineWords", "A card from a foundation goes back to a column only."),
    # Flipper: free cell i holding a card turns column i's top card face down.
    "face_down": lambda p: fill(translate("EngineWords", "Column %1's top card is face down "
                                                         "while free cell %2 holds a card."),
                                p["column"], p["cell"]),
    # Piles in overlapping tiers (Sarlacc).
    "pile_covered": lambda p: fill(translate("EngineWords", "Pile %1 lies under pile %2, "
                                                            "which holds a card."),
                                   p["pile"], p["by"]),
    "drop_whole": lambda p: fill(translate("EngineWords", "Pile %1 lies under pile %2: only "
                                                          "all %3 cards of pile %2 may drop "
                                                          "onto it."),
                                 p["pile"], p["by"], p["whole"]),
    "cell_occupied": lambda p: fill(translate("EngineWords", "Free cell %1 is occupied."),
                                    p["cell"]),
    "cell_for_suit": lambda p: fill(translate("EngineWords", "Free cell %1 holds only %2, "
                                                             "not %3."),
                                    p["cell"], _suit(p["suit"]), the_card(p["card"])),
    "no_fit": lambda p: cannot_go_on(p["card"], p["top"], p.get("build", "alternate"),
                                     p.get("wraps", False)),
    "run_no_fit": lambda p: _run_no_fit(p["first"], p["last"], p["top"],
                                        p.get("build", "alternate"), p.get("wraps", False)),
    "count_mismatch": lambda p: _count_mismatch(
        p["count"], p["column"], p["top"], p["asked"]),
    "not_a_run": lambda p: _not_a_run(p["run"], p["column"]),
    "over_capacity": lambda p: fill(translate("EngineWords", "%1 cards, at most %2 can move "
                                                             "now."), p["count"], p["limit"]),
    "cannot_finish": lambda p: translate("EngineWords", "The game cannot be finished from "
                                                        "here."),
    # Foundations by rank (Stalactites).
    "stay_up": lambda p: translate("EngineWords", "In this game cards stay on the foundations."),
    "no_building": lambda p: translate("EngineWords", "In this game no card goes on a column."),
    "no_rank_foundation": lambda p: _no_rank_foundation(p["card"], p["wanted"]),
    "one_foundation_takes": lambda p: fill(translate(
        "EngineWords", "%1 cannot go up: the foundation takes rank %2 next."),
        the_card(p["card"]), _rank_word(p["rank"])),
    "foundation_full": lambda p: fill(translate("EngineWords", "Foundation %1 is full."),
                                      _number(p["foundation"])),
    "foundation_takes": lambda p: fill(translate(
        "EngineWords", "Foundation %1 takes rank %2 next, not %3."),
        _number(p["foundation"]), _rank_word(p["rank"]), the_card(p["card"]))
    if p.get("red") is None else fill(translate(
        "EngineWords", "Foundation %1 takes %2 next, not %3."),
        _number(p["foundation"]), coloured_rank(p["rank"], p["red"]), the_card(p["card"])),
    # Cards held in the hand (a drag): what may be lifted and where it may land.
    "top_card_only": lambda p: translate(
        "EngineWords", "Only the top card of a free cell or a foundation can move."),
    "foundation_one_at_a_time": lambda p: translate(
        "EngineWords", "Cards go up to a foundation one at a time."),
    "cell_holds_one": lambda p: translate("EngineWords", "A free cell holds one card."),
    # Foundations that take whole runs (Spidercells).
    "whole_run_only": lambda p: translate(
        "EngineWords", "In this game only a whole run from king to ace in alternate colours "
                       "goes up, all 13 cards at once."),
    "foundations_taken": lambda p: translate("EngineWords", "Every foundation holds a run."),
    "finish_not_ready_runs": lambda p: translate(
        "EngineWords", "The game can be finished only when every column is whole runs from "
                       "king to ace."),
    # Rules that cannot make a game.
    "reserve_over_cells": lambda p: fill(translate(
        "EngineWords", "%1 cards are dealt to the free cells but there are only %2 free "
                       "cells: choose more cells or fewer cards."), p["reserve"], p["cells"]),
    "kings_deal_columns": lambda p: fill(translate(
        "EngineWords", "When each king starts a column, the game needs as many columns as "
                       "kings (%1) or one more, not %2."), p["kings"], p["columns"]),
    "cover_cells": lambda p: fill(translate(
        "EngineWords", "Where a free cell's card turns its column's top card face down, "
                       "every free cell needs a column of its own: %1 free cells, %2 "
                       "columns."), p["cells"], p["columns"]),
    # The game.
    "game_won": lambda p: translate("EngineWords", "The game is won."),
    "finish_not_ready": lambda p: translate(
        "EngineWords", "The game can be finished only when every column is one run."),
    "finish_not_ready_by_colour": lambda p: translate(
        "EngineWords", "The game can be finished only when every card left can go up from "
                       "where it lies, one after another."),
    "finish_not_ready_by_rank": lambda p: translate(
        "EngineWords", "The game can be finished only when no column holds more than one card."),
    "nothing_to_undo": lambda p: translate("EngineWords", "There is nothing to undo."),
    "nothing_to_redo": lambda p: translate("EngineWords", "There is nothing to redo."),
    "no_point": lambda p: fill(translate("EngineWords", "There is no point %1 in the history."),
                               p["index"]),
    # Deal numbers and game codes, as typed in the New Game dialog.
    "not_a_deal": lambda p: fill(translate("EngineWords", "'%1' is not a deal number."),
                                 p["text"]),
    "deal_range": lambda p: fill(translate("EngineWords", "Deal number %1 is out of range "
                                                          "(1 to %2)."),
                                 _number(p["number"]), _number(MAX_DEAL)),
    "deal_not_whole": lambda p: fill(translate("EngineWords", "A deal number must be a whole "
                                                              "number, not %1."), p["value"]),
    "code_letters": lambda p: fill(translate("EngineWords", "Game code '%1': '%2' is not a "
                                                            "letter A to Z, a digit or a dash."),
                                   p["code"], p["char"]),
    "code_parts": lambda p: fill(translate("EngineWords", "Game code '%1' must have three "
                                                          "parts, like FC1-C4-AAAAAKH."),
                                 p["code"]),
    "code_variant": lambda p: fill(translate("EngineWords", "Game code '%1': '%2' begins no "
                                                            "game's code."),
                                   p["code"], p["variant"]),
    "code_version": lambda p: fill(translate("EngineWords", "Game code '%1': format version "
                                                            "'%2' is not 1."),
                                   p["code"], p["version"]),
    "code_cells": lambda p: fill(translate("EngineWords", "Game code '%1': cells part '%2' must "
                                                          "be C0 to C8."),
                                 p["code"], p["part"]),
    "code_cells_range": lambda p: fill(translate("EngineWords", "Game code '%1': %2 free cells "
                                                                "is out of range (%3 to %4)."),
                                       p["code"], p["cells"], p.get("low", 1),
                                       p.get("high", 4)),
    "code_game_cells": lambda p: fill(translate("EngineWords", "Game code '%1': %2 is played "
                                                               "with %3 free cells."),
                                      p["code"], p["game"], p["cells"]),
    "code_rules": lambda p: fill(translate("EngineWords", "Game code '%1': its rules part "
                                                          "cannot be read (%2)."),
                                 p["code"], p["reason"]),
    "code_length": lambda p: fill(translate("EngineWords", "Game code '%1' is longer than any "
                                                           "code."), p["code"]),
    "code_deal": lambda p: fill(translate("EngineWords", "Game code '%1': deal part '%2' must be "
                                                         "7 letters A to Z."),
                                p["code"], p["part"]),
    "code_deal_range": lambda p: fill(translate("EngineWords", "Game code '%1': deal %2 is out "
                                                               "of range (1 to %3)."),
                                      p["code"], _number(p["number"]), _number(MAX_DEAL)),
}

#: Every key this module words; a test checks that the engine raises no other.
KNOWN_KEYS = frozenset(_WORDINGS)


def sentence(text: str) -> str:
    """A fragment made a sentence: capital first letter, closing full stop.

    Templates are sentences already, but the first word may come from a
    value ("le 7 de cœur..."), and the English fallback is a fragment.
    """
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith(SENTENCE_ENDS) else ".")


#: The marks that end a sentence: the Latin ones, the ideographic full stop
#: and its full-width kin (Chinese, Japanese), the Arabic question mark and the
#: Greek one (a semicolon), so that no language gets a second stop after its own.
SENTENCE_ENDS = (".", "!", "?", "。", "！", "？", "؟", ";")


def explain(error: FreeCellError) -> str:
    """The refusal as a sentence in the player's language (English if unknown)."""
    wording = _WORDINGS.get(getattr(error, "key", ""))
    if wording is None:
        return sentence(str(error))
    try:
        return sentence(wording(getattr(error, "params", {})))
    except (KeyError, TypeError, AttributeError, ValueError, IndexError):
        # Parameters that do not match the key: still say something true.
        return sentence(str(error))


def takeback_off_in_this_game() -> str:
    """Take-back refused by the rules a game was started or saved with while the
    preference is on: "the option is off in Preferences" would then be untrue."""
    return translate("EngineWords", "Cards cannot come back from the foundations in this game: "
                                    "it was started with take-back off.")
