"""The solver under every rule set: presets, custom games, and proofs that stay sound.

Each solution is replayed through ``Game.play``; each "unsolvable" is checked
against a search that shares nothing with the solver (the engine's own legal
moves, every position kept as it is, no safe moves, no pruning) on positions
small enough for it, and against Debian's fc-solve where it expresses the rules.
"""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_qt.engine import Card, FreeCellError, Game, Position, Suit, rules_of_play
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import (
    COLUMN_BUILDS,
    PRESETS,
    Build,
    EmptyFill,
    Preset,
    Rules,
    SequenceMove,
    Supermove,
)
from freecell_qt.engine.solver import SolveResult, hint, solve
from freecell_qt.engine.solver.moves import MoveRules, legal_moves
from freecell_qt.engine.solver.state import from_position, safe_needs
from tests.fc_solve import fc_solve_options


def replays_to_win(position: Position, rules: Rules, result: SolveResult) -> bool:
    game = Game(rules, position, automove=False)
    for move in result.moves:
        game.play(move)
    return game.is_won


# -- presets -------------------------------------------------------------------------

#: Deals each preset is solved on: the first ones the solver wins within the budget
#: (ForeCell 1, King Only Baker's Game 1 and 4-12 and Bath 1 are proved unsolvable
#: instead, as fc-solve finds too).
PRESET_DEALS = {
    Preset.FREECELL: (1, 2, 3),
    Preset.FORECELL: (2, 3, 4),
    Preset.BAKERS_GAME: (1, 2, 3),
    Preset.KING_ONLY_BAKERS_GAME: (2, 3, 13),
    Preset.EIGHT_OFF: (1, 2, 3),
    Preset.SEAHAVEN_TOWERS: (1, 2, 3),
    Preset.RELAXED_SEAHAVEN_TOWERS: (1, 2, 3),
    Preset.RELAXED_FREECELL: (1, 2, 3),
    Preset.CHALLENGE_FREECELL: (1, 2, 3),
    Preset.SUPER_CHALLENGE_FREECELL: (1, 2, 3),
    Preset.SEVEN_BY_FOUR: (1, 2, 3),
    Preset.SEVEN_BY_FIVE: (1, 2, 3),
    Preset.BATH: (2, 3, 5),
    Preset.DOUBLE_FREECELL: (1, 3),
    Preset.DOUBLE_FREECELL_ROUND: (1, 2),
    Preset.TRIPLE_FREECELL: (5,),
    Preset.REPAIR: (1, 3),
    Preset.CELL_11: (1,),
    Preset.PENGUIN: (1, 2),
    Preset.OPUS: (2, 3),
    Preset.TUXEDO: (1, 2),
    Preset.PETAL: (3, 4),
    Preset.FOUR_COLOURS: (2, 3),
    Preset.GERMAN_FREECELL: (2, 3),
    Preset.KINGCELL: (1, 2),
    Preset.STALACTITES: (1, 2),
    Preset.CLINK: (1, 3),
    Preset.DEEP: (1, 2),
    Preset.BIG_CELL: (3,),
    Preset.DOUBLE_EIGHT_OFF: (1, 2),
    Preset.DOUBLE_SEAHAVEN_TOWERS: (1, 2),
    Preset.KINGS: (4,),
    Preset.CATS_TAIL: (3,),
    Preset.SNAKE: (1,),
    Preset.RETINUE: (1, 4),
    Preset.FOOTLING: (2,),
    Preset.SPIDERCELLS: (2, 3),
    Preset.NEEDLE: (2,),
    Preset.HAYSTACK: (4,),
    Preset.PITCHFORK: (4,),
    Preset.LIMPOPO: (3, 5),
    Preset.HEADQUARTERS: (3, 8),
    Preset.FLIPPER: (2, 5),
    Preset.ANTARES: (1, 2),
    Preset.OPERA: (1, 2, 3),
    Preset.SARLACC: (2, 5),
    Preset.OBSTRUCTION: (3, 4),
}
#: Games no search wins a deal of within a test's budget (docs/rules.md gives
#: their verdicts): their wins are tested from late positions in their own tests.
UNSETTLED = {Preset.DOUBLE_FOOTLING}


def test_every_preset_has_deals_here() -> None:
    assert set(PRESET_DEALS) | UNSETTLED == set(PRESETS)
    assert not set(PRESET_DEALS) & UNSETTLED


@pytest.mark.parametrize(
    ("preset", "deal"),
    [(preset, deal) for preset, deals in PRESET_DEALS.items() for deal in deals],
    ids=lambda value: getattr(value, "value", str(value)),
)
def test_every_preset_is_solved_with_moves_that_replay(preset: Preset, deal: int) -> None:
    rules = Rules.preset(preset)
    position = initial_position(rules, deal)
    result = solve(position, rules, max_nodes=200_000)
    assert result.status == "solved"
    assert replays_to_win(position, rules, result)


def test_freecell_with_one_cell_is_solved() -> None:
    rules = Rules.preset(Preset.FREECELL, 1)
    position = initial_position(rules, 7)
    result = solve(position, rules, max_nodes=300_000)
    assert result.status == "solved"
    assert replays_to_win(position, rules, result)


def test_freecell_with_no_cell_is_proved_unsolvable_on_early_deals() -> None:
    """With no cell the first deals are all lost (fc-solve finds none of 1-40),
    and the proofs are quick: a column's foot card has nowhere to go."""
    rules = Rules.preset(Preset.FREECELL, 0)
    for deal in range(1, 11):
        assert solve(initial_position(rules, deal), rules).status == "unsolvable", deal


@pytest.mark.parametrize(
    "rules",
    [
        Rules(Preset.CUSTOM, 0, columns=13),
        Rules(Preset.CUSTOM, 2, columns=13, build=Build.ANY_SUIT),
        Rules(Preset.CUSTOM, 8, columns=5, build=Build.ANY_SUIT, fill=EmptyFill.NONE),
        Rules(Preset.CUSTOM, 6, columns=10, sequence=SequenceMove.ONE_CARD),
        Rules(Preset.CUSTOM, 4, columns=12, build=Build.SAME_SUIT, fill=EmptyFill.NONE,
              sequence=SequenceMove.UNLIMITED),
        Rules(Preset.CUSTOM, 3, Supermove.LINEAR, columns=9, reserve=2),
    ],
    ids=["13-columns-no-cell", "13-columns-any-suit", "5-columns-8-cells-no-fill", "one-card-moves",
         "by-suit-no-fill-unlimited", "linear-9-columns-reserve"],
)
def test_custom_games_are_solved_with_moves_that_replay(rules: Rules) -> None:
    solved = 0
    for deal in (1, 2, 3):
        position = initial_position(rules, deal)
        result = solve(position, rules, max_nodes=100_000)
        if result.solved:
            solved += 1
            assert replays_to_win(position, rules, result)
    assert solved >= 1


def test_the_position_and_the_rules_must_agree_on_the_columns() -> None:
    with pytest.raises(FreeCellError, match="10 columns but the rules say 8"):
        solve(initial_position(Rules.preset(Preset.SEAHAVEN_TOWERS), 1), Rules(cells=4))


@pytest.mark.parametrize("preset", [Preset.SEAHAVEN_TOWERS, Preset.EIGHT_OFF])
def test_a_hint_in_another_game_is_a_legal_move_there(preset: Preset) -> None:
    rules = Rules.preset(preset)
    position = initial_position(rules, 2)
    advice = hint(position, rules)
    assert advice is not None and advice.from_solution
    Game(rules, position, automove=False).play(advice.move)


# -- the safe rule -------------------------------------------------------------------

ALL_CARDS = [Card(rank, suit) for rank in range(1, 14) for suit in Suit]


@pytest.mark.parametrize("build", COLUMN_BUILDS)
def test_the_searchs_safe_rule_waits_for_every_card_that_could_go_on_it(build: Build) -> None:
    """A card played up at once must never be wanted as a base: each card that
    could go on it (by the rules' own ``builds_on``) must already be up."""
    rules = Rules(Preset.CUSTOM, build=build)
    needs = safe_needs(rules.safe_automove)
    for card in ALL_CARDS:
        if card.rank <= 2:
            continue  # only aces go on twos, and aces go up as soon as they show
        wanted = {
            int(lower.suit) for lower in ALL_CARDS
            if rules.builds_on(lower, card) and lower.suit != card.suit
        }
        assert wanted <= set(needs[card.deck_index]), (build, card)


def test_with_any_suit_building_a_card_waits_for_all_foundations() -> None:
    """Under alternate colours the 5 of hearts is safe once both black 4s are
    up; built regardless of suit the 4 of diamonds could still go on it."""
    five = Card.parse("5H").deck_index
    found = [4, 3, 4, 4]  # C D H S: the 4 of diamonds is still out
    colours = MoveRules(Rules(), 8).safe
    any_suit = MoveRules(Rules(Preset.CUSTOM, build=Build.ANY_SUIT), 8).safe
    by_suit = MoveRules(Rules.preset(Preset.BAKERS_GAME), 8).safe
    from freecell_qt.engine.solver.state import is_safe

    assert is_safe(five, found, colours)
    assert not is_safe(five, found, any_suit)
    assert is_safe(five, [0, 0, 4, 0], by_suit)


#: Built regardless of suit, the 4 of diamonds must go on the 5 of hearts to free
#: the 3 under it: with both black 4s up the 5 of hearts looks safe by colour,
#: yet playing it up at once loses the game (no cell, empty columns stay empty).
NEEDS_THE_FIVE = """Foundations: H-4 C-K D-2 S-K
Freecells:
5D 3D 4D
KD QD JD TD 9D 8D 7D 6D
KH QH JH TH 9H 8H 7H 6H
5H
"""


def test_built_regardless_of_suit_a_card_is_kept_while_any_card_could_go_on_it() -> None:
    rules = Rules(Preset.CUSTOM, 0, columns=4, build=Build.ANY_SUIT, fill=EmptyFill.NONE)
    position = Position.from_text(NEEDS_THE_FIVE, cells=0, columns=4)
    assert _exhaustive(position, rules) is True
    result = solve(position, rules)
    assert result.status == "solved"
    assert replays_to_win(position, rules, result)
    assert str(result.moves[0]) == "14"  # the 4 of diamonds onto the 5 of hearts


def test_in_alternate_colours_the_same_position_is_lost() -> None:
    rules = Rules(Preset.CUSTOM, 0, columns=4, fill=EmptyFill.NONE)
    position = Position.from_text(NEEDS_THE_FIVE, cells=0, columns=4)
    assert _exhaustive(position, rules) is False
    assert solve(position, rules).status == "unsolvable"


# -- sound proofs on small positions -------------------------------------------------


def _exhaustive(position: Position, rules: Rules, limit: int = 50_000) -> bool | None:
    """Solvable? Every position the engine's legal moves reach, as it is: no
    column or cell symmetry, no safe moves, no pruning. None past ``limit``."""
    seen = {position}
    stack = [position]
    while stack:
        current = stack.pop()
        if current.is_won:
            return True
        for move in rules_of_play.legal_moves(current, rules):
            child = rules_of_play.apply(current, move)
            if child not in seen:
                if len(seen) >= limit:
                    return None
                seen.add(child)
                stack.append(child)
    return False


@st.composite
def small_games(draw: st.DrawFn) -> tuple[Rules, Position]:
    """A random rule set and a late position of it: few cards left to play."""
    columns = draw(st.integers(4, 5))
    cells = draw(st.integers(0, 2))
    rules = Rules(
        Preset.CUSTOM,
        cells,
        draw(st.sampled_from(list(Supermove))),
        columns=columns,
        build=draw(st.sampled_from(COLUMN_BUILDS)),
        fill=draw(st.sampled_from(list(EmptyFill))),
        sequence=draw(st.sampled_from(list(SequenceMove))),
    )
    foundations = draw(st.lists(st.integers(8, 13), min_size=4, max_size=4))
    while sum(13 - up for up in foundations) > 12:  # small enough to search it all
        foundations[foundations.index(min(foundations))] += 1
    left = [Card(rank, Suit(suit)) for suit, up in enumerate(foundations)
            for rank in range(up + 1, 14)]
    left = draw(st.permutations(left))
    in_cells = draw(st.integers(0, min(cells, len(left))))
    cell_cards: list[Card | None] = [*left[:in_cells], *[None] * (cells - in_cells)]
    piles: list[list[Card]] = [[] for _ in range(columns)]
    for card in left[in_cells:]:
        piles[draw(st.integers(0, columns - 1))].append(card)
    if draw(st.booleans()):  # low cards deepest: the hard positions, many lost
        piles = [sorted(pile, key=lambda card: (card.rank, card.suit)) for pile in piles]
    position = Position.counted(
        tuple(tuple(pile) for pile in piles),
        tuple(cell_cards),
        tuple(foundations),
    )
    return rules, position


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_games())
def test_solutions_replay_and_unsolvable_is_never_wrong_on_random_rule_sets(
    game: tuple[Rules, Position],
) -> None:
    rules, position = game
    result = solve(position, rules, max_nodes=20_000)
    if result.solved:
        assert replays_to_win(position, rules, result)
        return
    truth = _exhaustive(position, rules)
    if result.status == "unsolvable":
        assert truth is False
    else:
        assert truth is None, "so small a game gets a verdict"


def _key(columns: object, cells: object, foundations: object) -> object:
    return tuple(sorted(columns)), tuple(sorted(cells)), tuple(foundations)  # type: ignore[call-overload]


def _compact_child(cols: tuple[bytes, ...], cells: bytes, found: list[int],
                   move: tuple[int, ...]) -> object:
    """The position after a compact move, no safe moves played."""
    child, found = list(cols), list(found)
    cell_cards = list(cells)
    kind = move[0]
    if kind == 4:
        child[move[2]] += child[move[1]][-move[3]:]
        child[move[1]] = child[move[1]][: -move[3]]
    elif kind == 2:
        cell_cards.append(child[move[1]][-1])
        child[move[1]] = child[move[1]][:-1]
    elif kind == 0:
        found[child[move[1]][-1] & 3] += 1
        child[move[1]] = child[move[1]][:-1]
    else:
        cell_cards.remove(move[1])
        if kind == 3:
            child[move[2]] += bytes((move[1],))
        else:
            found[move[1] & 3] += 1
    return _key(child, cell_cards, found)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_games())
def test_the_provers_moves_reach_every_position_the_engine_reaches(
    game: tuple[Rules, Position],
) -> None:
    """The complete move list leaves out only moves whose result is another
    move's up to the order of columns and cells (or the position itself)."""
    rules, position = game
    columns, cells, found = from_position(position)
    move_rules = MoveRules(rules, len(columns))
    ours = {
        _compact_child(columns, cells, list(found), move)
        for move in legal_moves(columns, cells, found, move_rules, complete=True)
    }
    ours.add(_key(columns, cells, found))

    def compact(position: Position) -> object:
        cols, held, up = from_position(position)
        return _key(cols, held, up)

    for move in rules_of_play.legal_moves(position, rules):
        assert compact(rules_of_play.apply(position, move)) in ours, str(move)


# -- fc-solve ------------------------------------------------------------------------


def _find(name: str) -> str | None:
    return shutil.which(name) or next(
        (p for p in (f"/usr/bin/{name}", f"/usr/games/{name}") if os.access(p, os.X_OK)), None
    )


FC_SOLVE = _find("fc-solve")


def fc_solve_solves(position: Position, rules: Rules, iterations: int) -> bool | None:
    """True when fc-solve finds a solution, False when it proves there is none,
    None when it gives up within ``iterations``."""
    options = fc_solve_options(rules)
    assert FC_SOLVE is not None and options is not None
    done = subprocess.run(
        [FC_SOLVE, *options, "-mi", str(iterations), "-"], input=position.to_text(),
        capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "FREECELL_SOLVER_QUIET": "1"},
    )
    if "This game is solveable." in done.stdout:
        return True
    if f"Total number of states checked is {iterations}." in done.stdout:
        return None
    # Anything else is a board it did not read, which proves nothing.
    assert "I could not solve this game." in done.stdout, done.stdout + done.stderr
    return False


#: The most cards fc-solve reads of a column of the board it is given: past
#: it, the card is dropped and fc-solve reports it missing.
FC_SOLVE_COLUMN = 20


@pytest.mark.parametrize("preset", list(Preset), ids=[preset.value for preset in Preset])
def test_fc_solve_is_given_only_deals_it_can_read(preset: Preset) -> None:
    rules = Rules.preset(preset)
    if fc_solve_options(rules) is None:
        return
    longest = max(len(column) for deal in range(1, 21)
                  for column in initial_position(rules, deal).columns)
    assert longest <= FC_SOLVE_COLUMN


def test_fc_solve_is_not_asked_about_the_deals_led_by_kings() -> None:
    for preset in (Preset.KINGS, Preset.CATS_TAIL, Preset.SNAKE, Preset.RETINUE):
        assert fc_solve_options(Rules.preset(preset)) is None


#: Rule sets fc-solve expresses, each with deals that both solvers settle quickly.
ORACLE_GAMES = [
    (Rules.preset(Preset.BAKERS_GAME), (1, 2, 3, 4)),
    (Rules.preset(Preset.KING_ONLY_BAKERS_GAME), (1, 4, 13)),
    (Rules.preset(Preset.SEAHAVEN_TOWERS), (2, 3, 4)),
    (Rules.preset(Preset.RELAXED_FREECELL), (1, 2, 3, 4)),
    (Rules.preset(Preset.FREECELL, 0), (1, 2, 3, 4)),
    (Rules(Preset.CUSTOM, 2, columns=6, build=Build.ANY_SUIT, fill=EmptyFill.NONE), (1, 3)),
    (Rules(Preset.CUSTOM, 1, columns=10, build=Build.SAME_SUIT,
           sequence=SequenceMove.UNLIMITED), (1, 2, 3, 4)),
]


@pytest.mark.oracle
@pytest.mark.skipif(FC_SOLVE is None, reason="Debian's fc-solve is not installed")
@pytest.mark.parametrize(("rules", "deals"), ORACLE_GAMES,
                         ids=[rules.key for rules, _ in ORACLE_GAMES])
def test_oracle_fc_solve_solutions_are_never_called_unsolvable(
    rules: Rules, deals: tuple[int, ...]
) -> None:
    for deal in deals:
        position = initial_position(rules, deal)
        theirs = fc_solve_solves(position, rules, 100_000)
        ours = solve(position, rules, max_nodes=100_000)
        if ours.solved:
            assert replays_to_win(position, rules, ours)
        if theirs is True:
            assert ours.status != "unsolvable", deal
        # Both settle these deals, and the same way.
        assert theirs is not None and ours.status != "unknown", deal
        assert theirs == ours.solved, deal


@pytest.mark.oracle
@pytest.mark.skipif(FC_SOLVE is None, reason="Debian's fc-solve is not installed")
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_games())
def test_oracle_fc_solve_agrees_on_small_random_rule_sets(game: tuple[Rules, Position]) -> None:
    rules, position = game
    if fc_solve_options(rules) is None:
        return
    theirs = fc_solve_solves(position, rules, 50_000)
    ours = solve(position, rules, max_nodes=20_000)
    if theirs is True:
        assert ours.status != "unsolvable"
    if ours.solved:
        assert replays_to_win(position, rules, ours)
