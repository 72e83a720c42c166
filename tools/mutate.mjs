// `npm run mutate -- zoo|base|cheeses [file.ts ...]`: Stryker on that game's engine (or only the files
// named, under shared/src/games/<game>/), with the shared rule tests.
import { spawnSync } from "node:child_process";

const game = process.argv[2];
if (!["zoo", "base", "cheeses"].includes(game ?? "")) {
  console.error("usage: npm run mutate -- zoo|base|cheeses [file.ts ...]");
  process.exit(2);
}
const r = spawnSync("npx", ["stryker", "run"], {
  stdio: "inherit",
  env: { ...process.env, MUTATE_GAME: game, MUTATE_FILES: process.argv.slice(3).join(",") },
});
process.exit(r.status ?? 1);
