"""The review in the window: a teacher decides and writes notes; the file is written as they
work, a new window (a restart) shows it, a new scan keeps it, and the views filter by it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from plagcheck.gui.app import make_window  # noqa: E402
from plagcheck.gui.main_window import MainWindow  # noqa: E402
from plagcheck.gui.pairs_model import Col  # noqa: E402
from plagcheck.gui.students_model import SCol  # noqa: E402
from plagcheck.reports.review import Decision, Review, review_path  # noqa: E402
from tests.conftest import SAMPLES  # noqa: E402
from tests.test_gui import WAIT, scan  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    out = tmp_path / "class"
    shutil.copytree(SAMPLES, out)
    return out


def notes(folder: Path) -> list[str]:
    """The notes in the folder's review, oldest first (as another program reads them)."""
    return [r.entry.note for r in Review.for_folder(folder)[0].history()]


def review_cell(window: MainWindow, name: str) -> str:
    proxy = window.students.proxy
    for r in range(proxy.rowCount()):
        if proxy.index(r, SCol.NAME).data() == name:
            return proxy.index(r, SCol.REVIEW).data()
    raise AssertionError(f"{name} not shown")


def test_review_is_kept_through_a_restart_and_a_new_scan(qtbot, settings, folder: Path) -> None:
    first = make_window(settings)
    qtbot.addWidget(first)
    scan(qtbot, first, folder)
    assert first.students.select_student("omar_sleep.txt")
    editor = first.students.review_editor
    editor.decision.set_decision(Decision.CONFIRMED)
    qtbot.keyClicks(editor.note, "two paragraphs from Nina")
    # Saved as the teacher types (a moment after the last key), without leaving the field.
    qtbot.waitUntil(lambda: "two paragraphs from Nina" in notes(folder), timeout=WAIT)
    assert review_cell(first, "omar_sleep.txt") == "confirmed · two paragraphs from Nina"

    # A pair's review, from the Pairs page.
    first.views.setCurrentWidget(first.pairs_page)
    assert first.pairs.select("ben_water.txt", "harry_water.txt")
    first.pairs.review_editor.decision.set_decision(Decision.DISMISSED)
    qtbot.keyClicks(first.pairs.review_editor.note, "allowed group work")
    first.close()  # the note typed a moment ago is saved on closing
    assert notes(folder)[-1] == "allowed group work"
    assert Review.for_folder(folder)[0].history()[-1].kind == "pair"

    # A restart: a new window on the same folder shows both, and filters by them.
    (folder / "omar_sleep.txt").rename(folder / "omar_final.txt")  # and a renamed file
    second = make_window(settings)
    qtbot.addWidget(second)
    second.show()
    scan(qtbot, second, folder)
    assert review_cell(second, "omar_final.txt") == "confirmed · two paragraphs from Nina"
    assert review_cell(second, "nina_sleep.txt") == ""
    second.students.decision_filter.set_decision(Decision.CONFIRMED)
    assert second.students.proxy.rowCount() == 1
    assert second.students.select_student("omar_final.txt")
    assert second.students.review_editor.note.text() == "two paragraphs from Nina"
    proxy = second.pairs.proxy
    second.pairs.decision_filter.set_decision(Decision.DISMISSED)
    assert proxy.rowCount() == 1
    assert proxy.index(0, Col.REVIEW).data() == "dismissed · allowed group work"
    assert proxy.index(0, Col.REVIEW).data(Qt.ItemDataRole.ForegroundRole) is not None

    # A new scan with another threshold keeps the decisions on screen.
    second.pairs.decision_filter.set_decision(None)
    with qtbot.waitSignal(second.resultShown, timeout=WAIT):
        second.settings_panel.threshold.setValue(0.5)
    assert review_cell(second, "omar_final.txt").startswith("confirmed")
    second.controller.wait(5000)


def test_a_damaged_review_file_is_reported_and_kept_aside(qtbot, window, folder: Path) -> None:
    path = review_path(folder)
    path.parent.mkdir(parents=True)
    path.write_text("this is not a review", encoding="utf-8")
    scan(qtbot, window, folder)
    assert "damaged" in window.review_warning
    assert "damaged" in window.statusBar().currentMessage()
    assert window.review_box.isVisible() and "kept as" in window.review_box.text()
    aside = list(path.parent.glob("*.damaged-*"))
    assert [p.read_text("utf-8") for p in aside] == ["this is not a review"]
    # Deciding goes on, into a new file; the damaged one is untouched.
    window.students.select_row(0)
    window.students.review_editor.decision.set_decision(Decision.DISCUSS)
    assert Review.for_folder(folder)[0].history()
    assert aside[0].read_text("utf-8") == "this is not a review"
