"""The layout of a post: tables, clauses and sections.

A number's context comes from the nearest enclosing unit first: its clause,
its sentence, its table cell's row and column header, its section, its post.
This module finds those units as character spans of the post text.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field

import regex

_TABLE_SEPARATOR_RE = regex.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
#: A markdown table's header row and the separator under it, from a line start.
TABLE_START_RE = regex.compile(r"[ \t]*\|[^\n]*\|[ \t]*\n[ \t]*\|?[ \t]*:?-{2,}")
_ALIGNED_SPLIT_RE = regex.compile(r"\S(?:.*?\S)??(?=\s{2,}|\t|$)")
_CLAUSE_SPLIT_RE = regex.compile(
    r"\s[·•▪|;]\s|;\s|,\s+|\s[—–]\s|\s-{1,2}\s|\s(?:vs\.?|versus|while|whereas|but|and)\s"
    # brackets, but not a short gloss after a word: "Prefill (PP) was fast at ..."
    r"|(?<![A-Za-z][ \t])\(|\((?![A-Za-z][\w/ -]{0,14}\))|(?<!\([A-Za-z][\w/ -]{0,14})\)"
)
#: Farthest a clause reaches either side of its number (a longer run has no clause marks).
MAX_CLAUSE = 300

_PAREN_AFTER_RE = regex.compile(r"[\s*_]{0,4}\([^()\n]{1,80}\)")
_NEXT_ITEM_RE = regex.compile(
    r"(?<=\S)(?<!\b(?:with|on|at|for|in|by|using|via|from|vs|and|or|the|a|an|of|to)\b)[ \t]+"
    r"(?=[A-Z][a-z]+\b)(?!(?:Blackwell|Ada|Max|Ultra|Pro|Instruct|Flash|Air|Ti|Super)\b)"
)
#: A line led by a numbered item label: "Prompt 2: ...", "- Test 3: ...", "Run #4:".
NUMBERED_ITEM_RE = regex.compile(
    r"[ \t]*(?:[-*•][ \t]*)?[*_]{0,2}(?P<label>[A-Za-z][A-Za-z ]{0,20}?[ \t#]*\d{1,2})[*_]{0,2}[ \t]*:"
)
_HEADING_RE = regex.compile(
    r"^\s*(?:#{1,6}\s+\S.*|\*\*[^*]+\*\*:?\s*|[A-Z][\w /()+-]{0,60}:\s*|v?\d+\.\d+(?:\.\d+)+\S*:?\s*)$"
)


@dataclass(frozen=True)
class Cell:
    start: int
    end: int


@dataclass
class Table:
    """A markdown, pipe-separated or space-aligned table, with its header row."""

    start: int
    end: int
    header: list[Cell] | None
    rows: list[tuple[int, int, list[Cell]]] = field(default_factory=list)
    caption: tuple[int, int] | None = None
    _starts: list[int] = field(default_factory=list, repr=False)
    _columns: dict[int, set[str]] = field(default_factory=dict, repr=False)

    def locate(self, pos: int) -> tuple[tuple[int, int], Cell | None, Cell | None] | None:
        """The row span, the cell and the column header cell holding ``pos``."""
        k = self.row_index(pos)
        if k is None:
            return None
        row_start, row_end, cells = self.rows[k]
        for i, cell in enumerate(cells):
            if cell.start <= pos < cell.end:
                header = self.header[i] if self.header and i < len(self.header) else None
                return (row_start, row_end), cell, header
        return (row_start, row_end), None, None

    def row_index(self, pos: int) -> int | None:
        """The index of the row holding ``pos``, found by bisection."""
        k = bisect_right(self._row_starts(), pos) - 1
        if k >= 0 and self.rows[k][0] <= pos < self.rows[k][1]:
            return k
        return None

    def _row_starts(self) -> list[int]:
        if len(self._starts) != len(self.rows):
            self._starts = [r[0] for r in self.rows]
        return self._starts

    def column_values(self, col: int, text: str) -> set[str]:
        """The distinct texts of one column's cells (cached)."""
        if col not in self._columns:
            self._columns[col] = {
                text[cells[col].start : cells[col].end].strip()
                for _, _, cells in self.rows
                if col < len(cells)
            }
        return self._columns[col]


def _lines(text: str) -> list[tuple[int, int]]:
    spans = []
    start = 0
    for piece in text.split("\n"):
        spans.append((start, start + len(piece)))
        start += len(piece) + 1
    return spans


def _pipe_cells(text: str, start: int, end: int) -> list[Cell]:
    line = text[start:end]
    cells = []
    pos = 0
    parts = line.split("|")
    for i, part in enumerate(parts):
        if (i == 0 or i == len(parts) - 1) and not part.strip():
            pos += len(part) + 1
            continue
        stripped = part.strip()
        if stripped:
            offset = part.index(stripped)
            cells.append(Cell(start + pos + offset, start + pos + offset + len(stripped)))
        else:
            cells.append(Cell(start + pos, start + pos))
        pos += len(part) + 1
    return cells


def _aligned_cells(text: str, start: int, end: int) -> list[Cell]:
    return [
        Cell(start + m.start(), start + m.end())
        for m in _ALIGNED_SPLIT_RE.finditer(text[start:end])
    ]


_INLINE_SEPARATOR_RE = regex.compile(r"\|(?:\s*:?-+:?\s*\|){2,}")


def _flattened_table(text: str, start: int, end: int) -> Table | None:
    """A markdown table whose rows were joined onto one line by a scraper.

    "| a | b | |---|---| | 1 | 2 | | 3 | 4 |": the separator run gives the
    column count; each following row is that many cells, rows joined by "| |".
    """
    sep = _INLINE_SEPARATOR_RE.search(text, start, end)
    if sep is None:
        return None
    columns = sep.group().count("|") - 1
    head_start = text.rfind("|", start, sep.start())
    cells_before = _pipe_cells(text, start, sep.start())
    if len(cells_before) < columns:
        return None
    header_cells = cells_before[-columns:]
    table_start = text.rfind("|", start, header_cells[0].start)
    body = _pipe_cells(text, sep.end(), end)
    rows: list[tuple[int, int, list[Cell]]] = []
    k = 0
    while k + columns <= len(body):
        row = body[k : k + columns]
        rows.append((row[0].start, row[-1].end, row))
        k += columns
        while k < len(body) and body[k].start == body[k].end:
            k += 1  # the empty cell between "| |" row joins
    if not rows or head_start < 0:
        return None
    caption_end = max(start, table_start)
    caption = (start, caption_end) if text[start:caption_end].strip() else None
    return Table(
        start=table_start, end=rows[-1][1], header=header_cells, rows=rows, caption=caption
    )


#: Box-drawing characters of tables a terminal printed ("│ 1,661.47 │", "┡━━━╇━━━┩").
_BOX_BARS = "│┃║"
_BOX_RULES = "─━═"
_BOX_JOINTS = "┏┓┗┛┳┻╋┡┩╇┣┫┠┨┌┐└┘├┤┬┴┼╭╮╰╯╔╗╚╝╠╣╦╩╬┯┷┿╤╧╪"
_BOX_LINE_RE = regex.compile(rf"[ \t]*[{_BOX_RULES}{_BOX_JOINTS}][{_BOX_RULES}{_BOX_JOINTS} \t]*")


def _unboxed(text: str) -> str:
    """``text`` with a terminal table's box drawing read as a markdown table, same
    length and offsets: bars become "|", rule lines "|---|---|", and a rule line
    opening a box (above its header) blank."""
    if not any(c in text for c in _BOX_BARS):
        return text
    out = []
    previous_boxed = False
    for line in text.split("\n"):
        if _BOX_LINE_RE.fullmatch(line):
            if previous_boxed:
                line = "".join(
                    "|" if c in _BOX_JOINTS else "-" if c in _BOX_RULES else c for c in line
                )
            else:
                line = " " * len(line)  # the box's top edge: no row, no separator
            previous_boxed = True
        else:
            previous_boxed = any(c in line for c in _BOX_BARS)
            line = "".join("|" if c in _BOX_BARS else c for c in line)
        out.append(line)
    return "\n".join(out)


def find_tables(text: str) -> list[Table]:
    """Markdown/pipe tables and space-aligned tables of ``text``."""
    text = _unboxed(text)
    lines = _lines(text)
    tables: list[Table] = []
    i = 0
    while i < len(lines):
        start, end = lines[i]
        line = text[start:end]
        flat = _flattened_table(text, start, end) if line.count("|") > 6 else None
        if flat is not None:
            tables.append(flat)
            i += 1
            continue
        if line.count("|") >= 1 and not line.lstrip().startswith(">"):
            j = i
            while j < len(lines) and text[lines[j][0] : lines[j][1]].count("|") >= 1:
                j += 1
            block = [text[a:b] for a, b in lines[i:j]]
            # log lines with one "|" each ("... tokens per second) | tid=...") are no table
            piped = any(_TABLE_SEPARATOR_RE.match(x) for x in block) or all(
                x.count("|") >= 2 for x in block
            )
            if (j - i >= 2 and piped) or (
                line.count("|") >= 2 and j - i >= 1 and line.strip().startswith("|")
            ):
                tables.append(_pipe_table(text, lines[i:j], _line_before(text, lines, i)))
                i = j
                continue
        collapsed = (
            _collapsed_table(text, lines, i)
            or _length_header_collapsed_table(text, lines, i)
            or _one_rate_collapsed_table(text, lines, i)
            or _word_column_table(text, lines, i)
            or _suffixed_collapsed_table(text, lines, i)
            or _setup_column_table(text, lines, i)
        )
        if collapsed is not None:
            table, i = collapsed
            tables.append(table)
            continue
        cells = _aligned_cells(text, start, end) if regex.search(r"\S\s{2,}\S", line) else []
        if len(cells) >= 2:
            j = i + 1
            while j < len(lines):
                nxt = (
                    _aligned_cells(text, *lines[j])
                    if regex.search(r"\S\s{2,}\S", text[lines[j][0] : lines[j][1]])
                    else []
                )
                if len(nxt) < 2:
                    break
                j += 1
            if j - i >= 2:
                tables.append(_aligned_table(text, lines[i:j], _line_before(text, lines, i)))
                i = j
                continue
        i += 1
    return tables


#: The end of a column header that carries a unit: "Avg Lat(s)", "Gen. toks/s", "(tokens/sec)".
_UNIT_END_RE = regex.compile(
    r"(?i)\((?:s|sec|ms|%|tok/s|tokens?/s(?:ec)?|t/s|req/s)\)|(?<![\w/])(?:toks?|tokens?)/s(?:ec)?\b"
    r"|(?<![\w/])t/s\b|\btps\b"
)
_DATA_ROW_RE = regex.compile(
    r"^[ \t]*(?P<label>[^\d\s|][^|]*?[ \t]+)?(?P<nums>[~+-]?\d[\d.,]*(?:[ \t]+[~+-]?\d[\d.,]*(?![\d.,]|[ \t]?[KMG]i?B\b))+)"
    r"(?P<rest>[ \t]+(?:[^\d\s][^|]*|\d[\d.]*[ \t]?(?:s|ms|min|[KMG]i?B)\b[^|\d]*))?[ \t]*$"
)
_KEY_HEADER_RE = regex.compile(
    r"(?i)[ \t]*(?:concurrency|batch(?:[ _-]size)?|bs|tp|input|output|ctx)\b"
)


def _single_spaced(header: str) -> bool:
    """A header line whose column gaps a scraper collapsed: no pipes, no wide gaps."""
    return "|" not in header and not regex.search(r"\S\s{2,}\S", header)


def _collapsed_table(text: str, lines: list[tuple[int, int]], i: int) -> tuple[Table, int] | None:
    """A table whose column gaps a scraper collapsed to single spaces:

        Concurrency vLLM V0 Avg Lat(s) vLLM V1 Avg Lat(s)
        5 16.98 15.75

    The header's unit-bearing column names ("... Lat(s)") give the columns; each
    row holds as many numbers (after a label, or a leading number under a key
    word such as "Concurrency"). Returns the table and the index after it."""
    hs, he = lines[i]
    header = text[hs:he]
    if not _single_spaced(header) or regex.search(r"\d\s+\d", header):
        return None
    ends = [m.end() for m in _UNIT_END_RE.finditer(header)]
    if len(ends) < 1:
        return None
    j = i + 1
    rows = []
    while j < len(lines):
        rs, re_ = lines[j]
        m = _DATA_ROW_RE.match(text[rs:re_])
        if m is None or "|" in text[rs:re_]:
            break
        rows.append((rs, re_, m))
        j += 1
    if len(rows) < 2:
        return None
    counts = {len(regex.findall(r"[~+-]?\d[\d.,]*", m["nums"])) for _, _, m in rows}
    # "--n-cpu-moe 24 69.6 67.0 65.7" beside "-ot exps=CPU 35.7 32.8 33.2": a
    # label may end in a number of its own; the last figures are the columns'.
    spill = len(counts) > 1 and min(counts) == len(ends) and all(m["label"] for _, _, m in rows)
    if len(counts) != 1 and not spill:
        return None
    n = len(ends) if spill else counts.pop()
    leading = n == len(ends) + 1 and all(m["label"] is None for _, _, m in rows)
    if n != len(ends) and not leading:
        return None
    starts = [0, *ends[:-1]]
    head_cells = [Cell(hs + a, hs + b) for a, b in zip(starts, ends, strict=True)]
    key = _KEY_HEADER_RE.match(header)
    if leading:
        # "Concurrency ..." over "5 16.98 ...": the first number is the row's key.
        split = key.end() if key else 0
        head_cells = [Cell(hs, hs + split), Cell(hs + split, head_cells[0].end), *head_cells[1:]]
    elif any(m["label"] for _, _, m in rows):
        head_cells = [Cell(hs, hs), *head_cells]
    table = Table(start=hs, end=rows[-1][1], header=head_cells, caption=None)
    for rs, re_, m in rows:
        cells = []
        nums = list(regex.finditer(r"[~+-]?\d[\d.,]*", m["nums"]))
        extra, nums = nums[: len(nums) - n], nums[len(nums) - n :]
        if m["label"]:
            label_end = m.start("nums") + extra[-1].end() if extra else m.end("label")
            label = text[rs + m.start("label") : rs + label_end]
            cells.append(Cell(rs + m.start("label"), rs + m.start("label") + len(label.rstrip())))
        for num in nums:
            cells.append(Cell(rs + m.start("nums") + num.start(), rs + m.start("nums") + num.end()))
        table.rows.append((rs, re_, cells))
    before = _line_before(text, lines, i)
    table.caption = _caption(text, before)
    return table, j


_LENGTH_LABEL_RE = regex.compile(r"(?i)\d+(?:\.\d+)?[km]?")
_ROW_FIGURE_RE = regex.compile(r"[~≈]?\d[\d,]*(?:\.\d+)?")


def _length_header_collapsed_table(
    text: str, lines: list[tuple[int, int]], i: int
) -> tuple[Table, int] | None:
    """A collapsed table whose columns are lengths, its unit in the caption above:

        Configuration 2K 8K 32K 64K 128K
        llama.cpp Q4_K_M q4_0 KV 39.3 37.7 37.9 36.4 33.4

    The header is a word or two and then lengths only; each row is a label and
    then exactly one figure per length. Returns the table and the index after it."""
    hs, he = lines[i]
    header = text[hs:he]
    if not _single_spaced(header):
        return None
    words = list(regex.finditer(r"\S+", header))
    lead = 0
    while lead < len(words) and not _LENGTH_LABEL_RE.fullmatch(words[lead][0]):
        lead += 1
    sizes = words[lead:]
    if not 1 <= lead <= 3 or len(sizes) < 2:
        return None
    if not all(_LENGTH_LABEL_RE.fullmatch(w[0]) and w[0][-1] in "kKmM" for w in sizes):
        return None  # "2K 8K 32K": lengths written as such, not bare numbers
    j = i + 1
    rows = []
    while j < len(lines):
        rs, re_ = lines[j]
        tokens = list(regex.finditer(r"\S+", text[rs:re_]))
        figures = tokens[len(tokens) - len(sizes) :]
        label = tokens[: len(tokens) - len(sizes)]
        if (
            "|" in text[rs:re_]
            or not label
            or any(_ROW_FIGURE_RE.fullmatch(t[0]) for t in label[:1])
            or not all(_ROW_FIGURE_RE.fullmatch(t[0]) for t in figures)
        ):
            break
        cells = [Cell(rs + label[0].start(), rs + label[-1].end())]
        cells += [Cell(rs + t.start(), rs + t.end()) for t in figures]
        rows.append((rs, re_, cells))
        j += 1
    if len(rows) < 2:
        return None
    head_cells = [Cell(hs + words[0].start(), hs + words[lead - 1].end())]
    head_cells += [Cell(hs + w.start(), hs + w.end()) for w in sizes]
    table = Table(start=hs, end=rows[-1][1], header=head_cells, caption=None)
    table.rows.extend(rows)
    table.caption = _caption(text, _line_before(text, lines, i))
    return table, j


_BARE_NUMBER_TOKEN_RE = regex.compile(r"(?<!\S)[~+-]?\d[\d.,]*(?!\S)")
_ONE_RATE_ROW_RE = regex.compile(
    r"[ \t]*(?P<label>[^\d\s|~+-][^\s|]*(?:[ \t][^\s|]+)*?)[ \t]+(?P<num>[~≈]?\d[\d.,]*)(?=[ \t]|$)"
    r"(?P<rest>[^|]*)$"
)


def _one_rate_collapsed_table(
    text: str, lines: list[tuple[int, int]], i: int
) -> tuple[Table, int] | None:
    """A collapsed table with one rate column among descriptive ones:

        Model Avg TPS Total Params Active Params Type
        qwen3:30b-a3b 12.0 30B 3B MoE

    The header names one rate; each row is a label, its one bare figure, and
    cells that are no bare figures ("30B", "MoE"). Returns the table and the
    index after it."""
    hs, he = lines[i]
    header = text[hs:he]
    if not _single_spaced(header) or _BARE_NUMBER_TOKEN_RE.search(header):
        return None
    units = list(_UNIT_END_RE.finditer(header))
    first = regex.match(r"[ \t]*\S+", header)
    if len(units) != 1 or first is None or units[0].start() < first.end():
        return None
    j = i + 1
    rows = []
    while j < len(lines):
        rs, re_ = lines[j]
        line = text[rs:re_]
        m = _ONE_RATE_ROW_RE.match(line)
        if m is None or len(_BARE_NUMBER_TOKEN_RE.findall(line)) != 1 or len(line) > 120:
            break
        rows.append((rs, re_, m))
        j += 1
    if len(rows) < 2:
        return None
    # The rate column's name: the words from the first column's end to the unit.
    start = len(header) - len(header[first.end() :].lstrip())
    head_cells = [Cell(hs + first.start(), hs + first.end()), Cell(hs + start, hs + units[0].end())]
    table = Table(start=hs, end=rows[-1][1], header=head_cells, caption=None)
    for rs, re_, m in rows:
        cells = [
            Cell(rs + m.start("label"), rs + m.end("label")),
            Cell(rs + m.start("num"), rs + m.end("num")),
        ]
        table.rows.append((rs, re_, cells))
    table.caption = _caption(text, _line_before(text, lines, i))
    return table, j


#: A header word naming a measured column: one such word makes a row of
#: single-word column names a table header.
_MEASURE_WORD_RE = regex.compile(
    r"(?i)tok(?:en)?s?/s|t/s|tps|ttft|tpot|itl|e2e|latency|throughput|req/s|goodput"
)
_NUMBER_TOKEN_RE = regex.compile(r"[~+-]?\d[\d.,]*%?")


def _word_column_table(text: str, lines: list[tuple[int, int]], i: int) -> tuple[Table, int] | None:
    """A table whose columns are single words and whose gaps are single spaces:

        conc reqs err gen ttft_p50 tpot_p50 tok/s
        1 12 0 53 0.047 0.0219 42.3

    Every row holds as many numbers as the header has words, and nothing else.
    Returns the table and the index after it."""
    hs, he = lines[i]
    words = list(regex.finditer(r"\S+", text[hs:he]))
    if len(words) < 3 or "|" in text[hs:he] or any(_NUMBER_TOKEN_RE.fullmatch(w[0]) for w in words):
        return None
    if not any(_MEASURE_WORD_RE.search(w[0]) for w in words):
        return None
    j = i + 1
    rows = []
    while j < len(lines):
        rs, re_ = lines[j]
        tokens = list(regex.finditer(r"\S+", text[rs:re_]))
        if len(tokens) != len(words) or not all(_NUMBER_TOKEN_RE.fullmatch(t[0]) for t in tokens):
            break
        rows.append((rs, re_, [Cell(rs + t.start(), rs + t.end()) for t in tokens]))
        j += 1
    if len(rows) < 2:
        return None
    header = [Cell(hs + w.start(), hs + w.end()) for w in words]
    table = Table(start=hs, end=rows[-1][1], header=header, caption=None)
    table.rows.extend(rows)
    table.caption = _caption(text, _line_before(text, lines, i))
    return table, j


_ROW_TOKEN_RE = regex.compile(r"[~≈]?[+-]?\d[\d.,]*(?P<suffix>[x×%])?(?![\w.])|±[ \t]*\d[\d.,]*")
_ROW_LABEL_RE = regex.compile(r"[ \t]*(?P<label>[^\d\s|±~≈][^|]*?)?[ \t]*(?=[~≈+-]?\d)")


def _suffixed_collapsed_table(
    text: str, lines: list[tuple[int, int]], i: int
) -> tuple[Table, int] | None:
    """A collapsed table whose rows mix bare figures with figures that carry their
    own unit ("n=2 73.04 1.07x 86.16% ±1.2" under "Config Mean t/s Speedup Mean
    acceptance Variance"): the header's unit-bearing names ("Mean t/s") give the
    bare figures their columns, in order; a leading bare figure under a first
    word with no unit ("n_max Run 1 t/s ...") is the row's key."""
    hs, he = lines[i]
    header = text[hs:he]
    if "|" in header or regex.search(r"\d[ \t]+\d", header):
        return None
    ends = [m.end() for m in _UNIT_END_RE.finditer(header)]
    if not ends:
        return None
    rows = []
    pattern = None
    j = i + 1
    while j < len(lines):
        rs, re_ = lines[j]
        line = text[rs:re_]
        head = _ROW_LABEL_RE.match(line)
        tokens = list(_ROW_TOKEN_RE.finditer(line, head.end() if head else 0))
        tail = line[tokens[-1].end() :] if tokens else line
        covered = "".join(line[t.start() : t.end()] for t in tokens)
        rest = line[head.end() :].strip() if head else line.strip()
        if not tokens or tail.strip() or len(covered) + len(tokens) < len(rest):
            break
        shape = tuple("b" if not t[0].startswith("±") and not t["suffix"] else "s" for t in tokens)
        if pattern is None:
            pattern = shape
        if shape != pattern or "s" not in shape:
            break
        label = head["label"] if head else None
        rows.append((rs, re_, label, head.start("label") if label else None, tokens))
        j += 1
    if len(rows) < 2 or pattern is None:
        return None
    bare = pattern.count("b")
    leading = bare == len(ends) + 1 and pattern[0] == "b"
    if bare != len(ends) and not leading:
        return None
    key_end = regex.match(r"[ \t]*\S+", header).end() if leading else 0
    names = [Cell(hs + a, hs + b) for a, b in zip([key_end, *ends[:-1]], ends, strict=True)]
    if leading:
        names = [Cell(hs, hs + key_end), *names]
    head_cells: list[Cell] = []
    labelled = any(r[2] for r in rows)
    if labelled:
        head_cells.append(Cell(hs, hs))
    k = 0
    for kind in pattern:
        if kind == "b":
            head_cells.append(names[k])
            k += 1
        else:
            head_cells.append(Cell(he, he))  # a figure with its own unit names no column
    table = Table(start=hs, end=rows[-1][1], header=head_cells, caption=None)
    for rs, re_, label, label_at, tokens in rows:
        cells = []
        if labelled:
            at = rs + (label_at or 0)
            cells.append(Cell(at, at + len((label or "").rstrip())))
        cells.extend(Cell(rs + t.start(), rs + t.end()) for t in tokens)
        table.rows.append((rs, re_, cells))
    table.caption = _caption(text, _line_before(text, lines, i))
    return table, j


#: A figure that carries its own unit, in a collapsed row: "22.6 t/s", "931 ms", "−64%".
_UNIT_FIGURE_RE = regex.compile(
    r"(?i)(?<!\S)[~≈]?[+\-−]?\d[\d.,]*[ \t]?(?P<unit>tok(?:en)?s?/s(?:ec)?|t/s|tps|ms|s|x|×|%)(?!\S)"
)
#: A word the setup of a column starts with, written before its own number:
#: "TP=1", "vLLM 0.6", "RTX 4090", "c=8".
_SETUP_ANCHOR_RE = regex.compile(r"(?<![\w.-])(?P<word>[A-Za-z][A-Za-z-]*)[ \t]*[=:]?[ \t]*\d")


def _setup_column_table(
    text: str, lines: list[tuple[int, int]], i: int
) -> tuple[Table, int] | None:
    """A collapsed table whose columns are setups and whose figures carry units:

        Test TP=1 single box (MTP) TP=2 two boxes (no MTP) Delta
        tg128 c1 22.6 t/s 8.1 t/s -64%

    Every row is a label and the same units in the same order. The header
    names the setups with one word written before a number ("TP=1", "TP=2")
    exactly as often as the rows have figures of their first unit, or with
    one word per such figure after the label column's name; each setup's
    column runs from its word to the next. Returns the table and the index
    after it."""
    hs, he = lines[i]
    header = text[hs:he]
    if (
        not header.strip()
        or "|" in header
        or len(header) > 160
        or header.rstrip().endswith(":")
        or regex.search(r"\S\s{2,}\S|\t", header.strip())
        or _UNIT_FIGURE_RE.search(header)
    ):
        return None
    rows = []
    shape = None
    j = i + 1
    while j < len(lines):
        rs, re_ = lines[j]
        line = text[rs:re_].rstrip()
        figures = list(_UNIT_FIGURE_RE.finditer(line))
        if not figures or "|" in line or line[figures[-1].end() :].strip():
            break
        gaps = [line[a.end() : b.start()] for a, b in zip(figures, figures[1:], strict=False)]
        label = line[: figures[0].start()]
        if any(g.strip() for g in gaps) or not label.strip() or label.strip()[0].isdigit():
            break
        units = tuple(f["unit"].lower() for f in figures)
        if shape is None:
            shape = units
        if units != shape:
            break
        rows.append((rs, rs + len(line), label, figures))
        j += 1
    if len(rows) < 2 or shape is None:
        return None
    setups = 0
    while setups < len(shape) and shape[setups] == shape[0]:
        setups += 1
    if setups < 2:
        return None
    anchors: list[int] = []
    words: dict[str, list[int]] = {}
    for m in _SETUP_ANCHOR_RE.finditer(header):
        words.setdefault(m["word"].lower(), []).append(m.start())
    repeated = [at for at in words.values() if len(at) == setups and at[0] > 0]
    if repeated:
        # "TP=1 one H100 ... TP=4 four H100 ...": the setup opens with its first word
        anchors = min(repeated)
    else:
        tokens = list(regex.finditer(r"\S+", header))
        if len(tokens) != setups + 1:
            return None
        anchors = [t.start() for t in tokens[1:]]
    bounds = [*anchors, len(header.rstrip())]
    head_cells = [Cell(hs, hs + len(header[: anchors[0]].rstrip()))]
    for a, b in zip(bounds, bounds[1:], strict=False):
        head_cells.append(Cell(hs + a, hs + len(header[:b].rstrip())))
    head_cells.extend(Cell(he, he) for _ in shape[setups:])  # a delta names no setup
    table = Table(start=hs, end=rows[-1][1], header=head_cells, caption=None)
    for rs, re_, label, figures in rows:
        cells = [Cell(rs + len(label) - len(label.lstrip()), rs + len(label.rstrip()))]
        cells.extend(Cell(rs + f.start(), rs + f.end()) for f in figures)
        table.rows.append((rs, re_, cells))
    table.caption = _caption(text, _line_before(text, lines, i))
    return table, j


def _line_before(text: str, lines: list[tuple[int, int]], i: int) -> tuple[int, int] | None:
    """The line above a table, past one blank line (a caption, then a blank, then the table)."""
    for k in (i - 1, i - 2):
        if k < 0:
            return None
        if text[lines[k][0] : lines[k][1]].strip():
            return lines[k]
    return None


def _caption(text: str, line: tuple[int, int] | None) -> tuple[int, int] | None:
    if line is None or not text[line[0] : line[1]].strip():
        return None
    return line


def _cell_per_line_table(
    text: str, lines: list[tuple[int, int]], before: tuple[int, int] | None
) -> Table | None:
    """A table a scraper wrote one cell per line, each ending in "|", a row's first
    cell opening with "|" ("| llama.cpp |" / "Q6_K |" / "43.1 |")."""
    if len(lines) < _MIN_CELL_LINES or not all(
        text[s:e].rstrip().endswith("|") and text[s:e].count("|") <= 2 for s, e in lines
    ):
        return None
    groups: list[list[tuple[int, int]]] = []
    for s, e in lines:
        if text[s:e].lstrip().startswith("|") or not groups:
            groups.append([])
        groups[-1].append((s, e))
    widths = {len(g) for g in groups}
    if len(groups) < 2 or len(widths) != 1 or widths.pop() < 2:
        return None

    def cells(group: list[tuple[int, int]]) -> list[Cell]:
        found = []
        for s, e in group:
            a, b = s, e
            while a < b and text[a] in " \t|":
                a += 1
            while b > a and text[b - 1] in " \t|":
                b -= 1
            found.append(Cell(a, b))
        return found

    table = Table(start=lines[0][0], end=lines[-1][1], header=cells(groups[0]))
    table.caption = _caption(text, before)
    for group in groups[1:]:
        table.rows.append((group[0][0], group[-1][1], cells(group)))
    return table


#: Fewest lines read as a table written one cell per line (a header and a row of three).
_MIN_CELL_LINES = 6


def _pipe_table(text: str, lines: list[tuple[int, int]], before: tuple[int, int] | None) -> Table:
    per_line = _cell_per_line_table(text, lines, before)
    if per_line is not None:
        return per_line
    table = Table(start=lines[0][0], end=lines[-1][1], header=None, caption=_caption(text, before))
    rows = [(s, e) for s, e in lines]
    sep_index = next(
        (k for k, (s, e) in enumerate(rows) if _TABLE_SEPARATOR_RE.match(text[s:e])), None
    )
    if sep_index is not None and sep_index >= 1:
        s, e = rows[sep_index - 1]
        table.header = _pipe_cells(text, s, e)
        body = rows[sep_index + 1 :]
    else:
        first = _pipe_cells(text, *rows[0])
        if first and not any(_looks_numeric(text[c.start : c.end]) for c in first[1:]):
            table.header = first
            body = rows[1:]
        else:
            body = rows
    for s, e in body:
        if _TABLE_SEPARATOR_RE.match(text[s:e]):
            continue
        table.rows.append((s, e, _pipe_cells(text, s, e)))
    if table.header and len(table.rows) >= 2 and _group_row(text, table.header):
        # A spreadsheet pasted as a table: "| | TPOT ms | | |" names the group of
        # columns, and the first row below ("BS 1 | vanilla | EAGLE 1 | EAGLE 3")
        # heads them; the group's row is the table's caption.
        s, e, cells = table.rows[0]
        if len(cells) >= max(3, len(table.header)) and not any(
            _looks_numeric(text[c.start : c.end]) for c in cells
        ):
            table.caption = (table.start, s)
            table.start = s
            table.header = cells
            table.rows = table.rows[1:]
    if table.header and table.rows:
        # An empty corner cell ("| MTP off | MTP on" over "B200 | 151 | 298")
        # leaves the header one cell short: its columns start one further on.
        widths = sorted(len(cells) for _, _, cells in table.rows)
        typical = widths[len(widths) // 2]
        missing = typical - len(table.header)
        if 0 < missing <= 2:
            corner = table.header[0].start
            table.header = [Cell(corner, corner)] * missing + table.header
        elif (
            missing == 0
            and len(table.header) >= 3
            and not text[table.header[-1].start : table.header[-1].end].strip()
            and text[table.header[0].start : table.header[0].end].strip()
            and all(
                cells
                and not _looks_numeric(text[cells[0].start : cells[0].end])
                and text[cells[-1].start : cells[-1].end].strip()
                for _, _, cells in table.rows
            )
        ):
            # "| Serial (1 agent) | Swarm (4 agents) | Speedup | |" over "| MoE | 166 |
            # 399 | 2.83x |": the corner cell written last; the columns start one on.
            corner = table.header[0].start
            table.header = [Cell(corner, corner), *table.header[:-1]]
    return table


def _group_row(text: str, header: list[Cell]) -> bool:
    """A header row naming one group over empty cells ("| | AL | | |")."""
    named = [c for c in header if text[c.start : c.end].strip(" \t*_")]
    return (
        len(header) >= 2
        and len(named) == 1
        and not _looks_numeric(text[named[0].start : named[0].end])
    )


def _aligned_table(
    text: str, lines: list[tuple[int, int]], before: tuple[int, int] | None
) -> Table:
    table = Table(start=lines[0][0], end=lines[-1][1], header=None, caption=_caption(text, before))
    first = _aligned_cells(text, *lines[0])
    body = lines
    numbers = [len(regex.findall(r"\d+(?:\.\d+)?", text[a:b])) for a, b in lines[:2]]
    shaped = len(numbers) == 2 and numbers[0] >= 2 and numbers[0] == numbers[1]
    if first and not shaped and not any(_looks_numeric(text[c.start : c.end]) for c in first):
        # (a first line with as many figures as the next is a row, not a header:
        # "code_python   pred= 192 ... tok/s=31.3" over "code_cpp   pred= 192 ...")
        table.header = first
        body = lines[1:]
    for s, e in body:
        cells = _aligned_cells(text, s, e)
        if table.header:
            cells = _align_to_header(cells, table.header, s, text)
        table.rows.append((s, e, cells))
    return table


def _align_to_header(
    cells: list[Cell], header: list[Cell], row_start: int, text: str
) -> list[Cell]:
    """Place each cell under the header cell whose column it overlaps most."""
    if len(cells) == len(header):
        return cells
    line_start = text.rfind("\n", 0, header[0].start) + 1
    columns = [(h.start - line_start, h.end - line_start) for h in header]
    placed: list[Cell] = [Cell(row_start, row_start) for _ in header]
    for cell in cells:
        a, b = cell.start - row_start, cell.end - row_start
        best = max(
            range(len(columns)), key=lambda k: min(b, columns[k][1] + 3) - max(a, columns[k][0] - 3)
        )
        placed[best] = cell
    return placed


def _looks_numeric(text: str) -> bool:
    """A cell that starts with a number, or an arrow to one ("-> 412 tok/s"): a data
    cell, not a header."""
    return bool(regex.match(r"[\s*_~≈<>=:-]*[\d.,]*\d", text))


def clause_span(text: str, start: int, end: int, bounds: tuple[int, int]) -> tuple[int, int]:
    """The clause around ``[start, end)`` inside ``bounds`` (a sentence or a cell)."""
    lo, hi = max(bounds[0], start - MAX_CLAUSE), min(bounds[1], end + MAX_CLAUSE)
    left = lo
    for m in _CLAUSE_SPLIT_RE.finditer(text, lo, start):
        left = m.end()
    paren = _PAREN_AFTER_RE.match(text, end, hi)
    if paren:
        # "67.9 tok/s (temp 0.7, median of 5)": the brackets describe the number.
        return left, paren.end()
    m = _CLAUSE_SPLIT_RE.search(text, end, hi)
    right = m.start() if m else hi
    # In text flattened onto one line, a capitalized word after the number
    # starts the next item ("130-145 tok/s Aggregate throughput • ...").
    m = _NEXT_ITEM_RE.search(text, end, right)
    if m:
        right = m.start()
    return left, max(right, end)


#: A post's opening caption: "Output tokens/s on H100 BS1", then a blank line.
_CAPTION_LINE_RE = regex.compile(
    r"(?i)^[ \t]*[A-Z][^.!?\n]{3,70}?\b(?:tok(?:en)?s?/s|t/s|tps|throughput|latency|speed)\b"
    r"[^.!?\n]{0,40}\n[ \t]*\n"
)


def caption_line(text: str) -> tuple[int, int] | None:
    """The span of a post's opening caption line, if it has one."""
    if not _CAPTION_LINE_RE.match(text):
        return None
    return (0, text.find("\n"))


def heading_line(text: str, start: int) -> tuple[int, int] | None:
    """The span of the line at ``start`` when it is a section heading (or, at
    the top of a post, a caption line standing alone above its results)."""
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    if _HEADING_RE.match(text[start:end]):
        return (start, end)
    if start == 0 and _CAPTION_LINE_RE.match(text):
        return (start, end)
    return None


def sections(text: str) -> list[tuple[int, int]]:
    """Spans of the post's sections: each runs from a heading line to the next one."""
    heads = [s for s, e in _lines(text) if _HEADING_RE.match(text[s:e])]
    bounds = sorted(set([0] + heads))
    spans = []
    for k, s in enumerate(bounds):
        e = bounds[k + 1] if k + 1 < len(bounds) else len(text)
        spans.append((s, e))
    return spans


def enclosing(spans: list[tuple[int, int]], pos: int) -> tuple[int, int] | None:
    """The span of a sorted, non-overlapping list that holds ``pos``."""
    starts = [s for s, _ in spans]
    k = bisect_right(starts, pos) - 1
    if k >= 0 and spans[k][0] <= pos < max(spans[k][1], spans[k][0] + 1):
        return spans[k]
    return None


#: A settings table's header ("| Parameter | Value |") and a "Label: value" line.
_SETTINGS_HEADER_RE = regex.compile(
    r"(?i)^\s*\|?\s*(?:parameters?|settings?|config(?:uration)?|items?|components?|keys?|fields?"
    r"|options?|flags?|names?)\s*\|\s*(?:values?|settings?|specs?|details?|configuration)\s*\|?\s*$"
)
#: A value cell that states a measured rate or time ("| Decode | 41.2 tok/s |").
_MEASURED_CELL_RE = regex.compile(
    r"(?i)\d\s*(?:tok(?:en)?s?/s|t/s|tps|ms\b|req/s|(?:x\b|×)(?!\s*[A-Za-z]))"
)
#: A header cell naming a rate or time its column's figures are in ("| Median tok/s |").
_RATE_HEADER_RE = regex.compile(
    r"(?i)\|[^|\n\d]*(?:tok(?:en)?s?/s|t/s|\btps\b|\(ms\)|req/s)[^|\n\d]*\|"
)
_PAIR_ROW_RE = regex.compile(r"^\s*\|?[^|\n]{1,60}\|[^|\n]+\|?\s*$")
_LABEL_LINE_RE = regex.compile(r"^\s*(?:[-*\u2022]\s*)?[A-Z][\w /().+-]{0,30}:\s+\S")


def lists_settings(text: str) -> bool:
    """A block that only lists settings: a two-column "Parameter | Value" table, or
    three or more "Label: value" lines and nothing else ("Model: ...", "TP: 8")."""
    lines = [line for line in text.split("\n") if line.strip()]
    if not lines:
        return False
    if _SETTINGS_HEADER_RE.match(lines[0]):
        return all(_PAIR_ROW_RE.match(x) or _TABLE_SEPARATOR_RE.match(x) for x in lines[1:])
    rows = lines[1:] if "|" not in lines[0] and len(lines[0]) <= 40 else lines  # "Run context"
    if len(rows) >= 3 and all(_PAIR_ROW_RE.match(x) for x in rows):
        # "| GPU | 1x NVIDIA L4 |", "| vLLM | v0.23.0 |": label-value rows without a header;
        # "| Provider | Median tok/s |" heads figures, not settings.
        return not any(_MEASURED_CELL_RE.search(x) or _RATE_HEADER_RE.search(x) for x in rows)
    if not all(_LABEL_LINE_RE.match(x) for x in lines):
        return False
    # Three settings, or two when one is labelled as the setup ("Date: ...", "Config: ...").
    return len(lines) >= 3 or (len(lines) == 2 and any(_SETUP_LABEL_RE.match(x) for x in lines))


_SETUP_LABEL_RE = regex.compile(
    r"(?i)^\s*(?:[-*\u2022]\s*)?(?:config(?:uration)?|setup|hardware|settings|flags|launch|command"
    r"|engine|model|system|stack)\s*:"
)


def settings_table(text: str, table: Table) -> bool:
    """Whether a table lists settings ("| Parameter | Value |"), not results."""
    if not table.header or len(table.header) != 2:
        return False
    line_end = text.find("\n", table.header[0].start)
    line_start = text.rfind("\n", 0, table.header[0].start) + 1
    return bool(_SETTINGS_HEADER_RE.match(text[line_start : line_end if line_end >= 0 else None]))
