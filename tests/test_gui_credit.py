"""The window shows the credit students gave: the side-by-side view colours each passage by the
credit its side gave it, with a legend, and the students table counts each credit group
(pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from plagcheck.gui.main_window import MainWindow  # noqa: E402
from plagcheck.gui.side_by_side import CREDIT_COLOURS  # noqa: E402
from plagcheck.gui.students_model import SCol  # noqa: E402
from tests.conftest import write  # noqa: E402
from tests.test_credit import BORROWED, prose  # noqa: E402
from tests.test_gui import WAIT, scan  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_passages_are_coloured_by_credit_and_students_counted_by_group(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    q = BORROWED["en"]
    folder = tmp_path / "class"
    refs = "\n\nReferences\nSmith, J. (2019). Rivers. Press.\n"
    write(
        folder / "ada.txt",
        f"{prose(1)}. One study notes that “{q}” (Smith, 2019, p. 4). {prose(2)}.{refs}",
    )
    write(folder / "bo.txt", f"{prose(3)}. In my view {q}. {prose(4)}.")
    scan(qtbot, window, folder)
    result = window.scan.result
    (pair,) = result.reported
    window.side.show_pair(result, pair, list(pair.spans))
    ada = "a" if result.documents[pair.a].path == "ada.txt" else "b"
    bo = "b" if ada == "a" else "a"
    assert window.side.credits(ada) == ["quoted_and_cited"]
    assert window.side.credits(bo) == ["uncredited"]
    legend = window.side.legend.text()
    for word in ("quoted and cited", "quoted, no citation", "cited, no quotation marks"):
        assert word in legend
    item = window.side.list.item(0)
    assert "no quotation marks, no citation" in item.text()  # the pair's credit: the lesser
    assert "(Smith, 2019, p. 4)" in item.toolTip()

    # The students table: Ada quoted and cited it (not in her similarity), Bo did not.
    proxy = window.students.proxy
    rows = {
        proxy.index(r, SCol.NAME).data(): r for r in range(proxy.rowCount())
    }  # fmt: skip
    shown = {
        name: (
            proxy.index(r, SCol.SIMILARITY).data(Qt.ItemDataRole.UserRole),
            proxy.index(r, SCol.QUOTED_AND_CITED).data(),
            proxy.index(r, SCol.UNCREDITED).data(),
        )
        for name, r in rows.items()
    }
    assert shown["ada.txt"][0] == 0 and shown["ada.txt"][1] and not shown["ada.txt"][2]
    assert shown["bo.txt"][0] > 0.1 and not shown["bo.txt"][1] and shown["bo.txt"][2]
    assert CREDIT_COLOURS["quoted_and_cited"] != CREDIT_COLOURS["uncredited"]
    window.resize(1366, 768)
    window.views.setCurrentWidget(window.pairs_page)
    window.grab().save(str(tmp_path / "credit.png"))


def test_counting_quoted_and_cited_text_is_a_switch_in_the_window(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    """Two students who quoted and cited the same words are no pair, until the teacher ticks
    "Count quoted and cited text"; their similarity then counts it."""
    q = BORROWED["en"]
    folder = tmp_path / "class"
    write(folder / "ada.txt", f"{prose(1)}. Smith (2019) writes that “{q}” (p. 4). {prose(2)}.")
    write(folder / "bo.txt", f"{prose(3)}. One study notes that “{q}” (Smith, 2019). {prose(4)}.")
    scan(qtbot, window, folder)
    assert window.scan.result.reported == []
    box = window.settings_panel.switches["count_credited"]
    assert box.isVisible() and "quoted" in box.text().lower() and box.toolTip()
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        box.setChecked(True)
    result = window.scan.result
    assert result.params.count_credited
    (pair,) = result.reported
    assert [q.credit for q in pair.spans] == ["quoted_and_cited"]
    assert all(result.similarity[i].similarity > 0.05 for i in result.students)
