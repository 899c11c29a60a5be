"""The window in the teacher's language: Qt translators for plagcheck's texts (compiled .qm files
in plagcheck/data/translations, made from the Qt Linguist sources in translations/) and for Qt's
own (standard dialogs), chosen from the system's locale unless the teacher chose one; numbers
and dates follow the same locale (QLocale.setDefault)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from plagcheck import i18n as messages

QM_DIR = Path(__file__).resolve().parent.parent / "data" / "translations"
SETTING = "language"  # "" or absent: the system's
# The languages plagcheck's window speaks, each named in itself.
LANGUAGES = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "id": "Bahasa Indonesia",
}

_installed: list[QTranslator] = []


def chosen(settings: QSettings | None) -> str:
    """The language the teacher chose ("" for the system's)."""
    value = str(settings.value(SETTING, "") or "") if settings is not None else ""
    return value if value in LANGUAGES else ""


def language_for(choice: str = "", system: QLocale | None = None) -> str:
    """The language to speak: the chosen one, else the system's when plagcheck speaks it,
    else English."""
    if choice in LANGUAGES:
        return choice
    for name in (system or QLocale.system()).uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def install(app: QCoreApplication, choice: str = "") -> str:
    """Load the translators for ``choice`` (or the system's language) into ``app``, replacing
    any loaded before; returns the language used."""
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    lang = language_for(choice)
    messages.choose(lang)  # what the window writes and shows of the engine's: the same language
    messages.prepare(lang)  # read now, on this thread, not first by a worker in mid-scan
    system = QLocale.system()
    # Numbers and dates: the system's own form when its language is the one spoken (a Swiss
    # teacher keeps "0.25"), else the chosen language's.
    locale = system if system.name().split("_")[0] == lang else QLocale(lang)
    QLocale.setDefault(locale)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"plagcheck_{lang}", str(QM_DIR)), (f"qtbase_{lang}", qt_dir)):
        t = QTranslator(app)
        if t.load(name, folder):
            app.installTranslator(t)
            _installed.append(t)
    return lang
