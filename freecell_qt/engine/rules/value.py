"""``Rules``: every option of one game in one immutable value.

No rule is decided anywhere else: the table, the controller, the codes, the
solver and the dialogs ask the ``Rules`` of the game. A preset is a row of
``presets.TABLE``; a custom game sets the fields itself, and a custom rule set
that equals a preset's row *is* that preset (one game, one code, one line of
statistics).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict, Unpack

from freecell_qt.engine.cards import Card, pack
from freecell_qt.engine.errors import RulesError
from freecell_qt.engine.rules.columns import ColumnRule
from freecell_qt.engine.rules.covers import CoverRule, cover_rule
from freecell_qt.engine.rules.foundations import RULES, FoundationRule
from freecell_qt.engine.rules.options import (
    BASE_LETTERS,
    BUILD_LETTERS,
    COVER_LETTER,
    DEAL_LETTERS,
    FACE_DOWN_LETTER,
    FILL_LETTERS,
    FOUNDATION_LETTERS,
    KING_DEALS,
    RESERVE_LETTERS,
    SEQUENCE_LETTERS,
    TABLEAU_LETTERS,
    WRAP_LETTERS,
    Base,
    Build,
    DealOrder,
    EmptyFill,
    FoundationBuild,
    Reserves,
    SafeAutomove,
    SequenceMove,
    Supermove,
    Tableau,
    parse_option,
)
from freecell_qt.engine.rules.presets import (
    DECK,
    TABLE,
    Preset,
    dealt_cards,
    rows_layout,
    suits_layout,
)
from freecell_qt.engine.rules.reserves import RESERVE_RULES, ReserveRule

MIN_CELLS, MAX_CELLS = 0, 11
MIN_COLUMNS, MAX_COLUMNS = 4, 14
MIN_DECKS, MAX_DECKS = 1, 3
#: More than any run can hold: what ``SequenceMove.UNLIMITED`` allows.
UNLIMITED_CAPACITY = DECK



class RuleFields(TypedDict, total=False):
    """The fields a custom game may set, by the keyword ``Rules`` takes them."""

    columns: int
    layout: tuple[int, ...]
    reserve: int
    deal: DealOrder
    build: Build
    fill: EmptyFill
    sequence: SequenceMove
    decks: int
    base: Base
    suit_cells: bool
    foundation: FoundationBuild
    #: None: as the base has it (``Base.columns_wrap``).
    column_wrap: bool | None
    reserves: Reserves
    cells_cover: bool
    tableau: Tableau
    face_down: bool


_FIELDS = ("cells", "columns", "layout", "reserve", "deal", "build", "fill", "sequence",
           "decks", "base", "suit_cells", "foundation", "column_wrap", "reserves",
           "cells_cover", "tableau", "face_down")


@dataclass(frozen=True, slots=True, init=False)
class Rules:
    """The rules of one game.

    ``Rules()`` is 4-cell FreeCell; ``Rules(Preset.FREECELL, 2)`` 2-cell
    FreeCell; ``Rules.preset("eight-off")`` Eight Off. A custom game names
    ``Preset.CUSTOM`` and its fields (the rest are FreeCell's)::

    >>> Rules(Preset.CUSTOM, 6, columns=10).title
    'Custom game'
    >>> Rules(Preset.CUSTOM, build=Build.SAME_SUIT).game   # that is a preset's row
    <Preset.BAKERS_GAME: 'bakers-game'>
    >>> Rules(Preset.FORECELL, 2)
    Traceback (most recent call last):
    ...
    freecell_qt.engine.errors.RulesError: ForeCell is played with 4 free cells

    ``supermove`` and ``takeback`` are options of any game (preferences), not
    part of what makes it a game: codes and statistics leave them out.

    ``column_wrap``: ranks go round on the columns (a king goes on an ace).
    Left out, it is as the base has it (``Base.columns_wrap``: with a base
    dealt into column 1, as in Penguin); a game may say otherwise (Tuxedo's
    columns go round with foundations from the ace, Petal's do not).
    """

    game: Preset
    cells: int
    columns: int
    layout: tuple[int, ...]
    reserve: int
    deal: DealOrder
    build: Build
    fill: EmptyFill
    sequence: SequenceMove
    decks: int
    base: Base
    suit_cells: bool
    foundation: FoundationBuild
    column_wrap: bool
    #: Reserve piles beside the columns, kept after them in a position.
    reserves: Reserves
    #: Columns of two kinds (Antares), or one.
    tableau: Tableau
    #: Free cell ``i`` holding a card turns column ``i``'s top card face down
    #: (Flipper): ``cover_rule`` says which columns that covers.
    cells_cover: bool
    #: Every card of a column but the last is dealt face down, and turns up
    #: once exposed (Opera; ``Position.down``).
    face_down: bool
    supermove: Supermove
    takeback: bool
    #: What the columns take: made from the fields above, so never compared.
    column_rule: ColumnRule = field(init=False, compare=False, repr=False)
    #: Which columns' top cards lie face down: made from ``cells_cover``.
    cover_rule: CoverRule = field(init=False, compare=False, repr=False)

    def __init__(
        self,
        game: Preset | str = Preset.FREECELL,
        cells: int | None = None,
        supermove: Supermove = Supermove.DOUBLING,
        takeback: bool = False,
        *,
        columns: int | None = None,
        layout: tuple[int, ...] | None = None,
        reserve: int | None = None,
        deal: DealOrder | None = None,
        build: Build | None = None,
        fill: EmptyFill | None = None,
        sequence: SequenceMove | None = None,
        decks: int | None = None,
        base: Base | None = None,
        suit_cells: bool | None = None,
        foundation: FoundationBuild | None = None,
        column_wrap: bool | None = None,
        reserves: Reserves | None = None,
        tableau: Tableau | None = None,
        cells_cover: bool | None = None,
        face_down: bool | None = None,
    ) -> None:
        asked = Preset.parse(game) if isinstance(game, str) else game
        row = TABLE[asked]
        reserve = row.reserve if reserve is None else reserve
        decks = row.decks if decks is None else decks
        base = row.base if base is None else base
        suit_cells = row.suit_cells if suit_cells is None else suit_cells
        deal = row.deal if deal is None else deal
        foundation = row.foundation if foundation is None else foundation
        reserves = row.reserves if reserves is None else reserves
        tableau = row.tableau if tableau is None else tableau
        cells_cover = row.cells_cover if cells_cover is None else cells_cover
        face_down = row.face_down if face_down is None else face_down
        if column_wrap is None:
            column_wrap = row.column_wrap if base is row.base else base.columns_wrap
        _check_whole("decks", decks, MIN_DECKS, MAX_DECKS)
        if layout is not None:
            layout = tuple(layout)
            columns = len(layout) if columns is None else columns
        columns = row.columns if columns is None else columns
        _check_whole("cells", cells if cells is not None else 0, MIN_CELLS, MAX_CELLS)
        _check_whole("columns", columns, MIN_COLUMNS, MAX_COLUMNS)
        _check_whole("pre-dealt cards", reserve, 0, MAX_CELLS)
        if layout is None and deal is DealOrder.SUITS:
            layout = suits_layout(columns, decks)
        if layout is None:
            # A preset's own shape, unless the columns or pre-dealt cards change it.
            dealt = dealt_cards(decks, base, foundation, deal)
            same = (columns, reserve, decks, base, foundation, dealt, reserves) == (
                row.columns, row.reserve, row.decks, row.base, row.foundation,
                dealt_cards(row.decks, row.base, row.foundation, row.deal), row.reserves)
            layout = row.layout if same else rows_layout(
                columns, dealt - reserve - RESERVE_RULES[reserves].dealt)
        values: dict[str, object] = {
            "cells": row.cells if cells is None else cells,
            "columns": columns,
            "layout": layout,
            "reserve": reserve,
            "deal": deal,
            "build": row.build if build is None else build,
            "fill": row.fill if fill is None else fill,
            "sequence": row.sequence if sequence is None else sequence,
            "decks": decks,
            "base": base,
            "suit_cells": suit_cells,
            "foundation": foundation,
            "column_wrap": column_wrap,
            "reserves": reserves,
            "tableau": tableau,
            "cells_cover": cells_cover,
            "face_down": face_down,
            "supermove": supermove,
            "takeback": takeback,
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)
        object.__setattr__(self, "column_rule", ColumnRule.of(self.build, column_wrap, self.fill))
        object.__setattr__(self, "cover_rule", cover_rule(cells_cover))
        if asked is not Preset.CUSTOM and not _is_row(self, asked):
            raise RulesError(_difference(asked, self))
        self._check()
        object.__setattr__(self, "game", _preset_of(self))

    # -- construction ------------------------------------------------------
    @classmethod
    def preset(cls, name: Preset | str, cells: int | None = None) -> Rules:
        """A preset by enum or word (``"bakers-game"``); ``cells`` only where it may vary."""
        return cls(name, cells)

    def with_options(self, supermove: Supermove, takeback: bool) -> Rules:
        """The same game with the player's options (which are not part of a code)."""
        return self.changed(supermove=supermove, takeback=takeback)

    def fields(self) -> RuleFields:
        """Every field a custom game sets, as these rules have it: the one place
        that copies a rule set field by field, so that a field added to the
        table is carried everywhere (``changed``, the command line's options)."""
        return {
            "columns": self.columns, "layout": self.layout, "reserve": self.reserve,
            "deal": self.deal, "build": self.build, "fill": self.fill,
            "sequence": self.sequence, "decks": self.decks, "base": self.base,
            "suit_cells": self.suit_cells, "foundation": self.foundation,
            # Only where the game says otherwise than its base: a new base then
            # brings its own.
            "column_wrap": (None if self.column_wrap is self.base.columns_wrap
                            else self.column_wrap),
            "reserves": self.reserves,
            "tableau": self.tableau,
            "cells_cover": self.cells_cover,
            "face_down": self.face_down,
        }

    def changed(self, *, cells: int | None = None, supermove: Supermove | None = None,
                takeback: bool | None = None, **fields: Unpack[RuleFields]) -> Rules:
        """These rules with the fields named changed, every other one kept (``fields``).
        A preset's row again is that preset."""
        kept = self.fields()
        kept.update(fields)
        return Rules(
            Preset.CUSTOM, self.cells if cells is None else cells,
            self.supermove if supermove is None else supermove,
            self.takeback if takeback is None else takeback, **kept,
        )

    def without_options(self) -> Rules:
        """The game alone, the options at their defaults: what a code carries."""
        return self.with_options(Supermove.DOUBLING, False)

    # -- derived -----------------------------------------------------------
    @property
    def is_custom(self) -> bool:
        return self.game is Preset.CUSTOM

    @property
    def card_count(self) -> int:
        """Cards in play: 52 a deck, and the jokers of a pack that has them."""
        return DECK * self.decks + self.foundation_rule.jokers

    @property
    def pack(self) -> tuple[Card, ...]:
        """Every card of the game: its decks, then its jokers (``cards.pack``)."""
        return pack(self.decks, self.foundation_rule.jokers)

    @property
    def dealt_count(self) -> int:
        """Cards dealt to the columns and cells: with a dealt base, all but the
        copies of the base card that start the foundations, and the aces a deal
        sends up as they come."""
        return dealt_cards(self.decks, self.base, self.foundation, self.deal)

    def cell_takes(self, index: int, card: Card) -> bool:
        """Whether free cell ``index`` may hold ``card``: any card, but where each
        suit has its cells (cell ``i`` takes suit ``i % 4``: a clubs, b diamonds,
        c hearts, d spades)."""
        return not self.suit_cells or index % 4 == card.suit

    @property
    def wraps(self) -> bool:
        """Whether ranks go round anywhere: on the columns (``column_rule``), or
        on the foundations from a base the deal sets (``deal_sets_base``)."""
        return self.column_wrap or self.deal_sets_base

    @property
    def reserve_rule(self) -> ReserveRule:
        """What the game's reserve piles take and give, and how many it has."""
        return RESERVE_RULES[self.reserves]

    @property
    def pile_count(self) -> int:
        """The piles a position keeps as columns: the columns, then the
        reserve piles (``reserves``)."""
        return self.columns + RESERVE_RULES[self.reserves].count

    def column_rule_of(self, index: int) -> ColumnRule:
        """What column ``index`` takes: the game's column rule, but in the
        second half of a game with columns of two kinds (Antares) by suit,
        kings only in an empty one."""
        if self.tableau is Tableau.HALVES and self.columns // 2 <= index < self.columns:
            return ColumnRule.of(Build.SAME_SUIT, self.column_wrap, EmptyFill.KINGS)
        return self.column_rule

    def gives_any_cards(self, index: int) -> bool:
        """Whether column ``index`` gives any number of its cards at once, in
        sequence or not (the second half of Antares' columns)."""
        return self.tableau is Tableau.HALVES and self.columns // 2 <= index < self.columns

    def column_groups(self) -> tuple[range, ...]:
        """The piles a position keeps as columns, in groups of piles that follow
        one rule: the columns (in two halves where they are of two kinds),
        then the reserve piles."""
        half = self.columns // 2 if self.tableau is Tableau.HALVES else 0
        groups = (range(half), range(half, self.columns)) if half else (range(self.columns),)
        return (*groups, range(self.columns, self.pile_count))

    def is_reserve(self, index: int) -> bool:
        """Whether pile ``index`` of a position's columns is a reserve pile."""
        return index >= self.columns

    @property
    def deal_sets_base(self) -> bool:
        """Whether the deal sets the rank every foundation starts from (Penguin,
        Petal), the foundations then going round from it; else the ace."""
        return self.base is not Base.ACE

    @property
    def king_first(self) -> bool:
        """Whether the deal brings the last king of the shuffle first, so that a
        king heads every column: in a deal where kings start the columns and
        there are as many columns as kings (Kings, Retinue)."""
        return self.deal in KING_DEALS and self.columns == 4 * self.decks

    @property
    def foundation_rule(self) -> FoundationRule:
        """What the foundations take, and everything else asked of them."""
        return RULES[self.foundation].for_decks(self.decks)

    @property
    def by_rank(self) -> bool:
        """Whether the foundations go up by rank whatever the suit, each from
        its own first card (Stalactites; Clink, in alternate colours): they are
        piles the position holds card by card, and a card going up may have a
        choice of them."""
        return self.foundation_rule.names_pile

    @property
    def by_colour(self) -> bool:
        """Whether the foundations by rank also alternate in colour, two a deck
        of 26 cards each, going twice round from the ace (Clink)."""
        return self.foundation is FoundationBuild.COLOURS

    @property
    def foundation_count(self) -> int:
        """Four foundations a deck; foundation ``i`` takes suit ``i % 4``. In
        alternate colours (Clink), two a deck that take any suit."""
        return self.foundation_rule.count(self.decks)

    @property
    def title(self) -> str:
        """``"FreeCell"``, ``"Baker's Game"``, ``"Custom game"``."""
        return self.game.title

    @property
    def key(self) -> str:
        """A stable text id of the game for statistics.

        >>> Rules().key, Rules(Preset.FREECELL, 2).key, Rules.preset("eight-off").key
        ('freecell:4', 'freecell:2', 'eight-off')
        >>> Rules(Preset.CUSTOM, 5).key
        'custom:C5K8R0BAFAMSDR'
        """
        if self.is_custom:
            return f"custom:{self.spec}"
        if len(TABLE[self.game].cell_choices) > 1:
            return f"{self.game.value}:{self.cells}"
        return str(self.game.value)

    @property
    def spec(self) -> str:
        """The rule set as the short word of a custom game's code (``spec``;
        docs/codes.md): every field, in one order, so that one rule set has
        exactly one spelling. The player's options are not part of it.

        >>> Rules.preset("seahaven-towers").spec
        'C4K10R2BSFKMSDR'
        """
        text = (
            f"C{self.cells}K{self.columns}R{self.reserve}B{BUILD_LETTERS[self.build]}"
            f"F{FILL_LETTERS[self.fill]}M{SEQUENCE_LETTERS[self.sequence]}"
            f"D{DEAL_LETTERS[self.deal]}"
        )
        if self.base is not Base.ACE:
            text += BASE_LETTERS[self.base]
        if self.column_wrap is not self.base.columns_wrap:
            text += WRAP_LETTERS[self.column_wrap]
        if self.suit_cells:
            text += "X"
        if self.cells_cover:
            text += COVER_LETTER
        if self.foundation in FOUNDATION_LETTERS:
            text += FOUNDATION_LETTERS[self.foundation]
        if self.reserves in RESERVE_LETTERS:
            text += "I" + RESERVE_LETTERS[self.reserves]
        if self.tableau in TABLEAU_LETTERS:
            text += TABLEAU_LETTERS[self.tableau]
        if self.face_down:
            text += FACE_DOWN_LETTER
        if self.decks > 1:
            text += f"P{self.decks}"
        if self.layout not in (rows_layout(self.columns, self.dealt_count - self.reserve
                                           - self.reserve_rule.dealt),
                               suits_layout(self.columns, self.decks)):
            text += "L" + ".".join(str(n) for n in self.layout)
        return text

    @property
    def cell_choices(self) -> tuple[int, ...]:
        """The cell counts this game may be played with (all of them for a custom game)."""
        if self.is_custom:
            return tuple(range(MIN_CELLS, MAX_CELLS + 1))
        return TABLE[self.game].cell_choices

    @property
    def safe_automove(self) -> SafeAutomove:
        """The auto-move rule the foundations fix, or else the one the build rule
        implies (docs/rules.md, Safe auto-move)."""
        fixed = self.foundation_rule.automove
        if fixed is not None:
            return fixed
        if self.build in (Build.SAME_SUIT, Build.NONE):
            return SafeAutomove.EVERY
        if self.build is Build.ANY_SUIT:
            return SafeAutomove.ALL_FOUNDATIONS
        return SafeAutomove.ALTERNATE_COLOURS

    @property
    def empty_columns_relay(self) -> bool:
        """Whether an empty column can hold cards in transit during a supermove.

        Only when it takes any card: a kings-only or never-filled column cannot
        take the run's lower cards even for a moment.
        """
        return self.fill is EmptyFill.ANY

    # -- rules of moving ---------------------------------------------------
    def builds_on(self, card: Card, top: Card) -> bool:
        """Whether ``card`` may go on ``top`` in a column.

        >>> Rules.preset("bakers-game").builds_on(Card.parse("7H"), Card.parse("8H"))
        True
        >>> Rules().builds_on(Card.parse("7H"), Card.parse("8H"))
        False
        """
        return self.column_rule.builds_on(card, top)

    def follows(self, card: Card, below: Card) -> bool:
        """Whether ``card``, lying on ``below`` in a column, carries on a run that
        may move together: as ``builds_on``, but a joker counts in a run at its
        rank (``ColumnRule.follows``)."""
        return self.column_rule.follows(card, below)

    @property
    def empty_target_relays(self) -> bool:
        """Whether an empty column that cards move to still counts among the
        relays of the move (the capacity's E). PySolFC's columns in its game
        with jokers (Obstruction) check the cards only as they leave, where
        every empty column counts; a pack without jokers plays the usual rule,
        where the target does not relay for itself (docs/rules.md, Obstruction)."""
        return self.foundation_rule.jokers > 0

    def may_fill(self, rank: int, base: int = 1) -> bool:
        """Whether a card (heading whatever it carries) may go into an empty column.

        "Kings only" means the top rank, the one below the base: the king when
        the foundations start from the ace, the 4 in a game whose base is 5.
        """
        return self.column_rule.may_fill(rank, base)

    def capacity(self, free_cells: int, empty_columns: int) -> int:
        """Cards one sequence move may carry.

        ``empty_columns`` must already exclude the destination when that is an
        empty column: a column cannot relay cards to itself. Empty columns relay
        only when they take any card (``empty_columns_relay``), which is how
        ForeCell's F + 1 comes about.
        """
        if self.sequence is SequenceMove.ONE_CARD:
            return 1
        if self.sequence is SequenceMove.UNLIMITED:
            return UNLIMITED_CAPACITY
        relays = empty_columns if self.empty_columns_relay else 0
        if self.supermove is Supermove.LINEAR:
            return (free_cells + 1) * (relays + 1)
        return (free_cells + 1) * (1 << relays)  # (F + 1) x 2^E

    # -- description -------------------------------------------------------
    def summary(self) -> str:
        """One line of the whole rule set, as a custom game's preview shows it.

        >>> Rules.preset("seahaven-towers").summary()
        '10 columns (5 each), 4 free cells (2 dealt), build down by suit, \
empty columns take kings only, moves of several cards through free cells'
        """
        counts = sorted(set(self.layout), reverse=True)
        shape = (f"{counts[0]} each" if len(counts) == 1
                 else "-".join(str(c) for c in self.layout))
        if self.deal in KING_DEALS:
            shape = "lengths set by the deal"
        cells = f"{self.cells} free cell{'s' if self.cells != 1 else ''}"
        if self.reserve:
            cells += f" ({self.reserve} dealt)"
        build = {
            Build.ALTERNATE_COLOURS: "build down in alternate colours",
            Build.SAME_SUIT: "build down by suit",
            Build.ANY_SUIT: "build down regardless of suit",
            Build.NONE: "no building on the columns",
        }[self.build]
        fill = {
            EmptyFill.ANY: "empty columns take any card",
            EmptyFill.KINGS: "empty columns take kings only",
            EmptyFill.NONE: "empty columns stay empty",
        }[self.fill]
        if self.sequence is SequenceMove.ONE_CARD:
            moves = "one card at a time"
        elif self.sequence is SequenceMove.UNLIMITED:
            moves = "any run moves at once"
        elif self.empty_columns_relay:
            moves = "moves of several cards through free cells and empty columns"
        else:
            moves = "moves of several cards through free cells"
        parts = [f"{self.columns} columns ({shape})", cells, build, fill, moves]
        if self.decks > 1:
            parts.insert(0, f"{self.decks} decks")
        if self.deal is DealOrder.CHALLENGE:
            parts.append("aces and twos dealt deepest")
        if self.deal is DealOrder.SUITS:
            parts.append("each suit dealt to a column of its own")
        if self.deal in KING_DEALS:
            parts.append("dealt one card at a time, each king starting the next column"
                         + (", the last king first" if self.king_first else ""))
        if self.deal is DealOrder.KINGS_ACES:
            parts.append("aces go up as they are dealt")
        if self.base is Base.DEALT:
            parts.append("the first card dealt sets the foundations' base, ranks go round")
        if self.base is Base.ALL_UP:
            parts.append("the first card's rank sets the foundations' base and all its cards "
                         "start them, ranks going round on the foundations")
        if self.column_wrap is not self.base.columns_wrap:
            parts.append("ranks go round on the columns" if self.column_wrap
                         else "ranks do not go round on the columns")
        if self.suit_cells:
            parts.append("a free cell for each suit")
        if self.foundation_rule.summary_part is not None:
            parts.append(self.foundation_rule.summary_part)
        if self.cells_cover:
            parts.append("a card in free cell i turns column i's top card face down")
        if self.tableau is Tableau.HALVES:
            parts.append("the right half of the columns build down by suit, give any of their "
                         "cards and take only kings when empty")
        if self.face_down:
            parts.append("all but the last card of each column dealt face down")
        return ", ".join(parts)

    # -- saved games -------------------------------------------------------
    def to_dict(self) -> dict[str, object]:
        """JSON-ready; a preset writes what it always wrote, a custom game every field."""
        data: dict[str, object] = {
            "variant": self.game.value,
            "cells": self.cells,
            "supermove": self.supermove.value,
            "takeback": self.takeback,
        }
        if self.is_custom:
            data.update(
                columns=self.columns, layout=list(self.layout), reserve=self.reserve,
                deal=self.deal.value, build=self.build.value, fill=self.fill.value,
                sequence=self.sequence.value,
            )
            if self.decks > 1:
                data["decks"] = self.decks
            if self.base is not Base.ACE:
                data["base"] = self.base.value
            if self.suit_cells:
                data["suit_cells"] = True
            if self.cells_cover:
                data["cells_cover"] = True
            if self.column_wrap is not self.base.columns_wrap:
                data["column_wrap"] = self.column_wrap
            if self.foundation is not FoundationBuild.SUIT:
                data["foundation"] = self.foundation.value
            if self.reserves is not Reserves.NONE:
                data["reserves"] = self.reserves.value
            if self.tableau is not Tableau.PLAIN:
                data["tableau"] = self.tableau.value
            if self.face_down:
                data["face_down"] = True
        return data

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        if not isinstance(data, dict):
            raise RulesError("rules must be an object")
        takeback = data.get("takeback", False)
        if not isinstance(takeback, bool):
            raise RulesError("rules.takeback must be true or false")
        variant = data.get("variant", "freecell")
        supermove = data.get("supermove", "doubling")
        if not isinstance(variant, str) or not isinstance(supermove, str):
            raise RulesError("rules.variant and rules.supermove must be text")
        game = Preset.parse(variant)
        cells = _whole_field(data, "cells", 4)
        extra: RuleFields = {}
        if game is Preset.CUSTOM:
            layout = data.get("layout")
            if not isinstance(layout, list) or len(layout) > MAX_COLUMNS or not all(
                isinstance(n, int) and not isinstance(n, bool) for n in layout
            ):
                raise RulesError("rules.layout must be a list of whole numbers")
            extra = {
                "layout": tuple(layout),
                "reserve": _whole_field(data, "reserve", 0),
                "deal": parse_option(DealOrder, _text_field(data, "deal", "rows"), "deal"),
                "build": parse_option(Build, _text_field(data, "build", "alternate"), "build"),
                "fill": parse_option(EmptyFill, _text_field(data, "fill", "any"), "fill"),
                "sequence": parse_option(
                    SequenceMove, _text_field(data, "sequence", "supermove"), "sequence"
                ),
                "decks": _whole_field(data, "decks", 1),
                "base": parse_option(Base, _text_field(data, "base", "ace"), "base"),
                "suit_cells": _flag_field(data, "suit_cells"),
                "cells_cover": _flag_field(data, "cells_cover"),
                "column_wrap": _maybe_flag_field(data, "column_wrap"),
                "foundation": parse_option(FoundationBuild,
                                           _text_field(data, "foundation", "suit"),
                                           "foundation build"),
                "tableau": parse_option(Tableau, _text_field(data, "tableau", "plain"),
                                        "columns"),
                "reserves": parse_option(Reserves, _text_field(data, "reserves", "none"),
                                         "reserve piles"),
                "face_down": _flag_field(data, "face_down"),
            }
        return cls(game, cells, Supermove.parse(supermove), takeback, **extra)

    # -- checks ------------------------------------------------------------
    def _check(self) -> None:
        if len(self.layout) != self.columns:
            raise RulesError(
                f"the layout gives {len(self.layout)} columns, the game has {self.columns}"
            )
        if self.deal is DealOrder.SUITS:
            self._check_suits_deal()
        elif self.deal in KING_DEALS:
            self._check_kings_deal()
        elif any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in self.layout) \
                or self.layout[0] < 1:
            # A column may start empty (Needle's middle one); the first holds
            # the card a dealt base leaves deepest in it.
            raise RulesError("every column is dealt a number of cards, the first at least one")
        if self.suit_cells:
            self._check_suit_cells()
        if self.cells_cover and not 1 <= self.cells <= self.columns:
            raise RulesError("where a free cell's card turns its column's top card face down, "
                             f"every free cell needs a column of its own: {self.cells} free "
                             f"cells, {self.columns} columns",
                             key="cover_cells", cells=self.cells, columns=self.columns)
        rule = self.foundation_rule
        refusal = rule.refusal(self)
        if refusal is not None:
            raise RulesError(refusal)
        if self.build is Build.NONE and not rule.still_columns:
            raise RulesError("columns that take no card come only with foundations built by "
                             "rank (Stalactites)")
        if self.column_wrap and not rule.plain:
            raise RulesError("ranks go round on the columns only with foundations by suit")
        if self.reserve > self.cells:
            raise RulesError(
                f"{self.reserve} cards cannot be dealt to {self.cells} free cells",
                key="reserve_over_cells", reserve=self.reserve, cells=self.cells,
            )
        if self.tableau is Tableau.HALVES and (
                self.columns % 2 or self.reserves is not Reserves.NONE
                or self.foundation is not FoundationBuild.SUIT):
            raise RulesError("columns of two kinds need an even number of columns, no reserve "
                             "piles and foundations by suit")
        if self.reserve_rule.count and self.deal not in (DealOrder.ROWS, DealOrder.CHALLENGE):
            raise RulesError("reserve piles come with a deal row by row")
        if self.face_down and self.deal not in (DealOrder.ROWS, DealOrder.CHALLENGE):
            raise RulesError("cards are dealt face down only in a deal row by row")
        if self.pile_count > MAX_COLUMNS:
            raise RulesError(f"{self.columns} columns and {self.reserve_rule.count} reserve "
                             f"piles make more than {MAX_COLUMNS} piles")
        dealt = sum(self.layout) + self.reserve + self.reserve_rule.dealt
        if dealt != self.dealt_count:
            raise RulesError(
                f"the layout deals {dealt} cards ({sum(self.layout)} to the columns, "
                f"{self.reserve} to the cells), not {self.dealt_count}"
            )

    def _check_suits_deal(self) -> None:
        """Each suit to a column of its own: four columns at least, all the cards."""
        if self.columns < 4 or self.reserve or self.base is not Base.ACE:
            raise RulesError("a deal by suits needs 4 columns or more, no cards dealt to the "
                             "cells and every foundation from the ace")
        if self.layout != suits_layout(self.columns, self.decks):
            raise RulesError("a deal by suits fills the first four columns, one suit each")

    def _check_kings_deal(self) -> None:
        """A king starts each column: a column for each king, where the last
        king is dealt first, or one more, headed by whatever comes first. The
        cards decide the lengths, so the layout is the plain row by row one,
        which a code leaves out, and every card but the aces sent up is dealt
        to the columns."""
        kings = 4 * self.decks
        if self.columns not in (kings, kings + 1):
            raise RulesError(f"when a king starts each column, {self.decks} deck"
                             f"{'s' if self.decks > 1 else ''} need {kings} or {kings + 1} "
                             f"columns, not {self.columns}", key="kings_deal_columns",
                             kings=kings, columns=self.columns)
        if self.reserve or self.base is not Base.ACE or not self.foundation_rule.plain:
            raise RulesError("when a king starts each column, no card is dealt to the cells "
                             "and the foundations go up by suit from the ace")
        if self.layout != rows_layout(self.columns, self.dealt_count):
            raise RulesError("when a king starts each column, the cards decide the columns' "
                             "lengths: the game takes no layout")

    def _check_suit_cells(self) -> None:
        """A cell for each suit: the cells come four at a time, and runs move by
        one card or whole (the capacity formula counts cells any card may use)."""
        if not self.cells or self.cells % 4:
            raise RulesError(f"a free cell for each suit needs 4, 8 or 12 cells, not {self.cells}")
        if self.sequence is SequenceMove.SUPERMOVE:
            raise RulesError("with a free cell for each suit, cards move one at a time or "
                             "any run at once")
        if self.reserve:
            raise RulesError("with a free cell for each suit, no card is dealt to the cells")


def _maybe_flag_field(data: dict[str, object], name: str) -> bool | None:
    """A true or false field, or None where it is left out (the default)."""
    return _flag_field(data, name) if name in data else None


def _flag_field(data: dict[str, object], name: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise RulesError(f"rules.{name} must be true or false")
    return value


def _check_whole(name: str, value: object, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"{name} must be a whole number, not {value!r}")
    if not low <= value <= high:
        raise RulesError(f"{name} must be {low} to {high}, not {value}")


def _whole_field(data: dict[object, object], name: str, default: int) -> int:
    value = data.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"rules.{name} must be a whole number")
    return value


def _text_field(data: dict[object, object], name: str, default: str) -> str:
    value = data.get(name, default)
    if not isinstance(value, str):
        raise RulesError(f"rules.{name} must be text")
    return value


def _preset_of(rules: Rules) -> Preset:
    """The preset whose row these fields are, or ``Preset.CUSTOM``."""
    return next(
        (p for p in TABLE if p is not Preset.CUSTOM and _is_row(rules, p)), Preset.CUSTOM
    )


def _is_row(rules: Rules, preset: Preset) -> bool:
    """Whether ``rules`` has the fields of ``preset``'s row (one of its cell counts)."""
    row = TABLE[preset]
    return (
        rules.cells in row.cell_choices
        and (rules.columns, rules.layout, rules.reserve, rules.deal, rules.decks)
        == (row.columns, row.layout, row.reserve, row.deal, row.decks)
        and (rules.build, rules.fill, rules.sequence) == (row.build, row.fill, row.sequence)
        and rules.foundation is row.foundation
        and (rules.base, rules.column_wrap) == (row.base, row.column_wrap)
        and rules.reserves is row.reserves
        and rules.tableau is row.tableau
        and rules.cells_cover is row.cells_cover
        and rules.face_down is row.face_down
    )


def _difference(preset: Preset, rules: Rules) -> str:
    """Why ``rules`` is not ``preset``: the first field that differs."""
    row = TABLE[preset]
    title = preset.title
    if rules.cells not in row.cell_choices:
        if len(row.cell_choices) > 1:
            return (f"{title} is played with {row.cell_choices[0]} to "
                    f"{row.cell_choices[-1]} free cells, not {rules.cells}")
        return f"{title} is played with {row.cells} free cells"
    for name in _FIELDS[1:]:
        wanted = getattr(row, name)
        given = getattr(rules, name)
        if wanted != given:
            shown = (", ".join(str(n) for n in given) if isinstance(given, tuple)
                     else getattr(given, "value", given))
            right = (", ".join(str(n) for n in wanted) if isinstance(wanted, tuple)
                     else getattr(wanted, "value", wanted))
            return f"{title} has {name} {right}, not {shown} (choose a custom game)"
    return f"these rules are not {title}"
