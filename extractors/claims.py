"""Claims: measured numbers with their metric, value and context.

For each number in a post's own text this module decides whether it is a
claim (a metric it can be tied to, and no sign that it is a setting, a
formula, a hypothetical or someone else's figure), normalizes it to the
metric's base unit, and builds its context from the nearest enclosing unit
of text that states each key: clause, sentence (or table cell and row),
column header, caption, label line, section, post, then document. A key is
only filled where the text ties it (see :mod:`extractors.context`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import regex

from extractors.caveats import code_spans
from extractors.context import Scopes, _resolve
from extractors.layout import (
    _NEXT_ITEM_RE,
    NUMBERED_ITEM_RE,
    Cell,
    Table,
    caption_line,
    clause_span,
    enclosing,
    settings_table,
)
from extractors.mentions import STAT_LIST_RE, Mention, line_of, stat_list_values
from extractors.metrics import (
    _METRIC_UNITS,
    SNAKE_STAT_RE,
    _classify,
    _label_metric,
    _metric_cues,
    _metric_lexicon,
    _unit_in,
    _unit_of,
    metric_cues,
)
from extractors.quantities import Quantity, Unit, find_quantities
from extractors.view import (
    PostView,
    find_quantities_with_unit,
    is_heading,
    measured_quantities,
)

#: Characters of text before a number searched for a label such as "TTFT (ms):".
LABEL_WINDOW = 60

_LABEL_RE = regex.compile(
    r"(?P<label>(?:\[[A-Za-z]{1,12}\][ \t]*)?[A-Za-z][\w /.+\-]{0,50}?)\s*(?:\((?P<unit>[^()]{1,16})\))?"
    # "End to End Latency (ms) p50: 328.0": a statistic after the bracketed unit
    # ('"prompt_per_second": 1050.88': a JSON key's closing quote)
    r"(?:[ \t]+(?:avg|average|mean|median|min|max|p\d{2}(?:\.\d+)?))?[\"']?\s*(?:[:=]|\|)\s*\**\s*$"
)
_X_FOLLOW_BAD_RE = regex.compile(
    r"(?i)^\s*(?:\(|[\d]|GB\b|TB\b|slower|regression|slowdown|worse|less|more\s+(?:memory|vram|power|expensive|bandwidth)|the\s+(?!baseline|throughput|speed|decode|tok)\w+|cheaper|bigger|larger|smaller|as\s+(?:much|many|expensive|fast))"
)
_X_FOLLOW_GOOD_RE = regex.compile(
    r"(?i)^\s*(?:faster|speed-?ups?|over|vs\.?|versus|improvement|boost|higher|throughput|better|the\s+(?:baseline|throughput|speed|decode|tok)|on\s+\w+|with\b|at\b|for\b|in\s+(?:throughput|decode|speed)|\)|,|\.|;|$|—|-\s|\|)"
)
_FORMULA_RE = regex.compile(
    r"[=]\s*[^=\n]{0,40}[×*]\s*\(|[×*]\s*\(\s*1\s*\+|=\s*\d+\s*[×*/]\s*\d|÷"
    # "16GB / 273 GB/s = ~59ms": a division worked out
    r"|\d(?:\.\d+)?\s*[A-Za-z]{0,3}\s+/\s+\d+(?:\.\d+)?\s*[A-Za-z/]{0,5}\s*=\s*[~≈]?\d"
)
#: A sum worked out up to its result: "7.5 + 7.5 = " before "15 tok/sec".
_SUM_BEFORE_RE = regex.compile(
    r"\d(?:\.\d+)?[ \t]*[A-Za-z/]{0,5}[ \t]*\+[ \t]*\d+(?:\.\d+)?[ \t]*[A-Za-z/]{0,5}[ \t]*=[ \t]*[~≈]?[ \t]*$"
)
_COUNTER_LABEL_RE = regex.compile(
    r"(?i)\b(?:per[- ]position|accepted\s+throughput|drafted\s+throughput|num[_ ]draft(?:ed)?[_ ]tokens|num[_ ]accepted[_ ]tokens|drafted\s*:|accepted\s*:)[^\n]{0,30}$"
)
_QUOTED_COLUMN_RE = regex.compile(
    r"(?i)\b(?:publish(?:ed|es)?|cookbook|paper|official|reported|advertised|claimed|vendor"
    r"|spec[ -]?sheet|reference|quoted|readme|model[ -]card)\b"
)
#: A caption saying a whole table is someone else's published figures: "a comparison
#: table with official data from the APEX repository", "the vendor's numbers".
_QUOTED_TABLE_RE = regex.compile(
    r"(?i)\bofficial[ \t]+(?:[\w.-]+[ \t]+)?(?:data|benchmarks?|numbers|results|figures)\b"
    r"|\b(?:data|numbers|results|figures|benchmarks?)[ \t]+(?:from|published[ \t]+(?:by|in))"
    r"[ \t]+(?:the[ \t]+|their[ \t]+)?(?:[\w.-]+[ \t]+){0,2}(?:repo(?:sitory)?|model[ \t]+card|paper"
    r"|blog|readme|vendor|authors?)\b"
)
#: A column or row named by the load it ran at: "qps 4", "c=16", "concurrency 8", "bs 1".
_LOAD_HEADER_RE = regex.compile(
    r"(?i)[ \t*_`]*(?:qps|rps|c|conc|concurrency|bs|batch(?:[ _-]size)?|users?)[ \t]*[=:]?[ \t]*\d+"
    r"(?:\.\d+)?[ \t*_`]*"
)
#: An article's title being quoted, up to the figure: 'the vLLM Blog article "How ...'.
_TITLE_QUOTED_RE = regex.compile(
    r"(?i)\b(?:article|blog(?:[ \t]+post)?|post|paper|titled|headline|video)[ \t]*[\[_*]*[\"“][^\"”\n]*$"
)
#: A row of someone else's or hoped-for figures: "Expected", "Published", "Paper".
_QUOTED_ROW_RE = regex.compile(
    r"(?i)[ \t*_`]*(?:expected|published|reported|claimed|advertised|official|paper|blog"
    r"|reference|target|vendor)(?:[ \t]+(?:numbers?|results?|values?|figures?))?[ \t*_`:]*"
)
_LEGACY_SIDE_RE = regex.compile(
    r"(?i)[ \t]*(?:total[ \t]+time|average[ \t]+latency[ \t]+per[ \t]+token)[ \t]*:[ \t]*"
)
_LEGACY_BLOCK_RE = regex.compile(r"(?i)average[ \t]+latency[ \t]+per[ \t]+output[ \t]+token[ \t]*:")
_INDEX_BEFORE_RE = regex.compile(
    r"(?i)\b(?:run|trial|attempt|iteration|round|sample)[ \t]*#?[ \t]*$"
)
_SPREAD_COLUMN_RE = regex.compile(
    r"(?i)[ \t*_`]*(?:std|stdev|stddev|std\.?[ _-]?dev(?:iation)?|sd|σ|variance|var|cv|cov)[ \t*_`]*"
)
_SIDE_TIMING_RE = regex.compile(r"(?i)\b(?:sample|sampling|load|total)[ \t]+time[ \t]*=")
_LIMIT_BEFORE_RE = regex.compile(
    r"(?:≤|≥|<=|>=|(?<![-=])<|(?<![-=])>)\s*$|(?i:\bat\s+most|\bat\s+least|\bmust\s+be|\bbudget\s+of|\btarget\s+of)\s*$"
)
#: A flattened table row: a label, then five or more cells that are figures or
#: "x" / "-" / "n/a" placeholders, one space or more apart.
_FIGURE_ROW_RE = regex.compile(
    r"(?i)[ \t]*\S[^\n]*?(?:[ \t]+(?:[~≈]?\d[\d.,]*|x|-|–|—|n/?a)){5,}[ \t]*"
)
#: A rate judged as a grade on a scale, not reported: "... is too slow", "... and
#: more is an elite level", "... is OK for small things", "... is usable".
_THRESHOLD_AFTER_RE = regex.compile(
    r"(?i)[ \t]*(?:(?:and|or)[ \t]+(?:more|above|up|higher|faster|less|below|lower|slower"
    r"|better|worse)[ \t]+)?(?:is|are|feels?|would[ \t]+be)[ \t]+(?:still[ \t]+|already[ \t]+)?"
    r"(?:too[ \t]+\w+|(?:ok|okay|fine|usable|unusable|acceptable|unacceptable|enough|plenty"
    r"|readable|comfortable|painful|bearable|tolerable|unbearable|sluggish)\b"
    r"|an?[ \t]+[\w-]+[ \t]+level\b)"
)
#: What may lead such a rate in its clause: nothing (a list item, a line's
#: start) or a bound word ("below", "anything over").
_CLAUSE_HEAD_BEFORE_RE = regex.compile(
    r"(?i)(?:^|\n|[•*·-][ \t]|[.;:!?][ \t]+)[ \t]*(?:(?:anything|everything|something)[ \t]+)?"
    r"(?:(?:below|above|under|over|less[ \t]+than|more[ \t]+than|at[ \t]+least)[ \t]+)?[~≈]?$"
)
_RECIPROCAL_RE = regex.compile(
    r"(?i)[ \t]*(?:per[ \t]+token|/[ \t]*tok(?:en)?)?[ \t]*,[ \t]*[\d.]+[ \t]*(?:tokens?[ \t]+per[ \t]+second|tok(?:en)?s?/s|t/s)"
)
_HARDWARE_AFTER_RE = regex.compile(
    r"(?i)^\s*(?:NVIDIA|AMD|Intel|GPUs?|cards?|nodes?|RTX|GTX|Tesla|H\d|A\d|B\d|L\d|MI\d|M\d|\d{4})"
)


@dataclass(frozen=True)
class Claim:
    """One extracted claim; spans are relative to the text given to :func:`extract_claims`."""

    metric: str
    low: float
    high: float
    approx: bool
    stat: str | None
    start: int
    end: int
    quote: str
    context: dict[str, Any] = field(default_factory=dict)
    superseded: bool = False
    #: For each context key, the span of the text that states its value
    #: (document-relative once placed), where one states it directly.
    sources: dict[str, tuple[int, int]] = field(default_factory=dict)
    #: Where the table holding the figure starts (document-relative once placed).
    table_start: int | None = None

    @property
    def key(self) -> tuple[int, int, str]:
        """What identifies a claim within its document."""
        return self.start, self.end, self.metric


# --- metric --------------------------------------------------------------------------


# --- context -------------------------------------------------------------------------


# --- claims --------------------------------------------------------------------------


def _adjacent_cue(text: str, q: Quantity, lo: int) -> tuple[str, Unit] | None:
    """A metric word written right before a bare number: "pp 1,240", "tg 34.8"."""
    window = text[max(lo, q.start - 24) : q.start]
    best = None
    for m in _metric_lexicon().finditer(window, overlapped=True, timeout=1.0):
        if not window[m.end() :].strip(" \t*_`") and (best is None or len(m.group()) > len(best)):
            best = m.group()
    if best and _label_metric(best) == "latency_s" and _WORD_AFTER_RE.match(text, q.end):
        return None  # "took 3 tries", "generated in 3 languages": a count of something else
    return (best, Unit.NONE) if best else None


_WORD_AFTER_RE = regex.compile(r"[ \t]+[A-Za-z]{2,}")
#: A snake-case label ending in "per second": a rate, not seconds.
_PER_SECOND_SUFFIX_RE = regex.compile(r"(?i)_per_s(?:ec(?:ond)?)?\W*$")


def _label_before(text: str, q: Quantity, lo: int) -> tuple[str, Unit] | None:
    window = text[max(lo, q.start - LABEL_WINDOW) : q.start]
    m = _LABEL_RE.search(window)
    if not m:
        return None
    words = m["label"].split()
    if not m["unit"] and words and len(words[-1]) <= 2 and not _label_metric(words[-1]):
        return None  # "k=1", "c=4", "bs=8": a parameter, not a label
    return m["label"], _unit_of(m["unit"])


#: Farthest a sentence reaches either side of a number: a longer run of text
#: without a stop is a list or a log, not a sentence.
MAX_SENTENCE = 600


def _sentence(v: PostView, pos: int) -> tuple[int, int]:
    span = enclosing(v.sentence_spans, pos)
    if span is None:
        line_start = v.text.rfind("\n", 0, pos) + 1
        line_end = v.text.find("\n", pos)
        span = (line_start, len(v.text) if line_end < 0 else line_end)
    return max(span[0], pos - MAX_SENTENCE), min(span[1], pos + MAX_SENTENCE)


#: Longest line ending in ":" read as the lead-in of the list below it.
_LEAD_IN_CHARS = 300


#: A "Label: value" line whose value is a bare number.
_BARE_VALUE_LINE_RE = regex.compile(r"(?P<label>[^:\n]{1,40}):[ \t]*[~≈]?\d[\d.,]*")


def _metric_value_line(line: str) -> bool:
    """A metric's bare figure ("Peak Batch pp: 184.8"): a sibling item, not a lead-in
    (unlike a setting such as "batch size: 16" over its results)."""
    m = _BARE_VALUE_LINE_RE.fullmatch(line)
    return m is not None and _label_metric(m["label"]) is not None


def _previous_label_sentence(v: PostView, sentence: tuple[int, int]) -> tuple[int, int] | None:
    """The lead-in label of a list item: "Acceptance depends on workload: • Code: ~73%".

    Walks back over sibling items (short, holding a number) to the nearest
    sentence whose tail, after its last full stop or closing parenthesis, is
    a short label without a measured number.
    """
    sents = v.analysis.sentences
    k = v.sentence_at.get(sentence)
    if k is None:
        return None
    for back in range(k - 1, max(-1, k - 6), -1):
        s, e = sents[back]
        piece = v.text[s:e]
        if regex.fullmatch(r"\s*(?:```|~~~)\w*\s*", piece):
            continue  # a code fence between a label and its block
        if any(t.start <= s < t.end for t in v.tables):
            return None  # a table's row labels its own cells, not the text after it
        closing = [c.start() for c in regex.finditer(r"\) (?![+&])", piece)]
        # "... (prefix caching off) Code:" ends a sentence at the parenthesis; "MLX
        # (8-bit) + 1.5B Draft" pairs the draft with the name and goes on past it
        cut = max(
            piece.rfind(". "), closing[-1] if closing else -1, piece.rfind("? "), piece.rfind("! ")
        )
        if cut >= 0 and not piece[cut + 2 :].strip(" •·*\t"):
            cut = max(
                piece.rfind(". ", 0, cut), piece.rfind("? ", 0, cut), piece.rfind("! ", 0, cut)
            )
            # "Code generation (temp=0) •": the parenthesis ends the label itself
        tail_start = s + cut + 2 if cut >= 0 else s
        items = list(_NEXT_ITEM_RE.finditer(v.text, tail_start, e))
        if items and find_quantities_with_unit(v.text[tail_start : items[-1].start()]):
            tail_start = items[-1].end()  # "... tok/s single stream General prose •"
        tail = v.text[tail_start:e].strip(" •·*\t")
        own_line = v.text[s - 1 : s] in ("\n", "") and "\n" not in piece.strip()
        if (
            own_line
            and len(piece) <= 120
            and (find_quantities_with_unit(tail) or _metric_value_line(tail))
        ):
            continue  # a sibling item on its own line ("pp: 184.8"): walk back
        line_start = v.text.rfind("\n", 0, s) + 1
        line_end = v.text.find("\n", e)
        line = v.text[line_start : len(v.text) if line_end < 0 else line_end]
        if (
            not own_line
            and "\n" not in piece.strip()
            and len(line) <= 160
            and NUMBERED_ITEM_RE.match(line)
            and find_quantities_with_unit(line)
        ):
            continue  # "Prompt 1: 15.10 tok/sec ... 55.1% accepted.": the sibling's last sentence
        # A short label, or a longer line ending in ":" that introduces the list.
        short = len(tail) <= 60 or (tail.endswith(":") and len(tail) <= _LEAD_IN_CHARS)
        if tail and short and not tail.endswith((".", "!", "?")):
            if not find_quantities_with_unit(tail):
                return tail_start, e
            if len(piece) > 48:
                return None
            continue  # a sibling item: keep walking back
        return None
    return None


def _scopes(v: PostView, q: Quantity) -> tuple[Scopes, list[tuple[int, int]], tuple[int, int]]:
    """Scopes of a number, the zones searched for metric cues, and the quote bounds."""
    for table in v.tables:
        if table.start <= q.number_start < table.end:
            located = table.locate(q.number_start)
            if located is None:
                break
            row, cell, header = located
            cell_span = (cell.start, cell.end) if cell else row
            clause = clause_span(v.text, q.number_start, q.end, cell_span)
            header_span = (header.start, header.end) if header else None
            row_label = None
            k = table.row_index(q.number_start)
            if k is not None and table.rows[k][2]:
                first = table.rows[k][2][0]
                row_label = (first.start, first.end)
            caption = table.caption
            corner = table.header[0] if table.header else None
            if (
                corner is not None
                and header is not None
                and header.start > corner.start
                and regex.search(r"\d", v.text[corner.start : corner.end])
            ):
                # "| BS 1 | vanilla | EAGLE 1 |": a corner cell stating a condition
                # states it for the whole table, like its caption.
                caption = (caption[0] if caption else corner.start, corner.end)
            near: tuple[tuple[int, int] | None, ...] = (
                clause,
                cell_span,
                header_span,
                row,
                caption,
                _block_caption(v, q.number_start),
            )
            zones = [
                z
                for z in ((clause[0], q.end), clause, header_span, row_label, row, table.caption)
                if z
            ]
            quote_bounds = (row[0], cell_span[1]) if cell_span[1] - row[0] <= 100 else cell_span
            section = enclosing(v.sections, q.number_start)
            return Scopes(near, section, (0, len(v.text))), zones, quote_bounds
    sentence = _sentence(v, q.number_start)
    clause = clause_span(v.text, q.number_start, q.end, sentence)
    label_sentence = _previous_label_sentence(v, sentence)
    label = _line_label(v.text, q)
    line_end = v.text.find("\n", q.end)
    if (
        label is not None
        and label[1] <= sentence[0]
        and (line_end if line_end >= 0 else len(v.text)) - label[0] <= _ITEM_LINE
    ):
        # "- Llama3.1-8B: plain 9.1 t/s. With a draft, 14.2 t/s": the item's own
        # label speaks for every sentence of its line, and so does the label
        # line right above the item ("Qwen2.5 72B (4-bit) + 0.5B Draft").
        above = _previous_label_sentence(v, _sentence(v, label[0]))
        if above is not None and all(
            NUMBERED_ITEM_RE.match(line) and find_quantities_with_unit(line)
            for line in v.text[above[1] : label[0]].strip().splitlines()
        ):
            label = (above[0], label[1])  # over sibling items ("Prompt 1: ...") only
        label_sentence = label
    cut = next(
        (
            m
            for m in _NEXT_ITEM_RE.finditer(v.text, q.end, sentence[1])
            # ("75.8ms under load (Tool Calling Agentic, 32 concurrent)": inside its brackets)
            if v.text.count("(", q.end, m.start()) <= v.text.count(")", q.end, m.start())
        ),
        None,
    )
    if cut:
        sentence = (sentence[0], cut.start())  # the next item of a flattened list is not this one's
    near = (clause, sentence, label_sentence, _block_caption(v, q.number_start))
    section = enclosing(v.sections, q.number_start)
    outer = None
    if label_sentence is not None and not metric_cues(v.text, *label_sentence, label_sentence[1]):
        # "Here are the prompt processing speeds:" over "Without TP:" over
        # "- With spec decoding: 1010.34 T/s": the lead-in above the item's label
        outer = _previous_label_sentence(v, _sentence(v, label_sentence[0]))
    zones = [
        z
        for z in (
            (clause[0], min(clause[1], q.end + 25)),
            clause,
            _opening_clause(v.text, clause, sentence),
            _line_label(v.text, q),
            label_sentence,
            outer,
        )
        if z
    ]
    return Scopes(near, section, (0, len(v.text))), zones, clause


def _opening_clause(
    text: str, clause: tuple[int, int], sentence: tuple[int, int]
) -> tuple[int, int] | None:
    """The clause a bracketed aside follows: "first-token latency when warm (75 ms
    vs TRT's 420 ms)" names the measure of the figures in its brackets."""
    opened = text.rfind("(", sentence[0], clause[0] + 1)
    if opened <= sentence[0] or text.find(")", opened, clause[0]) >= 0:
        return None
    if text[opened + 1 : clause[0]].strip(" \t*_`~"):
        return None  # the clause does not open the brackets
    return clause_span(text, opened - 1, opened, sentence)


#: Longest line above a fenced block read as its label without a colon.
_LABEL_CAPTION = 60

#: Longest line read as one list item whose label speaks for all its sentences.
_ITEM_LINE = 300


def _block_caption(v: PostView, pos: int) -> tuple[int, int] | None:
    """The line introducing the fenced block that holds ``pos``.

    "Baseline, `--concurrency 1`:" above a result block states the
    conditions of every figure in it.
    """
    if "fences" not in v.setup_cache:
        v.setup_cache["fences"] = [Mention("fence", None, a, b) for a, b in code_spans(v.text)]
    for fence in v.setup_cache["fences"]:
        if not fence.start <= pos < fence.end:
            continue
        end = fence.start
        for _ in range(2):  # the line above, past one blank line
            end = v.text.rfind("\n", 0, end)
            if end <= 0:
                return None
            start = v.text.rfind("\n", 0, end) + 1
            line = v.text[start:end].rstrip()
            if line.strip():
                break
        if line.strip().startswith(("```", "~~~")):
            # A block right after another (its SpecDecoding log line): the same run.
            previous = next((f for f in v.setup_cache["fences"] if f.end == end), None)
            if previous is not None and previous.start < fence.start:
                return _block_caption(v, previous.start)
        # The caption is the line's last sentence: "So 2.3x on A. Full B block (c=1):".
        cut = max(line.rfind(". "), line.rfind("! "), line.rfind("? "))
        if cut >= 0:
            start, line = start + cut + 2, line[cut + 2 :]
        if line.endswith(":"):
            # "Three runs with no MTP, avg generation 18.51 tok/sec:" introduces the
            # block below even when it states a figure of its own.
            return start, start + len(line)
        if len(line.strip()) <= _LABEL_CAPTION and not line.rstrip().endswith((".", "!", "?")):
            return start, start + len(line)  # "TP8EP8 BS1 performance": a short label
        return None
    return None


_LINE_LABEL_RE = regex.compile(
    r"[ \t]*(?:[-*•][ \t]*)?(?P<label>[A-Za-z#(][\w /#.()+-]{1,40}?)\s*[=:]"
)


def _line_label(text: str, q: Quantity) -> tuple[int, int] | None:
    """The key of a ``key = value ...`` or ``key: value ...`` line holding the number."""
    line_start = text.rfind("\n", 0, q.start) + 1
    m = _LINE_LABEL_RE.match(text, line_start, q.start)
    return (m.start("label"), m.end("label")) if m else None


#: A duration divided by what it produced: the total, not a per-token time.
_TOTAL_TIME_AFTER_RE = regex.compile(
    r"(?i)[ \t]*/[ \t]*[\d.,]+[ \t]*(?:ms[ \t]+per[ \t]+token|tokens?\b|runs?\b)"
)
#: A command-line flag right before a number: the number is the flag's value.
_FLAG_VALUE_RE = regex.compile(r"(?<![\w-])--[A-Za-z][\w-]*(?:[ \t]+|=)['\"]?$")
#: A "key:value" argument of a command-line flag right before a number:
#: "--goodput ttft:5000 tpot:", "--slo e2e=2000".
_FLAG_ARGUMENT_RE = regex.compile(
    r"(?<![\w-])--[A-Za-z][\w-]*(?:[ \t]+|=)(?:['\"]?[\w.]+[:=][\w.]+['\"]?[ \t]+){0,4}['\"]?[A-Za-z_]\w*[:=]$"
)
#: Words right after a figure that say nobody measured it.
_PROJECTED_AFTER_RE = regex.compile(
    r"(?i)[ \t]*(?:\S{0,8}[ \t]*)?[*_(\[ \t]*(?:projected|unrun|extrapolated|not[ \t]+(?:yet[ \t]+)?(?:run|measured))\b"
)

#: Words that make a whole sentence's figure a bound, not a measurement.
_BOUND_WORD_RE = regex.compile(
    r"(?i)ceiling|upper[ \t]+bound|roofline|theoretical(?:ly)?|max[ \t]+theoretical|on[ \t]+paper"
)


#: A line that is all one quotation in typographic quotes: “...”.
_QUOTED_LINE_RE = regex.compile(r"[ \t]*“[^“”\n]{8,400}”[ \t]*(?:[-–—][^\n]{0,60})?")


def _in_quoted_line(text: str, pos: int) -> bool:
    """Whether ``pos`` lies in a line that is only a quotation (“It's slower than
    my RTX 4090.”, optionally with its attribution): words the author quotes."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return bool(_QUOTED_LINE_RE.fullmatch(text, start, len(text) if end < 0 else end))


#: A line led by a phase and its step ("Decode 0.", "Prefill.") up to its latency.
_PHASE_LINE_RE = regex.compile(
    r"(?i)[ \t]*(?P<phase>prefill|decode)(?:[ \t]+\d{1,5})?\.[ \t]+[^\n]*?\blatency:[ \t]*$"
)
#: KoboldCpp's timing line: "Processing:89.49s (51.8ms/T), Generation:24.70s
#: (164.6ms/T), Total:114.19s (1.31T/s)".
_SPLIT_TIMING_LINE_RE = regex.compile(
    r"(?i)\bProcessing:[ \t]*\d[\d.]*s[ \t]*\([^()\n]*\),[ \t]*Generation:[ \t]*\d[\d.]*s\b"
)
#: Its generation's time per token ("Generation:24.70s (") and its total ("Total:").
_GENERATION_PER_TOKEN_RE = regex.compile(r"(?i)\bGeneration:[ \t]*\d[\d.]*s[ \t]*\($")
_TOTAL_TIME_LABEL_RE = regex.compile(r"(?i)\bTotal:[ \t]*$")
#: A figure's side of an arrow joining two figures: "0.63 → 0.78", "28.8 -> 70.7".
_ARROW = r"(?:->|→|=>)"
_ARROW_SIDE_RE = regex.compile(rf"%?[ \t]*{_ARROW}[ \t]*[~≈]?\d")
_ARROW_BEFORE_RE = regex.compile(rf"\d%?[ \t]*{_ARROW}[ \t]*[~≈]?$")
#: A step's index right after its phase: "Decode 0.", "Decode 12." (no figure).
_PHASE_INDEX_RE = regex.compile(r"(?i)(?:^|\n)[ \t]*(?:prefill|decode|step|iter(?:ation)?)[ \t]+$")

#: A request rate given as the run's load: "QPS=1", "RPS < 8", "request_rate=4".
_LOAD_SETTING_BEFORE_RE = regex.compile(
    r"(?i)\b(?:qps|rps|request[_ -]?rate)[ \t]*(?:=|<=?|>=?|≤|≥)[ \t]*$"
)


def _row_first_cell(v: PostView, q: Quantity) -> Cell | None:
    """The first cell of the table row holding ``q``, when ``q`` is in it and the
    row has more cells."""
    for table in v.tables:
        if table.start <= q.number_start < table.end:
            k = table.row_index(q.number_start)
            if k is None:
                return None
            cells = table.rows[k][2]
            if len(cells) > 2 and cells[0].start <= q.number_start < cells[0].end:
                return cells[0]
            return None
    return None


def _row_label_cell(v: PostView, q: Quantity) -> bool:
    """Whether ``q`` is all of the first cell of a table row with more cells."""
    return _row_first_cell(v, q) is not None and _whole_cell(v, q)


def _inside_row_label(v: PostView, q: Quantity) -> bool:
    """Whether ``q`` is a part of the words of a table row's first cell, the row
    having more cells ("Prefill ~22K", "Warm TTFT ~22K ctx")."""
    first = _row_first_cell(v, q)
    if first is None or _whole_cell(v, q):
        return False
    # ("draft acceptance rate = 0.73810" in a log read as a table: a value)
    return bool(_WORD_RE.search(v.text, first.start, q.start)) and not _VALUE_SIGN_END_RE.search(
        v.text, first.start, q.start
    )


_WORD_RE = regex.compile(r"[A-Za-z]{3}")
_VALUE_SIGN_END_RE = regex.compile(r"[:=][ \t]*[~≈]?$")


#: vLLM's periodic metrics line, up to one of its rates.
_IDLE_METRICS_LINE_RE = regex.compile(
    r"(?i)\bAvg[ \t]+(?:prompt|generation)[ \t]+throughput:[ \t]*$"
)


#: The rate a benchmark offers requests at: "request rate: 10.0", "--request-rate 8".
_OFFERED_RATE_BEFORE_RE = regex.compile(
    r"(?i)(?:\brequest[ _-]rate|--request-rate)\b[^\n\d]{0,40}$"
)


#: "- QPS: 1.2" in a list of what a run used: the load, unless a word says it was measured.
_QPS_SETTING_BEFORE_RE = regex.compile(
    r"(?i)(?<!\b(?:achieved|measured|actual|peak|max|sustained|effective|observed)[ \t]+)"
    r"\bqps[ \t]*[:=][ \t]*$"
)


#: "target" naming speculation's verifying model: "the target model", "the target runs".
_TARGET_MODEL_AFTER_RE = regex.compile(
    r"(?i)(?<=\btarget)[ \t]+(?:model|llm|side|pass(?:es)?|forward|manages|runs|verifies|does"
    r"|generates|decodes|sees|handles)\b"
)
#: "41 min read" under a page's title: the time reading it takes.
_READ_AFTER_RE = regex.compile(r"(?i)[ \t]+read\b")
#: A row label naming a size, a capacity or a cost: its ratio is no speed-up.
_NOT_SPEED_ROW_RE = regex.compile(
    r"(?i)\b(?:vram|memory|headroom|users?|param(?:eter)?s?|size|footprint|cost|price|power"
    r"|watts?|capacity|storage|disk|energy)\b"
)
_SPEED_ROW_RE = regex.compile(
    r"(?i)\b(?:speed|throughput|tok(?:en)?s?/s|t/s|tps|latency|ttft|tpot|time|rate|decode|prefill"
    r"|generation)\b"
)


def _is_non_claim(v: PostView, q: Quantity, metric: str, scopes: Scopes) -> bool:
    text = v.text
    line_start = text.rfind("\n", 0, q.start) + 1
    if q.unit is Unit.MIN and _READ_AFTER_RE.match(text, q.end):
        return True  # "March 24, 2026·41 min read": a page's reading time
    if metric == "request_rate" and (
        _OFFERED_RATE_BEFORE_RE.search(text, line_start, q.start)
        or is_heading(text)
        or (q.unit is Unit.NONE and _QPS_SETTING_BEFORE_RE.search(text, line_start, q.start))
    ):
        return True  # "request rate: 10.0", a "ShareGPT 8RPS" heading: the load offered
    if _COUNTER_LABEL_RE.search(text, line_start, q.start):
        return True  # a speculative decoder's counters are not the guide's metrics
    if _SIDE_TIMING_RE.search(text, line_start, q.start):
        return True  # llama.cpp's sampler and load timings: neither decode nor prefill
    if _LEGACY_SIDE_RE.match(text, line_start, q.start) and _LEGACY_BLOCK_RE.search(text):
        # vLLM's old benchmark_serving.py: "Total time" is the whole benchmark's,
        # "Average latency per token" divides by prompt and output tokens together.
        return True
    head = _column_head(v, q)
    if head is not None and _QUOTED_COLUMN_RE.search(text, head.start, head.end):
        return True  # "| H200 (cookbook) |": published numbers quoted to compare
    if head is not None and _SPREAD_COLUMN_RE.fullmatch(text, head.start, head.end):
        return True  # "| std |": a spread of the figures, not a figure
    held = next((t for t in v.tables if t.start <= q.number_start < t.end), None)
    if held is not None and _QUOTED_TABLE_RE.search(_caption_text(v, held)):
        return True  # "a comparison table with official data from the APEX repository"
    row_label = _row_label(v, q) if held is not None else None
    if metric == "speedup" and row_label is not None:
        label = text[row_label[0] : row_label[1]]
        if _NOT_SPEED_ROW_RE.search(label) and not _SPEED_ROW_RE.search(label):
            return True  # "| KV Cache Headroom | 39.1GB | 68.5GB | Dense 1.8x more |"
    if metric == "speedup":
        line_end = text.find("\n", q.end)
        if (
            line_end > 0
            and not text[line_start : q.start].strip()
            and not text[q.end : line_end].strip()
        ):
            # A page's stat box: "2.1x" alone on a line above "VRAM Gap (30B vs 14B)".
            below_end = text.find("\n", line_end + 1)
            below = text[line_end + 1 : below_end if below_end > 0 else len(text)]
            if _NOT_SPEED_ROW_RE.search(below) and not _SPEED_ROW_RE.search(below):
                return True
    if _TITLE_QUOTED_RE.search(text, text.rfind("\n", 0, q.start) + 1, q.start):
        return True  # 'the blog article "How X Boosts vLLM by up to 2.8x"': its title
    if row_label is not None and _QUOTED_ROW_RE.fullmatch(text, *row_label):
        return True  # "| Expected | 6121 |" above "| Actual | 5752 |": the published figure
    clause = scopes.near[0] or (q.start, q.end)
    sentence = scopes.near[1] or clause
    if _FORMULA_RE.search(text, sentence[0], sentence[1]):
        return True
    for cue in v.analysis.cues:
        if cue.label != "NONCLAIM":
            continue
        if cue.id == "hypothetical" and _TARGET_MODEL_AFTER_RE.match(text, cue.end):
            continue  # "the target manages roughly 64 steps/s": the verifying model, no goal
        if cue.id in ("hypothetical", "third_party"):
            if clause[0] <= cue.start and cue.end <= q.start:
                return True
            if (
                cue.id == "hypothetical"
                and sentence[0] <= cue.start
                and cue.end <= q.start
                and _BOUND_WORD_RE.fullmatch(text, cue.start, cue.end)
                and not find_quantities_with_unit(text[cue.end : q.start])
            ):
                return True  # "the ceiling ... is 936 GB/s over ~19.9 GB, roughly 47 tok/s"
            if cue.id == "third_party" and sentence[0] <= cue.start < q.start:
                return True
        if cue.id == "change" and metric in ("speedup", "acceptance_rate"):
            if (
                clause[0] <= cue.start
                and cue.end <= clause[1]
                and not _ARROW_SIDE_RE.match(text, q.end)
                and not _ARROW_BEFORE_RE.search(text, max(0, q.start - 6), q.start)
            ):
                return True  # "raised acceptance by 5%" (but "raised it 0.63 → 0.78": two levels)
        if cue.id == "slowdown" and metric == "speedup" and q.end <= cue.start < q.end + 12:
            return True  # "13.6x lower", "3.7x longer": a slowdown, not a speed-up
        if cue.id in ("delta", "capacity") and clause[0] <= cue.start and cue.end <= q.start:
            return True  # "TPOT went up by 5 ms", "maximum concurrency ...: 24.59x"
    if metric == "speedup" and q.unit is Unit.X:
        after = text[q.end : q.end + 24]
        fraction = q.low != int(q.low) and regex.match(r"[ \t]+\d", after)
        if (_X_FOLLOW_BAD_RE.match(after) and not fraction) or _HARDWARE_AFTER_RE.match(after):
            return True  # "2x 3090" counts cards; "1.07x 86.16%" in a flattened row does not
        if regex.match(r"[ \t]", text[q.end - 2 : q.end]) and _FIGURE_ROW_RE.fullmatch(
            line_of(text, q.start)
        ):
            return True  # "Qwen3.6-27B 16.8 x 7 x x 31": "x" marks a cell not run
        if not q.is_range and q.low == int(q.low) and not _X_FOLLOW_GOOD_RE.match(after):
            return True
        if q.low < 1.0 and _speedup_column(v, q):
            return False  # "| decode speedup |" over "0.931x": the column's measure
        if q.low < 1.0 or q.low > 200 or (q.low > 50 and not _X_FOLLOW_GOOD_RE.match(after)):
            return True  # "60–67× faster TTFT" is a speed-up; "64x" alone is not
    if metric == "tpot_ms" and _TOTAL_TIME_AFTER_RE.match(text, q.end):
        return True  # "predict time = 37065.80 ms / 226.01 ms per token": the total
    if _SPREAD_BEFORE_RE.search(text, max(0, q.start - 10), q.start):
        return True  # "std 143.69ms": the spread of the figures, not one of them
    if _TAIL_STAT_BEFORE_RE.search(text, max(0, q.start - 60), q.start):
        return True  # "p999 2068.31ms", "P99.9 TTFT (ms):": a tail the guide has no statistic for
    if metric == "tpot_ms" and _RECIPROCAL_RE.match(text, q.end):
        return True  # "21.44 ms per token, 46.65 tokens per second": one figure, twice
    if _LIMIT_BEFORE_RE.search(text, max(0, q.start - 12), q.start):
        return True  # "TTFT ≤ 450 ms", "< 2 s": a limit, not a measurement
    if _FLAG_VALUE_RE.search(text, max(0, q.start - 48), q.start):
        return True  # "--request-rate 128": a command-line setting, not a measurement
    if _FLAG_ARGUMENT_RE.search(text, max(line_start, q.start - 80), q.start):
        return True  # "--goodput ttft:5000 tpot:50": a flag's targets, settings
    if _THRESHOLD_AFTER_RE.match(text, q.end) and (
        _CLAUSE_HEAD_BEFORE_RE.search(text, max(0, q.start - 24), q.start)
    ):
        return True  # "below 30 tok/s is too slow", "120 tok/s and more is elite": a scale
    if _PROJECTED_AFTER_RE.match(text, q.end):
        return True  # "~232 (projected, unrun)": a number nobody measured
    if metric == "request_rate" and _LOAD_SETTING_BEFORE_RE.search(
        text, max(0, q.start - 16), q.start
    ):
        return True  # "1.63x speedup for QPS=1": the load the run was given, a setting
    if metric == "request_rate" and _row_label_cell(v, q):
        return True  # "| QPS | Baseline TPOT | ..." over "| 1 | 55.47 |": the rows' load
    if q.unit is Unit.NONE and _inside_row_label(v, q):
        return True  # "| Prefill ~22K | 2,358 tok/s |": the row's prompt length, a label
    if _in_quoted_line(text, q.start):
        return True  # a line that is all a quotation of someone else's words
    if _SUM_BEFORE_RE.search(text, max(0, q.start - 40), q.start):
        return True  # "7.5 + 7.5 = 15 tok/sec": a computed value
    if (
        q.unit is Unit.NONE
        and _PHASE_INDEX_RE.search(text, max(0, q.start - 20), q.start)
        and regex.match(r"\.[ \t]", text[q.end : q.end + 2])
    ):
        return True  # "Decode 0. Batch size: 1, ...": the step's index
    if q.high == 0 and metric in ("ttft_ms", "tpot_ms", "latency_s"):
        return True  # "eval time = 0.00 ms / 1 runs": nothing was timed
    if q.high == 0 and _IDLE_METRICS_LINE_RE.search(text, line_start, q.start):
        return True  # vLLM's periodic "Avg generation throughput: 0.0 tokens/s": an idle interval
    before = text[max(0, q.start - 2) : q.start]
    if (
        before.endswith("+")
        or before.endswith(("-", "−"))
        and metric in ("speedup", "acceptance_rate")
    ):
        return True
    if before in (" -", "(-", "\t-", ",-"):
        return True  # "PP -440t/s": a signed difference, not a measurement
    if q.unit is not Unit.NONE and _INDEX_BEFORE_RE.search(text, max(0, q.start - 12), q.start):
        return True  # "Run 1 t/s Run 2 t/s": column names numbering runs, not rates
    return False


#: Words naming a size right before a bare number: "context length 32768", "ctx=8192".
_SIZE_NAME_BEFORE_RE = regex.compile(
    r"(?i)\b(?:context|ctx|length|len|size|window|tokens?|max[_ -]?\w+)[ \t]*[:=]?[ \t]*$"
)
#: A version or capability number's name: "compute capability 6.1", "CUDA 12.4".
_VERSION_NAME_BEFORE_RE = regex.compile(
    r"(?i)\b(?:capability|cc|sm|cuda|rocm|driver|version|ver|python|torch|pytorch|macos|ios|ubuntu"
    r"|kernel|firmware|bios|v)[ \t]*[:=_]?[ \t]*$"
)


def _shared_unit(v: PostView, q: Quantity, quantities: list[Quantity], k: int) -> Unit:
    """A bare number followed in its sentence by a sibling with a unit ("c2 299 · c4 403 tok/s")."""
    if _SIZE_NAME_BEFORE_RE.search(v.text, max(0, q.start - 24), q.start):
        return Unit.NONE  # "context length 32768, 17.3 t/s": a size, not a rate
    if _VERSION_NAME_BEFORE_RE.search(v.text, max(0, q.start - 24), q.start):
        return Unit.NONE  # "Quadro P6000, compute capability 6.1, 40 tokens/s": a version
    sentence = _sentence(v, q.number_start)
    for nxt in quantities[k + 1 : k + 3]:
        if nxt.start >= sentence[1] or nxt.start - q.end > 30:
            break
        between = v.text[q.end : nxt.start]
        if not between.strip():
            break  # "default 16      27.32 t/s": a row's label, then its figure
        if nxt.unit is Unit.TPS and (
            regex.fullmatch(
                r"(?i)\s*(?:[·,/&]|and|to|vs\.?|->|→)?\s*(?:c=?\d+|tp\d+|bs=?\d+|\w{1,3}\d*)?\s*",
                between,
            )
            # "RTX 5090 356 vs M3 Ultra 192 tok/s": the other side's name between
            or regex.fullmatch(r"(?i)\s+(?:vs\.?|versus)\s+(?:[A-Za-z][\w.+-]*\s+){1,3}", between)
        ):
            return nxt.unit
    # "165.4 / 170.0 / 164.3 tok/s", "3.4 → 1.5 → 0.97 t/s": a slash list or an arrow
    # chain shares the unit its last figure carries.
    chain = regex.match(
        r"(?:[ \t]*(?:/|→|->)[ \t]*~?\d+(?:[.,]\d+)*)+", v.text[q.end : sentence[1]]
    )
    if chain:
        last = next((x for x in quantities[k + 1 :] if x.end >= q.end + chain.end()), None)
        if last is not None and last.unit is Unit.TPS and last.end <= sentence[1]:
            return last.unit
    return Unit.NONE


#: Mention keys whose numbers are conditions of a run, never its measurements.
CONDITION_KEYS = frozenset(
    {
        "accelerator", "accelerator_count", "gpu_count", "model", "engine_version", "tp", "ep",
        "dp", "pp", "spec_tokens", "concurrency", "batch_size", "input_len", "output_len",
        "temperature", "engine_version:llama.cpp", "pp_len", "tg_len", "token_count", "exact_len",
        "depth_len",
    }
)  # fmt: skip


def _is_condition(v: PostView, q: Quantity) -> bool:
    return any(v.index.overlapping(key, q.number_start, q.number_end) for key in CONDITION_KEYS)


_LIST_ITEMS_RE = regex.compile(
    r"(?:\s*[\w.+-]{1,20}(?:\s+[\w.+-]{1,20})?\s+[~≈]?\d+(?:\.\d+)?\s*,)*\s*[\w.+-]{1,20}(?:\s+[\w.+-]{1,20})?\s+[~≈]?$"
)


#: A list item's label and colon before its value: "vanilla (`model`): ", "* K=2: ".
_ITEM_VALUE_RE = regex.compile(r"[ \t]*(?:[-*•][ \t]+)?[^\n:]{1,80}:[ \t]*~?")


def _lead_in_metric(text: str, q: Quantity, lo: int) -> str | None:
    """The unitless metric a sentence's lead-in names for a list of labelled
    figures: "Mean acceptance length at c=1: ngram 2.05, suffix 2.61"."""
    before = text[lo : q.number_start]
    colon = before.rfind(":")
    if colon < 0 or not _LIST_ITEMS_RE.fullmatch(before, colon + 1):
        return None
    cues = metric_cues(text, lo, lo + colon, lo + colon)
    metric = cues[0] if cues else None
    return metric if metric in ("acceptance_length", "speedup") else None


def _bare_metric(
    v: PostView, q: Quantity, scopes: Scopes, quantities: list[Quantity], k: int
) -> tuple[Unit, list[str]]:
    """Unit and metric cues of a number written without a unit.

    Only a label right before it ("Mean TTFT (ms): 12.3", "acc_length=2.42"),
    its table column header, or a sibling number that carries a unit
    ("c2 299 · c4 403 tok/s") can make it a claim.
    """
    if _OTHER_UNIT_AFTER_RE.match(v.text, q.end):
        return Unit.NONE, []  # "latency 0.44-0.53 us", "48-55 GB/s": not the guide's units
    if k > 0 and _ARROW_BETWEEN_RE.fullmatch(v.text, quantities[k - 1].end, q.start):
        # "acceptance 0.63 → 0.78": the figure after the arrow is the first one's measure
        left = quantities[k - 1]
        if left.unit is Unit.NONE:
            return _bare_metric(v, left, scopes, quantities, k - 1)
    line_start = v.text.rfind("\n", 0, q.start) + 1
    listed = STAT_LIST_RE.match(v.text, line_start)
    if listed and listed.start("values") <= q.number_start < listed.end("values"):
        # "first token latency(s)(min, max, ave): 2.337, 19.513, 4.276": each value
        # is the label's measure in the bracketed unit.
        metric = _label_metric(listed["label"])
        unit = Unit.MS if listed["unit"] == "ms" else Unit.S
        return (unit, [metric]) if metric else (Unit.NONE, [])
    lo = scopes.near[1][0] if scopes.near[1] else 0
    test = _TEST_LINE_RE.fullmatch(v.text, line_start, q.start) or _BENCH_ROW_RE.fullmatch(
        v.text, line_start, q.start
    )
    if test:
        # llama-bench's rows copied as plain lines: "pp4096 @ d20000 364.25 ± 0.82".
        return Unit.TPS, ["prefill_tps" if test["t"].lower() == "pp" else "decode_tps"]
    row = _UNIT_LABEL_ROW_RE.match(v.text, line_start)
    if row and row.start("figs") <= q.number_start and "±" not in v.text[q.start - 3 : q.start]:
        # "prompt tok/s (1024) 194.958 ± 0.075 194.216 ± 0.167": each figure
        # is the label's rate (a spread after "±" is none).
        label_text = row["label"]
        unit = _unit_in(label_text)
        metric = _label_metric(label_text)
        return unit, [metric] if metric else []
    label = _label_before(v.text, q, lo) or _adjacent_cue(v.text, q, lo)
    line_label = v.text[v.text.rfind("\n", 0, q.start) + 1 : q.start]
    if _COUNT_LABEL_RE.search(line_label) and not _PER_TIME_RE.search(line_label):
        return Unit.NONE, []  # "Total generated tokens (retokenized): 12772": a count
    if label and regex.fullmatch(r"(?i)t_[a-z_]+", (label[0].split() or [""])[-1]):
        return Unit.NONE, []  # llama-server's "t_token_generation=22553.805": milliseconds spent
    if label:
        text, unit = label
        if unit is Unit.NONE:
            last = text.split()[-1] if text.split() else ""
            # "prompt_token/s", "eval_tok/s": a unit glued to its label by an underscore;
            # "prompt_per_second" (llama-server's timings) is the metric's own rate
            if not _PER_SECOND_SUFFIX_RE.search(last):
                unit = _unit_of(last) or _unit_of(last.rsplit("_", 1)[-1])
        metric = _label_metric(text)
        if metric in _RATE_METRICS and _COUNT_AFTER_RE.match(v.text, q.end):
            return Unit.NONE, []  # "Generation: 642 tokens, 7.9 tokens-per-sec": a count
        if metric and unit is Unit.NONE:
            unit = _divider_unit(v.text, q.start)  # "-- Request Latency Breakdown (ms) --"
        if metric:
            return (unit if unit is not Unit.NONE else _METRIC_UNITS[metric]), [metric]
        if unit is not Unit.NONE:
            return unit, []
    if _ACCEPTANCE_AFTER_RE.match(v.text, q.end):
        return Unit.NONE, ["acceptance_length"]  # "~1.9 avg accept length"
    if k > 0:
        # "197.2 to 215.8 tok/s, mean **209.47**": the statistic of the figures just given
        prev = quantities[k - 1]
        between = v.text[prev.end : q.start]
        if (
            prev.unit is not Unit.NONE
            and len(between) <= 16
            and regex.fullmatch(
                r"[ \t*_]*[,;(][ \t]*(?:mean|median|avg|average)[ \t]*[:=]?[ \t*_]*",
                between,
                regex.I,
            )
        ):
            return prev.unit, []
    lead = _lead_in_metric(v.text, q, lo)
    if lead:
        return _METRIC_UNITS[lead], [lead]
    caption = caption_line(v.text) if q.unit is Unit.NONE else None
    if caption is not None and _ITEM_VALUE_RE.fullmatch(
        v.text, v.text.rfind("\n", 0, q.start) + 1, q.start
    ):
        # "Output tokens/s on H100 BS1" above "vanilla: 133" and "* K=2: 201.69, ...":
        # the caption's rate is each listed value's unit.
        unit = _unit_in(v.text[caption[0] : caption[1]])
        after = v.text[q.end : v.text.find("\n", q.end) if "\n" in v.text[q.end :] else None]
        if unit is Unit.TPS and regex.match(r"[ \t]*(?:,|$)", after):
            return unit, metric_cues(v.text, caption[0], caption[1], caption[1])
    if q.unit is Unit.NONE and 1 <= q.low <= 16:
        # "acceptance length ... was only around 1.6", "Average AR ...: 2.61 strict,
        # 3.05 relaxed": an acceptance length stated in words before it.
        before = v.text[max(lo, q.start - 70) : q.start]
        said = _ACCEPTANCE_SAID_RE.search(before)
        if said and not regex.search(r"[.;!?]\s", before[said.end() :]):
            between = before[said.end() :]
            if not regex.search(r"\d", between) or regex.fullmatch(
                r"(?:[^\d]*?[\d.]+[ \t]+[a-z]+,)+[^\d]*", between
            ):
                return Unit.NONE, ["acceptance_length"]
    if k > 0 and quantities[k - 1].start >= lo and q.unit is Unit.NONE:
        # "tg 19.5 vs 18.2": the second figure is the first one's metric.
        prev = quantities[k - 1]
        slash = (
            _SLASH_BETWEEN_RE.fullmatch(v.text, prev.end, q.start)
            and not any(t.start <= q.number_start < t.end for t in v.tables)
            # "1.83 / 4": a whole number after a fraction is the most it could be
            and not ("." in v.text[prev.number_start : prev.number_end] and q.low == int(q.low))
        )
        if slash or _VS_BETWEEN_RE.fullmatch(v.text, prev.end, q.start):
            if prev.unit is Unit.NONE:
                return _bare_metric(v, prev, scopes, quantities, k - 1)
            return prev.unit, []
    table_labels = []
    if _whole_cell(v, q):
        if len(scopes.near) > 2 and scopes.near[2]:
            table_labels.append(scopes.near[2])
        row_label = _row_label(v, q)
        if row_label:
            if _SETTING_ROW_RE.fullmatch(v.text, *row_label) and q.unit is Unit.NONE:
                return Unit.NONE, []  # "| Best K | | 3 | 4 |": a row of settings
            table_labels.append(row_label)
    table = next((t for t in v.tables if t.start <= q.number_start < t.end), None)
    if table is not None and _in_parentheses(v, q) and q.unit is Unit.NONE:
        bracket = _bracket_metric(v, table)
        if bracket:
            return _METRIC_UNITS.get(bracket, Unit.NONE), [bracket]
        return Unit.NONE, []
    if table is not None and table.header and table_labels:
        # "| decode tok/s | mean |": a column naming only a statistic holds the
        # figures of the column before it, summarised.
        heads = [(h.start, h.end) for h in table.header]
        first = table_labels[0]
        if first in heads and _STAT_ONLY_HEADER_RE.fullmatch(v.text, first[0], first[1]):
            i = heads.index(first)
            if i > 1 and _unit_in(v.text[heads[i - 1][0] : heads[i - 1][1]]) is not Unit.NONE:
                table_labels[0] = heads[i - 1]
    counted = False
    timed = False
    for hs, he in table_labels:
        header = v.text[hs:he]
        if _LOAD_HEADER_RE.fullmatch(header):
            continue  # "| qps 4 |", "| c=16 |": the load a column ran at, no metric
        unit = _unit_in(header)
        if _PER_STEP_TIME_RE.search(header):
            return Unit.NONE, []  # "draft ms/step": a step's time, no metric of the guide
        if (
            unit is Unit.NONE
            and q.unit is Unit.NONE
            and (hs, he) == (scopes.near[2] if len(scopes.near) > 2 else None)
            and _RATIO_HEADER_RE.fullmatch(header)
        ):
            # "| E1 over vanilla |" over "1.618": one leg's ratio to another, a speedup
            # (not the time or rate the caption gives the other columns)
            return Unit.NONE, ["speedup"]
        if _LENGTH_HEADER_RE.search(header):
            own = (hs, he) == (scopes.near[2] if len(scopes.near) > 2 else None)
            bare = _BARE_TEST_HEADER_RE.search(header)
            # "PP" beside "S_PP t/s" (llama-sweep-bench) is the test's size.
            rated = (
                bare is not None
                and table is not None
                and regex.search(
                    rf"(?i)\w_{regex.escape(header.strip(' |*'))}\s+t/s", _header_row_text(v, table)
                )
            )
            counted = counted or (own and (not bare or bool(rated)))
            continue  # "PP", "TG", "N_KV", "T_PP s": token counts and times, not rates
        metric = _label_metric(header) or next(iter(metric_cues(v.text, hs, he, he)), None)
        per_second = _TEST_RATE_HEADER_RE.fullmatch(header)
        if per_second:
            # "PP/s", "TG/s": llama.cpp's prompt processing and generation a second
            unit = Unit.TPS
            metric = "prefill_tps" if per_second["t"].lower() == "pp" else "decode_tps"
        named = _TEST_NAME_HEADER_RE.fullmatch(header)
        if named and unit is Unit.NONE:
            unit = Unit.TPS
        if (
            unit is Unit.NONE
            and metric is None
            and table is not None
            and len(scopes.near) > 2
            and (hs, he) == scopes.near[2]
        ):
            # "| cold | warm |" in a thread that writes "Cold tok/s at 98K ctx":
            # the column's word is a measure the text gives its unit
            unit = _rate_named_elsewhere(v, header)
        test = _TEST_HEADER_RE.search(header)
        if test and unit is Unit.TPS:
            # "pp128 t/s", "tg16 t/s": llama-bench's test names over its rates.
            metric = "prefill_tps" if test["t"].lower() == "pp" else "decode_tps"
        if (
            metric is None
            and unit is Unit.NONE
            and _SCOPE_HEADER_RE.search(header)
            and not _COUNTED_NOUN_RE.search(header)
        ):
            metric, unit = (
                "decode_tps",
                Unit.TPS,
            )  # "per request", "aggregate" columns of a speed table
        if metric in _TIME_METRICS and unit is Unit.NONE and table is not None:
            # "Latencies in milliseconds." above "| TTFT p50 | ITL p50 |": the caption's unit
            unit = _caption_time_unit(_caption_text(v, table))
            if unit is Unit.NONE:
                # "ttft_p95 spikes 0.52s → 3.56s" elsewhere: the unit the text gives it
                unit = _named_time_unit(v, header.strip(" |*`"), table)
            if unit is Unit.NONE and 0 < q.high < 1 and _fractions_of_a_second(v, table, (hs, he)):
                # "| TTFT p50 |" over "0.16463": no first token comes in a fraction of
                # a millisecond, so a column of bare fractions is in seconds
                unit = Unit.S
            if unit is Unit.NONE:
                timed = True  # a time column: never another column's rate
        if unit is Unit.NONE and q.high <= 1 and _ACCEPT_RATIO_HEADER_RE.search(header):
            return Unit.NONE, ["acceptance_rate"]  # "accepted/drafted" over "0.66–0.75"
        if unit is Unit.NONE and 0 < q.high < 1 and _ACCEPTANCE_ONLY_HEADER_RE.fullmatch(header):
            return Unit.NONE, ["acceptance_rate"]  # "| acceptance |" over "0.55": a fraction
        if (
            unit is Unit.NONE
            and table is not None
            and _MEAN_LEN_HEADER_RE.fullmatch(header)
            and (
                regex.search(r"(?i)\baccept", _header_row_text(v, table))
                # a transposed table: "Draft acceptance" a row above "Mean len"
                or any(
                    regex.search(r"(?i)\baccept", v.text[c[0].start : c[0].end])
                    for _, _, c in table.rows
                    if c
                )
            )
        ):
            # "| acceptance | mean len |": the mean accepted length beside its rate
            return Unit.NONE, ["acceptance_length"]
        if metric in ("acceptance_rate", "ttft_ms", "tpot_ms") and unit is Unit.NONE:
            metric = None  # a bare count under "Accepted" is not a rate; a time needs its unit
        if (
            metric in ("decode_tps", "prefill_tps", "total_tps")
            and unit is Unit.NONE
            and not _RATE_WORD_RE.search(header)
            and not (
                _PHASE_NAME_HEADER_RE.search(header)
                and table is not None
                and _fractional_column(v, table, (hs, he))
            )
        ):
            metric = None  # "PP", "TG" alone head token counts, not rates
        if metric and unit is Unit.NONE:
            unit = _divider_unit(v.text, q.start)  # "-- Request Latency Breakdown (ms) --"
        if metric and unit is Unit.NONE:
            unit = _METRIC_UNITS[metric]
        if unit is not Unit.NONE or metric:
            return unit, [metric] if metric else []
    if counted or timed:
        return Unit.NONE, []  # a column of counts or times under a header row with rates
    if table is not None and settings_table(v.text, table):
        return Unit.NONE, []  # "| Memory Fraction | 0.85 |" under "| Parameter | Value |"
    if table is not None and table_labels and not _parameter_column(v, table, q):
        head_row = " | ".join(
            v.text[h.start : h.end]
            for h in table.header or []
            if not _LOAD_HEADER_RE.fullmatch(v.text, h.start, h.end)
        )  # "| Latency | qps 1 | qps 4 |": the loads are no unit of the figures
        texts = [head_row, _caption_text(v, table)]
        head = scopes.near[2] if len(scopes.near) > 2 else None
        if (
            head
            and not metric_cues(v.text, head[0], head[1], head[1])
            and any(
                _unit_in(v.text[h.start : h.end]) is not Unit.NONE
                for h in (table.header or [])[1:]
                if (h.start, h.end) != head
            )
        ):
            # "| model | hidden | pp128 t/s |": a header naming no metric, beside
            # others with units; a unit in the row labels' header ("| config
            # (tps/user) |") is the table's.
            texts = texts[1:]
            column_heads = table.header or []
            if (
                column_heads
                and head == (column_heads[0].start, column_heads[0].end)
                and _whole_cell(v, q)
            ):
                # "| rows per group | tok/s |" over "| 32 | 143.3 |": the first column
                # labels the rows; the caption's unit is the other columns'.
                return Unit.NONE, []
        for text in texts:
            if measured_quantities(text):
                continue  # "Plain baseline 27.95 ms/token decode.": its own figure's unit
            unit = _unit_in(text)
            if unit is not Unit.NONE:
                return unit, metric_cues(text, 0, len(text), len(text))
        above = texts[-1]
        head_text = v.text[head[0] : head[1]] if head else ""
        if (
            _whole_cell(v, q)
            and _RATE_CAPTION_RE.search(above)
            and not _NOT_RATE_HEADER_RE.search(head_text)
            and not any(
                _unit_in(v.text[h.start : h.end]) is not Unit.NONE for h in table.header or []
            )
        ):
            # "Decode Throughput / Generation speed (tg128)" over a table of bare
            # figures: the caption names their rate.
            cues = metric_cues(above, 0, len(above), len(above))
            if cues and cues[0] in _RATE_METRICS:
                return Unit.TPS, [cues[0]]
        if (
            _whole_cell(v, q)
            and _RATE_CAPTION_RE.search(above)
            and head is not None
            and table.header
            and head != (table.header[0].start, table.header[0].end)
            and _unit_in(head_text) is Unit.NONE
            and not metric_cues(v.text, head[0], head[1], head[1])
            and not _NOT_RATE_HEADER_RE.search(head_text)
            and not regex.search(r"\d", head_text)
            and any(_unit_in(v.text[h.start : h.end]) is Unit.TPS for h in table.header)
        ):
            # "Average decode speeds with MTP compared to the baseline ..." over
            # "| quant | base tok/s | code | creative |": the legs' columns hold
            # the caption's rate in the unit the baseline's column gives.
            cues = metric_cues(above, 0, len(above), len(above))
            if cues and cues[0] in _RATE_METRICS:
                return Unit.TPS, [cues[0]]
        if (
            _whole_cell(v, q)
            and 1 <= q.low <= q.high <= 16
            and table.header
            and head is not None
            and head != (table.header[0].start, table.header[0].end)
            and not metric_cues(v.text, head[0], head[1], head[1])
            and not _NOT_RATE_HEADER_RE.search(head_text)
            and _unit_in(head_text) is Unit.NONE
        ):
            # "Acceptance length (AL):" over "| K | EAGLE | EAGLE-3 |": the caption
            # names what the bare figures of every column but the row labels are.
            cues = metric_cues(above, 0, len(above), len(above))
            if cues and cues[0] == "acceptance_length":
                return Unit.NONE, ["acceptance_length"]
    declared = _declared_metric(v)
    if declared is not None and _declared_applies(v, q, quantities, k, table):
        return declared
    if table is not None:
        unit = _column_unit(v, table, q)
        if unit is not Unit.NONE:
            return unit, []
    return _shared_unit(v, q, quantities, k), []


#: A row label naming a setting, not a measure: "Best K", "draft length", "batch size".
_SETTING_ROW_RE = regex.compile(
    r"(?i)[ \t*_]*(?:(?:best|optimal|chosen)[ \t]+)?(?:k|n|draft[ _-]?(?:len(?:gth)?|tokens|k)"
    r"|num[ _]speculative[ _]tokens|spec(?:ulative)?[ _-]tokens|batch[ _-]?size|bs|concurrency|tp)"
    r"[ \t*_:]*"
)


#: A column header naming one leg against another: "E1 over vanilla", "EAGLE-3 vs EAGLE".
_RATIO_HEADER_RE = regex.compile(
    r"(?i)[ \t*_]*[\w.+-]+(?:[ \t]+[\w.+-]+)?[ \t]+(?:over|vs\.?|versus|relative[ \t]+to)"
    r"[ \t]+(?:the[ \t]+)?[\w.+-]+(?:[ \t]+[\w.+-]+)?[ \t*_]*"
)


#: A column of accepted-to-drafted fractions: "accepted/drafted", "acceptance ratio".
_ACCEPT_RATIO_HEADER_RE = regex.compile(
    r"(?i)\baccept(?:ed)?[ \t]*/[ \t]*draft(?:ed)?\b|\baccept(?:ance)?[ _-]?(?:rate|ratio)\b"
)


#: A paragraph's opening words naming the phase it is about.
_TOPIC_OPENING_RE = regex.compile(
    r"(?i)[ \t#*_]*(?P<phase>prefill|prompt[ \t]+processing|pp|decode|decoding|generation|tg)\b"
    r"(?![ \t]*[:=|]|[ \t]+\d)"
)


_PHASE_WORD_RE = regex.compile(
    r"(?i)\b(?:tg|pp|prefill|prompt|decode|decoding|generation|gen|eval|output|input)\b"
)


def _paragraph_topic(text: str, pos: int) -> list[str]:
    """The rate a paragraph opens with ("Prefill is compute-bound ..."), for the
    unlabelled rates of its later sentences."""
    start = text.rfind("\n\n", 0, pos)
    start = 0 if start < 0 else start + 2
    first_stop = regex.search(r"[.!?](?:\s|$)", text[start:pos])
    if first_stop is None:
        return []  # the rate is in the opening sentence itself
    line_start = max(text.rfind("\n", 0, pos) + 1, text.rfind(". ", 0, pos) + 2)
    ends = [e for e in (text.find("\n", pos), text.find(". ", pos)) if e >= 0]
    own = text[line_start : min(ends) if ends else len(text)]
    if _PHASE_WORD_RE.search(own):
        return []  # "does ~16 tok/s tg": the figure's own sentence names its phase
    m = _TOPIC_OPENING_RE.match(text, start)
    if m is None:
        return []
    phase = m["phase"].lower()
    return [
        "prefill_tps" if phase in ("prefill", "pp") or phase.startswith("prompt") else "decode_tps"
    ]


#: A time per step, row or iteration: "draft ms/step", "verify ms per step".
_PER_STEP_TIME_RE = regex.compile(r"(?i)\bms[ \t]*(?:/|per)[ \t]*(?:step|row|iter(?:ation)?)\b")


def _column_head(v: PostView, q: Quantity) -> Cell | None:
    """The header cell of the table column holding the figure, if any."""
    for table in v.tables:
        if table.start <= q.number_start < table.end:
            located = table.locate(q.number_start)
            return located[2] if located else None
    return None


def _speedup_column(v: PostView, q: Quantity) -> bool:
    """Whether the figure sits under a column headed by a speed-up."""
    head = _column_head(v, q)
    return head is not None and bool(regex.search(r"(?i)speed-?up", v.text[head.start : head.end]))


#: A column named by its phase in words, no time: "M5 Max decode", "prefill".
_PHASE_NAME_HEADER_RE = regex.compile(
    r"(?i)\b(?:decode|decoding|prefill|generation)[ \t*_`]*$(?<!time[ \t*_`]*$)"
)


def _fractional_column(v: PostView, table: Table, head: tuple[int, int]) -> bool:
    """Whether a column's figures are measurements, not counts: two or more cells,
    each a number with a fraction ("95.09", "669.6")."""
    values = _values_under(v, table, head)
    numbers = [x for x in values if regex.fullmatch(r"[\d,]*\d\.\d+", x)]
    return len(numbers) >= 2 and len(numbers) == len(values)


def _values_under(v: PostView, table: Table, head: tuple[int, int]) -> set[str]:
    """The cell texts of the column headed by ``head`` (none for another span)."""
    heads = [(h.start, h.end) for h in table.header or []]
    return table.column_values(heads.index(head), v.text) if head in heads else set()


def _fractions_of_a_second(v: PostView, table: Table, head: tuple[int, int]) -> bool:
    """Whether a time column's figures are bare fractions: two or more cells, and
    most of its numbers, below one (a ratio row under them may exceed it)."""
    values = _values_under(v, table, head)
    numbers = [float(x) for x in values if regex.fullmatch(r"\d*\.?\d+", x)]
    below = [x for x in numbers if 0 < x < 1]
    return len(below) >= 2 and 2 * len(below) > len(numbers)


def _document_posts(v: PostView) -> list[PostView]:
    """Every post of the document ``v`` belongs to, in order."""
    first = v
    while first.previous is not None:
        first = first.previous
    posts = []
    post: PostView | None = first
    while post is not None:
        posts.append(post)
        post = post.following
    return posts


def _rate_named_elsewhere(v: PostView, header: str) -> Unit:
    """tok/s when the document writes the one-word column header right before a
    rate unit ("Cold tok/s", "warm t/s") and never before another unit."""
    word = header.strip(" \t*_`|:").lower()
    if not regex.fullmatch(r"[a-z]{3,12}", word):
        return Unit.NONE
    posts = _document_posts(v)
    key = f"rate_named:{word}"
    cache = posts[0].setup_cache  # one answer per document, kept on its first post
    if key not in cache:
        after = regex.compile(
            rf"(?i)(?<![\w-]){word}[ \t]+(?P<u>tok(?:en)?s?/s(?:ec)?|t/s|tps|ms|s|sec|seconds|%)\b"
        )
        units = {_unit_of(m["u"]) for post in posts for m in after.finditer(post.text)}
        found = units.pop() if len(units) == 1 else Unit.NONE
        cache[key] = [Mention(key, found if found is Unit.TPS else Unit.NONE, 0, 0)]
    return cache[key][0].value


#: A column headed "acceptance" alone: a rate when its figures are fractions.
_ACCEPTANCE_ONLY_HEADER_RE = regex.compile(r"(?i)[ \t*_`]*(?:draft[ \t_]+)?acceptance[ \t*_`]*")
#: "mean len", "avg length": in a table about acceptance, the mean accepted length.
_MEAN_LEN_HEADER_RE = regex.compile(
    r"(?i)[ \t*_`]*(?:mean|avg\.?|average)[ \t_]+(?:accept(?:ed|ance)?[ \t_]+)?len(?:gth)?[ \t*_`]*"
)


#: A figure in seconds or milliseconds right after a name: "ttft_p95 spikes 0.52s",
#: "Avg TTFT (~1.6k tokens): 2.597 seconds".
_TIME_AFTER_NAME_RE = regex.compile(
    r"[ \t]*(?:\([^()\n]{0,30}\))?[^\d\n]{0,24}?[~≈]?\d+(?:\.\d+)?[ \t]*(?P<u>ms|s|sec|seconds?)\b"
)


def _named_time_unit(v: PostView, name: str, table: Table) -> Unit:
    """The time unit the document writes after a column's own name outside its
    table ("ttft_p95 spikes 0.52s → 3.56s", "Avg TTFT (~1.6k tokens): 2.597
    seconds" for "avg_ttft"), when it writes one and only one."""
    if len(name) < 4 or not regex.search(r"[_\d]", name):
        return Unit.NONE  # only a distinctive column name ("ttft_p95", not "TTFT")
    key = f"time_named:{name}:{table.start}"
    cache = v.setup_cache  # one answer per column header, not per figure under it
    if key not in cache:
        units = set()
        spelled = regex.escape(name).replace("_", "[ _]")
        for post in _document_posts(v):
            text = post.text
            for m in regex.finditer(rf"(?i)(?<![\w]){spelled}(?!\w)", text):
                if post is v and table.start <= m.start() < table.end:
                    continue
                after = _TIME_AFTER_NAME_RE.match(text, m.end())
                if after:
                    units.add(Unit.MS if after["u"] == "ms" else Unit.S)
        found = units.pop() if len(units) == 1 else Unit.NONE
        cache[key] = [Mention(key, found, 0, 0)]
    return cache[key][0].value


def _column_unit(v: PostView, table: Table, q: Quantity) -> Unit:
    """The rate unit every other figure of the cell's column carries: "116 (59%)"
    under "101 t/s" in a column whose header names no unit."""
    k = table.row_index(q.number_start)
    if k is None or not table.header:
        return Unit.NONE
    cells = table.rows[k][2]
    col = next((i for i, c in enumerate(cells) if c.start <= q.number_start < c.end), None)
    if col is None or col == 0 or v.text[cells[col].start : q.number_start].strip():
        return Unit.NONE  # a figure that does not open its cell is not the column's
    units = set()
    for j, (_, _, row) in enumerate(table.rows):
        if j == k or col >= len(row):
            continue
        found = find_quantities(v.text[row[col].start : row[col].end])
        if found:
            units.add(found[0].unit)
    return units.pop() if units == {Unit.TPS} else Unit.NONE


#: A report's declaration of what its bare figures measure: "- Metric: Mean tokens/sec".
_DECLARED_RE = regex.compile(
    r"(?im)^[ \t]*(?:[-*•][ \t]*)?(?:metric|units?|all[ \t]+(?:numbers|figures|values)"
    r"(?:[ \t]+are)?(?:[ \t]+in)?)[ \t]*[:=][ \t]*(?P<what>[^\n]{1,40})$"
)
#: Two bare figures joined by an arrow: "(165.7 -> 312.5)", "207 → 316.6".
_ARROW_BETWEEN_RE = regex.compile(rf"[ \t]*{_ARROW}[ \t]*")
#: Table columns of changes and settings, never the declared metric's figures.
_NOT_DECLARED_HEADER_RE = regex.compile(
    r"(?i)delta|diff|change|gain|Δ|%|context|ctx|len|size|rows?\b|count|batch|concurrency|\bn\b"
)


def _declared_metric(v: PostView) -> tuple[Unit, list[str]] | None:
    """The unit and metric a post declares for its bare figures, once per post."""
    if "declared" not in v.setup_cache:
        found = None
        m = _DECLARED_RE.search(v.text)
        if m:
            unit = _unit_in(m["what"])
            if unit is not Unit.NONE:
                found = (unit, metric_cues(m["what"], 0, len(m["what"]), len(m["what"])))
        v.setup_cache["declared"] = [Mention("declared", found, 0, 0)]
    return v.setup_cache["declared"][0].value


def _declared_applies(
    v: PostView, q: Quantity, quantities: list[Quantity], k: int, table: Table | None
) -> bool:
    """A bare figure that the post's declared metric covers: one side of an arrow
    pair, or a whole cell under a header that is not a change, length or count."""
    if q.unit is not Unit.NONE:
        return False
    if table is not None:
        located = table.locate(q.number_start)
        head = located[2] if located else None
        first = table.header[0] if table.header else None
        return (
            head is not None
            and head is not first
            and _whole_cell(v, q)
            and not _NOT_DECLARED_HEADER_RE.search(v.text[head.start : head.end])
        )
    before = quantities[k - 1] if k > 0 else None
    after = quantities[k + 1] if k + 1 < len(quantities) else None
    last = after if after and _ARROW_BETWEEN_RE.fullmatch(v.text, q.end, after.start) else q
    if regex.match(r"[ \t]*\)?[ \t]*:", v.text[last.end : last.end + 4]):
        return False  # "(262144 -> 128256): +88.57% ...": a label of the figures after it
    return bool(
        (before and _ARROW_BETWEEN_RE.fullmatch(v.text, before.end, q.start))
        or (after and _ARROW_BETWEEN_RE.fullmatch(v.text, q.end, after.start))
    )


_TIME_METRICS = frozenset({"ttft_ms", "tpot_ms", "latency_s"})
#: A caption stating the unit of a table's times: "Latencies in milliseconds", "(ms)".
_TIME_UNIT_WORDS_RE = regex.compile(
    r"(?i)\b(?:latenc\w*|times?|durations?)\b[^\n.]{0,20}?\bin\s+(?P<u>milliseconds|ms|seconds|s)\b"
    r"|\ball\s+(?:times|latencies)\s+(?:are\s+)?in\s+(?P<u>milliseconds|ms|seconds|s)\b"
)


def _caption_time_unit(caption: str) -> Unit:
    m = _TIME_UNIT_WORDS_RE.search(caption)
    if not m:
        return Unit.NONE
    return Unit.MS if m["u"].lower() in ("milliseconds", "ms") else Unit.S


#: A caption naming a rate in words: "Decode Throughput", "Generation speed (tg128)".
_RATE_CAPTION_RE = regex.compile(r"(?i)\b(?:throughputs?|speeds?|tokens?[ \t]+per[ \t]+second)\b")
#: Column headers of counts, sizes and settings, never of rates.
_NOT_RATE_HEADER_RE = regex.compile(
    r"(?i)\b(?:requests?|prompts?|tokens|count|len(?:gth)?|size|ctx|context|batch|concurrency"
    r"|users?|layers|params?|parameters|memory|vram|gb|ms|seconds?|time|latency|ttft|tpot|%)\b"
)


#: "pp", "tg" alone: llama-bench's tests, rates when the caption or header row says t/s.
_BARE_TEST_HEADER_RE = regex.compile(r"(?i)^\W*(?:pp|tg)\W*$")


#: An acceptance length named right after its figure: "**~1.9** avg accept length".
_ACCEPTANCE_AFTER_RE = regex.compile(
    r"(?i)[ \t]*\**[ \t]*(?:(?:avg|average|mean)\.?[ \t]+)?"
    r"(?:accept(?:ance|ed)?[ _-]?len(?:gth)?|acc[_ ]len(?:gth)?)\b"
)
#: An acceptance length named in words ahead of its figure.
_ACCEPTANCE_SAID_RE = regex.compile(
    r"(?i)\b(?:accept(?:ance|ed)?[ _-]len(?:gth)?|acc[_ ]len(?:gth)?|(?:average|mean|avg)[ \t]+AR)\b"
    r"(?=[^\d]{0,50}$|(?:[^\d]*?[\d.]+[ \t]+[a-z]+,)+[^\d]*$)"
)


#: Units of other quantities after a number: microseconds, bytes, power, clocks.
_OTHER_UNIT_AFTER_RE = regex.compile(
    r"[ \t]*(?:us|µs|μs|ns|[KMGT]i?B(?:/s|ps)?|[KMG]bps|W|watts?|[MG]Hz|°C)(?![\w/])"
)
#: "tg 19.5 vs 18.2", "474.6 tok/s on b10068 vs 481.3": a second figure of the first's metric.
_VS_BETWEEN_RE = regex.compile(
    r"(?i)(?:[ \t]+(?:on|with|at|for)[ \t]+[\w.+-]+)?\**\s+(?:vs\.?|versus)\s+\**"
)
#: "acceptance 0.90 / 0.88 / 0.91": a slash list of one metric.
_SLASH_BETWEEN_RE = regex.compile(r"[ \t]*/[ \t]*")


_LENGTH_HEADER_RE = regex.compile(
    r"(?i)^\W*(?:pp|tg|n_?kv|n_?ctx|depth|(?:input|output|prompt)?\s*tokens?|(?:input|output|prompt)[ _-](?:size|len(?:gth)?)(?:\s+in\s+tokens)?|len(?:gth)?|size|count|t_\w+(?:\s+s)?|time|duration|#\s*\w+)\W*$"
)
_TEST_LINE_RE = regex.compile(
    r"(?i)[ \t]*[-*•]?[ \t]*(?P<t>pp|tg)\d+(?:[ \t]*@[ \t]*d\d+)?[ \t]*[:=|]?[ \t]*[~≈]?"
)
#: A llama-bench row whose column gaps a scraper collapsed, up to its rate:
#: "gpt-oss 120B MXFP4 MoE 59.02 GiB 116.83 B CUDA tg32 @ d4096 55.90 ± 0.45".
_BENCH_ROW_RE = regex.compile(
    r"(?i)[^\n]*?\d(?:\.\d+)?[ \t]*[GM]iB[ \t][^\n]*?[ \t|](?P<t>pp|tg)\d+"
    r"(?:[ \t]*@[ \t]*d\d+)?[ \t|]+"
    # "| pp512 | 4703.28 | 4970.14 |": one rate per build or backend compared
    r"(?:\d[\d.,]*(?:[ \t]*±[ \t]*\d[\d.,]*)?[ \t]*\|[ \t]*)*"
)
#: A row of a transposed table whose label carries the unit, its figures the
#: columns' (spreads allowed): "gen tok/s (512) 21.381 ± 0.050 19.527 ± 0.035".
_FIGURE = r"\d[\d.,]*(?:[ \t]*±[ \t]*\d[\d.,]*)?"
_UNIT_LABEL_ROW_RE = regex.compile(
    r"(?im)^[ \t]*(?P<label>[A-Za-z][^\d\n|:=]*?(?:tok(?:en)?s?/s(?:ec)?|t/s|tps|\(ms\)|\(s\))"
    r"(?:[ \t]*\(\d+[kK]?\))?)[ \t]+(?P<figs>" + _FIGURE + r"(?:[ \t]+" + _FIGURE + r")+)[ \t]*$"
)
_TEST_RATE_HEADER_RE = regex.compile(r"(?i)[ \t*_`]*(?P<t>pp|tg)[ \t]*/[ \t]*s(?:ec)?[ \t*_`]*")
_TEST_HEADER_RE = regex.compile(r"(?i)(?<![A-Za-z])(?P<t>pp|tg)[ \t]?\d+\b")
#: A column headed by a llama-bench test name alone ("pp512", "tg 128", "tg32 @
#: d4096"): the test's rate, the one figure llama-bench reports per test.
_TEST_NAME_HEADER_RE = regex.compile(
    r"(?i)[ \t*_`]*(?P<t>pp|tg)[ \t]?\d{2,6}(?:[ \t]*@[ \t]*d\d+)?[ \t*_`]*"
)
_SCOPE_HEADER_RE = regex.compile(r"(?i)\bper[- ]?(?:request|user|stream)\b|\baggregate\b|\btotal\b")
#: A column header naming only a statistic ("mean", "avg", "median").
_STAT_ONLY_HEADER_RE = regex.compile(r"(?i)[ \t*_`]*(?:mean|avg\.?|average|median|p50)[ \t*_`]*")
#: What a "Total ..." label counts rather than times: "Total requests", "Total prompts".
_COUNTED_NOUN_RE = regex.compile(
    r"(?i)\b(?:requests|prompts|errors|failures|samples|runs|tokens|turns|sessions|queries)\b"
)
_RATE_WORD_RE = regex.compile(
    r"(?i)throughput|speed|rate|tok|t/s|tps|per[ -]?(?:request|user|second)|aggregate|total"
    r"|率|速度|吞吐"  # "出字率" (output rate), "生成速度", "吞吐量"
)

_DECODE_AFTER_RE = regex.compile(
    r"(?i)[ \t]{0,2}(?:generation|gen|tg|decode|decoding|output|eval\s+rate)\b"
)
#: A rate labelled as the output's right before it: "output: 1842.77 toks/s".
_DECODE_LABEL_RE = regex.compile(
    r"(?i)\b(?:output|generation|decode|gen)[ \t]*[:=][ \t]*[~≈]?[ \t]*$"
)
_PROMPT_NEAR_RE = regex.compile(
    r"(?i)\bprompt\b(?!\s+(?:tokens?|length|len|size|of))[^.\n\d]{0,12}$"
)
#: "same prompt: 58.3 t/s", "refactor-this-function prompt: 38.1": a prompt named,
#: the figure its generation speed, not prompt processing.
_NAMED_PROMPT_RE = regex.compile(
    r"(?i)(?:\b(?:same|this|that|each|every|per|one|my|coding|code|chat|tokens?|short|long"
    r"|small|large|tiny|medium|big)|\w-\w+|[\"”'])[ \t]+prompt\b[^.\n\d]{0,12}$"
)
#: A label naming the prompt's rate with its unit glued on: "* prompt_token/s: around ".
_PROMPT_LABEL_RE = regex.compile(
    r"(?i)[ \t]*(?:[-*•][ \t]*)?(?:prompt|input|prefill)[_ ](?:tok(?:en)?s?/s|tps|rate)[ \t]*[:=]"
    r"[ \t]*(?:[~≈]|around|about|approx\.?|roughly)?[ \t]*"
)
_PROMPT_AFTER_RE = regex.compile(
    r"(?i)[ \t]{0,2}(?:prompt|pp|prefill)\b(?!\s+(?:tokens?|length|len|size))"
)

#: A tool's divider line naming the unit of the block below it:
#: "-- Request Latency Breakdown (ms) -----", "=== Latency (s) ===".
_DIVIDER_UNIT_RE = regex.compile(
    r"(?m)^[ \t]*[-=#]{2,}[ \t]*[A-Za-z][^\n()]{0,60}\((?P<unit>[^()\n]{1,12})\)[ \t]*[-=#]*[ \t]*$"
)


def _divider_unit(text: str, pos: int) -> Unit:
    """The unit a divider line above ``pos`` gives its block, when no other
    divider line comes between."""
    dividers = list(_DIVIDER_UNIT_RE.finditer(text, max(0, pos - 600), pos))
    if not dividers:
        return Unit.NONE
    last = dividers[-1]
    if regex.search(r"(?m)^[ \t]*[-=#]{2,}", text[last.end() : pos]):
        return Unit.NONE  # another divider opened a new block since
    return _unit_of(last["unit"])


#: "Prompt: 34 tokens, 39.5 tokens-per-sec" (mlx_lm): the prompt's count, then its rate.
_PROMPT_COUNT_RE = regex.compile(
    r"(?im)^[ \t]*(?:total[ \t]+)?prompt(?:[ \t]+tokens)?[ \t]*:[ \t]*\d[\d,]*(?:[ \t]+tok(?:en)?s?)?"
    r"[ \t]*,[ \t]*(?:speed[ \t]*:?[ \t]*)?[~≈]?$"
)  # "prompt: 2011 tokens, 153.9 t/s", llama.cpp parallel's "Total prompt tokens: 2011, speed: ..."
#: A labelled acceptance rate written as a percentage without its sign: "Accepted Rate: 58.68".
_RATE_LABEL_BEFORE_RE = regex.compile(
    r"(?i)\b(?:accept(?:ance|ed)?|draft[ \t]+accept(?:ance)?)[ \t_-]*rate[ \t]*(?:\(%\))?[ \t]*[:=][ \t]*$"
)
#: A label naming a count of tokens: "Total generated tokens (retokenized):".
_COUNT_LABEL_RE = regex.compile(r"(?i)\btokens?[ \t]*(?:\([^()\n]*\))?[ \t]*[:=|][ \t]*$")
_PER_TIME_RE = regex.compile(r"(?i)throughput|speed|\brate\b|/\s*s\b|per[ -]?sec")
#: A number that counts tokens ("642 tokens,"), not a rate of them.
_COUNT_AFTER_RE = regex.compile(r"(?i)[ \t]*tok(?:en)?s?\b(?![ \t]*(?:/|-?per\b))")
_RATE_METRICS = frozenset({"decode_tps", "prefill_tps", "total_tps"})

_BRACKET_RE = regex.compile(
    r"(?i)(?P<what>[a-z][a-z /_-]{2,40}?)\s+(?:in|inside)\s+(?:the\s+)?(?:brackets|parenthes[ie]s|parens|\(\))"
)


#: Column headers that name a run parameter, never a measured value.
PARAMETER_COLUMNS = frozenset(
    {
        "ngl", "threads", "n_batch", "n_ubatch", "fa", "mmap", "sm", "ts", "type_k", "type_v",
        "size", "params", "backend", "dev", "ctx", "n_ctx", "seed", "runs", "prompts", "#",
    }
)  # fmt: skip


def _parameter_column(v: PostView, table: Table, q: Quantity) -> bool:
    """True when the number sits in a column of settings: a parameter header,
    or one value repeated down every row."""
    located = table.locate(q.number_start)
    if not located or located[1] is None:
        return False
    header = located[2]
    if (
        header is not None
        and v.text[header.start : header.end].strip(" *`").lower() in PARAMETER_COLUMNS
    ):
        return True
    k = table.row_index(q.number_start)
    cells = table.rows[k][2] if k is not None else []
    col = next((i for i, c in enumerate(cells) if c == located[1]), None)
    if col is None or len(table.rows) < 2:
        return False
    return len(table.column_values(col, v.text)) == 1


def _header_row_text(v: PostView, table: Table) -> str:
    if not table.header:
        return ""
    return v.text[table.header[0].start : table.header[-1].end]


def _caption_text(v: PostView, table: Table) -> str:
    """The line(s) just above a table, where its unit is often stated; for a
    table that opens its post, the end of the post before it."""
    start = v.text.rfind("\n", 0, max(0, table.start - 1))
    start = v.text.rfind("\n", 0, max(0, start)) + 1 if start > 0 else 0
    caption = v.text[start : table.start]
    if not caption.strip() and v.previous is not None:
        caption = v.previous.text[-200:]
    if v.heading is not None:
        caption = v.heading.text + "\n" + caption
    return caption


def _bracket_metric(v: PostView, table: Table) -> str | None:
    """The metric of values written in brackets, when the caption names it."""
    m = _BRACKET_RE.search(_caption_text(v, table))
    return _label_metric(m["what"]) if m else None


def _in_parentheses(v: PostView, q: Quantity) -> bool:
    before = v.text[max(0, q.start - 2) : q.start]
    return before.endswith("(") and v.text[q.end : q.end + 1] == ")"


#: A header naming the legs of its slash-separated cells: "Acceptance length (chat / code)".
_LEGS_RE = regex.compile(r"\(\s*[\w-]+\s*/\s*[\w-]+\s*\)")


def _whole_cell(v: PostView, q: Quantity) -> bool:
    """True when the number is all its table cell holds (bold and a ± spread aside)."""
    for table in v.tables:
        located = (
            table.locate(q.number_start) if table.start <= q.number_start < table.end else None
        )
        if located and located[1] is not None:
            cell = located[1]
            rest = v.text[cell.start : q.start] + v.text[q.end : cell.end]
            rest = regex.sub(r"\([^()]*\)", "", rest)  # a bracketed second figure
            # "25.96 → **28.54** (+9.9%)": a before → after pair, each figure whole
            rest = regex.sub(
                r"^[\s*]*[\d.,]+[\s*]*(?:→|->)[\s*]*$|^[\s*]*(?:→|->)[\s*]*[\d.,]+[\s*]*$",
                "",
                rest,
            )
            header = located[2]
            if header is not None and _LEGS_RE.search(v.text, header.start, header.end):
                # "1.82 / 1.88" under "(chat / code)": one figure per leg
                rest = regex.sub(r"^\s*[\d.]+\s*/|/\s*[\d.]+\s*$", "", rest.strip())
            return not regex.search(r"[A-Za-z0-9]", rest)
    return False


def _row_label(v: PostView, q: Quantity) -> tuple[int, int] | None:
    """The first cell of the table row holding the number, when the number is not in it."""
    for table in v.tables:
        if table.start <= q.number_start < table.end:
            k = table.row_index(q.number_start)
            if k is not None and table.rows[k][2]:
                first = table.rows[k][2][0]
                if not (first.start <= q.number_start < first.end):
                    return first.start, first.end
    return None


#: Two figures joined by a slash: "3971.8 / **81.82 t/s**", "12241 / 376.9".
_SLASH_PAIR_RE = regex.compile(
    r"(?<![\w.,/])(?P<a>\d[\d,]*(?:\.\d+)?)(?:[ \t]*t/s)?\**[ \t]*/[ \t]*\**"
    r"(?P<b>\d[\d,]*(?:\.\d+)?)(?![\w.,]*\d|[ \t]*/[ \t]*\d)"
)
#: A llama-bench test pair named for such figures: "pp1024 / tg400", "PP/TG".
_PP_TG_RE = regex.compile(r"(?i)(?<![\w-])pp\d*[ \t]*/[ \t]*tg\d*(?![\w-])")


def _pp_tg_pair(text: str, q: Quantity) -> str | None:
    """The metric of one figure of an "A / B" pair under "pp1024 / tg400": the
    first is prompt processing, the second generation."""
    line_start = text.rfind("\n", 0, q.number_start) + 1
    line_end = text.find("\n", q.number_end)
    line_end = len(text) if line_end < 0 else line_end
    for m in _SLASH_PAIR_RE.finditer(text, line_start, line_end):
        if q.number_start not in (m.start("a"), m.start("b")):
            continue
        # the pair's own line before it, or the paragraph's lines above it
        above_start = text.rfind("\n\n", 0, line_start)
        above = text[0 if above_start < 0 else above_start : m.start()]
        named = list(_PP_TG_RE.finditer(above))
        if not named or above.count("\n") - above[: named[-1].start()].count("\n") > 3:
            return None
        return "prefill_tps" if q.number_start == m.start("a") else "decode_tps"
    return None


#: A header "cell" this long is a sentence the row ran into, not a column's name.
_PROSE_CELL = 80


def extract_claims(view_: PostView, doc_setup: dict[str, Any]) -> list[Claim]:
    """The claims of one post (its own text), with spans relative to that text."""
    v = view_
    quantities = find_quantities(v.text)
    claims: list[Claim] = []
    header_rows = [(t.header[0].start, t.header[-1].end) for t in v.tables if t.header]
    header_cells = [c for t in v.tables if t.header for c in t.header]
    for k, q in enumerate(quantities):
        if _is_condition(v, q):
            continue
        if any(a <= q.number_start < b for a, b in header_rows) and not (
            q.unit is not Unit.NONE
            and any(
                c.start <= q.number_start < c.end and c.end - c.start > _PROSE_CELL
                for c in header_cells
            )
        ):
            continue  # a column's name, unless a sentence with its own figure ran into it
        scopes, zones, quote_bounds = _scopes(v, q)
        unit = q.unit
        label_cues: list[str] = []
        paired = _pp_tg_pair(v.text, q)
        if paired is not None and unit in (Unit.NONE, Unit.TPS):
            unit, label_cues = Unit.TPS, [paired]
        elif unit is Unit.NONE:
            unit, label_cues = _bare_metric(v, q, scopes, quantities, k)
        if unit is Unit.NONE and not label_cues:
            continue  # a bare number is a claim only under a label that names its metric
        if unit is not Unit.TPS and len(scopes.near) > 3:
            zones = [
                z for z in zones if z != scopes.near[3]
            ]  # a row's other cells time other things
        cues = label_cues or _metric_cues(v, zones, q.number_start)
        if not cues and unit is Unit.TPS:
            # "Prefill is compute-bound ... Both models start at ~167–172 tok/s": a
            # paragraph opening with its phase names the rates that follow.
            cues = _paragraph_topic(v.text, q.start)
        if not cues and unit is not Unit.NONE:
            # "• Prompt Processing (TTFT): 549.27 tok/s": the line's label before its colon.
            line_start = v.text.rfind("\n", 0, q.start) + 1
            colon = v.text.rfind(":", line_start, q.start)
            if colon > line_start and not regex.search(r"\d", v.text[colon : q.start]):
                cues = metric_cues(v.text, line_start, colon, colon)
        if unit is Unit.TPS and not label_cues:
            # "prompt eval time = 343.41 ms / 7 tokens ( 49.06 ms per token, 20.38
            # tokens per second)": the line's label names the rate in its brackets.
            opened = v.text.rfind("(", v.text.rfind("\n", 0, q.start) + 1, q.start)
            if opened > 0 and ")" not in v.text[opened : q.start]:
                # The label since the last closing bracket: timing lines joined onto
                # one line ("prompt eval time = ... (...) eval time = ... (...)").
                line_start = max(
                    v.text.rfind("\n", 0, opened) + 1, v.text.rfind(")", 0, opened) + 1
                )
                bracket_cues = metric_cues(v.text, line_start, opened, opened)
                cues = bracket_cues or cues
        if not cues and unit is not Unit.NONE and _in_parentheses(v, q):
            table = next((t for t in v.tables if t.start <= q.number_start < t.end), None)
            bracket = _bracket_metric(v, table) if table is not None else None
            if bracket:
                cues = [bracket]  # "171.4 (5.71 ms)" under "TPOT in brackets"
        if (
            unit is Unit.TPS
            and not _DECODE_AFTER_RE.match(v.text, q.end)
            and (
                (
                    _PROMPT_NEAR_RE.search(v.text[max(0, q.start - 16) : q.start])
                    and not _NAMED_PROMPT_RE.search(v.text[max(0, q.start - 40) : q.start])
                )
                or _PROMPT_AFTER_RE.match(v.text, q.end)
                or _PROMPT_COUNT_RE.search(v.text, v.text.rfind("\n", 0, q.start) + 1, q.start)
                or _PROMPT_LABEL_RE.fullmatch(v.text, v.text.rfind("\n", 0, q.start) + 1, q.start)
            )
        ):
            cues = ["prefill_tps", *cues]  # "prompt ~1.1k t/s", "780 t/s prompt"
        elif unit is Unit.TPS and _DECODE_LABEL_RE.search(
            v.text, max(0, q.start - 20), q.number_start
        ):
            cues = ["decode_tps", *cues]  # "speed input: 3650 toks/s, output: 1842 toks/s"
        if unit in (Unit.S, Unit.MS):
            line_start = v.text.rfind("\n", 0, q.start) + 1
            phase = _PHASE_LINE_RE.match(v.text, line_start, q.start)
            line_end = v.text.find("\n", q.end)
            if _SPLIT_TIMING_LINE_RE.search(
                v.text, line_start, line_end if line_end > 0 else len(v.text)
            ):
                # KoboldCpp's request timings: the generation's time per token and the
                # request's total time; the prompt's and generation's spans are neither.
                head = v.text[line_start : q.start]
                if unit is Unit.MS and _GENERATION_PER_TOKEN_RE.search(head):
                    cues = ["tpot_ms"] if v.text.startswith("/T", q.end) else []
                elif unit is Unit.S and _TOTAL_TIME_LABEL_RE.search(head):
                    cues = ["latency_s"]
                else:
                    cues = []
            elif phase:
                # SGLang's bench_one_batch: "Decode 0. Batch size: 1, latency: 0.00602 s"
                # times one decode step; "Prefill. latency: 0.0799 s" the prompt's pass.
                cues = ["tpot_ms" if phase["phase"].lower() == "decode" else "ttft_ms"]
            elif not cues and _PER_TOKENS_AFTER_RE.match(v.text, q.end):
                cues = ["latency_s"]  # "about 2.4 seconds per 200 tokens": a reply's time
        metric, factor = _classify(unit, cues)
        if metric is None and claims and unit is not Unit.NONE:
            # "74% at k=1, 62% at k=2, 53% at k=3": list items share the first one's metric.
            metric, factor = _sibling_metric(v.text, claims[-1], q, unit)
        if (
            metric is None
            and unit in (Unit.MS, Unit.S)
            and doc_setup.get("_time_metric")
            and _STAT_BEFORE_RE.search(v.text, max(0, q.start - 12), q.start)
        ):
            # "Batch 64: ..., avg 1611.47ms, std 143.69ms" in a text about TTFT alone
            metric = doc_setup["_time_metric"]
            factor = (
                {Unit.MS: 1, Unit.S: 1000}[unit]
                if metric != "latency_s"
                else (0.001 if unit is Unit.MS else 1)
            )
        if metric is None:
            continue
        if metric == "acceptance_rate" and q.unit is Unit.NONE:
            line_start = v.text.rfind("\n", 0, q.start) + 1
            if q.high > 1 and not (
                q.high <= 100 and _RATE_LABEL_BEFORE_RE.search(v.text, line_start, q.start)
            ):
                continue  # a bare count next to "accepted" is not a rate
            if q.high <= 1:
                factor = 100  # "acceptance rate = 0.738": a fraction
        if _is_non_claim(v, q, metric, scopes):
            continue
        context = _resolve(v, q, scopes, doc_setup, metric)
        if _reference_value(v, q, metric):
            continue
        stat = context.pop("_stat", None)
        if _OTHER_PERCENTILE_BEFORE_RE.search(v.text, max(0, q.start - 12), q.start):
            stat = None  # "avg 1611.47ms, ..., p95 1795.47ms": its own percentile, unnamed
        if stat is None:
            stat = _snake_header_stat(v, q)  # "| ttft_p50_ms |": the column's statistic
        listed = _listed_stat(v, q)
        if listed is not None:
            stat = listed[0]  # "(min, max, ave): 2.337, ...": the list names each one's
        start, end = _quote_span(v.text, q, quote_bounds)
        held = next((t for t in v.tables if t.start <= q.number_start < t.end), None)
        claims.append(
            Claim(
                table_start=held.start if held is not None else None,
                metric=metric,
                low=round(q.low * factor, 6),
                high=round(q.high * factor, 6),
                approx=q.approx,
                stat=stat,
                start=start,
                end=end,
                quote=v.text[start:end],
                context=context,
            )
        )
    return _mark_on_legs(claims)


#: A standard deviation's name right before its figure.
_SPREAD_BEFORE_RE = regex.compile(
    r"(?i)\b(?:std|stdev|stddev|std\.?[ \t]*dev\.?|σ)[ \t]*[:=]?[ \t]*$"
)
#: A percentile beyond p99 right before its figure (or its metric's label).
_TAIL_STAT_BEFORE_RE = regex.compile(
    r"(?i)\bp(?:99\.9+|999+)\b(?:[ \t]+[A-Za-z]{2,6}(?:[ \t]*\([a-z/]+\))?)?[ \t]*[:=]?[ \t]*$"
)
_SNAKE_STATS = {"p50": "p50", "p90": "p90", "p99": "p99", "mean": "mean", "avg": "mean",
                "median": "median", "min": "min", "max": "max"}  # fmt: skip


def _snake_header_stat(v: PostView, q: Quantity) -> str | None:
    """The statistic a snake-case column name carries: "ttft_p50_ms" is p50."""
    head = _column_head(v, q)
    if head is None:
        return None
    named = (m[1].lower() for m in SNAKE_STAT_RE.finditer(v.text[head.start : head.end].strip()))
    return next((_SNAKE_STATS[n] for n in named if n in _SNAKE_STATS), None)


#: A time stated for a number of generated tokens: "2.4 seconds per 200 tokens".
_PER_TOKENS_AFTER_RE = regex.compile(
    r"(?i)[ \t]+(?:per|for)[ \t]+(?:every[ \t]+)?\d{2,6}[ \t]+(?:output[ \t]+|generated[ \t]+|new[ \t]+)?tokens\b"
)
#: A percentile the guide has no statistic for, right before its figure.
_OTHER_PERCENTILE_BEFORE_RE = regex.compile(r"(?i)\bp(?!50\b|90\b|99\b)\d{2}\b[ \t]*[:=]?[ \t]*$")
#: A statistic's name right before a time: "avg 1611.47ms", "p50: 328 ms".
_STAT_BEFORE_RE = regex.compile(
    r"(?i)\b(?:avg|average|mean|median|p50|p90|p99|min|max)[ \t]*[:=]?[ \t]*$"
)
#: Characters between two list items that share a metric.
SIBLING_GAP = 60


def _listed_stat(v: PostView, q: Quantity) -> tuple[str | None] | None:
    """The statistic a statistics list line names for the value ``q`` (a 1-tuple,
    ``(None,)`` for one the guide has no name for), or ``None`` off such a line."""
    if "stat_lists" not in v.setup_cache:
        v.setup_cache["stat_lists"] = [
            Mention("listed", stat, start, end) for start, end, stat in stat_list_values(v.text)
        ]
    for m in v.setup_cache["stat_lists"]:
        if m.start <= q.number_start < m.end:
            return (m.value,)
    return None


def _reference_value(v: PostView, q: Quantity, metric: str) -> bool:
    """A baseline row's own ratio (a table's "1.00×"): the reference the others are
    measured against, not a measurement."""
    if q.low != 1.0 or q.high != 1.0 or metric != "speedup":
        return False
    return any(t.start <= q.number_start < t.end for t in v.tables)


def _sibling_metric(text: str, last: Claim, q: Quantity, unit: Unit) -> tuple[str | None, float]:
    """The metric of the claim just before, when this number continues its list."""
    gap = text[last.end : q.start]
    if last.end > q.start or len(gap) > SIBLING_GAP or "\n" in gap:
        return None, 1
    if _METRIC_UNITS.get(last.metric) == unit:
        return last.metric, 1
    if last.metric in ("ttft_ms", "tpot_ms") and unit in (Unit.MS, Unit.S):
        return last.metric, 1000 if unit is Unit.S else 1  # both in milliseconds
    return None, 1


def _mark_on_legs(claims: list[Claim]) -> list[Claim]:
    """In a post that reports a speculation-off leg, claims with a method are the on legs."""
    if not any(c.context.get("spec_enabled") is False for c in claims):
        return claims
    for claim in claims:
        if "spec_method" in claim.context and "spec_enabled" not in claim.context:
            claim.context["spec_enabled"] = True
    return claims


def _quote_span(text: str, q: Quantity, bounds: tuple[int, int]) -> tuple[int, int]:
    lo, hi = bounds
    start = max(lo, q.start - 40)
    if start > lo:
        space = text.find(" ", start, q.start)
        start = space + 1 if space >= 0 else q.start
    end = q.end
    tail = text[q.end : min(hi, q.end + 30)]
    m = regex.match(r"[ \t]*[A-Za-z][\w-]*(?:[ \t]+[A-Za-z][\w-]*)?", tail)
    if m and q.unit is not Unit.NONE:
        end = q.end + m.end()
    while start < q.start and text[start] in " \t*|:•·-–—,;(":
        start += 1
    while end > q.end and text[end - 1] in " \t*|:•·,;(":
        end -= 1
    return start, end
