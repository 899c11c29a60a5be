"""Text: a document's text in, numbers out.

In: normalised text (from ``intake``). Out: word or character tokens and their hashes, shingles
(sets and bags), MinHash signatures, LSH band keys, winnowed fingerprints, the language of a text
and the content words and sentence keys that find reworded copies.
Must not import: ``compare``, ``archive``, the orchestration (stages, result, pipeline) or any
front; below it only ``intake`` and the engine's vocabulary.
"""

from plagcheck.engine.text.alignment import matching_words
from plagcheck.engine.text.language import detect, load_identifier
from plagcheck.engine.text.minhash import MinHasher
from plagcheck.engine.text.shingles import Shingles, shingle

__all__ = ["MinHasher", "Shingles", "detect", "load_identifier", "matching_words", "shingle"]
