"""A non-editable install carries the grammar and the knowledge base and rules from them."""

from __future__ import annotations

import shutil
import subprocess
import tomllib
import zipfile

import pytest

from conftest import EXAMPLES, ROOT


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    uv = shutil.which("uv")
    if uv is None:
        pytest.fail("uv is needed to build the wheel (scripts/bootstrap installs it)")
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([uv, "build", "--wheel", "--quiet", "-o", str(out), str(ROOT)], check=True, timeout=300)
    return next(out.glob("*.whl"))


def test_wheel_carries_grammar_and_kb(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "engine/_data/grammar/law.lark" in names
    assert "engine/_data/kb/law_64.law" in names
    assert "engine/_data/kb/examples/revoke-twelfth-trick.json" in names


def test_wheel_metadata_license_and_lexer(wheel):
    archive = zipfile.ZipFile(wheel)
    info = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA")).rsplit("/", 1)[0]
    metadata = archive.read(f"{info}/METADATA").decode()
    assert "License-Expression: MIT" in metadata and "Classifier: Typing :: Typed" in metadata
    assert f"{info}/licenses/LICENSE" in archive.namelist()
    entry_points = archive.read(f"{info}/entry_points.txt").decode()
    assert "[pygments.lexers]" in entry_points and "law = engine.language.law_lexer:LawLexer" in entry_points


def test_installed_wheel_rules_on_an_example(wheel, tmp_path):
    uv = shutil.which("uv")
    # The same overrides as the project's lock (experta's frozendict pin), from pyproject.toml.
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    overrides = tmp_path / "overrides.txt"
    overrides.write_text("\n".join(pyproject["tool"]["uv"]["override-dependencies"]) + "\n", encoding="utf-8")
    venv = tmp_path / "venv"
    subprocess.run([uv, "venv", "--quiet", str(venv)], check=True, timeout=120)
    subprocess.run(
        [uv, "pip", "install", "--quiet", "--python", str(venv / "bin" / "python"), str(wheel),
         "--override", str(overrides)],
        check=True, timeout=300,
    )
    result = subprocess.run(
        [str(venv / "bin" / "engine"), "query", str(EXAMPLES / "revoke-twelfth-trick.json"), "--backend", "prolog"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "Law 62D1" in result.stdout
