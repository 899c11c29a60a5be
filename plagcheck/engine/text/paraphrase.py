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

import itertools
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from plagcheck.engine.arrays import (
    codes_in_runs,
    first_of_runs,
    from_codes,
    ranges,
    runs,
)
from plagcheck.engine.params import Unit
from plagcheck.engine.text import language
from plagcheck.engine.text.alignment import SEED_DICE, Found, align, close, evidence, pieces
from plagcheck.engine.text.sentences import cut_long, end_marks, sentence_ids, whole_sentences
from plagcheck.engine.text.shingles import (
    Shingles,
    Tokens,
    fmix32,
    many_token_values,
)

KEY_MIN = 3  # distinct content words a sentence needs to give candidate keys
KEY_WORDS = 4  # a sentence's keys: every two of its KEY_WORDS smallest word hashes
KEY_SEED = 0x2A
ALIGN = 0.7  # share of a sentence's content words found in one sentence of the other document
MIN_SENTENCE = 3  # content words a sentence needs to count in the score
_NONE = np.uint32(0xFFFFFFFF)  # no word left (a hash of this value is taken for none)
# Rows the alignment of two documents may make ((sentence of a, sentence of b) per shared word,
# ~40 bytes each while they are counted): two essays make a few thousand, two theses a few
# million; two texts of one sentence repeated 30,000 times would make ten billion. Past it the
# words held by the fewest sentences are aligned on (they tell where a sentence went; the most
# repeated add work, not evidence) and the pair says its rewording was cut short.
MAX_ALIGN_ROWS = 4_000_000
# What the reports say of a pair MAX_ALIGN_ROWS cut short.
REWORDING_CUT = (
    "work cut short: the texts repeat their sentences so often that rewording was compared "
    "on their rarest words only"
)
# Characters a no-space script packs per "word" of a Latin text: a Chinese sentence of 24
# characters says about as much as one of 12 English words.
NO_SPACE_PER_WORD = 2


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


@dataclass
class Content:
    """A document's content words in text order: stems, [start, end) spans in the compared
    text, sentence ids; its language; and, for the alignment, its sentences as arrays: the
    distinct (sentence, word) entries sorted by word, each sentence's number of distinct words
    and its weight (characters of a no-space script count 1/NO_SPACE_PER_WORD each)."""

    lang: str
    stem_ids: np.ndarray  # of each content word (``_STEMS``)
    starts: np.ndarray
    ends: np.ndarray
    sent: np.ndarray
    # Sentence s holds the content words bounds[s] .. bounds[s + 1] - 1.
    bounds: np.ndarray = field(default_factory=lambda: np.zeros(1, np.int64))
    entry_word: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    entry_sent: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    entry_tf: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    size: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    weight: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    words: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))  # every word's start
    # ``alignment`` with other documents' content (by their ``number``) as the paraphrase score
    # worked it out: the passages of a reported pair read it instead of aligning again.
    number: int = field(default_factory=itertools.count().__next__)
    aligned: dict[int, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)
    cut: set[int] = field(default_factory=set)  # numbers of those MAX_ALIGN_ROWS cut short
    # ``alignment.align`` with other documents' content, as worked out once for both.
    found: dict[int, list[Found]] = field(default_factory=dict)
    # Whether sentence pairs alike enough to seed a reworded passage lie close enough for one.
    like: dict[int, bool] = field(default_factory=dict)

    @property
    def stems(self) -> list[str]:
        return [_STEMS[i] for i in self.stem_ids.tolist()]

    @cached_property
    def sentences(self) -> tuple[list[int], list[int], list[int], list[int]]:
        """Each sentence's start and end in the compared text, and how many words (stop words
        too) start before its start and before its end."""
        start, end = self.starts[self.bounds[:-1]], self.ends[self.bounds[1:] - 1]
        before, upto = np.searchsorted(self.words, start), np.searchsorted(self.words, end)
        return start.tolist(), end.tolist(), before.tolist(), upto.tolist()

    @cached_property
    def by_sentence(self) -> tuple[np.ndarray, np.ndarray]:
        """The entries in sentence order, and where each sentence's start (once a document, not
        once a pair it is aligned in)."""
        order = np.argsort(self.entry_sent, kind="stable")
        return order, np.searchsorted(self.entry_sent[order], np.arange(len(self.size) + 1))

    @property
    def counted(self) -> np.ndarray:
        """Which sentences count in the score (``MIN_SENTENCE``)."""
        return self.weight >= MIN_SENTENCE


@dataclass
class Source:
    """What the paraphrase score reads of a document: its compared text and how to read it.
    The content words are worked out on first use (only documents in candidate pairs need them)
    from the word tokens the shingle stage made (``tokens``; made again if not given)."""

    text: str
    stemming: bool = True
    unscored: np.ndarray | None = None  # characters that must not count (see ``attach``)
    tokens: Tokens | None = None
    _content: Content | None = None

    @property
    def content(self) -> Content:
        if self._content is None:
            self._content = read_content(self.text, self.stemming, self.unscored, self.tokens)
            self.tokens = None  # done with
        return self._content

    def __getstate__(self) -> dict[str, object]:  # a worker works the content out again
        return {**self.__dict__, "_content": None}


# Stems by number, in this process: a stem's id, and the stem of an id. Content words are
# compared by their stems' ids; a process works out the content of every document it compares.
_STEM_ID: dict[str, int] = {}
_STEMS: list[str] = []
_WIDE: list[bool] = []  # the stem is one character of a script without spaces
# (language, or "" for words as written) -> word-token hash -> stem id: a word met before costs
# one lookup of an int, no slicing of the text and no stemming.
_BY_VALUE: dict[str, dict[int, int]] = {}


# lang -> (words known, their token hashes sorted, their stem ids): ``known_stems``.
_KNOWN: dict[str, tuple[int, np.ndarray, np.ndarray]] = {}


def known_stems(lang: str) -> tuple[np.ndarray, np.ndarray]:
    """The token hashes whose stem ``lang`` ("" for words as written) knows, sorted, and their
    stem ids: a block's words looked up in one search (``contents``), not one by one."""
    known = _BY_VALUE.get(lang, {})
    got = _KNOWN.get(lang)
    if got is None or got[0] != len(known):
        keys = np.fromiter(known.keys(), np.int64, len(known))
        ids = np.fromiter(known.values(), np.int64, len(known))
        order = np.argsort(keys)
        got = _KNOWN[lang] = (len(known), keys[order], ids[order])
    return got[1], got[2]


def _stem_ids(
    text: str, values: np.ndarray, starts: np.ndarray, ends: np.ndarray, lang: str
) -> np.ndarray:
    """The stem id of each distinct word (its token hash ``values``, its span in ``text``);
    ``lang`` "": the word as written."""
    known = _BY_VALUE.setdefault(lang, {})
    keys = values.tolist()
    got = [known.get(k, -1) for k in keys]
    todo = [i for i, g in enumerate(got) if g < 0]
    if todo:
        s_, e_ = starts[todo].tolist(), ends[todo].tolist()
        words = [text[a:b] for a, b in zip(s_, e_)]
        stemmed = language.stems(lang).many(words) if lang else words
        for i, w in zip(todo, stemmed):
            sid = _STEM_ID.get(w)
            if sid is None:
                sid = _STEM_ID[w] = len(_STEMS)
                _STEMS.append(w)
                _WIDE.append(len(w) == 1 and not w.isascii())
            got[i] = known[keys[i]] = sid
    return np.array(got, dtype=np.int64)


def read_content(
    text: str, stemming: bool, unscored: np.ndarray | None = None, tokens: Tokens | None = None
) -> Content:
    """Content words of ``text``: without the stop words of its language, stemmed (or, with
    ``stemming`` off, every word as written), grouped in sentences; words starting at an
    ``unscored`` character are left out. ``tokens``: the text's word tokens
    (``shingles.token_values``), if the caller has them.

    Each distinct word is stemmed once; stop words are told by their token hashes."""
    if tokens is None:
        tokens = many_token_values([text], Unit.WORD)[0]
    values, starts, ends = tokens
    every_word = starts.astype(np.int64)
    keep = np.ones(len(values), dtype=bool)
    if unscored is not None and len(starts):
        keep &= ~unscored[starts]
    lang = language.UNKNOWN
    if stemming:
        table = language.stop_table()
        stop = table.index(values)
        lang = language.detect_words(text, table.bits[stop[keep & (stop >= 0)]], int(keep.sum()))
        if lang in table.codes:  # the language's own stop words go
            bit = np.uint64(1 << table.codes.index(lang))
            keep &= (stop < 0) | ((table.bits[np.maximum(stop, 0)] & bit) == 0)
    values, starts, ends = values[keep], starts[keep].astype(np.int64), ends[keep].astype(np.int64)
    order = np.argsort(values, kind="stable")
    new = first_of_runs(values[order])
    which = np.cumsum(new) - 1  # the distinct word of each token, in sorted order
    inverse = np.empty(len(order), dtype=np.int64)
    inverse[order] = which
    firsts = order[new]
    ids = _stem_ids(text, values[firsts], starts[firsts], ends[firsts], lang if stemming else "")
    sent = sentence_ids(text, starts)
    c = Content(lang, ids[inverse], starts, ends, sent, words=every_word)
    bounds = c.bounds = np.append(runs(sent)[0], len(sent))
    # Distinct (sentence, stem) entries, sorted by stem.
    n_sent = max(len(bounds) - 1, 1)
    tok_sent = np.repeat(np.arange(len(bounds) - 1, dtype=np.int64), np.diff(bounds))
    entry = np.sort(c.stem_ids * n_sent + tok_sent)
    new = first_of_runs(entry)
    c.entry_word, c.entry_sent = entry[new] // n_sent, entry[new] % n_sent
    c.entry_tf = np.diff(np.append(np.flatnonzero(new), len(entry)))
    c.size = np.bincount(c.entry_sent, minlength=len(bounds) - 1)
    # Sentences of a no-space script (their first word is one such character) count half.
    wide = np.array([_WIDE[i] for i in c.stem_ids[bounds[:-1]].tolist()], dtype=bool)
    c.weight = np.where(wide, -(-c.size // NO_SPACE_PER_WORD), c.size)
    return c


def _shared(a: Content, b: Content) -> tuple[np.ndarray, np.ndarray, np.ndarray, bool]:
    """(sentence of a, sentence of b, distinct content words they share) for every two sentences
    that share one: one pass over the words the documents share (each (sentence of a, word)
    entry meets the entries of b with the same word), the pairs counted by a sort; and whether
    ``MAX_ALIGN_ROWS`` left the most repeated words out."""
    empty = np.zeros(0, dtype=np.int64)
    if not len(a.size) or not len(b.size):
        return empty, empty, empty, False
    lo = np.searchsorted(b.entry_word, a.entry_word, side="left")
    n = np.searchsorted(b.entry_word, a.entry_word, side="right") - lo
    cut = int(n.sum()) > MAX_ALIGN_ROWS
    if cut:  # the entries whose words b holds least often, up to the bound
        order = np.argsort(n, kind="stable")
        n[order[np.cumsum(n[order]) > MAX_ALIGN_ROWS]] = 0
    if not n.any():
        return empty, empty, empty, cut
    nb = len(b.size)
    code = np.sort(np.repeat(a.entry_sent, n) * nb + b.entry_sent[ranges(lo, n)])
    at, hits = runs(code)
    u = code[at]
    return u // nb, u % nb, hits, cut


def _aligned(
    a: Content, i: np.ndarray, j: np.ndarray, hits: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """Of ``_shared``'s output (``i`` the sentences of a): (sentence of a, its best sentence of
    the other) where that one holds ``ALIGN`` of its words (the most, the first on a tie)."""
    best = np.lexsort((j, -hits, i))
    i = i[best]
    top = first_of_runs(i)
    i, j, hits = i[top], j[best][top], hits[best][top]
    ok = a.counted[i] & (hits >= ALIGN * a.size[i])
    return i[ok], j[ok]


def alignment(a: Content, b: Content) -> tuple[np.ndarray, np.ndarray]:
    """(sentences of a, their best sentences of b), in a's order, for each counted sentence of a
    whose content words are found, for at least ``ALIGN`` of them, in that one sentence of b
    (the one with the most, the first of those on a tie)."""
    found = a.aligned.get(b.number)
    if found is None:
        i, j, hits, cut = _shared(a, b)
        found = a.aligned[b.number] = _aligned(a, i, j, hits)
        b.aligned[a.number] = _aligned(b, j, i, hits)
        if cut:
            a.cut.add(b.number)
            b.cut.add(a.number)
        # Whether the sentence pairs that may seed a reworded passage (by Dice alone: the
        # cosine costs more) lie close enough for one (``alignment.close``); seeds are fewer.
        m = 2 * hits > SEED_DICE * (a.size[i] + b.size[j])
        a.like[b.number] = b.like[a.number] = close(i[m]) and close(j[m])
    return found


def _share(a: Content, aligned: tuple[np.ndarray, np.ndarray]) -> float:
    total = int(a.weight[a.counted].sum())
    return int(a.weight[aligned[0]].sum()) / total if total else 0.0


def score(a: Source, b: Source, passage: bool = True) -> float:
    """The paraphrase score of two documents (see the module docstring), 0 to 1; with
    ``passage``, the best reworded passage's score too (``passage_score``). The sentences two
    documents share words in are worked out once, for both directions."""
    ca, cb = a.content, b.content
    share = max(_share(ca, alignment(ca, cb)), _share(cb, alignment(cb, ca)))
    return max(share, passage_score(ca, cb)) if passage else share


def passage_score(a: Content, b: Content) -> float:
    """The cosine of the best reworded passage (``alignment.align``) that is evidence: aligned
    sentence after sentence (at least ``MIN_SEEDS`` aligned pairs, for more than
    ``SEED_DENSITY`` of the sentences of its longer side), and either alike in itself (a cosine
    of ``ALIKE`` or more) or markedly more alike than the two documents as wholes (by
    ``STANDS_OUT``): two essays of a class on one topic align a sentence here and there, and
    their passages are no more alike than the essays. 0 when there is none (at once when the
    sentence pairs alike enough to seed one lie too far apart: ``alignment``)."""
    if not a.like.get(b.number, True):
        return 0.0
    return max((f.cosine for f in reworded(a, b) if evidence(f)), default=0.0)


def languages(a: Source, b: Source) -> str:
    """The two documents' languages, as the reports show them ("de", or "de / fr")."""
    la, lb = a.content.lang, b.content.lang
    return la if la == lb else f"{la} / {lb}"


def reworded(a: Content, b: Content) -> list[Found]:
    """``alignment.align`` of a and b, worked out once for both directions."""
    found = a.found.get(b.number)
    if found is None:
        found = a.found[b.number] = align(a, b)
        b.found[a.number] = [
            Found(
                f.j0,
                f.j1,
                f.i0,
                f.i1,
                f.cosine,
                f.seeds,
                f.sents_b,
                f.sents_a,
                f.whole,
                tuple(sorted((j, i) for i, j in f.pairs)),
                f.summary,
            )
            for f in found
        ]
    return found


def passages(a: Source, b: Source) -> list[tuple[int, int, int, int, int]]:
    """Reworded passages (``alignment.align``) as (a_start, a_end, b_start, b_end, words)
    spans of the compared texts, whole sentences (from the word after the end mark before, to
    the end mark after), words counted on a's side (stop words too); cut where
    ``alignment.UNSHARED`` sentences in a row have no aligned partner: a paragraph the other
    document does not share is not shown as shared because shared ones surround it (a
    summary's passage, whose source side is sparse by nature, stays whole)."""
    ca, cb = a.content, b.content
    a_start, a_end, a_before, a_upto = ca.sentences
    b_start, b_end, _, _ = cb.sentences
    out = []
    for f in reworded(ca, cb):
        for piece in [list(f.pairs)] if f.summary else pieces(list(f.pairs)):
            i0, i1 = min(p[0] for p in piece), max(p[0] for p in piece)
            j0, j1 = min(p[1] for p in piece), max(p[1] for p in piece)
            a0, a1 = whole_sentences(a.text, a_start[i0], a_end[i1])
            b0, b1 = whole_sentences(b.text, b_start[j0], b_end[j1])
            out.append((a0, a1, b0, b1, a_upto[i1] - a_before[i0]))
    return out


def aligned_spans(a: Source, b: Source) -> list[tuple[int, int]]:
    """[start, end) in a's compared text of each sentence of a whose content words one sentence
    of b holds for ``ALIGN`` of them (``alignment``)."""
    ca, cb = a.content, b.content
    found = alignment(ca, cb)[0]
    if not len(found):
        return []
    start, end, _, _ = ca.sentences
    return [(start[i], end[i]) for i in found.tolist()]


# -- hooks: the shingle stage, banding, verification, passages -------------------------------------


def attach(
    shingles: Sequence[Shingles],
    texts: Sequence[str],
    words: Sequence[Tokens],
    stemming: bool,
    keys: bool = True,
) -> None:
    """Give each document's shingles its ``Source`` and (``keys``) its sentence keys (the
    shingle stage).

    Words that no scored shingle covers (template text, quotations and other excluded text)
    are left out of both."""
    values, starts = [], []
    for sh, text, (v0, s0, e0) in zip(shingles, texts, words):
        v, s = v0, s0
        unscored = _unscored(sh, len(text))
        if unscored is not None and len(s):
            keep = ~unscored[s]
            v, s = v[keep], s[keep]
        values.append(v)
        starts.append(s)
        sh.para = Source(text, stemming, unscored, (v0, s0, e0))
    if keys:
        for sh, k in zip(shingles, sentence_keys_many(texts, values, starts)):
            sh.para_keys = k


def _unscored(sh: Shingles, n: int) -> np.ndarray | None:
    """Characters of the compared text that no scored shingle covers (None: there are none)."""
    if sh.scored.all():
        return None
    cover = np.zeros(n + 1, dtype=np.int64)
    np.add.at(cover, sh.starts[sh.scored], 1)
    np.add.at(cover, sh.ends[sh.scored], -1)
    return np.append(np.cumsum(cover[:n]) <= 0, True)


def keep_content(old: Shingles, new: Shingles) -> None:
    """A document read again whole (for passages) keeps the content words its verification
    worked out, if it has them: they are not worked out twice."""
    a, b = old.para, new.para
    if a is not None and b is not None and a._content is not None and a.text == b.text:
        b._content, b.tokens = a._content, None


def pair_scores(x: Shingles, y: Shingles, passage: bool = True) -> tuple[float, str]:
    """(paraphrase score, languages) of two documents' shingles; (0, "") when either has none.
    ``passage``: with the reworded passages' score (``score``)."""
    if x.para is None or y.para is None:
        return 0.0, ""
    return score(x.para, y.para, passage), languages(x.para, y.para)


def cut_short(x: Shingles, y: Shingles) -> bool:
    """Whether the alignment of two documents (worked out) was cut short (``MAX_ALIGN_ROWS``)."""
    if x.para is None or y.para is None or x.para._content is None:
        return False
    return y.para._content is not None and y.para._content.number in x.para._content.cut


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
    bits = min(max(int(-(-total // _KEYS_AT_ONCE) - 1).bit_length(), 0), 8)
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
