"""How long the class graph's layout takes (reports/graph.py), and that it is the same each time.

    python bench/graph_layout.py            # 500 students, three shapes of class

The layout is computed once per scan, for the window's Graph tab and the HTML report; the goal is
under 0.5 s for a class of 500 students. Three classes of 500, every student in a reported pair
(the worst case: a real class has far fewer): 250 pairs; 100 groups of five (rings); one group of
all 500 (a chain with a chord every tenth student). Prints the median of 5 runs of
``class_graph`` and whether two runs give the same positions.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from plagcheck.engine import Document, Params, Result  # noqa: E402
from plagcheck.engine.compare import Pair, Passage  # noqa: E402
from plagcheck.engine.compare.groups import connected_groups  # noqa: E402
from plagcheck.reports.graph import class_graph  # noqa: E402

N = 500


def _pair(a: int, b: int, words: int, reworded: bool) -> Pair:
    spans = (Passage(0, 10, 0, 10, words, reworded=reworded),)
    return Pair(
        a, b, 0.5, 0.5, 0.3, 0.5, 0.5, 3,
        reported=True, passages=1, longest_passage=words, spans=spans,
    )  # fmt: skip


def _result(links: list[tuple[int, int]]) -> Result:
    docs = [
        Document(f"s{i:03d}.txt", "", "", np.zeros(1, dtype=np.int32), student=f"Student {i:03d}")
        for i in range(N)
    ]
    for i, d in enumerate(docs):  # hand-in times over a week
        d.submitted = f"2026-03-{1 + i % 7:02d}T{9 + i % 9:02d}:{i % 60:02d}:00Z"
    pairs = [_pair(a, b, 20 + (a * 7 + b) % 180, (a + b) % 3 == 0) for a, b in links]
    groups = connected_groups(N, [(p.a, p.b) for p in pairs])
    return Result(Params(), "", docs, [], [], pairs, groups, len(pairs), False)


def classes() -> dict[str, Result]:
    pairs = [(i, i + 1) for i in range(0, N, 2)]
    rings = [(g + k, g + (k + 1) % 5) for g in range(0, N, 5) for k in range(5)]
    chain = [(i, i + 1) for i in range(N - 1)] + [(i, (i + 37) % N) for i in range(0, N, 10)]
    return {
        "250 pairs": _result(pairs),
        "100 rings of 5": _result(rings),
        "one group": _result(chain),
    }


def main() -> None:
    print(f"class_graph, {N} students (median of 5 runs; this machine's timings are noisy)")
    for name, result in classes().items():
        times = []
        for _ in range(5):
            t = time.perf_counter()
            graph = class_graph(result)
            times.append(time.perf_counter() - t)
        again = class_graph(result)
        same = [(n.x, n.y) for n in graph.nodes] == [(n.x, n.y) for n in again.nodes]
        print(
            f"  {name:15s} {statistics.median(times) * 1000:7.1f} ms  "
            f"{len(graph.nodes)} nodes, {len(graph.edges)} edges, "
            f"{graph.width:.0f} x {graph.height:.0f}, same twice: {same}"
        )


if __name__ == "__main__":
    main()
