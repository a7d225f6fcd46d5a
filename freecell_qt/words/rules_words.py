"""The rules of a game in the player's words, built from its ``Rules`` value.

How to Play, the New Game dialog's summary and the statistics picker all
describe a game; they read every fact from the rules value (cells, columns,
the deal, what builds on what, what fills an empty column, how many cards
move at once, take-back, the auto-move rule) so the words can never say
something the engine does not do. The sequence-move formula is even chosen by
asking ``Rules.capacity`` itself (see ``capacity_formula``).

Every sentence is one translatable template with numbered arguments; counts
use the ``%n`` plural forms, with the singular written out because English
has no catalog.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication

from freecell_qt.engine import (
    Build,
    DealOrder,
    EmptyFill,
    Preset,
    Rules,
    SafeAutomove,
    SequenceMove,
)
from freecell_qt.engine.fewest_cells import aces_up_rules
from freecell_qt.engine.rules import DECK, Reserves, Tableau
from freecell_qt.engine.rules import Base as RuleBase
from freecell_qt.words.linguist import QT_TRANSLATE_NOOP, TranslationContext
from freecell_qt.words.step_words import fill

# Every call spells out its context and text literally: that is what Qt
# Linguist's lupdate scans for when it collects the strings to translate.
translate = QCoreApplication.translate

class RulesWords(TranslationContext):
    """The translation context, for plurals: lupdate marks ``RulesWords.tr(text,
    "", n)`` as a plural form (numerus) but not ``translate(context, text, "", n)``.
    """


# Names of the games in the player's language. A preset with no entry here
# (one added later) shows the engine's own English title.
_TITLES: dict[Preset, str] = {
    Preset.FREECELL: QT_TRANSLATE_NOOP("RulesWords", "FreeCell"),
    Preset.FORECELL: QT_TRANSLATE_NOOP("RulesWords", "ForeCell"),
    Preset.BAKERS_GAME: QT_TRANSLATE_NOOP("RulesWords", "Baker's Game"),
    Preset.KING_ONLY_BAKERS_GAME: QT_TRANSLATE_NOOP("RulesWords", "King Only Baker's Game"),
    Preset.EIGHT_OFF: QT_TRANSLATE_NOOP("RulesWords", "Eight Off"),
    Preset.DOUBLE_EIGHT_OFF: QT_TRANSLATE_NOOP("RulesWords", "Double Eight Off"),
    Preset.SEAHAVEN_TOWERS: QT_TRANSLATE_NOOP("RulesWords", "Seahaven Towers"),
    Preset.RELAXED_SEAHAVEN_TOWERS: QT_TRANSLATE_NOOP("RulesWords", "Relaxed Seahaven Towers"),
    Preset.DOUBLE_SEAHAVEN_TOWERS: QT_TRANSLATE_NOOP("RulesWords", "Double Seahaven Towers"),
    Preset.RELAXED_FREECELL: QT_TRANSLATE_NOOP("RulesWords", "Relaxed FreeCell"),
    Preset.CHALLENGE_FREECELL: QT_TRANSLATE_NOOP("RulesWords", "Challenge FreeCell"),
    Preset.SUPER_CHALLENGE_FREECELL: QT_TRANSLATE_NOOP("RulesWords",
                                                       "Super Challenge FreeCell"),
    Preset.SEVEN_BY_FOUR: QT_TRANSLATE_NOOP("RulesWords", "Seven by Four"),
    Preset.SEVEN_BY_FIVE: QT_TRANSLATE_NOOP("RulesWords", "Seven by Five"),
    Preset.BATH: QT_TRANSLATE_NOOP("RulesWords", "Bath"),
    Preset.DOUBLE_FREECELL: QT_TRANSLATE_NOOP("RulesWords", "Double FreeCell (Traditional)"),
    Preset.DOUBLE_FREECELL_ROUND: QT_TRANSLATE_NOOP("RulesWords", "Double FreeCell"),
    Preset.TRIPLE_FREECELL: QT_TRANSLATE_NOOP("RulesWords", "Triple FreeCell"),
    Preset.REPAIR: QT_TRANSLATE_NOOP("RulesWords", "Repair"),
    Preset.CELL_11: QT_TRANSLATE_NOOP("RulesWords", "Cell 11"),
    Preset.BIG_CELL: QT_TRANSLATE_NOOP("RulesWords", "Big Cell"),
    Preset.DEEP: QT_TRANSLATE_NOOP("RulesWords", "Deep"),
    Preset.PENGUIN: QT_TRANSLATE_NOOP("RulesWords", "Penguin"),
    Preset.OPUS: QT_TRANSLATE_NOOP("RulesWords", "Opus"),
    Preset.TUXEDO: QT_TRANSLATE_NOOP("RulesWords", "Tuxedo"),
    Preset.PETAL: QT_TRANSLATE_NOOP("RulesWords", "Petal"),
    Preset.FOUR_COLOURS: QT_TRANSLATE_NOOP("RulesWords", "Four Colours"),
    Preset.GERMAN_FREECELL: QT_TRANSLATE_NOOP("RulesWords", "German FreeCell"),
    Preset.KINGCELL: QT_TRANSLATE_NOOP("RulesWords", "KingCell"),
    Preset.STALACTITES: QT_TRANSLATE_NOOP("RulesWords", "Stalactites"),
    Preset.CLINK: QT_TRANSLATE_NOOP("RulesWords", "Clink"),
    Preset.SPIDERCELLS: QT_TRANSLATE_NOOP("RulesWords", "Spidercells"),
    Preset.FOOTLING: QT_TRANSLATE_NOOP("RulesWords", "Footling"),
    Preset.DOUBLE_FOOTLING: QT_TRANSLATE_NOOP("RulesWords", "Double Footling"),
    Preset.KINGS: QT_TRANSLATE_NOOP("RulesWords", "Kings"),
    Preset.CATS_TAIL: QT_TRANSLATE_NOOP("RulesWords", "Cat's Tail"),
    Preset.SNAKE: QT_TRANSLATE_NOOP("RulesWords", "Snake"),
    Preset.RETINUE: QT_TRANSLATE_NOOP("RulesWords", "Retinue"),
    Preset.HEADQUARTERS: QT_TRANSLATE_NOOP("RulesWords", "Headquarters"),
    Preset.LIMPOPO: QT_TRANSLATE_NOOP("RulesWords", "Limpopo"),
    Preset.NEEDLE: QT_TRANSLATE_NOOP("RulesWords", "Needle"),
    Preset.HAYSTACK: QT_TRANSLATE_NOOP("RulesWords", "Haystack"),
    Preset.PITCHFORK: QT_TRANSLATE_NOOP("RulesWords", "Pitchfork"),
    Preset.FLIPPER: QT_TRANSLATE_NOOP("RulesWords", "Flipper"),
    Preset.ANTARES: QT_TRANSLATE_NOOP("RulesWords", "Antares"),
    Preset.OPERA: QT_TRANSLATE_NOOP("RulesWords", "Opera"),
    Preset.SARLACC: QT_TRANSLATE_NOOP("RulesWords", "Sarlacc"),
    Preset.OBSTRUCTION: QT_TRANSLATE_NOOP("RulesWords", "Obstruction"),
    Preset.CUSTOM: QT_TRANSLATE_NOOP("RulesWords", "Custom game"),
}


@dataclass(frozen=True)
class Facts:
    """What the words need of a rules value, as plain values read in one place."""

    game: Preset
    cells: int
    columns: int
    layout: tuple[int, ...]
    reserve: int
    challenge: bool
    build: Build
    fill: EmptyFill
    sequence: SequenceMove
    takeback: bool
    automove: SafeAutomove
    decks: int = 1
    cards: int = DECK
    foundations: int = 4
    # The deal sets the foundations' base, and they go round from it (Penguin, Petal).
    dealt_base: bool = False
    # Cards dealt to the columns and cells (all but those that start the foundations).
    dealt: int = DECK
    # Each card dealt to the column of its suit, and a free cell for each suit (Four Colours).
    by_suits: bool = False
    suit_cells: bool = False
    # The kind of foundation, by its rule's key: ``KIND_WORDS`` holds its sentences.
    foundation: str = "suit"

    # Ranks go round on the columns: a king goes on an ace (Penguin, Tuxedo).
    column_wrap: bool = False
    # Every card of the base rank starts the foundations before the deal (Petal).
    all_up: bool = False
    # One card at a time, each king starting the next column (Kings, Cat's Tail,
    # Snake, Retinue); with a column for each king, the last king dealt first; and
    # each ace sent up as it comes (Snake, Retinue).
    kings_deal: bool = False
    king_first: bool = False
    aces_up: bool = False
    # The aces start on the foundations before a deal row by row (FreeCell, aces up).
    aces_first: bool = False
    # Reserve piles after the columns (Limpopo, Headquarters, Needle ...): their
    # kind, how many, the most cards each holds and the cards the deal gives the first.
    reserves: Reserves = Reserves.NONE
    reserve_piles: int = 0
    reserve_room: int = 0
    reserve_dealt: int = 0
    # Free cell i holding a card turns column i's top card face down (Flipper).
    cells_cover: bool = False
    # Columns of two kinds (Antares): the right half by suit, giving any cards.
    halves: bool = False
    # All but the last card of each column dealt face down (Opera).
    face_down: bool = False
    # Piles in overlapping tiers (Sarlacc): how many each tier has, top first.
    tiers: tuple[int, ...] = ()

    @classmethod
    def of(cls, rules: Rules) -> Facts:
        return replace(cls._fields_of(rules), column_wrap=rules.column_wrap,
                       all_up=rules.base is RuleBase.ALL_UP,
                       kings_deal=rules.deal in (DealOrder.KINGS, DealOrder.KINGS_ACES),
                       king_first=rules.king_first,
                       aces_up=rules.deal is DealOrder.KINGS_ACES,
                       aces_first=rules.deal is DealOrder.ACES_UP,
                       reserves=rules.reserves, reserve_piles=rules.reserve_rule.count,
                       reserve_room=rules.reserve_rule.room,
                       reserve_dealt=rules.reserve_rule.dealt,
                       cells_cover=rules.cells_cover,
                       halves=rules.tableau is Tableau.HALVES, face_down=rules.face_down,
                       tiers=rules.overlap_rule.tiers)

    @classmethod
    def _fields_of(cls, rules: Rules) -> Facts:
        return cls(rules.game, rules.cells, rules.columns, rules.layout, rules.reserve,
                   rules.deal is DealOrder.CHALLENGE, rules.build, rules.fill, rules.sequence,
                   rules.takeback, rules.safe_automove, rules.decks, rules.card_count,
                   rules.foundation_count, rules.deal_sets_base, rules.dealt_count,
                   rules.deal is DealOrder.SUITS, rules.suit_cells,
                   foundation=rules.foundation_rule.key)


# -- names -------------------------------------------------------------------
def game_title(rules: Rules) -> str:
    """The game's name in the player's language ("Baker's Game", "Custom game")."""
    if rules.is_custom and rules.without_options() == aces_up_rules():
        # A rule set of its own, but the beginner's FreeCell to the player.
        return translate("RulesWords", "FreeCell, aces up")
    name = _TITLES.get(rules.game)
    return translate("RulesWords", name) if name is not None else rules.title


def game_name(rules: Rules) -> str:
    """The name that tells one game's statistics from another's.

    The title, with the cell count for a game played with a choice of cells
    (FreeCell with 4 cells is not the same feat as with 1), and with the
    summary for a custom game, which has no other name.
    """
    title = game_title(rules)
    if rules.is_custom:
        return fill(translate("RulesWords", "%1: %2"), title, summary(rules))
    if len(rules.cell_choices) < 2:
        return title
    if rules.cells == 0:
        return fill(translate("RulesWords", "%1, no free cells"), title)
    if rules.cells == 1:
        return fill(translate("RulesWords", "%1, 1 free cell"), title)
    return fill(RulesWords.tr("%1, %n free cells", "", rules.cells), title)


def cells_phrase(cells: int) -> str:
    if cells == 0:
        return translate("RulesWords", "no free cells")
    if cells == 1:
        return translate("RulesWords", "1 free cell")
    return RulesWords.tr("%n free cells", "", cells)


def columns_phrase(columns: int) -> str:
    return RulesWords.tr("%n columns", "", columns)


def build_phrase(build: Build) -> str:
    if build is Build.NONE:
        return translate("RulesWords", "no building on the columns")
    if build is Build.SAME_SUIT:
        return translate("RulesWords", "builds by suit")
    if build is Build.ANY_SUIT:
        return translate("RulesWords", "builds regardless of suit")
    return translate("RulesWords", "builds in alternate colours")


def fill_phrase(fill_rule: EmptyFill) -> str:
    if fill_rule is EmptyFill.KINGS:
        return translate("RulesWords", "kings only in empty columns")
    if fill_rule is EmptyFill.NONE:
        return translate("RulesWords", "empty columns stay empty")
    return translate("RulesWords", "any card in empty columns")


def sequence_phrase(rules: Rules) -> str:
    if rules.sequence is SequenceMove.UNLIMITED:
        return translate("RulesWords", "runs of any length move")
    if rules.sequence is SequenceMove.ONE_CARD:
        return translate("RulesWords", "one card at a time")
    if rules.capacity(0, 1) > rules.capacity(0, 0):
        return translate("RulesWords", "runs move through free cells and empty columns")
    return translate("RulesWords", "runs move through free cells")


def summary(rules: Rules) -> str:
    """One line that tells the game apart from the others, e.g. for New Game."""
    facts = Facts.of(rules)
    # Piles in tiers are no columns: each holds one card as dealt.
    piles = (RulesWords.tr("%n piles", "", facts.columns) if facts.tiers
             else columns_phrase(facts.columns))
    parts = [piles, cells_phrase(facts.cells)]
    if facts.decks > 1:
        parts.insert(0, RulesWords.tr("%n decks", "", facts.decks))
    if facts.reserve:
        parts.append(pre_dealt_phrase(facts.reserve))
    parts += [build_phrase(facts.build), fill_phrase(facts.fill), sequence_phrase(rules)]
    if facts.challenge:
        parts.append(translate("RulesWords", "aces and twos dealt deepest"))
    if facts.all_up:
        parts.append(translate("RulesWords", "the first card's rank sets the base, all its "
                                             "cards start the foundations"))
    elif facts.dealt_base:
        parts.append(translate("RulesWords", "the first card dealt sets the base"))
    if facts.column_wrap and not facts.dealt_base:
        parts.append(translate("RulesWords", "a king goes on an ace in the columns"))
    if facts.by_suits:
        parts.append(translate("RulesWords", "each suit dealt to its own column"))
    if facts.king_first:
        parts.append(translate("RulesWords", "a king heads each column"))
    elif facts.kings_deal:
        parts.append(translate("RulesWords", "each king dealt starts a column"))
    if facts.aces_up:
        parts.append(translate("RulesWords", "the aces go up as they are dealt"))
    if facts.aces_first:
        parts.append(translate("RulesWords", "the aces start on the foundations"))
    if facts.suit_cells:
        parts.append(translate("RulesWords", "a free cell for each suit"))
    if facts.cells_cover:
        parts.append(translate("RulesWords", "a card in a free cell turns its column's top "
                                             "card face down"))
    if facts.reserve_piles:
        parts.append(_reserve_phrase(facts))
    if facts.halves:
        parts.append(translate("RulesWords", "the right half of the columns build by suit, "
                                             "give any of their cards and take kings when "
                                             "empty"))
    if facts.face_down:
        parts.append(translate("RulesWords", "all but the last card of each column face down"))
    if facts.tiers:
        parts.append(translate("RulesWords", "piles in overlapping tiers: a pile under one "
                                             "holding cards neither gives nor takes, but may "
                                             "take all of the one pile over it"))
    kind = KIND_WORDS[facts.foundation]
    if kind.summary is not None:
        parts.append(kind.summary())
    if facts.takeback and kind.takeback_in_summary:
        parts.append(translate("RulesWords", "cards may come back from the foundations"))
    return translate("RulesWords", ", ").join(parts)


def _reserve_phrase(facts: Facts) -> str:
    """The reserve piles in the summary: ``"2 reserve piles of up to 4 cards"``."""
    if facts.reserves is Reserves.RUNS:
        return RulesWords.tr("%n reserve piles, each taking a run when empty", "",
                             facts.reserve_piles)
    if facts.reserves is Reserves.CLOSED:
        return RulesWords.tr("a reserve pile dealt %n cards, taking none back", "",
                             facts.reserve_dealt)
    if facts.reserve_dealt:
        return fill(RulesWords.tr("a reserve pile dealt %n cards, holding up to %1", "",
                                  facts.reserve_dealt), facts.reserve_room)
    return fill(RulesWords.tr("%n reserve piles of up to %1 cards", "", facts.reserve_piles),
                facts.reserve_room)


def _reserve_sentences(facts: Facts) -> list[str]:
    """How to Play's words for the reserve piles, in place of the free cells'."""
    if facts.reserves is Reserves.RUNS:
        return [RulesWords.tr(
            "Instead of free cells, %n <b>reserve piles</b> stand to the right of the "
            "columns. An empty reserve pile takes a whole run from a column or another "
            "reserve pile at once; one that holds cards takes none. Any run at the top of a "
            "reserve pile may leave it, whole or in part.", "", facts.reserve_piles)]
    if facts.reserves is Reserves.FOUR_CARDS:
        return [fill(RulesWords.tr(
            "Instead of free cells, %n <b>reserve piles</b> stand to the right of the "
            "columns. Each takes any card, one at a time, until it holds %1 cards; only its "
            "top card may leave it.", "", facts.reserve_piles), facts.reserve_room)]
    first = RulesWords.tr("Instead of free cells, the first %n cards are dealt to a "
                          "<b>reserve pile</b> to the right of the columns.", "",
                          facts.reserve_dealt)
    if facts.reserves is Reserves.CLOSED:
        return [first, translate("RulesWords", "Its top card may be played, but no card "
                                               "may be put on it.")]
    return [first, RulesWords.tr("It takes any card, one at a time, until it holds %n cards; "
                                 "only its top card may leave it.", "", facts.reserve_room)]


def pre_dealt_phrase(reserve: int) -> str:
    if reserve == 1:
        return translate("RulesWords", "1 card dealt to the cells")
    return RulesWords.tr("%n cards dealt to the cells", "", reserve)


# -- the capacity formula, as the engine computes it ----------------------------
def capacity_formula(rules: Rules) -> str:
    """The sequence-move formula that ``rules.capacity`` follows, in symbols.

    Asked of the engine rather than inferred from the options, so How to Play
    states the formula the moves are checked with: with one empty free cell
    and two empty columns the doubling rule gives 8, the linear one 6, and a
    game whose empty columns cannot relay cards (kings only, or none) 2.
    """
    with_columns = rules.capacity(1, 2)
    if with_columns == 2 * 4:
        return "(<i>F</i> + 1) × 2<sup><i>E</i></sup>"
    if with_columns == 2 * 3:
        return "(<i>F</i> + 1) × (<i>E</i> + 1)"
    return "<i>F</i> + 1"


# -- How to Play -----------------------------------------------------------
def sections(rules: Rules) -> list[tuple[str, str]]:
    """(heading, HTML body) pairs that describe the game of ``rules``, in reading order."""
    facts = Facts.of(rules)
    return [
        (translate("RulesWords", "The goal"), _goal(facts)),
        (translate("RulesWords", "The table"), _table(facts)),
        (translate("RulesWords", "Moving cards"), _moving_cards(facts)),
        (translate("RulesWords", "Empty columns"), _empty_columns(facts)),
        (translate("RulesWords", "Moving sequences"), _sequences(rules, facts)),
        (translate("RulesWords", "Cards back from the foundations"), _takeback(facts)),
        (translate("RulesWords", "Automatic moves"), _automatic(facts)),
    ]


def _goal(facts: Facts) -> str:
    return KIND_WORDS[facts.foundation].goal(facts)


def _goal_from_the_base(facts: Facts) -> str:
    if facts.decks == 1:
        goal = translate(
            "RulesWords",
            "<p>Move all 52 cards to the four <b>foundations</b>, one per suit.</p>")
    else:
        goal = fill(translate(
            "RulesWords",
            "<p>The game is played with %1 decks shuffled together. Move all %2 cards to the "
            "%3 <b>foundations</b>, %1 for each suit; a card goes to whichever foundation of "
            "its suit it fits.</p>"), facts.decks, facts.cards, facts.foundations)
    if facts.all_up:
        return goal + _p(translate(
            "RulesWords", "The rank of the first card of the shuffle sets the <b>base</b>: "
                          "every card of that rank starts a foundation before the deal, and "
                          "each foundation is built up by suit from that rank, going round "
                          "from the king to the ace. With a 5 as the base, a foundation goes "
                          "5, 6, ..., queen, king, ace, 2, 3, 4."))
    return goal + _p(translate(
        "RulesWords", "The first card dealt, at the bottom of the first column, sets the "
                      "<b>base</b>: the other cards of its rank start the foundations, and "
                      "each foundation is built up by suit from that rank, going round from "
                      "the king to the ace. With a 5 as the base, a foundation goes 5, 6, "
                      "..., queen, king, ace, 2, 3, 4."))


def _p(*sentences: str) -> str:
    return "<p>" + " ".join(sentences) + "</p>"


def _tiers_table(facts: Facts) -> list[str]:
    """How to Play's words for piles in overlapping tiers (Sarlacc)."""
    counts = ", ".join(str(count) for count in facts.tiers)
    return [fill(translate(
        "RulesWords", "The game is played with %1 <b>piles</b>, dealt one card each, face "
                      "up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a "
                      "little lower than the one before and half a card to the side, so "
                      "every pile but those of the bottom tier lies under the one or two "
                      "piles of the next tier that overlap it."), facts.columns,
        len(facts.tiers), counts),
        translate("RulesWords", "While a pile lying over it holds a card, a pile is "
                                "<b>blocked</b>: none of its cards can move and no card goes "
                                "on it. The piles of the bottom tier are never blocked.")]


def _tiers_moving() -> str:
    """The drop-down move of piles in overlapping tiers (Sarlacc)."""
    return _p(translate(
        "RulesWords", "One move goes onto a blocked pile: when only one pile over it still "
                      "holds cards, all the cards of that pile may drop onto it at once, if "
                      "they make a run whose first card fits its exposed card. The pile they "
                      "leave must itself be free, and hold no more cards than may move at "
                      "once."))


def _kings_deal(facts: Facts, dealt: int) -> list[str]:
    """How a deal where a king starts each column lays the cards out."""
    sentences = [fill(translate(
        "RulesWords", "%1 cards are dealt face up one at a time into the first column; each "
                      "king that comes while the column already holds cards starts the next "
                      "column, so the columns' lengths change from deal to deal."), dealt)]
    if facts.king_first:
        sentences.append(translate(
            "RulesWords", "The last king of the shuffle is dealt first, so a king heads every "
                          "column."))
    else:
        sentences.append(translate(
            "RulesWords", "When the first card is a king, the last column stays empty."))
    if facts.aces_up:
        sentences.append(translate(
            "RulesWords", "The aces are not dealt to the columns: each goes to a foundation "
                          "as it comes."))
    return sentences


def _table(facts: Facts) -> str:
    dealt = facts.dealt - facts.reserve - facts.reserve_dealt
    sentences = [RulesWords.tr("The game is played with %n columns.", "", facts.columns)]
    sizes = sorted(set(facts.layout), reverse=True)
    if facts.by_suits:
        sentences.append(translate(
            "RulesWords", "Each card is dealt face up to the column of its suit: the clubs "
                          "to the first column, the diamonds to the second, the hearts to the "
                          "third and the spades to the fourth, in the shuffle's order. The "
                          "other columns start empty."))
    elif facts.kings_deal:
        sentences += _kings_deal(facts, dealt)
    elif facts.face_down:
        sentences += _face_down_deal(facts, dealt)
    elif facts.tiers:
        sentences = _tiers_table(facts)
    elif len(sizes) == 1:
        sentences.append(fill(translate(
            "RulesWords", "%1 cards are dealt face up into the columns, %2 to each."),
            dealt, sizes[0]))
    else:
        counts = ", ".join(str(size) for size in facts.layout)
        sentences.append(fill(translate(
            "RulesWords", "%1 cards are dealt face up into the columns, from the left: %2."),
            dealt, counts))
    if facts.aces_first:
        sentences.append(translate(
            "RulesWords", "The aces start on the foundations, and the other cards are dealt "
                          "row by row."))
    if facts.reserve_piles and facts.cells == 0:
        sentences += _reserve_sentences(facts)
    elif facts.cells == 0:
        sentences.append(translate(
            "RulesWords", "There are no free cells: every card stays on the columns or goes "
                          "to the foundations."))
    elif facts.cells == 1:
        sentences.append(translate(
            "RulesWords", "Above them are the foundations and 1 <b>free cell</b>, which "
                          "holds a single card."))
    elif facts.suit_cells:
        sentences.append(translate(
            "RulesWords", "Above them are the foundations and a <b>free cell</b> for each "
                          "suit, holding a single card of that suit: clubs, diamonds, hearts "
                          "and spades, from the left."))
    else:
        sentences.append(RulesWords.tr(
            "Above them are the foundations and %n <b>free cells</b>, each holding a "
            "single card.", "", facts.cells))
    if facts.reserve == 1:
        sentences.append(translate("RulesWords", "The last card is dealt to a free cell."))
    elif facts.reserve:
        sentences.append(RulesWords.tr(
            "The last %n cards are dealt to the free cells.", "", facts.reserve))
    if facts.challenge:
        sentences.append(translate(
            "RulesWords", "The aces, then the twos, are dealt first, so that they lie at the "
                          "bottom of the columns."))
    return _p(*sentences)


def _face_down_deal(facts: Facts, dealt: int) -> list[str]:
    """How to Play's words for a deal face down but for each column's last card (Opera)."""
    counts = ", ".join(str(size) for size in facts.layout)
    return [fill(translate(
        "RulesWords", "%1 cards are dealt into the columns, from the left: %2. All but the "
                      "last card of each column are dealt face down first, row by row; then "
                      "one row is dealt face up."), dealt, counts),
        translate("RulesWords", "A face-down card can neither move nor take a card, so runs "
                                "are made of face-up cards only. When the cards on it have "
                                "left, it turns face up at once.")]


def _moving_cards_by_rank(facts: Facts) -> str:
    items = [translate("RulesWords", "into an empty free cell (never from one free cell to "
                                     "another);"),
             translate("RulesWords", "onto a foundation whose top card is one rank lower, "
                                     "whatever its suit: a king on a queen, an ace on a king.")]
    if not facts.cells:
        items.pop(0)
    return (_p(translate("RulesWords",
                         "Nothing is ever built on the columns: only the exposed card of a "
                         "column or a card in a free cell can move, and it may go:"))
            + "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>")


def _moving_cards(facts: Facts) -> str:
    kind = KIND_WORDS[facts.foundation]
    if kind.moving is not None:
        return kind.moving(facts)
    if facts.build is Build.SAME_SUIT:
        onto = translate(
            "RulesWords", "onto a column whose exposed card is one rank higher and of the "
                          "same suit: the 7 of hearts on the 8 of hearts;")
    elif facts.build is Build.ANY_SUIT:
        onto = translate(
            "RulesWords", "onto a column whose exposed card is one rank higher, whatever "
                          "its suit: any 7 on any 8;")
    else:
        onto = translate(
            "RulesWords", "onto a column whose exposed card is one rank higher and of the "
                          "other colour: a red 7 on a black 8;")
    items = [onto]
    if facts.suit_cells:
        items.append(translate(
            "RulesWords", "into the free cell of its suit, when it is empty;"))
    elif facts.cells:
        items.append(translate(
            "RulesWords", "into an empty free cell (never from one free cell to another);"))
    if facts.reserve_piles and facts.reserves is not Reserves.CLOSED:
        items.append(translate("RulesWords", "onto a reserve pile that takes it (see The "
                                             "table);"))
    if kind.onto is not None:
        items.append(kind.onto())
    intro = translate("RulesWords", "Only the exposed card of a column (the one nothing "
                                    "covers) or a card in a free cell can move. A card may go:")
    if facts.reserve_piles and not facts.cells:
        intro = translate("RulesWords", "Only the exposed card of a column (the one nothing "
                                        "covers) or the top card of a reserve pile can move. A "
                                        "card may go:")
    text = (_p(intro)
            + "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>")
    if facts.halves:
        text += _halves(facts)
    if facts.tiers:
        text += _tiers_moving()
    if facts.column_wrap and facts.dealt_base:
        text += _p(translate("RulesWords", "Ranks go round on the columns too: a king goes "
                                           "on an ace."))
    elif facts.column_wrap:
        text += _p(translate("RulesWords", "Ranks go round on the columns, though not on "
                                           "the foundations: a king goes on an ace."))
    elif facts.dealt_base:
        text += _p(translate("RulesWords", "Ranks do not go round on the columns: nothing "
                                           "goes on an ace there, and a king goes on no "
                                           "card."))
    if facts.cells_cover:
        text += _p(translate(
            "RulesWords", "Each free cell belongs to a column: free cell a to column 1, b to "
                          "column 2, and so on. While a free cell holds a card, the top card "
                          "of its column lies <b>face down</b>: it cannot move, and no card "
                          "goes on it. An empty column still takes a card or a run, whose top "
                          "card is then turned face down at once. As soon as the free cell is "
                          "empty again, the card is turned face up."))
    return text


def _halves(facts: Facts) -> str:
    """Antares' two kinds of columns, after the rule of the first kind."""
    half = facts.columns // 2
    return _p(fill(translate(
        "RulesWords", "The columns come in two kinds. Columns 1 to %1 build as above, and "
                      "take any group of cards whose first card fits, in sequence or not. "
                      "Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of "
                      "hearts); any number of their cards may move at once, in sequence or "
                      "not, led by the first card of the group; and an empty one takes only "
                      "a king, or a group headed by one."), half, half + 1, facts.columns))


def _empty_columns(facts: Facts) -> str:
    if facts.tiers:
        return _p(fill(translate(
            "RulesWords", "Only the %1 piles of the top tier take a card when empty: any "
                          "card, or a run short enough, when no pile over them holds a card. "
                          "An empty pile of any other tier stays empty, and only the top "
                          "tier's empty piles count as empty columns when runs move."),
            facts.tiers[0]))
    if facts.fill is EmptyFill.KINGS and facts.dealt_base:
        return _p(translate(
            "RulesWords", "Only a card of the rank just below the base (a 4 when the base is "
                          "a 5), or a run headed by one, may fill an empty column. Empty "
                          "columns cannot hold cards on their way elsewhere."))
    if facts.fill is EmptyFill.KINGS:
        return _p(translate(
            "RulesWords", "Only a king, or a run headed by a king, may fill an empty "
                          "column. Empty columns cannot hold cards on their way elsewhere."))
    if facts.fill is EmptyFill.NONE:
        return _p(translate(
            "RulesWords", "No card may be played into an empty column: once a column is "
                          "empty it stays empty."))
    return _p(translate(
        "RulesWords", "Any card may fill an empty column, or any run that is short enough. "
                      "Dragging moves the card you grab and all the cards below it; a click "
                      "or the keyboard moves the longest run the rules allow."))


def _run_words(build: Build) -> str:
    if build is Build.SAME_SUIT:
        return translate("RulesWords", "going down in rank in one suit")
    if build is Build.ANY_SUIT:
        return translate("RulesWords", "going down in rank")
    return translate("RulesWords", "going down in rank and alternating in colour")


def _sequences(rules: Rules, facts: Facts) -> str:
    run = _run_words(facts.build)
    if facts.build is Build.NONE:
        return _p(translate("RulesWords", "Cards move one at a time, and only off the "
                                          "columns: there are no runs to move."))
    if facts.sequence is SequenceMove.UNLIMITED:
        return _p(fill(translate(
            "RulesWords", "A run of exposed cards at the end of a column, %1, moves in one "
                          "go however long it is, whatever free cells and columns are empty."),
            run))
    if facts.sequence is SequenceMove.ONE_CARD:
        return _p(translate(
            "RulesWords", "Cards move one at a time: a run has to be taken apart card by "
                          "card, through the free cells and empty columns."))
    onto_column = rules.capacity(facts.cells, 1)
    into_empty = rules.capacity(facts.cells, 0)
    if onto_column == into_empty:
        # Empty columns cannot hold the cards in transit (they take only kings, or nothing).
        return (_p(fill(translate(
            "RulesWords", "A run of exposed cards at the end of a column, %1, can move in one "
                          "go when it could be moved card by card through the empty free "
                          "cells; empty columns cannot help. With <i>F</i> empty free cells, "
                          "the longest run that can move is %2."), run, capacity_formula(rules)))
                + _p(fill(translate(
                    "RulesWords", "For example, with every free cell empty, %1 cards can move "
                                  "at once."), into_empty)))
    if rules.empty_target_relays:
        # Obstruction: PySolFC counts the empty column the run goes to as well.
        return (_p(fill(translate(
            "RulesWords", "A run of exposed cards at the end of a column, %1, can move in one "
                          "go when it is short enough. With <i>F</i> empty free cells and "
                          "<i>E</i> empty columns (counting an empty column the run goes to), "
                          "the longest run that can move is %2."), run, capacity_formula(rules)))
                + _p(fill(translate(
                    "RulesWords", "For example, with every free cell and one column empty, %1 "
                                  "cards can move onto another column or into the empty "
                                  "column itself."), onto_column)))
    return (_p(fill(translate(
        "RulesWords", "A run of exposed cards at the end of a column, %1, can move in one go "
                      "when it could be moved card by card through the empty free cells and "
                      "empty columns. With <i>F</i> empty free cells and <i>E</i> empty "
                      "columns (not counting the column the run goes to), the longest run "
                      "that can move is %2."), run, capacity_formula(rules)))
            + _p(fill(translate(
                "RulesWords", "For example, with every free cell and one column empty, %1 "
                              "cards can move onto another column and %2 into the empty "
                              "column itself."), onto_column, into_empty)))


def _takeback(facts: Facts) -> str:
    if KIND_WORDS[facts.foundation].keeps_cards:
        return _p(translate("RulesWords", "Cards on the foundations stay there, whatever "
                                          "Preferences say."))
    if facts.takeback:
        return _p(translate(
            "RulesWords", "The top card of a foundation may come back onto a column where it "
                          "fits, at a cost of 10 points."))
    return _p(translate(
        "RulesWords", "Cards on the foundations stay there. Preferences can allow the top "
                      "card of a foundation back onto a column, at a cost of 10 points."))


def _automatic(facts: Facts) -> str:
    kind = KIND_WORDS[facts.foundation]
    if kind.automatic is not None:
        return kind.automatic()
    if facts.dealt_base and facts.automove is not SafeAutomove.EVERY:
        rule = translate(
            "RulesWords", "cards that can no longer be useful on the table go up by "
                          "themselves after each move: any card that no card left on the "
                          "table could still be built on.")
    elif facts.decks > 1:
        rule = translate(
            "RulesWords", "cards that can no longer be useful on the table go up by "
                          "themselves after each move: aces, twos, and any card that no "
                          "card left on the table, of any deck, could still be built on.")
    elif facts.automove is SafeAutomove.EVERY:
        rule = translate(
            "RulesWords", "every card that can go to its foundation goes up by itself after "
                          "each move: since runs are built by suit, no card on a foundation "
                          "can ever be needed on the table.")
    elif facts.automove is SafeAutomove.ALL_FOUNDATIONS:
        rule = translate(
            "RulesWords", "cards that can no longer be useful on the table go up by "
                          "themselves after each move: aces, twos, and any card whose rank "
                          "minus one is already on all four foundations.")
    else:
        rule = translate(
            "RulesWords", "cards that can no longer be useful on the table go up by "
                          "themselves after each move: aces, twos, and any card whose two "
                          "foundations of the other colour are already one rank below it.")
    base = ""
    if facts.dealt_base and facts.column_wrap:
        base = translate("RulesWords", "The base card dealt first never goes up by itself, "
                                       "as a card of the top rank could still go on it.")
    elif facts.column_wrap:
        base = translate("RulesWords", "An ace never goes up by itself, as a king could "
                                       "still go on it.")
    return _p(fill(translate("RulesWords", "With <i>Auto-move safe cards</i> on, %1"), rule),
              base, translate("RulesWords", "Undo takes back your move and its automatic moves "
                                      "together. A single click on a card, or a double "
                                      "click, also sends it to its foundation when it fits."))


# -- each kind of foundation ----------------------------------------------------
@dataclass(frozen=True)
class KindWords:
    """The sentences that belong to one kind of foundation, found by its rule's
    ``key`` (``KIND_WORDS``), so that the words never ask which kind a game has.

    ``goal``: How to Play's first section. ``onto``: the item of *Moving cards*
    that says what goes up (None: no such item). ``moving``: the whole of *Moving cards*, where the
    kind changes more than that item (None: the columns', cells' and that
    item). ``automatic``: *Automatic moves*, where the kind fixes the rule
    (None: as the columns' build has it). ``summary``: the clause it adds to
    the one-line summary (None: none). ``keeps_cards``: *Cards back from the
    foundations* says they stay up whatever Preferences say;
    ``takeback_in_summary``: the summary says when cards may come back.
    """

    goal: Callable[[Facts], str]
    onto: Callable[[], str] | None
    moving: Callable[[Facts], str] | None = None
    automatic: Callable[[], str] | None = None
    summary: Callable[[], str] | None = None
    keeps_cards: bool = False
    takeback_in_summary: bool = True


# Foundations by suit (every game but the ones below).
def _goal_suit(facts: Facts) -> str:
    if facts.dealt_base:
        return _goal_from_the_base(facts)
    if facts.decks == 1:
        return translate(
            "RulesWords",
            "<p>Move all 52 cards to the four <b>foundations</b>, one per suit, each "
            "built up from the ace to the king.</p>")
    return fill(translate(
        "RulesWords",
        "<p>The game is played with %1 decks shuffled together. Move all %2 cards to the "
        "%3 <b>foundations</b>, %1 for each suit, each built up from the ace to the king; "
        "a card goes to whichever foundation of its suit it fits.</p>"),
        facts.decks, facts.cards, facts.foundations)


def _onto_suit() -> str:
    return translate("RulesWords", "onto its foundation, if it is the next rank of that suit.")


# Foundations by rank from four dealt cards (Stalactites).
def _goal_rank(_facts: Facts) -> str:
    return translate(
        "RulesWords",
        "<p>Move all 52 cards to the four <b>foundations</b>. The last four cards dealt "
        "start them, one each, and each is built up <b>by rank whatever the suit</b>, one "
        "rank at a time and going round from the king to the ace, until it holds 13 "
        "cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on "
        "more than one foundation, drop it on the one you choose.</p>")


def _automatic_rank() -> str:
    return _p(translate(
        "RulesWords", "No card goes up by itself in this game, whatever Preferences say: "
                      "the four foundations vie for the cards of each rank, so which card "
                      "goes where, and when, is yours to choose. Once no column holds more "
                      "than one card, <i>Finish</i> sends the rest up."),
        translate("RulesWords", "A single click on a card, or a double click, sends it to "
                                "the first foundation that takes it."))


def _summary_rank() -> str:
    return translate("RulesWords", "foundations built by rank from four dealt cards")


# Foundations in alternate colours from two aces (Clink).
def _goal_colours(_facts: Facts) -> str:
    return translate(
        "RulesWords",
        "<p>Move all 52 cards to the two <b>foundations</b>. The ace of clubs and the ace "
        "of hearts start them, and each is built up <b>in alternate colours whatever the "
        "suit</b>, one rank at a time, going twice round from the ace to the king until "
        "it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after "
        "its black king a red ace. When a card fits on both foundations, drop it on the "
        "one you choose.</p>")


def _onto_colours() -> str:
    return translate("RulesWords", "onto a foundation whose top card is one rank lower and of "
                                   "the other colour, whatever its suit: a red 2 on the ace of "
                                   "clubs.")


def _automatic_colours() -> str:
    return _p(translate(
        "RulesWords", "With <i>Auto-move safe cards</i> on, a card goes up by itself after "
                      "each move when only one foundation takes it and no card left on "
                      "the table could still go on it: aces, and any card whose two cards "
                      "of the rank below and the other colour are already up. A card both "
                      "foundations take is yours to place. <i>Finish</i> sends the rest up "
                      "once every card left can go up from where it lies."),
        translate("RulesWords", "Undo takes back your move and its automatic moves "
                                "together. A single click on a card, or a double click, "
                                "sends it to the first foundation that takes it."))


def _summary_colours() -> str:
    return translate("RulesWords", "two foundations in alternate colours from the aces of "
                                   "clubs and hearts")


# Foundations by suit twice round (Double FreeCell).
def _goal_twice(_facts: Facts) -> str:
    return translate(
        "RulesWords",
        "<p>The game is played with 2 decks shuffled together. Move all 104 cards to the "
        "four <b>foundations</b>, one per suit. The four aces of the first deck start "
        "them, dealt there last, and each is built up by suit from the ace to the king "
        "and then <b>round again</b>, from the other ace to the other king, until it "
        "holds 26 cards.</p>")


def _onto_twice() -> str:
    return translate("RulesWords", "onto its foundation, if it is the next rank of that suit: "
                                   "after the king comes the other ace.")


def _automatic_twice() -> str:
    return _p(translate(
        "RulesWords", "With <i>Auto-move safe cards</i> on, a card goes up by itself "
                      "after each move only the second time round its foundation, once "
                      "its twin is up, and when no card of either deck left on the table "
                      "could still be built on it. The first time round "
                      "which of the two cards goes up is yours to choose. <i>Finish</i> "
                      "sends the rest up once every card left can go up from where it "
                      "lies, one after another."),
        translate("RulesWords", "Undo takes back your move and its automatic moves "
                                "together. A single click on a card, or a double click, "
                                "also sends it to its foundation when it fits."))


def _summary_twice() -> str:
    return translate("RulesWords", "four foundations, each by suit twice round from an ace of "
                                   "the first deck")


# Foundations one for every card, in fours (Footling).
def _goal_fours(facts: Facts) -> str:
    return fill(translate(
        "RulesWords",
        "<p>Move all %1 cards to the one <b>foundation</b>. It takes <b>every ace "
        "first</b>, in any order of suits, then every 2, then every 3, and so on up to "
        "the kings, whatever the suit: all %2 cards of a rank before the next rank.</p>"),
        facts.cards, 4 * facts.decks)


def _onto_fours() -> str:
    return translate("RulesWords", "onto the foundation, if it is of the rank the foundation "
                                   "takes next, whatever its suit.")


def _automatic_fours() -> str:
    return _p(translate(
        "RulesWords", "With <i>Auto-move safe cards</i> on, every card the foundation "
                      "takes goes up by itself after each move: the foundation takes a "
                      "rank only once every card of the rank below is up, so no card left "
                      "on the table could still go on it. <i>Finish</i> sends the rest up "
                      "once every card left can go up from where it lies, one after "
                      "another."),
        translate("RulesWords", "Undo takes back your move and its automatic moves "
                                "together. A single click on a card, or a double click, "
                                "also sends it to the foundation when it fits."))


def _summary_fours() -> str:
    return translate("RulesWords", "one foundation for every card: all the aces, then all the "
                                   "twos, and so on up to the kings")


# Foundations of whole runs (Spidercells).
def _goal_runs(_facts: Facts) -> str:
    return translate(
        "RulesWords",
        "<p>Move all 52 cards to the four <b>foundations</b>, which take any suit. A "
        "foundation takes only a <b>whole run</b>: the 13 cards from a king down to an "
        "ace in alternate colours, lying at the end of a column, go up together in one "
        "move, whatever free cells and columns are empty. A card never goes up on its "
        "own. Drag the run by its king, or click its ace.</p>")


def _onto_runs() -> str:
    return translate("RulesWords", "onto an empty foundation only as part of a whole run from "
                                   "king to ace, all 13 cards at once.")


def _automatic_runs() -> str:
    return _p(translate(
        "RulesWords", "With <i>Auto-move safe cards</i> on, a whole run from king to ace "
                      "at the end of a column goes up by itself after each move: nothing "
                      "can go on its ace, so it can no longer help on the table. "
                      "<i>Finish</i> sends the rest up once every column is whole runs."),
        translate("RulesWords", "Undo takes back your move and its automatic moves "
                                "together. A single click or a double click on the ace "
                                "of a whole run sends the run up."))


def _summary_runs() -> str:
    return translate("RulesWords", "each foundation takes a whole run from king to ace in "
                                   "alternate colours")


# One deck and two jokers, a fifth foundation for them (Obstruction).
def _goal_jokers(_facts: Facts) -> str:
    return translate(
        "RulesWords",
        "<p>The game is played with one deck and <b>two jokers</b>. Move all 54 cards to "
        "the five <b>foundations</b>: four by suit, each built up from the ace to the "
        "king, and a fifth that takes the two jokers, but only once the clubs, spades and "
        "hearts foundations are complete (the diamonds need not be).</p>"
        "<p>A joker <b>never goes on a column</b>, not even an empty one, and nothing goes "
        "on a joker: move it to a free cell, or up when its foundation takes it. A joker "
        "dealt inside a run moves with it, counting as an ace (the first joker) or a 2 "
        "(the second) of a colour of its own. A run moved to an empty column counts that "
        "column too among the empty ones that let it move.</p>")


def _onto_jokers() -> str:
    return translate("RulesWords", "onto its foundation, if it is the next rank of that suit; "
                                   "a joker onto the fifth foundation once the clubs, spades "
                                   "and hearts are complete.")


def _summary_jokers() -> str:
    return translate("RulesWords", "two jokers, which never go on a column, and a fifth "
                                   "foundation that takes them once the clubs, spades and "
                                   "hearts are complete")


#: The sentences of each kind of foundation, by its rule's key.
KIND_WORDS: dict[str, KindWords] = {
    "suit": KindWords(_goal_suit, _onto_suit),
    "rank": KindWords(_goal_rank, None, moving=_moving_cards_by_rank,
                      automatic=_automatic_rank, summary=_summary_rank, keeps_cards=True),
    "colours": KindWords(_goal_colours, _onto_colours, automatic=_automatic_colours,
                         summary=_summary_colours),
    "twice": KindWords(_goal_twice, _onto_twice, automatic=_automatic_twice,
                       summary=_summary_twice),
    "fours": KindWords(_goal_fours, _onto_fours, automatic=_automatic_fours,
                       summary=_summary_fours, keeps_cards=True),
    "runs": KindWords(_goal_runs, _onto_runs, automatic=_automatic_runs,
                      summary=_summary_runs, keeps_cards=True, takeback_in_summary=False),
    "jokers": KindWords(_goal_jokers, _onto_jokers, summary=_summary_jokers),
}
