"""Time shared-passage alignment on a 5,000-word pair (word 3-grams, char 5- and 7-grams).

    python bench/passages.py

Both essays are built from the sample essays' sentences (real English, so unrelated text shares
the usual common shingles); B copies a third of A in pieces, some with a changed word.
"""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

from plagcheck.engine.inputs import make_document
from plagcheck.engine.model import Extracted
from plagcheck.engine.params import Params
from plagcheck.engine.passages import find_passages
from plagcheck.engine.shingles import shingle

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


def main() -> None:
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
