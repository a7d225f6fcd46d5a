"""Move generation and playing on compact positions.

The search expands positions with ``legal_moves`` and plays children with
its own inlined copy of ``play`` (a call per child costs too much there);
the shortening pass checks and plays moves with ``is_legal`` and ``play``.
Move kinds are written as the bare numbers of ``state`` (``4`` is
``COLUMN_TO_COLUMN``) because a global name costs a look-up in hot loops.
"""

from __future__ import annotations

from functools import cache, lru_cache

from freecell_qt.engine.cards import DECK_CARDS, JOKERS, Card, Suit, rank_from
from freecell_qt.engine.rules import FoundationBuild, Rules
from freecell_qt.engine.rules.foundations import InFours, TwiceRound, WholeRuns, WithJokers
from freecell_qt.engine.solver import covers, interlock
from freecell_qt.engine.solver.piles import (
    TAKES_NOTHING,
    intake_of,
    pile_is_legal,
    pile_moves,
)
from freecell_qt.engine.solver.state import (
    FACE_DOWN,
    FIRST_JOKER,
    JOKER_NEEDS,
    SECOND_JOKER,
    Columns,
    CompactMove,
    Foundations,
    SafeNeeds,
    fours_needs,
    goes_up,
    onto_tops,
    safe_needs,
    send_up,
    settle,
    straight_needs,
    turn_up,
    twice_needs,
    whole_run_at_foot,
)

_CARDS = tuple(Card.from_index(index) for index in range(52))


@cache
def _parents(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """The cards each card may be placed on, as the rules' ``builds_on`` says."""
    return tuple(
        tuple(top for top in range(52) if rules.builds_on(_CARDS[card], _CARDS[top]))
        for card in range(52)
    )


@cache
def _follows(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """For each of the 54 cards of a pack with jokers (``state.FIRST_JOKER``),
    the cards it may lie on in a run that moves together (``Rules.follows``):
    a ``Runs`` table read by ``follows`` rather than ``builds_on``, since a
    joker counts in a run at its rank though it never lands on a column."""
    cards = (*_CARDS, *JOKERS)
    return tuple(
        tuple(below for below in range(54) if rules.follows(cards[card], cards[below]))
        for card in range(54)
    )


@cache
def _parents_from(rules: Rules, base: int) -> tuple[tuple[int, ...], ...]:
    """``_parents`` of the compact cards counted from ``base`` (``state.compact_card``)
    under columns whose ranks do not go round (Petal): what goes on a card
    there depends on the base (nothing goes on the ace, whichever place it has),
    so each compact card is asked about as the real card it stands for."""
    cards = tuple(Card(rank_from(base, (card >> 2) + 1), Suit(card & 3)) for card in range(52))
    return tuple(
        tuple(top for top in range(52) if rules.builds_on(cards[card], cards[top]))
        for card in range(52)
    )


def table_base(rules: Rules, base: int) -> int:
    """The base ``MoveRules`` is made from for a position of ``base``: 1 (the
    tables of the ace) wherever the compact cards look the same from any base,
    that is where ranks go round on the columns (Penguin); the position's own
    base where they do not (Petal). One rule set of the first kind keeps one
    set of tables for every deal."""
    return 1 if rules.column_wrap else base


class Runs(dict[bytes, int]):
    """Run length per column: cards at the exposed end that each go on the
    one below by the build rule. A column recurs in many positions, so each
    is measured once."""

    def __init__(self, parents: tuple[tuple[int, ...], ...]) -> None:
        super().__init__()
        self.parents = parents

    def __missing__(self, column: bytes) -> int:
        length, size = 1, len(column)
        parents = self.parents
        while length < size and column[-length - 1] in parents[column[-length]]:
            length += 1
        self[column] = length
        return length


#: One run cache per build rule, shared by every search under that rule.
RUNS: dict[tuple[tuple[int, ...], ...], Runs] = {}


def clear_caches() -> None:
    for runs in RUNS.values():
        runs.clear()


def cache_size() -> int:
    return sum(len(runs) for runs in RUNS.values())


class MoveRules:
    """What move generation needs from the rules, turned into tables once.

    Every table is read off the ``Rules`` value itself (``builds_on``,
    ``may_fill``, ``capacity``, ``safe_automove``), so the search cannot
    disagree with the engine about a rule. ``capacity[free][empty]``: cards
    one move may carry; ``empty`` may be -1 (a move onto an empty column when
    there is none), which gives 0. ``fills[card]``: whether the card may
    head what goes into an empty column. ``decks``: 1, 2 or 3, and ``cards``
    the cards of the game, all up in a win; ``wraps``: ranks go round on the
    columns (a king goes on an ace, whatever the foundations' base);
    ``suit_cells``: free cell ``i`` takes suit ``i % 4`` only (``takes``);
    ``twice``: the foundations go twice round (Double FreeCell's
    ``TwiceRound``), held as those of two decks, foundation ``s`` the first
    time round of suit ``s`` and ``s + 4`` the second (``state.ranks_of``);
    ``fours``: Footling's one foundation (``InFours``), held as foundations by
    suit of which a card goes up only once every foundation has reached its
    rank (``state.fours_ranks``), every card it takes sent up unasked.
    ``base``: the rank the compact cards count from, where the tables
    depend on it (``table_base``): straight columns under foundations that
    go round from a dealt base (Petal), whose parents, fills and safe needs
    are then those of the real cards (``_count_from``); else 1.
    ``whole_runs``: the foundations take whole runs (Spidercells'
    ``WholeRuns``), held as four counts of 0 or 13 whatever the suit; no
    card goes up alone (``legal_moves`` and ``is_legal`` have no move up),
    and a whole run goes up unasked (``safe`` is then ``state.WHOLE_RUNS``,
    which ``settle`` reads so).
    ``face_down``: cards may lie face down at the foot of the columns
    (Opera), flagged in the compact columns (``state.FACE_DOWN``): no table
    holds a flagged code, so no run reaches one, and the move that exposes
    one turns it up (``place``, ``state.settle``).
    ``covers``: free cell ``i`` holding a card turns column ``i``'s top card
    face down (Flipper's ``CellCoversColumn``); the cells are then held in
    column order and the moves are those of ``covers``.
    """

    __slots__ = (
        "base",
        "between",
        "capacity",
        "cards",
        "cell_count",
        "column_count",
        "covers",
        "decks",
        "face_down",
        "fill_any",
        "fills",
        "fours",
        "from_cell",
        "jokers",
        "no_room_before",
        "over",
        "parents",
        "parks_by_pile",
        "pile_intake",
        "pile_parks",
        "pile_room",
        "pile_runs",
        "real_columns",
        "runs",
        "safe",
        "suit_cells",
        "target_apart",
        "to_cell",
        "top",
        "twice",
        "up_from_cell",
        "up_from_column",
        "whole_runs",
        "wraps",
    )

    def __init__(self, rules: Rules, columns: int, base: int = 1) -> None:
        self.cell_count = rules.cells
        self.column_count = columns
        self.decks = rules.decks
        self.wraps = rules.column_wrap
        self.suit_cells = rules.suit_cells
        self.cards = rules.card_count
        self.capacity = tuple(
            (*(rules.capacity(free, empty) for empty in range(columns + 1)), 0)
            for free in range(rules.cells + 1)
        )
        self.parents = parents = _parents(rules.without_options())
        runs = RUNS.get(parents)
        if runs is None:
            runs = RUNS[parents] = Runs(parents)
        self.runs = runs
        self.fills = tuple(rules.may_fill(card.rank) for card in _CARDS)
        self.fill_any = all(self.fills)
        self.twice = (rules.foundation is FoundationBuild.TWICE
                      and type(rules.foundation_rule) is TwiceRound)
        if self.twice:
            self.safe: SafeNeeds = twice_needs(rules.build)
        elif rules.foundation is FoundationBuild.FOURS:  # no rule of foundations by suit
            self.safe = fours_needs(rules.decks)
        else:
            self.safe = safe_needs(rules.safe_automove, rules.decks, rules.column_wrap)
        # Every move there can be, made once: ``legal_moves`` hands out these
        # very tuples. A depth-first search keeps every move not yet tried
        # from each position of its path, and a deep path holds hundreds of
        # thousands of them: shared, each costs a pointer rather than a
        # 72-byte tuple of its own, and none is built in the search's loop.
        # A run never holds more than the 13 ranks, but where ranks go round.
        longest = rules.card_count if rules.column_wrap else 13
        count = range(columns)
        self.up_from_column: list[CompactMove] = [(0, i) for i in count]
        self.up_from_cell: list[CompactMove] = [(1, card) for card in range(52)]
        self.to_cell: list[CompactMove] = [(2, i) for i in count]
        self.from_cell: list[list[CompactMove]] = [
            [(3, card, j) for j in count] for card in range(52)
        ]
        self.between: list[list[list[CompactMove]]] = [
            [[(4, i, j, cards) for cards in range(longest + 1)] for j in count] for i in count
        ]
        self.fours = (rules.foundation is FoundationBuild.FOURS
                      and type(rules.foundation_rule) is InFours)
        # Reserve piles after the columns (``piles``): how many real columns
        # come first, and what a pile takes, how much it holds and whether
        # a run leaves it at once.
        reserve = rules.reserve_rule
        self.real_columns = columns - reserve.count
        self.pile_intake = intake_of(reserve)
        self.pile_room = reserve.room
        self.pile_runs = reserve.gives_runs
        # Whether the search's heuristic counts what the piles hold as cells
        # in use (``search.BestFirst``, ``piles.parked``): wherever a pile
        # takes cards. Where the deal fills it (Needle, Haystack), each card
        # in it, so that the search empties it; where the piles start empty
        # (Limpopo, Headquarters), each pile in use (``parks_by_pile``).
        self.pile_parks = self.pile_intake != TAKES_NOTHING
        self.parks_by_pile = self.pile_parks and reserve.dealt == 0
        # Where no card may fill an empty column (Headquarters, the games led
        # by kings), an empty column is no room, and the heuristic counts only
        # the empty piles: the columns before this index are left out of its
        # empty count (0: none). Over Headquarters' deals 41-80 at 12 s a deal
        # the C search so won one more, in a sixth less time.
        self.no_room_before = 0 if any(self.fills) else self.real_columns
        self.whole_runs = (rules.foundation is FoundationBuild.RUNS
                           and type(rules.foundation_rule) is WholeRuns)
        self.base = table_base(rules, base)
        if self.base != 1:
            self._count_from(rules.without_options(), rules)
        # Cards dealt face down (Opera): the compact columns flag them
        # (``state.FACE_DOWN``), and the search's heuristic reads them as
        # the cards they are (``heuristic.DOWN_BLOCKED``, ``face_down_targets``).
        self.face_down = rules.face_down
        # Piles in overlapping tiers (Sarlacc, ``interlock``): the piles of
        # the next tier over each pile, empty where none lies over another,
        # and the top tier's piles, the first ``top``: only they take a card
        # when empty, and only their empty piles relay.
        overlap = rules.overlap_rule
        self.over: interlock.Over = (
            tuple(overlap.over(index) for index in range(columns)) if overlap.tiers else ())
        self.top = overlap.tiers[0] if overlap.tiers else columns
        # How many empty columns a move onto an empty one leaves out of its
        # relays: the target itself, but where it still relays (Obstruction,
        # ``Rules.empty_target_relays``).
        self.target_apart = 0 if rules.empty_target_relays else 1
        # Obstruction's two jokers (``state.FIRST_JOKER``): the tables then
        # hold 54 cards (``_with_jokers``).
        self.jokers = rules.foundation is FoundationBuild.JOKERS \
            and type(rules.foundation_rule) is WithJokers
        # Cells that cover their columns (Flipper, ``covers``): the cells are
        # held in column order.
        self.covers = rules.cover_rule.hides_cards
        if self.jokers:
            self._with_jokers(rules)

    def _with_jokers(self, rules: Rules) -> None:
        """The tables made again for a pack of the deck and two jokers, cards
        52 and 53 (``state.FIRST_JOKER``). A joker lands on nothing and
        nothing lands on it (``Rules.builds_on``), so it has no parents and is
        no card's parent, and no empty column takes it; but it may lie in a
        run, as an ace or a 2 of its own colour (``Rules.follows``), so the
        runs are measured by ``follows`` (``_follows``) while what lands
        where still goes by ``builds_on``. It may go to a cell. It is safe as
        soon as its foundation takes it (``state.JOKER_NEEDS``), and with its
        needs the table of needs holds 54 cards, which tells ``settle`` to
        send jokers up (``state.settle_jokers``). The state keeps no count
        for the jokers' foundation, so a win is the deck's 52 cards up."""
        plain = rules.without_options()
        self.parents = (*self.parents, (), ())
        follows = _follows(plain)
        runs = RUNS.get(follows)
        if runs is None:
            runs = RUNS[follows] = Runs(follows)
        self.runs = runs
        self.fills = (*self.fills, False, False)
        self.safe = (*self.safe, JOKER_NEEDS, JOKER_NEEDS)
        self.cards = DECK_CARDS
        count = range(self.column_count)
        self.up_from_cell = [*self.up_from_cell, (1, FIRST_JOKER), (1, SECOND_JOKER)]
        self.from_cell = [*self.from_cell, [(3, FIRST_JOKER, j) for j in count],
                          [(3, SECOND_JOKER, j) for j in count]]

    def _count_from(self, plain: Rules, rules: Rules) -> None:
        """The tables that read ranks off the compact cards, made again for
        cards counted from ``self.base`` under straight columns: a card goes
        on the cards ``builds_on`` says its real card goes on (never on the
        ace, and the king on nothing), an empty column takes what
        ``may_fill`` says of the real rank, and the real ace is safe as soon
        as it may go up (``state.straight_needs``), as in the engine
        (``BySuit.safe``). The run cache is keyed by the parents, so each
        base has its own."""
        base = self.base
        self.parents = parents = _parents_from(plain, base)
        runs = RUNS.get(parents)
        if runs is None:
            runs = RUNS[parents] = Runs(parents)
        self.runs = runs
        self.fills = tuple(rules.may_fill(rank_from(base, (card >> 2) + 1), base)
                           for card in range(52))
        self.fill_any = all(self.fills)
        self.safe = straight_needs(rules.safe_automove, rules.decks, base)

    @staticmethod
    @lru_cache(maxsize=16)
    def of(rules: Rules, columns: int, base: int = 1) -> MoveRules:
        """The tables for ``rules``, made once: every solve of a batch or of
        the app's worker plays by the same few rule sets. ``base``: the
        position's, as ``table_base`` gives it (1 unless the tables depend
        on it)."""
        return MoveRules(rules, columns, base)

    def takes(self, cells: bytes, card: int) -> bool:
        """Whether a free cell is left for ``card``: any, or with a cell for each
        suit, one of its suit's (the cells hold a suit's cards only, so the
        cards in them tell which are taken)."""
        if len(cells) >= self.cell_count:
            return False
        if not self.suit_cells:
            return True
        suit = card & 3
        held = 0
        for other in cells:
            if other & 3 == suit:
                held += 1
        return held < self.cell_count // 4

    def fits(self, card: int, dest: bytes) -> bool:
        """Whether ``card`` may be placed on the column ``dest``."""
        if not dest:
            return self.fills[card]
        return dest[-1] in self.parents[card]


def legal_moves(
    cols: Columns | list[bytes],
    cells: bytes,
    found: Foundations,
    rules: MoveRules,
    complete: bool = True,
) -> list[CompactMove]:
    """Every useful move, foundation moves first.

    Always left out: a whole column onto an empty one (the same position),
    and all but the first empty column as a destination (empty columns are
    interchangeable). Onto an occupied column only the one tail that fits
    can go, as in the engine (runs descend one rank at a time under every
    build rule, so only one of its cards has the rank the top card takes).
    Nothing goes to an empty column that the fill rule refuses: with kings
    only, just the tail headed by a king, and nothing at all with no fill.

    With ``complete`` False, also the moves that break up a run: its top
    card into a cell, part of it onto another column, less than the most
    that can go onto an empty column (the most that the fill rule lets
    in). They are seldom needed and they more
    than double the positions a heuristic search wades through; a proof
    of unsolvability needs them all.
    """
    if rules.over:
        return interlock.interlock_moves(cols, cells, found, rules, complete)
    if len(cols) > rules.real_columns:
        return pile_moves(cols, cells, found, rules, complete,
                          legal_moves(cols[:rules.real_columns], cells, found, rules, complete))
    if rules.covers:
        return covers.legal_moves(cols, cells, found, rules, complete)
    free = rules.cell_count - len(cells)
    # The column each card tops, -1 for none: a table read by index, which
    # is cheaper than a dict of the tops.
    tops = [-1] * 54  # the deck's cards and the jokers (``state.FIRST_JOKER``)
    occupied: list[int] = []
    empties: list[int] = []
    twins: list[int] = []
    for i, column in enumerate(cols):
        if column:
            if tops[column[-1]] >= 0:
                twins.append(i)
            else:
                tops[column[-1]] = i
            occupied.append(i)
        else:
            empties.append(i)
    empty_count = len(empties)
    to_occupied = rules.capacity[free][empty_count]
    to_empty = rules.capacity[free][empty_count - rules.target_apart]
    fills = rules.fills
    runs = rules.runs
    parents = rules.parents
    between = rules.between
    from_cell = rules.from_cell
    to_cell = rules.to_cell
    moves: list[CompactMove] = []
    decks = len(found) > 4
    twice = rules.twice
    # The highest rank a card going up may have: Footling's foundation takes
    # none above the lowest of its foundations (``state.goes_up``).
    ceiling = min(found) if rules.fours else 12
    for card in cells:
        if (found[card & 3] == card >> 2 or (decks and goes_up(card, found, twice))) \
                and card >> 2 <= ceiling:
            moves.append(rules.up_from_cell[card])
    up_from_column = rules.up_from_column
    for i in occupied:
        top = cols[i][-1]
        if (found[top & 3] == top >> 2 or (decks and goes_up(top, found, twice))) \
                and top >> 2 <= ceiling:
            moves.append(up_from_column[i])
    for i in occupied:
        column = cols[i]
        run = runs[column]
        onto = between[i]
        onto_tops(moves, column, run, to_occupied, complete, parents, tops, onto)
        if empty_count:
            most = run if run < to_empty else to_empty
            if most > len(column) - 1:  # a whole column onto an empty one changes nothing
                most = len(column) - 1
            empty = onto[empties[0]]
            if complete:
                for count in range(1, most + 1):
                    if fills[column[-count]]:
                        moves.append(empty[count])
            else:
                for count in range(most, 0, -1):
                    if fills[column[-count]]:
                        moves.append(empty[count])
                        break
        if free and (complete or run == 1) and (
                not rules.suit_cells or rules.takes(cells, column[-1])):
            moves.append(to_cell[i])
    for card in cells:
        placed = from_cell[card]
        for parent in parents[card]:
            j = tops[parent]
            if j >= 0:
                moves.append(placed[j])
        if empty_count and fills[card]:
            moves.append(placed[empties[0]])
    if twins:
        _onto_twins(cols, cells, twins, to_occupied, rules, complete, moves)
    if rules.whole_runs:
        return _without_moves_up(moves)
    return moves


def _onto_twins(
    cols: Columns | list[bytes], cells: bytes, twins: list[int], to_occupied: int,
    rules: MoveRules, complete: bool, moves: list[CompactMove],
) -> None:
    """The moves of ``legal_moves`` onto the columns in ``twins``, each
    topped by a copy of a card that tops an earlier column too."""
    runs = rules.runs
    parents = rules.parents
    between = rules.between
    for j in twins:
        top = cols[j][-1]
        for i, column in enumerate(cols):
            if i == j or not column:
                continue
            run = runs[column]
            onto = between[i][j]
            if complete:
                for count in range(1, (run if run < to_occupied else to_occupied) + 1):
                    if top in parents[column[-count]]:
                        moves.append(onto[count])
            elif run <= to_occupied and top in parents[column[-run]]:
                moves.append(onto[run])
        for card in cells:
            if top in parents[card]:
                moves.append(rules.from_cell[card][j])


def forms_whole_run(cols: Columns | list[bytes], move: CompactMove) -> bool:
    """Whether ``move`` leaves a whole run at the foot of a column, which then
    goes up (``state.settle_runs``): the column it lands on ends in one, or
    the column it leaves shows one. Only an ace can end a run, so the column
    it lands on is looked at only when an ace lands there."""
    kind = move[0]
    if kind == 4:
        source = cols[move[1]]
        count = move[3]
        if source[-1] >> 2 == 0 and whole_run_at_foot(cols[move[2]] + source[-count:]):
            return True
        return whole_run_at_foot(source[:-count])
    if kind == 2:
        return whole_run_at_foot(cols[move[1]][:-1])
    if kind == 3:
        return move[1] >> 2 == 0 and whole_run_at_foot(cols[move[2]] + bytes((move[1],)))
    return False


def _without_moves_up(moves: list[CompactMove]) -> list[CompactMove]:
    """``moves`` but the moves up, where the foundations take whole runs:
    there no card goes up alone, and a whole run goes up unasked as it forms
    (``state.settle_runs``), so no move up is ever left to make."""
    return [move for move in moves if move[0] > 1]


def place(columns: list[bytes], cells: bytes, found: list[int], move: CompactMove) -> bytes:
    """Play ``move`` on ``columns`` and ``found`` in place, without the safe
    moves that may follow it; returns the new cells."""
    kind = move[0]
    if kind == 4:
        source = columns[move[1]]
        columns[move[2]] += source[-move[3] :]
        left = columns[move[1]] = source[: -move[3]]
        if left and left[-1] >= FACE_DOWN:  # the card under turns face up
            columns[move[1]] = turn_up(left)
    elif kind == 2:
        source = columns[move[1]]
        cells = bytes(sorted(cells + source[-1:]))
        left = columns[move[1]] = source[:-1]
        if left and left[-1] >= FACE_DOWN:
            columns[move[1]] = turn_up(left)
    elif kind == 0:
        source = columns[move[1]]
        send_up(source[-1], found)
        left = columns[move[1]] = source[:-1]
        if left and left[-1] >= FACE_DOWN:
            columns[move[1]] = turn_up(left)
    else:
        at = cells.index(move[1])
        if kind == 3:
            columns[move[2]] += cells[at : at + 1]
        else:
            send_up(move[1], found)
        cells = cells[:at] + cells[at + 1 :]
    return cells


def play(
    cols: Columns, cells: bytes, found: Foundations, move: CompactMove, rules: MoveRules
) -> tuple[Columns, bytes, Foundations]:
    """The position after ``move`` and the safe moves it allows."""
    if rules.covers:
        return covers.play(cols, cells, found, move, rules)
    child = list(cols)
    child_found = list(found)
    cells = place(child, cells, child_found, move)
    if rules.over:
        cells = interlock.settle(child, cells, child_found, rules.safe, rules.over)
        return tuple(child), cells, tuple(child_found)
    cells = settle(child, cells, child_found, rules.safe, rules.twice)
    return tuple(child), cells, tuple(child_found)


def is_legal(
    cols: Columns, cells: bytes, found: Foundations, move: CompactMove, rules: MoveRules
) -> bool:
    """Whether the engine would accept ``move`` here (with its exact card count)."""
    if rules.over:
        return interlock.interlock_is_legal(cols, cells, found, move, rules)
    if rules.covers:
        return covers.is_legal(cols, cells, found, move, rules)
    if len(cols) > rules.real_columns:
        legal = pile_is_legal(cols, cells, found, move, rules)
        if legal is not None:
            return legal
        if move[0] in (3, 4):  # between real columns: their empty ones alone relay
            return is_legal(cols[:rules.real_columns], cells, found, move, rules)
    kind = move[0]
    if kind < 2 and rules.whole_runs:  # runs go up unasked, cards never alone
        return False
    if kind == 0:
        column = cols[move[1]]
        return bool(column) and goes_up(column[-1], found, rules.twice, rules.fours)
    if kind == 1:
        return move[1] in cells and goes_up(move[1], found, rules.twice, rules.fours)
    if kind == 2:
        column = cols[move[1]]
        return bool(column) and rules.takes(cells, column[-1])
    if kind == 3:
        if move[1] not in cells:
            return False
        return rules.fits(move[1], cols[move[2]])
    source, dest, count = cols[move[1]], cols[move[2]], move[3]
    if move[1] == move[2] or len(source) < count or rules.runs[source] < count:
        return False
    if not rules.fits(source[-count], dest):
        return False
    free = rules.cell_count - len(cells)
    empty = sum(1 for column in cols if not column) - (0 if dest else rules.target_apart)
    return count <= rules.capacity[free][empty]
