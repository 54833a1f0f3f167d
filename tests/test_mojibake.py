"""Symbols read through a wrong code page, every offset kept."""

from extractors.document import PostInput, extract_document
from extractors.mojibake import repair


def _mojibake(text: str, page: str) -> str:
    """``text``'s UTF-8 bytes shown by ``page``, the bytes it cannot show dropped."""
    return "".join(
        ch
        for b in text.encode("utf-8")
        for ch in [bytes([b]).decode(page, errors="ignore")]
        if not (ch and 0x80 <= ord(ch) <= 0x9F)
    )


def test_repair_keeps_length_and_reads_the_symbols():
    for page in ("cp1252", "iso-8859-7"):
        text = _mojibake("Mixtral on 2× L40S: 3.2× faster, accept 61–64%, 12.1 ± 0.3 • done", page)
        fixed = repair(text)
        assert len(fixed) == len(text), page
        assert "2×" in fixed and "3.2×" in fixed and "61–" in fixed and "±" in fixed, (page, fixed)


def test_letters_of_other_scripts_are_left_alone():
    for text in ("Γεια σου κόσμε", "Ça coûte 3 € à Zürich", "plain ascii 2x"):
        assert repair(text) == text


def test_claims_read_through_mojibake_quote_the_text_as_written():
    text = _mojibake(
        "Llama-3.1-70B on 2× H100 (TP=2): 48.2 tok/s single stream — 2.4× over"
        " the baseline. Draft acceptance: 71–74%.",
        "cp1252",
    )
    found = [pc.claim for pc in extract_document([PostInput("p0", 0, text)]).claims]
    got = {(c.metric, c.low, c.high) for c in found}
    assert {
        ("decode_tps", 48.2, 48.2),
        ("speedup", 2.4, 2.4),
        ("acceptance_rate", 71.0, 74.0),
    } <= got
    decode = next(c for c in found if c.metric == "decode_tps")
    assert decode.context["accelerator_count"] == 2
    for c in found:
        assert text[c.start : c.end] == c.quote  # quotes are cut from the text as written


def test_a_double_byte_pages_ideograph_is_the_symbol_only_between_figures():
    for page in ("gbk", "big5", "euc-kr"):
        spread = "±".encode().decode(page)
        times = "×".encode().decode(page, errors="ignore")
        text = f"gen tok/s 21.381 {spread} 0.050 on 2{times} RTX 3090"
        fixed = repair(text)
        assert len(fixed) == len(text)
        assert "21.381 ± 0.050" in fixed, page
        if len(times) == 1:
            assert "2× RTX" in fixed, page
    # the same character as a word of its own text stays
    assert repair("卤 alone, and 12卤") == "卤 alone, and 12卤"


def test_non_breaking_hyphens_in_a_name_read_as_hyphens():
    text = "loaded Qwen2.5\u20117B\u2011Instruct on one RTX 4090"
    fixed = repair(text)
    assert len(fixed) == len(text) and "Qwen2.5-7B-Instruct" in fixed
    found = [
        pc.claim for pc in extract_document([PostInput("p0", 0, text + ": 61.2 tok/s")]).claims
    ]
    assert found[0].context["model"] == "qwen2.5-7b-instruct"
    assert found[0].quote in text + ": 61.2 tok/s"  # quoted as written
