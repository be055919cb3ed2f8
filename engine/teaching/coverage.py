"""Coverage: every paragraph of the sources, with the rules that encode it and the cases that exercise it.

A paragraph is *encoded* when rules implement it and some example or case fires
one of them; *not exercised* when rules implement it but nothing fires them;
*no rules* when its law block says why no incident rule encodes it (a
definition, a procedure); *missing* otherwise.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

from engine.backends import make_backend
from engine.authoring.cases import load_cases
from engine.ruling.incident import load_incident
from engine.language.knowledge import KnowledgeBase

ENCODED, NOT_EXERCISED, NO_RULES, MISSING = "encoded", "not exercised", "no rules", "missing"


def rules_fired_by_cases(kb: KnowledgeBase, kb_dir: Path) -> dict[str, list[str]]:
    """For each rule, the names of the examples and cases that fire it (on the Experta backend)."""
    backend = make_backend("experta", kb)
    fired: dict[str, set[str]] = defaultdict(set)
    for case in load_cases(kb_dir):
        incident = load_incident(case.incident, kb, case.source)
        for derivation in backend.run(incident):
            if "@" not in derivation.rule:
                fired[derivation.rule].add(case.name)
    return {rule: sorted(names) for rule, names in fired.items()}


def coverage(kb: KnowledgeBase, kb_dir: Path) -> dict[str, Any]:
    fired = rules_fired_by_cases(kb, kb_dir)
    sources = []
    counts: dict[str, int] = defaultdict(int)
    for source in sorted(kb.sources.values(), key=lambda s: s.file):
        rows = [_paragraph(kb, source.file, law_id, fired) for law_id, _ in source.paragraphs]
        for row in rows:
            counts[row["status"]] += 1
        sources.append({"file": source.file, "title": source.title, "paragraphs": rows})
    return {"sources": sources, "summary": dict(counts)}


def _paragraph(kb: KnowledgeBase, file: str, law_id: str, fired: dict[str, list[str]]) -> dict[str, Any]:
    blocks = [b for b in kb.laws.get(law_id, ()) if file in b.cited_files]
    rules = [r.name for r in kb.rules_implementing(law_id)]
    cases = sorted({case for rule in rules for case in fired.get(rule, ())})
    reason = next((b.no_rules for b in blocks if b.no_rules), None)
    if rules:
        status = ENCODED if cases else NOT_EXERCISED
    else:
        status = NO_RULES if reason else MISSING
    row: dict[str, Any] = {
        "law": law_id,
        "editions": sorted({e for b in blocks for e in b.editions}),
        "status": status,
        "rules": rules,
        "cases": cases,
    }
    if reason:
        row["reason"] = reason
    return row


def to_text(report: dict[str, Any]) -> str:
    lines = []
    for source in report["sources"]:
        lines += [f"{source['file']}: {source['title']}"]
        for row in source["paragraphs"]:
            head = f"  {row['law']:<7} {'/'.join(row['editions']):<10} {row['status']:<14}"
            if row["status"] == NO_RULES:
                lines.append(f"{head}{row['reason']}")
            else:
                cases = f"; {len(row['cases'])} case(s): {', '.join(row['cases'][:3])}" + (" …" if len(row["cases"]) > 3 else "")
                lines.append(f"{head}{', '.join(row['rules']) or '-'}{cases if row['cases'] else ''}")
        lines.append("")
    summary = ", ".join(f"{n} {status}" for status, n in sorted(report["summary"].items()))
    lines.append(f"Paragraphs: {summary}")
    return "\n".join(lines) + "\n"
