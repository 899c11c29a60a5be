"""The archive at scale: add N generated essays, then scan a class of 300 against them.

    python bench/archive_bench.py /tmp/archive-bench --n 100000

Essays come from bench/generate.py's writer (Zipfian made-up vocabulary, topics, stock phrases),
300-600 words. The class shares the archive's vocabulary and topics and holds planted copies of
archived essays: exact copies, light edits (10% of words replaced) and one ~80-word paragraph
pasted into a new essay. Adding and scanning each run in their own process, so that each peak
memory (ru_maxrss) is its own. Prints figures; not a test.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generate import Writer, render  # noqa: E402

SEED, VOCAB, TOPICS = 1, 30_000, 40
PLANTED = {"exact": 10, "light": 10, "paste": 10}


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kB on Linux


def writer(seed: int) -> Writer:
    """The archive's vocabulary and topics (from SEED), sampling with its own ``seed``."""
    w = Writer(np.random.default_rng(SEED), VOCAB, TOPICS)
    w.rng = np.random.default_rng(seed)
    return w


def make_archive_folder(folder: Path, n: int) -> None:
    if (folder / "done").exists():
        return
    folder.mkdir(parents=True, exist_ok=True)
    w = writer(10)
    for i in range(n):
        words = int(w.rng.integers(300, 601))
        text = render(w.essay(words, int(w.rng.integers(TOPICS))), w.rng)
        sub = folder / f"{i // 1000:03d}"
        if i % 1000 == 0:
            sub.mkdir(exist_ok=True)
        (sub / f"essay_{i:06d}.txt").write_text(text, encoding="utf-8")
    (folder / "done").write_text(str(n))


def make_class(folder: Path, archive: Path, n_archive: int, size: int) -> dict[str, str]:
    """A class of ``size`` essays; returns planted file -> archived source (relative path)."""
    folder.mkdir(parents=True, exist_ok=True)
    w = writer(20)
    rng = np.random.default_rng(30)
    sources = rng.choice(n_archive, size=sum(PLANTED.values()), replace=False)
    truth: dict[str, str] = {}
    i = 0
    for kind, count in PLANTED.items():
        for _ in range(count):
            s = int(sources[i])
            rel = f"{s // 1000:03d}/essay_{s:06d}.txt"
            src = (archive / rel).read_text(encoding="utf-8")
            name = f"student_{i:03d}_{kind}.txt"
            if kind == "exact":
                text = src
            elif kind == "light":
                toks = src.split()
                hit = np.flatnonzero(rng.random(len(toks)) < 0.1)
                for j, new in zip(hit, w.words(len(hit), 0)):
                    toks[j] = new
                text = " ".join(toks)
            else:
                toks = src.split()
                start = int(rng.integers(0, max(1, len(toks) - 80)))
                host = w.essay(int(rng.integers(300, 601)), int(rng.integers(TOPICS)))
                host.insert(len(host) // 2, toks[start : start + 80])
                text = render(host, w.rng)
            (folder / name).write_text(text, encoding="utf-8")
            truth[name] = rel
            i += 1
    while i < size:
        text = render(w.essay(int(w.rng.integers(300, 601)), int(w.rng.integers(TOPICS))), w.rng)
        (folder / f"student_{i:03d}.txt").write_text(text, encoding="utf-8")
        i += 1
    return truth


def do_add(folder: Path, db: Path) -> None:
    from plagcheck.engine.archive import Archive
    from plagcheck.engine.params import Params

    t = time.perf_counter()
    last = [t]

    def progress(stage: str, done: int, total: int) -> None:
        if time.perf_counter() - last[0] > 30:
            last[0] = time.perf_counter()
            print(f"  {done}/{total} in {last[0] - t:.0f} s", file=sys.stderr, flush=True)

    with Archive(db, create=True) as arc:
        rep = arc.add(folder, "archive", Params(), progress, batch=1000)
        n = arc.count()
    wall = time.perf_counter() - t
    print(json.dumps({"added": rep.added, "docs": n, "seconds": wall, "peak_mb": peak_mb()}))


def do_scan(folder: Path, db: Path) -> None:
    from plagcheck.engine import pipeline
    from plagcheck.engine.params import Params

    out = {}
    for run in ("cold", "warm"):
        t = time.perf_counter()
        result = pipeline.run(folder, Params(), archive=db)
        out[run] = time.perf_counter() - t
    out["peak_mb"] = peak_mb()
    out["timings"] = {k: round(v, 3) for k, v in result.timings.items()}
    out["candidates"] = result.candidates
    out["documents"] = len(result.documents)
    out["reported"] = [
        [result.documents[p.a].path, result.documents[p.b].path, result.documents[p.b].label]
        for p in result.reported
    ]
    print(json.dumps(out))


def child(*args: str) -> dict:
    proc = subprocess.run(
        [sys.executable, __file__, *args], stdout=subprocess.PIPE, text=True, check=True
    )
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("work", type=Path, help="folder for the essays and the archive file")
    ap.add_argument("--n", type=int, default=100_000, help="archived essays")
    ap.add_argument("--class-size", type=int, default=300)
    ap.add_argument("--phase", choices=["add", "scan"], help=argparse.SUPPRESS)
    a = ap.parse_args()
    archive, klass, db = a.work / f"archive{a.n}", a.work / "class", a.work / f"archive{a.n}.sqlite"
    if a.phase == "add":
        return do_add(archive, db)
    if a.phase == "scan":
        return do_scan(klass, db)
    t = time.perf_counter()
    make_archive_folder(archive, a.n)
    print(f"generated {a.n} essays in {time.perf_counter() - t:.0f} s")
    for p in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
        p.unlink(missing_ok=True)
    add = child(str(a.work), "--n", str(a.n), "--phase", "add")
    size = db.stat().st_size
    print(
        f"add: {add['docs']} essays in {add['seconds']:.0f} s "
        f"({add['docs'] / add['seconds']:.0f}/s), peak memory {add['peak_mb']:.0f} MB, "
        f"archive file {size / 2**20:.0f} MB ({size / add['docs'] / 1024:.1f} KB per essay)"
    )
    truth = make_class(klass, archive, a.n, a.class_size)
    scan = child(str(a.work), "--n", str(a.n), "--phase", "scan")
    found = {(x, y) for x, y, label in scan["reported"] if label is not None}
    hits = {k: 0 for k in PLANTED}
    for name, src in truth.items():
        hits[name.rsplit("_", 1)[1][:-4]] += (name, src) in found
    false = len(found) - sum(hits.values())
    print(
        f"scan: {a.class_size} essays against {add['docs']}: {scan['cold']:.2f} s "
        f"(again: {scan['warm']:.2f} s), peak memory {scan['peak_mb']:.0f} MB; "
        f"{scan['candidates']} candidates, {scan['documents'] - a.class_size} archived "
        f"essays loaded; stages {scan['timings']}"
    )
    print(
        "planted found: "
        + ", ".join(f"{k} {hits[k]}/{PLANTED[k]}" for k in PLANTED)
        + f"; other reported pairs with the archive: {false}"
    )


if __name__ == "__main__":
    main()
