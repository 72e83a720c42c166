/** The client's unit tests (pure modules only; the browser tests live in e2e/). Usable as a root jest project. */
module.exports = {
  displayName: "client",
  rootDir: __dirname,
  testEnvironment: "node",
  testMatch: ["<rootDir>/test/**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tsconfig.test.json", diagnostics: { warnOnly: false } }] },
  moduleNameMapper: {
    "^@space/shared$": "<rootDir>/../shared/src/index.ts",
    "^@space/shared/(zoo|base|cheeses)$": "<rootDir>/../shared/src/games/$1/index.ts",
    "^@space/shared/plain$": "<rootDir>/../shared/src/schema/plain.ts",
  },
};
