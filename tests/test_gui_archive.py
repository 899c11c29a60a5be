"""The archive in the window, driven as a teacher drives it: choose a file, add last term's folder
under a label, scan this term's folder and see which pairs reach into the archive (pytest-qt,
offscreen, real SQLite files)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings, Qt, QThreadPool  # noqa: E402
from PySide6.QtWidgets import QFileDialog, QInputDialog  # noqa: E402

from plagcheck.engine.archive.sqlite import Archive  # noqa: E402
from plagcheck.engine.params import Params, Unit  # noqa: E402
from plagcheck.gui.app import make_window  # noqa: E402
from plagcheck.gui.main_window import MainWindow  # noqa: E402
from plagcheck.gui.pairs_model import Col  # noqa: E402
from tests.conftest import SAMPLES, write  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

TEMPLATES = str(SAMPLES / "templates")
WAIT = 20_000
LAST_TERM = ["alice_water.txt", "ben_water.txt", "chloe_water.txt", "nina_sleep.txt"]
# grace and finn copied from each other this term (a pair inside the folder); zoe handed in
# last term's chloe essay (a pair with the archive).
THIS_TERM = ["grace_industrial.txt", "finn_industrial.txt", "tom_water.txt"]


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path]:
    old, new = tmp_path / "2024", tmp_path / "now"
    for name in LAST_TERM:
        write(old / name, (SAMPLES / name).read_text(encoding="utf-8"))
    for name in THIS_TERM:
        write(new / name, (SAMPLES / name).read_text(encoding="utf-8"))
    write(new / "zoe.txt", (SAMPLES / "chloe_water.txt").read_text(encoding="utf-8"))
    return old, new


@pytest.fixture
def window(qtbot, settings: QSettings) -> MainWindow:  # type: ignore[no-untyped-def]
    w = make_window(settings)
    qtbot.addWidget(w)
    w.settings_panel.set_params(Params(templates=(TEMPLATES,)), exact=False)
    w.show()
    yield w
    w.cancel()
    w.controller.wait(5000)
    QThreadPool.globalInstance().waitForDone(5000)


def scan(qtbot, window: MainWindow, folder: Path) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        assert window.open_folder(folder)


def rows(window: MainWindow) -> list[tuple[str, str, str]]:
    proxy = window.pairs.proxy
    return [
        tuple(proxy.index(r, c).data() for c in (Col.A, Col.B, Col.ARCHIVE))  # type: ignore[misc]
        for r in range(proxy.rowCount())
    ]


def choose_archive(qtbot, window: MainWindow, monkeypatch, path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    with qtbot.waitSignal(window.archive_panel.changed, timeout=WAIT):
        window.archive_panel.choose_action.trigger()


def test_teacher_archives_last_term_and_finds_a_copy_of_it(
    qtbot, qtmodeltester, window: MainWindow, settings: QSettings, folders, tmp_path, monkeypatch
) -> None:
    old, new = folders
    assert not window.archive_panel.add_action.isEnabled()  # no archive, no folder yet
    scan(qtbot, window, old)

    # A new archive: the name typed gets the .sqlite suffix, the file is made and remembered.
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        choose_archive(qtbot, window, monkeypatch, tmp_path / "terms")
    db = tmp_path / "terms.sqlite"
    assert db.is_file()
    assert settings.value("archive") == str(db)
    assert window.archive_panel.file.text() == "<b>terms.sqlite</b>"
    assert window.archive_panel.contents.text().startswith("Empty")

    # Add last term's folder under "2024": on the worker, counts in the status bar and panel.
    asked = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: asked.append(a) or ("2024", True))
    assert window.archive_panel.add_action.isEnabled()
    with qtbot.waitSignal(window.archive_panel.added, timeout=WAIT) as added:
        window.archive_panel.add_action.trigger()
    assert added.args[0].added == len(LAST_TERM) and asked
    assert f"{len(LAST_TERM)} documents added" in window.statusBar().currentMessage()
    assert window.archive_panel.contents.text() == f"{len(LAST_TERM)} documents: 2024 (4)"
    # The add is over (a re-scan against the grown archive may follow; it ends too).
    qtbot.waitUntil(lambda: not window.cancel_action.isEnabled(), timeout=WAIT)
    with Archive(db) as arc:
        assert arc.info().labels == [("2024", len(LAST_TERM))]

    # This term's folder: zoe's copy of chloe is paired with the archived essay, labelled.
    scan(qtbot, window, new)
    shown = rows(window)
    assert ("zoe.txt", "[2024] chloe_water.txt", "2024") in shown
    pair_in_folder = {"grace_industrial.txt", "finn_industrial.txt"}
    assert any({a, b} == pair_in_folder and label == "" for a, b, label in shown)
    assert "from the archive" in window.counts.text()
    assert not window.pairs.table.isColumnHidden(Col.ARCHIVE)
    qtmodeltester.check(window.pairs.model)

    # Sorted by the Archive column, archive pairs come first; the toggle shows only them.
    window.pairs.table.sortByColumn(Col.ARCHIVE, Qt.SortOrder.DescendingOrder)
    assert rows(window)[0][2] == "2024"
    assert window.pairs.archive_only.isVisibleTo(window.pairs)
    window.pairs.archive_only.setChecked(True)
    only = rows(window)
    assert only and all(label == "2024" for _, _, label in only)
    assert len(only) < len(shown)

    # Opening the pair shows the archived essay's text with its shared passages marked.
    assert window.pairs.select("zoe.txt", "[2024] chloe_water.txt")
    assert "[2024] chloe_water.txt" in window.side.b.title.text()
    assert window.side.highlighted("a") and window.side.highlighted("b")
    assert window.side.highlighted("b")[0] in (SAMPLES / "chloe_water.txt").read_text("utf-8")

    # Stop using it: the folder alone, no archive column or toggle, no pair with the archive.
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        window.archive_panel.stop_action.trigger()
    assert all(label == "" and not a.startswith("[") for a, _, label in rows(window))
    assert rows(window)  # the folder's own pair, not hidden by the toggle left on
    assert window.pairs.table.isColumnHidden(Col.ARCHIVE)
    assert not window.pairs.archive_only.isVisibleTo(window.pairs)
    assert settings.value("archive") == ""


def test_a_chosen_archive_is_remembered(qtbot, settings: QSettings, folders, tmp_path) -> None:
    db = tmp_path / "terms.sqlite"
    with Archive(db, create=True) as arc:
        arc.add(folders[0], "2024", Params(templates=(TEMPLATES,)))
    settings.setValue("archive", str(db))
    w = make_window(settings)
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.archive_panel.contents.text() != "", timeout=WAIT)
    assert w.archive_panel.path == str(db)
    assert w.archive_panel.contents.text() == f"{len(LAST_TERM)} documents: 2024 (4)"


def test_mismatched_archive_is_explained_and_window_stays_usable(
    qtbot, window: MainWindow, folders, tmp_path, monkeypatch
) -> None:
    old, new = folders
    db = tmp_path / "chars.sqlite"
    with Archive(db, create=True) as arc:
        arc.add(old, "2023", Params(unit=Unit.CHAR, k=5, templates=(TEMPLATES,)))
    scan(qtbot, window, new)
    own = rows(window)
    assert own

    # The window scans with word 3-grams: the archive is refused in words a teacher can act on,
    # and the folder's own results are shown.
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        choose_archive(qtbot, window, monkeypatch, db)
    box = window.archive_panel.message
    assert box is not None and box.isVisible()
    assert "char 5-grams" in box.text() and "word 3-grams" in box.text()
    assert "Traceback" not in box.text() and "Error:" not in box.text()
    assert rows(window) == own
    assert "char 5-grams" in window.archive_panel.error.text()
    box.accept()

    # Adding this folder with these settings is refused the same way; nothing is added.
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("2025", True))
    window.archive_panel.add_action.trigger()
    qtbot.waitUntil(lambda: box.isVisible() and "this add uses word 3-grams" in box.text())
    qtbot.waitUntil(lambda: window.archive_panel.add_action.isEnabled())
    with Archive(db) as arc:
        assert arc.info().labels == [("2023", len(LAST_TERM))]
    box.accept()

    # Still usable: a setting change rescans, and the same message is not shown again.
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        window.settings_panel.threshold.setValue(0.25)
    assert not box.isVisible()
    # Characters, 5 at a time, as the archive was built: the archive is used again.
    window.settings_panel.k.setValue(5)
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        window.settings_panel.unit.setCurrentIndex(window.settings_panel.unit.findData("char"))
    assert window.archive_panel.error.text() == ""
    assert ("zoe.txt", "[2023] chloe_water.txt", "2023") in rows(window)
