"""The archive at scale: add N generated essays, then scan a class of 300 against them.

    python bench/archive_bench.py /tmp/archive-bench --n 100000
    python bench/archive_bench.py /tmp/archive-bench --n 20000 --backend parquet --engine dask

``--backend parquet`` keeps the archive as a Parquet folder (built on a local Dask cluster of
``--workers`` processes with ``--engine dask``, else in this process); ``--engine dask`` scans on
such a cluster (started before the clock). ``--scans R`` scans R times, each in a fresh process.

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
import shutil
import subprocess
import sys
import time
import zlib
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


def archive_params():  # noqa: ANN201 - Params
    """The archive's folder holds sub-folders of 1,000 files: each file is one submission (not
    the work of one student, as the "folders" layout would read it)."""
    from plagcheck.engine.params import Params

    return Params(layout="files")


def cluster(workers: int):  # noqa: ANN201 - a Client
    from distributed import Client

    client = Client(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0")
    client.run(lambda: None)  # workers up before the clock starts
    return client


def do_build(folder: Path, db: Path, engine: str, workers: int) -> None:
    """A Parquet archive of ``folder`` (``distributed.build_archive`` on a local cluster, or
    ``ParquetArchive.add`` here)."""

    if engine == "dask":
        from plagcheck.engine import distributed

        with cluster(workers) as client:
            t = time.perf_counter()
            manifest = distributed.build_archive(
                folder, db, archive_params(), client, label="archive"
            )
            n, wall = manifest["documents"], time.perf_counter() - t
    else:
        from plagcheck.engine.archive.parquet import ParquetArchive

        t = time.perf_counter()
        ParquetArchive(db, create=True).add(folder, "archive", archive_params())
        n, wall = ParquetArchive(db).count(), time.perf_counter() - t
    print(json.dumps({"added": n, "docs": n, "seconds": wall, "peak_mb": peak_mb()}))


def do_add(folder: Path, db: Path) -> None:
    from plagcheck.engine.archive.sqlite import Archive

    t = time.perf_counter()
    last = [t]

    def progress(stage: str, done: int, total: int) -> None:
        if time.perf_counter() - last[0] > 30:
            last[0] = time.perf_counter()
            print(f"  {done}/{total} in {last[0] - t:.0f} s", file=sys.stderr, flush=True)

    with Archive(db, create=True) as arc:
        rep = arc.add(folder, "archive", archive_params(), progress, batch=1000)
        n = arc.count()
    wall = time.perf_counter() - t
    print(json.dumps({"added": rep.added, "docs": n, "seconds": wall, "peak_mb": peak_mb()}))


def do_scan(folder: Path, db: Path, engine: str = "local", workers: int = 2) -> None:
    from plagcheck.engine import pipeline
    from plagcheck.engine.params import Params

    out: dict = {}
    client = cluster(workers) if engine == "dask" else None
    for run in ("cold", "warm"):
        t = time.perf_counter()
        if client is not None:
            from plagcheck.engine import distributed

            result = distributed.run(folder, Params(), client, archive=db)
        else:
            result = pipeline.run(folder, Params(), archive=db)
        out[run] = time.perf_counter() - t
    out["peak_mb"] = peak_mb()
    if client is not None:
        out["worker_peak_mb"] = sorted(client.run(peak_mb).values())
        client.close()
    out["timings"] = {k: round(v, 3) for k, v in result.timings.items()}
    out["candidates"] = result.candidates
    out["documents"] = len(result.documents)
    out["reported"] = [
        [result.documents[p.a].path, result.documents[p.b].path, result.documents[p.b].label]
        for p in result.reported
    ]
    out["pairs"] = sorted(
        [result.documents[p.a].path, result.documents[p.b].path, round(p.exact_jaccard, 9)]
        for p in result.pairs
    )
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
    ap.add_argument("--backend", choices=["sqlite", "parquet"], default="sqlite")
    ap.add_argument("--engine", choices=["local", "dask"], default="local")
    ap.add_argument("--workers", type=int, default=2, help="Dask worker processes")
    ap.add_argument("--scans", type=int, default=1, help="scans, each in a fresh process")
    ap.add_argument("--db", type=Path, help="the archive (default: in WORK, named by N)")
    ap.add_argument("--save", type=Path, help="write the last scan's figures and pairs here (JSON)")
    ap.add_argument("--phase", choices=["add", "scan"], help=argparse.SUPPRESS)
    a = ap.parse_args()
    archive, klass = a.work / f"archive{a.n}", a.work / "class"
    suffix = ".sqlite" if a.backend == "sqlite" else f"-{a.engine}.parquet"
    db = a.db or a.work / f"archive{a.n}{suffix}"
    if a.phase == "add":
        if a.backend == "parquet":
            return do_build(archive, db, a.engine, a.workers)
        return do_add(archive, db)
    if a.phase == "scan":
        return do_scan(klass, db, a.engine, a.workers)
    t = time.perf_counter()
    make_archive_folder(archive, a.n)
    print(f"generated {a.n} essays in {time.perf_counter() - t:.0f} s")
    for p in (Path(f"{db}-wal"), Path(f"{db}-shm")):
        p.unlink(missing_ok=True)
    if db.is_dir():
        shutil.rmtree(db)
    db.unlink(missing_ok=True)
    same = ["--n", str(a.n), "--backend", a.backend, "--engine", a.engine, "--db", str(db)]
    same += ["--workers", str(a.workers)]
    add = child(str(a.work), *same, "--phase", "add")
    size = db.stat().st_size if db.is_file() else sum(f.stat().st_size for f in db.rglob("*"))
    print(
        f"add ({a.backend}, {a.engine}): {add['docs']} essays in {add['seconds']:.0f} s "
        f"({add['docs'] / add['seconds']:.0f}/s), peak memory {add['peak_mb']:.0f} MB, "
        f"archive {size / 2**20:.0f} MB ({size / add['docs'] / 1024:.1f} KB per essay)"
    )
    truth = make_class(klass, archive, a.n, a.class_size)
    for _ in range(a.scans):
        scan = child(str(a.work), *same, "--phase", "scan")
        report_scan(scan, truth, add["docs"], a)
        if a.save:
            a.save.write_text(json.dumps(scan), encoding="utf-8")


def report_scan(scan: dict, truth: dict[str, str], docs: int, a: argparse.Namespace) -> None:
    found = {(x, y) for x, y, label in scan["reported"] if label is not None}
    hits = {k: 0 for k in PLANTED}
    for name, src in truth.items():
        hits[name.rsplit("_", 1)[1][:-4]] += (name, src) in found
    false = len(found) - sum(hits.values())
    crc = zlib.crc32(json.dumps(scan["pairs"]).encode())
    workers = f", worker peaks {scan['worker_peak_mb']} MB" if "worker_peak_mb" in scan else ""
    print(
        f"scan ({a.backend}, {a.engine}): {a.class_size} essays against {docs}: "
        f"{scan['cold']:.2f} s (again: {scan['warm']:.2f} s), peak memory "
        f"{scan['peak_mb']:.0f} MB{workers}; {scan['candidates']} candidates, "
        f"{scan['documents'] - a.class_size} archived essays loaded; stages {scan['timings']}"
    )
    print(
        "planted found: "
        + ", ".join(f"{k} {hits[k]}/{PLANTED[k]}" for k in PLANTED)
        + f"; other reported pairs with the archive: {false}; "
        + f"{len(scan['pairs'])} pairs verified (crc {crc:08x})"
    )


if __name__ == "__main__":
    main()
