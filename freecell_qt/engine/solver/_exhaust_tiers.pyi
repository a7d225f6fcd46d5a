from freecell_qt.engine.solver._exhaust import Exhaust as Exhaust
from freecell_qt.engine.solver._exhaust import allow as allow
from freecell_qt.engine.solver._exhaust import held as held
from freecell_qt.engine.solver._exhaust import refused as refused
