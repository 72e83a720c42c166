import type { GameEvent } from "../../engine/game";
import type { Key } from "../../i18n/compiled/keys";
import { loadedWords, type Words } from "../../i18n/words";
import { CARDS } from "./data";
import { faceValue } from "./meteor";

type Form = "card" | "cardA" | "cardThe";

const at = (p: unknown) => {
  const q = p as { x: number; y: number };
  return `(${q.x},${q.y})`;
};

/**
 * One log line per event in the reader's words, e.g. "Ana built a Colony at (3,4)". A card is
 * passed in the form its sentence needs: its name, with an indefinite article ("built a Colony"),
 * or as the thing someone owns ("Bo's Colony", German "den Reaktorkern von Bo").
 */
export function describeEvent(e: GameEvent, names: string[], words: Words = loadedWords("en")): string {
  const who = (seat: unknown) =>
    typeof seat === "number" ? names[seat] ?? words.t("base.player", { n: seat + 1 }) : words.t("base.someone");
  const card = (k: unknown, form: Form = "card") =>
    typeof k === "string" && k in CARDS ? words.t(`base.${form}.${k}` as Key) : String(k);
  const player = who(e.seat);
  const say = (key: Key, params: Record<string, string | number | undefined> = {}) =>
    words.t(key, { player, ...params });
  switch (e.type) {
    case "outpost": return say("base.event.outpost", { at: at(e) });
    case "turn": return say("base.event.turn", { round: e.round as number });
    case "move": return say("base.event.move", { card: card(e.card, "cardThe"), from: at(e.from), to: at(e.to) });
    case "switch": return say("base.event.switch", { a: at(e.a), b: at(e.b) });
    case "repair": return say("base.event.repair", { sites: (e.repairs as unknown[]).length, cost: e.cost as number });
    case "meteor": {
      // A die's face 0 reads as 10 (base-D17), as the space it hits does.
      const [fx, fy] = (e.faces as number[]).map(faceValue);
      return say("base.event.meteor", {
        fx, fy, at: at(e), outcome: e.outcome as string, ore: e.card as string | undefined,
        owner: who(e.owner), card: card(e.card, "cardThe"), roll: e.damageRoll as number, damage: e.damage as number,
      });
    }
    case "production": return say("base.event.production", { amount: e.amount as number, credits: e.credits as number });
    case "capture": return say("base.event.capture", { owner: who(e.from), card: card(e.card, "cardThe"), at: at(e) });
    case "steal": return say("base.event.steal", { target: who(e.target) });
    case "took": return say("base.event.took", { target: who(e.target) });
    case "draw": return say("base.event.draw", { left: e.deckLeft as number });
    case "finalRound": return say("base.event.finalRound");
    case "discard": return say("base.event.discard", { cards: words.list((e.cards as unknown[]).map((k) => card(k))) });
    case "build": return say("base.event.build", { card: card(e.card, "cardA"), at: at(e) });
    case "gameOver": {
      const winners = e.winners as number[];
      const score = (e.scores as number[])[winners[0]];
      return words.t("base.event.gameOver", { winners: words.list(winners.map(who)), count: winners.length, score });
    }
    default: return say("base.event.other", { type: e.type });
  }
}
