"""Checks the DTCG token file corpus against the official DTCG 2025.10 JSON Schemas.

The corpus (Tests/Fixtures/design-tokens/) has three folders: valid/ (the schemas accept every file), invalid/ (the
schemas refuse every file) and refused/ (the schemas accept every file; our reader refuses them for rules the schemas
cannot express, listed in the corpus README). A file named *.resolver.json is a Resolver Module document, any other a
Format Module tokens file. The Swift test DesignTokenCorpusTests asserts the reader's side of the same split.

The schemas are registered under their $id as Scripts/check_tokens.py does, so nothing is fetched.
Usage: check_token_files.py SCHEMA_DIR CORPUS_DIR
"""

import json
import pathlib
import sys

from check_tokens import validators

EXPECTED = {"valid": True, "invalid": False, "refused": True}


def main():
    if len(sys.argv) != 3:
        print("usage: check_token_files.py SCHEMA_DIR CORPUS_DIR", file=sys.stderr)
        sys.exit(2)
    made = validators(sys.argv[1])
    corpus = pathlib.Path(sys.argv[2])
    failures = []
    counts = {}
    for folder, accepted in EXPECTED.items():
        files = sorted((corpus / folder).glob("*.json"))
        counts[folder] = len(files)
        if len(files) < 10:
            failures.append(f"{folder}/: only {len(files)} files, expected at least 10")
        for path in files:
            document = json.loads(path.read_text(encoding="utf-8"))
            validator = made["resolver" if path.name.endswith(".resolver.json") else "format"]
            errors = list(validator.iter_errors(document))
            if accepted and errors:
                first = errors[0]
                pointer = "/" + "/".join(str(part) for part in first.absolute_path)
                failures.append(f"{folder}/{path.name}: the schema refuses it at {pointer}: {first.message[:200]}")
            elif not accepted and not errors:
                failures.append(f"{folder}/{path.name}: the schema accepts it")
    if failures:
        for failure in failures:
            print(f"token files: FAILED: {failure}", file=sys.stderr)
        sys.exit(1)
    summary = ", ".join(f"{count} {folder}" for folder, count in counts.items())
    print(f"token files: the DTCG 2025.10 schemas agree with the corpus folders ({summary})")


if __name__ == "__main__":
    main()
