"""What chance gives in this class: the reworded evidence of random pairs of its students, and
the cut a reworded passage must reach to be shown (``compare.rewording``).

A stage like verification: a block of pairs (random ones, drawn once a scan) run by whichever
executor runs the scan, its documents read again where they are light.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from plagcheck.engine import stages as st
from plagcheck.engine.compare import rewording
from plagcheck.engine.compare.evidence import Pair
from plagcheck.engine.executors import Context, Executor
from plagcheck.engine.intake import Submission
from plagcheck.engine.params import Params
from plagcheck.engine.progress import CancelFn, ProgressFn, check, quiet
from plagcheck.engine.text import paraphrase

__all__ = ["null_block", "rewording_cut"]


def null_block(
    block: st.Block,
    params: Params,
    template: np.ndarray,
    *,
    progress: ProgressFn = quiet,
    cancel: CancelFn | None = None,
) -> np.ndarray:
    """The most reworded evidence (``alignment.mass``) any passage of each of the block's pairs
    holds (``paraphrase.passages``, as a reported pair's are found)."""
    in_pairs = np.unique(block.cand).tolist()
    st.read_again(block, in_pairs, len(in_pairs) <= st.KEEP_WHOLE, params, template, cancel)
    st.contents(block, in_pairs)
    out = np.zeros(len(block.cand))
    for k, (a, b) in enumerate(block.cand.tolist()):
        if k % 64 == 0:
            progress("verifying", k, len(block.cand))
            check(cancel)
        x, y = block.shingles[a].para, block.shingles[b].para
        if x is not None and y is not None:
            out[k] = max((r[5] for r in paraphrase.passages(x, y)), default=0.0)
    return out


def rewording_cut(
    found: Any,
    pairs: list[Pair],
    params: Params,
    pex: Executor,
    ctx: Context,
    template: np.ndarray,
    entries: dict[str, Submission],
    common: np.ndarray,
    key: Any,
) -> rewording.Cut:
    """The cut for this scan's reworded passages: random pairs of its students measured (on
    ``pex``), those that share text outright left out (a copy is not chance), the tail fitted."""
    students = [i for i, d in enumerate(found.docs) if not d.source and not d.archived]
    n = len(students)
    if not params.paraphrase:
        return rewording.Cut(pairs=n * (n - 1) // 2)
    null = rewording.null_pairs(students)
    masses = np.zeros(0)
    if len(null):
        parts = st.blocks(
            null, found.docs, found.shingles, found.sigs, found.keys, entries, common,
            pex.blocks(len(null)), None, found.background,
        )  # fmt: skip
        done = pex.run(ctx, "chance", null_block, parts, params, template,
                       key=(key, "chance") if key else None)  # fmt: skip
        masses = np.concatenate(pex.collect(ctx, done, [len(b.cand) for b in parts]))
        # (blocks of more than one part number their pairs within the part: in the same order)
        copies = {
            (p.a, p.b)
            for p in pairs
            if p.verbatim(params.threshold, params.containment_cut) or p.identical
        }
        order = np.concatenate([b.cand if b.ids is None else b.ids[b.cand] for b in parts])
        chance = np.array([(a, b) not in copies for a, b in order.tolist()], dtype=bool)
        masses = masses[chance]
    return rewording.fit(masses, n * (n - 1) // 2)
