import fs from "node:fs";
import path from "node:path";

/**
 * Citations of the rule specs in docs/spec (README there): sections `§N.N`, DEFAULT ids `zoo-D21`,
 * test case ids (`Z13` at the start of a test title), and the ids `X-<section>-<n>` of cases beyond §7.
 */
export type SpecGame = "zoo" | "base" | "cheeses";

export const ROOT = path.resolve(__dirname, "../../..");
const SPEC_FILES: Record<SpecGame, string> = { zoo: "space-zoo.md", base: "space-base.md", cheeses: "space-colony-cheeses.md" };
const CASE_PREFIX: Record<SpecGame, string> = { zoo: "Z", base: "B", cheeses: "C" };

export interface Spec {
  sections: Set<string>;
  defaults: Set<string>;
  cases: Set<string>;
}

export function readSpec(game: SpecGame, text = fs.readFileSync(path.join(ROOT, "docs/spec", SPEC_FILES[game]), "utf8")): Spec {
  const sections = new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.?\s/gm)].map((m) => m[1]!));
  const defaults = new Set([...text.matchAll(/^\| ((?:zoo|base|cheeses)-D\d+) \|/gm)].map((m) => m[1]!));
  const cases = new Set([...text.matchAll(new RegExp(`^\\| (${CASE_PREFIX[game]}\\d+) \\|`, "gm"))].map((m) => m[1]!));
  return { sections, defaults, cases };
}

/** The game a file is about, from its path (`shared/src/games/zoo/…`, `zoo-room.test.ts`, `docs/zoo-decisions.md`). */
export function gameOfPath(file: string): SpecGame | null {
  const m = /(?:^|[/\-_.])(zoo|base|cheeses)(?=[/\-_.])/.exec(file);
  return (m?.[1] as SpecGame | undefined) ?? null;
}

export interface Unresolved {
  file: string;
  line: number;
  citation: string;
  why: string;
}

/** Every citation in `text` that does not resolve in the spec of `game` (or, for a file of no game, in any spec). */
export function unresolved(file: string, text: string, specs: Record<SpecGame, Spec>): Unresolved[] {
  const game = gameOfPath(file);
  const candidates = game ? [game] : (Object.keys(specs) as SpecGame[]);
  const out: Unresolved[] = [];
  text.split("\n").forEach((lineText, i) => {
    const bad = (citation: string, why: string) => out.push({ file, line: i + 1, citation, why });
    for (const m of lineText.matchAll(/§(\d+(?:\.\d+)*)/g)) {
      if (!candidates.some((g) => specs[g].sections.has(m[1]!))) bad(m[0], `no section ${m[1]} in the ${candidates.join("/")} spec`);
    }
    for (const m of lineText.matchAll(/(?<![\w-])X-(\d+(?:\.\d+)*)-\w+/g)) {
      if (!candidates.some((g) => specs[g].sections.has(m[1]!))) bad(m[0], `no section ${m[1]} in the ${candidates.join("/")} spec`);
    }
    for (const m of lineText.matchAll(/\b(zoo|base|cheeses)-D(\d+)\b/g)) {
      if (!specs[m[1] as SpecGame].defaults.has(m[0])) bad(m[0], `no DEFAULT ${m[0]} in the ${m[1]} spec's §5`);
      else if (game && m[1] !== game) bad(m[0], `a ${m[1]} DEFAULT cited in a ${game} file`);
    }
    for (const m of lineText.matchAll(/(?<![\w-])D\d+\b/g)) bad(m[0], "a DEFAULT id without its game (write zoo-D1, base-D1 or cheeses-D1)");
    if (game) {
      const title = /\b(?:it|test|describe)(?:\.each\([^)]*\))?\(\s*["'`]([A-Z]\d+)\b/.exec(lineText);
      if (title && title[1]![0] === CASE_PREFIX[game] && !specs[game].cases.has(title[1]!)) bad(title[1]!, `no case ${title[1]} in the ${game} spec's §7`);
    }
  });
  return out;
}

/** The files whose citations must resolve: every source, test, bench and document of the project. */
export function citingFiles(): string[] {
  const roots = ["shared/src", "shared/test", "server/src", "server/test", "client/src", "client/test", "e2e", "bench", "docs"];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["node_modules", "dist", "images", "screenshots", "spec"].includes(entry.name)) walk(rel);
      } else if (/\.(ts|md)$/.test(entry.name)) files.push(rel);
    }
  };
  for (const r of roots) if (fs.existsSync(path.join(ROOT, r))) walk(r);
  files.push("README.md");
  return files;
}
