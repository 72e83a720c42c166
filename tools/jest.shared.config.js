/**
 * One game's rule tests alone, for mutation testing (stryker.config.mjs sets MUTATE_GAME): the tests
 * under shared/test/<game>/ but its property tests, which play whole random games and so cover every
 * line of the engine (each mutant would re-run them), and the tests of its bot and of its log's words
 * (`bot.test.ts`, `planner.test.ts`, `describe.test.ts`: what they test is not mutated, and their whole games cost most of a
 * run), and the tests of many random boards or whole bot games (the cache wing's `cache-equals-rule`, Base's
 * `crosscheck` and `carried-analysis`: property tests in all but name, each covering every line), plus the engine contract's cross-game test of the timeout action (docs/testing.md, "Mutation testing").
 */
const path = require("node:path");
const rootDir = path.resolve(__dirname, "../shared");
const game = process.env.MUTATE_GAME ?? "zoo";

module.exports = {
  rootDir,
  testEnvironment: "node",
  // The log's and the refusals' words in every language, loaded once as in npm test.
  setupFilesAfterEnv: ["<rootDir>/test/support/words.ts"],
  testMatch: [`<rootDir>/test/${game}/**/*.test.ts`, "<rootDir>/test/engine/timeout.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "(property|bot|planner|describe|cache-equals-rule|crosscheck|carried-analysis)\\.test\\.ts$"],
  // Transpiled file by file (isolatedModules), without a type-checking program: about 15% faster a mutant.
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: path.resolve(__dirname, "tsconfig.mutate.json"), diagnostics: false }] },
};
