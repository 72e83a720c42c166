/** One jest project per workspace: `npm test` runs the rule tests and the server tests that need only Node. */
const tsJest = (tsconfig) => ({ "^.+\\.ts$": ["ts-jest", { tsconfig, diagnostics: { warnOnly: false } }] });

module.exports = {
  // `npm test` (jest --coverage) measures the coverage of the shared workspace (the engines and the
  // protocol) by its own tests; the thresholds stop it from falling (docs/testing.md).
  coverageReporters: ["text-summary"],
  coverageThreshold: { global: { statements: 94, branches: 90, functions: 89, lines: 95 } },
  // Read from the root config only (jest 30), relative to it; the generated catalogs are left out.
  collectCoverageFrom: ["shared/src/**/*.ts", "!shared/src/i18n/compiled/**"],
  projects: [
    {
      displayName: "shared",
      rootDir: "<rootDir>/shared",
      testEnvironment: "node",
      testMatch: ["<rootDir>/test/**/*.test.ts"],
      transform: tsJest("<rootDir>/tsconfig.json"),
      setupFilesAfterEnv: ["<rootDir>/test/support/words.ts"],
    },
    {
      displayName: "server",
      rootDir: "<rootDir>/server",
      testEnvironment: "node",
      testMatch: ["<rootDir>/test/**/*.test.ts"],
      // test/scale and test/topology need outside programs (redis-server, caddy) and a build:
      // `npm run test:scale` and `npm run test:topology` run them.
      testPathIgnorePatterns: ["/node_modules/", "<rootDir>/test/scale/", "<rootDir>/test/topology/"],
      transform: tsJest("<rootDir>/tsconfig.json"),
      // Only the shared project measures coverage (a file compiled by two projects would count twice).
      coveragePathIgnorePatterns: [".*"],
      setupFilesAfterEnv: ["<rootDir>/../shared/test/support/words.ts"],
      moduleNameMapper: {
        "^@space/shared$": "<rootDir>/../shared/src/index.ts",
        "^@space/shared/(zoo|base|cheeses)$": "<rootDir>/../shared/src/games/$1/index.ts",
        "^@space/shared/schema$": "<rootDir>/../shared/src/schema/index.ts",
      },
    },
    { ...require("./client/jest.config.cjs"), coveragePathIgnorePatterns: [".*"], setupFilesAfterEnv: ["<rootDir>/../shared/test/support/words.ts"] },
    { ...require("./bench/load/jest.config.js"), displayName: "bench", coveragePathIgnorePatterns: [".*"] },
  ],
};
