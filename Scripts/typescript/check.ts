// Compiled by Scripts/browser-test.sh with tsc --strict (Debian's node-typescript) against the served client.d.ts and
// sidebarCell's ts export: the declarations parse, and typed uses of each API compile.
import { resolve, resolveBatch, styles, stylesheetURL, exportURL, subscribe, ProblemError } from "./client";
import { StyleResolverClient, type ChangeEvent } from "./client";
import cell, { cssVariables, properties, modes, type State, type Mode } from "./sidebarCell.js";

export async function uses(): Promise<string[]> {
  const answer = await resolve({ style: "sidebarCell", state: { isSelected: true } });
  const batch = await resolveBatch([{ id: "a" }, { id: "b", state: { isSelected: true } }], { style: "cell" });
  const list = await styles();
  const names: string[] = list.styles.map((style) => style.name);
  let pointers: readonly string[] = [];
  try {
    await resolve({ style: "sidebarCell", tintColor: "#12" }); // a HexColor to TypeScript, a 422 to the service
  } catch (error) {
    if (error instanceof ProblemError) pointers = error.pointers;
  }
  const client = new StyleResolverClient("http://127.0.0.1:8080", { pollInterval: 1000 });
  const stop = client.subscribe((event: ChangeEvent) => {
    if (event.type === "change") console.log(event.version, event.styles);
  });
  stop();
  subscribe(() => undefined)();
  const state: State = "selected";
  const mode: Mode = "ios18-dark";
  const color: `#${string}` = cell[state][mode].backgroundColor;
  const size: `${number}px` = properties.textFontSize;
  return [
    answer.kind === undefined ? answer.background.backgroundColor : "",
    String(batch.items.length), ...names, ...pointers,
    stylesheetURL("sidebarCell", { theme: "attribute", units: "rem", prefix: "app" }),
    exportURL("sidebarCell", "tailwind", { layer: "base" }), color, size, cssVariables.textColor, modes[0],
  ];
}
