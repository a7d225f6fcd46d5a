"""``python -m freecell_qt`` starts the app."""

from freecell_qt.app.start import run

if __name__ == "__main__":
    run()
