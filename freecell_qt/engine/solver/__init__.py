"""A solver for every game of the FreeCell family: a solution, a proof that
there is none, or "unknown".

No Qt, no I/O but a look at its own process's size (``memory``),
deterministic for the same input and node budget as long as the memory
budget is not met. It plays by the ``Rules`` it is given: the build rule,
what fills an empty column, how many cards move at once, the cells and the
columns. Each shortcut of
the search holds under every rule set, so an exhausted search proves a
deal unsolvable in any game: see ``state`` (interchangeable columns and
cells, the safe moves to the foundations) and ``moves`` (the moves left out).

    >>> from freecell_qt.engine import Game, Rules
    >>> from freecell_qt.engine.solver import solve
    >>> result = solve(Game.new(1).start, Rules())
    >>> result.status, len(result.moves) > 52
    ('solved', True)

Hard deals have a heavy tail under any one heuristic, yet a deal that is
hard for one search is often easy for another, and only a search that makes
every move can prove a deal lost. So ``solve`` runs a portfolio
(``portfolio.Portfolio``) of searches (``protocol.Search``) taking turns
under one budget, chosen by a table (``plan.PLANS``) for the class of rules
and for whether the C search was built. Verdicts, hints and ratings all go
through ``solve`` (``hint`` through the same portfolio); ratings ask for
the plan in Python alone (``native=False``), the reference every install
has, so that a rating is the same on every machine.

The portfolio plays the rules its compact state was written for. One
question, ``route.route``, sends every other rule set elsewhere: Stalactites
and Clink to searches of their own (``by_rank``, ``by_colour``), and any
rule the three cannot play (a new kind of foundation, say) to ``generic``,
a slower search that plays by the engine's own moves and rule objects.

The search never takes cards back from the foundations. Under rules that
allow take-backs an exhausted search proves nothing, and the answer is
``unknown``.

Memory grows with the positions seen, slowly: a waiting position is kept as
its key, a large visited set as fingerprints (``visited``), an open list
past ``search.OPEN_LIMIT`` drops its worse half, and the searches in C stop
(proving nothing) when their tables reach their bounds (``native``). Above
all a search is held to ``max_bytes`` (``memory.SEARCH_MEMORY``, 150 MB, by
default): near it the portfolio lets members go, and past it the search
ends with ``unknown``, as when its time runs out.

``docs/solver.md`` explains the pieces, the plan and the search loop, and
keeps the figures behind each choice.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace

from freecell_qt.engine.moves import Move
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Rules, rules_of_play
from freecell_qt.engine.solution import Hint, SolveResult, Status
from freecell_qt.engine.solver import by_colour, by_rank, generic, native, restarts
from freecell_qt.engine.solver.memory import SEARCH_MEMORY
from freecell_qt.engine.solver.plan import PORTFOLIO, PROVER, TIGHT, TIGHT_CAPACITY
from freecell_qt.engine.solver.portfolio import (
    CHECK_EVERY,
    FIRST_SLICE,
    MAX_SLICE,
    TURN_SLICE,
    Clock,
    Portfolio,
)
from freecell_qt.engine.solver.protocol import Search, State
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.route import Route, compact_plays, route
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.shorten import shorten as shortcut
from freecell_qt.engine.solver.shorten import shorten_in_pieces

__all__ = [
    "CHECK_EVERY",
    "DEFAULT_MAX_NODES",
    "FIRST_SLICE",
    "MAX_SLICE",
    "PORTFOLIO",
    "PROVER",
    "SEARCH_MEMORY",
    "TIGHT",
    "TIGHT_CAPACITY",
    "TURN_SLICE",
    "VERDICT_SECONDS",
    "Hint",
    "Route",
    "SolveResult",
    "Status",
    "compact_plays",
    "compiled",
    "hint",
    "native",
    "restarts",
    "route",
    "solution_moves",
    "solve",
]

DEFAULT_MAX_NODES = 1_000_000
#: The app's budget for the verdict on a deal (Winnable or not), in seconds;
#: the benchmark holds the solver to it.
VERDICT_SECONDS = 12.0


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Keep Python's cycle collector out of a search.

    A search makes tuples by the hundred thousand that stay alive (waiting
    positions, paths), and none of them is part of a cycle: reference
    counting frees each of them, and the collector, woken every few hundred
    new tuples, only walks the growing pile again and again. The collector
    is switched back on after the search if it was on before.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def compiled() -> bool:
    """Whether the search runs compiled (see setup.py): the modules mypyc
    compiles, faster than their Python source for the same moves, and the
    searches in C (``native``). Benchmarks and the self-test say which they
    measured."""
    return not hasattr(BestFirst.run, "__code__") and native.AVAILABLE


def solve(
    position: Position,
    rules: Rules,
    *,
    max_nodes: int | None = DEFAULT_MAX_NODES,
    timeout: float | None = None,
    cancelled: Callable[[], bool] | None = None,
    shorten: bool = True,
    native: bool = True,
    max_bytes: int | None = SEARCH_MEMORY,
) -> SolveResult:
    """Search for a win from ``position``.

    ``max_nodes`` bounds the positions expanded (None: no bound, so that a
    ``timeout`` alone can give the search more than the default), ``timeout``
    the seconds;
    ``cancelled`` is called every few hundred positions and stops the search
    when it returns True (a worker process's cancel flag, for instance).
    Any of the three ends the search with ``unknown``. ``shorten``: run the
    post-pass that merges moves of a card that moves twice. ``native``: let
    the searches in C take part where they were built (``native``); without
    them the plan is the reference in Python, which the ratings use so that
    a rating is the same on a machine without them. ``nodes`` in the result
    counts their positions too, but ``max_nodes`` weighs them at their
    share's ``turn`` to one (``plan.Share``). ``max_bytes`` bounds what the
    search adds to the process's resident size (None: no bound; see
    ``memory``): past it the answer is ``unknown`` too.
    """
    position.check_fits(rules)
    clock = Clock(max_nodes, timeout, cancelled, max_bytes)
    return _run(position, rules, clock, native, shorten)[0]


def hint(
    position: Position,
    rules: Rules,
    *,
    max_nodes: int = 20_000,
    timeout: float | None = None,
    cancelled: Callable[[], bool] | None = None,
    max_bytes: int | None = SEARCH_MEMORY,
) -> Hint | None:
    """The first move of a solution, else the first move toward the most
    promising position the first search saw (``from_solution`` False).

    None when the game is won or no move is legal. The budget arguments are
    those of ``solve``, and so is the search: a hint is the verdict's
    first move whenever the verdict's search, given this budget, wins. The
    default budget is small, for an answer within a second.
    """
    position.check_fits(rules)
    if position.is_won:
        return None
    clock = Clock(max_nodes, timeout, cancelled, max_bytes)
    way = route(rules)
    if way is Route.GENERIC:
        with _collector_paused():
            found = generic.search(position, rules, clock)
        guess = found.moves or found.best
        if guess:
            return Hint(guess[0], found.won)
        fallback = _any_move(position, rules)
        return None if fallback is None else Hint(fallback, False)
    if way is not Route.COMPACT:
        walked = _walk(position, rules, clock)
        if walked.solved:
            return Hint(walked.moves[0], True)
        fallback = _any_move(position, rules)
        return None if fallback is None else Hint(fallback, False)
    result, portfolio = _run(position, rules, clock, True, True)
    if result.solved:
        return Hint(result.moves[0], True)
    assert portfolio is not None
    first = portfolio.first
    path = first.real_moves(first.best_path)
    moves = engine_moves(position, path, portfolio.move_rules.safe,
                         portfolio.move_rules.suit_cells, portfolio.move_rules.twice,
                         portfolio.move_rules.over, portfolio.move_rules.covers)
    if not moves:
        fallback = _any_move(position, rules)
        return None if fallback is None else Hint(fallback, False)
    return Hint(moves[0], False)


def _run(
    position: Position, rules: Rules, clock: Clock, use_native: bool, shorten: bool
) -> tuple[SolveResult, Portfolio | None]:
    """The one search behind ``solve``, ``hint`` and (through ``solve``)
    the ratings: the portfolio of the position's plan, and what it found,
    with what the clock saw of its memory."""
    result, portfolio = _search(position, rules, clock, use_native, shorten)
    if clock.max_bytes is None:
        return result, portfolio
    return replace(result, grown=clock.peak, out_of_memory=clock.out_of_memory), portfolio


def _search(
    position: Position, rules: Rules, clock: Clock, use_native: bool, shorten: bool
) -> tuple[SolveResult, Portfolio | None]:
    """The search of ``_run``, by the route the rules take."""
    if position.is_won:
        return SolveResult("solved", (), 0, clock.seconds), None
    way = route(rules)
    if way is Route.GENERIC:
        return _generic(position, rules, clock), None
    if way is not Route.COMPACT:
        return _walk(position, rules, clock), None
    with _collector_paused(), Portfolio(position, rules, use_native) as portfolio:
        finished = portfolio.run(clock)
        nodes = portfolio.positions
        if finished is None:
            return SolveResult("unknown", (), nodes, clock.seconds), portfolio
        if finished.solved:
            moves = solution_moves(position, finished, shorten)
            return SolveResult("solved", moves, nodes, clock.seconds), portfolio
    status: Status = "unknown" if rules.takeback else "unsolvable"
    return SolveResult(status, (), nodes, clock.seconds), portfolio


#: The longest way ``shorten`` is given whole. Its work grows with the square
#: of the length and does not watch the clock: a depth-first win of tens of
#: thousands of moves (seen in three-deck games) would take minutes whole, so a
#: longer way is shortened in pieces of this many moves (``shorten_in_pieces``).
MOST_SHORTENED = 2_000
#: Past this many moves a way is handed back as found, still a win: even in
#: pieces its shortening would keep a player waiting.
MOST_SHORTENED_IN_PIECES = 20_000


def solution_moves(position: Position, search: Search, shorten: bool = True
                   ) -> tuple[Move, ...]:
    """The engine's moves of the win ``search`` found from ``position``,
    made shorter first with ``shorten`` (``shorten.shorten``; in pieces past
    ``MOST_SHORTENED`` moves, and not at all past ``MOST_SHORTENED_IN_PIECES``)."""
    states: list[State] = []
    compact = search.way(states)
    if shorten and len(compact) <= MOST_SHORTENED:
        compact = shortcut(compact, states, search.move_rules)
    elif shorten and len(compact) <= MOST_SHORTENED_IN_PIECES:
        compact = shorten_in_pieces(compact, states, search.move_rules, MOST_SHORTENED)
    return tuple(engine_moves(position, compact, search.move_rules.safe,
                              search.move_rules.suit_cells, search.move_rules.twice,
                              search.move_rules.over,
                              search.move_rules.covers))


def _walk(position: Position, rules: Rules, clock: Clock) -> SolveResult:
    """Foundations by rank: a walk of every position (``by_rank``), or in
    alternate colours a search by rank and colour (``by_colour``), instead of
    the portfolio."""
    with _collector_paused():
        found = (by_colour.search(position, rules, clock) if rules.by_colour
                 else by_rank.walk(position, rules, clock))
    status: Status = "solved" if found.won else "unsolvable" if found.exhausted else "unknown"
    return SolveResult(status, found.moves, found.nodes, clock.seconds)


def _generic(position: Position, rules: Rules, clock: Clock) -> SolveResult:
    """Any rule set the other searches cannot play (``route``): the search
    over the engine's own rules, whose exhausted search is a proof unless a
    card may come down from a foundation."""
    with _collector_paused():
        found = generic.search(position, rules, clock)
    status: Status = ("solved" if found.won
                      else "unsolvable" if found.exhausted and generic.proves(rules)
                      else "unknown")
    return SolveResult(status, found.moves, found.nodes, clock.seconds)


def _any_move(position: Position, rules: Rules) -> Move | None:
    move = next(rules_of_play.legal_moves(position, rules), None)
    return None if move is None else rules_of_play.canonical(position, move, rules)
