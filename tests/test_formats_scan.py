"""Whole scans of folders of real files: planted and disguised copies in every format are found
with their flags, bad files are named problems, and text that must not count does not count."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import SAMPLES
from formats import (
    write_docx,
    write_encrypted_pdf,
    write_html,
    write_image_pdf,
    write_odt,
    write_pdf,
    write_rtf,
)

from plagcheck.cli import main
from plagcheck.engine import pipeline
from plagcheck.engine.model import describe_flags
from plagcheck.engine.params import Params
from plagcheck.engine.pipeline import Result
from plagcheck.reports import export

ESSAY = (SAMPLES / "ben_water.txt").read_text(encoding="utf-8")
OTHERS = [
    (SAMPLES / f).read_text(encoding="utf-8") for f in ("kate_industrial.txt", "nina_sleep.txt")
]
CYR = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440"}
RUSSIAN = (
    "Круговорот воды в природе начинается с испарения. Солнце нагревает воду в океанах, морях "
    "и реках, и она превращается в пар. Тёплый влажный воздух поднимается вверх, остывает, и пар "
    "конденсируется в крошечные капли, из которых состоят облака. Когда капли становятся "
    "слишком тяжёлыми, они падают на землю в виде дождя или снега. Часть воды впитывается в "
    "почву и пополняет подземные воды, а часть стекает по склонам в ручьи и реки, которые "
    "снова несут её в море. Так вода совершает свой путь снова и снова, и без этого цикла "
    "жизнь на Земле была бы невозможна."
)
ENGLISH = (
    "The water cycle in nature begins with evaporation. The sun heats the water in the oceans, "
    "seas and rivers, and it turns into vapour. Warm moist air rises, cools, and the vapour "
    "condenses into tiny droplets that clouds are made of. When the droplets become too heavy, "
    "they fall to the ground as rain or snow. Some of the water soaks into the soil and refills "
    "the groundwater, and some runs down the slopes into streams and rivers, which carry it "
    "back to the sea. So water makes its journey again and again, and without this cycle life "
    "on Earth would be impossible."
)


def paragraphs(text: str) -> list[str]:
    return [p.strip() for p in text.split("\n\n") if p.strip()]


def write_as(path: Path, text: str) -> Path:
    """``text`` written as the file type of ``path`` (paragraphs kept apart)."""
    paras = paragraphs(text)
    suffix = path.suffix
    if suffix in (".txt", ".md"):
        path.write_text("\n\n".join(paras) + "\n", encoding="utf-8")
    elif suffix == ".html":
        write_html(path, "".join(f"<p>{p}</p>\n" for p in paras))
    elif suffix == ".docx":
        write_docx(path, paras)
    elif suffix == ".odt":
        write_odt(path, paras)
    elif suffix == ".rtf":
        write_rtf(path, "\n".join(paras))
    elif suffix == ".pdf":
        write_pdf(path, "\n\n".join(paras))
    else:
        raise ValueError(suffix)
    return path


def disguise(text: str, seed: int = 7) -> str:
    """Cyrillic look-alikes for ~30% of a/e/o/c/p, zero-width spaces inside words, and no-break
    spaces between some words: a copy that looks identical on screen."""
    rng = random.Random(seed)
    out = []
    for i, ch in enumerate(text):
        if ch in CYR and rng.random() < 0.3:
            ch = CYR[ch]
        elif ch == " " and rng.random() < 0.15:
            ch = "\u00a0"
        out.append(ch)
        if ch.isalpha() and text[i + 1 : i + 2].isalpha() and rng.random() < 0.04:
            out.append("\u200b")
    return "".join(out)


def class_folder(tmp_path: Path) -> Path:
    """The original and two unrelated essays: the copies under test are added to it."""
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "original.txt").write_text(ESSAY, encoding="utf-8")
    for i, text in enumerate(OTHERS):
        (folder / f"other{i}.txt").write_text(text, encoding="utf-8")
    return folder


def pair(result: Result, a: str, b: str):
    """The reported pair of documents named ``a`` and ``b`` (None if not reported)."""
    names = [d.path for d in result.documents]
    ids = {names.index(a), names.index(b)} if a in names and b in names else None
    return next((p for p in result.reported if {p.a, p.b} == ids), None)


def doc(result: Result, name: str):
    return next(d for d in result.documents if d.path == name)


FORMATS = [".txt", ".md", ".html", ".docx", ".odt", ".rtf", ".pdf"]


@pytest.mark.parametrize("suffix", FORMATS)
def test_planted_copy_in_each_format_is_found(tmp_path: Path, suffix: str) -> None:
    folder = class_folder(tmp_path)
    write_as(folder / f"copy{suffix}", ESSAY)
    result = pipeline.run(folder, Params())
    p = pair(result, "original.txt", f"copy{suffix}")
    assert p is not None and p.exact_jaccard > 0.9
    assert len(result.reported) == 1 and result.problems == []
    assert doc(result, f"copy{suffix}").flags == {}


# The PDF writer's fonts are Latin-1 only, so a Cyrillic disguise cannot be written into a PDF.
@pytest.mark.parametrize("suffix", [s for s in FORMATS if s != ".pdf"])
def test_disguised_copy_in_each_format_is_found_with_its_flags(tmp_path: Path, suffix: str) -> None:
    folder = class_folder(tmp_path)
    write_as(folder / f"plain{suffix}", ESSAY)
    write_as(folder / f"disguised{suffix}", disguise(ESSAY))
    result = pipeline.run(folder, Params())
    plain = pair(result, "original.txt", f"plain{suffix}")
    found = pair(result, "original.txt", f"disguised{suffix}")
    assert plain is not None and found is not None
    assert abs(found.exact_jaccard - plain.exact_jaccard) <= 0.02

    d = doc(result, f"disguised{suffix}")
    assert d.flags["confusables"] > 100 and d.flags["invisible"] > 20
    assert d.flags["odd_spaces"] > 20
    text = describe_flags(d.flags)
    assert f"{d.flags['confusables']} look-alike letters replaced" in text
    assert f"{d.flags['invisible']} invisible characters removed" in text
    # Every disguise position points at a disguised character of the original.
    marked = {d.original[s:e] for s, e, _ in d.disguises}
    assert marked == set(CYR.values()) | {"\u200b", "\u00a0"}
    assert doc(result, f"plain{suffix}").flags == {}

    exported = {x["path"]: x for x in export.result_dict(result)["documents"]}
    assert exported[f"disguised{suffix}"]["flags"] == d.flags
    assert exported[f"plain{suffix}"]["flags"] == {}


def test_cyrillic_disguise_without_normalisation_would_hide_the_copy(tmp_path: Path) -> None:
    """What the folding is for: with it off, the disguised copy scores far lower."""
    folder = class_folder(tmp_path)
    write_as(folder / "disguised.txt", disguise(ESSAY))
    off = Params(fold_confusables=False, remove_invisible=False)
    p_off = pair(pipeline.run(folder, off, exact=True), "original.txt", "disguised.txt")
    p_on = pair(pipeline.run(folder, Params()), "original.txt", "disguised.txt")
    assert p_on is not None and p_on.exact_jaccard > 0.9
    assert p_off is None or p_off.exact_jaccard < 0.3


def test_hidden_white_text_padding_does_not_score(tmp_path: Path) -> None:
    folder = class_folder(tmp_path)
    write_docx(folder / "plain.docx", paragraphs(ESSAY))
    padding = " ".join((OTHERS[0] + " " + OTHERS[1]).split()[:300])
    write_docx(folder / "padded.docx", paragraphs(ESSAY), hidden_runs=[(padding, "white")])
    result = pipeline.run(folder, Params())
    plain = pair(result, "original.txt", "plain.docx")
    padded = pair(result, "original.txt", "padded.docx")
    assert plain is not None and padded is not None
    assert abs(padded.exact_jaccard - plain.exact_jaccard) <= 0.02
    d = doc(result, "padded.docx")
    assert f"hidden text: {len(padding)} characters" in describe_flags(d.flags)
    # The padding's source essays are not linked to the padded copy through the hidden text.
    assert pair(result, "other0.txt", "padded.docx") is None
    # Counted when the teacher asks for hidden text to be compared too.
    with_hidden = pipeline.run(folder, Params(exclude_hidden=False))
    assert pair(with_hidden, "original.txt", "padded.docx").exact_jaccard < plain.exact_jaccard


def test_russian_essay_and_its_translation_are_not_flagged(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "ivan.txt").write_text(RUSSIAN, encoding="utf-8")
    write_docx(folder / "ivan_translated.docx", [ENGLISH])
    (folder / "other.txt").write_text(OTHERS[1], encoding="utf-8")
    result = pipeline.run(folder, Params())
    for d in result.documents:
        assert d.flags == {} and d.disguises == [], d.path
    assert doc(result, "ivan.txt").text == " ".join(RUSSIAN.split()).casefold()
    assert result.reported == []


def test_bad_files_are_named_problems_and_the_planted_pair_is_still_found(tmp_path: Path) -> None:
    folder = class_folder(tmp_path)
    write_docx(folder / "copy.docx", paragraphs(ESSAY))
    junk = random.Random(3)
    bad: dict[str, Callable[[Path], object]] = {
        "corrupt.docx": lambda p: p.write_bytes(junk.randbytes(4000)),
        "corrupt.odt": lambda p: p.write_bytes(junk.randbytes(4000)),
        "corrupt.pdf": lambda p: p.write_bytes(b"%PDF-1.4\n" + junk.randbytes(4000)),
        "corrupt.rtf": lambda p: p.write_bytes(junk.randbytes(4000)),
        "corrupt.html": lambda p: p.write_bytes(junk.randbytes(4000)),
        "corrupt.txt": lambda p: p.write_bytes(junk.randbytes(4000)),
        "corrupt.md": lambda p: p.write_bytes(junk.randbytes(4000)),
        "locked.pdf": lambda p: write_encrypted_pdf(p, ESSAY[:500]),
        "scanned.pdf": write_image_pdf,
        "empty.docx": lambda p: p.write_bytes(b""),
        "huge.txt": lambda p: p.open("wb").truncate(30 * 2**20),  # sparse: instant
        "photo.docx": lambda p: p.write_bytes(bytes.fromhex("89504e470d0a1a0a") * 500),
    }
    for name, make in bad.items():
        make(folder / name)
    result = pipeline.run(folder, Params())
    reasons = {p.path: p.reason for p in result.problems}
    assert set(reasons) == set(bad)
    assert (
        reasons["corrupt.docx"]
        == reasons["photo.docx"]
        == "not a Word document (corrupt or renamed)"
    )
    assert reasons["locked.pdf"] == "password-protected PDF"
    assert reasons["scanned.pdf"] == "PDF has no text layer (scanned image?)"
    assert reasons["huge.txt"] == "larger than the 25 MB limit"
    assert reasons["empty.docx"] == "empty file"
    assert all(reasons.values())
    assert pair(result, "original.txt", "copy.docx") is not None
    assert len(result.reported) == 1


QUOTE = (
    "Water is the driving force of all nature, and the cycle by which it rises from the sea, "
    "falls upon the mountains and returns again through the rivers is one of the most "
    "remarkable processes on the whole of our planet, sustaining every forest, every field and "
    "every living creature that depends upon fresh water for its survival from one season to "
    "the next."
)
REFERENCES = (
    "Smith, J. (2019). The Water Cycle Explained. Oxford University Press.\n"
    "Jones, A. and Patel, R. (2021). Rain, Rivers and the Sea: A Field Guide for Schools. "
    "Cambridge University Press.\n"
    "National Weather Service (2020). How clouds form and why rain falls. Government report "
    "number 47, Washington, pages 12 to 58.\n"
    "Brown, T. (2018). Oceans and Evaporation in a Warming World. Penguin Books, London."
)


@pytest.mark.parametrize(
    "option, shared, counted",
    [
        # A quotation both students marked (cited or not) makes a pair only when credited text
        # is counted, and never when quotations are ignored.
        ("ignore_quotes", lambda i: f"As one writer put it, “{QUOTE}”", {"count_credited": True}),
        # A reference list makes a pair only when reference lists are counted.
        ("ignore_bibliography", lambda i: f"References\n{REFERENCES}", {"count_references": True}),
    ],
)
def test_shared_quotation_or_reference_list_counts_only_when_asked(
    tmp_path: Path, option: str, shared: Callable[[int], str], counted: dict[str, bool]
) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    for i, text in enumerate(OTHERS):
        (folder / f"student{i}.txt").write_text(f"{text}\n\n{shared(i)}\n", encoding="utf-8")
    on = pipeline.run(folder, Params(**{option: True}))
    off = pipeline.run(folder, Params(**counted))
    assert pair(off, "student0.txt", "student1.txt") is not None
    assert pair(on, "student0.txt", "student1.txt") is None
    if counted:
        assert pair(pipeline.run(folder, Params()), "student0.txt", "student1.txt") is None
    # The excluded text is still in the original for the side-by-side view.
    assert all(shared(0).split()[-1] in d.original for d in on.documents)


def test_cli_scan_shows_the_disguises(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = class_folder(tmp_path)
    write_as(folder / "disguised.docx", disguise(ESSAY))
    assert main(["scan", str(folder), "-q"]) == 0
    out = capsys.readouterr().out
    assert "Disguises found (1 document):" in out
    line = next(x for x in out.splitlines() if x.startswith("  disguised.docx:"))
    assert "look-alike letters replaced" in line and "invisible characters removed" in line
    assert "unusual spaces made plain" in line
    assert "original.txt" in out.split("Disguises found")[0]  # the pair is listed above
