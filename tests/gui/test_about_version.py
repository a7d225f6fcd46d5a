"""The About box names the version the package states, as --version and the metainfo do."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from freecell_qt import __version__


def test_help_about_names_the_package_version(window, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _parent, _title, text: said.append(text))
    window.about_action.trigger()
    assert len(said) == 1
    assert f"FreeCell Qt {__version__}</h3>" in said[0]
