"""Back-references to the thread's opening post: "same gguf", "the same build".

A reply that says it ran "the same gguf" or "the same sglang version" ties
its figures to the model file or release of the post that opened the
thread, though it never writes them. Which keys a phrase refers to is data
(``extractors/data/back_references.json``, one validated entry per kind of
thing referred to); the values are the ones every figure of the opening
post's author shares, so a phrase pointing at a sweep of several models or
lengths carries none of them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from functools import lru_cache
from importlib import resources
from typing import Any

import regex
from pydantic import field_validator

from extractors.catalog import Entry, parse_catalog

#: Context keys a back-reference may carry.
REFERABLE_KEYS = frozenset(
    {
        "model", "precision", "engine", "engine_version", "accelerator", "accelerator_count",
        "tp", "ep", "dp", "pp", "spec_method", "spec_tokens", "workload", "input_len",
        "output_len", "temperature",
    }
)  # fmt: skip


class BackReference(Entry):
    """A kind of thing a reply says it shares ("build") and the keys that name it."""

    keys: tuple[str, ...]

    @field_validator("keys")
    @classmethod
    def _known_keys(cls, keys: tuple[str, ...]) -> tuple[str, ...]:
        unknown = set(keys) - REFERABLE_KEYS
        if not keys or unknown:
            raise ValueError(f"keys must be non-empty context keys, not {sorted(unknown)}")
        return keys


@lru_cache(maxsize=1)
def back_references() -> tuple[BackReference, ...]:
    text = resources.files("extractors.data").joinpath("back_references.json").read_text("utf-8")
    return parse_catalog(json.loads(text), "back_references", BackReference)


@lru_cache(maxsize=1)
def _reference_re() -> tuple[regex.Pattern[str], dict[str, tuple[str, ...]]]:
    keys = {a.casefold(): e.keys for e in back_references() for a in e.aliases}
    nouns = "|".join(regex.escape(a) for a in sorted(keys, key=len, reverse=True))
    # "same gguf", "the same sglang version", "same b6497 build"; not "not the same model".
    # "The commands are generally consistent with what you provided above."
    pattern = regex.compile(
        rf"(?i)(?<!(?:\bnot|n[’']t|\bnever)\s+(?:the\s+)?)"
        rf"\bsame\s+(?:[\w.-]+\s+)??(?P<noun>{nouns})\b"
        rf"|\b(?P<noun>{nouns})s?\s+(?:are|were|is|was)\s+(?:\w+\s+)?(?:consistent\s+with"
        rf"|identical\s+to|the\s+same\s+as)\s+(?:yours|what\s+you|the\s+(?:ones?\s+)?above|above)"
    )
    return pattern, keys


def referenced_keys(text: str) -> frozenset[str]:
    """The context keys ``text`` says it shares with an earlier post."""
    pattern, keys = _reference_re()
    return frozenset(k for m in pattern.finditer(text) for k in keys[m["noun"].casefold()])


def shared_values(contexts: Iterable[Mapping[str, Any]], keys: Iterable[str]) -> dict[str, Any]:
    """The values of ``keys`` that most of ``contexts`` state and none contradicts."""
    contexts = list(contexts)
    shared: dict[str, Any] = {}
    for key in sorted(keys):
        values = [c[key] for c in contexts if c.get(key) is not None]
        if 2 * len(values) > len(contexts) and all(v == values[0] for v in values):
            shared[key] = values[0]
    return shared
