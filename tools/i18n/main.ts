/** `npm run i18n`: check the catalogs and write their compiled modules; `-- --check` only checks
 *  (and that the compiled modules are those of the catalogs). */
import fs from "node:fs";
import path from "node:path";
import { DOMAINS, ROOT, collisions, compiled, problems } from "./compile";

const check = process.argv.includes("--check");
let failed = false;
for (const p of collisions()) { console.error(p); failed = true; }
for (const domain of DOMAINS) {
  for (const p of problems(domain)) { console.error(p); failed = true; }
  for (const [file, content] of compiled(domain)) {
    const now = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    if (now === content) continue;
    if (check) { console.error(`${path.relative(ROOT, file)} is not compiled from its catalog: npm run i18n`); failed = true; }
    else { fs.mkdirSync(path.dirname(file), { recursive: true }); fs.writeFileSync(file, content); console.log(`wrote ${path.relative(ROOT, file)}`); }
  }
}
process.exit(failed ? 1 : 0);
