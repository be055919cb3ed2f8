"""What differs between two editions of the Laws, as the knowledge base records it.

A paragraph differs when it has a law block in only one of the two editions, or
when its two blocks differ in wording: both quoted and the quotes differ, or (when
one edition's wording is not in the sources) the KB's English gists differ. A
rule differs when it applies in only one of the two editions. Each differing
paragraph is shown with its text and its rules in each edition.
"""

from __future__ import annotations

import textwrap
from typing import Any

from engine import ast
from engine.errors import Diagnostic, EngineError
from engine.knowledge import KnowledgeBase
from engine.lawinfo import rule_summary, wording
from engine.query import law_sort_key, law_text

ONLY, WORDING, GIST = "encoded only for", "wording differs", "gist differs"  # "only for": the other edition may have the paragraph, unencoded
COLUMN = 50


def diff_editions(kb: KnowledgeBase, old: str, new: str) -> dict[str, Any]:
    """The paragraphs and rules that differ between editions ``old`` and ``new``, as a JSON-ready dict."""
    if old == new:
        raise EngineError(Diagnostic(f"give two different editions to compare (both are {old})"))
    paragraphs, same = [], 0
    for law in sorted(kb.laws, key=law_sort_key):
        a, b = kb.law_block(law, old), kb.law_block(law, new)
        status = _status(a, b, old, new)
        if status is None:
            same += a is not None
            continue
        paragraphs.append({
            "law": law,
            "status": status,
            old: _side(kb, law, old),
            new: _side(kb, law, new),
        })
    rules = {
        f"only_{edition}": [_rule(r) for r in _by_law(kb.rules) if edition in r.editions and other not in r.editions]
        for edition, other in ((old, new), (new, old))
    }
    return {"editions": [old, new], "paragraphs": paragraphs, "rules": rules, "same_paragraphs": same}


def _status(a: ast.LawDecl | None, b: ast.LawDecl | None, old: str, new: str) -> str | None:
    """How a paragraph's two blocks differ (``encoded only for``, wording, gist), or None when they do not."""
    if a is None and b is None or a is b:
        return None
    if a is None or b is None:
        given = a or b
        ending = f" ({given.superseded})" if given.superseded else ""
        return f"{ONLY} {new if a is None else old}{ending}"
    if a.quote and b.quote:
        return WORDING if (a.quote.language, a.quote.text) != (b.quote.language, b.quote.text) else None
    return GIST if a.gist != b.gist else None


def _side(kb: KnowledgeBase, law: str, edition: str) -> dict[str, Any] | None:
    """One edition's side of a paragraph: its title, text, note and rules (None: not in that edition)."""
    block = kb.law_block(ast.LawId(law), edition)
    if block is None:
        return None
    side = {"title": block.title, **law_text(kb, law, edition)}
    if block.note:
        side["note"] = block.note
    side["rules"] = [_rule(r) for r in _by_law(kb.rules_implementing(law)) if edition in r.editions]
    return side


def _by_law(rules: tuple[ast.RuleDecl, ...]) -> list[ast.RuleDecl]:
    """Rules in law order, then by name."""
    return sorted(rules, key=lambda r: (law_sort_key(r.law), r.name))


def _rule(rule: ast.RuleDecl) -> dict[str, Any]:
    """A rule in a difference: its name, laws, editions and doc."""
    summary = rule_summary(rule)
    return {key: summary[key] for key in ("rule", "laws", "editions", "doc")}


# ---------------------------------------------------------------- text


def _column(side: dict[str, Any] | None, edition: str) -> list[str]:
    """One edition's side of a paragraph as a column of text lines."""
    if side is None:
        return [f"(no {edition} paragraph)"]
    parts = [side["title"]]
    if wording(side):
        parts.append(wording(side, language=True))
    if "gist" in side:
        parts.append(f"In short: {side['gist']}")
    lines: list[str] = []
    for part in parts:
        lines += textwrap.wrap(" ".join(part.split()), COLUMN) + [""]
    lines.append("Rules:" if side["rules"] else "Rules: none")
    lines += [f"- {r['rule']}" for r in side["rules"]]
    return lines


def to_text(diff: dict[str, Any]) -> str:
    """The differences side by side: one column per edition."""
    old, new = diff["editions"]
    rule = "-" * (2 * COLUMN + 3)
    lines = [f"Differences between the {old} and the {new} Laws in the knowledge base", ""]
    for item in diff["paragraphs"]:
        lines += [f"Law {item['law']}: {item['status']}", rule, f"{old:<{COLUMN}} | {new}", rule]
        left, right = _column(item[old], old), _column(item[new], new)
        for i in range(max(len(left), len(right))):
            a = left[i] if i < len(left) else ""
            b = right[i] if i < len(right) else ""
            lines.append(f"{a:<{COLUMN}} | {b}".rstrip())
        lines.append("")
    for edition in (old, new):
        only = diff["rules"][f"only_{edition}"]
        lines.append(f"Rules only in {edition} ({len(only)}):")
        lines += [f"  {r['rule']} ({', '.join(r['laws'])})" for r in only] or ["  none"]
        lines.append("")
    lines.append(f"{len(diff['paragraphs'])} paragraph(s) differ; {diff['same_paragraphs']} are the same as far as the KB records them.")
    return "\n".join(lines) + "\n"
