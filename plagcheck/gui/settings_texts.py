"""The settings panel's tables of words: how a download is laid out, and the text switches
(each a label and a tooltip), in the "SettingsPanel" context of the translations."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# How a folder or download is laid out (Params.layout), in a teacher's words.
LAYOUT_CHOICES = (
    ("auto", QT_TRANSLATE_NOOP("SettingsPanel", "Recognise it")),
    ("moodle", QT_TRANSLATE_NOOP("SettingsPanel", "Moodle download")),
    ("canvas", QT_TRANSLATE_NOOP("SettingsPanel", "Canvas download")),
    ("blackboard", QT_TRANSLATE_NOOP("SettingsPanel", "Blackboard download")),
    ("folders", QT_TRANSLATE_NOOP("SettingsPanel", "One sub-folder per student")),
    ("files", QT_TRANSLATE_NOOP("SettingsPanel", "One file per student")),
)


# Normalisation and exclusion switches: Params field -> (label, tooltip).
SWITCHES: dict[str, tuple[str, str]] = {
    "casefold": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Ignore upper/lower case"),
        QT_TRANSLATE_NOOP("SettingsPanel", "Treat 'Water' and 'water' as the same word."),
    ),
    "nfkc": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Fold special character forms"),
        QT_TRANSLATE_NOOP(
            "SettingsPanel",
            "Treat full-width and other typographic variants of letters as ordinary letters.",
        ),
    ),
    "remove_invisible": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Remove invisible characters"),
        QT_TRANSLATE_NOOP(
            "SettingsPanel",
            "Drop zero-width and other invisible characters that students hide inside words.",
        ),
    ),
    "fold_confusables": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Undo look-alike letters"),
        QT_TRANSLATE_NOOP(
            "SettingsPanel",
            "Read letters from other alphabets that look Latin (Cyrillic 'а' for 'a') as Latin.",
        ),
    ),
    "exclude_hidden": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Ignore hidden text"),
        QT_TRANSLATE_NOOP(
            "SettingsPanel",
            "Leave out text a reader cannot see, such as white or tiny text in a Word file.",
        ),
    ),
    "strip_punct": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Ignore punctuation"),
        QT_TRANSLATE_NOOP("SettingsPanel", "Compare the words only, not commas and full stops."),
    ),
    "strip_digits": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Ignore digits"),
        QT_TRANSLATE_NOOP("SettingsPanel", "Leave numbers out of the comparison."),
    ),
    "stopwords": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Ignore common words"),
        QT_TRANSLATE_NOOP(
            "SettingsPanel",
            "Leave out words like 'the', 'and', 'of' (word mode), so only content words count.",
        ),
    ),
    "ignore_quotes": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Ignore quotations"),
        QT_TRANSLATE_NOOP(
            "SettingsPanel", "Text in quotation marks or block quotes does not count as copying."
        ),
    ),
    "ignore_bibliography": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Ignore bibliography"),
        QT_TRANSLATE_NOOP(
            "SettingsPanel",
            "Reference lists (References, Bibliography, Works Cited…) do not count as copying.",
        ),
    ),
    "count_credited": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Count quoted and cited text"),
        QT_TRANSLATE_NOOP(
            "SettingsPanel",
            "Text a student put in quotation marks and cited counts in their similarity, and two "
            "students who quoted and cited the same words are a pair. Off: it is listed, greyed, "
            "and counted apart.",
        ),
    ),
    "count_references": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Count reference lists and notes"),
        QT_TRANSLATE_NOOP(
            "SettingsPanel",
            "A References, Bibliography or Notes section can make a match. Off: it never does.",
        ),
    ),
    "paraphrase": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Find reworded copies"),
        QT_TRANSLATE_NOOP(
            "SettingsPanel",
            "Also compare sentences as sets of words, so a copy whose words were shuffled or "
            "replaced, or whose sentences were moved, is found (the Reworded column).",
        ),
    ),
    "stemming": (
        QT_TRANSLATE_NOOP("SettingsPanel", "Read each text in its own language"),
        QT_TRANSLATE_NOOP(
            "SettingsPanel",
            "Tell each document's language, leave out its common words and compare word stems "
            "('rivers' and 'river' alike) when looking for reworded copies.",
        ),
    ),
}


# Switches a teacher decides (shown); the others clean the text and sit under "Advanced".
BASIC_SWITCHES = ("ignore_quotes", "ignore_bibliography", "count_credited", "count_references")
