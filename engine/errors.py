"""One exception root for every error a user can cause, with messages written for people.

A ``Diagnostic`` names the place (``file:line:col`` with the source line and a
caret, or a JSON path), what is wrong and, where one exists, a suggestion.
``EngineError`` carries one or more diagnostics; the CLI prints them and exits 2.
"""

from __future__ import annotations

import difflib
import json
import unicodedata
from dataclasses import dataclass
from typing import Iterable, Sequence

from engine.language.ast import Span


@dataclass(frozen=True)
class Diagnostic:
    message: str
    span: Span | None = None
    source_line: str | None = None
    hint: str | None = None
    where: str | None = None  # a place that is not a span, e.g. "incident.json: $.revoke[0].trick"

    def render(self) -> str:
        # Names and echoed arguments cannot forge lines: every part is one line of printable text.
        place = shown(str(self.span) if self.span else (self.where or ""))
        message = shown(self.message)
        lines = [f"{place}: error: {message}" if place else f"error: {message}"]
        if self.span and self.source_line is not None:
            lines.append(f"    {shown(self.source_line.rstrip())}")
            width = max(1, self.span.end_column - self.span.column) if self.span.end_line == self.span.line else 1
            lines.append("    " + " " * (self.span.column - 1) + "^" * width)
        if self.hint:
            lines.append(f"  hint: {shown(self.hint)}")
        return "\n".join(lines)

    def to_json(self) -> dict[str, object]:
        """The diagnostic for an editor or a CI annotation (``engine check --format json``).

        Lines and columns are 1-based and the end is exclusive, as in the span; a problem
        without a span (a file that is not UTF-8) has its file and null positions.
        """
        span = self.span
        file = span.file if span else (self.where.split(": ", 1)[0] if self.where else None)
        return {"file": file, "line": span.line if span else None, "column": span.column if span else None,
                "end_line": span.end_line if span else None, "end_column": span.end_column if span else None,
                "severity": "error", "message": self.message, "hint": self.hint}


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


def shown(text: str, limit: int | None = None) -> str:
    """A file name, an argument or any outside text as the engine prints it: one line of printable text.

    Control characters (newline, ESC of an ANSI sequence, ...), line and paragraph
    separators and invisible format characters are written as escapes (``\\n``,
    ``\\x1b``, ``\\u202e``), and the bytes of a name that is not UTF-8 (which Python
    reads as lone surrogates) as ``\\xff``, so the result is valid UTF-8 and cannot
    start a line of its own, colour a terminal or reorder text. ``limit`` cuts it to
    that many characters (with an ellipsis). Printable text is returned unchanged, so
    ``shown(shown(x)) == shown(x)``.
    """
    if text.isprintable() and (limit is None or len(text) <= limit):
        return text
    out = []
    for char in text:
        code = ord(char)
        if char.isprintable():
            out.append(char)
        elif 0xDC80 <= code <= 0xDCFF:  # a byte that is not UTF-8, as os.fsdecode gives it
            out.append(f"\\x{code - 0xDC00:02x}")
        elif char in "\n\r\t":
            out.append({"\n": "\\n", "\r": "\\r", "\t": "\\t"}[char])
        elif char == " " or (unicodedata.category(char) == "Zs"):
            out.append(char)
        elif code < 0x100:
            out.append(f"\\x{code:02x}")
        elif code < 0x10000:
            out.append(f"\\u{code:04x}")
        else:
            out.append(f"\\U{code:08x}")
    result = "".join(out)
    if limit is not None and len(result) > limit:
        result = result[: max(1, limit - 1)] + "…"
    return result


def json_value(value: object) -> str:
    """A value as it appears in a message: JSON (null, true, "N"), not Python (None, True, 'N')."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return shown(str(value))


def did_you_mean(word: str, candidates: Iterable[str]) -> str | None:
    """A "did you mean" hint for a misspelt name, or None."""
    close = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else None


def source_line(text: str, line: int) -> str:
    """The given 1-based line of a text ('' past its end)."""
    lines = text.splitlines()
    return lines[line - 1] if 0 < line <= len(lines) else ""
