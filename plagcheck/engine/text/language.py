"""Languages: which language a document is written in, its stop words, a stemmer, and words of
scripts written without spaces.

Libraries (each ships its data inside the package: nothing is downloaded at run time):

- ``py3langid`` (BSD-3, maintained fork of langid.py, Lui & Baldwin 2012): 97 languages from a
  naive Bayes model of byte n-grams, 4.5 MB, ~0.2 ms for the first 600 characters of an essay.
  lingua-language-detector is more accurate on short snippets but several times larger and slower;
  simplemma's detector covers fewer languages and needs its dictionaries. Essays are long enough
  for langid's accuracy.
- ``PyStemmer`` (MIT/BSD, the Snowball project's own C stemmers): 30 languages, about a
  microsecond a word. Where Snowball has no stemmer, words are cut to their first
  ``PREFIX_STEM`` letters (a crude stemmer that works across languages).
- ``stop-words`` (BSD-3): stop-word lists of 33 languages as JSON.

Most documents never need langid's model (1-3 s to load in each process that verifies): where a
document's stop words clearly belong to one language (``detect_words``), that is its language;
langid decides the rest (close languages, scripts without a stop-word list, short texts).

Chinese, Japanese and Thai are written without spaces between words: each of their characters
is a word of its own (``NO_SPACE``), so a sentence is not one "word". A segmenter (jieba) would
give real words for Chinese only; characters work for every such script and need no dictionary.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

# Scripts written without spaces: CJK ideographs (and extensions, compatibility), kana, Thai,
# Lao, Khmer, Myanmar. Hangul is written with spaces between words and is left alone.
NO_SPACE = (
    "\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf"
    "\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\U00020000-\U0002fa1f"
)
_NO_SPACE_RE = re.compile(f"[{NO_SPACE}]")

# Characters read to tell the language: enough for langid, cheap on long essays.
DETECT_CHARS = 1500
UNKNOWN = "und"  # ISO 639-2 "undetermined"
PREFIX_STEM = 5

# ISO 639-1 code -> Snowball algorithm name (PyStemmer).
SNOWBALL = {
    "ar": "arabic", "hy": "armenian", "eu": "basque", "ca": "catalan", "cs": "czech",
    "da": "danish", "nl": "dutch", "en": "english", "eo": "esperanto", "et": "estonian",
    "fi": "finnish", "fr": "french", "de": "german", "el": "greek", "hi": "hindi",
    "hu": "hungarian", "id": "indonesian", "ms": "indonesian", "ga": "irish", "it": "italian",
    "lt": "lithuanian", "ne": "nepali", "no": "norwegian", "nb": "norwegian", "nn": "norwegian",
    "fa": "persian", "pl": "polish", "pt": "portuguese", "ro": "romanian", "ru": "russian",
    "sr": "serbian", "es": "spanish", "sv": "swedish", "ta": "tamil", "tr": "turkish",
    "yi": "yiddish",
}  # fmt: skip


_LOCK = threading.Lock()
_MODEL: list[Any] = []


def _identifier() -> Any:
    with _LOCK:  # loaded once, by whichever thread asks first
        if not _MODEL:
            from py3langid.langid import MODEL_FILE, LanguageIdentifier

            _MODEL.append(LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=False))
        return _MODEL[0]


def load_identifier() -> None:
    """Load the language identifier now (0.8 s the first time in a process), where a pause
    costs nothing: off a window's thread."""
    _identifier()


def detect(text: str) -> str:
    """The ISO 639-1 code of the language of ``text`` (its first ``DETECT_CHARS`` characters),
    or ``UNKNOWN`` when there is no letter to go by."""
    head = text[:DETECT_CHARS]
    if not any(c.isalpha() for c in head):
        return UNKNOWN
    return str(_identifier().classify(head)[0])


# Stop-word vote (``detect_words``): the stop words of the leading language must be at least
# VOTE_SHARE of a document's words, and those of the runner-up at most VOTE_MARGIN as many.
# English essays: 30-60% of their words are English stop words, the runner-up's (Slovak, whose
# list holds English words) ~45% as many; lists of close languages (Indonesian and Malay,
# Spanish and Catalan at times) leave the decision to langid.
VOTE_SHARE = 0.2
VOTE_MARGIN = 0.6


# Bits of a word hash that index the stop-word table's slots (2 MB, small enough to stay in a
# cache; a few dozen of them are shared by two stop words).
_SLOT_BITS = 20


@dataclass(frozen=True)
class StopTable:
    """The stop words of every list, by word-token hash (``shingles.token_values``): sorted
    ``hashes``, a bit per language for each (``codes`` in bit order), and ``slots``, indexed by
    the top ``_SLOT_BITS`` bits of a hash: 1 + the index of the stop word with those bits, 0
    where there is none, -1 where several share them (then a search tells)."""

    hashes: np.ndarray
    bits: np.ndarray
    codes: tuple[str, ...]
    slots: np.ndarray
    padded: np.ndarray  # hashes with a 0 before (slot 0: none) and after (slot -1: shared)

    def is_stop(self, values: np.ndarray) -> np.ndarray:
        """Whether each word-token hash is that of a stop word of some language."""
        # np.take: twice as fast as indexing with an array here.
        slot = np.take(self.slots, values >> np.uint32(32 - _SLOT_BITS))
        out = (np.take(self.padded, slot) == values) & (slot > 0)
        shared = np.flatnonzero(slot < 0)
        if len(shared):
            v = values[shared]
            at = np.minimum(np.searchsorted(self.hashes, v), len(self.hashes) - 1)
            out[shared] = self.hashes[at] == v
        return out

    def index(self, values: np.ndarray) -> np.ndarray:
        """For each word-token hash, the index of its stop word in ``hashes``, or -1."""
        slot = self.slots[values >> np.uint32(32 - _SLOT_BITS)].astype(np.intp) - 1
        at = np.maximum(slot, 0)
        out = np.where((slot >= 0) & (self.hashes[at] == values), slot, -1)
        shared = np.flatnonzero(slot == -2)
        if len(shared):
            v = values[shared]
            at = np.minimum(np.searchsorted(self.hashes, v), len(self.hashes) - 1)
            out[shared] = np.where(self.hashes[at] == v, at, -1)
        return out


@cache
def stop_table() -> StopTable:
    import mmh3
    from stop_words import LANGUAGE_MAPPING

    from plagcheck.engine.params import SHINGLE_SEED

    codes = tuple(sorted(LANGUAGE_MAPPING))[:64]
    bits: dict[int, int] = {}
    for i, code in enumerate(codes):
        for w in stop_words(code):
            h = mmh3.hash(w, SHINGLE_SEED, signed=False)
            bits[h] = bits.get(h, 0) | 1 << i
    hashes = np.array(sorted(bits), dtype=np.uint32)
    top = hashes >> np.uint32(32 - _SLOT_BITS)
    slots = np.zeros(1 << _SLOT_BITS, dtype=np.int16 if len(hashes) < 2**15 else np.int32)
    slots[top] = np.arange(1, len(hashes) + 1)
    slots[top[1:][top[1:] == top[:-1]]] = -1  # sorted hashes: slot mates are neighbours
    masks = np.array([bits[h] for h in hashes.tolist()], dtype=np.uint64)
    padded = np.concatenate([[0], hashes, [0]]).astype(np.uint32)
    return StopTable(hashes, masks, codes, slots, padded)


def detect_words(text: str, stop_bits: np.ndarray, n_words: int) -> str:
    """The language of ``text`` from its words: ``stop_bits`` are the ``StopTable.bits`` of
    those of its ``n_words`` words that are stop words. The language whose stop words the text
    uses, where that is clear (no model to load: ~30 us an essay), else ``detect`` (langid)."""
    codes = stop_table().codes
    if len(stop_bits):
        shifts = np.arange(len(codes), dtype=np.uint64)
        counts = ((stop_bits[:, None] >> shifts) & np.uint64(1)).sum(axis=0, dtype=np.int64)
        return vote(text, counts, n_words)
    return detect(text)


def vote(text: str, counts: np.ndarray, n_words: int) -> str:
    """``detect_words`` from the count of the text's words that are stop words of each language
    (``StopTable.codes`` order; the text has at least one stop word)."""
    codes = stop_table().codes
    second, first = np.sort(counts)[-2:] if len(counts) > 1 else (0, counts[0])
    if first >= VOTE_SHARE * n_words and second <= VOTE_MARGIN * first:
        return codes[int(np.argmax(counts))]
    return detect(text)


def no_space(text: str) -> bool:
    """Whether ``text`` is mostly written in a script without spaces between words."""
    head = text[:DETECT_CHARS]
    letters = sum(c.isalpha() for c in head)
    return letters > 0 and len(_NO_SPACE_RE.findall(head)) * 2 > letters


@cache
def stop_words(lang: str) -> frozenset[str]:
    """The stop words of ``lang`` (case-folded), empty where none are known."""
    from stop_words import LANGUAGE_MAPPING, get_stop_words

    name = LANGUAGE_MAPPING.get(lang)
    words = get_stop_words(name) if name else []
    if lang == "en":  # the Snowball list the exact shingles' stop-word option uses
        from plagcheck.engine.intake.normalise import stopwords

        words = [*words, *stopwords()]
    return frozenset(w.casefold() for w in words)


@cache
def _stemmer(lang: str) -> Any:
    import Stemmer

    name = SNOWBALL.get(lang)
    return Stemmer.Stemmer(name) if name else None


def stemmer_name(lang: str) -> str:
    """What stems words of ``lang``: a Snowball algorithm, or the prefix cut."""
    name = SNOWBALL.get(lang)
    return f"Snowball {name}" if name else f"first {PREFIX_STEM} letters"


class Stems:
    """Stems of the words of one language, cached (an essay repeats its words)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._stemmer = _stemmer(lang)
        self._cache: dict[str, str] = {}

    def __call__(self, word: str) -> str:
        return self.many([word])[0]

    def many(self, words: list[str]) -> list[str]:
        """The stems of ``words``; those not seen yet stemmed in one call."""
        out = [self._cache.get(w) for w in words]
        todo = [w for w, s in zip(words, out) if s is None]
        if not todo:
            return [s for s in out if s is not None]
        plain = [w for w in todo if len(w) > 1 and not _NO_SPACE_RE.match(w)]
        if self._stemmer is not None:
            done = self._stemmer.stemWords(plain)
        else:
            done = [w[:PREFIX_STEM] for w in plain]
        self._cache.update(zip(todo, todo))  # single letters, no-space characters: as they are
        self._cache.update(zip(plain, done))
        return [self._cache[w] for w in words]


@cache
def stems(lang: str) -> Stems:
    return Stems(lang)
