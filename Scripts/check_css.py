"""Parses every CSS answer of a running service with tinycss2, strictly, under every CSS option.

For each style of GET /v1/styles and each option set, the stylesheet, the CSS answer of POST /v1/resolve and that of
GET /v1/resolve are parsed: any parse error, any at-rule but @media and @layer, any declaration outside a rule, a
block left open, a custom property without the asked prefix, a px length under units=rem, a light-dark() without two colors, or a
dark media query under theme=attribute fails the run. The hover option (on cells and buttons, and on a cell whose keys
bind to selectors) is parsed the same way; Tailwind's @custom-variant of a hover-marked state must hold only @slot. The exports (GET /v1/styles/{name}/export) too: format=css must
be the stylesheet; format=tailwind is parsed the same way, its @theme block at the top holding only theme variables
named --<namespace>-<prefix>-…; format=scss is compiled with LibSass (libsass), with a probe that writes every state
map's values as custom properties, and that output is parsed as above and compared, for the selected state in dark
mode, with the CSS answer of POST /v1/resolve. The settings row of docs/CSS.md (docs/settings-row.json, a list with
accessories: their masks, label text and list rules) is registered first, so its answers are parsed too.
Usage: check_css.py SERVICE_URL
"""

import json
import os
import sys
import urllib.parse
import urllib.request

import sass
import tinycss2

OPTION_SETS = [
    {},
    {"prefix": "app"},
    {"layer": "resolver"},
    {"units": "rem"},
    {"theme": "attribute"},
    {"theme": "light-dark"},
    {"prefix": "app", "layer": "resolver", "units": "rem", "theme": "attribute"},
    {"prefix": "ds_2", "layer": "base", "units": "rem", "theme": "light-dark"},
    {"hover": "highlighted"},
    {"prefix": "app", "layer": "resolver", "units": "rem", "theme": "attribute", "hover": "highlighted"},
    {"theme": "light-dark", "hover": "state-isHot"},
]

# A cell whose keys bind to selectors (one to :hover, one to an attribute whose value needs escaping), so every option
# set parses bound marks too; hover=state-isHot applies to it alone.
HOVER_CELL = {
    "extends": "cell",
    "keys": {
        "isHot": {"type": "boolean"},
        "isOpen": {"type": "boolean", "web": {"selector": '[data-open~="yes <b>"]'}},
        "isPointed": {"type": "boolean", "web": {"selector": ":hover"}},
    },
    "rules": [
        {"when": {"customStates": {"isHot": True}}, "set": {"background": {"backgroundColor": "#FF3B30"}}},
        {"when": {"customStates": {"isOpen": True}}, "set": {"background": {"backgroundColor": "#34C759"}}},
        {"when": {"customStates": {"isPointed": True}}, "set": {"background": {"backgroundColor": "#5856D6"}}},
    ],
}


class Failure(Exception):
    pass


def fetch(url, body=None, headers=None):
    request = urllib.request.Request(url, data=body, headers=headers or {}, method="POST" if body else "GET")
    with urllib.request.urlopen(request, timeout=30) as response:
        if response.status != 200:
            raise Failure(f"{url}: status {response.status}")
        return response.read().decode("utf-8")


def tokens(values):
    """Every token, function arguments and block contents included."""
    for token in values:
        yield token
        if token.type == "function":
            yield from tokens(token.arguments)
        elif token.type in ("() block", "[] block", "{} block"):
            yield from tokens(token.content)


def check_value(name, value, options, where):
    for token in tokens(value):
        if token.type == "error":
            raise Failure(f"{where}: {name}: {token.message}")
        if token.type == "dimension" and options.get("units") == "rem" and token.lower_unit == "px":
            raise Failure(f"{where}: {name}: a px length under units=rem")
        if token.type == "function" and token.lower_name == "var":
            used = next((t.value for t in token.arguments if t.type == "ident"), "")
            expected = "--" + options["prefix"] + "-" if "prefix" in options else "--"
            if not used.startswith(expected):
                raise Failure(f"{where}: {name} uses {used}, not a {expected} property")
        if token.type == "function" and token.lower_name == "light-dark":
            arguments = [t for t in token.arguments if t.type not in ("whitespace", "comment")]
            if len(arguments) != 3 or arguments[1] != "," and getattr(arguments[1], "value", None) != ",":
                raise Failure(f"{where}: {name}: light-dark() needs two values")
            if not all(t.type == "hash" for t in (arguments[0], arguments[2])):
                raise Failure(f"{where}: {name}: light-dark() of something other than two colors")


TAILWIND_NAMESPACES = ("color", "radius", "text", "leading", "font-weight", "shadow", "spacing")


def expected_prefixes(options, tailwind):
    """The starts a custom property's name may have under the options."""
    prefix = options["prefix"] + "-" if "prefix" in options else ""
    if tailwind:
        return tuple(f"--{namespace}-{prefix}" for namespace in TAILWIND_NAMESPACES)
    return ("--" + prefix,)


def check_rules(rules, options, where, *, inside=(), tailwind=False):
    """The rules of a stylesheet or block; returns how many declarations they hold."""
    count = 0
    for rule in rules:
        if rule.type == "error":
            raise Failure(f"{where}: {rule.message}")
        if rule.type == "at-rule" and tailwind and rule.lower_at_keyword == "theme" and not inside:
            if tinycss2.serialize(rule.prelude).strip() or rule.content is None:
                raise Failure(f"{where}: @theme takes no prelude and needs a block")
            for item in tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True):
                if item.type != "declaration" or not item.name.startswith(expected_prefixes(options, True)):
                    raise Failure(f"{where}: @theme holds {getattr(item, 'name', item.type)}, not a theme variable")
                check_value(item.name, item.value, options, where)
                count += 1
            continue
        if rule.type == "at-rule" and tailwind and rule.lower_at_keyword == "custom-variant" and not inside:
            check_custom_variant(rule, where)
            continue
        if rule.type == "at-rule":
            keyword = rule.lower_at_keyword
            prelude = tinycss2.serialize(rule.prelude).strip()
            if keyword == "media" and "media" not in inside:
                if options.get("theme") == "attribute" and "prefers-color-scheme" in prelude:
                    raise Failure(f"{where}: a dark media query under theme=attribute")
                if options.get("theme") == "light-dark" and "prefers-color-scheme" in prelude:
                    print(f"  note: {where}: a dark media rule under light-dark (a difference other than color)")
            elif keyword == "layer" and not inside:
                if prelude != options.get("layer"):
                    raise Failure(f"{where}: @layer {prelude}, asked {options.get('layer')}")
            else:
                raise Failure(f"{where}: unexpected @{keyword} inside {inside}")
            if rule.content is None:
                raise Failure(f"{where}: @{keyword} without a block")
            inner = tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True)
            count += check_rules(inner, options, where, inside=inside + (keyword,), tailwind=tailwind)
            continue
        if "layer" in options and "layer" not in inside:
            raise Failure(f"{where}: a rule outside @layer {options['layer']}")
        for token in tokens(rule.prelude):
            if token.type == "error":
                raise Failure(f"{where}: selector: {token.message}")
        seen = set()
        for item in tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True):
            if item.type != "declaration":
                raise Failure(f"{where}: {tinycss2.serialize(rule.prelude).strip()}: {item.type} inside a rule")
            if item.name in seen:
                raise Failure(f"{where}: {item.name} declared twice in one rule")
            seen.add(item.name)
            if item.name.startswith("--") and not item.name.startswith(expected_prefixes(options, tailwind)):
                raise Failure(f"{where}: {item.name} lacks the prefix {options.get('prefix', '')}")
            check_value(item.name, item.value, options, where)
            count += 1
    return count


def check_custom_variant(rule, where):
    """A Tailwind @custom-variant of a hover-marked state: rules on `&…` holding `@slot;`, one under (hover: hover)."""
    if rule.content is None or len([t for t in rule.prelude if t.type == "ident"]) != 1:
        raise Failure(f"{where}: @custom-variant needs one name and a block")

    def check_slot_rules(rules, inside_media):
        for inner in rules:
            if inner.type == "at-rule" and inner.lower_at_keyword == "media" and not inside_media:
                if tinycss2.serialize(inner.prelude).strip() != "(hover: hover)":
                    raise Failure(f"{where}: @custom-variant holds @media {tinycss2.serialize(inner.prelude)}")
                check_slot_rules(tinycss2.parse_rule_list(inner.content, True, True), True)
            elif inner.type == "qualified-rule" and tinycss2.serialize(inner.prelude).startswith("&"):
                body = tinycss2.serialize(inner.content).strip()
                if body != "@slot;":
                    raise Failure(f"{where}: a custom variant's rule holds {body!r}, not @slot;")
            else:
                raise Failure(f"{where}: unexpected {inner.type} in @custom-variant")

    check_slot_rules(tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True), False)


def check(text, options, where, tailwind=False):
    # CSS closes what is left open at the end of the text without an error: a comment put after the text is the last
    # value at the top only when every block and comment is closed, and a string left open ends at its newline as a
    # bad string. (A round trip of the text would also differ for a string holding an escape, `"\\3C "`.)
    values = tinycss2.parse_component_value_list(text + "\n/*check-css: end*/")
    if not values or values[-1].type != "comment" or values[-1].value != "check-css: end":
        raise Failure(f"{where}: a block or comment is not closed")
    if any(token.type == "error" for token in tokens(values)):
        raise Failure(f"{where}: a string is not closed, or a bad token")
    rules = tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True)
    count = check_rules(rules, options, where, tailwind=tailwind)
    if count == 0:
        raise Failure(f"{where}: no declarations")
    return count


def declarations(text):
    """The custom properties of each rule of a stylesheet without at-rules, by selector."""
    rules = {}
    for rule in tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True):
        if rule.type == "qualified-rule":
            items = tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True)
            rules[tinycss2.serialize(rule.prelude).strip()] = {
                item.name: tinycss2.serialize(item.value).strip() for item in items if item.type == "declaration"}
    return rules


def state_map_probe(options):
    """Sass that writes each state map of the SCSS export out as a rule `.<state>--<mode>` of custom properties."""
    prefix = options["prefix"] + "-" if "prefix" in options else ""
    return (f"\n@each $state, $modes in ${prefix}states {{ @each $mode, $values in $modes {{"
            " .#{$state}--#{$mode} { @each $name, $value in $values { --#{$name}: #{$value}; } } } }\n")


def check_scss(text, options, where):
    """Compiles the SCSS export with LibSass, each state map written out as custom properties, and parses that."""
    try:
        compiled = sass.compile(string=text + state_map_probe(options), output_style="expanded")
    except sass.CompileError as error:
        raise Failure(f"{where}: LibSass: {error}")
    # The compiled probe is plain CSS with the options' names: the CSS checks apply (no layer: the probe has none).
    checked = {key: value for key, value in options.items() if key != "layer"}
    check(compiled, checked, where + " compiled")
    return declarations(compiled)


def main():
    service = sys.argv[1].rstrip("/")
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "settings-row.json"), "rb") as file:
        row = urllib.request.Request(service + "/v1/styles/settingsRow", data=file.read(), method="PUT",
                                     headers={"Content-Type": "application/json"})
    urllib.request.urlopen(row, timeout=30).close()
    hover_cell = urllib.request.Request(service + "/v1/styles/hoverCell", data=json.dumps(HOVER_CELL).encode(),
                                        method="PUT", headers={"Content-Type": "application/json"})
    urllib.request.urlopen(hover_cell, timeout=30).close()
    # A style naming the design tokens the service was started with (--tokens), whose stylesheet refers to them.
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "web-tokens",
                           "brand-cell.json"), "rb") as file:
        brand = urllib.request.Request(service + "/v1/styles/brandCell", data=file.read(), method="PUT",
                                       headers={"Content-Type": "application/json"})
    urllib.request.urlopen(brand, timeout=30).close()
    listed = json.loads(fetch(service + "/v1/styles"))["styles"]
    styles = [entry["name"] for entry in listed]
    empty_states = {entry["name"] for entry in listed if entry["configurationKind"] == "contentUnavailable"}
    body = json.dumps({"style": "sidebarCell", "state": {"isSelected": True}}).encode()
    checked = 0
    for options in OPTION_SETS:
        query = urllib.parse.urlencode(options)
        label = query or "no option"
        # hover is the stylesheet's and the exports' (not the one-state resolve answer's), and names a state the
        # style must have: highlighted on cells and buttons, state-isHot on hoverCell alone.
        hovered = options.get("hover")
        applies = [style for style in styles
                   if hovered is None or (hovered == "highlighted" and style not in empty_states)
                   or style == "hoverCell"]
        resolve_query = urllib.parse.urlencode({k: v for k, v in options.items() if k != "hover"})
        for style in applies:
            url = f"{service}/v1/styles/{style}/stylesheet.css?{query}"
            check(fetch(url), options, f"{style} stylesheet ({label})")
            checked += 1
        answer = fetch(
            f"{service}/v1/resolve?{resolve_query}", body, {"Content-Type": "application/json", "Accept": "text/css"}
        )
        check(answer, options, f"POST /v1/resolve ({label})")
        linked = fetch(f"{service}/v1/resolve?style=sidebarCell&isSelected=true&format=css&{resolve_query}")
        if linked != answer:
            raise Failure(f"GET /v1/resolve ({label}) differs from the POST's answer")
        checked += 2
        for style in applies:
            base = f"{service}/v1/styles/{style}"
            if fetch(f"{base}/export?format=css&{query}") != fetch(f"{base}/stylesheet.css?{query}"):
                raise Failure(f"{style}: the css export ({label}) differs from the stylesheet")
            check(fetch(f"{base}/export?format=tailwind&{query}"), options, f"{style} tailwind ({label})", True)
            compiled = check_scss(fetch(f"{base}/export?format=scss&{query}"), options, f"{style} scss ({label})")
            checked += 3
            if style == "sidebarCell":
                selected = declarations(fetch(
                    f"{service}/v1/resolve?style=sidebarCell&isSelected=true&userInterfaceStyle=dark&format=css&"
                    + urllib.parse.urlencode({k: v for k, v in options.items() if k not in ("layer", "hover")})))[":root"]
                if compiled.get(".selected--dark") != selected:
                    raise Failure(f"sidebarCell scss ({label}): $selected's dark map is not the resolve answer")
    print(f"css: {checked} CSS answers and exports parsed strictly by tinycss2 {tinycss2.__version__} (SCSS "
          f"compiled by LibSass {sass.libsass_version}), {len(OPTION_SETS)} option sets, {len(styles)} styles")


if __name__ == "__main__":
    try:
        main()
    except Failure as failure:
        print(f"css: {failure}", file=sys.stderr)
        sys.exit(1)
