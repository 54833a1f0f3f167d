"""Posts: splitting plain text into blocks, quoted lines, and document text.

A post's *own text* is its text without quoted lines (lines starting with
``>``, as replies quote earlier posts); deduplication and anchors work on own
text only.
"""

from __future__ import annotations

from collections.abc import Iterable

import regex

from ingest.models import Post, RawPost, Span

#: Separator placed between posts when a document's text is assembled.
POST_SEPARATOR = "\n\n"

# A line holding only white space ends a block; one or more of them separate posts.
_BLOCK_RE = regex.compile(r"(?:[^\n]*\S[^\n]*)(?:\n[^\n]*\S[^\n]*)*")
_LINE_RE = regex.compile(r"[^\n]*(?:\n|$)")
_QUOTE_LINE_RE = regex.compile(r"[ \t]*>")


def canonical_newlines(text: str) -> str:
    """Turn CRLF and lone CR line ends into LF."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def split_blocks(text: str) -> list[tuple[int, int]]:
    """Return the ``(start, end)`` spans of the blank-line-separated blocks of ``text``.

    A block is a run of lines each holding something other than white space;
    leading and trailing white space of the block is kept inside it only
    within its lines.

    Example:
        >>> split_blocks("a\\nb\\n\\n  \\nc")
        [(0, 3), (7, 8)]
    """
    return [(m.start(), m.end()) for m in _BLOCK_RE.finditer(text)]


def quote_spans(text: str) -> tuple[Span, ...]:
    """Return the spans of the quoted lines of ``text`` (line end included)."""
    spans: list[Span] = []
    for m in _LINE_RE.finditer(text):
        if m.start() == m.end():
            break
        if _QUOTE_LINE_RE.match(m.group()):
            if spans and spans[-1].end == m.start():
                spans[-1] = Span(start=spans[-1].start, end=m.end())
            else:
                spans.append(Span(start=m.start(), end=m.end()))
    return tuple(spans)


def own_text(text: str, quotes: Iterable[Span]) -> str:
    """Return ``text`` without the quoted spans, stripped of surrounding blank space."""
    parts: list[str] = []
    cursor = 0
    for span in quotes:
        parts.append(text[cursor : span.start])
        cursor = span.end
    parts.append(text[cursor:])
    return "".join(parts).strip()


def make_post(
    position: int,
    text: str,
    start: int,
    author: str | None = None,
    created_at: str | None = None,
    url: str | None = None,
) -> Post:
    """Build the post at ``position`` whose ``text`` starts at ``start`` in its document."""
    quotes = quote_spans(text)
    return Post(
        position=position,
        text=text,
        own_text=own_text(text, quotes),
        quote_spans=quotes,
        start=start,
        end=start + len(text),
        author=author,
        created_at=created_at,
        url=url,
    )


def assemble(raw_posts: Iterable[RawPost]) -> tuple[str, list[Post]]:
    """Join the posts of one document into its text and place each post in it.

    Posts are stripped of surrounding white space; posts whose text is empty
    are dropped (they carry nothing). Returns the document text and the posts
    with their positions and spans.
    """
    pieces: list[str] = []
    posts: list[Post] = []
    offset = 0
    for raw in raw_posts:
        text = raw.text.strip()
        if not text:
            continue
        if pieces:
            pieces.append(POST_SEPARATOR)
            offset += len(POST_SEPARATOR)
        posts.append(make_post(len(posts), text, offset, raw.author, raw.created_at, raw.url))
        pieces.append(text)
        offset += len(text)
    return "".join(pieces), posts


#: A forum scrape's message header on a block's first line: "hk_wei — Aug 2",
#: "u/riser_hell · 19d", "dmitri_k | posted 2025-07-03 22:14",
#: "gfx906_greg · Sep 12, 2025 · #1", "fwdesk 8 hours ago | parent | next [–]".
_HEADER_RE = regex.compile(
    r"""(?x)^[ \t]*(?:u/|@)?(?P<name>[A-Za-z0-9_][\w.-]{1,30})[ \t]*(?:[—–·|][ \t]*|[ \t])
    (?:posted[ \t]|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?[ \t]+\d{1,2}\b
      |\d{4}-\d\d-\d\d\b
      |\d{1,3}[ \t]*(?:[smhdwy]|mins?|minutes?|hours?|hrs?|days?|weeks?|months?|years?)\b
      |yesterday\b|today\b)[^\n]{0,60}$"""
)


def text_posts(text: str) -> list[Post]:
    """Place one post per blank-line-separated block of ``text``.

    The spans point into ``text`` itself, which is the document's text. In a
    scraped thread whose messages open with a header line ("name — date"),
    a block takes the author of the header it opens with or, when it has
    none, of the block before it (one message's later paragraphs).
    """
    blocks = split_blocks(text)
    headers = [
        _HEADER_RE.match(text[s : text.find("\n", s, e) if "\n" in text[s:e] else e])
        for s, e in blocks
    ]
    threaded = sum(h is not None for h in headers) >= 2
    posts: list[Post] = []
    author: str | None = None
    for (start, end), header in zip(blocks, headers, strict=True):
        if threaded and header is not None:
            author = header["name"]
        posts.append(make_post(len(posts), text[start:end], start, author))
    return posts
