#!/usr/bin/env python3
"""Fill Qt Linguist .ts files from a translator's table, or list what is still untranslated.

  tsfill.py --list translations/kibitz_de.ts          # unfinished sources, one per line (with context)
  tsfill.py TABLE.py translations/kibitz_hu.ts ...    # fill unfinished entries from TABLE.py

TABLE.py defines T, a list of rows (source, hu, de, fr, es, ro, tr, zh_CN, fa, ru) — rows may stop early; a source may be written "Context|source" for a
context-specific wording, and a numerus (%n) row gives a tuple of plural forms per language. Only unfinished
entries are touched; run lupdate afterwards (the same options as always) so the files keep lupdate's layout.
"""
import re
import runpy
import sys
import xml.etree.ElementTree as ET

COLUMNS = ["hu", "de", "fr", "es", "ro", "tr", "zh_CN", "fa", "ru"]


def language_of(path):
    m = re.search(r"kibitz_([A-Za-z_]+)\.ts$", path)
    return m.group(1) if m else None


def unfinished(message):
    tr = message.find("translation")
    return tr is not None and tr.get("type") == "unfinished"


def write(tree, path):
    body = ET.tostring(tree.getroot(), encoding="unicode")
    with open(path, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")


def fill(table_path, ts_path):
    lang = language_of(ts_path)
    if lang not in COLUMNS:
        sys.exit(f"{ts_path}: no table column for language {lang!r}")
    column = COLUMNS.index(lang) + 1
    table = {}
    for row in runpy.run_path(table_path)["T"]:
        if column < len(row):
            table[row[0]] = row[column]
    tree = ET.parse(ts_path)
    missing = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            if not unfinished(message):
                continue
            source = message.findtext("source")
            text = table.get(f"{name}|{source}", table.get(source))
            if text is None:
                missing += 1
                print(f"{ts_path}: untranslated: {name}: {source!r}", file=sys.stderr)
                continue
            tr = message.find("translation")
            if message.get("numerus") == "yes":
                forms = tr.findall("numerusform")
                if not isinstance(text, tuple) or len(text) != len(forms):
                    sys.exit(f"{ts_path}: {source!r} needs {len(forms)} plural forms")
                for form, value in zip(forms, text):
                    form.text = value
            else:
                if isinstance(text, tuple):
                    sys.exit(f"{ts_path}: {source!r} is not a plural message")
                tr.text = text
            del tr.attrib["type"]
    write(tree, ts_path)
    return missing


def main(argv):
    if len(argv) >= 2 and argv[0] == "--list":
        for path in argv[1:]:
            for context in ET.parse(path).getroot().iter("context"):
                for message in context.iter("message"):
                    if unfinished(message):
                        print(f"{path}: {context.findtext('name')}: {message.findtext('source')!r}")
        return 0
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    missing = sum(fill(argv[0], path) for path in argv[1:])
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
