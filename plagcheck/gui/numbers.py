"""Numbers as the teacher's locale writes them (QLocale): decimals, thousands, percentages; and a
number box that takes a number typed either way ("0,25" or "0.25")."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QLocale
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QDoubleSpinBox, QWidget

# Languages that put a (narrow, unbreakable) space before the per cent sign.
SPACED_PERCENT = {"de", "fr", "es", "sv", "nb", "da", "fi", "cs", "pl", "ru", "it", "pt"}


def number(x: float, decimals: int = 3, locale: QLocale | None = None) -> str:
    return (locale or QLocale()).toString(float(x), "f", decimals)


def whole(n: int, locale: QLocale | None = None) -> str:
    return (locale or QLocale()).toString(int(n))


def percent(share: float, decimals: int = 0, locale: QLocale | None = None) -> str:
    """``share`` (0-1) as a percentage: "45%" in English, "45 %" in German."""
    loc = locale or QLocale()
    digits = loc.toString(share * 100, "f", decimals)
    lang = loc.name().split("_")[0]
    return digits + ("\u202f" if lang in SPACED_PERCENT else "") + loc.percent()


class LocaleAxis(pg.AxisItem):
    """A plot axis whose numbers are written as the locale writes them ("0,5" in German)."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        places = max(0, int(np.ceil(-np.log10(spacing * scale)))) if spacing > 0 else 0
        loc = QLocale()
        return [loc.toString(float(v * scale), "f", min(places, 6)) for v in values]


def locale_axes() -> dict[str, LocaleAxis]:
    return {"bottom": LocaleAxis("bottom"), "left": LocaleAxis("left")}


class DecimalBox(QDoubleSpinBox):
    """A number box in the locale's form that also takes the other decimal mark: a German
    teacher may type "0.25" as well as "0,25"."""

    def __init__(self, parent: QWidget | None = None, **kwargs: object) -> None:
        super().__init__(parent, **kwargs)  # type: ignore[arg-type]

    def _local(self, text: str) -> str:
        point = self.locale().decimalPoint()
        other = "." if point == "," else ","
        return text.replace(other, point) if other in text and point not in text else text

    def validate(self, text: str, pos: int) -> object:
        return super().validate(self._local(text), pos)

    def valueFromText(self, text: str) -> float:
        return super().valueFromText(self._local(text))

    def fixup(self, text: str) -> str:
        return super().fixup(self._local(text))


__all__ = ["DecimalBox", "LocaleAxis", "QValidator", "locale_axes", "number", "percent", "whole"]
