"""Unknown is not false: which parts of a ruling an unknown fact could change, and what to ask.

The backends rule on the stated facts only: a fact not stated is absent. What the
incident does not know (``Incident.unknown``: the kinds it names in ``unknown``,
and the ``open`` kinds it leaves out) is weighed here, from the backends' own
derivations and the rules' conditions, so both backends give the same answer
(grammar/README.md, "Unknown is not false").

A *completion* of an incident adds any facts of its unknown kinds. Two questions
are asked of the rules, by a small top-down evaluator over their conditions
(``engine.ruling.matching`` matches one pattern at a time):

- *Doubts*: could some completion undo a conclusion of the run? A stated fact is
  never undone. A firing is undone when a fact it used is, or when what it
  negates could become true (``possible``), or when an exception that may defeat
  it could fire. A conclusion is certain when one of its firings has no doubt.
- *Possible*: could some completion make a pattern true? A fact of the run
  matches it; or its kind is unknown (an *assumption*, the question to ask); or a
  rule deriving it could fire: its patterns matched by facts or by possible facts,
  its tests taken as true while their values are not known, its negations false
  only when what they negate is certain.

The answers are assumptions: which unknown facts, with which values where the
rules fix them ("holding(seat: E, trick: 4, suit: H)"). A conclusion that has
doubts ``depends_on`` the kinds of its assumptions; the questions are the
assumptions under which a rectification could appear or go. The evaluator looks
at values, so an unknown ``holding`` leaves a lead out of turn certain unless a
holding could really change it. It over-approximates (a test whose values a
completion would give is taken as true), so a doubt may be needless, never
missing; past ``MAX_STEPS`` it falls back to the rules' kind dependencies
(``KnowledgeBase.incident_kinds_deciding``), which over-approximate further.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Iterable

from engine.backends import Derivation
from engine.backends.plan import DEFEATED
from engine.language import ast, builtins
from engine.language.knowledge import KnowledgeBase
from engine.ruling.incident import DECLARER, Incident, Unknown
from engine.ruling.matching import OPS, Env, Facts, match, needs, value_of

Assumption = tuple  # (kind, ((field, value), ...)): an unknown fact, with the values the rules fix
Assumptions = frozenset  # of Assumption
MAX_STEPS = 20_000  # rule bodies evaluated for one ruling before falling back to kind dependencies
MAX_STATES = 200  # partial bindings followed through one rule body
MAX_DEPTH = 40  # possible facts resting on one another (a Python recursion of about 6 frames each)


class _OutOfSteps(Exception):
    pass


class Completions:
    """What completions of an incident's unknown kinds could make true, or undo, in a run's conclusions."""

    def __init__(self, kb: KnowledgeBase, incident: Incident, derivations: frozenset[Derivation],
                 possible: set[str] | None = None):
        """``possible``: the rules that could fire on a completion (possible_rules), if known: only those that
        depend on an unknown kind are asked what could make a rectification appear."""
        self.kb = kb
        self.incident = incident
        self.unknown = _restrictions(incident.unknown)
        self.facts = Facts(incident, derivations)
        self.stated = set(incident.facts)
        self.firings: dict[tuple, list[Derivation]] = defaultdict(list)
        for d in derivations:
            if "@" not in d.rule:  # a shadow ("R overruled") concludes only @overruled
                self.firings[d.conclusion].append(d)
        rules = [r for r in kb.rules if incident.edition in r.editions]
        self.deriving: dict[str, list[tuple[ast.RuleDecl, ast.Pattern]]] = defaultdict(list)
        for rule in rules:
            for c in rule.conclusions:
                if isinstance(c, ast.Derive):
                    self.deriving[c.pattern.kind].append((rule, c.pattern))
        self.rectifying = [r for r in rules if any(isinstance(c, ast.Rectify) for c in r.conclusions)
                           and (possible is None or r.name in possible)
                           and kb.incident_kinds_deciding[r.name].intersection(self.unknown)]
        self.exceptions = {name: [(e, d) for e, d in pairs if incident.edition in e.editions]
                           for name, pairs in kb.defeaters.items()}
        self.steps = 0
        self.cuts = 0  # cycles cut short so far (see _new)
        self._doubts: dict[tuple, Assumptions] = {}
        self._derivable: dict[tuple, tuple[bool, Assumptions, bool] | None] = {}
        self._active: set[tuple] = set()

    # ------------------------------------------------------------ doubts
    def doubts(self, fact: tuple) -> Assumptions:
        """The assumptions under which some completion undoes a fact of the run (none: it is certain)."""
        if fact in self.stated or fact[0] in (builtins.TABLE_SEAT_FACT, builtins.ROLE_FACT):
            return frozenset()
        if fact not in self._doubts:
            self._doubts[fact] = frozenset({_UNDECIDED})  # a cycle through this fact: not proven certain
            found: Assumptions | None = None
            for firing in self.firings.get(fact, ()):
                doubt = self._firing_doubts(firing)
                if not doubt:
                    found = frozenset()
                    break
                found = doubt | (found or frozenset())
            self._doubts[fact] = found if found is not None else frozenset({_UNDECIDED})
        return self._doubts[fact]

    def _firing_doubts(self, firing: Derivation) -> Assumptions:
        rule = self.kb.rule_by_name[firing.rule]
        used = [u for u in firing.used if not u[0].startswith("@")]
        env: Env = {}
        doubts: set[Assumption] = set()
        for pattern, fact in zip((c for c in rule.conditions if isinstance(c, ast.Pattern)), used):
            env = match(self.kb, pattern, fact, env) or env
            doubts |= self.doubts(fact)
        for condition in rule.conditions:
            if isinstance(condition, ast.Negation):
                doubts |= _all(self.possible(condition.pattern, env)) or frozenset()
        for exception, defeats in self.exceptions.get(rule.name, ()):
            start = {v.name: env[v.name] for v in defeats.on if v.name in env}
            free, assumed, _ = self._body(exception, start)
            doubts |= assumed | ({_UNDECIDED} if free else set())
        return frozenset(doubts)

    # ------------------------------------------------------------ possible
    def possible(self, pattern: ast.Pattern, env: Env) -> tuple[bool, Assumptions] | None:
        """Whether some completion makes a fact matching ``pattern`` (under ``env``) true: None if none can;
        else whether one needs no assumption (``True``: the run has one), and the assumptions of the others."""
        if any(match(self.kb, pattern, f, env) is not None for f in self.facts.of(pattern.kind)):
            return True, frozenset()
        new = self._new(pattern, env)
        return None if new is None else new[:2]

    def _new(self, pattern: ast.Pattern, env: Env) -> tuple[bool, Assumptions, bool] | None:
        """A matching fact the run does not have: assumed, if its kind is unknown, or derived by a rule; and
        whether a way to it rests on a fact of the run (``anchored``, see rectification_assumptions)."""
        if self.kb.facts[pattern.kind].origin == "incident":
            if pattern.kind not in self.unknown or not _stateable(self.kb, pattern, env, self.unknown[pattern.kind]):
                return None
            return False, frozenset({_assumption(pattern, env)}), False
        known = _bound_values(pattern, env)
        key = (pattern.kind, known, tuple(a.name for a in pattern.args))
        if key in self._active:
            self.cuts += 1
            return None  # the least fixpoint: a fact cannot support itself
        if key in self._derivable:
            return self._derivable[key]
        if len(self._active) >= MAX_DEPTH:
            raise _OutOfSteps  # a chain of possible facts this long (an auction's calls, one by one): fall back
        cuts = self.cuts
        self._active.add(key)
        try:
            found = self._derive(pattern.kind, dict(known), key[2])
        finally:
            self._active.discard(key)
        if self.cuts == cuts:  # a result found with a cycle cut short may lack ways: not kept
            self._derivable[key] = found
        return found

    def _derive(self, kind: str, known: dict[str, Any],
                named: tuple[str, ...]) -> tuple[bool, Assumptions, bool] | None:
        free, assumed, anchored, any_way = False, set(), False, False
        for rule, conclusion in self.deriving.get(kind, ()):
            start, checks = _unify(self.kb, conclusion, known, named)
            if start is None:
                continue
            way_free, way_assumed, way_anchored = self._body(rule, start, checks)
            if way_free or way_assumed:
                any_way = True
                free |= way_free
                assumed |= way_assumed
                anchored |= way_free or bool(way_anchored)
        return (free, frozenset(assumed), anchored) if any_way else None

    def _body(self, rule: ast.RuleDecl, start: Env,
              checks: Iterable[tuple[ast.Expr, Any]] = ()) -> tuple[bool, Assumptions, Assumptions]:
        """Whether a rule could fire from ``start``: (a way needs no assumption, the others' assumptions, those
        of the ways that rest on a fact of the run)."""
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise _OutOfSteps
        states: list[tuple[Env, Assumptions]] = [(dict(start), frozenset())]
        waiting: list[ast.Condition] = []
        for condition in self._ordered(rule):
            if isinstance(condition, ast.Pattern):
                states = self._extend(condition, states)
            else:
                waiting.append(condition)
            states = self._filter(waiting, states)
            if not states:
                return False, frozenset(), frozenset()
        states = [(e, a) for e, a in states if _checks_hold(checks, e)]
        states = [self._undefeated(rule, e, a) for e, a in states]
        states = [s for s in states if s is not None]
        free = any(not a for _, a in states)
        return (free, frozenset().union(*(a for _, a in states)),
                frozenset().union(*(a for e, a in states if e.get(_ANCHORED))))

    def _ordered(self, rule: ast.RuleDecl) -> list[ast.Condition]:
        """A rule's conditions with the patterns of unknown kinds last: the other conditions then fix the values
        an assumed fact would need (the question becomes "who won trick 4?", not "who won a trick?")."""
        def assumed(c: ast.Condition) -> bool:
            return isinstance(c, ast.Pattern) and c.kind in self.unknown
        return [c for c in rule.conditions if not assumed(c)] + [c for c in rule.conditions if assumed(c)]

    def _extend(self, pattern: ast.Pattern, states: list[tuple[Env, Assumptions]]) -> list[tuple[Env, Assumptions]]:
        out: dict[tuple, tuple[Env, Assumptions]] = {}
        for env, assumed in states:
            for fact in self.facts.of(pattern.kind):
                bound = match(self.kb, _relaxed(pattern, env), fact, env)
                if bound is not None:
                    if fact[0] not in (builtins.TABLE_SEAT_FACT, builtins.ROLE_FACT):
                        bound[_ANCHORED] = True
                    out.setdefault(_state_key(bound, assumed), (bound, assumed))
            for bound in self._restricted(pattern, env):
                new = self._new(pattern, bound)
                if new is not None and new[1]:  # a way needing no assumption is a fact of the run, matched above
                    if new[2]:
                        bound = {**bound, _ANCHORED: True}
                    out.setdefault(_state_key(bound, assumed | new[1]), (bound, assumed | new[1]))
        if len(out) > MAX_STATES:
            raise _OutOfSteps  # dropping bindings could miss a way: fall back instead
        return list(out.values())

    def _restricted(self, pattern: ast.Pattern, env: Env) -> list[Env]:
        """``env`` with each unbound variable of an unknown kind's restricted field bound to each value the
        record leaves open (the missing cards of trick 3 are cards of trick 3); ``[env]`` otherwise."""
        only = self.unknown.get(pattern.kind) if self.kb.facts[pattern.kind].origin == "incident" else None
        envs = [env]
        for arg in pattern.args:
            if only and arg.name in only and isinstance(arg.value, ast.Var) and arg.value.name not in env:
                envs = [{**e, arg.value.name: value} for e in envs for value in only[arg.name]]
        return envs

    def _filter(self, waiting: list[ast.Condition], states: list[tuple[Env, Assumptions]]) -> list[tuple[Env, Assumptions]]:
        """Apply the tests and negations whose variables are bound (one left unbound by an assumed fact may hold)."""
        out = []
        for env, assumed in states:
            kept: Assumptions | None = assumed
            for condition in waiting:
                env = _bind_equality(condition, env)
                if not needs(condition) <= env.keys():
                    continue  # its values come from an assumed fact: it may hold
                kept = self._condition(condition, env, kept)
                if kept is None:
                    break
            if kept is not None:
                out.append((env, kept))
        return out

    def _condition(self, condition: ast.Condition, env: Env, assumed: Assumptions) -> Assumptions | None:
        if isinstance(condition, ast.Comparison):
            ok = OPS[condition.op](value_of(condition.left, env), value_of(condition.right, env))
            return assumed if ok else None
        if isinstance(condition, ast.Membership):
            return assumed if value_of(condition.value, env) in [value_of(c, env) for c in condition.choices] else None
        blockers = [f for f in self.facts.of(condition.pattern.kind)
                    if match(self.kb, condition.pattern, f, env) is not None]
        doubts = [self.doubts(f) for f in blockers]
        if any(not d for d in doubts):
            return None  # what it negates is certain
        return assumed.union(*doubts)

    def _undefeated(self, rule: ast.RuleDecl, env: Env, assumed: Assumptions) -> tuple[Env, Assumptions] | None:
        """The state, unless an exception certainly defeats the rule there (a doubtful defeat adds its doubts)."""
        for exception, defeats in self.exceptions.get(rule.name, ()):
            if not all(v.name in env for v in defeats.on):
                continue
            key = tuple(env[v.name] for v in defeats.on)
            marker = (DEFEATED, rule.name, exception.name, key)
            if marker in self.firings:
                doubt = self.doubts(marker)
                if not doubt:
                    return None
                assumed = assumed | doubt
        return env, assumed

    # ------------------------------------------------------------ what to ask
    def rectification_assumptions(self) -> tuple[dict[Assumption, set[str]], set[Assumption]]:
        """Each assumption under which a rectification could appear (or go), with the paragraphs hinging on it;
        and those of them that concern this incident (``anchored``).

        A rectification that could appear only from unknown facts alone (a card from another pack, when the
        incident is about a call out of rotation) would be another irregularity, not a question about this
        one: a way concerns the incident when it rests on a fact of the run, directly or through a fact it
        derives; a doubt about a rectification of the run always does."""
        hinging: dict[Assumption, set[str]] = defaultdict(set)
        anchored: set[Assumption] = set()
        for rule in self.rectifying:
            _, assumed, rooted = self._body(rule, {})
            for assumption in assumed:
                hinging[assumption].update(rule.law_ids)
            anchored |= rooted
        for conclusion, firings in self.firings.items():
            if conclusion[0] == "@rectification":
                for assumption in self.doubts(conclusion):
                    hinging[assumption].update(self.kb.rule_by_name[f.rule].law for f in firings)
                    anchored.add(assumption)
        hinging.pop(_UNDECIDED, None)
        return hinging, anchored


_ANCHORED = "@anchored"  # in a binding: the way so far rests on a fact of the run (never a variable's name)
_UNDECIDED: Assumption = ("", ())  # a doubt with no unknown behind it (a cycle, or a free way): never shown


def _all(possible: tuple[bool, Assumptions] | None) -> Assumptions | None:
    """The doubts a negated pattern raises: its assumptions (a free way would have blocked the firing)."""
    if possible is None:
        return None
    free, assumed = possible
    return assumed | ({_UNDECIDED} if free else set())


def _relaxed(pattern: ast.Pattern, env: Env) -> ast.Pattern:
    """The pattern without the fields whose computed value (``lho(?d)``) needs a variable only an assumed fact
    would bind: while unknown, that field may hold any value."""
    args = tuple(a for a in pattern.args
                 if isinstance(a.value, ast.Var) or set(ast.variables_in(a.value)) <= env.keys())
    return pattern if len(args) == len(pattern.args) else ast.Pattern(pattern.kind, args, pattern.span)


def _bind_equality(condition: ast.Condition, env: Env) -> Env:
    """``?x == expr`` with ``?x`` unbound and ``expr`` known binds ``?x`` (either way round)."""
    if not isinstance(condition, ast.Comparison) or condition.op != "==":
        return env
    for var, other in ((condition.left, condition.right), (condition.right, condition.left)):
        if isinstance(var, ast.Var) and var.name not in env and set(ast.variables_in(other)) <= env.keys():
            return {**env, var.name: value_of(other, env)}
    return env


def _bound_values(pattern: ast.Pattern, env: Env) -> tuple[tuple[str, Any], ...]:
    """The fields of a pattern whose values ``env`` fixes, in the pattern's order."""
    return tuple((a.name, value_of(a.value, env)) for a in pattern.args
                 if all(v in env for v in ast.variables_in(a.value)))


def _restrictions(unknown: Iterable[Unknown]) -> dict[str, dict[str, tuple]]:
    """For each unknown kind, the values its missing facts must have, by field (empty: any values)."""
    found: dict[str, dict[str, tuple]] = {}
    for u in unknown:
        only = dict(u.only)
        found[u.kind] = {} if u.kind in found and not found[u.kind] or not only else {**found.get(u.kind, {}), **only}
    return found


def _stateable(kb: KnowledgeBase, pattern: ast.Pattern, env: Env, only: dict[str, tuple]) -> bool:
    """Whether a missing fact could have these values: each within its field's type (trick 1-13), and among
    those the record leaves open (``Unknown.only``)."""
    fields = {f.name: f for f in kb.facts[pattern.kind].fields}
    for name, value in _bound_values(pattern, env):
        if name in only and value not in only[name]:
            return False
        allowed = field_values(kb, fields[name])
        if isinstance(allowed, dict):
            if not isinstance(value, int) or any(bound is not None and not ok for bound, ok in (
                    (allowed["from"], allowed["from"] is not None and value >= allowed["from"]),
                    (allowed["to"], allowed["to"] is not None and value <= allowed["to"]))):
                return False
        elif value not in allowed:
            return False
    return True


def _assumption(pattern: ast.Pattern, env: Env) -> Assumption:
    return (pattern.kind, _bound_values(pattern, env))


def _unify(kb: KnowledgeBase, conclusion: ast.Pattern, known: dict[str, Any],
           named: tuple[str, ...]) -> tuple[Env | None, list]:
    """A rule's bindings for its conclusion to have the ``known`` field values, and the checks left for later.

    A field the pattern ``named`` must be present (an absent field matches nothing): a conclusion that leaves
    it out, with no default, cannot match."""
    env: Env = {}
    checks: list[tuple[ast.Expr, Any]] = []
    given = {a.name: a.value for a in conclusion.args}
    for field in kb.facts[conclusion.kind].fields:
        if field.name in named and field.name not in given and field.default is None:
            return None, []
        if field.name not in known:
            continue
        want = known[field.name]
        expr = given.get(field.name)
        if expr is None:
            default = field.default.name if isinstance(field.default, ast.Symbol) else getattr(field.default, "value", None)
            if default != want:
                return None, []
        elif isinstance(expr, ast.Var):
            if env.setdefault(expr.name, want) != want:
                return None, []
        else:
            checks.append((expr, want))
    return env, checks


def _checks_hold(checks: Iterable[tuple[ast.Expr, Any]], env: Env) -> bool:
    return all(value_of(e, env) == want for e, want in checks if set(ast.variables_in(e)) <= env.keys())


def _state_key(env: Env, assumed: Assumptions) -> tuple:
    return (tuple(sorted(env.items(), key=lambda kv: kv[0])), assumed)


# ================================================================ the ruling's parts


class Unknowns:
    """What a ruling says of its incident's unknowns: each conclusion's ``depends_on``, and the open questions."""

    def __init__(self, kb: KnowledgeBase, incident: Incident, derivations: frozenset[Derivation]):
        self.kb = kb
        self.incident = incident
        possible = possible_rules(kb, incident) if incident.unknown else set()
        relevant = incident.unknown and _could_matter(kb, incident, possible)
        self.completions = Completions(kb, incident, derivations, possible) if relevant else None
        self.exhausted = False

    def depends_on(self, conclusion: tuple, rules: list[str]) -> list[str]:
        """The unknown kinds that could undo a conclusion drawn by ``rules``, in vocabulary order (none: certain)."""
        if self.completions is None:
            return []
        if not self.exhausted:
            try:
                doubts = self.completions.doubts(conclusion)
                kinds = {a[0] for a in doubts} - {""}
                if kinds or not doubts:
                    return _kinds_in_order(self.kb, kinds)
            except _OutOfSteps:
                self.exhausted = True
        unknown = {u.kind for u in self.incident.unknown}
        behind = [self.kb.incident_kinds_deciding[name] & unknown for name in rules]
        return [] if any(not b for b in behind) else _kinds_in_order(self.kb, set().union(*behind))

    def questions(self) -> list[dict[str, Any]]:
        """The unknowns whose answer could change a rectification, in the order a director asks them."""
        if self.completions is None:
            return []
        by_kind: dict[str, dict[Assumption, set[str]]] = defaultdict(dict)
        anchored: set[Assumption] = set()
        if not self.exhausted:
            try:
                hinging, anchored = self.completions.rectification_assumptions()
                for assumption, laws in hinging.items():
                    by_kind[assumption[0]][assumption] = laws
            except _OutOfSteps:
                self.exhausted = True
        if self.exhausted:
            by_kind = self._questions_by_kind()
            anchored = {a for found in by_kind.values() for a in found}
        order = list(self.kb.facts)
        asked = sorted((u for u in self.incident.unknown if u.kind in by_kind),
                       key=lambda u: (not anchored.intersection(by_kind[u.kind]),
                                      _first_use(self.kb, u.kind), order.index(u.kind)))
        return [_question(self.kb, u, by_kind[u.kind], anchored, self._partial_facts(u)) for u in asked]

    def _partial_facts(self, unknown: Unknown) -> list[dict[str, Any]]:
        """The stated facts of a kind that leave out a field the incident names as unknown, as values."""
        if not unknown.fields:
            return []
        fields = [f.name for f in self.kb.facts[unknown.kind].fields]
        return [{name: value for name, value in zip(fields, fact[1:]) if value is not None}
                for fact in self.incident.facts
                if fact[0] == unknown.kind and any(fact[1 + fields.index(f)] is None for f in unknown.fields)]

    def _questions_by_kind(self) -> dict[str, dict[Assumption, set[str]]]:
        """Past MAX_STEPS: every unknown kind some rectifying rule of the edition depends on, with no values."""
        found: dict[str, dict[Assumption, set[str]]] = defaultdict(dict)
        for rule in self.kb.rules:
            if self.incident.edition in rule.editions and any(isinstance(c, ast.Rectify) for c in rule.conclusions):
                for kind in self.kb.incident_kinds_deciding[rule.name] & {u.kind for u in self.incident.unknown}:
                    found[kind].setdefault((kind, ()), set()).update(rule.law_ids)
        return found


def possible_rules(kb: KnowledgeBase, incident: Incident) -> set[str]:
    """The rules that could fire on some completion, by kinds only (values are not looked at): a kind is
    available when stated, unknown or derived by such a rule; a rule could fire when every kind it reads is."""
    available = {fact[0] for fact in incident.facts} | {u.kind for u in incident.unknown}
    waiting = {r.name: set(kb.info[r.name].reads) for r in kb.rules if incident.edition in r.editions}
    possible: set[str] = set()
    while ready := [name for name, reads in waiting.items() if reads <= available]:
        for name in ready:
            possible.add(name)
            available.update(kb.info[name].writes)
            del waiting[name]
    return possible


def _could_matter(kb: KnowledgeBase, incident: Incident, possible: set[str]) -> bool:
    """Whether a rule that could fire on a completion reads or negates an unknown kind: else nothing unknown
    can change anything, and the analysis is skipped."""
    unknown = {u.kind for u in incident.unknown}
    return any(unknown.intersection(kb.info[name].reads) or unknown.intersection(kb.info[name].negated)
               for name in possible)


def _kinds_in_order(kb: KnowledgeBase, kinds: set[str]) -> list[str]:
    return [name for name in kb.facts if name in kinds]


def _first_use(kb: KnowledgeBase, kind: str) -> int:
    """The lowest stratum of a rule that reads or negates ``kind``: how early in the story it matters."""
    strata = [kb.info[r.name].stratum for r in kb.rules
              if kind in kb.info[r.name].reads or kind in kb.info[r.name].negated]
    return min(strata, default=10**6)


def _question(kb: KnowledgeBase, unknown: Unknown, assumptions: dict[Assumption, set[str]],
              anchored: set[Assumption], partial: list[dict[str, Any]] = ()) -> dict[str, Any]:
    """One open question: a fact kind, the values the rules would need (``instances``), the laws hinging on it,
    and whether it concerns only other irregularities (``independent``: no instance rests on the incident's facts)."""
    from engine.ruling.query import law_sort_key

    if unknown.kind == builtins.ROLE_FACT:  # not stated by an incident: it follows from its declarer
        text = "Who is declarer? (It gives every seat its role: declarer, dummy or defender.)"
        fields = [{"name": DECLARER, "type": "seat", "meaning": "declarer's seat", "values": list(builtins.SEATS),
                   "optional": False}]
        fact_name = DECLARER
    else:
        fact = kb.facts[unknown.kind]
        text, fact_name = fact.doc, fact.name
        fields = [_field(kb, f) for f in fact.fields]
    instances = sorted(({"values": dict(values), "laws": sorted(laws, key=law_sort_key)}
                        for (_, values), laws in assumptions.items()),
                       key=lambda i: (sorted(i["values"].items(), key=str), i["laws"]))
    # A stated fact that leaves out an unknown field is asked about first: "South's club: its rank?"
    instances = [*(_completing(values, unknown.fields, assumptions) for values in partial), *instances]
    question = {
        "fact": fact_name,
        "why": unknown.why,
        "question": text,
        "fields": fields,
        "instances": instances,
        "laws": sorted({law for laws in assumptions.values() for law in laws}, key=law_sort_key),
    }
    if not anchored.intersection(assumptions):
        question["independent"] = True
    return question


def _completing(values: dict[str, Any], missing: tuple[str, ...],
                assumptions: dict[Assumption, set[str]]) -> dict[str, Any]:
    """The question about a stated fact's missing fields: the paragraphs of the assumptions it could satisfy."""
    from engine.ruling.query import law_sort_key

    laws = {law for (_, known), hinging in assumptions.items()
            if all(values.get(name, value) == value for name, value in known) for law in hinging}
    return {"values": values, "missing": [f for f in missing if f not in values], "laws": sorted(laws, key=law_sort_key)}


def _field(kb: KnowledgeBase, field: ast.FieldDecl) -> dict[str, Any]:
    """A field the answer gives: its name, meaning, type and the values it may take."""
    return {"name": field.name, "type": field.type_name, "meaning": field.doc, "values": field_values(kb, field),
            "optional": field.optional or field.default is not None}


def field_values(kb: KnowledgeBase, field: ast.FieldDecl) -> list[Any] | dict[str, int | None]:
    """The values an incident may give a field: a list, or ``{"from": low, "to": high}`` for a number (None: no bound)."""
    if field.type_name in builtins.SYMBOL_TYPES:
        return list(builtins.SYMBOL_TYPES[field.type_name])
    if field.type_name in kb.enums:
        return list(kb.enums[field.type_name].members)
    if field.type_name == builtins.BOOL_TYPE:
        return [True, False]
    low, high = builtins.INT_TYPES.get(field.type_name, (None, None))
    return {"from": field.low if field.low is not None else low, "to": field.high if field.high is not None else high}


EACH_WAY = 3  # instances of a question ruled both ways (engine questions; a ruling with few questions)
FEW_QUESTIONS = 2  # a ruling with at most this many open questions on the incident rules each way


def questions(kb: KnowledgeBase, backend: Any, incident: Incident, each_way: bool = False) -> dict[str, Any]:
    """``engine questions``: what the incident does not know that could change its ruling, in asking order.

    With ``each_way``, the first ``EACH_WAY`` instances of each question that name a whole fact are ruled
    with that fact added: ``if_so`` lists the rectifications it would add and those it would take away."""
    from engine.ruling.query import refuse_contradictions

    found = backend.run(incident)
    refuse_contradictions(kb, incident, found)
    asked = Unknowns(kb, incident, found).questions()
    if each_way:
        rule_each_way(kb, backend, incident, found, asked)
    return {"incident": incident.source, "edition": incident.edition,
            "unknown": [u.kind for u in incident.unknown], "questions": asked}


def rule_each_way(kb: KnowledgeBase, backend: Any, incident: Incident, found: frozenset[Derivation],
                  asked: list[dict[str, Any]]) -> None:
    """Give the first ``EACH_WAY`` instances of each question that name a whole fact their ``if_so``."""
    for question in asked:
        for instance in [i for i in question["instances"] if _whole_fact(kb, question["fact"], i)][:EACH_WAY]:
            instance["if_so"] = _if_so(kb, backend, incident, found, question["fact"], instance["values"])


def _whole_fact(kb: KnowledgeBase, kind: str, instance: dict[str, Any]) -> bool:
    """Whether an instance's values make a fact an incident could state: every required field given."""
    fact = kb.facts.get(kind)
    return fact is not None and fact.origin == "incident" and all(
        f.name in instance["values"] for f in fact.fields if not f.optional and f.default is None)


def _if_so(kb: KnowledgeBase, backend: Any, incident: Incident, found: frozenset[Derivation], kind: str,
           values: dict[str, Any]) -> dict[str, Any]:
    """The ruling with one more fact: the rectifications it adds and those it takes away (each summarised)."""
    from dataclasses import replace

    from engine.backends.plan import CONTRADICTION, RECTIFICATION
    from engine.ruling.incident import fact_term
    from engine.ruling.query import rectification_summary

    added = backend.run(replace(incident, facts=(*incident.facts, fact_term(kb.facts[kind], values))))
    if any(d.conclusion[0] == CONTRADICTION for d in added):
        return {"impossible": True}
    before = {d.conclusion for d in found if d.conclusion[0] == RECTIFICATION}
    after = {d.conclusion for d in added if d.conclusion[0] == RECTIFICATION}
    return {"adds": [rectification_summary(kb, c, incident.edition, False) for c in sorted(after - before, key=repr)],
            "takes_away": [rectification_summary(kb, c, incident.edition, False)
                           for c in sorted(before - after, key=repr)]}


def questions_text(result: dict[str, Any]) -> str:
    from engine.ruling.render import other_irregularities_lines, question_lines

    head = f"Open questions on {result['incident']} under the {result['edition']} Laws"
    if not result["questions"]:
        known = ("every fact the rules could use is known" if not result["unknown"]
                 else f"what is not known ({', '.join(result['unknown'])}) cannot change the ruling")
        return f"{head}: none; {known}.\n"
    lines = [f"{head}, in the order to ask them:", ""]
    for question in result["questions"]:
        if not question.get("independent"):
            lines.extend(question_lines(question, indent="", shown=None))
    return "\n".join([*lines, "", *other_irregularities_lines(result["questions"])]).rstrip() + "\n"
