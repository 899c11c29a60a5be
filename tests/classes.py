"""A made-up class of thirteen students in three groups, with hand-in times: a pair (Ben copied
Ana), a ring of four and three students who copied one reference text (no real student data)."""

from __future__ import annotations

import os
from datetime import datetime, timedelta, timezone
from pathlib import Path

from conftest import write
from lms import essay

NAMES = (
    "Ana Lima", "Ben Cole", "Cal Diaz", "Dia Moss", "Eli Park", "Fay Ruiz", "Gus Shaw",
    "Hana Ito", "Ivo Kern", "Jo Weiss", "Kai Lund", "Lea Roth", "Max Vogel",
)  # fmt: skip
START = datetime(2026, 3, 2, 9, tzinfo=timezone.utc)


def three_groups(folder: Path) -> tuple[Path, Path]:
    """The class (one sub-folder per student, each file dated seven hours after the last) and
    the reference text three of them copied."""
    texts = {n: essay(100 + i) for i, n in enumerate(NAMES)}
    ana, ring, source = texts["Ana Lima"], texts["Cal Diaz"], essay(999)
    texts["Ben Cole"] = ana[: len(ana) // 2] + " " + texts["Ben Cole"][:600]
    for n in ("Dia Moss", "Eli Park", "Fay Ruiz"):
        texts[n] = ring[: len(ring) * 2 // 3] + " " + texts[n][:300]
    for n in ("Gus Shaw", "Hana Ito", "Ivo Kern"):
        texts[n] = texts[n][:500] + " " + source[:900]
    for i, n in enumerate(NAMES):
        f = write(folder / n / "essay.txt", texts[n])
        t = (START + timedelta(hours=7 * i)).timestamp()
        os.utime(f, (t, t))
    return folder, write(folder.parent / "sources" / "source.txt", source)
