"""Essays in five languages (resources/multilingual: written for plagcheck's tests) and rewritten
copies of them, made the way students disguise a copy: words of each sentence shuffled, words
replaced by synonyms, sentences reordered, or all three at once.

A source file holds one sentence a line; Chinese words are separated by "|" (removed in the
essay: Chinese is written without spaces), so that a shuffle moves words, not characters.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "resources" / "multilingual"
LANGUAGES = ("de", "fr", "es", "id", "zh")
KINDS = ("shuffled", "synonyms", "reordered", "all")


def sentences(lang: str, name: str) -> list[list[str]]:
    lines = (DATA / f"{lang}_{name}.txt").read_text("utf-8").splitlines()
    sep = "|" if lang == "zh" else " "
    return [line.split(sep) for line in lines if line.strip()]


def _end(words: list[str]) -> tuple[list[str], str]:
    """A sentence's words without its final mark, and the mark."""
    last = words[-1]
    for mark in (".", "。"):
        if last.endswith(mark):
            rest = last[: -len(mark)]
            return ([*words[:-1], rest] if rest else words[:-1]), mark
    return words, ""


def join(lang: str, sents: list[list[str]]) -> str:
    sep = "" if lang == "zh" else " "
    return sep.join(sep.join(s) for s in sents) + "\n"


def rewrite(lang: str, kind: str, seed: int = 1) -> str:
    """The source essay of ``lang`` rewritten (``kind`` in KINDS)."""
    rng = random.Random(f"{lang}-{kind}-{seed}")
    sents = sentences(lang, "source")
    out = []
    for words in sents:
        words, mark = _end(words)
        if kind in ("synonyms", "all"):
            table = json.loads((DATA / "synonyms.json").read_text("utf-8"))[lang]
            words = [table.get(w.strip(",，"), w) for w in words]
        if kind in ("shuffled", "all"):
            words = [w.strip(",，") for w in words if w.strip(",，")]
            rng.shuffle(words)
            if lang != "zh":
                words[0] = words[0][:1].upper() + words[0][1:]
        out.append([*words[:-1], words[-1] + mark])
    if kind in ("reordered", "all"):
        rng.shuffle(out)
    return join(lang, out)


def write_class(folder: Path, kinds: tuple[str, ...] = ("all",)) -> dict[str, list[str]]:
    """Each language's source, unrelated essay and rewritten copies as files of ``folder``;
    returns the expected pairs: {"copies": [...], "unrelated": [...]} as "a|b" names."""
    folder.mkdir(parents=True, exist_ok=True)
    copies, unrelated = [], []
    for lang in LANGUAGES:
        (folder / f"{lang}_source.txt").write_text(join(lang, sentences(lang, "source")), "utf-8")
        (folder / f"{lang}_unrelated.txt").write_text(
            join(lang, sentences(lang, "unrelated")), "utf-8"
        )
        unrelated.append(f"{lang}_source.txt|{lang}_unrelated.txt")
        for kind in kinds:
            name = f"{lang}_copy_{kind}.txt"
            (folder / name).write_text(rewrite(lang, kind), "utf-8")
            copies.append(f"{lang}_source.txt|{name}")
            unrelated.append(f"{lang}_unrelated.txt|{name}")
    return {"copies": copies, "unrelated": unrelated}
