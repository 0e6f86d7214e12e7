// Compiled by Scripts/check-js-client.sh with tsc --strict (module node16, so package.json's exports decide) inside a
// project whose node_modules holds the package `style-resolver export --format ts --package @acme/brand-styles`
// wrote, then run by node: the package is usable as written, typed, and its index and subpaths are one module each.
import styles from "@acme/brand-styles";
import { states, properties, cssVariables, modes, type Mode } from "@acme/brand-styles/brand-row";
import * as sidebar from "@acme/brand-styles/sidebarCell";

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error("package-consumer: " + what);
}

const background: `#${string}` = styles["brand-row"].properties.backgroundColor;
check(background === "#123456", `brand-row's own background, not ${background}`);
check(styles["brand-row"].states === states && properties.backgroundColor === background, "one module per style");
check(styles.sidebarCell.properties.backgroundColor === sidebar.properties.backgroundColor, "sidebarCell's subpath");
const first: Mode = modes[0];
check(states.normal[first] === properties, "properties is the normal state in the first mode");
check(cssVariables.backgroundColor === "--background-color", `the variable is ${cssVariables.backgroundColor}`);
// @ts-expect-error: no such property; tsc fails here if the package's types were open records.
check(styles["brand-row"].properties.backgroundColour === undefined, "a misspelt property is undefined");
console.log(`package: @acme/brand-styles imported by node; brand-row ${background}, ${modes.length} modes`);
