"""The window's "Case file…" button: a teacher decides in the window, clicks the button in the
students view (or picks a student of a pair in the pairs table), and the PDF holds the decision."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from pypdf import PdfReader  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QFileDialog  # noqa: E402

from plagcheck.gui.students_model import SCol  # noqa: E402
from plagcheck.reports.review import Decision  # noqa: E402
from tests.test_dossier import COPIED, build_class, flat  # noqa: E402
from tests.test_gui import WAIT, scan  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def save_as(monkeypatch: pytest.MonkeyPatch, path: Path) -> list[str]:
    """The save dialog answers ``path`` (and records the name it proposed)."""
    proposed: list[str] = []

    def answer(parent, title, default, filters):  # type: ignore[no-untyped-def]
        proposed.append(default)
        return str(path), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    return proposed


def test_case_file_button_in_the_students_view(qtbot, window, tmp_path, monkeypatch) -> None:
    klass = build_class(tmp_path / "geography")
    scan(qtbot, window, klass)
    button = window.students.case_file
    window.students.show_student(-1)
    assert not button.isEnabled()  # no student: nothing to write
    assert window.students.select_student("ana.pdf") and button.isEnabled()
    editor = window.students.review_editor
    editor.decision.set_decision(Decision.DISCUSS)
    editor.decision.set_decision(Decision.CONFIRMED)
    qtbot.keyClicks(editor.note, "copied from Ben's page three")
    editor.flush()
    # The earlier decision stays, and the window says so (with dates and who in the tooltip);
    # the note saved as it was typed is one entry.
    qtbot.waitUntil(lambda: editor.label.text() == "Your review (1 earlier):", timeout=WAIT)
    assert "to discuss" in editor.label.toolTip().split("newest first:")[1]
    out = tmp_path / "ana case"  # typed without .pdf: the file gets it
    proposed = save_as(monkeypatch, out)
    with qtbot.waitSignal(button.written, timeout=WAIT) as done:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert proposed and Path(proposed[0]).name == "case file - ana.pdf.pdf"
    assert done.args == [str(out.with_name("ana case.pdf"))]
    body = flat("".join(p.extract_text() for p in PdfReader(done.args[0]).pages))
    assert "copied from Ben's page three" in body and "confirmed (current)" in body
    assert body.index("to discuss") < body.rindex("copied from Ben's page three")  # history
    assert "ana.pdf, page 2" in body and "ben.docx, page 3" in body
    assert " ".join(COPIED.split()[:12]) in body
    assert "Wrote the case file" in window.statusBar().currentMessage()


def test_a_decision_from_the_command_line_shows_in_an_open_window(qtbot, window, tmp_path):
    from plagcheck.cli import main

    klass = build_class(tmp_path / "geography")
    scan(qtbot, window, klass)
    assert window.students.select_student("cara.txt")
    args = ["review", str(klass), "--student", "ana", "--decision", "dismissed"]
    assert main([*args, "--note", "a quotation, cited", "--by", "Mr Ng"]) == 0
    assert window.students.select_student("ana.pdf")  # the next selection reads it
    assert window.students.review_editor.note.text() == "a quotation, cited"
    assert window.students.review_editor.decision.decision() is Decision.DISMISSED
    proxy = window.students.proxy
    cells = [proxy.index(r, SCol.REVIEW).data() for r in range(proxy.rowCount())]
    assert "dismissed · a quotation, cited" in cells


def test_case_file_of_either_student_of_a_pair(qtbot, window, tmp_path, monkeypatch) -> None:
    klass = build_class(tmp_path / "geography")
    scan(qtbot, window, klass)
    window.views.setCurrentWidget(window.pairs_page)
    assert window.pairs.select("ana.pdf", "ben.docx") or window.pairs.select("ben.docx", "ana.pdf")
    button = window.pairs.case_file
    button.attach.setChecked(True)
    button.menu().aboutToShow.emit()  # the menu as the arrow opens it
    names = [a.text() for a in button.menu().actions() if a.text()]
    assert names[-1] == "Attach the original files"
    assert sorted(names[:2]) == ["Case file of ana.pdf…", "Case file of ben.docx…"]
    out = tmp_path / "ben.pdf"
    save_as(monkeypatch, out)
    ben = next(a for a in button.menu().actions() if a.text() == "Case file of ben.docx…")
    with qtbot.waitSignal(button.written, timeout=WAIT):
        ben.trigger()
    reader = PdfReader(out)
    assert "Case file" in reader.pages[0].extract_text()
    assert "ben.docx" in flat(reader.pages[0].extract_text())
    assert set(reader.attachments) == {"ana.pdf", "ben.docx"}
