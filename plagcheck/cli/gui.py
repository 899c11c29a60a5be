"""``plagcheck [gui] [PATH]``: open the window, or say in one line why it cannot open."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from plagcheck.i18n import _


def add_parser(sub: argparse._SubParsersAction) -> None:
    gui = sub.add_parser("gui", help="open the window (optionally on a folder or .zip)")
    gui.add_argument("folder", type=Path, nargs="?", metavar="PATH")


def _no_screen() -> bool:
    """On Linux, no X or Wayland display and no Qt platform chosen: Qt would abort."""
    env = os.environ
    return sys.platform.startswith("linux") and not (
        env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or env.get("QT_QPA_PLATFORM")
    )


def run(a: argparse.Namespace) -> int:
    return open_window(a.folder)


def open_window(folder: Path | None) -> int:
    if _no_screen():
        said = _("no screen to open the window on; use 'plagcheck scan FOLDER'")
        print(f"plagcheck: {said}", file=sys.stderr)
        return 1
    from plagcheck.gui import platform_check

    # Before Qt starts: Qt's own message for a platform plugin that cannot load names no library.
    problem = platform_check.check()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    try:
        from plagcheck.gui.app import main as gui_main
    except ImportError as e:
        missing = platform_check.missing_from_error(str(e))
        print(
            platform_check.describe([missing])
            if missing
            else "plagcheck: "
            + _("the window is not available ({why}); use 'plagcheck scan FOLDER'", why=str(e)),
            file=sys.stderr,
        )
        return 1
    return gui_main(folder)
