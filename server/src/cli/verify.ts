/**
 * `npm run verify -- game.json`: checks a finished game's file (docs/fairness.md) with the same
 * engines the server runs. Prints each check; exits 0 when all pass, 1 otherwise.
 */
import { readFileSync } from "node:fs";
import { checkWords, games, preloadWords, loadedWords, verifyGame } from "@space/shared";

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error("usage: npm run verify -- game.json");
    return 2;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    console.error(`cannot read ${file}: ${(e as Error).message}`);
    return 2;
  }
  await preloadWords(["en"]);
  const { ok, checks } = await verifyGame(raw, games);
  for (const check of checks) console.log(`${check.ok ? "✓" : "✗"} ${checkWords(check, loadedWords("en"))}`);
  console.log(ok ? "verified: this game's dice and deck came from the committed seed" : "NOT verified");
  return ok ? 0 : 1;
}

void main(process.argv[2]).then((code) => process.exit(code));
