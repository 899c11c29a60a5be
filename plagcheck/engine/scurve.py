"""The LSH S-curve: the chance that a pair becomes a candidate, and the choice of b and r.

Mining of Massive Datasets (Leskovec, Rajaraman, Ullman), ch. 3.4: with b bands of r rows a pair
of Jaccard s shares at least one band with probability P(s) = 1 - (1 - s^r)^b; the curve is
steepest near (1/b)^(1/r). The choice of (b, r) minimising weighted false-positive and
false-negative areas follows datasketch's ``_optimal_param``.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

_GRID = 2001


def probability(s: np.ndarray | float, b: int, r: int) -> np.ndarray:
    """P(s) = 1 - (1 - s^r)^b."""
    s = np.asarray(s, dtype=float)
    return 1.0 - (1.0 - s**r) ** b


def knee(b: int, r: int) -> float:
    """(1/b)^(1/r): where the S-curve rises fastest."""
    return float((1.0 / b) ** (1.0 / r))


def _areas(t: float, s: np.ndarray, miss: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """False-positive and false-negative areas (along the last axis) from the chance that a
    pair of each Jaccard ``s`` misses every band, (1 - s^r)^b."""
    below = s <= t
    ds = s[1] - s[0]
    fp = np.trapezoid(np.where(below, 1.0 - miss, 0.0), dx=ds, axis=-1)
    fn = np.trapezoid(np.where(below, 0.0, miss), dx=ds, axis=-1)
    return fp, fn


def _miss(b: int, r: int) -> tuple[np.ndarray, np.ndarray]:
    s = np.linspace(0.0, 1.0, _GRID)
    return s, (1.0 - s**r) ** b


def false_positive_area(t: float, b: int, r: int) -> float:
    """The integral from 0 to t of P(s) ds: the expected share of candidates below t."""
    return float(_areas(t, *_miss(b, r))[0])


def false_negative_area(t: float, b: int, r: int) -> float:
    """The integral from t to 1 of 1 - P(s) ds: the expected share of pairs above t missed."""
    return float(_areas(t, *_miss(b, r))[1])


@lru_cache(maxsize=256)
def optimal_bands_rows(
    threshold: float, perms: int, fp_weight: float = 0.5, fn_weight: float = 0.5
) -> tuple[int, int]:
    """(b, r) with b*r <= perms minimising fp_weight*FP-area + fn_weight*FN-area."""
    combos = np.array([(b, r) for b in range(1, perms + 1) for r in range(1, perms // b + 1)])
    cost = np.empty(len(combos))
    s = np.linspace(0.0, 1.0, _GRID)
    for r in range(1, perms + 1):
        # (1 - s^r)^b for b = 1 .. perms // r as running products (a power of 1.4 million values
        # took 60 ms, a scan's first choice of b and r).
        miss = np.cumprod(np.broadcast_to(1.0 - s**r, (perms // r, _GRID)), axis=0)
        fp, fn = _areas(threshold, s, miss)
        cost[combos[:, 1] == r] = fp_weight * fp + fn_weight * fn  # combos of r, b ascending
    best = int(np.argmin(cost))
    return int(combos[best, 0]), int(combos[best, 1])
