"""Extraction over one document: its distinct posts in order.

The caller (the ingest pipeline) passes each distinct post once, so a value
repeated by duplicated posts yields one claim. Quoted lines are blanked out
before extraction (they are other posts' words), keeping every offset.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import regex

from extractors.claims import (
    Claim,
    PostView,
    document_setup,
    extract_claims,
    is_heading,
    is_setup_heading,
    view,
)
from extractors.launch import LaunchCommand, find_commands
from extractors.mentions import block_size_mentions


@dataclass(frozen=True)
class PostInput:
    """One distinct post: its id, where its text starts in the document, its quoted spans."""

    post_id: str
    start: int
    text: str
    quote_spans: tuple[tuple[int, int], ...] = ()
    author: str | None = None


@dataclass(frozen=True)
class PostClaim:
    """A claim placed in its document: ``start``/``end`` point into the document text."""

    post_id: str
    claim: Claim


@dataclass(frozen=True)
class PostCommand:
    """A launch or benchmark command placed in its document."""

    post_id: str
    command: LaunchCommand


@dataclass(frozen=True)
class DocumentExtraction:
    """Everything extracted from one document."""

    claims: list[PostClaim]
    commands: list[PostCommand]


def mask_quotes(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """Blank out quoted spans (newlines kept), so offsets stay the same."""
    chars = list(text)
    for start, end in spans:
        for i in range(start, min(end, len(chars))):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


def extract_document(posts: Sequence[PostInput]) -> DocumentExtraction:
    """Claims and commands of a document, with document-relative spans."""
    views: list[PostView] = [view(mask_quotes(p.text, p.quote_spans)) for p in posts]
    if any(
        m.key == "spec_method" and m.value in ("dspark", "dflash")
        for v in views
        for m in v.mentions
    ):
        for post_view in views:
            if not any(m.key == "spec_method" for m in post_view.mentions):
                post_view.mentions.extend(block_size_mentions(post_view.text))
    heading: PostView | None = None
    for previous, post_view in zip([None, *views[:-1]], views, strict=True):
        post_view.previous = previous
    for post_view in views:
        if is_heading(post_view.text):
            heading = post_view
            continue
        post_view.heading = heading
        post_view.setup_post = heading is not None and is_setup_heading(heading.text)
    # Conditions carry across posts only between posts of one author (posts
    # without an author, as in plain text, count as one author's).
    setups = {
        author: document_setup(
            [
                v
                for p, v in zip(posts, views, strict=True)
                if p.author == author and _shares(p, v, posts)
            ]
        )
        for author in {p.author for p in posts}
    }
    placed: list[PostClaim] = []
    commands: list[PostCommand] = []
    for post, post_view in zip(posts, views, strict=True):
        for claim in extract_claims(post_view, setups[post.author]):
            placed.append(
                PostClaim(
                    post.post_id,
                    replace(claim, start=claim.start + post.start, end=claim.end + post.start),
                )
            )
        for command in find_commands(post_view.text):
            commands.append(
                PostCommand(
                    post.post_id,
                    replace(
                        command, start=command.start + post.start, end=command.end + post.start
                    ),
                )
            )
    return DocumentExtraction(merge_restatements(placed), commands)


def _shares(post: PostInput, post_view: PostView, posts: Sequence[PostInput]) -> bool:
    """Whether a post's conditions hold for the rest of its author's posts.

    With authors known (threads), an author's posts continue one another.
    Without them (plain text, where each block is a post), only a title or a
    short intro at the top, a heading, a post under a setup heading, or a post
    that reads as setup speaks for the others.
    """
    if post.author is not None:
        return True
    if post_view.setup_post or is_heading(post_view.text):
        return True
    first_line = post_view.text.strip().split("\n", 1)[0]
    if any(post is p for p in posts[:2]) and len(post_view.text) <= 400:
        return True  # a title or short intro at the top
    return bool(_SETUP_START_RE.match(first_line))


_SETUP_START_RE = regex.compile(
    r"(?i)^\W*(?:setup|set-up|config(?:uration)?|environment|hardware|system|rig|model|engine|server|launch|command"
    r"|bench(?:mark)?|workload|dataset|all\s+runs|every\s+run)\b.{0,40}?:"
)


def merge_restatements(claims: Sequence[PostClaim]) -> list[PostClaim]:
    """Keep one claim per value stated more than once with compatible context.

    Two claims with the same metric and range whose contexts never disagree
    on a key are one claim said twice (a headline and its body, a summary
    and its table); the one with the fuller context is kept.
    """
    kept: list[PostClaim] = []
    for candidate in claims:
        merged = False
        for i, existing in enumerate(kept):
            a, b = existing.claim, candidate.claim
            if (a.metric, a.low, a.high) != (b.metric, b.low, b.high):
                continue
            shared = set(a.context) & set(b.context)
            if any(a.context[k] != b.context[k] for k in shared):
                continue
            if len(b.context) > len(a.context):
                kept[i] = candidate
            merged = True
            break
        if not merged:
            kept.append(candidate)
    return sorted(kept, key=lambda pc: (pc.claim.start, pc.claim.end, pc.claim.metric))
