"""One exception root for every error a user can cause, with messages written for people.

A ``Diagnostic`` names the place (``file:line:col`` with the source line and a
caret, or a JSON path), what is wrong and, where one exists, a suggestion.
``EngineError`` carries one or more diagnostics; the CLI prints them and exits 2.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Iterable, Sequence

from engine.ast import Span


@dataclass(frozen=True)
class Diagnostic:
    message: str
    span: Span | None = None
    source_line: str | None = None
    hint: str | None = None
    where: str | None = None  # a place that is not a span, e.g. "incident.json: $.revoke[0].trick"

    def render(self) -> str:
        place = str(self.span) if self.span else (self.where or "")
        lines = [f"{place}: error: {self.message}" if place else f"error: {self.message}"]
        if self.span and self.source_line is not None:
            lines.append(f"    {self.source_line.rstrip()}")
            width = max(1, self.span.end_column - self.span.column) if self.span.end_line == self.span.line else 1
            lines.append("    " + " " * (self.span.column - 1) + "^" * width)
        if self.hint:
            lines.append(f"  hint: {self.hint}")
        return "\n".join(lines)


class EngineError(Exception):
    """An error in the user's input (a .law file, an incident, an option): exit status 2."""

    def __init__(self, diagnostics: Diagnostic | Sequence[Diagnostic]):
        self.diagnostics: tuple[Diagnostic, ...] = (
            (diagnostics,) if isinstance(diagnostics, Diagnostic) else tuple(diagnostics)
        )
        super().__init__(self.render())

    def render(self) -> str:
        text = "\n".join(d.render() for d in self.diagnostics)
        if len(self.diagnostics) > 1:
            text += f"\n{len(self.diagnostics)} errors"
        return text


class BackendError(EngineError):
    """A backend failed while running a valid knowledge base (a runaway, a Prolog error)."""


def did_you_mean(word: str, candidates: Iterable[str]) -> str | None:
    """A "did you mean" hint for a misspelt name, or None."""
    close = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else None


def source_line(text: str, line: int) -> str:
    """The given 1-based line of a text ('' past its end)."""
    lines = text.splitlines()
    return lines[line - 1] if 0 < line <= len(lines) else ""
