"""The search over the engine's own rules: best first over ``Position`` values,
every move asked of ``rules_of_play``.

The compact search (``portfolio``) and the searches by rank and by colour
(``by_rank``, ``by_colour``) each translate a game into a small state of
their own, fast but only for the rules they were written for. This one
translates nothing: it lists the moves with ``rules_of_play.legal_moves``,
plays them with ``rules_of_play.apply`` and sends cards up unasked exactly
where the game does (``rules_of_play.next_safe_move``, which asks the game's
``FoundationRule``; the rule's answers kept for each state of the foundations,
``up_now.UpNow``). So a game with a new kind of rule is solvable the day its
rule objects and its moves in ``rules_of_play`` exist, and a win found here is
a win the engine replays (docs/solver.md, The search over the engine's rules).

What the search takes for granted, each a shortcut that loses no win:

- The safe moves up are played at once: the game's rule object says no card
  left could need the card (``FoundationRule.safe``), which is what makes the
  auto-move safe for the player too.
- Positions are remembered by a key (``Keys``) in which the columns are
  sorted, and so are the free cells that take the same cards (all of them,
  but where each suit has its cells): the rules treat such piles alike. The
  copies of a card in a game of several decks are one card in the key, as no
  rule tells them apart. The foundations are kept in their order, whole,
  since a rule may tell them apart by their place. A column with face-down
  cards (Opera) carries their number in its bytes, so two positions that
  differ only in what lies face down are two positions. The search itself
  knows the face-down cards, as the deal does.
- No card is taken back from a foundation. Where the game lets one come down
  (``FoundationRule.gives_back`` and the take-back option), an exhausted
  search proves nothing, and the answer is "unknown". Nor does it where each
  free cell covers its column: no cell is then like another (``proves``).

Every other move ``legal_moves`` lists is tried, so when no position is left
to look at (and the open list never had to drop any) the game is lost.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import count, pairwise

from freecell_qt.engine.cards import ALL_CARDS, Card
from freecell_qt.engine.moves import Move, Pile, PileKind
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Rules, rules_of_play
from freecell_qt.engine.solver.portfolio import Clock
from freecell_qt.engine.solver.up_now import STATES_LIMIT, UpNow

#: Positions expanded between looks at the clock.
CHECK_EVERY = 100
#: What one position of this search counts for against a budget of positions
#: (``Clock.max_nodes``). The budgets (a rating's, a hint's) are set for the
#: searches in Python of the compact state, which expand 10,000 to 30,000
#: positions a second where this one expanded 300 to 800 when the weight was
#: set, two to four times as many since it keeps the foundations' answers
#: (docs/solver.md, The search over the engine's rules): counted one for
#: one, the rating of a game in play (a million positions) would keep a core
#: busy for half an hour. Counted so, a budget bought about the same time in
#: either search; it now stops this one in a half to a quarter of that time.
WEIGHT = 32
#: Positions waiting past which the worse half is dropped (memory stays
#: bounded); a search that dropped any proves nothing when it runs dry.
OPEN_LIMIT = 300_000
#: Positions seen past which the search stops, proving nothing: a bound on
#: its memory for callers that give it no clock, such as a rating of the game
#: in play, far past the app's 12 s. Stalactites deal 1 held 65 MB at 100,000
#: positions seen (waiting positions and cached columns included), so this
#: keeps a search near the 400 MB the portfolio's largest searches reach.
SEEN_LIMIT = 600_000
#: A position's priority is ``DEPTH_SHARE * score + moves made``: the score
#: leads, the moves keep the way short.
DEPTH_SHARE = 4
#: The score's weights: cards not up, cards over a card a foundation takes
#: now, cards over an earlier card, cards not on a card they build on, full
#: cells (squared: the last free cells are worth the most), empty columns.
WEIGHTS = (3, 1, 1, 1, 1, 3)

#: Added to a column's face-down count, its last byte in a key: above every card.
FACE_DOWN_MARK = 64

#: A position as the search remembers it: columns sorted, cells sorted
#: within each group of alike cells, foundations in order, cards as
#: Microsoft's numbers (the copies of a card alike).
Key = tuple[tuple[bytes, ...], tuple[bytes, ...], tuple[bytes, ...]]


@dataclass(frozen=True, slots=True)
class Found:
    """What a search found: the engine's ``moves`` to a win when ``won``,
    else whether it looked at every position (a proof, unless the game lets
    cards come down: ``proves``); ``best`` the moves toward the most
    promising position it saw, for a hint."""

    won: bool
    exhausted: bool
    moves: tuple[Move, ...]
    nodes: int
    best: tuple[Move, ...] = ()


def cell_groups(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """The free cells in groups of cells that take the same cards: within a
    group the cells are interchangeable. One group of them all, but where a
    rule gives cells cards of their own (a cell for each suit: four groups)."""
    groups: dict[tuple[bool, ...], list[int]] = {}
    for index in range(rules.cells):
        takes = tuple(rules.cell_takes(index, card) for card in ALL_CARDS)
        groups.setdefault(takes, []).append(index)
    return tuple(tuple(group) for group in groups.values())


class Keys:
    """The key of a position (``Key``), with a cache of each column's bytes:
    a column recurs in many positions, so it is turned into bytes once."""

    def __init__(self, rules: Rules) -> None:
        self.groups = cell_groups(rules)
        #: The piles that follow one rule: interchangeable among themselves,
        #: not with the others (the columns; reserve piles; Antares' halves).
        self.piles = rules.column_groups()
        self.columns: dict[tuple[Card, ...], bytes] = {}
        self.ups: dict[tuple[tuple[Card, ...], ...], tuple[bytes, ...]] = {}

    def column(self, column: tuple[Card, ...], down: int = 0) -> bytes:
        found = self.columns.get(column)
        if found is None:
            found = self.columns[column] = bytes(card.deck_index for card in column)
        # A byte no card has (they are 0 to 51) for the face-down count.
        return found + bytes((FACE_DOWN_MARK + down,)) if down else found

    def __call__(self, position: Position) -> Key:
        cells = position.cells
        columns = position.columns
        down = position.down
        known = self.columns
        piles: list[bytes] = []
        for group in self.piles:
            keys: list[bytes] = []
            for index in group:
                column = columns[index]
                found = known.get(column)
                if found is None:
                    found = known[column] = bytes(card.deck_index for card in column)
                if down[index]:
                    found += bytes((FACE_DOWN_MARK + down[index],))
                keys.append(found)
            keys.sort()
            piles += keys
        return (
            tuple(piles),
            tuple(bytes(sorted(card.deck_index for index in group
                               if (card := cells[index]) is not None))
                  for group in self.groups),
            self.foundations(position.foundations),
        )

    def foundations(self, piles: tuple[tuple[Card, ...], ...]) -> tuple[bytes, ...]:
        """The foundations' part of a key, made once for each state of them."""
        found = self.ups.get(piles)
        if found is None:
            if len(self.ups) >= STATES_LIMIT:
                self.ups.clear()
            found = self.ups[piles] = tuple(bytes(card.deck_index for card in pile)
                                            for pile in piles)
        return found


def settle(position: Position, rules: Rules, moves: list[Move],
           up: UpNow | None = None) -> Position:
    """``position`` after the safe moves up the game plays unasked, each
    appended to ``moves``: the moves ``rules_of_play.next_safe_move`` names,
    resolved. ``up``: the search's answers of the foundations, which give the
    same moves without asking the rule objects again for a state of the
    foundations already met."""
    if up is None or up.rule.run > 1:
        # Whole runs go up (Spidercells): the engine's own walk of them.
        while (auto := rules_of_play.next_safe_move(position, rules)) is not None:
            auto = rules_of_play.resolve(position, rules, auto)
            moves.append(auto)
            position = rules_of_play.apply(position, auto, rules)
        return position
    named = up.rule.names_pile
    while True:
        state = up.state(position.foundations, position.base)
        safe = up.safe_cards(state)
        # Most positions have no safe card on top of a pile or in a cell:
        # they are done with at a glance.
        if not (any(card in safe for card in position.cells)
                or any(column[-1] in safe for column in position.columns if column)):
            return position
        # The lowest safe card, the first of equals (``next_safe_move``).
        best: tuple[int, Pile, Card] | None = None
        for pile, card in rules_of_play.sources(position, rules):
            if up.safe(state, card):
                place = position.place(card.rank)
                if best is None or place < best[0]:
                    best = (place, pile, card)
        if best is None:
            return position
        _, pile, card = best
        index = up.goes_to(state, card)
        assert index is not None  # a safe card goes up now
        there = Pile.foundation(index)
        # As ``resolve`` names it: the foundation only where a card may have
        # a choice of them; played to the one it goes to either way.
        moves.append(Move(pile, there if named else Pile.foundation()))
        position = rules_of_play.apply(position, Move(pile, there), rules)


def children(position: Position, rules: Rules, up: UpNow | None = None
             ) -> Iterator[tuple[Position, tuple[Move, ...]]]:
    """Every position one move from ``position``, settled, with the moves
    that lead there (the move, then the safe moves it let go up). No card
    comes down from a foundation, and of the empty columns only the first is
    a destination (they are interchangeable: the others give the same key)."""
    columns = position.columns
    # Of each group of alike piles, the first empty one.
    firsts = {next((index for index in group if not columns[index]), -1)
              for group in rules.column_groups()}
    for move in rules_of_play.legal_moves(position, rules):
        if move.source.kind is PileKind.FOUNDATION:
            continue
        dest = move.dest
        if dest.kind is PileKind.COLUMN and not columns[dest.index] \
                and dest.index not in firsts:
            continue
        moves = [move]
        child = _child(position, move, rules, up, moves)
        yield child, tuple(moves)


def _child(position: Position, move: Move, rules: Rules, up: UpNow | None,
           moves: list[Move] | None = None) -> Position:
    """The child of ``position`` that ``move`` leads to, settled, the safe moves
    it let go up appended to ``moves``: how ``children`` makes each child, and
    how the search makes a waiting one again when it is taken."""
    return settle(rules_of_play.apply(position, move, rules), rules,
                  [] if moves is None else moves, up)


#: A column's share of the score that the foundations do not change: its
#: cards lying on a card that comes earlier on a foundation, and its cards not
#: on a card they build on.
ColumnShare = tuple[int, int]


def _column_share(column: tuple[Card, ...], rules: Rules, place: Callable[[int], int]
                  ) -> ColumnShare:
    builds_on = rules.builds_on
    blocking = 0
    lowest = 14
    for card in column:
        rank = place(card.rank)
        if rank > lowest:
            blocking += 1
        else:
            lowest = rank
    breaks = sum(1 for below, card in pairwise(column) if not builds_on(card, below))
    return blocking, breaks


def score(position: Position, rules: Rules,
          shares: dict[tuple[tuple[Card, ...], int], ColumnShare] | None = None,
          up: UpNow | None = None) -> int:
    """What is left to do, the lower the better, from the rules' own questions
    (weighed by ``WEIGHTS``): cards not up; cards lying on a card a foundation
    takes now; cards lying on a card that comes earlier on a foundation (ranks
    counted from the base); cards not on a card they build on; full cells,
    squared; empty columns count against. Tuned on FreeCell deals
    (docs/solver.md, The search over the engine's rules).

    ``shares``: what a search already knows of the columns it has seen (a
    column recurs in many positions), by the column and the base. ``up``:
    its answers of the foundations (``UpNow``), kept across positions."""
    base = position.base
    place = position.place
    known = {} if shares is None else shares
    if up is None:
        up = UpNow.of(position, rules)
    takes = up.takes(up.state(position.foundations, base))
    left = 0
    buried = 0
    blocking = 0
    breaks = 0
    empty = 0
    for column in position.columns:
        if not column:
            empty += 1
            continue
        size = len(column)
        left += size
        share = known.get((column, base))
        if share is None:
            share = known[(column, base)] = _column_share(column, rules, place)
        blocking += share[0]
        breaks += share[1]
        for depth, card in enumerate(column):
            if card in takes:
                buried += size - 1 - depth
    held = sum(1 for card in position.cells if card is not None)
    return (WEIGHTS[0] * (left + held) + WEIGHTS[1] * buried + WEIGHTS[2] * blocking
            + WEIGHTS[3] * breaks + WEIGHTS[4] * held * held - WEIGHTS[5] * empty)


def search(position: Position, rules: Rules, clock: Clock) -> Found:
    """Best first from ``position`` until a win, the clock stops it, or no
    position is left (``exhausted``)."""
    key_of = Keys(rules)
    up = UpNow.of(position, rules)
    opening: list[Move] = []
    start = settle(position, rules, opening, up)
    start_key = key_of(start)
    #: Every position seen: its key, the key it was reached from, and the moves.
    came: dict[Key, tuple[Key | None, tuple[Move, ...]]] = {start_key: (None, tuple(opening))}
    if start.is_won:
        return Found(True, True, tuple(opening), 0)
    order = count()
    shares: dict[tuple[tuple[Card, ...], int], ColumnShare] = {}
    best_score = score(start, rules, shares, up)
    best_key = start_key
    # A waiting position is its parent and the move from it, not the position
    # itself: most are never taken, and a parent is shared by all its
    # children, so the open list holds a position for each one expanded
    # rather than for each one seen (Headquarters: some 20 times fewer). One
    # taken is made again as ``children`` made it: the same position.
    waiting: list[tuple[int, int, int, Position, Move | None, Key]] = [
        (DEPTH_SHARE * best_score, next(order), 0, start, None, start_key)]
    dropped = False
    nodes = 0
    while waiting:
        _, _, depth, parent, move, here_key = heapq.heappop(waiting)
        here = parent if move is None else _child(parent, move, rules, up)
        nodes += 1
        if nodes % CHECK_EVERY == 0 and (clock.stop(nodes * WEIGHT) or len(came) > SEEN_LIMIT):
            return Found(False, False, (), nodes, _way(came, best_key))
        for child, moves in children(here, rules, up):
            key = key_of(child)
            if key in came:
                continue
            came[key] = (here_key, moves)
            if child.is_won:
                return Found(True, True, _way(came, key), nodes, _way(came, key))
            value = score(child, rules, shares, up)
            if value < best_score:
                best_score, best_key = value, key
            heapq.heappush(waiting, (DEPTH_SHARE * value + depth + 1, next(order), depth + 1,
                                     here, moves[0], key))
        if len(waiting) > OPEN_LIMIT:
            waiting = heapq.nsmallest(OPEN_LIMIT // 2, waiting)
            dropped = True
    return Found(False, not dropped, (), nodes, _way(came, best_key))


def _way(came: dict[Key, tuple[Key | None, tuple[Move, ...]]], key: Key) -> tuple[Move, ...]:
    """The moves from the start to the position of ``key``."""
    pieces: list[tuple[Move, ...]] = []
    at: Key | None = key
    while at is not None:
        at, moves = came[at]
        pieces.append(moves)
    return tuple(move for piece in reversed(pieces) for move in piece)


def proves(rules: Rules) -> bool:
    """Whether an exhausted search proves the game lost: not where a card may
    come down from a foundation, which the search never tries; nor where
    each free cell covers its column (``Rules.cells_cover``): there no two
    cells, and no two columns, are interchangeable, while ``legal_moves``
    offers only the first free cell and the key sorts the cells and the
    columns each apart (Flipper deals 82, 170 and 185 were called lost so,
    and are won)."""
    return not (rules.takeback and rules.foundation_rule.gives_back) \
        and not rules.cover_rule.hides_cards
