"""Start the window: ``plagcheck``, ``plagcheck FOLDER`` or ``plagcheck gui FOLDER``."""

from __future__ import annotations

import sys
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QSettings
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from plagcheck import __version__
from plagcheck import i18n as messages
from plagcheck.gui import i18n
from plagcheck.gui.main_window import MainWindow

ICONS = Path(__file__).resolve().parent.parent / "data" / "icons"


def app_icon() -> QIcon:
    """plagcheck's icon at every size it is drawn in (plagcheck/data/icons)."""
    icon = QIcon()
    for png in sorted(ICONS.glob("plagcheck-*.png")):
        icon.addFile(str(png))
    return icon


def make_window(settings: QSettings | None = None) -> MainWindow:
    """The main window; ``settings`` defaults to the user's own (tests pass a temporary file)."""
    pg.setConfigOptions(antialias=True)  # colours: the palette's (gui/theme.py)
    # The scan's pure-Python stages hold the GIL; hand it to the GUI thread within 1 ms (not the
    # default 5 ms) so the window keeps painting while a large folder is read.
    sys.setswitchinterval(0.001)
    return MainWindow(settings or QSettings("plagcheck", "plagcheck"))


def main(folder: Path | None = None) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("plagcheck")
    app.setOrganizationName("plagcheck")
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    app.setDesktopFileName("plagcheck")  # the desktop matches the window to plagcheck.desktop
    settings = QSettings("plagcheck", "plagcheck")
    # `plagcheck --lang de` (this run only), else View -> Language, else the system's.
    i18n.install(app, messages.chosen() or i18n.chosen(settings))
    window = make_window(settings)
    geometry = window.settings.value("geometry")
    if geometry is not None:
        window.restoreGeometry(geometry)
    window.show()
    if folder is not None and not window.open_folder(folder):
        print(f"plagcheck: not a folder or a .zip: {folder}", file=sys.stderr)
    return app.exec()
