"""The window shows when each student handed in and which side of a pair came first (an order in
time, not a verdict), and its review drop-downs are named by their purpose for a screen reader."""

import os
from datetime import datetime, timezone

import pytest
from conftest import write
from lms import essay
from test_gui_access import scan, spoken_name

from plagcheck.gui.pairs_model import Col
from plagcheck.gui.students_model import SCol

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

ANA, CAL = essay(41), essay(43)
BEN = ANA[: len(ANA) * 2 // 3] + " " + essay(42)[:400]


def test_students_pairs_and_side_by_side_say_who_handed_in_first(qtbot, window, tmp_path):
    folder = tmp_path / "class"
    for name, text, day in (("ana", ANA, 2), ("ben", BEN, 4), ("cal", CAL, 3)):
        f = write(folder / name / "essay.txt", text)
        t = datetime(2026, 3, day, 9, tzinfo=timezone.utc).timestamp()
        os.utime(f, (t, t))
    scan(qtbot, window, folder)
    students = window.students.proxy
    shown = {
        students.index(r, SCol.NAME).data(): students.index(r, SCol.HANDED_IN).data()
        for r in range(students.rowCount())
    }
    assert shown["ana"] == "2026-03-02 09:00 UTC (file time)"
    assert shown["ben"] == "2026-03-04 09:00 UTC (file time)"
    pairs = window.pairs.proxy
    assert pairs.rowCount() == 1
    assert pairs.index(0, Col.FIRST).data() == "ben handed in 2 days after ana"
    assert "not a verdict" in pairs.index(0, Col.FIRST).data(0x03)  # its tooltip
    window.pairs.table.selectRow(0)
    qtbot.waitUntil(lambda: window.side.pair is not None)
    assert window.side.order.text() == (
        "Hand-in: ben handed in 2 days after ana (an order in time, not a verdict)"
    )
    assert "Handed in:" in window.side.a.title.text()


def test_review_drop_downs_are_named_by_their_purpose(qtbot, window):
    assert spoken_name(window.students.decision_filter) == "Show students with review"
    assert spoken_name(window.pairs.decision_filter) == "Show pairs with review"
    for editor in (window.students.review_editor, window.pairs.review_editor):
        assert spoken_name(editor.decision).startswith("Your review")
        assert editor.decision.accessibleName() == "Your review"
