"""What a person reads, in their language: the reports, the case file, the command line and the
engine's messages (the window's own texts are Qt's, gui/i18n.py; docs/translations.md says how
the two catalogues divide the work).

A message's id is its English text with named placeholders, as gettext's msgid is:
``msg("{n} file could not be read", "{n} files could not be read", n=3)``. The engine returns
such messages (``Msg``: a ``str`` whose value is the English text, carrying the id and the
arguments); the fronts render them in the reader's language with ``say``, and render their own
texts at once with ``_`` and ``n_``. A language is one gettext catalogue,
``plagcheck/data/messages/<code>.po``, read by Babel (no compiling); English needs none.

Numbers, dates and plurals are the language's own, from the CLDR data Babel ships: a placeholder
holding a number is written as the language writes it ("{j:.2f}": "0.30", "0,30"), and a plural
message picks its form by the language's CLDR plural rule (one, many, other in French).
"""

from __future__ import annotations

import os
import string
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

MESSAGES = Path(__file__).resolve().parent / "data" / "messages"
SOURCE = "en"  # the language the code is written in
# The order of a catalogue's plural forms (msgstr[0], [1], ...): CLDR's categories in gettext's
# order, those the language uses (babel.plural.to_gettext numbers them the same way).
PLURAL_ORDER = ("zero", "one", "two", "few", "many", "other")
# Each language named in itself (the choice a teacher reads).
NAMES = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "id": "Bahasa Indonesia",
}


def languages() -> list[str]:
    """The languages spoken: English and one per catalogue in ``MESSAGES``."""
    return [SOURCE, *sorted(p.stem for p in MESSAGES.glob("*.po"))]


# -- which language --------------------------------------------------------------------------
_chosen: str = ""  # set by a front (--lang, the window's choice); "" for the system's
_speaking: ContextVar[str | None] = ContextVar("plagcheck_language", default=None)


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The system's language as Qt reads it on Unix: LANGUAGE's list first, then LC_ALL,
    LC_MESSAGES and LANG; the first plagcheck speaks, else English."""
    env = os.environ if environ is None else environ
    names = [*env.get("LANGUAGE", "").split(":")]
    names += [env.get(k, "") for k in ("LC_ALL", "LC_MESSAGES", "LANG")]
    spoken = languages()
    for name in names:
        code = name.replace("-", "_").split("_")[0].split(".")[0].lower()
        if code in spoken:
            return code
    return SOURCE


def choose(code: str = "") -> str:
    """Speak ``code`` from now on in this process ("" for the system's language); returns the
    language spoken. An unknown code raises ``ValueError`` naming those spoken."""
    global _chosen
    if code and code not in languages():
        raise ValueError(f"unknown language {code!r}: one of {', '.join(languages())}")
    _chosen = code
    return language()


def chosen() -> str:
    """The language a front chose for this process ("" for the system's)."""
    return _chosen


def language() -> str:
    """The language spoken now: ``speaking``'s, else the chosen one, else the system's."""
    return _speaking.get() or _chosen or system_language()


@contextmanager
def speaking(code: str | None) -> Iterator[str]:
    """Speak ``code`` inside the block (None or "": as before)."""
    if code and code not in languages():
        raise ValueError(f"unknown language {code!r}: one of {', '.join(languages())}")
    token = _speaking.set(code or None)
    try:
        yield language()
    finally:
        _speaking.reset(token)


# -- the catalogues ----------------------------------------------------------------------------
@cache
def catalogue(code: str) -> dict[str, str | tuple[str, ...]]:
    """A language's translations by id (a plural message's forms as a tuple, in
    ``PLURAL_ORDER``); empty for English. Fuzzy and empty entries are left out."""
    path = MESSAGES / f"{code}.po"
    if code == SOURCE or not path.exists():
        return {}
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        cat = read_po(f, locale=code)
    out: dict[str, str | tuple[str, ...]] = {}
    for m in cat:
        if not m.id or m.fuzzy:
            continue
        key = m.id if isinstance(m.id, str) else m.id[0]
        if isinstance(m.string, str):
            if m.string:
                out[key] = m.string
        elif m.string and all(m.string):
            out[key] = tuple(m.string)
    return out


def prepare(code: str) -> None:
    """Read ``code``'s catalogue and CLDR data now (a front's thread), so that the first message
    a worker writes does not load them."""
    catalogue(code)
    _locale(code).plural_form(1)
    number(1.5, ".1f", code)


@cache
def _locale(code: str) -> Any:
    from babel import Locale

    return Locale.parse(code)


def plural_tags(code: str) -> tuple[str, ...]:
    """The CLDR plural categories ``code`` uses, in a catalogue's order (msgstr[0], [1] ...)."""
    used = set(_locale(code).plural_form.tags) | {"other"}
    return tuple(t for t in PLURAL_ORDER if t in used)


def plural_index(code: str, n: float) -> int:
    """Which of a plural message's forms ``n`` takes in ``code`` (CLDR's rule)."""
    return plural_tags(code).index(_locale(code).plural_form(n))


# -- numbers and dates -------------------------------------------------------------------------
def number(x: float, spec: str = "", code: str | None = None) -> str:
    """``x`` as ``code`` writes it. ``spec`` as a format spec says: ".2f" two decimals, ".0%"
    a percentage, "g" as few decimals as needed, "," thousands grouped (other languages than
    English always group them, as CLDR says)."""
    loc = code or language()
    if loc == SOURCE:  # English as plagcheck has always written it: Python's own format
        if spec.endswith("%"):
            return f"{x * 100:.{int(spec[1:-1] or 0) if spec.startswith('.') else 0}f}%"
        return format(x, spec)
    from babel.numbers import format_decimal, format_percent

    if spec.endswith("%"):
        digits = int(spec[1:-1] or 0) if spec.startswith(".") else 0
        pattern = _locale(loc).percent_formats[None].pattern  # "#,##0 %" in German
        at = pattern.rfind("0") + 1
        pattern = pattern[:at] + ("." + "0" * digits if digits else "") + pattern[at:]
        return format_percent(x, pattern, locale=loc)
    if spec.endswith("f"):
        digits = int(spec.split(".")[-1][:-1] or 0) if "." in spec else 6
        whole = "#,##0" if "," in spec else "0"
        return format_decimal(x, whole + ("." + "0" * digits if digits else ""), locale=loc)
    if spec in ("", ",", "d") and isinstance(x, int):
        return format_decimal(x, locale=loc)
    return format_decimal(x, "0.######", locale=loc)


def percent(share: float, digits: int = 0, code: str | None = None) -> str:
    """A share (0-1) as a percentage: "45%" in English, "45 %" in German."""
    return number(share, f".{digits}%", code)


def when(moment: datetime, code: str | None = None, seconds: bool = False) -> str:
    """A date and time as ``code`` writes it, with its time zone (where ``moment`` has one):
    "28.11.2026, 09:30 UTC" in German. English keeps ISO 8601 ("2026-11-28 09:30 UTC"), as
    plagcheck always wrote it."""
    loc = code or language()
    zone = moment.strftime("%Z")
    if loc == SOURCE:
        return moment.strftime("%Y-%m-%d %H:%M" + ":%S" * seconds + " %Z").strip()
    from babel.dates import format_date, format_time

    day = format_date(moment, "medium", locale=loc)
    time = format_time(moment, "HH:mm" + ":ss" * seconds, locale=loc)
    return f"{day}, {time} {zone}".strip()


def day(moment: datetime, code: str | None = None) -> str:
    """A date alone: "28.11.2026" in German, ISO 8601 in English."""
    loc = code or language()
    if loc == SOURCE:
        return moment.strftime("%Y-%m-%d")
    from babel.dates import format_date

    return format_date(moment, "medium", locale=loc)


class _Formatter(string.Formatter):
    def __init__(self, code: str) -> None:
        self.code = code

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Msg):
            return value.render(self.code)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return number(value, format_spec, self.code)
        return super().format_field(value, format_spec)


# -- messages ----------------------------------------------------------------------------------
def render(id_: str, plural: str, args: Mapping[str, Any], code: str) -> str:
    """Message ``id_`` (with ``plural``, its English plural, counted by ``args["n"]``) in
    ``code``, its placeholders filled in; English where ``code`` has no translation."""
    found = catalogue(code).get(id_)
    n = args.get("n", 1)
    if plural:
        if isinstance(found, tuple):
            text = found[min(plural_index(code, n), len(found) - 1)]
        else:
            text = id_ if plural_index(SOURCE, n) == 0 else plural
    else:
        text = found if isinstance(found, str) else id_
    return _Formatter(code).vformat(text, (), dict(args))


class Msg(str):
    """A message the engine returns: as a ``str`` its English text; ``id``, ``plural`` and
    ``args`` let a front write it in another language (``say``)."""

    id: str
    plural: str
    args: dict[str, Any]

    def __new__(cls, id_: str, plural: str = "", /, **args: Any) -> Msg:
        self = super().__new__(cls, render(id_, plural, args, SOURCE))
        self.id, self.plural, self.args = id_, plural, args
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_message, (self.id, self.plural, self.args))

    def render(self, code: str | None = None) -> str:
        return render(self.id, self.plural, self.args, code or language())


def _message(id_: str, plural: str, args: dict[str, Any]) -> Msg:
    return Msg(id_, plural, **args)


def msg(id_: str, /, **args: Any) -> Msg:
    """A message to render later, in the reader's language (the engine's way)."""
    return Msg(id_, **args)


def nmsg(one: str, other: str, /, n: float, **args: Any) -> Msg:
    """A counted message to render later: ``one`` and ``other`` are its English forms."""
    return Msg(one, other, n=n, **args)


def _(id_: str, /, **args: Any) -> str:
    """Message ``id_`` in the language spoken now, placeholders filled in."""
    return render(id_, "", args, language())


def n_(one: str, other: str, /, n: float, **args: Any) -> str:
    """A counted message in the language spoken now: the form ``n`` takes there."""
    return render(one, other, {"n": n, **args}, language())


def say(text: object, code: str | None = None) -> str:
    """What a person reads of ``text``: a ``Msg`` in the language spoken now (or ``code``),
    anything else as it is."""
    return text.render(code) if isinstance(text, Msg) else str(text)


def join(parts: Iterable[str], sep: str = "; ") -> str:
    """``sep.join(parts)`` that keeps its messages: a ``Msg`` (written in each reader's
    language, part by part) where a part is one, else a plain ``str``."""
    parts = list(parts)
    if not any(isinstance(p, Msg) for p in parts):
        return sep.join(parts)
    if len(parts) == 1:
        return parts[0]
    names = [f"p{i}" for i in range(len(parts))]
    # Not a catalogue's message: the same in every language, only its parts are translated.
    return Msg(sep.join("{" + n + "}" for n in names), **dict(zip(names, parts)))


def parts(text: str, sep: str = "; ") -> list[str]:
    """The parts ``join`` made ``text`` of (its messages kept), or ``text`` split at ``sep``."""
    joined = sep.join("{p" + str(i) + "}" for i in range(len(getattr(text, "args", ()))))
    if isinstance(text, Msg) and text.id == joined:
        return list(text.args.values())
    if isinstance(text, Msg):
        return [text]
    return text.split(sep)
