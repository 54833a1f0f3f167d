"""Deduplication: exact copies collapse, near-duplicates are linked.

Copies of a post that differ only in white space, punctuation runs, case or
zero-width characters share a :func:`~ingest.normalize.dedup_key` and collapse
into one distinct post with an occurrence count. Distinct posts that share
most of their own text but differ in substance (a changed number, an added
correction) are *linked*, never merged.

Near-duplicate search never compares all pairs: MinHash signatures of
character shingles go into an LSH index (candidate blocking), and only the
candidates it returns are verified with rapidfuzz.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

import regex
from datasketch import MinHash, MinHashLSH
from rapidfuzz.distance import Indel

from ingest.models import Document, Post
from ingest.normalize import dedup_key, normalize

#: A pair is a near-duplicate when at least this share of the shorter post's
#: normalized own text appears, in order, in the longer one (LCS / shorter length).
NEAR_DUPLICATE_SIMILARITY = 0.8

#: ...and the shorter post is at least this long relative to the longer one, so
#: that a short remark contained in a long write-up is not called a copy of it.
NEAR_DUPLICATE_MIN_LENGTH_RATIO = 0.4

#: Posts whose normalized own text is shorter than this are never linked.
NEAR_DUPLICATE_MIN_CHARS = 30

#: ...and at least this share of the shorter post's words appears, in order,
#: in the longer one: two short replies that share only a byline ("quietfan |
#: posted 2025-07-06") match letter by letter, not word by word.
NEAR_DUPLICATE_WORD_SIMILARITY = 0.6

#: ...and, when the shorter post changes more than this many of its figures,
#: it keeps at least ``NEAR_DUPLICATE_FIGURE_SHARE`` of them in order: a
#: re-sent post changes a figure or two, while two runs of one tool (two
#: llama-bench tables, two timing logs) share their template and change
#: nearly every measured value, so they are two posts, not one edited.
NEAR_DUPLICATE_MAX_CHANGED_FIGURES = 4
NEAR_DUPLICATE_FIGURE_SHARE = 0.8
#: ...or, changing three or more, keeps fewer than this share: two short runs of
#: one tool ("Run 1 --- 208 tokens in 7.18s = 28.9 tok/s" and "Run 2 --- ...").
NEAR_DUPLICATE_FEW_FIGURES_SHARE = 0.6

#: Jaccard threshold of the LSH candidate stage. It is set well below what
#: the verification thresholds above imply, so blocking loses no true pair.
LSH_CANDIDATE_THRESHOLD = 0.2

#: MinHash permutations and character shingle length.
NUM_PERM = 128
SHINGLE_CHARS = 5


@dataclass(frozen=True)
class DistinctPost:
    """One distinct post of a document and every occurrence of it."""

    id: str
    document_id: str
    key: str
    occurrences: tuple[Post, ...]

    @property
    def first(self) -> Post:
        return self.occurrences[0]


@dataclass(frozen=True)
class Signature:
    """What near-duplicate search needs of a distinct post."""

    post_id: str
    document_id: str
    key: str
    text: str
    minhash: MinHash


@dataclass(frozen=True)
class Link:
    """Two distinct posts found to be copies (another document) or near-duplicates."""

    post_a: str
    post_b: str
    kind: str  # "near" or "copy"
    similarity: float
    same_document: bool


def post_id(document_id: str, key: str) -> str:
    """Stable, content-derived id of a distinct post of a document."""
    return hashlib.sha256(f"{document_id}\x1f{key}".encode()).hexdigest()[:16]


def comparison_text(own_text: str, text: str) -> str:
    """The text a post is compared on: its own text, or all of it when that is empty."""
    return own_text if own_text.strip() else text


def group_posts(document: Document) -> list[DistinctPost]:
    """Collapse the copies of each post of ``document``, first occurrence first."""
    groups: dict[str, list[Post]] = {}
    for post in document.posts:
        groups.setdefault(dedup_key(comparison_text(post.own_text, post.text)), []).append(post)
    return [
        DistinctPost(post_id(document.id, key), document.id, key, tuple(posts))
        for key, posts in groups.items()
    ]


def signature(post_id_: str, document_id: str, key: str, text: str) -> Signature:
    """Compute the MinHash signature of a post's comparison text."""
    normalized = normalize(text)
    minhash = MinHash(num_perm=NUM_PERM)
    shingles = {
        normalized[i : i + SHINGLE_CHARS]
        for i in range(max(1, len(normalized) - SHINGLE_CHARS + 1))
    }
    minhash.update_batch([s.encode("utf-8") for s in sorted(shingles)])
    return Signature(post_id_, document_id, key, normalized, minhash)


def similarity(a: str, b: str) -> float:
    """Share of the shorter text found in order in the longer (LCS / shorter length)."""
    return _in_order_share(a, b)


def _in_order_share(a: Sequence[str], b: Sequence[str]) -> float:
    """Longest common subsequence of ``a`` and ``b`` over the shorter one's length."""
    shorter = min(len(a), len(b))
    if shorter == 0:
        return 0.0
    return (len(a) + len(b) - Indel.distance(a, b)) / 2 / shorter


_WORDISH_RE = regex.compile(r"[\p{L}\p{N}]")
_FIGURE_RE = regex.compile(r"\d+(?:[.,]\d+)*")


def _content_words(text: str) -> list[str]:
    return [w for w in text.split() if _WORDISH_RE.search(w)]


def word_similarity(a: str, b: str) -> float:
    """Share of the shorter text's words found in order in the longer.

    Tokens without a letter or digit (table pipes, rules, dashes) are not words.
    """
    return _in_order_share(_content_words(a), _content_words(b))


def figures_mostly_changed(a: str, b: str) -> bool:
    """Whether the shorter list of figures changes many figures and keeps few in order."""
    fa, fb = _FIGURE_RE.findall(a), _FIGURE_RE.findall(b)
    shorter = min(len(fa), len(fb))
    kept = (len(fa) + len(fb) - Indel.distance(fa, fb)) // 2
    changed = shorter - kept
    return (
        changed > NEAR_DUPLICATE_MAX_CHANGED_FIGURES
        and kept < shorter * NEAR_DUPLICATE_FIGURE_SHARE
    ) or (changed >= 3 and kept < shorter * NEAR_DUPLICATE_FEW_FIGURES_SHARE)


#: A scraped thread's byline opening a message (normalized): "bao231 · comment ·
#: 2025-04-05 ", "alice | posted 2025-03-02 09:12 ". Two messages of one author
#: share it; what they say is compared without it.
_BYLINE_RE = regex.compile(
    r"[\w.-]{1,39} [·|] (?:comment(?:ed)?|repl(?:y|ied)|review(?:ed)?|answer(?:ed)?|description"
    r"|posted)\b[^\n]{0,12}?\d{4}-\d{2}-\d{2}(?: \d{1,2}:\d{2}(?::\d{2})?)? "
)


def _without_byline(text: str) -> str:
    m = _BYLINE_RE.match(text)
    return text[m.end() :] if m else text


def is_near_duplicate(a: str, b: str) -> tuple[bool, float]:
    """Decide whether two normalized texts are near-duplicates, with their similarity."""
    a, b = _without_byline(a), _without_byline(b)
    shorter, longer = sorted((len(a), len(b)))
    if shorter < NEAR_DUPLICATE_MIN_CHARS or shorter < longer * NEAR_DUPLICATE_MIN_LENGTH_RATIO:
        return False, 0.0
    score = similarity(a, b)
    if score < NEAR_DUPLICATE_SIMILARITY:
        return False, score
    if word_similarity(a, b) < NEAR_DUPLICATE_WORD_SIMILARITY:
        return False, score
    return not figures_mostly_changed(a, b), score


def find_links(signatures: Sequence[Signature]) -> list[Link]:
    """Link copies across documents and near-duplicates anywhere, in a fixed order.

    Posts with the same key in different documents are copies. Other pairs
    are LSH candidates verified by :func:`is_near_duplicate`.
    """
    ordered = sorted(signatures, key=lambda s: s.post_id)
    links: dict[tuple[str, str], Link] = {}
    by_key: dict[str, list[Signature]] = {}
    for sig in ordered:
        by_key.setdefault(sig.key, []).append(sig)
    for group in by_key.values():
        for i, a in enumerate(group):
            for b in group[i + 1 :]:
                links[(a.post_id, b.post_id)] = Link(a.post_id, b.post_id, "copy", 1.0, False)
    lsh = MinHashLSH(threshold=LSH_CANDIDATE_THRESHOLD, num_perm=NUM_PERM)
    index = {sig.post_id: sig for sig in ordered}
    for sig in ordered:
        if len(sig.text) >= NEAR_DUPLICATE_MIN_CHARS:
            lsh.insert(sig.post_id, sig.minhash)
    for a in ordered:
        if len(a.text) < NEAR_DUPLICATE_MIN_CHARS:
            continue
        for other in sorted(lsh.query(a.minhash)):
            if other <= a.post_id:
                continue
            b = index[other]
            if a.key == b.key:
                continue
            near, score = is_near_duplicate(a.text, b.text)
            if near:
                links[(a.post_id, b.post_id)] = Link(
                    a.post_id, b.post_id, "near", round(score, 4), a.document_id == b.document_id
                )
    return [links[k] for k in sorted(links)]
