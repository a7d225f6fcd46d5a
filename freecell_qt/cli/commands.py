"""The ``freecell`` command: deals, codes, replays and solutions from a terminal.

Engine only: it imports no Qt, so it runs on a server or in a pipe. Exit
status 0 on success, 1 when a move is illegal (or the worker processes of a
batch cannot start), 2 for input that cannot be read, 74 (``EX_IOERR``) when
the output cannot be written (a full disk), always with a one-line message
and never a traceback.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import TextIO

from freecell_qt import __version__
from freecell_qt.cli.arguments import (
    EXIT_OUTPUT as EXIT_OUTPUT,
)
from freecell_qt.cli.arguments import (
    OneLineParser,
    code_conflict,
    output_failed,
    say,
    shown_name,
    silence_stdout,
    whole_number,
)
from freecell_qt.cli.batch import (
    EXIT_INTERRUPTED,
    MAX_JOBS,
    Budget,
    DealListError,
    WorkerStartError,
    is_deal_list,
    parse_deal_list,
    run_batch,
)
from freecell_qt.engine import (
    DealOrder,
    FreeCellError,
    Game,
    GameCode,
    IllegalMoveError,
    Move,
    Position,
    Preset,
    Rules,
    Supermove,
    parse_deal_number,
)
from freecell_qt.engine.pasted import read_as, read_pasted
from freecell_qt.engine.rules import (
    MAX_PILES,
    RuleFields,
    Tableau,
    rules_spec,
)
from freecell_qt.engine.rules.fields import FIELDS, Option, as_fields
from freecell_qt.engine.solution import SolveResult
from freecell_qt.engine.solver import DEFAULT_MAX_NODES, SEARCH_MEMORY, native, solve
from freecell_qt.engine.solver.par import PAR_BUDGET, par
from freecell_qt.storage.bounded_read import (
    ReadError,
    decode_utf8,
    read_file_text,
    read_stream_bytes,
)

EXIT_ILLEGAL = 1
#: Work that could not be done for a reason outside the input (no worker processes).
EXIT_FAILED = 1
EXIT_BAD_INPUT = 2
#: EXIT_OUTPUT (74, sysexits.h's EX_IOERR, from ``arguments``): the output could not be
#: written, which is neither bad input nor an illegal move, so that a script can tell
#: them apart.
#: A board is 10 short lines; far more is not a board (and may be endless).
BOARD_LIMIT = 64 * 1024
#: fc-solve's whole output for a long solution is some kilobytes; a megabyte is plenty.
MOVES_LIMIT = 1024 * 1024
_RULE_LINE = "-=-=-="
_SOLVED_LINE = "This game is solveable."


class CliError(Exception):
    """Input the command cannot use; the message is printed as is."""


#: The commands' parser: errors in one line, help that cannot be written an error.
_Parser = OneLineParser


#: The longest ``--layout`` worth reading: a count of two digits and a comma
#: for each pile a position may keep (Sarlacc's 52).
_LAYOUT_CHARS = 3 * MAX_PILES
#: Seconds as a person writes them, in ASCII digits: ``10``, ``2.5``, ``.5``.
_SECONDS = re.compile(r"[0-9]{1,12}(?:\.[0-9]{0,9})?|\.[0-9]{1,9}")


def _layout(text: str) -> tuple[int, ...]:
    if len(text) > _LAYOUT_CHARS:
        raise argparse.ArgumentTypeError(
            f"{text[:24]!r}...: a layout is at most {MAX_PILES} numbers")
    parts = [part.strip() for part in text.split(",")]
    if not all(part.isascii() and part.isdigit() and len(part) <= 2 for part in parts):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a layout (cards per column, like 7,7,7,7,6,6,6,6)"
        )
    return tuple(int(part) for part in parts)


def _add_rule_options(parser: argparse.ArgumentParser, game_options: bool) -> None:
    games = [p.value for p in Preset]
    parser.add_argument("--game", dest="preset", choices=games, metavar="GAME",
                        help=f"the game: {', '.join(games)} (default freecell)")
    parser.add_argument("--variant", choices=games, help=argparse.SUPPRESS)  # the old name
    parser.add_argument("--cells", type=whole_number, help="free cells, 0 to 11 (FreeCell: 0 "
                        "to 4; default: the game's)")
    for declared in FIELDS:
        if declared.option is not None:
            _add_field_option(parser, declared.option)
    if game_options:
        _add_supermove_option(parser)
        parser.add_argument(
            "--takeback", action="store_true", help="allow cards back from the foundations"
        )


def _add_field_option(parser: argparse.ArgumentParser, option: Option[object]) -> None:
    """A custom game's option, as its field declares it (``fields.FIELDS``);
    left out, it is None, so that the game's own field stands."""
    if option.shape == "choice":
        words = option.choices() if option.choices is not None else []
        parser.add_argument(option.flag, choices=words, help=option.help)
    elif option.shape == "switch":
        parser.add_argument(option.flag, action=argparse.BooleanOptionalAction, default=None,
                            help=option.help)
    elif option.shape == "on":
        parser.add_argument(option.flag, action="store_true", default=None, help=option.help)
    elif option.shape == "number":
        parser.add_argument(option.flag, type=whole_number, metavar=option.metavar,
                            help=option.help)
    else:
        parser.add_argument(option.flag, type=_layout, metavar=option.metavar,
                            help=option.help)


def _add_supermove_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--supermove",
        choices=[s.value for s in Supermove],
        default=Supermove.DOUBLING.value,
        help="sequence move capacity formula (default doubling)",
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
    """Seconds in ASCII digits with an optional point: what ``float`` also takes
    (``١٠``, ``1_0``, ``1e3``, ``nan``) is refused, as in every other number."""
    if text.strip().startswith("-") and _SECONDS.fullmatch(text.strip()[1:]):
        raise argparse.ArgumentTypeError(f"{text[:24]!r}: the timeout cannot be negative")
    if not _SECONDS.fullmatch(text.strip()):
        raise argparse.ArgumentTypeError(f"{text[:24]!r} is not a number of seconds")
    return float(text)


def _positions(text: str) -> int:
    """A position cap: digits only, and short, so a pasted wall of digits is one line."""
    if not (text.isascii() and text.isdigit() and len(text) <= 12 and int(text) > 0):
        raise argparse.ArgumentTypeError(f"{text[:24]!r} is not a number of positions (1 or more)")
    return int(text)


#: The largest memory budget ``--max-memory`` takes, in megabytes (a terabyte).
MOST_MEMORY_MB = 1_000_000
#: Bytes in one of ``--max-memory``'s megabytes.
MEGABYTE = 1024 * 1024


def _megabytes(text: str) -> int:
    """A memory budget in whole megabytes, as bytes: digits only, within reason."""
    if not (text.isascii() and text.isdigit() and len(text) <= 12
            and 1 <= int(text) <= MOST_MEMORY_MB):
        raise argparse.ArgumentTypeError(
            f"{text[:24]!r} is not a number of megabytes (1 to {MOST_MEMORY_MB:,})")
    return int(text) * MEGABYTE


def _jobs(text: str) -> int:
    """A worker count within reason: each worker is a whole interpreter."""
    if not (text.isascii() and text.isdigit() and len(text) <= 3
            and 1 <= int(text) <= MAX_JOBS):
        raise argparse.ArgumentTypeError(f"{text[:24]!r} is not a number of jobs (1 to {MAX_JOBS})")
    return int(text)


def solve_budget(timeout: float | None, max_positions: int | None,
                 max_bytes: int = SEARCH_MEMORY) -> Budget:
    """The limits the search gets: each option given bounds it, and one alone
    lifts the default cap, so that ``--timeout 100`` really gives 100 seconds.
    The memory budget holds whatever else is given."""
    if timeout is None and max_positions is None:
        return Budget(DEFAULT_MAX_NODES, None, max_bytes=max_bytes)
    return Budget(max_positions, timeout, max_bytes=max_bytes)


def _add_solve_parser(commands: argparse._SubParsersAction[_Parser]) -> None:
    solver = commands.add_parser(
        "solve", help="solve a deal or a board: the moves, or a proof that there are none"
    )
    source = solver.add_mutually_exclusive_group(required=True)
    source.add_argument("game", metavar="N|CODE|LIST", nargs="?",
                        help="deal number, game code, or deals like 1-1000 or 1-10,20,30-35 "
                        "(one line per deal, then a summary)")
    source.add_argument("--board", metavar="FILE", help="solve a board file ('-' = stdin)")
    _add_rule_options(solver, game_options=False)
    _add_supermove_option(solver)
    solver.add_argument(
        "--timeout",
        type=_seconds,
        metavar="S",
        help="give up after S seconds (alone: no position limit; default: after a million "
        "positions)",
    )
    solver.add_argument(
        "--max-memory",
        type=_megabytes,
        default=SEARCH_MEMORY,
        metavar="MB",
        help=f"give up once the search has taken MB megabytes of memory (default "
        f"{SEARCH_MEMORY // MEGABYTE}, as in the app); near it the search lets some of "
        "its searches go",
    )
    solver.add_argument(
        "--max-positions",
        type=_positions,
        metavar="N",
        help=f"give up after N positions (alone: no time limit; default {DEFAULT_MAX_NODES:,}); "
        f"the exhaustive search in C counts {native.SHARED_WEIGHT} to {native.WEIGHT} of its "
        "positions as one",
    )
    solver.add_argument(
        "--shortest", action="store_true",
        help="print the par: the shortest solution the par search finds, never longer than "
        "the solution without this option and the same on every machine; --max-positions "
        f"is then its budget (default {PAR_BUDGET:,}), and --timeout is refused",
    )
    solver.add_argument(
        "--jobs", type=_jobs, default=1, metavar="N",
        help="solve a list of deals with N worker processes (default 1); no more are "
        "started than there are deals or processors",
    )


def custom_fields(args: argparse.Namespace) -> RuleFields:
    """The custom rule options given, as ``Rules`` fields (an option that is
    only switched on, ``--suit-cells``, is given only when it is)."""
    given: dict[str, object] = {}
    for declared in FIELDS:
        option = declared.option
        if option is None:
            continue
        parsed = getattr(args, option.dest, None)
        if parsed is not None and (parsed or option.shape != "on"):
            given[declared.name] = option.take(parsed)
    return as_fields(given)


def requested_rules(game: str | None, cells: int | None, fields: RuleFields) -> Rules:
    """The game that ``--game``, ``--cells`` and the custom options name together.

    Custom options start from the named preset's fields (FreeCell's when none is
    named); if the result is some preset's row, it is that preset.
    """
    preset = Preset.parse(game) if game else Preset.FREECELL
    if not fields:
        return Rules(preset, cells)
    base = Rules(preset) if preset is not Preset.CUSTOM else Rules()
    # The game's own fields, those no option sets included (Flipper's covering
    # cells); its columns going round only where its base alone would not say so.
    start = base.fields()
    # A deal by suits has a layout of its own; so has one that leaves it, and
    # so has a change to what the layout deals.
    suits_changed = "deal" in fields and (fields["deal"] is DealOrder.SUITS) != (
        base.deal is DealOrder.SUITS)
    if any(declared.shapes_layout and declared.name in fields for declared in FIELDS) or (
            "layout" in fields or suits_changed):
        del start["layout"]
    # Piles in interlocking tiers are as many as the tiers lay: a game that
    # takes them up or leaves them has its columns from the tableau (Rules).
    if ("layout" in fields or Tableau.INTERLOCK in (base.tableau, fields.get("tableau"))) \
            and "columns" not in fields:
        del start["columns"]
    start.update(fields)
    chosen = base.cells if cells is None else cells
    return Rules(Preset.CUSTOM, chosen, **start)


def _rules_conflict(code: GameCode, args: argparse.Namespace) -> str:
    """Why the rule options contradict ``code`` ("" when they agree with it)."""
    game = args.preset or args.variant
    conflict = code_conflict(code, Preset.parse(game) if game else None, args.cells)
    if conflict:
        return conflict
    for name, value in custom_fields(args).items():
        held = getattr(code.rules, name)
        if held != value:
            shown = getattr(held, "value", held)
            given = getattr(value, "value", value)
            if isinstance(held, tuple) and isinstance(value, tuple):
                shown = ",".join(str(n) for n in held)
                given = ",".join(str(n) for n in value)
            return f"the code {code} has {name} {shown}, not {given}"
    return ""


def _rules(args: argparse.Namespace, code: GameCode | None = None) -> Rules:
    """The rules the arguments name, with the player's options.

    Only a code the player typed can contradict the options; a code made from
    a deal number and the options (``_game_code``) is theirs by construction,
    even where they turn a preset into a custom game (``--game opus
    --sequence supermove``), so it is not checked against ``--game`` again.
    """
    if code is not None and GameCode.looks_like_code(args.game):
        conflict = _rules_conflict(code, args)
        if conflict:
            raise CliError(conflict)
        rules = code.rules
    else:
        if args.preset and args.variant and args.preset != args.variant:
            raise CliError(f"--game {args.preset} and --variant {args.variant} disagree")
        rules = requested_rules(args.preset or args.variant, args.cells, custom_fields(args))
    return rules.with_options(
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
    subject = (f"the {what} on standard input" if name == "-"
               else f"the {what} file {shown_name(name)}")
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


def _names_rules(args: argparse.Namespace) -> bool:
    """Whether the options name the rules (a game, a cell count, a custom field)."""
    return bool(args.preset or args.variant or args.cells is not None
                or custom_fields(args))


def _board_game(args: argparse.Namespace, stdin: TextIO | None) -> Game:
    """The game of ``--board``, read as ``freecell-qt`` reads it (``engine.pasted``):
    by the rules the options name, else by the first game of the board's shape
    (its ``Rules:`` line first), so that what ``freecell play`` prints, ``Score:``
    line and all, and a copied position read back the same everywhere."""
    text = _read_board(args.board, stdin)
    if _names_rules(args):
        rules = _rules(args)
        return Game(rules, read_as(text, rules))
    # A board of two or three decks is read as such: no --game needed for it.
    found, position = read_pasted(text, Rules())
    options = _rules(args)  # FreeCell's, with the player's options
    return Game(found.with_options(options.supermove, options.takeback), position)


def _board_text(position: Position, rules: Rules, *, colon: bool = False) -> str:
    """fc-solve's board text of ``position``, behind a ``Rules:`` line where the
    board alone would be read back as another game.

    fc-solve's text has no word for cells by suit, so a Four Colours board would
    come back as Seven by Four, its twin in shape; fc-solve cannot play those
    games anyway, so the line costs it nothing it could do.
    """
    text = position.to_text(colon=colon)
    if not rules.suit_cells or position.is_won:
        return text
    try:
        same = read_pasted(text, Rules())[0] == rules.without_options()
    except FreeCellError:
        same = False
    return text if same else f"Rules: {rules_spec(rules)}\n{text}"


def _cmd_deal(args: argparse.Namespace, out: TextIO) -> int:
    code = _game_code(args)
    game = Game.from_code(code)
    out.write(_board_text(game.start, game.rules))
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
        game = _board_game(args, stdin)
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
            out.write(_board_text(game.position, game.rules, colon=True))
            out.write(f"Score: {game.score}\n")
            sys.stderr.write(f"freecell: move {index} ({token}) is illegal: {error}\n")
            return EXIT_ILLEGAL
    out.write(_board_text(game.position, game.rules, colon=True))
    out.write(f"Score: {game.score}\n")
    if game.is_won:
        out.write("won\n")
    return 0


def _cmd_solve(args: argparse.Namespace, out: TextIO, stdin: TextIO | None) -> int:
    if args.shortest and args.timeout is not None:
        raise CliError("--shortest is bounded by positions, never by time: "
                       "give --max-positions rather than --timeout")
    if (args.board is None and not GameCode.looks_like_code(args.game)
            and is_deal_list(args.game)):
        try:
            ranges = parse_deal_list(args.game)
        except DealListError as error:
            raise CliError(str(error)) from None
        budget = (Budget(args.max_positions, None, shortest=True) if args.shortest
                  else solve_budget(args.timeout, args.max_positions, args.max_memory))
        return run_batch(ranges, _rules(args), budget, args.jobs, out, sys.stderr)
    if args.board is not None:
        board = _board_game(args, stdin)
        rules, start = board.rules, board.start
    else:
        code = _game_code(args)
        rules = _rules(args, code)
        start = Game.from_code(code, rules).start
    if args.shortest:
        found = par(start, rules, PAR_BUDGET if args.max_positions is None
                    else args.max_positions)
        result = SolveResult(found.status, found.moves, found.positions)
    else:
        budget = solve_budget(args.timeout, args.max_positions, args.max_memory)
        result = solve(start, rules, max_nodes=budget.max_nodes, timeout=budget.timeout,
                       max_bytes=budget.max_bytes)
    if result.status == "solved":
        count = len(result.moves)
        out.write(f"solved in {count} move{'' if count == 1 else 's'}\n")
        words = [str(move) for move in result.moves]
        for first in range(0, len(words), 10):
            out.write(" ".join(words[first : first + 10]) + "\n")
    elif result.status == "unsolvable":
        out.write("unsolvable\n")
    elif result.out_of_memory:
        out.write(f"unknown after {result.seconds:.1f} s: the search reached its "
                  f"{args.max_memory // MEGABYTE} MB of memory\n")
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
    except WorkerStartError as error:
        sys.stderr.write(f"freecell: {error}\n")
        return EXIT_FAILED


def run() -> None:
    """Console-script entry point.

    A reader that stops early (``freecell solve 1 | head -2``) closes the pipe;
    that is the reader's choice, not an error, so the command ends quietly.
    An output that takes nothing more (``> /dev/full``, a full disk) is an
    error the person must hear of: one line, and status 74. Ctrl+C during a
    long search is the person's choice too: one line, and the shell's status
    for an interrupted command.

    Reading input never gets here with an ``OSError`` (``bounded_read`` words
    it), nor does starting the workers (``batch``), so one here is the output's.
    """
    try:
        status = main()
        sys.stdout.flush()
    except KeyboardInterrupt:
        say("freecell: interrupted\n")
        status = EXIT_INTERRUPTED
    except BrokenPipeError:
        silence_stdout()
        status = 1
    except OSError as error:
        status = output_failed("freecell", error)
    sys.exit(status)


if __name__ == "__main__":
    run()
