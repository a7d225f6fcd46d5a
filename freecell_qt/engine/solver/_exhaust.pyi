from collections.abc import Sequence
from typing import Any

def allow(bytes: int, /) -> None: ...
def held() -> int: ...

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
        beam: int = ..., decks: int = ...,
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
