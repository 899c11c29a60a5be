"""Block quotations by indentation, shared by the readers: a paragraph indented 0.4 in or more
(a CSS margin or padding, an OpenDocument paragraph margin) is a quotation."""

from __future__ import annotations

import re

_INCHES = {"in": 1.0, "cm": 1 / 2.54, "mm": 1 / 25.4, "pt": 1 / 72, "px": 1 / 96, "em": 1 / 6}
_LENGTH = re.compile(r"\s*([\d.]+)\s*(in|cm|mm|pt|px|em|rem)\s*")


def indented(value: str | None) -> bool:
    """A left margin or indent (CSS or OpenDocument length) of a block quote: 0.4 in or more."""
    m = _LENGTH.fullmatch(value or "")
    if not m:
        return False
    try:
        return float(m.group(1)) * _INCHES[m.group(2).removeprefix("r")] >= 0.4
    except ValueError:
        return False


def css_indented(style: str) -> bool:
    """Inline CSS that indents a paragraph as a block quote."""
    for decl in style.split(";"):
        prop, _, value = decl.partition(":")
        if prop.strip().lower() in ("margin-left", "padding-left") and indented(value.lower()):
            return True
    return False
