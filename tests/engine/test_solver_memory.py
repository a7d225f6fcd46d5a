"""The solver's compact bookkeeping: the fingerprint set and the key-only open list."""

from __future__ import annotations

from dataclasses import astuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_qt.engine import Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import PORTFOLIO, PROVER, TIGHT, search, solve
from freecell_qt.engine.solver.visited import Visited


def test_a_new_key_is_added_once() -> None:
    seen = Visited()
    assert seen.add(b"abc")
    assert not seen.add(b"abc")
    assert b"abc" in seen
    assert b"abd" not in seen
    assert len(seen) == 1


def test_the_table_grows_and_keeps_every_key() -> None:
    keys = [i.to_bytes(4, "big") for i in range(5_000)]
    seen = Visited(capacity=16)
    for key in keys:
        assert seen.add(key)
    assert len(seen) == 5_000
    assert all(key in seen for key in keys)
    assert not any(seen.add(key) for key in keys)
    assert b"\xff\xff\xff\xff" not in seen


def test_it_starts_from_an_existing_set() -> None:
    seen = Visited({b"x", b"y"})
    assert len(seen) == 2 and b"x" in seen and b"y" in seen


def test_only_bytes_can_be_in_it() -> None:
    assert 3 not in Visited({b"\x03"})


@settings(max_examples=60, deadline=None)
@given(st.lists(st.binary(max_size=12), max_size=300))
def test_it_behaves_like_a_set_of_bytes(keys: list[bytes]) -> None:
    seen = Visited(capacity=8)
    model: set[bytes] = set()
    for key in keys:
        assert seen.add(key) == (key not in model)
        model.add(key)
    assert len(seen) == len(model)
    assert all(key in seen for key in model)


@pytest.mark.parametrize(
    ("deal", "rules", "status"),
    [(6, Rules(cells=1), "unsolvable"), (164, Rules(cells=2), "solved"),
     (1, Rules(), "solved")],
)
def test_a_search_gives_the_same_answer_with_its_keys_packed(
    monkeypatch: pytest.MonkeyPatch, deal: int, rules: Rules, status: str
) -> None:
    """The searches pack their visited sets early here, so the fingerprint
    table carries whole proofs and solutions."""
    position = initial_position(rules, deal)
    plain = solve(position, rules)
    monkeypatch.setattr(search, "PACK_AFTER", 10)
    packed = solve(position, rules)
    assert plain.status == packed.status == status
    assert packed.moves == plain.moves


def test_every_weight_is_a_multiple_of_one_half() -> None:
    """The open list breaks ties with a tiny shift (``search.TIE``) that only
    stays below every real difference while priorities are multiples of 0.5."""
    for weight in [*PORTFOLIO, *TIGHT, PROVER]:
        for value in astuple(weight):
            assert (2 * value).is_integer(), weight
