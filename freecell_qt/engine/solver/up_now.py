"""What a search over the engine's rules asks of the foundations, asked once
for each state of them.

Which foundation takes a card now (``FoundationRule.goes_to``) and whether it
may go up unasked (``FoundationRule.safe``) depend only on the foundations,
their base and the game's rules, not on the columns or the cells; most of the
positions a search looks at share their foundations with many others. So
``UpNow`` keeps the rule objects' answers by the foundations' cards and asks
again only for a state (or a card) it has not met. The rule objects stay the
one source of the answers: nothing here decides what a foundation takes.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain

from freecell_qt.engine.cards import Card
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Rules
from freecell_qt.engine.rules.foundations import Piles

#: Foundation states remembered past which the memory starts afresh: a
#: bound on its size in a long search (a state recurs mostly soon after it
#: was met, near the positions that made it).
STATES_LIMIT = 50_000


class State:
    """The answers for one state of the foundations, filled in as asked:
    each card's foundation (``goes``: ``-1`` for none), whether it is safe to
    send up unasked (``safe``), and the cards some foundation takes now
    (``takes``) and of those the ones safe to send up unasked
    (``safe_cards``), each None until asked."""

    __slots__ = ("base", "goes", "piles", "safe", "safe_cards", "takes")

    def __init__(self, piles: Piles, base: int) -> None:
        self.piles = piles
        self.base = base
        self.goes: dict[Card, int] = {}
        self.safe: dict[Card, bool] = {}
        self.takes: frozenset[Card] | None = None
        self.safe_cards: frozenset[Card] | None = None


class UpNow:
    """The foundations' answers for every state a search meets, in one game.
    A state is its foundations' cards and the base they go from (a search's
    positions all have the base of its start, but deals differ).

    ``cards``: every card of the game, for ``takes``."""

    def __init__(self, rules: Rules, cards: Iterable[Card]) -> None:
        self.rule = rules.foundation_rule
        self.build = rules.build
        self.wraps = rules.column_wrap
        self.cards = tuple(dict.fromkeys(cards))
        self.states: dict[tuple[Piles, int], State] = {}

    @classmethod
    def of(cls, position: Position, rules: Rules) -> UpNow:
        """The answers for a search from ``position``: its cards in play and up."""
        up = (card for pile in position.foundations for card in pile)
        return cls(rules, chain(position.cards(), up))

    def state(self, piles: Piles, base: int) -> State:
        """The answers for ``piles``, the foundations of a position, going
        from ``base``."""
        key = (piles, base)
        found = self.states.get(key)
        if found is None:
            if len(self.states) >= STATES_LIMIT:
                self.states.clear()
            found = self.states[key] = State(piles, base)
        return found

    def goes_to(self, state: State, card: Card) -> int | None:
        """The foundation ``card`` goes to now when none is named, or None
        (``FoundationRule.goes_to``)."""
        index = state.goes.get(card)
        if index is None:
            up = self.rule.goes_to(state.piles, card, state.base)
            index = state.goes[card] = -1 if up is None else up
        return None if index < 0 else index

    def takes(self, state: State) -> frozenset[Card]:
        """The cards of the game that some foundation takes now."""
        if state.takes is None:
            state.takes = frozenset(card for card in self.cards
                                    if self.goes_to(state, card) is not None)
        return state.takes

    def safe_cards(self, state: State) -> frozenset[Card]:
        """The cards of the game safe to send up unasked now (``safe``)."""
        if state.safe_cards is None:
            state.safe_cards = frozenset(card for card in self.takes(state)
                                         if self.safe(state, card))
        return state.safe_cards

    def safe(self, state: State, card: Card) -> bool:
        """Whether ``card`` goes up now and may go unasked, as
        ``rules_of_play.is_safe`` says (``FoundationRule.safe``)."""
        answer = state.safe.get(card)
        if answer is None:
            answer = state.safe[card] = self.goes_to(state, card) is not None and \
                self.rule.safe(state.piles, card, state.base, self.build, self.wraps)
        return answer
