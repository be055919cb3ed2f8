"""One law paragraph as a teacher looks it up: ``engine law 64A1``.

Its wording in each edition the KB has, the rules that encode it, the laws it
refers to and that refer to it, the laws whose rules defeat its rules (or that
its rules defeat), and the example incidents and rule cases that exercise it.
Also what the other teaching views share about a paragraph and its rules: the
look-up (``known_law``) that reports an unknown paragraph with a did-you-mean,
the rules implementing it, a block's text as a dict (``paragraph``) and its
wording in one line (``wording``), a rule's summary, and a span's ``file:line``
and source text.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

from engine.language import ast, cache
from engine.errors import Diagnostic, EngineError, did_you_mean
from engine.language.knowledge import KnowledgeBase
from engine.ruling.query import law_sort_key, law_text
from engine.ruling.render import WIDTH, _wrap


def known_law(kb: KnowledgeBase, law: str, edition: str | None = None) -> str:
    """``law`` if the KB has a block for it (in ``edition``, if given); else an EngineError."""
    if law not in kb.laws:
        near = next((c for c in (law.upper(), law[:1] + law[1:].capitalize()) if c in kb.laws), None)
        hint = f"did you mean '{near}'?" if near else did_you_mean(law, list(kb.laws))
        raise EngineError(Diagnostic(f"the knowledge base has no law {law}", where=f"law {law}",
                                     hint=hint or "ids are written run together, e.g. 64A1"))
    if edition and kb.law_block(ast.LawId(law), edition) is None:
        editions = sorted({e for b in kb.laws[law] for e in b.editions})
        raise EngineError(Diagnostic(f"law {law} is not in the {edition} edition of the knowledge base",
                                     where=f"law {law}", hint=f"it has: {', '.join(editions)}"))
    return law


def rules_of(kb: KnowledgeBase, law: str, edition: str | None = None) -> list[ast.RuleDecl]:
    """The rules implementing ``law`` (in ``edition``, if given), in file order."""
    rules = [r for r in kb.rules_implementing(law) if edition is None or edition in r.editions]
    return sorted(rules, key=lambda r: (r.span.file, r.span.line))


def hang(text: str, indent: str) -> str:
    """A list item wrapped with a hanging indent."""
    return textwrap.fill(" ".join(text.split()), WIDTH, initial_indent=indent, subsequent_indent=indent + "  ",
                         break_on_hyphens=False)


def fired_by_cases(kb: KnowledgeBase, kb_dir: Path) -> dict[str, list[str]]:
    """``engine.teaching.coverage.rules_fired_by_cases``, cached per KB and case files (running them all is slow)."""
    from engine.teaching.coverage import rules_fired_by_cases

    files = sorted([*(kb_dir / "examples").glob("*.json"), *(kb_dir / "cases").glob("*.yaml")])
    texts = b"\0".join(m.text.encode() for m in kb.modules)  # not kb.digest: it hashes paths as shown from the cwd
    key = cache.key_of([("kb", texts), *((p.name, p.read_bytes()) for p in files)])
    return cache.cached(f"fired-by-cases-{key}", lambda: rules_fired_by_cases(kb, kb_dir), dict)


def where(span: ast.Span) -> str:
    """``file:line`` of a span."""
    return f"{span.file}:{span.line}"


def span_text(kb: KnowledgeBase, span: ast.Span) -> str:
    """The source text a span covers, as written in its .law file ("" if the file is not in the KB)."""
    module = next((m for m in kb.modules if m.path == span.file), None)
    if module is None:
        return ""
    lines = module.text.splitlines()[span.line - 1 : span.end_line]
    if lines:
        lines[-1] = lines[-1][: span.end_column - 1]  # the end first: on one line, the start shifts it
        lines[0] = lines[0][span.column - 1 :]
    return "\n".join(lines)


def rule_summary(rule: ast.RuleDecl) -> dict[str, Any]:
    """A rule as a teacher reads about it: name, laws, editions, ``file:line``, doc."""
    return {"rule": rule.name, "law": rule.law, "laws": list(rule.law_ids),
            "editions": list(rule.editions), "at": where(rule.span), "doc": rule.doc}


NOTES = (("gist", "In short"), ("note", "Note"), ("no_rules", "No rules"))  # a block's notes, and their labels


def paragraph(kb: KnowledgeBase, block: ast.LawDecl) -> dict[str, Any]:
    """A law block as a JSON-ready dict: its text (``engine.ruling.query.law_text``), title, ``file:line``, notes, see."""
    out: dict[str, Any] = {"editions": list(block.editions), "title": block.title, "at": where(block.span),
                           **law_text(kb, block.law_id, block.editions[0])}
    for key in ("note", "no_rules"):
        if getattr(block, key):
            out[key] = getattr(block, key)
    out["see"] = [target for target, _ in block.see]
    return out


def wording(text: dict[str, Any], language: bool = False) -> str:
    """A paragraph's wording in one line: “the quote” (with ``[language]``, if asked), or [why it is not quoted]."""
    if "quote" in text:
        return f"“{text['quote']}”" + (f" [{text.get('language', '')}]" if language else "")
    return f"[{text['unquoted']}]" if "unquoted" in text else ""


def _covers(target: str, law: str) -> bool:
    """Does a ``see`` target refer to ``law``: the same id, or an enclosing one (``see 64`` covers 64A1)?"""
    if target == law:
        return True
    return law.startswith(target) and target[-1].isdigit() != law[len(target)].isdigit()


def _referred_by(kb: KnowledgeBase, law: str) -> list[dict[str, Any]]:
    found = {}
    for other, blocks in kb.laws.items():
        for block in blocks:
            for target, _ in block.see:
                if other != law and _covers(target, law):
                    found[(other, target)] = {"law": other, "see": target, "editions": list(block.editions)}
    return sorted(found.values(), key=lambda r: law_sort_key(r["law"]))


def _defeat_links(kb: KnowledgeBase, rules: list[ast.RuleDecl], edition: str | None) -> tuple[list, list]:
    """(defeated by: the exceptions to its rules; defeats: the rules its exceptions defeat)."""
    defeated_by, defeats = [], []
    for rule in rules:
        for exception, _ in kb.defeaters.get(rule.name, ()):
            if edition and edition not in exception.editions:
                continue
            defeated_by.append({"law": exception.law, "rule": exception.name, "defeats": rule.name})
        for clause in rule.defeats:
            for target, _ in clause.rules:
                victim = kb.rule_by_name[target]
                if edition and edition not in victim.editions:
                    continue
                defeats.append({"law": victim.law, "rule": target, "defeated_by": rule.name})
    key = lambda d: (law_sort_key(d["law"]), d["rule"])  # noqa: E731
    return sorted(defeated_by, key=key), sorted(defeats, key=key)


def law_info(kb: KnowledgeBase, law: str, edition: str | None, kb_dir: Path) -> dict[str, Any]:
    """Everything the KB knows about one paragraph (in one edition, if given)."""
    known_law(kb, law, edition)
    blocks = [b for b in kb.laws[law] if edition is None or edition in b.editions]
    rules = rules_of(kb, law, edition)
    fired = fired_by_cases(kb, kb_dir)
    examples = {p.stem for p in (kb_dir / "examples").glob("*.json")}
    exercised = sorted({case for r in rules for case in fired.get(r.name, ())})
    defeated_by, defeats = _defeat_links(kb, rules, edition)
    return {
        "law": law,
        "title": blocks[0].title,
        "texts": [paragraph(kb, b) for b in sorted(blocks, key=lambda b: b.editions)],
        "rules": [dict(rule_summary(r), exercised_by=fired.get(r.name, [])) for r in rules],
        "see": sorted({t for b in blocks for t, _ in b.see}, key=law_sort_key),
        "referred_by": _referred_by(kb, law),
        "defeated_by": defeated_by,
        "defeats": defeats,
        "examples": [c for c in exercised if c in examples],
        "cases": [c for c in exercised if c not in examples],
    }


def _grouped(links: list[dict[str, Any]], verb: str, other: str) -> list[str]:
    """``  - 64B1 offending_side_won_nothing (defeats revoke_trick_transferred, ...)``, one line per rule."""
    by_rule: dict[tuple[str, str], list[str]] = {}
    for link in links:
        by_rule.setdefault((link["law"], link["rule"]), []).append(link[other])
    return [hang(f"- {law} {rule} ({verb} {', '.join(dict.fromkeys(items))})", "  ")
            for (law, rule), items in by_rule.items()]


def _text_lines(text: dict[str, Any]) -> list[str]:
    source = text.get("source", {})
    head = f"{', '.join(text['editions'])} edition"
    if "language" in text:
        head += f" ({text['language']})"
    head += f": {source.get('file', '?')}, {source.get('article', '?')}"
    head += " (a summary)" if source.get("summary") else ""
    lines = [head]
    if wording(text):
        lines.append(_wrap(wording(text), "    "))
    for key, label in NOTES:
        if key in text:
            lines.append(_wrap(f"{label}: {text[key]}", "    "))
    return lines


def to_text(info: dict[str, Any]) -> str:
    lines = [f"Law {info['law']}: {info['title']}", ""]
    for text in info["texts"]:
        lines += _text_lines(text) + [""]
    lines.append("Rules encoding it:" if info["rules"] else "Rules encoding it: none")
    for rule in info["rules"]:
        editions = ", ".join(rule["editions"])
        lines.append(hang(f"- {rule['rule']} ({rule['at']}; {editions}): {rule['doc']}", "  "))
        examples = [c for c in rule["exercised_by"] if c in info["examples"]]
        lines.append(hang(f"exercised by {len(rule['exercised_by'])} example(s) and case(s)"
                          + (f", among them {', '.join(examples)}" if examples else ""), "    "))
    lines.append(f"Refers to: {', '.join(info['see']) or 'none'}")
    referred = [f"{r['law']} (see {r['see']})" for r in info["referred_by"]]
    lines.append(f"Referred to by: {', '.join(dict.fromkeys(referred)) or 'none'}")
    lines.append("Its rules are defeated by:" + ("" if info["defeated_by"] else " none"))
    lines += _grouped(info["defeated_by"], "defeats", "defeats")
    lines.append("Its rules defeat:" + ("" if info["defeats"] else " none"))
    lines += _grouped(info["defeats"], "defeated by", "defeated_by")
    lines.append(hang(f"Example incidents: {', '.join(info['examples']) or 'none'}", ""))
    lines.append("Rule cases:" + ("" if info["cases"] else " none"))
    lines += [hang(f"- {case}", "  ") for case in info["cases"]]
    return "\n".join(lines) + "\n"
