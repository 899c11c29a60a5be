"""Read a submission's file into plain text: the bytes read within bounds, the format read here or
in the isolated child (``intake.isolate``) by its reader (``intake.formats``).

Libraries, each a maintained pure-Python reader (no Qt, no external programs):

- charset-normalizer: guesses legacy encodings of plain-text files; the requests project's choice.
- beautifulsoup4 (stdlib ``html.parser``): forgiving HTML parsing with entities decoded, no C build.
- python-docx: reads .docx packages and resolves styles, so hidden or white runs can be seen.
- odfpy: the reference OpenDocument library; ``teletype`` turns paragraphs into text faithfully.
- striprtf: small, dependency-free RTF-to-text converter that handles escapes and code pages.
- pypdf: pure-Python PDF reader with text extraction and standard (empty-password) decryption.

A file that cannot be read raises :class:`ExtractionError` whose message is a reason a teacher
understands ("password-protected PDF"); the pipeline turns it into a ``Problem`` and goes on.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from plagcheck.engine.intake import isolate
from plagcheck.engine.intake.formats import READERS, parse_here
from plagcheck.engine.intake.formats.encoding import ascii_looks_binary, decode_text
from plagcheck.engine.intake.formats.limits import (
    MAX_CHARS,
    OUT_OF_MEMORY,
    READ_SECONDS,
    SUPPORTED,
    ExtractionError,
)
from plagcheck.engine.model import Extracted
from plagcheck.i18n import msg

# What the rest of intake reads files with (the readers themselves are in ``formats``).
__all__ = [
    "MAX_CHARS",
    "OUT_OF_MEMORY",
    "SUPPORTED",
    "ExtractionError",
    "Extracted",
    "decode_text",
    "extract",
    "not_regular",
    "os_reason",
    "parse",
    "plain_ascii",
    "read_file",
    "suffix_of",
    "unsupported",
]


# Formats whose libraries may loop, recurse or allocate beyond our control: read in the child.
_ISOLATED = (".html", ".htm", ".docx", ".odt", ".rtf", ".pdf")


def unsupported(path: Path) -> str:
    if path.suffix:
        return msg("unsupported format {suffix}", suffix=path.suffix.lower())
    return msg("unsupported format")


def too_large(max_bytes: int) -> str:
    return msg("larger than the {mb:g} MB limit", mb=max_bytes / 2**20)


def suffix_of(path: str | os.PathLike[str]) -> str:
    """The extension that decides the format, in lower case: ``Path.suffix`` ("" for ".profile"
    or "notes."), without making a Path or splitting the name off (a large folder lists its
    files several times faster)."""
    name = os.fspath(path)
    start = max(name.rfind("/"), name.rfind(os.sep)) + 1  # of the file's own name
    dot = name.rfind(".")
    return name[dot:].lower() if start < dot < len(name) - 1 else ""


def os_reason(verb: str, e: OSError) -> str:
    """Why a file or a folder (``verb``) could not be read."""
    folder = verb == "folder"
    if isinstance(e, PermissionError):
        if folder:
            return msg("cannot read folder: permission denied")
        return msg("cannot read file: permission denied")
    if isinstance(e, FileNotFoundError):
        return msg("folder not found") if folder else msg("file not found")
    why = (e.strerror or type(e).__name__).lower()
    if folder:
        return msg("cannot read folder: {why}", why=why)
    return msg("cannot read file: {why}", why=why)


def extract(path: str | os.PathLike[str], max_bytes: int = 25 * 2**20) -> Extracted:
    """Text of one submission, or :class:`ExtractionError` with a teacher-readable reason."""
    return parse(path, read_file(path, max_bytes))


_KINDS = (
    (stat.S_ISFIFO, msg("FIFO")),
    (stat.S_ISCHR, msg("device")),
    (stat.S_ISBLK, msg("device")),
    (stat.S_ISSOCK, msg("socket")),
    (stat.S_ISDIR, msg("folder")),
)


def not_regular(mode: int) -> str:
    """The reason for a file that is not a regular file ("not a regular file (FIFO)")."""
    kind = next((name for test, name in _KINDS if test(mode)), msg("special file"))
    return msg("not a regular file ({kind})", kind=kind)


def read_file(path: str | os.PathLike[str], max_bytes: int = 25 * 2**20) -> bytes:
    """The bytes of a submission in a supported format, or :class:`ExtractionError`.

    Only a regular file is read: it is opened without waiting (a FIFO would block the scan
    forever) and checked on the open descriptor, so a file swapped for a FIFO or a device
    after the folder was listed is refused too."""
    if suffix_of(path) not in READERS:
        raise ExtractionError(unsupported(Path(path)))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                raise ExtractionError(not_regular(st.st_mode))
            size = st.st_size
            if size > max_bytes:
                raise ExtractionError(too_large(max_bytes))
            if size == 0:
                raise ExtractionError(msg("empty file"))
            # Asking for the size (not the limit) spares allocating the limit for every file;
            # read on (a short read, or a file that grew) up to just over the limit.
            data = os.read(fd, size + 1)
            while len(data) <= max_bytes and (more := os.read(fd, max_bytes + 1 - len(data))):
                data += more
        finally:
            os.close(fd)
    except OSError as e:
        raise ExtractionError(os_reason("file", e)) from e
    if not data:
        raise ExtractionError(msg("empty file"))
    if len(data) > max_bytes:  # grew while we looked
        raise ExtractionError(too_large(max_bytes))
    return data


def parse(path: str | os.PathLike[str], data: bytes, budget: float = READ_SECONDS) -> Extracted:
    """Text of the bytes ``data`` read from ``path`` (its suffix says the format).

    The formats whose libraries could run away (``_ISOLATED``) are read in a child process given
    ``budget`` seconds (``engine.isolate``); plain text is read here, its cost bounded by the
    file size and the checks in ``make_result``."""
    suffix = suffix_of(path)
    if suffix not in _ISOLATED or not isolate.available():
        return parse_here(suffix, data)
    kind, value = isolate.reader().read(suffix, data, budget)
    if kind == "unavailable":
        return parse_here(suffix, data)
    if kind == "ok":
        return value
    if kind == "timeout":
        raise ExtractionError(msg("took longer than {s:g} s to read", s=budget))
    raise ExtractionError(value)


def plain_ascii(path: str | os.PathLike[str], data: bytes) -> bool:
    """Whether ``data`` is a plain-text file in ASCII that ``parse`` reads as it is: the text is
    the bytes, with nothing hidden or quoted (it may still hold no words)."""
    return (
        suffix_of(path) in (".txt", ".md")
        and data.isascii()
        and b"\x00" not in data
        and not ascii_looks_binary(data)
    )
