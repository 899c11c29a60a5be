"""Normalisation against evasion: each step, its flag and disguise positions, its switch, and the
offset map back to the original text."""

from __future__ import annotations

import unicodedata

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine.intake.normalise import collapse_whitespace, normalise, stopwords
from plagcheck.engine.model import Extracted, describe_flags
from plagcheck.engine.params import Params

CYR = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440"}
ZWSP, NBSP = "\u200b", "\u00a0"
RUSSIAN = (
    "Круговорот воды в природе начинается с испарения. Солнце нагревает воду в океанах, "
    "и она превращается в пар, а потом пар поднимается в небо и образует облака."
)


def norm(text: str, **kw: object):
    return normalise(Extracted(text), Params(**kw))  # type: ignore[arg-type]


def test_lookalike_letters_inside_english_words_are_folded_and_flagged():
    disguised = (
        f"The {CYR['c']}at s{CYR['a']}t on the m{CYR['a']}t near {CYR['o']}ur {CYR['p']}ond."
    )
    n = norm(disguised)
    assert n.text == "the cat sat on the mat near our pond."
    assert n.flags == {"confusables": 5}
    assert describe_flags(n.flags) == ["5 look-alike letters replaced"]
    assert describe_flags(norm(f"The {CYR['c']}at sat.").flags) == ["1 look-alike letter replaced"]
    # Each disguise points at the Cyrillic letter in the original text.
    assert [disguised[s:e] for s, e, _ in n.disguises] == ["с", "а", "а", "о", "р"]
    assert {k for *_, k in n.disguises} == {"confusables"}


def test_a_word_made_only_of_lookalikes_is_folded_among_english_words():
    # "a" and "as" written entirely in Cyrillic: no Latin letter in the word itself.
    n = norm(f"It is {CYR['a']} cat {CYR['a']}\u0455 a pet")
    assert n.text == "it is a cat as a pet"
    assert n.flags["confusables"] == 3


def test_capital_i_lookalike_becomes_i_not_l():
    assert norm("\u0406t is \u0399ndeed", casefold=False).text == "It is Indeed"


def test_russian_text_is_unchanged_except_case():
    n = norm(RUSSIAN)
    assert n.text == RUSSIAN.casefold()
    assert n.flags == {} and n.disguises == []
    # Greek too: a real Greek word quoted in an English essay stays Greek.
    greek = "the word λόγος means word"
    assert norm(greek).text == greek.casefold() and norm(greek).flags == {}


def test_switching_confusables_off_keeps_the_letters():
    n = norm(f"{CYR['c']}at", fold_confusables=False)
    assert n.text == "сat" and "confusables" not in n.flags


def test_invisible_characters_removed_and_counted():
    original = f"pla{ZWSP}gia\u00adrism is\u2060 wr\u200dong\u202e ok\ufeff"
    n = norm(original)
    assert n.text == "plagiarism is wrong ok"
    assert n.flags == {"invisible": 6}
    assert [original[s:e] for s, e, _ in n.disguises] == [
        ZWSP,
        "\u00ad",
        "\u2060",
        "\u200d",
        "\u202e",
        "\ufeff",
    ]
    kept = norm(original, remove_invisible=False)
    assert ZWSP in kept.text and "invisible" not in kept.flags


def test_joiners_inside_other_scripts_are_not_counted():
    persian = "می\u200cخواهم"  # the zero-width non-joiner is part of Persian spelling
    assert "invisible" not in norm(persian).flags
    assert norm("\ufeffA text that opens with a byte-order mark").flags == {}


def test_unusual_spaces_become_blanks_and_typographic_ones_are_not_counted():
    n = norm(f"copied{NBSP}words\u2009here\u3000too")
    assert n.text == "copied words here too"
    assert n.flags == {"odd_spaces": 3}
    # French punctuation and digit grouping use no-break spaces on purpose.
    french = f"Il a dit{NBSP}: «{NBSP}oui{NBSP}» avec 10\u202f000 voix{NBSP}!"
    n = norm(french)
    assert n.text == "il a dit : « oui » avec 10 000 voix !"
    assert n.flags == {}


def test_full_width_letters_are_folded_and_counted_ligatures_are_not():
    n = norm("ｅｖａｓｉｏｎ by ﬁnal ﬂourish")
    assert n.text == "evasion by final flourish"
    assert n.flags == {"compat_forms": 7}
    assert norm("ｅｖａｓｉｏｎ", nfkc=False).text == "ｅｖａｓｉｏｎ"


def test_combining_accent_composes_and_maps_to_its_letter():
    original = "cafe\u0301 time"
    n = norm(original)
    assert n.text == "café time"
    assert original[n.offsets[3]] == "e"


def test_strip_punctuation_and_digits():
    n = norm("In 1848, the year - of revolutions!", strip_punct=True, strip_digits=True)
    assert n.text == "in the year of revolutions"


def test_stop_words_dropped_in_word_mode_only():
    assert {"the", "and", "of", "because"} <= stopwords()
    assert "water" not in stopwords()
    n = norm("The water of the river and the sea", stopwords=True)
    assert n.text == "water river sea"
    assert norm("The water", stopwords=True, unit="char").text == "the water"


def excluded_text(n) -> str:
    return "".join(c for c, e in zip(n.text, n.excluded) if e)


def test_quotations_are_excluded_but_stay_in_the_text():
    original = (
        'He wrote "the first quoted passage" and “a curly one” and ‘a single one’, '
        "but the student’s own words stay, and «les guillemets» too."
    )
    n = norm(original, ignore_quotes=True)
    assert n.text == original.casefold()
    assert excluded_text(n) == (
        '"the first quoted passage"“a curly one”‘a single one’«les guillemets»'
    )
    assert not norm(original).excluded.any()


def test_block_quotes_from_the_file_are_excluded():
    ex = Extracted("Intro words.\nA block quotation here.\nMy words.", quotes=((13, 36),))
    n = normalise(ex, Params(ignore_quotes=True))
    assert excluded_text(n) == "a block quotation here."


def test_trailing_bibliography_is_excluded():
    headings = ("References", "BIBLIOGRAPHY", "Works Cited:", "3. Reference List", "Sources")
    for heading in (*headings, "Literaturverzeichnis", "Referencias", "Daftar Pustaka"):
        original = f"My essay text.\n\n{heading}\nSmith, J. (2001). A Book. Penguin.\n"
        n = norm(original, ignore_bibliography=True)
        assert n.text.startswith("my essay text.")
        assert excluded_text(n) == n.text[len("my essay text. ") :], heading
    # A heading inside a sentence is not a bibliography, nor an essay's part titled "Sources"
    # (the same reading of reference lists as the credit marks': tests/test_credit.py).
    assert not norm("See the references below.", ignore_bibliography=True).excluded.any()
    part = "My essay text.\n\nSources\nWind and sun give most of the power the town uses now.\n"
    assert not norm(part, ignore_bibliography=True).excluded.any()


def test_hidden_text_is_excluded():
    ex = Extracted("seen words hidden words", hidden=((11, 23),), flags={"hidden_text": 12})
    n = normalise(ex, Params())
    assert excluded_text(n) == "hidden words"
    assert n.flags == {"hidden_text": 12}
    assert not normalise(ex, Params(exclude_hidden=False)).excluded.any()


# -- properties ----------------------------------------------------------------------------------

ALPHABET = (
    "abcdeopsxyzABCEIOP  ,.;:!?'\"-\n\t0123456789"
    + "".join(CYR.values())
    + "АВЕІОΑΟορ"  # capital Cyrillic and Greek look-alikes
    + "бдлжλ"  # Cyrillic and Greek letters that look like nothing Latin
    + "éßİ"
    + "\u200b\u200c\u200d\u00ad\u2060\ufeff\u202e"  # invisible
    + "\u00a0\u2009\u3000\u202f"  # unusual spaces
    + "ＡｂＣ１ﬁ½"  # compatibility forms
    + "“”‘’«»"
)
texts = st.text(alphabet=ALPHABET, max_size=60)
options = st.fixed_dictionaries(
    {
        "casefold": st.booleans(),
        "strip_punct": st.booleans(),
        "strip_digits": st.booleans(),
        "stopwords": st.booleans(),
        "fold_confusables": st.booleans(),
    }
)


@settings(max_examples=300, deadline=None)
@given(texts, options)
def test_normalisation_is_idempotent(text, opts):
    once = normalise(Extracted(text), Params(**opts)).text
    assert normalise(Extracted(once), Params(**opts)).text == once


def sources(c: str) -> set[str]:
    """Every character that normalising ``c`` can produce."""
    from plagcheck.engine.intake.normalise import _fold_table

    out = {" "} if c.isspace() else set()
    for form in (c, unicodedata.normalize("NFKC", c), _fold_table().get(c, c)):
        out |= (
            set(form) | set(form.casefold()) | set(unicodedata.normalize("NFKC", form.casefold()))
        )
    return out


@settings(max_examples=300, deadline=None)
@given(texts, options)
def test_every_normalised_character_maps_to_the_character_it_came_from(text, opts):
    n = normalise(Extracted(text), Params(**opts))
    assert len(n.offsets) == len(n.text) + 1 and n.offsets[-1] == len(text)
    assert list(n.offsets) == sorted(n.offsets)
    for i, ch in enumerate(n.text):
        assert ch in sources(text[n.offsets[i]]), (i, ch, text[n.offsets[i]])
    for s, e, key in n.disguises:
        assert e == s + 1 and key in ("confusables", "invisible", "odd_spaces", "compat_forms")


def collapse_reference(text: str) -> tuple[str, list[int]]:
    """One blank per run of white space, none at either end; each kept character's position."""
    out: list[str] = []
    pos: list[int] = []
    after_space = True
    for i, c in enumerate(text):
        if not c.isspace():
            out.append(c)
            pos.append(i)
        elif not after_space:
            out.append(" ")
            pos.append(i)
        after_space = c.isspace()
    if out and text[-1].isspace():
        out.pop(), pos.pop()
    return "".join(out), pos


SPACES = " \t\n\r\x0b\x0c\x1c\x1f\x85\xa0\u2028\u3000"


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet=SPACES + "ab.\x00\x7f\ud800", max_size=40)
    | st.text(alphabet=st.sampled_from(SPACES) | st.characters(), max_size=40)
)
def test_whitespace_collapse_equals_the_plain_reference(text):
    offsets = np.arange(100, 100 + len(text), dtype=np.int32)
    got, offs = collapse_whitespace(text, offsets)
    want, pos = collapse_reference(text)
    assert got == want
    assert offs.tolist() == [100 + p for p in pos]
