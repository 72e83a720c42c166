/**
 * The one seam between Space Colony Cheeses' rules and their speed-ups (README.md): the engine asks
 * here what the rule files answer (modules.ts, colony.ts, build.ts, spaces.ts), and gets the same
 * answers, kept for a list of modules and taken over from the list before. cache-equals-rule.test.ts
 * holds the two equal.
 */
export { addModule, changeModules, removeModule } from "./changes";
export { own } from "./own";
export { colonyFigures } from "./figures";
export { spacesView } from "./spaces";
export { hasAnyBuild, legalBuilds } from "./builds";
