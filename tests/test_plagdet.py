"""PAN's plagdet (bench/plagdet.py) against cases worked out by hand from Potthast et al. 2010."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from plagdet import Span, detects, macro, micro  # noqa: E402


def case(s0: int, s1: int, r0: int, r1: int, susp: str = "s", src: str = "r") -> Span:
    return Span(susp, s0, s1, src, r0, r1)


def test_a_perfect_detection_scores_one() -> None:
    s = [case(0, 100, 50, 150)]
    for measure in (macro, micro):
        got = measure(s, list(s))
        assert (got.precision, got.recall, got.granularity, got.plagdet) == (1, 1, 1, 1)


def test_half_of_a_case_detected() -> None:
    # Case: 100 suspicious + 100 source characters; detection covers the first 50 of each,
    # nothing outside: recall 100/200, precision 1, F1 2/3, granularity 1.
    got = macro([case(0, 100, 0, 100)], [case(0, 50, 0, 50)])
    assert got.recall == pytest.approx(0.5)
    assert got.precision == pytest.approx(1.0)
    assert got.plagdet == pytest.approx(2 / 3)


def test_a_detection_reaching_outside_the_case_loses_precision() -> None:
    # Detection 0-200 / 0-100 over case 0-100 / 0-100: 200 of its 300 characters are the case.
    got = macro([case(0, 100, 0, 100)], [case(0, 200, 0, 100)])
    assert got.recall == pytest.approx(1.0)
    assert got.precision == pytest.approx(200 / 300)
    assert got.plagdet == pytest.approx(2 * (2 / 3) / (1 + 2 / 3))


def test_a_case_in_two_pieces_counts_granularity_two() -> None:
    # Two detections cover the case whole between them: recall 1, precision 1, but plagdet is
    # divided by log2(1 + 2).
    s = [case(0, 100, 0, 100)]
    r = [case(0, 50, 0, 50), case(50, 100, 50, 100)]
    got = macro(s, r)
    assert (got.recall, got.precision, got.granularity) == (1.0, 1.0, 2.0)
    assert got.plagdet == pytest.approx(1 / math.log2(3))


def test_overlap_on_one_side_only_is_no_detection() -> None:
    # The right suspicious text but the wrong place in the source: it detects nothing.
    s, r = case(0, 100, 0, 100), case(0, 100, 500, 600)
    assert not detects(r, s)
    got = macro([s], [r])
    assert (got.recall, got.precision, got.detected_cases) == (0.0, 0.0, 0)


def test_another_document_is_no_detection() -> None:
    s, r = case(0, 100, 0, 100), case(0, 100, 0, 100, src="other")
    assert not detects(r, s)


def test_macro_and_micro_differ_as_the_paper_says() -> None:
    # Two cases: a short one (10 + 10) found whole, a long one (90 + 90) not at all.
    # Macro recall averages the cases: (1 + 0) / 2; micro pools characters: 20 / 200.
    s = [case(0, 10, 0, 10), case(100, 190, 100, 190)]
    r = [case(0, 10, 0, 10)]
    assert macro(s, r).recall == pytest.approx(0.5)
    assert micro(s, r).recall == pytest.approx(0.1)
    assert macro(s, r).precision == micro(s, r).precision == pytest.approx(1.0)


def test_overlapping_detections_count_their_characters_once() -> None:
    # Two detections of one case overlap (0-60 and 40-100 on both sides): recall is the union,
    # 1, not 1.2; granularity 2.
    s = [case(0, 100, 0, 100)]
    r = [case(0, 60, 0, 60), case(40, 100, 40, 100)]
    got = macro(s, r)
    assert got.recall == pytest.approx(1.0)
    assert got.granularity == 2.0
    assert micro(s, r).recall == pytest.approx(1.0)


def test_detections_with_no_case_have_no_precision() -> None:
    got = macro([], [case(0, 10, 0, 10)])
    assert got.precision == 0.0
    assert macro([case(0, 10, 0, 10)], []).recall == 0.0
