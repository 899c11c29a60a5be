"""What the candidate stage's three pairings cost on a folder: document bands, shared fingerprints
and shared sentence keys. A scan runs them in threads at once; here they run one after the
other, each with its time and its peak memory above what the process held before it (peak RSS,
reset before each: Linux only). Then, with ``--as-shipped``, a plain scan in a fresh process and
its main process's peak (``ru_maxrss``), the pairings in threads.

    python bench/pairings.py /tmp/mine/c100k
    python bench/pairings.py /tmp/mine/c100k --as-shipped
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from plagcheck.engine import pipeline, stages
from plagcheck.engine.params import Params, Unit

NAMES = (
    "document bands",  # and their signature check
    "shared fingerprints",
    "shared sentence keys",
)


def status_mib(key: str) -> float:
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith(key)) / 1024


class OneAfterTheOther:
    """Stands in for the thread pool of ``stages.candidates``: runs each job alone, measured,
    when it is submitted."""

    def __init__(self, workers: int) -> None:
        self.names = iter(NAMES)

    def __enter__(self) -> OneAfterTheOther:
        return self

    def __exit__(self, *exc: object) -> None:
        pass

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")  # the peak RSS starts again from here
        before = status_mib("VmRSS")
        t = time.perf_counter()
        out = fn(*args)
        took = time.perf_counter() - t
        peak = status_mib("VmHWM") - before
        # The document bands' job gives the matches its signature check kept and dismissed.
        pairs = sum(map(len, out)) if isinstance(out, tuple) else len(out)
        print(f"  {next(self.names):<22} {took:6.2f} s  +{peak:5.0f} MiB  {pairs:>9,} pairs")
        done: Future[Any] = Future()
        done.set_result(out)
        return done


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("folder", type=Path)
    ap.add_argument("--as-shipped", action="store_true", help="also a plain scan's main process")
    ap.add_argument("--unit", choices=["char", "word"], default="word")
    ap.add_argument("-k", type=int, default=3)
    ap.add_argument("--threshold", type=float, default=Params.threshold)
    args = ap.parse_args()
    params = Params(unit=Unit(args.unit), k=args.k, threshold=args.threshold)
    print(f"{args.folder}, {args.unit} {args.k}-grams; the pairings one after the other:")
    stages.ThreadPoolExecutor = OneAfterTheOther  # type: ignore[misc,assignment]
    t = time.perf_counter()
    result = pipeline.run(args.folder, params)
    print(f"  scan {time.perf_counter() - t:.1f} s, {len(result.reported):,} reported pairs")
    if args.as_shipped:
        code = (
            "import resource, sys; from plagcheck.engine import pipeline; "
            "from plagcheck.engine.params import Params, Unit; "
            "pipeline.run(sys.argv[1], Params(unit=Unit(sys.argv[2]), k=int(sys.argv[3]), "
            "threshold=float(sys.argv[4]))); "
            "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)"
        )
        argv = [str(args.folder), args.unit, str(args.k), str(args.threshold)]
        t = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True)
        wall = time.perf_counter() - t
        peak = float(out.stdout.split()[-1])
        print(f"as shipped: {wall:.1f} s, main process peak {peak:,.0f} MiB")


if __name__ == "__main__":
    main()
