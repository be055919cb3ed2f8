"""engine coverage: every paragraph of every source the KB declares (the seed files, and the published text
consulted) is accounted for, and exercised."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from conftest import ROOT

ENGINE = str(Path(sys.executable).parent / "engine")


def test_every_paragraph_of_every_source_is_encoded_or_says_why_not(kb):
    result = subprocess.run([ENGINE, "coverage", "--strict", "--format", "json"], cwd=ROOT,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert [s["file"] for s in report["sources"]] == sorted(kb.sources)
    for source in report["sources"]:
        assert source["paragraphs"], f"{source['file']} lists no paragraph"
        for row in source["paragraphs"]:
            assert row["status"] in ("encoded", "no rules"), f"{source['file']} {row['law']}: {row['status']}"
            if row["status"] == "encoded":
                assert row["rules"] and row["cases"]
            else:
                assert row["reason"]


def test_coverage_strict_fails_on_a_paragraph_nobody_encodes(tmp_path):
    import shutil

    kb = tmp_path / "kb"
    shutil.copytree(ROOT / "kb", kb)
    law = kb / "law_64.law"
    text = law.read_text(encoding="utf-8")
    start = text.index("rule revoke_on_twelfth_trick")
    end = text.index("\n}\n", start) + 3
    law.write_text(text[:start] + text[end:], encoding="utf-8")
    result = subprocess.run([ENGINE, "coverage", "--strict", "--kb", str(kb)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 2
    assert "64B6" in result.stdout and "missing" in result.stdout


def test_every_law_family_has_an_example_a_user_can_copy():
    examples = [json.loads(p.read_text(encoding="utf-8")) for p in (ROOT / "kb" / "examples").glob("*.json")]
    keys = {k for e in examples for k in e}
    for family_fact in ("revoke_question", "trick_won", "call", "play", "attention_drawn", "claim"):
        assert family_fact in keys
    assert len(examples) >= 40
