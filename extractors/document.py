"""Extraction over one document: its distinct posts in order.

The caller (the ingest pipeline) passes each distinct post once, so a value
repeated by duplicated posts yields one claim. Quoted lines are blanked out
before extraction (they are other posts' words), keeping every offset.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import regex

from extractors.caveats import Caveat, find_caveats
from extractors.claims import Claim, extract_claims
from extractors.context import _VERSUS_RE, SETUP_KEYS, compared_against, document_setup
from extractors.corrections import (
    ROUNDING_TOLERANCE,
    Correction,
    find_corrections,
    link,
    rounding_of,
    same_figure,
)
from extractors.launch import LaunchCommand, find_commands
from extractors.layout import TABLE_START_RE, lists_settings
from extractors.mentions import (
    Mention,
    block_size_mentions,
    k_mentions,
    named_release_mentions,
    off_label_mentions,
    short_accelerator_mentions,
)
from extractors.mojibake import repair
from extractors.nlp import Analysis
from extractors.references import referenced_keys, shared_values
from extractors.view import (
    MentionIndex,
    PostView,
    is_heading,
    is_setup_heading,
    measured_quantities,
    spec_leg_mentions,
    view,
)


@dataclass(frozen=True)
class PostInput:
    """One distinct post: its id, where its text starts in the document, its quoted spans."""

    post_id: str
    start: int
    text: str
    quote_spans: tuple[tuple[int, int], ...] = ()
    author: str | None = None


@dataclass(frozen=True)
class PostClaim:
    """A claim placed in its document: ``start``/``end`` point into the document text."""

    post_id: str
    claim: Claim


@dataclass(frozen=True)
class PostCommand:
    """A launch or benchmark command placed in its document."""

    post_id: str
    command: LaunchCommand


@dataclass(frozen=True)
class PostCaveat:
    """A caveat placed in its document."""

    post_id: str
    caveat: Caveat


ValueRange = tuple[str, float, float]


@dataclass(frozen=True)
class DocumentCorrection:
    """A correction placed in its document.

    ``superseded`` pairs the key of each replaced claim with the key of its
    replacement (``None`` for a retraction without a new value); ``old`` and
    ``new`` are the first such pair's values.
    """

    post_id: str
    start: int
    end: int
    quote: str
    old: ValueRange | None
    new: ValueRange | None
    superseded: tuple[tuple[tuple[int, int, str], tuple[int, int, str] | None], ...] = ()


@dataclass(frozen=True)
class DocumentExtraction:
    """Everything extracted from one document."""

    claims: list[PostClaim]
    commands: list[PostCommand]
    caveats: list[PostCaveat] = field(default_factory=list)
    corrections: list[DocumentCorrection] = field(default_factory=list)
    #: Posts whose text made a pattern run past its time limit: stored, but
    #: nothing was extracted from them.
    failed_posts: list[str] = field(default_factory=list)


def mask_quotes(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """Blank out quoted spans (newlines kept), so offsets stay the same."""
    chars = list(text)
    for start, end in spans:
        for i in range(start, min(end, len(chars))):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


#: How far from its figure a draft length must be written to mark the figure's run.
_DRAFT_LENGTH_REACH = 120


def _mark_drafting_legs(placed: list[PostClaim], posts: Sequence[PostInput]) -> list[PostClaim]:
    """An author who reports a speculation-off leg compares on and off: a figure of
    theirs, in any post, stated beside its own draft length ("at block_size=6 ...
    ~237-252 tok/s", on one line and not across a "vs") is an on leg."""
    by_id = {p.post_id: p for p in posts}
    off = {
        by_id[pc.post_id].author for pc in placed if pc.claim.context.get("spec_enabled") is False
    }
    for pc in placed:
        claim, context, post = pc.claim, pc.claim.context, by_id[pc.post_id]
        source = claim.sources.get("spec_tokens")
        if (
            post.author not in off
            or claim.metric in _DRAFTING_ONLY  # drafting implied; no leg of a comparison
            or "spec_enabled" in context
            or "spec_method" not in context
            or source is None
            or abs(source[0] - claim.start) > _DRAFT_LENGTH_REACH
        ):
            continue
        a, b = sorted((source[0] - post.start, claim.start - post.start))
        between = post.text[max(0, a) : max(0, b)]
        start = claim.start - post.start
        paired = _VERSUS_RE.search(post.text, max(0, start - 20), start)  # "A vs B": which?
        if "\n" not in between and not _VERSUS_RE.search(between) and not paired:
            context["spec_enabled"] = True
    return placed


_EARLIER_EAGLE_RE = regex.compile(r"(?i)\beagle[-_ ]?(?:1|2|v1|v2)\b")
_DRAFTING_ONLY = frozenset({"acceptance_rate", "acceptance_length", "speedup"})


#: A scraped thread's byline opening a message: "Defilan · comment · 2026-08-13".
_BYLINE_RE = regex.compile(
    r"(?P<who>[A-Za-z0-9][\w.-]{0,38})[ \t]+·[ \t]+(?:comment(?:ed)?|repl(?:y|ied)|review(?:ed)?"
    r"|answer(?:ed)?|description)\b[^\n]{0,40}$",
    regex.MULTILINE,
)


def _bylined(posts: Sequence[PostInput]) -> list[PostInput]:
    """Posts of a plain-text thread with the authors its bylines name.

    In text without authors, a block opening with a byline ("Defilan · comment ·
    2026-08-13") starts that person's message; the blocks after it are theirs
    until the next byline. Blocks before the first byline (title, preamble)
    keep no author, so they frame every message.
    """
    if any(p.author is not None for p in posts):
        return list(posts)
    author: str | None = None
    named = []
    for post in posts:
        first = post.text.lstrip().split("\n", 1)[0]
        m = _BYLINE_RE.fullmatch(first.strip())
        if m:
            author = m["who"]
        named.append(replace(post, author=author) if author else post)
    return named


def extract_document(posts: Sequence[PostInput]) -> DocumentExtraction:
    """Claims and commands of a document, with document-relative spans.

    Symbols damaged by a wrong code page ("2Ã— RTX 4090") are read through
    :func:`~extractors.mojibake.repair`, which keeps every offset; quotes are
    then cut from the text as written.
    """
    repaired = [replace(p, text=repair(p.text)) for p in posts]
    if all(r.text == p.text for r, p in zip(repaired, posts, strict=True)):
        return _extract_document(posts)
    found = _extract_document(repaired)
    return _quoted_as_written(found, posts)


def _quoted_as_written(found: DocumentExtraction, posts: Sequence[PostInput]) -> DocumentExtraction:
    """``found`` with every quote cut again from the posts' own text."""
    spans = [(p.start, p.start + len(p.text), p.text) for p in posts]

    def cut(start: int, end: int, quote: str) -> str:
        for lo, hi, text in spans:
            if lo <= start and end <= hi:
                return text[start - lo : end - lo]
        return quote

    claims = [
        replace(
            pc, claim=replace(pc.claim, quote=cut(pc.claim.start, pc.claim.end, pc.claim.quote))
        )
        for pc in found.claims
    ]
    caveats = [
        replace(
            pc,
            caveat=replace(pc.caveat, quote=cut(pc.caveat.start, pc.caveat.end, pc.caveat.quote)),
        )
        for pc in found.caveats
    ]
    corrections = [replace(c, quote=cut(c.start, c.end, c.quote)) for c in found.corrections]
    return replace(found, claims=claims, caveats=caveats, corrections=corrections)


def _extract_document(posts: Sequence[PostInput]) -> DocumentExtraction:
    posts = _bylined(posts)
    failed: list[str] = []
    views: list[PostView] = [
        _safe_view(p, failed, [q.text for q in posts[:k]] if p.quote_spans else ())
        for k, p in enumerate(posts)
    ]
    methods = {m.value for v in views for m in v.mentions if m.key == "spec_method"}
    if methods:
        # The document speaks of speculative decoding: "k=3" in a post that
        # names no method is a draft length too (DSpark's "block size" as well).
        for post_view in views:
            if post_view.index.of("spec_method"):
                continue
            added = k_mentions(post_view.text)
            if methods & {"dspark", "dflash"}:
                added += block_size_mentions(post_view.text)
            if added:
                known = {(m.key, m.start, m.end) for m in post_view.mentions}
                legs = spec_leg_mentions(
                    post_view.text, post_view.tables, post_view.mentions + added
                )
                post_view.add_mentions(
                    added + [m for m in legs if (m.key, m.start, m.end) not in known]
                )
    if methods:
        for post_view in views:
            # "vanilla (`Llama-3.1-8B-Instruct`): 133" in a text about drafting: the off leg.
            off = off_label_mentions(post_view.text)
            if off:
                post_view.add_mentions(off)
    named = {m.value for v in views for m in v.mentions if m.key == "accelerator"}
    for post_view in views:
        # "ollama on the 395" in a thread about the Ryzen AI Max+ 395.
        spans = {(m.start, m.end) for m in post_view.mentions if m.key == "accelerator"}
        short = [
            m
            for m in short_accelerator_mentions(post_view.text, named)
            if (m.start, m.end) not in spans
        ]
        if short:
            post_view.add_mentions(short)
    by_author: dict[str | None, list[PostView]] = {}
    for post, post_view in zip(posts, views, strict=True):
        by_author.setdefault(post.author, []).append(post_view)
    for authors_views in by_author.values():
        # "13900k, DDR5 6400: 18.27 t/s": a processor is the run's hardware only
        # where its author names no GPU or other accelerator anywhere.
        if any(v.index.of("accelerator") or _GPU_WORD_RE.search(v.text) for v in authors_views):
            continue  # "--n-cpu-moe 36 ... everything else on the GPU": a hybrid run
        for post_view in authors_views:
            chips = [
                Mention("accelerator", m.value, m.start, m.end) for m in post_view.index.of("cpu")
            ]
            if chips:
                post_view.add_mentions(chips)
    named_releases = {
        (str(m.value), m.key.split(":", 1)[1])
        for v in views
        for m in v.mentions
        if m.key.startswith("engine_version:")
    }
    for post_view in views:
        # "vllm==0.26.0" in one message, "| 0.26.0 | 148 tok/s |" in another.
        spans = {(m.start, m.end) for m in post_view.mentions if m.key == "engine_version"}
        # Only where it labels figures: a table's cell or a figure right after it.
        bare = [
            m
            for m in named_release_mentions(post_view.text, named_releases)
            if (m.start, m.end) not in spans
            and (
                any(t.start <= m.start < t.end for t in post_view.tables)
                or _FIGURE_AFTER_RE.match(post_view.text, m.end)
            )
        ]
        if bare:
            post_view.add_mentions(bare)
    heading: PostView | None = None
    section: PostView | None = None
    for previous, post_view in zip([None, *views[:-1]], views, strict=True):
        post_view.previous = previous
        if previous is not None:
            previous.following = post_view
    run_block: PostView | None = None
    engine_section: str | None = None
    for post, post_view in zip(posts, views, strict=True):
        # "./llama-speculative --model-draft ... -m X.gguf --draft-n 4" alone in a
        # block, its output blocks below: the run those figures come from.
        if post.author is not None:
            continue
        text = post_view.text
        post_view.engine_section = engine_section
        labels = post_view.index.of("engine_label")
        if labels:
            engine_section = labels[-1].value  # "vLLM Performance": the blocks below
        if text.lstrip().startswith("#") and is_heading(text):
            run_block = None  # a new section
        elif _opens_with_command(post_view):
            # a command alone opens a run; with its own figures, it is a run of its own
            run_block = None if measured_quantities(text) else post_view
        elif run_block is not None and measured_quantities(text):
            post_view.run_command = run_block
    for k, (post, post_view) in enumerate(zip(posts, views, strict=True)):
        if is_heading(post_view.text):
            # A label line ("Decode tok/s, median of 3:") sits under the
            # section heading ("## Single stream") before it; a new section
            # heading starts afresh.
            if post_view.text.lstrip().startswith("#"):
                section = post_view
            else:
                post_view.heading = section
            heading = post_view
            continue
        post_view.heading = heading
        previous = post_view.previous
        if (
            previous is not None
            and previous is not heading
            and _opens_with_table(post_view)
            and _captions(previous.text)
            and posts[k - 1].author == post.author
        ):
            # "Single-user (B=1), temperature 0, TP=8. Tree config: steps=3." right
            # above a table in the next block: the table's caption.
            post_view.heading = previous
        if (
            heading is not None
            and heading.text.rstrip(" *_`\n").endswith(":")
            and (measured_quantities(post_view.text) or _starts_with_a_table(post_view))
        ):
            heading.labels_results = True
        # Under a setup heading, or a label line inside a setup section.
        post_view.setup_post = any(
            h is not None and is_setup_heading(h.text)
            for h in (heading, heading.heading if heading is not None else None)
        ) or (
            (lists_settings(post_view.text) or _ALL_RUNS_RE.match(post_view.text))
            and not measured_quantities(post_view.text)
        )
    # Conditions carry across posts only between posts of one author (posts
    # without an author, as in plain text, count as one author's).
    first_result = next((k for k, v in enumerate(views) if measured_quantities(v.text)), len(views))
    for post, post_view in zip(posts[1:first_result], views[1:first_result], strict=True):
        # An opening paragraph after the title, before any result: the setup.
        # (A title names what the text compares, not every run's conditions.)
        if post.author is None and len(post_view.text) <= _INTRO_CHARS:
            post_view.setup_post = True
    shared = {
        author: [
            (k, v)
            for k, (p, v) in enumerate(zip(posts, views, strict=True))
            if p.author == author
            and (_shares(p, v, posts, k < first_result) or _title(p, v, k, first_result))
        ]
        for author in {p.author for p in posts}
    }
    setups = {author: document_setup([v for _, v in own]) for author, own in shared.items()}
    if any(m.key == "model" for v in views for m in v.mentions):
        for setup in setups.values():
            if setup.pop("_model_from_version", False):
                del setup["model"]  # "Qwen3.6" stands for no model when a fuller one is named
    if None in setups:
        _resolve_plain_references(setups[None], shared[None], views)
    if len({m.value for v in views for m in v.mentions if m.key == "other_engine"}) > 1:
        # "lightning-mlx" runs the model, "MTPLX 0.3.8" built it: both "other", so a
        # release written next to one of them is no release of the other.
        others = {str(m.value) for v in views for m in v.index.of("engine_version:other")}
        for setup in setups.values():
            setup.pop("engine_version:other", None)
            if str(setup.get("engine_version")) in others:
                del setup["engine_version"]
    if not any(m.key == "engine" for v in views for m in v.mentions) and any(
        _LLAMA_LOG_RE.search(v.text) for v in views
    ):
        # llama-server's own log lines ("slot print_timing: ...") in a text that
        # names no engine: the runs are llama.cpp's.
        for setup in setups.values():
            setup.setdefault("engine", "llama.cpp")
    for author, setup in setups.items():
        # "GLM-4.7" in the title, "the GLM-4.7-FP8 model" further down: the
        # format the author writes with that same model name.
        if "model" in setup and "model_precision" not in setup and "precision" not in setup:
            formats = _written_formats(
                [v for p, v in zip(posts, views, strict=True) if p.author == author],
                setup["model"],
            )
            if len(formats) == 1:
                setup["model_precision"] = formats.pop()
    # In a thread, a message's conditions come first from the author's messages
    # so far: a later message describes a later run ("also tried Mistral ...").
    so_far: dict[int, dict[str, Any]] = {}
    for author, own in shared.items():
        if author is None or len(own) < 2:
            continue
        for n, (k, _) in enumerate(own):
            if posts[k].author == author and n + 1 < len(own):
                earlier = document_setup([v for _, v in own[: n + 1]])
                so_far[k] = {x: y for x, y in earlier.items() if not x.startswith("_")}
    # A short model name ("Llama-3.3-70B") stands for the one fuller name the
    # document writes anywhere ("Llama-3.3-70B-Instruct" in a launch command).
    models = tuple(sorted({m.value for v in views for m in v.mentions if m.key == "model"}))
    engines = tuple(sorted({m.value for v in views for m in v.mentions if m.key == "engine"}))
    accelerators = tuple(
        sorted({m.value for v in views for m in v.mentions if m.key == "accelerator"})
    )
    releases = tuple(
        sorted(
            {
                (str(m.value), m.key.split(":", 1)[1])
                for v in views
                for m in v.mentions
                if m.key.startswith("engine_version:")
            }
        )
    )
    eagles = [
        (m.value, v.text[m.start : m.end])
        for v in views
        for m in v.mentions
        if m.key == "spec_method" and m.value in ("eagle", "eagle3")
    ]
    # "EAGLE3 support for Qwen3" ... "DECODING STATISTICS (Eagle)": the bare name is
    # the one version the text names, unless it writes EAGLE-1/2 somewhere.
    eagle3_only = (
        any(value == "eagle3" for value, _ in eagles)
        and all(
            value == "eagle3" or written.strip().lower() == "eagle" for value, written in eagles
        )
        and not any(_EARLIER_EAGLE_RE.search(v.text) for v in views)
    )
    # The one time a text measures ("Slower TTFT Performance"): its statistics
    # lines ("avg 1611.47ms, p95 1795.47ms") time that, though they never name it.
    timed = {
        c.id
        for v in views
        for c in v.analysis.cues
        if c.label == "METRIC" and c.id in ("ttft_ms", "tpot_ms", "latency_s")
    }
    speculative = bool(methods) or any(
        m.key in ("draft_model", "spec_method", "spec_tokens") for v in views for m in v.mentions
    )
    for author, setup in setups.items():
        setup["_speculative"] = speculative  # the text speaks of speculative decoding
        setup["_time_metric"] = next(iter(timed)) if len(timed) == 1 else None
        setup["_eagle3_only"] = eagle3_only
        # Caches shared by every post's copy of the author's setup.
        setup["_anchored"] = {}
        setup["_cache"] = {}
        setup["_models"] = models
        setup["_engines"] = engines
        setup["_accelerators"] = accelerators
        setup["_releases"] = releases  # (version, engine) pairs the document writes
        setup["_views"] = tuple(v for p, v in zip(posts, views, strict=True) if p.author == author)
        # In a thread, another person's "Llama 3.3 70B" may be another build:
        # a short name takes the fuller one only from its own author's posts.
        setup["_own_models"] = tuple(
            sorted({m.value for v in setup["_views"] for m in v.mentions if m.key == "model"})
        )
        setup["_own_engines"] = tuple(
            sorted(
                {
                    m.value
                    for v in setup["_views"]
                    for m in v.mentions
                    if m.key == "engine"
                    and not _one_rows_label(v, m)
                    and not compared_against(v.text, m.start)
                }
            )
        )
        setup["_own_accelerators"] = tuple(
            sorted({m.value for v in setup["_views"] for m in v.mentions if m.key == "accelerator"})
        )
        setup["_own_releases"] = tuple(
            sorted(
                {
                    (str(m.value), m.key.split(":", 1)[1])
                    for v in setup["_views"]
                    for m in v.mentions
                    if m.key.startswith("engine_version:")
                }
            )
        )
    placed: list[PostClaim] = []
    indexed: list[tuple[int, Claim]] = []
    commands: list[PostCommand] = []
    caveats: list[PostCaveat] = []
    document_index = MentionIndex(
        [
            Mention(m.key, m.value, m.start + post.start, m.end + post.start)
            for post, post_view in zip(posts, views, strict=True)
            for m in post_view.mentions
        ]
    )
    history: list[tuple[str | None, list[Claim]]] = []  # each earlier post's figures
    source_cache: dict[tuple[str, Any], tuple[list[int], list[tuple[int, int]]]] = {}
    carried: dict[str, dict[str, Any]] = {}  # what each author's references named
    for index, (post, post_view) in enumerate(zip(posts, views, strict=True)):
        if post.post_id in failed:
            continue
        setup = {**setups[post.author], **so_far.get(index, {})}
        if post.author is not None and None in setups:
            # A scraped thread's title and preamble (no author) frame every message.
            framing = {k: x for k, x in setups[None].items() if k in SETUP_KEYS}
            setup = {**framing, **setup}
        asked = _asked_setup(views, index, posts)
        if asked:
            # "did you try -tp 2 with --data-parallel-size 2?" - "yes: 59 tok/s":
            # the answer's run is the one asked about.
            setup = {**setup, **asked}
        refs = referenced_keys(post_view.text) if post.author is not None else frozenset()
        if post.author is not None and post.author in carried:
            # What an author's earlier "same gguf" referred to still holds.
            setup = {**carried[post.author], **setup}
        if refs:
            # "Same gguf, same build": what the nearest earlier message that
            # states it ran on.
            referred = _referenced(history, post.author, refs)
            setup = {**setup, **referred}
            if post.author is not None:
                carried.setdefault(post.author, {}).update(referred)
        try:
            post_claims = extract_claims(post_view, setup)
            post_caveats = find_caveats(post_view.text)
            post_commands = find_commands(post_view.text)
        except TimeoutError:
            failed.append(post.post_id)
            continue
        for claim in post_claims:
            moved = replace(
                claim,
                start=claim.start + post.start,
                end=claim.end + post.start,
                sources=_sources(claim, post.start, document_index, source_cache),
                table_start=None if claim.table_start is None else claim.table_start + post.start,
            )
            placed.append(PostClaim(post.post_id, moved))
            indexed.append((index, moved))
        history.append((post.author, post_claims))
        for caveat in post_caveats:
            caveats.append(
                PostCaveat(
                    post.post_id,
                    replace(caveat, start=caveat.start + post.start, end=caveat.end + post.start),
                )
            )
        for command in post_commands:
            commands.append(
                PostCommand(
                    post.post_id,
                    replace(
                        command, start=command.start + post.start, end=command.end + post.start
                    ),
                )
            )
    placed = _mark_drafting_legs(placed, posts)
    corrections = _corrections(posts, views, indexed, failed)
    superseded = {old for c in corrections for old, _ in c.superseded}
    placed = _drop_references(placed, corrections, superseded)
    restated = _restated(placed, superseded)
    if restated:
        corrections = [
            replace(
                c,
                superseded=c.superseded
                + tuple((r, None) for r, old in restated.items() if old in dict(c.superseded)),
            )
            for c in corrections
        ]
        superseded |= set(restated)
    placed = [
        PostClaim(pc.post_id, replace(pc.claim, superseded=True))
        if pc.claim.key in superseded
        else pc
        for pc in placed
    ]
    placed = _inherit_from_replaced(placed, corrections)
    kept, renamed = merge_restatements(placed, {p.post_id: (p.start, p.text) for p in posts})
    kept = _without_spanning_ranges(kept, corrections, {p.post_id: p.author for p in posts})
    corrections = [
        replace(
            c,
            superseded=tuple(
                (renamed.get(old, old), renamed.get(new, new) if new else None)
                for old, new in c.superseded
            ),
        )
        for c in corrections
    ]
    # The correcting words are a correction, not also a caveat.
    caveats = [
        pc
        for pc in caveats
        if not any(c.start < pc.caveat.end and pc.caveat.start < c.end for c in corrections)
    ]
    return DocumentExtraction(kept, commands, _distinct(caveats), corrections, failed)


#: Keys a re-run's figure takes from the figure it replaces when it states none:
#: "Re-ran with -fa 1: 5.4 t/s" is the same run (model, hardware, prompt) but for
#: what the correcting words change.
_INHERITED = ("model", "precision", "accelerator", "accelerator_count", "engine",
              "input_len", "output_len", "workload", "scope", "concurrency", "batch_size")  # fmt: skip


def _inherit_from_replaced(
    placed: list[PostClaim], corrections: Sequence[DocumentCorrection]
) -> list[PostClaim]:
    by_key = {pc.claim.key: pc.claim for pc in placed}
    fills: dict[tuple[int, int, str], list[str]] = {}
    sources: dict[tuple[int, int, str], tuple[int, int, str]] = {}
    for correction in corrections:
        for old, new in correction.superseded:
            if new is None or old not in by_key or new not in by_key:
                continue
            before, after = by_key[old].context, by_key[new].context
            missing = [k for k in _INHERITED if k in before and k not in after]
            if missing:
                fills[new] = missing
                sources[new] = old
    out = []
    for pc in placed:
        keys = fills.get(pc.claim.key)
        if not keys:
            out.append(pc)
            continue
        old_claim = by_key[sources[pc.claim.key]]
        context = {**{k: old_claim.context[k] for k in keys}, **pc.claim.context}
        # provenance: where the replaced figure's run states them
        spans = {k: old_claim.sources[k] for k in keys if k in old_claim.sources}
        out.append(
            PostClaim(
                pc.post_id,
                replace(pc.claim, context=context, sources={**spans, **pc.claim.sources}),
            )
        )
    return out


_AFFIRMATIVE_RE = regex.compile(r"(?i)^\W*(?:yes|yep|yeah|yup|i\s+did|did\s+that|tried\s+it)\b")


def _asked_setup(
    views: Sequence[PostView], index: int, posts: Sequence[PostInput]
) -> dict[str, Any]:
    """The setup a question right before asks about, when this post answers "yes"."""
    if index == 0 or not _AFFIRMATIVE_RE.match(views[index].text):
        return {}
    question = views[index - 1]
    if posts[index - 1].author == posts[index].author or "?" not in question.text:
        return {}
    asked: dict[str, Any] = {}
    for key in SETUP_KEYS:
        values = {m.value for m in question.index.of(key)}
        if len(values) == 1:
            asked[key] = values.pop()
    return asked


def _referenced(
    history: Sequence[tuple[str | None, list[Claim]]], author: str | None, keys: frozenset[str]
) -> dict[str, Any]:
    """The values of ``keys`` the nearest earlier posts with figures share: the
    author's own first ("same command as above"), then other authors'."""
    found: dict[str, Any] = {}
    earlier = list(reversed(history))
    ordered = [c for a, c in earlier if a == author] + [c for a, c in earlier if a != author]
    settled: set[str] = set()
    for claims in ordered:
        open_keys = keys - settled
        if not open_keys:
            break
        shared = shared_values((c.context for c in claims), open_keys)
        found.update(shared)
        # The nearest post that states a key settles it, alike or not ("1, 2 and 4 cards").
        settled |= {k for k in open_keys if any(k in c.context for c in claims)}
    return found


def _corrections(
    posts: Sequence[PostInput],
    views: Sequence[PostView],
    indexed: list[tuple[int, Claim]],
    failed: list[str],
) -> list[DocumentCorrection]:
    texts = [v.text for v in views]
    authors = [p.author for p in posts]
    found: list[DocumentCorrection] = []
    taken: set[int] = set()
    for index, (post, post_view) in enumerate(zip(posts, views, strict=True)):
        if post.post_id in failed:
            continue
        try:
            hits = find_corrections(post_view.text)
        except TimeoutError:
            failed.append(post.post_id)
            continue
        for n, hit in enumerate(hits):
            until = post.start + hits[n + 1].start if n + 1 < len(hits) else None
            linked = link(
                hit, index, post.start, indexed, texts, authors, until, [p.start for p in posts]
            )
            for old_index in list(linked.superseded):
                if old_index in taken:
                    del linked.superseded[old_index]  # an earlier correction replaced it
            taken.update(linked.superseded)
            found.append(_placed(post.post_id, linked, indexed))
    return found


def _placed(
    post_id: str, linked: Correction, indexed: list[tuple[int, Claim]]
) -> DocumentCorrection:
    pairs = tuple(
        (indexed[old][1].key, indexed[new][1].key if new is not None else None)
        for old, new in linked.superseded.items()
    )
    old = new = None
    if linked.superseded:
        first_old, first_new = next(iter(linked.superseded.items()))
        o = indexed[first_old][1]
        old = (o.metric, o.low, o.high)
        if first_new is not None:
            n = indexed[first_new][1]
            new = (n.metric, n.low, n.high)
    return DocumentCorrection(post_id, linked.start, linked.end, linked.quote, old, new, pairs)


#: Mention keys that state each context key.
_SOURCE_KEYS = {
    "precision": ("precision", "model_precision"),
    "engine_version": ("engine_version",),
    "scope": ("scope", "concurrency"),
}


def _sources(
    claim: Claim,
    post_start: int,
    index: MentionIndex,
    cache: dict[tuple[str, Any], tuple[list[int], list[tuple[int, int]]]] | None = None,
) -> dict[str, tuple[int, int]]:
    """Where each context value of a claim is written: the nearest mention of it.

    ``index`` holds every mention of the document at document offsets; ``cache``
    keeps, per key and value, their sorted positions across calls.
    """
    cache = {} if cache is None else cache
    at = claim.start + post_start
    sources: dict[str, tuple[int, int]] = {}
    for key, value in claim.context.items():
        keys = _SOURCE_KEYS.get(key, (key,))
        if key == "engine_version" and claim.context.get("engine"):
            keys = (*keys, f"engine_version:{claim.context['engine']}")
        best: tuple[int, tuple[int, int]] | None = None
        for source_key in keys:
            if key == "scope" and source_key == "concurrency":
                if value != "single_stream":
                    continue
                wanted: Any = 1
            else:
                wanted = value
            slot = (source_key, wanted)
            if slot not in cache:
                # Stable by position: of mentions at one position, the first indexed wins.
                spans = sorted(
                    ((m.start, m.end) for m in index.of(source_key) if m.value == wanted),
                    key=lambda span: span[0],
                )
                cache[slot] = ([a for a, _ in spans], spans)
            starts, spans = cache[slot]
            k = bisect_left(starts, at)
            left = bisect_left(starts, starts[k - 1]) if k > 0 else -1
            for j in (left, k):
                if 0 <= j < len(spans):
                    distance = abs(starts[j] - at)
                    if best is None or distance < best[0]:
                        best = (distance, spans[j])
        if best is not None:
            sources[key] = best[1]
    return sources


def _drop_references(
    placed: list[PostClaim],
    corrections: Sequence[DocumentCorrection],
    superseded: set[tuple[int, int, str]],
) -> list[PostClaim]:
    """Drop a figure the correcting words only name ("disregard the 2.4x"):
    it repeats the withdrawn claim, it is not a new one."""
    withdrawn = [pc.claim for pc in placed if pc.claim.key in superseded]
    replacements = {new for c in corrections for _, new in c.superseded if new}
    kept = []
    for pc in placed:
        c = pc.claim
        inside = any(d.start <= c.start < d.end for d in corrections)
        if (
            inside
            and c.key not in superseded
            and c.key not in replacements
            and any(w.metric == c.metric and same_figure(w, c) for w in withdrawn)
        ):
            continue
        kept.append(pc)
    return kept


def _distinct(caveats: list[PostCaveat]) -> list[PostCaveat]:
    """One caveat per wording: a phrase repeated across posts is one caveat."""
    seen: set[str] = set()
    kept = []
    for pc in caveats:
        key = " ".join(pc.caveat.quote.lower().split())
        if key not in seen:
            seen.add(key)
            kept.append(pc)
    return kept


#: A quoted line stating one setting: "> vLLM version: 0.6.3", "> Device: 4 x H100 PCIe".
_QUOTED_SETTING_RE = regex.compile(
    r"[ \t]*>[ \t]*(?P<line>[*_]{0,2}[A-Za-z][\w .()/-]{0,40}?[*_]{0,2}[ \t]*:[ \t]*\S[^\n]*)"
)


#: A quoted line of a tool's own log output: "> llama_print_timings: ...",
#: '> {"function":"print_timings",...', "> common_perf_print: ...".
_QUOTED_LOG_RE = regex.compile(
    r"[ \t]*>[ \t]*(?P<line>(?:[a-z][a-z0-9]*_[a-z0-9_]*print[a-z0-9_]*:|llama_perf_\w+:"
    r"|\{\"function\":|slot[ \t]+print_timing:)[^\n]*)"
)


def _own_settings(post: PostInput, earlier: Sequence[str]) -> list[tuple[int, int]]:
    """Quoted lines that state the author's own setup ("> Device: 4 x H100 PCIe" in
    an issue's body): a setting with no measured figure, quoting no earlier post;
    and quoted lines of a tool's log ("> llama_print_timings: ...") quoting no
    earlier post: the author's own output, set off with ">".
    The spans returned are each line's text after its ">"."""
    own = []
    seen: str | None = None  # the earlier posts' text, built only when a line needs it
    for start, end in post.quote_spans:
        for m in _QUOTED_LOG_RE.finditer(post.text, start, end):
            if seen is None:
                seen = " ".join(" ".join(earlier).split())
            if " ".join(m["line"].split()) not in seen:
                own.append((m.start("line"), m.end("line")))
        for m in _QUOTED_SETTING_RE.finditer(post.text, start, end):
            line = m["line"]
            if any(a <= m.start("line") < b for a, b in own):
                continue
            if measured_quantities(line):
                continue
            if seen is None:
                seen = " ".join(" ".join(earlier).split())
            if " ".join(line.split()) in seen:
                continue
            own.append((m.start("line"), m.end("line")))
    return own


#: A code fence line: "```console", "~~~".
_FENCE_LINE_RE = regex.compile(r"(?m)^[ \t]*(?:```|~~~)[^\n]*$")


def _fenced(text: str) -> list[tuple[int, int]]:
    """The spans of a text's fenced code blocks (an unclosed one runs to the end)."""
    marks = [m.start() for m in _FENCE_LINE_RE.finditer(text)]
    marks.append(len(text))
    return list(zip(marks[::2], marks[1::2], strict=False))


def _safe_view(post: PostInput, failed: list[str], earlier: Sequence[str] = ()) -> PostView:
    """The post's analysis; an empty one when a pattern ran past its time limit.
    Quoted lines are not the post's own text, except those stating its own setup
    and ">" lines inside a code block ("> Build 9159" in a console log)."""
    fences = _fenced(post.text) if "```" in post.text or "~~~" in post.text else []
    quotes = [
        (start, end)
        for start, end in post.quote_spans
        if not any(a <= start and end <= b for a, b in fences)
    ]
    text = mask_quotes(post.text, quotes)
    for start, end in _own_settings(post, earlier):
        text = text[:start] + post.text[start:end] + text[end:]
    try:
        return view(text)
    except TimeoutError:
        failed.append(post.post_id)
        return PostView(text, Analysis((), ()), [], [], [(0, len(text))])


#: Log lines only llama.cpp's tools print: llama-server's slot timings and the
#: library's timing and loader lines.
_LLAMA_LOG_RE = regex.compile(
    r"(?m)\bslot[ \t]+print_timing:|^[ \t]*llama_print_timings:|^[ \t]*llama_perf_\w+_print:"
    r"|^[ \t]*llama_model_loader:"
)


def _resolve_plain_references(
    setup: dict[str, Any], shared: list[tuple[int, PostView]], views: Sequence[PostView]
) -> None:
    """A setup paragraph of a plain text that says "same model, same container"
    ties those keys to the one value the paragraphs before it name (the model
    the opening paragraph benchmarked before)."""
    for k, post_view in shared:
        for key in sorted(referenced_keys(post_view.text)):
            if key in setup or key not in _PLAIN_REFERABLE:
                continue
            names = (key, "model_precision") if key == "precision" else (key,)
            earlier = {m.value for v in views[:k] for m in v.mentions if m.key in names}
            if len(earlier) == 1:
                setup[key] = earlier.pop()


#: Keys a plain text's "same ..." may take from its earlier paragraphs.
_PLAIN_REFERABLE = frozenset({"model", "precision", "engine", "engine_version"})


def _shares(
    post: PostInput, post_view: PostView, posts: Sequence[PostInput], intro: bool = False
) -> bool:
    """Whether a post's conditions hold for the rest of its author's posts.

    With authors known (threads), an author's posts continue one another.
    Without them (plain text, where each block is a post), only a title or a
    short intro at the top, an opening paragraph before the first measured
    number (``intro``), a heading, a post under a setup heading, or a post that
    reads as setup ("Stack: ...", "Target: ...") speaks for the others.
    """
    if post.author is not None:
        return True
    if post_view.setup_post or is_heading(post_view.text):
        return True
    first_line = post_view.text.strip().split("\n", 1)[0]
    if any(post is p for p in posts[:2]) and len(post_view.text) <= 400:
        return True  # a title or short intro at the top
    if intro and len(post_view.text) <= _INTRO_CHARS:
        return True  # the opening paragraphs, before any result: they set the scene
    if _ALL_RUNS_RE.match(first_line) and not measured_quantities(post_view.text):
        return True  # "All measurements on M3 Max, ..., llama-server b9020."
    if "\n" in post_view.text.strip() and is_setup_heading(first_line):
        return True  # "Setup" over the block's setup table and "- Hardware: ..." lines
    return bool(_SETUP_START_RE.match(first_line))


def _lead(v: PostView) -> int:
    """Where a block's text starts, past its leading white space."""
    return len(v.text) - len(v.text.lstrip())


def _starts_with_a_table(v: PostView) -> bool:
    """Whether a block's text starts with a table of any layout."""
    lead = _lead(v)
    return any(t.start == lead for t in v.tables)


def _opens_with_command(v: PostView) -> bool:
    """Whether a block's first line starts a launch or benchmark command."""
    lead = _lead(v)
    line_end = v.text.find("\n", lead)
    first_end = len(v.text) if line_end < 0 else line_end
    return any(c.start < first_end for c in find_commands(v.text[:first_end]))


def _opens_with_table(v: PostView) -> bool:
    """Whether a block opens with a pipe table, one a scraper flattened onto a
    single line ("| Metric | Value | |---|---| | ...") included."""
    lead = _lead(v)
    if TABLE_START_RE.match(v.text, lead):
        return True
    return v.text.startswith("|", lead) and _starts_with_a_table(v)


def _one_rows_label(v: PostView, m: Mention) -> bool:
    """Whether a mention sits in the label cell of one table row among others
    that do not name it ("| Self-hosted (A100, vLLM) | 55 |" under API
    providers' rows): that row's own setup, not the text's."""
    for table in v.tables:
        if not table.start <= m.start < table.end or len(table.rows) < 2:
            continue
        labels = [cells[0] for _, _, cells in table.rows if cells]
        mine = [c for c in labels if c.start <= m.start < c.end]
        if not mine:
            return False
        others = [c for c in labels if c is not mine[0]]
        return not any(
            x.key == m.key and x.value == m.value and c.start <= x.start < c.end
            for c in others
            for x in v.index.within(m.key, (c.start, c.end))
        )
    return False


def _written_formats(views: Sequence[PostView], model: str) -> set[str]:
    """Formats carried by the name suffixes of ``model``'s mentions ("GLM-4.7-FP8")."""
    formats: set[str] = set()
    for v in views:
        spans = {(m.start, m.end) for m in v.mentions if m.key == "model" and m.value == model}
        formats |= {
            m.value for m in v.mentions if m.key == "model_precision" and (m.start, m.end) in spans
        }
    return formats


def _captions(text: str) -> bool:
    """Whether a block's last line reads as a caption for what follows: a line
    without a measured figure (the setup it states is the next block's)."""
    last = text.rstrip().rsplit("\n", 1)[-1]
    return bool(last.strip()) and not measured_quantities(last)


#: A figure right after a label: "0.26.0 1602 tok/s", "0.29.0: 41 tok/s".
_FIGURE_AFTER_RE = regex.compile(
    r"(?i)[ \t]*[:=]?[ \t]*[~≈]?\d[\d,.]*[ \t]*(?:tok|t/s|tps|tokens|ms\b|req/s)"
)


def _title(post: PostInput, post_view: PostView, k: int, first_result: int) -> bool:
    """A scraped page's title line, its own figure included ("Qwen3.6-27B DFlash on
    a 24GB RTX 5090 Laptop - 80 t/s avg"): it frames the text below it."""
    text = post_view.text.strip()
    return (
        post.author is None
        and k == first_result
        and "\n" not in text
        and len(text) <= 200
        and not text.endswith((".", "!", "?"))
    )


#: Words that put a GPU into a run: a processor is then its host, not its hardware.
_GPU_WORD_RE = regex.compile(
    r"(?i)\bGPUs?\b|\bVRAM\b|\bCUDA\b|\bROCm\b|\bVulkan\b|\bMetal\b"
    r"|(?<![\w-])(?:-ngl|--n-gpu-layers|--gpu-layers)[= ]*[1-9]"
)


#: Longest opening paragraph that still reads as the text's setup.
_INTRO_CHARS = 800


#: A sentence stating every run's conditions: "All measurements on M3 Max, 64 GB, ...".
_ALL_RUNS_RE = regex.compile(
    r"(?i)^\W*(?:all|every|both|each)[ \t]+(?:the[ \t]+|of[ \t]+the[ \t]+)?(?:measurements?|numbers|results"
    r"|benchmarks?|tests?|runs?|figures)[ \t]+(?:(?:were|are|was|is)[ \t]+)?(?:on|run|taken|measured|done"
    r"|made|collected|with|at|using|use|used|uses)\b"
)
_SETUP_START_RE = regex.compile(
    r"(?i)^\W*(?:setup|set-up|config(?:uration)?|environment|hardware|system|rig|model|engine|server|launch|command"
    r"|bench(?:mark)?|workload|dataset|all\s+runs|every\s+run|stack|target|host|box|machine|gpus?|software"
    r"|versions?|build|image|container|runtime|serving|inference|prompts?|prompt\s+sets?|sampling|methodology"
    r"|test\s+(?:setup|rig|box|machine|conditions)|conditions)\b.{0,40}?:"
)


def _restated(
    placed: Sequence[PostClaim], superseded: set[tuple[int, int, str]]
) -> dict[tuple[int, int, str], tuple[int, int, str]]:
    """Rounded restatements of a superseded figure ("drops to 4.5K" in a title
    for the withdrawn 4495.27) with a context that does not disagree: they go
    too. Maps each restatement's key to the superseded claim it restates."""
    gone: dict[str, list[Claim]] = {}
    for pc in placed:
        if pc.claim.key in superseded:
            gone.setdefault(pc.claim.metric, []).append(pc.claim)
    found = {}
    for pc in placed:
        claim = pc.claim
        if claim.key in superseded:
            continue
        for old in gone.get(claim.metric, ()):
            if abs(claim.low - old.low) > ROUNDING_TOLERANCE * max(abs(old.low), 1e-9):
                continue  # too far apart to be a rounding
            shared = set(old.context) & set(claim.context)
            if rounding_of(old, claim) and all(old.context[k] == claim.context[k] for k in shared):
                found[claim.key] = old.key
                break
    return found


def _table_row(pc: PostClaim, texts: Mapping[str, tuple[int, str]]) -> tuple[str, int] | None:
    """The post and line of a claim whose line is a table row ("| 101 t/s | 101 t/s |")."""
    if pc.post_id not in texts:
        return None
    start, text = texts[pc.post_id]
    at = pc.claim.end - 1 - start
    if not 0 <= at < len(text):
        return None
    line_start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    bars = sum(line.count(bar) for bar in "|│┃")
    return (pc.post_id, line_start) if bars >= 2 else None


_BAR_RE = regex.compile(r"[|│┃]")
#: Scope words a column header adds to a rate: "tokens/s per user", "tokens/s total".
_SCOPE_WORDS_RE = regex.compile(
    r"(?i)\b(?:per[ _-]?(?:user|request|stream|req)|total|aggregate|sum(?:med)?|overall|all)\b"
)


def _column_header(pc: PostClaim, texts: Mapping[str, tuple[int, str]]) -> str | None:
    """The header cell over a table claim's figure (the first line of its table)."""
    start, text = texts[pc.post_id]
    at = pc.claim.end - 1 - start
    line_start = text.rfind("\n", 0, at) + 1
    column = len(_BAR_RE.findall(text, line_start, at))
    top = line_start
    while top > 0:
        above = text.rfind("\n", 0, top - 1) + 1
        if len(_BAR_RE.findall(text, above, top - 1)) < 2:
            break
        top = above
    header_end = text.find("\n", top)
    cells = _BAR_RE.split(text[top : header_end if header_end >= 0 else len(text)])
    return cells[column].strip() if column < len(cells) else None


def _same_run_columns(a: PostClaim, b: PostClaim, texts: Mapping[str, tuple[int, str]]) -> bool:
    """Two columns naming one run's figure in two scopes ("tokens/s per user" and
    "tokens/s total" at one request): their headers differ only in scope words."""
    heads = [_column_header(pc, texts) for pc in (a, b)]
    if None in heads:
        return False
    bare = [" ".join(_SCOPE_WORDS_RE.sub(" ", h or "").lower().split()) for h in heads]
    return bare[0] == bare[1] and heads[0] != heads[1]


#: How far beside a restated figure a key may be stated to travel with it.
_ABSORB_REACH = 40


def _absorb(kept: PostClaim, other: PostClaim) -> PostClaim:
    """The kept statement of a figure, with the keys its restatement states right
    beside it ("47.12 / 60.42 TPS" in a title, "narrative **47.12 TPS**" in the
    body: the body names the workload), each still pointing to its text."""
    near = (other.claim.start - _ABSORB_REACH, other.claim.end + _ABSORB_REACH)
    extra = {
        k: x
        for k, x in other.claim.context.items()
        if k not in kept.claim.context
        and k in other.claim.sources
        and near[0] <= other.claim.sources[k][0] < near[1]
        and not (
            k in ("spec_method", "spec_tokens") and kept.claim.context.get("spec_enabled") is False
        )
    }
    if not extra:
        return kept
    sources = dict(kept.claim.sources)
    sources.update({k: other.claim.sources[k] for k in extra if k in other.claim.sources})
    claim = replace(kept.claim, context={**kept.claim.context, **extra}, sources=sources)
    return replace(kept, claim=claim)


def _without_spanning_ranges(
    kept: list[PostClaim],
    corrections: Sequence[DocumentCorrection],
    authors: Mapping[str, str | None],
) -> list[PostClaim]:
    """Drop a range whose two ends are both figures its author states for the
    same metric ("mean accepted length barely moves (2.91 to 3.12)" under a
    table holding 2.91 and 3.12): it restates them, it is no third measurement."""
    named: set[tuple[int, int, str]] = set()
    for c in corrections:
        for old, new in c.superseded:
            named.add(old)
            if new:
                named.add(new)

    def who(pc: PostClaim) -> str | None:
        return authors.get(pc.post_id)

    points = {
        (who(pc), pc.claim.metric, pc.claim.low)
        for pc in kept
        if pc.claim.low == pc.claim.high and not pc.claim.superseded
    }
    return [
        pc
        for pc in kept
        if pc.claim.low == pc.claim.high
        or pc.claim.key in named
        or not (
            (who(pc), pc.claim.metric, pc.claim.low) in points
            and (who(pc), pc.claim.metric, pc.claim.high) in points
        )
    ]


#: A quote this long, written twice word for word, is one output pasted twice.
_PASTED_QUOTE = 24


def merge_restatements(
    claims: Sequence[PostClaim], texts: Mapping[str, tuple[int, str]] | None = None
) -> tuple[list[PostClaim], dict[tuple[int, int, str], tuple[int, int, str]]]:
    """Keep one claim per value stated more than once with compatible context.

    Two claims with the same metric and range whose contexts never disagree
    on a key (and that are both superseded or both not) are one claim said
    twice (a headline and its body, a summary and its table); the one with
    the fuller context is kept. Two cells of one table row are two
    measurements even when their figures are equal. ``texts`` maps each post
    to its start and text. Returns the kept claims and, for each claim merged
    away, the key of the claim that now stands for it.
    """
    texts = texts or {}
    kept: list[PostClaim] = []
    stated: list[int] = []  # how many keys each kept claim's own statement carries
    renamed: dict[tuple[int, int, str], tuple[int, int, str]] = {}
    for candidate in claims:
        merged = False
        for i, existing in enumerate(kept):
            a, b = existing.claim, candidate.claim
            if (a.metric, a.low, a.high, a.superseded) != (b.metric, b.low, b.high, b.superseded):
                continue
            row = _table_row(existing, texts)
            if (
                row is not None
                and row == _table_row(candidate, texts)
                and a.end != b.end
                and not _same_run_columns(existing, candidate, texts)
            ):
                continue  # "| 101 t/s | 101 t/s |" under "General | Code": two runs
            if (
                a.table_start is not None
                and a.table_start == b.table_start
                and a.end != b.end
                and not _same_run_columns(existing, candidate, texts)
            ):
                continue  # two cells of one table ("... q4_0 KV 23.3" / "... q8_0 KV 23.3")
            if a.stat and b.stat and a.stat != b.stat:
                continue  # "Median TTFT 83.91" and "P99 TTFT 83.91": two statistics
            shared = set(a.context) & set(b.context)
            disagree = any(a.context[k] != b.context[k] for k in shared)
            if disagree and not (len(a.quote) >= _PASTED_QUOTE and a.quote == b.quote):
                continue
            if disagree:
                # One long output line pasted twice is one figure: the first copy,
                # next to the command that made it, keeps its conditions.
                renamed[b.key] = a.key
                merged = True
                break
            if len(b.context) > stated[i]:
                kept[i] = _absorb(candidate, existing)
                stated[i] = len(b.context)
                renamed[a.key] = b.key
            else:
                kept[i] = _absorb(existing, candidate)
                renamed[b.key] = a.key
            merged = True
            break
        if not merged:
            kept.append(candidate)
            stated.append(len(candidate.claim.context))
    # Follow chains (a -> b -> c) to the claim finally kept.
    for key in list(renamed):
        target = renamed[key]
        while target in renamed and renamed[target] != target:
            target = renamed[target]
        renamed[key] = target
    ordered = sorted(kept, key=lambda pc: (pc.claim.start, pc.claim.end, pc.claim.metric))
    return ordered, renamed
