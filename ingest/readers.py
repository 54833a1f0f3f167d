"""Readers: turn corpus files into documents, or into rejects with a reason.

Every input shape of the labeling guide is read here: ``.txt``/``.md``
(blank-line-separated blocks), GitHub issue JSON, generic ``.json``/``.jsonl``
threads with nested replies, and ``.html`` (visible text only). A reader never
raises on bad input: it returns a :class:`~ingest.models.Reject` saying why.
"""

from __future__ import annotations

import codecs
import hashlib
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ingest.html_text import html_to_text
from ingest.models import Document, RawPost, Reject, Shape
from ingest.posts import assemble, canonical_newlines, text_posts

#: Files larger than this are rejected unread (bytes).
MAX_FILE_BYTES = 20 * 1024 * 1024

#: File name endings and the shape each is read as.
EXTENSIONS: dict[str, Shape] = {
    ".txt": Shape.TEXT,
    ".text": Shape.TEXT,
    ".md": Shape.TEXT,
    ".markdown": Shape.TEXT,
    ".json": Shape.JSON,
    ".jsonl": Shape.JSONL,
    ".ndjson": Shape.JSONL,
    ".html": Shape.HTML,
    ".htm": Shape.HTML,
}

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


@dataclass
class ReadResult:
    """What reading one file gave: its documents and its rejects."""

    documents: list[Document] = field(default_factory=list)
    rejects: list[Reject] = field(default_factory=list)


class ShapeError(ValueError):
    """JSON that parses but does not have a shape the guide defines."""


@dataclass(frozen=True)
class Decoded:
    text: str
    errors: int


def find_files(root: Path) -> tuple[list[Path], list[Reject]]:
    """Walk ``root`` and return its candidate files in a fixed order, and rejects.

    Hidden files and directories (names starting with ``.``) are skipped.
    Symbolic links are followed only when they resolve inside ``root``;
    directory links are never followed (so a link loop cannot trap the walk),
    and a link pointing outside the root is reported as a reject.
    """
    root = root.resolve()
    if root.is_file():
        return [root], []
    files: list[Path] = []
    rejects: list[Reject] = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        base = Path(dirpath)
        for name in dirnames:
            if (base / name).is_symlink():
                rejects.append(
                    _reject(base / name, root, "symbolic link to a directory not followed")
                )
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            path = base / name
            if path.is_symlink():
                target = path.resolve()
                if not target.is_relative_to(root):
                    rejects.append(
                        _reject(path, root, "symbolic link points outside the corpus root")
                    )
                    continue
                if not target.exists():
                    rejects.append(_reject(path, root, "broken symbolic link"))
                    continue
            files.append(path)
    files.sort(key=lambda p: p.relative_to(root).as_posix())
    return files, rejects


def document_id(path: Path, root: Path) -> str:
    """The guide's document id: the path relative to the corpus root, with ``/``."""
    root = root.resolve()
    if root.is_file():
        return path.name
    return path.relative_to(root).as_posix()


def read_file(path: Path, root: Path, max_bytes: int = MAX_FILE_BYTES) -> ReadResult:
    """Read one file into documents, or rejects saying why it could not be read.

    Args:
        path: The file, inside ``root``.
        root: The corpus root the document ids are relative to.
        max_bytes: Files larger than this are rejected unread.
    """
    result = ReadResult()
    doc_id = document_id(path, root)
    shape = EXTENSIONS.get(path.suffix.lower())
    if shape is None:
        result.rejects.append(
            _reject(path, root, f"unsupported file type {path.suffix or '(no extension)'!r}")
        )
        return result
    try:
        size = path.stat().st_size
        if size > max_bytes:
            result.rejects.append(
                _reject(path, root, f"file too large: {size} bytes, limit {max_bytes}")
            )
            return result
        data = path.read_bytes()
    except OSError as exc:
        result.rejects.append(_reject(path, root, f"unreadable: {exc.strerror or exc}"))
        return result
    if not data.strip():
        result.rejects.append(_reject(path, root, "empty file"))
        return result
    decoded = decode(data)
    if decoded is None:
        result.rejects.append(_reject(path, root, "binary file (NUL or control bytes)"))
        return result
    if decoded.errors:
        result.rejects.append(
            Reject(
                path=relative_path(path, root),
                document_id=doc_id,
                reason="invalid UTF-8, decoded with replacement characters",
                detail=f"{decoded.errors} undecodable byte sequence(s)",
                skipped=False,
            )
        )
    common = {"path": relative_path(path, root), "root": str(root.resolve()), "raw": decoded.text}
    if shape is Shape.JSONL:
        _read_jsonl(decoded.text, doc_id, common, decoded.errors, result)
        return result
    sha = hashlib.sha256(data).hexdigest()
    try:
        doc = _build(shape, decoded.text, doc_id, sha, len(data), decoded.errors, common)
    except ShapeError as exc:
        result.rejects.append(_reject(path, root, f"JSON of the wrong shape: {exc}"))
        return result
    except ValueError as exc:  # json.JSONDecodeError is a ValueError
        result.rejects.append(_reject(path, root, f"malformed JSON: {exc}"))
        return result
    except RecursionError:
        result.rejects.append(_reject(path, root, "malformed JSON: nested too deeply"))
        return result
    if doc is None:
        result.rejects.append(_reject(path, root, "no text: the file holds no post"))
    else:
        result.documents.append(doc)
    return result


def decode(data: bytes) -> Decoded | None:
    """Decode file bytes: a BOM names the encoding, else UTF-8 with replacement.

    Returns ``None`` for binary data (NUL bytes, or mostly control bytes,
    outside a UTF-16/32 file).
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            text = data.decode(encoding, errors="replace")
            return Decoded(text=text, errors=text.count("\ufffd"))
    if b"\x00" in data:
        return None
    controls = sum(1 for b in data[:8192] if b < 32 and b not in (9, 10, 12, 13))
    if controls > len(data[:8192]) * 0.1:
        return None
    try:
        return Decoded(text=data.decode("utf-8"), errors=0)
    except UnicodeDecodeError:
        text = data.decode("utf-8", errors="replace")
        before = data.decode("utf-8", errors="ignore").count("\ufffd")
        return Decoded(text=text, errors=text.count("\ufffd") - before)


def _build(
    shape: Shape,
    raw: str,
    doc_id: str,
    sha: str,
    size: int,
    errors: int,
    common: dict[str, str],
) -> Document | None:
    if shape is Shape.TEXT or shape is Shape.HTML:
        text = canonical_newlines(raw)
        if shape is Shape.HTML:
            text = html_to_text(text)
        posts = text_posts(text)
        if not posts:
            return None
        return Document(
            id=doc_id, shape=shape, sha256=sha, size=size, text=text,
            decode_errors=errors, posts=posts, **common,
        )  # fmt: skip
    return _json_document(json.loads(raw), doc_id, sha, size, errors, common)


def _json_document(
    value: Any, doc_id: str, sha: str, size: int, errors: int, common: dict[str, str]
) -> Document | None:
    if isinstance(value, dict):
        roots = [value]
    elif isinstance(value, list) and all(isinstance(item, dict) for item in value):
        roots = value
    else:
        raise ShapeError(
            f"top level is {type(value).__name__}; expected an object "
            "(with text/body, title, comments or replies) or a list of objects"
        )
    raw_posts = list(_thread_posts(roots))
    if not raw_posts:
        return None
    text, posts = assemble(raw_posts)
    if not posts:
        return None
    head = roots[0]
    shape = Shape.GITHUB if _is_github(head) else Shape.JSON
    return Document(
        id=doc_id,
        shape=shape,
        sha256=sha,
        size=size,
        text=text,
        decode_errors=errors,
        posts=posts,
        title=_str(head.get("title")),
        url=_url(head),
        author=_author(head),
        created_at=_str(head.get("created_at")),
        **common,
    )


def _read_jsonl(
    raw: str, file_id: str, common: dict[str, str], errors: int, result: ReadResult
) -> None:
    for number, line in enumerate(canonical_newlines(raw).split("\n")):
        if not line.strip():
            continue
        doc_id = f"{file_id}#{number}"
        data = line.encode("utf-8", errors="surrogatepass")
        sha = hashlib.sha256(data).hexdigest()
        reason = None
        try:
            doc = _json_document(
                json.loads(line), doc_id, sha, len(data), errors, common | {"raw": line}
            )
        except ShapeError as exc:
            reason = f"JSON of the wrong shape on line {number}: {exc}"
        except ValueError as exc:
            reason = f"malformed JSON on line {number}: {exc}"
        except RecursionError:
            reason = f"malformed JSON on line {number}: nested too deeply"
        else:
            if doc is None:
                reason = f"no text on line {number}: the object holds no post"
            else:
                result.documents.append(doc)
        if reason:
            result.rejects.append(Reject(path=common["path"], document_id=doc_id, reason=reason))


def _thread_posts(roots: list[dict[str, Any]]) -> Iterator[RawPost]:
    """Yield the posts of a thread in reading order: each post, then its replies."""
    stack: list[Any] = list(reversed(roots))
    while stack:
        node = stack.pop()
        if not isinstance(node, dict):
            raise ShapeError(f"a reply or comment is {type(node).__name__}, not an object")
        body = node.get("text")
        if not isinstance(body, str) or not body.strip():
            body = node.get("body")
        parts = [p for p in (_str(node.get("title")), _str(body)) if p and p.strip()]
        if parts:
            yield RawPost(
                text="\n\n".join(parts),
                author=_author(node),
                created_at=_str(node.get("created_at")),
                url=_url(node),
            )
        children: list[Any] = []
        for key in ("comments", "replies", "children"):
            value = node.get(key)
            if isinstance(value, list):
                children.extend(value)
        stack.extend(reversed(children))


def _is_github(node: dict[str, Any]) -> bool:
    return "html_url" in node or isinstance(node.get("user"), dict) or "comments" in node


def _author(node: dict[str, Any]) -> str | None:
    for key in ("author", "user"):
        value = node.get(key)
        if isinstance(value, dict):
            value = value.get("login") or value.get("name") or value.get("username")
        if isinstance(value, str) and value:
            return value
    return None


def _url(node: dict[str, Any]) -> str | None:
    return _str(node.get("url")) or _str(node.get("html_url"))


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def relative_path(path: Path, root: Path) -> str:
    """The path of a file relative to its corpus root, with ``/`` (its name for a file root)."""
    root = root.resolve()
    if root.is_file():
        return path.name
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return str(path)


def _reject(path: Path, root: Path, reason: str) -> Reject:
    return Reject(path=relative_path(path, root), reason=reason)
