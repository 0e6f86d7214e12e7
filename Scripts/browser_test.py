#!/usr/bin/env python3
"""Real-browser test of the playground page, driven through the Chrome DevTools protocol (standard library only).

Starts style-resolver on a free loopback port with a temporary data folder, loads GET / in headless Chromium, picks a
style, a state and traits through the page's own controls, and checks the rendered cell's computed background color
and font size against the API's JSON answer for the same request. Then checks that an invalid value shows the
service's problem (with its pointer) and that a stopped service shows the unreachable message, and saves screenshots.
The settings list (run_settings_list): docs/settings-list.html, built from a stylesheet alone, renders its list,
separators and accessories with the API's values in light and dark; screenshots into docs/. First, the stylesheet's
theme modes: a page with theme=attribute or theme=light-dark, switched to light and dark, shows
the API's colors (run_themes); then the JavaScript client: a page imports /client.js, resolves and draws a cell, shows
a bad request's pointers, revalidates with ETags, hears a registry change, and imports the ts export (run_client).

The authoring checks (run_authoring): the style editor shows a problem at its pointer, is fixed, saved and resolved;
the explain table's groups and value column; the CSS, tokens and export tabs and "copy as curl" (run as a command);
the unknown-style notice; the URL's names; the tint swatches per design; the Live badge; keyboard focus; the layout at
390 and 360 px, accessibility text sizes unclipped, inset-grouped sections rounded; and axe-core's audit (--axe, the
axe.min.js PyPI's axe-selenium-python ships), failing on serious or critical violations.

The design tokens (run_tokens): a service without a tokens file says so; a second one started with --tokens (a file
written into the temporary folder: a light/dark color alias, a dimension and a color named with markup) lists them
with swatches in the API's values for light and then dark, the markup name as text; in the editor "{ opens the
alias completion (colors first), {br offers brand.accent and Enter writes "{brand.accent}", the arrows, Escape and a
click work (axe-core audits the page with the list open), a token chosen in the list goes in at the caret, and a reload of the file (SIGHUP) reaches the list
through the change event.

The hostile checks (run_hostile): ?api= naming another service opens a dialog and sends nothing before the person
chooses; connected to a hostile API (Scripts/hostile_api.py) that poisons every string it answers with markup, the page
shows the strings as text, applies no color that is not #RRGGBB[AA], runs nothing, reports no policy violation, never
sends the editor's admin token there, and its own service gets no write; ?api=javascript:… is refused.

    python3 Scripts/browser_test.py --binary .build/debug/style-resolver --screenshots docs --axe path/to/axe.min.js
"""
import argparse
import base64
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

from hostile_api import IMAGE, SCRIPT, HostileAPI

CHECKS = {"passed": 0, "failed": 0}


def check(condition, what):
    CHECKS["passed" if condition else "failed"] += 1
    print(("ok   " if condition else "FAIL ") + what, flush=True)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until(predicate, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    raise TimeoutError("timed out waiting for " + what)


class WebSocket:
    """The client side of RFC 6455, enough for DevTools: masked text frames out, any frames in."""

    def __init__(self, url):
        assert url.startswith("ws://")
        host_port, path = url[5:].split("/", 1)
        host, port = host_port.split(":")
        self.sock = socket.create_connection((host, int(port)), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("DevTools closed the connection during the handshake")
            head += chunk
        status = head.split(b"\r\n", 1)[0]
        if b" 101 " not in status:
            raise ConnectionError("DevTools refused the websocket: " + status.decode(errors="replace"))
        self.buffer = head.split(b"\r\n\r\n", 1)[1]

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise ConnectionError("DevTools closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def send(self, text):
        payload = text.encode()
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        mask = os.urandom(4)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            opcode = first & 0x0F
            if opcode == 0x8:
                raise ConnectionError("DevTools closed the websocket")
            if opcode in (0x9, 0xA):  # ping, pong: DevTools sends none, ignore any
                continue
            message += payload
            if first & 0x80:
                return message.decode()


class DevTools:
    """One page target: send a command, wait for its answer (events are dropped)."""

    def __init__(self, url):
        self.socket = WebSocket(url)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.receive())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError("page script failed: " + json.dumps(result["exceptionDetails"])[:400])
        return result["result"].get("value")

    def screenshot(self, path, clip=None):
        """Saves the page (or the `clip` rectangle, CSS pixels) as a PNG."""
        extra = {"clip": {**clip, "scale": 1}} if clip else {}
        data = self.call("Page.captureScreenshot", format="png", **extra)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        print(f"     wrote {path}", flush=True)


def css_color(text):
    """`rgb(10, 132, 255)` or `rgba(…, 0.8)` as (r, g, b, alpha 0…1)."""
    inner = text[text.index("(") + 1:text.index(")")]
    parts = [float(p) for p in inner.replace("/", ",").replace(" ", ",").split(",") if p]
    return (round(parts[0]), round(parts[1]), round(parts[2]), parts[3] if len(parts) > 3 else 1.0)


def hex_color(text):
    """`#RRGGBB` or `#RRGGBBAA` as (r, g, b, alpha 0…1)."""
    digits = text[1:]
    alpha = int(digits[6:8], 16) / 255 if len(digits) == 8 else 1.0
    return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16), alpha)


def same_color(computed, api):
    a, b = css_color(computed), hex_color(api)
    return a[:3] == b[:3] and abs(a[3] - b[3]) < 0.01


def post(base, path, body):
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("--binary", required=True)
    arguments.add_argument("--screenshots", required=True, help="folder for playground.png and playground-matrix.png")
    arguments.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    arguments.add_argument("--axe", required=True, help="axe-core's axe.min.js (from axe-selenium-python)")
    options = arguments.parse_args()

    work = tempfile.mkdtemp(prefix="playground-browser-test-")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    service = subprocess.Popen([options.binary, "--host", "127.0.0.1", "--port", str(port), "--data-dir", work + "/data",
                                "--access-log", "off"], stdout=subprocess.DEVNULL, start_new_session=True)
    browser = None
    try:
        wait_until(lambda: _ready(base), 20, "the service to be ready")
        profile = work + "/chromium"
        browser = subprocess.Popen(
            [options.chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--hide-scrollbars", "--no-first-run", "--remote-debugging-port=0", "--user-data-dir=" + profile,
             "--window-size=1440,900",
             # A desktop's mouse: headless Chromium reports no hovering pointer otherwise, so (hover: hover) fails.
             "--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4",
             "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        devtools_port = wait_until(lambda: _devtools_port(profile), 30, "Chromium's DevTools port")
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{devtools_port}/json/list", timeout=10))
        page = DevTools(next(t for t in targets if t["type"] == "page")["webSocketDebuggerUrl"])
        page.call("Page.enable")
        page.call("Runtime.enable")
        page.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
        with open(options.axe, encoding="utf-8") as file:
            axe_source = file.read()
        run_themes(page, base)
        run_buttons(page, base)
        run_hover(page, base)
        run_settings_list(page, base, options.screenshots)
        run_client(page, base)
        run_authoring(page, base, options.screenshots, axe_source)
        run_write_rules(page, options.binary, work)
        run_tokens(page, base, options.binary, work, axe_source)
        run_hostile(page, base, axe_source)
        page.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
        run_preview(page, base, options.screenshots)
        run_components(page, base)
        run(page, base, options.screenshots, service)
    finally:
        for process in (browser, service):
            if process and process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
        shutil.rmtree(work, ignore_errors=True)
    print(f"{CHECKS['passed']} passed, {CHECKS['failed']} failed")
    return 1 if CHECKS["failed"] else 0


def _ready(base):
    try:
        with urllib.request.urlopen(base + "/readyz", timeout=2) as response:
            return response.status == 200
    except OSError:
        return False


def _devtools_port(profile):
    try:
        with open(profile + "/DevToolsActivePort") as file:
            return int(file.readline())
    except (OSError, ValueError):
        return None


def wait_for_render(page, after):
    """Waits until the page has rendered more than `after` times and is idle; returns the render count."""
    return wait_until(lambda: page.evaluate(
        f"(document.documentElement && document.documentElement.dataset.phase === 'idle'"
        f" && Number(document.documentElement.dataset.renders) > {after})"
        " ? Number(document.documentElement.dataset.renders) : 0"), 20, "the playground to render")


def load_stylesheet_page(page, base, link, body, selector, prop):
    """Writes a page linking the stylesheet at `link` around `body` into a page of the service's own origin (a data:
    URL's opaque origin does not apply the sheet), and waits until `selector` has the custom property `prop`."""
    html = f'<!doctype html><html><head><link rel="stylesheet" href="{link}"></head><body>{body}</body></html>'
    page.call("Page.navigate", url=base + "/healthz")
    wait_until(lambda: page.evaluate("document.readyState === 'complete'"), 20, "a page of the service's origin")
    page.evaluate(f"document.open(); document.write({json.dumps(html)}); document.close(); true")
    wait_until(lambda: page.evaluate(f"""document.readyState === 'complete' && document.querySelector('{selector}')
        && getComputedStyle(document.querySelector('{selector}')).getPropertyValue('{prop}') !== ''"""),
               20, f"{link} to apply")


def run_themes(page, base):
    """The stylesheet's theme modes in the browser: a page links the stylesheet with theme=attribute or
    theme=light-dark, marks a cell selected with aria-selected, switches the theme its own way (data-theme on <html>,
    or color-scheme), and the cell's computed colors are the API's answer for light and dark."""
    cell = ''.join(f'<div class="cell" id="{name}" role="option" aria-selected="{selected}"><div data-part="texts">'
                   '<span data-part="text">Inbox</span></div></div>'
                   for name, selected in (("selected", "true"), ("plain", "false")))
    switches = {
        "attribute": "document.documentElement.dataset.theme = '{scheme}'",
        "light-dark": "document.documentElement.style.colorScheme = '{scheme}'",
    }
    for theme, switch in switches.items():
        link = f"{base}/v1/styles/sidebarCell/stylesheet.css?theme={theme}&prefix=app&units=rem&layer=resolver"
        load_stylesheet_page(page, base, link, cell, ".cell", "--app-text-color")
        for scheme in ("light", "dark"):
            page.evaluate(switch.format(scheme=scheme))
            for name, selected in (("selected", True), ("plain", False)):
                rendered = page.evaluate(f"""(() => {{
                    const cell = document.getElementById('{name}');
                    return {{ background: getComputedStyle(cell).backgroundColor,
                             color: getComputedStyle(cell.querySelector('[data-part=text]')).color,
                             fontSize: getComputedStyle(cell.querySelector('[data-part=text]')).fontSize }};
                }})()""")
                expected = post(base, "/v1/resolve", {
                    "style": "sidebarCell",
                    "state": {"isSelected": selected, "traits": {"userInterfaceStyle": scheme}}})
                background = expected["background"]["backgroundColor"]
                color = expected["content"]["textProperties"]["color"]
                size = expected["content"]["textProperties"]["font"]["pointSize"]
                check(same_color(rendered["background"], background) and same_color(rendered["color"], color)
                      and rendered["fontSize"] == f"{size:g}px",
                      f"theme={theme}, {scheme}: the {name} cell is the API's {background} / {color} at {size:g} pt "
                      f"({rendered['background']}, {rendered['color']}, {rendered['fontSize']})")


def run_buttons(page, base):
    """A button's stylesheet in the browser: <button> elements marked as a page marks them (disabled, aria-pressed,
    aria-expanded) draw the API's foreground, background and corner radius for that state, in light and dark."""
    marks = {"normal": ("", {}), "disabled": (" disabled", {"isDisabled": True}),
             "pressed": (' aria-pressed="true"', {"isSelected": True}),
             "held": (' aria-expanded="true"', {"isHeld": True})}
    buttons = "".join(f'<button class="button" id="{name}"{attributes}><span data-part="texts">'
                      '<span data-part="title">Buy</span></span></button>' for name, (attributes, _) in marks.items())
    link = f"{base}/v1/styles/tintedButton/stylesheet.css?theme=attribute"
    load_stylesheet_page(page, base, link, buttons, ".button", "--button-background-color")
    for scheme in ("light", "dark"):
        page.evaluate(f"document.documentElement.dataset.theme = '{scheme}'")
        for name, (_, state) in marks.items():
            rendered = page.evaluate(f"""(() => {{
                const style = getComputedStyle(document.getElementById('{name}'));
                return {{ background: style.backgroundColor, color: style.color, radius: style.borderTopLeftRadius }};
            }})()""")
            expected = post(base, "/v1/resolve", {
                "style": "tintedButton", "state": {**state, "traits": {"userInterfaceStyle": scheme}},
                "content": {"title": "Buy"}})["button"]
            background = expected["background"]["backgroundColor"]
            check(same_color(rendered["background"], background)
                  and same_color(rendered["color"], expected["foregroundColor"])
                  and rendered["radius"] == f"{expected['cornerRadius']:g}px",
                  f"tintedButton {scheme}, {name}: the API's {expected['foregroundColor']} on {background}, radius "
                  f"{expected['cornerRadius']:g} ({rendered['color']} on {rendered['background']}, {rendered['radius']})")



def run_hover(page, base):
    """The hover option in the browser: with hover=highlighted, the mouse moved over a button (DevTools'
    Input.dispatchMouseEvent) draws the API's highlighted background, and over a disabled one its disabled
    background; without the option the hovered button stays normal, as on a touch screen."""
    buttons = ('<button class="button" id="live"><span data-part="texts"><span data-part="title">Buy</span></span>'
               '</button><button class="button" id="off" disabled><span data-part="texts">'
               '<span data-part="title">Buy</span></span></button>')

    def background(state):
        answer = post(base, "/v1/resolve", {"style": "filledButton", "state": state, "content": {"title": "Buy"}})
        return answer["button"]["background"]["backgroundColor"]

    def hovered(button):
        box = page.evaluate(f"(() => {{ const r = document.getElementById('{button}').getBoundingClientRect();"
                            " return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        page.call("Input.dispatchMouseEvent", type="mouseMoved", x=box[0], y=box[1])
        return page.evaluate(f"getComputedStyle(document.getElementById('{button}')).backgroundColor")

    for query, live, off in (("?hover=highlighted", {"isHighlighted": True}, {"isDisabled": True}),
                             ("", {}, {"isDisabled": True})):
        link = f"{base}/v1/styles/filledButton/stylesheet.css{query}"
        load_stylesheet_page(page, base, link, buttons, ".button", "--button-background-color")
        page.call("Input.dispatchMouseEvent", type="mouseMoved", x=1200, y=800)
        resting = page.evaluate("getComputedStyle(document.getElementById('live')).backgroundColor")
        normal = background({})
        check(same_color(resting, normal), f"filledButton{query or ' (no hover)'}: away from the mouse, the API's "
              f"normal {normal} ({resting})")
        expected = background(live)
        rendered = hovered("live")
        check(same_color(rendered, expected) and (query == "") == (expected == normal),
              f"filledButton{query or ' (no hover)'}: under the mouse, the API's {expected} ({rendered})")
        expected = background(off)
        rendered = hovered("off")
        check(same_color(rendered, expected),
              f"filledButton{query or ' (no hover)'}: a disabled button under the mouse, the API's disabled {expected} "
              f"({rendered})")


DOCS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs")


def run_settings_list(page, base, screenshots):
    """The settings list of docs/settings-list.html, drawn by the stylesheet alone: the style docs/settings-row.json is
    registered, the page loaded against the real service in light and dark, and its computed values compared with the
    API's answers: the list's background, the section's rounded first and last rows, the separators' inset (with an
    image and without, mirrored right to left) and color, the last row's hidden separator, the accessories' mask
    colors, the label's text, editing showing delete and reorder. The masks are data: URIs, so the page makes no
    request but the stylesheet's. Screenshots: docs/settings-list-light.png and docs/settings-list-dark.png."""
    with open(os.path.join(DOCS, "settings-row.json"), encoding="utf-8") as file:
        put(base, "/v1/styles/settingsRow", json.load(file))
    with open(os.path.join(DOCS, "settings-list.html"), encoding="utf-8") as file:
        html = file.read().replace("http://localhost:8080", base)
    page.call("Emulation.setDeviceMetricsOverride", width=480, height=560, deviceScaleFactor=2, mobile=False)
    page.call("Page.navigate", url=base + "/healthz")
    wait_until(lambda: page.evaluate("document.readyState === 'complete'"), 20, "a page of the service's origin")
    page.evaluate(f"document.open(); document.write({json.dumps(html)}); document.close(); true")
    wait_until(lambda: page.evaluate("""document.readyState === 'complete' && document.querySelector('.row')
        && getComputedStyle(document.querySelector('.row')).getPropertyValue('--accessory-label-text') !== ''"""),
               20, "the settings list's stylesheet to apply")
    resources = page.evaluate("""performance.getEntriesByType('resource')
        .map(entry => [entry.initiatorType, entry.name.replace(location.origin, '')])""")
    images = [name for initiator, name in resources if initiator in ("css", "img")]
    check(any(name.startswith("/v1/styles/settingsRow/stylesheet.css") for _, name in resources) and not images,
          f"the settings list loads the stylesheet and no image: its masks are data: URIs (images {images})")
    measure = """((id, part, pseudo) => {
        const row = document.getElementById(id);
        const element = part ? row.querySelector(`[data-accessory="${part}"]`) : row;
        const style = getComputedStyle(element, pseudo);
        return { left: style.left, right: style.right, visibility: style.visibility, display: style.display,
                 background: style.backgroundColor, color: style.color, content: style.content,
                 mask: style.maskImage || style.webkitMaskImage, transform: style.transform,
                 topLeft: style.borderTopLeftRadius, bottomLeft: style.borderBottomLeftRadius };
    })"""

    def rendered(row, part=None, pseudo=None):
        return page.evaluate(f"{measure}({json.dumps(row)}, {json.dumps(part)}, {json.dumps(pseudo)})")

    def accessory(answer, kind):
        return next(item for item in answer["accessories"] if item["type"] == kind)

    for scheme in ("light", "dark"):
        page.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
        traits = {"userInterfaceStyle": scheme}
        answer = post(base, "/v1/resolve", {"style": "settingsRow", "content": {"text": "Wi-Fi", "image": "wifi"},
                                            "state": {"traits": traits}})
        plain = post(base, "/v1/resolve", {"style": "settingsRow", "content": {"text": "Light"},
                                           "state": {"traits": traits}})
        editing = post(base, "/v1/resolve", {"style": "settingsRow", "content": {"text": "Favorites"},
                                             "state": {"isEditing": True, "traits": traits}})
        background = page.evaluate("getComputedStyle(document.querySelector('[data-list]')).backgroundColor")
        check(same_color(background, answer["list"]["backgroundColor"]),
              f"{scheme}: the list's background {background} is the API's {answer['list']['backgroundColor']}")
        radius = answer["list"]["sectionCornerRadius"]
        first, middle, last = rendered("wifi"), rendered("bluetooth"), rendered("notifications")
        check(first["topLeft"] == f"{radius:g}px" and last["bottomLeft"] == f"{radius:g}px"
              and middle["topLeft"] == "0px" and first["bottomLeft"] == "0px",
              f"{scheme}: the section rounds its first row's top and last row's bottom by the API's {radius:g} pt "
              f"({first['topLeft']}, {last['bottomLeft']}; middle {middle['topLeft']})")
        separator = answer["separators"]["bottom"]
        line = rendered("wifi", pseudo="::after")
        check(line["left"] == f"{separator['leadingInset']:g}px" and same_color(line["background"], separator["color"])
              and line["visibility"] == "visible",
              f"{scheme}: a row with an image draws its separator at the API's leading inset "
              f"{separator['leadingInset']:g} pt in {separator['color']} ({line['left']}, {line['background']})")
        inset = plain["separators"]["bottom"]["leadingInset"]
        text_line = rendered("light", pseudo="::after")
        check(text_line["left"] == f"{inset:g}px",
              f"{scheme}: a row without an image draws it at the API's {inset:g} pt ({text_line['left']})")
        check(rendered("notifications", pseudo="::after")["visibility"] == "hidden",
              f"{scheme}: the section's last row hides its bottom separator")
        chevron = accessory(answer, "disclosureIndicator")
        drawn = rendered("wifi", "disclosure-indicator", "::after")
        check(same_color(drawn["background"], chevron["tintColor"]) and drawn["mask"].startswith('url("data:image/svg'),
              f"{scheme}: the chevron is a data: mask in the API's tint {chevron['tintColor']} ({drawn['background']})")
        check_mark = accessory(answer, "checkmark")
        drawn = rendered("light", "checkmark", "::after")
        check(same_color(drawn["background"], check_mark["tintColor"]),
              f"{scheme}: the checkmark is the API's {check_mark['tintColor']} ({drawn['background']})")
        label = accessory(answer, "label")
        drawn, own = rendered("bluetooth", "label", "::before"), rendered("wifi", "label")
        check(drawn["content"] == json.dumps(label["text"]) and same_color(own["color"], label["tintColor"]),
              f"{scheme}: an empty label shows the style's text {drawn['content']} in the API's {label['tintColor']}")
        delete = accessory(editing, "delete")
        disc, glyph = rendered("favorites", "delete", "::before"), rendered("favorites", "delete", "::after")
        shown = rendered("favorites", "delete")["display"] == "flex" and delete["visible"]
        check(shown and same_color(disc["background"], delete["discColor"])
              and same_color(glyph["background"], delete["glyphColor"]),
              f"{scheme}: editing shows delete, its disc the API's {delete['discColor']} and glyph "
              f"{delete['glyphColor']} ({disc['background']}, {glyph['background']})")
        reorder = accessory(editing, "reorder")
        drawn = rendered("favorites", "reorder", "::after")
        check(same_color(drawn["background"], reorder["glyphColor"]),
              f"{scheme}: the reorder control is the API's {reorder['glyphColor']} ({drawn['background']})")
        page.screenshot(os.path.join(screenshots, f"settings-list-{scheme}.png"))

    # Out of editing the editing controls go, as the API says; right to left mirrors the separator and the chevron.
    page.evaluate("document.getElementById('recents').removeAttribute('data-editing'); true")
    resting = accessory(post(base, "/v1/resolve", {"style": "settingsRow"}), "delete")
    check(rendered("recents", "delete")["display"] == "none" and not resting["visible"],
          "out of editing the delete control is not laid out, as the API's visible: false")
    page.evaluate("document.getElementById('wifi').dir = 'rtl'; true")
    line = rendered("wifi", pseudo="::after")
    mirrored = rendered("wifi", "disclosure-indicator", "::after")["transform"]
    rtl = post(base, "/v1/resolve", {"style": "settingsRow", "content": {"text": "Wi-Fi", "image": "wifi"},
                                     "state": {"traits": {"layoutDirection": "rightToLeft"}}})
    inset = rtl["separators"]["bottom"]["leadingInset"]
    check(line["right"] == f"{inset:g}px" and mirrored.startswith("matrix(-1"),
          f"right to left, the separator is inset {line['right']} from the right (the API's {inset:g}) and the "
          f"chevron mirrored ({mirrored})")
    page.call("Emulation.setEmulatedMedia", features=[])
    page.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)


CLIENT_PAGE = """<!doctype html><html><head><title>client.js</title></head><body>
<div class="cell" id="cell" role="option" aria-selected="true"><div data-part="texts">
<span data-part="text">Inbox</span></div></div>
<ul id="pointers"></ul>
<script type="module">
import { resolve, exportURL, StyleResolverClient, ProblemError } from "/client.js";
const result = {};
try {
  const answer = await resolve(REQUEST);
  const cell = document.getElementById("cell");
  const text = cell.querySelector("[data-part=text]");
  cell.style.backgroundColor = answer.background.backgroundColor;
  cell.style.borderRadius = answer.background.cornerRadius + "px";
  text.style.color = answer.content.textProperties.color;
  text.style.fontSize = answer.content.textProperties.font.pointSize + "px";
  try {
    await resolve(BAD_REQUEST);
    result.problem = "no error";
  } catch (error) {
    result.problem = error instanceof ProblemError ? error.status : String(error);
    for (const pointer of error.pointers ?? []) {
      document.getElementById("pointers").append(Object.assign(document.createElement("li"), { textContent: pointer }));
    }
  }
  // ETags: the second styles() is asked with If-None-Match, answered 304, and returns the kept answer.
  const statuses = [];
  const counting = new StyleResolverClient(location.origin, { pollInterval: 200, fetch: async (url, options) => {
    const response = await fetch(url, options);
    statuses.push([options?.headers?.["If-None-Match"] ?? null, response.status]);
    return response;
  } });
  const first = await counting.styles();
  const second = await counting.styles();
  result.etag = { statuses: statuses.slice(), same: first === second, count: first.styles.length };
  // Registry changes reach subscribe, with or without GET /v1/events.
  window.changes = [];
  counting.subscribe((event) => window.changes.push(event));
  // The ts export is an ES module the browser imports as it is.
  const exported = await import(exportURL("sidebarCell", "ts"));
  result.exported = { selectedDark: exported.states.selected.dark.backgroundColor,
                      textColor: exported.cssVariables.textColor, frozen: Object.isFrozen(exported.default.normal.light) };
} catch (error) {
  result.failure = String(error && error.stack || error);
}
window.clientResult = result;
</script></body></html>"""


def request(base, method, path, body=None):
    """Status and JSON of a request (problems included)."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            body = response.read()
            return response.status, json.loads(body) if body else None
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def run_client(page, base):
    """The JavaScript client in the browser: a page imports /client.js, resolves sidebarCell selected in
    dark mode and draws it, and its computed colors and size are the API's; a bad request shows the POST's pointers;
    a second styles() is a 304 reused; a registry change reaches subscribe; the ts export imports as a module."""
    good = {"style": "sidebarCell", "state": {"isSelected": True, "traits": {"userInterfaceStyle": "dark"}}}
    bad = {"style": "sidebarCell", "tintColor": "notacolor", "state": {"isSelected": "yes"}}
    html = CLIENT_PAGE.replace("BAD_REQUEST", json.dumps(bad)).replace("REQUEST", json.dumps(good))
    page.call("Page.navigate", url=base + "/healthz")
    wait_until(lambda: page.evaluate("document.readyState === 'complete'"), 20, "a page of the service's origin")
    page.evaluate(f"document.open(); document.write({json.dumps(html)}); document.close(); true")
    result = wait_until(lambda: page.evaluate("window.clientResult || null"), 20, "the client page to finish")
    check("failure" not in result, f"the client page ran ({result.get('failure', 'no failure')[:200]})")
    rendered = page.evaluate("""(() => {
        const cell = document.getElementById('cell');
        const text = cell.querySelector('[data-part=text]');
        return { background: getComputedStyle(cell).backgroundColor, radius: getComputedStyle(cell).borderTopLeftRadius,
                 color: getComputedStyle(text).color, fontSize: getComputedStyle(text).fontSize,
                 pointers: [...document.querySelectorAll('#pointers li')].map(li => li.textContent) };
    })()""")
    expected = post(base, "/v1/resolve", good)
    background = expected["background"]["backgroundColor"]
    color = expected["content"]["textProperties"]["color"]
    size = expected["content"]["textProperties"]["font"]["pointSize"]
    radius = expected["background"]["cornerRadius"]
    check(same_color(rendered["background"], background) and same_color(rendered["color"], color)
          and rendered["fontSize"] == f"{size:g}px" and rendered["radius"] == f"{radius:g}px",
          f"client.js: the cell drawn from resolve() is the API's {background} / {color} at {size:g} pt, radius "
          f"{radius:g} ({rendered['background']}, {rendered['color']}, {rendered['fontSize']}, {rendered['radius']})")
    status, problem = request(base, "POST", "/v1/resolve", bad)
    pointers = [entry["pointer"] for entry in problem["errors"]]
    check(status == 422 and result.get("problem") == 422 and rendered["pointers"] == pointers
          and "/state/isSelected" in pointers and "/tintColor" in pointers,
          f"client.js: a bad request shows the POST's problem pointers {rendered['pointers']}")
    etag = result.get("etag", {})
    statuses = etag.get("statuses", [])
    check(len(statuses) == 2 and statuses[0] == [None, 200] and statuses[1][0] and statuses[1][1] == 304
          and etag.get("same") and etag.get("count", 0) >= 28,
          f"client.js: styles() again is asked with If-None-Match and reuses the 304 ({statuses})")
    selected_dark = post(base, "/v1/resolve", good)["background"]["backgroundColor"]
    exported = result.get("exported", {})
    check(exported.get("selectedDark") == selected_dark and exported.get("textColor") == "--text-color"
          and exported.get("frozen"),
          f"the ts export imports as a module: states.selected.dark.backgroundColor is the API's {selected_dark}")
    time.sleep(1.5)  # the subscription has its first answer by now
    status, answer = request(base, "PUT", "/v1/styles/clientTestCell", {"extends": "cell"})
    changes = wait_until(lambda: page.evaluate("window.changes.length ? window.changes : null"), 20,
                         "subscribe() to report the change")
    check(status == 201 and changes[-1]["type"] == "change" and changes[-1]["version"] == answer["registryVersion"],
          f"client.js: subscribe() reports the registry change to version {answer['registryVersion']} ({changes[-1]})")
    request(base, "DELETE", "/v1/styles/clientTestCell")
def put(base, path, body, headers=None):
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="PUT",
                                     headers={"Content-Type": "application/json", **(headers or {})})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status


def get_text(base, path):
    with urllib.request.urlopen(base + path, timeout=10) as response:
        return response.read().decode()


def has_event_stream(base):
    """Whether the service answers GET /v1/events with an event stream."""
    try:
        with urllib.request.urlopen(base + "/v1/events", timeout=3) as response:
            return response.status == 200 and "text/event-stream" in response.headers.get("Content-Type", "")
    except OSError:
        return False


def wait_for(page, expression, what, timeout=20):
    """Waits until the expression is truthy; while a navigation is still under way it counts as false."""
    guarded = f"(() => {{ try {{ return ({expression}); }} catch (error) {{ return false; }} }})()"
    return wait_until(lambda: page.evaluate(guarded), timeout, what)


def press(page, key, code=None, key_code=0, shift=False):
    """One key press through the browser's input pipeline (so focus moves as a person's keyboard would move it)."""
    modifiers = 8 if shift else 0
    for kind in ("rawKeyDown", "keyUp"):
        page.call("Input.dispatchKeyEvent", type=kind, key=key, code=code or key, windowsVirtualKeyCode=key_code,
                  nativeVirtualKeyCode=key_code, modifiers=modifiers)


def axe_audit(page, axe_source, where):
    """axe-core's rules over the page: fails on any serious or critical violation. Color contrast is checked on the
    page's own text, not on the preview cells and matrix samples, which show the style's colors (the matrix is where
    the style's contrast is judged)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(axe_source + "; true")
    found = page.evaluate("""(async () => {
        const serious = (result) => result.violations.filter((v) => ['serious', 'critical'].includes(v.impact))
            .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
        const all = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
        const contrast = await axe.run({ include: [document], exclude: [['#canvas'], ['#matrix'], ['.tints'], ['#buttons'], ['#empty-canvas']] },
            { runOnly: { type: 'rule', values: ['color-contrast'] } });
        return { rules: all.passes.length + all.violations.length, violations: serious(all).concat(serious(contrast)) };
    })()""")
    check(not found["violations"], f"axe-core ({where}): no serious or critical violations over {found['rules']} rules"
          + ("" if not found["violations"] else ": " + "; ".join(found["violations"])))


def run_authoring(page, base, screenshots, axe_source):
    """The playground as an authoring tool."""
    # The editor: a new style with a problem, shown at its pointer; fixed; saved; resolved.
    page.call("Page.navigate", url=base + "/?style=insetGroupedCell&tab=editor")
    wait_for_render(page, 0)
    wait_for(page, "document.getElementById('editor-text').value.includes('insetGroupedCell')", "the editor's template")
    broken = '{\n  "extends": "insetGroupedCell",\n  "overrides": {\n    "background": { "cornerRadius": "twelve" }\n  }\n}'
    page.evaluate(f"""(() => {{
        const name = document.getElementById('editor-name'), text = document.getElementById('editor-text');
        name.value = 'brandCell';
        text.value = {json.dumps(broken)};
        text.dispatchEvent(new Event('input', {{ bubbles: true }}));
    }})()""")
    wait_for(page, "document.documentElement.dataset.editor === 'bad'", "the editor to show the problem")
    shown = page.evaluate("""({
        pointers: [...document.querySelectorAll('#editor-problems button')].map((b) => b.dataset.pointer),
        marked: [...document.querySelectorAll('#editor-marks mark')].map((m) => m.textContent),
        save: document.getElementById('editor-save').disabled })""")
    check(shown["pointers"] == ["/overrides/background/cornerRadius"],
          f"the service's problem is listed at its pointer ({shown['pointers']})")
    check(shown["marked"] == ['"cornerRadius": "twelve"'], f"the problem is marked in the text at that pointer ({shown['marked']})")
    check(shown["save"], "Save is off while the document has problems")
    page.evaluate("document.querySelector('#editor-problems button').click()")
    selected = page.evaluate("(() => { const t = document.getElementById('editor-text');"
                             " return document.activeElement === t ? t.value.slice(t.selectionStart, t.selectionEnd) : ''; })()")
    check(selected == '"cornerRadius": "twelve"', f"choosing the problem selects its place in the editor ({selected})")
    page.screenshot(os.path.join(screenshots, "playground-editor.png"))
    axe_audit(page, axe_source, "1280 px, the editor showing a problem")

    page.evaluate("""(() => {
        const text = document.getElementById('editor-text');
        text.value = text.value.replace('"twelve"', '12');
        text.dispatchEvent(new Event('input', { bubbles: true }));
    })()""")
    wait_for(page, "document.documentElement.dataset.editor === 'ok'", "the editor to accept the fixed document")
    state = page.evaluate("({ state: document.getElementById('editor-state').textContent,"
                          " save: document.getElementById('editor-save').disabled, marks: document.querySelectorAll('#editor-marks mark').length,"
                          " token: document.getElementById('editor-token-field').hidden })")
    check("creates" in state["state"] and not state["save"] and state["marks"] == 0 and state["token"],
          f"the fixed document is valid, Save is on and no token is asked for on loopback ({state['state']})")
    page.evaluate("document.querySelector('[data-tab=editor]').click(); document.getElementById('copy-curl').click()")
    curl = wait_for(page, "window.lastCopied || ''", "copy as curl")
    check(curl.startswith("curl -X PUT ") and "/v1/styles/brandCell" in curl and '"cornerRadius": 12' in curl,
          f"copy as curl on the editor is the PUT of the document ({curl[:60]}…)")
    renders = int(page.evaluate("document.documentElement.dataset.renders"))
    page.evaluate("document.getElementById('editor-save').click()")
    wait_for(page, f"""document.documentElement.dataset.phase === 'idle' && Number(document.documentElement.dataset.renders) > {renders}
        && window.lastRender && window.lastRender.request.style === 'brandCell'""", "the saved style to render")
    expected = post(base, "/v1/resolve", {"style": "brandCell"})
    rendered = page.evaluate("""({ radius: getComputedStyle(document.querySelector('.cell.chosen .cell-bg')).borderTopLeftRadius,
        picked: document.getElementById('style').value, saved: document.getElementById('editor-state').textContent })""")
    check(expected["background"]["cornerRadius"] == 12 and rendered["radius"] == "12px" and rendered["picked"] == "brandCell",
          f"saved, the style is picked and its cells render the API's corner radius ({rendered['radius']}; {rendered['saved']})")

    # The explain table: grouped in UIKit's order, its value column with room.
    page.evaluate("document.querySelector('[data-tab=explain]').click()")
    table = page.evaluate("""({ groups: [...document.querySelectorAll('#explain-rows th.group-head')].map((th) => th.textContent),
        valueWidth: document.querySelector('#explain-rows td.value').getBoundingClientRect().width })""")
    row_groups = [group for group in ("Accessories", "Separators", "List") if group in table["groups"]]
    check(table["groups"] == ["Background", "Text", "Secondary text", "Image", "Layout"] + row_groups,
          f"the explain rows are grouped in UIKit's order, then the row's ({table['groups']})")
    check(table["valueWidth"] >= 200, f"the value column has room ({table['valueWidth']:.0f} px)")

    # Copy as curl for the JSON tab, run as a command: the same answer as the page's.
    page.evaluate("document.querySelector('[data-tab=json]').click(); window.lastCopied = ''; document.getElementById('copy-curl').click()")
    curl = wait_for(page, "window.lastCopied || ''", "copy as curl")
    answer = json.loads(subprocess.run(["bash", "-c", curl + " --silent"], capture_output=True, text=True, timeout=20).stdout)
    check(answer.get("background") == page.evaluate("window.lastRender.answer.background"),
          "copy as curl on the JSON tab is a command that answers what the page shows")

    # CSS, tokens and export tabs.
    for tab, path in (("css", "/v1/styles/brandCell/stylesheet.css"), ("tokens", "/v1/styles/brandCell/tokens.json")):
        page.evaluate(f"document.querySelector('[data-tab={tab}]').click()")
        shown = wait_for(page, f"document.getElementById('{tab}-code').dataset.loaded ? document.getElementById('{tab}-code').textContent : ''",
                         f"the {tab} tab")
        served = get_text(base, path)
        same = shown == served if tab == "css" else json.loads(shown) == json.loads(served)
        check(same, f"the {tab} tab shows GET {path} ({len(served)} bytes)")
    page.evaluate("document.querySelector('[data-tab=export]').click()")
    export = wait_for(page, """document.getElementById('export-code').dataset.loaded ? 'code:' + document.getElementById('export-code').textContent
        : (!document.getElementById('export-message').hidden && document.getElementById('export-message').textContent) || ''""", "the export tab")
    served = get_text(base, "/v1/styles/brandCell/export?format=css")
    check(export == "code:" + served, "the export tab shows GET /v1/styles/brandCell/export?format=css")

    # The Live badge: subscribed to GET /v1/events, a change re-resolves the page at once (polling takes 5 s).
    live = page.evaluate("document.getElementById('live').textContent")
    check(has_event_stream(base) and live == "Live", f"the Live badge is on: the page subscribes to GET /v1/events ({live})")
    renders = int(page.evaluate("document.documentElement.dataset.renders"))
    started = time.monotonic()
    put(base, "/v1/styles/brandCell", {"extends": "insetGroupedCell", "overrides": {"background": {"cornerRadius": 9}}})
    wait_for(page, f"Number(document.documentElement.dataset.renders) > {renders} && window.lastRender.answer.background.cornerRadius === 9",
             "the page to re-resolve on the change event", timeout=10)
    check(time.monotonic() - started < 4.5, f"a change event re-resolved the page in {time.monotonic() - started:.1f} s (polling takes 5)")

    # Keyboard: the tabs move with the arrow keys, and every focus stop shows a visible focus ring.
    page.evaluate("document.getElementById('tab-explain').click(); document.getElementById('tab-explain').focus()")
    press(page, "ArrowRight", key_code=39)
    moved = page.evaluate("({ tab: document.activeElement.id, selected: document.activeElement.getAttribute('aria-selected') })")
    check(moved == {"tab": "tab-json", "selected": "true"}, f"ArrowRight moves to and opens the next tab ({moved})")
    page.evaluate("document.activeElement.blur(); window.scrollTo(0, 0)")
    invisible, stops = [], 0
    for _ in range(40):
        press(page, "Tab", key_code=9)
        focus = page.evaluate("""(() => {
            const element = document.activeElement;
            if (!element || element === document.body) return null;
            const ring = (e) => { const css = getComputedStyle(e); return css.outlineStyle !== 'none' && parseFloat(css.outlineWidth) > 0; };
            const shown = ring(element) || (element.matches('.chip input') && ring(element.nextElementSibling));
            return { name: element.id || element.dataset.tab || element.dataset.flag || element.dataset.name || element.tagName, shown };
        })()""")
        if focus is None:
            continue
        stops += 1
        if not focus["shown"]:
            invisible.append(focus["name"])
    check(stops >= 30 and not invisible, f"{stops} Tab stops, each with a visible focus ring ({invisible or 'none without'})")

    # The URL: GET /v1/resolve's names, the old ones still read; tint swatches from the service for the design.
    page.call("Page.navigate", url=base + "/?style=cell&tint=systemRed&design=ios18")
    wait_for(page, "document.documentElement.dataset.phase === 'idle' && window.lastRender && window.lastRender.request.tintColor === 'systemRed'",
             "the old URL names")
    wait_for(page, "document.querySelector('.tint[data-tint=systemBlue]').dataset.color", "the tint swatches")
    search = page.evaluate("location.search")
    check("tintColor=systemRed" in search and "designGeneration=ios18" in search and "tint=" not in search.replace("tintColor=", "")
          and window_design(page) == "ios18", f"old names (tint, design) are read and written as GET /v1/resolve's ({search})")
    for design in ("ios18", "ios26"):
        if design == "ios26":
            page.evaluate("document.querySelector('button[data-design=ios26]').click()")
            wait_for(page, "window.lastRender.answer.designGeneration === 'ios26' && document.querySelector('.tint[data-tint=systemBlue]').dataset.color",
                     "the iOS 26 swatches")
            wait_until(lambda: page.evaluate("document.querySelector('.tint[data-tint=systemMint]').dataset.color") == _tint(base, design, "systemMint"),
                       10, "the iOS 26 swatch colors")
        shown = page.evaluate("Object.fromEntries([...document.querySelectorAll('.tint')].map((b) => [b.dataset.tint, b.dataset.color]))")
        expected = {name: _tint(base, design, name) for name in ("systemBlue", "systemMint")}
        check(all(shown[name] == color for name, color in expected.items()),
              f"in {design} the tint swatches are the service's colors ({expected})")

    # An unknown style in the URL: a notice with the service's suggestion, not a silent fallback.
    page.call("Page.navigate", url=base + "/?style=sidebarcell")
    notice = wait_for(page, "document.getElementById('notice') && !document.getElementById('notice').hidden && document.getElementById('notice').textContent", "the notice")
    check("sidebarcell" in notice and "Show sidebarCell" in notice, f"an unknown ?style= gets a notice ({notice[:70]}…)")
    page.evaluate("document.querySelector('[data-use-style]').click()")
    wait_for(page, "window.lastRender && window.lastRender.request.style === 'sidebarCell' && document.documentElement.dataset.phase === 'idle'",
             "the suggested style")
    check(page.evaluate("document.getElementById('notice').hidden"), "choosing the suggestion shows it and closes the notice")

    # Inset grouped is drawn rounded inside the margins; grouped spans the width.
    for style, section in (("insetGroupedCell", "insetGrouped"), ("groupedCell", "grouped")):
        page.call("Page.navigate", url=base + f"/?style={style}")
        wait_for(page, f"window.lastRender && window.lastRender.request.style === '{style}' && document.documentElement.dataset.phase === 'idle'",
                 style)
        radius = post(base, "/v1/resolve", {"style": style})["background"]["sectionCornerRadius"]
        drawn = page.evaluate("""({ section: document.getElementById('canvas').dataset.section,
            radius: getComputedStyle(document.getElementById('list')).borderTopLeftRadius,
            inset: document.getElementById('list').getBoundingClientRect().left - document.getElementById('canvas').getBoundingClientRect().left })""")
        check(drawn["section"] == section and drawn["radius"] == f"{radius:g}px" and (drawn["inset"] > 0) == (radius > 0),
              f"{style}: drawn as {drawn['section']}, section corners {drawn['radius']} (the API's {radius:g}), inset {drawn['inset']:g} px")

    # Narrow screens: 390 and 360 px, accessibility text sizes unclipped.
    for width in (390, 360):
        page.call("Emulation.setDeviceMetricsOverride", width=width, height=844, deviceScaleFactor=1, mobile=True)
        page.call("Page.navigate", url=base + "/?style=insetGroupedCell&isSelected=true"
                  "&preferredContentSizeCategory=accessibilityExtraExtraExtraLarge")
        wait_for(page, "window.lastRender && window.lastRender.request.style === 'insetGroupedCell' && document.documentElement.dataset.phase === 'idle'",
                 f"the page at {width} px")
        layout = page.evaluate("""(() => {
            const box = (e) => e.getBoundingClientRect();
            const preview = box(document.querySelector('.preview-card')), side = box(document.querySelector('aside'));
            const overlap = !(side.bottom <= preview.top || side.top >= preview.bottom || side.right <= preview.left || side.left >= preview.right);
            const canvas = document.getElementById('canvas');
            const clipped = [...document.querySelectorAll('#list .text, #list .secondary-text')]
                .filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1).length;
            return { overlap, scrollWidth: document.documentElement.scrollWidth, clipped,
                     canvasClipped: canvas.scrollHeight > canvas.clientHeight + 1,
                     font: getComputedStyle(document.querySelector('.cell.chosen .text')).fontSize };
        })()""")
        check(not layout["overlap"] and layout["scrollWidth"] <= width,
              f"at {width} px the side panel does not cover the preview and nothing overflows ({layout['scrollWidth']} px wide)")
        check(layout["clipped"] == 0 and not layout["canvasClipped"] and layout["font"] == "53px",
              f"at {width} px the accessibility text size ({layout['font']}) is shown unclipped")
        if width == 390:
            page.screenshot(os.path.join(screenshots, "playground-390.png"))
            axe_audit(page, axe_source, "390 px")
    page.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
    page.call("Page.navigate", url=base + "/?style=brandCell&isSelected=true")
    wait_for(page, "window.lastRender && window.lastRender.request.style === 'brandCell' && document.documentElement.dataset.phase === 'idle'",
             "brandCell at 1280 px")
    axe_audit(page, axe_source, "1280 px, the explain tab")
    page.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"}])
    page.evaluate("document.querySelector('[data-tab=editor]').click(); true")
    wait_for(page, "document.documentElement.dataset.editor === 'ok'", "the editor in dark mode")
    axe_audit(page, axe_source, "1280 px, dark mode, the editor")
    page.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "light"}])


def run_write_rules(page, binary, work):
    """The editor on services that refuse this page's writes: --read-only (it checks, and says writes are off) and
    one with an admin token (the token field appears; with the token the style saves)."""
    document = '{"extends": "insetGroupedCell", "overrides": {"background": {"cornerRadius": 7}}}'
    for flags, name in ((["--read-only"], "read-only"), (["--admin-token", "s3cret"], "token")):
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        other = subprocess.Popen([binary, "--host", "127.0.0.1", "--port", str(port), "--data-dir", f"{work}/{name}",
                                  "--access-log", "off", *flags], stdout=subprocess.DEVNULL, start_new_session=True)
        try:
            wait_until(lambda: _ready(base), 20, f"the {name} service to be ready")
            page.call("Page.navigate", url=base + "/?style=insetGroupedCell&tab=editor")
            wait_for(page, "document.getElementById('editor-text').value.includes('insetGroupedCell')", "the editor")
            page.evaluate(f"""(() => {{
                document.getElementById('editor-name').value = 'lockedCell';
                const text = document.getElementById('editor-text');
                text.value = {json.dumps(document)};
                text.dispatchEvent(new Event('input', {{ bubbles: true }}));
            }})()""")
            wait_for(page, "document.documentElement.dataset.editor === 'ok' && document.documentElement.dataset.writes",
                     f"the editor on the {name} service")
            shown = page.evaluate("""({ writes: document.documentElement.dataset.writes,
                note: document.getElementById('editor-write').textContent,
                save: document.getElementById('editor-save').disabled,
                token: !document.getElementById('editor-token-field').hidden })""")
            if name == "read-only":
                check(shown["writes"] == "read-only" and shown["save"] and not shown["token"] and "Writes are off" in shown["note"],
                      f"on a read-only service the editor still checks the style and says writes are off ({shown['note']})")
                continue
            check(shown["writes"] == "unauthorized" and shown["save"] and shown["token"],
                  f"on a service with an admin token the token field appears and Save waits for it ({shown['note']})")
            page.evaluate("""(() => { const token = document.getElementById('editor-token'); token.value = 's3cret';
                token.dispatchEvent(new Event('input', { bubbles: true })); })()""")
            wait_for(page, "document.documentElement.dataset.writes === 'allowed' && !document.getElementById('editor-save').disabled",
                     "the token to be accepted")
            page.evaluate("document.getElementById('editor-save').click()")
            wait_for(page, "window.lastRender && window.lastRender.request.style === 'lockedCell' && document.documentElement.dataset.phase === 'idle'",
                     "the style saved with the token")
            radius = page.evaluate("getComputedStyle(document.querySelector('.cell.chosen .cell-bg')).borderTopLeftRadius")
            check(radius == "7px", f"with the token the style is saved and rendered ({radius})")
        finally:
            os.killpg(other.pid, signal.SIGTERM)
            other.wait(timeout=10)


# A token named with markup: DTCG names may hold "<", ">", "=" and quotes (not "{", "}" or "."), and the page shows it.
MARKUP_TOKEN = """<img src=x onerror="window['__pwned']=1">"""


def srgb(hex_value):
    """A DTCG color value for `#RRGGBB`."""
    components = [round(int(hex_value[i:i + 2], 16) / 255, 6) for i in (1, 3, 5)]
    return {"colorSpace": "srgb", "components": components, "hex": hex_value.lower()}


def tokens_document(accent_dark, extra=None):
    """A resolver document: brand.accent aliases palette.accent, #336699 in light and `accent_dark` in dark; a
    dimension space.card of 12 px; the markup-named color; and the `extra` tokens."""
    base = {"brand": {"accent": {"$value": "{palette.accent}"}, **(extra or {})},
            "space": {"card": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}}},
            MARKUP_TOKEN: {"$type": "color", "$value": srgb("#ABCDEF")}}
    palette = lambda value: [{"palette": {"accent": {"$type": "color", "$value": srgb(value)}}}]
    return {"version": "2025.10", "sets": {"base": {"sources": [base]}},
            "modifiers": {"theme": {"default": "light", "contexts": {"light": palette("#336699"), "dark": palette(accent_dark)}}},
            "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}


def type_in_editor(page, before, after, typed):
    """Puts `before` + `after` in the editor with the caret between them, then types `typed` key by key (so the
    page hears real input events)."""
    page.evaluate(f"""(() => {{
        const text = document.getElementById('editor-text');
        text.focus();
        text.value = {json.dumps(before + after)};
        text.setSelectionRange({len(before)}, {len(before)});
        text.dispatchEvent(new Event('input', {{ bubbles: true }}));
    }})()""")
    for character in typed:
        page.call("Input.insertText", text=character)


def shown_tokens(page):
    """The token list as drawn: each row's alias text, swatch color (computed) and value text."""
    return page.evaluate("""[...document.querySelectorAll('#token-list button')].map((b) => ({
        alias: b.querySelector('code').textContent, swatch: getComputedStyle(b.querySelector('.swatch')).backgroundColor,
        blank: b.querySelector('.swatch').classList.contains('blank'), meta: b.querySelector('.meta').textContent }))""")


def check_swatches(page, answer, mode):
    """Each color token's swatch is the API's value for `mode`; other tokens show their value as text."""
    wait_for(page, f"document.getElementById('token-note').textContent.includes('{mode} mode')", f"the tokens in {mode} mode")
    drawn = {row["alias"]: row for row in shown_tokens(page)}
    for token in answer["tokens"]:
        row = drawn.get(token["alias"])
        if token["type"] == "color":
            value = token["values"][mode]
            check(row is not None and not row["blank"] and same_color(row["swatch"], value),
                  f"in {mode} mode the swatch of {token['path'][:24]} is the API's {value} ({row and row['swatch']})")
        else:
            check(row is not None and row["blank"] and f"{token['values'][mode]:g} pt" in row["meta"],
                  f"in {mode} mode {token['path']} shows its value as text ({row and row['meta']})")


def run_tokens(page, base, binary, work, axe_source):
    """The design tokens: none on a service without a tokens file; on one with --tokens, the list with the API's
    values for the mode shown, a markup-named token as text, alias completion in the editor (keys and mouse), a
    token inserted at the caret, and the list refreshed when the tokens file is reloaded."""
    page.call("Page.navigate", url=base + "/")
    wait_for(page, "document.documentElement.dataset.tokens === '0'", "the empty token list")
    note = page.evaluate("document.getElementById('token-note').textContent")
    check("no tokens file" in note and page.evaluate("document.querySelectorAll('#token-list li').length") == 0,
          f"a service without a tokens file says so ({note})")

    os.makedirs(f"{work}/tokens", exist_ok=True)
    tokens_file = f"{work}/tokens/tokens.json"
    with open(tokens_file, "w", encoding="utf-8") as file:
        json.dump(tokens_document("#88AAEE"), file)
    port = free_port()
    other_base = f"http://127.0.0.1:{port}"
    other = subprocess.Popen([binary, "--host", "127.0.0.1", "--port", str(port), "--data-dir", f"{work}/tokens/data",
                              "--tokens", tokens_file, "--access-log", "off"], stdout=subprocess.DEVNULL,
                             start_new_session=True)
    try:
        wait_until(lambda: _ready(other_base), 20, "the service with tokens to be ready")
        answer = json.loads(get_text(other_base, "/v1/tokens"))
        paths = [token["path"] for token in answer["tokens"]]
        check(paths == sorted(paths) and {"brand.accent", "space.card", MARKUP_TOKEN} <= set(paths),
              f"the service lists the tokens file's tokens ({len(paths)})")
        page.call("Page.navigate", url=other_base + "/?style=insetGroupedCell&tab=editor")
        wait_for(page, f"document.documentElement.dataset.tokens === '{len(paths)}'"
                       " && document.getElementById('editor-text').value.includes('insetGroupedCell')", "the token list")
        check_swatches(page, answer, "light")
        markup = page.evaluate("""({ texts: [...document.querySelectorAll('#token-list code')].map((c) => c.textContent),
            images: document.querySelectorAll('#token-list img, #editor-complete img').length, ran: window.__pwned ?? null })""")
        check("{" + MARKUP_TOKEN + "}" in markup["texts"] and markup["images"] == 0 and markup["ran"] is None,
              "a token named with markup is shown as text, and nothing of it runs")
        page.evaluate("document.querySelector('[data-name=userInterfaceStyle][data-value=dark]').click()")
        check_swatches(page, answer, "dark")

        # Completion: "{br typed as a background color's value offers brand.accent; Enter writes the alias and closes
        # the string; the service then accepts the document.
        before = '{"extends": "insetGroupedCell", "overrides": {"background": {"backgroundColor": '
        type_in_editor(page, before, "}}}", '"{')
        offered = wait_for(page, """!document.getElementById('editor-complete').hidden
            && [...document.querySelectorAll('#editor-complete [role=option]')].map((o) => o.textContent)""", "the completion list")
        check(len(offered) == len(paths) and "space.card" in offered[-1],
              f'"{{ for a color member offers every token, the color tokens first ({[o[:16] for o in offered]})')
        for character in "br":
            page.call("Input.insertText", text=character)
        listbox = page.evaluate("""(() => { const text = document.getElementById('editor-text');
            const active = document.getElementById(text.getAttribute('aria-activedescendant') || '');
            return { options: [...document.querySelectorAll('#editor-complete [role=option]')].map((o) => o.textContent),
                     expanded: document.getElementById('editor-combo').getAttribute('aria-expanded'), active: active && active.getAttribute('aria-selected') === 'true' ? active.textContent : '' };
        })()""")
        check(listbox["expanded"] == "true" and listbox["options"] and listbox["options"][0].startswith("brand.accent")
              and listbox["active"].startswith("brand.accent") and not any("space.card" in o for o in listbox["options"]),
              f"typing {{br offers brand.accent, active and aria-expanded ({listbox})")
        axe_audit(page, axe_source, "1280 px, the editor completing an alias")
        press(page, "Enter", "Enter", 13)
        text = page.evaluate("document.getElementById('editor-text').value")
        check(text == before + '"{brand.accent}"}}}', f"Enter inserts the alias and closes the string ({text[len(before):]})")
        check(page.evaluate("document.getElementById('editor-complete').hidden"
                            " && document.getElementById('editor-combo').getAttribute('aria-expanded') === 'false'"),
              "accepting closes the completion list")
        wait_for(page, "document.documentElement.dataset.editor === 'ok'", "the service to accept the alias")
        state = page.evaluate("document.getElementById('editor-state').textContent")
        check(state.startswith("Valid"), f"the service accepts the document with the completed alias ({state})")

        # Arrows and Escape; then the mouse, for a length.
        before = '{"extends": "insetGroupedCell", "overrides": {"background": {"cornerRadius": "'
        type_in_editor(page, before, '"}}}', "{")
        wait_for(page, "!document.getElementById('editor-complete').hidden", "the completion list")
        press(page, "ArrowDown", "ArrowDown", 40)
        moved = page.evaluate("document.getElementById('editor-text').getAttribute('aria-activedescendant')")
        press(page, "Escape", "Escape", 27)
        closed = page.evaluate("document.getElementById('editor-complete').hidden")
        check(moved == "complete-1" and closed, f"ArrowDown moves the active option ({moved}) and Escape closes the list")
        for character in "sp":
            page.call("Input.insertText", text=character)
        wait_for(page, "!document.getElementById('editor-complete').hidden", "the completion list again")
        page.evaluate("document.querySelector('#editor-complete [role=option]').click()")
        text = page.evaluate("document.getElementById('editor-text').value")
        check(text == before + '{space.card}"}}}', f"clicking an option inserts its alias in the open string ({text[len(before):]})")
        wait_for(page, "document.documentElement.dataset.editor === 'ok'", "the service to accept the length alias")

        # Choosing a token in the list inserts its alias, quoted, at the editor's caret.
        before = '{"extends": "insetGroupedCell", "overrides": {"background": {"backgroundColor": '
        type_in_editor(page, before, "}}}", "")
        page.evaluate("""[...document.querySelectorAll('#token-list button')]
            .find((b) => b.querySelector('code').textContent === '{brand.accent}').click()""")
        text = page.evaluate("document.getElementById('editor-text').value")
        check(text == before + '"{brand.accent}"}}}', f"choosing a token inserts its alias at the caret ({text[len(before):]})")

        # The tokens file changes and is reloaded (SIGHUP): the change event refreshes the list (while the page is
        # subscribed it does not poll, so only the event can bring the new token).
        check(page.evaluate("document.getElementById('live').classList.contains('live')"), "the page hears GET /v1/events")
        with open(tokens_file, "w", encoding="utf-8") as file:
            json.dump(tokens_document("#224466", {"muted": {"$type": "color", "$value": srgb("#808080")}}), file)
        os.killpg(other.pid, signal.SIGHUP)
        wait_for(page, f"document.documentElement.dataset.tokens === '{len(paths) + 1}'", "the reloaded token list")
        answer = json.loads(get_text(other_base, "/v1/tokens"))
        event = page.evaluate("window.lastEvent")
        check(any(t["path"] == "brand.muted" for t in answer["tokens"]) and event["type"] == "change",
              f"the change event ({event}) brings the reloaded file's new token into the list")
        check_swatches(page, answer, "dark")
    finally:
        os.killpg(other.pid, signal.SIGTERM)
        other.wait(timeout=10)


def settle(page, expression, timeout=15):
    """The expression's value once it is truthy, else its last value after `timeout` seconds (never raises)."""
    deadline = time.monotonic() + timeout
    value = None
    while time.monotonic() < deadline:
        try:
            value = page.evaluate(expression)
        except RuntimeError:  # between two documents
            value = None
        if value:
            break
        time.sleep(0.1)
    return value


# What a page built from hostile answers must not have: markup from them (images, inline scripts, frames), inline
# event handlers, javascript: links, runs of the payloads, or script blocked by the policy (a sign markup got in).
DAMAGE = """(() => ({
    pwned: window.__pwned || 0,
    markup: document.querySelectorAll('img, script:not([src]), iframe, object, embed, style').length,
    handlers: [...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name))).length,
    scriptLinks: [...document.querySelectorAll('[href]')].filter((e) => /^\\s*javascript:/i.test(e.getAttribute('href'))).length,
    violations: (window.__violations || []).length, firstViolation: (window.__violations || [])[0] || '',
}))()"""


def check_no_damage(page, where):
    damage = page.evaluate(DAMAGE)
    check(damage["pwned"] == 0 and damage["markup"] == 0 and damage["handlers"] == 0 and damage["scriptLinks"] == 0
          and damage["violations"] == 0, f"{where}: nothing from the answers ran or became markup ({damage})")


def connect_to(page, url, hostile, choice="api-connect"):
    """Opens the page with ?api= naming the hostile service, checks that it asks first and sends nothing before, and
    answers with the button `choice`."""
    page.call("Page.navigate", url="about:blank")  # the page before sends nothing more
    time.sleep(0.5)
    before = len(hostile.seen())
    page.call("Page.navigate", url=url)
    asking = settle(page, "document.documentElement.dataset.service === 'asking' && document.getElementById('api-dialog').open"
                          " ? document.getElementById('api-dialog').textContent : ''")
    time.sleep(1)
    check(bool(asking) and hostile.origin in asking and len(hostile.seen()) == before,
          f"?api= names another service: a dialog names it ({hostile.origin}) and nothing is sent to it before the choice")
    page.evaluate(f"document.getElementById('{choice}')?.click()")


def run_hostile(page, base, axe_source):
    """The playground against a hostile API (Scripts/hostile_api.py): the page asks before it uses another service,
    shows every poisoned answer as text (colors that are not #RRGGBB[AA] are not applied), runs none of it, never
    sends the admin token there, and the page's own service gets no write. Then `?api=javascript:…` is refused."""
    hostile = HostileAPI(base)
    watcher = page.call("Page.addScriptToEvaluateOnNewDocument", source=(
        "window.__violations = []; document.addEventListener('securitypolicyviolation',"
        " (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));"))["identifier"]
    try:
        connect_to(page, f"{base}/?api={urllib.parse.quote(hostile.origin + '/')}&style=nosuch&accessories=detail", hostile)
        wait_for(page, "document.documentElement.dataset.phase === 'idle' && Number(document.documentElement.dataset.renders) > 0",
                 "the page to render the hostile answers")
        check_no_damage(page, "the hostile API's answers")
        shown = page.evaluate("""(() => {
            const pill = document.getElementById('api-pill');
            const layer = document.querySelector('.cell.chosen .cell-bg');
            return { pill: pill && !pill.hidden ? pill.textContent : '',
                     background: layer ? getComputedStyle(layer).backgroundColor : '',
                     text: document.querySelector('.cell.chosen .text')?.textContent,
                     notice: document.getElementById('notice').textContent,
                     matrix: document.querySelectorAll('#matrix .combo').length,
                     explain: document.getElementById('explain-rows').textContent,
                     custom: document.getElementById('custom').textContent,
                     label: document.querySelector('.cell.chosen .accessory .label')?.textContent };
        })()""")
        check(hostile.origin in shown["pill"], f"the header says which service the page shows ({shown['pill']})")
        check(shown["background"] == "rgba(0, 0, 0, 0)" and shown["text"] == IMAGE,
              f"a poisoned color is not applied ({shown['background']}) and poisoned text shows as text")
        check(IMAGE in shown["notice"] and SCRIPT in shown["custom"] and IMAGE in shown["explain"] and shown["matrix"] > 0,
              "the notice, custom states, explain table and matrix show the poisoned strings as text")
        check(shown["label"] == SCRIPT, "a poisoned accessory label shows as text")
        page.evaluate("""(() => {
            const token = document.getElementById('editor-token');
            token.value = 's3cret';
            document.querySelector('[data-tab=editor]').click();
        })()""")
        problems = settle(page, "document.querySelectorAll('#editor-problems li').length"
                                " ? document.getElementById('editor-problems').textContent : ''")
        check(IMAGE in (problems or ""), "the editor lists the hostile service's problems as text")
        check_no_damage(page, "the hostile API's answers and the editor")
        validated = [r for r in hostile.seen() if r[1].endswith("/validate")]
        tokens = [r for r in hostile.seen() if "authorization" in r[2]
                  or "authorization" in r[2].get("access-control-request-headers", "").lower()]
        check(validated and not tokens,
              f"the admin token typed in the editor is not sent to the other service ({len(validated)} checks, {len(tokens)} with a token)")

        connect_to(page, f"{base}/?api={urllib.parse.quote(hostile.origin)}&style=cell", hostile, choice="")
        axe_audit(page, axe_source, "1280 px, the dialog that asks before using another service")
        before = len(hostile.seen())
        page.evaluate("document.getElementById('api-stay').click()")
        stayed = settle(page, "document.documentElement.dataset.phase === 'idle' && location.search")
        time.sleep(0.5)
        check(stayed and "api=" not in stayed and len(hostile.seen()) == before
              and page.evaluate("document.documentElement.dataset.service") == "self",
              f"\"Use this service\" keeps the page on its own service and sends the other nothing ({stayed})")

        connect_to(page, f"{base}/?api={urllib.parse.quote(hostile.origin)}&style=cell&tint=notacolor", hostile)
        toast = settle(page, "document.documentElement.dataset.phase === 'error' && !document.getElementById('toast').hidden"
                             " ? document.getElementById('toast').textContent : ''")
        check(IMAGE in (toast or "") and SCRIPT in (toast or ""), "a hostile problem's title, detail and pointers show as text")
        check_no_damage(page, "the hostile API's problem")
        written = urllib.request.Request(base + "/v1/styles/pwnedByXss")
        try:
            status = urllib.request.urlopen(written, timeout=10).status
        except urllib.error.HTTPError as error:
            status = error.code
        check(status == 404, f"the page's own service got no write from the hostile answers (GET /v1/styles/pwnedByXss: {status})")
    finally:
        hostile.stop()

    page.call("Page.navigate", url=base + "/?api=" + urllib.parse.quote("javascript:alert(document.domain)//"))
    rendered = settle(page, "document.documentElement.dataset.phase === 'idle'")
    refused = page.evaluate("""({ service: document.documentElement.dataset.service, rendered: """ + json.dumps(bool(rendered)) + """,
        link: document.getElementById('openapi-link').getAttribute('href'),
        notice: document.getElementById('api-notice')?.hidden === false ? document.getElementById('api-notice').textContent : '' })""")
    check(refused["service"] == "refused" and refused["rendered"] and not refused["link"].lower().startswith("javascript:")
          and "not used" in refused["notice"],
          f"?api=javascript:… is refused with a notice, the page shows its own service, and no script link ({refused['link']})")
    check_no_damage(page, "?api=javascript:…")
    page.call("Page.removeScriptToEvaluateOnNewDocument", identifier=watcher)


def window_design(page):
    return page.evaluate("window.lastRender.request.state.traits.designGeneration")


def _tint(base, design, name):
    """A tint's color for a design, as the service resolves it (the image tint of `cell`)."""
    answer = post(base, "/v1/resolve", {"style": "cell", "tintColor": name, "state": {"traits": {"designGeneration": design}}})
    return answer["content"]["imageProperties"]["tintColor"]


PREVIEW = """(() => {
    const canvas = document.getElementById('canvas');
    const row = (index) => document.querySelectorAll('#list .cell')[index];
    const css = (element, pseudo) => element ? getComputedStyle(element, pseudo) : null;
    const accessory = (index, type) => row(index).querySelector(`.accessory[data-type="${type}"]`);
    const part = (index, type, name) => { const a = accessory(index, type); return a && a.querySelector(name); };
    const line = (index, edge) => css(row(index).querySelector('.separator.' + edge));
    const shape = (element) => element ? { display: css(element).display, visibility: css(element).visibility,
        background: css(element).backgroundColor, mask: css(element).maskImage || css(element).webkitMaskImage,
        transform: css(element).transform, width: element.getBoundingClientRect().width } : null;
    return {
        section: canvas.dataset.section, listBackground: css(canvas).backgroundColor, rows: document.querySelectorAll('#list .cell').length,
        bottom: ['left', 'right', 'display', 'backgroundColor'].reduce((o, k) => ({ ...o, [k]: line(0, 'bottom')[k] }), {}),
        lastBottom: line(document.querySelectorAll('#list .cell').length - 1, 'bottom').display,
        chevron: shape(part(0, 'disclosureIndicator', '.glyph')),
        deleteBox: shape(accessory(0, 'delete')), deleteDisc: shape(part(0, 'delete', '.disc')),
        deleteGlyph: shape(part(0, 'delete', '.glyph')), reorder: shape(accessory(0, 'reorder')),
        otherDelete: shape(accessory(1, 'delete')),
    };
})()"""


def run_preview(page, base, screenshots):
    """The playground's preview is a list section drawn from the answer's list, separators and accessories: the list
    background, the separators' inset and color, the chevron's mask in the accessory's tint, and delete and reorder
    that appear when Editing is toggled and go when it is not; right to left mirrors the separator and the chevron.
    The masks are the data: URIs playground.css ends with: no image is requested. Screenshot: docs/playground-list.png."""
    page.call("Page.navigate", url=base + "/?style=insetGroupedCell")
    wait_for(page, "window.lastRender && window.lastRender.request.style === 'insetGroupedCell' && document.documentElement.dataset.phase === 'idle'",
             "insetGroupedCell")
    renders = int(page.evaluate("document.documentElement.dataset.renders"))
    # The preset through the page's own control: sent as the request's overrides.accessories.
    page.evaluate("""(() => { const pick = document.getElementById('accessories'); pick.value = 'editing';
        pick.dispatchEvent(new Event('input', { bubbles: true })); })()""")
    renders = wait_for_render(page, renders)
    accessories = [{"type": "delete"}, {"type": "disclosureIndicator"}, {"type": "reorder"}]
    sent = page.evaluate("window.lastRender.request")
    check(sent.get("overrides") == {"accessories": accessories} and "accessories=editing" in page.evaluate("location.search"),
          f"the accessory preset is sent as overrides.accessories and kept in the URL ({sent.get('overrides')})")

    def expected(editing, direction="leftToRight"):
        state = {"traits": {"userInterfaceStyle": "light", "layoutDirection": direction}}
        if editing:
            state["isEditing"] = True
        return post(base, "/v1/resolve", {"style": "insetGroupedCell", "tintColor": "systemBlue", "state": state,
                                           "content": {"text": "Inbox", "secondaryText": "12 unread", "image": "tray"},
                                           "overrides": {"accessories": accessories}})

    def accessory(answer, kind):
        return next(item for item in answer["accessories"] if item["type"] == kind)

    answer = expected(False)
    drawn = page.evaluate(PREVIEW)
    check(drawn["section"] == "insetGrouped" and same_color(drawn["listBackground"], answer["list"]["backgroundColor"]),
          f"the preview's list background {drawn['listBackground']} is the API's list.backgroundColor {answer['list']['backgroundColor']}")
    separator = answer["separators"]["bottom"]
    check(drawn["bottom"]["display"] == "block" and drawn["bottom"]["left"] == f"{separator['leadingInset']:g}px"
          and same_color(drawn["bottom"]["backgroundColor"], separator["color"]),
          f"the first row's separator is inset the API's separators.bottom.leadingInset {separator['leadingInset']:g} pt "
          f"({drawn['bottom']['left']}) in its {separator['color']} ({drawn['bottom']['backgroundColor']})")
    check(drawn["lastBottom"] == "none", "the section's last row draws no bottom separator")
    chevron = accessory(answer, "disclosureIndicator")
    check(drawn["chevron"] and same_color(drawn["chevron"]["background"], chevron["tintColor"])
          and drawn["chevron"]["mask"].startswith('url("data:image/svg'),
          f"the chevron is a data: mask in the accessory's tintColor {chevron['tintColor']} ({drawn['chevron'] and drawn['chevron']['background']})")
    delete = accessory(answer, "delete")
    check(not delete["visible"] and drawn["deleteBox"]["display"] == "none" and drawn["reorder"]["display"] == "none",
          "not editing, delete and reorder are not drawn, as the API's visible: false")
    resources = page.evaluate("""performance.getEntriesByType('resource')
        .filter(entry => ['css', 'img'].includes(entry.initiatorType)).map(entry => entry.name)""")
    check(not resources, f"the glyphs are the stylesheet's data: masks: no image is requested ({resources})")

    page.evaluate("document.getElementById('flag-isEditing').click()")
    renders = wait_for_render(page, renders)
    answer = expected(True)
    drawn = page.evaluate(PREVIEW)
    delete = accessory(answer, "delete")
    check(delete["visible"] and drawn["deleteBox"]["display"] != "none" and drawn["deleteBox"]["visibility"] == "visible"
          and drawn["deleteBox"]["width"] >= delete["reservedLayoutWidth"]
          and same_color(drawn["deleteDisc"]["background"], delete["discColor"])
          and same_color(drawn["deleteGlyph"]["background"], delete["glyphColor"])
          and drawn["otherDelete"]["display"] != "none" and drawn["reorder"]["display"] != "none",
          f"Editing shows delete (disc {delete['discColor']}, glyph {delete['glyphColor']}, "
          f"{drawn['deleteBox']['width']:g} px of the API's {delete['reservedLayoutWidth']:g}) and reorder on every row")
    card = page.evaluate("(() => { const r = document.querySelector('.preview-card').getBoundingClientRect(); "
                         "return { x: r.x, y: r.y, width: r.width, height: r.height }; })()")
    page.screenshot(os.path.join(screenshots, "playground-list.png"), clip=card)

    page.evaluate("document.querySelector('[data-name=layoutDirection][data-value=rightToLeft]').click()")
    wait_for_render(page, renders)
    inset = expected(True, "rightToLeft")["separators"]["bottom"]["leadingInset"]
    drawn = page.evaluate(PREVIEW)
    check(drawn["bottom"]["right"] == f"{inset:g}px" and drawn["chevron"]["transform"].startswith("matrix(-1"),
          f"right to left, the separator is inset {drawn['bottom']['right']} from the right (the API's {inset:g}) and "
          f"the chevron mirrored ({drawn['chevron']['transform']})")


BUTTON_STYLES = ["plainButton", "grayButton", "tintedButton", "filledButton", "borderlessButton", "borderedButton",
                 "borderedTintedButton", "borderedProminentButton", "glassButton", "prominentGlassButton",
                 "clearGlassButton", "prominentClearGlassButton"]

COMPONENTS = """(() => ({
    buttons: [...document.querySelectorAll('#buttons .pbutton')].map(b => ({ style: b.dataset.style,
        background: getComputedStyle(b).backgroundColor, color: getComputedStyle(b).color,
        radius: getComputedStyle(b).borderTopLeftRadius, title: b.querySelector('.title').textContent,
        width: b.getBoundingClientRect().width })),
    empty: (() => { const e = document.querySelector('#empty-canvas .empty-state');
        const text = e && e.querySelector('.text'), secondary = e && e.querySelector('.secondary-text');
        return e && { style: e.dataset.style, text: text && text.textContent, color: text && getComputedStyle(text).color,
            secondary: secondary && secondary.textContent }; })(),
    preview: (() => { const b = document.querySelector('#list .pbutton');
        return b && { style: b.dataset.style, background: getComputedStyle(b).backgroundColor }; })(),
}))()"""


def run_components(page, base):
    """The preview's buttons and empty state, drawn from the service's answers: a button in each of the 12 built-in
    button styles (and the chosen style when it is another button) in the chosen state and traits, each with its
    answer's fill (`background.backgroundColor`), foreground color, corner radius and title; and the chosen empty state
    with its answer's text. The answers are asked for again here with the page's own request, which must carry the
    chosen state. A user button style is drawn in the main preview and joins the row; its matrix measures the title."""
    status = put(base, "/v1/styles/brandButton", {"extends": "filledButton", "overrides": {"button": {"cornerStyle": "capsule"}}})
    check(status in (200, 201), f"a user button style is saved ({status})")
    page.call("Page.navigate", url=base + "/?style=brandButton&isHighlighted=true&userInterfaceStyle=dark"
              "&emptyStyle=searchContentUnavailable&searchText=pear&tab=matrix")
    wait_for(page, "window.lastRender && window.lastRender.request.style === 'brandButton' && document.documentElement.dataset.phase === 'idle'",
             "brandButton")

    def check_drawn(where):
        sent = page.evaluate("window.lastRender.components.request")
        states = [item["state"] for item in sent["items"][:-1]]
        check(all(state.get("isHighlighted") is True and state["traits"].get("userInterfaceStyle") == "dark" for state in states),
              f"{where}: every button is asked for in the chosen state and traits ({states[0]})")
        answer = post(base, "/v1/resolve/batch", sent)["items"]
        drawn = page.evaluate(COMPONENTS)
        styles = [item["style"] for item in drawn["buttons"]]
        check(styles == BUTTON_STYLES + ["brandButton"], f"{where}: a button in every built-in style, then the chosen one ({styles})")
        for item, button in zip(answer, drawn["buttons"]):
            expected = item["button"]
            fill = expected["background"]["backgroundColor"]
            check(item["style"] == button["style"] and same_color(button["background"], fill)
                  and same_color(button["color"], expected["foregroundColor"])
                  and button["radius"] == f"{expected['cornerRadius']:g}px" and button["title"] == expected["title"]
                  and button["width"] > 0,
                  f"{where}: {button['style']} is filled {button['background']} (the API's {fill}), its title "
                  f"{button['title']!r} in {button['color']} (the API's {expected['foregroundColor']}), corners "
                  f"{button['radius']} (the API's {expected['cornerRadius']:g})")
        empty = answer[-1]["contentUnavailable"]
        check(drawn["empty"] and drawn["empty"]["style"] == "searchContentUnavailable"
              and drawn["empty"]["text"] == empty["text"]["text"] and "pear" in drawn["empty"]["text"]
              and same_color(drawn["empty"]["color"], empty["text"]["color"])
              and drawn["empty"]["secondary"] == empty["secondaryText"]["text"],
              f"{where}: the empty state's text is the API's {empty['text']['text']!r} in {empty['text']['color']} "
              f"({drawn['empty']})")
        return answer, drawn

    answer, drawn = check_drawn("highlighted, dark")
    mine = answer[len(BUTTON_STYLES)]["button"]
    check(drawn["preview"] and drawn["preview"]["style"] == "brandButton"
          and same_color(drawn["preview"]["background"], mine["background"]["backgroundColor"]),
          f"a button style's preview is its button ({drawn['preview']})")
    combos = page.evaluate("document.querySelectorAll('#matrix .combo').length")
    summary = page.evaluate("document.querySelector('#matrix .summary').textContent")
    check(combos == 24 and "title" in summary,
          f"a button style's matrix shows its 6 states × 2 appearances × 2 contrasts with the title's ratio ({combos}: {summary[:80]!r})")
    renders = int(page.evaluate("document.documentElement.dataset.renders"))
    page.evaluate("document.getElementById('button-held').click()")
    wait_for_render(page, renders)
    sent = page.evaluate("window.lastRender.components.request")
    check(all(item["state"].get("isHeld") is True for item in sent["items"][:-1]), "Held is sent as every button's isHeld")
    check_drawn("held")


def run(page, base, screenshots, service):
    page.call("Page.navigate", url=base + "/")
    renders = wait_for_render(page, 0)
    styles = page.evaluate("[...document.querySelectorAll('#style option')].map(o => o.value)")
    check("sidebarCell" in styles and len(styles) >= 20, f"the style picker lists the registry's styles ({len(styles)})")

    # Pick a style, a state and traits through the page's own controls.
    page.evaluate("""(() => {
        const style = document.getElementById('style');
        style.value = 'sidebarCell';
        style.dispatchEvent(new Event('change', { bubbles: true }));
        document.getElementById('flag-isSelected').click();
        document.querySelector('[data-name=userInterfaceStyle][data-value=dark]').click();
        const size = document.querySelector('[data-trait=preferredContentSizeCategory]');
        size.value = 'extraExtraLarge';
        size.dispatchEvent(new Event('input', { bubbles: true }));
        const accessories = document.getElementById('accessories');
        accessories.value = 'detail';
        accessories.dispatchEvent(new Event('input', { bubbles: true }));
    })()""")
    wait_until(lambda: page.evaluate("""document.documentElement.dataset.phase === 'idle' && window.lastRender
        && window.lastRender.request.state.isSelected === true
        && window.lastRender.request.state.traits.preferredContentSizeCategory === 'extraExtraLarge'
        && window.lastRender.request.overrides"""),
        20, "the playground to render the chosen state")
    sent = page.evaluate("window.lastRender.request")
    check(sent["style"] == "sidebarCell" and sent["state"].get("isSelected") is True
          and sent["state"]["traits"].get("userInterfaceStyle") == "dark"
          and sent["state"]["traits"].get("preferredContentSizeCategory") == "extraExtraLarge",
          "the page asked for the chosen style, state and traits")

    # The API's answer for the same request, fetched independently.
    chosen = {
        "style": "sidebarCell", "tintColor": "systemBlue",
        "content": {"text": "Inbox", "secondaryText": "12 unread", "image": "tray"},
        "state": {"isSelected": True, "traits": {"userInterfaceStyle": "dark", "accessibilityContrast": "normal",
                                                  "layoutDirection": "leftToRight",
                                                  "preferredContentSizeCategory": "extraExtraLarge"}},
        "overrides": {"accessories": [{"type": "label", "text": "On"}, {"type": "disclosureIndicator"}]}}
    expected = post(base, "/v1/resolve", chosen)
    rendered = page.evaluate("""(() => {
        const cell = document.querySelector('.cell.chosen');
        const css = (selector) => getComputedStyle(cell.querySelector(selector));
        return { background: css('.cell-bg').backgroundColor, radius: css('.cell-bg').borderTopLeftRadius,
                 fontSize: css('.text').fontSize, color: css('.text').color,
                 secondaryFontSize: css('.secondary-text').fontSize, text: cell.querySelector('.text').textContent };
    })()""")
    background = expected["background"]["backgroundColor"]
    check(same_color(rendered["background"], background),
          f"cell background {rendered['background']} is the API's {background}")
    size = expected["content"]["textProperties"]["font"]["pointSize"]
    check(rendered["fontSize"] == f"{size:g}px", f"text font size {rendered['fontSize']} is the API's {size:g} pt")
    secondary = expected["content"]["secondaryTextProperties"]["font"]["pointSize"]
    check(rendered["secondaryFontSize"] == f"{secondary:g}px",
          f"secondary text font size {rendered['secondaryFontSize']} is the API's {secondary:g} pt")
    color = expected["content"]["textProperties"]["color"]
    check(same_color(rendered["color"], color), f"text color {rendered['color']} is the API's {color}")
    radius = expected["background"]["cornerRadius"]
    check(rendered["radius"] == f"{radius:g}px", f"corner radius {rendered['radius']} is the API's {radius:g}")
    check(rendered["text"] == "Inbox", "the cell shows the content's text")
    # A selected sidebar row is tint-filled: its chevron and label turn white at 80 %, as the API's tintColor says.
    drawn = page.evaluate("""(() => {
        const part = (type, name) => getComputedStyle(document.querySelector(`.cell.chosen .accessory[data-type="${type}"] > ${name}`));
        return { chevron: part('disclosureIndicator', '.glyph').backgroundColor, label: part('label', '.label').color,
                 text: document.querySelector('.cell.chosen .accessory[data-type="label"]').textContent };
    })()""")
    chevron = next(item for item in expected["accessories"] if item["type"] == "disclosureIndicator")
    label = next(item for item in expected["accessories"] if item["type"] == "label")
    check(expected["background"]["isTintFilled"] and same_color(drawn["chevron"], chevron["tintColor"])
          and same_color(drawn["label"], label["tintColor"]) and drawn["text"] == "On",
          f"on the selected sidebar row the chevron is the API's {chevron['tintColor']} ({drawn['chevron']}) and the "
          f"label {label['tintColor']} ({drawn['label']})")

    explain = page.evaluate("""[...document.querySelectorAll('#explain-rows tr')]
        .filter(r => r.cells[0].textContent === 'background.backgroundColor').map(r => r.cells[2].textContent)[0]""")
    check(explain == "tint fallback", f"the explain view says the background is the tint fallback ({explain})")
    inferred = page.evaluate("""[...document.querySelectorAll('#explain-rows tr')]
        .filter(r => r.cells[0].textContent === 'background.cornerRadius')
        .map(r => r.cells[3].querySelector('.badge.inferred')?.title || '')[0]""")
    api_inferred = post(base, "/v1/resolve?explain=true", chosen)["explain"]["background.cornerRadius"]
    check(bool(inferred) and inferred == api_inferred.get("inferred"),
          f"the explain view marks an inferred value with the API's reason ({inferred[:50]}…)")
    page.screenshot(os.path.join(screenshots, "playground.png"))

    page.evaluate("document.querySelector('[data-tab=matrix]').click()")
    matrix = page.evaluate("""({ cells: document.querySelectorAll('#matrix .combo').length,
        failing: document.querySelectorAll('#matrix .combo.fail').length,
        summary: document.querySelector('#matrix .summary').textContent })""")
    api_matrix = post(base, "/v1/styles/sidebarCell/matrix", {
        "tintColor": "systemBlue", "content": {"text": "Inbox", "secondaryText": "12 unread"},
        "overrides": chosen["overrides"],
        "state": {"traits": {"layoutDirection": "leftToRight", "preferredContentSizeCategory": "extraExtraLarge"}}})
    check(matrix["cells"] == api_matrix["summary"]["combinations"] == 20, f"the matrix grid shows {matrix['cells']} combinations")
    check(matrix["failing"] == api_matrix["summary"]["failing"],
          f"the grid flags {matrix['failing']} combinations, as the API's summary ({api_matrix['summary']['failing']})")
    page.screenshot(os.path.join(screenshots, "playground-matrix.png"))

    # The design toggle: the server's default (iOS 26) is shown pressed; iOS 18 sets the trait in every request and
    # data-design on the page, and the cell renders the API's iOS 18 answer; back to iOS 26 likewise.
    pressed = page.evaluate("document.querySelector('[data-design][aria-pressed=true]')?.dataset.design")
    check(pressed == "ios26" and page.evaluate("document.documentElement.dataset.design") == "ios26",
          f"without a choice the toggle shows the server's default design ({pressed})")
    for design in ("ios18", "ios26"):
        page.evaluate(f"document.querySelector('button[data-design={design}]').click()")
        wait_until(lambda: page.evaluate(f"""document.documentElement.dataset.phase === 'idle' && window.lastRender
            && window.lastRender.request.state.traits.designGeneration === '{design}'
            && window.lastRender.answer.designGeneration === '{design}'"""), 20, f"the playground to render {design}")
        check(page.evaluate("document.documentElement.dataset.design") == design
              and page.evaluate("document.querySelector('[data-design][aria-pressed=true]').dataset.design") == design,
              f"the toggle marks the page data-design=\"{design}\"")
        expected = post(base, "/v1/resolve", {
            "style": "sidebarCell", "tintColor": "systemBlue",
            "content": {"text": "Inbox", "secondaryText": "12 unread", "image": "tray"},
            "state": {"isSelected": True, "traits": {"userInterfaceStyle": "dark", "accessibilityContrast": "normal",
                                                      "layoutDirection": "leftToRight", "designGeneration": design,
                                                      "preferredContentSizeCategory": "extraExtraLarge"}}})
        rendered = page.evaluate("""(() => {
            const cell = document.querySelector('.cell.chosen');
            const css = (selector) => getComputedStyle(cell.querySelector(selector));
            return { background: css('.cell-bg').backgroundColor, radius: css('.cell-bg').borderTopLeftRadius,
                     fontSize: css('.text').fontSize, color: css('.text').color };
        })()""")
        check(expected["designGeneration"] == design and
              same_color(rendered["background"], expected["background"]["backgroundColor"])
              and same_color(rendered["color"], expected["content"]["textProperties"]["color"])
              and rendered["fontSize"] == f"{expected['content']['textProperties']['font']['pointSize']:g}px"
              and rendered["radius"] == f"{expected['background']['cornerRadius']:g}px",
              f"in {design} the cell renders the API's {design} answer ({rendered['background']}, {rendered['fontSize']})")
        facts = page.evaluate("[...document.querySelectorAll('#facts dd')].map(d => d.textContent)")
        label = {"ios18": "iOS 18", "ios26": "iOS 26"}[design]
        check(label in facts, f"the facts name the design ({label})")
    check("designGeneration=ios26" in page.evaluate("location.search"), "the chosen design is kept in the URL")

    # An answer the service refuses: its problem, with the pointer, is shown.
    page.call("Page.navigate", url=base + "/?style=cell&tint=notacolor")
    wait_until(lambda: page.evaluate("document.documentElement && document.documentElement.dataset.phase === 'error'"),
               20, "the error state")
    toast = page.evaluate("document.getElementById('toast').hidden ? '' : document.getElementById('toast').textContent")
    check("422" in toast and "/tintColor" in toast, f"an invalid tint shows the problem and its pointer ({toast[:80]}…)")

    # The service goes away: the page says so.
    page.call("Page.navigate", url=base + "/")
    renders = wait_for_render(page, 0)
    os.killpg(service.pid, signal.SIGTERM)
    service.wait(timeout=10)
    status = wait_until(lambda: page.evaluate(
        "document.getElementById('status').classList.contains('down') && !document.getElementById('toast').hidden"
        " ? document.getElementById('toast').textContent : ''"), 15, "the unreachable message")
    check("Cannot reach the service" in status, "a stopped service shows the unreachable message")


if __name__ == "__main__":
    sys.exit(main())
