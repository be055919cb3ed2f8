"""Rule on an incident: run a backend, then build the ruling from its derivation records.

The ruling is a plain JSON-ready dict. Other programs read it, so this much is
fixed, and published as a JSON Schema (``engine.ruling.ruling_schema``, whose
``SCHEMA_VERSION`` every ruling carries as ``schema_version``): ``edition``;
``rectifications``, each with ``law`` (the paragraph id), ``action``,
``parameters`` and ``derivation`` (every rule in it carries its ``law``); and,
when tricks are transferred, ``tricks_transferred`` as ``{"to": "NS" or "EW",
"count": N}``. It also lists ``findings`` (the legal facts the rules established,
such as an established revoke) and ``overruled`` (rules whose conditions held but
which an exception defeated). Each paragraph's title and wording is written once,
in ``laws`` (keyed by paragraph id); ``derivations="full"`` writes them inline in
every node instead, and every finding's tree wherever it is used.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import replace
from typing import Any

from engine.language import ast, builtins

from engine import limits
from engine.backends import Backend, Derivation
from engine.backends.plan import CONTRADICTION, DEFEATED, EDITION, OVERRULED, RECTIFICATION
from engine.errors import Diagnostic, EngineError
from engine.ruling import unknowns
from engine.ruling.incident import Incident
from engine.language.knowledge import KnowledgeBase
from engine.ruling.ruling_schema import COMPACT, FULL, SCHEMA_VERSION

_LAW_PARTS = re.compile(r"(\d+)([A-Z]?)(\d*)([a-z]?)")


def law_sort_key(law_id: str) -> tuple:
    """64A1 < 64A2 < 64B1 < 64C; 9A3 < 20F5b."""
    m = _LAW_PARTS.fullmatch(law_id)
    if not m:
        return (10**6, law_id)
    number, letter, sub, minor = m.groups()
    return (int(number), letter, int(sub) if sub else 0, minor)


def rule_incident(kb: KnowledgeBase, backend: Backend, incident: Incident, derivations: str = COMPACT) -> dict[str, Any]:
    """The ruling on one incident, as a JSON-ready dict; EngineError if its facts contradict each other.

    ``derivations``: ``"compact"`` (each finding's tree once, each law's text once, in ``laws``) or
    ``"full"`` (every tree expanded, each node with its law's title and text, as one self-contained tree).
    """
    if derivations not in (COMPACT, FULL):
        raise ValueError(f"derivations must be {COMPACT!r} or {FULL!r}, not {derivations!r}")
    full = derivations == FULL
    found = backend.run(incident)
    refuse_contradictions(kb, incident, found)
    builder = RulingBuilder(kb, incident, found, shared=not full, inline_laws=full)
    ruling = builder.build()
    limits.check_time(incident.source)
    ruling["choices"] = choices(kb, backend, incident, ruling, titled=full)
    ruling["open_questions"] = builder.unknowns.questions()
    asking = [q for q in ruling["open_questions"] if not q.get("independent")]
    if len(asking) <= unknowns.FEW_QUESTIONS:  # few: each is ruled both ways ("if East played to trick 3: ...")
        unknowns.rule_each_way(kb, backend, incident, found, asking)
    ruling["not_encoded"] = [
        *other_edition_paragraphs(kb, backend, incident, found),
        *unencoded_references(kb, ruling, incident.edition),
    ]
    if not full:
        builder.name_laws(option["law"] for choice in ruling["choices"] for option in choice["options"])
        builder.name_laws(then["law"] for choice in ruling["choices"] for option in choice["options"]
                          for then in option.get("follows", ()))
        builder.name_laws(r["law"] for question in ruling["open_questions"] for instance in question["instances"]
                          for r in (*instance.get("if_so", {}).get("adds", ()),
                                    *instance.get("if_so", {}).get("takes_away", ())))
        del ruling["laws"]
        ruling["laws"] = builder.laws_table()  # last, with the laws the choices name
    limits.check_time(incident.source)
    return ruling


def other_edition_paragraphs(
    kb: KnowledgeBase, backend: Backend, incident: Incident, derivations: frozenset[Derivation]
) -> list[dict[str, Any]]:
    """Paragraphs that another edition applies to these facts and this edition does not encode.

    A ruling never falls silent on an irregularity the KB knows in another
    edition: a paragraph is named when a rule of another edition implementing
    it concludes something this edition's run does not (a paragraph renumbered
    between editions, such as 1997 63C and 2007 63B, concludes the same and is
    not named). The other edition is run only when it encodes a paragraph this
    one lacks. A paragraph whose number does not name the same paragraph in
    both editions (the KB says it ended, or was introduced, in between:
    ``kb.same_paragraph``) is not named.
    """
    here = kb.encoded_paragraphs.get(incident.edition, frozenset())
    stated = {fact[0] for fact in incident.facts}
    concluded = {_conclusion_key(d.conclusion) for d in derivations}
    found: dict[str, set[str]] = defaultdict(set)
    for other in kb.editions:
        missing = frozenset(law for law in kb.encoded_paragraphs[other] - here
                            if kb.same_paragraph(law, other, incident.edition))
        if other == incident.edition or not _could_apply(kb, other, missing, stated):
            continue
        for derivation in backend.run(replace(incident, edition=other)):
            rule = kb.rule_by_name.get(derivation.rule)
            if rule is None or not _reported(kb, derivation.conclusion):
                continue
            if _conclusion_key(derivation.conclusion) in concluded:
                continue
            for law in missing.intersection(rule.law_ids):
                found[law].add(other)
    return [
        {"law": law, "title": _any_title(kb, law), "reason": "other_edition", "encoded_in": sorted(editions)}
        for law, editions in sorted(found.items(), key=lambda item: law_sort_key(item[0]))
    ]


def _could_apply(kb: KnowledgeBase, edition: str, paragraphs: frozenset[str], stated: set[str]) -> bool:
    """Whether some rule of ``edition`` implementing one of ``paragraphs`` reads, through its chain, a stated kind."""
    return any(
        edition in rule.editions and paragraphs.intersection(rule.law_ids)
        and kb.incident_kinds_behind[rule.name] & stated
        for rule in kb.rules
    )


def _reported(kb: KnowledgeBase, conclusion: tuple) -> bool:
    """A rectification or a finding: what a ruling reports (not an internal step, nor a defeat marker)."""
    kind = conclusion[0]
    return kind == RECTIFICATION or (not kind.startswith("@") and not kb.facts[kind].internal)


def _conclusion_key(conclusion: tuple) -> tuple:
    """A conclusion without the paragraph that states it: a rectification's action, parameters and who."""
    return (RECTIFICATION, *conclusion[2:6]) if conclusion[0] == RECTIFICATION else conclusion


def unencoded_references(kb: KnowledgeBase, ruling: dict[str, Any], edition: str) -> list[dict[str, Any]]:
    """The paragraphs that the applied paragraphs refer to (``see``) but the KB does not hold in this edition.

    A block kept for several editions may name a paragraph that only a later one has (2007.. 57A sees 57A4):
    a paragraph the KB says the edition does not have is not named."""
    applied = {r["law"] for r in ruling["rectifications"]}
    applied |= {rule["law"] for finding in ruling["findings"] for rule in finding["derived_by"]}
    cited_by: dict[str, set[str]] = defaultdict(set)
    for law in applied:
        block = kb.law_block(ast.LawId(law), edition)
        for target, _ in block.see if block else ():
            if not kb.has_paragraph(target, edition) and kb.not_in_edition(target, edition) is None:
                cited_by[target].add(law)  # a paragraph the edition has (as far as the KB says) and the KB lacks
    return [
        {"law": law, "reason": "referred_to", "cited_by": sorted(by, key=law_sort_key)}
        for law, by in sorted(cited_by.items(), key=lambda item: law_sort_key(item[0]))
    ]


def _any_title(kb: KnowledgeBase, law: str) -> str:
    blocks = kb.laws.get(ast.LawId(law), ())
    return blocks[-1].title if blocks else ""


def refuse_contradictions(kb: KnowledgeBase, incident: Incident, derivations: frozenset[Derivation]) -> None:
    """Facts that cannot all be true of one incident (the KB's constraints) make it bad input."""
    found = sorted(
        (d for d in derivations if d.conclusion[0] == CONTRADICTION),
        key=_derivation_key,
    )
    if not found:
        return
    constraints = {c.name: c for c in kb.constraints}
    problems = [
        Diagnostic(
            f"contradictory facts: {constraints[d.rule].contradiction} ("
            + "; ".join(_fact_text(kb, f) for f in d.used if f[0] != DEFEATED)
            + ")",
            where=incident.source,
        )
        for d in found
    ]
    raise EngineError(problems)


def _fact_text(kb: KnowledgeBase, fact: tuple) -> str:
    fields = kb.facts[fact[0]].fields
    shown = (("true" if v else "false") if isinstance(v, bool) else v for v in fact[1:])  # as written in .law and JSON
    return f"{fact[0]}(" + ", ".join(f"{f.name}: {v}" for f, v in zip(fields, shown) if v is not None) + ")"


def rectification_key(r: dict[str, Any]) -> str:
    """A rectification as one comparable string: its law, action, parameters, who and modality."""
    return json.dumps([r["law"], r["action"], r["parameters"], r["who"], r["modality"]], sort_keys=True)


def choices(kb: KnowledgeBase, backend: Backend, incident: Incident, ruling: dict[str, Any],
            titled: bool = False) -> list[dict[str, Any]]:
    """The choices the ruling offers, each option with what follows from it.

    What follows from an option is found by ruling again on the incident with
    ``chosen(option)`` added: the rectifications that appear are its consequences
    (each with its law's ``title`` if ``titled``, in a full ruling).
    """
    chosen = {fact[1] for fact in incident.facts if fact[0] == builtins.CHOSEN_FACT}
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in ruling["rectifications"]:
        if "option_of" in r:
            groups[(r["option_of"], r["who"])].append(r)
    base = {rectification_key(r) for r in ruling["rectifications"]}
    result = []
    for (choice, who), options in groups.items():
        made = next((o["action"] for o in options if o["action"] in chosen), None)
        entries = []
        for option in options:
            entry = {"option": option["action"], "law": option["law"], "parameters": option["parameters"],
                     "parameter_types": option["parameter_types"],
                     **{k: option[k] for k in ("timing", "sentence") if k in option}}
            if made is None:
                entry["follows"] = _consequences(kb, backend, incident, option["action"], base, titled)
            entries.append(entry)
        result.append({"choice": choice, "who": who, "chosen": made, "options": entries})
    return result


def _consequences(kb: KnowledgeBase, backend: Backend, incident: Incident, option: str, base: set[str],
                  titled: bool) -> list[dict[str, Any]]:
    facts = (*incident.facts, (builtins.CHOSEN_FACT, option))
    hypothetical = replace(incident, facts=facts)
    # Only the rectifications are wanted: read them off the conclusions, without derivation trees.
    found = [
        rectification_summary(kb, d.conclusion, incident.edition, titled)
        for d in backend.run(hypothetical)
        if d.conclusion[0] == RECTIFICATION
    ]
    unique = {rectification_key(r): r for r in found if rectification_key(r) not in base}
    return sorted(unique.values(), key=_rectification_order)


def rectification_summary(kb: KnowledgeBase, conclusion: tuple, edition: str, titled: bool) -> dict[str, Any]:
    """A rectification conclusion as the ruling states it, without its derivation (with its law's title if ``titled``)."""
    _, law, action, params, modality, who, _ = conclusion
    title = {}
    if titled:
        block = kb.law_block(ast.LawId(law), edition)
        title["title"] = block.title if block else ""
    types = parameter_types(kb, action, params)
    values = {name: value for name, value in params}
    return {
        "law": law,
        **title,
        "action": action,
        "parameters": values,
        "parameter_types": types,
        "modality": modality,
        "who": who,
        **said(kb, action, values, types),
    }


def said(kb: KnowledgeBase, action: str, values: dict[str, Any], types: dict[str, str]) -> dict[str, str]:
    """``timing`` and ``sentence``: when the action applies and how the brief ruling says it (its
    ``rectification`` declaration; none in a KB that declares none)."""
    from engine.language.sentences import fill
    from engine.ruling.render import name

    decl = kb.actions.get(action)
    if decl is None:
        return {}
    return {"timing": decl.timing, "sentence": fill(decl.sentence, {k: name(v, types.get(k)) for k, v in values.items()})}


def parameter_types(kb: KnowledgeBase, action: str, params: Any) -> dict[str, str]:
    """The types of an action's parameters, as far as the rules tell them."""
    return {name: kb.parameter_types[(action, name)] for name, _ in params if (action, name) in kb.parameter_types}


def _rectification_order(r: dict[str, Any]) -> tuple:
    """How the ruling lists rectifications: by law, then action, parameters and who."""
    return (law_sort_key(r["law"]), r["action"], json.dumps(r["parameters"], sort_keys=True), r["who"])


class RulingBuilder:
    """Builds the ruling from the derivations.

    With ``shared`` (the ruling ``query`` prints), every finding's tree is written
    once, in ``findings``: wherever a finding is used in another tree (a rectification's
    derivation, another finding's, an overruled rule's uses), it is a reference node,
    the fact with ``"finding": i``, its index in ``findings``. Without it (``explain``),
    every tree is expanded in full, which grows fast with the facts (a deal of 13 tricks
    with revokes: megabytes).

    With ``inline_laws`` (``--derivations full``), every rectification and rule node
    carries its law's ``title`` and ``text``, as does an overruled rule's ``defeated_by``
    its title. Without it, they carry only ``law``, and the ruling's ``laws`` table
    (``laws_table``: every paragraph named so far) gives each title and text once.
    """

    def __init__(self, kb: KnowledgeBase, incident: Incident, derivations: frozenset[Derivation], shared: bool = False,
                 inline_laws: bool = False):
        self.kb = kb
        self.incident = incident
        self.edition = incident.edition
        self.shared = shared
        self.inline_laws = inline_laws
        self.named: set[str] = set()  # the paragraphs the nodes written so far name, for laws_table
        self.unknowns = unknowns.Unknowns(kb, incident, derivations)
        self.by_conclusion: dict[tuple, list[Derivation]] = defaultdict(list)
        for d in sorted(derivations, key=_derivation_key):
            self.by_conclusion[d.conclusion].append(d)
        found = [c for c in self.by_conclusion if not c[0].startswith("@") and not self.kb.facts[c[0]].internal]
        found.sort(key=lambda c: (min(law_sort_key(self._rule_law(d.rule)) for d in self.by_conclusion[c]), repr(c)))
        self.finding_order = found
        self.finding_index = {c: i for i, c in enumerate(found)} if shared else {}
        self.nodes = 0  # rule nodes written so far, against MAX_TREE_NODES
        self.max_nodes = limits.integer("MAX_TREE_NODES")

    def build(self) -> dict[str, Any]:
        rectifications = sorted(
            (self._rectification(c) for c in self.by_conclusion if c[0] == RECTIFICATION),
            key=_rectification_order,
        )
        ruling: dict[str, Any] = {"schema_version": SCHEMA_VERSION}
        if self.inline_laws:
            ruling["derivations"] = FULL
        ruling.update({
            "incident": self.incident.source,
            "edition": self.edition,
            "rectifications": rectifications,
            "findings": self._findings(),
            "overruled": self._overruled(),
            "fired": self._fired(),
        })
        transferred = tricks_transferred(rectifications)
        if transferred:
            ruling["tricks_transferred"] = transferred
        if not self.inline_laws:
            ruling["laws"] = self.laws_table()
        return ruling

    def name_laws(self, laws: Any) -> None:
        """Paragraphs named outside the nodes this builder writes (a choice's options), for ``laws_table``."""
        self.named.update(laws)

    def laws_table(self) -> dict[str, dict[str, Any]]:
        """Each paragraph named so far, in law order: its title and text in the ruling's edition.

        Named: by a rectification, a rule node, an overruled rule or its exception, a choice's option
        (not by ``fired``, a list of names: a rule that fired only for a step no tree shows costs no text).
        """
        return {law: {"title": self._title(law), "text": self.law_text(law)}
                for law in sorted(self.named, key=law_sort_key)}

    def _law_fields(self, law: str) -> dict[str, Any]:
        """What a node says of its law besides ``law``: title and text inline, or nothing (they are in ``laws``)."""
        if self.inline_laws:
            return {"title": self._title(law), "text": self.law_text(law)}
        self.named.add(law)
        return {}

    # ------------------------------------------------------------ parts
    def _rectification(self, conclusion: tuple) -> dict[str, Any]:
        summary = rectification_summary(self.kb, conclusion, self.edition, self.inline_laws)
        if self.inline_laws:
            summary["text"] = self.law_text(conclusion[1])
        else:
            self.named.add(conclusion[1])
        rectification = {
            **summary,
            "derivation": [self._rule_node(d, ()) for d in self.by_conclusion[conclusion]],
            **self._depends(conclusion),
        }
        option_of = conclusion[-1]
        if option_of:
            rectification["option_of"] = option_of
        return rectification

    def _findings(self) -> list[dict[str, Any]]:
        return [{**self._fact_node(c, (), top=True), **self._depends(c)} for c in self.finding_order]

    def _depends(self, conclusion: tuple) -> dict[str, Any]:
        """``depends_on``: the unknown kinds that could undo a conclusion (engine.ruling.unknowns), if any."""
        rules = [d.rule.split("@")[0] for d in self.by_conclusion[conclusion]]
        kinds = self.unknowns.depends_on(conclusion, rules)
        return {"depends_on": kinds} if kinds else {}

    def _overruled(self) -> list[dict[str, Any]]:
        items = []
        for conclusion in self.by_conclusion:
            if conclusion[0] != OVERRULED:
                continue
            _, rule_name, defeater, key = conclusion
            rule, by = self.kb.rule_by_name[rule_name], self.kb.rule_by_name[defeater]
            first = self.by_conclusion[conclusion][0]
            self.named.add(rule.law)
            defeated_by = {"rule": defeater, "law": by.law}
            if self.inline_laws:
                defeated_by["title"] = self._title(by.law)
            else:
                self.named.add(by.law)
            items.append(
                {
                    "rule": rule_name,
                    "law": rule.law,
                    "defeated_by": defeated_by,
                    "bindings": dict(zip(_defeat_vars(by, rule_name), key)),
                    "uses": [self._fact_node(u, ()) for u in first.used if u[0] != DEFEATED],
                }
            )
        items.sort(key=lambda o: (law_sort_key(o["law"]), o["rule"], o["defeated_by"]["rule"], repr(o["bindings"])))
        return items

    def _fired(self) -> list[dict[str, str]]:
        """Every rule that fired (not counting "would apply" checks of overruled rules)."""
        names = {d.rule for ds in self.by_conclusion.values() for d in ds if "@" not in d.rule}
        rules = sorted((self.kb.rule_by_name[n] for n in names), key=lambda r: (law_sort_key(r.law), r.name))
        return [{"rule": r.name, "law": r.law} for r in rules]

    # ------------------------------------------------------------ tree nodes
    def _rule_node(self, derivation: Derivation, path: tuple) -> dict[str, Any]:
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise limits.reached("MAX_TREE_NODES", f"the derivation trees would hold more than {self.max_nodes} rule nodes",
                                 self.incident.source)
        if self.nodes % 256 == 0:
            limits.check_time(self.incident.source)
        rule = self.kb.rule_by_name[derivation.rule.split("@")[0]]
        return {
            "rule": rule.name,
            "law": rule.law,
            "laws": list(rule.law_ids),
            **self._law_fields(rule.law),
            "uses": [self._fact_node(u, path) for u in derivation.used if u[0] not in (DEFEATED, EDITION)],
        }

    def fact_node(self, fact: tuple) -> dict[str, Any]:
        """A fact as a tree node: given, or derived (with the rules that derived it, recursively)."""
        return self._fact_node(fact, ())

    def _fact_node(self, fact: tuple, path: tuple, top: bool = False) -> dict[str, Any]:
        node: dict[str, Any] = {"fact": fact[0], "values": self.fact_values(fact), "types": self.fact_types(fact)}
        derived = self.by_conclusion.get(fact)
        if not derived:
            node["given"] = True
        elif not top and fact in self.finding_index:
            node["finding"] = self.finding_index[fact]
        elif fact in path:
            node["derived_above"] = True
        else:
            node["derived_by"] = [self._rule_node(d, path + (fact,)) for d in derived]
        return node

    # ------------------------------------------------------------ helpers
    def fact_values(self, fact: tuple) -> dict[str, Any]:
        decl = self.kb.facts[fact[0]]
        return {f.name: v for f, v in zip(decl.fields, fact[1:]) if v is not None}

    def fact_types(self, fact: tuple) -> dict[str, str]:
        decl = self.kb.facts[fact[0]]
        return {f.name: f.type_name for f, v in zip(decl.fields, fact[1:]) if v is not None}

    def _rule_law(self, plan_name: str) -> str:
        return self.kb.rule_by_name[plan_name.split("@")[0]].law

    def _title(self, law: str) -> str:
        block = self.kb.law_block(ast.LawId(law), self.edition)
        return block.title if block else ""

    def law_text(self, law: str) -> dict[str, Any]:
        return law_text(self.kb, law, self.edition)


def law_text(kb: KnowledgeBase, law: str, edition: str) -> dict[str, Any]:
    """The wording of a paragraph in an edition: quote (or why none), source, gist."""
    block = kb.law_block(ast.LawId(law), edition)
    if block is None:
        return {}
    text: dict[str, Any] = {"editions": list(block.editions)}
    if block.quote:
        text["quote"] = block.quote.text
        text["language"] = block.quote.language
    if block.unquoted:
        text["unquoted"] = block.unquoted
    if block.source:
        text["source"] = {"file": block.source.file, "article": block.source.article, "summary": block.source.summary}
    if block.gist:
        text["gist"] = block.gist
    return text


def tricks_transferred(rectifications: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The itemised trick transfers added up (net, if both sides receive tricks)."""
    counts: dict[str, int] = defaultdict(int)
    for r in rectifications:
        if r["action"] == builtins.TRANSFER_ACTION:
            counts[r["parameters"]["to"]] += 1
    if not counts:
        return None
    ns, ew = counts.get("NS", 0), counts.get("EW", 0)
    if ns == ew:
        return None
    return {"to": "NS", "count": ns - ew} if ns > ew else {"to": "EW", "count": ew - ns}


def _defeat_vars(defeater: ast.RuleDecl, target: str) -> list[str]:
    for defeats in defeater.defeats:
        if any(name == target for name, _ in defeats.rules):
            return [v.name for v in defeats.on]
    return []


def _derivation_key(d: Derivation) -> str:
    return json.dumps([d.rule, d.conclusion, d.used], default=str)
