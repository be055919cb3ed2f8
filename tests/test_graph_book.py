"""`engine graph`, `engine diff-editions` and `engine book`, run as a user runs them.

The book is also opened in a real browser. Headless Chromium (Debian's
``/usr/bin/chromium``, installed by scripts/bootstrap) is driven over the Chrome
DevTools Protocol on a pipe (``--remote-debugging-pipe``: NUL-separated JSON on
the browser's file descriptors 3 and 4), with the standard library only: no
WebSocket, no port, no driver. One browser loads every page in turn and the test
collects, per page, the navigation error (a missing file), the console messages
of level error, uncaught exceptions and the browser's own log entries of level
error (a stylesheet or image that fails to load); it then reads the links and
ids from the live DOM, SVG links included. This is more robust than scraping
``--enable-logging`` output, which on a machine without D-Bus is full of
unrelated errors. The links are checked a second time from the files themselves
with ``html.parser``.
"""

from __future__ import annotations

import json
import os
import queue
import re
import shutil
import subprocess
import sys
import threading
import time
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from conftest import ROOT

ENGINE = str(Path(sys.executable).parent / "engine")
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]
EDGE = re.compile(r'^  "(?P<s>[^"]+)" -> "(?P<t>[^"]+)" \[(?P<attrs>.*)\];$')


def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([ENGINE, *args], cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)


def ok(*args: str) -> str:
    result = run(*args)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return result.stdout


def require(program: str) -> str:
    path = shutil.which(program) or (program if os.access(program, os.X_OK) else None)
    if path is None:
        pytest.fail(f"{program} is missing: run scripts/bootstrap, which installs it (Debian packages graphviz, chromium)")
    return path


# ---------------------------------------------------------------- graph


@pytest.fixture(scope="module")
def dot_text():
    return ok("graph")


def dot_edges(text: str) -> dict[tuple[str, str, str], str]:
    edges = {}
    for line in text.splitlines():
        m = EDGE.match(line)
        if m and not m["s"].startswith("legend_"):
            kind = re.search(r'tooltip="' + re.escape(m["s"]) + r" (.+?) " + re.escape(m["t"]) + r" \(", m["attrs"])
            assert kind, line
            edges[(m["s"], m["t"], kind.group(1))] = m["attrs"]
    return edges


def test_dot_has_the_revoke_interactions(dot_text):
    edges = dot_edges(dot_text)
    assert ("63A1", "64A1", "derives facts used by") in edges
    assert "revoke_established" in edges[("63A1", "64A1", "derives facts used by")]
    assert ("61A", "63A1", "derives facts used by") in edges
    assert ("64B4", "64A1", "defeats") in edges
    assert ("64B1", "64A2", "defeats") in edges
    assert ("63C", "62D1", "refers to") in edges
    assert ("64B7", "64C", "refers to") in edges
    assert ("64A1", "64B4", "defeats") not in edges  # direction matters


def test_graph_filters_by_law_depth_direction_kind_and_article():
    around = dot_edges(ok("graph", "--law", "64A1"))
    assert around and all("64A1" in (s, t) for s, t, _ in around)
    assert ("64B4", "64A1", "defeats") in around and ("63A1", "64A1", "derives facts used by") in around
    into = dot_edges(ok("graph", "--law", "64A1", "--direction", "in", "--depth", "2"))
    assert ("61A", "63A1", "derives facts used by") in into  # two steps into 64A1
    assert not any(s == "64A1" for s, _, _ in into)  # nothing out of it
    defeats = dot_edges(ok("graph", "--kind", "defeats", "--article", "64"))
    assert defeats and {k for _, _, k in defeats} == {"defeats"}
    assert all(s.startswith("64") or t.startswith("64") for s, t, _ in defeats)
    result = run("graph", "--law", "99Z")
    assert result.returncode == 2 and "no paragraph 99Z" in result.stderr


def test_graph_overview_has_one_box_per_article_and_counted_edges():
    text = ok("graph", "--articles")
    assert "cluster_64" not in text and '"64" [label="Law 64' in text
    assert re.search(r'"63" -> "64" \[.*label="\d+"', text)


def test_dot_styles_clusters_legend_and_order(dot_text):
    assert dot_text.startswith("digraph laws {") and dot_text.rstrip().endswith("}")
    styles = {kind: {re.sub(r", tooltip=.*", "", a) for (_, _, k), a in dot_edges(dot_text).items() if k == kind}
              for kind in ("derives facts used by", "defeats", "refers to")}
    assert all(len(s) == 1 for s in styles.values()), styles  # one style per kind ...
    assert len({next(iter(s)) for s in styles.values()}) == 3  # ... and three distinct ones
    assert 'subgraph "cluster_64" {' in dot_text and 'label="Law 64"' in dot_text
    assert 'subgraph "cluster_legend"' in dot_text
    for kind in styles:
        assert f'label="A {kind} B"' in dot_text
    assert ok("graph") == dot_text  # deterministic


def test_graph_for_one_edition():
    edges = dot_edges(ok("graph", "--edition", "1997"))
    assert ("63C", "62D1", "refers to") in edges
    assert not any("64B7" in (s, t) for s, t, _ in edges)  # 64B7 is 2007 only


def test_mermaid_is_a_well_formed_flowchart():
    text = ok("graph", "--format", "mermaid")
    lines = text.splitlines()
    assert lines[0] == "flowchart LR"
    depth, defined, used = 0, set(), set()
    for line in lines[1:]:
        if m := re.fullmatch(r"\s*subgraph (\w+)\[\"[^\"]*\"\]", line):
            depth += 1
        elif line.strip() == "end":
            depth -= 1
            assert depth >= 0
        elif m := re.fullmatch(r"\s*(L_\w+)\[\"[^\"]*\"\]", line):
            defined.add(m[1])
        elif m := re.fullmatch(r"\s*(L_\w+) (-->|==>|-\.->) (L_\w+)", line):
            used.update((m[1], m[3]))
        elif not re.fullmatch(r"\s*(legend_\w+\[\"A\"\] \S+\|[a-z ]+\| legend_\w+\[\"B\"\]|classDef .*|class [\w,]+ \w+)", line):
            pytest.fail(f"unexpected Mermaid line: {line!r}")
    assert depth == 0
    assert used <= defined and {"L_63A1", "L_64A1", "L_62D1"} <= used
    assert "  L_64B4 ==> L_64A1" in lines and "  L_63A1 --> L_64A1" in lines and "  L_63C -.-> L_62D1" in lines


def test_svg_is_drawn_by_graphviz():
    require("dot")
    svg = ok("graph", "--format", "svg")
    root = ElementTree.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    titles = {t.text for t in root.iter("{http://www.w3.org/2000/svg}title")}
    assert {"64A1", "63A1", "63A1->64A1", "64B4->64A1"} <= titles


def test_svg_without_graphviz_is_a_clear_error(tmp_path):
    result = run("graph", "--format", "svg", env={**os.environ, "PATH": str(tmp_path)})
    assert result.returncode == 2
    assert "install the Debian package graphviz" in result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""


# ---------------------------------------------------------------- editions


def test_diff_editions_json():
    diff = json.loads(ok("diff-editions", "1997", "2007", "--format", "json"))
    by_law = {p["law"]: p for p in diff["paragraphs"]}
    a2 = by_law["64A2"]
    assert a2["status"] == "wording differs"
    assert a2["1997"]["quote"].startswith("Als een verzaking voldongen is") and a2["1997"]["language"] == "nl"
    assert a2["2007"]["language"] == "es"
    assert "extra_trick_transferred_1997" in {r["rule"] for r in a2["1997"]["rules"]}
    assert "extra_trick_transferred_1997" not in {r["rule"] for r in a2["2007"]["rules"]}
    b7 = by_law["64B7"]  # the KB says 2007 added it: 1997 has no such paragraph
    assert b7["change"] == "new" and b7["status"].startswith("new in 2007; the paragraph is new in 2007")
    assert b7["1997"]["absent"] == "no_such_paragraph"
    c7 = by_law["7C"]  # the KB's sources give only the 2007 text of 7C
    assert c7["change"] == "not_encoded_in_old" and c7["status"].startswith("encoded only for 2007; the 1997 Laws have")
    assert c7["1997"] == {"absent": "not_encoded", "why": c7["1997"]["why"]}
    c = by_law["63C"]  # the KB says 1997 63C ends with 1997 (2007 numbers it 63B): 2007 has no such paragraph
    assert c["change"] == "ended" and c["2007"] == {"absent": "no_such_paragraph", "why": c["2007"]["why"]}
    assert "63B" in c["2007"]["why"]
    assert b7["2007"]["unquoted"] and "both_sides_revoked_2007" in {r["rule"] for r in b7["2007"]["rules"]}
    assert "64A1" not in by_law or by_law["64A1"]["status"] == "wording differs"
    assert "both_sides_revoked_2007" in {r["rule"] for r in diff["rules"]["only_2007"]}
    assert "extra_trick_transferred_1997" in {r["rule"] for r in diff["rules"]["only_1997"]}


def test_diff_editions_text_is_side_by_side():
    text = ok("diff-editions", "1997", "2007")
    assert "Law 64A2: wording differs" in text and "Law 64B7: new in 2007" in text
    block = text[text.index("Law 64B7: new in 2007"):]
    assert re.search(r"^\(no 1997 paragraph\) +\| Both sides revoked on the same board$", block, re.M)
    block = text[text.index("Law 7C: encoded only for 2007"):]
    assert re.search(r"^\(not encoded for 1997\) +\| Returning the cards to the board$", block, re.M)
    assert re.search(r"^1997 +\| 2007$", block, re.M)
    ended = text[text.index("Law 63C: not in 2007"):]
    assert re.search(r"^Revoke may not be corrected +\| \(no 2007 paragraph\)$", ended, re.M)


def test_diff_editions_of_one_law():
    diff = json.loads(ok("diff-editions", "1997", "2007", "--law", "63", "--format", "json"))
    assert diff["law"] == "63" and {p["law"] for p in diff["paragraphs"]} <= {"63A1", "63A2", "63A3", "63B", "63C"}
    assert all(any(law.startswith("63") for law in r["laws"]) for r in diff["rules"]["only_1997"] + diff["rules"]["only_2007"])
    result = run("diff-editions", "1997", "2007", "--law", "99")
    assert result.returncode == 2 and "no paragraph within Law 99" in result.stderr and "Traceback" not in result.stderr


def test_diff_editions_bad_input():
    result = run("diff-editions", "1997", "1997")
    assert result.returncode == 2 and "two different editions" in result.stderr
    result = run("diff-editions", "1997", "1963")
    assert result.returncode == 2 and "Traceback" not in result.stderr


# ---------------------------------------------------------------- book


@pytest.fixture(scope="module")
def book(tmp_path_factory):
    out = tmp_path_factory.mktemp("book") / "laws"
    result = run("book", str(out))
    assert result.returncode == 0, result.stderr
    return out


class PageParser(HTMLParser):
    """The links, ids, scripts and external references of one HTML page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links, self.ids, self.scripts, self.resources = [], set(), 0, []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and (attrs.get("href") or attrs.get("xlink:href")):
            self.links.append(attrs.get("href") or attrs["xlink:href"])
        if tag == "script":
            self.scripts += 1
        for name in ("src", "href"):
            if tag != "a" and attrs.get(name):
                self.resources.append(attrs[name])

    handle_startendtag = handle_starttag


def parse_page(path: Path) -> PageParser:
    parser = PageParser()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def test_book_pages_and_content(book):
    pages = {p.name for p in book.glob("*.html")}
    assert {"index.html", "graph.html", "editions.html", "examples.html", "law-64A1.html", "law-64B7.html"} <= pages
    assert (book / ".engine-book").is_file() and (book / "style.css").is_file()
    page = (book / "law-64A1.html").read_text(encoding="utf-8")
    assert "Als een verzaking voldongen is" in page and 'lang="nl"' in page and 'lang="es"' in page
    assert '<a href="law-63A1.html">63A1</a>' in page  # revoke_established is derived under 63A1
    assert 'id="rule-revoke_trick_transferred"' in page
    assert "Tricks transferred: 2 to North-South" in page  # an example's text ruling
    assert "revoke-established-offender-won-trick" in page
    assert ('<svg' in page) == bool(shutil.which("dot"))
    refers = (book / "law-63C.html").read_text(encoding="utf-8")
    assert re.search(r'Refers to: .*<a href="law-62D1.html">62D1</a>', refers)
    assert re.search(r'Referred to by: .*<a href="law-63C.html">63C</a>', (book / "law-62D1.html").read_text(encoding="utf-8"))
    index = (book / "index.html").read_text(encoding="utf-8")
    assert "004_23917beee03997d2.txt" in index and "Coverage" in index and 'href="law-64B7.html"' in index
    editions = (book / "editions.html").read_text(encoding="utf-8")
    assert "64B7" in editions and "encoded only for 2007" in editions
    vocabulary = (book / "vocabulary.html").read_text(encoding="utf-8")
    assert 'id="fact-call_taken_back"' in vocabulary and '<a href="law-61A.html">61A</a>' in vocabulary
    overview = (book / "graph.html").read_text(encoding="utf-8")
    assert "article-64.html" in overview and "law-64A1.html" not in overview  # boxes are articles
    article = (book / "article-64.html").read_text(encoding="utf-8")
    assert '<a href="law-64A1.html">64A1</a>' in article and ("law-64A1.html" in article.split("</p>", 1)[1]) == bool(shutil.which("dot"))


def test_book_links_resolve_per_html_parser(book):
    pages = {p.name: parse_page(p) for p in book.glob("*.html")}
    for name, parsed in pages.items():
        assert parsed.scripts == 0, f"{name} has a script"
        for ref in parsed.resources:
            assert not urlsplit(ref).scheme and not ref.startswith("//"), f"{name}: external resource {ref}"
            assert (book / ref).is_file(), f"{name}: missing {ref}"
        for link in parsed.links:
            parts = urlsplit(link)
            assert not parts.scheme and not parts.netloc, f"{name}: external link {link}"
            target = unquote(parts.path) or name
            assert target in pages, f"{name}: broken link {link}"
            if parts.fragment:
                assert unquote(parts.fragment) in pages[target].ids, f"{name}: no anchor for {link}"


def test_book_refuses_a_folder_that_is_not_a_book(tmp_path):
    out = tmp_path / "notes"
    out.mkdir()
    (out / "mine.txt").write_text("keep me", encoding="utf-8")
    result = run("book", str(out))
    assert result.returncode == 2 and "not a book" in result.stderr and "Traceback" not in result.stderr
    assert [p.name for p in out.iterdir()] == ["mine.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes"]


def test_book_is_replaced_whole_or_not_at_all(tmp_path):
    kb = tmp_path / "kb"  # the shipped KB with one example and no rule cases: quicker to build
    shutil.copytree(ROOT / "kb", kb, ignore=shutil.ignore_patterns("cases"))
    for other in kb.glob("examples/*.json"):
        if other.name != "revoke-twelfth-trick.json":
            other.unlink()
    out = tmp_path / "book"
    assert run("book", str(out), "--kb", str(kb)).returncode == 0
    (out / "stale.html").write_text("from a previous build", encoding="utf-8")  # a page the KB no longer has
    with (out / ".engine-book").open("a", encoding="utf-8") as marker:
        marker.write("stale.html\n")  # the earlier book wrote it (a file the user added is refused: test_hostile_input)
    assert run("book", str(out), "--kb", str(kb)).returncode == 0  # a previous book is replaced
    assert not (out / "stale.html").exists() and (out / "law-62D1.html").is_file()
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    (kb / "examples" / "broken.json").write_text("{ not json", encoding="utf-8")
    result = run("book", str(out), "--kb", str(kb))
    assert result.returncode == 2 and "broken.json" in result.stderr and "Traceback" not in result.stderr
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before  # the old book, untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["book", "kb"]  # no temporary folder left


# ---------------------------------------------------------------- the book in a browser


class Chromium:
    """Headless Chromium driven over the DevTools protocol on a pipe (see the module docstring)."""

    def __init__(self, profile: Path, log: Path):
        # The shell gives the browser our stdin/stdout pipes as its fds 3 and 4, as --remote-debugging-pipe wants.
        command = ["sh", "-c", 'exec "$@" 3<&0 4>&1 </dev/null >/dev/null', "sh", require(CHROMIUM), *CHROMIUM_FLAGS,
                   f"--user-data-dir={profile}", "--remote-debugging-pipe", "about:blank"]
        self.log = log.open("wb")
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log)
        self.inbox: queue.Queue = queue.Queue()
        self.events: list[dict] = []
        self.last_id = 0
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.send(f"{domain}.enable", session=self.session)

    def _read(self) -> None:
        buffer = b""
        while chunk := self.proc.stdout.read1(1 << 16):
            *messages, buffer = (buffer + chunk).split(b"\0")
            for message in messages:
                self.inbox.put(json.loads(message))
        self.inbox.put(None)

    def _next(self, deadline: float) -> dict:
        try:
            message = self.inbox.get(timeout=max(0.01, deadline - time.monotonic()))
        except queue.Empty:
            raise AssertionError(f"Chromium did not answer in time; its log: {self.log.name}") from None
        if message is None:
            raise AssertionError(f"Chromium closed the pipe; its log: {self.log.name}")
        return message

    def send(self, method: str, params: dict | None = None, session: str | None = None, timeout: float = 60) -> dict:
        self.last_id += 1
        message = {"id": self.last_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.proc.stdin.write(json.dumps(message).encode() + b"\0")
        self.proc.stdin.flush()
        deadline = time.monotonic() + timeout
        while True:
            reply = self._next(deadline)
            if reply.get("id") == self.last_id:
                assert "error" not in reply, f"{method}: {reply['error']}"
                return reply["result"]
            if "method" in reply:
                self.events.append(reply)

    def load(self, path: Path) -> tuple[list[str], dict]:
        """Open a page: its errors (navigation, console, exceptions, log) and what its DOM holds."""
        self.events.clear()
        navigation = self.send("Page.navigate", {"url": path.as_uri()}, session=self.session)
        errors = [f"navigation: {navigation['errorText']}"] if navigation.get("errorText") else []
        deadline = time.monotonic() + 60
        while not any(e["method"] == "Page.loadEventFired" for e in self.events):
            message = self._next(deadline)
            if "method" in message:
                self.events.append(message)
        dom = self.send("Runtime.evaluate", {"expression": DOM_SCRIPT, "returnByValue": True}, session=self.session)
        for event in self.events:
            params = event["params"]
            if event["method"] == "Runtime.exceptionThrown":
                errors.append(f"exception: {params['exceptionDetails'].get('text')}")
            elif event["method"] == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
                errors.append(f"console.{params['type']}: {params['args']}")
            elif event["method"] == "Log.entryAdded" and params["entry"]["level"] == "error":
                errors.append(f"log: {params['entry']['text']} {params['entry'].get('url', '')}")
        return errors, json.loads(dom["result"]["value"])

    def close(self) -> None:
        try:
            self.send("Browser.close", timeout=10)
        except AssertionError:
            pass
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.reader.join(timeout=10)
        for stream in (self.proc.stdin, self.proc.stdout, self.log):
            try:
                stream.close()
            except OSError:  # the browser is gone: nothing left to flush
                pass


DOM_SCRIPT = """JSON.stringify({
  links: Array.from(document.querySelectorAll('a'))
    .map(a => a.getAttribute('href') || a.getAttributeNS('http://www.w3.org/1999/xlink', 'href'))
    .filter(h => h).map(h => new URL(h, document.baseURI).href),
  ids: Array.from(document.querySelectorAll('[id]')).map(e => e.id),
  h1: (document.querySelector('h1') || {}).textContent || '',
  background: getComputedStyle(document.body).backgroundColor,
  scripts: document.scripts.length,
})"""


@pytest.fixture
def browser(tmp_path):
    chromium = Chromium(tmp_path / "profile", tmp_path / "chromium.log")
    yield chromium
    chromium.close()


def test_browser_check_catches_a_broken_page(browser, tmp_path):
    """The browser check is not vacuous: a missing stylesheet, a console error and an exception are caught."""
    bad = tmp_path / "bad.html"
    bad.write_text('<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="stylesheet" href="gone.css">'
                   '</head><body><script>console.error("boom"); missing()</script></body></html>', encoding="utf-8")
    errors, _ = browser.load(bad)
    text = "\n".join(errors)
    assert "gone.css" in text and "boom" in text and "exception" in text
    errors, _ = browser.load(tmp_path / "nowhere.html")
    assert any(e.startswith("navigation:") for e in errors)


def test_book_in_a_browser(book, browser):
    pages = sorted(book.glob("*.html"))
    doms = {}
    for path in pages:
        errors, dom = browser.load(path)
        assert errors == [], f"{path.name}: {errors}"
        assert dom["h1"] and dom["scripts"] == 0, path.name
        assert dom["background"] == "rgb(255, 253, 248)", f"{path.name}: the stylesheet did not apply"
        doms[path.as_uri()] = dom
    for uri, dom in doms.items():
        for link in dom["links"]:
            page, _, fragment = link.partition("#")
            assert page in doms, f"{uri}: link to {link} leaves the book or is broken"
            if fragment:
                assert unquote(fragment) in doms[page]["ids"], f"{uri}: no anchor for {link}"
    assert any("law-64A1.html" in link for dom in doms.values() for link in dom["links"])
