"""Before Qt starts: can its platform plugin load, and if not, which system library is missing?

Qt's own message when the xcb plugin cannot load ("Could not load the Qt platform plugin xcb ...
Reinstalling the application may fix this problem") names no library. The plugin is a shared
library like any other: loading it with the system's dynamic loader, before any QApplication
exists, fails with the name of the first library it lacks. This module imports no Qt.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
import sys
from pathlib import Path

# The system libraries Qt's platform plugins (xcb, wayland) and QtGui need, by soname without its
# version, with the package that provides them: (Debian/Ubuntu, Fedora).
PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-util": ("libxcb-util1", "xcb-util"),
    "libxcb-image": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-render-util": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-randr": ("libxcb-randr0", "libxcb"),
    "libxcb-render": ("libxcb-render0", "libxcb"),
    "libxcb-shape": ("libxcb-shape0", "libxcb"),
    "libxcb-shm": ("libxcb-shm0", "libxcb"),
    "libxcb-sync": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb": ("libxcb-xkb1", "libxcb"),
    "libxcb": ("libxcb1", "libxcb"),
    "libxkbcommon-x11": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon": ("libxkbcommon0", "libxkbcommon"),
    "libX11-xcb": ("libx11-xcb1", "libX11-xcb"),
    "libX11": ("libx11-6", "libX11"),
    "libGL": ("libgl1", "libglvnd-glx"),
    "libEGL": ("libegl1", "libglvnd-egl"),
    "libOpenGL": ("libopengl0", "libglvnd-opengl"),
    "libfontconfig": ("libfontconfig1", "fontconfig"),
    "libfreetype": ("libfreetype6", "freetype"),
    "libglib-2.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0": ("libglib2.0-0", "glib2"),
    "libdbus-1": ("libdbus-1-3", "dbus-libs"),
    "libwayland-client": ("libwayland-client0", "libwayland-client"),
    "libwayland-cursor": ("libwayland-cursor0", "libwayland-cursor"),
    "libwayland-egl": ("libwayland-egl1", "libwayland-egl"),
}

# The xcb plugin's own system libraries, in the order a minimal desktop tends to lack them.
XCB_LIBRARIES = (
    "libxcb-cursor.so.0",
    "libxcb-icccm.so.4",
    "libxcb-keysyms.so.1",
    "libxcb-image.so.0",
    "libxcb-render-util.so.0",
    "libxcb-util.so.1",
    "libxkbcommon-x11.so.0",
    "libxcb-randr.so.0",
    "libxcb-shape.so.0",
    "libxcb-shm.so.0",
    "libxcb-sync.so.1",
    "libxcb-xfixes.so.0",
    "libxcb-xkb.so.1",
    "libxcb-render.so.0",
    "libX11-xcb.so.1",
)

_MISSING = re.compile(r"(\S+?\.so[.\d]*): cannot open shared object file")


def packages_for(soname: str) -> tuple[str, str] | None:
    """(Debian/Ubuntu, Fedora) package of a library such as ``libxcb-icccm.so.4``."""
    return PACKAGES.get(soname.split(".so")[0])


def missing_from_error(error: str) -> str | None:
    """The library a dynamic loader's error names as missing (None for other errors)."""
    m = _MISSING.search(error)
    return m.group(1) if m else None


def describe(missing: list[str]) -> str:
    """One line: the missing libraries and the commands that install them."""
    known = [p for p in (packages_for(s) for s in missing) if p is not None]
    debian = list(dict.fromkeys(p[0] for p in known))
    fedora = list(dict.fromkeys(p[1] for p in known))
    libs = ", ".join(missing)
    what = "library" if len(missing) == 1 else "libraries"
    line = f"plagcheck: the window cannot start: this system lacks the {what} {libs}"
    if known:
        line += (
            f"; install with 'sudo apt install {' '.join(debian)}' (Debian/Ubuntu) or "
            f"'sudo dnf install {' '.join(fedora)}' (Fedora)"
        )
    return line + "; 'plagcheck scan FOLDER' works without it"


def platform_names(env: os._Environ[str] | dict[str, str] | None = None) -> list[str]:
    """The platform plugins Qt will try, in order (as QGuiApplication chooses them on Linux)."""
    env = os.environ if env is None else env
    chosen = env.get("QT_QPA_PLATFORM")
    if chosen:
        return [n.split(":")[0].strip() for n in chosen.split(";") if n.strip()]
    if env.get("XDG_SESSION_TYPE") == "wayland" and env.get("WAYLAND_DISPLAY"):
        return ["wayland", "xcb"]
    return ["xcb"]


def plugin_dirs(env: os._Environ[str] | dict[str, str] | None = None) -> list[Path]:
    """Where Qt looks for plugins: QT_PLUGIN_PATH first, then PySide6's own (found unimported)."""
    env = os.environ if env is None else env
    dirs = [Path(p) for p in env.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.origin:
        dirs.append(Path(spec.origin).parent / "Qt" / "plugins")
    return dirs


def find_plugin(name: str, dirs: list[Path]) -> Path | None:
    for d in dirs:
        f = d / "platforms" / f"libq{name}.so"
        if f.is_file():
            return f
    return None


def load_error(plugin: Path) -> str | None:
    """The dynamic loader's error for this plugin, or None when it loads."""
    try:
        ctypes.CDLL(str(plugin), mode=os.RTLD_LAZY | os.RTLD_LOCAL)
    except OSError as e:
        return str(e)
    return None


def _absent(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return True
    return False


def check(env: os._Environ[str] | dict[str, str] | None = None) -> str | None:
    """None when a platform plugin Qt will try loads; else the one line to print.

    Only Linux is checked (Windows and macOS wheels carry what their plugins need). A platform
    with no plugin file here is left to Qt, which lists the platforms it has.
    """
    if not sys.platform.startswith("linux"):
        return None
    dirs = plugin_dirs(env)
    errors = []
    for name in platform_names(env):
        plugin = find_plugin(name, dirs)
        if plugin is None:
            continue
        error = load_error(plugin)
        if error is None:
            return None
        errors.append(error)
    if not errors:
        return None
    first = missing_from_error(errors[-1])
    if first is None:
        return f"plagcheck: the window cannot start: {errors[-1]}"
    # The loader stops at the first missing library; name the xcb plugin's others too.
    others = [s for s in XCB_LIBRARIES if s != first and _absent(s)]
    return describe([first, *others])
