"""Golden reports: the JSON, pairs CSV, students CSV and HTML report of four corpora (the sample
essays, the Clough corpus from ../shared, 2,000 generated essays with planted copies and a
Moodle-style zip), as a scan writes them, kept as SHA-256 digests in ``golden/digests.json``.

A change that must not change what a user reads (moving code between rooms, speeding a stage up)
leaves every digest as it is, on every executor (tests/test_golden.py). A change that means to
change a report writes them anew, and its commit says why:

    python tests/golden.py            # rewrite golden/digests.json from this checkout

The date, the timings and the folder's own path are the only things taken out: the date is fixed,
the timings emptied and the folder's path written as ``FOLDER``. Hand-in times are fixed where
they come from: each corpus is scanned from a copy whose files bear set times (``fix_times``),
the zip's entries bear set times, and the tests read times in UTC (conftest.py). The Clough
texts are not ours, so only digests are kept, never the reports.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from conftest import CLOUGH, SAMPLES, generate, write  # noqa: E402
from lms import essay, zip_bytes, zip_of  # noqa: E402

DIGESTS = HERE / "golden" / "digests.json"
REPORTS = ("json", "csv", "students.csv", "html")
FIXED = datetime(2026, 1, 15, 9, 30, tzinfo=timezone.utc)


class FixedClock(datetime):
    """``datetime`` whose ``now`` is always the same moment (the reports' date line)."""

    @classmethod
    def now(cls, tz=None):  # type: ignore[no-untyped-def,override]
        return FIXED if tz is None else FIXED.astimezone(tz)


def moodle_download(folder: Path) -> Path:
    """A Moodle-style zip of 40 students: copies, a pasted paragraph, drafts, typed-in text, a
    nested zip and a file that cannot be read."""
    texts = [essay(100 + i) for i in range(40)]
    members: dict[str, bytes | str] = {}
    for i, text in enumerate(texts):
        if i % 8 == 1:
            text = texts[i - 1][: len(texts[i - 1]) * 3 // 4] + " " + text[:300]
        elif i % 8 == 4:
            text = text + " " + texts[i - 2][:500]
        name = f"Student {i:02d}_{2000 + i}_assignsubmission_"
        if i % 10 == 3:
            members[name + "onlinetext_/onlinetext.html"] = f"<p>{text}</p>"
        elif i % 10 == 6:
            members[name + "file_work.zip"] = zip_bytes({"essay.txt": text, "refs.txt": "Ref."})
        elif i % 10 == 8:
            members[name + "file_/draft.txt"] = text[: len(text) // 2]
            members[name + "file_/final.txt"] = text
        else:
            members[name + "file_/essay.txt"] = text
    members["Student 40_2040_assignsubmission_file_/essay.docx"] = b"not a docx"
    # Student i handed in at 9:00 plus 7 * i minutes (the copies after their originals).
    times = {
        m: (2026, 1, 12, 9 + 7 * int(m[8:10]) // 60, 7 * int(m[8:10]) % 60, 0) for m in members
    }
    return zip_of(folder / "ENG101-Essay 3-815.zip", members, times)


def fix_times(folder: Path) -> Path:
    """Every file under ``folder`` dated a set time, a minute and a half apart in name order (the
    hand-in times a folder's reports give)."""
    start = FIXED.timestamp() - 86400
    for i, f in enumerate(sorted(p for p in folder.rglob("*") if p.is_file())):
        os.utime(f, (start + 90 * i, start + 90 * i))
    return folder


def copied(source: Path, to: Path) -> Path:
    """A copy of a corpus with its files' times fixed (its own times are those of a checkout)."""
    if not to.exists():
        shutil.copytree(source, to)
        fix_times(to)
    return to


def corpora(tmp: Path) -> Iterator[tuple[str, Path, dict[str, object]]]:
    """(name, path, Params keywords) of each corpus present here."""
    samples = copied(SAMPLES, tmp / "sample_essays")
    yield "samples", samples, {"templates": (str(samples / "templates"),)}
    if (CLOUGH / "labels.csv").exists():
        yield "clough", copied(CLOUGH, tmp / "clough"), {}
    folder = tmp / "generated"
    if not folder.exists():
        generate(folder, 2000)
        write(folder / "templates" / "prompt.txt", "Write an essay about w1 w2 w3 and w4 " * 4)
        fix_times(folder)
    yield "generated", folder, {}
    z = tmp / "moodle" / "ENG101-Essay 3-815.zip"
    if not z.exists():
        moodle_download(z.parent)
    yield "moodle", z, {}


@contextmanager
def fixed_clock() -> Iterator[None]:
    from plagcheck.reports import export, html_report

    saved = export.datetime, html_report.datetime
    export.datetime = html_report.datetime = FixedClock  # type: ignore[misc]
    try:
        yield
    finally:
        export.datetime, html_report.datetime = saved  # type: ignore[misc]


def reports(result, root: Path) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """The four reports as a scan of ``root`` writes them, date fixed, timings and path out."""
    from plagcheck.reports import export, html_report

    result.timings.clear()
    with fixed_clock():
        out = {
            "json": json.dumps(export.result_dict(result), ensure_ascii=False, indent=1),
            "csv": export.csv_text(result),
            "students.csv": export.students_csv_text(result),
            "html": html_report.render(result, html_report.Names(result, False)),
        }
    return {k: v.replace(str(root), "FOLDER") for k, v in out.items()}


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def scan_digests(run: Callable[[Path, dict[str, object]], object], tmp: Path) -> dict[str, str]:
    """``corpus/report`` -> digest for every corpus present, each scanned with ``run``."""
    out = {}
    for name, path, kw in corpora(tmp):
        for report, text in reports(run(path, kw), path).items():
            out[f"{name}/{report}"] = digest(text)
    return out


def in_process(path: Path, kw: dict[str, object]):  # type: ignore[no-untyped-def]
    from plagcheck.engine import pipeline
    from plagcheck.engine.params import Params

    return pipeline.run(path, Params(**kw), executor="local")  # type: ignore[arg-type]


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        found = scan_digests(in_process, Path(tmp))
    DIGESTS.parent.mkdir(exist_ok=True)
    DIGESTS.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")
    print(f"{len(found)} digests written to {DIGESTS}")


if __name__ == "__main__":
    main()
