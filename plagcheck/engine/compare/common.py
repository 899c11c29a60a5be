"""Text common to the class: what many students share, shown once and not held against them.

A class shares text no student copied from another: a prompt the teacher did not give to
plagcheck, a line of the worksheet, a quotation everyone used. Pair by pair it looks like copying
(thirteen students quoting a prompt make 78 pairs); as a whole it is one text that many students
have. MOSS leaves out what more than ``-m`` submissions share, Dolos and JPlag what a base file
or many submissions hold; here the shared passages themselves tell it: the sides of the reported
pairs' exact passages are linked where one passage joins them or where two of one student's sides
are mostly the same text, and a linked set reaching ``Params.common_students`` students or more
is a common text.

Students quote a text in pieces, and only a few of the pairs who share a piece share enough to be
reported: a prompt's sentence that 25 students restate, of whose pairs two are reported, is not
seen as common by those two alone; a reading that a class answers, each student quoting a few of
its sentences and no sentence of it in eight essays, is not seen at all. So each passage's sides
are read as word k-grams (the fingerprints' own, ``winnow``) and counted in every document at
hand: a run of k-grams that ``HELD_BY`` or more documents hold, ``common_students`` or more
between them, is text the class holds, and a passage whose two sides share fewer than
``OWN_WORDS`` words outside such text (and no more than inside it) is made of it. Such a passage
is linked to the others holding those k-grams, its set counts every document holding them (those
whose pairs were not reported too, and an archive's documents the scan read), and it is one text
however far its sides reached (a reworded passage joined across a quotation a student cut in
two, or across several of a reading's sentences). Its passages leave every pair (a pair that
shared only it is not reported) and it counts in no student's share; the reports list it once:
its text, who has it, where.

Fewer students sharing one text (a ring of five pasting one paragraph, in a class of 25 or of
500) stay pairs and a group: that is copying, from each other or from one source. So do students
who share more than it (most of their pairs share other text too: each copied several sentences of
one source), students for whom it is most of what they handed in, and a text longer than a
quotation (a paragraph pasted by many is copied, whoever wrote it first). One sentence is the
exception: half as many students (``QUOTED_WORDS``), none of whose pairs shares anything else,
quote a line of a reading the class was given.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from plagcheck.engine.arrays import (
    distinct,
    first_of_runs,
    in_each_other,
    locate,
    mixed,
    ranges,
    runs,
)
from plagcheck.engine.compare.credit import keep
from plagcheck.engine.compare.evidence import QUOTATION, Pair, Passage
from plagcheck.engine.compare.groups import Links
from plagcheck.engine.compare.similarity import merge_spans
from plagcheck.engine.model import Document, coverage
from plagcheck.engine.params import Unit
from plagcheck.engine.text import winnow
from plagcheck.engine.text.background import HELD_BY, LEAST_CLASS, Background
from plagcheck.engine.text.shingles import WORD, many_token_values
from plagcheck.engine.text.winnow import FP_K, by_characters, fingerprints_many, words_covered

_NONE = np.zeros(0, dtype=np.uint64)
_LOW = np.uint64(0xFFFFFFFF)
Held = np.ndarray  # the hashes of the k-grams of a passage that the class holds

__all__ = ["CommonText", "common_texts"]

# Two sides of one student's passages are one text where they overlap this much of the longer
# (at half, a passage joined across a student's copy of a friend and a pasted paragraph bridged
# the two: a ring of five became part of a text 23 students shared).
SAME_TEXT = 0.8
LOPSIDED = 0.5
# A text is common to the class where it is less than this share of most of the documents that
# hold it: a prompt quoted, a worksheet's line, a stock quotation in an essay of one's own.
# Students who each handed in mostly one text (eleven Clough answers pasted from one Wikipedia
# article) copied it: they stay pairs and a group.
PART_OF_WORK = 0.5
# ... and one whose sides share this many words outside it is more than the common text, whatever
# set it reached (a ring's pasted paragraph beside a sentence the whole class quotes).
PARAGRAPH_WORDS = 40
SENTENCE_GRAMS = 10  # (``_explained``: a run of k-grams longer than a sentence, 14 words)
PIECE_GRAMS = 2  # (``_class_text``: k-grams of a run a document holds a piece of)
# A passage of a sentence's length (``QUOTED_WORDS`` words on a side, ``QUOTED_CHARS`` characters
# in the median of a set's sides) that half of ``least`` students hold (3 of the default 6) is a
# line of a reading they quote, in a class of ``LEAST_CLASS`` or more: no one copied it from
# another ("the roof had to be completed before the framing for the mooring mast could take
# place", four students of 500 quoting the article the teacher did not give). A longer text needs
# ``least`` students, a paragraph is never common, and where two of them share other text too the
# sentence is theirs (``_copied_beyond``).
QUOTED_WORDS = 26
QUOTED_CHARS = 180
PARAGRAPH_PIECE = 4  # (... of a run of ``PARAGRAPH_WORDS``)
# A passage is text the class holds where fewer than this many of the words its sides share lie
# outside it (``_explained``; an exact passage this long is evidence by its length alone).
OWN_WORDS = 15


@dataclass(frozen=True)
class CommonText:
    """A text that many students share: an excerpt of it (the side most passages meet), its
    words, and each document holding it with its [start, end) spans in the original text."""

    text: str
    words: int
    documents: tuple[int, ...]
    spans: tuple[tuple[int, int, int], ...]  # (document, start, end)

    def as_dict(self, name: Sequence[str]) -> dict[str, object]:
        spans: dict[int, list[list[int]]] = {}
        for d, s, e in self.spans:
            spans.setdefault(d, []).append([s, e])
        return {
            "text": self.text,
            "words": self.words,
            "students": len(self.documents),
            "documents": [{"name": name[d], "spans": spans.get(d, [])} for d in self.documents],
        }


def common_texts(
    pairs: Sequence[Pair],
    docs: Sequence[Document],
    least: int,
    background: Background | None = None,
) -> list[CommonText]:
    """The texts ``least`` or more students share (the module docstring); their passages leave
    the pairs (a pair left with none is not reported). Reference texts are not students: a
    passage with one is never common. ``background``: the folder's, whose counts of word
    k-grams spare counting most passages again (``_held_sides``)."""
    links = Links()
    sides: list[tuple[int, int, int]] = []  # (document, start, end) of each node
    of_pair: list[tuple[Pair, int, int, bool]] = []  # (pair, passage, its A side's node, held)
    todo = [
        (p, k, q)
        for p in pairs
        if p.reported and not docs[p.a].source and not docs[p.b].source
        for k, q in enumerate(p.spans)
        if q.mass == math.inf  # (the same point made is not the same text)
    ]
    counted = None if background is None else background.grams
    own: set[tuple[int, int]] = set()  # (pair, passage) holding words of their own: never common
    # (students a sentence-long text needs: the comment at ``QUOTED_WORDS``)
    few = least if sum(not d.source for d in docs) < LEAST_CLASS else max(HELD_BY, -(-least // 2))
    found_all, held = _held_sides(todo, docs, (least, few), own, counted)
    nodes: list[int] = []  # the passages holding k-grams the class holds, and those k-grams
    grams: list[np.ndarray] = []
    for (p, k, q), found in zip(todo, found_all):
        a, b = q.a_end - q.a_start, q.b_end - q.b_start
        # Else a passage one of whose sides is under ``LOPSIDED`` of the other is not one text
        # (joined across a student's copy of a friend's essay and a pasted paragraph, it would
        # link the two).
        if found is None and min(a, b) < LOPSIDED * max(a, b):
            continue
        x, y = links.add(), links.add()
        sides += [(p.a, q.a_start, q.a_end), (p.b, q.b_start, q.b_end)]
        links.join(x, y)
        of_pair.append((p, k, x, found is not None))
        if found is not None and len(found):
            nodes.append(x)
            grams.append(found)
    hashes, first = _joined_by_grams(nodes, grams, links)
    _same_text(sides, links)
    sets = _Sets(sides, links, of_pair)
    held_by = _held_by(hashes, first, links, held)
    reach = {r: max(len({d for d, _, _ in ss}), len(held_by.get(r, ()))) for r, ss in sets.items()}
    texts = {
        root
        for root, n in reach.items()
        if n >= few
        and _part_of_work(sets[root], docs) < PART_OF_WORK
        and not sets.copied_beyond(root)
        and not _paragraph(sets[root])
    }
    common = {root for root in texts if reach[root] >= least}
    common |= {
        root
        for root in texts - common
        if _median_side(sets[root]) <= QUOTED_CHARS and not sets.copied_beyond(root, common)
    }
    if not common:
        return []
    out = [_text(sets[root], docs, held_by.get(root)) for root in sorted(common)]
    dropped: dict[int, set[int]] = {}
    for p, k, x, was_held in of_pair:
        # (a passage longer than a quotation that reached the set through one of its students
        # is more than the common text: it stays, as does one holding words of its own; one
        # whose shared words the class holds is it)
        q = p.spans[k]
        short = q.a_end - q.a_start <= QUOTATION and (id(p), k) not in own
        if links.find(x) in common and (was_held or short):
            dropped.setdefault(id(p), set()).add(k)
    for p in pairs:
        gone = dropped.get(id(p))
        if gone:
            keep(p, docs[p.a], docs[p.b], [q for k, q in enumerate(p.spans) if k not in gone])
    return sorted(out, key=lambda c: (-len(c.documents), -c.words))


def _joined_by_grams(
    nodes: list[int], grams: list[np.ndarray], links: Links
) -> tuple[np.ndarray, np.ndarray]:
    """Passages holding one k-gram the class holds are one text: each (its node in ``nodes``,
    its k-grams in ``grams``) joined to the first that holds it. Each k-gram, and that first
    passage's node."""
    flat = np.concatenate([np.zeros(0, np.uint32), *grams])
    node = np.repeat(np.array(nodes, dtype=np.int64), [len(g) for g in grams])
    order = np.argsort(flat, kind="stable")
    flat, node = flat[order], node[order]
    new = first_of_runs(flat)
    first = node[new][np.cumsum(new) - 1]
    for x, r in set(zip(node.tolist(), first.tolist())):
        links.join(x, r)
    return flat[new], first[new]


def _held_by(
    hashes: np.ndarray, first: np.ndarray, links: Links, held: _Holders
) -> dict[int, np.ndarray]:
    """The documents at hand holding each set's k-grams (``hashes``, each joined to the set of
    its ``first`` passage): those whose pairs were not reported too."""
    roots = np.array([links.find(r) for r in first.tolist()], dtype=np.int64)
    order = np.argsort(roots, kind="stable")
    roots, at = roots[order], np.searchsorted(held.hashes, hashes)[order]
    out: dict[int, np.ndarray] = {}
    for lo, n in zip(*(x.tolist() for x in runs(roots))):
        k = at[lo : lo + n]
        out[int(roots[lo])] = distinct(held.owner[ranges(held.first[k], held.counts[k])])
    return out


def _held_sides(
    todo: Sequence[tuple[Pair, int, Passage]],
    docs: Sequence[Document],
    least: tuple[int, int],
    own: set[tuple[int, int]],
    counted: Background | None = None,
) -> tuple[list[Held | None], _Holders]:
    """For each passage, the word k-grams of a side of it that ``HELD_BY`` or more documents
    hold, where the text the class holds explains that side
    (``_explained``); else None; and those k-grams with the documents holding them. Counted in
    the documents whose text is at hand (the class's, and an archive's the scan read); ``own``
    gets the passages whose sides share ``PARAGRAPH_WORDS`` or more words the class does not
    explain. ``counted``: the folder's k-grams ``HELD_BY`` or more of its documents hold
    (``Background.grams``): only those are looked for in the documents at hand (most of what a
    folder's copies share, a whole essay copied, is their writers' alone). Every side at once,
    each read from its document's k-grams (``_Read``)."""
    read = _Read(docs)  # (a passage's sides are read whole: its pair is reported)
    read.read(sorted({d for p, _, _ in todo for d in (p.a, p.b)}))
    # Each distinct side read once (a student's quotation meets many partners' passages).
    seen: dict[tuple[int, int, int], int] = {}  # (document, start, end): its number
    keys = [((p.a, q.a_start, q.a_end), (p.b, q.b_start, q.b_end)) for p, _, q in todo]
    of = np.array([seen.setdefault(k, len(seen)) for two in keys for k in two], dtype=np.int64)
    read_sides = [read.side(*key) for key in seen]
    grams, by_words = [g for g, _ in read_sides], [w for _, w in read_sides]
    size = np.array([len(g) for g in grams], dtype=np.int64)
    h = np.concatenate([np.zeros(0, np.uint32), *grams])
    ids = [i for i, d in enumerate(docs) if not d.source and d.text and not d.dropped_chars]
    # ``at``: where each k-gram is among those HELD_BY or more documents at hand hold (-1: not).
    # Only those the background counts HELD_BY or more documents holding may be (it counts the
    # folder's documents by their words: a side fingerprinted by characters, or an archive's
    # documents at hand, are looked for whatever it counts).
    if counted is not None and not any(docs[i].archived for i in ids):
        in_words = np.repeat(np.array(by_words, dtype=bool), size)
        often = counted.words[counted.docs >= HELD_BY]
        at = np.full(len(h), -1, dtype=np.int64)
        at[in_words] = locate(h[in_words], often, sorted_distinct=True)
        used = np.zeros(len(often) + 1, dtype=bool)
        used[at] = True  # (-1: the last, left out)
        held = _holders(distinct(np.concatenate([often[used[:-1]], h[~in_words]])), read, ids)
        at = np.append(locate(often, held.hashes, sorted_distinct=True), -1)[at]
        at[~in_words] = locate(h[~in_words], held.hashes, sorted_distinct=True)
    else:
        held = _holders(distinct(h), read, ids)
        at = locate(h, held.hashes, sorted_distinct=True)
    sides = _Sides(of, np.concatenate([[0], np.cumsum(size)]), at)
    common, words, explained = _explained(sides, h, held, least)
    cut = sides.cuts
    at = sides.at[sides.places]
    out: list[Held | None] = []
    for i, (p, k, _) in enumerate(todo):
        x = 2 * i if explained[2 * i] else 2 * i + 1
        if not explained[x] and max(words[2 * i], words[2 * i + 1]) >= PARAGRAPH_WORDS:
            own.add((id(p), k))
        span = slice(cut[x], cut[x + 1])
        out.append(held.hashes[at[span][common[span]]] if explained[x] else None)
    return out, held


@dataclass(frozen=True)
class _Sides:
    """The sides of the passages, two a passage, each distinct one read once: ``of``, each
    side's distinct side, whose k-grams lie from ``cut[u]`` to ``cut[u + 1]`` in ``at`` (where
    each is in ``_Holders``; -1: fewer than ``HELD_BY`` documents hold it)."""

    of: np.ndarray
    cut: np.ndarray
    at: np.ndarray

    @cached_property
    def cuts(self) -> np.ndarray:
        """Where each side's k-grams start (and the last ends), the sides laid end to end."""
        size = np.diff(self.cut)[self.of]
        return np.concatenate([[0], np.cumsum(size)]).astype(np.int64)

    @cached_property
    def places(self) -> np.ndarray:
        """Each side's k-grams' places among the distinct sides', laid end to end."""
        return ranges(self.cut[:-1][self.of], np.diff(self.cut)[self.of])


class _Read:
    """Each document's word k-gram hashes (``winnow``), read once; a side is those of its words."""

    def __init__(self, docs: Sequence[Document]) -> None:
        self.docs = docs
        self.of: dict[int, tuple[np.ndarray, np.ndarray, np.ndarray, bool]] = {}

    def read(self, ids: Sequence[int]) -> list[np.ndarray]:
        """The k-gram hashes of each of the documents ``ids``, in text order."""
        todo = [i for i in ids if i not in self.of]
        tokens = many_token_values([self.docs[i].text for i in todo], Unit.WORD)
        grams = winnow.kgrams([v for v, _, _ in tokens])
        for i, (_, starts, ends), g, chars in zip(todo, tokens, grams, by_characters(tokens)):
            if chars:  # (in any order: only ``_holders`` reads a whole document's)
                g = winnow.hashes(fingerprints_many([self.docs[i].text], every=True)[0])
            self.of[i] = (starts, ends, g, bool(chars))
        return [self.of[i][2] for i in ids]

    def side(self, d: int, start: int, end: int) -> tuple[np.ndarray, bool]:
        """The k-gram hashes of the words of [start, end) of document ``d``'s original text, and
        whether they are words' (else characters': text written without spaces)."""
        starts, ends, grams, chars = self.of[d]
        if chars:
            fps = fingerprints_many([_normalised(self.docs[d], start, end)], every=True)
            return (fps[0] >> np.uint64(32)).astype(np.uint32), False
        s, e = np.searchsorted(self.docs[d].offsets[:-1], [start, end])
        first, last = np.searchsorted(starts, s), np.searchsorted(ends, e, side="right")
        return grams[first : max(first, last - FP_K + 1)], True


def _holders(wanted: np.ndarray, read: _Read, ids: list[int]) -> _Holders:
    """The k-grams of ``wanted`` (sorted, distinct) that ``HELD_BY`` or more of the documents
    ``ids`` hold, and which documents hold them."""
    if not len(wanted):
        none = _NONE.astype(np.int64)
        return _Holders(wanted, none, none, none, _NONE, len(read.docs) + 1)
    every = read.read(ids)
    flat = np.concatenate([np.zeros(0, np.uint32), *every])
    owner = np.repeat(np.asarray(ids, dtype=np.int64), [len(g) for g in every])
    asked = locate(flat, wanted, sorted_distinct=True) >= 0
    high = flat[asked].astype(np.uint64) << np.uint64(32)
    code = distinct(high | owner[asked].astype(np.uint64))  # each document once a k-gram
    flat, owner = (code >> np.uint64(32)).astype(np.uint32), (code & _LOW).astype(np.int64)
    at, n = runs(flat)
    many = n >= HELD_BY
    same = np.add.reduceat(mixed(owner), at)[many] if len(at) else _NONE
    return _Holders(
        flat[at][many], n[many].astype(np.int64), at[many], owner, same, len(read.docs) + 1
    )


@dataclass(frozen=True)
class _Holders:
    """The k-grams ``HELD_BY`` or more documents hold (sorted), how many hold each, and where
    its documents start in ``owner``."""

    hashes: np.ndarray
    counts: np.ndarray
    first: np.ndarray
    owner: np.ndarray
    same: np.ndarray  # equal where the same documents hold two k-grams (``arrays.mixed``)
    span: int  # more than any document's index


def _explained(
    sides: _Sides, h: np.ndarray, held: _Holders, least: tuple[int, int]
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Where the text the class holds explains each side of a passage (``h``: the distinct
    sides' k-grams' hashes): of the words of k-grams the two sides share, fewer than
    ``OWN_WORDS``, and no more than the class holds, lie outside runs of k-grams that
    ``HELD_BY`` or more documents hold and ``least`` or more between them (``_class_text``).
    Every side at once, laid end to end (``_Sides.cuts``): the k-grams in such runs (a mask),
    how many shared words of each side lie outside, and whether it is explained."""
    cut, places = sides.cuts, sides.places
    side = np.repeat(np.arange(len(cut) - 1, dtype=np.int64), np.diff(cut))
    code = ((side >> 1).astype(np.uint64) << np.uint64(32)) | h[places]

    def look_up(which: np.ndarray) -> None:  # whether the other side of its passage has each
        x, y = which & (side % 2 == 0), which & (side % 2 == 1)
        shared[x], shared[y] = in_each_other(code[x], code[y])

    # The k-grams fewer than HELD_BY documents hold first (all ``alone`` reads), then the others
    # of passages the class may explain; none of a passage whose sides are the same k-grams.
    c, two = sides.cut.tolist(), sides.of.reshape(-1, 2).tolist()
    alike = [np.array_equal(h[c[u] : c[u + 1]], h[c[v] : c[v + 1]]) for u, v in two]
    same = np.repeat(np.repeat(np.array(alike, dtype=bool), 2), np.diff(cut))
    many, shared = sides.at[places] >= 0, same.copy()
    look_up(~same & ~many)
    alone = words_covered(shared & ~many, cut)
    total = np.concatenate([[0], np.cumsum(many)])
    # (the two alone share too much for the class to explain, or the class holds none of it)
    open_ = (alone < OWN_WORDS) & (total[cut[1:]] > total[cut[:-1]])
    look_up(~same & many & np.repeat(np.repeat(open_.reshape(-1, 2).any(axis=1), 2), np.diff(cut)))
    wanted = np.zeros(len(sides.cut) - 1, dtype=bool)
    wanted[sides.of[open_]] = True
    common = _class_text(sides.cut, sides.at, wanted, held, least)[places]
    inside, outside = words_covered(common, cut), words_covered(shared & ~common, cut)
    explained = open_ & (outside < OWN_WORDS) & (outside <= inside)
    return common, np.where(open_, outside, alone), explained


def _class_text(
    cut: np.ndarray, at: np.ndarray, wanted: np.ndarray, held: _Holders, least: tuple[int, int]
) -> np.ndarray:
    """The k-grams of the ``wanted`` texts (laid end to end, the i-th from ``cut[i]`` to
    ``cut[i + 1]``; ``at``: where each is in ``held``, -1 where fewer than ``HELD_BY`` documents
    hold it) in runs that ``HELD_BY`` or more documents hold and ``least`` or more hold a piece
    of between them (a reading's sentences, each quoted by a few students, some with a slip of
    their own; a ring of five holds its paragraph alone). ``least``: the students a text needs,
    and a sentence-long text (``QUOTED_WORDS``)."""
    side = np.repeat(np.arange(len(cut) - 1), np.diff(cut))
    place = np.flatnonzero((at >= 0) & wanted[side])
    new = np.ones(len(place), dtype=bool)
    new[1:] = (np.diff(place) > 1) | (side[place[1:]] != side[place[:-1]])
    run = np.cumsum(new) - 1
    n_runs = int(run[-1]) + 1 if len(run) else 0
    length = np.bincount(run, minlength=n_runs)
    # A document holds a piece of a run where it holds two of its k-grams, six words (one that
    # holds "I think that the" does not), or of a paragraph-long run four, eight words: two
    # students who each wrote one stock phrase of a ring's pasted paragraph ("cuando estaba en la
    # escuela secundaria") do not make its five one text of seven. (A run of a sentence's length,
    # a prompt restated, counts every document holding any of it.) Next k-grams of a run that the
    # same documents hold (a text a few of them copied) are read once.
    need = np.where(length >= PARAGRAPH_WORDS - FP_K + 1, PARAGRAPH_PIECE, PIECE_GRAMS)
    need[length <= SENTENCE_GRAMS] = 1
    k = at[place]
    group = np.flatnonzero(first_of_runs(run, held.same[k]))
    size = np.diff(np.append(group, len(k)))  # (k-grams in a row that its documents hold)
    # (a run in a sentence-long side needs ``few``: ``QUOTED_WORDS``)
    of_side = np.zeros(n_runs, dtype=np.int64)
    of_side[run] = side[place]
    quoted = np.diff(cut)[of_side] <= QUOTED_WORDS - FP_K + 1
    many, few = least  # (students a text needs; a sentence-long one: ``QUOTED_WORDS``)
    holders = np.where(quoted, few, many)
    # The same k-grams in many sides (a line of the reading that many quote) are read once.
    start = np.flatnonzero(new)
    at_in_run = (np.arange(len(place)) - start[run]).astype(np.uint64)
    key = np.add.reduceat(mixed((k.astype(np.uint64) << np.uint64(24)) | at_in_run), start)
    _, first, back = np.unique(key ^ quoted, return_index=True, return_inverse=True)
    rep = first[back]  # (the first run of the same k-grams, its side as long or as short)
    k, r = k[group], run[group]
    # Runs decided without reading their holders one by one (hundreds hold a line of the prompt).
    # Surely the class's: enough documents hold a piece of it in a row, or its k-grams held,
    # summed, leave enough documents holding a piece even if every other document held all it
    # could short of one. Surely not: fewer documents hold its k-grams than it needs, less those
    # of its most held k-grams short of a piece (a document holding a piece holds another).
    counts, most = held.counts[k], np.minimum(size, 7)
    held_sum = np.bincount(r, counts * most, minlength=n_runs)
    whole = held_sum - (need - 1) * held.span >= holders * np.bincount(r, most, minlength=n_runs)
    whole[r[(most >= need[r]) & (counts >= holders[r])]] = True
    short = np.where(most < need[r], counts, 0)
    top = np.maximum.reduceat(short, np.flatnonzero(first_of_runs(r))) if len(r) else short
    reach = (np.bincount(r, counts, minlength=n_runs) - top >= holders) & ~whole
    reach &= rep == np.arange(n_runs)
    k, r, size = k[reach[r]], r[reach[r]], size[reach[r]]
    docs = held.owner[ranges(held.first[k], held.counts[k])]
    # (run, document) and how many k-grams in a row it holds there, up to 7, sorted as one
    code = np.sort(
        (np.repeat(r, held.counts[k]) * held.span + docs) * 8
        + np.repeat(np.minimum(size, 7), held.counts[k])
    )
    starts, _ = runs(code >> 3)
    grams = np.add.reduceat(code & 7, starts) if len(starts) else code
    piece = grams >= need[(code[starts] >> 3) // held.span]
    pieces = np.bincount((code[starts[piece]] >> 3) // held.span, minlength=n_runs)
    common = np.zeros(len(at), dtype=bool)
    common[place] = ((pieces >= holders) | whole)[rep][run]
    return common


def _normalised(d: Document, start: int, end: int) -> str:
    """The normalised text of [start, end) of ``d``'s original."""
    s, e = np.searchsorted(d.offsets[:-1], [start, end])
    return d.text[s:e]


def _same_text(sides: list[tuple[int, int, int]], links: Links) -> None:
    """Join each student's sides that overlap ``SAME_TEXT`` of the longer of the two, or of the
    shorter where the longer is a quotation's length (``QUOTATION``: students quote more or
    less of one sentence; a copied essay holding a quoted line is not that line)."""
    order = sorted(range(len(sides)), key=lambda i: sides[i])
    open_: list[int] = []
    doc = -1
    for n, i in enumerate(order):
        d, s, e = sides[i]
        if n and sides[order[n - 1]] == sides[i]:  # (the same side of another passage)
            links.join(i, order[n - 1])
            continue
        if d != doc:
            doc, open_ = d, []
        open_ = [j for j in open_ if sides[j][2] > s]
        for j in open_:
            _, s2, e2 = sides[j]
            both = min(e, e2) - max(s, s2)
            longer, shorter = max(e - s, e2 - s2, 1), max(min(e - s, e2 - s2), 1)
            of = shorter if longer <= QUOTATION else longer
            if both >= SAME_TEXT * of:
                links.join(i, j)
        open_.append(i)


class _Sets(dict[int, list[tuple[int, int, int]]]):
    """The linked sets of passages' sides: each set's root and its sides (document, start, end);
    and each pair's passages, the set each reached and whether the class holds its words."""

    def __init__(
        self,
        sides: list[tuple[int, int, int]],
        links: Links,
        of_pair: list[tuple[Pair, int, int, bool]],
    ) -> None:
        super().__init__()
        for n, side in enumerate(sides):
            self.setdefault(links.find(n), []).append(side)
        self.passages: dict[int, list[tuple[int, bool]]] = {}  # pair: (set, held) a passage
        self.pairs: dict[int, set[int]] = {}  # set: the pairs sharing it
        for p, _, x, held in of_pair:
            root = links.find(x)
            self.passages.setdefault(id(p), []).append((root, held))
            self.pairs.setdefault(root, set()).add(id(p))

    def copied_beyond(self, root: int, common: set[int] | None = None) -> bool:
        """Whether most pairs that share one set share other text too: students who each
        copied several sentences of one source (Clough's answers and their Wikipedia article)
        share each sentence with many, and more besides; students quoting a prompt share the
        quote (and other pieces of text many documents hold: they quoted it in pieces).
        ``common``: the sets common to the class, given for a sentence a few students hold:
        whether any of its pairs shares another passage outside them, held or not (three copies
        of one source, its sentences reordered, share each sentence with the three alone)."""
        mine = self.pairs.get(root, set())
        beyond = sum(
            any(
                r != root and ((not held) if common is None else r not in common)
                for r, held in self.passages[pair]
            )
            for pair in mine
        )
        return beyond > 0 if common is not None else 2 * beyond > len(mine)


def _median_side(sides: list[tuple[int, int, int]]) -> int:
    """The median length (characters) of the sides of one linked set."""
    lengths = sorted(e - s for _, s, e in sides)
    return lengths[len(lengths) // 2]


def _paragraph(sides: list[tuple[int, int, int]]) -> bool:
    """Whether the sides of one linked set are, most of them, longer than a quotation: a
    paragraph that many students pasted is copying, whoever wrote it first."""
    return _median_side(sides) > QUOTATION


def _part_of_work(sides: list[tuple[int, int, int]], docs: Sequence[Document]) -> float:
    """The median share of its documents' text that one linked set of sides covers."""
    held: dict[int, list[tuple[int, int]]] = {}
    for d, s, e in sides:
        held.setdefault(d, []).append((s, e))
    shares = sorted(coverage(docs[d], merge_spans(spans)) for d, spans in held.items())
    return shares[len(shares) // 2]


def _text(
    mine: list[tuple[int, int, int]], docs: Sequence[Document], also: np.ndarray | None = None
) -> CommonText:
    """The common text of one linked set (its sides): each document's spans (merged), and the
    excerpt; ``also``: other documents holding it (its k-grams), where the passages did not
    reach."""
    spans: list[tuple[int, int, int]] = []
    for d, s, e in sorted(mine):
        if spans and spans[-1][0] == d and s <= spans[-1][2]:
            spans[-1] = (d, spans[-1][1], max(spans[-1][2], e))
        else:
            spans.append((d, s, e))
    # The excerpt: the side the most passages meet (the text as most students have it).
    (d, s, e), _ = Counter(mine).most_common(1)[0]
    text = docs[d].original[s:e] if docs[d].original else docs[d].text[s:e]
    return CommonText(
        " ".join(text.split()),
        len(WORD.findall(text)),
        tuple(sorted({d for d, _, _ in spans} | set(() if also is None else also.tolist()))),
        tuple(spans),
    )
