"""Scoring predictions against gold, exactly as the guide's "Scoring" section says.

Both sides are :class:`~ingest.gold.GoldDocument` objects: gold files as
labeled, predictions as exported from the database. :func:`score` is a pure
function of the two and of the documents' texts (for grounding).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import regex
from pydantic import BaseModel, Field

from ingest.gold import GoldCaveat, GoldClaim, GoldCorrection, GoldDocument
from ingest.normalize import normalize, word_tokens

#: Two numbers agree when they differ by at most this share of the larger.
NUMBER_TOLERANCE = 0.005

#: Two quotes match when they share at least this share of the shorter
#: quote's distinct word tokens.
QUOTE_OVERLAP = 0.5

_DIGIT_RE = regex.compile(r"\p{Nd}")


class PRF(BaseModel):
    """Counts with precision, recall and F1 (1.0 when there is nothing to find)."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def add(self, other: PRF) -> None:
        self.tp += other.tp
        self.fp += other.fp
        self.fn += other.fn

    def summary(self) -> dict[str, float | int]:
        return {
            "tp": self.tp,
            "fp": self.fp,
            "fn": self.fn,
            "precision": round(self.precision, 4),
            "recall": round(self.recall, 4),
            "f1": round(self.f1, 4),
        }


class KeyScore(BaseModel):
    """Accuracy and invented rate of one context key over matched claims."""

    gold_has: int = 0
    agree: int = 0
    predicted_has: int = 0
    invented: int = 0

    @property
    def accuracy(self) -> float | None:
        return self.agree / self.gold_has if self.gold_has else None

    @property
    def invented_rate(self) -> float | None:
        return self.invented / self.predicted_has if self.predicted_has else None


class Ratio(BaseModel):
    hits: int = 0
    total: int = 0

    @property
    def value(self) -> float | None:
        return self.hits / self.total if self.total else None


class Detail(BaseModel):
    """One miss, false positive or disagreement, for ``--details``."""

    document: str
    kind: str  # e.g. "claim missed", "claim false positive"
    quote: str
    info: str = ""


class ScoreReport(BaseModel):
    documents: int = 0
    documents_without_predictions: list[str] = Field(default_factory=list)
    claims: PRF = Field(default_factory=PRF)
    strict: PRF = Field(default_factory=PRF)
    context: dict[str, KeyScore] = Field(default_factory=dict)
    superseded: PRF = Field(default_factory=PRF)
    superseded_accuracy: Ratio = Field(default_factory=Ratio)
    caveats: PRF = Field(default_factory=PRF)
    caveat_kind: Ratio = Field(default_factory=Ratio)
    corrections: PRF = Field(default_factory=PRF)
    posts_found: Ratio = Field(default_factory=Ratio)
    occurrences_agree: Ratio = Field(default_factory=Ratio)
    extra_posts: int = 0
    near_duplicates: PRF = Field(default_factory=PRF)
    grounding_violations: int = 0
    details: list[Detail] = Field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        """Every figure as plain JSON-ready data."""

        def ratio(r: Ratio) -> dict[str, Any]:
            value = r.value
            return {"hits": r.hits, "total": r.total, "value": _round(value)}

        return {
            "documents": self.documents,
            "documents_without_predictions": self.documents_without_predictions,
            "claims": self.claims.summary(),
            "strict": self.strict.summary(),
            "context": {
                key: {
                    "gold_has": s.gold_has,
                    "accuracy": _round(s.accuracy),
                    "predicted_has": s.predicted_has,
                    "invented_rate": _round(s.invented_rate),
                }
                for key, s in sorted(self.context.items())
            },
            "superseded": self.superseded.summary() | {"accuracy": ratio(self.superseded_accuracy)},
            "caveats": self.caveats.summary() | {"kind_accuracy": ratio(self.caveat_kind)},
            "corrections": self.corrections.summary(),
            "duplicates": {
                "posts_found": ratio(self.posts_found),
                "occurrences_agree": ratio(self.occurrences_agree),
                "extra_posts": self.extra_posts,
                "near_duplicates": self.near_duplicates.summary(),
            },
            "grounding_violations": self.grounding_violations,
        }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def numbers_agree(a: float, b: float) -> bool:
    """True when ``a`` and ``b`` differ by at most 0.5 % of the larger."""
    return abs(a - b) <= NUMBER_TOLERANCE * max(abs(a), abs(b))


def values_agree(gold: Any, predicted: Any) -> bool:
    """Compare two context values: numbers with tolerance, booleans exactly, text normalized."""
    if isinstance(gold, bool) or isinstance(predicted, bool):
        return isinstance(gold, bool) and isinstance(predicted, bool) and gold == predicted
    if isinstance(gold, int | float) and isinstance(predicted, int | float):
        return numbers_agree(float(gold), float(predicted))
    return normalize(str(gold)) == normalize(str(predicted))


def claims_match(gold: GoldClaim, predicted: GoldClaim) -> bool:
    """Same metric, and low and high each agree."""
    return (
        gold.metric == predicted.metric
        and numbers_agree(gold.low, predicted.low)
        and numbers_agree(gold.high, predicted.high)
    )


def context_agreement(gold: GoldClaim, predicted: GoldClaim) -> int:
    """How many of the gold claim's context keys the prediction agrees on."""
    return sum(
        1
        for key, value in gold.context.items()
        if key in predicted.context and values_agree(value, predicted.context[key])
    )


def match_claims(
    gold: Sequence[GoldClaim], predicted: Sequence[GoldClaim]
) -> list[tuple[int, int]]:
    """One-to-one matching of gold to predicted claims, as (gold index, predicted index).

    Required gold claims are matched first, then optional ones; among
    candidate pairs the one with more agreeing gold context keys wins (ties
    go to the earlier gold claim, then the earlier prediction).
    """
    pairs: list[tuple[int, int]] = []
    used_gold: set[int] = set()
    used_pred: set[int] = set()
    for optional in (False, True):
        candidates = [
            (-context_agreement(g, p), gi, pi)
            for gi, g in enumerate(gold)
            if g.optional is optional
            for pi, p in enumerate(predicted)
            if claims_match(g, p)
        ]
        for _, gi, pi in sorted(candidates):
            if gi in used_gold or pi in used_pred:
                continue
            used_gold.add(gi)
            used_pred.add(pi)
            pairs.append((gi, pi))
    return sorted(pairs)


def quotes_match(a: str, b: str) -> bool:
    """True when the quotes share at least half of the shorter one's distinct words."""
    wa, wb = word_tokens(a), word_tokens(b)
    shorter = min(len(wa), len(wb))
    if shorter == 0:
        return normalize(a) == normalize(b)
    return len(wa & wb) >= QUOTE_OVERLAP * shorter


def _overlap(a: str, b: str) -> float:
    wa, wb = word_tokens(a), word_tokens(b)
    shorter = min(len(wa), len(wb))
    return len(wa & wb) / shorter if shorter else 0.0


def match_quoted(
    gold: Sequence[GoldCaveat | GoldCorrection], predicted: Sequence[GoldCaveat | GoldCorrection]
) -> list[tuple[int, int]]:
    """One-to-one matching by quote overlap: required gold first, each in document order.

    Each gold item takes the unused matching prediction with the largest
    overlap (the earliest on a tie).
    """
    pairs: list[tuple[int, int]] = []
    used: set[int] = set()
    order = [i for i, g in enumerate(gold) if not g.optional] + [
        i for i, g in enumerate(gold) if g.optional
    ]
    for gi in order:
        best: tuple[float, int] | None = None
        for pi, p in enumerate(predicted):
            if pi in used or not quotes_match(gold[gi].quote, p.quote):
                continue
            overlap = _overlap(gold[gi].quote, p.quote)
            if best is None or overlap > best[0]:
                best = (overlap, pi)
        if best is not None:
            used.add(best[1])
            pairs.append((gi, best[1]))
    return sorted(pairs)


def score(
    gold: Mapping[str, GoldDocument],
    predicted: Mapping[str, GoldDocument],
    texts: Mapping[str, str] | None = None,
) -> ScoreReport:
    """Score predictions against gold over the gold documents.

    Args:
        gold: Gold documents by id.
        predicted: Predicted documents by id (documents without gold are ignored).
        texts: Each predicted document's text, for the grounding check; when
            absent, quotes are only checked for a number.
    """
    report = ScoreReport()
    for doc_id in sorted(gold):
        report.documents += 1
        pred = predicted.get(doc_id)
        if pred is None:
            report.documents_without_predictions.append(doc_id)
            pred = GoldDocument(document=doc_id)
        _score_claims(report, gold[doc_id], pred)
        _score_quoted(report, doc_id, "caveat", gold[doc_id].caveats, pred.caveats, report.caveats)
        _score_quoted(
            report,
            doc_id,
            "correction",
            gold[doc_id].corrections,
            pred.corrections,
            report.corrections,
        )
        _score_duplicates(report, gold[doc_id], pred)
        _score_grounding(report, pred, None if texts is None else texts.get(doc_id, ""))
    return report


def _score_claims(report: ScoreReport, gold: GoldDocument, pred: GoldDocument) -> None:
    doc = gold.document
    pairs = match_claims(gold.claims, pred.claims)
    matched_gold = {gi for gi, _ in pairs}
    matched_pred = {pi for _, pi in pairs}
    for gi, pi in pairs:
        g, p = gold.claims[gi], pred.claims[pi]
        if g.optional:
            continue
        report.claims.tp += 1
        all_agree = True
        for key in set(g.context) | set(p.context):
            ks = report.context.setdefault(key, KeyScore())
            in_gold, in_pred = key in g.context, key in p.context
            agree = in_gold and in_pred and values_agree(g.context[key], p.context[key])
            if in_gold:
                ks.gold_has += 1
                ks.agree += agree
                if not agree:
                    all_agree = False
                    report.details.append(
                        Detail(
                            document=doc,
                            kind="context disagrees",
                            quote=g.quote,
                            info=f"{key}: gold {g.context[key]!r}, predicted "
                            f"{p.context.get(key, '(absent)')!r}",
                        )
                    )
            if in_pred:
                ks.predicted_has += 1
                if not agree:
                    ks.invented += 1
                    if not in_gold:
                        report.details.append(
                            Detail(
                                document=doc,
                                kind="context invented",
                                quote=p.quote,
                                info=f"{key}: predicted {p.context[key]!r}, gold lacks it",
                            )
                        )
        if all_agree:
            report.strict.tp += 1
        else:
            report.strict.fp += 1
            report.strict.fn += 1
        report.superseded_accuracy.total += 1
        report.superseded_accuracy.hits += g.superseded == p.superseded
        if g.superseded and p.superseded:
            report.superseded.tp += 1
        elif p.superseded:
            report.superseded.fp += 1
        elif g.superseded:
            report.superseded.fn += 1
        if g.superseded != p.superseded:
            report.details.append(
                Detail(
                    document=doc,
                    kind="superseded disagrees",
                    quote=g.quote,
                    info=f"gold {g.superseded}, predicted {p.superseded}",
                )
            )
    for gi, g in enumerate(gold.claims):
        if gi not in matched_gold and not g.optional:
            report.claims.fn += 1
            report.strict.fn += 1
            report.details.append(
                Detail(document=doc, kind="claim missed", quote=g.quote, info=_claim_info(g))
            )
    for pi, p in enumerate(pred.claims):
        if pi not in matched_pred:
            report.claims.fp += 1
            report.strict.fp += 1
            report.details.append(
                Detail(
                    document=doc, kind="claim false positive", quote=p.quote, info=_claim_info(p)
                )
            )


def _claim_info(claim: GoldClaim) -> str:
    value = f"{claim.low:g}" if claim.low == claim.high else f"{claim.low:g}-{claim.high:g}"
    return f"{claim.metric.value} {value}"


def _score_quoted(
    report: ScoreReport,
    doc: str,
    label: str,
    gold: Sequence[GoldCaveat | GoldCorrection],
    predicted: Sequence[GoldCaveat | GoldCorrection],
    prf: PRF,
) -> None:
    pairs = match_quoted(gold, predicted)
    matched_gold = {gi for gi, _ in pairs}
    matched_pred = {pi for _, pi in pairs}
    for gi, pi in pairs:
        g, p = gold[gi], predicted[pi]
        if g.optional:
            continue
        prf.tp += 1
        if isinstance(g, GoldCaveat) and isinstance(p, GoldCaveat):
            report.caveat_kind.total += 1
            report.caveat_kind.hits += g.kind == p.kind
            if g.kind != p.kind:
                report.details.append(
                    Detail(
                        document=doc,
                        kind="caveat kind disagrees",
                        quote=g.quote,
                        info=f"gold {g.kind.value}, predicted {p.kind.value}",
                    )
                )
    for gi, g in enumerate(gold):
        if gi not in matched_gold and not g.optional:
            prf.fn += 1
            report.details.append(Detail(document=doc, kind=f"{label} missed", quote=g.quote))
    for pi, p in enumerate(predicted):
        if pi not in matched_pred:
            prf.fp += 1
            report.details.append(
                Detail(document=doc, kind=f"{label} false positive", quote=p.quote)
            )


def _score_duplicates(report: ScoreReport, gold: GoldDocument, pred: GoldDocument) -> None:
    doc = gold.document
    pred_texts = [normalize(p.anchor) for p in pred.posts]
    used: set[int] = set()
    for post in gold.posts:
        anchor = normalize(post.anchor)
        report.posts_found.total += 1
        hit = next((i for i, text in enumerate(pred_texts) if anchor in text), None)
        if hit is None:
            report.details.append(Detail(document=doc, kind="post missed", quote=post.anchor))
            continue
        used.add(hit)
        report.posts_found.hits += 1
        report.occurrences_agree.total += 1
        if pred.posts[hit].occurrences == post.occurrences:
            report.occurrences_agree.hits += 1
        else:
            report.details.append(
                Detail(
                    document=doc,
                    kind="occurrences disagree",
                    quote=post.anchor,
                    info=f"gold {post.occurrences}, predicted {pred.posts[hit].occurrences}",
                )
            )
    for i, post in enumerate(pred.posts):
        if i not in used:
            report.extra_posts += 1
            report.details.append(Detail(document=doc, kind="extra post", quote=post.anchor[:120]))
    pred_pairs = [(normalize(a), normalize(b)) for a, b in pred.near_duplicates]
    found: set[int] = set()
    for ga, gb in gold.near_duplicates:
        na, nb = normalize(ga), normalize(gb)
        hit = next(
            (
                i
                for i, (pa, pb) in enumerate(pred_pairs)
                if i not in found and ((na in pa and nb in pb) or (na in pb and nb in pa))
            ),
            None,
        )
        if hit is None:
            report.near_duplicates.fn += 1
            report.details.append(
                Detail(document=doc, kind="near-duplicate pair missed", quote=f"{ga} | {gb}")
            )
        else:
            found.add(hit)
            report.near_duplicates.tp += 1
    for i, (a, b) in enumerate(pred.near_duplicates):
        if i not in found:
            report.near_duplicates.fp += 1
            report.details.append(
                Detail(
                    document=doc,
                    kind="near-duplicate pair false positive",
                    quote=f"{a[:60]} | {b[:60]}",
                )
            )


def _score_grounding(report: ScoreReport, pred: GoldDocument, text: str | None) -> None:
    for claim in pred.claims:
        problems = []
        if not _DIGIT_RE.search(claim.quote):
            problems.append("quote holds no number")
        if text is not None and claim.quote not in text:
            problems.append("quote not found in the document text")
        if problems:
            report.grounding_violations += 1
            report.details.append(
                Detail(
                    document=pred.document,
                    kind="grounding violation",
                    quote=claim.quote,
                    info="; ".join(problems),
                )
            )
