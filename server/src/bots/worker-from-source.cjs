// The bot process from its TypeScript sources, for tests that run the server under ts-jest: jiti
// compiles worker.ts and the shared engines on the fly. A built server forks worker.js instead.
const path = require("node:path");
const { createJiti } = require("jiti");

const shared = path.resolve(__dirname, "../../../shared/src");
const jiti = createJiti(__filename, {
  alias: {
    "@space/shared/zoo": path.join(shared, "games/zoo/index.ts"),
    "@space/shared/base": path.join(shared, "games/base/index.ts"),
    "@space/shared/cheeses": path.join(shared, "games/cheeses/index.ts"),
    "@space/shared/schema": path.join(shared, "schema/index.ts"),
    "@space/shared": path.join(shared, "index.ts"),
  },
});
jiti(path.join(__dirname, "worker.ts"));
