"""Reworded copies: sentences that keep their words but not their order or form.

A student who rewrites a source shuffles the words of a sentence, replaces some by synonyms or
other forms, and moves sentences around; exact shingles (runs of k words) then barely match. Here
a document is a list of sentences, each the *set* of its content words (stop words of its language
dropped, the rest stemmed: ``language``), so the order of words inside a sentence and the order of
sentences do not count, and a word's form ("analysed" / "analysing") does not either.

- **Candidates** (every document, cheap): each sentence of at least ``KEY_MIN`` content words
  gives ``KEY_SEEDS`` keys, the two smallest of its words' hashes under a seed (a bottom-2 sketch,
  Broder 1997). A shuffled or moved sentence keeps its keys; one with a word or two replaced keeps
  one of them most of the time. Two documents that share a key become a candidate pair, which is
  verified like any other. Stop words of every known language are left out of the keys, since the
  language is not known yet (telling it costs more than everything else here).
- **Paraphrase score** (verified pairs only): the share of a document's content words that lie in
  sentences whose words are found, for at least ``ALIGN`` of them, in one sentence of the other
  document; the larger of the two directions. It is computed next to the exact scores and never
  replaces exact Jaccard, which stays what LSH estimates.
- **Passages**: aligned sentences, merged into one passage while the other document's sentences
  follow in order (a reworded paragraph is one passage, not a fragment per surviving phrase).

Measured on the Clough corpus (bench/clough.py, bench/README.md): this sentence alignment ranks
plagiarised answers above non-plagiarised ones better than Jaccard or containment of stemmed,
stop-word-free 1-, 2- or 3-grams, or of order-free (sorted) 2- to 4-grams.
"""

from __future__ import annotations

import multiprocessing
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

import mmh3
import numpy as np

from plagcheck.engine import language
from plagcheck.engine.shingles import SHINGLE_SEED, WORD, Shingles, Tokens, fmix32

# Sentences end at these marks (Latin, CJK full-width, Devanagari, Arabic, Thai has none).
_END = ".!?;:。！？；：…।؟"
_END_RE = re.compile(f"[{re.escape(_END)}]")
_END_TABLE = np.zeros(0x10000, dtype=bool)
for _c in _END:
    _END_TABLE[ord(_c)] = True
# A "sentence" longer than this many words (no punctuation: lists, Thai, stripped text) is cut
# into pieces of this length.
MAX_SENTENCE = 40
KEY_MIN = 4  # content words a sentence needs to give candidate keys
KEY_SEEDS = (0x2A, 0x2B)
ALIGN = 0.7  # share of a sentence's content words found in one sentence of the other document
MIN_SENTENCE = 3  # content words a sentence needs to count in the score
# Characters a no-space script packs per "word" of a Latin text: a Chinese sentence of 24
# characters says about as much as one of 12 English words.
NO_SPACE_PER_WORD = 2


@cache
def preload() -> None:
    """Get ready for verification: the language model loads in the background (in the main
    process only: a large scan's workers that shingle a chunk never verify)."""
    if multiprocessing.parent_process() is None:
        language.preload()


@cache
def stop_hashes() -> np.ndarray:
    """The word-token hashes (``shingles.token_values``) of the stop words of every language
    the stop-word lists know, sorted."""
    from stop_words import LANGUAGE_MAPPING

    words = set().union(*(language.stop_words(code) for code in LANGUAGE_MAPPING))
    hashes = [mmh3.hash(w, SHINGLE_SEED, signed=False) for w in words]
    return np.unique(np.array(hashes, dtype=np.uint32))


def _sentence_ids(text: str, starts: np.ndarray) -> np.ndarray:
    """Which sentence each word (by its start in ``text``) is in; long ones cut."""
    if text.isascii():
        b = np.frombuffer(text.encode("ascii"), dtype=np.uint8)
        end = _END_TABLE[b]
    else:
        cps = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4")
        end = _END_TABLE[np.minimum(cps, 0xFFFF)] & (cps <= 0xFFFF)
    sent = np.concatenate([[0], np.cumsum(end)])[starts]
    if len(sent) == 0:
        return sent.astype(np.int64)
    # Cut runs longer than MAX_SENTENCE: a new piece at every MAX_SENTENCE-th word of a run.
    new = np.empty(len(sent), dtype=bool)
    new[0] = True
    np.not_equal(sent[1:], sent[:-1], out=new[1:])
    at = np.arange(len(sent))
    first = np.maximum.accumulate(np.where(new, at, 0))
    ids = np.cumsum((at - first) % MAX_SENTENCE == 0)
    return ids.astype(np.int64)


def sentence_keys(text: str, values: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Candidate keys of a document (uint64, unique): for each sentence of at least ``KEY_MIN``
    distinct content words and each seed, its two smallest word hashes under that seed.

    ``values``/``starts`` are the word tokens of ``text`` (``shingles.token_values``)."""
    if len(values) == 0:
        return np.zeros(0, dtype=np.uint64)
    sent = _sentence_ids(text, starts)
    stop = stop_hashes()
    pos = np.searchsorted(stop, values)
    keep = stop[np.minimum(pos, len(stop) - 1)] != values
    values, sent = values[keep], sent[keep]
    if len(values) < KEY_MIN:
        return np.zeros(0, dtype=np.uint64)
    keys = []
    for seed in KEY_SEEDS:
        with np.errstate(over="ignore"):
            h = fmix32(values ^ np.uint32(seed * 0x9E3779B1 & 0xFFFFFFFF))
        packed = np.unique((sent.astype(np.uint64) << np.uint64(32)) | h.astype(np.uint64))
        s = (packed >> np.uint64(32)).astype(np.int64)
        low = packed & np.uint64(0xFFFFFFFF)
        new = np.empty(len(s), dtype=bool)
        new[:1] = True
        np.not_equal(s[1:], s[:-1], out=new[1:])
        first = np.flatnonzero(new)
        size = np.diff(np.append(first, len(s)))
        first = first[size >= KEY_MIN]
        keys.append((low[first] << np.uint64(32)) | low[first + 1] ^ np.uint64(seed))
    return np.unique(np.concatenate(keys))


@dataclass
class Content:
    """A document's content words in text order: stem ids, [start, end) spans in the compared
    text, sentence ids; its language."""

    lang: str
    stems: list[str]
    starts: np.ndarray
    ends: np.ndarray
    sent: np.ndarray
    sentences: list[frozenset[str]] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)  # token index range per sentence


@dataclass
class Source:
    """What the paraphrase score reads of a document: its compared text and how to read it.
    The content words are worked out on first use (only documents in candidate pairs need them)."""

    text: str
    stemming: bool = True
    unscored: np.ndarray | None = None  # characters that must not count (see ``attach``)
    _content: Content | None = None

    @property
    def content(self) -> Content:
        if self._content is None:
            self._content = read_content(self.text, self.stemming, self.unscored)
        return self._content

    def __getstate__(self) -> dict[str, object]:  # a worker works the content out again
        return {**self.__dict__, "_content": None}


def read_content(text: str, stemming: bool, unscored: np.ndarray | None = None) -> Content:
    """Content words of ``text``: without the stop words of its language, stemmed (or, with
    ``stemming`` off, every word as written), grouped in sentences; words starting at an
    ``unscored`` character are left out."""
    lang = language.detect(text) if stemming else language.UNKNOWN
    stop = language.stop_words(lang) if stemming else frozenset()
    stem = language.stems(lang)
    words, starts, ends = [], [], []
    for m in WORD.finditer(text):
        w = m.group()
        if w in stop or (unscored is not None and unscored[m.start()]):
            continue
        words.append(stem(w) if stemming else w)
        starts.append(m.start())
        ends.append(m.end())
    st = np.array(starts, dtype=np.int64)
    sent = _sentence_ids(text, st)
    c = Content(lang, words, st, np.array(ends, dtype=np.int64), sent)
    edges = np.flatnonzero(np.diff(sent)) + 1 if len(sent) else np.zeros(0, dtype=np.int64)
    bounds = [0, *edges.tolist(), len(words)]
    for lo, hi in zip(bounds[:-1], bounds[1:]):
        if hi > lo:
            c.sentences.append(frozenset(words[lo:hi]))
            c.spans.append((lo, hi))
    return c


def _weight(c: Content, i: int) -> int:
    """How much sentence i counts: its distinct content words (characters of a no-space
    script count 1/NO_SPACE_PER_WORD each)."""
    n = len(c.sentences[i])
    first = c.stems[c.spans[i][0]] if c.spans[i][1] > c.spans[i][0] else ""
    return -(-n // NO_SPACE_PER_WORD) if len(first) == 1 and not first.isascii() else n


def _min_size(c: Content, i: int) -> bool:
    return _weight(c, i) >= MIN_SENTENCE


def alignment(a: Content, b: Content) -> list[tuple[int, int]]:
    """(sentence of a, its best sentence of b) for each counted sentence of a whose content
    words are found, for at least ``ALIGN`` of them, in that one sentence of b."""
    if not a.sentences or not b.sentences:
        return []
    # Sentences of b holding each word: a sentence of a is compared with those only.
    where: dict[str, list[int]] = {}
    for j, s in enumerate(b.sentences):
        for w in s:
            where.setdefault(w, []).append(j)
    out = []
    for i, s in enumerate(a.sentences):
        if not _min_size(a, i):
            continue
        hits: dict[int, int] = {}
        for w in s:
            for j in where.get(w, ()):
                hits[j] = hits.get(j, 0) + 1
        if not hits:
            continue
        j, n = max(hits.items(), key=lambda t: (t[1], -t[0]))
        if n >= ALIGN * len(s):
            out.append((i, j))
    return out


def _share(a: Content, pairs: list[tuple[int, int]]) -> float:
    total = sum(_weight(a, i) for i in range(len(a.sentences)) if _min_size(a, i))
    return sum(_weight(a, i) for i, _ in pairs) / total if total else 0.0


def score(a: Source, b: Source) -> float:
    """The paraphrase score of two documents (see the module docstring), 0 to 1."""
    ca, cb = a.content, b.content
    return max(_share(ca, alignment(ca, cb)), _share(cb, alignment(cb, ca)))


def languages(a: Source, b: Source) -> str:
    """The two documents' languages, as the reports show them ("de", or "de / fr")."""
    la, lb = a.content.lang, b.content.lang
    return la if la == lb else f"{la} / {lb}"


def passages(a: Source, b: Source) -> list[tuple[int, int, int, int, int]]:
    """Aligned sentences as (a_start, a_end, b_start, b_end, words) spans of the compared texts,
    consecutive ones merged while b's sentences follow in order (at most one sentence skipped)."""
    ca, cb = a.content, b.content
    runs: list[list[int]] = []
    for i, j in alignment(ca, cb):
        if runs and i == runs[-1][1] + 1 and runs[-1][3] < j <= runs[-1][3] + 2:
            runs[-1][1], runs[-1][3] = i, j
        else:
            runs.append([i, i, j, j])
    out = []
    for i0, i1, j0, j1 in runs:
        s = int(ca.starts[ca.spans[i0][0]])
        e = int(ca.ends[ca.spans[i1][1] - 1])
        bs = int(cb.starts[cb.spans[j0][0]])
        be = int(cb.ends[cb.spans[j1][1] - 1])
        out.append((s, e, bs, be, len(WORD.findall(a.text, s, e))))
    return out


# -- hooks: the shingle stage, banding, verification, passages -------------------------------------


def attach(
    shingles: Sequence[Shingles], texts: Sequence[str], words: Sequence[Tokens], stemming: bool
) -> None:
    """Give each document's shingles its sentence keys and its ``Source`` (the shingle stage).

    Words that no scored shingle covers (template text, quotations and other excluded text)
    are left out of both."""
    for sh, text, (values, starts, _) in zip(shingles, texts, words):
        unscored = _unscored(sh, len(text))
        if unscored is not None and len(starts):
            keep = ~unscored[starts]
            values, starts = values[keep], starts[keep]
        sh.para_keys = sentence_keys(text, values, starts)
        sh.para = Source(text, stemming, unscored)


def _unscored(sh: Shingles, n: int) -> np.ndarray | None:
    """Characters of the compared text that no scored shingle covers (None: there are none)."""
    if sh.scored.all():
        return None
    cover = np.zeros(n + 1, dtype=np.int64)
    np.add.at(cover, sh.starts[sh.scored], 1)
    np.add.at(cover, sh.ends[sh.scored], -1)
    return np.append(np.cumsum(cover[:n]) <= 0, True)


def key_table(shingles: Sequence[Shingles]) -> tuple[np.ndarray, np.ndarray]:
    """Every document's sentence keys as an (n, 1) key table and the document of each row
    (what ``lsh.candidate_pairs`` pairs, as it does window bands)."""
    keys = [s.para_keys for s in shingles]
    owner = np.repeat(np.arange(len(keys), dtype=np.int64), [len(k) for k in keys])
    flat = np.concatenate(keys) if keys else np.zeros(0, dtype=np.uint64)
    return flat[:, None], owner


def pair_scores(x: Shingles, y: Shingles) -> tuple[float, str]:
    """(paraphrase score, languages) of two documents' shingles; (0, "") when either has none."""
    if x.para is None or y.para is None:
        return 0.0, ""
    return score(x.para, y.para), languages(x.para, y.para)


# A pair becomes a candidate when it shares at least this many sentence keys: one or two shared
# keys are chance among essays on one topic (2,000 generated same-topic essays: 24,913 pairs share
# one key, a handful share three), while a reworded copy of a paragraph shares one per sentence
# and seed.
MIN_SHARED_KEYS = 3
# ... and at least this share of the keys of the document with fewer: long essays on one topic
# share more keys by chance (600-word generated essays: 270 of 2,000 share four).
KEY_SHARE = 0.15
# Up to this many documents (a class, a year group) one shared key makes a candidate: verifying
# a few thousand pairs costs little, and on Clough the quick search then reports 227 of the 229
# pairs exact mode reports (with the limits above: 222).
SMALL_FOLDER = 2000
# Keys held by more documents than this (or this share of the folder) are stock phrases.
MAX_KEY_DOCS, MAX_KEY_SHARE = 20, 0.01


def sentence_pairs(shingles: Sequence[Shingles]) -> np.ndarray:
    """Pairs (a < b) of documents sharing a sentence key (in a folder of more than
    ``SMALL_FOLDER`` documents: at least ``MIN_SHARED_KEYS`` and ``KEY_SHARE`` of the keys of
    the document with fewer)."""
    from plagcheck.engine.lsh import all_pairs_in_runs

    keys, owner = key_table(shingles)
    if len(keys) < 2:
        return np.zeros((0, 2), dtype=np.int64)
    order = np.argsort(keys[:, 0], kind="stable")
    k, ids = keys[order, 0], owner[order]
    new = np.ones(len(k), dtype=bool)
    new[1:] = k[1:] != k[:-1]
    starts = np.flatnonzero(new)
    sizes = np.diff(np.append(starts, len(k)))
    cap = max(MAX_KEY_DOCS, int(MAX_KEY_SHARE * len(shingles)))
    keep = (sizes >= 2) & (sizes <= cap)
    if not keep.any():
        return np.zeros((0, 2), dtype=np.int64)
    pairs = all_pairs_in_runs(ids, starts[keep], sizes[keep])
    pairs = np.sort(pairs, axis=1)
    code = pairs[:, 0] * len(shingles) + pairs[:, 1]
    u, n = np.unique(code, return_counts=True)
    a, b = u // len(shingles), u % len(shingles)
    if len(shingles) <= SMALL_FOLDER:  # a class: one shared key is worth a look
        return np.stack([a, b], axis=1).astype(np.int64)
    per_doc = np.bincount(owner, minlength=len(shingles))
    need = np.maximum(MIN_SHARED_KEYS, KEY_SHARE * np.minimum(per_doc[a], per_doc[b]))
    u = u[n >= need]
    return np.stack([u // len(shingles), u % len(shingles)], axis=1).astype(np.int64)
