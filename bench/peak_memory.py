"""Run a command and print its wall time and the peak memory of it and every process it starts
(a large scan works in worker processes; `/usr/bin/time -v` reports the largest single process).
Summed PSS, not RSS: a forked worker shares its parent's pages, and RSS would count them twice.
Linux: reads /proc every 50 ms.

    python bench/peak_memory.py plagcheck scan /tmp/mine/c100k -q
"""

from __future__ import annotations

import os
import subprocess
import sys
import time


def tree_pss_kb(root: int) -> int:
    children: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue  # gone meanwhile
        children.setdefault(ppid, []).append(int(name))
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        try:
            with open(f"/proc/{pid}/smaps_rollup") as f:
                total += next((int(x.split()[1]) for x in f if x.startswith("Pss:")), 0)
        except OSError:
            pass
        todo += children.get(pid, [])
    return total


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    start = time.perf_counter()
    proc = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL)
    peak = 0
    while proc.poll() is None:
        peak = max(peak, tree_pss_kb(proc.pid))
        time.sleep(0.05)
    print(
        f"wall {time.perf_counter() - start:.1f} s, peak memory (PSS) of the process tree "
        f"{peak / 1024:,.0f} MB, exit {proc.returncode}"
    )


if __name__ == "__main__":
    main()
