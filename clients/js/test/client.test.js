// The client against a live style-resolver (STYLE_RESOLVER_BINARY) on a free loopback port with its own data folder:
// resolve (a cell and a button), GET resolve, batch, ETag reuse, problems, and events across a server restart.
// Run by Scripts/check-js-client.sh: node --test clients/js/test/
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ProblemError, StyleResolverClient } from "../client.js";

const binary = process.env.STYLE_RESOLVER_BINARY;
const dataDir = mkdtempSync(join(tmpdir(), "client-test-"));
let server = null;
let baseURL = "";

/** Starts the service on `port` (0: a free one) and resolves with its URL once it listens. */
function start(port) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [
      "--host", "127.0.0.1", "--port", String(port), "--data-dir", dataDir, "--access-log", "off",
    ]);
    let log = "";
    const timer = setTimeout(() => reject(new Error("style-resolver did not start in 20 s:\n" + log)), 20_000);
    const read = (chunk) => {
      log += chunk;
      const match = /listening on 127\.0\.0\.1:(\d+) /.exec(log);
      if (match) {
        clearTimeout(timer);
        server = child;
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`style-resolver exited (${code}) before it listened:\n${log}`));
    });
  });
}

/** Stops the service with SIGTERM (its graceful drain) and waits for it to exit 0, killing it after 10 s. */
function stop() {
  const child = server;
  server = null;
  if (child === null) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.removeAllListeners("exit");
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`style-resolver exited with ${code ?? signal} after SIGTERM`));
    });
    child.kill("SIGTERM");
  });
}

// A test run that ends early leaves no service behind.
process.on("exit", () => server?.kill("SIGKILL"));

/** A fetch that records each request's method, URL, If-None-Match and the answer's status. */
function recordingFetch() {
  const requests = [];
  const fetch = async (url, init = {}) => {
    const response = await globalThis.fetch(url, init);
    const headers = init.headers ?? {};
    requests.push({ method: init.method ?? "GET", url, ifNoneMatch: headers["If-None-Match"], status: response.status });
    return response;
  };
  return { fetch, requests };
}

/** Waits until `found()` is truthy, for at most 15 s. */
async function until(found, what) {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const value = found();
    if (value) return value;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A raw POST of JSON, without the client, for comparing its answers with the service's. */
async function post(path, body) {
  const response = await fetch(baseURL + path, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

before(async () => {
  assert.ok(binary, "STYLE_RESOLVER_BINARY names the style-resolver to test against");
  baseURL = await start(0);
});

after(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("package.json: an ES module with types, no dependencies, versioned as openapi.yaml's info.version", () => {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  const spec = readFileSync(new URL("../../../openapi.yaml", import.meta.url), "utf8");
  const version = /^info:\n(?:  .*\n)*?  version: (\S+)$/m.exec(spec)?.[1];
  assert.ok(version, "openapi.yaml has info.version");
  assert.equal(pkg.version, version);
  assert.equal(pkg.type, "module");
  assert.equal(pkg.types, "./client.d.ts");
  assert.deepEqual(pkg.exports, { ".": { types: "./client.d.ts", default: "./client.js" } });
  for (const field of ["dependencies", "peerDependencies", "optionalDependencies", "devDependencies"]) {
    assert.equal(pkg[field], undefined, `no ${field}`);
  }
  for (const file of pkg.files) readFileSync(new URL("../" + file, import.meta.url));
});

test("resolve: a cell by GET /v1/resolve, the same answer as the POST", async () => {
  const { fetch, requests } = recordingFetch();
  const client = new StyleResolverClient(baseURL, { fetch });
  const request = { style: "sidebarCell", state: { isSelected: true, traits: { userInterfaceStyle: "dark" } } };
  const cell = await client.resolve(request);
  assert.equal(requests.length, 1);
  assert.equal(requests[0].method, "GET");
  assert.match(requests[0].url, /\/v1\/resolve\?style=sidebarCell&isSelected=true&userInterfaceStyle=dark$/);
  assert.equal(cell.kind, undefined, "a cell's answer has no kind");
  assert.match(cell.background.backgroundColor, /^#[0-9A-F]{6}([0-9A-F]{2})?$/);
  assert.equal(cell.style, "sidebarCell");
  const posted = await post("/v1/resolve", request);
  assert.equal(posted.status, 200);
  assert.deepEqual(cell, posted.body);
});

test("resolve: a button, answered with kind button", async () => {
  const client = new StyleResolverClient(baseURL);
  const answer = await client.resolve({ style: "filledButton", state: { isHighlighted: true }, tintColor: "#FF0000" });
  assert.equal(answer.kind, "button");
  assert.equal(answer.button.effectiveStyle, "filled");
  assert.match(answer.button.background.backgroundColor, /^#[0-9A-F]{6}/);
  assert.deepEqual(answer, (await post("/v1/resolve", {
    style: "filledButton", state: { isHighlighted: true }, tintColor: "#FF0000",
  })).body);
});

test("resolve: overrides go by POST", async () => {
  const { fetch, requests } = recordingFetch();
  const client = new StyleResolverClient(baseURL, { fetch });
  const cell = await client.resolve({ style: "cell", overrides: { background: { backgroundColor: "#123456" } } });
  assert.deepEqual(requests.map((request) => request.method), ["POST"]);
  assert.equal(cell.background.backgroundColor, "#123456");
});

test("resolveBatch: shared fields, each item's answer or problem in order", async () => {
  const client = new StyleResolverClient(baseURL);
  const batch = await client.resolveBatch(
    [{ id: "plain" }, { id: "selected", state: { isSelected: true } }, { id: "missing", style: "noSuchStyle" },
      { id: "button", style: "tintedButton" }],
    { style: "sidebarCell" },
  );
  assert.equal(batch.items.length, 4);
  assert.equal(batch.failed, 1);
  assert.deepEqual(batch.items.map((item) => item.id), ["plain", "selected", "missing", "button"]);
  const single = await post("/v1/resolve", { style: "sidebarCell", state: { isSelected: true } });
  assert.deepEqual(batch.items[1], { id: "selected", ...single.body });
  assert.equal(batch.items[2].problem.status, 404);
  assert.equal(batch.items[2].problem.type, "/problems/unknown-style");
  assert.equal(batch.items[3].kind, "button");
  assert.ok(Number.isInteger(batch.registryVersion));
});

test("ETag reuse: a second GET sends If-None-Match and the 304 answers with the kept value", async () => {
  const { fetch, requests } = recordingFetch();
  const client = new StyleResolverClient(baseURL, { fetch });
  const first = await client.styles();
  const second = await client.styles();
  assert.equal(second, first, "the same object, kept from the first answer");
  assert.ok(first.styles.some((style) => style.name === "sidebarCell"));
  assert.equal(requests[0].status, 200);
  assert.equal(requests[0].ifNoneMatch, undefined);
  assert.equal(requests[1].status, 304);
  assert.match(requests[1].ifNoneMatch, /^(W\/)?".+"$/);
  const cell = await client.resolve({ style: "cell" });
  assert.equal(await client.resolve({ style: "cell" }), cell);
  assert.deepEqual(requests.slice(2).map((request) => request.status), [200, 304]);
});

test("problems: a 422 thrown as a ProblemError with the body's pointers", async () => {
  const client = new StyleResolverClient(baseURL);
  const error = await client.resolve({ style: "sidebarCell", state: { isSelected: "yes" }, tintColor: "notacolor" })
    .then(() => null, (error) => error);
  assert.ok(error instanceof ProblemError, `a ProblemError, not ${error}`);
  assert.equal(error.name, "ProblemError");
  assert.equal(error.status, 422);
  assert.equal(error.type, "/problems/invalid-value");
  assert.deepEqual([...error.pointers].sort(), ["/state/isSelected", "/tintColor"]);
  assert.equal(error.problem.status, 422);
  const missing = await client.resolve({ style: "noSuchStyle" }).then(() => null, (error) => error);
  assert.ok(missing instanceof ProblemError);
  assert.equal(missing.status, 404);
  assert.equal(missing.type, "/problems/unknown-style");
});

test("subscribe: changes over GET /v1/events, reconnecting after the server restarts", async () => {
  const { fetch: recording, requests } = recordingFetch();
  const client = new StyleResolverClient(baseURL, { fetch: recording });
  const streams = () => requests.filter((request) => request.url.endsWith("/v1/events") && request.status === 200);
  const events = [];
  const stopListening = client.subscribe((event) => events.push(event));
  try {
    const put = async (name) => {
      const response = await fetch(`${baseURL}/v1/styles/${name}`, {
        method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ extends: "cell" }),
      });
      assert.ok(response.status === 201 || response.status === 200, `PUT ${name}: ${response.status}`);
    };
    await until(() => streams().length === 1, "the event stream to open");
    await put("eventsFirst");
    const first = await until(
      () => events.find((event) => event.type === "change" && event.styles?.includes("eventsFirst")),
      "the change naming eventsFirst",
    );
    assert.ok(Number.isInteger(first.version));

    const port = new URL(baseURL).port;
    await stop();
    assert.equal(await start(Number(port)), baseURL, "restarted on the same port");
    await until(() => streams().length === 2, "the client to reconnect to the restarted server");
    await put("eventsSecond");
    const second = await until(
      () => events.find((event) => event.type === "change" && event.styles?.includes("eventsSecond")),
      "the change naming eventsSecond after the restart",
    );
    assert.ok(Number.isInteger(second.version));
  } finally {
    stopListening();
  }
});
