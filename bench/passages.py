"""Time shared-passage alignment on a 5,000-word pair (word 3-grams, char 5- and 7-grams), and
on the reported pairs of a folder: the scan's passage stage per reported pair (as shipped, and
in one process), then one pair at a time against all of them together (the scan's way),
interleaved, CPU time per pair.

    python bench/passages.py
    python bench/passages.py --folder /tmp/mine/c20k --unit char -k 5 --threshold 0.5

Both essays are built from the sample essays' sentences (real English, so unrelated text shares
the usual common shingles); B copies a third of A in pieces, some with a changed word.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import time
from pathlib import Path

from plagcheck.engine import pipeline
from plagcheck.engine.compare.passages import find_passages, find_passages_many
from plagcheck.engine.intake.reading import make_document
from plagcheck.engine.model import Extracted
from plagcheck.engine.params import Params, Unit
from plagcheck.engine.text.shingles import shingle

SAMPLES = Path(__file__).resolve().parent.parent / "resources" / "sample_essays"


def essays(words: int, seed: int) -> tuple[str, str]:
    rng = random.Random(seed)
    text = " ".join(p.read_text() for p in sorted(SAMPLES.glob("*.txt")))
    sentences = re.split(r"(?<=[.!?])\s+", text)

    def essay() -> list[str]:
        out: list[str] = []
        while sum(len(s.split()) for s in out) < words:
            out.append(rng.choice(sentences))
        return out

    a, b = essay(), essay()
    for i in range(0, len(a), 3):  # copy every third sentence of A into B, some with a change
        s = a[i]
        if i % 2:
            w = s.split()
            w[len(w) // 2] = "changed"
            s = " ".join(w)
        b[min(i, len(b) - 1)] = s
    return " ".join(a), " ".join(b)


def bulk(folder: Path, params: Params, rounds: int = 5) -> None:
    """The passage stage of a scan of ``folder`` (as shipped, and in one process) per reported
    pair; then its reported pairs' passages one pair at a time, and together."""
    result = pipeline.run(folder, params)
    reported = result.reported
    sides = [
        (result.documents[p.a], result.shingles[p.a], result.documents[p.b], result.shingles[p.b])
        for p in reported
    ]
    print(f"{folder}: {len(result.documents):,} documents, {len(sides):,} reported pairs")
    if not sides:
        return
    # The stage as a scan runs it: finding the passages and their statistics, wall time (in the
    # workers, a share of their time, when the scan uses them).
    local = pipeline.run(folder, params, executor="local")
    for name, r in (("as shipped", result), ("one process", local)):
        per_pair = r.timings["passages"] / max(1, len(r.reported)) * 1000
        print(f"  passage stage of the scan, {name}: {per_pair:.3f} ms per reported pair")
    u, k = params.unit, params.k
    times: dict[str, list[float]] = {"one at a time": [], "together": []}
    for _ in range(rounds):
        t = time.process_time()
        alone = [find_passages(*s, gap=params.gap, unit=u, k=k) for s in sides]
        times["one at a time"].append(time.process_time() - t)
        t = time.process_time()
        together = find_passages_many(sides, u, k, gap=params.gap)
        times["together"].append(time.process_time() - t)
        assert alone == together
    for name, ts in times.items():
        print(f"  {name:<14} {statistics.median(ts) / len(sides) * 1000:.3f} ms per pair (median)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--folder", type=Path, help="also time the reported pairs of this folder")
    ap.add_argument("--unit", choices=["char", "word"], default="word")
    ap.add_argument("-k", type=int, default=3)
    ap.add_argument("--threshold", type=float, default=0.3)
    args = ap.parse_args()
    if args.folder:
        bulk(args.folder, Params(unit=Unit(args.unit), k=args.k, threshold=args.threshold))
        return
    a_text, b_text = essays(5000, 1)
    for unit, k in (("word", 3), ("char", 5), ("char", 7)):
        params = Params(unit=unit, k=k)
        da = make_document("a", Extracted(a_text), params)
        db = make_document("b", Extracted(b_text), params)
        sa = shingle(da.text, params.unit, k, da.excluded)
        sb = shingle(db.text, params.unit, k, db.excluded)
        find_passages(da, sa, db, sb)  # warm-up
        n = 20
        t = time.perf_counter()
        for _ in range(n):
            found = find_passages(da, sa, db, sb, unit=params.unit, k=k)
        ms = (time.perf_counter() - t) / n * 1000
        print(
            f"{unit} {k}-grams: {len(a_text.split())} x {len(b_text.split())} words, "
            f"{len(found)} passages, {ms:.1f} ms per pair"
        )


if __name__ == "__main__":
    main()
