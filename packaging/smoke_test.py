"""Smoke-test the packed desktop app as a teacher gets it: ``python packaging/smoke_test.py``.

Unpacks dist/plagcheck-<version>-linux-<machine>.tar.gz into a temporary folder and runs its
``plagcheck`` with an environment that holds no Python (no PYTHONPATH, no virtual environment on
PATH, a working directory outside the repository):

- ``--version`` names the version;
- ``scan`` of resources/sample_essays reports its 6 pairs and writes the JSON and HTML reports;
- ``archive add`` and ``archive list`` keep the sample essays in a SQLite archive;
- ``dossier`` writes a student's case file, set in the bundled font (package data);
- the window opens offscreen on the sample essays and keeps running for 5 seconds;
- where Xvfb is installed, the window is drawn on a real X server through the bundled xcb plugin
  (bench/startup.py watches the screen for it), so the bundled system libraries are used.

Uses only the standard library; exits 1 with the reason at the first failure.
"""

from __future__ import annotations

import json
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "resources" / "sample_essays"


def fail(message: str) -> None:
    print(f"smoke test: FAILED: {message}", file=sys.stderr)
    raise SystemExit(1)


def version() -> str:
    text = (ROOT / "plagcheck" / "__init__.py").read_text("utf-8")
    return text.split('__version__ = "', 1)[1].split('"', 1)[0]


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    return {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8", **extra}


def main() -> int:
    name = f"plagcheck-{version()}-linux-{platform.machine().lower()}"
    tarball = ROOT / "dist" / f"{name}.tar.gz"
    if not tarball.is_file():
        fail(f"{tarball} not found: run python packaging/build.py first")
    with tempfile.TemporaryDirectory() as tmp_:
        tmp = Path(tmp_)
        with tarfile.open(tarball) as t:
            if hasattr(tarfile, "tar_filter"):  # Python 3.12, and 3.11.4 on
                t.extractall(tmp, filter="tar")
            else:
                t.extractall(tmp)
        exe = tmp / name / "plagcheck"
        env = clean_env(tmp)

        out = subprocess.run([str(exe), "--version"], env=env, cwd=tmp, capture_output=True)
        if out.stdout.decode().strip() != f"plagcheck {version()}":
            fail(f"--version printed {out.stdout!r} {out.stderr!r}")

        report = tmp / "report"
        cmd = [str(exe), "scan", str(SAMPLES), "-q", "--json", f"{report}.json"]
        out = subprocess.run(
            [*cmd, "--html", f"{report}.html"], env=env, cwd=tmp, capture_output=True, text=True
        )
        if out.returncode != 0 or "6 reported pairs" not in out.stdout:
            fail(f"scan of the sample essays: exit {out.returncode}\n{out.stdout}{out.stderr}")
        pairs = json.loads(Path(f"{report}.json").read_text("utf-8"))["pairs"]
        if sum(1 for p in pairs if p.get("reported")) != 6:
            fail("the JSON report does not hold the 6 reported pairs")
        if "<style" not in Path(f"{report}.html").read_text("utf-8"):
            fail("the HTML report has no style sheet (package data not bundled?)")
        print("smoke test: scan of the sample essays: 6 pairs, JSON and HTML written")

        db = tmp / "archive.sqlite"
        add = [str(exe), "archive", "add", str(SAMPLES), "--db", str(db), "--label", "2024", "-q"]
        out = subprocess.run(add, env=env, cwd=tmp, capture_output=True, text=True)
        listed = subprocess.run(
            [str(exe), "archive", "list", "--db", str(db)], env=env, capture_output=True, text=True
        )
        if out.returncode != 0 or listed.returncode != 0 or "2024" not in listed.stdout:
            fail(f"archive add/list: {out.stdout}{out.stderr}{listed.stdout}{listed.stderr}")
        print("smoke test: archive add and list (SQLite) work")

        case = tmp / "case.pdf"
        dossier = [str(exe), "dossier", str(SAMPLES), "--student", "omar", "--out", str(case)]
        out = subprocess.run(
            [*dossier, "-q"], env=clean_env(tmp, PLAGCHECK_DATA_DIR=str(tmp / "data")),
            cwd=tmp, capture_output=True, text=True,
        )  # fmt: skip
        data = case.read_bytes() if case.is_file() else b""
        if out.returncode != 0 or not data.startswith(b"%PDF") or b"DejaVu" not in data:
            fail(f"dossier (case file with its bundled font): {out.stdout}{out.stderr}")
        print("smoke test: dossier wrote a case file in the bundled font")

        window = subprocess.Popen(
            [str(exe), str(SAMPLES)],
            env=clean_env(tmp, QT_QPA_PLATFORM="offscreen"),
            cwd=tmp,
            stderr=subprocess.PIPE,
            text=True,
        )
        time.sleep(5)
        if window.poll() is not None:
            fail(f"the window exited with {window.returncode}: {window.stderr.read()}")  # type: ignore[union-attr]
        window.terminate()
        _, err = window.communicate(timeout=10)
        if "Traceback" in err or "rror" in err:
            fail(f"the window wrote errors: {err}")
        print("smoke test: the window opened offscreen and kept running for 5 s")

        if shutil.which("Xvfb"):
            # A real X server: the bundled xcb plugin and its libraries draw the window.
            out = subprocess.run(
                [sys.executable, str(ROOT / "bench" / "startup.py"), "--runs", "1", str(exe)],
                capture_output=True,
                text=True,
            )
            if out.returncode != 0:
                fail(f"the window under Xvfb (xcb): {out.stdout}{out.stderr}")
            print(f"smoke test: under Xvfb (xcb): {out.stdout.strip()}")
        else:
            print("smoke test: Xvfb not installed: the xcb window was not tried")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
