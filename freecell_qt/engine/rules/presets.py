"""The named games: each preset is a row of fields of the rules table.

The rows are checked against PySolFC's and kpat's definitions; where ours
differ, docs/rules.md says how and why (docs/rules.md, Presets). A preset fixes every
field but the two options a player may set in any game (the supermove formula
and foundation take-back); FreeCell alone also lets the player pick 0-4 cells.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from freecell_qt.engine.errors import RulesError
from freecell_qt.engine.rules.foundations import RULES
from freecell_qt.engine.rules.options import (
    Base,
    Build,
    DealOrder,
    EmptyFill,
    FoundationBuild,
    Reserves,
    SequenceMove,
    Tableau,
)
from freecell_qt.engine.rules.reserves import RESERVE_RULES

DECK = 52


def rows_layout(columns: int, cards: int) -> tuple[int, ...]:
    """Cards per column when ``cards`` are dealt row by row into ``columns``.

    >>> rows_layout(8, 52), rows_layout(10, 50)
    ((7, 7, 7, 7, 6, 6, 6, 6), (5, 5, 5, 5, 5, 5, 5, 5, 5, 5))
    """
    whole, extra = divmod(cards, columns)
    return tuple(whole + (1 if index < extra else 0) for index in range(columns))


@dataclass(frozen=True, slots=True)
class PresetRow:
    """The fields a preset fixes; ``cells`` is the default when the preset allows a choice."""

    cells: int
    columns: int
    reserve: int
    deal: DealOrder
    build: Build
    fill: EmptyFill
    sequence: SequenceMove
    #: The cell counts the player may choose (a single one for most games).
    cell_choices: tuple[int, ...]
    #: Cards per column where the game has a shape of its own; None: row by row.
    shape: tuple[int, ...] | None = None
    #: Decks shuffled together: 1 to 3.
    decks: int = 1
    base: Base = Base.ACE
    #: Free cell ``i`` takes only suit ``i % 4`` (Four Colours).
    suit_cells: bool = False
    foundation: FoundationBuild = FoundationBuild.SUIT
    #: Ranks go round on the columns (a king goes on an ace): as the base has
    #: it (``Base.columns_wrap``) unless the game says otherwise.
    column_wrap: bool = False
    #: Reserve piles beside the columns (Limpopo, Headquarters, Needle ...).
    reserves: Reserves = Reserves.NONE
    #: Columns of two kinds (Antares).
    tableau: Tableau = Tableau.PLAIN
    #: Free cell ``i`` holding a card turns column ``i``'s top card face down (Flipper).
    cells_cover: bool = False
    #: Every card of a column but the last is dealt face down (Opera).
    face_down: bool = False

    @property
    def layout(self) -> tuple[int, ...]:
        if self.deal is DealOrder.SUITS:
            return suits_layout(self.columns, self.decks)
        return self.shape or rows_layout(
            self.columns,
            dealt_cards(self.decks, self.base, self.foundation, self.deal) - self.reserve
            - RESERVE_RULES[self.reserves].dealt)


def suits_layout(columns: int, decks: int) -> tuple[int, ...]:
    """Cards per column when each card goes to the column of its suit: all of
    a suit in one of the first four columns, nothing in the others.

    >>> suits_layout(7, 1)
    (13, 13, 13, 13, 0, 0, 0)
    """
    return (13 * decks,) * 4 + (0,) * (columns - 4)


def dealt_cards(decks: int, base: Base,
                foundation: FoundationBuild = FoundationBuild.SUIT,
                deal: DealOrder = DealOrder.ROWS) -> int:
    """Cards dealt to the columns and cells: all but those that start the foundations.

    A pack with jokers (Obstruction) deals them too. With a dealt base every
    copy of the base card but the first goes to a foundation; so do the cards
    a kind of foundation starts with (``FoundationRule.started``), and the aces
    of a deal that sends them up as they come (``DealOrder.KINGS_ACES``) or
    before the deal (``DealOrder.ACES_UP``).
    """
    started = RULES[foundation].started(decks)
    if deal in (DealOrder.KINGS_ACES, DealOrder.ACES_UP):
        started += 4 * decks
    return DECK * decks + RULES[foundation].jokers - started - base.up_at_deal(decks)


def _row(
    cells: int = 4,
    columns: int = 8,
    reserve: int = 0,
    deal: DealOrder = DealOrder.ROWS,
    build: Build = Build.ALTERNATE_COLOURS,
    fill: EmptyFill = EmptyFill.ANY,
    sequence: SequenceMove = SequenceMove.SUPERMOVE,
    cell_choices: tuple[int, ...] | None = None,
    shape: tuple[int, ...] | None = None,
    decks: int = 1,
    base: Base = Base.ACE,
    suit_cells: bool = False,
    foundation: FoundationBuild = FoundationBuild.SUIT,
    column_wrap: bool | None = None,
    reserves: Reserves = Reserves.NONE,
    cells_cover: bool = False,
    tableau: Tableau = Tableau.PLAIN,
    face_down: bool = False,
) -> PresetRow:
    return PresetRow(cells, columns, reserve, deal, build, fill, sequence,
                     cell_choices or (cells,), shape, decks, base, suit_cells, foundation,
                     base.columns_wrap if column_wrap is None else column_wrap, reserves,
                     tableau, cells_cover, face_down)


_SUIT, _KINGS = Build.SAME_SUIT, EmptyFill.KINGS
#: Needle's V of columns: PySolFC deals rows to the first and last four,
#: four, three, then two columns, which is row by row over this shape.
_NEEDLE_SHAPE = (8, 8, 4, 2, 0, 2, 4, 8, 8)


class Preset(Enum):
    """A named game, declared once: its word on the command line and in saved
    games (the value), its title, the two letters of its codes and its row of
    the rules table. A new game is one more line here, and its title in
    ``words/rules_words.py``.
    """

    _value_: str
    #: The player's name of the game (English; windows translate it).
    title: str
    #: The two letters that begin this game's codes (``docs/codes.md``).
    code_prefix: str
    #: The fields the game fixes: its row of the rules table.
    row: PresetRow

    def __new__(cls, word: str, title: str, prefix: str, row: PresetRow) -> Preset:
        member = object.__new__(cls)
        member._value_ = word
        member.title = title
        member.code_prefix = prefix
        member.row = row
        return member

    FREECELL = ("freecell", "FreeCell", "FC",
        _row(cell_choices=(0, 1, 2, 3, 4)))
    FORECELL = ("forecell", "ForeCell", "FO",
        _row(reserve=4, fill=_KINGS))
    BAKERS_GAME = ("bakers-game", "Baker's Game", "BG",
        _row(build=_SUIT))
    KING_ONLY_BAKERS_GAME = ("king-only-bakers-game", "King Only Baker's Game", "KB",
        _row(build=_SUIT, fill=_KINGS))
    EIGHT_OFF = ("eight-off", "Eight Off", "EO",
        _row(cells=8, reserve=4, build=_SUIT, fill=_KINGS))
    # Two decks: twelve columns of eight, the last eight cards to the eight cells.
    DOUBLE_EIGHT_OFF = ("double-eight-off", "Double Eight Off", "DE",
        _row(cells=8, columns=12, reserve=8, build=_SUIT, fill=_KINGS, decks=2))
    SEAHAVEN_TOWERS = ("seahaven-towers", "Seahaven Towers", "ST",
        _row(columns=10, reserve=2, build=_SUIT, fill=_KINGS))
    RELAXED_SEAHAVEN_TOWERS = ("relaxed-seahaven-towers", "Relaxed Seahaven Towers", "RS",
        _row(columns=10, reserve=2, build=_SUIT, fill=_KINGS,
             sequence=SequenceMove.UNLIMITED))
    # PySolFC's Ocean Towers: two decks, fourteen columns of seven, six cards to the cells.
    DOUBLE_SEAHAVEN_TOWERS = ("double-seahaven-towers", "Double Seahaven Towers", "DS",
        _row(cells=8, columns=14, reserve=6, build=_SUIT, fill=_KINGS, decks=2))
    RELAXED_FREECELL = ("relaxed-freecell", "Relaxed FreeCell", "RF",
        _row(sequence=SequenceMove.UNLIMITED))
    CHALLENGE_FREECELL = ("challenge-freecell", "Challenge FreeCell", "CF",
        _row(deal=DealOrder.CHALLENGE))
    SUPER_CHALLENGE_FREECELL = ("super-challenge-freecell", "Super Challenge FreeCell", "SC",
        _row(deal=DealOrder.CHALLENGE, fill=_KINGS))
    SEVEN_BY_FOUR = ("seven-by-four", "Seven by Four", "SF",
        _row(columns=7))
    SEVEN_BY_FIVE = ("seven-by-five", "Seven by Five", "SV",
        _row(cells=5, columns=7))
    # A staircase: column n holds n cards, the last three eight each.
    BATH = ("bath", "Bath", "BA",
        _row(cells=2, columns=10, fill=_KINGS, shape=(1, 2, 3, 4, 5, 6, 7, 8, 8, 8)))
    # Two and three decks: four foundations a deck, each from the ace to the king.
    # PySolFC's "Double FreeCell (Traditional)": its word, letters and statistics
    # stay those of the game first shipped as "Double FreeCell".
    DOUBLE_FREECELL = ("double-freecell", "Double FreeCell (Traditional)", "DF",
        _row(cells=8, columns=10, decks=2))
    # PySolFC's Double FreeCell: four foundations, each by suit twice round from
    # the ace (26 cards), started by the first deck's four aces, dealt last.
    DOUBLE_FREECELL_ROUND = ("double-freecell-round", "Double FreeCell", "DR",
        _row(cells=6, columns=10, decks=2, foundation=FoundationBuild.TWICE))
    TRIPLE_FREECELL = ("triple-freecell", "Triple FreeCell", "TF",
        _row(cells=10, columns=13, decks=3))
    REPAIR = ("repair", "Repair", "RP",
        _row(columns=10, reserve=4, sequence=SequenceMove.UNLIMITED, decks=2))
    CELL_11 = ("cell-11", "Cell 11", "CE",
        _row(cells=11, columns=12, reserve=2, decks=3,
             shape=(12, *(13,) * 10, 12)))
    # PySolFC's columns in both (AC_RowStack) move any run at once, whatever the cells hold.
    BIG_CELL = ("big-cell", "Big Cell", "BC",
        _row(columns=13, sequence=SequenceMove.UNLIMITED, decks=3))
    DEEP = ("deep", "Deep", "DP",
        _row(cells=8, sequence=SequenceMove.UNLIMITED, decks=2))
    # A dealt base: the first card dealt (deepest in column 1) sets the rank every
    # foundation starts from; ranks go round, and "kings" is the rank below the base.
    # PySolFC's columns there (SS_RowStack) move any run at once, whatever the cells hold.
    PENGUIN = ("penguin", "Penguin", "PE",
        _row(cells=7, columns=7, build=_SUIT, fill=_KINGS,
             sequence=SequenceMove.UNLIMITED, base=Base.DEALT))
    OPUS = ("opus", "Opus", "OP",
        _row(cells=5, columns=7, build=_SUIT, fill=_KINGS,
             sequence=SequenceMove.UNLIMITED, base=Base.DEALT))
    # Penguin's columns, going round, with foundations from the ace and any card
    # in an empty column; three columns get an eighth card (PySolFC's rows[::3]).
    TUXEDO = ("tuxedo", "Tuxedo", "TX",
        _row(cells=7, columns=7, build=_SUIT, sequence=SequenceMove.UNLIMITED,
             shape=(8, 7, 7, 8, 7, 7, 8), column_wrap=True))
    # The first card's rank is the base: all four cards of it start the foundations,
    # which go round from it; the columns do not. The last four cards go to the cells.
    PETAL = ("petal", "Petal", "PT",
        _row(reserve=4, base=Base.ALL_UP))
    # A cell for each suit, and each suit dealt to a column of its own, three left empty.
    # PySolFC's columns in both (AC_RowStack) move any run at once, as here.
    FOUR_COLOURS = ("four-colours", "Four Colours", "CO",
        _row(columns=7, deal=DealOrder.SUITS, sequence=SequenceMove.UNLIMITED,
             suit_cells=True))
    # Seven by Four with a cell for each suit; and FreeCell built regardless of suit.
    GERMAN_FREECELL = ("german-freecell", "German FreeCell", "GF",
        _row(columns=7, sequence=SequenceMove.UNLIMITED, suit_cells=True))
    KINGCELL = ("kingcell", "KingCell", "KC",
        _row(build=Build.ANY_SUIT, fill=_KINGS))
    # Nothing is built on the columns: cards go to the two cells and up, onto four
    # foundations started by the last four cards dealt, each by rank whatever the suit.
    STALACTITES = ("stalactites", "Stalactites", "SL",
        _row(cells=2, build=Build.NONE, fill=EmptyFill.NONE,
             sequence=SequenceMove.ONE_CARD, foundation=FoundationBuild.RANK))
    # Two foundations, started by the aces of clubs and hearts, each built up in
    # alternate colours twice round; the last two cards dealt go to the two cells.
    CLINK = ("clink", "Clink", "CK",
        _row(cells=2, reserve=2, sequence=SequenceMove.UNLIMITED,
             foundation=FoundationBuild.COLOURS))
    # FreeCell's deal and columns, but four foundations of any suit, each taking
    # one whole run from king to ace in alternate colours in one move (PySolFC's
    # Spider_AC_Foundation); the run goes up whatever the cells and columns hold.
    SPIDERCELLS = ("spidercells", "Spidercells", "SP",
        _row(foundation=FoundationBuild.RUNS))
    # Two decks dealt one card at a time, each king starting the next column, so
    # the cards decide the columns' lengths; an empty column never takes a card.
    # Kings and Retinue have a column for each king and deal the last king first;
    # Snake and Retinue send each ace up as it is dealt. Kings and Cat's Tail move
    # any run at once; Snake and Retinue F + 1 cards (empty columns never relay).
    KINGS = ("kings", "Kings", "KG",
        _row(cells=8, deal=DealOrder.KINGS, fill=EmptyFill.NONE,
             sequence=SequenceMove.UNLIMITED, decks=2))
    CATS_TAIL = ("cats-tail", "Cat's Tail", "CT",
        _row(cells=8, columns=9, deal=DealOrder.KINGS, fill=EmptyFill.NONE,
             sequence=SequenceMove.UNLIMITED, decks=2))
    SNAKE = ("snake", "Snake", "SN",
        _row(cells=7, columns=9, deal=DealOrder.KINGS_ACES, fill=EmptyFill.NONE, decks=2))
    RETINUE = ("retinue", "Retinue", "RE",
        _row(cells=8, deal=DealOrder.KINGS_ACES, fill=EmptyFill.NONE, decks=2))
    # One foundation for all the cards: every ace, then every 2 (eight of each
    # rank with two decks), and so on up to the kings, whatever the suit. PySolFC's
    # columns (AC_RowStack) move any run at once, whatever the cells hold.
    FOOTLING = ("footling", "Footling", "FT",
        _row(sequence=SequenceMove.UNLIMITED, foundation=FoundationBuild.FOURS))
    DOUBLE_FOOTLING = ("double-footling", "Double Footling", "DT",
        _row(cells=5, columns=10, sequence=SequenceMove.UNLIMITED, decks=2,
             foundation=FoundationBuild.FOURS))
    # Reserve piles beside the columns instead of free cells (PySolFC's
    # Headquarters_Reserve and ReserveStacks). Headquarters: six piles, each
    # taking a whole run when empty, any part of which may leave; its columns
    # are never filled. Limpopo: two piles of up to four cards, a card in or
    # out at a time. Both deal 13 cards to each of eight columns and move any
    # run at once (AC_RowStack).
    HEADQUARTERS = ("headquarters", "Headquarters", "HQ",
        _row(cells=0, fill=EmptyFill.NONE, sequence=SequenceMove.UNLIMITED, decks=2,
             reserves=Reserves.RUNS))
    LIMPOPO = ("limpopo", "Limpopo", "LI",
        _row(cells=0, sequence=SequenceMove.UNLIMITED, decks=2, reserves=Reserves.FOUR_CARDS))
    # One reserve pile dealt the first eight cards, then nine columns in a V,
    # the middle one empty; cards move one at a time (AC_RowStack, max_move=1).
    # The pile takes cards back up to 18 (Needle), up to 8 (Haystack) or none
    # (Pitchfork).
    NEEDLE = ("needle", "Needle", "NE",
        _row(cells=0, columns=9, sequence=SequenceMove.ONE_CARD,
             shape=_NEEDLE_SHAPE, reserves=Reserves.EIGHTEEN))
    HAYSTACK = ("haystack", "Haystack", "HY",
        _row(cells=0, columns=9, sequence=SequenceMove.ONE_CARD,
             shape=_NEEDLE_SHAPE, reserves=Reserves.EIGHT))
    PITCHFORK = ("pitchfork", "Pitchfork", "PF",
        _row(cells=0, columns=9, sequence=SequenceMove.ONE_CARD,
             shape=_NEEDLE_SHAPE, reserves=Reserves.CLOSED))
    # Tuxedo's table and deal, built in alternate colours without going round;
    # free cell i belongs to column i: while it holds a card, the column's top
    # card lies face down, and neither leaves nor takes a card (PySolFC 713).
    FLIPPER = ("flipper", "Flipper", "FP",
        _row(cells=7, columns=7, sequence=SequenceMove.UNLIMITED,
             shape=(8, 7, 7, 8, 7, 7, 8), cells_cover=True))
    # Columns of two kinds: the left four build down in alternate colours and take
    # any pile whose first card fits (DemonsAndThieves_AC_RowStack); the right
    # four build down by suit, give any number of their cards at once and take
    # only a king-headed pile when empty (Yukon_SS_RowStack, base_rank=KING).
    ANTARES = ("antares", "Antares", "AN",
        _row(sequence=SequenceMove.UNLIMITED, tableau=Tableau.HALVES))
    # FreeCell whose columns are dealt face down but for their last card:
    # five rows to all eight columns and a sixth to the first four face down,
    # then one row face up. A face-down card turns up once it is exposed.
    OPERA = ("opera", "Opera", "OR",
        _row(face_down=True))
    # 52 one-card piles in five overlapping tiers (10, 11, 10, 11, 10), six free
    # cells: a pile under one that holds cards neither gives nor takes, but may
    # take all of the one pile over it; only the top tier's empty piles take a
    # card, and only they relay a move of several (Sarlacc_RowStack).
    SARLACC = ("sarlacc", "Sarlacc", "SR",
        _row(cells=6, columns=52, tableau=Tableau.INTERLOCK))
    # FreeCell with two jokers shuffled into the deck: 54 cards dealt row by
    # row (7, 7, 7, 7, 7, 7, 6, 6); a joker never goes on a column and nothing
    # goes on one; a fifth foundation takes the jokers once the clubs, spades
    # and hearts are complete (PySolFC's Obstruction).
    OBSTRUCTION = ("obstruction", "Obstruction", "OB",
        _row(foundation=FoundationBuild.JOKERS))
    CUSTOM = ("custom", "Custom game", "CU",
        _row())

    @classmethod
    def parse(cls, text: str) -> Preset:
        """A preset from its word, any case; ``_`` and spaces read as ``-``.

        >>> Preset.parse("Bakers_Game")
        <Preset.BAKERS_GAME: 'bakers-game'>
        """
        word = text.strip().lower().replace("_", "-").replace(" ", "-").replace("'", "")
        found = next((preset for preset in cls if preset.value == word), None)
        if found is None:
            raise RulesError(
                f"unknown game {text[:24]!r} (expected one of {', '.join(p.value for p in cls)})")
        return found

    @classmethod
    def from_prefix(cls, prefix: str) -> Preset | None:
        return next((p for p in cls if p.code_prefix == prefix), None)


#: The rules table: every preset as data. Custom games start from FreeCell's row.
TABLE: dict[Preset, PresetRow] = {preset: preset.row for preset in Preset}

#: The presets in the order a player meets them (menus, ``--help``).
PRESETS: tuple[Preset, ...] = tuple(p for p in Preset if p is not Preset.CUSTOM)
