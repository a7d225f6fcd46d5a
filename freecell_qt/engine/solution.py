"""What the solver answers: a verdict with its moves (``SolveResult``) and a hint.

They live apart from the solver (``engine.solver`` re-exports them) because
they cross the pipe from the solver's worker process to the window, and
unpickling a value imports the module its class is defined in. Here, that is
this small module, not the whole solver with its compiled searches: the window
never loads the solver it asks questions of.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from freecell_qt.engine.moves import Move

Status = Literal["solved", "unsolvable", "unknown"]


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What the solver found.

    ``moves`` replay through ``Game(rules, position, automove=False)`` to a
    win when ``status`` is ``"solved"``; safe moves to the foundations are
    included. ``nodes`` counts the positions expanded by all searches.
    ``grown``: the most the search's process had grown by, in bytes, at the
    looks its memory budget took (0 where memory was not watched);
    ``out_of_memory``: that budget, not the time or the positions, ended it.
    """

    status: Status
    moves: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0
    grown: int = 0
    out_of_memory: bool = False

    @property
    def solved(self) -> bool:
        return self.status == "solved"


@dataclass(frozen=True, slots=True)
class Hint:
    """A move to suggest; ``from_solution`` is False for a best guess."""

    move: Move
    from_solution: bool


@dataclass(frozen=True, slots=True)
class ParResult:
    """The par of a position: the shortest win the par search found.

    ``moves`` replay through ``Game(rules, position, automove=False)`` to a
    win when ``status`` is ``"solved"``, and are counted as Solve's are:
    every move, foundation moves included, a run that moves whole as one.
    ``solve_length``: the length of Solve's own solution, which the par never
    exceeds. ``positions`` counts the positions every search expanded.
    """

    status: Status
    moves: tuple[Move, ...] = ()
    positions: int = 0
    solve_length: int = 0

    @property
    def solved(self) -> bool:
        return self.status == "solved"

    @property
    def length(self) -> int | None:
        """The par in moves; None when the deal has none (lost, or not settled)."""
        return len(self.moves) if self.solved else None
