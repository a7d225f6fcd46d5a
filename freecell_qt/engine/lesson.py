"""The first lesson: a small prepared position and the steps that teach on it.

No Qt and no words here: the window (``windows/lesson_ui.py``) tells the
lesson what happened on the table, and the lesson says which step the player
is on, whether what they did completes it, and which move would do it (to
mark on the table, as a hint is marked). A step is done by what the game
did, read from the move played, never from how the player made it: a drag,
a click, a double click and the keys all count alike.

The position is FreeCell's rules on four columns with most cards already up,
laid out so that the steps follow one another naturally: a jack onto a
queen, the ten of hearts into a cell, the nine under it up, and the queen
and jack that were joined in step one moved as a run onto the king that
the nine uncovered. Auto-move is off in the lesson, so that no card leaves
on its own before the step that asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from freecell_qt.engine.cards import Card
from freecell_qt.engine.errors import IllegalMoveError
from freecell_qt.engine.game import Game
from freecell_qt.engine.moves import Move, Pile, PileKind
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Preset, Rules
from freecell_qt.engine.rules.rules_of_play import check_drop, legal_moves, moved_cards

#: The lesson's position, in the board text ``--board`` reads (15 cards left); the
#: same text played with ``freecell-qt --board`` gives the same table.
LESSON_BOARD = """\
Foundations: H-8 C-J D-9 S-9
Freecells: - - - -
: QC KH 9H TH
: TD JS KC QS
: KD TS QH JD
: QD KS JH
"""


class Task(Enum):
    """What a step asks the player to do, in the order the lesson teaches it."""

    ONTO_COLUMN = "onto_column"
    FREE_CELL = "free_cell"
    FOUNDATION = "foundation"
    RUN = "run"
    REFUSED = "refused"
    UNDO = "undo"
    HINT = "hint"
    WIN = "win"


TASKS: tuple[Task, ...] = tuple(Task)
#: The tasks a move on the table does (the others are done by a refusal,
#: an undo, a hint asked for, or the last card going up).
MOVE_TASKS = (Task.ONTO_COLUMN, Task.FREE_CELL, Task.FOUNDATION, Task.RUN)


def lesson_rules() -> Rules:
    """FreeCell's rules (four free cells, runs moved as FreeCell allows) on four columns."""
    return Rules(Preset.CUSTOM, 4, columns=4)


def lesson_game() -> Game:
    """A fresh game of the lesson's position, auto-move off.

    Read by the position reader itself, not the pasted-board module: this
    module is loaded with the window, and that one only when a board is pasted.
    """
    rules = lesson_rules()
    position = Position.from_text(LESSON_BOARD, rules.cells, rules.pile_count, rules.decks,
                                  rules.foundation_rule)
    position.check_fits(rules)
    return Game(rules, position, automove=False)


def does(task: Task, before: Position, move: Move) -> bool:
    """Whether ``move`` (resolved, played from ``before``) does ``task``."""
    count = len(moved_cards(before, move))
    dest = move.dest
    if task is Task.ONTO_COLUMN:
        return (dest.kind is PileKind.COLUMN and count == 1
                and bool(before.columns[dest.index]))
    if task is Task.FREE_CELL:
        return dest.kind is PileKind.CELL
    if task is Task.FOUNDATION:
        return dest.kind is PileKind.FOUNDATION
    if task is Task.RUN:
        return dest.kind is PileKind.COLUMN and count >= 2
    return False


def suggestion(task: Task, position: Position, rules: Rules) -> Move | None:
    """The move that would do ``task`` now, the one the lesson marks; ``None``
    when no move can (the step then says how to go on)."""
    if task not in MOVE_TASKS:
        return None
    fitting = [move for move in legal_moves(position, rules) if does(task, position, move)]
    if not fitting:
        return None
    if task is Task.FREE_CELL:
        # The card whose leaving lets the card under it go up, if there is one.
        for move in fitting:
            if move.source.kind is PileKind.COLUMN and _frees_foundation_card(
                    position, rules, move):
                return move
    if task is Task.RUN:
        # Onto a card, which the step names; a run into an empty column still
        # passes the step when the player makes that move instead.
        onto_cards = [move for move in fitting if position.columns[move.dest.index]]
        if not onto_cards:
            return None
        return max(onto_cards, key=lambda move: len(moved_cards(position, move)))
    return next((move for move in fitting if move.source.kind is PileKind.COLUMN), fitting[0])


def _frees_foundation_card(position: Position, rules: Rules, move: Move) -> bool:
    column = position.columns[move.source.index]
    if len(column) < 2:
        return False
    under = column[-2]
    return position.foundation_for(under, rules.foundation_rule) is not None


@dataclass(frozen=True)
class Refusal:
    """A move the rules refuse, for the step that asks to try one: ``card`` onto ``onto``."""

    source: Pile
    dest: Pile
    card: Card
    onto: Card


def refusal_to_try(position: Position, rules: Rules) -> Refusal | None:
    """A card at the foot of one column that the rules refuse onto another's: the
    one of the same colour and one rank lower first (the colour is what is wrong),
    else any; ``None`` when no two columns have cards."""
    tops = [(index, column[-1]) for index, column in enumerate(position.columns) if column]
    refused: list[Refusal] = []
    for source, card in tops:
        for dest, onto in tops:
            if source == dest:
                continue
            try:
                check_drop(position, rules, Pile.column(source), Pile.column(dest), 1)
            except IllegalMoveError:
                refused.append(Refusal(Pile.column(source), Pile.column(dest), card, onto))
    if not refused:
        return None

    def telling(refusal: Refusal) -> int:
        same_colour = refusal.card.is_red == refusal.onto.is_red
        next_rank = refusal.card.rank + 1 == refusal.onto.rank
        return 0 if same_colour and next_rank else 1 if next_rank or same_colour else 2

    return min(refused, key=telling)


@dataclass
class Lesson:
    """Where the player is in the lesson, moved on by what happens on the table.

    A task done before its step comes (the run moved while the lesson still
    asked for a free cell, say) is remembered, and its step is passed when
    reached: the player has shown they can do it, and the position may no
    longer allow it.
    """

    index: int = 0
    done_early: set[Task] = field(default_factory=set)

    @property
    def count(self) -> int:
        return len(TASKS)

    @property
    def task(self) -> Task | None:
        """The task of the step in hand; ``None`` once the lesson is over."""
        return TASKS[self.index] if self.index < len(TASKS) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(TASKS)

    def restart(self) -> None:
        self.index = 0
        self.done_early.clear()

    def skip(self) -> None:
        """On to the next step without doing this one."""
        if not self.finished:
            self._advance()

    def _advance(self) -> None:
        self.index += 1
        while self.task is not None and self.task in self.done_early and self.task is not Task.WIN:
            self.index += 1

    def _complete(self, task: Task) -> bool:
        if self.task is task:
            self._advance()
            return True
        if task in TASKS[self.index:]:
            self.done_early.add(task)
        return False

    def played(self, before: Position, move: Move) -> bool:
        """A move was played from ``before``; True when it did the step in hand."""
        advanced = False
        for task in MOVE_TASKS:
            if does(task, before, move):
                advanced = self._complete(task) or advanced
        return advanced

    def refused(self) -> bool:
        """The game refused a move and said why."""
        return self._complete(Task.REFUSED)

    def undone(self) -> bool:
        """A move was taken back."""
        return self._complete(Task.UNDO)

    def hinted(self) -> bool:
        """The player asked for a hint."""
        return self._complete(Task.HINT)

    def won(self) -> bool:
        """Every card is up: the lesson is over, whichever step it was at."""
        if self.finished:
            return False
        self.index = len(TASKS)
        return True
