"""The solver's compact bookkeeping: the fingerprint set and the key-only open list."""

from __future__ import annotations

import ctypes
import subprocess
import sys
from dataclasses import astuple
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_qt.engine import Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import PORTFOLIO, PROVER, TIGHT, memory, native, search, solve
from freecell_qt.engine.solver.plan import Role
from freecell_qt.engine.solver.portfolio import Clock, Portfolio
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


# The memory budget (``memory``, ``portfolio.Clock``): what a search may add
# to its process, in bytes.

#: A search of Cell 11 deal 2 run in a process of its own, which prints its
#: verdict and how far the process grew past the size it had when the search
#: began (its peak, ``VmHWM``, against its size then).
BOUNDED_SEARCH = """
from freecell_qt.engine import Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import solve
from freecell_qt.engine.solver.memory import resident
rules = Rules.preset(Preset.CELL_11)
position = initial_position(rules, 2)
before = resident()
result = solve(position, rules, max_nodes=200_000, max_bytes={budget})
with open("/proc/self/status") as status:
    peak = next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmHWM"))
print(result.status, result.out_of_memory, peak - before)
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads Linux's /proc")
def test_a_search_held_to_a_small_budget_stays_within_it_and_answers() -> None:
    """Cell 11 deal 2 grows its process by some 100 MB within 200,000
    positions; held to 40 MB, it lets its members go, then stops with
    "unknown" rather than grow. Its tables ask for room before they grow, in
    C and in Python, and it stops with a 32nd of its budget left, so its peak
    stays within the budget; the slack of 2 MB is for what the interpreter
    itself may take in the meantime (it was 12 MB when a table could double
    between two looks)."""
    budget = 40 * 2**20
    run = subprocess.run([sys.executable, "-c", BOUNDED_SEARCH.format(budget=budget)],
                         capture_output=True, text=True, check=True, timeout=300,
                         cwd=Path(__file__).resolve().parents[2])
    status, out_of_memory, grown = run.stdout.split()
    assert (status, out_of_memory) == ("unknown", "True"), run.stdout
    assert int(grown) <= budget + 2 * 2**20, int(grown) / 2**20


#: A table of some megabytes made and freed, after a larger one was freed,
#: in a process that loaded the search in C: prints how much of it stayed
#: resident.
FREED_TABLE = """
import ctypes
from freecell_qt.engine.solver import _exhaust_decks
from freecell_qt.engine.solver.memory import resident
libc = ctypes.CDLL(None)
libc.malloc.restype = ctypes.c_void_p
libc.malloc.argtypes = [ctypes.c_size_t]
libc.free.argtypes = [ctypes.c_void_p]
libc.memset.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_size_t]

def table(megabytes):
    block = libc.malloc(megabytes << 20)
    libc.memset(block, 1, megabytes << 20)
    return block

libc.free(table(24))
before = resident()
libc.free(table(8))
print(resident() - before)
"""


def _glibc() -> bool:
    try:
        return bool(ctypes.CDLL(None).gnu_get_libc_version)
    except (AttributeError, OSError):
        return False


@pytest.mark.skipif(not native.AVAILABLE or not _glibc() or not Path("/proc/self/statm").exists(),
                    reason="glibc's allocator, read from Linux's /proc, with the search in C")
def test_a_freed_table_goes_back_to_the_system() -> None:
    """The searches in C free and remake tables of megabytes all along (a
    visited set doubled, a path or list moved by realloc), and the ledger
    gives their room again at once. glibc, once a large block is freed,
    serves the next ones from its heap and keeps their room resident when
    they are freed, so the process grew past its budget; the module fixes
    the threshold when it loads (``ledger_init``), and the 8 MB go back."""
    run = subprocess.run([sys.executable, "-c", FREED_TABLE], capture_output=True, text=True,
                         check=True, timeout=120, cwd=Path(__file__).resolve().parents[2])
    assert int(run.stdout) < 2**20, int(run.stdout) / 2**20


class GrowingProcess:
    """A stand-in for ``memory.resident``: the process grows by ``step``
    bytes at each look, whatever the search holds, so that the portfolio
    meets its budget at the same positions on every machine."""

    def __init__(self, step: int) -> None:
        self.step = step
        self.size = 0

    def __call__(self) -> int:
        self.size += self.step
        return self.size


def test_the_clock_stops_a_search_past_its_memory_budget(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    monkeypatch.setattr(memory, "resident", GrowingProcess(2**20))
    clock = Clock(None, max_bytes=4 * 2**20)
    assert not clock.stop(0) and not clock.stop(0)  # grown 1 MB, then 2
    assert not clock.stop(0)
    # At 4 MB it has less than its margin left (a 32nd of the budget): it stops
    # there, so what it adds before the next look stays within the budget.
    assert clock.stop(0) and clock.out_of_memory
    assert clock.peak == 4 * 2**20
    assert memory.within(4 * 2**20) == 4 * 2**20 - 2**17


def test_a_process_that_shrinks_gives_its_search_no_more_than_its_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Memory the process held before the search and gave back meanwhile
    counts as no growth, not as room past the budget."""
    sizes = iter([64 * 2**20, 48 * 2**20])
    monkeypatch.setattr(memory, "resident", lambda: next(sizes))
    clock = Clock(None, max_bytes=4 * 2**20)
    assert not clock.stop(0)
    assert clock.grown == 0 and clock.peak == 0


def test_without_a_memory_budget_the_size_is_never_read(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    def unread() -> int:
        raise AssertionError("read")

    monkeypatch.setattr(memory, "resident", unread)
    clock = Clock(1_000)
    assert not clock.stop(10) and clock.stop(1_000) and not clock.out_of_memory


def test_near_its_budget_the_portfolio_lets_members_go_one_at_a_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Cell 11 (three decks) with the plan in Python: the first search, two
    more best first, the prover. Growing by 10 MB a look against 1,000 MB, the
    portfolio lets a member go at 600 MB (``SHED_SHARE`` set to 60%) and
    another each 100 MB more (``SHED_STEP`` set to 10%): the last best-first
    search first, the first search last, the prover never; the others go on
    in the meantime, and at the budget the search ends with "unknown"."""
    monkeypatch.setattr(memory, "SHED_SHARE", 0.6)
    monkeypatch.setattr(memory, "SHED_STEP", 0.1)
    growing = GrowingProcess(10 * 2**20)
    monkeypatch.setattr(memory, "resident", growing)
    rules = Rules.preset(Preset.CELL_11)
    position = initial_position(rules, 2)
    clock = Clock(None, max_bytes=1000 * 2**20)
    with Portfolio(position, rules, use_native=False) as portfolio:
        seen: list[tuple[int, int]] = []  # (members let go, the first search's positions)

        def look() -> int:
            seen.append((len(portfolio.shed), portfolio.first.expanded))
            return growing()

        monkeypatch.setattr(memory, "resident", look)
        assert portfolio.run(clock) is None
        roles = {id(search): role for role, search in portfolio.members}
        assert [roles[id(search)] for search in portfolio.shed] == [
            Role.BEST_FIRST, Role.BEST_FIRST, Role.FIRST]
        assert portfolio.shed[0] is portfolio.all_of(Role.BEST_FIRST)[-1]
        assert clock.out_of_memory
        prover = portfolio.member(Role.PROVER)
        assert prover is not None and prover not in portfolio.shed and prover.waiting
    # The first search went on after the others were let go, until it went itself.
    after_two = [expanded for shed, expanded in seen if shed == 2]
    assert after_two[-1] > after_two[0]


def test_a_search_answers_unknown_at_its_budget_and_says_why(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memory, "resident", GrowingProcess(10 * 2**20))
    rules = Rules.preset(Preset.CELL_11)
    result = solve(initial_position(rules, 2), rules, max_bytes=200 * 2**20)
    assert (result.status, result.out_of_memory) == ("unknown", True)
    # Near the budget, less its margin: by the clock, or by its tables refused
    # the room that is left (the process grows 10 MB a look here).
    assert memory.within(200 * 2**20) - 10 * 2**20 <= result.grown <= 200 * 2**20
    assert solve(initial_position(rules, 2), rules, max_nodes=2_000).out_of_memory is False


def test_a_process_ceiling_takes_what_the_process_holds_into_account(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The process holds 90 MB when the search starts, under a ceiling of 96 MB:
    # 6 MB is less than the search's least room, so it gets that room.
    process = GrowingProcess(2**20)
    process.size = 90 * 2**20 - 2**20  # the first look (the start) reads 90 MB
    monkeypatch.setattr(memory, "resident", process)
    monkeypatch.setattr(memory, "_ceiling", None)
    memory.limit_process(96 * 2**20)
    clock = Clock(None, max_bytes=150 * 2**20)
    assert clock.max_bytes == memory.LEAST_ROOM
    # Held at 20 MB, the same search may grow to the ceiling, not 150 MB past it.
    process.size = 20 * 2**20 - 2**20
    assert Clock(None, max_bytes=150 * 2**20).max_bytes == 76 * 2**20
    # A search with no budget of its own is held by the ceiling alone.
    process.size = 20 * 2**20 - 2**20
    assert Clock(None).max_bytes == 76 * 2**20
    memory.limit_process(None)
    assert Clock(None).max_bytes is None
    assert Clock(None, max_bytes=2**20).max_bytes == 2**20


def test_a_visited_set_with_no_room_to_double_fills_further_then_says_so(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A table of 64 slots doubles past 38 keys; with no room for that in
    the budget it takes keys up to 54 (85%), then refuses with ``NoRoom``,
    every key taken still found."""
    monkeypatch.setattr(memory, "_room", None)
    memory.allow(100)  # bytes: less than a doubling's 2,048
    try:
        seen = Visited(capacity=64)
        keys = [bytes((n,)) for n in range(54)]
        assert all(seen.add(key) for key in keys)
        with pytest.raises(memory.NoRoom):
            seen.add(b"one more")
        assert all(key in seen for key in keys)
    finally:
        memory.allow(None)
    grown = Visited(capacity=64)
    assert all(grown.add(bytes((n,))) for n in range(200))  # no bound: it doubles


def test_room_is_counted_as_tables_take_it() -> None:
    memory.allow(3000)
    try:
        assert memory.may_take(2048) and not memory.may_take(2048) and memory.may_take(900)
    finally:
        memory.allow(None)
    assert memory.may_take(10**12)


def test_a_member_whose_table_has_no_room_is_let_go_and_the_others_go_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Snake deal 2 (two decks, every move): the pooled visited set of the
    searches in Python grows past 4 million slots. With no room past a
    first table of 2^17 slots, its searches are let go one by one as they
    meet the full table, the members in C go on, and the answer is
    "unknown", not an error."""
    monkeypatch.setattr(memory, "may_take", lambda size: size <= 16 * 2**17)
    rules = Rules.preset(Preset.SNAKE)
    position = initial_position(rules, 2)
    clock = Clock(600_000)
    with Portfolio(position, rules) as portfolio:
        assert portfolio.run(clock) is None
        assert portfolio.shed
        assert all(isinstance(member, search.BestFirst) for member in portfolio.shed)
        others = [member for _, member in portfolio.members if member not in portfolio.shed]
        assert others and sum(member.expanded for member in others) > 0
