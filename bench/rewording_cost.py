"""What reworded-copy matching costs: the same scan with it on (the defaults) and off, interleaved.

    python bench/rewording_cost.py FOLDER [--rounds 3] [--n N]

Scans FOLDER (e.g. ``bench/generate.py`` output) with ``Params()`` and ``Params(paraphrase=False)``
in turn, ``--rounds`` times each, in this process (a folder of more than 10,000 files runs in
worker processes, as a real scan does). Prints per run the wall time, the stages' times, the
candidates and the reported pairs, then the median ratio on / off, how many candidates and
reported pairs rewording adds, and how many of the pairs sentence keys make are reported. CPU time
(this process and its workers) is printed too: on a shared machine it moves less than wall time,
and only the ratios within one run mean much.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import time
from pathlib import Path

from plagcheck.engine import pipeline
from plagcheck.engine.params import Params
from plagcheck.engine.text.paraphrase import sentence_pairs

STAGES = ("reading", "shingling", "hashing", "banding", "verifying", "passages")


def cpu_seconds() -> float:
    """CPU time of this process and of its finished workers: on a busy machine it moves less
    than wall time."""
    used = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    return sum(u.ru_utime + u.ru_stime for u in used)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("folder", type=Path)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--n", type=int, help="only the first N files (sorted by name)")
    args = ap.parse_args()
    source: Path | list[Path] = args.folder
    if args.n:
        source = sorted(p for p in args.folder.iterdir() if p.is_file())[: args.n]
    configs = {"on (defaults)": Params(), "off": Params(paraphrase=False)}
    walls: dict[str, list[float]] = {name: [] for name in configs}
    cpus: dict[str, list[float]] = {name: [] for name in configs}
    found: dict[str, tuple[int, set[tuple[str, str]]]] = {}
    keyed: set[tuple[str, str]] = set()
    print("| run | wall s | CPU s | " + " | ".join(STAGES) + " | candidates | reported |")
    print("|---|---:|---:|" + "---:|" * len(STAGES) + "---:|---:|")
    for _ in range(args.rounds):
        for name, params in configs.items():
            t, c = time.perf_counter(), cpu_seconds()
            r = pipeline.run(source, params)
            wall, cpu = time.perf_counter() - t, cpu_seconds() - c
            walls[name].append(wall)
            cpus[name].append(cpu)
            rep = {(r.name(p.a), r.name(p.b)) for p in r.reported}
            found[name] = (r.candidates, rep)
            if params.paraphrase:
                keyed = {(r.name(a), r.name(b)) for a, b in sentence_pairs(r.shingles).tolist()}
            stages = " | ".join(f"{r.timings.get(s, 0.0):.2f}" for s in STAGES)
            counts = f"{r.candidates:,} | {len(rep):,}"
            print(f"| {name} | {wall:.2f} | {cpu:.2f} | {stages} | {counts} |")
    on, off = (statistics.median(walls[n]) for n in configs)
    con, coff = (statistics.median(cpus[n]) for n in configs)
    (c_on, r_on), (c_off, r_off) = found["on (defaults)"], found["off"]
    print(f"\nmedian wall: on {on:.2f} s, off {off:.2f} s: {on / off:.2f}x")
    print(f"median CPU (this process and its workers): on {con:.2f} s, off {coff:.2f} s: "
          f"{con / coff:.2f}x")  # fmt: skip
    print(
        f"rewording adds {c_on - c_off:,} candidates and {len(r_on - r_off):,} reported pairs "
        f"({len(r_off - r_on):,} reported with it off only); sentence keys make "
        f"{len(keyed):,} candidates, {len(keyed & r_on):,} of them reported"
    )


if __name__ == "__main__":
    main()
