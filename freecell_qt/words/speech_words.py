"""The table in words for a screen reader: piles, their cards, and what a move did.

A sighted player takes in the whole table at a glance; a player who listens
gets it one sentence at a time, so each sentence starts with what changes most
(the card) and ends with where it is. Cards, suits and the move phrases are the
ones the undo history and the refusals already use (``step_words``), so the
game speaks one language whether it is read or heard.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from freecell_qt.engine import Card, Move, Pile, PileKind, Position, Rules, Step, StepKind
from freecell_qt.engine.moves import CELL_LETTERS
from freecell_qt.engine.position import foundation_suit
from freecell_qt.engine.rules.rules_of_play import blocking_pile, face_down_cards
from freecell_qt.words.engine_words import coloured_rank
from freecell_qt.words.linguist import TranslationContext
from freecell_qt.words.step_words import (
    capital,
    card_name,
    describe_move,
    describe_step,
    fill,
    rank_name,
    suit_name,
)

# Every call spells out its context and text literally: that is what Qt
# Linguist's lupdate scans for when it collects the strings to translate.
translate = QCoreApplication.translate


class SpeechWords(TranslationContext):
    """The translation context, for plurals (``SpeechWords.tr(text, "", n)``)."""


def _cards(count: int) -> str:
    return SpeechWords.tr("%n cards", "", count)


def per_suit(rules: Rules) -> int:
    """The foundations of each suit, which ``pile_title`` numbers: one a deck,
    but one in all where a foundation goes round twice (Double FreeCell, two
    decks and four foundations), whose titles then carry no number."""
    return max(rules.foundation_count // 4, 1)


def pile_title(pile: Pile, decks: int = 1, ranked: bool = False, alone: bool = False,
               reserves_from: int | None = None, piles: bool = False,
               jokers: bool = False) -> str:
    """``"Column 3"``, ``"Free cell b"``, ``"Hearts foundation"``.

    A game of ``decks`` decks has that many foundations of each suit,
    numbered from 1 in the order the table shows them: ``"Hearts foundation 2"``.
    Foundations by rank (``ranked``, Stalactites) have no suit, only their
    number from the left: ``"Foundation 3"``; the one foundation of a game
    that has no other (``alone``, Footling) is ``"Foundation"``. The piles a
    position keeps after the columns (from ``reserves_from`` on) are reserve
    piles, numbered from 1: ``"Reserve pile 2"``. Where the columns are piles
    in overlapping tiers (``piles``, Sarlacc), ``"Pile 12"``. The last
    foundation of a pack with ``jokers`` is the jokers'.
    """
    if pile.kind is PileKind.COLUMN and reserves_from is not None and pile.index >= reserves_from:
        return fill(translate("SpeechWords", "Reserve pile %1"), pile.index - reserves_from + 1)
    if pile.kind is PileKind.COLUMN and piles:
        return fill(translate("SpeechWords", "Pile %1"), pile.index + 1)
    if pile.kind is PileKind.COLUMN:
        return fill(translate("SpeechWords", "Column %1"), pile.index + 1)
    if pile.kind is PileKind.CELL:
        return fill(translate("SpeechWords", "Free cell %1"), CELL_LETTERS[pile.index])
    if alone:
        return translate("SpeechWords", "Foundation")
    if jokers and pile.index == 4 * decks:
        # The last foundation of a pack with jokers takes them (Obstruction).
        return translate("SpeechWords", "Jokers' foundation")
    if ranked:
        return fill(translate("SpeechWords", "Foundation %1"), pile.index + 1)
    suit = suit_name(foundation_suit(pile.index))
    if decks > 1:
        return capital(fill(translate("SpeechWords", "%1 foundation %2"), suit,
                            pile.index // 4 + 1))
    return capital(fill(translate("SpeechWords", "%1 foundation"), suit))


def title_in(pile: Pile, rules: Rules) -> str:
    """``pile_title`` for a pile of ``rules``' table: the one place that reads
    from the rules how its piles are named."""
    return pile_title(pile, per_suit(rules), rules.foundation_rule.numbered,
                      rules.foundation_count == 1, rules.columns,
                      bool(rules.overlap_rule.tiers), bool(rules.foundation_rule.jokers))


def card_title(card: Card) -> str:
    """A card on its own, as the name of the card on the table: ``"7 of hearts"``."""
    return capital(card_name(card))


def _face_down() -> str:
    """What a card lying face down is called: the listener, like the eye, gets
    no more of it than its back (Flipper's covered columns)."""
    return translate("SpeechWords", "a face-down card")


def shown_card_title(position: Position, card: Card, rules: Rules) -> str:
    """A card's name on the table as it shows: ``"A face-down card"`` while the
    game has it face down, else ``card_title``."""
    if card in face_down_cards(position, rules):
        return capital(_face_down())
    return card_title(card)


def _shown_name(position: Position, card: Card, rules: Rules) -> str:
    return _face_down() if card in face_down_cards(position, rules) else card_name(card)


def _foundation_state(position: Position, index: int, rules: Rules) -> str:
    top = position.foundation_top(index)
    rule = rules.foundation_rule
    if rule.run > 1 and top is not None:
        # A foundation of whole runs (Spidercells) is full once it holds a card.
        return fill(translate("SpeechWords", "full, up to %1"), card_name(top))
    if rule.names_pile and top is None:
        # One foundation by rank (Footling) starts empty and takes any ace first.
        return fill(translate("SpeechWords", "empty, takes any %1 first"), rank_name(1))
    if rule.names_pile and top is not None:
        # By rank (Stalactites) any suit goes up next: the rank is what to know.
        wanted = rule.next_wanted(position.foundations[index])
        if wanted is None:
            return fill(translate("SpeechWords", "full, up to %1"), card_name(top))
        rank, red = wanted
        if red is not None:
            # In alternate colours (Clink) the colour of the next card matters too.
            return fill(translate("SpeechWords", "up to %1, takes %2 next"), card_name(top),
                        coloured_rank(rank, red))
        return fill(translate("SpeechWords", "up to %1, takes any %2 next"), card_name(top),
                    rank_name(rank))
    if top is None and position.base != 1:
        # Where the foundations start from a dealt base (Penguin), say which card.
        first = Card(position.base, foundation_suit(index))
        return fill(translate("SpeechWords", "empty, takes %1 first"), card_name(first))
    if top is None:
        return translate("SpeechWords", "empty")
    return fill(translate("SpeechWords", "up to %1"), card_name(top))


def focus_sentence(position: Position, pile: Pile, rules: Rules, picked: bool = False) -> str:
    """What the focus frame is on, said when it moves there.

    ``"7 of hearts, column 3, 5 cards, top card"``, ``"Free cell b, empty"``,
    ``"Hearts foundation, up to 4 of hearts"``; a run longer than one card and
    cards picked up are said too, since they decide what Space will move.
    """
    title = title_in(pile, rules)
    if pile.kind is PileKind.FOUNDATION:
        text = fill(translate("SpeechWords", "%1, %2"), title,
                    _foundation_state(position, pile.index, rules))
    elif pile.kind is PileKind.CELL:
        card = position.cells[pile.index]
        if card is None and rules.suit_cells:
            # Four Colours: the cell's suit is what a player needs to know of it.
            text = fill(translate("SpeechWords", "%1, for %2, empty"), title,
                        suit_name(foundation_suit(pile.index)))
        elif card is None:
            text = fill(translate("SpeechWords", "%1, empty"), title)
        else:
            text = fill(translate("SpeechWords", "%1, free cell %2"), card_name(card),
                        CELL_LETTERS[pile.index])
    else:
        cards = position.columns[pile.index]
        if not cards:
            text = fill(translate("SpeechWords", "%1, empty"), title)
        elif rules.overlap_rule.tiers:
            text = fill(translate("SpeechWords", "%1, pile %2, %3, top card"),
                        card_name(cards[-1]), pile.index + 1, _cards(len(cards)))
        else:
            text = fill(translate("SpeechWords", "%1, column %2, %3, top card"),
                        _shown_name(position, cards[-1], rules), pile.index + 1,
                        _cards(len(cards)))
        if cards:
            run = position.run_length(pile.index, rules)
            if run > 1 and cards[-1] not in face_down_cards(position, rules):
                text = fill(SpeechWords.tr("%1, a run of %n", "", run), text)
        blocker = blocking_pile(position, rules, pile.index)
        if blocker is not None:
            # Sarlacc: the pile can neither give nor take until that one is empty.
            text = fill(translate("SpeechWords", "%1, under pile %2"), text, blocker + 1)
    if picked:
        text = fill(translate("SpeechWords", "%1, picked up"), text)
    return capital(text)


def picked_sentence(position: Position, pile: Pile, count: int, rules: Rules) -> str:
    """Cards a click picked up, said as the mark appears over them.

    ``"Column 3: picked up 7 of hearts"``, ``"Column 1: picked up 3 cards, 4 of
    hearts to 2 of hearts"``: the pile first, as the listener finds it with the
    keys, then the cards from the one that leads the run.
    """
    title = title_in(pile, rules)
    if pile.kind is PileKind.COLUMN:
        cards = position.columns[pile.index][-count:]
    elif pile.kind is PileKind.CELL:
        cell = position.cells[pile.index]
        cards = () if cell is None else (cell,)
    else:
        top = position.foundation_top(pile.index)
        cards = () if top is None else (top,)
    if not cards:
        return ""
    if len(cards) == 1:
        return fill(translate("SpeechWords", "%1: picked up %2"), title, card_name(cards[0]))
    return fill(SpeechWords.tr("%1: picked up %n cards, %2 to %3", "", len(cards)), title,
                card_name(cards[0]), card_name(cards[-1]))


def put_back_sentence() -> str:
    """Cards picked by a click let go of, unmoved."""
    return translate("SpeechWords", "Put back")


def pile_reading(position: Position, pile: Pile, rules: Rules) -> str:
    """Every card of one pile, from the first dealt to the one on top.

    ``"Column 3: king of spades, queen of hearts, 2 cards"``; a card that lies
    face down (Opera) is a ``"face-down card"``, never named.
    """
    title = title_in(pile, rules)
    if pile.kind is PileKind.FOUNDATION:
        return fill(translate("SpeechWords", "%1: %2"), title,
                    _foundation_state(position, pile.index, rules))
    if pile.kind is PileKind.CELL:
        card = position.cells[pile.index]
        state = card_name(card) if card is not None else translate("SpeechWords", "empty")
        return fill(translate("SpeechWords", "%1: %2"), title, state)
    cards = position.columns[pile.index]
    if not cards:
        return fill(translate("SpeechWords", "%1: %2"), title,
                    translate("SpeechWords", "empty"))
    hidden = face_down_cards(position, rules)
    parts: list[str] = []
    run = 0  # face-down cards in a row, said once as their number (Opera's deal)
    for card in (*cards, None):
        if card is not None and card in hidden:
            run += 1
            continue
        if run == 1:
            parts.append(_face_down())
        elif run:
            parts.append(SpeechWords.tr("%n face-down cards", "", run))
        run = 0
        if card is not None:
            parts.append(card_name(card))
    names = translate("SpeechWords", ", ").join(parts)
    text = fill(translate("SpeechWords", "%1: %2, %3"), title, names, _cards(len(cards)))
    blocker = blocking_pile(position, rules, pile.index)
    if blocker is not None:
        text = fill(translate("SpeechWords", "%1, under pile %2"), text, blocker + 1)
    return text


def cells_reading(position: Position) -> str:
    """``"Free cells: a, 7 of hearts; b, empty"``, or that the game has none."""
    if not position.cells:
        return translate("SpeechWords", "This game has no free cells.")
    parts = []
    for index, card in enumerate(position.cells):
        state = card_name(card) if card is not None else translate("SpeechWords", "empty")
        parts.append(fill(translate("SpeechWords", "%1, %2"), CELL_LETTERS[index], state))
    free = sum(card is None for card in position.cells)
    return fill(SpeechWords.tr("Free cells, %n free: %1", "", free),
                translate("SpeechWords", "; ").join(parts))


def foundations_reading(position: Position, indexes: Sequence[int], rules: Rules) -> str:
    """``"Foundations: spades, empty; hearts, up to 4 of hearts; ..."``, in table order
    (``indexes``); with several decks ``"spades 1, empty; ... spades 2, ..."``; the
    one foundation of a game that has no other, ``"Foundation: up to 4 of hearts"``."""
    if rules.foundation_count == 1:
        return fill(translate("SpeechWords", "%1: %2"), translate("SpeechWords", "Foundation"),
                    _foundation_state(position, 0, rules))
    parts = [fill(translate("SpeechWords", "%1, %2"), _foundation_label(position, index, rules),
                  _foundation_state(position, index, rules)) for index in indexes]
    return fill(translate("SpeechWords", "Foundations: %1"),
                translate("SpeechWords", "; ").join(parts))


def _foundation_label(position: Position, index: int, rules: Rules) -> str:
    """A foundation in the list of them: its suit, and its number with several decks
    (by rank, its number alone)."""
    if rules.foundation_rule.numbered:
        return str(index + 1)
    if rules.foundation_rule.holds_jokers(index):
        return translate("SpeechWords", "jokers")
    suit = suit_name(foundation_suit(index))
    if per_suit(rules) == 1:
        return suit
    return fill(translate("SpeechWords", "%1 %2", "a suit, then the number of its foundation"),
                suit, index // 4 + 1)


def _move_words(before: Position, move: Move, rules: Rules) -> str:
    """One move as the undo history says it, with the column it lands in.

    "onto the 8 of spades" alone would leave a listener searching the table
    for that card, so a move onto a card names its column as well.
    """
    words = describe_move(before, move, rules)
    dest = move.dest
    if dest.kind is PileKind.COLUMN and before.columns[dest.index]:
        words = fill(translate("SpeechWords", "%1, in column %2"), words, dest.index + 1)
    return words


def played_sentence(positions: Sequence[Position], step: Step, rules: Rules) -> str:
    """A played step: the player's move, then the cards that went up by themselves.

    ``positions`` runs from before the step to after it, one per move, as the
    controller's ``Change`` gives them; ``rules`` are the game's, which the
    words of a move to a free cell depend on (``describe_move``).
    """
    if step.kind is StepKind.FINISH:
        return describe_step(positions[0], step, rules)
    text = _move_words(positions[0], step.player_move, rules)
    automatic = [_move_words(before, move, rules)
                 for before, move in zip(positions[1:], step.auto_moves, strict=False)]
    if automatic:
        text = fill(translate("SpeechWords", "%1. Automatically: %2"), capital(text),
                    translate("SpeechWords", "; ").join(automatic))
    return capital(text)


def undone_sentence(before: Position, step: Step, rules: Rules) -> str:
    """``"Undone: 7 of hearts to a free cell"``; ``before`` is where the step started."""
    return fill(translate("SpeechWords", "Undone: %1"), _step_words(before, step, rules))


def redone_sentence(before: Position, step: Step, rules: Rules) -> str:
    return fill(translate("SpeechWords", "Redone: %1"), _step_words(before, step, rules))


def _step_words(before: Position, step: Step, rules: Rules) -> str:
    if step.kind in (StepKind.FINISH, StepKind.OPENING):
        return describe_step(before, step, rules)
    return describe_move(before, step.player_move, rules)


def jumped_sentence(done: int, total: int) -> str:
    """Where the game stands after a jump through its history."""
    return fill(translate("SpeechWords", "At move %1 of %2."), done, total)
