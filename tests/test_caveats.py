"""Caveats and corrections on texts written for these tests."""

import pytest

from extractors.caveats import (
    CaveatRule,
    blanket_retraction_patterns,
    clauses,
    correction_patterns,
    find_caveats,
    plain_quotes,
    rules,
    run_retraction_patterns,
)
from extractors.corrections import find_corrections
from extractors.document import PostInput, extract_document


def kinds(text):
    return [(c.kind, c.quote) for c in find_caveats(text)]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Long-context behaviour was not tested.", "not_established"),
        ("No 48 h soak yet.", "not_established"),
        ("The 2k rows are within noise of each other.", "not_established"),
        ("Haven't tried it with TP=4.", "not_established"),
        ("Anything above 8 sequences crashes the server on the first batch.", "failure"),
        ("The 70B checkpoint OOMs at 32k context.", "failure"),
        ("The --draft-max flag is silently ignored by this build.", "config_trap"),
        ("max_draft_len must be <= 8 or the engine refuses the config.", "config_trap"),
        ("That flag is rejected by TGI.", "config_trap"),
        ("The headline uses c=1 but production ships c=16.", "scope"),
        ("These numbers are single-user only.", "scope"),
        ("Don't estimate decode speed from streamed chunk counts.", "method"),
        ("YMMV on a desktop card with faster memory.", "scope"),
        ("The drafter only helps when the reply repeats the prompt.", "scope"),
        ("Spec decode is not designed for saturated batches.", "scope"),
        ("EAGLE is currently broken on the 0.9 image.", "failure"),
        ("It won't work on Ampere without a rebuild.", "failure"),
        ("Ten-token prompts will not give you meaningful prefill numbers.", "method"),
        ("Single-shot timings are unusable here.", "method"),
        ("The regression does not reproduce on our box.", "method"),
        ("Our sweep does not cover all possible flag combinations.", "not_established"),
        ("Keep n_max at 4, never above 4 on this card.", "config_trap"),
        ("The stock probe undercounts tokens when drafts arrive in chunks.", "method"),
        ("The 64k run was an outlier.", "method"),
        ("The gain is content-dependent, large on copy and flat on prose.", "scope"),
        ("Wall time includes model loading when the model is cold.", "method"),
        ("The vLLM rates are wall-clock, so they are a touch understated.", "method"),
        ("The conc-1 p95 is first-request warmup.", "method"),
        ("The box has no P2P; keep that in mind when reading the TP=2 rows.", "scope"),
        ("TTFT and decode are not measurable separately here.", "not_established"),
        ("Every MTP path on this driver hit a concrete blocker.", "failure"),
        ("Don't quote the 9x against wall-clock seconds.", "method"),
        ("The draft head mappings aren't carried over to merged checkpoints.", "config_trap"),
        ("Don't even try it over PCIe 3.", "config_trap"),
        ("A batch of four is too small to benchmark the scheduler.", "method"),
        ("The acceptance length falls short of the paper's figure.", "scope"),
        ("Keeping the KV cache on the host limits throughput.", "scope"),
        ("We had to disable CUDA graphs to get it running.", "config_trap"),
        ("It's unclear which model combinations were used.", "not_established"),
        ("This isn't meant to show the maximum tps on Macs.", "scope"),
        ("You forgot to offload the draft model: -ngld 99.", "config_trap"),
        ("Runs at the same n_max started drifting from each other.", "method"),
        ("I ran out of time for a second pass over the prompts.", "not_established"),
        ("Quality is left out due to time constraints.", "not_established"),
        ("We didn't do a proper evaluation of the output quality.", "not_established"),
        ("The sweep settles on a local optimum over three flags.", "method"),
        ("This is a measurement of this specific setup, not a general result.", "scope"),
        ("If you have an M3, your numbers will be different.", "scope"),
        ("The k=1 row is extrapolated from the k=2 run.", "not_established"),
        ("The real gap is likely smaller than these numbers show.", "method"),
        ("Graph split mostly works, but something is not 100% correct yet.", "failure"),
        ("There is an issue when the vision tower is loaded with split mode graph.", "failure"),
        ("So I have disabled the fused kernel for now.", "config_trap"),
        ("Saving the recurrent state is not yet implemented for this mode.", "scope"),
        ("Slow host CPUs could also be part of the explanation.", "method"),
        ("I suspect the tokenizer stops at the first stop string.", "method"),
        ("These runs carry a non-negligible measurement error.", "method"),
        ("I'm not entirely sure if the driver or the engine is at fault.", "not_established"),
        # Typographic apostrophes read like ASCII ones.
        ("We didn\u2019t try pipeline parallel on the A100 box.", "not_established"),
        ("The Q6 row hasn't been re-run since the driver update.", "not_established"),
        ("Only 12 prompts per dataset.", "not_established"),
        ("Numbers differ by 2%, inside the run-to-run spread.", "not_established"),
        ("Didn't save the server log from that attempt.", "not_established"),
        ("Throughput at 4 slots is meaningless with this harness.", "method"),
        ("The env var isn't forwarded unless you add it to the compose file.", "config_trap"),
        ("Without this flag the draft stays on the CPU.", "config_trap"),
        ("The loader throws an ImportError when flashinfer is missing.", "failure"),
        ("Results on your own prompts may differ.", "scope"),
        ("The 70B needs VLLM_USE_V1=0 or the engine stalls at startup.", "config_trap"),
        ("It needs --trust-remote-code for the custom tokenizer.", "config_trap"),
        ("EAGLE heads need to be converted to the HF layout first.", "config_trap"),
        ("With ROCm it outputs gibberish after about 200 tokens.", "failure"),
        ("The 4-bit build keeps printing hashtags.", "failure"),
        ("Peak throughput is not very meaningful without the queue depth.", "method"),
        ("We will refine the curve as we gather more runs.", "not_established"),
        ("Nothing between 8 and 64 slots has been measured.", "not_established"),
        ("There is no single-card baseline at batch 32 in these logs.", "not_established"),
        ("The speed-up does not survive without the pinned clocks.", "config_trap"),
        ("Warm-up skew is a real trap for anyone timing a cold server.", "method"),
        ("Multi-node NEXTN in this release requires topk=1 to start.", "config_trap"),
        ("It requires --enable-chunked-prefill on the H20.", "config_trap"),
        ("This was a simple hello world prompt.", "scope"),
        ("I only tested with a short chat prompt.", "scope"),
        ("The KL tool is approximate, it samples the top-k only.", "method"),
        ("The real world is better than any benchmark table.", None),
        ("Against an 8-bit reference, so real perplexity is higher.", "method"),
        ("The batched rows were run on a newer nightly build.", "method"),
        ("Turns out the 70B was mostly on CPU the whole time.", "scope"),
        ("The log shows it offloaded only 30/81 layers.", "scope"),
        ("After the update the experts fell back to the CPU.", "scope"),
        (
            "The drafter was tuned on English chat, which may give worse acceptance on code.",
            "scope",
        ),
        ("Under 8 users the 12B got no completed requests at all.", "failure"),
        ("The write-up covers the setups that failed as well.", None),
        ("CPU-only numbers from the EPYC box follow.", None),
        ("Reasoning on a short prompt inflates the acceptance rate a lot.", "method"),
        ("That draft length was best, but only for this particular prompt.", "scope"),
        ("I'm assuming the driver update caused the slowdown.", "not_established"),
        ("We had to hack the launcher script to make it work.", "method"),
        ("We had to leave early to make the train.", None),
    ],
)
def test_caveat_kinds(text, kind):
    found = find_caveats(text)
    assert [c.kind for c in found] == ([kind] if kind else []), found


def test_a_plain_requirement_or_a_single_prompt_setup_is_no_caveat():
    assert find_caveats("This requires a restart of the server.") == []
    assert find_caveats("Each run used a single prompt repeated 3x.") == []


def test_zero_failures_and_denied_dependence_are_no_caveats():
    assert find_caveats("Failed requests:                         0") == []
    assert find_caveats("The short version is one warmup run discarded, then a timed run.") == []
    assert find_caveats("The speedups are not prompt-dependent luck.") == []


def test_checklist_items_are_no_caveats():
    text = "- [x] Make sure you already searched for relevant issues.\n- [ ] Not tested yet."
    assert find_caveats(text) == []
    assert find_caveats("Not sure if anyone else still runs this model.") == []


def test_broken_down_is_no_failure_and_table_cells_are_clauses():
    assert find_caveats("How the cache works is broken down in the appendix.") == []
    row = "| EP=2 | Marlin | 2 | 1.4 | Don't even try on PCIe | | FlashInfer | Marlin | 4 | 5.9 |"
    assert [(c.kind, c.quote) for c in find_caveats(row)] == [
        ("config_trap", "Don't even try on PCIe")
    ]


def test_a_paragraph_gives_one_caveat_per_clause():
    text = (
        "Known limits: no overnight soak; block sizes 3/5 not re-measured, and long-context "
        "decode not characterised. The server hangs if you send 65 requests at once."
    )
    found = kinds(text)
    assert [k for k, _ in found] == [
        "not_established",
        "not_established",
        "not_established",
        "failure",
    ]
    for _, quote in found:
        assert quote in text


def test_plain_reports_are_not_caveats():
    assert find_caveats("Decode ran at 55 tok/s on the 4090 with the Q4 model.") == []
    assert find_caveats("Extra requests queue instead of crashing.") == []


def test_a_new_subject_after_and_starts_a_new_clause():
    text = "Haven't load-tested past 32 users and we haven't done an overnight soak either."
    assert [q for _, q in kinds(text)] == [
        "Haven't load-tested past 32 users",
        "we haven't done an overnight soak either.",
    ]


def test_a_conclusion_after_so_joins_its_caveat():
    text = "Only 15 prompts per set, so don't read much into the second decimal."
    assert kinds(text) == [("not_established", text)]
    # Without a caveat before it, the "so" clause stands alone.
    assert kinds("The box was idle, so don't read much into the second decimal.") == [
        ("scope", "don't read much into the second decimal.")
    ]


def test_questions_to_others_and_headings_are_not_caveats():
    assert find_caveats("Can you rerun it with the debug flag and post the trace?") == []
    assert find_caveats("## What we did not test\n\nEverything else is below.") == []
    # A hedge that ends in a question mark is still the author's caveat.
    assert [k for k, _ in kinds("There may still be a bug in the scheduler?")] == [
        "not_established"
    ]
    # A long '#' line in a plain-text post is a shell comment, not a heading.
    assert kinds("# set --max-model-len lower if you get out of memory errors on the 24 GB cards")


def test_code_blocks_are_skipped():
    text = "Log below:\n```\nRuntimeError: CUDA error: out of memory\n```\nAll good after the fix."
    assert find_caveats(text) == []


def test_rules_are_validated_data():
    kinds_seen = {rule.kind for rule, _ in rules()}
    assert kinds_seen == {"not_established", "failure", "config_trap", "scope", "method"}
    with pytest.raises(ValueError, match="not a valid pattern"):
        CaveatRule(kind="failure", pattern="(unclosed")
    with pytest.raises(ValueError):
        CaveatRule(kind="gripe", pattern="x")


def test_clauses_split_at_semicolons_and_drop_markup():
    text = "**Note:** first part here; second part here."
    assert [text[s:e] for s, e in clauses(text)] == ["Note:** first part here", "second part here."]


def correct(*posts, authors=None):
    inputs, offset = [], 0
    for i, text in enumerate(posts):
        inputs.append(PostInput(f"p{i}", offset, text, (), authors[i] if authors else None))
        offset += len(text) + 2
    return extract_document(inputs)


def test_correction_replaces_the_earlier_value():
    result = correct(
        "Llama-3.1-8B FP8 on one H100 SXM: 164 tok/s single stream.",
        "Thanks!",
        "Correction: my timer was off."
        " Llama-3.1-8B FP8 on one H100 SXM is 158 tok/s single stream.",
    )
    (correction,) = result.corrections
    assert correction.old == ("decode_tps", 164, 164) and correction.new == ("decode_tps", 158, 158)
    flags = {c.claim.low: c.claim.superseded for c in result.claims}
    assert flags == {164: True, 158: False}


def test_value_pairs_inside_the_correcting_words():
    result = correct(
        "Qwen3-32B tp2 on 2x 3090: 48.2 tok/s.",
        "EDIT: should be 44.9 tok/s, not 48.2 - I read the wrong column.",
    )
    (correction,) = result.corrections
    assert correction.old == ("decode_tps", 48.2, 48.2) and correction.new == (
        "decode_tps",
        44.9,
        44.9,
    )


def test_value_then_not_the_old_value_is_a_correction():
    result = correct(
        "Mistral-7B with an n-gram drafter on one A10G: 1.8x speedup on code.",
        "Recounted with the server-side counter. So code is ~1.5x, not 1.8x.",
    )
    (correction,) = result.corrections
    assert correction.old == ("speedup", 1.8, 1.8) and correction.new == ("speedup", 1.5, 1.5)
    flags = {(c.post_id, c.claim.low): c.claim.superseded for c in result.claims}
    assert flags[("p0", 1.8)] is True and flags[("p1", 1.5)] is False


def test_a_figure_the_correction_states_as_right_is_not_withdrawn():
    result = correct(
        "Phi-4 on one 3060: prefill 410 tokens/s, decode 21.4 tokens/s.",
        "Same box, Phi-4 on one 3060 with the new build: decode 23.9 tokens/s.\n"
        "EDIT: decode is 23.9, I typed 21.4 in the first post by mistake.",
    )
    flags = {c.claim.low: c.claim.superseded for c in result.claims}
    assert flags[21.4] is True and flags[23.9] is False


def test_retraction_without_value_supersedes_the_named_figure():
    result = correct(
        "MTP gives a 2.4x speedup on our MI300X box.",
        "Please disregard the 2.4x, the baseline ran without CUDA graphs.",
    )
    (correction,) = result.corrections
    assert correction.new is None
    assert [c.claim.superseded for c in result.claims if c.claim.metric == "speedup"] == [True]


def test_separate_correcting_statements_in_one_post_are_separate_corrections():
    result = correct(
        "Gemma 3 27B on one 4090: 2.0x speedup with the draft, 41 tok/s baseline.",
        "Please disregard the 2.0x, the baseline ran with an old script."
        " It served the draft in the background too.\n\n"
        "I also take back the 41 tok/s baseline, same problem.",
    )
    assert [c.quote for c in result.corrections] == [
        "Please disregard the 2.0x, the baseline ran with an old script.",
        "I also take back the 41 tok/s baseline, same problem.",
    ]
    assert all(c.claim.superseded for c in result.claims if c.post_id == "p0")


def test_a_correction_replaces_the_row_its_label_names():
    result = correct(
        "Mixed 3090 + 4090, Qwen2.5-72B Q4_K_M, llama.cpp.\n"
        "-sm layer: tg 12.2 t/s\n-sm row: tg 10.1 t/s",
        "my bad, flash attention was off. with -fa 1, -sm layer: tg 13.0 t/s.",
    )
    flags = {c.claim.low: c.claim.superseded for c in result.claims}
    assert flags == {12.2: True, 10.1: False, 13.0: False}


def test_the_figure_the_correction_names_is_the_one_replaced():
    result = correct(
        "| set | baseline tok/s | EAGLE3 tok/s |\n|---|---|---|\n| chat | 61.0 | 98.2 |\n"
        "| code | 60.4 | 121.7 |",
        "Correction to my table: the EAGLE3 code figure should be **112.5 tok/s**, not 121.7.",
    )
    flags = {c.claim.low: c.claim.superseded for c in result.claims}
    assert flags[121.7] is True
    assert not any(flags[v] for v in (61.0, 98.2, 60.4, 112.5))


def test_an_edited_copy_replaces_every_value_it_changed():
    body = (
        "Box: 4x A6000, vLLM 0.9.2, Qwen3-30B-A3B, --tensor-parallel-size 4, vllm bench serve"
        " random 1024 in / 256 out.\n1 user: 88.0 tok/s output\n"
        "16 users: {out} tok/s output, {total} tok/s total token throughput,"
        " median TPOT {tpot} ms\n"
    )
    result = correct(
        body.format(out=702, total=2110, tpot=21),
        body.format(out=745, total=2240, tpot=20)
        + "EDIT: 16 users line replaced. A card was stuck at PCIe gen1; reseated and re-ran.",
    )
    flags = {(c.post_id, c.claim.low): c.claim.superseded for c in result.claims}
    assert flags[("p0", 702)] and flags[("p0", 2110)] and flags[("p0", 21)]
    assert not flags[("p0", 88.0)]
    assert not any(v for (post, _), v in flags.items() if post == "p1")


def test_that_figure_was_wrong_points_back_at_the_figure_just_stated():
    result = correct(
        "| set | tok/s |\n|---|---|\n| chat | 97.5 |\n| code | 118.0 |\n\n"
        "The first client counted stream chunks, so it reported 41 tok/s for code. "
        "That number was wrong; the real one is the 118.0 in the table."
    )
    flags = {c.claim.low: c.claim.superseded for c in result.claims}
    assert flags == {97.5: False, 118.0: False, 41: True}


def test_a_figure_restated_as_current_is_not_withdrawn():
    result = correct(
        "Mistral-Large AWQ, -tp 4 on 4x MI50: single user 11.2 tok/s, 8 concurrent 52 tok/s.",
        "Retried on the same box: single user 11.2 tok/s, 8 concurrent 57 tok/s"
        " (I had 52 here before, misread the summary line).",
    )
    flags = {(c.post_id, c.claim.low): c.claim.superseded for c in result.claims}
    assert flags[("p0", 52)] is True
    assert flags[("p0", 11.2)] is False


def test_a_figure_the_correcting_words_take_back_is_superseded_in_place():
    result = correct(
        "| k | chat tok/s |\n|---|---|\n| 3 | 84.0 |\n| 5 | 88.5 |\n\n"
        "EDIT: the first version of this table had 97.2 tok/s for k=5. That run hit a warm"
        " prefix cache. The k=5 row is re-measured now."
    )
    flags = {c.claim.low: c.claim.superseded for c in result.claims}
    assert flags[97.2] is True
    assert flags[84.0] is False and flags[88.5] is False


def test_actually_marks_the_old_figure_even_when_new_numbers_follow():
    result = correct(
        "Turns out my dashboard was wrong. The widget was showing 22 tok/s while the server"
        " actually generates at 70.\nServer log after the fix: decode 71.3 tok/s, TTFT 0.41 s."
    )
    flags = {c.claim.low: c.claim.superseded for c in result.claims}
    assert flags[22] is True
    assert flags[71.3] is False


def test_consecutive_correcting_sentences_are_one_correction():
    result = correct(
        "Qwen3-8B on one L4: 31.5 tok/s.",
        "Correction: my counter was off. The right figure is 33.0 tok/s on one L4.",
    )
    (correction,) = result.corrections
    assert correction.old == ("decode_tps", 31.5, 31.5)
    assert correction.new == ("decode_tps", 33.0, 33.0)


def test_a_voided_run_loses_every_figure_of_its_result_block():
    result = correct(
        "Mixtral-8x7B FP8 on 4x L40S, tp 4, vLLM, ShareGPT at 64 concurrent.\n"
        "before:\n```\nOutput token throughput (tok/s): 2210.4\nMean TTFT (ms): 410.2\n```\n"
        "after the upgrade:\n```\nOutput token throughput (tok/s): 1502.9\n"
        "Mean TTFT (ms): 655.0\nMedian TPOT (ms): 38.1\n```",
        "Found it: the flag was not applied after the upgrade, the launcher dropped it. "
        "With it back on:\n```\nOutput token throughput (tok/s): 2251.7\n```\n"
        "The drafting overhead headline from Tuesday: 4.5K tok/s peak, no change there.",
        authors=["ana", "ana"],
    )
    flags = {c.claim.low: c.claim.superseded for c in result.claims}
    assert flags[1502.9] and flags[655.0] and flags[38.1]
    assert not flags[2210.4] and not flags[410.2] and not flags[2251.7]
    (correction,) = result.corrections
    assert len(correction.superseded) == 3


def test_a_rounded_restatement_of_a_withdrawn_figure_goes_with_it():
    result = correct(
        "Headline: decode drops from 6.4K to 4.5K tok/s on the new build (Qwen3-30B-A3B, 8x H100).",
        "new build:\n```\nOutput token throughput (tok/s): 4495.3\n```",
        "My bad, the new build was the wrong image; rerun gives 6350.8 tok/s.\n"
        "```\nOutput token throughput (tok/s): 6350.8\n```",
    )
    flags = {c.claim.low: c.claim.superseded for c in result.claims}
    assert flags[4495.3] and flags[4500]
    assert not flags.get(6400, False) and not flags[6350.8]


def test_ignore_my_earlier_numbers_replaces_each_metric_whatever_the_gap():
    result = correct(
        "Gemma-3-12B on my RX 7900 XTX with llama.cpp: tg 9.8 t/s, pp 140 t/s. "
        "My friend's RTX 4090 does way better.",
        "Somebody asked about drivers.",
        "Ignore my earlier numbers, the model was half on the CPU. Fully offloaded on the "
        "7900 XTX, unlike the 4090 box: tg 38.5 t/s, pp 1,020 t/s. The idle power figure was fine.",
        authors=["kim", "lee", "kim"],
    )
    flags = {c.claim.low: c.claim.superseded for c in result.claims}
    assert flags[9.8] and flags[140] and not flags[38.5] and not flags[1020]


def test_a_figure_called_wrong_withdraws_its_run_printout():
    result = correct(
        "Qwen2.5-72B AWQ, 4x A6000, vLLM, bs 1.\nbaseline:\n```\nlatency: 22.10 s\n"
        "output throughput: 23.17 token/s\n```\nwith ngram:\n```\nlatency: 15.02 s\n"
        "output throughput: 34.08 token/s\n```",
        "The 23 tok/s baseline number is wrong, that server had eager mode forced on. "
        "Will rerun next week.",
        authors=["ola", "ola"],
    )
    flags = {c.claim.low: c.claim.superseded for c in result.claims}
    assert flags[23.17] and flags[22.10]
    assert not flags[34.08] and not flags[15.02]
    assert 23 not in flags  # the named figure repeats the withdrawn one
    (correction,) = result.corrections
    assert correction.new is None


def test_a_figure_from_a_rerun_replaces_the_first_run_outlier_whatever_the_gap():
    result = correct(
        "Llama-3.1-8B on one Gaudi 2, 4k input: median TTFT 0.62 s.",
        "The warm-up trap: the first run showed a single 19 s TTFT spike because a graph "
        "compiled mid-run; the 0.62 s above is from the re-run with the warm-up fixed.",
    )
    flags = {c.claim.low: c.claim.superseded for c in result.claims}
    assert flags[19000] is True and flags[620] is False
    (correction,) = result.corrections
    assert correction.old == ("ttft_ms", 19000, 19000) and correction.new == ("ttft_ms", 620, 620)


def test_asking_to_hear_if_something_is_incorrect_is_not_a_correction():
    result = correct(
        "k=2 gives 175 tok/s on one H100. Please tell me if something is incorrect in my script."
    )
    assert result.corrections == []


def test_a_spec_sheet_figure_is_no_caveat_and_not_a_typo_is_no_correction():
    text = "The card has 640 GB/s theoretical bandwidth; we reach 63% of theoretical bandwidth."
    assert kinds(text) == []
    result = correct("-ngl 99 here isn't a typo: every layer on the GPU gives 41 tok/s.")
    assert result.corrections == []


def test_an_update_is_not_a_correction():
    result = correct(
        "vLLM 0.10: 61 tok/s on one L40S.", "Update: vLLM 0.11 gives 66 tok/s on one L40S."
    )
    assert result.corrections == []
    assert not any(c.claim.superseded for c in result.claims)


def test_other_authors_cannot_correct_someone_else():
    result = correct(
        "Llama 3.1 8B on one 4090: 120 tok/s.",
        "I was wrong about my own box: it does 97 tok/s on one 4090.",
        authors=["alice", "bob"],
    )
    assert not any(c.claim.superseded for c in result.claims)


#: One or more sentences per caveat rule, written for this test (not taken
#: from any corpus), so every rule in caveat_rules.json is exercised.
RULE_EXAMPLES = [
    "Nothing between 8 and 64 slots has been measured.",
    "The speed-up does not survive without the pinned clocks.",
    "Warm-up skew is a real trap for anyone timing a cold server.",
    "The 70B needs VLLM_USE_V1=0 or the engine stalls at startup.",
    "The server returns empty responses once the cache is full.",
    "Peak throughput is not very meaningful without the queue depth.",
    "We will refine the curve as we gather more runs.",
    "It's unclear which model combinations were used.",
    "This isn't meant to show the maximum tps on Macs.",
    "You forgot to offload the draft model: -ngld 99.",
    "Runs at the same n_max started drifting from each other.",
    "I ran out of time for a second pass over the prompts.",
    "The sweep settles on a local optimum over three flags.",
    "This is a measurement of this specific setup, not a general result.",
    "The k=1 row is extrapolated from the k=2 run.",
    "The real gap is likely smaller than these numbers show.",
    "Graph split mostly works, but something is not 100% correct yet.",
    "So I have disabled the fused kernel for now.",
    "Saving the recurrent state is not yet implemented for this mode.",
    "Slow host CPUs could also be part of the explanation.",
    "I suspect the tokenizer stops at the first stop string.",
    "A batch of four is too small to benchmark the scheduler.",
    "The acceptance length falls short of the paper's figure.",
    "Keeping the KV cache on the host limits throughput.",
    "We had to disable CUDA graphs to get it running.",
    "The vLLM rates are wall-clock, so they are a touch understated.",
    "The box has no P2P; keep that in mind when reading the TP=2 rows.",
    "TTFT and decode are not measurable separately here.",
    "Every MTP path on this driver hit a concrete blocker.",
    "The gain is content-dependent, large on copy and flat on prose.",
    "Wall time includes model loading when the model is cold.",
    "The stock probe undercounts tokens when drafts arrive in chunks.",
    "The draft head mappings aren't carried over to merged checkpoints.",
    "YMMV on a desktop card with faster memory.",
    "The drafter only helps when the reply repeats the prompt.",
    "EAGLE is currently broken on the 0.9 image.",
    "Ten-token prompts will not give you meaningful prefill numbers.",
    "Our sweep does not cover all possible flag combinations.",
    "Keep n_max at 4, never above 4 on this card.",
    "The two quant rows are within the noise of each other.",
    "We have not done a 12 hour soak on this build.",
    "Long-prompt behaviour was not characterised.",
    "I haven't benchmarked the 32k setting yet.",
    "Batch 64 numbers are TBD.",
    "Treat this as preliminary, it was one run.",
    "Nothing past 16k was tested.",
    "We never tried the fp8 KV cache.",
    "Variance is unknown for these cells.",
    "No multi-node comparison here.",
    "The AWQ row hasn't been re-run on the new driver.",
    "Only 10 prompts per set, so the decimals are noise.",
    "Don't compare these to client-side streaming numbers.",
    "The counter counts verification steps, not tokens.",
    "Prefill with an 80-token prompt is meaningless.",
    "The numbers are slightly optimistic because the cache was hot.",
    "The server-side figure is higher than the client-side one by design.",
    "Beware of the default timeout in the bench script.",
    "The env var is silently ignored by the older image.",
    "The draft length must be at most the block size.",
    "FP8 KV cache is not supported on this card.",
    "This path requires a build after the March fix.",
    "The server crashes once the batch passes 48.",
    "The kernel throws an illegal memory access at 16k context.",
    "The 70B checkpoint won't load on the old wheel.",
    "It prints the same word over and over with that flag.",
    "The headline uses c=1 but production serves c=32.",
    "These figures are not representative of chat traffic.",
    "That run was on a degraded link, so it is a separate issue.",
    "Single GPU only for this table.",
    "The two quants aren't identical, so keep that in mind.",
    "The bandwidth column is an upper bound.",
    "Random tokens only in this sweep.",
    "This was a simple hello world prompt.",
    "Multi-node NEXTN in this release requires topk=1 to start.",
    "The KL tool is approximate, it samples the top-k only.",
    "Turns out the 70B was mostly on CPU the whole time.",
    "The drafter was tuned on English chat, which may give worse acceptance on code.",
    "Under 8 users the 12B got no completed requests at all.",
    "Measured with thinking on, which inflates the number.",
    "It beat the default (for this specific benchmark only).",
    "I am assuming it is the new scheduler.",
    "I had to fix two imports to make it work.",
]

CORRECTION_EXAMPLES = [
    "Correction: the decode figure was per request.",
    "I was wrong about the batch size.",
    "My script was off by one step.",
    "Ignore my earlier numbers from Tuesday.",
    "The table above is superseded by the second run.",
    "We double-counted the prompt tokens.",
    "The first result was wrong.",
    "I loaded the wrong checkpoint for that row.",
    "Sorry, I didn't enable the draft model.",
    "See the corrected numbers below.",
    "The probe was reporting 12 on a box that actually does 40.",
    "Correction to my last post about the L4.",
    "I misread the summary line.",
    "Please disregard the 1.9x from yesterday.",
    "That should read 41 tok/s, not 44.",
    "The decode row was corrected this morning.",
    "So the gain is ~1.3x, not 1.6x.",
    "Turns out the env var was never passed into the container.",
    "The 12.0 s in the table is from the re-run after the cache fix.",
]


def test_every_caveat_rule_has_an_example():
    for rule, pattern in rules():
        assert any(pattern.search(plain_quotes(e)) for e in RULE_EXAMPLES), rule.pattern
    for example in RULE_EXAMPLES:
        assert find_caveats(example), example


def test_every_correction_pattern_has_an_example():
    for pattern in correction_patterns():
        assert any(pattern.search(e) for e in CORRECTION_EXAMPLES), pattern.pattern
    for example in CORRECTION_EXAMPLES:
        assert find_corrections(example), example


RUN_RETRACTION_EXAMPLES = [
    "The env variable was not set inside the container.",
    "I benchmarked the wrong image for the second table.",
    "Ignore the earlier results, the box was throttling.",
    "Those runs were invalid: the cache was warm.",
]


def test_every_run_retraction_pattern_has_an_example():
    for pattern in run_retraction_patterns():
        assert any(pattern.search(e) for e in RUN_RETRACTION_EXAMPLES), pattern.pattern
    for example in RUN_RETRACTION_EXAMPLES:
        assert find_corrections(example), example


BLANKET_RETRACTION_EXAMPLES = [
    "Please ignore the earlier table, wrong power profile.",
    "Disregard my previous numbers, the fans were stuck.",
    "My earlier numbers were wrong, the cache was warm.",
]


def test_every_blanket_retraction_pattern_has_an_example():
    for pattern in blanket_retraction_patterns():
        assert any(pattern.search(e) for e in BLANKET_RETRACTION_EXAMPLES), pattern.pattern
    for example in BLANKET_RETRACTION_EXAMPLES:
        assert find_corrections(example), example


def test_a_figure_of_another_metric_after_a_fix_adds_to_it_and_replaces_nothing():
    from extractors.document import PostInput, extract_document

    posts = [
        "```\nMean acceptance length: 2.40\n```\nEAGLE3 on sonnet: 2.2x faster.",
        "Correction: sonnet is ~1.8x, not 2.2x. Acceptance length in that run was 2.95.",
    ]
    inputs, offset = [], 0
    for i, text in enumerate(posts):
        inputs.append(PostInput(f"p{i}", offset, text, (), "a"))
        offset += len(text) + 2
    claims = {pc.claim.low: pc.claim for pc in extract_document(inputs).claims}
    assert claims[2.2].superseded
    assert not claims[2.4].superseded


def test_a_need_without_a_setting_is_no_caveat():
    assert find_caveats("The 70B needs 48 GB, so it fits on two cards.") == []
    assert find_caveats("It needs a minute to warm up before the first run.") == []
