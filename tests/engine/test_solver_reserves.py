"""The compact search in the games with reserve piles (docs/rules.md, Reserve
piles; docs/solver.md, Reserve piles): Needle, Haystack, Pitchfork, Limpopo
and Headquarters. Its state keeps the piles after the columns, as the
engine's position does (``solver.piles``).

Its moves must be the engine's: along random games, the positions its moves
reach are those the engine's legal moves reach, every compact move replays
through ``Game.play``, the cards it sends up unasked are safe by the
engine's rule, piles and columns are each interchangeable within their own
group only, and its wins replay to a win. The search in C plays the piles
too: its moves, children, keys and heuristic values are the Python code's,
its proofs walk the same positions, and its wins replay in the engine.
"""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Card, Game, Position, Preset, Rules
from freecell_qt.engine.rules.options import EmptyFill, Reserves, SequenceMove
from freecell_qt.engine.rules.rules_of_play import apply, is_safe, legal_moves
from freecell_qt.engine.solver import PROVER, Route, native, route, solve
from freecell_qt.engine.solver.heuristic import Weights, depth_term, targets, totals, value
from freecell_qt.engine.solver.moves import MoveRules, is_legal, place, play
from freecell_qt.engine.solver.moves import legal_moves as compact_moves
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.par import improves, par
from freecell_qt.engine.solver.piles import TAKES_NOTHING, keeps_column
from freecell_qt.engine.solver.plan import (
    FIRST_WEIGHTS,
    PILE_DIG,
    Role,
    RuleClass,
    plan_for,
    rule_class,
)
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.state import (
    Columns,
    Foundations,
    canonical,
    from_position,
    key_of,
    settle,
)
from freecell_qt.engine.solver.state import is_safe as compact_safe
from tests.boards import scatter
from tests.compact_checks import (
    count_moves_along_a_game,
    count_values_in_place,
    provers_agree,
)
from tests.engine.test_solver_decks import replays_to_win
from tests.fc_solve import fc_solve_options

needs_c = pytest.mark.skipif(not native.AVAILABLE, reason="installed without a C compiler")

GAMES = (Preset.NEEDLE, Preset.HAYSTACK, Preset.PITCHFORK, Preset.LIMPOPO,
         Preset.HEADQUARTERS)
#: A custom game with free cells beside its piles: cards go between the two.
WITH_CELLS = Rules(Preset.CUSTOM, 2, columns=7, reserves=Reserves.FOUR_CARDS)
CASES = [*(Rules.preset(game) for game in GAMES), WITH_CELLS,
         Rules(Preset.CUSTOM, 1, columns=8, reserves=Reserves.RUNS)]
IDS = [*(game.value for game in GAMES), "four-card piles and cells", "run piles and a cell"]

State = tuple[Columns, bytes, Foundations]


def _reached(state: State, real: int) -> tuple[bytes, Foundations]:
    """A position as the search tells positions apart: its key (columns and
    piles each sorted) and its foundations."""
    return key_of(state[0], state[1], real), state[2]


def _engine_children(position: Position, rules: Rules, real: int
                     ) -> set[tuple[bytes, Foundations]]:
    """The positions the engine's legal moves reach, none sent up unasked."""
    return {_reached(from_position(apply(position, move, rules)), real)
            for move in legal_moves(position, rules)}


def _left_out(state: State, move_rules: MoveRules) -> list[tuple[int, int, int, int]]:
    """The moves the compact search leaves out as never needed
    (``piles.keeps_column``): where no card fills an empty column, each
    column's whole content, a single run, onto the first empty pile and
    onto every other column whose top card takes it."""
    columns, _, _ = state
    real = move_rules.real_columns
    if not keeps_column(move_rules):
        return []
    whole = [i for i, column in enumerate(columns[:real])
             if column and move_rules.runs[column] == len(column)]
    out = [(4, i, j, len(columns[i])) for i in whole for j in range(real)
           if j != i and columns[j] and columns[j][-1] in move_rules.parents[columns[i][0]]]
    if b"" in columns[real:]:
        pile = columns.index(b"", real)
        out += [(4, i, pile, len(columns[i])) for i in whole]
    return out


def _compact_children(state: State, move_rules: MoveRules, left_out: bool = False
                      ) -> set[tuple[bytes, Foundations]]:
    """The positions the compact moves reach (with ``left_out``, the moves
    ``_left_out`` names instead)."""
    columns, cells, found = state
    out = set()
    moves = (_left_out(state, move_rules) if left_out
             else compact_moves(columns, cells, found, move_rules, True))
    for move in moves:
        child = list(columns)
        child_found = list(found)
        child_cells = place(child, cells, child_found, move)
        out.add(_reached((tuple(child), child_cells, tuple(child_found)),
                         move_rules.real_columns))
    return out


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_the_games_go_to_the_compact_search_in_c_without_compound_moves(rules: Rules) -> None:
    """The plan of the games' class, in C where it was built, but without the
    searches of compound moves of the other games, which know no piles; beside
    piles that take a run while empty, the dig in C that knows them
    (``PILE_DIG``, ``test_solver_pile_dig``) comes last."""
    assert route(rules) is Route.COMPACT
    move_rules = MoveRules.of(rules, rules.pile_count)
    assert move_rules.real_columns == rules.columns
    assert native.supported(move_rules) == native.AVAILABLE
    python, in_c = plan_for(move_rules, False), plan_for(move_rules, True)
    assert not python.compiled and python.opening is None
    assert in_c.compiled
    members = list(in_c.members)
    if rules.reserves is Reserves.RUNS:
        assert members.pop() == PILE_DIG
    assert all(share.role not in (Role.COMPOUND, Role.COMPILED_COMPOUND)
               for share in (*python.members, *members))
    # fc-solve has no reserve piles: it would play another game.
    assert fc_solve_options(rules) is None


def test_headquarters_runs_whole_as_the_roomy_games_do() -> None:
    """Its columns are never filled, but its empty piles take whole runs:
    the heuristic searches keep runs whole there, as in the roomy games; the
    Needle games move one card at a time, so every move counts."""
    def class_of(game: Preset) -> RuleClass:
        rules = Rules.preset(game)
        return rule_class(MoveRules.of(rules, rules.pile_count))

    assert class_of(Preset.HEADQUARTERS) is RuleClass.ROOMY
    assert class_of(Preset.LIMPOPO) is RuleClass.ROOMY
    assert class_of(Preset.NEEDLE) is RuleClass.EVERY_MOVE
    # Fill none without piles: every move, as before.
    assert class_of(Preset.SEAHAVEN_TOWERS) is RuleClass.EVERY_MOVE


@pytest.mark.parametrize("game", [Preset.NEEDLE, Preset.HAYSTACK, Preset.PITCHFORK])
def test_the_needle_games_run_their_best_first_searches_in_c(game: Preset) -> None:
    """Every move counts in the Needle games, and no compound moves run
    there: in C, the best-first searches run there too, one a weighting,
    after the first search; the provers stay, in C and in Python."""
    rules = Rules.preset(game)
    move_rules = MoveRules.of(rules, rules.pile_count)
    roles = [share.role for share in plan_for(move_rules, True).members]
    assert Role.BEST_FIRST not in roles
    first = roles.index(Role.FIRST)
    assert roles[first + 1:first + 4] == [Role.COMPILED_BEST_FIRST] * 3
    assert Role.COMPILED_PROVER in roles and Role.PROVER in roles
    python = [share.role for share in plan_for(move_rules, False).members]
    assert Role.BEST_FIRST in python and Role.COMPILED_BEST_FIRST not in python


@needs_c
@pytest.mark.parametrize("deal", [73, 180])
def test_needle_deals_the_searches_in_python_left_unknown_are_won(deal: int) -> None:
    """Needle deals 73 and 180 were left unknown with the best-first
    searches in Python, even given a million positions; those in C win each
    within 50,000 (some 9,000), and the way replays to a win."""
    rules = Rules.preset(Preset.NEEDLE)
    position = Game.new(deal, rules).start
    result = solve(position, rules, max_nodes=50_000, max_bytes=None)
    assert result.status == "solved"
    assert replays_to_win(position, rules, result)


@pytest.mark.parametrize("deal", [5, 13, 17])
def test_pitchfork_deals_a_walk_of_every_position_lost_are_proved_lost(deal: int) -> None:
    """Deals a walk of every position the engine's moves reach found lost
    (docs/rules.md, Reserve piles): the compact search's proof agrees."""
    rules = Rules.preset(Preset.PITCHFORK)
    assert solve(Game.new(deal, rules).start, rules, max_nodes=50_000).status == "unsolvable"


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_its_moves_reach_the_engine_s_positions_and_replay(rules: Rules) -> None:
    """Along random games: the positions the compact moves reach (every move)
    are exactly those the engine's legal moves reach, but the same position
    again and those of the moves left out as never needed (``_left_out``);
    each compact move, with the safe cards it sends up, replays in
    the engine, and the position reached is the engine's; the cards it
    sends up unasked are safe by the engine's rule."""
    rng = random.Random(rules.pile_count + rules.cells)
    move_rules = MoveRules.of(rules, rules.pile_count)
    real = move_rules.real_columns
    one_deck = rules.decks == 1
    for deal in range(1, 4):
        start = Game.new(deal, rules).start
        game = Game(rules, start, automove=False)
        for up in engine_moves(start, [], move_rules.safe):
            game.play(up)
        state = from_position(game.position)
        for _ in range(150):
            assert from_position(game.position) == state
            here = _reached(state, real)
            reached = _compact_children(state, move_rules) - {here}
            by_engine = _engine_children(game.position, rules, real) - {here}
            assert reached <= by_engine
            assert by_engine - reached <= _compact_children(state, move_rules, left_out=True)
            columns, cells, found = state
            for card in game.position.cards():
                compact = card.deck_index
                if compact_safe(compact, found, move_rules.safe):
                    assert is_safe(game.position, card, rules), (card, game.position.to_text())
                elif one_deck and any(top == card for _, top in _tops(game.position)):
                    assert not is_safe(game.position, card, rules), card
            moves = compact_moves(columns, cells, found, move_rules, True)
            if not moves or game.is_won:
                break
            move = rng.choice(moves)
            assert is_legal(columns, cells, found, move, move_rules)
            for step in engine_moves(game.position, [move], move_rules.safe):
                game.play(step)
            state = play(columns, cells, found, move, move_rules)
        assert from_position(game.position) == state


def _one_run_layout(move_rules: MoveRules) -> State:
    """Column 0 a single run (black queen, red jack, black 10), column 1
    topped by a red king that takes it, the other columns cards that build
    on nothing, the piles empty."""
    real = move_rules.real_columns
    columns = [bytes((44, 41, 36)), bytes((4 * 3 + 1, 49)),
               *(bytes((4 * (7 + i) + 1, 4 * (1 + i) + 2)) for i in range(real - 2))]
    columns += [b""] * (move_rules.column_count - real)
    return tuple(columns), b"", (0,) * (4 * move_rules.decks)


@pytest.mark.parametrize("fill", [EmptyFill.NONE, EmptyFill.ANY], ids=["never", "any card"])
def test_a_column_s_whole_run_goes_to_a_pile_only_where_columns_are_filled(fill: EmptyFill
                                                                           ) -> None:
    """Headquarters' layout: where nothing fills an empty column, a column
    that is a single run keeps it rather than give all of it to an empty
    pile, which would leave the column dead and the pile taken
    (``piles.keeps_column``), in Python and in C; its top part may still
    go. Where any card fills an empty column, the whole run goes to the
    pile too. The engine takes the move either way."""
    rules = Rules(Preset.CUSTOM, 0, columns=8, decks=2, sequence=SequenceMove.UNLIMITED,
                  reserves=Reserves.RUNS, fill=fill)
    move_rules = MoveRules.of(rules, rules.pile_count)
    assert keeps_column(move_rules) is (fill is EmptyFill.NONE)
    state = _one_run_layout(move_rules)
    pile = move_rules.real_columns
    whole, part = (4, 0, pile, 3), (4, 0, pile, 2)
    onto_column = (4, 0, 1, 3)
    assert _left_out(state, move_rules) \
        == ([onto_column, whole] if fill is EmptyFill.NONE else [])
    for complete in (True, False):
        moves = compact_moves(*state, move_rules, complete)
        assert (whole in moves) is (fill is EmptyFill.ANY)
        assert (onto_column in moves) is (fill is EmptyFill.ANY)
        assert (part in moves) is complete
    assert is_legal(*state, whole, move_rules)
    assert is_legal(*state, onto_column, move_rules)
    if native.AVAILABLE:
        _agree(_cores(move_rules), state, move_rules)


def _wins_by_every_move(state: State, move_rules: MoveRules) -> bool:
    """A walk of every position the compact moves reach with the moves
    ``_left_out`` names besides: the truth that leaving them out must keep."""
    real = move_rules.real_columns
    seen = {(key_of(state[0], state[1], real), state[2])}
    waiting = [state]
    while waiting:
        here = waiting.pop()
        if sum(here[2]) == move_rules.cards:
            return True
        for move in compact_moves(*here, move_rules, True) + _left_out(here, move_rules):
            there = play(*here, move, move_rules)
            mark = (key_of(there[0], there[1], real), there[2])
            if mark not in seen:
                seen.add(mark)
                waiting.append(there)
    return False


@needs_c
def test_leaving_a_column_s_whole_run_off_the_piles_loses_no_win() -> None:
    """Four columns nothing fills and six piles that take a run while empty,
    on layouts where the room in the piles decides (``_red_cards``): the
    provers, which leave out a column's whole run onto an empty pile, win
    exactly the layouts a walk with that move besides wins, and prove the
    rest lost."""
    rules = Rules(Preset.CUSTOM, 0, columns=4, reserves=Reserves.RUNS, fill=EmptyFill.NONE)
    move_rules = MoveRules.of(rules, rules.pile_count)
    assert keeps_column(move_rules)
    rng = random.Random(3)
    verdicts = []
    for _ in range(30):
        state = _red_cards(rng, move_rules)
        verdict = provers_agree(state, move_rules)
        assert verdict == _wins_by_every_move(state, move_rules)
        verdicts.append(verdict)
    assert any(verdicts) and not all(verdicts)


@pytest.mark.parametrize("in_c", [False, True], ids=["python", "c"])
def test_headquarters_wins_without_the_whole_run_moves_replay(in_c: bool) -> None:
    """Headquarters deals won by the searches that leave a column's whole run
    off the piles, in Python alone and with C, replay move for move to a
    win through ``Game.play``."""
    if in_c and not native.AVAILABLE:
        pytest.skip("installed without a C compiler")
    rules = Rules.preset(Preset.HEADQUARTERS)
    assert keeps_column(MoveRules.of(rules, rules.pile_count))
    for deal in (3, 8):
        position = Game.new(deal, rules).start
        result = solve(position, rules, max_nodes=20_000, native=in_c)
        assert result.solved, deal
        assert replays_to_win(position, rules, result)


def _tops(position: Position) -> list[tuple[int, Card]]:
    """The top card of each column and pile that holds one."""
    return [(index, column[-1]) for index, column in enumerate(position.columns) if column]


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_its_check_of_a_move_is_the_engine_s(rules: Rules) -> None:
    """``is_legal`` (the shortening's check) accepts exactly the moves
    between two piles or columns, of each count, that the engine accepts
    with that count, and they reach the engine's position; along a random
    game."""
    assert count_moves_along_a_game(rules, MoveRules.of(rules, rules.pile_count), 7, 30,
                                    seed=5)


def test_keys_sort_columns_and_piles_each_apart() -> None:
    rules = Rules.preset(Preset.LIMPOPO)
    real = rules.columns
    columns = (*tuple(bytes((card,)) for card in range(8)), b"\x08\t", b"")
    swapped_piles = (*columns[:8], b"", b"\x08\t")
    swapped_columns = (columns[1], columns[0], *columns[2:])
    pile_into_column = (b"\x08\x09", *columns[1:8], columns[0], b"")
    assert key_of(columns, b"", real) == key_of(swapped_piles, b"", real)
    assert key_of(columns, b"", real) == key_of(swapped_columns, b"", real)
    assert key_of(columns, b"", real) != key_of(pile_into_column, b"", real)
    # Without the groups, the same cards would be the same position.
    assert key_of(columns, b"") == key_of(pile_into_column, b"")


@pytest.mark.parametrize("game", GAMES, ids=[game.value for game in GAMES])
def test_deals_won_replay_to_a_win(game: Preset) -> None:
    rules = Rules.preset(game)
    won = 0
    for deal in (1, 2, 3, 4):
        position = Game.new(deal, rules).start
        result = solve(position, rules, max_nodes=20_000)
        assert result.status != "unsolvable" or not rules.takeback
        if result.solved:
            assert replays_to_win(position, rules, result)
            won += 1
    assert won


@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_a_child_valued_in_place_has_the_value_of_the_child_built(rules: Rules) -> None:
    """The search values most children from their parent's figures
    (``BestFirst._value_in_place``). Where the deal fills piles that take
    cards, the cards parked in them count as cells in use; where such piles
    start empty, each pile in use counts as one. Along a random game, each
    such value is the heuristic of the child built."""
    rng = random.Random(11)
    move_rules = MoveRules.of(rules, rules.pile_count)
    real = move_rules.real_columns
    takes = move_rules.pile_intake != TAKES_NOTHING
    by_card = takes and rules.reserve_rule.dealt > 0
    by_pile = takes and rules.reserve_rule.dealt == 0

    def built(search: BestFirst, found: Foundations, child: list[bytes], cells: bytes,
              child_found: list[int]) -> float:
        blocked, empty = totals(child)
        if not any(move_rules.fills):  # an empty column nothing fills is no room
            empty -= sum(1 for column in child[:real] if not column)
        piles = child[real:]
        in_piles = (sum(map(len, piles)) if by_card
                    else sum(1 for pile in piles if pile) if by_pile else 0)
        return value(move_rules.cards - sum(child_found), blocked,
                     depth_term(key_of(child, cells, real), targets(found, FIRST_WEIGHTS)),
                     empty, len(cells) + in_piles, FIRST_WEIGHTS)

    checked, _ = count_values_in_place(from_position(Game.new(3, rules).start),
                                       move_rules, rng.choice, built)
    assert checked


# ---- the search in C ----

State3 = tuple[Columns, bytes, Foundations]


def _core(move_rules: MoveRules, weights: Weights) -> object:
    """A C search of ``move_rules`` with ``weights``, for its ``children``,
    ``key`` and ``value`` of any position."""
    return CompiledSearch((b"",) * move_rules.column_count, b"", (13,) * (4 * move_rules.decks),
                          move_rules, 1 << 12, weights).core


def _agree(cores: list[tuple[Weights, object]], state: State3, move_rules: MoveRules) -> None:
    """The C search's moves from the settled ``state`` (every move, and those
    that keep runs whole), in the Python code's order, its children, its key
    and its heuristic values (the Python search's value of the start, with
    the parked cards where piles park them) are the Python code's."""
    columns, cells, found = state
    core = cores[0][1]
    for complete in (True, False):
        moves = compact_moves(columns, cells, found, move_rules, complete)
        children = core.children(columns, cells, found, complete)  # type: ignore[attr-defined]
        assert [move for move, _ in children] == moves, complete
        assert [child for _, child in children] \
            == [play(columns, cells, found, move, move_rules) for move in moves]
    assert core.key(columns, cells) == key_of(columns, cells,  # type: ignore[attr-defined]
                                              move_rules.real_columns)
    for weights, weighted in cores:
        python = BestFirst(columns, cells, found, move_rules, weights, complete=True).best
        assert weighted.value(columns, cells, found) == pytest.approx(python)  # type: ignore[attr-defined]


def _cores(move_rules: MoveRules) -> list[tuple[Weights, object]]:
    return [(weights, _core(move_rules, weights)) for weights in (FIRST_WEIGHTS, PROVER)]


@needs_c
@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_the_c_search_s_moves_children_keys_and_values_are_the_python_code_s(rules: Rules
                                                                           ) -> None:
    """Along random games from the deal: every move of the C search, in the
    Python code's order, its child, the key that sorts columns and piles
    apart and the heuristic's value (piles read as columns, cards parked in
    a dealt pile as cards in the cells) are those of the Python search."""
    rng = random.Random(rules.pile_count * 7 + rules.cells)
    move_rules = MoveRules.of(rules, rules.pile_count)
    cores = _cores(move_rules)
    compared = into_piles = 0
    for deal in range(1, 4):
        state = from_position(Game.new(deal, rules).start, move_rules.twice)
        columns, ranks = list(state[0]), list(state[2])
        cells = settle(columns, state[1], ranks, move_rules.safe, move_rules.twice)
        state = (tuple(columns), cells, tuple(ranks))
        for _ in range(100):
            _agree(cores, state, move_rules)
            compared += 1
            moves = compact_moves(*state, move_rules, True)
            if not moves:
                break
            onto = [move for move in moves if move[0] in (3, 4)
                    and move[2] >= move_rules.real_columns]
            move = rng.choice(onto if onto and rng.random() < 0.3 else moves)
            into_piles += move in onto
            state = play(*state, move, move_rules)
    assert compared >= 100
    assert into_piles or move_rules.pile_intake == 0


def _scattered(rng: random.Random, rules: Rules, move_rules: MoveRules, most: int) -> State3:
    """A settled layout no game need reach: foundations at any height, at
    most ``most`` cards left scattered over the columns, piles and cells."""
    ranks = [rng.randrange(14) for _ in range(4 * rules.decks)]
    while sum(13 - rank for rank in ranks) > most:
        rising = rng.choice([index for index, rank in enumerate(ranks) if rank < 13])
        ranks[rising] += 1
    ranks = list(canonical(tuple(ranks)))
    left = [rank * 4 + (index & 3) for index in range(len(ranks))
            for rank in range(ranks[index], 13)]
    rng.shuffle(left)
    columns, held = scatter(rng, left, move_rules.column_count, rules.cells)
    piles = [bytes(column) for column in columns]
    cells = settle(piles, bytes(sorted(held)), ranks, move_rules.safe, move_rules.twice)
    return tuple(piles), cells, tuple(ranks)


@needs_c
@pytest.mark.parametrize("rules", CASES, ids=IDS)
def test_any_layout_has_the_python_code_s_moves_children_keys_and_values(rules: Rules) -> None:
    """Layouts no game need reach: long piles, many empty columns and piles,
    full cells; the C search agrees with the Python code there as well."""
    rng = random.Random(rules.pile_count * 11 + rules.cells)
    move_rules = MoveRules.of(rules, rules.pile_count)
    cores = _cores(move_rules)
    for _ in range(150):
        _agree(cores, _scattered(rng, rules, move_rules, rng.randrange(1, 60)), move_rules)


@needs_c
@pytest.mark.parametrize(("game", "deal"), [
    (Preset.PITCHFORK, 5), (Preset.PITCHFORK, 13), (Preset.PITCHFORK, 17),
    (Preset.HAYSTACK, 21), (Preset.HAYSTACK, 115), (Preset.HAYSTACK, 121),
])
def test_deals_lost_are_proved_lost_in_c_over_the_python_prover_s_positions(
        game: Preset, deal: int) -> None:
    """Pitchfork 5, 13 and 17 and Haystack 21 are lost (docs/rules.md: a walk
    of every position the engine's moves reach), and Haystack 115 and 121 by
    the compact search: the prover in C walks every position the Python
    prover walks, the same number (the C search counts the start apart),
    and proves them lost. Haystack's pile takes cards back, so a card moved
    between a column and the pile makes a position that differs from
    another only in which holds what: counted apart in both."""
    rules = Rules.preset(game)
    move_rules = MoveRules.of(rules, rules.pile_count)
    assert not provers_agree(from_position(Game.new(deal, rules).start), move_rules)


def _red_cards(rng: random.Random, move_rules: MoveRules) -> State3:
    """Black cards all up, hearts and diamonds from the 5 on shuffled over
    the real columns, none empty, with the piles empty: nothing builds on
    anything under alternate colours, so whether the 5s come out depends on
    the room in the piles alone, and many such layouts are lost."""
    red = [rank * 4 + suit for suit in (1, 2) for rank in range(4, 13)]
    rng.shuffle(red)
    real = move_rules.real_columns
    cuts = sorted(rng.sample(range(1, len(red)), real - 1))
    columns = [bytes(red[a:b]) for a, b in zip([0, *cuts], [*cuts, len(red)], strict=True)]
    columns += [b""] * (move_rules.column_count - real)
    ranks = [13, 4, 4, 13]
    cells = settle(columns, b"", ranks, move_rules.safe, move_rules.twice)
    return tuple(columns), cells, tuple(ranks)


@needs_c
def test_lost_layouts_are_walked_over_the_python_prover_s_positions() -> None:
    """Four columns and six piles that take a run while empty: a column's
    run moved whole to an empty pile leaves a position of the same cards
    in a pile rather than a column, which both searches must count apart.
    Where the prover in C proves a layout lost, the Python prover walks as
    many positions (the C search counts the start apart); where it wins,
    so does the Python prover."""
    rules = Rules(Preset.CUSTOM, 0, columns=4, reserves=Reserves.RUNS)
    move_rules = MoveRules.of(rules, rules.pile_count)
    rng = random.Random(1)
    lost = 0
    for _ in range(30):
        if not provers_agree(_red_cards(rng, move_rules), move_rules):
            lost += 1
    assert lost >= 3


#: A deal of each game that the prover in C (depth first) or its best-first
#: search (over the moves that keep runs whole) wins within a few thousand
#: positions.
C_WINS = [(rules, deal, greedy) for rules, deals in zip(CASES, [
    (1, 1), (2, 2), (2, 2), (None, 2), (14, 8), (1, 1), (1, 1)], strict=True)
    for greedy, deal in enumerate(deals) if deal is not None]


@needs_c
@pytest.mark.parametrize(("rules", "deal", "greedy"), C_WINS,
                         ids=[f"{rules.title}-{rules.pile_count}-{deal}-{greedy}"
                              for rules, deal, greedy in C_WINS])
def test_the_c_search_s_wins_replay_to_a_win_in_the_engine(rules: Rules, deal: int,
                                                           greedy: bool) -> None:
    """Depth first or best first, its win, made shorter, replays move for
    move through ``Game.play``."""
    move_rules = MoveRules.of(rules, rules.pile_count)
    position = Game.new(deal, rules).start
    search = CompiledSearch(*from_position(position, move_rules.twice), move_rules,
                            1 << 18, FIRST_WEIGHTS if greedy else PROVER, weight=1,
                            greedy=bool(greedy), complete=not greedy)
    while not search.run(20_000) and search.expanded < 100_000:
        pass
    assert search.solved
    game = Game(rules, position, automove=False)
    for move in engine_moves(position, search.way(), move_rules.safe):
        game.play(move)
    assert game.is_won


@needs_c
def test_the_c_search_refuses_to_leave_piles_out_of_the_empty_count() -> None:
    """What the heuristic leaves out of its empty count are real columns
    (``MoveRules.no_room_before``), never piles."""
    rules = Rules.preset(Preset.HEADQUARTERS)
    move_rules = MoveRules.of(rules, rules.pile_count)
    assert move_rules.no_room_before == move_rules.real_columns
    state = from_position(Game.new(1, rules).start)
    core = type(_core(move_rules, FIRST_WEIGHTS))
    with pytest.raises(ValueError, match="no_room_before"):
        core(*state, 0, parents=bytes(52 * 52), fills=bytes(52), capacity=bytes(15),
             needs=bytes(52), most_slots=1 << 12, decks=2,
             first_pile=move_rules.real_columns, no_room_before=move_rules.real_columns + 1)


@needs_c
def test_the_c_search_refuses_compound_moves_beside_piles() -> None:
    """Its compound moves know no piles of single cards (``plan_for`` leaves
    them out)."""
    rules = Rules.preset(Preset.LIMPOPO)
    move_rules = MoveRules.of(rules, rules.pile_count)
    with pytest.raises(ValueError, match="piles"):
        CompiledSearch(*from_position(Game.new(1, rules).start), move_rules, compound=True)


@needs_c
@pytest.mark.parametrize("game", [Preset.NEEDLE, Preset.HAYSTACK])
def test_a_par_of_a_one_deck_game_with_a_pile_replays_to_a_win(game: Preset) -> None:
    """The par's searches in C play the one-deck games with a pile: a win no
    longer than Solve's, which replays move for move."""
    rules = Rules.preset(game)
    assert improves(MoveRules.of(rules, rules.pile_count))
    position = Game.new(1, rules).start
    found = par(position, rules, 20_000)
    assert found.status == "solved" and len(found.moves) <= found.solve_length
    played = Game(rules, position, automove=False)
    for move in found.moves:
        played.play(move)
    assert played.is_won


@pytest.mark.parametrize("game", [Preset.HEADQUARTERS, Preset.KINGS], ids=["piles", "no piles"])
def test_an_empty_column_that_nothing_fills_is_no_room_to_the_heuristic(game: Preset) -> None:
    """Neither game fills an empty column: its heuristic's empty count, in the
    Python search and in C alike, leaves the empty columns out and keeps the
    empty piles (Headquarters' six)."""
    rules = Rules.preset(game)
    move_rules = MoveRules.of(rules, rules.pile_count)
    assert not any(move_rules.fills)
    columns, cells, found = from_position(Game.new(1, rules).start, move_rules.twice)
    real = move_rules.real_columns
    # Two columns emptied onto a third, then what is safe sent up, as a search starts.
    emptied = [b"", b"", columns[2] + columns[0] + columns[1], *columns[3:]]
    ranks = list(found)
    cells = settle(emptied, cells, ranks, move_rules.safe, move_rules.twice)
    state = (tuple(emptied), cells, tuple(ranks))
    empty_piles = sum(1 for pile in emptied[real:] if not pile)
    blocked, every_empty = totals(emptied)
    assert every_empty == 2 + empty_piles
    in_piles = sum(1 for pile in emptied[real:] if pile)  # Headquarters' piles in use
    for weights in (FIRST_WEIGHTS, PROVER):
        expected = value(move_rules.cards - sum(ranks), blocked,
                         depth_term(key_of(*state[:2], real), targets(state[2], weights)),
                         empty_piles, len(cells) + in_piles, weights)
        python = BestFirst(*state, move_rules, weights, complete=True).best
        assert python == pytest.approx(expected)
        if native.AVAILABLE:
            core = _core(move_rules, weights)
            assert core.value(*state) == pytest.approx(python)  # type: ignore[attr-defined]
