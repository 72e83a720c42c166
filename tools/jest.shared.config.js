/**
 * One game's rule tests alone, for mutation testing (stryker.config.mjs sets MUTATE_GAME): the tests
 * under shared/test/<game>/ but its property tests, which play whole random games and so cover every
 * line of the engine (each mutant would re-run them), plus the engine contract's cross-game test of
 * the timeout action (docs/testing.md, "Mutation testing").
 */
const path = require("node:path");
const rootDir = path.resolve(__dirname, "../shared");
const game = process.env.MUTATE_GAME ?? "zoo";

module.exports = {
  rootDir,
  testEnvironment: "node",
  testMatch: [`<rootDir>/test/${game}/**/*.test.ts`, "<rootDir>/test/engine/timeout.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "property\\.test\\.ts$"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tsconfig.json", diagnostics: false }] },
};
