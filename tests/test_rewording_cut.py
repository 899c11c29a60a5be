"""The class's chance cut for reworded passages (``compare.rewording``): which random pairs of
the class it measures, and where the fitted tail puts the cut."""

from __future__ import annotations

import math

import numpy as np

from plagcheck.engine.compare import rewording


def test_random_pairs_reach_the_whole_class_evenly():
    """The null model is drawn from every part of the class: students listed last (a folder read
    in name order) are drawn as often as those listed first, each pair once."""
    students = list(range(10, 610))
    pairs = rewording.null_pairs(students)
    assert len(pairs) == rewording.NULL_PAIRS
    assert (pairs[:, 0] < pairs[:, 1]).all()
    assert len({tuple(p) for p in pairs.tolist()}) == len(pairs)
    drawn = np.bincount(pairs.ravel() - 10, minlength=600)
    first, last = drawn[:200].sum(), drawn[-200:].sum()
    assert 0.8 < last / first < 1.25
    # A large class: among 500 of its students (the documents the stage reads again).
    large = rewording.null_pairs(range(5000))
    assert len(large) == rewording.NULL_PAIRS and len(np.unique(large)) <= 500
    assert large.max() > 4000 and large.min() < 1000
    # A small class: every pair (a class of 15, 105); a handful of files, none (too few to say
    # what chance gives).
    assert len(rewording.null_pairs(range(30))) == 30 * 29 // 2
    assert len(rewording.null_pairs(range(15))) == 15 * 14 // 2
    assert len(rewording.null_pairs(range(9))) == 0


def test_the_cut_expects_half_a_false_pair_in_the_class_and_copies_do_not_move_it():
    rng = np.random.default_rng(4)
    held = 1.0 + rng.exponential(0.25, 150)  # 15% of random pairs hold a little
    masses = np.concatenate([held, np.zeros(850)])
    pairs = 500 * 499 // 2
    cut = rewording.fit(masses, pairs)
    assert rewording.FLOOR < cut.value < rewording.CEILING
    assert math.isclose(cut.expected_false(cut.value), rewording.EXPECTED_FALSE, rel_tol=1e-6)
    # Five copies among the random pairs (students alike through a source) leave it nearly
    # where it was; a larger class needs more evidence.
    copied = masses.copy()
    copied[:5] = 12.0
    assert abs(rewording.fit(copied, pairs).value - cut.value) < 0.15
    assert rewording.fit(masses, 1000 * 999 // 2).value > cut.value
    # A class of 15 is measured like any other; a handful of files gets the floor.
    assert rewording.fit(masses[:105], 105).value > rewording.FLOOR
    assert rewording.fit(masses[:36], 36).value == rewording.FLOOR
