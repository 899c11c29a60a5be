"""What tells a teacher which plagcheck this is: the version in the title, the icon, the
desktop entry the packaged app installs."""

from __future__ import annotations

import configparser
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings, QSize  # noqa: E402

from plagcheck import __version__  # noqa: E402
from plagcheck.gui.app import ICONS, app_icon, make_window  # noqa: E402
from tests.conftest import ROOT, SAMPLES  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_the_title_shows_the_version_before_and_after_a_scan(qtbot, tmp_path: Path) -> None:
    w = make_window(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    assert w.windowTitle() == f"plagcheck {__version__}"
    with qtbot.waitSignal(w.resultShown, timeout=20_000):
        w.open_folder(SAMPLES)
    assert w.windowTitle().startswith(f"plagcheck {__version__} — ")
    w.controller.wait(5000)


def test_the_icon_is_drawn_at_every_size(qtbot) -> None:
    icon = app_icon()
    assert not icon.isNull()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert {(16, 16), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)} <= sizes
    # Not blank: the 32 px icon has both the blue tile and the white pages.
    image = icon.pixmap(QSize(32, 32)).toImage()
    colours = {image.pixelColor(x, y).name() for x in range(32) for y in range(32)}
    assert "#23507a" in colours and "#ffffff" in colours
    ET.parse(ICONS / "plagcheck.svg")  # the scalable icon is well-formed SVG
    assert sum(f.stat().st_size for f in ICONS.iterdir()) < 64_000  # small enough to commit


def test_the_desktop_entry_starts_plagcheck_with_its_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(ROOT / "packaging" / "plagcheck.desktop", encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["Type"] == "Application"
    assert d["Exec"].split()[0] == "plagcheck"
    assert d["Icon"] == "plagcheck"
    assert d["Terminal"] == "false"
