/** The docs' screenshots (docs/images), made on demand by `npm run docs:screenshots`, not a test of CI's. */
const e2e = require("./jest.config.js");

module.exports = { ...e2e, displayName: "screenshots", testMatch: ["<rootDir>/docs-screenshots.shots.ts"] };
