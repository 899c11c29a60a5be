"""The class graph in the HTML report: inline SVG (no script library), drawn from
``graph.class_graph``'s layout. Every node and edge is a link with a title (a screen reader's
name, a mouse's tooltip): a node leads to the student's strongest pair, an edge to its pair. The
groups list above it says the same in words. Colours come from the report's style sheet (light,
dark and print); what a colour says is said in the titles and the legend too."""

from __future__ import annotations

from html import escape

from plagcheck.engine import Result
from plagcheck.i18n import _, n_, say
from plagcheck.reports.credit import CODE
from plagcheck.reports.graph import (
    ARCHIVED,
    ARTICLE,
    KIND_WORDS,
    RADIUS,
    REFERENCE,
    STUDENT,
    ClassGraph,
    Node,
    class_graph,
    edge_title,
    node_title,
    short_name,
    strongest,
)
from plagcheck.reports.names import Names

LABEL_ROOM = 18.0  # below a node, for its name


def e(value: object) -> str:
    return escape(str(value), quote=True)


def shape(node: Node, r: float = RADIUS) -> str:
    """A node's mark: a circle for a student, a square for a reference text, a diamond for a
    library's article, a triangle for an archived document."""
    x, y = node.x, node.y
    if node.kind == REFERENCE:
        return f"<rect x='{x - r:.1f}' y='{y - r:.1f}' width='{2 * r:.1f}' height='{2 * r:.1f}'/>"
    if node.kind == ARTICLE:
        pts = f"{x:.1f},{y - r * 1.3:.1f} {x + r * 1.3:.1f},{y:.1f} {x:.1f},{y + r * 1.3:.1f} "
        pts += f"{x - r * 1.3:.1f},{y:.1f}"
        return f"<polygon points='{pts}'/>"
    if node.kind == ARCHIVED:
        pts = f"{x:.1f},{y - r * 1.3:.1f} {x + r * 1.2:.1f},{y + r:.1f} {x - r * 1.2:.1f},"
        pts += f"{y + r:.1f}"
        return f"<polygon points='{pts}'/>"
    return f"<circle cx='{x:.1f}' cy='{y:.1f}' r='{r:.1f}'/>"


def _group_labels(graph: ClassGraph) -> list[str]:
    """ "Group 3" above each group's top-left node, as the groups list numbers them."""
    tops: dict[int, tuple[float, float]] = {}
    for node in graph.nodes:
        x, y = tops.get(node.group, (node.x, node.y))
        tops[node.group] = (min(x, node.x), min(y, node.y))
    return [
        f"<text class='g-group' x='{x - RADIUS:.1f}' y='{y - RADIUS - 8:.1f}'>"
        f"{e(say(graph.labels[g]))}</text>"
        for g, (x, y) in sorted(tops.items())
    ]


def legend() -> str:
    """What the marks and lines mean, in the reader's language."""
    keys = " ".join(
        f"<span class='g-key'>{mark} {e(say(KIND_WORDS[kind]))}</span>"
        for mark, kind in (("●", STUDENT), ("■", REFERENCE), ("◆", ARTICLE), ("▲", ARCHIVED))
    )
    lines = _(
        "A line is a reported pair: thicker where more words are shared, dashed where the text "
        "was reworded, coloured by the credit given (as in the legend of the passages). Hover or "
        "focus a mark or a line for its words; the groups list above says the same in words."
    )
    return f"{e(_('Each mark is a document:'))} {keys}. {e(lines)}"


def graph_html(result: Result, names: Names) -> str:
    """The report's class graph (empty where no pair is reported)."""
    graph = class_graph(result)
    if not graph.edges:
        return ""
    pad = 30.0
    title = _("The class as a graph")
    w, h = graph.width + 2 * pad, graph.height + 2 * pad + LABEL_ROOM
    out = [
        f"<h3 id='graph'>{e(title)}</h3>",
        f"<p class='note'>{legend()}</p>",
        "<figure class='graph'><div class='scroll' role='region' tabindex='0' "
        f"aria-label='{e(title)}'>",
        f"<svg role='group' aria-label='{e(_summary_words(graph))}' "
        f"viewBox='{-pad:.0f} {-pad:.0f} {w:.0f} {h:.0f}' width='{w:.0f}' height='{h:.0f}'>",
        "<g class='g-edges'>",
    ]
    for k, ed in enumerate(graph.edges):
        a, b = graph.nodes[ed.a], graph.nodes[ed.b]
        dash = " g-reworded" if ed.reworded else ""
        out.append(
            f"<a href='#pair-{ed.pair + 1}'><title>{e(edge_title(result, graph, k, names.docs))}"
            f"</title><line class='g-edge e-{CODE[ed.credit]}{dash}' x1='{a.x:.1f}' "
            f"y1='{a.y:.1f}' x2='{b.x:.1f}' y2='{b.y:.1f}' stroke-width='{ed.width:.2f}'/></a>"
        )
    out.append("</g><g class='g-nodes'>")
    for k, node in enumerate(graph.nodes):
        out.append(
            f"<a href='#pair-{strongest(graph, k) + 1}' class='g-node g-{node.kind}'>"
            f"<title>{e(node_title(graph, k, names.docs))}</title>{shape(node)}"
            f"<text x='{node.x:.1f}' y='{node.y + RADIUS + 13:.1f}' aria-hidden='true'>"
            f"{e(short_name(names.docs[node.doc]))}</text></a>"
        )
    out += ["</g>", *_group_labels(graph), "</svg></div>"]
    if graph.left_out:
        left = n_(
            "{n} student in no reported pair, not drawn.",
            "{n} students in no reported pair, not drawn.",
            n=graph.left_out,
        )
        out.append(f"<figcaption class='note'>{e(left)}</figcaption>")
    out.append("</figure>")
    return "\n".join(out)


def _summary_words(graph: ClassGraph) -> str:
    groups = len({n.group for n in graph.nodes})
    return _(
        "The class as a graph: {documents} in {groups}, {pairs}",
        documents=n_("{n} document", "{n} documents", n=len(graph.nodes)),
        groups=n_("{n} group", "{n} groups", n=groups),
        pairs=n_("{n} reported pair", "{n} reported pairs", n=len(graph.edges)),
    )
