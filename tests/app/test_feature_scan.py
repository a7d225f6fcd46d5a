"""The start skips PySide's scan of each new module's source (``app.feature_scan``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

PROBE = """
import linecache, sys
sys.path.insert(0, {folder!r})
import PySide6.QtCore
from freecell_qt.app import feature_scan
skipped = feature_scan.skip() if {skip!r} else False
import probe_module
from PySide6.QtCore import QObject
probe_module.Probe().setObjectName("works")  # Qt's names as usual
print(skipped, any(name.endswith("probe_module.py") for name in linecache.cache))
"""


@pytest.mark.parametrize("skip", [True, False])
def test_a_module_imported_after_the_skip_is_not_read_and_kept(tmp_path: Path,
                                                               skip: bool) -> None:
    (tmp_path / "probe_module.py").write_text(
        "from PySide6.QtCore import QObject\n\nclass Probe(QObject):\n    pass\n")
    out = subprocess.run([sys.executable, "-c", PROBE.format(folder=str(tmp_path), skip=skip)],
                         capture_output=True, text=True, check=True, timeout=60).stdout.split()
    # Skipped, the source is never read; left alone, PySide reads it and linecache keeps it.
    assert out == (["True", "False"] if skip else ["False", "True"])


def test_without_the_scan_nothing_is_changed(monkeypatch: pytest.MonkeyPatch) -> None:
    from freecell_qt.app import feature_scan

    monkeypatch.delitem(sys.modules, "shibokensupport.feature", raising=False)
    assert feature_scan.skip() is False
