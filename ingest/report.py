"""Render a :class:`~ingest.scoring.ScoreReport` as a terminal table, Markdown or JSON."""

from __future__ import annotations

import json

from ingest.scoring import PRF, Ratio, ScoreReport

FORMATS = ("table", "markdown", "json")


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _rows(report: ScoreReport) -> list[tuple[str, str, str, str, str]]:
    """(section, figure, P or value, R, F1) rows of the report."""

    def prf(name: str, s: PRF) -> tuple[str, str, str, str, str]:
        return (
            name,
            f"tp {s.tp}  fp {s.fp}  fn {s.fn}",
            _pct(s.precision),
            _pct(s.recall),
            _pct(s.f1),
        )

    def ratio(name: str, r: Ratio) -> tuple[str, str, str, str, str]:
        return (name, f"{r.hits}/{r.total}", _pct(r.value), "", "")

    return [
        prf("claims", report.claims),
        prf("claims (strict)", report.strict),
        prf("superseded", report.superseded),
        ratio("superseded accuracy", report.superseded_accuracy),
        prf("caveats", report.caveats),
        ratio("caveat kind accuracy", report.caveat_kind),
        prf("corrections", report.corrections),
        ratio("gold posts found", report.posts_found),
        ratio("occurrences agree", report.occurrences_agree),
        ("extra predicted posts", str(report.extra_posts), "", "", ""),
        prf("near-duplicate pairs", report.near_duplicates),
        ("grounding violations", str(report.grounding_violations), "", "", ""),
    ]


def _context_rows(report: ScoreReport) -> list[tuple[str, str, str, str, str]]:
    return [
        (
            key,
            str(s.gold_has),
            _pct(s.accuracy),
            str(s.predicted_has),
            _pct(s.invented_rate),
        )
        for key, s in sorted(report.context.items())
    ]


def render(report: ScoreReport, fmt: str = "table", details: bool = False) -> str:
    """Render the report in one of :data:`FORMATS`."""
    if fmt == "json":
        data = report.summary()
        if details:
            data["details"] = [d.model_dump() for d in report.details]
        return json.dumps(data, indent=2, ensure_ascii=False)
    if fmt == "markdown":
        return _markdown(report, details)
    return _table(report, details)


def _table(report: ScoreReport, details: bool) -> str:
    lines = [f"documents scored: {report.documents}"]
    if report.documents_without_predictions:
        lines.append(
            f"gold documents not in the database: {len(report.documents_without_predictions)}"
            f" ({', '.join(report.documents_without_predictions[:5])}"
            f"{', ...' if len(report.documents_without_predictions) > 5 else ''})"
        )
    lines.append("")
    lines.append(f"{'':<24}{'counts':<28}{'P/value':>9}{'R':>8}{'F1':>8}")
    for name, counts, p, r, f in _rows(report):
        lines.append(f"{name:<24}{counts:<28}{p:>9}{r:>8}{f:>8}")
    if report.context:
        lines.append("")
        lines.append(
            f"{'context key':<24}{'gold has':>9}{'accuracy':>10}{'pred has':>10}{'invented':>10}"
        )
        for key, gold_has, acc, pred_has, inv in _context_rows(report):
            lines.append(f"{key:<24}{gold_has:>9}{acc:>10}{pred_has:>10}{inv:>10}")
    if details:
        lines.append("")
        lines.extend(_detail_lines(report))
    return "\n".join(lines)


def _markdown(report: ScoreReport, details: bool) -> str:
    lines = [
        f"Documents scored: {report.documents}",
        "",
        "| figure | counts | P / value | R | F1 |",
        "|---|---|---:|---:|---:|",
    ]
    lines.extend(f"| {' | '.join(row)} |" for row in _rows(report))
    if report.context:
        lines.extend(
            [
                "",
                "| context key | gold has | accuracy | predicted has | invented rate |",
                "|---|---:|---:|---:|---:|",
            ]
        )
        lines.extend(f"| {' | '.join(row)} |" for row in _context_rows(report))
    if details:
        lines.extend(["", "| document | kind | quote | info |", "|---|---|---|---|"])
        for d in report.details:
            quote = d.quote.replace("|", "\\|").replace("\n", " ")
            info = d.info.replace("|", "\\|")
            lines.append(f"| {d.document} | {d.kind} | {quote} | {info} |")
    return "\n".join(lines)


def _detail_lines(report: ScoreReport) -> list[str]:
    if not report.details:
        return ["no misses, false positives or disagreements"]
    lines = []
    for d in sorted(report.details, key=lambda d: (d.document, d.kind)):
        quote = " ".join(d.quote.split())
        line = f"{d.document}: {d.kind}: {quote!r}"
        if d.info:
            line += f" ({d.info})"
        lines.append(line)
    return lines
