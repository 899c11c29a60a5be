"""Plain text (.txt, .md) and its encodings: byte-order marks, UTF-16 without a mark, UTF-8, then
legacy code pages guessed by charset-normalizer (the requests project's choice); binary content
refused.
"""

from __future__ import annotations

import codecs
import re
import unicodedata

from plagcheck.engine.intake.formats.limits import BINARY, BINARY_NUL, ExtractionError, make_result
from plagcheck.engine.model import Extracted

BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16 LE: its BOM starts the same way
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# Control characters no writer types (tab, line and page breaks, DOS end-of-file are fine).
_BAD_CHARS = re.compile(r"[\x00-\x08\x0e-\x19\x1b-\x1f\x7f-\x9f\ufffd]")
# The ASCII characters _BAD_CHARS does not match: deleting them from ASCII text leaves the bad ones.
_GOOD_ASCII = bytes(i for i in range(128) if not _BAD_CHARS.match(chr(i)))


def _looks_binary(text: str) -> bool:
    """More than 5% control characters or replacement marks: not something a person wrote."""
    if text.isascii():  # most files: bytes.translate counts them many times faster than re
        return ascii_looks_binary(text.encode("ascii"))
    return len(_BAD_CHARS.findall(text)) > 0.05 * len(text)


def ascii_looks_binary(raw: bytes) -> bool:
    return len(raw.translate(None, _GOOD_ASCII)) > 0.05 * len(raw)


def _utf16_without_bom(data: bytes) -> str | None:
    """UTF-16 text has NUL bytes in one byte position only (the high byte of ASCII letters)."""
    sample = data[:8192]
    if len(data) % 2 or len(sample) < 4 or b"\x00" not in sample:
        return None
    half = len(sample) // 2
    even = sample[0::2].count(0) / half
    odd = sample[1::2].count(0) / half
    codec = "utf-16-le" if odd > 0.1 and even < 0.01 else None
    if even > 0.1 and odd < 0.01:
        codec = "utf-16-be"
    if codec is None:
        return None
    try:
        text = data.decode(codec)
    except UnicodeDecodeError:
        return None
    # Text has blanks between its words; ASCII words split by NUL bytes read as UTF-16 do not.
    return text if sum(text.count(c) for c in " \n\t") * 50 >= len(text) else None


def _is_latin(text: str) -> bool:
    return all(
        c.isascii() or not c.isalpha() or "LATIN" in unicodedata.name(c, "") for c in set(text)
    )


def _legacy(data: bytes) -> str:
    """A single- or multi-byte legacy encoding.

    charset-normalizer is unreliable between Western code pages on essay-length text (it reads
    cp1252 "naïve" as cp1250 "naďve"), so cp1252 wins whenever it decodes cleanly and the guess
    would be Latin script anyway; a non-Latin guess (cp1251 Russian, Shift_JIS) is trusted.
    """
    import charset_normalizer

    try:
        western: str | None = data.decode("cp1252")
    except UnicodeDecodeError:
        western = None
    best = charset_normalizer.from_bytes(data).best()
    if best is not None and (western is None or not _is_latin(str(best))):
        return str(best)
    if western is not None:
        return western
    return data.decode("cp1252", errors="replace")


def _nul_separated(data: bytes) -> str | None:
    """UTF-8 text whose words are separated by single NUL bytes (an export gone wrong, or a way
    to hide a copy from a checker), read with a blank for each NUL; ``None`` for binary data."""
    if b"\x00\x00" in data:  # runs of NUL bytes: binary structures, not separators
        return None
    try:
        text = data.replace(b"\x00", b" ").decode("utf-8")
    except UnicodeDecodeError:
        return None
    return None if _looks_binary(text) else text


def decode_text(data: bytes) -> str:
    """Decode a text file's bytes; line ends are kept as they are (offsets refer to this text).
    NUL bytes between words read as blanks (see ``_nul_separated``)."""
    text: str | None = None
    for bom, codec in BOMS:
        if data.startswith(bom):
            text = data[len(bom) :].decode(codec, errors="replace")
            break
    if text is None:
        text = _utf16_without_bom(data)
    if text is None:
        if b"\x00" in data:
            text = _nul_separated(data)
            if text is None:
                raise ExtractionError(BINARY_NUL)
            return text
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = _legacy(data)
    if _looks_binary(text):
        raise ExtractionError(BINARY)
    return text


def read_text(data: bytes) -> Extracted:
    text = decode_text(data)
    nul = data.count(b"\x00") if b"\x00" in data and "\x00" not in text else 0
    return make_result(text, flags={"nul_bytes": nul} if nul else None)
