"""What leaving plagcheck's own reports out of a folder costs its listing: the first 2 KB of each
.html, .htm, .json and .csv file are read to look for plagcheck's mark (other files are not
opened). A folder of HTML essays is the worst case: every file is sniffed.

    python bench/own_reports.py [--files 2000] [--rounds 7]

Prints the median wall time of listing the folder (``intake.open_source``) with the sniff and
without it (the same listing with ``is_own_file`` answering no unread), interleaved, and how
many reports were found.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path
from unittest import mock

from plagcheck.engine import intake, pipeline
from plagcheck.engine.intake import listing


def build(folder: Path, files: int) -> None:
    rng = random.Random(7)  # unrelated essays: the reports list no pairs to speak of
    for i in range(files):
        body = " ".join(f"w{rng.randrange(10**6)}" for _ in range(600))
        (folder / f"essay{i:05d}.html").write_text(
            f"<html><head><title>Essay {i}</title></head><body><p>{body}</p></body></html>",
            encoding="utf-8",
        )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=7)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "class"
        folder.mkdir()
        build(folder, a.files)
        res = pipeline.run(folder)  # the reports a teacher saves next to the essays
        from plagcheck.reports import export, html_report

        html_report.write_html(res, folder / "report.html")
        export.write_json(res, folder / "report.json")
        export.write_csv(res, folder / "report.csv")
        sniffed, plain = [], []
        found = 0
        for _ in range(a.rounds):
            t = time.perf_counter()
            found = intake.open_source(folder).own
            sniffed.append(time.perf_counter() - t)
            with mock.patch.object(listing, "is_own_file", lambda path: False):
                t = time.perf_counter()
                intake.open_source(folder)
                plain.append(time.perf_counter() - t)
    s, p = statistics.median(sniffed), statistics.median(plain)
    print(f"{a.files} HTML essays + 3 reports, {a.rounds} rounds")
    print(f"listing with the sniff:    {s * 1000:7.1f} ms ({found} reports left out)")
    print(f"listing without the sniff: {p * 1000:7.1f} ms")
    print(f"cost: {(s - p) * 1000:.1f} ms, {(s - p) / a.files * 1e6:.1f} µs a file")


if __name__ == "__main__":
    main()
