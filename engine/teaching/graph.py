"""The map of the Laws' interactions, computed from the knowledge base itself.

Nodes are law paragraphs, grouped by article. Edges are of three kinds:

- *refers to*: a law block of A names B in its ``see`` entry;
- *derives facts used by*: a rule implementing A derives a fact kind that a rule
  implementing B reads (positively or under ``not``), in an edition both share;
- *defeats*: a rule implementing A defeats a rule implementing B.

The graph prints as Graphviz DOT (text, deterministic order), as SVG (by
running Graphviz's ``dot -Tsvg``) or as a Mermaid ``flowchart``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
from typing import Callable, Iterable

from engine.errors import Diagnostic, EngineError
from engine.language.knowledge import KnowledgeBase
from engine.ruling.query import law_sort_key

REFERS, DERIVES, DEFEATS = "refers to", "derives facts used by", "defeats"
KINDS = (DERIVES, DEFEATS, REFERS)
KIND_NAMES = {"derives": DERIVES, "defeats": DEFEATS, "refers": REFERS}  # as --kind spells them
DIRECTIONS = ("in", "out", "both")
_DOT_STYLE = {
    DERIVES: 'color="#1f5fa8", penwidth=1.4',
    DEFEATS: 'color="#b3261e", penwidth=2.2, arrowhead=tee',
    REFERS: 'color="#6b6b6b", style=dashed, arrowhead=open',
}
_MERMAID_ARROW = {DERIVES: "-->", DEFEATS: "==>", REFERS: "-.->"}
GRAPHVIZ_MISSING = "Graphviz is not installed: install the Debian package graphviz (apt-get install graphviz) or run scripts/bootstrap"


@dataclass(frozen=True)
class Node:
    law: str
    title: str
    editions: tuple[str, ...]
    in_kb: bool  # False: a 'see' target the knowledge base has no block for

    @property
    def article(self) -> str:
        return article_of(self.law)


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    kind: str
    editions: tuple[str, ...]
    via: tuple[str, ...]  # the fact kinds passed on, or the rules defeated (none for "refers to")
    count: int = 0  # in an overview by article: how many paragraph edges this edge stands for

    def tooltip(self) -> str:
        via = f": {', '.join(self.via)}" if self.via else ""
        return f"{self.source} {self.kind} {self.target} ({', '.join(self.editions)}){via}"


@dataclass(frozen=True)
class LawGraph:
    nodes: tuple[Node, ...]
    edges: tuple[Edge, ...]
    overview: bool = False  # nodes are articles (``by_article``)

    def around(self, law: str) -> LawGraph:
        """The neighbourhood of one paragraph: it, its edges and the paragraphs at their other end."""
        return self.neighbourhood(law)

    def neighbourhood(self, law: str, depth: int = 1, direction: str = "both") -> LawGraph:
        """The paragraphs within ``depth`` edges of one, following edges out of it, into it or both ways."""
        keep, frontier, edges = {law}, {law}, set()
        for _ in range(depth):
            step = {e for e in self.edges if (direction != "in" and e.source in frontier)
                    or (direction != "out" and e.target in frontier)}
            edges |= step
            frontier = {end for e in step for end in (e.source, e.target)} - keep
            keep |= frontier
        return self._keeping(keep, edges)

    def of_kinds(self, kinds: Iterable[str]) -> LawGraph:
        """Only the edges of these kinds, and the paragraphs they join."""
        edges = {e for e in self.edges if e.kind in set(kinds)}
        return self._keeping({end for e in edges for end in (e.source, e.target)}, edges)

    def of_article(self, article: str) -> LawGraph:
        """An article's paragraphs, every edge touching them and the paragraphs at the other end."""
        own = {n.law for n in self.nodes if n.article == article}
        edges = {e for e in self.edges if e.source in own or e.target in own}
        return self._keeping(own | {end for e in edges for end in (e.source, e.target)}, edges)

    def by_article(self, kinds: Iterable[str] = KINDS, encoded_only: bool = False) -> LawGraph:
        """The overview: one node per article, one edge per pair of articles with its count.

        The edge takes the style of the strongest kind among those it stands for
        (defeats, then derives, then refers to), so the map stays legible.
        """
        nodes: dict[str, list[Node]] = {}
        for node in self.nodes:
            if node.in_kb or not encoded_only:
                nodes.setdefault(node.article, []).append(node)
        kinds = set(kinds)
        counts: dict[tuple[str, str], tuple[int, set[str], str]] = {}
        for e in self.edges:
            a, b = article_of(e.source), article_of(e.target)
            if a != b and e.kind in kinds and a in nodes and b in nodes:
                n, eds, kind = counts.get((a, b), (0, set(), REFERS))
                strongest = min(kind, e.kind, key=(DEFEATS, DERIVES, REFERS).index)
                counts[(a, b)] = (n + 1, eds | set(e.editions), strongest)
        article_nodes = tuple(
            Node(article, f"{len(members)} paragraph(s)", tuple(sorted({ed for m in members for ed in m.editions})),
                 any(m.in_kb for m in members))
            for article, members in sorted(nodes.items(), key=lambda i: law_sort_key(i[0]))
        )
        edges = tuple(Edge(a, b, kind, tuple(sorted(eds)), (), n)
                      for (a, b), (n, eds, kind) in sorted(counts.items(), key=lambda i: _edge_key(*i[0], i[1][2])))
        return LawGraph(article_nodes, edges, overview=True)

    def _keeping(self, laws: set[str], edges: Iterable[Edge]) -> LawGraph:
        kept = set(edges)
        return LawGraph(tuple(n for n in self.nodes if n.law in laws), tuple(e for e in self.edges if e in kept))


def law_graph(kb: KnowledgeBase, edition: str | None = None) -> LawGraph:
    """The interactions of the KB's paragraphs (in one edition, or across all of them)."""
    def wanted(editions: Iterable[str]) -> tuple[str, ...]:
        return tuple(sorted(e for e in editions if edition in (None, e)))

    found: dict[tuple[str, str, str], tuple[set[str], set[str]]] = {}

    def add(source: str, target: str, kind: str, editions: Iterable[str], via: str | None = None) -> None:
        editions = wanted(editions)
        if source == target or not editions:
            return
        eds, vias = found.setdefault((source, target, kind), (set(), set()))
        eds.update(editions)
        if via:
            vias.add(via)

    for law, blocks in kb.laws.items():
        for block in blocks:
            for target, _ in block.see:
                add(law, target, REFERS, block.editions)
    rules = kb.rules
    for writer in rules:
        for reader in rules:
            facts = set(kb.info[writer.name].writes) & set(kb.info[reader.name].reads + kb.info[reader.name].negated)
            shared = set(writer.editions) & set(reader.editions)
            for fact in facts:
                for a in writer.law_ids:
                    for b in reader.law_ids:
                        add(a, b, DERIVES, shared, fact)
    for rule in rules:
        for defeats in rule.defeats:
            for target_name, _ in defeats.rules:
                target = kb.rule_by_name.get(target_name)
                if target is None:
                    continue
                shared = set(rule.editions) & set(target.editions)
                for a in rule.law_ids:
                    for b in target.law_ids:
                        add(a, b, DEFEATS, shared, target_name)
    edges = tuple(
        Edge(s, t, k, tuple(sorted(eds)), tuple(sorted(vias)))
        for (s, t, k), (eds, vias) in sorted(found.items(), key=lambda i: _edge_key(*i[0]))
    )
    return LawGraph(_nodes(kb, edges, wanted), edges)


def select(graph: LawGraph, law: str | None = None, depth: int = 1, direction: str = "both",
           kinds: Iterable[str] = (), article: str | None = None, by_article: bool = False) -> LawGraph:
    """The part of the map a reader asks for (``engine graph``'s filters), in this order:
    edge kinds, one article's paragraphs, one paragraph's neighbourhood, the overview by article."""
    if kinds:
        graph = graph.of_kinds(kinds)
    if article is not None:
        graph = graph.of_article(article)
    if law is not None:
        graph = graph.neighbourhood(law, depth, direction)
    return graph.by_article() if by_article else graph


def article_of(law: str) -> str:
    """The article a paragraph belongs to: 64 for 64A1."""
    return re.match(r"\d*", law).group(0) or law


def _nodes(kb: KnowledgeBase, edges: tuple[Edge, ...], wanted: Callable) -> tuple[Node, ...]:
    nodes = {}
    for law, blocks in kb.laws.items():
        editions = wanted(e for b in blocks for e in b.editions)
        if editions:
            nodes[law] = Node(law, blocks[-1].title, editions, True)
    for edge in edges:
        for law in (edge.source, edge.target):
            nodes.setdefault(law, Node(law, "", (), law in kb.laws))
    return tuple(sorted(nodes.values(), key=lambda n: law_sort_key(n.law)))


def _edge_key(source: str, target: str, kind: str) -> tuple:
    return (KINDS.index(kind), law_sort_key(source), law_sort_key(target))


def _by_article(graph: LawGraph) -> list[tuple[str, list[Node]]]:
    """The graph's nodes grouped by article, articles in law order (a cluster or subgraph each)."""
    articles: dict[str, list[Node]] = {}
    for node in graph.nodes:
        articles.setdefault(node.article, []).append(node)
    return sorted(articles.items(), key=lambda i: law_sort_key(i[0]))


# ---------------------------------------------------------------- DOT


def _q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def to_dot(graph: LawGraph, href: Callable[[str], str | None] | None = None, legend: bool = True) -> str:
    """Graphviz DOT text: one cluster per article, one style per edge kind, and (unless told not to) a legend.

    ``href(law)`` gives a node's link (for the SVG), or None for no link. An
    overview by article (``LawGraph.by_article``) has no clusters: its nodes are
    the articles, and each edge is labelled with how many edges it stands for.
    """
    if graph.overview:
        return _overview_dot(graph, href, legend)
    lines = [
        "digraph laws {",
        # newrank: rank the clusters together; without it Graphviz fails ("trouble in init_rank") on some KBs
        '  graph [rankdir=LR, newrank=true, fontname="Helvetica", fontsize=11, nodesep=0.25, ranksep=0.6];',
        '  node [shape=box, style="rounded,filled", fillcolor="#f6f3e9", fontname="Helvetica", fontsize=10];',
        '  edge [fontname="Helvetica", fontsize=8];',
    ]
    for article, nodes in _by_article(graph):
        lines.append(f"  subgraph {_q('cluster_' + article)} {{")
        lines.append(f'    label={_q("Law " + article)}; style="rounded"; color="#b8b0a0";')
        for node in nodes:
            label = f"{node.law}\n{node.title}" if node.title else node.law
            attrs = [f"label={_q(label)}"]
            tip = f"{node.law} {node.title} ({', '.join(node.editions)})" if node.in_kb else f"{node.law}: not in the knowledge base"
            attrs.append(f"tooltip={_q(tip)}")
            if not node.in_kb:
                attrs.append('style="rounded,dashed", fillcolor="#ffffff"')
            link = href(node.law) if href else None
            if link:
                attrs.append(f"URL={_q(link)}")
            lines.append(f"    {_q(node.law)} [{', '.join(attrs)}];")
        lines.append("  }")
    for edge in graph.edges:
        attrs = [_DOT_STYLE[edge.kind], f"tooltip={_q(edge.tooltip())}"]
        lines.append(f"  {_q(edge.source)} -> {_q(edge.target)} [{', '.join(attrs)}];")
    lines += _dot_legend() if legend else []
    lines.append("}")
    return "\n".join(lines) + "\n"


def _overview_dot(graph: LawGraph, href: Callable[[str], str | None] | None, legend: bool) -> str:
    lines = [
        "digraph laws {",
        '  graph [rankdir=LR, fontname="Helvetica", fontsize=14, nodesep=0.35, ranksep=1.1];',
        '  node [shape=box, style="rounded,filled", fillcolor="#f6f3e9", fontname="Helvetica", fontsize=16];',
        '  edge [fontname="Helvetica", fontsize=13];',
    ]
    for node in graph.nodes:
        attrs = [f"label={_q('Law ' + node.law + chr(10) + node.title)}", f"tooltip={_q('Law ' + node.law)}"]
        link = href(node.law) if href else None
        if link:
            attrs.append(f"URL={_q(link)}")
        lines.append(f"  {_q(node.law)} [{', '.join(attrs)}];")
    for edge in graph.edges:
        tip = f"Law {edge.source} -> Law {edge.target}: {edge.count} link(s) between their paragraphs"
        attrs = [_DOT_STYLE[edge.kind], f"label={_q(str(edge.count))}", f"tooltip={_q(tip)}"]
        lines.append(f"  {_q(edge.source)} -> {_q(edge.target)} [{', '.join(attrs)}];")
    lines += _dot_legend() if legend else []
    lines.append("}")
    return "\n".join(lines) + "\n"


def _dot_legend() -> list[str]:
    lines = [
        '  subgraph "cluster_legend" {',
        '    label="Legend"; style="rounded"; color="#b8b0a0";',
        '    node [shape=plaintext, style="", fontsize=9];',
    ]
    for i, kind in enumerate(KINDS):
        lines.append(f'    "legend_{i}a" [label="A"]; "legend_{i}b" [label="B"];')
        lines.append(f'    "legend_{i}a" -> "legend_{i}b" [{_DOT_STYLE[kind]}, label={_q("A " + kind + " B")}];')
    lines.append("  }")
    return lines


def to_svg(dot_text: str) -> str:
    """The SVG Graphviz draws from DOT text; an EngineError if Graphviz is missing or fails."""
    return to_svgs([dot_text])[0]


def to_svgs(dot_texts: list[str]) -> list[str]:
    """The SVGs of several DOT graphs, drawn by one run of Graphviz (one process, not one per graph)."""
    if not dot_texts:
        return []
    dot = shutil.which("dot")
    if dot is None:
        raise EngineError(Diagnostic(GRAPHVIZ_MISSING))
    try:
        result = subprocess.run([dot, "-Tsvg"], input="".join(dot_texts).encode("utf-8"), capture_output=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise EngineError(Diagnostic(f"Graphviz's dot could not run: {error}")) from None
    if result.returncode != 0:
        raise EngineError(Diagnostic(f"Graphviz's dot failed: {result.stderr.decode('utf-8', 'replace').strip()}"))
    svgs = re.split(r"(?=<\?xml )", result.stdout.decode("utf-8"))[1:]
    if len(svgs) != len(dot_texts):
        raise EngineError(Diagnostic(f"Graphviz's dot drew {len(svgs)} graphs of {len(dot_texts)}"))
    return svgs


# ---------------------------------------------------------------- Mermaid


def _mid(law: str) -> str:
    return "L_" + re.sub(r"\W", "_", law)


def _mtext(text: str) -> str:
    return re.sub(r'["|<>]', lambda m: f"#{ord(m.group(0))};", text)


def to_mermaid(graph: LawGraph) -> str:
    """A Mermaid ``flowchart``: one subgraph per article, one arrow style per edge kind, and a legend."""
    lines = ["flowchart LR"]
    for article, nodes in _by_article(graph):
        lines.append(f'  subgraph art_{_mid(article)}["Law {_mtext(article)}"]')
        for node in nodes:
            label = f"{node.law}<br/>{_mtext(node.title)}" if node.title else node.law
            lines.append(f'    {_mid(node.law)}["{label}"]')
        lines.append("  end")
    for edge in graph.edges:
        count = f"|{edge.count}|" if edge.count else ""
        lines.append(f"  {_mid(edge.source)} {_MERMAID_ARROW[edge.kind]}{count} {_mid(edge.target)}")
    lines.append('  subgraph legend["Legend"]')
    for i, kind in enumerate(KINDS):
        lines.append(f'    legend_{i}a["A"] {_MERMAID_ARROW[kind]}|{kind}| legend_{i}b["B"]')
    lines.append("  end")
    missing = [n for n in graph.nodes if not n.in_kb]
    if missing:
        lines.append("  classDef outside stroke-dasharray: 4 3")
        lines.append(f"  class {','.join(_mid(n.law) for n in missing)} outside")
    return "\n".join(lines) + "\n"
