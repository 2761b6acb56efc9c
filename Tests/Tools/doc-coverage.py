#!/usr/bin/env python3
"""Fails when a public symbol of ScrollCore has no documentation.

Reads the coverage file DocC writes with --experimental-documentation-coverage and lists every
symbol without an abstract, except the members the compiler synthesizes (operators, hashing,
raw values), which have no source to document. Usage: doc-coverage.py COVERAGE.json
"""
import json
import sys

SYNTHESIZED = {"hash(into:)", "hashValue", "init(rawValue:)", "rawValue", "description"}

def main(path):
    with open(path) as f:
        symbols = json.load(f)
    missing = []
    for symbol in symbols:
        kind = symbol.get("kind", {})
        if not kind.get("isSymbol") or symbol.get("hasAbstract"):
            continue
        name = symbol.get("title", "")
        if kind.get("id") == "org.swift.docc.kind.operator" or name in SYNTHESIZED:
            continue
        missing.append(symbol["referencePath"].split("/documentation/ScrollCore/")[-1])
    documented = sum(1 for s in symbols if s.get("kind", {}).get("isSymbol") and s.get("hasAbstract"))
    if missing:
        print(f"doc-coverage: {len(missing)} public symbols of ScrollCore have no documentation:", file=sys.stderr)
        for name in sorted(missing):
            print(f"  {name}", file=sys.stderr)
        return 1
    print(f"doc-coverage: every public symbol of ScrollCore is documented ({documented} with an abstract)")
    return 0

if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: doc-coverage.py COVERAGE.json", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
