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
chance). A class of fewer than ``LEAST_CLASS`` students (a handful of files, whose reworded
passages are weighed by the two documents compared: ``text.background``) has too few pairs to say
what chance gives: ``FLOOR``. One of ``LEAST_CLASS`` or more is measured on every pair it has
(up to ``NULL_PAIRS``), however small: a class of 15 judged at the floor, as one under 20 was,
reported 129 pairs among 44 classes of 15 real essays with the prompt given, measured on its
105 pairs 33, with the same planted copies found.

A pair's shared text (exact passages) is judged by what the class shares instead
(``compare.common``); rewording is what needs the class's background to be told from the topic.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from plagcheck.engine.text.background import LEAST_CLASS

__all__ = ["Cut", "fit", "null_pairs"]

NULL_PAIRS = 1_000
# ... drawn among this many students at most (each in about four pairs): what the stage costs is
# reading its documents' sentences again, 1,700 of a class of 5,000 where every student could be
# drawn, 500 now (the cut is the same where a class has no more).
NULL_STUDENTS = 500
LEAST_PAIRS = LEAST_CLASS * (LEAST_CLASS - 1) // 2
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
    total = n * (n - 1) // 2
    if total < LEAST_PAIRS:
        return np.zeros((0, 2), dtype=np.int64)
    if total <= count:
        iu = np.triu_indices(n, 1)
        return np.stack([ids[iu[0]], ids[iu[1]]], axis=1)
    a = rng.integers(0, n, size=3 * count)
    b = rng.integers(0, n, size=3 * count)
    lo, hi = np.minimum(a, b), np.maximum(a, b)
    # Distinct pairs drawn at random from the distinct ones: the first ``count`` in sorted
    # order would be pairs of the class's first students only.
    codes = rng.permutation(np.unique((lo * n + hi)[lo != hi]))[:count]
    return np.stack([ids[codes // n], ids[codes % n]], axis=1)


def fit(masses: np.ndarray, pairs: int) -> Cut:
    """The cut for a class of ``pairs`` pairs whose random pairs hold ``masses``."""
    if not len(masses) or pairs < LEAST_PAIRS:
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
