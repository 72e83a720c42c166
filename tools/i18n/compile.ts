/**
 * The translation catalogs, checked and compiled (docs/translating.md). Each domain (the shared
 * workspace's words: the log's events, refusals, game words; the client's: every screen) keeps one
 * JSON catalog per language of ICU MessageFormat messages, `catalogs/<lang>.json`, and gets one
 * compiled module per locale, `compiled/<locale>.ts` (plain functions: no parser and no eval in the
 * browser), plus `compiled/keys.ts`, the type of its keys.
 */
import fs from "node:fs";
import path from "node:path";
import MessageFormat from "@messageformat/core";
import compileModule from "@messageformat/core/lib/compile-module";
import { parse, type Token } from "@messageformat/parser";
import { pseudo } from "./pseudo";

const LANGUAGES = ["en", "de", "fr", "es", "pl"] as const;
const PSEUDO = "pseudo";

export type Domain = { name: string; dir: string; keyType: string };
export const ROOT = path.resolve(__dirname, __dirname.endsWith("dist") ? "../../.." : "../..");
export const DOMAINS: Domain[] = [
  { name: "shared", dir: path.join(ROOT, "shared/src/i18n"), keyType: "SharedKey" },
  { name: "client", dir: path.join(ROOT, "client/src/i18n"), keyType: "ClientKey" },
];

type Messages = Record<string, string>;

function readCatalog(domain: Domain, lang: string): Messages {
  const file = path.join(domain.dir, "catalogs", `${lang}.json`);
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

/** What is wrong with a domain's catalogs: a key missing or extra, a message that does not parse,
 *  an argument English does not have, a plural without one of its language's categories. */
export function problems(domain: Domain): string[] {
  const found: string[] = [];
  const english = readCatalog(domain, "en");
  for (const lang of LANGUAGES) {
    const messages = readCatalog(domain, lang);
    const categories = countingCategories(lang);
    for (const key of Object.keys(english)) if (!(key in messages)) found.push(`${domain.name} ${lang}: "${key}" is missing`);
    for (const [key, message] of Object.entries(messages)) {
      if (!(key in english)) { found.push(`${domain.name} ${lang}: "${key}" is not in English`); continue; }
      let tokens: Token[];
      try { tokens = parse(message); } catch (e) { found.push(`${domain.name} ${lang}: "${key}" does not parse: ${(e as Error).message}`); continue; }
      const known = argumentsOf(parse(english[key]));
      for (const arg of argumentsOf(tokens)) if (!known.has(arg)) found.push(`${domain.name} ${lang}: "${key}" uses {${arg}}, which English does not`);
      for (const cases of pluralsOf(tokens)) {
        for (const category of categories) if (!cases.includes(category)) found.push(`${domain.name} ${lang}: "${key}" has no "${category}" case`);
        if (!cases.includes("other")) found.push(`${domain.name} ${lang}: "${key}" has a plural without "other"`);
      }
    }
  }
  return found;
}

const HEADER = "// Compiled by `npm run i18n` from ../catalogs: do not edit.\n/* eslint-disable */\n";

/** Every compiled file of a domain, by path, as `npm run i18n` writes it. */
export function compiled(domain: Domain): Map<string, string> {
  const files = new Map<string, string>();
  const english = readCatalog(domain, "en");
  const catalogs: [string, string, Messages][] = LANGUAGES.map((lang) => [lang, lang, readCatalog(domain, lang)]);
  catalogs.push([PSEUDO, "en", Object.fromEntries(Object.entries(english).map(([k, m]) => [k, pseudo(m)]))]);
  for (const [locale, intl, messages] of catalogs) {
    const sorted = Object.fromEntries(Object.keys(messages).sort().map((k) => [k, messages[k]]));
    const source = compileModule(new MessageFormat(intl, { currency: "EUR" }), sorted)
      .replace(/\(d\) =>/g, "(d: any) =>")
      .replace(/^export default \{/m, "const catalog = {")
      .concat(" as Record<string, (d: any) => string>;\nexport default catalog;\n");
    files.set(path.join(domain.dir, "compiled", `${locale}.ts`), HEADER + source);
  }
  const keys = Object.keys(english).sort().map((k) => `  | ${JSON.stringify(k)}`).join("\n");
  files.set(path.join(domain.dir, "compiled", "keys.ts"), `${HEADER.split("\n")[0]}\nexport type ${domain.keyType} =\n${keys || "  never"};\n`);
  return files;
}
