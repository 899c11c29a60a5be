"""The window a teacher cannot trip up: settings that change only when asked (the wheel over a
number box scrolls the panel), a changed setting marked until the next scan and one click to
the defaults, every student listed, one plain figure first, a teacher's file never replaced
unasked (pytest-qt, offscreen)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QWheelEvent  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFileDialog,
    QMessageBox,
    QScrollArea,
    QWidget,
)

from plagcheck.engine import Params  # noqa: E402
from plagcheck.gui.main_window import MainWindow  # noqa: E402
from plagcheck.gui.pairs_model import DETAILS, Col  # noqa: E402
from plagcheck.gui.students_model import DOC_ROLE, SCol  # noqa: E402
from tests.conftest import SAMPLES  # noqa: E402
from tests.test_gui import WAIT, scan  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def wheel(widget: QWidget, steps: int = -3) -> None:
    """Wheel notches over the middle of ``widget``, delivered as Qt delivers a real wheel: to
    the child under the pointer (a spin box's line edit), then, while ignored, to each parent in
    turn (``QApplication::notify``; an event sent from code is not passed on by Qt itself)."""
    centre = widget.rect().center()
    where = widget.mapToGlobal(centre)
    for _ in range(abs(steps)):
        target: QWidget | None = widget.childAt(centre) or widget
        while target is not None:
            event = QWheelEvent(
                QPointF(target.mapFromGlobal(where)),
                QPointF(where),
                QPoint(0, 0),
                QPoint(0, 120 if steps > 0 else -120),
                Qt.MouseButton.NoButton,
                Qt.KeyboardModifier.NoModifier,
                Qt.ScrollPhase.NoScrollPhase,
                False,
            )
            event.ignore()
            QApplication.sendEvent(target, event)
            if event.isAccepted() or target.isWindow():
                break
            target = target.parentWidget()


def boxes(window: MainWindow) -> list[QWidget]:
    panel = window.settings_panel
    found = panel.findChildren(QAbstractSpinBox) + panel.findChildren(QComboBox)
    return [w for w in found if w.isVisibleTo(panel)]


def test_the_wheel_over_a_setting_scrolls_the_panel_and_changes_nothing(
    qtbot, window: MainWindow
) -> None:
    panel = window.settings_panel
    panel.show_advanced(True)
    window.resize(1000, 500)  # the panel is taller than its pane: it scrolls
    qtbot.wait(50)
    scroll = next(s for s in window.findChildren(QScrollArea) if s.widget() is panel)
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0
    before = panel.params()
    shown = boxes(window)
    assert len(shown) >= 10  # threshold, containment, window, k, perms, bands, rows, ...
    moved = 0
    for box in shown:
        scroll.ensureWidgetVisible(box)
        at = bar.value()
        wheel(box, -2)
        wheel(box, +1)
        moved += bar.value() != at
        assert panel.params() == before, f"{type(box).__name__} {box.toolTip()[:40]} changed"
    assert moved  # the wheel went on to the panel
    # A box the teacher clicked takes the wheel.
    panel.k.setFocus()
    qtbot.waitUntil(panel.k.hasFocus, timeout=WAIT)
    wheel(panel.k, +1)
    assert panel.params().k == before.k + 1


def test_the_wheel_over_a_review_decision_or_the_minimum_slider_changes_nothing(
    qtbot, window: MainWindow
) -> None:
    scan(qtbot, window, SAMPLES)
    window.views.setCurrentWidget(window.pairs)
    decision, slider = window.pairs.review_editor.decision, window.pairs.slider
    assert decision.isEnabled()
    before = (decision.currentIndex(), slider.value(), window.pairs.proxy.rowCount())
    for widget in (decision, slider):
        wheel(widget, +2)
        wheel(widget, -1)
    assert (decision.currentIndex(), slider.value(), window.pairs.proxy.rowCount()) == before
    slider.setFocus()
    qtbot.waitUntil(slider.hasFocus, timeout=WAIT)
    wheel(slider, +1)
    assert slider.value() != before[1]


def test_a_changed_setting_is_marked_until_the_next_scan_and_defaults_are_one_click(
    qtbot, window: MainWindow
) -> None:
    panel = window.settings_panel
    panel.set_params(Params(), exact=False)
    assert not panel.restore.isEnabled()
    scan(qtbot, window, SAMPLES)
    assert panel.threshold.property("changed") != "true"
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        panel.threshold.setValue(0.55)
        assert panel.threshold.property("changed") == "true"  # until the scan that uses it
        assert "Changed since the results shown" in panel.threshold.toolTip()
        assert panel.k.property("changed") != "true"
    assert panel.threshold.property("changed") == "false"
    assert "Not the default value" in panel.threshold.toolTip()
    assert panel.restore.isEnabled()
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        panel.restore.click()
    assert panel.params().threshold == Params().threshold
    assert not panel.restore.isEnabled() and "Not the default" not in panel.threshold.toolTip()
    assert window.scan.result.params.threshold == Params().threshold


def test_the_students_view_lists_a_student_who_was_not_checked(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    folder = tmp_path / "class"
    shutil.copytree(SAMPLES, folder)
    (folder / "zoe_water.docx").write_bytes(b"a text file renamed to .docx")
    scan(qtbot, window, folder)
    view = window.students
    assert view.proxy.rowCount() == 21 and view.count.text() == "21 students (1 not checked)"
    last = view.proxy.rowCount() - 1  # sorted by the plain figure: not checked comes last
    assert view.proxy.index(last, SCol.NAME).data() == "zoe_water.docx"
    assert view.proxy.index(last, SCol.SIMILARITY).data() == "not checked"
    assert "not a Word document" in view.proxy.index(last, SCol.FLAGS).data()
    view.select_row(last)
    assert view.student < 0 and "not checked (not a Word document" in view.essay.title.text()
    assert view.proxy.index(0, 0).data(DOC_ROLE) >= 0
    assert window.students.model.headerData(SCol.SIMILARITY, Qt.Orientation.Horizontal) == (
        "Found elsewhere"
    )


def test_the_pairs_table_leads_with_the_plain_figure_and_keeps_the_rest_under_details(
    qtbot, window: MainWindow
) -> None:
    scan(qtbot, window, SAMPLES)
    table, proxy = window.pairs.table, window.pairs.proxy
    visible = [c for c in Col if not table.isColumnHidden(c)]
    assert visible[:4] == [Col.A, Col.B, Col.FOUND, Col.UNCREDITED]
    assert not set(DETAILS) & set(visible)
    found = [proxy.index(r, Col.FOUND).data() for r in range(proxy.rowCount())]
    assert found[0].endswith("%") and int(found[0][:-1]) > 80
    window.pairs.details.click()
    assert all(not table.isColumnHidden(c) for c in DETAILS)
    for c in DETAILS:  # each says what it measures
        assert len(window.pairs.model.headerData(c, Qt.Orientation.Horizontal, 3)) > 20


def test_exporting_over_a_teachers_file_asks_first(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    scan(qtbot, window, SAMPLES)
    mine = tmp_path / "marks.csv"
    mine.write_text("name,mark\nalice,15\n", encoding="utf-8")
    asked: list[str] = []

    def answer(reply):  # type: ignore[no-untyped-def]
        def question(parent, title, text, *a, **k):  # type: ignore[no-untyped-def]
            asked.append(text)
            return reply

        return question

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(mine), ""))
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    window.export_csv.trigger()
    assert len(asked) == 1 and "was not written by plagcheck" in asked[0]
    assert mine.read_text("utf-8") == "name,mark\nalice,15\n"
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    with qtbot.waitSignal(window.exported, timeout=WAIT):
        window.export_csv.trigger()
    assert mine.read_text("utf-8-sig").startswith("student_a,student_b,")
    # Over a report plagcheck wrote, it does not ask again.
    with qtbot.waitSignal(window.exported, timeout=WAIT):
        window.export_csv.trigger()
    assert len(asked) == 2
