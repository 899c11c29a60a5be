"""The library of sources in the window, as a teacher uses it: choose a library folder in the
settings, scan the class, read the copied article's pair by its title with its link; the choice
is remembered by the next window (pytest-qt, offscreen, a real library built from a dump)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QFileDialog  # noqa: E402

from plagcheck.engine import Params  # noqa: E402
from plagcheck.engine.library import build_library  # noqa: E402
from plagcheck.gui.app import make_window  # noqa: E402
from plagcheck.gui.pairs_model import Col  # noqa: E402
from tests.test_library import class_folder, english_pages, write_dump  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
WAIT = 20_000


def rows(window) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    proxy = window.pairs.proxy
    return [
        (proxy.index(r, Col.A).data(), proxy.index(r, Col.B).data())
        for r in range(proxy.rowCount())
    ]


def test_teacher_chooses_a_library_and_reads_the_copied_article(
    qtbot, window, settings, tmp_path: Path, monkeypatch
) -> None:
    lib = tmp_path / "enwiki"
    build_library(write_dump(tmp_path / "d.xml", english_pages()), lib, Params(), workers=1)
    folder = class_folder(tmp_path)
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        assert window.open_folder(folder)
    assert rows(window) == []  # the class alone shares nothing

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(lib))
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        window.library_panel.choose_button.click()
    assert window.library_panel.contents.text().startswith("Wikipedia enwiki, dump of 2024-03")
    assert rows(window) == [("ana.txt", "[enwiki] Photosynthesis")]
    assert window.pairs.select("ana.txt", "[enwiki] Photosynthesis")
    assert "https://en.wikipedia.org/wiki/Photosynthesis" in window.side.b.title.text()
    assert window.side.highlighted("b")[0] in window.side.b.text.toPlainText()
    window.grab().save(str(tmp_path / "library.png"))

    # The next window uses the same library without being told.
    again = make_window(settings)
    qtbot.addWidget(again)
    assert again.library_panel.paths == (str(lib.resolve()),)

    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        window.library_panel.stop_button.click()
    assert rows(window) == []
    assert settings.value("library") is None


def test_a_folder_that_is_not_a_library_is_said_so(qtbot, window, tmp_path: Path) -> None:
    (tmp_path / "essays").mkdir()
    window.library_panel.use(str(tmp_path / "essays"))
    assert window.library_panel.path is None
    assert window.library_panel.error.text().startswith("Not a library:")
