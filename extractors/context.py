"""A claim's context: each key from the nearest unit of text that states it.

Nearest first: clause, sentence or table cell, row, column header, caption,
label line, then section, post and document. A key is only filled where
the text ties it; at post and document level only a value that dominates
its rivals is used; a table that varies a key row by row never fills it
from outside the row; run conditions travel beyond their sentence only
from setup statements. A table whose columns compare setups takes each
column's setup from the lines naming it; a no-speculation leg takes no flag
from the speculative run's command; prefill and layout comparisons take no
speculative setting from beyond their own text.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import regex

from extractors.caveats import code_spans
from extractors.launch import find_commands
from extractors.layout import (
    NUMBERED_ITEM_RE,
    TABLE_START_RE,
    Cell,
    Table,
    enclosing,
    heading_line,
    lists_settings,
    settings_table,
)
from extractors.mentions import UNNAMED_PRECISION, Mention, line_of
from extractors.metrics import metric_cues
from extractors.quantities import Quantity
from extractors.references import referenced_keys
from extractors.view import (
    _SETUP_HEADING_RE,
    PostView,
    find_quantities_with_unit,
    measured_quantities,
)

#: Keys that describe the setup and may come from anywhere in the post or document.
SETUP_KEYS = (
    "model", "precision", "accelerator", "accelerator_count", "tp", "ep", "dp", "pp",
    "engine", "engine_version", "spec_method", "spec_tokens",
)  # fmt: skip


#: Keys that describe one run; they may come from the post, never from other posts.
RUN_KEYS = (
    "input_len",
    "output_len",
    "pp_len",  # a llama-bench prompt test's size: input_len of prefill claims
    "tg_len",  # a llama-bench generation test's size: output_len of decode claims
    "depth_len",  # a llama-sweep-bench row's context depth: input_len of decode claims
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


#: At post and document level, a value is used only when it has at least this
#: many times the mentions of any other value of the same key.
DOMINANCE = 2


#: A figure with its unit right before a label: "100 tok/s single-stream".
_FIGURE_BEFORE_LABEL_RE = regex.compile(r"\d(?:[\d.,]*\d)?[ \t]*(?:tok/s|t/s|tps|ms|s|%)[ \t]+$")
#: What separates two labelled figures of a list: "/", ",", ";", "vs" (not a table's "|").
_ITEM_GAP_RE = regex.compile(r"[ \t]*(?:[/,;·]|vs\.?|and)[ \t]*")


def _previous_figures_label(text: str, m: Mention, pos: int) -> bool:
    """A label written right after the figure before ``pos`` and parted from it:
    in "100 tok/s single-stream / 225 tok/s aggregate" the first label is 100's."""
    return (
        m.end <= pos
        and _ITEM_GAP_RE.fullmatch(text, m.end, pos) is not None
        and _FIGURE_BEFORE_LABEL_RE.search(text, max(0, m.start - 24), m.start) is not None
    )


#: A figure right before an opening bracket: "5.8ms (", "172.5 tok/s (".
_FIGURE_BRACKET_RE = regex.compile(
    r"(?i)\d[\d.,]*[ \t]*(?:%|x|×|ms|s|sec|tok/s|t/s|tps|tokens?/s|req/s)[ \t]*\($"
)


def _other_figures_bracket(text: str, m: Mention, pos: int) -> bool:
    """Whether ``m`` sits in brackets that follow another figure and close before
    ``pos``: those conditions are that figure's."""
    if m.end > pos:
        return False
    opened = text.rfind("(", max(0, m.start - 80), m.start)
    if opened < 0 or ")" in text[opened : m.start]:
        return False
    closed = text.find(")", m.end, pos)
    return (
        closed >= 0 and _FIGURE_BRACKET_RE.search(text, max(0, opened - 20), opened + 1) is not None
    )


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
    if mentions and mentions[0].key.startswith("engine_version"):
        mentions = _merge_build_numbers(mentions)
    if mentions and mentions[0].key in ("input_len", "output_len", "pp_len", "tg_len"):
        mentions = _merge_rounded_lengths(mentions)
    if mentions and mentions[0].key in ("precision", "model_precision"):
        mentions = _merge_loose_formats(mentions)
    counts = Counter(m.value for m in mentions)
    ranked = counts.most_common()
    if len(ranked) == 1 or ranked[0][1] >= DOMINANCE * ranked[1][1]:
        return ranked[0][0]
    return None


#: Loose names of a format and the exact formats they stand for when the text names one.
_LOOSE_FORMATS = {"fp4": ("nvfp4", "mxfp4"), "int4": ("nvfp4", "mxfp4", "fp4", "awq", "gptq")}


def _four_bit(value: Any) -> bool:
    """A GGUF type of about four bits ("q4_k_m", "iq4_xs", "ud-q4_k_xl")."""
    return bool(regex.match(r"(?:ud-)?i?q4_", str(value)))


def _merge_loose_formats(mentions: list[Mention]) -> list[Mention]:
    """Count "FP4" as "NVFP4" when the text also names NVFP4 (and no other FP4 format),
    and "4-bit" (int4) as the one 4-bit format the text names ("native MXFP4")."""
    values = {m.value for m in mentions}
    merged = []
    for m in mentions:
        exact = [f for f in _LOOSE_FORMATS.get(m.value, ()) if f in values]
        if m.value == "int4":
            exact += sorted(str(x) for x in values if _four_bit(x))
        merged.append(Mention(m.key, exact[0], m.start, m.end) if len(exact) == 1 else m)
    return merged


def _merge_rounded_lengths(mentions: list[Mention]) -> list[Mention]:
    """Count "1k" as 1024 when the text also gives that exact length (a flag, a config)."""
    exact = {m.value for m in mentions if isinstance(m.value, int) and m.value % 1000}
    merged = []
    for m in mentions:
        near = [
            x
            for x in exact
            if isinstance(m.value, int) and m.value % 1000 == 0 and abs(x - m.value) <= 0.03 * x
        ]
        merged.append(Mention(m.key, near[0], m.start, m.end) if len(near) == 1 else m)
    return merged


def _merge_build_numbers(mentions: list[Mention]) -> list[Mention]:
    """Count "5212" (``--version`` output) as "b5212" when the text writes that release too,
    and an image tag's "v0.5.3" as the "0.5.3" the text states as its version."""
    values = {m.value for m in mentions}

    def same(value: Any) -> Any:
        if not isinstance(value, str):
            return value
        if value.isdigit() and f"b{value}" in values:
            return f"b{value}"
        if value[:1] in "vV" and value[1:2].isdigit() and value[1:] in values:
            return value[1:]
        return value

    return [Mention(m.key, same(m.value), m.start, m.end) for m in mentions]


def _squashed(slug: str) -> str:
    """A slug without the hyphen between a name and its version ("qwen-3.6" -> "qwen3.6")."""
    return regex.sub(r"(?<=[a-z])-(?=\d)", "", slug)


def _merge_model_prefixes(mentions: list[Mention]) -> list[Mention]:
    """Count "llama-3.3-70b" as a mention of "llama-3.3-70b-instruct" when both occur,
    and "mistral-small3.2 24B" as the Ollama tag "mistral-small3.2:24b" the text runs."""
    tags = {m.value.replace(":", "-"): m.value for m in mentions if ":" in str(m.value)}
    mentions = [Mention(m.key, tags.get(m.value, m.value), m.start, m.end) for m in mentions]
    values = {m.value for m in mentions}
    merged = []
    for m in mentions:
        # "qwen-3.6" ("Qwen 3.6") is a short "qwen3.6-27b" too.
        short = _squashed(str(m.value)) + "-"
        longer = [v for v in values if v != m.value and _squashed(str(v)).startswith(short)]
        merged.append(
            Mention(m.key, max(longer, key=len), m.start, m.end) if len(longer) == 1 else m
        )
    return merged


def _in_heading(v: PostView, section: tuple[int, int] | None, key: str) -> list[Mention]:
    """Mentions of ``key`` in the heading line that opens ``section``."""
    line = heading_line(v.text, section[0]) if section is not None else None
    return v.index.within(key, line) if line is not None else []


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
    legends = [
        (d.start(), len(v.text) if end is None else end.start())
        for d in _DEFINITION_RE.finditer(v.text)
        for end in [_SENTENCE_END_RE.search(v.text, d.end())]
    ]

    def own(m: Mention) -> bool:
        """Not a table's (its header or rows state their own columns' and rows'
        values) nor a legend's ('"chat" is 400 ShareGPT conversations')."""
        return not any(
            t.start <= m.start < t.end and not (settings_table(v.text, t) or listed)
            for t in v.tables
        ) and not any(a <= m.start < b for a, b in legends)

    listed = lists_settings(v.text)  # "| GPU | 1x L4 |", "| vLLM | v0.23.0 |": all settings

    if v.setup_post:
        return [m for m in v.index.of(key) if own(m)]
    found: list[Mention] = []
    for start, end in v.sections:
        first_line = v.text[start : v.text.find("\n", start) if "\n" in v.text[start:end] else end]
        heading = _SETUP_HEADING_RE.match(first_line)
        rest = first_line[heading.end() :].strip(" \t*#_`") if heading else ""
        if heading and (not rest or rest[0] in "(:-—–" or len(rest.split()) <= 3):
            # (not "Benchmark Case baseline (vLLM ...) Optimized": a table's header)
            # A table's header cell ("| Config | General | Code |") heads no section.
            found.extend(m for m in v.index.within(key, (start, end)) if own(m))
    seen = {id(m) for m in found}
    # The lead sentence, when it states the setup without a measured number,
    # says how the post's figures were measured (single stream, concurrency).
    leads = list(v.sentence_spans[:1])
    newline = v.text.find("\n")
    if v.previous is None and newline > 0 and v.sentence_spans:
        # A thread's title line, then its body's opening sentence: both lead.
        leads += [next((sp for sp in v.sentence_spans if sp[0] > newline), leads[0])]
    setup_sentences = (
        [span for span in leads if _states_setup(v, span)]
        if key in ("scope", "concurrency")
        else []
    )
    gap = v.text.find("\n\n")
    titled = v.previous is None and gap > 0 and "\n" not in v.text[:gap]
    if key in ("input_len", "workload") and v.sentence_spans and not titled:
        # "Fed it a 16k-token chunk of a codebase." opening a reply: what it ran
        # (a document's title names what it compares, not this).
        lead = v.sentence_spans[0]
        if not measured_quantities(v.text[lead[0] : lead[1]]):
            setup_sentences.append(lead)
    if v.sentence_spans:
        # "Similar on A100, same target, ShareGPT at concurrency 1: 88.6 tok/s ...":
        # the opening sentence's lead-in before its colon describes the post's run.
        lead = v.sentence_spans[0]
        colon = v.text.find(": ", lead[0], lead[1])
        if (
            colon > lead[0]
            and not measured_quantities(v.text[lead[0] : colon])
            and not _first_of_labelled_lines(v, lead[0], colon)
            # "Benchmark Case baseline Optimized\nShareGPT Total TPS: 6095.37": a
            # table's header and a row's label, the colon giving a metric's value
            and "\n" not in v.text[lead[0] : colon]
            and not any(
                c.label == "METRIC" and colon - 3 <= c.end <= colon for c in v.analysis.cues
            )
        ):
            setup_sentences.append((lead[0], colon))
    # A document's title ("... slower per slot with -np 4") names what the
    # text is about, not the conditions of every run.
    title = v.text.find("\n\n") if v.previous is None else -1
    for m in v.index.of(key):
        if id(m) in seen or not own(m):
            continue
        in_title = 0 <= m.start < title and "\n" not in v.text[:title]
        if (
            _setup_line(v.text, m.start, sentence_only=in_title)
            or any(a <= m.start < b for a, b in setup_sentences)
            or (not in_title and _labels_list(v.text, m.start))
        ):
            found.append(m)
    return found


#: A line led by its own label: "batch 8, input 128, output 256: 206.32 token/s".
_LABELLED_LINE_RE = regex.compile(r"(?m)^[ \t]*(?P<label>[^\n:]{1,80}):[ \t]+\S[^\n]*$")


def _first_of_labelled_lines(v: PostView, start: int, colon: int) -> bool:
    """Whether the lead-in ``start``..``colon`` labels only the first of several
    lines, each led by its own label ("batch 1, ...: 30.29 token/s", "batch 8,
    ...: 206.32 token/s"): a row's label, not the post's setup."""
    if "\n" in v.text[start:colon]:
        return False
    line_end = v.text.find("\n", colon)
    if line_end < 0:
        return False
    return any(
        not measured_quantities(m["label"])
        and measured_quantities(v.text[m.end("label") : m.end()])
        for m in _LABELLED_LINE_RE.finditer(v.text, line_end + 1)
    )


#: A sentence about one setup's figures: "llama.cpp numbers are llama-bench ...".
_SCOPED_SENTENCE_RE = regex.compile(
    r"(?i)[\W_]*(?:the\s+)?(?P<name>[\w.+-]+(?:\s+[\w.+-]+)?)\s+"
    r"(?:numbers|results|runs|figures|measurements|rows|columns)\s+(?:are|were|come|came|used?|all)\b"
)


def _sentence_scope(v: PostView, pos: int) -> tuple[str, Any] | None:
    """The setup (engine, accelerator, model ...) whose figures the sentence at ``pos`` describes."""
    span = next((s for s in v.sentence_spans if s[0] <= pos < s[1]), None)
    if span is None:
        return None
    m = _SCOPED_SENTENCE_RE.match(v.text, span[0], span[1])
    if m is None:
        return None
    for key in _CONTRAST_KEYS:
        named = {x.value for x in v.index.within(key, (m.start("name"), m.end("name")))}
        if len(named) == 1:
            return key, named.pop()
    return None


_OWN_BEFORE_RE = regex.compile(r"(?i)\b(?:my|our)[ \t]+(?:\d+[ \t]*x[ \t]*|two[ \t]+|four[ \t]+)?$")


#: Setup keys a sentence reporting its own figure describes for that run only.
_RUN_DESCRIBING = frozenset({"model", "accelerator", "tp", "ep", "dp", "pp"})


_TEST_BEFORE_RE = regex.compile(r"(?i)\b(?P<t>tg|pp)[ \t]*(?:[:=][ \t]*)?[~≈]?[ \t]*$")
_TEST_AFTER_RE = regex.compile(r"(?i)[ \t]*(?:t/s|tok/s|tokens/s)?[ \t]*(?P<t>tg|pp)\b")


def _bare_test(text: str, q: Quantity) -> str | None:
    """ "tg 19.5", "44.6 t/s tg": a llama-bench test named without its size."""
    m = _TEST_BEFORE_RE.search(text, max(0, q.start - 8), q.start) or _TEST_AFTER_RE.match(
        text, q.number_end
    )
    return m["t"].lower() if m else None


def _named_variant(context: dict[str, Any], doc: dict[str, Any]) -> None:
    """ "MI50" in a thread about its "MI50 32GB": the one variant the text names;
    a bare "Eagle" in a text about EAGLE3: that version."""
    if context.get("spec_method") == "eagle" and doc.get("_eagle3_only"):
        context["spec_method"] = "eagle3"
    accelerator = context.get("accelerator")
    if accelerator:
        variants = [
            a
            for a in doc.get("_accelerators", ())
            if regex.fullmatch(rf"{regex.escape(accelerator)}-(?:\d+gb|sxm\d?|pcie|nvl)", a)
        ]
        if len(variants) == 1:
            context["accelerator"] = variants[0]


def _preceding_setting(v: PostView, cands: list[Mention], pos: int, accelerator: Any = None) -> Any:
    """The value of the last command or setup line before ``pos`` that states one,
    leaving out lines about other hardware ("On the B200 node, ... --ep_size 8")."""
    before = [
        m
        for m in cands
        if m.end <= pos
        and (_setup_line(v.text, m.start) or any(f.start <= m.start < f.end for f in _fences(v)))
        and not _introduces(v.text, m.start)
        and not _about_other_hardware(v, m, accelerator)
    ]
    if not before:
        return None
    last = max(before, key=lambda m: m.start)
    line_start = v.text.rfind("\n", 0, last.start) + 1
    if any(m.value != last.value and line_start <= m.start < last.start for m in before):
        return None  # "Llama3-8B, Llama3-70B, Qwen3-32B TP=8": a list, no one setting
    return last.value


def _about_other_hardware(v: PostView, m: Mention, accelerator: Any) -> bool:
    span = next((s for s in v.sentence_spans if s[0] <= m.start < s[1]), None)
    if span is None:
        return False
    named = {x.value for x in v.index.within("accelerator", span)}
    return bool(named) and named != {accelerator}


#: A tool's own length line: llama.cpp's "prompt eval time = ... / 38 tokens",
#: Ollama's "eval count: 652 token(s)".
_TOOL_LENGTH_RE = regex.compile(
    r"(?i)(?:prompt[ \t]+)?eval[ \t]+(?:time|count)\b|(?:prompt|generation):[ \t]*\d+[ \t]+tokens,"
    r"|Generating[ \t]*\("
)


def _earlier_setting(v: PostView, doc: dict[str, Any], key: str, accelerator: Any = None) -> Any:
    """The value the last command or setup line of the author's earlier posts gives.

    The nearest earlier post that states the key settles it (perhaps to
    nothing); computed once per document and key.
    """
    cache = doc.setdefault("_cache", {})
    slot = f"earlier:{key}:{accelerator}"
    if slot not in cache:
        before: dict[int, Any] = {}
        current = None
        for prior in doc.get("_views", ()):
            before[id(prior)] = current
            stated = prior.index.of(key)
            if stated:
                current = _preceding_setting(prior, stated, len(prior.text), accelerator)
        cache[slot] = before
    return cache[slot].get(id(v))


_TIMING_LINE_RE = regex.compile(
    r"(?im)^[ \t]*(?:llama_print_timings:|llama_perf_\w+:|(?:prompt[ \t]+)?eval[ \t]+(?:time|count|duration|rate)"
    r"|total[ \t]+(?:time|duration)|load[ \t]+(?:time|duration)|sample[ \t]+time"
    # mlx_lm.generate's summary: "Prompt: 24 tokens, 180.5 tokens-per-sec", "Peak memory: 4.3 GB"
    r"|(?:prompt|generation):[ \t]*\d+[ \t]+tokens,|peak[ \t]+memory:)[^\n]*(?:\n|$)"
)


def _timing_block(v: PostView, pos: int) -> Mention | None:
    """The run of llama.cpp or Ollama timing lines holding ``pos``, outside a fence."""
    if "timing_blocks" not in v.setup_cache:
        blocks: list[Mention] = []
        for m in _TIMING_LINE_RE.finditer(v.text):
            if blocks and blocks[-1].end == m.start():
                blocks[-1] = Mention("timing", None, blocks[-1].start, m.end())
            else:
                blocks.append(Mention("timing", None, m.start(), m.end()))
        v.setup_cache["timing_blocks"] = blocks
    return next((b for b in v.setup_cache["timing_blocks"] if b.start <= pos < b.end), None)


def _block_label_leg(v: PostView, pos: int, speculative: bool = False) -> bool | None:
    """The on/off leg a label line ending in ':' gives the fenced block right below it."""
    text = v.text
    fence = next((f for f in _fences(v) if f.start <= pos < f.end), None)
    if fence is not None:
        # "EAGLE-3:" on its own line inside the block, above its result line.
        line_start = max(text.rfind("\n", fence.start, pos), fence.start)
        inner = [m for m in _inner_labels(v) if fence.start <= m.start and m.end <= line_start]
        end = inner[-1].end if inner else fence.start
        strip = " \t\n\r\f\v" if inner else "`~ \t\n"
        while end > 0 and text[end - 1] in strip:
            end -= 1
    else:
        # An unclosed fence or plain lines: the block runs from its label to a blank line.
        gap = text.rfind("\n\n", 0, pos)
        label_end = text.rfind(":\n", max(gap, 0), pos)
        if label_end < 0:
            label_end = text.rfind(":\n```", max(gap, 0), pos)
        bold = [
            m
            for m in _BOLD_LABEL_RE.finditer(text, max(gap, 0), pos)
            if "\n" not in text[m.end() : pos] or m.end() > label_end
        ]
        if bold and bold[-1].end() > label_end:
            # "**use eagle3**" on its own line above the log lines it labels
            end = bold[-1].end()
        elif label_end < 0:
            return None
        else:
            end = label_end + 1
    line_start = text.rfind("\n", 0, end) + 1
    label_start = end - len(text[line_start:end].lstrip())
    if fence is not None and text.startswith("#", label_start):
        # "# Baseline" above one log and "# EAGLE3" above the next, in one block
        labels = [m for m in _inner_labels(v) if fence.start <= m.start < fence.end]
        if _OFF_COMMENT_RE.fullmatch(text, line_start, end):
            # in a text about speculation, or beside a label naming the method
            others = [m for m in labels if m.start != line_start or m.end != end]
            named = any(v.index.within("spec_method", (m.start, m.end)) for m in others)
            return False if speculative or named else None
    elif end == 0 or text[end - 1] not in ":*" or end - line_start > 60:
        return None  # a short label ("without eagle:"), not a sentence leading into it
    legs = {m.value for m in v.index.within("spec_enabled", (line_start, end))}
    if not legs and v.index.within("spec_method", (line_start, end)):
        legs = {True}  # "EAGLE-3 (num_steps=8):" above its result block: the drafting run
    return legs.pop() if len(legs) == 1 else None


def _inner_labels(v: PostView) -> list[Mention]:
    """The post's short label lines ending in ':' (found once per post)."""
    if "inner_labels" not in v.setup_cache:
        v.setup_cache["inner_labels"] = [
            Mention("label", None, m.start(), m.end()) for m in _INNER_LABEL_RE.finditer(v.text)
        ]
    return v.setup_cache["inner_labels"]


_INNER_LABEL_RE = regex.compile(
    r"(?m)^[ \t]*[^\n:]{1,58}:[ \t]*$"
    # a shell comment naming the run below it: "# Baseline", "# EAGLE3"
    r"|^[ \t]*\#{1,3}[ \t]+[A-Za-z][^\n#:]{0,38}$"
)
#: Names of the run without speculation, in labels and column headers.
_OFF_RUN_NAMES = r"baseline|vanilla|no[ -]?spec\w*|target[ -]only"
#: A comment label naming the no-speculation run: "# Baseline", "# no spec".
_OFF_COMMENT_RE = regex.compile(
    rf"(?i)[ \t]*\#{{1,3}}[ \t]+(?:{_OFF_RUN_NAMES}|without[ -]spec\w*|no[ -]draft"
    r"|spec(?:ulation)?[ -]off)[ \t]*$"
)


def _paired_tool_length(v: PostView, span: tuple[int, int], pos: int, key: str) -> Any:
    """The length the figure's own run of timing lines states.

    A log of several runs repeats its lines ("prompt eval time", "eval time";
    Ollama's "total duration" ... "eval rate"; mlx_lm's "Prompt:" and
    "Generation:"): a run ends where a line of a kind it already has begins.
    """
    runs: list[list[int]] = []
    kinds: set[str] = set()
    for m in _TIMING_LINE_RE.finditer(v.text, span[0], span[1]):
        line = regex.sub(r"(?i)^[ \t]*(?:llama_print_timings|llama_perf_\w+):", "", m.group())
        kind = regex.split(r"[:=]", line, maxsplit=1)[0].strip().lower()
        if not runs or kind in kinds:
            runs.append([m.start(), m.end()])
            kinds = set()
        kinds.add(kind)
        runs[-1][1] = m.end()
    run = next(((a, b) for a, b in runs if a <= pos < b), None)
    if run is None:
        return None
    values = {m.value for m in v.index.within(key, run) if _TOOL_LENGTH_RE.match(v.text, m.start)}
    return values.pop() if len(values) == 1 else None


def _fences(v: PostView) -> list[Mention]:
    if "fences" not in v.setup_cache:
        v.setup_cache["fences"] = [Mention("fence", None, a, b) for a, b in code_spans(v.text)]
    return v.setup_cache["fences"]


def _lead_value(v: PostView, cands: list[Mention]) -> Any:
    """The one value a post's opening sentence, without a figure of its own, states."""
    if not v.sentence_spans:
        return None
    lead = v.sentence_spans[0]
    if measured_quantities(v.text[lead[0] : lead[1]]):
        return None
    values = {
        m.value
        for m in cands
        if lead[0] <= m.start < lead[1]
        and not _COMPARED_BEFORE_RE.search(v.text, max(lead[0], m.start - 24), m.start)
    }
    return values.pop() if len(values) == 1 else None


#: Words before the other side of a comparison: "poor performance compared to vllm".
_COMPARED_BEFORE_RE = regex.compile(
    r"(?i)(?:\b(?:compared?[ \t]+(?:to|with|against)|than|relative[ \t]+to)"
    # "+17% over FP16", "2.8x faster vs vLLM": the other side of a figure's comparison
    r"|\d[ \t]*(?:%|x|×)[ \t]+(?:(?:faster|slower|higher|lower|better|more|less)[ \t]+)?(?:over|vs\.?|versus))"
    r"[ \t]+(?:the[ \t]+)?\[?$"
)


def compared_against(text: str, pos: int) -> bool:
    """Whether the name at ``pos`` is the other side of a comparison ("so we can
    compare with the [SGL benchmark]")."""
    return bool(_COMPARED_BEFORE_RE.search(text, max(0, pos - 30), pos))


def _other_result_sentence(v: PostView, m: Mention, own: tuple[int, int] | None) -> bool:
    """``m`` sits in a sentence, not the claim's own, that reports a figure of its own."""
    span = next((s for s in v.sentence_spans if s[0] <= m.start < s[1]), None)
    if span is None or (own is not None and span[0] <= own[0] < span[1]):
        return False
    if any(t.start <= m.start < t.end for t in v.tables):
        return False
    return bool(measured_quantities(v.text[span[0] : span[1]]))


def _named_later_for_its_own_figure(
    v: PostView, q: Quantity, doc: dict[str, Any], engine: str
) -> bool:
    """Every mention of ``engine`` comes after the figure, in a sentence with a
    figure of its own ("Running Llama-3.2-3B via MLX, the A18 Pro recorded
    18,600 tok/s" below pooled medians): that figure's engine, not this one's."""
    views = doc.get("_views", ())
    here = next((k for k, x in enumerate(views) if x is v), None)
    if here is None:
        return False
    spots = doc.setdefault("_engine_spots", {})
    if engine not in spots:
        # (post, offset, in a sentence with a figure of its own) of each mention
        spots[engine] = [
            (k, m.start, _other_result_sentence(view, m, None))
            for k, view in enumerate(views)
            for m in view.index.of("engine")
            if m.value == engine
        ]
    named = spots[engine]
    return bool(named) and all(
        result and (k > here or (k == here and start >= q.number_start))
        for k, start, result in named
    )


def _labels_list(text: str, pos: int) -> bool:
    """The line at ``pos`` is a figure-free lead-in ending in ':' above a list of
    results ("Headline measured on this 4090 (single slot, 256-token completion):")."""
    line_start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    if end < 0 or measured_quantities(text[line_start:end]):
        return False
    return _introduces(text, pos) and regex.match(r"[ \t]*[-*•]", text[end + 1 :]) is not None


def _introduces(text: str, pos: int) -> bool:
    """The line at ``pos`` ends in ':' and a block of results follows: it labels
    those results ("ShareGPT, same flags:"), not what came before it."""
    end = text.find("\n", pos)
    if end < 0:
        return False
    if TABLE_START_RE.match(text, end + 1):
        return True  # the caption right above a table
    if not text[pos:end].rstrip(" *_`").endswith(":"):
        return False
    body = text[end:].lstrip("\n")
    if body.startswith(("```", "~~~")):
        close = body.find(body[:3], 3)
        block = body[: close if close > 0 else len(body)]
    else:
        stop = body.find("\n\n")
        block = body[: stop if stop >= 0 else len(body)]
    return bool(measured_quantities(block) or _RESULT_LINE_RE.search(block))


def _heads_later_block(text: str, pos: int) -> bool:
    """The line at ``pos`` is a short figure-free label opening a paragraph whose
    other lines report results ("vllm" over "output token Throughput: 169.28 tokens/s")."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    if end < 0 or end - start > 40 or measured_quantities(text[start:end]):
        return False
    if start > 0 and text[max(0, start - 2) : start] != "\n\n":
        return False  # a label opens its paragraph
    stop = text.find("\n\n", end)
    block = text[end + 1 : stop if stop >= 0 else len(text)]
    return bool(measured_quantities(block))


#: A line of a printed result ("Output token throughput (tok/s):   702.15").
_RESULT_LINE_RE = regex.compile(
    r"(?im)^.*(?:throughput|latency|ttft|tpot|itl|tok(?:en)?s?/s|t/s|req/s|\(ms\)).*\d"
)


_ASIDE_START_RE = regex.compile(
    r"(?i)\(\s*(?:was|were|vs\.?|versus|from|down\s+from|up\s+from|previously|before|compared)\b"
)


def _old_aside(text: str, m: Mention, pos: int) -> bool:
    """``m`` sits in a parenthesis about an earlier figure that ``pos`` is outside of."""
    open_ = text.rfind("(", max(0, m.start - 60), m.start)
    if open_ < 0 or ")" in text[open_ : m.start]:
        return False
    close = text.find(")", m.end)
    if close < 0 or open_ <= pos <= close:
        return False
    return bool(_ASIDE_START_RE.match(text, open_))


def _fits_scope(v: PostView, m: Mention, context: dict[str, Any]) -> bool:
    """A condition stated for one setup's figures holds for a claim of that setup only."""
    scope = _sentence_scope(v, m.start)
    return scope is None or context.get(scope[0]) == scope[1]


#: How many setup keys a sentence without a measured number must state to be
#: read as the post's setup ("same 8x RTX PRO 6000, same TP=8/EP=8, single-stream").
SETUP_SENTENCE_KEYS = 3


def _states_setup(v: PostView, span: tuple[int, int]) -> bool:
    if measured_quantities(v.text[span[0] : span[1]]):
        return False
    keys = {k for k in SETUP_KEYS if v.index.within(k, span)}
    return len(keys) >= SETUP_SENTENCE_KEYS


#: A quoted name being defined ('"edit" is ...'): a legend for one column or leg.
_DEFINITION_RE = regex.compile(r"[\"“`][^\"”`\n]{1,40}[\"”`]\s+(?:is|are|means|=)\s")
_SENTENCE_END_RE = regex.compile(r"[.;]\s|\n")


_SETUP_LINE_RE = regex.compile(
    r"""(?x)^\s*(?:[-*+]\s+)?(?:
        (?:\$\s*)?(?:vllm|python3?|sglang|llama-\w+|\./\S+|trtllm-\w+|docker|ollama|mlx_lm\.\w+|lmdeploy|CUDA_VISIBLE_DEVICES\S*)\s
       |[\w .()/#-]{1,40}:\s+\S
       |(?i:\*\*(?:test\s+)?(?:setup|config(?:uration)?|hardware|environment|env|methodology|method
          |conditions|rig|system)[.:]?\*\*[.:]?\s+\S)
       |.*[\s`]--?[a-z][\w-]*[ =]
       |.*\b\w+\s*=\s*\S
    )"""
)


_SETUP_SENTENCE_RE = regex.compile(
    r"(?i)\W*(?:(?:note|nb|n\.b\.)[,:]?\s+(?:that\s+)?(?:the\s+)?(?:[\w.-]+\s+)?(?=prompts?\b))?"
    r"(?:all\s+(?:runs|numbers|results|tests|measurements)|every(?:thing|\s+run|\s+number|\s+result|\s+cell)"
    r"|each\s+(?:run|test)|unless\s+(?:noted|stated)|workloads?|datasets?|prompts?|temp(?:erature)?|sampling|greedy"
    r"|bench(?:mark)?s?\s+(?:were|was|used|ran)|single[- ]?(?:user|stream|request)s?\s+only"
    r"|(?:i\s+)?only\s+(?:ran|tested|measured|did)\s+(?:it\s+)?(?:at\s+)?single[- ]?(?:user|stream|request)"
    r"|(?:the\s+)?[\w.+-]+(?:\s+[\w.+-]+)?\s+(?:numbers|results|figures)\s+(?:c[ao]me\s+from"
    r"|(?:are|were)\s+(?:from|measured|taken|run|using|llama-bench|mlx_lm|vllm\s+bench|sglang\.bench))"
    r"|(?:it'?s\s+|this\s+is\s+|these\s+are\s+)?(?:all\s+)?(?:single[- ]?(?:user|stream)|one\s+request\s+at\s+a\s+time)\s+(?:only|throughout|everywhere))\b"
)


def _setup_line(text: str, pos: int, sentence_only: bool = False) -> bool:
    """A line of setup (command, ``key: value``, ``key=value``) or a sentence
    stating the conditions of every run ("All runs ...", "Everything is ...");
    with ``sentence_only``, only the latter."""
    line_start = text.rfind("\n", 0, pos) + 1
    line_end = text.find("\n", pos)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    if measured_quantities(line):
        return False  # a measured number: a result line, not a setup line
    value = _METRIC_VALUE_END_RE.search(line)
    if value and metric_cues(line, 0, value.start(), value.start()):
        return False  # "ShareGPT Total TPS: 6095.37": a metric's value, a result line
    if not sentence_only and _SETUP_LINE_RE.match(line):
        return True
    if not sentence_only and text[:line_start].rstrip(" \t\n").endswith("\\"):
        return True  # "    ShareGPT_V3_...json \" continuing a command from the line above
    sentence_start = max(text.rfind(". ", line_start, pos) + 2, line_start)
    if sentence_start == line_start + 1:
        sentence_start = line_start
    return bool(_SETUP_SENTENCE_RE.match(text, sentence_start))


#: A line ending in a bare figure after a colon or equals sign.
_METRIC_VALUE_END_RE = regex.compile(r"[:=][ \t]*[~≈]?\d[\d,]*(?:\.\d+)?[ \t]*$")


@dataclass(frozen=True)
class Scopes:
    """The units around one number, nearest first."""

    near: tuple[tuple[int, int] | None, ...]  # clause, sentence/cell, row, header, caption, label
    section: tuple[int, int] | None
    post: tuple[int, int]


#: What a run's command block states for the output blocks below it: the model
#: loaded and the drafting it was launched with (not loads and lengths, which
#: the output states for itself).
_RUN_COMMAND_KEYS = frozenset({"model", "precision", "spec_method", "spec_tokens"})


def _resolve(
    v: PostView, q: Quantity, scopes: Scopes, doc_mentions: dict[str, Any], metric: str
) -> dict[str, Any]:
    context: dict[str, Any] = {}
    table = next((t for t in v.tables if t.start <= q.number_start < t.end), None)
    near_found: set[str] = set()
    level: dict[str, int] = {}
    contrast = _column_setup(v, table, q.number_start) if table is not None else None
    own_column = _key_columns(v, table) if table is not None else frozenset()
    result_head = _block_head(v, q.number_start)  # the serving result block holding it
    for key in SETUP_KEYS + RUN_KEYS + LOCAL_KEYS:
        for index, span in enumerate(scopes.near):
            if contrast and key in contrast and index >= _CAPTION:
                break  # the lines naming the column come before the table's caption
            if key in own_column and index >= _CAPTION:
                break  # "| Engine |" column: each row names its own, or none
            cands = v.index.within(key, span)
            if cands:
                # "312.4 tok/s (was 288 on 0.11.1)": the aside is the old figure's;
                # "235 ms at c32 vs vLLM 514 ms": what follows "vs" is the other side's.
                cands = [
                    m
                    for m in cands
                    if not _old_aside(v.text, m, q.number_start)
                    and not (
                        key != "spec_enabled"  # "A vs B without spec": read below
                        and m.start >= q.end
                        and (
                            _VERSUS_RE.search(v.text, q.end, m.start)
                            # "only 15 T/s while ... LMStudio could have 60": the other side
                            or _WHILE_RE.search(v.text, q.end, m.start)
                        )
                    )
                    # "914 tok/s @ c=64 · +10% over vLLM": the other side's engine
                    and not (key in ("engine", "precision") and compared_against(v.text, m.start))
                    # "100 tok/s single-stream / 225 tok/s aggregate": the figure before's
                    and not _previous_figures_label(v.text, m, q.number_start)
                    # "5.8ms (Chatbot, single user), rising to 75.8ms (..., 32 concurrent)"
                    and not _other_figures_bracket(v.text, m, q.number_start)
                ]
            if cands and key == "stat" and index >= 1:
                # "raised acceptance 0.63 → 0.78 while dropping the overall median
                # 13%": a statistic in a later clause is another figure's
                cands = [m for m in cands if m.end <= q.number_start]
            if cands and index >= _CAPTION and key in RUN_KEYS:
                cands = [m for m in cands if _fits_scope(v, m, context)]
            if cands and index >= _CAPTION and key in ("input_len", "output_len"):
                cands = [m for m in cands if not _random_run_length(v, m)]
            if cands:
                clause = scopes.near[0] if index > 0 else None
                context[key] = _nearest(cands, q.number_start, q.end, clause).value
                near_found.add(key)
                level[key] = index
                break
    # "17.9 ms on 0.10.0", "61 t/s on b6420": what the figure was measured on.
    after = _ON_AFTER_RE.match(v.text, q.end)
    if after:
        for key in ("engine_version", "accelerator", "engine"):
            cands = [m for m in v.index.of(key) if m.start == after.end()]
            if cands:
                context[key] = cands[0].value
                near_found.add(key)
                level[key] = 0
    if table is not None:
        # "Llama 3.3 70B Instruct FP8, H200 SXM5, batch size 1-4." right below the
        # table: its setup, as a caption above would state it.
        for key, value in _trailing_note_setup(v, table).items():
            if key not in near_found and not (contrast and key in contrast):
                context[key] = value
                near_found.add(key)
                level[key] = _CAPTION
    # "0.10.2: 39.8 tok/s": the release leading the figure's line is its own.
    line_start = v.text.rfind("\n", 0, q.number_start) + 1
    row_version = v.index.within("row_version", (line_start, q.number_start))
    if row_version and "engine_version" not in near_found:
        context["engine_version"] = row_version[0].value
        near_found.add("engine_version")
        level["engine_version"] = 0
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
    if table is not None:
        # "82.1% / 88.0%" under "Acceptance rate (chat / code)": each figure its leg's.
        for key, value in _slash_leg(v, table, q).items():
            context[key] = value
            near_found.add(key)
            level[key] = 1
    if (
        metric in ("acceptance_length", "acceptance_rate")
        and context.get("spec_enabled") is False
        and level.get("spec_enabled", 0) == 1
        and q.low > 1
    ):
        # "201.6 tok/s vs 148.3 tok/s without spec, acceptance length 3.04": an
        # acceptance figure is the drafting run's, whatever "without" its sentence holds.
        context["spec_enabled"] = True
    if table is None and "spec_enabled" not in context and doc_mentions.get("_speculative"):
        # "refactor prompt: 38.1 → 71.4 t/s" in a text about a draft: before and after.
        arrow = _ARROW_PAIR_RE.search(v.text, max(0, q.number_start - 40), q.number_end + 40)
        if arrow is None or q.number_start not in (arrow.start("a"), arrow.start("b")):
            # "speculative decoding increases the speed from ~12 to ~16 tokens/s"
            sentence = scopes.near[1] or scopes.near[0]
            raised = _FROM_TO_RE.search(v.text, max(0, q.number_start - 60), q.number_end + 60)
            colon = v.text.find(":", 0, 60)
            label = (0, colon + 1) if colon > 0 else None  # "MTP (Multi-Token Prediction): ..."
            if raised is not None and any(
                span is not None and _SPEC_RAISES_RE.search(v.text, span[0], span[1])
                for span in (sentence, label)
            ):
                arrow = raised
        if arrow is not None and q.number_start in (arrow.start("a"), arrow.start("b")):
            first = q.number_start == arrow.start("a")
            context["spec_enabled"] = not first
            if first:
                context.pop("spec_method", None)
                context.pop("spec_tokens", None)
                near_found |= {"spec_method", "spec_tokens"}
    if "spec_enabled" not in context:
        # "without eagle:" above a fenced log: the block is that leg.
        leg = _block_label_leg(v, q.number_start, bool(doc_mentions.get("_speculative")))
        if leg is not None:
            context["spec_enabled"] = leg
            if not leg:
                context.pop("spec_method", None)
                context.pop("spec_tokens", None)
                near_found |= {"spec_method", "spec_tokens"}
    if (
        table is not None
        and doc_mentions.get("_speculative")
        and level.get("spec_enabled", _FILL_LEVEL) >= _CAPTION
        and _baseline_column(v, table, q.number_start)
    ):
        # "| Baseline (vLLM without any optimizations) | Optimized |" in a text about
        # a draft: the baseline column is the run without it.
        context["spec_enabled"] = False
        context.pop("spec_method", None)
        context.pop("spec_tokens", None)
        near_found |= {"spec_method", "spec_tokens"}
    elif (
        table is not None
        and "spec_method" in context
        and ("spec_enabled" not in context or level.get("spec_enabled", _FILL_LEVEL) >= _CAPTION)
        and _beside_baseline_column(v, table, q.number_start)
    ):
        # (a caption's "compared to the baseline without MTP" names the baseline's column)
        context["spec_enabled"] = True  # "| base tok/s | code |": the method's leg
    if table is None and context.get("spec_enabled") is False and level.get("spec_enabled", 0) > 0:
        # "201.6 tok/s vs 148.3 tok/s without spec": the first figure is the on leg.
        figures = _figure_pair(v, q)
        if figures is not None and figures[1] == 0:
            after = v.text[figures[0].end("b") : figures[0].end("b") + 40]
            if regex.match(r"(?i)[^.;\n]{0,20}?\b(?:without|no|baseline)\b", after):
                context["spec_enabled"] = True
    sides = _side_setup(v, q) if table is None else {}
    sides = {k: x for k, x in sides.items() if level.get(k, _FILL_LEVEL) >= 2}
    for key, value in sides.items():
        context[key] = value  # "(165.7 -> 312.5)" under "Baseline: ... / ollama_v24"
        near_found.add(key)
        level[key] = 1
    if table is None:
        pair, within = _respective_setup(v, q, scopes.near[1])
        for key, value in pair.items():
            if level.get(key, _FILL_LEVEL) > (0 if within else 1):
                context[key] = value
                near_found.add(key)
                level[key] = 1
    for key, value in _slash_respective(v, q, scopes.near[1] or scopes.near[0]).items():
        # "--spec-draft-n-max 8 / 16 / 64: 165.4 / 170.0 / 164.3 tok/s"
        context[key] = value
        near_found.add(key)
        level[key] = 0
    sentence = scopes.near[1] or scopes.near[0]
    if sentence is not None:
        # "ROCm build of the same commit: tg 34.8": the release named last before.
        for key in sorted(referenced_keys(v.text[sentence[0] : sentence[1]]) - near_found):
            earlier = [m for m in v.index.of(key) if m.end <= sentence[0]]
            if key == "workload" and len({m.value for m in earlier}) > 1:
                near_found.add(key)  # "same prompts" after code and chat prompts: all
                context.pop(key, None)  # of them, so no one workload
                continue
            if earlier:
                context[key] = max(earlier, key=lambda m: m.end).value
                near_found.add(key)
    _named_variant(context, doc_mentions)
    anchored = _anchored_setup(doc_mentions, context, v)
    hardware = context.get("accelerator")
    for key in SETUP_KEYS + RUN_KEYS + LOCAL_KEYS:
        if key in near_found:
            continue
        if context.get("accelerator") != hardware and level.get("accelerator") == _DOCUMENT_LEVEL:
            # The hardware came from other posts: its own setup sentences still hold.
            hardware = context.get("accelerator")
            anchored = {**_anchored_setup(doc_mentions, context, v, ("accelerator",)), **anchored}
        value = None
        found = False
        if key in _PARALLEL and near_found & {*_PARALLEL, "parallel_word"}:
            anchored.pop(key, None)  # the claim's own text states its layout ("dp2")
        if key in anchored and not (contrast and key in contrast):
            context[key] = anchored[key]
            continue
        if contrast and key in contrast:
            context[key] = contrast[key]
            continue
        if (
            contrast is not None
            and table is not None
            and _stated_by_other_columns(v, table, q, key)
        ):
            continue  # "| Solo | Cluster TP=2 | Shuffle |": another column's layout
        if not found and key in ("input_len", "output_len"):
            # llama-server's timing lines ("prompt eval time = ... / 38 tokens") give
            # every figure of their block the run's lengths.
            fence = next((f for f in _fences(v) if f.start <= q.number_start < f.end), None)
            fence = fence or _timing_block(v, q.number_start)
            if fence is not None:
                values = {
                    m.value
                    for m in v.index.within(key, (fence.start, fence.end))
                    if _TOOL_LENGTH_RE.match(v.text, m.start)
                }
                if len(values) == 1:
                    context[key] = values.pop()
                    continue
                if values:
                    # Several runs in one log: a figure takes its own run's length.
                    paired = _paired_tool_length(v, (fence.start, fence.end), q.number_start, key)
                    if paired is not None:
                        context[key] = paired
                        continue
        if not found and key == "concurrency":
            line_start = v.text.rfind("\n", 0, q.number_start) + 1
            line_end = v.text.find("\n", q.number_start)
            running = _RUNNING_REQS_RE.search(
                v.text, line_start, len(v.text) if line_end < 0 else line_end
            )
            if running and int(running["n"]) > 0:
                # vLLM's metrics line: "Avg generation throughput: 238.0 tokens/s,
                # Running: 4 reqs": the requests in flight when the rate was logged
                context[key] = int(running["n"])
                continue
            if _ONE_PROMPT_PROGRESS_RE.search(
                v.text, line_start, len(v.text) if line_end < 0 else line_end
            ):
                # vLLM's offline progress bar over one prompt: "Processed prompts:
                # 100%|...| 1/1 [..., output: 83.88 toks/s]" ran one request alone
                context[key] = 1
                continue
            stated = (
                v.index.within(key, (result_head, q.number_start))
                if result_head is not None
                else []
            )
            if len({m.value for m in stated}) == 1:
                # "Max request concurrency: 128" at the head of a result block that
                # dividers split into sections: every section's figures ran under it
                context[key] = stated[0].value
                continue
        if not found and table is not None:
            block = _block_setting(v, table, key)
            if block is None and key in ("input_len", "output_len", "concurrency"):
                block = _one_request_setting(v, table, key)
            if block is not None:
                context[key] = block  # "Maximum request concurrency: 32" in a result block
                continue
        if not found and table is not None and _varies_in(v, table, key):
            continue  # the table states this key per row or column; this cell has none
        if not found and table is not None and _alternative_column(v, table, q.number_start, key):
            continue  # "edit tok/s" beside "chat tok/s": another value, unnamed
        if not found and key in _PARALLEL and _parallel_alternatives(v, near_found):
            if not near_found & {*_PARALLEL, "parallel_word"}:
                # The post compares layouts; its title names the one it is about.
                newline = v.text.find("\n")
                title = v.index.within(key, (0, newline)) if newline > 0 else []
                if title and len({m.value for m in title}) == 1:
                    context[key] = title[0].value
            continue
        if key in _SPEC_SETTINGS and (
            metric in _UNSPECULATED_METRICS or _compares_layouts(v, scopes, near_found)
        ):
            continue
        if not found and key in SETUP_KEYS:
            for span in (scopes.section, scopes.post):
                cands = v.index.within(key, span)
                if cands and table is not None and table.header:
                    # Another column's header states its own column's value.
                    head = (table.header[0].start, table.header[-1].end)
                    cands = [m for m in cands if not head[0] <= m.start < head[1]]
                if cands and table is not None:
                    # "| ... | MoE (distilled, Q8_0) |": another row's own setting.
                    own_row = table.row_index(q.number_start)
                    cands = [
                        m
                        for m in cands
                        if table.row_index(m.start) in (None, own_row)
                        or not table.start <= m.start < table.end
                    ]
                if cands and context.get("spec_enabled") is False and key in _RUN_FLAGS:
                    cands = [m for m in cands if not _in_spec_command(v, m)]
                    found = not cands  # stated only by the speculative run's command
                if cands and key in _RUN_DESCRIBING:
                    # "We also ran Mixtral-8x7B at TP=2: 13.2 ms": a sentence with its
                    # own figure names its own run's model, not the rest of the post's.
                    own = scopes.near[1] or scopes.near[0]
                    cands = [m for m in cands if not _other_result_sentence(v, m, own)]
                if cands and key in ("engine", "precision"):
                    # "so we can compare with the SGL benchmark": the other side
                    cands = [m for m in cands if not compared_against(v.text, m.start)]
                if cands:
                    # "vllm" alone on a line above a later block of results labels that block.
                    cands = [
                        m
                        for m in cands
                        if not (m.start > q.number_end and _heads_later_block(v.text, m.start))
                    ]
                if cands:
                    value = _dominant(cands)
                    if value is None and span == scopes.post:
                        value = _lead_value(v, cands)  # "Results on 0.10.2, same command:"
                    if (
                        value is None
                        and span == scopes.post
                        and UNNAMED_PRECISION not in {m.value for m in cands}
                    ):
                        # "--tp 8 --ep 2" above the table, "--tp 8 --ep 8" on a later
                        # block's label: the command run before the figure.
                        value = _preceding_setting(
                            v, cands, q.number_start, context.get("accelerator")
                        )
                    if (
                        value is None
                        and span == scopes.post
                        and all(m.start >= q.number_end for m in cands)
                    ):
                        # Later text of the post names several other setups ("1x H100
                        # ..., 4x Arc Pro B70"): it does not unsay the document's.
                        break
                    found = True
                    break
        if not found and key in RUN_KEYS:
            # A run condition holds beyond its sentence, table or label line only
            # when its section's heading or a setup statement of the post states it.
            in_block = key in ("input_len", "output_len") and result_head is not None
            for cands in (_in_heading(v, scopes.section, key), _in_setup(v, key)):
                cands = [
                    m
                    for m in cands
                    if _fits_scope(v, m, context)
                    and not (m.start > q.number_end and _introduces(v.text, m.start))
                    and not (in_block and _OTHER_TOOL_LINE_RE.search(_command_of(v.text, m.start)))
                    and not (key in ("input_len", "output_len") and _random_run_length(v, m))
                ]
                if cands:
                    value = _dominant(cands)
                    found = True
                    break
        if not found and v.run_command is not None and key in _RUN_COMMAND_KEYS:
            cands = v.run_command.index.of(key) or (
                v.run_command.index.of("model_precision") if key == "precision" else []
            )
            if cands:
                value = _dominant(cands)  # the command block that opened this run
                found = value is not None
        heading = v.heading
        while not found and heading is not None and key not in LOCAL_KEYS:
            cands = heading.index.of(key)
            if cands:
                value = _dominant(cands)
                found = True
            heading = heading.heading
        from_document = not found and key not in LOCAL_KEYS
        if from_document:
            value = doc_mentions.get(key)
            if value is None and key in _PARALLEL:
                value = _earlier_setting(v, doc_mentions, key, context.get("accelerator"))
            scoped = {
                x for k, s, x in doc_mentions.get(f"_scoped:{key}", ()) if context.get(k) == s
            }
            if value is None and len(scoped) == 1:
                value = scoped.pop()  # "MLX numbers come from ..., 256 tokens generated"
        if value is not None:
            context[key] = value
            if from_document:
                level[key] = _DOCUMENT_LEVEL
    if "accelerator_count" in context:
        # "- same 70B, 2 cards, -sm layer: ..." under "four MI50s": this run's count.
        for index, span in enumerate(scopes.near[:4]):
            if index >= level.get("accelerator_count", _FILL_LEVEL) or span is None:
                break
            gpus = {m.value for m in v.index.within("gpu_count", span)}
            if len(gpus) == 1:
                context["accelerator_count"] = gpus.pop()
                level["accelerator_count"] = index
                break
    if context.get("accelerator_count") == 1:
        # "the single-card reference" in a post about TP=2: one card splits nothing.
        for key in _PARALLEL:
            if (
                isinstance(context.get(key), int)
                and context[key] > 1
                and level.get(key, _FILL_LEVEL) > level.get("accelerator_count", _FILL_LEVEL)
            ):
                del context[key]
    for length in ("input_len", "output_len"):
        value = context.get(length)
        if isinstance(value, int) and value % 1000 == 0 and value:
            # "8k" in a row, "-d 0,8192,32768" in the command: the exact length.
            exact = {
                m.value
                for m in v.index.of("exact_len")
                if m.value % 1000 and abs(m.value - value) <= 0.03 * m.value
            }
            if len(exact) == 1:
                context[length] = exact.pop()
    for length, test, tested in (
        ("input_len", "pp_len", "prefill_tps"),
        ("output_len", "tg_len", "decode_tps"),
    ):
        if (
            metric == tested
            and test in context
            and level.get(test, _FILL_LEVEL) < level.get(length, _FILL_LEVEL)
        ):
            context.pop(length, None)  # "tg128 38.6 t/s": the test's own size stands
    if "batch_size" in context and "concurrency" in context:
        # A batch is given instead of concurrency, not beside it: keep the nearer.
        farther = max(("batch_size", "concurrency"), key=lambda k: level.get(k, _FILL_LEVEL))
        if level.get("batch_size", _FILL_LEVEL) != level.get("concurrency", _FILL_LEVEL):
            del context[farther]
    if context.get("batch_size") == 1:
        del context["batch_size"]  # one sequence at a time: a single stream
        context.setdefault("concurrency", 1)
    if metric == "speedup" and table is not None and table.header:
        _speedup_leg(context, v, table)
    _paired_version(context, v, q, scopes, doc_mentions, "engine_version" in near_found)
    if "engine_version" in sides:
        context["engine_version"] = sides["engine_version"]  # the side's own release
    for key, value in _defined_label(v, q, doc_mentions).items():
        if key not in near_found:
            context[key] = value
    if "workload" not in near_found:
        defined = _numbered_label_workload(v, q, doc_mentions)
        if defined is not None:
            # "Prompt 2: 15.01 tok/sec" where "Prompt 2: Explain the theorem." defines it:
            # that prompt's kind, or none, never another prompt's
            if defined:
                context["workload"] = defined
            else:
                context.pop("workload", None)
    if "engine" not in near_found:
        # "ik_llama.cpp" ... results ... "Mainline llama.cpp" ... results: each
        # block is its engine's.
        labels = [m for m in v.index.of("engine_label") if m.end <= q.number_start]
        if labels:
            context["engine"] = labels[-1].value
        elif v.engine_section is not None:
            context["engine"] = v.engine_section  # a label of an earlier block
    if "engine_version" not in near_found:
        # "b5123:" ... results ... "b5212:" ... results: each block is its release's.
        labels = [m for m in v.index.of("version_label") if m.end <= q.number_start]
        if labels:
            context["engine_version"] = labels[-1].value
    if level.get("model", _FILL_LEVEL) > 1:
        # "DeepSeek took 4 minutes ...": the document's one model of that family.
        families = {
            m.value
            for span in scopes.near[:2]
            if span
            for m in v.index.within("model_family", span)
        }
        sizes = {
            m.value for span in scopes.near[:2] if span for m in v.index.within("model_size", span)
        }
        models = doc_mentions.get("_models", ())
        of_family: list[str] = []
        if len(families) == 1:
            family = families.pop()
            of_family = [x for x in models if regex.match(rf"{family}[-.\d]", x)]
        elif len(sizes) == 1 and "model" not in near_found:
            # "same 70B, 4 cards": the document's model of that size.
            size = sizes.pop()
            of_family = [x for x in models if size in _model_parts(x)]
            if not of_family:
                # "The 9B ..." under "Qwen 3.5"; "• 27B IQ3+MTP" beside "Qwen3.6 35B"
                at_size = _family_at_size(size, models, context.get("model"))
                of_family = [at_size] if at_size else []
        longest = max(of_family, key=len, default=None)
        if longest and all(longest.startswith(x) for x in of_family):
            context["model"] = longest
    sized = _sized_model(
        v, table, q.number_start, doc_mentions.get("_models", ()), context.get("model")
    )
    if sized:
        context["model"] = sized  # a "model" column of sizes: "70B" is the 70B the text names
    bare = _bare_test(v.text, q)
    if bare is not None:
        # "44.6 t/s tg" after "tg128 = 88.1" in the post: that test again.
        length_key, size_key = ("output_len", "tg_len") if bare == "tg" else ("input_len", "pp_len")
        sizes = {m.value for m in v.index.of(size_key)}
        if length_key not in context and len(sizes) == 1:
            context[length_key] = sizes.pop()
    if "engine" not in context:
        # "tg128 = 151.22", "150.8 t/s on b6508": llama-bench's tests and
        # llama.cpp's releases, in a thread whose runs are llama.cpp's.
        tests = [
            m
            for span in scopes.near[:2]
            if span
            for key in ("tg_len", "pp_len")
            for m in v.index.within(key, span)
        ]
        if bare is not None:
            tests.append(Mention("test", bare, q.start, q.end))
        build = regex.fullmatch(r"b\d{4,5}", str(context.get("engine_version", "")))
        # llama.cpp's timing lines ("eval time = ... ms / 440 tokens (..., 46.65 tokens
        # per second)") are its output too.
        timing = _TIMING_LINE_RE.match(v.text, v.text.rfind("\n", 0, q.start) + 1)
        llama = [e for e in doc_mentions.get("_engines", ()) if e in ("llama.cpp", "ik_llama.cpp")]
        if (tests or build or timing) and len(llama) == 1:
            context["engine"] = llama[0]
    own_engines = doc_mentions.get("_own_engines", ())
    if (
        "engine" not in context
        and "engine" not in own_column
        and len(own_engines) == 1
        and len(doc_mentions["_engines"]) == 1
        and not _named_later_for_its_own_figure(v, q, doc_mentions, own_engines[0])
    ):
        # The one engine the author, and the whole text, ever names ("a patch to
        # vLLM's quantization config" in a post about one vLLM setup).
        context["engine"] = own_engines[0]
    own_cards = doc_mentions.get("_own_accelerators", ())
    if (
        "accelerator" not in context
        and "accelerator" not in own_column
        and len(own_cards) == 1
        and len(doc_mentions.get("_accelerators", ())) == 1
        and not (table is not None and _varies_in(v, table, "accelerator"))
    ):
        # The one card the author, and the whole text, ever names ("... on an RTX
        # 5060 Ti" in a paragraph of its own above the sweep's table). Not so for a
        # model: a model named once may be another run's.
        context["accelerator"] = own_cards[0]
    if "engine" not in context and "engine_version" in context:
        # "19.1 ms on 0.10.1.1" where the text writes "vllm 0.10.1.1": that engine's release.
        named = {
            e for r, e in doc_mentions.get("_releases", ()) if r == str(context["engine_version"])
        }
        named.discard("ik_llama.cpp") if "llama.cpp" in named else None
        if len(named) == 1:
            context["engine"] = named.pop()
    _named_variant(context, doc_mentions)
    model = context.get("model")
    if model:
        fuller = fuller_model(
            model, doc_mentions.get("_own_models", doc_mentions.get("_models", ()))
        )
        if fuller:
            context["model"] = fuller  # "Llama 3.1" near the claim, "Llama-3.1-8B" in the setup
    for index, span in enumerate(scopes.near):
        # "Qwen/Qwen3-32B-AWQ: c1 54.9 tok/s": the line's own file's format
        # beats a format said farther away.
        if span is None or index >= level.get("precision", _FILL_LEVEL):
            break
        named = {m.value for m in v.index.within("model_precision", span)}
        if len(named) == 1:
            context["precision"] = named.pop()
            break
    if not {"scope", "concurrency", "batch_size"} & set(context) and (
        (table is not None and _SERVING_BLOCK_RE.search(v.text, table.start, table.end))
        or (
            result_head is not None
            and _SERVING_BLOCK_RE.search(v.text, result_head, q.number_start)
        )
        or _many_requests_dump(v, q.number_start)
    ):
        # A serving benchmark's result block with many requests and no concurrency
        # limit sent them together: throughputs are summed, latencies each request's.
        if metric in _SUMMED_METRICS:
            context["scope"] = "aggregate"
        elif metric in _PER_REQUEST_METRICS:
            context["scope"] = "per_request"
    engine, version = context.get("engine"), context.get("engine_version")
    if engine and version and level.get("engine_version", _DOCUMENT_LEVEL) >= _FILL_LEVEL:
        # "vLLM: v0.11.0 / SGLang: v0.5.3" listed apart: an SGLang run takes SGLang's.
        releases = doc_mentions.get("_releases", ())
        named = {e for r, e in releases if r == str(version)}
        if named and engine not in named:
            mine = {r for r, e in releases if e == engine}
            if len(mine) == 1:
                context["engine_version"] = mine.pop()
            else:
                del context["engine_version"]
    if "precision" not in context:
        value = _resolve_key(v, q, scopes, "model_precision")
        if value is None and not v.index.of("precision"):
            value = doc_mentions.get("model_precision")
        if value is not None:
            context["precision"] = value
    explanation = _explanation(v, q.number_start)
    if explanation is not None:
        # "Why the spread? The engine runs at roughly 50 verification steps/s":
        # the figures explain the method; the rig and the run's conditions are
        # theirs only where the passage says so.
        for key in _RIG_KEYS + RUN_KEYS:
            if key in context and key not in near_found:
                said = {m.value for m in v.index.within(key, explanation)}
                if len(said) == 1:
                    context[key] = said.pop()
                else:
                    del context[key]
    return _normalize_context(context, v, q, scopes, metric)


_PARALLEL = ("tp", "ep", "dp", "pp")

#: A short question without a verb that heads an explanation ("Why the spread?",
#: "Why so fast?"): what follows explains how the method behaves.
_WHY_HEAD_RE = regex.compile(
    r"(?:^|(?<=\s))Why(?:\s+(?!(?:is|are|was|were|do|does|did|can|could|would|should|will"
    r"|has|have|had|not|I|you|we|they|it)\b)[A-Za-z][\w'-]*){1,3}\?(?=\s|$)"
)
#: Where such an explanation ends: a heading line, a markdown heading or a rule.
_EXPLANATION_END_RE = regex.compile(r"(?m)(?:^|\s)(?:#{1,6}\s|-{3,}(?=\s|$))")
#: The rig a measured run sat on: an explanation's figures take it, and the run's
#: conditions, only from their own passage.
_RIG_KEYS = ("accelerator", "accelerator_count", *_PARALLEL, "precision")


def _explanation(v: PostView, pos: int) -> tuple[int, int] | None:
    """The explanation passage holding ``pos``: from a verbless "Why ...?" heading
    before it, in its section, to the next heading or rule."""
    if "Why" not in v.text and (v.heading is None or "Why" not in v.heading.text):
        return None  # (no such question anywhere near: most posts)
    section = enclosing(v.sections, pos) or (0, len(v.text))
    heads = list(_WHY_HEAD_RE.finditer(v.text, section[0], pos))
    if not heads:
        heading = v.heading.text.strip() if v.heading is not None else ""
        if not _WHY_HEAD_RE.fullmatch(heading.lstrip("#*_ ").rstrip("*_ ")):
            return None
        start, head_end = 0, 0  # "## Why the gap?" in a block of its own above
    else:
        start, head_end = heads[-1].start(), heads[-1].end()
    end = _EXPLANATION_END_RE.search(v.text, head_end, section[1])
    if end is not None and end.start() < pos:
        return None
    return start, end.start() if end is not None else section[1]


#: A setup note right below a table: a list of items and no figure of a rate or
#: time ("Llama 3.3 70B Instruct FP8, H200 SXM5, batch size 1-4.").
_TRAILING_NOTE_RE = regex.compile(
    r"[ \t]*(?P<note>[A-Z](?:[^\n.;:!?]|\.(?=\w)){8,140}?,(?:[^\n.;:!?]|\.(?=\w)){2,140}?)"
    r"(?:\.(?:\s|$)|$)"
)
_NOTE_KEYS = ("model", "precision", "accelerator")
#: Words of a sentence, not of a list of setup items: a person or a verb.
_NOTE_SENTENCE_RE = regex.compile(
    r"(?i)\b(?:i|we|my|our|you|it|this|that|is|are|was|were|has|have|had|got|get|gets|runs?|ran"
    r"|noticed|tested|used|see|saw)\b"
)


def _trailing_note_setup(v: PostView, table: Table) -> dict[str, Any]:
    """The model, format and card a note right below ``table`` names, one each
    (found once per table)."""
    cache_key = f"trailing_note:{table.start}"
    if cache_key not in v.setup_cache:
        found = _trailing_note(v, table)
        v.setup_cache[cache_key] = [Mention(cache_key, found, table.start, table.end)]
    return dict(v.setup_cache[cache_key][0].value)


def _trailing_note(v: PostView, table: Table) -> dict[str, Any]:
    pos, note_view = table.end, v
    for _ in range(2):  # past one blank line
        if pos < len(v.text) and v.text[pos] == "\n":
            pos += 1
    if not v.text[pos:].strip():
        if v.following is None:
            return {}
        pos, note_view = 0, v.following  # the note is the next block of the page
    note = _TRAILING_NOTE_RE.match(note_view.text, pos)
    if (
        note is None
        or find_quantities_with_unit(note["note"])
        or _NOTE_SENTENCE_RE.search(note["note"])
    ):
        return {}
    span = (note.start("note"), note.end("note"))
    found = {}
    for key in SETUP_KEYS:
        values = {m.value for m in note_view.index.within(key, span)}
        if len(values) == 1:
            found[key] = values.pop()
    return found if _NOTE_KEYS[0] in found or len(set(_NOTE_KEYS) & set(found)) >= 2 else {}


#: A report's lines naming the two sides it compares: "- Baseline: ... / ollama_v24".
_SIDE_LINE_RE = regex.compile(
    r"(?im)^[ \t]*(?:[-*•][ \t]*)?(?:(?P<before>baseline|before|old)|(?P<after>comparison|after|new))"
    r"[ \t]*:[^\n]*$"
)
_SIDE_KEYS = ("engine", "engine_version", "accelerator", "model", "precision")
_SIDE_WORD_RE = regex.compile(r"(?i)(?P<before>baseline|before|old)|comparison|after|new")


def _side_setup(v: PostView, q: Quantity) -> dict[str, Any]:
    """The setup a "Baseline:" or "Comparison:" line gives one side of an arrow pair
    ("(165.7 -> 312.5)": the first figure the baseline's, the second the other's)."""
    pair = next(
        (
            p
            for p in _ARROW_PAIR_RE.finditer(v.text, max(0, q.number_start - 40), q.number_end + 40)
            if q.number_start in (p.start("a"), p.start("b"))
        ),
        None,
    )
    if pair is None:
        return {}
    return _side_line_setup(v, q.number_start == pair.start("a"))


def _side_line_setup(v: PostView, before: bool) -> dict[str, Any]:
    """The keys the one "Baseline:" (``before``) or "Comparison:" line states."""
    lines = [m for m in _SIDE_LINE_RE.finditer(v.text) if (m["before"] is not None) == before]
    if len(lines) != 1:
        return {}
    span = (lines[0].start(), lines[0].end())
    found = {}
    for key in _SIDE_KEYS:
        values = {m.value for m in v.index.within(key, span)}
        if len(values) == 1:
            found[key] = values.pop()
    return found


_VERSUS_RE = regex.compile(r"(?i)\bvs\b\.?|\bversus\b")
#: "while" or "whereas" opening a contrast ("while running on ..." is the same run).
_WHILE_RE = regex.compile(r"(?i)\b(?:while|whereas)\b(?![ \t]+\w+ing\b)")


#: A figure's "on ..." right after it: "23.4 ms on 0.10.2", "150.8 t/s tg128 on b6508".
_ON_AFTER_RE = regex.compile(
    r"(?i)(?:[ \t]+(?:tg|pp)\d+)?[ \t]+(?:on|with|using)[ \t]+(?:the[ \t]+|an?[ \t]+)?"
)


#: Levels of a key found beyond the claim's own text: by the section, post,
#: setup statements or headings (``_FILL_LEVEL``), or only by the document.
_FILL_LEVEL = 50
_DOCUMENT_LEVEL = 60


def _model_parts(slug: str) -> list[str]:
    """A slug's parts, letters and digits apart ("gemma3-27b" -> gemma, 3, 27b)."""
    return [
        p
        for part in regex.split(r"[-_:]", slug)
        for p in regex.split(r"(?<=[a-z])(?=\d)(?<!\d[a-z])", part)
        if p
    ]


_SIZE_CELL_RE = regex.compile(
    r"(?i)\s*(?P<size>e?\d+(?:\.\d+)?[bm])(?P<rest>(?:-a\d+(?:\.\d+)?b)?(?:-(?:it|instruct|chat|base))?)\s*"
)
#: A model slug that names a family but no size ("gemma-4", "llama-3.1").
_SIZED_SLUG_RE = regex.compile(r"(?i)(?:^|[-:_])e?\d+(?:\.\d+)?[bm](?:$|[-_.])")


def _sized_model(
    v: PostView, table: Table | None, pos: int, models: Sequence[str], family: str | None = None
) -> str | None:
    """The document's model of the size a table's "model" cell gives ("8B", "70B");
    or, under a heading naming only a ``family`` ("Gemma-4"), that family's variant
    a "Variant" or "Size" cell writes ("E2B-it" -> gemma-4-e2b-it)."""
    if table is None or not table.header:
        return None
    located = table.locate(pos)
    if located is None:
        return None
    own_head = located[2]
    if own_head is not None and own_head != table.header[0]:
        # "| Metric | 30B-A3B (MoE) | 14B (Dense) |": a column headed by a size is
        # the document's one model of that size
        label = regex.sub(
            r"\s*\([^)]*\)\s*$", "", v.text[own_head.start : own_head.end].strip(" *_`")
        )
        sized = _SIZE_CELL_RE.fullmatch(label)
        if sized is not None:
            parts = [
                sized["size"].lower(),
                *regex.findall(r"a\d+(?:\.\d+)?b", sized["rest"].lower()),
            ]
            found = [x for x in models if all(p in _model_parts(x) for p in parts)]
            return found[0] if len(found) == 1 else None
    k = table.row_index(pos)
    if k is None:
        return None
    cells = table.rows[k][2]
    for col, head in enumerate(table.header):
        label = regex.sub(r"\s*\([^)]*\)\s*$", "", v.text[head.start : head.end].strip(" *_`"))
        if label.lower() not in ("model", "size", "params", "variant", "model size"):
            continue
        if col >= len(cells):
            return None
        m = _SIZE_CELL_RE.fullmatch(v.text, cells[col].start, cells[col].end)
        if m is None:
            return None
        size = m["size"].lower()
        found = [x for x in models if size in _model_parts(x)]
        if not found:
            return _family_at_size(size, models, family, m["rest"].lower())
        return found[0] if len(found) == 1 else None
    return None


def _family_at_size(
    size: str, models: Sequence[str], family: str | None, rest: str = ""
) -> str | None:
    """The model of ``size`` when the text names none of that size: the sizeless
    family named near the figure ("Gemma-4" and "E2B-it"), or the family its
    sized siblings spell out ("0.6B" beside "Qwen3-4B", "Qwen3-8B": qwen3-0.6b)."""
    if family and not _SIZED_SLUG_RE.search(family):
        return f"{family}-{size}{rest}"
    prefixes = {
        x[: -len(part) - 1]
        for x in models
        for part in [x.rsplit("-", 1)[-1]]
        if "-" in x and regex.fullmatch(r"\d+(?:\.\d+)?b", part)
    }
    return f"{prefixes.pop()}-{size}" if len(prefixes) == 1 else None


def fuller_model(model: str, models: Sequence[str]) -> str | None:
    """The one fuller name among ``models`` that a short one stands for.

    "llama-3.3-70b" -> "llama-3.3-70b-instruct"; llama-bench's "llama-70b" and
    "gemma3-27b" -> "llama-3.3-70b-instruct", "gemma-3-27b-it" when the
    document names just one model whose parts hold the short name's parts in
    order (with its size). None when there is no such name or several, and
    for an Ollama tag ("qwen2.5:14b"), which names its own packaging as written.
    """
    if ":" in model:
        return None
    # llama-bench's architecture names drop the dots: "qwen35 4B" is "Qwen3.5 4B".
    dotted = {o for o in models if o != model and o.replace(".", "") == model}
    if len(dotted) == 1:
        return dotted.pop()
    parts = _model_parts(model)
    found = []
    for other in models:
        if other == model:
            continue
        rest = iter(_model_parts(other))
        if len(_model_parts(other)) > len(parts) and all(p in rest for p in parts):
            if _VARIANT_PARTS & (set(_model_parts(other)) - set(parts)):
                continue  # "GLM-4.7" is not "GLM-4.7-Flash": a variant is another model
            found.append(other)
    if len(found) > 1:
        # "Qwen 3.6 35B" and "Qwen 3.6 35B-A3B": one name, written shorter once
        longest = max(found, key=lambda x: len(_model_parts(x)))
        if all(x == longest or fuller_model(x, [longest]) == longest for x in found):
            return longest
    return found[0] if len(found) == 1 else None


#: Name parts that make another model of a family, not a fuller name of the same one.
_VARIANT_PARTS = frozenset(
    {
        "flash", "air", "mini", "nano", "lite", "turbo", "pro", "max", "plus", "coder",
        "code", "vl", "next", "thinking", "omni", "math", "distill", "scout", "maverick",
        "super", "ultra", "small", "medium", "large", "base", "guard", "embed",
    }
)  # fmt: skip


#: Index of a table's caption among a cell's near scopes (clause, cell, header, row, caption).
_CAPTION = 4


#: Speculative settings: they describe how decoding drafted tokens.
_SPEC_SETTINGS = ("spec_method", "spec_tokens")


#: Metrics speculation does not act on (the prompt is read, not drafted): a
#: speculative setting reaches them only from their own clause, sentence or row.
_UNSPECULATED_METRICS = frozenset({"prefill_tps"})


def _compares_layouts(v: PostView, scopes: Scopes, near_found: set[str]) -> bool:
    """True when the claim's own sentence sets two parallel layouts side by side
    ("TP4 fell to 14.4 while PP4 held 60.8"): such a comparison states its own
    conditions, and the recipe stated elsewhere in the post (a speculative
    setting tied to one layout) is not carried into it."""
    if not near_found & {*_PARALLEL, *(f"blocked:{k}" for k in _PARALLEL)}:
        return False
    sentence = scopes.near[1] if len(scopes.near) > 1 else None
    layouts = {(m.key, m.value) for k in _PARALLEL for m in v.index.within(k, sentence)}
    return len(layouts) >= 2


#: What joins a tensor and a pipeline size that describe one layout ("-tp 4
#: -pp 2", "TP=4/PP=2", "TP4 + PP2", "tp 4 and pp 2") rather than two compared ones.
_JOINER_RE = regex.compile(r"(?i)[\s,/+&;:|=x×-]*(?:and|with)?[\s,/+&;:|=x×-]*(?:--?)?")


def _joined(text: str, a: Mention, b: Mention) -> bool:
    first, second = (a, b) if a.start <= b.start else (b, a)
    between = text[first.end : second.start]
    return len(between) <= 24 and bool(_JOINER_RE.fullmatch(between))


def _parallel_alternatives(v: PostView, near_found: set[str]) -> bool:
    """True when the claim's own text already set (or named) a parallel layout,
    or the post compares layouts (tensor and pipeline parallel stated apart):
    then no other parallel size is taken from farther away."""
    if near_found & {*_PARALLEL, "parallel_word", *(f"blocked:{k}" for k in _PARALLEL)}:
        return True
    tps, pps = v.index.of("tp"), v.index.of("pp")
    if not tps or not pps:
        return False
    together = any(_joined(v.text, a, b) for a in tps for b in pps)
    return not together


def _in_spec_command(v: PostView, mention: Mention) -> bool:
    """Whether a mention lies in a launch command that turns speculation on.

    Such a command launched the speculative run; the no-speculation leg of a
    comparison was launched otherwise, so it takes no setting from it.
    """
    if "spec_commands" not in v.setup_cache:
        spans = [
            Mention("spec_command", None, c.start, c.end)
            for c in find_commands(v.text)
            if any(_SPEC_FLAG_RE.search(name) for name in c.settings)
        ]
        v.setup_cache["spec_commands"] = spans
    return any(
        c.start <= mention.start and mention.end <= c.end for c in v.setup_cache["spec_commands"]
    )


#: Setup keys a launch command chooses run by run (the engine and model it serves do not change).
_RUN_FLAGS = frozenset({"precision", "tp", "ep", "dp", "pp", "spec_method", "spec_tokens"})


_SPEC_FLAG_RE = regex.compile(r"(?i)specul|draft|^md$|^model-draft$|^spec")


#: Keys whose values, written in column headers, make a table compare setups.
_CONTRAST_KEYS = ("engine", "accelerator", "model", "precision", "spec_method", *_PARALLEL)


def _column_setup(v: PostView, table: Table, pos: int) -> dict[str, Any] | None:
    """The setup of the column holding ``pos`` in a table whose columns compare setups.

    None when the table's columns do not compare setups (no column header after
    the first names an engine, accelerator, model, precision or speculative
    method). Otherwise the keys stated on the lines outside tables that name the
    column ("Before (mainline llama.cpp, Q4_K_S):" for a "mainline" column),
    each where those lines give one value. They come before the post's and
    document's values, which may be another column's.
    """
    if not table.header or len(table.header) < 2:
        return None
    located = table.locate(pos)
    if located is None or located[2] is None or located[2] is table.header[0]:
        return None
    legend = _legend_setup(v, located[2])
    side = _SIDE_WORD_RE.fullmatch(v.text[located[2].start : located[2].end].strip(" *_`"))
    if side:
        # "| Baseline | Comparison |" under "- Baseline: ... / ollama_v24": each side's setup
        return _side_line_setup(v, side["before"] is not None) | legend or None
    heads = table.header[1:]
    if len(table.header) < 3 or not any(
        v.index.within(k, (h.start, h.end)) for h in heads for k in _CONTRAST_KEYS
    ):
        return legend or None
    return _caption_pairs(v, table, located[2]) | _named_setup(v, table, located[2]) | legend


_VS_RE = regex.compile(r"(?i)\s+(?:vs\.?|versus)\s+|\s*/\s*")


#: Two figures compared: "tg 19.5 vs 18.2", "58 vs 54 tok/s".
_FIGURE_PAIR_RE = regex.compile(
    r"(?i)(?<![\w.,])~?(?P<a>\d[\d.,]*[kK]?)\s*(?:tok/s|t/s|tokens/s|token/s|tps|ms|s|%|x)?"
    r"(?:\s+(?:output|generation|decode|total|prefill))?"
    r"\s+(?:vs\.?|versus)\s+~?(?P<b>\d[\d.,]*[kK]?)(?![\w.,]*\d)"
)
#: Two setups compared: "MLX 4bit vs Q4_K_M", "vLLM 0.9.2 vs the Q4_K_M on llama-server".
_SETUP_PAIR_RE = regex.compile(r"(?i)\s(?:vs\.?|versus|and)\s")
_SIDE_END_RE = regex.compile(r"[(),:;\n]|\.\s")


_LEGEND_LEGS_RE = regex.compile(r"\(\s*(?P<a>[\w-]+)\s*/\s*(?P<b>[\w-]+)\s*\)")


def _slash_leg(v: PostView, table: Table, q: Quantity) -> dict[str, Any]:
    """Keys a "(chat / code)" header gives the first or second figure of its cell."""
    located = table.locate(q.number_start)
    if located is None or located[1] is None or located[2] is None:
        return {}
    cell, head = located[1], located[2]
    legs = _LEGEND_LEGS_RE.search(v.text, head.start, head.end)
    if legs is None:
        return {}
    slash = v.text.find("/", cell.start, cell.end)
    if slash < 0:
        return {}
    side = "a" if q.number_start < slash else "b"
    span = (legs.start(side), legs.end(side))
    found: dict[str, Any] = {}
    for key in ("workload", "engine", "model", "precision", "spec_method"):
        values = {m.value for m in v.index.within(key, span)}
        if len(values) == 1:
            found[key] = values.pop()
    return found


#: "38.1 → 71.4 t/s": a figure before and after a change.
_ARROW_PAIR_RE = regex.compile(
    r"(?<![\w.,])~?(?P<a>\d[\d.,]*)(?:\s*±\s*\d[\d.,]*)?\s*(?:tok/s|t/s|tokens/s|ms)?\s*(?:→|->|=>)"
    r"\s*~?(?P<b>\d[\d.,]*)(?![\w.,]*\d)"
)


#: "from ~12 tokens/s to ~16 tokens/s": a before and an after.
_FROM_TO_RE = regex.compile(
    r"(?i)\bfrom\s+~?(?P<a>\d[\d.,]*)\s*(?:tok(?:en)?s?/s|t/s|tps)?\s+to\s+~?(?P<b>\d[\d.,]*)"
)
#: A sentence saying speculation raised a speed ("speculative decoding increases ...").
_SPEC_RAISES_RE = regex.compile(
    r"(?i)\b(?:speculat\w*|draft\w*|mtp|eagle\w*|medusa|ngram|lookahead|spec(?:[ -]dec\w*)?)\b"
    r"[^.\n]{0,60}?\b(?:increas|improv|boost|rais|jump|bring|brought|take|took|push|lift|speed"
    r"|go|goes|went|uplift|achiev|gain|get|got)\w*"
    r"|\b(?:speculat\w*|draft\w*|mtp|eagle\w*|medusa|ngram|lookahead)\b[^\n]{0,40}:"
)


def _figure_pair(v: PostView, q: Quantity) -> tuple[regex.Match[str], int] | None:
    """The "A vs B" pair of figures ``q`` belongs to, and its side (0 for A)."""
    line_start = v.text.rfind("\n", 0, q.number_start) + 1
    for m in _FIGURE_PAIR_RE.finditer(v.text, line_start, q.number_end + 40):
        if q.number_start in (m.start("a"), m.start("b")):
            return m, 0 if q.number_start == m.start("a") else 1
    return None


_SLASH_LIST_RE = regex.compile(r"~?\d[\d.,]*(?:[ \t]*/[ \t]*~?\d[\d.,]*)+")
_LIST_NUMBER_RE = regex.compile(r"\d+(?:[.,]\d+)*")
_SLASH_KEYS = ("spec_tokens", "concurrency", "tp", "batch_size", "input_len", "output_len")


def _slash_respective(v: PostView, q: Quantity, sentence: tuple[int, int] | None) -> dict[str, Any]:
    """The setting a figure of a slash list takes from an equally long slash list
    of one setting before it: "n-max 8 / 16 / 64: 165.4 / 170.0 / 164.3 tok/s"."""
    if sentence is None:
        return {}
    a, b = sentence
    figures = next(
        (m for m in _SLASH_LIST_RE.finditer(v.text, a, b) if m.start() <= q.number_start < m.end()),
        None,
    )
    if figures is None:
        return {}
    numbers = [m.start() for m in _LIST_NUMBER_RE.finditer(v.text, figures.start(), figures.end())]
    if q.number_start not in numbers:
        return {}
    index = numbers.index(q.number_start)
    for setting in reversed(list(_SLASH_LIST_RE.finditer(v.text, a, figures.start()))):
        items = list(_LIST_NUMBER_RE.finditer(v.text, setting.start(), setting.end()))
        if len(items) != len(numbers):
            continue
        for key in _SLASH_KEYS:
            if any(m.start <= items[0].start() < m.end for m in v.index.of(key)):
                text = items[index].group().replace(",", "")
                return {key: int(text) if text.isdigit() else float(text)}
    for key in _SLASH_KEYS:
        # "c1 / c4 / c16: 70 / 240 / 610 tok/s": one mention per item.
        before = sorted(
            (m for m in v.index.within(key, (a, figures.start()))), key=lambda m: m.start
        )
        for k in range(len(before) - len(numbers), -1, -1):
            run = before[k : k + len(numbers)]
            if all(
                regex.fullmatch(r"[ \t]*/[ \t]*", v.text[x.end : y.start])
                for x, y in zip(run, run[1:], strict=False)
            ):
                return {key: run[index].value}
    return {}


def _respective_setup(
    v: PostView, q: Quantity, sentence: tuple[int, int] | None
) -> tuple[dict[str, Any], bool]:
    """Keys a figure takes from its side of an earlier "X vs Y" of the post.

    "(MLX 4bit vs Q4_K_M) ... tg 19.5 vs 18.2": 19.5 is the 4-bit run's and
    18.2 the Q4_K_M run's, for each key both sides of the setup pair state.
    Also says whether the setup pair is in the figure's own ``sentence``.
    """
    figures = _figure_pair(v, q)
    if figures is None:
        return {}, False
    pair, side = figures
    for vs in reversed(list(_SETUP_PAIR_RE.finditer(v.text, 0, pair.start()))):
        if _FIGURE_PAIR_RE.match(v.text, max(0, vs.start() - 12)) or any(
            f.start() <= vs.start() < f.end()
            for f in _FIGURE_PAIR_RE.finditer(v.text, max(0, vs.start() - 20), vs.end() + 20)
        ):
            continue  # another pair of figures, not of setups
        left_end = max(
            (m.end() for m in _SIDE_END_RE.finditer(v.text, max(0, vs.start() - 120), vs.start())),
            default=max(0, vs.start() - 120),
        )
        right = _SIDE_END_RE.search(v.text, vs.end(), vs.end() + 120)
        sides = ((left_end, vs.start()), (vs.end(), right.start() if right else vs.end() + 120))
        found: dict[str, Any] = {}
        for key in _CONTRAST_KEYS + ("engine_version", "spec_tokens"):
            values = [{m.value for m in v.index.within(key, span)} for span in sides]
            if all(len(x) == 1 for x in values) and values[0] != values[1]:
                found[key] = sorted(values[side], key=str)[0]
        if found:
            return found, sentence is not None and sentence[0] <= vs.start() < sentence[1]
    return {}, False


def _caption_pairs(v: PostView, table: Table, head: Cell) -> dict[str, Any]:
    """Keys a caption pairs with the column's contrasted value.

    "Qwen3-30B (MLX 4bit vs Q4_K_M)" above "MLX pp | llama.cpp pp": each side
    of the "vs" that names the column's engine (or accelerator) gives the
    column its other keys ("4bit" for the MLX columns).
    """
    if table.caption is None:
        return {}
    found: dict[str, Any] = {}
    a, b = table.caption
    for key in _CONTRAST_KEYS:
        named = {m.value for m in v.index.within(key, (head.start, head.end))}
        if len(named) != 1:
            continue
        value = named.pop()
        seps = list(_VS_RE.finditer(v.text, a, b))
        if not seps:
            continue
        starts = [a, *(m.end() for m in seps)]
        ends = [*(m.start() for m in seps), b]
        for side in zip(starts, ends, strict=True):
            if {m.value for m in v.index.within(key, side)} != {value}:
                continue
            for other in _CONTRAST_KEYS:
                if other == key:
                    continue
                values = {m.value for m in v.index.within(other, side)}
                if len(values) == 1:
                    found[other] = values.pop()
    return found


def _legend_setup(v: PostView, head: Cell) -> dict[str, Any]:
    """Conditions a legend gives a column by quoting its header.

    ``"c=1 decode" is the median ... with 1k-token prompts, 512 output tokens``
    in the table's post or the one before it: the keys stated (one value each)
    from the quoted label to the end of its sentence.
    """
    cache_key = f"legend:{head.start}"
    if cache_key not in v.setup_cache:
        v.setup_cache[cache_key] = [
            Mention(cache_key, _quoted_legend(v, head), head.start, head.end)
        ]
    return dict(v.setup_cache[cache_key][0].value)


def _quoted_legend(v: PostView, head: Cell) -> dict[str, Any]:
    label = v.text[head.start : head.end].strip(" *_`")
    if len(label) < 2 or not regex.search(r"\p{L}", label):
        return {}
    # The legend may quote the header without its parenthesis ("Prefill" for
    # "prefill (8k prompt)").
    core = regex.sub(r"\s*\([^)]*\)\s*$", "", label)
    names = "|".join(regex.escape(x) for x in {label, core} if len(x) >= 2)
    pattern = regex.compile(rf"[\"“'`](?:{names})[\"”'`]", regex.IGNORECASE)
    # Below the table, a sentence may define the header unquoted: "Tokens/s is the ...".
    below = regex.compile(rf"(?:^|(?<=[.!?]\s))(?:{names})\s+(?:is|are|means)\s", regex.IGNORECASE)
    legend: dict[str, Any] = {}
    for where, rx in ((v, pattern), (v.previous, pattern), (v.following, below)):
        if where is None:
            continue
        spans = []
        for m in rx.finditer(where.text):
            if any(t.start <= m.start() < t.end for t in where.tables):
                continue
            end = _LEGEND_END_RE.search(where.text, m.end())
            span = (m.start(), len(where.text) if end is None else end.start())
            spans.append(span)
            if _SAME_AS_BEFORE_RE.search(where.text, span[0], span[1]):
                # "... with the same lengths": those of the legend entry before it.
                before = [d for d in _DEFINITION_RE.finditer(where.text, 0, m.start())]
                if before:
                    prior_end = _LEGEND_END_RE.search(where.text, before[-1].end())
                    spans.append(
                        (before[-1].start(), m.start() if prior_end is None else prior_end.start())
                    )
        for key in SETUP_KEYS + RUN_KEYS:
            values = {x.value for span in spans for x in where.index.within(key, span)}
            if key in ("concurrency", "scope", "batch_size"):
                values = {x.value for x in where.index.within(key, spans[0])} if spans else set()
            if len(values) == 1 and key not in legend:
                legend[key] = values.pop()
    return legend


_LEGEND_END_RE = regex.compile(r"\.\s|\n|[\"“][^\"”]{1,40}[\"”]\s+(?:is|are|means)\b")
_SAME_AS_BEFORE_RE = regex.compile(
    r"(?i)\b(?:the\s+)?same\s+(?:lengths?|prompts?|settings|workload|dataset|inputs?)\b"
)


def _stated_by_other_columns(v: PostView, table: Table, q: Quantity, key: str) -> bool:
    """Whether another column of a table comparing setups states ``key`` (by its
    header or the lines naming it) when the claim's own column does not."""
    if key not in _PARALLEL or not table.header:
        return False
    located = table.locate(q.number_start)
    own = located[2] if located else None
    for head in table.header[1:]:
        if head is own:
            continue
        if v.index.within(key, (head.start, head.end)) or key in _named_setup(v, table, head):
            return True
    return False


def _named_setup(v: PostView, table: Table, head: Cell) -> dict[str, Any]:
    """Setup keys stated (one value each) on the lines outside tables naming a column."""
    label = v.text[head.start : head.end].strip(" *_`")
    if len(label) < 3 or not regex.search(r"\p{L}", label):
        return {}
    cache_key = f"column:{table.start}:{head.start}"
    if cache_key in v.setup_cache:
        return v.setup_cache[cache_key][0].value if v.setup_cache[cache_key] else {}
    pattern = regex.compile(rf"(?<![\w.]){regex.escape(label)}(?![\w])", regex.IGNORECASE)
    others = [
        v.text[h.start : h.end].strip(" *_`").lower()
        for h in (table.header or [])[1:]
        if h is not head
    ]
    setup: dict[str, Any] = {}
    lines: list[tuple[PostView, tuple[int, int]]] = []
    for m in pattern.finditer(v.text):
        if any(t.start <= m.start() < t.end for t in v.tables):
            continue
        start = v.text.rfind("\n", 0, m.start()) + 1
        end = v.text.find("\n", m.end())
        line = v.text[start : len(v.text) if end < 0 else end].lower()
        if any(len(o) >= 3 and o in line for o in others):
            continue  # "Legend: Solo · Cluster TP=2 · Shuffle": every column's line
        lines.append((v, (start, len(v.text) if end < 0 else end)))
    for where in [w for w in (v, v.previous) if w is not None]:
        # A legend table ("| Solo | Single DGX Spark, TP=1 |"), in this post or the
        # one before it, whose row is named like the column describes its setup.
        for other in where.tables:
            if other is table:
                continue
            for row_start, row_end, cells in other.rows:
                first = where.text[cells[0].start : cells[0].end].strip(" *_`") if cells else ""
                if first.lower() == label.lower():
                    lines.append((where, (row_start, row_end)))
    for key in SETUP_KEYS:
        values = {m.value for where, span in lines for m in where.index.within(key, span)}
        if len(values) == 1:
            setup[key] = values.pop()
    v.setup_cache[cache_key] = [Mention(cache_key, setup, head.start, head.end)]
    return setup


#: A column header naming the run without speculation: "Baseline", "Vanilla" (not
#: "AR", which as often abbreviates an acceptance rate).
_BASELINE_HEAD_RE = regex.compile(
    rf"(?i)[ \t*_`]*(?:{_OFF_RUN_NAMES}|autoregressive|base)\b(?![ \t]*\+)"
)


def _baseline_column(v: PostView, table: Table, pos: int) -> bool:
    """The figure's column is headed "Baseline" and some other column is not."""
    located = table.locate(pos)
    head = located[2] if located else None
    heads = table.header or []
    if head is None or not heads or head is heads[0]:
        return False
    if not _BASELINE_HEAD_RE.match(v.text, head.start, head.end):
        return False
    if v.index.within("spec_method", (head.start, head.end)):
        return False  # "| Baseline EAGLE |": a speculative setup of its own
    return any(
        not _BASELINE_HEAD_RE.match(v.text, h.start, h.end) for h in heads[1:] if h is not head
    )


def _beside_baseline_column(v: PostView, table: Table, pos: int) -> bool:
    """The figure's column is not the baseline's, and another column is headed
    "Baseline" ("| quant | base tok/s | code | creative |")."""
    located = table.locate(pos)
    head = located[2] if located else None
    heads = table.header or []
    if head is None or len(heads) < 3 or head is heads[0]:
        return False
    if _BASELINE_HEAD_RE.match(v.text, head.start, head.end):
        return False
    return any(
        _BASELINE_HEAD_RE.match(v.text, h.start, h.end)
        and not v.index.within("spec_method", (h.start, h.end))
        for h in heads[1:]
        if h is not head
    )


def _speedup_leg(context: dict[str, Any], v: PostView, table: Table) -> None:
    """A speed-up column beside one speculative column and one baseline column
    ("n_max:0 | n_max:16 | change") is that speculative leg's ratio."""
    on = [
        h
        for h in table.header or ()
        if any(m.value for m in v.index.within("spec_tokens", (h.start, h.end)))
        or any(m.value is True for m in v.index.within("spec_enabled", (h.start, h.end)))
    ]
    if len(on) != 1:
        return
    for key in ("spec_method", "spec_tokens"):
        if key not in context:
            found = v.index.within(key, (on[0].start, on[0].end))
            if len({m.value for m in found}) == 1:
                context[key] = found[0].value


#: Keys whose value, found next to a claim, names a setup described elsewhere
#: ("On the B200 node, ... --tp_size 8 --ep_size 8 ...").
_ANCHOR_KEYS = ("accelerator", "model", "spec_method")


def _anchored_setup(
    doc: dict[str, Any], context: dict[str, Any], v: PostView, anchors: Sequence[str] = _ANCHOR_KEYS
) -> dict[str, Any]:
    """Setup keys from the sentences that describe the claim's own hardware.

    When a claim names its accelerator (a row "8xB200, NVFP4") and the text has
    sentences with no measured number that name that accelerator and no other
    ("On the B200 node, TensorRT-LLM 1.0.0rc4 with --tp_size 8 --ep_size 8"),
    the setup keys those sentences give (one value each) are the claim's.
    Computed once per document and accelerator.
    """
    found: dict[str, Any] = {}
    cache = doc.setdefault("_anchored", {})
    for anchor in anchors:
        value = context.get(anchor)
        if value is None:
            continue
        count = context.get("accelerator_count") if anchor == "accelerator" else None
        # A method's draft length comes from its own post's lines (spec_tokens
        # does not carry across posts); hardware and models from the author's.
        own_post = anchor == "spec_method"
        slot = (anchor, value, count, id(v) if own_post else None)
        if slot not in cache:
            views = (v,) if own_post else doc.get("_views", ())
            cache[slot] = _hardware_setup(views, anchor, value, count)
        for key, setting in cache[slot].items():
            if anchor == "spec_method" and key != "spec_tokens":
                continue  # a method's line gives its draft length, nothing else
            if key not in context:
                found[key] = setting
    return found


def _row_count(v: PostView, row: tuple[int, int]) -> int | None:
    """The card count a table row states (its count column or "2x H100")."""
    counts = {m.value for k in ("accelerator_count", "gpu_count") for m in v.index.within(k, row)}
    if len(counts) == 1:
        return int(counts.pop())
    cells = regex.findall(r"(?:^|\s{2,}|\|)\s*(\d{1,2})\s*(?=\s{2,}|\|)", v.text[row[0] : row[1]])
    return int(cells[0]) if len(cells) == 1 else None


def _hardware_setup(
    views: Sequence[PostView], anchor: str, value: Any, count: int | None = None
) -> dict[str, Any]:
    """Setup keys (one value each) of the sentences naming ``value`` and no rival."""
    spans: list[tuple[PostView, tuple[int, int]]] = []
    others = False
    for v in views:
        for span in v.sentence_spans:
            named = {m.value for m in v.index.within(anchor, span)}
            others = others or bool(named - {value})
            if named != {value} or any(t.start < span[1] and span[0] < t.end for t in v.tables):
                continue
            if measured_quantities(v.text[span[0] : span[1]]):
                continue
            spans.append((v, span))
    # A table row naming the hardware and no other ("MI300X  1  8B  FP8  vLLM 0.10.1")
    # describes its setup too: the keys every such row states alike.
    rows = [
        (v, (row[0], row[1]))
        for v in views
        for t in v.tables
        for row in t.rows
        if {m.value for m in v.index.within(anchor, (row[0], row[1]))} == {value}
        and (count is None or _row_count(v, (row[0], row[1])) in (None, count))
    ]
    if not (spans or rows) or not others:
        return {}  # only where other hardware is described apart
    found: dict[str, Any] = {}
    for key in SETUP_KEYS:
        if key == anchor:
            continue
        values = {m.value for v, span in spans for m in v.index.within(key, span)}
        per_row = [{m.value for m in v.index.within(key, span)} for v, span in rows]
        if rows and all(len(x) == 1 for x in per_row):
            values |= set().union(*per_row)
        if len(values) == 1:
            found[key] = values.pop()
    return found


#: A bold label alone on its line: "**use eagle3**", "**normal**".
_BOLD_LABEL_RE = regex.compile(r"(?m)^[ \t]*\*\*[^*\n]{1,40}\*\*[ \t]*$")
_BLOCK_LABEL_RE = regex.compile(
    r"(?m)^[ \t]*\**(?P<label>[A-Za-z][\w .()/-]{0,38}?)\**:?\**[ \t]*$"
)


def _defined_label(v: PostView, q: Quantity, doc: dict[str, Any]) -> dict[str, Any]:
    """The setup a block's label stands for, where a list defines it.

    "- old: `rocm/vllm:..._vllm_0.10.1_...`" and, further on, "old image:"
    above a result block: the block's figures take the engine and version of
    the "old" line.
    """
    if "block_labels" not in v.setup_cache:
        v.setup_cache["block_labels"] = [
            Mention("block_label", m["label"], m.start(), m.end())
            for m in _BLOCK_LABEL_RE.finditer(v.text)
            if m.group().strip().endswith(":")
        ]
    line_start = max(v.text.rfind("\n", 0, q.number_start), 0)
    labels = v.setup_cache["block_labels"]
    k = bisect_right([m.end for m in labels], line_start)
    if k == 0:
        return {}
    label = labels[k - 1]
    between = v.text[label.end : q.number_start]
    if "\n\n" in between.replace("```", "") and not between.lstrip().startswith("```"):
        return {}  # the label is not right above this figure's block
    words = regex.findall(r"[A-Za-z]{3,}", label.value)
    if not words:
        return {}
    cache = doc.setdefault("_definitions", {})
    word = words[0].lower()
    if word not in cache:
        definition = regex.compile(
            rf"(?im)^[ \t]*(?:[-*•][ \t]*)?\**{regex.escape(word)}\**[ \t]*[:=][ \t]*(?P<what>\S.*)$"
        )
        cache[word] = [
            (view, (m.start("what"), m.end("what")))
            for view in doc.get("_views") or (v,)
            for m in definition.finditer(view.text)
        ]
    spans = [
        (view, span)
        for view, span in cache[word]
        if not (view is v and label.start <= span[0] < label.end)
    ]
    if len(spans) != 1:
        return {}
    view, span = spans[0]
    found: dict[str, Any] = {}
    for key in ("engine", "engine_version", "precision", "model"):
        values = {m.value for m in view.index.within(key, span)}
        if len(values) == 1:
            found[key] = values.pop()
    return found


def _numbered_label_workload(v: PostView, q: Quantity, doc: dict[str, Any]) -> str | None:
    """The workload of the one line elsewhere that defines the claim's numbered
    line label ("Prompt 1: Write ... code only." for "Prompt 1: 15.10 tok/sec"):
    its workload, "" when the definition names none, None when no line defines it."""
    line_start = v.text.rfind("\n", 0, q.number_start) + 1
    m = NUMBERED_ITEM_RE.match(v.text, line_start, q.number_start)
    if m is None:
        return None
    label = " ".join(m["label"].split()).lower()
    views = doc.get("_views")
    cache = doc.setdefault("_numbered_labels", {}) if views else {}
    if label not in cache:
        cache[label] = _label_definition_workload(label, views or (v,))
    result: str | None = cache[label]
    return result


def _label_definition_workload(label: str, views: Sequence[PostView]) -> str | None:
    """The workload of the one line of ``views`` that defines ``label`` with no
    figure ("Prompt 1: Write ... code only."), "" when it names none, else None."""
    definition = regex.compile(
        r"(?im)^[ \t]*(?:[-*•][ \t]*)?[*_]{0,2}"
        + r"[ \t]+".join(regex.escape(w) for w in label.split())
        + r"[*_]{0,2}[ \t]*:[ \t]*(?P<what>\S[^\n]*)$"
    )
    spans = [
        (view, (d.start("what"), d.end("what")))
        for view in views
        for d in definition.finditer(view.text)
        if not measured_quantities(d["what"])
    ]
    if len(spans) != 1:
        return None
    view, span = spans[0]
    kinds = {x.value for x in view.index.within("workload", span)}
    return kinds.pop() if len(kinds) == 1 else ""


def _alternative_column(v: PostView, table: Table, pos: int, key: str) -> bool:
    """Whether the column holding ``pos`` is headed like another column that
    names a value of ``key``, with another word in the value's place ("edit
    tok/s" beside "chat tok/s"): it stands for a value the text does not name."""
    if not table.header:
        return False
    located = table.locate(pos)
    if located is None or located[2] is None:
        return False
    head = located[2]
    label = v.text[head.start : head.end].strip()
    if v.index.within(key, (head.start, head.end)):
        return False
    for other in table.header:
        if other is head:
            continue
        for m in v.index.within(key, (other.start, other.end)):
            before = v.text[other.start : m.start].strip()
            after = v.text[m.end : other.end].strip()
            if not (before or after):
                continue
            if (
                label.startswith(before)
                and label.endswith(after)
                and len(label) > len(before) + len(after)
            ):
                return True
    return False


def _block_setting(v: PostView, table: Table, key: str) -> Any:
    """The value of ``key`` a key-value block states once for all its rows.

    A `vllm bench serve` result block reads as a two-column table whose
    "Maximum request concurrency: 32" row holds for every figure in it; a
    table that states a key in one row only, with no column header naming
    it, sets it for the block rather than varying it.
    """
    if table.header and len(table.header) > 2:
        return None
    rows = {
        k
        for m in v.index.within(key, _body(table))
        for k in [table.row_index(m.start)]
        if k is not None
    }
    values = {m.value for m in v.index.within(key, _body(table))}
    if len(rows) != 1 or len(values) != 1 or len(table.rows) <= 2:
        return None
    row_start, row_end, cells = table.rows[rows.pop()]
    if measured_quantities(v.text[row_start:row_end]):
        return None  # a measurement's own condition ("87.6 tok/s (512 out)"), not the block's
    if not any(
        c.start <= m.start < c.end for m in v.index.within(key, _body(table)) for c in cells
    ):
        return None  # "qwen3.5-opus-distill 3.83 ... (distilled, Q8_0)": a note on that row
    if (
        len(cells) >= 2
        and v.index.within(key, (cells[0].start, cells[0].end))
        and any(_BARE_FIGURE_RE.fullmatch(v.text, c.start, c.end) for c in cells[1:])
    ):
        return None  # "| My box (RTX 4090, vLLM) | 71 |": the row's label names its own run
    return values.pop()


_BARE_FIGURE_RE = regex.compile(r"[ \t*_`~≈]*\d[\d,.]*[ \t*_`]*")


#: A serving result block that ran one request: its totals are that request's lengths.
_ONE_REQUEST_RE = regex.compile(r"(?im)^\W*successful[ \t]+requests:[ \t]*1[ \t]*$")
_TOTAL_LENGTH_RE = {
    "input_len": regex.compile(r"(?im)^\W*total[ \t]+input[ \t]+tokens:[ \t]*(?P<n>\d+)[ \t]*$"),
    "output_len": regex.compile(
        r"(?im)^\W*total[ \t]+(?:generated|output)[ \t]+tokens:[ \t]*(?P<n>\d+)[ \t]*$"
    ),
}


#: vLLM's periodic metrics line: "..., Running: 4 reqs, Swapped: 0 reqs".
_RUNNING_REQS_RE = regex.compile(r"(?<![\w-])Running:[ \t]*(?P<n>\d{1,4})[ \t]+reqs\b")

#: vLLM's offline progress bar when the batch held one prompt.
_ONE_PROMPT_PROGRESS_RE = regex.compile(
    r"\bProcessed[ \t]+prompts:[ \t]*\d{1,3}%[^\n]*?[ \t|]1/1[ \t]*\["
)

#: Benchmark tools that print their own results, not a serving result block.
_OTHER_TOOL_LINE_RE = regex.compile(
    r"(?i)\bbench_one_batch\b|\bbench_offline_throughput\b|\bbench_latency\b|llama-bench\b"
    r"|\bbenchmark_latency\b|\bbenchmark_throughput\b|\bbench[ _]throughput\b|\bbench[ _]latency\b"
)


def _command_of(text: str, pos: int) -> str:
    """The command holding ``pos``: its line and the lines it continues with a
    trailing backslash."""
    start = text.rfind("\n", 0, pos) + 1
    while start > 1 and text[: start - 1].rstrip(" \t").endswith("\\"):
        start = text.rfind("\n", 0, start - 1) + 1
    end = text.find("\n", pos)
    return text[start : len(text) if end < 0 else end]


def _block_head(v: PostView, pos: int) -> int | None:
    """Where the serving result block holding ``pos`` starts (its "=== Serving
    Benchmark Result ===" line), across the dividers that split it into
    sections; ``None`` outside such a block."""
    heads = list(_RESULT_HEAD_RE.finditer(v.text, max(0, pos - 3000), pos))
    if heads and not _BLOCK_GAP_RE.search(v.text, heads[-1].end(), pos):
        return heads[-1].start()
    return None


def _one_request_setting(v: PostView, table: Table, key: str) -> Any:
    """In a result block with "Successful requests: 1", the one request's input and
    output lengths ("Total input tokens: 1024") and a concurrency of one."""
    start = table.start
    heads = list(_RESULT_HEAD_RE.finditer(v.text, max(0, table.start - 2000), table.start + 1))
    if heads:
        start = heads[-1].start()  # a result block split by its dividers into tables
    if not _ONE_REQUEST_RE.search(v.text, start, table.end):
        return None
    if key == "concurrency":
        return 1
    m = _TOTAL_LENGTH_RE[key].search(v.text, start, table.end)
    return int(m["n"]) if m else None


#: The head line of a serving benchmark's result block.
_RESULT_HEAD_RE = regex.compile(
    # a logger's timestamp may lead the line: "2024/07/11 23:37:56 ====== Serving ..."
    r"(?im)^[ \t]*(?:[\d/:.T-]+[ \t]+){0,2}=+[ \t]*serving[ \t]+benchmark[ \t]+result[ \t]*=+"
)


#: Column headers naming the key every row states for itself.
_KEY_COLUMN_RE = {
    "engine": regex.compile(r"(?i)[ \t*_`]*(?:engine|backend|runtime|framework|server)[ \t*_`]*"),
}


def _key_columns(v: PostView, table: Table) -> frozenset[str]:
    """Keys a table gives a column of their own ("| Engine | ... |")."""
    if not table.header:
        return frozenset()
    names = [v.text[h.start : h.end] for h in table.header]
    return frozenset(k for k, rx in _KEY_COLUMN_RE.items() if any(rx.fullmatch(n) for n in names))


def _varies_in(v: PostView, table: Table, key: str) -> bool:
    """True when a table gives ``key`` in its rows, or two values of it in its
    column headers ("EAGLE3 off | EAGLE3 on" names one method, it varies none)."""
    if v.index.within(key, _body(table)):
        return True
    if table.header:
        head = (table.header[0].start, table.header[-1].end)
        return len({m.value for m in v.index.within(key, head)}) > 1
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
    context: dict[str, Any],
    v: PostView,
    q: Quantity,
    scopes: Scopes,
    doc: dict[str, Any],
    near: bool = False,
) -> None:
    """Use the version written next to the claim's own engine when one is.

    A version found in the claim's own text (``near``) yields only to one
    written next to the engine in that same text.
    """
    engine = context.get("engine")
    if not engine:
        return
    key = f"engine_version:{engine}"
    names = v.index.of("other_engine")
    if engine == "other" and len({m.value for m in names}) > 1:
        # "runs on lightning-mlx ... forged with MTPLX 0.3.8": two engines the guide
        # calls "other"; the claim's is the one named nearest before it.
        before = [m for m in names if m.end <= q.number_start] or list(names)
        own = min(before, key=lambda m: abs(q.number_start - m.end)).value
        versions = v.index.of(f"engine_version:other:{own}")
        if versions:
            context["engine_version"] = _nearest(versions, q.number_start, q.number_end).value
            return
        if str(context.get("engine_version")) in {
            str(m.value) for m in v.index.of("engine_version:other")
        }:
            del context["engine_version"]
        _drop_others_version(context, v, key)
        return
    if near:
        cands = [m for span in scopes.near for m in v.index.within(key, span)]
        if cands:
            context["engine_version"] = _nearest(cands, q.number_start, q.number_end).value
        return
    table = next((t for t in v.tables if t.start <= q.number_start < t.end), None)
    if table is not None and _varies_in(v, table, "engine_version"):
        found = [m for span in scopes.near for m in v.index.within("engine_version", span)]
        if found:
            context["engine_version"] = _nearest(found, q.number_start, q.number_end).value
        else:
            context.pop("engine_version", None)
        return  # the table gives versions row by row
    paired = _resolve_key(v, q, scopes, key)
    if paired is None and v.heading is not None:
        cands = v.heading.index.of(key)
        paired = _dominant(cands) if cands else None
    if paired is None:
        paired = doc.get(key)
    if paired is None and "engine_version" not in context:
        # "vLLM 0.19.1" once in the author's text, whatever the paragraph:
        # the one release the author gives that engine.
        own = {r for r, e in doc.get("_own_releases", ()) if e == engine}
        if len(own) == 1:
            paired = own.pop()
    if paired is not None:
        context["engine_version"] = paired
        return
    _drop_others_version(context, v, key)


def _drop_others_version(context: dict[str, Any], v: PostView, key: str) -> None:
    """A version stated next to another engine is not this engine's."""
    version = context.get("engine_version")
    if version is not None and any(
        other.startswith("engine_version:")
        and other != key
        and not other.startswith(f"{key}:")
        and any(m.value == version for m in v.index.of(other))
        for other in v.index.keys()
    ):
        del context["engine_version"]


_PER_REQUEST_METRICS = frozenset({"ttft_ms", "tpot_ms", "latency_s"})


_SERVING_BLOCK_RE = regex.compile(r"(?im)^\W*successful[ \t]+requests:[ \t]*(?:[2-9]|\d{2,})\d*\b")


#: A benchmark script's printed arguments ("Namespace(backend='vllm', ...,
#: num_prompts=1000, request_rate=200.0, ...)") at the head of its output.
_ARGS_DUMP_RE = regex.compile(r"Namespace\((?P<args>[^()\n]*)\)")
_NUM_PROMPTS_RE = regex.compile(r"\bnum_prompts=(?P<n>\d+)")
_ONE_AT_A_TIME_RE = regex.compile(r"\b(?:max_concurrency|parallel|batch_size)=1\b")
_BLOCK_GAP_RE = regex.compile(r"\n[ \t]*\n|```")


def _many_requests_dump(v: PostView, pos: int) -> bool:
    """Whether the output holding ``pos`` (no blank line or fence between) starts
    with a benchmark's printed arguments sending many prompts with no limit of
    one at a time."""
    if "Namespace(" not in v.text:
        return False
    start = max(0, pos - 3000)
    for gap in _BLOCK_GAP_RE.finditer(v.text, start, pos):
        start = gap.end()
    for dump in _ARGS_DUMP_RE.finditer(v.text, start, pos):
        m = _NUM_PROMPTS_RE.search(dump["args"])
        if m and int(m["n"]) > 1 and not _ONE_AT_A_TIME_RE.search(dump["args"]):
            return True
    return False


_SUMMED_METRICS = frozenset({"decode_tps", "total_tps", "prefill_tps", "request_rate"})


#: A backend's device log line: "ggml_init_cublas: found 1 CUDA devices:".
_DEVICE_LOG_RE = regex.compile(
    r"(?im)^[^\n]*\bfound[ \t]+(?P<n>\d{1,2})[ \t]+(?:CUDA|ROCm|HIP|Vulkan|SYCL|Metal)[ \t]+devices?\b"
)


def _device_log(v: PostView, pos: int) -> tuple[int, Any] | None:
    """The device count and card of the backend log that opens the block holding
    ``pos`` ("found 1 CUDA devices: / Device 0: NVIDIA A100 80GB PCIe" right above a
    llama-bench table): that run's own hardware."""
    if "found" not in v.text:
        return None
    start = max(0, pos - 3000)
    logs = list(_DEVICE_LOG_RE.finditer(v.text, start, pos))
    if not logs:
        return None
    log = logs[-1]
    if _BLOCK_GAP_RE.search(v.text, log.end(), pos):
        return None
    devices = {
        m.value
        for m in v.index.within("accelerator", (log.start(), pos))
        if _DEVICE_LINE_RE.match(line_of(v.text, m.start))
    }
    card = devices.pop() if len(devices) == 1 else None
    return int(log["n"]), card


_DEVICE_LINE_RE = regex.compile(r"(?i)[ \t]*device[ \t]+\d+[ \t]*:")


def _normalize_context(
    context: dict[str, Any], v: PostView, q: Quantity, scopes: Scopes, metric: str
) -> dict[str, Any]:
    logged = _device_log(v, q.number_start)
    if logged is not None:
        count, card = logged
        if card is not None:
            context["accelerator"] = card
        if "accelerator" in context:
            context["accelerator_count"] = count
    if "accelerator_count" in context and "accelerator" not in context:
        del context["accelerator_count"]
    if "accelerator" in context and "accelerator_count" not in context:
        gpus: list[Mention] = []
        near: tuple[int, int] | None = None  # the clause or sentence stating it
        for index, span in enumerate(scopes.near + (scopes.section, scopes.post)):
            gpus = v.index.within("gpu_count", span)
            if gpus:
                near = span if index <= 1 else None
                break
        if gpus:
            value = _dominant(gpus)
            if value:
                context["accelerator_count"] = value
            if value == 1 and near is not None:
                # "the single-card reference (~1,035 tok/s)" in a post about TP=2
                for key in _PARALLEL:
                    if context.get(key, 1) > 1 and not v.index.within(key, near):
                        del context[key]
    if context.get("scope") == "single_stream" and (
        context.get("concurrency", 1) > 1 or context.get("batch_size", 1) > 1
    ):
        del context["scope"]  # a single stream said elsewhere; this run had several
    if context.get("concurrency") == 1:
        context["scope"] = "single_stream"
    elif (
        context.get("batch_size", 1) > 1 and "scope" not in context and "concurrency" not in context
    ):
        if metric in _SUMMED_METRICS:
            context["scope"] = "aggregate"  # a static batch's throughput is the batch's
        # A static batch's latency is the batch's wall time: neither summed nor
        # stated per request, so it takes no scope.
    elif context.get("concurrency", 1) > 1 and "scope" not in context:
        if metric in _PER_REQUEST_METRICS:
            context["scope"] = "per_request"  # a latency measured under load is each request's
        elif metric in _SUMMED_METRICS:
            context["scope"] = "aggregate"  # throughput under load, unqualified, is the sum
    elif context.get("scope") == "single_stream":
        context["concurrency"] = 1
    if metric in _PER_REQUEST_METRICS and context.get("scope") == "aggregate":
        context["scope"] = "per_request"  # a latency is each request's; none is summed
    layout: list[int] = [context[k] for k in ("tp", "pp") if isinstance(context.get(k), int)]
    if layout and context.get("accelerator_count") == 1 and math.prod(layout) > 1:
        del context["accelerator_count"]  # "TP=2" beside "a single RTX 3090": not one card
    if context.get("spec_tokens") == 0:
        context["spec_enabled"] = False  # no draft tokens: no speculation
    if metric == "speedup" and context.get("spec_enabled") is False:
        context["spec_enabled"] = True  # the "off" words name the baseline of the ratio
    if context.get("spec_enabled") is False:
        context.pop("spec_method", None)
        context.pop("spec_tokens", None)
    pp_len, tg_len = context.pop("pp_len", None), context.pop("tg_len", None)
    depth = context.pop("depth_len", None)
    if metric == "prefill_tps" and pp_len is not None:
        context.setdefault("input_len", pp_len)
    if metric == "decode_tps" and tg_len is not None:
        context.setdefault("output_len", tg_len)
    if metric == "decode_tps" and depth:
        context.setdefault("input_len", depth)
    if context.get("precision") == UNNAMED_PRECISION:
        del context["precision"]  # "full precision": stated, but no format id names it
    stat = context.pop("stat", None)
    context["_stat"] = stat
    return context


_DTYPE_FLAG_RE = regex.compile(r"(?i)--(?:dtype|torch[-_]dtype)[= ]['\"]?$")


def _launch_dtype(text: str, m: Mention) -> bool:
    """A precision set by one launch's ``--dtype`` flag: that run's, not the document's."""
    return m.key == "precision" and bool(_DTYPE_FLAG_RE.search(text, max(0, m.start - 20), m.start))


#: A line that states the machine: "Machine: MacBook Pro M3 Max", "- **GPU**: RTX 5090".
_HARDWARE_LABEL_LINE_RE = regex.compile(
    r"(?i)[ \t]*(?:[-*•][ \t]*)?(?:\*\*|__)?(?:machine|hardware|gpus?|system|device|rig|box|host)"
    r"(?:\*\*|__)?[ \t]*[:=]"
)
#: A line that states the model: "- Model: google/gemma-4-31B-it", "**Model**: ...".
_MODEL_LABEL_LINE_RE = regex.compile(
    r"(?i)[ \t]*(?:[-*•][ \t]*)?(?:\*\*|__)?(?:target[ \t]+)?model(?:[ \t]+name)?(?:\*\*|__)?[ \t]*[:=]"
)


#: A benchmark command run on a named dataset, not random tokens.
_NAMED_DATASET_RE = regex.compile(r"--dataset[-_]name[= ](?!random\b)[\w-]+")
#: A command fixing the random dataset's lengths.
_RANDOM_LENGTH_FLAG_RE = regex.compile(r"--random[-_](?:input|output)[-_]len\b")


def _random_run_length(v: PostView, m: Mention) -> bool:
    """A length fixed by "--random-input-len 4000" in a post that also runs a named
    dataset ("--dataset-name sharegpt"): the random run's, not the post's."""
    return bool(
        _RANDOM_LENGTH_FLAG_RE.search(_command_of(v.text, m.start))
        and _NAMED_DATASET_RE.search(v.text)
    )


#: Third-party cues that name who reported ("a user reported", "someone", "my
#: friend", "they got"), not words like "marketing" or "review".
_REPORTER_RE = regex.compile(
    r"(?i)report|someone|somebody|friend|guy|according|claim|\bthey\b|\b(?:he|she)\b|\bop\b"
)


def _in_third_party_sentence(v: PostView, m: Mention) -> bool:
    """Whether ``m`` sits in a sentence that reports someone else's results
    ("A Mac Studio (M2 Ultra) user reported ...")."""
    for start, end in v.sentence_spans:
        if start <= m.start < end:
            return any(
                c.label == "NONCLAIM"
                and c.id == "third_party"
                and start <= c.start < end
                and _REPORTER_RE.search(v.text, c.start, c.end) is not None
                for c in v.analysis.cues
            )
    return False


_ROW_OWN_KEYS = frozenset({"precision"})


def _in_row_label(v: PostView, m: Mention) -> bool:
    """Whether ``m`` sits in the first cell of a body row of a table of several rows
    whose other rows' first cells do not all say the same."""
    for table in v.tables:
        if table.start <= m.start < table.end and len(table.rows) > 1:
            k = table.row_index(m.start)
            cells = table.rows[k][2] if k is not None else []
            if not (len(cells) > 1 and cells[0].start <= m.start < cells[0].end):
                return False
            firsts = [
                r[2][0]
                for r in table.rows
                if r[2] and regex.search(r"\w", v.text[r[2][0].start : r[2][0].end])
            ]  # (not a separator row)
            return not all(
                m.value in {x.value for x in v.index.within(m.key, (c.start, c.end))}
                for c in firsts
            )  # "| llama 70B Q4_K_M |" on every row of llama-bench's table: the table's
    return False


def document_setup(views: Sequence[PostView]) -> dict[str, Any]:
    """Conditions stated across a group of posts (one author's), where one value dominates.

    Setup keys come from every mention; run conditions only from the posts'
    setup statements (see :func:`_in_setup`).
    """
    setup: dict[str, Any] = {}
    for key in SETUP_KEYS:
        if key in POST_ONLY_SETUP:
            # Varies run to run: only a post that states the setup speaks for the rest.
            pairs = [(v, m) for v in views if v.setup_post for m in v.index.of(key)]
        else:
            pairs = [
                (v, m)
                for v in views
                for m in v.index.of(key)
                if v.setup_post or not _launch_dtype(v.text, m)
            ]
        if key in _ROW_OWN_KEYS:
            # "| Default (Q4_K_M) | 89 | 14.6 |" over "| With num_ctx=512 | ... |": the
            # row label's format is that row's, not the document's
            pairs = [(v, m) for v, m in pairs if not _in_row_label(v, m)]
        if key == "engine":
            # "poor performance compared to vllm": the other side, not the setup
            pairs = [
                (v, m)
                for v, m in pairs
                if not _COMPARED_BEFORE_RE.search(v.text, max(0, m.start - 24), m.start)
            ]
        cands = [m for _, m in pairs]
        if cands and key == "model":
            # "- Model: google/gemma-4-31B-it": the line that states the model
            # outweighs the text's passing names ("the Gemma 4 Challenge").
            labelled = [m for v, m in pairs if _MODEL_LABEL_LINE_RE.match(line_of(v.text, m.start))]
            value = _dominant(labelled) if labelled else None
            if value is not None:
                setup[key] = value
                continue
        if key == "accelerator":
            # "A Mac Studio (M2 Ultra) user reported ...": someone else's machine.
            pairs = [(v, m) for v, m in pairs if not _in_third_party_sentence(v, m)]
            cands = [m for _, m in pairs]
        if cands and key == "accelerator":
            # "his 4090 shows 127, my 3090 gets 60": the author's own card first;
            # then a line that states the machine ("Machine: MacBook Pro M3 Max").
            mine = [
                m for v, m in pairs if _OWN_BEFORE_RE.search(v.text, max(0, m.start - 12), m.start)
            ] or [m for v, m in pairs if _HARDWARE_LABEL_LINE_RE.match(line_of(v.text, m.start))]
            value = _dominant(mine) if mine else None
            if value is not None:
                setup[key] = value
                continue
        if cands and key in _RUN_DESCRIBING and key != "accelerator":
            # Stated apart from any figure ("Llama-3.1-70B, 8x Gaudi 3, TP=8.") first;
            # not hardware, which a figureless sentence often names to compare.
            apart = [m for v, m in pairs if not _other_result_sentence(v, m, None)]
            value = _dominant(apart) if apart else None
            if value is not None:
                setup[key] = value
                continue
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
    if not setup["_models"]:
        # "[Bug] Llama4 on DGXH100 ...": a family's version is the model when the
        # text never names a fuller one
        versions = [m for v in views for m in v.mentions if m.key == "model_version"]
        value = _dominant(versions) if versions else None
        if value is not None:
            setup["model"] = value
            setup["_model_from_version"] = True
    # "--dataset-name sharegpt ..." and "--dataset-name random --random-input-len
    # 4000": two runs, and the random one's lengths are not the document's.
    other_sets = any(_NAMED_DATASET_RE.search(v.text) for v in views)
    for key in RUN_KEYS:
        # A condition stated for one setup's figures is not the document's:
        # it is kept apart, for that setup's figures.
        # A label line ("ShareGPT, same flags:") introduces its own block only.
        stated = [
            (v, m)
            for v in views
            if not v.labels_results
            for m in _in_setup(v, key)
            if not _introduces(v.text, m.start)
            # "bench_one_batch --input-len 256": that tool's own run, not the text's
            and not (
                key in ("input_len", "output_len")
                and _OTHER_TOOL_LINE_RE.search(_command_of(v.text, m.start))
            )
            and not (
                key in ("input_len", "output_len")
                and other_sets
                and _RANDOM_LENGTH_FLAG_RE.search(_command_of(v.text, m.start))
            )
        ]
        scoped = {(*scope, m.value) for v, m in stated if (scope := _sentence_scope(v, m.start))}
        if scoped:
            setup[f"_scoped:{key}"] = tuple(sorted(scoped, key=str))
        cands = [m for v, m in stated if _sentence_scope(v, m.start) is None]
        if key in ("input_len", "output_len") and len({m.value for m in cands}) >= 3:
            continue  # "32000 ..., 4000 ..., 2000 ..., 128 input tokens": a sweep's legs
        if cands:
            value = _dominant(cands)
            if value is not None:
                setup[key] = value
    if "accelerator" in setup and "accelerator_count" not in setup:
        # "on a single-GPU workstation" with the RTX 5080 named elsewhere: the
        # count of the one part the text runs on.
        gpus = [m for v in views for m in v.index.of("gpu_count")]
        value = _dominant(gpus) if gpus else None
        if value is not None and len({m.value for m in gpus}) == 1:
            setup["accelerator_count"] = value
    engines = _engines_by_hardware(views)
    if engines:
        setup["_scoped:engine"] = engines
    return setup


#: An engine named for one part: "llama.cpp on the RTX 5090, MLX on the M3 Ultra".
_ENGINE_ON_RE = regex.compile(r"(?i)[ \t]+(?:on|for)[ \t]+(?:the[ \t]+|an?[ \t]+|my[ \t]+)?")


def _engines_by_hardware(views: Sequence[PostView]) -> tuple[tuple[str, Any, Any], ...]:
    """("accelerator", part, engine) for each part the text runs on its own engine,
    when two or more parts are each named with one engine ("X on the A, Y on the B")."""
    pairs: dict[Any, set[Any]] = {}
    for v in views:
        parts = {m.start: m for m in v.index.of("accelerator")}
        for engine in v.index.of("engine"):
            on = _ENGINE_ON_RE.match(v.text, engine.end)
            part = parts.get(on.end()) if on else None
            if part is not None:
                pairs.setdefault(part.value, set()).add(engine.value)
    if len(pairs) < 2 or any(len(x) != 1 for x in pairs.values()):
        return ()
    if len({next(iter(x)) for x in pairs.values()}) < 2:
        return ()  # one engine on every part says nothing part by part
    return tuple(sorted(("accelerator", part, next(iter(x))) for part, x in pairs.items()))
