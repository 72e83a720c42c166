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
      // test/scale and test/topology need outside programs (redis-server, caddy) and a build:
      // `npm run test:scale` and `npm run test:topology` run them.
      testPathIgnorePatterns: ["/node_modules/", "<rootDir>/test/scale/", "<rootDir>/test/topology/"],
      transform: tsJest("<rootDir>/tsconfig.json"),
      moduleNameMapper: {
        "^@space/shared$": "<rootDir>/../shared/src/index.ts",
        "^@space/shared/(zoo|base|cheeses)$": "<rootDir>/../shared/src/games/$1/index.ts",
        "^@space/shared/schema$": "<rootDir>/../shared/src/schema/index.ts",
      },
    },
    "<rootDir>/client/jest.config.cjs",
  ],
};
