"""The spaCy pipeline: ``spacy.blank("en")`` with sentences and rule-based cues.

No statistical model is loaded. Sentence boundaries come from the
``sentencizer`` (with bullets and line breaks as extra boundaries), and cue
phrases (workloads, speculation on/off, metric words, statistics, non-claim
signals, caveat and correction cues) from a ``span_ruler`` whose patterns
live in JSONL files in spaCy's ``{"label", "pattern", "id"}`` format,
validated at load.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

import regex
import spacy
from pydantic import BaseModel, ConfigDict, ValidationError, field_validator
from spacy.language import Language
from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex

#: Pattern files loaded into the span ruler, under ``extractors/data/``.
PATTERN_FILES = ("cues.jsonl",)

#: Characters that end a sentence besides the sentencizer's defaults.
EXTRA_SENT_PUNCT = ["•", "▪", "◦", "‣"]

RULER_KEY = "cues"

#: Longest post text analysed (the blank pipeline's memory grows slowly with length).
MAX_TEXT_CHARS = 50_000_000

# A full stop, "!" or "?" then a capital, or a lower-case model name ("gpt-oss-20b"): a
# sentence end the sentencizer can miss ("tok/s. Next", "tok/s. gpt-oss-20b: 302").
_SENTENCE_END_RE = regex.compile(
    r"(?<=[a-z0-9/%)][.!?])(?<!\b(?:e\.g|i\.e|vs|cf|approx|etc)\.)\s+"
    r"(?=[A-Z]|[a-z][a-z.]*\d*-[\w.-]*\d)"
)


class PatternError(ValueError):
    """A pattern file line that breaks the pattern schema."""


class PatternEntry(BaseModel):
    """One span-ruler pattern: a phrase (string) or a token pattern (list of dicts)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    label: str
    pattern: str | list[dict[str, Any]]
    id: str

    @field_validator("label")
    @classmethod
    def _label(cls, value: str) -> str:
        if not value.isupper() or not value.replace("_", "").isalpha():
            raise ValueError("labels are upper-case words joined by _")
        return value

    @field_validator("pattern")
    @classmethod
    def _pattern(cls, value: str | list[dict[str, Any]]) -> str | list[dict[str, Any]]:
        if isinstance(value, str) and not value.strip():
            raise ValueError("empty phrase")
        if isinstance(value, list) and not value:
            raise ValueError("empty token pattern")
        return value


def load_patterns(text: str, source: str) -> list[PatternEntry]:
    """Validate the lines of a JSONL pattern file; duplicates are rejected.

    Raises:
        PatternError: a line is not JSON, breaks the schema, or repeats a
            (label, pattern) pair.
    """
    entries: list[PatternEntry] = []
    seen: set[tuple[str, str]] = set()
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            entry = PatternEntry.model_validate(json.loads(line))
        except (json.JSONDecodeError, ValidationError) as exc:
            raise PatternError(f"{source}:{number}: {exc}") from exc
        key = (entry.label, json.dumps(entry.pattern, sort_keys=True).lower())
        if key in seen:
            raise PatternError(f"{source}:{number}: duplicate pattern {entry.pattern!r}")
        seen.add(key)
        entries.append(entry)
    return entries


@lru_cache(maxsize=1)
def patterns() -> tuple[PatternEntry, ...]:
    """Every pattern of :data:`PATTERN_FILES`, validated."""
    loaded: list[PatternEntry] = []
    for name in PATTERN_FILES:
        text = resources.files("extractors.data").joinpath(name).read_text(encoding="utf-8")
        loaded.extend(load_patterns(text, name))
    return tuple(loaded)


@lru_cache(maxsize=1)
def nlp() -> Language:
    """The shared pipeline (built once per process)."""
    pipeline = spacy.blank("en")
    pipeline.max_length = MAX_TEXT_CHARS
    # A table written without spaces ("|Math|57.45|") is cells, not one word.
    tokenizer: Any = pipeline.tokenizer
    defaults: Any = pipeline.Defaults
    tokenizer.infix_finditer = compile_infix_regex([*defaults.infixes, r"\|"]).finditer
    tokenizer.prefix_search = compile_prefix_regex([*defaults.prefixes, r"\|"]).search
    tokenizer.suffix_search = compile_suffix_regex([*defaults.suffixes, r"\|"]).search
    sentencizer: Any = pipeline.add_pipe("sentencizer")
    sentencizer.punct_chars = set(sentencizer.punct_chars) | set(EXTRA_SENT_PUNCT)
    ruler = pipeline.add_pipe(
        "span_ruler",
        config={"spans_key": RULER_KEY, "phrase_matcher_attr": "LOWER", "validate": True},
    )
    entries = [p.model_dump() for p in patterns()]
    ruler.add_patterns(entries + _case_variants(pipeline, entries))  # type: ignore[attr-defined]
    return pipeline


def _case_variants(pipeline: Language, entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Phrase patterns again in the capitalisations that tokenize differently.

    The tokenizer splits "GSM8K" into "GSM8" + "K" but keeps "gsm8k" whole, so a
    lower-case phrase would miss the way people write it; its upper-case and
    title-case forms are added where their tokens differ.
    """
    added = []
    for entry in entries:
        phrase = entry["pattern"]
        if not isinstance(phrase, str):
            continue
        tokens = [t.lower_ for t in pipeline.make_doc(phrase)]
        for variant in {phrase.upper(), phrase.title()} - {phrase}:
            if [t.lower_ for t in pipeline.make_doc(variant)] != tokens:
                added.append({**entry, "pattern": variant})
    return added


@dataclass(frozen=True)
class Cue:
    """A cue phrase found in a text: its label, id and character span."""

    label: str
    id: str
    start: int
    end: int


@dataclass(frozen=True)
class Analysis:
    """Sentences (character spans) and cues of one text."""

    sentences: tuple[tuple[int, int], ...]
    cues: tuple[Cue, ...]


def analyse(text: str) -> Analysis:
    """Run the pipeline over ``text``; line breaks also end sentences."""
    doc = nlp()(text)
    sentences: list[tuple[int, int]] = []
    for sent in doc.sents:
        start = sent.start_char
        for piece in text[sent.start_char : sent.end_char].split("\n"):
            end = start + len(piece)
            cut = start
            for m in _SENTENCE_END_RE.finditer(text, start, end):
                if text[cut : m.start()].strip():
                    sentences.append((cut, m.start()))
                cut = m.end()
            if text[cut:end].strip():
                sentences.append((cut, end))
            start = end + 1
    cues = tuple(
        Cue(span.label_, span.id_, span.start_char, span.end_char) for span in doc.spans[RULER_KEY]
    )
    return Analysis(tuple(sentences), cues)
