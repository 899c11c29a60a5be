"""The class as a graph: who shares text with whom, laid out once for the window and the report.

Nodes are the documents of reported pairs: students (circles), reference texts (squares), a
library's articles (diamonds) and archived documents of earlier terms (triangles). Edges are the
reported pairs: their width grows with the words the two share, a reworded pair is dashed, and
their colour is the pair's credit group (the least credit any of its passages was given).

Each group (documents linked by reported pairs, reference texts included) is laid out on its own
and the groups are set side by side in rows, in the order the groups list gives them: a
force-directed layout (Fruchterman and Reingold, "Graph drawing by force-directed placement",
1991) in numpy from a fixed start (a circle in the order the group's students handed in), all
groups of one size in one computation. No randomness: the same result gives the same picture.
500 students lay out in 15-210 ms (bench/graph_layout.py).
Pure Python and numpy: the window (gui/graph_view.py) and the HTML report (graph_svg.py) draw
what this module computes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from plagcheck.engine import Document, Result, display_name, handin
from plagcheck.engine.compare import CREDITS, UNCREDITED, Pair, lesser_credit
from plagcheck.i18n import _, msg, n_, say
from plagcheck.reports.credit import LABEL

STUDENT, REFERENCE, ARTICLE, ARCHIVED = "student", "reference", "article", "archived"
KIND_WORDS = {
    STUDENT: msg("student"),
    REFERENCE: msg("reference text"),
    ARTICLE: msg("library article"),
    ARCHIVED: msg("archived, earlier term"),
}
# Sizes in the drawing's own units (a node's radius, the room a group's node needs).
RADIUS = 10.0
SPACING = 100.0
GAP = 90.0  # between groups
ITERATIONS = 60
SMALL = 12  # a group this large or smaller starts on a circle


@dataclass(frozen=True)
class Node:
    doc: int  # index in Result.documents
    name: str
    kind: str
    group: int  # its set of linked documents (ClassGraph.labels), laid out apart
    x: float
    y: float
    submitted: str | None = None
    submitted_from: str = ""


@dataclass(frozen=True)
class Edge:
    a: int  # index in ClassGraph.nodes
    b: int
    pair: int  # index in Result.reported (the report's pair number is pair + 1)
    words: int  # words in the passages the two share
    reworded: bool  # most of those words are in reworded passages
    credit: str  # the least credit any of its passages was given (compare.CREDITS)
    width: float  # stroke width in the drawing's units


@dataclass
class ClassGraph:
    nodes: list[Node] = field(default_factory=list)
    edges: list[Edge] = field(default_factory=list)
    width: float = 0.0
    height: float = 0.0
    left_out: int = 0  # students in no reported pair (not drawn)
    # Each group's label ("Group 2"), by Node.group: messages, in the reader's language by say.
    labels: list[str] = field(default_factory=list)


def kind_of(doc: Document) -> str:
    if doc.source:
        return ARTICLE if doc.library is not None else REFERENCE
    return ARCHIVED if doc.archived else STUDENT


def _edge_facts(p: Pair) -> tuple[int, bool, str]:
    """Words shared, reworded or not, and the credit of a reported pair."""
    words = sum(q.words for q in p.spans) or p.longest_passage
    reworded = sum(q.words for q in p.spans if q.reworded)
    credit = UNCREDITED if not p.spans else CREDITS[0]
    for q in p.spans:
        credit = lesser_credit(credit, q.credit)
    return words, reworded * 2 > words, credit


Links = list[tuple[int, int, float]]  # (i, j, weight) within one group


def _start(n: int, links: Links) -> np.ndarray:
    """Where a group's nodes start (2 x n): on a circle, a small group in index order (the
    order they handed in), a larger one in breadth-first order from node 0, so that linked
    nodes start near each other and the forces only need to relax them (a chain starts as a
    ring, not as a tangle)."""
    order = list(range(n))
    if n > SMALL:
        near: list[list[int]] = [[] for _ in range(n)]
        for i, j, _ in links:
            near[i].append(j)
            near[j].append(i)
        seen, order = {0}, [0]
        for node in order:  # the list grows as it is read: a breadth-first walk
            for other in sorted(near[node]):
                if other not in seen:
                    seen.add(other)
                    order.append(other)
        order += [i for i in range(n) if i not in seen]
    place = np.empty(n)
    place[order] = np.arange(n)
    angle = 2 * np.pi * place / n
    return np.stack([np.cos(angle), np.sin(angle)])


def layout_groups(n: int, groups: list[Links], iterations: int = ITERATIONS) -> np.ndarray:
    """Positions (G x n x 2, each group centred on 0) of G groups of n nodes each, every group
    linked by its own (i, j, weight) links: Fruchterman-Reingold from a fixed start (``_start``),
    cooling linearly, all G groups in one numpy computation (O(G n^2) a step); deterministic."""
    count = len(groups)
    if n == 1:
        return np.zeros((count, 1, 2))
    if n == 2:
        # Side by side, far enough apart for both names under them.
        return np.tile(np.array([[-0.8 * SPACING, 0.0], [0.8 * SPACING, 0.0]]), (count, 1, 1))
    size = SPACING * np.sqrt(n) / 2
    start = np.stack([_start(n, links) for links in groups]) * size  # G x 2 x n
    x, y = start[:, 0, :], start[:, 1, :]
    g_i_j_w = [(g, i, j, w) for g, links in enumerate(groups) for i, j, w in links]
    at = np.array([(g * n + i, g * n + j) for g, i, j, _ in g_i_j_w], dtype=np.int64)
    at = at.reshape(-1, 2)
    weight = np.array([w for *_, w in g_i_j_w], dtype=float)
    k2 = SPACING * SPACING  # the ideal distance between linked nodes, squared
    temperature = size / 2
    for step in range(iterations):
        dx = x[:, :, None] - x[:, None, :]
        dy = y[:, :, None] - y[:, None, :]
        push = dx * dx
        push += dy * dy
        np.maximum(push, 1e-2, out=push)
        np.divide(k2, push, out=push)  # repulsion k^2 / d, as a factor of the distance d
        mx = np.einsum("gij,gij->gi", dx, push).ravel()
        my = np.einsum("gij,gij->gi", dy, push).ravel()
        if len(at):
            fx, fy = x.ravel(), y.ravel()
            ex, ey = fx[at[:, 0]] - fx[at[:, 1]], fy[at[:, 0]] - fy[at[:, 1]]
            pull = np.sqrt(ex * ex + ey * ey) * weight / SPACING  # attraction d^2 / k
            mx -= np.bincount(at[:, 0], ex * pull, len(mx)) - np.bincount(
                at[:, 1], ex * pull, len(mx)
            )
            my -= np.bincount(at[:, 0], ey * pull, len(my)) - np.bincount(
                at[:, 1], ey * pull, len(my)
            )
        length = np.sqrt(np.maximum(mx * mx + my * my, 1e-9))
        scale = np.minimum(length, temperature * (1 - step / iterations)) / length
        x = x + (mx * scale).reshape(count, n)
        y = y + (my * scale).reshape(count, n)
    pos = np.stack([x, y], axis=2)
    return pos - pos.mean(1, keepdims=True)


def short_name(name: str, most: int = 22) -> str:
    """A name as a mark's label shows it (the whole name is in its title)."""
    return name if len(name) <= most else name[: most - 1] + "…"


def node_title(graph: ClassGraph, k: int, names: Sequence[str]) -> str:
    """What a node says on hover or focus (``names``: each document's name as shown), in the
    reader's language."""
    node = graph.nodes[k]
    pairs = sum(1 for ed in graph.edges if k in (ed.a, ed.b))
    said = _(
        "{name}: {kind}, {group}",
        name=names[node.doc],
        kind=KIND_WORDS[node.kind],
        group=graph.labels[node.group],
    )
    if node.kind != ARTICLE:
        when = handin.when_words(node.submitted, node.submitted_from)
        handed = _("handed in {when}", when=when) if node.submitted else _("hand-in time unknown")
        said = f"{said}, {handed}"
    return f"{said}; {n_('{n} reported pair', '{n} reported pairs', n=pairs)}"


def edge_title(result: Result, graph: ClassGraph, k: int, names: Sequence[str]) -> str:
    """What an edge says on hover or focus: the pair, the words shared and how, who handed in
    first (an order in time, not a verdict), in the reader's language."""
    ed = graph.edges[k]
    a, b = graph.nodes[ed.a].doc, graph.nodes[ed.b].doc
    da, db = result.documents[a], result.documents[b]
    said = _(
        "Pair {n}: {a} and {b} share {words} ({how}; {credit})",
        n=ed.pair + 1,
        a=names[a],
        b=names[b],
        words=n_("{n} word", "{n} words", n=ed.words),
        how=msg("reworded") if ed.reworded else msg("same words"),
        credit=LABEL[ed.credit],
    )
    order = handin.order_sentence(names[a], names[b], da.submitted, db.submitted)
    return f"{said}. {say(order)}" if order else said


def strongest(graph: ClassGraph, k: int) -> int:
    """The pair (index in Result.reported) of node ``k`` that shares the most words."""
    edges = [ed for ed in graph.edges if k in (ed.a, ed.b)]
    return max(edges, key=lambda ed: (ed.words, -ed.pair)).pair


def components(result: Result) -> tuple[list[list[int]], list[str]]:
    """Documents linked by reported pairs (reference texts and archived documents too), each
    set with the label the drawing gives it: the numbers of the groups (``Result.groups``, as
    the groups list numbers them) inside it, or what its students share text with."""
    parent: dict[int, int] = {}

    def root(x: int) -> int:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for p in result.reported:
        parent[root(p.a)] = root(p.b)
    found: dict[int, list[int]] = {}
    for i in sorted(parent):
        found.setdefault(root(i), []).append(i)
    number = {i: g + 1 for g, ids in enumerate(result.groups) for i in ids}
    keyed = []
    for ids in found.values():
        nums = sorted({number[i] for i in ids if i in number})
        kinds = {kind_of(result.documents[i]) for i in ids}
        if len(nums) == 1:
            label = msg("Group {n}", n=nums[0])
        elif nums:
            label = msg("Groups {numbers}", numbers=", ".join(map(str, nums)))
        elif kinds & {REFERENCE, ARTICLE}:
            label = msg("Shared with a source")
        else:
            label = msg("Shared with an earlier term")
        keyed.append(((nums[0] if nums else len(number) + 1, ids[0]), ids, label))
    keyed.sort(key=lambda k: k[0])
    return [ids for _, ids, _ in keyed], [label for *_, label in keyed]


def class_graph(result: Result) -> ClassGraph:
    """The reported pairs of ``result`` as a graph, laid out."""
    reported, docs = result.reported, result.documents
    groups, labels = components(result)
    facts = [_edge_facts(p) for p in reported]
    most = max((w for w, _, _ in facts), default=1) or 1
    ordered, links = [], []
    for ids in groups:
        # The start in the order the group handed in (unknown times last, then by name).
        ids = sorted(ids, key=lambda i: (docs[i].submitted or "~", display_name(docs[i]), i))
        at = {doc: k for k, doc in enumerate(ids)}
        ordered.append(ids)
        links.append(
            [
                (at[p.a], at[p.b], 0.5 + 0.5 * facts[n][0] / most)
                for n, p in enumerate(reported)
                if p.a in at and p.b in at
            ]
        )
    boxes: list[Box] = []
    by_size: dict[int, list[int]] = {}
    for g, ids in enumerate(ordered):
        by_size.setdefault(len(ids), []).append(g)
    for n, gs in by_size.items():  # groups of one size laid out together
        for g, pos in zip(gs, layout_groups(n, [links[g] for g in gs])):
            boxes.append((g, ordered[g], pos))
    boxes.sort(key=lambda b: b[0])
    placed: dict[int, tuple[float, float]] = {}
    width, height = _pack(boxes, placed)
    graph = ClassGraph(width=width, height=height, labels=labels)
    index: dict[int, int] = {}
    for g, ids, _pos in boxes:
        for i in ids:
            index[i] = len(graph.nodes)
            x, y = placed[i]
            graph.nodes.append(
                Node(
                    i,
                    display_name(docs[i]),
                    kind_of(docs[i]),
                    g,
                    x,
                    y,
                    docs[i].submitted,
                    docs[i].submitted_from,
                )
            )
    for n, (p, (words, reworded, credit)) in enumerate(zip(reported, facts)):
        width_ = 1.5 + 4.5 * np.sqrt(words / most)
        graph.edges.append(
            Edge(index[p.a], index[p.b], n, words, reworded, credit, round(float(width_), 2))
        )
    graph.left_out = sum(1 for i in result.students if i not in index)
    return graph


Box = tuple[int, list[int], np.ndarray]  # a group's number, its documents, their positions


def _pack(boxes: list[Box], placed: dict[int, tuple[float, float]]) -> tuple[float, float]:
    """Set the groups in rows (shelves), in order, about twice as wide as the drawing is tall;
    fills ``placed`` (document -> x, y) and returns the drawing's width and height."""
    sizes = []
    for _g, _ids, pos in boxes:
        lo, hi = pos.min(0), pos.max(0)
        sizes.append(hi - lo + 2 * RADIUS + GAP)
    area = sum(float(w * h) for w, h in sizes)
    row_width = max([float(np.sqrt(area) * 2.2)] + [float(w) for w, _ in sizes])
    x = y = row_height = 0.0
    width = 0.0
    for (_g, ids, pos), (w, h) in zip(boxes, sizes):
        if x > 0 and x + w > row_width:
            x, y, row_height = 0.0, y + row_height, 0.0
        lo = pos.min(0)
        for doc, (px, py) in zip(ids, pos):
            placed[doc] = (
                round(float(x + GAP / 2 + RADIUS + px - lo[0]), 1),
                round(float(y + GAP / 2 + RADIUS + py - lo[1]), 1),
            )
        x += float(w)
        width = max(width, x)
        row_height = max(row_height, float(h))
    return width, y + row_height
