"""Keep the translations in step with the code: ``python translations/update.py`` collects every
text the window passes through tr() / translate() / QT_TRANSLATE_NOOP into the Qt Linguist
sources (translations/plagcheck_<lang>.ts; new texts marked unfinished, for a translator to fill
in with Qt Linguist, ``pyside6-linguist``), then compiles them into the .qm files the wheel and
the app ship (plagcheck/data/translations). ``--compile`` only compiles.

Both tools come with PySide6 (pyside6-lupdate, pyside6-lrelease)."""

from __future__ import annotations

import copy
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "translations"
QM = ROOT / "plagcheck" / "data" / "translations"
LANGUAGES = ("de", "en", "es", "fr", "id")


def tool(name: str) -> str:
    """A PySide6 tool, beside this Python or on the PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(
            f"{name} not found: it comes with PySide6 (pip install PySide6-Essentials)"
        )
    return found


def code_files() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "plagcheck" / "gui").glob("*.py"))


def ts_file(lang: str) -> Path:
    return SOURCES / f"plagcheck_{lang}.ts"


def lupdate(lang: str, *options: str) -> None:
    subprocess.run(
        [
            tool("pyside6-lupdate"),
            *code_files(),
            *options,
            "-locations",
            "none",
            "-target-language",
            lang,
            "-ts",
            str(ts_file(lang)),
        ],
        cwd=ROOT,
        check=True,
    )


def carry_over(ts: Path) -> int:
    """A text that moved to another class (another context) keeps its translation: a new,
    unfinished message takes the translation of a vanished one with the same source."""
    tree = ET.parse(ts)
    gone = {
        m.findtext("source"): m.find("translation")
        for m in tree.getroot().iter("message")
        if m.find("translation").get("type") in ("vanished", "obsolete")
    }
    n = 0
    for m in tree.getroot().iter("message"):
        t = m.find("translation")
        old = gone.get(m.findtext("source"))
        if t.get("type") == "unfinished" and old is not None:
            m.remove(t)
            new = copy.deepcopy(old)
            new.attrib.pop("type", None)
            m.append(new)
            n += 1
    if n:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return n


def update() -> None:
    for lang in LANGUAGES:
        lupdate(lang)  # keeps what vanished from the code, marked so
        carry_over(ts_file(lang))
        lupdate(lang, "-no-obsolete")  # then drops it


def compile_all(out: Path = QM) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        qm = out / f"plagcheck_{lang}.qm"
        subprocess.run(
            [tool("pyside6-lrelease"), "-silent", str(ts_file(lang)), "-qm", str(qm)],
            check=True,
        )


if __name__ == "__main__":
    if "--compile" not in sys.argv:
        update()
    compile_all()
