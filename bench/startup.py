"""Time from launch to the first painted window, measured on a real X server (Xvfb).

    python bench/startup.py [--runs 7] [--screenshot window.png] COMMAND [COMMAND ...]

Each COMMAND (e.g. ``dist/plagcheck/plagcheck`` and ``/path/to/venv/bin/plagcheck``) is started
with no argument (the empty window, as a teacher's first start) under Xvfb, whose screen is
memory-mapped to a file (``-fbdir``): the time is taken when the first pixel of the screen's
top 100 rows changes, i.e. when the window's menu bar reaches the screen, from outside the
program. The commands run interleaved, ``--runs`` times each; the median and the range are
printed. Needs Xvfb (Debian: ``apt-get install xvfb``). Each run gets an empty settings folder
(XDG_CONFIG_HOME), so a saved window size does not change what is drawn.
"""

from __future__ import annotations

import argparse
import mmap
import os
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WIDTH, HEIGHT = 1280, 800


def start_xvfb(fbdir: Path) -> tuple[subprocess.Popen[bytes], str]:
    """Xvfb on a free display (it picks one and says which once it accepts clients)."""
    if shutil.which("Xvfb") is None:
        sys.exit("bench/startup.py needs Xvfb (apt-get install xvfb)")
    r, w = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(w), "-screen", "0", f"{WIDTH}x{HEIGHT}x24"]
        + ["-fbdir", str(fbdir), "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(w,),
    )
    os.close(w)
    with os.fdopen(r) as ready:
        number = ready.readline().strip()
    if not number:
        xvfb.kill()
        sys.exit("Xvfb did not start")
    return xvfb, f":{number}"


def pixels(screen: Path) -> tuple[mmap.mmap, int, int]:
    """The framebuffer (an XWD file) and where its pixels start and how long a row is."""
    f = screen.open("rb")
    m = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    header = struct.unpack(">25I", m[:100])
    start = header[0] + header[19] * 12  # header size + colour map entries
    return m, start, header[12]


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) the process has used so far: what the wall time would be on an
    idle machine, less waiting for the disk and the X server (the machine here is shared)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def first_paint(
    command: list[str], screen: Path, display: str, timeout: float = 20.0
) -> tuple[float, float]:
    """Seconds from launch to the first paint, and the CPU seconds the program used by then."""
    # The top 100 rows (where the window's menu bar and toolbar are drawn; with no window
    # manager it sits at the top left): away from the pointer, whose shape changes on map.
    m, start, stride = pixels(screen)
    end = start + 100 * stride
    blank = m[start:end]
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, DISPLAY=display, XDG_CONFIG_HOME=home, LANG="C.UTF-8")
        env.pop("QT_QPA_PLATFORM", None)
        t0 = time.perf_counter()
        proc = subprocess.Popen(command, env=env, stderr=subprocess.PIPE)
        try:
            while time.perf_counter() - t0 < timeout:
                if m[start:end] != blank:
                    return time.perf_counter() - t0, cpu_seconds(proc.pid)
                if proc.poll() is not None:
                    err = proc.stderr.read().decode() if proc.stderr else ""
                    sys.exit(f"{command[0]} exited with {proc.returncode}: {err.strip()}")
                time.sleep(0.002)
            sys.exit(f"{command[0]}: nothing painted in {timeout} s")
        finally:
            proc.terminate()
            proc.wait()
            time.sleep(0.3)  # the server clears the window away before the next run


def screenshot(screen: Path, out: Path) -> None:
    from PySide6.QtGui import QGuiApplication, QImage

    m, start, stride = pixels(screen)
    _app = QGuiApplication.instance() or QGuiApplication(["startup", "-platform", "offscreen"])
    data = bytes(m[start : start + stride * HEIGHT])
    QImage(data, WIDTH, HEIGHT, stride, QImage.Format.Format_RGB32).save(str(out))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("commands", nargs="+", help="executables to start (no arguments)")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--screenshot", type=Path, help="save the first command's window as PNG")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as fbdir:
        xvfb, display = start_xvfb(Path(fbdir))
        screen = Path(fbdir) / "Xvfb_screen0"
        try:
            times: dict[str, list[tuple[float, float]]] = {c: [] for c in a.commands}
            for _ in range(a.runs):
                for c in a.commands:
                    times[c].append(first_paint([c], screen, display))
            if a.screenshot:
                with tempfile.TemporaryDirectory() as home:
                    env = dict(os.environ, DISPLAY=display, XDG_CONFIG_HOME=home)
                    env.pop("QT_QPA_PLATFORM", None)
                    proc = subprocess.Popen([a.commands[0]], env=env)
                    time.sleep(4)
                    screenshot(screen, a.screenshot)
                    proc.terminate()
                    proc.wait()
        finally:
            xvfb.terminate()
            xvfb.wait()
    for c, runs in times.items():
        wall = [w for w, _ in runs]
        cpu = [u for _, u in runs]
        print(
            f"{c}: median {statistics.median(wall):.2f} s to the first painted window "
            f"({min(wall):.2f}-{max(wall):.2f} s, {len(wall)} runs); "
            f"CPU time by then: median {statistics.median(cpu):.2f} s"
        )


if __name__ == "__main__":
    main()
