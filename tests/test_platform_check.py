"""Before Qt starts, plagcheck names the system library its platform plugin lacks.

The plugin is PySide6's real xcb plugin, copied with one of its dependencies renamed to a version
no system has, so the system's dynamic loader really fails on it, as on a desktop that lacks the
library; the check is pointed at it the way Qt would be, through QT_PLUGIN_PATH.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from plagcheck.gui import platform_check

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the platform plugin check is Linux-only"
)

QT = Path(importlib.util.find_spec("PySide6").origin).parent / "Qt"  # type: ignore[arg-type]
ROOT = Path(__file__).resolve().parent.parent
REAL = "libxkbcommon-x11.so.0"
ABSENT = "libxkbcommon-x11.so.7"  # same length, so the ELF string table keeps its layout


def broken_plugins(tmp_path: Path) -> Path:
    """A plugin folder whose xcb plugin needs a library no system has."""
    qt = tmp_path / "Qt"
    (qt / "plugins" / "platforms").mkdir(parents=True)
    (qt / "lib").symlink_to(QT / "lib")  # the plugin finds Qt through $ORIGIN/../../lib
    data = (QT / "plugins" / "platforms" / "libqxcb.so").read_bytes()
    assert data.count(REAL.encode() + b"\0") == 1
    patched = data.replace(REAL.encode() + b"\0", ABSENT.encode() + b"\0")
    (qt / "plugins" / "platforms" / "libqxcb.so").write_bytes(patched)
    return qt / "plugins"


def test_a_missing_library_is_named_with_its_packages(tmp_path):
    plugins = broken_plugins(tmp_path)
    line = platform_check.check({"QT_PLUGIN_PATH": str(plugins), "QT_QPA_PLATFORM": "xcb"})
    assert line is not None
    assert "\n" not in line
    assert line.startswith("plagcheck: the window cannot start: this system lacks the librar")
    assert ABSENT in line
    assert "sudo apt install libxkbcommon-x11-0" in line  # Debian/Ubuntu
    assert "libxkbcommon-x11" in line.split("dnf install", 1)[1]  # Fedora
    assert "plagcheck scan FOLDER" in line


def test_a_plugin_that_loads_passes(tmp_path):
    # The offscreen plugin needs nothing the tests themselves do not.
    assert platform_check.check({"QT_QPA_PLATFORM": "offscreen"}) is None
    # A Wayland session falls back to xcb: the check passes when either plugin loads.
    plugins = broken_plugins(tmp_path)
    env = {"QT_PLUGIN_PATH": str(plugins), "QT_QPA_PLATFORM": "xcb;offscreen"}
    assert platform_check.check(env) is None


def test_package_names():
    cursor = ("libxcb-cursor0", "xcb-util-cursor")
    assert platform_check.packages_for("libxcb-cursor.so.0") == cursor
    assert platform_check.packages_for("libxcb-icccm.so.4") == ("libxcb-icccm4", "xcb-util-wm")
    assert platform_check.packages_for("libxcb.so.1") == ("libxcb1", "libxcb")
    assert platform_check.packages_for("libunheard-of.so.1") is None
    line = platform_check.describe(["libunheard-of.so.1"])
    assert "libunheard-of.so.1" in line and "apt" not in line


def run(args: list[str], plugins: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_PLUGIN_PATH=str(plugins), QT_QPA_PLATFORM="xcb", DISPLAY=":97")
    return subprocess.run(
        [sys.executable, "-m", "plagcheck", *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_window_command_says_what_is_missing_and_scan_never_needs_it(tmp_path):
    plugins = broken_plugins(tmp_path)
    window = run(["resources/sample_essays"], plugins)
    assert window.returncode == 1
    lines = window.stderr.strip().splitlines()
    assert len(lines) == 1, window.stderr
    assert ABSENT in lines[0] and "libxkbcommon-x11-0" in lines[0]
    assert "Could not load the Qt platform plugin" not in window.stderr
    scan = run(["scan", "resources/sample_essays", "-q"], plugins)
    assert scan.returncode == 0, scan.stderr
    assert "6 reported pairs" in scan.stdout
