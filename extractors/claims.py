"""Claims: measured numbers with their metric, value and context.

For each number in a post's own text this module decides whether it is a
claim (a metric it can be tied to, and no sign that it is a setting, a
formula, a hypothetical or someone else's figure), normalizes it to the
metric's base unit, and builds its context from the nearest enclosing unit
of text that states each key: clause, sentence (or table cell and row),
column header, caption, label line, section, post, then document. A key is
only filled where the text ties it; at post and document level only a value
that dominates the others is used.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import regex

from extractors.layout import _NEXT_ITEM_RE, Table, clause_span, enclosing, find_tables, sections
from extractors.mentions import Mention, all_mentions
from extractors.nlp import Analysis, Cue, analyse, patterns
from extractors.quantities import UNIT_PATTERNS, Quantity, Unit, find_quantities

#: Keys that describe the setup and may come from anywhere in the post or document.
SETUP_KEYS = (
    "model", "precision", "accelerator", "accelerator_count", "tp", "ep", "dp", "pp",
    "engine", "engine_version", "spec_method", "spec_tokens",
)  # fmt: skip
#: Keys that describe one run; they may come from the post, never from other posts.
RUN_KEYS = (
    "input_len",
    "output_len",
    "workload",
    "scope",
    "concurrency",
    "batch_size",
    "temperature",
)
#: Keys only the claim's own clause, sentence, table or label line may set.
LOCAL_KEYS = ("spec_enabled", "stat")

#: Setup keys never taken from other posts of the document (they vary run to run).
POST_ONLY_SETUP = frozenset({"spec_tokens"})

#: Headings of sections whose run conditions hold for the whole post.
_SETUP_HEADING_RE = regex.compile(
    r"(?i)^\W*(?:test\s+|bench(?:mark)?\s+|my\s+|the\s+)?(?:setup|set-up|config(?:uration)?|environment|env|hardware|system|rig"
    r"|bench(?:mark)?(?:\s+(?:setup|config|command|settings))?|method(?:ology)?|settings|command|launch|how\s+i\s+(?:ran|tested|measured)|workload|conditions|params|parameters)\b"
)

#: At post and document level, a value is used only when it has at least this
#: many times the mentions of any other value of the same key.
DOMINANCE = 2

#: Characters of text before a number searched for a label such as "TTFT (ms):".
LABEL_WINDOW = 60

_LABEL_RE = regex.compile(
    r"(?P<label>[A-Za-z][\w /.+\-]{0,50}?)\s*(?:\((?P<unit>[^()]{1,16})\))?\s*(?:[:=]|\|)\s*\**\s*$"
)
_COMPARATOR_RE = regex.compile(
    r"(?i)(?:\bover|\bvs\.?|\bversus|\bcompared\s+(?:to|with)|\bthan|\brelative\s+to|\bagainst|\bfrom)\s+(?:the\s+|a\s+)?$"
)
_X_FOLLOW_BAD_RE = regex.compile(
    r"(?i)^\s*(?:\(|[\d]|GB\b|TB\b|slower|regression|slowdown|worse|less|more\s+(?:memory|vram|power|expensive|bandwidth)|the\s+(?!baseline|throughput|speed|decode|tok)\w+|cheaper|bigger|larger|smaller|as\s+(?:much|many|expensive|fast))"
)
_X_FOLLOW_GOOD_RE = regex.compile(
    r"(?i)^\s*(?:faster|speed-?ups?|over|vs\.?|versus|improvement|boost|higher|throughput|better|the\s+(?:baseline|throughput|speed|decode|tok)|on\s+\w+|with\b|at\b|for\b|in\s+(?:throughput|decode|speed)|\)|,|\.|;|$|—|-\s|\|)"
)
_FORMULA_RE = regex.compile(
    r"[=]\s*[^=\n]{0,40}[×*]\s*\(|[×*]\s*\(\s*1\s*\+|=\s*\d+\s*[×*/]\s*\d|÷"
)
_COUNTER_LABEL_RE = regex.compile(
    r"(?i)\b(?:per[- ]position|accepted\s+throughput|drafted\s+throughput|num[_ ]draft(?:ed)?[_ ]tokens|num[_ ]accepted[_ ]tokens|drafted\s*:|accepted\s*:)[^\n]{0,30}$"
)
_LIMIT_BEFORE_RE = regex.compile(
    r"(?:≤|≥|<=|>=|(?<![-=])<|(?<![-=])>)\s*$|(?i:\bat\s+most|\bat\s+least|\bmust\s+be|\bbudget\s+of|\btarget\s+of)\s*$"
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

    @property
    def key(self) -> tuple[int, int, str]:
        """What identifies a claim within its document."""
        return self.start, self.end, self.metric


class MentionIndex:
    """Mentions by key, sorted by position, for span and nearest queries in log time."""

    #: Longest mention span, for overlap queries.
    MAX_SPAN = 200

    def __init__(self, mentions: Sequence[Mention]) -> None:
        by_key: dict[str, list[Mention]] = {}
        for m in sorted(mentions, key=lambda m: (m.start, m.end)):
            by_key.setdefault(m.key, []).append(m)
        self._by_key = by_key
        self._starts = {k: [m.start for m in ms] for k, ms in by_key.items()}

    def keys(self) -> list[str]:
        """The keys with at least one mention."""
        return list(self._by_key)

    def of(self, key: str) -> list[Mention]:
        """Every mention of ``key``, in text order."""
        return self._by_key.get(key, [])

    def within(self, key: str, span: tuple[int, int] | None) -> list[Mention]:
        """Mentions of ``key`` lying wholly inside ``span``."""
        if span is None or key not in self._by_key:
            return []
        s, e = span
        starts = self._starts[key]
        found = []
        for m in self._by_key[key][bisect_left(starts, s) : bisect_left(starts, e)]:
            if m.end <= e:
                found.append(m)
        return found

    def overlapping(self, key: str, start: int, end: int) -> bool:
        """Whether a mention of ``key`` overlaps ``[start, end)``."""
        if key not in self._by_key:
            return False
        starts = self._starts[key]
        lo = bisect_left(starts, start - self.MAX_SPAN)
        hi = bisect_left(starts, end)
        return any(m.end > start for m in self._by_key[key][lo:hi])


@dataclass
class PostView:
    """Everything found in one post's text before claims are built."""

    text: str
    analysis: Analysis
    mentions: list[Mention]
    tables: list[Table]
    sections: list[tuple[int, int]]
    #: The heading post this post sits under (text documents put headings in
    #: blocks of their own), and whether that heading announces a setup.
    heading: PostView | None = None
    setup_post: bool = False
    #: The post before this one in the document (a table's caption may end it).
    previous: PostView | None = None
    index: MentionIndex = field(init=False)
    sentence_at: dict[tuple[int, int], int] = field(init=False)
    sentence_spans: list[tuple[int, int]] = field(init=False)
    setup_cache: dict[str, list[Mention]] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.index = MentionIndex(self.mentions)
        self.sentence_spans = list(self.analysis.sentences)
        self.sentence_at = {span: i for i, span in enumerate(self.sentence_spans)}

    def add_mentions(self, mentions: Sequence[Mention]) -> None:
        """Add mentions found after the view was built (and re-index)."""
        self.mentions.extend(mentions)
        self.index = MentionIndex(self.mentions)
        self.setup_cache.clear()


def is_heading(text: str) -> bool:
    """A block that is only a heading: one short line, no sentence, no measured number."""
    stripped = text.strip()
    if "\n" in stripped or not stripped or len(stripped) > 80:
        return False
    if stripped.startswith("#"):
        return True
    if stripped.endswith((".", "!", "?", ",", ";")) or stripped.startswith(
        ("-", "*", "•", ">", "|")
    ):
        return False
    return not find_quantities_with_unit(stripped) and len(stripped.split()) <= 10


def is_setup_heading(text: str) -> bool:
    return bool(_SETUP_HEADING_RE.match(text.strip().lstrip("#").strip()))


def view(text: str) -> PostView:
    """Analyse a post's own text (quoted lines already blanked out)."""
    analysis = analyse(text)
    tables = find_tables(text)
    mentions = (
        all_mentions(text) + _cue_mentions(text, analysis.cues) + _column_mentions(text, tables)
    )
    return PostView(text, analysis, mentions, tables, sections(text))


#: Table column headers that name a condition, and the context key of their cells.
_COLUMN_KEYS: list[tuple[regex.Pattern[str], str]] = [
    (regex.compile(p, regex.IGNORECASE), key)
    for p, key in (
        (r"tp|tp[ _-]?size|tensor[ -]parallel(?:ism|[ _-]size)?", "tp"),
        (r"ep|ep[ _-]?size|expert[ -]parallel(?:ism|[ _-]size)?", "ep"),
        (r"dp|dp[ _-]?size|data[ -]parallel(?:ism|[ _-]size)?", "dp"),
        (r"pp[ _-]?size|pipeline[ -]parallel(?:ism|[ _-]size)?", "pp"),
        (
            r"c|conc\.?|concurrency|max[ _-]?concurrency|concurrent(?: requests| users)?|clients|users|parallel(?: requests)?",
            "concurrency",
        ),
        (r"(?:global |static |max |per-gpu )?(?:bs|batch|batch[ _-]?size)", "batch_size"),
        (
            r"isl|input(?:[ _-]len(?:gth)?)?(?: tokens)?|prompt(?:[ _-]len(?:gth)?)?(?: tokens)?|context|ctx|depth",
            "input_len",
        ),
        (
            r"osl|output(?:[ _-]len(?:gth)?)?(?: tokens)?|gen(?:eration)?[ _-]len(?:gth)?",
            "output_len",
        ),
        (r"#\s*gpus?|gpu[ _-]count|num[ _-]gpus|n[ _-]?gpus|gpus|cards", "accelerator_count"),
        (
            r"k|draft[ _-]?len(?:gth)?|draft[ _-]?max|num[ _-]speculative[ _-]tokens|spec(?:ulative)?[ _-]tokens|draft tokens|max[ _-]draft[ _-]len",
            "spec_tokens",
        ),
        (r"temp|temperature", "temperature"),
    )
]
_CELL_NUMBER_RE = regex.compile(r"^\W*(?P<n>\d+(?:\.\d+)?)\s*(?P<k>[kK])?\W*$")


def _column_mentions(text: str, tables: Sequence[Table]) -> list[Mention]:
    """Cells of condition columns ("TP", "Concurrency", "ISL") as mentions of their key."""
    found: list[Mention] = []
    for table in tables:
        if not table.header:
            continue
        for col, head in enumerate(table.header):
            label = text[head.start : head.end].strip(" *_`")
            key = next((k for rx, k in _COLUMN_KEYS if rx.fullmatch(label)), None)
            if key is None:
                continue
            for _, _, cells in table.rows:
                if col >= len(cells):
                    continue
                cell = cells[col]
                m = _CELL_NUMBER_RE.match(text[cell.start : cell.end])
                if not m:
                    continue
                value = float(m["n"]) * (1000 if m["k"] else 1)
                found.append(
                    Mention(key, int(value) if value.is_integer() else value, cell.start, cell.end)
                )
    return found


def _cue_mentions(text: str, cues: Sequence[Cue]) -> list[Mention]:
    found = []
    for cue in cues:
        if cue.label == "WORKLOAD":
            found.append(Mention("workload", cue.id, cue.start, cue.end))
        elif cue.label == "STAT":
            found.append(Mention("stat", cue.id, cue.start, cue.end))
        elif cue.label == "SPEC_ON":
            found.append(Mention("spec_enabled", True, cue.start, cue.end))
        elif cue.label == "SPEC_OFF":
            before = text[max(0, cue.start - 30) : cue.start]
            comparator = bool(_COMPARATOR_RE.search(before))
            found.append(Mention("spec_enabled", comparator, cue.start, cue.end))
    return found




# --- metric --------------------------------------------------------------------------


def _unit_of(text: str | None) -> Unit:
    if not text:
        return Unit.NONE
    for unit, pattern in UNIT_PATTERNS.items():
        if regex.fullmatch(rf"\s*(?:{pattern})\s*", text, regex.IGNORECASE):
            return unit
    return Unit.NONE


@lru_cache(maxsize=1)
def _metric_lexicon() -> regex.Pattern[str]:
    """One pattern of every METRIC cue phrase; the group name is the metric."""
    phrases: list[tuple[str, str]] = []
    for entry in patterns():
        if entry.label == "METRIC" and isinstance(entry.pattern, str):
            phrase = (
                regex.escape(entry.pattern)
                .replace(r"\ ", r"[\s_-]*")
                .replace(r"\-", r"[\s_-]?")
                .replace(r"\+", r"\s*\+\s*")
            )
            phrases.append((entry.pattern, f"(?P<{entry.id}>{phrase})"))
    # Longest phrase first, so "acceptance length" wins over "acceptance".
    body = "|".join(group for _, group in sorted(phrases, key=lambda p: -len(p[0])))
    return regex.compile(rf"(?<![A-Za-z0-9])(?:{body})(?![A-Za-z0-9])", regex.IGNORECASE)


def metric_cues(text: str, start: int, end: int, near: int) -> list[str]:
    """Metric names whose cue words appear in ``text[start:end]``, nearest to ``near`` first."""
    found = []
    for m in _metric_lexicon().finditer(text, start, end, overlapped=True, timeout=1.0):
        metric = m.lastgroup
        if metric:
            distance = near - m.end() if m.end() <= near else m.start() - near
            found.append((abs(distance), -len(m.group()), metric))
    return [metric for _, _, metric in sorted(found)]


def _metric_cues(v: PostView, zones: Sequence[tuple[int, int]], near: int) -> list[str]:
    """Metric cues of the first zone that has any."""
    for start, end in zones:
        ids = metric_cues(v.text, start, end, near)
        if ids:
            return ids
    return []


def _label_metric(label: str) -> str | None:
    """The metric a label such as "Mean TTFT" or "acc_length" names.

    The cue must end the label (a unit in brackets aside), so "prompt eval
    count" names no metric; among cues ending it, the longest wins.
    """
    label = regex.sub(r"\s*\([^()]*\)\s*$", "", label).rstrip(" :=*_`")
    best: tuple[int, str] | None = None
    for m in _metric_lexicon().finditer(label, overlapped=True, timeout=1.0):
        if m.lastgroup and len(label) - m.end() <= 1:
            if best is None or len(m.group()) > best[0]:
                best = (len(m.group()), m.lastgroup)
    return best[1] if best else None


def _classify(unit: Unit, cues: list[str]) -> tuple[str | None, float]:
    """The metric and the factor to its base unit, from the unit and the cue words."""
    has = set(cues)
    if unit is Unit.TOK_STEP:
        return "acceptance_length", 1
    if unit is Unit.REQ_S:
        return "request_rate", 1
    if unit is Unit.STEP_S:
        return "step_rate", 1
    if unit is Unit.TPS:
        if "request_rate" in has and "decode_tps" not in has and "total_tps" not in has:
            return None, 1
        for metric in cues:
            if metric in ("prefill_tps", "total_tps", "decode_tps"):
                return metric, 1
        return "decode_tps", 1
    if unit is Unit.PCT:
        return ("acceptance_rate", 1) if "acceptance_rate" in has else (None, 1)
    if unit is Unit.NONE and cues and cues[0] == "acceptance_rate":
        return "acceptance_rate", 1
    if unit is Unit.MS:
        if "ttft_ms" in has:
            return "ttft_ms", 1
        if "tpot_ms" in has:
            return "tpot_ms", 1
        if "latency_s" in has:
            return "latency_s", 0.001
        return None, 1
    if unit in (Unit.S, Unit.MIN):
        scale = 60 if unit is Unit.MIN else 1
        if "ttft_ms" in has:
            return "ttft_ms", 1000 * scale
        if "latency_s" in has:
            return "latency_s", scale
        return None, 1
    if unit is Unit.X:
        return "speedup", 1
    if unit is Unit.NONE:
        for metric in cues:
            if metric in ("acceptance_length", "speedup", "request_rate", "step_rate"):
                return metric, 1
        return None, 1
    return None, 1


# --- context -------------------------------------------------------------------------


def _nearest(
    mentions: list[Mention], start: int, end: int, clause: tuple[int, int] | None = None
) -> Mention:
    """The mention closest to ``[start, end)``.

    Beyond the claim's own clause, text before the number describes it more
    often than text after it (which usually opens the next item), so a
    mention on the right outside the clause loses to any on the left.
    """

    def distance(m: Mention) -> tuple[int, int, int]:
        if m.end <= start:
            return 0, start - m.end, 0
        if m.start >= end:
            outside = clause is not None and m.start >= clause[1]
            return int(outside), m.start - end, 1
        return 0, 0, 0

    return min(mentions, key=distance)


def _dominant(mentions: list[Mention]) -> Any:
    if mentions and mentions[0].key in ("model", "accelerator"):
        mentions = _merge_model_prefixes(mentions)
    counts = Counter(m.value for m in mentions)
    ranked = counts.most_common()
    if len(ranked) == 1 or ranked[0][1] >= DOMINANCE * ranked[1][1]:
        return ranked[0][0]
    return None


def _merge_model_prefixes(mentions: list[Mention]) -> list[Mention]:
    """Count "llama-3.3-70b" as a mention of "llama-3.3-70b-instruct" when both occur."""
    values = {m.value for m in mentions}
    merged = []
    for m in mentions:
        longer = [v for v in values if v != m.value and v.startswith(m.value + "-")]
        merged.append(
            Mention(m.key, max(longer, key=len), m.start, m.end) if len(longer) == 1 else m
        )
    return merged




def _in_setup(v: PostView, key: str) -> list[Mention]:
    """Mentions of ``key`` the post states as its setup.

    That is: inside a section headed like a setup ("Setup", "Config",
    "Benchmark"), or on a setup-like line: a command line with flags, a
    ``key=value`` or ``key: value`` line, or a line of a code block.
    """
    if key in v.setup_cache:
        return v.setup_cache[key]
    v.setup_cache[key] = found = _setup_mentions(v, key)
    return found


def _setup_mentions(v: PostView, key: str) -> list[Mention]:
    if v.setup_post:
        return list(v.index.of(key))
    found: list[Mention] = []
    for start, end in v.sections:
        first_line = v.text[start : v.text.find("\n", start) if "\n" in v.text[start:end] else end]
        if _SETUP_HEADING_RE.match(first_line):
            found.extend(v.index.within(key, (start, end)))
    seen = {id(m) for m in found}
    for m in v.index.of(key):
        if id(m) not in seen and _setup_line(v.text, m.start):
            found.append(m)
    return found


_SETUP_LINE_RE = regex.compile(
    r"""(?x)^\s*(?:[-*+]\s+)?(?:
        (?:\$\s*)?(?:vllm|python3?|sglang|llama-\w+|\./\S+|trtllm-\w+|docker|ollama|mlx_lm\.\w+|lmdeploy|CUDA_VISIBLE_DEVICES\S*)\s
       |[\w .()/#-]{1,40}:\s+\S
       |.*\s--?[a-z][\w-]*[ =]
       |.*\b\w+\s*=\s*\S
    )"""
)


_SETUP_SENTENCE_RE = regex.compile(
    r"(?i)^\W*(?:all\s+(?:runs|numbers|results|tests|measurements)|every(?:thing|\s+run|\s+number|\s+result|\s+cell)"
    r"|each\s+(?:run|test)|unless\s+(?:noted|stated)|workload|dataset|prompts?|bench(?:mark)?s?\s+(?:were|was|used|ran))\b"
)


def _setup_line(text: str, pos: int) -> bool:
    """A line of setup (command, ``key: value``, ``key=value``) or a sentence
    stating the conditions of every run ("All runs ...", "Everything is ...")."""
    line_start = text.rfind("\n", 0, pos) + 1
    line_end = text.find("\n", pos)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    if find_quantities_with_unit(line):
        return False
    if _SETUP_LINE_RE.match(line):
        return True
    sentence_start = max(text.rfind(". ", line_start, pos) + 2, line_start)
    if sentence_start == line_start + 1:
        sentence_start = line_start
    return bool(_SETUP_SENTENCE_RE.match(text, sentence_start))


@dataclass(frozen=True)
class Scopes:
    """The units around one number, nearest first."""

    near: tuple[tuple[int, int] | None, ...]  # clause, sentence/cell, row, header, caption, label
    section: tuple[int, int] | None
    post: tuple[int, int]


def _resolve(
    v: PostView, q: Quantity, scopes: Scopes, doc_mentions: dict[str, Any], metric: str
) -> dict[str, Any]:
    context: dict[str, Any] = {}
    table = next((t for t in v.tables if t.start <= q.number_start < t.end), None)
    near_found: set[str] = set()
    level: dict[str, int] = {}
    for key in SETUP_KEYS + RUN_KEYS + LOCAL_KEYS:
        for index, span in enumerate(scopes.near):
            cands = v.index.within(key, span)
            if cands:
                clause = scopes.near[0] if index > 0 else None
                context[key] = _nearest(cands, q.number_start, q.number_end, clause).value
                near_found.add(key)
                level[key] = index
                break
    # A parallel layout stated in the claim's own clause ("TP4 fell ... while
    # PP4 held") is the whole layout: sizes from wider text are another run's.
    parallel_levels = [level[k] for k in _PARALLEL if k in level]
    if parallel_levels:
        for k in _PARALLEL:
            if k in level and level[k] > min(parallel_levels):
                del context[k]
                near_found.discard(k)
                near_found.add(f"blocked:{k}")
    if v.index.within("parallel_word", scopes.near[0]):
        near_found.add("parallel_word")
    for key in SETUP_KEYS + RUN_KEYS + LOCAL_KEYS:
        if key in near_found:
            continue
        value = None
        found = False
        if not found and table is not None and _varies_in(v, table, key):
            continue  # the table states this key per row or column; this cell has none
        if not found and key in _PARALLEL and _parallel_alternatives(v, near_found):
            continue
        if not found and key in SETUP_KEYS:
            for span in (scopes.section, scopes.post):
                cands = v.index.within(key, span)
                if cands:
                    value = _dominant(cands)
                    found = True
                    break
        if not found and key in RUN_KEYS:
            # A run condition holds beyond its sentence, table or label line only
            # when the post states it in a setup section.
            for cands in (_in_setup(v, key),):
                if cands:
                    value = _dominant(cands)
                    found = True
                    break
        if not found and v.heading is not None and key not in LOCAL_KEYS:
            cands = v.heading.index.of(key)
            if cands:
                value = _dominant(cands)
                found = True
        if not found and key not in LOCAL_KEYS:
            value = doc_mentions.get(key)
        if value is not None:
            context[key] = value
    _paired_version(context, v, q, scopes, doc_mentions)
    model = context.get("model")
    fuller = [m for m in doc_mentions.get("_models", ()) if m.startswith(f"{model}-")]
    if model and len(fuller) == 1:
        context["model"] = fuller[0]  # "Llama 3.1" near the claim, "Llama-3.1-8B" in the setup
    if "precision" not in context:
        value = _resolve_key(v, q, scopes, "model_precision")
        if value is None and not v.index.of("precision"):
            value = doc_mentions.get("model_precision")
        if value is not None:
            context["precision"] = value
    return _normalize_context(context, v, q, scopes, metric)


_PARALLEL = ("tp", "ep", "dp", "pp")


def _parallel_alternatives(v: PostView, near_found: set[str]) -> bool:
    """True when the claim's own text already set (or named) a parallel layout,
    or the post compares layouts (tensor and pipeline parallel stated apart):
    then no other parallel size is taken from farther away."""
    if near_found & {*_PARALLEL, "parallel_word", *(f"blocked:{k}" for k in _PARALLEL)}:
        return True
    tps, pps = v.index.of("tp"), v.index.of("pp")
    if not tps or not pps:
        return False
    together = any(abs(a.start - b.start) <= 40 for a in tps for b in pps)
    return not together


def _varies_in(v: PostView, table: Table, key: str) -> bool:
    """True when a table gives ``key`` in its rows or in its column headers."""
    if v.index.within(key, _body(table)):
        return True
    if table.header:
        head = (table.header[0].start, table.header[-1].end)
        return bool(v.index.within(key, head))
    return False


def _body(table: Table) -> tuple[int, int]:
    """The span of a table's rows (its header and caption excluded)."""
    if not table.rows:
        return table.end, table.end
    return table.rows[0][0], table.rows[-1][1]


def _resolve_key(v: PostView, q: Quantity, scopes: Scopes, key: str) -> Any:
    for span in scopes.near:
        cands = v.index.within(key, span)
        if cands:
            return _nearest(cands, q.number_start, q.number_end).value
    for span in (scopes.section, scopes.post):
        cands = v.index.within(key, span)
        if cands:
            return _dominant(cands)
    return None


def _paired_version(
    context: dict[str, Any], v: PostView, q: Quantity, scopes: Scopes, doc: dict[str, Any]
) -> None:
    """Use the version written next to the claim's own engine when one is."""
    engine = context.get("engine")
    if not engine:
        return
    key = f"engine_version:{engine}"
    table = next((t for t in v.tables if t.start <= q.number_start < t.end), None)
    if table is not None and _varies_in(v, table, "engine_version"):
        near = [m for span in scopes.near for m in v.index.within("engine_version", span)]
        if near:
            context["engine_version"] = _nearest(near, q.number_start, q.number_end).value
        else:
            context.pop("engine_version", None)
        return  # the table gives versions row by row
    paired = _resolve_key(v, q, scopes, key)
    if paired is None and v.heading is not None:
        cands = v.heading.index.of(key)
        paired = _dominant(cands) if cands else None
    if paired is None:
        paired = doc.get(key)
    if paired is not None:
        context["engine_version"] = paired
        return
    # A version stated next to another engine is not this engine's.
    version = context.get("engine_version")
    if version is not None and any(
        other.startswith("engine_version:")
        and other != key
        and any(m.value == version for m in v.index.of(other))
        for other in v.index.keys()
    ):
        del context["engine_version"]


_PER_REQUEST_METRICS = frozenset({"ttft_ms", "tpot_ms", "latency_s"})
_SUMMED_METRICS = frozenset({"decode_tps", "total_tps", "prefill_tps", "request_rate"})


def _normalize_context(
    context: dict[str, Any], v: PostView, q: Quantity, scopes: Scopes, metric: str
) -> dict[str, Any]:
    if "accelerator_count" in context and "accelerator" not in context:
        del context["accelerator_count"]
    if "accelerator" in context and "accelerator_count" not in context:
        gpus = []
        for span in scopes.near + (scopes.section, scopes.post):
            gpus = v.index.within("gpu_count", span)
            if gpus:
                break
        if gpus:
            value = _dominant(gpus)
            if value:
                context["accelerator_count"] = value
    if context.get("concurrency") == 1:
        context["scope"] = "single_stream"
    elif context.get("concurrency", 1) > 1 and "scope" not in context:
        if metric in _PER_REQUEST_METRICS:
            context["scope"] = "per_request"  # a latency measured under load is each request's
        elif metric in _SUMMED_METRICS:
            context["scope"] = "aggregate"  # throughput under load, unqualified, is the sum
    elif context.get("scope") == "single_stream":
        if "concurrency" in context and context["concurrency"] != 1:
            del context["scope"]
        else:
            context["concurrency"] = 1
    if context.get("spec_tokens") == 0:
        context["spec_enabled"] = False  # no draft tokens: no speculation
    if metric == "speedup" and context.get("spec_enabled") is False:
        context["spec_enabled"] = True  # the "off" words name the baseline of the ratio
    if context.get("spec_enabled") is False:
        context.pop("spec_method", None)
        context.pop("spec_tokens", None)
    stat = context.pop("stat", None)
    context["_stat"] = stat
    return context


def document_setup(views: Sequence[PostView]) -> dict[str, Any]:
    """Conditions stated across a group of posts (one author's), where one value dominates.

    Setup keys come from every mention; run conditions only from the posts'
    setup statements (see :func:`_in_setup`).
    """
    setup: dict[str, Any] = {}
    for key in SETUP_KEYS:
        if key in POST_ONLY_SETUP:
            continue
        cands = [m for v in views for m in v.mentions if m.key == key]
        if cands:
            value = _dominant(cands)
            if value is not None:
                setup[key] = value
    for key in sorted(
        {m.key for v in views for m in v.mentions if m.key.startswith("engine_version:")}
    ):
        cands = [m for v in views for m in v.mentions if m.key == key]
        value = _dominant(cands)
        if value is not None:
            setup[key] = value
    precisions = [m for v in views for m in v.mentions if m.key == "model_precision"]
    if precisions and not any(m.key == "precision" for v in views for m in v.mentions):
        value = _dominant(precisions)
        if value is not None:
            setup["model_precision"] = value
    setup["_models"] = tuple(
        sorted({m.value for v in views for m in v.mentions if m.key == "model"})
    )
    for key in RUN_KEYS:
        cands = [m for v in views for m in _in_setup(v, key)]
        if cands:
            value = _dominant(cands)
            if value is not None:
                setup[key] = value
    return setup


# --- claims --------------------------------------------------------------------------


def _adjacent_cue(text: str, q: Quantity, lo: int) -> tuple[str, Unit] | None:
    """A metric word written right before a bare number: "pp 1,240", "tg 34.8"."""
    window = text[max(lo, q.start - 24) : q.start]
    best = None
    for m in _metric_lexicon().finditer(window, overlapped=True, timeout=1.0):
        if not window[m.end() :].strip() and (best is None or len(m.group()) > len(best)):
            best = m.group()
    return (best, Unit.NONE) if best else None


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
        cut = max(piece.rfind(". "), piece.rfind(") "), piece.rfind("? "), piece.rfind("! "))
        tail_start = s + cut + 2 if cut >= 0 else s
        items = list(_NEXT_ITEM_RE.finditer(v.text, tail_start, e))
        if items and find_quantities_with_unit(v.text[tail_start : items[-1].start()]):
            tail_start = items[-1].end()  # "... tok/s single stream General prose •"
        tail = v.text[tail_start:e].strip(" •·*\t")
        if tail and len(tail) <= 60 and not tail.endswith((".", "!", "?")):
            if not find_quantities_with_unit(tail):
                return tail_start, e
            if len(piece) > 48:
                return None
            continue  # a sibling item: keep walking back
        return None
    return None


def find_quantities_with_unit(text: str) -> list[Quantity]:
    return [q for q in find_quantities(text) if q.unit is not Unit.NONE]


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
            near: tuple[tuple[int, int] | None, ...] = (
                clause,
                cell_span,
                header_span,
                row,
                table.caption,
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
    cut = _NEXT_ITEM_RE.search(v.text, q.end, sentence[1])
    if cut:
        sentence = (sentence[0], cut.start())  # the next item of a flattened list is not this one's
    near = (clause, sentence, label_sentence)
    section = enclosing(v.sections, q.number_start)
    zones = [
        z
        for z in (
            (clause[0], min(clause[1], q.end + 25)),
            clause,
            _line_label(v.text, q),
            label_sentence,
        )
        if z
    ]
    return Scopes(near, section, (0, len(v.text))), zones, clause


_LINE_LABEL_RE = regex.compile(r"[ \t]*(?P<label>[A-Za-z#][\w /#.()-]{1,40}?)\s*[=:]")


def _line_label(text: str, q: Quantity) -> tuple[int, int] | None:
    """The key of a ``key = value ...`` or ``key: value ...`` line holding the number."""
    line_start = text.rfind("\n", 0, q.start) + 1
    m = _LINE_LABEL_RE.match(text, line_start, q.start)
    return (m.start("label"), m.end("label")) if m else None


def _is_non_claim(v: PostView, q: Quantity, metric: str, scopes: Scopes) -> bool:
    text = v.text
    line_start = text.rfind("\n", 0, q.start) + 1
    if _COUNTER_LABEL_RE.search(text, line_start, q.start):
        return True  # a speculative decoder's counters are not the guide's metrics
    clause = scopes.near[0] or (q.start, q.end)
    sentence = scopes.near[1] or clause
    if _FORMULA_RE.search(text, sentence[0], sentence[1]):
        return True
    for cue in v.analysis.cues:
        if cue.label != "NONCLAIM":
            continue
        if cue.id in ("hypothetical", "third_party"):
            if clause[0] <= cue.start and cue.end <= q.start:
                return True
            if cue.id == "third_party" and sentence[0] <= cue.start < q.start:
                return True
        if cue.id == "change" and metric in ("speedup", "acceptance_rate"):
            if clause[0] <= cue.start and cue.end <= clause[1]:
                return True
        if cue.id in ("delta", "capacity") and clause[0] <= cue.start and cue.end <= q.start:
            return True  # "TPOT went up by 5 ms", "maximum concurrency ...: 24.59x"
    if metric == "speedup" and q.unit is Unit.X:
        after = text[q.end : q.end + 24]
        if _X_FOLLOW_BAD_RE.match(after) or _HARDWARE_AFTER_RE.match(after):
            return True
        if not q.is_range and q.low == int(q.low) and not _X_FOLLOW_GOOD_RE.match(after):
            return True
        if q.low < 1.0 or q.low > 50:
            return True
    if metric == "tpot_ms" and _RECIPROCAL_RE.match(text, q.end):
        return True  # "21.44 ms per token, 46.65 tokens per second": one figure, twice
    if _LIMIT_BEFORE_RE.search(text, max(0, q.start - 12), q.start):
        return True  # "TTFT ≤ 450 ms", "< 2 s": a limit, not a measurement
    before = text[max(0, q.start - 2) : q.start]
    if before.endswith("+") or before.endswith("-") and metric in ("speedup", "acceptance_rate"):
        return True
    return False


def _shared_unit(v: PostView, q: Quantity, quantities: list[Quantity], k: int) -> Unit:
    """A bare number followed in its sentence by a sibling with a unit ("c2 299 · c4 403 tok/s")."""
    sentence = _sentence(v, q.number_start)
    for nxt in quantities[k + 1 : k + 3]:
        if nxt.start >= sentence[1] or nxt.start - q.end > 30:
            break
        between = v.text[q.end : nxt.start]
        if nxt.unit is Unit.TPS and regex.fullmatch(
            r"(?i)\s*(?:[·,/&]|and|to|vs\.?|->|→)?\s*(?:c=?\d+|tp\d+|bs=?\d+|\w{1,3}\d*)?\s*",
            between,
        ):
            return nxt.unit
    return Unit.NONE


#: Mention keys whose numbers are conditions of a run, never its measurements.
CONDITION_KEYS = frozenset(
    {
        "accelerator", "accelerator_count", "gpu_count", "model", "engine_version", "tp", "ep",
        "dp", "pp", "spec_tokens", "concurrency", "batch_size", "input_len", "output_len",
        "temperature", "engine_version:llama.cpp",
    }
)  # fmt: skip

_METRIC_UNITS = {
    "decode_tps": Unit.TPS, "prefill_tps": Unit.TPS, "total_tps": Unit.TPS, "ttft_ms": Unit.MS,
    "tpot_ms": Unit.MS, "acceptance_rate": Unit.PCT, "acceptance_length": Unit.NONE,
    "speedup": Unit.NONE, "request_rate": Unit.REQ_S, "step_rate": Unit.STEP_S,
    "latency_s": Unit.S,
}  # fmt: skip


def _is_condition(v: PostView, q: Quantity) -> bool:
    return any(v.index.overlapping(key, q.number_start, q.number_end) for key in CONDITION_KEYS)




def _bare_metric(
    v: PostView, q: Quantity, scopes: Scopes, quantities: list[Quantity], k: int
) -> tuple[Unit, list[str]]:
    """Unit and metric cues of a number written without a unit.

    Only a label right before it ("Mean TTFT (ms): 12.3", "acc_length=2.42"),
    its table column header, or a sibling number that carries a unit
    ("c2 299 · c4 403 tok/s") can make it a claim.
    """
    lo = scopes.near[1][0] if scopes.near[1] else 0
    label = _label_before(v.text, q, lo) or _adjacent_cue(v.text, q, lo)
    if label:
        text, unit = label
        if unit is Unit.NONE:
            unit = _unit_of(text.split()[-1] if text.split() else "")
        metric = _label_metric(text)
        if metric:
            return (unit if unit is not Unit.NONE else _METRIC_UNITS[metric]), [metric]
        if unit is not Unit.NONE:
            return unit, []
    table_labels = []
    if _whole_cell(v, q):
        if len(scopes.near) > 2 and scopes.near[2]:
            table_labels.append(scopes.near[2])
        row_label = _row_label(v, q)
        if row_label:
            table_labels.append(row_label)
    table = next((t for t in v.tables if t.start <= q.number_start < t.end), None)
    if table is not None and _in_parentheses(v, q) and q.unit is Unit.NONE:
        bracket = _bracket_metric(v, table)
        if bracket:
            return _METRIC_UNITS.get(bracket, Unit.NONE), [bracket]
        return Unit.NONE, []
    for hs, he in table_labels:
        header = v.text[hs:he]
        unit = _unit_in(header)
        if _LENGTH_HEADER_RE.search(header):
            continue  # "PP", "TG", "N_KV", "T_PP s": token counts and times, not rates
        metric = _label_metric(header) or next(iter(metric_cues(v.text, hs, he, he)), None)
        if metric is None and unit is Unit.NONE and _SCOPE_HEADER_RE.search(header):
            metric, unit = (
                "decode_tps",
                Unit.TPS,
            )  # "per request", "aggregate" columns of a speed table
        if metric in ("acceptance_rate", "ttft_ms", "tpot_ms") and unit is Unit.NONE:
            metric = None  # a bare count under "Accepted" is not a rate; a time needs its unit
        if (
            metric in ("decode_tps", "prefill_tps", "total_tps")
            and unit is Unit.NONE
            and not _RATE_WORD_RE.search(header)
        ):
            metric = None  # "PP", "TG" alone head token counts, not rates
        if metric and unit is Unit.NONE:
            unit = _METRIC_UNITS[metric]
        if unit is not Unit.NONE or metric:
            return unit, [metric] if metric else []
    if table is not None and table_labels and not _parameter_column(v, table, q):
        for text in (_header_row_text(v, table), _caption_text(v, table)):
            unit = _unit_in(text)
            if unit is not Unit.NONE:
                return unit, metric_cues(text, 0, len(text), len(text))
    return _shared_unit(v, q, quantities, k), []


_LENGTH_HEADER_RE = regex.compile(
    r"(?i)^\W*(?:pp|tg|n_?kv|n_?ctx|depth|(?:input|output|prompt)?\s*tokens?|len(?:gth)?|size|count|t_\w+(?:\s+s)?|time|duration|#\s*\w+)\W*$"
)
_SCOPE_HEADER_RE = regex.compile(r"(?i)\bper[- ]?(?:request|user|stream)\b|\baggregate\b|\btotal\b")
_RATE_WORD_RE = regex.compile(
    r"(?i)throughput|speed|rate|tok|t/s|tps|per[ -]?(?:request|user|second)|aggregate|total"
)

_DECODE_AFTER_RE = regex.compile(
    r"(?i)[ \t]{0,2}(?:generation|gen|tg|decode|decoding|output|eval\s+rate)\b"
)
_PROMPT_NEAR_RE = regex.compile(
    r"(?i)\bprompt\b(?!\s+(?:tokens?|length|len|size|of))[^.\n\d]{0,12}$"
)
_PROMPT_AFTER_RE = regex.compile(
    r"(?i)[ \t]{0,2}(?:prompt|pp|prefill)\b(?!\s+(?:tokens?|length|len|size))"
)

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


def extract_claims(view_: PostView, doc_setup: dict[str, Any]) -> list[Claim]:
    """The claims of one post (its own text), with spans relative to that text."""
    v = view_
    quantities = find_quantities(v.text)
    claims: list[Claim] = []
    header_rows = [(t.header[0].start, t.header[-1].end) for t in v.tables if t.header]
    for k, q in enumerate(quantities):
        if _is_condition(v, q) or any(a <= q.number_start < b for a, b in header_rows):
            continue
        scopes, zones, quote_bounds = _scopes(v, q)
        unit = q.unit
        label_cues: list[str] = []
        if unit is Unit.NONE:
            unit, label_cues = _bare_metric(v, q, scopes, quantities, k)
        if unit is Unit.NONE and not label_cues:
            continue  # a bare number is a claim only under a label that names its metric
        if unit is not Unit.TPS and len(scopes.near) > 3:
            zones = [
                z for z in zones if z != scopes.near[3]
            ]  # a row's other cells time other things
        cues = label_cues or _metric_cues(v, zones, q.number_start)
        if not cues and unit is not Unit.NONE and _in_parentheses(v, q):
            table = next((t for t in v.tables if t.start <= q.number_start < t.end), None)
            bracket = _bracket_metric(v, table) if table is not None else None
            if bracket:
                cues = [bracket]  # "171.4 (5.71 ms)" under "TPOT in brackets"
        if (
            unit is Unit.TPS
            and not _DECODE_AFTER_RE.match(v.text, q.end)
            and (
                _PROMPT_NEAR_RE.search(v.text[max(0, q.start - 16) : q.start])
                or _PROMPT_AFTER_RE.match(v.text, q.end)
            )
        ):
            cues = ["prefill_tps", *cues]  # "prompt ~1.1k t/s", "780 t/s prompt"
        metric, factor = _classify(unit, cues)
        if metric is None and claims and unit is not Unit.NONE:
            # "74% at k=1, 62% at k=2, 53% at k=3": list items share the first one's metric.
            metric, factor = _sibling_metric(v.text, claims[-1], q, unit)
        if metric is None:
            continue
        if metric == "acceptance_rate" and q.unit is Unit.NONE:
            if q.high > 1:
                continue  # a bare count next to "accepted" is not a rate
            factor = 100  # "acceptance rate = 0.738": a fraction
        if _is_non_claim(v, q, metric, scopes):
            continue
        context = _resolve(v, q, scopes, doc_setup, metric)
        stat = context.pop("_stat", None)
        start, end = _quote_span(v.text, q, quote_bounds)
        claims.append(
            Claim(
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


#: Characters between two list items that share a metric.
SIBLING_GAP = 60


def _sibling_metric(text: str, last: Claim, q: Quantity, unit: Unit) -> tuple[str | None, float]:
    """The metric of the claim just before, when this number continues its list."""
    gap = text[last.end : q.start]
    if last.end > q.start or len(gap) > SIBLING_GAP or "\n" in gap:
        return None, 1
    if _METRIC_UNITS.get(last.metric) == unit:
        return last.metric, 1
    if last.metric in ("ttft_ms", "tpot_ms") and unit in (Unit.MS, Unit.S):
        return last.metric, 1000 if last.metric == "ttft_ms" and unit is Unit.S else 1
    return None, 1


def _mark_on_legs(claims: list[Claim]) -> list[Claim]:
    """In a post that reports a speculation-off leg, claims with a method are the on legs."""
    if not any(c.context.get("spec_enabled") is False for c in claims):
        return claims
    for claim in claims:
        if "spec_method" in claim.context and "spec_enabled" not in claim.context:
            claim.context["spec_enabled"] = True
    return claims


def _unit_in(header: str) -> Unit:
    for unit, pattern in UNIT_PATTERNS.items():
        if unit in (Unit.S, Unit.X, Unit.MIN):
            continue
        if regex.search(rf"(?i)(?:^|[\s(/]){pattern}", header):
            return unit
    if regex.search(r"(?i)\(s\)|\bsec(?:onds)?\b", header):
        return Unit.S
    if regex.search(r"(?i)speed-?up|\(x\)|\bx\b", header):
        return Unit.X
    return Unit.NONE


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
