/**
 * The one seam between Space Base's rules and their speed-ups (README.md): the engine asks here what
 * the rule files answer (board.ts, sites.ts, functional.ts), and gets the same answers, kept and
 * carried over from board to board. cache-equals-rule.test.ts holds the two equal.
 */
export { changeSites, placeSite } from "./changes";
export { buildable, buildableSpaces, emptySpaces, inBoardOrder, siteAt } from "./grid";
export { functionalSet, income, incomes, shielded, statuses } from "./functional";
export { boardView } from "./board-view";
