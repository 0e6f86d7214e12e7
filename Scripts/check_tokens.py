"""Checks every style's design tokens of a running service against the official DTCG 2025.10 JSON Schemas.

For each style of GET /v1/styles: tokens.resolver.json validates against the Resolver Module's schema, and every set
file it names, and tokens.json, against the Format Module's; every $extensions member is the one namespace
com.styleresolver. Then, as a token tool would, each mode and state is resolved (the base set, the mode's file, the
state's file merged in that order): every alias must name a token of the same $type, without a loop, and every value
written as CSS (colors, lengths, numbers, weights, shadows; the untyped values of $extensions as they are) must equal
the custom property of the same name in GET /v1/resolve?format=css for that state and mode: the token path joined
with "-" is our CSS name. tokens.json's own aliases must resolve too.

The schemas are read from SCHEMA_DIR (format.json, resolver.json and their folders) and registered under their $id,
so nothing is fetched. Usage: check_tokens.py SERVICE_URL SCHEMA_DIR
"""

import json
import math
import pathlib
import sys
import urllib.parse
import urllib.request

import jsonschema
import referencing
import referencing.jsonschema

NAMESPACE = "com.styleresolver"
# The system states' GET /v1/resolve parameters (docs/CSS.md's table); custom states are left to the Swift tests.
STATE_QUERIES = {
    "normal": {},
    "highlighted": {"isHighlighted": "true"},
    "selected": {"isSelected": "true"},
    "disabled": {"isDisabled": "true"},
    "focused": {"isFocused": "true"},
    "pinned": {"isPinned": "true"},
    "editing": {"isEditing": "true"},
    "expanded": {"isExpanded": "true"},
    "swiped": {"isSwiped": "true"},
    "reordering": {"isReordering": "true"},
    "lifting": {"cellDragState": "lifting"},
    "dragging": {"cellDragState": "dragging"},
    "drop-target": {"cellDropState": "targeted"},
    "drop-not-targeted": {"cellDropState": "notTargeted"},
    "held": {"isHeld": "true"},
}


class Failure(Exception):
    pass


def fetch(url):
    with urllib.request.urlopen(url, timeout=60) as response:
        if response.status != 200:
            raise Failure(f"{url}: status {response.status}")
        return response.read().decode("utf-8")


def validators(schema_dir):
    """The Format and Resolver validators, every schema file registered under its $id."""
    resources = []
    for path in sorted(pathlib.Path(schema_dir).rglob("*.json")):
        schema = json.loads(path.read_text())
        resources.append((schema["$id"], referencing.jsonschema.DRAFT7.create_resource(schema)))
    registry = referencing.Registry().with_resources(resources)
    base = "https://www.designtokens.org/schemas/2025.10/"
    made = {}
    for name in ("format", "resolver"):
        schema = registry.contents(base + name + ".json")
        jsonschema.Draft7Validator.check_schema(schema)
        made[name] = jsonschema.Draft7Validator(schema, registry=registry)
    if len(resources) < 10:
        raise Failure(f"{schema_dir}: only {len(resources)} schema files")
    return made


def validate(validator, document, where):
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
    if errors:
        first = errors[0]
        pointer = "/" + "/".join(str(part) for part in first.absolute_path)
        raise Failure(f"{where}: {len(errors)} schema errors, first at {pointer}: {first.message[:300]}")


def check_extensions(node, where, path=""):
    """Every $extensions member anywhere is the one namespace."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$extensions":
                if list(value.keys()) != [NAMESPACE]:
                    raise Failure(f"{where}: {path}/$extensions has {list(value.keys())}, not only {NAMESPACE}")
            check_extensions(value, where, path + "/" + key)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            check_extensions(value, where, f"{path}/{index}")


def is_token(node):
    return isinstance(node, dict) and "$value" in node


def merge(target, source):
    """DTCG merging: groups merge member by member, a token replaces what was there; $extensions' values merge."""
    for key, value in source.items():
        if key == "$extensions":
            values = target.setdefault("$extensions", {}).setdefault(NAMESPACE, {}).setdefault("values", {})
            values.update(value.get(NAMESPACE, {}).get("values", {}))
        elif is_token(value) or not isinstance(value, dict) or not isinstance(target.get(key), dict):
            target[key] = json.loads(json.dumps(value))
        else:
            merge(target[key], value)


def tokens_of(node, path=()):
    """Every token of a tree by its dotted path."""
    found = {}
    for key, value in node.items():
        if key.startswith("$") or not isinstance(value, dict):
            continue
        if is_token(value):
            found[".".join(path + (key,))] = value
        else:
            found.update(tokens_of(value, path + (key,)))
    return found


def resolve_aliases(tokens, where):
    """Every token's value with aliases followed; each alias names a token of the same $type, without a loop."""
    resolved = {}
    for path, token in tokens.items():
        seen = [path]
        value = token["$value"]
        while isinstance(value, str) and value.startswith("{") and value.endswith("}"):
            target = value[1:-1]
            if target not in tokens:
                raise Failure(f"{where}: {' -> '.join(seen)} names no token {value}")
            if tokens[target].get("$type") != token.get("$type"):
                types = f"{token.get('$type')} and {tokens[target].get('$type')}"
                raise Failure(f"{where}: {path} aliases {target}, of another $type ({types})")
            if target in seen:
                raise Failure(f"{where}: an alias loop {' -> '.join(seen + [target])}")
            seen.append(target)
            value = tokens[target]["$value"]
        resolved[path] = value
    return resolved


def number(value):
    """A number as our CSS writes it: integral values without a fraction."""
    return str(int(value)) if float(value) == int(value) else repr(float(value))


def color_css(value):
    hex_ = value["hex"].upper()
    # Half away from zero, as the service rounds (Python's round() goes to even: 0.3 × 255 = 76.5 → 76).
    alpha = math.floor(value["alpha"] * 255 + 0.5)
    return hex_ if alpha == 255 else hex_ + format(alpha, "02X")


def token_css(token_type, value):
    """A token value as our CSS writes it; typography only as 'weight size' (the line height is a rounded ratio)."""
    if token_type == "color":
        return color_css(value)
    if token_type == "dimension":
        return number(value["value"]) + value["unit"]
    if token_type in ("number", "fontWeight"):
        return number(value)
    if token_type == "shadow":
        if value["color"]["alpha"] == 0:
            return "none"
        parts = [number(value[key]["value"]) + "px" for key in ("offsetX", "offsetY", "blur")]
        return " ".join(parts + [color_css(value["color"])])
    if token_type == "typography":
        return f"{value['fontWeight']} {number(value['fontSize']['value'])}px"
    raise Failure(f"no CSS for $type {token_type}")


def css_properties(text):
    """The custom properties of a one-rule CSS answer."""
    properties = {}
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("--") and line.endswith(";"):
            name, value = line[:-1].split(":", 1)
            properties[name.strip()] = value.strip()
    return properties


def mode_query(mode):
    design = "ios18" if mode.startswith("ios18-") else None
    name = mode.removeprefix("ios18-")
    query = {
        "userInterfaceStyle": "dark" if name.startswith("dark") else "light",
        "accessibilityContrast": "high" if name.endswith("high-contrast") else "normal",
    }
    if design:
        query["designGeneration"] = design
    return query


def check_style(service, name, validator, deep):
    base = f"{service}/v1/styles/{urllib.parse.quote(name)}/"
    resolver = json.loads(fetch(base + "tokens.resolver.json"))
    validate(validator["resolver"], resolver, f"{name}: tokens.resolver.json")
    check_extensions(resolver, f"{name}: tokens.resolver.json")
    # A style without states the web marks (an empty state without custom states) has no state modifier.
    has_states = "state" in resolver["modifiers"]
    order = [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}] + (
        [{"$ref": "#/modifiers/state"}] if has_states else [])
    if resolver["resolutionOrder"] != order:
        raise Failure(f"{name}: an unexpected resolutionOrder {resolver['resolutionOrder']}")
    files = {}

    def sources(references, where):
        documents = []
        for reference in references:
            ref = reference["$ref"]
            if ref not in files:
                files[ref] = json.loads(fetch(base + ref))
                validate(validator["format"], files[ref], f"{name}: {ref}")
                check_extensions(files[ref], f"{name}: {ref}")
            documents.append(files[ref])
        return documents

    base_set = sources(resolver["sets"]["base"]["sources"], "base")
    modes = {mode: sources(mode_sources, mode) for mode, mode_sources in resolver["modifiers"]["mode"]["contexts"].items()}
    states = resolver["modifiers"]["state"]["contexts"] if has_states else {"normal": []}
    # The design tokens the properties alias ({brand.accent}), named by the base and mode sets: no property of the
    # CSS answer.
    design = set()
    for document in base_set + [document for documents in modes.values() for document in documents]:
        design |= {token["$value"][1:-1] for token in tokens_of(document).values() if isinstance(token["$value"], str)}
    compared = 0
    resolutions = {}
    for mode, mode_documents in modes.items():
        for state, state_sources in states.items():
            where = f"{name}: mode {mode}, state {state}"
            merged = {}
            for document in base_set + mode_documents + sources(state_sources, state):
                merge(merged, document)
            resolved = resolve_aliases(tokens_of(merged), where)
            resolutions[(mode, state)] = resolved
            if not deep or state not in STATE_QUERIES:
                continue
            untyped = dict(merged.get("$extensions", {}).get(NAMESPACE, {}).get("values", {}))
            for document in mode_documents:
                group = document.get("states", {}).get(state, {})
                untyped.update(group.get("$extensions", {}).get(NAMESPACE, {}).get("values", {}))
            query = {"style": name, "format": "css", **mode_query(mode), **STATE_QUERIES[state]}
            css = css_properties(fetch(f"{service}/v1/resolve?" + urllib.parse.urlencode(query)))
            tokens = tokens_of(merged)
            ours = {}
            for path, value in resolved.items():
                if path.split(".")[0] == "states" or path in design and "--" + path.replace(".", "-") not in css:
                    continue
                ours["--" + path.replace(".", "-")] = token_css(tokens[path]["$type"], value)
            for path, value in untyped.items():
                ours["--" + path.replace(".", "-")] = value
            if set(ours) != set(css):
                raise Failure(f"{where}: tokens name {sorted(set(ours) ^ set(css))} unlike the CSS answer")
            for property_name, value in ours.items():
                expected = css[property_name]
                if property_name.endswith("-font") and " " in expected:
                    expected = expected.split("/")[0]
                if value != expected:
                    raise Failure(f"{where}: {property_name} is {value} by the tokens, {css[property_name]} in CSS")
                compared += 1
    if not deep:
        return len(files) + 1, compared
    # The one-file document: valid, one namespace, its aliases resolve, and each state's mode group holds the values
    # the resolver sets give that mode and state.
    single = json.loads(fetch(base + "tokens.json"))
    validate(validator["format"], single, f"{name}: tokens.json")
    check_extensions(single, f"{name}: tokens.json")
    compared += compare_single(resolve_aliases(tokens_of(single), f"{name}: tokens.json"), resolutions, name)
    return len(files) + 2, compared


def compare_single(single, resolutions, name):
    """tokens.json's `<state>.<mode>.<path>` against the resolver sets' `<path>` in that mode and state; a path the
    sets have and tokens.json lacks must be a design token the properties alias (at tokens.json's root)."""
    compared = 0
    groups = set()
    for path in single:
        parts = path.split(".")
        if len(parts) > 2 and (parts[1], parts[0]) in resolutions:
            groups.add((parts[1], parts[0]))
    if groups != set(resolutions):
        raise Failure(f"{name}: tokens.json has the modes and states {sorted(groups ^ set(resolutions))} unlike the sets")
    for (mode, state), resolved in resolutions.items():
        for path, value in resolved.items():
            if path.split(".")[0] == "states":
                continue
            key = f"{state}.{mode}.{path}"
            if key not in single:
                if path not in single:
                    raise Failure(f"{name}: tokens.json lacks {key}")
                continue
            if single[key] != value:
                raise Failure(f"{name}: tokens.json gives {key} {single[key]}, the sets {value}")
            compared += 1
    return compared


# Styles the script registers first: custom states, glass, an image size that is `auto` in one state only, and the
# settings row of docs/CSS.md (a list with accessories: visibility keywords, a label's text, editing states).
EXTRA_STYLES = {
    "settingsRow": (pathlib.Path(__file__).parent.parent / "docs/settings-row.json").read_text(),
    "archivedCell": (pathlib.Path(__file__).parent.parent / "Tests/Fixtures/archived-cell-style.json").read_text(),
    "frosted": json.dumps(
        {
            "extends": "cell",
            "overrides": {
                "background": {
                    "visualEffect": {"glass": {"style": "clear", "isInteractive": True, "tintColor": "#FF0000"}}
                }
            },
            "rules": [{"when": {"isSelected": True}, "set": {"background": {"visualEffect": "systemMaterial"}}}],
        }
    ),
    # Aliases to the design tokens check-tokens.sh starts the service with: its token files alias them.
    "brandCell": (pathlib.Path(__file__).parent.parent / "Tests/Fixtures/web-tokens/brand-cell.json").read_text(),
    # A button's colors derived from a base color token refer to the token as well.
    "brandButton": json.dumps(
        {"button": "filled", "overrides": {"button": {"baseBackgroundColor": "{brand.accent}"}}}
    ),
    "sizedImage": json.dumps(
        {
            "extends": "cell",
            "rules": [
                {
                    "when": {"isSelected": True},
                    "set": {"content": {"imageProperties": {"reservedLayoutSize": {"width": 24, "height": 24}}}},
                }
            ],
        }
    ),
}
# The styles whose tokens.json (a large file: about 7 s of validation each) and CSS values are checked; every style's
# resolver document and set files are validated and resolved.
DEEP_STYLES = {
    "sidebarCell", "insetGroupedCell", "plainHeader", "archivedCell", "frosted", "sizedImage", "settingsRow",
    "plainButton", "glassButton", "emptyContentUnavailable", "brandCell", "brandButton",
}


def put(service, name, document):
    request = urllib.request.Request(
        f"{service}/v1/styles/{name}", data=document.encode("utf-8"), method="PUT",
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        if response.status not in (200, 201):
            raise Failure(f"PUT {name}: status {response.status}")


def self_test(validator):
    """The checks catch what they are for: each broken sample must fail, the valid one pass."""
    broken_files = [
        {"a": {"$type": "dimension", "$value": {"value": 1}}},
        {"a": {"$type": "dimension", "$value": {"value": 0, "unit": "auto"}}},
        {"a": {"$type": "color", "$value": "#ffffff"}},
        {"a": {"$type": "keyword", "$value": "auto"}},
        {"a.b": {"$type": "number", "$value": 1}},
    ]
    for document in broken_files:
        try:
            validate(validator["format"], document, "self-test")
        except Failure:
            continue
        raise Failure(f"self-test: the Format schema accepted {document}")
    try:
        validate(validator["resolver"], {"version": "2025.10", "resolutionOrder": [], "sets": {}}, "self-test")
        raise Failure("self-test: the Resolver schema accepted an empty resolutionOrder")
    except Failure as failure:
        if "accepted" in str(failure):
            raise
    broken_aliases = [
        {"a": {"$type": "number", "$value": "{b}"}},
        {"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "fontWeight", "$value": 400}},
        {"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "number", "$value": "{a}"}},
    ]
    for document in broken_aliases:
        try:
            resolve_aliases(tokens_of(document), "self-test")
        except Failure:
            continue
        raise Failure(f"self-test: the alias check accepted {document}")
    try:
        check_extensions({"a": {"$extensions": {"com.styleresolver.glass": {}}}}, "self-test")
        raise Failure("self-test: the namespace check accepted com.styleresolver.glass")
    except Failure as failure:
        if "accepted" in str(failure):
            raise
    sets = {("light", "normal"): {"a": 1, "brand": 3}, ("dark", "normal"): {"a": 2, "brand": 4}}
    compare_single({"normal.light.a": 1, "normal.dark.a": 2, "brand": 3}, sets, "self-test")
    for single in [{"normal.light.a": 1, "normal.dark.a": 1, "brand": 3}, {"normal.light.a": 1, "brand": 3},
                   {"normal.light.a": 1, "normal.dark.a": 2}]:
        try:
            compare_single(single, sets, "self-test")
        except Failure:
            continue
        raise Failure(f"self-test: the one-file comparison accepted {single}")
    valid = {"g": {"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": "{g.a}"}}}
    validate(validator["format"], valid, "self-test")
    resolve_aliases(tokens_of(valid), "self-test")


def main():
    service, schema_dir = sys.argv[1], sys.argv[2]
    validator = validators(schema_dir)
    try:
        self_test(validator)
    except Failure as failure:
        print(f"tokens: FAILED: {failure}", file=sys.stderr)
        sys.exit(1)
    total_files = 0
    total_compared = 0
    try:
        for name, document in EXTRA_STYLES.items():
            put(service, name, document)
        names = [style["name"] for style in json.loads(fetch(service + "/v1/styles"))["styles"]]
        for name in names:
            files, compared = check_style(service, name, validator, deep=name in DEEP_STYLES)
            total_files += files
            total_compared += compared
        # A query's tint and design reach the set files through the resolver document's $refs.
        query = "?tintColor=%23FF9500&design=ios18"
        resolver = json.loads(fetch(f"{service}/v1/styles/sidebarCell/tokens.resolver.json{query}"))
        reference = resolver["sets"]["base"]["sources"][0]["$ref"]
        if not reference.endswith(query):
            raise Failure(f"sidebarCell: the $ref {reference} lacks the query {query}")
        tinted = json.loads(fetch(f"{service}/v1/styles/sidebarCell/{reference}"))
        if tinted["image"]["tint-color"]["$value"]["hex"] != "#ff9500":
            raise Failure(f"sidebarCell: {reference} has image.tint-color {tinted['image']['tint-color']}")
    except Failure as failure:
        print(f"tokens: FAILED: {failure}", file=sys.stderr)
        sys.exit(1)
    print(
        f"tokens: {len(names)} styles, {total_files} files valid against the DTCG 2025.10 schemas, every alias "
        f"resolves in every mode and state, {total_compared} token values of {len(DEEP_STYLES)} styles equal the "
        "CSS answers"
    )


if __name__ == "__main__":
    main()
