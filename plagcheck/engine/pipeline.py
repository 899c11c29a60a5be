"""The scan, top to bottom: one orchestrator that lists the stages in order and hands each to an
executor, which decides only where it runs (in this process, in worker processes, on Dask).

    list files -> read + normalise -> shingle -> [common shingles] -> sign -> band keys
    -> candidates (+ an archive's keys) -> verify -> decide -> passages -> groups

The stages are plain functions of a partition (``stages.py``); the executors are in
``executors.py``. A large folder is a choice of partitioning and executor, not another flow.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from plagcheck.engine import intake
from plagcheck.engine import stages as st
from plagcheck.engine.archive.store import ArchiveMatches, ArchiveStore, archive_candidates
from plagcheck.engine.compare import credit, dense, rewording
from plagcheck.engine.compare.blocks import decided, remember_passages
from plagcheck.engine.compare.common import CommonText, common_texts
from plagcheck.engine.compare.groups import connected_groups
from plagcheck.engine.compare.rewording import Cut
from plagcheck.engine.compare.scores import Pair, chance_counts, dismissal_floor
from plagcheck.engine.executors import (
    EXECUTORS,
    Context,
    Executor,
    InProcess,
    ProcessPool,
    for_pairs,
    start_method,
)
from plagcheck.engine.intake import Submission
from plagcheck.engine.intake.reading import folder_templates, keyed, open_input
from plagcheck.engine.model import Document, Problem
from plagcheck.engine.params import Params, Unit
from plagcheck.engine.progress import CancelFn, Cancelled, ProgressFn, check, quiet
from plagcheck.engine.result import Result
from plagcheck.engine.text import background, language, paraphrase
from plagcheck.engine.text.background import Background, merge
from plagcheck.engine.text.lsh import band_keys
from plagcheck.engine.text.sentence_keys import key_words
from plagcheck.engine.text.shingles import Shingles, token_values
from plagcheck.engine.text.winnow import common_stars

__all__ = ["STAGES", "Cancelled", "Result", "Scanner", "run", "scan"]

STAGES = ("reading", "shingling", "hashing", "banding", "verifying", "passages")
# Above this many files a scan runs in worker processes and keeps only signatures and band keys
# of every document, reading again those that candidates reach (100,000 essays: 1.3 GB,
# docs/benchmarks.md).
LEAN_DOCS = 10_000
# Where workers are forked (Linux, from a process with no thread and no Qt: the command line),
# they start at once, and the pool pays from this many files on: 5,000 essays scan in 0.84x the
# wall time at half the peak memory (docs/benchmarks.md). Spawned workers each import the
# engine first, so the window keeps ``LEAN_DOCS``.
LEAN_FORKED = 2_000


@dataclass
class Inputs:
    """What the input stage found: the scanned root, its submissions in order, the problems of
    the listing, and how the input was laid out (``intake.LAYOUTS``) with a note about it."""

    root: str
    entries: list[Submission]
    problems: list[Problem]
    layout: str = "files"
    note: str = ""


@dataclass
class Folder:
    """Every document of the scan after the document stages, with its signature and band keys."""

    docs: list[Document]
    shingles: list[Shingles]
    read_problems: list[Problem]
    short: list[Problem]
    sigs: np.ndarray
    fps: list[np.ndarray]  # winnowed fingerprints of each document (none: local matches off)
    background: Background | None = None  # how many documents use each word


class Scanner:
    """Runs scans; in this process it keeps each stage's output keyed by the parameters it
    depends on, so a new threshold re-verifies and a new k re-shingles without re-reading."""

    def __init__(self) -> None:
        self.local = InProcess()

    def clear(self) -> None:
        self.local.clear()

    def run(
        self,
        source: Path | str | Sequence[Path],
        params: Params,
        progress: ProgressFn | None = None,
        cancel: CancelFn | None = None,
        exact: bool = False,
        archive: ArchiveStore | Path | str | None = None,
        executor: Executor | str | None = None,
    ) -> Result:
        """Scan a folder (or a list of files) and return one Result. Raises Cancelled.

        A ``templates`` sub-folder of the folder is template text (see ``folder_templates``).
        With an ``archive``, the folder is also compared with it (never archived documents with
        each other); archived documents in candidate pairs follow the folder's in the Result.
        ``executor``: "local", "processes", an Executor, or None to choose by the folder's size.
        """
        with few_collections():
            if isinstance(source, (str, Path)):
                params = folder_templates(source, params)
            inputs = list_inputs(source, params)
            if isinstance(executor, str):
                executor = self.local if executor == "local" else EXECUTORS[executor]()
            if executor is None:
                executor = self.local
                lean = min(LEAN_DOCS, LEAN_FORKED) if start_method() == "fork" else LEAN_DOCS
                large = len(inputs.entries) > lean and not exact
                if large and not st.drops_common(params, len(inputs.entries)):
                    executor = ProcessPool()
            ctx = Context(progress or (lambda stage, done, total: None), cancel)
            try:
                return scan(inputs, params, executor, ctx, exact, archive)
            finally:
                intake.forget_zips()  # let go of a download's .zip: the teacher may move it


@contextmanager
def few_collections() -> Iterator[None]:
    """Python's automatic cycle collection off for the length of a scan (if it was on), then on
    again. A scan makes hundreds of thousands of objects that live until it ends (the listing,
    a record of every document, the pairs), which the collector would go over again and again
    (5-10% of the wall time of 20,000 files, paired runs), and it makes no reference cycles to
    speak of: its objects are freed as they are let go. The window already collects on a timer
    in its own thread (``MainWindow``), and the state is left as it was found."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def run(
    source: Path | str | Sequence[Path],
    params: Params | None = None,
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
    exact: bool = False,
    archive: ArchiveStore | Path | str | None = None,
    executor: Executor | str | None = None,
) -> Result:
    """One scan from scratch: documents, problems, pairs, groups, parameters, timings."""
    return Scanner().run(source, params or Params(), progress, cancel, exact, archive, executor)


def list_inputs(source: Path | str | Sequence[Path], params: Params) -> Inputs:
    """The input stage's listing: the submissions of a folder, a .zip or a list of files."""
    found = open_input(source, params)
    return Inputs(found.root, found.submissions, found.problems, found.layout, found.note)


def scan(
    inputs: Inputs,
    params: Params,
    ex_: Executor,
    ctx: Context,
    exact: bool = False,
    archive: ArchiveStore | Path | str | None = None,
) -> Result:
    """The stages in order, each run by the executor ``ex_``."""
    if ex_.light and exact:
        raise ValueError("exact scans keep documents whole: run them in-process")
    if not ex_.eager:
        ctx.timings.update(dict.fromkeys(STAGES, 0.0))
    template, template_problems = ex_.cached(
        "templates", params.shingle_key(), lambda: st.template_hashes(params)
    )
    read_key = _read_key(inputs, params) if ex_.caches else None
    if params.paraphrase:
        # Built once here (~40 ms): worker processes forked from this one find it built, where
        # each would build it again, in every pool.
        language.stop_table()
    folder, common = documents(inputs, params, ex_, ctx, template, read_key)
    check(ctx.cancel)
    found = candidates(folder, params, ex_, ctx, read_key, exact, archive)
    check(ctx.cancel)
    entries = keyed(inputs.entries) if ex_.light else {}
    pairs, cut, shared = evidence(found, params, ex_, ctx, template, common, entries, read_key)
    # Students who share text: two students who each copied a different part of one reference
    # text are not linked through it.
    docs = found.docs
    links = [(p.a, p.b) for p in pairs if p.reported and not (docs[p.a].source or docs[p.b].source)]
    groups = connected_groups(len(docs), links)
    problems = inputs.problems + folder.read_problems + template_problems + folder.short
    reported = sum(p.reported for p in pairs)
    note = dense.dense_note(len(docs), found.found, found.verified, reported)
    return Result(
        params=params,
        root=inputs.root,
        documents=found.docs,
        shingles=found.shingles,
        problems=problems,
        pairs=pairs,
        groups=groups,
        candidates=len(found.cand),
        exact=exact,
        timings=ctx.timings,
        dismissed=found.dismissed,
        layout=inputs.layout,
        layout_note=inputs.note,
        notes=[note] if note else [],
        common=shared,
        rewording=cut,
        background=found.background,
    )


@dataclass
class Found:
    """The candidate stage's output: pairs to verify, with every document they may reach (the
    folder's, then the archived ones candidates reach), their signatures and band keys.
    ``reworded``: the pairs that get the paraphrase score in verification, those the local
    search found (shared fingerprints or sentence keys) and the archive's; a pair only whole-
    document bands found shares no sentence the rewording search pairs on, and gets the score
    only if it is reported (``stages.passages_block``)."""

    docs: list[Document]
    shingles: list[Shingles]
    sigs: np.ndarray
    keys: np.ndarray
    cand: np.ndarray
    dismissed: int  # band matches whose signatures rule out the threshold
    floor: float
    band_key: Any
    reworded: np.ndarray
    archived_ids: tuple[int, ...] = ()
    archived_students: int = 0  # in the archive the folder was compared with (``rewording_cut``)
    found: int = 0  # candidates found, before ``dense.limit`` left some unverified
    verified: int = 0  # ... and those it left (the pairs looked at for common text not counted)
    background: Background | None = None
    probe: np.ndarray | None = None  # candidates looked at for text common to the class


# Pairs looked at for text common to the class (``winnow.common_stars``) at most: a class of
# 2,000 one-prompt essays has 2,300-3,900 of them, 100,000 generated essays 100,000 (each read
# whole and its passages found: 2 minutes and 5.5 GB, not 22 s and 0.85 GB); those sharing the
# most such fingerprints are kept.
MAX_PROBES = 5_000


def candidates(
    folder: Folder,
    params: Params,
    ex_: Executor,
    ctx: Context,
    read_key: Any,
    exact: bool,
    archive: ArchiveStore | Path | str | None,
) -> Found:
    """Band keys, band matches and fingerprint matches past the signature check; an archive's
    keys joined in."""
    t = time.perf_counter()
    ctx.report("banding", 0, 1)
    template_fps = ex_.cached(
        "template fingerprints", params.read_key(), lambda: st.template_fingerprints(params)
    )
    b, r = params.band_rows()
    # Candidates include documents sharing sentence keys, which rewording settings change.
    sig = (params.signature_key(), params.paraphrase_key())
    # Band matches are checked against what unrelated documents' signatures share by chance.
    floor = dismissal_floor(params.threshold, params.perms, chance_counts(folder.sigs))
    band_key = (read_key, *sig, b, r, exact, floor) if read_key else None
    keys, cand, windowed, dismissed = ex_.cached(
        "banding", band_key, lambda: _band(folder, template_fps, b, r, exact, floor)
    )
    ctx.report("banding", 1, 1)
    out = Found(
        folder.docs, folder.shingles, folder.sigs, keys, cand, dismissed, floor, band_key, windowed
    )
    out.background = folder.background
    if out.background is not None and params.templates:
        given = ex_.cached("template words", params.read_key(), lambda: _template_words(params))
        out.background = background.given(out.background, given)
    stars = None
    if params.window and len(folder.docs) >= params.common_students:
        stars = common_stars(folder.fps, params.common_students, template_fps)[:MAX_PROBES]
    ctx.timings["banding"] = ctx.timings.get("banding", 0.0) + time.perf_counter() - t
    if archive is not None:
        t = time.perf_counter()
        words = out.background.words if out.background is not None else None
        joined = _join_archive(archive, params, folder, template_fps, keys, floor, ctx, words)
        out.docs, out.shingles = out.docs + joined.documents, out.shingles + joined.shingles
        out.sigs, out.keys = np.vstack([out.sigs, joined.sigs]), np.vstack([keys, joined.keys])
        out.cand = np.concatenate([cand, joined.pairs])
        out.reworded = np.concatenate([out.reworded, np.ones(len(joined.pairs), dtype=bool)])
        out.dismissed += joined.dismissed
        out.archived_ids, out.archived_students = joined.ids, joined.students
        if out.background is not None and joined.word_counts is not None:
            out.background = out.background.within(*joined.word_counts)
        ctx.timings["archive"] = time.perf_counter() - t
    del folder.fps[:]  # done with
    # A folder where most pairs share text: only the candidates most alike are verified (an
    # exact scan, every pair of a small class, verifies what it was asked to).
    out.found = len(out.cand)
    most = len(out.cand) if exact else dense.limit(len(out.docs))
    keep = dense.strongest(out.cand, out.sigs, most)
    if len(keep) < out.found:
        out.cand, out.reworded = out.cand[keep], out.reworded[keep]
    out.verified = len(out.cand)
    if stars is not None:  # (a probe never takes a candidate's place, nor goes past the limit)
        room = max(dense.limit(len(out.docs)) - len(out.cand), 0)
        out.cand, out.reworded, out.probe = _probing(out, stars, room)
    return out


def _template_words(params: Params) -> np.ndarray:
    """The hashes of the template files' words (``background.given``)."""
    docs, _ = st.template_documents(params)
    return np.concatenate(
        [np.zeros(0, np.uint32), *(token_values(d.text, Unit.WORD)[0] for d in docs)]
    )


def _probing(
    found: Found, stars: np.ndarray, room: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The candidates with ``stars`` (pairs linking the documents that hold a fingerprint many
    hold: ``winnow.common_stars``) among them, ``room`` at most of them new, and which are such
    a pair."""
    cand, reworded, n = found.cand, found.reworded, len(found.docs)
    codes, star = cand[:, 0] * n + cand[:, 1], stars[:, 0] * n + stars[:, 1]
    new = stars[~np.isin(star, codes)][:room]
    both = np.concatenate([cand, new]) if len(new) else cand
    more = np.concatenate([reworded, np.zeros(len(new), dtype=bool)])
    return both, more, np.isin(both[:, 0] * n + both[:, 1], star)


def evidence(
    found: Found,
    params: Params,
    ex_: Executor,
    ctx: Context,
    template: np.ndarray,
    common: np.ndarray,
    entries: dict[str, Submission],
    read_key: Any,
) -> tuple[list[Pair], Cut, list[CommonText]]:
    """Verify, decide and find passages a block of candidates at a time; the ranked pairs, the
    least evidence a reworded passage needs here and the texts common to the class. Light
    documents in reported pairs are read again whole, for the Result."""
    docs, shingles, sigs, keys, cand = (
        found.docs,
        found.shingles,
        found.sigs,
        found.keys,
        found.cand,
    )
    pex = for_pairs(ex_, len(cand))
    parts = st.blocks(
        cand, docs, shingles, sigs, keys, entries, common, pex.blocks(len(cand)), found.reworded,
        found.background, found.probe,
    )  # fmt: skip
    ids = found.archived_ids
    # Reworded passages are aligned only for pairs the other evidence does not report
    # (``blocks.passage_scores``): verification then depends on the settings that decide.
    decides = (params.threshold, params.containment_cut, params.paraphrase_threshold)
    verify_key = (
        (found.band_key, params.window, found.floor, ids, decides if params.paraphrase else ())
        if found.band_key
        else None
    )
    verified = pex.run(ctx, "verifying", st.verify_block, parts, params, template, key=verify_key)
    # Passages depend on the shingles and the gap only: kept across threshold changes.
    memo = (
        (read_key, params.shingle_key(), params.paraphrase_key(), params.gap, ids)
        if read_key
        else None
    )
    known: dict[tuple[int, int], st.PassageStats] = ex_.cached("passage stats", memo, dict)
    ranked = pex.run(ctx, "passages", st.passages_block, verified, params, template, known)

    def keep_whole(reply: tuple[list[Pair], dict[int, tuple[Document, Shingles]]]) -> list[Pair]:
        # Documents read whole by a worker: not read again here. Each block sends those it
        # reports; the first copy is kept and the others freed as each reply comes (PAN-13's
        # 5,057 documents: 2.6 GB at the peak when every reply was kept to the end).
        part, whole = reply
        for i, (doc, sh) in whole.items():
            if docs[i].dropped_chars:
                docs[i], shingles[i] = doc, sh
        return part

    replies = pex.collect(ctx, ranked, [len(b.cand) for b in parts], each=keep_whole)
    every: list[Pair] = [p for part in replies for p in part]
    if pex is not ex_:  # the workers' passages, kept here for the next threshold
        remember_passages(every, known)
    pairs = st.decide(every, docs, params)
    cut = rewording_cut(found, pairs, params, pex, ctx, template, entries, common, verify_key)
    reported = sorted({i for p in pairs if p.reported for i in (p.a, p.b)})
    whole = st.Block(cand[:0], docs, shingles, sigs, keys, entries, common)
    st.read_again(whole, reported, True, params, template, ctx.cancel)
    # The credit students gave each passage; what credit, reference texts and the class's own
    # background explain goes, then what many students share; what is left is shown.
    t = time.perf_counter()
    credit.assign(pairs, docs, params, cut.value, found.background)
    credit.held_widely(pairs, docs, params.common_students)
    shared = common_texts(pairs, docs, params.common_students, found.background)
    credit.quoted_apart(pairs, docs, params)
    for p in pairs:  # (looked at for common text only: what else they share does not count)
        if p.probe and p.reported and not decided(p, params):
            credit.keep(p, docs[p.a], docs[p.b], [])
            p.reported = False
    credit.finish(pairs, docs, params, cut.value, found.background)
    ctx.timings["credit"] = time.perf_counter() - t
    pairs.sort(key=lambda p: (not p.reported, -p.score, p.a, p.b))  # as stages.decide ranks
    return pairs, cut, shared


def documents(
    inputs: Inputs,
    params: Params,
    ex_: Executor,
    ctx: Context,
    template: np.ndarray,
    read_key: Any = None,
) -> tuple[Folder, np.ndarray]:
    """Read, shingle and sign every partition of the folder: the document stages."""
    entries = inputs.entries
    size = ex_.partition_size(len(entries))
    parts = [entries[lo : lo + size] for lo in range(0, len(entries), size)]
    # The shingle stage also fingerprints the text when local matches are on.
    words_key = (params.paraphrase_key(), params.window > 0)
    shingle_key = (read_key, params.shingle_key(), words_key) if read_key else None
    batches = ex_.run(ctx, "reading", st.read, parts, params, ex_.light, key=read_key)
    words = key_words(len(entries))  # fewer sentence keys in a folder of an archive's scale
    batches = ex_.run(
        ctx, "shingling", st.shingle, batches, params, template, words, key=shingle_key
    )
    common = np.zeros(0, dtype=np.uint32)
    if params.max_doc_share < 1.0:  # which shingles are common needs every partition's counts
        common = ex_.cached("common", shingle_key, lambda: _common(ex_, ctx, batches, params))
    sig_key = (shingle_key, params.signature_key()) if shingle_key else None
    batches = ex_.run(ctx, "hashing", st.sign, batches, common, params, ex_.light, key=sig_key)
    return _join(ex_.collect(ctx, batches, [len(p) for p in parts]), params), common


def _read_key(inputs: Inputs, params: Params) -> Any:
    """What the reading depends on: the submissions' files (name, time, size), the reading
    parameters."""
    return (inputs.root, tuple(e.fingerprint() for e in inputs.entries), params.read_key())


def _common(ex_: Executor, ctx: Context, batches: list[Any], params: Params) -> np.ndarray:
    """Shingles found in more than ``max_doc_share`` of the documents (MOSS's -m): counted per
    partition where it is, summed here."""
    counted = ex_.collect(ctx, ex_.run(ctx, "shingling", st.hash_counts, batches))
    return st.common_from_counts(counted, params)


def _join(batches: Sequence[st.Batch], params: Params) -> Folder:
    """The partitions as one folder: documents numbered in order."""
    docs: list[Document] = []
    shingles: list[Shingles] = []
    sigs, fps = [], []
    for b in batches:
        assert b.sigs is not None
        fps += b.fps
        docs += b.docs
        shingles += b.shingles
        sigs.append(b.sigs)
    return Folder(
        docs,
        shingles,
        [p for b in batches for p in b.read_problems],
        [p for b in batches for p in b.short],
        np.vstack(sigs) if sigs else np.zeros((0, params.perms), np.uint32),
        fps,
        merge([b.background for b in batches if b.background is not None]),
    )


def _band(
    folder: Folder, template_fps: np.ndarray, b: int, r: int, exact: bool, floor: float
) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """Document band keys, the candidates (``stages.candidates``), which of them the local
    searches found, and how many band matches the signature check dismissed."""
    keys = band_keys(folder.sigs, b, r)
    return (
        keys,
        *st.candidates(keys, folder.fps, template_fps, folder.shingles, exact, folder.sigs, floor),
    )


def _join_archive(
    archive: ArchiveStore | Path | str,
    params: Params,
    folder: Folder,
    template_fps: np.ndarray,
    keys: np.ndarray,
    floor: float,
    ctx: Context,
    words: np.ndarray | None,
) -> ArchiveMatches:
    """The candidate stage's archive half: the archive's band keys and fingerprints joined with
    the folder's (and a library's counts of the class's ``words``)."""
    return archive_candidates(
        archive, params, folder.docs, folder.sigs, keys, folder.fps, template_fps, floor,
        ctx.cancel, [s.para_keys for s in folder.shingles], words,
    )  # fmt: skip


# What chance gives in this class: the reworded evidence of random pairs of its students, and
# the cut a reworded passage must reach to be shown (``compare.rewording``): a stage like
# verification, run by whichever executor runs the scan.


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
    # Read into lists of its own, only what the rewording needs: the scan keeps its documents
    # as they were (light ones light).
    block = replace(block, docs=list(block.docs), shingles=list(block.shingles))
    st.read_again(block, in_pairs, False, params, template, cancel, verified=False)
    background.read_weighed([block.shingles[i].para for i in in_pairs], block.background)
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
    found: Found,
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
    ``pex``), those that share text outright left out (a copy is not chance), the tail fitted to
    the pairs of students the scan judges: the class's, and each of its students with each
    archived one (half a class of 500 scanned against the other half archived: 31,125 pairs and
    62,500 more)."""
    students = [i for i, d in enumerate(found.docs) if not d.source and not d.archived]
    n = len(students)
    at_risk = n * (n - 1) // 2 + n * found.archived_students
    if not params.paraphrase:
        return rewording.Cut(pairs=at_risk)
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
        # Not chance: two documents that share text outright, or that each share text with a
        # third (two students who copied one source are alike through it), as groups tell.
        copies = [
            (p.a, p.b)
            for p in pairs
            if p.verbatim(params.threshold, params.containment_cut) or p.identical
        ]
        group = np.arange(len(found.docs))
        for k, members in enumerate(connected_groups(len(found.docs), copies)):
            group[members] = len(found.docs) + k
        # (a block of a larger scan numbers its pairs within it: ``ids`` numbers them back)
        order = np.concatenate([b.cand if b.ids is None else b.ids[b.cand] for b in parts])
        masses = masses[group[order[:, 0]] != group[order[:, 1]]]
    return rewording.fit(masses, at_risk, every=len(null) == n * (n - 1) // 2)
