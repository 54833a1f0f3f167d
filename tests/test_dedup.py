import random

import pytest

from ingest import dedup
from ingest.dedup import (
    NEAR_DUPLICATE_MIN_CHARS,
    NEAR_DUPLICATE_MIN_LENGTH_RATIO,
    NEAR_DUPLICATE_SIMILARITY,
    NEAR_DUPLICATE_WORD_SIMILARITY,
    figures_mostly_changed,
    find_links,
    group_posts,
    is_near_duplicate,
    signature,
    similarity,
    word_similarity,
)
from ingest.normalize import normalize
from ingest.readers import read_file
from tests.conftest import SHARED


def links_of(doc):
    groups = group_posts(doc)
    sigs = [
        signature(g.id, doc.id, g.key, dedup.comparison_text(g.first.own_text, g.first.text))
        for g in groups
    ]
    return groups, find_links(sigs)


def test_fixture_thread_collapses_copies_and_links_the_edit(corpus):
    (doc,) = read_file(corpus / "forum" / "dual-3090.txt", corpus).documents
    groups, links = links_of(doc)
    assert [len(g.occurrences) for g in groups] == [1, 3, 2, 2, 2, 1, 1]
    assert [g.first.position for g in groups] == [0, 1, 3, 4, 7, 9, 11]
    (link,) = links
    texts = {g.id: g.first.text for g in groups}
    pair = sorted([texts[link.post_a], texts[link.post_b]], key=len)
    assert "64 tok/s" in pair[0] and pair[1].startswith("EDIT:")
    assert link.kind == "near" and link.same_document


def test_reply_quoting_a_post_is_neither_copy_nor_near_duplicate(corpus):
    (doc,) = read_file(corpus / "forum" / "dual-3090.txt", corpus).documents
    groups, links = links_of(doc)
    reply = next(g for g in groups if g.first.text.startswith("> Has anyone"))
    assert len(reply.occurrences) == 1
    assert all(reply.id not in (link.post_a, link.post_b) for link in links)


@pytest.mark.skipif(not (SHARED / "seeds").is_dir(), reason="shared seeds not present")
def test_seed_002_dedup():
    root = SHARED / "seeds"
    (doc,) = read_file(root / "002_0b65606fccd62e2f.txt", root).documents
    groups, links = links_of(doc)
    assert [len(g.occurrences) for g in groups] == [1, 3, 2, 3, 4]
    (link,) = links
    texts = sorted(g.first.text for g in groups if g.id in (link.post_a, link.post_b))
    assert "243 tok/s" in texts[1] and "244 tok/s" in texts[0]


BASE = "Llama 3.1 8B FP8 on one H100 reaches 64 tok/s single stream with default settings."


def test_similarity_is_share_of_shorter_text():
    assert similarity("abcd", "abcd") == 1.0
    assert similarity("abcd", "xxabcdxx") == 1.0
    assert similarity("abcd", "wxyz") == 0.0
    assert similarity("", "abc") == 0.0


def test_similarity_threshold_both_sides():
    # Replace a growing share of the text with unrelated characters.
    for keep, expected in [(0.9, True), (0.6, False)]:
        n = int(len(BASE) * keep)
        other = BASE[:n] + "#" * (len(BASE) - n)
        near, score = is_near_duplicate(BASE, other)
        assert (score >= NEAR_DUPLICATE_SIMILARITY) is expected
        assert near is expected


def test_length_ratio_threshold_both_sides():
    longer_ok = BASE + " " + "z" * int(len(BASE) / NEAR_DUPLICATE_MIN_LENGTH_RATIO - len(BASE) - 5)
    longer_far = BASE + " " + "z" * int(len(BASE) / NEAR_DUPLICATE_MIN_LENGTH_RATIO)
    assert is_near_duplicate(BASE, longer_ok)[0]
    assert not is_near_duplicate(BASE, longer_far)[0]


def test_minimum_length_both_sides():
    ok = ("tok " * NEAR_DUPLICATE_MIN_CHARS)[:NEAR_DUPLICATE_MIN_CHARS]
    assert is_near_duplicate(ok, ok + " y")[0]
    short = ok[: NEAR_DUPLICATE_MIN_CHARS - 1]
    assert not is_near_duplicate(short, short + " y")[0]


def test_short_replies_sharing_only_a_byline_are_not_near_duplicates():
    a = "lowwatt_lena | posted 2025-03-02 09:12 ok, good to know"
    b = (
        "lowwatt_lena | posted 2025-03-02 08:40 what riser cables do you use for the x4 slots?"
        " and do you see link errors?"
    )
    assert similarity(a, b) >= NEAR_DUPLICATE_SIMILARITY  # letter by letter they look alike
    assert not is_near_duplicate(a, b)[0]
    # Two tables of one shape with other numbers are two results, not an edit.
    head = "| Mode | code | chat | |---|---:|---:| "
    bs1 = head + "| off | 61 | 60 | | ngram | 95 | 72 | | eagle | 120 | 99 |"
    bs8 = head + "| off | 402 | 398 | | ngram | 505 | 447 | | eagle | 611 | 540 |"
    assert not is_near_duplicate(bs1, bs8)[0]
    edit = "Qwen3-14B @ 1x RTX 4080 (fp8) Here is what 97 tok/s really looks like:"
    first = "Qwen3-14B @ 1x RTX 4080 (fp8) This is what 96 tok/s really looks like."
    assert is_near_duplicate(first, edit)[0]


def _bench_rows(values: list[str]) -> str:
    rows = [
        f"mistral 24B Q6_K 18.01 GiB 23.57 B ROCm {test} {value}"
        for test, value in zip(
            ("pp512", "tg128", "pp512 @ d8192", "tg128 @ d8192", "pp1024"), values, strict=True
        )
    ]
    return "model size params backend test t/s " + " ".join(rows)


def test_two_runs_of_one_tool_are_not_near_duplicates():
    # Two llama-bench runs share every label and size; their measured values differ.
    before = _bench_rows(
        ["1204.55 ± 3.10", "21.87 ± 0.04", "998.20 ± 2.71", "19.02 ± 0.11", "1150.35 ± 4.02"]
    )
    after = _bench_rows(
        ["1391.08 ± 5.32", "24.66 ± 0.09", "1120.47 ± 1.98", "21.33 ± 0.06", "1297.61 ± 2.85"]
    )
    assert similarity(before, after) >= NEAR_DUPLICATE_SIMILARITY
    assert word_similarity(before, after) >= NEAR_DUPLICATE_WORD_SIMILARITY
    assert figures_mostly_changed(before, after)
    assert not is_near_duplicate(before, after)[0]
    # The same table re-sent with one value fixed is an edit of it.
    fixed = _bench_rows(
        ["1204.55 ± 3.10", "21.78 ± 0.04", "998.20 ± 2.71", "19.02 ± 0.11", "1150.35 ± 4.02"]
    )
    assert not figures_mostly_changed(before, fixed)
    assert is_near_duplicate(before, fixed)[0]


def test_near_duplicate_search_does_not_compare_all_pairs(monkeypatch):
    rng = random.Random(7)
    words = [f"w{i}" for i in range(3000)]
    texts = [" ".join(rng.choice(words) for _ in range(40)) for _ in range(300)]
    texts.append(texts[0].replace(texts[0].split()[5], "changed", 1))
    sigs = [signature(f"p{i:04d}", "doc", f"k{i}", t) for i, t in enumerate(texts)]
    calls = []
    real = dedup.is_near_duplicate
    monkeypatch.setattr(dedup, "is_near_duplicate", lambda a, b: calls.append(1) or real(a, b))
    links = find_links(sigs)
    assert [(link.post_a, link.post_b) for link in links] == [("p0000", "p0300")]
    assert len(calls) < len(texts) * (len(texts) - 1) / 2 / 20


def test_copies_in_other_documents_are_linked_as_copies():
    a = signature("a", "doc1", "same key", BASE)
    b = signature("b", "doc2", "same key", BASE)
    (link,) = find_links([b, a])
    assert (link.post_a, link.post_b, link.kind, link.same_document) == ("a", "b", "copy", False)


def test_two_short_messages_of_one_author_share_only_their_byline():
    a = normalize("kestrel_77 · comment · 2025-02-11\n@someone")
    b = normalize("kestrel_77 · comment · 2025-02-11\nstill waiting")
    assert similarity(a, b) >= NEAR_DUPLICATE_SIMILARITY
    assert not is_near_duplicate(a, b)[0]
    # The same message sent twice with one figure fixed is still an edit.
    first = normalize(
        "kestrel_77 · comment · 2025-02-11\nRe-ran the 8B at batch 1: 96 tok/s on the 4080,"
        " same flags."
    )
    again = normalize(
        "kestrel_77 · comment · 2025-02-12\nRe-ran the 8B at batch 1: 97 tok/s on the 4080,"
        " same flags."
    )
    assert is_near_duplicate(first, again)[0]


def test_two_short_runs_of_one_tool_are_not_near_duplicates():
    run2 = normalize(
        "--- Run 2 --- Testing chat... 190 tokens in 6.482913s = 29.3 tok/s"
        " Testing code... 480 tokens in 17.028345s = 28.2 tok/s"
    )
    run1 = normalize(
        "--- Run 1 --- Testing chat... 190 tokens in 6.617201s = 28.7 tok/s"
        " Testing code... 480 tokens in 17.100432s = 28.2 tok/s"
    )
    assert similarity(run1, run2) >= NEAR_DUPLICATE_SIMILARITY
    assert not is_near_duplicate(run1, run2)[0]
