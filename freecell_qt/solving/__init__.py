"""The solver off the GUI thread: the worker process, the service the windows
talk to, the advisor (hints, Solve, the verdict) and deal rating."""
