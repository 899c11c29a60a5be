"""All parameters of a scan in one frozen, self-validating dataclass."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import Enum
from typing import Any


class Unit(str, Enum):
    CHAR = "char"
    WORD = "word"


class Mode(str, Enum):
    SET = "set"
    BAG = "bag"


def _check_range(name: str, value: float, lo: float, hi: float) -> None:
    if not (lo <= value <= hi):
        raise ValueError(f"{name}={value!r} is out of range; allowed {lo} to {hi}")


@dataclass(frozen=True)
class Params:
    """What a scan computes. Defaults were chosen on the Clough corpus (see docs/benchmarks.md).

    Groups of fields feed different stages, so a front can re-run only what a change affects:
    ``read_key`` (extraction and normalisation), ``shingle_key``, ``signature_key``, then bands,
    rows and thresholds, which only re-band and re-verify.
    """

    unit: Unit = Unit.WORD
    k: int = 3
    perms: int = 128
    threshold: float = 0.3
    # None: automatic for the unit (CONTAINMENT_AUTO), chosen on the Clough corpus.
    containment_threshold: float | None = None
    seed: int = 1
    mode: Mode = Mode.SET
    bands: int | None = None
    rows: int | None = None
    fp_weight: float = 0.5
    fn_weight: float = 0.5
    # Local matches: windows of this many shingles are also banded, so that a paragraph copied into
    # an otherwise different long essay is found (0 switches it off).
    window: int = 60
    # Shared passages: words that may differ inside one passage (a changed word does not split
    # a copied sentence). Only the evidence shown changes, not which pairs are reported.
    gap: int = 4
    # Normalisation (each switchable).
    casefold: bool = True
    nfkc: bool = True
    remove_invisible: bool = True
    fold_confusables: bool = True
    exclude_hidden: bool = True
    strip_punct: bool = False
    strip_digits: bool = False
    stopwords: bool = False
    # Text that must not count.
    ignore_quotes: bool = False
    ignore_bibliography: bool = False
    # Credit (compare/credit.py): keep passages two students both quoted and cited between them
    # and count quoted-and-cited text in a student's similarity; let reference lists and notes
    # match. Both off: credited text is listed apart, as Turnitin's exclude filters do.
    count_credited: bool = False
    count_references: bool = False
    max_doc_share: float = 1.0
    # Text this many students or more share is common to the class (compare/common.py): shown
    # once, in no pair and in no student's share. Six: a ring of five (a fifth of a class of 25)
    # stays a ring; at 8, a reading's sentences that 6 or 7 students quote made pairs. One
    # sentence that half as many share and nothing else is common too (``common.QUOTED_WORDS``).
    common_students: int = 6
    templates: tuple[str, ...] = field(default_factory=tuple)
    # Reference texts (files or folders): compared with every submission, not with each other.
    sources: tuple[str, ...] = field(default_factory=tuple)
    max_file_mb: float = 25.0
    # The input stage: how the folder or download is laid out ("auto": recognised from the names;
    # or moodle, canvas, blackboard, folders, files) and Canvas's grades export for real names.
    layout: str = "auto"
    roster: str | None = None
    # Reworded copies (engine/paraphrase.py): sentences compared as sets of content words, so
    # shuffled words, synonyms and reordered sentences are found; a pair is reported when its
    # paraphrase score reaches paraphrase_threshold (chosen on the Clough corpus, bench/README).
    paraphrase: bool = True
    paraphrase_threshold: float = 0.35
    # Content words by the language of each document: its stop words dropped and a Snowball
    # stemmer (engine/language.py). Off: every word as written.
    stemming: bool = True

    def __post_init__(self) -> None:
        # Accept plain strings for the enums (CLI, JSON, settings files).
        object.__setattr__(self, "unit", _enum(Unit, "unit", self.unit))
        object.__setattr__(self, "mode", _enum(Mode, "mode", self.mode))
        object.__setattr__(self, "templates", tuple(str(t) for t in self.templates))
        object.__setattr__(self, "sources", tuple(str(t) for t in self.sources))
        _check_int("k", self.k, 1, 1000)
        _check_int("perms", self.perms, 8, 4096)
        _check_int("seed", self.seed, 0, 2**32 - 1)
        _check_int("window", self.window, 0, 100_000)
        _check_int("gap", self.gap, 0, 50)
        _check_int("common_students", self.common_students, 3, 1_000_000)
        _check_range("threshold", self.threshold, 0.01, 1.0)
        if self.containment_threshold is not None:
            _check_range("containment_threshold", self.containment_threshold, 0.01, 1.0)
        _check_range("fp_weight", self.fp_weight, 0.0, 1.0)
        _check_range("fn_weight", self.fn_weight, 0.0, 1.0)
        _check_range("max_doc_share", self.max_doc_share, 0.0, 1.0)
        _check_range("max_file_mb", self.max_file_mb, 0.001, 10_000.0)
        if self.layout not in LAYOUTS:
            raise ValueError(
                f"layout={self.layout!r} is not allowed; choose one of {', '.join(LAYOUTS)}"
            )
        _check_range("paraphrase_threshold", self.paraphrase_threshold, 0.01, 1.0)
        if self.fp_weight + self.fn_weight <= 0:
            raise ValueError("fp_weight + fn_weight must be > 0")
        if (self.bands is None) != (self.rows is None):
            raise ValueError(
                f"bands={self.bands!r}, rows={self.rows!r}: give both bands and rows, or neither"
            )
        if self.bands is not None and self.rows is not None:
            _check_int("bands", self.bands, 1, self.perms)
            _check_int("rows", self.rows, 1, self.perms)
            if self.bands * self.rows > self.perms:
                raise ValueError(
                    f"bands*rows={self.bands * self.rows} exceeds perms={self.perms}; "
                    f"allowed bands*rows <= perms"
                )

    # -- derived ---------------------------------------------------------------------------
    @property
    def containment_cut(self) -> float:
        """The containment threshold in force: as set, or the unit's automatic value."""
        if self.containment_threshold is not None:
            return self.containment_threshold
        return CONTAINMENT_AUTO[self.unit]

    def band_rows(self) -> tuple[int, int]:
        """(b, r): as set by hand, or the optimum for the threshold and weights."""
        if self.bands is not None and self.rows is not None:
            return self.bands, self.rows
        from plagcheck.engine.scurve import optimal_bands_rows

        return optimal_bands_rows(self.threshold, self.perms, self.fp_weight, self.fn_weight)

    def read_key(self) -> tuple[Any, ...]:
        return (
            self.casefold,
            self.nfkc,
            self.remove_invisible,
            self.fold_confusables,
            self.exclude_hidden,
            self.strip_punct,
            self.strip_digits,
            self.stopwords,
            self.stopwords and self.unit,  # stop words are dropped in word mode only
            self.ignore_quotes,
            self.ignore_bibliography,
            self.max_file_mb,
        )

    def shingle_key(self) -> tuple[Any, ...]:
        return (*self.read_key(), self.unit, self.k, self.mode, self.max_doc_share, self.templates)

    def paraphrase_key(self) -> tuple[Any, ...]:
        """What the shingle stage adds for reworded copies (signatures do not depend on it)."""
        return (self.paraphrase, self.stemming)

    def signature_key(self) -> tuple[Any, ...]:
        return (*self.shingle_key(), self.perms, self.seed, self.window)

    def replace(self, **changes: Any) -> Params:
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["unit"] = self.unit.value
        d["mode"] = self.mode.value
        d["templates"] = list(self.templates)
        d["sources"] = list(self.sources)
        b, r = self.band_rows()
        d["bands"], d["rows"] = b, r
        d["bands_auto"] = self.bands is None
        d["containment_cut"] = self.containment_cut
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Params:
        names = {f.name for f in dataclasses.fields(cls)}
        kw = {k: v for k, v in d.items() if k in names}
        if d.get("bands_auto"):
            kw["bands"] = kw["rows"] = None
        if "templates" in kw:
            kw["templates"] = tuple(kw["templates"])
        if "sources" in kw:
            kw["sources"] = tuple(kw["sources"])
        return cls(**kw)


# The seed of every token and shingle hash (text/shingles.py, text/language.py): fixed, so the
# same text gives the same hashes on every machine and in every archive.
SHINGLE_SEED = 0x5EED

LAYOUTS = ("auto", "moodle", "canvas", "blackboard", "folders", "files")

# Char shingles share more by chance than word shingles (" the ", "tion "), so containment needs a
# higher bar for them: the lowest values that report no "non" answer on Clough are 0.45 for char
# 5-grams and 0.25 for word 3-grams (bench/README.md); these keep a margin.
CONTAINMENT_AUTO = {Unit.WORD: 0.3, Unit.CHAR: 0.5}


def _enum(cls: type[Enum], name: str, value: object) -> Any:
    try:
        return cls(value)
    except ValueError:
        allowed = ", ".join(m.value for m in cls)
        raise ValueError(f"{name}={value!r} is not allowed; choose one of {allowed}") from None


def _check_int(name: str, value: object, lo: int, hi: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name}={value!r} must be an integer from {lo} to {hi}")
    _check_range(name, value, lo, hi)
