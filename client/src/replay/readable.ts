import { PHASE_NAMES, type Phase } from "@space/shared/zoo";
import { CARDS, type CardKind } from "@space/shared/base";
import { PRODUCT_NAMES, type Product } from "@space/shared/cheeses";

/**
 * A seat's private part (`view(state, seat).private`) as lines of text: hands and pending secret
 * choices in the games' own words. A game or a field without words here is spelled out generically.
 */
export function readablePrivate(gameId: string, part: unknown, names: string[]): string[] {
  if (part === null || part === undefined) return ["nothing hidden"];
  if (typeof part !== "object") return [String(part)];
  const fields = part as Record<string, unknown>;
  const say = WORDS[gameId] ?? {};
  const lines: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const words = say[key];
    const line = words ? words(value, names) : `${spaced(key)}: ${plain(value)}`;
    if (line) lines.push(line);
  }
  return lines.length ? lines : ["nothing hidden"];
}

type Words = Record<string, (value: unknown, names: string[]) => string | null>;

const list = (items: string[]) => (items.length ? items.join(", ") : "none");
const counted = (items: string[]) => `(${items.length}) ${list(items)}`;
const phase = (p: unknown) => PHASE_NAMES[p as Phase] ?? String(p);
const card = (k: unknown) => CARDS[k as CardKind]?.name ?? String(k);
const product = (p: string) => PRODUCT_NAMES[p as Product] ?? p;
const amounts = (q: unknown) =>
  list(Object.entries((q ?? {}) as Record<string, number>).filter(([, n]) => n > 0).map(([p, n]) => `${product(p)} ${n}`));
const nameOf = (names: string[], seat: number) => names[seat] || `seat ${seat + 1}`;

const WORDS: Record<string, Words> = {
  zoo: {
    hand: (v) => `Hand ${counted((v as Phase[]).map(phase))}`,
    choice: (v) => (v === null ? null : `Secret action card: ${phase(v)}`),
    build: (v) => (v === null ? null : `Build Camp decision: ${v ? "build" : "do not build"}`),
  },
  base: {
    hand: (v) => `Hand ${counted((v as CardKind[]).map(card))}`,
    stealHand: (v) => (v === null ? null : `Sees the steal target's hand: ${list((v as CardKind[]).map(card))}`),
    stolen: (v, names) => {
      const s = v as { by: number; card: CardKind } | null;
      return s ? `Last card stolen from this seat: ${card(s.card)}, by ${nameOf(names, s.by)}` : null;
    },
  },
  cheeses: {
    submission: (v) => {
      const s = v as { type: string; [key: string]: unknown } | null;
      if (!s) return "No secret submission pending";
      switch (s.type) {
        case "energy": return `Energy: modules left short ${list((s.short as number[]).map((id) => `#${id}`))}`;
        case "dairy": return `Dairy split: ${amounts(s.allocation)}`;
        case "gift": return `Gift boxes: ${String(s.boxes)}`;
        case "sell": return `Selling: ${amounts(s.quantities)}`;
        default: return `Submitted: ${plain(s)}`;
      }
    },
  },
};

/** "stealHand" → "steal hand". */
function spaced(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

/** Any plain value as short text (no markup: it ends up in textContent). */
function plain(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return list(value.map(plain));
  if (typeof value === "object") return Object.entries(value).map(([k, v]) => `${spaced(k)} ${plain(v)}`).join("; ") || "none";
  return String(value);
}
