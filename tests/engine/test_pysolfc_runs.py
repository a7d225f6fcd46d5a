"""Penguin, Opus, Four Colours and German FreeCell move any run at once, as
PySolFC plays them (docs/rules.md, Presets).

PySolFC builds those four games' columns on ``SS_RowStack`` (Penguin, Opus)
and ``AC_RowStack`` (Four Colours, German FreeCell), whose ``max_move`` is
unlimited and which never count free cells or empty columns: a run moves whole
however full the table is. Each game here is checked where the rule shows (a
run longer than the cells could relay, with every cell taken and no column
empty), in the solver (deals that the one-card and F + 1 rules lost are won,
and the search agrees with a walk of every position), and in the codes (the
presets' codes are unchanged; a custom game with the old rule keeps it).
"""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Card, Game, Position, Preset, Rules
from freecell_qt.engine.codes import GameCode
from freecell_qt.engine.errors import IllegalMoveError
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.moves import Move, Pile
from freecell_qt.engine.rules import Base, Build, EmptyFill, SequenceMove, parse_rules_spec
from freecell_qt.engine.solver import solve
from tests.engine.test_base_card import random_wrapping
from tests.engine.test_solver_decks import solved_as_a_walk_says
from tests.engine.test_solver_rules import replays_to_win

FOUR = (Preset.PENGUIN, Preset.OPUS, Preset.FOUR_COLOURS, Preset.GERMAN_FREECELL)


def crowded(rules: Rules) -> tuple[Position, Move]:
    """A position of ``rules``' game with every cell taken, no column empty
    and a run of five cards that fits on column 2's top: the move that carries
    it whole. Nothing can go up, so no auto-move follows."""
    cells = rules.cells
    if rules.build is Build.SAME_SUIT:
        run = "9S 8S 7S 6S 5S"
        target = "TS"
        held = ["KH", "QH", "JH", "TH", "9H", "8H", "7H"][:cells]
    else:
        run = "9H 8S 7H 6S 5H"
        target = "TC"
        held = ["KC", "KD", "KH", "KS"]  # cell i holds suit i where each suit has its cell
    piles = [f"QD {run}", f"QS {target}", "JC", "JS", "JD", "QC", "TD"]
    columns = tuple(tuple(Card.parse(c) for c in pile.split()) for pile in piles)
    position = Position.counted(columns, tuple(Card.parse(c) for c in held), (0, 0, 0, 0),
                        *((2,) if rules.wraps else ()))  # no card that starts a foundation
    return position, Move(Pile.column(0), Pile.column(1), 5)


@pytest.mark.parametrize("preset", FOUR, ids=lambda preset: preset.value)
def test_a_run_moves_whole_with_every_cell_taken_and_no_column_empty(preset):
    rules = Rules.preset(preset)
    assert rules.sequence is SequenceMove.UNLIMITED
    position, move = crowded(rules)
    game = Game(rules, position)
    game.play(move)
    assert game.position.columns[1] == position.columns[1] + position.columns[0][1:]
    assert game.position.columns[0] == position.columns[0][:1]


@pytest.mark.parametrize("preset", FOUR, ids=lambda preset: preset.value)
def test_the_old_rule_stays_a_custom_game_that_refuses_the_run(preset):
    rules = Rules.preset(preset)
    old = rules.changed(sequence=(SequenceMove.ONE_CARD if rules.suit_cells
                                  else SequenceMove.SUPERMOVE))
    assert old.is_custom and old.key != rules.key
    code = GameCode.for_rules(old, 7)
    assert GameCode.parse(str(code)).rules == old
    assert Rules.from_dict(old.to_dict()) == old
    position, move = crowded(old)
    with pytest.raises(IllegalMoveError):
        Game(old, position).play(move)


@pytest.mark.parametrize("preset", FOUR, ids=lambda preset: preset.value)
def test_the_preset_s_code_is_unchanged_and_gives_the_new_rule(preset):
    rules = Rules.preset(preset)
    code = GameCode.for_rules(rules, 5)
    assert str(code) == f"{preset.code_prefix}1-C{rules.cells}-AAAAAAF"
    assert GameCode.parse(str(code)).rules == rules


def test_the_custom_fields_of_four_colours_are_four_colours():
    assert parse_rules_spec("C4K7R0BAFAMUDSX") == Rules.preset(Preset.FOUR_COLOURS)
    assert parse_rules_spec("C4K7R0BAFAMODSX").is_custom


@pytest.mark.parametrize(("preset", "deal"), [(Preset.OPUS, 1), (Preset.FOUR_COLOURS, 1)],
                         ids=lambda value: getattr(value, "value", str(value)))
def test_deals_lost_under_the_old_rule_are_won(preset, deal):
    rules = Rules.preset(preset)
    position = initial_position(rules, deal)
    result = solve(position, rules, max_nodes=200_000)
    assert result.status == "solved"
    assert replays_to_win(position, rules, result)


def test_with_a_dealt_base_any_run_at_once_gets_the_verdict_of_a_walk_of_every_position():
    rng = random.Random(11)
    verdicts = set()
    for _ in range(30):
        cells = rng.choice([0, 1, 1, 2])
        rules = Rules(Preset.CUSTOM, cells, columns=4, build=Build.SAME_SUIT,
                      fill=rng.choice([EmptyFill.KINGS, EmptyFill.ANY]),
                      sequence=SequenceMove.UNLIMITED, base=Base.DEALT)
        verdicts.add(solved_as_a_walk_says(random_wrapping(rng, cells, 4), rules))
    assert verdicts == {True, False}


@pytest.mark.parametrize("preset", FOUR, ids=lambda preset: preset.value)
def test_a_game_saved_under_the_old_rule_reopens_where_it_was(preset):
    """A save names the preset, not its rule: every move of the old rule is a
    move of the new one, so a game in progress comes back as it was left."""
    rules = Rules.preset(preset)
    old = rules.changed(sequence=(SequenceMove.ONE_CARD if rules.suit_cells
                                  else SequenceMove.SUPERMOVE))
    game = Game.new(2, old)
    for move in solve(game.start, old, max_nodes=200_000).moves[:20]:
        game.play(move, automove=False)
    assert game.position != game.start
    saved = {**game.to_dict(), "rules": rules.to_dict(),
             "code": str(GameCode.for_rules(rules, 2))}
    again = Game.from_dict(saved)
    assert again.rules == rules
    assert again.position == game.position


@pytest.mark.parametrize(("preset", "deal"), [(Preset.OPUS, 1), (Preset.FOUR_COLOURS, 1)],
                         ids=lambda value: getattr(value, "value", str(value)))
def test_the_rating_and_the_hint_follow_the_new_rule(preset, deal):
    from freecell_qt.engine.rating import rate
    from freecell_qt.engine.solver import hint

    rules = Rules.preset(preset)
    start = initial_position(rules, deal)
    assert rate(start, rules).status == "rated"
    found = hint(start, rules)
    assert found is not None and found.from_solution
