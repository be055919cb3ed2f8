"""The checked knowledge base: what the checker hands to the backends and the renderers."""

from __future__ import annotations

import hashlib
from pathlib import PurePath
from dataclasses import dataclass, field, replace
from functools import cached_property

from engine.language import ast, builtins


@dataclass(frozen=True)
class RuleInfo:
    """What the checker learnt about a rule: its variables' types, what it reads and writes."""

    var_types: dict[str, str]
    reads: tuple[str, ...]
    negated: tuple[str, ...]
    writes: tuple[str, ...]
    stratum: int = 0
    recursive: bool = False  # its stratum needs a fixpoint loop

    def with_stratum(self, stratum: int, recursive: bool) -> RuleInfo:
        return replace(self, stratum=stratum, recursive=recursive)


@dataclass(frozen=True)
class KnowledgeBase:
    modules: tuple[ast.Module, ...]
    sources: dict[str, ast.SourceDecl]
    enums: dict[str, ast.EnumDecl]
    facts: dict[str, ast.FactDecl]
    laws: dict[ast.LawId, tuple[ast.LawDecl, ...]]
    rules: tuple[ast.RuleDecl, ...]  # in stratum order, then file order
    constraints: tuple[ast.RuleDecl, ...]  # facts that cannot hold together (RuleDecl.contradiction)
    info: dict[str, RuleInfo]
    editions: tuple[str, ...] = ()  # oldest first, as the KB declares them (``edition`` blocks)
    actions: dict[str, ast.RectificationDecl] = field(default_factory=dict)  # how the brief ruling says each action
    situations: dict[str, ast.SituationDecl] = field(default_factory=dict)  # where `engine ask` starts, in KB order

    @property
    def newest_edition(self) -> str:
        """The edition an incident that names none is ruled under."""
        return self.editions[-1]

    @cached_property
    def rule_by_name(self) -> dict[str, ast.RuleDecl]:
        return {r.name: r for r in self.rules}

    @cached_property
    def defeaters(self) -> dict[str, tuple[tuple[ast.RuleDecl, ast.Defeats], ...]]:
        """For each rule, the exception rules that may defeat it and on which variables."""
        found: dict[str, list[tuple[ast.RuleDecl, ast.Defeats]]] = {}
        for rule in self.rules:
            for defeats in rule.defeats:
                for target, _ in defeats.rules:
                    found.setdefault(target, []).append((rule, defeats))
        return {k: tuple(v) for k, v in found.items()}

    @cached_property
    def digest(self) -> str:
        """A hash of the .law texts: names a compiled artefact of this exact KB.

        Files count by name and text, not by the path shown for them, so the
        digest does not change with the folder the engine is run from.
        """
        h = hashlib.sha256()
        for module in sorted(self.modules, key=lambda m: (PurePath(m.path).name, m.text)):
            h.update(PurePath(module.path).name.encode() + b"\0" + module.text.encode() + b"\0")
        return h.hexdigest()[:16]

    @cached_property
    def encoded_paragraphs(self) -> dict[str, frozenset[str]]:
        """For each edition, the paragraphs some rule of that edition implements or a block says need none."""
        encoded: dict[str, set[str]] = {e: set() for e in self.editions}
        for rule in self.rules:
            for edition in rule.editions:
                encoded[edition].update(rule.law_ids)
        for law_id, blocks in self.laws.items():
            for block in blocks:
                if block.no_rules:
                    for edition in block.editions:
                        encoded[edition].add(law_id)
        return {e: frozenset(ids) for e, ids in encoded.items()}

    @cached_property
    def parameter_types(self) -> dict[tuple[str, str], str]:
        """The type of each rectification parameter, by (action, parameter): what renderers print it as.

        Taken from the rules: a variable has the type the checker gave it, a seat
        function its result type, a number ``int``, a boolean ``bool``; a bare symbol
        or two rules that disagree leave the parameter untyped.
        """
        types: dict[tuple[str, str], str | None] = {}
        for rule in self.rules:
            var_types = self.info[rule.name].var_types
            for conclusion in rule.conclusions:
                if isinstance(conclusion, ast.Rectify):
                    for arg in conclusion.args:
                        key = (conclusion.action, arg.name)
                        found = _expr_type(arg.value, var_types)
                        types[key] = found if types.get(key, found) == found else None
        return {key: t for key, t in types.items() if t}

    @cached_property
    def rules_deriving(self) -> dict[str, tuple[ast.RuleDecl, ...]]:
        """For each derived fact kind, the rules that derive it, in stratum order."""
        found: dict[str, list[ast.RuleDecl]] = {}
        for rule in self.rules:
            for kind in self.info[rule.name].writes:
                found.setdefault(kind, []).append(rule)
        return {kind: tuple(rules) for kind, rules in found.items()}

    @cached_property
    def incident_kinds_behind(self) -> dict[str, frozenset[str]]:
        """For each rule, the incident fact kinds its conclusions can depend on, through the rules that derive
        what it reads or negates (not through the exceptions that may defeat it: see incident_kinds_deciding)."""
        return self._kinds_behind(with_exceptions=False)

    @cached_property
    def incident_kinds_deciding(self) -> dict[str, frozenset[str]]:
        """For each rule, every incident fact kind whether it fires can depend on: through the rules that derive
        what it reads or negates, and through the exceptions that may defeat it (its guard "not defeated")."""
        return self._kinds_behind(with_exceptions=True)

    def _kinds_behind(self, with_exceptions: bool) -> dict[str, frozenset[str]]:
        below: dict[str, set[str]] = {}
        for rule in self.rules:
            info = self.info[rule.name]
            below[rule.name] = {w.name for kind in (*info.reads, *info.negated) for w in self.rules_deriving.get(kind, ())}
            if with_exceptions:
                below[rule.name].update(exception.name for exception, _ in self.defeaters.get(rule.name, ()))
        behind: dict[str, frozenset[str]] = {}
        for rule in self.rules:
            seen, todo = {rule.name}, [rule.name]
            while todo:
                for other in below[todo.pop()] - seen:
                    seen.add(other)
                    todo.append(other)
            behind[rule.name] = frozenset(
                kind for name in seen for kind in (*self.info[name].reads, *self.info[name].negated)
                if self.facts[kind].origin == "incident"
            )
        return behind

    def has_paragraph(self, law_id: str, edition: str) -> bool:
        """Whether the KB has a block of this paragraph (or of a sub-paragraph of it) in this edition."""
        return any(law_within(other, law_id) and self.law_block(other, edition) is not None for other in self.laws)

    def rules_implementing(self, law_id: str) -> tuple[ast.RuleDecl, ...]:
        """The rules that implement a paragraph, in any edition."""
        return tuple(r for r in self.rules if law_id in r.law_ids)

    def law_block(self, law_id: ast.LawId, edition: str) -> ast.LawDecl | None:
        """The law block of a paragraph in an edition, if the KB has one."""
        return next((b for b in self.laws.get(law_id, ()) if edition in b.editions), None)

    def not_in_edition(self, law_id: str, edition: str) -> str | None:
        """Why ``edition`` has no paragraph ``law_id`` at all, as the KB says it, or None.

        An earlier edition's block that is ``superseded`` ends the paragraph, so
        numbered; a later edition's first block that is ``introduced`` says the
        editions before it have no such paragraph. A paragraph missing from an
        edition for any other reason is one the KB does not encode there.
        """
        order = self.editions.index(edition) if edition in self.editions else -1
        if self.law_block(ast.LawId(law_id), edition) is not None or order < 0:
            return None
        blocks = self.laws.get(ast.LawId(law_id), ())
        before = [b for b in blocks if b.editions and self.editions.index(b.editions[-1]) < order]
        after = [b for b in blocks if b.editions and self.editions.index(b.editions[0]) > order]
        ended = max(before, key=lambda b: self.editions.index(b.editions[-1]), default=None)
        if ended is not None and ended.superseded:
            return f"the paragraph ends with {ended.editions[-1]}: {ended.superseded}"
        first = min(after, key=lambda b: self.editions.index(b.editions[0]), default=None)
        if first is not None and first.introduced:
            return f"the paragraph is new in {first.editions[0]}: {first.introduced}"
        return None

    def same_paragraph(self, law_id: str, one: str, other: str) -> bool:
        """Whether ``law_id`` names the same paragraph in two editions, as far as the KB says.

        The number breaks between them when a block of an edition from the earlier
        one up to (not including) the later one is ``superseded``, or a block whose
        first edition is after the earlier one, up to the later one, is ``introduced``
        (2007's 17D3 is superseded: 2017's 17D3 is another paragraph, for 1997 too).
        """
        if one not in self.editions or other not in self.editions:
            return False
        low, high = sorted((self.editions.index(one), self.editions.index(other)))
        for block in self.laws.get(ast.LawId(law_id), ()):
            first, last = self.editions.index(block.editions[0]), self.editions.index(block.editions[-1])
            if block.superseded and low <= last < high or block.introduced and low < first <= high:
                return False
        return True

    def incident_facts(self) -> list[ast.FactDecl]:
        """The fact kinds an incident file states (the engine states ``role`` itself)."""
        stated_by_engine = (builtins.ROLE_FACT, builtins.TABLE_SEAT_FACT)
        return [f for f in self.facts.values() if f.origin == "incident" and f.name not in stated_by_engine]


def law_within(law_id: str, paragraph: str) -> bool:
    """64A1 is within 64A and 64, not within 6; 20F5b is within 20F5."""
    if not law_id.startswith(paragraph):
        return False
    rest = law_id[len(paragraph):]
    return not rest or not (paragraph[-1].isdigit() and rest[0].isdigit())


def _expr_type(expr: ast.Expr, var_types: dict[str, str]) -> str | None:
    if isinstance(expr, ast.Var):
        return var_types.get(expr.name)
    if isinstance(expr, ast.Call):
        return builtins.FUNCTIONS[expr.function][1] if expr.function in builtins.FUNCTIONS else None
    if isinstance(expr, ast.IntLit):
        return "int"
    if isinstance(expr, ast.BoolLit):
        return builtins.BOOL_TYPE
    return None
