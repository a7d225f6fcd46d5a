"""The search over the engine's own rules (``solver.generic``) and the one
question that sends a rule set to it (``solver.route``): its wins replay
through ``Game.play`` in several games, an exhausted search is a proof only
where no card may come down, the budget and the cancel hook stop it, and a
kind of foundation the other searches have never heard of is solved by it."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest

from freecell_qt.engine import Card, Game, Move, Position, Preset, Rules, Suit
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import Build, EmptyFill, FoundationBuild
from freecell_qt.engine.rules.foundations import RULES, FoundationRule
from freecell_qt.engine.solver import Route, compact_plays, generic, hint, route, solve
from freecell_qt.engine.solver.portfolio import Clock
from tests.engine.conftest import position_of


def card(text: str) -> Card:
    return Card.parse(text)


def replays_to_a_win(rules: Rules, position: Position, moves: Sequence[Move]) -> bool:
    """Whether ``moves`` played one by one through the game, naming every
    move as a solution does (auto-move off), win it."""
    game = Game(rules, position, automove=False)
    for move in moves:
        game.play(move)
    return game.is_won


def near_finished() -> Position:
    """FreeCell with the jacks, queens and kings left, each column's card
    under a card it must wait for, so that a win takes a few moves."""
    return position_of(["KC JD", "KD JC", "QH", "QS", "KS JH", "KH JS", "QC", "QD"],
                       foundations="C-T D-T H-T S-T")


# -- wins replay --------------------------------------------------------------
@pytest.mark.parametrize(("game", "deal"), [("stalactites", 4), ("clink", 3), ("freecell", 3)])
def test_a_win_found_replays_through_the_game(game: str, deal: int) -> None:
    rules = Rules.preset(game)
    position = initial_position(rules, deal)
    found = generic.search(position, rules, Clock(200_000, 60))
    assert found.won
    assert replays_to_a_win(rules, position, found.moves)


def test_a_near_finished_freecell_position_is_won_and_replayed() -> None:
    rules = Rules()
    found = generic.search(near_finished(), rules, Clock(10_000))
    assert found.won and found.exhausted
    assert replays_to_a_win(rules, near_finished(), found.moves)


# -- proofs -------------------------------------------------------------------
def lost() -> tuple[Rules, Position]:
    """No free cell, empty columns stay empty, every jack under a king: a
    queen or two can move onto a king, and nothing else ever can."""
    rules = Rules(Preset.CUSTOM, 0, fill=EmptyFill.NONE)
    position = Position.from_text(
        "Foundations: C-T D-T H-T S-T\nFreecells:\n"
        "JC KD\nJD KC\nJH KS\nJS KH\nQC\nQD\nQH\nQS\n", cells=0)
    return rules, position


def test_an_exhausted_search_of_a_lost_position_says_unsolvable() -> None:
    rules, position = lost()
    found = generic.search(position, rules, Clock(100_000))
    assert not found.won and found.exhausted
    assert generic.proves(rules)


def test_with_takeback_the_same_exhausted_search_proves_nothing() -> None:
    rules, position = lost()
    rules = rules.with_options(rules.supermove, takeback=True)
    found = generic.search(position, rules, Clock(100_000))
    assert found.exhausted and not generic.proves(rules)


def test_where_cells_cover_their_columns_an_exhausted_search_proves_nothing() -> None:
    """Each cell covers its column, so no cell is like another; the search
    offers a card only the first free cell, as the engine's ``legal_moves``
    lists it, and sorts cells and columns apart in its keys, so running dry
    is no proof there (it called won Flipper deals lost)."""
    _, position = lost()
    rules = Rules(Preset.CUSTOM, 1, fill=EmptyFill.NONE, cells_cover=True)
    assert route(rules) is Route.GENERIC
    position = Position.from_text(position.to_text().replace("Freecells:", "Freecells: -"),
                                  cells=1)
    found = generic.search(position, rules, Clock(100_000))
    assert found.exhausted and not found.won
    assert not generic.proves(rules)
    assert solve(position, rules, max_nodes=100_000).status == "unknown"


# -- budget and cancel --------------------------------------------------------
def test_the_cancel_hook_stops_the_search_and_proves_nothing() -> None:
    asked: list[bool] = []

    def cancelled() -> bool:
        asked.append(True)
        return True

    rules = Rules.preset("stalactites")
    found = generic.search(initial_position(rules, 1), rules, Clock(None, None, cancelled))
    assert asked and not found.won and not found.exhausted
    assert found.nodes <= generic.CHECK_EVERY


def test_the_node_budget_stops_the_search() -> None:
    rules = Rules.preset("stalactites")
    found = generic.search(initial_position(rules, 1), rules, Clock(generic.CHECK_EVERY))
    assert not found.won and not found.exhausted
    assert found.nodes == generic.CHECK_EVERY


def test_a_budget_of_positions_buys_the_time_it_buys_the_compact_search() -> None:
    """Each position of this search counts ``WEIGHT`` against a budget, so a
    rating's million positions stop it within the time they stop the others."""
    rules = Rules.preset("spidercells")
    budget = generic.WEIGHT * generic.CHECK_EVERY
    found = generic.search(initial_position(rules, 1), rules, Clock(budget))
    assert not found.won and not found.exhausted
    assert found.nodes == generic.CHECK_EVERY


# -- routing ------------------------------------------------------------------
def test_the_games_the_other_searches_play_keep_them() -> None:
    assert route(Rules()) is Route.COMPACT
    assert route(Rules.preset("penguin")) is Route.COMPACT
    assert route(Rules.preset("four-colours")) is Route.COMPACT
    assert route(Rules.preset("stalactites")) is Route.BY_RANK
    assert route(Rules.preset("clink")) is Route.BY_COLOUR


def test_columns_that_go_round_under_foundations_from_the_ace_leave_the_compact_search(
        monkeypatch: pytest.MonkeyPatch, routes_made_again: None) -> None:
    """A rule set whose columns take a king on an ace while the foundations
    start from the ace: the compact state cannot play it."""
    plain = Rules.builds_on

    def round_the_corner(self: Rules, moved: Card, top: Card) -> bool:
        if self.build is Build.SAME_SUIT and moved.rank == 13 and top.rank == 1:
            return moved.suit == top.suit
        return plain(self, moved, top)

    baker = Rules.preset("bakers-game")
    assert compact_plays(baker)
    monkeypatch.setattr(Rules, "builds_on", round_the_corner)
    assert not compact_plays(baker)
    assert route(baker) is Route.GENERIC
    assert compact_plays(Rules())


class DownFromKings(FoundationRule):
    """A made-up kind: foundation ``i`` takes suit ``i % 4`` from the king
    down to the ace. Nothing is safe to send up unasked."""

    kind = FoundationBuild.SUIT

    def takes(self, pile: tuple[Card, ...], index: int, card: Card, base: int) -> bool:
        return index % 4 == card.suit and card.rank == 13 - len(pile)

    def safe(self, piles: Sequence[tuple[Card, ...]], card: Card, base: int, build: Build,
             wraps: bool) -> bool:
        return False


@pytest.fixture
def down_from_kings(monkeypatch: pytest.MonkeyPatch, routes_made_again: None
                    ) -> Iterator[Rules]:
    """FreeCell with ``DownFromKings`` for its foundations."""
    monkeypatch.setitem(RULES, FoundationBuild.SUIT, DownFromKings())
    yield Rules()


def kings_down_position() -> Position:
    """Every foundation down to the 3; each column holds an ace over the two
    that must go up before it, and one of them a run to take apart."""
    piles = tuple(tuple(Card(rank, Suit(index)) for rank in range(13, 2, -1))
                  for index in range(4))
    columns = ((card("2C"), card("AD")), (card("2D"), card("AC")), (card("2H"),),
               (card("2S"), card("AH")), (card("AS"),), (), (), ())
    return Position(columns, (None,) * 4, piles)


def test_a_new_kind_of_foundation_goes_to_the_generic_search_and_is_solved(
        down_from_kings: Rules) -> None:
    rules = down_from_kings
    assert not compact_plays(rules)
    assert route(rules) is Route.GENERIC
    position = kings_down_position()
    result = solve(position, rules)
    assert result.status == "solved"
    assert replays_to_a_win(rules, position, result.moves)
    given = hint(position, rules)
    assert given is not None and given.from_solution
    assert given.move == result.moves[0]


def test_a_new_kind_of_foundation_is_proved_lost_where_it_is(down_from_kings: Rules) -> None:
    """With no cell and empty columns that stay empty, the twos under the
    aces cannot get out."""
    rules = down_from_kings.changed(cells=0, fill=EmptyFill.NONE)
    assert route(rules) is Route.GENERIC
    piles = tuple(tuple(Card(rank, Suit(index)) for rank in range(13, 2, -1))
                  for index in range(4))
    columns = ((card("2C"), card("AD")), (card("2D"), card("AC")), (card("2H"), card("AS")),
               (card("2S"), card("AH")), (), (), (), ())
    position = Position(columns, (), piles)
    assert solve(position, rules).status == "unsolvable"
    taking_back = rules.with_options(rules.supermove, takeback=True)
    assert solve(position, taking_back).status == "unknown"


@pytest.mark.parametrize("preset", [Preset.HEADQUARTERS, Preset.DOUBLE_FOOTLING])
def test_the_open_list_holds_only_positions_already_expanded(
        monkeypatch: pytest.MonkeyPatch, preset: Preset) -> None:
    """A waiting position is its parent and a move: the big games' open lists held a
    whole position for every child seen, most never taken (Headquarters deal 1 at
    6,000 positions: 71 MB where it now takes 49)."""
    import heapq

    expanded: set[int] = set()
    held: list[object] = []
    children = generic.children
    push = heapq.heappush

    def expanding(position: Position, rules: Rules, up: object = None
                  ) -> Iterator[tuple[Position, tuple[Move, ...]]]:
        expanded.add(id(position))
        held.append(position)  # kept alive, so that no id is used again
        return children(position, rules, up)  # type: ignore[arg-type]

    def pushing(heap: list[tuple[object, ...]], entry: tuple[object, ...]) -> None:
        held.extend(item for item in entry if isinstance(item, Position))
        push(heap, entry)

    monkeypatch.setattr(generic, "children", expanding)
    monkeypatch.setattr(generic.heapq, "heappush", pushing)
    rules = Rules.preset(preset)
    generic.search(initial_position(rules, 1), rules, Clock(200 * generic.WEIGHT))
    waiting = [item for item in held if isinstance(item, Position) and id(item) not in expanded]
    assert not waiting, f"{len(waiting)} positions wait whole in the open list"
