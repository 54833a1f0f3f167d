"""A post's text analysed once: sentences, cues, mentions, tables, sections.

:func:`view` builds the :class:`PostView` every later step reads; its
:class:`MentionIndex` answers "mentions of this key inside this span" in log
time, so long posts stay linear.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass, field

import regex

from extractors.layout import Cell, Table, find_tables, sections
from extractors.mentions import (
    Mention,
    accelerator_mentions,
    all_mentions,
    engine_of,
    model_slug,
    spec_method_of,
)
from extractors.nlp import Analysis, Cue, analyse
from extractors.quantities import Quantity, Unit, find_quantities

#: Headings of sections whose run conditions hold for the whole post.
_SETUP_HEADING_RE = regex.compile(
    r"(?i)^\W*(?:test\s+|bench(?:mark)?\s+|my\s+|the\s+)?(?:setup|set-up|config(?:uration)?|environment|env|hardware|system|rig"
    r"|bench(?:mark)?(?:\s+(?:setup|config|command|settings))?|method(?:ology)?|settings|command|launch|how\s+i\s+(?:ran|tested|measured)|workload|conditions|params|parameters|tweaks|flags|options"
    # "What I'm benchmarking with", "What we tested on", "Test machine", "Testbed"
    r"|what\s+(?:i|we)(?:['’]m|['’]re|\s+am|\s+are|\s+was|\s+were)?\s+(?:benchmark(?:ing|ed)|test(?:ing|ed)|run(?:ning)?|ran|us(?:ed|ing))\s+(?:it\s+)?(?:with|on)(?=[\s:.…]*$)"
    r"|test[\s-]*(?:machine|box|bed|rig|hardware|system)s?)\b"
)


_COMPARATOR_RE = regex.compile(
    r"(?i)(?:\bover|\bvs\.?|\bversus|\bcompared\s+(?:to|with)|\bthan|\brelative\s+to|\bagainst|\bfrom)\s+(?:the\s+|a\s+)?$"
)


#: Words before "math" that make it the author's own arithmetic.
_RECKONING_RE = regex.compile(
    r"(?i)\b(?:napkin|envelope|quick|rough|simple|the|some|do|did|my|that|basic|bandwidth"
    r"|parallel|vector|matrix|tensor|fast|integer|floating[ -]point)[ \t]+$"  # "parallel math": compute
)
#: "zero translation latency", "address translation": the hardware's, not a translation task.
_HARDWARE_TRANSLATION_RE = regex.compile(
    r"(?i)[ \t]+(?:latency|layers?|overhead|lookaside|tables?|units?|caches?|misses|faults?)\b"
)


#: "I run big models on it for coding agent workloads": what the author uses
#: the machine for, not the prompts of a measured run.
_HABITUAL_BEFORE_RE = regex.compile(
    r"(?i)\b(?:I|we)\s+(?:(?:mostly|mainly|usually|normally|primarily|also|daily)\s+)?"
    r"(?:run|use)\b[^.\n]{0,80}?\bfor\s+(?:my\s+|our\s+|all\s+)?$"
)
#: What something is good for, before a kind of prompt: a use, not the run's prompts.
_PURPOSE_BEFORE_RE = regex.compile(
    r"(?i)\b(?:matters?|important|useful|suited|ideal|good|best|great|critical|built|designed"
    r"|optimi[sz]ed)\s+(?:most\s+|more\s+|mainly\s+)?for\s+(?:interactive\s+|real-time\s+"
    r"|everyday\s+|agentic\s+|local\s+)?$"
)
#: Words before a kind of prompt that say the run did not use it, or others did.
_NOT_THIS_WORKLOAD_RE = regex.compile(
    r"(?i)(?:\b(?:no|not|without|non)[ \t-]+(?:any[ \t]+)?"
    r"|\b(?:everyone|everybody|others|other[ \t]+people|most[ \t]+people)[ \t]+(?:else[ \t]+)?"
    r"(?:is|are|was|were)?[ \t]*\w*[ \t]+)$"
)
_HABITUAL_AFTER_RE = regex.compile(
    r"(?i)(?:\s+(?:agent|assistant|agentic))?\s+(?:workloads?|work|tasks?|stuff|projects?|purposes)\b"
)


#: Words before a dataset name that make it training data.
_TRAINED_ON_RE = regex.compile(
    r"(?i)\b(?:trained|fine-?tuned|distill(?:ed)?|calibrated)\b[^.\n]{0,40}?\b(?:on|with)\s+(?:the\s+)?$"
)


#: Text around a workload word that makes it part of an interface's name.
_API_BEFORE_RE = regex.compile(
    r"(?i)(?:/v\d+/|\w(?<!\b(?:technical|general|creative|long|short|plain|english|natural"
    r"|simple|complex|python|rust|java|js|c))[-_]"
    r"|\b(?:claude|vs|visual\s+studio|qwen|gemini|github|open)\s+)$"
)  # "openai-chat", "/v1/chat", "Claude Code", "VS Code": a product or interface
# ("technical-prose", "python-code": a kind of text)
_API_AFTER_RE = regex.compile(
    r"(?i)(?:[-_/.]\w|\s+(?:completions?|template|endpoint|api|format|backend|ui|interface)\b)"
)


#: Workload words that also name interfaces ("openai-chat", "code-interpreter");
#: a benchmark set's name ("SWEBench-Verified") is never one.
_GENERIC_WORKLOAD_WORDS = frozenset(
    {"chat", "code", "coding", "math", "random", "json", "prose", "text", "completion"}
)
#: "a code regression", "the code path", "read the code": the software, not a kind of prompt.
_SOFTWARE_CODE_AFTER_RE = regex.compile(
    r"(?i)[ \t]+(?:regressions?|changes?|paths?|bugs?|fix(?:es)?|reviews?|base|quality|style|cleanup"
    r"|freeze|owners?|comments?|diffs?|branch(?:es)?|merges?|updates?|refactor\w*|blocks?|debt"
    r"|coverage|smells?|rot|source|repo(?:sitory)?)\b"
)
_SOFTWARE_CODE_BEFORE_RE = regex.compile(
    r"(?i)\b(?:the|this|that|my|our|your|his|her|their|its|new|old|same|python|rust|cuda|kernel"
    r"|library|engine|server|project|source|open[ \t-]source"
    r"|studio|vs)[ \t]+$"  # an editor: "Visual Studio Code 2022", "VS Code"
)
_PROMPT_NOUN_AFTER_RE = regex.compile(
    r"(?i)[ \t]+(?:prompts?|tasks?|workloads?|benchmarks?|sets?|questions?|problems?|requests?"
    r"|generation|completions?|tests?|suites?|dataset|samples?|runs?|legs?|cases?)\b"
)
#: "mixed-precision", "mixed results", "mixed GPUs": mixed something else, not mixed prompts.
_MIXED_OTHER_AFTER_RE = regex.compile(
    r"(?i)[- \t]+(?:precision|bits?|bitwidths?|quants?|quanti[sz]ation|results?|bag|feelings?|reviews?"
    r"|signals?|hardware|gpus?|cards?|setups?|rigs?|vendors?|architectures?|experts?)\b"
)
_PLACEHOLDER_RE = regex.compile(r"\[(?:code|image|video|link|quote)\]", regex.IGNORECASE)


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
    #: The post after this one (a legend below a table may start it).
    following: PostView | None = None
    #: A label line ending in ':' over posts of results ("ShareGPT, same flags:"):
    #: its conditions are those results', not the document's.
    labels_results: bool = False
    #: In plain text, the block of a launch command (no figures of its own) that
    #: opens the run this block's figures come from, within one section.
    run_command: PostView | None = None
    #: In plain text, the engine a label line of an earlier block ("vLLM
    #: Performance") names for the blocks below it, up to the next such label.
    engine_section: str | None = None
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
    """A block that is only a heading: one short line, no sentence, no measured
    number; or one line ending in ":" that introduces the block below it
    ("Max-throughput check, --tp 8 --ep 8, concurrency 256:")."""
    stripped = text.strip()
    if "\n" in stripped or not stripped:
        return False
    if stripped.endswith(":") and len(stripped) <= 200 and not measured_quantities(stripped):
        return True
    if len(stripped) > 80:
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
    mentions += _model_column_mentions(text, tables, mentions)
    drafts = _draft_cells(text, tables)
    if drafts:
        # "| Draft model |" cells name the draft ("0.5B (Q8_0)"): its format and
        # name are not the run's model; a draft there means speculation was on.
        mentions = [
            m
            for m in mentions
            if m.key not in _DRAFT_CELL_KEYS or not any(c.start <= m.start < c.end for c in drafts)
        ]
        for cell in drafts:
            off = _OFF_LABEL_RE.match(text, cell.start, cell.end) or not text[
                cell.start : cell.end
            ].strip(" *_`-—–")
            mentions.append(Mention("spec_enabled", not off, cell.start, cell.end))
            named = any(
                m.key == "spec_method" and cell.start <= m.start < cell.end for m in mentions
            )
            if not off and not named:
                mentions.append(Mention("spec_method", "draft-model", cell.start, cell.end))
    kv_cells = _header_cells(text, tables, _KV_HEADER_RE)
    if kv_cells:
        # "| KV Cache |" over "q8_0 / q5_0": the cache's types, not the weights' format
        mentions = [
            m
            for m in mentions
            if m.key != "precision" or not any(c.start <= m.start < c.end for c in kv_cells)
        ]
    names = [(m.start, m.end) for m in mentions if m.key in ("accelerator", "model", "cpu")]
    mentions = [
        m for m in mentions if m.key != "stat" or not any(a <= m.start < b for a, b in names)
    ]  # "M1 Max", "Ryzen AI Max+", "Gemma 3n Mini": a name, not the statistic max
    mentions += spec_leg_mentions(text, tables, mentions)
    mentions += _single_part_mentions(tables, mentions)
    advice = [
        (a, b) for a, b in analysis.sentences if _ADVICE_RE.search(text, a, b)
    ]  # fmt: skip
    if advice:
        # "For the BF16 model you may need at least 32x A800": what another
        # setup would take, not what a run used.
        mentions = [
            m
            for m in mentions
            if m.key not in _ADVISED_KEYS or not any(a <= m.start < b for a, b in advice)
        ]
    return PostView(text, analysis, mentions, tables, sections(text))


_ADVICE_RE = regex.compile(
    r"(?i)\byou(?:[ \t]+(?:may|might|would|will|should|could))?[ \t]+(?:need|want)\b"
    r"|\byou(?:'ll|'d)[ \t]+(?:need|want)\b|\bneeds?[ \t]+at[ \t]+least\b"
    r"|\bif[ \t]+you[ \t]+(?:have|own|run|use|are[ \t]+on)\b"  # "If you have an M3, ..."
)
_ADVISED_KEYS = frozenset(
    {"accelerator", "accelerator_count", "gpu_count", "precision", "model_precision", "model"}
)


def _single_part_mentions(tables: Sequence[Table], mentions: Sequence[Mention]) -> list[Mention]:
    """ "P40" beside "3xP40" in a table's row labels: the bare part is one card."""
    found = []
    for table in tables:
        labels = [row[2][0] for row in table.rows if row[2]]

        def inside(key: str, cell: Cell) -> bool:
            return any(
                m.key == key and cell.start <= m.start and m.end <= cell.end for m in mentions
            )

        if not any(inside("accelerator_count", c) for c in labels):
            continue
        for cell in labels:
            if inside("accelerator", cell) and not inside("accelerator_count", cell):
                found.append(Mention("accelerator_count", 1, cell.start, cell.end))
    return found


#: A table row or column label naming the no-speculation leg.
_OFF_LABEL_RE = regex.compile(
    r"(?i)[\W_]*(?:off|none|no[ -]?spec(?:ulation|ulative)?|baseline|disabled|vanilla|plain|w/o[ -]spec\w*"
    r"|without[ -]spec\w*|auto-?regressive|no[ -]?draft|w/o[ -]draft|without[ -]draft)(?![\w-])"
)


#: A table label naming the speculative leg beside an "off" one ("On: aggregate").
_ON_LABEL_RE = regex.compile(
    r"(?i)[\W_]*(?:on|enabled|with[ -]spec\w*|spec(?:ulation|ulative)?[ -]on"
    # "SpecDec (t/s)", "Spec decode", "w/ spec", "w/ draft" beside "Baseline (t/s)"
    r"|spec(?:dec|ulative|ulation)?(?:[ -]?dec(?:ode|oding)?)?|w/[ ]?(?:spec\w*|draft)|with[ -]draft)(?![\w-])"
)


def spec_leg_mentions(
    text: str, tables: Sequence[Table], mentions: Sequence[Mention]
) -> list[Mention]:
    """On/off legs of a table that compares speculation with none.

    When a table's row labels (or column headers) name speculative settings
    ("k=2", "EAGLE3", a draft length) and one of them names no speculation
    ("off", "(none)", "baseline"), the off label's cells are the ``false``
    leg and the speculative labels' cells the ``true`` leg.
    """
    spec_keys = ("spec_tokens", "spec_method")
    found: list[Mention] = []
    for table in tables:
        groups = [[row[2][0] for row in table.rows if row[2]]]
        if table.header:
            groups.append(list(table.header[1:]))
        for labels in groups:
            off = [c for c in labels if _OFF_LABEL_RE.match(text, c.start, c.end)]
            on = [
                c
                for c in labels
                if c not in off
                and (
                    _ON_LABEL_RE.match(text, c.start, c.end)
                    or any(
                        m.key in spec_keys and c.start <= m.start and m.end <= c.end
                        for m in mentions
                    )
                )
            ]
            if off and on:
                found += [Mention("spec_enabled", False, c.start, c.end) for c in off]
                found += [Mention("spec_enabled", True, c.start, c.end) for c in on]
    return found


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
            r"isl|(?:input|prompt)(?:[ _-](?:len(?:gth)?|size))?(?: (?:in )?tokens)?|context|ctx|depth",
            "input_len",
        ),
        (
            r"osl|output(?:[ _-](?:len(?:gth)?|size))?(?: (?:in )?tokens)?|gen(?:eration)?[ _-]len(?:gth)?"
            r"|(?:avg\.?|average|mean)?[ ]?(?:completion|output|generated)[ ]tokens",
            "output_len",
        ),
        (r"#\s*gpus?|gpu[ _-]count|num[ _-]gpus|n[ _-]?gpus|gpus|cards", "accelerator_count"),
        (
            r"k|draft|draft[ _-]?len(?:gth)?|draft[ _-]?max|num[ _-]speculative[ _-]tokens|spec(?:ulative)?[ _-]tokens|draft tokens|max[ _-]draft[ _-]len"
            r"|spec[ _-]?len(?:gth)?|num[ _-]spec[ _-]tokens|(?:spec[ _-])?(?:draft[ _-])?n[ _-]max",
            "spec_tokens",
        ),
        (r"temp|temperature", "temperature"),
    )
]


_JSON_HEADER_RE = regex.compile(r"(?i)json(?:[ _-](?:mode|schema|output))?")
_PART_HEADER_RE = regex.compile(r"(?i)accelerator|gpus?|card|hardware|device|chip")


_CELL_NUMBER_RE = regex.compile(
    r"^\W*(?P<n>\d+(?:\.\d+)?)\s*(?P<k>[kK])?(?:\s*\((?P<note>[a-z ]{1,20})\))?\W*$"
)


_SWEEP_HEADER_RE = regex.compile(r"(?i)\bS_(?:PP|TG)\b")


#: A column header naming the draft model a row ran with.
_DRAFT_HEADER_RE = regex.compile(
    r"(?i)[ \t*_`]*(?:draft(?:er)?(?:[ _-]?(?:model|size|gguf|checkpoint))?)[ \t*_`]*"
)
_DRAFT_CELL_KEYS = frozenset({"precision", "model", "model_precision", "model_size"})


def _draft_cells(text: str, tables: Sequence[Table]) -> list[Cell]:
    """The cells under a "Draft model" column header."""
    return _header_cells(text, tables, _DRAFT_HEADER_RE)


#: A column of KV-cache types: "| KV Cache |", "| KV type |", "| cache-type-k/v |".
_KV_HEADER_RE = regex.compile(
    r"(?i)[ \t*_`]*(?:kv|k/v)(?:[ _-]?cache)?(?:[ _-]?(?:type|dtype|quant))?[ \t*_`]*"
    r"|[ \t*_`]*(?:--)?cache[ _-]type(?:[ _-]?[kv](?:/v)?)?[ \t*_`]*"
)


#: A load after "max": "maximum load", "max concurrency", "max batch size".
_LOAD_AFTER_MAX_RE = regex.compile(
    r"(?i)[ \t]+(?:load|concurrency|concurrent|batch|users?|context|requests|sequences|num[_ ]seqs)\b"
)
#: Words after a task naming how well a model does it, not what a run processed.
_QUALITY_AFTER_RE = regex.compile(
    r"(?i)[ \t]*(?:\([^()\n]{0,20}?)?(?:scores?|quality|accuracy|pass[ \t@-]?(?:rate|@?\d)|judged"
    r"|cross-judged|evals?|evaluations?|benchmark[ \t]+scores?)\b"
)


def _header_cells(text: str, tables: Sequence[Table], header_re: regex.Pattern[str]) -> list[Cell]:
    """The cells under every column header ``header_re`` matches whole."""
    cells = []
    for table in tables:
        for col, head in enumerate(table.header or []):
            if header_re.fullmatch(text, head.start, head.end):
                cells += [row[col] for _, _, row in table.rows if col < len(row)]
    return cells


#: A column of model names: "| Model |", "| model name |", "| LLM |".
_MODEL_HEADER_RE = regex.compile(r"(?i)(?:model(?:[ _]name)?|llm|checkpoint)")
#: A model name of a family the catalog does not know, with its size:
#: "llava-interleave-qwen-0.5b-bf16", "molmo2-4b", "org/Foo-7B-Instruct".
_SIZED_NAME_RE = regex.compile(
    r"(?i)(?:[\w.-]+/)?[a-z][\w.]*(?:-[\w.]+)*?-\d+(?:\.\d+)?[bm](?:-a\d+(?:\.\d+)?b)?(?:[-_.][\w.-]*)?"
)


def _model_column_mentions(
    text: str, tables: Sequence[Table], mentions: Sequence[Mention]
) -> list[Mention]:
    """Cells of a model column that name a sized model of a family the model
    patterns do not know, slugged by the guide's rules."""
    found: list[Mention] = []
    for table in tables:
        if not table.header:
            continue
        for col, head in enumerate(table.header):
            if not _MODEL_HEADER_RE.fullmatch(text[head.start : head.end].strip(" *_`")):
                continue
            for _, _, cells in table.rows:
                if col >= len(cells):
                    continue
                cell = cells[col]
                if any(m.key == "model" and cell.start <= m.start < cell.end for m in mentions):
                    continue
                raw = text[cell.start : cell.end].strip(" *_`")
                if not _SIZED_NAME_RE.fullmatch(raw):
                    continue
                at = cell.start + text[cell.start : cell.end].index(raw)
                slug, precision = model_slug(raw)
                found.append(Mention("model", slug, at, at + len(raw)))
                if precision:
                    found.append(Mention("model_precision", precision, at, at + len(raw)))
    return found


def _column_mentions(text: str, tables: Sequence[Table]) -> list[Mention]:
    """Cells of condition columns ("TP", "Concurrency", "ISL") as mentions of their key."""
    found: list[Mention] = []
    for table in tables:
        if not table.header:
            continue
        labels = [text[h.start : h.end].strip(" *_`") for h in table.header]
        found += _length_headers(text, table, labels)
        found += _switch_column(text, table, labels)
        found += _version_column(text, table, labels)
        for col, head in enumerate(table.header):
            label = labels[col]
            if _JSON_HEADER_RE.fullmatch(label):
                # A "json" column among prompt-set columns: structured output.
                found.append(Mention("workload", "structured", head.start, head.end))
                continue
            key = next((k for rx, k in _COLUMN_KEYS if rx.fullmatch(label)), None)
            if key is None and _SWEEP_HEADER_RE.search(" ".join(labels)):
                # llama-sweep-bench: "PP" and "TG" are the tests' sizes, "N_KV" the depth.
                key = {"pp": "pp_len", "tg": "tg_len", "n_kv": "depth_len"}.get(label.lower())
            if (
                key is None
                and label.lower() == "n"
                and any(_PART_HEADER_RE.fullmatch(x) for x in labels)
            ):
                key = "accelerator_count"  # "n" next to a GPU column: how many
            if key == "input_len" and "depth" in label.lower():
                key = _depth_column_key(text, table, col)
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
                note = (m["note"] or "").lower()
                if key == "batch_size" and regex.search(r"concurren|parallel|simultaneous", note):
                    # "| 2 (concurrent) |" under "Batch": requests at once, not a batch.
                    found.append(Mention("concurrency", int(value), cell.start, cell.end))
                    continue
                if key == "batch_size" and value == 1 and regex.search(r"serial|sequential", note):
                    found.append(Mention("concurrency", 1, cell.start, cell.end))
                    continue
                if value == 0 and key in (
                    "input_len",
                    "output_len",
                    "concurrency",
                    "batch_size",
                    "depth_len",
                ):
                    # Depth 0: no prompt before the test; a count, not a length nor a claim.
                    found.append(Mention("token_count", 0, cell.start, cell.end))
                    continue
                found.append(
                    Mention(key, int(value) if value.is_integer() else value, cell.start, cell.end)
                )
    return found


_SPEC_WORDS_RE = regex.compile(
    r"(?i)\b(?:mtp|draft\w*|spec(?:ulative)?\w*|eagle\d?|nextn|medusa)\b"
)


def _depth_column_key(text: str, table: Table, col: int) -> str | None:
    """A "depth" column holds context depths (input lengths) unless its values are
    a handful ("1", "2", "3"): then, in a text about speculation, draft depths."""
    values = []
    for _, _, cells in table.rows:
        if col < len(cells):
            m = _CELL_NUMBER_RE.match(text[cells[col].start : cells[col].end])
            if m:
                values.append(float(m["n"]) * (1000 if m["k"] else 1))
    if not values or max(values) > 16:
        return "input_len"
    return "spec_tokens" if _SPEC_WORDS_RE.search(text) else None


_SPEC_HEADER_RE = regex.compile(
    r"(?i)spec(?:ulative)?(?:[ _-]?(?:decoding|decode|dec))?|draft(?:ing)?(?:[ _-]model)?"
)
_YES_RE = regex.compile(r"(?i)\W*(?:yes|on|y|enabled|true|\u2713|\u2714|\u2705)\W*")
_NO_RE = regex.compile(r"(?i)\W*(?:no|off|n|disabled|false|none|\u2717|\u2718|\u274c)\W*")


def _switch_column(text: str, table: Table, labels: Sequence[str]) -> list[Mention]:
    """A column headed by speculation or a method ("| MTP |", "| Spec decode |")
    whose cells say yes or no: each row's on or off leg (and the method, when on)."""
    found: list[Mention] = []
    for col, label in enumerate(labels):
        method = spec_method_of(label.rstrip("?"))
        if method is None and not _SPEC_HEADER_RE.fullmatch(label.rstrip("?")):
            continue
        cells = [row[2][col] for row in table.rows if col < len(row[2])]
        yes = [c for c in cells if _YES_RE.fullmatch(text, c.start, c.end)]
        no = [c for c in cells if _NO_RE.fullmatch(text, c.start, c.end)]
        if not yes or not no:
            continue  # not a switch the table turns on and off
        found += [Mention("spec_enabled", False, c.start, c.end) for c in no]
        found += [Mention("spec_enabled", True, c.start, c.end) for c in yes]
        if method is not None:
            found += [Mention("spec_method", method, c.start, c.end) for c in yes]
    return found


#: "| version |", "| Engine release |", "| Ollama version |" (an engine's name first).
_VERSION_HEADER_RE = regex.compile(
    r"(?i)(?:engine[ _-]?|(?P<name>[\w.-]+)[ \t]+)?(?:version|release|build)"
)
_VERSION_CELL_RE = regex.compile(
    r"\W*(?P<v>v?\d+\.\d+\.\d+(?:\.\d+)?(?:[.-]?(?:post|rc|dev)\d+)?)\W*"
)


def _version_column(text: str, table: Table, labels: Sequence[str]) -> list[Mention]:
    """Cells of a column headed by an engine or "version" that hold releases
    ("| vLLM |" over "0.26.0"): each row's engine version."""
    found: list[Mention] = []
    for col, label in enumerate(labels):
        engine = engine_of(label)
        header = _VERSION_HEADER_RE.fullmatch(label)
        if engine is None and header is None:
            continue
        if engine is None and header["name"]:
            engine = engine_of(header["name"])  # "| Ollama version |"
            if engine is None:
                continue  # "| CUDA version |": another program's release
        for _, _, cells in table.rows:
            if col >= len(cells):
                continue
            m = _VERSION_CELL_RE.fullmatch(text, cells[col].start, cells[col].end)
            if m is None:
                continue
            found.append(Mention("engine_version", m["v"], m.start("v"), m.end("v")))
            if engine is not None:
                found.append(Mention(f"engine_version:{engine}", m["v"], m.start("v"), m.end("v")))
    return found


_LENGTH_HEADER_RE = regex.compile(
    r"(?i)(?P<n>\d+(?:\.\d+)?)\s*(?P<k>k)(?:\s*(?:ctx|context|tokens?|tok))?"
)
_DEPTH_WORDS_RE = regex.compile(r"(?i)\b(?:context|ctx|depth|kv[ -]?cache|prompt|input)\b")


def _length_headers(text: str, table: Table, labels: Sequence[str]) -> list[Mention]:
    """Column headers that are lengths ("| Model | 4K | 16K | 32K |") under a caption
    or header naming the context: each column's input length."""
    lengths = [
        (head, m) for head, label in zip(table.header or (), labels, strict=True)
        if (m := _LENGTH_HEADER_RE.fullmatch(label))
    ]  # fmt: skip
    if len(lengths) < 2:
        return []
    named = " ".join(labels)
    if table.caption is not None:
        named += " " + text[table.caption[0] : table.caption[1]]
    if not _DEPTH_WORDS_RE.search(named):
        return []
    return [
        Mention("input_len", round(float(m["n"]) * 1000), head.start, head.end)
        for head, m in lengths
    ]


#: A list of prompt kinds the run mixes: "mixing short Q&A, code generation,
#: summarization, and long context", "a mix of chat and coding prompts".
_MIX_LIST_RE = regex.compile(
    r"(?i)\b(?P<cue>mix(?:ture)?[ \t]+of(?![ \t]+experts?\b)|mixing|blend[ \t]+of|combination[ \t]+of)[ \t]+"
    r"(?P<list>[^.;:\n]{3,160}?(?:,|\band\b|\bor\b)[^.;:\n]{1,80})"
)


_VERDICT_BEFORE_RE = regex.compile(
    r"(?i)\b(?:is|are|was|were|looks?|seems?|somewhat|rather|very|pretty|bit)[ \t]+$"
)


def _mixed_lists(text: str, cues: Sequence[Cue]) -> list[tuple[int, int, int, int]]:
    """Lists of prompt kinds ("mixing Q&A, code, ..."): cue start and end, list start and end."""
    spans = []
    for m in _MIX_LIST_RE.finditer(text, timeout=1.0):
        if any(c.label == "WORKLOAD" and m.start("list") <= c.start < m.end() for c in cues):
            spans.append((m.start(), m.end("cue"), m.start("list"), m.end()))
    return spans


def _cue_mentions(text: str, cues: Sequence[Cue]) -> list[Mention]:
    found = []
    mixed = _mixed_lists(text, cues)
    for start, cue_end, _, _ in mixed:
        found.append(Mention("workload", "mixed", start, cue_end))
    for cue in cues:
        if cue.label == "WORKLOAD":
            if any(a <= cue.start < b for _, _, a, b in mixed):
                continue  # one kind in a list of several the run mixes: the run is mixed
            if cue.id == "mixed" and _MIXED_OTHER_AFTER_RE.match(text, cue.end):
                continue  # "a mixed-precision quant", "mixed results": not a mix of prompts
            if cue.id == "mixed" and _VERDICT_BEFORE_RE.search(
                text, max(0, cue.start - 16), cue.start
            ):
                continue  # "35B Is Mixed", "results were mixed": a verdict, not a workload
            if cue.start > 0 and _PLACEHOLDER_RE.match(text, cue.start - 1):
                continue  # "[code]": a scraper's stand-in for a code block, not a workload
            if regex.search(r"</?$", text[max(0, cue.start - 2) : cue.start]):
                continue  # "<code inline="">": an HTML tag, not a workload
            generic = text[cue.start : cue.end].lower() in _GENERIC_WORKLOAD_WORDS
            if generic and (
                _API_BEFORE_RE.search(text, max(0, cue.start - 12), cue.start)
                or _API_AFTER_RE.match(text, cue.end)
            ):
                continue  # "openai-chat", "Claude Code", "chat template": an interface
            if cue.id == "code" and text[cue.start : cue.end].lower() == "code":
                if _SOFTWARE_CODE_AFTER_RE.match(text, cue.end) or (
                    _SOFTWARE_CODE_BEFORE_RE.search(text, max(0, cue.start - 12), cue.start)
                    and not _PROMPT_NOUN_AFTER_RE.match(text, cue.end)
                ):
                    continue  # "a code regression", "read the code": the software itself
            if _TRAINED_ON_RE.search(text, max(0, cue.start - 60), cue.start):
                continue  # "a head we trained on ShareGPT": training data, not the workload
            if cue.id == "math" and _RECKONING_RE.search(text, max(0, cue.start - 24), cue.start):
                continue  # "napkin math", "do the math": a calculation, not a workload
            if text[cue.start : cue.end].lower() == "synthetic" and regex.match(
                r"(?i)[ \t]+(?:agentic|agent|chat|conversations?|coding|code|math|prose|essay|rag)\b",
                text[cue.end : cue.end + 20],
            ):
                continue  # "a synthetic agentic prompt": made up, but of a kind, not random tokens
            if text[cue.start : cue.end].lower() == "translation" and (
                _HARDWARE_TRANSLATION_RE.match(text, cue.end)
                or regex.search(r"(?i)\baddress[ \t]+$", text[max(0, cue.start - 10) : cue.start])
            ):
                continue  # "zero translation latency": address translation, not a task
            if _HABITUAL_AFTER_RE.match(text, cue.end) and _HABITUAL_BEFORE_RE.search(
                text, max(0, cue.start - 120), cue.start
            ):
                continue  # "I run it for coding tasks": the author's use, not a run's prompts
            if _PURPOSE_BEFORE_RE.search(text, max(0, cue.start - 60), cue.start):
                continue  # "the metric that matters most for interactive chat": a use
            if _QUALITY_AFTER_RE.match(text, cue.end):
                continue  # "strong coding scores", "Coding (Haiku-judged)": output quality
            if _NOT_THIS_WORKLOAD_RE.search(text, max(0, cue.start - 48), cue.start):
                continue  # "no code, since everyone else is benchmarking code": not this run's
            found.append(Mention("workload", cue.id, cue.start, cue.end))
        elif cue.label == "STAT":
            if regex.search(r"\w-$", text[max(0, cue.start - 2) : cue.start]):
                continue  # "--draft-max 8", "n-max": part of a flag or a name, no statistic
            if cue.id == "max" and _LOAD_AFTER_MAX_RE.match(text, cue.end):
                continue  # "under maximum load", "max concurrency": the load, no statistic
            if cue.id == "min" and regex.search(
                r"\d[ \t]?$", text[max(0, cue.start - 2) : cue.start]
            ):
                continue  # "41 min", "3min": minutes, the figure's unit
            found.append(Mention("stat", cue.id, cue.start, cue.end))
        elif cue.label == "SPEC_ON":
            found.append(Mention("spec_enabled", True, cue.start, cue.end))
        elif cue.label == "SPEC_OFF":
            before = text[max(0, cue.start - 30) : cue.start]
            comparator = bool(_COMPARATOR_RE.search(before))
            found.append(Mention("spec_enabled", comparator, cue.start, cue.end))
    return found


def find_quantities_with_unit(text: str) -> list[Quantity]:
    return [q for q in find_quantities(text) if q.unit is not Unit.NONE]


#: What follows the "x" of a count of parts ("2x RTX 4090", "8x H100"), not of a speed-up.
_COUNT_OF_PARTS_RE = regex.compile(r"(?<=[x×])[ \t]*(?:[A-Z]|\d{3,})")


#: "3960X", "7950X": a product number, not a speed-up (no one measures 100x and more).
_PRODUCT_NUMBER_X = 100


def measured_quantities(text: str) -> list[Quantity]:
    """Numbers with a unit that read as measurements: "1x H200" counts parts
    and "two 4090s" names cards, not seconds."""
    found = [
        q
        for q in find_quantities_with_unit(text)
        if not (
            q.unit is Unit.X
            and (_COUNT_OF_PARTS_RE.match(text, q.end) or q.low >= _PRODUCT_NUMBER_X)
        )
    ]
    if any(q.unit is Unit.S for q in found):
        parts = [m for m in accelerator_mentions(text) if m.key == "accelerator"]
        found = [
            q
            for q in found
            if not (q.unit is Unit.S and any(m.start <= q.number_start < m.end for m in parts))
        ]
    return found
