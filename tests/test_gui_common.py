"""Text common to the class in the window (pytest-qt, offscreen): the Shared by many list, the
line in the students and pairs views that says why the class reads as it does, "Treat as
assignment text" and its scan, the setting, and pairs with no passage kept under Details."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QFileDialog  # noqa: E402

from plagcheck.engine import Params  # noqa: E402
from plagcheck.gui.common_view import CCol  # noqa: E402
from plagcheck.gui.main_window import MainWindow  # noqa: E402
from plagcheck.gui.pairs_model import PAIR_ROLE  # noqa: E402
from plagcheck.gui.theme import current_theme  # noqa: E402
from tests.test_common_reports import QUOTED, QUOTING, prompt_class  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
WAIT = 30_000

# The ``window`` and ``review_files`` fixtures are conftest.py's.


@pytest.fixture
def klass(tmp_path: Path) -> Path:
    return prompt_class(tmp_path / "class")


def scan(qtbot, window: MainWindow, folder: Path) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        assert window.open_folder(folder)


def listed(window: MainWindow) -> list[tuple[str, str, str]]:
    model = window.common.model
    return [
        tuple(model.index(r, c).data() for c in CCol)  # type: ignore[misc]
        for r in range(model.rowCount())
    ]


def names(numbers) -> str:  # type: ignore[no-untyped-def]
    return ", ".join(f"student{i:02d}.txt" for i in numbers)


def test_the_common_text_is_listed_once_and_treated_as_assignment_text(
    qtbot, window: MainWindow, klass: Path, review_files: Path
) -> None:
    before = {p.name: p.read_bytes() for p in klass.iterdir()}
    scan(qtbot, window, klass)
    ((shared, text, who),) = listed(window)
    assert (shared, who) == ("8 students", names(QUOTING)) and QUOTED in text
    tabs = window.views
    assert tabs.tabText(tabs.indexOf(window.common)) == "Shared by many (1)"
    # One line in each view says why the class reads as it does.
    for note in (window.students.common_note, window.pairs.common_note):
        assert not note.isHidden()
        assert "A text shared by 8 students is shown once under" in note.text()
    assert window.pairs.proxy.rowCount() == 0  # the seven are no pairs
    # A quoting student's essay: the common text greyed, and said under the title.
    assert window.students.select_student("student00.txt")
    ((_, grey),) = window.students.highlighted()
    assert QUOTED in " ".join(grey.split())
    (mark,) = window.students.essay.text.extraSelections()
    assert mark.format.foreground().color().name() == current_theme()["excluded"]
    assert "a text shared by 8 students" in window.students.sources_title.text()

    # Each line's link opens the list.
    for note in (window.students.common_note, window.pairs.common_note):
        window.views.setCurrentWidget(window.students)
        note.linkActivated.emit("#common")
        assert window.views.currentWidget() is window.common

    # Treat as assignment text: saved in plagcheck's own folder, added, scanned again.
    view = window.common
    assert view.treat.isEnabled()
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        qtbot.mouseClick(view.treat, Qt.MouseButton.LeftButton)
    assert listed(window) == []
    assert tabs.tabText(tabs.indexOf(view)) == "Shared by many"
    assert window.students.common_note.isHidden()
    assert not view.treat.isEnabled()
    (added,) = window.settings_panel.templates.paths()
    assert Path(added).is_relative_to(review_files) and QUOTED in Path(added).read_text()
    assert window.scan is not None and added in window.scan.result.params.templates
    # Nothing in the students' folder was written or overwritten.
    assert {p.name: p.read_bytes() for p in klass.iterdir()} == before


def test_how_many_students_make_a_text_common_is_a_setting(
    qtbot, window: MainWindow, klass: Path
) -> None:
    scan(qtbot, window, klass)
    box = window.settings_panel.common_students
    assert box.value() == Params().common_students
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        # The eight quote one sentence of the prompt: common from half the setting (16), not 17.
        box.setValue(17)
    assert listed(window) == []
    assert window.scan is not None and window.scan.result.params.common_students == 17
    assert window.pairs.common_note.isHidden()


def test_a_pair_with_no_passage_is_shown_only_under_details(
    qtbot, window: MainWindow, klass: Path
) -> None:
    scan(qtbot, window, klass)

    def shown() -> list[tuple[str, str]]:
        proxy, docs = window.pairs.proxy, window.scan.result.documents  # type: ignore[union-attr]
        pairs = [proxy.index(r, 0).data(PAIR_ROLE) for r in range(proxy.rowCount())]
        return [(docs[p.a].path, docs[p.b].path) for p in pairs if p.no_passage]

    apart = [p for p in window.scan.result.pairs if p.no_passage]  # type: ignore[union-attr]
    assert apart  # (students making the prompt's points in its words)
    assert shown() == []
    window.pairs.rejected.setChecked(True)  # below the thresholds: another list
    assert shown() == []
    window.pairs.details.setChecked(True)
    assert len(shown()) == len(apart)
    tip = window.pairs.proxy.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "no shared passage" in tip
    assert window.students.model.rowCount() == 20
    assert all(window.scan.result.similarity[i].similarity == 0 for i in range(20))  # type: ignore[union-attr]
    assert window.groups.topLevelItem(0).childCount() == 0  # "no documents share text"


def test_the_shared_by_many_model_passes_qtmodeltester(
    qtbot, qtmodeltester, window: MainWindow, klass: Path
) -> None:
    scan(qtbot, window, klass)
    qtmodeltester.check(window.common.model)


def test_the_csv_export_writes_the_common_texts_beside_the_pairs(
    qtbot, window: MainWindow, klass: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scan(qtbot, window, klass)
    target = tmp_path / "out" / "pairs.csv"
    target.parent.mkdir()
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "CSV files (*.csv)")
    )
    with qtbot.waitSignal(window.exported, timeout=WAIT):
        window.export_csv.trigger()
    beside = (target.parent / "pairs-common.csv").read_text(encoding="utf-8-sig")
    assert beside.splitlines()[0].startswith("common_text,shared_by_students,")
    assert QUOTED in beside and ",8," in beside


def test_a_text_many_hold_lists_a_dozen_names_and_how_many_more(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    """Fourteen students quote the prompt: its row names twelve and says "… and 2 more" (483
    names made a row taller than the window, its text out of sight); the tooltip names all."""
    from plagcheck.gui.common_view import SHOWN_NAMES
    from tests.test_class_precision import class_of

    class_of(tmp_path / "class", quoting=14)
    scan(qtbot, window, tmp_path / "class")
    ((shared, _, who),) = listed(window)
    assert shared == "14 students"
    assert who == f"{names(range(SHOWN_NAMES))} … and 2 more"
    tip = window.common.model.index(0, CCol.WHO).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == names(range(14))


def test_a_passage_of_a_reading_two_students_quote_is_treated_as_assignment_text(
    qtbot, window: MainWindow, tmp_path: Path, review_files: Path
) -> None:
    """Two students of a class of 12 both wrote two sentences of a story the class read; the
    teacher, who did not give it to plagcheck, sees their pair, reads the passage, knows the
    story: "Treat as assignment text" on the passage adds it and scans again, and the pair is
    gone. The students' folder is not written."""
    from tests.test_class_precision import ANECDOTE, class_of, insert

    reading = " ".join(ANECDOTE.split(". ")[:2]) + "."
    essays = class_of(tmp_path / "class", 12)
    insert(essays[2], reading)
    insert(essays[7], reading.replace("eleven dollars", "11 dollars"))
    before = {p.name: p.read_bytes() for p in essays}
    scan(qtbot, window, tmp_path / "class")
    assert window.pairs.proxy.rowCount() == 1
    window.pairs.select_row(0)
    side = window.side
    assert side.list.count() == 1 and side.treat.isEnabled()
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        qtbot.mouseClick(side.treat, Qt.MouseButton.LeftButton)
    assert window.pairs.proxy.rowCount() == 0
    (added,) = window.settings_panel.templates.paths()
    saved = Path(added).read_text(encoding="utf-8")
    assert Path(added).is_relative_to(review_files)
    assert "eleven dollars" in saved and "11 dollars" in saved  # as each student wrote it
    assert window.scan is not None and added in window.scan.result.params.templates
    assert {p.name: p.read_bytes() for p in essays} == before
    assert not side.treat.isEnabled()  # no pair open


def test_the_line_of_pairs_sharing_a_sentence_or_two_asks_for_the_reading(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    """Eight students of a class of 12 took two sentences each of a reading, two by two: the
    line over the pairs says so, and its link asks the teacher for the text the class read;
    chosen, it is assignment text, the class is scanned again, and no pair is left."""
    from tests.conftest import write
    from tests.test_class_precision import class_of, insert
    from tests.test_common_reports import PROMPT, READING

    folder = tmp_path / "class"
    for k, path in enumerate(class_of(folder, 12)[:8]):
        insert(path, " ".join(READING[2 * (k // 2) : 2 * (k // 2) + 2]))
    write(folder / "templates" / "prompt.txt", PROMPT + "\n")
    reading = write(tmp_path / "reading.txt", " ".join(READING))
    scan(qtbot, window, folder)
    note = window.pairs.common_note
    assert window.pairs.proxy.rowCount() == 4 and "a sentence or two" in note.text()
    assert "href='#reading'" in note.text() and note.text() == window.students.common_note.text()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(reading), ""))
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        note.linkActivated.emit("#reading")  # (what a click on the link sends)
    assert window.settings_panel.templates.paths() == (str(reading),)
    assert window.scan is not None and str(reading) in window.scan.result.params.templates
    assert window.pairs.proxy.rowCount() == 0 and "a sentence or two" not in note.text()
