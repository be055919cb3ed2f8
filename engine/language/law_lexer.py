"""A Pygments lexer for ``.law`` files (registered as the ``law`` lexer, filename ``*.law``).

Its keywords are read from ``grammar/law.lark`` (``engine.language.law_syntax``), so a keyword
added to the grammar is highlighted without touching this file. The book uses it to
show each rule's text (``highlight_law``).
"""

from __future__ import annotations

from pygments.lexer import RegexLexer, default
from pygments.token import Comment, Keyword, Literal, Name, Number, Operator, Punctuation, String, Text

from engine.language import law_syntax as syn

_KEYWORDS = syn.grammar_keywords()
_PLAIN = [k for k in _KEYWORDS if k not in syn.CONSTANTS and k not in syn.LAW_ID_KEYWORDS]
_CONSTANTS = [k for k in _KEYWORDS if k in syn.CONSTANTS]
_LAW_ID_KEYWORDS = [k for k in syn.LAW_ID_KEYWORDS if k in _KEYWORDS]

LawId = Name.Label  # 64A1, 20F5b (class nl)
Edition = Literal.Date  # 2007 (class ld)


class LawLexer(RegexLexer):
    """The .law rule language of the Laws of Duplicate Bridge as code."""

    name = "Law"
    aliases = ["law"]
    filenames = ["*.law"]
    mimetypes = ["text/x-law"]
    url = "grammar/README.md"

    tokens = {
        "root": [
            (r"\s+", Text),
            (syn.COMMENT, Comment.Single),
            (r'"""', String.Doc, "long-string"),
            (r'"', String.Double, "string"),
            (syn.keyword_pattern(_LAW_ID_KEYWORDS), Keyword, "law-ids"),
            (syn.FIELD_NAME, Name.Attribute),
            (syn.keyword_pattern(_CONSTANTS), Keyword.Constant),
            (syn.keyword_pattern(_PLAIN), Keyword),
            (syn.VARIABLE, Name.Variable),
            (syn.NAME + r"(?=\s*\()", Name.Function),  # a fact pattern, an action, a function
            (syn.NAME, Name),
            (syn.LAW_ID_WITH_LETTER, LawId),
            (syn.EDITION, Edition),
            (syn.INTEGER, Number.Integer),
            (syn.OPERATOR, Operator),
            (syn.PUNCTUATION, Punctuation),
        ],
        # After `law`, `see`, `implements`, `under`, `paragraphs`: one id or a list of them.
        "law-ids": [
            (r"\s+", Text),
            (syn.COMMENT, Comment.Single),
            (syn.LAW_ID, LawId),
            (r",", Punctuation),
            default("#pop"),
        ],
        "long-string": [
            (r'"""', String.Doc, "#pop"),
            (r'[^"]+', String.Doc),
            (r'"', String.Doc),
        ],
        "string": [
            (r'"', String.Double, "#pop"),
            (r"\\.", String.Escape),
            (r'[^"\\\n]+', String.Double),
            (r"\n", Text, "#pop"),  # an unclosed string ends with its line, as the grammar's does
        ],
    }


def highlight_law(text: str) -> str:
    """``.law`` text as HTML spans with Pygments' short classes (``k``, ``s2``, ``nv``…), unwrapped.

    ``engine.teaching.book_style.CSS`` colours the classes; no style attribute, script or outside resource.
    """
    from pygments import highlight
    from pygments.formatters import HtmlFormatter

    return highlight(text, LawLexer(), HtmlFormatter(nowrap=True)).rstrip("\n")
