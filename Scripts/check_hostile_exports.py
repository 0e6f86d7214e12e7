"""Runs hostile style documents through every export format and compiles each output with its real tool.

Each document of Scripts/hostile-documents.json is PUT to a running service. One the corpus marks "rejected" must get
a 422 whose problem points at the given JSON pointer. Every other one must be stored (201); then, under each option
set, every format of GET /v1/styles/{name}/export is compiled and must declare nothing beyond what the document
declares:

- css (the stylesheet) and tailwind: parsed strictly by tinycss2. One comment, the header; no at-rule but @media,
  @layer (and Tailwind's @theme); every declaration and selector part one a built-in style's stylesheet has too (or a
  `data-state-<slug>` attribute, or a theme variable of a Tailwind namespace); every attribute value the document's.
- scss: compiled by LibSass on its own it must print nothing (Sass variables only); with a probe writing each state
  map as custom properties, the states must be the document's.
- ts: the module and its declarations compiled by `tsc --strict` with a typed use of them; the TypeScript parser
  lists the top-level declarations, which must be exactly those of a built-in style, with as many comments; node
  imports the module and its states and modes must be the tokens'.
- tokens: every file strict JSON; the groups of NAME.tokens.json are the states, and each custom state's
  description holds the key name whole.
- swift: `swiftc -parse` takes the file, every `#if` branch included; `swiftc -dump-parse` lists its declarations:
  the import, the two key extensions (when the document declares keys) with one member per key each, the style's enum
  and cell with the members a built-in style's have (and the enum's helpers), and one container value per key.

The formats are one table (FORMATS), run over the same documents. `style-resolver export` over the service's data
folder must write each accepted document's files byte for byte as the endpoint answers them.
Usage: check_hostile_exports.py SERVICE_URL TOKEN BINARY DATA_DIR
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.error
import urllib.parse
import urllib.request

import sass
import tinycss2

from check_css import state_map_probe, tokens as walk

HERE = os.path.dirname(os.path.abspath(__file__))
OPTION_SETS = [{}, {"prefix": "app", "layer": "base", "units": "rem", "theme": "attribute"}, {"theme": "light-dark"}]
# The built-in style every hostile one is compared with: it has no custom state, so what it declares is the most a
# style without any declares.
BASELINE = "cell"
SYSTEM_STATES = 13
TAILWIND_VARIABLE = re.compile(r"^--(color|radius|text|leading|font-weight|shadow|spacing)-[a-z0-9-]+$")
SENTINEL = ".hostile-exports-sentinel {}"
STATE_ATTRIBUTE = re.compile(r"^data-state-[a-z0-9-]+$")


class Failure(Exception):
    pass


def request(url, method="GET", body=None, token=None):
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if token:
        headers["Authorization"] = "Bearer " + token
    data = None if body is None else json.dumps(body).encode()
    try:
        with urllib.request.urlopen(urllib.request.Request(url, data, headers, method=method), timeout=60) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def fetch(url):
    status, body = request(url)
    if status != 200:
        raise Failure(f"{url}: status {status}: {body[:300]!r}")
    return body.decode("utf-8")


# ---- CSS (the stylesheet and Tailwind) ----

def css_parts(text, where):
    """What a stylesheet declares: its at-rules, declaration names, selector parts outside brackets, attributes
    (name, value or None) and comments; fails on any parse error or anything left open."""
    # CSS closes what is left open at the end without an error: a rule after the text must parse as a rule of its own.
    items = tinycss2.parse_stylesheet(text + "\n" + SENTINEL, skip_comments=True, skip_whitespace=True)
    if not items or items[-1].type != "qualified-rule" or tinycss2.serialize(items[-1].prelude).strip() != SENTINEL[:-3]:
        raise Failure(f"{where}: a block, string or comment is not closed")
    parts = {"at-rules": set(), "declarations": set(), "selectors": set(), "attributes": set(), "comments": 0}
    parts["comments"] = sum(1 for token in walk(tinycss2.parse_component_value_list(text)) if token.type == "comment")

    def rules(items):
        for item in items:
            if item.type == "error":
                raise Failure(f"{where}: {item.message}")
            if item.type == "at-rule":
                parts["at-rules"].add(item.lower_at_keyword)
                if item.content is None:
                    raise Failure(f"{where}: @{item.lower_at_keyword} without a block")
                if item.lower_at_keyword == "theme":
                    block(item.content, "@theme")
                else:
                    rules(tinycss2.parse_rule_list(item.content, skip_comments=True, skip_whitespace=True))
                continue
            for token in item.prelude:
                if token.type == "[] block":
                    attribute(token.content)
                elif token.type not in ("whitespace", "comment"):
                    parts["selectors"].add(tinycss2.serialize([token]))
            for token in walk(item.prelude):
                if token.type == "error":
                    raise Failure(f"{where}: selector: {token.message}")
                if token.type == "[] block" and token not in item.prelude:
                    attribute(token.content)
            block(item.content, tinycss2.serialize(item.prelude).strip())

    def attribute(content):
        significant = [token for token in content if token.type not in ("whitespace", "comment")]
        if not significant or significant[0].type != "ident":
            raise Failure(f"{where}: an attribute selector without a name: {tinycss2.serialize(content)!r}")
        value = None
        if len(significant) > 1:
            if len(significant) != 3 or significant[1] != "=" or significant[2].type not in ("string", "ident"):
                raise Failure(f"{where}: an attribute selector that is not [name=value]: {tinycss2.serialize(content)!r}")
            value = significant[2].value
        parts["attributes"].add((significant[0].value, value))

    def block(content, selector):
        for item in tinycss2.parse_blocks_contents(content, skip_comments=True, skip_whitespace=True):
            if item.type != "declaration":
                raise Failure(f"{where}: {selector}: {item.type} {getattr(item, 'message', '')} inside a rule")
            for token in walk(item.value):
                if token.type == "error":
                    raise Failure(f"{where}: {item.name}: {token.message}")
            parts["declarations"].add(item.name)

    rules(items[:-1])
    return parts


def check_css_family(text, baseline, expected, where, tailwind):
    parts, allowed = css_parts(text, where), css_parts(baseline, where + " (baseline)")
    if parts["comments"] != 1 or not text.startswith("/*"):
        raise Failure(f"{where}: {parts['comments']} comments; only the header is expected")
    extra_at = parts["at-rules"] - {"media", "layer"} - ({"theme"} if tailwind else set())
    if extra_at:
        raise Failure(f"{where}: unexpected at-rules {sorted(extra_at)}")
    for name in parts["declarations"] - allowed["declarations"]:
        if not (tailwind and TAILWIND_VARIABLE.match(name)):
            raise Failure(f"{where}: declares {name}, which {BASELINE}'s stylesheet does not")
    extra_selectors = parts["selectors"] - allowed["selectors"]
    if extra_selectors:
        raise Failure(f"{where}: selector parts {sorted(extra_selectors)} beyond {BASELINE}'s")
    values = expected["attribute values"]
    state_attributes = set()
    for name, value in parts["attributes"] - allowed["attributes"]:
        if not STATE_ATTRIBUTE.match(name):
            raise Failure(f"{where}: an attribute [{name}] beyond {BASELINE}'s")
        if value is not None and value not in values:
            raise Failure(f"{where}: [{name}={value!r}] holds a value the document does not test")
        state_attributes.add(name)
    if not tailwind and len(state_attributes) != len(expected["state keys"]):
        raise Failure(f"{where}: {len(state_attributes)} custom-state attributes, expected {len(expected['state keys'])}")


def check_css(export, baseline, expected, where):
    if export.files["css"] != fetch(export.url("stylesheet.css")):
        raise Failure(f"{where}: the css export differs from the stylesheet")
    check_css_family(export.files["css"], baseline.files["css"], expected, where, tailwind=False)


def check_tailwind(export, baseline, expected, where):
    check_css_family(export.files["tailwind"], baseline.files["tailwind"], expected, where, tailwind=True)


# ---- Sass ----

def check_scss(export, baseline, expected, where):
    text = export.files["scss"]
    try:
        alone = sass.compile(string=text, output_style="expanded")
    except sass.CompileError as error:
        raise Failure(f"{where}: LibSass: {error}")
    if alone.strip():
        raise Failure(f"{where}: LibSass printed CSS from variables alone: {alone[:300]!r}")
    probe = state_map_probe(export.options)
    compiled = sass.compile(string=text + probe, output_style="expanded")
    # LibSass starts its output with @charset when a value holds a character beyond ASCII (a label's text may).
    compiled = compiled.removeprefix('@charset "UTF-8";\n')
    parts = css_parts(compiled, where + " compiled")
    # The probe's selectors are `.` and `<state>--<mode>`.
    states = {part.split("--")[0] for part in parts["selectors"] - {"."}}
    if parts["at-rules"] or states != set(expected["states"]):
        raise Failure(f"{where}: the state maps are {sorted(states)}, expected {sorted(expected['states'])}")
    baseline_parts = css_parts(sass.compile(string=baseline.files["scss"] + probe, output_style="expanded"), where)
    if parts["declarations"] != baseline_parts["declarations"]:
        raise Failure(f"{where}: the state maps' properties differ from {BASELINE}'s")


# ---- TypeScript ----

TYPESCRIPT_OUTLINE = r"""
const ts = require("typescript"), fs = require("fs");
const outline = {};
for (const file of process.argv.slice(1)) {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true,
    file.endsWith(".d.ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS);
  const names = source.statements.map((s) => {
    const exported = (ts.getModifiers?.(s) ?? s.modifiers ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const name = s.name ? s.name.text : s.declarationList ? s.declarationList.declarations.map((d) => d.name.text).join(",")
      : ts.isExportAssignment(s) ? "default=" + s.expression.getText() : ts.SyntaxKind[s.kind];
    return (exported ? "export " : "") + ts.SyntaxKind[s.kind] + " " + name;
  });
  const scanner = ts.createScanner(ts.ScriptTarget.ES2022, false, ts.LanguageVariant.Standard, text);
  let comments = 0;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan())
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) comments++;
  outline[file.endsWith(".d.ts") ? "d.ts" : "js"] = { names, comments, diagnostics: source.parseDiagnostics.length };
}
console.log(JSON.stringify(outline));
"""

RUN_MODULE = """
import states, { modes, properties, cssVariables } from "./NAME.js";
console.log(JSON.stringify({ states: Object.keys(states), modes, properties: Object.keys(properties),
  frozen: Object.isFrozen(states) && Object.isFrozen(cssVariables) }));
"""

USE_TYPES = """
import states, { modes, properties, cssVariables, type State, type Mode, type Properties } from "./NAME.js";
const state: State = "normal";
const mode: Mode = modes[0];
const all: Properties = states[state][mode];
export const uses: string[] = [all.BACKGROUND, properties.TEXT, cssVariables.BACKGROUND];
"""


def typescript_outline(folder, name):
    files = [os.path.join(folder, name + ".js"), os.path.join(folder, name + ".d.ts")]
    return json.loads(subprocess.run(
        ["node", "-e", TYPESCRIPT_OUTLINE, *files], check=True, capture_output=True, text=True,
        env=dict(os.environ, NODE_PATH=os.environ["TYPESCRIPT_NODE_PATH"])).stdout)


def write_typescript(folder, export):
    for suffix in (".js", ".d.ts"):
        with open(os.path.join(folder, export.name + suffix), "w", encoding="utf-8") as file:
            file.write(export.files["ts" + suffix])
    with open(os.path.join(folder, "package.json"), "w") as file:
        file.write('{"type": "module"}\n')


def check_ts(export, baseline, expected, where):
    with tempfile.TemporaryDirectory() as folder:
        write_typescript(folder, export)
        write_typescript(folder, baseline)
        with open(os.path.join(folder, "use.ts"), "w") as file:
            # A cell's background and text colors; a button's background and foreground.
            button = "buttonBackgroundColor" in export.files["ts.d.ts"]
            file.write(USE_TYPES.replace("NAME", export.name)
                       .replace("BACKGROUND", "buttonBackgroundColor" if button else "backgroundColor")
                       .replace("TEXT", "buttonForegroundColor" if button else "textColor"))
        compiled = subprocess.run(
            ["tsc", "--noEmit", "--strict", "--target", "es2022", "--module", "es2022", "--moduleResolution", "node",
             os.path.join(folder, "use.ts")], capture_output=True, text=True)
        if compiled.returncode != 0:
            raise Failure(f"{where}: tsc --strict: {compiled.stdout}{compiled.stderr}")
        outline, allowed = typescript_outline(folder, export.name), typescript_outline(folder, baseline.name)
        for kind in ("js", "d.ts"):
            if outline[kind]["diagnostics"]:
                raise Failure(f"{where}: {kind}: {outline[kind]['diagnostics']} syntax errors")
            if outline[kind]["names"] != allowed[kind]["names"]:
                raise Failure(f"{where}: {kind} declares {outline[kind]['names']}, {BASELINE} {allowed[kind]['names']}")
            if outline[kind]["comments"] != allowed[kind]["comments"]:
                raise Failure(f"{where}: {kind} has {outline[kind]['comments']} comments, {BASELINE} "
                              f"{allowed[kind]['comments']}")
        with open(os.path.join(folder, "run.mjs"), "w") as file:
            file.write(RUN_MODULE.replace("NAME", export.name))
        ran = json.loads(subprocess.run(["node", os.path.join(folder, "run.mjs")], check=True, capture_output=True,
                                        text=True).stdout)
        if ran["states"] != expected["states"] or ran["modes"] != expected["modes"] or not ran["frozen"]:
            raise Failure(f"{where}: the module's states are {ran['states']} and modes {ran['modes']}, the tokens' "
                          f"{expected['states']} and {expected['modes']}")


# ---- Design tokens ----

def strict_json(text, where):
    def refuse(constant):
        raise Failure(f"{where}: {constant} is not JSON")
    return json.loads(text, parse_constant=refuse)


def check_tokens(export, baseline, expected, where):
    for file, text in export.token_files.items():
        strict_json(text, f"{where}: {file}")
    for key in expected["state keys"]:
        if not any(f"the custom state {key} is " in description for description in expected["descriptions"]):
            raise Failure(f"{where}: no state's description names the key {key!r} whole")


# ---- Swift ----

SWIFT_DECLARATION = re.compile(r'^( *)\((\w+_decl) [^"]*"([^"]*)"')
# What a style's enum may declare beyond the builders every style has: the design generation, font and color helpers,
# and the row's builders of a style that sets accessories or separators.
SWIFT_HELPERS = {"DesignGeneration", "designGeneration", "preferredFont(_:traits:)", "components(_:)",
                 "mixing(_:toward:fraction:keepingAlpha:)", "scalingAlpha(_:_:)", "accessories(for:)",
                 "separatorConfiguration(for:in:)"}


def swift_outline(text, where):
    """The file parsed by `swiftc -parse` (every #if branch included), then its declarations from `-dump-parse`:
    the top-level ones and each one's members, as (kind, name)."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "Export.swift")
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        parsed = subprocess.run(["swiftc", "-parse", path], capture_output=True, text=True)
        if parsed.returncode != 0 or parsed.stderr.strip():
            raise Failure(f"{where}: swiftc -parse: {parsed.stderr[:2000]}")
        dump = subprocess.run(["swiftc", "-dump-parse", path], capture_output=True, text=True, check=True).stdout
    top, members = [], {}
    for line in dump.splitlines():
        match = SWIFT_DECLARATION.match(line)
        if not match:
            continue
        depth, declaration = len(match.group(1)) // 2, (match.group(2), match.group(3))
        if depth == 1:
            top.append(declaration)
            members[declaration] = []
        elif depth == 2 and top:
            members[top[-1]].append(declaration)
    return top, members


def check_swift(export, baseline, expected, where):
    text = export.files["swift"]
    stem = re.match(r"// (\w+)Style\.swift: ", text)
    if not stem:
        raise Failure(f"{where}: the file does not start with its header")
    top, members = swift_outline(text, where)
    _, allowed_members = swift_outline(baseline.files["swift"], where + " (baseline)")
    keys = len(expected["declared keys"])
    key_extensions = [("extension_decl", "UIConfigurationStateCustomKey"),
                      ("extension_decl", "UICellConfigurationState")]
    wanted = [("import_decl", "UIKit")] + (key_extensions if keys else []) + [
        ("enum_decl", stem.group(1) + "Style"), ("class_decl", stem.group(1) + "Cell")]
    if top != wanted:
        raise Failure(f"{where}: declares {top}, expected {wanted}")
    for extension in key_extensions if keys else []:
        declared = [member for member in members[extension] if member[0] == "var_decl"]
        if len(declared) != keys:
            raise Failure(f"{where}: {extension[1]} gets {len(declared)} members for {keys} keys")
    entries = [line for line in text.splitlines() if line.startswith("    @Entry var ")]
    if len(entries) != keys:
        raise Failure(f"{where}: {len(entries)} container values for {keys} keys")
    baseline_stem = re.match(r"// (\w+)Style\.swift: ", baseline.files["swift"]).group(1)

    def names(outline, declaration):
        return {name for _, name in outline[declaration]}

    enum = names(members, wanted[-2]) - names(allowed_members, ("enum_decl", baseline_stem + "Style")) - SWIFT_HELPERS
    cell = names(members, wanted[-1]) ^ names(allowed_members, ("class_decl", baseline_stem + "Cell"))
    if enum or cell:
        raise Failure(f"{where}: the enum or the cell declares {sorted(enum | cell)}, beyond {BASELINE}'s")


# Each format: the files it needs from the export endpoint and its check.
FORMATS = {
    "css": (["css"], check_css),
    "tailwind": (["tailwind"], check_tailwind),
    "scss": (["scss"], check_scss),
    "ts": (["ts.js", "ts.d.ts"], check_ts),
    "tokens": ([], check_tokens),
    "swift": (["swift"], check_swift),
}


def references(value):
    """The files a resolver document refers to: every `$ref` that is not a pointer into itself."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if key == "$ref" and isinstance(inner, str) and not inner.startswith("#"):
                yield inner.split("#")[0]
            else:
                yield from references(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from references(inner)


class Export:
    """Every format of one style under one option set, fetched from the export endpoint."""

    def __init__(self, service, name, options):
        self.service, self.name, self.options = service, name, options
        self.files = {}
        for format_files, _ in FORMATS.values():
            for key in format_files:
                format_name, _, suffix = key.partition(".")
                file = f"&file={name}.{suffix}" if suffix else ""
                self.files[key] = fetch(self.url("export", f"format={format_name}{file}"))
        self.token_files = {}
        resolver = self.token_file(name + ".tokens.resolver.json")
        for reference in references(json.loads(resolver)):
            self.token_file(reference)
        self.token_file(name + ".tokens.json")

    def token_file(self, file):
        if file not in self.token_files:
            self.token_files[file] = fetch(self.url("export", "format=tokens&file=" + urllib.parse.quote(file)))
        return self.token_files[file]

    def url(self, path, query=""):
        options = urllib.parse.urlencode(self.options)
        joined = "&".join(part for part in (query, options) if part)
        return f"{self.service}/v1/styles/{self.name}/{path}" + ("?" + joined if joined else "")


def expectations(entry, export):
    """What the exports must hold, from the document and the single-file tokens."""
    document = entry["document"]
    tokens = strict_json(export.token_files[export.name + ".tokens.json"], entry["name"])
    states = [key for key in tokens if not key.startswith("$")]
    system_states = entry.get("systemStates", SYSTEM_STATES)
    if len(states) != 1 + system_states + entry["states"]:
        raise Failure(f"{entry['name']}: the tokens hold {len(states)} states, expected "
                      f"{1 + system_states + entry['states']}")
    values = set()

    def collect(condition):
        """Every value a rule compares a custom state with, as a page writes it in the attribute."""
        if isinstance(condition, dict):
            for key, value in condition.items():
                if key != "customStates":
                    collect(value)
                    continue
                for compared in value.values():
                    items = [compared]
                    if isinstance(compared, dict):
                        items = compared.get("oneOf", []) + [v for k, v in compared.items() if k != "oneOf"]
                    values.update(item if isinstance(item, str) else json.dumps(item) for item in items)
        elif isinstance(condition, list):
            for item in condition:
                collect(item)

    for rule in document.get("rules", []):
        collect(rule.get("when"))
    keys = document.get("keys", {})
    tested = {key for rule in document.get("rules", []) for key in rule.get("when", {}).get("customStates", {})}
    return {
        "states": states,
        "modes": [mode for mode in tokens["normal"] if not mode.startswith("$")],
        "descriptions": [tokens[state].get("$description", "") for state in states],
        "state keys": [key for key, declaration in keys.items() if declaration["type"] == "boolean" or key in tested],
        "declared keys": list(keys),
        # A boolean key whose default is true is marked ="false". CSS reads an escaped NUL as U+FFFD (as HTML does
        # in an attribute), so that is the value a page can match.
        "attribute values": {value.replace("\0", "\ufffd") for value in values | {"false"}},
    }


def check_cli(binary, data, export):
    """`style-resolver export` over the service's data folder writes what the endpoint answered, byte for byte."""
    swift_file = re.match(r"// (\w+Style\.swift): ", export.files["swift"]).group(1)
    expected = {export.name + ".css": export.files["css"], export.name + ".tailwind.css": export.files["tailwind"],
                export.name + ".scss": export.files["scss"], export.name + ".js": export.files["ts.js"],
                export.name + ".d.ts": export.files["ts.d.ts"], swift_file: export.files["swift"],
                **export.token_files}
    with tempfile.TemporaryDirectory() as folder:
        for format_name in FORMATS:
            subprocess.run([binary, "export", "--style", export.name, "--format", format_name, "--out", folder,
                            "--data-dir", data], check=True, capture_output=True)
        for file, text in expected.items():
            with open(os.path.join(folder, file), encoding="utf-8") as written:
                if written.read() != text:
                    raise Failure(f"{export.name}: style-resolver export wrote {file} unlike the endpoint")
    return len(expected)


def check_exports(service, entry, baselines):
    """Every format of a stored document under every option set; returns how many exports were checked. The exports
    are compared with the built-in cell's, or with those of the entry's harmless baseline document (stored as
    <name>Baseline) when it has one: a shape the cell lacks, such as accessories."""
    checked = 0
    baseline_name = entry["name"] + "Baseline" if "baseline" in entry else BASELINE
    for options in OPTION_SETS:
        label = urllib.parse.urlencode(options) or "no option"
        key = baseline_name + json.dumps(options, sort_keys=True)
        if key not in baselines:
            baselines[key] = Export(service, baseline_name, options)
        export = Export(service, entry["name"], options)
        expected = expectations(entry, export)
        for format_name, (_, check) in FORMATS.items():
            if format_name not in entry.get("formats", FORMATS):
                continue
            check(export, baselines[key], expected, f"{entry['name']} {format_name} ({label})")
            checked += 1
    return checked


def main():
    service, token, binary, data = sys.argv[1].rstrip("/"), sys.argv[2], sys.argv[3], sys.argv[4]
    with open(os.path.join(HERE, "hostile-documents.json"), encoding="utf-8") as file:
        corpus = json.load(file)["documents"]
    checked = rejected = cli_files = 0
    baselines = {}
    for entry in corpus:
        if "baseline" in entry:
            status, body = request(f"{service}/v1/styles/{entry['name']}Baseline", "PUT", entry["baseline"], token)
            if status not in (200, 201):
                raise Failure(f"{entry['name']}: the baseline's PUT answered {status}: {body[:300]!r}")
        status, body = request(f"{service}/v1/styles/{entry['name']}", "PUT", entry["document"], token)
        if "rejected" in entry:
            pointer = "/" + "/".join(part.replace("~", "~0").replace("/", "~1") for part in entry["rejected"])
            problem = json.loads(body) if status == 422 else {}
            pointers = [error.get("pointer") for error in problem.get("errors", [])]
            if status == 422 and pointers == [pointer]:
                rejected += 1
                continue
            refusal = f"{entry['name']}: PUT answered {status} {body[:200]!r}; expected a 422 at {pointer!r}"
            if status in (200, 201):
                # Stored after all: what its exports let through says more than the answer.
                try:
                    check_exports(service, entry, baselines)
                except Failure as failure:
                    raise Failure(f"{refusal}; and {failure}")
            raise Failure(refusal)
        if status not in (200, 201):
            raise Failure(f"{entry['name']}: PUT answered {status}: {body[:500]!r}")
        checked += check_exports(service, entry, baselines)
        cli_files += check_cli(binary, data, Export(service, entry["name"], {}))
    print(f"hostile exports: {rejected} documents refused at their pointer; {checked} exports of "
          f"{len(corpus) - rejected} documents compiled (tinycss2 {tinycss2.__version__}, LibSass "
          f"{sass.libsass_version}, tsc --strict, node, swiftc -parse) over {len(OPTION_SETS)} option sets, nothing "
          f"declared beyond the document; style-resolver export wrote the same {cli_files} files")


if __name__ == "__main__":
    try:
        main()
    except Failure as failure:
        print(f"hostile exports: {failure}", file=sys.stderr)
        sys.exit(1)
