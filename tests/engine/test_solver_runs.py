"""The compact search in Spidercells, whose foundations take whole runs
(docs/rules.md, Foundations that take whole runs; docs/solver.md, Whole
runs): its state holds the foundations as four counts of 0 or 13, makes no
move up, and sends every whole run at the foot of a column up unasked.

Its moves must be the engine's, the runs it sends up unasked those the
engine's safe auto-move sends, its wins must replay, its verdicts on small
late positions those of a walk of every position the engine's own moves
reach, and the C search's moves, children and compound moves the Python
code's.
"""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Card, Game, Position, Preset, Rules, Suit
from freecell_qt.engine.moves import Move, PileKind
from freecell_qt.engine.rules import EmptyFill, FoundationBuild, SequenceMove
from freecell_qt.engine.rules.rules_of_play import legal_moves
from freecell_qt.engine.solver import Route, native, route, solve
from freecell_qt.engine.solver.moves import MoveRules, forms_whole_run, is_legal, play
from freecell_qt.engine.solver.moves import legal_moves as compact_moves
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.par import par
from freecell_qt.engine.solver.plan import plan_for
from freecell_qt.engine.solver.portfolio import Portfolio
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.route import compact_plays
from freecell_qt.engine.solver.state import (
    COLUMN_UP,
    WHOLE_RUNS,
    Columns,
    CompactMove,
    Foundations,
    from_position,
    settle,
    whole_run_at_foot,
)
from tests.engine.test_solver_compound import _c_children, _python_children
from tests.engine.test_solver_decks import replays_to_win, winnable

#: Without a compiler there is no search in C to hold to the Python code.
needs_c = pytest.mark.skipif(not native.AVAILABLE, reason="installed without a C compiler")

SPIDERCELLS = Rules.preset("spidercells")


def custom(cells: int = 4, columns: int = 8, fill: EmptyFill = EmptyFill.ANY,
           sequence: SequenceMove = SequenceMove.SUPERMOVE) -> Rules:
    """A game of Spidercells' foundations with other cells, columns, fill or moves."""
    return Rules(Preset.CUSTOM, cells, columns=columns, foundation=FoundationBuild.RUNS,
                 fill=fill, sequence=sequence)


def run(black_king: bool, black: Suit, red: Suit) -> tuple[Card, ...]:
    """A whole run from king to ace in alternate colours, the king first."""
    return tuple(Card(rank, black if (rank % 2 == 1) == black_king else red)
                 for rank in range(13, 0, -1))


#: The four runs a deck splits into, two headed by a black king, two by a red one.
RUNS = (run(True, Suit.SPADES, Suit.HEARTS), run(True, Suit.CLUBS, Suit.DIAMONDS),
        run(False, Suit.SPADES, Suit.HEARTS), run(False, Suit.CLUBS, Suit.DIAMONDS))


def late(rng: random.Random, cells: int, columns: int, up: int, pieces: int) -> Position:
    """A late position: ``up`` runs on the foundations, and the others cut
    into ``pieces`` runs of a few cards each, dealt at random over the
    columns, a few single cards in the cells. Moves of the pieces often make
    whole runs, so random play sends runs up."""
    order = list(RUNS)
    rng.shuffle(order)
    chunks: list[tuple[Card, ...]] = []
    for whole in order[up:]:
        cuts = sorted(rng.sample(range(1, 13), pieces - 1))
        chunks += [whole[a:b] for a, b in zip([0, *cuts], [*cuts, 13], strict=True)]
    rng.shuffle(chunks)
    piles: list[list[Card]] = [[] for _ in range(columns)]
    held: list[Card | None] = []
    for chunk in chunks:
        if len(chunk) == 1 and len(held) < cells and rng.random() < 0.3:
            held.append(chunk[0])
        else:
            piles[rng.randrange(columns)] += chunk
    held += [None] * (cells - len(held))
    foundations = tuple(order[:up]) + ((),) * (4 - up)
    return Position(tuple(tuple(pile) for pile in piles), tuple(held), foundations)


def _ups(position: Position, rules: Rules) -> list[Move]:
    return [move for move in legal_moves(position, rules)
            if move.dest.kind is PileKind.FOUNDATION]


def test_spidercells_goes_to_the_compact_search_in_c_where_it_was_built() -> None:
    move_rules = MoveRules.of(SPIDERCELLS, SPIDERCELLS.columns)
    assert route(SPIDERCELLS) is Route.COMPACT
    assert move_rules.whole_runs and move_rules.safe is WHOLE_RUNS
    assert not MoveRules.of(Rules(), 8).whole_runs
    for rules in (custom(1), custom(2, 6), custom(fill=EmptyFill.KINGS),
                  custom(sequence=SequenceMove.ONE_CARD),
                  custom(0, sequence=SequenceMove.UNLIMITED)):
        assert route(rules) is Route.COMPACT
    assert native.supported(move_rules) == native.AVAILABLE
    for rules in (SPIDERCELLS, custom(1), custom(0, sequence=SequenceMove.ONE_CARD)):
        portfolio = Portfolio(Game.new(1, rules).start, rules)
        assert portfolio.use_native == native.AVAILABLE
        assert portfolio.plan == plan_for(portfolio.move_rules, native.AVAILABLE)
        python = Portfolio(Game.new(1, rules).start, rules, use_native=False)
        assert not python.plan.compiled
        assert python.plan.opening is None or not python.plan.opening.role.compiled


def test_whole_runs_with_a_rule_the_compact_search_cannot_play_stay_generic() -> None:
    for rules in (SPIDERCELLS.changed(face_down=True), SPIDERCELLS.changed(cells_cover=True)):
        assert rules.foundation is FoundationBuild.RUNS
        assert not compact_plays(rules)
        assert route(rules) is Route.GENERIC


def test_a_whole_run_is_told_from_a_broken_one() -> None:
    whole = bytes(card.deck_index for card in RUNS[0])
    assert whole_run_at_foot(whole)
    assert whole_run_at_foot(bytes((5,)) + whole)
    assert not whole_run_at_foot(whole[1:])
    assert not whole_run_at_foot(whole + bytes((5,)))
    broken = bytearray(whole)
    broken[6] = RUNS[1][6].deck_index  # a card of the same rank, the same colour: still whole
    assert whole_run_at_foot(bytes(broken))
    broken[6] = RUNS[2][6].deck_index  # the other colour: broken
    assert not whole_run_at_foot(bytes(broken))
    columns, found = [whole + whole, b"", whole[:5]], [13, 0, 0, 0]
    assert settle(columns, b"", found, WHOLE_RUNS) == b""
    assert columns == [b"", b"", whole[:5]] and found == [13, 13, 13, 0]


@pytest.mark.parametrize(("rules", "seed"), [
    (SPIDERCELLS, 1), (custom(1), 2), (custom(2, 6), 3), (custom(fill=EmptyFill.KINGS), 4),
    (custom(0, 6, sequence=SequenceMove.UNLIMITED), 5), (custom(sequence=SequenceMove.ONE_CARD), 6),
])
def test_its_moves_are_the_engine_s_and_its_runs_up_the_engine_s_auto_moves(
        rules: Rules, seed: int) -> None:
    """Along random games from late positions and from deals: every compact
    move replays in the engine with the runs it sends up as explicit moves
    up, and the same move played with the engine's safe auto-move reaches
    the same position; no move up is ever left for the engine to make, and
    no compact move goes up. ``forms_whole_run`` says which moves send runs
    up, and random play favours them, so that many go up."""
    rng = random.Random(seed)
    move_rules = MoveRules.of(rules, rules.columns)
    sent = 0
    for game_number in range(20):
        if game_number < 2:
            start = Game.new(seed + 100 * game_number, rules).start
        else:
            start = late(rng, rules.cells, rules.columns, rng.randrange(3), rng.randrange(2, 6))
        game = Game(rules, start, automove=False)
        for move in engine_moves(start, [], move_rules.safe):
            game.play(move)
        state = from_position(game.position)
        for _ in range(200):
            assert from_position(game.position) == state
            assert not _ups(game.position, rules)
            moves = compact_moves(*state, move_rules, True)
            assert all(move[0] > 1 for move in moves)
            if not moves or game.is_won:
                break
            # A move that makes a whole run, where there is one, most often.
            forming = [move for move in moves if forms_whole_run(state[0], move)]
            move = rng.choice(forming if forming and rng.random() < 0.9 else moves)
            assert is_legal(*state, move, move_rules)
            steps = engine_moves(game.position, [move], move_rules.safe)
            automatic = Game(rules, game.position, automove=True)
            automatic.play(steps[0])
            for step in steps:
                game.play(step)
            child = play(*state, move, move_rules)
            assert forms_whole_run(state[0], move) == (child[2] != state[2])
            sent += (sum(child[2]) - sum(state[2])) // 13
            state = child
            assert automatic.position == game.position
        assert from_position(game.position) == state
    assert sent >= 2  # some runs went up: moving one card at a time, few do


def test_no_card_alone_goes_up_from_a_cell_or_a_column() -> None:
    ace = Card(1, Suit.CLUBS)
    position = Position(((ace,),) + ((),) * 7, (Card(1, Suit.HEARTS), None, None, None),
                        ((),) * 4)
    move_rules = MoveRules.of(SPIDERCELLS, 8)
    state = from_position(position)
    assert not [move for move in compact_moves(*state, move_rules, True) if move[0] < 2]
    up: CompactMove = (COLUMN_UP, 0)
    assert not is_legal(*state, up, move_rules)
    assert not is_legal(*state, (1, Card(1, Suit.HEARTS).deck_index), move_rules)


def test_small_positions_get_the_verdict_of_a_walk_of_every_position() -> None:
    """"unsolvable" only where no way wins, and a win that replays wherever
    one does, with and without the C search; the walk makes the moves up
    itself, the search sends runs up unasked. Four columns, the last one or
    two runs in play in pieces."""
    verdicts: list[bool] = []
    for cells, up, pieces, seed in ((1, 3, (4, 8), 1), (0, 3, (3, 7), 2), (1, 2, (2, 3), 3)):
        rng = random.Random(seed)
        rules = custom(cells, 4)
        for _ in range(8):
            position = late(rng, cells, 4, up, rng.randrange(*pieces))
            truth = winnable(position, rules)
            for in_c in (True, False):
                result = solve(position, rules, native=in_c)
                assert result.status == ("solved" if truth else "unsolvable"), position.to_text()
                if truth:
                    assert replays_to_win(position, rules, result)
            verdicts.append(truth)
    assert 3 <= sum(verdicts) <= len(verdicts) - 3


@needs_c
@pytest.mark.parametrize(("rules", "seed"), [
    (SPIDERCELLS, 7), (custom(1), 8), (custom(2, 6, fill=EmptyFill.KINGS), 9),
    (custom(0, sequence=SequenceMove.UNLIMITED), 10),
])
def test_the_c_search_s_moves_and_children_are_the_python_code_s(rules: Rules, seed: int
                                                                 ) -> None:
    """Along random games from late positions, favouring the moves that make
    a whole run: every move and child of the C search (every move, the moves
    that keep runs whole, in their order, and the compound moves) is the
    Python code's, runs sent up and all."""
    rng = random.Random(seed)
    move_rules = MoveRules.of(rules, rules.columns)
    core = CompiledSearch((b"",) * rules.columns, b"", (13,) * 4, move_rules, 1 << 12).core
    sent = compared = 0
    for _ in range(16):
        start = late(rng, rules.cells, rules.columns, rng.randrange(3), rng.randrange(2, 5))
        columns, cells, found = from_position(start)
        piles, ranks = list(columns), list(found)
        cells = settle(piles, cells, ranks, move_rules.safe)
        state: tuple[Columns, bytes, Foundations] = (tuple(piles), cells, tuple(ranks))
        for _ in range(60):
            moves = compact_moves(*state, move_rules, True)
            expected = sorted((move, play(*state, move, move_rules)) for move in moves)
            assert sorted(core.children(*state)) == expected
            assert [move for move, _ in core.children(*state, False)] == compact_moves(
                *state, move_rules, False)
            columns = state[0]
            assert _c_children(move_rules, *state) == _python_children(move_rules, *state)
            compared += 1
            if not moves:
                break
            forming = [move for move in moves if forms_whole_run(columns, move)]
            move = rng.choice(forming if forming and rng.random() < 0.9 else moves)
            child = play(*state, move, move_rules)
            sent += (sum(child[2]) - sum(state[2])) // 13
            state = child
    assert compared >= 100 and sent >= 2


@pytest.mark.parametrize("in_c", [True, False], ids=["with C", "in Python"])
@pytest.mark.parametrize("deal", [2, 3])
def test_deals_won_replay_to_a_win(deal: int, in_c: bool) -> None:
    position = Game.new(deal, SPIDERCELLS).start
    result = solve(position, SPIDERCELLS, max_nodes=200_000, native=in_c)
    assert result.solved
    assert replays_to_win(position, SPIDERCELLS, result)
    assert any(move.dest.kind is PileKind.FOUNDATION and move.count in (None, 13)
               for move in result.moves)


@pytest.mark.parametrize("in_c", [True, False], ids=["with C", "in Python"])
def test_a_lost_deal_is_proved_lost(in_c: bool) -> None:
    """Deal 145, whose space the search over the engine's rules walks out too
    (docs/solver.md, Whole runs): the prover's walk, with every move."""
    position = Game.new(145, SPIDERCELLS).start
    assert solve(position, SPIDERCELLS, max_nodes=1_000_000, native=in_c).status == "unsolvable"


@needs_c
def test_a_par_replays_to_a_win() -> None:
    """The par's searches in C play the same foundations: a shorter win, or Solve's."""
    position = Game.new(3, SPIDERCELLS).start
    found = par(position, SPIDERCELLS, 20_000)
    assert found.status == "solved"
    game = Game(SPIDERCELLS, position, automove=False)
    for move in found.moves:
        game.play(move)
    assert game.is_won
