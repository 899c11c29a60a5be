"""File names as a teacher sees them: bytes that were not UTF-8 and backslashes escaped, and
back."""

from __future__ import annotations

import re

from plagcheck.engine.model import safe_display


def escape_name(name: str) -> str:
    """A file name as every front and report shows it: bytes that are not valid UTF-8 (kept by
    the file system as lone surrogates) become ``\\xNN``, other characters that cannot be shown
    (control characters, invisible format characters: ``model.safe_display``) ``\\xNN`` or
    ``\\uNNNN``, and a backslash ``\\\\`` (as ``ls --escape`` does), so the name is printable,
    encodes as UTF-8 anywhere and :func:`unescape_name` gives the original name back."""
    if name.isprintable() and "\\" not in name:  # nearly every name
        return name
    return safe_display(name.replace("\\", "\\\\"))


_UNESCAPE = re.compile(r"\\(\\|x[0-9a-f]{2}|u[0-9a-f]{4}|U[0-9a-f]{8})")


def unescape_name(shown: str) -> str:
    """The file name (as ``os.fsdecode`` gives it) that :func:`escape_name` shows as ``shown``."""

    def one(m: re.Match[str]) -> str:
        code = m.group(1)
        if code == "\\":
            return "\\"
        o = int(code[1:], 16)
        return chr(0xDC00 + o) if code[0] == "x" and o >= 0x80 else chr(o)

    return _UNESCAPE.sub(one, shown)
