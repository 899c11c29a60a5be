"""Render the window with the sample essays loaded (offscreen, Fusion style):

- docs/window.png, docs/window-pairs.png: the Students and Pairs views at 1366x768 (README);
- docs/window-1280-light.png, -dark.png, -de.png (and -pairs-…): at 1280x720 in the light and
  dark palettes and in German, to look at before a release (small screen, dark mode, language).

python docs/screenshot.py            (all of them; each view in a process of its own)
python docs/screenshot.py NAME W H PALETTE LANG
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "resources" / "sample_essays"
SHOTS = (
    # name, screen width, height, palette, language
    ("window", 1366, 768, "light", "en"),
    ("window-1280-light", 1280, 720, "light", "en"),
    ("window-1280-dark", 1280, 720, "dark", "en"),
    ("window-1280-de", 1280, 720, "light", "de"),
)


def shoot(name: str, width: int, height: int, palette: str, lang: str) -> None:
    from PySide6.QtCore import QRect, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    from plagcheck.engine.params import Params
    from plagcheck.gui import i18n
    from plagcheck.gui.app import make_window
    from plagcheck.gui.theme import dark_palette
    from plagcheck.reports.review import Decision

    if palette == "dark":
        app.setPalette(dark_palette())
    i18n.install(app, lang)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["PLAGCHECK_DATA_DIR"] = tmp  # the review shown is this run's own
        # A copy, so the paths shown are a class folder's, not this checkout's.
        folder = shutil.copytree(SAMPLES, Path(tmp) / "sample_essays")
        w = make_window(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        w.settings_panel.set_params(Params(templates=(str(folder / "templates"),)), False)
        w.fit_to_screen(QRect(0, 0, width, height))
        w.show()

        def grab() -> None:
            w.students.select_student("omar_sleep.txt")
            w.students.review_editor.decision.set_decision(Decision.DISCUSS)
            w.students.review_editor.note.setText("ask about the two paragraphs shared with Nina")
            w.students.review_editor.flush()
            w.statusBar().clearMessage()
            app.processEvents()
            w.grab().save(str(ROOT / "docs" / f"{name}.png"))
            w.views.setCurrentWidget(w.pairs_page)
            w.pairs.select("nina_sleep.txt", "omar_sleep.txt")
            w.pairs.table.setFocus()
            app.processEvents()
            w.grab().save(str(ROOT / "docs" / f"{name.replace('window', 'window-pairs')}.png"))
            app.quit()

        w.resultShown.connect(lambda: QTimer.singleShot(300, grab))
        w.open_folder(folder)
        app.exec()


def main() -> int:
    if len(sys.argv) == 6:
        name, w, h, palette, lang = sys.argv[1:]
        shoot(name, int(w), int(h), palette, lang)
        return 0
    for shot in SHOTS:
        subprocess.run([sys.executable, __file__, *map(str, shot)], check=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
