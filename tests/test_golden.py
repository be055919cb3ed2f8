"""The compiled programs of the whole KB, kept in tests/golden/ so that a compiler change shows in review.

``engine compile --target prolog|experta`` must print exactly the golden file. The golden
files change whenever the KB or a backend compiler changes: regenerate them with

    uv run pytest tests/test_golden.py --update-golden

and review the diff of tests/golden/ with the change that caused it (that is the point).
"""

from __future__ import annotations

import difflib
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
ENGINE = str(Path(sys.executable).parent / "engine")
TARGETS = {"prolog": "kb.pl", "experta": "kb_experta.py.txt"}
UPDATE = "uv run pytest tests/test_golden.py --update-golden"


def compiled(target: str) -> str:
    # From the repo root, with the default KB: the paths in the program's comments are kb/...
    result = subprocess.run([ENGINE, "compile", "--target", target], cwd=ROOT, capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_compiled_program_matches_the_golden_file(target, request):
    path = GOLDEN / TARGETS[target]
    program = compiled(target)
    if request.config.getoption("--update-golden"):
        path.write_text(program, encoding="utf-8")
        return
    assert path.exists(), f"no golden file {path.relative_to(ROOT)}: run {UPDATE}"
    golden = path.read_text(encoding="utf-8")
    if program != golden:
        diff = list(difflib.unified_diff(golden.splitlines(), program.splitlines(),
                                         f"golden/{path.name}", "engine compile", lineterm="", n=1))
        shown = "\n".join(diff[:60]) + (f"\n... {len(diff) - 60} more diff lines" if len(diff) > 60 else "")
        pytest.fail(f"the {target} program differs from {path.relative_to(ROOT)}: if the change is meant "
                    f"(a KB or compiler change), run {UPDATE} and commit the reviewed diff\n{shown}",
                    pytrace=False)


def test_golden_files_are_the_only_files_in_the_folder():
    """A renamed target leaves no stale golden file behind."""
    expected = {*TARGETS.values(), "README.md"}
    assert {p.name for p in GOLDEN.iterdir() if p.is_file()} <= expected
