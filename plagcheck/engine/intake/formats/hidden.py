"""Hidden-text and evasion checks shared by the readers: white or transparent text, text styled
invisible (CSS ``display: none``, ``visibility: hidden``, zero size).
"""

from __future__ import annotations

import re


def light_rgb(r: int, g: int, b: int) -> bool:
    """White or so close to it that a reader sees nothing on a white page."""
    return min(r, g, b) >= 0xF0


def _css_invisible_colour(value: str) -> bool:
    v = value.strip().lower()
    if v in ("white", "transparent"):
        return True
    m = re.fullmatch(r"#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})", v)
    if m:
        h = m.group(1)
        if len(h) <= 4:
            h = "".join(c * 2 for c in h)
        if len(h) == 8 and h[6:] == "00":
            return True
        return light_rgb(int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))
    m = re.fullmatch(r"rgba?\(([^)]*)\)", v)
    if m:
        parts = [p for p in re.split(r"[\s,/]+", m.group(1)) if p]
        try:
            nums = [float(p[:-1]) * 2.55 if p.endswith("%") else float(p) for p in parts[:3]]
            alpha = parts[3] if len(parts) > 3 else "1"
            a = float(alpha[:-1]) / 100 if alpha.endswith("%") else float(alpha)
        except ValueError:
            return False
        return len(nums) == 3 and (a == 0 or light_rgb(*(round(x) for x in nums)))
    return False


def css_hidden(style: str) -> bool:
    """Inline CSS that hides an element's text from the reader."""
    for decl in style.split(";"):
        prop, _, value = decl.partition(":")
        prop = prop.strip().lower()
        value = value.replace("!important", "").strip().lower()
        if prop == "display" and value == "none":
            return True
        if prop == "visibility" and value in ("hidden", "collapse"):
            return True
        if prop == "color" and _css_invisible_colour(value):
            return True
        if prop == "opacity" and value in ("0", "0.0", "0%"):
            return True
        if prop == "font-size" and re.fullmatch(r"0*\.?0*(px|pt|em|rem|%)?", value):
            return True
    return False
