import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

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


def write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode(encoding))
    return path
