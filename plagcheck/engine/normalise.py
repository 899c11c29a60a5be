"""Normalisation: the text that is compared, with a map back to the original text.

Every step rewrites (text, offsets) together: ``offsets[i]`` is the index in the original text of
normalised character ``i``. Steps touch only what they match (regular expressions over the text),
so a document costs a few regex passes, not a Python loop over characters.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np

from plagcheck.engine.model import Extracted
from plagcheck.engine.params import Params

Repl = Callable[[re.Match[str]], str]


def rewrite(
    text: str, offsets: np.ndarray, pattern: re.Pattern[str], repl: str | Repl
) -> tuple[str, np.ndarray, int]:
    """Replace each match of ``pattern``; returns (text, offsets, number of matches).

    Characters of a replacement map to the original position of the first character of its
    match (or of the character just after an empty replacement), so spans stay inside the text.
    """
    pieces: list[str] = []
    offs: list[np.ndarray] = []
    last = 0
    n = 0
    for m in pattern.finditer(text):
        s, e = m.span()
        new = repl if isinstance(repl, str) else repl(m)
        if new == text[s:e]:
            continue
        n += 1
        pieces.append(text[last:s])
        offs.append(offsets[last:s])
        pieces.append(new)
        offs.append(np.full(len(new), offsets[s], dtype=offsets.dtype))
        last = e
    if n == 0:
        return text, offsets, 0
    pieces.append(text[last:])
    offs.append(offsets[last:])
    return "".join(pieces), np.concatenate(offs), n


_SPACE = re.compile(r"\s+")


def collapse_whitespace(text: str, offsets: np.ndarray) -> tuple[str, np.ndarray]:
    """Any run of white space becomes one blank; leading and trailing space is dropped."""
    text, offsets, _ = rewrite(text, offsets, _SPACE, " ")
    start = len(text) - len(text.lstrip(" "))
    end = len(text.rstrip(" "))
    return text[start:end], offsets[start:end]


def fold_case(text: str, offsets: np.ndarray) -> tuple[str, np.ndarray]:
    low = text.casefold()
    if len(low) == len(text):
        return low, offsets
    # A few letters grow when folded (German sharp s -> "ss"): map each to its source position.
    return rewrite(text, offsets, re.compile(r"[^\W\d_]"), lambda m: m.group().casefold())[:2]


def normalise(ex: Extracted, params: Params) -> tuple[str, np.ndarray, np.ndarray, dict[str, int]]:
    """Normalised text, offsets into ``ex.text``, mask of characters that must not score, flags."""
    flags = dict(ex.flags)
    text = ex.text
    offsets = np.arange(len(text), dtype=np.int32)
    text, offsets = collapse_whitespace(text, offsets)
    if params.casefold:
        text, offsets = fold_case(text, offsets)
    excluded = np.zeros(len(text), dtype=bool)
    if params.exclude_hidden and ex.hidden:
        hidden = np.zeros(len(ex.text) + 1, dtype=bool)
        for s, e in ex.hidden:
            hidden[s:e] = True
        excluded |= hidden[offsets]
    offsets = np.append(offsets, len(ex.text)).astype(np.int32)
    return text, offsets, excluded, flags
