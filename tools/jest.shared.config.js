/**
 * The shared workspace's rule tests alone, for mutation testing (stryker.config.mjs); the repository
 * checks under test/spec (citations, lint) read files outside the workspace and test no engine.
 */
const path = require("node:path");
const rootDir = path.resolve(__dirname, "../shared");

module.exports = {
  rootDir,
  testEnvironment: "node",
  testMatch: ["<rootDir>/test/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/test/spec/"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tsconfig.json", diagnostics: false }] },
};
