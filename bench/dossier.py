"""What a case file costs: writing one student's PDF, appending review entries (one process and
several at once), and the file hashes the scan now keeps.

    python bench/dossier.py [--n 300] [--words 600] [--entries 200]

Generates a class (bench/generate.py, a fifth of it planted copies), scans it once, then writes
the case file of the student with the most matches (median of 3, with and without the original
files attached), appends ``entries`` review decisions in one process and in two at once, and
times SHA-256 over every file of the class against the scan's own time.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from generate import generate  # noqa: E402

from plagcheck.engine import Params, pipeline  # noqa: E402
from plagcheck.reports.dossier import write_dossier  # noqa: E402
from plagcheck.reports.review import Decision, Review  # noqa: E402

WRITER = """
import sys
from plagcheck.engine import Document
from plagcheck.reports.review import Decision, Review
review, _ = Review.for_folder(sys.argv[1])
doc = Document(path="x", original="", text="", offsets=None, content_hash=sys.argv[2] * 64)
for i in range(int(sys.argv[3])):
    review.set_student(doc, Decision.DISCUSS, f"note {i}")
"""


def median_time(fn, repeats: int = 3) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=300)
    ap.add_argument("--words", type=int, default=600)
    ap.add_argument("--entries", type=int, default=200)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["PLAGCHECK_DATA_DIR"] = str(Path(tmp) / "data")
        folder = Path(tmp) / "class"
        generate(folder, a.n, a.words, seed=3, planted_share=0.2)
        t = time.perf_counter()
        res = pipeline.run(folder, Params())
        scan = time.perf_counter() - t
        counts = {i: sum(1 for p in res.reported if i in (p.a, p.b)) for i in res.students}
        student = max(counts, key=lambda i: counts[i])
        review, _ = Review.for_folder(folder)
        out = Path(tmp) / "case.pdf"
        plain = median_time(lambda: write_dossier(res, student, out, review))
        size = out.stat().st_size
        case = write_dossier(res, student, out, review)
        words = sum(p.words for m in case.matches for p in m.passages)
        attached = median_time(lambda: write_dossier(res, student, out, review, attach=True))
        print(
            f"{a.n} essays of ~{a.words} words; scan {scan:.2f} s; case file of the student with "
            f"the most matches ({counts[student]}, {words:,} words of passages a side): "
            f"{plain * 1000:.0f} ms, {size / 1024:.0f} KiB; "
            f"with the files attached {attached * 1000:.0f} ms, {out.stat().st_size / 1024:.0f} KiB"
        )

        doc = res.documents[student]
        one = median_time(
            lambda: [review.set_student(doc, Decision.DISCUSS, "x") for _ in range(a.entries)], 1
        )
        t = time.perf_counter()
        procs = [
            subprocess.Popen([sys.executable, "-c", WRITER, str(folder), c, str(a.entries)])
            for c in "ab"
        ]
        for p in procs:
            p.wait()
        two = time.perf_counter() - t
        kept = len(Review.for_folder(folder)[0].history(every=True))
        print(
            f"review: {a.entries} entries in one process {one * 1000 / a.entries:.1f} ms each; "
            f"two processes at once {two:.2f} s for {2 * a.entries} (interpreter start "
            f"included); entries kept {kept} of {3 * a.entries}"
        )

        files = sorted(p for p in folder.rglob("*") if p.is_file())
        t = time.perf_counter()
        for p in files:
            hashlib.sha256(p.read_bytes()).hexdigest()
        hashing = time.perf_counter() - t
        print(
            f"SHA-256 of the class's {len(files)} files: {hashing * 1000:.1f} ms "
            f"({100 * hashing / scan:.1f}% of the scan's {scan:.2f} s)"
        )


if __name__ == "__main__":
    main()
