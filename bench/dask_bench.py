"""The Dask engine against the local engine on generated essays: time and peak memory.

    python bench/dask_bench.py --n 100000            # generates the essays with bench/generate.py
    python bench/dask_bench.py --folder DIR --workers 1,2

Each configuration runs in a fresh process (local engine) or a fresh LocalCluster of N worker
processes with one thread each, so every peak RSS is that run's own. Both engines must report
the same pairs; the bench says so. It ends with per-document costs and what they imply for a
10-million-document archive (memory per worker, band-key rows an archive keeps).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
# One (band, key, doc) row, as a Parquet archive keeps them: int16 + uint64 + int64.
ROW_BYTES = 2 + 8 + 8


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _summary(result) -> dict:
    b, _ = result.params.band_rows()
    return {
        "docs": len(result.documents),
        "reported": sorted((p.a, p.b, round(p.exact_jaccard, 9)) for p in result.reported),
        "candidates": result.candidates,
        "key_rows": len(result.documents) * b,
        "shingles": int(sum(len(s.hashes) for s in result.shingles)),
        "chars": int(sum(len(d.original) for d in result.documents)),
    }


def run_local(folder: Path) -> dict:
    from plagcheck.engine import pipeline

    t = time.perf_counter()
    result = pipeline.run(folder)
    out = {"seconds": time.perf_counter() - t, "peak_mb": _peak_mb()}
    return {**out, **_summary(result)}


def run_dask(folder: Path, workers: int, partition_size: int | None) -> dict:
    from distributed import Client

    from plagcheck.engine import distributed as dist

    with Client(
        n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0"
    ) as client:
        client.run(lambda: None)  # workers up before the clock starts
        t = time.perf_counter()
        result = dist.run(folder, client=client, partition_size=partition_size)
        seconds = time.perf_counter() - t
        peaks = client.run(_peak_mb)
    return {
        "seconds": seconds,
        "worker_peak_mb": sorted(peaks.values()),
        "client_peak_mb": _peak_mb(),
        "timings": result.timings,
        **_summary(result),
    }


def _child(args: argparse.Namespace) -> None:
    if args.child == "local":
        out = run_local(args.folder)
    else:
        out = run_dask(args.folder, int(args.child), args.partition_size)
    print(json.dumps(out))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--n", type=int, default=100_000, help="essays to generate (default 100,000)")
    ap.add_argument("--folder", type=Path, help="use these essays instead of generating")
    ap.add_argument("--workers", default="1,2", help="worker counts to run (default 1,2)")
    ap.add_argument("--no-local", action="store_true", help="skip the local engine")
    ap.add_argument("--partition-size", type=int, help="documents per partition")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        return _child(args)
    folder = args.folder
    if folder is None:
        folder = Path(tempfile.mkdtemp(prefix="plagcheck-dask-")) / f"essays{args.n}"
        subprocess.run(
            [sys.executable, str(HERE / "generate.py"), str(folder), "--n", str(args.n)],
            check=True,
        )
    configs = ([] if args.no_local else ["local"]) + args.workers.split(",")
    runs = {}
    for c in configs:
        cmd = [sys.executable, __file__, "--folder", str(folder), "--child", c]
        if args.partition_size:
            cmd += ["--partition-size", str(args.partition_size)]
        out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
        runs[c] = json.loads(out.strip().splitlines()[-1])
        r = runs[c]
        mem = (
            f"peak {r['peak_mb']:.0f} MB"
            if c == "local"
            else f"worker peaks {', '.join(f'{m:.0f}' for m in r['worker_peak_mb'])} MB, "
            f"client {r['client_peak_mb']:.0f} MB"
        )
        name = "local engine" if c == "local" else f"dask, {c} worker(s)"
        print(
            f"{name:>20}: {r['seconds']:7.1f} s  {mem}  ({r['docs']} docs, "
            f"{r['candidates']} candidates, {len(r['reported'])} reported)",
            flush=True,
        )
    first = next(iter(runs.values()))
    same = all(r["reported"] == first["reported"] for r in runs.values())
    print(f"same reported pairs and scores in every run: {same}")
    # Sizes come from a Dask run: above pipeline.LEAN_DOCS the local engine keeps documents light.
    report_scaling(runs, next((r for c, r in runs.items() if c != "local"), first))


def report_scaling(runs: dict, first: dict) -> None:
    n = first["docs"]
    rows_per_doc = first["key_rows"] / n
    print(
        f"\nper document: {first['chars'] / n:.0f} characters, {first['shingles'] / n:.0f} "
        f"shingles, {rows_per_doc:.0f} band-key rows = {rows_per_doc * ROW_BYTES / 1024:.1f} KiB"
    )
    baseline = 0.0
    for c, r in runs.items():
        if c == "local":
            continue
        w = int(c)
        per_doc = (np.mean(r["worker_peak_mb"]) - 150) * 2**20 / (n / w)  # ~150 MB: idle worker
        baseline = max(baseline, per_doc)
        print(
            f"dask {w} worker(s): {per_doc / 1024:.1f} KiB peak per document held by a worker; "
            f"{n / r['seconds']:.0f} documents/s"
        )
    big = 10_000_000
    shuffle = big * rows_per_doc * ROW_BYTES
    print(
        f"\n10 million documents: {shuffle / 2**30:.0f} GiB of (band, key, doc) rows; "
        f"holding every document in worker memory needs {big * baseline / 2**30:.0f} GiB in all, "
        f"e.g. {big * baseline / 2**30 / 64:.0f} GiB on each of 64 workers"
    )


if __name__ == "__main__":
    main()
