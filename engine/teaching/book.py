"""A static HTML book of a knowledge base: ``engine book OUT_DIR``.

Pages: ``index.html`` (sources, articles, coverage summary), one ``law-ID.html``
per law paragraph (its text in each edition, its rules, its cross-references in
both directions, its corner of the map and the example incidents that exercise
it, with their rulings), ``graph.html`` (the whole map), ``editions.html`` (each
edition against the one before) and one ``example-NAME.html`` per example incident. Links are
relative, the text UTF-8, there is no script and no external resource.

The book is built in a temporary folder next to OUT_DIR and renamed into place,
so a failure never leaves half a book. OUT_DIR must be absent, empty, or a book
made before (it has the marker file ``.engine-book``, which lists the files the
book wrote); an earlier book to which someone added files is refused, so that
rebuilding never deletes them.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any, Iterable

from engine.language import ast

from engine.teaching import graph
from engine.teaching.book_style import BOOK_TITLE, CSS, STYLESHEET, page
from engine.errors import Diagnostic, EngineError, shown
from engine.ruling.incident import load_incident, read_incident_file
from engine.language.knowledge import KnowledgeBase
from engine.language.law_lexer import highlight_law
from engine.teaching.lawinfo import NOTES, paragraph, span_text
from engine.ruling.query import law_sort_key

MARKER = ".engine-book"
_MARKER_TEXT = "A book of the Laws of Duplicate Bridge knowledge base, made by `engine book`.\n"


def law_page(law: str) -> str:
    return f"law-{law}.html"


def article_page(article: str) -> str:
    """The file name of an article's map page."""
    return f"article-{article}.html"


@dataclass
class Example:
    name: str
    page: str
    data: Any
    ruling: dict[str, Any]
    text: str
    laws: set[str] = field(default_factory=set)

    @property
    def story(self) -> str:
        """The incident's ``story``, if it tells one."""
        return self.data.get("story", "") if isinstance(self.data, dict) else ""


# ---------------------------------------------------------------- building


def build_book(kb: KnowledgeBase, kb_dir: Path, out_dir: Path) -> int:
    """Write the book of ``kb`` (loaded from ``kb_dir``) to ``out_dir``; the number of pages."""
    out_dir = Path(out_dir)
    _check_target(out_dir)
    pages = Book(kb, Path(kb_dir)).pages()
    pages[MARKER] = _MARKER_TEXT + "".join(f"{name}\n" for name in sorted(pages))  # what a later book may replace
    _write_atomically(out_dir, pages)
    return sum(name.endswith(".html") for name in pages)


def _book_files(marker: Path) -> set[str] | None:
    """The files an earlier book wrote, as its marker lists them (None: a marker that lists none)."""
    try:
        lines = marker.read_text(encoding="utf-8", errors="replace").splitlines()[1:]
    except OSError:
        return None
    return {line for line in lines if line} or None


def _check_target(out_dir: Path) -> None:
    """A new or empty folder, or an earlier book holding only the files it wrote (anything else is refused)."""
    shown_dir = shown(str(out_dir))
    if out_dir.exists() and not out_dir.is_dir():
        raise EngineError(Diagnostic(f"{shown_dir} exists and is not a folder"))
    if not out_dir.is_dir() or not any(out_dir.iterdir()):
        return
    marker = out_dir / MARKER
    if not marker.is_file():
        raise EngineError(Diagnostic(
            f"{shown_dir} is not empty and is not a book made by 'engine book'; choose a new or empty folder"))
    listed = _book_files(marker)
    added = sorted(
        child.name for child in out_dir.iterdir()
        if child.name != MARKER and (child.is_dir() or child.is_symlink() or (
            child.name not in listed if listed is not None else not re.fullmatch(r"[^/]+\.(html|css)", child.name)))
    )
    if added:
        names = ", ".join(shown(n) for n in added[:5]) + (f" and {len(added) - 5} more" if len(added) > 5 else "")
        raise EngineError(Diagnostic(
            f"{shown_dir} is an earlier book, but it also holds files that 'engine book' did not write ({names}); "
            "they would be deleted: move them out, or choose another folder"))


def _write_atomically(out_dir: Path, pages: dict[str, str]) -> None:
    out_dir = Path(os.path.abspath(out_dir))  # "." and ".." have no name to rename to
    parent = out_dir.parent
    if parent.exists() and not parent.is_dir():
        raise EngineError(Diagnostic(f"{parent} is not a folder"))
    try:
        parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.tmp-", dir=parent))
    except OSError as error:
        raise EngineError(Diagnostic(f"cannot create the book next to {out_dir}: {error.strerror}")) from None
    old = None
    try:
        for name, text in pages.items():
            (tmp / name).write_text(text, encoding="utf-8")
        umask = os.umask(0)
        os.umask(umask)
        tmp.chmod(0o777 & ~umask)
        if out_dir.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.old-", dir=parent))
            os.rename(out_dir, old / "book")
        try:
            os.rename(tmp, out_dir)
        except OSError:
            if old is not None:
                os.rename(old / "book", out_dir)
            raise
    except OSError as error:
        raise EngineError(Diagnostic(f"cannot write the book to {out_dir}: {error.strerror or error}")) from None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)


# ---------------------------------------------------------------- helpers


def _a(href: str, text: str) -> str:
    return f'<a href="{escape(href)}">{escape(text)}</a>'


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", text)


def _wording_html(text: dict[str, Any]) -> str:
    """A paragraph's wording (``engine.ruling.query.law_text``): the quote in its language, or why it is not quoted."""
    if "quote" in text:
        return f'<blockquote lang="{escape(text.get("language", ""))}">{escape(text["quote"])}</blockquote>'
    if "unquoted" in text:
        return f'<p class="muted">[{escape(text["unquoted"])}]</p>'
    return ""


class Book:
    """The pages of the book of one KB, as a dict from file name to text."""

    def __init__(self, kb: KnowledgeBase, kb_dir: Path):
        self.kb, self.kb_dir = kb, kb_dir
        self.graph = graph.law_graph(kb)
        self.articles = sorted({n.article for n in self.graph.nodes if n.in_kb}, key=law_sort_key)
        self.dot_ok = bool(shutil.which("dot"))
        self.examples = self._run_examples()

    def pages(self) -> dict[str, str]:
        self._draw_maps()
        pages = {STYLESHEET: CSS, MARKER: _MARKER_TEXT, "index.html": self.index(), "graph.html": self.map_page(),
                 "editions.html": self.editions_page(), "examples.html": self.examples_page(),
                 "vocabulary.html": self.vocabulary_page()}
        for law in self.kb.laws:
            pages[law_page(law)] = self.law(law)
        for article in self.articles:
            pages[article_page(article)] = self.article(article)
        for example in self.examples:
            pages[example.page] = self.example_page(example)
        return pages

    def _link_law(self, law: str) -> str:
        if law in self.kb.laws:
            return _a(law_page(law), law)
        return f'{escape(law)} <span class="muted">(not in this knowledge base)</span>'

    def _link_laws(self, laws: Iterable[str]) -> str:
        """Links to several paragraphs, in law order."""
        return ", ".join(self._link_law(law) for law in sorted(laws, key=law_sort_key))

    def _link_rule(self, name: str) -> str:
        rule = self.kb.rule_by_name.get(name)
        if rule is None:
            return escape(name)
        return f'{_a(law_page(rule.law) + "#rule-" + name, name)} ({self._link_law(rule.law)})'

    def _laws(self) -> list[str]:
        return sorted(self.kb.laws, key=law_sort_key)

    def _title(self, law: str) -> str:
        """The paragraph's title; its titles, when they differ between editions."""
        blocks = sorted(self.kb.laws[law], key=lambda b: b.editions)
        titles = list(dict.fromkeys(b.title for b in blocks))
        if len(titles) == 1:
            return titles[0]
        return " / ".join(f"{b.title} ({', '.join(b.editions)})" for b in blocks)

    # ------------------------------------------------------------ examples
    def _run_examples(self) -> list[Example]:
        from engine.backends import make_backend
        from engine.ruling.query import rule_incident
        from engine.ruling.render import to_text

        backend = make_backend("experta", self.kb)
        examples, seen = [], set()
        for path in sorted((self.kb_dir / "examples").glob("*.json")):
            data = read_incident_file(path)
            incident = load_incident(data, self.kb, shown(f"examples/{path.name}"))
            ruling = rule_incident(self.kb, backend, incident)
            name = _slug(shown(path.stem))
            while name in seen:
                name += "_"
            seen.add(name)
            example = Example(shown(path.stem), f"example-{name}.html", data, ruling, to_text(ruling))
            for fired in ruling["fired"]:
                example.laws.update(self.kb.rule_by_name[fired["rule"]].law_ids)
            example.laws.update(r["law"] for r in ruling["rectifications"])
            examples.append(example)
        return examples

    # ------------------------------------------------------------ the graph
    def _draw_maps(self) -> None:
        """The DOT text of the whole map and of each paragraph's corner, and their SVGs (one Graphviz run)."""
        def dot(g: graph.LawGraph, legend: bool) -> str:
            return graph.to_dot(g, href=lambda law: law_page(law) if law in self.kb.laws else None, legend=legend)

        # None: the overview (one box per article, with the legend drawn in); ("article", N): an article's map;
        # a paragraph id: its corner of the map (the page has the legend)
        keys: list = [None, *(("article", a) for a in self.articles), *self.kb.laws]
        self.dots = {
            key: graph.to_dot(self.overview(), href=article_page) if key is None
            else dot(self.graph.of_article(key[1]), True) if isinstance(key, tuple)
            else dot(self.graph.around(key), False)
            for key in keys
        }
        svgs = graph.to_svgs([self.dots[key] for key in keys]) if self.dot_ok else []
        self.svgs = dict(zip(keys, svgs))

    def _graph_html(self, key: str | None) -> str:
        dot = self.dots[key]
        legend = ('<p class="legend"><span class="derives">━▶ derives facts used by</span>'
                  '<span class="defeats">━┫ defeats</span><span class="refers">╌▷ refers to</span></p>')
        if key in self.svgs:
            svg = self.svgs[key]
            return f'{legend}<div class="graph">{svg[svg.index("<svg"):]}</div>'
        return (f'{legend}<p class="muted">Graphviz is not installed, so here is the map as DOT text '
                f'(draw it with <code>dot -Tsvg</code>).</p><pre>{escape(dot)}</pre>')

    def overview(self) -> graph.LawGraph:
        """The overview map: the articles the KB encodes and how their rules interact (derive, defeat);
        the references, and the articles only referred to, are on each article's own map."""
        return self.graph.by_article(kinds=(graph.DERIVES, graph.DEFEATS), encoded_only=True)

    def map_page(self) -> str:
        body = ("<p>Each box is an article of the Laws that the knowledge base encodes; an arrow joins two articles "
                "whose rules interact (one derives facts the other's rules use, or defeats them), and its number "
                "counts the links between their paragraphs. Click a box to open the article's own map, where each "
                "box is a paragraph and the references to other laws are drawn too.</p>"
                + self._graph_html(None))
        return page("Map of the Laws", body)

    def article(self, article: str) -> str:
        """An article's page: its paragraphs and its map (its paragraphs, and those linked to them)."""
        laws = [law for law in self.kb.laws if graph.article_of(law) == article]
        body = (f"<p>Paragraphs: {self._link_laws(laws)}</p><p>Each box is a law paragraph, grouped by article; "
                "dashed boxes are paragraphs referred to but not in the knowledge base. Hover over an arrow for the "
                "facts or rules behind it; click a box to open its page.</p>" + self._graph_html(("article", article)))
        return page(f"Law {article} on the map", body)

    # ------------------------------------------------------------ index
    def index(self) -> str:
        from engine.teaching.coverage import coverage

        report = coverage(self.kb, self.kb_dir)
        status = {(s["file"], row["law"]): row for s in report["sources"] for row in s["paragraphs"]}
        parts = ["<p>The Laws of Duplicate Bridge as a rule base: for each law paragraph, its wording in each "
                 "edition, the rules that encode it, how it interacts with the others and the example incidents "
                 f"that exercise it. {len(self.kb.laws)} paragraphs, {len(self.kb.rules)} rules, "
                 f"{len(self.examples)} example incidents.</p>",
                 f'<p>{_a("graph.html", "Map of the Laws")} · {_a("editions.html", "What changed between the editions")}'
                 f' · {_a("examples.html", "Example incidents")} · {_a("vocabulary.html", "The vocabulary of incidents")}</p>',
                 "<h2>Coverage</h2><ul>"]
        parts += [f'<li class="status-{_slug(k).replace("_", "-")}">{escape(k)}: {n} paragraph(s)</li>'
                  for k, n in sorted(report["summary"].items())]
        parts.append("</ul><h2>Sources</h2><table><tr><th>File</th><th>Title</th><th>Editions</th><th>Paragraphs</th></tr>")
        for source in sorted(self.kb.sources.values(), key=lambda s: s.file):
            cells = []
            for law, _ in source.paragraphs:
                row = status.get((source.file, law), {})
                cells.append(f'<span class="status-{_slug(row.get("status", "")).replace("_", "-")}" '
                             f'title="{escape(row.get("status", ""))}">{self._link_law(law)}</span>')
            parts.append(f"<tr><td><code>{escape(source.file)}</code></td><td>{escape(source.title)}</td>"
                         f"<td>{escape(', '.join(source.editions))}</td><td>{', '.join(cells)}</td></tr>")
        parts.append("</table><h2>Articles</h2>")
        articles: dict[str, list[str]] = {}
        for law in self._laws():
            articles.setdefault(re.match(r"\d*", law).group(0), []).append(law)
        for article, laws in articles.items():
            parts.append(f'<h3 id="article-{article}">Law {escape(article)}</h3><table class="laws">')
            for law in laws:
                blocks = self.kb.laws[law]
                editions = ", ".join(e for b in blocks for e in b.editions)
                used = sum(law in e.laws for e in self.examples)
                parts.append(f"<tr><td>{self._link_law(law)}</td><td>{escape(self._title(law))}</td>"
                             f"<td>{escape(editions)}</td><td>{len(self.kb.rules_implementing(law))} rule(s)</td>"
                             f"<td>{used} example(s)</td></tr>")
            parts.append("</table>")
        return page(BOOK_TITLE, "\n".join(parts))

    # ------------------------------------------------------------ a law paragraph
    def law(self, law: str) -> str:
        blocks = sorted(self.kb.laws[law], key=lambda b: b.editions)
        parts = [self._block(b) for b in blocks]
        parts.append(self._references(law))
        rules = self.kb.rules_implementing(law)
        parts.append(f"<h2>Rules ({len(rules)})</h2>")
        parts += [self._rule(r) for r in rules] or ['<p class="muted">No rule encodes this paragraph.</p>']
        parts.append("<h2>On the map</h2>" + self._graph_html(law))
        examples = [e for e in self.examples if law in e.laws]
        parts.append(f"<h2>Example incidents ({len(examples)})</h2>")
        for e in examples:
            parts.append(f'<h3>{_a(e.page, e.name)}</h3><p>{escape(e.story)}</p>'
                         f"<details><summary>The ruling</summary><pre>{escape(e.text)}</pre></details>")
        if not examples:
            parts.append('<p class="muted">No example incident exercises this paragraph.</p>')
        return page(f"Law {law}: {self._title(law)}", "\n".join(parts), f"Editions: {', '.join(e for b in blocks for e in b.editions)}")

    def _block(self, block: ast.LawDecl) -> str:
        """One block of a paragraph: its editions and title, wording, source and notes."""
        text = paragraph(self.kb, block)
        eds = ", ".join(block.editions)
        out = [f'<section class="block" id="edition-{"-".join(block.editions)}"><h2>{escape(eds)}: {escape(block.title)}</h2>',
               _wording_html(text)]
        source = text.get("source")
        if source:
            summary = " (a summary, not the Law's text)" if source["summary"] else ""
            out.append(f'<p class="meta">Source: <code>{escape(source["file"])}</code>, '
                       f"{escape(source['article'])}{summary}</p>")
        for key, label in NOTES:
            if key in text:
                out.append(f'<p class="{"gist" if key == "gist" else "meta"}"><strong>{label}:</strong> '
                           f"{escape(text[key])}</p>")
        return "\n".join(o for o in out if o) + "</section>"

    def _references(self, law: str) -> str:
        """The paragraphs this one refers to, and those that name it in their ``see``."""
        see = {t for b in self.kb.laws[law] for t, _ in b.see}
        by = {other for other, blocks in self.kb.laws.items() for b in blocks if any(t == law for t, _ in b.see)}
        return ("<h2>Cross-references</h2><ul>"
                f"<li>Refers to: {self._link_laws(see) or 'none'}</li>"
                f"<li>Referred to by: {self._link_laws(by) or 'none'}</li></ul>")

    def _rule(self, rule: ast.RuleDecl) -> str:
        info = self.kb.info[rule.name]
        out = [f'<section class="rule" id="rule-{escape(rule.name)}"><h3><code>{escape(rule.name)}</code></h3>',
               f"<p>{escape(rule.doc)}</p>" if rule.doc else "",
               f'<p class="meta">Implements {", ".join(self._link_law(law) for law in rule.law_ids)}; '
               f"editions {escape(', '.join(rule.editions))}</p><ul>"]
        for fact in dict.fromkeys(info.reads + info.negated):
            writers = [r for r in self.kb.rules_deriving.get(fact, ()) if set(r.editions) & set(rule.editions)]
            if writers:
                where = "derived under " + self._link_laws({law for r in writers for law in r.law_ids})
            else:
                where = "stated by the incident"
            neg = " (must be absent)" if fact in info.negated and fact not in info.reads else ""
            out.append(f"<li>Uses <code>{escape(fact)}</code>{neg}: {where}</li>")
        for fact in dict.fromkeys(info.writes):
            out.append(f"<li>Derives <code>{escape(fact)}</code></li>")
        for c in rule.conclusions:
            if isinstance(c, ast.Rectify):
                under = f" under {self._link_law(c.under)}" if c.under else ""
                out.append(f"<li>Rectifies: <code>{escape(c.action)}</code> ({escape(c.modality)}){under}</li>")
        for defeats in rule.defeats:
            out.append("<li>Defeats " + ", ".join(self._link_rule(n) for n, _ in defeats.rules) + "</li>")
        defeaters = self.kb.defeaters.get(rule.name, ())
        if defeaters:
            out.append("<li>Defeated by " + ", ".join(self._link_rule(r.name) for r, _ in defeaters) + "</li>")
        out.append(f'</ul><pre class="law"><code>{highlight_law(span_text(self.kb, rule.span))}</code></pre></section>')
        return "\n".join(o for o in out if o)

    # ------------------------------------------------------------ examples and editions
    def examples_page(self) -> str:
        rows = []
        for e in self.examples:
            laws = self._link_laws(e.laws)
            rows.append(f"<tr><td>{_a(e.page, e.name)}</td><td>{escape(e.ruling['edition'])}</td>"
                        f"<td>{escape(e.story)}</td><td>{laws}</td></tr>")
        body = ("<table><tr><th>Incident</th><th>Edition</th><th>Story</th><th>Laws it exercises</th></tr>"
                + "".join(rows) + "</table>")
        return page("Example incidents", body)

    def vocabulary_page(self) -> str:
        """What an incident may state (``engine vocabulary``), and what the rules derive."""
        from engine.teaching.vocabulary import vocabulary

        vocab = vocabulary(self.kb, self.kb_dir)
        parts = ["<p>An incident file is a JSON object with these keys and one key per fact kind below "
                 "(<code>engine schema</code> gives the JSON Schema).</p><ul>"]
        parts += [f"<li><code>{escape(k['key'])}</code>: {escape(k['meaning'])}</li>" for k in vocab["keys"]]
        parts.append("</ul><h2>Facts an incident states</h2>")
        for fact in vocab["incident_facts"]:
            parts.append(f'<h3 id="fact-{escape(fact["fact"])}"><code>{escape(fact["fact"])}</code></h3>'
                         f"<p>{escape(fact['meaning'])} ({'one object' if fact['one'] else 'a list of objects'})</p>"
                         "<table><tr><th>Field</th><th>Type and values</th><th>Meaning</th></tr>")
            for field in fact["fields"]:
                values = ", ".join(field.get("values", ())) or ""
                extra = " (optional)" if field.get("optional") else f" (default {json.dumps(field['default'])})" if "default" in field else ""
                parts.append(f"<tr><td><code>{escape(field['field'])}</code>{escape(extra)}</td>"
                             f"<td>{escape(field['type'])}{': ' + escape(values) if values else ''}</td>"
                             f"<td>{escape(field['meaning'])}</td></tr>")
            parts.append("</table>")
            if "example" in fact:
                parts.append(f"<p>Example: <code>{escape(json.dumps(fact['example'], ensure_ascii=False))}</code></p>")
        parts.append("<h2>Facts the rules derive (an incident does not state them)</h2><ul>")
        parts += [f"<li><code>{escape(f['fact'])}</code>: {escape(f['meaning'])} ({self._link_laws(f['derived_by']) or 'no rule'})</li>"
                  for f in vocab["derived_facts"]]
        parts.append("</ul>")
        return page("The vocabulary of incidents", "\n".join(parts))

    def example_page(self, e: Example) -> str:
        laws = self._link_laws(e.laws) or "none"
        body = (f"<p>{escape(e.story)}</p><p>Laws it exercises: {laws}</p><h2>The ruling</h2>"
                f"<pre>{escape(e.text)}</pre><h2>The incident</h2>"
                f"<pre>{escape(json.dumps(e.data, indent=2, ensure_ascii=False))}</pre>")
        return page(f"Example: {e.name}", body, f"kb/examples/{e.name}.json, ruled under the {e.ruling['edition']} Laws")

    def editions_page(self) -> str:
        from engine.teaching.editions import editions_table

        editions = self.kb.editions
        table = editions_table(self.kb)
        header = "".join(f"<th>{escape(e)}</th>" for e in editions)
        parts = [f"<p>The {len(table)} paragraphs whose text differs between two editions, as the knowledge base "
                 f"records them, one column per edition ({', '.join(editions)}). A paragraph an edition does not "
                 "have at all (new later, or ended earlier) is told apart from one the KB does not encode for it.</p>"]
        for item in table:
            cells = "".join(f'<td class="side">{self._side(item[e])}</td>' for e in editions)
            parts.append(f"<h2>{self._link_law(item['law'])}</h2><p class=\"meta\">{escape('; '.join(item['changes']))}</p>"
                         f"<table><tr>{header}</tr><tr>{cells}</tr></table>")
        return page(f"What changed from {editions[0]} to {editions[-1]}", "\n".join(parts))

    def _side(self, side: dict[str, Any]) -> str:
        """One edition's side of a paragraph in the editions page (``engine.teaching.editions``)."""
        if "absent" in side:
            what = "No such paragraph in this edition" if side["absent"] == "no_such_paragraph" else "Not encoded"
            return f'<p class="muted">{what}: {escape(side["why"])}.</p>'
        out = [f"<strong>{escape(side['title'])}</strong>", _wording_html(side)]
        if "gist" in side:
            out.append(f'<p class="gist">In short: {escape(side["gist"])}</p>')
        rules = ", ".join(self._link_rule(r["rule"]) for r in side["rules"]) or "none"
        out.append(f'<p class="meta">Rules: {rules}</p>')
        return "".join(out)
