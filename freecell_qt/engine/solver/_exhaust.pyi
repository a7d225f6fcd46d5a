from collections.abc import Sequence
from typing import Any

def allow(bytes: int, /) -> None: ...
def held() -> int: ...
def refused() -> int: ...

class Exhaust:
    expanded: int
    solved: bool
    dry: bool
    full: bool
    solution: list[tuple[int, ...]]
    memory: int
    depth: int
    def __init__(
        self, columns: Sequence[bytes], cells: bytes, found: Sequence[int], cell_count: int,
        parents: bytes, fills: bytes, capacity: bytes, needs: bytes, most_slots: int,
        weights: tuple[float, float, float, float, float, float] = ...,
        most_path: int = ..., greedy: bool = ..., complete: bool = ..., path: float = ...,
        most_open: int = ..., seed: int = ..., jitter: float = ..., compound: bool = ...,
        beam: int = ..., decks: int = ..., twice: bool = ..., fours: bool = ..., runs: bool = ...,
        first_pile: int = ..., pile_intake: int = ..., pile_room: int = ..., pile_runs: bool = ...,
        parking: int = ...,
        by_pile: bool = ...,
        no_room_before: int = ...,
        over: bytes | None = ...,
        top: int = ...,
        covers: bool = ...,
    ) -> None: ...
    def run(self, budget: int) -> bool: ...
    def retire(self) -> None: ...
    def children(
        self, columns: Sequence[bytes], cells: bytes, found: Sequence[int], complete: bool = ...,
        compound: bool = ...,
    ) -> list[tuple[tuple[Any, ...], tuple[tuple[bytes, ...], bytes, tuple[int, ...]]]]: ...
    def shortcut(
        self, path: list[tuple[int, ...]], pairs: bool = ...
    ) -> list[tuple[int, ...]]: ...
    def key(self, columns: Sequence[bytes], cells: bytes) -> bytes: ...
    def value(self, columns: Sequence[bytes], cells: bytes, found: Sequence[int]) -> float: ...
