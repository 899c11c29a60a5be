"""The window for every teacher: by keyboard alone, through a screen reader, in dark mode and
high contrast, with marks that show (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QAccessible, QColor, QImage, QPalette  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsView,
    QHeaderView,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTabBar,
    QTextEdit,
    QWidget,
)

from plagcheck.gui.main_window import MainWindow  # noqa: E402
from plagcheck.gui.pairs_model import Col  # noqa: E402
from plagcheck.gui.students_model import SCol  # noqa: E402
from plagcheck.gui.theme import (  # noqa: E402
    contrast,
    dark_palette,
    high_contrast_palette,
    luminance,
    theme_for,
)
from plagcheck.reports.review import Decision  # noqa: E402
from tests.conftest import SAMPLES, write  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
WAIT = 20_000
CONTROLS = (
    QAbstractButton,
    QLineEdit,
    QComboBox,
    QAbstractSpinBox,
    QAbstractSlider,
    QAbstractItemView,
    QPlainTextEdit,
    QTextEdit,
    QGraphicsView,
    QTabBar,
)


def scan(qtbot, window: MainWindow, folder: Path) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        assert window.open_folder(folder)


def controls(window: QWidget) -> list[QWidget]:
    out = []
    for w in window.findChildren(QWidget):
        if not isinstance(w, CONTROLS) or isinstance(w, QScrollBar):
            continue
        # Parts of a control the screen reader reads as the control: a box's own line edit, a
        # line edit's clear button, a table's headers (its column names), a drop-down's list.
        if isinstance(w.parent(), QAbstractSpinBox | QComboBox | QLineEdit):
            continue
        if isinstance(w, QHeaderView) or w.window() is not window or w.isHidden():
            continue  # (hidden: not there for anyone, e.g. the corner button of a table)
        out.append(w)
    return out


def spoken_name(w: QWidget) -> str:
    """What a screen reader says a control is: its name, or for a drop-down (whose name is its
    value on Linux, where the label comes through a "labelled by" relation) its label."""
    iface = QAccessible.queryAccessibleInterface(w)
    if iface is None:
        return ""
    if isinstance(w, QComboBox):
        labels = [
            other.text(QAccessible.Text.Name)
            for other, _ in iface.relations(QAccessible.RelationFlag.Label)
        ]
        return (labels[0] if labels else w.accessibleName()).strip()
    return iface.text(QAccessible.Text.Name).strip()


def test_every_control_has_a_name_and_no_two_number_boxes_share_one(
    qtbot, window: MainWindow
) -> None:
    scan(qtbot, window, SAMPLES)
    window.settings_panel.show_advanced(True)
    unnamed = [
        f"{type(w).__name__} {w.objectName()} in {type(w.parent()).__name__} "
        f"{w.parent().objectName()} (tip: {w.toolTip()[:40]!r})"
        for w in controls(window)
        if not spoken_name(w)
    ]
    assert unnamed == [], "\n".join(unnamed)
    boxes = [w for w in controls(window) if isinstance(w, QAbstractSpinBox)]
    names = [spoken_name(w) for w in boxes]
    assert len(boxes) >= 8 and len(set(names)) == len(names), names
    # A number box is named by its own label, not by its group's title.
    assert spoken_name(window.settings_panel.threshold) == "Report above"
    assert spoken_name(window.settings_panel.window) == "Pasted paragraph"
    # A drop-down is named by what it chooses, not by the value it shows.
    assert spoken_name(window.settings_panel.unit) == "Compare"
    # The plots say what they show, with their numbers.
    assert "P(0.5)" in window.scurve.plot.accessibleDescription()
    assert "Verified pairs" in window.histogram.plot.accessibleDescription()


def test_tab_goes_through_the_panes_in_order_and_no_table_keeps_it(
    qtbot, window: MainWindow
) -> None:
    scan(qtbot, window, SAMPLES)
    window.activateWindow()
    first = window.settings_panel.layout_choice
    first.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first)
    panes = [
        ("settings", window.settings_scroll),
        ("views", window.views.tabBar()),
        ("students", window.students),
    ]
    seen: list[QWidget] = []
    for _ in range(80):
        w = QApplication.focusWidget()
        seen.append(w)
        qtbot.keyClick(w, Qt.Key.Key_Tab)
        if QApplication.focusWidget() is first:
            break
    order = []
    for w in seen:
        pane = next((name for name, p in panes if p is w or p.isAncestorOf(w)), None)
        if pane is not None and (not order or order[-1] != pane):
            order.append(pane)
    assert order == ["settings", "views", "students"], "\n".join(
        [f"{type(w).__name__}:{w.accessibleName() or getattr(w, 'text', str)()}" for w in seen]
    )
    # Shift+Tab goes back round, from the first control to the last one seen.
    first.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first)
    qtbot.keyClick(first, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is window.students.sources
    # The focus is drawn where it is, the Advanced toggle included (it had none).
    advanced = window.settings_panel.advanced_button
    assert advanced in seen, [
        type(w).__name__ + ":" + (w.accessibleName() or getattr(w, "text", str)()) for w in seen
    ]
    advanced.setFocus()
    qtbot.waitUntil(lambda: window.focus_ring.widget() is advanced)
    assert window.focus_ring.isVisible()
    ring = window.focus_ring.grab().toImage()
    highlight = window.palette().color(QPalette.ColorRole.Highlight)
    assert ring.pixelColor(1, ring.height() // 2) == highlight
    # Each table is passed through with one Tab (it never moves from cell to cell).
    for table in (window.students.table,):
        assert seen.count(table) == 1
    # In the order it is laid out on the students page.
    s = window.students
    expected = [
        s.filter,
        s.decision_filter,
        s.table,
        s.review_editor.decision,
        s.review_editor.note,
        s.essay.text,
        s.sources,
    ]
    got = [w for w in seen if w in expected or (w.parent() in expected)]
    got = [w if w in expected else w.parent() for w in got]
    assert [w for w in got if w.isEnabled()] == [w for w in expected if w.isEnabled()]


def test_a_review_by_keyboard_alone(qtbot, window: MainWindow) -> None:
    scan(qtbot, window, SAMPLES)
    s = window.students
    s.table.setFocus()
    first = s.current_student()
    qtbot.keyClick(s.table, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert s.current_student() not in (first, -1)
    second = s.current_student()
    # A decision by its key: saved in the review, shown in the editor.
    qtbot.keyClick(s.table, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    assert s.review_editor.decision.decision() is Decision.CONFIRMED
    doc = window.scan.result.documents[second]
    assert window.review.student(doc).decision is Decision.CONFIRMED
    # The next passage of the essay is selected and said.
    qtbot.keyClick(s.table, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert s.essay.text.textCursor().hasSelection()
    assert window.statusBar().currentMessage().startswith("Passage 1 of")
    # Enter opens the student's strongest pair side by side; Alt+Right moves through passages.
    qtbot.keyClick(s.table, Qt.Key.Key_Return)
    assert window.views.currentWidget() is window.pairs_page
    assert window.pairs.current_pair() is not None
    qtbot.keyClick(window.pairs.table, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert window.side.list.currentRow() == min(1, window.side.list.count() - 1)
    # Every key is listed in the Help.
    window.shortcuts_action.trigger()
    text = window.help_dialog.text()
    for action in (window.actions_.next_item, window.actions_.decisions[Decision.DISMISSED]):
        assert action.shortcut().toString(action.shortcut().SequenceFormat.NativeText) in text
    assert "Export HTML report" in text or "report with the evidence" in text


@pytest.mark.parametrize(
    "palette", [None, dark_palette(), high_contrast_palette()], ids=["light", "dark", "high"]
)
def test_every_colour_plagcheck_sets_reads_on_its_background(
    qapp, palette: QPalette | None
) -> None:
    app = qapp
    pal = palette if palette is not None else app.style().standardPalette()
    theme = theme_for(pal)
    weak = [
        f"{what}: {fg} on {bg} = {contrast(fg, bg):.2f} < {least}"
        for what, fg, bg, least in theme.checks()
        if contrast(fg, bg) < least
    ]
    assert weak == []
    assert len(theme.checks()) >= 20


def _mean_luminance(image: QImage) -> float:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    w, h = image.width(), image.height()
    arr = np.frombuffer(image.constBits(), dtype=np.uint8, count=h * image.bytesPerLine())
    px = arr.reshape(h, image.bytesPerLine())[:, : w * 4].reshape(h, w, 4)[..., :3]
    return float(px.mean() / 255)


def test_plots_and_texts_turn_dark_with_the_palette(qtbot, window: MainWindow) -> None:
    scan(qtbot, window, SAMPLES)
    window.views.setCurrentWidget(window.pairs_page)
    qtbot.wait(20)
    light = _mean_luminance(window.scurve.plot.grab().toImage())
    window.setPalette(dark_palette())
    qtbot.wait(20)
    dark = _mean_luminance(window.scurve.plot.grab().toImage())
    assert light > 0.8 and dark < 0.3
    # The passages' colours changed with it, and their text still reads.
    theme = theme_for(window.side.palette())
    assert theme.dark
    sel = [s for s in window.side.a.text.extraSelections() if s.format.background().style()]
    assert sel and all(
        contrast(s.format.foreground().color(), s.format.background().color()) >= 4.5 for s in sel
    )


def test_passage_colours_stay_distinct_for_colour_blind_readers(qapp) -> None:
    # Machado et al. (2009) simulation at full severity, then CIE76 distance in Lab.
    sims = {
        "protanopia": [[0.152, 1.053, -0.205], [0.115, 0.786, 0.099], [-0.004, -0.048, 1.052]],
        "deuteranopia": [[0.367, 0.861, -0.228], [0.280, 0.673, 0.047], [-0.012, 0.043, 0.969]],
        "tritanopia": [[1.256, -0.077, -0.179], [-0.078, 0.931, 0.148], [0.005, 0.691, 0.304]],
    }
    for pal in (qapp.style().standardPalette(), dark_palette()):
        colours = theme_for(pal).passages
        for name, m in sims.items():
            labs = [_lab(np.clip(np.array(m) @ _linear(c), 0, 1)) for c in colours]
            least = min(
                float(np.linalg.norm(labs[i] - labs[j]))
                for i in range(len(labs))
                for j in range(i + 1, len(labs))
            )
            assert least > 5, (name, least)  # ΔE 0.7 was what a reader could not tell apart


def _linear(hex_colour: str) -> np.ndarray:
    c = QColor(hex_colour)
    v = np.array([c.redF(), c.greenF(), c.blueF()])
    return np.where(v <= 0.04045, v / 12.92, ((v + 0.055) / 1.055) ** 2.4)


def _lab(rgb: np.ndarray) -> np.ndarray:
    m = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]])
    xyz = m @ rgb / np.array([0.9505, 1.0, 1.089])
    f = np.where(xyz > 0.008856, np.cbrt(xyz), 7.787 * xyz + 16 / 116)
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


def test_a_disguised_letter_keeps_its_mark_inside_a_passage(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    shared = (
        "The river carried the winter's silt down to the delta where the farmers waited for "
        "the floods that made their fields rich again every single spring of their lives "
        "and the old songs remembered every one of those floods by name"
    )
    disguised = shared.replace("farmers", "f\u0430rmers")  # a Cyrillic a
    write(tmp_path / "class" / "ana.txt", "Ana wrote this first. " + disguised + " The end.")
    write(tmp_path / "class" / "ben.txt", "Ben wrote another start. " + shared + " Goodbye.")
    scan(qtbot, window, tmp_path / "class")
    window.views.setCurrentWidget(window.pairs_page)
    assert window.pairs.select("ana.txt", "ben.txt")
    qtbot.wait(20)
    side = window.side.a if "f\u0430rmers" in window.side.a.text.toPlainText() else window.side.b
    edit = side.text
    (mark,) = edit.underlines
    # Where the word is drawn: the mark's colour must be there, on top of the passage's.
    cur = edit.textCursor()
    cur.setPosition(mark.start)
    edit.setTextCursor(cur)
    edit.ensureCursorVisible()
    qtbot.wait(20)
    left = edit.cursorRect(cur)
    cur.setPosition(mark.end)
    right = edit.cursorRect(cur)
    image = edit.viewport().grab().toImage()
    want = QColor(mark.colour)
    hits = 0
    for x in range(left.left(), max(right.left(), left.left() + 4)):
        for y in range(left.top(), left.bottom() + 6):
            px = image.pixelColor(x, y)
            if (
                abs(px.red() - want.red()) < 40
                and abs(px.green() - want.green()) < 40
                and abs(px.blue() - want.blue()) < 40
            ):
                hits += 1
    assert hits >= 5
    # And it sits on a passage's colour (the mark is inside a shared passage).
    passage_bg = [
        s.format.background().color().name()
        for s in edit.extraSelections()
        if s.cursor.selectionStart() <= mark.start < s.cursor.selectionEnd()
        and s.format.background().style()
    ]
    assert passage_bg
    assert luminance(QColor(mark.colour)) != luminance(QColor(passage_bg[0]))


def test_at_1280x720_nothing_is_clipped_and_the_decisions_show(qtbot, window: MainWindow) -> None:
    from PySide6.QtCore import QRect

    window.fit_to_screen(QRect(0, 0, 1280, 720))
    scan(qtbot, window, SAMPLES)
    assert window.width() <= 1280 - 16 and window.minimumSizeHint().width() <= 1280 - 16
    window.views.setCurrentWidget(window.pairs_page)
    qtbot.wait(20)
    # Every figure's tab shows its whole name ("Problems (0)", not "Pro").
    bar = window.tabs.tabBar()
    for i in range(bar.count()):
        needed = bar.fontMetrics().horizontalAdvance(bar.tabText(i))
        assert bar.tabRect(i).width() >= needed, bar.tabText(i)
        assert window.tabs.rect().contains(bar.tabRect(i))
    # The plot is large enough to read.
    plot = window.scurve.plot
    assert plot.width() >= 300 and plot.height() >= 140, plot.size()
    # The teacher's decisions are in view in both tables without scrolling sideways.
    for table, column in ((window.pairs.table, Col.REVIEW), (window.students.table, SCol.REVIEW)):
        window.views.setCurrentWidget(
            window.pairs_page if table is window.pairs.table else window.students
        )
        qtbot.wait(20)
        x = table.columnViewportPosition(column)
        assert table.horizontalScrollBar().value() == 0
        assert 0 <= x and x + 40 <= table.viewport().width(), (x, table.viewport().width())
    # The settings collapse to give the texts the room.
    window.settings_action.setChecked(False)
    assert not window.settings_scroll.isVisible()
