"""Properties over random rule sets (docs/rules.md, The rules table), with Hypothesis.

Any rule set the table allows, preset or custom: every move the engine lists is
legal by the fields of the rules value (checked here from the fields, not by
asking the engine again), playing keeps every card of every deck, and the game's code,
board text and saved form all give the same game back.
"""

from __future__ import annotations

import collections
import contextlib
import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_qt.engine import (
    MAX_DEAL,
    PRESETS,
    Build,
    Card,
    DealOrder,
    EmptyFill,
    Game,
    GameCode,
    IllegalMoveError,
    Move,
    PileKind,
    Position,
    Preset,
    Rules,
    SequenceMove,
    Suit,
    Supermove,
    rules_of_play,
)
from freecell_qt.engine.moves import CELL_LETTERS, Pile
from freecell_qt.engine.rules import COLUMN_BUILDS, TABLE, Base, FoundationBuild
from freecell_qt.engine.rules.options import KING_DEALS, Reserves, Tableau

PROPERTY = settings(max_examples=30, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def rule_sets(draw: st.DrawFn) -> Rules:
    """A preset with one of its cell counts, or any custom rule set the table allows."""
    supermove = draw(st.sampled_from(Supermove))
    takeback = draw(st.booleans())
    if draw(st.booleans()):
        preset = draw(st.sampled_from(PRESETS))
        cells = draw(st.sampled_from(TABLE[preset].cell_choices))
        return Rules(preset, cells, supermove, takeback)
    columns = draw(st.integers(4, 13))
    cells = draw(st.integers(0, 11))
    reserve = draw(st.integers(0, cells))
    decks = draw(st.sampled_from((1, 1, 2, 3)))
    base = draw(st.sampled_from((Base.ACE, Base.ACE, Base.DEALT)))
    # Reserve piles after the columns, as many as the notation has letters for.
    reserves = draw(st.sampled_from(Reserves))
    if columns + RESERVE_PILES[reserves][0] > 14:
        reserves = Reserves.NONE
    # A dealt base sends the other copies of its rank to the foundations; a
    # reserve pile may take the first cards dealt.
    to_columns = (52 * decks - reserve - (4 * decks - 1 if base is Base.DEALT else 0)
                  - RESERVE_PILES[reserves][2])
    layout = None
    if draw(st.booleans()):
        cuts = sorted(draw(st.sets(st.integers(1, to_columns - 1), min_size=columns - 1,
                                   max_size=columns - 1)))
        edges = [0, *cuts, to_columns]
        layout = tuple(b - a for a, b in itertools.pairwise(edges))
    sequence = draw(st.sampled_from(SequenceMove))
    deal = draw(st.sampled_from(DealOrder))
    if deal is DealOrder.SUITS and (layout is not None or reserve or base is Base.DEALT):
        deal = DealOrder.ROWS  # a deal by suits has its own layout, and nothing in the cells
    if reserves is not Reserves.NONE and deal not in (DealOrder.ROWS, DealOrder.CHALLENGE):
        deal = DealOrder.ROWS  # reserve piles come with a deal row by row
    if deal is DealOrder.ACES_UP:
        # The aces go up before the deal: foundations from the ace, the rest row by row.
        layout, base = None, Base.ACE
    if deal in KING_DEALS:
        # A king starts each column: a column for each king or one more, the cards
        # deciding the lengths, nothing in the cells, foundations from the ace.
        columns = 4 * decks + draw(st.integers(0, 1))
        layout, reserve, base = None, 0, Base.ACE
    # A cell for each suit: four cells a time, none dealt, no capacity formula.
    suit_cells = (draw(st.booleans()) and cells in (4, 8) and not reserve
                  and sequence is not SequenceMove.SUPERMOVE)
    # Columns of two kinds: an even number of them, no reserve piles.
    tableau = Tableau.PLAIN
    if draw(st.booleans()) and columns % 2 == 0 and reserves is Reserves.NONE:
        tableau = Tableau.HALVES
    return Rules(
        Preset.CUSTOM, cells, supermove, takeback, columns=columns, layout=layout,
        reserve=reserve, deal=deal, build=draw(st.sampled_from(COLUMN_BUILDS)),
        fill=draw(st.sampled_from(EmptyFill)), sequence=sequence, decks=decks, base=base,
        suit_cells=suit_cells, reserves=reserves, tableau=tableau,
    )


#: Each kind of reserve piles, written again from docs/rules.md: (piles, room,
#: cards dealt to the first, takes one card at a time, takes a run when empty,
#: gives runs).
RESERVE_PILES = {
    Reserves.NONE: (0, 0, 0, False, False, False),
    Reserves.FOUR_CARDS: (2, 4, 0, True, False, False),
    Reserves.RUNS: (6, 39, 0, False, True, True),
    Reserves.EIGHTEEN: (1, 18, 8, True, False, False),
    Reserves.EIGHT: (1, 8, 8, True, False, False),
    Reserves.CLOSED: (1, 8, 8, False, False, False),
}

deals = st.integers(1, MAX_DEAL)
randoms = st.randoms(use_true_random=False)


def check_every_card_once(position: Position, rules: Rules) -> None:
    """Each card of each deck once: in play (each copy its own card) or under
    a foundation's top (foundation ``i`` holding suit ``i % 4``)."""
    in_play = list(position.cards())
    assert len(set(in_play)) == len(in_play)
    assert all(0 <= card.deck < rules.decks for card in in_play)
    counts = collections.Counter((card.rank, card.suit) for card in in_play)
    # The foundations hold their cards, whatever they take.
    counts.update((card.rank, card.suit) for pile in position.foundations for card in pile)
    expected = {(rank, suit): rules.decks for rank in range(1, 14) for suit in Suit}
    if rules.foundation is FoundationBuild.JOKERS:  # one deck and two jokers
        expected.update({(joker.rank, joker.suit): 1 for joker in JOKER_RANKS})
    assert counts == expected
    if rules.foundation in (FoundationBuild.SUIT, FoundationBuild.TWICE):
        # Foundation ``i`` holds suit ``i % 4`` from the base, going round after the king.
        for index, pile in enumerate(position.foundations):
            assert [(card.rank, card.suit) for card in pile] == [
                ((position.base - 1 + place) % 13 + 1, Suit(index % 4))
                for place in range(len(pile))]


#: Obstruction's jokers in a run, as PySolFC's isAlternateColorSequence sees
#: them: the first an ace, the second a 2, both of a third colour.
JOKER_RANKS = {Card.joker(1): 1, Card.joker(2): 2}


def rank_and_colour(card: Card) -> tuple[int, str]:
    if card in JOKER_RANKS:
        return JOKER_RANKS[card], "joker"
    return card.rank, "red" if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else "black"


def fits(rules: Rules, card: Card, top: Card) -> bool:
    """The build rule, written again from the field; where ranks go round on
    the columns (a dealt base, Tuxedo) a king goes on an ace."""
    (rank, colour), (top_rank, top_colour) = rank_and_colour(card), rank_and_colour(top)
    wrapped = rules.column_wrap and (rank, top_rank) == (13, 1)
    if rank + 1 != top_rank and not wrapped:
        return False
    if rules.build is Build.ALTERNATE_COLOURS:
        return colour != top_colour
    return rules.build is Build.ANY_SUIT or card.suit == top.suit


def check_legal_by_the_fields(position: Position, rules: Rules, move: Move) -> None:
    """Assert that ``move`` keeps every rule the fields of ``rules`` state."""
    cards = rules_of_play.moved_cards(position, move)
    assert cards
    if move.source.kind is PileKind.FOUNDATION:
        assert rules.takeback
    if move.dest.kind is PileKind.FOUNDATION and rules.foundation is FoundationBuild.RUNS:
        # A whole run from king to ace in alternate colours, onto an empty foundation.
        assert [card.rank for card in cards] == list(range(13, 0, -1))
        assert all(a.is_red != b.is_red for a, b in itertools.pairwise(cards))
        if move.dest.index >= 0:
            assert not position.foundations[move.dest.index]
        else:
            assert any(not pile for pile in position.foundations)
        return
    if move.dest.kind is PileKind.FOUNDATION and rules.foundation is FoundationBuild.FOURS:
        # The one foundation: aces first, then a rank once all its copies below are up.
        pile = position.foundations[0]
        assert len(cards) == 1
        run = 4 * rules.decks
        if not pile:
            wanted = 1
        elif len(pile) % run == 0:
            wanted = pile[-1].rank + 1
        else:
            wanted = pile[-1].rank
        assert cards[0].rank == wanted
        return
    if move.dest.kind is PileKind.FOUNDATION and rules.by_rank:
        # The foundation named holds the rank below, whatever the suit, and has room.
        pile = position.foundations[move.dest.index]
        room = 26 if rules.foundation is FoundationBuild.COLOURS else 13
        assert len(cards) == 1 and len(pile) < room and cards[0].rank == pile[-1].rank % 13 + 1
        return
    if move.dest.kind is PileKind.FOUNDATION and cards[0] in JOKER_RANKS:
        # Obstruction: a joker goes up once clubs, spades and hearts are complete.
        counts = position.counts
        assert len(cards) == 1 and rules.foundation is FoundationBuild.JOKERS
        assert all(counts[suit] == 13 for suit in (Suit.CLUBS, Suit.SPADES, Suit.HEARTS))
        return
    if move.dest.kind is PileKind.FOUNDATION:
        assert len(cards) == 1
        # Some foundation of its suit (every fourth, from the suit's number) is one
        # below: counted in cards from the base, going round (twice round: 26 cards).
        room = 26 if rules.foundation is FoundationBuild.TWICE else 13
        by_suit = position.counts[:4 * rules.decks]
        counts = [count % 13 for count in by_suit[cards[0].suit::4] if count < room]
        assert (cards[0].rank - position.base) % 13 in counts
        return
    if move.dest.kind is PileKind.CELL:
        assert len(cards) == 1 and move.dest.index < rules.cells
        assert position.cells[move.dest.index] is None
        assert not rules.suit_cells or move.dest.index % 4 == cards[0].suit
        return
    _count, room, _dealt, one_card, run_when_empty, gives_runs = RESERVE_PILES[rules.reserves]
    if move.source.kind is PileKind.COLUMN and move.source.index >= rules.columns:
        assert len(cards) == 1 or gives_runs  # a reserve pile gives its top card, or a run
    assert move.dest.index < rules.pile_count
    # Columns of two kinds (Antares): the second half builds by suit, takes only
    # a king in an empty one and gives any of its cards, in sequence or not.
    half = rules.columns // 2 if rules.tableau is Tableau.HALVES else rules.columns
    any_cards = move.source.kind is PileKind.COLUMN and half <= move.source.index < rules.columns
    by_suit = half <= move.dest.index < rules.columns
    if not any_cards:
        for lower, upper in zip(cards[1:], cards, strict=False):
            assert fits(rules, lower, upper)
    target = position.columns[move.dest.index]
    # A joker never heads a pile put on a column, and nothing goes on one.
    assert cards[0] not in JOKER_RANKS and not (target and target[-1] in JOKER_RANKS)
    if by_suit:
        # By suit, ranks going round as the game's columns do; "kings only" is
        # the rank below the base, as in every game.
        if target:
            assert cards[0].suit == target[-1].suit
            assert cards[0].rank + 1 == target[-1].rank or (
                rules.column_wrap and (cards[0].rank, target[-1].rank) == (13, 1))
        else:
            assert cards[0].rank == (position.base - 2) % 13 + 1
        return
    if move.dest.index >= rules.columns:
        # A reserve pile takes one card of any kind up to its room, or when
        # empty a run, or nothing.
        assert (one_card and len(cards) == 1 and len(target) < room) or (
            run_when_empty and not target)
        return
    if target:
        assert fits(rules, cards[0], target[-1])
    else:
        below_base = (position.base - 2) % 13 + 1  # the king from the ace
        assert rules.fill is EmptyFill.ANY or (
            rules.fill is EmptyFill.KINGS and cards[0].rank == below_base
        )
    if rules.sequence is SequenceMove.ONE_CARD:
        assert len(cards) == 1
    elif rules.sequence is SequenceMove.SUPERMOVE:
        free = position.free_cell_count
        # Obstruction counts the empty column a run goes to as PySolFC does.
        empty = sum(1 for column in position.columns[:rules.columns] if not column) - (
            0 if target or rules.foundation is FoundationBuild.JOKERS else 1)
        relays = empty if rules.fill is EmptyFill.ANY else 0
        if rules.supermove is Supermove.LINEAR:
            assert len(cards) <= (free + 1) * (relays + 1)
        else:
            assert len(cards) <= (free + 1) * 2**relays


def tokens_for(rules: Rules) -> list[str]:
    # Piles past the fourteenth are written by number ([23]), as Sarlacc's are.
    columns = [Pile.column(index).letter for index in range(rules.pile_count)]
    cells = list(CELL_LETTERS[: rules.cells])
    piles = columns + cells
    found = [a + b for a in piles for b in [*piles, "h"] if a != b]
    # Cards that move in any order (Antares) may move more than a run's 13.
    most = 40 if rules.tableau is Tableau.HALVES else 13
    found += [f"{a}{b}v{n:x}" for a in columns for b in columns if a != b
              for n in range(2, most + 1)]
    copies = ["", "2", "3"][: rules.decks]
    found += [f"h{s}{n}{c}" for s in "cdhs" for n in copies for c in columns]
    if rules.by_rank:  # a foundation named by its number
        found += [f"{a}h{n}" for a in piles for n in "1234"]
    return found


@PROPERTY
@given(deals, rule_sets(), st.booleans(), randoms)
def test_property_every_listed_move_is_legal_by_the_rules_and_keeps_every_card(
    number, rules, automove, rng
):
    game = Game.new(number, rules, automove=automove)
    assert len(game.start.columns) == rules.pile_count
    if rules.deal in KING_DEALS:  # the cards, not the layout, decide the lengths
        assert sum(map(len, game.start.columns)) == rules.dealt_count
    else:
        assert [len(column) for column in game.start.columns[:rules.columns]] == list(
            rules.layout)
        assert [len(pile) for pile in game.start.columns[rules.columns:]] == [
            RESERVE_PILES[rules.reserves][2] if index == 0 else 0
            for index in range(RESERVE_PILES[rules.reserves][0])]
    assert sum(card is not None for card in game.start.cells) == rules.reserve
    for _ in range(60):
        moves = game.legal_moves()
        for move in moves:
            check_legal_by_the_fields(game.position, rules, move)
        if not moves or game.is_won:
            break
        game.play(rng.choice(moves))
        check_every_card_once(game.position, rules)
        assert len(game.position.cells) == rules.cells
        assert len(game.position.columns) == rules.pile_count


@PROPERTY
@given(deals, rule_sets(), randoms)
def test_property_legal_moves_are_every_move_the_notation_can_name(number, rules, rng):
    """``legal_moves`` agrees with trying every token over the game's piles."""
    game = Game.new(number, rules, automove=False)
    tokens = [Move.parse(token) for token in tokens_for(rules)]
    for turn in range(30):
        position = game.position
        if turn % 5 == 0:
            tried = set()
            for move in tokens:
                with contextlib.suppress(IllegalMoveError):
                    tried.add(rules_of_play.resolve(position, rules, move))
            listed = set(rules_of_play.legal_moves(position, rules))
            # Moves to a cell are listed to the leftmost empty cell that takes the card.
            leftmost = {m for m in tried if m.dest.kind is not PileKind.CELL
                        or m.dest.index == rules_of_play.cell_for(
                            position, rules, rules_of_play.moved_cards(position, m)[0])}
            assert listed == leftmost
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))


@PROPERTY
@given(deals, rule_sets())
def test_property_code_board_and_saved_game_give_the_same_game(number, rules):
    game = Game.new(number, rules)
    code = GameCode.for_rules(rules, number)
    text = str(code)
    assert GameCode.parse(text) == code
    assert GameCode.parse(text.lower()) == code
    assert code.rules == rules.without_options()
    again = Game.from_code(text, rules)
    assert again.rules == rules and again.start == game.start
    board = game.start.to_text()
    read = Position.from_text(board, rules.cells, rules.pile_count, rules.decks,
                              rules.foundation_rule)
    # The text names no deck: with several, the copies are numbered as it names them.
    assert read.to_text() == board
    if rules.decks == 1:
        assert read == game.start
    assert Game.from_dict(game.to_dict()).rules == rules


@PROPERTY
@given(rule_sets())
def test_property_key_and_title_name_the_game(rules):
    assert rules.key == rules.without_options().key
    assert rules.title == rules.game.title
    if rules.is_custom:
        assert rules.key == f"custom:{str(GameCode.for_rules(rules, 1)).split('-')[1]}"
    else:
        assert rules.key.split(":")[0] == rules.game.value

