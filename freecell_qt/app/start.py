"""The ``freecell-qt`` entry point: arguments, system check, application, window.

``freecell-qt --deal 11982`` or ``--code FC1-C4-AAAAAKH`` opens that game, the
desktop form of sharing a deal by link; ``--board FILE`` (``-``: standard input,
as in ``freecell deal 5 | freecell-qt --board -``) opens a position. Arguments
are checked before any window opens, so a bad code or board gets a one-line
message and exit status 2.

Then the start settles which instance keeps the data folder (see
``storage/single_instance.py``): the one that does listens for later starts,
puts the game on the table, and only then shows its window. A signal that ends
the process (logging out, a shutdown) quits as the Quit action does, so
the game in progress is saved.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import socket
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from freecell_qt import APP_ID, __version__
from freecell_qt.app import system_check
from freecell_qt.cli.arguments import (
    OneLineParser,
    code_conflict,
    output_failed,
    shown_name,
    silence_stdout,
    whole_number,
)
from freecell_qt.engine import (
    PRESETS,
    FreeCellError,
    GameCode,
    Position,
    Preset,
    Rules,
    parse_deal_number,
)

APP_NAME = "freecell-qt"
ORGANIZATION = "FreeCell Qt"
EXIT_BAD_INPUT = 2
#: ``--board`` names standard input with this, as the ``freecell`` command does.
STANDARD_INPUT = "-"
#: The hidden option that carries a board's text from a second start to the running
#: window; its prefix is no other option's, so abbreviations keep working.
PIPED_BOARD = "--piped-board"
#: Signals that end the app as Quit does, with the final save.
QUIT_SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP")

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget


def _not_blank(what: str) -> Callable[[str], str]:
    """An option's text, refused when it is empty or only spaces.

    An empty ``--deal ''`` (a script's variable that was never set) asks for
    no deal in particular; starting a random one instead would hide the
    mistake, so it is refused as any other bad argument is.
    """

    def check(text: str) -> str:
        if not text.strip():
            raise argparse.ArgumentTypeError(f"an empty text is no {what}")
        return text

    return check


def build_parser() -> argparse.ArgumentParser:
    # Errors in one line, as ``freecell`` prints them; help that cannot be written is
    # an error (status 74), not a silent success.
    parser = OneLineParser(prog=APP_NAME, description="FreeCell solitaire.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--deal", metavar="N", type=_not_blank("deal number"),
                       help="play Microsoft deal number N")
    which.add_argument("--code", metavar="CODE", type=_not_blank("game code"),
                       help="play a game code, e.g. FC1-C4-AAAAAKH")
    which.add_argument("--board", metavar="FILE", type=_not_blank("board file"),
                       help="play the position in FILE ('-' = standard input): fc-solve's "
                            "board text, as 'freecell deal' prints it (with --game, by that "
                            "game's rules)")
    # A second start hands the running window the board it read from its standard
    # input under this name (see _with_board_path_absolute); no one types it.
    which.add_argument(PIPED_BOARD, dest="piped_board", help=argparse.SUPPRESS)
    games = [preset.value for preset in PRESETS]
    parser.add_argument("--game", choices=games, metavar="GAME",
                        help="the game to play: " + ", ".join(games))
    parser.add_argument("--variant", choices=games, help=argparse.SUPPRESS)  # the old name
    parser.add_argument("--cells", type=whole_number, metavar="K",
                        help="free cells, where the game offers a choice (FreeCell: 0 to 4)")
    parser.add_argument("--self-test", action="store_true",
                        help="play a known deal offscreen, check the result and exit")
    parser.add_argument("--deck", metavar="NAME", type=_not_blank("deck name"),
                        help="play with this card deck and keep it (see --list-decks)")
    parser.add_argument("--list-decks", action="store_true",
                        help="list the card decks installed (id, origin, name, file) and exit")
    return parser


def list_decks() -> int:
    """``--list-decks``: one line a deck, its id, origin (ours, KDE, GNOME), name and file.

    Tab-separated, so that a script can cut the id it passes to ``--deck``.
    """
    from freecell_qt.table.decks import find_decks

    for deck in find_decks():
        where = "-" if deck.path is None else str(deck.path)
        sys.stdout.write(f"{deck.id}\t{deck.origin_name}\t{deck.name}\t{where}\n")
    sys.stdout.flush()
    return 0


def requested_deck(name: str | None) -> str | None:
    """The id of the deck ``--deck`` names (an id, a name, or a folder or file name)."""
    if name is None:
        return None
    from freecell_qt.table.decks import find_deck, find_decks

    decks = find_decks()
    deck = find_deck(name, decks)
    if deck is None:
        known = ", ".join(deck.id for deck in decks)
        raise FreeCellError(f"no card deck {name!r} is installed; the decks here are: {known}")
    return deck.id


def requested_game(args: argparse.Namespace) -> tuple[GameCode | None, Preset | None, int | None]:
    """The game the arguments ask for; raises ``FreeCellError`` for bad input."""
    if args.game and args.variant and args.game != args.variant:
        raise FreeCellError(f"--game {args.game} and --variant {args.variant} disagree")
    name = args.game or args.variant
    preset = Preset.parse(name) if name else None
    if args.code is not None:
        code = GameCode.parse(args.code)
        conflict = code_conflict(code, preset, args.cells)
        if conflict:
            raise FreeCellError(conflict)
        return code, code.game, code.cells
    if preset is not None or args.cells is not None:
        # Refused here, with the rules' own reason, rather than after a window opened.
        Rules(preset or Preset.FREECELL, args.cells)
    if args.deal is not None:
        number = parse_deal_number(args.deal)
        rules = Rules(preset or Preset.FREECELL, args.cells)
        return GameCode.for_rules(rules, number), rules.game, rules.cells
    return None, preset, args.cells


def _read_standard_input(limit: int) -> str:
    """At most ``limit`` bytes of standard input as UTF-8 text; ``ReadError`` otherwise.

    The bytes are read from the stream's ``buffer`` and decoded here, as for a
    board file, so that input that is not UTF-8 gets one line rather than a
    traceback whatever the locale; a text stream without a buffer is read as is,
    a character more than allowed telling "too large" without reading all of it.
    A closed standard input (``0<&-``, or none at all for a GUI start on Windows)
    is ``None``, or a stream that raises ``ValueError`` once read.
    """
    from freecell_qt.storage.bounded_read import ReadError, decode_utf8, read_stream_bytes

    closed = ReadError("cannot be read (it is closed)")
    stream = sys.stdin
    if stream is None:
        raise closed
    buffer = getattr(stream, "buffer", None)
    try:
        if buffer is not None:
            return decode_utf8(read_stream_bytes(buffer, limit))
        text = stream.read(limit + 1)
    except ReadError:
        raise
    except UnicodeDecodeError:
        raise ReadError("is not text") from None
    except ValueError:  # "I/O operation on closed file"
        raise closed from None
    except OSError as error:
        raise ReadError(f"cannot be read ({error.strerror or error})") from None
    if len(text) > limit:
        raise ReadError(f"is too large (more than {limit} characters)")
    return text


def board_text(args: argparse.Namespace) -> str | None:
    """The text of the board the arguments name: ``--board``'s file or standard input,
    or the text a second start handed over; ``FreeCellError`` when it cannot be read."""
    piped = getattr(args, "piped_board", None)
    if piped is not None:
        return str(piped)
    if args.board is None:
        return None
    from freecell_qt.engine.pasted import MAX_CHARS
    from freecell_qt.storage.bounded_read import ReadError, read_file_text

    try:
        if args.board == STANDARD_INPUT:
            return _read_standard_input(MAX_CHARS)
        return read_file_text(args.board, MAX_CHARS)
    except ReadError as error:
        where = ("the board on standard input" if args.board == STANDARD_INPUT
                 else shown_name(args.board))
        raise FreeCellError(f"{where} {error}") from None


def requested_board(args: argparse.Namespace) -> tuple[Rules, Position] | None:
    """The position ``--board`` names and the rules it is played by (``--game``'s,
    or the first that hold it); ``FreeCellError`` naming the first problem."""
    text = board_text(args)
    return None if text is None else board_from_text(text, args)


def board_from_text(text: str, args: argparse.Namespace) -> tuple[Rules, Position]:
    """The position of a board text played by the rules the arguments name (``--game``'s,
    or the first that hold it); ``FreeCellError`` naming the first problem."""
    from freecell_qt.engine.pasted import read_as, read_pasted

    name = args.game or args.variant
    if name is None and args.cells is None:
        # A board of two or three decks is read as such: no --game needed for it.
        return read_pasted(text, Rules())
    # The rules the options name, as ``freecell play --board`` reads them.
    rules = Rules(Preset.parse(name) if name else Preset.FREECELL, args.cells)
    return rules, read_as(text, rules)


def board_from_arguments(arguments: Sequence[str]) -> tuple[Rules, Position] | None:
    """The board another start of the app was given; ``None`` for none or a bad one.

    ``--board -`` is refused here: the running window's standard input is not
    the one the other start was given (and reading a terminal would freeze the
    window). A second start sends its piped board as text instead.
    """
    try:
        args = build_parser().parse_args(list(arguments))
        if args.board == STANDARD_INPUT:
            return None
        return requested_board(args)
    except (SystemExit, FreeCellError):
        return None


def _with_board_path_absolute(arguments: Sequence[str],
                              piped: str | None = None) -> list[str]:
    """The arguments as a running window reads them.

    From the window's own folder, a relative ``--board`` path would name
    another file, so it is made absolute. ``--board -`` names this start's
    standard input, which the window cannot read: the board read from it,
    ``piped``, goes along instead as ``--piped-board=TEXT``, and the window
    reads that text with the same ``--game`` and ``--cells`` as this start did,
    so both come to the same position by the same rules. Handing over the text
    itself needs no temporary file that someone would have to remove, and it
    stays small: only the board's lines go, each with single spaces (what the
    reader sees of a line is its words), well within a hand-over message.
    Without ``piped``, ``-`` is left as it is, and the window ignores it.
    """
    fixed: list[str] = []
    items = list(arguments)
    index = 0
    while index < len(items):
        argument = items[index]
        if argument == "--board" and index + 1 < len(items):
            value = items[index + 1]
            index += 2
            if value == STANDARD_INPUT:
                fixed += ([f"{PIPED_BOARD}={_compact(piped)}"] if piped is not None
                          else [argument, value])
            else:
                fixed += [argument, os.path.abspath(value)]
            continue
        if argument.startswith("--board="):
            value = argument.split("=", 1)[1]
            if value != STANDARD_INPUT:
                argument = "--board=" + os.path.abspath(value)
            elif piped is not None:
                argument = f"{PIPED_BOARD}={_compact(piped)}"
        fixed.append(argument)
        index += 1
    return fixed


def _compact(text: str) -> str:
    """A board's lines alone, without blank lines and runs of spaces, read as the same
    board: the ``Score:`` and ``won`` lines ``freecell play`` adds are left out, so
    that the hand-over stays small whatever followed the board."""
    from freecell_qt.engine.pasted import board_lines

    lines = board_lines(text).splitlines()
    return "\n".join(" ".join(line.split()) for line in lines if line.strip()) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
    except BrokenPipeError:  # a reader that stopped early: its choice, as for freecell
        silence_stdout()
        return 1
    except OSError as error:  # --help or --version into an output that takes nothing
        return output_failed(APP_NAME, error)
    if args.self_test:
        from freecell_qt.app.self_test import run_self_test

        return run_self_test(make_application)
    if args.list_decks:
        try:
            return list_decks()
        except BrokenPipeError:
            silence_stdout()
            return 1
        except OSError as error:
            return output_failed(APP_NAME, error)
    try:
        deck = requested_deck(args.deck)
        code, preset, cells = requested_game(args)
        text = board_text(args)
        board = None if text is None else board_from_text(text, args)
    except FreeCellError as error:
        sys.stderr.write(f"{APP_NAME}: {error}\n")
        return EXIT_BAD_INPUT
    problems = system_check.problems()
    if problems:
        for problem in problems:
            sys.stderr.write(f"{APP_NAME}: {problem}\n")
        return 1

    import PySide6.QtCore  # noqa: F401  (first, so that its scan is skipped at once)

    from freecell_qt.app import feature_scan

    feature_scan.skip()
    from freecell_qt.app import crash_report, i18n
    from freecell_qt.controller import GameController
    from freecell_qt.services.autosave import Autosave
    from freecell_qt.services.single_instance import MAX_MESSAGE, Claim, SingleInstance
    from freecell_qt.storage.preferences import Preferences
    from freecell_qt.windows import session
    from freecell_qt.windows.colour_scheme import scheme
    from freecell_qt.windows.main_window import MainWindow

    app = make_application()
    crash_report.install()  # from here on, an error in a handler is logged and told
    # Before anything reads or writes the data folder: one start keeps it, the
    # others hand their arguments over and leave.
    instance = SingleInstance()
    piped = text if args.board == STANDARD_INPUT else None
    claim = instance.claim(_with_board_path_absolute(sys.argv[1:] if argv is None
                                                     else list(argv), piped))
    if claim is Claim.HANDED_OVER:
        return 0  # the running window took the request
    if claim is Claim.NO_ANSWER:
        say_no_answer()
        return 1
    if claim is Claim.TOO_LARGE:
        sys.stderr.write(f"{APP_NAME}: FreeCell Qt is already running, and these arguments "
                         f"are too long to hand to it (at most {MAX_MESSAGE:,} bytes)\n")
        return 1
    # Listening comes before the slow part (resuming a long game): a start
    # arriving meanwhile waits in the queue instead of opening a window.
    instance.listen()
    prefs = Preferences()
    if deck is not None:
        prefs.set("deck", deck)  # kept for the next start too
    # Before any window exists: widgets take their words when they are built,
    # and the first frame is painted light or dark as chosen, with no flash.
    i18n.install_preferred(prefs.language)
    scheme().follow(prefs)
    controller = GameController(prefs)
    window = MainWindow(controller)
    instance.received.connect(lambda arguments: window.answer_second_start(
        code_from_arguments(arguments), board_from_arguments(arguments)))
    # The game is on the table before the window is: no other deal flashes by.
    session.start_first_game(window, Autosave(controller, parent=window), code, preset, cells,
                             board)
    window.show()
    # The window the player just started takes the keyboard: without this, an X
    # screen with no window manager never makes it active, and every shortcut
    # (Ctrl+Z, H, ...) is lost while plain keys still reach the table.
    window.activateWindow()
    if prefs.problem:
        session.show_notice(window, prefs.problem)
    with quit_on_signals(window):
        status = app.exec()
    instance.release()
    from freecell_qt.table.card_painter import drop_pictures

    drop_pictures()
    return status


def say_no_answer() -> None:
    """Tell the player, on the terminal and on screen, why no window opened."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    text = QCoreApplication.translate(
        "App", "FreeCell Qt is already running for this player, but it does not answer. "
               "Close it (or wait until it answers), then start the game again.")
    sys.stderr.write(f"{APP_NAME}: {text}\n")
    QMessageBox.warning(None, QCoreApplication.translate("App", "FreeCell Qt"), text)


@contextlib.contextmanager
def quit_on_signals(window: QWidget) -> Iterator[None]:
    """Quit as the Quit action does on SIGTERM, SIGINT or SIGHUP: the player logging out, a
    system shutting down, Ctrl+C in a terminal. The window closes, so the statistics
    and the game in progress get their final write, and the exit status is 0.

    Python runs its signal handlers between two of its own instructions, and none
    run while Qt's loop waits for events. So the signal also writes a byte to a
    socket (``signal.set_wakeup_fd``) that a ``QSocketNotifier`` watches: the loop
    wakes, and the handler runs. It only queues the quit, which then happens from
    the loop, never in the middle of whatever Python code the signal interrupted.
    """
    from PySide6.QtCore import QSocketNotifier, QTimer
    from PySide6.QtWidgets import QApplication

    def close() -> None:
        window.close()
        QApplication.quit()  # also ends the loop of a dialog that was open

    def handler(_number: int, _frame: object) -> None:
        QTimer.singleShot(0, close)

    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(lambda *_: _drain(reader))
    numbers = [getattr(signal, name) for name in QUIT_SIGNALS if hasattr(signal, name)]
    previous_fd = signal.set_wakeup_fd(writer.fileno())
    previous = {number: signal.signal(number, handler) for number in numbers}
    try:
        yield
    finally:
        for number, action in previous.items():
            signal.signal(number, action)
        signal.set_wakeup_fd(previous_fd)
        notifier.setEnabled(False)
        reader.close()
        writer.close()


def _drain(reader: socket.socket) -> None:
    with contextlib.suppress(OSError):
        while reader.recv(64):
            pass


def make_application() -> QApplication:
    """The application object, named so that settings, the desktop and the dock agree.

    The desktop file name is the app id: Wayland compositors and docks match
    the window to its desktop file (and so to its icon and name) by it.
    """
    from PySide6.QtWidgets import QApplication

    from freecell_qt.resources import app_icon

    # instance() is typed as the QCoreApplication it may be; the game's is a QApplication.
    # Its first argument is the app's name, not the script's: X11 takes the window's
    # class (WM_CLASS) from it, which under ``python -m freecell_qt`` (``make run``)
    # would read ``__main__.py`` in the task bar and the window manager's rules.
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([APP_NAME])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("FreeCell Qt")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    return app


def code_from_arguments(arguments: Sequence[str]) -> GameCode | None:
    """The deal another start of the app was given; ``None`` for none or a bad one."""
    try:
        return requested_game(build_parser().parse_args(list(arguments)))[0]
    except (SystemExit, FreeCellError):
        return None


def run() -> None:
    """GUI-script entry point (and the frozen app's).

    ``freeze_support`` comes first in a frozen app: a process started through
    ``multiprocessing`` is this same executable started again, and must become
    that process before any argument is read (PyInstaller makes this so on
    every platform). Outside a frozen app it does nothing, and ``multiprocessing``
    (a few MB of the window) is not even imported.
    """
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
