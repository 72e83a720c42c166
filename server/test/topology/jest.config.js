/**
 * The self-hosting topology with real processes (docs/self-hosting.md): Debian's redis-server and
 * caddy, two built server processes. Run by `npm run test:topology` (which builds first).
 */
const path = require("node:path");
const server = path.resolve(__dirname, "../..");

module.exports = {
  displayName: "topology",
  rootDir: server,
  testEnvironment: "node",
  testMatch: ["<rootDir>/test/topology/**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tsconfig.json", diagnostics: { warnOnly: false } }] },
  moduleNameMapper: {
    "^@space/shared$": "<rootDir>/../shared/src/index.ts",
    "^@space/shared/(zoo|base|cheeses)$": "<rootDir>/../shared/src/games/$1/index.ts",
    "^@space/shared/schema$": "<rootDir>/../shared/src/schema/index.ts",
  },
  testTimeout: 90000,
  // The English words loaded, as in every jest project (shared/test/support/words.ts).
  // A failed test can leave a child process or socket behind: the run still ends (e2e does the same).
  forceExit: true,
  setupFilesAfterEnv: ["<rootDir>/../shared/test/support/words.ts"],
};
