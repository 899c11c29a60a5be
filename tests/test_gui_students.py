"""The students view, the window on a laptop's screen, the Help menu and the settings' tooltips
(pytest-qt, offscreen; Qt warnings fail a test)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, Qt  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QListWidget,
    QWidget,
)

from plagcheck import __version__  # noqa: E402
from plagcheck.gui.main_window import MainWindow  # noqa: E402
from plagcheck.gui.pairs_model import HEADERS as PAIR_HEADERS  # noqa: E402
from plagcheck.gui.pairs_model import PAIR_ROLE, Col  # noqa: E402
from plagcheck.gui.students_model import DOC_ROLE, HEADERS, SCol  # noqa: E402
from plagcheck.gui.students_view import SimilarityBar  # noqa: E402
from tests.conftest import SAMPLES  # noqa: E402
from tests.test_gui import scan  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def student_rows(window: MainWindow) -> list[tuple[str, float]]:
    proxy = window.students.proxy
    return [
        (proxy.index(r, SCol.NAME).data(), proxy.index(r, SCol.SIMILARITY).data(Qt.UserRole))
        for r in range(proxy.rowCount())
    ]


def test_students_come_first_most_similar_first(qtbot, qtmodeltester, window: MainWindow) -> None:
    scan(qtbot, window, SAMPLES)
    assert window.views.currentWidget() is window.students
    rows = student_rows(window)
    assert len(rows) == 20
    shares = [s for _, s in rows]
    assert shares == sorted(shares, reverse=True) and shares[0] > 0.8 and shares[-1] == 0
    # Harry's light edit of Ben's essay: one passage over all of it (its edits a few words each).
    assert rows[0][0] in {"harry_water.txt", "ben_water.txt"}
    assert window.students.proxy.index(0, SCol.SIMILARITY).data() == f"{shares[0]:.0%}"
    assert isinstance(window.students.table.itemDelegateForColumn(SCol.SIMILARITY), SimilarityBar)
    # The first student is open, and sorting by name keeps the document under each row.
    assert window.students.student == window.students.proxy.index(0, 0).data(DOC_ROLE)
    window.students.table.sortByColumn(SCol.NAME, Qt.SortOrder.AscendingOrder)
    docs = window.scan.result.documents
    for r in range(window.students.proxy.rowCount()):
        doc = window.students.proxy.index(r, 0).data(DOC_ROLE)
        assert docs[doc].path == window.students.proxy.index(r, SCol.NAME).data()
    qtmodeltester.check(window.students.model)
    qtmodeltester.check(window.students.proxy)
    window.students.filter.setText("sleep")
    assert {n for n, _ in student_rows(window)} == {
        f"{n}_sleep.txt" for n in ("nina", "omar", "priya", "quinn", "rosa", "sam")
    }


def test_a_students_passages_are_coloured_by_source_and_open_their_pair(
    qtbot, window: MainWindow
) -> None:
    scan(qtbot, window, SAMPLES)
    assert window.students.select_student("omar_sleep.txt")
    view = window.students
    # Two classmates, two colours, and a numbered list naming both with their shares.
    items = [view.sources.item(i).text() for i in range(view.sources.count())]
    assert [i.split(" — ")[0] for i in items] == ["1. nina_sleep.txt", "2. priya_sleep.txt"]
    colours = {c for c, _ in view.highlighted()}
    assert len(colours) == 2
    omar = (SAMPLES / "omar_sleep.txt").read_text("utf-8")
    for _, text in view.highlighted():
        assert " ".join(text.split()) in " ".join(omar.split())
    assert "60% shared with 2 documents" in view.sources_title.text()

    # Click where only the second source's passage is: that pair opens side by side there.
    at, mark = next(
        (x, m)
        for m in view.marks
        if m.rank == 1
        for x in range(m.start + 5, m.end - 5)
        if view.mark_at(x - 5) is view.mark_at(x + 5) is m
    )
    edit = view.essay.text
    cur = edit.textCursor()
    cur.setPosition(at)
    edit.setTextCursor(cur)
    edit.ensureCursorVisible()
    qtbot.mouseClick(edit.viewport(), Qt.MouseButton.LeftButton, pos=edit.cursorRect().center())
    assert window.views.currentWidget() is window.pairs_page
    pair = window.pairs.current_pair()
    docs = window.scan.result.documents
    assert {docs[pair.a].path, docs[pair.b].path} == {"omar_sleep.txt", "priya_sleep.txt"}
    assert window.side.list.currentRow() == mark.passage
    assert window.side.highlighted("a") and window.side.highlighted("b")

    # The list of sources opens a pair too, even when the pairs' filter hid it.
    window.views.setCurrentWidget(window.students)
    window.pairs.filter.setText("industrial")
    view.sources.itemClicked.emit(view.sources.item(0))
    pair = window.pairs.current_pair()
    assert {docs[pair.a].path, docs[pair.b].path} == {"omar_sleep.txt", "nina_sleep.txt"}


def _visible_parts(window: MainWindow) -> dict[str, QWidget]:
    return {
        "students table": window.students.table,
        "essay": window.students.essay.text,
        "sources": window.students.sources,
        "settings": window.settings_scroll,
    }


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)])
def test_the_window_fits_a_laptop_screen(
    qtbot, window: MainWindow, size: tuple[int, int], tmp_path: Path
) -> None:
    window.fit_to_screen(QRect(0, 0, *size))
    scan(qtbot, window, SAMPLES)
    qtbot.wait(50)
    frame = window.frameGeometry()
    assert frame.width() <= size[0] and frame.height() <= size[1]
    assert window.minimumSizeHint().width() <= size[0] - 16
    assert window.minimumSizeHint().height() <= size[1] - 40
    # Every pane of both pages is inside the window, wide and tall enough to read, and the
    # panes of a page do not overlap.
    pages = [
        (window.students, _visible_parts(window)),
        (
            window.pairs_page,
            {
                "pairs table": window.pairs.table,
                "S-curve": window.scurve.plot,
                "text A": window.side.a.text,
                "text B": window.side.b.text,
                "passages": window.side.list,
            },
        ),
    ]
    for page, parts in pages:
        window.views.setCurrentWidget(page)
        qtbot.wait(20)
        rects = {}
        for name, w in parts.items():
            assert w.isVisible(), name
            top_left = w.mapTo(window, w.rect().topLeft())
            r = QRect(top_left, w.size())
            assert window.rect().contains(r), (name, r, window.rect())
            assert r.width() >= 150 and r.height() >= 100, (name, r)
            rects[name] = r
        names = list(rects)
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                if parts[a].isAncestorOf(parts[b]) or parts[b].isAncestorOf(parts[a]):
                    continue
                assert not rects[a].intersects(rects[b]), (a, b)
        window.grab().save(str(tmp_path / f"{page.objectName() or 'page'}-{size[0]}.png"))


def test_scurve_key_is_beside_the_plot_not_over_it(qtbot, window: MainWindow) -> None:
    window.fit_to_screen(QRect(0, 0, 1366, 768))
    scan(qtbot, window, SAMPLES)
    window.views.setCurrentWidget(window.pairs_page)
    qtbot.wait(20)
    view = window.scurve
    assert view.plot.getPlotItem().legend is None  # nothing drawn over the curve
    assert "reported" in view.legend.text() and view.legend.isVisible()
    assert not view.legend.geometry().intersects(view.plot.geometry())
    # The threshold's label stays inside the plot at either end of the scale.
    for t in (0.05, 0.95):
        view.set_params(20, 5, t)
        qtbot.wait(10)
        label = view.threshold.label
        box = label.mapRectToScene(label.boundingRect())
        assert view.plot.sceneRect().contains(box), t


def test_help_menu_guide_shortcuts_and_about(qtbot, window: MainWindow) -> None:
    menus = {
        m.title().replace("&", ""): m
        for m in window.menuBar().findChildren(type(window.recent_menu))
    }
    assert "Help" in menus
    window.guide_action.trigger()
    guide = window.help_dialog.text()
    assert "Similarity" in guide and "Exact J" in guide and "Acting on a report" in guide
    window.shortcuts_action.trigger()
    shortcuts = window.help_dialog.text()
    assert "Ctrl+1" in shortcuts and "Ctrl+O" in shortcuts and "F1" in shortcuts
    window.about_action.trigger()
    about = window.help_dialog.text()
    assert f"plagcheck {__version__}" in about
    assert "MIT" in about and "LGPL" in about and "numpy" in about
    # The help window fits the screen it opens on.
    assert window.help_dialog.width() <= window.screen().availableGeometry().width()


def test_method_settings_are_advanced_and_everything_explains_itself(
    qtbot, window: MainWindow
) -> None:
    panel = window.settings_panel
    assert not panel.advanced.isVisible()
    for w in (panel.unit, panel.k, panel.mode, panel.perms, panel.bands, panel.exact):
        assert panel.advanced.isAncestorOf(w)
    for w in (panel.threshold, panel.window, panel.templates):
        assert not panel.advanced.isAncestorOf(w) and w.isVisible()
    panel.advanced_button.click()
    assert panel.advanced.isVisible()
    kinds = (QAbstractSpinBox, QComboBox, QAbstractButton, QListWidget)
    widgets = [w for w in panel.findChildren(QWidget) if isinstance(w, kinds)]
    assert len(widgets) > 20
    missing = [
        w.objectName() or getattr(w, "text", lambda: "?")() for w in widgets if not w.toolTip()
    ]
    assert missing == []
    for headers in (HEADERS, PAIR_HEADERS):
        assert all(tip for _, tip in headers.values())
    model = window.pairs.model
    scan(qtbot, window, SAMPLES)
    assert model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert model.index(0, 0).data(PAIR_ROLE) is not None


def test_reference_texts_from_the_settings_panel(qtbot, window: MainWindow, tmp_path: Path) -> None:
    refs = tmp_path / "refs"
    refs.mkdir()
    nina = (SAMPLES / "nina_sleep.txt").read_text("utf-8")
    (refs / "sleep_article.txt").write_text(nina[:1500], encoding="utf-8")
    scan(qtbot, window, SAMPLES)
    with qtbot.waitSignal(window.resultShown, timeout=20_000):
        window.settings_panel.add_source(str(refs))
    assert window.settings_panel.params().sources == (str(refs),)
    assert window.students.model.rowCount() == 20  # the reference text is not a student
    assert window.students.select_student("nina_sleep.txt")
    listed = [
        window.students.sources.item(i).text() for i in range(window.students.sources.count())
    ]
    assert listed[0].startswith("1. [reference] refs/sleep_article.txt")
    # The pair says so in the pairs table.
    model = window.pairs.model
    flags = [
        model.index(r, Col.FLAGS).data()
        for r in range(model.rowCount())
        if "[reference]" in model.index(r, Col.B).data() + model.index(r, Col.A).data()
    ]
    assert flags and all("reference text" in f for f in flags)
