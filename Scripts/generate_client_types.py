#!/usr/bin/env python3
"""Writes the generated part of clients/js/client.d.ts from openapi.yaml's components/schemas.

Every schema becomes one exported TypeScript type under its own name, so the client's answers (Resolution and its
members, the batch, problems, events, the style list) are typed as the spec says and cannot drift from it. The file's
hand-written part (the client's functions and classes) stays as it is: only the text between the two marker lines is
replaced.

Usage: generate_client_types.py [--check]   (--check prints a diff and exits 1 when the committed file differs)
Needs PyYAML (Scripts/python-tools.txt).
"""

import difflib
import json
import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "openapi.yaml"
DECLARATIONS = ROOT / "clients/js/client.d.ts"
BEGIN = "// ---- Generated from openapi.yaml by Scripts/generate_client_types.py: do not edit by hand. ----\n"
END = "// ---- End of the generated types. ----\n"
SCHEMAS = "#/components/schemas/"
IDENTIFIER = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")
WIDTH = 118


def literal(value):
    """A JSON value as a TypeScript literal type."""
    return json.dumps(value, ensure_ascii=False)


def member_name(name):
    """A member's name, quoted when it is no identifier."""
    return name if IDENTIFIER.match(name) else literal(name)


def comment(text, indent):
    """A JSDoc comment of a description, wrapped; empty without one."""
    if not text:
        return ""
    words = " ".join(str(text).split()).replace("*/", "*\\/").split(" ")
    lines, line = [], ""
    for word in words:
        if line and len(indent) + 4 + len(line) + 1 + len(word) > WIDTH:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    if len(lines) == 1 and len(indent) + 7 + len(lines[0]) <= WIDTH:
        return f"{indent}/** {lines[0]} */\n"
    return f"{indent}/**\n" + "".join(f"{indent} * {text}\n" for text in lines) + f"{indent} */\n"


def union(parts):
    """The union of types, each once, `unknown` absorbing the rest."""
    unique = list(dict.fromkeys(parts))
    if "unknown" in unique:
        return "unknown"
    return " | ".join(f"({part})" if "=>" in part else part for part in unique) or "never"


class Generator:
    """Maps JSON Schemas to TypeScript types, knowing every named schema of the spec."""

    def __init__(self, spec):
        self.spec = spec
        self.schemas = spec["components"]["schemas"]

    def reference(self, ref):
        """A $ref as a type: a schema's name, or an indexed access into a named schema's property."""
        if not ref.startswith(SCHEMAS):
            raise SystemExit(f"generate_client_types: unsupported $ref {ref}")
        path = ref[len(SCHEMAS):].split("/")
        name, rest = path[0], path[1:]
        if name not in self.schemas:
            raise SystemExit(f"generate_client_types: $ref to a missing schema {ref}")
        if not rest:
            return name
        if len(rest) != 2 or rest[0] != "properties":
            raise SystemExit(f"generate_client_types: unsupported $ref {ref}")
        access = f'{name}["{rest[1]}"]'
        required = self.schemas[name].get("required", [])
        return access if rest[1] in required else f"Exclude<{access}, undefined>"

    def type(self, schema, indent="", absent=()):
        """The TypeScript type of a schema; `absent` names discriminators this object lacks (typed `never`)."""
        if schema is True or schema == {} or schema is None:
            return "unknown"
        if "$ref" in schema:
            return self.reference(schema["$ref"])
        if "const" in schema:
            return literal(schema["const"])
        if "enum" in schema:
            return union(literal(value) for value in schema["enum"])
        if "allOf" in schema and not self.has_shape(schema):
            parts = (self.type(part, indent) for part in schema["allOf"])
            return " & ".join(f"({part})" if " | " in part and not part.startswith("{") else part for part in parts)
        choices = schema.get("oneOf") or schema.get("anyOf")
        if choices and not self.has_shape(schema):
            return self.choices(choices, indent)
        kinds = schema.get("type")
        if isinstance(kinds, list):
            return union(self.type({**schema, "type": kind}, indent, absent) for kind in kinds)
        if kinds == "null":
            return "null"
        if kinds == "boolean":
            return "boolean"
        if kinds in ("integer", "number"):
            return "number"
        if kinds == "string":
            return "`#${string}`" if schema.get("pattern", "").startswith("^#") else "string"
        if kinds == "array":
            item = self.type(schema.get("items", {}), indent)
            return f"readonly ({item})[]" if " " in item else f"readonly {item}[]"
        if kinds == "object" or "properties" in schema or "additionalProperties" in schema:
            return self.object(schema, indent, absent)
        return "unknown"

    @staticmethod
    def has_shape(schema):
        """Whether a schema gives its own shape, so its anyOf/oneOf only constrain it (required members)."""
        return "type" in schema or "properties" in schema

    def choices(self, choices, indent):
        """A oneOf/anyOf as a union; objects without the discriminator their siblings have get it as `never`."""
        discriminators = {
            name
            for choice in choices
            for name, member in choice.get("properties", {}).items()
            if isinstance(member, dict) and "const" in member
        }
        return union(
            self.type(choice, indent, sorted(discriminators - set(choice.get("properties", {}))))
            if "properties" in choice
            else self.type(choice, indent)
            for choice in choices
        )

    def members(self, schema, indent, absent=()):
        """An object schema's members, one per line, each with its description. Required names without a property of
        their own take the type of the extra members; the index signature of those admits the named members' types."""
        inner = indent + "  "
        required = list(schema.get("required", []))
        properties = dict(schema.get("properties", {}))
        for pattern, member in schema.get("patternProperties", {}).items():
            match = re.fullmatch(r"\^(.*)\$", pattern)
            if match and re.fullmatch(r"[\w\\$.-]*", match.group(1)):
                properties[match.group(1).replace("\\", "")] = member
                required.append(match.group(1).replace("\\", ""))
        extra = schema.get("additionalProperties")
        if isinstance(extra, dict):
            properties.update({name: extra for name in required if name not in properties})
        lines, types = [], []
        for name, member in properties.items():
            optional = "" if name in required else "?"
            types.append(self.type(member, inner))
            lines.append(comment(member.get("description") if member is not extra else None, inner))
            lines.append(f"{inner}readonly {member_name(name)}{optional}: {types[-1]};\n")
        for name in absent:
            lines.append(f"{inner}readonly {member_name(name)}?: never;\n")
        if isinstance(extra, dict):
            others = union([self.type(extra, inner)] + types + (["undefined"] if len(required) < len(types) else []))
            lines.append(f"{inner}readonly [member: string]: {others};\n")
        return "".join(lines)

    def object(self, schema, indent, absent=()):
        """An object type."""
        return "{\n" + self.members(schema, indent, absent) + indent + "}"

    def absent_discriminators(self):
        """For each named object schema that is a oneOf branch without its siblings' const member, that member."""
        absent = {}
        for schema in self.schemas.values():
            branches = [choice.get("$ref", "")[len(SCHEMAS):] for choice in schema.get("oneOf", [])]
            if not branches or not all(name in self.schemas for name in branches):
                continue
            constants = {
                name
                for branch in branches
                for name, member in self.schemas[branch].get("properties", {}).items()
                if isinstance(member, dict) and "const" in member
            }
            for branch in branches:
                lacking = sorted(constants - set(self.schemas[branch].get("properties", {})))
                if lacking:
                    absent[branch] = lacking
        return absent

    def event_data(self, name, schema):
        """A map from each event name to its decoded `data`, for a oneOf of events whose data is JSON."""
        members = []
        for choice in schema.get("oneOf", []):
            properties = choice.get("properties", {})
            event, data = properties.get("event", {}), properties.get("data", {})
            if "const" not in event or "contentSchema" not in data:
                return ""
            members.append(f"  readonly {member_name(event['const'])}: {self.type(data['contentSchema'], '  ')};\n")
        if not members:
            return ""
        return (
            comment(f"The decoded JSON `data` of each {name} by its event name.", "")
            + f"export interface {name}Data {{\n"
            + "".join(members)
            + "}\n"
        )

    def is_interface(self, schema):
        """Whether a schema's type is one object type, declared as an interface (else a type alias)."""
        if any(key in schema for key in ("$ref", "const", "enum")):
            return False
        if any(key in schema for key in ("allOf", "oneOf", "anyOf")) and not self.has_shape(schema):
            return False
        extra = isinstance(schema.get("additionalProperties"), dict)
        return schema.get("type", "object") == "object" and ("properties" in schema or extra)

    def declarations(self):
        """Every schema as an exported type, in the spec's order, a blank line between them."""
        absent = self.absent_discriminators()
        out = []
        for name, schema in self.schemas.items():
            shape = self.type(schema, "", absent.get(name, ()))
            if self.is_interface(schema):
                declaration = f"export interface {name} {shape}\n"
            elif "enum" in schema and len(name) + len(shape) + 15 > WIDTH:
                declaration = f"export type {name} =\n{self.packed(shape.split(' | '))};\n"
            else:
                declaration = f"export type {name} = {shape};\n"
            out.append(comment(schema.get("description"), "") + declaration)
            data = self.event_data(name, schema)
            if data:
                out.append(data)
        return "\n".join(out)

    @staticmethod
    def packed(names):
        """A long union of literals, as many to a line as fit."""
        lines, line = [], ""
        for name in names:
            if line and len(line) + len(name) + 3 > WIDTH:
                lines.append(line)
                line = "  | " + name
            else:
                line = f"{line} | {name}" if line else "  | " + name
        return "\n".join(lines + [line])


def expected_text(current):
    """The declarations file with its generated part written from the spec."""
    start, end = current.find(BEGIN), current.find(END)
    if start < 0 or end < start:
        raise SystemExit(f"generate_client_types: {DECLARATIONS} lacks the marker lines")
    spec = yaml.safe_load(SPEC.read_text(encoding="utf-8"))
    return current[: start + len(BEGIN)] + Generator(spec).declarations() + current[end:]


def main(arguments):
    current = DECLARATIONS.read_text(encoding="utf-8")
    expected = expected_text(current)
    if "--check" in arguments:
        if current != expected:
            diff = difflib.unified_diff(
                current.splitlines(keepends=True),
                expected.splitlines(keepends=True),
                "clients/js/client.d.ts (committed)",
                "clients/js/client.d.ts (generated from openapi.yaml)",
            )
            sys.stdout.writelines(diff)
            print("client.d.ts differs from openapi.yaml: run python3 Scripts/generate_client_types.py", file=sys.stderr)
            return 1
        print("client.d.ts: the generated types match openapi.yaml")
        return 0
    DECLARATIONS.write_text(expected, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
