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
from freecell_qt.engine.rules.options import (
    Base,
    Build,
    DealOrder,
    EmptyFill,
    FoundationBuild,
    SequenceMove,
)

DECK = 52


def rows_layout(columns: int, cards: int) -> tuple[int, ...]:
    """Cards per column when ``cards`` are dealt row by row into ``columns``.

    >>> rows_layout(8, 52), rows_layout(10, 50)
    ((7, 7, 7, 7, 6, 6, 6, 6), (5, 5, 5, 5, 5, 5, 5, 5, 5, 5))
    """
    whole, extra = divmod(cards, columns)
    return tuple(whole + (1 if index < extra else 0) for index in range(columns))


class Preset(Enum):
    """A named game; the value is its word on the command line and in saved games."""

    FREECELL = "freecell"
    FORECELL = "forecell"
    BAKERS_GAME = "bakers-game"
    KING_ONLY_BAKERS_GAME = "king-only-bakers-game"
    EIGHT_OFF = "eight-off"
    SEAHAVEN_TOWERS = "seahaven-towers"
    RELAXED_SEAHAVEN_TOWERS = "relaxed-seahaven-towers"
    RELAXED_FREECELL = "relaxed-freecell"
    CHALLENGE_FREECELL = "challenge-freecell"
    SUPER_CHALLENGE_FREECELL = "super-challenge-freecell"
    SEVEN_BY_FOUR = "seven-by-four"
    SEVEN_BY_FIVE = "seven-by-five"
    BATH = "bath"
    DOUBLE_FREECELL = "double-freecell"
    TRIPLE_FREECELL = "triple-freecell"
    REPAIR = "repair"
    CELL_11 = "cell-11"
    PENGUIN = "penguin"
    OPUS = "opus"
    FOUR_COLOURS = "four-colours"
    GERMAN_FREECELL = "german-freecell"
    KINGCELL = "kingcell"
    STALACTITES = "stalactites"
    CLINK = "clink"
    CUSTOM = "custom"

    @property
    def title(self) -> str:
        """The player's name of the game (English; windows translate it)."""
        return _TITLES[self]

    @property
    def code_prefix(self) -> str:
        """The two letters that begin this game's codes (``docs/codes.md``)."""
        return _PREFIXES[self]

    @classmethod
    def parse(cls, text: str) -> Preset:
        """A preset from its word, any case; ``_`` and spaces read as ``-``.

        >>> Preset.parse("Bakers_Game")
        <Preset.BAKERS_GAME: 'bakers-game'>
        """
        word = text.strip().lower().replace("_", "-").replace(" ", "-").replace("'", "")
        try:
            return cls(word)
        except ValueError:
            raise RulesError(
                f"unknown game {text[:24]!r} (expected one of {', '.join(p.value for p in cls)})"
            ) from None

    @classmethod
    def from_prefix(cls, prefix: str) -> Preset | None:
        return next((p for p in cls if p.code_prefix == prefix), None)


_TITLES = {
    Preset.FREECELL: "FreeCell",
    Preset.FORECELL: "ForeCell",
    Preset.BAKERS_GAME: "Baker's Game",
    Preset.KING_ONLY_BAKERS_GAME: "King Only Baker's Game",
    Preset.EIGHT_OFF: "Eight Off",
    Preset.SEAHAVEN_TOWERS: "Seahaven Towers",
    Preset.RELAXED_SEAHAVEN_TOWERS: "Relaxed Seahaven Towers",
    Preset.RELAXED_FREECELL: "Relaxed FreeCell",
    Preset.CHALLENGE_FREECELL: "Challenge FreeCell",
    Preset.SUPER_CHALLENGE_FREECELL: "Super Challenge FreeCell",
    Preset.SEVEN_BY_FOUR: "Seven by Four",
    Preset.SEVEN_BY_FIVE: "Seven by Five",
    Preset.BATH: "Bath",
    Preset.DOUBLE_FREECELL: "Double FreeCell",
    Preset.TRIPLE_FREECELL: "Triple FreeCell",
    Preset.REPAIR: "Repair",
    Preset.CELL_11: "Cell 11",
    Preset.PENGUIN: "Penguin",
    Preset.OPUS: "Opus",
    Preset.FOUR_COLOURS: "Four Colours",
    Preset.GERMAN_FREECELL: "German FreeCell",
    Preset.KINGCELL: "KingCell",
    Preset.STALACTITES: "Stalactites",
    Preset.CLINK: "Clink",
    Preset.CUSTOM: "Custom game",
}

_PREFIXES = {
    Preset.FREECELL: "FC",
    Preset.FORECELL: "FO",
    Preset.BAKERS_GAME: "BG",
    Preset.KING_ONLY_BAKERS_GAME: "KB",
    Preset.EIGHT_OFF: "EO",
    Preset.SEAHAVEN_TOWERS: "ST",
    Preset.RELAXED_SEAHAVEN_TOWERS: "RS",
    Preset.RELAXED_FREECELL: "RF",
    Preset.CHALLENGE_FREECELL: "CF",
    Preset.SUPER_CHALLENGE_FREECELL: "SC",
    Preset.SEVEN_BY_FOUR: "SF",
    Preset.SEVEN_BY_FIVE: "SV",
    Preset.BATH: "BA",
    Preset.DOUBLE_FREECELL: "DF",
    Preset.TRIPLE_FREECELL: "TF",
    Preset.REPAIR: "RP",
    Preset.CELL_11: "CE",
    Preset.PENGUIN: "PE",
    Preset.OPUS: "OP",
    Preset.FOUR_COLOURS: "CO",
    Preset.GERMAN_FREECELL: "GF",
    Preset.KINGCELL: "KC",
    Preset.STALACTITES: "SL",
    Preset.CLINK: "CK",
    Preset.CUSTOM: "CU",
}


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

    @property
    def layout(self) -> tuple[int, ...]:
        if self.deal is DealOrder.SUITS:
            return suits_layout(self.columns, self.decks)
        return self.shape or rows_layout(
            self.columns, dealt_cards(self.decks, self.base, self.foundation) - self.reserve)


def suits_layout(columns: int, decks: int) -> tuple[int, ...]:
    """Cards per column when each card goes to the column of its suit: all of
    a suit in one of the first four columns, nothing in the others.

    >>> suits_layout(7, 1)
    (13, 13, 13, 13, 0, 0, 0)
    """
    return (13 * decks,) * 4 + (0,) * (columns - 4)


def dealt_cards(decks: int, base: Base,
                foundation: FoundationBuild = FoundationBuild.SUIT) -> int:
    """Cards dealt to the columns and cells: all but those that start the foundations.

    With a dealt base every copy of the base card but the first goes to a
    foundation; with foundations by rank the last four cards dealt do, and
    with foundations in alternate colours two aces.
    """
    if foundation is FoundationBuild.RANK:
        return DECK * decks - 4 * decks
    if foundation is FoundationBuild.COLOURS:
        return DECK * decks - 2 * decks
    return DECK * decks - (4 * decks - 1 if base is Base.DEALT else 0)


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
) -> PresetRow:
    return PresetRow(cells, columns, reserve, deal, build, fill, sequence,
                     cell_choices or (cells,), shape, decks, base, suit_cells, foundation)


_SUIT, _KINGS = Build.SAME_SUIT, EmptyFill.KINGS

#: The rules table: every preset as data. Custom games start from FreeCell's row.
TABLE: dict[Preset, PresetRow] = {
    Preset.FREECELL: _row(cell_choices=(0, 1, 2, 3, 4)),
    Preset.FORECELL: _row(reserve=4, fill=_KINGS),
    Preset.BAKERS_GAME: _row(build=_SUIT),
    Preset.KING_ONLY_BAKERS_GAME: _row(build=_SUIT, fill=_KINGS),
    Preset.EIGHT_OFF: _row(cells=8, reserve=4, build=_SUIT, fill=_KINGS),
    Preset.SEAHAVEN_TOWERS: _row(columns=10, reserve=2, build=_SUIT, fill=_KINGS),
    Preset.RELAXED_SEAHAVEN_TOWERS: _row(columns=10, reserve=2, build=_SUIT, fill=_KINGS,
                                         sequence=SequenceMove.UNLIMITED),
    Preset.RELAXED_FREECELL: _row(sequence=SequenceMove.UNLIMITED),
    Preset.CHALLENGE_FREECELL: _row(deal=DealOrder.CHALLENGE),
    Preset.SUPER_CHALLENGE_FREECELL: _row(deal=DealOrder.CHALLENGE, fill=_KINGS),
    Preset.SEVEN_BY_FOUR: _row(columns=7),
    Preset.SEVEN_BY_FIVE: _row(cells=5, columns=7),
    # A staircase: column n holds n cards, the last three eight each.
    Preset.BATH: _row(cells=2, columns=10, fill=_KINGS, shape=(1, 2, 3, 4, 5, 6, 7, 8, 8, 8)),
    # Two and three decks: four foundations a deck, each from the ace to the king.
    Preset.DOUBLE_FREECELL: _row(cells=8, columns=10, decks=2),
    Preset.TRIPLE_FREECELL: _row(cells=10, columns=13, decks=3),
    Preset.REPAIR: _row(columns=10, reserve=4, sequence=SequenceMove.UNLIMITED, decks=2),
    Preset.CELL_11: _row(cells=11, columns=12, reserve=2, decks=3,
                         shape=(12, *(13,) * 10, 12)),
    # A dealt base: the first card dealt (deepest in column 1) sets the rank every
    # foundation starts from; ranks go round, and "kings" is the rank below the base.
    # PySolFC's columns there (SS_RowStack) move any run at once, whatever the cells hold.
    Preset.PENGUIN: _row(cells=7, columns=7, build=_SUIT, fill=_KINGS,
                         sequence=SequenceMove.UNLIMITED, base=Base.DEALT),
    Preset.OPUS: _row(cells=5, columns=7, build=_SUIT, fill=_KINGS,
                      sequence=SequenceMove.UNLIMITED, base=Base.DEALT),
    # A cell for each suit, and each suit dealt to a column of its own, three left empty.
    # PySolFC's columns in both (AC_RowStack) move any run at once, as here.
    Preset.FOUR_COLOURS: _row(columns=7, deal=DealOrder.SUITS, sequence=SequenceMove.UNLIMITED,
                              suit_cells=True),
    # Seven by Four with a cell for each suit; and FreeCell built regardless of suit.
    Preset.GERMAN_FREECELL: _row(columns=7, sequence=SequenceMove.UNLIMITED, suit_cells=True),
    Preset.KINGCELL: _row(build=Build.ANY_SUIT, fill=_KINGS),
    # Nothing is built on the columns: cards go to the two cells and up, onto four
    # foundations started by the last four cards dealt, each by rank whatever the suit.
    Preset.STALACTITES: _row(cells=2, build=Build.NONE, fill=EmptyFill.NONE,
                             sequence=SequenceMove.ONE_CARD, foundation=FoundationBuild.RANK),
    # Two foundations, started by the aces of clubs and hearts, each built up in
    # alternate colours twice round; the last two cards dealt go to the two cells.
    Preset.CLINK: _row(cells=2, reserve=2, sequence=SequenceMove.UNLIMITED,
                       foundation=FoundationBuild.COLOURS),
    Preset.CUSTOM: _row(),
}

#: The presets in the order a player meets them (menus, ``--help``).
PRESETS: tuple[Preset, ...] = tuple(p for p in Preset if p is not Preset.CUSTOM)
