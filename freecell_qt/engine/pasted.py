"""A position brought from outside as text, and the game that can hold it.

Players meet positions as text in two forms: fc-solve's board format (what
``freecell deal`` prints, with its ``Foundations:`` and ``Freecells:`` lines)
and the table as ``freecell play`` prints it, which adds a ``Score:`` line and,
once won, ``won``. Either is read here, by the window (Paste Position,
``freecell-qt --board``) and by the ``freecell`` command alike, so that one text
gets one answer everywhere.

A board says some facts of its game itself: its columns (the column lines), its
free cells (the places of a ``Freecells:`` line), its decks (the copies of each
card), its foundations (by suit, by rank, in alternate colours) and their base
(a ``Base:`` line). The game chosen for it has exactly that shape: the game in
play when it does, else each preset in the order the menus give them, then a
custom game of the board's own shape. Holding it also means the rules allow
every card where it lies (a card in a cell by suit, foundations from a base).

What the text cannot say (how the columns build, what fills an empty one...)
a copy says in a ``Rules:`` line, the rules part of a custom game's code
(``Rules: C4K8R0BSFAMSDR`` is Baker's Game): Copy Position writes it
(``position_text``), and a board that has it is played by those rules and no
others. Boards without it, as fc-solve and older versions write them, are read
as before. When no game holds a board, the refusal is the one the board's own
shape gives: the first problem, with its line.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from freecell_qt.engine.errors import BoardError, FreeCellError, quoted
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
    parse_rules_spec,
    rules_spec,
)
from freecell_qt.engine.rules.reserves import RESERVE_RULES

#: The longest text read: a three-deck board is under 1 KB, so anything past
#: this is not a board (a pasted page, a file of something else).
MAX_CHARS = 64 * 1024
#: The lines ``freecell play`` adds after the board.
_TRAILERS = ("score:", "won")
#: A top rank's number of cards, as a Foundations line writes it (``H-T``, ``H-10``).
_RANKS = {letter: number for number, letter in enumerate("0A23456789TJQK")} | {"10": 10}
#: The header of the line a copy names its rules in (lower case, as compared).
_RULES_HEAD = "rules"
#: The words a header line may start with, other than the rules' (``position``'s).
_BOARD_HEADS = ("foundations", "freecells", "base")


def position_text(position: Position, rules: Rules) -> str:
    """A position as Copy Position puts it on the clipboard: its ``Rules:`` line,
    then fc-solve's board text (with ``: `` before each column, as ``freecell
    play`` writes it). The rules line makes Paste Position give back this game,
    where the board alone may fit several (FreeCell and Baker's Game, say).
    """
    return f"Rules: {rules_spec(rules)}\n{position.to_text(colon=True)}"


def board_lines(text: str) -> str:
    """The board alone: the lines ``freecell play`` adds after it left out."""
    kept = [line for line in text.splitlines()
            if not line.strip().lower().startswith(_TRAILERS)]
    return "\n".join(kept) + "\n"


def _head(line: str) -> str:
    """A header line's word in lower case (``freecells``), else ``""``."""
    return line.split(":", 1)[0].strip().lower() if ":" in line else ""


@dataclass(frozen=True, slots=True)
class _Board:
    """A board text as the position reader takes it, and the facts it says itself."""

    #: The text with the trailers and the rules line blanked: each line keeps its number.
    text: str
    columns: int
    #: The places of its ``Freecells:`` line; None without one.
    cells: int | None
    #: The rules its ``Rules:`` line names; None without one.
    rules: Rules | None
    #: The decks its cards come to, roughly: 52 cards a deck, counted as written.
    decks: int


def _board(text: str) -> _Board:
    """The board of a text, refused when it is too long or holds none."""
    if len(text) > MAX_CHARS:
        raise BoardError(f"the text is {len(text):,} characters long; a board is at most "
                         f"{MAX_CHARS:,}", key="board_text_too_long", length=len(text),
                         limit=MAX_CHARS)
    lines: list[str] = []
    columns = 0
    cards = 0
    cells: int | None = None
    rules: Rules | None = None
    rules_line = 0
    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        head = _head(line)
        if line.lower().startswith(_TRAILERS):
            line = ""
        elif head == _RULES_HEAD:
            if rules_line:
                raise BoardError(f"line {line_no}: a second Rules: line (the first is line "
                                 f"{rules_line})", key="board_second_header", line=line_no,
                                 header="Rules:", first=rules_line)
            rules_line = line_no
            rules = _rules_of(line.split(":", 1)[1].strip(), line_no)
            line = ""
        elif head == "freecells":
            places = line.split(":", 1)[1].split()
            cells = len(places)
            cards += sum(1 for place in places if place != "-")
        elif head == "foundations":
            cards += _foundation_cards(line.split(":", 1)[1])
        elif line and head not in _BOARD_HEADS:
            columns += 1
            cards += len(line.lstrip(":").split())
        lines.append(line)
    if not any(lines):
        raise BoardError("there is no board in the text", key="board_no_board")
    decks = min(max(round(cards / 52), 1), MAX_DECKS)
    return _Board("\n".join(lines) + "\n", columns, cells, rules, decks)


def _foundation_cards(body: str) -> int:
    """The cards a Foundations line puts up, roughly: a top rank's number (``H-5``, 5)
    or the cards of a pile (``5D-6S``, 2); what cannot be read counts none."""
    count = 0
    for token in body.split()[:4 * MAX_DECKS]:
        parts = token.split("-")
        if len(parts) == 2 and len(parts[0]) == 1:
            count += _RANKS.get(parts[1].upper(), 0)
        else:
            count += len(parts)
    return count


def _rules_of(spec: str, line_no: int) -> Rules:
    """The rules a ``Rules:`` line names; ``BoardError`` naming the line otherwise."""
    try:
        return parse_rules_spec(spec)
    except FreeCellError as error:
        raise BoardError(f"line {line_no}: the rules {quoted(spec)} name no game "
                         f"({error})", key="board_rules", line=line_no, text=quoted(spec),
                         reason=str(error)) from None


def _candidates(preferred: Rules, columns: int, cells: int | None) -> Iterator[Rules]:
    """The rule sets to try, most likely first: each with the board's own columns and,
    when it has a ``Freecells:`` line, exactly its cells."""
    if cells is None or preferred.cells == cells:
        yield preferred.without_options()
    for preset in PRESETS:
        row = TABLE[preset]
        if row.columns + RESERVE_RULES[row.reserves].count != columns:
            continue
        # Without a Freecells line the game's usual count comes first.
        counts = ((cells,) if cells in row.cell_choices else ()) if cells is not None else (
            row.cells, *(count for count in row.cell_choices if count != row.cells))
        for count in counts:
            yield Rules(preset, count)
    # The board's own cells when its Freecells line counts them, else the game's.
    cell_count = preferred.cells if cells is None else cells
    if cell_count > MAX_CELLS:
        return
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


def _held_by(board: str, rules: Rules) -> Position:
    position = Position.from_text(board, rules.cells, rules.pile_count, rules.decks,
                                  rules.foundation_rule)
    position.check_fits(rules)
    return position


def _not_won(position: Position) -> Position:
    """A position with a card left to play: a won one is no game to start, here as in
    Set Up Position (one answer for one board)."""
    if position.is_won:
        raise BoardError("every card is on the foundations: there is nothing to play",
                         key="board_won")
    return position


def read_as(text: str, rules: Rules) -> Position:
    """The position of a board given as text, played by ``rules`` (a game the
    player named, which its ``Rules:`` line does not overrule); ``FreeCellError``
    naming the first problem when they cannot."""
    return _not_won(_held_by(_board(text).text, rules))


def read_pasted(text: str, preferred: Rules) -> tuple[Rules, Position]:
    """The rules and the position of a board given as text; ``BoardError`` (or
    another ``FreeCellError``) naming the first problem when no game holds it.

    A board with a ``Rules:`` line is played by those rules alone; other boards
    by the first game of their shape that holds them (``preferred``, the game in
    play, first)."""
    board = _board(text)
    if board.rules is not None:
        if board.cells is not None and board.cells != board.rules.cells:
            # As for any game chosen: a Freecells line's places are the game's cells.
            raise FreeCellError(f"the position has {board.cells} cells but the rules say "
                                f"{board.rules.cells}", key="board_cells_count",
                                count=board.cells, wanted=board.rules.cells)
        return board.rules, _not_won(_held_by(board.text, board.rules))
    first: FreeCellError | None = None
    for rules in _candidates(preferred, board.columns, board.cells):
        try:
            position = _held_by(board.text, rules)
        except FreeCellError as error:
            if first is None or (rules.pile_count == board.columns and (
                    _shape_only(first) or (_wants_more_decks(first)
                                           and rules.decks == board.decks > 1))):
                # A game of the board's own shape, or of as many decks as the board
                # has cards for, says better what is wrong with it.
                first = error
            continue
        return rules, _not_won(position)
    if first is None:  # no game has so many cells
        raise BoardError(f"the board has {board.cells} free cells; a game has at most "
                         f"{MAX_CELLS}", key="board_cells_many", count=board.cells,
                         limit=MAX_CELLS)
    raise first


def _wants_more_decks(error: FreeCellError) -> bool:
    """Whether a refusal says a card (or a foundation) is given more often than one
    deck has it: the sign of a board of two or three decks read as one, whose
    refusal by a game of its own decks says better what is wrong."""
    return error.key in ("board_card_again", "board_foundation_twice") \
        and error.params.get("decks") == 1


#: The refusals that only say a board has another number of piles than the rules.
_SHAPE_KEYS = frozenset({"board_column_lines", "board_cells_count", "board_columns_count",
                         "board_foundations_count"})


def _shape_only(error: FreeCellError) -> bool:
    """Whether a refusal only says the board has another number of piles, which a
    rule set of the board's own shape can say better (a missing card, say).

    It reads the key, not the English text, so rewording a message cannot
    change which refusal a player is shown."""
    return error.key in _SHAPE_KEYS
