from ingest.html_text import html_to_text
from ingest.posts import text_posts


def test_scripts_styles_head_dropped_and_entities_decoded():
    html = (
        "<html><head><title>T</title><style>p{}</style></head><body>"
        "<script>var x = '99 tok/s';</script><p>a &amp; b&nbsp;c &lt;d&gt;</p></body></html>"
    )
    assert html_to_text(html) == "a & b c <d>"


def test_blocks_become_posts_and_tables_stay_one_block():
    html = (
        "<h1>Title</h1><p>one\n two</p><table><tr><th>c</th><th>tok/s</th></tr>"
        "<tr><td>1</td><td>135</td></tr></table>"
    )
    text = html_to_text(html)
    assert [p.text for p in text_posts(text)] == ["Title", "one two", "c | tok/s\n1 | 135"]


def test_blockquote_is_quoted_text():
    text = html_to_text("<p>mine</p><blockquote><p>theirs</p><p>more</p></blockquote><p>end</p>")
    posts = text_posts(text)
    assert [p.text for p in posts] == ["mine", "> theirs\n> more", "end"]
    assert posts[1].own_text == ""


def test_pre_keeps_line_breaks():
    assert html_to_text("<pre>a  b\nc</pre>") == "a  b\nc"
