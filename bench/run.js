// Runs the compiled benchmarks one after another: `npm run bench` (all) or `npm run bench -- zoo` (names containing "zoo").
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

const dir = path.join(__dirname, "dist", "bench");
const filter = process.argv[2] ?? "";
// sync-versus needs another build to compare with (see its comment).
const skip = new Set(["base-demo.js", "sync-versus.js"]);
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".js") && !skip.has(f) && f.includes(filter)).sort()) {
  console.log(`\n== ${file.replace(/\.js$/, "")}`);
  execFileSync(process.execPath, [path.join(dir, file)], { stdio: "inherit" });
}
