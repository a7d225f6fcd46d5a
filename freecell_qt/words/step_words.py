"""Cards and steps in the player's words, ready for Qt Linguist.

The engine describes cards in fixed English for terminals and logs; the
windows need the same words in the player's language, so the names and every
sentence pattern are built here from translatable templates. Each sentence is
one template with numbered arguments, so a translator can reorder the parts.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from freecell_qt.engine import (
    Card,
    Move,
    PileKind,
    Position,
    Rules,
    Step,
    StepKind,
    Suit,
    rules_of_play,
)
from freecell_qt.words.linguist import QT_TRANSLATE_NOOP, TranslationContext

# Every call spells out its context and text literally: that is what Qt
# Linguist's lupdate scans for when it collects the strings to translate.
translate = QCoreApplication.translate


class StepWords(TranslationContext):
    """The translation context, for plurals: lupdate marks ``StepWords.tr(text,
    "", n)`` as a plural form (numerus) but not ``translate(context, text, "", n)``.
    """

_RANK_NAMES: dict[int, str] = {
    1: QT_TRANSLATE_NOOP("StepWords", "ace"),
    11: QT_TRANSLATE_NOOP("StepWords", "jack"),
    12: QT_TRANSLATE_NOOP("StepWords", "queen"),
    13: QT_TRANSLATE_NOOP("StepWords", "king"),
}
_SUIT_NAMES: dict[Suit, str] = {
    Suit.CLUBS: QT_TRANSLATE_NOOP("StepWords", "clubs"),
    Suit.DIAMONDS: QT_TRANSLATE_NOOP("StepWords", "diamonds"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("StepWords", "hearts"),
    Suit.SPADES: QT_TRANSLATE_NOOP("StepWords", "spades"),
}
_PLACEHOLDER = re.compile(r"%([1-9])")


def capital(text: str) -> str:
    """``text`` with a capital first letter: a refusal or a template may start in
    lower case, or with a suit's name."""
    return text[:1].upper() + text[1:]


def fill(template: str, *values: object) -> str:
    """Put ``values`` into ``%1``, ``%2``... in one pass.

    Replacing one placeholder at a time would also rewrite a ``%2`` that
    happens to appear inside the first value (a player's typed text, say).
    """

    def value(match: re.Match[str]) -> str:
        index = int(match[1]) - 1
        return str(values[index]) if index < len(values) else match[0]

    return _PLACEHOLDER.sub(value, template)


def rank_name(rank: int) -> str:
    name = _RANK_NAMES.get(rank)
    return translate("StepWords", name) if name is not None else str(rank)


def suit_name(suit: Suit) -> str:
    return translate("StepWords", _SUIT_NAMES[suit])


def card_name(card: Card) -> str:
    """``"7 of hearts"``, translated; ``"first joker"`` for a joker."""
    if card.is_joker:
        return (translate("StepWords", "first joker") if card.run_rank == 1
                else translate("StepWords", "second joker"))
    return fill(translate("StepWords", "%1 of %2"), rank_name(card.rank), suit_name(card.suit))


def describe_move(before: Position, move: Move, rules: Rules) -> str:
    """What one resolved move does, e.g. ``"6 of spades onto the 7 of hearts"``, or
    for a run ``"8 of hearts and 2 cards below it onto the 9 of clubs"``.

    ``before`` is needed because a move only names piles: the cards and the
    card they land on are read from the position it was played in. ``rules``
    too, because a position does not carry its game's rules, and they decide
    how a move to a free cell is worded: where any free cell is as good as
    another, ``"7 of hearts to a free cell"``; where each cell covers the
    column below it (``Rules.cells_cover``, Flipper), the cell chosen decides
    which column's top card turns face down, so the words name it as the table
    does: ``"7 of hearts to free cell c"``.
    """
    cards = rules_of_play.moved_cards(before, move)
    if not cards:
        return str(move)
    first = card_name(cards[0])
    dest = move.dest
    if move.source.kind is PileKind.FOUNDATION:
        return fill(translate("StepWords", "%1 back from the foundation"), first)
    if dest.kind is PileKind.CELL and rules.cells_cover:
        return fill(translate("StepWords", "%1 to free cell %2"), first, dest.letter)
    if dest.kind is PileKind.CELL:
        return fill(translate("StepWords", "%1 to a free cell"), first)
    if dest.kind is PileKind.FOUNDATION and len(cards) > 1:
        # A whole run going up (Spidercells), named by its king as a run is.
        return fill(StepWords.tr("%1 and %n cards below it to the foundation", "",
                                 len(cards) - 1), first)
    if dest.kind is PileKind.FOUNDATION:
        return fill(translate("StepWords", "%1 to the foundation"), first)
    # A run is named by the card that leads it, the one the player looks for in
    # the column, and how many cards come along below it.
    along = len(cards) - 1
    target = before.columns[dest.index]
    if target:
        below = card_name(target[-1])
        if along == 0:
            return fill(translate("StepWords", "%1 onto the %2"), first, below)
        if along == 1:
            return fill(translate("StepWords", "%1 and 1 card below it onto the %2"),
                        first, below)
        return fill(StepWords.tr("%1 and %n cards below it onto the %2", "", along),
                    first, below)
    column = dest.index + 1
    if along == 0:
        return fill(translate("StepWords", "%1 to column %2"), first, column)
    if along == 1:
        return fill(translate("StepWords", "%1 and 1 card below it to column %2"),
                    first, column)
    return fill(StepWords.tr("%1 and %n cards below it to column %2", "", along),
                first, column)


def describe_step(before: Position, step: Step, rules: Rules) -> str:
    """One line of the undo history: notation, then words (``describe_move``'s,
    in the game of ``rules``).

    ``"3a: 7 of hearts to a free cell"``, ``"1h: ace of clubs to the foundation
    (+2 automatic)"``, ``"Finish: 12 cards to the foundations"``. Auto-moves
    are counted rather than spelled out, because the player did not choose
    them and a long chain would drown the move that caused it.
    """
    if step.kind is StepKind.FINISH:
        count = len(step.moves)
        if count == 1:
            return translate("StepWords", "Finish: 1 card to the foundation")
        return StepWords.tr("Finish: %n cards to the foundations", "", count)
    if step.kind is StepKind.OPENING:
        return StepWords.tr("At the deal: %n card(s) to the foundations", "", len(step.moves))
    words = describe_move(before, step.player_move, rules)
    automatic = len(step.auto_moves)
    if automatic:
        words = fill(StepWords.tr("%1 (+%n automatic)", "", automatic), words)
    return fill(translate("StepWords", "%1: %2"), step.notation[0], words)
