"""Render the window at 1366x768 with the sample essays loaded (offscreen): docs/window.png
(the Students view) and docs/window-pairs.png (the Pairs view).

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


# A common school laptop's screen (the window is sized to its available area, as on first start).
SCREEN = (1366, 768)


def main() -> int:
    app = QApplication(sys.argv[:1])
    from PySide6.QtCore import QRect

    from plagcheck.engine.params import Params
    from plagcheck.gui.app import make_window

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["PLAGCHECK_DATA_DIR"] = tmp  # the review shown is this run's own
        w = make_window(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        w.settings_panel.set_params(Params(templates=(str(SAMPLES / "templates"),)), False)
        w.fit_to_screen(QRect(0, 0, *SCREEN))
        w.show()

        def shoot() -> None:
            w.students.select_student("omar_sleep.txt")
            w.students.review_editor.decision.set_decision(Decision.DISCUSS)
            w.students.review_editor.note.setText("ask about the two paragraphs shared with Nina")
            w.students.review_editor.flush()
            w.statusBar().clearMessage()
            app.processEvents()
            w.grab().save(str(ROOT / "docs" / "window.png"))
            w.views.setCurrentWidget(w.pairs_page)
            w.pairs.select("nina_sleep.txt", "omar_sleep.txt")
            app.processEvents()
            w.grab().save(str(ROOT / "docs" / "window-pairs.png"))
            app.quit()

        from plagcheck.reports.review import Decision

        w.resultShown.connect(lambda: QTimer.singleShot(300, shoot))
        w.open_folder(SAMPLES)
        app.exec()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
