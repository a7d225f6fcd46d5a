"""``Rules``: every option of one game in one immutable value.

No rule is decided anywhere else: the table, the controller, the codes, the
solver and the dialogs ask the ``Rules`` of the game. A preset is a row of
``presets.TABLE``; a custom game sets the fields itself, and a custom rule set
that equals a preset's row *is* that preset (one game, one code, one line of
statistics).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Unpack

from freecell_qt.engine.cards import Card, pack
from freecell_qt.engine.errors import RulesError
from freecell_qt.engine.rules.columns import ColumnRule
from freecell_qt.engine.rules.covers import CoverRule, cover_rule
from freecell_qt.engine.rules.fields import (
    FIELDS,
    MAX_CELLS,
    MAX_COLUMNS,
    MAX_DECKS,
    MIN_CELLS,
    MIN_COLUMNS,
    MIN_DECKS,
    RuleFields,
    as_fields,
    read_saved,
    save,
    spell,
)
from freecell_qt.engine.rules.foundations import RULES, FoundationRule
from freecell_qt.engine.rules.options import (
    KING_DEALS,
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
)
from freecell_qt.engine.rules.overlaps import (
    INTERLOCK_PILES,
    NO_OVERLAPS,
    SARLACC,
    OverlapRule,
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

#: More than any run can hold: what ``SequenceMove.UNLIMITED`` allows.
UNLIMITED_CAPACITY = DECK



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
    #: Which piles lie over which (Sarlacc): made from ``tableau``.
    overlap_rule: OverlapRule = field(init=False, compare=False, repr=False)

    def __init__(
        self,
        game: Preset | str = Preset.FREECELL,
        cells: int | None = None,
        supermove: Supermove = Supermove.DOUBLING,
        takeback: bool = False,
        **given: Unpack[RuleFields],
    ) -> None:
        """The named game's row, with the fields ``given`` in place of its own
        (one given as None is the row's): one loop over the field registry.
        The layout, the columns and whether ranks go round on them keep code
        of their own here (``RuleField.from_row``): each is worked out from
        the fields it depends on, which must be known first."""
        asked = Preset.parse(game) if isinstance(game, str) else game
        row = TABLE[asked]
        named: Mapping[str, object] = given
        for declared in FIELDS:
            if declared.from_row:
                value = named.get(declared.name)
                object.__setattr__(self, declared.name,
                                   getattr(row, declared.name) if value is None else value)
        decks, base, reserve = self.decks, self.base, self.reserve
        column_wrap = given.get("column_wrap")
        if column_wrap is None:
            column_wrap = row.column_wrap if base is row.base else base.columns_wrap
        # The numbers are bounded before the layout is worked out from them,
        # the decks first, as the cards dealt depend on them.
        _check_whole("decks", decks, MIN_DECKS, MAX_DECKS)
        layout = given.get("layout")
        columns = given.get("columns")
        if layout is not None:
            layout = tuple(layout)
            columns = len(layout) if columns is None else columns
        if columns is None:
            # Piles in interlocking tiers are as many as the tiers lay; a game
            # that leaves them has the custom game's columns.
            interlocked = self.tableau is Tableau.INTERLOCK
            columns = (row.columns if interlocked == (row.tableau is Tableau.INTERLOCK)
                       else INTERLOCK_PILES if interlocked else TABLE[Preset.CUSTOM].columns)
        _check_whole("cells", cells if cells is not None else 0, MIN_CELLS, MAX_CELLS)
        if self.tableau is Tableau.INTERLOCK:
            # The tiers fix the piles: one card each, all the deck.
            if columns != INTERLOCK_PILES:
                raise RulesError(f"piles in interlocking tiers are {INTERLOCK_PILES}, "
                                 f"not {columns}")
        else:
            _check_whole("columns", columns, MIN_COLUMNS, MAX_COLUMNS)
        _check_whole("pre-dealt cards", reserve, 0, MAX_CELLS)
        object.__setattr__(self, "columns", columns)
        if layout is None and self.deal is DealOrder.SUITS:
            layout = suits_layout(columns, decks)
        if layout is None:
            # A preset's own shape, unless a field that shapes it (the columns,
            # the cards dealt to the cells ...) changes it.
            dealt = self.dealt_count
            same = dealt == dealt_cards(row.decks, row.base, row.foundation, row.deal) and all(
                getattr(self, declared.name) == getattr(row, declared.name)
                for declared in FIELDS if declared.shapes_layout)
            layout = row.layout if same else rows_layout(
                columns, dealt - reserve - RESERVE_RULES[self.reserves].dealt)
        values: dict[str, object] = {
            "cells": row.cells if cells is None else cells,
            "layout": layout,
            "column_wrap": column_wrap,
            "supermove": supermove,
            "takeback": takeback,
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)
        object.__setattr__(self, "column_rule", ColumnRule.of(self.build, column_wrap, self.fill))
        object.__setattr__(self, "cover_rule", cover_rule(self.cells_cover))
        object.__setattr__(self, "overlap_rule",
                           SARLACC if self.tableau is Tableau.INTERLOCK else NO_OVERLAPS)
        if asked is not Preset.CUSTOM and not _is_row(self, asked):
            raise RulesError(_difference(asked, self))
        self._check()
        object.__setattr__(self, "game", _preset_of(self))

    # -- construction ------------------------------------------------------
    @classmethod
    def preset(cls, name: Preset | str, cells: int | None = None) -> Rules:
        """A preset by enum or word (``"bakers-game"``); ``cells`` only where it may vary.
        Rules are values that never change, so each is made once."""
        return _preset_rules(Preset.parse(name) if isinstance(name, str) else name, cells)

    def with_options(self, supermove: Supermove, takeback: bool) -> Rules:
        """The same game with the player's options (which are not part of a code)."""
        if supermove is self.supermove and takeback == self.takeback:
            return self
        return self.changed(supermove=supermove, takeback=takeback)

    def __reduce__(self) -> tuple[Callable[..., Rules], tuple[object, ...]]:
        """Pickled as the fields it is made from, and made again from them: the
        rule objects worked out from the fields (what the columns take, the
        tiers) are then the same ones a rule set made in the receiving process
        has, as a solver's worker process needs (its route compares them)."""
        return _remade, (self.cells, self.supermove, self.takeback, self.fields())

    def fields(self) -> RuleFields:
        """Every field a custom game sets (``fields.FIELDS``), as these rules
        have it, so that a field added to the registry is carried everywhere
        (``changed``, the command line's options). A field that only follows
        the others is None (the columns' wrap, as the base has it): a new base
        then brings its own."""
        return as_fields({declared.name: declared.given(self) for declared in FIELDS})

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
        if not self.overlap_rule.fills(index):
            # A pile that stays empty (Sarlacc's past the first tier).
            return ColumnRule.of(self.build, self.column_wrap, EmptyFill.NONE)
        return self.column_rule

    def gives_any_cards(self, index: int) -> bool:
        """Whether column ``index`` gives any number of its cards at once, in
        sequence or not (the second half of Antares' columns)."""
        return self.tableau is Tableau.HALVES and self.columns // 2 <= index < self.columns

    def column_groups(self) -> tuple[range, ...]:
        """The piles a position keeps as columns, in groups of piles that follow
        one rule: the columns (in two halves where they are of two kinds),
        then the reserve piles."""
        if self.overlap_rule.tiers:
            # Piles that lie over others each have a place of their own.
            return (*(range(index, index + 1) for index in range(self.columns)),
                    range(self.columns, self.pile_count))
        half = self.columns // 2 if self.tableau is Tableau.HALVES else 0
        groups = (range(half), range(half, self.columns)) if half else (range(self.columns),)
        return (*groups, range(self.columns, self.pile_count))

    @property
    def relay_columns(self) -> range:
        """The columns whose being empty lets a move carry more cards: all of
        them, but the first tier of piles that lie over one another."""
        return self.overlap_rule.relays(self.columns)

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
        return f"C{self.cells}" + spell(self)

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
        piles = (f"{self.columns} piles ({shape})" if self.tableau is Tableau.INTERLOCK
                 else f"{self.columns} columns ({shape})")
        parts = [piles, cells, build, fill, moves]
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
        if self.deal is DealOrder.ACES_UP:
            parts.append("the aces start on the foundations")
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
        if self.tableau is Tableau.INTERLOCK:
            parts.append("the piles lie in five overlapping tiers: a pile under one that "
                         "holds cards neither gives nor takes, but may take all of the one "
                         "pile over it; only the top tier's empty piles take cards or relay")
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
            data.update(save(self))
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
            # Each field as it is saved, or as an old save that lacks it means.
            extra = as_fields(read_saved(data))
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
        if self.deal is DealOrder.ACES_UP and (self.base is not Base.ACE
                                               or not self.foundation_rule.plain):
            raise RulesError("the aces start on the foundations only where the foundations go "
                             "up by suit from the ace")
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
        if self.tableau is Tableau.INTERLOCK:
            self._check_interlock()
        elif self.pile_count > MAX_COLUMNS:
            raise RulesError(f"{self.columns} columns and {self.reserve_rule.count} reserve "
                             f"piles make more than {MAX_COLUMNS} piles")
        dealt = sum(self.layout) + self.reserve + self.reserve_rule.dealt
        if dealt != self.dealt_count:
            raise RulesError(
                f"the layout deals {dealt} cards ({sum(self.layout)} to the columns, "
                f"{self.reserve} to the cells), not {self.dealt_count}"
            )

    def _check_interlock(self) -> None:
        """Piles in interlocking tiers: one card each from one deck dealt row
        by row, nothing else on the table but the cells and foundations by
        suit from the ace, and columns that build."""
        if (self.decks != 1 or self.deal is not DealOrder.ROWS or self.reserve
                or self.reserves is not Reserves.NONE or self.face_down or self.cells_cover
                or self.base is not Base.ACE or self.foundation is not FoundationBuild.SUIT
                or self.build is Build.NONE or self.suit_cells):
            raise RulesError("piles in interlocking tiers come with one deck dealt a card to "
                             "each pile, cells that take any card, no reserve piles and "
                             "foundations by suit from the ace")

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


def _remade(cells: int, supermove: Supermove, takeback: bool, kept: RuleFields) -> Rules:
    """A pickled rule set made again (``Rules.__reduce__``)."""
    return Rules(Preset.CUSTOM, cells, supermove, takeback, **kept)


@functools.cache
def _preset_rules(preset: Preset, cells: int | None) -> Rules:
    """``Rules.preset``'s rule sets, made once each (a refused cell count is not kept)."""
    return Rules(preset, cells)


@functools.cache
def _rows_by_fields() -> dict[tuple[object, ...], tuple[Preset, ...]]:
    """The presets by their rows' fields, in the table's order: every rule set
    made asks which row it is, and a window makes thousands (a title, a kept
    game, a code), so the answer is one look-up rather than a walk of every row."""
    found: dict[tuple[object, ...], tuple[Preset, ...]] = {}
    for preset, row in TABLE.items():
        if preset is not Preset.CUSTOM:
            key = tuple(getattr(row, declared.name) for declared in FIELDS)
            found[key] = (*found.get(key, ()), preset)
    return found


def _preset_of(rules: Rules) -> Preset:
    """The preset whose row these fields are, or ``Preset.CUSTOM``: the first
    in the table's order whose fields and cell counts it has (``_is_row``)."""
    key = tuple(declared.value(rules) for declared in FIELDS)
    return next((preset for preset in _rows_by_fields().get(key, ())
                 if rules.cells in TABLE[preset].cell_choices), Preset.CUSTOM)


def _is_row(rules: Rules, preset: Preset) -> bool:
    """Whether ``rules`` has the fields of ``preset``'s row (one of its cell counts)."""
    row = TABLE[preset]
    return rules.cells in row.cell_choices and all(
        declared.value(rules) == getattr(row, declared.name) for declared in FIELDS)


def _difference(preset: Preset, rules: Rules) -> str:
    """Why ``rules`` is not ``preset``: the first field that differs."""
    row = TABLE[preset]
    title = preset.title
    if rules.cells not in row.cell_choices:
        if len(row.cell_choices) > 1:
            return (f"{title} is played with {row.cell_choices[0]} to "
                    f"{row.cell_choices[-1]} free cells, not {rules.cells}")
        return f"{title} is played with {row.cells} free cells"
    for declared in FIELDS:
        name = declared.name
        wanted = getattr(row, name)
        given = declared.value(rules)
        if wanted != given:
            shown = (", ".join(str(n) for n in given) if isinstance(given, tuple)
                     else getattr(given, "value", given))
            right = (", ".join(str(n) for n in wanted) if isinstance(wanted, tuple)
                     else getattr(wanted, "value", wanted))
            return f"{title} has {name} {right}, not {shown} (choose a custom game)"
    return f"these rules are not {title}"
