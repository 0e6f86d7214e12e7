// Compiled by Scripts/check-js-client.sh with tsc --strict --noEmit: the generated answer types read as the spec says.
// Scripts/check-js-client.sh also compiles it with the member read into `color` misspelt, which tsc must refuse.
import { StyleResolverClient, ProblemError, type Resolution, type ChangeEvent } from "../../clients/js/client.js";
import type { BatchAnswer, HexColor, ResolvedColor, StyleList } from "../../clients/js/client.js";

/** The colors a cell, a button or an empty state fills its background with, after narrowing on `kind`. */
export function backgroundOf(answer: Resolution): ResolvedColor {
  switch (answer.kind) {
    case undefined:
      return answer.background.backgroundColor;
    case "button":
      return answer.button.background.backgroundColor;
    case "contentUnavailable":
      return answer.contentUnavailable.background.backgroundColor;
  }
}

export async function uses(client: StyleResolverClient): Promise<string[]> {
  const cell = await client.resolve({ style: "sidebarCell", state: { isSelected: true }, tintColor: "#FF0000" });
  if (cell.kind !== undefined) throw new Error("a cell style answers a cell");
  const color: `#${string}` = cell.background.backgroundColor;
  const tint: HexColor = "#0088FF";
  const font: number = cell.content.textProperties.font.pointSize;
  const separator = cell.separators?.bottom.color ?? null;
  const list = cell.list?.appearance;
  const accessory = cell.accessories[0]?.type;
  const batch: BatchAnswer = await client.resolveBatch([{ id: 1 }, { id: 2, state: { isSelected: true } }], {
    style: "cell",
  });
  const failures = batch.items.flatMap((item) => ("problem" in item ? [item.problem.type] : []));
  const listed: StyleList = await client.styles();
  const kinds = listed.styles.map((style) => style.configurationKind);
  const swift = client.exportURL("sidebarCell", "swift", { design: "ios18", tintColor: "systemGreen" });
  const stop = client.subscribe((event: ChangeEvent) => {
    if (event.type === "change") console.log(event.version, event.styles?.join(","));
    else console.log("reset to", event.version);
  });
  stop();
  try {
    await client.resolve({ style: "cell", state: { isSelected: true } });
  } catch (error) {
    if (error instanceof ProblemError) return [...error.pointers, ...error.errors.map((entry) => entry.message)];
  }
  return [color, tint, String(font), String(separator), String(list), String(accessory), ...failures, ...kinds, swift];
}
