"""Generate a corpus of essays with planted near-duplicates of known kind, and its ground truth.

    python bench/generate.py OUT --n 20000 --words 600 --seed 1

Writes OUT/essay_000000.txt ... and OUT.planted.json beside the folder (as
resources/sample_essays.planted.json is). Words come from a Zipfian vocabulary of made-up,
real-looking words (syllable combinations, built deterministically from the seed); each essay
belongs to a topic whose own words and stock phrases it uses more often, so unrelated essays
share the common shingles real essays share. Planted cases (their exact char 5-gram and word
3-gram Jaccard of the case-folded, whitespace-collapsed texts are recorded):

- exact: a verbatim copy (case and line breaks changed);
- light: a copy with words substituted at rate p (0.02 .. 0.25: Jaccard around the thresholds);
- heavy: 40% of words substituted and sentences reordered;
- paste: one ~80-word paragraph of a source pasted into an unrelated long (3x) essay;
- group: 4 light copies (p = 0.05) of one source: 6 pairs.

``--vocabulary chain`` writes every essay from one shared vocabulary instead, as a class writing on
one topic does: a word-bigram chain over the project's own sample essays (resources/sample_essays,
written for plagcheck), so unrelated essays share many short runs of words and most character
5-grams, while a run of 40 words is shared only when it was planted. ``--vocabulary languages``
writes each essay in one of several languages (English from the sample essays, German, Spanish,
French and Indonesian from resources/multilingual), a chain over that language's prose; a copy
keeps its source's language. (The other languages' prose is short: unrelated essays of one
language share more runs of words than English ones.)

``--related SHARE`` sets the share of essays that take part in a planted case (0 for none; 0.2:
a fifth of the class copies, or is copied) in place of ``--planted``.
"""

from __future__ import annotations

import argparse
import json
import re
import time
from pathlib import Path

import numpy as np

ONSETS = "b c d f g h j k l m n p r s t v w y z bl br ch cl cr dr fl gr pl pr sh st th tr".split()
VOWELS = "a e i o u ai ea ee ie oa ou".split()
CODAS = ["", "", "", "n", "r", "s", "t", "l", "nd", "st", "ng", "ck", "m"]
SUFFIXES = ["", "", "", "", "ing", "ed", "tion", "ly", "er", "s", "ment", "ous"]
FUNCTION = (
    "the of and to a in that is was he for it with as his on be at by i this had not are but "
    "from or have an they which one you were her all she there would their we him been has when "
    "who will more no if out so said what up its about into than them can only other new some "
    "could time these two may then do first any my now such like our over man me even most made "
    "after also did many before must through back years where much your way well down should "
    "because each just those people how too little state good very make world still own see men "
    "work long get here between both life being under never day same another know while last"
).split()


def vocabulary(size: int, rng: np.random.Generator) -> np.ndarray:
    """Function words first (most frequent), then made-up words of 1-3 syllables."""
    words = list(dict.fromkeys(FUNCTION))
    seen = set(words)
    while len(words) < size:
        n = rng.choice([1, 1, 2, 2, 2, 3], size=4096)
        for syl in n:
            w = "".join(
                ONSETS[rng.integers(len(ONSETS))]
                + VOWELS[rng.integers(len(VOWELS))]
                + CODAS[rng.integers(len(CODAS))]
                for _ in range(syl)
            )
            w += SUFFIXES[rng.integers(len(SUFFIXES))]
            if w not in seen:
                seen.add(w)
                words.append(w)
                if len(words) == size:
                    break
    return np.array(words, dtype=object)


def zipf(n: int, s: float = 1.05, q: float = 2.7) -> np.ndarray:
    p = 1.0 / (np.arange(n) + q) ** s
    return p / p.sum()


class Writer:
    """Samples essays: words from the global Zipf or from the essay's topic, plus stock phrases."""

    def __init__(self, rng: np.random.Generator, vocab_size: int, topics: int) -> None:
        self.rng = rng
        self.vocab = vocabulary(vocab_size, rng)
        self.cdf = np.cumsum(zipf(vocab_size))
        self.topic_words = [
            rng.choice(np.arange(300, vocab_size), size=400, replace=False) for _ in range(topics)
        ]
        self.topic_cdf = np.cumsum(zipf(400, s=0.9))
        self.phrases = [
            [self._sample(rng.integers(4, 9), t) for _ in range(20)] for t in range(topics)
        ]

    def _sample(self, n: int, topic: int) -> list[str]:
        r = self.rng
        glob = np.searchsorted(self.cdf, r.random(n))
        top = self.topic_words[topic][np.searchsorted(self.topic_cdf, r.random(n))]
        idx = np.where(r.random(n) < 0.25, top, glob)
        return list(self.vocab[np.minimum(idx, len(self.vocab) - 1)])

    def words(self, n: int, topic: int) -> list[str]:
        """About n words, with a stock phrase of the topic now and then."""
        out: list[str] = []
        while len(out) < n:
            chunk = int(self.rng.integers(20, 60))
            out += self._sample(chunk, topic)
            out += self.phrases[topic][int(self.rng.integers(20))]
        return out[:n]

    def essay(self, n: int, topic: int) -> list[list[str]]:
        """Paragraphs (lists of words) of 60-120 words."""
        words = self.words(n, topic)
        paras = []
        i = 0
        while i < len(words):
            m = int(self.rng.integers(60, 121))
            paras.append(words[i : i + m])
            i += m
        return paras

    def substitute(self, paras: list[list[str]], p: float, topic: int) -> list[list[str]]:
        out = []
        for para in paras:
            para = list(para)
            hit = np.flatnonzero(self.rng.random(len(para)) < p)
            if len(hit):
                new = self._sample(len(hit), topic)
                for i, w in zip(hit, new):
                    para[i] = w
            out.append(para)
        return out


SAMPLES = Path(__file__).resolve().parent.parent / "resources" / "sample_essays"
CHAIN_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")


# Share of words that start the chain again elsewhere (--jump): a chain over a few thousand words
# of prose repeats runs of its source, so the lower it is, the longer the runs of words unrelated
# essays share by chance (0.2: runs of 12 words and more are common; 0.4: rare, as in a class).
JUMP = 0.4


class ChainWriter(Writer):
    """Samples essays as a walk of a word-bigram chain over one body of prose (every essay, one
    vocabulary); substituted words are drawn by their frequency in that prose."""

    def __init__(
        self, rng: np.random.Generator, jump: float = JUMP, source: Path | list[Path] = SAMPLES
    ) -> None:
        self.rng = rng
        self.jump = jump
        words: list[str] = []
        files = sorted(source.glob("*.txt")) if isinstance(source, Path) else source
        for f in files:
            words += [w.lower() for w in CHAIN_WORD.findall(f.read_text(encoding="utf-8"))]
        vocab, ids = np.unique(np.array(words, dtype=object), return_inverse=True)
        self.vocab = vocab
        self.ids = ids
        # Successors of word i: ids[nexts[start[i]:start[i + 1]]], one entry per occurrence.
        order = np.argsort(ids[:-1], kind="stable")
        self.succ = ids[1:][order]
        self.start = np.searchsorted(ids[:-1][order], np.arange(len(vocab) + 1))
        self.state = int(rng.integers(len(vocab)))

    def _sample(self, n: int, topic: int) -> list[str]:
        out = np.empty(n, dtype=np.int64)
        s, r = self.state, self.rng.random(n)
        for i in range(n):
            lo, hi = self.start[s], self.start[s + 1]
            j = self.jump
            if hi > lo and r[i] >= j:
                s = int(self.succ[lo + int((r[i] - j) / (1 - j) * (hi - lo))])
            else:  # a new start anywhere, drawn by frequency (and after the prose's last word)
                s = int(self.ids[int(r[i] / j * len(self.ids)) % len(self.ids)])
            out[i] = s
        self.state = s
        return list(self.vocab[out])

    def words(self, n: int, topic: int) -> list[str]:
        self.state = int(self.ids[self.rng.integers(len(self.ids))])
        return self._sample(n, topic)

    def substitute(self, paras: list[list[str]], p: float, topic: int) -> list[list[str]]:
        out = []
        for para in paras:
            para = list(para)
            hit = np.flatnonzero(self.rng.random(len(para)) < p)
            for i in hit:
                para[i] = self.vocab[self.ids[self.rng.integers(len(self.ids))]]
            out.append(para)
        return out


MULTILINGUAL = SAMPLES.parent / "multilingual"
# Letters of the other languages' words (CHAIN_WORD is ASCII only).
CHAIN_WORD_ANY = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
LANGUAGES = ("en", "de", "es", "fr", "id")


class LanguagesWriter(Writer):
    """Essays in several languages: a ``ChainWriter`` per language, the language by topic (a
    copy takes its source's topic, so its language too)."""

    def __init__(self, rng: np.random.Generator, jump: float = JUMP) -> None:
        global CHAIN_WORD
        CHAIN_WORD = CHAIN_WORD_ANY
        self.rng = rng
        self.chains = [ChainWriter(rng, jump)]
        for lang in LANGUAGES[1:]:
            self.chains.append(ChainWriter(rng, jump, sorted(MULTILINGUAL.glob(f"{lang}_*.txt"))))

    def words(self, n: int, topic: int) -> list[str]:
        return self.chains[topic % len(self.chains)].words(n, topic)

    def substitute(self, paras: list[list[str]], p: float, topic: int) -> list[list[str]]:
        return self.chains[topic % len(self.chains)].substitute(paras, p, topic)


def render(paras: list[list[str]], rng: np.random.Generator) -> str:
    """Sentences of 8-25 words with a capital and a full stop; paragraphs split by a blank line."""
    out = []
    for para in paras:
        sents = []
        i = 0
        while i < len(para):
            m = int(rng.integers(8, 26))
            s = para[i : i + m]
            sents.append(s[0].capitalize() + " " + " ".join(s[1:]) + "." if len(s) > 1 else s[0])
            i += m
        out.append(" ".join(sents))
    return "\n\n".join(out) + "\n"


def canonical(text: str) -> str:
    return " ".join(text.lower().split())


def jaccards(a: str, b: str) -> dict[str, float]:
    a, b = canonical(a), canonical(b)
    out = {}
    for name, k, toks in (("char5", 5, None), ("word3", 3, True)):
        if toks:
            wa, wb = a.split(), b.split()
            sa = {tuple(wa[i : i + k]) for i in range(len(wa) - k + 1)}
            sb = {tuple(wb[i : i + k]) for i in range(len(wb) - k + 1)}
        else:
            sa = {a[i : i + k] for i in range(len(a) - k + 1)}
            sb = {b[i : i + k] for i in range(len(b) - k + 1)}
        out[name] = round(len(sa & sb) / len(sa | sb), 4) if sa | sb else 0.0
    return out


LIGHT_RATES = (0.02, 0.05, 0.1, 0.15, 0.2, 0.25)


def generate(
    out: Path,
    n: int,
    words: int,
    seed: int,
    planted_share: float = 0.02,
    topics: int = 40,
    vocab_size: int = 30_000,
    chain: float | None = None,
    related: float | None = None,
    languages: bool = False,
) -> dict:
    rng = np.random.default_rng(seed)
    w: Writer = Writer(rng, vocab_size, topics)
    if languages:
        w = LanguagesWriter(rng, chain or JUMP)
    elif chain:
        w = ChainWriter(rng, chain)
    out.mkdir(parents=True, exist_ok=True)
    name = [f"essay_{i:06d}.txt" for i in range(n)]
    topic = rng.integers(topics, size=n)
    length = np.maximum(50, rng.normal(words, 0.15 * words, size=n).astype(int))
    # Plan the planted cases: pick derived documents, each from a source among the originals.
    kinds = ["exact", "light", "heavy", "paste", "group"]
    n_cases = max(len(kinds), int(n * planted_share / 2))
    if related is not None:  # five cases in turn take 2 + 2 + 2 + 2 + 5 essays
        n_cases = int(round(related * n * len(kinds) / 13))
    derived: dict[int, tuple[str, int, float]] = {}  # doc -> (kind, source, rate)
    order = rng.permutation(n)
    pos = 0
    groups = []
    for c in range(n_cases):
        kind = kinds[c % len(kinds)]
        size = 4 if kind == "group" else 1
        if pos + size + 1 > n:
            break
        src = int(order[pos])
        copies = [int(x) for x in order[pos + 1 : pos + 1 + size]]
        pos += size + 1
        rate = {"exact": 0.0, "heavy": 0.4, "group": 0.05, "paste": 0.0}.get(
            kind, LIGHT_RATES[(c // len(kinds)) % len(LIGHT_RATES)]
        )
        for d in copies:
            derived[d] = (kind, src, rate)
            topic[d] = topic[src]
        if kind == "group":
            groups.append([src, *copies])
    # Originals first (sources must exist before their copies are written).
    paras: dict[int, list[list[str]]] = {}
    texts: dict[int, str] = {}
    keep = set(s for _, s, _ in derived.values())
    for i in range(n):
        if i in derived:
            continue
        p = w.essay(int(length[i]), int(topic[i]))
        t = render(p, rng)
        (out / name[i]).write_text(t, encoding="utf-8")
        if i in keep:
            paras[i], texts[i] = p, t
    cases = []
    for d, (kind, src, rate) in sorted(derived.items()):
        sp = paras[src]
        if kind == "exact":
            t = texts[src].upper().replace("\n\n", "\n \n")
        elif kind in ("light", "group"):
            t = render(w.substitute(sp, rate, int(topic[d])), rng)
        elif kind == "heavy":
            sub = w.substitute(sp, rate, int(topic[d]))
            flat = [x for para in sub for x in para]
            sents = [flat[i : i + 12] for i in range(0, len(flat), 12)]
            rng.shuffle(sents)
            flat = [x for s in sents for x in s]
            t = render([flat[i : i + 90] for i in range(0, len(flat), 90)], rng)
        else:  # paste: one paragraph of the source into a long unrelated essay
            host_topic = int((topic[src] + 1 + rng.integers(topics - 1)) % topics)
            host = w.essay(3 * int(length[d]), host_topic)
            para = max(sp, key=lambda q: -abs(len(q) - 80))[:80]
            host.insert(int(rng.integers(1, len(host))), para)
            t = render(host, rng)
        (out / name[d]).write_text(t, encoding="utf-8")
        texts[d] = t
        case = {"kind": kind, "a": name[src], "b": name[d], "rate": rate}
        case.update(jaccards(texts[src], t))
        cases.append(case)
    # Pairs between members of a group (each a light copy of the source).
    for g in groups:
        copies = g[1:]
        for i in range(len(copies)):
            for j in range(i + 1, len(copies)):
                a, b = copies[i], copies[j]
                case = {"kind": "group", "a": name[a], "b": name[b], "rate": 0.1}
                case.update(jaccards(texts[a], texts[b]))
                cases.append(case)
    truth = {
        "n": n,
        "words": words,
        "seed": seed,
        "topics": topics,
        "vocabulary": "languages"
        if languages
        else (f"chain (jump {chain})" if chain else vocab_size),
        "related": related,
        "planted": cases,
        "groups": [[name[x] for x in g] for g in groups],
    }
    truth_path(out).write_text(json.dumps(truth, indent=1), encoding="utf-8")
    return truth


def truth_path(folder: Path) -> Path:
    return folder.parent / (folder.name + ".planted.json")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("out", type=Path)
    ap.add_argument("--n", type=int, default=20_000, help="number of essays")
    ap.add_argument("--words", type=int, default=600, help="mean essay length in words")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--planted", type=float, default=0.02, help="share of essays in planted pairs")
    ap.add_argument("--topics", type=int, default=40)
    ap.add_argument(
        "--vocabulary",
        choices=("zipf", "chain", "languages"),
        default="zipf",
        help="zipf: made-up words in topics; chain: one shared vocabulary (bigram chain); "
        "languages: a chain per language (en, de, es, fr, id)",
    )
    ap.add_argument(
        "--related",
        type=float,
        help="share of essays in a planted case (0, 0.05, 0.2, 0.3); replaces --planted",
    )
    ap.add_argument("--jump", type=float, default=JUMP, help="chain: share of words that jump")
    args = ap.parse_args()
    t = time.perf_counter()
    truth = generate(
        args.out,
        args.n,
        args.words,
        args.seed,
        args.planted,
        args.topics,
        chain=args.jump if args.vocabulary != "zipf" else None,
        related=args.related,
        languages=args.vocabulary == "languages",
    )
    kinds: dict[str, int] = {}
    for c in truth["planted"]:
        kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
    print(
        f"{args.n} essays in {args.out} ({time.perf_counter() - t:.1f} s); planted pairs: "
        + ", ".join(f"{k} {v}" for k, v in kinds.items())
    )


if __name__ == "__main__":
    main()
