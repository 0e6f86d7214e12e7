"""A hostile "API" for the playground's browser test: a loopback HTTP server that proxies the real service and
poisons every string the page shows (style and factory names, colours, effects, reasons, sources, problem texts,
custom-state keys, matrix cells, accessories, separators and the list) with markup that would run a script, and records every request it gets.

The payloads count their runs in `window.__pwned` and try the write the attack made: `PUT /v1/styles/pwnedByXss` on
the page's own service, which trusts a tokenless write from loopback. A safe page shows them as text and runs none.
"""
import json
import threading
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

RUN = ("window.__pwned=(window.__pwned||0)+1;fetch('/v1/styles/pwnedByXss',{method:'PUT',"
       "headers:{'Content-Type':'application/json'},body:JSON.stringify({extends:'cell'})})")
IMAGE = f'<img src=x onerror="{RUN}">'
SCRIPT = f"<script>{RUN}</script>"
# Breaks out of a quoted attribute, then out of a style attribute or a <style> element.
ATTRIBUTE = f'x" onmouseover="{RUN}" data-x="'
COLOR = f"#FFF;}}</style>{IMAGE}"
STYLE_COLOR = f'#FFFFFF" onfocus="{RUN}" autofocus="'


def _poison_text(properties):
    properties["color"] = STYLE_COLOR
    properties["physicalAlignment"] = "left;}</style>" + IMAGE
    properties["font"]["weight"] = IMAGE
    properties["font"]["textStyle"] = SCRIPT


def poison_resolution(answer):
    """A resolve answer (or a batch item) with every string the page draws made hostile; numbers stay."""
    background, content = answer.get("background"), answer.get("content")
    if background:
        background["backgroundColor"] = COLOR
        background["strokeColor"] = STYLE_COLOR
        background["hasStroke"] = True
        background["shadowProperties"]["color"] = COLOR
        background["style"] = SCRIPT
        background["visualEffect"] = IMAGE
    if content:
        content["style"] = IMAGE
        content["text"] = IMAGE
        content["secondaryText"] = SCRIPT
        _poison_text(content["textProperties"])
        _poison_text(content["secondaryTextProperties"])
        content["imageProperties"]["tintColor"] = COLOR
        content["imageProperties"]["symbolConfiguration"]["scale"] = ATTRIBUTE
    for accessory in answer.get("accessories") or []:
        accessory.update(placement=IMAGE, symbolName=ATTRIBUTE, text=SCRIPT, tintColor=COLOR, glyphColor=STYLE_COLOR,
                         discColor=COLOR, verticalSeparatorColor=STYLE_COLOR)
        if accessory.get("type") != "label":  # the label keeps its type, so its poisoned text is drawn
            accessory["type"] = ATTRIBUTE
    for separator in (answer.get("separators") or {}).values():
        separator["color"] = STYLE_COLOR
    if answer.get("list"):
        answer["list"].update(appearance=SCRIPT, backgroundColor=COLOR)
    if "designGeneration" in answer:
        answer["designGeneration"] = IMAGE
    if "explain" in answer:
        for entry in answer["explain"].values():
            entry.update(why=IMAGE, inferred=ATTRIBUTE, source='factoryDefault"><img src=x onerror="' + RUN + '">',
                         rule=SCRIPT)
        answer["explain"]["background." + IMAGE] = {"source": SCRIPT, "why": IMAGE}
    return answer


def poison_matrix(matrix):
    matrix["style"] = IMAGE
    matrix["level"] = SCRIPT
    for combination in matrix["combinations"]:
        combination["state"] = IMAGE + combination["state"]
        combination["traits"] = {name: ATTRIBUTE + str(value) for name, value in combination["traits"].items()}
        combination["content"] = {"text": IMAGE, "secondaryText": SCRIPT}
        contrast = combination["contrast"]
        contrast.update(backdrop=COLOR, background=STYLE_COLOR)
        for measure in (contrast["text"], contrast["secondaryText"], contrast["image"]):
            measure.update(color=STYLE_COLOR, reason=IMAGE, criterion=ATTRIBUTE, threshold=SCRIPT, outcome=ATTRIBUTE)
    return matrix


def poison_styles(listing):
    for style in listing["styles"]:
        style.update(background=IMAGE, content=SCRIPT, extends=IMAGE, keys=["poisoned"])
    listing["styles"].append({"name": IMAGE, "kind": "user", "background": IMAGE, "content": SCRIPT, "keys": []})
    return listing


def poison_problem(problem):
    problem.update(title=SCRIPT, detail=IMAGE, suggestion=IMAGE)
    problem["errors"] = [{"pointer": "/tintColor" + IMAGE, "message": IMAGE, "suggestion": SCRIPT}]
    return problem


class HostileAPI:
    """The server on a free loopback port; `requests` holds (method, path, headers) of every request it got."""

    def __init__(self, real_base):
        self.real_base = real_base
        self.requests = []
        self.lock = threading.Lock()
        hostile = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_OPTIONS(self):
                hostile.record(self)
                self.send_response(204)
                self.cors()
                self.send_header("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE")
                # Lets a token through, so a page that sent one would be seen sending it.
                self.send_header("Access-Control-Allow-Headers", "Content-Type, If-None-Match, Authorization")
                self.send_header("Content-Length", "0")
                self.end_headers()

            def do_GET(self):
                hostile.answer(self, "GET")

            def do_POST(self):
                hostile.answer(self, "POST")

            def do_PUT(self):
                hostile.answer(self, "PUT")

            def do_DELETE(self):
                hostile.answer(self, "DELETE")

            def cors(self):
                self.send_header("Access-Control-Allow-Origin", "*")
                self.send_header("Access-Control-Expose-Headers", "ETag")

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()

    def record(self, handler):
        with self.lock:
            self.requests.append((handler.command, handler.path, {k.lower(): v for k, v in handler.headers.items()}))

    def seen(self):
        with self.lock:
            return list(self.requests)

    def answer(self, handler, method):
        self.record(handler)
        length = int(handler.headers.get("Content-Length") or 0)
        body = handler.rfile.read(length) if length else b""
        path = handler.path.split("?")[0]
        if path == "/v1/events":
            return self.send(handler, 404, {"title": SCRIPT})
        if method in ("PUT", "DELETE"):
            return self.send(handler, 403, poison_problem({"status": 403}))
        if path.endswith("/validate"):
            return self.send(handler, 422, poison_problem({"status": 422, "type": "/problems/invalid-document"}))
        if path.endswith(("/stylesheet.css", "/tokens.json", "/export")):
            return self.send(handler, 200, f"/* {SCRIPT} */ </pre>{IMAGE}", "text/css")
        if body:
            request = json.loads(body)
            # The poisoned custom-state key is not the real style's: the real service would refuse it.
            request.get("state", {}).pop("customStates", None)
            body = json.dumps(request).encode()
        status, data = self.forward(method, handler.path, body)
        self.send(handler, status, self.poison(path, status, data))

    def forward(self, method, path, body):
        request = urllib.request.Request(self.real_base + path, data=body or None, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, json.load(response)
        except urllib.error.HTTPError as error:
            return error.code, json.load(error)

    @staticmethod
    def poison(path, status, data):
        if status >= 400:
            return poison_problem(data)
        if path == "/v1/styles":
            return poison_styles(data)
        if path.endswith("/matrix"):
            return poison_matrix(data)
        if path == "/v1/resolve/batch":
            data["items"] = [poison_resolution(item) for item in data["items"]]
            return data
        if path.startswith("/v1/styles/"):
            data.setdefault("document", {})["keys"] = {IMAGE: {"type": SCRIPT, "default": ATTRIBUTE},
                                        "poisoned": {"type": "string", "default": ATTRIBUTE}}
            return data
        return poison_resolution(data)

    @staticmethod
    def send(handler, status, data, content_type="application/json"):
        payload = (data if isinstance(data, str) else json.dumps(data)).encode()
        handler.send_response(status)
        handler.cors()
        handler.send_header("Content-Type", content_type)
        handler.send_header("Content-Length", str(len(payload)))
        handler.end_headers()
        handler.wfile.write(payload)
