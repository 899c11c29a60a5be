"""What per-student similarity adds to a scan of a class (the issue's bound: at most 10%).

    python bench/students.py [--n 300] [--planted 0.2] [--repeats 5]

Generates a class of ``n`` essays (bench/generate.py; ``--planted`` of them copies, pastes and
groups, far more than a real class), then, ``repeats`` times in turn: a scan with the defaults
as shipped (a fresh Scanner, so every stage runs) and the per-student step on its result. The
per-student step reads the passages the pair stage already found and measures the union of each
document's spans; it compares no text again.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from generate import generate  # noqa: E402

from plagcheck.engine import pipeline  # noqa: E402
from plagcheck.engine.compare.similarity import per_document  # noqa: E402
from plagcheck.engine.params import Params  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=300)
    ap.add_argument("--words", type=int, default=600)
    ap.add_argument("--planted", type=float, default=0.2)
    ap.add_argument("--repeats", type=int, default=5)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "class"
        generate(folder, a.n, a.words, seed=3, planted_share=a.planted)
        scans, students = [], []
        for _ in range(a.repeats):
            t = time.perf_counter()
            res = pipeline.run(folder, Params())
            scans.append(time.perf_counter() - t)
            t = time.perf_counter()
            per_document(res.documents, res.pairs)
            students.append(time.perf_counter() - t)
    scan, step = statistics.median(scans), statistics.median(students)
    print(
        f"{a.n} essays of ~{a.words} words, {len(res.reported)} reported pairs, "
        f"{sum(1 for s in res.similarity if s.matches)} students with a match"
    )
    print(f"scan (defaults), median of {a.repeats}: {scan * 1000:8.1f} ms")
    print(f"per-student similarity, median:  {step * 1000:8.2f} ms = {step / scan:.2%} of the scan")


if __name__ == "__main__":
    main()
