import type { Phase } from "@space/shared/zoo";
import type { CardKind } from "@space/shared/base";
import type { Product } from "@space/shared/cheeses";
import { t } from "../i18n";
import { phaseName } from "../boards/zoo/words";
import { cardName } from "../boards/base/words";

/**
 * A seat's private part (`view(state, seat).private`) as lines of text: hands and pending secret
 * choices in the games' own words. A game or a field without words here is spelled out generically.
 */
export function readablePrivate(gameId: string, part: unknown, names: string[]): string[] {
  if (part === null || part === undefined) return [t("replay.private.nothing")];
  if (typeof part !== "object") return [String(part)];
  const fields = part as Record<string, unknown>;
  const say = WORDS[gameId] ?? {};
  const lines: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const words = say[key];
    const line = words ? words(value, names) : `${spaced(key)}: ${plain(value)}`;
    if (line) lines.push(line);
  }
  return lines.length ? lines : [t("replay.private.nothing")];
}

type Words = Record<string, (value: unknown, names: string[]) => string | null>;

const list = (items: string[]) => (items.length ? items.join(", ") : t("replay.private.none"));
// The games' own words, as the boards word them in the reader's language.
const phase = (p: unknown) => phaseName(p as Phase);
const card = (k: unknown) => cardName(k as CardKind);
const product = (p: string) => t(`cheeses.product.${p as Product}`);
const amounts = (q: unknown) =>
  list(Object.entries((q ?? {}) as Record<string, number>).filter(([, n]) => n > 0).map(([p, n]) => `${product(p)} ${n}`));
const nameOf = (names: string[], seat: number) => names[seat] || t("lobby.seat.numbered", { n: seat + 1 });
const hand = (items: string[]) => t("replay.private.hand", { n: items.length, cards: list(items) });

const WORDS: Record<string, Words> = {
  zoo: {
    hand: (v) => hand((v as Phase[]).map(phase)),
    choice: (v) => (v === null ? null : t("replay.private.zooChoice", { card: phase(v) })),
    build: (v) => (v === null ? null : t("replay.private.zooBuild", { build: v ? "yes" : "no" })),
  },
  base: {
    hand: (v) => hand((v as CardKind[]).map(card)),
    stealHand: (v) => (v === null ? null : t("replay.private.baseStealHand", { cards: list((v as CardKind[]).map(card)) })),
    stolen: (v, names) => {
      const s = v as { by: number; card: CardKind } | null;
      return s ? t("replay.private.baseStolen", { card: card(s.card), name: nameOf(names, s.by) }) : null;
    },
  },
  cheeses: {
    submission: (v) => {
      const s = v as { type: string; [key: string]: unknown } | null;
      if (!s) return t("replay.private.cheesesNone");
      switch (s.type) {
        case "energy": return t("replay.private.cheesesEnergy", { modules: list((s.short as number[]).map((id) => `#${id}`)) });
        case "dairy": return t("replay.private.cheesesDairy", { amounts: amounts(s.allocation) });
        case "gift": return t("replay.private.cheesesGift", { boxes: String(s.boxes) });
        case "sell": return t("replay.private.cheesesSell", { amounts: amounts(s.quantities) });
        default: return t("replay.private.submitted", { what: plain(s) });
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
  if (value === null || value === undefined) return t("replay.private.none");
  if (typeof value === "boolean") return t(value ? "replay.private.yes" : "replay.private.no");
  if (Array.isArray(value)) return list(value.map(plain));
  if (typeof value === "object") return Object.entries(value).map(([k, v]) => `${spaced(k)} ${plain(v)}`).join("; ") || t("replay.private.none");
  return String(value);
}
