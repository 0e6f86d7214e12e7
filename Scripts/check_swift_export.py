"""Proves the Swift export on Linux: every style's generated file compiles against the UIKit shim with no warnings,
and resolves every state as the service does.

For each style of GET /v1/styles, GET /v1/styles/{name}/export?format=swift gives its file. The built-in styles
compile together, each user style alone (two styles may declare the same key), each group with
Scripts/swift-export/ExportDriver.swift and a table of its styles, against the debug build's modules (UIKit is the
shim of Tests/UIKitShim; the driver imports StyleService @testable for its encoder), with -warnings-as-errors. Each
driver runs twice, as an app in the iOS 26 design and with UIDesignRequiresCompatibility in its Info.plist, and
prints, for every state (each preset × light/dark × both contrasts × 3 content sizes × each custom-state and trait
value the style's rules test, alone and combined within a rule), the state, the two configurations its generated
builders give, and the accessories and separators (the generated `[UICellAccessory]` and the generated separator
configuration over the list section's, resolved by the library), written by the service's own encoder; it also
checks that the generated cell shows them. Button styles go through the generated State(button:) for a shim
UIButton in each button state, empty states through each search text (Scripts/swift-export/ComponentDriver.swift).
The same states go to POST /v1/resolve/batch and every property of both configurations, every accessory and both
separators are compared, or every member of the `button` or `contentUnavailable` object.
Usage: check_swift_export.py SERVICE_URL BUILD_DIR WORK_DIR
"""

import itertools
import json
import pathlib
import re
import subprocess
import sys
import urllib.parse
import urllib.request

DRIVER = pathlib.Path(__file__).parent / "swift-export" / "ExportDriver.swift"
COMPONENT_DRIVER = pathlib.Path(__file__).parent / "swift-export" / "ComponentDriver.swift"
# The members of an answer the generated code is compared on, by the style's configuration kind.
PARTS = {
    "cell": ("background", "content", "accessories", "separators"),
    "button": ("button",),
    "contentUnavailable": ("contentUnavailable",),
}
LINKED_MODULES = ["UIKit", "ViewConfigurations", "StyleService", "StyleDefinitions", "StrictJSON"]
BATCH = 1000
CONTENT_SIZES = [
    "unspecified", "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
    "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge"]
UIKIT_TRANSFORMERS = {"grayscale", "preferredTint", "monochromeTint"}
COMPATIBILITY_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict><key>UIDesignRequiresCompatibility</key><true/></dict></plist>
"""


class Failure(Exception):
    pass


def fetch(url, body=None):
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Content-Type": "application/json"} if data else {}
    request = urllib.request.Request(url, data=data, headers=headers, method="POST" if data else "GET")
    with urllib.request.urlopen(request, timeout=120) as response:
        return response.read()


def swift_string(text):
    """A Swift string literal of `text`."""
    escaped = "".join(
        "\\" + c if c in "\\\"" else c if c.isprintable() and c.isascii() else f"\\u{{{ord(c):X}}}" for c in text)
    return f'"{escaped}"'


def swift_literal(value, key_type):
    """A custom-state value as the driver's ConfigurationValue literal, by the key's declared type."""
    if key_type == "boolean":
        return f".bool({'true' if value else 'false'})"
    if key_type == "integer":
        return f".int({int(value)})"
    if key_type == "number":
        return f".double({float(value)!r})"
    return ".string(" + swift_string(value) + ")"


def tested_values(condition, key_type):
    """The values worth resolving for one condition: its own, and each bound's neighbours (content sizes in their
    order)."""
    if isinstance(condition, dict):
        values = []
        for name, bound in condition.items():
            if name == "oneOf":
                values += bound
            elif bound in CONTENT_SIZES:
                index = CONTENT_SIZES.index(bound)
                values += CONTENT_SIZES[max(index - 1, 1):index + 2]
            elif isinstance(bound, (int, float)) and not isinstance(bound, bool):
                step = 1 if key_type == "integer" else 0.125
                values += [bound - step, bound, bound + step]
        return values
    return [condition, not condition] if isinstance(condition, bool) else [condition]


def key_conditions(when, found):
    """Every custom-state and trait condition of a rule's `when`, by ("custom" or "trait", name)."""
    if isinstance(when, dict):
        for name, value in when.items():
            if name in ("customStates", "traits"):
                kind = "custom" if name == "customStates" else "trait"
                for key, condition in value.items():
                    if key != "designGeneration":  # both designs are resolved
                        found.setdefault((kind, key), []).append(condition)
            else:
                key_conditions(value, found)
    elif isinstance(when, list):
        for item in when:
            key_conditions(item, found)


def custom_combinations(service, name):
    """Each combination of custom-state and trait values to resolve: none, each tested value alone, and for each
    rule the product of the values of the keys and traits it tests."""
    documents = []
    while name:
        document = json.loads(fetch(f"{service}/v1/styles/{urllib.parse.quote(name)}"))["document"]
        documents.append(document)
        name = document.get("extends")
    types = {key: d.get("type") for document in documents for key, d in document.get("keys", {}).items()}
    combinations = [[]]
    for document in documents:
        for rule in document.get("rules", []):
            found = {}
            key_conditions(rule["when"], found)
            per_key = []
            for (kind, key), conditions in found.items():
                kind_type = types.get(key) if kind == "custom" else "number" if key == "displayScale" else "string"
                values = []
                for condition in conditions:
                    values += [v for v in tested_values(condition, kind_type) if v not in values]
                per_key.append([(kind, key, kind_type, value) for value in values])
                combinations += [[pair] for pair in per_key[-1] if [pair] not in combinations]
            if len(per_key) > 1:
                combinations += [list(c) for c in itertools.product(*per_key) if list(c) not in combinations]
    return combinations


def variation(combination):
    """A combination as the driver's Variation literal."""
    customs = ", ".join(
        f"({swift_string(k)}, {swift_literal(v, t)})" for kind, k, t, v in combination if kind == "custom")
    traits = ", ".join(
        f"({swift_string(k)}, {swift_string(str(v))})" for kind, k, t, v in combination if kind == "trait")
    return f"Variation(customStates: [{customs}], traits: [{traits}])"


def table_row(style):
    """A style's row of the driver's table: its generated builders, by its kind."""
    text = style["text"].decode()
    variations = ", ".join(variation(c) for c in style["customs"])
    stem = style["stem"]
    name = swift_string(style["name"])
    if style["kind"] == "button":
        return (
            f"  ExportedButton(name: {name}, configuration: {{ button, customs in"
            f" var state = {stem}Style.State(button: button);"
            " for (key, value) in customs { state[UIConfigurationStateCustomKey(key)] = value.anyHashable };"
            f" return {stem}Style.configuration(for: state) }}, variations: [{variations}]),")
    if style["kind"] == "contentUnavailable":
        return (
            f"  ExportedEmptyState(name: {name}, configuration: {stem}Style.configuration,"
            f" variations: [{variations}]),")
    environment = re.search(r"traits\.listEnvironment = \.(\w+)", text)
    accessories = "nil"
    if "static func accessories(for state: UICellConfigurationState)" in text:
        accessories = f"{{ state in {stem}Style.accessories(for: state) }}"
    elif "static func accessories(for state: UICellConfigurationState, popUpMenu: UIMenu)" in text:
        accessories = f"{{ state in {stem}Style.accessories(for: state, popUpMenu: UIMenu(children: [])) }}"
    separator = "nil"
    if "static func separatorConfiguration(" in text:
        separator = f"{{ state, section in {stem}Style.separatorConfiguration(for: state, in: section) }}"
    return (
        f"  ExportedStyle(name: {name}, background: {stem}Style.backgroundConfiguration,"
        f" content: {stem}Style.contentConfiguration,"
        f" cell: {{ state in let cell = {stem}Cell(); cell.configurationState = state; cell.text = \"Text\";"
        " return cell },"
        f" accessories: {accessories}, separator: {separator},"
        f" environment: {'.' + environment.group(1) if environment else 'nil'},"
        f" variations: [{variations}]),")


def compile_group(build, work, group, files):
    """Compiles a group of exported files with the driver into one program; fails on any warning."""
    folder = work / group
    folder.mkdir()
    sources = []
    rows = {"cell": [], "button": [], "contentUnavailable": []}
    for style in files:
        path = folder / style["file"]
        path.write_bytes(style["text"])
        sources.append(str(path))
        rows[style["kind"]].append(table_row(style))
    driver = folder / "main.swift"
    driver.write_bytes(DRIVER.read_bytes())
    component_driver = folder / "ComponentDriver.swift"
    component_driver.write_bytes(COMPONENT_DRIVER.read_bytes())
    table = folder / "Styles.swift"
    table.write_text(
        "import UIKit\n\n"
        + "".join(
            f"@MainActor let {name}: [{row_type}] = [\n" + "\n".join(rows[kind]) + "\n]\n"
            for name, row_type, kind in [
                ("exportedStyles", "ExportedStyle", "cell"), ("exportedButtons", "ExportedButton", "button"),
                ("exportedEmptyStates", "ExportedEmptyState", "contentUnavailable")]))
    objects = []
    for module in LINKED_MODULES:
        objects += sorted(str(p) for p in (build / f"{module}.build").glob("*.o"))
    program = folder / "driver"
    command = [
        "swiftc", "-swift-version", "6", "-warnings-as-errors", "-module-name", "ExportDriver",
        "-I", str(build / "Modules"), str(driver), str(component_driver), str(table), *sources, *objects,
        "-o", str(program)]
    compiled = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
    if compiled.returncode != 0 or compiled.stdout.strip():
        raise Failure(f"{group}: the exported files do not compile cleanly:\n{compiled.stdout.decode()}")
    return program


def is_closure_of(expected, actual):
    """Whether a transformer's name differs only because UIKit spells it as a closure: UIKit has no static for the
    service's transformer, so the generated code writes a closure, which has no name. Its effect is compared in the
    colors it transforms."""
    return actual == "closure" and isinstance(expected, str) and expected not in UIKIT_TRANSFORMERS


def differences(path, expected, actual, found):
    """Every leaf where two answers differ, by JSON pointer; returns the number of leaves compared."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        count = 0
        for key in sorted(set(expected) | set(actual)):
            count += differences(f"{path}/{key}", expected.get(key), actual.get(key), found)
        return count
    if isinstance(expected, list) and isinstance(actual, list) and len(expected) == len(actual):
        return sum(differences(f"{path}/{i}", e, a, found) for i, (e, a) in enumerate(zip(expected, actual)))
    if expected != actual and not (path.endswith("Transformer") and is_closure_of(expected, actual)):
        found.append((path, f"service {json.dumps(expected)}, generated code {json.dumps(actual)}"))
    return 1


def compare(service, lines, kinds):
    """Sends each line's state to the service and compares, by the style's kind (`kinds`, by style name), both
    configurations, the accessories and the separators of a cell, or the `button` or `contentUnavailable` object;
    returns (properties, differences)."""
    properties = 0
    found = []
    for start in range(0, len(lines), BATCH):
        chunk = lines[start:start + BATCH]
        items = [{"style": line["style"], "state": line["state"]} for line in chunk]
        answer = json.loads(fetch(f"{service}/v1/resolve/batch", {"items": items}))
        if answer.get("failed"):
            problem = next(item for item in answer["items"] if "problem" in item)
            raise Failure(f"the service refused a state: {json.dumps(problem)}")
        for line, item in zip(chunk, answer["items"]):
            kind = kinds[line["style"]]
            here = []
            if item.get("kind", "cell") != kind:
                here.append(("/kind", f"service {json.dumps(item.get('kind'))}, generated code {json.dumps(kind)}"))
            for part in PARTS[kind]:
                properties += differences(f"/{part}", item[part], line[part], here)
            found += [(line["style"], json.dumps(line["state"]), path, detail) for path, detail in here]
    return properties, found


def main(service, build, work):
    styles = json.loads(fetch(f"{service}/v1/styles"))["styles"]
    groups = {}
    kinds = {}
    for style in styles:
        name = style["name"]
        kinds[name] = style["configurationKind"]
        text = fetch(f"{service}/v1/styles/{urllib.parse.quote(name)}/export?format=swift")
        stem = re.search(r"^enum (\w+)Style \{$", text.decode(), re.MULTILINE).group(1)
        customs = custom_combinations(service, name)
        entry = {
            "name": name, "stem": stem, "file": f"{stem}Style.swift", "text": text, "customs": customs,
            "kind": kinds[name]}
        groups.setdefault("built-in" if style["kind"] == "builtIn" else f"style-{stem}", []).append(entry)
    states = properties = 0
    found = []
    failed = []
    for group, files in sorted(groups.items()):
        try:
            program = compile_group(build, work, group, files)
        except Failure as failure:
            failed.append(str(failure))
            continue
        lines = []
        for info in (None, COMPATIBILITY_PLIST):
            # The app's design: iOS 26's, then iOS 18's with UIDesignRequiresCompatibility in its Info.plist.
            if info:
                (program.parent / "Info.plist").write_text(info)
            ran = subprocess.run([str(program)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
            if ran.returncode != 0:
                raise Failure(f"{group}: the driver failed:\n{ran.stderr.decode()[-2000:]}")
            lines += [json.loads(line) for line in ran.stdout.decode().splitlines()]
        compared, differing = compare(service, lines, kinds)
        states += len(lines)
        properties += compared
        found += differing
        print(f"{group}: {len(files)} styles, {len(lines)} states compiled and compared, {len(differing)} differences")
    # M is the mean over the states of every kind (a cell answer has more members than a button).
    per_state = properties // max(states, 1)
    print(f"{states} states × {per_state} properties compared, {len(found)} differences")
    by_path = {}
    for style, state, path, detail in found:
        by_path.setdefault((style, path), []).append((state, detail))
    for (style, path), cases in sorted(by_path.items()):
        state, detail = cases[0]
        print(f"  {style} {path}: {len(cases)} states, first {state}: {detail}")
    for failure in failed:
        print(failure[:3000])
    if failed:
        raise Failure(f"{len(failed)} groups of exported files do not compile")
    if found:
        raise Failure(f"{len(found)} values of the generated code differ from the service's")


if __name__ == "__main__":
    try:
        main(sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3]))
    except Failure as failure:
        print(f"check-swift-export: {failure}", file=sys.stderr)
        sys.exit(1)
