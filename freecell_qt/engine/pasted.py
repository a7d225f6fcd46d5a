"""A position brought from outside as text, and the game that can hold it.

Players meet positions as text in two forms: fc-solve's board format (what
``freecell deal`` prints, with its ``Foundations:`` and ``Freecells:`` lines)
and the table as ``freecell play`` prints it, which adds a ``Score:`` line and,
once won, ``won``. Either is read here, and the rules to play it by are the
first of these that can hold it: the game in play, each preset in the order
the menus give them, then a custom game of the board's own shape. Holding it
means the pile counts agree and the rules allow every card where it lies (a
card in a cell by suit, foundations by rank or from a base). When none can,
the refusal is the one the board's own shape gives: the first problem, with
its line.
"""

from __future__ import annotations

from collections.abc import Iterator

from freecell_qt.engine.errors import BoardError, FreeCellError
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import (
    MAX_CELLS,
    MAX_DECKS,
    PRESETS,
    TABLE,
    Base,
    Build,
    EmptyFill,
    FoundationBuild,
    Preset,
    RuleFields,
    Rules,
    SequenceMove,
)

#: The longest text read: a three-deck board is under 1 KB, so anything past
#: this is not a board (a pasted page, a file of something else).
MAX_CHARS = 64 * 1024
#: The lines ``freecell play`` adds after the board.
_TRAILERS = ("score:", "won")


def board_lines(text: str) -> str:
    """The board alone: the lines ``freecell play`` adds after it left out."""
    kept = [line for line in text.splitlines()
            if not line.strip().lower().startswith(_TRAILERS)]
    return "\n".join(kept) + "\n"


def _shape(text: str) -> tuple[int, int]:
    """(columns, cells) as the board writes them: its column lines, and the
    places on its ``Freecells:`` line (0 without one)."""
    columns = cells = 0
    for raw in text.splitlines():
        line = raw.strip()
        head = line.split(":", 1)[0].strip().lower() if ":" in line else ""
        if not line or head in ("foundations", "base"):
            continue
        if head == "freecells":
            cells = len(line.split(":", 1)[1].split())
        else:
            columns += 1
    return columns, cells


def _candidates(preferred: Rules, columns: int, cells: int) -> Iterator[Rules]:
    """The rule sets to try, most likely first."""
    yield preferred.without_options()
    for preset in PRESETS:
        row = TABLE[preset]
        if row.columns == columns:
            for count in row.cell_choices:
                if count >= cells:
                    yield Rules(preset, count)
    # The board's own cells when its Freecells line counts them, else the game's.
    cell_count = min(cells or preferred.cells, MAX_CELLS)
    kinds: tuple[RuleFields, ...] = (
        {},
        {"base": Base.DEALT},
        {"foundation": FoundationBuild.COLOURS},
        {"foundation": FoundationBuild.RANK, "build": Build.NONE, "fill": EmptyFill.NONE,
         "sequence": SequenceMove.ONE_CARD},
    )
    for decks in range(1, MAX_DECKS + 1):
        for kind in kinds:
            fields: RuleFields = {"columns": columns, "decks": decks}
            fields.update(kind)
            try:
                rules = Rules(Preset.CUSTOM, cell_count, **fields)
            except FreeCellError:
                continue  # a shape these rules cannot deal (too few columns, two decks)
            yield rules


def _board(text: str) -> str:
    """The board of a text, refused when it is too long or holds none."""
    if len(text) > MAX_CHARS:
        raise BoardError(f"the text is {len(text):,} characters long; a board is at most "
                         f"{MAX_CHARS:,}", key="board_text_too_long", length=len(text),
                         limit=MAX_CHARS)
    board = board_lines(text)
    if not board.strip():
        raise BoardError("there is no board in the text", key="board_no_board")
    return board


def _held_by(board: str, rules: Rules) -> Position:
    position = Position.from_text(board, rules.cells, rules.columns, rules.decks)
    position.check_fits(rules)
    return position


def read_as(text: str, rules: Rules) -> Position:
    """The position of a board given as text, played by ``rules`` (a game the
    player named); ``FreeCellError`` naming the first problem when they cannot."""
    return _held_by(_board(text), rules)


def read_pasted(text: str, preferred: Rules) -> tuple[Rules, Position]:
    """The rules and the position of a board given as text; ``BoardError`` (or
    another ``FreeCellError``) naming the first problem when no game holds it."""
    board = _board(text)
    columns, cells = _shape(board)
    first: FreeCellError | None = None
    for rules in _candidates(preferred, columns, cells):
        try:
            position = _held_by(board, rules)
        except FreeCellError as error:
            if first is None or (rules.columns == columns and _shape_only(first)):
                first = error
            continue
        return rules, position
    assert first is not None  # the preferred rules are always tried
    raise first


#: The refusals that only say a board has another number of piles than the rules.
_SHAPE_KEYS = frozenset({"board_column_lines", "board_cells_count", "board_columns_count",
                         "board_foundations_count"})


def _shape_only(error: FreeCellError) -> bool:
    """Whether a refusal only says the board has another number of piles, which a
    rule set of the board's own shape can say better (a missing card, say).

    It reads the key, not the English text, so rewording a message cannot
    change which refusal a player is shown."""
    return error.key in _SHAPE_KEYS
