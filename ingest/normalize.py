"""Text normalization shared by deduplication and scoring.

The labeling guide defines one normalized form for comparing text: NFKC,
zero-width characters removed, case folded, runs of one punctuation character
collapsed, white space folded. :func:`normalize` implements exactly that.
:func:`dedup_key` goes one step further for the duplicate test: white space
next to punctuation is dropped too, so that scraped copies such as
``"Correction : the"`` and ``"Correction: the"`` collapse, while ``"1 2"`` and
``"12"`` stay apart.
"""

from __future__ import annotations

import unicodedata

import regex

#: Characters that render as nothing and are dropped before comparing text.
ZERO_WIDTH_CHARS = "\u200b\u200c\u200d\u2060\ufeff\u180e\u00ad"

_ZERO_WIDTH_RE = regex.compile(f"[{ZERO_WIDTH_CHARS}]")
# One punctuation or symbol character repeated: "!!!" -> "!", "---" -> "-".
_PUNCT_RUN_RE = regex.compile(r"([\p{P}\p{S}])\1+")
_SPACE_RE = regex.compile(r"\s+")
# White space with punctuation or a symbol on at least one side.
_SPACE_NEAR_PUNCT_RE = regex.compile(r"\s+(?=[\p{P}\p{S}])|(?<=[\p{P}\p{S}])\s+")
_WORD_RE = regex.compile(r"[\p{L}\p{N}]+(?:[.,][\p{N}]+)*")


def normalize(text: str) -> str:
    """Return the guide's normalized form of ``text``.

    Args:
        text: Any text.

    Returns:
        NFKC-normalized text with zero-width characters removed, case folded,
        runs of one punctuation character collapsed to one and white space
        folded to single spaces, stripped at both ends.

    Example:
        >>> normalize("Correction :  the FIRST video...")
        'correction : the first video.'
    """
    text = unicodedata.normalize("NFKC", text)
    text = _ZERO_WIDTH_RE.sub("", text)
    text = text.casefold()
    text = _PUNCT_RUN_RE.sub(r"\1", text)
    return _SPACE_RE.sub(" ", text).strip()


def dedup_key(text: str) -> str:
    """Return the key under which copies of one post collapse.

    Two texts share a key when they differ only in white space, runs of
    punctuation, case or zero-width characters.

    Example:
        >>> dedup_key("Correction : the first video") == dedup_key("correction: the  first video!")
        False
        >>> dedup_key("Correction : the first video") == dedup_key("correction:the first  video")
        True
    """
    return _SPACE_NEAR_PUNCT_RE.sub("", normalize(text))


def word_tokens(text: str) -> set[str]:
    """Return the distinct word tokens of the normalized text.

    Numbers keep their decimal point (``"76.5"`` is one token), which is what
    the guide's quote-overlap rule compares.
    """
    return set(_WORD_RE.findall(normalize(text)))
