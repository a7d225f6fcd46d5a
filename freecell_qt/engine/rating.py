"""How hard a deal is: a rating any player can reproduce.

The measure has two parts. First, the fewest free cells the deal can still
be won with: the solver tries the game's own cells, then one fewer, and so
on, stopping at the first count it cannot win with. Every cell a deal can
spare is slack a player can spend on a mistake, which is what "easy" means
at the table. Second, the solver's effort with the game's own cells (the
positions it expanded before it found a win): among deals that need as many
cells, the ones it has to search for are those whose way out is hidden.

The two become one number, the *weight*: effort times ten for every cell
needed beyond those dealt full (``weight = positions * 10 ** needed``), so
each cell the deal needs counts like a tenfold longer search. The levels are
bands of the weight. Where no cell can be taken away (ForeCell deals all its
cells full; a game may have none; Four Colours has one for each suit, and
three cells would be another game) effort alone decides, on the scale of a
deal that needs two cells. Only node budgets bound the searches, never a
clock, so the same deal under the same rules gets the same rating on every
machine.

The searches are ``solve``'s, the verdict's own, on the solver's plan in
Python (``native=False``): that plan is the reference every install has,
where the searches in C are built only where a C compiler was at hand, and
would change the positions counted from one install to another. Both
plans are sound, so a rating never contradicts the verdict: it can only
leave "unknown" a deal the verdict settles with the help of C, and a win
past the rating's reach is then rated by ``known_winnable``.

The bands were read from the distribution over deals 1-1000 of 4-cell
FreeCell, most deals easy or medium and a few expert, with harder games
(fewer cells, building by suit) having more hard and expert deals on the
same scale. A faster or slower solver changes the positions counted, so
the bands are to be read again from ``benchmarks/ratings.py`` whenever the
search changes; ``docs/solver.md`` keeps the distributions read so far.

Take-back of foundation cards is left out of the searches: the solver never
takes a card back, so a deal's rating does not depend on that option.

    >>> from freecell_qt.engine import Game, Rules
    >>> rating = rate(Game.new(3).start, Rules())
    >>> rating.status, rating.difficulty is not None
    ('rated', True)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, Literal

from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Build, EmptyFill, Rules, SequenceMove

if TYPE_CHECKING:
    from freecell_qt.engine.solution import SolveResult

#: Positions the search may expand with the game's own cells when random
#: deals are tried one after another (``deal_finder``). Reached only by
#: deals that are very hard or not winnable; they are passed over.
OWN_BUDGET = 50_000
#: The same for the one deal in play, whose rating is worked out in the
#: background once its verdict is in: a deal the verdict calls winnable is
#: then rated even when its win lies past ``OWN_BUDGET``, rather than shown
#: with no difficulty. Such a deal weighs at least 500,000 once it needs a
#: cell: expert.
IN_PLAY_BUDGET = 1_000_000
#: Positions for each try with fewer cells. A deal not won within it counts
#: as needing that cell: hard to find a win with fewer cells is hard to play.
FEWER_BUDGET = 20_000

#: Upper bounds of the weight of each level but the last (see the module
#: docstring): below 5,000 is easy, below 60,000 medium, below 500,000 hard.
EASY_BELOW = 5_000
MEDIUM_BELOW = 60_000
HARD_BELOW = 500_000
#: What a cell needed multiplies the weight by.
CELL_FACTOR = 10
#: The cells a deal counts as needing where none can be taken away (all
#: dealt full, as in ForeCell, or none at all): two, the commonest need of
#: a FreeCell deal, so that effort alone spreads such games over the levels.
NO_LADDER_NEEDED = 2
#: The cells the scale of cells needed is read on: FreeCell's.
FREECELL_CELLS = 4

RatingStatus = Literal["rated", "unsolvable", "unknown", "cancelled"]


class Difficulty(Enum):
    """The four levels a player reads; ``level`` orders them, 1 (easy) to 4."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"

    @property
    def level(self) -> int:
        return _ORDER.index(self) + 1

    @classmethod
    def parse(cls, text: str) -> Difficulty:
        """A level from its word, any case; ``ValueError`` for anything else."""
        return cls(text.strip().lower())


_ORDER = (Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD, Difficulty.EXPERT)


@dataclass(frozen=True, slots=True)
class Rating:
    """What ``rate`` found.

    ``status``: "rated" (won; ``difficulty`` and ``fewest_cells`` are set,
    but for a deal known to be winnable whose win lies past the budget: see
    ``known_winnable``), "unsolvable" (proven not winnable), "unknown" (not
    won within the budget, or not winnable without take-backs) or
    "cancelled". ``positions``: the solver's effort with the game's own cells.
    ``out_of_memory``: that search stopped at its memory budget, short of
    its positions (see ``known_winnable``).
    """

    difficulty: Difficulty | None
    fewest_cells: int | None
    positions: int
    status: RatingStatus
    out_of_memory: bool = False

    @property
    def rated(self) -> bool:
        return self.difficulty is not None


def classify(positions: int, needed: int) -> Difficulty:
    """The level of a deal won after ``positions`` needing ``needed`` cells beyond
    those dealt full.

    >>> classify(60, 1), classify(60, 2), classify(300, 3), classify(60, 4)
    (<Difficulty.EASY: 'easy'>, <Difficulty.MEDIUM: 'medium'>, \
<Difficulty.HARD: 'hard'>, <Difficulty.EXPERT: 'expert'>)
    """
    weight = max(positions, 1) * CELL_FACTOR ** max(needed, 0)
    if weight < EASY_BELOW:
        return Difficulty.EASY
    if weight < MEDIUM_BELOW:
        return Difficulty.MEDIUM
    if weight < HARD_BELOW:
        return Difficulty.HARD
    return Difficulty.EXPERT


def rate(
    position: Position,
    rules: Rules,
    *,
    cancelled: Callable[[], bool] | None = None,
    budget: int = OWN_BUDGET,
) -> Rating:
    """The rating of ``position`` (a deal, or any position) under ``rules``.

    ``cancelled`` is polled during the searches; when it says stop, the
    answer is a "cancelled" rating with no difficulty. ``budget``: the
    positions of the search with the game's own cells (``OWN_BUDGET``, or
    ``IN_PLAY_BUDGET`` for the game in play); a deal not won within it is
    not rated.
    """
    return rate_and_solve(position, rules, cancelled=cancelled, budget=budget)[0]


def rate_and_solve(
    position: Position,
    rules: Rules,
    *,
    cancelled: Callable[[], bool] | None = None,
    budget: int = OWN_BUDGET,
) -> tuple[Rating, SolveResult]:
    """The rating and the search with the game's own cells it began with.

    The search's solution lets a caller that deals the position know at
    once that it is winnable, without solving it again.
    """
    position.check_fits(rules)
    plain = rules.with_options(rules.supermove, False)
    first = rating_search(position, plain, budget, cancelled)
    stopped = cancelled is not None and cancelled()
    if stopped:
        return Rating(None, None, first.nodes, "cancelled"), first
    if not first.solved:
        status: RatingStatus = (
            "unsolvable" if first.status == "unsolvable" and not rules.takeback else "unknown"
        )
        return Rating(None, None, first.nodes, status, first.out_of_memory), first
    occupied = _occupied(position)
    fewest = rules.cells
    # Cells of one suit each (Four Colours) cannot be taken away one at a time.
    lowest = rules.cells if rules.suit_cells else occupied
    for cells in range(rules.cells - 1, lowest - 1, -1):
        fewer = rating_search(_with_cells(position, cells), _rules_with_cells(plain, cells),
                        FEWER_BUDGET, cancelled)
        if cancelled is not None and cancelled():
            return Rating(None, None, first.nodes, "cancelled"), first
        if not fewer.solved:
            break
        fewest = cells
    difficulty = classify(first.nodes, _needed(fewest, occupied, rules))
    return Rating(difficulty, fewest, first.nodes, "rated"), first


def rating_search(position: Position, rules: Rules, budget: int,
            cancelled: Callable[[], bool] | None) -> SolveResult:
    """Every search of a rating: the verdict's ``solve`` on the plan in
    Python, bounded by positions alone (see the module docstring)."""
    from freecell_qt.engine.solver import solve  # the solver loads with the first rating

    return solve(position, rules, max_nodes=budget, cancelled=cancelled, native=False)


def reachable(level: Difficulty, position: Position, rules: Rules,
              budget: int = OWN_BUDGET) -> bool:
    """Whether a deal won within ``budget`` positions can be rated ``level``.

    The weight grows with the positions and the cells needed, and both are
    bounded: with one free cell a deal needs at most one, so a win within
    ``OWN_BUDGET`` weighs under 500,000 and is never expert. A search for a
    random expert deal of that game must then look further (``deal_finder``).

    >>> from freecell_qt.engine.game import initial_position
    >>> from freecell_qt.engine.rules import Preset
    >>> one_cell = Rules(Preset.FREECELL, 1)
    >>> start = initial_position(one_cell, 1)
    >>> reachable(Difficulty.HARD, start, one_cell), reachable(Difficulty.EXPERT, start, one_cell)
    (True, False)
    """
    most = _needed(rules.cells, _occupied(position), rules)
    return classify(budget - 1, most).level >= level.level


def _occupied(position: Position) -> int:
    """The cells dealt full: no rating takes them away."""
    return len(position.cells) - position.free_cell_count


def _needed(fewest: int, occupied: int, rules: Rules) -> int:
    """The cells a deal won with ``fewest`` counts as needing (see the module docstring).

    On FreeCell's scale: four cells to spare a deck. With two or three decks
    a cell holds a smaller share of the cards, so a two-deck deal that needs
    four cells weighs as a one-deck deal that needs two. A game with more
    cells to spare than that is played with them (Penguin's seven, Seven by
    Five's five), so a cell needed there counts as that share of four: a
    Penguin deal won with six of its seven cells weighs as a FreeCell deal
    won with three. Without it almost every Penguin deal rated expert.
    """
    if rules.cells <= occupied or rules.suit_cells:
        return NO_LADDER_NEEDED
    spare = max(FREECELL_CELLS * rules.decks, rules.cells - occupied)
    return round((fewest - occupied) * FREECELL_CELLS / spare)


def known_winnable(rating: Rating) -> Rating:
    """``rating`` for a deal known to be winnable: one the verdict's search
    won, which may run in C and for longer, though the rating's did not.

    Its effort is then more than the positions the rating searched, so its
    weight (positions times ten per cell needed) is past ``HARD_BELOW``
    whatever the cells it needs: expert, the same on every machine that
    knows the deal is winnable (some tight deals are won in C, beyond a
    million positions in Python). So too where the rating's search filled
    its memory before that many positions: its effort has no bound it
    reached (Needle deal 73, won in C within 10,000 positions, fills the
    Python search's 150 MB at some 435,000). The fewest cells stay unknown
    (None). A rating that is anything but "unknown" past that many
    positions, or out of memory, stays as it is.
    """
    if rating.status != "unknown" or (rating.positions < HARD_BELOW
                                      and not rating.out_of_memory):
        return rating
    return Rating(Difficulty.EXPERT, None, rating.positions, "rated")


def unwinnable_deals_common(rules: Rules) -> bool:
    """Whether a random deal of this game is often not winnable.

    Standard FreeCell (four cells, alternate colours, any card in an empty
    column, eight columns) loses about one deal in 100,000; fewer cells,
    fewer columns (unless more cells make up for them: Seven by Five won all
    of its deals 1-1000), building by suit, kings-only or never-filled
    columns, or one-card moves each make lost deals common.

    >>> from freecell_qt.engine.rules import Preset
    >>> unwinnable_deals_common(Rules()), unwinnable_deals_common(Rules(Preset.FREECELL, 3))
    (False, True)
    """
    return (
        rules.cells < 4
        or rules.pile_count + rules.cells < 12
        or rules.build is Build.SAME_SUIT
        or rules.fill is not EmptyFill.ANY
        or rules.sequence is SequenceMove.ONE_CARD
    )


def _with_cells(position: Position, cells: int) -> Position:
    """``position`` with ``cells`` free cells: the cards in cells first, then empties."""
    held = tuple(card for card in position.cells if card is not None)
    return replace(position, cells=held + (None,) * (cells - len(held)))


def _rules_with_cells(rules: Rules, cells: int) -> Rules:
    """The same game with ``cells`` free cells (a custom game unless it is a preset's).

    A game that deals cards to its cells (ForeCell, Relaxed Seahaven Towers,
    Repair) can deal no more of them than there are cells left, yet its rules
    must still deal every card: the cards the fewer cells cannot take go to the
    first column instead. Only the deal changes, which a search from a given
    position never uses; without it a position whose dealt cells were emptied
    (set up, pasted or played to) had no rules for its fewer-cell searches.
    """
    reserve = min(rules.reserve, cells)
    layout = rules.layout
    if reserve < rules.reserve:
        layout = (layout[0] + rules.reserve - reserve, *layout[1:])
    return rules.changed(cells=cells, layout=layout, reserve=reserve)
