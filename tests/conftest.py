import os
import time
from pathlib import Path

import numpy as np
import pytest

from plagcheck.engine.text import lsh

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Times without a zone (a zip entry's, a Blackboard file name's) are read in this computer's zone:
# the tests read them in UTC, so every machine writes the same reports (tests/golden.py).
os.environ["TZ"] = "UTC"
if hasattr(time, "tzset"):
    time.tzset()

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "resources" / "sample_essays"
CLOUGH = ROOT.parent / "shared" / "corpora" / "clough"


@pytest.fixture
def samples() -> Path:
    return SAMPLES


@pytest.fixture
def clough() -> Path:
    if not (CLOUGH / "labels.csv").exists():
        pytest.skip(f"Clough corpus not found at {CLOUGH} (it lives outside the repository)")
    return CLOUGH


@pytest.fixture(autouse=True)
def review_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Review files of the test's own: the user's data directory is never touched."""
    folder = tmp_path / "user-data"
    monkeypatch.setenv("PLAGCHECK_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def settings(tmp_path: Path):  # type: ignore[no-untyped-def]
    """A window settings file of the test's own: the user's settings are never touched."""
    from PySide6.QtCore import QSettings

    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, settings):  # type: ignore[no-untyped-def]
    """The main window, shown offscreen; its scan is stopped when the test ends."""
    from plagcheck.gui.app import make_window

    w = make_window(settings)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.cancel()
    w.controller.wait(5000)


def write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode(encoding))
    return path


def generate(folder, n, seed=7):
    """``n`` essays from a Zipfian vocabulary, with copies, pasted paragraphs, a collusion ring,
    a boilerplate note handed in by more than lsh.MAX_BUCKET students, and files with problems."""
    rng = np.random.default_rng(seed)
    vocab = np.array([f"w{i}" for i in range(5000)])
    p = 1 / np.arange(1, len(vocab) + 1) ** 1.05
    p /= p.sum()
    texts = [" ".join(rng.choice(vocab, size=rng.integers(80, 250), p=p)) for _ in range(n)]
    for i in range(0, n - 1, 40):  # light copies: a few words changed
        words = texts[i].split()
        for j in rng.integers(len(words), size=len(words) // 12):
            words[j] = "changed"
        texts[i + 1] = " ".join(words)
    for i in range(5, n - 1, 97):  # a paragraph pasted into an unrelated essay
        words = texts[i].split()
        texts[i + 1] += " " + " ".join(words[:70])
    for i in range(10, 13):  # a ring: one source, two copies
        texts[i] = texts[9] + f" ring{i}"
    for i in range(n - lsh.MAX_BUCKET - 30, n - 10):  # one huge bucket: the star rule
        texts[i] = "I could not finish this assignment because I was ill this week sorry"
    for i, t in enumerate(texts):
        write(folder / f"essay_{i:05d}.txt", t)
    write(folder / "tiny.txt", "too short")
    (folder / "broken.docx").write_bytes(b"not a docx at all")
    return folder
