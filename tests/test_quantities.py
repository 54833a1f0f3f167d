import pytest

from extractors.quantities import Unit, find_quantities


def one(text):
    (q,) = [q for q in find_quantities(text) if q.unit is not Unit.NONE]
    return q.low, q.high, q.approx, q.unit


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("prefill 5-6K tok/s", (5000, 6000, False, Unit.TPS)),
        ("accept 74–76%", (74, 76, False, Unit.PCT)),
        ("~237-252 tok/s", (237, 252, True, Unit.TPS)),
        ("about 1.2k t/s", (1200, 1200, True, Unit.TPS)),
        ("roughly 50 verification steps/s", (50, 50, True, Unit.STEP_S)),
        ("≈ 3.0 tokens/step", (3.0, 3.0, True, Unit.TOK_STEP)),
        ("2.56 req/s", (2.56, 2.56, False, Unit.REQ_S)),
        ("TTFT 1.2 s", (1.2, 1.2, False, Unit.S)),
        ("TPOT 23.81 ms", (23.81, 23.81, False, Unit.MS)),
        ("3.1× over", (3.1, 3.1, False, Unit.X)),
        ("1,790 output tok/s", (1790, 1790, False, Unit.TPS)),
        ("11.8 T/s", (11.8, 11.8, False, Unit.TPS)),
        ("46.65 tokens per second", (46.65, 46.65, False, Unit.TPS)),
        ("7.9 tokens-per-sec", (7.9, 7.9, False, Unit.TPS)),
        ("3.7 accepted tokens per verification round", (3.7, 3.7, False, Unit.TOK_STEP)),
        ("10 to 12 tok/s", (10, 12, False, Unit.TPS)),
        ("1.5K-2K tps", (1500, 2000, False, Unit.TPS)),
    ],
)
def test_values_ranges_hedges_and_units(text, expected):
    assert one(text) == expected


def test_change_is_two_values_not_a_range():
    qs = find_quantities("decode dropped from 63.5 to 12.2 tok/s")
    assert [(q.low, q.high) for q in qs][-2:] == [(63.5, 63.5), (12.2, 12.2)]


def test_a_tilde_joins_a_range_only_when_spaced_alike():
    assert [(q.low, q.high, q.approx) for q in find_quantities("31.2 ~64 tok/s")] == [
        (31.2, 31.2, False),
        (64, 64, True),
    ]
    assert [(q.low, q.high) for q in find_quantities("2.5~3 and 5 ~ 6 t/s")] == [(2.5, 3), (5, 6)]
    got = [(q.low, q.high) for q in find_quantities("tuning got us from 24 to 31.5 tok/s")]
    assert got == [(24, 24), (31.5, 31.5)]


def test_descending_pairs_and_dates_are_not_ranges():
    assert all(q.low == q.high for q in find_quantities("2024-10-04 and 8-4"))
    # a spaced em dash parts two clauses; an unspaced one or an en dash joins a range
    assert [q.low for q in find_quantities("n-max 4 — 11.7 tok/s")] == [4, 11.7]
    assert [(q.low, q.high) for q in find_quantities("74—76% and 74 – 76%")] == [
        (74, 76),
        (74, 76),
    ]


def test_spans_point_at_the_text():
    text = "we hit ~400 tok/s at c4"
    (q,) = find_quantities(text)  # "c4" is a condition, not a number on its own
    assert text[q.start : q.end] == "~400 tok/s" and text[q.number_start : q.number_end] == "400"


def test_minutes_and_seconds_are_one_duration():
    found = find_quantities("took 3m58s, then 1m 32.5s; real 0m12.345s; 2m 10 tokens")
    assert [(q.low, q.unit) for q in found][:3] == [
        (238.0, Unit.S),
        (92.5, Unit.S),
        (12.345, Unit.S),
    ]
    assert [q.low for q in found][3:] == [2.0, 10.0]


def test_a_range_with_its_unit_on_both_ends_is_one_range():
    for text, low, high in (
        ("74%-76%", 74.0, 76.0),
        ("74% to 76%", 74.0, 76.0),
        ("2.1x–2.4x", 2.1, 2.4),
        ("10ms-12ms", 10.0, 12.0),
        ("81% ~ 82.3%", 81.0, 82.3),
        ("40 tok/s - 45 tok/s", 40.0, 45.0),
    ):
        found = find_quantities(text)
        assert [(q.low, q.high, q.is_range) for q in found] == [(low, high, True)], text
    # Two values, not a range: a change "from ... to", a falling pair, a list, a hedge.
    for text in (
        "fell from 70 tok/s to 14 tok/s",
        "76%-74%",
        "12 ms, 14 ms",
        "35.7 tok/s ~75 tok/s",
    ):
        assert len(find_quantities(text)) == 2, text


def test_tokens_per_cycle_is_an_acceptance_length_unit():
    assert [q.unit for q in find_quantities("3.46 tok/cycle, 2.1 tokens per cycle")] == [
        Unit.TOK_STEP,
        Unit.TOK_STEP,
    ]


def test_an_effective_rate_keeps_its_unit():
    from extractors.quantities import Unit, find_quantities

    for text in ("it sustains 336 eff. tok/s under load", "399 effective tok/s with 4 agents"):
        (q,) = [q for q in find_quantities(text) if q.unit is Unit.TPS]
        assert q.low in (336, 399)


def test_a_capitalised_word_between_a_figure_and_its_rate():
    (q,) = find_quantities("2394 Total tok/s (serve bench)")
    assert q.unit is Unit.TPS and q.low == 2394
    (q,) = find_quantities("479 Output tok/s")
    assert q.unit is Unit.TPS
