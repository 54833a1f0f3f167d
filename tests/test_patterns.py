"""Pattern files validate at load; the span ruler finds cues in text."""

import pytest

from extractors.nlp import PatternError, analyse, load_patterns, patterns


def test_shipped_patterns_load():
    labels = {p.label for p in patterns()}
    assert {"WORKLOAD", "SPEC_ON", "SPEC_OFF", "METRIC", "STAT", "NONCLAIM"} <= labels


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('{"label": "workload", "pattern": "x", "id": "code"}', "upper-case"),
        ('{"label": "WORKLOAD", "pattern": "", "id": "code"}', "empty phrase"),
        ('{"label": "WORKLOAD", "pattern": "x"}', "id"),
        ("not json", "cues.jsonl:1"),
    ],
)
def test_bad_pattern_lines_are_rejected(line, message):
    with pytest.raises(PatternError, match=message):
        load_patterns(line, "cues.jsonl")


def test_duplicate_pattern_is_rejected():
    line = '{"label": "WORKLOAD", "pattern": "Chat", "id": "chat"}'
    with pytest.raises(PatternError, match="duplicate"):
        load_patterns(line + "\n" + line.replace("Chat", "chat"), "cues.jsonl")


def test_cues_found_in_text():
    analysis = analyse("On MT-Bench with speculation off we saw the median; HumanEval was faster.")
    found = {(c.label, c.id) for c in analysis.cues}
    assert ("WORKLOAD", "chat") in found and ("WORKLOAD", "code") in found
    assert ("SPEC_OFF", "off") in found and ("STAT", "median") in found


def test_sentences_split_on_lines_bullets_and_stops():
    text = "Results: • 10 tok/s single • 20 tok/s c4\nNext line. Another one here."
    pieces = [text[s:e].strip(" •") for s, e in analyse(text).sentences]
    assert "10 tok/s single" in pieces and "Next line." in pieces and "Another one here." in pieces


def test_phrase_cues_match_however_they_are_capitalised():
    # "GSM8K" tokenizes as "GSM8" + "K" while "gsm8k" stays whole.
    missed = []
    for p in patterns():
        if not isinstance(p.pattern, str):
            continue
        for written in (p.pattern, p.pattern.upper(), p.pattern.title()):
            cues = analyse(f"on {written} today").cues
            if not any(c.label == p.label and c.id == p.id for c in cues):
                missed.append(written)
    assert missed == []
    assert [c.id for c in analyse("| GSM8K | 33.7 tok/s |").cues if c.label == "WORKLOAD"] == [
        "math"
    ]
