"""Candidate keys of reworded copies: word pairs of each sentence that a rewording keeps.

A student who rewrites a source shuffles the words of a sentence, replaces some, and moves
sentences around. Each sentence of at least ``KEY_MIN`` distinct content words (stop words of
every known language left out: the language is not known yet) gives as keys every two of its
``KEY_WORDS`` smallest word hashes (a bottom-k sketch, Broder 1997, read as word pairs): a
shuffled or moved sentence keeps all of them, one with a word or two replaced some. Documents
that share enough keys (``shared_keys_needed``; keys held by more documents are the topic's,
``MAX_KEY_DOCS`` / ``LARGE_KEY_DOCS``) become a candidate pair (``sentence_pairs``), verified
like any other (``paraphrase``, ``alignment``).
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Sequence

import numpy as np

from plagcheck.engine.arrays import codes_in_runs, first_of_runs, from_codes, runs
from plagcheck.engine.text import language
from plagcheck.engine.text.sentences import cut_long, end_marks
from plagcheck.engine.text.shingles import Shingles, fmix32

__all__ = ["content_words", "sentence_keys", "sentence_keys_many", "sentence_pairs"]

KEY_MIN = 3  # distinct content words a sentence needs to give candidate keys
KEY_WORDS = 4  # a sentence's keys: every two of its KEY_WORDS smallest word hashes
KEY_SEED = 0x2A
_NONE = np.uint32(0xFFFFFFFF)  # no word left (a hash of this value is taken for none)


def content_words(values: np.ndarray) -> np.ndarray:
    """Which word-token hashes (uint32) are not the hash of a stop word of any language."""
    return ~language.stop_table().is_stop(values)


def sentence_keys(text: str, values: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Candidate keys of one document (``sentence_keys_many`` of one text)."""
    return sentence_keys_many([text], [values], [starts])[0]


def sentence_keys_many(
    texts: Sequence[str], values: Sequence[np.ndarray], starts: Sequence[np.ndarray]
) -> list[np.ndarray]:
    """Candidate keys of each document (uint32, sorted, unique): for each sentence of at least
    ``KEY_MIN`` distinct content words, every two of its ``KEY_WORDS`` smallest word hashes
    (a bottom-k sketch, Broder 1997, read as word pairs: a sentence that keeps two of those
    words through a rewording keeps a key), the two hashed into one 32-bit key. Two word
    pairs that share a key by chance (a few in a million among 100,000 essays' 22 million
    keys) pair documents only with ``MIN_SHARED_KEYS`` such chances; 64-bit keys held twice
    the memory in the main process (100,000 essays: 176 against 88 MB).
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
    at, size = runs(s)
    which = np.repeat(np.arange(len(at)), size)
    owner = doc_of[s[at]]
    with np.errstate(over="ignore"):
        h = fmix32(words ^ np.uint32(KEY_SEED * 0x9E3779B1 & 0xFFFFFFFF))
    # Each sentence's KEY_WORDS smallest distinct hashes: the smallest, then the smallest of the
    # rest (a repeated word is one word), ... (a few passes, no sort of every word).
    least = [np.minimum.reduceat(h, at)]
    for _ in range(KEY_WORDS - 1):
        h = np.where(h == least[-1][which], _NONE, h)
        least.append(np.minimum.reduceat(h, at))
    enough = least[KEY_MIN - 1] != _NONE
    keys, owners = [], []
    for x, y in itertools.combinations(range(KEY_WORDS), 2):
        ok = enough & (least[y] != _NONE)
        with np.errstate(over="ignore"):
            pair = (least[x][ok] * np.uint32(0x9E3779B1)) ^ least[y][ok]
        keys.append(fmix32(pair, inplace=True))
        owners.append(owner[ok])
    k, o = np.concatenate(keys), np.concatenate(owners)
    # By document, then key: a sort of the keys, then a stable one of their documents (a radix
    # sort of small numbers; a lexsort took twice as long).
    order = np.argsort(k)
    small = np.uint16 if n <= 0xFFFF else np.int64
    order = order[np.argsort(o[order].astype(small), kind="stable")]
    k, o = k[order], o[order]
    new = first_of_runs(k, o)
    k, o = k[new], o[new]
    cut = np.searchsorted(o, np.arange(n + 1))
    return [k[lo:hi] for lo, hi in zip(cut[:-1], cut[1:])]


# In a large folder a pair becomes a candidate when it shares at least this many sentence keys:
# one or two shared keys are chance among essays on one topic, while a reworded sentence keeps
# several of its word pairs (the PAN-13 training corpus, docs/pan.md: with 3 and LARGE_KEY_DOCS,
# 83% of the randomly obfuscated and 85% of the translated pairs among 14,200 candidates of 12.8
# million pairs).
MIN_SHARED_KEYS = 3
# Up to this many documents (a class, a year group) two shared keys make a candidate: verifying
# a few thousand pairs costs little (Clough: 481 candidates, the figures of bench/clough.py).
SMALL_FOLDER = 2000
SMALL_SHARED_KEYS = 2
# Beyond this many documents one more: pairs that share keys by chance grow with the square of
# the folder (100,000 generated essays with the defaults: 3 -> 4 keys, 22,151 -> 20,504
# candidates, verification 7.9 -> 4.1 s, heavily edited copies found 120 -> 117 of 200 and the
# 3 pairs nobody planted gone; at 20,000 essays 4 keys found 49 of the 75 heavy edits that 3 find).
HUGE_FOLDER = 50_000
HUGE_SHARED_KEYS = 4
# Keys held by more documents than this are stock phrases, whatever the folder's size (a share of
# a large folder let keys of up to 200 of 20,000 one-vocabulary essays pair them: 97 million
# pairs to count, 8 s, for 31 more candidates that fingerprints found anyway).
MAX_KEY_DOCS = 20
# ... and in a large folder, more than this: a word pair of a sentence that a few of 5,000
# essays share is the topic's, and pairing on it costs a rewording check of every document it
# reaches (bench/related.py's 5,000 essays, a fifth related: 1,289 pairs share 3 keys with 5,
# 1,127 with 4, against 1,025 candidates without rewording; the PAN-13 corpus, docs/pan.md: of
# its random obfuscations among the candidates, 89% with 20, 86% with 5, 83% with 4).
LARGE_KEY_DOCS = 4
# Keys sorted at a time: a folder's keys are split by value into parts of about this many,
# which pair documents on their own (100,000 essays hold 22 million keys; sorted at once with
# their documents, the candidate stage's peak grew by half a gigabyte).
_KEYS_AT_ONCE = 1 << 22


def shared_keys_needed(n: int) -> int:
    """Sentence keys two documents of a folder of ``n`` share to be a candidate pair."""
    if n <= SMALL_FOLDER:
        return SMALL_SHARED_KEYS
    return MIN_SHARED_KEYS if n <= HUGE_FOLDER else HUGE_SHARED_KEYS


def sentence_pairs(shingles: Sequence[Shingles]) -> np.ndarray:
    """Pairs (a < b) of documents sharing ``shared_keys_needed`` sentence keys."""
    n = len(shingles)
    lens = np.fromiter(map(len, (s.para_keys for s in shingles)), np.int64, n)
    total = int(lens.sum())
    if total < 2:
        return np.zeros((0, 2), dtype=np.int64)
    keys = np.concatenate([s.para_keys for s in shingles])
    ends = np.cumsum(lens)
    cap = MAX_KEY_DOCS if n <= SMALL_FOLDER else LARGE_KEY_DOCS
    # The parts: one value each of the keys' top bits (fresh arrays of millions of rows cost
    # their pages as much as the work: the part a key is in, and which keys are in the part
    # looked at, are each worked out in one array).
    bits = min((-(-total // _KEYS_AT_ONCE) - 1).bit_length(), 8)  # 2 ** bits parts
    top = (keys >> np.uint32(32 - bits)).astype(np.uint8) if bits else np.zeros(total, np.uint8)
    mask = np.empty(total, dtype=bool)
    found = []
    for part in range(1 << bits):
        np.equal(top, part, out=mask)
        at = np.flatnonzero(mask)
        # Each document's keys among them (a search a document, not one a key).
        doc = np.repeat(
            np.arange(n, dtype=np.uint64), np.diff(np.searchsorted(at, ends), prepend=0)
        )
        # (key, document) in one uint64: one sort puts each key's documents in ascending order,
        # so every pair comes out as (a < b).
        packed = keys[at].astype(np.uint64) << np.uint64(32)
        packed |= doc
        del at, doc
        packed.sort()
        found.append(_key_pairs(packed, cap, n))
        del packed
    code = np.concatenate(found)
    del found
    code.sort()
    # Pairs that share enough keys: their code runs that far in the sorted codes.
    m = shared_keys_needed(n) - 1
    u = code[:-m][code[m:] == code[:-m]] if m else code
    u = u[first_of_runs(u)]  # (sorted already: np.unique would sort again)
    return from_codes(u, n)


def _key_pairs(packed: np.ndarray, cap: int, n: int) -> np.ndarray:
    """``pair_codes`` of every two documents holding one key, for each key that from 2 to
    ``cap`` documents hold (``packed``: key << 32 | document, sorted). Most keys are one
    document's: the runs are worked out on the others only."""
    # The two halves of each row as views where the machine is little-endian (no copies).
    if sys.byteorder == "little":
        halves = packed.view(np.uint32)
        key, ids = halves[1::2], halves[::2]
    else:
        key, ids = (packed >> np.uint64(32)).astype(np.uint32), packed.astype(np.uint32)
    same = key[1:] == key[:-1]
    held = np.zeros(len(key), dtype=bool)
    held[1:] = same
    held[:-1] |= same
    at = np.flatnonzero(held)
    key, ids = key[at], ids[at]
    starts, sizes = runs(key)
    keep = sizes <= cap
    return codes_in_runs(ids, starts[keep], sizes[keep], n)
