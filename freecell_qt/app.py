"""The ``freecell-qt`` entry point: arguments, system check, application, window.

``freecell-qt --deal 11982`` or ``--code FC1-C4-AAAAAKH`` opens that game, the
desktop form of sharing a deal by link. Arguments are checked before any
window opens, so a bad code gets a one-line message and exit status 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from freecell_qt import __version__, system_check
from freecell_qt.engine import FreeCellError, GameCode, Rules, Variant, parse_deal_number

APP_NAME = "freecell-qt"
ORGANIZATION = "FreeCell Qt"
EXIT_BAD_INPUT = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=APP_NAME, description="FreeCell solitaire.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--deal", metavar="N", help="play Microsoft deal number N")
    which.add_argument("--code", metavar="CODE", help="play a game code, e.g. FC1-C4-AAAAAKH")
    parser.add_argument("--variant", choices=[v.value for v in Variant])
    parser.add_argument("--cells", type=int, choices=range(1, 5), metavar="K",
                        help="free cells, 1 to 4")
    return parser


def requested_game(args: argparse.Namespace) -> tuple[GameCode | None, Variant | None, int | None]:
    """The game the arguments ask for; raises ``FreeCellError`` for bad input."""
    variant = Variant(args.variant) if args.variant else None
    if args.code:
        code = GameCode.parse(args.code)
        if variant is not None and variant is not code.variant:
            raise FreeCellError(f"the code {code} is {code.variant.title}, not {variant.title}")
        if args.cells is not None and args.cells != code.cells:
            raise FreeCellError(f"the code {code} has {code.cells} free cells, not {args.cells}")
        return code, code.variant, code.cells
    if args.deal:
        number = parse_deal_number(args.deal)
        rules = Rules(variant or Variant.FREECELL,
                      4 if variant is Variant.FORECELL else (args.cells or 4))
        return GameCode.for_rules(rules, number), rules.variant, rules.cells
    if variant is Variant.FORECELL and args.cells not in (None, 4):
        raise FreeCellError("ForeCell is played with 4 free cells")
    return None, variant, args.cells


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code, variant, cells = requested_game(args)
    except FreeCellError as error:
        sys.stderr.write(f"{APP_NAME}: {error}\n")
        return EXIT_BAD_INPUT
    problems = system_check.problems()
    if problems:
        for problem in problems:
            sys.stderr.write(f"{APP_NAME}: {problem}\n")
        return 1

    from PySide6.QtWidgets import QApplication

    from freecell_qt.controller import GameController
    from freecell_qt.storage.preferences import Preferences
    from freecell_qt.windows.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName("FreeCell Qt")
    app.setApplicationVersion(__version__)
    prefs = Preferences()
    controller = GameController(prefs)
    window = MainWindow(controller)
    window.show()
    window.start(code, prefs.rules(variant, cells) if code is None else None)
    return app.exec()


def run() -> None:
    """GUI-script entry point."""
    sys.exit(main())
