"""The Graph tab: the class as a graph beside the groups list. A click on a student's mark opens
the student, a click on a line opens the pair; Tab goes from mark to mark and Enter opens; in
light and dark (screenshots written where PLAGCHECK_SHOTS names a folder, to look at)."""

import os
from pathlib import Path

import pytest
from classes import three_groups
from PySide6.QtCore import QPoint, QPointF, Qt
from test_gui_access import WAIT

from plagcheck.gui.theme import dark_palette
from plagcheck.reports.graph import STUDENT

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def shown(qtbot, window, tmp_path):
    folder, source = three_groups(tmp_path / "class")
    window.resize(1366, 768)
    window.settings_panel.sources.set_paths((str(source),))
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        assert window.open_folder(folder)
    window.views.setCurrentWidget(window.pairs_page)
    window.tabs.setCurrentWidget(window.pairs_page.graph)
    graph = window.pairs_page.graph
    qtbot.waitUntil(lambda: graph.isVisible() and bool(graph.graph.nodes))
    return graph


def _node(graph, name: str) -> int:
    return next(k for k, n in enumerate(graph.graph.nodes) if n.name == name)


def test_three_groups_drawn_apart(shown):
    graph = shown.graph
    group = {n.name: graph.labels[n.group] for n in graph.nodes}
    for name in ("Cal Diaz", "Dia Moss", "Eli Park", "Fay Ruiz"):
        assert group[name] == "Group 1", name
    assert group["Ana Lima"] == group["Ben Cole"] == "Group 2"
    for name in ("Gus Shaw", "Hana Ito", "Ivo Kern", "[reference] source.txt"):
        assert group[name] == "Shared with a source", name
    assert {n.kind for n in graph.nodes} == {STUDENT, "reference"}
    # The students who share nothing are not drawn, and counted.
    drawn = sum(n.kind == STUDENT for n in graph.nodes)
    assert graph.left_out == 13 - drawn and "Jo Weiss" not in group
    # Each group apart: no two groups' marks share a column and a row.
    boxes = {}
    for n in graph.nodes:
        x0, y0, x1, y1 = boxes.get(n.group, (n.x, n.y, n.x, n.y))
        boxes[n.group] = (min(x0, n.x), min(y0, n.y), max(x1, n.x), max(y1, n.y))
    spans = sorted(boxes.values())
    for a, b in zip(spans, spans[1:]):
        assert a[2] < b[0] or a[3] < b[1] or b[3] < a[1]


def test_click_a_student_opens_them(qtbot, window, shown):
    k = _node(shown, "Dia Moss")
    qtbot.mouseClick(shown, Qt.MouseButton.LeftButton, pos=shown.node_point(k).toPoint())
    assert window.views.currentWidget() is window.students
    assert window.students.current_student() == shown.graph.nodes[k].doc


def test_click_a_line_opens_the_pair(qtbot, window, shown):
    ed = next(
        e
        for e in shown.graph.edges
        if {shown.graph.nodes[e.a].name, shown.graph.nodes[e.b].name} == {"Ana Lima", "Ben Cole"}
    )
    a, b = shown.node_point(ed.a), shown.node_point(ed.b)
    middle = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2).toPoint()
    assert shown.node_at(QPointF(middle)) == -1
    qtbot.mouseClick(shown, Qt.MouseButton.LeftButton, pos=middle)
    pair = window.pairs.current_pair()
    assert pair is window.scan.result.reported[ed.pair]
    assert window.side.pair is pair


def test_tab_goes_through_the_marks_and_enter_opens(qtbot, window, shown):
    shown.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(shown.hasFocus)
    assert shown.current == 0
    first = shown.accessibleDescription()
    assert first.startswith(shown.graph.nodes[0].name) and "handed in" in first
    qtbot.keyClick(shown, Qt.Key.Key_Tab)
    assert shown.current == 1 and shown.hasFocus()
    assert shown.accessibleDescription().startswith(shown.graph.nodes[1].name)
    qtbot.keyClick(shown, Qt.Key.Key_Return)
    assert window.views.currentWidget() is window.students
    assert window.students.current_student() == shown.graph.nodes[1].doc
    # Past the last mark, Tab leaves the graph.
    window.views.setCurrentWidget(window.pairs_page)
    shown.setFocus(Qt.FocusReason.OtherFocusReason)
    shown.current = len(shown.graph.nodes) - 1
    qtbot.keyClick(shown, Qt.Key.Key_Tab)
    assert not shown.hasFocus()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_graph_screenshot(qtbot, window, shown, scheme):
    if scheme == "dark":
        window.setPalette(dark_palette())
        window.apply_theme()
    shown.repaint()
    image = window.grab().toImage()
    assert image.width() == 1366 and image.height() == 768
    folder = os.environ.get("PLAGCHECK_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        image.save(str(Path(folder) / f"graph-{scheme}.png"))
        shown.grab().save(str(Path(folder) / f"graph-only-{scheme}.png"))
    # The marks are drawn on the palette's base: light or dark.
    corner = image.pixelColor(shown.mapTo(window, QPoint(3, 3)))
    assert (corner.lightness() < 80) == (scheme == "dark")
