"""Which search plays a rule set: the one question behind ``solve`` and ``hint``.

The compact search (``portfolio``) is the fast one, but it plays by a state
of its own (``state``, ``moves``): foundations by suit from the base, or by
suit twice round from the ace (Double FreeCell's ``TwiceRound``, held as two
decks' foundations, the second time round of a suit taking cards once the
first is at the king: ``MoveRules.twice``), Footling's one foundation
(``InFours``, held as foundations by suit that take a rank once all are at
it: ``MoveRules.fours``), or whole runs (Spidercells' ``WholeRuns``, held
as a count of runs up: ``MoveRules.whole_runs``), or by suit with two jokers
besides (Obstruction's ``WithJokers``, the jokers held as cards 52 and 53:
``MoveRules.jokers``), ranks that go round in the
columns exactly when they go round on the foundations, cards dealt face
down (Opera: ``MoveRules.face_down``), and the options it was written
for. Stalactites and Clink have searches of their own (``by_rank``,
``by_colour``). Every other rule set goes to the
search over the engine's own rules (``generic``), which plays whatever
``rules_of_play`` and the rule objects say: a new kind of rule is solvable
there the day it exists, and moves to a faster search only once that search
is taught it (docs/solver.md, The search over the engine's rules).
"""

from __future__ import annotations

from dataclasses import fields
from enum import Enum
from functools import cache

from freecell_qt.engine.cards import Card, Suit
from freecell_qt.engine.rules import (
    Base,
    Build,
    EmptyFill,
    FoundationBuild,
    Rules,
    SequenceMove,
)
from freecell_qt.engine.rules.covers import CellCoversColumn
from freecell_qt.engine.rules.foundations import (
    ByRank,
    BySuit,
    InColours,
    InFours,
    TwiceRound,
    WholeRuns,
    WithJokers,
)
from freecell_qt.engine.rules.options import Tableau
from freecell_qt.engine.rules.overlaps import SARLACC_TIERS, Interlocking


class Route(Enum):
    """The search a rule set goes to."""

    COMPACT = "compact"
    BY_RANK = "by rank"
    BY_COLOUR = "by colour"
    GENERIC = "generic"


#: The options the compact search was written for, each as its state plays
#: it; a member added to an option later goes to ``generic`` until the
#: compact search learns it. How the cards were dealt is no question: a
#: search starts from the position, however it came about.
_BUILDS = frozenset({Build.ALTERNATE_COLOURS, Build.SAME_SUIT, Build.ANY_SUIT})
_FILLS = frozenset({EmptyFill.ANY, EmptyFill.KINGS, EmptyFill.NONE})
_SEQUENCES = frozenset({SequenceMove.SUPERMOVE, SequenceMove.UNLIMITED, SequenceMove.ONE_CARD})
_BASES = frozenset({Base.ACE, Base.DEALT, Base.ALL_UP})
#: The fields of ``Rules`` the compact search reads or may ignore (how the
#: cards were dealt, the player's options). A field added to ``Rules`` later
#: is a rule it has never heard of: a rule set with it at anything but
#: FreeCell's value goes to ``generic``.
_KNOWN_FIELDS = frozenset({
    "game", "cells", "columns", "layout", "reserve", "deal", "build", "fill", "sequence",
    "decks", "base", "suit_cells", "foundation", "supermove", "takeback",
    # Ranks going round on the columns, and the rule object the columns'
    # fields make: the compact search reads them (``MoveRules.wraps``,
    # ``Rules.builds_on``), and ``compact_plays`` says where it can.
    "column_wrap", "column_rule",
    # Reserve piles after the columns: the compact state keeps them as
    # columns of their own, and plays what each kind takes and gives
    # (``piles``, ``MoveRules.pile_intake``).
    "reserves",
})


@cache
def _new_fields_at_default(rules: Rules, known: frozenset[str] = frozenset()) -> bool:
    """Whether every field of ``rules`` the compact search does not know of
    is at FreeCell's value (where a new rule is off). The rule objects made
    from the fields (``compare=False``) are judged by the fields they are made
    from, never by which object they are. ``known``: the fields of the one
    new rule the caller checked (a preset fixes its fields, so a game cannot
    be asked as a copy of itself with its own rule off)."""
    default = Rules()
    return all(getattr(rules, field.name) == getattr(default, field.name)
               for field in fields(Rules)
               if field.compare and field.name not in _KNOWN_FIELDS and field.name not in known)


def compact_plays(rules: Rules) -> bool:
    """Whether the compact search plays ``rules`` exactly as the engine does.

    Its state counts ranks from the foundations' base, four foundations a
    deck taking one suit each from the base to the rank below it, and lets a
    king go on an ace only where ranks go round on the columns. So: the
    foundations are ``BySuit`` itself (not a kind built on it), every option
    is one it knows, no new field is switched on, and the columns look the
    same from any base (ranks go round on them, or the base is the ace), or
    they do not go round and every base card starts the foundations (Petal,
    ``Base.ALL_UP``): its tables are then made for the deal's base
    (``MoveRules.base``).

    Or the foundations are ``TwiceRound`` itself, of two decks from the ace
    with straight columns: its state holds them as two decks' foundations,
    the second time round of a suit after the first (``MoveRules.twice``),
    and sends up unasked only what ``TwiceRound.safe`` calls safe.

    Or the foundation is Footling's one foundation (``_fours_plays``).
    Or the foundations are ``WholeRuns`` itself (``_runs_compact``).
    Or cards are dealt face down (Opera, ``_face_down_compact``).
    Or the piles lie in Sarlacc's overlapping tiers (``_interlock_compact``).
    Or they are Obstruction's, with two jokers (``_jokers_compact``).
    """
    if rules.foundation is FoundationBuild.RUNS:
        return _runs_compact(rules)
    if rules.foundation is FoundationBuild.JOKERS:
        return _jokers_compact(rules)
    if rules.foundation is FoundationBuild.TWICE and type(rules.foundation_rule) is TwiceRound:
        if rules.decks != 2 or rules.base is not Base.ACE or rules.column_wrap \
                or rules.suit_cells:
            return False
    elif rules.foundation is FoundationBuild.FOURS:
        if not _fours_plays(rules):
            return False
    elif rules.foundation is not FoundationBuild.SUIT \
            or type(rules.foundation_rule) is not BySuit:
        return False
    if (rules.build not in _BUILDS or rules.fill not in _FILLS
            or rules.sequence not in _SEQUENCES or rules.base not in _BASES):
        return False
    if not rules.column_wrap and any(rules.builds_on(Card(13, suit), Card(1, other))
                                     for suit in Suit for other in Suit):
        return False
    # Ranks counted from a base the deal sets look the same on the columns
    # only where ranks go round there too; under straight columns (Petal)
    # its tables are made for the deal's base (``MoveRules.base``). Ranks
    # going round on the columns with foundations from the ace (Tuxedo) it
    # plays as a dealt base that happens to be the ace.
    if rules.base is Base.DEALT and not rules.column_wrap:
        # A base card in play under straight columns (the beak in column 1)
        # is a case the compact search's tests do not reach: with every base
        # card up from the start (Petal) none is ever in play.
        return False
    if rules.face_down:
        return _face_down_compact(rules)
    if rules.tableau is Tableau.INTERLOCK:
        return _interlock_compact(rules)
    if rules.cells_cover:
        return _covers_compact(rules)
    return _new_fields_at_default(rules.without_options())


#: The builds and fills of piles in overlapping tiers whose games the tests
#: of the compact search play against the engine (tests/engine/test_solver_sarlacc.py).
_TIER_BUILDS = frozenset({Build.ALTERNATE_COLOURS, Build.SAME_SUIT})
_TIER_FILLS = frozenset({EmptyFill.ANY, EmptyFill.KINGS})


def _interlock_compact(rules: Rules) -> bool:
    """Whether the compact search plays piles in overlapping tiers as the
    engine does (``interlock``): Sarlacc's tiers themselves, one deck from
    the ace with straight columns and cells that take any card, a build and
    fill its tests play (``_TIER_BUILDS``, ``_TIER_FILLS``), options it
    knows, and no field switched on but the tiers. Its piles keep their
    places in the keys, its moves know blocking, the drop-down move and the
    top tier's empty piles, and only free piles' cards go up unasked."""
    return (type(rules.overlap_rule) is Interlocking
            and rules.overlap_rule.tiers == SARLACC_TIERS
            and _one_deck_from_ace(rules)
            and rules.build in _TIER_BUILDS and rules.fill in _TIER_FILLS
            and rules.sequence in _SEQUENCES
            and _new_fields_at_default(rules.without_options(), frozenset({"tableau"})))


def _fours_plays(rules: Rules) -> bool:
    """Whether the compact search plays Footling's one foundation
    (``InFours`` itself) as the engine does: from the ace, with straight
    columns and cells that take any card, as foundations by suit of which a
    card goes up only once every foundation has reached its rank
    (``MoveRules.fours``, ``state.fours_ranks``), every card it takes sent
    up unasked (``InFours.safe``). The options ``compact_plays`` asks of
    every game it asks of this one too. Not with reserve piles: their moves
    up (``piles``) have not been checked against the one foundation."""
    return (type(rules.foundation_rule) is InFours and rules.base is Base.ACE
            and not rules.column_wrap and not rules.suit_cells
            and not rules.reserve_rule.count)


def _one_deck_from_ace(rules: Rules) -> bool:
    """What every kind of rule taught to the compact search for one deck
    asks besides its own: foundations from the ace, straight columns,
    cells that take any card and no reserve piles, the games their tests
    hold to the engine's moves."""
    return (rules.decks == 1 and rules.base is Base.ACE and not rules.column_wrap
            and not rules.suit_cells and not rules.reserve_rule.count)


def _alternate_options(rules: Rules) -> bool:
    """Columns built in alternate colours with a fill and sequence moves
    the compact state knows, and no king on an ace: the columns whose whole
    runs and jokers in a run were thought through."""
    return (rules.build is Build.ALTERNATE_COLOURS and rules.fill in _FILLS
            and rules.sequence in _SEQUENCES
            and not any(rules.builds_on(Card(13, suit), Card(1, other))
                        for suit in Suit for other in Suit))


def _runs_compact(rules: Rules) -> bool:
    """Whether the compact search plays foundations that take whole runs as
    the engine does: ``WholeRuns`` itself, over one deck from the ace with
    ordinary cells and straight columns built in alternate colours (the
    runs the foundations take, and the game whose auto-move of a whole run
    was thought through), options it knows, and no new field switched on.
    Its state holds the foundations as four counts of 0 or 13, makes no
    move up, and sends every whole run at the foot of a column up unasked
    (``MoveRules.whole_runs``, ``state.settle_runs``)."""
    return (type(rules.foundation_rule) is WholeRuns and _one_deck_from_ace(rules)
            and _alternate_options(rules) and _new_fields_at_default(rules.without_options()))


def _face_down_compact(rules: Rules) -> bool:
    """Whether the compact search plays a game whose columns are dealt face
    down but for their last card (Opera) as the engine does, the options
    ``compact_plays`` asks of every game already checked: foundations by suit
    of one deck from the ace (``BySuit`` itself), straight columns, cells
    that take any card, no reserve piles, and no new field switched on but
    the face-down cards. Its columns flag the face-down cards
    (``state.FACE_DOWN``), which no move reaches, and a card turns face up
    once the cards on it have left (``state.turn_up``), as in the engine.
    Those are the games its tests hold to the engine's moves
    (tests/engine/test_solver_opera.py)."""
    return (rules.foundation is FoundationBuild.SUIT and type(rules.foundation_rule) is BySuit
            and _one_deck_from_ace(rules)
            and _new_fields_at_default(rules.without_options(), frozenset({"face_down"})))


def _jokers_compact(rules: Rules) -> bool:
    """Whether the compact search plays a pack of one deck and two jokers
    (``WithJokers`` itself, Obstruction) as the engine does: from the ace,
    with ordinary cells, straight columns built in alternate colours (the
    game whose jokers in a run were thought through, docs/rules.md,
    Obstruction), options it knows, no reserve piles and no new field
    switched on. Its state holds the jokers as cards 52 and 53, which land
    on nothing and take nothing but lie in runs, and sends them up unasked
    once the clubs, spades and hearts are complete (``MoveRules.jokers``,
    ``state.settle_jokers``); a move onto an empty column counts that column
    among its relays (``MoveRules.target_apart``)."""
    return (type(rules.foundation_rule) is WithJokers and _one_deck_from_ace(rules)
            and _alternate_options(rules) and _new_fields_at_default(rules.without_options()))


def _covers_compact(rules: Rules) -> bool:
    """Whether the compact search plays cells that cover their columns as
    the engine does: Flipper's table (``CellCoversColumn``, a cell for each
    column, one deck from the ace, straight columns in alternate colours,
    any card or run in an empty column, any run at once, ordinary cells, no
    reserve piles) and no other new field switched on. Its state holds the
    cells in column order and sorts the pairs of a column and its cell
    (``MoveRules.covers``, ``covers``); other rules with such cells (runs
    through the cells, kings only, ...) are left to the search over the
    engine's rules until they are checked."""
    return (type(rules.cover_rule) is CellCoversColumn and rules.cells == rules.columns
            and _one_deck_from_ace(rules)
            and rules.build is Build.ALTERNATE_COLOURS and rules.fill is EmptyFill.ANY
            and rules.sequence is SequenceMove.UNLIMITED
            and _new_fields_at_default(rules.without_options(), frozenset({"cells_cover"})))


@cache
def route(rules: Rules) -> Route:
    """The search that plays ``rules``: the compact one where it can
    (``compact_plays``), Stalactites' and Clink's own where the foundations
    are theirs, else the search over the engine's rules.

    Kept per rule set: every verdict, hint and rating asks it, and working it
    out again (sixteen ``builds_on`` and a walk of the rule fields) took a
    tenth of FreeCell's time to a verdict. A rule set is frozen, and the
    fields it is not compared by are made from those it is."""
    if compact_plays(rules):
        return Route.COMPACT
    kind = type(rules.foundation_rule)
    if kind is ByRank and rules.foundation is FoundationBuild.RANK \
            and _new_fields_at_default(rules.without_options()):
        return Route.BY_RANK
    if kind is InColours and rules.foundation is FoundationBuild.COLOURS \
            and _new_fields_at_default(rules.without_options()):
        return Route.BY_COLOUR
    return Route.GENERIC
