"""``python -m freecell_qt.cli`` runs the ``freecell`` command."""

from freecell_qt.cli.commands import run

if __name__ == "__main__":
    run()
