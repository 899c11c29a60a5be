"""The colours plagcheck draws with, taken from the palette it is drawn on (light, dark or high
contrast): text at WCAG AA contrast (4.5:1) against its background, marks and bars at 3:1, and
passage colours from the Okabe-Ito set, which stays distinct under the common colour-blindnesses.

Contrast is WCAG 2.1's: (L1 + 0.05) / (L2 + 0.05) of the relative luminances.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QWidget

TEXT_RATIO = 4.5  # WCAG 2.1 AA, 1.4.3: normal text
MARK_RATIO = 3.0  # WCAG 2.1 AA, 1.4.11: graphical objects (bars, lines, marks)

# Okabe & Ito (2008), "Color Universal Design": orange, sky blue, bluish green, yellow, blue,
# vermillion, reddish purple. Passages are also told apart by number.
OKABE_ITO = ("#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7")
# What each kind of mark means; the hue is kept, the lightness moved until it reads.
# The credit a student gave a passage (engine.compare.CREDITS), as a background: grey for
# quoted and cited (credit given), blue, yellow, red for the others; told apart in words too.
LIGHT_CREDITS = {
    "quoted_and_cited": "#e4e4e4",
    "quoted_not_cited": "#a9d4ff",
    "cited_not_quoted": "#ffe08a",
    "uncredited": "#ffb0a8",
}
DARK_CREDITS = {
    "quoted_and_cited": "#3a3f47",
    "quoted_not_cited": "#1d4a6e",
    "cited_not_quoted": "#5c4a00",
    "uncredited": "#6e2a26",
}
HUES = {
    "muted": "#5f6368",
    "error": "#c00000",
    "note": "#a05a00",
    "disguise": "#d62728",
    "excluded": "#767676",
    "confirmed": "#b3261e",
    "dismissed": "#2e7d32",
    "discuss": "#9a6700",
    "found": "#0072b2",
    "rejected": "#767676",
    "missed": "#d55e00",
    "threshold": "#d62728",
    "bar": "#d55e00",
}


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG 2.1, sRGB)."""

    def lin(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * lin(colour.redF()) + 0.7152 * lin(colour.greenF()) + 0.0722 * lin(colour.blueF())
    )


def contrast(a: QColor | str, b: QColor | str) -> float:
    la, lb = luminance(QColor(a)), luminance(QColor(b))
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def readable(hue: str, background: QColor, ratio: float = TEXT_RATIO) -> str:
    """``hue`` made darker (on a light background) or lighter (on a dark one) until it has
    ``ratio`` contrast with ``background``."""
    c = QColor(hue)
    dark_bg = luminance(background) < 0.18
    h, s, lightness, _ = c.getHslF()
    step = 0.01 if dark_bg else -0.01
    while contrast(c, background) < ratio and 0.0 <= lightness <= 1.0:
        lightness = min(1.0, max(0.0, lightness + step))
        c = QColor.fromHslF(max(h, 0.0), s, lightness)
        if lightness in (0.0, 1.0):
            break
    return c.name()


def mix(a: str, b: str, share: float) -> str:
    """``share`` of colour ``a`` and the rest of ``b``."""
    ca, cb = QColor(a), QColor(b)
    return QColor.fromRgbF(
        ca.redF() * share + cb.redF() * (1 - share),
        ca.greenF() * share + cb.greenF() * (1 - share),
        ca.blueF() * share + cb.blueF() * (1 - share),
    ).name()


@dataclass(frozen=True)
class Theme:
    """Every colour plagcheck sets, for one palette."""

    dark: bool
    text: str  # the palette's text on ``base`` (text panes, tables)
    base: str
    window: str  # labels' background
    window_text: str
    colours: dict[str, str] = field(default_factory=dict)  # kind -> colour on its background
    passages: tuple[str, ...] = ()  # passage backgrounds (text: ``passage_text``)
    passage_text: str = "#000000"
    passage_marks: tuple[str, ...] = ()  # the disguise mark on each passage colour
    credits: dict[str, str] = field(default_factory=dict)  # credit group -> background
    credited_ink: str = ""  # the text of passages quoted and cited (credit given: greyed)
    bar_back: str = ""
    plot_bg: str = ""
    plot_fg: str = ""
    changed: str = "#ffe680"  # a setting changed since the results shown: its background
    changed_text: str = "#000000"

    def __getitem__(self, kind: str) -> str:
        return self.colours[kind]

    def passage(self, rank: int) -> str:
        return self.passages[rank % len(self.passages)]

    def current(self, rank: int) -> str:
        """The passage being read: its colour a shade darker (and underlined where drawn)."""
        return self.stronger(self.passage(rank))

    def stronger(self, background: str) -> str:
        return QColor(background).darker(145 if self.dark else 112).name()

    def mark_over(self, background: str) -> str:
        """The disguise mark's colour over a passage of this background."""
        return readable(HUES["disguise"], QColor(background), MARK_RATIO)

    def mark_on(self, rank: int) -> str:
        """The disguise mark's colour over passage ``rank`` (-1: over plain text)."""
        return self["disguise"] if rank < 0 else self.passage_marks[rank % len(self.passages)]

    def checks(self) -> list[tuple[str, str, str, float]]:
        """(what, colour, background, least contrast) for every colour set: what a test checks."""
        out = [
            ("muted text", self["muted"], self.window, TEXT_RATIO),
            ("error text", self["error"], self.window, TEXT_RATIO),
            ("layout note", self["note"], self.window, TEXT_RATIO),
            ("disguise text", self["disguise"], self.base, TEXT_RATIO),
            ("disguise title", self["disguise_window"], self.window, TEXT_RATIO),
            ("excluded text", self["excluded"], self.base, TEXT_RATIO),
            ("excluded legend", self["excluded_window"], self.window, TEXT_RATIO),
            ("bar", self["bar"], self.base, MARK_RATIO),
            ("plot text", self.plot_fg, self.plot_bg, TEXT_RATIO),
        ]
        for kind in ("confirmed", "dismissed", "discuss"):
            out.append((f"decision {kind}", self[kind], self.base, TEXT_RATIO))
        for kind in ("found", "rejected", "missed", "threshold"):
            out.append((f"plot {kind}", self[f"plot_{kind}"], self.plot_bg, MARK_RATIO))
        out.append(("threshold label", self["plot_threshold"], self.plot_bg, TEXT_RATIO))
        out.append(("changed setting", self.changed_text, self.changed, TEXT_RATIO))
        for i, bg in enumerate(self.passages):
            out.append((f"passage {i + 1}", self.passage_text, bg, TEXT_RATIO))
            out.append((f"passage {i + 1} mark", self.passage_marks[i], bg, MARK_RATIO))
            out.append((f"passage {i + 1} read", self.passage_text, self.current(i), TEXT_RATIO))
        for group, bg in self.credits.items():
            ink = self.credited_ink if group == "quoted_and_cited" else self.passage_text
            out.append((f"credit {group}", ink, bg, TEXT_RATIO))
            out.append((f"credit {group} read", ink, self.stronger(bg), TEXT_RATIO))
            out.append((f"credit {group} mark", self.mark_over(bg), bg, MARK_RATIO))
        return out


_ROLES = (
    QPalette.ColorRole.Base,
    QPalette.ColorRole.Window,
    QPalette.ColorRole.Text,
    QPalette.ColorRole.WindowText,
)
_themes: dict[tuple[int, ...], Theme] = {}


def theme_for(palette: QPalette) -> Theme:
    """The colours to draw with on ``palette``: worked out once for its colours (a table's
    cells ask at every paint; working them out took a millisecond each time)."""
    key = tuple(palette.color(role).rgba() for role in _ROLES)
    theme = _themes.get(key)
    if theme is None:
        if len(_themes) >= 8:
            _themes.clear()
        theme = _themes[key] = _theme(palette)
    return theme


def _theme(palette: QPalette) -> Theme:
    base = palette.color(QPalette.ColorRole.Base)
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.Text)
    dark = luminance(window) < 0.18
    on_window = {k: readable(h, window) for k, h in HUES.items()}
    on_base = {k: readable(h, base) for k, h in HUES.items()}
    if dark:
        passages = tuple(mix(c, "#000000", 0.45) for c in OKABE_ITO)
        passage_text = "#ffffff"
    else:
        passages = tuple(mix(c, "#ffffff", 0.45) for c in OKABE_ITO)
        passage_text = "#000000"
    plot_bg = base.name()
    colours = {
        "muted": on_window["muted"],
        "error": on_window["error"],
        "note": on_window["note"],
        "disguise": on_base["disguise"],
        "disguise_window": on_window["disguise"],
        "excluded": on_base["excluded"],
        "excluded_window": on_window["excluded"],
        "confirmed": on_base["confirmed"],
        "dismissed": on_base["dismissed"],
        "discuss": on_base["discuss"],
        "bar": readable(HUES["bar"], base, MARK_RATIO),
        "plot_found": readable(HUES["found"], base, MARK_RATIO),
        "plot_rejected": readable(HUES["rejected"], base, MARK_RATIO),
        "plot_missed": readable(HUES["missed"], base, MARK_RATIO),
        "plot_threshold": on_base["threshold"],
    }
    return Theme(
        dark=dark,
        text=text.name(),
        base=base.name(),
        window=window.name(),
        window_text=palette.color(QPalette.ColorRole.WindowText).name(),
        colours=colours,
        passages=passages,
        passage_text=passage_text,
        # The disguise mark is drawn over passages too: a red that shows on each of them.
        passage_marks=tuple(readable(HUES["disguise"], QColor(bg), MARK_RATIO) for bg in passages),
        credits=dict(DARK_CREDITS if dark else LIGHT_CREDITS),
        credited_ink="#c3cad6" if dark else "#4a4a4a",
        bar_back=mix(text.name(), base.name(), 0.12),
        plot_bg=plot_bg,
        plot_fg=text.name(),
        # Yellow (light) or a dark amber (dark) behind a changed setting: text at AA on it.
        changed="#5c4a00" if dark else "#ffe680",
        changed_text="#ffffff" if dark else "#000000",
    )


def current_theme() -> Theme:
    """The theme of the application's palette now (models draw with it; they have no widget)."""
    return theme_for(QGuiApplication.palette())


TINT = "plagcheck_tint"  # a widget's property: the kind of colour its text is drawn in


def tint(widget: QWidget, kind: str) -> None:
    """Draw ``widget``'s text in the theme's ``kind`` colour ("" for the palette's own), again
    whenever the palette changes (``retint``)."""
    widget.setProperty(TINT, kind)
    colour = theme_for(widget.palette())[kind] if kind else ""
    widget.setStyleSheet(f"color: {colour}" if colour else "")


def retint(root: QWidget) -> None:
    for w in root.findChildren(QWidget):
        kind = w.property(TINT)
        if kind:
            tint(w, str(kind))


def dark_palette() -> QPalette:
    """A dark palette (what a desktop in dark mode gives Fusion), for the screenshots and tests."""
    p = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2b2b2b",
        QPalette.ColorRole.WindowText: "#e8e8e8",
        QPalette.ColorRole.Base: "#1e1e1e",
        QPalette.ColorRole.AlternateBase: "#262626",
        QPalette.ColorRole.Text: "#e8e8e8",
        QPalette.ColorRole.Button: "#353535",
        QPalette.ColorRole.ButtonText: "#e8e8e8",
        QPalette.ColorRole.Highlight: "#3d8ee6",
        QPalette.ColorRole.HighlightedText: "#000000",
        QPalette.ColorRole.ToolTipBase: "#353535",
        QPalette.ColorRole.ToolTipText: "#e8e8e8",
        QPalette.ColorRole.PlaceholderText: "#a0a0a0",
        QPalette.ColorRole.Link: "#8ab4f8",
        QPalette.ColorRole.Mid: "#404040",
        QPalette.ColorRole.Dark: "#1a1a1a",
        QPalette.ColorRole.Light: "#505050",
    }
    for role, colour in roles.items():
        p.setColor(role, QColor(colour))
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#8a8a8a"))
    return p


def high_contrast_palette() -> QPalette:
    """Black on white with a strong highlight (a desktop's high-contrast theme)."""
    p = QPalette()
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.Button):
        p.setColor(role, QColor("#ffffff"))
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        p.setColor(role, QColor("#000000"))
    p.setColor(QPalette.ColorRole.Highlight, QColor("#0000c0"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    return p


def theme_plot(plot: Any) -> Theme:
    """Draw a pyqtgraph plot's background and axes in its palette's colours (dark plots on a dark
    palette); returns the theme for the plot's own items."""
    import pyqtgraph as pg

    t = theme_for(plot.palette())
    plot.setBackground(t.plot_bg)
    item = plot.getPlotItem()
    for name in ("bottom", "left"):
        axis = item.getAxis(name)
        axis.setPen(pg.mkPen(t.plot_fg))
        axis.setTextPen(pg.mkPen(t.plot_fg))
    return t
