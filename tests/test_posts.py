from ingest.models import RawPost
from ingest.posts import assemble, canonical_newlines, quote_spans, split_blocks, text_posts


def test_blocks_split_on_blank_and_whitespace_only_lines():
    text = "first line\nsecond line\n\n   \n\t\nnext block\n\n\nlast"
    spans = split_blocks(text)
    assert [text[s:e] for s, e in spans] == ["first line\nsecond line", "next block", "last"]


def test_text_posts_point_into_the_text():
    text = "a post\n\n> quoted\nown words\n\nthird"
    posts = text_posts(text)
    assert [p.position for p in posts] == [0, 1, 2]
    for post in posts:
        assert text[post.start : post.end] == post.text
    assert posts[1].own_text == "own words"
    assert posts[1].quote_spans[0].start == 0


def test_quote_spans_merge_adjacent_quoted_lines():
    text = "> one\n> two\nmine\n  > three"
    spans = quote_spans(text)
    assert [text[s.start : s.end] for s in spans] == ["> one\n> two\n", "  > three"]


def test_quote_only_post_has_empty_own_text():
    (post,) = text_posts("> only a quote\n> still quoting")
    assert post.own_text == ""


def test_assemble_joins_posts_and_drops_empty_ones():
    text, posts = assemble(
        [RawPost(text=" one "), RawPost(text="  "), RawPost(text="two", author="x")]
    )
    assert text == "one\n\ntwo"
    assert [(p.start, p.end) for p in posts] == [(0, 3), (5, 8)]
    assert posts[1].author == "x" and posts[1].position == 1


def test_canonical_newlines():
    assert canonical_newlines("a\r\nb\rc\n") == "a\nb\nc\n"


def test_a_scraped_threads_header_lines_give_each_block_its_author():
    text = (
        "Forum › GPUs › two cards or one?\n\n"
        "tess_k · Mar 3, 2025 · #1\nFirst message.\n\nIts second paragraph.\n\n"
        "u/other_one · 4d\nA reply.\n\n"
        "jo-b | posted 2025-03-04 10:11\nAnother reply.\n\n"
        "lurker 3 hours ago | parent | next [–]\nHN style.\n\n"
        "tess_k — Mar 5\nBack again."
    )
    authors = [p.author for p in text_posts(text)]
    assert authors == [None, "tess_k", "tess_k", "other_one", "jo-b", "lurker", "tess_k"]


def test_one_header_like_line_is_not_a_thread():
    text = "Results — Aug 2 update\nAll numbers below.\n\nSecond block."
    assert [p.author for p in text_posts(text)] == [None, None]
