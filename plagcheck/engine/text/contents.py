"""The content words of many documents at once: ``paraphrase.read_content`` of each, worked out
for a whole block of documents in one pass before its pairs are scored.

A document's content costs about 20 numpy calls on a few hundred words (stop words, language,
stems, sentences, the sorted sentence entries); one call for all the documents of a block costs
about as much as one for a single document, so the pair stages work out the content of every
document they will score first, each once, and its pairs then only read it.

The result is ``read_content``'s, field for field (tests/test_blocks.py holds the two together).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import numpy as np

from plagcheck.engine.arrays import first_of_runs
from plagcheck.engine.params import Unit
from plagcheck.engine.text import language
from plagcheck.engine.text.paraphrase import (
    _WIDE,
    NO_SPACE_PER_WORD,
    Content,
    Source,
    _stem_ids,
    known_stems,
)
from plagcheck.engine.text.sentences import cut_long, end_marks
from plagcheck.engine.text.shingles import many_token_values

__all__ = ["read_contents"]


def _cuts(owner: np.ndarray, n: int) -> np.ndarray:
    """Where each of ``n`` documents' rows start and end in rows sorted by ``owner``."""
    return np.searchsorted(owner, np.arange(n + 1))


def read_contents(sources: Sequence[Source]) -> None:
    """Work out the content of each source that has none yet (``Source.content``), all at once."""
    todo = list({id(s): s for s in sources if s._content is None}.values())
    if not todo:
        return
    missing = [s for s in todo if s.tokens is None]
    for s, t in zip(missing, many_token_values([s.text for s in missing], Unit.WORD)):
        s.tokens = t
    tokens = [s.tokens for s in todo if s.tokens is not None]
    n = len(todo)
    lens = np.array([len(t[0]) for t in tokens], dtype=np.int64)
    doc = np.repeat(np.arange(n, dtype=np.int64), lens)
    values = np.concatenate([t[0] for t in tokens])
    starts = np.concatenate([t[1] for t in tokens]).astype(np.int64)
    ends = np.concatenate([t[2] for t in tokens]).astype(np.int64)
    every_word, every_value = starts, values
    keep = np.ones(len(values), dtype=bool)
    at = np.cumsum(lens) - lens
    for i, s in enumerate(todo):
        if s.unscored is not None and lens[i]:
            lo, hi = int(at[i]), int(at[i] + lens[i])
            keep[lo:hi] &= ~s.unscored[starts[lo:hi]]
    table = language.stop_table()
    langs = [language.UNKNOWN] * n
    if any(s.stemming for s in todo):  # each language's own stop words go
        stop = table.index(values)
        langs = _languages(todo, stop, keep, doc)
        bit = np.array(
            [1 << table.codes.index(la) if s.stemming and la in table.codes else 0
             for s, la in zip(todo, langs)],
            dtype=np.uint64,
        )  # fmt: skip
        keep &= (stop < 0) | ((table.bits[np.maximum(stop, 0)] & bit[doc]) == 0)
    values, starts, ends, doc = values[keep], starts[keep], ends[keep], doc[keep]
    stem_ids = _stems(todo, langs, values, starts, ends, doc)
    sent = _sentences(todo, starts, doc)
    _fill(todo, langs, stem_ids, starts, ends, sent, doc, (every_word, every_value), lens)


def _languages(
    todo: Sequence[Source], stop: np.ndarray, keep: np.ndarray, doc: np.ndarray
) -> list[str]:
    """Each document's language (``language.detect_words`` of its kept words; ``stop``: the
    index of each word in the stop-word table), the stop-word counts of every document at once."""
    n = len(todo)
    langs = [language.UNKNOWN] * n
    n_words = np.bincount(doc[keep], minlength=n)
    sel = keep & (stop >= 0)
    owner = doc[sel]
    # A stop word's languages are one of a few hundred masks: each document's count of each
    # mask, times the languages of each mask, is its count of each language's stop words.
    masks, mask_of, bits = _masks()
    per_mask = np.bincount(owner * len(masks) + mask_of[stop[sel]], minlength=n * len(masks))
    # (Integers: numpy's own loop, not a BLAS whose threads spin beside the window's thread.)
    counts = per_mask.reshape(n, len(masks)) @ bits
    cut = _cuts(owner, n)
    for i, s in enumerate(todo):
        if not s.stemming:
            continue
        if cut[i + 1] > cut[i]:
            langs[i] = language.vote(s.text, counts[i], int(n_words[i]))
        else:
            langs[i] = language.detect(s.text)
    return langs


@cache
def _masks() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The distinct language masks of the stop-word table, the mask of each stop word, and each
    mask's languages as a 0/1 row (``StopTable.codes`` order)."""
    table = language.stop_table()
    masks, mask_of = np.unique(table.bits, return_inverse=True)
    unpacked = np.unpackbits(masks.astype("<u8").view(np.uint8).reshape(-1, 8), axis=1,
                             bitorder="little")  # fmt: skip
    return masks, mask_of.ravel(), unpacked[:, : len(table.codes)].astype(np.int64)


def _stems(
    todo: Sequence[Source],
    langs: list[str],
    values: np.ndarray,
    starts: np.ndarray,
    ends: np.ndarray,
    doc: np.ndarray,
) -> np.ndarray:
    """The stem id of every kept word: each document's distinct words (by token hash) stemmed
    once, in the order of their first use (as ``read_content`` does)."""
    packed = (doc.astype(np.uint64) << np.uint64(32)) | values.astype(np.uint64)
    order = np.argsort(packed, kind="stable")
    new = first_of_runs(packed[order])
    which = np.cumsum(new) - 1
    inverse = np.empty(len(order), dtype=np.int64)
    inverse[order] = which
    firsts = order[new]
    cut = _cuts(doc[firsts], len(todo))
    ids = np.full(len(firsts), -1, dtype=np.int64)
    # The words met before, each language's in one search; the others word by word.
    of_lang = [langs[i] if s.stemming else "" for i, s in enumerate(todo)]
    names = sorted(set(of_lang))
    lang_of = np.array([names.index(la) for la in of_lang], dtype=np.int64)[doc[firsts]]
    for code, lang in enumerate(names):
        at = np.flatnonzero(lang_of == code)
        keys, stem_ids = known_stems(lang)
        v = values[firsts[at]].astype(np.int64)
        pos = np.minimum(np.searchsorted(keys, v), max(len(keys) - 1, 0))
        hit = keys[pos] == v if len(keys) else np.zeros(len(v), dtype=bool)
        ids[at[hit]] = stem_ids[pos[hit]]
    for i, s in enumerate(todo):
        lo, hi = int(cut[i]), int(cut[i + 1])
        new_words = lo + np.flatnonzero(ids[lo:hi] < 0)
        if len(new_words):
            f = firsts[new_words]
            ids[new_words] = _stem_ids(s.text, values[f], starts[f], ends[f], of_lang[i])
    return ids[inverse]


def _sentences(todo: Sequence[Source], starts: np.ndarray, doc: np.ndarray) -> np.ndarray:
    """The sentence of every kept word, numbered from 0 in each document (``sentence_ids``):
    the end marks of the texts joined by one, so that every document starts a sentence."""
    texts = [s.text for s in todo]
    marks = np.flatnonzero(end_marks("." + ".".join(texts)))
    bases = np.cumsum([1] + [len(t) + 1 for t in texts[:-1]])
    # The end marks before each word (a search among the few marks, not a count at every
    # character of every text).
    sent = cut_long(np.searchsorted(marks, starts + bases[doc]))
    if len(sent):
        first = sent[_cuts(doc, len(todo))[:-1].clip(max=len(sent) - 1)]
        sent = sent - first[doc]
    return sent


def _by_owner(code: np.ndarray, owner: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    """(code, owner) sorted by owner (< ``n``), then code (>= 0): one sort of the two packed in
    an int64 where they fit (a lexsort of a block's words took half of ``_fill``)."""
    shift = max(int(code.max()).bit_length(), 1) if len(code) else 1
    if shift + max(n - 1, 1).bit_length() > 63:
        order = np.lexsort((code, owner))
        return code[order], owner[order]
    packed = owner.astype(np.int64) << shift
    packed |= code
    packed.sort()
    return packed & ((1 << shift) - 1), packed >> shift


def _fill(
    todo: Sequence[Source],
    langs: list[str],
    stem_ids: np.ndarray,
    starts: np.ndarray,
    ends: np.ndarray,
    sent: np.ndarray,
    doc: np.ndarray,
    every: tuple[np.ndarray, np.ndarray],
    lens: np.ndarray,
) -> None:
    """Each document's ``Content`` from the words of all: sentences, their distinct (sentence,
    stem) entries sorted by stem, their sizes and weights; ``every``: the start and the hash of
    every word, stop words too."""
    n = len(todo)
    cut = _cuts(doc, n)
    n_sents = np.zeros(n, dtype=np.int64)
    has = cut[1:] > cut[:-1]
    n_sents[has] = sent[cut[1:][has] - 1] + 1
    n_sent = np.maximum(n_sents, 1)
    # Entries of all documents, sorted by document, then stem * n_sent + sentence.
    code = stem_ids * n_sent[doc] + sent
    code, owner = _by_owner(code, doc, n)
    new = first_of_runs(code, owner)
    tf = np.diff(np.append(np.flatnonzero(new), len(code)))  # each entry's word in its sentence
    code, owner = code[new], owner[new]
    entry_word, entry_sent = code // n_sent[owner], code % n_sent[owner]
    e_cut = _cuts(owner, n)
    s_at = np.cumsum(n_sents) - n_sents
    size = np.bincount(entry_sent + s_at[owner], minlength=int(n_sents.sum()))
    heads = np.flatnonzero(first_of_runs(sent, doc)) if len(sent) else np.zeros(0, np.int64)
    wide = np.array([_WIDE[i] for i in stem_ids[heads].tolist()], dtype=bool)
    weight = np.where(wide, -(-size // NO_SPACE_PER_WORD), size)
    w_at = np.cumsum(lens) - lens
    h_cut = _cuts(doc[heads], n)
    for i, s in enumerate(todo):
        lo, hi = int(cut[i]), int(cut[i + 1])
        c = Content(
            langs[i],
            stem_ids[lo:hi],
            starts[lo:hi],
            ends[lo:hi],
            sent[lo:hi],
            words=every[0][w_at[i] : w_at[i] + lens[i]],
            values=every[1][w_at[i] : w_at[i] + lens[i]],
        )
        c.bounds = np.append(heads[h_cut[i] : h_cut[i + 1]] - lo, hi - lo)
        c.entry_word = entry_word[e_cut[i] : e_cut[i + 1]]
        c.entry_sent = entry_sent[e_cut[i] : e_cut[i + 1]]
        c.entry_tf = tf[e_cut[i] : e_cut[i + 1]]
        c.size = size[s_at[i] : s_at[i] + n_sents[i]]
        c.weight = weight[s_at[i] : s_at[i] + n_sents[i]]
        s._content, s.tokens = c, None
