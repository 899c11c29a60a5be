"""Text common to the class: what many students share, shown once and not held against them.

A class shares text no student copied from another: a prompt the teacher did not give to
plagcheck, a line of the worksheet, a quotation everyone used. Pair by pair it looks like copying
(thirteen students quoting a prompt make 78 pairs); as a whole it is one text that many students
have. MOSS leaves out what more than ``-m`` submissions share, Dolos and JPlag what a base file
or many submissions hold; here the shared passages themselves tell it: the sides of the reported
pairs' exact passages are linked where one passage joins them or where two of one student's sides
are mostly the same text, and a linked set reaching ``Params.common_students`` students or more
is a common text. Its passages leave every pair (a pair that shared only it is not reported) and
it counts in no student's share; the reports list it once: its text, who has it, where.

Fewer students sharing one text (a ring of five pasting one paragraph, in a class of 25 or of
500) stay pairs and a group: that is copying, from each other or from one source. So do students
who share more than it (most of their pairs share other text too: each copied several sentences of
one source), students for whom it is most of what they handed in, and a text longer than a
quotation (a paragraph pasted by many is copied, whoever wrote it first).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from plagcheck.engine.compare.credit import keep
from plagcheck.engine.compare.evidence import Pair
from plagcheck.engine.compare.groups import Links
from plagcheck.engine.compare.similarity import merge_spans
from plagcheck.engine.model import Document, coverage
from plagcheck.engine.text.shingles import WORD

__all__ = ["CommonText", "common_texts"]

# Two sides of one student's passages are one text where they overlap this much of the longer
# (at half, a passage joined across a student's copy of a friend and a pasted paragraph bridged
# the two: a ring of five became part of a text 23 students shared).
SAME_TEXT = 0.8
LOPSIDED = 0.5
QUOTATION = 600  # characters
# A text is common to the class where it is less than this share of most of the documents that
# hold it: a prompt quoted, a worksheet's line, a stock quotation in an essay of one's own.
# Students who each handed in mostly one text (eleven Clough answers pasted from one Wikipedia
# article) copied it: they stay pairs and a group.
PART_OF_WORK = 0.5


@dataclass(frozen=True)
class CommonText:
    """A text that many students share: an excerpt of it (the side most passages meet), its
    words, and each document holding it with its [start, end) spans in the original text."""

    text: str
    words: int
    documents: tuple[int, ...]
    spans: tuple[tuple[int, int, int], ...]  # (document, start, end)

    def as_dict(self, name: Sequence[str]) -> dict[str, object]:
        return {
            "text": self.text,
            "words": self.words,
            "students": len(self.documents),
            "documents": [
                {"name": name[d], "spans": [[s, e] for i, s, e in self.spans if i == d]}
                for d in self.documents
            ],
        }


def common_texts(pairs: Sequence[Pair], docs: Sequence[Document], least: int) -> list[CommonText]:
    """The texts ``least`` or more students share (the module docstring); their passages leave
    the pairs (a pair left with none is not reported). Reference texts are not students: a
    passage with one is never common."""
    links = Links()
    sides: list[tuple[int, int, int]] = []  # (document, start, end) of each node
    of_pair: list[tuple[Pair, int, int]] = []  # (pair, passage index, its A side's node)
    for p in pairs:
        if not p.reported or docs[p.a].source or docs[p.b].source:
            continue
        for k, q in enumerate(p.spans):
            a, b = q.a_end - q.a_start, q.b_end - q.b_start
            # The same point made is not the same text (a passage holding some is: a quotation
            # cut short); nor is a passage one of whose sides is under ``LOPSIDED`` of the
            # other (one joined across a student's copy of a friend's essay and a pasted
            # paragraph would link the two).
            if q.mass != math.inf or min(a, b) < LOPSIDED * max(a, b):
                continue
            x, y = links.add(), links.add()
            sides += [(p.a, q.a_start, q.a_end), (p.b, q.b_start, q.b_end)]
            links.join(x, y)
            of_pair.append((p, k, x))
    _same_text(sides, links)
    students: dict[int, set[int]] = {}
    for node, (d, _, _) in enumerate(sides):
        students.setdefault(links.find(node), set()).add(d)
    common = {
        root
        for root, ds in students.items()
        if len(ds) >= least
        and _part_of_work(root, sides, links, docs) < PART_OF_WORK
        and not _copied_beyond(root, of_pair, links)
        and not _paragraph(root, sides, links)
    }
    if not common:
        return []
    out = [_text(root, sides, links, docs) for root in sorted(common)]
    dropped: dict[int, set[int]] = {}
    for p, k, x in of_pair:
        # (a passage longer than a quotation that reached the set through one of its students
        # is more than the common text: it stays)
        if links.find(x) in common and p.spans[k].a_end - p.spans[k].a_start <= QUOTATION:
            dropped.setdefault(id(p), set()).add(k)
    for p in pairs:
        gone = dropped.get(id(p))
        if gone:
            keep(p, docs[p.a], docs[p.b], [q for k, q in enumerate(p.spans) if k not in gone])
    return sorted(out, key=lambda c: (-len(c.documents), -c.words))


def _same_text(sides: list[tuple[int, int, int]], links: Links) -> None:
    """Join each student's sides that overlap ``SAME_TEXT`` of the longer of the two, or of the
    shorter where the longer is a quotation's length (``QUOTATION``: students quote more or
    less of one sentence; a copied essay holding a quoted line is not that line)."""
    order = sorted(range(len(sides)), key=lambda i: sides[i])
    open_: list[int] = []
    doc = -1
    for i in order:
        d, s, e = sides[i]
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


def _copied_beyond(root: int, of_pair: list[tuple[Pair, int, int]], links: Links) -> bool:
    """Whether most pairs that share one linked set of sides share other text too: students who
    each copied several sentences of one source (Clough's answers and their Wikipedia article)
    share each sentence with many, and more besides; students quoting a prompt share the quote."""
    roots: dict[int, set[int]] = {}  # each pair's linked sets
    for p, _, x in of_pair:
        roots.setdefault(id(p), set()).add(links.find(x))
    mine = [r for r in roots.values() if root in r]
    return 2 * sum(len(r) > 1 for r in mine) > len(mine)


def _paragraph(root: int, sides: list[tuple[int, int, int]], links: Links) -> bool:
    """Whether the sides of one linked set are, most of them, longer than a quotation: a
    paragraph that many students pasted is copying, whoever wrote it first."""
    lengths = sorted(e - s for i, (_, s, e) in enumerate(sides) if links.find(i) == root)
    return lengths[len(lengths) // 2] > QUOTATION


def _part_of_work(
    root: int, sides: list[tuple[int, int, int]], links: Links, docs: Sequence[Document]
) -> float:
    """The median share of its documents' text that one linked set of sides covers."""
    held: dict[int, list[tuple[int, int]]] = {}
    for node, (d, s, e) in enumerate(sides):
        if links.find(node) == root:
            held.setdefault(d, []).append((s, e))
    shares = sorted(coverage(docs[d], merge_spans(spans)) for d, spans in held.items())
    return shares[len(shares) // 2]


def _text(
    root: int, sides: list[tuple[int, int, int]], links: Links, docs: Sequence[Document]
) -> CommonText:
    """The common text of one linked set: each document's spans (merged), and the excerpt."""
    mine = [sides[i] for i in range(len(sides)) if links.find(i) == root]
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
        tuple(sorted({d for d, _, _ in spans})),
        tuple(spans),
    )
