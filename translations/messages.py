"""Keep the message catalogues in step with the code: ``python translations/messages.py``
collects every message the engine, the reports and the command line write (the texts passed to
``_``, ``n_``, ``msg`` and ``nmsg`` of plagcheck.i18n) into ``translations/messages.pot``, and
brings each language's catalogue, ``plagcheck/data/messages/<code>.po``, up to date with it: new
messages added untranslated, vanished ones dropped, the plural forms header set from the
language's CLDR rule. A translator then fills in the empty ``msgstr`` lines (any .po editor:
Poedit, Lokalize, a text editor); tests/test_messages.py fails until every one is filled in
with the same placeholders as the English.

``python translations/messages.py xx`` starts a new language's catalogue (its CLDR code)."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Any

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po
from babel.plural import to_gettext

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from plagcheck.i18n import MESSAGES, plural_tags  # noqa: E402

TEMPLATE = ROOT / "translations" / "messages.pot"
# Where messages are written: the engine, the reports, the command line, the package root; the
# window's own texts go through Qt (translations/update.py), its calls to ``say`` do not count.
KEYWORDS = {"_": None, "msg": None, "n_": (1, 2), "nmsg": (1, 2)}


def extract_ast(
    fileobj: IO[bytes], keywords: Iterable[str], comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, Any, list[str]]]:
    """Babel's extraction method for plagcheck's code, read by Python's own parser, so that a
    message marked inside an f-string's braces is found too: (line, function, message(s),
    comments); an argument that is not a string literal is None."""
    tree = ast.parse(fileobj.read())
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        name = node.func.id
        if name not in keywords:
            continue
        count = 2 if KEYWORDS[name] else 1
        texts = [
            a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
            for a in node.args[:count]
        ]
        texts += [None] * (count - len(texts))
        yield node.lineno, name, texts[0] if count == 1 else tuple(texts), []


METHOD: list[tuple[str, Any]] = [("**.py", extract_ast)]


def extracted() -> Iterator[tuple[str, int, str | tuple[str | None, ...] | None]]:
    """(file, line, message) for every marked message in the code; a message whose text is not
    a plain string literal holds None (tests/test_messages.py refuses it)."""
    for folder in ("plagcheck",):
        found = extract_from_dir(ROOT / folder, METHOD, keywords=KEYWORDS, strip_comment_tags=True)
        for file, line, message, _comments, _context in found:
            yield f"{folder}/{file}", line, message


def template() -> Catalog:
    cat = Catalog(project="plagcheck", fuzzy=False)
    for file, line, message in extracted():
        if message is None or (isinstance(message, tuple) and None in message):
            continue
        cat.add(message, locations=[(file, line)])
    return cat


def plural_forms(cat: Catalog, code: str) -> None:
    """Give ``cat`` the plural forms of ``code``'s CLDR rule (Babel's gettext expression of it:
    the forms are ``plural_tags(code)``, in that order), not gettext's older table."""
    expr = to_gettext(Locale.parse(code).plural_form).split("plural=", 1)[1].rstrip(";")
    cat._num_plurals, cat._plural_expr = len(plural_tags(code)), expr


def catalogue_path(code: str) -> Path:
    return MESSAGES / f"{code}.po"


def update(codes: list[str]) -> None:
    tpl = template()
    with TEMPLATE.open("wb") as f:
        write_po(f, tpl, omit_header=True, width=100, include_lineno=False)
    for code in codes:
        path = catalogue_path(code)
        if path.exists():
            with path.open("rb") as f:
                cat = read_po(f, locale=code)
        else:
            cat = Catalog(locale=Locale.parse(code), project="plagcheck", fuzzy=False)
        dates = cat.creation_date, cat.revision_date
        plural_forms(cat, code)
        cat.update(tpl, no_fuzzy_matching=True)
        cat.obsolete.clear()
        # The header as it was and no locations (the template has them): a catalogue changes
        # only where its messages do, and merges stay easy.
        cat.creation_date, cat.revision_date = dates
        with path.open("wb") as f:
            write_po(f, cat, width=100, no_location=True, include_previous=False)


if __name__ == "__main__":
    new = sys.argv[1:]
    update(sorted({p.stem for p in MESSAGES.glob("*.po")} | set(new)))
