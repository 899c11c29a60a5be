"""Small LMS downloads built by the tests: Moodle, Canvas and Blackboard laid out as each
platform lays them out, with made-up students and essays (no real student data)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import numpy as np

VOCAB = np.array(
    [
        f"{a}{b}"
        for a in ("ka", "lo", "mi", "nu", "pe", "ro", "su", "ti")
        for b in (
            "bar",
            "cen",
            "dol",
            "fim",
            "gat",
            "hup",
            "jor",
            "kev",
            "lin",
            "mop",
            "nar",
            "pix",
        )
    ]
)


def essay(seed: int, words: int = 220) -> str:
    """A made-up essay: sentences of a small invented vocabulary, different for each seed."""
    rng = np.random.default_rng(seed)
    out = []
    while sum(len(s.split()) for s in out) < words:
        n = int(rng.integers(8, 16))
        out.append(" ".join(rng.choice(VOCAB, n)).capitalize() + ".")
    return " ".join(out)


# Every entry's time unless a test gives its own (as an LMS stamps each submission's files).
ENTRY_TIME = (2026, 1, 12, 9, 0, 0)


def _write(zf: zipfile.ZipFile, name: str, data: bytes | str, when: tuple[int, ...]) -> None:
    info = zipfile.ZipInfo(name, date_time=when)  # type: ignore[arg-type]
    info.compress_type = zipfile.ZIP_DEFLATED
    zf.writestr(info, data.encode("utf-8") if isinstance(data, str) else data)


def zip_of(
    path: Path,
    members: dict[str, bytes | str],
    times: dict[str, tuple[int, ...]] | None = None,
) -> Path:
    """A zip of ``members``, each entry dated ``times[name]`` (local time, as a zip keeps it)
    or ``ENTRY_TIME``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            _write(zf, name, data, (times or {}).get(name, ENTRY_TIME))
    return path


def zip_bytes(members: dict[str, bytes | str]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            _write(zf, name, data, ENTRY_TIME)
    return buf.getvalue()


def receipt(
    name: str, user: str, when: str, text: str = "", comments: str = "", files: tuple[str, ...] = ()
) -> str:
    """A Blackboard Learn receipt as its "Assignment File Download" writes it."""
    typed = text or "There is no student submission text data for this assignment."
    said = comments or "There are no student comments for this assignment."
    listed = "".join(
        f"\tOriginal filename: {f}\n\tFilename: Essay 2_{user}_attempt_{when}_{f}\n" for f in files
    )
    return (
        f"Name: {name} ({user})\nAssignment: Essay 2\nDate Submitted: {when}\n"
        f"Current Mark: Needs Marking\n\nSubmission Field:\n{typed}\n\nComments:\n{said}\n\n"
        f"Files:\n{listed}"
    )


def mark_encrypted(path: Path) -> Path:
    """Set the "encrypted" bit of every member, as a password-protected zip has it (Python's
    zipfile cannot write one): in each local header and in the central directory."""
    data = bytearray(path.read_bytes())
    for sig, at in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
        i = data.find(sig)
        while i >= 0:
            data[i + at] |= 0x1
            i = data.find(sig, i + 4)
    path.write_bytes(bytes(data))
    return path
