"""Which metric a number states: its unit, and the cue words around it.

The cue words are the ``METRIC`` phrases of ``extractors/data/cues.jsonl``,
compiled into one pattern (longest phrase first).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import regex

from extractors.nlp import patterns
from extractors.quantities import UNIT_PATTERNS, Unit
from extractors.view import PostView


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


#: "spec", "speculative" right before "decoding": the method, not a phase.
_SPECULATIVE_BEFORE_RE = regex.compile(r"(?i)\bspec(?:ulative)?[\s_-]*$")

#: llama-bench's test names: a metric only next to a figure ("pp 1,180", "tg128 = 41").
_BARE_TESTS = frozenset({"pp", "tg"})
_NEAR_DIGIT_RE = regex.compile(r"\d")
_TEST_FIGURE_AFTER_RE = regex.compile(
    r"(?i)[ \t]*(?:[:=~≈][ \t]*|(?:around|about|roughly|approx\.?|approximately|is|was|of|at"
    r"|now|only|still|stays|drops|goes|to|up|down|hits)[ \t]+)*[~≈]?\d"
)


#: A size right after "pp" that no rate follows: the pipeline-parallel layout.
_LAYOUT_AFTER_RE = regex.compile(
    r"(?i)[ \t]*[=:]?[ \t]*\d{1,2}(?![\d.,])(?![ \t]*(?:t/s|tok|tokens|tps|±))"
)


def metric_cues(text: str, start: int, end: int, near: int, prose: bool = False) -> list[str]:
    """Metric names whose cue words appear in ``text[start:end]``, nearest to ``near`` first.

    In ``prose`` (not a table header), llama-bench's "pp"/"tg" name a metric
    only next to a figure.
    """
    found = []
    for m in _metric_lexicon().finditer(text, start, end, overlapped=True, timeout=1.0):
        metric = m.lastgroup
        if (
            prose
            and metric
            and m.group().lower() in _BARE_TESTS
            and not _NEAR_DIGIT_RE.search(text, max(0, m.start() - 3), m.end() + 3)
            and not _TEST_FIGURE_AFTER_RE.match(text, m.end())
        ):
            continue  # "why is pp so slow": pipeline parallel, not prompt processing
        if metric and m.group().lower() == "pp" and _LAYOUT_AFTER_RE.match(text, m.end()):
            continue  # "TP=2+PP=2", "PP 4": a pipeline-parallel size, not prompt processing
        if metric == "decode_tps" and _SPECULATIVE_BEFORE_RE.search(
            text, max(0, m.start() - 16), m.start()
        ):
            continue  # "with spec decoding": the method's name, not the decode phase
        if metric:
            distance = near - m.end() if m.end() <= near else m.start() - near
            found.append((abs(distance), -len(m.group()), metric))
    return [metric for _, _, metric in sorted(found)]


def _metric_cues(v: PostView, zones: Sequence[tuple[int, int]], near: int) -> list[str]:
    """Metric cues of the first zone that has any."""
    for start, end in zones:
        inside = any(t.start <= start < t.end for t in v.tables)
        ids = metric_cues(v.text, start, end, near, prose=not inside)
        if ids:
            return ids
    return []


#: trtllm-bench's acceptance lines ("[AR] AVERAGE", "[AR] P90").
_AR_LABEL_RE = regex.compile(r"(?i)\s*\[AR\]\s*(?:average|avg|mean|median|min|max|p\d{1,2})\s*$")


_TRAILING_STAT_RE = regex.compile(
    r"(?i)[\s\]_:-]+(?:p\d{1,2}(?:\.\d)?|min(?:imum)?|max(?:imum)?|avg|average|mean|median)\s*$"
)


#: A snake-case column name's unit suffix: "_ms", "_s", "_tok_per_s".
_SNAKE_UNIT_RE = regex.compile(
    r"(?i)(?<=[a-z0-9])_(?P<u>ms|msec|s|sec|tok_per_s(?:ec)?|tokens_per_s(?:ec(?:ond)?)?|tps"
    r"|req_per_s|per_s)$"
)
#: A snake-case column name's statistic: "ttft_p50_ms", "e2e_mean_s".
SNAKE_STAT_RE = regex.compile(r"(?i)(?:(?<=_)|^(?=\w+_))(p\d{2}|mean|median|avg|min|max)(?=_|$)")


def _snake_unit(header: str) -> Unit:
    """The unit a snake-case column name ends in: "ttft_p50_ms" is ms."""
    m = _SNAKE_UNIT_RE.search(header.strip(" *_`"))
    if m is None or m["u"].lower() == "per_s":
        return Unit.NONE
    u = m["u"].lower()
    if u in ("ms", "msec"):
        return Unit.MS
    if u in ("s", "sec"):
        return Unit.S
    return Unit.REQ_S if u == "req_per_s" else Unit.TPS


def _label_metric(label: str) -> str | None:
    """The metric a label such as "Mean TTFT" or "acc_length" names.

    The cue must end the label (a unit in brackets aside), so "prompt eval
    count" names no metric; among cues ending it, the longest wins.
    """
    label = regex.sub(r"\s*\([^()]*\)\s*$", "", label).rstrip(" :=*_`")
    # "ttft_p50_ms", "throughput_tok_per_s": a snake-case column's unit suffix
    label = _SNAKE_UNIT_RE.sub("", label)
    if "_" in label and " " not in label and SNAKE_STAT_RE.search(label):
        label = label.replace("_", " ")  # "ttft_p50" reads as "ttft p50"
    if _AR_LABEL_RE.match(label):
        return "acceptance_length"  # trtllm-bench "[AR] AVERAGE: 2.74": tokens per step
    # "[Latency] MINIMUM", "TTFT P99": a statistic after the metric's name
    label = _TRAILING_STAT_RE.sub("", label)
    best: tuple[int, str] | None = None
    for m in _metric_lexicon().finditer(label, overlapped=True, timeout=1.0):
        if m.lastgroup and len(label) - m.end() <= 1:
            if best is None or len(m.group()) > best[0]:
                best = (len(m.group()), m.lastgroup)
    return best[1] if best else None


#: Metrics a figure states only with its unit written.
_UNIT_BOUND = frozenset(
    {"decode_tps", "prefill_tps", "total_tps", "ttft_ms", "tpot_ms", "latency_s"}
)


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
        if "tpot_ms" in has and unit is Unit.S:
            return "tpot_ms", 1000  # "per-token latency(s) ...: [0.056, ...]"
        if "latency_s" in has:
            return "latency_s", scale
        return None, 1
    if unit is Unit.X:
        return "speedup", 1
    if unit is Unit.NONE:
        for metric in cues:
            if metric in ("acceptance_length", "speedup", "request_rate", "step_rate"):
                return metric, 1
            if metric in _UNIT_BOUND:
                # "| 出字率 |" (an output rate) over a bare "622.05", "QPS" a column
                # before: the nearest cue needs a unit the figure lacks.
                return None, 1
        return None, 1
    return None, 1


_METRIC_UNITS = {
    "decode_tps": Unit.TPS, "prefill_tps": Unit.TPS, "total_tps": Unit.TPS, "ttft_ms": Unit.MS,
    "tpot_ms": Unit.MS, "acceptance_rate": Unit.PCT, "acceptance_length": Unit.NONE,
    "speedup": Unit.NONE, "request_rate": Unit.REQ_S, "step_rate": Unit.STEP_S,
    "latency_s": Unit.S,
}  # fmt: skip


def _unit_in(header: str) -> Unit:
    snake = _snake_unit(header)
    if snake is not Unit.NONE:
        return snake
    for unit, pattern in UNIT_PATTERNS.items():
        if unit in (Unit.S, Unit.X, Unit.MIN):
            continue
        if regex.search(rf"(?i)(?:^|[\s(/])(?:{pattern})", header):
            return unit
    if regex.search(r"(?i)\(s\)|\bsec(?:onds)?\b", header):
        return Unit.S
    if regex.search(r"(?i)speed-?up|\(x\)|\bx\b", header):
        return Unit.X
    return Unit.NONE
