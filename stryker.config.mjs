// Mutation testing of one game's engine: `npm run mutate -- zoo` (tools/mutate.mjs sets MUTATE_GAME).
// Only the shared workspace's tests run against the mutants (docs/testing.md, "Mutation testing").
const game = process.env.MUTATE_GAME ?? "zoo";
// `npm run mutate -- cheeses apply.ts map.ts` mutates only those files of the game (MUTATE_FILES).
const only = (process.env.MUTATE_FILES ?? "").split(",").filter(Boolean);

export default {
  testRunner: "jest",
  jest: { projectType: "custom", configFile: "tools/jest.shared.config.js", enableFindRelatedTests: true },
  coverageAnalysis: "perTest",
  // Mutants of module-level data (the card lists and DEFAULT tables) would each re-run every test
  // (about 50 s apiece, 85% of Zoo's mutants); the data is checked against the spec by data tests.
  ignoreStatic: true,
  // The rules: not the bots, the log's words, the story or the replays' piles, which have cross-game
  // suites of their own (shared/test/bots, engine, story, record) that tools/jest.shared.config.js leaves out.
  mutate: [
    ...(only.length ? only.map((f) => `shared/src/games/${game}/${f}`) : [`shared/src/games/${game}/**/*.ts`]),
    ...["bot", "bots", "planner", "determinize", "describe", "merge", "story", "hidden"].map((f) => `!shared/src/games/${game}/${f}.ts`),
  ],
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: `reports/mutation/${game}.json` },
  // A later run re-tests only the mutants whose code or covering tests changed. Kept in the repository:
  // a whole game's run is longer than a session, so it is done in parts (a file at a time) and resumed.
  incremental: true,
  incrementalFile: `tools/mutation/${game}-incremental.json`,
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  tempDirName: ".stryker-tmp",
  ignorePatterns: ["client", "e2e", "bench", "docs", "server", "reports", "**/dist", ".ci"],
  concurrency: Number(process.env.MUTATE_CONCURRENCY ?? 2),
  // A mutant that loops is cut off after this plus 1.5x its tests' time (MUTATE_TIMEOUT_MS on a loaded machine).
  timeoutMS: Number(process.env.MUTATE_TIMEOUT_MS ?? 5000),
};
