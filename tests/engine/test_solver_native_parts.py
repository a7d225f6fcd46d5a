"""The search in C is one extension module, ``solver._exhaust``, built from a
file per job (``solver/_exhaust.h`` lists them), and built again for several
decks as ``solver._exhaust_decks``, and for piles in overlapping tiers as
``solver._exhaust_tiers``, each from one file that takes in every part:
setup.py must compile each part into all three and name the header, or an install,
an sdist or a rebuild after a change to the header quietly lacks the search
or runs an old one."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import setuptools

from tests.engine.test_compiled import PACKAGE

ROOT = Path(__file__).resolve().parents[2]
NAME = "freecell_qt.engine.solver._exhaust"
DECKS_NAME = "freecell_qt.engine.solver._exhaust_decks"
#: The file of the build for several decks, which includes the parts.
DECKS_SOURCE = "_exhaust_decks.c"
TIERS_NAME = "freecell_qt.engine.solver._exhaust_tiers"
#: The file of the build for piles in tiers (room for 64 columns).
TIERS_SOURCE = "_exhaust_tiers.c"


@pytest.fixture
def setup_script(monkeypatch):
    """setup.py as a module, without building anything: ``setup`` and
    mypyc's compiler stand aside, and only the C search's extension is made."""
    import mypyc.build

    monkeypatch.delenv("FREECELL_QT_PURE", raising=False)
    monkeypatch.setattr(setuptools, "setup", lambda **_: None)
    monkeypatch.setattr(mypyc.build, "mypycify", lambda *_, **__: [])
    spec = importlib.util.spec_from_file_location("setup_under_test", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_part_is_compiled_into_the_one_module(setup_script):
    (extension,) = [built for built in setup_script.extensions() if built.name == NAME]
    sources = [Path(source) for source in extension.sources]
    assert {source.name for source in sources} == {
        path.name for path in PACKAGE.glob("_exhaust_*.c")} - {DECKS_SOURCE, TIERS_SOURCE}
    assert all((ROOT / source).is_file() for source in sources)
    # one file defines the module, and the old single file is gone
    assert sum("MODULE_INIT(void)" in (ROOT / source).read_text() for source in sources) == 1
    assert not (PACKAGE / "_exhaust.c").exists()


@pytest.mark.parametrize(("name", "source", "room"), [
    (DECKS_NAME, DECKS_SOURCE, "#define DECKS 3"),
    (TIERS_NAME, TIERS_SOURCE, "#define MAX_COLUMNS 64"),
], ids=["decks", "tiers"])
def test_the_build_for_several_decks_takes_in_every_part(setup_script, name, source, room):
    """Its one file includes each part, so a part added to the one-deck
    build and left out here would be a link error no test run reports; so
    does the build for piles in tiers."""
    (one_deck,) = [built for built in setup_script.extensions() if built.name == NAME]
    (decks,) = [built for built in setup_script.extensions() if built.name == name]
    assert [Path(path).name for path in decks.sources] == [source]
    text = (PACKAGE / source).read_text()
    assert room in text
    for part in one_deck.sources:
        assert f'#include "{Path(part).name}"' in text
    # a change to a part or the header rebuilds it
    assert {Path(path).name for path in decks.depends} == {
        "_exhaust.h", *(Path(part).name for part in one_deck.sources)}


def test_the_header_is_a_dependency(setup_script):
    """A dependency is rebuilt for and carried in the sdist (setuptools
    adds an extension's ``depends`` to the files it ships)."""
    (extension,) = [built for built in setup_script.extensions() if built.name == NAME]
    assert [Path(header).name for header in extension.depends] == ["_exhaust.h"]
    assert all((ROOT / header).is_file() for header in extension.depends)
    for source in extension.sources:
        assert '#include "_exhaust.h"' in (ROOT / source).read_text()
