"""Groups: documents linked by reported pairs (connected components, union-find)."""

from __future__ import annotations

from collections.abc import Iterable


def connected_groups(n: int, edges: Iterable[tuple[int, int]]) -> list[list[int]]:
    """Components of two or more members, largest first, members in index order."""
    parent = list(range(n))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in edges:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    comps: dict[int, list[int]] = {}
    for x in range(n):
        comps.setdefault(find(x), []).append(x)
    groups = [g for g in comps.values() if len(g) > 1]
    return sorted(groups, key=lambda g: (-len(g), g[0]))
