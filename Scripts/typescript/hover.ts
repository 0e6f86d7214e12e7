// Compiled by Scripts/browser-test.sh with tsc --strict against filledButton's ts export with --hover highlighted:
// stateSelectors lists the hover-marked state with its selectors, and no other state.
import { stateSelectors, type State } from "./filledButton.js";

const state: State = "highlighted";
export const hover: string | null = stateSelectors[state].hover;
export const selector: string = stateSelectors.highlighted.selector;
// @ts-expect-error: a state the hover option does not mark is not listed.
export const missing = stateSelectors.selected;
