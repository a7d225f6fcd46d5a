"""Compile the solver's hot modules to C with mypyc, where a compiler is at hand.

The solver is plain typed Python (``mypy --strict`` clean), and mypyc turns
those same sources into C extension modules that run the search about 1.6
times as fast, which the verdict budget and the hints feel directly. Nothing
else changes: the ``.py`` files ship beside the compiled modules, and where the
build cannot compile (no C compiler or Python headers, ``FREECELL_QT_PURE=1``),
the extensions are optional and the package installs as pure Python.

The exhaustive search (``solver/_exhaust_*.c``, see ``solver/native.py``) is C
from the start and builds the same way, three times (one deck, up to three,
and one deck's piles in overlapping tiers):
optional, so that without a compiler the package still installs and the
portfolio runs without it.

Everything else about the package lives in ``pyproject.toml``.
"""

from __future__ import annotations

import os
import warnings

from setuptools import Extension, setup

#: The solver modules compiled, in ``freecell_qt/engine/solver``.
COMPILED = ("search", "moves", "state", "heuristic", "visited", "orderings", "macros", "replay",
            "shorten", "piles", "interlock", "covers")
#: mypyc's shared runtime for them, a module inside the package.
GROUP = "freecell_qt.engine.solver.native"
#: The search in C: one extension module, ``_exhaust``, built from a file per
#: job (``_exhaust.h`` says which does what) in this folder.
NATIVE = "freecell_qt/engine/solver"
NATIVE_PARTS = ("module", "moves", "visited", "prove", "best", "shorten", "ledger")


def extensions() -> list[Extension]:
    if os.environ.get("FREECELL_QT_PURE"):
        return []
    from mypyc.build import mypycify

    built = mypycify(
        [f"freecell_qt/engine/solver/{name}.py" for name in COMPILED],
        opt_level="3",
        debug_level="0",
        group_name=GROUP,
    )
    built.append(Extension(
        "freecell_qt.engine.solver._exhaust",
        [f"{NATIVE}/_exhaust_{part}.c" for part in NATIVE_PARTS],
        # Listed so that a changed header rebuilds it, and so that the sdist carries it.
        depends=[f"{NATIVE}/_exhaust.h"],
        extra_compile_args=[] if os.name == "nt" else ["-O2", "-std=c99"],
    ))
    # The same sources with room for three decks and 12 cells, in one unit
    # (``_exhaust_decks.c``): the games of several decks.
    built.append(Extension(
        "freecell_qt.engine.solver._exhaust_decks",
        [f"{NATIVE}/_exhaust_decks.c"],
        depends=[f"{NATIVE}/_exhaust.h", *(f"{NATIVE}/_exhaust_{part}.c" for part in NATIVE_PARTS)],
        extra_compile_args=[] if os.name == "nt" else ["-O2", "-std=c99"],
    ))
    # The same sources with room for Sarlacc's 52 piles in overlapping tiers,
    # in one unit (``_exhaust_tiers.c``): the one-deck build keeps 14 columns.
    built.append(Extension(
        "freecell_qt.engine.solver._exhaust_tiers",
        [f"{NATIVE}/_exhaust_tiers.c"],
        depends=[f"{NATIVE}/_exhaust.h", *(f"{NATIVE}/_exhaust_{part}.c" for part in NATIVE_PARTS)],
        extra_compile_args=[] if os.name == "nt" else ["-O2", "-std=c99"],
    ))
    for extension in built:
        extension.optional = True  # no compiler: a pure-Python install, not a failed one
    return built


# With extension modules, an editable install warns that a folder named like
# the package in the working directory may be imported instead of it: here
# that folder is the package itself, which the install points to anyway.
warnings.filterwarnings("ignore", message="Editable installation")
setup(ext_modules=extensions())
