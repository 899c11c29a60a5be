"""Rewritten copies in five languages: found with today's defaults, and with reworded-copy
matching (paraphrase) or stemming switched off, in the same run.

    python bench/rewritten.py [--out FOLDER]

Writes the essays of resources/multilingual (German, French, Spanish, Indonesian, Chinese: a
source, an unrelated essay on another topic, and copies with the words of each sentence
shuffled, words replaced by synonyms, sentences reordered, and all three at once) to a folder,
scans it, and prints per configuration how many copies are reported against their source, how
many unrelated pairs are (falsely) reported, and the scan time.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import multilingual  # noqa: E402

from plagcheck.engine import pipeline  # noqa: E402
from plagcheck.engine.params import Params  # noqa: E402

CONFIGS = {
    "defaults": Params(),
    "paraphrase off (exact shingles only)": Params(paraphrase=False),
    "stemming off": Params(stemming=False),
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--out", type=Path, help="folder for the essays (default: a temporary one)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.out or Path(tmp) / "rewritten"
        expected = multilingual.write_class(folder, multilingual.KINDS)
        print(
            f"{len(expected['copies'])} rewritten copies ({', '.join(multilingual.KINDS)}) in "
            f"{', '.join(multilingual.LANGUAGES)}; {len(expected['unrelated'])} unrelated pairs\n"
        )
        print("| configuration | found | " + " | ".join(multilingual.KINDS) + " | unrelated "
              "reported | languages | scan |")  # fmt: skip
        print("|---|---:|" + "---:|" * len(multilingual.KINDS) + "---:|---|---:|")
        for name, params in CONFIGS.items():
            t = time.perf_counter()
            r = pipeline.run(folder, params)
            wall = time.perf_counter() - t
            by = {frozenset((r.name(p.a), r.name(p.b))): p for p in r.pairs}

            def hit(pair: str, by: dict = by) -> bool:
                p = by.get(frozenset(pair.split("|")))
                return p is not None and p.reported

            copies = expected["copies"]
            found = [c for c in copies if hit(c)]
            kinds = [
                f"{sum(c.endswith(f'_{k}.txt') for c in found)}/"
                f"{sum(c.endswith(f'_{k}.txt') for c in copies)}"
                for k in multilingual.KINDS
            ]
            langs = sorted({p.language for p in r.pairs if p.language})
            false = sum(hit(u) for u in expected["unrelated"])
            print(
                f"| {name} | {len(found)}/{len(copies)} ({100 * len(found) / len(copies):.0f}%) | "
                + " | ".join(kinds)
                + f" | {false} of {len(expected['unrelated'])} | {', '.join(langs) or '-'} "
                f"| {wall:.2f} s |"
            )


if __name__ == "__main__":
    main()
