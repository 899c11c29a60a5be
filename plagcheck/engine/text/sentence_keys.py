"""Candidate keys of reworded copies: word pairs of each sentence that a rewording keeps.

A student who rewrites a source shuffles the words of a sentence, replaces some, and moves
sentences around. Each sentence of at least ``KEY_MIN`` distinct content words (stop words of
every known language left out: the language is not known yet) gives as keys every two of its
``KEY_WORDS`` smallest word hashes (a bottom-k sketch, Broder 1997, read as word pairs): a
shuffled or moved sentence keeps all of them, one with a word or two replaced some. Documents
that share enough keys (``shared_keys_needed``: the rarer a key, the more it weighs,
``key_weights``; keys held by more than ``MAX_KEY_DOCS`` documents are the topic's) become a
candidate pair (``sentence_pairs``), verified like any other (``paraphrase``, ``alignment``).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import numpy as np

from plagcheck.engine.arrays import first_of_runs, from_codes, runs
from plagcheck.engine.text import language
from plagcheck.engine.text.sentences import cut_long, end_marks
from plagcheck.engine.text.shingles import Shingles, fmix32, halves

__all__ = ["content_words", "key_words", "sentence_keys", "sentence_keys_many", "sentence_pairs"]

KEY_MIN = 3  # distinct content words a sentence needs to give candidate keys
# A sentence's keys: every two of its KEY_WORDS smallest word hashes (6: 15 keys a sentence,
# which keep several through a word or two replaced; 4 made 6, and a rewording kept too few).
KEY_WORDS = 6
KEY_SEED = 0x2A
_NONE = np.uint32(0xFFFFFFFF)  # no word left (a hash of this value is taken for none)


def content_words(values: np.ndarray) -> np.ndarray:
    """Which word-token hashes (uint32) are not the hash of a stop word of any language."""
    return ~language.stop_table().is_stop(values)


def sentence_keys(text: str, values: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Candidate keys of one document (``sentence_keys_many`` of one text)."""
    return sentence_keys_many([text], [values], [starts])[0]


def sentence_keys_many(
    texts: Sequence[str],
    values: Sequence[np.ndarray],
    starts: Sequence[np.ndarray],
    smallest: int = KEY_WORDS,
) -> list[np.ndarray]:
    """Candidate keys of each document (uint32, sorted, unique): for each sentence of at least
    ``KEY_MIN`` distinct content words, every two of its ``smallest`` smallest word hashes
    (a bottom-k sketch, Broder 1997, read as word pairs: a sentence that keeps two of those
    words through a rewording keeps a key), the two hashed into one 32-bit key. Two word
    pairs that share a key by chance (a few in a million among 100,000 essays' 45 million
    keys) pair documents only with ``shared_keys_needed`` such chances; 64-bit keys would hold
    twice the memory in the main process.
    ``values``/``starts`` are the word tokens of each text (``shingles.token_values``).

    All the texts are worked in one pass (a numpy call per document and seed cost more than
    the work): their sentence ids are counted over the texts joined by an end mark, so every
    sentence of the batch has its own id."""
    n = len(texts)
    empty = np.zeros(0, dtype=np.uint32)
    lens = np.array([len(v) for v in values], dtype=np.int64)
    if n == 0 or not lens.any():
        return [empty] * n
    joined = "." + ".".join(texts)  # every text starts after an end mark
    marks = np.flatnonzero(end_marks(joined))
    bases = np.cumsum([1] + [len(t) + 1 for t in texts[:-1]])
    pos = np.concatenate(starts).astype(np.int64) + np.repeat(bases, lens)
    # The end marks before each word: the words before each mark, counted up.
    before = np.bincount(np.searchsorted(pos, marks), minlength=len(pos) + 1)
    sent = cut_long(np.cumsum(before[:-1]))
    vals = np.concatenate(values).astype(np.uint32)
    doc = np.repeat(np.arange(n, dtype=np.int64), lens)
    doc_of = np.zeros(int(sent[-1]) + 1 if len(sent) else 0, dtype=np.int64)
    doc_of[sent] = doc  # the document of each sentence
    keep = content_words(vals)
    # The content words of each sentence of at least KEY_MIN of them (sentence ids ascend).
    # np.compress: a mask of words and stop words is a coin toss per element, where numpy's
    # boolean indexing is several times slower.
    words, s = np.compress(keep, vals), np.compress(keep, sent)
    if not len(s):
        return [empty] * n
    with np.errstate(over="ignore"):
        h = fmix32(words ^ np.uint32(KEY_SEED * 0x9E3779B1 & 0xFFFFFFFF))
    # Each sentence's distinct hashes in ascending order (a repeated word is one word): one sort
    # of (sentence, hash); its first ``smallest`` are its smallest.
    packed = s.astype(np.uint64) << np.uint64(32)
    packed |= h
    packed.sort()
    packed = np.compress(first_of_runs(packed), packed)
    sid = packed >> np.uint64(32)
    at, size = runs(sid)
    rank = np.arange(len(sid)) - np.repeat(at, size)
    first = np.flatnonzero(rank < smallest)
    least = np.full((smallest, len(at)), _NONE, dtype=np.uint32)
    least[rank[first], np.repeat(np.arange(len(at)), size)[first]] = packed[first]
    enough = size >= KEY_MIN
    least, owner = least[:, enough], doc_of[sid[at[enough]].astype(np.int64)]
    # Every two of them (x < y), where the sentence has a y-th.
    xs, ys = (np.array(c) for c in zip(*itertools.combinations(range(smallest), 2)))
    ok = least[ys] != _NONE
    with np.errstate(over="ignore"):
        pair = (least[xs][ok] * np.uint32(0x9E3779B1)) ^ least[ys][ok]
    # By document, then key, each once: one sort of (document, key).
    packed = np.broadcast_to(owner, ok.shape)[ok].astype(np.uint64) << np.uint64(32)
    packed |= fmix32(pair, inplace=True)
    packed.sort()
    packed = np.compress(first_of_runs(packed), packed)
    k = packed.astype(np.uint32)
    cut = np.searchsorted(packed, np.arange(n + 1, dtype=np.uint64) << np.uint64(32))
    return [k[lo:hi] for lo, hi in zip(cut[:-1], cut[1:])]


# Up to this many documents (a class, a year group) three shared keys make a candidate: verifying
# a few thousand pairs costs little (Clough, the figures of bench/clough.py: 646 candidates, 481
# with 4 words a sentence and 2 keys, 736 with 2 keys; the same answers found either way).
SMALL_FOLDER = 2000
SMALL_SHARED_KEYS = 3
# Keys held by more documents than this are stock phrases, whatever the folder's size (a share of
# a large folder let keys of up to 200 of 20,000 one-vocabulary essays pair them: 97 million
# pairs to count, 8 s, for 31 more candidates that fingerprints found anyway).
MAX_KEY_DOCS = 20
# In a larger folder a shared key weighs by how few documents hold it: RARE_WEIGHT / sqrt(d - 1)
# for a key of d documents, rounded, at least 1 (3 for a key of two documents, 2 for three to
# five, 1 for six to MAX_KEY_DOCS), and a pair is a candidate when its shared keys weigh
# SHARED_WEIGHT. A word pair that a few of 5,000 essays share is the topic's, one that only two
# share is rare; a reworded sentence keeps several of its word pairs, and a reworded document
# many, most of them a few documents'. Against 3 shared keys of at most 4 documents (with 4
# words a sentence): on the PAN-13 training corpus (docs/pan.md) 90% of the randomly obfuscated
# pairs among the candidates instead of 81%, 93% of the translated ones instead of 83%; on
# bench/related.py's 5,000 essays 1,085 pairs instead of 1,127, all 77 heavy rewrites instead
# of 58; 12 instead of 13 would add 1% of PAN's and two chance pairs of essays reported.
RARE_WEIGHT = 3
SHARED_WEIGHT = 13
# Beyond this many documents (an archive's scale, not a class's) the keys of the round before:
# 4 words a sentence (6 keys), a key counted once if at most HUGE_KEY_DOCS documents hold it, and
# HUGE_SHARED_KEYS of them needed. Pairs that share keys by chance grow with the square of the
# folder; 100,000 generated essays with the defaults: the main process's peak 843 MB this way,
# 2,281 MB with 6 words and the weights (1,584 MB counting only keys of 5 documents or fewer),
# 28 against 42 s; 117 against 122 heavily edited copies found of 200, none nobody planted.
HUGE_FOLDER = 50_000
HUGE_KEY_WORDS = 4
HUGE_KEY_DOCS = 4
HUGE_SHARED_KEYS = 4
# Keys sorted at a time: a folder's keys are split by value into parts of about this many,
# which pair documents on their own (100,000 essays hold 22 million keys; sorted at once with
# their documents, the candidate stage's peak grew by half a gigabyte).
_KEYS_AT_ONCE = 1 << 22


def shared_keys_needed(n: int) -> int:
    """What the sentence keys two documents of a folder of ``n`` share must weigh
    (``key_weights``) for them to be a candidate pair."""
    if n <= SMALL_FOLDER:
        return SMALL_SHARED_KEYS
    return SHARED_WEIGHT if n <= HUGE_FOLDER else HUGE_SHARED_KEYS


def key_words(n: int) -> int:
    """How many of a sentence's smallest words give its keys, in a folder of ``n`` documents."""
    return KEY_WORDS if n <= HUGE_FOLDER else HUGE_KEY_WORDS


def key_weights(n: int) -> np.ndarray:
    """The weight of a key held by d documents of a folder of ``n`` (index d): 0 for fewer than
    two or more than ``MAX_KEY_DOCS``; 1 in a small folder, else by how few documents hold it
    (``RARE_WEIGHT``)."""
    d = np.arange(MAX_KEY_DOCS + 1)
    w = np.ones(len(d), dtype=np.int64)
    if n > HUGE_FOLDER:
        w[HUGE_KEY_DOCS + 1 :] = 0
    elif n > SMALL_FOLDER:
        w = np.maximum(np.rint(RARE_WEIGHT / np.sqrt(np.maximum(d - 1, 1))), 1).astype(np.int64)
    w[:2] = 0
    return w


def sentence_pairs(shingles: Sequence[Shingles]) -> np.ndarray:
    """Pairs (a < b) of documents whose shared sentence keys weigh ``shared_keys_needed``
    (``para_keys``: each document's keys, each once, as ``sentence_keys_many`` gives them)."""
    n = len(shingles)
    lens = np.fromiter(map(len, (s.para_keys for s in shingles)), np.int64, n)
    total = int(lens.sum())
    if total < 2:
        return np.zeros((0, 2), dtype=np.int64)
    keys = np.concatenate([s.para_keys for s in shingles])
    ends = np.cumsum(lens)
    weights = key_weights(n)
    # The parts: one value each of the keys' top bits (fresh arrays of millions of rows cost
    # their pages as much as the work: the part a key is in, and which keys are in the part
    # looked at, are each worked out in one array).
    bits = min((-(-total // _KEYS_AT_ONCE) - 1).bit_length(), 8)  # 2 ** bits parts
    top = (keys >> np.uint32(32 - bits)).astype(np.uint8) if bits else keys[:0]
    mask = np.empty(len(top), dtype=bool)
    found = []
    for part in range(1 << bits):
        if bits:
            np.equal(top, part, out=mask)
            at = np.flatnonzero(mask)
            # Each document's keys among them (a search a document, not one a key).
            per_doc = np.diff(np.searchsorted(at, ends), prepend=0)
            packed = keys[at].astype(np.uint64) << np.uint64(32)
            del at
        else:  # one part: every key
            per_doc, packed = lens, keys.astype(np.uint64) << np.uint64(32)
        # (key, document) in one uint64: one sort puts each key's documents in ascending order,
        # so every pair comes out as (a < b).
        packed |= np.repeat(np.arange(n, dtype=np.uint64), per_doc)
        packed.sort()
        found.append(_key_pairs(packed, weights, n))
        del packed
    code = np.concatenate(found)
    del found
    code.sort()
    # Pairs whose shared keys weigh enough: their code runs that far in the sorted codes.
    m = shared_keys_needed(n) - 1
    u = code[:-m][code[m:] == code[:-m]] if m else code
    u = u[first_of_runs(u)]  # (sorted already: np.unique would sort again)
    return from_codes(u, n)


def _key_pairs(packed: np.ndarray, weights: np.ndarray, n: int) -> np.ndarray:
    """``pair_codes`` of every two documents holding one key, for each key that from 2 to
    ``MAX_KEY_DOCS`` documents hold, as many times as its weight (``weights``, by documents;
    ``packed``: key << 32 | document, sorted)."""
    key, ids = halves(packed)
    starts, sizes = runs(key)
    return _weighted_codes(ids, starts, sizes, weights, n)


def _weighted_codes(
    ids: np.ndarray, starts: np.ndarray, sizes: np.ndarray, weights: np.ndarray, n: int
) -> np.ndarray:
    """``pair_codes`` of (ids[i], ids[j]) for every two rows i < j of each run (its ids
    ascending and distinct), ``weights[size]`` times (none for a run longer than ``weights``
    reaches). The runs of one size at a time: their ids gathered as one row a run, each column
    then added to the later ones, written in place (a position a pair and a copy of each pair
    took three times as long: millions of pairs)."""
    dt = np.uint32 if n * n <= 1 << 32 else np.int64
    cap = len(weights) - 1
    w = np.where(sizes <= cap, weights[np.minimum(sizes, cap)], 0)
    out = np.empty(int((sizes * (sizes - 1) // 2 * w).sum()), dtype=dt)
    at = 0
    for size in np.unique(sizes[w > 0]).tolist():
        s = starts[sizes == size]
        rows = ids[s[:, None] + np.arange(size)].astype(dt)
        scaled = rows * dt(n)
        lo, c = at, len(s)
        for i in range(size - 1):
            end = at + c * (size - 1 - i)
            np.add(scaled[:, i : i + 1], rows[:, i + 1 :], out=out[at:end].reshape(c, -1))
            at = end
        for _ in range(int(weights[size]) - 1):  # the same pairs again, for their weight
            out[at : at + end - lo] = out[lo:end]
            at += end - lo
    return out
