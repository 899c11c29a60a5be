"""What the window says when there is nothing to show: the first start's welcome, and a folder
that gave nothing to compare (empty, unsupported files, a damaged download, a missing path)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from plagcheck.gui.main_window import MainWindow  # noqa: E402
from tests.conftest import SAMPLES, write  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
WAIT = 20_000


def scan(qtbot, window: MainWindow, folder: Path) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        assert window.open_folder(folder)


def said(window: MainWindow) -> str:
    page = window.start_page
    return page.title.text() + " " + page.message.text()


def test_the_first_start_offers_a_folder_a_download_and_the_samples(
    qtbot, window: MainWindow
) -> None:
    page = window.start_page
    assert window.main_area.currentWidget() is page and page.isVisible()
    for button in (page.folder_button, page.zip_button, page.sample_button):
        assert button.isVisible() and button.isEnabled()
    assert not window.export_csv.isEnabled() and not window.export_html.isEnabled()
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        page.sample_button.click()
    assert window.main_area.currentWidget() is window.views
    assert window.students.proxy.rowCount() == len(list(SAMPLES.glob("*.txt")))
    assert window.export_csv.isEnabled() and window.export_html.isEnabled()


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda d: d.mkdir(), ["No submissions found", ".docx"]),
        (lambda d: write(d / "notes.xyz", "x"), ["None of the files", "notes.xyz", ".xyz"]),
        (lambda d: write(d / "only.txt", "one essay alone " * 20), ["Only one submission"]),
    ],
    ids=["empty", "unsupported", "one"],
)
def test_a_folder_with_nothing_to_compare_says_why_in_the_main_area(
    qtbot, window: MainWindow, tmp_path: Path, make, words
) -> None:
    folder = tmp_path / "class"
    make(folder)
    scan(qtbot, window, folder)
    assert window.main_area.currentWidget() is window.start_page
    text = said(window)
    for w in words:
        assert w in text, (w, text)
    assert "then open it again" in text  # what to do next
    assert not window.export_csv.isEnabled()


def test_a_damaged_download_says_why_where_the_teacher_looks(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    bad = write(tmp_path / "submissions.zip", "this is not a zip")
    scan(qtbot, window, bad)
    assert window.main_area.currentWidget() is window.start_page
    assert "not a zip archive" in said(window) and "submissions.zip" in said(window)
    assert not window.export_csv.isEnabled()


def test_a_missing_path_is_a_message_with_what_to_do(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    assert not window.open_folder(tmp_path / "nowhere")
    assert "Not a folder or a .zip" in said(window) and "nowhere" in said(window)
    assert window.start_page.folder_button.isVisible()
