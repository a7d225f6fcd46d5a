"""How to Play's words agree with the engine for any rule set, not only the presets."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_qt.engine import (
    PRESETS,
    DealOrder,
    EmptyFill,
    Preset,
    Rules,
    SequenceMove,
    Supermove,
)
from freecell_qt.engine.rules import COLUMN_BUILDS
from freecell_qt.words import rules_words


@st.composite
def rule_sets(draw) -> Rules:
    cells = draw(st.integers(0, 11))
    deal = draw(st.sampled_from(DealOrder))
    # A deal by suits, or one where each king starts a column, leaves the cells empty.
    dealt_by_kings = deal in (DealOrder.KINGS, DealOrder.KINGS_ACES)
    reserve = 0 if deal is DealOrder.SUITS or dealt_by_kings else draw(st.integers(0, cells))
    decks = draw(st.integers(1, 3))
    # Where each king starts a column: a column for each king, or one more.
    columns = 4 * decks + draw(st.integers(0, 1)) if dealt_by_kings else draw(st.integers(4, 13))
    return Rules(
        Preset.CUSTOM, cells, draw(st.sampled_from(Supermove)), draw(st.booleans()),
        columns=columns, reserve=reserve,
        decks=decks,
        build=draw(st.sampled_from(COLUMN_BUILDS)), fill=draw(st.sampled_from(EmptyFill)),
        sequence=draw(st.sampled_from(SequenceMove)), deal=deal)


def formula_value(formula: str, free: int, empty: int) -> int:
    """Evaluate the formula How to Play shows, written in HTML."""
    text = formula.replace("<sup>", "**(").replace("</sup>", ")").replace("×", "*")
    text = re.sub(r"</?i>", "", text)
    assert set(text) <= set("FE()+*12 "), text
    return int(eval(text, {"F": free, "E": empty}))  # our own formula, checked above


@settings(max_examples=150, deadline=None)
@given(rule_sets())
def test_the_formula_shown_is_the_one_the_engine_counts_with(rules):
    formula = rules_words.capacity_formula(rules)
    text = "".join(body for _heading, body in rules_words.sections(rules))
    if rules.sequence is SequenceMove.SUPERMOVE:
        assert formula in text
        for free in range(4):
            for empty in range(4):
                assert formula_value(formula, free, empty) == rules.capacity(free, empty)
        # The example's numbers are the engine's.
        if rules.fill is EmptyFill.ANY:
            example = f"{rules.capacity(rules.cells, 1)} cards can move onto another column"
        else:
            example = f"{rules.capacity(rules.cells, 0)} cards can move at once"
        assert example in text
    facts = rules_words.Facts.of(rules)
    assert rules_words.cells_phrase(facts.cells) in rules_words.summary(rules)
    assert rules_words.columns_phrase(facts.columns) in rules_words.summary(rules)
    if rules.deal is DealOrder.SUITS:
        assert "Each card is dealt face up to the column of its suit" in text
    elif rules.deal in (DealOrder.KINGS, DealOrder.KINGS_ACES):
        assert (f"{rules.dealt_count} cards are dealt face up one at a time into the first "
                "column") in text
    else:
        # With the aces up, the aces start on the foundations before the deal.
        aces_up = 4 * rules.decks if rules.deal is DealOrder.ACES_UP else 0
        dealt = rules.card_count - rules.reserve - aces_up
        assert f"{dealt} cards are dealt face up into the columns" in text
        assert ("The aces start on the foundations" in text) == bool(aces_up)
    if rules.decks > 1:
        assert rules_words.summary(rules).startswith(f"{rules.decks} decks, ")
        assert (f"Move all {rules.card_count} cards to the {rules.foundation_count} "
                "<b>foundations</b>") in text


def test_every_preset_has_a_name_and_a_how_to_play():
    for preset in PRESETS:
        rules = Rules.preset(preset)
        assert rules_words.game_title(rules) == rules.title
        assert len(rules_words.sections(rules)) == 7
