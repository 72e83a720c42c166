/** Browser tests: a real server in-process, Debian's chromium through playwright-core. Run by `npm run test:e2e`. */
module.exports = {
  displayName: "e2e",
  rootDir: __dirname,
  roots: ["<rootDir>"],
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tsconfig.json", diagnostics: { warnOnly: false } }] },
  moduleNameMapper: {
    "^@space/shared$": "<rootDir>/../shared/src/index.ts",
    "^@space/shared/(zoo|base|cheeses)$": "<rootDir>/../shared/src/games/$1/index.ts",
    "^@space/shared/schema$": "<rootDir>/../shared/src/schema/index.ts",
  },
  testTimeout: 120000,
  // colyseus 0.16 leaves allowReconnection's seat timer running after the server closes (up to
  // the room's reconnect window); the tests leave their rooms, this only guards failed runs.
  forceExit: true,
};
