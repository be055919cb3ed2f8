"""Editions are data: the KB declares them, and a new one needs no Python change."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES
from engine.backends import BACKENDS, make_backend
from engine.authoring.cases import load_cases
from engine.teaching.editions import diff_editions
from engine.errors import EngineError
from engine.ruling.incident import incident_schema, load_incident, read_incident_file
from engine.language.kb import load_kb
from engine.ruling.query import rule_incident

ENGINE = str(Path(sys.executable).parent / "engine")
NEWEST = load_kb().newest_edition  # the made-up edition follows the newest the shipped KB declares
NEW_EDITION = f'edition 2030 {{\n  title "A made-up revision of the Laws"\n  follows {NEWEST}\n}}\n'
_EDITIONS_LINE = re.compile(r"^(\s*(?:editions|implements .* editions) .*)$", re.MULTILINE)


def _declare_new_edition(kb: Path) -> None:
    (kb / "editions_2030.law").write_text(NEW_EDITION, encoding="utf-8")


def _carry_newest_forward(kb: Path) -> None:
    """What an author writes when the new edition keeps the newest one's text: `editions ... 2017..`."""
    for path in kb.glob("*.law"):
        text = path.read_text(encoding="utf-8")
        text = _EDITIONS_LINE.sub(lambda m: re.sub(rf"\b{NEWEST}\b(?!\.\.)", f"{NEWEST}..", m.group(1)), text)
        path.write_text(text, encoding="utf-8")


def test_the_shipped_kb_declares_its_editions_in_order():
    kb = load_kb()
    assert kb.editions[:2] == ("1997", "2007") and list(kb.editions) == sorted(kb.editions)
    assert kb.newest_edition == kb.editions[-1]
    assert incident_schema(kb)["properties"]["edition"]["enum"] == list(kb.editions)


def test_a_new_edition_without_carry_over_is_reported_paragraph_by_paragraph(kb_copy):
    kb = kb_copy
    _declare_new_edition(kb)
    with pytest.raises(EngineError) as error:
        load_kb(kb, use_cache=False)
    messages = [d.message for d in error.value.diagnostics]
    assert f"law 57A4 is given for {NEWEST} but not for 2030" in messages  # 2017 only: `editions 2017`
    # and each rule whose range reaches 2030 through a paragraph that stops before it
    assert all("but not for 2030" in m or "the rule applies to 2030 but law" in m for m in messages), messages[:5]


def test_a_new_edition_needs_no_python_change(kb_copy):
    kb_dir = kb_copy
    _declare_new_edition(kb_dir)
    _carry_newest_forward(kb_dir)
    kb = load_kb(kb_dir, use_cache=False)
    assert kb.editions[-2:] == (NEWEST, "2030")
    assert kb.newest_edition == "2030"
    assert "2030" in incident_schema(kb)["properties"]["edition"]["enum"]
    assert diff_editions(kb, NEWEST, "2030")["paragraphs"] == []
    data = read_incident_file(EXAMPLES / "bid-out-of-rotation-at-partners-turn.json")
    data.pop("edition")
    for name in BACKENDS:
        backend = make_backend(name, kb)
        ruled = rule_incident(kb, backend, load_incident(data, kb, "x"))
        assert ruled["edition"] == "2030"  # no edition named: the newest
        old = rule_incident(kb, backend, load_incident(data, kb, "x", NEWEST))
        assert ruled["rectifications"] and [(r["law"], r["action"], r["who"]) for r in ruled["rectifications"]] == \
            [(r["law"], r["action"], r["who"]) for r in old["rectifications"]]


def test_an_unknown_edition_is_bad_input(tmp_path):
    known = ", ".join(load_kb().editions)
    result = subprocess.run([ENGINE, "query", str(EXAMPLES / "inadmissible-double.json"), "--edition", "1963"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert f"unknown edition 1963: this knowledge base has the editions {known}" in result.stderr
    incident = tmp_path / "i.json"
    incident.write_text(json.dumps({"edition": "1963"}), encoding="utf-8")
    result = subprocess.run([ENGINE, "query", str(incident)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and f"'1963' is not one of {known}" in result.stderr


def _forget_that_64b7_is_new(kb: Path) -> None:
    """Drop the KB's statement that 1997 had no 64B7 (2007 added "both sides revoked")."""
    law = kb / "law_64.law"
    lines = law.read_text(encoding="utf-8").splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if line.startswith("law 64B7 {"))
    end = next(i for i in range(start, len(lines)) if lines[i].strip().startswith("introduced "))
    law.write_text("".join(lines[:end] + lines[end + 1:]), encoding="utf-8")


def test_a_paragraph_introduced_by_an_edition_is_not_missing_from_the_one_before(kb_copy):
    both_revoked = next(c.incident for c in load_cases(kb_copy) if "both_sides_revoked_2007" in c.expect.get("fires", []))
    both_revoked = {**both_revoked, "edition": "1997"}
    kb = load_kb(kb_copy, use_cache=False)
    assert kb.not_in_edition("64B7", "1997").startswith("the paragraph is new in 2007")
    for name in BACKENDS:
        ruled = rule_incident(kb, make_backend(name, kb), load_incident(both_revoked, kb, "x"))
        assert "64B7" not in {n["law"] for n in ruled["not_encoded"]}  # 1997 has no such paragraph
    change = next(p for p in diff_editions(kb, "1997", "2007", "64B")["paragraphs"] if p["law"] == "64B7")
    assert change["change"] == "new" and change["1997"]["absent"] == "no_such_paragraph"
    _forget_that_64b7_is_new(kb_copy)
    unsaid = load_kb(kb_copy, use_cache=False)
    assert unsaid.not_in_edition("64B7", "1997") is None
    ruled = rule_incident(unsaid, make_backend("prolog", unsaid), load_incident(both_revoked, unsaid, "x"))
    assert "64B7" in {n["law"] for n in ruled["not_encoded"]}  # then a 1997 ruling says 1997 64B7 is not encoded


def test_introduced_is_checked(kb_copy):
    law = kb_copy / "law_64.law"
    text = law.read_text(encoding="utf-8")
    start = text.index("law 64A1 {")
    law.write_text(text[:start] + text[start:].replace("{", '{\n  introduced "wrongly"', 1), encoding="utf-8")
    with pytest.raises(EngineError) as error:
        load_kb(kb_copy, use_cache=False)
    messages = [d.message for d in error.value.diagnostics]
    assert any("law 64A1 says it is introduced in 1997, the first edition" in m or
               "law 64A1 says it is introduced in 2007, but an earlier edition has a block for it" in m for m in messages), messages


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_number_reused_by_a_later_edition_is_not_named_as_missing_from_an_earlier_one(backend):
    """2017 gives 15A1 and 17D3 to other paragraphs (2007's 15A is another matter; 2007's 17D3 is superseded):
    a 2007 or 1997 ruling does not say it lacks them; it does name what 2007 encodes and 1997 does not."""
    kb = load_kb()
    rules = make_backend(backend, kb)
    assert not kb.same_paragraph("15A1", "2007", "2017") and not kb.same_paragraph("17D3", "1997", "2017")
    assert kb.same_paragraph("64A1", "1997", "2017")

    def named(example: str, edition: str) -> set[str]:
        data = {**read_incident_file(EXAMPLES / f"{example}.json"), "edition": edition}
        return {n["law"] for n in rule_incident(kb, rules, load_incident(data, kb, example))["not_encoded"]
                if n["reason"] == "other_edition"}

    assert not named("cards-from-wrong-board", "2007") & {"15A1", "15A2b", "15A2c"}
    assert {"17D1", "17D2"} <= named("cards-from-wrong-board", "1997")  # 1997's 17D is not encoded
    assert "17D3" not in named("pass-out-of-rotation-ends-auction", "1997")
    assert "17E2" in named("pass-out-of-rotation-ends-auction", "1997")


def test_what_if_shows_what_an_edition_changes():
    """`what-if --set edition=2017` compares the editions; `--edition` rules both sides under one."""
    example = str(EXAMPLES / "premature-play-by-defender.json")
    result = subprocess.run([ENGINE, "what-if", example, "--set", "edition=2017", "--backend", "prolog", "--format", "json"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    appear = {(r["law"], r["action"]) for r in json.loads(result.stdout)["difference"]["rectifications"]["appear"]}
    assert ("57A4", "forbid_a_suit_declarer_names") in appear  # 2007's 57A3 (forbid) is 2017's 57A4
    result = subprocess.run([ENGINE, "what-if", example, "--edition", "2017", "--set", "play[1].suit=C", "--backend", "prolog"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0 and "+ 61A showed_out" in result.stdout, result.stdout + result.stderr
