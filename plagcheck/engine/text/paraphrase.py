"""Reworded copies: sentences that keep their words but not their order or form.

A student who rewrites a source shuffles the words of a sentence, replaces some by synonyms or
other forms, and moves sentences around; exact shingles (runs of k words) then barely match. Here
a document is a list of sentences, each the *set* of its content words (stop words of its language
dropped, the rest stemmed: ``language``), so the order of words inside a sentence and the order of
sentences do not count, and a word's form ("analysed" / "analysing") does not either.

- **Candidates** (every document, cheap): ``sentence_keys``, word pairs of each sentence that a
  shuffled, moved or partly reworded sentence keeps; two documents that share enough of them
  become a candidate pair, verified like any other.
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
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from plagcheck.engine.arrays import first_of_runs, ranges, runs
from plagcheck.engine.params import Unit
from plagcheck.engine.text import language
from plagcheck.engine.text.alignment import (
    ALIKE,
    MIN_CHARS,
    MIN_SEEDS,
    SEED_DICE,
    Found,
    Weighed,
    align,
    best_seeds,
    bounded,
    close,
    evidence,
    mass,
    pieces,
    widen,
)
from plagcheck.engine.text.sentence_keys import KEY_WORDS, sentence_keys_many
from plagcheck.engine.text.sentences import sentence_ids, whole_sentences
from plagcheck.engine.text.shingles import Shingles, Tokens, many_token_values
from plagcheck.i18n import msg

ALIGN = 0.7  # share of a sentence's content words found in one sentence of the other document
MIN_SENTENCE = 3  # content words a sentence needs to count in the score
# Rows the alignment of two documents may make ((sentence of a, sentence of b) per shared word,
# ~40 bytes each while they are counted): two essays make a few thousand, two theses a few
# million; two texts of one sentence repeated 30,000 times would make ten billion. Past it the
# words held by the fewest sentences are aligned on (they tell where a sentence went; the most
# repeated add work, not evidence) and the pair says its rewording was cut short.
MAX_ALIGN_ROWS = 4_000_000
# What the reports say of a pair MAX_ALIGN_ROWS cut short.
REWORDING_CUT = msg(
    "work cut short: the texts repeat their sentences so often that rewording was compared "
    "on their rarest words only"
)
# Characters a no-space script packs per "word" of a Latin text: a Chinese sentence of 24
# characters says about as much as one of 12 English words.
NO_SPACE_PER_WORD = 2


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
    values: np.ndarray = field(default_factory=lambda: np.zeros(0, np.uint32))  # ... its hash
    # ``alignment`` with other documents' content (by their ``number``) as the paraphrase score
    # worked it out: the passages of a reported pair read it instead of aligning again.
    number: int = field(default_factory=itertools.count().__next__)
    aligned: dict[int, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)
    cut: set[int] = field(default_factory=set)  # numbers of those MAX_ALIGN_ROWS cut short
    # ``alignment.align`` with other documents' content, as worked out once for both.
    found: dict[int, list[Found]] = field(default_factory=dict)
    # Whether sentence pairs alike enough to seed a reworded passage lie close enough for one.
    like: dict[int, bool] = field(default_factory=dict)
    # Each entry's weight by the class's background (``background.weigh``; None: the words are
    # weighed by the two documents compared), and the background it was worked out for.
    idf: np.ndarray | None = None
    idf_key: tuple[int, ...] | None = None

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
    every_word, every_value = starts.astype(np.int64), values
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
    c = Content(lang, ids[inverse], starts, ends, sent, words=every_word, values=every_value)
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
    sentence pairs alike enough to seed one lie too far apart: ``alignment``). A passage that is
    not evidence where a sentence seeded with several of the other document stretched it may be
    by its best seeds alone (``alignment.bounded``: on PAN-13's training folder 9 more randomly
    obfuscated pairs and 11 more translated ones, docs/pan.md)."""
    if not a.like.get(b.number, True):
        return 0.0
    found = reworded(a, b)
    best = max((f.cosine for f in found if evidence(f)), default=0.0)
    stretched = [f for f in found if len(f.pairs) > MIN_SEEDS and not evidence(f)]
    if stretched:
        w = Weighed(a, b)
        best = max([best, *(g.cosine for g in (bounded(f, w) for f in stretched) if evidence(g))])
    return best


def languages(a: Source, b: Source) -> str:
    """The two documents' languages, as the reports show them ("de", or "de / fr")."""
    la, lb = a.content.lang, b.content.lang
    return la if la == lb else f"{la} / {lb}"


def reworded(a: Content, b: Content) -> list[Found]:
    """``alignment.align`` of a and b, worked out once for both directions."""
    found = a.found.get(b.number)
    if found is None:
        found = a.found[b.number] = align(a, b)
        b.found[a.number] = [_turned(f) for f in found]
    return found


def _turned(f: Found) -> Found:
    """A reworded passage of a and b as one of b and a."""
    seeds = sorted(((j, i), c) for (i, j), c in zip(f.pairs, f.cosines))
    pairs, cosines = tuple(p for p, _ in seeds), tuple(c for _, c in seeds)
    return Found(
        f.j0,
        f.j1,
        f.i0,
        f.i1,
        f.cosine,
        f.seeds,
        f.sents_b,
        f.sents_a,
        f.whole,
        pairs,
        f.summary,
        cosines,
    )


def passages(
    a: Source,
    b: Source,
    exact: Sequence[Sequence[int]] = (),
    shown: Callable[[tuple[int, int, int, int]], bool] | None = None,
) -> list[tuple[int, int, int, int, int, float]]:
    """Reworded passages (``alignment.align``) as (a_start, a_end, b_start, b_end, words,
    mass) spans of the compared texts (``alignment.mass``: the evidence each holds), whole
    sentences (from the word after the end mark before, to the end mark after), words counted
    on a's side (stop words too); cut where
    ``alignment.UNSHARED`` sentences in a row have no aligned partner: a paragraph the other
    document does not share is not shown as shared because shared ones surround it (a
    summary's passage, whose source side is sparse by nature, stays whole). One aligned
    sentence pair is a passage only where it is alike in itself (``alignment.ALIKE``): of the
    lone pairs this leaves out on PAN-13's training folder, 32 lay outside every plagiarism
    case and 14 inside one (docs/pan.md).

    A passage's sides are bounded by its seeds whose sentences are each other's best partner
    (``alignment.best_seeds``), and widened at its ends by sentence pairs a little alike
    (``alignment.widen``) into sentences that none of the ``exact`` passages (spans of the
    compared texts) holds; a passage that ``shown`` (given its unwidened span) turns down is
    left out before, and a piece shorter than ``alignment.MIN_CHARS`` on a side after."""
    ca, cb = a.content, b.content
    a_start, a_end, a_before, a_upto = ca.sentences
    b_start, b_end, _, _ = cb.sentences
    found = [f for f in reworded(ca, cb) if f.seeds >= MIN_SEEDS or f.cosine >= ALIKE]
    if not found:  # (a lone sentence pair not alike in itself: a topic's common words)
        return []
    spans, masses = [], []
    for f in found:
        seeds = best_seeds(f)
        for piece in [seeds] if f.summary else pieces(seeds):
            i0, i1 = min(p[0] for p in piece), max(p[0] for p in piece)
            j0, j1 = min(p[1] for p in piece), max(p[1] for p in piece)
            a0, a1 = whole_sentences(a.text, a_start[i0], a_end[i1])
            b0, b1 = whole_sentences(b.text, b_start[j0], b_end[j1])
            if shown is None or shown((a0, a1, b0, b1)):
                spans.append((i0, i1, j0, j1))
                masses.append(mass(f, piece))
    out = []
    free = [_free(c, [e[side : side + 2] for e in exact]) for c, side in ((ca, 0), (cb, 2))]
    for (i0, i1, j0, j1), held in zip(widen(ca, cb, spans, *free), masses):
        a0, a1 = _scored_part(a.unscored, *whole_sentences(a.text, a_start[i0], a_end[i1]))
        b0, b1 = _scored_part(b.unscored, *whole_sentences(b.text, b_start[j0], b_end[j1]))
        if min(a1 - a0, b1 - b0) >= MIN_CHARS:  # (a piece of a passage can be shorter)
            out.append((a0, a1, b0, b1, a_upto[i1] - a_before[i0], held))
    return out


def _scored_part(unscored: np.ndarray | None, s: int, e: int) -> tuple[int, int]:
    """[s, e) less the text at its ends that no scored shingle covers: whole sentences reach
    back to the end mark before, past a template's or a quotation's text that has none."""
    if unscored is None or s >= e:
        return s, e
    kept = np.flatnonzero(~unscored[s:e])
    return (s + int(kept[0]), s + int(kept[-1]) + 1) if len(kept) else (s, s)


def _free(c: Content, spans: Sequence[Sequence[int]]) -> np.ndarray:
    """Which sentences of c overlap none of the [start, end) ``spans``."""
    start, end, _, _ = c.sentences
    free = np.ones(len(start), dtype=bool)
    if spans and len(start):
        s, e = np.asarray(start), np.asarray(end)
        for lo, hi in spans:
            free &= (e <= lo) | (s >= hi)
    return free


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
    key_words: int = KEY_WORDS,
) -> None:
    """Give each document's shingles its ``Source`` and its sentence keys from its sentences'
    ``key_words`` smallest words (0: none; the shingle stage).

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
    if key_words:
        for sh, k in zip(shingles, sentence_keys_many(texts, values, starts, key_words)):
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
