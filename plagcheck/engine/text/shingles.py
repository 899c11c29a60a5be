"""Shingles: character or word k-grams, each hashed to 32 bits with MurmurHash3.

A shingle of k tokens is hashed as ``mmh3.hash(bytes, SHINGLE_SEED, signed=False)`` of its k token
values written as little-endian uint32 (code points in char mode, mmh3 hashes of the UTF-8 token
in word mode). MurmurHash3_x86_32 over a multiple of 4 bytes is a loop over 32-bit blocks, so numpy
can run that loop over every window of a document (of many documents) at once.
"""

from __future__ import annotations

import copy
import re
import sys
from collections.abc import Sequence
from typing import Any

import mmh3
import numpy as np

from plagcheck.engine.arrays import first_of_runs, runs
from plagcheck.engine.model import compact, expand
from plagcheck.engine.params import SHINGLE_SEED, Unit
from plagcheck.engine.text.language import NO_SPACE

_C1, _C2 = np.uint32(0xCC9E2D51), np.uint32(0x1B873593)
# A word: a run of letters and digits (with inner apostrophes), or one character of a script
# written without spaces (Chinese, Japanese, Thai...: see ``language``), so that a sentence of
# such a script is not one "word".
WORD = re.compile(f"[{NO_SPACE}]|[^\\W{NO_SPACE}]+(?:['’][^\\W{NO_SPACE}]+)*")


def _rotl(x: np.ndarray, r: int, tmp: np.ndarray) -> np.ndarray:
    """Rotate ``x`` left by ``r`` bits in place (``tmp``: scratch of the same shape)."""
    np.left_shift(x, np.uint32(r), out=tmp)
    x >>= np.uint32(32 - r)
    x |= tmp
    return x


def _mix_block(k1: np.ndarray) -> np.ndarray:
    """MurmurHash3's mix of each 32-bit block (k1 * c1, rotated, * c2), in place."""
    with np.errstate(over="ignore"):
        k1 *= _C1
        _rotl(k1, 15, np.empty_like(k1))
        k1 *= _C2
    return k1


def fmix32(h: np.ndarray, inplace: bool = False) -> np.ndarray:
    """MurmurHash3's finaliser: a bijection of uint32 that mixes every bit.

    ``inplace`` overwrites ``h`` (a uint32 array the caller no longer needs) instead of copying it.
    """
    h = h if inplace else h.astype(np.uint32)
    tmp = h >> np.uint32(16)
    h ^= tmp
    h *= np.uint32(0x85EBCA6B)
    np.right_shift(h, np.uint32(13), out=tmp)
    h ^= tmp
    h *= np.uint32(0xC2B2AE35)
    np.right_shift(h, np.uint32(16), out=tmp)
    h ^= tmp
    return h


# Windows hashed per block: a block's arrays stay in the CPU cache through the k rounds, which is
# several times faster than rounds over a whole batch of documents.
WINDOW_BLOCK = 1 << 15


def murmur3_windows(values: np.ndarray, k: int, seed: int = SHINGLE_SEED) -> np.ndarray:
    """MurmurHash3_x86_32 of every window of ``k`` consecutive uint32 values (little-endian).

    Equals ``mmh3.hash(values[i:i+k].astype('<u4').tobytes(), seed, signed=False)`` for each i.
    """
    values = np.ascontiguousarray(values, dtype=np.uint32)
    n = len(values) - k + 1
    if n <= 0:
        return np.zeros(0, dtype=np.uint32)
    out = np.empty(n, dtype=np.uint32)
    tmp = np.empty(min(n, WINDOW_BLOCK), dtype=np.uint32)
    with np.errstate(over="ignore"):
        for lo in range(0, n, WINDOW_BLOCK):
            hi = min(n, lo + WINDOW_BLOCK)
            # A block's mix depends on its value only: done once per value, not once per window.
            k1 = _mix_block(values[lo : hi + k - 1].copy())
            h = out[lo:hi]
            h.fill(seed)
            t = tmp[: hi - lo]
            for j in range(k):
                h ^= k1[j : j + hi - lo]
                _rotl(h, 13, t)
                h *= np.uint32(5)
                h += np.uint32(0xE6546B64)
            h ^= np.uint32(4 * k)
            fmix32(h, inplace=True)
    return out


def token_values(text: str, unit: Unit) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Token values and their [start, end) character spans in ``text``.

    Char mode: every character (blanks included, so "touch down" differs from "touchdown").
    Word mode: runs of letters and digits (with inner apostrophes); punctuation is not a word.
    """
    if unit is Unit.CHAR:
        vals = np.frombuffer(text.encode("utf-32-le"), dtype="<u4").astype(np.uint32)
        starts = np.arange(len(text), dtype=np.int32)
        return vals, starts, starts + 1
    spans = [m.span() for m in WORD.finditer(text)]
    if not spans:
        empty = np.zeros(0, dtype=np.int32)
        return np.zeros(0, dtype=np.uint32), empty, empty
    cache: dict[str, int] = {}
    vals_l = []
    for s, e in spans:
        w = text[s:e]
        v = cache.get(w)
        if v is None:
            v = cache[w] = mmh3.hash(w, SHINGLE_SEED, signed=False)
        vals_l.append(v)
    se = np.array(spans, dtype=np.int32)
    return np.array(vals_l, dtype=np.uint32), se[:, 0].copy(), se[:, 1].copy()


Tokens = tuple[np.ndarray, np.ndarray, np.ndarray]


def word_bytes(b: np.ndarray) -> np.ndarray:
    """Which ASCII bytes are word characters (regex \\w restricted to ASCII: letters, digits,
    underscore). Comparisons, not a table lookup: a lookup's index array is 8 bytes a byte."""
    w = b | np.uint8(0x20)  # upper case to lower case (and nothing else into a-z)
    w = (w >= 97) & (w <= 122)
    w |= (b >= 48) & (b <= 57)
    w |= b == 95
    return w


def join_apostrophes(word: np.ndarray, apostrophe: np.ndarray) -> None:
    """Mark, in ``word``, an apostrophe between two word characters as part of the word (it's):
    the one rule of ``WORD`` for apostrophes, as masks."""
    if len(word) > 2:
        word[1:-1] |= apostrophe[1:-1] & word[:-2] & word[2:]


_PIECE = 1 << 20


def many_token_values(texts: Sequence[str], unit: Unit) -> list[Tokens]:
    """``token_values`` of each text; ASCII texts in word mode are tokenised and hashed together
    in numpy (the same tokens and the same mmh3 values as the regular expression and mmh3)."""
    if unit is Unit.CHAR:
        return [token_values(t, unit) for t in texts]
    out: list[Tokens | None] = [None] * len(texts)
    ascii_idx = [i for i, t in enumerate(texts) if t.isascii()]
    for i, t in enumerate(texts):
        if not t.isascii():
            out[i] = token_values(t, unit)
    # In pieces of about a megabyte: the arrays of one piece stay in the CPU cache.
    lo = 0
    while lo < len(ascii_idx):
        hi, size = lo, 0
        while hi < len(ascii_idx) and (size < _PIECE or hi == lo):
            size += len(texts[ascii_idx[hi]])
            hi += 1
        for i, tok in zip(ascii_idx[lo:hi], _ascii_words([texts[i] for i in ascii_idx[lo:hi]])):
            out[i] = tok
        lo = hi
    return [t for t in out if t is not None]


def _ascii_words(texts: Sequence[str]) -> list[Tokens]:
    """Word tokens of ASCII texts: runs of word characters joined by inner apostrophes."""
    b = np.frombuffer("\n".join(texts).encode("ascii"), dtype=np.uint8)
    w = word_bytes(b)
    join_apostrophes(w, b == 39)
    # A word starts where a word character follows a non-word one and ends before one that
    # is followed by a non-word one (boolean arrays: a byte per character, not eight).
    edge = w.copy()
    edge[1:] &= ~w[:-1]
    starts = np.flatnonzero(edge)
    np.copyto(edge, w)
    edge[:-1] &= ~w[1:]
    ends = np.flatnonzero(edge) + 1
    vals = _mmh3_spans(b, starts, ends, SHINGLE_SEED)
    bases = np.cumsum([0] + [len(t) + 1 for t in texts])
    cut = np.searchsorted(starts, bases)
    # Each text's spans from its own start: moved for all texts at once, then sliced.
    base = np.repeat(bases[:-1], np.diff(cut))
    own_starts, own_ends = (starts - base).astype(np.int32), (ends - base).astype(np.int32)
    return [(vals[lo:hi], own_starts[lo:hi], own_ends[lo:hi]) for lo, hi in zip(cut[:-1], cut[1:])]


# Spans longer than this are hashed one by one: the vectorised loop runs once per 4 bytes of the
# longest span, which a "word" of millions of letters (a text without spaces) would make minutes.
_LONG_SPAN = 64


def _mmh3_spans(b: np.ndarray, starts: np.ndarray, ends: np.ndarray, seed: int) -> np.ndarray:
    """MurmurHash3_x86_32 of each byte span b[start:end], all spans at once."""
    n = ends - starts
    long = np.flatnonzero(n > _LONG_SPAN)
    if len(long):
        out = np.empty(len(starts), dtype=np.uint32)
        short = np.flatnonzero(n <= _LONG_SPAN)
        out[short] = _mmh3_spans(b, starts[short], ends[short], seed)
        out[long] = [
            mmh3.hash(b[s:e].tobytes(), seed, signed=False)
            for s, e in zip(starts[long].tolist(), ends[long].tolist())
        ]
        return out
    if len(n) == 0:
        return _EMPTY_U32
    # Every 4 bytes from any offset, read as one little-endian uint32 (a strided view of the
    # bytes, padded so that a span's last block may read past the end).
    padded = np.concatenate([b, np.zeros(4, dtype=np.uint8)])
    u32 = np.ndarray((len(b) + 1,), dtype="<u4", buffer=padded, strides=(1,))
    # Longest spans first, so the spans still hashing their i-th block are a prefix (a stable
    # sort of uint8 keys is a radix sort: spans are at most _LONG_SPAN bytes). The lengths and
    # starts are put in that order once, as uint32 (half the bytes to move).
    size = n.astype(np.uint8)
    order = np.argsort(np.uint8(_LONG_SPAN) - size, kind="stable")
    size = size[order].astype(np.uint32)
    first = starts[order].astype(np.uint32)
    nblocks = size >> np.uint32(2)
    active = np.cumsum(np.bincount(n >> 2)[::-1])[::-1]  # spans with more than i blocks
    h = np.full(len(n), seed, dtype=np.uint32)
    tmp = np.empty(len(n), dtype=np.uint32)
    with np.errstate(over="ignore"):
        for i in range(int(nblocks[0])):
            m = int(active[i + 1])
            x = h[:m]
            x ^= _mix_block(u32[first[:m] + np.uint32(4 * i)].astype(np.uint32))
            _rotl(x, 13, tmp[:m])
            x *= np.uint32(5)
            x += np.uint32(0xE6546B64)
        # The last 1-3 bytes: a block masked to them (no tail mixes to 0, which changes nothing).
        k1 = u32[first + (nblocks << np.uint32(2))].astype(np.uint32)
        k1 &= (np.uint32(1) << ((size & np.uint32(3)) << np.uint32(3))) - np.uint32(1)
        h ^= _mix_block(k1)
        h ^= size
        fmix32(h, inplace=True)
    out = np.empty_like(h)
    out[order] = h
    return out


_EMPTY_U32 = np.zeros(0, dtype=np.uint32)
_EMPTY_I32 = np.zeros(0, dtype=np.int32)
_EMPTY_BOOL = np.zeros(0, dtype=bool)
_EMPTY_U64 = np.zeros(0, dtype=np.uint64)


class Shingles:
    """A document's shingles in text order, and the set (or bag) that is compared.

    ``starts``/``ends`` are normalised-text spans of each shingle; ``scored`` is False for shingles
    that must not count (template text, excluded text, too-common shingles). ``elements`` is the
    sorted array the exact scores use: the unique scored hashes in set mode, or one element per
    occurrence in bag mode. ``inverse[i]`` is the index in ``unique`` of the i-th scored shingle,
    so "is this position shared?" is a lookup, not a search. The sorted views are computed on
    first use: a large scan needs them only for the documents in candidate pairs.
    """

    def __init__(
        self, hashes: np.ndarray, starts: np.ndarray, ends: np.ndarray, scored: np.ndarray
    ) -> None:
        self.hashes = hashes
        self.starts = starts
        self.ends = ends
        self.scored = scored
        self.bag = False
        # Reworded copies (``paraphrase``): the candidate keys of the document's sentences, and
        # what its paraphrase score reads. Empty / None when paraphrase matching is off.
        self.para_keys: np.ndarray = _EMPTY_U32
        self.para: Any = None
        # Local matches (``winnow``): the document's winnowed fingerprints (empty when off).
        self.fps: np.ndarray = _EMPTY_U64
        self._uc: tuple[np.ndarray, np.ndarray] | None = None  # unique, counts
        self._inverse: np.ndarray | None = None
        self._grouped: np.ndarray | None = None
        self._elements: np.ndarray | None = None
        self.uncounted = False  # a light copy's count is not known (``n_unique``)
        # ``n_unique`` as counted before the sorted views were let go (``without_views``).
        self._count: int | None = None

    def __getstate__(self) -> dict[str, Any]:
        """Pickled with its positions and ``scored`` compacted (``model.compact``: in char
        mode a shingle's start and end are each character's position)."""
        state = dict(self.__dict__)
        for name in ("starts", "ends", "scored"):
            state[name] = compact(state[name])
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name in ("starts", "ends", "scored"):
            state[name] = expand(state[name])
        self.__dict__.update(state)

    def __copy__(self) -> Shingles:
        """A copy sharing the arrays, without the pickling round trip ``copy.copy`` would make
        (``__getstate__`` compacts the positions, ``__setstate__`` expands them: 27 us an essay
        against 0.5; a worker copies each document of reported pairs it sends back)."""
        out = type(self).__new__(type(self))
        out.__dict__.update(self.__dict__)
        return out

    def finish(self, bag: bool) -> None:
        """Fix what is compared: the set of scored shingles, or their bag."""
        self.bag = bag
        self._uc = self._inverse = self._grouped = self._elements = None
        self._count = None

    def without_views(self) -> Shingles:
        """A copy without its sorted views (``finish``: worked out again where needed), which
        keeps their count of distinct shingles (``n_unique``): a worker sends the documents of
        reported pairs back so, and the JSON report's count needs no sort again."""
        out = copy.copy(self)
        out.finish(self.bag)
        out._count = self.n_unique
        return out

    def unique_counts(self) -> tuple[np.ndarray, np.ndarray]:
        """(unique, counts) of the scored shingles: a plain sort, without the inverse map."""
        if self._uc is None:
            h = np.sort(self.scored_hashes)
            at, counts = runs(h)
            self._uc = (h[at], counts.astype(np.int32))
        return self._uc

    def views(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(unique, counts, inverse) in one call."""
        if self._inverse is None:
            h = self.scored_hashes
            # Sorting (hash << 32 | position) as one uint64 is an argsort at the speed of a sort.
            packed = h.astype(np.uint64)
            packed <<= np.uint64(32)
            packed |= _positions(len(h), np.uint64)
            packed.sort()
            sh, order = halves(packed)
            order = order.astype(np.intp)
            new = first_of_runs(sh)
            at = np.flatnonzero(new)
            counts = np.diff(np.append(at, len(sh))).astype(np.int32)
            inverse = np.empty(len(h), dtype=np.int32)
            inverse[order] = np.cumsum(new, dtype=np.int32) - 1
            self._uc, self._inverse, self._grouped = (sh[at], counts), inverse, order
        assert self._uc is not None
        return self._uc[0], self._uc[1], self._inverse

    def grouped(self) -> np.ndarray:
        """The scored shingles (indices among them) grouped by ``unique``, each group in text
        order: group u is ``grouped()[cumsum(counts)[u] - counts[u]:][:counts[u]]``."""
        self.views()
        assert self._grouped is not None
        return self._grouped

    @property
    def unique(self) -> np.ndarray:
        return self.unique_counts()[0]

    @property
    def counts(self) -> np.ndarray:
        return self.unique_counts()[1]

    @property
    def inverse(self) -> np.ndarray:
        return self.views()[2]

    @property
    def elements(self) -> np.ndarray:
        if self._elements is None:
            self._elements = bag_elements(self.unique, self.counts) if self.bag else self.unique
        return self._elements

    @property
    def n_unique(self) -> int | None:
        """How many distinct shingles are compared (None: not counted, ``light``)."""
        if self._uc is not None:
            return len(self._uc[0])
        if self._count is not None:
            return self._count
        if self.uncounted:
            return None
        h = np.sort(self.scored_hashes)
        return int(np.count_nonzero(h[1:] != h[:-1])) + min(len(h), 1)

    def light(self) -> Shingles:
        """Empty shingles: what a large scan keeps of a document that is in no candidate pair
        (``light_shingles``)."""
        return light_shingles(self.para_keys)

    def for_verification(self, inverse: bool) -> Shingles:
        """Only what ``scores.verify`` reads (the sorted views, and the inverse map if local
        matches are scored), without the positions."""
        if inverse:
            self.views()
        out = self.light()
        out.bag, out._uc = self.bag, self.unique_counts()
        out._inverse = self._inverse if inverse else None
        out.para = self.para
        return out

    @property
    def minhash_input(self) -> np.ndarray:
        """What MinHash reads: duplicates do not change a minimum, so in set mode the scored
        hashes need no sorting first (nor a copy when all of them score)."""
        return self.elements if self.bag else self.scored_hashes

    @property
    def scored_hashes(self) -> np.ndarray:
        """The hashes of the scored shingles in text order (``hashes`` itself, not a copy, when
        all of them score: selecting with an all-true mask costs more than a sort)."""
        return self.hashes if self.scored.all() else self.hashes[self.scored]


def shingle(text: str, unit: Unit, k: int, excluded: np.ndarray | None = None) -> Shingles:
    return shingle_many([text], unit, k, [excluded])[0]


# Positions 0, 1, 2, ... shared (read-only) by every text, one array a dtype: a character's span
# is [i, i + 1), so a char shingle's start and end are slices of it (int32), and a shingle's
# place in a sort key (``Shingles.views``, uint64) is too.
_POSITIONS: dict[str, np.ndarray] = {}


def _positions(n: int, dtype: type = np.int32) -> np.ndarray:
    """0, 1, ..., n - 1 as ``dtype``: a slice of one array kept for every text."""
    key = np.dtype(dtype).str
    have = _POSITIONS.get(key)
    if have is None or len(have) < n:
        grown = 2 * len(have) if have is not None else 0
        have = np.arange(max(n, grown, 1 << 16), dtype=dtype)
        have.flags.writeable = False
        _POSITIONS[key] = have
    return have[:n]


def halves(packed: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(high, low) 32 bits of each uint64 of ``packed``: views where the machine is
    little-endian (no copies), else new arrays."""
    if sys.byteorder == "little":
        both = packed.view(np.uint32)
        return both[1::2], both[::2]
    return (packed >> np.uint64(32)).astype(np.uint32), packed.astype(np.uint32)


def shingle_many(
    texts: Sequence[str],
    unit: Unit,
    k: int,
    excluded: Sequence[np.ndarray | None],
    words_out: list[Tokens] | None = None,
) -> list[Shingles]:
    """Shingles of many texts, hashed in one pass over their concatenated tokens.

    Windows that straddle two texts are hashed too and thrown away: cheaper than a numpy call
    per text for every round of the hash. ``words_out`` (if given) receives each text's word
    tokens (``token_values`` in word mode, whatever the unit).
    """
    lens: list[int]
    if unit is Unit.CHAR:  # the tokens are the characters: one encoding of all the texts
        lens = [len(t) for t in texts]
        flat = np.frombuffer("".join(texts).encode("utf-32-le"), dtype="<u4")
        positions = _positions(max(lens, default=0) + k)
        spans = [(positions, positions[k:])] * len(texts)
        if words_out is not None:
            words_out.extend(many_token_values(texts, Unit.WORD))
    else:
        tokens = many_token_values(texts, unit)
        if words_out is not None:
            words_out.extend(tokens)
        lens = [len(v) for v, _, _ in tokens]
        flat = np.concatenate([v for v, _, _ in tokens]) if tokens else np.zeros(0, np.uint32)
        spans = [(tstart, tend[k - 1 :]) for _, tstart, tend in tokens]
    all_hashes = murmur3_windows(flat, k)
    out = []
    pos = 0
    for (tstart, tend), n_tok, exc in zip(spans, lens, excluded):
        n = max(n_tok - k + 1, 0)
        hashes = all_hashes[pos : pos + n]
        pos += n_tok
        starts, ends = tstart[:n], tend[:n]
        scored = np.ones(n, dtype=bool)
        if exc is not None and n and exc.any():
            # A shingle touching excluded text does not score.
            csum = np.concatenate([[0], np.cumsum(exc, dtype=np.int64)])
            scored = (csum[ends] - csum[starts]) == 0
        out.append(Shingles(hashes, starts, ends, scored))
    return out


def bag_elements(unique: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """The multiset as a set: occurrence j of shingle h becomes a distinct element (h, j).

    Occurrence 0 keeps h itself, so a bag of distinct shingles equals its set. The Jaccard of the
    two resulting sets is sum(min counts) / sum(max counts) (weighted Jaccard).
    """
    if len(counts) == 0 or counts.max() <= 1:
        return unique
    rep = np.repeat(unique, counts)
    occ = np.arange(len(rep)) - np.repeat(np.cumsum(counts) - counts, counts)
    with np.errstate(over="ignore"):
        mixed = fmix32(rep ^ (occ.astype(np.uint32) * np.uint32(0x9E3779B1)))
    return sorted_unique(np.where(occ == 0, rep, mixed).astype(np.uint32))


def sorted_unique(values: np.ndarray) -> np.ndarray:
    """``np.unique(values)`` for a 1-D array, by a plain sort: numpy 2.4's unique is ~25x slower
    on a document's few thousand uint32 hashes."""
    s = np.sort(values)
    return s[first_of_runs(s)]


def light_shingles(para_keys: np.ndarray) -> Shingles:
    """Empty shingles: what a large scan keeps of a document that is in no candidate pair.
    Its distinct shingles are not counted: the count is a sort, a fifth of what a document
    costs in char mode, for a figure only the JSON export shows (a document in a candidate
    pair is read again and counted)."""
    out = Shingles(_EMPTY_U32, _EMPTY_I32, _EMPTY_I32, _EMPTY_BOOL)
    out.uncounted = True
    out.para_keys = para_keys  # sentence keys: the candidate stage pairs on them
    return out
