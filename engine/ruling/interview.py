"""The interview of ``engine ask``: from the situation a director is called for to a ruling, one question at a time.

The interview builds an incident. It starts from a situation the KB declares
(``situation revoke "A revoke is claimed" { asks declarer, play, ... }``) and asks
the kinds it lists, in order; then it asks the open questions the rules raise on
the answers so far (engine.ruling.unknowns): every incident fact kind not yet
answered is unknown, so the first open question is the next thing that could
change the ruling. It stops when nothing unknown could change a rectification;
the ruling is then the one ``engine query`` gives on the incident it built.

An answer to a kind is its facts (none is an answer: ``[]``), or "don't know"
(``DONT_KNOW``), which leaves the kind unknown and is never asked again. This
module holds no input or output: ``engine.ruling.ask`` asks on a terminal or
reads an answers file.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.backends import Backend
from engine.errors import Diagnostic, EngineError, did_you_mean
from engine.language import ast
from engine.language.knowledge import KnowledgeBase
from engine.ruling.incident import DECLARER, UNKNOWN_KEY, load_incident
from engine.ruling.unknowns import questions

DONT_KNOW = object()  # the answer "don't know"
MAX_QUESTIONS = 200  # a safeguard: every kind is asked at most once, and the KB has far fewer


@dataclass(frozen=True)
class Question:
    key: str  # an incident fact kind, or "declarer"
    text: str  # what is asked: the fact kind's meaning
    fact: ast.FactDecl | None  # None for "declarer"
    hint: dict[str, Any] | None  # the rules' open question (values they need, laws), or None: the situation asks it


class Interview:
    """One interview: the incident built so far, and what to ask next."""

    def __init__(self, kb: KnowledgeBase, backend: Backend, situation: str, edition: str | None = None,
                 start: dict[str, Any] | None = None):
        if situation not in kb.situations:
            raise EngineError(Diagnostic(f"unknown situation {situation!r}",
                                         hint=did_you_mean(situation, list(kb.situations))
                                         or f"the situations: {', '.join(kb.situations)}"))
        self.kb, self.backend, self.situation = kb, backend, kb.situations[situation]
        start = dict(start or {})
        # A start incident's unknown kinds are what the interview is for: not answered, so asked if they
        # matter; the unknown fields of its one-object kinds (event.zone) stay unknown.
        self.unknown_fields = [name for name in start.pop(UNKNOWN_KEY, ()) if "." in name]
        self.dont_know: set[str] = set()
        self.data: dict[str, Any] = start
        self.data["edition"] = edition or self.data.get("edition") or kb.newest_edition
        self.answered: set[str] = {k for k in self.data if k != "edition"}
        self.pending = [k for k in self.situation.asks if k not in self.answered]
        self.asked: list[Question] = []

    # ------------------------------------------------------------ the incident
    def incident_data(self) -> dict[str, Any]:
        """The incident as built: the answers, and as ``unknown`` every kind not answered (or not known)."""
        unknown = [name for name in (DECLARER, *(f.name for f in self.kb.incident_facts()))
                   if name not in self.answered or name in self.dont_know]
        unknown += [name for name in self.unknown_fields if name.partition(".")[0] not in unknown]
        return {**self.data, UNKNOWN_KEY: unknown} if unknown else dict(self.data)

    def incident(self, source: str = "the interview"):
        return load_incident(self.incident_data(), self.kb, source)

    # ------------------------------------------------------------ asking
    def next_question(self) -> Question | None:
        """The situation's next kind, else the first open question of the rules; None when nothing open is left."""
        if len(self.asked) >= MAX_QUESTIONS:
            return None
        while self.pending:
            key = self.pending.pop(0)
            if key not in self.answered:
                return self._question(key, None)
        for open_question in questions(self.kb, self.backend, self.incident())["questions"]:
            # Not asked: what he answered already (asking again gets no more), and what would only be another
            # irregularity of its own (a director is told of those; the situation says what he was called for).
            if open_question["fact"] not in self.answered and not open_question.get("independent"):
                return self._question(open_question["fact"], open_question)
        return None

    def _question(self, key: str, hint: dict[str, Any] | None) -> Question:
        if key == DECLARER:
            question = Question(key, "Who is declarer?", None, hint)
        else:
            fact = self.kb.facts[key]
            question = Question(key, fact.doc, fact, hint)
        self.asked.append(question)
        return question

    def answer(self, key: str, value: Any) -> None:
        """Record an answer: the kind's facts (``[]``: none), its one object (``None``: none), a seat for
        ``declarer``, or ``DONT_KNOW``. A bad answer is refused with the incident's message, the interview unchanged."""
        self.answered.add(key)
        if value is DONT_KNOW:
            self.dont_know.add(key)
            return
        before = dict(self.data)
        if value is None or value == []:
            self.data.pop(key, None)
            if value == []:
                self.data[key] = []
        else:
            self.data[key] = value
        try:
            self.incident()
        except EngineError:
            self.data = before
            self.answered.discard(key)
            raise

    def ruling(self, rule: Any) -> dict[str, Any]:
        """The ruling on the incident built (``rule``: engine.ruling.query.rule_incident)."""
        return rule(self.kb, self.backend, self.incident())


def answers_from(data: dict[str, Any], question: Question) -> Any:
    """The answer an answers file (keyed as an incident file) gives to a question: its value, ``DONT_KNOW`` if it
    lists the key in ``unknown``, and none (``[]``, or ``None`` for a one-object kind or declarer) if it leaves
    it out."""
    if question.key in data.get(UNKNOWN_KEY, ()):
        return DONT_KNOW
    if question.key in data:
        return data[question.key]
    return None if question.fact is None or question.fact.single else []
