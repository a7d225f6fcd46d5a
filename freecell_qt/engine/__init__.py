"""The FreeCell rules engine: pure Python, no Qt, no I/O.

Everything a front end needs is importable from here::

    from freecell_qt.engine import Game, GameCode, Move, Rules
"""

from freecell_qt.engine import move_choice
from freecell_qt.engine.cards import ALL_CARDS, Card, Suit
from freecell_qt.engine.codes import GameCode
from freecell_qt.engine.deals import MAX_DEAL, MIN_DEAL, parse_deal_number, random_deal_number
from freecell_qt.engine.errors import (
    BoardError,
    CardError,
    DealNumberError,
    FreeCellError,
    GameCodeError,
    IllegalMoveError,
    InvalidMoveError,
    RulesError,
    SaveDataError,
)
from freecell_qt.engine.game import Actor, Game, GameView, Step, StepKind, initial_position
from freecell_qt.engine.moves import Move, Pile, PileKind, parse_moves
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import (
    PRESETS,
    Build,
    DealOrder,
    EmptyFill,
    Preset,
    Rules,
    SafeAutomove,
    SequenceMove,
    Supermove,
    rules_of_play,
)

__all__ = [
    "ALL_CARDS",
    "MAX_DEAL",
    "MIN_DEAL",
    "PRESETS",
    "Actor",
    "BoardError",
    "Build",
    "Card",
    "CardError",
    "DealNumberError",
    "DealOrder",
    "EmptyFill",
    "FreeCellError",
    "Game",
    "GameCode",
    "GameCodeError",
    "GameView",
    "IllegalMoveError",
    "InvalidMoveError",
    "Move",
    "Pile",
    "PileKind",
    "Position",
    "Preset",
    "Rules",
    "RulesError",
    "SafeAutomove",
    "SaveDataError",
    "SequenceMove",
    "Step",
    "StepKind",
    "Suit",
    "Supermove",
    "initial_position",
    "move_choice",
    "parse_deal_number",
    "parse_moves",
    "random_deal_number",
    "rules_of_play",
]
