"""Speed where many essays are related: plagcheck and datasketch as whole processes, same run.

    python bench/related.py --n 5000 20000 --related 0 0.05 0.2 0.3 [--vocabulary chain]
        [--words 600] [--rounds 3] [--dir /tmp/mine/related] [--no-datasketch]

For each size and share of related essays it generates a corpus once (``bench/generate.py``:
``--related SHARE`` essays in planted cases, one shared vocabulary or several languages), then
runs, in turn and ``--rounds`` times, ``plagcheck scan FOLDER --json`` as a user runs it (char
5-grams, 128 permutations, threshold 0.5, every other setting as shipped) and the datasketch
pipeline of ``bench/run.py`` (MinHash.update_batch + MinHashLSH, same shingles and permutations),
each a process of its own timed from its start to its exit. It prints, as medians over the rounds:
both wall times, their ratio (taken within each round, where the machine's drift cancels),
plagcheck's milliseconds per reported pair (its verifying and passages stages over the reported
pairs), every stage's seconds, and the planted cases found.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
SETTINGS = ["--unit", "char", "-k", "5", "--perms", "128", "--threshold", "0.5"]
PER_PAIR = ("verifying", "passages", "credit")


def corpus(base: Path, n: int, share: float, vocabulary: str, words: int) -> Path:
    folder = base / f"{vocabulary}_{n}_{round(share * 100)}_{words}"
    if not (folder.parent / (folder.name + ".planted.json")).exists():
        cmd = [sys.executable, str(HERE / "generate.py"), str(folder), "--n", str(n)]
        cmd += ["--related", str(share), "--vocabulary", vocabulary, "--words", str(words)]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return folder


# Both run as installed programs do: with their compiled modules kept (an environment that asks
# Python not to write them would make plagcheck, run from its source folder, compile its modules
# in every process it starts, where datasketch's were compiled when it was installed).
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env=ENV)
    return time.perf_counter() - t


def plagcheck(folder: Path, out: Path) -> tuple[float, dict]:
    cmd = [sys.executable, "-m", "plagcheck", "scan", str(folder), "-q", "--top", "1"]
    wall = timed([*cmd, *SETTINGS, "--json", str(out)])
    return wall, json.loads(out.read_text(encoding="utf-8"))


def datasketch(folder: Path) -> float:
    return timed([sys.executable, str(Path(__file__)), "--datasketch", str(folder)])


def run_datasketch(folder: Path) -> None:
    """The datasketch pipeline of ``bench/run.py`` over the folder (a process of its own)."""
    sys.path.insert(0, str(HERE))
    from run import datasketch_run  # type: ignore[import-not-found]

    from plagcheck.engine.params import Params

    params = Params(unit="char", k=5, perms=128, threshold=0.5)
    datasketch_run(sorted(folder.glob("*.txt")), params)


def planted_found(folder: Path, report: dict) -> tuple[int, int, int]:
    """(planted pairs reported, planted pairs, reported pairs that were not planted)."""
    truth = json.loads((folder.parent / (folder.name + ".planted.json")).read_text())
    planted = {tuple(sorted((c["a"], c["b"]))) for c in truth["planted"]}
    reported = {
        tuple(sorted((Path(p["doc_a"]).name, Path(p["doc_b"]).name)))
        for p in report["pairs"]
        if p["reported"]
    }
    return len(planted & reported), len(planted), len(reported - planted)


def measure(folder: Path, rounds: int, with_peer: bool, out: Path) -> dict:
    ours, peer, stages = [], [], []
    report: dict = {}
    for _ in range(rounds):
        wall, report = plagcheck(folder, out)
        ours.append(wall)
        stages.append(report["timings"])
        if with_peer:
            peer.append(datasketch(folder))
    reported = sum(1 for p in report["pairs"] if p["reported"])
    per_pair = [sum(s.get(k, 0.0) for k in PER_PAIR) for s in stages]
    names = list(stages[0])
    return {
        "ours": ours,
        "peer": peer,
        "ratio": [p / o for p, o in zip(peer, ours)],
        "reported": reported,
        "candidates": report["candidates"],
        "ms_pair": [1000 * s / max(reported, 1) for s in per_pair],
        "stages": {k: float(np.median([s.get(k, 0.0) for s in stages])) for k in names},
        "planted": planted_found(folder, report),
    }


def med(xs: list[float]) -> str:
    return f"{np.median(xs):.2f}" if xs else "-"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--n", type=int, nargs="+", default=[5000, 20000])
    ap.add_argument("--related", type=float, nargs="+", default=[0.0, 0.05, 0.2, 0.3])
    ap.add_argument("--vocabulary", choices=("chain", "languages", "zipf"), default="chain")
    ap.add_argument("--words", type=int, default=600, help="mean essay length in words")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--dir", type=Path, default=Path(f"/tmp/related-{os.getuid()}"))
    ap.add_argument("--no-datasketch", action="store_true", help="plagcheck only")
    ap.add_argument("--datasketch", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.datasketch:
        run_datasketch(args.datasketch)
        return
    args.dir.mkdir(parents=True, exist_ok=True)
    compileall.compile_dir(HERE.parent / "plagcheck", quiet=1)  # as an installed program has
    print(
        f"{args.vocabulary} vocabulary, ~{args.words} words an essay; char 5-grams, 128 "
        f"permutations, threshold 0.5, defaults otherwise; {os.cpu_count()} cores; medians of "
        f"{args.rounds} rounds (each round's values in brackets)\n"
    )
    print(
        "| essays | related | candidates | reported | plagcheck s | datasketch s | ratio | "
        "ms / reported pair | planted found | unplanted reported |\n"
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    )
    details = []
    for n in args.n:
        for share in args.related:
            folder = corpus(args.dir, n, share, args.vocabulary, args.words)
            r = measure(folder, args.rounds, not args.no_datasketch, args.dir / "report.json")
            found, planted, extra = r["planted"]
            ratio = f"{med(r['ratio'])}x" if r["ratio"] else "-"
            each = ", ".join(f"{x:.2f}" for x in r["ours"])
            print(
                f"| {n:,} | {share:.0%} | {r['candidates']:,} | {r['reported']:,} | "
                f"{med(r['ours'])} ({each}) | {med(r['peer'])} | {ratio} | "
                f"{med(r['ms_pair'])} | {found:,} / {planted:,} | {extra:,} |",
                flush=True,
            )
            details.append((n, share, r["stages"]))
    print("\nStages (seconds, median of the rounds; from the JSON report's timings)")
    names = list(dict.fromkeys(k for _, _, s in details for k in s))
    print("| essays | related | " + " | ".join(names) + " |")
    print("|---:|---:|" + "---:|" * len(names))
    for n, share, s in details:
        print(f"| {n:,} | {share:.0%} | " + " | ".join(f"{s.get(k, 0):.2f}" for k in names) + " |")


if __name__ == "__main__":
    main()
