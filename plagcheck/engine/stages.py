"""The stages of a scan, each a plain function of a partition: documents in, arrays out (or
candidate pairs in, verified pairs out). They keep no state and receive plain data, so an executor
may run them here, in a worker process or on a Dask worker; ``pipeline`` lists them in order.

    read (inputs.py) -> shingle -> [common shingles] -> sign (finish, MinHash, fingerprints)
    -> candidates (document bands and shared fingerprints; an archive's joined in) -> verify
    -> decide -> passages -> groups
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from plagcheck.engine.arrays import laid_end_to_end, pair_codes, split_again
from plagcheck.engine.compare.blocks import decide, fill_passages, passage_scores, whole_for_result
from plagcheck.engine.compare.groups import blocks_by_group
from plagcheck.engine.compare.passages import CHARS_PER_WORD, PassageStats
from plagcheck.engine.compare.scores import Pair, sharing_pairs, verify, worth_verifying
from plagcheck.engine.intake import Submission, files
from plagcheck.engine.intake import extract as ex
from plagcheck.engine.intake.reading import make_document, read_documents, submission_key
from plagcheck.engine.model import Document, Problem, too_short
from plagcheck.engine.params import Params, Unit
from plagcheck.engine.progress import CancelFn, ProgressFn, check, quiet
from plagcheck.engine.text import background, paraphrase
from plagcheck.engine.text.background import Background
from plagcheck.engine.text.lsh import candidate_pairs, unique_pairs
from plagcheck.engine.text.minhash import MinHasher
from plagcheck.engine.text.sentence_keys import KEY_WORDS, sentence_pairs
from plagcheck.engine.text.shingles import Shingles, Tokens, light_shingles, shingle_many
from plagcheck.engine.text.shingles import shingle as shingle_text
from plagcheck.engine.text.winnow import fingerprint_limits, fingerprint_pairs, fingerprints_many
from plagcheck.engine.text.winnow import hashes as fp_hashes
from plagcheck.i18n import msg

# A large scan keeps the documents of its candidate pairs whole if there are at most this many
# (~80 KB each for a 600-word essay in char mode); else it reads reported ones again for passages.
KEEP_WHOLE = 2_000
# Documents read again per pass (bounds the memory of what is read but not yet kept).
READ_AGAIN_CHUNK = 1_000
# Documents shingled per numpy pass (bounds memory, amortises numpy's per-call cost).
SHINGLE_CHUNK = 256
# Documents up to which the two local pairings run beside each other (``candidates``).
SENTENCE_PAIRS_BESIDE = 20_000
# Candidate pairs verified at a time (bounds what verification holds for pairs not yet done).
VERIFY_CHUNK = 1_024
NOTHING_LEFT = msg("nothing left to compare once template and excluded text is removed")


def window_shingles(params: Params) -> int:
    """The local-match window in shingles (params.window is in words)."""
    return params.window * (CHARS_PER_WORD if params.unit is Unit.CHAR else 1)


# Local containment counts a shingle only inside a run of this many words found in the other text.
LOCAL_RUN_WORDS = 5


def local_match(params: Params) -> tuple[int, int]:
    """(window, min_run) in shingles: what ``scores.verify`` needs for local containment."""
    per = CHARS_PER_WORD if params.unit is Unit.CHAR else 1
    return window_shingles(params), max(1, LOCAL_RUN_WORDS * per - params.k + 1)


@lru_cache(maxsize=4)
def _hasher(perms: int, seed: int) -> MinHasher:
    return MinHasher(perms, seed)


@dataclass
class Batch:
    """A partition of documents on its way through the document stages. Each stage returns a new
    Batch and leaves its input as it was (the window keeps stage outputs to re-run from)."""

    docs: list[Document]
    read_problems: list[Problem]
    short: list[Problem] = field(default_factory=list)  # nothing left to compare
    shingles: list[Shingles] = field(default_factory=list)
    sigs: np.ndarray | None = None
    # Winnowed fingerprints of each document, for local matches (empty when they are off).
    fps: list[np.ndarray] = field(default_factory=list)
    light: bool = False  # the shingles are ``light_shingles``: sentence keys only
    # How many of the batch's documents use each word (``text.background``), with rewording on.
    background: Background | None = None

    def __getstate__(self) -> dict[str, Any]:
        """What a worker sends back: the fingerprints, and the sentence keys of light shingles,
        as one array each. A chunk of 1,000 essays holds 2,000 small arrays, ~15 ms to pickle
        and load one by one against ~4 laid end to end, on the workers' way to their next
        chunk and in the process that receives them all."""
        state = dict(self.__dict__)
        state["fps"] = laid_end_to_end(self.fps, np.uint64)
        if self.light:
            state["shingles"] = laid_end_to_end([s.para_keys for s in self.shingles], np.uint32)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        state["fps"] = split_again(*state["fps"])
        if state["light"]:
            state["shingles"] = list(map(light_shingles, split_again(*state["shingles"])))
        self.__dict__.update(state)


def read(
    entries: Sequence[Submission],
    params: Params,
    light: bool,
    *,
    progress: ProgressFn = quiet,
    cancel: CancelFn | None = None,
) -> Batch:
    """Read and normalise (``inputs.read_documents``); ``light``: plain text files without the
    offset map, which is all a signature needs (the few documents candidates reach are read
    again whole)."""
    docs, problems = read_documents(entries, params, progress, cancel, unmapped=light)
    return Batch(docs, problems)


def shingle(
    batch: Batch,
    params: Params,
    template: np.ndarray,
    key_words: int = KEY_WORDS,
    *,
    progress: ProgressFn = quiet,
    cancel: CancelFn | None = None,
) -> Batch:
    """Shingles of each document, template text not scored; too-short documents are problems.
    ``key_words``: ``shingle_partition``'s (the folder's, ``sentence_keys.key_words``)."""
    kept, raw, short = shingle_partition(batch.docs, params, template, progress, cancel, key_words)
    progress("shingling", len(batch.docs), len(batch.docs))
    words = [s.para.tokens[0] for s in raw if s.para is not None and s.para.tokens is not None]
    bg = background.count(words, grams=True) if params.paraphrase else None
    return Batch(kept, batch.read_problems, short, raw, background=bg)


def sign(
    batch: Batch,
    common: np.ndarray,
    params: Params,
    light: bool,
    *,
    progress: ProgressFn = quiet,
    cancel: CancelFn | None = None,
) -> Batch:
    """Finish the compared sets (``base`` shingles dropped), MinHash signatures and the
    winnowed fingerprints of each document; ``light``: keep only what candidates need of each
    document (texts and shingles go; counts, hashes and flags stay)."""
    shingles = finish_shingles(batch.shingles, common, params)
    sigs = signatures(shingles, params, progress, cancel)
    fps = [s.fps for s in shingles] if params.window else []
    docs = batch.docs
    if light:
        docs, shingles = [d.light() for d in batch.docs], [s.light() for s in shingles]
    return replace(batch, docs=docs, shingles=shingles, sigs=sigs, fps=fps, light=light)


def template_hashes(params: Params) -> tuple[np.ndarray, list[Problem]]:
    """Shingle hashes of every template file (files or folders), normalised like submissions."""
    docs, problems = template_documents(params)
    hashes = [np.zeros(0, dtype=np.uint32)]
    hashes += [shingle_text(d.text, params.unit, params.k).hashes for d in docs]
    return np.unique(np.concatenate(hashes)), problems


def template_fingerprints(params: Params) -> np.ndarray:
    """The hashes of every k-gram of the template files, winnowed or not (a k-gram of the
    template may be a submission's fingerprint where the template's own window left it out):
    text every student was given is no evidence."""
    docs, _ = template_documents(params)
    fps = fingerprints_many([d.text for d in docs], every=True)
    return np.unique(np.concatenate([np.zeros(0, np.uint32), *map(fp_hashes, fps)]))


def template_documents(params: Params) -> tuple[list[Document], list[Problem]]:
    """Every template file (files or folders), read and normalised like submissions."""
    docs: list[Document] = []
    problems: list[Problem] = []
    for t in params.templates:
        path = Path(t)
        if path.is_dir():
            entries, probs = files.find_files(path)
            problems += [Problem(f"template {p.path}", p.reason) for p in probs]
        else:
            entries = [files.FileEntry(str(path), path.name)]
        for e in entries:
            try:
                docs.append(make_document(e.rel, ex.extract(e.location), params))
            except ex.ExtractionError as err:
                problems.append(Problem(f"template {e.rel}", err.reason))
    return docs, problems


def shingle_documents(
    docs: Sequence[Document],
    params: Params,
    progress: ProgressFn,
    cancel: CancelFn | None,
    more_template: np.ndarray | None = None,
) -> tuple[list[Document], list[Shingles], list[Problem], list[Problem]]:
    """Shingles per document, template text (and ``more_template``, an archive's) not scored;
    documents with nothing to compare become problems."""
    template, template_problems = template_hashes(params)
    template = template if more_template is None else np.union1d(template, more_template)
    kept, out, problems = shingle_partition(docs, params, template, progress, cancel)
    common = np.zeros(0, dtype=np.uint32)
    if drops_common(params, len(out)):
        common = background.frequent(
            background.count([s.unique for s in out]), params.max_doc_share
        )
    out = finish_shingles(out, common, params)
    progress("shingling", len(docs), len(docs))
    return kept, out, problems, template_problems


def shingle_partition(
    docs: Sequence[Document],
    params: Params,
    template: np.ndarray,
    progress: ProgressFn,
    cancel: CancelFn | None,
    key_words: int = KEY_WORDS,
) -> tuple[list[Document], list[Shingles], list[Problem]]:
    """The per-document half of shingling (any partition of documents): shingles without the
    template, or a problem; ``finish_shingles`` completes them once common shingles are known.
    With rewording on, the candidate keys of reworded copies from each sentence's ``key_words``
    smallest words (0: none, ``sentence_keys.key_words``)."""
    kept: list[Document] = []
    out: list[Shingles] = []
    problems: list[Problem] = []
    by_content: dict[str, Shingles] = {}
    chunks = [docs[lo : lo + SHINGLE_CHUNK] for lo in range(0, len(docs), SHINGLE_CHUNK)]
    for chunk_no, chunk in enumerate(chunks):
        progress("shingling", chunk_no * SHINGLE_CHUNK, len(docs))
        check(cancel)
        # Identical files are shingled once.
        todo = list({d.content_hash: d for d in chunk if d.content_hash not in by_content}.values())
        texts, excluded = [d.text for d in todo], [d.excluded for d in todo]
        # Word tokens, for reworded copies and for fingerprints: tokenised once, here.
        words: list[Tokens] | None = [] if params.paraphrase or params.window else None
        done = shingle_many(texts, params.unit, params.k, excluded, words)
        if params.window:
            for sh, fp in zip(done, fingerprints_many(texts, tokens=words)):
                sh.fps = fp
        for d, sh in zip(todo, done):
            if len(template):
                sh.scored &= ~np.isin(sh.hashes, template)
            by_content[d.content_hash] = sh
        if params.paraphrase and words is not None:
            paraphrase.attach(done, texts, words, params.stemming, key_words)
        _shingled(chunk, by_content, params, kept, out, problems)
    return kept, out, problems


def _shingled(
    chunk: Sequence[Document],
    by_content: dict[str, Shingles],
    params: Params,
    kept: list[Document],
    out: list[Shingles],
    problems: list[Problem],
) -> None:
    for doc in chunk:
        sh = by_content[doc.content_hash]
        if len(sh.hashes) and sh.scored.any():
            kept.append(doc)
            out.append(sh)
        else:  # a student's whole work left unchecked (a reference text is no student)
            short = not len(sh.hashes)
            why = too_short(params.unit is Unit.WORD, params.k) if short else NOTHING_LEFT
            problems.append(Problem(doc.path, why, "" if doc.source else doc.student or doc.path))


def drops_common(params: Params, n_docs: int) -> bool:
    """Whether too-common shingles are dropped (MOSS's -m needs a few documents to mean much)."""
    return params.max_doc_share < 1.0 and n_docs >= 3


def finish_shingles(out: list[Shingles], common: np.ndarray, params: Params) -> list[Shingles]:
    """Drop the ``base`` hashes and compute each set (or bag) that is compared."""
    if len(common):
        out = [_drop(s, common) for s in out]
    bag = params.mode.value == "bag"
    for s in out:
        s.finish(bag)
    return out


def _drop(s: Shingles, common: np.ndarray) -> Shingles:
    out = Shingles(s.hashes, s.starts, s.ends, s.scored & ~np.isin(s.hashes, common))
    out.para_keys, out.para, out.fps = s.para_keys, s.para, s.fps
    return out


def hash_counts(
    batch: Batch, *, progress: ProgressFn = quiet, cancel: CancelFn | None = None
) -> Background:
    """In how many of the batch's documents each shingle occurs (for common shingles)."""
    return background.count([s.unique for s in batch.shingles])


def common_from_counts(counted: Sequence[Background], params: Params) -> np.ndarray:
    """Shingles found in more than ``max_doc_share`` of all documents, from each partition's
    ``hash_counts`` (none if too few documents for the share to mean much)."""
    every = background.merge(counted)
    if not drops_common(params, every.n):
        return np.zeros(0, dtype=np.uint32)
    return background.frequent(every, params.max_doc_share)


def signatures(
    shingles: Sequence[Shingles], params: Params, progress: ProgressFn, cancel: CancelFn | None
) -> np.ndarray:
    """Document signatures."""
    progress("hashing", 0, len(shingles))
    sigs = _hasher(params.perms, params.seed).signatures([s.minhash_input for s in shingles])
    check(cancel)
    progress("hashing", len(shingles), len(shingles))
    return sigs


def candidates(
    keys: np.ndarray,
    fps: Sequence[np.ndarray],
    template_fps: np.ndarray,
    shingles: Sequence[Shingles],
    exact: bool,
    sigs: np.ndarray,
    floor: float,
) -> tuple[np.ndarray, np.ndarray, int]:
    """The pairs to verify: band matches (document LSH) whose signatures agree at ``floor`` or
    more (``scores.worth_verifying``), pairs sharing enough fingerprints (local matches) or
    sentence keys (reworded copies), whatever their signatures say; in exact mode every pair
    sharing a shingle. Also which of them the local searches found (all, in exact mode), and
    how many band matches the signature check dismissed."""
    if exact:
        cand = sharing_pairs(shingles)
        return cand, np.ones(len(cand), dtype=bool), 0
    max_docs, min_shared = fingerprint_limits(len(fps))

    def bands() -> tuple[np.ndarray, np.ndarray]:
        # The signature check runs here, beside the other two pairings, not after them.
        pairs = candidate_pairs(keys)[0]
        likely = worth_verifying(pairs, sigs, floor, np.zeros(len(pairs), dtype=bool))
        return pairs[likely], pairs[~likely]

    def by_fps() -> np.ndarray:
        return fingerprint_pairs(fps, max_docs, min_shared, template_fps)

    with ThreadPoolExecutor(3) as pool:
        # Each is a few sorts of millions of rows, which numpy does without holding the GIL: in
        # threads they share the cores (100,000 generated essays: 4.4 -> 3.1 s). In a large
        # folder the two local pairings run one after the other: each holds a few hundred MB
        # at its peak (100,000 essays: the main process's peak 0.96-1.0 -> 0.84 GB).
        banded = pool.submit(bands)
        if len(fps) > SENTENCE_PAIRS_BESIDE:
            found = pool.submit(lambda: [by_fps(), sentence_pairs(shingles)]).result()
        else:
            local = [pool.submit(by_fps), pool.submit(sentence_pairs, shingles)]
            found = [f.result() for f in local]
        likely, unlikely = banded.result()
    flags = [np.zeros(len(likely), dtype=bool), *(np.ones(len(f), dtype=bool) for f in found)]
    cand, windowed = unique_pairs(np.concatenate([likely, *found]), np.concatenate(flags))
    # A band match the check dismissed is verified all the same where a local search found it
    # (it is then among the candidates): only the others are dismissed.
    n = len(keys)
    kept = np.isin(
        pair_codes(unlikely[:, 0], unlikely[:, 1], n), pair_codes(cand[:, 0], cand[:, 1], n)
    )
    dismissed = int(len(unlikely) - kept.sum())
    return cand, windowed, dismissed


@dataclass
class Block:
    """Candidate pairs and the documents they reach: what verification and passages need.

    Pairs are numbered within the block; ``ids`` gives the scan's number of each of its documents
    (None: the block is the whole scan). Documents kept light are read again from ``entries``
    (by ``inputs.submission_key``). ``reworded``: which candidates verification gives the
    paraphrase score (None: all); passages give it to the other reported ones.
    """

    cand: np.ndarray
    docs: list[Document]
    shingles: list[Shingles]
    sigs: np.ndarray
    keys: np.ndarray
    entries: dict[str, Submission]
    common: np.ndarray
    ids: np.ndarray | None = None
    pairs: list[Pair] = field(default_factory=list)
    reworded: np.ndarray | None = None
    # The documents read again whole here (``read_again``), by number in the block.
    read_whole: set[int] = field(default_factory=set)
    # How many documents of the scan use each word: reworded passages are weighed by it.
    background: Background | None = None
    probe: np.ndarray | None = None  # which candidates are looked at for common text


def blocks(
    cand: np.ndarray,
    docs: list[Document],
    shingles: list[Shingles],
    sigs: np.ndarray,
    keys: np.ndarray,
    entries: dict[str, Submission],
    common: np.ndarray,
    parts: int,
    reworded: np.ndarray | None = None,
    bg: Background | None = None,
    probe: np.ndarray | None = None,
) -> list[Block]:
    """The candidates in ``parts`` blocks of about equal work (a document in pairs of two blocks
    is in both); one block is the whole scan, its documents the scan's own lists."""
    if parts < 2:
        one = Block(cand, docs, shingles, sigs, keys, entries, common, reworded=reworded)
        return [replace(one, background=bg, probe=probe)]
    out = []
    for idx in blocks_by_group(cand, len(docs), parts):
        ids = np.unique(cand[idx])
        block_docs = [docs[i] for i in ids]
        keys_ = [submission_key(d) for d in block_docs]
        mine = {k: entries[k] for k in keys_ if k in entries}
        out.append(
            Block(
                np.searchsorted(ids, cand[idx]),
                block_docs,
                [shingles[i] for i in ids],
                sigs[ids],
                keys[ids],
                mine,
                common,
                ids,
                reworded=None if reworded is None else reworded[idx],
                background=bg,
                probe=None if probe is None else probe[idx],
            )
        )
    return out


def read_again(
    block: Block,
    which: Sequence[int],
    whole: bool,
    params: Params,
    template: np.ndarray,
    cancel: CancelFn | None = None,
    unscored: frozenset[int] = frozenset(),
    verified: bool = True,
) -> None:
    """Read documents ``which`` of the block again where they were kept light, a chunk at a
    time, and put back their shingles (only what verification reads unless ``whole``) and, if
    ``whole``, the document itself. Unless ``whole``, the documents ``unscored`` (in no pair
    given the paraphrase score) are read without what that score needs; ``verified`` False:
    only what the reworded alignment reads (``Shingles.para``: the chance stage's pairs are
    not verified)."""
    todo = [i for i in which if block.docs[i].dropped_chars]
    if whole:
        block.read_whole.update(todo)
    # No fingerprints or sentence keys: the candidates are known.
    again = params.replace(window=0)
    groups = [(todo, again)]
    if not whole and unscored:
        groups = [
            ([i for i in todo if i not in unscored], again),
            ([i for i in todo if i in unscored], again.replace(paraphrase=False)),
        ]
    for ids, p in groups:
        for lo in range(0, len(ids), READ_AGAIN_CHUNK):
            chunk = ids[lo : lo + READ_AGAIN_CHUNK]
            _read_chunk_again(block, chunk, whole, params, p, template, cancel, verified)


def _read_chunk_again(
    block: Block,
    idx: Sequence[int],
    whole: bool,
    params: Params,
    again: Params,
    template: np.ndarray,
    cancel: CancelFn | None,
    verified: bool = True,
) -> None:
    """``read_again`` of the documents ``idx``, shingled with ``again``."""
    entries = [block.entries[submission_key(block.docs[i])] for i in idx]
    full, _ = read_documents(entries, params, quiet, cancel, unmapped=not whole)
    kept, sh, _ = shingle_partition(full, again, template, quiet, cancel, key_words=0)
    if whole or verified:
        sh = finish_shingles(sh, block.common, params)
    by_path = dict(zip((d.path for d in kept), zip(kept, sh)))
    for i in idx:
        d, s = by_path.get(block.docs[i].path, (None, None))
        if d is None or s is None or d.content_hash != block.docs[i].content_hash:
            continue  # changed or gone since the first reading: leave it light
        if whole:
            paraphrase.keep_content(block.shingles[i], s)
            s.para_keys = block.shingles[i].para_keys
            block.docs[i], block.shingles[i] = d, s
        elif verified:
            block.shingles[i] = s.for_verification(inverse=params.window > 0)
        else:
            block.shingles[i] = s


def verify_block(
    block: Block,
    params: Params,
    template: np.ndarray,
    *,
    progress: ProgressFn = quiet,
    cancel: CancelFn | None = None,
) -> Block:
    """Exact scores of the block's candidates (its documents read again where light: whole if
    few enough to keep, else only what verification reads)."""
    if block.ids is not None:
        # A block of a larger scan reads into lists of its own: a forked worker inherits the
        # ones it came with from the scan's process, and what it read into them would stay
        # there through its next blocks (PAN's 5,057 documents: 3 GB a worker).
        block = replace(block, docs=list(block.docs), shingles=list(block.shingles))
        block.read_whole = set()
    in_pairs = np.unique(block.cand).tolist()
    unscored: frozenset[int] = frozenset()
    if block.reworded is not None:
        unscored = frozenset(in_pairs) - frozenset(block.cand[block.reworded].ravel().tolist())
    read_again(block, in_pairs, len(in_pairs) <= KEEP_WHOLE, params, template, cancel, unscored)
    # What the paraphrase score reads of each document, worked out for all of them at once.
    scored = [i for i in in_pairs if i not in unscored]
    background.read_weighed([block.shingles[i].para for i in scored], block.background)
    total = len(block.cand)
    local = local_match(params)
    pairs: list[Pair] = []
    # A chunk at a time: what ``verify`` holds for its pairs until their last one (the shared
    # shingles of each, for local containment: ~45 KB a pair of 2,000-word essays) is let go
    # between chunks; each pair's scores are its own, whatever the chunk.
    for lo in range(0, total, VERIFY_CHUNK):
        hi = min(lo + VERIFY_CHUNK, total)

        def stop(i: int, lo: int = lo) -> None:
            progress("verifying", lo + i, total)
            check(cancel)

        which = None if block.reworded is None else block.reworded[lo:hi]
        cand = block.cand[lo:hi]
        pairs += verify(cand, block.shingles, block.sigs, block.keys, *local, stop, which)
    passage_scores(pairs, block.shingles, params, block.reworded)
    progress("verifying", total, total)
    return replace(block, pairs=pairs)


def passages_block(
    block: Block,
    params: Params,
    template: np.ndarray,
    known: dict[tuple[int, int], PassageStats],
    *,
    progress: ProgressFn = quiet,
    cancel: CancelFn | None = None,
) -> tuple[list[Pair], dict[int, tuple[Document, Shingles]]]:
    """The block's verified pairs decided and ranked, passages of the reported ones (their
    documents read again whole where light), numbered as in the scan. A reported pair that
    verification did not give the paraphrase score gets it here, to be shown. With them, by
    the scan's number, the reported documents this block read whole, which the scan keeps
    light (``whole_for_result``): each block sends those it reports, as which other block
    reports a document it holds is not known here (the scan keeps the first copy to come and
    frees the others as they come; 20,000 essays of one vocabulary: 30 of 3,779 documents came
    twice)."""
    unscored = set()
    if block.reworded is not None:
        unscored = {(p.a, p.b) for p, r in zip(block.pairs, block.reworded.tolist()) if not r}
    for p, looked in zip(block.pairs, [] if block.probe is None else block.probe.tolist()):
        p.probe = looked
    pairs = decide(block.pairs, block.docs, params)
    reported = sorted({i for p in pairs if p.reported for i in (p.a, p.b)})
    read_again(block, reported, True, params, template, cancel)
    # Scores of the pairs verification left out and the reworded passages read the content.
    background.read_weighed([block.shingles[i].para for i in reported], block.background)
    for p in pairs:
        if p.reported and (p.a, p.b) in unscored:
            x, y = block.shingles[p.a], block.shingles[p.b]
            p.paraphrase, p.language = paraphrase.pair_scores(x, y, False)  # reported anyway
    fill_passages(
        pairs, block.docs, block.shingles, params, known, progress, cancel, block.ids,
        block.background,
    )  # fmt: skip
    whole: dict[int, tuple[Document, Shingles]] = {}
    if block.ids is not None:
        whole = whole_for_result(block.docs, block.shingles, block.ids, block.read_whole, reported)
        for p in pairs:
            p.a, p.b = int(block.ids[p.a]), int(block.ids[p.b])
    return pairs, whole
