"""Corrections: an author replacing or retracting an earlier value.

A correction is found where a post states that something earlier was wrong
("Correction:", "my counter was off", "ignore my earlier numbers", "was
superseded", "sorry, I didn't run it with ..."). Each claim the correcting
post states after those words replaces the latest earlier claim of the same
metric whose context does not disagree, preferring the post most like the
correcting one (a near-duplicate that the correction edits). A statement
that only says an earlier result is void supersedes nothing it cannot name.
An update that adds a newer result without saying the old was wrong is not
a correction at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import regex

from extractors.caveats import (
    all_correction_patterns,
    blanket_retraction_patterns,
    code_spans,
    plain_quotes,
    rerun_patterns,
    run_retraction_patterns,
)
from extractors.claims import Claim
from extractors.nlp import analyse

#: Longest span of sentences read as one correcting statement.
MAX_CORRECTION_CHARS = 300
_ANOTHER_RE = regex.compile(
    r"(?i)\s*(?:[-*•>]\s*)?(?:\S+\s+){0,2}?(?:also|additionally|another|separately)\b"
)
#: Words right before a figure in the correcting words that state it as the
#: right value ("decode is 12.3, I typed 11.5 by mistake"): it is not withdrawn.
_ASSERTED_RE = regex.compile(
    r"(?i)\b(?:is|are|=|be|now|actually|really|gives|says|read)\s*[:=]?\s*(?:the\s+)?[~≈]?\**$"
)
#: Words right before a figure that take it back ("disregard the 2.1x", "not 2.3x").
_WITHDRAWN_RE = regex.compile(
    r"(?i)\b(?:disregard|ignore|not|retract|drop|withdraw|take\s+back|forget|had)"
    r"\s+(?:the\s+|my\s+|that\s+|this\s+)?[~≈]?\**$"
)
#: Correcting words that point back at the figure just stated.
_THAT_FIGURE_RE = regex.compile(
    r"(?i)(?:that|this|the\s+(?:above|last))\s+(?:figure|number|value|result|measurement|reading)\b"
)
_NUMBER_START_RE = regex.compile(r"[~≈]?\d")
_WORD_RE = regex.compile(r"[\p{L}\p{N}]+")
_ACTUALLY_RE = regex.compile(r"(?i)\bactually\b")
_NOT_RE = regex.compile(r"(?i)\bnot\b|\binstead\s+of\b|\brather\s+than\b")
_NUMBER_RE = regex.compile(
    r"(?<![\w.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.])\d+\.\d+|(?<![\w.])\d{2,}(?![\w.])"
)


@dataclass(frozen=True)
class CorrectionFound:
    """A correction in a post: ``start``/``end`` relative to that post's text."""

    start: int
    end: int
    quote: str


@dataclass
class Correction:
    """A correction placed in its document, with the claims it supersedes.

    ``superseded`` maps the index of each replaced claim (in the document's
    claim list) to the index of its replacement, or ``None`` for a
    retraction without a new value.
    """

    post_index: int
    start: int
    end: int
    quote: str
    superseded: dict[int, int | None] = field(default_factory=dict)


def find_corrections(text: str) -> list[CorrectionFound]:
    """The corrections of a post: runs of adjacent sentences with correction cues.

    Consecutive correcting sentences are one statement ("Correction: the
    counter was off. It is 244, not 243."); one further on, or one that says
    it adds to what came before ("I also take back ..."), is a correction of
    its own.
    """
    code = code_spans(text)
    plain = plain_quotes(text)
    hits = []
    for s, e in analyse(text).sentences:
        if any(a <= s < b for a, b in code):
            continue
        if any(p.search(plain, s, e, timeout=1.0) for p in all_correction_patterns()):
            hits.append((s, e))
    groups: list[list[int]] = []
    for s, e in hits:
        if (
            groups
            and e - groups[-1][0] <= MAX_CORRECTION_CHARS
            and not text[groups[-1][1] : s].strip()
            and not _ANOTHER_RE.match(text, s)
        ):
            groups[-1][1] = e
        else:
            groups.append([s, e])
    found = []
    for start, end in groups:
        while start < end and text[start] in " \t*_>-•":
            start += 1
        found.append(CorrectionFound(start, end, text[start:end]))
    return found


#: A replacement differs from the value it corrects by at most this factor;
#: a larger jump is another measurement, not a fix of this one.
MAX_CORRECTION_RATIO = 2.0


def _compatible(a: Claim, b: Claim) -> bool:
    shared = set(a.context) & set(b.context)
    if any(a.context[k] != b.context[k] for k in shared):
        return False
    for x, y in ((a, b), (b, a)):
        if x.context.get("spec_enabled") is False and "spec_method" in y.context:
            return False  # a no-speculation leg is not corrected by a speculative one
    return True


def _plausible_fix(old: Claim, new: Claim) -> bool:
    if old.low <= 0 or new.low <= 0:
        return False
    ratio = new.low / old.low
    return 1 / MAX_CORRECTION_RATIO <= ratio <= MAX_CORRECTION_RATIO


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD_RE.findall(text)}


def _label(quote: str) -> set[str]:
    """The words of a claim's quote without its numbers ("sm layer: tg 17.4 t/s")."""
    return {w for w in _words(quote) if not w.isdigit()}


def _similarity(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


def link(
    found: CorrectionFound,
    post_index: int,
    post_start: int,
    claims: Sequence[tuple[int, Claim]],
    post_texts: Sequence[str],
    authors: Sequence[str | None],
    until: int | None = None,
    post_starts: Sequence[int] | None = None,
) -> Correction:
    """Tie a correction to the claims it replaces.

    In order: two values of one metric inside the correcting words are the
    wrong and the right one ("had 101.7 ... gives 93.5", "113.9, not 134.9");
    a figure before "actually" is the wrong one; each claim stated after the
    correcting words (or in them) replaces the latest earlier claim of its
    metric with a compatible context, preferring the post most like the
    correcting one, then the claim whose label reads most like the new one
    ("-sm layer: tg 18.6" replaces "-sm layer: tg 17.4", not "-sm row"),
    and only figures the words name when they name any; values an edited
    near-duplicate copy changed count as stated values; an earlier figure
    the correcting words name and do not state again as current is
    withdrawn; and "that figure was wrong" withdraws the figure just stated.

    Args:
        found: The correcting words, relative to their post.
        post_index: Which post holds them.
        post_start: Where that post starts in the document.
        claims: Every claim of the document as (post index, claim), with
            document-relative spans, in document order.
        post_texts: Every post's text, for similarity.
        authors: Every post's author (``None`` when unknown).
        until: Where the post's next correction starts (document offset):
            values stated from there on belong to that one.
        post_starts: Where every post starts in the document (to find the
            result block of a voided run).
    """
    correction = Correction(
        post_index, found.start + post_start, found.end + post_start, found.quote
    )
    mine = [i for i, (p, _) in enumerate(claims) if p == post_index]
    after = [
        i
        for i in mine
        if claims[i][1].start >= correction.end and (until is None or claims[i][1].start < until)
    ]
    inside = [i for i in mine if correction.start <= claims[i][1].start < correction.end]
    text = post_texts[post_index]

    actually = _ACTUALLY_RE.search(found.quote)
    if actually and inside:
        # "The widget showed 22 tok/s while the server actually generates at 70".
        cut = correction.start + actually.start()
        for i in inside:
            if claims[i][1].start < cut:
                correction.superseded[i] = None
        if not after:
            return correction
        inside = [i for i in inside if i not in correction.superseded]

    by_metric: dict[str, list[int]] = {}
    for i in inside:
        by_metric.setdefault(claims[i][1].metric, []).append(i)
    for same in by_metric.values():
        if len(same) >= 2:
            first, last = same[0], same[-1]
            later = claims[last][1]
            # The words between the two values, and those of the later quote
            # before its number ("1.9x, not 2.3x" quotes "not 2.3x").
            between = (
                text[claims[first][1].end - post_start : later.start - post_start]
                + (_NUMBER_START_RE.split(later.quote, maxsplit=1)[0])
            )
            old_i, new_i = (last, first) if _NOT_RE.search(between) else (first, last)
            # A re-run after a fixed mistake may differ by any factor (an outlier).
            if _plausible_fix(claims[old_i][1], claims[new_i][1]) or any(
                rx.search(found.quote) for rx in rerun_patterns()
            ):
                # Not "single user 15.3, 8 concurrent 74": two runs, not a fix.
                correction.superseded[old_i] = new_i

    settled = set(correction.superseded) | {
        v for v in correction.superseded.values() if v is not None
    }
    # "The 34 tok/s baseline number is wrong": the figure the words call wrong
    # names an earlier claim (perhaps rounded); that claim is withdrawn.
    for i in inside:
        if i in settled or not _called_wrong(claims[i][1], correction.start, found.quote):
            continue
        named_claim = claims[i][1]
        named_earlier = [
            j
            for j, (p, c) in enumerate(claims)
            if c.start < named_claim.start
            and j not in inside
            and (p == post_index or authors[p] == authors[post_index])
            and c.metric == named_claim.metric
            and same_figure(c, named_claim)
        ]
        if named_earlier:
            correction.superseded[named_earlier[-1]] = None
            settled.add(i)
    withdrawn = _figures(found.quote, _WITHDRAWN_RE)
    new = [i for i in (after or inside) if i not in settled]
    if not after:
        # "the first version had 101.7": a figure the words take back is the
        # old value, stated in the correcting post itself.
        for i in inside:
            if i not in settled and claims[i][1].low in withdrawn and len(inside) == 1:
                correction.superseded[i] = None
                new.remove(i)
    earlier = [
        i
        for i, (p, c) in enumerate(claims)
        if c.start < correction.start
        and (p == post_index or authors[p] == authors[post_index])
        and i not in inside
    ]
    own = _words(text)
    # How alike each earlier post is to the correcting one, computed once.
    alike = {p: _similarity(own, _words(post_texts[p])) for p in {claims[i][0] for i in earlier}}
    new += [
        i
        for i in _edited(claims, mine, inside, earlier, post_index, correction.start, alike)
        if i not in settled and i not in new
    ]
    asserted = _figures(found.quote, _ASSERTED_RE)
    named = _figures(found.quote) - asserted
    new_metrics = {claims[n][1].metric for n in new}
    names_earlier = any(
        claims[i][1].low in named and claims[i][1].metric in new_metrics for i in earlier
    )
    # "Ignore my earlier numbers": every figure the author gave before is
    # taken back, so a new one replaces its metric's earlier figure even when
    # the two differ widely (a broken run) or their mentions disagree.
    blanket = any(rx.search(found.quote) for rx in blanket_retraction_patterns())
    for ni in new:
        replacement = claims[ni][1]
        same_metric = [
            i
            for i in earlier
            if i not in correction.superseded
            and i != ni
            and claims[i][1].metric == replacement.metric
            and (claims[i][1].low, claims[i][1].high) != (replacement.low, replacement.high)
            and (blanket or _plausible_fix(claims[i][1], replacement))
        ]
        # "should be 113.9, not 134.9", "that 4.9 was with flash attention off":
        # when the words name earlier figures, only those are replaced,
        # whatever else their context says; otherwise the context must not
        # disagree.
        names_other = any(
            claims[i][1].low in named and claims[i][1].metric != replacement.metric for i in earlier
        )
        if names_earlier:
            candidates = [i for i in same_metric if claims[i][1].low in named]
        elif names_other and not blanket:
            # "So sonnet is ~1.9x, not 2.3x. Acceptance length in that run was 3.02":
            # the words fix a speed-up; a figure of another metric adds to them.
            candidates = []
        elif blanket:
            candidates = [i for i in same_metric if claims[i][0] != post_index]
        else:
            candidates = [i for i in same_metric if _compatible(claims[i][1], replacement)]
        if candidates:
            best = max(
                candidates,
                key=lambda i: (
                    alike[claims[i][0]],
                    _similarity(_label(claims[i][1].quote), _label(replacement.quote)),
                    claims[i][1].start,
                ),
            )
            correction.superseded[best] = ni

    # A figure the correcting post states again as current is not withdrawn,
    # unless the words withdraw it right there ("disregard the 2.1x").
    current = {claims[i][1].low for i in inside + after} - withdrawn
    for i in earlier:
        claim = claims[i][1]
        if (
            i not in correction.superseded
            and claim.low == claim.high
            and claim.low in named - current
        ):
            correction.superseded[i] = None  # "disregard the 2.1x in my first post"
    # A printed result block is one run's output: when the words void the run,
    # or take back one of its figures without a replacement, all of it goes.
    if any(rx.search(found.quote) for rx in run_retraction_patterns()):
        _void_runs(correction, claims, post_texts, post_starts)
    elif any(new is None for new in correction.superseded.values()):
        _void_runs(correction, claims, post_texts, post_starts, retracted_only=True)
    if not correction.superseded and _THAT_FIGURE_RE.match(found.quote):
        # "That figure ... was wrong; the right number is the 131.4 in the table."
        before = [i for i in mine if claims[i][1].start < correction.start]
        if before:
            old = before[-1]
            right = [
                i
                for i in earlier
                if i != old
                and claims[i][1].metric == claims[old][1].metric
                and claims[i][1].low == claims[i][1].high
                and claims[i][1].low in asserted
            ]
            correction.superseded[old] = right[-1] if right else None
    return correction


#: Words after a figure that call it wrong ("34 tok/s baseline number is wrong").
_WRONG_AFTER_RE = regex.compile(
    r"(?i)\s*(?:[\w/%.]+\s+){0,4}?(?:is|was|are|were)\s+(?:wrong|off|bogus|invalid|incorrect|not\s+valid)\b"
)


def _called_wrong(claim: Claim, quote_start: int, quote: str) -> bool:
    end = claim.end - quote_start
    return 0 <= end <= len(quote) and bool(_WRONG_AFTER_RE.match(quote, end))


def same_figure(a: Claim, b: Claim) -> bool:
    """Whether two claims give one figure, one perhaps rounded (34.39 and "34")."""
    if (a.low, a.high) == (b.low, b.high):
        return True
    return rounding_of(a, b) or rounding_of(b, a)


def rounding_of(precise: Claim, rounded: Claim) -> bool:
    """Whether ``rounded`` states ``precise`` rounded (4495.27 as "4.5K", 120.3 as "120")."""
    if precise.metric != rounded.metric or (precise.low, precise.high) == (
        rounded.low,
        rounded.high,
    ):
        return False
    for digits in range(-4, 3):
        if all(
            abs(round(p, digits) - r) < 1e-9
            and abs(round(p, digits) - p) > 1e-9
            and abs(r - p) <= ROUNDING_TOLERANCE * max(abs(p), 1e-9)
            for p, r in ((precise.low, rounded.low), (precise.high, rounded.high))
        ):
            return True
    return False


#: Largest relative gap between a figure and its rounded restatement.
ROUNDING_TOLERANCE = 0.02


def _void_runs(
    correction: Correction,
    claims: Sequence[tuple[int, Claim]],
    post_texts: Sequence[str],
    post_starts: Sequence[int] | None,
    retracted_only: bool = False,
) -> None:
    """A run the correcting words void (misconfigured, the wrong build) goes whole.

    Every other figure of the result block (a fenced code block of an earlier
    post) that holds a superseded figure (with ``retracted_only``, one taken
    back without a replacement) is superseded too, without replacement.
    """
    if post_starts is None:
        return
    blocks: set[tuple[int, int, int]] = set()
    for old, new in list(correction.superseded.items()):
        if retracted_only and new is not None:
            continue
        post, claim = claims[old]
        if post == correction.post_index:
            continue
        start = post_starts[post]
        for a, b in code_spans(post_texts[post]):
            if a <= claim.start - start < b:
                blocks.add((post, a + start, b + start))
    for i, (post, claim) in enumerate(claims):
        if i in correction.superseded or i in correction.superseded.values():
            continue
        if any(p == post and a <= claim.start < b for p, a, b in blocks):
            correction.superseded[i] = None


#: How alike (word Jaccard) a post must be to an earlier one to be its edited copy.
EDIT_SIMILARITY = 0.6


def _edited(
    claims: Sequence[tuple[int, Claim]],
    mine: list[int],
    inside: list[int],
    earlier: list[int],
    post_index: int,
    start: int,
    alike: dict[int, float],
) -> list[int]:
    """Values an edited copy of an earlier post changed ("EDIT: c32 line replaced").

    A claim of the correcting post, before the correcting words, whose label
    reads exactly like a claim of a near-duplicate earlier post with another
    value is a new value too. ``alike`` holds each earlier post's similarity
    to the correcting one.
    """
    changed = []
    for i in mine:
        claim = claims[i][1]
        label = _label(claim.quote)
        if claim.start >= start or i in inside or not label:
            continue
        for j in earlier:
            p, old = claims[j]
            if (
                p != post_index
                and old.metric == claim.metric
                and (old.low, old.high) != (claim.low, claim.high)
                and _label(old.quote) == label
                and _plausible_fix(old, claim)
                and alike[p] >= EDIT_SIMILARITY
            ):
                changed.append(i)
                break
    return changed


def _figures(quote: str, before: regex.Pattern[str] | None = None) -> set[float]:
    """The figures written in ``quote``; with ``before``, only those right after it."""
    return {
        _number(m.group())
        for m in _NUMBER_RE.finditer(quote)
        if before is None or before.search(quote, 0, m.start())
    }


def _number(text: str) -> float:
    return float(text.replace(",", ""))
