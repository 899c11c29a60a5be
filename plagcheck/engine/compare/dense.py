"""Folders in which most pairs of documents share text: every essay answers one prompt from a
template the teacher did not give, a worksheet, boilerplate. Each pair that shares text costs
its verification and its passages (~1.5 ms and ~13 KB a reported pair on 1,000 such essays), so
such a folder has no bound on the time and memory of its pairs unless one is set here: only
the candidates whose signatures agree most are verified, and the teacher is told what was left
out and how to scan again (docs/benchmarks.md, "Folders where most pairs share text").
"""

from __future__ import annotations

import numpy as np

from plagcheck.engine.compare.scores import _agreement
from plagcheck.i18n import msg

__all__ = ["DENSE_PARTNERS", "MAX_VERIFIED", "dense_note", "limit", "strongest"]

# The most candidate pairs a scan verifies: this many, or one a document where there are more
# documents (a large folder's pairs then hold about as much as its documents do). A folder where
# a fifth of the essays copy or are copied has about one candidate for every five documents
# (20,000 generated essays: 4,339); 20,000 pairs of 1,000 essays that share most of their text
# take ~25 s and ~300 MB.
MAX_VERIFIED = 20_000
# Reported pairs per document, on average, from which the teacher is told that much of the
# folder shares text (a ring of eleven students copying from each other each has ten partners).
DENSE_PARTNERS = 10.0

WAY_OUT = msg(
    "If the students were given text (a prompt, a template, a worksheet), give it as a template "
    "(--template, or the window's assignment text) and scan again; or ignore phrases most "
    "documents share (--max-doc-share 0.1, the window's 'Ignore phrases in more than'), or "
    "raise the threshold"
)


def limit(n_docs: int) -> int:
    """How many candidate pairs a scan of ``n_docs`` documents verifies at most."""
    return max(MAX_VERIFIED, n_docs)


def strongest(cand: np.ndarray, sigs: np.ndarray, most: int) -> np.ndarray:
    """Which rows of ``cand`` to verify (ascending): all if at most ``most``, else the ``most``
    whose signatures agree in the most positions (estimated Jaccard), the earlier of equals."""
    if len(cand) <= most:
        return np.arange(len(cand))
    est = _agreement(cand, sigs)
    return np.sort(np.argsort(-est, kind="stable")[:most])


def dense_note(n_docs: int, found: int, verified: int, reported: int) -> str:
    """What the teacher reads about a folder where much of the class shares text (empty when it
    does not): ``found`` candidate pairs, of which ``verified`` were verified, ``reported``
    reported, among ``n_docs`` documents."""
    pairs = n_docs * (n_docs - 1) // 2
    if found > verified:
        return msg(
            "much of this class shares text: {found:,} of its {pairs:,} pairs of documents "
            "share enough to be verified, more than a scan verifies ({verified:,}): only the "
            "{verified:,} most alike by their signatures were verified, and the other "
            "{left:,} are not in this report. {way_out}.",
            found=found,
            pairs=pairs,
            verified=verified,
            left=found - verified,
            way_out=WAY_OUT,
        )
    partners = 2 * reported / n_docs if n_docs else 0.0
    if partners < DENSE_PARTNERS:
        return ""
    return msg(
        "much of this class shares text: {reported:,} of its {pairs:,} pairs of documents are "
        "reported, each document with {partners:.0f} others on average. {way_out}.",
        reported=reported,
        pairs=pairs,
        partners=partners,
        way_out=WAY_OUT,
    )
