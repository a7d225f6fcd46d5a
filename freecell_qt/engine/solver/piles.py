"""Reserve piles in the compact search (docs/rules.md, Reserve piles).

The engine keeps a game's reserve piles after its columns, as columns of
their own (``Rules.pile_count``), so the compact position does the same: the
``bytes`` of the real columns, then those of the piles, and a move names a
pile by its index there, as the engine's moves do. ``place``, ``settle`` and
the replay need nothing more: a pile's top card leaves, goes up or takes a
card like a column's. What differs is what a pile takes and gives
(``ReserveRule``, turned into ``MoveRules.pile_intake``, ``pile_room`` and
``pile_runs``), and that a pile is interchangeable with another pile but
never with a column: the visited-set key sorts the two groups apart
(``sort_groups``, ``state.key_of``), and the order a search names them in
(``order``) keeps the groups too.

The moves between real columns are those of ``moves.legal_moves`` over the
real columns alone (their empty columns, and only theirs, relay cards);
this module adds the moves into, out of and up from the piles.
"""

from __future__ import annotations

from typing import Final, Protocol

from freecell_qt.engine.rules.reserves import Intake, ReserveRule
from freecell_qt.engine.solver.state import Columns, CompactMove, Foundations, goes_up
from freecell_qt.engine.solver.tables import MoveTables


class MoveRules(MoveTables, Protocol):
    """What the piles' moves read of ``moves.MoveRules`` besides every
    kind's tables."""

    @property
    def pile_intake(self) -> int: ...
    @property
    def pile_room(self) -> int: ...
    @property
    def pile_runs(self) -> bool: ...
    @property
    def real_columns(self) -> int: ...
    @property
    def twice(self) -> bool: ...
    @property
    def no_room_before(self) -> int: ...

    def takes(self, cells: bytes, card: int) -> bool: ...


#: What a pile takes (``MoveRules.pile_intake``), as small numbers for the
#: hot loops: nothing (Pitchfork), one card at a time up to its room
#: (Limpopo, Needle, Haystack), or any run while empty (Headquarters).
TAKES_NOTHING: Final = 0
TAKES_ONE_CARD: Final = 1
TAKES_RUN_WHEN_EMPTY: Final = 2


def intake_of(rule: ReserveRule) -> int:
    """``rule``'s intake as one of the numbers above."""
    if rule.intake is Intake.ONE_CARD:
        return TAKES_ONE_CARD
    if rule.intake is Intake.RUN_WHEN_EMPTY:
        return TAKES_RUN_WHEN_EMPTY
    return TAKES_NOTHING


def sort_groups(cols: list[bytes], first_pile: int) -> None:
    """Sort the real columns and the piles after them, each group apart, in
    place: any two columns may trade places, and any two piles, but a pile
    plays by other rules than a column."""
    piles = sorted(cols[first_pile:])
    del cols[first_pile:]
    cols.sort()
    cols.extend(piles)


def order(columns: Columns, first_pile: int) -> list[int]:
    """The table's index of each column as the search sorts them
    (``sort_groups``): the real columns sorted, then the piles sorted."""
    count = len(columns)
    return (sorted(range(first_pile), key=columns.__getitem__)
            + sorted(range(first_pile, count), key=columns.__getitem__))


def parked(cols: Columns | list[bytes], start: int, by_pile: bool = False) -> int:
    """The cards in the piles from index ``start`` on, 0 for none: where a
    pile takes cards one at a time (Needle, Haystack), a card parked there
    waits as one in a free cell does, and the heuristic counts it so.

    With ``by_pile``, the piles in use instead, whatever they hold: where
    the piles start empty (Limpopo, Headquarters), a pile is one place in
    use, as a free cell is, until its last card leaves it. Over
    Headquarters' deals 1-80 at 12 s a deal, so counted, the search won 58
    where it won 49 counting nothing there; Limpopo 78 against 75."""
    if not start:
        return 0
    count = 0
    for index in range(start, len(cols)):
        if by_pile:
            count += cols[index] != b""
        else:
            count += len(cols[index])
    return count


def no_room(cols: Columns | list[bytes], end: int) -> int:
    """The empty columns before index ``end`` (0: none): where no card may
    fill an empty column, the heuristic leaves them out of its empty count,
    which stands for room to move cards through."""
    count = 0
    for index in range(end):
        count += cols[index] == b""
    return count


def _gives(pile: bytes, rules: MoveRules) -> int:
    """How many cards may leave ``pile`` at once: its top card, or where a
    pile gives runs (Headquarters) the run at its top."""
    if not pile:
        return 0
    return rules.runs[pile] if rules.pile_runs else 1


def takes(pile: bytes, count: int, rules: MoveRules) -> bool:
    """Whether a pile holding ``pile`` takes ``count`` cards now
    (``ReserveRule.refusal``)."""
    intake = rules.pile_intake
    if intake == TAKES_ONE_CARD:
        return count == 1 and len(pile) < rules.pile_room
    if intake == TAKES_RUN_WHEN_EMPTY:
        return not pile
    return False


def pile_moves(
    cols: Columns | list[bytes],
    cells: bytes,
    found: Foundations,
    rules: MoveRules,
    complete: bool,
    column_moves: list[CompactMove],
) -> list[CompactMove]:
    """Every useful move of a position with reserve piles, moves up first:
    ``column_moves`` are ``legal_moves`` over the real columns and the cells.

    As with empty columns, of the empty piles only the first is a
    destination, and a whole pile onto an empty one (the same position) is
    left out. With ``complete`` False, as in ``legal_moves``, the moves that
    break up a run are left out: a column's top card onto a pile unless it
    is a run of one, part of a run onto an empty pile or from a pile, and
    a card from one pile to another.
    """
    first_pile = rules.real_columns
    total = len(cols)
    twice = rules.twice
    moves: list[CompactMove] = [
        rules.up_from_column[p] for p in range(first_pile, total)
        if cols[p] and goes_up(cols[p][-1], found, twice)
    ]
    if keeps_column(rules):
        column_moves = _not_emptying(cols, column_moves)
    moves += column_moves
    free = rules.cell_count - len(cells)
    empties = [j for j in range(first_pile) if not cols[j]]
    to_occupied = rules.capacity[free][len(empties)]
    to_empty = rules.capacity[free][len(empties) - 1]
    parents = rules.parents
    fills = rules.fills
    between = rules.between
    # Out of each pile: onto a column, into an empty one, into a cell.
    for p in range(first_pile, total):
        pile = cols[p]
        if not pile:
            continue
        give = _gives(pile, rules)
        onto = between[p]
        for j in range(first_pile):
            column = cols[j]
            if not column:
                continue
            top = column[-1]
            for count in range(1, give + 1):
                if top in parents[pile[-count]]:
                    if count <= to_occupied and (complete or count == give):
                        moves.append(onto[j][count])
                    break
        if empties:
            most = give if give < to_empty else to_empty
            empty = onto[empties[0]]
            for count in range(most, 0, -1):
                if fills[pile[-count]]:
                    moves.append(empty[count])
                    if not complete:
                        break
        if free and (complete or give == 1) and rules.takes(cells, pile[-1]):
            moves.append(rules.to_cell[p])
    _onto_piles(cols, cells, rules, complete, moves)
    return moves


def _onto_piles(cols: Columns | list[bytes], cells: bytes, rules: MoveRules,
                complete: bool, moves: list[CompactMove]) -> None:
    """The moves of ``pile_moves`` onto the piles, added to ``moves``."""
    first_pile = rules.real_columns
    total = len(cols)
    intake = rules.pile_intake
    if intake == TAKES_NOTHING:
        return
    between = rules.between
    runs = rules.runs
    keeps = keeps_column(rules)
    seen_empty = False
    for q in range(first_pile, total):
        target = cols[q]
        if not target:
            if seen_empty:
                continue  # empty piles are interchangeable
            seen_empty = True
        if not takes(target, 1, rules):
            continue
        for i in range(first_pile):
            column = cols[i]
            if not column:
                continue
            if intake == TAKES_ONE_CARD:
                if complete or runs[column] == 1:
                    moves.append(between[i][q][1])
                continue
            run = runs[column]
            for count in range(run, 0 if complete else run - 1, -1):
                if keeps and count == len(column):
                    continue  # the column's whole content: ``keeps_column``
                moves.append(between[i][q][count])
        for p in range(first_pile, total):
            pile = cols[p]
            if p == q or not pile:
                continue
            if intake == TAKES_ONE_CARD:
                if complete and (target or len(pile) > 1):
                    moves.append(between[p][q][1])
                continue
            give = _gives(pile, rules)
            for count in range(give, 0, -1):
                if count == len(pile):
                    continue  # a whole pile onto an empty one: the same position
                if complete or count == give:
                    moves.append(between[p][q][count])
        for at, card in enumerate(cells):
            if at and cells[at - 1] == card:
                continue  # copies of a card in the cells: one move
            moves.append(rules.from_cell[card][q])


def keeps_column(rules: MoveRules) -> bool:
    """Whether ``pile_moves`` leaves out the moves of a column's whole
    content, onto an empty pile and onto another column
    (``_not_emptying``): where piles take a run while empty and no card
    fills an empty column (Headquarters), such a move is never needed.

    The column holds a single run then. Onto an empty pile: kept in the
    column, the run gives any top part of it as the pile would (any part
    at once, onto the same columns, into the same empty piles, up), the
    same card is on top for a card sent up unasked, and it takes cards
    besides, while the pile stays empty and takes a run the other could
    not; the emptied column would never take a card again, and nothing
    relays through an empty column that nothing fills. So every way on
    from the position after the move is a way from the position before,
    move for move and never longer: the move starts no shortest way, and
    a proof that leaves it out stays sound. Where empty columns are filled
    (Limpopo, Needle) the emptied column is room, and the moves stay."""
    return rules.pile_intake == TAKES_RUN_WHEN_EMPTY and rules.no_room_before > 0


def _not_emptying(cols: Columns | list[bytes], column_moves: list[CompactMove]
                  ) -> list[CompactMove]:
    """``column_moves`` but those of a column's whole content onto another
    column, where ``keeps_column`` holds.

    The column is a single run then, and it goes onto a top card it
    extends the run of. Kept where it was, the run gives what the other
    column would: any top part of it, at once, to the same places; a run
    that would reach down from it into the column under it is the same
    cards moved in two moves, the lower part first (onto an empty pile the
    lower part alone goes, the run staying in its column, and any later
    move of both is two moves again); the card it would cover stays
    unsafe to send up while the run's first card is in play, so the cards
    sent up unasked are the same. Every way on from the position after the
    move is so a way from the position before, moving no more cards: the
    move, which moves cards, starts no way that moves fewest, and a proof
    that leaves it out stays sound."""
    return [move for move in column_moves
            if move[0] != 4 or move[3] != len(cols[move[1]])]


def pile_is_legal(
    cols: Columns, cells: bytes, found: Foundations, move: CompactMove, rules: MoveRules,
) -> bool | None:
    """Whether the engine would accept ``move``, which names a pile, here;
    None when it names none (``moves.is_legal`` then answers over the
    real columns)."""
    first_pile = rules.real_columns
    kind = move[0]
    if kind == 3 and move[2] >= first_pile:
        return move[1] in cells and takes(cols[move[2]], 1, rules)
    if kind != 4 or (move[1] < first_pile and move[2] < first_pile):
        return None
    source, dest, count = cols[move[1]], cols[move[2]], move[3]
    if move[1] == move[2] or not source or count < 1:
        return False
    give = _gives(source, rules) if move[1] >= first_pile else rules.runs[source]
    if count > give or count > len(source):
        return False
    if move[2] >= first_pile:
        return takes(dest, count, rules)
    if not rules.fits(source[-count], dest):
        return False
    free = rules.cell_count - len(cells)
    empty = sum(1 for column in cols[:first_pile] if not column) - (0 if dest else 1)
    return count <= rules.capacity[free][empty]
