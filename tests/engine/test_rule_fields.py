"""The registry of rule fields (``engine/rules/fields.py``): every field of a
game is declared there once, and the code word, the saved dict and the
command line each read it from its declaration alone."""

from __future__ import annotations

import dataclasses
import itertools
import json
import re
from types import SimpleNamespace
from typing import Any

import pytest

from freecell_qt.cli import commands
from freecell_qt.engine import GameCode, Preset, Rules
from freecell_qt.engine.errors import RulesError
from freecell_qt.engine.rules import TABLE, RuleFields, parse_rules_spec
from freecell_qt.engine.rules.fields import (
    FIELDS,
    Option,
    RuleField,
    flag_field,
    read_saved,
    read_word,
    save,
    spell,
    word_pattern,
)
from freecell_qt.engine.rules.options import Base, DealOrder, SequenceMove

#: What ``Rules`` holds that is no field of a game: the game's name and its
#: cell count (``Rules``' own arguments), the player's options, and the rule
#: objects made from the fields.
NOT_FIELDS = {"game", "cells", "supermove", "takeback", "column_rule", "cover_rule",
              "overlap_rule"}


def test_every_field_of_a_game_is_declared_once() -> None:
    """A field added to ``Rules`` without a declaration fails here, and so
    does a declaration with no attribute, keyword or row to go with it."""
    held = {field.name for field in dataclasses.fields(Rules)} - NOT_FIELDS
    declared = [field.name for field in FIELDS]
    assert sorted(declared) == sorted(set(declared)) == sorted(held)
    assert set(RuleFields.__annotations__) == held
    for name in declared:
        assert all(hasattr(TABLE[preset], name) for preset in Preset), name


def test_the_code_word_places_are_distinct() -> None:
    places = [field.code.place for field in FIELDS]
    assert len(set(places)) == len(places)


def _rule_sets() -> list[Rules]:
    """Every preset at each of its cell counts, and each with one field
    changed to each value it may take, where that is a game."""
    found: list[Rules] = []
    for preset in Preset:
        for cells in TABLE[preset].cell_choices:
            found.append(Rules(preset, cells))
    changes: list[tuple[str, object]] = [(name, value) for name, values in _VALUES.items()
                                         for value in values]
    for rules, (name, value) in itertools.product(list(found), changes):
        try:
            found.append(rules.changed(**{name: value}))
        except RulesError:
            continue
    return found


def _values(field: RuleField[Any]) -> list[object]:
    off = field.off
    if isinstance(off, bool):
        return [False, True]
    if hasattr(off, "value") and not isinstance(off, int):
        return list(type(off))
    return []


_VALUES: dict[str, list[object]] = {
    field.name: _values(field) for field in FIELDS} | {
    "columns": [4, 7, 9, 10, 13], "reserve": [0, 1, 2, 4], "decks": [1, 2, 3],
    "layout": [(8, 7, 7, 7, 6, 6, 6, 5)]}
RULE_SETS = _rule_sets()


def test_every_game_goes_through_the_code_word_and_the_saved_dict() -> None:
    assert len(RULE_SETS) > 1000
    for rules in RULE_SETS:
        assert parse_rules_spec(rules.spec) == rules.without_options()
        assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules


@pytest.mark.parametrize("field", FIELDS, ids=[field.name for field in FIELDS])
def test_every_value_of_every_field_is_written_where_it_is_not_left_out(
        field: RuleField[Any]) -> None:
    """A custom game's saved dict holds the field where the field is not as
    leaving it out means; the code word writes it likewise (the layout
    apart, left out wherever a word may leave it out)."""
    seen = set()
    for rules in RULE_SETS:
        seen.add(field.value(rules))
        if rules.is_custom:
            assert (field.name in rules.to_dict()) is not field.left_out(rules)
        if field.name != "layout":
            assert (field.spell(rules) == "") is field.left_out(rules)
    # Every choice of an enum and both ways of a flag are met in some game.
    assert set(_values(field)) <= seen


def _option_words(field: RuleField[Any], rules: Rules) -> list[str]:
    """The command-line words that ask for ``rules``' value of ``field``."""
    option = field.option
    assert option is not None
    value = field.value(rules)
    if option.shape == "choice":
        return [option.flag, str(value.value)]
    if option.shape == "number":
        return [option.flag, str(value)]
    if option.shape == "layout":
        return [option.flag, ",".join(str(n) for n in value)]
    on = value if isinstance(value, bool) else value is not field.off
    if option.shape == "on":
        return [option.flag] if on else []
    return [option.flag if on else "--no-" + option.flag.removeprefix("--")]


def test_every_field_with_an_option_is_asked_for_on_the_command_line(capsys) -> None:
    """``freecell code``, given a game and an option for each of its fields,
    prints the code of that game: every option reads its field."""
    asked = 0
    for rules in RULE_SETS[::7]:
        if any(field.option is None and not field.left_out(rules) for field in FIELDS) \
                and rules.is_custom:
            continue  # a field with no option (Flipper's) comes with its game alone
        game = "custom" if rules.is_custom else rules.game.value
        words = [word for field in FIELDS if field.option is not None
                 for word in _option_words(field, rules)]
        assert commands.main(["code", "5", "--game", game, "--cells", str(rules.cells),
                              *words]) == 0
        printed = capsys.readouterr().out.strip()
        assert GameCode.parse(printed).rules == rules.without_options(), words
        asked += 1
    assert asked > 50


# -- a field that only this test declares ------------------------------------
#: A throwaway rule, a flag spelled "S" after Opera's "N" (a letter no field
#: after the deal's uses): declared here and nowhere else.
DUMMY = flag_field("dummy", "S", 145, option=Option(
    "--dummy", "a rule no game has", "switch", bool), kept_by_new_game=True)
REGISTRY = (*FIELDS, DUMMY)


class _WithDummy(SimpleNamespace):
    """A rule set that has the throwaway field beside every real one."""


def _with_dummy(rules: Rules, dummy: bool) -> Any:
    held = _WithDummy(**{field.name: field.value(rules) for field in FIELDS}, dummy=dummy)
    for name in ("cells", "dealt_count", "reserve_rule"):
        setattr(held, name, getattr(rules, name))
    return held


@pytest.mark.parametrize("rules", [Rules(), Rules.preset("opera"), Rules.preset("petal"),
                                   Rules.preset("needle"), Rules.preset("tuxedo")],
                         ids=lambda rules: rules.game.value)
def test_a_field_declared_only_in_a_registry_is_written_and_read_back(rules: Rules) -> None:
    today = spell(rules)
    for dummy in (False, True):
        held = _with_dummy(rules, dummy)
        word = spell(held, REGISTRY)
        # Its letter stands in its place, and only when the game has the rule.
        before_decks = len(today) - len(re.search(r"(P[23])?(L[0-9.]+)?$", today)[0])
        assert word == (today[:before_decks] + "S" + today[before_decks:] if dummy else today)
        match = re.fullmatch(word_pattern(REGISTRY), word)
        assert match is not None
        read = read_word(match, REGISTRY)
        assert read.get("dummy", False) is dummy
        assert read == read_word(re.fullmatch(word_pattern(), today)) | (
            {"dummy": True} if dummy else {})
        saved = json.loads(json.dumps(save(held, REGISTRY)))
        assert ("dummy" in saved) is dummy
        assert read_saved(saved, REGISTRY)["dummy"] is dummy
    # A save of before the field: the rule is off.
    assert read_saved(save(rules), REGISTRY)["dummy"] is False


def test_a_field_declared_only_in_a_registry_has_its_command_line_option(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(commands, "FIELDS", REGISTRY)
    parser = commands.build_parser()
    for words, given in (([], {}), (["--dummy"], {"dummy": True}),
                         (["--no-dummy"], {"dummy": False})):
        args = parser.parse_args(["deal", "1", "--build", "suit", *words])
        assert commands.custom_fields(args) == {"build": Rules.preset("bakers-game").build,
                                                 **given}
    with pytest.raises(SystemExit):
        parser.parse_args(["deal", "--help"])
    assert "a rule no game has" in capsys.readouterr().out


# -- what the registry fixed -------------------------------------------------
@pytest.mark.parametrize(("base", "changes"), [
    # FreeCell's fields with a free cell for each suit are no Relaxed FreeCell.
    (Preset.RELAXED_FREECELL, {"suit_cells": True}),
    # Seven by Four moving any run is not German FreeCell, which has a cell
    # for each suit.
    (Preset.SEVEN_BY_FOUR, {"sequence": SequenceMove.UNLIMITED}),
])
def test_a_game_differing_from_a_preset_in_one_field_only_is_not_that_preset(
        base: Preset, changes: dict[str, object]) -> None:
    """Every declared field takes part in naming the preset a rule set is:
    the cells by suit once did not, and such a game was saved as the preset,
    losing or gaining cells by suit on its way back."""
    rules = Rules.preset(base).changed(**changes)
    assert rules.is_custom
    assert Rules.from_dict(rules.to_dict()) == rules
    assert parse_rules_spec(rules.spec) == rules


def test_a_layout_shaped_by_suits_in_a_deal_row_by_row_is_written() -> None:
    """Four Colours' layout kept with a deal row by row is no deal by
    suits: the code word writes it, or it would come back row by row."""
    rules = Rules.preset("four-colours").changed(deal=DealOrder.ROWS)
    assert rules.spec.endswith("L13.13.13.13.0.0.0")
    assert parse_rules_spec(rules.spec) == rules


def test_saved_games_of_today_read_as_before() -> None:
    """A saved custom game of today, every optional field left out but one,
    and a code word, read as they always did."""
    saved = {"variant": "custom", "cells": 4, "supermove": "doubling", "takeback": False,
             "columns": 8, "layout": [7, 6, 6, 6, 6, 6, 6, 6], "reserve": 0, "deal": "rows",
             "build": "alternate", "fill": "any", "sequence": "supermove",
             "base": "dealt"}
    rules = Rules.from_dict(saved)
    assert (rules.base, rules.column_wrap, rules.decks) == (Base.DEALT, True, 1)
    assert json.dumps(rules.to_dict()) == json.dumps(saved)
    assert rules.spec == "C4K8R0BAFAMSDRW"
    assert parse_rules_spec("C4K8R0BAFAMSDSP2").deal is DealOrder.SUITS
