"""The window opens a learning platform's download as it comes (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QMimeData, QPointF, QSettings, Qt, QUrl  # noqa: E402
from PySide6.QtGui import QDropEvent  # noqa: E402

from plagcheck.gui.app import make_window  # noqa: E402
from plagcheck.gui.main_window import MainWindow  # noqa: E402
from plagcheck.gui.pairs_model import Col  # noqa: E402
from tests.test_intake import moodle_zip  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
WAIT = 20_000


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    w = make_window(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.cancel()
    w.controller.wait(5000)


def drop(window: MainWindow, path: Path) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(event)


def test_a_dropped_moodle_zip_shows_students_by_name(qtbot, window: MainWindow, tmp_path):
    z = moodle_zip(tmp_path)
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        drop(window, z)
    assert window.layout_label.text() == "A Moodle download ·"
    assert "6 documents" in window.counts.text()
    proxy = window.pairs.proxy
    shown = {
        frozenset((proxy.index(r, Col.A).data(), proxy.index(r, Col.B).data()))
        for r in range(proxy.rowCount())
    }
    assert frozenset(("Ana Lima", "Ben Okafor")) in shown
    assert all("assignsubmission" not in name for pair in shown for name in pair)
    # Side by side: the student's name, and the files their text was joined from.
    row = next(
        r
        for r in range(proxy.rowCount())
        if "Eve Stone" in (proxy.index(r, Col.A).data(), proxy.index(r, Col.B).data())
    )
    window.pairs.select_row(row)
    titles = window.side.a.title.text() + window.side.b.title.text()
    assert "Eve Stone" in titles and "2 files: essay.txt · references.txt" in titles
    # The window's status says how the download was read; nothing was unpacked beside it.
    assert "as a Moodle download" in window.statusBar().currentMessage()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ENG101-Essay 2-4711.zip", "settings.ini"]


def test_a_zip_in_no_known_layout_says_so_and_a_non_zip_is_refused(qtbot, window, tmp_path):
    from lms import essay, zip_of

    z = zip_of(tmp_path / "essays.zip", {"a.txt": essay(1), "b.txt": essay(1)})
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        assert window.open_folder(z)
    assert window.layout_label.text() == "One file per student ·"
    assert "no Moodle, Canvas or Blackboard layout recognised" in window.layout_label.toolTip()
    other = tmp_path / "notes.txt"
    other.write_text("x")
    assert not window.open_folder(other)
    assert "Not a folder or a .zip" in window.statusBar().currentMessage()


def test_a_blackboard_students_comment_is_shown_beside_their_text(qtbot, window, tmp_path):
    from tests.test_intake import blackboard_zip

    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        assert window.open_folder(blackboard_zip(tmp_path))
    assert window.layout_label.text() == "A Blackboard download ·"
    proxy = window.pairs.proxy
    assert proxy.rowCount() == 1  # Max and Ned: Kim's first attempt and Ned's comment never count
    window.pairs.select_row(0)
    titles = window.side.a.title.text() + window.side.b.title.text()
    assert "Ned Ward" in titles and "Comment: <i>" in titles
