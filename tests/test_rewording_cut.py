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
    # A small class: every pair.
    assert len(rewording.null_pairs(range(30))) == 30 * 29 // 2
    assert len(rewording.null_pairs(range(3))) == 3


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


def test_a_small_class_judges_its_lone_copy_against_its_other_pairs():
    """Every pair of a class of 15 measured: a lone reworded copy (1.7), the only pair holding
    any, is judged against the others, which hold nothing: shown. Had it been its own chance,
    the tail would start at it and need more. A class whose pairs hold as much as it (essays
    making the prompt's points in its words) needs more than them."""
    lone = np.zeros(105)
    lone[0] = 1.7
    assert rewording.fit(lone, 105, every=True).value <= 1.7 < rewording.fit(lone, 105).value
    alike = np.zeros(28)
    alike[:12] = np.linspace(1.3, 2.4, 12)
    assert rewording.fit(alike, 28, every=True).value > 2.4
    # Two students alone: nothing to judge them by but the floor.
    assert rewording.fit(np.array([3.0]), 1, every=True).value == rewording.FLOOR
