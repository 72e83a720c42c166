/** One jest project per workspace: `npm test` runs the rule tests and the server tests that need only Node. */
const tsJest = (tsconfig) => ({ "^.+\\.ts$": ["ts-jest", { tsconfig, diagnostics: { warnOnly: false } }] });

module.exports = {
  projects: [
    {
      displayName: "shared",
      rootDir: "<rootDir>/shared",
      testEnvironment: "node",
      testMatch: ["<rootDir>/test/**/*.test.ts"],
      transform: tsJest("<rootDir>/tsconfig.json"),
    },
    {
      displayName: "server",
      rootDir: "<rootDir>/server",
      testEnvironment: "node",
      testMatch: ["<rootDir>/test/**/*.test.ts"],
      // test/scale needs outside programs (redis-server, caddy): `npm run test:scale` runs it.
      testPathIgnorePatterns: ["/node_modules/", "<rootDir>/test/scale/"],
      transform: tsJest("<rootDir>/tsconfig.json"),
      moduleNameMapper: { "^@space/shared$": "<rootDir>/../shared/src/index.ts", "^@space/shared/schema$": "<rootDir>/../shared/src/schema/index.ts" },
    },
    "<rootDir>/client/jest.config.cjs",
  ],
};
