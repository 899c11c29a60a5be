"""Hostile submissions: time and peak memory of scans that meet damaged and malicious files.

    python bench/hostile.py [--files 1000] [--seed 1] [--compare OLD_SOURCE_DIR]

Builds, in a temporary folder:
- ``valid``: FILES valid files of every format (tests/formats.py writes them), each with its own
  text, as the yardstick of the same run;
- ``mutated``: a damaged copy of each (bytes flipped, cut, inserted, deleted, repeated; XML
  damaged inside .docx/.odt packages; one in ten replaced by random bytes);
- ``repetitive``: two 2.4 MB files of one sentence repeated thousands of times (each its own
  sentence, so every shingle of one is in the other tens of thousands of times), beside 12 sample
  essays: the passage and rewording stages must stay bounded (issue 37: 1.5 GB, 120 s);
- ``issue``: the issue's target: 12 sample essays plus a 2 GiB-inflating .docx, a 20 MB .txt
  without a space, a name that is not UTF-8, a FIFO, a link to /dev/zero, words separated by NUL
  bytes, an entity-expansion .docx, an RTF nested 200,000 deep and random bytes as .docx.

Each folder is scanned by the command line with all three reports (``plagcheck scan FOLDER --csv
--json --html``) in a fresh process; the wall time and the peak memory (PSS summed over the
process and its children: the reading child included) are printed with the exit status, the
documents read and the problems named. ``--compare DIR`` scans the same folders with another
checkout's source (``PYTHONPATH=DIR``), interleaved, so the two sets of figures share a machine
state. Linux only (reads /proc).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent / "tests"), str(HERE)]

from formats import mutate, mutate_zip_member, write_hostile_folder, write_valid  # noqa: E402
from peak_memory import tree_pss_kb  # noqa: E402

SAMPLES = HERE.parent / "resources" / "sample_essays"


SUFFIXES = (".txt", ".md", ".html", ".docx", ".odt", ".rtf", ".pdf")


def essay(rng: random.Random, vocab: list[str]) -> list[str]:
    """Three paragraphs of words drawn from ``vocab`` (Zipf-like): essays that share words, not
    passages, so the scan's cost is the reading, not thousands of near-copies."""
    weights = [1 / (i + 1) for i in range(len(vocab))]
    return [" ".join(rng.choices(vocab, weights, k=rng.randint(60, 120))) for _ in range(3)]


def build(valid: Path, mutated: Path, files: int, seed: int) -> None:
    """``files`` valid files of every format, each with its own text, and a damaged copy of
    each (or random bytes under its extension)."""
    rng = random.Random(seed)
    vocab = [
        "".join(rng.choices("etaoinshrdlucmfwypvbgk", k=rng.randint(2, 9))) for _ in range(3000)
    ]
    valid.mkdir(parents=True)
    mutated.mkdir(parents=True)
    for i in range(files):
        suffix = SUFFIXES[i % len(SUFFIXES)]
        path = write_valid(valid / f"essay_{i:04}{suffix}", essay(rng, vocab))
        data = path.read_bytes()
        kind = rng.random()
        if kind < 0.1:
            data = rng.randbytes(rng.randint(1, 50_000))
        elif kind < 0.4 and suffix in (".docx", ".odt"):
            data = mutate_zip_member(data, rng)
        else:
            data = mutate(data, rng)
        (mutated / path.name).write_bytes(data)


def scan(folder: Path, reports: Path, source: str | None) -> dict[str, float | int]:
    reports.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    if source:
        env["PYTHONPATH"] = source
    cmd = [sys.executable, "-m", "plagcheck", "scan", str(folder), "-q"]
    for kind in ("csv", "json", "html"):
        cmd += [f"--{kind}", str(reports / f"report.{kind}")]
        (reports / f"report.{kind}").unlink(missing_ok=True)
    start = time.perf_counter()
    # ``python -m`` puts the working folder first on the path: run the other source from there.
    proc = subprocess.Popen(
        cmd,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=source or HERE.parent,
    )
    peak = 0
    while proc.poll() is None:
        peak = max(peak, tree_pss_kb(proc.pid))
        time.sleep(0.05)
    wall = time.perf_counter() - start
    written = sum((reports / f"report.{k}").exists() for k in ("csv", "json", "html"))
    docs = problems = -1
    if (reports / "report.json").exists():
        data = json.loads((reports / "report.json").read_text(encoding="utf-8"))
        docs, problems = len(data["documents"]), len(data["problems"])
    return {
        "wall": wall,
        "peak_mb": peak / 1024,
        "exit": proc.returncode,
        "reports": written,
        "docs": docs,
        "problems": problems,
    }


SENTENCE = "The water cycle moves water between the oceans, the air and the land. "


def write_repetitive(folder: Path, size: int = 2_400_000) -> None:
    """Two files of one sentence repeated to ``size`` bytes, and 12 sample essays."""
    folder.mkdir(parents=True)
    for name in ("repeat_a.txt", "repeat_b.txt"):
        (folder / name).write_text(SENTENCE * (size // len(SENTENCE)), encoding="utf-8")
    for essay in sorted(SAMPLES.glob("*.txt"))[:12]:
        (folder / essay.name).write_bytes(essay.read_bytes())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--files", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--compare", help="another checkout's source folder, scanned interleaved")
    ap.add_argument("--only", choices=("valid", "mutated", "issue", "repetitive"), action="append")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="plagcheck-hostile-") as tmp:
        root = Path(tmp)
        t = time.perf_counter()
        folders = {}
        only = a.only or ["valid", "mutated", "issue", "repetitive"]
        if {"valid", "mutated"} & set(only):
            build(root / "valid", root / "mutated", a.files, a.seed)
        folders = {k: root / k for k in ("valid", "mutated") if k in only}
        if "issue" in only:
            essays = sorted(SAMPLES.glob("*.txt"))[:12]
            write_hostile_folder(root / "issue", essays)
            folders["issue"] = root / "issue"
        if "repetitive" in only:
            write_repetitive(root / "repetitive")
            folders["repetitive"] = root / "repetitive"
        print(f"built {', '.join(folders)} in {time.perf_counter() - t:.1f} s")
        sources = [("this", None)] + ([("compare", a.compare)] if a.compare else [])
        for name, folder in folders.items():
            for label, source in sources:
                r = scan(folder, root / "reports" / f"{name}-{label}", source)
                print(
                    f"{name:8} {label:8} wall {r['wall']:6.1f} s  peak {r['peak_mb']:7,.0f} MB  "
                    f"exit {r['exit']}  reports {r['reports']}/3  "
                    f"documents {r['docs']}  problems {r['problems']}",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
