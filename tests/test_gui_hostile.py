"""The window on the hostile folder: the Problems tab names every bad file with the reason the
command line gives, names that are not UTF-8 are shown escaped, and the window keeps answering
while the files are read."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from formats import write_hostile_folder  # noqa: E402
from PySide6.QtCore import QElapsedTimer, QSettings, QTimer  # noqa: E402

from plagcheck.gui.app import make_window  # noqa: E402
from plagcheck.gui.pairs_model import Col  # noqa: E402
from tests.conftest import SAMPLES  # noqa: E402

pytestmark = [
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
    pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs need a POSIX system"),
]


def test_window_lists_the_same_problems_and_stays_responsive(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "class"
    expected = write_hostile_folder(folder, sorted(SAMPLES.glob("*.txt"))[:12])
    window = make_window(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    # Gaps between the ticks of a 20 ms timer that saw the files being read (the reading
    # stage, however short: the gap in which it ended counts too): the longest is how long the
    # window stopped answering.
    clock = QElapsedTimer()
    gaps: list[int] = []
    stage = {"now": "", "seen": False}

    def progress(s: str, done: int, total: int) -> None:
        stage["now"] = s
        stage["seen"] = stage["seen"] or s == "reading"

    def tick() -> None:
        if clock.isValid() and stage["seen"]:
            gaps.append(clock.elapsed())
        stage["seen"] = stage["now"] == "reading"
        clock.restart()

    window.controller.progress.connect(progress)
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    with qtbot.waitSignal(window.resultShown, timeout=120_000):
        assert window.open_folder(folder)
    timer.stop()
    assert dict(window.problems.rows()) == expected
    assert (
        window.tabs.tabText(window.tabs.indexOf(window.problems)) == f"Problems ({len(expected)})"
    )
    proxy = window.pairs.proxy
    names = {proxy.index(r, c).data() for r in range(proxy.rowCount()) for c in (Col.A, Col.B)}
    assert "caf\\xe9 essay.txt" in names
    # The event loop kept turning while the bad files were read (the readers run elsewhere).
    assert gaps and max(gaps) < 1000, gaps
    window.controller.cancel()
    window.controller.wait(5000)
