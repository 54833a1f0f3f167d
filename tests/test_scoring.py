"""The scorer pins every rule of the guide's "Scoring" section."""

import pytest

from ingest.gold import GoldDocument
from ingest.scoring import (
    NUMBER_TOLERANCE,
    match_claims,
    numbers_agree,
    quotes_match,
    score,
    values_agree,
)


def claim(low, high=None, metric="decode_tps", quote=None, **extra):
    high = low if high is None else high
    return {"metric": metric, "low": low, "high": high, "quote": quote or f"{low} tok/s", **extra}


def doc(**parts):
    return GoldDocument(document="d.txt", **parts)


def run(gold_parts, pred_parts, text=None):
    gold = {"d.txt": doc(**gold_parts)}
    pred = {"d.txt": doc(**pred_parts)}
    return score(gold, pred, None if text is None else {"d.txt": text})


def test_tolerance_is_half_a_percent_of_the_larger():
    assert NUMBER_TOLERANCE == 0.005
    assert numbers_agree(200, 201)  # 1 <= 0.005 * 201
    assert not numbers_agree(200, 201.1)
    assert numbers_agree(0, 0)
    assert not numbers_agree(0, 0.001)


def test_values_agree_by_type():
    assert values_agree(8, 8.0)
    assert not values_agree(True, 1)
    assert values_agree(True, True)
    assert values_agree("NVIDIA-H100", "nvidia-h100")
    assert not values_agree("vllm", "sglang")


def test_claim_counts_and_f1():
    report = run(
        {"claims": [claim(100), claim(200), claim(300)]},
        {"claims": [claim(100.4), claim(200), claim(999)]},
    )
    assert (report.claims.tp, report.claims.fp, report.claims.fn) == (2, 1, 1)
    assert report.claims.f1 == pytest.approx(2 / 3)


def test_metric_and_both_ends_must_agree():
    report = run(
        {"claims": [claim(74, 76, "acceptance_rate"), claim(50)]},
        {"claims": [claim(74, 77, "acceptance_rate"), claim(50, metric="step_rate")]},
    )
    assert (report.claims.tp, report.claims.fp, report.claims.fn) == (0, 2, 2)


def test_matching_is_one_to_one_and_prefers_context_agreement():
    gold = [
        claim(100, context={"concurrency": 1}),
        claim(100, context={"concurrency": 4}),
    ]
    pred = [claim(100, context={"concurrency": 4}), claim(100, context={"concurrency": 1})]
    pairs = match_claims(
        [doc(claims=gold).claims[0], doc(claims=gold).claims[1]], doc(claims=pred).claims
    )
    assert pairs == [(0, 1), (1, 0)]
    report = run({"claims": gold}, {"claims": pred[:1]})
    assert (report.claims.tp, report.claims.fn) == (1, 1)
    assert report.strict.tp == 1  # the c4 prediction took the c4 gold claim


def test_required_gold_matched_before_optional():
    report = run(
        {"claims": [claim(300, optional=True), claim(300)]},
        {"claims": [claim(300)]},
    )
    assert (report.claims.tp, report.claims.fp, report.claims.fn) == (1, 0, 0)


def test_optional_earns_nothing_and_costs_nothing():
    gold = {"claims": [claim(100), claim(300, optional=True, approx=True)]}
    matched = run(gold, {"claims": [claim(100), claim(300)]})
    missed = run(gold, {"claims": [claim(100)]})
    for report in (matched, missed):
        assert (report.claims.tp, report.claims.fp, report.claims.fn) == (1, 0, 0)


def test_context_accuracy_invented_rate_and_strict():
    gold = {"claims": [claim(100, context={"tp": 2, "scope": "single_stream"}), claim(200)]}
    pred = {
        "claims": [
            claim(100, context={"tp": 2, "scope": "aggregate", "engine": "vllm"}),
            claim(200),
        ]
    }
    report = run(gold, pred)
    assert report.context["tp"].accuracy == 1.0 and report.context["tp"].invented_rate == 0.0
    assert report.context["scope"].accuracy == 0.0 and report.context["scope"].invented_rate == 1.0
    assert report.context["engine"].gold_has == 0 and report.context["engine"].invented_rate == 1.0
    # the first pair disagrees on scope: both FP and FN in strict; the second is strict TP
    assert (report.strict.tp, report.strict.fp, report.strict.fn) == (1, 1, 1)
    assert (report.claims.tp, report.claims.fp, report.claims.fn) == (2, 0, 0)


def test_superseded_on_matched_required_claims():
    gold = {"claims": [claim(243, superseded=True), claim(244), claim(10, superseded=True)]}
    pred = {"claims": [claim(243, superseded=True), claim(244, superseded=True)]}
    report = run(gold, pred)
    assert (report.superseded.tp, report.superseded.fp, report.superseded.fn) == (1, 1, 0)
    assert (report.superseded_accuracy.hits, report.superseded_accuracy.total) == (1, 2)


def test_quote_overlap_is_half_the_shorter_quotes_distinct_words():
    assert quotes_match("no 24 h soak", "No 24 h soak was run, and long context untested")
    assert quotes_match("a b c d", "a b x y")  # 2 of 4
    assert not quotes_match("a b c d", "a x y z")  # 1 of 4


def test_caveats_matching_kind_accuracy_and_optional():
    gold = {
        "caveats": [
            {"kind": "failure", "quote": "max_num_seqs > 4 fails deterministically"},
            {"kind": "not_established", "quote": "No 24 h soak"},
            {"kind": "scope", "quote": "single user only", "optional": True},
        ]
    }
    pred = {
        "caveats": [
            {
                "kind": "failure",
                "quote": "max_num_seqs > 4 fails deterministically on the first request",
            },
            {"kind": "method", "quote": "no 24 h soak yet"},
            {"kind": "scope", "quote": "single user only"},
            {"kind": "method", "quote": "something unrelated entirely"},
        ]
    }
    report = run(gold, pred)
    assert (report.caveats.tp, report.caveats.fp, report.caveats.fn) == (2, 1, 0)
    assert (report.caveat_kind.hits, report.caveat_kind.total) == (1, 2)


def test_corrections_matched_by_quote():
    gold = {
        "corrections": [
            {
                "quote": "my counter was off",
                "old": {"metric": "decode_tps", "low": 243, "high": 243},
            }
        ]
    }
    report = run(gold, {"corrections": [{"quote": "Correction: my counter was off."}]})
    assert (report.corrections.tp, report.corrections.fp, report.corrections.fn) == (1, 0, 0)
    report = run(gold, {})
    assert report.corrections.fn == 1


def test_duplicates_posts_occurrences_extra_and_pairs():
    gold = {
        "posts": [
            {"anchor": "This is what 243 tok/s looks like", "occurrences": 2},
            {"anchor": "Correction : the first video", "occurrences": 4},
            {"anchor": "a post nobody predicted", "occurrences": 1},
        ],
        "near_duplicates": [["This is what 243 tok/s", "Here's what 244 tok/s"]],
    }
    pred = {
        "posts": [
            {"anchor": "Intro. THIS IS WHAT 243 tok/s looks like!", "occurrences": 2},
            {
                "anchor": "CORRECTION : the first video was off!!! Here's what 244 tok/s",
                "occurrences": 3,
            },
            {"anchor": "an extra post", "occurrences": 1},
        ],
        "near_duplicates": [
            [
                "CORRECTION : the first video was off!!! Here's what 244 tok/s",
                "Intro. THIS IS WHAT 243 tok/s looks like!",
            ],
            ["an extra post", "Intro."],
        ],
    }
    report = run(gold, pred)
    assert (report.posts_found.hits, report.posts_found.total) == (2, 3)
    assert (report.occurrences_agree.hits, report.occurrences_agree.total) == (1, 2)
    assert report.extra_posts == 1
    assert (report.near_duplicates.tp, report.near_duplicates.fp, report.near_duplicates.fn) == (
        1,
        1,
        0,
    )


def test_grounding_quote_in_text_and_holding_a_number():
    text = "We saw 243 tok/s single stream."
    pred = {
        "claims": [
            claim(243, quote="243 tok/s"),
            claim(5, quote="five tok/s"),
            claim(7, quote="7 tok/s"),
        ]
    }
    report = run({}, pred, text)
    assert report.grounding_violations == 2
    kinds = {(d.quote, d.info) for d in report.details if d.kind == "grounding violation"}
    assert ("7 tok/s", "quote not found in the document text") in kinds
    assert any("no number" in info for _, info in kinds)


def test_gold_document_without_prediction_counts_as_missed():
    gold = {"d.txt": doc(claims=[claim(1)])}
    report = score(gold, {})
    assert report.documents_without_predictions == ["d.txt"] and report.claims.fn == 1


def test_gold_scored_against_itself_is_perfect():
    parts = {
        "posts": [{"anchor": "Results: 243 tok/s single stream", "occurrences": 3}],
        "claims": [
            claim(243, context={"tp": 2}),
            claim(300, optional=True),
            claim(5, superseded=True),
        ],
        "caveats": [{"kind": "failure", "quote": "crashes above 4 sequences"}],
        "corrections": [{"quote": "my counter was off"}],
    }
    report = run(parts, parts)
    summary = report.summary()
    for key in ("claims", "strict", "caveats", "corrections"):
        assert summary[key]["f1"] == 1.0, key
    assert report.superseded.f1 == 1.0 and report.superseded_accuracy.value == 1.0
    assert report.caveat_kind.value == 1.0 and report.occurrences_agree.value == 1.0
