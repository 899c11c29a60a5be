"""The evidence two documents give: a verified pair with its scores, and the passages they share.

Plain data, shared by every stage of the compare room and by the fronts (the one definition of a
pair and of a passage).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from plagcheck.i18n import Msg, msg

# The credit a student gave for a passage, best first (Turnitin's "Cited and quoted", "Missing
# citation", "Missing quotations", "Not cited or quoted").
QUOTED_AND_CITED = "quoted_and_cited"
QUOTED_NOT_CITED = "quoted_not_cited"
CITED_NOT_QUOTED = "cited_not_quoted"
UNCREDITED = "uncredited"
CREDITS = (QUOTED_AND_CITED, QUOTED_NOT_CITED, CITED_NOT_QUOTED, UNCREDITED)


_RANK = {c: i for i, c in enumerate(CREDITS)}


def lesser_credit(a: str, b: str) -> str:
    """The lesser of two credits (the later in ``CREDITS``); an unknown word counts as none."""
    return a if _RANK.get(a, 3) >= _RANK.get(b, 3) else b


# A share of shingles that makes a pair a copy (``Pair.copied``), and of a reworded passage that
# makes it one (``passages._copied``): exact passages show it to the word.
COPIED = 0.8


@dataclass(frozen=True)
class Passage:
    """A shared passage: [start, end) character spans in the two original texts.

    ``credit_a`` and ``credit_b`` are the credit each side gave it (one of ``CREDITS``; a
    reference text's side is ``quoted_and_cited``: it owes no credit), ``citation`` the citation
    text found next to it (on the student's side; A's where both are students), or None. They
    are read with the passage, where its documents are (``compare.credit.credit_passages``).
    """

    a_start: int
    a_end: int
    b_start: int
    b_end: int
    words: int  # words in the passage (A side)
    # Found by sentence alignment (a reworded copy: engine/paraphrase.py), not as shared shingles.
    reworded: bool = False
    credit_a: str = UNCREDITED
    credit_b: str = UNCREDITED
    citation: str | None = None
    # Inside a reference list or a notes section on either side (such text never makes a match
    # unless ``Params.count_references``: ``compare.credit.assign``).
    in_references: bool = False
    # The evidence a reworded passage holds (``alignment.mass``), judged against the class's
    # other pairs (``compare.rewording``); a passage of shared text needs no such judgement.
    mass: float = math.inf
    # Exact passages inside a reworded one that lend it their evidence (``passages._one_to_one``,
    # ``lent``) and what its own alignment holds: where that is weak, they are shown instead of
    # it (``given_way``): the copied sentences, not a weak alignment around them.
    inside: tuple[Passage, ...] = ()
    own: float = math.inf

    @property
    def credit(self) -> str:
        """The passage's credit group: the lesser of the two sides' credits."""
        return lesser_credit(self.credit_a, self.credit_b)

    def shared(self) -> dict[str, Any]:
        """The passage as every report holds it (the JSON's ``shared``)."""
        return {
            "a": [self.a_start, self.a_end],
            "b": [self.b_start, self.b_end],
            "words": self.words,
            "credit": self.credit,
            "credit_a": self.credit_a,
            "credit_b": self.credit_b,
            "citation": self.citation,
            "reworded": self.reworded,
        }


@dataclass(frozen=True)
class PassageStats:
    """What a pair's passages add to its scores (the columns of the reports)."""

    passages: int
    longest: int  # words
    coverage_a: float  # share of A's non-space original characters inside a passage
    coverage_b: float
    found: tuple[Passage, ...] = ()  # the passages, longest first
    cut_short: str = ""  # what a bound on the work left out (Pair.cut_short), if anything


@dataclass
class Pair:
    """Two documents (indices into the result's documents) and their scores."""

    a: int
    b: int
    estimated_jaccard: float
    exact_jaccard: float
    bag_jaccard: float
    containment_a_in_b: float
    containment_b_in_a: float
    bands_matched: int
    # The largest share of any stretch of `window` shingles of one document found in the other:
    # a paragraph pasted into a long essay scores high here while whole-document scores stay low.
    local_containment: float = 0.0
    reported: bool = False
    identical: bool = False
    # Filled in by the passage stage for reported pairs.
    passages: int = 0
    longest_passage: int = 0
    coverage_a: float = 0.0
    coverage_b: float = 0.0
    # The passages themselves (spans in the two original texts), longest first.
    spans: tuple[Passage, ...] = ()
    # Reworded copies (engine/paraphrase.py): the share of content words in sentences whose
    # words are found in one sentence of the other document, whatever their order or form.
    paraphrase: float = 0.0
    language: str = ""  # the documents' languages ("de", or "de / fr"), when read
    # What a bound on the work cut short in this pair (long, repetitive texts), as the reports
    # say it; empty when nothing was.
    cut_short: str = ""
    # Whether the passage stage found no passage in the pair, neither of shared text nor
    # reworded: whole-document containment then counts shingles scattered through the texts (a
    # short essay's char 5-grams found here and there in a long one of the same vocabulary:
    # bench/related.py's 5,000 essays, a fifth related, had 13 such pairs), and alone it does
    # not report the pair. (Heavily edited copies keep their reworded passages: reported.)
    scattered: bool = False
    # Whether the pair's figures reported it but no passage is left to show (none found, or its
    # reworded ones hold too little: ``compare.rewording``): listed apart, never reported.
    no_passage: bool = False
    # Whether the pair was verified for text common to the class (``compare.common``): its
    # passages are found whatever its figures, and it is reported only if they report it.
    probe: bool = False

    @property
    def containment(self) -> float:
        return max(self.containment_a_in_b, self.containment_b_in_a)

    def verbatim(self, threshold: float, containment_cut: float) -> bool:
        """Whether shared shingles alone report the pair: the whole texts (``whole``), or
        containment of a stretch at the cut."""
        return self.whole(threshold, containment_cut) or self.local_containment >= containment_cut

    def whole(self, threshold: float, containment_cut: float) -> bool:
        """Whether the whole texts' shared shingles report the pair: identical texts, Jaccard
        at the threshold, containment of the whole (where it forms passages) at the cut."""
        return (
            self.identical
            or self.exact_jaccard >= threshold
            or (self.containment >= containment_cut and not self.scattered)
        )

    @property
    def copied(self) -> bool:
        """Whether shared shingles show a copy whatever the settings: ``COPIED`` of the pair,
        of one document or of a stretch of one (``local_containment``) shared. Its reworded
        passages are looked for only outside its exact ones (``passages.find_passages_many``)."""
        return max(self.exact_jaccard, self.containment, self.local_containment) >= COPIED

    @property
    def score(self) -> float:
        """The number the ranking uses: the strongest evidence of the pair."""
        return max(self.exact_jaccard, self.containment, self.local_containment, self.paraphrase)


def passages_cut(times: int) -> Msg:
    """What a pair says when text repeated more than ``times`` times was left out of its
    passages (passages.MAX_REPEATS)."""
    return msg(
        "work cut short: text repeated more than {times} times in the other document is "
        "not shown as passages",
        times=times,
    )


# The least evidence a reworded passage needs against a reference text or a library's article:
# the class's random pairs tell what two students share by chance, not what a student shares
# with a text on the topic; the class's weights (``text.background``) still make its topic's
# words weigh nothing (the Clough answers against their five articles in a library of others on
# their topics: light 16 -> 19, heavy 12 -> 15 of 19, no other article matched; docs/library.md).
SOURCE_CUT = 2.0
# A quotation's length (characters of a side): what many students, or many articles, carry and
# no one copied from another is at most this long (``common``, ``credit.held_widely``); a
# paragraph many hold was copied, whoever wrote it first.
QUOTATION = 600


def at_cut(passages: Sequence[Passage], cut: float) -> list[Passage]:
    """The passages holding ``cut`` or more (``given_way`` first)."""
    return [q for q in given_way(passages, cut) if q.mass >= cut - 1e-9]


def given_way(passages: Sequence[Passage], cut: float) -> list[Passage]:
    """The passages, a reworded one that holds ``cut`` only through exact passages inside it
    (``Passage.inside``) replaced by them where its own alignment holds less, and less than
    ``SOURCE_CUT``: the copied sentences are shown, not a weak alignment around them (a 209-word
    passage of two essays' points made alike, holding 1.0, around the 27 words of an article's
    sentence both wrote). One holding more shows how far a reworded copy reaches."""
    weak = min(cut, SOURCE_CUT) - 1e-9
    return [x for q in passages for x in (q.inside if q.inside and q.own < weak else (q,))]


def lent(parts: Sequence[Passage]) -> dict[str, Any]:
    """What passages joined into one hold apart (``Passage.inside``, ``own``): the exact ones,
    which lend a reworded whole their evidence, and the most a reworded one holds of its own;
    none where none is reworded (the whole is its exact passages')."""
    reworded = [q for q in parts if q.reworded]
    if not reworded:
        return {"inside": (), "own": math.inf}
    pieces = tuple(x for q in parts for x in (q.inside if q.reworded else (q,)))
    return {"inside": pieces, "own": max(q.own if q.inside else q.mass for q in reworded)}
