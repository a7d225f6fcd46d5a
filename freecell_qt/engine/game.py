"""A game: a start position, the rules, and a history of steps with undo and redo.

One step is one player action together with the auto-moves it caused, so one
undo takes back both (docs/rules.md, Undo). Each step keeps the position and score
after it, which makes undo exact (the score comes back to the very point,
clamping at zero included) and lets the history dialog jump anywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Protocol

from freecell_qt.engine.cards import Card
from freecell_qt.engine.codes import GameCode
from freecell_qt.engine.deals import check_deal_number, shuffled_deck
from freecell_qt.engine.errors import FreeCellError, IllegalMoveError, SaveDataError
from freecell_qt.engine.moves import Move, Pile, PileKind
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Rules, Supermove, deal_layout, rules_of_play

SAVE_FORMAT = 1


class StepKind(Enum):
    MOVE = "move"
    FINISH = "finish"
    #: The safe auto-moves the deal itself allows (an exposed ace), played before
    #: the player's first move. Part of the start: never undone (docs/rules.md, Undo).
    OPENING = "opening"


class Actor(Enum):
    """Who played a step: the player (by hand, by a key, or by playing a hint they
    asked for) or Solve, playing its solution. A step's auto-moves are always the
    game's own (``Step.auto_moves``), whoever played the move that caused them.

    A game that Solve played any part of is never the player's win, so who played
    what is kept in the history itself, where statistics, saved games and replays
    all read it.
    """

    PLAYER = "player"
    SOLVE = "solve"


@dataclass(frozen=True, slots=True)
class Step:
    """One undoable action.

    ``moves`` are resolved (explicit card counts); ``notation`` holds each in
    its canonical text, relative to the position it was played from.
    """

    kind: StepKind
    moves: tuple[Move, ...]
    notation: tuple[str, ...]
    position: Position
    score: int
    actor: Actor = Actor.PLAYER

    @property
    def player_move(self) -> Move:
        return self.moves[0]

    @property
    def auto_moves(self) -> tuple[Move, ...]:
        if self.kind is StepKind.OPENING:
            return self.moves
        return self.moves[1:] if self.kind is StepKind.MOVE else ()

    @property
    def text(self) -> str:
        words = " ".join(self.notation)
        if self.kind is StepKind.OPENING:
            return f"auto {words}"
        return f"finish {words}" if self.kind is StepKind.FINISH else words


def initial_position(rules: Rules, deal_number: int) -> Position:
    """The deal: Microsoft's shuffle dealt into the game's layout.

    The last ``rules.reserve`` cards go to the free cells (ForeCell's four,
    Seahaven's two); the rest row by row across the columns (docs/rules.md,
    Deals and deal numbers). In Penguin the first card sets the base and the
    other three of its rank start the foundations (docs/rules.md, Base card).
    """
    cards = shuffled_deck(deal_number, rules.decks, rules.foundation_rule.jokers)
    return Position(*deal_layout(cards, rules))


class GameView(Protocol):
    """A game as everyone but its owner sees it: every question, no way to change it.

    The window's controller owns the game in play and hands this out, so the
    table, the dialogs, statistics and the solver services can read all they
    need while every change goes through the controller, which keeps the clock,
    replays and who played what in step. ``Game`` is one; mypy holds the rest
    of the code to it.
    """

    @property
    def rules(self) -> Rules: ...
    @property
    def start(self) -> Position: ...
    @property
    def deal_number(self) -> int | None: ...
    @property
    def automove(self) -> bool: ...
    @property
    def undo_count(self) -> int: ...
    @property
    def code(self) -> GameCode | None: ...
    @property
    def position(self) -> Position: ...
    @property
    def score(self) -> int: ...
    @property
    def steps(self) -> tuple[Step, ...]: ...
    @property
    def current(self) -> int: ...
    @property
    def move_count(self) -> int: ...
    @property
    def floor(self) -> int: ...
    @property
    def can_undo(self) -> bool: ...
    @property
    def can_redo(self) -> bool: ...
    @property
    def is_won(self) -> bool: ...
    @property
    def is_stuck(self) -> bool: ...
    @property
    def can_finish(self) -> bool: ...
    def played_by(self, actor: Actor) -> bool: ...
    def legal_moves(self) -> list[Move]: ...
    def capacity(self, onto_empty: bool = False) -> int: ...
    def check(self, move: Move | str) -> Move: ...
    def check_pick_up(self, pile: Pile, count: int) -> None: ...
    def check_drop(self, source: Pile, dest: Pile, count: int) -> Move: ...
    def position_at(self, index: int) -> Position: ...
    def to_dict(self) -> dict[str, object]: ...


class Game:
    """A game in progress.

    >>> game = Game.new(1)
    >>> step = game.play("3a")
    >>> game.score, game.can_undo
    (0, True)
    >>> _ = game.undo(); game.position == game.start
    True
    """

    def __init__(
        self,
        rules: Rules,
        start: Position,
        deal_number: int | None = None,
        automove: bool = True,
    ) -> None:
        start.check_fits(rules)
        self.rules = rules
        self.start = start
        self.deal_number = deal_number
        self.automove = automove
        self._steps: list[Step] = []
        self._done = 0
        self.undo_count = 0
        # Who played steps no longer in the history: undone steps that a new
        # move dropped, or play before this history was kept (an old save).
        self._earlier: set[Actor] = set()

    # -- construction ----------------------------------------------------
    @classmethod
    def new(cls, deal_number: int, rules: Rules | None = None, automove: bool = True) -> Game:
        rules = rules or Rules()
        check_deal_number(deal_number)
        return cls(rules, initial_position(rules, deal_number), deal_number, automove)

    @classmethod
    def from_code(
        cls, code: GameCode | str, rules: Rules | None = None, automove: bool = True
    ) -> Game:
        """A game from a code; other options (supermove, take-back) come from ``rules``."""
        if isinstance(code, str):
            code = GameCode.parse(code)
        base = rules or Rules()
        merged = code.rules.with_options(base.supermove, base.takeback)
        return cls.new(code.deal_number, merged, automove)

    # -- state -----------------------------------------------------------
    @property
    def code(self) -> GameCode | None:
        if self.deal_number is None:
            return None
        return GameCode.for_rules(self.rules, self.deal_number)

    @property
    def position(self) -> Position:
        return self._steps[self._done - 1].position if self._done else self.start

    @property
    def score(self) -> int:
        return self._steps[self._done - 1].score if self._done else 0

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every step, the undone ones (redoable) included; see ``current``."""
        return tuple(self._steps)

    @property
    def current(self) -> int:
        """How many steps are done; steps from this index on are redoable."""
        return self._done

    @property
    def move_count(self) -> int:
        """Steps done, the deal's own auto-moves not counted (no move of the player's)."""
        return self._done - self.floor

    @property
    def floor(self) -> int:
        """The first point undo and the history may go back to: 1 when the deal's
        safe auto-moves were played (they are part of the start), else 0."""
        return 1 if self._steps and self._steps[0].kind is StepKind.OPENING else 0

    @property
    def can_undo(self) -> bool:
        return self._done > self.floor

    @property
    def can_redo(self) -> bool:
        return self._done < len(self._steps)

    @property
    def is_won(self) -> bool:
        return self.position.is_won

    @property
    def is_stuck(self) -> bool:
        return rules_of_play.is_stuck(self.position, self.rules)

    @property
    def can_finish(self) -> bool:
        return rules_of_play.can_finish(self.position, self.rules)

    def played_by(self, actor: Actor) -> bool:
        """True when ``actor`` played any step of this game, undone ones included:
        a move Solve played and the player took back was still seen."""
        return actor in self._earlier or any(step.actor is actor for step in self._steps)

    def note_earlier_play(self, actor: Actor) -> None:
        """``actor`` played part of this game before its history was kept here (a save
        or a statistics row that records only that)."""
        self._earlier.add(actor)

    def legal_moves(self) -> list[Move]:
        return list(rules_of_play.legal_moves(self.position, self.rules))

    def capacity(self, onto_empty: bool = False) -> int:
        return rules_of_play.capacity(self.position, self.rules, onto_empty)

    def check(self, move: Move | str) -> Move:
        """The move resolved against the current position; raises when illegal."""
        if isinstance(move, str):
            move = Move.parse(move)
        if self.is_won:
            raise IllegalMoveError("the game is won", key="game_won")
        return rules_of_play.resolve(self.position, self.rules, move)

    def check_pick_up(self, pile: Pile, count: int) -> None:
        """Raise ``IllegalMoveError`` unless ``count`` cards may be lifted from ``pile``."""
        rules_of_play.can_pick_up(self.position, self.rules, pile, count)

    def check_drop(self, source: Pile, dest: Pile, count: int) -> Move:
        """The move that ``count`` cards lifted from ``source`` and dropped on ``dest`` mean."""
        if self.is_won:
            raise IllegalMoveError("the game is won", key="game_won")
        return rules_of_play.check_drop(self.position, self.rules, source, dest, count)

    # -- actions ---------------------------------------------------------
    def play(self, move: Move | str, automove: bool | None = None,
             actor: Actor = Actor.PLAYER) -> Step:
        """Play ``actor``'s move and, with ``automove``, the safe moves it allows.

        ``automove`` overrides the game's setting for this one move: a solution
        being played back names every move, foundation moves included.
        """
        resolved = self.check(move)
        position = self.position
        moves = [resolved]
        notation = [str(rules_of_play.canonical(position, resolved, self.rules))]
        score = self._add(self.score, resolved)
        position = rules_of_play.apply(position, resolved, self.rules)
        if self.automove if automove is None else automove:
            protected = self._taken_back(self.position, resolved)
            safe = rules_of_play.next_safe_move
            while (auto := safe(position, self.rules, protected)) is not None:
                moves.append(auto)
                notation.append(str(auto))
                score = self._add(score, auto)
                position = rules_of_play.apply(position, auto, self.rules)
        return self._push(Step(StepKind.MOVE, tuple(moves), tuple(notation), position, score,
                               actor))

    def open(self) -> Step | None:
        """Play the safe auto-moves the deal allows, before any move of the player.

        They are scored like the auto-moves after a move (+10 a card) and kept
        as the first step, which undo never takes back: an exposed ace goes up
        at once and stays up. Nothing happens once the game has steps, or when
        no card is safe; returns the step played, if any.
        """
        if self._steps or self.is_won:
            return None
        position, score = self.start, 0
        moves: list[Move] = []
        while (auto := rules_of_play.next_safe_move(position, self.rules, None)) is not None:
            moves.append(auto)
            score = self._add(score, auto)
            position = rules_of_play.apply(position, auto, self.rules)
        if not moves:
            return None
        notation = tuple(str(m) for m in moves)
        return self._push(Step(StepKind.OPENING, tuple(moves), notation, position, score))

    def finish(self) -> Step:
        """Send every card up; allowed when ``can_finish``."""
        if not self.can_finish:
            rule = self.rules.foundation_rule
            if rule.run > 1:
                raise IllegalMoveError("the game can be finished only when every column is "
                                       "whole runs from king to ace",
                                       key="finish_not_ready_runs")
            if rule.alternates or not rule.runs_finish or self.rules.cover_rule.hides_cards:
                raise IllegalMoveError("the game can be finished only when every card left "
                                       "can go up from where it lies, one after another",
                                       key="finish_not_ready_by_colour")
            if rule.names_pile:
                raise IllegalMoveError("the game can be finished only when no column holds "
                                       "more than one card", key="finish_not_ready_by_rank")
            raise IllegalMoveError("the game can be finished only when every column is one run",
                                   key="finish_not_ready")
        position, score = self.position, self.score
        moves = rules_of_play.finishing_moves(position, self.rules)
        for move in moves:
            score = self._add(score, move)
            position = rules_of_play.apply(position, move, self.rules)
        notation = tuple(str(m) for m in moves)
        return self._push(Step(StepKind.FINISH, tuple(moves), notation, position, score))

    def undo(self) -> Step:
        if not self.can_undo:
            raise IllegalMoveError("there is nothing to undo", key="nothing_to_undo")
        self._done -= 1
        self.undo_count += 1
        return self._steps[self._done]

    def redo(self) -> Step:
        if not self.can_redo:
            raise IllegalMoveError("there is nothing to redo", key="nothing_to_redo")
        self._done += 1
        return self._steps[self._done - 1]

    def go_to(self, index: int) -> None:
        """Return to the point after ``index`` steps (0 is the deal); redo is kept.

        A point before ``floor`` means the start, the deal's auto-moves played.
        """
        if not 0 <= index <= len(self._steps):
            raise IllegalMoveError(f"there is no point {index} in the history", key="no_point",
                                   index=index)
        index = max(index, self.floor)
        if index < self._done:
            self.undo_count += 1
        self._done = index

    def position_at(self, index: int) -> Position:
        return self._steps[index - 1].position if index else self.start

    # -- helpers ---------------------------------------------------------
    @staticmethod
    def _add(score: int, move: Move) -> int:
        return max(0, score + rules_of_play.score_change(move))

    @staticmethod
    def _taken_back(before: Position, move: Move) -> Card | None:
        if move.source.kind is not PileKind.FOUNDATION:
            return None
        return rules_of_play.moved_cards(before, move)[0]

    def _push(self, step: Step) -> Step:
        self._earlier.update(dropped.actor for dropped in self._steps[self._done :])
        del self._steps[self._done :]
        self._steps.append(step)
        self._done += 1
        return step

    # -- saving ----------------------------------------------------------
    def to_dict(self) -> dict[str, object]:
        """A plain, JSON-ready dict: code (or the start board), rules and steps."""
        data: dict[str, object] = {"format": SAVE_FORMAT, "rules": self.rules.to_dict()}
        if self.code is not None:
            data["code"] = str(self.code)
        else:
            data["board"] = self.start.to_text(colon=True)
        data["moves"] = [step.text for step in self._steps[: self._done]]
        data["redo"] = [step.text for step in self._steps[self._done :]]
        data["automove"] = self.automove
        # Who played each step, written only when it was not all the player's,
        # so that a file of a game played by hand reads as it always did.
        if any(step.actor is not Actor.PLAYER for step in self._steps):
            data["played_by"] = [step.actor.value for step in self._steps]
        if self._earlier - {Actor.PLAYER}:
            data["earlier_played_by"] = sorted(actor.value for actor in self._earlier)
        return data

    @classmethod
    def from_dict(cls, data: object) -> Game:
        """Rebuild a game, checking every step; raises ``SaveDataError``."""
        try:
            return cls._from_dict(data)
        except SaveDataError:
            raise
        except FreeCellError as error:
            raise SaveDataError(str(error)) from None

    @classmethod
    def _from_dict(cls, data: object) -> Game:
        if not isinstance(data, dict):
            raise SaveDataError("a saved game must be an object")
        if data.get("format", SAVE_FORMAT) != SAVE_FORMAT:
            raise SaveDataError(f"unknown saved game format {data.get('format')!r}")
        rules = Rules.from_dict(data.get("rules", {}))
        automove = data.get("automove", True)
        if not isinstance(automove, bool):
            raise SaveDataError("automove must be true or false")
        if isinstance(data.get("code"), str):
            code = GameCode.parse(data["code"])
            if code.rules != rules.without_options():
                raise SaveDataError(f"the code {code} does not match the rules")
            game = cls.new(code.deal_number, rules, automove)
        elif isinstance(data.get("board"), str):
            board = Position.from_text(data["board"], rules.cells, rules.pile_count, rules.decks,
                                       rules.foundation_rule)
            game = cls(rules, board, None, automove)
        else:
            raise SaveDataError("a saved game needs a code or a board")
        done, redo = data.get("moves", []), data.get("redo", [])
        if not isinstance(done, list) or not isinstance(redo, list):
            raise SaveDataError("moves and redo must be lists")
        actors = _actors(data.get("played_by"), len(done) + len(redo))
        for index, (text, actor) in enumerate(zip(done + redo, actors, strict=True)):
            if not isinstance(text, str):
                raise SaveDataError(f"step {index + 1} is not text")
            try:
                game._replay_step(text, actor)
            except FreeCellError as error:
                raise SaveDataError(f"step {index + 1} ({text!r}): {error}") from None
        game._earlier.update(_actor_list(data.get("earlier_played_by", []),
                                         "earlier_played_by"))
        game._done = len(done)
        return game

    def _replay_step(self, text: str, actor: Actor = Actor.PLAYER) -> None:
        tokens = text.split()
        kind = StepKind.MOVE
        if tokens and tokens[0] == "finish":
            kind, tokens = StepKind.FINISH, tokens[1:]
        elif tokens and tokens[0] == "auto":
            if self._steps:
                raise SaveDataError("the deal's auto-moves can only be the first step")
            kind, tokens = StepKind.OPENING, tokens[1:]
        if not tokens:
            raise SaveDataError("an empty step")
        position, score = self.position, self.score
        moves, notation = [], []
        # Supermove and take-back options may change during a game (they are
        # preferences), so a stored step is checked under the widest options of
        # its game: every step was legal when it was played.
        widest = replace(self.rules, supermove=Supermove.DOUBLING, takeback=True)
        for token in tokens:
            move = rules_of_play.resolve(position, widest, Move.parse(token))
            moves.append(move)
            notation.append(str(rules_of_play.canonical(position, move, self.rules)))
            score = self._add(score, move)
            position = rules_of_play.apply(position, move, self.rules)
        self._push(Step(kind, tuple(moves), tuple(notation), position, score, actor))


def _actor_list(value: object, name: str) -> list[Actor]:
    if not isinstance(value, list):
        raise SaveDataError(f"{name} must be a list")
    known = {actor.value: actor for actor in Actor}
    for item in value:
        if not isinstance(item, str) or item not in known:
            raise SaveDataError(f"{name}: {item!r} is not one of {', '.join(sorted(known))}")
    return [known[item] for item in value]


def _actors(value: object, steps: int) -> list[Actor]:
    """Who played each saved step; a file without the list is all the player's."""
    if value is None:
        return [Actor.PLAYER] * steps
    actors = _actor_list(value, "played_by")
    if len(actors) != steps:
        raise SaveDataError(f"played_by names {len(actors)} players for {steps} steps")
    return actors
