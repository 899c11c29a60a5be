"""The window tells the teacher when much of the class shares text (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings  # noqa: E402

from plagcheck.engine.compare import dense  # noqa: E402
from plagcheck.gui.app import make_window  # noqa: E402
from tests.test_dense import dense_class  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_the_window_says_the_class_shares_text_and_what_to_do(qtbot, tmp_path: Path, monkeypatch):
    folder, _ = dense_class(tmp_path)
    monkeypatch.setattr(dense, "MAX_VERIFIED", 200)
    window = make_window(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.resultShown, timeout=30_000):
        window.open_folder(folder)
    message = window.statusBar().currentMessage()
    assert "much of this class shares text" in message
    assert "only the 200 most alike" in message and "assignment text" in message
    window.controller.cancel()
    window.controller.wait(5000)
