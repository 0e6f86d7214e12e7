// Types of StyleResolver's JavaScript client (GET /client.js). The request and answer shapes are openapi.yaml's
// ResolveRequest and Resolution; they are open records here, so the client accepts what the service accepts.

/** One problem of a problem+json answer: the JSON pointer of the member at fault and what is wrong with it. */
export interface ProblemEntry {
  readonly pointer: string;
  readonly message: string;
  readonly suggestion?: string;
}

/** A problem+json answer (RFC 9457) as the service writes it. */
export interface Problem {
  readonly type?: string;
  readonly title: string;
  readonly status?: number;
  readonly detail?: string;
  readonly errors?: readonly ProblemEntry[];
  /** The problems found beyond the 100 that `errors` lists; absent when it lists them all. */
  readonly errorsOmitted?: number;
  readonly [member: string]: unknown;
}

/** A problem+json answer thrown as an error, with every JSON pointer of its problems. */
export declare class ProblemError extends Error {
  constructor(problem: Problem, status: number);
  readonly name: "ProblemError";
  /** The HTTP status (404, 422, …). */
  readonly status: number;
  /** The problem type, a path such as /problems/invalid-value that answers GET with a page about it. */
  readonly type: string | undefined;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: readonly ProblemEntry[];
  /** The JSON pointer of each problem, in order (/state/isSelected, /tintColor). */
  readonly pointers: readonly string[];
  /** The whole problem+json body. */
  readonly problem: Problem;
}

/** POST /v1/resolve's body: style, state (flags, traits, customStates), tintColor, content, overrides. */
export interface ResolveRequest {
  style: string;
  state?: Record<string, unknown>;
  tintColor?: string;
  content?: Record<string, unknown>;
  overrides?: Record<string, unknown>;
  [member: string]: unknown;
}

/** A resolved style: background, content and the row around them, every property (openapi.yaml's Resolution). */
export interface Resolution {
  readonly style: string;
  readonly designGeneration: "ios18" | "ios26";
  readonly background: Readonly<Record<string, unknown>>;
  readonly content: Readonly<Record<string, unknown>>;
  /** In drawing order, leading to trailing. */
  readonly accessories: readonly Readonly<Record<string, unknown>>[];
  /** The top and bottom separators; null outside a list. */
  readonly separators: Readonly<Record<string, unknown>> | null;
  /** The list around the cell; null outside a list. */
  readonly list: Readonly<Record<string, unknown>> | null;
  readonly [member: string]: unknown;
}

/** A batch item: its id and the fields it sets over the shared ones. */
export interface BatchItem extends Partial<ResolveRequest> {
  id?: string;
}

/** A batch item that could not be resolved, in its place: the problem a single resolve would answer it with, its
 * pointers relative to the item. */
export interface BatchItemProblem {
  readonly id: string | null;
  readonly problem: Problem;
}

/** The batch's answer: each item's resolution (with its id) or its problem, in order, and how many failed. */
export interface BatchAnswer {
  readonly registryVersion: number;
  readonly items: readonly ((Resolution & { readonly id?: string }) | BatchItemProblem)[];
  readonly failed: number;
}

/** A style's entry in GET /v1/styles. */
export interface StyleSummary {
  readonly name: string;
  readonly kind: "builtIn" | "user";
  readonly origin: string;
  readonly background: string;
  readonly content: string;
  readonly extends: string | null;
  readonly keys: readonly string[];
}

/** GET /v1/styles. */
export interface StyleList {
  readonly registryVersion: number;
  readonly styles: readonly StyleSummary[];
}

/** The stylesheet's query: the cell's selector, the tint, the design and the CSS options. */
export interface StylesheetOptions {
  selector?: string;
  tintColor?: string;
  design?: "ios18" | "ios26";
  prefix?: string;
  layer?: string;
  units?: "px" | "rem";
  theme?: "media" | "attribute" | "light-dark";
}

/** An export's formats. */
export type ExportFormat = "css" | "scss" | "tailwind" | "ts" | "tokens";

/** An export's query: the stylesheet's options and which of the format's files (its main one without). */
export interface ExportOptions extends StylesheetOptions {
  file?: string;
}

/** What subscribe reports: the registry changed (with the styles named when the stream says), or start over. */
export type ChangeEvent =
  | { readonly type: "change"; readonly version: number; readonly styles: readonly string[] | null }
  | { readonly type: "reset"; readonly version: number };

/** How a client reaches its service. */
export interface ClientOptions {
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** Milliseconds between polls of GET /v1/styles when the event stream is absent (default 5000). */
  pollInterval?: number;
}

/** A client of one service; GET answers are kept with their ETag and reused on 304. */
export declare class StyleResolverClient {
  /** A client of the service at baseURL (default: the one that served client.js). */
  constructor(baseURL?: string | URL, options?: ClientOptions);
  readonly baseURL: string;
  resolve(request: ResolveRequest): Promise<Resolution>;
  resolveBatch(items: readonly BatchItem[], shared?: Partial<ResolveRequest>): Promise<BatchAnswer>;
  stylesheetURL(style: string, options?: StylesheetOptions): string;
  exportURL(style: string, format: ExportFormat, options?: ExportOptions): string;
  styles(): Promise<StyleList>;
  /** Calls onChange on each registry change; returns the function that stops listening. */
  subscribe(onChange: (event: ChangeEvent) => void): () => void;
}

/** The same, on the service that served client.js. */
export declare function resolve(request: ResolveRequest): Promise<Resolution>;
export declare function resolveBatch(
  items: readonly BatchItem[], shared?: Partial<ResolveRequest>
): Promise<BatchAnswer>;
export declare function stylesheetURL(style: string, options?: StylesheetOptions): string;
export declare function exportURL(style: string, format: ExportFormat, options?: ExportOptions): string;
export declare function styles(): Promise<StyleList>;
export declare function subscribe(onChange: (event: ChangeEvent) => void): () => void;
