/** The load bench's own tests: a project of `npm test` (jest.config.js), or alone `npx jest -c bench/load/jest.config.js`. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: "node",
  testMatch: ["<rootDir>/test/**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/test/tsconfig.json", diagnostics: { warnOnly: false } }] },
  moduleNameMapper: {
    "^@space/shared$": "<rootDir>/../../shared/src/index.ts",
    "^@space/shared/(zoo|base|cheeses)$": "<rootDir>/../../shared/src/games/$1/index.ts",
    "^@space/shared/schema$": "<rootDir>/../../shared/src/schema/index.ts",
  },
};
