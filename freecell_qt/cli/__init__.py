"""The ``freecell`` command: deal, code, play and solve from a terminal, and the
batch runner. Engine only: nothing here imports Qt."""
