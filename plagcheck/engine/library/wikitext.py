"""Wikitext -> the text a reader of the page sees, with mwparserfromhell's parse tree.

What a page shows is kept: prose, link texts, bold and italic, headings (a line each), table
cells (a space between cells, a line per row), list items (a line each), image captions, and the
text of the few templates that print their argument ({{lang|fr|...}}, {{nowrap|...}},
{{convert|5|km}}, quotations). What it does not show as prose is dropped: other templates
(infoboxes, navigation boxes, citations), references, comments, categories, interlanguage links,
formulas, galleries, and the closing sections a reader does not read as the article (References,
External links, See also, ... in the languages of ``END_SECTIONS``).

mwparserfromhell tokenises in C; walking its tree here is about as fast as its own
``strip_code()`` (which keeps image options, category names and templates' absence of text
wrongly for this purpose): ~400 generated articles of 6.4 KB a second on one core
(bench/library.py measures it with the rest of the build).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import mwparserfromhell
from mwparserfromhell.nodes import (
    ExternalLink,
    Heading,
    HTMLEntity,
    Tag,
    Template,
    Text,
    Wikilink,
)
from mwparserfromhell.wikicode import Wikicode

# Namespace names every wiki understands besides its own (the dump's siteinfo adds those).
FILE_NAMES = ("file", "image", "media")
CATEGORY_NAMES = ("category",)
# Interlanguage links at the end of an article ([[de:Haus]]): language codes of the larger wikis.
LANGUAGES = frozenset(
    "af als am an ar arz ast az azb ba bar be bg bn br bs ca ceb ckb cs cy da de el en eo es et eu "
    "fa fi fr fy ga gl gu he hi hr hu hy ia id io is it ja jv ka kk kn ko ku la lb lmo lt lv mg "
    "min mk ml mn mr ms my nds ne new nl nn no oc pa pl pms pnb pt ro ru sa sco sh si simple sk "
    "sl sq sr su sv sw ta te tg th tl tr tt uk ur uz vec vi war wuu yi yo zh zh-yue".split()
)
# Tags whose content a reader does not see as prose.
DROP_TAGS = frozenset(
    "ref references gallery math chem ce score timeline graph mapframe maplink templatedata "
    "syntaxhighlight source imagemap categorytree inputbox noinclude includeonly".split()
)
LINE_TAGS = frozenset("tr table caption p div blockquote center poem ul ol li dl dt dd hr".split())
CELL_TAGS = frozenset(("td", "th"))
# Templates that print their last positional argument; and those whose text is argument 1 or
# "text" (quotations).
LAST_ARG = frozenset("lang nowrap nobr small smaller big larger transl script noitalic".split())
QUOTES = frozenset("quote blockquote cquote quotation zitat citation bloc cita".split())
# Sections after which an article's prose is over (by language): their heading and content go.
END_SECTIONS = frozenset(
    s.casefold()
    for s in (
        "References", "Notes", "Footnotes", "Citations", "Sources", "Bibliography",
        "External links", "See also", "Further reading", "Notes and references",
        "Einzelnachweise", "Weblinks", "Literatur", "Siehe auch", "Anmerkungen", "Quellen",
        "Références", "Notes et références", "Liens externes", "Voir aussi", "Bibliographie",
        "Referencias", "Enlaces externos", "Véase también", "Notas", "Bibliografía",
        "Referensi", "Pranala luar", "Lihat pula", "Lihat juga", "Catatan kaki", "Daftar pustaka",
    )
)  # fmt: skip
_REDIRECT = re.compile(
    r"\s*#\s*(redirect|weiterleitung|redirection|redirección|redireccion|alih|redirecionamento"
    r"|rinvia|doorverwijzing|przekieruj|перенаправление)\b",
    re.IGNORECASE,
)
_DISAMBIGUATION = re.compile(
    r"__DISAMBIG__|\{\{\s*(disambiguation|disambig|dab|hndis|geodis|set index article|surname"
    r"|given name|begriffsklärung|homonymie|desambiguación|desambiguacion|disambigua|disambig-"
    r"[a-z]*)\s*[|}]",
    re.IGNORECASE,
)
_IMAGE_OPTION = re.compile(
    r"^\s*(thumb|thumbnail|frame|frameless|framed|border|left|right|center|centre|none|upright"
    r"(\s*=?\s*[\d.]+)?|baseline|middle|sub|super|text-top|text-bottom|top|bottom|mini|miniatur"
    r"|vignette|miniaturadecimal|jmpl|links|rechts|gauche|droite|izquierda|derecha|kiri|kanan"
    r"|\d*x?\d+\s*px|(alt|link|page|class|lang|upright)\s*=.*)\s*$",
    re.IGNORECASE,
)
_SPACES = re.compile(r"[ \t\u00a0]+")
_BLANK_LINES = re.compile(r"\n\s*\n\s*\n+")
_EMPTY_BRACKETS = re.compile(r"\(\s*[,;:]?\s*\)|\[\s*\]")
_SPACE_BEFORE = re.compile(r" ([,.;:!?)])")
_MAGIC = re.compile(r"__[A-Z]+__")


def is_redirect(text: str) -> bool:
    """A redirect page's text (``#REDIRECT [[...]]`` in the languages of the larger wikis)."""
    return bool(_REDIRECT.match(text))


def is_disambiguation(title: str, text: str) -> bool:
    """A disambiguation page: its title says so or it carries a disambiguation template."""
    return (
        title.endswith(("(disambiguation)", "(Begriffsklärung)", "(homonymie)", "(desambiguación)"))
        or _DISAMBIGUATION.search(text) is not None
    )


class Namespaces:
    """The link prefixes that are files and categories on one wiki, lower-cased."""

    def __init__(self, files: Iterable[str] = (), categories: Iterable[str] = ()) -> None:
        self.files = frozenset(n.casefold() for n in (*FILE_NAMES, *files) if n)
        self.categories = frozenset(n.casefold() for n in (*CATEGORY_NAMES, *categories) if n)


def reader_text(wikitext: str, names: Namespaces | None = None) -> str:
    """The text a reader sees on the page whose source is ``wikitext``."""
    out: list[str] = []
    _walk(mwparserfromhell.parse(wikitext), out, names or Namespaces(), top=True)
    return tidy("".join(out))


def tidy(text: str) -> str:
    """One blank between words, lines stripped, at most one empty line in a row, and the marks
    that dropped templates leave behind ("()", " ,") gone."""
    text = _MAGIC.sub("", text)
    text = _SPACES.sub(" ", text)
    text = _EMPTY_BRACKETS.sub("", text)
    text = _SPACE_BEFORE.sub(r"\1", text)
    text = "\n".join(line.strip() for line in text.split("\n"))
    text = _SPACES.sub(" ", text)
    return _BLANK_LINES.sub("\n\n", text).strip()


def _walk(code: Wikicode, out: list[str], names: Namespaces, top: bool = False) -> None:
    skipping = False
    for node in code.nodes:
        if top and isinstance(node, Heading) and node.level <= 2:
            skipping = _plain(node.title).strip().casefold() in END_SECTIONS
        if skipping:
            continue
        if isinstance(node, Text):
            out.append(node.value)
        elif isinstance(node, Wikilink):
            _link(node, out, names)
        elif isinstance(node, Tag):
            _tag(node, out, names)
        elif isinstance(node, Template):
            _template(node, out, names)
        elif isinstance(node, Heading):
            out.append("\n\n")
            _walk(node.title, out, names)
            out.append("\n\n")
        elif isinstance(node, HTMLEntity):
            out.append(node.normalize())
        elif isinstance(node, ExternalLink):
            if node.title is not None:  # a bare URL is not text a reader reads as prose
                _walk(node.title, out, names)
        # Comments, arguments ({{{1}}}) and anything else: nothing a reader sees.


def _plain(code: Wikicode) -> str:
    return str(code)


def _link(node: Wikilink, out: list[str], names: Namespaces) -> None:
    title = str(node.title).strip()
    if title.startswith(":"):  # [[:Category:X]] shows as a link
        _shown(node, out, names, title[1:])
        return
    prefix = title.split(":", 1)[0].strip().casefold() if ":" in title else ""
    if prefix in names.files:
        if node.text is not None:
            _caption(node.text, out, names)
    elif prefix in names.categories or prefix in LANGUAGES:
        return
    else:
        _shown(node, out, names, title)


def _shown(node: Wikilink, out: list[str], names: Namespaces, title: str) -> None:
    if node.text is not None:
        _walk(node.text, out, names)
    else:
        out.append(title.split("#", 1)[0] or title)


def _caption(text: Wikicode, out: list[str], names: Namespaces) -> None:
    """An image's caption: what follows its last top-level "|", unless that is an option."""
    nodes = text.nodes
    start, head = 0, ""
    for i, n in enumerate(nodes):
        if type(n) is Text and "|" in n.value:
            start, head = i + 1, n.value.rsplit("|", 1)[1]
    rest = "".join(str(n) for n in nodes[start:])
    if not (head + rest).strip() or _IMAGE_OPTION.match(head + rest):
        return
    out.append("\n")
    out.append(head)
    _walk(Wikicode(nodes[start:]), out, names)
    out.append("\n")


def _tag(node: Tag, out: list[str], names: Namespaces) -> None:
    tag = str(node.tag).strip().casefold()
    if tag in DROP_TAGS:
        return
    if tag == "br":
        out.append("\n")
        return
    edge = "\n" if tag in LINE_TAGS else " " if tag in CELL_TAGS else ""
    out.append(edge)
    if not node.self_closing and node.contents is not None:
        _walk(node.contents, out, names)
        out.append(edge)


def _template(node: Template, out: list[str], names: Namespaces) -> None:
    name = str(node.name).strip().casefold().replace("_", " ")
    positional = [p for p in node.params if not p.showkey]
    if name in LAST_ARG or name.startswith("lang-"):
        if positional:
            _walk(positional[-1].value, out, names)
    elif name in ("convert", "cvt"):
        if len(positional) >= 2:
            out.append(f"{str(positional[0].value).strip()} {str(positional[1].value).strip()}")
    elif name in QUOTES:
        for key in ("text", "quote", "1", "Text", "texte", "texto"):
            if node.has(key):
                out.append("\n")
                _walk(node.get(key).value, out, names)
                out.append("\n")
                return
