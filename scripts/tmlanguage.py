"""Write grammar/law.tmLanguage.json, the TextMate grammar of .law files, from grammar/law.lark.

    scripts/tmlanguage            # regenerate the checked-in file
    scripts/tmlanguage --check    # exit 1 if it differs from what the grammar gives

The keywords come from the grammar's quoted terminals (engine/language/law_syntax.py); the
test tests/test_law_syntax.py fails when the checked-in file is out of date.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.language.law_syntax import TMLANGUAGE_PATH, tmlanguage_json  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare; exit 1 if the file is out of date")
    args = parser.parse_args(argv)
    target = ROOT / TMLANGUAGE_PATH
    text = tmlanguage_json(ROOT / "grammar" / "law.lark")
    if args.check:
        current = target.read_text(encoding="utf-8") if target.exists() else ""
        if current != text:
            print(f"{TMLANGUAGE_PATH} is out of date: run scripts/tmlanguage", file=sys.stderr)
            return 1
        return 0
    target.write_text(text, encoding="utf-8")
    print(f"wrote {TMLANGUAGE_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
