"""The window in the teacher's language: every text the code passes through tr() is in the Qt
Linguist sources of every language, translated; the compiled .qm files are those sources; a
loaded translation changes what the window shows; numbers are typed and shown the locale's way."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QLocale, QSettings  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QWidget,
)

from plagcheck import i18n as speech  # noqa: E402
from plagcheck.gui import i18n  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "translations"))
import update as translations  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
SPOKEN = ("de", "es", "fr", "id")


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts).getroot()
    return {
        (c.findtext("name") or "", m.findtext("source") or ""): m
        for c in root.findall("context")
        for m in c.findall("message")
    }


@pytest.fixture(scope="module")
def from_code(tmp_path_factory) -> dict[tuple[str, str], ET.Element]:
    """Every text the code marks for translation, as pyside6-lupdate finds it now."""
    out = tmp_path_factory.mktemp("ts") / "now.ts"
    subprocess.run(
        [translations.tool("pyside6-lupdate"), *translations.code_files(), "-ts", str(out)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    found = messages(out)
    assert len(found) > 300
    return found


@pytest.mark.parametrize("lang", [*SPOKEN, "en"])
def test_every_text_of_the_window_is_in_the_sources(from_code, lang: str) -> None:
    have = messages(translations.ts_file(lang))
    missing = sorted(f"{ctx}: {src[:60]!r}" for ctx, src in from_code if (ctx, src) not in have)
    assert missing == [], f"not in {lang}.ts (run python translations/update.py): {missing}"


@pytest.mark.parametrize("lang", [*SPOKEN, "en"])
def test_every_text_of_the_window_is_translated(from_code, lang: str) -> None:
    have = messages(translations.ts_file(lang))
    unfinished = []
    for key in from_code:
        if key not in have:
            continue  # (the test above names it)
        t = have[key].find("translation")
        forms = [f.text for f in t.findall("numerusform")] or [t.text]
        if t.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            unfinished.append(f"{key[0]}: {key[1][:60]!r}")
        for piece in ("{0}", "{1}", "{2}", "%n"):  # what the code fills in must be kept
            if piece in key[1]:
                assert all(piece in (f or "") for f in forms), (lang, key, forms)
    assert unfinished == [], f"untranslated in {lang} (fill in with pyside6-linguist): {unfinished}"


def test_the_shipped_qm_files_are_compiled_from_the_sources(tmp_path: Path) -> None:
    translations.compile_all(tmp_path)
    for lang in [*SPOKEN, "en"]:
        name = f"plagcheck_{lang}.qm"
        assert (tmp_path / name).read_bytes() == (i18n.QM_DIR / name).read_bytes(), name


def visible_texts(window: QWidget) -> list[str]:
    out = []
    for w in window.findChildren(QWidget):
        if isinstance(w, QLabel) and w.text().strip():
            out.append(w.text())
        elif isinstance(w, QAbstractButton) and w.text().strip():
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
    out += [a.text() for a in window.menuBar().actions()]
    out += [window.views.tabText(i) for i in range(window.views.count())]
    return [t for t in out if any(c.isalpha() for c in t)]


@pytest.fixture
def speak(qtbot):  # type: ignore[no-untyped-def]
    """Load a language for a test; English and the locale before it come back after."""
    app = QApplication.instance()
    before = QLocale()

    def load(lang: str) -> None:
        assert i18n.install(app, lang) == lang

    yield load
    i18n.install(app, "en")
    speech.choose("")  # what the window writes: the system's language again
    for t in list(i18n._installed):
        app.removeTranslator(t)
    i18n._installed.clear()
    QLocale.setDefault(before)


def make(qtbot, tmp_path: Path, name: str):  # type: ignore[no-untyped-def]
    from plagcheck.gui.app import make_window

    w = make_window(QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.settings_panel.show_advanced(True)
    return w


@pytest.mark.parametrize("lang", SPOKEN)
def test_a_loaded_language_changes_most_of_what_the_window_says(
    qtbot, tmp_path: Path, speak, lang: str
) -> None:
    english = visible_texts(make(qtbot, tmp_path, "en"))
    speak(lang)
    window = make(qtbot, tmp_path, lang)
    spoken = visible_texts(window)
    assert len(spoken) == len(english)
    changed = sum(a != b for a, b in zip(english, spoken, strict=True))
    assert changed / len(english) > 0.5, (lang, changed, len(english))
    if lang == "de":
        assert window.views.tabText(0) == "Schüler/innen"
        assert [a.text() for a in window.menuBar().actions()][0] == "&Datei"
        assert window.settings_panel.exact.text() == "Jedes Paar exakt vergleichen"


def test_numbers_are_typed_and_shown_the_locales_way(qtbot, tmp_path: Path, speak) -> None:
    speak("de")
    window = make(qtbot, tmp_path, "de")
    box = window.settings_panel.threshold
    assert box.locale().decimalPoint() == ","
    assert box.text() == "0,30"
    for typed, value in (("0,25", 0.25), ("0.45", 0.45)):  # either mark a teacher may type
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), typed)
        box.interpretText()
        assert box.value() == pytest.approx(value), typed
    assert window.pairs.slider_label.text() == "0,00"
    from plagcheck.gui.numbers import percent

    assert percent(0.5) == "50\u202f%"


def test_the_language_follows_the_system_unless_the_teacher_chose_one(tmp_path: Path) -> None:
    assert i18n.language_for("", QLocale(QLocale.Language.French, QLocale.Country.Canada)) == "fr"
    assert i18n.language_for("", QLocale(QLocale.Language.Japanese)) == "en"
    assert i18n.language_for("id", QLocale(QLocale.Language.German)) == "id"
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert i18n.chosen(settings) == ""
    settings.setValue(i18n.SETTING, "es")
    assert i18n.chosen(settings) == "es"
    settings.setValue(i18n.SETTING, "xx")  # a language plagcheck does not speak
    assert i18n.chosen(settings) == ""


@pytest.mark.parametrize("lang", SPOKEN)
def test_what_the_window_writes_speaks_the_windows_language(
    speak, tmp_path: Path, lang: str
) -> None:
    """View -> Language chooses the language of the reports the window writes too (on its
    worker thread, as the exporter writes them)."""
    import threading

    from conftest import SAMPLES

    from plagcheck.engine import Params, pipeline
    from plagcheck.reports import html_report

    result = pipeline.run(SAMPLES, Params())
    speak(lang)
    out = tmp_path / "report.html"
    worker = threading.Thread(target=html_report.write_html, args=(result, out))
    worker.start()
    worker.join()
    assert f"<html lang='{lang}'>" in out.read_text("utf-8")
    assert speech.say(speech.msg("empty file")) != "empty file"


def test_the_status_line_names_the_layout_in_the_windows_language(qtbot, speak) -> None:
    from conftest import SAMPLES
    from PySide6.QtWidgets import QStatusBar

    from plagcheck.engine import Params, pipeline
    from plagcheck.gui.status_line import StatusLine

    result = pipeline.run(SAMPLES, Params())
    speak("de")
    bar = QStatusBar()
    qtbot.addWidget(bar)
    line = StatusLine(bar, "")
    line.show_result(result, 0.5)
    assert line.layout_label.text() == "Eine Datei je Schüler/in ·"
    assert line.stage_name("reading") == "Dateien werden gelesen"
