"""The gate the window's solver services take turns at: one search at a time, the
player's first, a search behind play giving way and taken up again."""

from __future__ import annotations

from freecell_qt.solving.gate import Priority, SearchGate


class Member:
    """A service as the gate sees it, writing down what the gate tells it."""

    def __init__(self, name: str, told: list[str], gate: SearchGate | None = None) -> None:
        self.name = name
        self.told = told
        #: When set, the service leaves at once once given the turn (nothing left to ask).
        self.gate = gate

    def take_turn(self) -> None:
        self.told.append(f"{self.name} turn")
        if self.gate is not None:
            self.gate.leave(self)

    def give_way(self) -> None:
        self.told.append(f"{self.name} gives way")

    def let_idle_go(self) -> None:
        self.told.append(f"{self.name} idle goes")

    def get_ready(self) -> None:
        self.told.append(f"{self.name} ready")


def test_one_search_at_a_time_in_the_order_asked() -> None:
    told: list[str] = []
    gate = SearchGate()
    rating, par = Member("rating", told), Member("par", told)
    assert gate.enter(rating, Priority.DEAL)
    assert not gate.enter(par, Priority.DEAL)
    assert gate.holder is rating and gate.waiting == [par]
    assert told == []  # nobody was told to start, or to stop
    gate.leave(rating)
    assert told == ["par turn"] and gate.holder is par
    gate.leave(par)
    assert gate.holder is None and gate.waiting == []


def test_the_players_search_is_served_first_when_both_wait() -> None:
    told: list[str] = []
    gate = SearchGate()
    verdict, settle, rating, review = (Member(name, told) for name in
                                       ("verdict", "settle", "rating", "review"))
    assert gate.enter(verdict, Priority.PLAY)
    assert not gate.enter(settle, Priority.SETTLE)
    assert not gate.enter(rating, Priority.DEAL)
    assert not gate.enter(review, Priority.PLAY)  # a player's search waits for another
    assert gate.waiting == [review, rating, settle]
    gate.leave(verdict)
    gate.leave(review)
    gate.leave(rating)
    assert told == ["review turn", "rating turn", "settle turn"]


def test_a_search_behind_play_gives_way_and_is_taken_up_again() -> None:
    told: list[str] = []
    gate = SearchGate()
    rating, verdict = Member("rating", told), Member("verdict", told)
    assert gate.enter(rating, Priority.DEAL)
    assert gate.enter(verdict, Priority.PLAY)  # at once: it does not wait
    assert told == ["rating gives way"]
    assert gate.holder is verdict and gate.waiting == [rating]
    gate.leave(verdict)
    assert told == ["rating gives way", "rating turn"] and gate.holder is rating


def test_a_search_given_way_keeps_its_place_among_its_equals() -> None:
    told: list[str] = []
    gate = SearchGate()
    rating, par, verdict = (Member(name, told) for name in ("rating", "par", "verdict"))
    gate.enter(rating, Priority.DEAL)
    gate.enter(par, Priority.DEAL)
    gate.enter(verdict, Priority.PLAY)
    assert gate.waiting == [rating, par]


def test_a_search_given_up_while_waiting_loses_its_place() -> None:
    told: list[str] = []
    gate = SearchGate()
    verdict, rating = Member("verdict", told), Member("rating", told)
    gate.enter(verdict, Priority.PLAY)
    gate.enter(rating, Priority.DEAL)
    gate.leave(rating)
    gate.leave(verdict)
    assert "rating turn" not in told and gate.holder is None


def test_idle_workers_go_when_a_search_takes_the_turn_and_come_back_after() -> None:
    told: list[str] = []
    gate = SearchGate()
    verdict, rating = Member("verdict", told), Member("rating", told)
    gate.admit(verdict, ready=True)
    gate.admit(rating)
    gate.enter(rating, Priority.DEAL)
    assert told == ["verdict idle goes"]  # the rating's own worker stays
    gate.leave(rating)
    assert told == ["verdict idle goes", "verdict ready"]  # only the player's comes back


def test_a_member_with_nothing_left_to_ask_passes_the_turn_on() -> None:
    told: list[str] = []
    gate = SearchGate()
    verdict = Member("verdict", told)
    gone = Member("rating", told, gate)  # cancelled while it waited, unknown to the gate
    settle = Member("settle", told)
    gate.enter(verdict, Priority.PLAY)
    gate.enter(gone, Priority.DEAL)
    gate.enter(settle, Priority.SETTLE)
    gate.leave(verdict)
    assert told == ["rating turn", "settle turn"] and gate.holder is settle


def test_a_member_dismissed_holds_no_turn_and_is_told_nothing_more() -> None:
    told: list[str] = []
    gate = SearchGate()
    review, rating = Member("review", told), Member("rating", told)
    gate.admit(review, ready=True)
    gate.admit(rating)
    gate.enter(review, Priority.PLAY)
    gate.enter(rating, Priority.DEAL)
    told.clear()
    gate.dismiss(review)
    assert gate.holder is rating and told == ["rating turn"]
    gate.leave(rating)
    assert "review ready" not in told


def test_a_closed_gate_gives_no_turn_more() -> None:
    told: list[str] = []
    gate = SearchGate()
    verdict, rating = Member("verdict", told), Member("rating", told)
    gate.admit(verdict, ready=True)
    gate.enter(rating, Priority.DEAL)
    gate.enter(verdict, Priority.DEAL)
    told.clear()
    gate.close()  # the window closes: its services are shut down next, one by one
    gate.dismiss(rating)
    assert not gate.enter(Member("review", told), Priority.PLAY)
    assert told == [] and gate.holder is None


def test_a_waiting_service_asked_something_more_urgent_takes_the_turn() -> None:
    told: list[str] = []
    gate = SearchGate()
    settle, rater = Member("settle", told), Member("rater", told)
    gate.enter(settle, Priority.SETTLE)
    assert not gate.enter(rater, Priority.DEAL)  # a rating waits for the long search...
    assert told == []
    assert gate.enter(rater, Priority.FIND)  # ...a search for a deal the player asked does not
    assert told == ["settle gives way"] and gate.waiting == [settle]


def test_a_search_for_a_deal_gives_way_to_a_verdict() -> None:
    told: list[str] = []
    gate = SearchGate()
    finder, verdict = Member("find", told), Member("verdict", told)
    assert gate.enter(finder, Priority.FIND)
    assert gate.enter(verdict, Priority.PLAY)
    gate.leave(verdict)
    assert told == ["find gives way", "find turn"]
