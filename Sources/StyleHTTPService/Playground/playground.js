"use strict";
const params = new URLSearchParams(location.search);
const FLAGS = ["isHighlighted", "isSelected", "isDisabled", "isFocused", "isPinned", "isEditing", "isExpanded", "isSwiped", "isReordering"];
const SIZES = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
  "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"];
// Traits: [name, values, label, default]. The first four sit in the panel; the others under "More traits".
const TRAITS = [
  ["userInterfaceStyle", ["light", "dark"], "Appearance", "light"],
  ["accessibilityContrast", ["normal", "high"], "Contrast", "normal"],
  ["layoutDirection", ["leftToRight", "rightToLeft"], "Direction", "leftToRight"],
  ["preferredContentSizeCategory", SIZES, "Text size", "large"],
  ["listEnvironment", ["unspecified", "none", "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"], "List environment", "unspecified"],
  ["userInterfaceIdiom", ["unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"], "Idiom", "unspecified"],
  ["horizontalSizeClass", ["unspecified", "compact", "regular"], "Horizontal size class", "unspecified"],
  ["verticalSizeClass", ["unspecified", "compact", "regular"], "Vertical size class", "unspecified"],
  ["legibilityWeight", ["unspecified", "regular", "bold"], "Legibility weight", "unspecified"],
  ["userInterfaceLevel", ["unspecified", "base", "elevated"], "Level", "unspecified"],
  ["activeAppearance", ["unspecified", "inactive", "active"], "Active appearance", "unspecified"],
  ["displayScale", ["1", "2", "3"], "Display scale", "3"],
];
const SEGMENT_LABELS = { light: "Light", dark: "Dark", normal: "Normal", high: "High", leftToRight: "LTR", rightToLeft: "RTL" };
// The design generation (the trait designGeneration): none chosen means the server's default, which the answer names.
const DESIGNS = [["ios26", "iOS 26"], ["ios18", "iOS 18"]];
const TINTS = ["systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemRed", "systemOrange", "systemYellow",
  "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBrown"];
// The swatches' colors come from the service (each tint resolved for the design, appearance and contrast shown).
const ROWS = [["Drafts", "3"], ["Sent", null], ["Archive", "1,204"]];
// The rows' accessories: the style's own, or a preset sent as the request's overrides.accessories (UIKit's names).
const ACCESSORIES = {
  style: ["The style's own", null],
  none: ["None", []],
  disclosure: ["Disclosure", [{ type: "disclosureIndicator" }]],
  detail: ["Label and disclosure", [{ type: "label", text: "On" }, { type: "disclosureIndicator" }]],
  checkmark: ["Checkmark", [{ type: "checkmark" }]],
  editing: ["Delete, disclosure, reorder", [{ type: "delete" }, { type: "disclosureIndicator" }, { type: "reorder" }]],
  select: ["Multiselect and detail", [{ type: "multiselect" }, { type: "detail" }]],
};
// The built-in button styles, in the preview's row; the states a button shares with a cell (held is its own control).
const BUTTON_STYLES = ["plainButton", "grayButton", "tintedButton", "filledButton", "borderlessButton", "borderedButton",
  "borderedTintedButton", "borderedProminentButton", "glassButton", "prominentGlassButton", "clearGlassButton",
  "prominentClearGlassButton"];
const BUTTON_FLAGS = ["isHighlighted", "isDisabled", "isSelected", "isFocused"];
const EMPTY_CONTENT = { text: "No Messages", secondaryText: "Messages you receive appear here.", image: "tray" };
const EMPTY_STYLES = ["emptyContentUnavailable", "loadingContentUnavailable", "searchContentUnavailable"];
const WEIGHTS = { ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900 };

const $ = (id) => document.getElementById(id);
const model = {
  style: params.get("style") || "", flags: {}, cellDragState: params.get("cellDragState") || "none",
  cellDropState: params.get("cellDropState") || "none", traits: {}, custom: {},
  tint: params.get("tintColor") || params.get("tint") || "systemBlue",
  accessories: Object.hasOwn(ACCESSORIES, params.get("accessories") || "") ? params.get("accessories") : "style",
  text: params.get("text") ?? "Inbox", secondaryText: params.get("secondaryText") ?? "12 unread", tab: params.get("tab") || "explain",
  held: params.get("isHeld") === "true", emptyStyle: params.get("emptyStyle") || EMPTY_STYLES[0],
  searchText: params.get("searchText") ?? "fig",
};
for (const flag of FLAGS) model.flags[flag] = params.get(flag) === "true";
// The URL uses GET /v1/resolve's names (tintColor, designGeneration, state.KEY); the old tint, design and custom.KEY
// still read, so links made before keep working.
const designParam = params.get("designGeneration") || params.get("design");
model.design = DESIGNS.some(([value]) => value === designParam) ? designParam : "";
/** A custom state's value from the URL: `state.KEY`, or the older `custom.KEY`. */
const customParam = (key) => params.get("state." + key) ?? params.get("custom." + key);
const requestedStyle = model.style;
for (const [name, values, , fallback] of TRAITS) model.traits[name] = values.includes(params.get(name)) ? params.get(name) : fallback;

let styles = [], stylesETag = null, registryVersion = null, declaredKeys = {}, inFlight = null, timer = null, lastAnswer = null;
let lastMatrixBody = null, tintKey = "", liveOpen = false;

// ---- Building the page from answers ----
// Whatever an answer holds reaches the page only as text nodes, attributes set one by one, or CSS properties set
// through the style object (the page's policy allows no inline script or style): never as markup.
/** An element: `props` are attributes (`style`: an object of CSS properties; `dataset`: data attributes; false or
 * null leaves one out), `children` nodes or text, arrays flattened. */
function h(tag, props = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "style") for (const [property, css] of Object.entries(value)) element.style.setProperty(property, css);
    else if (name === "dataset") Object.assign(element.dataset, value);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  element.append(...children.flat(Infinity).filter((child) => child !== null && child !== undefined && child !== false));
  return element;
}
/** A color from an answer when it is one, as the service writes them (`#RRGGBB`, `#RRGGBBAA`, uppercase), else "". */
const safeColor = (value) => (typeof value === "string" && /^#[0-9A-F]{6,8}$/.test(value) ? value : "");
/** A number from an answer when it is a finite one, else 0. */
const number = (value) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
/** An array from an answer when it is one, else an empty one. */
const list = (value) => (Array.isArray(value) ? value : []);

// ---- Which service the page talks to ----
/** What `?api=` asks for: nothing or this page's origin (this service), another http: or https: service (used only
 * once the person agrees in the page's dialog), or a value the page refuses (another scheme, a user name or password,
 * a query or a fragment). `base` is what request paths are appended to. */
function chooseService(value) {
  if (!value) return { kind: "self", base: "" };
  let url;
  try { url = new URL(value, location.href); } catch (error) { return { kind: "refused", value, why: "it is not a URL" }; }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "refused", value, why: "only an http: or https: service can be used" };
  if (url.username || url.password || url.search || url.hash) return { kind: "refused", value, why: "a service URL has no user name, password, query or fragment" };
  const path = url.pathname.replace(/\/+$/, "");
  if (url.origin === location.origin) return { kind: "self", base: path ? url.origin + path : "" };
  return { kind: "foreign", base: url.origin + path, origin: url.origin };
}
let service = chooseService(params.get("api"));
/** The base of every request: this page's service until the person agrees to use the one `?api=` names. */
let API = service.kind === "self" ? service.base : "";
/** Set once the page knows its service (at once for its own, after the dialog for another). */
let connected = false;

// ---- Talking to the service ----
class Unreachable extends Error {}
class Problem extends Error {
  constructor(status, body) { super(body && body.title || "HTTP " + status); this.status = status; this.body = body; }
}
/** One request to the service: `body` is sent as JSON (`raw` as it is, for the editor's text); `text` reads the answer
 * as text whatever its type. Resolves to { status, etag, data }; rejects with Unreachable or the service's Problem. */
async function call(path, { method = "GET", body, raw, etag, signal, headers: extra = {}, text = false } = {}) {
  const headers = { ...extra };
  if (body !== undefined || raw !== undefined) headers["Content-Type"] = "application/json";
  if (etag) headers["If-None-Match"] = etag;
  let response;
  try {
    const payload = raw !== undefined ? raw : body === undefined ? undefined : JSON.stringify(body);
    response = await fetch(API + path, { method, headers, body: payload, cache: "no-store", signal });
  } catch (error) {
    if (error.name === "AbortError") throw error;
    throw new Unreachable(error.message);
  }
  if (response.status === 304) return { status: 304, etag };
  const type = response.headers.get("Content-Type") || "";
  const data = type.includes("json") && (!text || !response.ok) ? await response.json() : await response.text();
  if (!response.ok) throw new Problem(response.status, typeof data === "object" ? data : { title: "HTTP " + response.status, detail: String(data) });
  return { status: response.status, etag: response.headers.get("ETag"), data };
}

function setStatus(live, text) {
  const pill = $("status");
  pill.className = "pill " + (live ? "live" : "down");
  pill.textContent = text;
}
/** Shows the toast with `nodes` (elements or text). */
function showToast(...nodes) { $("toast-body").replaceChildren(...nodes.filter((node) => node)); $("toast").hidden = false; }
function hideToast() { $("toast").hidden = true; }
$("toast-close").onclick = hideToast;

function report(error) {
  if (error instanceof Unreachable) {
    setStatus(false, "Unreachable");
    $("status").dataset.recovering = "1";
    showToast(h("b", {}, "Cannot reach the service"), h("p", {}, `${API || location.origin} did not answer (${error.message}). ` +
      "The page keeps trying every 5 seconds and refreshes when it is back."));
    return "The service is unreachable";
  }
  const body = error.body || {};
  const pointers = list(body.errors).map((e) => h("li", {}, h("code", {}, e.pointer || "/"), " ", e.message));
  showToast(h("b", {}, `${body.status || error.status} ${body.title || "Error"}`), h("p", {}, body.detail || ""),
    pointers.length ? h("ul", {}, pointers) : null);
  return `${body.status || error.status} ${body.title || "Error"}`;
}

// ---- Styles and registry changes (ETag-conditional polling) ----
async function loadStyles() {
  let answer;
  try {
    answer = await call("/v1/styles", { etag: stylesETag });
  } catch (error) {
    report(error);
    return;
  }
  if (answer.status === 304) {
    setStatus(true, `Registry v${registryVersion}`);
    if ($("status").dataset.recovering) { delete $("status").dataset.recovering; hideToast(); refresh(); }
    return;
  }
  stylesETag = answer.etag;
  const changed = registryVersion !== null && registryVersion !== answer.data.registryVersion;
  registryVersion = answer.data.registryVersion;
  styles = answer.data.styles;
  setStatus(true, `Registry v${registryVersion}`);
  fillStyles();
  if (changed || !$("style").dataset.ready || $("status").dataset.recovering) {
    delete $("status").dataset.recovering;
    $("style").dataset.ready = "1";
    hideToast();
    await styleChanged();
  }
}

function fillStyles() {
  const select = $("style");
  if (!styles.some((s) => s.name === model.style)) {
    const fallback = (styles[0] || {}).name || "";
    if (model.style && model.style === requestedStyle && !$("notice").dataset.shown) unknownStyle(model.style, fallback);
    model.style = fallback;
  }
  const groups = [["User styles", styles.filter((s) => s.kind === "user")], ["Built-in styles", styles.filter((s) => s.kind !== "user")]];
  select.replaceChildren(...groups.filter(([, group]) => group.length).map(([label, group]) =>
    h("optgroup", { label }, group.map((s) => h("option", { value: s.name }, s.name)))));
  select.value = model.style;
  const empties = styles.filter((s) => s.configurationKind === "contentUnavailable").map((s) => s.name);
  if (!empties.includes(model.emptyStyle)) model.emptyStyle = empties[0] || EMPTY_STYLES[0];
  $("empty-style").replaceChildren(...empties.map((name) => h("option", { value: name, selected: name === model.emptyStyle }, name)));
}
/** The configuration kind of a style of the registry: cell, button or contentUnavailable. */
function kindOf(name) {
  const summary = styles.find((s) => s.name === name);
  return (summary && summary.configurationKind) || "cell";
}

async function styleChanged() {
  const summary = styles.find((s) => s.name === model.style);
  if (!summary) return;
  const factory = summary.configurationKind === "button" ? summary.button : summary.contentUnavailable;
  $("style-meta").replaceChildren(...(summary.configurationKind && summary.configurationKind !== "cell"
    ? [summary.configurationKind === "button" ? "button " : "empty state ", h("code", {}, String(factory))]
    : [h("code", {}, summary.background), " + ", h("code", {}, summary.content)]),
    ...(summary.extends ? [" · extends ", h("code", {}, summary.extends)] : []));
  declaredKeys = {};
  if (list(summary.keys).length) {
    try {
      const detail = await call("/v1/styles/" + encodeURIComponent(summary.name));
      declaredKeys = (detail.data.document && detail.data.document.keys) || {};
    } catch (error) { report(error); }
  }
  buildCustomStates();
  refresh();
}

// ---- Controls ----
function segmented(label, values, current, name) {
  return h("div", { class: "segmented", role: "group", "aria-label": label }, values.map((v) =>
    h("button", { type: "button", dataset: { name, value: v }, "aria-pressed": String(v === current) }, SEGMENT_LABELS[v] || v)));
}
function buildControls() {
  $("flags").replaceChildren(...FLAGS.map((flag) => h("label", { class: "chip" },
    h("input", { type: "checkbox", id: "flag-" + flag, dataset: { flag }, checked: model.flags[flag] }), h("span", {}, flag.slice(2)))));
  $("cellDragState").value = model.cellDragState;
  $("cellDropState").value = model.cellDropState;
  $("design").replaceChildren(designToggle(model.design));
  $("traits").replaceChildren(...TRAITS.slice(0, 3).map(([name, values, label]) =>
    h("div", { class: "field" }, h("span", {}, label), segmented(label, values, model.traits[name], name))),
    ...TRAITS.slice(3, 4).map(traitSelect));
  $("more-traits").replaceChildren(...TRAITS.slice(4).map(traitSelect));
  $("tints").replaceChildren(...TINTS.map((name) => h("button", { type: "button", class: "tint", title: name, "aria-label": name,
    dataset: { tint: name }, "aria-pressed": String(model.tint === name) })),
    h("input", { type: "color", id: "tint-custom", title: "Any color", "aria-label": "Any tint color",
      value: /^#[0-9a-f]{6}$/i.test(model.tint) ? model.tint : "#5e5ce6" }));
  $("accessories").replaceChildren(...Object.entries(ACCESSORIES).map(([value, [label]]) =>
    h("option", { value, selected: value === model.accessories }, label)));
  $("text").value = model.text;
  $("secondaryText").value = model.secondaryText;
  $("button-held").checked = model.held;
  $("search-text").value = model.searchText;
  selectTab(model.tab);
}
/** The design toggle, its pressed button the design in effect (the chosen one, else the last answer's). */
function designToggle(current) {
  return h("div", { class: "segmented", role: "group", "aria-label": "Design" }, DESIGNS.map(([value, label]) =>
    h("button", { type: "button", dataset: { design: value }, "aria-pressed": String(value === current) }, label)));
}
function showDesign(design) {
  document.documentElement.dataset.design = design;  // what the stylesheet's [data-design] rules key on
  document.querySelectorAll("[data-design]").forEach((b) => { if (b.tagName === "BUTTON") b.setAttribute("aria-pressed", String(b.dataset.design === design)); });
}
function traitSelect([name, values, label]) {
  return h("label", { class: "field" }, label, h("select", { dataset: { trait: name } },
    values.map((v) => h("option", { selected: v === model.traits[name] }, v))));
}
function buildCustomStates() {
  const keys = Object.entries(declaredKeys);
  if (!keys.length) { $("custom").replaceChildren(h("div", { class: "empty" }, "This style declares no custom states.")); model.custom = {}; return; }
  const kept = {};
  $("custom").replaceChildren(...keys.flatMap(([key, declaration], index) => {
    const { type, default: fallback } = declaration && typeof declaration === "object" ? declaration : {};
    const fromURL = customParam(key);
    let value = key in model.custom ? model.custom[key] : fallback;
    if (fromURL !== null && !(key in model.custom)) value = type === "boolean" ? fromURL === "true" : type === "string" ? fromURL : Number(fromURL);
    kept[key] = value;
    const short = key.split(".").pop();
    if (type === "boolean") {
      return [h("label", { class: "chip", title: key }, h("input", { type: "checkbox", dataset: { custom: index }, checked: Boolean(value) }),
        h("span", {}, short)), " "];
    }
    const kind = type === "string" ? "text" : "number";
    return [h("label", { class: "field", title: key }, short, " ", h("small", {}, `(${type})`),
      h("input", { type: kind, step: kind === "number" && (type === "integer" ? "1" : "any"), dataset: { custom: index }, value: value ?? "" }))];
  }));
  model.custom = kept;
}

document.addEventListener("click", (event) => {
  const button = event.target.closest("button");
  if (!button) return;
  if (button.dataset.useStyle) { $("notice").hidden = true; useStyle(button.dataset.useStyle); }
  else if (button.dataset.dismissNotice) $("notice").hidden = true;
  else if (button.dataset.token) insertToken(tokens.list[Number(button.dataset.token)]);
  else if (button.dataset.dismissApiNotice) $("api-notice").hidden = true;
  else if (button.dataset.copy) copyText($(button.dataset.copy).textContent, button.textContent.replace(/^Copy /, "the "));
  else if (button.dataset.name) {
    model.traits[button.dataset.name] = button.dataset.value;
    button.parentElement.querySelectorAll("button").forEach((b) => b.setAttribute("aria-pressed", String(b === button)));
    schedule();
  } else if (button.dataset.design) {
    model.design = button.dataset.design;
    showDesign(model.design);
    schedule();
  } else if (button.dataset.tint) {
    model.tint = button.dataset.tint;
    document.querySelectorAll(".tint").forEach((b) => b.setAttribute("aria-pressed", String(b === button)));
    schedule();
  } else if (button.dataset.tab) {
    selectTab(button.dataset.tab);
    syncURL();
  }
});
document.addEventListener("input", (event) => {
  const target = event.target;
  if (target.dataset.flag) model.flags[target.dataset.flag] = target.checked;
  else if (target.dataset.trait) model.traits[target.dataset.trait] = target.value;
  else if (target.dataset.custom !== undefined) {
    const [key, declaration] = Object.entries(declaredKeys)[Number(target.dataset.custom)];
    const { type, default: fallback } = declaration && typeof declaration === "object" ? declaration : {};
    model.custom[key] = type === "boolean" ? target.checked : type === "string" ? target.value
      : target.value === "" ? fallback : Number(target.value);
  } else if (target.id === "tint-custom") {
    model.tint = target.value.toUpperCase();
    document.querySelectorAll(".tint").forEach((b) => b.setAttribute("aria-pressed", "false"));
  } else if (["cellDragState", "cellDropState", "accessories", "text", "secondaryText"].includes(target.id)) model[target.id] = target.value;
  else if (target.id === "button-held") model.held = target.checked;
  else if (target.id === "empty-style") model.emptyStyle = target.value;
  else if (target.id === "search-text") model.searchText = target.value;
  else if (target.id === "explain-filter" || target.id === "explain-set") { renderExplain(); return; }
  else return;
  schedule();
});
$("style").addEventListener("change", (event) => { if (model.style !== event.target.value) { model.style = event.target.value; styleChanged(); syncURL(); } });

const TABS = ["explain", "json", "matrix", "css", "tokens", "export", "editor"];
const CODE_TABS = ["css", "tokens", "export"];
function selectTab(tab) {
  if (!TABS.includes(tab)) tab = "explain";
  model.tab = tab;
  document.querySelectorAll("[data-tab]").forEach((b) => {
    b.setAttribute("aria-selected", String(b.dataset.tab === tab));
    b.tabIndex = b.dataset.tab === tab ? 0 : -1;
  });
  for (const name of TABS) $("pane-" + name).hidden = name !== tab;
  if (!connected) return;
  if (CODE_TABS.includes(tab) && model.style) loadCode(tab);
  if (tab === "editor" && !$("editor-text").value) loadEditor();
}
// Arrow keys, Home and End move between the tabs (the WAI-ARIA tabs pattern); Tab goes on into the open panel.
document.querySelector("[role=tablist]").addEventListener("keydown", (event) => {
  const index = TABS.indexOf(model.tab);
  const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const tab = TABS[(next + TABS.length) % TABS.length];
  selectTab(tab);
  syncURL();
  $("tab-" + tab).focus();
});
function syncURL() {
  const query = new URLSearchParams();
  if (API) query.set("api", API);
  query.set("style", model.style);
  for (const flag of FLAGS) if (model.flags[flag]) query.set(flag, "true");
  for (const key of ["cellDragState", "cellDropState"]) if (model[key] !== "none") query.set(key, model[key]);
  for (const [name, , , fallback] of TRAITS) if (model.traits[name] !== fallback) query.set(name, model.traits[name]);
  if (model.design) query.set("designGeneration", model.design);
  for (const [key, value] of Object.entries(model.custom)) if (value !== (declaredKeys[key] || {}).default) query.set("state." + key, value);
  if (model.tint !== "systemBlue") query.set("tintColor", model.tint);
  if (model.accessories !== "style") query.set("accessories", model.accessories);
  if (model.text !== "Inbox") query.set("text", model.text);
  if (model.secondaryText !== "12 unread") query.set("secondaryText", model.secondaryText);
  if (model.tab !== "explain") query.set("tab", model.tab);
  if (model.held) query.set("isHeld", "true");
  if (model.emptyStyle !== EMPTY_STYLES[0]) query.set("emptyStyle", model.emptyStyle);
  if (model.searchText !== "fig") query.set("searchText", model.searchText);
  history.replaceState(null, "", "?" + query.toString());
}

// ---- Requests ----
function traitsBody() {
  const traits = {};
  for (const [name, , , fallback] of TRAITS) {
    const value = model.traits[name];
    if (value === "unspecified" || (name === "displayScale" && value === fallback)) continue;
    traits[name] = name === "displayScale" ? Number(value) : value;
  }
  if (model.design) traits.designGeneration = model.design;
  return traits;
}
/** The state of a request: the chosen row's gets every flag, the other rows' only editing (the list's mode). */
function stateBody(withFlags) {
  const state = { traits: traitsBody() };
  if (model.flags.isEditing) state.isEditing = true;
  if (withFlags) {
    for (const flag of FLAGS) if (model.flags[flag]) state[flag] = true;
    if (model.cellDragState !== "none") state.cellDragState = model.cellDragState;
    if (model.cellDropState !== "none") state.cellDropState = model.cellDropState;
  }
  if (Object.keys(model.custom).length) state.customStates = { ...model.custom };
  return state;
}
/** The request's overrides: the chosen accessory preset, none for the style's own. */
function overridesBody() {
  const accessories = ACCESSORIES[model.accessories][1];
  return accessories ? { overrides: { accessories } } : {};
}
/** The body of the chosen style's resolve request: a cell's is what the page renders as its first row; a button's
 * and an empty state's take their own state and content. */
function resolveRequest() {
  const kind = kindOf(model.style);
  if (kind !== "cell") {
    return { style: model.style, state: componentState(kind, true), tintColor: model.tint,
      ...(kind === "button" ? { content: { title: model.text || "Button" } } : {}) };
  }
  return { style: model.style, state: stateBody(true), tintColor: model.tint,
    content: { text: model.text || null, secondaryText: model.secondaryText || null, image: "tray" }, ...overridesBody() };
}
/** A button's state (the chosen flags it shares with a cell, and held) or an empty state's (its search text); the
 * custom states only for the chosen style, whose keys they are. */
function componentState(kind, chosen) {
  const state = { traits: traitsBody() };
  if (kind === "button") {
    for (const flag of BUTTON_FLAGS) if (model.flags[flag]) state[flag] = true;
    if (model.held) state.isHeld = true;
  } else if (model.searchText) state.searchText = model.searchText;
  if (chosen && Object.keys(model.custom).length) state.customStates = { ...model.custom };
  return state;
}
/** A button's title in the preview: its style's name without "Button", capitalized (`borderedTinted…` → "BorderedTinted"). */
const buttonTitle = (style) => { const name = style.replace(/Button$/, "") || style; return name[0].toUpperCase() + name.slice(1); };
/** The batch behind the buttons and the empty state: every built-in button style (and the chosen style when it is
 * another button) with its name as the title, then the empty state (the chosen style when it is one). */
function componentsRequest() {
  const chosen = kindOf(model.style);
  const buttons = [...BUTTON_STYLES, ...(chosen === "button" && !BUTTON_STYLES.includes(model.style) ? [model.style] : [])];
  const empty = chosen === "contentUnavailable" ? model.style : model.emptyStyle;
  const items = buttons.map((style, id) => ({ id, style, state: componentState("button", style === model.style),
    content: { title: buttonTitle(style) } }));
  // empty() has no text of its own: the preview gives it some; loading() and search() keep theirs.
  const factory = (styles.find((s) => s.name === empty) || {}).contentUnavailable;
  items.push({ id: items.length, style: empty, state: componentState("contentUnavailable", empty === model.style),
    ...(factory === "empty" ? { content: EMPTY_CONTENT } : {}) });
  return { style: buttons[0], tintColor: model.tint, items };
}
/** The matrix's body: the request's tint, content and overrides in the chosen state's traits but appearance and
 * contrast, which are its axes. */
function matrixRequest(request) {
  const traits = { ...request.state.traits };
  delete traits.userInterfaceStyle;
  delete traits.accessibilityContrast;
  const state = { traits, ...(Object.keys(model.custom).length ? { customStates: { ...model.custom } } : {}) };
  const kind = kindOf(model.style);
  if (kind !== "cell") return { tintColor: model.tint, state, ...(request.content ? { content: request.content } : {}) };
  return { tintColor: model.tint, content: { text: model.text || "Title", secondaryText: model.secondaryText || "Detail" },
    ...overridesBody(), state };
}

function schedule() {
  renderTokens(false);
  clearTimeout(timer);
  timer = setTimeout(() => { syncURL(); refresh(); }, 90);
}

async function refresh() {
  if (!model.style) return;
  if (inFlight) inFlight.abort();
  const controller = new AbortController();
  inFlight = controller;
  document.documentElement.dataset.phase = "loading";
  $("canvas").classList.add("busy");
  const started = performance.now();
  const request = resolveRequest();
  const isCell = kindOf(model.style) === "cell";
  const matrixBody = matrixRequest(request);
  lastMatrixBody = matrixBody;
  const componentsBody = componentsRequest();
  try {
    const [resolved, batch, matrix, components] = await Promise.all([
      call("/v1/resolve?explain=true", { method: "POST", body: request, signal: controller.signal }),
      isCell ? call("/v1/resolve/batch", { method: "POST", signal: controller.signal, body: {
        style: model.style, tintColor: model.tint, state: stateBody(false), ...overridesBody(),
        items: ROWS.map(([text, secondaryText], id) => ({ id, content: { text, secondaryText, image: "folder" } })) } }) : null,
      call("/v1/styles/" + encodeURIComponent(model.style) + "/matrix", { method: "POST", signal: controller.signal, body: matrixBody }),
      call("/v1/resolve/batch", { method: "POST", signal: controller.signal, body: componentsBody }),
    ]);
    if (inFlight !== controller) return;
    lastAnswer = resolved.data;
    showDesign(resolved.data.designGeneration);
    if (isCell) {
      renderPreview(resolved.data, batch.data.items);
      renderFacts(resolved.data);
    } else {
      renderComponentPreview(resolved.data);
    }
    renderComponents(components.data.items);
    renderJSON(resolved.data);
    renderExplain();
    renderMatrix(matrix.data);
    paintTints(resolved.data.designGeneration);
    if (CODE_TABS.includes(model.tab)) loadCode(model.tab);
    $("timing").textContent = `${isCell ? 4 : 3} requests · ${Math.round(performance.now() - started)} ms · ETag ${resolved.etag || "–"}`;
    $("canvas").classList.remove("failed");
    window.lastRender = { request, answer: resolved.data, components: { request: componentsBody, answer: components.data } };
    document.documentElement.dataset.phase = "idle";
    if (!document.documentElement.dataset.renders) syncURL();  // in GET /v1/resolve's names, even if it came in the old
    document.documentElement.dataset.renders = String(Number(document.documentElement.dataset.renders || 0) + 1);
    if (!$("toast").hidden && $("status").classList.contains("live")) hideToast();
  } catch (error) {
    if (error.name === "AbortError") return;
    $("veil").textContent = report(error);
    $("canvas").classList.add("failed");
    document.documentElement.dataset.phase = "error";
  } finally {
    if (inFlight === controller) { inFlight = null; $("canvas").classList.remove("busy"); }
  }
}

// ---- Rendering ----
const px = (value) => `${Math.round(number(value) * 100) / 100}px`;
const SYMBOL_PATH = "M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v13a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 18.5v-13Zm2 7.5v5.5c0 .28.22.5.5.5h11a.5.5 0 0 0 .5-.5V13h-3.2a3 3 0 0 1-5.6 0H6Zm0-2h4.5l.3.7a1 1 0 0 0 1.9 0l.3-.7H18V5.5a.5.5 0 0 0-.5-.5h-11a.5.5 0 0 0-.5.5V11Z";
/** The tray symbol of the preview's cells, in the image's tint. */
function symbol() {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  for (const [name, value] of [["viewBox", "0 0 24 24"], ["width", "100%"], ["height", "100%"], ["aria-hidden", "true"]]) svg.setAttribute(name, value);
  const path = document.createElementNS(svg.namespaceURI, "path");
  path.setAttribute("fill", "currentColor");
  path.setAttribute("d", SYMBOL_PATH);
  svg.append(path);
  return svg;
}
/** `table[key]` when the table has that key itself, else undefined (an answer's `constructor` is no key). */
const lookup = (table, key) => (Object.hasOwn(table, key) ? table[key] : undefined);
// The answer's physical alignments as CSS says them.
const ALIGNMENTS = { left: "left", right: "right", center: "center", justified: "justify" };

function fontStyle(font) {
  return { "font-size": px(font.pointSize), "line-height": px(font.leading),
    "font-weight": String(font.emphasized ? 700 : lookup(WEIGHTS, font.weight) || 400) };
}
function textStyle(properties) {
  const style = { ...fontStyle(properties.font), color: safeColor(properties.color), "text-align": lookup(ALIGNMENTS, properties.physicalAlignment) || "" };
  const lines = number(properties.numberOfLines);
  if (lines > 0) Object.assign(style, { display: "-webkit-box", "-webkit-box-orient": "vertical", "-webkit-line-clamp": String(lines) });
  return style;
}
/** The style of a cell's background layer, from a resolve answer's background. */
function backgroundStyle(background) {
  const insets = background.physicalBackgroundInsets;
  const shadow = background.shadowProperties;
  const style = { top: px(insets.top), left: px(insets.left), bottom: px(insets.bottom), right: px(insets.right),
    "background-color": safeColor(background.backgroundColor), "border-radius": px(background.cornerRadius) };
  if (background.hasStroke) {
    style.outline = `${px(background.strokeWidth)} solid ${safeColor(background.strokeColor)}`;
    style["outline-offset"] = px(number(background.strokeOutset) - number(background.strokeWidth));
  }
  const shadowColor = safeColor(shadow.color);
  if (number(shadow.opacity) > 0 && shadowColor) {
    style["box-shadow"] = `${px(shadow.offset.width)} ${px(shadow.offset.height)} ${px(shadow.radius)} ` +
      `color-mix(in srgb, ${shadowColor} ${number(shadow.opacity) * 100}%, transparent)`;
  }
  if (background.visualEffect) style["backdrop-filter"] = "blur(18px) saturate(1.6)";
  return style;
}
/** One accessory of an answer, in drawing order: its glyph (and disc) shaped by the masks that playground.css ends
 * with (the stylesheet's own table), filled with the answer's colors; a label's text in its font. Not displayed, it
 * takes no space; displayed but hidden, it keeps its space. */
function accessoryElement(accessory, fontSize) {
  const type = String(accessory.type);
  const glyphColor = safeColor(accessory.glyphColor) || safeColor(accessory.tintColor);
  const discColor = safeColor(accessory.discColor);
  const separatorColor = safeColor(accessory.verticalSeparatorColor);
  const parts = type === "label"
    ? [h("span", { class: "label", style: { ...(accessory.font ? fontStyle(accessory.font) : {}), color: glyphColor } },
      String(accessory.text ?? ""))]
    : [discColor ? h("span", { class: "disc", style: { "background-color": discColor } }) : null,
      h("span", { class: "glyph", style: { "background-color": glyphColor } })];
  return h("span", { class: "accessory", hidden: accessory.displayed === false,
    role: type === "label" ? null : "img", "aria-label": type === "label" ? null : String(accessory.symbolName ?? type),
    dataset: { type, symbol: String(accessory.symbolName ?? ""), placement: accessory.placement === "leading" ? "leading" : "trailing",
      ...(accessory.pointsDown === true ? { pointsDown: "" } : {}) },
    style: { "font-size": px(fontSize), "min-width": px(accessory.reservedLayoutWidth),
      visibility: accessory.visible === false ? "hidden" : "",
      ...(separatorColor ? { "border-inline-start": `1px solid ${separatorColor}` } : {}) } }, parts);
}
/** A row's separator at `edge` from its answer: inset from the leading and trailing edges (so right to left mirrors
 * it), in its color; not drawn where the answer or the row's place in the section hides it. */
function separatorElement(separator, edge, shown) {
  const line = separator && typeof separator === "object" ? separator : {};
  return h("div", { class: "separator " + edge, hidden: !(shown && line.visible === true), style: {
    "inset-inline-start": px(line.leadingInset), "inset-inline-end": px(line.trailingInset),
    "background-color": safeColor(line.color) } });
}
/** One cell, styled from a resolve answer's background, content, accessories and separators: `index` is its place
 * in a section of `count` rows, `inList` whether the list draws separators, `lastShowsBottom` whether the last row
 * keeps its bottom one (a plain list). */
function cellElement(answer, { chosen = false, index = 0, count = 1, inList = true, lastShowsBottom = false } = {}) {
  const { background, content } = answer;
  const margins = content.effectiveLayoutMargins;
  const image = content.imageProperties;
  const bodySize = number(content.textProperties.font.pointSize);
  const scale = lookup({ small: 0.85, medium: 1, large: 1.2 }, image.symbolConfiguration.scale) || 1;
  const icon = content.image ? h("div", { class: "image", style: {
    width: px(Math.max(number(image.reservedLayoutSize.width), bodySize * scale)),
    height: px(Math.max(number(image.reservedLayoutSize.height), bodySize)),
    color: safeColor(image.tintColor), "margin-inline-end": px(content.imageToTextPadding) } },
  h("div", { style: { width: px(bodySize * scale), height: px(bodySize * scale) } }, symbol())) : null;
  const side = content.prefersSideBySideTextAndSecondaryText;
  const texts = h("div", { class: "texts", style: { "flex-direction": side ? "row" : "column",
    ...(side ? { "justify-content": "space-between", "align-items": "baseline" } : {}),
    gap: px(side ? content.textToSecondaryTextHorizontalPadding : content.textToSecondaryTextVerticalPadding) } },
  content.text !== null ? h("div", { class: "text", style: textStyle(content.textProperties) }, content.text) : null,
  content.secondaryText !== null ? h("div", { class: "secondary-text", style: textStyle(content.secondaryTextProperties) }, content.secondaryText) : null);
  const accessories = list(answer.accessories).filter((a) => a && typeof a === "object").map((a) => accessoryElement(a, bodySize));
  const leading = accessories.filter((a) => a.dataset.placement === "leading");
  const trailing = accessories.filter((a) => a.dataset.placement === "trailing");
  const first = trailing.find((a) => !a.hidden);
  if (first) first.dataset.first = "";
  const separators = answer.separators && typeof answer.separators === "object" ? answer.separators : {};
  const direction = model.traits.layoutDirection === "rightToLeft" ? "rtl" : "ltr";
  return h("div", { class: "cell" + (chosen ? " chosen" : ""), dir: direction },
    h("div", { class: "cell-bg", style: backgroundStyle(background) }),
    separatorElement(separators.top, "top", inList && index > 0),
    h("div", { class: "cell-content", style: { padding: [margins.top, margins.right, margins.bottom, margins.left].map(px).join(" "),
      opacity: String(number(content.alpha)) } }, leading, icon, texts, trailing),
    separatorElement(separators.bottom, "bottom", inList && (index < count - 1 || lastShowsBottom)));
}

function renderPreview(answer, rows) {
  const section = answer.list && typeof answer.list === "object" ? answer.list : null;
  const appearance = section ? String(section.appearance) : "none";
  const sidebar = /^sidebar/.test(appearance);
  // Inset grouped and grouped share the background (listGroupedCell); the section's corner radius tells them apart:
  // an inset-grouped section sits inside the margins with its corners rounded, a grouped one spans the width.
  const sectionRadius = number(answer.background.sectionCornerRadius);
  const canvas = $("canvas");
  canvas.className = "canvas" + (sidebar ? " sidebar" : sectionRadius > 0 ? " inset" : "");
  canvas.dataset.section = !section ? "none" : sidebar ? "sidebar" : sectionRadius > 0 ? "insetGrouped" : appearance;
  // The list's background is the answer's; a cell outside a list sits on the system background.
  const dark = model.traits.userInterfaceStyle === "dark";
  canvas.style.backgroundColor = section ? safeColor(section.backgroundColor) : dark ? "#000000" : "#FFFFFF";
  // The list layout's section rounding (not the cell's own cornerRadius): the section's first and last corners.
  $("list").style.borderRadius = px(sectionRadius);
  $("list").style.overflow = sectionRadius > 0 ? "hidden" : "";
  const answers = [answer, ...list(rows).filter((item) => item && item.background)];
  const options = { count: answers.length, inList: Boolean(section && section.showsSeparators), lastShowsBottom: appearance === "plain" };
  $("list").replaceChildren(...answers.map((item, index) => cellElement(item, { ...options, chosen: index === 0, index })));
}

/** The page's color behind buttons and empty states: `systemBackground` for the chosen appearance. */
const pageColor = () => (model.traits.userInterfaceStyle === "dark" ? "#000000" : "#FFFFFF");
/** A glass effect's approximation, as a cell's background has it (a blur), with a prominent glass's tint as a layer
 * over the fill (so the fill keeps the answer's color) and a hairline for the glass's edge. */
function glassStyle(effect) {
  if (!effect) return {};
  const glass = effect && typeof effect === "object" && effect.glass && typeof effect.glass === "object" ? effect.glass : {};
  const tint = safeColor(glass.tintColor);
  return { "backdrop-filter": "blur(18px) saturate(1.6)", "box-shadow": "inset 0 0 0 1px rgba(128,128,128,.35)",
    ...(tint ? { "background-image": `linear-gradient(${tint}, ${tint})` } : {}) };
}
/** A button drawn from an answer's `button` object: its fill, stroke and corner radius, its content insets, its
 * title (and subtitle) in its foreground color and fonts. */
function buttonElement(button, style) {
  const background = button.background && typeof button.background === "object" ? button.background : {};
  const insets = button.contentInsets && typeof button.contentInsets === "object" ? button.contentInsets : {};
  const look = { color: safeColor(button.foregroundColor), "background-color": safeColor(background.backgroundColor),
    "border-radius": px(button.cornerRadius), "padding-block": `${px(insets.top)} ${px(insets.bottom)}`,
    "padding-inline": `${px(insets.leading)} ${px(insets.trailing)}`, ...glassStyle(background.visualEffect) };
  if (background.hasStroke) look.outline = `${px(background.strokeWidth)} solid ${safeColor(background.strokeColor)}`;
  const font = (f) => (f && typeof f === "object" ? fontStyle(f) : {});
  return h("span", { class: "pbutton", dataset: { style }, style: look },
    h("span", { class: "title", style: font(button.titleFont) }, String(button.title ?? "")),
    button.subtitle !== null && button.subtitle !== undefined
      ? h("span", { class: "subtitle", style: font(button.subtitleFont) }, String(button.subtitle)) : null);
}
/** One text of an empty state, in its font and color; nothing when it has no text. */
function emptyText(text, kind, gap) {
  if (!text || typeof text !== "object" || text.text === null || text.text === undefined) return null;
  return h("div", { class: kind, style: { ...fontStyle(text.font), color: safeColor(text.color), "margin-top": px(gap) } }, String(text.text));
}
/** An empty state drawn from an answer's `contentUnavailable` object: its background, the image or activity indicator
 * in its tint, the texts with their paddings, and the buttons that show. */
function emptyStateElement(empty, style) {
  const background = empty.background && typeof empty.background === "object" ? empty.background : {};
  const margins = empty.directionalLayoutMargins && typeof empty.directionalLayoutMargins === "object" ? empty.directionalLayoutMargins : {};
  const tint = safeColor(empty.imageTintColor);
  const size = number(empty.imagePointSize) || 48;
  const image = empty.showsActivityIndicator === true
    ? h("span", { class: "spinner", role: "img", "aria-label": "Loading", style: { color: tint } })
    : empty.image ? h("div", { class: "image", style: { width: px(size), height: px(size), color: tint } }, symbol()) : null;
  const buttons = [empty.button, empty.secondaryButton].filter((b) => b && typeof b === "object")
    .map((b, index) => h("div", { style: { "margin-top": px(index ? empty.buttonToSecondaryButtonPadding : empty.textToButtonPadding) } }, buttonElement(b, style)));
  return h("div", { class: "empty-state", dataset: { style }, style: {
    "background-color": safeColor(background.backgroundColor), "border-radius": px(background.cornerRadius),
    padding: [margins.top, margins.trailing, margins.bottom, margins.leading].map(px).join(" "),
    "text-align": empty.alignment === "natural" ? "start" : "center", ...glassStyle(background.visualEffect) } },
  image,
  emptyText(empty.text, "text", image ? empty.imageToTextPadding : 0),
  emptyText(empty.secondaryText, "secondary-text", empty.textToSecondaryTextPadding),
  buttons);
}
/** The buttons' row and the empty state from the components batch's items, on the page's color. */
function renderComponents(items) {
  const answers = list(items).filter((item) => item && typeof item === "object");
  const buttons = answers.filter((item) => item.kind === "button" && item.button && typeof item.button === "object");
  $("buttons").style.backgroundColor = pageColor();
  $("buttons").replaceChildren(...buttons.map((item) => h("figure", { class: "button-cell" },
    buttonElement(item.button, String(item.style)), h("figcaption", {}, String(item.style)))));
  const empty = answers.find((item) => item.kind === "contentUnavailable" && item.contentUnavailable && typeof item.contentUnavailable === "object");
  $("empty-canvas").style.backgroundColor = pageColor();
  $("empty-canvas").replaceChildren(...(empty ? [emptyStateElement(empty.contentUnavailable, String(empty.style))]
    : [h("div", { class: "empty" }, "No empty state.")]));
}
/** The preview of a button or an empty-state style: the chosen style drawn on the page's color, and its facts. */
function renderComponentPreview(answer) {
  const canvas = $("canvas");
  canvas.className = "canvas";
  canvas.dataset.section = "none";
  canvas.style.backgroundColor = pageColor();
  $("list").style.borderRadius = "";
  $("list").style.overflow = "";
  const button = answer.kind === "button" && answer.button && typeof answer.button === "object" ? answer.button : null;
  const empty = answer.kind === "contentUnavailable" && answer.contentUnavailable && typeof answer.contentUnavailable === "object" ? answer.contentUnavailable : null;
  $("list").replaceChildren(h("div", { class: "empty-canvas" },
    button ? buttonElement(button, String(answer.style)) : empty ? emptyStateElement(empty, String(answer.style)) : null));
  const font = (f) => (f && typeof f === "object" ? `${f.pointSize} pt ${f.weight}${f.textStyle ? " · " + f.textStyle : ""}` : "–");
  const design = ["Design", lookup({ ios26: "iOS 26", ios18: "iOS 18" }, answer.designGeneration) || String(answer.designGeneration)];
  const facts = button ? [
    ["Style", String(button.effectiveStyle), " · ", String(button.buttonSize)],
    ["Foreground", swatch(button.foregroundColor)],
    ["Background", swatch(button.background && button.background.backgroundColor)],
    ["Corner", `${button.cornerStyle} · ${button.cornerRadius} pt`],
    ["Title", font(button.titleFont)], design,
  ] : empty ? [
    ["Style", String(empty.style)],
    ["Text", swatch(empty.text && empty.text.color), " · ", font(empty.text && empty.text.font)],
    ["Secondary text", swatch(empty.secondaryText && empty.secondaryText.color), " · ", font(empty.secondaryText && empty.secondaryText.font)],
    ["Image tint", swatch(empty.imageTintColor)], design,
  ] : [design];
  $("facts").replaceChildren(h("dl", {}, facts.map(([term, ...value]) => [h("dt", {}, term), h("dd", {}, value)])));
}

/** A color's swatch and its value. */
function swatch(value) { return [h("span", { class: "swatch", style: { background: safeColor(value) } }), String(value)]; }
function renderFacts(answer) {
  const b = answer.background, c = answer.content, t = c.textProperties, s = c.secondaryTextProperties;
  const font = (f) => `${f.pointSize} pt ${f.weight}${f.textStyle ? " · " + f.textStyle : ""} · leading ${f.leading}`;
  const m = c.effectiveLayoutMargins;
  const facts = [
    ["Background", swatch(b.backgroundColor), b.isTintFilled ? " · tint-filled" : ""],
    ["Corner radius", b.cornerRadius + " pt" + (b.sectionCornerRadius ? ` · section ${b.sectionCornerRadius} pt` : "")],
    ["Text", swatch(t.color), " · " + font(t.font)],
    ["Secondary text", swatch(s.color), " · " + font(s.font)],
    ["Image tint", swatch(c.imageProperties.tintColor)],
    ["Margins", `${m.top} ${m.right} ${m.bottom} ${m.left} (t r b l)`],
    ["Backgrounds", `${b.style} · ${c.style}`],
    ["Design", lookup({ ios26: "iOS 26", ios18: "iOS 18" }, answer.designGeneration) || answer.designGeneration],
    ["Effect", b.visualEffect && typeof b.visualEffect === "object" ? JSON.stringify(b.visualEffect) : b.visualEffect || "none"],
  ];
  const section = answer.list && typeof answer.list === "object" ? answer.list : null;
  const bottom = answer.separators && answer.separators.bottom && typeof answer.separators.bottom === "object" ? answer.separators.bottom : null;
  const shown = list(answer.accessories).filter((a) => a && a.visible === true).map((a) => String(a.type));
  facts.push(["List", ...(section ? [swatch(section.backgroundColor), ` · ${section.appearance}`] : ["none"])],
    ["Separator", ...(bottom ? [swatch(bottom.color), ` · inset ${Math.round(number(bottom.leadingInset) * 100) / 100} pt${bottom.visible ? "" : " · hidden"}`] : ["none"])],
    ["Accessories", shown.length ? shown.join(", ") : "none shown"]);
  $("facts").replaceChildren(h("dl", {}, facts.map(([term, ...value]) => [h("dt", {}, term), h("dd", {}, value)])));
}

/** JSON text with its keys, strings, numbers and literals in spans for the highlighting. */
function highlightJSON(value) {
  const text = JSON.stringify(value, null, 2);
  const nodes = [];
  let at = 0;
  for (const match of text.matchAll(/("(?:[^"\\]|\\.)*")(\s*:)?|\b(true|false|null)\b|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g)) {
    const [whole, string, colon, literal] = match;
    nodes.push(text.slice(at, match.index));
    if (string) nodes.push(h("span", { class: colon ? "k" : "s" }, string), colon || "");
    else nodes.push(h("span", { class: literal ? "l" : "n" }, whole));
    at = match.index + whole.length;
  }
  nodes.push(text.slice(at));
  return nodes;
}
function renderJSON(answer) {
  const { explain, ...plain } = answer;
  $("json").replaceChildren(...highlightJSON(plain));
}

function valueAt(answer, path) {
  const parts = path.split(".");
  let value = answer;
  for (const part of parts) value = value == null ? undefined : value[part];
  return value;
}
/** A value as a person reads it: objects as `key value · …`, empty arrays as none. */
function describe(value) {
  if (Array.isArray(value)) return value.length ? value.join(", ") : "none";
  if (value && typeof value === "object") return Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : v}`).join(" · ");
  return JSON.stringify(value);
}
// The explain table's groups, in UIKit's order: the background configuration, then the content configuration's text,
// secondary text and image properties, then its layout (margins, paddings, alpha); then the row around the cell.
const EXPLAIN_GROUPS = [["background.", "Background"], ["content.textProperties.", "Text"],
  ["content.secondaryTextProperties.", "Secondary text"], ["content.imageProperties.", "Image"], ["content.", "Layout"],
  ["accessories.", "Accessories"], ["separators.", "Separators"], ["list.", "List"],
  ["button.background.", "Button background"], ["button.", "Button"], ["contentUnavailable.", "Empty state"]];
/** A property path that may wrap after each dot (never inside a name). */
const breakable = (path) => path.split(".").flatMap((part, index) => (index ? [".", h("wbr"), part] : [part]));
/** One row of the explain table: a property's path, value, source and why. */
function explainRow([path, entry], prefix) {
  const value = valueAt(lastAnswer, path);
  const source = String(entry.source);
  const label = source === "rule" ? `rule ${entry.rule}` : source.replace(/[A-Z]/g, (c) => " " + c.toLowerCase());
  const set = !["factoryDefault", "tintFallback"].includes(source);
  return h("tr", { class: set && "set" },
    h("td", { class: "path" }, h("span", { class: "group" }, breakable(prefix)), breakable(path.slice(prefix.length))),
    h("td", { class: "value" }, safeColor(value) ? swatch(value) : describe(value)),
    h("td", {}, h("span", { class: "badge " + source }, label)),
    h("td", { class: "why" }, entry.inferred ? [h("span", { class: "badge inferred", title: entry.inferred }, "inferred"), " "] : null, entry.why));
}
function renderExplain() {
  if (!lastAnswer) return;
  const filter = $("explain-filter").value.trim().toLowerCase();
  const onlySet = $("explain-set").checked;
  const rows = Object.entries(lastAnswer.explain).filter(([path, entry]) =>
    (!filter || path.toLowerCase().includes(filter)) && (!onlySet || !["factoryDefault", "tintFallback"].includes(entry.source)));
  const groups = EXPLAIN_GROUPS.map(([prefix, title]) => ({ prefix, title, rows: [] }));
  for (const row of rows) groups.find((g) => row[0].startsWith(g.prefix))?.rows.push(row);
  const shown = groups.filter((g) => g.rows.length).flatMap((g) => [
    h("tr", { class: "group-row" }, h("th", { scope: "rowgroup", colspan: 4, class: "group-head" }, g.title)),
    ...g.rows.map((r) => explainRow(r, g.prefix))]);
  $("explain-rows").replaceChildren(...(shown.length ? shown : [h("tr", {}, h("td", { colspan: 4, class: "empty" }, "No property matches."))]));
}

// What a matrix measures per kind: each part's name in `contrast` and as the sentence says it.
const MATRIX_PARTS = {
  cell: [["text", "text"], ["secondaryText", "secondary text"], ["image", "icon"]],
  button: [["title", "title"]],
  contentUnavailable: [["text", "text"], ["secondaryText", "secondary text"]],
};
/** The parts a matrix answer measures, by its kind (a cell's when it names none). */
const matrixParts = (matrix) => lookup(MATRIX_PARTS, String(matrix.kind)) || MATRIX_PARTS.cell;
/** The matrix's sentence: how many combinations, how many fail, and the thresholds. */
function matrixSummary(matrix) {
  const { summary } = matrix;
  if (matrix.kind === "button" || matrix.kind === "contentUnavailable") {
    const parts = matrixParts(matrix);
    const verdict = summary.failing
      ? [h("b", { class: "bad" }, `${summary.failing} below WCAG ${matrix.level}`),
        ` (${parts.map(([name, label]) => `${label} ${number(summary[name + "Failing"])}`).join(", ")}).`]
      : [h("b", { class: "good" }, `every ${parts.map(([, label]) => label).join(" and ")} reaches WCAG ${matrix.level}`), "."];
    return h("p", { class: "summary" }, `${summary.combinations} combinations of `, h("b", {}, matrix.style), ": ", verdict,
      ` Text 4.5:1 (large text 3:1) on the ${matrix.kind === "button" ? "button's fill" : "background"} over the page;`,
      ` disabled buttons are exempt (${summary.exempt}); ratios are ${parts.map(([, label]) => label).join(" · ")}.`);
  }
  const verdict = summary.failing
    ? [h("b", { class: "bad" }, `${summary.failing} below WCAG ${matrix.level}`),
      ` (text ${summary.textFailing}, secondary text ${summary.secondaryTextFailing}, icon ${summary.imageFailing}).`]
    : [h("b", { class: "good" }, `every text, secondary text and icon reaches WCAG ${matrix.level}`), "."];
  return h("p", { class: "summary" }, `${summary.combinations} combinations of `, h("b", {}, matrix.style), ": ", verdict,
    ` Text 4.5:1 (large text 3:1), icons 3:1; disabled cells are exempt (${summary.exempt}); ratios are text · secondary text · icon.`);
}
/** One measurement's ratio, marked when it fails, its title saying what was measured against `background`. */
function ratioBadge(m, label, background) {
  return h("span", { class: "ratio" + (m.outcome === "fail" ? " fail" : ""),
    title: `${label} ${m.color} on ${background}: ${m.outcome}${m.reason ? " (" + m.reason + ")" : ""}, WCAG ${m.criterion} asks ${m.threshold}:1` },
  number(m.ratio).toFixed(2) + (m.outcome === "fail" ? " ⚠" : ""));
}
/** One combination of the matrix: a sample in its colors (a cell's texts, a button's title, an empty state's texts)
 * and its contrast ratios. */
function matrixCombination(combination, state, parts) {
  const contrast = combination.contrast;
  if (parts !== MATRIX_PARTS.cell) return componentCombination(combination, state, parts);
  const ratio = (m, label) => ratioBadge(m, label, contrast.background);
  return h("div", { class: "combo" + (contrast.outcome === "fail" ? " fail" : ""), style: { background: safeColor(contrast.backdrop) }, dataset: { state } },
    h("div", { class: "sample", style: { background: safeColor(contrast.background) } },
      h("div", { class: "t", style: { color: safeColor(contrast.text.color) } }, combination.content.text || "Title"),
      h("div", { class: "st", style: { color: safeColor(contrast.secondaryText.color) } }, combination.content.secondaryText || "Detail")),
    h("div", { class: "ratios" }, ratio(contrast.text, "text"), ratio(contrast.secondaryText, "secondary text"), ratio(contrast.image, "icon")));
}
/** One combination of a button's or an empty state's matrix. */
function componentCombination(combination, state, parts) {
  const contrast = combination.contrast;
  const ratio = (m, label) => ratioBadge(m, label, contrast.background);
  const measured = parts.filter(([name]) => contrast[name] && typeof contrast[name] === "object");
  const button = combination.button && typeof combination.button === "object" ? combination.button : null;
  const empty = combination.contentUnavailable && typeof combination.contentUnavailable === "object" ? combination.contentUnavailable : null;
  const sample = (name) => String((button ? button.title : empty && empty[name] && empty[name].text) ?? (name === "secondaryText" ? "Detail" : "Title"));
  return h("div", { class: "combo" + (contrast.outcome === "fail" ? " fail" : ""), style: { background: safeColor(contrast.backdrop) }, dataset: { state } },
    h("div", { class: "sample", style: { background: safeColor(contrast.background) } },
      measured.map(([name], index) => h("div", { class: index ? "st" : "t", style: { color: safeColor(contrast[name].color) } }, sample(name)))),
    h("div", { class: "ratios" }, measured.map(([name, label]) => ratio(contrast[name], label))));
}
function renderMatrix(matrix) {
  const { summary, combinations } = matrix;
  const count = $("matrix-count");
  count.textContent = summary.failing ? `${summary.failing} failing` : "all pass";
  count.className = "count" + (summary.failing ? " bad" : "");
  const columns = [];
  for (const combination of combinations) {
    const key = JSON.stringify(combination.traits);
    if (!columns.some((c) => c.key === key)) columns.push({ key, traits: combination.traits });
  }
  const columnLabel = ({ traits }) => Object.entries(traits).filter(([name]) => name !== "designGeneration").map(([, v]) => v).map((v) => lookup({ light: "Light", dark: "Dark", normal: "", high: "High contrast" }, v) ?? v).filter(Boolean).join(" · ");
  const states = [...new Set(combinations.map((c) => c.state))];
  const grid = h("div", { class: "grid", style: { "grid-template-columns": `92px repeat(${columns.length}, minmax(120px, 1fr))` } },
    h("div"), columns.map((c) => h("div", { class: "head" }, columnLabel(c))));
  for (const state of states) {
    grid.append(h("div", { class: "state" }, state));
    for (const column of columns) {
      const combination = combinations.find((c) => c.state === state && JSON.stringify(c.traits) === column.key);
      grid.append(matrixCombination(combination, state, matrixParts(matrix)));
    }
  }
  $("matrix").replaceChildren(matrixSummary(matrix), grid);
}

// ---- Unknown style in the URL ----
/** Says that `?style=` names no style, with the service's own problem (and its suggestion, when one is close). */
async function unknownStyle(name, fallback) {
  const notice = $("notice");
  notice.dataset.shown = "1";
  let detail = "", suggestion = null;
  try {
    await call("/v1/styles/" + encodeURIComponent(name));
  } catch (error) {
    if (error instanceof Problem) { detail = error.body.detail || ""; suggestion = error.body.suggestion || null; }
  }
  notice.replaceChildren(
    h("span", {}, h("b", {}, `No style is named “${name}” on this service`), `; the page shows “${fallback}” instead.`, detail ? " " + detail : ""),
    suggestion && styles.some((s) => s.name === suggestion) ? h("button", { type: "button", dataset: { useStyle: suggestion } }, "Show " + suggestion) : "",
    h("button", { type: "button", dataset: { dismissNotice: "1" } }, "Dismiss"));
  notice.hidden = false;
}
function useStyle(name) {
  model.style = name;
  $("style").value = name;
  styleChanged();
  syncURL();
}

// ---- Tint swatches ----
/** Paints each tint swatch with the color the service resolves it to for the design, appearance and contrast shown. */
async function paintTints(design) {
  const traits = { designGeneration: design, userInterfaceStyle: model.traits.userInterfaceStyle, accessibilityContrast: model.traits.accessibilityContrast };
  const key = JSON.stringify(traits);
  if (key === tintKey) return;
  tintKey = key;
  try {
    const answer = await call("/v1/resolve/batch", { method: "POST", body: {
      style: "cell", state: { traits }, items: TINTS.map((tintColor) => ({ id: tintColor, tintColor })) } });
    for (const item of answer.data.items) {
      const button = document.querySelector(`.tint[data-tint="${CSS.escape(String(item.id))}"]`);
      const color = item.content && safeColor(item.content.imageProperties.tintColor);
      if (button && color) { button.style.background = color; button.dataset.color = color; }
    }
  } catch (error) { tintKey = ""; }
}

// ---- CSS, tokens and export ----
/** The GET path behind a code tab, for the chosen style, tint and design. */
function codePath(tab) {
  const base = "/v1/styles/" + encodeURIComponent(model.style);
  const query = new URLSearchParams();
  if (tab === "export") query.set("format", $("export-format").value);
  if (model.tint !== "systemBlue") query.set("tintColor", model.tint);
  if (model.design) query.set("design", model.design);
  const suffix = query.toString() ? "?" + query : "";
  return base + { css: "/stylesheet.css", tokens: "/tokens.json", export: "/export" }[tab] + suffix;
}
let codeLoads = 0;
async function loadCode(tab) {
  const path = codePath(tab);
  const target = $(tab + "-code");
  const source = $(tab + "-source");
  const load = ++codeLoads;
  source.textContent = "GET " + path;
  if (tab === "export") $("export-message").hidden = true;
  try {
    const answer = await call(path, { text: true });
    if (load !== codeLoads) return;
    let text = answer.data;
    if (typeof text !== "string") text = JSON.stringify(text, null, 2);
    else if (/^\s*[{[]/.test(text) && !text.includes("\n")) { try { text = JSON.stringify(JSON.parse(text), null, 2); } catch (error) { /* shown as sent */ } }
    target.textContent = text;
    target.dataset.loaded = path;
  } catch (error) {
    if (load !== codeLoads) return;
    target.textContent = "";
    delete target.dataset.loaded;
    const body = (error && error.body) || {};
    let message = error instanceof Unreachable ? "The service is unreachable." : `${body.status || error.status} ${body.title || "Error"}: ${body.detail || ""}`;
    if (tab === "export" && error.status === 404 && !/unknown-style/.test(body.type || "")) {
      message = "This service has no export endpoint (GET /v1/styles/{name}/export answered 404): it is older than the export formats. " +
        "The CSS and Tokens tabs show the stylesheet and the design tokens.";
    }
    if (tab === "export") { $("export-message").textContent = message; $("export-message").className = "pane-message bad"; $("export-message").hidden = false; }
    else target.textContent = message;
  }
}
$("export-format").addEventListener("change", () => loadCode("export"));

// ---- Copying ----
/** Copies text (the clipboard API where the page is a secure context, else a selection and execCommand). */
async function copyText(text, what) {
  let done = false;
  try {
    if (navigator.clipboard && window.isSecureContext) { await navigator.clipboard.writeText(text); done = true; }
  } catch (error) { done = false; }
  if (!done) {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed"; area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try { done = document.execCommand("copy"); } catch (error) { done = false; }
    area.remove();
  }
  window.lastCopied = text;
  $("copied").textContent = done ? `Copied ${what}` : `Could not copy ${what}`;
  clearTimeout(copyText.timer);
  copyText.timer = setTimeout(() => { $("copied").textContent = ""; }, 2500);
}
const shellQuote = (text) => "'" + String(text).replace(/'/g, "'\\''") + "'";
/** The request behind the open tab as a curl command. */
function curlCommand() {
  const origin = API || location.origin;
  const post = (path, body) => `curl -X POST ${shellQuote(origin + path)} -H 'Content-Type: application/json' --data-binary ${shellQuote(JSON.stringify(body))}`;
  switch (model.tab) {
    case "matrix": return post("/v1/styles/" + encodeURIComponent(model.style) + "/matrix", lastMatrixBody || {});
    case "css": case "tokens": case "export": return `curl ${shellQuote(origin + codePath(model.tab))}`;
    case "editor": {
      const name = $("editor-name").value.trim() || "myCell";
      const auth = editor.needsToken ? ` -H "Authorization: Bearer $STYLE_RESOLVER_ADMIN_TOKEN"` : "";
      return `curl -X PUT ${shellQuote(origin + "/v1/styles/" + encodeURIComponent(name))} -H 'Content-Type: application/json'${auth} --data-binary ${shellQuote($("editor-text").value)}`;
    }
    case "explain": return post("/v1/resolve?explain=true", resolveRequest());
    default: return post("/v1/resolve", resolveRequest());
  }
}
$("copy-curl").addEventListener("click", () => copyText(curlCommand(), "the curl command"));

// ---- Live registry changes (GET /v1/events) ----
function setLive(open) {
  liveOpen = open;
  const pill = $("live");
  pill.className = "pill" + (open ? " live" : "");
  pill.textContent = open ? "Live" : "Polling";
  pill.title = open ? "Subscribed to GET /v1/events: registry changes re-resolve the page" : "No event stream (GET /v1/events): the page polls every 5 seconds";
}
let eventSource = null;
/** Subscribes to the registry's changes; a change re-reads the styles and re-resolves (the page works without it). */
function subscribe() {
  if (typeof EventSource === "undefined" || eventSource) return;
  let source;
  try { source = new EventSource(API + "/v1/events"); } catch (error) { return; }
  eventSource = source;
  source.onopen = () => setLive(true);
  source.onerror = () => setLive(false);
  const changed = (event) => {
    let data = {};
    try { data = JSON.parse(event.data); } catch (error) { /* a change without a body still reloads */ }
    window.lastEvent = { type: event.type, data };
    if (data.version !== undefined && data.version === registryVersion) return;
    loadStyles();
    loadTokens();
  };
  source.addEventListener("change", changed);
  source.addEventListener("reset", changed);
}

// ---- Style editor ----
const editor = { timer: null, controller: null, needsToken: false, spans: new Map(), checked: "" };
/** Parses JSON text and records where each value is, by JSON pointer: `start` (the member's key, or the value),
 * `valueStart` and `end`. Throws a SyntaxError carrying `offset` where the text stops being JSON. */
function locateJSON(text) {
  const spans = new Map();
  let i = 0;
  const fail = (message) => { const error = new SyntaxError(message); error.offset = i; throw error; };
  const space = () => { while (i < text.length && " \t\r\n".includes(text[i])) i++; };
  const token = (key) => key.replace(/~/g, "~0").replace(/\//g, "~1");
  const string = () => {
    if (text[i] !== '"') fail("expected a string in double quotes");
    const start = i++;
    while (i < text.length && text[i] !== '"') { if (text[i] === "\\") i++; i++; }
    if (i >= text.length) { i = start; fail("the string is not closed"); }
    i++;
    try { return JSON.parse(text.slice(start, i)); } catch (error) { i = start; return fail("the string has an invalid escape"); }
  };
  const value = (pointer, memberStart) => {
    space();
    const start = i;
    if (text[i] === "{") {
      i++; space();
      if (text[i] === "}") i++;
      else for (;;) {
        space();
        const keyStart = i;
        const key = string();
        space();
        if (text[i] !== ":") fail('expected ":" after the name');
        i++;
        value(pointer + "/" + token(key), keyStart);
        space();
        if (text[i] === ",") { i++; continue; }
        if (text[i] === "}") { i++; break; }
        fail('expected "," or "}"');
      }
    } else if (text[i] === "[") {
      i++; space();
      let index = 0;
      if (text[i] === "]") i++;
      else for (;;) {
        value(pointer + "/" + index++);
        space();
        if (text[i] === ",") { i++; continue; }
        if (text[i] === "]") { i++; break; }
        fail('expected "," or "]"');
      }
    } else if (text[i] === '"') string();
    else {
      const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 64));
      if (!literal) fail(i >= text.length ? "the document ends early" : "expected a value");
      i += literal[0].length;
    }
    spans.set(pointer, { start: memberStart ?? start, valueStart: start, end: i });
  };
  value("");
  space();
  if (i < text.length) fail("text after the end of the document");
  return spans;
}
/** Where a problem's pointer is in the text: its own member, else its closest ancestor that is there. */
function problemRange(pointer, spans, text) {
  let path = pointer || "";
  while (!spans.has(path) && path) path = path.slice(0, path.lastIndexOf("/"));
  const span = spans.get(path);
  if (!span) return { start: 0, end: Math.min(1, text.length), exact: false };
  const container = "{[".includes(text[span.valueStart]);
  return { start: span.start, end: container ? span.valueStart + 1 : span.end, exact: path === (pointer || "") };
}
function lineOf(text, offset) {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - before.lastIndexOf("\n") };
}
/** Shows problems in the list and marks each at its place in the text. */
function showEditorProblems(problems) {
  const text = $("editor-text").value;
  const placed = problems.map((problem) => ({ ...problem, range: problem.range || problemRange(problem.pointer, editor.spans, text) }));
  const ranges = placed.map((p) => p.range).sort((a, b) => a.start - b.start);
  const marked = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start < at) continue;
    marked.push(text.slice(at, range.start), h("mark", {}, text.slice(range.start, Math.max(range.end, range.start + 1))));
    at = Math.max(range.end, range.start + 1);
  }
  $("editor-marks").replaceChildren(...marked, text.slice(at) + "\n");
  $("editor-problems").replaceChildren(...placed.map((p, index) => {
    const where = lineOf(text, p.range.start);
    return h("li", {}, h("button", { type: "button", dataset: { problem: index, pointer: p.pointer ?? "" } },
      h("code", {}, p.pointer || "(the whole document)"), " ", p.message, p.suggestion ? [" ", h("b", {}, `Try “${p.suggestion}”.`)] : null,
      " ", h("span", { class: "where" }, `line ${where.line}, column ${where.column}`)));
  }));
  editor.placed = placed;
}
function setEditorState(kind, text) {
  const state = $("editor-state");
  state.className = "editor-state" + (kind ? " " + kind : "");
  state.textContent = text;
  document.documentElement.dataset.editor = kind || "checking";
}
function sizeEditor() {
  const area = $("editor-text");
  area.style.height = "auto";
  area.style.height = Math.max(180, area.scrollHeight + 2) + "px";
}
/** The admin token's header: only for this page's own service, never for one that `?api=` named. */
function authorization() {
  const token = $("editor-token").value.trim();
  return token && service.kind !== "foreign" ? { Authorization: "Bearer " + token } : {};
}
/** Fills the editor: a user style's own document, or a new style extending the selected built-in one. */
async function loadEditor() {
  const summary = styles.find((s) => s.name === model.style);
  let name = "my" + model.style.charAt(0).toUpperCase() + model.style.slice(1);
  let documentValue = { extends: model.style, overrides: { background: { cornerRadius: 12 } } };
  if (summary && summary.kind === "user") {
    try {
      const detail = await call("/v1/styles/" + encodeURIComponent(model.style));
      name = model.style;
      documentValue = detail.data.document;
    } catch (error) { report(error); }
  }
  $("editor-name").value = name;
  $("editor-text").value = JSON.stringify(documentValue, null, 2);
  editorChanged();
}
function editorChanged() {
  sizeEditor();
  showEditorProblems([]);
  setEditorState("", "Checking…");
  $("editor-save").disabled = true;
  clearTimeout(editor.timer);
  editor.timer = setTimeout(validateEditor, 350);
}
/** Checks the document: locally for JSON syntax, then with the service (POST /v1/styles/{name}/validate). */
async function validateEditor() {
  const name = $("editor-name").value.trim();
  const text = $("editor-text").value;
  try {
    editor.spans = locateJSON(text);
  } catch (error) {
    editor.spans = new Map();
    const offset = Math.min(error.offset ?? 0, Math.max(0, text.length - 1));
    showEditorProblems([{ pointer: "", message: "Not JSON: " + error.message, range: { start: offset, end: offset + 1 } }]);
    setEditorState("bad", "The document is not JSON yet; the service checks it once it is.");
    return;
  }
  if (!name) { setEditorState("bad", "Name the style to check it."); return; }
  if (editor.controller) editor.controller.abort();
  const controller = new AbortController();
  editor.controller = controller;
  try {
    const answer = await call("/v1/styles/" + encodeURIComponent(name) + "/validate",
      { method: "POST", raw: text, headers: authorization(), signal: controller.signal });
    if (editor.controller !== controller) return;
    showEditorProblems([]);
    const { creates, write } = answer.data;
    showWrite(write);
    setEditorState("ok", `Valid. Saving ${creates ? "creates" : "replaces"} “${name}”.`);
    $("editor-save").disabled = !write.allowed;
  } catch (error) {
    if (error.name === "AbortError" || editor.controller !== controller) return;
    editorRefused(error);
  }
}
/** The write rule the service reported: the token field appears only when a token is what is missing. */
function showWrite(write) {
  const type = (write.problem && write.problem.type) || "";
  const foreign = service.kind === "foreign";
  editor.needsToken = !foreign && (/unauthorized/.test(type) || $("editor-token").value.trim() !== "");
  $("editor-token-field").hidden = !editor.needsToken;
  let note = "";
  if (/read-only/.test(type)) note = "Writes are off: this service runs read-only, so the editor checks styles but cannot save them.";
  else if (/unauthorized/.test(type) && foreign) note = `${service.origin} needs its admin token to save. This page sends a token only to its own service: save with “Copy as curl” instead.`;
  else if (/unauthorized/.test(type)) note = $("editor-token").value.trim() ? "The service refused this token; saving needs its admin token." : "This service needs its admin token to save: enter it above.";
  else if (write.problem) note = write.problem.detail;
  else if (editor.needsToken) note = "The token is accepted.";
  $("editor-write").textContent = note;
  document.documentElement.dataset.writes = write.allowed ? "allowed" : type.replace(/.*\//, "");
}
function editorRefused(error) {
  if (error instanceof Unreachable) { setEditorState("bad", "The service is unreachable."); return; }
  const body = error.body || {};
  const errors = list(body.errors);
  showEditorProblems(errors.length ? errors : [{ pointer: "", message: body.detail || body.title || "refused" }]);
  setEditorState("bad", `${body.status || error.status} ${body.title || "Error"}: ${body.detail || ""}`);
  $("editor-save").disabled = true;
}
async function saveEditor() {
  const name = $("editor-name").value.trim();
  $("editor-save").disabled = true;
  try {
    const answer = await call("/v1/styles/" + encodeURIComponent(name), { method: "PUT", raw: $("editor-text").value, headers: authorization() });
    setEditorState("ok", `Saved: “${name}” ${answer.status === 201 ? "created" : "replaced"} (registry v${answer.data.registryVersion}). The preview shows it.`);
    model.style = name;
    syncURL();
    await loadStyles();
    if ($("style").value !== name) { $("style").value = name; }
    styleChanged();
  } catch (error) {
    editorRefused(error);
  }
}
$("editor-text").addEventListener("input", editorChanged);
$("editor-text").addEventListener("scroll", () => { $("editor-marks").scrollTop = $("editor-text").scrollTop; });
$("editor-name").addEventListener("input", editorChanged);
$("editor-token").addEventListener("input", () => { clearTimeout(editor.timer); editor.timer = setTimeout(validateEditor, 350); });
$("editor-load").addEventListener("click", loadEditor);
$("editor-save").addEventListener("click", saveEditor);
$("editor-text").addEventListener("keydown", (event) => {
  if (completionKey(event)) return;
  // Tab indents inside the editor; Escape then Tab (or Shift+Tab) leaves it, so the keyboard is never trapped.
  if (event.key === "Escape") { editor.escaped = true; return; }
  if (event.key === "Tab" && !event.shiftKey && !editor.escaped) {
    event.preventDefault();
    const area = event.target, start = area.selectionStart;
    area.setRangeText("  ", start, area.selectionEnd, "end");
    editorChanged();
  }
  if (event.key !== "Escape") editor.escaped = false;
});
$("editor-problems").addEventListener("click", (event) => {
  const button = event.target.closest("button[data-problem]");
  if (!button) return;
  const problem = editor.placed[Number(button.dataset.problem)];
  const area = $("editor-text");
  area.focus();
  area.setSelectionRange(problem.range.start, problem.range.end);
});

// ---- Design tokens (GET /v1/tokens) and alias completion ----
// Token paths come from a person's tokens file: like every answer, they reach the page only as text.
const tokens = { list: [], etag: null, shownMode: null, missing: false };
const completion = { items: [], active: 0, from: 0 };
/** The token mode of the traits shown: light, dark, lightHighContrast or darkHighContrast. */
function tokenMode() {
  return (model.traits.userInterfaceStyle === "dark" ? "dark" : "light") + (model.traits.accessibilityContrast === "high" ? "HighContrast" : "");
}
/** Reads the token list again (If-None-Match, so an unchanged list costs a 304). */
async function loadTokens() {
  let answer;
  try {
    answer = await call("/v1/tokens", { etag: tokens.etag });
  } catch (error) {
    if (error instanceof Problem && error.status === 404) { tokens.missing = true; tokens.list = []; renderTokens(true); }
    return;  // an unreachable service is reported by the styles' poll
  }
  if (answer.status === 304) return;
  tokens.etag = answer.etag;
  tokens.missing = false;
  tokens.list = list(answer.data && answer.data.tokens).filter((t) => t && typeof t.path === "string" && typeof t.alias === "string");
  renderTokens(true);
}
/** A token's value in `mode` as text: a color's hex, a dimension's points, a number; "" for another type. */
function tokenText(token, mode) {
  const value = token.values && typeof token.values === "object" ? token.values[mode] : undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return token.type === "dimension" ? `${value} pt` : String(value);
  return "";
}
/** The swatch of a token: its color in `mode`, or an empty box for another type. */
function tokenSwatch(token, mode) {
  const color = token.type === "color" ? safeColor(tokenText(token, mode)) : "";
  return h("span", { class: "swatch" + (color ? "" : " blank"), "aria-hidden": "true", style: color ? { background: color } : null });
}
/** Draws the token list for the mode shown: when a list is loaded (`force`), and again when the mode changes. */
function renderTokens(force) {
  const mode = tokenMode();
  if (!force && (mode === tokens.shownMode || tokens.shownMode === null)) return;
  tokens.shownMode = mode;
  document.documentElement.dataset.tokens = String(tokens.list.length);
  $("token-note").textContent = tokens.missing ? "This service has no token list (GET /v1/tokens)."
    : !tokens.list.length ? "This service has no tokens file: start it with --tokens FILE to use design tokens in styles."
      : `${tokens.list.length} tokens, values in ${mode} mode. Choose one to insert its alias in the editor.`;
  $("token-list").replaceChildren(...tokens.list.map((token, index) => h("li", {},
    h("button", { type: "button", class: "token", dataset: { token: index }, title: token.path },
      tokenSwatch(token, mode), h("code", {}, token.alias),
      h("span", { class: "meta" }, [token.type, tokenText(token, mode)].filter(Boolean).join(" · "))))));
}
/** Whether the end of `linePrefix` is inside a JSON string (an odd number of unescaped quotes). */
const insideString = (linePrefix) => (linePrefix.replace(/\\./g, "").match(/"/g) || []).length % 2 === 1;
/** Puts a token's alias at the editor's caret (in quotes when the caret is not in a string), opening the editor. */
async function insertToken(token) {
  const area = $("editor-text");
  if (!area.value) await loadEditor();
  selectTab("editor");
  syncURL();
  const start = area.selectionStart, end = area.selectionEnd;
  const quoted = insideString(area.value.slice(area.value.lastIndexOf("\n", start - 1) + 1, start)) ? token.alias : `"${token.alias}"`;
  area.focus();
  area.setRangeText(quoted, start, end, "end");
  editorChanged();
}
/** The alias being typed at the caret: after a "{" inside a string, with the member it is the value of. */
function aliasContext(text, caret) {
  const lineStart = text.lastIndexOf("\n", caret - 1) + 1;
  const line = text.slice(lineStart, caret);
  const match = /\{([^"{}\\\s]*)$/.exec(line);
  if (!match || !insideString(line.slice(0, match.index))) return null;
  const member = /"((?:[^"\\]|\\.)*)"\s*:\s*"[^"]*$/.exec(line.slice(0, match.index));
  return { from: lineStart + match.index, query: match[1].toLowerCase(), member: member ? member[1] : "" };
}
/** The tokens whose path holds the query: those starting with it first, and colors first for a color member. */
function aliasMatches({ query, member }) {
  const colorMember = /colou?r/i.test(member);
  return tokens.list.map((token) => ({ token, at: token.path.toLowerCase().indexOf(query) }))
    .filter(({ at }) => at >= 0)
    .map(({ token, at }) => ({ token, rank: (colorMember && token.type !== "color" ? 2 : 0) + (at === 0 ? 0 : 1) }))
    .sort((a, b) => a.rank - b.rank).slice(0, 50).map(({ token }) => token);
}
/** Where `offset` is drawn in the editor, measured on a copy of the text behind it. */
function caretPoint(area, offset) {
  const mirror = $("editor-marks").cloneNode(false);
  mirror.removeAttribute("id");
  mirror.style.setProperty("visibility", "hidden");
  const marker = h("span", {}, "\u200b");
  mirror.append(area.value.slice(0, offset), marker);
  area.parentElement.append(mirror);
  const point = { left: marker.offsetLeft, top: marker.offsetTop + marker.offsetHeight - area.scrollTop };
  mirror.remove();
  return point;
}
/** Opens, filters or closes the completion list for what is typed at the caret. */
function updateCompletion() {
  const area = $("editor-text");
  const context = area.selectionStart === area.selectionEnd ? aliasContext(area.value, area.selectionStart) : null;
  const items = context ? aliasMatches(context) : [];
  if (!items.length) { closeCompletion(); return; }
  Object.assign(completion, { items, active: 0, from: context.from });
  const box = $("editor-complete"), mode = tokenMode();
  box.replaceChildren(...items.map((token, index) => h("li", { role: "option", id: "complete-" + index, dataset: { index } },
    tokenSwatch(token, mode), h("span", {}, token.path), " ", h("span", { class: "meta" }, token.type))));
  box.hidden = false;
  const point = caretPoint(area, context.from);
  box.style.setProperty("top", point.top + "px");
  box.style.setProperty("left", Math.max(0, Math.min(point.left, area.clientWidth - box.offsetWidth)) + "px");
  $("editor-combo").setAttribute("aria-expanded", "true");
  moveCompletion(0);
}
function moveCompletion(index) {
  completion.active = (index + completion.items.length) % completion.items.length;
  for (const option of $("editor-complete").children) {
    option.setAttribute("aria-selected", String(Number(option.dataset.index) === completion.active));
  }
  $("editor-text").setAttribute("aria-activedescendant", "complete-" + completion.active);
  $("complete-" + completion.active).scrollIntoView({ block: "nearest" });
}
function closeCompletion() {
  completion.items = [];
  $("editor-complete").hidden = true;
  $("editor-combo").setAttribute("aria-expanded", "false");
  $("editor-text").removeAttribute("aria-activedescendant");
}
/** Replaces the typed alias (and the rest of a path after the caret) with the chosen token's, closing the brace and
 * the string as needed. */
function acceptCompletion(index) {
  const token = completion.items[index];
  const area = $("editor-text"), text = area.value;
  // The rest of a path after the caret goes too, and its "}" when the string ends right after it.
  const end = area.selectionStart + /^[^"{}\\\s]*(?:\}(?="))?/.exec(text.slice(area.selectionStart))[0].length;
  area.setRangeText(token.alias + (text[end] === '"' ? "" : '"'), completion.from, end, "end");
  closeCompletion();
  editorChanged();
}
/** The completion list's keys while it is open: arrows move, Enter or Tab accepts, Escape closes. True if handled. */
function completionKey(event) {
  if (!completion.items.length) return false;
  const moves = { ArrowDown: 1, ArrowUp: -1 };
  if (event.key in moves) moveCompletion(completion.active + moves[event.key]);
  else if (event.key === "Enter" || event.key === "Tab") acceptCompletion(completion.active);
  else if (event.key === "Escape") closeCompletion();
  else {
    if (["ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"].includes(event.key)) closeCompletion();
    return false;
  }
  event.preventDefault();
  return true;
}
$("editor-text").addEventListener("input", updateCompletion);
$("editor-text").addEventListener("click", updateCompletion);
$("editor-text").addEventListener("blur", closeCompletion);
$("editor-complete").addEventListener("mousedown", (event) => event.preventDefault());  // the editor keeps the focus
$("editor-complete").addEventListener("click", (event) => {
  const option = event.target.closest("[data-index]");
  if (option) acceptCompletion(Number(option.dataset.index));
});

// ---- Start ----
/** Starts talking to the service: the styles, the event stream, and polling while the stream is not open. */
function start() {
  connected = true;
  if (API) $("openapi-link").href = API + "/openapi.yaml";
  if (service.kind === "foreign") {
    $("api-pill").textContent = "Service: " + service.origin;
    $("api-pill").hidden = false;
  }
  selectTab(model.tab);
  loadStyles();
  loadTokens();
  subscribe();
  // A stream holds one of the browser's few HTTP/1.1 connections to the service (six per host): a page that is left,
  // even for the back-forward cache, gives its stream up, and takes it again if it is shown from that cache.
  window.addEventListener("pagehide", () => {
    if (eventSource) { eventSource.close(); eventSource = null; setLive(false); }
  });
  window.addEventListener("pageshow", (event) => { if (event.persisted) { subscribe(); loadStyles(); } });
  // Polling stands in for the event stream while it is not open (an older service, a proxy that drops it).
  setInterval(() => { if (!liveOpen || $("status").classList.contains("down")) { loadStyles(); loadTokens(); } }, 5000);
}
/** `?api=` names another service: a modal dialog says which and asks. Until the person answers the page sends
 * nothing; "Use this service" (or Escape) keeps it on its own service. */
function askToConnect() {
  const dialog = $("api-dialog");
  $("api-dialog-origin").textContent = service.origin;
  $("api-dialog-name").textContent = service.origin;
  $("api-dialog-self").textContent = location.origin;
  const decide = (useIt) => {
    if (connected) return;
    if (useIt) API = service.base;
    else service = { kind: "self", base: "" };
    if (dialog.open) dialog.close();
    document.documentElement.dataset.service = service.kind;
    start();
  };
  $("api-connect").addEventListener("click", () => decide(true));
  $("api-stay").addEventListener("click", () => decide(false));
  dialog.addEventListener("close", () => decide(false));
  document.documentElement.dataset.service = "asking";
  dialog.showModal();
}
/** `?api=` holds something the page does not use (not http: or https:, or with credentials): it says so. */
function refuseService() {
  $("api-notice").replaceChildren(h("span", {}, h("b", {}, "The link’s api parameter is not used"),
    `: ${service.why}. The page shows this service instead (${location.origin}).`),
  h("button", { type: "button", dataset: { dismissApiNotice: "1" } }, "Dismiss"));
  $("api-notice").hidden = false;
}

buildControls();
setLive(false);
if (service.kind === "foreign") askToConnect();
else {
  if (service.kind === "refused") refuseService();
  document.documentElement.dataset.service = service.kind;
  start();
}
