"""Build the desktop app: ``pip install '.[package]' && python packaging/build.py``.

PyInstaller freezes plagcheck (packaging/plagcheck.spec) into one folder whose ``plagcheck``
executable opens the window and runs every command with no Python installed, and this script packs
it as ``dist/plagcheck-<version>-<system>-<machine>.tar.gz`` (``.zip`` on Windows).

On Linux the Qt xcb platform plugin needs system libraries that a minimal desktop lacks
(libxcb-cursor0, libxcb-icccm4, libxkbcommon-x11-0, ...). PyInstaller bundles the ones it finds on
the build machine; the ones this machine lacks are fetched with ``apt-get download`` and unpacked
under build/syslibs (no root, nothing installed), so they are bundled too. The build then checks
that every one of them is in the bundle.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from plagcheck import __version__  # noqa: E402
from plagcheck.gui import platform_check  # noqa: E402

BUILD = ROOT / "build"
DIST = ROOT / "dist"
ICONS = ROOT / "plagcheck" / "data" / "icons"
# The xcb libraries PyInstaller leaves out by design (libxcb itself comes with every X server).
NOT_BUNDLED = {"libxcb.so.1"}


def fail(message: str) -> None:
    print(f"build: {message}", file=sys.stderr)
    raise SystemExit(1)


def xcb_plugin() -> Path:
    plugin = platform_check.find_plugin("xcb", platform_check.plugin_dirs({}))
    if plugin is None:
        fail("PySide6's xcb platform plugin not found: pip install '.[package]' first")
    assert plugin is not None
    return plugin


def unresolved(library: Path, env: dict[str, str]) -> list[str]:
    """The libraries ``ldd`` cannot find for this file (and everything it loads)."""
    out = subprocess.run(
        ["ldd", str(library)], env=env, capture_output=True, text=True, check=True
    ).stdout
    names = [line.split()[0] for line in out.splitlines() if "not found" in line]
    return list(dict.fromkeys(names))


def fetch_system_libraries(env: dict[str, str]) -> None:
    """Unpack the Debian packages of the xcb plugin's missing libraries under build/syslibs."""
    missing = unresolved(xcb_plugin(), env)
    if not missing:
        return
    packages = []
    for soname in missing:
        p = platform_check.packages_for(soname)
        if p is None:
            fail(f"{soname} is missing and no package for it is known")
        assert p is not None
        packages.append(p[0])
    packages = list(dict.fromkeys(packages))
    if shutil.which("apt-get") is None or shutil.which("dpkg") is None:
        known = [platform_check.packages_for(s) for s in missing]
        fedora = " ".join(dict.fromkeys(p[1] for p in known if p))
        fail(f"this machine lacks {', '.join(missing)}: install {fedora} (Fedora) and build again")
    debs = BUILD / "syslibs" / "debs"
    root = BUILD / "syslibs" / "root"
    shutil.rmtree(BUILD / "syslibs", ignore_errors=True)
    debs.mkdir(parents=True)
    print(f"build: fetching {', '.join(packages)} for {', '.join(missing)}", flush=True)
    # As root, apt hands downloads to its own unprivileged user, who cannot write here.
    sandbox = ["-o", "APT::Sandbox::User=root"] if os.geteuid() == 0 else []
    download = ["apt-get", "download", "-q", *sandbox, *packages]
    if subprocess.run(download, cwd=debs).returncode != 0:
        if os.geteuid() != 0:
            fail(f"apt-get download {' '.join(packages)} failed (try 'sudo apt-get update')")
        subprocess.run(["apt-get", "update", "-q"], check=True)
        subprocess.run(download, cwd=debs, check=True)
    for deb in sorted(debs.glob("*.deb")):
        subprocess.run(["dpkg", "-x", str(deb), str(root)], check=True)
    dirs = sorted({str(so.parent) for so in root.rglob("*.so*")})
    env["LD_LIBRARY_PATH"] = os.pathsep.join([*dirs, env.get("LD_LIBRARY_PATH", "")]).rstrip(":")
    still = unresolved(xcb_plugin(), env)
    if still:
        fail(f"still missing after fetching {', '.join(packages)}: {', '.join(still)}")


def check_bundle(app: Path) -> None:
    """Fail unless the xcb plugin's system libraries are in the bundle."""
    internal = app / "_internal"
    absent = [
        s
        for s in platform_check.XCB_LIBRARIES
        if s not in NOT_BUNDLED and not (internal / s).exists()
    ]
    if absent:
        fail(f"the bundle lacks {', '.join(absent)}")


def add_desktop_files(app: Path) -> None:
    """The .desktop entry, the icons and the script that installs both for the user."""
    shutil.copy(ROOT / "packaging" / "plagcheck.desktop", app)
    shutil.copy(ROOT / "packaging" / "install-desktop-entry.sh", app)
    (app / "icons").mkdir(exist_ok=True)
    for icon in ICONS.iterdir():
        shutil.copy(icon, app / "icons")


def pack(app: Path, name: str) -> Path:
    if sys.platform.startswith("win"):
        out = DIST / f"{name}.zip"
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
            for f in sorted(app.rglob("*")):
                z.write(f, Path(name) / f.relative_to(app))
        return out
    out = DIST / f"{name}.tar.gz"
    # A folder named after the release; on macOS it holds plagcheck.app.
    arcname = f"{name}/{app.name}" if app.suffix == ".app" else name
    with tarfile.open(out, "w:gz", compresslevel=9) as t:
        t.add(app, arcname=arcname)
    return out


def main() -> int:
    systems = {"linux": "linux", "darwin": "macos", "win32": "windows"}
    system = systems.get(sys.platform, sys.platform)
    machine = platform.machine().lower().replace("amd64", "x86_64")
    name = f"plagcheck-{__version__}-{system}-{machine}"
    env = dict(os.environ)
    if system == "linux":
        fetch_system_libraries(env)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level=WARN",
            "--distpath",
            str(DIST),
            "--workpath",
            str(BUILD / "pyinstaller"),
            str(ROOT / "packaging" / "plagcheck.spec"),
        ],
        env=env,
        check=True,
    )
    app = DIST / "plagcheck.app" if system == "macos" else DIST / "plagcheck"
    if system == "linux":
        check_bundle(app)
        add_desktop_files(app)
    for old in DIST.glob(f"{name}.*"):
        old.unlink()
    out = pack(app, name)
    size = out.stat().st_size / 2**20
    print(f"build: {out.relative_to(ROOT)} ({size:.1f} MB); run {app.relative_to(ROOT)}/plagcheck")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
