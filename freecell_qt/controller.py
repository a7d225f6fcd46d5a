"""The controller: owns the current game and turns requests into engine calls.

Views never touch the ``Game``: they ask the controller ("drop these cards
there", "undo") and redraw from its signals. A ``Change`` carries every
intermediate position of an action so that the table can animate a chain of
auto-moves card by card, and never shows a position the engine does not have.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject, Signal

from freecell_qt.engine import (
    Actor,
    FreeCellError,
    Game,
    GameCode,
    GameView,
    IllegalMoveError,
    Move,
    Pile,
    PileKind,
    Position,
    Rules,
    Step,
    move_choice,
    random_deal_number,
    rules_of_play,
)
from freecell_qt.engine.par_count import par_count
from freecell_qt.storage.game_files import SavedGame
from freecell_qt.storage.preferences import Preferences
from freecell_qt.storage.trophies import WonGame
from freecell_qt.words.engine_words import explain, takeback_off_in_this_game


class ChangeKind(Enum):
    DEAL = "deal"
    PLAY = "play"
    UNDO = "undo"
    REDO = "redo"
    JUMP = "jump"
    FINISH = "finish"


@dataclass(frozen=True)
class Change:
    """What just happened, for the views.

    ``positions`` runs from the position before the action to the one after,
    one entry per card move for played steps (player move first, then each
    auto-move); undo, redo and jumps give only the two ends.
    """

    kind: ChangeKind
    positions: tuple[Position, ...]

    @property
    def final(self) -> Position:
        return self.positions[-1]


@dataclass(frozen=True)
class PlayedBefore:
    """What a game brings from play elsewhere that its history does not hold: its
    clock and the hints asked. A game taken over from a replay carries these
    from the replayed record (who played its steps travels in the game itself).
    """

    elapsed: float = 0.0
    hints_used: int = 0


@dataclass(frozen=True)
class _Held:
    """The game in play, put aside while a replay is on the table."""

    game: Game
    before: PlayedBefore
    rewound_from: int | None
    daily: str | None = None
    difficulty: str | None = None


def step_positions(before: Position, step: Step, rules: Rules) -> tuple[Position, ...]:
    positions = [before]
    for move in step.moves:
        positions.append(rules_of_play.apply(positions[-1], move, rules))
    return tuple(positions)


class GameController(QObject):
    """The current game, its clock, and every request the views can make.

    It is the one owner of the game's state: the game itself (everyone else
    reads it through ``game``, a read-only ``GameView``), its clock, the hints
    asked, whether a replay is on the table, and auto-move. Views and storage
    change these only through the methods here; who played each step is kept
    in the game's history, where statistics, saves and replays read it.
    """

    changed = Signal(object)  # Change
    #: The game about to be replaced by another (new deal, restart, load), or
    #: the game put aside for a replay when it is given up; emitted with the
    #: old Game so that statistics can close its record.
    replacing = Signal(object)
    #: The game in play is about to make way for a replay; it comes back when
    #: the replay is left (``leave_replay``), so its record stays open.
    putting_aside = Signal(object)
    #: A replay came onto the table (True) or left it (False).
    replay_changed = Signal(bool)
    #: The replay on the table became the player's game ("Continue from Here").
    taken_over = Signal()
    #: A lesson came onto the table (True) or left it (False): see ``enter_lesson``.
    lesson_changed = Signal(bool)
    message = Signal(str)
    won = Signal()
    stuck = Signal()

    def __init__(self, prefs: Preferences, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self._game = Game.new(1, prefs.rules(), prefs.automove)
        self._hints_used = 0
        self._held: _Held | None = None  # the game in play while a replay or lesson is shown
        self._lesson = False  # the game shown is the lesson's, played but counted nowhere
        #: What a refused move says while the game shown is not the player's;
        #: empty for a replay's own sentence.
        self._shown_refusal = ""
        self._rewound_from: int | None = None  # point before "where did I go wrong?"
        self._daily: str | None = None
        self._difficulty: str | None = None
        self._clock_start: float | None = None
        self._clock_total = 0.0
        #: The deal's par in moves while it is known (the window's ``DealPar``),
        #: kept with a win beside its moves counted the par's way.
        self.par_of: Callable[[], int | None] = lambda: None
        #: The game won, the point it was won at, and the win as counted then.
        self._win: tuple[GameView, int, WonGame] | None = None
        prefs.changed.connect(self._preference_changed)

    # -- games -----------------------------------------------------------
    @property
    def game(self) -> GameView:
        """The game on the table, to read; changes go through this controller."""
        return self._game

    def new_game(self, code: GameCode | None = None, rules: Rules | None = None, *,
                 daily: str | None = None) -> None:
        """Start ``code``, or a random deal with the current (or given) rules.

        ``daily``: the ISO date whose Daily Deal ``code`` is.
        """
        rules = rules or self.prefs.rules()
        if code is not None:
            rules = code.rules.with_options(rules.supermove, rules.takeback)
            number = code.deal_number
        else:
            number = random_deal_number()
        self.set_game(Game.new(number, rules), daily=daily)

    def restart(self) -> None:
        """The same deal from its start, with a fresh history (a Daily Deal stays one);
        in a lesson, the lesson's position again, the game put aside still waiting."""
        if self._lesson:
            self.enter_lesson(Game(self._game.rules, self._game.start))
            return
        self.set_game(Game(self._game.rules, self._game.start, self._game.deal_number),
                      daily=self._daily)

    def set_game(self, game: Game, elapsed: float = 0.0, *, daily: str | None = None) -> None:
        """Play ``game`` (a resumed, opened or constructed one) from where it stands.

        ``elapsed``: seconds already played, for a resumed game's clock. A
        replay on the table ends, and the game it had put aside is given up.
        ``daily``: the ISO date of the Daily Deal that ``game`` is, if it is one.
        A lesson on the table ends first: the game it put aside comes back, and
        it is that game that ``game`` replaces.
        """
        self.leave_lesson()
        if self._held is not None:
            held, self._held = self._held, None
            self.replacing.emit(held.game)
            self.replay_changed.emit(False)
        self.replacing.emit(self._game)
        # A card auto-move would send up after a move goes up at the deal too
        # (an exposed ace): played as the game's first step, part of its start.
        # A board set up or pasted is played as it was given.
        dealt = self.prefs.automove and game.deal_number is not None
        opening = game.open() if dealt else None
        dealt = step_positions(game.start, opening, game.rules) if opening is not None else None
        self._install(game, PlayedBefore(elapsed), daily=daily, dealt=dealt)

    def _install(self, game: Game, before: PlayedBefore, rewound_from: int | None = None,
                 daily: str | None = None, difficulty: str | None = None,
                 dealt: tuple[Position, ...] | None = None, *, automove: bool | None = None,
                 ) -> None:
        """Put ``game`` on the table; ``dealt``: the deal and each position of its
        own auto-moves, for the table to deal and then send those cards up.
        ``automove``: the game's own, else the preference's."""
        game.automove = self.prefs.automove if automove is None else automove
        self._game = game
        self._daily = daily
        self._difficulty = difficulty
        self._hints_used = before.hints_used
        self._rewound_from = rewound_from
        self._clock_total = before.elapsed
        self._clock_start = None if game.is_won or self.read_only else time.monotonic()
        self.changed.emit(Change(ChangeKind.DEAL, dealt or (game.position,)))

    @property
    def code(self) -> GameCode | None:
        return self._game.code

    @property
    def daily(self) -> str | None:
        """The ISO date (``2026-12-01``) whose Daily Deal is in play, else ``None``."""
        return self._daily

    @property
    def difficulty(self) -> str | None:
        """The rating of the game in play (a ``Difficulty`` value), ``None`` until known."""
        return self._difficulty

    def set_difficulty(self, value: str | None) -> None:
        """The rating worked out for the game in play; a new deal starts unrated."""
        self._difficulty = value

    # -- who played the game -----------------------------------------------
    @property
    def hints_used(self) -> int:
        """Hints asked in this game (its earlier life included), for statistics."""
        return self._hints_used

    @property
    def played_by_solve(self) -> bool:
        """True once Solve played any move of this game: it can no longer be a win."""
        return self._game.played_by(Actor.SOLVE)

    @property
    def players_own(self) -> bool:
        """True while the game on the table is the player's own: no replay shown
        and no move of Solve's. Only such a game's win counts as the player's
        (a challenge won, an award earned), never one Solve or a replay made."""
        return not self.holding and not self.played_by_solve

    @property
    def win(self) -> WonGame | None:
        """The game on the table as it was won: its moves counted the par's way
        (``engine.par_count``) and the deal's par, both taken once as it was
        won, for all that speak of the win (the record, the Daily Challenges'
        awards, the win dialog) to say the same; None unless it stands won."""
        if self._win is None:
            return None
        game, point, won = self._win
        return won if game is self._game and game.current == point and game.is_won else None

    def count_hint(self) -> None:
        """The player asked for a hint."""
        self._hints_used += 1

    def restore_hints(self, count: int) -> None:
        """Hints asked before this game was saved, for a resumed or opened game."""
        self._hints_used = max(0, count)

    def play_demo_step(self, move: Move) -> bool:
        """Play one move of Solve's solution; the game is Solve's from then on.

        Auto-move stays off for it: a solution names every move, foundation
        moves included. The step is Solve's in the history, so a last move
        that wins is already not the player's when the win is announced.
        """
        if self._refused_read_only():
            return False
        return self._play(move, automove=False, actor=Actor.SOLVE)

    @property
    def automove(self) -> bool:
        return self._game.automove

    def set_automove(self, on: bool) -> None:
        """Auto-move safe cards after each move of this game (the preference's value)."""
        self._game.automove = on

    # -- replays and lessons -------------------------------------------------
    @property
    def read_only(self) -> bool:
        """True while a replay is on the table: requests that would change the
        game are refused (go_to still moves through it) and the clock stays stopped."""
        return self._held is not None and not self._lesson

    @property
    def holding(self) -> bool:
        """True while the game in play waits aside (a replay or a lesson is on the
        table): the game shown counts in nothing, neither statistics nor challenges."""
        return self._held is not None

    @property
    def in_lesson(self) -> bool:
        """True while the lesson's game is on the table (``enter_lesson``)."""
        return self._lesson

    def enter_lesson(self, game: Game) -> None:
        """Play ``game`` as a lesson: the game in play waits aside, clock stopped, as
        for a replay, but the lesson's game takes moves, undo and hints like any.

        It is never a win or a loss: no ``won`` or ``stuck`` is said of it, and the
        statistics, the autosave and the challenges keep to the game put aside.
        Auto-move stays off, so that each card moves when the lesson asks.
        A lesson already on the table is replaced (taken again).
        """
        if self._held is not None and not self._lesson:
            self.leave_replay()
        if self._held is None:
            self.pause_clock()
            self.putting_aside.emit(self._game)
            self._held = _Held(self._game, PlayedBefore(self.elapsed(), self._hints_used),
                               self._rewound_from, self._daily, self._difficulty)
        self._lesson = True
        self._shown_refusal = ""
        game.automove = False
        self._install(game, PlayedBefore(), automove=False)
        self.lesson_changed.emit(True)

    def leave_lesson(self) -> None:
        """Back to the game put aside for the lesson, exactly as it was."""
        if not self._lesson or self._held is None:
            return
        held, self._held = self._held, None
        self._lesson = False
        self._install(held.game, held.before, held.rewound_from, held.daily, held.difficulty)
        self.lesson_changed.emit(False)

    def saved_game(self, *, on_table: bool = False) -> SavedGame:
        """The player's game as it is to be kept on disk, with its clock and hints.

        While a replay is shown that is the game put aside, not the replay,
        unless ``on_table`` asks for the game shown (Save As keeps what the
        player sees).
        """
        if self._held is not None and not on_table:
            held = self._held
            return SavedGame(held.game, held.before.elapsed, held.before.hints_used,
                             held.daily)
        return SavedGame(self._game, self.elapsed(), self._hints_used, self._daily)

    def load_saved(self, saved: SavedGame) -> None:
        """Play a game read from disk (resumed or opened) as it was kept: its clock, the
        hints asked and who played its steps (a game Solve played is never a win)."""
        self.set_game(saved.game, saved.elapsed, daily=saved.daily)
        self.restore_hints(saved.hints_used)

    def enter_replay(self, game: Game, before: PlayedBefore | None = None, *,
                     refusal: str = "") -> None:
        """Show ``game`` from its deal as a replay, every step still to redo; the
        game in play waits aside, clock stopped.

        ``before``: the replayed game's record's clock and hints, which it keeps
        if the player takes it over. ``refusal``: what a move tried meanwhile is
        told, when the game shown is no replay (a solution stepped through).
        A lesson on the table ends first.
        """
        self.leave_lesson()
        self._shown_refusal = refusal
        game.go_to(0)
        game.undo_count = 0  # a replay's own stepping back is no undo of the player's
        if self._held is None:
            self.pause_clock()
            self.putting_aside.emit(self._game)
            self._held = _Held(self._game, PlayedBefore(self.elapsed(), self._hints_used),
                               self._rewound_from, self._daily, self._difficulty)
        self._install(game, before or PlayedBefore())
        self.replay_changed.emit(True)

    def leave_replay(self) -> None:
        """Back to the game that was in play before the replay, as it was."""
        if self._held is None or self._lesson:
            return
        held, self._held = self._held, None
        self._install(held.game, held.before, held.rewound_from, held.daily, held.difficulty)
        self.replay_changed.emit(False)

    def take_over_solution(self, point: int, moves: tuple[Move, ...]) -> None:
        """Leave a solution shown as a replay (``enter_replay``) for the game put
        aside, going on from its point ``point`` with ``moves`` played as Solve's.

        The game in play stays the same game, record and all: only the moves
        shown are added to it, so a win after them is Solve's, never the
        player's own. Its clock and hints are as they were put aside.
        """
        if self._held is None or self._lesson:
            return
        held, self._held = self._held, None
        game = held.game
        if point != game.current:
            game.go_to(point)
        before = game.position
        for move in moves:
            game.play(move, automove=False, actor=Actor.SOLVE)
        self._install(game, held.before, None, held.daily, held.difficulty)
        self.replay_changed.emit(False)
        if moves:
            # Moves made on the game, as Solve's demo makes them: its record
            # counts them (a game given up after them is a loss, not nothing).
            self._emit_jump(ChangeKind.JUMP, before)

    def take_over_replay(self) -> None:
        """The replay becomes the player's game at the point shown.

        The game put aside is given up; the replay keeps its clock and hints
        from before (``enter_replay``) and its steps keep who played them, so
        taking over a game that Solve finished cannot turn it into a win.
        """
        if self._held is None or self._lesson:
            return
        held, self._held = self._held, None
        self.replacing.emit(held.game)
        self.resume_clock()
        self.replay_changed.emit(False)
        self.taken_over.emit()

    # -- the clock -------------------------------------------------------
    def elapsed(self) -> float:
        """Seconds of play, not counting time spent minimized or after the end."""
        running = time.monotonic() - self._clock_start if self._clock_start else 0.0
        return self._clock_total + running

    def pause_clock(self) -> None:
        if self._clock_start is not None:
            self._clock_total += time.monotonic() - self._clock_start
            self._clock_start = None

    def resume_clock(self) -> None:
        if self._clock_start is None and not self._game.is_won and not self.read_only:
            self._clock_start = time.monotonic()

    # -- moves -----------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Play ``move``; on refusal say why in the status bar and return False."""
        if self._refused_read_only():
            return False
        return self._play(move)

    def _play(self, move: Move, automove: bool | None = None,
              actor: Actor = Actor.PLAYER) -> bool:
        before = self._game.position
        try:
            step = self._game.play(move, automove, actor)
        except FreeCellError as error:
            self.message.emit(self._explain(error))
            return False
        self._after_step(ChangeKind.PLAY, before, step)
        return True

    def check_pick_up(self, source: Pile, count: int) -> str:
        """Why the bottom ``count`` cards of ``source`` cannot be lifted; empty when they can.

        The engine decides, with this game's own rules (an opened or resumed
        game may have other options than the preferences give new games).
        """
        try:
            self._game.check_pick_up(source, count)
        except FreeCellError as error:
            return self._explain(error)
        return ""

    def check_drop(self, source: Pile, dest: Pile, count: int) -> tuple[Move | None, str]:
        """The move a drag of ``count`` cards onto ``dest`` means, or why it cannot be."""
        try:
            return self._game.check_drop(source, dest, count), ""
        except FreeCellError as error:
            return None, self._explain(error)

    def _explain(self, error: FreeCellError) -> str:
        if error.key == "takeback_off" and self.prefs.takeback:
            return takeback_off_in_this_game()
        return explain(error)

    def drop(self, source: Pile, dest: Pile, count: int) -> bool:
        """Cards dragged from ``source`` (the bottom ``count``) released on ``dest``."""
        if self._refused_read_only():
            return False
        move, reason = self.check_drop(source, dest, count)
        if move is None:
            self.message.emit(reason)
            return False
        return self.play(move)

    def move_to(self, source: Pile, dest: Pile) -> bool:
        """A keyboard move from ``source`` to ``dest``, as ``move_choice.between`` reads it."""
        return self.play(move_choice.between(self._game.position, self._game.rules,
                                             source, dest))

    def foundation_move(self, source: Pile) -> Move | None:
        """The move sending the card at ``source`` up, when it fits now."""
        return move_choice.foundation_move(self._game.position, self._game.rules, source)

    def click(self, source: Pile) -> bool:
        """A single click: send the card up if the preference and the rules allow."""
        if not self.prefs.single_click_foundation or source.kind is PileKind.FOUNDATION:
            return False
        move = self.foundation_move(source)
        return move is not None and self.play(move)

    def smart_move(self, source: Pile) -> bool:
        """A double click: the foundation, else the best column, else a free cell."""
        move = self.best_move(source)
        if move is None:
            self.message.emit(self.tr("This card has nowhere to go."))
            return False
        return self.play(move)

    def best_move(self, source: Pile) -> Move | None:
        """What a double click on ``source`` plays (``move_choice.best_move``)."""
        return move_choice.best_move(self._game.position, self._game.rules, source)

    def finish(self) -> bool:
        if self._refused_read_only():
            return False
        before = self._game.position
        try:
            step = self._game.finish()
        except IllegalMoveError as error:
            self.message.emit(self._explain(error))
            return False
        self._after_step(ChangeKind.FINISH, before, step)
        return True

    # -- history ---------------------------------------------------------
    def undo(self) -> None:
        if self._refused_read_only():
            return
        if self._rewound_from is not None:
            # Undo of "where did I go wrong?": back to where the player was.
            origin, self._rewound_from = self._rewound_from, None
            before = self._game.position
            self._game.go_to(origin)
            self._emit_jump(ChangeKind.JUMP, before)
            return
        if self._game.can_undo:
            before = self._game.position
            self._game.undo()
            self._emit_jump(ChangeKind.UNDO, before)

    def redo(self) -> None:
        if self._refused_read_only():
            return
        self._rewound_from = None
        if self._game.can_redo:
            before = self._game.position
            self._game.redo()
            self._emit_jump(ChangeKind.REDO, before)

    def go_to(self, index: int) -> None:
        self._rewound_from = None
        before = self._game.position
        self._game.go_to(index)
        self._emit_jump(ChangeKind.JUMP, before)

    def rewind_to(self, index: int) -> None:
        """Go back to point ``index`` as one action that Undo takes back."""
        origin = self._game.current
        self.go_to(index)
        self._rewound_from = origin

    @property
    def can_undo(self) -> bool:
        return self._rewound_from is not None or self._game.can_undo

    def _emit_jump(self, kind: ChangeKind, before: Position) -> None:
        self.resume_clock()
        self.changed.emit(Change(kind, (before, self._game.position)))
        self._announce_end()

    def _after_step(self, kind: ChangeKind, before: Position, step: Step) -> None:
        self._rewound_from = None
        self.changed.emit(Change(kind, step_positions(before, step, self._game.rules)))
        if kind is ChangeKind.PLAY and self.prefs.auto_finish and self._game.can_finish:
            self.finish()
            return
        self._announce_end()

    def _refused_read_only(self) -> bool:
        if self.read_only:
            self.message.emit(self._shown_refusal or self.tr(
                "Replay: press Continue from Here to play, or Esc to go back to your game."))
        return self.read_only

    def _announce_end(self) -> None:
        if self.holding:
            return  # a replay reaching its end, or a lesson won, is no win to celebrate
        if self._game.is_won:
            self.pause_clock()
            game = self._game
            self._win = game, game.current, WonGame(game.rules.cells, par_count(game),
                                                    par=self.par_of())
            self.won.emit()
        elif self._game.is_stuck:
            self.stuck.emit()

    def _preference_changed(self, key: str) -> None:
        if key == "automove" and not self._lesson:  # the lesson keeps it off
            self.set_automove(self.prefs.automove)
        elif key in ("supermove", "takeback"):
            # Rule options apply to the game in progress too: the history stays
            # valid, since both only widen or narrow what future moves may do.
            self._game.rules = self._game.rules.with_options(
                self.prefs.supermove, self.prefs.takeback)
            self.changed.emit(Change(ChangeKind.JUMP, (self._game.position,)))
