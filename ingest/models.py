"""Data model of what the readers produce: documents, their posts, and rejects."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field


class Shape(StrEnum):
    """The input shapes of the labeling guide."""

    TEXT = "text"
    GITHUB = "github"
    JSON = "json"
    JSONL = "jsonl"
    HTML = "html"


class RawPost(BaseModel):
    """One message as a reader found it, before it is placed in its document."""

    model_config = ConfigDict(frozen=True)

    text: str
    author: str | None = None
    created_at: str | None = None
    url: str | None = None


class Span(BaseModel):
    """A half-open character range ``[start, end)``."""

    model_config = ConfigDict(frozen=True)

    start: int = Field(ge=0)
    end: int = Field(ge=0)


class Post(BaseModel):
    """One occurrence of a post inside its document.

    ``start``/``end`` locate ``text`` in the document's text. ``quote_spans``
    locate the quoted lines (lines starting with ``>``) inside ``text``;
    ``own_text`` is ``text`` with those lines removed.
    """

    model_config = ConfigDict(frozen=True)

    position: int = Field(ge=0)
    text: str
    own_text: str
    quote_spans: tuple[Span, ...] = ()
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    author: str | None = None
    created_at: str | None = None
    url: str | None = None


class Document(BaseModel):
    """One document: a corpus file, or one object of a ``.jsonl`` file.

    ``text`` is the posts' text joined by blank lines, the text every span
    points into. ``raw`` is the source exactly as decoded, kept so that
    nothing a user feeds in is lost.
    """

    id: str
    path: str
    root: str
    shape: Shape
    sha256: str
    size: int = Field(ge=0)
    text: str
    raw: str
    title: str | None = None
    url: str | None = None
    author: str | None = None
    created_at: str | None = None
    decode_errors: int = 0
    posts: list[Post] = Field(default_factory=list)


class Reject(BaseModel):
    """A file, or one line of a ``.jsonl`` file, that could not be read as given.

    ``skipped`` is false when the input was still ingested (for example
    invalid UTF-8 decoded with replacement characters) and true when nothing
    of it was stored as a document.
    """

    model_config = ConfigDict(frozen=True)

    path: str
    document_id: str | None = None
    reason: str
    detail: str = ""
    skipped: bool = True
