"""The rules of moving: legality with a reason, capacity, applying, auto-moves.

Functions over an immutable ``Position`` and the game's ``Rules``; ``Game``
adds history and score on top. Every refusal raises ``IllegalMoveError`` with
the words a player should read ("6 cards, at most 5 can move now"), and a
``key`` with ``params`` from which a window words it in the player's language.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

from freecell_qt.engine.cards import RANK_NAMES, Card, rank_above
from freecell_qt.engine.errors import IllegalMoveError
from freecell_qt.engine.moves import CELL_LETTERS, COLUMN_LETTERS, Move, Pile, PileKind
from freecell_qt.engine.position import Position, foundation_suit, share_copy
from freecell_qt.engine.rules import EmptyFill, FoundationBuild, Rules, SequenceMove, Tableau
from freecell_qt.engine.rules.foundations import RULES


def _colour(red: bool) -> str:
    return "red" if red else "black"


def fit_reason(card: Card, target: Card, rules: Rules, index: int) -> str:
    """Why ``card`` cannot go on ``target`` in column ``index``: ``"a red 7 goes
    on a black 8"``.

    Where ranks go round on the columns a king goes on an ace like any card
    on the next rank (``ColumnRule.fit_reason``).
    """
    return rules.column_rule_of(index).fit_reason(card, target)


def wanted_on(top: Card, rules: Rules, index: int) -> str:
    """What ``top`` accepts in column ``index``: ``"the 8 of spades takes a red 7"``."""
    return rules.column_rule_of(index).wanted_on(top)


def _no_fit(card: Card, top: Card, rules: Rules, index: int) -> IllegalMoveError:
    """The refusal of ``card`` onto ``top``, the exposed card of column ``index``."""
    rule = rules.column_rule_of(index)
    return IllegalMoveError(
        f"{card} cannot go on {top}: {fit_reason(card, top, rules, index)}",
        key="no_fit", card=card, top=top, build=rule.kind.value, wraps=rule.wraps,
    )


def _check_jokers(card: Card, top: Card | None) -> None:
    """The rule for jokers on the columns, in any game whose pack has them
    (Obstruction): ``card``, landing first, may not be a joker, even on an
    empty column; and ``top``, the card it would land on, may not be one."""
    if top is not None and top.is_joker:
        raise IllegalMoveError(f"nothing goes on a joker ({top})", key="onto_joker",
                               card=card, top=top)
    if card.is_joker:
        raise IllegalMoveError(f"a joker ({card}) never goes on a column, not even an "
                               "empty one", key="joker_to_column", card=card)


def capacity(position: Position, rules: Rules, onto_empty: bool) -> int:
    """How many cards one sequence move may carry now.

    ``onto_empty``: the destination is an empty column, which then does not
    count as a relay for itself, but in a game where it does
    (``Rules.empty_target_relays``: Obstruction).
    """
    # Only the columns relay: reserve piles follow rules of their own, and of
    # piles lying over one another only the first tier's (``relay_columns``).
    empty = sum(1 for index in rules.relay_columns if not position.columns[index])
    empty -= 1 if onto_empty and not rules.empty_target_relays else 0
    return rules.capacity(position.free_cell_count, max(empty, 0))


def covering_cell(position: Position, rules: Rules, column: int) -> int | None:
    """The free cell whose card turns ``column``'s top card face down
    (Flipper), or None while that card is face up; ``Rules.cover_rule`` says."""
    return rules.cover_rule.covering_cell(position.cells, position.columns, column)


def face_down_cards(position: Position, rules: Rules) -> frozenset[Card]:
    """The cards lying face down now: those dealt face down and not yet exposed
    (Opera, ``Position.down``), and the top cards of covered columns (Flipper)."""
    dealt = position.face_down_cards()
    if not rules.cover_rule.hides_cards:
        return dealt
    return dealt | frozenset(position.columns[index][-1]
                             for index in range(len(position.columns))
                             if covering_cell(position, rules, index) is not None)


def _check_face_up(position: Position, rules: Rules, pile: Pile) -> None:
    """Refuse a column whose top card lies face down: it neither gives nor takes."""
    cell = covering_cell(position, rules, pile.index)
    if cell is not None:
        letter = CELL_LETTERS[cell]
        raise IllegalMoveError(
            f"column {pile.index + 1}'s top card is face down while free cell {letter} "
            "holds a card", key="face_down", column=pile.index + 1, cell=letter)


def blocking_pile(position: Position, rules: Rules, column: int) -> int | None:
    """The pile lying over ``column`` that holds cards, so that ``column``
    neither gives nor takes (Sarlacc), or None while it is free."""
    return rules.overlap_rule.blocker(position.columns, column)


def _covered(column: int, by: int) -> IllegalMoveError:
    return IllegalMoveError(f"pile {column + 1} lies under pile {by + 1}, which holds a card",
                            key="pile_covered", pile=column + 1, by=by + 1)


def _source_card(position: Position, rules: Rules, source: Pile) -> Card:
    if source.kind is PileKind.COLUMN:
        _check_column_exists(position, source)
        column = position.columns[source.index]
        if not column and rules.is_reserve(source.index):
            number = source.index - rules.columns + 1
            raise IllegalMoveError(f"reserve pile {number} is empty", key="reserve_empty",
                                   pile=number)
        if not column:
            raise IllegalMoveError(f"column {source.index + 1} is empty", key="column_empty",
                                   column=source.index + 1)
        _check_face_up(position, rules, source)
        blocker = blocking_pile(position, rules, source.index)
        if blocker is not None:
            raise _covered(source.index, blocker)
        return column[-1]
    if source.kind is PileKind.CELL:
        _check_cell_exists(position, source)
        card = position.cells[source.index]
        if card is None:
            raise IllegalMoveError(f"cell {source.letter} is empty", key="cell_empty",
                                   cell=source.letter)
        return card
    if not rules.foundation_rule.gives_back:
        raise IllegalMoveError(f"in {rules.title} cards stay on the foundations",
                               key="stay_up", game=rules.title)
    if not rules.takeback:
        raise IllegalMoveError(
            "cards cannot come back from the foundations (the option is off)",
            key="takeback_off",
        )
    _check_foundation_exists(position, source)
    top = position.foundation_top(source.index)
    if top is None and rules.foundation_rule.holds_jokers(source.index):
        raise IllegalMoveError("the jokers' foundation is empty", key="jokers_empty")
    if top is None:
        suit = foundation_suit(source.index)
        raise IllegalMoveError(
            f"the {suit.english_name} foundation is empty",
            key="foundation_empty", suit=suit,
        )
    return top


def _check_foundation_exists(position: Position, pile: Pile) -> None:
    if not 0 <= pile.index < len(position.foundations):
        raise IllegalMoveError(
            f"this game has {len(position.foundations)} foundations; "
            f"there is no foundation {pile.index + 1}",
            key="no_such_foundation", foundation=pile.index + 1,
            foundations=len(position.foundations),
        )


def pile_letters(letters: str, count: int) -> str:
    """The first ``count`` notation letters as a reader takes them in: ``1-8``.

    A range is written only where the letters run on (``1-9``, ``a-g``); past
    it each is named, so 11 columns read ``1-9, t and j`` rather than ``1-j``
    and 8 cells ``a-g and i`` rather than ``a-i``, which would take in ``h``.
    """
    runs: list[str] = []
    for letter in letters[:count]:
        if runs and ord(letter) == ord(runs[-1][-1]) + 1:
            runs[-1] += letter
        else:
            runs.append(letter)
    names = [run if len(run) == 1 else f"{run[0]}-{run[-1]}" for run in runs]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _check_cell_exists(position: Position, pile: Pile) -> None:
    count = len(position.cells)
    if pile.index >= count:
        if count == 0:
            raise IllegalMoveError(f"this game has no free cells; there is no cell {pile.letter}",
                                   key="no_such_cell", cell=pile.letter, cells=count)
        cells = "cell a" if count == 1 else f"cells {pile_letters(CELL_LETTERS, count)}"
        raise IllegalMoveError(f"this game has {cells}; there is no cell {pile.letter}",
                               key="no_such_cell", cell=pile.letter, cells=count)


def _check_column_exists(position: Position, pile: Pile) -> None:
    count = len(position.columns)
    if pile.index >= count:
        names = pile_letters(COLUMN_LETTERS, count)
        if count > len(COLUMN_LETTERS):
            names = (f"{pile_letters(COLUMN_LETTERS, len(COLUMN_LETTERS))[:-6]}, x and "
                     f"[{len(COLUMN_LETTERS) + 1}]-[{count}]")
        raise IllegalMoveError(
            f"this game has columns {names}; "
            f"there is no column {pile.letter}",
            key="no_such_column", column=pile.letter, columns=count,
        )


def _check_empty_column_card(position: Position, rules: Rules, card: Card,
                             index: int) -> None:
    rule = rules.column_rule_of(index)
    if rule.fill is EmptyFill.NONE:
        raise IllegalMoveError(f"in {rules.title} an empty column stays empty",
                               key="no_fill", game=rules.title)
    if not rule.may_fill(card.rank, position.base):
        if position.base != 1:
            rank = position.rank_at(13)
            raise IllegalMoveError(
                f"in {rules.title} only a {RANK_NAMES[rank]}, the rank below the base "
                f"{RANK_NAMES[position.base]} (or a run headed by one), fills an empty column",
                key="top_rank_only", card=card, rank=rank, base=position.base,
            )
        raise IllegalMoveError(
            f"in {rules.title} only a king (or a run headed by a king) fills an empty column",
            key="king_only", card=card, game=rules.title,
        )


def resolve(position: Position, rules: Rules, move: Move) -> Move:
    """Check ``move`` and return it with its card count made explicit.

    Raises ``IllegalMoveError`` saying why when the rules forbid it. The
    returned move has ``count`` set for every column-to-column move.
    """
    card = _source_card(position, rules, move.source)
    dest = move.dest
    rule = rules.foundation_rule
    if dest.kind is PileKind.FOUNDATION and rule.names_pile:
        return Move(move.source, Pile.foundation(_named_foundation(position, rules, card, dest)))
    if dest.kind is PileKind.FOUNDATION and rule.run > 1:
        return _resolve_run_up(position, rules, move)
    if dest.kind is PileKind.FOUNDATION:
        if card.is_joker and position.foundation_for(card, rule) is None:
            raise IllegalMoveError(
                f"the {card.describe()} goes up only once the clubs, spades and hearts "
                "foundations are complete", key="joker_waits", card=card)
        if position.foundation_for(card, rule) is None:
            # The foundation's rule says what comes first (``FoundationRule.needs``);
            # the base card only where a foundation of the suit is empty: one that
            # goes round again (Double FreeCell) wants its ace a second time.
            need = rule.needs(position.foundations, card, position.base)
            starts = need == 1 and 0 in position.counts[card.suit::4]
            if starts and position.base == 1:
                raise IllegalMoveError(
                    f"the {card.describe()} cannot go up: the "
                    f"{card.suit.english_name} foundation starts with the ace",
                    key="ace_first", card=card,
                )
            if starts:
                raise IllegalMoveError(
                    f"the {card.describe()} cannot go up: the {card.suit.english_name} "
                    f"foundation starts with the {RANK_NAMES[position.base]}",
                    key="base_first", card=card, base=position.base,
                )
            first = Card(position.rank_at(need), card.suit)
            raise IllegalMoveError(
                f"the {card.describe()} cannot go up yet: the {first.describe()} goes first",
                key="not_yet", card=card, first=first,
            )
        return Move(move.source, Pile.foundation())
    if dest.kind is PileKind.CELL:
        _check_cell_exists(position, dest)
        if move.source.kind is PileKind.CELL:
            raise IllegalMoveError("a card never moves from one cell to another",
                                   key="cell_to_cell")
        if move.source.kind is PileKind.FOUNDATION:
            raise IllegalMoveError("a card from a foundation goes back to a column only",
                                   key="foundation_to_cell")
        if position.cells[dest.index] is not None:
            raise IllegalMoveError(f"cell {dest.letter} is occupied", key="cell_occupied",
                                   cell=dest.letter)
        if not rules.cell_takes(dest.index, card):
            suit = foundation_suit(dest.index)
            raise IllegalMoveError(
                f"cell {dest.letter} holds only {suit.english_name}, not the {card.describe()}",
                key="cell_for_suit", cell=dest.letter, suit=suit, card=card,
            )
        return Move(move.source, dest)
    _check_column_exists(position, dest)
    if rules.is_reserve(dest.index):
        return _resolve_onto_reserve(position, rules, move)
    return _resolve_onto_column(position, rules, move, card)


def _not_a_run(run: int, column: int) -> IllegalMoveError:
    """The refusal of more cards than the run at the foot of column ``column`` holds."""
    return IllegalMoveError(
        f"only the bottom {run} card{'s' if run > 1 else ''} of column {column + 1} form a run",
        key="not_a_run", run=run, column=column + 1,
    )


def _resolve_onto_reserve(position: Position, rules: Rules, move: Move) -> Move:
    """A move onto a reserve pile: the cards the source gives (one, or the
    count asked of a run), if the pile's rule takes them
    (``ReserveRule.check_takes``)."""
    count = 1
    if move.source.kind is PileKind.COLUMN:
        run = position.run_length(move.source.index, rules)
        count = move.count or 1
        if count > run:
            raise _not_a_run(run, move.source.index)
    rules.reserve_rule.check_takes(position.columns[move.dest.index], count,
                                   move.dest.index - rules.columns + 1)
    return Move(move.source, move.dest, count)


def _resolve_run_up(position: Position, rules: Rules, move: Move) -> Move:
    """A move up where a foundation takes a whole run at once (Spidercells):
    the run at the foot of the source column goes up, all its cards in one
    move whatever the cells and empty columns; a single card never does."""
    rule = rules.foundation_rule
    run = position.columns[move.source.index][-rule.run:] \
        if move.source.kind is PileKind.COLUMN else ()
    if move.count not in (None, rule.run) or not rule.carries(run):
        raise IllegalMoveError(
            f"in {rules.title} only a whole run from king to ace in alternate colours "
            f"goes up, {rule.run} cards at once",
            key="whole_run_only", game=rules.title, count=rule.run,
        )
    if position.foundation_for(run[0], rule) is None:
        raise IllegalMoveError("every foundation holds a run", key="foundations_taken")
    return Move(move.source, Pile.foundation(), rule.run)


def wanted_next(position: Position, rules: Rules) -> tuple[tuple[int, bool | None], ...]:
    """What each foundation by rank that is not full takes next: its rank, and
    in alternate colours (Clink) whether red (else None, any colour)."""
    rule = rules.foundation_rule
    return tuple(wanted for pile in position.foundations
                 if (wanted := rule.next_wanted(pile)) is not None)


def _wanted_word(rank: int, red: bool | None) -> str:
    """``"a 7"``, or in alternate colours ``"a red 7"``."""
    return f"a {RANK_NAMES[rank]}" if red is None else f"a {_colour(red)} {RANK_NAMES[rank]}"


def _wanted_ranks(position: Position, rules: Rules) -> str:
    """What the foundations by rank take next: ``"a 7, a 10 and a 3"`` (full ones left out)."""
    names = [_wanted_word(rank, red) for rank, red in wanted_next(position, rules)]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _named_foundation(position: Position, rules: Rules, card: Card, dest: Pile) -> int:
    """The foundation ``card`` goes to where a card may have a choice of them
    (by rank, in alternate colours): the one named, or with none named the
    first that takes it; ``IllegalMoveError`` saying why not."""
    rule = rules.foundation_rule
    if len(position.foundations) == 1 and not position.foundation_takes(0, card, rule):
        _refuse_one_foundation(position, rules, card)
    if dest.index < 0:
        index = position.foundation_for(card, rule)
        if index is None:
            raise IllegalMoveError(
                f"the {card.describe()} cannot go up: the foundations take "
                f"{_wanted_ranks(position, rules)} next",
                key="no_rank_foundation", card=card, wanted=wanted_next(position, rules),
            )
        return index
    _check_foundation_exists(position, dest)
    pile = position.foundations[dest.index]
    if len(pile) >= rule.room:
        raise IllegalMoveError(f"foundation {dest.index + 1} is full", key="foundation_full",
                               foundation=dest.index + 1)
    if not position.foundation_takes(dest.index, card, rule):
        wanted, red = rule.next_wanted(pile) or (rank_above(pile[-1].rank), None)
        raise IllegalMoveError(
            f"foundation {dest.index + 1} takes {_wanted_word(wanted, red)} next, not the "
            f"{card.describe()}",
            key="foundation_takes", foundation=dest.index + 1, rank=wanted, red=red, card=card,
        )
    return dest.index


def _refuse_one_foundation(position: Position, rules: Rules, card: Card) -> None:
    """Why ``card`` cannot go up where the game has one foundation by rank
    (Footling): the rank it takes next."""
    wanted = rules.foundation_rule.next_wanted(position.foundations[0])
    if wanted is None:
        raise IllegalMoveError("the foundation is full", key="foundation_full", foundation=1)
    raise IllegalMoveError(
        f"the {card.describe()} cannot go up: the foundation takes rank "
        f"{RANK_NAMES[wanted[0]]} next",
        key="one_foundation_takes", card=card, rank=wanted[0])


def can_pick_up(position: Position, rules: Rules, pile: Pile, count: int) -> None:
    """Raise ``IllegalMoveError`` unless the bottom ``count`` cards of ``pile`` may be lifted.

    What a hand may take before it knows where the cards go (kpat calls this
    ``checkRemove``): a run at the foot of a column, the card in a free cell,
    and a foundation's top card only when the rules allow taking back.

    >>> from freecell_qt.engine.game import initial_position
    >>> deal = initial_position(Rules(), 1)
    >>> can_pick_up(deal, Rules(), Pile.column(0), 1)
    >>> can_pick_up(deal, Rules(), Pile.foundation(0), 1)
    Traceback (most recent call last):
    ...
    freecell_qt.engine.errors.IllegalMoveError: cards cannot come back from the foundations \
(the option is off)
    """
    if pile.kind is PileKind.COLUMN:
        _source_card(position, rules, pile)
        if count > position.face_up(pile.index):
            raise IllegalMoveError("a face-down card cannot move: it turns face up once "
                                   "the cards on it have left", key="face_down_card")
        run = position.run_length(pile.index, rules)
        if not 1 <= count <= run:
            raise _not_a_run(run, pile.index)
        return
    _source_card(position, rules, pile)
    if count != 1:
        raise IllegalMoveError("only the top card of a cell or a foundation can move",
                               key="top_card_only")


def check_drop(position: Position, rules: Rules, source: Pile, dest: Pile, count: int) -> Move:
    """The move meant by ``count`` cards lifted from ``source`` and let go on ``dest``.

    Where cards may land (kpat's ``checkAdd``). Unlike a typed move, a drag
    says exactly which cards travel, so the card the hand holds deepest must
    itself go on the target: dropping a run whose tail alone would fit is
    refused, not silently shortened. Raises ``IllegalMoveError`` saying why.

    >>> from freecell_qt.engine.game import initial_position
    >>> deal = initial_position(Rules(), 1)
    >>> str(check_drop(deal, Rules(), Pile.column(0), Pile.cell(0), 1))
    '1a'
    >>> check_drop(deal, Rules(), Pile.column(0), Pile.column(1), 1)
    Traceback (most recent call last):
    ...
    freecell_qt.engine.errors.IllegalMoveError: 6S cannot go on 9C: a black 6 goes on a red 7
    """
    can_pick_up(position, rules, source, count)
    if dest.kind is PileKind.FOUNDATION and rules.foundation_rule.run > 1:
        # The run the hand holds, all of it, is what must go up.
        return resolve(position, rules, Move(source, dest, count))
    if dest.kind is PileKind.FOUNDATION and count > 1:
        raise IllegalMoveError("cards go up to a foundation one at a time",
                               key="foundation_one_at_a_time")
    if dest.kind is PileKind.CELL and count > 1:
        raise IllegalMoveError("a free cell holds one card", key="cell_holds_one")
    if source.kind is PileKind.COLUMN and dest.kind is PileKind.COLUMN \
            and rules.is_reserve(dest.index):
        return resolve(position, rules, Move(source, dest, count))
    if source.kind is PileKind.COLUMN and dest.kind is PileKind.COLUMN:
        _check_column_exists(position, dest)
        _check_column_takes(position, rules, dest, source)
        target = position.columns[dest.index]
        grabbed = position.columns[source.index][-count]
        _check_jokers(grabbed, target[-1] if target else None)
        if target and not rules.column_rule_of(dest.index).builds_on(grabbed, target[-1]):
            raise _no_fit(grabbed, target[-1], rules, dest.index)
        return resolve(position, rules, Move(source, dest, count))
    return resolve(position, rules, Move(source, dest))


def _check_column_takes(position: Position, rules: Rules, dest: Pile, source: Pile) -> None:
    """Refuse any card onto a column where nothing is built (Stalactites),
    whose top card lies face down (Flipper), or which lies under a pile that
    holds cards (Sarlacc), unless that pile alone drops down onto it
    (``drops_down``; its cards all moving is checked once they are counted)."""
    if not rules.column_rule.builds and position.columns[dest.index]:
        raise IllegalMoveError(f"in {rules.title} no card goes on a column",
                               key="no_building", game=rules.title)
    _check_face_up(position, rules, dest)
    if not position.columns[dest.index] and not rules.overlap_rule.fills(dest.index):
        return  # an empty pile that stays empty: the fill rule says so
    blocker = blocking_pile(position, rules, dest.index)
    if blocker is not None and not (
            source.kind is PileKind.COLUMN
            and rules.overlap_rule.drops_down(position.columns, source.index, dest.index)):
        raise _covered(dest.index, blocker)


def _check_drops_whole(position: Position, rules: Rules, move: Move, count: int) -> None:
    """Onto a pile that the source lies over, only all the source's cards go
    at once (the drop-down move of Sarlacc)."""
    dest, source = move.dest.index, move.source.index
    whole = len(position.columns[source])
    if blocking_pile(position, rules, dest) is not None and count != whole:
        raise IllegalMoveError(
            f"pile {dest + 1} lies under pile {source + 1}: only all {whole} cards of "
            f"pile {source + 1} may drop onto it, not {count}",
            key="drop_whole", pile=dest + 1, by=source + 1, whole=whole, count=count)


def _resolve_onto_column(
    position: Position, rules: Rules, move: Move, card: Card
) -> Move:
    _check_column_takes(position, rules, move.dest, move.source)
    dest = move.dest.index
    rule = rules.column_rule_of(dest)
    target_column = position.columns[dest]
    if move.source.kind is not PileKind.COLUMN:
        _check_jokers(card, target_column[-1] if target_column else None)
        if target_column:
            top = target_column[-1]
            if not rule.builds_on(card, top):
                raise _no_fit(card, top, rules, dest)
        else:
            _check_empty_column_card(position, rules, card, dest)
        return Move(move.source, move.dest, None)
    source_column = position.columns[move.source.index]
    run = position.run_length(move.source.index, rules)
    if target_column:
        top = target_column[-1]
        count = next(
            (n for n in range(1, run + 1) if rule.builds_on(source_column[-n], top)), 0
        )
        if count == 0 and (top.is_joker or run == 1):
            _check_jokers(card, top)
        if count == 0:
            if run == 1:
                raise _no_fit(card, top, rules, dest)
            raise IllegalMoveError(
                f"no card of the run {source_column[-run]}..{card} goes on "
                f"{top}: {wanted_on(top, rules, dest)}",
                key="run_no_fit", first=source_column[-run], last=card, top=top,
                build=rule.kind.value, wraps=rule.wraps,
            )
        if (move.count is not None and move.count != count and move.count <= run
                and rules.gives_any_cards(move.source.index)
                and rule.builds_on(source_column[-move.count], top)):
            # Cards that move in any order may have another card deeper down
            # that fits too (Antares): the count asked says which.
            count = move.count
        _check_drops_whole(position, rules, move, count)
        if move.count is not None and move.count != count:
            raise IllegalMoveError(
                f"{count} card{'s' if count > 1 else ''} of column "
                f"{move.source.index + 1} go on {top}, not {move.count}",
                key="count_mismatch", count=count, column=move.source.index + 1, top=top,
                asked=move.count,
            )
        limit = capacity(position, rules, onto_empty=False)
    else:
        count = move.count or 1
        if count > run:
            raise _not_a_run(run, move.source.index)
        _check_jokers(source_column[-count], None)
        _check_empty_column_card(position, rules, source_column[-count], dest)
        limit = capacity(position, rules, onto_empty=True)
    if count > 1 and rules.sequence is SequenceMove.ONE_CARD:
        raise IllegalMoveError(f"{count} cards: in {rules.title} cards move one at a time",
                               key="one_at_a_time", count=count, game=rules.title)
    if count > limit:
        raise IllegalMoveError(f"{count} cards, at most {limit} can move now",
                               key="over_capacity", count=count, limit=limit)
    return Move(move.source, move.dest, count)


def moved_cards(position: Position, move: Move) -> tuple[Card, ...]:
    """The cards a resolved move carries, deepest first."""
    if move.source.kind is PileKind.COLUMN:
        return position.columns[move.source.index][-(move.count or 1) :]
    if move.source.kind is PileKind.CELL:
        card = position.cells[move.source.index]
        return (card,) if card is not None else ()
    top = position.foundation_top(move.source.index)
    return (top,) if top is not None else ()


def apply(position: Position, move: Move, rules: Rules | None = None) -> Position:
    """The position after a resolved, legal move (no checks: call ``resolve``).

    A move up that names no foundation goes where ``rules``' foundations send
    the card; without ``rules``, to the first foundation of its suit that
    takes it (the moves of games whose foundations go by suit). A face-down
    card the move exposes turns face up (``Position.down``).
    """
    cards = moved_cards(position, move)
    up = None
    if move.dest.kind is PileKind.FOUNDATION:
        rule = RULES[FoundationBuild.SUIT] if rules is None else rules.foundation_rule
        up = (move.dest.index if move.dest.index >= 0
              else position.foundation_for(cards[0], rule))
    columns = list(position.columns)
    cells = list(position.cells)
    foundations = list(position.foundations)
    src, dst = move.source, move.dest
    down = position.down
    if src.kind is PileKind.COLUMN:
        columns[src.index] = columns[src.index][: -len(cards)]
        if down[src.index] and down[src.index] >= len(columns[src.index]):
            down = (*down[:src.index], max(len(columns[src.index]) - 1, 0),
                    *down[src.index + 1:])
    elif src.kind is PileKind.CELL:
        cells[src.index] = None
    else:
        foundations[src.index] = foundations[src.index][:-1]
    if dst.kind is PileKind.COLUMN:
        columns[dst.index] = columns[dst.index] + cards
    elif dst.kind is PileKind.CELL:
        cells[dst.index] = cards[0]
    elif up is not None:
        foundations[up] = foundations[up] + cards
        decks = position.decks if rules is None else rules.decks
        if decks > 1:
            return Position(tuple(columns), tuple(cells),
                            share_copy(tuple(foundations), cards[0], decks), position.base,
                            down)
    return Position(tuple(columns), tuple(cells), tuple(foundations), position.base, down)


def canonical(position: Position, move: Move, rules: Rules | None = None) -> Move:
    """The shortest notation for a resolved move: ``vN`` only onto an empty
    column, or from a column whose cards move in any order (``rules``), where
    another card deeper down might fit too."""
    if rules is not None and move.source.kind is PileKind.COLUMN \
            and rules.gives_any_cards(move.source.index):
        return move
    if (
        move.dest.kind is PileKind.COLUMN
        and move.count is not None
        and (move.count == 1 or position.columns[move.dest.index])
    ):
        return Move(move.source, move.dest, None)
    return move


def score_change(move: Move) -> int:
    """Points for one card move (docs/rules.md, Score)."""
    if move.dest.kind is PileKind.FOUNDATION:
        return 10 * (move.count or 1)  # a whole run going up scores each of its cards
    if move.source.kind is PileKind.FOUNDATION:
        return -10
    if move.source.kind is PileKind.CELL and move.dest.kind is PileKind.COLUMN:
        return 5
    return 0


def sources(position: Position, rules: Rules) -> Iterator[tuple[Pile, Card]]:
    """The cards a move may take: each held cell's, each face-up top card's."""
    for index, card in enumerate(position.cells):
        if card is not None:
            yield Pile.cell(index), card
    # Asked only in the games where a top card may be face down (Flipper) or
    # a pile lie under another (Sarlacc): everywhere else the answer is no.
    hides = rules.cover_rule.hides_cards
    overlaps = bool(rules.overlap_rule.tiers)
    for index, column in enumerate(position.columns):
        if column and not (hides and covering_cell(position, rules, index) is not None) \
                and not (overlaps and blocking_pile(position, rules, index) is not None):
            yield Pile.column(index), column[-1]


def _legal(position: Position, rules: Rules, move: Move) -> Move | None:
    try:
        return resolve(position, rules, move)
    except IllegalMoveError:
        return None


def legal_moves(position: Position, rules: Rules) -> Iterator[Move]:
    """Every legal move, resolved.

    Moves into a cell are listed once, to the leftmost empty cell that takes
    the card (``cell_for``): the cells are interchangeable, and listing each
    would only multiply equal moves.
    """
    candidates: list[Move] = []
    rule = rules.foundation_rule
    givers = list(sources(position, rules))
    for pile, card in givers:
        if rule.names_pile:
            # A card may have a choice of foundations, each a move of its own.
            yield from (Move(pile, Pile.foundation(index))
                        for index in rule.choices(position.foundations, card, position.base))
        elif rule.run > 1:
            yield from _runs_up(position, rules)
            break
        elif position.foundation_for(card, rule) is not None:
            yield Move(pile, Pile.foundation())
    runs = {pile.index: position.run_length(pile.index, rules)
            for pile, _card in givers if pile.kind is PileKind.COLUMN}
    overlap = rules.overlap_rule
    for dest in range(len(position.columns)):
        target = position.columns[dest]
        # A pile that stays empty, or lies under piles holding cards, takes
        # nothing but all of the one pile over it (Sarlacc): left out here
        # too, rather than each move refused.
        blocker = blocking_pile(position, rules, dest)
        if (not target and not overlap.fills(dest)) or (
                blocker is not None and not overlap.drops_down(position.columns, blocker, dest)):
            continue
        # Onto a column's exposed card only a card that builds on it may go:
        # the others are left out here rather than each refused in words.
        reserve = rules.is_reserve(dest)
        top = target[-1] if target and not reserve else None
        builds_on = rules.column_rule_of(dest).builds_on
        takes = rules.reserve_rule.refusal
        for pile, card in givers:
            if pile.kind is PileKind.COLUMN and pile.index == dest:
                continue
            if blocker is not None and pile != Pile.column(blocker):
                continue
            if reserve and not target and pile.kind is PileKind.COLUMN:
                # A run onto an empty reserve pile: each count it takes.
                candidates.extend(
                    Move(pile, Pile.column(dest), n) for n in range(1, runs[pile.index] + 1)
                    if takes(target, n) is None)
                continue
            if reserve and takes(target, 1) is not None:
                # Left out rather than each refused in words: the pile takes
                # no card now (``ReserveRule.refusal``).
                continue
            if top is not None and pile.kind is PileKind.CELL:
                if builds_on(card, top):
                    candidates.append(Move(pile, Pile.column(dest)))
            elif top is not None:
                column = position.columns[pile.index]
                fits = [n for n in range(1, runs[pile.index] + 1) if builds_on(column[-n], top)]
                if fits and rules.gives_any_cards(pile.index):
                    # Cards that move in any order: each card that fits is a move.
                    candidates.extend(Move(pile, Pile.column(dest), n) for n in fits)
                elif fits:
                    candidates.append(Move(pile, Pile.column(dest)))
            elif target or pile.kind is PileKind.CELL:
                candidates.append(Move(pile, Pile.column(dest)))
            else:
                candidates.extend(
                    Move(pile, Pile.column(dest), n) for n in range(1, runs[pile.index] + 1)
                )
    for i, column in enumerate(position.columns):
        if column:
            cell = cell_for(position, rules, column[-1])
            if cell is not None:
                candidates.append(Move(Pile.column(i), Pile.cell(cell)))
    if rules.takeback and rule.gives_back:
        candidates.extend(
            Move(Pile.foundation(index), Pile.column(dest))
            for index, top in enumerate(position.foundations)
            if top
            for dest in range(len(position.columns))
        )
    for candidate in candidates:
        move = _legal(position, rules, candidate)
        if move is not None:
            yield move


def _runs_up(position: Position, rules: Rules) -> Iterator[Move]:
    """The whole runs that may go up now, one move each (Spidercells)."""
    rule = rules.foundation_rule
    for index, column in enumerate(position.columns):
        if not rule.carries(column[-rule.run:]):
            continue  # no whole run at its foot: refused, left out unworded
        move = _legal(position, rules, Move(Pile.column(index), Pile.foundation()))
        if move is not None:
            yield move


def cell_for(position: Position, rules: Rules, card: Card) -> int | None:
    """The free cell a card sent to "a free cell" goes to: the leftmost empty
    one that takes it (with a cell for each suit, its suit's), or None."""
    return next((index for index, held in enumerate(position.cells)
                 if held is None and rules.cell_takes(index, card)), None)


def is_safe(position: Position, card: Card, rules: Rules) -> bool:
    """A card that may go up unasked because no card could still need it as a
    base: what the game's foundations say (``FoundationRule.safe``;
    docs/rules.md, Safe auto-move), for a card a foundation takes now."""
    rule = rules.foundation_rule
    return position.foundation_for(card, rule) is not None and rule.safe(
        position.foundations, card, position.base, rules.build, rules.column_wrap)


def next_safe_move(
    position: Position, rules: Rules, protected: Card | None = None
) -> Move | None:
    """The lowest safe card that can go up now, or ``None``.

    ``protected``: a card the player just took back from a foundation, which
    auto-move must not send straight up again.
    """
    if rules.foundation_rule.run > 1:
        # A whole run is always safe (``WholeRuns.safe``); cards never go up alone.
        return next(_runs_up(position, rules), None)
    best: tuple[int, Pile] | None = None
    for pile, card in sources(position, rules):
        place = position.place(card.rank)
        if (
            card != protected
            and is_safe(position, card, rules)
            and (best is None or place < best[0])
        ):
            best = (place, pile)
    return None if best is None else Move(best[1], Pile.foundation())


def can_finish(position: Position, rules: Rules) -> bool:
    """Every column is one run by the build rule: the rest is a formality.

    Each run descends, so the lowest card left is always at the foot of its
    column or in a cell, and its foundation waits for it: whatever the build.
    Where ranks go round on the columns or the foundations a run may go on
    past the base (a 6, 5, 4 with the base 5; a 2, ace, king from the ace);
    the lower card would then wait for a card above it, so the runs must
    descend towards the base without passing it.
    """
    if position.is_won or position.hidden:
        # A face-down card is no formality: the player has yet to see it.
        return False
    rule = rules.foundation_rule
    if rule.run > 1:
        return _finish_runs(position, rules) is not None
    if rules.reserve_rule.count or rules.tableau is not Tableau.PLAIN:
        # A reserve pile, or a column that gives any cards, may hold cards in
        # any order: whether moves up alone win is found by making them.
        return _finish_lowest_first(position, rules) is not None
    if rule.alternates:
        return _finish_up_only(position, rules) is not None
    if not rule.runs_finish:
        # One foundation a suit going round twice (Double FreeCell): a card
        # never has a choice and a move up never stands in another's way, so
        # sending up the lowest card that fits, again and again, wins exactly
        # when moves up alone can.
        return _finish_lowest_first(position, rules) is not None
    if rules.cover_rule.hides_cards:
        # A face-down card waits for its cell's card, which may wait for it:
        # runs are not enough. Moves up only ever uncover cards (a cell
        # emptied turns its column's top up), so any order that sends up what
        # fits wins exactly when moves up alone can.
        return _finish_lowest_first(position, rules) is not None
    if rule.names_pile:
        # Every card in reach: the foundations then need exactly the cards left,
        # each rank as often as they have room for it, so any order finishes.
        return all(len(column) <= 1 for column in position.columns)
    return all(
        position.run_length(i, rules) == len(column)
        and (not (rules.column_wrap or position.base != 1)
             or all(position.place(deeper.rank) > position.place(card.rank)
                    for deeper, card in pairwise(column)))
        for i, column in enumerate(position.columns)
    )


def _finish_up_only(position: Position, rules: Rules) -> list[Move] | None:
    """Moves up alone that win, else None: for foundations in alternate colours
    (Clink), where a run does not always go up as it lies (each foundation
    wants its own colour of each rank), so Finish is offered once moves up
    alone can win. A search of them, where the only choice is which
    foundation a card goes to when several take it.
    """
    rule = rules.foundation_rule
    seen: set[Position] = set()
    path: list[Move] = []

    def search(current: Position) -> bool:
        if current.is_won:
            return True
        if current in seen:
            return False
        seen.add(current)
        for pile, card in sources(current, rules):
            for index in rule.choices(current.foundations, card, current.base):
                move = Move(pile, Pile.foundation(index))
                path.append(move)
                if search(apply(current, move, rules)):
                    return True
                path.pop()
        return False

    return path if search(position) else None


def _finish_runs(position: Position, rules: Rules) -> list[Move] | None:
    """Moves up alone that win where whole runs go up (Spidercells): every
    card in a column, each column whole runs stacked one on another, which go
    up foot first; else None."""
    moves: list[Move] = []
    while not position.is_won:
        move = next(_runs_up(position, rules), None)
        if move is None:
            return None
        moves.append(move)
        position = apply(position, move, rules)
    return moves


def finishing_moves(position: Position, rules: Rules) -> list[Move]:
    """The moves that finish a finishable game, lowest cards first."""
    rule = rules.foundation_rule
    if rule.run > 1:
        runs = _finish_runs(position, rules)
        if runs is None:
            raise IllegalMoveError("the game cannot be finished from here",
                                   key="cannot_finish")
        return runs
    if rule.alternates:
        found = _finish_up_only(position, rules)
        if found is None:
            raise IllegalMoveError("the game cannot be finished from here",
                                   key="cannot_finish")
        return found
    found = _finish_lowest_first(position, rules)
    if found is None:
        raise IllegalMoveError("the game cannot be finished from here", key="cannot_finish")
    return found


def _finish_lowest_first(position: Position, rules: Rules) -> list[Move] | None:
    """The moves up, lowest card first, that win from ``position``, or None
    when they come to a stop before the game is won."""
    rule = rules.foundation_rule
    moves: list[Move] = []
    while not position.is_won:
        best: tuple[int, Pile] | None = None
        for pile, card in sources(position, rules):
            fits = position.foundation_for(card, rule) is not None
            place = position.place(card.rank)
            if fits and (best is None or place < best[0]):
                best = (place, pile)
        if best is None:
            return None
        card = moved_cards(position, Move(best[1], Pile.foundation()))[0]
        # Where a card has a choice of foundations, the one it goes to is
        # named, as the player's moves are.
        up = position.foundation_for(card, rule) if rule.names_pile else None
        move = Move(best[1], Pile.foundation(-1 if up is None else up))
        moves.append(move)
        position = apply(position, move, rules)
    return moves


def is_stuck(position: Position, rules: Rules) -> bool:
    if position.is_won:
        return False
    return next(legal_moves(position, rules), None) is None
