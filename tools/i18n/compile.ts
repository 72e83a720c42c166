/**
 * The translation catalogs, checked and compiled (docs/translating.md). Each domain (the shared
 * workspace's words: the log's events, notes, notices, game words, refusals; the client's: every
 * screen) keeps, per language, one JSON catalog of ICU MessageFormat messages per area,
 * `catalogs/<lang>/<area>.json`, each key starting with its area's name. Each area compiles to a
 * module per locale, `compiled/<locale>/<area>.ts` (plain functions: no parser and no eval in the
 * browser), gathered by `compiled/<locale>/index.ts`; `compiled/keys/<area>.ts` types its keys.
 */
import fs from "node:fs";
import path from "node:path";
import MessageFormat from "@messageformat/core";
import compileModule from "@messageformat/core/lib/compile-module";
import { parse, type Token } from "@messageformat/parser";
import { pseudo } from "./pseudo";

const LANGUAGES = ["en", "de", "fr", "es", "pl"] as const;
const PSEUDO = "pseudo";

export type Domain = { name: string; dir: string };
export const ROOT = path.resolve(__dirname, __dirname.endsWith("dist") ? "../../.." : "../..");
export const DOMAINS: Domain[] = [
  { name: "shared", dir: path.join(ROOT, "shared/src/i18n") },
  { name: "client", dir: path.join(ROOT, "client/src/i18n") },
];

type Messages = Record<string, string>;

/** A domain's areas: the English catalogs' files. */
function areas(domain: Domain): string[] {
  const dir = path.join(domain.dir, "catalogs", "en");
  return fs.readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5)).sort();
}

function readArea(domain: Domain, lang: string, area: string): Messages {
  const file = path.join(domain.dir, "catalogs", lang, `${area}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Messages) : {};
}

/** The arguments a message uses (`{who}`, `{n, plural, ...}`), in any of its cases. */
function argumentsOf(tokens: Token[], out = new Set<string>()): Set<string> {
  for (const t of tokens) {
    if (t.type === "argument" || t.type === "function") out.add(t.arg);
    if (t.type === "plural" || t.type === "select" || t.type === "selectordinal") {
      out.add(t.arg);
      for (const c of t.cases) argumentsOf(c.tokens, out);
    }
  }
  return out;
}

/** The plural categories a message's plurals name, each `{n, plural, ...}` by itself. */
function pluralsOf(tokens: Token[], out: string[][] = []): string[][] {
  for (const t of tokens) {
    if (t.type === "plural") out.push(t.cases.map((c) => c.key).filter((k) => !k.startsWith("=")));
    if (t.type === "plural" || t.type === "select" || t.type === "selectordinal") for (const c of t.cases) pluralsOf(c.tokens, out);
  }
  return out;
}

/** The plural categories a count of 0 to 1,000 falls in (French's "many" is for millions: "other" does). */
function countingCategories(lang: string): Set<string> {
  const rules = new Intl.PluralRules(lang);
  return new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
}

/** What is wrong with a domain's catalogs: a key outside its area, missing or extra, a message that
 *  does not parse, an argument English does not have, a plural without one of its language's categories. */
export function problems(domain: Domain): string[] {
  const found: string[] = [];
  for (const area of areas(domain)) {
    const english = readArea(domain, "en", area);
    for (const key of Object.keys(english)) if (!key.startsWith(`${area}.`)) found.push(`${domain.name} ${area}: "${key}" does not start with "${area}."`);
    for (const lang of LANGUAGES) {
      const messages = readArea(domain, lang, area);
      const categories = countingCategories(lang);
      const where = `${domain.name} ${lang}/${area}`;
      for (const key of Object.keys(english)) if (!(key in messages)) found.push(`${where}: "${key}" is missing`);
      for (const [key, message] of Object.entries(messages)) {
        if (!(key in english)) { found.push(`${where}: "${key}" is not in English`); continue; }
        let tokens: Token[];
        try { tokens = parse(message); } catch (e) { found.push(`${where}: "${key}" does not parse: ${(e as Error).message}`); continue; }
        const known = argumentsOf(parse(english[key]));
        for (const arg of argumentsOf(tokens)) if (!known.has(arg)) found.push(`${where}: "${key}" uses {${arg}}, which English does not`);
        for (const cases of pluralsOf(tokens)) {
          for (const category of categories) if (!cases.includes(category)) found.push(`${where}: "${key}" has no "${category}" case`);
        }
      }
    }
  }
  return found;
}

const HEADER = "// Compiled by `npm run i18n` from the catalogs: do not edit.\n";

function compileArea(locale: string, messages: Messages): string {
  const intl = locale === PSEUDO ? "en" : locale;
  const sorted = Object.fromEntries(Object.keys(messages).sort().map((k) => [k, messages[k]]));
  return HEADER + "/* eslint-disable */\n" + compileModule(new MessageFormat(intl, { currency: "EUR" }), sorted)
    .replace(/\(d\) =>/g, "(d: any) =>")
    .replace(/^export default \{/m, "const catalog = {")
    .concat(" as Record<string, (d: any) => string>;\nexport default catalog;\n");
}

const typeName = (area: string) => `${area[0].toUpperCase()}${area.slice(1)}Key`;

/** Every compiled file of a domain, by path, as `npm run i18n` writes it. */
export function compiled(domain: Domain): Map<string, string> {
  const files = new Map<string, string>();
  const out = (...parts: string[]) => path.join(domain.dir, "compiled", ...parts);
  const list = areas(domain);
  for (const area of list) {
    const english = readArea(domain, "en", area);
    const locales: [string, Messages][] = LANGUAGES.map((lang) => [lang, readArea(domain, lang, area)]);
    locales.push([PSEUDO, Object.fromEntries(Object.entries(english).map(([k, m]) => [k, pseudo(m)]))]);
    for (const [locale, messages] of locales) files.set(out(locale, `${area}.ts`), compileArea(locale, messages));
    const keys = Object.keys(english).sort().map((k) => `  | ${JSON.stringify(k)}`).join("\n");
    files.set(out("keys", `${area}.ts`), `${HEADER}export type ${typeName(area)} =\n${keys || "  never"};\n`);
  }
  for (const locale of [...LANGUAGES, PSEUDO]) {
    files.set(out(locale, "index.ts"), HEADER + list.map((a) => `import ${a} from "./${a}";\n`).join("")
      + `\nexport default { ${list.map((a) => `...${a}`).join(", ")} };\n`);
  }
  files.set(out("keys", "index.ts"), HEADER + list.map((a) => `import type { ${typeName(a)} } from "./${a}";\n`).join("")
    + `\nexport type Key = ${list.map(typeName).join(" | ")};\n`);
  return files;
}

/** Keys both domains have: the page reads both catalogs as one, so a key may live in only one. */
export function collisions(): string[] {
  const keysOf = (domain: Domain) => new Set(areas(domain).flatMap((a) => Object.keys(readArea(domain, "en", a))));
  const [shared, client] = DOMAINS.map(keysOf);
  return [...client].filter((k) => shared.has(k)).map((k) => `"${k}" is in both the shared and the client catalogs`);
}
