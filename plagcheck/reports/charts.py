"""The HTML report's two figures as inline SVG: the histogram of the compared pairs' similarity
and the S-curve of the quick search, each named for a screen reader (role=img, aria-label) and
followed by its numbers as a table."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import numpy as np

from plagcheck.engine import Result, scurve
from plagcheck.i18n import _, n_, number

HIST_BINS = 20


def e(value: object) -> str:
    return escape(str(value), quote=True)


W, H, ML, MR, MT, MB = 460, 250, 44, 14, 14, 38


def _x(s: float) -> float:
    return ML + s * (W - ML - MR)


def _y(v: float, top: float) -> float:
    return H - MB - (v / top if top else 0) * (H - MT - MB)


def _axes(top: float, ylabel: str, yticks: Sequence[float], fmt: str, label: str = "") -> list[str]:
    out = [f"<svg viewBox='0 0 {W} {H}' class='chart' role='img' aria-label='{e(label)}'>"]
    for t in yticks:
        y = _y(t, top)
        out.append(f"<line x1='{ML}' x2='{W - MR}' y1='{y:.1f}' y2='{y:.1f}' class='grid'/>")
        out.append(f"<text x='{ML - 6}' y='{y + 4:.1f}' class='tick' text-anchor='end'>")
        out.append(f"{number(t, fmt)}</text>")
    for s in np.linspace(0, 1, 6):
        x = _x(float(s))
        out.append(f"<line x1='{x:.1f}' x2='{x:.1f}' y1='{H - MB}' y2='{H - MB + 4}' class='ax'/>")
        out.append(f"<text x='{x:.1f}' y='{H - MB + 16}' class='tick' text-anchor='middle'>")
        out.append(f"{number(s, '.1f')}</text>")
    out.append(f"<line x1='{ML}' x2='{W - MR}' y1='{H - MB}' y2='{H - MB}' class='ax'/>")
    out.append(f"<line x1='{ML}' x2='{ML}' y1='{MT}' y2='{H - MB}' class='ax'/>")
    out.append(
        f"<text x='{(ML + W - MR) / 2}' y='{H - 4}' class='lab' text-anchor='middle'>"
        + _("Jaccard similarity (exact)")
        + "</text>"
    )
    out.append(
        f"<text transform='translate(12 {(MT + H - MB) / 2}) rotate(-90)' class='lab' "
        f"text-anchor='middle'>{e(ylabel)}</text>"
    )
    return out


def _vline(
    s: float,
    cls: str,
    label: str,
    top_y: float = MT,
    anchor: str = "start",
    label_y: float | None = None,
) -> str:
    x = _x(s)
    dx = 4 if anchor == "start" else -4
    ly = top_y + 10 if label_y is None else label_y
    return (
        f"<line x1='{x:.1f}' x2='{x:.1f}' y1='{top_y}' y2='{H - MB}' class='{cls}'/>"
        f"<text x='{x + dx:.1f}' y='{ly:.1f}' class='mark {cls}' text-anchor='{anchor}'>"
        f"{e(label)}</text>"
    )


def histogram_svg(result: Result) -> str:
    """Exact Jaccard of the compared pairs, reported pairs stacked in red."""
    edges = np.linspace(0, 1, HIST_BINS + 1)
    j = np.array([p.exact_jaccard for p in result.pairs], dtype=float)
    rep = np.array([p.reported for p in result.pairs], dtype=bool)
    n_rep = np.histogram(j[rep], edges)[0] if len(j) else np.zeros(HIST_BINS, int)
    n_all = np.histogram(j, edges)[0] if len(j) else np.zeros(HIST_BINS, int)
    top = max(1, int(n_all.max()))
    step = max(1, int(np.ceil(top / 4)))
    top = step * int(np.ceil(top / step))
    label = n_(
        "Histogram: {n} compared pair by exact Jaccard similarity, {reported} reported; the "
        "counts are in the table below",
        "Histogram: {n} compared pairs by exact Jaccard similarity, {reported} reported; the "
        "counts are in the table below",
        len(j),
        reported=int(rep.sum()),
    )
    out = _axes(top, _("pairs"), range(0, top + 1, step), "d", label)
    bw = (W - ML - MR) / HIST_BINS
    for k in range(HIST_BINS):
        x = _x(float(edges[k])) + 1
        for n, cls in ((n_all[k], "bar-other"), (n_rep[k], "bar-rep")):
            if n:
                y = _y(float(n), top)
                out.append(
                    f"<rect x='{x:.1f}' y='{y:.1f}' width='{bw - 2:.1f}' "
                    f"height='{H - MB - y:.1f}' class='{cls}'>"
                    f"<title>{n_('{n} pair', '{n} pairs', int(n))}</title></rect>"
                )
    threshold = _("threshold {t:g}", t=result.params.threshold)
    out.append(_vline(result.params.threshold, "thr", threshold))
    out.append("</svg>")
    return "".join(out)


def scurve_svg(result: Result) -> str:
    """P(s) = 1 - (1 - s^r)^b with the threshold, the knee and each pair at its exact Jaccard."""
    b, r = result.params.band_rows()
    s = np.linspace(0, 1, 201)
    prob = scurve.probability(s, b, r)
    label = _(
        "S-curve: the chance that a pair of similarity s becomes a candidate, for b={b} bands "
        "of r={r} rows; threshold {t:g}; the values are in the table below",
        b=b,
        r=r,
        t=result.params.threshold,
    )
    chance = _("chance of becoming a candidate")
    out = _axes(1.0, chance, [0, 0.25, 0.5, 0.75, 1.0], ".2f", label)
    pts = " ".join(f"{_x(float(x)):.1f},{_y(float(y), 1):.1f}" for x, y in zip(s, prob))
    out.append(f"<polyline points='{pts}' class='curve'/>")
    t, kn = result.params.threshold, scurve.knee(b, r)
    # Labels where the curve is not: right of a line the curve is high, so write low there.
    right, left = H - MB - 8, MT + 10
    t_anchor, k_anchor = ("end", "start") if t > kn else ("start", "end")
    out.append(
        _vline(
            t,
            "thr",
            _("threshold {t:g}", t=t),
            anchor=t_anchor,
            label_y=right if t_anchor == "start" else left,
        )
    )
    out.append(
        _vline(
            kn,
            "knee",
            _("knee {k:.2f}", k=kn),
            MT + 14,
            k_anchor,
            label_y=right - 16 if k_anchor == "start" else left + 14,
        )
    )
    for p in sorted(result.pairs, key=lambda q: q.reported):
        x, y = _x(p.exact_jaccard), _y(float(scurve.probability(p.exact_jaccard, b, r)), 1)
        cls = "dot-rep" if p.reported else "dot-other"
        out.append(f"<circle cx='{x:.1f}' cy='{y:.1f}' r='4' class='{cls}'/>")
    out.append("</svg>")
    return "".join(out)


def charts_html(result: Result) -> str:
    """The two figures with their captions and their numbers as tables (text alternatives)."""
    b, r = result.params.band_rows()
    similarity = n_(
        "Similarity of the {n} compared pair.",
        "Similarity of the {n} compared pairs.",
        len(result.pairs),
    )
    keys = _(
        "{reported_key} reported {other_key} below the thresholds.",
        reported_key="<span class='key rep'></span>",
        other_key="<span class='key other'></span>",
    )
    curve = _(
        "LSH S-curve for b={b}, r={r}: {formula}. Dots are the pairs at their exact Jaccard.",
        b=b,
        r=r,
        formula="P(s) = 1 − (1 − s<sup>r</sup>)<sup>b</sup>",
    )
    return (
        "<section id='charts' class='charts'><figure>"
        f"{histogram_svg(result)}<figcaption>{similarity} {keys}</figcaption>"
        f"{_histogram_numbers(result)}</figure><figure>"
        f"{scurve_svg(result)}<figcaption>{curve}</figcaption>"
        f"{_scurve_numbers(result)}</figure></section>"
    )


def _histogram_numbers(result: Result) -> str:
    """The histogram's counts as a table (its text alternative)."""
    edges = np.linspace(0, 1, HIST_BINS + 1)
    j = np.array([p.exact_jaccard for p in result.pairs], dtype=float)
    rep = np.array([p.reported for p in result.pairs], dtype=bool)
    n_all = np.histogram(j, edges)[0] if len(j) else np.zeros(HIST_BINS, int)
    n_rep = np.histogram(j[rep], edges)[0] if len(j) else np.zeros(HIST_BINS, int)
    rows = "".join(
        f"<tr><td>{number(edges[k], '.2f')}–{number(edges[k + 1], '.2f')}</td>"
        f"<td>{number(int(n_all[k]))}</td><td>{number(int(n_rep[k]))}</td></tr>"
        for k in range(HIST_BINS)
        if n_all[k]
    )
    return (
        f"<details class='numbers'><summary>{_('The numbers')}</summary><table class='plain'>"
        f"<tr><th>{_('exact J')}</th><th>{_('pairs')}</th><th>{_('reported')}</th></tr>"
        + rows
        + "</table></details>"
    )


def _scurve_numbers(result: Result) -> str:
    """The S-curve's values as a table (its text alternative)."""
    b, r = result.params.band_rows()
    s = np.linspace(0.1, 0.9, 9)
    prob = scurve.probability(s, b, r)
    rows = "".join(
        f"<tr><td>{number(x, '.1f')}</td><td>{number(y, '.3f')}</td></tr>" for x, y in zip(s, prob)
    )
    return (
        f"<details class='numbers'><summary>{_('The numbers')}</summary><table class='plain'>"
        f"<tr><th>{_('similarity s')}</th><th>{_('chance P(s)')}</th></tr>"
        + rows
        + "</table></details>"
    )
