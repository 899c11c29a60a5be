"""Everything plagcheck writes outside the window's own texts (the engine's messages, the
reports, the case file, the command line) in every language it speaks: each message marked in
the code has a translation in each catalogue, with the same placeholders and every plural form
the language's CLDR rule asks for; numbers, dates and plurals are the language's own."""

from __future__ import annotations

import pickle
import string
import sys
import xml.etree.ElementTree as ET
from datetime import datetime, timezone
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from plagcheck import i18n
from plagcheck.engine import describe_flags

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "translations"))
import messages as catalogues  # noqa: E402

SPOKEN = ("de", "es", "fr", "id")


@pytest.fixture(scope="module")
def in_code() -> dict[str, str]:
    """Every message the code marks, English singular -> English plural ("" if none)."""
    found: dict[str, str] = {}
    bad = []
    for file, line, message in catalogues.extracted():
        texts = message if isinstance(message, tuple) else (message,)
        if None in texts or "" in texts:
            bad.append(f"{file}:{line}")
            continue
        found[texts[0]] = texts[1] if len(texts) > 1 else ""
    assert bad == [], f"a message that is not a plain string literal cannot be translated: {bad}"
    assert len(found) > 80
    return found


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def read(code: str):  # noqa: ANN201
    with catalogues.catalogue_path(code).open("rb") as f:
        return read_po(f, locale=code)


def test_the_languages_are_those_of_the_window() -> None:
    assert i18n.languages() == ["en", *sorted(SPOKEN)]
    assert set(i18n.NAMES) == set(i18n.languages())


@pytest.mark.parametrize("code", SPOKEN)
def test_every_message_is_translated_with_its_placeholders(in_code, code: str) -> None:
    cat = read(code)
    tags = i18n.plural_tags(code)
    missing, untranslated, wrong = [], [], []
    for one, other in in_code.items():
        m = cat.get(one)
        if m is None:
            missing.append(one)
            continue
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.fuzzy or not all(forms) or (other and len(forms) != len(tags)):
            untranslated.append(one)
            continue
        for tag, form in zip(tags if other else ("",), forms):
            english = one if tag == "one" or not other else other
            want = fields(english) - ({"n"} if tag == "one" else set())
            if not want <= fields(form) or not fields(form) <= fields(english) | fields(one):
                wrong.append((one, form))
    hint = "run python translations/messages.py, then fill in plagcheck/data/messages"
    assert missing == [], f"not in {code}.po ({hint}): {missing}"
    assert untranslated == [], f"untranslated in {code}.po: {untranslated}"
    assert wrong == [], f"placeholders dropped or renamed in {code}.po: {wrong}"


@pytest.mark.parametrize("code", SPOKEN)
def test_a_catalogue_counts_by_its_languages_cldr_rule(code: str) -> None:
    """The header a .po editor reads says as many forms as CLDR gives the language (French
    and Spanish three: one, many, other; Indonesian one), in the order plagcheck reads them."""
    cat = read(code)
    assert cat.num_plurals == len(i18n.plural_tags(code))
    assert {"fr": 3, "es": 3, "de": 2, "id": 1}[code] == cat.num_plurals


def window_texts(code: str) -> dict[str, str]:
    """The window's own texts in ``code`` (Qt Linguist source -> translation)."""
    ts = ET.parse(ROOT / "translations" / f"plagcheck_{code}.ts").getroot()
    return {m.findtext("source") or "": m.findtext("translation") or "" for m in ts.iter("message")}


@pytest.mark.parametrize("code", SPOKEN)
def test_a_text_the_window_and_a_report_both_show_is_translated_once(in_code, code) -> None:
    """A sentence the window and a report both show (a credit group's meaning, a decision's
    tip, what "found elsewhere" measures) is in the message catalogue only: the window writes
    it with i18n.say. A short label both happen to use ("Student", "Details") may stand in
    both catalogues, translated the same way."""
    window = window_texts(code)
    both = [t for t in in_code if t in window]
    sentences = [t for t in both if len(t.split()) > 3]
    assert sentences == [], "translate once, in the message catalogue (the window: i18n.say)"
    catalogue = i18n.catalogue(code)
    differ = [(t, window[t], catalogue.get(t)) for t in both if window[t] != catalogue.get(t)]
    assert differ == []
    assert len(both) >= 10  # the labels there are: the rule above is at work


def test_numbers_dates_and_plurals_are_the_languages_own() -> None:
    moment = datetime(2026, 11, 28, 9, 30, tzinfo=timezone.utc)
    assert i18n.number(0.3, ".2f", "de") == "0,30"
    assert i18n.number(0.3, ".2f", "en") == "0.30"
    assert i18n.number(12345, "", "fr") == "12\u202f345"
    assert i18n.percent(0.45, 0, "de") == "45\xa0%"
    assert i18n.day(moment, "de") == "28.11.2026"
    assert i18n.when(moment, "de") == "28.11.2026, 09:30 UTC"
    assert i18n.when(moment, "en") == "2026-11-28 09:30 UTC"
    flags = {"confusables": 1, "invisible": 0, "odd_spaces": 2}
    assert describe_flags(flags) == ["1 look-alike letter replaced", "2 unusual spaces made plain"]
    said = [i18n.say(f, "de") for f in describe_flags(flags)]
    assert said == [
        "1 ähnlich aussehender Buchstabe ersetzt",
        "2 ungewöhnliche Leerzeichen vereinheitlicht",
    ]
    # French counts 0 and 1 in the singular, and a million with "many" (CLDR), English does not.
    zero = describe_flags({"invisible": 0}) + [i18n.nmsg("{n} byte", "{n} bytes", n=0)]
    assert i18n.say(zero[-1], "fr") == "0 octet"
    assert i18n.say(zero[-1], "en") == "0 bytes"
    assert (
        i18n.say(i18n.nmsg("{n} byte", "{n} bytes", n=1_000_000), "fr")
        == "1\u202f000\u202f000 octets"
    )
    assert i18n.say(i18n.nmsg("{n} byte", "{n} bytes", n=7), "id") == "7 byte"


def test_a_message_keeps_its_id_across_processes_and_says_itself_in_each_language() -> None:
    m = i18n.msg("cannot read file: {why}", why=i18n.msg("file not found"))
    back = pickle.loads(pickle.dumps(m))
    assert back == "cannot read file: file not found" and back.id == m.id
    assert i18n.say(back, "es") == "no se puede leer el archivo: archivo no encontrado"
    joined = i18n.join([i18n.msg("empty file"), "plain"])
    assert i18n.say(joined, "de") == "leere Datei; plain"
    with i18n.speaking("fr"):
        assert i18n.say(m) == "impossible de lire le fichier : fichier introuvable"
        assert i18n._("empty file") == "fichier vide"
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        i18n.choose("xx")


@pytest.mark.parametrize(
    "env, code",
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR.UTF-8"}, "fr"),
        ({"LANGUAGE": "es:en", "LANG": "de_DE.UTF-8"}, "es"),
        ({"LANGUAGE": "pt_BR:id", "LANG": "C"}, "id"),
        ({"LANG": "ja_JP.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_system_language_is_read_as_qt_reads_it(env: dict[str, str], code: str) -> None:
    assert i18n.system_language(env) == code
