from ingest.normalize import dedup_key, normalize, word_tokens


def test_normalize_follows_the_guide():
    text = "Ｃorrection :\u200b  the FIRST video!!!  was   off..."
    assert normalize(text) == "correction : the first video! was off."


def test_dedup_key_ignores_space_case_zero_width_and_punctuation_runs():
    base = "Correction: the first video was off. 244 tok/s!"
    variants = [
        "correction : the first  video was off.  244 tok/s!",
        "CORRECTION: THE FIRST VIDEO WAS OFF... 244 TOK/S!!!",
        "Correction:\u200b the first video was off.\n244 tok/s!",
    ]
    assert all(dedup_key(v) == dedup_key(base) for v in variants)


def test_dedup_key_keeps_substance():
    assert dedup_key("243 tok/s") != dedup_key("244 tok/s")
    assert dedup_key("1 2 tok/s") != dedup_key("12 tok/s")
    assert dedup_key("fast") != dedup_key("fast!")


def test_word_tokens_keep_decimals():
    assert word_tokens("Prose 76.5-78.9 tok/s") == {"prose", "76.5", "78.9", "tok", "s"}
