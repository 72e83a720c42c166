import { closest, distance } from "fastest-levenshtein";

/**
 * The first words of this server's settings: an unknown variable that starts with one of them
 * (`BOT_THREAD`, `SMTP_HOST`) is meant for this server, and a mistake.
 */
const OWN_PREFIXES = [
  "ADMIN", "ALLOWED", "ANALYSIS", "BOT", "CLOSE", "CREATES", "JOINS", "KEEP", "LOBBY", "MAIL", "MAX", "MESSAGES",
  "METRICS", "PLAY", "PUBLIC", "PUSH", "RETENTION", "ROOM", "SMTP", "STAND", "TRUST",
];
/**
 * At most this many letters apart from a setting's name: a misspelling of it (`PORTS`, `MAX_ROOM`).
 * Short names only one apart: HOME is two letters from HOST.
 */
const near = (name: string) => (name.length < 6 ? 1 : 2);

/**
 * The variables of `env` that look meant for this server but are none of its `known` settings, each
 * as a sentence naming the closest setting. Other programs' variables (PATH, NODE_OPTIONS...) pass.
 */
export function unknownSettings(env: NodeJS.ProcessEnv, known: readonly string[]): string[] {
  const names = new Set(known);
  const problems: string[] = [];
  for (const name of Object.keys(env).sort()) {
    if (names.has(name)) continue;
    const upper = name.toUpperCase();
    const nearest = closest(upper, [...known]);
    const ours = OWN_PREFIXES.some((p) => upper.startsWith(`${p}_`));
    if (ours || distance(upper, nearest) <= near(nearest)) problems.push(`${name} is not a setting; did you mean ${nearest}?`);
  }
  return problems;
}
