"""Reworded passages judged against the class itself: a null model drawn from the class.

Students who answer one prompt make the same points, some in the same rare words; a reworded
passage between two of them is evidence only where it holds far more than two students of this
class share by chance. So the scan measures what chance gives here: the reworded evidence
(``alignment.mass``: the summed cosines, under the class's weights, of the sentences a passage
aligns) of ``NULL_PAIRS`` pairs of the class drawn at random, less those that share text
outright (a copy in the sample is not chance). Nearly all random pairs hold none; the few that
do hold a little, and their excess over the least of them falls off about exponentially. With
``share`` the random pairs holding any, ``least`` the least they hold and ``scale`` the mean
excess (Davison & Smith's peaks-over-threshold fit with its exponential tail, "Models for
exceedances over high thresholds", JRSS B 52, 1990; the scale taken from the median excess, which
a few copies in the sample do not move), a pair of students writing independently
holds ``m`` or more with probability

    P(m) = share * exp(-(m - least) / scale),

and the class's P pairs give P * P(m) such pairs by chance. A reworded passage is shown (and can
report its pair) only from the ``cut`` where that expected number of false pairs falls to
``EXPECTED_FALSE``; never below ``FLOOR`` (two sentences saying the same thing), never above
``CEILING`` (a class whose random pairs are themselves copies of one text says nothing of
chance). A class of 45 students or fewer has fewer than ``NULL_PAIRS`` pairs and is measured on
every one, however small (``fit``'s ``every``). There the pair judged is in the sample: where it
is the only pair holding any rewording it would set the tail's start itself and need more than
it holds, so it is left out, and the class's other pairs, holding none, are its chance (two or
three essays compared alone: the floor). A class of 8 whose essays all make the prompt's points
in its words is judged by the pairs that hold as much. Judged at the floor, as any class of
under 20 was, 138 classes of 10 and 15 real essays (prompt given, nothing copied) reported 235
pairs; measured on their own pairs, 62 (docs/class_precision.md).

A pair's shared text (exact passages) is judged by what the class shares instead
(``compare.common``); rewording is what needs the class's background to be told from the topic.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

__all__ = ["Cut", "fit", "null_pairs"]

NULL_PAIRS = 1_000
# ... drawn among this many students at most (each in about four pairs): what the stage costs is
# reading its documents' sentences again, 1,700 of a class of 5,000 where every student could be
# drawn, 500 now (the cut is the same where a class has no more).
NULL_STUDENTS = 500
FLOOR = 1.0
CEILING = 4.5
EXPECTED_FALSE = 0.5
# A tail fitted on fewer positive pairs borrows this many pairs of PRIOR_SCALE's mean excess.
PRIOR_PAIRS = 5
PRIOR_SCALE = 0.5
SEED = 0x5A11


@dataclass(frozen=True)
class Cut:
    """The least evidence a reworded passage needs in this scan, and how it was set."""

    value: float = FLOOR
    sampled: int = 0  # random pairs of the class measured
    share: float = 0.0  # of those, the share holding any reworded evidence
    least: float = 0.0
    scale: float = PRIOR_SCALE
    pairs: int = 0  # pairs of students the scan judges (the class's, and each with an archived one)

    def expected_false(self, m: float) -> float:
        """Pairs of the class expected to hold ``m`` or more by chance (the module docstring)."""
        if not self.sampled or m < self.least:
            return float(self.pairs) * max(self.share, 1 / (self.sampled + 2))
        return self.pairs * self.share * math.exp(-(m - self.least) / self.scale)

    def as_dict(self) -> dict[str, float | int]:
        return {
            "cut": round(self.value, 3),
            "random_pairs": self.sampled,
            "random_pairs_with_rewording": round(self.share, 4),
            "expected_false_pairs": round(self.expected_false(self.value), 3),
        }


def null_pairs(students: Sequence[int], count: int = NULL_PAIRS, seed: int = SEED) -> np.ndarray:
    """``count`` distinct random pairs (a < b) of the ``students`` (every pair if fewer), among
    ``NULL_STUDENTS`` of them at most."""
    ids = np.asarray(sorted(students), dtype=np.int64)
    rng = np.random.default_rng(seed)
    if len(ids) > NULL_STUDENTS:
        ids = np.sort(rng.choice(ids, NULL_STUDENTS, replace=False))
    n = len(ids)
    if n * (n - 1) // 2 <= count:
        iu = np.triu_indices(n, 1)
        return np.stack([ids[iu[0]], ids[iu[1]]], axis=1)
    a = rng.integers(0, n, size=3 * count)
    b = rng.integers(0, n, size=3 * count)
    lo, hi = np.minimum(a, b), np.maximum(a, b)
    # Distinct pairs drawn at random from the distinct ones: the first ``count`` in sorted
    # order would be pairs of the class's first students only.
    codes = rng.permutation(np.unique((lo * n + hi)[lo != hi]))[:count]
    return np.stack([ids[codes // n], ids[codes % n]], axis=1)


def fit(masses: np.ndarray, pairs: int, every: bool = False) -> Cut:
    """The cut for a class of ``pairs`` pairs whose random pairs hold ``masses``; ``every``: the
    masses are of every pair of the class, and a lone pair holding any is left out."""
    if every and np.count_nonzero(masses) == 1:
        masses = masses[masses == 0]
    if not len(masses):
        return Cut(pairs=pairs)
    held = np.sort(masses[masses > 0])
    share = (len(held) + 0.5) / (len(masses) + 1)  # (none held: about one in twice the sample)
    least = float(held[0]) if len(held) else FLOOR
    # The scale from the median excess (an exponential's is scale * ln 2), not the mean: a few
    # copies the sample drew (two students alike through a source) leave it where it is.
    median = float(np.median(held - least)) / math.log(2) if len(held) else PRIOR_SCALE
    scale = (len(held) * median + PRIOR_PAIRS * PRIOR_SCALE) / (len(held) + PRIOR_PAIRS)
    cut = least + scale * math.log(max(pairs * share / EXPECTED_FALSE, 1.0))
    value = min(max(cut, FLOOR), CEILING)
    return Cut(value, len(masses), share, least, scale, pairs)
