"""Numeric spans: values, ranges, approximations, K/M suffixes and units.

Every pattern here is linear: no nested quantifiers over overlapping
alternatives, so no input can make them backtrack without bound. They are
still run with the ``regex`` module's ``timeout`` by the caller's guard.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import regex


class Unit(StrEnum):
    """Unit families a metric can be stated in."""

    TPS = "tok/s"
    MS = "ms"
    S = "s"
    MIN = "min"
    PCT = "%"
    X = "x"
    TOK_STEP = "tokens/step"
    REQ_S = "req/s"
    STEP_S = "steps/s"
    NONE = ""


_NUM = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+"
_SUFFIX = r"[kKM](?![a-zA-Z])"
_APPROX = (
    r"(?:~=|~|≈|∼|≃|\babout\b|\baround\b|\broughly\b|\bapprox(?:imately|\.)?|\bnearly\b"
    r"|\balmost\b|\bcirca\b|\bca\.|\bapp?rox\b)"
)
#: "~" joins a range only when spaced alike on both sides ("2.5~3", "5 ~ 6"); in
#: "35.7 ~75" it hedges the second figure.
_RANGE_SEP = r"(?:\s*(?:-|–|—|\bto\b|\.\.)\s*|~|\s+~\s+)"

#: Letters and digits of alphabetic scripts, for word boundaries that CJK text,
#: written without spaces, does not break: "速度是30 tok/s", "在A100上".
SCRIPT_WORD = r"\p{Latin}\p{Greek}\p{Cyrillic}\p{N}_"
#: Currency signs: a number after one is money, never a figure or a count.
CURRENCY = "$£€¥₹"

UNIT_PATTERNS: dict[Unit, str] = {
    Unit.TPS: (
        r"tok(?:en)?s?\s*/\s*s(?:ec(?:ond)?s?)?\b|tokens?(?:\s+|-)per(?:\s+|-)sec(?:ond)?\b"
        r"|tok(?:en)?s?\s*/\s*sec\b"
        r"|[tT]/[sS]\b|tk/s\b|tps\b|TPS\b|tok\s*s-1\b|tokens?/s\b|Tok/s\b|Tokens?/s\b"
    ),
    Unit.TOK_STEP: (
        r"tok(?:en)?s?\s*/\s*(?:step|cycle)\b|(?:accepted\s+)?tokens?\s+per\s+(?:verification\s+|draft\s+)?"
        r"(?:step|round|iteration|cycle|forward(?:\s+pass)?)\b"
    ),
    Unit.REQ_S: r"req(?:uest)?s?\s*/\s*s(?:ec)?\b|requests?\s+per\s+second\b|RPS\b|QPS\b",
    Unit.STEP_S: (
        r"(?:verification\s+|forward\s+|decode\s+|draft\s+)?steps?\s*/\s*s(?:ec)?\b"
        r"|(?:verification\s+|forward\s+)?steps?\s+per\s+second\b"
        r"|(?:forward\s+)?pass(?:es)?\s*/\s*s(?:ec)?\b|(?:forward\s+)?passes\s+per\s+second\b"
    ),
    Unit.MS: r"ms\b|msec\b|milliseconds?\b",
    Unit.MIN: r"min(?:ute)?s?\b",
    Unit.S: r"s\b|sec\b|secs\b|seconds?\b",
    Unit.PCT: r"%|\s?percent\b",
    Unit.X: r"[x×X](?![a-zA-Z0-9])",
}

_UNIT_RE = "|".join(f"(?P<u_{u.name}>{p})" for u, p in UNIT_PATTERNS.items())

QUANTITY_RE = regex.compile(
    rf"""
    (?P<approx>{_APPROX}\s*)?
    (?<![{SCRIPT_WORD}.,/{CURRENCY}])(?<!\d[eE][+-])  # "$4,000": money
    # (a figure right after CJK text is one: "速度是30 tok/s")
    (?P<low>{_NUM})(?![eE][+-]?\d)(?P<low_suffix>{_SUFFIX})?
    (?:(?P<sep>{_RANGE_SEP})(?P<high>{_NUM})(?P<high_suffix>{_SUFFIX})?)?
    (?![\w.]*\d)
    (?:\s*(?:±|\+/-|\+-)\s*(?:{_NUM}))?
    # "**46** tok/sec": the figure emphasised, its unit outside the emphasis
    (?P<unit>(?:\*\*|__)?[ \t]?(?:(?i:output|generated|generation|decode|prompt|input|total|gen|effective|eff\.)[ \t]+(?=tok|t/s|tps))?(?:{_UNIT_RE})
      (?![ \t]*[=:][ \t]*[~≈]?\d(?![\d.,]*[ \t]*[x×%]))  # "rate=0.630 tok/s=22.7": a key
    )?  # (but "132.52 vs 39.69 tok/s = 3.34x faster" works a ratio out of the rate)
    """,
    regex.VERBOSE,
)

_SCALE = {"k": 1_000, "K": 1_000, "M": 1_000_000}


@dataclass(frozen=True)
class Quantity:
    """A number or range as written, with its unit family when one follows it."""

    start: int
    end: int
    number_start: int
    number_end: int
    low: float
    high: float
    approx: bool
    unit: Unit
    is_range: bool

    def text(self, source: str) -> str:
        return source[self.start : self.end]


_FROM_RE = regex.compile(
    r"(?i)\b(?:fell|falls?|dropped|drops?|went|goes|going|rose|rises?|jumped|jumps?|climbed|climbs?"
    r"|increased|increases|decreased|decreases|grew|moved|improved|regressed|slid|sank|down|up|get|gets"
    r"|got|getting|brought|brings?|boost(?:s|ed)?|push(?:es|ed)?|raised?|lift(?:s|ed)?|sped|changed?)"
    r"\s+(?:\w+\s+){0,2}?from\s*$"
)


def _not_a_range(text: str, m: regex.Match[str]) -> bool:
    """Two numbers joined by a dash or "to" that are not a range of one value."""
    low = parse_number(m["low"]) * _SCALE.get(m["low_suffix"] or m["high_suffix"] or "", 1)
    high = parse_number(m["high"]) * _SCALE.get(m["high_suffix"] or m["low_suffix"] or "", 1)
    if high < low:
        return True
    if "to" in m["sep"] and _FROM_RE.search(text[max(0, m.start() - 40) : m.start()]):
        return True
    if regex.fullmatch(r"\s+—\s+", m["sep"]):
        return True  # "n-max 4 — 11.7 → 22.6 tok/s": a spaced em dash parts clauses
    return False


#: A duration in minutes and seconds: "3m58s", "1m 32.5s".
_MIN_SEC_RE = regex.compile(
    r"(?<![\w.])(?P<m>\d{1,3})[ \t]?m[ \t]?(?P<s>[0-5]?\d(?:\.\d+)?)[ \t]?s\b"
)


def parse_number(text: str) -> float:
    """``"1,752"`` -> 1752.0; ``".5"`` -> 0.5."""
    return float(text.replace(",", ""))


def find_quantities(text: str) -> list[Quantity]:
    """Every number or range in ``text``, with hedge and unit.

    A K/M suffix on either end of a range applies to both (``5-6K`` is 5000
    to 6000). A range whose high end is below its low end (``2024-10``) is
    read as two separate numbers.

    Example:
        >>> q = find_quantities("Prefill: 5-6K tok/s")[0]
        >>> (q.low, q.high, q.unit.value)
        (5000.0, 6000.0, 'tok/s')
    """
    found: list[Quantity] = []
    spans: list[tuple[int, int]] = []
    for d in _MIN_SEC_RE.finditer(text, timeout=1.0):
        # "3m58s", "1m 32s": one duration in seconds
        seconds = int(d["m"]) * 60 + float(d["s"])
        found.append(Quantity(d.start(), d.end(), d.start(), d.end(), seconds, seconds,
                              False, Unit.S, False))  # fmt: skip
        spans.append((d.start(), d.end()))
    pos = 0
    while True:
        m = QUANTITY_RE.search(text, pos, timeout=1.0)
        if m is None:
            break
        pos = m.end() if m.end() > pos else pos + 1
        if any(a <= m.start("low") < b for a, b in spans):
            continue
        if m["high"] and _not_a_range(text, m):
            # "2024-10", "from 40 to 55", "8-4": read the first number alone, then go on.
            low = parse_number(m["low"]) * _SCALE.get(m["low_suffix"] or "", 1)
            end = m.end("low_suffix") if m["low_suffix"] else m.end("low")
            found.append(
                Quantity(
                    start=m.start("approx") if m["approx"] else m.start("low"),
                    end=end,
                    number_start=m.start("low"),
                    number_end=end,
                    low=low,
                    high=low,
                    approx=bool(m["approx"]),
                    unit=Unit.NONE,
                    is_range=False,
                )
            )
            pos = m.start("sep") + len(m["sep"].rstrip()) if m["sep"].strip() else m.end("low") + 1
            pos = max(pos, end)
            while pos < len(text) and not text[pos].isdigit() and text[pos] != ".":
                pos += 1
            continue
        low = parse_number(m["low"])
        high = parse_number(m["high"]) if m["high"] else low
        low_scale = _SCALE.get(m["low_suffix"] or "", 1)
        high_scale = _SCALE.get(m["high_suffix"] or "", 1)
        if m["high"] and low_scale == 1 and high_scale != 1:
            low_scale = high_scale
        if m["high"] and high_scale == 1 and low_scale != 1:
            high_scale = low_scale
        if not m["high"]:
            high_scale = low_scale
        low, high = low * low_scale, high * high_scale
        unit = Unit.NONE
        if m["unit"]:
            for name, value in m.capturesdict().items():
                if name.startswith("u_") and value:
                    unit = Unit[name[2:]]
                    break
        end = m.end("unit") if m["unit"] else m.end()
        found.append(
            Quantity(
                start=m.start("approx") if m["approx"] else m.start("low"),
                end=end,
                number_start=m.start("low"),
                number_end=m.end("high_suffix")
                if m["high_suffix"]
                else m.end("high")
                if m["high"]
                else m.end("low_suffix")
                if m["low_suffix"]
                else m.end("low"),
                low=low,
                high=high,
                approx=bool(m["approx"]),
                unit=unit,
                is_range=bool(m["high"]),
            )
        )
    found = sorted(found, key=lambda q: q.start) if spans else found
    return _unit_on_both_ends(text, found)


#: What joins the two ends of a range written with its unit twice: "74%–76%",
#: "2.1x-2.4x", "81% ~ 82.3%", "10 ms to 12 ms".
_BOTH_ENDS_SEP_RE = regex.compile(r"[ \t]*(?:-|–|—|\bto\b)[ \t]*|~|[ \t]+~[ \t]+")
#: "81% ~ 82.3%", "81%~82.3%": a tilde spaced alike on both sides joins, not hedges.
_TILDE_JOIN_RE = regex.compile(r"~|[ \t]+~[ \t]+")


def _unit_on_both_ends(text: str, found: list[Quantity]) -> list[Quantity]:
    """Two figures of one unit joined only by a range mark are one range."""
    merged: list[Quantity] = []
    for q in found:
        last = merged[-1] if merged else None
        if (
            last is not None
            and not last.is_range
            and not q.is_range
            and last.unit is not Unit.NONE
            and last.unit is q.unit
            and q.low > last.low
            and (
                (not q.approx and _BOTH_ENDS_SEP_RE.fullmatch(text, last.end, q.start))
                # "81% ~ 82.3%": a tilde spaced alike on both sides joins, not hedges
                or (q.approx and _TILDE_JOIN_RE.fullmatch(text, last.end, q.number_start))
            )
            and not (
                "to" in text[last.end : q.start]
                and _FROM_RE.search(text[max(0, last.start - 40) : last.start])
            )
        ):
            merged[-1] = Quantity(
                start=last.start,
                end=q.end,
                number_start=last.number_start,
                number_end=q.number_end,
                low=last.low,
                high=q.high,
                approx=last.approx,
                unit=q.unit,
                is_range=True,
            )
            continue
        merged.append(q)
    return merged
