"""Runs every example of README.md and docs/*.md and compares its shown output with the real one.

Usage: check_docs.py [--show] BINARY [PAGE...]
BINARY is the release style-resolver; pages default to README.md and docs/*.md. --show prints each console block
with the real output in place of the shown one (to write an example), and compares nothing.

The markup, which docs/CONTRIBUTING.md describes for writers:
- A ```console block is a terminal transcript. A line starting with "$ " is a command; it continues on the next
  lines while bash needs more to finish it (a trailing backslash, a quote left open, a loop not yet closed). The
  lines after it, up to the next command, are its output (standard output and standard error together). Each
  command runs in a bash of its own: files persist between commands, shell variables do not.
- In shown output, a line that is only "…" stands for any number of lines, and "…" inside a line for any text on
  that line: an excerpt, or a value that changes with unrelated edits (a size, a count).
- These volatile values are masked on both sides before comparing, so pages may show real ones: HTTP dates,
  RFC 3339 times, 16-hex-digit digests (ETags, registry digests), 40-hex-digit commits, and the request ids the
  service makes (8 hex digits, loop, counter).
- A ```swift block is compiled against the release build's modules and run; the ```text block right after it, if
  any, is its expected output.
- <!-- docs-check: serve FLAGS --> before a block restarts the page's service with those flags (a fresh data folder).
- ```sh blocks are commands to copy that CI cannot run as shown (Docker, kubectl, a service on its own terminal);
  they show no output.

Each page gets a temporary working folder and a fresh service started in it (the release binary, a data folder of
its own, a free loopback port, no access log); its examples run in page order, so a PUT then a GET works. Commands
run through bash, with `localhost:8080` rewritten to the service's port, `style-resolver` on PATH, and no
STYLE_RESOLVER_ variable inherited. Every relative link of a page must lead to a file, and a link's #anchor to a
heading of that file; a path in backticks starting with a top-level folder (`Sources/…`, `Tests/…`, `Scripts/…`, …)
must exist. README.md must stay within 200 lines.
"""

import difflib
import os
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
README_LIMIT = 200
COMMAND_TIMEOUT = 20

MASKS = [
    (re.compile(r"(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT"), "<http-date>"),
    (re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z"), "<time>"),
    (re.compile(r"(?<![0-9a-f])[0-9a-f]{40}(?![0-9a-f])"), "<commit>"),
    (re.compile(r"(?<![0-9a-f])[0-9a-f]{16}(?![0-9a-f])"), "<digest>"),
    (re.compile(r"(?<![\w-])[0-9a-f]{8}-\d+-\d+(?![\w-])"), "<request-id>"),
]


class Failure(Exception):
    pass


def mask(text):
    for pattern, replacement in MASKS:
        text = pattern.sub(replacement, text)
    return text


def line_pattern(line):
    """A shown line as a regular expression: "…" matches any text on the line."""
    return re.compile("^" + ".*?".join(re.escape(part) for part in line.split("…")) + "$")


def matches(shown, actual):
    """Whether the actual lines fit the shown ones; a shown line of "…" alone matches any number of lines."""
    memo = {}

    def fit(i, j):
        if (i, j) not in memo:
            if i == len(shown):
                result = j == len(actual)
            elif shown[i].strip() == "…":
                result = any(fit(i + 1, k) for k in range(j, len(actual) + 1))
            else:
                result = j < len(actual) and line_pattern(shown[i]).match(actual[j]) is not None and fit(i + 1, j + 1)
            memo[(i, j)] = result
        return memo[(i, j)]

    sys.setrecursionlimit(max(10000, 4 * (len(shown) + len(actual))))
    return fit(0, 0)


class Block:
    def __init__(self, language, lines, line_number, directive):
        self.language, self.lines, self.line_number, self.directive = language, lines, line_number, directive


def blocks(text):
    """Every fenced block with its language, lines, first line's number and the docs-check directive before it."""
    found, directive, lines = [], None, text.split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        comment = re.match(r"\s*<!-- docs-check: (.*?) -->\s*$", line)
        if comment:
            directive = comment.group(1)
        fence = re.match(r"^(```+)(\S*)\s*$", line)
        if fence:
            end = index + 1
            while end < len(lines) and lines[end].rstrip() != fence.group(1):
                end += 1
            found.append(Block(fence.group(2), lines[index + 1 : end], index + 2, directive))
            directive = None
            index = end
        index += 1
    return found


def incomplete(command):
    """Whether bash needs more lines to finish the command: a trailing backslash, an open quote, a loop left open."""
    if command.endswith("\\"):
        return True
    checked = subprocess.run(["bash", "-n", "-c", command], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return b"unexpected end of file" in checked.stderr or b"unexpected EOF" in checked.stderr


def transcript(block):
    """The commands of a console block, each with its shown output lines and its line number."""
    steps, index, lines = [], 0, block.lines
    if lines and not lines[0].startswith("$ "):
        raise Failure(f"line {block.line_number}: a console block starts with a command ('$ ')")
    while index < len(lines):
        start = index
        command = lines[index][2:]
        index += 1
        while index < len(lines) and incomplete(command):
            command += "\n" + lines[index]
            index += 1
        output = []
        while index < len(lines) and not lines[index].startswith("$ "):
            output.append(lines[index])
            index += 1
        steps.append((command, output, block.line_number + start))
    return steps


class Service:
    """The page's style-resolver on a free loopback port, with a data folder of its own."""

    def __init__(self, binary, work, flags):
        self.data = tempfile.mkdtemp(dir=work, prefix="data-")
        self.log = open(os.path.join(work, "service.log"), "w+")
        arguments = [binary, "--host", "127.0.0.1", "--port", "0", "--data-dir", self.data, "--access-log", "off"]
        self.process = subprocess.Popen(
            arguments + flags, cwd=work, stdout=self.log, stderr=subprocess.STDOUT, env=clean_env()
        )
        self.port = self.wait_until_ready()

    def wait_until_ready(self):
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise Failure(f"the service exited before it was ready:\n{self.read_log()}")
            found = re.search(r"listening on 127\.0\.0\.1:(\d+) ", self.read_log())
            if found:
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{found.group(1)}/readyz", timeout=2).read()
                    return int(found.group(1))
                except OSError:
                    pass
            time.sleep(0.05)
        raise Failure(f"the service was not ready after 20 s:\n{self.read_log()}")

    def read_log(self):
        self.log.seek(0)
        return self.log.read()

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        try:
            status = self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise Failure("the service did not stop within 15 s of SIGTERM")
        self.log.close()
        if status != 0:
            raise Failure(f"the service exited with status {status} after SIGTERM")


def clean_env(extra_path=None):
    env = {key: value for key, value in os.environ.items() if not key.startswith("STYLE_RESOLVER_")}
    env.pop("PORT", None)
    if extra_path:
        env["PATH"] = extra_path + os.pathsep + env.get("PATH", "")
    return env


def run_command(command, port, work, binary):
    command = command.replace("localhost:8080", f"localhost:{port}")
    try:
        result = subprocess.run(
            ["bash", "-c", command],
            cwd=work,
            env=clean_env(str(pathlib.Path(binary).parent)),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            timeout=COMMAND_TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        raise Failure(f"still running after {COMMAND_TIMEOUT} s: {command}")
    text = result.stdout.decode("utf-8", "replace").replace("\r\n", "\n").replace(f":{port}", ":8080")
    text = text.replace(f'"port":{port}', '"port":8080')
    return text


def compare(shown, actual, where, command):
    shown_lines = [mask(line) for line in shown]
    while shown_lines and shown_lines[-1] == "":
        shown_lines.pop()
    actual_lines = mask(actual).split("\n")
    while actual_lines and actual_lines[-1] == "":
        actual_lines.pop()
    if not matches(shown_lines, actual_lines):
        diff = "\n".join(difflib.unified_diff(shown_lines, actual_lines, "shown", "actual", lineterm=""))
        raise Failure(f"{where}: the output of\n  {command}\ndiffers from the page:\n{diff}")


def check_swift(block, expected, where, binary, work):
    """Compiles the Swift example against the release build's modules and runs it."""
    build = pathlib.Path(binary).parent
    source = pathlib.Path(work) / "main.swift"
    source.write_text("\n".join(block.lines) + "\n")
    imports = re.findall(r"^import (\w+)$", source.read_text(), re.MULTILINE)
    objects = []
    for module in imports:
        objects += sorted(str(path) for path in (build / f"{module}.build").glob("*.o"))
    program = pathlib.Path(work) / "example"
    compile_command = ["swiftc", "-I", str(build / "Modules"), str(source), *objects, "-o", str(program)]
    compiled = subprocess.run(compile_command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
    if compiled.returncode != 0:
        raise Failure(f"{where}: the Swift example does not compile:\n{compiled.stdout.decode()}")
    ran = subprocess.run([str(program)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=COMMAND_TIMEOUT)
    if expected is not None:
        compare(expected.lines, ran.stdout.decode(), where, "the Swift example")


def slug(heading):
    """GitHub's anchor for a heading."""
    text = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", lambda m: m.group(1) or "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path):
    text = re.sub(r"```.*?```", "", path.read_text(), flags=re.DOTALL)
    return {slug(match) for match in re.findall(r"^#+ (.*)$", text, re.MULTILINE)}


REPOSITORY_PATH = re.compile(r"`((?:Sources|Tests|Scripts|Benchmarks|Plugins|Fuzz|deploy|docs)/[^`\s<>*{}|…]*)`")


def check_links(page):
    """Relative links lead to files and headings; a repository path in backticks names a file or folder."""
    text = re.sub(r"```.*?```", "", page.read_text(), flags=re.DOTALL)
    problems = []
    for path in REPOSITORY_PATH.findall(text):
        if not (ROOT / path).exists():
            problems.append(f"{page.relative_to(ROOT)}: `{path}` is not in the repository")
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):
            continue
        file_part, _, anchor = target.partition("#")
        linked = (page.parent / file_part).resolve() if file_part else page
        if not linked.exists():
            problems.append(f"{page.relative_to(ROOT)}: the link {target} leads to no file")
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            problems.append(f"{page.relative_to(ROOT)}: the link {target} leads to no heading of {linked.name}")
    return problems


def check_page(page, binary, show=False):
    """Runs the page's examples against a fresh service; returns how many ran."""
    found = blocks(page.read_text())
    runnable = [(i, b) for i, b in enumerate(found) if b.language in ("console", "swift")]
    if not runnable:
        return 0
    name = page.relative_to(ROOT)
    work = tempfile.mkdtemp(prefix="check-docs-")
    service, count = None, 0
    try:
        for index, block in runnable:
            where = f"{name}:{block.line_number}"
            if block.language == "swift":
                after = found[index + 1] if index + 1 < len(found) else None
                check_swift(block, after if after and after.language == "text" else None, where, binary, work)
                count += 1
                continue
            if service is None or (block.directive or "").startswith("serve"):
                if service:
                    service.stop()
                flags = (block.directive or "serve")[len("serve") :].split()
                service = Service(binary, work, flags)
            for command, output, line in transcript(block):
                actual = run_command(command, service.port, work, binary)
                if show:
                    print(f"--- {name}:{line}\n$ {command}\n{actual}", end="" if actual.endswith("\n") else "\n")
                else:
                    compare(output, actual, f"{name}:{line}", command)
                count += 1
    finally:
        if service:
            service.stop()
        shutil.rmtree(work, ignore_errors=True)
    return count


def main():
    arguments = sys.argv[1:]
    show = arguments[:1] == ["--show"]
    arguments = arguments[1:] if show else arguments
    if not arguments:
        sys.exit("usage: check_docs.py [--show] BINARY [PAGE...]")
    binary = str(pathlib.Path(arguments[0]).resolve())
    pages = [pathlib.Path(p).resolve() for p in arguments[1:]] or [ROOT / "README.md", *sorted(ROOT.glob("docs/*.md"))]
    problems = []
    readme_lines = len((ROOT / "README.md").read_text().splitlines())
    if readme_lines > README_LIMIT:
        problems.append(f"README.md has {readme_lines} lines; keep it within {README_LIMIT} (the rest goes in docs/)")
    for page in pages:
        problems += check_links(page)
        started = time.monotonic()
        try:
            count = check_page(page, binary, show)
            print(f"docs: {page.relative_to(ROOT)}: {count} examples as shown ({time.monotonic() - started:.1f} s)")
        except Failure as failure:
            problems.append(str(failure))
    for problem in problems:
        print(f"docs: {problem}", file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
