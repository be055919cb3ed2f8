"""What differs between two editions of the Laws, as the knowledge base records it.

A paragraph differs when it has a law block in only one of the two editions
(either the other edition has no such paragraph: the KB says it is new, or that it
ended; or the other edition has it and the KB's sources do not give its text), or
when its two blocks differ in wording: both quoted and the quotes differ, or (when
one edition's wording is not in the sources) the KB's English gists differ. A
rule differs when it applies in only one of the two editions. Each differing
paragraph is shown with its text and its rules in each edition.
"""

from __future__ import annotations

import textwrap
from typing import Any

from engine.language import ast
from engine.errors import Diagnostic, EngineError
from engine.language.knowledge import KnowledgeBase, law_within
from engine.teaching.lawinfo import rule_summary, wording
from engine.ruling.query import law_sort_key, law_text

COLUMN = 50

# How a paragraph differs between two editions (the ``change`` of a difference)
NEW, ENDED = "new", "ended"  # the other edition has no such paragraph (``introduced`` / ``superseded``)
NOT_ENCODED_OLD, NOT_ENCODED_NEW = "not_encoded_in_old", "not_encoded_in_new"  # it has one; the KB lacks its text
WORDING, GIST = "wording", "gist"


def diff_editions(kb: KnowledgeBase, old: str, new: str, law: str | None = None) -> dict[str, Any]:
    """The paragraphs and rules that differ between editions ``old`` and ``new`` (within ``law``, if given)."""
    if old == new:
        raise EngineError(Diagnostic(f"give two different editions to compare (both are {old})"))
    paragraphs, same = [], 0
    for law_id in _laws(kb, law):
        a, b = kb.law_block(law_id, old), kb.law_block(law_id, new)
        change = _change(kb, law_id, a, b, old, new)
        if change is None:
            same += a is not None
            continue
        paragraphs.append({
            "law": law_id,
            "change": change[0],
            "status": change[1],
            old: _side(kb, law_id, old),
            new: _side(kb, law_id, new),
        })
    rules = {
        f"only_{edition}": [_rule(r) for r in _by_law(kb.rules) if edition in r.editions and other not in r.editions
                            and (law is None or any(law_within(lid, law) for lid in r.law_ids))]
        for edition, other in ((old, new), (new, old))
    }
    return {"editions": [old, new], "law": law, "paragraphs": paragraphs, "rules": rules, "same_paragraphs": same}


def editions_table(kb: KnowledgeBase, law: str | None = None) -> list[dict[str, Any]]:
    """Every paragraph that differs between some edition and the next, with its side in every edition."""
    pairs = list(zip(kb.editions, kb.editions[1:]))
    table = []
    for law_id in _laws(kb, law):
        blocks = {e: kb.law_block(law_id, e) for e in kb.editions}
        changes = [c for old, new in pairs
                   if (c := _change(kb, law_id, blocks[old], blocks[new], old, new)) is not None]
        if changes:
            table.append({"law": law_id, "changes": [status for _, status in changes],
                          **{e: _side(kb, law_id, e) for e in kb.editions}})
    return table


def _laws(kb: KnowledgeBase, law: str | None) -> list[ast.LawId]:
    """The KB's paragraphs in law order: all, or those within ``law`` (an article such as 61, or 61B)."""
    found = sorted((lid for lid in kb.laws if law is None or law_within(lid, law)), key=law_sort_key)
    if law is not None and not found:
        raise EngineError(Diagnostic(f"the knowledge base has no paragraph within Law {law}",
                                     hint="name an article (61) or a paragraph (61B) that `engine coverage` lists"))
    return found


def _change(kb: KnowledgeBase, law: str, a: ast.LawDecl | None, b: ast.LawDecl | None,
            old: str, new: str) -> tuple[str, str] | None:
    """How a paragraph differs between two editions (a ``change`` and a sentence), or None when it does not."""
    if a is None and b is None or a is b:
        return None
    if a is None:
        why = kb.not_in_edition(law, old)
        return (NEW, f"new in {new}; {why}") if why else (NOT_ENCODED_OLD, f"encoded only for {new}; {_unencoded(old)}")
    if b is None:
        why = kb.not_in_edition(law, new)
        return (ENDED, f"not in {new}; {why}") if why else (NOT_ENCODED_NEW, f"encoded only for {old}; {_unencoded(new)}")
    if a.quote and b.quote:
        return (WORDING, "wording differs") if (a.quote.language, a.quote.text) != (b.quote.language, b.quote.text) else None
    return (GIST, "gist differs") if a.gist != b.gist else None


def _unencoded(edition: str) -> str:
    return f"the {edition} Laws have this paragraph, but this knowledge base's sources do not give its {edition} text"


def _side(kb: KnowledgeBase, law: str, edition: str) -> dict[str, Any]:
    """One edition's side of a paragraph: its title, text, note and rules, or why there is none."""
    block = kb.law_block(ast.LawId(law), edition)
    if block is None:
        why = kb.not_in_edition(law, edition)
        return {"absent": "no_such_paragraph", "why": why} if why else {"absent": "not_encoded", "why": _unencoded(edition)}
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


def _column(side: dict[str, Any], edition: str) -> list[str]:
    """One edition's side of a paragraph as a column of text lines."""
    if "absent" in side:
        head = f"(no {edition} paragraph)" if side["absent"] == "no_such_paragraph" else f"(not encoded for {edition})"
        return [head, ""] + textwrap.wrap(side["why"], COLUMN)
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
    scope = f", Law {diff['law']}" if diff["law"] else ""
    lines = [f"Differences between the {old} and the {new} Laws in the knowledge base{scope}", ""]
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
