"""Groups: documents linked by reported pairs (connected components, union-find)."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np


class Links:
    """Union-find over ``n`` items (more added with ``add``); a set's root is its least item."""

    def __init__(self, n: int = 0) -> None:
        self.up = list(range(n))

    def add(self) -> int:
        self.up.append(len(self.up))
        return len(self.up) - 1

    def find(self, x: int) -> int:
        up = self.up
        while up[x] != x:
            up[x] = up[up[x]]
            x = up[x]
        return x

    def join(self, x: int, y: int) -> None:
        rx, ry = self.find(x), self.find(y)
        if rx != ry:
            self.up[max(rx, ry)] = min(rx, ry)


def connected_groups(n: int, edges: Iterable[tuple[int, int]]) -> list[list[int]]:
    """Components of two or more members, largest first, members in index order."""
    links = Links(n)
    for a, b in edges:
        links.join(a, b)
    comps: dict[int, list[int]] = {}
    for x in range(n):
        comps.setdefault(links.find(x), []).append(x)
    groups = [g for g in comps.values() if len(g) > 1]
    return sorted(groups, key=lambda g: (-len(g), g[0]))


def by_group(cand: np.ndarray, n_docs: int) -> np.ndarray:
    """The candidates in the order of the groups their documents form (connected components):
    cut into blocks, a group's pairs stay together, so that few documents are read, sorted
    and given their content words in two blocks (5,000 essays of one vocabulary, a fifth
    related, two blocks: 1,125 documents worked instead of 1,395, for 1,122 in pairs)."""
    group = np.zeros(n_docs, dtype=np.int64)
    for g, members in enumerate(connected_groups(n_docs, map(tuple, cand.tolist()))):
        group[members] = g
    return np.argsort(group[cand[:, 0]], kind="stable") if len(cand) else np.arange(0)


# What a document costs a block, in candidate pairs: it is read again, its content words and
# sorted views worked out, its credit marks read, and it is sent back whole once (20,000
# essays of one vocabulary: a block of 375 pairs among 190 documents took 0.37 s of a worker,
# one of 374 pairs among 748 documents 0.64 s).
DOC_COST = 0.65


def blocks_by_group(cand: np.ndarray, n_docs: int, parts: int) -> list[np.ndarray]:
    """The candidates (their indices) in ``parts`` blocks of about equal work, in the order of
    ``by_group``: a pair costs one, each document it brings to the blocks ``DOC_COST`` more.
    Cut by pairs alone, the blocks of the pairs of two (last: groups go largest first) held
    four times the documents of the others, and the workers' last blocks were the longest."""
    order = by_group(cand, n_docs)
    if parts < 2 or len(order) <= parts:
        return np.array_split(order, max(parts, 1))
    ends = cand[order].ravel()
    first = np.zeros(len(ends), dtype=bool)
    first[np.unique(ends, return_index=True)[1]] = True  # each document's first pair
    cost = np.cumsum(1.0 + DOC_COST * first.reshape(-1, 2).sum(axis=1))
    cuts = np.searchsorted(cost, cost[-1] * np.arange(1, parts) / parts, side="right")
    # No block left empty: at least one pair each, the cuts in order.
    at = np.arange(1, parts)
    lead = np.minimum(np.maximum.accumulate(np.maximum(cuts - at, 0)), len(order) - parts)
    return np.split(order, lead + at)
