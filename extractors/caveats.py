"""Caveats: clauses in which authors limit what their evidence shows.

A caveat is found per clause (sentences split further at ``;``, dashes,
ellipses, ``, and`` / ``, but`` and "and"/"but" before a new subject), so a
long paragraph gives several. The
cue patterns and their kinds (``not_established``, ``failure``,
``config_trap``, ``scope``, ``method``) live in
``extractors/data/caveat_rules.json``, validated at load; the first pattern
in file order that matches a clause gives its kind. Code blocks are skipped:
an error log inside one is evidence, not the author's caveat. So are
questions put to others and short markdown headings.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Literal

import regex
from pydantic import BaseModel, ConfigDict, field_validator

from extractors.mentions import is_checklist_item
from extractors.nlp import analyse

Kind = Literal["not_established", "failure", "config_trap", "scope", "method"]

#: Clause boundaries inside a sentence.
_CLAUSE_RE = regex.compile(
    r";\s+|\s[—–]\s|\s-{2}\s|\s*\.{3}\s*|…\s*|\s\|\s|,\s+(?:and|but|while|whereas|so)\s+"
    r"|\s+(?:and|but)\s+(?=(?:it|we|I|they|he|she|you|there)\s)"
)
_AND_JOIN_RE = regex.compile(r",\s+and\s+")
_SO_JOIN_RE = regex.compile(r"[\s*_`'\")\]]*,\s+so\s+")
_CONTINUES_RE = regex.compile(r"(?:Those|These|This|That|It|They)\b")
_FENCE_RE = regex.compile(r"(?m)^[ \t]*(?:```|~~~).*$")
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'"})
_INTERROGATIVE_RE = regex.compile(
    r"(?i)(?:also,?\s+|so,?\s+|and\s+|but\s+)?(?:is|are|was|were|can|could|would|will|do|does|did|"
    r"should|have|has|what|why|how|which|who|where|when|any(?:one|body)?)\b"
)
_HEADING_RE = regex.compile(r"[ \t]*#{1,6}[ \t]")
_TRIM = " \t*_'\"`•·-–—>()[]:#"


def _compiles(value: str) -> str:
    try:
        regex.compile(value)
    except regex.error as exc:
        raise ValueError(f"not a valid pattern: {exc}") from exc
    return value


class CaveatRule(BaseModel):
    """One cue pattern and the kind of caveat it signals."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Kind
    pattern: str

    _pattern_compiles = field_validator("pattern")(_compiles)


class CorrectionRule(BaseModel):
    """One cue pattern of a correction or retraction."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    pattern: str

    _pattern_compiles = field_validator("pattern")(_compiles)


@dataclass(frozen=True)
class Caveat:
    kind: str
    start: int
    end: int
    quote: str


@lru_cache(maxsize=1)
def rules() -> tuple[tuple[CaveatRule, regex.Pattern[str]], ...]:
    """The caveat cue patterns in priority order, compiled."""
    data = json.loads(
        resources.files("extractors.data").joinpath("caveat_rules.json").read_text("utf-8")
    )
    loaded = []
    seen: set[str] = set()
    for kind, pattern in data["caveats"]:
        rule = CaveatRule(kind=kind, pattern=pattern)
        if pattern in seen:
            raise ValueError(f"caveat_rules.json: duplicate pattern {pattern!r}")
        seen.add(pattern)
        loaded.append((rule, regex.compile(pattern, regex.IGNORECASE)))
    return tuple(loaded)


#: Sections of ``caveat_rules.json`` holding correction cues: plain ones, and
#: the kinds that also change what a correction takes back.
CORRECTION_SECTIONS = ("corrections", "run_retractions", "blanket_retractions", "reruns")


@lru_cache(maxsize=len(CORRECTION_SECTIONS))
def _cue_patterns(section: str) -> tuple[regex.Pattern[str], ...]:
    """The correction cue patterns of one section of the rules file, validated and compiled."""
    data = json.loads(
        resources.files("extractors.data").joinpath("caveat_rules.json").read_text("utf-8")
    )
    return tuple(
        regex.compile(CorrectionRule(pattern=p).pattern, regex.IGNORECASE)
        for p in data.get(section, [])
    )


def correction_patterns() -> tuple[regex.Pattern[str], ...]:
    """The plain correction cue patterns, compiled."""
    return _cue_patterns("corrections")


@lru_cache(maxsize=1)
def all_correction_patterns() -> tuple[regex.Pattern[str], ...]:
    """Every correction cue: the plain ones and each kind below, which is a correction too."""
    return tuple(p for section in CORRECTION_SECTIONS for p in _cue_patterns(section))


def run_retraction_patterns() -> tuple[regex.Pattern[str], ...]:
    """Correction cues that void a whole run (a misconfigured launch, the wrong
    build or model), not one figure: every figure of that run's block goes."""
    return _cue_patterns("run_retractions")


def blanket_retraction_patterns() -> tuple[regex.Pattern[str], ...]:
    """Correction cues that take back all of the author's earlier figures
    ("ignore my earlier numbers"): each new figure replaces the earlier one of
    its metric however far apart the two are or whatever else they mention."""
    return _cue_patterns("blanket_retractions")


def rerun_patterns() -> tuple[regex.Pattern[str], ...]:
    """Correction cues that give a figure as a re-run's ("the 3.9 s above is
    from the re-run"): the first run's figure it replaces may differ by any factor."""
    return _cue_patterns("reruns")


def code_spans(text: str) -> list[tuple[int, int]]:
    """Spans of fenced code blocks; a fence never closed (a post cut short) runs
    to the end of the text, as markdown renders it."""
    fences = [m.start() for m in _FENCE_RE.finditer(text)]
    spans = [(fences[i], _line_end(text, fences[i + 1])) for i in range(0, len(fences) - 1, 2)]
    if len(fences) % 2:
        spans.append((fences[-1], len(text)))
    return spans


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


def clauses(text: str) -> list[tuple[int, int]]:
    """Clause spans of ``text`` outside code blocks, trimmed of bullets and markup."""
    code = code_spans(text)
    found = []
    for s, e in analyse(text).sentences:
        if any(a <= s < b for a, b in code) or _is_question(text, s, e):
            continue
        cut = s
        pieces = []
        for m in _CLAUSE_RE.finditer(text, s, e):
            pieces.append((cut, m.start()))
            cut = m.end()
        pieces.append((cut, e))
        for a, b in pieces:
            while a < b and text[a] in _TRIM:
                a += 1
            while b > a and text[b - 1] in _TRIM.replace(")", "").replace("]", ""):
                b -= 1
            if b - a >= 8 and not _is_heading(text, a) and not is_checklist_item(text, a):
                found.append((a, b))
    return found


def _is_heading(text: str, pos: int) -> bool:
    """A short markdown heading names a section; its bullets carry the caveats.

    A long ``#`` line is more likely a shell comment than a heading.
    """
    line_start = text.rfind("\n", 0, pos) + 1
    line_end = _line_end(text, pos)
    return bool(_HEADING_RE.match(text, line_start)) and (
        len(text[line_start:line_end].split()) <= 9
    )


def _is_question(text: str, start: int, end: int) -> bool:
    """A question put to others ("Is that the right ballpark?", "Can you rerun ...?").

    It asks; it does not limit the asker's evidence. A statement that merely
    ends in a question mark ("There may still be issues?") is still a hedge.
    """
    sentence = text[start:end].strip(_TRIM.replace("?", ""))
    return sentence.endswith("?") and bool(_INTERROGATIVE_RE.match(sentence))


def plain_quotes(text: str) -> str:
    """``text`` with typographic apostrophes as ASCII ones (same length, so spans hold)."""
    return text.translate(_APOSTROPHES)


def kind_of(clause: str) -> str | None:
    """The kind of the first cue pattern the clause matches, if any."""
    clause = plain_quotes(clause)
    for rule, pattern in rules():
        if pattern.search(clause, timeout=1.0):
            return rule.kind
    return None


def find_caveats(text: str) -> list[Caveat]:
    """Every clause of ``text`` that carries a caveat cue, with its kind.

    A cue clause joined by ", and" to a clause without a cue keeps it ("I
    tried it with 4, 12, and got this error"); a following sentence that
    opens with a pronoun and carries the same kind of cue continues the
    caveat ("Don't estimate ... from SSE deltas. Those measure steps"); a
    cue clause that draws the conclusion of the caveat before it (", so ...")
    joins it.
    """
    found: list[Caveat] = []
    previous: tuple[int, int] | None = None
    for start, end in clauses(text):
        kind = kind_of(text[start:end])
        if kind is None:
            previous = (start, end)
            continue
        if previous is not None and _AND_JOIN_RE.fullmatch(text, previous[1], start):
            start = previous[0]
        if found and _SO_JOIN_RE.fullmatch(text, found[-1].end, start):
            # "X wasn't run, so those rows stay theoretical": one limit and
            # the conclusion drawn from it are one caveat.
            last = found.pop()
            start, kind = last.start, last.kind
        elif found and found[-1].kind == kind and _CONTINUES_RE.match(text, start):
            if not text[found[-1].end : start].strip(" .\n"):
                last = found.pop()
                start = last.start
        found.append(Caveat(kind, start, end, text[start:end]))
        previous = None
    return found
