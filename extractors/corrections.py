"""Corrections: an author replacing or retracting an earlier value.

A correction is found where a post states that something earlier was wrong
("Correction:", "my counter was off", "ignore my earlier numbers", "was
superseded", "sorry, I didn't run it with ..."). Each claim the correcting
post states after those words replaces the latest earlier claim of the same
metric whose context does not disagree, preferring the post most like the
correcting one (a near-duplicate that the correction edits). A statement
that only says an earlier result is void supersedes nothing it cannot name.
An update that adds a newer result without saying the old was wrong is not
a correction at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import regex

from extractors.caveats import code_spans, correction_patterns
from extractors.claims import Claim
from extractors.nlp import analyse

_WORD_RE = regex.compile(r"[\p{L}\p{N}]+")
_ACTUALLY_RE = regex.compile(r"(?i)\bactually\b")


@dataclass(frozen=True)
class CorrectionFound:
    """A correction in a post: ``start``/``end`` relative to that post's text."""

    start: int
    end: int
    quote: str


@dataclass
class Correction:
    """A correction placed in its document, with the claims it supersedes.

    ``superseded`` maps the index of each replaced claim (in the document's
    claim list) to the index of its replacement, or ``None`` for a
    retraction without a new value.
    """

    post_index: int
    start: int
    end: int
    quote: str
    superseded: dict[int, int | None] = field(default_factory=dict)


def find_correction(text: str) -> CorrectionFound | None:
    """The correcting words of a post, if it has any: the sentences with cues."""
    code = code_spans(text)
    hits = []
    for s, e in analyse(text).sentences:
        if any(a <= s < b for a, b in code):
            continue
        if any(p.search(text, s, e, timeout=1.0) for p in correction_patterns()):
            hits.append((s, e))
    if not hits:
        return None
    start, end = hits[0]
    for s, e in hits[1:]:
        if s - end <= 3 and e - start <= 300:
            end = e  # adjacent correcting sentences are one statement
    while start < end and text[start] in " \t*_>-•":
        start += 1
    return CorrectionFound(start, end, text[start:end])


def _compatible(a: Claim, b: Claim) -> bool:
    shared = set(a.context) & set(b.context)
    return all(a.context[k] == b.context[k] for k in shared)


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD_RE.findall(text)}


def _similarity(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


def link(
    found: CorrectionFound,
    post_index: int,
    post_start: int,
    claims: Sequence[tuple[int, Claim]],
    post_texts: Sequence[str],
    authors: Sequence[str | None],
) -> Correction:
    """Tie a correction to the claims it replaces.

    Args:
        found: The correcting words, relative to their post.
        post_index: Which post holds them.
        post_start: Where that post starts in the document.
        claims: Every claim of the document as (post index, claim), with
            document-relative spans, in document order.
        post_texts: Every post's text, for similarity.
        authors: Every post's author (``None`` when unknown).
    """
    correction = Correction(
        post_index, found.start + post_start, found.end + post_start, found.quote
    )
    after = [i for i, (p, c) in enumerate(claims) if p == post_index and c.start >= correction.end]
    inside = [
        i
        for i, (p, c) in enumerate(claims)
        if p == post_index and correction.start <= c.start < correction.end
    ]
    sentence = post_texts[post_index][found.start : found.end]
    actually = _ACTUALLY_RE.search(sentence)
    if not after and inside and actually:
        # "The probe was reporting 19 tok/s on a model that actually decodes
        # at 80": the figure before "actually" is the wrong one.
        cut = correction.start + actually.start()
        for i in inside:
            if claims[i][1].start < cut:
                correction.superseded[i] = None
        return correction
    new = after or inside
    taken: set[int] = set()
    own = _words(post_texts[post_index])
    for ni in new:
        replacement = claims[ni][1]
        candidates = [
            i
            for i, (p, c) in enumerate(claims)
            if i not in taken
            and i not in new
            and c.metric == replacement.metric
            and (c.low, c.high) != (replacement.low, replacement.high)
            and c.start < correction.start
            and (p == post_index or authors[p] == authors[post_index])
            and _compatible(c, replacement)
        ]
        if not candidates:
            continue
        best = max(
            candidates,
            key=lambda i: (_similarity(own, _words(post_texts[claims[i][0]])), claims[i][1].start),
        )
        taken.add(best)
        correction.superseded[best] = ni
    return correction
