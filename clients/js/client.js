// StyleResolver's JavaScript client: an ES module without dependencies, served at /client.js (types: /client.d.ts)
// and published as the npm package in clients/js/.
//   import { resolve, stylesheetURL } from "http://localhost:8080/client.js";
// The named functions talk to the service that served this module; new StyleResolverClient(url) to another one.

/** A problem+json answer (RFC 9457) as an error: its status, type, title, detail and every JSON pointer. */
export class ProblemError extends Error {
  constructor(problem, status) {
    super(problem.detail ? `${problem.title}: ${problem.detail}` : problem.title);
    this.name = "ProblemError";
    this.status = status;
    this.type = problem.type;
    this.title = problem.title;
    this.detail = problem.detail;
    this.errors = Array.isArray(problem.errors) ? problem.errors : [];
    this.pointers = this.errors.map((error) => error.pointer);
    this.problem = problem;
  }
}

const flags = /^(is[A-Z]\w*|cellDragState|cellDropState)$/;
const contentFields = ["text", "secondaryText", "image", "locale"];

/** A client of one service, remembering each GET answer with its ETag and reusing it when the service says 304. */
export class StyleResolverClient {
  #cache = new Map();

  constructor(baseURL = new URL("/", import.meta.url).href, options = {}) {
    this.baseURL = String(baseURL).replace(/\/+$/, "");
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.pollInterval = options.pollInterval ?? 5000;
  }

  /** One style in one state (POST /v1/resolve's body). Sent as GET /v1/resolve when the query can carry it. */
  async resolve(request) {
    const query = resolveQuery(request);
    if (query === null) return this.#send("POST", "/v1/resolve", request);
    try {
      return await this.#get("/v1/resolve?" + query);
    } catch (error) {
      // The POST's problem points at the body's members (/state/isSelected), not the query's (/isSelected).
      if (error instanceof ProblemError && error.status === 422) return this.#send("POST", "/v1/resolve", request);
      throw error;
    }
  }

  /** Many items in one call; `shared` holds the fields every item inherits (style, state, …). */
  async resolveBatch(items, shared = {}) {
    return this.#send("POST", "/v1/resolve/batch", { ...shared, items });
  }

  /** The URL of a style's stylesheet, for a <link>: options selector, tintColor, design, prefix, layer, units, theme. */
  stylesheetURL(style, options = {}) {
    return this.#url(`/v1/styles/${encodeURIComponent(style)}/stylesheet.css`, options);
  }

  /** The URL of a style's export: format css, scss, tailwind, ts, tokens or swift, with the stylesheet's options, file. */
  exportURL(style, format, options = {}) {
    return this.#url(`/v1/styles/${encodeURIComponent(style)}/export`, { format, ...options });
  }

  /** Every style: { registryVersion, styles: [{ name, kind, … }] }. */
  async styles() {
    return this.#get("/v1/styles");
  }

  /**
   * Calls onChange({ type: "change", version, styles }) when styles change, or { type: "reset", version } when the
   * stream lost track. Reads GET /v1/events (reconnecting with Last-Event-ID when the connection drops); where the
   * service answers it with an error, polls GET /v1/styles instead. Returns a function that stops.
   */
  subscribe(onChange) {
    let stopped = false;
    let timer = null;
    const controller = new AbortController();
    const wait = (ms) => new Promise((done) => (timer = setTimeout(done, ms)));
    const poll = async () => {
      for (let version = null; !stopped; await wait(this.pollInterval)) {
        try {
          const answer = await this.styles();
          if (version !== null && answer.registryVersion !== version) {
            onChange({ type: "change", version: answer.registryVersion, styles: null });
          }
          version = answer.registryVersion;
        } catch {
          // Unreachable for now: try again later.
        }
      }
    };
    const listen = async () => {
      const last = { id: null, retry: 1000 };
      while (!stopped) {
        try {
          const headers = { Accept: "text/event-stream" };
          if (last.id !== null) headers["Last-Event-ID"] = last.id;
          const response = await this.fetch(this.baseURL + "/v1/events", { headers, signal: controller.signal });
          if (!response.ok && response.status !== 503) return poll();
          if (response.ok) await readEvents(response.body, last, onChange);
        } catch {
          // The connection dropped (or stop() aborted it): reconnect below unless stopped.
        }
        if (!stopped) await wait(last.retry);
      }
    };
    listen();
    return () => {
      stopped = true;
      controller.abort();
      if (timer !== null) clearTimeout(timer);
    };
  }

  #url(path, options) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(options)) if (value != null) query.set(name, String(value));
    const text = query.toString();
    return this.baseURL + path + (text ? "?" + text : "");
  }

  async #get(path) {
    const url = this.baseURL + path;
    const cached = this.#cache.get(url);
    const headers = { Accept: "application/json" };
    if (cached) headers["If-None-Match"] = cached.etag;
    const response = await this.fetch(url, { headers });
    if (response.status === 304 && cached) return cached.value;
    const value = await read(response);
    const etag = response.headers.get("ETag");
    if (etag) {
      this.#cache.delete(url);
      this.#cache.set(url, { etag, value });
      if (this.#cache.size > 200) this.#cache.delete(this.#cache.keys().next().value);
    }
    return value;
  }

  async #send(method, path, body) {
    const response = await this.fetch(this.baseURL + path, {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    return read(response);
  }
}

/** The body of an answer, or its problem thrown as a ProblemError. */
async function read(response) {
  const type = response.headers.get("Content-Type") ?? "";
  if (response.ok) return type.includes("json") ? response.json() : response.text();
  const problem = type.includes("json")
    ? await response.json()
    : { title: response.statusText || `HTTP ${response.status}`, detail: await response.text() };
  throw new ProblemError(problem, response.status);
}

/** Reads a text/event-stream to its end: each change or reset to onChange, the last id and retry into `last`. */
async function readEvents(body, last, onChange) {
  const decoder = new TextDecoder();
  let buffer = "";
  let event = { type: "message", data: "" };
  const reader = body.getReader(); // not `for await`: Safari's streams are not async iterable
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    buffer += decoder.decode(chunk.value, { stream: true });
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop();
    for (const line of lines) {
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (line === "") {
        if (event.type === "change" || event.type === "reset") {
          try {
            onChange({ type: event.type, ...JSON.parse(event.data) });
          } catch {
            // Not JSON: not an event of the contract.
          }
        }
        event = { type: "message", data: "" };
      } else if (field === "event") event.type = value;
      else if (field === "data") event.data += event.data ? "\n" + value : value;
      else if (field === "id") last.id = value;
      else if (field === "retry" && /^\d+$/.test(value)) last.retry = Number(value);
    }
  }
}

/** The GET /v1/resolve query of a request, or null when only the POST can carry it (overrides, attributed text). */
function resolveQuery(request) {
  const query = new URLSearchParams();
  const scalar = (value) => ["string", "number", "boolean"].includes(typeof value);
  for (const [name, value] of Object.entries(request ?? {})) {
    if ((name === "style" || name === "tintColor") && scalar(value)) query.set(name, String(value));
    else if (name === "content" && value && typeof value === "object") {
      for (const [field, text] of Object.entries(value)) {
        if (!contentFields.includes(field) || typeof text !== "string") return null;
        query.set(field, text);
      }
    } else if (name === "state" && value && typeof value === "object") {
      for (const [field, inner] of Object.entries(value)) {
        if (flags.test(field) && scalar(inner)) query.set(field, String(inner));
        else if ((field === "traits" || field === "customStates") && inner && typeof inner === "object") {
          for (const [key, item] of Object.entries(inner)) {
            if (!scalar(item)) return null;
            const text = typeof item === "string" && field === "customStates" ? JSON.stringify(item) : String(item);
            query.set(field === "traits" ? key : "state." + key, text);
          }
        } else return null;
      }
    } else return null;
  }
  return query.has("style") ? query.toString() : null;
}

const client = new StyleResolverClient();
/** resolve, resolveBatch, stylesheetURL, exportURL, styles and subscribe of the service that served this module. */
export const resolve = (request) => client.resolve(request);
export const resolveBatch = (items, shared) => client.resolveBatch(items, shared);
export const stylesheetURL = (style, options) => client.stylesheetURL(style, options);
export const exportURL = (style, format, options) => client.exportURL(style, format, options);
export const styles = () => client.styles();
export const subscribe = (onChange) => client.subscribe(onChange);
