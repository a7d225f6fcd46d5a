"""The ``freecell`` command: deals, codes, replays and solutions from a terminal.

Engine only: it imports no Qt, so it runs on a server or in a pipe. Exit
status 0 on success, 1 when a move is illegal, 2 for input that cannot be
read, always with a one-line message and never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn, TextIO

from freecell_qt import __version__
from freecell_qt.bounded_read import ReadError, decode_utf8, read_file_text, read_stream_bytes
from freecell_qt.engine import (
    FreeCellError,
    Game,
    GameCode,
    IllegalMoveError,
    Move,
    Position,
    Rules,
    Supermove,
    Variant,
    parse_deal_number,
)
from freecell_qt.engine.solver import solve

EXIT_ILLEGAL = 1
EXIT_BAD_INPUT = 2
#: A board is 10 short lines; far more is not a board (and may be endless).
BOARD_LIMIT = 64 * 1024
#: fc-solve's whole output for a long solution is some kilobytes; a megabyte is plenty.
MOVES_LIMIT = 1024 * 1024
_RULE_LINE = "-=-=-="
_SOLVED_LINE = "This game is solveable."


class CliError(Exception):
    """Input the command cannot use; the message is printed as is."""


class _Parser(argparse.ArgumentParser):
    """argparse with the command's own error form: one line, exit status 2.

    argparse prints a usage block of several lines before its message; a
    script reading stderr, or a person, wants the one line that says what
    is wrong, and ``--help`` for the rest. Subcommands use this class too.
    """

    def error(self, message: str) -> NoReturn:
        reason = " ".join(message.split())
        self.exit(EXIT_BAD_INPUT, f"freecell: {reason} (see {self.prog} --help)\n")


def _add_rule_options(parser: argparse.ArgumentParser, game_options: bool) -> None:
    parser.add_argument(
        "--variant", choices=[v.value for v in Variant], help="freecell (default) or forecell"
    )
    parser.add_argument("--cells", type=int, help="free cells, 1 to 4 (default 4)")
    if game_options:
        parser.add_argument(
            "--supermove",
            choices=[s.value for s in Supermove],
            default=Supermove.DOUBLING.value,
            help="sequence move capacity formula (default doubling)",
        )
        parser.add_argument(
            "--takeback", action="store_true", help="allow cards back from the foundations"
        )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="freecell", description="FreeCell deals, game codes and replays.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    deal = commands.add_parser("deal", help="print a deal in fc-solve's board format")
    deal.add_argument("game", metavar="N|CODE", help="deal number or game code")
    _add_rule_options(deal, game_options=False)

    code = commands.add_parser("code", help="make a game code, or explain one")
    code.add_argument("game", metavar="N|CODE", help="deal number or game code")
    _add_rule_options(code, game_options=False)

    play = commands.add_parser("play", help="play moves and print the position")
    source = play.add_mutually_exclusive_group(required=True)
    source.add_argument("game", metavar="N|CODE", nargs="?", help="deal number or game code")
    source.add_argument("--board", metavar="FILE", help="start from a board file ('-' = stdin)")
    _add_rule_options(play, game_options=True)
    play.add_argument("--automove", action="store_true", help="send safe cards up after each move")
    play.add_argument(
        "--moves",
        required=True,
        metavar="MOVES",
        help="moves in notation, e.g. \"3a 1h 38\"; '-' reads them from standard input",
    )
    _add_solve_parser(commands)
    return parser


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not value >= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: the timeout cannot be negative")
    return value


def _add_solve_parser(commands: argparse._SubParsersAction[_Parser]) -> None:
    solver = commands.add_parser(
        "solve", help="solve a deal or a board: the moves, or a proof that there are none"
    )
    source = solver.add_mutually_exclusive_group(required=True)
    source.add_argument("game", metavar="N|CODE", nargs="?", help="deal number or game code")
    source.add_argument("--board", metavar="FILE", help="solve a board file ('-' = stdin)")
    _add_rule_options(solver, game_options=False)
    solver.add_argument(
        "--supermove",
        choices=[s.value for s in Supermove],
        default=Supermove.DOUBLING.value,
        help="sequence move capacity formula (default doubling)",
    )
    solver.add_argument(
        "--timeout",
        type=_seconds,
        metavar="S",
        help="give up after S seconds (default: after a million positions)",
    )


def code_conflict(code: GameCode, variant: Variant | None, cells: int | None) -> str:
    """Why a ``--variant`` or ``--cells`` contradicts ``code`` ("" when it does not).

    Shared with ``freecell-qt``: a code names its variant and cells, and an
    option saying otherwise must be refused, never silently ignored.
    """
    if variant is not None and variant is not code.variant:
        return f"the code {code} is {code.variant.title}, not {variant.title}"
    if cells is not None and cells != code.cells:
        return f"the code {code} has {code.cells} free cells, not {cells}"
    return ""


def _rules(args: argparse.Namespace, code: GameCode | None = None) -> Rules:
    variant = Variant(args.variant) if args.variant else None
    if code is not None:
        conflict = code_conflict(code, variant, args.cells)
        if conflict:
            raise CliError(conflict)
        variant, cells = code.variant, code.cells
    else:
        variant = variant or Variant.FREECELL
        cells = args.cells if args.cells is not None else 4
    return Rules(
        variant,
        cells,
        Supermove(getattr(args, "supermove", Supermove.DOUBLING.value)),
        getattr(args, "takeback", False),
    )


def _game_code(args: argparse.Namespace) -> GameCode:
    """The code the arguments name: a code as given, or a number with options."""
    if GameCode.looks_like_code(args.game):
        code = GameCode.parse(args.game)
        _rules(args, code)  # refuse options that contradict the code
        return code
    rules = _rules(args)
    return GameCode.for_rules(rules, parse_deal_number(args.game))


def extract_moves(text: str) -> list[str]:
    """Move tokens from plain text or from fc-solve's whole output.

    fc-solve prints a banner, a ``-=-=-=`` rule line, the moves, then
    ``This game is solveable.`` and counters that are not moves.
    """
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith(_RULE_LINE)), None)
    if start is not None:
        end = next(
            (i for i, line in enumerate(lines) if line.strip() == _SOLVED_LINE), len(lines)
        )
        lines = lines[start + 1 : end]
    return " ".join(lines).split()


def _read_text(name: str, stdin: TextIO | None, what: str, limit: int) -> str:
    """The text of file ``name`` (``-``: standard input), at most ``limit`` bytes of UTF-8.

    A FIFO, a device or a directory is refused rather than waited on or read
    without end. Standard input is read as bytes from its ``buffer`` and
    decoded here, so bytes that are not UTF-8 get a line rather than a
    traceback; a text stream without a buffer (as tests hand in) is read as is.
    """
    subject = f"the {what} on standard input" if name == "-" else f"the {what} file {name}"
    try:
        if name != "-":
            return read_file_text(name, limit)
        if stdin is None:
            raise ReadError("cannot be read (it is closed)")
        buffer = getattr(stdin, "buffer", None)
        if buffer is not None:
            return decode_utf8(read_stream_bytes(buffer, limit))
        text = stdin.read(limit + 1)
        if len(text) > limit:
            raise ReadError(f"is too large (more than {limit} characters)")
        return text
    except ReadError as error:
        raise CliError(f"{subject} {error}") from None


def _read_board(name: str, stdin: TextIO | None) -> str:
    return _read_text(name, stdin, "board", BOARD_LIMIT)


def _cmd_deal(args: argparse.Namespace, out: TextIO) -> int:
    code = _game_code(args)
    game = Game.from_code(code)
    out.write(game.start.to_text())
    return 0


def _cmd_code(args: argparse.Namespace, out: TextIO) -> int:
    code = _game_code(args)
    if GameCode.looks_like_code(args.game):
        out.write(f"{code}: {code.describe()}\n")
    else:
        out.write(f"{code}\n")
    return 0


def _cmd_play(args: argparse.Namespace, out: TextIO, stdin: TextIO | None) -> int:
    if args.moves == "-" and args.board == "-":
        raise CliError("the board and the moves cannot both come from standard input")
    if args.board is not None:
        rules = _rules(args)
        game = Game(rules, Position.from_text(_read_board(args.board, stdin), rules.cells))
    else:
        code = _game_code(args)
        game = Game.from_code(code, _rules(args, code))
    game.automove = args.automove
    if args.moves == "-":
        tokens = extract_moves(_read_text("-", stdin, "move list", MOVES_LIMIT))
    else:
        tokens = extract_moves(args.moves)
    moves = []
    for index, token in enumerate(tokens, start=1):  # every token checked before playing
        try:
            moves.append(Move.parse(token))
        except FreeCellError as error:
            raise CliError(f"move {index}: {error}") from None
    for index, (token, move) in enumerate(zip(tokens, moves, strict=True), start=1):
        try:
            game.play(move)
        except IllegalMoveError as error:
            out.write(game.position.to_text(colon=True))
            out.write(f"Score: {game.score}\n")
            sys.stderr.write(f"freecell: move {index} ({token}) is illegal: {error}\n")
            return EXIT_ILLEGAL
    out.write(game.position.to_text(colon=True))
    out.write(f"Score: {game.score}\n")
    if game.is_won:
        out.write("won\n")
    return 0


def _cmd_solve(args: argparse.Namespace, out: TextIO, stdin: TextIO | None) -> int:
    if args.board is not None:
        rules = _rules(args)
        start = Position.from_text(_read_board(args.board, stdin), rules.cells)
    else:
        code = _game_code(args)
        rules = _rules(args, code)
        start = Game.from_code(code, rules).start
    result = solve(start, rules, timeout=args.timeout)
    if result.status == "solved":
        out.write(f"solved in {len(result.moves)} moves\n")
        words = [str(move) for move in result.moves]
        for first in range(0, len(words), 10):
            out.write(" ".join(words[first : first + 10]) + "\n")
    elif result.status == "unsolvable":
        out.write("unsolvable\n")
    else:
        out.write(f"unknown after {result.seconds:.1f} s\n")
    return 0


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None) -> int:
    args = build_parser().parse_args(argv)
    out = sys.stdout
    stdin = stdin if stdin is not None else sys.stdin
    try:
        if args.command == "deal":
            return _cmd_deal(args, out)
        if args.command == "code":
            return _cmd_code(args, out)
        if args.command == "solve":
            return _cmd_solve(args, out, stdin)
        return _cmd_play(args, out, stdin)
    except (FreeCellError, CliError) as error:
        sys.stderr.write(f"freecell: {error}\n")
        return EXIT_BAD_INPUT


def run() -> None:
    """Console-script entry point.

    A reader that stops early (``freecell solve 1 | head -2``) closes the pipe;
    that is the reader's choice, not an error, so the command ends quietly.
    """
    try:
        status = main()
        sys.stdout.flush()
    except BrokenPipeError:
        # Point stdout at nothing so that Python's own flush at exit is silent.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        status = 1
    sys.exit(status)


if __name__ == "__main__":
    run()
