"""Visible text of an HTML page, laid out as blank-line-separated blocks.

Scripts, styles, templates and the document head are dropped; entities are
decoded; block elements become blocks; table cells are joined with ``" | "``
so a results table stays readable as one block; block quotes become ``> ``
lines so that they count as quoted text, not the post's own.
"""

from __future__ import annotations

import regex
from bs4 import BeautifulSoup, Comment, Doctype, NavigableString, Tag

_INVISIBLE = frozenset(
    {"script", "style", "noscript", "template", "head", "svg", "canvas", "iframe", "object"}
)
_BLOCKS = frozenset(
    {
        "address", "article", "aside", "blockquote", "dd", "details", "dialog", "div", "dl",
        "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4",
        "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre", "section", "summary",
        "table", "ul",
    }
)  # fmt: skip
_LINES = frozenset({"li", "tr", "br", "caption", "thead", "tbody", "tfoot"})
_CELLS = frozenset({"td", "th"})

_BLANK_RUN_RE = regex.compile(r"\n[ \t]*(?:\n[ \t]*)+")
_TRAILING_SPACE_RE = regex.compile(r"[ \t]+\n")
_SPACE_RUN_RE = regex.compile(r"[ \t\f\v\u00a0]+")


def html_to_text(html: str) -> str:
    """Return the visible text of ``html`` with one block per block element.

    Example:
        >>> html_to_text("<p>a &amp; b</p><script>x()</script><p>c</p>")
        'a & b\\n\\nc'
    """
    soup = BeautifulSoup(html, "html.parser")
    out: list[str] = []
    # Iterative walk: (node, in_pre, in_quote); a marker string closes an element.
    stack: list[tuple[object, bool, bool]] = [(soup, False, False)]
    while stack:
        node, in_pre, in_quote = stack.pop()
        if isinstance(node, str) and not isinstance(node, NavigableString):
            out.append(node)  # a layout marker pushed below
            continue
        if isinstance(node, (Comment, Doctype)):
            continue
        if isinstance(node, NavigableString):
            text = str(node)
            out.append(text if in_pre else _SPACE_RUN_RE.sub(" ", text.replace("\n", " ")))
            continue
        if not isinstance(node, Tag):
            continue
        name = node.name.lower() if node.name else ""
        if name in _INVISIBLE:
            continue
        pre = in_pre or name == "pre"
        quote = in_quote or name == "blockquote"
        before, after = _layout(name)
        if name == "blockquote" and not in_quote:
            before, after = "\n\n\x00QUOTE_START\x00", "\x00QUOTE_END\x00\n\n"
        out.append(before)
        stack.append((after, pre, quote))
        for child in reversed(list(node.children)):
            stack.append((child, pre, quote))
    return _finish("".join(out))


def _layout(name: str) -> tuple[str, str]:
    if name in _BLOCKS:
        return "\n\n", "\n\n"
    if name in _LINES:
        return "\n", ""
    if name in _CELLS:
        return "", " | "
    return "", ""


def _finish(text: str) -> str:
    text = _quote_lines(text)
    text = _TRAILING_SPACE_RE.sub("\n", text)
    text = regex.sub(r"[ \t]*\|[ \t]*\n", "\n", text)  # the separator after a row's last cell
    text = regex.sub(r"\n[ \t]+(?=\S)", "\n", text)
    text = _BLANK_RUN_RE.sub("\n\n", text)
    return text.strip()


def _quote_lines(text: str) -> str:
    """Prefix every line between the quote markers with ``> ``."""
    parts = text.split("\x00QUOTE_START\x00")
    result = [parts[0]]
    for part in parts[1:]:
        quoted, _, rest = part.partition("\x00QUOTE_END\x00")
        lines = [line.strip() for line in quoted.split("\n")]
        result.append("\n".join(f"> {line}" for line in lines if line))
        result.append(rest)
    return "".join(result)
