"""Render the window with the sample essays loaded to docs/window.png (offscreen).

python docs/screenshot.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "resources" / "sample_essays"


def main() -> int:
    app = QApplication(sys.argv[:1])
    from plagcheck.engine.params import Params
    from plagcheck.gui.app import make_window

    with tempfile.TemporaryDirectory() as tmp:
        w = make_window(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        w.settings_panel.set_params(Params(templates=(str(SAMPLES / "templates"),)), False)
        w.resize(1600, 1000)
        w.show()

        def shoot() -> None:
            w.pairs.select("nina_sleep.txt", "omar_sleep.txt")
            app.processEvents()
            w.grab().save(str(ROOT / "docs" / "window.png"))
            app.quit()

        w.resultShown.connect(lambda: QTimer.singleShot(300, shoot))
        w.open_folder(SAMPLES)
        app.exec()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
