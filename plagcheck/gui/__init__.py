"""The window: PySide6 + pyqtgraph wiring, models, views and the worker around the engine."""
