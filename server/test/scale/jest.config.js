/**
 * Tests of the multi-process setup with real outside programs (Debian's redis-server, caddy).
 * Run by `npm run test:scale`; `npm test` leaves them out so it needs nothing but Node.
 */
const path = require("node:path");
const server = path.resolve(__dirname, "../..");

module.exports = {
  displayName: "scale",
  rootDir: server,
  testEnvironment: "node",
  testMatch: ["<rootDir>/test/scale/**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tsconfig.json", diagnostics: { warnOnly: false } }] },
  moduleNameMapper: {
    "^@space/shared$": "<rootDir>/../shared/src/index.ts",
    "^@space/shared/(zoo|base|cheeses)$": "<rootDir>/../shared/src/games/$1/index.ts",
    "^@space/shared/schema$": "<rootDir>/../shared/src/schema/index.ts",
  },
  testTimeout: 60000,
  // The English words loaded, as in every jest project (shared/test/support/words.ts).
  // A failed test can leave a child process or socket behind: the run still ends (e2e does the same).
  forceExit: true,
  setupFilesAfterEnv: ["<rootDir>/../shared/test/support/words.ts"],
};
