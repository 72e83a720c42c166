// `npm run mutate -- zoo|base|cheeses`: Stryker on that game's engine, with the shared rule tests.
import { spawnSync } from "node:child_process";

const game = process.argv[2];
if (!["zoo", "base", "cheeses"].includes(game ?? "")) {
  console.error("usage: npm run mutate -- zoo|base|cheeses");
  process.exit(2);
}
const r = spawnSync("npx", ["stryker", "run"], { stdio: "inherit", env: { ...process.env, MUTATE_GAME: game } });
process.exit(r.status ?? 1);
