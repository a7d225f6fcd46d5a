# Two commands on a fresh machine: `make run` starts the game, `make test` passes the tests.
# Both create .venv on first use and refresh it when the build or the solver changes.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: run test test-build lint clean package translations

# The solver's modules are compiled into the package (setup.py), so a change to
# one of them reinstalls, which compiles it again; so does a new version, which the
# installed metadata states.
$(BIN)/.installed: pyproject.toml setup.py freecell_qt/__init__.py $(wildcard freecell_qt/engine/solver/*.py freecell_qt/engine/solver/*.c freecell_qt/engine/solver/*.h)
	@echo "Setting up $(VENV) (first run, or after a change to the build or the solver; about two minutes)..."
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

run: $(BIN)/.installed
	$(BIN)/python -m freecell_qt

# The whole suite in one worker process more than there are cores (tests/conftest.py), but for the
# tests that build a wheel (compiling the solver): those run in test-build.
# Bytecode is kept even where the environment says not to (PYTHONDONTWRITEBYTECODE):
# pytest rewrites the asserts of every test module it imports, and each worker,
# and each test that runs pytest or the app in a process of its own, would
# otherwise do it again, which is about two thirds of collecting the suite.
test: $(BIN)/.installed
	$(BIN)/python -m ruff check .
	$(BIN)/python -m mypy --strict freecell_qt
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n auto --dist worksteal -m "not build"

# The wheel as pip builds it, with the compiled solver: about half a minute of
# compiling, so it runs beside the frozen app's build (CI runs both).
test-build: $(BIN)/.installed
	$(BIN)/python -m pytest -m build

# After a change to a user-visible string: merge the code's strings into
# resources/translations/*.ts, translate the new entries there, then run this
# again to compile the .qm files the app loads (both kinds are committed), and
# to write the desktop file and the store page from the catalogs.
translations: $(BIN)/.installed
	$(BIN)/python -m freecell_qt.app.i18n_build
	$(BIN)/python packaging/store_files.py

# The frozen app for Linux: a tarball with install.sh and a .deb, in dist/.
package:
	bash packaging/build.sh

clean:
	rm -rf $(VENV) build dist *.egg-info
	find freecell_qt -name '*.so' -delete
