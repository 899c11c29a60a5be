"""Sentences of a text: where they end, which sentence each word is in, and a span widened to
whole sentences (what the rewording search and its passages read)."""

from __future__ import annotations

import re

import numpy as np

# Sentences end at these marks (Latin, CJK full-width, Devanagari, Arabic, Thai has none).
_END = ".!?;:。！？；：…।؟"
_END_RE = re.compile(f"[{re.escape(_END)}]")
_END_TABLE = np.zeros(0x10000, dtype=bool)
for _c in _END:
    _END_TABLE[ord(_c)] = True
# ASCII bytes to 1 (an end mark) or 0: ``bytes.translate`` is the lookup, read as bools.
_END_BYTES = bytes(int(_END_TABLE[b]) for b in range(256))
# A "sentence" longer than this many words (no punctuation: lists, Thai, stripped text) is cut
# into pieces of this length.
MAX_SENTENCE = 40


def end_marks(text: str) -> np.ndarray:
    """Whether each character of ``text`` ends a sentence."""
    if text.isascii():
        return np.frombuffer(text.encode("ascii").translate(_END_BYTES), dtype=bool)
    cps = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4")
    return _END_TABLE[np.minimum(cps, 0xFFFF)] & (cps <= 0xFFFF)


def cut_long(sent: np.ndarray) -> np.ndarray:
    """Sentence ids (non-decreasing, one per word) renumbered 0, 1, ... with runs longer than
    ``MAX_SENTENCE`` words cut: a new piece at every ``MAX_SENTENCE``-th word of a run."""
    if len(sent) == 0:
        return sent.astype(np.int64)
    new = np.empty(len(sent), dtype=bool)
    new[0] = True
    np.not_equal(sent[1:], sent[:-1], out=new[1:])
    at = np.flatnonzero(new)
    size = np.diff(np.append(at, len(sent)))
    for lo, n in zip(at[size > MAX_SENTENCE].tolist(), size[size > MAX_SENTENCE].tolist()):
        new[lo : lo + n : MAX_SENTENCE] = True  # long runs are rare: text without punctuation
    return np.cumsum(new, dtype=np.int64) - 1


def sentence_ids(text: str, starts: np.ndarray) -> np.ndarray:
    """Which sentence each word (by its start in ``text``) is in; long ones cut."""
    sent = np.concatenate([[0], np.cumsum(end_marks(text))])[starts]
    return cut_long(sent)


# How far a passage's ends move to the sentence's end marks (a sentence cut at MAX_SENTENCE words
# has none nearby).
_REACH = 300


def whole_sentences(text: str, start: int, end: int) -> tuple[int, int]:
    """[start, end) (from a sentence's first content word to its last) widened to the whole
    sentences: back to the first character after the end mark before, forward past the end
    mark after (at most ``_REACH`` characters either way)."""
    lo = max(0, start - _REACH)
    m = max((text.rfind(c, lo, start) for c in _END), default=-1)
    s = m + 1 if m >= 0 or lo == 0 else start
    while s < start and not text[s].isalnum():
        s += 1
    found = _END_RE.search(text, end, min(len(text), end + _REACH))
    return s, found.end() if found else end
