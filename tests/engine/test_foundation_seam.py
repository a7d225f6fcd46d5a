"""A kind of foundation states what the rules value asks of it beside its
moves: the other options it refuses, the clause it adds to the summary, and
whether ranks round on the columns, a king-led deal or columns that take
nothing may go with it. A made-up kind, put in ``RULES`` for one test, is
heard through ``Rules`` with no change anywhere else."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest

from freecell_qt.engine import Build, DealOrder, EmptyFill, Preset, Rules, RulesError
from freecell_qt.engine.cards import Card
from freecell_qt.engine.rules import FoundationBuild
from freecell_qt.engine.rules.foundations import RULES, FoundationRule, GameOptions

Pile = tuple[Card, ...]


class MadeUp(FoundationRule):
    """Foundation ``i`` takes suit ``i % 4`` from the ace; one deck only, and
    columns that take nothing are welcome."""

    kind = FoundationBuild.FOURS
    still_columns = True
    summary_part = "made-up foundations"

    def refusal(self, game: GameOptions) -> str | None:
        return "made-up foundations need one deck" if game.decks != 1 else None

    def takes(self, pile: Pile, index: int, card: Card, base: int) -> bool:
        return index % 4 == card.suit and card.rank == len(pile) + 1

    def safe(self, piles: Sequence[Pile], card: Card, base: int, build: Build,
             wraps: bool) -> bool:
        return False


@pytest.fixture
def made_up(monkeypatch: pytest.MonkeyPatch, routes_made_again: None
            ) -> Iterator[FoundationBuild]:
    monkeypatch.setitem(RULES, FoundationBuild.FOURS, MadeUp())
    yield FoundationBuild.FOURS


def test_the_kinds_refusal_is_the_rules_refusal(made_up: FoundationBuild) -> None:
    with pytest.raises(RulesError) as refused:
        Rules(Preset.CUSTOM, 4, columns=10, decks=2, foundation=made_up)
    assert str(refused.value) == "made-up foundations need one deck"
    assert Rules(Preset.CUSTOM, 4, foundation=made_up).foundation is made_up


def test_the_kinds_clause_ends_the_summary(made_up: FoundationBuild) -> None:
    assert Rules(Preset.CUSTOM, 4, foundation=made_up).summary().endswith(
        ", made-up foundations")
    assert "made-up" not in Rules().summary()


def test_columns_that_take_nothing_go_with_a_kind_that_allows_them(
        made_up: FoundationBuild) -> None:
    still = Rules(Preset.CUSTOM, 4, build=Build.NONE, fill=EmptyFill.NONE, foundation=made_up)
    assert still.build is Build.NONE
    with pytest.raises(RulesError, match="columns that take no card come only"):
        Rules(Preset.CUSTOM, 4, build=Build.NONE, fill=EmptyFill.NONE)


def test_only_the_plain_foundations_go_with_round_columns_and_king_led_deals(
        made_up: FoundationBuild) -> None:
    with pytest.raises(RulesError, match="ranks go round on the columns only"):
        Rules(Preset.CUSTOM, 4, column_wrap=True, foundation=made_up)
    with pytest.raises(RulesError, match="the foundations go up by suit from the ace"):
        Rules(Preset.CUSTOM, 4, columns=5, deal=DealOrder.KINGS, foundation=made_up)
    assert Rules(Preset.CUSTOM, 4, column_wrap=True).column_wrap
    assert Rules(Preset.CUSTOM, 4, columns=5, deal=DealOrder.KINGS).deal is DealOrder.KINGS


def test_every_kind_states_its_word_and_its_offers() -> None:
    """The key a kind's words are found by is its saved-game word, and New
    Game offers each choice once."""
    words = [word for rule in RULES.values() for word, _base in rule.offered]
    assert len(words) == len(set(words))
    for kind, rule in RULES.items():
        assert rule.kind is kind and rule.key == kind.value


def test_a_custom_games_word_reads_back_its_kind_of_foundation() -> None:
    """The word's foundation letter is any of ``FOUNDATION_LETTERS``: every
    kind a preset plays comes back from its custom spelling."""
    from freecell_qt.engine import PRESETS
    from freecell_qt.engine.rules import parse_rules_spec

    kinds = set()
    for preset in PRESETS:
        rules = Rules.preset(preset)
        assert parse_rules_spec(rules.spec).foundation is rules.foundation
        kinds.add(rules.foundation)
    assert kinds == set(RULES)
